/**
 * The Storm wiring the stages share: the names of components, streams and fields, the worker-local grouping and
 * the fuse task a page's halves meet at, and the pulse spout that wakes the asynchronous bolts.
 */
package com.newsx.topology.storm;
