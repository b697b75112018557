package io.agenttoolkit.web.fetch.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.ToolException;
import io.agenttoolkit.web.extract.ContentExtractor;
import io.agenttoolkit.web.extract.ExtractedContent;
import io.agenttoolkit.web.extract.ExtractionStrategy;
import io.agenttoolkit.web.fetch.FetchException;
import io.agenttoolkit.web.fetch.FetchResult;
import io.agenttoolkit.web.fetch.FetchStrategy;
import io.agenttoolkit.web.fetch.internal.render.CdpRenderer;
import io.agenttoolkit.web.fetch.internal.render.RemoteRenderClient;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The strategy chain of specification §4.9: content negotiation, raw fetch with retries, binary and direct types,
 * local extraction, sufficiency, the rendering stages, the remote reader and the local fallback, all inside one
 * budget. An explicit strategy runs only its own stage. Thread-safe.
 */
public final class FetchChain {
    private static final Logger LOG = LoggerFactory.getLogger(FetchChain.class);

    /** Raw fetch attempts: the first and two retries. */
    static final int RAW_ATTEMPTS = 3;

    /** The longest the browser may work on one page inside the auto chain; waiting for a free page is not counted. */
    static final Duration CDP_AUTO_LIMIT = Duration.ofSeconds(15);

    private final SafeHttp http;
    private final UserAgents userAgents = new UserAgents();
    private final ContentExtractor extractor;
    private final ContentExtractor readabilityExtractor;
    private final ContentExtractor soupExtractor;
    private final @Nullable RemoteReader reader;
    private final @Nullable RemoteRenderClient renderClient;
    private final @Nullable CdpRenderer cdp;
    private final Duration retryBackoff;

    /** A local result kept for the fallback. */
    private record Candidate(
            String content,
            String strategy,
            double score,
            @Nullable String title,
            String contentType,
            URI url) {}

    /**
     * Creates the chain; the reader and the renderers are null when not configured. The extractor is the local
     * stage's engine; the readability and soup strategies run its variants.
     */
    public FetchChain(
            SafeHttp http,
            ContentExtractor extractor,
            @Nullable RemoteReader reader,
            @Nullable RemoteRenderClient renderClient,
            @Nullable CdpRenderer cdp,
            Duration retryBackoff) {
        this.http = http;
        this.extractor = extractor;
        this.readabilityExtractor =
                extractor.toBuilder().strategy(ExtractionStrategy.READABILITY).build();
        this.soupExtractor =
                extractor.toBuilder().strategy(ExtractionStrategy.SOUP).build();
        this.reader = reader;
        this.renderClient = renderClient;
        this.cdp = cdp;
        this.retryBackoff = retryBackoff;
    }

    /**
     * Returns the content of the URL by the strategy, with {@code cached = false} and elapsed time 0 (the caller
     * fills it in).
     *
     * @throws InvalidArgumentException when the strategy is not configured
     * @throws FetchException when the strategy (or the whole chain) gets nothing, the content is binary, the budget
     *     runs out or the destination is refused
     */
    public FetchResult run(URI url, FetchStrategy strategy, Budget budget, @Nullable URI proxy) {
        http.guard().checkDestination(url);
        return switch (strategy) {
            case AUTO -> auto(url, budget, proxy);
            case MARKDOWN -> negotiated(url, budget, proxy);
            case READABILITY, SOUP -> extracted(url, strategy, budget, proxy);
            case REMOTEREADER -> remoteReader(url, budget);
            case REMOTERENDER, CDP -> rendered(url, strategy, budget);
        };
    }

