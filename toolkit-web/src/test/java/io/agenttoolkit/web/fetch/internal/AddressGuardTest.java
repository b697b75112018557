package io.agenttoolkit.web.fetch.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.fetch.FetchException;
import io.agenttoolkit.web.fetch.HostResolver;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AddressGuardTest {

    private static HostResolver scripted(Map<String, List<String>> answers) {
        return host -> {
            List<String> addresses = answers.get(host);
            if (addresses == null) {
                throw new UnknownHostException(host);
            }
            List<InetAddress> resolved = new java.util.ArrayList<>();
            for (String address : addresses) {
                resolved.add(InetAddress.getByName(address));
            }
            return resolved;
        };
    }

    private static final AddressGuard STRICT = new AddressGuard(
            false,
            List.of(),
            scripted(Map.of(
                    "public.example", List.of("93.184.215.14"),
                    "mixed.example", List.of("93.184.215.14", "10.1.2.3"),
                    "v6.example", List.of("2606:4700::6810:85e5"))));

    @ParameterizedTest
    @ValueSource(
            strings = {
                "127.0.0.1",
                "127.255.0.9",
                "10.0.0.1",
                "172.16.0.1",
                "172.31.255.255",
                "192.168.1.1",
                "169.254.1.1",
                "169.254.169.254",
                "100.64.0.1",
                "100.127.255.254",
                "100.100.100.200",
                "0.0.0.0",
                "224.0.0.1",
                "239.255.255.250",
                "255.255.255.255",
                "::",
                "::1",
                "fc00::1",
                "fd12:3456::1",
                "fd00:ec2::254",
                "fe80::1",
                "ff02::1",
                "::ffff:127.0.0.1",
                "::ffff:10.0.0.1",
                "::127.0.0.1",
                "64:ff9b::a00:1",
                "64:ff9b::7f00:1",
                "2002:7f00:1::",
                "2002:a9fe:a9fe::1",
                "64:ff9b:1::1"
            })
    void refusalReason_nonPublicAddresses_areRefused(String address) throws Exception {
        assertThat(AddressGuard.refusalReason(InetAddress.getByName(address))).isNotNull();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "93.184.215.14",
                "8.8.8.8",
                "1.1.1.1",
                "172.32.0.1",
                "100.128.0.1",
                "2606:4700::6810:85e5",
                "::ffff:8.8.8.8",
                "64:ff9b::808:808",
                "2002:808:808::1"
            })
    void refusalReason_publicAddresses_pass(String address) throws Exception {
        assertThat(AddressGuard.refusalReason(InetAddress.getByName(address))).isNull();
    }

    @Test
    void refusalReason_namesCloudMetadata() throws Exception {
        assertThat(AddressGuard.refusalReason(InetAddress.getByName("169.254.169.254")))
                .contains("metadata");
        assertThat(AddressGuard.refusalReason(InetAddress.getByName("fd00:ec2::254")))
                .contains("metadata");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://0177.0.0.1/",
                "http://0x7f000001/",
                "http://2130706433/",
                "http://127.1/",
                "http://0x7f.0.0.1/",
                "http://127.0.0.01/",
                "http://127.0.0.1./"
            })
    void parseUrl_nonCanonicalNumericHost_isInvalidArgument(String url) {
        assertThatThrownBy(() -> AddressGuard.parseUrl(url))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("Non-canonical numeric host");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://example.com/", "file:///etc/passwd", "javascript:alert(1)", "example.com/page"})
    void parseUrl_otherSchemes_areInvalidArgument(String url) {
        assertThatThrownBy(() -> AddressGuard.parseUrl(url))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("Only http and https");
    }

    @Test
    void parseUrl_userinfo_isRefusedWithoutShowingIt() {
        assertThatThrownBy(() -> AddressGuard.parseUrl("http://admin:s3cret@example.com/"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("user information")
                .hasMessageNotContaining("s3cret");
    }

    @Test
    void parseUrl_dropsFragmentAndKeepsQuery() {
        URI uri = AddressGuard.parseUrl("HTTPS://Example.COM/a%20b?q=1&r=%2F#frag");
        assertThat(uri.toString()).isEqualTo("https://example.com/a%20b?q=1&r=%2F");
        assertThat(AddressGuard.parseUrl("http://example.com").toString()).isEqualTo("http://example.com/");
    }

    @Test
    void parseUrl_internationalHostAndUnencodedCharacters_areEncodedAsABrowserWould() {
        assertThat(AddressGuard.parseUrl("http://bücher.example/straße?q=a b|c").toString())
                .isEqualTo("http://xn--bcher-kva.example/stra%C3%9Fe?q=a%20b%7Cc");
        assertThat(AddressGuard.parseUrl("https://example.com/%E2%82%AC?x=1").toString())
                .isEqualTo("https://example.com/%E2%82%AC?x=1");
    }

    @Test
    void lenientReference_encodesRelativeAndAbsoluteLocations() {
        assertThat(AddressGuard.lenientReference("/caf\u00e9 menu?q=a b|c")).isEqualTo("/caf%C3%A9%20menu?q=a%20b%7Cc");
        assertThat(AddressGuard.lenientReference("next page.html")).isEqualTo("next%20page.html");
        assertThat(AddressGuard.lenientReference("/a%20b?p=50%")).isEqualTo("/a%20b?p=50%25");
        assertThat(AddressGuard.lenientReference("https://b\u00fccher.example/x y"))
                .isEqualTo("https://xn--bcher-kva.example/x%20y");
        // A colon-slash-slash after the first slash is part of the path, not a scheme.
        assertThat(AddressGuard.lenientReference("/go?to=http://x y")).isEqualTo("/go?to=http://x%20y");
    }

    @Test
    void checkDestination_resolvedPrivateAddress_isPermissionDenied() {
        assertThatCode(() -> STRICT.checkDestination(URI.create("http://public.example/")))
                .doesNotThrowAnyException();
        assertThatCode(() -> STRICT.checkDestination(URI.create("http://v6.example/")))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> STRICT.checkDestination(URI.create("http://mixed.example/")))
                .isInstanceOfSatisfying(
                        FetchException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.PERMISSION_DENIED))
                .hasMessageContaining("10.1.2.3");
        assertThatThrownBy(() -> STRICT.checkDestination(URI.create("http://[::1]:8080/")))
                .isInstanceOf(FetchException.class);
    }

    @Test
    void checkDestination_unknownHost_isUpstream() {
        assertThatThrownBy(() -> STRICT.checkDestination(URI.create("http://nowhere.example/")))
                .isInstanceOfSatisfying(
                        FetchException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM));
    }

    @Test
    void allowAddresses_opensOnlyTheExactDestination() {
        AddressGuard guard = new AddressGuard(
                false,
                List.of("127.0.0.1:8089", "10.0.0.0/8", "[::1]:9000", "intranet.example"),
                HostResolver.system());
        assertThatCode(() -> guard.checkDestination(URI.create("http://127.0.0.1:8089/x")))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> guard.checkDestination(URI.create("http://127.0.0.1:8090/x")))
                .isInstanceOf(FetchException.class);
        assertThatCode(() -> guard.checkDestination(URI.create("http://10.200.1.1/")))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> guard.checkDestination(URI.create("http://11.0.0.1.invalid/")))
                .isInstanceOf(FetchException.class);
        assertThatCode(() -> guard.checkDestination(URI.create("http://[::1]:9000/")))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> guard.checkDestination(URI.create("http://[::1]:9001/")))
                .isInstanceOf(FetchException.class);
        assertThatCode(() -> guard.checkDestination(URI.create("https://INTRANET.example/")))
                .doesNotThrowAnyException();
    }

    @Test
    void allowPrivateNetworks_opensEverything() {
        AddressGuard open = new AddressGuard(true, List.of(), HostResolver.system());
        assertThatCode(() -> open.checkDestination(URI.create("http://127.0.0.1/")))
                .doesNotThrowAnyException();
        assertThatCode(() -> open.checkDestination(URI.create("http://[::1]/"))).doesNotThrowAnyException();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "127.0.0.1:0", "127.0.0.1:99999", "10.0.0.0/33", "host.example/8", "[::1"})
    void allowAddresses_malformedEntry_isIllegalArgument(String entry) {
        assertThatThrownBy(() -> new AddressGuard(false, List.of(entry), HostResolver.system()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("allowAddresses");
    }
}
