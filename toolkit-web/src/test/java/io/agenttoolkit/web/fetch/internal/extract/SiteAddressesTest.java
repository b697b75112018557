package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

class SiteAddressesTest {

    @Test
    void site_isTheRegisteredName_withoutTheSubdomainsASiteSpreadsOver() {
        assertThat(SiteAddresses.site("https://www.Example.com/a")).isEqualTo("example.com");
        assertThat(SiteAddresses.site("https://news.example.com/a")).isEqualTo("example.com");
        assertThat(SiteAddresses.site("https://coe.gatech.edu/news")).isEqualTo("gatech.edu");
        assertThat(SiteAddresses.site("https://example.com./a")).isEqualTo("example.com");
        assertThat(SiteAddresses.site("https://localhost:8080/a")).isEqualTo("localhost");
    }

    @Test
    void site_keepsThreeLabelsUnderACountrysSecondLevel_andAnIpAddressWhole() {
        assertThat(SiteAddresses.site("https://www.bbc.co.uk/news")).isEqualTo("bbc.co.uk");
        assertThat(SiteAddresses.site("https://abc.net.au/news")).isEqualTo("abc.net.au");
        assertThat(SiteAddresses.site("https://spiegel.de/x")).isEqualTo("spiegel.de");
        assertThat(SiteAddresses.site("https://www.spiegel.de/x")).isEqualTo("spiegel.de");
        assertThat(SiteAddresses.site("http://192.168.1.20/x")).isEqualTo("192.168.1.20");
        assertThat(SiteAddresses.site("http://[::1]:8080/x")).isEqualTo("[::1]");
    }

    @Test
    void site_isNull_withoutAHost() {
        assertThat(SiteAddresses.site("")).isNull();
        assertThat(SiteAddresses.site("/relative/path")).isNull();
        assertThat(SiteAddresses.site("mailto:ann@example.com")).isNull();
    }

    @Test
    void isDocument_readsTheEndingOfThePathOnly() {
        assertThat(SiteAddresses.isDocument(URI.create("https://example.com/files/Plan.PDF")))
                .isTrue();
        assertThat(SiteAddresses.isDocument(URI.create("https://example.com/files/costs.xlsx?v=2")))
                .isTrue();
        assertThat(SiteAddresses.isDocument(URI.create("https://example.com/news/plan.html")))
                .isFalse();
        assertThat(SiteAddresses.isDocument(URI.create("https://example.com/v1.2/pdf")))
                .isFalse();
    }
}
