"""WordPress-based systems: Newspack, Soledad, JNews, SNO Sites (FLEX)."""
import hashlib

from common import esc, inline, render_body, head, page, slugify

SAVE_INFO = {
    "en": "Save my name, email, and website in this browser for the next time I comment.",
    "fr": "Enregistrer mon nom, mon e-mail et mon site dans le navigateur pour mon prochain commentaire.",
    "nl": "Mijn naam, e-mail en site opslaan in deze browser voor de volgende keer wanneer ik een reactie plaats.",
    "es": "Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.",
}


def gravatar(name):
    return "https://secure.gravatar.com/avatar/%s?s=56&amp;d=mm&amp;r=g" % hashlib.md5(name.encode()).hexdigest()


def wp_when(pg, dt):
    if pg.lang == "en":
        return "%s at %s" % (pg.date_long(dt), dt.strftime("%-I:%M %p").lower())
    return "%s %s" % (pg.date_long(dt), dt.strftime("%H:%M"))


def wp_comments(pg, n, title_style="thoughts"):
    cs = pg.comments(n)
    if not cs:
        return ""
    pg.part("comments")
    post_id = pg.num * 7 + 40000
    if pg.lang == "en" and title_style == "thoughts":
        title = "%d thoughts on &ldquo;%s&rdquo;" % (len(cs), esc(pg.title))
    else:
        title = esc(pg.t("comments_n").format(len(cs)))
    items = []
    for i, c in enumerate(cs):
        parity = "even" if i % 2 == 0 else "odd alt"
        items.append(
            '<li id="comment-{id}" class="comment {par} thread-{par2} depth-1">\n'
            '<article id="div-comment-{id}" class="comment-body">\n'
            '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="{av}" class="avatar avatar-56 photo" height="56" width="56" loading="lazy" decoding="async">'
            '<b class="fn">{name}</b> <span class="says">{says}</span></div>\n'
            '<div class="comment-metadata"><a href="{url}#comment-{id}"><time datetime="{iso}">{when}</time></a></div></footer>\n'
            '<div class="comment-content"><p>{text}</p></div>\n'
            '<div class="reply"><a rel="nofollow" class="comment-reply-link" href="{url}?replytocom={id}#respond" data-commentid="{id}" data-postid="{pid}" '
            'data-belowelement="div-comment-{id}" data-respondelement="respond" aria-label="Reply to {name}">{reply}</a></div>\n'
            '</article>\n</li>'.format(id=c["id"], par=parity, par2=parity.split()[0], av=gravatar(c["name"]), name=esc(c["name"]),
                                       says=pg.t("says"), url=pg.url, iso=pg.iso(c["dt"]), when=wp_when(pg, c["dt"]),
                                       text=esc(c["text"]), pid=post_id, reply=pg.t("reply")))
    return ('<h2 class="comments-title">%s</h2>\n<ol class="comment-list">\n%s\n</ol>' % (title, "\n".join(items)))


def wp_respond(pg, heading_tag="h3"):
    pg.part("reply_form")
    post_id = pg.num * 7 + 40000
    return (
        '<div id="respond" class="comment-respond">\n'
        '<{h} id="reply-title" class="comment-reply-title">{lr} <small><a rel="nofollow" id="cancel-comment-reply-link" href="{url}#respond" style="display:none;">{cancel}</a></small></{h}>'
        '<form action="https://{d}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>'
        '<p class="comment-notes"><span id="email-notes">{req}</span></p>'
        '<p class="comment-form-comment"><label for="comment">{c} <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>'
        '<p class="comment-form-author"><label for="author">{n} <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required></p>'
        '<p class="comment-form-email"><label for="email">{e} <span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required></p>'
        '<p class="comment-form-url"><label for="url">{w}</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url"></p>'
        '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label for="wp-comment-cookies-consent">{save}</label></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="{pc}"> <input type="hidden" name="comment_post_ID" value="{pid}" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>'
        '</form>\n</div><!-- #respond -->'.format(
            h=heading_tag, lr=pg.t("leave_reply"), url=pg.url, d=pg.domain, req=esc(pg.t("required")), c=pg.t("comment"),
            n=pg.t("name"), e=pg.t("email"), w=pg.t("website"), save=SAVE_INFO.get(pg.lang, SAVE_INFO["en"]),
            pc=pg.t("post_comment"), pid=post_id,
            cancel={"fr": "Annuler la réponse", "nl": "Reactie annuleren", "es": "Cancelar la respuesta"}.get(pg.lang, "Cancel reply")))


def wp_fmt(p_cls=""):
    pc = ' class="%s"' % p_cls if p_cls else ""
    return dict(
        p=lambda h, i: "<p%s>%s</p>" % (pc, h),
        h=lambda h: '<h2 class="wp-block-heading">%s</h2>' % h,
        ul=lambda items: '<ul class="wp-block-list">\n%s\n</ul>' % "\n".join("<li>%s</li>" % x for x in items),
        q=lambda h: '<blockquote class="wp-block-quote"><p>%s</p></blockquote>' % h,
    )


