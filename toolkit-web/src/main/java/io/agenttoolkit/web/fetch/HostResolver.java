package io.agenttoolkit.web.fetch;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * Resolves a host name to the addresses the fetcher checks against its address rules before it connects. The default
 * is the JVM's resolver; tests script DNS answers with their own.
 */
@FunctionalInterface
public interface HostResolver {

    /**
     * Returns every address the host resolves to; all of them are checked.
     *
     * @throws UnknownHostException when the name does not resolve
     */
    List<InetAddress> resolve(String host) throws UnknownHostException;

    /** Returns the JVM's resolver ({@link InetAddress#getAllByName(String)}). */
    static HostResolver system() {
        return host -> List.of(InetAddress.getAllByName(host));
    }
}
