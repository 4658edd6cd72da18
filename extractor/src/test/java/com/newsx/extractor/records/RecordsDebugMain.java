package com.newsx.extractor.records;

import com.newsx.extractor.DevSets;
import com.newsx.extractor.config.ExtractorConfig;
import java.nio.file.Path;
import java.util.List;

/** Prints the regions found on one page of a manifest, for looking at failures: RecordsDebugMain idPrefix. */
public final class RecordsDebugMain {
    public static void main(String[] args) throws Exception {
        Path manifest = DevSets.dir().resolve(args.length > 1 ? args[1] : "lists/manifest.jsonl");
        RecordExtractor ex = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()));
        for (EvalPages.Page p : EvalPages.manifest(manifest)) {
            if (!p.id().startsWith(args[0])) {
                continue;
            }
            HtmlTree tree = HtmlTree.of(EvalPages.load(p));
            System.out.println("== " + p.id() + " leaves " + tree.leaves().size());
            for (DataRegion r : ex.candidates(tree).subList(0, Math.min(6, ex.candidates(tree).size()))) {
                System.out.println("-- region " + path(r.parent()) + " records " + r.records().size() + " score " + r.score()
                        + " regularity " + MainRegionScore.regularity(r.records()) + " sizes "
                        + MainRegionScore.sizeConsistency(r.records()) + " boilerplate "
                        + MainRegionScore.inBoilerplate(r.parent()));
                RecordTable t = new RecordSchemaGen(3, 64, 400).table(r.records());
                System.out.println("   schema " + t.schema());
                List<List<String>> rows = t.rowsAsText();
                for (int i = 0; i < Math.min(3, rows.size()); i++) {
                    System.out.println("   " + rows.get(i).stream().filter(s -> !s.isEmpty()).toList());
                }
            }
            break;
        }
    }

    public static String path(TreeNode n) {
        StringBuilder sb = new StringBuilder();
        for (TreeNode x = n; x != null; x = x.parent()) {
            sb.insert(0, "/" + x);
        }
        return sb.toString();
    }
}
