package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class AddressResolverTest {

    /** Addresses of every kind the resolver handles itself or hands to jsoup: the result must be jsoup's each time. */
    private static final List<String> ADDRESSES = List.of(
            "/docs/intro.html",
            "intro.html",
            "../up/one.png",
            "../../../../above/root.png",
            "./same.html",
            "?page=2",
            "#section-3",
            "//cdn.example.org/lib.js",
            "https://other.example.com/x?y=1#z",
            "http://plain.example.com/a b.png",
            "HTTPS://UPPER.EXAMPLE.COM/Path",
            "mailto:someone@example.com",
            "javascript:void(0)",
            "data:image/png;base64,iVBORw0KGgo=",
            "tel:+41 44 000 00 00",
            "/static/TypeScript Classes.png",
            "/wiki/Mercury_(planet)",
            "/search?q=a+b&lang=de#top",
            "/tab\there.html",
            "/line\nbreak.html",
            "http:relative-with-scheme.html",
            "https:///no-host.html",
            "ftp://files.example.com/pub/file.txt",
            "weird-scheme:payload",
            "%zz-bad-escape.html",
            "");

    private static final List<String> BASES = List.of(
            "https://example.com/blog/2024/post.html?from=feed#comments",
            "https://user:secret@example.com:8443/a/b/",
            "http://example.com",
            "not a url at all",
            "");

    @Test
    void absolutise_anyAddressAndBase_givesJsoupsAbsUrl() {
        for (String base : BASES) {
            for (String address : ADDRESSES) {
                for (String attribute : List.of("href", "src")) {
                    Element expected = link(base, attribute, address);
                    Element actual = link(base, attribute, address);
                    String jsoup = expected.absUrl(attribute);
                    if (!AddressResolver.isAbsolute(address) && !jsoup.isEmpty()) {
                        expected.attr(attribute, jsoup);
                    }

                    new AddressResolver().absolutise(actual, attribute);

                    assertThat(actual.attr(attribute))
                            .as("%s=%s against %s", attribute, address, base)
                            .isEqualTo(expected.attr(attribute));
                }
            }
        }
    }

    @Test
    void absolutise_oneResolverForManyElements_eachAgainstItsOwnBase() {
        Document document = Jsoup.parse(
                "<div><a href=a.html>a</a><img src=../b.png><a href=/c>c</a></div>", "https://example.com/x/y/z.html");
        Element wrapper = new Element("div");
        wrapper.setBaseUri("https://other.example.org/base/");
        wrapper.appendElement("a").attr("href", "d.html");
        AddressResolver resolver = new AddressResolver();

        for (Element element : document.select("[href], [src]")) {
            resolver.absolutise(element, element.hasAttr("href") ? "href" : "src");
        }
        resolver.absolutise(wrapper.child(0), "href");

        assertThat(document.select("a").eachAttr("href"))
                .containsExactly("https://example.com/x/y/a.html", "https://example.com/c");
        assertThat(document.selectFirst("img").attr("src")).isEqualTo("https://example.com/x/b.png");
        assertThat(wrapper.child(0).attr("href")).isEqualTo("https://other.example.org/base/d.html");
    }

    private static Element link(String base, String attribute, String address) {
        Document document = Jsoup.parse("<div></div>", base);
        return document.selectFirst("div")
                .appendElement(attribute.equals("href") ? "a" : "img")
                .attr(attribute, address);
    }
}
