package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.fs.GrepMatch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Runs a grep over a directory with several threads while returning exactly what a one-thread search in sorted path
 * order would: the first {@code maxResults} matches of that order.
 *
 * <p>The threads (the caller, joined by {@code parallelism - 1} pooled ones once the search is not tiny) take files from one lazy
 * {@link SortedWalker} in turn, each file numbered in walk order; finished files are merged strictly in that order,
 * so the result is a prefix of the sequential answer. Once the prefix holds {@code maxResults} matches the walk stops;
 * threads stay at most {@value #WINDOW} files ahead of the merged prefix, which bounds both wasted work and memory.
 * When the deadline passes, the merged prefix so far is returned with the flag set.
 */
public final class GrepEngine {
    private static final int WINDOW = 256;
    /** How many files a thread takes from the walk per turn once other threads have joined. */
    private static final int BATCH = 16;
    /** The caller searches alone for this many files or this long before other threads join. */
    private static final int SOLO_FILES = 256;

    private static final long SOLO_NANOS = 20_000_000;
    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();
    private static final ExecutorService POOL = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "agent-toolkit-grep-" + THREAD_NUMBER.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });

    private GrepEngine() {}

    /** What a grep found, and whether the deadline stopped it before it was done. */
    public record Outcome(List<GrepMatch> matches, boolean deadlineReached) {}

    /** Searches one file; matches are reported under {@code name}. */
    public static Outcome searchFile(Path file, String name, Pattern pattern, int maxResults, Deadline deadline) {
        FileSearcher searcher = new FileSearcher(FileSearcher.Plan.of(pattern), deadline);
        FileSearcher.Result result = searcher.search(file, name, maxResults);
        return new Outcome(List.copyOf(result.matches()), result.deadlineReached());
    }

    /**
     * Searches the regular files under {@code directory} (only its direct children unless {@code recursive}) whose
     * names {@code fileNameFilter} accepts and that {@code ignoreRules} (null for none) do not ignore.
     */
    public static Outcome searchDirectory(
            Path directory,
            boolean recursive,
            @Nullable GlobMatcher fileNameFilter,
            @Nullable IgnoreRules ignoreRules,
            Pattern pattern,
            int maxResults,
            Deadline deadline,
            int parallelism) {
        Run run = new Run(
                new SortedWalker(directory, recursive, fileNameFilter, ignoreRules), pattern, maxResults, deadline);
        return search(run, parallelism, SOLO_FILES);
    }

    /**
     * As the public form without ignore rules, with the number of files the caller searches alone before helpers join
     * (tests use 0).
     */
    static Outcome searchDirectory(
            Path directory,
            boolean recursive,
            @Nullable GlobMatcher fileNameFilter,
            Pattern pattern,
            int maxResults,
            Deadline deadline,
            int parallelism,
            int soloFiles) {
        Run run = new Run(new SortedWalker(directory, recursive, fileNameFilter, null), pattern, maxResults, deadline);
        return search(run, parallelism, soloFiles);
    }

    private static Outcome search(Run run, int parallelism, int soloFiles) {
        int helpers = Math.max(0, parallelism - 1);
        run.enter();
        run.work(helpers == 0 ? null : () -> startHelpers(run, helpers), soloFiles);
        return run.await();
    }

    private static void startHelpers(Run run, int helpers) {
        for (int i = 0; i < helpers; i++) {
            run.enter();
            try {
                POOL.execute(() -> run.work(null, 0));
            } catch (RejectedExecutionException e) {
                run.leave();
                return;
            }
        }
    }

    /** The files one thread took in one turn: their numbers in walk order start at {@code first}. */
    private static final class Batch {
        final SortedWalker.Entry[] entries = new SortedWalker.Entry[BATCH];
        final FileSearcher.Result[] results = new FileSearcher.Result[BATCH];
        int first;
        int count;
        int searched;
        int limit;
    }

    /** The state one grep call shares among its threads; every field is guarded by {@code this}. */
    private static final class Run {
        private final SortedWalker walker;
        private final FileSearcher.Plan plan;
        private final int maxResults;
        private final Deadline deadline;
        private final List<GrepMatch> merged = new ArrayList<>();
        private final Map<Integer, FileSearcher.Result> finished = new HashMap<>();
        private int nextIndex;
        private int frontier;
        private int workers;
        private int waitingForWindow;
        private boolean walkDone;
        private boolean stop;
        private boolean deadlineReached;
        private @Nullable Throwable failure;
        /** {@code stop}, readable without the lock, so a thread leaves its batch as soon as the run is over. */
        private volatile boolean stopped;

        Run(SortedWalker walker, Pattern pattern, int maxResults, Deadline deadline) {
            this.walker = walker;
            this.plan = FileSearcher.Plan.of(pattern);
            this.maxResults = maxResults;
            this.deadline = deadline;
        }

        synchronized void enter() {
            workers++;
        }

        synchronized void leave() {
            workers--;
            notifyAll();
        }

        /**
         * Searches files until the walk is over or the run stops. The caller's thread passes {@code startHelpers}: it
         * works alone first, a file at a time, and calls it once the search proves big enough to be worth more
         * threads, so small searches never pay for a thread hand-off. From then on each thread takes a batch of files
         * per turn and hands back their results together: two lock turns per batch instead of per file, which keeps
         * the threads from queueing on the lock (a futex sleep and wake-up each time) on trees of small files.
         */
        void work(@Nullable Runnable startHelpers, int soloFiles) {
            try {
                FileSearcher searcher = new FileSearcher(plan, deadline);
                Batch batch = new Batch();
                long started = System.nanoTime();
                int searched = 0;
                Runnable pending = startHelpers;
                // The loop only calls small methods: this frame runs once per grep, so the JIT compiles it late; the
                // per-file work must be in methods that are called often.
                while (true) {
                    if (pending != null && (searched >= soloFiles || System.nanoTime() - started > SOLO_NANOS)) {
                        pending.run();
                        pending = null;
                    }
                    if (!take(batch, pending != null ? 1 : BATCH)) {
                        return;
                    }
                    searched += searchBatch(searcher, batch);
                    publish(batch);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                synchronized (this) {
                    stop();
                }
            } catch (Throwable e) {
                synchronized (this) {
                    failure = e;
                    stop();
                }
            } finally {
                leave();
            }
        }

        /**
         * Takes up to {@code most} files from the walk into {@code batch}, numbered in walk order, waiting while the
         * window is full; returns false when there is nothing more to do.
         */
        private synchronized boolean take(Batch batch, int most) throws InterruptedException {
            batch.count = 0;
            while (!stop && nextIndex - frontier >= WINDOW && !deadline.expired()) {
                waitingForWindow++;
                try {
                    wait(deadline.remainingMillis() + 1);
                } finally {
                    waitingForWindow--;
                }
            }
            if (stop) {
                return false;
            }
            if (deadline.expired()) {
                reachDeadline();
                return false;
            }
            int room = Math.min(most, WINDOW - (nextIndex - frontier));
            while (batch.count < room && !walkDone) {
                SortedWalker.Entry entry = walker.next();
                if (entry == null) {
                    walkDone = true;
                    notifyAll();
                } else {
                    batch.entries[batch.count++] = entry;
                }
            }
            if (batch.count == 0) {
                return false;
            }
            batch.first = nextIndex;
            nextIndex += batch.count;
            batch.limit = maxResults - merged.size();
            return true;
        }

        /**
         * Searches the batch's files outside the lock; stops early when the run stopped or the deadline passed (the
         * files left unsearched are never merged: the run is over). Returns how many were searched.
         */
        private int searchBatch(FileSearcher searcher, Batch batch) {
            int done = 0;
            try {
                while (done < batch.count) {
                    SortedWalker.Entry entry = batch.entries[done];
                    FileSearcher.Result result;
                    try {
                        result = searcher.search(entry, batch.limit);
                    } finally {
                        entry.release();
                        batch.entries[done] = null;
                    }
                    batch.results[done++] = result;
                    if (result.deadlineReached() || stopped || deadline.expired()) {
                        break;
                    }
                }
            } finally {
                for (int i = done; i < batch.count; i++) {
                    SortedWalker.Entry left = batch.entries[i];
                    if (left != null) {
                        left.release();
                        batch.entries[i] = null;
                    }
                }
            }
            batch.searched = done;
            return done;
        }

        /** Hands the batch's results to the merge. */
        private synchronized void publish(Batch batch) {
            for (int i = 0; i < batch.searched; i++) {
                finished.put(batch.first + i, batch.results[i]);
                batch.results[i] = null;
            }
            merge();
        }

        /** Appends finished files to the result while they continue the merged prefix. */
        private void merge() {
            FileSearcher.Result result;
            while (!stop && (result = finished.remove(frontier)) != null) {
                frontier++;
                for (GrepMatch match : result.matches()) {
                    if (merged.size() >= maxResults) {
                        break;
                    }
                    merged.add(match);
                }
                if (result.deadlineReached()) {
                    reachDeadline();
                } else if (merged.size() >= maxResults) {
                    stop();
                }
            }
            // Wake threads only for what they wait on: a stop, the end of the search, or room in the window; waking
            // the caller after every file costs a context switch per file.
            if (stop || waitingForWindow > 0 || (walkDone && frontier == nextIndex)) {
                notifyAll();
            }
        }

        private void reachDeadline() {
            deadlineReached = true;
            stop();
        }

        private void stop() {
            stop = true;
            stopped = true;
            notifyAll();
        }

        synchronized Outcome await() {
            while (!stop && !(walkDone && frontier == nextIndex)) {
                if (deadline.expired()) {
                    reachDeadline();
                    break;
                }
                try {
                    wait(deadline.remainingMillis() + 1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    stop();
                    break;
                }
            }
            stop();
            walker.close();
            if (failure != null) {
                if (failure instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (failure instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException(failure);
            }
            return new Outcome(List.copyOf(merged), deadlineReached);
        }
    }
}
