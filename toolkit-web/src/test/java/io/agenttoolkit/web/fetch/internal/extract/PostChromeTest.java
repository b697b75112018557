package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** Removal of per-post chrome (poster stats, titles, signatures, reactions) from a thread's content. */
class PostChromeTest {

    private static final String BASE = "https://example.com/threads/choosing-a-first-tank.42/";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    private static String post(String name, int number) {
        return "<article class='message message--post'><div class='message-cell message-cell--user'>"
                + "<section class=message-user><h4 class=message-name><a href='/members/" + name + "'>" + name
                + "</a></h4><h5 class='userTitle message-userTitle'>Well-known member</h5>"
                + "<div class='userBanner message-userBanner'>Supporter</div>"
                + "<div class=message-userExtras><dl class=pairs><dt>Joined</dt><dd>Mar 3, 2011</dd></dl>"
                + "<dl class=pairs><dt>Messages</dt><dd>8,475</dd></dl></div></section></div>"
                + "<div class='message-cell message-cell--main'><div class=message-userContent>"
                + "<div class=bbWrapper><p>Reply " + number + " from " + name
                + ": cycle the tank for a few weeks before adding fish, test the water every other day,"
                + " and keep the stocking light until the filter has settled in properly.</p></div></div>"
                + "<div class='reactionsBar js-reactionsList'>Like 4</div>"
                + "<aside class=message-signature>My 55 gallon planted build log and other projects</aside>"
                + "</div></article>";
    }

    private static String thread() {
        StringBuilder html = new StringBuilder("<html><head><title>Choosing a first tank</title></head><body>"
                + "<div class=p-body><h1>Choosing a first tank</h1><div class=block-body>");
        String[] names = {"reefkeeper", "tetraFan", "bettaMom", "plantguy", "cichlid_joe", "shrimpy"};
        for (int i = 0; i < names.length; i++) {
            html.append(post(names[i], i + 1));
        }
        return html.append("</div></div></body></html>").toString();
    }

    @Test
    void postersStatsTitlesSignaturesAndReactions_areDropped() {
        String markdown = extractor.extract(thread(), BASE).markdown();

        assertThat(markdown)
                .doesNotContain("Well-known member")
                .doesNotContain("Supporter")
                .doesNotContain("Joined")
                .doesNotContain("8,475")
                .doesNotContain("Like 4")
                .doesNotContain("55 gallon planted build log");
    }

    @Test
    void postersNamesAndPosts_areKept() {
        String markdown = extractor.extract(thread(), BASE).markdown();

        assertThat(markdown)
                .contains("Reply 1 from reefkeeper")
                .contains("Reply 6 from shrimpy")
                .contains("[bettaMom]");
    }

    private static String answer(int number) {
        return "<div class='answer js-answer'><div class=post-layout><div class=votecell>"
                + "<div class='js-vote-count flex--item'>" + (40 + number) + "</div></div>"
                + "<span class=d-none itemprop=commentCount>9" + number + "</span>"
                + "<div class=answercell><div class='s-prose js-post-body'><p>Answer " + number
                + " says to salt the water well, keep the pasta moving in the first minute and save a cup of the"
                + " cooking water for the sauce, which it thickens as the two are tossed together.</p></div>"
                + "<div class='js-post-menu pt2'><a class=js-share-link href='/a/" + number + "'>Share</a>"
                + "<a class=js-suggest-edit-post href='/posts/" + number + "/edit'>Improve this answer</a></div>"
                + "</div><div class='comments js-comments-container'><ul class=comments-list><li class=comment>"
                + "<span class=comment-copy>Commenter " + number + " thinks this works only with dried pasta.</span>"
                + "</li></ul></div></div></div>";
    }

    @Test
    void answersVotesMenusHiddenCountsAndCommentLists_areDropped() {
        StringBuilder html = new StringBuilder("<html><head><title>Cooking pasta</title></head><body><div id=answers>");
        for (int i = 1; i <= 5; i++) {
            html.append(answer(i));
        }
        String markdown = extractor
                .extract(html.append("</div></body></html>").toString(), BASE)
                .markdown();

        assertThat(markdown)
                .contains("Answer 1 says")
                .contains("Answer 5 says")
                .doesNotContain("Improve this answer")
                .doesNotContain("Commenter 3")
                .doesNotContain("92")
                .doesNotContain("43");
    }

