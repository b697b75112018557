"""US newspaper-group / wire / portal systems: Gannett-like, Hearst-like,
McClatchy-like, Advance Local-like, Patch-like, AP-like, Yahoo-syndicated."""
import hashlib

from common import esc, render_body, head, page, slugify

AP_MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def ap_date(dt):
    return "%s %d, %d" % (AP_MONTHS[dt.month - 1], dt.day, dt.year)


def hexid(pg, n=32):
    return hashlib.md5(pg.id.encode()).hexdigest()[:n]


def plain_fmt(p_cls="", h_tag="h2", h_cls="", ul_cls="", li_cls="", q_cls=""):
    pc = ' class="%s"' % p_cls if p_cls else ""
    hc = ' class="%s"' % h_cls if h_cls else ""
    uc = ' class="%s"' % ul_cls if ul_cls else ""
    lc = ' class="%s"' % li_cls if li_cls else ""
    qc = ' class="%s"' % q_cls if q_cls else ""
    return dict(
        p=lambda h, i: "<p%s>%s</p>" % (pc, h),
        h=lambda h: "<%s%s>%s</%s>" % (h_tag, hc, h, h_tag),
        ul=lambda items: "<ul%s>\n%s\n</ul>" % (uc, "\n".join("<li%s>%s</li>" % (lc, x) for x in items)),
        q=lambda h: "<blockquote%s><p>%s</p></blockquote>" % (qc, h),
    )


