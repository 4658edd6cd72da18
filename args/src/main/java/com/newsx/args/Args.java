package com.newsx.args;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A command line as every command of this project reads it: options with a value ({@code --es URL}; given twice,
 * the last wins), flags ({@code --demo-web}), options that may come again and again ({@code --set KEY=VALUE},
 * every value kept in order), words that are not options (files, URLs, search words) for the commands that take
 * them, and {@code -h}/{@code --help}. A command declares its options with {@link #spec()}, then reads what
 * {@link Spec#parse} found.
 * <p>
 * Arguments are read left to right, as the commands' own loops did: the first help option ends the reading (what
 * follows it is not looked at), and the first mistake - an option missing its value, an unknown option - is
 * thrown as an IllegalArgumentException whose message names the argument ("--es needs a value", "unknown argument
 * --x"); the command adds its name and usage. An option's value is the next argument, whatever it looks like.
 * For a command that takes words, an unknown argument starting with "--" is an unknown option; any other is a
 * word.
 */
public final class Args {
    private enum Kind { VALUE, OPTIONAL_VALUE, FLAG, REPEATED }

    /** The options a command takes. */
    public static final class Spec {
        private final Map<String, Kind> options = new HashMap<>();
        private boolean words;

        private Spec() {
        }

        /** Options taking one value each; when one is given twice, the last value counts. */
        public Spec values(String... names) {
            return declare(Kind.VALUE, names);
        }

        /** An option whose value may be left out: the next argument is its value unless it starts with "-". */
        public Spec optionalValue(String name) {
            return declare(Kind.OPTIONAL_VALUE, name);
        }

        /** Options without a value. */
        public Spec flags(String... names) {
            return declare(Kind.FLAG, names);
        }

        /** Options taking a value that may be given many times; {@link Args#values} has them all, in order. */
        public Spec repeated(String... names) {
            return declare(Kind.REPEATED, names);
        }

        /** The command takes words besides its options ({@link Args#words}). */
        public Spec words() {
            this.words = true;
            return this;
        }

        private Spec declare(Kind kind, String... names) {
            for (String n : names) {
                if (isHelp(n) || options.putIfAbsent(n, kind) != null) {
                    throw new IllegalStateException("option declared twice: " + n);
                }
            }
            return this;
        }

        /** Reads the arguments; throws IllegalArgumentException naming the first one that is wrong. */
        public Args parse(String... args) {
            Args a = new Args();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (isHelp(arg)) {
                    a.help = true;
                    return a;
                }
                Kind kind = options.get(arg);
                if (kind == null) {
                    if (!words) {
                        throw new IllegalArgumentException("unknown argument " + arg);
                    }
                    if (arg.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + arg);
                    }
                    a.words.add(arg);
                    continue;
                }
                List<String> given = a.given.computeIfAbsent(arg, k -> new ArrayList<>());
                switch (kind) {
                    case FLAG -> given.add("");
                    case VALUE, REPEATED -> {
                        if (i + 1 >= args.length) {
                            throw new IllegalArgumentException(arg + " needs a value");
                        }
                        given.add(args[++i]);
                    }
                    case OPTIONAL_VALUE -> given.add(i + 1 < args.length && !args[i + 1].startsWith("-") ? args[++i] : null);
                }
            }
            return a;
        }
    }

    private final Map<String, List<String>> given = new HashMap<>();
    private final List<String> words = new ArrayList<>();
    private boolean help;

    private Args() {
    }

    public static Spec spec() {
        return new Spec();
    }

    private static boolean isHelp(String arg) {
        return arg.equals("-h") || arg.equals("--help");
    }

    /** Whether -h or --help was given. */
    public boolean help() {
        return help;
    }

    /** Whether the option was given (with or without a value). */
    public boolean has(String option) {
        return given.containsKey(option);
    }

    /** The option's last value, or null when it was not given (or given without its optional value). */
    public String value(String option) {
        List<String> v = given.get(option);
        return v == null ? null : v.get(v.size() - 1);
    }

    /** The option's last value, or {@code otherwise} when it was not given. */
    public String value(String option, String otherwise) {
        String v = value(option);
        return v == null ? otherwise : v;
    }

    /** Every value of the option, in the order given (empty when it was not given). */
    public List<String> values(String option) {
        return Collections.unmodifiableList(given.getOrDefault(option, List.of()));
    }

    /** The arguments that are not options, in order. */
    public List<String> words() {
        return List.copyOf(words);
    }

    /**
     * Splits {@code KEY=VALUE} at its first "=" (neither part trimmed); the key may not be empty. {@code form} names
     * the expected shape in the message: "--set needs KEY=VALUE, got x".
     */
    public static String[] pair(String option, String keyValue, String form) {
        int eq = keyValue.indexOf('=');
        if (eq < 1) {
            throw new IllegalArgumentException(option + " needs " + form + ", got " + keyValue);
        }
        return new String[] {keyValue.substring(0, eq), keyValue.substring(eq + 1)};
    }

    /** Each {@code KEY=VALUE} of a repeated option ({@link #pair}), in order; a later key replaces an earlier one. */
    public static Map<String, String> pairs(String option, List<String> keyValues) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String kv : keyValues) {
            String[] p = pair(option, kv, "KEY=VALUE");
            out.put(p[0], p[1]);
        }
        return out;
    }
}
