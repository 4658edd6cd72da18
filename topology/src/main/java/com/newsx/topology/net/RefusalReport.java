package com.newsx.topology.net;

import com.newsx.topology.config.UrlSettings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refusal reasons grouped by the rule that gave them, each group told in one line that names the setting letting such
 * URLs through, if there is one: so a crawl whose seeds are all refused says why and what to change, rather than
 * fetching nothing in silence. The reasons are the rules' own words (the address guard, URL admission, the path
 * filter, robots.txt; the host budget postpones, it refuses nothing); a reason of no known rule makes its own group,
 * told as it is, pointing at
 * the setting it names in parentheses if it names one.
 */
public final class RefusalReport {
    /**
     * One rule's refusals.
     *
     * @param key   what the group is and what it advises: a warning once given for a key need not be given again
     * @param count the refused URLs
     * @param text  what refused them, and the setting that would let them through
     */
    public record Group(String key, long count, String text) {
    }

    private static final Pattern NOT_ALLOWED_PORT = Pattern.compile("^port (\\d+) is not 80, 443 or an allowed port\\b");
    private static final Pattern OWN_PORT = Pattern.compile("^port (\\d+) is one of the pipeline's own services\\b");
    private static final Pattern NON_PUBLIC = Pattern.compile("^host (\\S+) resolves to a non-public address (\\S+): (.+)$");
    private static final Pattern TOO_LONG = Pattern.compile("^URL too long: \\d+ characters, the limit is (\\d+)\\b");
    /** A setting named at the end of a reason: "... (url.max-path-segments)". */
    private static final Pattern SETTING = Pattern.compile("\\s*\\(([a-z]+(?:\\.[a-z0-9-]+)+)\\)$");
    private static final List<String> MALFORMED = List.of("malformed or not an http(s) URL", "malformed URL:",
            "no host", "empty message", "message has no \"url\"", "message is neither a URL nor JSON");
    /** Hosts named in a group's line before "and N more". */
    private static final int HOSTS_NAMED = 3;

    private final String allowedPorts;

    /** @param allowedPorts the {@code url.allowed-ports} in force: the advice adds to it rather than replace it */
    public RefusalReport(String allowedPorts) {
        this.allowedPorts = allowedPorts == null ? "" : allowedPorts.strip();
    }

    public static RefusalReport of(UrlSettings url) {
        return new RefusalReport(url.allowedPorts());
    }

    /** The reasons' groups, most URLs first. */
    public List<Group> groups(Map<String, Long> reasons) {
        Map<String, Gathered> byRule = new LinkedHashMap<>();
        reasons.forEach((reason, n) -> gather(reason, n, byRule));
        List<Group> groups = new ArrayList<>();
        for (Gathered g : byRule.values()) {
            groups.add(g.group(allowedPorts));
        }
        groups.sort(Comparator.comparingLong(Group::count).reversed().thenComparing(Group::key));
        return groups;
    }

    /** What one rule's reasons have in common and what tells them apart (ports, hosts, address ranges). */
    private static final class Gathered {
        final Rule rule;
        long count;
        final TreeSet<Integer> ports = new TreeSet<>();
        final TreeSet<String> hosts = new TreeSet<>();
        final TreeSet<String> notes = new TreeSet<>();
        final TreeSet<String> reasons = new TreeSet<>();
        String setting;

        Gathered(Rule rule) {
            this.rule = rule;
        }

        Group group(String allowed) {
            return rule.group(this, allowed);
        }
    }