    private FetchResult auto(URI url, Budget budget, @Nullable URI proxy) {
        HttpReply page = null;
        try {
            HttpReply reply = http.send(negotiation(url, budget, true), budget, proxy);
            if (reply.isSuccess()) {
                if (isMarkdownReply(reply)) {
                    return markdownResult(reply);
                }
                page = reply;
            } else {
                LOG.debug("Content negotiation for {} answered HTTP {}; fetching afresh", url, reply.status());
            }
        } catch (IOException e) {
            LOG.debug("Content negotiation for {} failed: {}; fetching afresh", url, e.toString());
        }
        String failure = null;
        FetchException rawError = null;
        if (page == null) {
            try {
                HttpReply reply = rawFetch(url, budget, proxy);
                if (reply.isSuccess()) {
                    page = reply;
                } else {
                    failure = "HTTP " + reply.status() + " from " + reply.uri();
                }
            } catch (FetchException e) {
                if (e.kind() == ErrorKind.PERMISSION_DENIED || budget.isExhausted()) {
                    throw e;
                }
                rawError = e;
                failure = e.getMessage();
            }
        }
        Candidate best = null;
        String problem = failure;
        if (page != null) {
            String mediaType = page.mediaType();
            rejectBinary(page);
            String text = page.text();
            if (ContentTypes.isDirect(mediaType)) {
                if (!text.isBlank()) {
                    return direct(page, text);
                }
            } else {
                ExtractedContent extraction = extractor.extract(text, page.uri());
                best = candidate(extraction, page.uri(), mediaType.isEmpty() ? "text/html" : mediaType);
                problem = Sufficiency.problem(extraction.markdown(), extraction.readabilityScore());
                if (problem == null) {
                    return extractionResult(extraction, page.uri(), best.contentType(), page.truncated());
                }
                LOG.debug("Local content of {} is insufficient: {}", url, problem);
            }
        }
        for (FetchStrategy stage : renderStages()) {
            if (budget.isExhausted()) {
                break;
            }
            // the browser's own work on the page is capped so a page that never settles leaves time for the reader;
            // waiting for a free browser page behind other renders is not, it only has to fit the call's budget
            Duration limit = stage == FetchStrategy.CDP ? CDP_AUTO_LIMIT : budget.remaining();
            try {
                ExtractedContent extraction = renderAndExtract(stage, url, budget.remaining(), limit);
                if (Sufficiency.isSufficient(extraction.markdown(), extraction.readabilityScore())) {
                    return renderedResult(extraction, url, stage.wireName(), FetchResult.HIGH);
                }
                if (best == null
                        || extraction.markdown().length() > best.content().length()) {
                    best = new Candidate(
                            extraction.markdown(),
                            stage.wireName(),
                            extraction.readabilityScore(),
                            extraction.title(),
                            "text/html",
                            url);
                }
            } catch (ToolException e) {
                LOG.info("Rendering stage {} failed for {}: {}", stage.wireName(), url, e.getMessage());
            }
        }
        try {
            if (reader != null) {
                Optional<RemoteReader.Outcome> outcome = reader.read(url, budget);
                if (outcome.isPresent() && outcome.get().sufficient()) {
                    return readerResult(url, outcome.get());
                }
            }
        } catch (FetchException e) {
            if (best == null || e.kind() == ErrorKind.PERMISSION_DENIED) {
                throw e;
            }
            LOG.debug("Chain for {} stopped early: {}", url, e.getMessage());
        }
        if (best != null && !best.content().isBlank()) {
            return fallback(best, problem);
        }
        if (budget.isExhausted()) {
            throw budget.timeout(url.toString(), null);
        }
        if (rawError != null) {
            throw rawError;
        }
        throw new FetchException(
                failure != null
                        ? "Could not fetch " + url + ": " + failure
                        : "No content could be extracted from " + url + " by any strategy");
    }

    /** The configured rendering stages in chain order: the remote render service, then the browser. */
    private List<FetchStrategy> renderStages() {
        List<FetchStrategy> stages = new ArrayList<>(2);
        if (renderClient != null) {
            stages.add(FetchStrategy.REMOTERENDER);
        }
        if (cdp != null) {
            stages.add(FetchStrategy.CDP);
        }
        return stages;
    }

    /**
     * Returns the page as rendered by the stage and extracted again.
     *
     * @throws ToolException when rendering fails (the renderers' {@code RenderException})
     */
    private ExtractedContent renderAndExtract(FetchStrategy stage, URI url, Duration timeout, Duration renderLimit) {
        String html;
        if (stage == FetchStrategy.REMOTERENDER && renderClient != null) {
            html = renderClient.render(url.toString(), timeout);
        } else if (stage == FetchStrategy.CDP && cdp != null) {
            html = cdp.render(url.toString(), timeout, renderLimit, destinationAllowed());
        } else {
            throw new InvalidArgumentException("strategy '" + stage.wireName() + "' is not configured");
        }
        return extractor.extract(html, url);
    }

    /** Returns the guard as the browser's destination check. */
    private Predicate<URI> destinationAllowed() {
        return uri -> {
            try {
                http.guard().checkDestination(uri);
                return true;
            } catch (ToolException e) {
                return false;
            }
        };
    }

    private FetchResult negotiated(URI url, Budget budget, @Nullable URI proxy) {
        HttpReply reply;
        try {
            reply = http.send(negotiation(url, budget, false), budget, proxy);
        } catch (IOException e) {
            throw new FetchException(ErrorKind.UPSTREAM, "Content negotiation with " + url + " failed: " + e, e);
        }
        if (!reply.isSuccess()) {
            throw new FetchException("Content negotiation with " + url + " answered HTTP " + reply.status());
        }
        if (!isMarkdownReply(reply)) {
            throw new FetchException(url + " did not answer with text/markdown (got "
                    + (reply.mediaType().isEmpty() ? "no content type" : reply.mediaType()) + ")");
        }
        return markdownResult(reply);
    }

