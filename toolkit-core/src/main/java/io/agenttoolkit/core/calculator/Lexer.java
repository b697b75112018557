package io.agenttoolkit.core.calculator;

import java.util.ArrayList;
import java.util.List;

/** Splits an expression into tokens: numbers, names, quoted strings and operators. */
final class Lexer {
    private static final String[] OPERATORS = {
        "**", "//", "==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "<", ">", "(", ")", "[", "]", ",", "="
    };

    private final String source;
    private int index;

    private Lexer(String source) {
        this.source = source;
    }

    static List<Token> tokenize(String source) {
        return new Lexer(source).run();
    }

    private List<Token> run() {
        List<Token> tokens = new ArrayList<>();
        while (true) {
            while (index < source.length() && Character.isWhitespace(source.charAt(index))) {
                index++;
            }
            if (index >= source.length()) {
                tokens.add(new Token(Token.Kind.END, "", index));
                return tokens;
            }
            tokens.add(next());
        }
    }

    private Token next() {
        int start = index;
        char c = source.charAt(index);
        if (isDigit(c) || (c == '.' && index + 1 < source.length() && isDigit(source.charAt(index + 1)))) {
            return number(start);
        }
        if (Character.isLetter(c) || c == '_') {
            while (index < source.length()
                    && (Character.isLetterOrDigit(source.charAt(index)) || source.charAt(index) == '_')) {
                index++;
            }
            return new Token(Token.Kind.NAME, source.substring(start, index), start);
        }
        if (c == '"' || c == '\'') {
            int end = source.indexOf(c, index + 1);
            if (end < 0) {
                throw Arithmetic.fail("unterminated string starting at position " + (start + 1));
            }
            index = end + 1;
            return new Token(Token.Kind.STRING, source.substring(start + 1, end), start);
        }
        for (String operator : OPERATORS) {
            if (source.startsWith(operator, index)) {
                index += operator.length();
                return new Token(Token.Kind.OPERATOR, operator, start);
            }
        }
        if (c == '^') {
            throw Arithmetic.fail("'^' at position " + (start + 1) + " is not an operator; write powers as '**'");
        }
        throw Arithmetic.fail("unexpected character '" + c + "' at position " + (start + 1));
    }

    private Token number(int start) {
        digits();
        if (index < source.length() && source.charAt(index) == '.') {
            index++;
            digits();
        }
        if (index < source.length() && (source.charAt(index) == 'e' || source.charAt(index) == 'E')) {
            int mark = index;
            index++;
            if (index < source.length() && (source.charAt(index) == '+' || source.charAt(index) == '-')) {
                index++;
            }
            if (index < source.length() && isDigit(source.charAt(index))) {
                digits();
            } else {
                index = mark;
            }
        }
        if (index < source.length() && (Character.isLetter(source.charAt(index)) || source.charAt(index) == '_')) {
            throw Arithmetic.fail(
                    "invalid number '" + source.substring(start, index + 1) + "' at position " + (start + 1));
        }
        String text = source.substring(start, index).replace("_", "");
        return new Token(Token.Kind.NUMBER, text, start);
    }

    private void digits() {
        while (index < source.length()) {
            char c = source.charAt(index);
            if (isDigit(c)) {
                index++;
            } else if (c == '_'
                    && index > 0
                    && isDigit(source.charAt(index - 1))
                    && index + 1 < source.length()
                    && isDigit(source.charAt(index + 1))) {
                index++;
            } else {
                return;
            }
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
