package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class FollowPromptsTest {

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>", "https://blog.example.com/post")
                .getElementById("c");
    }

    @Test
    void prune_linesAskingToFollowTheSiteOrToBeNotified_go() {
        Element content = content("<p>The council passed the budget on Tuesday after a long debate.</p>"
                + "<p>Follow us on Telegram, Facebook, Instagram, YouTube and X for the latest news and updates.</p>"
                + "<p><strong>Join the Facebook group</strong> – <a href=\"https://facebook.com/g\">facebook.com/g</a></p>"
                + "<p><strong>Help me spread the word about this podcast!</strong></p>"
                + "<div>Would you like to receive notifications about new posts?</div>"
                + "<p>Folgen Sie uns auf Instagram!</p>"
                + "<p>Follow The Kennebec Record on Facebook and Twitter.</p>"
                + "<p>Folgen Sie KNALL Hamburg auf Facebook und Instagram!</p>");

        FollowPrompts.prune(content);

        assertThat(content.text()).isEqualTo("The council passed the budget on Tuesday after a long debate.");
    }

    @Test
    void prune_textThatMentionsACommunityOrAPlatform_stays() {
        String long_ = "<p>If you need help, you can join us on Discord, where the maintainers answer questions about"
                + " the log format, the witness protocol and the tooling every weekday, and post the release notes.</p>";
        String sentence = "<p>The minister said she would follow us on Twitter to see what the readers think.</p>";
        String lower = "<p>Follow the council meeting on YouTube.</p>";
        String inline = "<p>Readers asked <span>follow us on Facebook</span> to be printed larger.</p>";
        for (String html : new String[] {long_, sentence, inline, lower}) {
            Element content = content(html);

            FollowPrompts.prune(content);

            assertThat(content.html()).isEqualTo(content(html).html());
        }
    }
}