    private FetchResult extracted(URI url, FetchStrategy strategy, Budget budget, @Nullable URI proxy) {
        HttpReply reply = rawFetch(url, budget, proxy);
        if (!reply.isSuccess()) {
            throw new FetchException("Could not fetch " + url + ": HTTP " + reply.status() + " from " + reply.uri());
        }
        rejectBinary(reply);
        ExtractedContent extraction = strategy == FetchStrategy.READABILITY
                ? readabilityExtractor.extract(reply.text(), reply.uri())
                : soupExtractor.extract(reply.text(), reply.uri());
        if (extraction.markdown().isBlank()) {
            throw new FetchException("The " + strategy.wireName() + " strategy found no content in " + url);
        }
        FetchResult result = extractionResult(
                extraction,
                reply.uri(),
                reply.mediaType().isEmpty() ? "text/html" : reply.mediaType(),
                reply.truncated());
        return Sufficiency.isSufficient(extraction.markdown(), extraction.readabilityScore())
                ? result
                : withQuality(result, FetchResult.LOW);
    }

    private FetchResult remoteReader(URI url, Budget budget) {
        if (reader == null) {
            throw new InvalidArgumentException("strategy 'remotereader' is disabled on this fetcher");
        }
        RemoteReader.Outcome outcome = reader.read(url, budget)
                .orElseThrow(() -> budget.isExhausted()
                        ? budget.timeout(url.toString(), null)
                        : new FetchException("The remote reader returned no content for " + url));
        FetchResult result = readerResult(url, outcome);
        return outcome.sufficient() ? result : withQuality(result, FetchResult.LOW);
    }

    private FetchResult rendered(URI url, FetchStrategy strategy, Budget budget) {
        ExtractedContent extraction;
        try {
            extraction = renderAndExtract(strategy, url, budget.remaining(), budget.remaining());
        } catch (InvalidArgumentException e) {
            throw e;
        } catch (ToolException e) {
            throw new FetchException(
                    e.kind(), "The " + strategy.wireName() + " strategy failed for " + url + ": " + e.getMessage(), e);
        }
        if (extraction.markdown().isBlank()) {
            throw new FetchException("The " + strategy.wireName() + " strategy found no content in " + url);
        }
        boolean sufficient = Sufficiency.isSufficient(extraction.markdown(), extraction.readabilityScore());
        return renderedResult(extraction, url, strategy.wireName(), sufficient ? FetchResult.HIGH : FetchResult.LOW);
    }

    /**
     * Returns the reply of a GET with browser headers: up to three attempts with back-off (base, then twice the base),
     * retried only on 5xx, timeouts and connection errors, never past the budget.
     *
     * @throws FetchException UPSTREAM when every attempt failed on the network, TIMEOUT when the budget ran out
     */
    HttpReply rawFetch(URI url, Budget budget, @Nullable URI proxy) {
        IOException lastError = null;
        HttpReply lastReply = null;
        for (int attempt = 1; attempt <= RAW_ATTEMPTS; attempt++) {
            try {
                HttpExchange exchange = HttpExchange.get(url, userAgents.next());
                if (attempt < RAW_ATTEMPTS) {
                    // an attempt that times out must leave time for the next one
                    exchange = exchange.withTimeout(budget.remaining().dividedBy(2));
                }
                HttpReply reply = http.send(exchange, budget, proxy);
                if (reply.status() < 500) {
                    return reply;
                }
                lastReply = reply;
                lastError = null;
                LOG.debug("Raw fetch of {} answered HTTP {} (attempt {})", url, reply.status(), attempt);
            } catch (IOException e) {
                lastError = e;
                lastReply = null;
                LOG.debug("Raw fetch of {} failed (attempt {}): {}", url, attempt, e.toString());
            }
            if (attempt == RAW_ATTEMPTS) {
                break;
            }
            Duration pause = retryBackoff.multipliedBy(1L << (attempt - 1));
            if (budget.remaining().compareTo(pause) <= 0) {
                break;
            }
            sleep(pause, url);
        }
        if (lastReply != null) {
            return lastReply;
        }
        if (budget.isExhausted() || lastError instanceof java.net.http.HttpTimeoutException) {
            throw budget.timeout(url.toString(), lastError);
        }
        throw new FetchException(ErrorKind.UPSTREAM, "Could not fetch " + url + ": " + describe(lastError), lastError);
    }

