package io.agenttoolkit.reader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.management.ThreadMXBean;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.ContentBlock.ImageBlock;
import io.agenttoolkit.core.ContentBlock.TextBlock;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PermissionDeniedException;
import io.agenttoolkit.core.TooLargeException;
import io.agenttoolkit.core.internal.Json;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderImageTest {
    @TempDir
    Path dir;

    private Reader reader;

    @BeforeEach
    void setUp() {
        reader = Reader.builder().baseDirectory(dir).build();
    }

    private static String text(List<ContentBlock> blocks) {
        return ((TextBlock) blocks.get(0)).text();
    }

    private static ContentBlock.ImageSource source(List<ContentBlock> blocks) {
        return ((ImageBlock) blocks.get(1)).source();
    }

    private static byte[] data(List<ContentBlock> blocks) {
        return Base64.getDecoder().decode(source(blocks).data());
    }

    private static BufferedImage decoded(List<ContentBlock> blocks) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(data(blocks)));
    }

    @Test
    void readImage_onePixelPng_roundTripsByteForByte() throws IOException {
        byte[] png = TestImages.png(new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB));
        Files.write(dir.resolve("dot.png"), png);

        List<ContentBlock> blocks = reader.readImage("dot.png");

        assertThat(blocks).hasSize(2);
        assertThat(text(blocks)).isEqualTo("[Image: dot.png (image/png, " + png.length + " bytes)]");
        assertThat(source(blocks).type()).isEqualTo("base64");
        assertThat(source(blocks).mediaType()).isEqualTo("image/png");
        assertThat(data(blocks)).isEqualTo(png);
    }

    @Test
    void readImage_blocksSerialiseToSpecJson() throws IOException {
        Files.write(dir.resolve("dot.png"), TestImages.png(new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB)));
        String json = Json.write(reader.readImage("dot.png"));
        assertThat(json)
                .startsWith("[{\"type\":\"text\",\"text\":\"[Image: dot.png (image/png, ")
                .contains(
                        "{\"type\":\"image\",\"source\":{\"type\":\"base64\",\"media_type\":\"image/png\",\"data\":\"");
    }

    @Test
    void readImage_jpgExtension_isImageJpeg() throws IOException {
        byte[] jpeg = TestImages.jpeg(TestImages.photo(64, 48, 1), 0.9f);
        Files.write(dir.resolve("photo.jpg"), jpeg);
        Files.write(dir.resolve("photo.JPEG"), jpeg);

        assertThat(source(reader.readImage("photo.jpg")).mediaType()).isEqualTo("image/jpeg");
        assertThat(text(reader.readImage("photo.JPEG")))
                .isEqualTo("[Image: photo.JPEG (image/jpeg, " + jpeg.length + " bytes)]");
    }

    @Test
    void readImage_gif_isImageGif() throws IOException {
        Files.write(dir.resolve("anim.gif"), TestImages.gif(TestImages.photo(32, 32, 2)));
        assertThat(source(reader.readImage("anim.gif")).mediaType()).isEqualTo("image/gif");
    }

    @Test
    void readImage_webp_isReadThroughThePlugin() throws IOException {
        Files.write(dir.resolve("tiny.webp"), TestImages.WEBP_1X1);

        List<ContentBlock> blocks = reader.readImage("tiny.webp");

        assertThat(text(blocks)).isEqualTo("[Image: tiny.webp (image/webp, " + TestImages.WEBP_1X1.length + " bytes)]");
        assertThat(data(blocks)).isEqualTo(TestImages.WEBP_1X1);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(TestImages.WEBP_1X1));
        assertThat(image).as("TwelveMonkeys WebP reader on the classpath").isNotNull();
        assertThat(image.getWidth()).isEqualTo(1);
    }

    @Test
    void readImage_unsupportedExtension_listsSupportedOnes() throws IOException {
        Files.write(dir.resolve("old.bmp"), new byte[] {'B', 'M', 0, 0});
        assertThatThrownBy(() -> reader.readImage("old.bmp"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Unsupported image format: '.bmp'. Supported: .gif, .jpeg, .jpg, .png, .webp");
        assertThatThrownBy(() -> reader.readImage("README"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Unsupported image format: ''. Supported: .gif, .jpeg, .jpg, .png, .webp");
    }

    @Test
    void readImage_pdfNamedPng_isRefusedByMagicBytes() throws IOException {
        Files.writeString(dir.resolve("fake.png"), "%PDF-1.7\n1 0 obj << >> endobj\n");
        assertThatThrownBy(() -> reader.readImage("fake.png"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("File content does not match its extension: fake.png is a PDF document, not a PNG image");
    }

    @Test
    void readImage_jpegNamedPng_isSentWithItsRealMediaType() throws IOException {
        Files.write(dir.resolve("misnamed.png"), TestImages.jpeg(TestImages.photo(16, 16, 3), 0.9f));
        assertThat(source(reader.readImage("misnamed.png")).mediaType()).isEqualTo("image/jpeg");
    }

    @Test
    void readImage_missingFile_isPathNotFound() {
        assertThatThrownBy(() -> reader.readImage("gone.png"))
                .isInstanceOf(PathNotFoundException.class)
                .hasMessage("File not found: gone.png");
    }

    @Test
    void readImage_maxSizeZero_isInvalidArgument() {
        assertThatThrownBy(() -> reader.readImage("x.png", 0))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("max_size must be >= 1, got 0");
    }

    @Test
    void readImage_100x100PngWithMaxSize100_fitsUnder100Base64Bytes() throws IOException {
        Files.write(dir.resolve("square.png"), TestImages.png(TestImages.noise(100, 100, false, 4)));

        List<ContentBlock> blocks = reader.readImage("square.png", 100);

        assertThat(source(blocks).data().length()).isLessThanOrEqualTo(100);
        assertThat(source(blocks).mediaType()).isEqualTo("image/png");
        assertThat(text(blocks)).isEqualTo("[Image: square.png (image/png, " + data(blocks).length + " bytes)]");
        assertThat(decoded(blocks)).isNotNull();
    }

    @Test
    void readImage_impossibleMaxSize_isClearTooLarge() throws IOException {
        Files.write(dir.resolve("square.png"), TestImages.png(TestImages.noise(100, 100, false, 5)));
        assertThatThrownBy(() -> reader.readImage("square.png", 10))
                .isInstanceOf(TooLargeException.class)
                .hasMessageStartingWith("Cannot fit square.png into max_size=10 bytes of base64:");
    }

    @Test
    void readImage_transparentPngThatScalingFits_staysPngWithAlpha() throws IOException {
        Files.write(dir.resolve("alpha.png"), TestImages.png(TestImages.noise(800, 800, true, 6)));

        List<ContentBlock> blocks = reader.readImage("alpha.png", 600_000);

        assertThat(source(blocks).data().length()).isLessThanOrEqualTo(600_000);
        assertThat(source(blocks).mediaType()).isEqualTo("image/png");
        BufferedImage image = decoded(blocks);
        assertThat(image.getColorModel().hasAlpha()).isTrue();
        assertThat(image.getWidth()).isBetween(256, 799);
    }

    @Test
    void readImage_photoOverMaxSize_becomesJpegThatFits() throws IOException {
        byte[] original = TestImages.png(TestImages.photo(1600, 1200, 7));
        Files.write(dir.resolve("photo.png"), original);
        long maxSize = 150_000;

        List<ContentBlock> blocks = reader.readImage("photo.png", maxSize);

        assertThat((long) source(blocks).data().length()).isLessThanOrEqualTo(maxSize);
        assertThat(original.length * 4L / 3).isGreaterThan(maxSize);
        assertThat(source(blocks).mediaType()).isEqualTo("image/jpeg");
        assertThat(text(blocks)).isEqualTo("[Image: photo.png (image/jpeg, " + data(blocks).length + " bytes)]");
        assertThat(decoded(blocks)).isNotNull();
    }

    @Test
    void readImage_jpegOverMaxSize_lowersQualityBeforeScaling() throws IOException {
        byte[] original = TestImages.jpeg(TestImages.photo(1200, 900, 8), 1.0f);
        Files.write(dir.resolve("fine.jpg"), original);
        long maxSize = original.length; // the base64 is a third larger, so it must shrink

        List<ContentBlock> blocks = reader.readImage("fine.jpg", maxSize);

        assertThat(source(blocks).mediaType()).isEqualTo("image/jpeg");
        assertThat((long) source(blocks).data().length()).isLessThanOrEqualTo(maxSize);
        assertThat(decoded(blocks).getWidth()).isEqualTo(1200);
    }

    @Test
    void readImage_pngDeclaring50000x50000_isRefusedBeforeDecoding() throws IOException {
        Path hostile = TestImages.zeroPng(dir.resolve("huge.png"), 50_000, 50_000, 1);
        assertThat(Files.size(hostile)).isLessThan(300);

        assertThatThrownBy(() -> reader.readImage("huge.png"))
                .isInstanceOf(TooLargeException.class)
                .hasMessage("Image too large: huge.png declares 50000x50000 (2500000000 pixels); the limit is"
                        + " 100000000 pixels and 30000 px a side");
    }

    @Test
    void readImage_sideOver30000_isRefused() throws IOException {
        TestImages.zeroPng(dir.resolve("strip.png"), 40_000, 10, 1);
        assertThatThrownBy(() -> reader.readImage("strip.png")).isInstanceOf(TooLargeException.class);
    }

    @Test
    void readImage_10000x10000ZeroPng_isDecodedSubsampledWithBoundedMemory() throws IOException {
        TestImages.zeroPng(dir.resolve("zeros.png"), 10_000, 10_000, 10_000);
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long allocatedBefore = threads.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();

        List<ContentBlock> blocks = reader.readImage("zeros.png", 20_000);

        long allocated = threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
        assertThat(source(blocks).data().length()).isLessThanOrEqualTo(20_000);
        BufferedImage image = decoded(blocks);
        assertThat(image.getWidth()).isLessThan(10_000);
        // A full decode holds 100 MB of pixels; subsampled by 3 it holds about 11 MB.
        assertThat(allocated).as("bytes allocated").isLessThan(80L * 1024 * 1024);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void readImage_symlinkOutOfSandbox_isPermissionDenied(@TempDir Path outside) throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.write(outside.resolve("x.png"), TestImages.png(new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB)));
        Files.createSymbolicLink(root.resolve("x.png"), outside.resolve("x.png"));
        Reader sandboxed =
                Reader.builder().baseDirectory(root).allowedRoots(root).build();

        assertThatThrownBy(() -> sandboxed.readImage("x.png")).isInstanceOf(PermissionDeniedException.class);
    }
}
