/**
 * Articles change and disappear: what an indexed article's late revisit ({@code frontier.article-revisit-s}) does to
 * its document. A changed article is indexed again as a new version, an unchanged one is left alone, one that
 * answers 404 or 410 is marked removed. Plain decisions ({@link com.newsx.topology.revisit.ArticleRevision}) and the
 * batched read of the stored articles they compare with, used by the index and status steps.
 */
package com.newsx.topology.revisit;
