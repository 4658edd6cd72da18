package com.newsx.topology.net;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the Proxy-Status response header (RFC 9209): a Structured Fields List (RFC 8941), one member per intermediary
 * that handled the answer, the one nearest the origin first, each a name (token or string) with parameters; of these
 * only {@code next-hop} is kept: the server the intermediary selected and connected to, a name or an IP address, with or
 * without a port. Parsed by hand, strictly where the structure is concerned (quoted strings and their escapes, members
 * split by commas, parameters after semicolons) and leniently where it costs nothing: an unquoted value is read up to
 * the next delimiter, so a proxy that writes {@code next-hop=10.0.0.1} (not a valid token: it starts with a digit) is
 * still read, and a parameter's name is read in any case. Never throws: a line that does not parse is ignored, on its
 * own, so a broken line from the origin's side cannot hide what the proxy reported on another.
 */
public final class ProxyStatus {
    /** One intermediary's member: its name, and the next hop it reports (null when it reports none). */
    public record Member(String name, String nextHop) {
    }

    private final String s;
    private int i;

    private ProxyStatus(String line) {
        this.s = line;
    }

    /** The members of every line that parses, in order: the lines of a header combine as one list. */
    public static List<Member> parse(List<String> lines) {
        List<Member> all = new ArrayList<>();
        for (String line : lines) {
            if (line == null) {
                continue;
            }
            try {
                List<Member> members = new ProxyStatus(line).list();
                if (members != null) {
                    all.addAll(members);
                }
            } catch (RuntimeException e) {
                // a case the parser did not foresee: the line is ignored like any other it cannot read
            }
        }
        return all;
    }

    /** The line's members, or null if it is not a list. */
    private List<Member> list() {
        List<Member> members = new ArrayList<>();
        skipWhitespace();
        if (i == s.length()) {
            return members; // an empty line: no members
        }
        while (true) {
            Member m = member();
            if (m == null) {
                return null;
            }
            members.add(m);
            skipWhitespace();
            if (i == s.length()) {
                return members;
            }
            if (s.charAt(i) != ',') {
                return null;
            }
            i++;
            skipWhitespace();
            if (i == s.length()) {
                return null; // a trailing comma
            }
        }
    }

    private Member member() {
        String name = item();
        if (name == null) {
            return null;
        }
        String nextHop = null;
        while (true) {
            int before = i;
            skipWhitespace();
            if (i == s.length() || s.charAt(i) != ';') {
                i = before;
                return new Member(name, nextHop);
            }
            i++;
            skipWhitespace();
            String key = key();
            if (key == null) {
                return null;
            }
            String value = null; // a parameter without a value is boolean true: no host
            if (i < s.length() && s.charAt(i) == '=') {
                i++;
                value = item();
                if (value == null) {
                    return null;
                }
            }
            if (key.equals("next-hop")) {
                nextHop = value; // a key given twice: the last one counts, as RFC 8941 says
            }
        }
    }

    /** A parameter's name: a letter or '*', then letters, digits, '_', '-', '.', '*'. */
    private String key() {
        int start = i;
        while (i < s.length()) {
            char c = s.charAt(i);
            boolean letter = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '*';
            boolean more = c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.';
            if (!(letter || i > start && more)) {
                break;
            }
            i++;
        }
        return i == start ? null : s.substring(start, i).toLowerCase(Locale.ROOT);
    }

    /** A quoted string (unescaped), or an unquoted run of visible characters up to a delimiter; null if neither. */
    private String item() {
        if (i < s.length() && s.charAt(i) == '"') {
            return string();
        }
        int start = i;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c <= ' ' || c >= 0x7F || c == ',' || c == ';' || c == '"' || c == '(' || c == ')') {
                break;
            }
            i++;
        }
        return i == start ? null : s.substring(start, i);
    }

    private String string() {
        StringBuilder b = new StringBuilder();
        i++;
        while (i < s.length()) {
            char c = s.charAt(i++);
            if (c == '"') {
                return b.toString();
            }
            if (c == '\\') {
                if (i == s.length() || s.charAt(i) != '"' && s.charAt(i) != '\\') {
                    return null; // only \" and \\ are escapes
                }
                c = s.charAt(i++);
            } else if (c < ' ' || c >= 0x7F) {
                return null;
            }
            b.append(c);
        }
        return null; // not closed
    }

    private void skipWhitespace() {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
    }
}
