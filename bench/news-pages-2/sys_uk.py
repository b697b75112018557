"""UK systems: Guardian-like (DCR) and BBC-like (Simorgh-era article pages)."""
import hashlib

from common import esc, render_body, head, page, slugify


def dcr(pg, salt):
    """Emotion-style generated class name, stable per page."""
    return "dcr-" + hashlib.md5((pg.id + salt).encode()).hexdigest()[:6]


# --------------------------------------------------------------------------- Guardian-like
def guardian(pg):
    site = pg.site
    sec = slugify(pg.section)
    mon = pg.dt.strftime("%b").lower()
    pg.url = pg.abs("/%s/%d/%s/%02d/%s" % (sec, pg.dt.year, mon, pg.dt.day, pg.slug))
    mk = lambda slug, dt: pg.abs("/%s/%d/%s/%02d/%s" % (sec, dt.year, dt.strftime("%b").lower(), dt.day, slug))
    hero = "https://i.meridianimg.co.uk/img/media/%s/0_0_5000_3000/master/5000.jpg?width=700&amp;quality=85&amp;auto=format&amp;fit=max" % hashlib.sha1(pg.id.encode()).hexdigest() if pg.caption else None
    hd = head(pg, "%s | %s | The Meridian" % (pg.title, pg.section), image=hero.replace("&amp;", "&") if hero else None,
              twitter="@meridian", ld_type="NewsArticle", publisher="The Meridian",
              extra='<script>window.guardian = {"config":{"page":{"contentType":"Article","section":"%s","pageId":"%s"}}};</script>'
                    % (sec, pg.url.split(".co.uk/")[1]))
    c = lambda s: dcr(pg, s)
    b = ['<div id="bannerandheader">']
    pg.part("header", "nav", "support_pitch")
    b.append('<header data-component="header" class="%s"><div class="%s">'
             '<div class="%s"><a href="/contribute?INTCMP=header_support" class="%s" data-link-name="nav3 : support-cta">'
             '<h2 class="%s">Support the Meridian</h2><p class="%s">Fund independent journalism with &pound;5 per month</p><span>Support us</span></a></div>'
             '<a href="/" data-link-name="nav3 : logo" class="%s"><span class="%s">The Meridian - Back to home</span><svg viewBox="0 0 295 95" class="%s"><title>The Meridian</title><path d="M0 0h10v10H0z"></path></svg></a>'
             '</div></header>'
             % (c("hd"), c("hw"), c("sp"), c("spa"), c("sph"), c("spp"), c("lg"), c("lgs"), c("lgv")))
    pillars = ["News", "Opinion", "Sport", "Culture", "Lifestyle"]
    b.append('<nav data-component="nav3" class="%s" aria-label="Meridian sections"><ul class="%s" role="menubar">%s</ul></nav>'
             % (c("nv"), c("nvu"), "".join('<li class="%s"><a class="%s" href="/%s" data-link-name="nav3 : primary : %s">%s</a></li>'
                                            % (c("nvl"), c("nva"), slugify(p), p, p) for p in pillars)))
    b.append('<div data-component="sub-nav" class="%s"><ul class="%s">%s</ul></div>'
             % (c("sn"), c("snu"), "".join('<li class="%s"><a href="/%s" data-link-name="nav3 : subnav : %s" class="%s">%s</a></li>'
                                            % (c("snl"), slugify(s), s, c("sna"), s)
                                            for s in ["UK", "World", "Climate crisis", "Newsletters", "Business", "Environment", "UK politics", "Education", "Society", "Science", "Tech", "Global development", "Obituaries"])))
    b.append('</div>')
    b.append('<main data-layout="StandardLayout"><article class="%s">' % c("art"))
    pg.part("kicker", "byline", "date")
    b.append('<div data-gu-name="title" class="%s"><div class="%s"><a data-link-name="article section" href="/%s" class="%s"><span>%s</span></a></div></div>'
             % (c("tt"), c("tti"), sec, c("tta"), esc(pg.section)))
    b.append('<div data-gu-name="headline" class="%s"><div class="%s"><h1 class="%s">%s</h1></div></div>' % (c("hl"), c("hli"), c("h1"), esc(pg.title)))
    if pg.dek:
        b.append('<div data-gu-name="standfirst" class="%s"><div class="%s"><p>%s</p></div></div>' % (c("sf"), c("sfi"), esc(pg.dek)))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<div data-gu-name="media" class="%s"><figure id="img-1" class="%s" data-spacefinder-role="inline"><div class="%s"><picture><img alt="%s" src="%s" width="445" height="267" loading="eager"></picture></div>'
                 '<figcaption class="%s"><span class="%s"><svg width="11" height="10" viewBox="0 0 11 10"><path d="M5.5 0L11 10H0z"></path></svg></span>%s %s</figcaption></figure></div>'
                 % (c("md"), c("fg"), c("pic"), esc(pg.caption), hero, c("fc"), c("tri"), esc(pg.caption), esc(pg.credit)))
    nc = pg.rng.randint(12, 480)
    d = pg.dt.strftime("%a %-d %b %Y %H.%M GMT")
    b.append('<div data-gu-name="meta" class="%s"><div class="%s"><address aria-label="Contributor info" data-component="meta-byline" data-link-name="byline" class="%s">'
             '<div class="%s"><a rel="author" data-link-name="auto tag link" href="/profile/%s" class="%s">%s</a></div></address>'
             '<div class="%s"><details class="%s" data-gu-name="dateline"><summary class="%s"><span class="%s">%s</span></summary>'
             '<span class="%s">Last modified on %s</span></details></div></div>'
             '<div class="%s"><div data-gu-name="share" class="%s"><button class="%s" aria-label="Share">Share</button></div>'
             '<a href="#comments" data-link-name="comment-count" class="%s"><span class="%s">%d</span></a></div></div>'
             % (c("mt"), c("mti"), c("adr"), c("adri"), slugify(pg.author).replace("-", ""), c("ra"), esc(pg.author),
                c("dl"), c("dld"), c("dls"), c("dlt"), d, c("lm"), pg.later(2).strftime("%a %-d %b %Y %H.%M GMT"),
                c("sh"), c("shi"), c("shb"), c("cc"), c("ccn"), nc))
    pg.part("share")
    inserts = {}
    sl = pg.slots(3)
    kinds = ["ad", "newsletter", "rich"] if len(sl) >= 3 else ["ad", "newsletter"] if len(sl) == 2 else ["newsletter"]
    pg.rng.shuffle(kinds)
    for i, kind in zip(sl, kinds):
        if kind == "ad":
            pg.part("inline_ad")
            inserts[i] = ('<aside class="ad-slot-container %s"><div class="ad-slot__label">Advertisement</div><div id="dfp-ad--inline%d" class="js-ad-slot ad-slot ad-slot--inline" data-link-name="ad slot inline%d" data-name="inline%d" aria-hidden="true"></div></aside>'
                          % (c("ads"), i, i, i))
        elif kind == "newsletter":
            pg.part("newsletter_form")
            inserts[i] = ('<figure id="%s" data-spacefinder-role="inline" class="%s"><div data-component="newsletter-signup" class="%s">'
                          '<div class="%s"><p class="%s">Sign up to <span>First Edition</span></p><p class="%s">Free daily newsletter</p>'
                          '<p class="%s">Our morning email breaks down the key stories of the day, telling you what\'s happening and why it matters</p>'
                          '<p class="%s"><strong>Privacy Notice: </strong>Newsletters may contain info about charities, online ads, and content funded by outside parties. For more information see our <a href="/help/privacy-policy">Privacy Policy</a>. We use Google reCaptcha to protect our website and the Google Privacy Policy and Terms of Service apply.</p></div>'
                          '<form class="%s"><input type="email" aria-label="Enter your email address"><button type="submit">Sign up</button></form></div>'
                          '<p class="%s">after newsletter promotion</p></figure>'
                          % (hashlib.md5(pg.id.encode()).hexdigest()[:8] + "-nl", c("nl"), c("nli"), c("nlt"), c("nlh"), c("nls"), c("nld"), c("nlp"), c("nlf"), c("nla")))
        else:
            pg.part("inline_related")
            r = pg.others(1, mk)[0]
            inserts[i] = ('<aside data-gu-name="rich-link" class="%s"><div data-component="rich-link" class="%s" data-link-name="rich-link-1 | 1"><a class="%s" href="%s" data-link-name="in body link">'
                          '<div class="%s"><div class="%s">%s</div><div class="%s"><span>%s</span></div></div></a></div></aside>'
                          % (c("rl"), c("rli"), c("rla"), r["url"], c("rlc"), c("rlk"), esc(pg.section), c("rlh"), esc(r["title"])))
    fmt = dict(p=lambda h, i: '<p class="%s">%s</p>' % (c("p"), h),
               h=lambda h: '<h2 id="%s" class="%s">%s</h2>' % (slugify(h)[:20], c("h2"), h),
               ul=lambda items: '<ul class="%s">%s</ul>' % (c("ul"), "".join("<li>%s</li>" % x for x in items)),
               q=lambda h: '<blockquote class="%s"><svg viewBox="0 0 22 14" class="%s"><path d="M0 0h5v14H0z"></path></svg><p>%s</p></blockquote>' % (c("bq"), c("qm"), h))
    b.append('<div data-gu-name="body" class="%s"><div id="maincontent" class="%s"><div class="article-body-commercial-selector article-body-viewer-selector %s">' % (c("bd"), c("mc"), c("abs")))
    b.append(render_body(pg, fmt, inserts))
    b.append('</div></div>')
    if pg.chance(0.75):
        pg.part("support_pitch")
        b.append('<div data-testid="contributions-epic" class="%s"><h2 class="%s">You\'ve read %d articles in the last year</h2>'
                 '<p class="%s">&hellip; there\'s a good reason why people choose to support us. Our journalism is free from commercial and political influence, and we keep it open for everyone to read, regardless of where they live or what they can afford.</p>'
                 '<p class="%s">If you can, please consider supporting the Meridian today. It takes less than a minute, and you can cancel at any time. <strong>Thank you.</strong></p>'
                 '<div class="%s"><a href="/contribute?INTCMP=epic">Support us</a> <a href="/contribute?INTCMP=epic-monthly">Support monthly</a></div></div>'
                 % (c("ep"), c("eph"), pg.rng.randint(20, 90), c("epp"), c("epp2"), c("epb")))
    if pg.tags:
        pg.part("tags")
        b.append('<div data-gu-name="tags" class="%s"><h2 class="%s">Explore more on these topics</h2><ul class="%s">%s</ul></div>'
                 % (c("tg"), c("tgh"), c("tgu"), "".join('<li class="%s"><a href="/%s" data-link-name="keyword: %s" class="%s">%s</a></li>' % (c("tgl"), slugify(t), t, c("tga"), esc(t)) for t in pg.tags)))
    b.append('<div class="%s"><button class="%s">Share</button> <a href="https://syndication.themeridian.co.uk/?url=%s" class="%s">Reuse this content</a></div>' % (c("sr"), c("srb"), pg.url, c("sra")))
    b.append('</div></article>')
    pg.part("more_from")
    mo = pg.others(4, mk)
    b.append('<section data-component="more-on-this-story" data-link-name="More on this story" class="%s"><h2 class="%s">More on this story</h2><ul class="%s">%s</ul></section>'
             % (c("mos"), c("mosh"), c("mosu"), "".join('<li class="%s"><a href="%s" class="%s"><span class="%s">%s</span><div class="%s"><time datetime="%s">%s</time></div></a></li>'
                                                         % (c("card"), r["url"], c("cda"), c("cdh"), esc(r["title"]), c("cdm"), pg.iso(r["dt"]), pg.ago(r["dt"], "h", "d").replace(" h ago", "h ago").replace(" d ago", "d ago")) for r in mo)))
    if pg.chance(0.7):
        pg.part("comments")
        cs = pg.comments(pg.rng.randint(3, 5))
        b.append('<section id="comments" data-component="discussion" class="%s"><h2 class="%s">comments (%d)</h2>'
                 '<p class="%s">Commenting has been disabled at this time but you can still <a href="/signin">sign in</a> or <a href="/register">create your Meridian account</a> to join the discussion when it\'s back</p>'
                 '<ul class="%s">%s</ul><button class="%s">View more comments</button></section>'
                 % (c("ds"), c("dsh"), nc, c("dsn"), c("dsu"),
                    "".join('<li class="%s"><div class="%s"><a href="/discussion/user/id/%d" class="%s">%s</a> <time class="%s">%s</time></div><div class="%s"><p>%s</p></div>'
                            '<div class="%s"><button>Reply</button> <button>Report</button> <span>%d</span> <button>Recommend</button></div></li>'
                            % (c("cm"), c("cmh"), x["id"], c("cmu"), esc(slugify(x["name"]).replace("-", "")), c("cmt"), x["dt"].strftime("%-d %b %Y %H.%M"),
                               c("cmb"), esc(x["text"]), c("cma"), pg.rng.randint(0, 80)) for x in cs),
                    c("dsm")))
    pg.part("most_read")
    mv = pg.others(10, mk)
    b.append('<section data-link-name="most-popular" data-component="most-popular" class="%s"><h2 class="%s">Most viewed</h2><ol class="%s">%s</ol></section>'
             % (c("mv"), c("mvh"), c("mvo"), "".join('<li class="%s"><a href="%s" data-link-name="%d | text"><span class="%s">%d</span><h4 class="%s">%s</h4></a></li>'
                                                     % (c("mvl"), r["url"], i + 1, c("mvn"), i + 1, c("mvt"), esc(r["title"])) for i, r in enumerate(mv))))
    b.append('</main>')
    pg.part("footer")
    b.append('<footer data-link-name="footer" data-component="footer" class="%s"><div class="%s">%s</div>'
             '<div class="%s"><a href="/contribute?INTCMP=footer">Support the Meridian</a><p>Available for everyone, funded by readers</p></div>'
             '<small class="%s">&copy; 2024 Meridian News &amp; Media Limited or its affiliated companies. All rights reserved. (dcr)</small></footer>'
             % (c("ft"), c("ftl"), "".join('<ul class="%s">%s</ul>' % (c("ftu"), "".join('<li><a href="/%s">%s</a></li>' % (slugify(x), x) for x in col))
                                            for col in [["About us", "Help", "Complaints & corrections", "Contact us", "Tip us off"],
                                                        ["Privacy policy", "Cookie policy", "Terms & conditions", "Accessibility settings"],
                                                        ["All topics", "All writers", "Newsletters", "Digital newspaper archive"]]),
                c("fts"), c("ftc")))
    return page("en-GB", hd, "", "\n".join(b), html_attrs=' data-rh="lang"')


