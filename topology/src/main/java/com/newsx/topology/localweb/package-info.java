/** A multi-host web on one loopback port (used as an HTTP proxy), for the tests and the demo. */
package com.newsx.topology.localweb;
