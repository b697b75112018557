"""News-site styles: Atlantic, Times of Israel, SCMP, Straits Times, Japan Times, Korea Herald, HuffPost, Sky News,
Business Insider, RTÉ."""
from common import (esc, slugify, icon, render_body, head_html, page, analytics, share_links, nav_menu, story_list,
                    newsletter_box, advertise_box, ad_slot, paywall_box, tags_box, author_bio, cookie_text,
                    footer_links, copyright, sitemap_cols, ticker, wp_comments, disqus, coral, viafoura,
                    comment_items, ins, hero, embed_html, ld_breadcrumbs, ld_org, ld_webpage, inline_html)
import lang as LG

DESC = {
    "atlantic": ("Atlantic-style magazine (Next.js CSS modules `ArticleParagraph_root__*`)", "", "en"),
    "toi": ("Times of Israel-style WordPress news site (`the-content`, `underline` dek, community box)", "", "en"),
    "scmp": ("SCMP-style Next.js/Emotion (`css-* e1…`, `data-qa`, summary bullets, no `<article>`)", "", "en"),
    "straits": ("Straits Times-style Drupal (`field-items`, `node-article`) with AMP variant", "", "en"),
    "jt": ("Japan Times-style WordPress (`article-body`, `jt-` classes, Disqus)", "", "en"),
    "kh": ("Korea Herald-style (`view_con`, `news_title_area`, `<br><br>` paragraphs)", "", "en"),
    "huffpost": ("HuffPost-style (`entry__content-list`, `primary-cli cli-text`, support box)", "", "en"),
    "sky": ("Sky News-style (`sdc-article-*`) with AMP variant", "", "en"),
    "insider": ("Business Insider-style (`post-content`, `content-lock-content`, summary list, Coral)", "", "en"),
    "rte": ("RTÉ-style public broadcaster (`article-meta`, `article-body`)", "", "en"),
}


def _hm(ctx):
    h, m = (int(x) for x in ctx.time.split(":"))
    return h, m


def _ampm(ctx):
    h, m = _hm(ctx)
    suf = "am" if h < 12 else "pm"
    return "%d:%02d%s" % ((h - 1) % 12 + 1, m, suf)


# ---------------------------------------------------------------- Atlantic
def atlantic(ctx):
    L = ctx.L
    sec = slugify(ctx.section)
    ctx.url = ctx.abs("/%s/archive/%s/%s/%s/%d/" % (sec, ctx.date[:4], ctx.date[5:7], ctx.slug, 681200 + ctx.num * 7))
    byl = ctx.mark_byline(
        '<div class="ArticleBylines_root__nG2Kd"><address class="ArticleBylines_address__R8F4G">By <a class="'
        'ArticleBylines_link__kNP4C" href="/author/%s/">%s</a></address></div><time class="ArticleTimestamp_root__b3bL6'
        '" datetime="%s">%s</time>' % (slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt())))
    sty = {"p": '<p class="ArticleParagraph_root__4mszW" data-flatplan-paragraph="true">{}</p>',
           "h": '<h2 class="ArticleHeading_root__Ux8ZR" data-flatplan-section-header="true">{}</h2>',
           "quote": '<blockquote class="ArticleBlockquote_root__Qf3bK"><p class="ArticleParagraph_root__4mszW">{}</p>'
                    '</blockquote>',
           "ul": ('<ul class="ArticleList_root__g6YdJ">', '<li class="ArticleList_item__mE7xL">{}</li>', '</ul>'),
           "fig": lambda c, cap, cr, i: (
               '<figure class="ArticleInlineImageFigure_root__d1Mza">%s<figcaption class="ArticleInlineImageCaption_'
               'root__Ug2Lc"><span class="ArticleInlineImageCaption_caption__vGz1h">%s</span><div class="'
               'ArticleInlineImageCaption_credit__tH5AP">%s</div></figcaption></figure>' % (
                   c.img(c.img_path(cap, 928, 619), cap, 928, 619, "Image_img__h0bmT"), inline_html(cap), esc(cr)))}
    inserts = ins(ctx, '<div class="ArticleInjector_root__Kq1zN" data-event-module="newsletter injector">%s</div>' %
                  newsletter_box(ctx, "NewsletterInjector_root__h2SgN", title="The Weekly Planet",
                                 text="A newsletter about the ideas that shape our world, from our editors every "
                                      "Thursday."),
                  ad_slot(ctx, "GptAd_root__x2yT6", "injector-1", size=(300, 250)),
                  ad_slot(ctx, "GptAd_root__x2yT6", "injector-2", size=(728, 90)), gap=3)
    body = render_body(ctx, sty, inserts)
    nav = ('<nav class="Navigation_root__oW2fD" aria-label="Sections"><button class="Navigation_menuButton__p8K2z" '
           'aria-label="Open menu">%s</button>%s</nav>' % (icon("menu"), nav_menu(ctx, "Navigation_list__fT9Ck",
                                                                           "Navigation_item__zAF0e", sub=False)))
    more = story_list(ctx, "Explore More Topics", 4, "ArticleRecirc_root__Jq8Lm", heading="h2", thumbs=True,
                      bylines=True, dates=False, item_tag="li")
    popular = story_list(ctx, "Popular", 5, "MostPopular_root__kQ2Zc", heading="h2", numbered=True, dates=False,
                         bylines=True)
    paywall = paywall_box(ctx, "Paywall_root__L0sCd") if ctx.page_no == 1 else ""
    html = """<div id="__next"><div class="GlobalHeader_root__e4xTq"><header class="Header_root__tPk5b" role="banner">
<a class="Header_logo__zRC2n" href="/" aria-label="%(name)s home"><svg class="Logo_root__W6qHh" viewBox="0 0 200 40"><title>%(name)s</title><path d="M0 0h200v40H0z"/></svg></a>
%(nav)s<div class="Header_actions__wq2Le"><a href="/subscribe/?source=nav" class="Header_subscribe__c8tXr">%(sub)s</a><a href="/login/" class="Header_login__y1QdM">%(login)s</a></div></header></div>
<main id="main-content" class="ArticleLayout_main__o4JQf">
<article class="ArticleLayout_article__bM1Ns" id="article-%(num)d">
<header class="ArticleHero_root__uA3lK"><div class="ArticleHero_rubric__Pl0kD"><a href="/%(sec)s/">%(section)s</a></div>
<h1 class="ArticleTitle_root__VrZaG">%(head)s</h1>
<p class="ArticleDek_root__P3bUq">%(dek)s</p>
<div class="ArticleHero_byline__x3VPi">%(byl)s</div>
%(hero)s</header>
<div class="ArticleShare_root__Ty7aG">%(share)s</div>
<section class="ArticleBody_root__2gF81" data-event-module="article body">
%(body)s
</section>
<div class="ArticleBody_end__bd3Rk">%(paywall)s</div>
<div class="ArticleAuthorBio_root__Y9sTq">%(bio)s</div>
</article>
<aside class="ArticleLayout_rail__hR4mV">%(popular)s%(ad)s</aside>
%(more)s
</main>
<footer class="Footer_root__g7k2P"><div class="Footer_brand__I0nuP">%(name)s</div><div class="Footer_cols__p3Vh1">%(cols)s</div>%(legal)s<p class="Footer_copyright__E9pQb">%(copy)s</p></footer></div>
<div class="ConsentBanner_root__X2gkS" role="region" aria-label="Cookie banner"><p>%(cookie)s</p><button>%(accept)s</button> <button>%(settings)s</button></div>""" % dict(
        name=esc(ctx.name), nav=nav, sub=esc(L["subscribe"]), login=esc(L["login"]), num=ctx.num, sec=slugify(ctx.section),
        section=esc(ctx.section), head=esc(ctx.head), dek=esc(ctx.dek), byl=byl,
        hero=hero(ctx, "ArticleLeadArt_root__Dz9Fk", cap_cls="ArticleLeadFigure_caption__pO4Bx"),
        share=share_links(ctx, cls="ShareButton_root__yV3l1"), body=body, paywall=paywall,
        bio=author_bio(ctx, "AuthorBio_root__b4cK1", photo=False), popular=popular,
        ad=ad_slot(ctx, "GptAd_root__x2yT6", "rail", size=(300, 600)), more=more, cols=sitemap_cols(ctx, "Footer_col__z7Xx0"),
        legal=footer_links(ctx, "Footer_legal__n1FfR"), copy=copyright(ctx, ctx.name + " Monthly Group"),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), settings=esc(L["settings"]))
    head = head_html(ctx, "NewsArticle", css=".ArticleParagraph_root__4mszW{font-family:Georgia,serif}",
                     scripts=analytics(ctx) + '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":'
                     '{"articleId":%d}},"page":"/[section]/archive/[year]/[month]/[slug]/[id]"}</script>' % ctx.num)
    return page(ctx, head, html)


