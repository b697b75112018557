package io.agenttoolkit.examples;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import sun.misc.Signal;

/**
 * Stops a server gracefully on SIGTERM and SIGINT and then exits with status 0. Left to the JVM, those signals run
 * the shutdown hooks and exit with 143 or 130, which process supervisors read as a crash; here the server's own
 * {@code close()} (stop accepting, let calls in flight finish within the grace period, close sessions) runs first.
 */
final class ShutdownSignals {
    private static final Logger LOG = LoggerFactory.getLogger(ShutdownSignals.class);

    private ShutdownSignals() {}

    /**
     * Installs the handlers for {@code server}; returns false (the JVM's default handling stays) when the platform
     * does not let them be installed.
     */
    static boolean install(AutoCloseable server) {
        try {
            for (String name : new String[] {"TERM", "INT"}) {
                Signal.handle(new Signal(name), signal -> stop(server, signal.getName()));
            }
            return true;
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // The JVM reserves the signal (for example when run with -Xrs): the shutdown hook still closes the server.
            LOG.debug("Cannot handle SIGTERM/SIGINT: {}", e.toString());
            return false;
        }
    }

    private static void stop(AutoCloseable server, String signal) {
        // Not on the signal's own thread: a second signal while stopping must not wait behind the first.
        Thread stopper = new Thread(
                () -> {
                    LOG.info("Received SIG{}; stopping", signal);
                    int status = 0;
                    try {
                        server.close();
                    } catch (Exception e) {
                        LOG.warn("Error while stopping: {}", e.toString());
                        status = 1;
                    }
                    LOG.info("Stopped");
                    System.exit(status);
                },
                "tool-server-stop");
        stopper.start();
    }
}
