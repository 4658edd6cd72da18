package com.newsx.extractor.stages;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.article.ArticleExtractor;
import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.article.fields.ArticleFields;
import com.newsx.extractor.clean.DomCleaner;
import com.newsx.extractor.clean.PreParseCleaner;
import com.newsx.extractor.clean.StreamedSegments;
import com.newsx.extractor.decode.DecodedChars;
import com.newsx.extractor.decode.PageCharset;
import com.newsx.extractor.decode.PageDecoder;
import com.newsx.extractor.lang.LanguageIdentifier;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.text.ByteScan;
import com.newsx.extractor.text.DoubleEncoding;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Node;
import org.jsoup.parser.Parser;
import org.jsoup.select.NodeVisitor;

import java.io.CharArrayReader;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The article pipeline in one call: decode the bytes, parse, read the fields (before cleaning, as they use
 * head metadata and byline elements), clean in place, extract the body. Thread-safe: holds only settings.
 */
public final class NewsExtractor {
    private final PageDecoder decoder;
    private final DomCleaner cleaner;
    private final PreParseCleaner preCleaner;
    private final ArticleExtractor articles;
    private final PageFieldsReader fields;
    private final LanguageIdentifier languages;

    public NewsExtractor(ExtractorSettings settings) {
        this.decoder = new PageDecoder(settings.decode());
        this.cleaner = new DomCleaner(settings.clean());
        this.preCleaner = new PreParseCleaner(settings.decode().maxElements());
        this.articles = new ArticleExtractor(settings.body());
        this.fields = new PageFieldsReader(settings);
        this.languages = new LanguageIdentifier(settings.lang());
    }

    /** Reads the models extraction reads on first need ({@link LanguageIdentifier#preload}); see there. */
    public void preload() {
        languages.preload();
    }

    public Article extract(byte[] bytes, String contentType, String url, Algorithm algorithm)
            throws ExtractionException {
        return extract(parse(bytes, contentType, url), url, algorithm);
    }

    /** The article of a document from {@link #parse}; cleans the document in place on the way. */
    public Article extract(Document doc, String url, Algorithm algorithm) throws ExtractionException {
        return extractIndexed(doc, url, algorithm).article();
    }

    /** An article with the line index of its cleaned page, for callers that go on measuring the page. */
    public record Indexed(Article article, DomIndex index, boolean updateOnlyTime) {
    }

    /** As {@link #extract(Document, String, Algorithm)}, keeping the cleaned page's line index. */
    public Indexed extractIndexed(Document doc, String url, Algorithm algorithm) throws ExtractionException {
        return extractIndexed(doc, url, algorithm, null);
    }

    /**
     * As {@link #extractIndexed(Document, String, Algorithm)}, and every node of the raw page (before cleaning)
     * is shown to {@code alongside} too, in document order. One walk serves the fields, the cleaning marks and
     * the caller: each walk of a parsed page costs about as much as a tenth of its parse.
     */
    public Indexed extractIndexed(Document doc, String url, Algorithm algorithm, NodeVisitor alongside)
            throws ExtractionException {
        ArticleFields f = prepare(doc, url, alongside);
        ArticleExtractor.Extraction body = articles.extract(doc, PageFieldsReader.landmarks(f), algorithm);
        if (body.index().lines().isEmpty()) {
            throw new ExtractionException("empty page: no visible text");
        }
        return new Indexed(article(f.title(), f.publishTime(), f.author(), f.source(), body.index(), body.result()),
                body.index(), f.updateOnly());
    }

    /**
     * The article of a body result with its fields and its language. Double-encoded UTF-8 ("â€™") is decoded when
     * the page's texts together show it clearly.
     */
    public Article article(String title, String publishTime, String author, String source, DomIndex index,
                           BodyResult result) {
        String text = result.text(index);
        boolean repair = DoubleEncoding.evident(title, author, text);
        String headline = repaired(title, repair);
        String body = text.isEmpty() ? null : repaired(text, repair);
        return new Article(headline, publishTime, repaired(author, repair), repaired(source, repair), body,
                result.algorithm(), result.reason(), languages.identify(headline, body));
    }

    private static String repaired(String text, boolean repair) {
        return repair ? DoubleEncoding.repairAll(text) : text;
    }