# ---------------------------------------------------------------- Times of Israel style
def toi(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/" % ctx.slug)
    h, m = _hm(ctx)
    dt = "%d %s %s, %s" % (int(ctx.date[8:]), LG.MONTHS["en"][int(ctx.date[5:7]) - 1], ctx.date[:4], _ampm(ctx))
    byl = ctx.mark_byline('<div class="byline"><span class="byline-name">By <a href="/writers/%s/">%s</a></span> '
                          '<span class="date">%s</span></div>' % (slugify(ctx.author), esc(ctx.author), esc(dt)))
    community = ('<div class="toi-community"><h4>You\'re a dedicated reader</h4><p>We\'re really pleased that you\'ve '
                 'read 5 Carmel Post articles in the past month. That\'s why we started the Carmel Post eleven years '
                 'ago: to provide discerning readers like you with must-read coverage of the north.</p><a class="'
                 'button" href="/community/">Join Carmel Post Community</a></div>')
    ctx.note("donation", "That's why we started the Carmel Post eleven years ago")
    inserts = ins(ctx, '<div class="inline-ad">%s</div>' % ad_slot(ctx, "dfp-ad", "article-mid"),
                  '<div class="inline-ad">%s</div>' % ad_slot(ctx, "dfp-ad", "article-mid2"))
    sty = {"rel": lambda c, t, i: '<p class="toi-related"><strong>Read more:</strong> <a href="%s">%s</a></p>' % (
        c.abs("/" + slugify(t) + "/"), esc(t))}
    body = render_body(ctx, sty, inserts)
    liveblog = story_list(ctx, "Liveblog", 5, "liveblog-sidebar", heading="h3", dates=False, cat="latest")
    html = """<div id="wrapper">
<div class="top-bar"><ul class="editions"><li class="active"><a href="/">English</a></li><li><a href="/fr/">Français</a></li></ul><a class="login" href="/login/">Log in</a> <a class="signup" href="/community/">Join our Community</a></div>
<header id="header"><div class="logo"><a href="/"><img src="https://static.carmelpost.co.il/logo-cp.svg" alt="%(name)s"></a></div>
<nav id="main-nav">%(nav)s</nav>%(ticker)s</header>
<div id="content" class="site-content"><div class="main-column">
<article class="article-content post-%(num)d">
<div class="breadcrumbs"><a href="/">Home</a> &rsaquo; <a href="/%(sec)s/">%(section)s</a></div>
<h1 class="headline">%(head)s</h1>
<h2 class="underline">%(dek)s</h2>
<div class="byline-bar">%(byl)s<div class="share-icons">%(share)s</div></div>
<div class="media">%(hero)s</div>
<div class="the-content">
%(body)s
</div>
%(community)s
<div class="article-tags">%(tags)s</div>
<div class="author-box">%(bio)s</div>
</article>
<section class="comments-section"><h3>Comments</h3><p class="comment-note">Comments are moderated and will be approved within 24 hours.</p><ul class="comment-list">%(comments)s</ul></section>
%(related)s
</div>
<aside class="sidebar">%(liveblog)s%(ad)s%(adv)s</aside></div>
<footer id="footer"><div class="footer-logo">%(name)s</div>%(cols)s%(legal)s<p class="copyright">%(copy)s</p></footer>
<div id="cookie-notice" class="cookie-notice"><p>%(cookie)s</p><a class="cn-accept" href="#">%(accept)s</a></div>
</div>""" % dict(name=esc(ctx.name), nav=nav_menu(ctx, "menu", sub=True), ticker=ticker(ctx, "breaking-ticker", "Liveblog"),
                 num=ctx.num, sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head),
                 dek=esc(ctx.dek) if ctx.dek else "", byl=byl, share=share_links(ctx, cls="share-btn"),
                 hero=hero(ctx, "lead-image"), body=body, community=community, tags=tags_box(ctx),
                 bio=author_bio(ctx, "toi-author"), comments=comment_items(ctx, 4), related=story_list(
                     ctx, "Read more", 4, "related-articles", thumbs=True, dates=True), liveblog=liveblog,
                 ad=ad_slot(ctx, "dfp-ad", "sidebar", size=(300, 600)), adv=advertise_box(ctx),
                 cols=sitemap_cols(ctx), legal=footer_links(ctx), copy=copyright(ctx),
                 cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    if not ctx.dek:
        html = html.replace('<h2 class="underline"></h2>\n', "")
    head = head_html(ctx, "NewsArticle", extra_ld=[ld_org(ctx)], scripts=analytics(ctx),
                     css=".the-content p{font-size:19px}")
    return page(ctx, head, html, body_attrs=' class="post-template-default single single-post postid-%d"' % ctx.num)


# ---------------------------------------------------------------- SCMP style
def scmp(ctx):
    L = ctx.L
    aid = 3300000 + ctx.num * 11
    ctx.url = ctx.abs("/news/%s/article/%d/%s" % (slugify(ctx.section), aid, ctx.slug))
    h, m = _hm(ctx)
    pub = "Published: %s, %d %s %s" % (_ampm(ctx), int(ctx.date[8:]), LG.MONTHS["en"][int(ctx.date[5:7]) - 1][:3],
                                       ctx.date[:4])
    byl = ctx.mark_byline('<div class="css-1wbi9lr e1wyb0bi0" data-qa="AuthorNames-Container"><a class="css-x9nkpl '
                          'e1wyb0bi2" href="/author/%s">%s</a></div><time class="css-1gcl9g e1q46fcs0" datetime="%s" '
                          'data-qa="ArticleDateTime">%s</time>' % (slugify(ctx.author), esc(ctx.author), ctx.iso(),
                                                                  esc(pub)))
    sty = {"p": '<p data-qa="ContentParagraph-Paragraph" class="css-1jsczj9 e1cxvfla1">{}</p>',
           "h": '<h3 data-qa="ContentSubHeadline-SubHeadline" class="css-c4y8p3 e1ofc3i00">{}</h3>',
           "table": ('<div class="css-1ek4r0j e1xk9ps80" data-qa="ContentTable"><table class="css-ygxbfq e1xk9ps81">',
                     "<tr>{}</tr>", "<th>{}</th>", "<td>{}</td>", "</table></div>"),
           "rel": lambda c, t, i: ('<div data-qa="InlineRelatedArticles" class="css-3v8mo7 e1r8qqyp0"><span>Related '
                                   'topics</span><a class="css-1xq2f0 e1r8qqyp1" href="%s">%s</a></div>' % (
                                       c.abs("/news/article/%d/%s" % (aid - 3, slugify(t))), esc(t)))}
    inserts = ins(ctx, '<div class="css-b0yl7t e1w4ur8n0" data-qa="AdSlot-Container">%s</div>' % ad_slot(
        ctx, "css-ad", "inline1"), '<div class="css-18f0qwa e1n3m3i0" data-qa="NewsletterWidget">%s</div>' % newsletter_box(
        ctx, "css-1p3fa7v", title="Hong Kong Update",
        text="By submitting, you consent to receiving marketing emails from the Morning Post. Get updates direct "
             "to your inbox."), '<div class="css-b0yl7t e1w4ur8n0">%s</div>' % ad_slot(ctx, "css-ad", "inline2"))
    body = render_body(ctx, sty, inserts)
    summary = ('<ul class="css-1n5iosz e1oo1fsy0" data-qa="ContentSummary-ContainerWithTag"><li class="css-1b8u3gx '
               'e1oo1fsy1">%s</li></ul>' % esc(ctx.dek)) if ctx.dek else ""
    trending = story_list(ctx, "Trending in HK", 5, "css-kz5b8g", numbered=True, dates=False)
    more = story_list(ctx, "More on this", 3, "css-6rbl6u", thumbs=True, dates=True, cat="related")
    latest = story_list(ctx, "Latest", 5, "css-t9fzqo", dates=True, cat="latest")
    html = """<div id="__next"><div class="css-1b7gdmc e1yrs2sb0"><header class="css-zd8hx7 e1csz9t90" data-qa="Header-Container">
<button class="css-1l5o9n1" aria-label="Menu">%(menu)s</button><a href="/" class="css-1jf3umf" data-qa="Header-Logo" aria-label="%(name)s">%(name)s</a>
<div class="css-1lcfl6x"><a href="/subscribe" data-qa="Header-Subscribe">Subscribe</a><a href="/login">%(login)s</a></div></header>
<nav class="css-19qpcfw e1d7wuu00" data-qa="SectionNav">%(nav)s</nav>
<div class="css-6drp3u e1a3y8de0"><div class="css-1r6ehwz e1ofvo770" data-qa="GenericArticle-Container">
<div class="css-b0m0ru e1ofvo771"><div data-qa="ArticleHeader-Section" class="css-1q1kn3w"><a href="/news/%(sec)s">%(section)s</a> / <a href="/news/%(sec)s/society">Society</a></div>
<h1 data-qa="ContentHeadline-Headline" class="css-1xdhyk6 e10l3s9b0">%(head)s</h1>
%(summary)s
<div class="css-19ogpjm e1ofvo772" data-qa="ArticleByline">%(byl)s</div>
<div class="css-7h3ulw" data-qa="ShareButtons">%(share)s</div>
<div class="css-1wsfbzu e1ofvo773" data-qa="ArticleImage">%(hero)s</div>
<div data-qa="GenericArticle-Content" class="css-1bmp7i3 e1cxvfla5">
%(body)s
</div>
<div class="css-ltxuqp" data-qa="ArticleTopics"><span>Topics</span>%(tags)s</div>
%(more)s
</div>
<div class="css-12b0owr e1ofvo774" data-qa="GenericArticle-RightRail">%(trending)s%(ad)s%(latest)s</div>
</div></div>
<footer class="css-1fh8d9l e1rlq4i40" data-qa="Footer"><div class="css-1kl8yx1">%(name)s</div>%(cols)s%(legal)s<p>%(copy)s</p></footer>
<div class="css-1mxgtvw" data-qa="CookieConsent"><p>%(cookie)s</p><button>%(accept)s</button></div>
</div></div>""" % dict(menu=icon("menu"), name=esc(ctx.name), login=esc(L["login"]),
                       nav=nav_menu(ctx, "css-1v2d8ec", "css-1iw2v0y", sub=False), sec=slugify(ctx.section),
                       section=esc(ctx.section), head=esc(ctx.head), summary=summary, byl=byl,
                       share=share_links(ctx, cls="css-share"), hero=hero(ctx, "css-14dd3la"), body=body,
                       tags=tags_box(ctx, "css-kq7lq3", label=False), more=more, trending=trending,
                       ad=ad_slot(ctx, "css-ad", "rail1", size=(300, 600)), latest=latest,
                       cols=sitemap_cols(ctx, "css-footer-col"), legal=footer_links(ctx, "css-1t6s5g8"),
                       copy=copyright(ctx, "Pearl River Morning Post Publishers Ltd"), cookie=esc(cookie_text(ctx)),
                       accept=esc(L["accept"]))
    extra = [ld_webpage(ctx), ld_breadcrumbs(ctx, [("News", "/news"), (ctx.section, "/news/%s" % slugify(ctx.section))])]
    head = head_html(ctx, "NewsArticle", extra_ld=extra if ctx.decl == "website" else [extra[1]],
                     scripts=analytics(ctx), css=".css-1jsczj9{line-height:1.6}")
    return page(ctx, head, html)


# ---------------------------------------------------------------- Straits Times style (Drupal) + AMP
def straits(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/%s" % (slugify(ctx.section), ctx.slug))
    if ctx.amp:
        ctx.url = ctx.abs("/%s/%s" % (slugify(ctx.section), ctx.slug))
    mon = LG.MONTHS["en"][int(ctx.date[5:7]) - 1][:3]
    dt = "%s %d, %s, %s" % (mon, int(ctx.date[8:]), ctx.date[:4], _ampm(ctx).replace("am", " AM").replace("pm", " PM"))
    byl = ctx.mark_byline('<div class="group-byline"><div class="field field-name-field-byline"><a href="/authors/%s">'
                          '%s</a></div><div class="story-postdate">%s</div></div>' % (slugify(ctx.author),
                                                                                      esc(ctx.author), esc(dt)))
    sty = {"p": "<p>{}</p>", "wrap": None,
           "rel": lambda c, t, i: '<p class="related-inline"><strong>READ MORE HERE</strong><br><a href="%s">%s</a></p>' % (
               c.abs("/singapore/" + slugify(t)), esc(t))}
    if ctx.amp:
        sty["embed"] = lambda c, v: embed_html(c, v, "amp-embed")
    inserts = ins(ctx, ad_slot(ctx, "ad-unit", "imu1"), gap=1)
    body = render_body(ctx, sty, inserts)
    latest = story_list(ctx, "Latest Singapore stories", 5, "view-latest", dates=True, cat="latest")
    if ctx.amp:
        bodyhtml = """<amp-consent id="consent" layout="nodisplay"><div class="consent-banner"><p>%(cookie)s</p><button on="tap:consent.accept">%(accept)s</button></div></amp-consent>
<header class="amp-header"><button on="tap:sidebar.toggle" class="hamburger" aria-label="menu">&#9776;</button><a href="%(home)s" class="amp-logo">%(name)s</a></header>
<amp-sidebar id="sidebar" layout="nodisplay" side="left">%(nav)s</amp-sidebar>
<article class="amp-article">
<div class="amp-kicker"><a href="/singapore">%(section)s</a></div>
<h1 class="headline node-title">%(head)s</h1>
%(byl)s
%(hero)s
<div class="amp-share"><amp-social-share type="facebook" width="32" height="32" data-param-app_id="1"></amp-social-share><amp-social-share type="twitter" width="32" height="32"></amp-social-share><amp-social-share type="whatsapp" width="32" height="32"></amp-social-share></div>
<div class="field-items"><div class="field-item even" property="content:encoded">
%(body)s
</div></div>
<div class="amp-subscribe">%(pw)s</div>
%(tags)s
</article>
%(latest)s
%(most)s
<div class="amp-newsletter"><p>Get the Herald's morning briefing: the day's top Singapore and world stories, in your inbox by 7am.</p><a href="/newsletters">Sign up</a></div>
<footer class="amp-footer">%(legal)s<p>%(copy)s</p><p><a href="%(url)s">View full site</a></p></footer>"""
    else:
        bodyhtml = """<div id="sph-header"><div class="masthead"><a href="/" class="logo" title="%(name)s"><img src="https://static1.straitherald.sg/s3/logo.svg" alt="%(name)s"></a><a class="btn-subscribe" href="/subscribe">%(sub)s</a></div>
<nav class="navbar main-nav">%(nav)s</nav>%(ticker)s</div>
<div class="page-wrapper"><div class="layout-content">
<article class="node node-article node-promoted view-mode-full" about="%(path)s" typeof="sioc:Item foaf:Document">
<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/singapore">%(section)s</a></li></ol>
<div class="node-header"><h1 class="headline node-title">%(head)s</h1>
%(dekhtml)s
%(byl)s
<div class="share-bar">%(share)s</div></div>
%(hero)s
<div class="field field-name-field-body field-type-text-with-summary"><div class="field-items"><div class="field-item even" property="content:encoded">
%(body)s
</div></div></div>
%(tags)s
<div class="gift-article">Gift this article to a friend. Subscribers can gift 5 articles each month.</div>
</article>
<div class="block-related">%(related)s</div>
<div class="block-newsletter">%(nl)s</div>
</div><aside class="layout-sidebar">%(latest)s%(ad)s%(adv)s</aside></div>
<footer class="footer"><div class="footer-top">%(cols)s</div>%(legal)s<p class="copyright">%(copy)s</p></footer>
<div id="onetrust-banner-sdk" class="otFlat"><div id="onetrust-policy"><p id="onetrust-policy-text">%(cookie)s</p></div><button id="onetrust-accept-btn-handler">%(accept)s</button><button id="onetrust-reject-all-handler">%(reject)s</button></div>"""
    html = bodyhtml % dict(
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]), home=ctx.abs("/"),
        name=esc(ctx.name), nav=nav_menu(ctx, "nav navbar-nav", sub=not ctx.amp), section=esc(ctx.section),
        head=esc(ctx.head), byl=byl, hero=hero(ctx, "field-name-field-image"), body=body,
        pw=paywall_box(ctx, "meter") if ctx.amp else "", tags=tags_box(ctx, "field-name-field-tags"),
        latest=latest, most=story_list(ctx, "Most Read", 5, "most-read", numbered=True, dates=False,
                                       cat="most_read") if ctx.amp else "",
        legal=footer_links(ctx, "footer-links"), copy=copyright(ctx, "Strait Herald Media Ltd"),
        url=ctx.url, sub=esc(L["subscribe"]), ticker=ticker(ctx, "breaking-news", "Just in"),
        path=ctx.url.split(".sg")[1], dekhtml='<div class="field-name-field-standfirst"><p>%s</p></div>' % esc(
            ctx.dek) if ctx.dek else "", share=share_links(ctx, cls="share-link"),
        related=story_list(ctx, "Related Stories", 4, "related-story", thumbs=True, dates=True),
        nl=newsletter_box(ctx, "newsletter-signup", title="Get the Herald's morning briefing"),
        ad=ad_slot(ctx, "ad-unit", "lb1", size=(300, 250)), adv=advertise_box(ctx, "media-kit-promo"),
        cols=sitemap_cols(ctx, "footer-col"))
    head = head_html(ctx, "NewsArticle", amp_components=("amp-consent", "amp-sidebar", "amp-social-share", "amp-ad",
                                                          "amp-twitter"),
                     css="body{font-family:Helvetica,Arial,sans-serif}.headline{font-size:28px}",
                     scripts=analytics(ctx))
    return page(ctx, head, html, body_attrs=' class="html not-front page-node node-type-article"' if not ctx.amp else "")


