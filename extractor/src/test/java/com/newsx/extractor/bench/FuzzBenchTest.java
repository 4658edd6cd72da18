package com.newsx.extractor.bench;

import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FuzzBenchTest {
    private static final String STORY = "<html><head><meta charset=utf-8><title>江城大桥通车 - 江城新闻网</title></head><body>"
            + "<div class=nav><a href=/>首页</a><a href=/news>新闻</a></div><h1>江城大桥通车</h1>"
            + "<div class=info>2024年5月3日 10:21 来源：江城日报 作者：李明</div><div class=content>"
            + "<p>江城大桥今天上午正式通车，全长三千米，连接南北两岸，市民纷纷前来参观。</p>".repeat(6)
            + "</div><ul class=related><li><a href=/n1>上一篇：旧桥维修</a></li></ul></body></html>";
    private static final String LIST = "<html><body><h1>Results</h1><ul>"
            + "<li><a href=/a1>Storm hits the coast, power cut</a> <span>May 3</span> <p>Crews worked all night.</p></li>".repeat(12)
            + "</ul></body></html>";

    @Test
    void noMutantOfAnArticleOrAListLetsAnythingButARecordedErrorEscape() {
        FuzzBench bench = new FuzzBench(ExtractorSettings.defaults());
        PageMutator mutator = new PageMutator(7);
        byte[] story = STORY.getBytes(StandardCharsets.UTF_8);
        byte[] list = LIST.getBytes(StandardCharsets.UTF_8);
        List<String> escaped = new ArrayList<>();
        int kinds = PageMutator.KINDS.size();
        // skip the first round: its mutants are the extreme forms (a million links), for bin/bench fuzz, not a unit test
        for (int n = kinds; n < kinds * 15; n++) {
            byte[] page = n % 2 == 0 ? story : list;
            FuzzBench.Outcome o = bench.run(PageMutator.kindOf(n), mutator.mutate(n, page, n % 2 == 0 ? list : story));
            if (o.escaped() != null) {
                escaped.add(n + " " + o.kind() + ": " + o.escaped());
            }
        }
        assertEquals(List.of(), escaped);
    }

    @Test
    void theMutantsAreWhatTheyClaimAndRepeatable() {
        byte[] story = STORY.getBytes(StandardCharsets.UTF_8);
        int deep = PageMutator.KINDS.indexOf("deep-nesting");
        String extreme = new String(new PageMutator(1).mutate(deep, story, story), StandardCharsets.UTF_8);
        assertTrue(extreme.contains("<div>".repeat(100_000)), "the first round is the extreme form");
        int truncate = PageMutator.KINDS.size() + PageMutator.KINDS.indexOf("truncate");
        assertTrue(new PageMutator(1).mutate(truncate, story, story).length < story.length);
        assertEquals(new String(new PageMutator(3).mutate(40, story, story), StandardCharsets.UTF_8),
                new String(new PageMutator(3).mutate(40, story, story), StandardCharsets.UTF_8));
    }
}
