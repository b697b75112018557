package io.agenttoolkit.reader;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/** PDFs built for the tests: plain text pages, blank pages, encrypted files and content-stream bombs. */
final class TestPdfs {
    private TestPdfs() {}

    /** Writes a PDF whose page n holds the line {@code Page n says hello}; pages listed in {@code blank} stay empty. */
    static Path textPdf(Path file, int pages, int... blank) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            for (int n = 1; n <= pages; n++) {
                PDPage page = new PDPage();
                document.addPage(page);
                if (contains(blank, n)) {
                    continue;
                }
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    content.beginText();
                    content.setFont(font, 12);
                    content.newLineAtOffset(72, 700);
                    content.showText("Page " + n + " says hello");
                    content.newLineAtOffset(0, -20);
                    content.showText("Second line of page " + n);
                    content.endText();
                }
            }
            document.save(file.toFile());
        }
        return file;
    }

    /** Writes a one-page PDF that opens only with the user password. */
    static Path encryptedPdf(Path file) throws IOException {
        try (PDDocument document = new PDDocument()) {
            document.addPage(new PDPage());
            StandardProtectionPolicy policy =
                    new StandardProtectionPolicy("owner-pw", "user-pw", new AccessPermission());
            policy.setEncryptionKeyLength(128);
            document.protect(policy);
            document.save(file.toFile());
        }
        return file;
    }

    /**
     * Writes a one-page PDF whose Flate-compressed content stream inflates to {@code inflatedBytes} bytes of {@code
     * unit} repeated: a compressed-content bomb of a few hundred kilobytes on disk.
     */
    static Path bombPdf(Path file, String unit, long inflatedBytes) throws IOException {
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        byte[] chunk = unit.repeat(Math.max(1, 64 * 1024 / unit.length())).getBytes(StandardCharsets.US_ASCII);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (OutputStream out = new DeflaterOutputStream(compressed, deflater, 64 * 1024)) {
            for (long written = 0; written < inflatedBytes; written += chunk.length) {
                out.write(chunk);
            }
        } finally {
            deflater.end();
        }
        byte[] stream = compressed.toByteArray();
        List<byte[]> objects = new ArrayList<>();
        objects.add(ascii("<< /Type /Catalog /Pages 2 0 R >>"));
        objects.add(ascii("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"));
        objects.add(ascii("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
                + " /Resources << /Font << /F1 5 0 R >> >> >>"));
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        content.write(ascii("<< /Length " + stream.length + " /Filter /FlateDecode >>\nstream\n"));
        content.write(stream);
        content.write(ascii("\nendstream"));
        objects.add(content.toByteArray());
        objects.add(ascii("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"));
        return writeRaw(file, objects);
    }

    private static Path writeRaw(Path file, List<byte[]> objects) throws IOException {
        ByteArrayOutputStream pdf = new ByteArrayOutputStream();
        pdf.write(ascii("%PDF-1.7\n"));
        List<Integer> offsets = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            offsets.add(pdf.size());
            pdf.write(ascii((i + 1) + " 0 obj\n"));
            pdf.write(objects.get(i));
            pdf.write(ascii("\nendobj\n"));
        }
        int xref = pdf.size();
        StringBuilder table = new StringBuilder("xref\n0 " + (objects.size() + 1) + "\n0000000000 65535 f \n");
        for (int offset : offsets) {
            table.append(String.format("%010d 00000 n \n", offset));
        }
        table.append("trailer\n<< /Size ")
                .append(objects.size() + 1)
                .append(" /Root 1 0 R >>\nstartxref\n")
                .append(xref)
                .append("\n%%EOF\n");
        pdf.write(ascii(table.toString()));
        Files.write(file, pdf.toByteArray());
        return file;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }
}
