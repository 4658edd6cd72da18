/**
 * The extraction step: the two body algorithms' bolts (line-block and punctuation density), the fuse bolt that
 * joins their halves by URL (and fails a page whose other half never comes), and the records bolt for list and
 * home pages. Thin wrappers around the extractor's {@code PageStages}.
 */
package com.newsx.topology.extract;