    /**
     * The first steps of {@link #extractIndexed}: reads the fields from the raw page (showing every node to
     * {@code alongside} too, if given), then cleans the document in place. What is left is the body extraction.
     */
    public ArticleFields prepare(Document doc, String url, NodeVisitor alongside) {
        DomCleaner.Marker marks = cleaner.marker();
        ArticleFields f = fields.read(doc, url, alongside == null ? marks : new NodeVisitor() {
            @Override
            public void head(Node node, int depth) {
                marks.head(node, depth);
                alongside.head(node, depth);
            }

            @Override
            public void tail(Node node, int depth) {
                marks.tail(node, depth);
                alongside.tail(node, depth);
            }
        });
        if (marks.complete()) {
            marks.removeMarked(); // only now: the field finders read the raw tree
        } else {
            cleaner.clean(doc); // the fields' walk failed part-way
        }
        return f;
    }

    /** What the body extractors take from the fields: the headline and the landmark elements. */
    public static com.newsx.extractor.article.Landmarks landmarks(ArticleFields f) {
        return PageFieldsReader.landmarks(f);
    }

    /** The body extractors, for callers that run their steps one at a time. */
    public ArticleExtractor bodies() {
        return articles;
    }

    /** Decodes and parses, rejecting empty and binary input. */
    public Document parse(byte[] bytes, String contentType, String url) throws ExtractionException {
        if (bytes.length == 0) {
            throw new ExtractionException("empty page: 0 bytes");
        }
        if (contentType != null && !isMarkupType(contentType)) {
            throw new ExtractionException("not HTML: Content-Type " + contentType);
        }
        if (looksBinary(bytes)) {
            throw new ExtractionException("not HTML: binary content");
        }
        String baseUri = url == null ? "" : url;
        int bom = PageDecoder.byteOrderMarkLength(bytes);
        if (bom != 2) {
            // Tags are found in the bytes themselves: what cleaning would drop goes before anything is decoded,
            // and the charset is judged on what is left (script bodies and comments do not sway it).
            byte[] markup = preCleaner.clean(bytes, bom);
            Charset charset = bom == 3 ? StandardCharsets.UTF_8 : decoder.charsetOf(markup, contentType).charset();
            if (PageDecoder.isAsciiCompatible(charset)) {
                if (ByteScan.indexOf(markup, (byte) '<', 0, markup.length) < 0) {
                    throw new ExtractionException("not HTML: no markup");
                }
                return parseDecoded(markup, charset, baseUri);
            }
        }
        // UTF-16 and the escape-switched ISO-2022 charsets: decoded whole, from the original bytes.
        PageCharset charset = decoder.charsetOf(bytes, contentType);
        String text = new String(bytes, charset.offset(), bytes.length - charset.offset(), charset.charset());
        if (text.indexOf('<') < 0) {
            throw new ExtractionException("not HTML: no markup");
        }
        return Jsoup.parse(text, baseUri);
    }

    /**
     * Decodes whole, then parses: the JDK's bulk decoders (an ASCII fast path for UTF-8) are faster than jsoup's chunked
     * stream reader. Pure ASCII becomes a Latin-1 String, one byte a character; other text is parsed from its decoded
     * chars, as jsoup parses a String (through a reader of it), since a String of it cost three copies of the text.
     */
    private static Document parseDecoded(byte[] markup, Charset charset, String baseUri) {
        Document doc;
        boolean streamed;
        if (ByteScan.firstNonAscii(markup, 0, markup.length) == markup.length) {
            String text = new String(markup, charset);
            doc = Jsoup.parse(text, baseUri);
            streamed = StreamedSegments.present(text);
        } else {
            CharBuffer text = DecodedChars.of(markup, markup.length, charset);
            doc = Parser.htmlParser().parseInput(new CharArrayReader(text.array(), 0, text.limit()), baseUri);
            streamed = StreamedSegments.present(text);
        }
        if (streamed) {
            StreamedSegments.render(doc);
        }
        return doc;
    }

    private static boolean isMarkupType(String contentType) {
        String mime = contentType.toLowerCase(java.util.Locale.ROOT);
        return mime.contains("html") || mime.contains("xml") || mime.startsWith("text/");
    }

    /** NUL or many control bytes near the start mean an image, PDF, archive... rather than a page. */
    private static boolean looksBinary(byte[] bytes) {
        int n = Math.min(bytes.length, 1024);
        int control = 0;
        for (int i = 0; i < n; i++) {
            int b = bytes[i] & 0xFF;
            if (b == 0) {
                return !(bytes.length >= 2 && ((bytes[0] & 0xFF) == 0xFE || (bytes[0] & 0xFF) == 0xFF));
            }
            if (b < 0x09 || (b > 0x0D && b < 0x20 && b != 0x1B)) {
                control++;
            }
        }
        return control > n / 10;
    }

}
