package io.agenttoolkit.reader.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpenPdfDocumentsTest {
    @TempDir
    Path dir;

    private Path pdf(String name, int pages) throws IOException {
        Path file = dir.resolve(name);
        try (PDDocument document = new PDDocument()) {
            for (int i = 0; i < pages; i++) {
                document.addPage(new PDPage());
            }
            document.save(file.toFile());
        }
        return file;
    }

    @Test
    void open_sameFileTwice_reusesTheOpenDocument() throws IOException {
        OpenPdfDocuments documents = new OpenPdfDocuments();
        Path file = pdf("a.pdf", 2);
        PDDocument first;
        try (OpenPdfDocuments.Lease lease = documents.open(file, "a.pdf")) {
            first = lease.document();
        }
        try (OpenPdfDocuments.Lease lease = documents.open(file, "a.pdf")) {
            assertThat(lease.document()).isSameAs(first);
        }
        assertThat(documents.size()).isEqualTo(1);
    }

    @Test
    void open_whileBusy_opensAPrivateCopy() throws IOException {
        OpenPdfDocuments documents = new OpenPdfDocuments();
        Path file = pdf("a.pdf", 1);
        try (OpenPdfDocuments.Lease busy = documents.open(file, "a.pdf");
                OpenPdfDocuments.Lease other = documents.open(file, "a.pdf")) {
            assertThat(other.document()).isNotSameAs(busy.document());
        }
        assertThat(documents.size()).isEqualTo(1);
    }

    @Test
    void open_changedFile_isOpenedAfresh() throws IOException {
        OpenPdfDocuments documents = new OpenPdfDocuments();
        Path file = pdf("a.pdf", 1);
        try (OpenPdfDocuments.Lease lease = documents.open(file, "a.pdf")) {
            assertThat(lease.document().getNumberOfPages()).isEqualTo(1);
        }
        pdf("a.pdf", 3);
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        try (OpenPdfDocuments.Lease lease = documents.open(file, "a.pdf")) {
            assertThat(lease.document().getNumberOfPages()).isEqualTo(3);
        }
    }

    @Test
    void failedLease_isNotKept() throws IOException {
        OpenPdfDocuments documents = new OpenPdfDocuments();
        Path file = pdf("a.pdf", 1);
        try (OpenPdfDocuments.Lease lease = documents.open(file, "a.pdf")) {
            lease.failed();
        }
        assertThat(documents.size()).isZero();
    }

    @Test
    void open_moreFilesThanCapacity_closesTheLeastRecentlyUsed() throws IOException {
        OpenPdfDocuments documents = new OpenPdfDocuments();
        PDDocument firstDocument = null;
        for (int i = 0; i < OpenPdfDocuments.CAPACITY + 2; i++) {
            Path file = pdf("f" + i + ".pdf", 1);
            try (OpenPdfDocuments.Lease lease =
                    documents.open(file, file.getFileName().toString())) {
                if (i == 0) {
                    firstDocument = lease.document();
                }
            }
        }
        assertThat(documents.size()).isEqualTo(OpenPdfDocuments.CAPACITY);
        try (OpenPdfDocuments.Lease lease = documents.open(dir.resolve("f0.pdf"), "f0.pdf")) {
            assertThat(lease.document()).isNotSameAs(firstDocument);
        }
    }
}
