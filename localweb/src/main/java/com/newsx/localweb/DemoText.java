package com.newsx.localweb;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Made-up news text for the demo web, from templates and word lists driven by one seeded {@link Random}, so
 * the same seed always gives the same pages. Each section has its own topics, so titles and bodies differ from
 * section to section and a search finds the section it asks about; the wire story ({@link WireStory}) has a topic
 * of its own. None of it is copied from real pages.
 */
final class DemoText {
    private final Random rnd;

    DemoText(Random rnd) {
        this.rnd = rnd;
    }

    String pick(String... options) {
        return options[rnd.nextInt(options.length)];
    }

    int between(int low, int high) {
        return low + rnd.nextInt(high - low + 1);
    }

    // ----------------------------------------------------------------------------------------- Chinese

    private static final String[] ZH_PLACES = {"江北新区", "城东街道", "高新区", "滨江片区", "老城区", "西湖镇", "南岸区",
            "临港开发区", "青山区", "东湖街道"};
    private static final String[] ZH_ORGS = {"市交通运输局", "市教育局", "市卫健委", "市发改委", "区住建局", "市生态环境局",
            "市文旅局", "市统计局", "市商务局", "市科技局", "市体育局"};
    private static final String[] ZH_SURNAMES = {"李", "王", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙"};
    private static final String[] ZH_GIVEN = {"明远", "晓", "建国", "丽华", "志强", "文静", "海峰", "雨欣", "国庆", "春燕",
            "子涵", "振华"};

    /** Topics per Chinese section slug. */
    static String[] zhTopics(String section) {
        return switch (section) {
            case "finance" -> new String[]{"新能源汽车", "跨境电商", "小微企业贷款", "消费券", "外贸订单", "数字人民币", "物流园区",
                    "农产品电商"};
            case "tech" -> new String[]{"人工智能", "5G基站", "芯片设计", "无人机", "智慧医疗", "量子通信", "工业机器人", "数据中心"};
            case "sports" -> new String[]{"城市马拉松", "足球联赛", "全民健身", "游泳馆", "篮球联赛", "青少年训练营", "乒乓球赛",
                    "体育公园"};
            case WireStory.TOPICS -> new String[]{"沿江港口联运"}; // no section's topic: a search finds the wire story alone
            default -> new String[]{"跨江大桥", "地铁三号线", "老旧小区改造", "城市快速路", "垃圾分类", "滨江绿道", "防汛工程",
                    "社区食堂"};
        };
    }

    String zhPerson() {
        return pick(ZH_SURNAMES) + pick(ZH_GIVEN);
    }

    String zhTitle(String section) {
        String topic = pick(zhTopics(section));
        String place = pick(ZH_PLACES);
        return switch (rnd.nextInt(6)) {
            case 0 -> place + topic + "项目正式启动 预计" + between(2025, 2028) + "年完工";
            case 1 -> pick(ZH_ORGS) + "：" + topic + "今年将惠及" + between(2, 30) + "万市民";
            case 2 -> "前" + between(2, 11) + "月" + place + topic + "规模同比增长" + between(3, 45) + "%";
            case 3 -> place + "推进" + topic + " 首批" + between(5, 60) + "个试点落地";
            case 4 -> topic + "迎来新进展 " + place + "再添新名片";
            default -> "记者探访" + place + "：" + topic + "背后的故事";
        };
    }

    /** One paragraph of two to four sentences about a topic of the section. */
    String zhParagraph(String section) {
        StringBuilder p = new StringBuilder();
        for (int kind : kinds(9, between(2, 4))) {
            p.append(zhSentence(section, kind));
        }
        return p.toString();
    }

    /** {@code n} different sentence templates out of {@code of}, so a paragraph does not repeat itself. */
    private int[] kinds(int of, int n) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < of; i++) {
            all.add(i);
        }
        java.util.Collections.shuffle(all, rnd);
        return all.subList(0, n).stream().mapToInt(Integer::intValue).toArray();
    }

    private String zhSentence(String section, int kind) {
        String topic = pick(zhTopics(section));
        String place = pick(ZH_PLACES);
        String org = pick(ZH_ORGS);
        return switch (kind) {
            case 0 -> "记者从" + org + "获悉，" + place + topic + "目前进展顺利，各项工作正按计划有序推进。";
            case 1 -> "据介绍，该项目总投资约" + between(3, 150) + "亿元，预计于" + between(2025, 2029) + "年底前全面建成投用。";
            case 2 -> "“" + pick("我们的目标是让群众看得见、摸得着", "这件事关系到千家万户", "下一步还要继续加大投入",
                    "基层的意见我们都认真吸收了") + "。”" + org + "相关负责人表示，" + topic + "将作为今年的重点工作之一。";
            case 3 -> "今年以来，" + place + topic + "累计完成投资" + between(2, 90) + "亿元，同比增长" + between(3, 40) + "个百分点。";
            case 4 -> "市民" + pick(ZH_SURNAMES) + pick("女士", "先生", "阿姨", "师傅") + "说：“" + pick("以前办事要跑好几趟，现在方便多了。",
                    "周末带孩子来这里转一转，感觉很不错。", "希望这样的好事能多一些。", "变化真的很大，我们都看在眼里。") + "”";
            case 5 -> "下一步，" + org + "将会同相关部门加强统筹协调，完善" + topic + "的配套政策，确保各项措施落到实处。";
            case 6 -> "业内人士分析认为，" + topic + "的发展空间仍然较大，但也需要警惕" + pick("重复建设", "资金缺口", "人才短缺",
                    "同质化竞争") + "等问题。";
            case 7 -> "截至" + between(1, 12) + "月底，" + place + "已建成相关设施" + between(10, 400) + "处，覆盖居民约"
                    + between(1, 25) + "万人。";
            default -> "在" + place + "，" + between(20, 300) + "名志愿者和工作人员参与了" + topic + "的相关工作，"
                    + pick("受到周边居民好评。", "现场秩序井然。", "为后续推广积累了经验。");
        };
    }

    String zhSubhead(String section) {
        return pick("多方协同推进", "群众关心什么", "下一步怎么走", "专家怎么看", "数据背后的变化") + "：" + pick(zhTopics(section));
    }

    // ----------------------------------------------------------------------------------------- English

    private static final String[] EN_FIRST = {"Laura", "James", "Priya", "Tom", "Aisha", "Daniel", "Mei", "Owen", "Grace",
            "Samuel", "Nadia", "Ben"};
    private static final String[] EN_LAST = {"Whitfield", "Okafor", "Mendes", "Hartley", "Nakamura", "Brennan", "Castillo",
            "Lindqvist", "Patel", "Morrow", "Ashdown", "Keane"};
    private static final String[] EN_PLACES = {"the harbour district", "Northgate", "the old town", "Riverside", "Eastfield",
            "the port authority area", "Millbrook", "the western suburbs"};
    private static final String[] EN_ORGS = {"the city council", "the transport authority", "the regional health board",
            "the chamber of commerce", "the harbour trust", "the university", "the planning committee", "the energy regulator"};

    /** Topics per English section slug. */
    static String[] enTopics(String section) {
        return switch (section) {
            case "business" -> new String[]{"container shipping", "small business loans", "the fish market", "retail rents",
                    "the new logistics park", "tourism revenue", "wind turbine orders", "local start-ups"};
            case "science" -> new String[]{"coral reef monitoring", "tidal energy", "a new telescope", "battery research",
                    "ocean plastics", "gene sequencing", "climate modelling", "autonomous boats"};
            case "sport" -> new String[]{"the rowing regatta", "the harbour marathon", "the rugby league", "youth football",
                    "the sailing club", "the swimming championships", "the cricket season", "the cycling tour"};
            case WireStory.TOPICS -> new String[]{"the Saltmarsh Point tidal barrage"};
            default -> new String[]{"the electric ferry", "the coastal railway", "flood defences", "affordable housing",
                    "the new hospital wing", "school transport", "the seafront promenade", "bus lanes"};
        };
    }

    String enPerson() {
        return pick(EN_FIRST) + " " + pick(EN_LAST);
    }

    String enTitle(String section) {
        String topic = pick(enTopics(section));
        String place = pick(EN_PLACES);
        String title = switch (rnd.nextInt(6)) {
            case 0 -> "Plans for " + topic + " in " + place + " move ahead";
            case 1 -> capital(pick(EN_ORGS)) + " backs " + topic + " after months of debate";
            case 2 -> "What " + topic + " means for " + place;
            case 3 -> capital(topic) + " draws record interest, figures show";
            case 4 -> "Residents of " + place + " divided over " + topic;
            default -> capital(topic) + ": " + between(3, 40) + " things we learned this week";
        };
        return capital(title);
    }

    String enParagraph(String section) {
        StringBuilder p = new StringBuilder();
        for (int kind : kinds(8, between(2, 4))) {
            p.append(p.isEmpty() ? "" : " ").append(enSentence(section, kind));
        }
        return p.toString();
    }

    private String enSentence(String section, int kind) {
        String topic = pick(enTopics(section));
        String place = pick(EN_PLACES);
        String org = pick(EN_ORGS);
        return switch (kind) {
            case 0 -> capital(org) + " said on " + pick("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
                    + " that work on " + topic + " would begin before the end of the year.";
            case 1 -> "The project is expected to cost about " + between(3, 240) + " million pounds, according to figures seen by this paper.";
            case 2 -> "\"" + pick("We have listened to people", "This is a long-term decision", "Nobody expected it to be easy",
                    "The numbers speak for themselves") + ",\" said " + enPerson() + ", who chairs " + org + ".";
            case 3 -> "In " + place + ", " + between(40, 900) + " people signed a petition about " + topic + " last month.";
            case 4 -> "Critics argue that " + topic + " has been " + pick("delayed too often", "poorly explained",
                    "underfunded for years", "rushed through") + ", while supporters point to " + pick("new jobs",
                    "cleaner air", "shorter journeys", "lower bills") + ".";
            case 5 -> "Figures published this week show a rise of " + between(2, 35) + " per cent in " + topic + " compared with last year.";
            case 6 -> "A public consultation on " + topic + " runs until the end of " + pick("March", "June", "September",
                    "November") + ", and residents can comment online or at the library.";
            default -> capital(enPerson()) + ", who has lived in " + place + " for " + between(3, 40)
                    + " years, said the change was " + pick("long overdue", "a mixed blessing", "hard to judge yet",
                    "welcome news") + ".";
        };
    }

    String enSubhead(String section) {
        return pick("What happens next", "The cost", "Local reaction", "A long road", "By the numbers");
    }

    /** Paragraphs for an article body, with the index of those to put a subheading before. */
    List<String> paragraphs(boolean chinese, String section) {
        List<String> out = new ArrayList<>();
        int n = between(5, 9);
        for (int i = 0; i < n; i++) {
            out.add(chinese ? zhParagraph(section) : enParagraph(section));
        }
        return out;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
