package com.newsx.extractor.result;

/** A page that cannot be extracted (empty, not HTML); the message says why, for the CLI's error line. */
public class ExtractionException extends Exception {
    public ExtractionException(String message) {
        super(message);
    }
}
