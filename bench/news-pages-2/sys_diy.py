"""Hosted site builders: Squarespace 7.1 blog, Wix blog, Blogger (classic)."""
import hashlib

from common import esc, inline, render_body, head, page, slugify, plain


def hx(pg, salt, n=24):
    return hashlib.sha1((pg.id + salt).encode()).hexdigest()[:n]


# --------------------------------------------------------------------------- Squarespace
SQ = {
    "en": dict(prev="Previous", next="Next", nl_h="Subscribe", nl_p="Sign up with your email address to receive news and updates.",
               nl_b="Sign Up", nl_ok="Thank you!", privacy="We respect your privacy.", email="Email Address", likes="0 Likes", share="Share"),
    "fr": dict(prev="Précédent", next="Suivant", nl_h="Abonnez-vous", nl_p="Inscrivez-vous avec votre adresse e-mail pour recevoir les actualités et les mises à jour.",
               nl_b="S'inscrire", nl_ok="Merci !", privacy="Nous respectons votre vie privée.", email="Adresse e-mail", likes="0 J'aime", share="Partager"),
}


def squarespace(pg):
    site = pg.site
    S = SQ[pg.lang]
    coll = site["collection"]
    if pg.chance(0.5):
        pg.url = pg.abs("/%s/%d/%d/%d/%s" % (coll, pg.dt.year, pg.dt.month, pg.dt.day, pg.slug))
        mk = lambda slug, dt: pg.abs("/%s/%d/%d/%d/%s" % (coll, dt.year, dt.month, dt.day, slug))
    else:
        pg.url = pg.abs("/%s/%s" % (coll, pg.slug))
        mk = lambda slug, dt: pg.abs("/%s/%s" % (coll, slug))
    img = "https://images.squarespace-cdn.com/content/v1/%s/%s/%s.jpg" % (hx(pg, "site"), hx(pg, "img"), slugify(pg.caption or "")[:24]) if pg.caption else None
    hd = head(pg, "%s &mdash; %s" % (pg.title, site["name"]), image=img, ld_type="Article",
              css=["https://static1.squarespace.com/static/versioned-site-css/%s/12/5c5a519771c10ba3470d8101/%s/1512/site.css" % (hx(pg, "s"), hx(pg, "c"))],
              extra='<!-- This is Squarespace. --><!-- %s -->\n<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"%s","siteTitle":"%s"}};</script>'
                    % (slugify(site["name"]), hx(pg, "site"), esc(site["name"])))
    b = []
    if pg.chance(0.5):
        pg.part("announcement_bar")
        b.append('<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar"><a href="/%s" class="sqs-announcement-bar-url" aria-labelledby="announcement-bar-text-inner-id"></a>'
                 '<div class="sqs-announcement-bar-text"><div id="announcement-bar-text-inner-id" class="sqs-announcement-bar-text-inner"><p>%s</p></div></div></div></div>'
                 % (coll, esc(site["announce"])))
    pg.part("header", "nav")
    if pg.chance(0.5):
        pg.part("site_heading")
    b.append('<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">'
             '<div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce">'
             '<div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper">'
             '<div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" data-animation-role="header-element">%s</a></div></div>'
             '<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">%s</nav></div></div></div></div></div></div></header>'
             % (esc(site["name"]), "".join('<div class="header-nav-item header-nav-item--collection%s"><a href="/%s"%s>%s</a></div>'
                                            % (" header-nav-item--active" if p == coll else "", p, ' aria-current="page"' if p == coll else "", esc(t)) for p, t in site["menu"])))
    b.append('<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="%s">' % hx(pg, "ps"))
    b.append('<section data-test="page-section" data-section-theme="white" class="page-section content-collection full-bleed-section collection-type-blog-basic-grid"><div class="content-wrapper"><div class="content"><div class="blog-basic-grid collection-content-wrapper" data-controller="BlogImageLoader">')
    cats = " ".join("tag-" + slugify(t) for t in pg.tags)
    b.append('<article class="entry h-entry hentry author-%s post-type-text article-index-1 %s category-%s featured" data-item-id="%s" id="article-%s">'
             % (slugify(pg.author), cats, slugify(pg.section), hx(pg, "item"), hx(pg, "item")))
    b.append('<div class="blog-item-wrapper"><div class="blog-item-top-wrapper">')
    pg.part("date", "byline")
    meta = ('<div class="blog-item-meta-wrapper"><div class="blog-meta-item blog-meta-item--date"><time class="dt-published blog-meta-item blog-meta-item--date" datetime="%s" pubdate data-content-field="published-on">%s</time></div>'
            '<div class="blog-meta-item blog-meta-item--author"><a href="/%s?author=%s" class="blog-author">%s</a></div></div>'
            % (pg.dt.strftime("%Y-%m-%d"), pg.date_long(), coll, hx(pg, "author"), esc(pg.author)))
    b.append(meta)
    b.append('<div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">%s</h1></div></div>' % esc(pg.title))
    b.append('<div class="blog-item-content-wrapper"><div class="blog-item-content e-content" data-content-field="main-content">'
             '<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-on="%d" id="item-%s"><div class="row sqs-row"><div class="col sqs-col-12 span-12">'
             % (int(pg.dt.timestamp()) * 1000, hx(pg, "item")))
    if img:
        pg.part("hero_image", "caption")
        b.append('<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="block-%s"><div class="sqs-block-content">'
                 '<figure class="sqs-block-image-figure intrinsic" style="max-width:2500px;"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none">'
                 '<div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative;padding-bottom:66.6%%;overflow: hidden;">'
                 '<img data-stretch="false" data-src="%s" data-image="%s" alt="" src="%s?format=1000w" loading="lazy"></div></div>'
                 '<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;">%s %s</p></div></figcaption></div></figure></div></div>'
                 % (hx(pg, "imgblk"), img, img, img, esc(pg.caption), esc(pg.credit)))

    def blk(inner):
        return ('<div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="" id="block-%s"><div class="sqs-block-content">'
                '<div class="sqs-html-content">%s</div></div></div>' % (hx(pg, inner[:30]), inner))
    # Squarespace keeps one html block for consecutive text; split into two blocks around an inline element.
    fmt = dict(p=lambda h, i: '<p class="" style="white-space:pre-wrap;">%s</p>' % h,
               h=lambda h: '<h3>%s</h3>' % h,
               ul=lambda items: '<ul data-rte-list="default">%s</ul>' % "".join('<li><p class="" style="white-space:pre-wrap;">%s</p></li>' % x for x in items),
               q=lambda h: '<blockquote><p class="" style="white-space:pre-wrap;">%s</p></blockquote>' % h)
    marker = "\u0000SPLIT\u0000"
    inserts = {}
    sl = pg.slots(1)
    if sl and pg.chance(0.6):
        inserts[sl[0]] = marker
    body = render_body(pg, fmt, inserts)
    if marker in body:
        pg.part("inline_related")
        r = pg.others(1, mk)[0]
        first, second = body.split(marker)
        btn = ('<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-%s"><div class="sqs-block-content">'
               '<div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium" data-button-type="primary">'
               '<a href="%s" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">%s</a></div></div></div>'
               % (hx(pg, "btn"), r["url"], esc({"en": "Read: ", "fr": "À lire : "}[pg.lang] + r["title"])))
        b.append(blk(first) + btn + blk(second))
    else:
        b.append(blk(body))
    if pg.chance(0.7):
        pg.part("newsletter_form")
        b.append('<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-%s"><div class="sqs-block-content">'
                 '<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter">'
                 '<form class="newsletter-form" data-form-id="%s" autocomplete="on" method="POST" novalidate>'
                 '<header class="newsletter-form-header"><h2 class="newsletter-form-header-title">%s</h2><div class="newsletter-form-header-description"><p>%s</p></div></header>'
                 '<div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fieldset"><div class="newsletter-form-field-wrapper form-item field email required">'
                 '<label class="newsletter-form-field-label title" for="%s-field">%s</label><input id="%s-field" class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="%s" aria-required="true"></div></div>'
                 '<div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-button-element--primary" type="submit" value="%s">'
                 '<span class="newsletter-form-button-label">%s</span></button></div>'
                 '<div class="newsletter-form-footnote"><p>%s</p></div></div>'
                 '<div class="newsletter-form-spinner sqs-spin light large"></div><div class="newsletter-form-response"><p>%s</p></div></form></div></div></div>'
                 % (hx(pg, "nl"), hx(pg, "nlf"), S["nl_h"], esc(S["nl_p"]), hx(pg, "nlid"), S["email"], hx(pg, "nlid"), S["email"], S["nl_b"], S["nl_b"], S["privacy"], S["nl_ok"]))
    b.append('</div></div></div></div></div>')  # col,row,layout,content,content-wrapper
    b.append('<div class="blog-item-inner-wrapper"><footer class="blog-item-footer">')
    pg.part("share")
    b.append('<div class="blog-meta-section"><span class="blog-categories-list"><a href="/%s?category=%s" class="blog-categories">%s</a></span>%s</div>'
             % (coll, esc(pg.section).replace(" ", "+"), esc(pg.section),
                ('<span class="blog-tags-list">%s</span>' % ", ".join('<a href="/%s?tag=%s" class="blog-item-tag">%s</a>' % (coll, esc(t).replace(" ", "+"), esc(t)) for t in pg.tags)) if pg.tags else ""))
    if pg.tags:
        pg.part("tags")
    b.append('<div class="blog-item-share"><div class="squarespace-social-buttons inline-style" data-system-data-id="%s" data-asset-url="%s" data-record-type="1" data-full-url="%s" data-title="%s">'
             '<span class="ss-social-button"><span class="ss-social-button-icon"></span>%s</span><span class="like-count">%s</span></div></div>'
             % (hx(pg, "sd"), img or "", pg.url, esc(pg.title), S["share"], S["likes"]))
    if pg.author not in ("Tri-Lakes Community Foundation",) and pg.chance(0.7):
        pg.part("author_bio")
        b.append('<div class="blog-item-author-profile-wrapper"><a href="/%s?author=%s" class="author-avatar content-fill"><img src="https://images.squarespace-cdn.com/content/v1/%s/avatar.jpg" alt=""></a>'
                 '<div class="author-name">%s</div><div class="author-bio"><p>%s</p></div></div>'
                 % (coll, hx(pg, "author"), hx(pg, "site"), esc(pg.author), esc(pg.bio())))
    pg.part("prev_next")
    pn = pg.others(2, mk)
    b.append('<section class="item-pagination item-pagination--prev-next" data-collection-type="blog-basic-grid" aria-label="%s">'
             '<a class="item-pagination-link item-pagination-link--prev" href="%s"><div class="item-pagination-icon icon icon--stroke"><svg class="caret-left-icon--small" viewBox="0 0 9 16"><polyline fill="none" stroke-miterlimit="10" points="7.3,14.7 2.5,8 7.3,1.2"></polyline></svg></div>'
             '<div class="item-pagination-prev-next">%s</div><h2 class="item-pagination-title">%s</h2></a>'
             '<a class="item-pagination-link item-pagination-link--next" href="%s"><div class="item-pagination-prev-next">%s</div><h2 class="item-pagination-title">%s</h2>'
             '<div class="item-pagination-icon icon icon--stroke"><svg class="caret-right-icon--small" viewBox="0 0 9 16"><polyline fill="none" stroke-miterlimit="10" points="1.6,1.2 6.5,7.9 1.6,14.7"></polyline></svg></div></a></section>'
             % ("Article pagination", pn[0]["url"], S["prev"], esc(pn[0]["title"]), pn[1]["url"], S["next"], esc(pn[1]["title"])))
    b.append('</footer></div></div></article></div></div></div></section></article></main>')
    pg.part("footer")
    b.append('<footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle">'
             '<div class="content-wrapper"><div class="content"><div class="fluid-engine"><div class="fe-block"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">'
             '<h4>%s</h4><p class="" style="white-space:pre-wrap;">%s</p><p class="" style="white-space:pre-wrap;">&copy; 2024 %s</p>'
             '</div></div></div></div></div></div></div></section></footer>'
             % (esc(site["name"]), esc(site["address"]), esc(site["name"])))
    lang = {"en": "en-US", "fr": "fr-FR"}[pg.lang]
    return page(lang, hd, 'class="collection-type-blog-basic-grid view-item collection-layout-default collection-%s mobile-style-available sqs-seven-one show-author header-width-full tweak-blog-item-width-medium tweak-blog-item-alignment-center tweak-blog-item-meta-position-above-title primary-button-style-solid"' % hx(pg, "coll"), "\n".join(b))


