/**
 * Cleans a parsed page in place: removes what a reader never sees (scripts, styles, hidden nodes, form
 * controls, comments) and keeps the element structure, so element references taken before cleaning stay valid.
 */
package com.newsx.extractor.clean;
