/**
 * Small text utilities shared by the extraction steps, such as constant-time character classes for the
 * per-character scans that run over every text node of a page, and the reading of dates as pages write them.
 */
package com.newsx.extractor.text;
