package io.agenttoolkit.reader.internal;

import io.agenttoolkit.core.InvalidArgumentException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.IOUtils;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the last few PDFs open between calls, so that an agent paging through a document (pages 1-20, then 21-40, …)
 * pays for parsing its cross-reference table and embedded fonts once; for a font-heavy manual that is more than half of
 * the work of a call.
 *
 * <p>An entry is keyed by the file's real path, size and modification time, so a changed file is opened afresh. A
 * document is used by one call at a time: a call that finds it busy opens its own copy and closes it afterwards.
 * Entries idle longer than {@link #IDLE_NANOS} are closed at the next call; a document whose extraction failed is
 * closed rather than kept. Thread-safe.
 */
public final class OpenPdfDocuments {
    private static final Logger LOG = LoggerFactory.getLogger(OpenPdfDocuments.class);

    static final int CAPACITY = 4;
    static final long IDLE_NANOS = 120_000_000_000L;

    private final Map<Key, Entry> entries = new LinkedHashMap<>(8, 0.75f, true);

    private record Key(Path file, long size, FileTime modified) {}

    private static final class Entry {
        final Key key;
        final PDDocument document;
        final RandomAccessReadBufferedFile input;
        final AtomicBoolean inUse = new AtomicBoolean();
        volatile long lastUsed = System.nanoTime();

        Entry(Key key, PDDocument document, RandomAccessReadBufferedFile input) {
            this.key = key;
            this.document = document;
            this.input = input;
        }

        void close() {
            try {
                document.close();
            } catch (IOException e) {
                LOG.debug("closing {} failed", key.file(), e);
            }
            try {
                input.close();
            } catch (IOException e) {
                LOG.debug("closing {} failed", key.file(), e);
            }
        }
    }

    /** A document borrowed for one call; close it to give it back. */
    public final class Lease implements AutoCloseable {
        private final Entry entry;
        private final boolean shared;
        private boolean failed;

        private Lease(Entry entry, boolean shared) {
            this.entry = entry;
            this.shared = shared;
        }

        /** Returns the open document. */
        public PDDocument document() {
            return entry.document;
        }

        /** Marks the document as not to be kept: the extraction failed part-way. */
        public void failed() {
            failed = true;
        }

        @Override
        public void close() {
            if (!shared) {
                entry.close();
                return;
            }
            entry.lastUsed = System.nanoTime();
            if (failed) {
                synchronized (OpenPdfDocuments.this) {
                    entries.remove(entry.key, entry);
                }
                entry.inUse.set(false);
                entry.close();
                return;
            }
            entry.inUse.set(false);
        }
    }

    /**
     * Returns the open document for {@code file}, opening it when no idle copy is at hand.
     *
     * @throws InvalidArgumentException when the file is not a readable PDF or needs a password
     */
    public Lease open(Path file, String fileName) {
        Key key = key(file);
        List<Entry> stale = new ArrayList<>();
        try {
            synchronized (this) {
                expire(stale);
                Entry cached = key == null ? null : entries.get(key);
                if (cached != null && cached.inUse.compareAndSet(false, true)) {
                    return new Lease(cached, true);
                }
            }
            Entry opened = load(key == null ? new Key(file, -1, FileTime.fromMillis(0)) : key, fileName);
            if (key == null) {
                return new Lease(opened, false);
            }
            synchronized (this) {
                if (entries.containsKey(key)) {
                    return new Lease(opened, false);
                }
                opened.inUse.set(true);
                entries.put(key, opened);
                evictOverCapacity(stale);
                return new Lease(opened, true);
            }
        } finally {
            stale.forEach(Entry::close);
        }
    }

    private void expire(List<Entry> stale) {
        long now = System.nanoTime();
        for (Iterator<Entry> it = entries.values().iterator(); it.hasNext(); ) {
            Entry entry = it.next();
            if (now - entry.lastUsed > IDLE_NANOS && entry.inUse.compareAndSet(false, true)) {
                it.remove();
                entry.inUse.set(false);
                stale.add(entry);
            }
        }
    }

    private void evictOverCapacity(List<Entry> stale) {
        for (Iterator<Entry> it = entries.values().iterator(); it.hasNext() && entries.size() > CAPACITY; ) {
            Entry eldest = it.next();
            if (eldest.inUse.compareAndSet(false, true)) {
                it.remove();
                eldest.inUse.set(false);
                stale.add(eldest);
            }
        }
    }

    private static @Nullable Key key(Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return new Key(file.toRealPath(), attributes.size(), attributes.lastModifiedTime());
        } catch (IOException e) {
            return null;
        }
    }

    private static Entry load(Key key, String fileName) {
        RandomAccessReadBufferedFile input;
        try {
            input = new RandomAccessReadBufferedFile(key.file());
        } catch (IOException e) {
            throw new InvalidArgumentException("Cannot read PDF " + fileName + ": " + e.getMessage(), e);
        }
        try {
            PDDocument document = Loader.loadPDF(input, "", null, null, IOUtils.createTempFileOnlyStreamCache());
            return new Entry(key, document, input);
        } catch (InvalidPasswordException e) {
            closeQuietly(input);
            throw new InvalidArgumentException(
                    "Cannot read PDF " + fileName + ": it is encrypted and needs a password", e);
        } catch (IOException | RuntimeException e) {
            closeQuietly(input);
            throw new InvalidArgumentException("Not a readable PDF: " + fileName + " (" + e.getMessage() + ")", e);
        }
    }

    private static void closeQuietly(RandomAccessReadBufferedFile input) {
        try {
            input.close();
        } catch (IOException e) {
            LOG.debug("closing failed", e);
        }
    }

    /** Returns how many documents are kept open; for tests. */
    synchronized int size() {
        return entries.size();
    }
}
