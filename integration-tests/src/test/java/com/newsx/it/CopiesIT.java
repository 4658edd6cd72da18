package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.extractor.dedup.CopyDetection;
import com.newsx.topology.config.CopySettings;
import com.newsx.topology.copies.EsCandidates;
import com.newsx.topology.copies.StoryLinker;
import com.newsx.topology.copies.StoryLookups;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.IndexDoc;
import com.newsx.topology.es.BulkIndexer;
import com.newsx.topology.es.IndexTemplate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A story republished on another site is found in the real news-articles index by its band keys and marked
 * {@code duplicate_of} the first; collapsing on {@code story_id} shows the story once. Each batch is linked by a
 * fresh linker (as another index task would), so only the index, looked up with one {@code _msearch} per batch, can
 * find an original of an earlier batch. The index is a fresh one under the news-articles template.
 */
class CopiesIT {
    private static final String INDEX = "news-articles-copies-it";
    /** An index made while the template mapped the signature as a keyword (before 2026-12-08). */
    private static final String KEYWORD_INDEX = "news-articles-copies-it-keyword";
    private static final String STORY = "新华社北京11月24日电 国家统计局24日发布数据显示，10月份全国规模以上工业增加值同比增长5.3%，"
            + "比上月加快0.5个百分点。分三大门类看，采矿业增加值增长4.6%，制造业增长5.5%，电力、热力、燃气及水生产和供应业"
            + "增长3.9%。国家统计局新闻发言人表示，随着一系列稳增长政策持续发力，工业生产继续回升向好，企业预期有所改善，"
            + "但外部环境依然复杂严峻，国内需求仍显不足，经济回升向好的基础还需进一步巩固。";
    private static final String OTHER = "本报讯 市交通委员会24日宣布，今年冬季将新开通十二条公交线路，重点覆盖城市新区和"
            + "大型居住社区，同时优化三十余条既有线路的站点设置。市民可通过官方应用查询实时到站信息，部分线路将试点夜间"
            + "延时运营，以方便晚归市民出行，相关调整将于下月初起陆续实施。";
    private static final String NEW_STORY = "中新社上海11月25日电 第七届国际进口博览会25日闭幕，按一年计意向成交金额达800亿美元，"
            + "比上届增长百分之二。本届展会共有来自一百五十多个国家和地区的三千余家企业参展，首发新产品、新技术、新服务四百多项。"
            + "组委会表示，展会期间举办的配套活动吸引了大量专业观众，多家跨国企业宣布将扩大在华投资，下届展会的报名工作已经启动。";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static ElasticsearchClient es;
    private static ElasticsearchAsyncClient async;

    @BeforeAll
    static void connect() throws Exception {
        es = Services.elasticsearch();
        async = new ElasticsearchAsyncClient(es._transport());
        es.indices().delete(d -> d.index(INDEX, KEYWORD_INDEX).ignoreUnavailable(true));
    }

    @AfterAll
    static void close() throws Exception {
        es.indices().delete(d -> d.index(INDEX, KEYWORD_INDEX).ignoreUnavailable(true));
        es._transport().close();
    }

