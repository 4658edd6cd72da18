package com.newsx.topology.cache;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongBiFunction;

/**
 * A least-recently-used map bounded by the bytes its entries take, not by their number: a cache of 200,000 URLs is
 * 30 MB when they are 100 characters long and 1.6 GB when a hostile site makes them 8 KB, so only a bound in bytes
 * bounds the heap. Each entry weighs what its weigher says plus {@link #ENTRY} for the map's own node; the eldest
 * entries go when a put would pass the budget. Not thread-safe.
 *
 * @param <K> key
 * @param <V> value
 */
public final class ByteBoundedLru<K, V> {
    /** A LinkedHashMap entry (header, hash, key, value and three links) with its table slot, and our holder. */
    public static final long ENTRY = 80;

    private record Weighed<V>(V value, long bytes) {
    }

    private final LinkedHashMap<K, Weighed<V>> map = new LinkedHashMap<>(1024, 0.75f, true);
    private final long maxBytes;
    private final ToLongBiFunction<K, V> weigher;
    private long bytes;

    /** {@code weigher} gives the bytes of a key and value (e.g. {@link #stringBytes} of each). */
    public ByteBoundedLru(long maxBytes, ToLongBiFunction<K, V> weigher) {
        this.maxBytes = maxBytes;
        this.weigher = weigher;
    }

    /** A cache of strings to strings. */
    public static ByteBoundedLru<String, String> ofStrings(long maxBytes) {
        return new ByteBoundedLru<>(maxBytes, (k, v) -> stringBytes(k) + stringBytes(v));
    }

    /**
     * The heap a String takes: its object (24 bytes) and its array (16 bytes and a byte per Latin-1 character, two
     * per character otherwise: Java's compact strings); null takes nothing.
     */
    public static long stringBytes(String s) {
        if (s == null) {
            return 0;
        }
        boolean latin1 = true;
        for (int i = 0; i < s.length() && latin1; i++) {
            latin1 = s.charAt(i) < 0x100;
        }
        return 40L + (latin1 ? s.length() : 2L * s.length());
    }

    /** The value, now the most recently used; null if absent. */
    public V get(K key) {
        Weighed<V> w = map.get(key);
        return w == null ? null : w.value();
    }

    /** Whether the key is cached (not counted as a use). */
    public boolean containsKey(K key) {
        return map.containsKey(key);
    }

    /** Puts the value (replacing any), evicting the least recently used entries past the budget. */
    public void put(K key, V value) {
        long w = ENTRY + weigher.applyAsLong(key, value);
        Weighed<V> old = map.put(key, new Weighed<>(value, w));
        if (old != null) {
            bytes -= old.bytes();
        }
        bytes += w;
        evict();
    }

    /** Puts the value unless the key is there already. */
    public void putIfAbsent(K key, V value) {
        if (!map.containsKey(key)) {
            put(key, value);
        }
    }

    public void remove(K key) {
        Weighed<V> old = map.remove(key);
        if (old != null) {
            bytes -= old.bytes();
        }
    }

    private void evict() {
        Iterator<Map.Entry<K, Weighed<V>>> eldest = map.entrySet().iterator();
        while (bytes > maxBytes && eldest.hasNext()) {
            bytes -= eldest.next().getValue().bytes();
            eldest.remove();
        }
    }

    public int size() {
        return map.size();
    }

    /** The bytes the entries are reckoned to take; at most the budget. */
    public long bytes() {
        return bytes;
    }
}
