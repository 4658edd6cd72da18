package com.newsx.es.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.util.ArrayUtil;

import java.io.CharArrayReader;
import java.io.IOException;

/**
 * The tokens of Lucene's CJKAnalyzer (StandardTokenizer, CJKWidthFilter, LowerCaseFilter, CJKBigramFilter,
 * StopFilter), made in one step where that chain spends most of its time: runs of common Han ideographs.
 *
 * <p>Chinese text is mostly such runs, and the chain turns each ideograph into a token of its own that four
 * filters then look at, only for the bigram step to take it apart again. Here a run of ideographs from the two
 * common blocks (CJK Unified Ideographs and Extension A) goes into the bigram buffer in one piece: an ideograph is
 * a word of its own in UAX #29 (nothing joins it to a neighbour but a combining or format character after it, and
 * a run ends before such an ideograph), has no case and no width variant, and no bigram is a stop word. Between
 * runs, the plain ASCII words of Latin-script text ("word", "(word,", "2024.") are made here too ({@link
 * #nextPart}), and white space is skipped without the chain, which costs a reset for each piece it reads. The rest of
 * the text between runs goes through the chain's own tokenizer and width and case filters; runs and the words between them
 * then meet the bigram and stop rules in page order, so the output is the chain's, token for token: term, type,
 * offsets, position increments and the end state (CjkBigramTokenizerTest compares them on random and real text).
 * One exception: a text that ends in a lone high surrogate, of which the chain's tokenizer drops the last buffer.
 */
