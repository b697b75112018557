package io.agenttoolkit.reader;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Random;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/** Images built for the tests, including hostile PNGs written chunk by chunk. */
final class TestImages {
    /** A 1×1 lossless WebP (the well-known feature-detection sample). */
    static final byte[] WEBP_1X1 = Base64.getDecoder().decode("UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ//73v/+BiOh/AAA=");

    private TestImages() {}

    /** Returns an image of random pixels (incompressible), with an alpha channel when asked. */
    static BufferedImage noise(int width, int height, boolean alpha, long seed) {
        BufferedImage image =
                new BufferedImage(width, height, alpha ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB);
        Random random = new Random(seed);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int rgb = random.nextInt() & 0xFFFFFF;
                image.setRGB(x, y, alpha ? rgb | ((x * 255 / width) << 24) : rgb);
            }
        }
        return image;
    }

    /** Returns a photo-like image: smooth gradients with a little noise, which JPEG compresses as it does photos. */
    static BufferedImage photo(int width, int height, long seed) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Random random = new Random(seed);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int r = (int) (127 + 120 * Math.sin(x / 90.0 + y / 170.0)) + random.nextInt(24) - 12;
                int g = (int) (127 + 120 * Math.cos(y / 60.0)) + random.nextInt(24) - 12;
                int b = (x * 255 / width + random.nextInt(24) - 12);
                image.setRGB(x, y, clamp(r) << 16 | clamp(g) << 8 | clamp(b));
            }
        }
        return image;
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }

    static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    static byte[] gif(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "gif", out);
        return out.toByteArray();
    }

    static byte[] jpeg(BufferedImage image, float quality) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream stream = new MemoryCacheImageOutputStream(out)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(quality);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    /**
     * Writes a greyscale PNG of the given size whose pixels are all zero, streaming the rows through the compressor
     * so that no image of that size is ever held in memory. {@code rows} limits how many rows are really written
     * (fewer than {@code height} gives a PNG whose header lies about its data).
     */
    static Path zeroPng(Path file, int width, int height, int rows) throws IOException {
        ByteArrayOutputStream idat = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try (OutputStream out = new DeflaterOutputStream(idat, deflater, 64 * 1024)) {
            byte[] row = new byte[width + 1];
            for (int y = 0; y < rows; y++) {
                out.write(row);
            }
        } finally {
            deflater.end();
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream ihdr = new DataOutputStream(header);
        ihdr.writeInt(width);
        ihdr.writeInt(height);
        ihdr.writeByte(8); // bit depth
        ihdr.writeByte(0); // greyscale
        ihdr.writeByte(0);
        ihdr.writeByte(0);
        ihdr.writeByte(0);
        chunk(png, "IHDR", header.toByteArray());
        chunk(png, "IDAT", idat.toByteArray());
        chunk(png, "IEND", new byte[0]);
        Files.write(file, png.toByteArray());
        return file;
    }

    private static void chunk(ByteArrayOutputStream png, String type, byte[] data) throws IOException {
        DataOutputStream out = new DataOutputStream(png);
        out.writeInt(data.length);
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        out.write(typeBytes);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        out.writeInt((int) crc.getValue());
    }
}
