package com.newsx.extractor.dedup;

import java.util.List;

/**
 * How copies are told: bodies shingled by {@code shingleSize} tokens, signed with {@code hashes} MinHash functions,
 * banded by {@code bandRows} for candidate lookup; two bodies are copies when the estimated share of the smaller
 * found in the other reaches {@code minContainment}. Bodies under {@code minShingles} shingles are not matched
 * (a two-line brief shares too little to tell a copy from a stock phrase).
 */
public record CopyDetection(int shingleSize, int hashes, int bandRows, double minContainment, int minShingles) {
    /** The values measured on eval/copies (see docs/design.md, "Syndicated copies"). */
    public static final CopyDetection DEFAULTS = new CopyDetection(4, 128, 2, 0.7, 20);

    public CopyDetection {
        if (shingleSize < 1 || hashes < 1 || bandRows < 1 || bandRows > hashes) {
            throw new IllegalArgumentException("copy detection needs shingle size, hashes and band rows >= 1, rows <= hashes");
        }
    }

    public BodyFingerprint fingerprint(String body) {
        return BodyFingerprint.of(body, shingleSize, hashes);
    }

    public boolean matchable(BodyFingerprint f) {
        return f.shingles() >= minShingles && f.mins().length == hashes;
    }

    public boolean copies(BodyFingerprint a, BodyFingerprint b) {
        return matchable(a) && matchable(b) && a.containment(b) >= minContainment;
    }

    public List<String> bands(BodyFingerprint f) {
        return matchable(f) ? f.bands(bandRows) : List.of();
    }
}
