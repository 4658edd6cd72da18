package com.newsx.extractor.article;


import java.util.List;
import java.util.regex.Pattern;

/**
 * Drops short lines that are page furniture by their wording: copyright and licence lines (版权所有, ICP备,
 * Copyright), editor lines (责任编辑), previous/next links (上一篇/下一篇), share and follow prompts. Only short
 * lines are tested, so a paragraph that merely mentions such a word stays; ad-slot labels go only as lines of their own.
 */
final class BoilerplateLineFilter implements LineFilter {
    static final PhraseSet BOILERPLATE = new PhraseSet(Pattern.compile(
            "(?i:(advertisement|advert|share|close|caption)$)|广告$|(?i:don'?t miss)|(?i:tell us what you think)|(?i:related( articles| stories| content)?:?$)|(?i:(read|see) (more|also))"
                    + "|[（(]?(来源|作者|记者|编辑|责任编辑|通讯员|摄影|本文来源)[:：]"),
            "©", "copyright", "all rights reserved", "版权所有", "版权归", "ICP备", "ICP证", "未经授权", "禁止转载",
            "转载请注明", "责任编辑", "责编:", "责编：", "编辑:", "编辑：", "上一篇", "下一篇", "上一页", "下一页", "分享到",
            "分享至", "扫描二维码", "扫一扫", "关注我们", "打开APP", "客户端", "下载地址", "公众号", "share this", "share on",
            "share via", "follow us", "sign up for", "subscribe", "相关阅读", "相关新闻", "推荐阅读", "延伸阅读", "热门推荐",
            "click here", "if you enjoyed this article", "返回顶部", "关闭窗口", "打印本页", "加入收藏", "【打印】", "【关闭】",
            "【纠错】", "字号：", "back to top");

    /**
     * A line that is nothing but an advertisement label ("Advertisement:", "- Anzeige -", "Publicidad"), in the
     * languages of the news web: the label of an ad slot whose ad the cleaning removed.
     */
    static final Pattern AD_LABEL = Pattern.compile("[^\\p{L}\\p{N}]*(?iu:advertisement|advertising|advert|sponsored"
            + "|anzeige|werbung|gesponsert|publicidad|publicit[ée]|pubblicit[àa]|publicidade|reklama|広告|广告)[^\\p{L}\\p{N}]*");

    private final int maxChars;

    BoilerplateLineFilter(FilterSettings settings) {
        this.maxChars = settings.boilerplateMaxChars();
    }

    static boolean isBoilerplate(String text) {
        return BOILERPLATE.matches(text) || AD_LABEL.matcher(text).matches();
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && lines.get(i).chars() <= maxChars && isBoilerplate(lines.get(i).text())) {
                keep[i] = false;
            }
        }
    }
}
