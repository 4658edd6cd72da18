/**
 * The {@code bin/extract} command: single pages or URLs to JSON, and manifest batches in the eval format; and
 * {@link com.newsx.extractor.cli.Args}, the command-line reading every command of the project shares.
 */
package com.newsx.extractor.cli;
