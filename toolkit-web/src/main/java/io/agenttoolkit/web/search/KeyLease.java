package io.agenttoolkit.web.search;

/**
 * One API key lent by a {@link KeyScheduler} to one provider request; give it back with
 * {@link KeyScheduler#release(KeyLease, KeyOutcome, String)}. Its {@code toString()} names the key by number only.
 */
public interface KeyLease {

    /** Returns the key's position in the client's list, from 1, for logs and messages. */
    int number();

    /** Returns the key itself, for the request's {@code Authorization} header only. */
    String apiKey();
}