# --------------------------------------------------------------------------- Gannett-like
def gannett(pg):
    site = pg.site
    secpath = {"Crime": "news/crime", "Traffic": "news/local", "Education": "news/education", "Local": "news/local"}[pg.section]
    sid = 72000000000 + pg.num * 1234567
    pg.url = pg.abs("/story/%s/%s/%s/%d007/" % (secpath, pg.dt.strftime("%Y/%m/%d"), pg.slug, sid))
    mk = lambda slug, dt: pg.abs("/story/news/local/%s/%s/%d007/" % (dt.strftime("%Y/%m/%d"), slug, 72000000000 + pg.rng.randint(1, 999999999)))
    hero = "https://www.gannett-cdn.com/authoring/images/%s/%s.jpg?crop=5471,3078,x0,y285&amp;width=660&amp;height=371&amp;format=pjpg&amp;auto=webp" % (site["code"], hexid(pg, 16)) if pg.caption else None
    hd = head(pg, "%s" % pg.title, image=hero.replace("&amp;", "&") if hero else None, twitter=site["twitter"], ld_type="NewsArticle",
              css=["/gdcb/css/article.css"],
              extra='<script>window.gciAnalyticsUAID="UA-00000000-1";var utag_data={"ssts":"news/local","taxonomykeywords":"%s"};</script>' % esc(pg.section.lower()))
    b = []
    pg.part("header", "nav")
    b.append('<header class="gnt_n" role="banner"><div class="gnt_n_w">'
             '<a class="gnt_n_logo" href="/" aria-label="%s logo" data-t-l="|nav|logo"></a>'
             '<nav class="gnt_n_mn" aria-label="Main navigation">%s</nav>'
             '<div class="gnt_n_us"><a class="gnt_n_us_a gnt_n_us_a__sub" href="https://subscribe.%s/restricted/?return=%s" data-t-l="|nav|subscribe">Subscribe</a>'
             '<a class="gnt_n_us_a" href="https://login.%s/" data-t-l="|nav|sign in">Sign In</a></div></div></header>'
             % (esc(site["name"]),
                "".join('<a class="gnt_n_mn_l" href="/%s/" data-t-l="|nav|%s">%s</a>' % (slugify(m), m.lower(), m)
                        for m in ["News", "Sports", "Entertainment", "Opinion", "Obituaries", "eNewspaper", "Legals"]),
                pg.domain.replace("www.", ""), pg.url, pg.domain.replace("www.", "")))
    if pg.chance(0.4):
        pg.part("ticker")
        bk = pg.others(1, mk)[0]
        b.append('<aside class="gnt_bb" aria-label="Breaking news"><span class="gnt_bb_l">Breaking</span><a class="gnt_bb_a" href="%s">%s</a></aside>' % (bk["url"], esc(bk["title"])))
    b.append('<main class="gnt_cw" id="main"><article class="gnt_pr" data-ss-t="article">')
    if pg.chance(0.65):
        pg.part("paywall")
        b.append('<div class="gnt_ar_lbl gnt_ar_lbl__se"><span class="gnt_ar_lbl_t">Subscriber exclusive</span></div>')
    b.append('<h1 class="gnt_ar_hl" elementtiming="ar-headline">%s</h1>' % esc(pg.title))
    if pg.dek:
        b.append('<p class="gnt_ar_sb">%s</p>' % esc(pg.dek))
    pg.part("byline", "date", "share")
    pub = "Published %s ET %s" % (pg.time_en(), ap_date(pg.dt))
    upd = " | Updated %s ET %s" % (pg.time_en(pg.later(2)), ap_date(pg.later(2))) if pg.chance(0.5) else ""
    b.append('<div class="gnt_ar_by"><a class="gnt_ar_by_a gnt_ar_by_a__fi" href="/staff/%d/%s/" data-c-by="%s">%s</a>'
             '<div class="gnt_ar_by_tl">%s</div></div>'
             '<div class="gnt_ar_dt" aria-label="%s%s">%s%s</div>'
             % (2640000000 + pg.num, slugify(pg.author), esc(pg.author), esc(pg.author), esc(site["name"]), pub, upd, pub,
                ('<span class="gnt_ar_dt_u">%s</span>' % upd) if upd else ""))
    b.append('<div class="gnt_ss" role="group" aria-label="Share">'
             '<a class="gnt_ss_a gnt_ss_a__fb" href="https://www.facebook.com/dialog/share?href=%s" aria-label="Share to Facebook"><span class="gnt_ss_t">Facebook</span></a>'
             '<a class="gnt_ss_a gnt_ss_a__x" href="https://x.com/intent/tweet?url=%s" aria-label="Share to X"><span class="gnt_ss_t">X</span></a>'
             '<a class="gnt_ss_a gnt_ss_a__em" href="mailto:?body=%s" aria-label="Email this article"><span class="gnt_ss_t">Email</span></a></div>'
             % (pg.url, pg.url, pg.url))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="gnt_em gnt_em__fp gnt_em_img"><div class="gnt_em_img_w" style="padding-top:56.25%%"><img class="gnt_em_img_i" src="%s" alt="%s" width="660" height="371"></div>'
                 '<figcaption class="gnt_em_cp" aria-label="%s %s" data-c-caption="%s" data-c-credit="%s">%s<span class="gnt_em_cp_cr">%s</span></figcaption></figure>'
                 % (hero, esc(pg.caption), esc(pg.caption), esc(pg.credit), esc(pg.caption), esc(pg.credit), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    sl = pg.slots(3)
    for j, i in enumerate(sl):
        if j % 2 == 0:
            pg.part("inline_related")
            r = pg.others(1, mk)[0]
            inserts[i] = '<p class="gnt_ar_b_p"><strong class="gnt_ar_b_al">More:</strong> <a class="gnt_ar_b_a" href="%s" data-t-l="|inline|intext|n/a">%s</a></p>' % (r["url"], esc(r["title"]))
        else:
            pg.part("inline_ad")
            inserts[i] = '<aside class="gnt_em gnt_em__ad gnt_em_vp__tp" aria-label="advertisement"><span class="gnt_em_ad_l">Advertisement</span><div class="gnt_xmst"></div></aside>'
    b.append('<div class="gnt_ar_b" aria-label="Article body">')
    b.append(render_body(pg, plain_fmt("gnt_ar_b_p", "h2", "gnt_ar_b_h2", "gnt_ar_b_ul", "gnt_ar_b_li"), inserts))
    if pg.chance(0.6) and not pg.author.startswith("Staff"):
        pg.part("author_tagline")
        first = pg.author.split()[0]
        b.append('<p class="gnt_ar_b_p"><em>%s covers %s for the %s. Reach %s at <a class="gnt_ar_b_a" href="mailto:%s">%s</a>.</em></p>'
                 % (esc(pg.author), pg.section.lower(), esc(site["name"]), first, pg.email(), pg.email()))
    b.append('</div>')
    if pg.chance(0.6):
        pg.part("newsletter_link")
        b.append('<aside class="gnt_em gnt_em_nl" aria-label="Newsletter"><div class="gnt_em_nl_t">Get the Daily Briefing newsletter in your inbox.</div>'
                 '<a class="gnt_em_nl_a" href="/newsletters/">Sign up</a></aside>')
    b.append('</article>')
    pg.part("more_from")
    ms = pg.others(6, mk)
    b.append('<div class="gnt_m gnt_m_flm" aria-label="More Stories"><h2 class="gnt_m_ht">More Stories</h2>%s</div>'
             % "".join('<a class="gnt_m_flm_a" href="%s" data-c-br="%s" data-t-l="|flm|%d"><img class="gnt_m_flm_i" src="https://www.gannett-cdn.com/authoring/images/%s/thumb-%d.jpg?width=300&amp;height=200" alt="" loading="lazy">'
                       '<div class="gnt_m_flm_hl">%s</div><div class="gnt_m_flm_sbt" data-c-dt="%s">%s</div></a>'
                       % (r["url"], esc(r["blurb"]), i, site["code"], r["img_id"], esc(r["title"]), ap_date(r["dt"]), ap_date(r["dt"])) for i, r in enumerate(ms)))
    b.append('</main>')
    pg.part("footer")
    cols = [("About Us", ["Staff Directory", "Careers", "Accessibility Support", "Our Ethical Principles", "Terms of Service", "Privacy Policy"]),
            ("Contact Us", ["Help Center", "Manage Account", "Give Feedback", "Get Home Delivery", "Corrections"]),
            ("Stay Connected", ["Facebook", "X", "Instagram", "eNewspaper", "Newsletters"])]
    b.append('<footer class="gnt_f"><nav class="gnt_f_nav" aria-label="Footer">%s</nav><div class="gnt_f_cp">&copy; 2024 %s. All rights reserved.</div></footer>'
             % ("".join('<div class="gnt_f_c"><h3 class="gnt_f_h">%s</h3>%s</div>' % (h, "".join('<a class="gnt_f_l" href="/%s/">%s</a>' % (slugify(x), x) for x in xs)) for h, xs in cols),
                pg.domain))
    return page("en", hd, 'class="gnt_pr_b"', "\n".join(b))


# --------------------------------------------------------------------------- Hearst-like
def hearst(pg):
    site = pg.site
    aid = 19000000 + pg.num * 3217
    secpath = {"Crime": "news", "Weather": "weather", "Local Politics": "politics"}[pg.section]
    pg.url = pg.abs("/%s/article/%s-%d.php" % (secpath, pg.slug, aid))
    mk = lambda slug, dt: pg.abs("/news/article/%s-%d.php" % (slug, 18000000 + pg.rng.randint(0, 999999)))
    img_base = "https://s.hdnux.com/photos/01/36/%02d/%d/3/rawImage.jpg"
    hero = img_base % (pg.num % 90, 24000000 + pg.num) if pg.caption else None
    hd = head(pg, "%s" % pg.title, image=hero, twitter=site["twitter"], ld_type="NewsArticle",
              css=[pg.abs("/sites/premiumcontent/static/css/article.css")],
              extra='<script>window.HDN = window.HDN || {}; HDN.dataLayer = {"content": {"objectId": "%d", "title": "%s", "sectionPath": ["%s"]}};</script>'
                    % (aid, esc(pg.title), secpath))
    b = []
    pg.part("header", "nav")
    b.append('<div class="belowMastheadWrapper"><header class="header-nav" data-block-type="ai.header">'
             '<div class="header-nav--left"><button class="header-nav--menu" aria-label="Open navigation">Menu</button>'
             '<a class="header-nav--search" href="/search/">Search</a></div>'
             '<a class="header-logo" href="/" aria-label="%s homepage"><span class="header-logo--text">%s</span></a>'
             '<div class="header-nav--right"><a class="header-subscribe" href="/subscribe/">Subscribe</a><a class="header-signin" href="/login/">Sign In</a></div></header>'
             '<nav class="nav-main" aria-label="Sections"><ul>%s</ul></nav>'
             % (esc(site["name"]), esc(site["name"]), "".join('<li><a href="/%s/">%s</a></li>' % (slugify(m), m)
                                                            for m in ["Local", "Politics", "Sports", "Business", "Weather", "Food", "Opinion", "Obituaries", "e-Edition"])))
    if pg.chance(0.7):
        pg.part("paywall")
        b.append('<div class="promo-bar" data-block-type="ai.promo"><a href="/subscribe/?source=promobar">Limited-time offer: Subscribe for $1 for 6 months</a></div>')
    b.append('</div><main id="main" class="main-content"><article class="article--content">')
    pg.part("kicker", "byline", "date")
    b.append('<header class="article-header"><div class="breadcrumb"><a href="/%s/">%s</a></div>'
             '<h1 class="headline" data-cy="headline">%s</h1>' % (secpath, esc(pg.section), esc(pg.title)))
    if pg.dek:
        b.append('<div class="dek" data-cy="dek"><p>%s</p></div>' % esc(pg.dek))
    b.append('<div class="byline"><span class="byline-by">By</span> <a class="byline-author" href="/author/%s/">%s</a>, <span class="byline-title">Staff writer</span></div>'
             '<time class="dateline" datetime="%s">Updated %s %s</time>'
             % (slugify(pg.author), esc(pg.author), pg.iso(pg.later(1)), ap_date(pg.later(1)), pg.time_en(pg.later(1))))
    if pg.chance(0.7):
        pg.part("share")
        b.append('<div class="share-bar"><button class="share-bar--facebook" aria-label="Share on Facebook"><span>Facebook</span></button>'
                 '<button class="share-bar--email" aria-label="Email this article"><span>Email</span></button>'
                 '<button class="share-bar--gift" aria-label="Gift this article"><span>Gift Article</span></button></div>')
    b.append('</header>')
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="photo photo--lead"><img src="%s" alt="%s" width="1200" height="800">'
                 '<figcaption><span class="caption">%s</span> <span class="credit">%s</span></figcaption></figure>'
                 % (hero, esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    n = len(pg.groups)
    for i in pg.slots(1 if n < 5 else 2 if n < 10 else 3):
        pg.part("inline_ad")
        inserts[i] = ('<div class="ad-module ad-module--ad-module-primary" data-block-type="ad"><p class="ad-module--text">Article continues below this ad</p>'
                      '<div class="ad-module--content" id="A_%d"></div></div>' % i)
    nl_slot = pg.slots(1)
    if nl_slot and pg.chance(0.6) and nl_slot[0] not in inserts:
        pg.part("newsletter_form")
        inserts[nl_slot[0]] = ('<div class="newsletter-signup" data-block-type="ai.newsletter"><div class="newsletter-signup--title">Morning Report</div>'
                               '<p class="newsletter-signup--description">Get the day\'s top local stories delivered to your inbox each morning.</p>'
                               '<form class="newsletter-signup--form"><input type="email" placeholder="Enter your email" aria-label="Email address"><button type="submit">Sign Up</button></form>'
                               '<p class="newsletter-signup--legal">By signing up, you agree to our Terms of Use and acknowledge that your information will be used as described in our Privacy Notice.</p></div>')
    b.append('<div class="body" data-cy="article-body">')
    b.append(render_body(pg, plain_fmt(h_tag="h2"), inserts))
    b.append('</div>')
    if pg.chance(0.7):
        pg.part("author_bio")
        b.append('<div class="author-bio"><img src="%s" alt="%s"><div><h3 class="author-bio--name">%s</h3><p class="author-bio--title">Staff Writer</p>'
                 '<p class="author-bio--body">%s joined the %s in 2019 after covering courts and municipal government for newspapers in Connecticut and upstate New York.</p></div></div>'
                 % (pg.abs("/img/authors/%s.jpg" % slugify(pg.author)), esc(pg.author), esc(pg.author), esc(pg.author), esc(site["name"])))
    b.append('</article>')
    pg.part("sidebar", "most_read")
    pop = pg.others(5, mk)
    b.append('<aside class="rail"><section class="list-module" data-block-type="ai.mostPopular"><h2 class="list-module--title">Most Popular</h2><ol>%s</ol></section>'
             % "".join('<li><a href="%s">%s</a></li>' % (r["url"], esc(r["title"])) for r in pop))
    if pg.chance(0.5):
        pg.part("support_pitch")
        b.append('<section class="subscribe-module"><h3>Local news matters</h3><p>Support journalism that holds the powerful accountable and tells your community\'s stories.</p>'
                 '<a class="btn" href="/subscribe/">Subscribe</a></section>')
    b.append('</aside>')
    if pg.chance(0.6):
        pg.part("recommended")
        rec = pg.others(4, mk)
        b.append('<section class="recirc-module" data-block-type="ai.recirc"><h2>Top of the News</h2><div class="recirc-grid">%s</div></section>'
                 % "".join('<div class="recirc-card"><a href="%s"><img src="%s" alt=""><h3>%s</h3></a><p>%s</p></div>'
                           % (r["url"], img_base % (r["img_id"] % 90, r["img_id"]), esc(r["title"]), esc(r["blurb"])) for r in rec))
    b.append('</main>')
    pg.part("footer")
    b.append('<footer class="footer" data-block-type="ai.footer"><div class="footer--links">%s</div>'
             '<div class="footer--legal"><p>&copy;2024 %s, a division of Ashford Media Group. All rights reserved.</p>'
             '<p><a href="/privacy/">Privacy Notice</a> | <a href="/privacy/#california">Your California Privacy Rights</a> | <a href="/terms/">Terms of Use</a></p></div></footer>'
             % ("".join('<ul>%s</ul>' % "".join('<li><a href="/%s/">%s</a></li>' % (slugify(x), x) for x in col)
                        for col in [["About", "Our Company", "Careers", "Our Use of AI", "Standards and Practices"],
                                    ["Contact", "Customer Service", "Frequently Asked Questions", "Newsroom Contacts"],
                                    ["Services", "Subscriber Services", "e-Edition", "Reprints & Permissions", "Advertising"]]),
                esc(site["name"])))
    return page("en", hd, 'class="article-page"', "\n".join(b))


# --------------------------------------------------------------------------- McClatchy-like
def viafoura(pg, n):
    pg.part("comments")
    cs = pg.comments(n)
    out = ['<div class="viafoura" id="comments"><div class="vf-comments"><div class="vf-comments-header"><h2 class="vf-conversations-title">Conversation</h2>'
           '<span class="vf-comments-count">%d Comments</span></div>' % len(cs),
           '<div class="vf-comment-form"><textarea placeholder="What do you think?" aria-label="Write a comment"></textarea><button class="vf-button">Post comment</button></div>',
           '<ol class="vf-comments-list">']
    for c in cs:
        out.append('<li class="vf-comment" id="vf-%d"><div class="vf-comment-header"><span class="vf-username">%s</span> <time class="vf-timestamp" datetime="%s">%dh ago</time></div>'
                   '<div class="vf-content"><p>%s</p></div><div class="vf-comment-actions"><button class="vf-reply">Reply</button><button class="vf-like">Like</button><button class="vf-report">Report</button></div></li>'
                   % (c["id"], esc(c["name"]), pg.iso(c["dt"]), pg.rng.randint(1, 20), esc(c["text"])))
    out.append('</ol></div></div>')
    return "".join(out)


def mcclatchy(pg):
    site = pg.site
    secpath = {"Sports": "sports/college", "Health": "news/local/health", "Crime": "news/local/crime", "Traffic": "news/local/traffic"}[pg.section]
    aid = 287000000 + pg.num * 4111
    pg.url = pg.abs("/%s/article%d.html" % (secpath, aid))
    mk = lambda slug, dt: pg.abs("/news/local/article%d.html" % (286000000 + pg.rng.randint(0, 999999)))
    hero = pg.abs("/latest-news/%s/alternates/LANDSCAPE_1140/%s.jpg" % (hexid(pg, 10), slugify(pg.caption or "x")[:30])) if pg.caption else None
    hd = head(pg, "%s | %s" % (pg.title, site["name"]), image=hero, twitter=site["twitter"], ld_type="NewsArticle",
              css=[pg.abs("/static/yozons/css/story.css")],
              extra='<script>var mistats = {}; mistats.contentsource = "%s"; mistats.pagelevel = "story";</script>' % site["code"])
    b = ['<a class="skip" href="#main-content">Skip to main content</a>']
    pg.part("header", "nav")
    b.append('<header class="header" id="masthead"><div class="header-top"><button class="menu-button" aria-label="Open menu">Menu</button>'
             '<a class="logo" href="/" aria-label="%s"><img src="%s" alt="%s logo"></a>'
             '<div class="header-actions"><a class="button subscribe" href="/subscribe/">Subscribe</a><a class="login" href="/login/">Log in</a></div></div>'
             '<nav class="nav-main" aria-label="Main"><ul>%s</ul></nav></header>'
             % (esc(site["name"]), pg.abs("/static/logo.svg"), esc(site["name"]),
                "".join('<li class="nav-item"><a href="/%s/">%s</a></li>' % (slugify(m), m) for m in ["Local", "Sports", "Opinion", "Weather", "Business", "Obituaries", "eEdition"])))
    if pg.chance(0.5):
        pg.part("ticker")
        bk = pg.others(1, mk)[0]
        b.append('<div class="breaking-news-bar" role="region" aria-label="Breaking news"><span class="label">BREAKING</span> <a href="%s">%s</a></div>' % (bk["url"], esc(bk["title"])))
    b.append('<main id="main-content"><article class="story-body" data-story-id="%d">' % aid)
    pg.part("kicker", "byline", "date")
    b.append('<div class="header-wrapper"><div class="kicker"><a href="/%s/">%s</a></div><h1 class="h1" id="main-title">%s</h1>'
             % (secpath, esc(pg.section.upper()), esc(pg.title)))
    byl = pg.author if pg.author.startswith("Staff") else "By " + pg.author
    b.append('<div class="byline-wrapper"><div class="byline"><a class="ng_byline_name" href="/profile/%d.html">%s</a></div>'
             '<div class="time"><time datetime="%s">Updated %s %s</time></div></div>'
             % (230000000 + pg.num, esc(byl), pg.iso(pg.later(1)), pg.date_long(pg.later(1)), pg.later(1).strftime("%-I:%M %p")))
    b.append('<div class="share-bar"><a class="share facebook" href="https://www.facebook.com/sharer/sharer.php?u=%s"><span class="hidden">Share on Facebook</span></a>'
             '<a class="share x" href="https://x.com/intent/post?url=%s"><span class="hidden">Share on X</span></a>'
             '<a class="share email" href="mailto:?body=%s"><span class="hidden">Email</span></a>'
             '<button class="share listen" aria-label="Listen to this article">Listen to this article %d min</button></div>' % (pg.url, pg.url, pg.url, pg.minutes()))
    pg.part("share")
    b.append('</div>')
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="figure has-caption"><div class="img-container"><img src="%s" alt="%s"></div>'
                 '<figcaption class="caption"><span class="caption-text">%s</span> <span class="credit">%s</span></figcaption></figure>'
                 % (hero, esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    sl = pg.slots(2)
    for j, i in enumerate(sl):
        if j == 0:
            pg.part("inline_ad")
            inserts[i] = '<div class="zone" data-zone="story-inline"><div class="ad-container"><p class="ad-label">ADVERTISEMENT</p><div id="zone-el-%d" class="zone-el"></div></div></div>' % i
        else:
            pg.part("inline_related")
            r = pg.others(1, mk)[0]
            inserts[i] = '<p class="read-more"><strong>READ MORE:</strong> <a href="%s">%s</a></p>' % (r["url"], esc(r["title"]))
    b.append('<div class="story-body-text" id="story-body">')
    b.append(render_body(pg, plain_fmt(h_tag="h3", h_cls="h3"), inserts))
    b.append('<p class="published-date">This story was originally published %s %s.</p>' % (pg.date_long(), pg.dt.strftime("%-I:%M %p")))
    pg.part("origin_note")
    b.append('</div>')
    if not pg.author.startswith("Staff"):
        pg.part("author_bio", "support_pitch")
        b.append('<div class="profile"><img class="profile-image" src="%s" alt="%s profile image"><div class="info">'
                 '<h4 class="name"><a href="/profile/%d.html">%s</a></h4><p class="bio">%s covers %s for %s and previously reported for newspapers in Georgia and Virginia.</p>'
                 '<p class="support"><a href="/subscribe/">Support my work with a digital subscription</a></p></div></div>'
                 % (pg.abs("/static/authors/%s.jpg" % slugify(pg.author)), esc(pg.author), 230000000 + pg.num, esc(pg.author), esc(pg.author),
                    pg.section.lower(), esc(site["name"])))
    b.append('</article>')
    if pg.chance(0.6):
        pg.part("related")
        rel = pg.others(3, mk)
        b.append('<div class="package related"><h3 class="h3">Related stories from %s</h3><div class="grid">%s</div></div>'
                 % (esc(site["name"]), "".join('<article class="card"><div class="kicker">%s</div><h3 class="h4"><a href="%s">%s</a></h3><time>%s</time></article>'
                                                 % (esc(pg.section.upper()), r["url"], esc(r["title"]), pg.date_long(r["dt"])) for r in rel)))
    if pg.chance(0.5):
        b.append(viafoura(pg, pg.rng.randint(2, 5)))
    pg.part("latest")
    lat = pg.others(6, mk)
    b.append('<section class="package latest"><h2 class="h2">Latest News</h2><ul>%s</ul></section>'
             % "".join('<li class="card"><a href="%s"><img src="%s" alt=""></a><h3 class="h4"><a href="%s">%s</a></h3><p class="summary">%s</p><time>%s</time></li>'
                       % (r["url"], pg.abs("/latest-news/t%d/thumb.jpg" % r["img_id"]), r["url"], esc(r["title"]), esc(r["blurb"]), pg.date_long(r["dt"])) for r in lat))
    b.append('</main>')
    pg.part("footer")
    b.append('<footer class="footer"><div class="footer-logo"><a href="/"><img src="%s" alt="%s"></a></div>'
             '<div class="footer-links"><ul><li><a href="/customer-service/">Customer Service</a></li><li><a href="/newsletters/">Newsletters</a></li>'
             '<li><a href="/site-services/">Site Map</a></li><li><a href="/terms-of-service/">Terms of Service</a></li><li><a href="/privacy-policy/">Privacy Policy</a></li>'
             '<li><a href="/privacy-policy/#ccpa">Do Not Sell or Share My Personal Information</a></li></ul></div>'
             '<p class="copyright">Copyright &copy; 2024 %s. All Rights Reserved.</p></footer>'
             % (pg.abs("/static/logo.svg"), esc(site["name"]), esc(site["name"])))
    return page("en", hd, 'class="story"', "\n".join(b))


# --------------------------------------------------------------------------- Advance Local-like
def advance(pg):
    site = pg.site
    secpath = {"Middleton": "middleton", "High School Sports": "highschoolsports"}[pg.section]
    pg.url = pg.abs("/%s/%s/%s.html" % (secpath, pg.dt.strftime("%Y/%m"), pg.slug))
    mk = lambda slug, dt: pg.abs("/%s/%s/%s.html" % (secpath, dt.strftime("%Y/%m"), slug))
    hero = "https://www.shorecentral.com/resizer/v2/%s.jpg?auth=%s&amp;width=1280&amp;quality=90" % (hexid(pg, 26).upper(), hexid(pg, 40)) if pg.caption else None
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), image=hero.replace("&amp;", "&") if hero else None, twitter=site["twitter"], ld_type="NewsArticle",
              css=["/pf/resources/styles/advance.css?d=812"])
    b = []
    pg.part("header", "nav")
    b.append('<header class="site-header"><div class="site-header__top"><button class="site-header__menu" aria-label="Menu">Menu</button>'
             '<a class="site-header__logo" href="/"><img src="%s" alt="%s"></a>'
             '<div class="site-header__actions"><a class="site-header__subscribe" href="/subscribe/">Subscribe</a><a class="site-header__signin" href="/account/">Sign in</a></div></div>'
             '<nav class="site-nav" aria-label="Sections"><ul class="site-nav__list">%s</ul></nav></header>'
             % (pg.abs("/pf/resources/images/logo.svg"), esc(site["name"]),
                "".join('<li class="site-nav__item"><a href="/%s/">%s</a></li>' % (slugify(m), m) for m in ["News", "Middleton", "Ocean County", "Sports", "High School Sports", "Politics", "Food", "Weather", "Obituaries"])))
    b.append('<main id="main"><article class="article" id="article">')
    pg.part("kicker", "byline", "date")
    b.append('<div class="article__section"><a href="/%s/">%s</a></div><h1 class="article__headline">%s</h1>'
             % (secpath, esc(pg.section), esc(pg.title)))
    if pg.dek:
        b.append('<p class="article__subheadline">%s</p>' % esc(pg.dek))
    b.append('<div class="article__details"><div class="article__byline">By <a class="article__byline--author" href="/staff/%s/posts.html">%s | %s</a></div>'
             '<time class="article__published" datetime="%s">Published: %s, %s</time></div>'
             % (slugify(pg.author).replace("-", ""), esc(pg.author), pg.email(), pg.iso(), ap_date(pg.dt), pg.time_en()))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="article__image"><img src="%s" alt="%s"><figcaption class="article__caption">%s <span class="article__credit">%s</span></figcaption></figure>'
                 % (hero, esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    for i in pg.slots(2):
        pg.part("inline_ad")
        inserts[i] = '<div class="ad-container ad--article-body"><span class="ad__label">Advertisement</span><div class="arcad" id="arcad-%d"></div></div>' % i
    b.append('<div class="entry-content article__story">')
    fmt = plain_fmt("article__paragraph article__paragraph--left", "h2", "article__subhead", "article__list", "article__list-item")
    b.append(render_body(pg, fmt, inserts))
    pg.part("support_pitch")
    b.append('<p class="article__paragraph article__paragraph--left"><em>Thank you for relying on us to provide the journalism you can trust. Please consider supporting us with a <a href="/subscribe/">subscription</a>.</em></p>')
    if pg.chance(0.6):
        pg.part("author_tagline")
        b.append('<p class="article__paragraph article__paragraph--left"><em>%s may be reached at <a href="mailto:%s">%s</a>.</em></p>' % (esc(pg.author), pg.email(), pg.email()))
    b.append('</div>')
    if pg.chance(0.5):
        pg.part("newsletter_link")
        b.append('<div class="newsletter-promo"><p>Get the latest news from Shore Central delivered straight to your inbox. <a href="/newsletters/">Sign up for our newsletters</a>.</p></div>')
    b.append('<div class="article__disclaimer"><p>If you purchase a product or register for an account through a link on our site, we may receive compensation. By using this site, you consent to our <a href="/user-agreement/">User Agreement</a> and agree that your clicks, interactions, and personal information may be collected, recorded, and/or stored by us and social media and other third-party partners in accordance with our <a href="/privacy-policy/">Privacy Policy</a>.</p></div>')
    b.append('</article>')
    pg.part("recommended")
    rec = pg.others(6, mk)
    b.append('<section class="river river--recommended"><h2 class="river__title">Recommended</h2><ul>%s</ul></section>'
             % "".join('<li class="river-item"><a class="river-item__link" href="%s"><img class="river-item__image" src="https://www.shorecentral.com/resizer/v2/T%d.jpg?width=300" alt=""><h3 class="river-item__headline">%s</h3></a></li>'
                       % (r["url"], r["img_id"], esc(r["title"])) for r in rec))
    if pg.chance(0.5):
        pg.part("comments")
        b.append('<div class="comments-cta"><p>If you would like to comment on this story, please <a href="/account/">sign in</a>. Comments are moderated and will appear after approval.</p></div>')
    pg.part("footer")
    b.append('</main><footer class="site-footer"><div class="site-footer__links">%s</div>'
             '<p class="site-footer__legal">&copy; 2024 Shore Central Media LLC. All rights reserved (<a href="/about/">About Us</a>). The material on this site may not be reproduced, distributed, transmitted, cached or otherwise used, except with the prior written permission of Shore Central Media LLC.</p>'
             '<p class="site-footer__legal"><a href="/community-rules/">Community Rules</a> apply to all content you upload or otherwise submit to this site.</p></footer>'
             % "".join('<a href="/%s/">%s</a>' % (slugify(x), x) for x in ["About Us", "Advertise with us", "Contact us", "Newsletters", "Sitemap", "Accessibility Statement"]))
    return page("en", hd, 'class="article-template"', "\n".join(b))


# --------------------------------------------------------------------------- Patch-like
def patch(pg):
    site = pg.site
    base = "/new-york/glenharbor"
    pg.url = pg.abs("%s/%s" % (base, pg.slug))
    mk = lambda slug, dt: pg.abs("%s/%s" % (base, slug))
    h = hexid(pg, 5)
    hero = "https://cdn.townline.com/img/cdn20/users/%d/%s/raw.jpg?width=1200" % (22900000 + pg.num, pg.dt.strftime("%Y%m%d")) if pg.caption else None
    hd = head(pg, "%s | Glen Harbor, NY Townline" % pg.title, image=hero, twitter="@townline", ld_type="NewsArticle",
              extra='<link rel="preload" href="/_next/static/css/%s.css" as="style">' % hexid(pg, 16))
    c = lambda name: "styles_%s__%s" % (name, h)
    b = ['<div id="__next">']
    pg.part("header", "nav")
    b.append('<header class="%s"><a href="/" class="%s" aria-label="Townline home">Townline</a>'
             '<a class="%s" href="%s">Glen Harbor, NY</a>'
             '<div class="%s"><a href="/subscribe?loc=glenharbor" class="%s">Subscribe</a><a href="/login" class="%s">Log in</a></div></header>'
             % (c("Header"), c("Logo"), c("Community"), base, c("HeaderActions"), c("Button"), c("Link")))
    b.append('<nav class="%s" aria-label="Community"><ul><li><a href="%s">News Feed</a></li><li><a href="%s/neighbor-posts">Neighbor Posts</a></li>'
             '<li><a href="%s/classifieds">Classifieds</a></li><li><a href="%s/calendar">Calendar</a></li><li><a href="%s/around-town">Around Town</a></li></ul></nav>'
             % (c("SubNav"), base, base, base, base, base))
    b.append('<main class="%s"><article class="%s">' % (c("Main"), c("Article")))
    pg.part("kicker", "byline", "date", "share")
    b.append('<div class="%s"><a href="%s/%s">%s</a></div>' % (c("Category"), base, slugify(pg.section), esc(pg.section)))
    b.append('<h1 class="%s">%s</h1>' % (c("ArticleHeader__Title"), esc(pg.title)))
    if pg.dek:
        b.append('<h6 class="%s">%s</h6>' % (c("ArticleHeader__Summary"), esc(pg.dek)))
    b.append('<div class="%s"><img class="%s" src="https://cdn.townline.com/users/%d/avatar.jpg" alt="">'
             '<div><a class="%s" href="/users/%s">%s,</a> <span>Townline Staff</span></div>'
             '<time datetime="%s">Posted %s at %s ET</time></div>'
             % (c("Byline"), c("Avatar"), 22900000 + pg.num, c("BylineName"), slugify(pg.author), esc(pg.author),
                pg.iso(), pg.dt.strftime("%a, %b %-d, %Y"), pg.dt.strftime("%-I:%M %p").lower()))
    b.append('<div class="%s"><button class="%s" aria-label="Thank">Thank</button><button class="%s" aria-label="Reply">Reply</button><button class="%s" aria-label="Share">Share</button></div>'
             % (c("Actions"), c("ActionButton"), c("ActionButton"), c("ActionButton")))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="%s"><img src="%s" alt="%s"><figcaption class="%s">%s (%s)</figcaption></figure>'
                 % (c("Figure"), hero, esc(pg.caption), c("Caption"), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    sl = pg.slots(2)
    if sl:
        pg.part("newsletter_link")
        inserts[sl[0]] = ('<div class="%s"><p><strong>Get more local news delivered straight to your inbox. <a href="/subscribe?loc=glenharbor">Sign up for free Townline newsletters and alerts.</a></strong></p></div>'
                          % c("InlineNewsletter"))
    if len(sl) > 1:
        pg.part("inline_ad")
        inserts[sl[1]] = '<div class="%s" data-testid="ad-slot"><span class="%s">Advertisement</span></div>' % (c("AdSlot"), c("AdLabel"))
    b.append('<section class="%s">' % c("ArticleBody"))
    b.append(render_body(pg, plain_fmt(), inserts))
    b.append('</section>')
    b.append('<div class="%s"><p>The views expressed in this post are the author\'s own. Want to post on Townline? <a href="/new-post">Register for a user account</a>.</p></div>' % c("Disclaimer") if pg.chance(0.3) else "")
    b.append('</article>')
    if pg.chance(0.6):
        pg.part("comments")
        cs = pg.comments(pg.rng.randint(1, 3))
        b.append('<section class="%s"><h2>Comments</h2>%s<a href="/login">Log in to comment</a></section>'
                 % (c("Comments"), "".join('<div class="%s"><strong>%s</strong> <span>%s</span><p>%s</p><button>Thank</button> <button>Reply</button></div>'
                                             % (c("Comment"), esc(x["name"]), x["dt"].strftime("%b %-d"), esc(x["text"])) for x in cs)))
    pg.part("more_from")
    mf = pg.others(5, mk)
    b.append('<section class="%s"><h2 class="%s">More from Glen Harbor</h2>%s</section>'
             % (c("MoreFrom"), c("SectionTitle"),
                "".join('<article class="%s"><a href="%s"><img src="https://cdn.townline.com/img/%d.jpg" alt=""></a><div><h3><a href="%s">%s</a></h3><p>%s</p><span>%s</span></div></article>'
                        % (c("Card"), r["url"], r["img_id"], r["url"], esc(r["title"]), esc(r["blurb"]), r["dt"].strftime("%b %-d, %Y")) for r in mf)))
    b.append('</main>')
    pg.part("footer")
    b.append('<footer class="%s"><div><a href="/about">About Townline</a><a href="/careers">Careers</a><a href="/advertise">Advertise</a><a href="/terms">Terms of Use</a><a href="/privacy">Privacy Policy</a></div>'
             '<p>&copy; 2024 Townline Media. All Rights Reserved.</p></footer></div>' % c("Footer"))
    b.append('<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"articleId":%d}},"page":"/[state]/[community]/[slug]","buildId":"%s"}</script>'
             % (pg.num * 97, hexid(pg, 12)))
    return page("en", hd, "", "\n".join(b))


# --------------------------------------------------------------------------- AP-like
def ap(pg):
    site = pg.site
    pg.url = pg.abs("/article/%s-%s" % ("-".join(pg.slug.split("-")[:8]), hexid(pg)))
    mk = lambda slug, dt: pg.abs("/article/%s-%s" % ("-".join(slug.split("-")[:8]), hashlib.md5(slug.encode()).hexdigest()))
    hero = "https://dims.alliedpressnews.com/dims4/default/%s/2147483647/strip/true/crop/5000x3333+0+0/resize/980x653!/quality/90/?url=%s" % (hexid(pg, 7), hexid(pg, 32)) if pg.caption else None
    hd = head(pg, "%s | Allied Press News" % pg.title, image=hero, twitter="@alliedpress", ld_type="NewsArticle",
              css=["https://assets.alliedpressnews.com/resource/00000188-d4dc-db74-a39a-feddf6450000/styleguide/All.min.css"])
    b = ['<div class="Page-header-stickyWrap">']
    pg.part("header", "nav")
    b.append('<bsp-header class="Page-header"><div class="Page-header-bar"><a class="Page-header-logo" href="/" aria-label="Allied Press News home"><img class="PageLogo-image" src="%s" alt="Allied Press News"></a>'
             '<nav class="Page-header-navigation"><ul class="Navigation-items">%s</ul></nav>'
             '<div class="Page-header-end"><a class="Button" href="/hub/donate">Donate</a><a class="Link" href="/newsletters">Newsletters</a></div></div></bsp-header></div>'
             % (pg.abs("/logo.svg"), "".join('<li class="Navigation-items-item"><div class="NavigationItem"><a class="NavigationItem-text-link" href="/%s">%s</a></div></li>'
                                               % (slugify(m), m) for m in ["World", "U.S.", "Politics", "Sports", "Entertainment", "Business", "Science", "Health", "Oddities", "Photography"])))
    b.append('<div class="Page-content"><main class="Page-main">')
    pg.part("byline", "date", "share")
    b.append('<div class="Page-above"><div class="Page-breadcrumbs"><a class="Link" href="/%s">%s</a></div></div>' % (slugify(pg.section), esc(pg.section)))
    pg.part("kicker")
    b.append('<div class="Page-headline"><h1 class="Page-headline">%s</h1></div>' % esc(pg.title))
    ts = int(pg.later(2).timestamp() * 1000)
    b.append('<div class="Page-byline"><div class="Page-authors"><span class="Link">By&nbsp;<a class="Link" href="/author/%s">%s</a></span></div>'
             '<div class="Page-dateModified"><bsp-timestamp data-timestamp="%d" data-recent="false"><span>Updated %s EDT, %s</span></bsp-timestamp></div></div>'
             % (slugify(pg.author), esc(pg.author.upper()), ts, pg.time_en(pg.later(2), "AM"), pg.later(2).strftime("%B %-d, %Y")))
    b.append('<bsp-share-menu class="ActionBar-items"><button class="ShareMenu-button">Share</button><ul class="ShareMenu-items">'
             '<li><a class="ActionLink" href="https://www.facebook.com/dialog/share?href=%s" data-social-service="facebook">Facebook</a></li>'
             '<li><button class="ActionLink" data-social-service="copylink">Copy<span class="CopyLink-copied">Link copied</span></button></li>'
             '<li><a class="ActionLink" href="javascript:window.print()" data-social-service="print">Print</a></li>'
             '<li><a class="ActionLink" href="mailto:?body=%s" data-social-service="email">Email</a></li>'
             '<li><a class="ActionLink" href="https://x.com/intent/post?url=%s" data-social-service="twitter">X</a></li>'
             '<li><a class="ActionLink" href="https://www.linkedin.com/shareArticle?url=%s" data-social-service="linkedin">LinkedIn</a></li>'
             '<li><a class="ActionLink" href="https://www.reddit.com/submit?url=%s" data-social-service="reddit">Reddit</a></li></ul></bsp-share-menu>'
             % ((pg.url,) * 5))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<div class="Page-lead"><figure class="Figure"><bsp-carousel class="Carousel"><div class="CarouselSlide"><img class="Image" src="%s" alt="%s" width="980" height="653">'
                 '<div class="CarouselSlide-info"><div class="CarouselSlide-infoDescription"><p>%s</p></div><span class="CarouselSlide-infoAttribution">%s</span></div></div></bsp-carousel></figure></div>'
                 % (hero, esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    sl = pg.slots(3)
    for j, i in enumerate(sl):
        if j == 1:
            pg.part("inline_related")
            r = pg.others(1, mk)[0]
            inserts[i] = ('<div class="Enhancement" data-align-center=""><div class="PagePromo" data-gtm-region="In-Body Promo"><div class="PagePromo-media"><a class="Link" href="%s">'
                          '<img class="Image" src="https://dims.alliedpressnews.com/thumb/%d.jpg" alt=""></a></div><div class="PagePromo-content"><bsp-custom-headline>'
                          '<div class="PagePromo-title"><a class="Link" href="%s"><span class="PagePromoContentIcons-text">%s</span></a></div></bsp-custom-headline></div></div></div>'
                          % (r["url"], r["img_id"], r["url"], esc(r["title"])))
        else:
            pg.part("inline_ad")
            inserts[i] = '<div class="Advertisement" data-unit="inline"><p class="Advertisement-label">Advertisement</p><bsp-ad data-slot-name="article-inline-%d"></bsp-ad></div>' % i
    b.append('<div class="RichTextStoryBody RichTextBody">')
    b.append(render_body(pg, plain_fmt(h_tag="h2"), inserts))
    b.append('</div>')
    if pg.chance(0.6):
        pg.part("author_bio")
        b.append('<div class="Page-authorInfo"><div class="AuthorBio"><div class="AuthorBio-name"><a class="Link" href="/author/%s">%s</a></div>'
                 '<div class="AuthorBio-bio"><p>%s is a reporter for Allied Press News based in the central U.S.</p></div></div></div>'
                 % (slugify(pg.author), esc(pg.author), esc(pg.author)))
    b.append('</main>')
    pg.part("most_read")
    mr = pg.others(5, mk)
    b.append('<div class="Page-aside"><div class="PageListRightRailA"><div class="PageList-header"><h2 class="PageList-header-title"><span>Most Read</span></h2></div>'
             '<div class="PageList-items">%s</div></div></div>'
             % "".join('<div class="PageList-items-item"><div class="PagePromo"><div class="PagePromo-content"><bsp-custom-headline><div class="PagePromo-title">'
                       '<a class="Link" href="%s"><span class="PagePromoContentIcons-text">%s</span></a></div></bsp-custom-headline></div></div></div>' % (r["url"], esc(r["title"])) for r in mr))
    b.append('</div>')
    if pg.chance(0.7):
        pg.part("recommended")
        rc = pg.others(4, mk)
        b.append('<div class="Page-below"><div class="PageList"><div class="PageList-header"><h2 class="PageList-header-title">Related Stories</h2></div><div class="PageList-items">%s</div></div></div>'
                 % "".join('<div class="PageList-items-item"><div class="PagePromo"><div class="PagePromo-content"><div class="PagePromo-title"><a class="Link" href="%s"><span class="PagePromoContentIcons-text">%s</span></a></div>'
                           '<div class="PagePromo-description"><a class="Link" href="%s"><span class="PagePromoContentIcons-text">%s</span></a></div></div></div></div>'
                           % (r["url"], esc(r["title"]), r["url"], esc(r["blurb"])) for r in rc))
    pg.part("footer")
    b.append('<footer class="Page-footer"><div class="Page-footer-navigation"><ul>%s</ul></div>'
             '<div class="Page-footer-disclaimer">Copyright 2024 Allied Press News. All Rights Reserved.</div></footer>'
             % "".join('<li><a href="/%s">%s</a></li>' % (slugify(x), x) for x in ["About", "Careers", "Newsletters", "Contact Us", "Accessibility Statement", "Terms of Use", "Privacy Policy", "Cookie Settings"]))
    return page("en", hd, 'class="Page Page-article"', "\n".join(b))


# --------------------------------------------------------------------------- Yahoo-syndicated
def yahoo(pg):
    site = pg.site
    prov = site["provider"]
    pg.url = pg.abs("/%s-%d.html" % ("-".join(pg.slug.split("-")[:10]), 180000000 + pg.num * 3331))
    mk = lambda slug, dt: pg.abs("/%s-%d.html" % ("-".join(slug.split("-")[:10]), 170000000 + pg.rng.randint(0, 9999999)))
    hero = "https://s.orbitimg.com/ny/api/res/1.2/%s/YXBwaWQ9aGlnaGxhbmRlcjt3PTk2MDtoPTY0MA--/https://media.zenfs.orbit.com/en/%s/%s" % (hexid(pg, 22), slugify(prov), hexid(pg, 32)) if pg.caption else None
    hd = head(pg, "%s" % pg.title, image=hero, twitter="@OrbitNews", ld_type="NewsArticle", publisher="Orbit News",
              css=["https://s.orbitimg.com/aaq/caas/css/caas.min.css"])
    b = []
    pg.part("header", "nav")
    b.append('<div id="ybar" role="banner"><div id="ybar-inner-wrap"><a id="ybar-logo" href="https://www.orbit.com/" aria-label="Orbit News">Orbit News</a>'
             '<form id="ybar-sf" action="https://search.orbit.com/search" method="get"><input id="ybar-sbq" type="text" name="p" placeholder="Search the web" aria-label="Search query"><button id="ybar-search" type="submit">Search</button></form>'
             '<div id="ybar-account"><a href="https://login.orbit.com/">Sign in</a></div><a id="ybar-mail" href="https://mail.orbit.com/">Mail</a></div>'
             '<nav id="ybar-navigation"><ul>%s</ul></nav></div>'
             % "".join('<li><a href="/%s/">%s</a></li>' % (slugify(x), x) for x in ["News", "Today's news", "US", "Politics", "World", "Weather", "Climate change", "Health", "Science", "Originals"]))
    b.append('<div id="module-article"><article class="caas-container" role="article" data-uuid="%s">' % hexid(pg))
    b.append('<div class="caas-content-wrapper">')
    pg.part("byline", "date", "reading_time", "share")
    b.append('<div class="caas-logo"><a class="link caas-attr-provider-logo" href="/publisher/%s/" aria-label="%s"><img src="https://s.orbitimg.com/cv/apiv2/social/images/%s.png" alt="%s"></a></div>'
             % (slugify(prov), esc(prov), slugify(prov), esc(prov)))
    b.append('<header class="caas-header"><div class="caas-title-wrapper"><h1 data-test-locator="headline">%s</h1></div></header>' % esc(pg.title))
    b.append('<div class="caas-attr"><div class="caas-attr-meta"><div class="caas-attr-item-author"><span class="caas-author-byline-collapse">%s, %s</span></div>'
             '<div class="caas-attr-time-style"><time datetime="%s">%s at %s EDT</time><span class="caas-attr-mins-read">%d min read</span></div></div>'
             '<div class="caas-share-buttons"><a class="link caas-share-button facebook" href="https://www.facebook.com/sharer.php?u=%s" title="Share on Facebook"><span>Share on Facebook</span></a>'
             '<a class="link caas-share-button twitter" href="https://x.com/intent/tweet?url=%s" title="Share on X"><span>Share on X</span></a>'
             '<a class="link caas-share-button email" href="mailto:?body=%s" title="Email"><span>Email</span></a></div></div>'
             % (esc(pg.author), esc(prov), pg.iso(), pg.dt.strftime("%a, %B %-d, %Y"), pg.time_en(style="AM"), pg.minutes(), pg.url, pg.url, pg.url))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="caas-figure"><div class="caas-figure-with-pb"><img class="caas-img" src="%s" alt="%s"></div>'
                 '<figcaption class="caption-collapse">%s (%s)</figcaption></figure>' % (hero, esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    inserts = {}
    ps = [i for i, g in enumerate(pg.groups) if g[0] == "p"]
    if len(pg.groups) > 4:
        k = ps[1] if len(ps) > 1 else 0
        pg.part("read_more_button")
        inserts[k] = '<div class="caas-readmore caas-readmore-collapse"><button class="link caas-button collapse-button" aria-label="Story continues">Story continues</button></div>'
    for i in pg.slots(2):
        if i not in inserts:
            pg.part("inline_ad")
            inserts[i] = '<div class="caas-da"><div class="caas-da-label">Advertisement</div><div id="sda-inbody-%d"></div></div>' % i
    b.append('<div class="caas-body">')
    b.append(render_body(pg, plain_fmt(h_tag="h2"), inserts))
    pg.part("origin_note")
    b.append('<p>This article originally appeared on %s: %s</p>' % (esc(prov), esc(pg.title)))
    b.append('</div></div></article>')
    pg.part("comments")
    b.append('<div class="caas-more-comments"><button class="comments-title" aria-label="View comments">View comments (%d)</button></div>' % pg.rng.randint(3, 240))
    b.append('</div>')
    pg.part("sidebar", "trending")
    tr = pg.others(6, mk)
    b.append('<div id="module-trending-now" class="trending-list"><h3>Trending Now</h3><ol>%s</ol></div>'
             % "".join('<li><a href="/search?p=%s">%d. %s</a></li>' % (slugify(r["title"]), i + 1, esc(" ".join(r["title"].split()[:4]))) for i, r in enumerate(tr)))
    pg.part("recommended")
    rc = pg.others(5, mk)
    b.append('<div id="module-stream"><h2>Recommended Stories</h2><ul class="stream-items">%s</ul></div>'
             % "".join('<li class="stream-item"><div class="stream-item-provider">%s</div><h3><a href="%s">%s</a></h3><p>%s</p></li>'
                       % (esc(pg.pick(["Maple Grove Gazette", "Riverbend Dispatch", "Associated Press", "Orbit News Video"])), r["url"], esc(r["title"]), esc(r["blurb"])) for r in rc))
    pg.part("footer")
    b.append('<footer id="footer"><ul><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/privacy-dashboard">Privacy Dashboard</a></li>'
             '<li><a href="/about-our-ads">About Our Ads</a></li><li><a href="/feedback">Feedback</a></li></ul><p>&copy; 2024 Orbit. All rights reserved.</p></footer>')
    return page("en-US", hd, 'class="my3columns desktop orbit-news"', "\n".join(b))
