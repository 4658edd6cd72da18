package com.newsx.extractor.decode;

import java.nio.charset.Charset;

/**
 * A page as text, with the charset used and how it was chosen (for diagnostics).
 *
 * @param text    the decoded page
 * @param charset the charset the bytes were read with
 * @param how     the evidence that chose it: bom, header, declared, utf8-valid, detected, fallback
 */
public record DecodedPage(String text, Charset charset, String how) {
}
