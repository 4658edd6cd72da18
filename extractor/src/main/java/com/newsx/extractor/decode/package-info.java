/**
 * Bytes of a page to text: find the charset from the HTTP header, a byte-order mark or the page's own
 * declaration, check that declaration against the bytes, and detect the encoding when it is missing or wrong.
 */
package com.newsx.extractor.decode;
