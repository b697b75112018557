package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.benmanes.caffeine.cache.Ticker;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FetcherCacheIT {
    private final AtomicLong nanos = new AtomicLong();
    private final Ticker ticker = nanos::get;
    private LoopbackServer site;

    @BeforeEach
    void start() throws IOException {
        site = LoopbackServer.start(exchange -> {
            String path = exchange.getRequestURI().getPath();
            switch (path) {
                case "/missing" -> LoopbackServer.respond(exchange, 404, "text/html", "<p>gone</p>");
                case "/thin" -> LoopbackServer.respond(exchange, 200, "text/html", TestPages.thin());
                default -> {
                    if (path.startsWith("/md/")) {
                        LoopbackServer.respond(exchange, 200, "text/markdown", "# Markdown page " + path);
                    } else {
                        LoopbackServer.respond(exchange, 200, "text/html", TestPages.article("Page " + path));
                    }
                }
            }
        });
    }

    @AfterEach
    void stop() {
        site.close();
    }

    private FetcherBuilder builder() {
        return Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .remoteReader(false)
                .ticker(ticker);
    }

    @Test
    void secondFetch_isACacheHit_withItsOwnElapsedTime() {
        Fetcher fetcher = builder().build();
        FetchResult first = fetcher.fetchContent(site.url("/a"));
        FetchResult second = fetcher.fetchContent(site.url("/a"));
        assertThat(first.cached()).isFalse();
        assertThat(second.cached()).isTrue();
        assertThat(second.content()).isEqualTo(first.content());
        assertThat(second.strategy()).isEqualTo(first.strategy());
        assertThat(second.elapsedMs()).isNotEqualTo(first.elapsedMs());
        assertThat(site.requests()).isEqualTo(1);
    }

    @Test
    void entries_expireAfterTheirTimeToLive() {
        Fetcher fetcher = builder().build();
        fetcher.fetchContent(site.url("/a"));
        nanos.addAndGet(Duration.ofMinutes(4).toNanos());
        assertThat(fetcher.fetchContent(site.url("/a")).cached()).isTrue();
        nanos.addAndGet(Duration.ofMinutes(1).plusMillis(1).toNanos());
        assertThat(fetcher.fetchContent(site.url("/a")).cached()).isFalse();
        assertThat(site.requests()).isEqualTo(2);
    }

    @Test
    void cache_holdsAtMostMaxEntries() {
        Fetcher fetcher = builder().cache(Duration.ofMinutes(5), 2).build();
        List<String> urls = List.of(site.url("/1"), site.url("/2"), site.url("/3"), site.url("/4"));
        urls.forEach(fetcher::fetchContent);
        int hits = 0;
        for (String url : urls) {
            if (fetcher.fetchContent(url).cached()) {
                hits++;
            }
        }
        assertThat(hits).isLessThanOrEqualTo(2);
        assertThat(site.requests()).isGreaterThanOrEqualTo(6);
    }

    @Test
    void failuresAndLowResults_areNotCached() {
        Fetcher fetcher = builder().build();
        assertThatThrownBy(() -> fetcher.fetchContent(site.url("/missing"))).isInstanceOf(FetchException.class);
        assertThatThrownBy(() -> fetcher.fetchContent(site.url("/missing"))).isInstanceOf(FetchException.class);
        assertThat(site.requests()).isEqualTo(4);
        FetchResult low = fetcher.fetchContent(site.url("/thin"));
        assertThat(low.quality()).isEqualTo("low");
        assertThat(fetcher.fetchContent(site.url("/thin")).cached()).isFalse();
        assertThat(site.requests()).isEqualTo(6);
    }

    @Test
    void cacheKey_includesStrategyAndProxy() throws IOException {
        Fetcher fetcher = builder().build();
        fetcher.fetchContent(site.url("/a"));
        FetchResult soup = fetcher.fetchContent(FetchRequest.of(site.url("/a")).withStrategy(FetchStrategy.SOUP));
        assertThat(soup.cached()).isFalse();
        try (LoopbackServer proxy = LoopbackServer.serving("text/plain", "via the proxy, a different answer")) {
            FetchResult viaProxy =
                    fetcher.fetchContent(FetchRequest.of(site.url("/a")).withProxy(URI.create(proxy.url(""))));
            assertThat(viaProxy.cached()).isFalse();
            assertThat(viaProxy.content()).isEqualTo("via the proxy, a different answer");
        }
        assertThat(fetcher.fetchContent(site.url("/a")).cached()).isTrue();
    }

    @Test
    void cache_belongsToOneFetcher() {
        Fetcher one = builder().build();
        Fetcher two = builder().build();
        one.fetchContent(site.url("/a"));
        assertThat(two.fetchContent(site.url("/a")).cached()).isFalse();
        assertThat(one.fetchContent(site.url("/a")).cached()).isTrue();
        assertThat(site.requests()).isEqualTo(2);
    }

    @Test
    void cache_byDefaultHolds128Entries() {
        Fetcher fetcher = builder().build();
        for (int i = 0; i < 128; i++) {
            fetcher.fetchContent(site.url("/md/" + i));
        }
        for (int i = 0; i < 128; i++) {
            assertThat(fetcher.fetchContent(site.url("/md/" + i)).cached())
                    .as("entry %d of 128", i)
                    .isTrue();
        }
        assertThat(site.requests()).isEqualTo(128);
        fetcher.fetchContent(site.url("/md/128"));
        int hits = 0;
        for (int i = 0; i <= 128; i++) {
            if (fetcher.fetchContent(site.url("/md/" + i)).cached()) {
                hits++;
            }
        }
        assertThat(hits).isLessThanOrEqualTo(128);
        assertThat(site.requests()).isEqualTo(129 + 129 - hits);
    }

    @Test
    void zeroTtl_disablesTheCache() {
        Fetcher fetcher = builder().cache(Duration.ZERO, 128).build();
        fetcher.fetchContent(site.url("/a"));
        assertThat(fetcher.fetchContent(site.url("/a")).cached()).isFalse();
        assertThat(site.requests()).isEqualTo(2);
    }

    @Test
    void fetchContentAsync_boundsTheNumberInFlight() throws Exception {
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger peak = new AtomicInteger();
        try (LoopbackServer slow = LoopbackServer.start(exchange -> {
            int now = inFlight.incrementAndGet();
            peak.accumulateAndGet(now, Math::max);
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            inFlight.decrementAndGet();
            LoopbackServer.respond(
                    exchange,
                    200,
                    "text/markdown",
                    "# page " + exchange.getRequestURI().getPath());
        })) {
            Fetcher fetcher = builder().maxConcurrentFetches(3).build();
            List<CompletableFuture<FetchResult>> futures = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                futures.add(fetcher.fetchContentAsync(slow.url("/" + i)));
            }
            CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).get();
            for (int i = 0; i < 20; i++) {
                assertThat(futures.get(i).get().content()).isEqualTo("# page /" + i);
            }
            assertThat(peak.get()).isBetween(1, 3);
            fetcher.close();
        }
    }

    @Test
    void fetchContentAsync_failsWithTheSameExceptions() {
        Fetcher fetcher = builder().build();
        CompletableFuture<FetchResult> future = fetcher.fetchContentAsync(site.url("/missing"));
        assertThatThrownBy(future::join).hasCauseInstanceOf(FetchException.class);
    }
}