# ---------------------------------------------------------------- Japan Times style
def jt(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/%s/%s/%s/%s/%s/%s/" % ("news", y, mo, d, slugify(ctx.section), ctx.slug))
    dt = "%s %d, %s" % (LG.MONTHS["en"][int(mo) - 1][:3], int(d), y)
    byl = ctx.mark_byline('<div class="jt-byline"><p class="writer">By <a href="/author/%s/">%s</a></p><p class="'
                          'publish-date">%s</p></div>' % (slugify(ctx.author), esc(ctx.author), esc(dt)))
    sty = {"h": '<h3 class="jt-subhead">{}</h3>',
           "fig": lambda c, cap, cr, i: ('<figure class="jt-inline-image">%s<figcaption><p>%s</p><p class="credit">'
                                         '%s</p></figcaption></figure>' % (
                                             c.img(c.img_path(cap, 1024, 683), cap, 1024, 683), inline_html(cap),
                                             esc(cr)))}
    inserts = ins(ctx, '<div class="jt-ad-inline">%s</div>' % ad_slot(ctx, "ad", "article-1"),
                  '<div class="jt-ad-inline">%s</div>' % ad_slot(ctx, "ad", "article-2"))
    body = render_body(ctx, sty, inserts)
    html = """<div class="jt-header"><div class="jt-header-top"><a class="jt-logo" href="/">%(name)s</a><span class="jt-date">%(today)s</span><a class="jt-subscribe" href="/subscribe/">%(sub)s</a> <a href="/login/">%(login)s</a></div>
<nav class="jt-global-nav">%(nav)s</nav></div>
<div class="jt-ticker">%(ticker)s</div>
<main class="jt-main"><div class="jt-container"><div class="jt-content">
<article class="jt-article single-article">
<div class="article-category"><a href="/news/%(sec)s/">%(section)s</a></div>
<h1 class="article-title">%(head)s</h1>
%(dekhtml)s
%(byl)s
<div class="share-list">%(share)s</div>
%(hero)s
<div class="article-body">
%(body)s
</div>
<div class="jt-keywords"><span>KEYWORDS</span>%(tags)s</div>
</article>
<div class="jt-recommend">%(related)s</div>
<div class="jt-comments"><h3>JT Comment Policy</h3><p class="policy">Please read our comment policy before posting. Comments are moderated.</p>%(disqus)s</div>
</div>
<aside class="jt-sidebar">%(ranking)s%(ad)s%(nl)s%(adv)s</aside></div></main>
<footer class="jt-footer"><div class="footer-sections">%(cols)s</div>%(legal)s<p class="jt-copyright">%(copy)s</p></footer>
<div class="jt-cookie-consent"><p>%(cookie)s</p><button>%(accept)s</button></div>""" % dict(
        name=esc(ctx.name), today=esc(ctx.dt()), sub=esc(L["subscribe"]), login=esc(L["login"]),
        nav=nav_menu(ctx, "jt-nav-list", sub=True), ticker=ticker(ctx, "jt-breaking", "BREAKING"),
        sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head),
        dekhtml='<h2 class="article-subtitle">%s</h2>' % esc(ctx.dek) if ctx.dek else "", byl=byl,
        share=share_links(ctx, cls="share-item"), hero=hero(ctx, "jt-main-image"), body=body,
        tags=tags_box(ctx, "jt-tags", label=False), related=story_list(ctx, "Related Stories", 4, "jt-related",
                                                                        thumbs=True, dates=True),
        disqus=disqus(ctx, 4 if ctx.page_no == 1 else 3),
        ranking=story_list(ctx, "Most Popular", 5, "jt-ranking", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "ad", "sidebar", size=(300, 600)), nl=newsletter_box(ctx, "jt-newsletter",
                                                                             title="Japan Times LINE account"),
        adv=advertise_box(ctx, "jt-media-kit"), cols=sitemap_cols(ctx, "footer-section"),
        legal=footer_links(ctx, "footer-legal"), copy=copyright(ctx, "The Kansai Observer Co., Ltd."),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "NewsArticle", extra_ld=[ld_org(ctx)] if ctx.decl == "website" else [],
                     scripts=analytics(ctx), css=".article-body p{margin:0 0 1.2em}")
    return page(ctx, head, html, body_attrs=' class="single single-post"')


