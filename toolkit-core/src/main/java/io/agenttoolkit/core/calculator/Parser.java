package io.agenttoolkit.core.calculator;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Recursive-descent parser with Python's precedence, loosest first: {@code or}, {@code and}, {@code not}, comparisons,
 * {@code + -}, {@code * / // %}, unary minus, then {@code **} (right-associative, binding tighter than a unary minus
 * on its left).
 */
final class Parser {
    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");
    private static final Set<String> KEYWORDS = Set.of("and", "or", "not");

    private final List<Token> tokens;
    private final int maxDepth;
    private final int maxListSize;
    private int index;
    private int depth;

    private Parser(List<Token> tokens, int maxDepth, int maxListSize) {
        this.tokens = tokens;
        this.maxDepth = maxDepth;
        this.maxListSize = maxListSize;
    }

    static Node parse(String expression, int maxDepth, int maxListSize) {
        Parser parser = new Parser(Lexer.tokenize(expression), maxDepth, maxListSize);
        if (parser.peek().kind() == Token.Kind.END) {
            throw Arithmetic.fail("the expression is empty");
        }
        Node node = parser.expression();
        Token rest = parser.peek();
        if (rest.kind() != Token.Kind.END) {
            throw Arithmetic.fail("unexpected " + rest.describe());
        }
        return node;
    }

    private Node expression() {
        Node node = conjunction();
        while (peek().isWord("or")) {
            advance();
            node = new Node.Logical("or", node, conjunction());
        }
        return node;
    }

    private Node conjunction() {
        Node node = negation();
        while (peek().isWord("and")) {
            advance();
            node = new Node.Logical("and", node, negation());
        }
        return node;
    }

    private Node negation() {
        if (!peek().isWord("not")) {
            return comparison();
        }
        enter();
        try {
            advance();
            return new Node.Unary("not", negation());
        } finally {
            depth--;
        }
    }

    private Node comparison() {
        Node first = sum();
        if (!isComparison(peek())) {
            return first;
        }
        List<Node> operands = new ArrayList<>(List.of(first));
        List<String> operators = new ArrayList<>();
        while (isComparison(peek())) {
            operators.add(advance().text());
            operands.add(sum());
        }
        return new Node.Comparison(List.copyOf(operands), List.copyOf(operators));
    }

    private static boolean isComparison(Token token) {
        return token.kind() == Token.Kind.OPERATOR && COMPARISONS.contains(token.text());
    }

    private Node sum() {
        Node node = term();
        while (peek().is("+") || peek().is("-")) {
            String operator = advance().text();
            node = new Node.Binary(operator, node, term());
        }
        return node;
    }

    private Node term() {
        Node node = unary();
        while (peek().is("*") || peek().is("/") || peek().is("//") || peek().is("%")) {
            String operator = advance().text();
            node = new Node.Binary(operator, node, unary());
        }
        return node;
    }

    private void enter() {
        if (++depth > maxDepth) {
            throw Arithmetic.fail("the expression nests deeper than " + maxDepth + " levels");
        }
    }

    private Node unary() {
        enter();
        try {
            if (peek().is("-") || peek().is("+")) {
                String operator = advance().text();
                return new Node.Unary(operator, unary());
            }
            return power();
        } finally {
            depth--;
        }
    }

    private Node power() {
        Node base = primary();
        if (peek().is("**")) {
            advance();
            return new Node.Binary("**", base, unary());
        }
        return base;
    }

    private Node primary() {
        Token token = advance();
        switch (token.kind()) {
            case NUMBER:
                return new Node.Literal(number(token.text()));
            case STRING:
                return new Node.Literal(token.text());
            case NAME:
                if (KEYWORDS.contains(token.text())) {
                    throw Arithmetic.fail("unexpected " + token.describe());
                }
                if (token.text().equals("True") || token.text().equals("False")) {
                    return new Node.Literal(token.text().equals("True"));
                }
                if (peek().is("(")) {
                    advance();
                    return call(token.text());
                }
                return new Node.Name(token.text());
            case OPERATOR:
                if (token.is("(")) {
                    Node inner = expression();
                    expect(")", "to close the '(' at position " + (token.position() + 1));
                    return inner;
                }
                if (token.is("[")) {
                    return list(token);
                }
                throw Arithmetic.fail("unexpected " + token.describe());
            default:
                throw Arithmetic.fail("unexpected end of expression");
        }
    }

    private Node list(Token open) {
        List<Node> elements = new ArrayList<>();
        while (!peek().is("]")) {
            elements.add(expression());
            if (elements.size() > maxListSize) {
                throw Arithmetic.fail("a list holds more than " + maxListSize + " elements");
            }
            if (!peek().is(",")) {
                break;
            }
            advance();
        }
        expect("]", "to close the '[' at position " + (open.position() + 1));
        return new Node.ListOf(List.copyOf(elements));
    }

    private Node call(String function) {
        List<Node> arguments = new ArrayList<>();
        Map<String, Node> keywords = new LinkedHashMap<>();
        while (!peek().is(")")) {
            if (peek().kind() == Token.Kind.NAME && tokens.get(index + 1).is("=")) {
                String name = advance().text();
                advance();
                if (keywords.put(name, expression()) != null) {
                    throw Arithmetic.fail(function + "() got argument '" + name + "' twice");
                }
            } else if (!keywords.isEmpty()) {
                throw Arithmetic.fail("positional argument after a keyword argument in " + function + "()");
            } else {
                arguments.add(expression());
            }
            if (arguments.size() + keywords.size() > maxListSize) {
                throw Arithmetic.fail(function + "() is given more than " + maxListSize + " arguments");
            }
            if (!peek().is(",")) {
                break;
            }
            advance();
        }
        expect(")", "to close the call of " + function + "()");
        return new Node.Call(function, List.copyOf(arguments), Collections.unmodifiableMap(keywords));
    }

    private static Object number(String text) {
        if (text.indexOf('.') >= 0 || text.indexOf('e') >= 0 || text.indexOf('E') >= 0) {
            return Double.parseDouble(text);
        }
        return new BigInteger(text);
    }

    private void expect(String operator, String why) {
        Token token = peek();
        if (!token.is(operator)) {
            throw Arithmetic.fail("expected '" + operator + "' " + why + ", found " + token.describe());
        }
        advance();
    }

    private Token peek() {
        return tokens.get(index);
    }

    private Token advance() {
        Token token = tokens.get(index);
        if (token.kind() != Token.Kind.END) {
            index++;
        }
        return token;
    }
}
