package com.newsx.topology.copies;

import com.newsx.extractor.dedup.BodyFingerprint;

/**
 * An indexed (or recently indexed) article that may be a copy of a new one: its id, fingerprint, times (ISO strings,
 * publish time may be null) and story fields.
 */
public record Candidate(String id, BodyFingerprint fingerprint, String publishTime, String fetchTime,
                        String duplicateOf, String storyId) {
}
