package io.agenttoolkit.examples;

import io.agenttoolkit.core.Toolkit;
import io.agenttoolkit.core.tool.BearerTokens;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolSelection;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The command-line tool server of the specification, with two subcommands:
 *
 * <pre>
 * java -jar examples/target/toolkit-server.jar openapi [--host 127.0.0.1] [--port 8000] [--config tools.jsonc]
 * java -jar examples/target/toolkit-server.jar mcp [--transport stdio|streamable-http|sse] [--host ..] [--port ..]
 *                                                  [--config tools.jsonc]
 * </pre>
 *
 * <p>Every tool the classpath offers is registered ({@link ToolRegistry#discover(ToolContext)}); a tool whose
 * configuration is missing is skipped with one line saying why. A {@code tools.jsonc} selection given by {@code
 * --config}, or found in the working directory, narrows the set the same way for both subcommands. Bearer tokens come
 * from {@code API_BEARER_TOKEN} / {@code API_BEARER_TOKENS_FILE}. Logs go to stderr only.
 */
public final class ToolServer {
    private static final Logger LOG = LoggerFactory.getLogger(ToolServer.class);

    static final String USAGE = String.join(
            "\n",
            "Usage: toolkit-server <command> [options]",
            "  openapi  [--host 127.0.0.1] [--port 8000] [--config tools.jsonc]   REST server with /docs",
            "  mcp      [--transport stdio|streamable-http|sse] [--host 127.0.0.1] [--port 8000]"
                    + " [--config tools.jsonc]",
            "  --version  print the version;  --help  print this text");

    private ToolServer() {}

    /**
     * The parsed command line.
     *
     * @param command {@code openapi} or {@code mcp}
     * @param host the address to listen on
     * @param port the port to listen on; 0 for any free port
     * @param config the {@code tools.jsonc} file, or null to look for one in the working directory
     * @param transport the MCP transport
     */
    public record Options(
            String command, String host, int port, @Nullable Path config, McpToolServer.Transport transport) {

        /**
         * Parses the arguments.
         *
         * @throws IllegalArgumentException naming the offending argument
         */
        public static Options parse(List<String> args) {
            if (args.isEmpty()) {
                throw new IllegalArgumentException("a command is required: openapi or mcp");
            }
            String command = args.get(0);
            if (!command.equals("openapi") && !command.equals("mcp")) {
                throw new IllegalArgumentException("unknown command '" + command + "'; use openapi or mcp");
            }
            String host = "127.0.0.1";
            int port = 8000;
            Path config = null;
            McpToolServer.Transport transport = McpToolServer.Transport.STDIO;
            for (int i = 1; i < args.size(); i++) {
                String arg = args.get(i);
                String name = arg;
                String value;
                int equals = arg.indexOf('=');
                if (arg.startsWith("--") && equals > 0) {
                    name = arg.substring(0, equals);
                    value = arg.substring(equals + 1);
                } else if (i + 1 < args.size()) {
                    value = args.get(++i);
                } else {
                    throw new IllegalArgumentException(arg + " needs a value");
                }
                switch (name) {
                    case "--host" -> host = value;
                    case "--port" -> port = port(value);
                    case "--config" -> config = Path.of(value);
                    case "--transport" -> {
                        if (command.equals("openapi")) {
                            throw new IllegalArgumentException("--transport applies to the mcp command only");
                        }
                        transport = McpToolServer.Transport.parse(value);
                    }
                    default -> throw new IllegalArgumentException("unknown option '" + name + "'");
                }
            }
            if (host.isBlank()) {
                throw new IllegalArgumentException("--host must not be blank");
            }
            return new Options(command, host, port, config, transport);
        }

        private static int port(String value) {
            int port;
            try {
                port = Integer.parseInt(value.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--port must be a number, got '" + value + "'", e);
            }
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("--port must be between 0 and 65535, got " + port);
            }
            return port;
        }
    }

    /** Starts the server the arguments ask for and waits until the process is stopped. */
    public static void main(String[] args) throws Exception {
        // stdout belongs to the MCP stdio protocol: anything else that prints goes to stderr.
        PrintStream protocolOut = System.out;
        System.setOut(System.err);
        Optional<String> information = information(List.of(args));
        if (information.isPresent()) {
            protocolOut.println(information.get());
            protocolOut.flush();
            System.exit(0);
            return;
        }
        Options options;
        try {
            options = Options.parse(List.of(args));
        } catch (IllegalArgumentException e) {
            LOG.error("{}\n{}", e.getMessage(), USAGE);
            System.exit(2);
            return;
        }
        // A stdio client that goes away closes our stdin: then the server stops instead of lingering.
        CountDownLatch stdinClosed = new CountDownLatch(1);
        InputStream protocolIn = new FilterInputStream(System.in) {
            @Override
            public int read() throws IOException {
                return signalEnd(super.read());
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                return signalEnd(super.read(buffer, offset, length));
            }

            private int signalEnd(int result) {
                if (result < 0) {
                    stdinClosed.countDown();
                }
                return result;
            }
        };
        AutoCloseable server;
        try {
            server = start(options, ToolContext.fromSystem(), protocolIn, protocolOut);
        } catch (IOException | IllegalArgumentException e) {
            // A port in use, an unreadable tools.jsonc or token file: one line, no stack trace.
            LOG.error("Cannot start: {}", e.getMessage() == null ? e.toString() : e.getMessage());
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> closeQuietly(server), "tool-server-shutdown"));
        stdinClosed.await();
        LOG.info("Standard input closed; stopping");
        System.exit(0);
    }

    /**
     * Builds the registry for the options and starts the chosen server; returns it running ({@link RestToolServer}
     * or {@link McpToolServer}).
     *
     * @param context environment and working directory (tokens, tool keys and {@code tools.jsonc} are read from it)
     * @param stdin where the MCP stdio transport reads protocol messages
     * @param stdout where the MCP stdio transport writes protocol messages
     * @throws Exception when the server cannot start
     */
    public static AutoCloseable start(Options options, ToolContext context, InputStream stdin, OutputStream stdout)
            throws Exception {
        ToolRegistry registry = registry(context, options.config());
        BearerTokens tokens = BearerTokens.from(context.environment());
        if (options.command().equals("openapi")) {
            RestToolServer server = RestToolServer.builder()
                    .registry(registry)
                    .tokens(tokens)
                    .host(options.host())
                    .port(options.port())
                    .build()
                    .start();
            LOG.info(
                    "Serving {} tools at {} (docs at {}/docs){}",
                    registry.tools().size(),
                    server.uri(),
                    server.uri(),
                    tokens.isEnabled() ? ", bearer token required" : "");
            return server;
        }
        McpToolServer server = McpToolServer.builder()
                .registry(registry)
                .tokens(tokens)
                .transport(options.transport())
                .host(options.host())
                .port(options.port())
                .stdio(stdin, stdout)
                .build()
                .start();
        if (options.transport() == McpToolServer.Transport.STDIO) {
            LOG.info("Serving {} tools over MCP stdio", registry.tools().size());
        } else {
            LOG.info(
                    "Serving {} tools over MCP {} at {}{}",
                    registry.tools().size(),
                    options.transport().cliName(),
                    server.uri(),
                    tokens.isEnabled() ? ", bearer token required" : "");
        }
        return server;
    }

    /**
     * Returns every tool the classpath offers in the context, narrowed by the selection file: {@code config} when
     * given (relative to the working directory), else {@code tools.jsonc} in the working directory if present. Logs
     * one line per namespace that was not registered.
     *
     * @throws IllegalArgumentException when the selection file is missing or invalid (the message names it)
     */
    public static ToolRegistry registry(ToolContext context, @Nullable Path config) {
        Objects.requireNonNull(context, "context");
        ToolRegistry discovered = ToolRegistry.discover(context);
        for (Map.Entry<String, String> skipped : discovered.unavailable().entrySet()) {
            LOG.info("Tool {} not registered: {}", skipped.getKey(), skipped.getValue());
        }
        Optional<ToolSelection> selection;
        if (config != null) {
            selection =
                    Optional.of(ToolSelection.load(context.workingDirectory().resolve(config)));
        } else {
            selection = ToolSelection.discover(context.workingDirectory());
        }
        selection.ifPresent(s -> LOG.info("Tool selection: {}", s));
        return selection.map(discovered::select).orElse(discovered);
    }

    /**
     * Returns the version of this build ({@link Toolkit#version()}): the one place the MCP {@code serverInfo.version},
     * the OpenAPI {@code info.version} and {@code --version} take it from.
     */
    public static String version() {
        return Toolkit.version();
    }

    /**
     * Returns what to print instead of starting a server: the version for {@code --version}, the usage for {@code
     * --help} or {@code -h} (anywhere on the command line); empty when a server should start.
     */
    static Optional<String> information(List<String> args) {
        if (args.contains("--help") || args.contains("-h")) {
            return Optional.of(USAGE);
        }
        if (args.contains("--version")) {
            return Optional.of("toolkit-server " + version());
        }
        return Optional.empty();
    }

    private static void closeQuietly(AutoCloseable server) {
        try {
            server.close();
        } catch (Exception e) {
            LOG.warn("Error while stopping: {}", e.toString());
        }
    }
}
