/**
 * Rules about URLs and hosts that several stages apply: one spelling per page, which links a crawl follows, the
 * politeness queue a URL belongs to, the names the crawler resolves itself, and the addresses it must never reach.
 */
package com.newsx.topology.net;
