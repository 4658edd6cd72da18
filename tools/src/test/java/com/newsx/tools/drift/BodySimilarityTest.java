package com.newsx.tools.drift;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BodySimilarityTest {
    private static final String STORY = "The harbour city opened its first all-electric ferry line on Monday, carrying"
            + " commuters between the old port and the new business district in twelve minutes. The operator said"
            + " the boats charge at each end while passengers board, and that two more lines are planned.";

    @Test
    void theSameTextIsOneAndWhiteSpaceDoesNotCount() {
        assertEquals(1.0, BodySimilarity.of(STORY, STORY));
        assertEquals(1.0, BodySimilarity.of(STORY, "  " + STORY.replace(" ", "\n ") + "\n"));
        assertEquals(1.0, BodySimilarity.of("", null));
    }

    @Test
    void aBodyCutToAThirdIsAboutHalfAsSimilar() {
        String third = STORY.substring(0, STORY.length() / 3);
        double s = BodySimilarity.of(STORY, third);
        // every trigram of the third is shared: 2|B| / (|A| + |B|) with |B| = |A| / 3
        assertEquals(0.5, s, 0.02);
        assertEquals(s, BodySimilarity.of(third, STORY), 1e-12, "symmetric");
    }

    @Test
    void aSentenceAddedCostsLittleAndAnotherTextMuch() {
        double added = BodySimilarity.of(STORY, STORY + " Fares stay as they were.");
        assertTrue(added > 0.9 && added < 1.0, "one sentence added: " + added);
        double other = BodySimilarity.of(STORY, "Shares in the city's two banks fell sharply after the quarterly"
                + " figures were published, traders said on Tuesday, citing weak lending.");
        assertTrue(other < 0.3, "another story: " + other);
        assertEquals(0.0, BodySimilarity.of(STORY, ""));
    }

    @Test
    void chineseTextWithoutSpacesIsComparedByCharacters() {
        String zh = "江城市今天开通首条全电动渡轮航线，连接老港区和新商务区，单程只需十二分钟。运营方表示，渡轮在乘客上下船时充电。";
        String changed = zh.replace("十二分钟", "十五分钟");
        double s = BodySimilarity.of(zh, changed);
        assertTrue(s > 0.85 && s < 1.0, "one word changed: " + s);
        assertTrue(BodySimilarity.of(zh, "股市今日大幅下跌，两家银行股价创下年内新低。") < 0.2);
    }
}
