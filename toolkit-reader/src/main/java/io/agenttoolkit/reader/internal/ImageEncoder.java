package io.agenttoolkit.reader.internal;

import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.MissingDependencyException;
import io.agenttoolkit.core.TooLargeException;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns an image file into the two content blocks of {@code read_image}, re-encoding it when its base64 form is larger
 * than the caller's {@code max_size}.
 *
 * <p>The dimensions are read from the header first, and absurd images are refused before any pixel is decoded. Large
 * images are decoded with subsampling so that at most {@value #DECODE_BUDGET_PIXELS} pixels are held. Re-encoding
 * keeps PNG (and its transparency) when scaling alone, down to {@value #MIN_PNG_SIDE} px on the long side, makes the
 * image fit; otherwise it switches to JPEG with falling quality, then scales down; as a last resort it scales a PNG
 * down to a single pixel. The result always fits {@code max_size}, or the call fails with {@link TooLargeException}.
 */
public final class ImageEncoder {
    private static final Logger LOG = LoggerFactory.getLogger(ImageEncoder.class);

    /** Images with more pixels than this are refused. */
    public static final long MAX_PIXELS = 100_000_000L;

    /** Images with a side longer than this are refused. */
    public static final int MAX_SIDE = 30_000;

    static final long DECODE_BUDGET_PIXELS = 16_000_000L;
    static final int MIN_PNG_SIDE = 256;
    private static final float[] JPEG_QUALITIES = {0.85f, 0.7f, 0.55f, 0.4f};
    private static final float SCALED_JPEG_QUALITY = 0.7f;

    private ImageEncoder() {}

    /** An encoded image. */
    private record Encoded(String mediaType, byte[] bytes, int width, int height) {
        long base64Length() {
            return base64Length(bytes.length);
        }

        static long base64Length(long bytes) {
            return 4 * ((bytes + 2) / 3);
        }
    }

    /**
     * Returns the text block {@code [Image: <name> (<media type>, <size> bytes)]} and the image block.
     *
     * @param data the file's bytes, {@code data[0..length)}
     * @param declared the format the file's extension names
     * @throws InvalidArgumentException when the bytes are not an image of a supported format, or cannot be decoded
     * @throws TooLargeException when the image declares too many pixels, or cannot be made to fit {@code maxSize}
     */
    public static List<ContentBlock> encode(
            byte[] data, int length, String fileName, ImageFormat declared, long maxSize) {
        ImageFormat format = ImageFormat.sniff(data, length);
        if (format == null) {
            throw new InvalidArgumentException("File content does not match its extension: " + fileName + " is "
                    + ImageFormat.describe(data, length) + ", not a " + declared.name() + " image");
        }
        ImageReader reader = reader(format);
        try (ImageInputStream input = new MemoryCacheImageInputStream(new ByteArrayInputStream(data, 0, length))) {
            reader.setInput(input, true, true);
            int width;
            int height;
            try {
                width = reader.getWidth(0);
                height = reader.getHeight(0);
            } catch (IOException | RuntimeException e) {
                throw new InvalidArgumentException("Cannot read the header of " + fileName + ": " + e.getMessage(), e);
            }
            checkDimensions(fileName, width, height);
            Encoded result;
            if (Encoded.base64Length(length) <= maxSize) {
                byte[] original = length == data.length ? data : java.util.Arrays.copyOf(data, length);
                result = new Encoded(format.mediaType(), original, width, height);
            } else {
                BufferedImage image = decode(reader, fileName, width, height);
                result = shrink(image, format, length, width, maxSize, fileName);
                LOG.debug(
                        "read_image: {} {}x{} {} bytes re-encoded as {} {}x{} {} bytes",
                        fileName,
                        width,
                        height,
                        length,
                        result.mediaType(),
                        result.width(),
                        result.height(),
                        result.bytes().length);
            }
            String base64 = Base64.getEncoder().encodeToString(result.bytes());
            return List.of(
                    ContentBlock.text("[Image: " + fileName + " (" + result.mediaType() + ", " + result.bytes().length
                            + " bytes)]"),
                    ContentBlock.image(result.mediaType(), base64));
        } catch (IOException e) {
            throw new InvalidArgumentException("Cannot read image " + fileName + ": " + e.getMessage(), e);
        } finally {
            reader.dispose();
        }
    }

    private static ImageReader reader(ImageFormat format) {
        Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(format.imageIoName());
        if (!readers.hasNext()) {
            throw new MissingDependencyException("No ImageIO reader for " + format.mediaType()
                    + " is installed (add com.twelvemonkeys.imageio:imageio-webp to the classpath)");
        }
        return readers.next();
    }

    private static void checkDimensions(String fileName, int width, int height) {
        long pixels = (long) width * height;
        if (width <= 0 || height <= 0) {
            throw new InvalidArgumentException(
                    "Cannot read image " + fileName + ": it declares " + width + "x" + height + " pixels");
        }
        if (width > MAX_SIDE || height > MAX_SIDE || pixels > MAX_PIXELS) {
            throw new TooLargeException("Image too large: " + fileName + " declares " + width + "x" + height + " ("
                    + pixels + " pixels); the limit is " + MAX_PIXELS + " pixels and " + MAX_SIDE + " px a side");
        }
    }

    private static BufferedImage decode(ImageReader reader, String fileName, int width, int height) {
        long pixels = (long) width * height;
        int step = 1;
        while (pixels / ((long) step * step) > DECODE_BUDGET_PIXELS) {
            step++;
        }
        ImageReadParam param = reader.getDefaultReadParam();
        if (step > 1) {
            param.setSourceSubsampling(step, step, 0, 0);
        }
        try {
            return reader.read(0, param);
        } catch (IOException | RuntimeException e) {
            throw new InvalidArgumentException("Cannot decode image " + fileName + ": " + e.getMessage(), e);
        }
    }

    private static Encoded shrink(
            BufferedImage image, ImageFormat format, long originalBytes, int originalWidth, long maxSize, String name) {
        long target = maxSize / 4 * 3;
        boolean alpha = image.getColorModel().hasAlpha();
        Encoded smallest = null;
        // The original's size at its full width predicts how large the first PNG attempt should be.
        double guess = estimateScale(originalBytes, target) * image.getWidth() / originalWidth;
        int pngFloor = Math.min(MIN_PNG_SIDE, longSide(image));
        if (format == ImageFormat.PNG || alpha) {
            Encoded png = scaleUntilFits(image, "image/png", target, guess, pngFloor);
            if (png.bytes().length <= target) {
                return png;
            }
            smallest = png;
        }
        BufferedImage opaque = toRgb(image);
        long fullSizeJpeg = Long.MAX_VALUE;
        for (float quality : JPEG_QUALITIES) {
            Encoded jpeg = jpeg(opaque, quality);
            fullSizeJpeg = Math.min(fullSizeJpeg, jpeg.bytes().length);
            if (jpeg.bytes().length <= target) {
                return jpeg;
            }
            smallest = smaller(smallest, jpeg);
            if (jpeg.bytes().length > 3 * target) {
                // Lower quality alone will not get there; go straight to scaling.
                break;
            }
        }
        Encoded jpeg = scaleUntilFits(opaque, "image/jpeg", target, estimateScale(fullSizeJpeg, target), 1);
        if (jpeg.bytes().length <= target) {
            return jpeg;
        }
        smallest = smaller(smallest, jpeg);
        Encoded png = scaleUntilFits(image, "image/png", target, 1.0, 1);
        if (png.bytes().length <= target) {
            return png;
        }
        smallest = smaller(smallest, png);
        throw new TooLargeException("Cannot fit " + name + " into max_size=" + maxSize
                + " bytes of base64: the smallest encoding found takes " + smallest.base64Length() + " bytes");
    }

    /**
     * Encodes {@code image} scaled by {@code firstScale}, then smaller and smaller until it fits {@code target} bytes
     * or its long side reaches {@code floor}; returns the last attempt.
     */
    private static Encoded scaleUntilFits(
            BufferedImage image, String mediaType, long target, double firstScale, int floor) {
        int side = longSide(image);
        int attemptSide = Math.max(floor, (int) Math.round(side * Math.min(1.0, firstScale)));
        int tooBigSide = side + 1;
        while (true) {
            Encoded attempt = encodeScaled(image, mediaType, attemptSide);
            if (attempt.bytes().length <= target) {
                return grow(image, mediaType, target, attempt, attemptSide, tooBigSide);
            }
            if (attemptSide <= floor) {
                return attempt;
            }
            tooBigSide = attemptSide;
            double factor = Math.max(0.1, Math.min(0.9, estimateScale(attempt.bytes().length, target)));
            attemptSide = Math.max(floor, Math.min(attemptSide - 1, (int) Math.floor(attemptSide * factor)));
        }
    }

    /**
     * Downscaling smooths an image, so it compresses better than its pixel count predicts and the first fitting size
     * often uses a fraction of the budget; up to two larger sizes below the last one that did not fit are tried.
     */
    private static Encoded grow(
            BufferedImage image, String mediaType, long target, Encoded fits, int fitsSide, int tooBigSide) {
        Encoded best = fits;
        int bestSide = fitsSide;
        for (int step = 0; step < 2 && best.bytes().length < target * 0.7; step++) {
            double factor = Math.sqrt((double) target / best.bytes().length) * 0.95;
            int side = Math.min(tooBigSide - 1, (int) Math.floor(bestSide * factor));
            if (side <= bestSide * 1.02) {
                break;
            }
            Encoded larger = encodeScaled(image, mediaType, side);
            if (larger.bytes().length > target) {
                tooBigSide = side;
                continue;
            }
            best = larger;
            bestSide = side;
        }
        return best;
    }

    /** Byte size grows about with the pixel count, so the side scales with the square root; 0.9 for a margin. */
    private static double estimateScale(long bytes, long target) {
        return Math.sqrt((double) target / bytes) * 0.9;
    }

    private static Encoded encodeScaled(BufferedImage image, String mediaType, int longSide) {
        double scale = (double) longSide / longSide(image);
        int width = Math.max(1, (int) Math.round(image.getWidth() * scale));
        int height = Math.max(1, (int) Math.round(image.getHeight() * scale));
        BufferedImage scaled = scale(image, width, height);
        return mediaType.equals("image/png") ? png(scaled) : jpeg(scaled, SCALED_JPEG_QUALITY);
    }

    private static int longSide(BufferedImage image) {
        return Math.max(image.getWidth(), image.getHeight());
    }

    private static Encoded smaller(@Nullable Encoded a, Encoded b) {
        return a == null || b.bytes().length < a.bytes().length ? b : a;
    }

    /** Scales in halving steps with bilinear filtering, which keeps detail a single big bilinear step would lose. */
    static BufferedImage scale(BufferedImage source, int width, int height) {
        if (source.getWidth() == width && source.getHeight() == height) {
            return source;
        }
        int type = source.getColorModel().hasAlpha() ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB;
        BufferedImage current = source;
        int w = source.getWidth();
        int h = source.getHeight();
        do {
            w = w / 2 >= width ? w / 2 : width;
            h = h / 2 >= height ? h / 2 : height;
            BufferedImage next = new BufferedImage(w, h, type);
            Graphics2D g = next.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
                g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
                g.drawImage(current, 0, 0, w, h, null);
            } finally {
                g.dispose();
            }
            current = next;
        } while (w != width || h != height);
        return current;
    }

    /** Returns the image without alpha, composed over white, as JPEG needs. */
    static BufferedImage toRgb(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_RGB || image.getType() == BufferedImage.TYPE_3BYTE_BGR) {
            return image;
        }
        BufferedImage rgb = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = rgb.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            g.drawImage(image, 0, 0, null);
        } finally {
            g.dispose();
        }
        return rgb;
    }

    private static Encoded png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", out)) {
                throw new IllegalStateException("no PNG writer");
            }
        } catch (IOException e) {
            throw new IllegalStateException("PNG encoding failed", e);
        }
        return new Encoded("image/png", out.toByteArray(), image.getWidth(), image.getHeight());
    }

    private static Encoded jpeg(BufferedImage image, float quality) {
        BufferedImage rgb = toRgb(image);
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream stream = new MemoryCacheImageOutputStream(out)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(quality);
            writer.write(null, new IIOImage(rgb, null, null), param);
        } catch (IOException e) {
            throw new IllegalStateException("JPEG encoding failed", e);
        } finally {
            writer.dispose();
        }
        return new Encoded("image/jpeg", out.toByteArray(), rgb.getWidth(), rgb.getHeight());
    }
}
