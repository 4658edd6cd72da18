package com.newsx.topology.doc;

/**
 * Which failures of an extraction step are the page's own, to be recorded as its {@code error} (with the reason)
 * and acked, and which must take the worker down. The page's: every exception, and the errors a hostile page can
 * cause on the thread that reads it, a StackOverflowError on markup nested 100,000 deep above all (the stack
 * unwinds; nothing else is harmed), or an AssertionError a strange page trips. Not the page's: OutOfMemoryError
 * and the JVM's other VirtualMachineErrors (the heap is the worker's, shared by every task: the page on hand is not
 * necessarily the one that filled it, and after an OOM other threads may have died half-way, so the worker should
 * end and Storm start it again; the fetch and inflate caps bound what one page can take), and LinkageError (a
 * class missing from the deployment would fail every page: recording each as the page's error would hide it).
 * Letting a page's error kill the worker instead makes Kafka replay the page, which kills it again.
 */
public final class ExtractionFailure {
    private static final int MAX_MESSAGE = 300;

    private ExtractionFailure() {
    }

    /** Whether {@code t}, thrown while a step worked on a page, is the page's fault. */
    public static boolean isPagesFault(Throwable t) {
        if (t instanceof StackOverflowError) {
            return true;
        }
        return !(t instanceof VirtualMachineError) && !(t instanceof LinkageError);
    }

    /** {@code t} thrown on if it is not the page's fault; else nothing happens. */
    public static void rethrowUnlessPagesFault(Throwable t) {
        if (isPagesFault(t)) {
            return;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t); // not reached: every non-error is the page's
    }

    /** The status reason: the step, the kind of failure and its message, short. */
    public static String reason(String step, Throwable t) {
        String m = t.getMessage();
        String why = t.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m.strip());
        return step + " failed: " + (why.length() > MAX_MESSAGE ? why.substring(0, MAX_MESSAGE) + "..." : why);
    }
}
