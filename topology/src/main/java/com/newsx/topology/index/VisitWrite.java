package com.newsx.topology.index;

import co.elastic.clients.elasticsearch._types.VersionType;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.util.BinaryData;
import co.elastic.clients.util.ContentType;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.es.EsFailure;

/**
 * A page's document written as its visit's version ({@code VisitStamp}, {@code version_type=external}):
 * Elasticsearch stores it only if the stored document's version is lower, so a replay of the visit - the same stamp -
 * is refused with a 409, which means "this visit (or a later one) stored it already", while a revisit's larger stamp
 * writes a new version. Nothing is read first: a page written once costs one write, as before.
 */
final class VisitWrite {
    private VisitWrite() {
    }

    /** The index operation; without a stamp ({@code visit} 0 or less) an ordinary overwrite. */
    static BulkOperation op(String index, String id, byte[] source, long visit) {
        BinaryData json = BinaryData.of(source, ContentType.APPLICATION_JSON);
        if (visit <= 0) {
            return BulkOperation.of(o -> o.index(i -> i.index(index).id(id).document(json)));
        }
        return BulkOperation.of(o -> o.index(i -> i.index(index).id(id).version(visit)
                .versionType(VersionType.External).document(json)));
    }

    /**
     * Whether an outcome is a refused replay: a stamped write that met a version as high as its own. The document is
     * stored - by this visit's earlier try, or by a later visit - so the page is done, not in error.
     */
    static boolean refusedReplay(EsBulk.Outcome<?> o, long visit) {
        return visit > 0 && !o.ok() && o.cause() == EsFailure.Cause.CONFLICT;
    }
}