# --------------------------------------------------------------------------- Wix
WX = {
    "de": dict(min="{} Min. Lesezeit", views="{} Aufrufe", comments="{} Kommentare", recent="Aktuelle Beiträge", all="Alle ansehen",
               write="Kommentar schreiben ...", ctitle="Kommentare", like="Gefällt mir", made="Erstellt mit Wix.com", share="Beitrag teilen"),
    "es": dict(min="{} min de lectura", views="{} visualizaciones", comments="{} comentarios", recent="Entradas recientes", all="Ver todo",
               write="Escribe un comentario...", ctitle="Comentarios", like="Me gusta", made="Creado con Wix.com", share="Compartir publicación"),
    "en": dict(min="{} min read", views="{} views", comments="{} comments", recent="Recent Posts", all="See All",
               write="Write a comment...", ctitle="Comments", like="Like", made="Proudly created with Wix.com", share="Share Post"),
}


def wix(pg):
    site = pg.site
    W = WX[pg.lang]
    pg.url = pg.abs("/post/%s" % pg.slug)
    mk = lambda slug, dt: pg.abs("/post/%s" % slug)
    img = "https://static.wixstatic.com/media/%s_%s~mv2.jpg/v1/fill/w_740,h_493,al_c,q_80,enc_auto/%s.jpg" % (hx(pg, "u", 6), hx(pg, "m", 32), hx(pg, "m", 8)) if pg.caption else None
    hd = head(pg, "%s" % pg.title if pg.chance(0.5) else "%s | %s" % (pg.title, site["name"]), image=img, ld_type="Article",
              generator="Wix.com Website Builder",
              extra='<meta http-equiv="X-Wix-Meta-Site-Id" content="%s">\n<script>window.viewerModel = {"site":{"metaSiteId":"%s"},"language":{"userLanguage":"%s"}};</script>'
                    % (hx(pg, "ms", 32), hx(pg, "ms", 32), pg.lang))
    comp = lambda s: "comp-" + hx(pg, s, 8)
    cls = lambda s: hx(pg, "c" + s, 6)
    b = ['<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>'
         '<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">']
    pg.part("header", "nav", "site_heading")
    b.append('<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div>'
             '<div class="U4Bvut"><div data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class="">'
             '<div id="%s" class="KcpHeO tz5f0K %s wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text" style="font-size:28px;"><span class="color_11 wixui-rich-text__text">'
             '<a href="%s" target="_self" class="wixui-rich-text__text">%s</a></span></h2></div>'
             '<nav id="%s" aria-label="Website" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu" role="menubar">%s</ul></nav>'
             '</div></div></div></header>'
             % (comp("title"), cls("t"), pg.abs("/"), esc(site["name"]), comp("menu"),
                "".join('<li class="wixui-horizontal-menu__item" role="none"><a data-testid="linkElement" href="%s" target="_self" class="wixui-horizontal-menu__item-label" role="menuitem"><div class="%s"><span>%s</span></div></a></li>'
                        % (pg.abs("/" + p if p else "/"), cls("mi"), esc(t)) for p, t in site["menu"])))
    b.append('<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="%s" class="dBAkHi theme-vars %s"><div class="PFkO7r wixui-page" data-testid="page-bg"></div>'
             '<div class="HT5ybB"><div id="Containerrrmjq" class="Containerrrmjq SPY_vo"><div data-mesh-id="ContainerrrmjqinlineContent" data-testid="inline-content"><div data-mesh-id="ContainerrrmjqinlineContent-gridContainer" data-testid="mesh-container-content">'
             '<section id="%s" class="xuzjBY %s wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_%s" data-hook="bgLayers" class="MW5IWV"></div><div data-mesh-id="%sinlineContent" data-testid="inline-content" class="">'
             '<div id="%s" class="comp-blog-post-page"><div data-hook="post-page" class="%s blog-post-page-font"><div class="%s">'
             % (hx(pg, "pg", 5), cls("pg"), comp("sec"), cls("sec"), comp("sec"), comp("sec"), comp("tpa"), cls("pp"), cls("ppw")))
    b.append('<article class="%s blog-post-page-font" data-hook="post"><div class="%s">' % (cls("art"), cls("artw")))
    pg.part("byline", "date", "reading_time")
    b.append('<div class="%s" data-hook="post-list-item__header"><div class="%s"><div class="avatar-image %s"><img src="https://static.wixstatic.com/media/%s.png" alt="%s"></div>'
             '<div class="%s"><span data-hook="user-name" class="%s"><span class="%s">%s</span></span>'
             '<ul class="%s"><li><span data-hook="time-ago" class="post-metadata__date time-ago" title="%s">%s</span></li>'
             '<li><span data-hook="time-to-read" class="post-metadata__readTime" title="%s">%s</span></li></ul></div></div>'
             '<button class="%s" aria-label="More actions" data-hook="more-button"><svg viewBox="0 0 19 19" role="img" width="19" height="19"><path d="M0 0h2v2H0z"></path></svg></button></div>'
             % (cls("hdr"), cls("au"), cls("av"), hx(pg, "av", 20), esc(pg.author), cls("aun"), cls("un"), cls("unt"), esc(pg.author), cls("meta"),
                pg.date_long(), pg.date_long(), W["min"].format(pg.minutes()), W["min"].format(pg.minutes()), cls("mb")))
    b.append('<div class="%s"><h1 class="%s blog-post-title-font blog-post-title-color %s" data-hook="post-title"><span class="post-title__text blog-post-title-font blog-post-title-color">%s</span></h1></div>'
             % (cls("tw"), cls("h1"), cls("h1b"), esc(pg.title)))
    b.append('<div class="%s" data-hook="post-description"><div class="%s"><div class="%s" data-rce-version="9.6.3"><div class="%s" data-id="content-viewer"><div class="%s">'
             % (cls("desc"), cls("rce"), cls("rcev"), cls("cv"), cls("cvw")))
    pcls = cls("para")
    vid = lambda s: "viewer-" + hx(pg, s, 5)
    parts = []
    if img:
        pg.part("hero_image", "caption")
        parts.append('<div class="%s" data-hook="rcv-block-first"></div><div id="%s" class="%s"><figure data-hook="figure-IMAGE" class="%s"><div data-hook="imageViewer" class="%s"><img src="%s" alt="" width="740" height="493"></div>'
                     '<figcaption class="%s" data-hook="imageViewerCaption" dir="auto">%s</figcaption></figure></div>'
                     % (cls("fb"), vid("img"), cls("imgb"), cls("fig"), cls("iv"), img, cls("fc"), esc(pg.caption + " " + pg.credit).strip()))
    empty = '<p class="%s" dir="auto" id="%s"><br></p>'

    def p(h, i):
        out = ('<div type="paragraph" class="%s" id="%s"><p class="%s %s" dir="auto"><span style="letter-spacing:normal;">%s</span></p></div>'
               % (cls("pw"), vid("p%d" % i), pcls, cls("pdef"), h))
        if pg.num % 2 == 0:
            out += empty % (pcls, vid("e%d" % i))
        return out

    fmt = dict(p=p,
               h=lambda h: '<h2 class="%s" dir="auto" id="%s"><span style="font-weight:700">%s</span></h2>' % (cls("h2"), vid(h[:10]), h),
               ul=lambda items: '<ul class="%s">%s</ul>' % (cls("ul"), "".join('<li class="%s"><p class="%s" dir="auto">%s</p></li>' % (cls("li"), pcls, x) for x in items)),
               q=lambda h: '<blockquote class="%s" id="%s"><span>%s</span></blockquote>' % (cls("bq"), vid(h[:10]), h))
    parts.append(render_body(pg, fmt))
    b.append("\n".join(parts))
    b.append('</div></div></div></div></div>')
    pg.part("share")
    b.append('<div class="%s" data-hook="post-footer"><div class="%s"><div class="%s" aria-label="%s">'
             '<button class="%s" aria-label="Share via Facebook" data-hook="share-button__facebook"><svg viewBox="0 0 19 19" width="19" height="19"><path d="M0 0h2v2H0z"></path></svg></button>'
             '<button class="%s" aria-label="Share via X" data-hook="share-button__x"><svg viewBox="0 0 19 19" width="19" height="19"><path d="M0 0h2v2H0z"></path></svg></button>'
             '<button class="%s" aria-label="Share via LinkedIn" data-hook="share-button__linked-in"><svg viewBox="0 0 19 19" width="19" height="19"><path d="M0 0h2v2H0z"></path></svg></button>'
             '<button class="%s" aria-label="Share via link" data-hook="share-button__link"><svg viewBox="0 0 19 19" width="19" height="19"><path d="M0 0h2v2H0z"></path></svg></button></div></div>'
             '<div class="%s" data-hook="post-main-actions"><div class="%s"><span data-hook="view-count" class="%s">%s</span><a href="%s#comments" data-hook="comment-count" class="%s">%s</a></div>'
             '<button class="%s" aria-label="%s" data-hook="like-button"><span class="like-button-with-count__like-count %s" data-hook="like-button-with-count__like-count">%d</span><svg viewBox="0 0 19 19" width="19" height="19"><path d="M0 0h2v2H0z"></path></svg></button></div></div>'
             % (cls("ft"), cls("sb"), cls("sbw"), W["share"], cls("sbb"), cls("sbb"), cls("sbb"), cls("sbb"), cls("ma"), cls("stats"), cls("vc"),
                W["views"].format(pg.rng.randint(8, 400)), pg.url, cls("cc"), W["comments"].format(0), cls("lk"), W["like"], cls("lkc"), pg.rng.randint(0, 12)))
    b.append('</div></article>')
    pg.part("recommended")
    rp = pg.others(3, mk)
    b.append('<section class="%s" data-hook="recent-posts"><div class="%s"><h2 class="%s">%s</h2><a class="%s" href="%s" data-hook="recent-posts-see-all">%s</a></div><div class="%s">%s</div></section>'
             % (cls("rp"), cls("rph"), cls("rpt"), W["recent"], cls("rpa"), pg.abs("/blog"), W["all"], cls("rpl"),
                "".join('<div class="%s" data-hook="post-list-item"><a href="%s"><img src="https://static.wixstatic.com/media/%s~mv2.jpg/v1/fill/w_292,h_219/%d.jpg" alt=""></a>'
                        '<div class="%s"><a href="%s" class="%s"><p class="%s" data-hook="post-title">%s</p></a>'
                        '<div class="%s"><span data-hook="view-count">%d</span><span data-hook="comment-count">0</span><span data-hook="like-button-with-count__like-count">%d</span></div></div></div>'
                        % (cls("rpi"), r["url"], hx(pg, r["slug"], 20), r["img_id"], cls("rpc"), r["url"], cls("rpla"), cls("rptt"), esc(r["title"]), cls("rps"),
                           pg.rng.randint(3, 90), pg.rng.randint(0, 5)) for r in rp)))
    pg.part("comments", "reply_form")
    b.append('<section id="comments" class="%s" data-hook="comments-root"><div class="%s" data-hook="comments-header"><h2 class="%s">%s</h2></div>'
             '<div class="%s" data-hook="comment-box"><div class="%s" role="textbox" aria-label="%s" data-hook="comment-box-input"><span class="%s">%s</span></div></div></section>'
             % (cls("cm"), cls("cmh"), cls("cmt"), W["ctitle"], cls("cb"), cls("cbi"), W["write"], cls("cbp"), W["write"]))
    b.append('</div></div></div></div></section></div></div></div></div></div></div></main>')
    pg.part("footer")
    b.append('<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"></div><div class="U4Bvut"><div data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class="">'
             '<div id="%s" class="KcpHeO tz5f0K %s wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text" style="font-size:14px; text-align:center;"><span class="wixui-rich-text__text">%s</span></p>'
             '<p class="font_8 wixui-rich-text__text" style="font-size:14px; text-align:center;"><span class="wixui-rich-text__text">&copy; 2024 %s. %s</span></p></div>'
             '</div></div></div></footer>'
             % (comp("foot"), cls("f"), esc(site["address"]), esc(site["name"].rstrip(".")), W["made"]))
    b.append('</div></div></div></div>')
    if pg.lang != "en" and pg.chance(0.7):
        pg.part("cookie")
        from pools import T
        b.append('<div id="consent-banner-root" class="consent-banner-root" role="dialog"><div class="%s"><p class="%s">%s</p><div><button>%s</button><button>%s</button><button>%s</button></div></div></div>'
                 % (cls("cbx"), cls("cbt"), esc(T(pg.lang, "cookie")), T(pg.lang, "accept"), T(pg.lang, "reject"), T(pg.lang, "settings")))
    return page(pg.lang, hd, 'class="device-desktop responsive" data-js-loaded="false"', "\n".join(b), html_attrs=' class="desktop" dir="ltr"')


