package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.InvalidArgumentException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A glob pattern compiled to a nondeterministic automaton and run by tracking the set of live states, so matching
 * takes time proportional to the name length times the pattern length whatever the input — unlike backtracking
 * matchers such as the JDK's {@code PathMatcher}, which take seconds on {@code *a*a*a*a*a*ab} against a long name.
 *
 * <p>Syntax: {@code *} any run of characters other than {@code /}; {@code ?} one character other than {@code /};
 * {@code [abc]}, {@code [a-z]}, {@code [!a-z]} / {@code [^a-z]} one character of (not of) the set, never {@code /};
 * <code>&#123;a,b&#125;</code> alternatives (nestable); {@code **} any run of characters including {@code /}, and {@code **}{@code /}
 * zero or more whole directories; {@code \x} the character {@code x}. An unclosed <code>[</code> or <code>&#123;</code> is a literal.
 *
 * <p>Besides whole-string matching it exposes the live state sets, so a directory walk can advance the automaton one
 * path component at a time and prune directories no match can lie below. State sets met while matching are cached as
 * a small DFA with a transition table for ASCII characters, so matching many names costs a table lookup per
 * character; the cache is bounded and starts over when full.
 *
 * <p>Not thread-safe (the cache): compile one per search; compiling is cheap.
 */
public final class GlobMatcher {
    /** Longest pattern accepted; longer ones are refused before compiling. */
    public static final int MAX_PATTERN_LENGTH = 1000;

    private static final int CHAR = 0;
    private static final int ANY = 1;
    private static final int ANY_ALL = 2;
    private static final int CLASS = 3;
    private static final int SPLIT = 4;
    private static final int MATCH = 5;

    private final String pattern;
    private final int[] op;
    private final int[] arg;
    private final int[] out1;
    private final int[] out2;
    private final CharClass[] classes;
    private final int[] start;

    private static final int MAX_CACHED_SETS = 4096;
    private static final int UNKNOWN = -2;
    private static final int DEAD = -1;
    private static final int[] NONE = new int[0];
    private final Map<StateSet, Integer> ids = new HashMap<>();
    private final List<int[]> sets = new ArrayList<>();
    private final List<int[]> asciiTransitions = new ArrayList<>();

    /** A canonical (sorted) set of NFA states, usable as a map key. */
    private record StateSet(int[] states) {
        @Override
        public boolean equals(Object other) {
            return other instanceof StateSet set && Arrays.equals(states, set.states);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(states);
        }
    }

    private GlobMatcher(String pattern, Builder b) {
        this.pattern = pattern;
        int n = b.size;
        this.op = Arrays.copyOf(b.op, n);
        this.arg = Arrays.copyOf(b.arg, n);
        this.out1 = Arrays.copyOf(b.out1, n);
        this.out2 = Arrays.copyOf(b.out2, n);
        this.classes = b.classes.toArray(new CharClass[0]);
        this.start = closure(new int[] {b.start});
    }

    /**
     * Compiles a glob pattern.
     *
     * @throws InvalidArgumentException when the pattern is empty or longer than {@link #MAX_PATTERN_LENGTH}
     */
    public static GlobMatcher compile(String pattern) {
        if (pattern.isEmpty()) {
            throw new InvalidArgumentException("glob pattern must not be empty");
        }
        if (pattern.length() > MAX_PATTERN_LENGTH) {
            throw new InvalidArgumentException(
                    "glob pattern must be at most " + MAX_PATTERN_LENGTH + " characters, got " + pattern.length());
        }
        Parser parser = new Parser(pattern);
        List<Node> sequence = parser.sequence(false);
        Builder builder = new Builder();
        int match = builder.add(MATCH, 0, -1, -1);
        builder.start = builder.compileSequence(sequence, match);
        return new GlobMatcher(pattern, builder);
    }

    /** Returns the pattern as written. */
    public String pattern() {
        return pattern;
    }

    /** Returns whether the whole of {@code text} matches. */
    public boolean matches(CharSequence text) {
        return accepts(advance(start, text));
    }

    /** Returns the live states before any input: the automaton's start. */
    public int[] startStates() {
        return start;
    }

    /** Returns the live states after consuming {@code text} from {@code states}; empty when no match is possible. */
    public int[] advance(int[] states, CharSequence text) {
        if (states.length == 0) {
            return states;
        }
        if (sets.size() > MAX_CACHED_SETS) {
            ids.clear();
            sets.clear();
            asciiTransitions.clear();
        }
        int current = id(states);
        for (int i = 0, n = text.length(); i < n; i++) {
            current = next(current, text.charAt(i));
            if (current == DEAD) {
                return NONE;
            }
        }
        return sets.get(current);
    }

    /** Returns the live states after consuming one character. */
    public int[] advance(int[] states, char c) {
        if (states.length == 0) {
            return states;
        }
        int[] next = step(states, c);
        return next.length == 0 ? NONE : next;
    }

    private int next(int current, char c) {
        if (c < 128) {
            int[] row = asciiTransitions.get(current);
            int known = row[c];
            if (known != UNKNOWN) {
                return known;
            }
            int[] stepped = step(sets.get(current), c);
            int next = stepped.length == 0 ? DEAD : id(stepped);
            row[c] = next;
            return next;
        }
        int[] stepped = step(sets.get(current), c);
        return stepped.length == 0 ? DEAD : id(stepped);
    }

    private int id(int[] states) {
        StateSet key = new StateSet(states);
        Integer known = ids.get(key);
        if (known != null) {
            return known;
        }
        int id = sets.size();
        sets.add(states);
        int[] row = new int[128];
        Arrays.fill(row, UNKNOWN);
        asciiTransitions.add(row);
        ids.put(key, id);
        return id;
    }

    /** Returns whether a set of live states contains the accepting state. */
    public boolean accepts(int[] states) {
        for (int s : states) {
            if (op[s] == MATCH) {
                return true;
            }
        }
        return false;
    }

    private int[] step(int[] states, char c) {
        int[] next = new int[states.length];
        int count = 0;
        for (int s : states) {
            boolean ok =
                    switch (op[s]) {
                        case CHAR -> arg[s] == c;
                        case ANY -> c != '/';
                        case ANY_ALL -> true;
                        case CLASS -> c != '/' && classes[arg[s]].contains(c);
                        default -> false;
                    };
            if (ok) {
                if (count == next.length) {
                    next = Arrays.copyOf(next, count * 2);
                }
                next[count++] = out1[s];
            }
        }
        return count == 0 ? NONE : closure(Arrays.copyOf(next, count));
    }

    /** Follows the empty transitions; the result holds only consuming states and the accepting state, once each. */
    private int[] closure(int[] seeds) {
        boolean[] seen = new boolean[op.length];
        int[] result = new int[op.length];
        int count = 0;
        int[] stack = new int[op.length];
        int top = 0;
        for (int i = seeds.length - 1; i >= 0; i--) {
            stack[top++] = seeds[i];
        }
        while (top > 0) {
            int s = stack[--top];
            if (s < 0 || seen[s]) {
                continue;
            }
            seen[s] = true;
            if (op[s] == SPLIT) {
                if (top + 2 > stack.length) {
                    stack = Arrays.copyOf(stack, stack.length * 2 + 2);
                }
                stack[top++] = out2[s];
                stack[top++] = out1[s];
            } else {
                result[count++] = s;
            }
        }
        int[] closed = Arrays.copyOf(result, count);
        Arrays.sort(closed);
        return closed;
    }

    @Override
    public String toString() {
        return "GlobMatcher{" + pattern + "}";
    }

    private sealed interface Node permits Literal, AnyOne, Star, GlobStar, Dirs, ClassNode, Alternatives {}

    private record Literal(char c) implements Node {}

    private record AnyOne() implements Node {}

    private record Star() implements Node {}

    private record GlobStar() implements Node {}

    /** {@code **}{@code /}: zero or more whole directory names, each followed by a slash. */
    private record Dirs() implements Node {}

    private record ClassNode(CharClass charClass) implements Node {}

    private record Alternatives(List<List<Node>> options) implements Node {}

    private record CharClass(boolean negated, char[] ranges) {
        boolean contains(char c) {
            boolean in = false;
            for (int i = 0; i < ranges.length; i += 2) {
                if (c >= ranges[i] && c <= ranges[i + 1]) {
                    in = true;
                    break;
                }
            }
            return in != negated;
        }
    }

    private static final class Parser {
        private final String p;
        private int pos;

        Parser(String p) {
            this.p = p;
        }

        /** Parses until the end, or inside braces until an unnested {@code ,} or {@code }}. */
        List<Node> sequence(boolean inBraces) {
            List<Node> nodes = new ArrayList<>();
            while (pos < p.length()) {
                char c = p.charAt(pos);
                if (inBraces && (c == ',' || c == '}')) {
                    return nodes;
                }
                switch (c) {
                    case '\\' -> {
                        pos++;
                        nodes.add(new Literal(pos < p.length() ? p.charAt(pos++) : '\\'));
                    }
                    case '?' -> {
                        pos++;
                        nodes.add(new AnyOne());
                    }
                    case '*' -> star(nodes);
                    case '[' -> charClass(nodes);
                    case '{' -> alternatives(nodes);
                    default -> {
                        pos++;
                        nodes.add(new Literal(c));
                    }
                }
            }
            return nodes;
        }

        private void star(List<Node> nodes) {
            int begin = pos;
            while (pos < p.length() && p.charAt(pos) == '*') {
                pos++;
            }
            if (pos - begin == 1) {
                nodes.add(new Star());
                return;
            }
            boolean atComponentStart = begin == 0 || p.charAt(begin - 1) == '/';
            if (atComponentStart && pos < p.length() && p.charAt(pos) == '/') {
                pos++;
                nodes.add(new Dirs());
            } else {
                nodes.add(new GlobStar());
            }
        }

        private void charClass(List<Node> nodes) {
            int i = pos + 1;
            boolean negated = false;
            if (i < p.length() && (p.charAt(i) == '!' || p.charAt(i) == '^')) {
                negated = true;
                i++;
            }
            StringBuilder ranges = new StringBuilder();
            boolean first = true;
            while (i < p.length() && (first || p.charAt(i) != ']')) {
                first = false;
                char lo = p.charAt(i);
                if (lo == '\\' && i + 1 < p.length()) {
                    lo = p.charAt(++i);
                }
                i++;
                char hi = lo;
                if (i + 1 < p.length() && p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
                    hi = p.charAt(i + 1);
                    i += 2;
                    if (hi == '\\' && i < p.length()) {
                        hi = p.charAt(i++);
                    }
                }
                if (lo <= hi) {
                    ranges.append(lo).append(hi);
                }
            }
            if (i >= p.length()) {
                pos++;
                nodes.add(new Literal('['));
                return;
            }
            pos = i + 1;
            nodes.add(new ClassNode(new CharClass(negated, ranges.toString().toCharArray())));
        }

        private void alternatives(List<Node> nodes) {
            int begin = pos;
            pos++;
            List<List<Node>> options = new ArrayList<>();
            while (true) {
                options.add(sequence(true));
                if (pos >= p.length()) {
                    pos = begin + 1;
                    nodes.add(new Literal('{'));
                    return;
                }
                char c = p.charAt(pos++);
                if (c == '}') {
                    nodes.add(new Alternatives(options));
                    return;
                }
            }
        }
    }

    private static final class Builder {
        int[] op = new int[16];
        int[] arg = new int[16];
        int[] out1 = new int[16];
        int[] out2 = new int[16];
        int size;
        int start;
        final List<CharClass> classes = new ArrayList<>();

        int add(int kind, int argument, int first, int second) {
            if (size == op.length) {
                op = Arrays.copyOf(op, size * 2);
                arg = Arrays.copyOf(arg, size * 2);
                out1 = Arrays.copyOf(out1, size * 2);
                out2 = Arrays.copyOf(out2, size * 2);
            }
            op[size] = kind;
            arg[size] = argument;
            out1[size] = first;
            out2[size] = second;
            return size++;
        }

        /** Compiles back to front, so every state is created knowing its successor. */
        int compileSequence(List<Node> nodes, int next) {
            int current = next;
            for (int i = nodes.size() - 1; i >= 0; i--) {
                current = compile(nodes.get(i), current);
            }
            return current;
        }

        int compile(Node node, int next) {
            if (node instanceof Literal literal) {
                return add(CHAR, literal.c(), next, -1);
            }
            if (node instanceof AnyOne) {
                return add(ANY, 0, next, -1);
            }
            if (node instanceof ClassNode classNode) {
                classes.add(classNode.charClass());
                return add(CLASS, classes.size() - 1, next, -1);
            }
            if (node instanceof Star) {
                return loop(ANY, next);
            }
            if (node instanceof GlobStar) {
                return loop(ANY_ALL, next);
            }
            if (node instanceof Dirs) {
                int slash = add(CHAR, '/', next, -1);
                int anything = loop(ANY_ALL, slash);
                return add(SPLIT, 0, next, anything);
            }
            Alternatives alternatives = (Alternatives) node;
            int current = -1;
            for (int i = alternatives.options().size() - 1; i >= 0; i--) {
                int option = compileSequence(alternatives.options().get(i), next);
                current = current < 0 ? option : add(SPLIT, 0, option, current);
            }
            return current;
        }

        /** Zero or more characters of a kind, then {@code next}. */
        private int loop(int kind, int next) {
            int split = add(SPLIT, 0, -1, next);
            int consume = add(kind, 0, split, -1);
            out1[split] = consume;
            return split;
        }
    }
}
