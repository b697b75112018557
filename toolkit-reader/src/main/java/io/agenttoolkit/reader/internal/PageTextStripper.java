package io.agenttoolkit.reader.internal;

import io.agenttoolkit.core.DeadlineExceededException;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageTree;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.jspecify.annotations.Nullable;

/**
 * Extracts the text of one page at a time, with a deadline and a character budget checked while the content stream
 * is interpreted.
 *
 * <p>{@link PDFTextStripper#writeText} walks the document's whole page tree to find its start and end pages; for 20
 * pages of a 2,400-page manual that costs most of the time and memory. Here the caller hands over the pages it took
 * from the tree by index, and {@link #processPages} processes only that page. Not thread-safe: one instance per call.
 */
final class PageTextStripper extends PDFTextStripper {
    private static final int CHECK_EVERY = 1024;

    private final long deadlineNanos;
    private final String deadlineMessage;
    private long characterBudget;
    private int operators;
    private boolean budgetExhausted;
    private @Nullable PDPage page;

    PageTextStripper(long deadlineNanos, String deadlineMessage, long characterBudget) {
        this.deadlineNanos = deadlineNanos;
        this.deadlineMessage = deadlineMessage;
        this.characterBudget = characterBudget;
        setSortByPosition(true);
        setLineSeparator("\n");
    }

    /** Returns whether the character budget ran out; the text returned then ends where it did. */
    boolean budgetExhausted() {
        return budgetExhausted;
    }

    /**
     * Returns the text of one page of {@code document}, stopping early when the character budget runs out.
     *
     * @throws DeadlineExceededException when the deadline passes while the page is interpreted
     */
    String pageText(PDDocument document, PDPage target) throws IOException {
        page = target;
        StringWriter writer = new StringWriter();
        try {
            writeText(document, writer);
        } catch (BudgetExhausted e) {
            // Write what was collected on this page before the budget ran out.
            writePage();
        }
        return writer.toString();
    }

    @Override
    protected void processPages(PDPageTree pages) throws IOException {
        checkDeadline();
        PDPage target = page;
        if (target != null) {
            // A one-page tree holding the page (its /Parent, and so its inherited resources, stay as they are):
            // the superclass numbers it page 1, which lies inside the default start and end pages.
            COSArray kids = new COSArray();
            kids.add(target.getCOSObject());
            COSDictionary root = new COSDictionary();
            root.setItem(COSName.TYPE, COSName.PAGES);
            root.setItem(COSName.KIDS, kids);
            root.setInt(COSName.COUNT, 1);
            super.processPages(new PDPageTree(root));
        }
    }

    /**
     * Processes the page taken from the document rather than the copy the one-page tree made: only the document's
     * page carries the document's resource cache, without which every page would parse its fonts again.
     */
    @Override
    public void processPage(PDPage fromOnePageTree) throws IOException {
        PDPage target = page;
        super.processPage(target != null ? target : fromOnePageTree);
    }

    @Override
    protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
        if (++operators % CHECK_EVERY == 0) {
            checkDeadline();
        }
        super.processOperator(operator, operands);
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        if (budgetExhausted) {
            throw new BudgetExhausted();
        }
        characterBudget -= text.getUnicode() == null ? 1 : text.getUnicode().length();
        if (characterBudget < 0) {
            budgetExhausted = true;
            throw new BudgetExhausted();
        }
        super.processTextPosition(text);
    }

    private void checkDeadline() {
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new DeadlineExceededException(deadlineMessage);
        }
    }

    /** Unwinds the content-stream interpreter when the character budget is spent. */
    private static final class BudgetExhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetExhausted() {
            super(null, null, false, false);
        }
    }
}
