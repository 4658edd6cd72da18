package com.newsx.extractor.records;

/**
 * Whether a link goes to a document (a story, a product, a video) rather than to a section, a menu's page or a tag: a
 * document's address names it by an id or a date (a run of four digits or more in its path or a parameter) or by a
 * slug of its title (four words joined by hyphens or underscores). A scan of the characters, no pattern: it runs on
 * every link of a page.
 */
final class DocumentUrl {
    private static final int ID_DIGITS = 4;
    private static final int SLUG_JOINS = 3;

    private DocumentUrl() {
    }

    static boolean isDocument(String href) {
        if (href == null || href.isEmpty()) {
            return false;
        }
        int from = href.indexOf("://");
        from = from < 0 ? 0 : href.indexOf('/', from + 3);
        if (from < 0) {
            return false; // a bare host: a home page
        }
        int digits = 0;
        int joins = 0;
        for (int i = from; i < href.length(); i++) {
            char c = href.charAt(i);
            if (c == '#') {
                break;
            }
            if (c >= '0' && c <= '9') {
                if (++digits >= ID_DIGITS) {
                    return true;
                }
                continue;
            }
            digits = 0;
            if (c == '-' || c == '_') {
                if (++joins >= SLUG_JOINS) {
                    return true;
                }
            } else if (c == '/' || c == '?' || c == '&' || c == '=') {
                joins = 0;
            }
        }
        return false;
    }
}
