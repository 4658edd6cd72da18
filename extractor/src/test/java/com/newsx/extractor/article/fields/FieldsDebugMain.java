package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** Prints a page's text lines around the headline and the extracted fields: {@code FieldsDebugMain FILE [N]}. */
public final class FieldsDebugMain {
    private FieldsDebugMain() {
    }

    public static void main(String[] args) throws Exception {
        Document doc = Jsoup.parse(FieldsEvalMain.decode(Files.readAllBytes(Path.of(args[0]))));
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        ArticleFields f = new FieldExtractor(ExtractorConfig.defaults()).extract(doc, null);
        PageText text = PageText.of(doc);
        int t = f.titleElement() == null ? 0 : text.firstLineFrom(f.titleElement());
        for (int i = Math.max(0, t - 3); i < Math.min(text.lines().size(), t + n); i++) {
            PageText.Line l = text.lines().get(i);
            String s = l.text();
            System.out.println(i + " <" + (l.element() == null ? "?" : l.element().normalName() + "." + l.element().className())
                    + "> " + (s.length() > 100 ? s.substring(0, 100) + "..." : s));
        }
        System.out.println(f.title() + " | " + f.publishTime() + " | author=" + f.author() + " | source=" + f.source());
        f.metaElements().forEach(e -> System.out.println("  meta: <" + e.normalName() + "> " + e.text()));
    }
}
