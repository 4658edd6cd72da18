package com.newsx.extractor.dedup;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Applies the edit recipes of eval/copies/pairs.jsonl to a dev page's body. Every parameter is in the recipe (no
 * randomness here), so the labelled texts are the same on every machine and only ids and recipes are committed.
 */
final class CopyEdits {
    private CopyEdits() {
    }

    static String apply(String body, JsonNode edits) {
        String text = body;
        if (edits == null) {
            return text;
        }
        for (JsonNode e : edits) {
            text = applyOne(text, e);
        }
        return text;
    }

    private static String applyOne(String text, JsonNode e) {
        String op = e.get("op").asText();
        switch (op) {
            case "headline":
                return e.get("text").asText() + "\n" + text;
            case "credit":
                return "end".equals(e.path("at").asText()) ? text + "\n" + e.get("text").asText()
                        : e.get("text").asText() + "\n" + text;
            case "boilerplate":
            case "template":
                return "start".equals(e.path("at").asText()) ? e.get("text").asText() + "\n" + text
                        : text + "\n" + e.get("text").asText();
            case "cut":
                return cut(text, e.get("keep").asDouble());
            case "drop": {
                List<String> ps = paragraphs(text);
                int i = e.get("para").asInt();
                if (ps.size() > 2 && i < ps.size()) {
                    ps.remove(i);
                }
                return String.join("\n", ps);
            }
            case "swap": {
                List<String> ps = paragraphs(text);
                int i = e.get("para").asInt();
                if (i + 1 < ps.size()) {
                    Collections.swap(ps, i, i + 1);
                }
                return String.join("\n", ps);
            }
            case "punct":
                return punctuation(text);
            case "spaces":
                return spaces(text);
            default:
                throw new IllegalArgumentException("unknown edit " + op);
        }
    }

    static List<String> paragraphs(String text) {
        List<String> out = new ArrayList<>();
        for (String p : text.split("\n")) {
            if (!p.isBlank()) {
                out.add(p.strip());
            }
        }
        return out;
    }

    /** Keeps the first {@code keep} share of the characters, then up to the end of that sentence. */
    static String cut(String text, double keep) {
        int at = (int) Math.round(text.length() * keep);
        while (at < text.length() && "。.!?！？\n".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        return text.substring(0, Math.min(text.length(), at + 1)).strip();
    }

    /** What a re-publishing CMS does to punctuation: full-width to ASCII and back, curly quotes straightened. */
    private static String punctuation(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '，': b.append(", "); break;
                case '：': b.append(':'); break;
                case '“': case '”': b.append('"'); break;
                case '’': b.append('\''); break;
                case ',': b.append('，'); break;
                case '—': b.append("--"); break;
                default: b.append(c);
            }
        }
        return b.toString();
    }

    /** Paragraphs run together in pairs, spaces doubled, indentation added. */
    private static String spaces(String text) {
        List<String> ps = paragraphs(text);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ps.size(); i++) {
            b.append(i % 2 == 0 ? "\u3000\u3000" : " ").append(ps.get(i).replace(" ", "  "));
            if (i % 2 == 1) {
                b.append("\n\n");
            }
        }
        return b.toString();
    }
}