# --------------------------------------------------------------------------- BBC-like
def bbc(pg):
    site = pg.site
    h = hashlib.md5(pg.id.encode()).hexdigest()
    alnum = "".join(ch for ch in hashlib.sha1(pg.id.encode()).hexdigest() if ch in "0123456789bcdfghjklmnpqrstvwxyz")
    aid = ("c" + alnum[:10] + "o")
    pg.url = pg.abs("/news/articles/%s" % aid)
    mk = lambda slug, dt: pg.abs("/news/articles/c%s%do" % (hashlib.md5(slug.encode()).hexdigest()[:8].replace("a", "k").replace("e", "x"), dt.day % 10))
    hero = "https://ichef.ukbimg.co.uk/news/976/cpsprodpb/%s/live/%s.jpg.webp" % (h[:4].upper(), h) if pg.caption else None
    hd = head(pg, "%s - UKB News" % pg.title, image=hero, twitter="@UKBNews", ld_type="NewsArticle", publisher="UKB News",
              css=["https://static.files.ukb.co.uk/ws/simorgh-assets/public/static/css/main.%s.css" % h[:8]])
    sc = lambda name: "sc-%s-0 %s" % (hashlib.md5((pg.id + name).encode()).hexdigest()[:8], name)
    b = []
    if pg.chance(0.6):
        pg.part("cookie")
        b.append('<div id="cookiePrompt" class="%s" role="region" aria-label="Cookie banner"><h2 class="%s">Let us know you agree to cookies</h2>'
                 '<p>We use <a href="/usingtheukb/cookies/what-do-i-need-to-know-about-cookies/">cookies</a> to give you the best online experience. Please let us know if you agree to all of these cookies.</p>'
                 '<ul><li><button>Yes, I agree</button></li><li><a href="/usingtheukb/cookies/how-can-i-change-my-ukb-cookie-settings/">No, take me to settings</a></li></ul></div>'
                 % (sc("cookie"), sc("cookieh")))
    pg.part("header", "nav")
    b.append('<header data-testid="header-content" class="%s"><div class="%s"><a href="/" aria-label="UKB Homepage" class="%s"><svg viewBox="0 0 84 24" focusable="false" aria-hidden="true"><path d="M0 0h24v24H0z"></path></svg></a>'
             '<a href="/account" class="%s">Sign in</a></div>'
             '<nav data-testid="level1-navigation-container" class="%s"><ul>%s</ul></nav>'
             '<nav data-testid="level2-navigation-container" class="%s" aria-label="News"><ul>%s</ul></nav></header>'
             % (sc("hdr"), sc("hdrw"), sc("logo"), sc("signin"), sc("nav1"),
                "".join('<li><a href="/%s" class="%s">%s</a></li>' % (slugify(x), sc("nl"), x) for x in ["Home", "News", "Sport", "Weather", "iPlayer", "Sounds", "Bitesize"]),
                sc("nav2"), "".join('<li><a href="/news/%s" class="%s">%s</a></li>' % (slugify(x), sc("nl2"), x) for x in ["England", "N. Ireland", "Scotland", "Wales", "Local News", "Fenmoor"])))
    b.append('<div id="main-wrapper" class="%s"><main id="main-content" data-testid="main-content" class="%s"><article class="%s">' % (sc("wrap"), sc("main"), sc("art")))
    b.append('<div data-component="headline-block" class="%s"><h1 id="main-heading" type="headline" tabindex="-1" class="%s"><span role="text">%s</span></h1></div>'
             % (sc("hb"), sc("hl"), esc(pg.title)))
    pg.part("byline", "date", "share")
    b.append('<div data-component="byline-block" class="%s"><div data-testid="byline-new" class="%s"><div class="%s"><time datetime="%s">%s</time></div>'
             '<div data-testid="byline-new-contributors" class="%s"><div class="%s"><span class="%s">%s</span></div><div class="%s"><span>UKB News, %s</span></div></div></div>'
             '<div class="%s"><button class="%s" aria-label="Share">Share</button><button class="%s" aria-label="Save">Save</button></div></div>'
             % (sc("bb"), sc("bn"), sc("bt"), pg.iso(tz="Z"), "%d %s %d" % (pg.dt.day, pg.dt.strftime("%B"), pg.dt.year), sc("bc"), sc("bci"), sc("bcn"),
                esc(pg.author), sc("bcr"), esc(pg.section), sc("sh"), sc("shb"), sc("svb")))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="%s"><div data-component="image-block" class="%s"><img sizes="(min-width: 1280px) 50vw, 100vw" src="%s" alt="%s" width="976" height="549">'
                 '<span role="text" class="%s"><span class="%s">Image source, </span>%s</span></div>'
                 '<figcaption class="%s"><span class="%s">Image caption, </span>%s</figcaption></figure>'
                 % (sc("fig"), sc("ib"), hero, esc(pg.caption), sc("cr"), sc("vh"), esc(pg.credit), sc("cap"), sc("vh2"), esc(pg.caption)))

    def p(hh, i):
        inner = "<b>%s</b>" % hh if i == 0 else hh
        return '<div data-component="text-block" class="%s"><p class="%s">%s</p></div>' % (sc("tb"), sc("tp"), inner)

    fmt = dict(p=p,
               h=lambda hh: '<div data-component="subheadline-block" class="%s"><h2 id="%s" class="%s">%s</h2></div>' % (sc("shb"), slugify(hh)[:20], sc("sh2"), hh),
               ul=lambda items: '<div data-component="unordered-list-block" class="%s"><ul class="%s">%s</ul></div>'
                                % (sc("ulb"), sc("ul"), "".join('<li class="%s"><p class="%s">%s</p></li>' % (sc("li"), sc("lp"), x) for x in items)),
               q=lambda hh: '<blockquote class="%s"><p>%s</p></blockquote>' % (sc("bq"), hh))
    inserts = {}
    if len(pg.groups) > 6 and pg.chance(0.8):
        sl = pg.slots(1)
        if sl:
            pg.part("inline_related")
            rel = pg.others(2, mk)
            inserts[sl[0]] = ('<div data-component="links-block" class="%s"><h2 class="%s">You may also be interested in:</h2><ul>%s</ul></div>'
                              % (sc("lb"), sc("lbh"), "".join('<li><a href="%s" class="%s">%s</a></li>' % (r["url"], sc("lba"), esc(r["title"])) for r in rel)))
    b.append(render_body(pg, fmt, inserts))
    if pg.chance(0.7):
        pg.part("social_follow")
        b.append('<div data-component="text-block" class="%s"><p class="%s"><i>Follow Fenmoor news on <a href="/news/fenmoor">UKB Sounds</a>, Facebook, Instagram and X. Got a story? Email fenmoor.news@ukb.co.uk or WhatsApp us on 0800 555 0100.</i></p></div>'
                 % (sc("tb"), sc("tp")))
    pg.part("tags")
    topics = pg.tags or [pg.section, "Transport" if "bus" in pg.slug else "Health" if "hospital" in pg.slug else "Animals"]
    b.append('<div data-component="tags" class="%s"><h2 class="%s">Related topics</h2><ul class="%s">%s</ul></div>'
             % (sc("tg"), sc("tgh"), sc("tgu"), "".join('<li><a href="/news/topics/c%s" class="%s">%s</a></li>' % (hashlib.md5(t.encode()).hexdigest()[:11], sc("tga"), esc(t)) for t in topics)))
    b.append('</article>')
    pg.part("more_from")
    mo = pg.others(6, mk)
    b.append('<section data-testid="more-stories" class="%s"><h2 class="%s">More from UKB News</h2><ul>%s</ul></section>'
             % (sc("ms"), sc("msh"), "".join('<li class="%s"><div data-testid="promo" class="%s"><a href="%s" class="%s"><h3 class="%s">%s</h3></a>'
                                              '<p class="%s">%s</p><span class="%s">%s</span><span class="%s">%s</span></div></li>'
                                              % (sc("msl"), sc("promo"), r["url"], sc("pa"), sc("ph"), esc(r["title"]), sc("pp"), esc(r["blurb"]),
                                                 sc("pt"), pg.ago(r["dt"]), sc("pc"), esc(pg.section)) for r in mo)))
    b.append('</main></div>')
    pg.part("footer")
    b.append('<footer data-testid="footer" class="%s"><nav class="%s"><ul>%s</ul></nav>'
             '<p class="%s"><span>Copyright 2024 UKB. All rights reserved.</span> The <em>UKB</em> is <strong>not responsible for the content of external sites.</strong> <a href="/editorialguidelines/guidance/feeds-and-links">Read about our approach to external linking.</a></p></footer>'
             % (sc("ft"), sc("ftn"), "".join('<li><a href="/%s">%s</a></li>' % (slugify(x), x) for x in ["Terms of Use", "About the UKB", "Privacy Policy", "Cookies", "Accessibility Help", "Parental Guidance", "Contact the UKB", "Get Personalised Newsletters"]),
                sc("ftc")))
    return page("en-GB", hd, "", "\n".join(b))
