package com.newsx.extractor.lang;

import com.github.pemistahl.lingua.api.Language;
import com.newsx.extractor.config.ExtractorConfig;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LanguageIdentifierTest {
    static final String GERMAN = "Der Gemeinderat hat am Dienstag beschlossen, die alte Brücke über den Fluss "
            + "im kommenden Frühjahr abzureißen. Die Anwohner müssen sich während der Bauarbeiten auf längere Umwege "
            + "einstellen, teilte die Stadtverwaltung mit.";
    static final String FRENCH = "Le conseil municipal a décidé mardi de fermer la piscine du quartier pendant "
            + "tout l'été. Les travaux de rénovation devraient durer plusieurs mois, selon la mairie, qui promet une "
            + "réouverture avant la rentrée scolaire.";
    static final String SPANISH = "El ayuntamiento anunció el martes que el mercado central abrirá también los "
            + "domingos a partir del próximo mes. Los comerciantes celebraron la decisión, aunque algunos vecinos temen "
            + "más ruido y tráfico en las calles cercanas.";
    static final String ENGLISH = "The city council voted on Tuesday to extend the ferry service to the "
            + "northern islands through the winter. Officials said the additional crossings would be paid for by a "
            + "small increase in harbour fees.";
    static final String DUTCH = "De gemeenteraad heeft dinsdag besloten de oude brug over de rivier volgend voorjaar "
            + "te slopen. Bewoners moeten tijdens de werkzaamheden rekening houden met omleidingen.";
    static final String ITALIAN = "Il consiglio comunale ha deciso martedì di demolire il vecchio ponte sul fiume la "
            + "prossima primavera. Durante i lavori i residenti dovranno percorrere strade più lunghe.";
    static final String PORTUGUESE = "A câmara municipal decidiu na terça-feira demolir a velha ponte sobre o rio na "
            + "próxima primavera. Durante as obras, os moradores terão de fazer desvios mais longos.";
    static final String POLISH = "Rada miasta zdecydowała we wtorek, że stary most na rzece zostanie rozebrany "
            + "wiosną przyszłego roku. Mieszkańcy będą musieli korzystać z objazdów.";
    static final String RUSSIAN = "Городской совет во вторник решил отремонтировать старую библиотеку в центре "
            + "города. Работы начнутся весной и продлятся около года, сообщили в администрации.";
    static final String UKRAINIAN = "Міська рада у вівторок ухвалила рішення відремонтувати стару бібліотеку в центрі "
            + "міста. Роботи розпочнуться навесні й триватимуть близько року, повідомили в адміністрації.";
    static final String CHINESE = "市政府周二宣布，新建的跨江大桥将于下月正式通车。大桥全长两千米，"
            + "通车后两岸之间的车程将缩短到十分钟左右。";
    static final String JAPANESE = "市議会は火曜日、川に架かる古い橋を来年の春に取り壊すことを決めた。工事の間、住民は"
            + "しばらく遠回りをしなければならない。";
    static final String KOREAN = "시의회는 화요일 강을 가로지르는 낡은 다리를 내년 봄에 철거하기로 결정했다. 공사 기간 동안 "
            + "주민들은 먼 길을 돌아가야 한다.";
    static final String GREEK = "Το δημοτικό συμβούλιο αποφάσισε την Τρίτη να κατεδαφίσει την παλιά γέφυρα του "
            + "ποταμού την επόμενη άνοιξη.";
    static final String ARABIC = "قرر المجلس البلدي يوم الثلاثاء هدم الجسر القديم فوق النهر في الربيع المقبل، وسيضطر "
            + "السكان إلى سلوك طرق أطول أثناء الأشغال.";
    static final String HINDI = "नगर परिषद ने मंगलवार को नदी पर बने पुराने पुल को अगले वसंत में गिराने का फैसला किया। "
            + "निर्माण के दौरान निवासियों को लंबा रास्ता लेना होगा।";

    private final LanguageIdentifier identifier = new LanguageIdentifier(settings(Map.of()));

    static LangSettings settings(Map<String, String> sets) {
        return LangSettings.from(ExtractorConfig.defaults().with(sets));
    }

    @Test
    void eachLanguageIsNamedByItsIsoCode() {
        assertEquals("de", identifier.identify("Alte Brücke wird abgerissen", GERMAN));
        assertEquals("fr", identifier.identify("La piscine fermée cet été", FRENCH));
        assertEquals("es", identifier.identify("El mercado abre los domingos", SPANISH));
        assertEquals("en", identifier.identify("Ferries to run all winter", ENGLISH));
        assertEquals("nl", identifier.identify(null, DUTCH));
        assertEquals("it", identifier.identify(null, ITALIAN));
        assertEquals("pt", identifier.identify(null, PORTUGUESE));
        assertEquals("pl", identifier.identify(null, POLISH));
    }

    @Test
    void eachScriptHasItsLanguages() {
        assertEquals("ru", identifier.identify("Библиотеку отремонтируют", RUSSIAN));
        assertEquals("uk", identifier.identify(null, UKRAINIAN), "Cyrillic, told apart from Russian by the models");
        assertEquals("zh", identifier.identify("跨江大桥下月通车", CHINESE));
        assertEquals("ja", identifier.identify(null, JAPANESE), "ideographs with kana");
        assertEquals("ko", identifier.identify(null, KOREAN));
        assertEquals("el", identifier.identify(null, GREEK));
        assertEquals("ar", identifier.identify(null, ARABIC));
        assertEquals("hi", identifier.identify(null, HINDI));
    }

    @Test
    void aMixedScriptPageIsTheLanguageOfMostOfItsText() {
        assertEquals("zh", identifier.identify(null, "苹果公司周二在加州发布了新款 iPhone 16 Pro 和 Apple Watch，"
                + "售价从七千九百九十九元起，消费者可以在官网预订。"), "Latin brand names in Chinese prose");
        assertEquals("zh", identifier.identify(null, "据报道，来自日本的歌手ミク周二在上海举行演唱会，现场观众超过一万人，"
                + "门票在一小时内售罄。"), "a katakana name does not make Chinese Japanese");
        assertEquals("en", identifier.identify(null, ENGLISH + " The mayor, 张伟, welcomed the decision."),
                "a Chinese name in English prose");
        assertEquals("ru", identifier.identify(null, "Компания Apple представила во вторник новый iPhone, который "
                + "поступит в продажу в России в конце месяца по цене около ста тысяч рублей."));
        assertEquals("de", identifier.identify(null, GERMAN + " " + CHINESE.substring(0, 12)),
                "a German article quoting a line of Chinese");
    }

    @Test
    void aShortGermanStubIsStillGerman() {
        assertEquals("de", identifier.identify("Stadtrat tagt", "Die nächste Sitzung findet am Donnerstag im Rathaus statt."));
        assertEquals("de", identifier.identify("Neue Brücke", "Foto: Stadt Köln. Alle Rechte vorbehalten."));
    }

    @Test
    void theBodyDecidesNotABorrowedTitle() {
        String body = GERMAN + "\n" + GERMAN.replace("Dienstag", "Mittwoch") + "\n" + GERMAN.replace("Fluss", "Kanal");
        assertEquals("de", identifier.identify("Breaking News", body), "an English title over a long German body");
        assertEquals("fr", identifier.identify(null, FRENCH), "no title");
    }

    @Test
    void anEmptyOrTooShortBodyGetsNoLanguage() {
        assertNull(identifier.identify("Alte Brücke wird abgerissen", null));
        assertNull(identifier.identify("Alte Brücke wird abgerissen", " \n "));
        assertNull(identifier.identify(null, "Mehr dazu"), "9 letters");
        assertNull(identifier.identify("Foto", "© 2024 dpa"), "a credit line");
        assertNull(identifier.identify(null, "12.03.2024 – 14:05 • 3 min"), "digits and marks are no letters");
        assertNull(identifier.identify(null, "ሰላም ለዓለም ሁሉ ይሁን፡ ዛሬ ጥሩ ቀን ነው ብለን እናምናለን"),
                "Ethiopic: a script none of Lingua's languages is written in");
    }

    @Test
    void preloadingReadsTheModelsOfEachScriptWithACloseChoiceAndNothingWhenSwitchedOff() {
        LanguageIdentifier some = new LanguageIdentifier(settings(Map.of("lang.languages", "de,fr,ru,uk,zh")));
        assertEquals(2, some.preload(), "Latin (de, fr) and Cyrillic (ru, uk); Han names zh alone");
        assertEquals("de", some.identify(null, GERMAN));
        assertEquals("uk", some.identify(null, UKRAINIAN));
        assertEquals(0, new LanguageIdentifier(settings(Map.of("lang.enabled", "false"))).preload());
    }

    @Test
    void switchedOffNothingIsIdentified() {
        assertNull(new LanguageIdentifier(settings(Map.of("lang.enabled", "false"))).identify(null, GERMAN));
    }

    @Test
    void whetherLinguasDetectorDecidesEveryCallOrNoneTheAnswersStand() {
        LanguageIdentifier never = new LanguageIdentifier(settings(Map.of("lang.lingua-margin", "0")));
        LanguageIdentifier always = new LanguageIdentifier(settings(Map.of("lang.lingua-margin", "1")));
        for (String text : List.of(GERMAN, FRENCH, SPANISH, ENGLISH, DUTCH, ITALIAN, PORTUGUESE, POLISH, RUSSIAN,
                UKRAINIAN, ARABIC, HINDI)) {
            String expected = identifier.identify(null, text);
            assertEquals(expected, never.identify(null, text), text);
            assertEquals(expected, always.identify(null, text), text);
        }
    }

    @Test
    void fewerCandidatesStillNameTheLanguageAndModelsAreSharedAcrossThreads() throws Exception {
        LanguageIdentifier some = new LanguageIdentifier(settings(Map.of("lang.languages", "de,fr,es,ru,uk")));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> answers = pool.invokeAll(List.of(() -> some.identify(null, GERMAN),
                    () -> some.identify(null, FRENCH), () -> some.identify(null, SPANISH),
                    () -> some.identify(null, RUSSIAN), () -> some.identify(null, UKRAINIAN)));
            List<String> got = new ArrayList<>();
            for (Future<String> f : answers) {
                got.add(f.get());
            }
            assertEquals(List.of("de", "fr", "es", "ru", "uk"), got);
        } finally {
            pool.shutdown();
        }
        assertEquals("de", some.identify(null, DUTCH), "Dutch is no candidate: the nearest one listed");
        assertNull(some.identify(null, CHINESE), "no candidate is written in Han");
    }

    @Test
    void theScriptsHoldEveryLivingLanguageLinguaKnows() {
        Set<String> ours = new TreeSet<>();
        for (Script s : Script.values()) {
            for (String code : s.languages()) {
                assertTrue(ours.add(code), code + " in two scripts");
                if (s.languages().size() > 1) {
                    assertTrue(LinguaModelFile.read(code, 3, (n, f) -> { }), code + ": Lingua has no trigram model");
                }
            }
        }
        Set<String> lingua = new TreeSet<>();
        for (Language l : Language.allSpokenOnes()) {
            lingua.add(l.getIsoCode639_1().name().toLowerCase(Locale.ROOT));
        }
        assertEquals(lingua, ours);
    }

    @Test
    void badSettingsAreNamed() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> settings(Map.of("lang.languages", "de,xx")));
        assertTrue(unknown.getMessage().contains("'xx'"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.languages", "de")), "one is no choice");
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.max-chars", "0")));
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.lingua-margin", "1.5")));
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.finalists", "1")));
        assertEquals(List.of("de", "en"), settings(Map.of("lang.languages", "DE, en")).languages());
    }
}