final class CjkBigramTokenizer extends Tokenizer {
    private static final String IDEOGRAPHIC = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.IDEOGRAPHIC];
    private static final String HIRAGANA = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.HIRAGANA];
    private static final String KATAKANA = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.KATAKANA];
    private static final String HANGUL = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.HANGUL];
    private static final String ALPHANUM = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.ALPHANUM];
    private static final String NUM = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.NUM];
    /** The chain's tokenizer makes longer words into several: a plain word is at most this long. */
    private static final int MAX_PLAIN_WORD = StandardAnalyzer.DEFAULT_MAX_TOKEN_LENGTH;
    private static final String DOUBLE = "<DOUBLE>";
    private static final String SINGLE = "<SINGLE>";
    /** The text is read whole (a field value); a buffer larger than this is let go before the next one. */
    private static final int MAX_KEPT_CHARS = 1 << 20;

    private final CharArraySet stopWords;
    private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
    private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
    private final PositionIncrementAttribute posIncAtt = addAttribute(PositionIncrementAttribute.class);
    private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);

    // the chain's own first steps, for the text between runs of ideographs
    private final StandardTokenizer words = new StandardTokenizer();
    private final TokenStream wordChain = new LowerCaseFilter(new CJKWidthFilter(words));
    private final CharTermAttribute wordTerm = words.getAttribute(CharTermAttribute.class);
    private final OffsetAttribute wordOffset = words.getAttribute(OffsetAttribute.class);
    private final PositionIncrementAttribute wordPosInc = words.getAttribute(PositionIncrementAttribute.class);
    private final TypeAttribute wordType = words.getAttribute(TypeAttribute.class);

    private char[] text = new char[1024];
    private int textLength;
    /** Where the scan of the text goes on. */
    private int scan;
    /** The piece of text between runs being read now, and where its reading goes on; -1: none. */
    private int pieceStart = -1;
    private int pieceEnd;
    private int pieceAt;
    /** The part of the piece in the word chain now (from chainStart to chainEnd), if any. */
    private boolean chainOpen;
    private int chainStart;
    private int chainEnd;
    /** A plain word, lower-cased, and where its letters or digits end in the text ({@link #plainCore}). */
    private char[] plainTerm = new char[32];
    private int plainEnd;

    // the bigram buffer: code points with their offsets, as CJKBigramFilter keeps them
    private int[] buffer = new int[64];
    private int[] startOffset = new int[64];
    private int[] endOffset = new int[64];
    private int bufferLength;
    private int index;
    private int lastEndOffset;
    /** A non-CJK word read while a lone ideograph was waiting: it comes out right after that unigram. */
    private boolean heldWord;
    private String heldType;
    private int heldStart;
    private int heldEnd;
    private int heldPosInc;
    private char[] heldTerm = new char[16];
    private int heldLength;
    /** Positions of the stop words dropped since the last token, and of words the tokenizer skipped. */
    private int skippedPositions;
    private boolean exhausted;

    CjkBigramTokenizer(CharArraySet stopWords) {
        this.stopWords = stopWords;
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        if (text.length > MAX_KEPT_CHARS) {
            text = new char[1024]; // one huge document's buffer is not kept for every later one
        }
        textLength = 0;
        for (int n; (n = input.read(text, textLength, text.length - textLength)) != -1; ) {
            textLength += n;
            if (textLength == text.length) {
                text = ArrayUtil.grow(text, textLength + 1);
            }
        }
        scan = 0;
        pieceStart = -1;
        chainOpen = false;
        bufferLength = 0;
        index = 0;
        lastEndOffset = 0;
        heldWord = false;
        skippedPositions = 0;
        exhausted = false;
    }

    @Override
    public boolean incrementToken() throws IOException {
        while (true) {
            if (bufferLength - index > 1) {
                flushBigram();
                return true;
            }
            if (heldWord) {
                heldWord = false;
                emitHeld();
                return true;
            }
            if (exhausted) {
                if (bufferLength == 1 && index == 0) {
                    flushUnigram();
                    return true;
                }
                return false;
            }
            if (pieceStart < 0 && scan < textLength) {
                int runEnd = runOfIdeographs(scan);
                if (runEnd > scan) {
                    int runStart = scan;
                    scan = runEnd;
                    if (cjk(runStart, runEnd)) {
                        return true;
                    }
                    continue;
                }
                pieceStart = scan;
                pieceEnd = nextRun(scan);
                pieceAt = scan;
            }
            if (pieceStart >= 0) {
                if (chainOpen) {
                    if (wordChain.incrementToken()) {
                        if (wordFromChain()) {
                            return true;
                        }
                    } else {
                        closeChain();
                    }
                } else if (pieceAt < pieceEnd) {
                    if (nextPart()) {
                        return true;
                    }
                } else {
                    scan = pieceEnd;
                    pieceStart = -1;
                }
                continue;
            }
            exhausted = true;
        }
    }

    /** A CJK piece (a run, or a CJK word of the chain) reaches the bigram rules; true when a unigram went out. */
    private boolean cjk(int start, int end) {
        return cjk(start, end, text, start, end - start);
    }

    private boolean cjk(int start, int end, char[] chars, int from, int length) {
        if (start != lastEndOffset) { // not adjacent to what is buffered: start over
            if (bufferLength == 1 && index == 0) {
                // the lone character goes out as a unigram; this piece is read again after it
                flushUnigram();
                bufferLength = 0; // after flushUnigram: index 1 of 1, so the next call starts over
                index = 0;
                lastEndOffset = start; // so that the piece, read again, is adjacent to an empty buffer
                pushBack(start, end, chars, from, length);
                return true;
            }
            index = 0;
            bufferLength = 0;
        }
        refill(start, end, chars, from, length);
        return false;
    }

    /** A piece read again after the unigram it made go out first. */
    private void pushBack(int start, int end, char[] chars, int from, int length) {
        if (chars == text) {
            scan = start; // a run: scanned again
        } else {
            refill(start, end, chars, from, length); // a word of the chain: buffered now, after the unigram
        }
    }

    /** The word the chain gave, as the bigram and stop rules take it; true when a token went out. */
    private boolean wordFromChain() {
        String type = wordType.type();
        int start = wordOffset.startOffset() + chainStart;
        int end = wordOffset.endOffset() + chainStart;
        if (type == IDEOGRAPHIC || type == HIRAGANA || type == KATAKANA || type == HANGUL) {
            return cjk(start, end, wordTerm.buffer(), 0, wordTerm.length());
        }
        return word(type, start, end, wordTerm.buffer(), wordTerm.length(), wordPosInc.getPositionIncrement());
    }

    /**
     * A word that is no CJK, as the stop rule takes it; true when a token went out. As in the chain, a CJK word's
     * position increment is replaced by its bigrams', and a word not kept adds its increment to the next token's.
     */
    private boolean word(String type, int start, int end, char[] term, int length, int inc) {
        boolean stop = stopWords.contains(term, 0, length);
        if (bufferLength == 1 && index == 0) { // a lone CJK character before the word goes out first
            flushUnigram();
            if (stop) {
                skippedPositions += inc;
            } else {
                hold(type, start, end, inc, term, length);
            }
            return true;
        }
        if (stop) {
            skippedPositions += inc;
            return false;
        }
        clearAttributes();
        termAtt.copyBuffer(term, 0, length);
        typeAtt.setType(type);
        offsetAtt.setOffset(correctOffset(start), correctOffset(end));
        posIncAtt.setPositionIncrement(inc + takeSkipped());
        return true;
    }

    /**
     * Reads on in the piece: white space, then a plain word made here, or the words from here up to the next plain
     * word given to the chain. True when a token went out.
     *
     * <p>A plain word is a chunk of printable ASCII between white space (or the piece's ends) that is letters only or
     * digits only, between a few opening and closing marks: "(word", "word,", "2024.", "\"Yes!\"". Word
     * segmentation (UAX #29) never joins across white space (apart from spaces with spaces), and inside such a chunk
     * it makes the letters or digits one word and the marks none, so the chain would give exactly that word: typed
     * alphanumeric or numeric, lower-cased. Anything else - letters beside digits, marks between letters ("can't",
     * "U.S."), an underscore, any other character - goes to the chain, which starts on a chunk's first character
     * and so reads it as it reads the whole piece.
     */
    private boolean nextPart() throws IOException {
        int at = skipBreaks(pieceAt);
        if (at == pieceEnd) {
            pieceAt = at;
            return false;
        }
        int end = chunkEnd(at);
        int core = plainCore(at, end);
        if (core >= 0) {
            pieceAt = end;
            return plainWord(core);
        }
        // the chain reads up to the next plain word, with the white space before it (or to the piece's end)
        int to = end;
        while (to < pieceEnd) {
            int next = skipBreaks(to);
            if (next == pieceEnd) {
                to = pieceEnd;
                break;
            }
            int nextEnd = chunkEnd(next);
            if (plainCore(next, nextEnd) >= 0) {
                to = next;
                break;
            }
            to = nextEnd;
        }
        chainStart = at;
        chainEnd = to;
        chainOpen = true;
        words.setReader(new CharArrayReader(text, at, to - at));
        wordChain.reset();
        return false;
    }

    private void closeChain() throws IOException {
        wordChain.end();
        skippedPositions += wordPosInc.getPositionIncrement();
        wordChain.close();
        chainOpen = false;
        pieceAt = chainEnd;
    }

    private int skipBreaks(int at) {
        while (at < pieceEnd && isBreak(text[at])) {
            at++;
        }
        return at;
    }

    private int chunkEnd(int at) {
        while (at < pieceEnd && !isBreak(text[at])) {
            at++;
        }
        return at;
    }

    /** Space, tab, line feed, carriage return: no word runs across one. */
    private static boolean isBreak(char c) {
        return c == ' ' || c == '\n' || c == '\t' || c == '\r';
    }

    /**
     * Where the letters or digits of a plain word start in the chunk {@code [from, to)}, their end kept in
     * {@link #plainEnd}; -1 if it is none.
     */
    private int plainCore(int from, int to) {
        int i = from;
        while (i < to && isOpening(text[i])) {
            i++;
        }
        int core = i;
        char c = i < to ? text[i] : 0;
        if (isAsciiLetter(c)) {
            while (++i < to && isAsciiLetter(text[i])) {
            }
        } else if (c >= '0' && c <= '9') {
            while (++i < to && text[i] >= '0' && text[i] <= '9') {
            }
        } else {
            return -1;
        }
        if (i - core > MAX_PLAIN_WORD) {
            return -1;
        }
        plainEnd = i;
        while (i < to && isClosing(text[i])) {
            i++;
        }
        return i == to ? core : -1;
    }

    /** The plain word whose letters or digits {@link #plainCore} found at {@code core}. */
    private boolean plainWord(int core) {
        int end = plainEnd;
        boolean digits = text[core] <= '9';
        int length = end - core;
        if (plainTerm.length < length) {
            plainTerm = new char[ArrayUtil.oversize(length, Character.BYTES)];
        }
        for (int k = 0; k < length; k++) {
            char c = text[core + k];
            plainTerm[k] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
        }
        return word(digits ? NUM : ALPHANUM, core, end, plainTerm, length, 1);
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /** Marks that open a word and join nothing: brackets and quotes. */
    private static boolean isOpening(char c) {
        return c == '(' || c == '[' || c == '{' || c == '"' || c == '\'' || c == '<';
    }

    /** Marks that close a word and, with nothing after them, join nothing. */
    private static boolean isClosing(char c) {
        return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == ')' || c == ']'
                || c == '}' || c == '"' || c == '\'' || c == '>';
    }

    private void hold(String type, int start, int end, int inc, char[] term, int length) {
        heldWord = true;
        heldType = type;
        heldStart = start;
        heldEnd = end;
        heldPosInc = inc;
        heldLength = length;
        heldTerm = ArrayUtil.grow(heldTerm, heldLength);
        System.arraycopy(term, 0, heldTerm, 0, heldLength);
    }

    private void emitHeld() {
        bufferLength = 0;
        index = 0;
        clearAttributes();
        termAtt.copyBuffer(heldTerm, 0, heldLength);
        typeAtt.setType(heldType);
        offsetAtt.setOffset(correctOffset(heldStart), correctOffset(heldEnd));
        posIncAtt.setPositionIncrement(heldPosInc + takeSkipped());
    }

    private int takeSkipped() {
        int s = skippedPositions;
        skippedPositions = 0;
        return s;
    }


    /** Copies a CJK piece's code points into the bigram buffer, with their offsets as CJKBigramFilter gives them. */
    private void refill(int start, int end, char[] chars, int from, int length) {
        if (bufferLength > 64) { // keep only the last code point: the one a bigram may still need
            int last = bufferLength - 1;
            buffer[0] = buffer[last];
            startOffset[0] = startOffset[last];
            endOffset[0] = endOffset[last];
            bufferLength = 1;
            index -= last;
        }
        int size = bufferLength + length;
        buffer = ArrayUtil.grow(buffer, size);
        startOffset = ArrayUtil.grow(startOffset, size);
        endOffset = ArrayUtil.grow(endOffset, size);
        lastEndOffset = end;
        boolean aligned = end - start == length;
        for (int i = from, stop = from + length, at = start; i < stop; ) {
            int cp = Character.codePointAt(chars, i, stop);
            int n = Character.charCount(cp);
            buffer[bufferLength] = cp;
            startOffset[bufferLength] = aligned ? at : start;
            endOffset[bufferLength] = aligned ? at + n : end;
            bufferLength++;
            at += n;
            i += n;
        }
    }

    private void flushBigram() {
        clearAttributes();
        char[] t = termAtt.resizeBuffer(4);
        int n = Character.toChars(buffer[index], t, 0);
        n += Character.toChars(buffer[index + 1], t, n);
        termAtt.setLength(n);
        offsetAtt.setOffset(correctOffset(startOffset[index]), correctOffset(endOffset[index + 1]));
        typeAtt.setType(DOUBLE);
        posIncAtt.setPositionIncrement(1 + takeSkipped());
        index++;
    }

    private void flushUnigram() {
        clearAttributes();
        char[] t = termAtt.resizeBuffer(2);
        termAtt.setLength(Character.toChars(buffer[index], t, 0));
        offsetAtt.setOffset(correctOffset(startOffset[index]), correctOffset(endOffset[index]));
        typeAtt.setType(SINGLE);
        posIncAtt.setPositionIncrement(1 + takeSkipped());
        index++;
    }

    /** The end of the run of common ideographs at {@code at} (== at: none). */
    private int runOfIdeographs(int at) {
        int i = at;
        while (i < textLength && commonIdeograph(text[i])) {
            i++;
        }
        // an ideograph followed by anything UAX #29 might attach to it is left to the tokenizer
        if (i > at && i < textLength && !safeAfterIdeograph(text[i])) {
            i--;
        }
        return i;
    }

    /**
     * Where the next run of ideographs starts after {@code at}, or the end of the text. Not right after a high
     * surrogate: the tokenizer holds back a high surrogate at the end of what it reads, and a piece ending in one
     * would lose its last word.
     */
    private int nextRun(int at) {
        for (int i = at + 1; i < textLength; i++) {
            // a run starts here when it keeps at least this ideograph: another follows it, or what follows is safe
            if (commonIdeograph(text[i]) && !Character.isHighSurrogate(text[i - 1])
                    && (i + 1 == textLength || commonIdeograph(text[i + 1]) || safeAfterIdeograph(text[i + 1]))) {
                return i;
            }
        }
        return textLength;
    }

    /**
     * The two common blocks as far as the tokenizer's Unicode tables assign them (Lucene 9's grammar knows no
     * ideograph after U+9FEF or U+4DB5: later ones are no word to it).
     */
    private static boolean commonIdeograph(char c) {
        return c >= '\u4E00' && c <= '\u9FEF' || c >= '\u3400' && c <= '\u4DB5';
    }

    /**
     * Characters that cannot join an ideograph before them into one word: not Extend, Format or ZWJ in UAX #29
     * (combining marks, variation selectors, joiners, soft hyphens and the like are all outside these ranges).
     */
    private static boolean safeAfterIdeograph(char c) {
        return c < 0x300 && c != 0xAD
                || commonIdeograph(c)
                || c >= 0x3000 && c <= 0x3029 // CJK punctuation and symbols (0x302A-0x302F are combining)
                || c >= 0x3041 && c <= 0x3098 || c >= 0x309B && c <= 0x30FF // kana, without the combining sound marks
                || c >= 0xAC00 && c <= 0xD7A3 // Hangul syllables
                || c >= 0xFF01 && c <= 0xFF5E // full-width forms of ASCII
                || c >= 0x2010 && c <= 0x2027; // dashes, quotes, ellipsis
    }

    @Override
    public void end() throws IOException {
        super.end();
        int last = correctOffset(textLength);
        offsetAtt.setOffset(last, last);
        posIncAtt.setPositionIncrement(takeSkipped());
    }

    @Override
    public void close() throws IOException {
        super.close();
        if (chainOpen) {
            wordChain.close();
            chainOpen = false;
        }
        pieceStart = -1;
    }
}
