package com.newsx.topology.kafka;

import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.errors.SslAuthenticationException;
import org.apache.kafka.common.errors.TimeoutException;

/**
 * Says in one line why Kafka could not be used when the reason is access: the brokers refused the user or password,
 * their certificate was not trusted, the user lacks a right, or a plain client got no answer from brokers that
 * speak TLS or SASL. Each names what to set; any other failure keeps its own message. Never a stack trace, never
 * the password.
 */
public final class KafkaAccessError {
    private KafkaAccessError() {
    }

    public static String describe(String bootstrap, KafkaAuth auth, Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SaslAuthenticationException) {
                return "Kafka at " + bootstrap + " refused the credentials (" + auth.describe() + ": " + t.getMessage()
                        + ") - check kafka.username and kafka.password-file (or NEWSX_KAFKA_USERNAME, NEWSX_KAFKA_PASSWORD)";
            }
            if (t instanceof SslAuthenticationException) {
                return "Kafka at " + bootstrap + ": TLS handshake failed (" + innermost(t) + ") - its certificate is not"
                        + " trusted or does not name the host: set kafka.ca-cert (or NEWSX_KAFKA_CA_CERT) to the PEM of"
                        + " the CA that signed it, and give the brokers by a name their certificate holds";
            }
            if (t instanceof AuthorizationException) {
                return "Kafka at " + bootstrap + " took the credentials but refused the request (" + t.getMessage()
                        + "; " + auth.describe() + ") - the user lacks an ACL on the crawl's topic or group";
            }
            if (t instanceof TimeoutException || t instanceof java.util.concurrent.TimeoutException) {
                return "Kafka at " + bootstrap + " did not answer in time (" + t.getMessage() + ")"
                        + (auth.secured() ? "" : " - if its listener asks for TLS or SASL, set kafka.security.protocol"
                        + " (SASL_SSL), kafka.username and kafka.password-file");
            }
        }
        return "Kafka at " + bootstrap + ": " + innermost(failure);
    }

    /** The deepest cause's message: the one that says what went wrong. */
    private static String innermost(Throwable failure) {
        String message = failure.getMessage();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                message = t.getMessage();
            }
        }
        return message == null ? failure.getClass().getSimpleName() : message;
    }
}
