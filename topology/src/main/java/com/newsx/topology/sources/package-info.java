/**
 * Sources of article URLs other than pages: sitemaps (robots.txt {@code Sitemap:} lines, indexes, plain and Google
 * News sitemaps) and RSS/Atom feeds, read into dated, titled entries under byte, entry and age caps; and the
 * feed links a home or section page announces. Plain parsing, no Storm: the stages call it.
 */
package com.newsx.topology.sources;
