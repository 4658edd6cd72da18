/**
 * The drift check ({@code bin/eval --warc DIR --compare REV}): the HTML pages of WARC files written out for
 * {@code bin/extract}'s batch mode ({@link com.newsx.tools.drift.ArchivedPages}), and two builds' extractions of
 * them compared per site and per field ({@link com.newsx.tools.drift.DriftReport}), with a gate a release can stop
 * on. The builds themselves are run by the script: an older revision's extractor knows nothing of this package,
 * only its own {@code bin/extract --manifest}.
 */
package com.newsx.tools.drift;
