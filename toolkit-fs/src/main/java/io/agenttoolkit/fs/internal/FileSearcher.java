package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.fs.GrepMatch;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Searches one file at a time for the lines a regex finds. Not thread-safe: each searching thread has its own, and
 * reuses its read buffer and matcher from file to file.
 *
 * <p>Where the time goes, and what keeps it low: files are read as bytes into a reused buffer; a file with a NUL byte
 * in its first 8 KiB is binary and skipped; when the regex has literals every match must contain (also
 * ASCII-caselessly, for {@code (?i)}), the bytes are searched for them first ({@link LiteralFinder}, with the JDK's
 * vectorised {@code String.indexOf} on a Latin-1 view of the buffer) and only the lines holding one are decoded and
 * handed to the regex. Without such literals, a run of bytes every match needs ({@link RequiredRun}, e.g. six digits)
 * is looked for the same way; without either, when the pattern allows it ({@link BufferPattern}) the whole block of
 * lines is decoded once and searched with one matcher, and only the lines it finds are matched again on their own;
 * otherwise every line is decoded and matched. The deadline is checked inside every matcher, so a catastrophically
 * backtracking pattern stops in every mode.
 */
final class FileSearcher {
    private static final Logger LOG = LoggerFactory.getLogger(FileSearcher.class);
    private static final int INITIAL_BUFFER = 256 * 1024;
    private static final int MAX_LINE_BUFFER = 64 * 1024 * 1024;
    private static final int BINARY_PROBE = 8192;
    private static final int MAX_CONTENT = 500;
    private static final Set<StandardOpenOption> READ = Set.of(StandardOpenOption.READ);
    private static final FileAttribute<?>[] NO_ATTRIBUTES = new FileAttribute<?>[0];
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final Matcher matcher;
    private final @Nullable LiteralFinder finder;
    private final @Nullable RequiredRun run;
    private final @Nullable Matcher blockMatcher;
    private final Deadline deadline;
    private final DeadlineCharSequence text;
    private final DeadlineCharSequence blockText;
    private byte[] buffer = new byte[INITIAL_BUFFER];

    /** The matches of one file, and whether the deadline cut its search short. */
    record Result(List<GrepMatch> matches, boolean deadlineReached) {
        static final Result NONE = new Result(List.of(), false);
    }

    /**
     * How one grep pattern is searched, worked out once per grep: the literals every match contains, if known, else
     * a run of bytes every match contains, else a pattern to run over blocks of lines, if the pattern allows one.
     */
    record Plan(
            Pattern pattern,
            RequiredLiteral.@Nullable Requirement requirement,
            @Nullable RequiredRun run,
            @Nullable Pattern blockPattern) {
        static Plan of(Pattern pattern) {
            RequiredLiteral.Requirement requirement = RequiredLiteral.requirement(pattern.pattern(), pattern.flags());
            if (requirement != null) {
                return new Plan(pattern, requirement, null, null);
            }
            RequiredRun run = RequiredRun.of(pattern);
            return new Plan(pattern, null, run, run == null ? BufferPattern.of(pattern) : null);
        }
    }

    FileSearcher(Plan plan, Deadline deadline) {
        this.matcher = plan.pattern().matcher("");
        this.finder = LiteralFinder.of(plan.requirement());
        this.run = plan.run();
        this.blockMatcher =
                plan.blockPattern() == null ? null : plan.blockPattern().matcher("");
        this.deadline = deadline;
        this.text = new DeadlineCharSequence(deadline);
        this.blockText = new DeadlineCharSequence(deadline);
    }

    /**
     * Returns up to {@code limit} matches of the file, reported under {@code name}. Files that cannot be read are
     * skipped (no matches), binary files too.
     */
    Result search(Path file, String name, int limit) {
        FileChannel channel;
        try {
            channel = FileChannel.open(file, READ, NO_ATTRIBUTES);
        } catch (IOException | RuntimeException e) {
            LOG.debug("Skipping {}: {}", file, e.toString());
            return Result.NONE;
        }
        return search(channel, file, name, limit, 0);
    }

    /**
     * As {@link #search(Path, String, int)} for a file the walk found: opened relative to its directory when that is
     * open, and read up to the size the walk saw without asking for the end of the file once more. Does not release
     * the entry.
     */
    Result search(SortedWalker.Entry entry, int limit) {
        FileChannel channel;
        try {
            channel = entry.open();
        } catch (IOException | RuntimeException e) {
            LOG.debug("Skipping {}: {}", entry.path(), e.toString());
            return Result.NONE;
        }
        return search(channel, entry.path(), entry.relativePath(), limit, entry.size());
    }