    @Test
    void noticeUnderTheAnswers_isDropped() {
        StringBuilder html = new StringBuilder("<html><head><title>Cooking pasta</title></head><body><div id=answers>");
        for (int i = 1; i <= 3; i++) {
            html.append(answer(i));
        }
        html.append("<h2 class='js-bottom-notice bottom-notice'>You must <a href='/users/login'>log in</a> to answer"
                + " this question.</h2><div class='js-bottom-notice d-flex'><p>Start asking to get answers</p>"
                + "<p>Find the answer to your question by asking.</p><p>Explore related questions</p>"
                + "<p>See similar questions with these tags.</p></div>");

        String markdown = extractor
                .extract(html.append("</div></body></html>").toString(), BASE)
                .markdown();

        assertThat(markdown)
                .contains("Answer 3 says")
                .doesNotContain("to answer this question")
                .doesNotContain("Start asking")
                .doesNotContain("similar questions");
    }

    private static String card(String name, String text) {
        return "<div class=MessageCard><div class=MessageCard__user>" + name + "</div><div class=message-cell>"
                + "<article class='message-body js-selectToQuote'><div class=bbWrapper>" + text
                + "</div></article></div></div>";
    }

    @Test
    void openingPostPrintedApartFromTheReplies_isKept() {
        StringBuilder html = new StringBuilder("<html><head><title>Beginner bikes</title></head><body>"
                + "<div class=p-body><div class=thread-body><h1>Beginner bikes</h1>"
                + card(
                        "rider",
                        "Opening post: I want to get into mountain biking and need a good intro level bike"
                                + " that will not break the bank; which of the two entry models should I pick?")
                + "<div class=block><div class=block-container><div class=block-body>");
        for (int i = 1; i <= 6; i++) {
            html.append("<article class=js-post>")
                    .append(card(
                            "member" + i,
                            "Reply " + i + ": both entry models are decent, but a better fork"
                                    + " matters more than the frame on rough trails, so look at the fork first, then at"
                                    + " the brakes, and buy from a shop close by for service."))
                    .append("</article>");
        }
        String markdown = extractor
                .extract(
                        html.append("</div></div></div></div></div></body></html>")
                                .toString(),
                        BASE)
                .markdown();

        assertThat(markdown)
                .contains("Opening post: I want to get into mountain biking")
                .contains("Reply 6:");
    }

    @Test
    void hiddenOnlyOnSmallScreens_isKept() {
        assertThat(PostChrome.isHidden("d-none d-md-inline")).isFalse();
        assertThat(PostChrome.isHidden("d-none sm:d-block")).isFalse();
        assertThat(PostChrome.isHidden("d-none")).isTrue();
    }

