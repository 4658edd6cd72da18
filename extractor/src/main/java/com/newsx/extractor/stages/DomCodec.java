package com.newsx.extractor.stages;

import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Attributes;
import org.jsoup.nodes.CDataNode;
import org.jsoup.nodes.Comment;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.ParseSettings;
import org.jsoup.parser.Tag;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a parsed (cleaned) document as a compact pre-order byte string and builds the very same tree back
 * without a parser: node kinds as bytes, tag names, namespaces and attribute names once each in a table, text as
 * UTF-8, lengths as varints. Reading it back is several times cheaper than parsing HTML and cannot differ from the
 * tree that was written, which re-parsing serialised HTML could (the parser repairs markup again). Iterative, so
 * any depth is fine. Doctypes and processing instructions are not kept: nothing downstream reads them.
 */
public final class DomCodec {
    private static final byte END = 0;
    private static final byte ELEMENT = 1;
    private static final byte TEXT = 2;
    private static final byte DATA = 3;
    private static final byte COMMENT = 4;
    private static final byte CDATA = 5;
    private static final int VERSION = 1;

    private DomCodec() {
    }

    public static byte[] encode(Document doc) {
        Writer w = new Writer();
        w.varint(VERSION);
        w.string(doc.location());
        w.string(doc.baseUri()); // differs from the location after a <base href>
        Map<String, Integer> names = new HashMap<>();
        ArrayDeque<Node> stack = new ArrayDeque<>();
        // children of the document, then an END; each element's children are followed by an END
        List<Node> top = doc.childNodes();
        for (int i = top.size() - 1; i >= 0; i--) {
            stack.push(top.get(i));
        }
        // A marker node: when popped, write END for the element whose children are done.
        Node endMarker = new TextNode("");
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (n == endMarker) {
                w.b(END);
                continue;
            }
            if (n instanceof Element el) {
                w.b(ELEMENT);
                w.name(names, el.tag().getName());
                w.name(names, el.tag().namespace());
                if (el.attributesSize() == 0) {
                    w.varint(0);
                } else {
                    Attributes as = el.attributes();
                    w.varint(as.size());
                    for (Attribute a : as) {
                        w.name(names, a.getKey());
                        if (a.hasDeclaredValue()) {
                            w.b((byte) 1);
                            w.string(a.getValue());
                        } else {
                            w.b((byte) 0);
                        }
                    }
                }
                stack.push(endMarker);
                List<Node> kids = el.childNodes();
                for (int i = kids.size() - 1; i >= 0; i--) {
                    stack.push(kids.get(i));
                }
            } else if (n instanceof CDataNode c) { // before TextNode: a CDataNode is one
                w.b(CDATA);
                w.string(c.text());
            } else if (n instanceof TextNode t) {
                w.b(TEXT);
                w.string(t.getWholeText());
            } else if (n instanceof DataNode d) {
                w.b(DATA);
                w.string(d.getWholeData());
            } else if (n instanceof Comment c) {
                w.b(COMMENT);
                w.string(c.getData());
            }
        }
        w.b(END);
        return w.bytes();
    }

    public static Document decode(byte[] bytes) {
        Reader r = new Reader(bytes);
        int version = r.varint();
        if (version != VERSION) {
            throw new IllegalArgumentException("DOM encoding version " + version + ", expected " + VERSION);
        }
        String location = r.string();
        String baseUri = r.string();
        Document doc = new Document(location);
        if (baseUri != null) {
            doc.setBaseUri(baseUri);
        }
        List<String> names = new ArrayList<>();
        ArrayDeque<Element> open = new ArrayDeque<>();
        Element parent = doc;
        while (true) {
            byte kind = r.b();
            switch (kind) {
                case END -> {
                    if (open.isEmpty()) {
                        return doc;
                    }
                    parent = open.pop();
                }
                case ELEMENT -> {
                    String name = r.name(names);
                    String ns = r.name(names);
                    int attrs = r.varint();
                    Attributes as = null;
                    if (attrs > 0) {
                        as = new Attributes();
                        for (int i = 0; i < attrs; i++) {
                            String key = r.name(names);
                            as.add(key, r.b() == 1 ? r.string() : null);
                        }
                    }
                    Element el = new Element(Tag.valueOf(name, ns, ParseSettings.preserveCase), null, as);
                    parent.appendChild(el);
                    open.push(parent);
                    parent = el;
                }
                case TEXT -> parent.appendChild(new TextNode(r.string()));
                case DATA -> parent.appendChild(new DataNode(r.string()));
                case COMMENT -> parent.appendChild(new Comment(r.string()));
                case CDATA -> parent.appendChild(new CDataNode(r.string()));
                default -> throw new IllegalArgumentException("corrupt DOM encoding: node kind " + kind);
            }
        }
    }

    private static final class Writer {
        private byte[] buf = new byte[16 * 1024];
        private int n;

        void b(byte v) {
            ensure(1);
            buf[n++] = v;
        }

        void varint(int v) {
            ensure(5);
            while ((v & ~0x7F) != 0) {
                buf[n++] = (byte) ((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            buf[n++] = (byte) v;
        }

        void string(String s) {
            if (s == null) {
                varint(0);
                return;
            }
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            varint(b.length + 1);
            ensure(b.length);
            System.arraycopy(b, 0, buf, n, b.length);
            n += b.length;
        }

        /** A name from the table: its index + 1, or 0 followed by the new name. */
        void name(Map<String, Integer> table, String s) {
            Integer id = table.get(s);
            if (id != null) {
                varint(id + 1);
            } else {
                table.put(s, table.size());
                varint(0);
                string(s);
            }
        }

        void ensure(int more) {
            if (n + more > buf.length) {
                buf = Arrays.copyOf(buf, Math.max(buf.length * 2, n + more));
            }
        }

        byte[] bytes() {
            return Arrays.copyOf(buf, n);
        }
    }

    private static final class Reader {
        private final byte[] buf;
        private int p;

        Reader(byte[] buf) {
            this.buf = buf;
        }

        byte b() {
            return buf[p++];
        }

        int varint() {
            int v = 0;
            int shift = 0;
            while (true) {
                byte x = buf[p++];
                v |= (x & 0x7F) << shift;
                if ((x & 0x80) == 0) {
                    return v;
                }
                shift += 7;
            }
        }

        String string() {
            int len = varint();
            if (len == 0) {
                return null;
            }
            String s = new String(buf, p, len - 1, StandardCharsets.UTF_8);
            p += len - 1;
            return s;
        }

        String name(List<String> table) {
            int id = varint();
            if (id > 0) {
                return table.get(id - 1);
            }
            String s = string();
            table.add(s);
            return s;
        }
    }
}
