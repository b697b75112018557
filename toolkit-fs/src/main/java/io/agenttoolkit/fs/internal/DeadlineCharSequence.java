package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.internal.Deadline;

/**
 * The text a regex matcher reads, wrapped so that a catastrophically backtracking pattern notices the deadline:
 * every few thousand {@link #charAt} calls it looks at the clock and, once the deadline has passed, throws
 * {@link DeadlineReached}. Not thread-safe; one per searching thread, reset for each line.
 */
final class DeadlineCharSequence implements CharSequence {
    private static final int CHECK_EVERY = 4096;

    private final Deadline deadline;
    private String text = "";
    private int calls;

    DeadlineCharSequence(Deadline deadline) {
        this.deadline = deadline;
    }

    DeadlineCharSequence reset(String line) {
        this.text = line;
        return this;
    }

    @Override
    public int length() {
        return text.length();
    }

    @Override
    public char charAt(int index) {
        if (++calls >= CHECK_EVERY) {
            calls = 0;
            if (deadline.expired()) {
                throw DeadlineReached.INSTANCE;
            }
        }
        return text.charAt(index);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return text.substring(start, end);
    }

    @Override
    public String toString() {
        return text;
    }
}
