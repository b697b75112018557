package io.agenttoolkit.web.fetch.internal.extract;

/**
 * What an extraction keeps and whether it is traced; {@link #DEFAULTS} is what the Fetcher uses.
 *
 * @param includeComments whether readers' comments and shoppers' reviews stay (the stages that remove them are
 *     skipped)
 * @param includeLinks whether links stay links; false keeps their text only
 * @param includeImages whether pictures stay
 * @param includeTables whether tables stay
 * @param trace whether every stage is traced
 */
public record ExtractionOptions(
        boolean includeComments, boolean includeLinks, boolean includeImages, boolean includeTables, boolean trace) {

    /** Comments out; links, pictures and tables in; no trace. */
    public static final ExtractionOptions DEFAULTS = new ExtractionOptions(false, true, true, true, false);

    /** Whether the output keeps links, pictures and tables alike, as rendered. */
    boolean keepsAllMarkup() {
        return includeLinks && includeImages && includeTables;
    }
}