# ---------------------------------------------------------------- Korea Herald style
def kh(ctx):
    L = ctx.L
    ud = "%s%s%s%06d" % (ctx.date[:4], ctx.date[5:7], ctx.date[8:], ctx.num * 3)
    ctx.url = ctx.abs("/view.php?ud=%s" % ud)
    mon = LG.MONTHS["en"][int(ctx.date[5:7]) - 1][:3]
    dt = "Published : %s. %s, %s - %s" % (mon, ctx.date[8:], ctx.date[:4], ctx.time)
    sty = {"p": "{}<br><br>", "h": "<b>{}</b><br><br>", "quote": "{}<br><br>",
           "rel": lambda c, t, i: ""}
    inserts = ins(ctx, '<div class="view_ad" style="text-align:center">%s</div>' % ad_slot(ctx, "ad_area", "view_in"))
    body = render_body(ctx, sty, inserts)
    by = '<div class="writer">By <a href="/list.php?ct=writer&amp;w=%s">%s</a> (%s@hanriverherald.kr)</div>' % (
        slugify(ctx.author), esc(ctx.author), slugify(ctx.author).replace("-", ""))
    ctx.note("tagline", "%s@hanriverherald.kr" % slugify(ctx.author).replace("-", ""))
    most = story_list(ctx, "Most Popular", 5, "main_r_list", numbered=True, dates=False, heading="div",
                      cat="most_read", wrap="ul")
    html = """<div id="wrap"><div id="header"><div class="header_top"><div class="h_logo"><a href="/"><img src="https://res.hanriverherald.kr/images/logo.png" alt="%(name)s"></a></div>
<div class="h_util"><a href="/">한국어</a> | <a href="/login.php">%(login)s</a> | <a href="/subscribe.php">%(sub)s</a></div></div>
<div class="gnb">%(nav)s</div></div>
<div id="container"><div class="sub_content">
<div class="view_top_t2"><ul><li><a href="/list.php?ct=020100000000">%(section)s</a></li></ul></div>
<div class="view_tit_area"><h1 class="view_tit">%(head)s</h1>
%(dekhtml)s
<div class="view_tit_byline">%(date)s</div>
<div class="view_sns">%(share)s</div></div>
<div class="view_con">
<div class="view_con_t" id="articleText">
<div class="img_wrap">%(hero)s</div>
%(body)s
%(by)s
</div>
<div class="view_bottom"><ul class="kw">%(tags)s</ul></div>
</div>
<div class="view_related">%(related)s</div>
</div>
<div class="view_right">%(most)s%(ad)s%(nl)s</div></div>
<div id="footer"><div class="f_menu">%(legal)s</div><div class="f_info"><p>Registration No.: Seoul A 00512 | Publisher &amp; Editor: %(pub)s | Youth Protection Officer: %(pub2)s</p><p>%(copy)s</p></div></div>
<div class="cookie_pop"><p>%(cookie)s</p><a href="#" class="btn_ok">%(accept)s</a></div></div>""" % dict(
        name=esc(ctx.name), login=esc(L["login"]), sub=esc(L["subscribe"]),
        nav=nav_menu(ctx, "gnb_list", "gnb_item", sub=True), section=esc(ctx.section), head=esc(ctx.head),
        dekhtml='<h2 class="view_tit_sub">%s</h2>' % esc(ctx.dek) if ctx.dek else "",
        date=ctx.mark_byline('<div class="view_tit_byline_r">%s</div>' % esc(dt)),
        share=share_links(ctx, cls="sns"), hero=hero(ctx, "art_img", tag="div"), body=body, by=by,
        tags=tags_box(ctx, "kw_list", label=False),
        related=story_list(ctx, "Related Articles", 5, "related_list", dates=True), most=most,
        ad=ad_slot(ctx, "ad_area", "right1", size=(300, 250)),
        nl=newsletter_box(ctx, "nl_box", title="Herald Morning Newsletter"), legal=footer_links(ctx, "f_links"),
        pub=esc(ctx.person()), pub2=esc(ctx.person()), copy=copyright(ctx, "Herald Corporation of Han River"),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), twitter=ctx.decl != "none")
    return page(ctx, head, html)


