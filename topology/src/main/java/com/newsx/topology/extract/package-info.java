/** The extraction bolts: thin wrappers around the extractor library, plus the page's outlinks. */
package com.newsx.topology.extract;
