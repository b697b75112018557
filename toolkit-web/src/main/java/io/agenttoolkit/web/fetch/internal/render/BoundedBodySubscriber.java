package io.agenttoolkit.web.fetch.internal.render;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/** Collects a response body into bytes, failing (and cancelling the stream) once it grows past a limit. */
final class BoundedBodySubscriber implements BodySubscriber<byte[]> {
    private final long maxBytes;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    private final CompletableFuture<byte[]> result = new CompletableFuture<>();
    private Flow.Subscription subscription;

    BoundedBodySubscriber(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public CompletionStage<byte[]> getBody() {
        return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        subscription.request(1);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        for (ByteBuffer item : items) {
            if (buffer.size() + (long) item.remaining() > maxBytes) {
                subscription.cancel();
                result.completeExceptionally(new BodyTooLargeException(maxBytes));
                return;
            }
            byte[] bytes = new byte[item.remaining()];
            item.get(bytes);
            buffer.write(bytes, 0, bytes.length);
        }
        subscription.request(1);
    }

    @Override
    public void onError(Throwable throwable) {
        result.completeExceptionally(throwable);
    }

    @Override
    public void onComplete() {
        result.complete(buffer.toByteArray());
    }

    /** The body was larger than the limit. */
    static final class BodyTooLargeException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BodyTooLargeException(long maxBytes) {
            super("body is larger than " + maxBytes + " bytes");
        }
    }
}
