package io.agenttoolkit.examples;

import io.modelcontextprotocol.spec.HttpHeaders;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Closes a Streamable HTTP session the way a client would: by handing the SDK's transport servlet a {@code DELETE}
 * with the session's {@code Mcp-Session-Id}. The SDK (2.1.0) offers no other public way to drop one session from its
 * map; this one uses only the servlet contract, so it survives changes to the SDK's internals.
 */
final class ServletSessionDelete {
    private static final Logger LOG = LoggerFactory.getLogger(ServletSessionDelete.class);

    private ServletSessionDelete() {}

    /**
     * Sends the servlet an in-process {@code DELETE uri} for the session; logs an unexpected answer.
     *
     * @throws IllegalStateException when there is no servlet or it fails
     */
    static void delete(@Nullable HttpServlet servlet, String uri, String sessionId) {
        if (servlet == null) {
            throw new IllegalStateException("no transport servlet to close session " + sessionId + " with");
        }
        int[] status = {200};
        HttpServletRequest request = proxy(HttpServletRequest.class, (self, method, args) -> switch (method.getName()) {
            case "getMethod" -> "DELETE";
            case "getRequestURI" -> uri;
            case "getServletPath" -> uri;
            case "getProtocol" -> "HTTP/1.1";
            case "getHeader" -> HttpHeaders.MCP_SESSION_ID.equalsIgnoreCase((String) args[0]) ? sessionId : null;
            case "getHeaders" ->
                Collections.enumeration(
                        HttpHeaders.MCP_SESSION_ID.equalsIgnoreCase((String) args[0]) ? List.of(sessionId) : List.of());
            case "getHeaderNames" -> Collections.enumeration(List.of(HttpHeaders.MCP_SESSION_ID));
            default -> defaultValue(method.getReturnType());
        });
        PrintWriter sink = new PrintWriter(Writer.nullWriter());
        HttpServletResponse response = proxy(HttpServletResponse.class, (self, method, args) -> {
            switch (method.getName()) {
                case "setStatus", "sendError" -> status[0] = (Integer) args[0];
                case "getStatus" -> {
                    return status[0];
                }
                case "getWriter" -> {
                    return sink;
                }
                default -> {
                    return defaultValue(method.getReturnType());
                }
            }
            return null;
        });
        try {
            servlet.service(request, response);
        } catch (ServletException | IOException e) {
            throw new IllegalStateException("cannot close session " + sessionId + ": " + e, e);
        }
        if (status[0] != 200 && status[0] != 404) {
            LOG.warn("Closing session {} answered HTTP {}", sessionId, status[0]);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        InvocationHandler withObjectMethods = (self, method, args) -> switch (method.getName()) {
            case "toString" -> "in-process " + type.getSimpleName();
            case "hashCode" -> System.identityHashCode(self);
            case "equals" -> self == args[0];
            default -> handler.invoke(self, method, args);
        };
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, withObjectMethods);
    }

    private static @Nullable Object defaultValue(Class<?> type) {
        if (type == boolean.class) {
            return false;
        }
        if (type == int.class) {
            return 0;
        }
        if (type == long.class) {
            return -1L;
        }
        if (type == Enumeration.class) {
            return Collections.emptyEnumeration();
        }
        if (type == Map.class) {
            return Map.of();
        }
        if (type == Collection.class || type == List.class) {
            return List.of();
        }
        if (type == Set.class) {
            return Set.of();
        }
        return null;
    }
}
