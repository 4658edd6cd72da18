package com.newsx.topology.copies;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;

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
    static final Set<String> COPY_FIELDS = Set.of("copy_bands", "copy_signature", "copy_minhash", "copy_shingles",
            "duplicate_of", "story_id");
    private static final JsonFactory JSON_FACTORY = new JsonFactory();
    private static final ObjectMapper JSON = new ObjectMapper(JSON_FACTORY);

    private final Candidate self;
    private final List<String> bands;
    private final byte[] json;
    /**
     * Where the source's members lie when it already carries copy fields (every article document does: its own
     * story_id until this step decides); null when it carries none and the fields are appended.
     */
    private final Members members;

    private CopyArticle(Candidate self, List<String> bands, byte[] json, Members members) {
        this.self = self;
        this.bands = bands;
        this.json = json;
        this.members = members;
    }

    /** Reads {@code json}; a source that is not a JSON object is an {@link IOException}. */
    public static CopyArticle read(String id, byte[] json, CopyDetection detection) throws IOException {
        String body = null;
        String published = null;
        String fetched = null;
        boolean rewrite = false;
        // where each member starts (its name's quote) and whether it is a copy field; then the closing brace
        int[] starts = new int[32];
        boolean[] copyField = new boolean[32];
        int members = 0;
        int close;
        try (JsonParser p = JSON_FACTORY.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                if (members == starts.length) {
                    starts = Arrays.copyOf(starts, members * 2);
                    copyField = Arrays.copyOf(copyField, members * 2);
                }
                starts[members] = (int) p.currentTokenLocation().getByteOffset();
                JsonToken v = p.nextToken();
                switch (name) {
                    case "body" -> body = v == JsonToken.VALUE_STRING ? p.getText() : body;
                    case "publish_time" -> published = v == JsonToken.VALUE_STRING ? p.getText() : published;
                    case "fetch_time" -> fetched = v == JsonToken.VALUE_STRING ? p.getText() : fetched;
                    default -> copyField[members] = COPY_FIELDS.contains(name);
                }
                rewrite |= copyField[members];
                members++;
                p.skipChildren();
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw new IOException("truncated JSON object");
            }
            close = (int) p.currentTokenLocation().getByteOffset();
        }
        BodyFingerprint fp = detection.fingerprint(body == null ? "" : body);
        Members m = rewrite ? new Members(Arrays.copyOf(starts, members), Arrays.copyOf(copyField, members), close) : null;
        return new CopyArticle(new Candidate(id, fp, published, fetched, null, null), detection.bands(fp), json, m);
    }

    /**
     * Where a source's members lie, for one that already has copy fields: member i runs from {@code starts[i]} to
     * the next one's start (or {@code close}, the closing brace), its separating comma included.
     */
    private record Members(int[] starts, boolean[] copyField, int close) {
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

    /**
     * The source with {@code copy_bands}, {@code copy_signature} (the minima packed: {@link PackedMinima}) and
     * {@code copy_shingles} (if it has bands), {@code duplicate_of} (for a copy) and {@code story_id}; an older
     * source's {@code copy_minhash} is dropped.
     */
    public byte[] linked(StoryDecision.Link link) {
        Map<String, Object> fields = new LinkedHashMap<>();
        if (!bands.isEmpty()) {
            fields.put("copy_bands", bands);
            fields.put("copy_signature", PackedMinima.pack(self.fingerprint().mins()));
            fields.put("copy_shingles", self.fingerprint().shingles());
        }
        if (link.duplicateOf() != null) {
            fields.put("duplicate_of", link.duplicateOf());
        }
        fields.put("story_id", link.storyId());
        try {
            return members != null ? rewritten(fields) : appended(fields);
        } catch (IOException e) {
            throw new IllegalStateException("a document that was read as a JSON object cannot fail to be written", e);
        }
    }

    /**
     * The source's other members copied as they are, byte for byte, then the new copy fields: the old ones are left
     * out without parsing and writing the body again.
     */
    private byte[] rewritten(Map<String, Object> fields) throws IOException {
        byte[] more = JSON.writeValueAsBytes(fields); // {"story_id":...}
        int[] starts = members.starts();
        byte[] out = new byte[members.close() + more.length];
        out[0] = '{';
        int at = 1;
        for (int i = 0; i < starts.length; i++) {
            if (members.copyField()[i]) {
                continue;
            }
            int end = i + 1 < starts.length ? starts[i + 1] : members.close();
            // up to the value's end: no separating comma, no spacing
            while (end > starts[i] && (Character.isWhitespace(json[end - 1]) || json[end - 1] == ',')) {
                end--;
            }
            System.arraycopy(json, starts[i], out, at, end - starts[i]);
            at += end - starts[i];
            out[at++] = ',';
        }
        System.arraycopy(more, 1, out, at, more.length - 1);
        return Arrays.copyOf(out, at + more.length - 1);
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
        // one copy of a body of tens of KB, into an array of the final size
        int at = empty ? end : end + 1;
        byte[] out = Arrays.copyOf(json, at + more.length - 1);
        if (!empty) {
            out[end] = ',';
        }
        System.arraycopy(more, 1, out, at, more.length - 1);
        return out;
    }

    @Override
    public String toString() {
        return "CopyArticle[" + id() + ", " + bands.size() + " bands, " + new String(json, 0, Math.min(40, json.length),
                StandardCharsets.UTF_8) + "...]";
    }
}
