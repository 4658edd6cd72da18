package com.newsx.topology.es;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which refusals are the document's and which the index's, with the reasons Elasticsearch 8 gives. */
class EsFailureTest {
    private static final String STRICT = "[1:412] mapping set to strict, dynamic introduction of [content_hash] within [_doc] is not allowed";
    private static final String BAD_DATE = "[1:87] failed to parse field [publish_time] of type [date] in document with"
            + " id 'abc'. Preview of field's value: 'yesterday'";

    @Test
    void aFieldTheStrictMappingLacksIsAnOutageOfTheIndexUnderEveryTypeItComesIn() {
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(400, "strict_dynamic_mapping_exception", STRICT));
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(400, "document_parsing_exception", STRICT));
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(400, "mapper_parsing_exception", "failed to parse: " + STRICT));
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(400, "strict_dynamic_mapping_exception", null));
        assertTrue(EsFailure.mappingBehind("document_parsing_exception", STRICT));
    }

    @Test
    void aValueItsFieldCannotTakeIsTheDocumentsFault() {
        assertEquals(EsFailure.Cause.DOCUMENT, EsFailure.of(400, "document_parsing_exception", BAD_DATE));
        assertEquals(EsFailure.Cause.DOCUMENT, EsFailure.of(400, "mapper_parsing_exception", BAD_DATE));
        assertEquals(EsFailure.Cause.DOCUMENT, EsFailure.of(400, "illegal_argument_exception",
                "Limit of total fields [1000] has been exceeded"));
        assertEquals(EsFailure.Cause.DOCUMENT, EsFailure.of(413, "request_entity_too_large", null));
        assertFalse(EsFailure.mappingBehind("document_parsing_exception", BAD_DATE));
        assertFalse(EsFailure.mappingBehind("illegal_argument_exception", STRICT), "only a parsing error says it");
    }

    @Test
    void theOtherCausesAreAsBefore() {
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(403, "cluster_block_exception", "blocked by: [FORBIDDEN/8/index write (api)]"));
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(404, "index_not_found_exception", "no such index"));
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(503, "something_new", null));
        assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(0, null, null));
        assertEquals(EsFailure.Cause.CONFLICT, EsFailure.of(409, "version_conflict_engine_exception", "version conflict"));
        assertEquals(EsFailure.Cause.DOCUMENT, EsFailure.of(404, "document_missing_exception", "[abc]: document missing"));
    }

    @Test
    void theRefusedFieldIsNamedWithItsObject() {
        assertEquals("content_hash", EsFailure.unmappedField(STRICT));
        assertEquals("meta.site", EsFailure.unmappedField(
                "mapping set to strict, dynamic introduction of [site] within [meta] is not allowed"));
        assertNull(EsFailure.unmappedField(BAD_DATE));
    }

    @Test
    void aMappingRefusalIsDescribedWithTheIndexTheFieldAndTheCure() {
        String d = EsFailure.describe("news-articles-2026.11", "strict_dynamic_mapping_exception", STRICT);
        assertTrue(d.contains("news-articles-2026.11") && d.contains("no field content_hash") && d.contains("bin/crawl")
                && d.endsWith("strict_dynamic_mapping_exception: " + STRICT), d);
        assertEquals("document_parsing_exception: " + BAD_DATE,
                EsFailure.describe("news-articles-2026.11", "document_parsing_exception", BAD_DATE));
    }
}