    /** Searches an open file (closed here); {@code knownSize} 0 when unknown, and the file is then read to its end. */
    private Result search(FileChannel channel, Path file, String name, int limit, long knownSize) {
        List<GrepMatch> found = new ArrayList<>(0);
        try (channel) {
            scan(channel, name, limit, found, knownSize);
        } catch (DeadlineReached e) {
            return new Result(found, true);
        } catch (IOException | RuntimeException e) {
            LOG.debug("Skipping {}: {}", file, e.toString());
            return found.isEmpty() ? Result.NONE : new Result(found, false);
        }
        return found.isEmpty() ? Result.NONE : new Result(found, false);
    }

    private void scan(FileChannel channel, String name, int limit, List<GrepMatch> found, long knownSize)
            throws IOException {
        int length = 0;
        long total = 0;
        boolean eof = false;
        boolean first = true;
        int line = 1;
        while (true) {
            while (!eof && length < buffer.length) {
                int read = channel.read(ByteBuffer.wrap(buffer, length, buffer.length - length));
                if (read < 0) {
                    eof = true;
                } else {
                    length += read;
                    total += read;
                    if (knownSize > 0 && total >= knownSize) {
                        eof = true;
                    }
                }
            }
            if (first) {
                first = false;
                if (hasNul(buffer, Math.min(length, BINARY_PROBE))) {
                    return;
                }
            }
            int end = eof ? length : lastNewline(buffer, length) + 1;
            if (end == 0) {
                if (buffer.length >= MAX_LINE_BUFFER) {
                    LOG.debug("Skipping the rest of {}: a line longer than {} bytes", name, MAX_LINE_BUFFER);
                    return;
                }
                buffer = java.util.Arrays.copyOf(buffer, buffer.length * 2);
                continue;
            }
            // The region's line breaks are counted only when another region of the file follows it.
            int newlines = scanRegion(end, line, name, limit, found, line == 1, !eof);
            if (found.size() >= limit || eof) {
                return;
            }
            if (deadline.expired()) {
                throw DeadlineReached.INSTANCE;
            }
            line += newlines;
            System.arraycopy(buffer, end, buffer, 0, length - end);
            length -= end;
        }
    }

    /**
     * Searches the complete lines in {@code buffer[0, end)}, the first of which is line {@code firstLine}.
     *
     * @return the number of line breaks in the region, so the next region knows its first line number; 0 unless
     *     {@code countLines} (the file's last region: counting its lines would be wasted)
     */
    private int scanRegion(
            int end,
            int firstLine,
            String name,
            int limit,
            List<GrepMatch> found,
            boolean fileStart,
            boolean countLines) {
        if (finder != null || run != null) {
            return scanForCandidates(end, firstLine, name, limit, found, fileStart, countLines);
        }
        if (blockMatcher != null) {
            return scanBlock(blockMatcher, end, firstLine, name, limit, found, fileStart, countLines);
        }
        String bytes = new String(buffer, 0, end, StandardCharsets.ISO_8859_1);
        int pos = 0;
        int line = firstLine;
        while (pos < end) {
            int lineEnd = bytes.indexOf('\n', pos);
            if (lineEnd < 0) {
                lineEnd = end;
            }
            matchLine(pos, lineEnd, line, name, found, fileStart && pos == 0);
            if (found.size() >= limit) {
                return 0;
            }
            if ((line & 0xFF) == 0 && deadline.expired()) {
                throw DeadlineReached.INSTANCE;
            }
            line++;
            pos = lineEnd + 1;
        }
        return line - firstLine;
    }

    /** Decodes and matches only the lines holding a required literal or run, found in the raw bytes. */
    private int scanForCandidates(
            int end,
            int firstLine,
            String name,
            int limit,
            List<GrepMatch> found,
            boolean fileStart,
            boolean countLines) {
        String bytes = new String(buffer, 0, end, StandardCharsets.ISO_8859_1);
        if (finder != null) {
            finder.reset();
        }
        int pos = 0;
        int counted = 0;
        int line = firstLine;
        while (pos < end) {
            int hit = finder != null ? finder.find(bytes, pos) : run.find(buffer, pos, end);
            if (hit < 0) {
                break;
            }
            int lineStart = hit == 0 ? 0 : bytes.lastIndexOf('\n', hit - 1) + 1;
            int lineEnd = bytes.indexOf('\n', hit);
            if (lineEnd < 0) {
                lineEnd = end;
            }
            line += countNewlines(buffer, counted, lineStart);
            counted = lineStart;
            matchLine(lineStart, lineEnd, line, name, found, fileStart && lineStart == 0);
            if (found.size() >= limit) {
                return 0;
            }
            pos = lineEnd + 1;
        }
        return countLines ? line - firstLine + countNewlines(buffer, counted, end) : 0;
    }

