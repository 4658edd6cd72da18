package com.newsx.extractor.records;

import com.newsx.extractor.DevSets;
import com.newsx.extractor.config.ExtractorConfig;
import java.nio.file.Path;
import java.util.List;

/**
 * Prints, for every page of a manifest, what {@link RecordEvidence} says about the main region and the next
 * candidates: records, and the shares of records with more than one (two) stories, led by a headline, dated. For
 * choosing the evidence's weights: RegionEvidenceMain [manifest relative to the dev sets] [candidates per page].
 */
public final class RegionEvidenceMain {
    public static void main(String[] args) throws Exception {
        Path manifest = DevSets.dir().resolve(args.length > 0 ? args[0] : "lists/manifest.jsonl");
        int shown = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        ExtractorConfig config = ExtractorConfig.defaults();
        RecordExtractor ex = new RecordExtractor(RecordSettings.from(config));
        int width = RecordSettings.from(config).region().headlineWidth();
        for (EvalPages.Page p : EvalPages.manifest(manifest)) {
            HtmlTree tree = HtmlTree.of(EvalPages.load(p));
            RecordEvidence ev = RecordEvidence.of(tree.leaves(), width);
            List<DataRegion> regions = ex.regions(tree);
            StringBuilder sb = new StringBuilder(p.id());
            for (int i = 0; i < Math.min(shown, regions.size()); i++) {
                sb.append(i == 0 ? "\n  main  " : "\n  other ").append(describe(regions.get(i), ev));
            }
            System.out.println(sb);
        }
    }

    static String describe(DataRegion r, RecordEvidence ev) {
        int several = 0;
        int many = 0;
        int led = 0;
        int dated = 0;
        for (TreeNode t : r.records()) {
            int s = ev.stories(t);
            several += s > 1 ? 1 : 0;
            many += s > 2 ? 1 : 0;
            led += ev.ledByHeadline(t) ? 1 : 0;
            dated += ev.dated(t) ? 1 : 0;
        }
        double n = r.records().size();
        return String.format("n %3d score %8.1f  stories>1 %.2f >2 %.2f  led %.2f  dated %.2f  %s", r.records().size(),
                r.score(), several / n, many / n, led / n, dated / n, RecordsDebugMain.path(r.parent()));
    }
}
