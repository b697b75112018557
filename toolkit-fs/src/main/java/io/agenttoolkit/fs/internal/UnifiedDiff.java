package io.agenttoolkit.fs.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Writes the unified diff ({@code diff -u} form, three lines of context) between two texts.
 *
 * <p>Lines are compared with Myers' algorithm after the common head and tail are set aside. When the texts differ in
 * more than {@value #MAX_EDIT_DISTANCE} lines the middle is shown as one block removed and one block added, which is
 * still a correct diff and keeps time and memory bounded.
 */
public final class UnifiedDiff {
    private static final int CONTEXT = 3;
    private static final int MAX_EDIT_DISTANCE = 1000;

    private UnifiedDiff() {}

    /** Returns the diff from {@code before} to {@code after}, headed {@code --- label} and {@code +++ label}; empty when equal. */
    public static String diff(String before, String after, String label) {
        List<String> a = lines(before);
        List<String> b = lines(after);
        char[] ops = editScript(a, b);
        if (!hasChange(ops)) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(label).append('\n');
        out.append("+++ ").append(label).append('\n');
        int n = ops.length;
        int[] oldBefore = new int[n + 1];
        int[] newBefore = new int[n + 1];
        for (int i = 0; i < n; i++) {
            oldBefore[i + 1] = oldBefore[i] + (ops[i] == '+' ? 0 : 1);
            newBefore[i + 1] = newBefore[i] + (ops[i] == '-' ? 0 : 1);
        }
        int i = 0;
        while (i < n) {
            if (ops[i] == ' ') {
                i++;
                continue;
            }
            int hunkStart = Math.max(0, i - CONTEXT);
            int lastChange = i;
            int j = i + 1;
            while (j < n) {
                if (ops[j] != ' ') {
                    lastChange = j;
                    j++;
                } else if (j - lastChange > 2 * CONTEXT) {
                    break;
                } else {
                    j++;
                }
            }
            int hunkEnd = Math.min(n, lastChange + CONTEXT + 1);
            appendHunk(out, ops, a, b, oldBefore, newBefore, hunkStart, hunkEnd);
            i = hunkEnd;
        }
        return out.toString();
    }

    private static void appendHunk(
            StringBuilder out,
            char[] ops,
            List<String> a,
            List<String> b,
            int[] oldBefore,
            int[] newBefore,
            int start,
            int end) {
        int oldCount = oldBefore[end] - oldBefore[start];
        int newCount = newBefore[end] - newBefore[start];
        out.append("@@ -")
                .append(range(oldBefore[start], oldCount))
                .append(" +")
                .append(range(newBefore[start], newCount))
                .append(" @@\n");
        for (int k = start; k < end; k++) {
            String line = ops[k] == '+' ? b.get(newBefore[k]) : a.get(oldBefore[k]);
            out.append(ops[k]);
            if (line.endsWith("\n")) {
                out.append(line);
            } else {
                out.append(line).append("\n\\ No newline at end of file\n");
            }
        }
    }

    private static String range(int linesBefore, int count) {
        if (count == 1) {
            return Integer.toString(linesBefore + 1);
        }
        return (count == 0 ? linesBefore : linesBefore + 1) + "," + count;
    }

    private static boolean hasChange(char[] ops) {
        for (char op : ops) {
            if (op != ' ') {
                return true;
            }
        }
        return false;
    }

    /** Splits text into lines that keep their {@code \n}; the last line may lack one. */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                lines.add(text.substring(start));
                break;
            }
            lines.add(text.substring(start, end + 1));
            start = end + 1;
        }
        return lines;
    }

    /** Returns one operation per output line: {@code ' '} kept, {@code '-'} removed, {@code '+'} added. */
    static char[] editScript(List<String> a, List<String> b) {
        int head = 0;
        while (head < a.size() && head < b.size() && a.get(head).equals(b.get(head))) {
            head++;
        }
        int tail = 0;
        while (tail < a.size() - head
                && tail < b.size() - head
                && a.get(a.size() - 1 - tail).equals(b.get(b.size() - 1 - tail))) {
            tail++;
        }
        List<String> midA = a.subList(head, a.size() - tail);
        List<String> midB = b.subList(head, b.size() - tail);
        char[] middle = myers(midA, midB);
        char[] ops = new char[head + middle.length + tail];
        Arrays.fill(ops, 0, head, ' ');
        System.arraycopy(middle, 0, ops, head, middle.length);
        Arrays.fill(ops, head + middle.length, ops.length, ' ');
        return ops;
    }

    private static char[] myers(List<String> a, List<String> b) {
        int n = a.size();
        int m = b.size();
        int limit = Math.min(n + m, MAX_EDIT_DISTANCE);
        int offset = limit + 1;
        int[] v = new int[2 * limit + 3];
        List<int[]> trace = new ArrayList<>();
        for (int d = 0; d <= limit; d++) {
            trace.add(v.clone());
            for (int k = -d; k <= d; k += 2) {
                int x;
                if (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) {
                    x = v[offset + k + 1];
                } else {
                    x = v[offset + k - 1] + 1;
                }
                int y = x - k;
                while (x < n && y < m && a.get(x).equals(b.get(y))) {
                    x++;
                    y++;
                }
                v[offset + k] = x;
                if (x >= n && y >= m) {
                    return backtrack(trace, offset, d, k, n, m);
                }
            }
        }
        char[] ops = new char[n + m];
        Arrays.fill(ops, 0, n, '-');
        Arrays.fill(ops, n, n + m, '+');
        return ops;
    }

    private static char[] backtrack(List<int[]> trace, int offset, int dEnd, int kEnd, int n, int m) {
        char[] reversed = new char[n + m];
        int count = 0;
        int x = n;
        int y = m;
        for (int d = dEnd; d > 0; d--) {
            int[] v = trace.get(d);
            int k = x - y;
            int previousK;
            if (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) {
                previousK = k + 1;
            } else {
                previousK = k - 1;
            }
            int previousX = v[offset + previousK];
            int previousY = previousX - previousK;
            while (x > previousX && y > previousY) {
                reversed[count++] = ' ';
                x--;
                y--;
            }
            reversed[count++] = x == previousX ? '+' : '-';
            x = previousX;
            y = previousY;
        }
        while (x > 0 && y > 0) {
            reversed[count++] = ' ';
            x--;
            y--;
        }
        char[] ops = new char[count];
        for (int i = 0; i < count; i++) {
            ops[i] = reversed[count - 1 - i];
        }
        return ops;
    }
}