    @Test
    void similarThreadsUnderTheThread_areDropped() {
        String html = thread().replace(
                        "</div></div></body>",
                        "<h2>Similar threads</h2><ul><li><a href='/t/1'>Best filter for a 20 gallon tank</a></li>"
                                + "<li><a href='/t/2'>Cycling a tank with fish food</a></li></ul></div></div></body>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("Reply 6 from shrimpy").doesNotContain("Best filter for a 20 gallon tank");
    }

    @Test
    void chromeNameThatHoldsMostOfTheContent_isKept() {
        Element content = Jsoup.parse("<div id=c><div class=user-info><p>"
                        + "A long profile page text that is the whole of what this page says about its member."
                        + "</p></div><p>Short note.</p></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text()).contains("A long profile page text");
    }

    @Test
    void commentListLongerThanTheShortQuestion_isDropped() {
        StringBuilder html = new StringBuilder("<div id=c><div class=question><div class=s-prose><p>"
                + "Is there a difference between the two spellings of this word, and which one should a writer use"
                + " in a formal letter to a company in another country? I have seen both in newspapers and in"
                + " dictionaries, and I cannot tell whether one of them is wrong or only old-fashioned. My teacher"
                + " said the older one is British.</p></div>"
                + "<div class='comments js-comments-container'><ul class='comments-list js-comments-list'>");
        for (int i = 1; i <= 8; i++) {
            html.append("<li class=comment><span class=comment-copy>Commenter ")
                    .append(i)
                    .append(" remarks that both spellings are fine and that the choice depends on the house style of"
                            + " the publication.</span></li>");
        }
        Element content =
                Jsoup.parse(html.append("</ul></div></div></div>").toString()).getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text()).contains("Is there a difference").doesNotContain("Commenter 3");
    }

    @Test
    void commentListThatIsNearlyAllTheContent_isKept() {
        Element content = Jsoup.parse("<div id=c><p>Comments</p><ul class=comments-list><li>"
                        + "A long remark that is nearly the whole of what this page holds, so it is what the page is"
                        + " about and stays in.</li></ul></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text()).contains("A long remark");
    }

    @Test
    void commentLinksUnderAPost_areDropped() {
        Element content = Jsoup.parse("<div id=c><p>The answer says to salt the water well and to keep the pasta"
                        + " moving in the first minute.</p><div class=comments-link-row>"
                        + "<a class='js-add-link comments-link' href='#'>Add a comment</a>"
                        + "<a class=comments-link href='#comments'>80 Comments</a></div></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text()).contains("salt the water").doesNotContain("Add a comment", "80 Comments");
    }

    @Test
    void classNamesMatchWholeWithoutBlockOrModifier() {
        assertThat(PostChrome.isChrome("messageCard__user-details")).isTrue();
        assertThat(PostChrome.isChrome("message-attribution-opposite--list")).isTrue();
        assertThat(PostChrome.isChrome("message-userContent")).isFalse();
        assertThat(PostChrome.isChrome("badge")).isFalse();
        assertThat(PostChrome.isChrome("MessageCard__post-position")).isTrue();
        assertThat(PostChrome.isChrome("theme-sort-option-container")).isTrue();
        assertThat(PostChrome.isChrome("sorted-results")).isFalse();
    }

    @Test
    void quoteExpandAndShrinkLinks_areChrome() {
        assertThat(PostChrome.isChrome("bbCodeBlock-expandLink js-expandLink")).isTrue();
        assertThat(PostChrome.isChrome("bbCodeBlock-shrinkLink js-shrinkLink")).isTrue();
        assertThat(PostChrome.isChrome("ipsTruncate_more")).isTrue();
        assertThat(PostChrome.isChrome("ipsTruncate")).isFalse();
    }

    private static String plainPost(String name, String fields, int number) {
        return "<table class=tborder><tr><td class=alt2><div><a class=bigusername href='/members/" + name + "'>" + name
                + "</a></div><div class=smallfont>" + fields + "</div></td><td class=alt1><div id=post_message_"
                + number + ">Post " + number + " by " + name + ": the refresh rate drops to 30 Hz after the driver"
                + " update, and rolling back to the previous driver brings 60 Hz back on the same cable.</div>"
                + "<div class=file-meta>1.8 MB &middot; Views: 40" + number + "</div>"
                + "<div class=ThankedByBox><span class=ThankedBy>Thanked by <span>2</span></span>"
                + "<a href='/profile/x'>someone</a></div></td></tr></table>";
    }

    @Test
    void posterStatFieldsInPlainBlocks_attachmentMetaAndThanks_areDropped() {
        StringBuilder html = new StringBuilder("<html><head><title>Wrong refresh rate</title></head><body>"
                + "<div id=posts><h1>Wrong refresh rate</h1>");
        html.append(plainPost(
                "tester",
                "<div>Join Date: Mar 2016</div><div>Location: South Africa</div>" + "<div>Posts: 2</div>",
                1));
        for (int i = 2; i <= 4; i++) {
            html.append(plainPost("helper" + i, "<div>Posts: 4,95" + i + "</div>", i));
        }
        String markdown = extractor
                .extract(html.append("</div></body></html>").toString(), BASE)
                .markdown();

        assertThat(markdown)
                .contains("Post 1 by tester")
                .contains("Post 4 by helper4")
                .doesNotContain("Join Date")
                .doesNotContain("South Africa")
                .doesNotContain("Posts: 4,95")
                .doesNotContain("Views: 40")
                .doesNotContain("Thanked by");
    }

    @Test
    void aLoneLocationLine_isKept() {
        Element content = Jsoup.parse("<div id=c><h2>Night market</h2><div>Location: Harbour Square</div>"
                        + "<p>Stalls open at six; the market runs every Friday through the summer.</p></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text()).contains("Location: Harbour Square");
    }

    @Test
    void questionStatsUnderTheTitle_areDropped() {
        Element content = Jsoup.parse("<div id=c><h1>Cooking pasta</h1><div class=d-flex>"
                        + "<div><span>Asked</span> <time>13 years, 2 months ago</time></div>"
                        + "<div><span>Modified</span> <a href='/q/1?lastactivity'>5 years, 1 month ago</a></div>"
                        + "<div><span>Viewed</span> 6k times</div></div>"
                        + "<p>How long should dried pasta boil before it is al dente?</p></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text())
                .contains("How long should")
                .doesNotContain("Asked")
                .doesNotContain("Viewed");
    }

    @Test
    void noticesThatVisitorsCannotReply_areDropped_aSentenceAboutLoggingInIsKept() {
        String html = thread().replace(
                        "</div></div></body>",
                        "<p>This topic is now archived and is closed to further replies.</p>"
                                + "<ul><li>You must be logged in to reply to this topic.</li></ul>"
                                + "<a href='/login'>You must log in or register to post here.</a></div></div></body>")
                .replace("Reply 6 from shrimpy", "Reply 6 from shrimpy: you must log in to the router first");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .contains("you must log in to the router first")
                .doesNotContain("archived")
                .doesNotContain("to reply to this topic")
                .doesNotContain("to post here");
    }

    @Test
    void avatarsPrintedAsThePostersInitial_areDropped_anAvatarBlockWithTheNameIsKept() {
        Element content = Jsoup.parse("<div id=c><div class=message><a class='avatar avatar--m avatar--default'"
                        + " href='/members/joseph.1/'><span role=img aria-label=joseph>J</span></a>"
                        + "<p>Post by joseph: the projector needs a darker room than the one I have.</p></div>"
                        + "<div class=avatar><img src=/a.png alt=''><span>Maria Lopez</span></div>"
                        + "<p>More text about light control, screens and the throw distance of each model.</p></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.select("a.avatar")).isEmpty();
        assertThat(content.text()).contains("Post by joseph").contains("Maria Lopez");
    }

    @Test
    void forumEngineChromeComponents_areDropped() {
        Element content = Jsoup.parse("<div id=c><div component=topic/labels>Scheduled Pinned Locked Moved</div>"
                        + "<div component=topic/stats>23 Posts 3 Posters 928 Views</div><div component=post>"
                        + "<div component=post/content><p>Save the route as a favourite on the laptop first.</p></div>"
                        + "<span component=post/editor>last edited by idefix37</span>"
                        + "<div component=post/signature><p>If debugging is removing bugs, programming is adding them.</p>"
                        + "</div><a component=post/reply-count href='#'>1 Reply Last reply</a></div></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text())
                .contains("Save the route as a favourite")
                .doesNotContain("Pinned")
                .doesNotContain("928 Views")
                .doesNotContain("last edited")
                .doesNotContain("debugging")
                .doesNotContain("Last reply");
    }

    @Test
    void postNumbersMarkedAsPositions_areDropped() {
        Element content = Jsoup.parse("<div id=c><div class=crawler-post><div class=crawler-post-meta>"
                        + "<span class=creator><a href='/u/brian'>Brian</a></span><span class=crawler-post-infos>"
                        + "<time class=post-time>September 26, 2025, 1:38pm</time><span itemprop=position>17</span>"
                        + "</span></div><div class=post><p>The agent stops after the update on both servers.</p>"
                        + "</div></div></div>")
                .getElementById("c");

        PostChrome.prune(content);

        assertThat(content.text()).contains("Brian").contains("1:38pm").doesNotContain("17");
    }

    @Test
    void postingRulesAndTheForumClock_areDropped() {
        String html = thread().replace(
                        "</div></div></body>",
                        "<table><tr><td>Posting Rules</td></tr><tr><td><div class=smallfont>"
                                + "<div>You <strong>may not</strong> post new threads</div>"
                                + "<div>You <strong>may not</strong> post replies</div>"
                                + "<div><a href='/misc.php?do=bbcode'>BB code</a> is <strong>On</strong></div>"
                                + "<div>HTML code is <strong>Off</strong></div></div></td></tr></table>"
                                + "<div class=smallfont>All times are GMT +1. The time now is <span>14:01</span>.</div>"
                                + "</div></div></body>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .contains("Reply 6 from shrimpy")
                .doesNotContain("post new threads")
                .doesNotContain("BB code")
                .doesNotContain("HTML code")
                .doesNotContain("The time now is");
    }

    @Test
    void editStampLinesWithADate_areDropped_editorCreditsAndLastEditedLinesAreKept() {
        StringBuilder html = new StringBuilder("<html><head><title>Choosing a first tank</title></head><body>"
                + "<div class=p-body><h1>Choosing a first tank</h1><div class=block-body>");
        String[] stamps = {
            "<strong>Edited <time datetime='2024-04-18'>April 18, 2024</time> by reefkeeper</strong>",
            "<strong>Edited <time>January 29</time> by tetraFan</strong> <a href='/edits?id=2'>(see edit history)</a>",
            "Last edited by bettaMom; 03-16-2014, 08:08 PM.",
            "<strong>Edited by the forum's plant team</strong>"
        };
        for (int i = 0; i < stamps.length; i++) {
            html.append("<article class=post><p>Reply ")
                    .append(i + 1)
                    .append(": cycle the tank for a few weeks before adding fish, test the water every other day,"
                            + " and keep the stocking light until the filter has settled in properly.</p>"
                            + "<span class=light>")
                    .append(stamps[i])
                    .append("</span></article>");
        }
        html.append("</div></div></body></html>");

        String markdown = extractor.extract(html.toString(), BASE).markdown();

        assertThat(markdown)
                .contains("Reply 1: cycle the tank", "Reply 4: cycle the tank")
                .doesNotContain("by reefkeeper", "by tetraFan", "see edit history")
                .contains("Last edited by bettaMom", "Edited by the forum's plant team");
    }
}