    private static Map<String, Object> article(String url, String body, String published, String fetched) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("url", url);
        d.put("host", java.net.URI.create(url).getHost());
        d.put("body", body);
        d.put("publish_time", published);
        d.put("fetch_time", fetched);
        return d;
    }

    /** Links the articles as one batch (one lookup) of a fresh index task, writes them with a refresh; their ids. */
    @SuppressWarnings("unchecked")
    private static List<String> indexLinked(List<Map<String, Object>> docs) throws Exception {
        return indexLinked(INDEX, docs);
    }

    @SuppressWarnings("unchecked")
    private static List<String> indexLinked(String index, List<Map<String, Object>> docs) throws Exception {
        StoryLookups<Integer> lookups = new StoryLookups<>(new StoryLinker(new CopySettings(true, CopyDetection.DEFAULTS,
                20, 100)), new EsCandidates(async, index, CopyDetection.DEFAULTS), 500, 200, 1, 0, 500, System::currentTimeMillis);
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < docs.size(); i++) {
            String id = DocumentId.of((String) docs.get(i).get("url"));
            ids.add(id);
            lookups.add(id, JSON.writeValueAsBytes(docs.get(i)), i);
        }
        lookups.send();
        List<StoryLookups.Outcome<Integer>> decided = new ArrayList<>();
        for (int wait = 0; wait < 300 && decided.size() < docs.size(); wait++) {
            decided.addAll(lookups.drain());
            Thread.sleep(100);
        }
        assertEquals(docs.size(), decided.size(), "every article decided");
        assertEquals(1, lookups.lookups(), "one lookup for the batch");
        List<IndexDoc> writes = new ArrayList<>();
        for (StoryLookups.Outcome<Integer> o : decided) {
            assertTrue(o.ok(), o.error());
            writes.add(new IndexDoc(index, o.id(), JSON.readValue(o.json(), Map.class)));
        }
        for (BulkIndexer.Outcome o : new BulkIndexer(es).index(writes, true)) {
            assertTrue(o.stored(), o.reason());
        }
        return ids;
    }

    private static String indexLinked(Map<String, Object> doc) throws Exception {
        return indexLinked(List.of(doc)).get(0);
    }

    @SuppressWarnings("unchecked")
    @Test
    void aCopyOnAnotherSiteIsMarkedDuplicateOfTheFirst() throws Exception {
        String first = indexLinked(
                article("http://wire.example/2026/1124/a.html", STORY, "2026-11-24T08:00:00+08:00", "2026-11-24T00:05:00Z"));
        String copy = indexLinked(article("http://portal.example/news/b.html",
                "（原标题：10月工业生产继续回升）\n来源：新华社\n" + STORY.substring(0, STORY.length() * 7 / 10) + "\n责任编辑：王伟",
                "2026-11-24T09:30:00+08:00", "2026-11-24T01:40:00Z"));
        String other = indexLinked(
                article("http://portal.example/news/c.html", OTHER, "2026-11-24T10:00:00+08:00", "2026-11-24T02:00:00Z"));

        Map<String, Object> c = es.get(g -> g.index(INDEX).id(copy), Map.class).source();
        assertEquals(first, c.get("duplicate_of"));
        assertEquals(first, c.get("story_id"));
        Map<String, Object> f = es.get(g -> g.index(INDEX).id(first), Map.class).source();
        assertFalse(f.containsKey("duplicate_of"));
        Map<String, Object> o = es.get(g -> g.index(INDEX).id(other), Map.class).source();
        assertFalse(o.containsKey("duplicate_of"));
        assertEquals(other, o.get("story_id"));

        SearchResponse<Map> collapsed = es.search(s -> s.index(INDEX).size(10)
                .collapse(k -> k.field("story_id")), Map.class);
        assertEquals(2, collapsed.hits().hits().size(), "one hit per story");

        // a later batch: a third copy of the story, and two copies of a new story of which the later one comes first
        String later = "（来源：新华网）" + STORY.substring(STORY.length() / 5);
        String wire2 = NEW_STORY + "（记者 李明）";
        List<String> batch = indexLinked(List.of(
                article("http://third.example/c.html", later, "2026-11-24T11:00:00+08:00", "2026-11-24T03:00:00Z"),
                article("http://fourth.example/late.html", "转自本报 " + wire2, "2026-11-25T10:00:00+08:00",
                        "2026-11-25T03:00:00Z"),
                article("http://fifth.example/early.html", wire2, "2026-11-25T09:00:00+08:00", "2026-11-25T03:00:01Z")));
        Map<String, Object> third = es.get(g -> g.index(INDEX).id(batch.get(0)), Map.class).source();
        assertEquals(first, third.get("duplicate_of"), "found in the index by another task's batch");
        Map<String, Object> lateCopy = es.get(g -> g.index(INDEX).id(batch.get(1)), Map.class).source();
        Map<String, Object> early = es.get(g -> g.index(INDEX).id(batch.get(2)), Map.class).source();
        assertEquals(batch.get(2), lateCopy.get("duplicate_of"), "in one batch, the copy published first is the original");
        assertEquals(early.get("story_id"), lateCopy.get("story_id"));
        assertFalse(early.containsKey("duplicate_of"));
    }

    @Test
    void anIndexMadeWhileTheSignatureWasAKeywordTakesItAndItsCopiesAreFound() throws Exception {
        ObjectNode mapping = (ObjectNode) IndexTemplate.bundled().stream().filter(t -> t.name().equals("news-articles"))
                .findFirst().orElseThrow().mappings().deepCopy();
        ObjectNode signature = ((ObjectNode) mapping.get("properties")).putObject("copy_signature");
        signature.put("type", "keyword");
        signature.put("index", false);
        es.indices().create(c -> c.index(KEYWORD_INDEX).withJson(new StringReader("{\"mappings\":" + mapping + "}")));
        String first = indexLinked(KEYWORD_INDEX, List.of(article("http://wire.example/2026/1124/k.html", NEW_STORY,
                "2026-11-25T08:00:00+08:00", "2026-11-25T00:05:00Z"))).get(0);
        String copy = indexLinked(KEYWORD_INDEX, List.of(article("http://portal.example/news/k.html",
                "来源：中新网\n" + NEW_STORY.substring(0, NEW_STORY.length() * 7 / 10), "2026-11-25T09:30:00+08:00",
                "2026-11-25T01:40:00Z"))).get(0);
        assertEquals("keyword", es.indices().getMapping(m -> m.index(KEYWORD_INDEX)).get(KEYWORD_INDEX).mappings()
                .properties().get("copy_signature")._kind().jsonValue());
        Map<String, Object> c = es.get(g -> g.index(KEYWORD_INDEX).id(copy), Map.class).source();
        assertEquals(first, c.get("duplicate_of"), "the keyword's doc values give the same signature");
    }
}