# ---------------------------------------------------------------- HuffPost style
def huffpost(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/entry/%s_n_%x" % (ctx.slug.replace("-", "-"), 0x65a3f1c0e4b0 + ctx.num))
    mon = LG.MONTHS["en"][int(ctx.date[5:7]) - 1][:3]
    h, m = _hm(ctx)
    stamp = "%s %d, %s, %02d:%02d AM ET" % (mon, int(ctx.date[8:]), ctx.date[:4], (h - 1) % 12 + 1, m)
    if h >= 12:
        stamp = stamp.replace("AM", "PM")
    byl = ctx.mark_byline('<div class="entry__byline"><div class="entry__byline__author"><a class="entry__byline__'
                          'author__link" href="/author/%s">%s</a></div><div class="timestamp"><time datetime="%s">%s'
                          '</time></div></div>' % (slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(stamp)))
    cli = '<div class="primary-cli cli cli-text"><p>{}</p></div>'
    sty = {"p": cli, "h": '<div class="cli cli-subheader"><h2 class="cli-subheader__text">{}</h2></div>',
           "quote": '<div class="cli cli-pullquote"><blockquote class="cli-pullquote__text"><p>{}</p></blockquote></div>',
           "ul": ('<div class="cli cli-list"><ul>', '<li>{}</li>', '</ul></div>'),
           "note": '<div class="cli cli-text cli-correction"><p><em>{}</em></p></div>'}
    support = ('<div class="contributor-support"><h3>Support The Daily Commons</h3><p>At The Daily Commons, we believe '
               'that everyone needs high-quality journalism, but we understand that not everyone can afford to pay '
               'for expensive news subscriptions.</p><a href="/support?source=article" class="support-btn">Support '
               'The Daily Commons</a></div>')
    ctx.note("donation", "we believe that everyone needs high-quality journalism")
    inserts = ins(ctx, '<div class="cli cli-advertisement">%s</div>' % ad_slot(ctx, "advertisement", "inline-1"),
                  '<div class="cli cli-related-articles">%s</div>' % story_list(
                      ctx, "Related", 3, "cli-related", dates=False, heading="h3", cat="related"),
                  '<div class="cli cli-advertisement">%s</div>' % ad_slot(ctx, "advertisement", "inline-2"), gap=3)
    body = render_body(ctx, sty, inserts)
    trending = story_list(ctx, "Trending", 5, "zone__trending", numbered=True, dates=False, cat="most_read")
    html = """<div class="page"><header class="masthead"><div class="masthead__container"><button class="masthead__menu" aria-label="open menu">%(menu)s</button><a class="masthead__logo" href="/">%(name)s</a><a class="masthead__support" href="/support">Support Us</a> <a class="masthead__login" href="/login">%(login)s</a></div>
<nav class="masthead__nav">%(nav)s</nav></header>
<div class="ad-leaderboard">%(ad1)s</div>
<main id="main" class="main"><article class="entry entry--%(sec)s">
<header class="entry__header"><div class="entry__header__label"><a href="/news/%(sec)s" class="entry-eyebrow">%(section)s</a></div>
<div class="headline"><h1 class="headline__title">%(head)s</h1></div>
%(dekhtml)s
%(byl)s
<div class="entry__share">%(share)s</div></header>
<div class="entry__body"><figure class="cli-image">%(hero)s</figure>
<section class="entry__content-list js-entry-content js-cet-subunit">
%(body)s
</section>
%(support)s
<div class="entry__tags">%(tags)s</div></div>
</article>
<section class="zone zone--more">%(more)s</section>
<aside class="zone zone--rail">%(trending)s%(nl)s</aside></main>
<footer class="footer"><div class="footer__logo">%(name)s</div>%(cols)s%(legal)s<p class="footer__copyright">%(copy)s</p></footer>
<div class="consent-banner" id="cmp"><p>%(cookie)s</p><button>%(accept)s</button><button>%(settings)s</button></div></div>""" % dict(
        menu=icon("menu"), name=esc(ctx.name), login=esc(L["login"]), nav=nav_menu(ctx, "masthead__nav-list", sub=False),
        ad1=ad_slot(ctx, "advertisement", "top", size=(970, 250)), sec=slugify(ctx.section), section=esc(ctx.section),
        head=esc(ctx.head), dekhtml='<div class="dek">%s</div>' % esc(ctx.dek) if ctx.dek else "", byl=byl,
        share=share_links(ctx, cls="share-bar__button"), hero=hero(ctx, "cli-image__img", tag="div"), body=body,
        support=support, tags=tags_box(ctx, "entry__tag-list"),
        more=story_list(ctx, "More from The Daily Commons", 6, "card-list", thumbs=True, bylines=True, dates=False,
                        article=True, cat="more_from"),
        trending=trending, nl=newsletter_box(ctx, "newsletter-signup", title="Sign up for the Morning Email"),
        cols=sitemap_cols(ctx, "footer__col"), legal=footer_links(ctx, "footer__legal"),
        copy=copyright(ctx, "Daily Commons Media Group"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]),
        settings=esc(L["settings"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), css=".primary-cli p{font-size:18px}")
    return page(ctx, head, html, body_attrs=' class="entry-page"')


# ---------------------------------------------------------------- Sky News style (+AMP)
def sky(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/story/%s-%d" % (ctx.slug, 13300000 + ctx.num * 17))
    wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    import datetime
    dd = datetime.date(*(int(x) for x in ctx.date.split("-")))
    dt = "%s %d %s %s %s, UK" % (wd[dd.weekday()], dd.day, LG.MONTHS["en"][dd.month - 1], dd.year, ctx.time)
    byl = ctx.mark_byline('<div class="sdc-article-author"><p class="sdc-article-author__byline">%s</p></div><div '
                          'class="sdc-article-date"><p class="sdc-article-date__date-time">%s</p></div>' % (
                              esc(ctx.author), esc(dt)))
    sty = {"rel": lambda c, t, i: ('<div class="sdc-article-related-stories"><h3 class="sdc-article-related-stories__'
                                   'heading">Read more:</h3><ul><li><a class="sdc-article-related-stories__link" href'
                                   '="%s">%s</a></li></ul></div>' % (c.abs("/story/" + slugify(t)), esc(t)))}
    if ctx.amp:
        sty["embed"] = lambda c, v: '<div class="sdc-article-video">%s</div>' % embed_html(c, v)
    inserts = ins(ctx, '<div class="sdc-article-body__ad">%s</div>' % ad_slot(ctx, "sdc-site-au", "mpu-1"), gap=1)
    body = render_body(ctx, sty, inserts)
    most = story_list(ctx, "Most Read", 5, "sdc-site-trending", numbered=True, dates=False, cat="most_read")
    if ctx.amp:
        tpl = """<amp-consent id="sky-consent" layout="nodisplay"><div class="sdc-consent"><p>%(cookie)s</p><button on="tap:sky-consent.accept">%(accept)s</button><button on="tap:sky-consent.reject">%(reject)s</button></div></amp-consent>
<header class="sdc-site-header"><a href="%(home)s" class="sdc-site-header__logo">%(name)s</a><button on="tap:nav.toggle" aria-label="Open menu">&#9776;</button></header>
<amp-sidebar id="nav" layout="nodisplay" side="right"><nav class="sdc-site-header__menu">%(nav)s</nav></amp-sidebar>
<main class="sdc-site-layout"><article class="sdc-article">
<div class="sdc-article-header"><div class="sdc-article-header__wrap"><div class="sdc-article-header__category"><a href="/uk">%(section)s</a></div>
<h1 class="sdc-article-header__title">%(head)s</h1>
%(dekhtml)s</div></div>
%(byl)s
%(hero)s
<div class="sdc-article-body sdc-article-body--story sdc-article-body--lead">
%(body)s
</div>
<div class="sdc-article-share"><amp-social-share type="twitter" width="40" height="40"></amp-social-share><amp-social-share type="facebook" width="40" height="40" data-param-app_id="1"></amp-social-share><amp-social-share type="email" width="40" height="40"></amp-social-share></div>
</article>
%(most)s
%(latest)s
<div class="sdc-site-promo">%(app)s</div></main>
<footer class="sdc-site-footer">%(legal)s<p>%(copy)s</p></footer>"""
    else:
        tpl = """<div class="sdc-site-layout"><header class="sdc-site-header"><div class="sdc-site-header__top"><a href="/" class="sdc-site-header__logo">%(name)s</a><a class="sdc-site-header__watch" href="/watch-live">Watch live</a></div>
<nav class="sdc-site-header__menu">%(nav)s</nav></header>
<div class="sdc-site-tile-ticker">%(ticker)s</div>
<main class="sdc-site-layout__col1"><div class="sdc-article-header"><div class="sdc-article-header__wrap"><div class="sdc-article-header__category"><a href="/uk">%(section)s</a></div>
<h1 class="sdc-article-header__title">%(head)s</h1>
%(dekhtml)s</div></div>
<div class="sdc-article-header__meta">%(byl)s</div>
<div class="sdc-article-share">%(share)s</div>
%(hero)s
<div class="sdc-article-body sdc-article-body--story sdc-article-body--lead" data-component-name="ui-article-body">
%(body)s
</div>
<div class="sdc-article-tags">%(tags)s</div>
<div class="sdc-article-comments">%(comments)s</div>
<section class="sdc-site-video-gallery"><h2>Top Videos</h2>%(video)s</section>
</main>
<aside class="sdc-site-layout__col2">%(most)s%(ad)s%(nl)s</aside>
<footer class="sdc-site-footer"><div class="sdc-site-footer__nav">%(cols)s</div>%(legal)s<p class="sdc-site-footer__copyright">%(copy)s</p></footer></div>
<div id="sp_message_container" class="sdc-consent"><p>%(cookie)s</p><button>%(accept)s</button><button>%(settings)s</button></div>"""
    html = tpl % dict(
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]), settings=esc(L["settings"]),
        home=ctx.abs("/"), name=esc(ctx.name), nav=nav_menu(ctx, "sdc-site-header__menu-list", sub=False),
        section=esc(ctx.section), head=esc(ctx.head),
        dekhtml='<p class="sdc-article-header__sub-title">%s</p>' % esc(ctx.dek) if ctx.dek else "", byl=byl,
        hero=hero(ctx, "sdc-article-image"), body=body, most=most,
        app=('<p class="sdc-site-promo__text">Download the Northstar News app for the latest updates and alerts '
             'wherever you are.</p><a href="/app">Get the app</a>'),
        legal=footer_links(ctx, "sdc-site-footer__links"), copy=copyright(ctx, "Northstar Broadcasting Ltd"),
        ticker=ticker(ctx, "sdc-site-ticker", "Breaking"), share=share_links(ctx, cls="sdc-share-button"),
        tags=tags_box(ctx, "sdc-article-tags__list"), comments=viafoura(ctx, 4),
        latest=story_list(ctx, "Latest UK news", 6, "sdc-site-latest", dates=True, cat="latest") if ctx.amp else "",
        video=story_list(ctx, "", 3, "sdc-video-tile", thumbs=True, dates=False, cat="video"),
        ad=ad_slot(ctx, "sdc-site-au", "right", size=(300, 600)),
        nl=newsletter_box(ctx, "sdc-newsletter", title="Get the Northstar News daily briefing"),
        cols=sitemap_cols(ctx, "sdc-footer-col"))
    ctx.note("app", "Download the Northstar News app for the latest updates and alerts wherever you are.")
    head = head_html(ctx, "NewsArticle", amp_components=("amp-consent", "amp-sidebar", "amp-social-share", "amp-ad",
                                                          "amp-video"),
                     scripts=analytics(ctx), css=".sdc-article-body p{font-size:1.125rem}")
    return page(ctx, head, html)


