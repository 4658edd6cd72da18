package com.newsx.extractor.article.fields;

/**
 * The form in which a headline, the statements of the title and the site's name are compared: letters and digits
 * only, lower-cased, so punctuation, spacing and case never make two statements differ.
 */
final class Fold {
    private Fold() {
    }

    static String of(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString();
    }
}
