package io.agenttoolkit.web.fetch;

/** HTML pages for the fetcher's tests. */
final class TestPages {
    static final String SENTENCE = "The harbour authority published its yearly report on Monday, describing how "
            + "container traffic grew while passenger ferries kept their winter timetable unchanged. ";

    private TestPages() {}

    /** Returns an article page whose text is long enough to pass the sufficiency check. */
    static String article(String title) {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            body.append("<p>")
                    .append("Paragraph ")
                    .append(i)
                    .append(". ")
                    .append(SENTENCE.repeat(3))
                    .append("</p>\n");
        }
        return "<!doctype html><html><head><title>" + title + "</title></head><body>"
                + "<nav><a href=\"/\">Home</a> <a href=\"/about\">About</a></nav>"
                + "<main><article><h1>" + title + "</h1>" + body + "</article></main>"
                + "<footer>Copyright footer text</footer></body></html>";
    }

    /** Returns a single-page-app shell: nothing but a mount point and a noscript notice. */
    static String shell() {
        return "<!doctype html><html><head><title>App</title></head><body><div id=\"root\"></div>"
                + "<p>Loading...</p><noscript>You need to enable JavaScript to run this app.</noscript>"
                + "<script src=\"/app.js\"></script></body></html>";
    }

    /** Returns a thin page: some text, but under the sufficiency length. */
    static String thin() {
        return "<!doctype html><html><head><title>Thin</title></head><body><main><p>Only a short note here, "
                + "nothing more.</p></main></body></html>";
    }
}
