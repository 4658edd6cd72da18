package com.newsx.extractor.article;

import com.newsx.extractor.DevSets;
import com.newsx.extractor.text.AsciiCase;
import java.util.List;

/** Times the phrase sets on the dev pages' lines against lowering each line first (run by hand). */
public final class PhraseSetBenchMain {
    public static void main(String[] args) throws Exception {
        List<String> all = PhraseSetTest.devLines(DevSets.dir());
        List<String> prose = all.stream().filter(l -> l.length() >= 30).toList();
        List<String> shortLines = all.stream().filter(l -> l.length() < 30).toList();
        String[] copyright = {"版权所有", "版权归", "icp备", "icp证", "免责声明", "违法和不良信息", "举报电话", "本站郑重声明", "未经授权",
                "禁止转载", "copyright", "all rights reserved", "disclaimer", "©"};
        for (int round = 0; round < 8; round++) {
            time("copyright/prose new", prose, l -> ContentRegionLocator.COPYRIGHT.matches(l));
            time("copyright/prose old", prose, l -> {
                String lower = AsciiCase.lower(l);
                for (String p : copyright) {
                    if (lower.contains(p)) {
                        return true;
                    }
                }
                return false;
            });
            time("boilerplate/short new", shortLines, l -> BOILER.matches(l));
            time("boilerplate/short old", shortLines, l -> {
                String lower = AsciiCase.lower(l);
                for (String p : BOILER_PHRASES) {
                    if (lower.contains(p)) {
                        return true;
                    }
                }
                return false;
            });
        }
    }

    static final String[] BOILER_PHRASES = {"©", "copyright", "all rights reserved", "版权所有", "版权归", "icp备", "icp证",
            "未经授权", "禁止转载", "转载请注明", "责任编辑", "责编:", "责编：", "编辑:", "编辑：", "上一篇", "下一篇", "上一页", "下一页",
            "分享到", "分享至", "扫描二维码", "扫一扫", "关注我们", "打开app", "客户端", "下载地址", "公众号", "share this", "share on",
            "share via", "follow us", "sign up for", "subscribe", "相关阅读", "相关新闻", "推荐阅读", "延伸阅读", "热门推荐",
            "click here", "if you enjoyed this article", "返回顶部", "关闭窗口", "打印本页", "加入收藏", "【打印】", "【关闭】",
            "【纠错】", "字号：", "back to top"};
    static final PhraseSet BOILER = new PhraseSet(null, BOILER_PHRASES);

    interface Test {
        boolean test(String s);
    }

    static void time(String name, List<String> lines, Test t) {
        long t0 = System.nanoTime();
        int n = 0;
        for (int r = 0; r < 5; r++) {
            for (String l : lines) {
                n += t.test(l) ? 1 : 0;
            }
        }
        System.out.printf("%-24s %7.1f ms  %d%n", name, (System.nanoTime() - t0) / 1e6, n);
    }
}
