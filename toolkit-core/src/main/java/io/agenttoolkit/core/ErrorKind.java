package io.agenttoolkit.core;

/** What kind of failure a {@link ToolException} reports, and the HTTP status an integrator should answer with. */
public enum ErrorKind {
    /** A parameter had a value the tool cannot accept. */
    INVALID_ARGUMENT(400),
    /** The caller is not authenticated, or an upstream provider refused its credentials. */
    UNAUTHORIZED(401),
    /** The sandbox or a safety rule refused the request. */
    PERMISSION_DENIED(403),
    /** A file, directory or tool does not exist. */
    NOT_FOUND(404),
    /** An input or output exceeded a size limit. */
    TOO_LARGE(413),
    /** An internal error; a bug rather than a bad request. */
    INTERNAL(500),
    /** An upstream service (search provider, web site, remote reader) failed. */
    UPSTREAM(502),
    /** An optional capability or dependency is missing. */
    UNAVAILABLE(503),
    /** The operation ran out of its time budget. */
    TIMEOUT(504);

    private final int httpStatus;

    ErrorKind(int httpStatus) {
        this.httpStatus = httpStatus;
    }

    /** Returns the HTTP status code that matches this kind of failure. */
    public int httpStatus() {
        return httpStatus;
    }
}