    /**
     * Decodes the block of lines at once and runs the block pattern over all of it; only the lines it finds are
     * matched with the real pattern (see {@link BufferPattern}).
     */
    private int scanBlock(
            Matcher blockMatcher,
            int end,
            int firstLine,
            String name,
            int limit,
            List<GrepMatch> found,
            boolean fileStart,
            boolean countLines) {
        int skip = fileStart && startsWithBom(end) ? 3 : 0;
        String block = new String(buffer, skip, end - skip, StandardCharsets.UTF_8);
        int length = block.length();
        blockMatcher.reset(blockText.reset(block));
        int pos = 0;
        int counted = 0;
        int line = firstLine;
        while (pos < length && blockMatcher.find(pos)) {
            int start = blockMatcher.start();
            int lineStart = start == 0 ? 0 : block.lastIndexOf('\n', start - 1) + 1;
            if (lineStart >= length) {
                break; // an empty match after the block's last line break: no line starts there
            }
            int lineEnd = block.indexOf('\n', start);
            if (lineEnd < 0) {
                lineEnd = length;
            }
            line += countNewlines(block, counted, lineStart);
            counted = lineStart;
            int contentEnd = lineEnd > lineStart && block.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            matchText(block.substring(lineStart, contentEnd), line, name, found);
            if (found.size() >= limit) {
                return 0;
            }
            pos = lineEnd + 1;
        }
        return countLines ? line - firstLine + countNewlines(block, counted, length) : 0;
    }

    private boolean startsWithBom(int end) {
        return end >= 3 && buffer[0] == (byte) 0xEF && buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF;
    }

    private void matchLine(int start, int end, int lineNumber, String name, List<GrepMatch> found, boolean first) {
        if (end > start && buffer[end - 1] == '\r') {
            end--;
        }
        if (first
                && end - start >= 3
                && buffer[start] == (byte) 0xEF
                && buffer[start + 1] == (byte) 0xBB
                && buffer[start + 2] == (byte) 0xBF) {
            start += 3;
        }
        matchText(new String(buffer, start, end - start, StandardCharsets.UTF_8), lineNumber, name, found);
    }

    private void matchText(String line, int lineNumber, String name, List<GrepMatch> found) {
        matcher.reset(text.reset(line));
        if (matcher.find()) {
            found.add(new GrepMatch(
                    name, lineNumber, LineContent.around(line, matcher.start(), matcher.end(), MAX_CONTENT)));
        }
    }

    private static int countNewlines(String bytes, int from, int to) {
        int count = 0;
        int pos = bytes.indexOf('\n', from);
        while (pos >= 0 && pos < to) {
            count++;
            pos = bytes.indexOf('\n', pos + 1);
        }
        return count;
    }

    /** Returns the number of {@code \n} bytes in {@code data[from, to)}, eight bytes at a time. */
    static int countNewlines(byte[] data, int from, int to) {
        int count = 0;
        int i = from;
        for (; i + 8 <= to; i += 8) {
            // Exact zero-byte test (no false positives from borrows): a byte of x is 0 iff its high bit ends up set.
            long x = (long) LONGS.get(data, i) ^ 0x0A0A0A0A0A0A0A0AL;
            long t = (x & 0x7F7F7F7F7F7F7F7FL) + 0x7F7F7F7F7F7F7F7FL;
            count += Long.bitCount(~(t | x | 0x7F7F7F7F7F7F7F7FL));
        }
        for (; i < to; i++) {
            if (data[i] == '\n') {
                count++;
            }
        }
        return count;
    }

    private static int lastNewline(byte[] data, int length) {
        for (int i = length - 1; i >= 0; i--) {
            if (data[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Returns whether {@code data[0, length)} holds a zero byte, eight bytes at a time. */
    static boolean hasNul(byte[] data, int length) {
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            long word = (long) LONGS.get(data, i);
            if (((word - 0x0101010101010101L) & ~word & 0x8080808080808080L) != 0) {
                return true;
            }
        }
        for (; i < length; i++) {
            if (data[i] == 0) {
                return true;
            }
        }
        return false;
    }
}