    private enum Rule {
        NOT_ALLOWED_PORT {
            Group group(Gathered g, String allowed) {
                String ports = join(g.ports, ",");
                String value = allowed.isEmpty() ? ports : allowed + "," + ports;
                String what = g.ports.size() == 1 ? "port " + ports + " is not 80, 443 or an allowed port"
                        : "ports " + join(g.ports, ", ") + " are not 80, 443 or allowed ports";
                return new Group("allowed-ports " + ports, g.count, what + " - set url.allowed-ports=" + value
                        + " to crawl them");
            }
        },
        OWN_PORT {
            Group group(Gathered g, String allowed) {
                String ports = join(g.ports, ", ");
                String what = g.ports.size() == 1 ? "port " + ports + " is one of the pipeline's own services"
                        : "ports " + ports + " are the pipeline's own services";
                return new Group("refused-ports " + ports, g.count, what + " - never crawled while url.refused-ports lists "
                        + (g.ports.size() == 1 ? "it" : "them"));
            }
        },
        NON_PUBLIC {
            Group group(Gathered g, String allowed) {
                boolean one = g.hosts.size() == 1;
                String what = (one ? "host " : "hosts ") + named(g.hosts) + (one ? " resolves to a non-public address ("
                        : " resolve to non-public addresses (") + String.join(", ", g.notes) + ")";
                return new Group("non-public", g.count, what + " - set url.block-private-addresses=false, or map "
                        + (one ? "the host" : "the hosts") + " in fetch.resolve, to crawl them");
            }
        },
        TOO_LONG {
            Group group(Gathered g, String allowed) {
                return new Group("max-length", g.count, "longer than url.max-length (" + String.join(", ", g.notes)
                        + " characters) - raise url.max-length to crawl them");
            }
        },
        MALFORMED {
            Group group(Gathered g, String allowed) {
                return new Group("malformed", g.count, "malformed or not an http(s) URL - only http and https URLs are"
                        + " crawled, no setting changes that");
            }
        },
        ROBOTS {
            Group group(Gathered g, String allowed) {
                return new Group("robots", g.count, "their site's robots.txt disallows them - no setting: the crawl"
                        + " obeys robots.txt");
            }
        },
        /** A reason naming its setting in parentheses: grouped by that setting. */
        NAMED_SETTING {
            Group group(Gathered g, String allowed) {
                String sample = g.reasons.first();
                return new Group("setting " + g.setting, g.count, sample + (g.reasons.size() > 1 ? " (and the like)" : "")
                        + " - change " + g.setting + " to crawl them");
            }
        },
        /** A reason of no known rule, naming no setting: told as it is. */
        OTHER {
            Group group(Gathered g, String allowed) {
                String reason = g.reasons.first();
                return new Group("reason " + reason, g.count, reason);
            }
        };

        abstract Group group(Gathered g, String allowed);
    }

    private static void gather(String reason, long n, Map<String, Gathered> byRule) {
        String r = reason == null ? "" : reason.strip();
        if (r.startsWith("robots.txt: ")) {
            r = r.substring("robots.txt: ".length()); // the guard refused the site's robots.txt: its rule, its remedy
        }
        Matcher m;
        if ((m = NOT_ALLOWED_PORT.matcher(r)).find()) {
            at(byRule, Rule.NOT_ALLOWED_PORT.name(), Rule.NOT_ALLOWED_PORT, n).ports.add(Integer.parseInt(m.group(1)));
        } else if ((m = OWN_PORT.matcher(r)).find()) {
            at(byRule, Rule.OWN_PORT.name(), Rule.OWN_PORT, n).ports.add(Integer.parseInt(m.group(1)));
        } else if ((m = NON_PUBLIC.matcher(r)).find()) {
            Gathered g = at(byRule, Rule.NON_PUBLIC.name(), Rule.NON_PUBLIC, n);
            g.hosts.add(m.group(1));
            g.notes.add(m.group(3));
        } else if ((m = TOO_LONG.matcher(r)).find()) {
            at(byRule, Rule.TOO_LONG.name(), Rule.TOO_LONG, n).notes.add(m.group(1));
        } else if (r.startsWith("robots.txt disallows")) {
            at(byRule, Rule.ROBOTS.name(), Rule.ROBOTS, n);
        } else if (MALFORMED.stream().anyMatch(r::startsWith)) {
            at(byRule, Rule.MALFORMED.name(), Rule.MALFORMED, n);
        } else if ((m = SETTING.matcher(r)).find()) {
            Gathered g = at(byRule, "setting " + m.group(1), Rule.NAMED_SETTING, n);
            g.setting = m.group(1);
            g.reasons.add(r.substring(0, m.start()));
        } else {
            at(byRule, "reason " + r, Rule.OTHER, n).reasons.add(r);
        }
    }

    private static Gathered at(Map<String, Gathered> byRule, String key, Rule rule, long n) {
        Gathered g = byRule.computeIfAbsent(key, k -> new Gathered(rule));
        g.count += n;
        return g;
    }

    /** "a, b, c and 57 more". */
    private static String named(TreeSet<String> hosts) {
        List<String> first = hosts.stream().limit(HOSTS_NAMED).toList();
        String names = String.join(", ", first);
        return hosts.size() > HOSTS_NAMED ? names + " and " + (hosts.size() - HOSTS_NAMED) + " more" : names;
    }

    private static String join(TreeSet<Integer> ports, String separator) {
        return String.join(separator, ports.stream().map(String::valueOf).toList());
    }
}