# --------------------------------------------------------------------------- Newspack
def newspack(pg):
    site = pg.site
    pg.url = pg.abs("/%s/%s/" % (pg.dt.strftime("%Y/%m/%d"), pg.slug))
    mk = lambda slug, dt: pg.abs("/%s/%s/" % (dt.strftime("%Y/%m/%d"), slug))
    up = "/wp-content/uploads/%s/" % pg.dt.strftime("%Y/%m")
    hero = pg.abs(up + pg.slug[:40] + "-1200x800.jpg") if pg.caption else None
    post_id = pg.num * 7 + 40000
    sec_slug = slugify(pg.section)
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), generator="WordPress 6.4.3",
              css=[pg.abs("/wp-content/themes/newspack-theme/style.css?ver=2.1.0"),
                   pg.abs("/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3")],
              image=hero, ld_type="NewsArticle",
              extra='<link rel="alternate" type="application/rss+xml" title="%s &raquo; Feed" href="%s">\n'
                    '<link rel="https://api.w.org/" href="%s">' % (esc(site["name"]), pg.abs("/feed/"), pg.abs("/wp-json/")))
    b = ['<div id="page" class="site">',
         '<a class="skip-link screen-reader-text" href="#main">Skip to content</a>']
    pg.part("header", "nav")
    b.append('<header id="masthead" class="site-header hide-header-search">'
             '<div class="top-header-contain desktop-only"><div class="wrapper">'
             '<div id="secondary-nav-contain"><nav class="secondary-menu" aria-label="Secondary Menu"><ul id="menu-secondary" class="secondary-menu">'
             '<li class="menu-item"><a href="/about/">About</a></li><li class="menu-item"><a href="/newsletters/">Newsletters</a></li>'
             '<li class="menu-item"><a href="/tips/">Send us a tip</a></li><li class="menu-item"><a href="/republish/">Republish our work</a></li></ul></nav></div>'
             '<div id="social-nav-contain"><nav class="social-navigation" aria-label="Social Links Menu"><ul class="social-links-menu">'
             '<li><a href="https://www.facebook.com/harborledger"><span class="screen-reader-text">Facebook</span></a></li>'
             '<li><a href="https://www.instagram.com/harborledger"><span class="screen-reader-text">Instagram</span></a></li></ul></nav></div>'
             '</div></div>'
             '<div class="middle-header-contain"><div class="wrapper">'
             '<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="400" height="96" src="%s" class="custom-logo" alt="%s"></a>'
             '<div class="site-identity"><p class="site-title"><a href="/" rel="home">%s</a></p><p class="site-description">%s</p></div></div>'
             '<div class="nav-wrapper desktop-only"><div id="tertiary-nav-contain"><nav class="tertiary-menu" aria-label="Tertiary Menu"><ul id="menu-cta" class="tertiary-menu">'
             '<li class="menu-item donate-button"><a href="/donate/">Donate</a></li></ul></nav></div></div>'
             '</div></div>'
             '<div class="bottom-header-contain desktop-only"><div class="wrapper">'
             '<div id="site-navigation"><nav class="main-navigation nav1 dd-menu" aria-label="Top Menu"><ul id="menu-primary" class="main-menu">'
             '<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="/category/government/">Government</a></li>'
             '<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="/category/business/">Business</a></li>'
             '<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="/category/education/">Education</a></li>'
             '<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="/category/environment/">Environment</a></li>'
             '<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="/category/fisheries/">Fisheries</a></li>'
             '<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="/category/briefs/">Briefs</a></li></ul></nav></div>'
             '</div></div></header>'
             % (pg.abs("/wp-content/uploads/2022/05/ledger-logo.png"), esc(site["name"]), esc(site["name"]), esc(site["tagline"])))
    b.append('<div id="content" class="site-content"><section id="primary" class="content-area">'
             '<main id="main" class="site-main">')
    b.append('<article id="post-%d" class="post-%d post type-post status-publish format-standard%s hentry category-%s entry">'
             % (post_id, post_id, " has-post-thumbnail" if hero else "", sec_slug))
    pg.part("kicker", "byline", "date")
    sub = '<div class="newspack-post-subtitle">%s</div>' % esc(pg.dek) if pg.dek else ""
    author_slug = slugify(pg.author)
    share = ""
    if pg.chance(0.7):
        pg.part("share")
        share = ('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon sd-sharing">'
                 '<h3 class="sd-title">Share this:</h3><div class="sd-content"><ul>'
                 '<li class="share-facebook"><a rel="nofollow noopener noreferrer" class="share-facebook sd-button share-icon no-text" href="{u}?share=facebook" target="_blank" title="Click to share on Facebook"><span></span><span class="sharing-screen-reader-text">Click to share on Facebook (Opens in new window)</span></a></li>'
                 '<li class="share-twitter"><a rel="nofollow noopener noreferrer" class="share-twitter sd-button share-icon no-text" href="{u}?share=twitter" target="_blank" title="Click to share on X"><span></span><span class="sharing-screen-reader-text">Click to share on X (Opens in new window)</span></a></li>'
                 '<li class="share-email"><a rel="nofollow noopener noreferrer" class="share-email sd-button share-icon no-text" href="mailto:?subject=%5BShared%20Post%5D&amp;body={u}" target="_blank" title="Click to email a link to a friend"><span></span><span class="sharing-screen-reader-text">Click to email a link to a friend (Opens in new window)</span></a></li>'
                 '<li class="share-print"><a rel="nofollow noopener noreferrer" class="share-print sd-button share-icon no-text" href="{u}#print" target="_blank" title="Click to print"><span></span><span class="sharing-screen-reader-text">Click to print (Opens in new window)</span></a></li>'
                 '</ul></div></div></div>').format(u=pg.url)
    b.append('<header class="entry-header">'
             '<span class="cat-links"><span class="screen-reader-text">Posted in</span><a href="/category/%s/" rel="category tag">%s</a></span>'
             '<h1 class="entry-title">%s</h1>%s'
             '<div class="entry-subhead"><div class="entry-meta">'
             '<span class="author-avatar"><img alt="" src="%s" class="avatar avatar-80 photo" height="80" width="80"></span>'
             '<span class="byline"><span>by</span> <span class="author vcard"><a class="url fn n" href="/author/%s/">%s</a></span></span>'
             '<span class="posted-on"><time class="entry-date published" datetime="%s">%s</time><time class="updated" datetime="%s">%s</time></span>'
             '</div>%s</div></header>'
             % (sec_slug, esc(pg.section), esc(pg.title), sub, gravatar(pg.author), author_slug, esc(pg.author),
                pg.iso(), pg.date_long(), pg.iso(pg.later(3)), pg.date_long(pg.later(3)), share))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<figure class="post-thumbnail"><img width="1200" height="800" src="%s" class="attachment-newspack-featured-image size-newspack-featured-image wp-post-image" alt="" decoding="async" fetchpriority="high">'
                 '<figcaption><span class="image-caption">%s</span> <span class="image-credit"><span class="credit-label-wrapper">Credit:</span> %s</span></figcaption></figure>'
                 % (hero, esc(pg.caption), esc(pg.credit)))
    inserts = {}
    slots = pg.slots(2)
    if slots:
        pg.part("newsletter_form")
        inserts[slots[0]] = (
            '<div class="wp-block-newspack-newsletters-subscribe newspack-newsletters-subscribe" data-success-message="Thank you for signing up!">'
            '<form id="newspack-newsletters-subscribe-block-1"><div class="newspack-newsletters-email-input">'
            '<p class="newspack-newsletters-subscribe__title"><strong>Get the Ledger in your inbox.</strong> Our free Daily Catch newsletter arrives every weekday at 6 a.m.</p>'
            '<input type="email" name="npe" autocomplete="email" placeholder="Email address" required>'
            '<input type="submit" value="Sign up"></div>'
            '<div class="newspack-newsletters-subscribe-response"></div></form></div>')
    if len(slots) > 1:
        pg.part("inline_related")
        rel = pg.others(2, mk)
        inserts[slots[1]] = (
            '<div class="wp-block-newspack-blocks-homepage-articles wpnbha ts-3 is-style-borders">'
            '<h2 class="article-section-title"><span>Related</span></h2><div data-posts>'
            + "".join('<article class="post-has-image"><div class="entry-wrapper"><h3 class="entry-title"><a href="%s" rel="bookmark">%s</a></h3>'
                      '<div class="entry-meta"><span class="byline"><span class="author vcard"><a href="/author/%s/">%s</a></span></span>'
                      '<time class="entry-date published" datetime="%s">%s</time></div></div></article>'
                      % (r["url"], esc(r["title"]), slugify(r["author"]), esc(r["author"]), pg.iso(r["dt"]), pg.date_long(r["dt"]))
                      for r in rel) + '</div></div>')
    b.append('<div class="entry-content">')
    b.append(render_body(pg, wp_fmt(), inserts))
    if pg.chance(0.8):
        pg.part("support_pitch")
        b.append('<div class="wp-block-newspack-blocks-donate wpbnbd tiered"><div class="wp-block-group has-background">'
                 '<h2 class="wp-block-heading">Support nonprofit local news</h2>'
                 '<p>The Harbor Ledger is a nonprofit newsroom. We rely on readers like you to keep our reporting free for everyone in Port Calder and the Midcoast. Become a member today.</p></div>'
                 '<form><div class="tiers"><button type="button" class="tier-select-button">Monthly</button><button type="button" class="tier-select-button">Annually</button><button type="button" class="tier-select-button">One-time</button></div>'
                 '<div class="tier-label">$15</div><div class="tier-label">$25</div><div class="tier-label">$50</div>'
                 '<button type="submit">Donate now</button></form></div>')
    if pg.chance(0.5):
        pg.part("republish")
        b.append('<div class="wp-block-newspack-republication-tracker"><button class="republication-tracker-tool-button">Republish this article</button></div>')
    b.append('</div><!-- .entry-content -->')
    if pg.tags:
        pg.part("tags")
        b.append('<footer class="entry-footer"><span class="tags-links"><span>Tagged: </span>%s</span></footer>'
                 % ", ".join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in pg.tags))
    if pg.author != "Ledger Staff":
        pg.part("author_bio")
        b.append('<div class="author-bio"><img alt="" src="%s" class="avatar avatar-80 photo" height="80" width="80">'
                 '<div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header"><span>%s</span></h2>'
                 '<div class="author-meta"><a class="author-email" href="mailto:%s">%s</a></div></div>'
                 '<p>%s <a class="author-link" href="/author/%s/">More by %s</a></p></div></div>'
                 % (gravatar(pg.author), esc(pg.author), pg.email(), pg.email(), esc(pg.bio()), author_slug, esc(pg.author)))
    b.append('</article>')
    if pg.chance(0.8):
        pg.part("related")
        rel = pg.others(3, mk)
        b.append("<div id='jp-relatedposts' class='jp-relatedposts'><h3 class=\"jp-relatedposts-headline\"><em>Related</em></h3>"
                 '<div class="jp-relatedposts-items jp-relatedposts-items-visual jp-relatedposts-grid">'
                 + "".join('<div class="jp-relatedposts-post jp-relatedposts-post%d jp-relatedposts-post-thumbs" data-post-format="false">'
                           '<a class="jp-relatedposts-post-a" href="%s" title="%s" rel="nofollow"><img class="jp-relatedposts-post-img" loading="lazy" src="%s" width="350" height="200" alt=""></a>'
                           '<h4 class="jp-relatedposts-post-title"><a class="jp-relatedposts-post-a" href="%s" rel="nofollow">%s</a></h4>'
                           '<p class="jp-relatedposts-post-excerpt">%s</p><p class="jp-relatedposts-post-date">%s</p>'
                           '<p class="jp-relatedposts-post-context">In &quot;%s&quot;</p></div>'
                           % (i, r["url"], esc(r["title"]), pg.abs(up + "related-%d-350x200.jpg" % r["img_id"]), r["url"], esc(r["title"]),
                              esc(r["blurb"]), pg.date_long(r["dt"]), esc(pg.section)) for i, r in enumerate(rel))
                 + '</div></div>')
    if pg.chance(0.5):
        b.append('<div id="comments" class="comments-area">')
        b.append(wp_comments(pg, pg.rng.randint(2, 4)))
        b.append(wp_respond(pg))
        b.append('</div>')
    b.append('</main></section>')
    pg.part("sidebar", "most_read")
    pop = pg.others(5, mk)
    b.append('<aside id="secondary" class="widget-area"><section id="newspack-blocks-homepage-articles-2" class="widget widget_newspack-blocks-homepage-articles">'
             '<h2 class="widget-title">Most Popular</h2><div class="wpnbha">'
             + "".join('<article><h3 class="entry-title"><a href="%s">%s</a></h3></article>' % (r["url"], esc(r["title"])) for r in pop)
             + '</div></section></aside>')
    b.append('</div><!-- #content -->')
    pg.part("footer")
    b.append('<footer id="colophon" class="site-footer">'
             '<div class="footer-branding"><div class="wrapper"><a href="/" class="custom-logo-link" rel="home"><img src="%s" class="custom-logo" alt="%s"></a></div></div>'
             '<div class="footer-widgets"><div class="wrapper"><div class="footer-widgets-contain">'
             '<section class="widget widget_text"><h2 class="widget-title">About us</h2><div class="textwidget"><p>The Harbor Ledger is an independent, nonprofit newsroom covering Port Calder and the Midcoast. 14 Water Street, Suite 2, Port Calder. (207) 555-0190</p></div></section>'
             '<section class="widget widget_nav_menu"><h2 class="widget-title">Explore</h2><div class="menu-footer-container"><ul id="menu-footer" class="menu">'
             '<li><a href="/about/">About</a></li><li><a href="/staff/">Staff</a></li><li><a href="/donate/">Donate</a></li><li><a href="/newsletters/">Newsletters</a></li>'
             '<li><a href="/ethics-policy/">Ethics policy</a></li><li><a href="/contact/">Contact</a></li></ul></div></section>'
             '</div></div></div>'
             '<div class="site-info"><div class="wrapper site-info-contain"><span class="copyright">&copy; 2024 %s.</span>'
             '<a class="imprint" href="https://newspack.com/">Proudly powered by Newspack by Automattic</a>'
             '<a class="privacy-policy-link" href="/privacy-policy/">Privacy Policy</a></div></div></footer>'
             % (pg.abs("/wp-content/uploads/2022/05/ledger-logo.png"), esc(site["name"]), esc(site["name"])))
    b.append('</div><!-- #page -->')
    if pg.chance(0.6):
        pg.part("cookie")
        b.append('<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice" style="background-color: rgba(50,50,58,1);">'
                 '<div class="cookie-notice-container" style="color: #fff"><span id="cn-notice-text" class="cn-text-container">We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.</span>'
                 '<span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="Ok">Ok</a></span></div></div>')
    b.append('<script id="newspack-theme-js-extra">var newspackScreenReaderText = {"open_dropdown_menu":"Open dropdown menu"};</script>')
    body_cls = 'class="post-template-default single single-post postid-%d single-format-standard wp-custom-logo wp-embed-responsive singular has-featured-image header-default header-center-logo footer-logo-small h-nsub h-db h-cl h-dh single-featured-image-default newspack-front-page-not-set"' % post_id
    return page("en-US", hd, body_cls, "\n".join(b))


