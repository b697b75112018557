package io.agenttoolkit.examples;

import io.agenttoolkit.core.PathSandbox;
import io.agenttoolkit.core.Toolkit;
import io.agenttoolkit.core.tool.BearerTokens;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolSelection;
import io.agenttoolkit.redis.RedisSharing;
import java.io.File;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
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
 * HTTP options of both: [--allowed-hosts a.example,b.example:8443] [--insecure-no-auth]
 * </pre>
 *
 * <p>Every tool the classpath offers is registered ({@link ToolRegistry#discover(ToolContext)}); a tool whose
 * configuration is missing is skipped with one line saying why. A {@code tools.jsonc} selection given by {@code
 * --config}, or found in the working directory, narrows the set the same way for both subcommands. Bearer tokens come
 * from {@code API_BEARER_TOKEN} / {@code API_BEARER_TOKENS_FILE}. The file tools are confined to the directories of
 * {@code TOOLKIT_ALLOWED_ROOTS}, or to the working directory when it is not set. With {@code TOOLKIT_REDIS_URL} set,
 * several servers share their fetch cache and search key limits through that Redis (see {@link SharedState}). Logs go
 * to stderr only.
 */
public final class ToolServer {
    /** Environment variable with the hosts the HTTP server also answers to, comma-separated; see {@code --allowed-hosts}. */
    public static final String ALLOWED_HOSTS_VARIABLE = "TOOLKIT_ALLOWED_HOSTS";

    private static final Logger LOG = LoggerFactory.getLogger(ToolServer.class);

    static final String USAGE = String.join(
            "\n",
            "Usage: toolkit-server <command> [options]",
            "  openapi  [--host 127.0.0.1] [--port 8000] [--config tools.jsonc]   REST server with /docs",
            "  mcp      [--transport stdio|streamable-http|sse] [--host 127.0.0.1] [--port 8000]"
                    + " [--config tools.jsonc]",
            "  HTTP options: --allowed-hosts a.example,b.example:8443   hosts the server also answers to",
            "                --insecure-no-auth   serve a non-loopback --host without API_BEARER_TOKEN",
            "  limits (both commands): " + ServerLimits.USAGE,
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
     * @param allowedHosts hosts the HTTP server also answers to ({@code --allowed-hosts}); empty for none given
     * @param insecureNoAuth whether a non-loopback address may be served without bearer tokens ({@code
     *     --insecure-no-auth})
     * @param limits the session, tool-call and shutdown limits
     */
    public record Options(
            String command,
            String host,
            int port,
            @Nullable Path config,
            McpToolServer.Transport transport,
            List<String> allowedHosts,
            boolean insecureNoAuth,
            ServerLimits limits) {

        /** Creates the options; the list is copied. */
        public Options {
            allowedHosts = List.copyOf(allowedHosts);
        }

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
            List<String> allowedHosts = List.of();
            boolean insecureNoAuth = false;
            ServerLimits limits = ServerLimits.defaults();
            for (int i = 1; i < args.size(); i++) {
                String arg = args.get(i);
                String name = arg;
                String value;
                int equals = arg.indexOf('=');
                if (arg.equals("--insecure-no-auth")) {
                    insecureNoAuth = true;
                    continue;
                } else if (arg.startsWith("--") && equals > 0) {
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
                    case "--allowed-hosts" -> allowedHosts = allowedHosts("--allowed-hosts", value);
                    case "--transport" -> {
                        if (command.equals("openapi")) {
                            throw new IllegalArgumentException("--transport applies to the mcp command only");
                        }
                        transport = McpToolServer.Transport.parse(value);
                    }
                    default -> {
                        ServerLimits changed = limits.option(name, value);
                        if (changed == null) {
                            throw new IllegalArgumentException("unknown option '" + name + "'");
                        }
                        limits = changed;
                    }
                }
            }
            if (host.isBlank()) {
                throw new IllegalArgumentException("--host must not be blank");
            }
            return new Options(command, host, port, config, transport, allowedHosts, insecureNoAuth, limits);
        }

        /**
         * Returns the comma-separated hosts of an option or environment variable.
         *
         * @throws IllegalArgumentException naming the source and the value when an entry is not host or host:port
         */
        static List<String> allowedHosts(String source, String value) {
            List<String> hosts = new ArrayList<>();
            for (String part : value.split(",")) {
                if (!part.isBlank()) {
                    hosts.add(part.trim());
                }
            }
            try {
                HostOriginFilter.parseAll(hosts);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
            }
            return List.copyOf(hosts);
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
        ShutdownSignals.install(server);
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
        BearerTokens tokens = BearerTokens.from(context.environment());
        requireTokenOffLoopback(options, tokens);
        Optional<RedisSharing> redis = SharedState.fromEnvironment(context);
        ToolRegistry registry = registry(confineFileTools(context), options.config());
        if (redis.isPresent()) {
            registry = SharedState.share(registry, context, redis.get());
        }
        String shared = redis.map(r -> ", fetch cache and search keys shared through Redis at " + r.where())
                .orElse("");
        List<String> allowedHosts = allowedHosts(options, context);
        if (options.command().equals("openapi")) {
            RestToolServer server = RestToolServer.builder()
                    .registry(registry)
                    .tokens(tokens)
                    .allowedHosts(allowedHosts)
                    .host(options.host())
                    .port(options.port())
                    .limits(options.limits())
                    .build()
                    .start();
            LOG.info(
                    "Serving {} tools at {} (docs at {}/docs){}{}",
                    registry.tools().size(),
                    server.uri(),
                    server.uri(),
                    tokens.isEnabled() ? ", bearer token required" : "",
                    shared);
            return server;
        }
        McpToolServer server = McpToolServer.builder()
                .registry(registry)
                .tokens(tokens)
                .allowedHosts(allowedHosts)
                .transport(options.transport())
                .host(options.host())
                .port(options.port())
                .stdio(stdin, stdout)
                .limits(options.limits())
                .build()
                .start();
        if (options.transport() == McpToolServer.Transport.STDIO) {
            LOG.info("Serving {} tools over MCP stdio{}", registry.tools().size(), shared);
        } else {
            LOG.info(
                    "Serving {} tools over MCP {} at {}{}{}",
                    registry.tools().size(),
                    options.transport().cliName(),
                    server.uri(),
                    tokens.isEnabled() ? ", bearer token required" : "",
                    shared);
        }
        return server;
    }

    /**
     * Refuses to serve HTTP on an address other hosts can reach without a bearer token, unless {@code
     * --insecure-no-auth} accepts that on purpose (then logs a WARN).
     *
     * @throws IllegalArgumentException naming the address and the two ways out
     */
    static void requireTokenOffLoopback(Options options, BearerTokens tokens) {
        boolean http = options.command().equals("openapi") || options.transport() != McpToolServer.Transport.STDIO;
        if (!http || tokens.isEnabled() || isLoopback(options.host())) {
            return;
        }
        if (!options.insecureNoAuth()) {
            throw new IllegalArgumentException("refusing to serve " + options.host() + " without a bearer token:"
                    + " anyone who can reach that address could run every tool. Set API_BEARER_TOKEN (or"
                    + " API_BEARER_TOKENS_FILE), or pass --insecure-no-auth to accept the risk");
        }
        LOG.warn(
                "Serving {} without a bearer token (--insecure-no-auth): anyone who can reach that address can run"
                        + " every tool",
                options.host());
    }

    private static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /**
     * Returns the context the file tools ({@code fs/file_search}, {@code file_ops}, {@code reader}) are built in:
     * confined to the roots of {@code TOOLKIT_ALLOWED_ROOTS} when it is set, else to the working directory. Logs the
     * roots in one line. A working directory too broad to be a sandbox root ({@code /}) leaves the file tools out,
     * with a WARN saying how to enable them.
     *
     * @throws IllegalArgumentException when {@code TOOLKIT_ALLOWED_ROOTS} names a root that does not exist, is not a
     *     directory or is too broad ({@code /}, {@code /proc}, ...)
     */
    static ToolContext confineFileTools(ToolContext context) {
        String variable = ToolContext.ALLOWED_ROOTS_VARIABLE;
        Path workingDirectory = context.workingDirectory();
        if (!context.allowedRoots().isEmpty()) {
            PathSandbox sandbox;
            try {
                sandbox = PathSandbox.of(workingDirectory, context.allowedRoots());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        variable + ": " + e.getMessage() + "; name the directories the file tools may use", e);
            }
            LOG.info("File tools confined to {} ({})", joined(sandbox.allowedRoots()), variable);
            return context;
        }
        Map<String, String> environment = new HashMap<>(context.environment());
        environment.put(variable, workingDirectory.toString());
        try {
            PathSandbox sandbox = PathSandbox.of(workingDirectory, List.of(workingDirectory));
            LOG.info(
                    "File tools confined to {} (the working directory; set {} to choose the directories)",
                    joined(sandbox.allowedRoots()),
                    variable);
        } catch (IllegalArgumentException e) {
            LOG.warn(
                    "File tools left out: the working directory {} cannot confine them ({}); start the server in a"
                            + " project directory or set {}",
                    workingDirectory,
                    e.getMessage(),
                    variable);
        }
        return new ToolContext(environment, workingDirectory);
    }

    private static String joined(List<Path> roots) {
        return String.join(
                File.pathSeparator, roots.stream().map(Path::toString).toList());
    }

    /** Returns the hosts of {@code --allowed-hosts}, or else of {@value #ALLOWED_HOSTS_VARIABLE}. */
    private static List<String> allowedHosts(Options options, ToolContext context) {
        if (!options.allowedHosts().isEmpty()) {
            return options.allowedHosts();
        }
        String value = context.env(ALLOWED_HOSTS_VARIABLE);
        return value == null ? List.of() : Options.allowedHosts(ALLOWED_HOSTS_VARIABLE, value);
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
