package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Removes weather forecast widgets from the content: a block of {@link #MINIMUM_DAYS} or more items of one tag side by
 * side (list items, table rows, day boxes), each a short line with two temperatures, a day's high and low ("Tue Partly
 * cloudy 61°F 52°F", "Sa Sonnig 19°C 10°C", "Sun Sunny 69° / 61°"), together with a short heading right before it
 * ("Weather · Westfield"). Local news sites set them beside a story. A temperature in a story's sentence or in a
 * recipe's step is one reading in a line of prose, and a table of climate averages has more columns than a day's two.
 */
final class Forecasts {

    /** Days a forecast shows at least. */
    static final int MINIMUM_DAYS = 3;

    /** Characters of one day's line at most: a day's name, a word or two of weather, two temperatures. */
    static final int MAX_DAY_TEXT = 60;

    /** Characters of the heading that goes with the forecast at most. */
    static final int MAX_HEADING_TEXT = 40;

    /** A temperature: a number of up to three digits with a degree sign, a unit letter after it or not. */
    private static final Pattern TEMPERATURE = Pattern.compile("(?<![\\d.])-?\\d{1,3}\\s?°(?:\\s?[CF]\\b)?");

    private Forecasts() {}

    /** Removes the content's forecast widgets and their headings. */
    static void prune(Element content) {
        if (!Texts.containsChar(content, '°')) {
            return;
        }
        List<Element> removed = new ArrayList<>();
        for (Element forecast : Walk.outermost(content, Forecasts::isForecast)) {
            Element heading = forecast.previousElementSibling();
            if (heading != null && isHeading(heading)) {
                removed.add(heading);
            }
            removed.add(forecast);
        }
        PageCleaner.removeAll(removed);
    }

    /** Whether the block's children with text are {@link #MINIMUM_DAYS} or more days of a forecast, all of one tag. */
    static boolean isForecast(Element block) {
        if (block.childrenSize() < MINIMUM_DAYS) {
            return false;
        }
        String tag = null;
        int days = 0;
        for (Element child : block.children()) {
            if (!child.hasText()) {
                continue;
            }
            if (tag == null) {
                tag = child.normalName();
            }
            if (!child.normalName().equals(tag) || !isDay(child.text())) {
                return false;
            }
            days++;
        }
        return days >= MINIMUM_DAYS;
    }

    /** Whether the line is one day's forecast: short, with exactly two temperatures. */
    static boolean isDay(String text) {
        if (text.length() > MAX_DAY_TEXT || text.indexOf('°') < 0) {
            return false;
        }
        Matcher matcher = TEMPERATURE.matcher(text);
        int temperatures = 0;
        while (matcher.find()) {
            temperatures++;
        }
        return temperatures == 2;
    }

    /** Whether the element is a short heading, or a wrapper holding only one: the forecast's title. */
    private static boolean isHeading(Element element) {
        Element heading = element;
        while (!Texts.isHeading(heading)
                && heading.childrenSize() == 1
                && heading.ownText().isBlank()) {
            heading = heading.child(0);
        }
        return Texts.isHeading(heading) && element.text().length() <= MAX_HEADING_TEXT;
    }
}