# --------------------------------------------------------------------------- Soledad
def soledad(pg):
    site = pg.site
    pg.url = pg.abs("/%s/" % pg.slug)
    mk = lambda slug, dt: pg.abs("/%s/" % slug)
    up = "/wp-content/uploads/%s/" % pg.dt.strftime("%Y/%m")
    hero = pg.abs(up + pg.slug[:36] + ".jpg") if pg.caption else None
    post_id = pg.num * 11 + 1200
    L = pg.t
    sec_slug = slugify(pg.section)
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), generator="WordPress 6.5.2",
              css=[pg.abs("/wp-content/themes/soledad/style.css?ver=8.4.6"),
                   pg.abs("/wp-content/themes/soledad/css/font-awesome.4.7.0.swap.min.css")],
              image=hero, ld_type=pg.pick(["NewsArticle", "Article"]))
    b = ['<div class="wrapper-boxed header-style-header-1">']
    pg.part("header", "nav")
    ticker = ""
    if pg.chance(0.7):
        pg.part("ticker")
        items = pg.others(4, mk)
        ticker = ('<div class="penci-topbar clearfix style-1"><div class="inner-header-social container"><div class="penci-headline">'
                  '<div class="headline-title nticker-style-1">%s</div>'
                  '<span class="penci-trending-nav"><a class="penci-slider-prev" href="#"><i class="penci-faicon fa fa-angle-left"></i></a><a class="penci-slider-next" href="#"><i class="penci-faicon fa fa-angle-right"></i></a></span>'
                  '<div class="penci-owl-carousel penci-owl-carousel-slider penci-headline-posts" data-auto="true" data-nav="false">%s</div>'
                  '</div></div></div>'
                  % ({"fr": "À la une", "en": "Breaking News"}[pg.lang],
                     "".join('<div><a class="penci-topbar-post-title" href="%s">%s</a></div>' % (r["url"], esc(r["title"])) for r in items)))
    menu = {"fr": ["Accueil", "Actualités", "Circulation", "Sports", "Agenda", "Nécrologie", "Contact"],
            "en": ["Home", "News", "Sports", "Obituaries", "Community", "Opinion", "Contact"]}[pg.lang]
    b.append(ticker)
    b.append('<header id="header" class="header-header-1 has-bottom-line" itemscope="itemscope" itemtype="https://schema.org/WPHeader">'
             '<div class="inner-header penci-header-second"><div class="container"><div id="logo">'
             '<a href="/"><img class="penci-mainlogo penci-limg" src="%s" alt="%s" width="410" height="90"></a></div></div></div>'
             '<nav id="navigation" class="header-layout-bottom header-1 menu-style-1" role="navigation" itemscope itemtype="https://schema.org/SiteNavigationElement">'
             '<div class="container"><div class="button-menu-mobile header-1"><i class="penci-faicon fa fa-bars"></i></div>'
             '<ul id="menu-main-menu" class="menu">%s</ul>'
             '<div id="top-search" class="penci-top-search pcheader-icon top-search-classes"><a href="#" class="search-click" aria-label="Search"><i class="penciicon-magnifiying-glass"></i></a>'
             '<div class="show-search"><form role="search" method="get" class="pc-searchform" action="/"><div class="pc-searchform-inner"><input type="text" class="search-input" placeholder="%s..." name="s"></div></form></div></div>'
             '</div></nav></header>'
             % (pg.abs("/wp-content/uploads/2021/09/logo.png"), esc(site["name"]),
                "".join('<li class="menu-item menu-item-type-taxonomy"><a href="/%s">%s</a></li>' % ("" if i == 0 else "category/" + slugify(m) + "/", esc(m))
                        for i, m in enumerate(menu)), L("search")))
    pg.part("breadcrumbs")
    b.append('<div class="container penci-breadcrumb single-breadcrumb"><span><a class="crumb" href="/">%s</a></span>'
             '<i class="penci-faicon fa fa-angle-right"></i><span><a class="crumb" href="/category/%s/">%s</a></span>'
             '<i class="penci-faicon fa fa-angle-right"></i><span>%s</span></div>'
             % (L("home"), sec_slug, esc(pg.section), esc(pg.title)))
    b.append('<div class="container container-single penci_sidebar right-sidebar penci-enable-lightbox">'
             '<div id="main" class="penci-main-sticky-sidebar"><div class="theiaStickySidebar">')
    b.append('<article id="post-%d" class="post type-post status-publish hentry">' % post_id)
    pg.part("kicker", "byline", "date", "reading_time")
    b.append('<div class="header-standard header-classic single-header">'
             '<div class="penci-standard-cat"><span class="cat"><a class="penci-cat-name penci-cat-%d" href="/category/%s/" rel="category tag">%s</a></span></div>'
             '<h1 class="post-title single-post-title entry-title">%s</h1>'
             '<div class="penci-hide-tagupdated"><span class="author-italic author vcard">%s <a class="url fn n" href="/author/%s/">%s</a></span>'
             '<time class="entry-date published" datetime="%s">%s</time></div>'
             '<div class="post-box-meta-single"><span class="author-post byline"><span class="author vcard">%s <a class="author-url url fn n" href="/author/%s/">%s</a></span></span>'
             '<span><time class="entry-date published" datetime="%s">%s</time></span>'
             '<span class="penci-readtime">%s</span></div></div>'
             % (pg.num, sec_slug, esc(pg.section), esc(pg.title), L("by").lower(), slugify(pg.author), esc(pg.author),
                pg.iso(), pg.date_long(), {"fr": "écrit par", "en": "written by"}[pg.lang], slugify(pg.author), esc(pg.author),
                pg.iso(), pg.date_long(), esc(L("min_read").format(pg.minutes()))))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<div class="post-image"><a href="%s" data-rel="penci-gallery-image-content"><img class="attachment-penci-full-thumb size-penci-full-thumb penci-single-featured-img wp-post-image" src="%s" alt="%s" width="1170" height="780"></a>'
                 '<div class="penci-featured-caption penci-fixed-caption">%s</div></div>'
                 % (hero, hero, esc(pg.caption), esc(pg.caption + " " + pg.credit)))
    inserts = {}
    sl = pg.slots(1)
    if sl:
        pg.part("inline_ad")
        inserts[sl[0]] = ('<div class="penci-adsense-below-content penci-google-adsense-inline"><p class="penci-ads-label">%s</p>'
                          '<ins class="adsbygoogle" style="display:block; text-align:center;" data-ad-layout="in-article" data-ad-format="fluid" data-ad-client="ca-pub-0000000000000000" data-ad-slot="1234567890"></ins></div>'
                          % L("advertisement"))
    b.append('<div class="post-entry blockquote-style-1"><div class="inner-post-entry entry-content" id="penci-post-entry-inner">')
    b.append(render_body(pg, wp_fmt(), inserts))
    b.append('<div class="penci-single-link-pages"></div>')
    if pg.tags:
        pg.part("tags")
        b.append('<div class="post-tags">%s</div>' % "".join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in pg.tags))
    b.append('</div></div>')
    pg.part("share")
    ncom = pg.rng.randint(0, 3) if pg.chance(0.6) else 0
    b.append('<div class="tags-share-box single-post-share tags-share-box-s1 center-box">'
             '<span class="single-comment-o"><i class="penci-faicon fa fa-comment-o"></i>%s</span>'
             '<div class="post-share"><span class="post-share-item post-share-plike"><span class="count-number-like">0</span></span>'
             '<a class="post-share-item post-share-facebook" target="_blank" href="https://www.facebook.com/sharer/sharer.php?u=%s"><i class="penci-faicon fa fa-facebook"></i><span class="dt-share">Facebook</span></a>'
             '<a class="post-share-item post-share-twitter" target="_blank" href="https://x.com/intent/tweet?url=%s"><i class="penci-faicon penciicon-x-twitter"></i><span class="dt-share">Twitter</span></a>'
             '<a class="post-share-item post-share-whatsapp" target="_blank" href="https://api.whatsapp.com/send?text=%s"><i class="penci-faicon fa fa-whatsapp"></i><span class="dt-share">Whatsapp</span></a>'
             '<a class="post-share-item post-share-email" target="_blank" href="mailto:?body=%s"><i class="penci-faicon fa fa-envelope"></i><span class="dt-share">Email</span></a>'
             '</div></div>'
             % (esc(L("comments_n").format(ncom) if ncom != 1 else "1 " + L("comment")), pg.url, pg.url, pg.url, pg.url))
    if not pg.author.endswith("Staff"):
        pg.part("author_bio")
        b.append('<div class="post-author abio-style-1 bioimg-round"><div class="author-img"><img alt="%s" src="%s" class="avatar avatar-100 photo" height="100" width="100"></div>'
                 '<div class="author-content"><h5><a href="/author/%s/" rel="author">%s</a></h5><p>%s</p>'
                 '<a target="_blank" class="author-social" href="mailto:%s"><i class="penci-faicon fa fa-envelope-o"></i></a></div></div>'
                 % (esc(pg.author), gravatar(pg.author), slugify(pg.author), esc(pg.author), esc(pg.bio()), pg.email()))
    pg.part("prev_next")
    pn = pg.others(2, mk)
    b.append('<div class="post-pagination pcpagp-style-1">'
             '<div class="prev-post"><div class="prev-post-inner"><div class="prev-post-title"><span>%s</span></div><a href="%s"><div class="pagi-text"><h5 class="prev-title">%s</h5></div></a></div></div>'
             '<div class="next-post"><div class="next-post-inner"><div class="prev-post-title next-post-title"><span>%s</span></div><a href="%s"><div class="pagi-text"><h5 class="next-title">%s</h5></div></a></div></div>'
             '</div>' % (esc(L("prev").lower()), pn[0]["url"], esc(pn[0]["title"]), esc(L("next").lower()), pn[1]["url"], esc(pn[1]["title"])))
    pg.part("related")
    rel = pg.others(pg.pick([3, 6]), mk)
    b.append('<div class="post-related"><div class="post-title-box"><h4 class="post-box-title">%s</h4></div>'
             '<div class="penci-owl-carousel penci-owl-carousel-slider penci-related-carousel" data-lazy="true" data-item="3" data-desktop="3" data-tablet="2" data-tabsmall="2" data-auto="false" data-speed="300" data-dots="true" data-nav="false">'
             % esc(L("you_may_like"))
             + "".join('<div class="item-related"><a class="related-thumb penci-image-holder penci-lazy" data-bgset="%s" href="%s" title="%s"></a>'
                       '<h3><a href="%s">%s</a></h3><span class="date"><time class="entry-date published" datetime="%s">%s</time></span></div>'
                       % (pg.abs(up + "rel-%d-585x390.jpg" % r["img_id"]), r["url"], esc(r["title"]), r["url"], esc(r["title"]), pg.iso(r["dt"]), pg.date_long(r["dt"]))
                       for r in rel) + '</div></div>')
    b.append('<div class="post-comments no-comment-yet penci-comments-hide-0" id="comments">')
    if ncom:
        b.append('<div class="post-title-box"><h4 class="post-box-title">%s</h4></div>' % esc(L("comments_n").format(ncom) if ncom != 1 else "1 " + L("comment")))
        b.append(wp_comments(pg, ncom, title_style="count").split("\n", 1)[1])
    b.append(wp_respond(pg))
    b.append('</div>')
    b.append('</article></div></div>')
    pg.part("sidebar", "latest", "newsletter_form")
    lat = pg.others(5, mk)
    b.append('<div id="sidebar" class="penci-sidebar-right penci-sidebar-content style-1 pcalign-left pciconp-right pcicon-right"><div class="theiaStickySidebar">'
             '<aside id="penci_latest_news_widget-2" class="widget penci_latest_news_widget"><h3 class="widget-title penci-border-arrow"><span class="inner-arrow">%s</span></h3>'
             '<ul id="penci-latestwidget-6148" class="side-newsfeed display-order-numbers">%s</ul></aside>'
             % (esc(L("latest")),
                "".join('<li class="penci-feed"><div class="side-item"><div class="side-image"><a class="penci-image-holder small-fix-size" rel="bookmark" href="%s" title="%s" style="background-image: url(%s);"></a></div>'
                        '<div class="side-item-text"><h4 class="side-title-post"><a href="%s" rel="bookmark">%s</a></h4><span class="side-item-meta side-wdate"><time class="entry-date published" datetime="%s">%s</time></span></div></div></li>'
                        % (r["url"], esc(r["title"]), pg.abs(up + "t-%d-263x175.jpg" % r["img_id"]), r["url"], esc(r["title"]), pg.iso(r["dt"]), pg.date_long(r["dt"])) for r in lat))
             + '<aside id="mc4wp_form_widget-2" class="widget widget_mc4wp_form_widget"><h3 class="widget-title penci-border-arrow"><span class="inner-arrow">Newsletter</span></h3>'
             '<form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-1297" method="post" data-id="1297" data-name="Newsletter"><div class="mc4wp-form-fields">'
             '<p class="mdes">%s</p><p class="mname"><input type="text" name="NAME" placeholder="%s..."></p>'
             '<p class="memail"><input type="email" name="EMAIL" placeholder="%s..." required></p><p class="msubmit"><input type="submit" value="%s"></p>'
             '</div><div class="mc4wp-response"></div></form></aside>'
             % (esc(L("nl_text")), L("name"), L("email"), L("nl_button"))
             + '</div></div>')
    b.append('</div>')
    pg.part("footer")
    b.append('<footer id="footer-section" class="penci-footer-social-media penci-lazy"><div class="container">'
             '<div class="footer-socials-section"><ul class="footer-socials">'
             '<li><a href="https://www.facebook.com/" aria-label="Facebook" rel="noreferrer" target="_blank"><i class="penci-faicon fa fa-facebook"></i><span>Facebook</span></a></li>'
             '<li><a href="https://www.instagram.com/" aria-label="Instagram" rel="noreferrer" target="_blank"><i class="penci-faicon fa fa-instagram"></i><span>Instagram</span></a></li>'
             '<li><a href="/feed/" aria-label="RSS" rel="noreferrer" target="_blank"><i class="penci-faicon fa fa-rss"></i><span>RSS</span></a></li></ul></div>'
             '<div class="footer-logo-copyright footer-not-logo footer-not-gotop"><div id="footer-copyright"><p>@2024 - %s. %s <a href="/%s/">%s</a> &middot; <a href="/%s/">%s</a></p></div></div>'
             '</div></footer></div>'
             % (esc(site["name"]), L("rights"), slugify(L("terms")), esc(L("terms")), slugify(L("contact")), esc(L("contact"))))
    if pg.lang == "fr" or pg.chance(0.5):
        pg.part("cookie")
        b.append('<div class="penci-wrap-gprd-law penci-wrap-gprd-law-close penci-close-all"><div class="penci-gprd-law">'
                 '<p>%s <a class="penci-gprd-accept" href="#">%s</a> <a class="penci-gprd-more" href="/%s/">%s</a></p></div></div>'
                 % (esc(L("cookie")), L("accept"), slugify(L("privacy")), esc(L("privacy"))))
    body_cls = 'class="post-template-default single single-post postid-%d single-format-standard soledad-ver-8-4-6 pclight-mode penci-body-single-style-1 penci-show-pthumb pcmn-drdw-style-slide_down pchds-default"' % post_id
    return page({"fr": "fr-FR", "en": "en-US"}[pg.lang], hd, body_cls, "\n".join(b))


