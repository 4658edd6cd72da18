package com.newsx.extractor.decode;

import java.nio.charset.Charset;

/**
 * The charset to read a page's bytes with, chosen without decoding the page where the bytes allow it.
 *
 * @param charset the charset
 * @param how     the evidence that chose it: bom, header, declared, utf8-valid, ascii, detected, fallback
 * @param offset  where the text starts (after a byte-order mark)
 */
public record PageCharset(Charset charset, String how, int offset) {
}