# ---------------------------------------------------------------- Business Insider style
def insider(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s-%d-%s" % (ctx.slug, ctx.num % 97 + 2025, ctx.date[5:7]))
    mon = LG.MONTHS["en"][int(ctx.date[5:7]) - 1][:3]
    h, m = _hm(ctx)
    stamp = "%s %d, %s, %d:%02d %s ET" % (mon, int(ctx.date[8:]), ctx.date[:4], (h - 1) % 12 + 1, m,
                                          "AM" if h < 12 else "PM")
    byl = ctx.mark_byline('<div class="byline-wrapper"><div class="byline-author headline-bold"><a class="byline-link" '
                          'href="/author/%s">%s</a></div><div class="byline-timestamp" data-timestamp="%s">%s</div>'
                          '</div>' % (slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(stamp)))
    summary = ('<ul class="summary-list"><li>%s</li><li>%s</li></ul>' % (
        esc(ctx.dek), "This article is part of Boardroom Brief's series on small business owners.")) if ctx.dek else ""
    if ctx.dek:
        ctx.dek_html = summary
    sty = {"p": "<p>{}</p>", "h": '<h2 class="slide-title-text">{}</h2>'}
    inserts = ins(ctx, '<div class="in-post-sticky">%s</div>' % ad_slot(ctx, "ad-wrapper", "in-post-1"),
                  story_list(ctx, "Read next", 1, "read-next-inline", dates=False, heading="span", cat="related"),
                  '<div class="in-post-sticky">%s</div>' % ad_slot(ctx, "ad-wrapper", "in-post-2"), gap=3)
    body = render_body(ctx, sty, inserts)
    ctx.byline_before_dek = False
    html = """<div id="site-wrapper"><header class="site-header"><div class="header-top"><a class="logo" href="/">%(name)s</a><nav class="vertical-nav">%(nav)s</nav><a class="subscribe-btn" href="/subscription">%(sub)s</a><a href="/login">%(login)s</a></div></header>
<div class="trending-bar">%(ticker)s</div>
<main class="content-main"><div class="post-top"><div class="post-breadcrumbs"><a href="/%(sec)s">%(section)s</a></div>
<h1 class="post-headline">%(head)s</h1>
%(summary)s
%(byl)s
<div class="share-wrapper">%(share)s</div></div>
<figure class="post-hero">%(hero)s</figure>
<section class="post-content"><div class="content-lock-content">
%(body)s
</div></section>
<div class="post-meta-tags">%(tags)s</div>
<div class="paywall-wrapper">%(pw)s</div>
<section class="post-comments">%(coral)s</section>
<section class="read-next">%(readnext)s</section>
</main>
<aside class="rail">%(most)s%(ad)s%(nl)s%(adv)s</aside>
<footer class="site-footer"><div class="footer-logo">%(name)s</div>%(cols)s%(legal)s<p class="copyright">%(copy)s</p><p class="disclaimer">Stock quotes by a third-party provider, delayed at least 15 minutes.</p></footer>
<div id="consent-banner"><p>%(cookie)s</p><button>%(accept)s</button><button>%(reject)s</button></div></div>""" % dict(
        name=esc(ctx.name), nav=nav_menu(ctx, "vertical-nav-list", sub=False), sub=esc(L["subscribe"]),
        login=esc(L["login"]), ticker=ticker(ctx, "trending", "Trending"), sec=slugify(ctx.section),
        section=esc(ctx.section), head=esc(ctx.head), summary=summary, byl=byl,
        share=share_links(ctx, cls="share-button"), hero=hero(ctx, "image-figure", tag="div"), body=body,
        tags=tags_box(ctx, "post-tags"), pw=paywall_box(ctx, "paywall-prompt") if ctx.page_no == 2 else "",
        coral=coral(ctx, 5 if ctx.page_no == 1 else 3),
        readnext=story_list(ctx, "Read next", 6, "read-next-card", thumbs=True, bylines=True, dates=True,
                            article=True, cat="read_next"),
        most=story_list(ctx, "Most popular", 5, "most-popular", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "ad-wrapper", "rail", size=(300, 600)),
        nl=newsletter_box(ctx, "newsletter-module", title="Get the Boardroom Brief Today newsletter"),
        adv=advertise_box(ctx, "advertise-module"), cols=sitemap_cols(ctx, "footer-col"),
        legal=footer_links(ctx, "footer-legal"), copy=copyright(ctx, "Boardroom Brief Inc."),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]))
    ctx.note("footer", "Stock quotes by a third-party provider, delayed at least 15 minutes.")
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx))
    return page(ctx, head, html, body_attrs=' class="vertical-post"')