# --------------------------------------------------------------------------- JNews
def jnews(pg):
    site = pg.site
    pg.url = pg.abs("/%s/" % pg.slug)
    mk = lambda slug, dt: pg.abs("/%s/" % slug)
    up = "/wp-content/uploads/%s/" % pg.dt.strftime("%Y/%m")
    hero = pg.abs(up + pg.slug[:30] + "-750x375.jpg") if pg.caption else None
    L = pg.t
    sec_slug = slugify(pg.section)
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), generator="WordPress 6.4.2",
              css=[pg.abs("/wp-content/themes/jnews/assets/dist/frontend.min.css?ver=11.0.9"),
                   pg.abs("/wp-content/themes/jnews/style.css?ver=11.0.9")],
              image=hero, ld_type="NewsArticle",
              extra='<script type="text/javascript">var jnews_ajax_url = "/?ajax-request=jnews";</script>')
    b = ['<div class="jeg_ad jeg_ad_top jnews_header_top_ads"><div class="ads-wrapper"></div></div>',
         '<div class="jeg_viewport">',
         '<div class="jeg_header_wrapper"><div class="jeg_header_instagram_wrapper"></div><div class="jeg_header normal">']
    pg.part("header", "nav")
    # top bar with date
    b.append('<div class="jeg_topbar jeg_container jeg_navbar_wrapper dark"><div class="container"><div class="jeg_nav_row">'
             '<div class="jeg_nav_col jeg_nav_left jeg_nav_grow"><div class="item_wrap jeg_nav_alignleft">'
             '<div class="jeg_nav_item jeg_top_date">%s</div></div></div>'
             '<div class="jeg_nav_col jeg_nav_right jeg_nav_normal"><div class="item_wrap jeg_nav_alignright"><div class="jeg_nav_item socials_widget jeg_social_icon_block nobg">'
             '<a href="https://www.facebook.com/" target="_blank" rel="external noopener nofollow" class="jeg_facebook" aria-label="Facebook"><i class="fa fa-facebook"></i> </a>'
             '<a href="https://www.instagram.com/" target="_blank" rel="external noopener nofollow" class="jeg_instagram" aria-label="Instagram"><i class="fa fa-instagram"></i> </a></div></div></div>'
             '</div></div></div>' % esc(pg.date_long(pg.later(14)).capitalize()))
    title_tag = "h1" if pg.chance(0.5) else "div"
    if title_tag == "h1":
        pg.part("site_heading")
    b.append('<div class="jeg_midbar jeg_container jeg_navbar_wrapper normal"><div class="container"><div class="jeg_nav_row">'
             '<div class="jeg_nav_col jeg_nav_left jeg_nav_normal"><div class="item_wrap jeg_nav_alignleft"><div class="jeg_nav_item jeg_logo jeg_desktop_logo">'
             '<%s class="site-title"><a href="/" style="padding: 0 0 0 0;"><img class="jeg_logo_img" src="%s" alt="%s" data-light-src="%s" width="298" height="60"></a></%s>'
             '</div></div></div></div></div></div>'
             % (title_tag, pg.abs("/wp-content/uploads/2023/01/logo.png"), esc(site["name"]), pg.abs("/wp-content/uploads/2023/01/logo.png"), title_tag))
    menu = {"nl": ["Home", "Nieuws", "112", "Sport", "Politiek", "Cultuur", "Agenda"],
            "es": ["Portada", "Comarca", "Sucesos", "Deportes", "Tiempo", "Cultura", "Opinión"],
            "en": ["Home", "News", "Business", "Sports", "Food & Drink", "Opinion", "Events"]}[pg.lang]
    ticker = ""
    if True:  # news-ticker module is part of these sites' header configuration
        pg.part("ticker")
        tk = pg.others(4, mk)
        ticker = ('<div class="jeg_nav_item jeg_news_ticker"><div class="jeg_news_ticker jnews_module_ticker" data-autoplay="true" data-delay="3000" data-animation="horizontal">'
                  '<div class="jeg_news_ticker_arrow jeg_news_ticker_prev"><span class="jeg_news_ticker_icon"><i class="fa fa-angle-left"></i></span></div>'
                  '<div class="jeg_news_ticker_arrow jeg_news_ticker_next"><span class="jeg_news_ticker_icon"><i class="fa fa-angle-right"></i></span></div>'
                  '<div class="jeg_news_ticker_items">%s</div></div></div>'
                  % "".join('<div class="jeg_news_ticker_item jeg_news_ticker_animated %s"><span><a href="%s">%s</a></span><span class="post-date">%s</span></div>'
                            % ("jeg_news_ticker_active" if i == 0 else "", r["url"], esc(r["title"]), pg.date_long(r["dt"])) for i, r in enumerate(tk)))
    b.append('<div class="jeg_bottombar jeg_navbar jeg_container jeg_navbar_wrapper jeg_navbar_normal jeg_navbar_normal"><div class="container"><div class="jeg_nav_row">'
             '<div class="jeg_nav_col jeg_nav_left jeg_nav_grow"><div class="item_wrap jeg_nav_alignleft"><div class="jeg_nav_item jeg_main_menu_wrapper"><div class="jeg_mainmenu_wrap">'
             '<ul class="jeg_menu jeg_main_menu jeg_menu_style_1" data-animation="animate">%s</ul></div></div></div></div>'
             '<div class="jeg_nav_col jeg_nav_right jeg_nav_normal"><div class="item_wrap jeg_nav_alignright"><div class="jeg_nav_item jeg_search_wrapper search_icon jeg_search_popup_expand">'
             '<a href="#" class="jeg_search_toggle" aria-label="Search Button"><i class="fa fa-search"></i></a></div></div></div>'
             '</div></div></div>'
             % "".join('<li class="menu-item menu-item-type-taxonomy bgnav" data-item-row="default"><a href="/%s">%s</a></li>'
                       % ("" if i == 0 else "category/" + slugify(m) + "/", esc(m)) for i, m in enumerate(menu)))
    if ticker:
        b.append('<div class="jeg_bottombar jeg_navbar jeg_container jeg_navbar_wrapper"><div class="container"><div class="jeg_nav_row">'
                 '<div class="jeg_nav_col jeg_nav_left jeg_nav_grow"><div class="item_wrap jeg_nav_alignleft">%s</div></div></div></div></div>' % ticker)
    b.append('</div></div>')  # header
    b.append('<div class="jeg_main "><div class="jeg_container"><div class="jeg_content jeg_singlepage"><div class="container">'
             '<div class="jeg_ad jeg_article jnews_article_top_ads"><div class="ads-wrapper"></div></div>'
             '<div class="row"><div class="jeg_main_content col-md-8"><div class="jeg_inner_content">')
    pg.part("breadcrumbs", "byline", "date", "kicker")
    b.append('<div class="jeg_breadcrumbs jeg_breadcrumb_container"><div id="breadcrumbs"><span class=""><a href="/">%s</a></span>'
             '<i class="fa fa-angle-right"></i><span class="breadcrumb_last_link"><a href="/category/%s/">%s</a></span></div></div>'
             % (L("home"), sec_slug, esc(pg.section)))
    b.append('<div class="entry-header"><h1 class="jeg_post_title">%s</h1>' % esc(pg.title))
    if pg.dek:
        b.append('<h2 class="jeg_post_subtitle">%s</h2>' % esc(pg.dek))
    b.append('<div class="jeg_meta_container"><div class="jeg_post_meta jeg_post_meta_1"><div class="meta_left">'
             '<div class="jeg_meta_author"><img alt="%s" src="%s" class="avatar avatar-80 photo" height="80" width="80"><span class="meta_text">%s</span> <a href="/author/%s/">%s</a></div>'
             '<div class="jeg_meta_date"><a href="%s">%s</a></div>'
             '<div class="jeg_meta_category"><span><span class="meta_text">in</span> <a href="/category/%s/" rel="category tag">%s</a></span></div></div>'
             '<div class="meta_right"><div class="jeg_meta_comment"><a href="%s#comments"><i class="fa fa-comment-o"></i> 0</a></div></div></div></div></div>'
             % (esc(pg.author), gravatar(pg.author), L("by").lower(), slugify(pg.author), esc(pg.author), pg.url, pg.date_long(),
                sec_slug, esc(pg.section), pg.url))
    if hero:
        pg.part("hero_image", "caption")
        b.append('<div class="jeg_featured featured_image "><a href="%s"><div class="thumbnail-container animate-lazy" style="padding-bottom:50%%">'
                 '<img width="750" height="375" src="%s" class="attachment-jnews-750x375 size-jnews-750x375 lazyload wp-post-image" alt="" decoding="async"></div></a>'
                 '<p class="wp-caption-text">%s</p></div>' % (hero, hero, esc(pg.caption + " " + pg.credit)))
    pg.part("share")
    b.append('<div class="jeg_share_top_container"><div class="jeg_share_button clearfix"><div class="jeg_share_stats">'
             '<div class="jeg_share_count"><div class="counts">0</div><span class="sharetext">SHARES</span></div>'
             '<div class="jeg_views_count"><div class="counts">%d</div><span class="sharetext">VIEWS</span></div></div>'
             '<div class="jeg_sharelist"><a href="https://www.facebook.com/sharer.php?u=%s" rel="nofollow" class="jeg_btn-facebook expanded"><i class="fa fa-facebook-official"></i><span>%s</span></a>'
             '<a href="https://twitter.com/intent/tweet?url=%s" rel="nofollow" class="jeg_btn-twitter expanded"><i class="fa fa-twitter"></i><span>%s</span></a>'
             '<a href="https://api.whatsapp.com/send?text=%s" rel="nofollow" class="jeg_btn-whatsapp "><i class="fa fa-whatsapp"></i></a>'
             '<div class="share-secondary"><a href="mailto:?subject=&amp;body=%s" rel="nofollow" class="jeg_btn-email "><i class="fa fa-envelope"></i></a></div>'
             '<a href="#" class="jeg_btn-toggle" aria-label="Share on another social media platform"><i class="fa fa-share"></i></a></div></div></div>'
             % (pg.rng.randint(80, 2400), pg.url, L("share_fb"), pg.url, L("share_x"), pg.url, pg.url))
    b.append('<div class="jeg_ad jeg_article jnews_content_top_ads "><div class="ads-wrapper"><div class="ads_code"><span class="ads-text">- %s -</span></div></div></div>' % L("advertisement"))
    pg.part("inline_ad")
    inserts = {}
    sl = pg.slots(1)
    if sl:
        pg.part("inline_related")
        rel = pg.others(3, mk)
        inserts[sl[0]] = (
            '<div class="jnews_inline_related_post_wrapper"><div class="jnews_inline_related_post">'
            '<div class="jeg_postblock_29 jeg_postblock jeg_module_hook jeg_pagination_disable jeg_col_2o3 jnews_module_ inline_module">'
            '<div class="jeg_block_heading jeg_block_heading_6 jeg_subcat_right"><h3 class="jeg_block_title"><span>%s</span></h3></div>'
            '<div class="jeg_posts"><div class="jeg_postsmall">%s</div></div></div></div></div>'
            % (esc(L("read_also")),
               "".join('<article class="jeg_post jeg_pl_xs"><div class="jeg_postblock_content"><h3 class="jeg_post_title"><a href="%s">%s</a></h3></div></article>'
                       % (r["url"], esc(r["title"])) for r in rel)))
    b.append('<div class="entry-content no-share"><div class="jeg_share_button share-float jeg_sticky_share clearfix share-monocrhome"></div>'
             '<div class="content-inner ">')
    b.append(render_body(pg, wp_fmt(), inserts))
    b.append('</div>')
    if pg.tags:
        pg.part("tags")
        b.append('<div class="jeg_post_tags"><span>Tags:</span> %s</div>'
                 % " ".join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in pg.tags))
    b.append('</div>')
    if pg.chance(0.7):
        pg.part("prev_next")
        pn = pg.others(2, mk)
        b.append('<div class="jnews_prev_next_container"><div class="jeg_prevnext_post">'
                 '<a href="%s" class="post prev-post"><span class="caption">%s</span><h3 class="post-title">%s</h3></a>'
                 '<a href="%s" class="post next-post"><span class="caption">%s</span><h3 class="post-title">%s</h3></a></div></div>'
                 % (pn[0]["url"], L("prev"), esc(pn[0]["title"]), pn[1]["url"], L("next"), esc(pn[1]["title"])))
    if pg.author not in ("Redacción",):
        pg.part("author_bio")
        b.append('<div class="jnews_author_box_container "><div class="jeg_authorbox"><div class="jeg_author_image"><img alt="%s" src="%s" class="avatar avatar-80 photo" height="80" width="80"></div>'
                 '<div class="jeg_author_content"><h3 class="jeg_author_name"><a href="/author/%s/">%s</a></h3><p class="jeg_author_desc">%s</p>'
                 '<div class="jeg_author_socials"><a target="_blank" href="mailto:%s" class="email"><i class="fa fa-envelope"></i></a></div></div></div></div>'
                 % (esc(pg.author), gravatar(pg.author), slugify(pg.author), esc(pg.author), esc(pg.bio()), pg.email()))
    pg.part("related")
    rel = pg.others(pg.pick([3, 6]), mk)
    b.append('<div class="jnews_related_post_container"><div class="jeg_postblock_22 jeg_postblock jeg_module_hook jeg_pagination_disable jeg_col_2o3">'
             '<div class="jeg_block_heading jeg_block_heading_6 jeg_subcat_right"><h3 class="jeg_block_title"><span>%s</span></h3></div>'
             '<div class="jeg_block_container"><div class="jeg_posts_wrap"><div class="jeg_posts jeg_load_more_flag">%s</div></div></div></div></div>'
             % (esc(L("related_posts")),
                "".join('<article class="jeg_post jeg_pl_md_5 format-standard"><div class="jeg_thumb"><a href="%s"><div class="thumbnail-container animate-lazy size-715">'
                        '<img width="350" height="250" src="%s" class="attachment-jnews-350x250 size-jnews-350x250 lazyload wp-post-image" alt=""></div></a></div>'
                        '<div class="jeg_postblock_content"><h3 class="jeg_post_title"><a href="%s">%s</a></h3>'
                        '<div class="jeg_post_meta"><div class="jeg_meta_date"><a href="%s"><i class="fa fa-clock-o"></i> %s</a></div></div></div></article>'
                        % (r["url"], pg.abs(up + "r%d-350x250.jpg" % r["img_id"]), r["url"], esc(r["title"]), r["url"], pg.date_long(r["dt"])) for r in rel)))
    b.append('<div class="jnews_comment_container"><div id="comments" class="jeg_comments">')
    if pg.chance(0.5):
        b.append(wp_comments(pg, pg.rng.randint(1, 3), title_style="count"))
    b.append(wp_respond(pg))
    b.append('</div></div>')
    b.append('</div></div>')  # inner content, main content
    pg.part("sidebar", "most_read")
    pop = pg.others(5, mk)
    b.append('<div class="jeg_sidebar right jeg_sticky_sidebar col-md-4"><div class="jegStickyHolder"><div class="theiaStickySidebar">'
             '<div class="widget widget_jnews_module_block_21" id="jnews_module_block_21-2"><div class="jeg_postblock_21 jeg_postblock jeg_module_hook jeg_pagination_disable jeg_col_1o3">'
             '<div class="jeg_block_heading jeg_block_heading_6 jeg_subcat_right"><h3 class="jeg_block_title"><span>%s</span></h3></div>'
             '<div class="jeg_block_container"><div class="jeg_posts jeg_load_more_flag">%s</div></div></div></div>'
             % (esc(L("most_read")),
                "".join('<article class="jeg_post jeg_pl_sm format-standard"><div class="jeg_thumb"><a href="%s"><div class="thumbnail-container animate-lazy size-715">'
                        '<img width="120" height="86" src="%s" alt=""></div></a></div><div class="jeg_postblock_content"><h3 class="jeg_post_title"><a href="%s">%s</a></h3>'
                        '<div class="jeg_post_meta"><div class="jeg_meta_date"><a href="%s"><i class="fa fa-clock-o"></i> %s</a></div></div></div></article>'
                        % (r["url"], pg.abs(up + "s%d-120x86.jpg" % r["img_id"]), r["url"], esc(r["title"]), r["url"], pg.date_long(r["dt"])) for r in pop)))
    if pg.chance(0.6):
        pg.part("newsletter_link")
        b.append('<div class="widget widget_text"><div class="jeg_block_heading jeg_block_heading_6"><h3 class="jeg_block_title"><span>Newsletter</span></h3></div>'
                 '<div class="textwidget"><p>%s</p><p><a class="btn" href="/newsletter/">%s</a></p></div></div>' % (esc(L("nl_text")), esc(L("nl_link"))))
    b.append('</div></div></div>')
    b.append('</div></div></div></div></div>')  # row, container, content, container, main
    pg.part("footer")
    b.append('<div class="footer-holder" id="footer" data-id="footer"><div class="jeg_footer jeg_footer_1 dark"><div class="jeg_footer_container jeg_container">'
             '<div class="jeg_footer_content"><div class="container"><div class="row"><div class="jeg_footer_primary clearfix">'
             '<div class="col-md-4 footer_column"><div class="footer_widget widget_jnews_about" id="jnews_about-2"><div class="jeg_about ">'
             '<a class="footer_logo" href="/"><img class="lazyload" src="%s" alt="%s" width="298" height="60"></a><p>%s</p></div></div></div>'
             '<div class="col-md-4 footer_column"><div class="footer_widget widget_nav_menu"><div class="jeg_footer_heading jeg_footer_heading_1"><h3 class="jeg_footer_title"><span>%s</span></h3></div>'
             '<ul class="menu"><li><a href="/%s/">%s</a></li><li><a href="/%s/">%s</a></li><li><a href="/%s/">%s</a></li></ul></div></div>'
             '</div></div></div></div>'
             '<div class="jeg_footer_bottom"><div class="container"><div class="jeg_footer_copyright"><p>&copy; 2024 %s. %s</p></div></div></div>'
             '</div></div></div>'
             % (pg.abs("/wp-content/uploads/2023/01/logo-white.png"), esc(site["name"]), esc(site["about"]), esc(L("about")),
                slugify(L("about")), esc(L("about")), slugify(L("contact")), esc(L("contact")), slugify(L("privacy")), esc(L("privacy")),
                esc(site["name"]), L("rights")))
    b.append('</div>')  # viewport
    if pg.lang != "en" or pg.chance(0.4):
        pg.part("cookie")
        b.append('<div class="jeg_cookie_notice"><div class="container"><p>%s <a href="/%s/">%s</a></p><a href="#" class="btn btn-cookie">%s</a></div></div>'
                 % (esc(L("cookie")), slugify(L("privacy")), esc(L("privacy")), L("accept")))
    lang = {"nl": "nl-NL", "es": "es-ES", "en": "en-US"}[pg.lang]
    return page(lang, hd, 'class="post-template-default single single-post postid-%d single-format-standard wp-embed-responsive jeg_toggle_light jnews jsc_normal"' % (pg.num * 3), "\n".join(b))


