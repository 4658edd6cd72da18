/**
 * A multi-host web on one loopback port (used as an HTTP proxy, or as the address the web's names resolve
 * to), for the tests and the demo; {@link com.newsx.localweb.DemoNewsWeb} generates the demo's news web,
 * {@link com.newsx.localweb.LocalWebCommand} serves it (bin/demo), and {@link com.newsx.localweb.RelayProxy}
 * relays a proxy's requests to a web listening elsewhere (bin/bench crawl without name overrides).
 */
package com.newsx.localweb;
