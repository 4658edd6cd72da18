package com.newsx.topology.config;

/**
 * Which outlinks are followed ({@code scope.*}).
 *
 * @param mode               host, domain or none: where outlinks may lead from their seed
 * @param maxDepth           outlinks deeper than this many links from their seed are not queued
 * @param maxOutlinksPerPage at most this many outlinks of one page are queued
 */
public record ScopeSettings(String mode, int maxDepth, int maxOutlinksPerPage) {
    public static ScopeSettings from(CrawlerConfig c) {
        return new ScopeSettings(c.getString("scope.mode"), c.getInt("scope.max-depth"),
                c.getInt("scope.max-outlinks-per-page"));
    }
}
