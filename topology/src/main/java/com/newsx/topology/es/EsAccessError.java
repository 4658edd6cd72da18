package com.newsx.topology.es;

import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import co.elastic.clients.transport.TransportException;
import org.elasticsearch.client.ResponseException;

import javax.net.ssl.SSLException;

/**
 * Says why Elasticsearch could not be used when the reason is access: its certificate was not trusted, or it refused
 * the credentials (401) or their rights (403). Each message names what to set; any other failure keeps its own message.
 */
public final class EsAccessError {
    private EsAccessError() {
    }

    /** One line naming the cluster, the reason and the settings that mend it. */
    public static String describe(String url, EsAuth auth, Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SSLException) {
                return "Elasticsearch at " + url + ": TLS handshake failed (" + t.getMessage() + ") - its certificate is not"
                        + " trusted: set es.ca-cert (or NEWSX_ES_CA_CERT) to the PEM of the CA that signed it";
            }
            int status = status(t);
            if (status == 401) {
                return "Elasticsearch at " + url + " refused the credentials (HTTP 401 Unauthorized; " + auth.describe()
                        + ") - check es.username and es.password, or es.api-key (or NEWSX_ES_PASSWORD, NEWSX_ES_API_KEY)";
            }
            if (status == 403) {
                return "Elasticsearch at " + url + " took the credentials but refused the request (HTTP 403 Forbidden; "
                        + auth.describe() + ") - the user or API key lacks a privilege on the crawl's indices";
            }
        }
        return "Elasticsearch at " + url + ": " + failure.getMessage();
    }

    private static int status(Throwable t) {
        if (t instanceof ResponseException r) {
            return r.getResponse().getStatusLine().getStatusCode();
        }
        if (t instanceof TransportException r) {
            return r.statusCode();
        }
        if (t instanceof ElasticsearchException r) {
            return r.status();
        }
        return 0;
    }
}
