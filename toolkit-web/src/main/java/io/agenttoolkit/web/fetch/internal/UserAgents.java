package io.agenttoolkit.web.fetch.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Browser-like request headers: a rotated set of current desktop Chrome, Edge and Firefox user agents, each with the
 * {@code Accept} and {@code Accept-Language} that browser sends. Thread-safe.
 */
public final class UserAgents {
    private static final String CHROMIUM_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,"
            + "image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7";
    private static final String FIREFOX_ACCEPT =
            "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/png,"
                    + "image/svg+xml,*/*;q=0.8";
    private static final String CHROMIUM_LANGUAGE = "en-US,en;q=0.9";
    private static final String FIREFOX_LANGUAGE = "en-US,en;q=0.5";

    /** The rotated profiles: user agent, Accept, Accept-Language. */
    static final List<List<String>> PROFILES = List.of(
            List.of(
                    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                            + "Chrome/142.0.0.0 Safari/537.36",
                    CHROMIUM_ACCEPT,
                    CHROMIUM_LANGUAGE),
            List.of(
                    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) "
                            + "Chrome/142.0.0.0 Safari/537.36",
                    CHROMIUM_ACCEPT,
                    CHROMIUM_LANGUAGE),
            List.of(
                    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                            + "Chrome/142.0.0.0 Safari/537.36",
                    CHROMIUM_ACCEPT,
                    CHROMIUM_LANGUAGE),
            List.of(
                    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                            + "Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
                    CHROMIUM_ACCEPT,
                    CHROMIUM_LANGUAGE),
            List.of(
                    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0",
                    FIREFOX_ACCEPT,
                    FIREFOX_LANGUAGE),
            List.of(
                    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:145.0) Gecko/20100101 Firefox/145.0",
                    FIREFOX_ACCEPT,
                    FIREFOX_LANGUAGE));

    private final AtomicInteger next = new AtomicInteger();

    /** Returns the next set of browser headers, in rotation. */
    public Map<String, String> next() {
        List<String> profile = PROFILES.get(Math.floorMod(next.getAndIncrement(), PROFILES.size()));
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("User-Agent", profile.get(0));
        headers.put("Accept", profile.get(1));
        headers.put("Accept-Language", profile.get(2));
        return headers;
    }
}
