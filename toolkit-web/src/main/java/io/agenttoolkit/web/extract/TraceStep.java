package io.agenttoolkit.web.extract;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One stage of an extraction as a trace records it: what the stage removed or changed.
 *
 * @param phase the part of the pipeline: {@code cleaning}, {@code readability}, {@code soup}, {@code pick} or
 *     {@code lines}
 * @param stage the stage's name ({@code noise}, {@code widen}, {@code recommendation-sections}, ...)
 * @param charactersRemoved how many characters of text the stage took out of what it works on (negative when it
 *     added some, as a stage that widens the content does)
 * @param removed the outermost elements it removed, each as its path and first words ({@code div#promo.related
 *     "You may also like…" (312 chars)}), or the Markdown lines it dropped; at most {@value #MAX_REMOVED}
 * @param note what else it did, empty when nothing: the candidate it moved to, the strategy picked and why
 */
public record TraceStep(String phase, String stage, int charactersRemoved, List<String> removed, String note) {

    /** The most removals a step lists; the rest are counted in its note. */
    public static final int MAX_REMOVED = 20;

    /** Copies the list; rejects nulls. */
    public TraceStep {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(stage, "stage");
        removed = List.copyOf(removed);
        Objects.requireNonNull(note, "note");
    }

    /** Returns whether the stage changed nothing the trace can see. */
    public boolean isEmpty() {
        return charactersRemoved == 0 && removed.isEmpty() && note.isEmpty();
    }

    /**
     * Returns the step as lines of text: {@code phase/stage -N chars: note}, then one indented line per removal.
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%-12s %-26s %+8d chars", phase, stage, -charactersRemoved));
        if (!note.isEmpty()) {
            text.append("  ").append(note);
        }
        for (String line : removed) {
            text.append("\n    - ").append(line);
        }
        return text.toString();
    }
}
