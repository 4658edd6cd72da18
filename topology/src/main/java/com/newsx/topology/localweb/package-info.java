/**
 * A multi-host web on one loopback port (used as an HTTP proxy, or as the address the web's names resolve
 * to), for the tests and the demo; {@link com.newsx.topology.localweb.DemoNewsWeb} generates the demo's news web.
 */
package com.newsx.topology.localweb;