# ---------------------------------------------------------------- RTÉ style
def rte(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/news/%s/%s/%s%s/%d-%s/" % (slugify(ctx.section), y, d, mo, 1480000 + ctx.num * 5,
                                                   ctx.slug[:60].rstrip("-")))
    role = {"Regional": "Western Correspondent", "Health": "Health Correspondent"}.get(ctx.section, "Correspondent")
    byl = ctx.mark_byline('<p class="article-meta"><span class="name"><a href="/news/author/%s/">%s</a></span> '
                          '<span class="role">%s</span></p>' % (slugify(ctx.author), esc(ctx.author), esc(role)))
    upd = '<p class="article-meta-date"><span class="modified-date">Updated / %s at %s</span></p>' % (
        esc(ctx.date[8:] + " " + LG.MONTHS["en"][int(mo) - 1][:3]), ctx.time)
    sty = {"note": '<p class="editors-note"><strong>{}</strong></p>'}
    inserts = ins(ctx, '<div class="ad-container">%s</div>' % ad_slot(ctx, "ad", "mpu1"),
                  '<div class="ad-container">%s</div>' % ad_slot(ctx, "ad", "mpu2"), gap=3)
    body = render_body(ctx, sty, inserts)
    html = """<div id="rte-masthead"><div class="masthead-inner"><a class="rte-logo" href="/">%(name)s</a><ul class="rte-services"><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/entertainment/">Entertainment</a></li><li><a href="/player/">Player</a></li><li><a href="/radio/">Radio</a></li></ul></div></div>
<nav class="news-nav">%(nav)s</nav>
<div class="news-breaking">%(ticker)s</div>
<div class="container"><div class="row"><div class="col-md-8">
<article class="article-container">
<header class="article-header"><h1 class="headline">%(head)s</h1>
%(dekhtml)s
%(byl)s
%(upd)s
<div class="share-article">%(share)s</div></header>
%(hero)s
<section class="article-body">
%(body)s
</section>
<div class="article-tags"><h4>Tags</h4>%(tags)s</div>
</article>
<div class="related-stories">%(related)s</div>
</div>
<aside class="col-md-4 sidebar">%(most)s%(latest)s%(ad)s</aside></div></div>
<footer class="rte-footer"><div class="footer-sitemap">%(cols)s</div><p class="footer-disclaimer">%(disc)s</p>%(legal)s<p>%(copy)s</p></footer>
<div id="cookie-consent" class="cookie-bar"><p>%(cookie)s</p><button>%(accept)s</button><button>%(reject)s</button></div>""" % dict(
        name=esc(ctx.name), nav=nav_menu(ctx, "news-nav-list", sub=False), ticker=ticker(ctx, "breaking-bar", "Breaking"),
        head=esc(ctx.head), dekhtml='<p class="article-subheading">%s</p>' % esc(ctx.dek) if ctx.dek else "",
        byl=byl, upd=upd, share=share_links(ctx, cls="share-icon"), hero=hero(ctx, "article-main-image"), body=body,
        tags=tags_box(ctx, "tag-list", label=False),
        related=story_list(ctx, "More stories", 4, "related", thumbs=True, dates=True, cat="related"),
        most=story_list(ctx, "Most Read", 5, "most-read", numbered=True, dates=False, cat="most_read"),
        latest=story_list(ctx, "Latest Stories", 6, "latest-news", dates=True, cat="latest"),
        ad=ad_slot(ctx, "ad", "sidebar", size=(300, 250)), cols=sitemap_cols(ctx, "sitemap-col"),
        disc="Sruth News is not responsible for the content of external sites.",
        legal=footer_links(ctx, "footer-links"), copy=copyright(ctx, "Sruth Broadcasting"),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]))
    head = head_html(ctx, "NewsArticle" if ctx.page_no == 1 else "ReportageNews", scripts=analytics(ctx))
    return page(ctx, head, html, body_attrs=' class="news article"')


RENDER = {"atlantic": atlantic, "toi": toi, "scmp": scmp, "straits": straits, "jt": jt, "kh": kh,
          "huffpost": huffpost, "sky": sky, "insider": insider, "rte": rte}
