/**
 * Syndicated copies in the index: each new article's body fingerprint is looked up among the indexed articles (LSH
 * band keys, one query) and the recent ones in memory, and the article gets {@code duplicate_of} (the copy published
 * first) and {@code story_id}. The decision is plain code ({@link com.newsx.topology.copies.StoryDecision}).
 */
package com.newsx.topology.copies;
