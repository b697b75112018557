package io.agenttoolkit.web.search;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A {@link KeyScheduler.Factory} given to the builder schedules every provider request and hears each outcome. */
class KeySchedulerSpiIT {
    private static final ProviderStub STUB = new ProviderStub();

    @AfterAll
    static void stop() {
        STUB.close();
    }

    @AfterEach
    void reset() {
        STUB.server.resetAll();
    }

    /** Wraps the local scheduler and records what the client asked of it. */
    static final class Recording implements KeyScheduler.Factory {
        final List<String> events = new CopyOnWriteArrayList<>();

        @Override
        public KeyScheduler create(List<String> apiKeys, Duration rateLimitDelay) {
            events.add("create " + apiKeys.size() + " keys, delay " + rateLimitDelay.toMillis() + " ms");
            KeyScheduler local = KeyScheduler.local().create(apiKeys, rateLimitDelay);
            return new KeyScheduler() {
                @Override
                public Optional<KeyLease> acquire(Duration maxWait) throws InterruptedException {
                    Optional<KeyLease> lease = local.acquire(maxWait);
                    events.add("acquire " + lease.map(Object::toString).orElse("none"));
                    return lease;
                }

                @Override
                public void release(KeyLease lease, KeyOutcome outcome, String reason) {
                    events.add("release " + lease + " " + outcome + (reason.isEmpty() ? "" : ": " + reason));
                    local.release(lease, outcome, reason);
                }

                @Override
                public int usableKeys() {
                    return local.usableKeys();
                }
            };
        }
    }

    @Test
    void search_refusedKeyThenGoodKey_reportsEachOutcomeToTheScheduler() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
        STUB.server.stubFor(post(urlEqualTo("/request"))
                .atPriority(1)
                .withHeader("Authorization", equalTo("Bearer k-bad"))
                .willReturn(ProviderStub.status(401)));
        Recording factory = new Recording();
        SerpSearchClient client = STUB.client("k-bad,k-good")
                .rateLimitDelay(Duration.ofMillis(7))
                .keyScheduler(factory)
                .build();

        assertThat(client.search("q")).hasSize(5);

        assertThat(factory.events)
                .containsExactly(
                        "create 2 keys, delay 7 ms",
                        "acquire key #1",
                        "release key #1 UNAUTHORIZED: search provider rejected the API key (HTTP 401); check"
                                + " SERP_API_KEY",
                        "acquire key #2",
                        "release key #2 OK");
    }

    @Test
    void search_rateLimited_restsTheKeyAndReportsTheReasonWhenNoKeyIsLeft() {
        STUB.stubAll(ProviderStub.status(429));
        Recording factory = new Recording();
        SerpSearchClient client =
                STUB.client("k-only").failOnError(true).keyScheduler(factory).build();

        assertThatThrownBy(() -> client.search("q"))
                .isInstanceOf(SearchException.class)
                .hasMessageContaining("HTTP 429")
                .satisfies(e -> assertThat(((SearchException) e).kind()).isEqualTo(ErrorKind.UPSTREAM));
        assertThat(factory.events)
                .contains("release key #1 RATE_LIMITED: search provider rate limit reached (HTTP 429);"
                        + " raise rateLimitDelay");
    }

    @Test
    void toBuilder_keepsTheFactory_andEachClientGetsItsOwnScheduler() {
        Recording factory = new Recording();
        SerpSearchClient client = STUB.client("k").keyScheduler(factory).build();

        client.toBuilder().build();

        assertThat(factory.events).containsExactly("create 1 keys, delay 0 ms", "create 1 keys, delay 0 ms");
    }
}
