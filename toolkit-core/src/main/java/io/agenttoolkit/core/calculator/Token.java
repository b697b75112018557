package io.agenttoolkit.core.calculator;

/** One lexical token of an expression; {@code position} is the 0-based offset of its first character. */
record Token(Kind kind, String text, int position) {

    enum Kind {
        NUMBER,
        NAME,
        STRING,
        OPERATOR,
        END
    }

    boolean is(String operator) {
        return kind == Kind.OPERATOR && text.equals(operator);
    }

    boolean isWord(String word) {
        return kind == Kind.NAME && text.equals(word);
    }

    String describe() {
        return kind == Kind.END ? "end of expression" : "'" + text + "' at position " + (position + 1);
    }
}
