package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class SignUpPromptsTest {

    private static final String ARTICLE = "<p>The city council voted on Tuesday to extend the bike lane on Main Street"
            + " by two miles, after a year of trials that cut crashes by a third.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    /** The content as read from a page at {@code base}: the rules compare links with its site. */
    private static Element content(String html, String base) {
        return Jsoup.parse("<div id=c>" + html + "</div>", base).getElementById("c");
    }

    @Test
    void prune_newsletterBoxCaptionPitchAndPledge_areRemoved() {
        Element content = content(ARTICLE
                + "<div class=box><h3>Subscribe to our newsletter</h3>"
                + "<p>Get the latest news delivered straight to your inbox!</p>"
                + "<p>We will never sell your information.</p></div>"
                + "<p>Our newsletter has the best local stories. Sign up now</p>"
                + "<p>Thank you for subscribing</p>"
                + "<h4>Fill out the form below and we will call you back.</h4>");

        SignUpPrompts.prune(content);

        assertThat(content.text()).isEqualTo(Jsoup.parse(ARTICLE).text());
        assertThat(content.select("div.box")).hasSize(1);
    }

    @Test
    void prune_aBoxsCaptionInAnyWords_goesWithItsPitch_butNotBesideOtherText() {
        Element captioned = content(ARTICLE + "<div class=x><h3>Stay informed</h3>"
                + "<p>The top stories from the Gazette, delivered to your inbox every morning.</p></div>");
        Element withText = content(ARTICLE + "<div class=x><h3>Stay informed</h3>"
                + "<p>The top stories from the Gazette, delivered to your inbox every morning.</p>"
                + "<p>kept: The council meets again in March to vote on the budget.</p></div>");

        SignUpPrompts.prune(captioned);
        SignUpPrompts.prune(withText);

        assertThat(captioned.text()).isEqualTo(Jsoup.parse(ARTICLE).text());
        assertThat(withText.text())
                .contains("Stay informed", "kept: The council")
                .doesNotContain("inbox");
    }

    @Test
    void prune_sentencesAboutNewslettersAndATitle_stay() {
        String html = ARTICLE
                + "<p>The Guardian added 680,000 newsletter subscribers last year.</p>"
                + "<h2>Newsletter Sign-Up</h2>"
                + "<p>"
                + "The council's weekly newsletter, which residents can subscribe to, reported the vote. ".repeat(4)
                + "</p>"
                + "<p>The mayor, who has long argued that residents should <span>sign up for the newsletter</span>,"
                + " said at the meeting that the lane would open in spring and that the council would publish the"
                + " crash figures every quarter so that residents could judge the trial for themselves.</p>";
        Element content = content(html);
        String before = content.outerHtml();

        SignUpPrompts.prune(content);

        assertThat(content.outerHtml()).isEqualTo(before);
    }

    @Test
    void prune_optOutNote_goesBesideAPolicyLink_andStaysWithoutOne() {
        Element withLink = content(
                ARTICLE + "<p>You can unsubscribe at any time. See our <a href=\"/privacy\">Privacy Policy</a>.</p>");
        Element faq = content(ARTICLE
                + "<p>Can I cancel? Yes: you can opt out any time on your <a href=\"/account\">account page</a>.</p>");

        SignUpPrompts.prune(withLink);
        SignUpPrompts.prune(faq);

        assertThat(withLink.text()).isEqualTo(Jsoup.parse(ARTICLE).text());
        assertThat(faq.text()).endsWith("you can opt out any time on your account page.");
    }

    @Test
    void prune_promptInALineOfItsOwnInsideAWrapper_isRemovedAlone() {
        Element content = content("<section><span>Join our mailing list</span></section>" + ARTICLE);

        SignUpPrompts.prune(content);

        assertThat(content.text()).isEqualTo(Jsoup.parse(ARTICLE).text());
    }

    @Test
    void pruneBoxes_boxWhoseLinksAllLeadToASignUpPage_goesInAnyWords() {
        Element content = content(
                ARTICLE.repeat(2)
                        + "<div class=x><h4>Get our daily news email</h4><p>Free, every morning at seven.</p>"
                        + "<a href=/newsletter>Sign up</a></div>"
                        + "<div class=y><h4>Melden Sie sich an</h4><a href=/e-mail-alerts/anmelden>Los</a></div>"
                        + "<aside><p>Advertise with us: reach 50,000 local readers.</p><a href=/advertise>Rates</a>"
                        + " <a href=/media-kit.pdf>Media kit</a></aside>"
                        + "<div class=z><p>Read the council's <a href=/minutes>minutes</a> or"
                        + " <a href=/newsletter>our newsletter</a>.</p></div>",
                "https://news.example/city/bike-lane");

        SignUpPrompts.pruneBoxes(content, true);

        assertThat(content.text())
                .doesNotContain("daily news email", "Melden", "Sign up", "Advertise", "Media kit")
                .contains("minutes");
    }

    @Test
    void pruneBoxes_neverTakesMostOfTheContent() {
        Element content = content(
                "<div><h1>Our newsletter</h1><p>Every Friday.</p><a href=/subscribe>Join</a></div><p>Archive</p>",
                "https://news.example/newsletter");

        SignUpPrompts.pruneBoxes(content, true);

        assertThat(content.text()).contains("Our newsletter", "Every Friday");
    }

    @Test
    void pruneBoxes_onAnUndeclaredPage_takesSubscriptionBoxes_butNotASignUpCallToAction() {
        Element content = content(
                ARTICLE.repeat(2)
                        + "<div class=x><p><b>Support local journalism.</b> Read every story on any device.</p>"
                        + "<a href=/subscribe?ref=article>Subscribe now</a></div>"
                        + "<div class=y><p>kept: Try the planner with your team.</p>"
                        + "<a href=/signup>Start for free</a></div>",
                "https://news.example/city/bike-lane");

        SignUpPrompts.pruneBoxes(content, false);

        assertThat(content.text())
                .doesNotContain("local journalism", "Subscribe now")
                .contains("kept: Try", "Start");
    }

    @Test
    void pruneBoxes_subscriptionAddressesInTheLanguagesOfNewsSites() {
        Element content = content(
                ARTICLE.repeat(2)
                        + "<div class=x><p>Soutenez l'information locale.</p><a href=/abonnement/>Je m'abonne</a></div>"
                        + "<div class=y><p>Jetzt alle Artikel lesen.</p><a href=/abo/abonnieren>Weiter</a></div>"
                        + "<div class=z><p>Apoya el periodismo local.</p><a href=/suscripcion>Suscríbete</a></div>",
                "https://news.example/city/bike-lane");

        SignUpPrompts.pruneBoxes(content, false);

        assertThat(content.text()).doesNotContain("Soutenez", "Jetzt", "Apoya");
    }

    @Test
    void subscriptionBox_isTheShortBoxAroundASubscriptionButton_butNotAPlanCardOrABoxWithOtherLinks() {
        Element pitch = content(
                ARTICLE.repeat(3)
                        + "<section class=inread><p>Soutenez l'information locale</p><p>Abonnez-vous pour accéder"
                        + " à tous nos articles.</p><a class=button href=/abonnement/>Je m'abonne dès 1 €</a></section>",
                "https://news.example/culture/musee");
        Element plans = content(
                "<div class=plans><div class=\"plan\"><h3>Pro</h3><p>$20/month</p>"
                        + "<a class=btn href=/subscribe/pro>Buy</a></div><div class=\"plan plan--popular\"><h3>Team</h3>"
                        + "<p>$30/month</p><a class=btn href=/subscribe/team>Buy</a></div></div>",
                "https://tool.example/pricing");
        Element mixed = content(
                ARTICLE + "<div class=box><p>Read the <a href=/minutes>minutes</a>.</p>"
                        + "<a class=button href=/subscribe>Subscribe</a></div>",
                "https://news.example/city/bike-lane");

        assertThat(SignUpPrompts.subscriptionBox(pitch.selectFirst("a.button")))
                .isSameAs(pitch.selectFirst("section.inread"));
        assertThat(SignUpPrompts.subscriptionBox(plans.selectFirst("a.btn"))).isNull();
        assertThat(SignUpPrompts.subscriptionBox(mixed.selectFirst("a.button"))).isNull();
    }

    @Test
    void subscriptionBox_isAlsoTheBoxAroundADonationOrMembershipButton() {
        Element donate = content(
                ARTICLE.repeat(3)
                        + "<div class=Enhancement><div class=DonateModule><h3>Support local journalism</h3><p>Our"
                        + " newsroom is funded by readers like you.</p><p><a class=btn href=/donate/>Donate now</a>"
                        + " <a class=btn href=/membership/>Become a member</a></p></div></div>",
                "https://news.example/health/flu-clinics");

        assertThat(SignUpPrompts.subscriptionBox(donate.selectFirst("a.btn")))
                .isSameAs(donate.selectFirst("div.Enhancement"));
    }

    @Test
    void pruneBoxes_aReadersSupportAskWithItsPitchAndButtons_goesOnAStory_butADonationSentenceStays() {
        String ask = "<div class=epic><h2>You've read 81 articles in the last year</h2><p>... there's a good reason why"
                + " people choose to support us. Our journalism is free from commercial and political influence, and we"
                + " keep it open for everyone to read, regardless of where they live or what they can afford.</p>"
                + "<p>If you can, please consider supporting the Courier today. It takes less than a minute.</p>"
                + "<div class=buttons><a href=/contribute?INTCMP=epic>Support us</a>"
                + " <a href=/contribute?INTCMP=monthly>Support monthly</a></div></div>";
        // Longer than a sign-up box: a block of the story's own sentences that ends with a link to give.
        String sentence = "<div class=aside><p>The shelter, which has taken in forty families since the flood, asks"
                + " for gifts of blankets, tinned food and children's clothes at its door on Mill Street every day"
                + " from nine to five, or for money through <a href=/donate>its appeal page</a>, which closes at the"
                + " end of the month. Volunteers can sign up at the door, and the kitchen needs cooks on weekends"
                + " most of all.</p></div>";
        Element story = content(ARTICLE.repeat(6) + ask, "https://courier.example/news/bike-lane-extended");
        Element appeal = content(ARTICLE.repeat(6) + sentence, "https://courier.example/news/shelter-appeal");
        Element listing = content(ARTICLE.repeat(6) + ask, "https://courier.example/support");

        SignUpPrompts.pruneBoxes(story, true);
        SignUpPrompts.pruneBoxes(appeal, true);
        SignUpPrompts.pruneBoxes(listing, false);

        assertThat(story.text()).contains("bike lane").doesNotContain("81 articles", "good reason", "Support");
        assertThat(appeal.text()).contains("tinned food", "appeal page");
        // Not a story's page: the pitch may be the page's own text (a membership page); only its buttons' box goes.
        assertThat(listing.text()).contains("81 articles", "good reason");
    }
}
