package io.agenttoolkit.examples;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** Files the server tests read through the tools. */
final class Fixtures {
    static final String TEXT = "alpha\nbeta\ngamma\n";

    private Fixtures() {}

    /** Writes {@code notes.txt}, {@code docs/guide.md} and a 16x16 {@code pixel.png} into the directory. */
    static void write(Path dir) throws IOException {
        Files.writeString(dir.resolve("notes.txt"), TEXT);
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs/guide.md"), "# Guide\n");
        BufferedImage image = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        graphics.setColor(Color.ORANGE);
        graphics.fillRect(0, 0, 16, 16);
        graphics.dispose();
        ImageIO.write(image, "png", dir.resolve("pixel.png").toFile());
    }
}
