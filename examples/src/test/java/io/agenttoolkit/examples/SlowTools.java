package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A fake network tool for the load tests: "fetches" for as long as asked, or until the test releases it. */
public class SlowTools {
    private static volatile CountDownLatch release = new CountDownLatch(1);

    /** Creates the tools. */
    public SlowTools() {}

    /** Ends every call waiting now, so a test does not leave threads sleeping behind it. */
    static void releaseAll() {
        CountDownLatch current = release;
        release = new CountDownLatch(1);
        current.countDown();
    }

    /** Waits like a slow page fetch (the open-world hint puts it in the network pool), then answers. */
    @ToolMethod(name = "fetch", description = "Pretends to fetch a slow page.", openWorld = true)
    public String fetch(@Param(value = "millis", description = "How long the fetch takes") int millis) {
        long start = System.nanoTime();
        // The shutdown test reads this from the server process's stderr to know the call is in flight.
        System.err.println("SlowTools: fetch started");
        try {
            release.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "fetched in " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms";
    }
}
