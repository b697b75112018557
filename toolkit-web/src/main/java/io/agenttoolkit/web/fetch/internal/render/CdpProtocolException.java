package io.agenttoolkit.web.fetch.internal.render;

/** The browser answered a DevTools command with an error, or the connection to it was lost. */
final class CdpProtocolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean connectionLost;

    CdpProtocolException(String message, boolean connectionLost) {
        super(message);
        this.connectionLost = connectionLost;
    }

    /** Returns whether the failure is the loss of the browser connection rather than a refused command. */
    boolean connectionLost() {
        return connectionLost;
    }
}
