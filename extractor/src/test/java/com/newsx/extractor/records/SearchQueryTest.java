package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.select.NodeTraversor;
import org.junit.jupiter.api.Test;

class SearchQueryTest {
    @Test
    void theWordsOfTheBoxElseOfTheUrl() {
        SearchBoxes boxes = new SearchBoxes();
        NodeTraversor.traverse(boxes, Jsoup.parse("<form><input type=hidden name=t value=a8f3e9><input name=q "
                + "value='Cordless  Drill'><input type=submit value=Search></form>"));
        assertEquals("cordless drill", boxes.query("https://shop.example/s?k=other").text());
        SearchBoxes empty = new SearchBoxes();
        NodeTraversor.traverse(empty, Jsoup.parse("<form><input type=search name=q></form>"));
        assertEquals("cordless drill", empty.query("https://shop.example/s?q=cordless+drill&page=2").text());
        assertEquals("new jersey recreation",
                SearchQuery.fromUrl("https://b.example/search.html?label=x;ss=new%20jersey%20recreation;rooms=1").text());
        assertTrue(SearchQuery.fromUrl("https://b.example/list?page=2&sort=new").isEmpty());
        assertTrue(SearchQuery.of(List.of("https://b.example/search?q=x")).isEmpty(), "a URL in a box is no query");
    }

    @Test
    void aRecordCarriesAWordOrTheWordWithAnEnding() {
        SearchQuery q = SearchQuery.of(List.of("travel shopping"));
        assertTrue(q.carriedBy("CarryMore Reusable Sturdy Shopping Tote"));
        assertTrue(q.carriedBy("Travelers' choice"), "an ending added to the word");
        assertFalse(q.carriedBy("BBC Shop Exclusives"), "a shorter word is not the query's");
        assertFalse(q.carriedBy("Free shipping on orders over $50"));
        assertFalse(SearchQuery.of(List.of("the and of")).carriedBy("the best of the rest"), "stop words only");
        SearchQuery cjk = SearchQuery.of(List.of("数码相机"));
        assertTrue(cjk.carriedBy("佳能 EOS 相机 套机"));
        assertFalse(cjk.carriedBy("手机 配件"));
    }
}
