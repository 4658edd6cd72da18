package com.newsx.extractor;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The story text a page's structured data states is evidence for the content region (region.stated-text-*). */
class StatedStoryRegionTest {
    private static final String[] STEPS = {
        "Heat the oven to one hundred and eighty degrees, and grease a round tin with a little butter.",
        "Beat the soft butter with the sugar until pale, then add the eggs one at a time, beating well.",
        "Fold in the flour, the baking powder and a pinch of salt, and spread the batter in the tin.",
        "Halve the plums, press them into the batter cut side up, and scatter the almonds over them.",
        "Bake for forty minutes, until a skewer comes out clean, and let the cake cool in its tin."};

    /**
     * A recipe whose tips box stands right under the headline (scored up as the story's start) and outscores the
     * steps beneath the ingredients; the JSON-LD Recipe states the steps.
     */
    private static String recipe(String jsonLd) {
        StringBuilder steps = new StringBuilder();
        for (String s : STEPS) {
            steps.append("<li>").append(s).append("</li>");
        }
        StringBuilder menu = new StringBuilder();
        for (String m : new String[] {"Cakes", "Tarts", "Cookies", "Bread", "Muffins", "Pies", "Desserts", "Vegan",
            "Quick", "Seasonal", "Christmas", "Easter", "Birthday", "Kids", "Videos", "Magazine"}) {
            menu.append("<li><a href=/").append(m.toLowerCase()).append(">").append(m).append(" recipes</a></li>");
        }
        StringBuilder ingredients = new StringBuilder();
        for (String i : new String[] {"200 g flour", "150 g butter", "150 g sugar", "3 eggs", "1 tsp baking powder",
            "12 plums", "50 g almonds", "1 pinch salt", "1 tbsp milk", "1 lemon"}) {
            ingredients.append("<li>").append(i).append("</li>");
        }
        return "<html><head><title>Plum cake</title>" + jsonLd + "</head><body><ul class=menu>" + menu + "</ul><h1>Plum cake</h1>"
                + "<div class=intro><div class=tips><h4>Good to know</h4><ul>"
                + "<li>The cake keeps for three days in a tin, and it freezes well for a month, wrapped tightly.</li>"
                + "<li>Frozen plums work too, but thaw them first and drain them well, or the base turns soggy.</li>"
                + "<li>Our tin converter scales the recipe; check the cake early, as baking times are estimates.</li>"
                + "</ul></div><ul class=ingredients>" + ingredients + "</ul></div>"
                + "<div class=method><h2>Method</h2><ol>" + steps + "</ol></div>"
                + "<div class=footer><a href=/>Home</a> <a href=/about>About us</a></div></body></html>";
    }

    private static String jsonLd(String instructions) {
        return "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\"@type\":\"Recipe\","
                + "\"name\":\"Plum cake\",\"recipeInstructions\":[" + instructions + "]}</script>";
    }

    private static String steps() {
        StringBuilder sb = new StringBuilder();
        for (String s : STEPS) {
            sb.append(sb.isEmpty() ? "" : ",").append("{\"@type\":\"HowToStep\",\"text\":\"").append(s).append("\"}");
        }
        return sb.toString();
    }

    private static String body(String html, ExtractorConfig config) throws Exception {
        PageExtractor extractor = new PageExtractor(ExtractorSettings.from(config));
        return extractor.extract(html.getBytes(StandardCharsets.UTF_8), null, "https://cakes.example/plum-cake",
                Algorithm.FUSED).article().body();
    }

    @Test
    void theStatedStepsWinTheRegionOverATipsBoxThatOutscoresThem() throws Exception {
        String html = recipe(jsonLd(steps()));
        String with = body(html, ExtractorConfig.defaults());
        assertTrue(with.contains(STEPS[0]) && with.contains(STEPS[4]), with);
        assertFalse(with.contains("freezes well"), "the region is the steps, not their container's page: " + with);
        String without = body(html, ExtractorConfig.defaults().with(Map.of("region.stated-text-weight", "0")));
        assertFalse(without.contains(STEPS[2]), "the page's scores alone choose the tips: " + without);
    }

    @Test
    void aTeaserOrATextNotOnThePageLeavesTheChoiceToTheScores() throws Exception {
        String scoresAlone = body(recipe(""), ExtractorConfig.defaults());
        assertFalse(scoresAlone.contains(STEPS[2]), scoresAlone);
        String teaser = "\"Heat the oven and bake.\"";
        assertFalse(body(recipe(jsonLd(teaser)), ExtractorConfig.defaults()).contains(STEPS[2]),
                "fewer shingles than region.stated-text-min-shingles place nothing");
        String stale = "{\"@type\":\"HowToStep\",\"text\":\"Whisk the cream with the vanilla, pour it over the cold"
                + " berries in their bowl, chill the dessert for an hour and serve it with mint leaves on top.\"}";
        assertFalse(body(recipe(jsonLd(stale)), ExtractorConfig.defaults()).contains(STEPS[2]),
                "a statement the page does not show favours no container");
    }
}