    private static String describe(@Nullable IOException error) {
        if (error == null) {
            return "no reply";
        }
        String message = error.getMessage();
        return error.getClass().getSimpleName() + (message == null ? "" : " (" + message + ")");
    }

    private static void sleep(Duration pause, URI url) {
        try {
            Thread.sleep(Math.max(0, pause.toMillis()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchException(ErrorKind.UPSTREAM, "Interrupted while fetching " + url, e);
        }
    }

    /** The negotiation GET; in the auto chain it may use half the budget, so a raw fetch can follow a hang. */
    private HttpExchange negotiation(URI url, Budget budget, boolean leaveTimeForRawFetch) {
        Map<String, String> headers = userAgents.next();
        headers.put("Accept", "text/markdown");
        HttpExchange exchange = HttpExchange.get(url, headers);
        return leaveTimeForRawFetch ? exchange.withTimeout(budget.remaining().dividedBy(2)) : exchange;
    }

    private static boolean isMarkdownReply(HttpReply reply) {
        String type = reply.mediaType();
        return (type.equals("text/markdown") || type.equals("text/x-markdown"))
                && !reply.text().isBlank();
    }

    private static void rejectBinary(HttpReply reply) {
        if (ContentTypes.isBinary(reply.mediaType())) {
            throw new FetchException("Unsupported binary content type for " + reply.uri() + ": " + reply.mediaType());
        }
    }

    private static FetchResult markdownResult(HttpReply reply) {
        String content = reply.text().strip();
        Map<String, Object> metadata = new LinkedHashMap<>();
        reply.headers().firstValue("x-markdown-tokens").ifPresent(tokens -> {
            try {
                metadata.put("markdown_tokens", Long.parseLong(tokens.trim()));
            } catch (NumberFormatException e) {
                LOG.debug("Ignoring x-markdown-tokens header {}", tokens);
            }
        });
        return result(content, reply.uri(), "markdown", FetchResult.HIGH, "text/markdown", metadata, reply.truncated());
    }

    private static FetchResult direct(HttpReply reply, String text) {
        return result(
                text,
                reply.uri(),
                "direct",
                FetchResult.HIGH,
                reply.mediaType(),
                new LinkedHashMap<>(),
                reply.truncated());
    }

    private static Candidate candidate(ExtractedContent extraction, URI url, String contentType) {
        return new Candidate(
                extraction.markdown(),
                extraction.strategy(),
                extraction.readabilityScore(),
                extraction.title(),
                contentType,
                url);
    }

    private static FetchResult extractionResult(
            ExtractedContent extraction, URI url, String contentType, boolean truncated) {
        return result(
                extraction.markdown(),
                url,
                extraction.strategy(),
                FetchResult.HIGH,
                contentType,
                extractionMetadata(extraction.readabilityScore(), extraction.title()),
                truncated);
    }

    private static FetchResult renderedResult(ExtractedContent extraction, URI url, String strategy, String quality) {
        Map<String, Object> metadata = extractionMetadata(extraction.readabilityScore(), extraction.title());
        metadata.put("extraction", extraction.strategy());
        return result(extraction.markdown(), url, strategy, quality, "text/html", metadata, false);
    }

    private static Map<String, Object> extractionMetadata(double score, @Nullable String title) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("readability_score", score);
        if (title != null) {
            metadata.put("title", title);
        }
        return metadata;
    }

    private static FetchResult readerResult(URI url, RemoteReader.Outcome outcome) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("engine", outcome.engine());
        if (outcome.title() != null) {
            metadata.put("title", outcome.title());
        }
        return result(outcome.content(), url, "remotereader", FetchResult.HIGH, "text/markdown", metadata, false);
    }

    private static FetchResult fallback(Candidate best, @Nullable String problem) {
        Map<String, Object> metadata = extractionMetadata(best.score(), best.title());
        metadata.put("extraction", best.strategy());
        if (problem != null) {
            metadata.put("reason", problem);
        }
        return result(
                best.content(), best.url(), "local_fallback", FetchResult.LOW, best.contentType(), metadata, false);
    }

    private static FetchResult withQuality(FetchResult result, String quality) {
        return new FetchResult(
                result.content(),
                result.url(),
                result.strategy(),
                quality,
                result.contentType(),
                result.cached(),
                result.elapsedMs(),
                result.metadata());
    }

    private static FetchResult result(
            String content,
            URI url,
            String strategy,
            String quality,
            String contentType,
            Map<String, Object> metadata,
            boolean truncated) {
        metadata.put("content_length", content.length());
        if (truncated) {
            metadata.put("truncated", true);
        }
        return new FetchResult(content, url.toString(), strategy, quality, contentType, false, 0, metadata);
    }
}
