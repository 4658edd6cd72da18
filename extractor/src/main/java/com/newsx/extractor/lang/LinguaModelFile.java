package com.newsx.extractor.lang;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.github.pemistahl.lingua.api.Language;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * One of the n-gram models in Lingua 1.2.2's jar, read as Lingua reads it: {@code /language-models/ISO/trigrams.json}
 * (unigrams, bigrams, ...), an object whose {@code ngrams} map a relative frequency written as a fraction
 * ("426/3451") to the n-grams of that frequency, separated by spaces. A trigram's frequency is its count over its
 * first two letters' count, a bigram's over its first letter's, a unigram's over all letters.
 */
final class LinguaModelFile {
    private static final JsonFactory JSON = new JsonFactory();

    /** Takes the n-grams of a model that have one relative frequency, separated by spaces, with that frequency. */
    interface Sink {
        void accept(String ngrams, float frequency);
    }

    private LinguaModelFile() {
    }

    /** Reads the model of n-grams of this length (1 to 3) of a language; false when Lingua has none. */
    static boolean read(String iso, int length, Sink sink) {
        String name = switch (length) {
            case 1 -> "unigrams";
            case 2 -> "bigrams";
            case 3 -> "trigrams";
            default -> throw new IllegalArgumentException("n-gram length " + length);
        };
        String path = "/language-models/" + iso + "/" + name + ".json";
        try (InputStream in = Language.class.getResourceAsStream(path)) {
            if (in == null) {
                return false;
            }
            try (JsonParser p = JSON.createParser(in)) {
                expect(p.nextToken(), JsonToken.START_OBJECT, path);
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.getCurrentName();
                    JsonToken value = p.nextToken();
                    if (!field.equals("ngrams")) {
                        p.skipChildren();
                        continue;
                    }
                    expect(value, JsonToken.START_OBJECT, path);
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        float frequency = fraction(p.getCurrentName(), path);
                        expect(p.nextToken(), JsonToken.VALUE_STRING, path);
                        sink.accept(p.getText(), frequency);
                    }
                }
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Lingua's model " + path, e);
        }
    }

    private static float fraction(String s, String path) {
        int slash = s.indexOf('/');
        if (slash < 1) {
            throw new IllegalStateException(path + ": a frequency is not a fraction: " + s);
        }
        return Float.parseFloat(s.substring(0, slash)) / Integer.parseInt(s.substring(slash + 1));
    }

    private static void expect(JsonToken actual, JsonToken expected, String path) {
        if (actual != expected) {
            throw new IllegalStateException(path + ": expected " + expected + ", found " + actual);
        }
    }
}