# --------------------------------------------------------------------------- SNO Sites (FLEX)
def sno(pg):
    site = pg.site
    sec_slug = slugify(pg.section.replace("Campus ", ""))
    post_id = 20000 + pg.num * 13
    pg.url = pg.abs("/%d/%s/%s/" % (post_id, sec_slug, pg.slug))
    mk = lambda slug, dt: pg.abs("/%d/%s/%s/" % (pg.rng.randint(18000, 21000), sec_slug, slug))
    up = "/wp-content/uploads/%s/" % pg.dt.strftime("%Y/%m")
    hero = pg.abs(up + pg.slug[:30] + "-1200x800.jpg") if pg.caption else None
    hd = head(pg, "%s &#8211; %s" % (pg.title, site["name"]), generator="WordPress 6.4.3",
              css=[pg.abs("/wp-content/themes/snoflex/style.css?ver=3.2.1")], image=hero, ld_type="Article")
    b = ['<div id="sno-overlay"></div>', '<div id="wrap" class="snowrap">']
    pg.part("header", "nav")
    if pg.chance(0.6):
        pg.part("site_heading")
        brand = ('<div class="sno-header-text"><h1 class="sno-site-title"><a href="/">%s</a></h1>'
                 '<p class="sno-site-tagline">The Student News Site of Calder State University</p></div>' % esc(site["name"]))
    else:
        brand = ('<a href="/" class="sno-header-banner"><img src="%s" alt="%s &#8226; The Student News Site of Calder State University" class="sno-banner-image"></a>'
                 % (pg.abs("/wp-content/uploads/2023/08/banner.png"), esc(site["name"])))
    b.append('<header id="sno-header" class="sno-header-wrap"><div class="sno-header-top"><div class="sno-header-date">%s</div>'
             '<div class="sno-header-search"><form method="get" class="searchform" action="/"><input type="text" name="s" placeholder="Search this site"></form></div></div>%s</header>'
             % (pg.later(10).strftime("%A, ") + pg.date_long(pg.later(10)), brand))
    b.append('<nav id="sno-main-nav" class="sno-nav-wrap" aria-label="Main Menu"><ul id="menu-main-menu" class="sno-nav-menu">'
             + "".join('<li class="menu-item menu-item-type-taxonomy"><a href="/category/%s/">%s</a></li>' % (slugify(m), m)
                       for m in ["News", "Sports", "Arts & Entertainment", "Opinion", "Features", "Multimedia", "Print Editions"])
             + '<li class="menu-item"><a href="/about/">About</a></li></ul></nav>')
    b.append('<div id="sno-content-wrap" class="sno-content-wrap"><div id="sno-main-content" class="sno-main-content">')
    b.append('<div id="sno-story-page" class="sno-story-page post-%d post type-post status-publish format-standard category-%s">' % (post_id, sec_slug))
    pg.part("kicker", "byline", "date")
    b.append('<div class="sno-story-header-wrap"><div class="sno-story-category"><a href="/category/%s/" rel="category tag">%s</a></div>'
             '<h1 class="sno-story-headline">%s</h1>' % (sec_slug, esc(pg.section), esc(pg.title)))
    if pg.dek:
        b.append('<h2 class="sno-story-deck">%s</h2>' % esc(pg.dek))
    role = pg.pick(["Staff Writer", "News Editor", "Sports Editor", "Reporter"])
    b.append('<div class="sno-story-byline"><span class="byline-name"><a href="/staff_name/%s/" class="creditline">%s</a></span>, <span class="byline-title">%s</span></div>'
             '<div class="sno-story-date"><span class="time-wrapper">%s</span></div>'
             % (slugify(pg.author), esc(pg.author), role, pg.date_long()))
    if pg.chance(0.7):
        pg.part("share")
        b.append('<div class="sno-story-social sno-share-icons"><a class="sno-share-facebook" href="https://www.facebook.com/sharer/sharer.php?u=%s" target="_blank"><span class="screen-reader-text">Share on Facebook</span></a>'
                 '<a class="sno-share-x" href="https://x.com/intent/post?url=%s" target="_blank"><span class="screen-reader-text">Share on X</span></a>'
                 '<a class="sno-share-email" href="mailto:?body=%s"><span class="screen-reader-text">Email this story</span></a>'
                 '<a class="sno-share-print" href="javascript:window.print()"><span class="screen-reader-text">Print this story</span></a></div>' % (pg.url, pg.url, pg.url))
    b.append('</div>')
    if hero:
        pg.part("hero_image", "caption")
        cap, cred = pg.caption, pg.credit
        b.append('<div class="sno-story-photo-area"><div class="photowrap"><img src="%s" class="story-photo" alt="%s" width="1200" height="800">'
                 '<div class="photocreditwrap"><p class="photocredit">%s</p></div></div><div class="photocaption"><p>%s</p></div></div>'
                 % (hero, esc(cap), esc(cred), esc(cap)))
    inserts = {}
    sl = pg.slots(1)
    if sl:
        pg.part("inline_ad")
        inserts[sl[0]] = ('<div class="sno-story-ad"><div class="sno-ad-label">Story continues below advertisement</div>'
                          '<a href="/advertise/"><img src="%s" alt="Advertisement: Campus Bookstore"></a></div>' % pg.abs("/wp-content/uploads/2024/01/bookstore-ad.jpg"))
    b.append('<div class="sno-story-body-content" id="sno-story-body-content">')
    b.append(render_body(pg, wp_fmt(), inserts))
    b.append('</div>')
    if pg.chance(0.7):
        pg.part("related")
        rel = pg.others(3, mk)
        b.append('<div class="sno-related-stories"><h3 class="sno-related-header">Related Stories</h3><ul>%s</ul></div>'
                 % "".join('<li class="sno-related-item"><a href="%s"><img src="%s" alt=""></a><a class="sno-related-title" href="%s">%s</a></li>'
                           % (r["url"], pg.abs(up + "rel%d-300x200.jpg" % r["img_id"]), r["url"], esc(r["title"])) for r in rel))
    if pg.chance(0.6):
        pg.part("author_bio")
        b.append('<div class="sno-story-staff-profile"><div class="staff-profile-photo"><img src="%s" alt="%s"></div>'
                 '<div class="staff-profile-text"><h4 class="staff-profile-name"><a href="/staff_name/%s/">%s</a>, %s</h4>'
                 '<p>%s is a junior majoring in journalism and political science. %s joined the Courier staff in 2022.</p></div></div>'
                 % (pg.abs(up + "staff-%s.jpg" % slugify(pg.author)), esc(pg.author), slugify(pg.author), esc(pg.author), role, esc(pg.author.split()[0]), esc(pg.author.split()[0])))
    b.append('<div id="comments" class="sno-comments"><h3 class="sno-comments-header">Comments (%d)</h3>'
             '<div class="sno-comments-policy"><p>The Calder Courier intends for this section to be a space for thoughtful conversation and debate. All comments are moderated and must be approved before appearing. Commenters must include their full name and a valid email address.</p></div>' % 0)
    b.append(wp_respond(pg))
    b.append('</div>')
    b.append('</div></div>')  # story page, main content
    pg.part("sidebar", "trending", "support_pitch")
    tr = pg.others(5, mk)
    b.append('<div id="sno-sidebar" class="sno-sidebar widget-area">'
             '<div class="widget sno-donation-widget"><h3 class="widgettitle">Donate to %s</h3>'
             '<div class="sno-donate-text"><p>Your donation will support the student journalists of Calder State University. Your contribution will allow us to purchase equipment and cover our annual website hosting costs.</p></div>'
             '<a class="sno-donate-button" href="/donate/">Donate</a></div>'
             '<div class="widget sno-trending-widget"><h3 class="widgettitle">Trending Stories</h3><ol class="sno-trending-list">%s</ol></div>'
             '</div>' % (esc(site["name"]), "".join('<li><a href="%s">%s</a></li>' % (r["url"], esc(r["title"])) for r in tr)))
    b.append('</div>')  # content wrap
    pg.part("footer")
    b.append('<footer id="sno-footer" class="sno-footer"><div class="sno-footer-inner"><p class="sno-footer-name">%s &middot; Bristow Hall 210 &middot; Calder State University</p>'
             '<p class="copyright">&copy; 2024 &bull; <a href="/privacy-policy/">Privacy Policy</a> &bull; FLEX Pro WordPress Theme by <a href="https://snosites.com/">SNO</a> &bull; <a href="/wp-login.php">Log in</a></p></div></footer>'
             % esc(site["name"]))
    b.append('</div>')
    return page("en-US", hd, 'class="post-template-default single single-post postid-%d single-format-standard sno-flex"' % post_id, "\n".join(b))
