package com.newsx.topology.copies;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A news-articles document read for linking: its fingerprint and times ({@link #self}), its band keys, and its JSON
 * source, to which {@link #linked} adds the copy fields. Only the top-level body and times are read (a streaming
 * pass, no tree), and the fields are appended to the source bytes instead of rewriting a body of tens of KB.
 */
public final class CopyArticle {
    static final Set<String> COPY_FIELDS = Set.of("copy_bands", "copy_minhash", "copy_shingles", "duplicate_of", "story_id");
    private static final JsonFactory JSON_FACTORY = new JsonFactory();
    private static final ObjectMapper JSON = new ObjectMapper(JSON_FACTORY);

    private final Candidate self;
    private final List<String> bands;
    private final byte[] json;
    /** The source already carries copy fields (not one of ours fresh from extraction): rewritten, not appended to. */
    private final boolean rewrite;

    private CopyArticle(Candidate self, List<String> bands, byte[] json, boolean rewrite) {
        this.self = self;
        this.bands = bands;
        this.json = json;
        this.rewrite = rewrite;
    }

    /** Reads {@code json}; a source that is not a JSON object is an {@link IOException}. */
    public static CopyArticle read(String id, byte[] json, CopyDetection detection) throws IOException {
        String body = null;
        String published = null;
        String fetched = null;
        boolean rewrite = false;
        try (JsonParser p = JSON_FACTORY.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                switch (name) {
                    case "body" -> body = v == JsonToken.VALUE_STRING ? p.getText() : body;
                    case "publish_time" -> published = v == JsonToken.VALUE_STRING ? p.getText() : published;
                    case "fetch_time" -> fetched = v == JsonToken.VALUE_STRING ? p.getText() : fetched;
                    default -> rewrite |= COPY_FIELDS.contains(name);
                }
                p.skipChildren();
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw new IOException("truncated JSON object");
            }
        }
        BodyFingerprint fp = detection.fingerprint(body == null ? "" : body);
        return new CopyArticle(new Candidate(id, fp, published, fetched, null, null), detection.bands(fp), json, rewrite);
    }

    public String id() {
        return self.id();
    }

    /** The article as a candidate for the ones after it (no story fields yet). */
    public Candidate self() {
        return self;
    }

    /** Its LSH band keys; empty when the body is too short to match. */
    public List<String> bands() {
        return bands;
    }

    /** The source with {@code copy_bands}, {@code copy_minhash}, {@code copy_shingles} (if it has bands),
     * {@code duplicate_of} (for a copy) and {@code story_id}. */
    public byte[] linked(StoryDecision.Link link) {
        Map<String, Object> fields = new LinkedHashMap<>();
        if (!bands.isEmpty()) {
            fields.put("copy_bands", bands);
            fields.put("copy_minhash", Arrays.stream(self.fingerprint().mins()).boxed().toList());
            fields.put("copy_shingles", self.fingerprint().shingles());
        }
        if (link.duplicateOf() != null) {
            fields.put("duplicate_of", link.duplicateOf());
        }
        fields.put("story_id", link.storyId());
        try {
            return rewrite ? rewritten(fields) : appended(fields);
        } catch (IOException e) {
            throw new IllegalStateException("a document that was read as a JSON object cannot fail to be written", e);
        }
    }

    private byte[] rewritten(Map<String, Object> fields) throws IOException {
        Map<String, Object> doc = JSON.readValue(json, new TypeReference<LinkedHashMap<String, Object>>() { });
        doc.keySet().removeAll(COPY_FIELDS);
        doc.putAll(fields);
        return JSON.writeValueAsBytes(doc);
    }

    /** The fields spliced in before the object's closing brace (the source was checked to be one object). */
    private byte[] appended(Map<String, Object> fields) throws IOException {
        int end = json.length - 1;
        while (json[end] != '}') {
            end--;
        }
        int last = end - 1;
        while (last >= 0 && Character.isWhitespace(json[last])) {
            last--;
        }
        boolean empty = json[last] == '{';
        byte[] more = JSON.writeValueAsBytes(fields); // {"copy_bands":[...],...}
        ByteArrayOutputStream out = new ByteArrayOutputStream(end + more.length + 1);
        out.write(json, 0, end);
        if (!empty) {
            out.write(',');
        }
        out.write(more, 1, more.length - 1);
        return out.toByteArray();
    }

    @Override
    public String toString() {
        return "CopyArticle[" + id() + ", " + bands.size() + " bands, " + new String(json, 0, Math.min(40, json.length),
                StandardCharsets.UTF_8) + "...]";
    }
}