# --------------------------------------------------------------------------- Blogger
def blogger(pg):
    site = pg.site
    short = "-".join(pg.slug.split("-")[:7])[:40].rstrip("-")
    pg.url = pg.abs("/%s/%s.html" % (pg.dt.strftime("%Y/%m"), short))
    mk = lambda slug, dt: pg.abs("/%s/%s.html" % (dt.strftime("%Y/%m"), "-".join(slug.split("-")[:7])[:40].rstrip("-")))
    blog_id = 7100000000000000000 + pg.num * 131
    post_id = 5500000000000000000 + pg.num * 977
    img = "https://blogger.googleusercontent.com/img/b/R29vZ2xl/%s/s1600/IMG_%d.jpg" % (hx(pg, "img", 40), 4000 + pg.num) if pg.caption else None
    hd = head(pg, "%s: %s" % (site["name"], pg.title), image=img, og=True,
              extra='<meta content="blogger" name="generator">\n<link href="%s/favicon.ico" rel="icon" type="image/x-icon">\n'
                    '<link rel="alternate" type="application/atom+xml" title="%s - Atom" href="%s">\n'
                    '<link rel="service.post" type="application/atom+xml" title="%s - Atom" href="https://www.blogger.com/feeds/%d/posts/default">'
                    % (pg.abs(""), esc(site["name"]), pg.abs("/feeds/posts/default"), esc(site["name"]), blog_id))
    b = ['<div class="navbar no-items section" id="navbar" name="Navbar"></div>',
         '<div class="body-fauxcolumns"><div class="fauxcolumn-outer body-fauxcolumn-outer"><div class="cap-top"><div class="cap-left"></div><div class="cap-right"></div></div></div></div>',
         '<div class="content"><div class="content-fauxcolumns"></div><div class="content-outer"><div class="content-cap-top cap-top"><div class="cap-left"></div><div class="cap-right"></div></div>',
         '<div class="fauxborder-left content-fauxborder-left"><div class="content-inner">']
    pg.part("header", "site_heading", "nav")
    b.append('<header><div class="header-outer"><div class="header-cap-top cap-top"><div class="cap-left"></div><div class="cap-right"></div></div>'
             '<div class="fauxborder-left header-fauxborder-left"><div class="region-inner header-inner"><div class="header section" id="header" name="Header">'
             '<div class="widget Header" data-version="1" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="%s">%s</a></h1></div>'
             '<div class="descriptionwrapper"><p class="description"><span>%s</span></p></div></div></div></div></div></div></div></header>'
             % (pg.abs("/"), esc(site["name"]), esc(site["tagline"])))
    b.append('<div class="tabs-outer"><div class="region-inner tabs-inner"><div class="tabs section" id="crosscol" name="Cross-Column"><div class="widget PageList" data-version="1" id="PageList1">'
             '<h2>Pages</h2><div class="widget-content"><ul><li class="selected"><a href="%s">Home</a></li><li><a href="%s">About</a></li><li><a href="%s">Send us a tip</a></li><li><a href="%s">Meeting calendar</a></li></ul>'
             '<div class="clear"></div></div></div></div></div></div>' % (pg.abs("/"), pg.abs("/p/about.html"), pg.abs("/p/send-us-tip.html"), pg.abs("/p/meeting-calendar.html")))
    b.append('<div class="main-outer"><div class="main-cap-top cap-top"><div class="cap-left"></div><div class="cap-right"></div></div><div class="fauxborder-left main-fauxborder-left"><div class="region-inner main-inner">'
             '<div class="columns fauxcolumns"><div class="columns-inner"><div class="column-center-outer"><div class="column-center-inner">'
             '<div class="main section" id="main" name="Main"><div class="widget Blog" data-version="1" id="Blog1"><div class="blog-posts hfeed">')
    pg.part("date")
    b.append('<div class="date-outer"><h2 class="date-header"><span>%s</span></h2><div class="date-posts"><div class="post-outer">'
             % (pg.dt.strftime("%A, ") + pg.date_long()))
    b.append('<div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope" itemtype="http://schema.org/BlogPosting">'
             '<meta content="%s" itemprop="image_url"><meta content="%d" itemprop="blogId"><meta content="%d" itemprop="postId"><a name="%d"></a>'
             '<h3 class="post-title entry-title" itemprop="name">%s</h3><div class="post-header"><div class="post-header-line-1"></div></div>'
             '<div class="post-body entry-content" id="post-body-%d" itemprop="description articleBody">'
             % (img or "", blog_id, post_id, post_id, esc(pg.title), post_id))
    content = []
    if img:
        pg.part("hero_image", "caption")
        content.append('<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left: auto; margin-right: auto;"><tbody>'
                       '<tr><td style="text-align: center;"><a href="%s" style="margin-left: auto; margin-right: auto;"><img border="0" data-original-height="1200" data-original-width="1600" height="300" src="%s" width="400"></a></td></tr>'
                       '<tr><td class="tr-caption" style="text-align: center;">%s</td></tr></tbody></table>' % (img, img.replace("s1600", "s400"), esc(pg.caption)))
    style = site["style"][pg.num % len(site["style"])]
    if style == "br":
        pieces = []
        for kind, val in pg.groups:
            if kind == "ul":
                pieces.append("<ul>%s</ul>" % "".join("<li>%s</li>" % inline(x) for x in val))
            elif kind == "h":
                pieces.append("<b>%s</b>" % inline(val))
            else:
                pieces.append(inline(val))
        content.append("<br /><br />".join(pieces))
    elif style == "div":
        fmt = dict(p=lambda h, i: '<div>%s</div><div><br /></div>' % h,
                   h=lambda h: '<h3 style="text-align: left;">%s</h3>' % h,
                   ul=lambda items: '<ul style="text-align: left;">%s</ul>' % "".join("<li>%s</li>" % x for x in items),
                   q=lambda h: '<blockquote>%s</blockquote>' % h)
        content.append(render_body(pg, fmt))
    else:
        fmt = dict(p=lambda h, i: '<p>%s</p>' % h,
                   h=lambda h: '<h3 style="text-align: left;">%s</h3>' % h,
                   ul=lambda items: '<ul style="text-align: left;">%s</ul>' % "".join("<li>%s</li>" % x for x in items),
                   q=lambda h: '<blockquote>%s</blockquote>' % h)
        content.append(render_body(pg, fmt))
    b.append("".join(content))
    b.append('<div style="clear: both;"></div></div>')
    comments = pg.comments(pg.rng.randint(0, 3))
    pg.part("byline", "share")
    b.append('<div class="post-footer"><div class="post-footer-line post-footer-line-1">'
             '<span class="post-author vcard">Posted by <span class="fn" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person"><meta content="%s" itemprop="url"><a class="g-profile" href="%s" rel="author" title="author profile"><span itemprop="name">%s</span></a></span></span>'
             ' <span class="post-timestamp">at <meta content="%s" itemprop="url"><a class="timestamp-link" href="%s" rel="bookmark" title="permanent link"><abbr class="published" itemprop="datePublished" title="%s">%s</abbr></a></span>'
             ' <span class="post-comment-link"><a class="comment-link" href="%s#comment-form" onclick="">%s</a></span>'
             ' <span class="post-icons"><span class="item-control blog-admin pid-%d"><a href="https://www.blogger.com/post-edit.g?blogID=%d&amp;postID=%d&amp;from=pencil" title="Edit Post"><img alt="" class="icon-action" height="18" src="https://resources.blogblog.com/img/icon18_edit_allbkg.gif" width="18"></a></span></span>'
             '<div class="post-share-buttons goog-inline-block">%s</div></div>'
             % (pg.abs("/p/about.html"), pg.abs("/p/about.html"), esc(pg.author), pg.url, pg.url, pg.iso(), pg.dt.strftime("%-I:%M %p"),
                pg.url, ("%d comments:" % len(comments)) if comments else "No comments:", 1000 + pg.num, blog_id, post_id,
                "".join('<a class="goog-inline-block share-button sb-%s" href="https://www.blogger.com/share-post.g?blogID=%d&amp;postID=%d&amp;target=%s" target="_blank" title="%s"><span class="share-button-link-text">%s</span></a>'
                        % (t, blog_id, post_id, t, lab, lab) for t, lab in [("email", "Email This"), ("blog", "BlogThis!"), ("twitter", "Share to X"), ("facebook", "Share to Facebook"), ("pinterest", "Share to Pinterest")])))
    if pg.tags:
        pg.part("tags")
        b.append('<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: %s</span></div>'
                 % ", ".join('<a href="%s" rel="tag">%s</a>' % (pg.abs("/search/label/" + t.replace(" ", "%20")), esc(t)) for t in pg.tags))
    b.append('<div class="post-footer-line post-footer-line-3"><span class="post-location"></span></div></div></div>')
    pg.part("comments")
    cm = ['<div class="comments" id="comments"><a name="comments"></a><h4>%s</h4>' % (("%d comments:" % len(comments)) if comments else "No comments:"),
          '<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">']
    for c in comments:
        cid = c["id"] * 1000003
        name = c["name"] if pg.chance(0.6) else "Anonymous"
        cm.append('<dt class="comment-author blogger-comment-icon" id="c%d"><a name="c%d"></a><div class="avatar-image-container avatar-stock"><span dir="ltr"><img src="//resources.blogblog.com/img/blank.gif" width="35" height="35" alt="" title="%s"></span></div>%s said...</dt>'
                  '<dd class="comment-body" id="Blog1_cmt-%d"><p>%s</p></dd>'
                  '<dd class="comment-footer"><span class="comment-timestamp"><a href="%s?showComment=%d#c%d" title="comment permalink">%s at %s</a>'
                  '<span class="item-control blog-admin pid-%d"><a class="comment-delete" href="https://www.blogger.com/comment/delete/%d/%d" title="Delete Comment"><img src="https://resources.blogblog.com/img/icon_delete13.gif"></a></span></span></dd>'
                  % (cid, cid, esc(name), esc(name), cid, esc(c["text"]), pg.url, int(c["dt"].timestamp()) * 1000, cid, pg.date_long(c["dt"]), c["dt"].strftime("%-I:%M %p"),
                     1000 + pg.num, blog_id, cid))
    cm.append('</dl></div><p class="comment-footer"><a href="https://www.blogger.com/comment/fullpage/post/%d/%d" onclick="">Post a Comment</a></p></div>' % (blog_id, post_id))
    b.append("".join(cm))
    b.append('</div></div></div>')  # post-outer, date-posts, date-outer
    pg.part("prev_next")
    pn = pg.others(2, mk)
    b.append('<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="%s" id="Blog1_blog-pager-newer-link" title="Newer Post">Newer Post</a></span>'
             '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="%s" id="Blog1_blog-pager-older-link" title="Older Post">Older Post</a></span>'
             '<a class="home-link" href="%s">Home</a></div><div class="clear"></div>'
             '<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="%s" target="_blank" type="application/atom+xml">Post Comments (Atom)</a></div></div>'
             % (pn[0]["url"], pn[1]["url"], pg.abs("/"), pg.abs("/feeds/%d/comments/default" % post_id)))
    b.append('</div></div></div></div></div>')  # blog-posts, Blog1, main section, column-center-inner, column-center-outer
    pg.part("sidebar", "most_read", "author_bio")
    pop = pg.others(4, mk)
    arch = pg.others(5, mk)
    # archive includes this post's own title, as Blogger's archive widget does
    arch.insert(pg.rng.randint(0, 3), dict(title=pg.title, url=pg.url))
    b.append('<div class="column-right-outer"><div class="column-right-inner"><aside><div class="sidebar section" id="sidebar-right-1">'
             '<div class="widget Profile" data-version="1" id="Profile1"><h2>About Me</h2><div class="widget-content"><a href="%s"><img alt="My photo" class="profile-img" height="80" src="//blogger.googleusercontent.com/img/b/profile-%d.jpg" width="80"></a>'
             '<dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link g-profile" href="%s" rel="author">%s</a></dt><dd class="profile-textblock">%s</dd></dl>'
             '<a class="profile-link" href="%s" rel="author">View my complete profile</a><div class="clear"></div></div></div>'
             % (pg.abs("/p/about.html"), pg.num, pg.abs("/p/about.html"), esc(pg.author), esc(site["about"]), pg.abs("/p/about.html")))
    b.append('<div class="widget PopularPosts" data-version="1" id="PopularPosts1"><h2>Popular Posts</h2><div class="widget-content popular-posts"><ul>%s</ul><div class="clear"></div></div></div>'
             % "".join('<li><div class="item-content"><div class="item-thumbnail"><a href="%s" target="_blank"><img alt="" border="0" src="https://blogger.googleusercontent.com/img/b/R29vZ2xl/%d/w72-h72-p-k-no-nu/thumb.jpg"></a></div>'
                       '<div class="item-title"><a href="%s">%s</a></div><div class="item-snippet">%s</div></div><div style="clear: both;"></div></li>'
                       % (r["url"], r["img_id"], r["url"], esc(r["title"]), esc(r["blurb"])) for r in pop))
    b.append('<div class="widget BlogArchive" data-version="1" id="BlogArchive1"><h2>Blog Archive</h2><div class="widget-content"><div id="ArchiveList"><div id="BlogArchive1_ArchiveList">'
             '<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">&#9660;&nbsp;</span></a><a class="post-count-link" href="%s">%d</a> <span class="post-count" dir="ltr">(%d)</span>'
             '<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">&#9660;&nbsp;</span></a><a class="post-count-link" href="%s">%s</a> <span class="post-count" dir="ltr">(%d)</span>'
             '<ul class="posts">%s</ul></li></ul></li></ul></div></div><div class="clear"></div></div></div>'
             % (pg.abs("/%d/" % pg.dt.year), pg.dt.year, 30 + pg.num % 40, pg.abs(pg.dt.strftime("/%Y/%m/")), pg.dt.strftime("%B"), len(arch),
                "".join('<li><a href="%s">%s</a></li>' % (r["url"], esc(r["title"])) for r in arch)))
    b.append('<div class="widget Label" data-version="1" id="Label1"><h2>Labels</h2><div class="widget-content list-label-widget-content"><ul>%s</ul><div class="clear"></div></div></div>'
             % "".join('<li><a dir="ltr" href="%s">%s</a><span dir="ltr">(%d)</span></li>' % (pg.abs("/search/label/" + t.replace(" ", "%20")), t, pg.rng.randint(2, 60))
                       for t in sorted(set(pg.tags + ["village board", "schools", "police", "weather", "obituaries"]))))
    b.append('</div></aside></div></div>')
    b.append('</div><div style="clear: both"></div></div></div></div></div>')  # columns-inner, columns, main-inner...
    pg.part("footer")
    b.append('<footer><div class="footer-outer"><div class="footer-cap-top cap-top"><div class="cap-left"></div><div class="cap-right"></div></div><div class="fauxborder-left footer-fauxborder-left"><div class="region-inner footer-inner">'
             '<div class="foot section" id="footer-3" name="Footer"><div class="widget Attribution" data-version="1" id="Attribution1"><div class="widget-content" style="text-align: center;">'
             '%s Simple theme. Powered by <a href="https://www.blogger.com" target="_blank">Blogger</a>.</div><div class="clear"></div></div></div></div></div></div></footer>'
             % ("&copy; %s %d." % (esc(site["name"]), pg.dt.year)))
    b.append('</div></div></div></div>')
    return page("en", hd, 'class="loading variant-simplysimple"', "\n".join(b), html_attrs=' class="v2" dir="ltr" xmlns="http://www.w3.org/1999/xhtml" xmlns:b="http://www.google.com/2005/gml/b" xmlns:data="http://www.google.com/2005/gml/data" xmlns:expr="http://www.google.com/2005/gml/expr"')
