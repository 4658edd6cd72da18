package com.newsx.extractor.clean;

import com.newsx.extractor.decode.DecodedChars;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;

/**
 * React's streamed rendering sends the article late, in {@code <div hidden id="S:n">} at the end of the body,
 * with a script that moves it into the placeholder {@code <template id="B:n">} once it arrives. Scripts do not
 * run here, so the hidden-element cleaner would drop the story: this does what the script does, moving each
 * segment's children to its placeholder (or, without one, showing the segment where it stands).
 */
public final class StreamedSegments {
    /** How React writes a segment; found in the page text first, so the tree is only searched on such pages. */
    private static final String MARK = "<div hidden id=\"S:";

    private StreamedSegments() {
    }

    /** Whether the decoded page holds a streamed segment (the JDK's intrinsic search: it runs on every page). */
    public static boolean present(String markup) {
        return markup.contains(MARK);
    }

    /** The same, on decoded chars (a plain scan, no copy). */
    public static boolean present(CharBuffer markup) {
        return DecodedChars.contains(markup, MARK);
    }

    /** Swaps every streamed segment into its placeholder; returns how many segments were shown. */
    public static int render(Document doc) {
        Map<String, Element> placeholders = new HashMap<>();
        List<Element> segments = new ArrayList<>();
        for (Element e : doc.getAllElements()) {
            String id = e.id();
            if (id.length() > 2 && id.charAt(1) == ':') {
                if (id.charAt(0) == 'B' && e.normalName().equals("template")) {
                    placeholders.put(id.substring(2), e);
                } else if (id.charAt(0) == 'S' && e.hasAttr("hidden")) {
                    segments.add(e);
                }
            }
        }
        for (Element segment : segments) {
            Element placeholder = placeholders.get(segment.id().substring(2));
            if (placeholder == null || placeholder.parent() == null) {
                segment.removeAttr("hidden");
                continue;
            }
            List<Node> children = new ArrayList<>(segment.childNodes());
            for (Node child : children) {
                placeholder.before(child);
            }
            placeholder.remove();
            segment.remove();
        }
        return segments.size();
    }
}
