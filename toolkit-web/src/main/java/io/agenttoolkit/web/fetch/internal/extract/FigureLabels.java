package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Removes the numbered caption a book or manual prints under each picture outside a {@code figcaption} ("Figure 9. A
 * commit and its tree", "Fig. 3: Wiring"): AsciiDoc and DocBook write it as the block right after the picture's
 * block. Like a {@code figcaption}, it describes the picture and is not the text; the picture stays. A numbered
 * label anywhere else (a sentence "Figure 2 shows...") is not read.
 */
final class FigureLabels {

    /** Characters a caption holds at most: a line, not a paragraph. */
    private static final int MAX_CAPTION = 200;

    /** Levels climbed from a picture to the block that holds only it. */
    private static final int MAX_DEPTH = 3;

    private static final Pattern NUMBERED = Pattern.compile("(?:Figure|Fig\\.)\\s*\\d+(?:\\.\\d+)*\\s*[.:]\\s.*");

    private FigureLabels() {}

    static void prune(Document document) {
        List<Element> captions = new ArrayList<>();
        for (Element image : Walk.elements(document, "img")) {
            Element block = image;
            for (int depth = 0;
                    depth < MAX_DEPTH
                            && block.parent() != null
                            && !block.parent().hasText();
                    depth++) {
                block = block.parent();
            }
            Element next = block.nextElementSibling();
            if (next != null && !captions.contains(next) && isCaption(next)) {
                captions.add(next);
            }
        }
        PageCleaner.removeAll(captions);
    }

    private static boolean isCaption(Element element) {
        if (Texts.longerThan(element, MAX_CAPTION)) {
            return false;
        }
        // The text (short, see above) is read before the picture search: most blocks after a picture are no label.
        String text = element.text();
        if (!text.startsWith("Fig") || !element.children().isEmpty() && hasImage(element)) {
            return false;
        }
        return NUMBERED.matcher(text).matches();
    }

    private static boolean hasImage(Element element) {
        return !Walk.elements(element, "img").isEmpty();
    }
}
