/**
 * The {@code bin/extract} command: single pages or URLs to JSON, and manifest batches in the eval format. It reads
 * its command line with {@link com.newsx.args.Args}, which every command of the project shares.
 */
package com.newsx.extractor.cli;
