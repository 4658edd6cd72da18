/** The {@code bin/extract} command: single pages or URLs to JSON, and manifest batches in the eval format. */
package com.newsx.extractor.cli;
