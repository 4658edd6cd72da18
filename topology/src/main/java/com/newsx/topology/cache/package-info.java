/** Caches the stages keep in memory, bounded by the bytes they take. */
package com.newsx.topology.cache;
