package io.agenttoolkit.web.search.internal;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** The Google search URL the provider fetches for a query and page (API.md §9: {@code start = 10 × page}). */
public final class GoogleSearchUrl {
    /** How many organic results Google serves a page; page {@code p} starts at result {@code 10 × p}. */
    public static final int RESULTS_PER_GOOGLE_PAGE = 10;

    private GoogleSearchUrl() {}

    /** Returns {@code https://www.google.com/search?q=<query>&start=<10 × page>&brd_json=1}. */
    public static String of(String query, long page) {
        return "https://www.google.com/search?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + "&start="
                + RESULTS_PER_GOOGLE_PAGE * page + "&brd_json=1";
    }
}
