"""Platform and theme styles: HubSpot CMS, WordPress Neve / Blocksy / CoverNews, Kinja, The Conversation-style,
beehiiv, Weebly, ExpressionEngine, Movable Type."""
from common import (esc, slugify, icon, render_body, head_html, page, analytics, share_links, nav_menu, story_list,
                    newsletter_box, advertise_box, ad_slot, paywall_box, tags_box, author_bio, cookie_text,
                    footer_links, copyright, sitemap_cols, ticker, wp_comments, disqus, coral, comment_items, ins,
                    hero, inline_html, ld_org, ld_breadcrumbs, ld_webpage)
import lang as LG

DESC = {
    "hubspot": ("HubSpot CMS blog (`hs_cos_wrapper_type_rich_text`, `blog-post__body`, CTA and subscribe forms)", "",
                "en"),
    "neve": ("WordPress + Neve theme (`nv-content-wrap`, `nv-meta-list`, Yoast graph)", "", "en"),
    "blocksy": ("WordPress + Blocksy theme (`hero-section`, `entry-meta`, `ct-related-posts`)", "", "en"),
    "covernews": ("WordPress + CoverNews theme (AF Themes, breaking-news marquee, `#secondary` widgets)", "", "en"),
    "kinja": ("Kinja/G-O-Media-style (`js_post-content`, styled-components `sc-*` classes)", "", "en"),
    "conversation": ("The Conversation-style academic newsroom (`itemprop=articleBody`, republish box, disclosure)",
                     "", "en"),
    "beehiiv": ("beehiiv newsletter web post (Tailwind utility classes, `dream-post-content-doc`)", "", "en"),
    "weebly": ("Weebly site blog (`wsite-*`, `blog-post`, paragraphs split by `<br><br>`)", "", "en"),
    "ee": ("ExpressionEngine newspaper template (`ACT` comment form, `?css=` stylesheet)", "", "en"),
    "mt": ("Movable Type blog (`entry-asset`, `asset-body` / `asset-more`, mt-comments.cgi)", "", "en"),
}


def _wp_head_extra(ctx):
    return ('<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css'
            '?ver=6.7.1" media="all">\n<link rel="https://api.w.org/" href="%s">' % ctx.abs("/wp-json/"))


# ---------------------------------------------------------------- HubSpot CMS
def hubspot(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/blog/%s" % ctx.slug)
    byl = ctx.mark_byline('<div class="blog-post__meta"><a class="blog-post__author-name" href="/blog/author/%s">%s</a>'
                          '<span class="blog-post__sep"> · </span><time class="blog-post__timestamp" datetime="%s">%s</time></div>' % (
                              slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt())))
    cta = ('<div class="hs-cta-embed"><span class="hs-cta-wrapper" id="hs-cta-wrapper-4f2a"><span class="hs-cta-node '
           'hs-cta-4f2a"><a class="cta_button" href="/cs/c/?cta_guid=4f2a&amp;pid=%d">Download the Q3 Interconnection '
           'Outlook (free PDF)</a></span></span></div>' % ctx.num)
    ctx.note("cta", "Download the Q3 Interconnection Outlook (free PDF)")
    sty = {"table": ('<div class="hs-table-wrapper"><table style="width:100%;border-collapse:collapse">',
                     "<tr>{}</tr>", '<td style="font-weight:bold">{}</td>', "<td>{}</td>", "</table></div>")}
    body = render_body(ctx, sty, ins(ctx, cta, gap=4))
    sub = ('<div class="blog-subscribe"><h3>Subscribe to the Gridline Energy Report</h3><p>Weekly analysis of grid, '
           'interconnection and power market data for developers and investors.</p><form class="hs-form stacked" '
           'action="/_hcms/forms/submit" method="post"><div class="hs_email hs-form-field"><label>%s<span class="hs-'
           'form-required">*</span></label><input class="hs-input" type="email" name="email"></div><input type="submit"'
           ' class="hs-button primary large" value="Subscribe"></form></div>' % esc(L["email"]))
    ctx.note("newsletter", "Weekly analysis of grid, interconnection and power market data for developers")
    comments = ('<div class="blog-comments"><h3>Comments</h3><div class="comment-list">%s</div><div id="comments-'
                'listing"></div><form class="hs-form" action="/_hcms/blog/comments" method="post"><label>Comment'
                '</label><textarea name="comment"></textarea><input type="submit" value="Submit Comment"></form></div>' %
                comment_items(ctx, 3 if ctx.page_no == 1 else 2, cls="comment"))
    dek = '<p class="blog-post__summary">%s</p>' % esc(ctx.dek) if ctx.dek else ""
    html = """<div class="body-wrapper hs-content-id-%(num)d hs-blog-post hs-blog-id-4417"><div data-global-resource-path="theme/templates/partials/header.html"><header class="header"><a href="#main-content" class="header__skip">Skip to content</a>
<div class="header__container content-wrapper"><div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><a href="/" id="hs-link-site_logo"><img src="https://cdn2.gridlinereport.com/hubfs/logo-gridline.svg" alt="%(name)s" class="hs-image-widget"></a></span></div>
<div class="header__menu"><span id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><nav class="menu menu--desktop" aria-label="Main menu"><ul class="menu__wrapper no-list"><li class="menu__item menu__item--depth-1"><a class="menu__link" href="/markets">Markets</a></li><li class="menu__item menu__item--depth-1"><a class="menu__link" href="/policy">Policy</a></li><li class="menu__item menu__item--depth-1"><a class="menu__link" href="/data">Data &amp; Reports</a></li><li class="menu__item menu__item--depth-1"><a class="menu__link" href="/events">Events</a></li><li class="menu__item menu__item--depth-1"><a class="menu__link" href="/blog">Analysis</a></li><li class="menu__item menu__item--depth-1"><a class="menu__link" href="/about">About</a></li></ul></nav></span></div>
<div class="header__search"><form class="hs-search-field__form" action="/hs-search-results"><input type="text" class="hs-search-field__input" name="term" placeholder="Search"><button aria-label="Search">%(search)s</button></form></div></div></header></div>
<main id="main-content" class="body-container-wrapper"><div class="body-container body-container--blog-post"><div class="content-wrapper">
<article class="blog-post">
<div class="blog-post__tags-top"><a class="blog-post__tag-link" href="/blog/tag/%(sec)s">%(section)s</a></div>
<h1><span id="hs_cos_wrapper_name" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_text" data-hs-cos-general-type="meta_field" data-hs-cos-type="text">%(head)s</span></h1>
%(dek)s
%(byl)s
<div class="blog-post__featured-image">%(hero)s</div>
<div class="blog-post__body"><span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_rich_text" data-hs-cos-general-type="meta_field" data-hs-cos-type="rich_text">
%(body)s
</span></div>
<div class="blog-post__tags"><span>Topics:</span> %(tags)s</div>
<div class="blog-post__share">%(share)s</div>
</article>
<section class="blog-related-posts"><h2>Related posts</h2>%(related)s</section>
%(sub)s
%(comments)s
</div></div></main>
<div data-global-resource-path="theme/templates/partials/footer.html"><footer class="footer"><div class="footer__container content-wrapper"><div class="footer__cols">%(cols)s</div>%(adv)s%(legal)s<p class="footer__copyright">%(copy)s</p></div></footer></div>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom"><div id="hs-eu-cookie-confirmation-inner"><div id="hs-eu-policy-wording"><p>%(cookie)s</p></div><div id="hs-en-cookie-confirmation-buttons-area"><a id="hs-eu-confirmation-button" role="button">%(accept)s</a><a id="hs-eu-decline-button" role="button">%(reject)s</a></div></div></div></div>""" % dict(
        num=ctx.num, name=esc(ctx.name), search=icon("search"), sec=slugify(ctx.section), section=esc(ctx.section),
        head=esc(ctx.head), dek=dek, byl=byl, hero=hero(ctx, "blog-post__image", caption=False, tag="div"),
        body=body, tags=tags_box(ctx, "blog-post__tag-list", label=False), share=share_links(ctx, cls="social-share"),
        related=story_list(ctx, "", 3, "blog-related-posts__post", thumbs=True, dates=True, bylines=True,
                           wrap="div", item_tag="div", cat="related"),
        sub=sub, comments=comments, cols=sitemap_cols(ctx, "footer__col"), adv=advertise_box(ctx, "footer__sponsor"),
        legal=footer_links(ctx, "footer__legal"), copy=copyright(ctx, "Gridline Media LLC"),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]))
    head = head_html(ctx, "BlogPosting", extra='<meta name="generator" content="HubSpot">',
                     scripts=analytics(ctx) + '<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js">'
                     '</script>', css=".blog-post__body p{margin-bottom:1.4rem}")
    return page(ctx, head, html, body_attrs=' class="blog-post-template"')


# ---------------------------------------------------------------- WordPress + Neve
def neve(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/%s/%s/%s/%s/" % (y, mo, d, ctx.slug))
    ncom = 3 if ctx.page_no == 1 else 4
    byl = ctx.mark_byline('<ul class="nv-meta-list"><li class="meta author vcard"><span class="author-name fn">by <a '
                          'href="/author/%s/" title="Posts by %s" rel="author">%s</a></span></li><li class="meta date '
                          'posted-on"><time class="entry-date published" datetime="%s">%s</time></li></ul>' % (
                              slugify(ctx.author), esc(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt())))
    inserts = ins(ctx, '<div class="wp-block-group nv-ad">%s</div>' % ad_slot(ctx, "adsbygoogle-wrap", "in-content"))
    body = render_body(ctx, {"p": "<p>{}</p>"}, inserts)
    wid = lambda t, inner: '<div class="widget widget_block"><h2 class="widget-title">%s</h2>%s</div>' % (t, inner)
    sidebar = (wid("Recent Posts", story_list(ctx, "", 5, "wp-block-latest-posts", dates=True, cat="latest")) +
               wid("Advertise", advertise_box(ctx, "wp-block-media-kit")) +
               wid("Newsletter", newsletter_box(ctx, "mc4wp-form", title="The Voice Weekly")))
    html = """<div class="wrapper"><header class="header" role="banner"><a class="neve-skip-link show-on-focus" href="#content">Skip to content</a>
<div id="header-grid" class="hfg_header site-header"><div class="header--row header-top"><div class="container"><div class="builder-item"><div class="component-wrap"><p class="header-date">%(today)s</p></div></div></div></div>
<div class="header--row header-main"><div class="container"><div class="site-logo"><a class="brand" href="/" title="%(name)s" aria-label="%(name)s"><div class="title-with-logo"><div class="nv-title-tagline-wrap"><p class="site-title">%(name)s</p><small>News for the Wabash Valley since 2009</small></div></div></a></div>
<div class="nv-nav-wrap"><div role="navigation" class="nav-menu-primary" aria-label="Primary Menu">%(nav)s</div></div></div></div></div></header>
<main id="content" class="neve-main"><div class="container single-post-container"><div class="row">
<article id="post-%(num)d" class="nv-single-post-wrap col post-%(num)d post type-post status-publish format-standard has-post-thumbnail hentry category-%(sec)s">
<div class="entry-header"><div class="nv-title-meta-wrap"><small class="nv--yoast-breadcrumb neve-breadcrumbs-wrapper"><span><a href="/">Home</a> » <a href="/category/%(sec)s/">%(section)s</a></span></small>
<h1 class="title entry-title">%(head)s</h1>
%(dek)s
%(byl)s</div></div>
<div class="nv-thumb-wrap">%(hero)s</div>
<div class="nv-content-wrap entry-content">
%(body)s
</div>
<div class="nv-tags-list"><span>Tags:</span>%(tags)s</div>
<div class="nv-post-share">%(share)s</div>
<div class="nv-post-navigation"><div class="previous"><a href="/%(y)s/%(mo)s/" rel="prev"><span class="nav-direction">previous</span><span>%(prev)s</span></a></div><div class="next"><a href="/%(y)s/%(mo)s/next/" rel="next"><span class="nav-direction">next</span><span>%(next)s</span></a></div></div>
<div class="nv-related-posts">%(related)s</div>
%(comments)s
</article>
<div class="nv-sidebar-wrap col-sm-12 nv-right blog-sidebar"><aside id="secondary" role="complementary">%(sidebar)s</aside></div>
</div></div></main>
<footer class="site-footer" id="site-footer"><div class="hfg_footer"><div class="footer--row footer-top"><div class="container">%(cols)s</div></div><div class="footer--row footer-bottom"><div class="container">%(legal)s<p class="nv-footer-content">%(copy)s Neve | Powered by WordPress</p></div></div></div></footer></div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>%(cookie)s<a role="button" class="cli_action_button" id="cookie_action_close_header">%(accept)s</a></span></div>""" % dict(
        today=esc(ctx.dt()), name=esc(ctx.name), nav=nav_menu(ctx, "primary-menu-ul nav-ul menu-desktop", ul_id="nv-primary-navigation-main"),
        num=ctx.num, sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head), byl=byl,
        dek='<h2 class="wp-subtitle">%s</h2>' % esc(ctx.dek) if ctx.dek else "",
        hero=hero(ctx, "wp-post-image", caption=False, tag="div"), body=body,
        tags=tags_box(ctx, "nv-tags", label=False), share=share_links(ctx, cls="social-share-link"), y=ctx.date[:4],
        mo=ctx.date[5:7], prev=esc(ctx.headlines(1, "prevnext")[0]), next=esc(ctx.headlines(1, "prevnext")[0]),
        related=story_list(ctx, "Related Posts", 3, "nv-related", thumbs=True, dates=True, cat="related"),
        comments=wp_comments(ctx, ncom, title_fmt='{} thoughts on \u201c%s\u201d' % ctx.head), sidebar=sidebar,
        cols=sitemap_cols(ctx, "footer-widget"), legal=footer_links(ctx, "footer-menu"),
        copy=copyright(ctx), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "Article", extra=_wp_head_extra(ctx), scripts=analytics(ctx))
    return page(ctx, head, html, body_attrs=' class="post-template-default single single-post postid-%d single-format-'
                'standard wp-custom-logo nv-blog-default nv-sidebar-right menu_sidebar_slide_left"' % ctx.num)


# ---------------------------------------------------------------- WordPress + Blocksy
def blocksy(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/%s/" % (slugify(ctx.section), ctx.slug))
    byl = ctx.mark_byline('<ul class="entry-meta" data-type="simple:slash"><li class="meta-author" itemprop="author" '
                          'itemscope itemtype="https://schema.org/Person"><a class="ct-meta-element-author" href="/'
                          'author/%s/" rel="author" itemprop="url"><span itemprop="name">%s</span></a></li><li class="'
                          'meta-date" itemprop="datePublished"><time class="ct-meta-element-date" datetime="%s">%s'
                          '</time></li></ul>' % (slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt())))
    sty = {"fig": lambda c, cap, cr, i: ('<figure class="wp-block-image size-large">%s<figcaption class="wp-element-'
                                         'caption">%s</figcaption></figure><p class="has-small-font-size photo-credit">'
                                         '%s</p>' % (c.img(c.img_path(cap, 1024, 683), cap, 1024, 683,
                                                           "wp-image-%d" % (c.num * 3)), inline_html(cap), esc(cr)))}
    inserts = ins(ctx, ad_slot(ctx, "ct-ad-block", "after-p3"), '<div class="wp-block-buttons"><div class="wp-block'
                  '-button"><a class="wp-block-button__link" href="/submit-news/">Got a news tip? Send it to the Owl'
                  '</a></div></div>', gap=3)
    ctx.note("tip", "Got a news tip? Send it to the Owl")
    body = render_body(ctx, sty, inserts)
    ncom = 5 if ctx.page_no == 2 else 3
    dek = '<div class="page-description ct-hidden-sm"><p>%s</p></div>' % esc(ctx.dek) if ctx.dek else ""
    html = """<a class="skip-link show-on-focus" href="#main">Skip to content</a>
<div class="ct-drawer-canvas" data-location="start"><div id="offcanvas" class="ct-panel ct-header" data-behaviour="right-side"><div class="ct-panel-inner"><nav class="mobile-menu" aria-label="Off Canvas Menu">%(mnav)s</nav></div></div></div>
<div id="main-container"><header id="header" class="ct-header" data-id="type-1"><div data-device="desktop"><div data-row="top"><div class="ct-container">%(ticker)s</div></div><div data-row="middle"><div class="ct-container"><div data-column="start"><div class="site-branding" data-id="logo"><p class="site-title"><a href="/" rel="home">%(name)s</a></p><p class="site-description">Independent news from the Okanagan Valley</p></div></div><div data-column="end"><nav id="header-menu-1" class="header-menu-1" data-id="menu">%(nav)s</nav></div></div></div></div></header>
<main id="main" class="site-main hfeed"><div class="ct-container-full" data-content="narrow" data-vertical-spacing="top:bottom">
<article id="post-%(num)d" class="post-%(num)d post type-post status-publish format-standard has-post-thumbnail hentry">
<div class="hero-section is-width-constrained" data-type="type-1"><header class="entry-header"><ul class="entry-meta" data-type="simple:none"><li class="meta-categories"><a href="/%(sec)s/" rel="tag" class="ct-term-1">%(section)s</a></li></ul>
<h1 class="page-title" title="%(head)s">%(head)s</h1>
%(dek)s
%(byl)s</header></div>
<figure class="ct-featured-image">%(hero)s</figure>
<div class="entry-content is-layout-constrained">
%(body)s
</div>
<div class="entry-tags is-width-constrained"><span class="ct-module-title">Tags</span><div class="entry-tags-items">%(tags)s</div></div>
<div class="ct-share-box is-width-constrained" data-location="bottom" data-type="type-1"><span class="ct-module-title">Share your love</span>%(share)s</div>
<div class="author-box is-width-constrained" data-type="type-2">%(bio)s</div>
<nav class="post-navigation is-width-constrained"><a href="/news/prev/" class="nav-item-prev"><span class="item-label">Previous <span>Post</span></span><span class="item-title">%(prev)s</span></a></nav>
</article>
<div class="ct-related-posts-container"><div class="ct-container"><div class="ct-related-posts">%(related)s</div></div></div>
<div class="ct-comments-container"><div class="ct-container-narrow"><div class="ct-comments" id="comments">%(comments)s</div></div></div>
</div></main>
<footer id="footer" class="ct-footer" data-id="type-1"><div data-row="top"><div class="ct-container">%(nl)s%(adv)s</div></div><div data-row="middle"><div class="ct-container">%(cols)s</div></div><div data-row="bottom"><div class="ct-container">%(legal)s<div class="ct-footer-copyright"><p>%(copy)s Powered by Blocksy</p></div></div></div></footer></div>
<div class="cookie-notification ct-fade-in-start" data-period="forever" data-type="type-1"><div class="container"><div class="ct-cookies-content">%(cookie)s</div><div class="ct-button-group"><button type="button" class="ct-button ct-cookies-accept-button">%(accept)s</button><button type="button" class="ct-button ct-cookies-decline-button">%(reject)s</button></div></div></div>""" % dict(
        mnav=nav_menu(ctx, "mobile-menu-ul", sub=True), ticker=ticker(ctx, "ct-header-text", "Breaking"),
        name=esc(ctx.name), nav=nav_menu(ctx, "menu", sub=True, ul_id="menu-main-menu"), num=ctx.num,
        sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head), dek=dek, byl=byl,
        hero=hero(ctx, "ct-image-container", caption=False, tag="div"), body=body,
        tags=tags_box(ctx, "tags", label=False), share=share_links(ctx, cls="ct-share"),
        bio=author_bio(ctx, "ct-author-box"), prev=esc(ctx.headlines(1, "prevnext")[0]),
        related=story_list(ctx, "Related Posts", 3, "ct-related-posts-items", thumbs=True, dates=True,
                           article=True, cat="related"),
        comments=wp_comments(ctx, ncom), nl=newsletter_box(ctx, "ct-newsletter-subscribe-form",
                                                           title="Get the Owl in your inbox"),
        adv=advertise_box(ctx, "widget_media_kit"), cols=sitemap_cols(ctx, "ct-widget"),
        legal=footer_links(ctx, "footer-menu"), copy=copyright(ctx), cookie=esc(cookie_text(ctx)),
        accept=esc(L["accept"]), reject=esc(L["reject"]))
    head = head_html(ctx, "BlogPosting", extra=_wp_head_extra(ctx), scripts=analytics(ctx))
    return page(ctx, head, html, html_attrs=' data-header="type-1" data-footer="type-1"',
                body_attrs=' class="post-template-default single single-post postid-%d ct-loading" data-link="type-2" '
                'data-prefix="single_blog_post" data-header="type-1" data-footer="type-1" itemscope="itemscope" '
                'itemtype="https://schema.org/Blog"' % ctx.num)


# ---------------------------------------------------------------- WordPress + CoverNews
def covernews(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/" % ctx.slug)
    byl = ctx.mark_byline('<div class="post-item-metadata entry-meta"><span class="author-links"><span class="item-'
                          'metadata posts-author"><i class="far fa-user-circle"></i> <a href="/author/%s/">%s</a>'
                          '</span> <span class="item-metadata posts-date"><i class="far fa-clock"></i> <a href="/%s/">'
                          '%s</a></span></span></div>' % (slugify(ctx.author), esc(ctx.author), ctx.date[:7].replace(
                              "-", "/"), esc(ctx.dt())))
    sty = {"embed": lambda c, v: '<div class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper">%s'
                                 '</div></div>' % __import__("common").embed_html(c, v),
           "fig": lambda c, cap, cr, i: ('<div class="wp-caption aligncenter">%s<p class="wp-caption-text">%s</p></div>'
                                         % (c.img(c.img_path(cap, 800, 533), cap, 800, 533, "size-large"),
                                            inline_html(cap)))}
    inserts = ins(ctx, '<div class="covernews-ad-inline">%s</div>' % ad_slot(ctx, "adsbygoogle", "incontent1"),
                  '<div class="covernews-ad-inline">%s</div>' % ad_slot(ctx, "adsbygoogle", "incontent2"), gap=3)
    body = render_body(ctx, sty, inserts)
    marquee = ('<div class="af-breaking-news"><div class="breaking-news-title"><span>Breaking News</span></div><div '
               'class="af-marquee-wrap"><div class="marquee">%s</div></div></div>' % "".join(
                   '<a href="/%s/"><span class="circle-marq"></span>%s</a>' % (slugify(h), esc(h))
                   for h in ctx.headlines(4, "ticker")))
    wid = lambda t, inner, c: '<div id="%s" class="widget covernews-widget"><h2 class="widget-title widget-title-1">' \
                              '<span>%s</span></h2>%s</div>' % (c, t, inner)
    sidebar = (wid("Recent Posts", story_list(ctx, "", 5, "recent-posts", dates=True, thumbs=True, cat="latest"),
                   "recent-posts-2") +
               wid("Recent Comments", '<ul id="recentcomments">%s</ul>' % "".join(
                   '<li class="recentcomments"><span class="comment-author-link">%s</span> on <a href="/%s/">%s</a>'
                   '</li>' % (esc(ctx.pick(LG.HANDLES)), slugify(h), esc(h)) for h in ctx.headlines(3, "recent_comments")),
                   "recent-comments-2") +
               wid("Advertise", advertise_box(ctx, "media-kit"), "custom_html-3"))
    dek = '<div class="entry-excerpt"><p>%s</p></div>' % esc(ctx.dek) if ctx.dek else ""
    html = """<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="header-layout-1"><div class="top-masthead"><div class="container"><div class="row"><div class="col-xs-12 col-sm-8"><div class="top-navigation">%(today)s</div></div><div class="col-xs-12 col-sm-4"><div class="social-navigation">%(follow)s</div></div></div></div></div>
<header id="masthead" class="site-header"><div class="masthead-banner"><div class="container"><div class="site-branding"><p class="site-title font-family-1"><a href="/" rel="home">%(name)s</a></p><p class="site-description">Lagos news, every hour</p></div><div class="banner-promotions-wrapper">%(adtop)s</div></div></div>
<nav id="site-navigation" class="main-navigation"><div class="container"><div class="menu main-menu">%(nav)s</div></div></nav></header></div>
<div class="container">%(marquee)s</div>
<div id="content" class="container"><div class="section-block-upper row"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-%(num)d" class="af-single-article post-%(num)d post type-post status-publish">
<div class="entry-content-wrap"><header class="entry-header"><div class="header-details-wrapper"><div class="entry-header-details"><div class="figure-categories figure-categories-bg"><ul class="cat-links"><li class="meta-category"><a class="covernews-categories category-color-1" href="/category/%(sec)s/">%(section)s</a></li></ul></div>
<h1 class="entry-title">%(head)s</h1>
%(dek)s
%(byl)s</div></div>
<div class="aft-post-thumbnail-wrapper"><div class="post-thumbnail full-width-image">%(hero)s</div></div></header>
<div class="entry-content">
%(body)s
<div class="post-item-metadata entry-meta"></div></div>
<footer class="entry-footer"><span class="tags-links">Tags: %(tags)s</span></footer>
<div class="aft-social-share">%(share)s</div></div>
<div class="em-reated-posts col-ten"><div class="container-wrapper">%(related)s</div></div>
%(comments)s
</article></main></div>
<aside id="secondary" class="widget-area sidebar-sticky-top">%(sidebar)s</aside></div></div>
<footer class="site-footer"><div class="primary-footer"><div class="container">%(cols)s%(nl)s</div></div><div class="site-info"><div class="container">%(legal)s<span class="footer-copyright">%(copy)s</span> <span class="sep"> | </span> CoverNews by AF themes.</div></div></footer></div>
<div id="moove_gdpr_cookie_info_bar" class="moove-gdpr-info-bar-hidden"><div class="moove-gdpr-info-bar-container"><div class="moove-gdpr-cookie-notice"><p>%(cookie)s</p></div><button class="mgbutton moove-gdpr-infobar-allow-all">%(accept)s</button></div></div>""" % dict(
        today=esc(ctx.dt()), follow=share_links(ctx, cls="social-follow"), name=esc(ctx.name),
        adtop=ad_slot(ctx, "banner-ad", "header", size=(728, 90)), nav=nav_menu(ctx, "menu", sub=True, ul_id="primary-menu"),
        marquee=marquee, num=ctx.num, sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head),
        dek=dek, byl=byl, hero=hero(ctx, "wp-post-image", caption=False, tag="div"), body=body,
        tags=tags_box(ctx, "tag-cloud", label=False), share=share_links(ctx, cls="sharing-button"),
        related=story_list(ctx, "More Stories", 3, "af-related", thumbs=True, dates=True, bylines=True,
                           cat="related"),
        comments=wp_comments(ctx, 4 if ctx.page_no == 1 else 6), sidebar=sidebar,
        cols=sitemap_cols(ctx, "footer-widget"), nl=newsletter_box(ctx, "wpcf7-newsletter", title="Subscribe to our daily digest"),
        legal=footer_links(ctx, "footer-menu"), copy=copyright(ctx, "Eko Daily Wire Ltd"),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "NewsArticle", extra=_wp_head_extra(ctx), scripts=analytics(ctx))
    return page(ctx, head, html, body_attrs=' class="post-template-default single single-post postid-%d aft-default-mode'
                ' default-content-layout align-content-left"' % ctx.num)


# ---------------------------------------------------------------- Kinja
def kinja(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s-%d" % (ctx.slug, 1851000000 + ctx.num * 131))
    mon = LG.MONTHS["en"][int(ctx.date[5:7]) - 1]
    byl = ctx.mark_byline('<div class="sc-cw4lnv-5 eKrJqq"><div class="sc-1jc3ukb-2 gVsEBC">By <a data-ga="[[&quot;'
                          'Permalink meta&quot;,&quot;Author click&quot;]]" href="/author/%s" class="sc-1out364-0 '
                          'dPMosf js_link">%s</a></div></div><div class="sc-cw4lnv-6 bFLCrr"><time datetime="%s" class'
                          '="sc-1ofbtm4-0 ipWmFF">Published %s %d, %s</time></div>' % (
                              slugify(ctx.author), esc(ctx.author), ctx.iso(), mon, int(ctx.date[8:]), ctx.date[:4]))
    P = '<p class="sc-77igqf-0 bOfvBY">{}</p>'
    sty = {"p": P, "h": '<h3 class="sc-1st2y6i-0 fsSrjT">{}</h3>',
           "ul": ('<ul class="sc-1m7hn3q-0 dKAbEM">', '<li class="sc-1m7hn3q-1 hBkTQQ">{}</li>', '</ul>'),
           "fig": lambda c, cap, cr, i: ('<figure class="sc-1eow4w5-0 kRhNPV">%s<figcaption class="sc-1eow4w5-3 '
                                         'gHQUBO"><div class="sc-1eow4w5-4">%s</div><div class="sc-1eow4w5-5 cLAkSO">%s'
                                         '</div></figcaption></figure>' % (c.img(c.img_path(cap, 800, 450), cap, 800,
                                                                                 450), inline_html(cap), esc(cr))),
           "rel": lambda c, t, i: ('<aside class="sc-1xnl9j1-0 inset--story"><div class="sc-1xnl9j1-2">Related Content'
                                   '</div><a href="%s" class="sc-1out364-0">%s</a></aside>' % (
                                       c.abs("/" + slugify(t)), esc(t)))}
    inserts = ins(ctx, '<div class="sc-1ovr6ah-0 js_ad-dynamic">%s</div>' % ad_slot(ctx, "ad-container", "inline-1"),
                  '<div class="sc-1ovr6ah-0 js_ad-dynamic">%s</div>' % ad_slot(ctx, "ad-container", "inline-2"), gap=3)
    body = render_body(ctx, sty, inserts)
    dek = '<h2 class="sc-1rk1w6i-0 js_summary">%s</h2>' % esc(ctx.dek) if ctx.dek else ""
    discussion = ('<section class="sc-1cy0ibt-0 js_comments"><h2 class="sc-1cy0ibt-1">Discussion</h2><div class="'
                  'sc-1cy0ibt-2 js_reply-list">%s</div><button class="sc-1cy0ibt-3">Show all %d replies</button>'
                  '</section>' % (comment_items(ctx, 4, cls="js_reply"), 20 + ctx.num % 40))
    wrap_open = '<article class="sc-1pw4fyi-7 js_post_item">' if ctx.page_no == 1 else '<div class="sc-1pw4fyi-7 js_post_item">'
    wrap_close = "</article>" if ctx.page_no == 1 else "</div>"
    html = """<div id="__next"><div class="sc-1w3xe4h-0 bZfVjF"><header class="sc-1gx3cb5-0 js_header"><div class="sc-1gx3cb5-1 kbOdHf"><button class="sc-1gx3cb5-2" aria-label="Open navigation">%(menu)s</button><a href="/" class="sc-1gx3cb5-3 js_logo" aria-label="%(name)s">%(name)s</a><a class="sc-1gx3cb5-4" href="/login">%(login)s</a></div>
<nav class="sc-m7g7d4-0 js_navigation">%(nav)s</nav></header>
<div class="sc-10lfl6f-0">%(adtop)s</div>
<main class="sc-11qwj9y-0 js_starterpost">%(wo)s
<header class="sc-1efpnfq-0 jxYpQd"><div class="sc-1jc3ukb-0"><a href="/%(sec)s" class="sc-1out364-0 js_kicker">%(section)s</a></div>
<h1 class="sc-1efpnfq-0 dAlcTj">%(head)s</h1>
%(dek)s
<div class="sc-cw4lnv-4 eMfhLb">%(byl)s</div>
<div class="sc-1wbjbvu-0 js_share-tools">%(share)s</div></header>
<div class="sc-xs32fe-0">%(hero)s</div>
<div class="sc-xs32fe-0 gKylik js_post-content"><div class="sc-r43lxo-1 cwnrYD">
%(body)s
</div></div>
<div class="sc-1nmsaq-0 js_tag-dropdown">%(tags)s</div>
%(wc)s
%(discussion)s
<section class="sc-1k3np0u-0 js_more-stories">%(more)s</section>
</main>
<aside class="sc-1k9nk0t-0 js_sidebar">%(popular)s%(ad)s%(nl)s</aside>
<footer class="sc-1n3bl1x-0 js_footer"><div class="sc-1n3bl1x-1">%(name)s</div>%(cols)s%(legal)s<p>%(copy)s</p></footer>
<div class="sc-1w8ufq6-0 js_consent"><p>%(cookie)s</p><button>%(accept)s</button><button>%(settings)s</button></div></div></div>""" % dict(
        menu=icon("menu"), name=esc(ctx.name), login=esc(L["login"]), nav=nav_menu(ctx, "sc-m7g7d4-1", "sc-m7g7d4-2", sub=False),
        adtop=ad_slot(ctx, "ad-container", "top", size=(970, 90)), wo=wrap_open, wc=wrap_close,
        sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head), dek=dek, byl=byl,
        share=share_links(ctx, cls="sc-share"), hero=hero(ctx, "sc-1eow4w5-0 lead-media", tag="figure"), body=body,
        tags=tags_box(ctx, "sc-tags"), discussion=discussion,
        more=story_list(ctx, "More from Gearhound", 6, "sc-more", thumbs=True, bylines=True, dates=True,
                        article=ctx.page_no == 1, cat="more_from"),
        popular=story_list(ctx, "Popular", 5, "sc-popular", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "ad-container", "sidebar", size=(300, 600)),
        nl=newsletter_box(ctx, "sc-newsletter", title="Get the best of Gearhound in your inbox"),
        cols=sitemap_cols(ctx, "sc-footer-col"), legal=footer_links(ctx, "sc-footer-legal"),
        copy=copyright(ctx, "Gearhound Media Group"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]),
        settings=esc(L["settings"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx))
    return page(ctx, head, html)


# ---------------------------------------------------------------- The Conversation style
def conversation(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s-%d" % (ctx.slug, 250000 + ctx.num * 13))
    univ = ["University of Melbourne", "Monash University"][ctx.page_no - 1]
    role = ["Senior Lecturer in Soil Science", "Associate Professor of Digital Education"][ctx.page_no - 1]
    h, m = (int(x) for x in ctx.time.split(":"))
    pub = "Published: %s %d, %s %d.%02dam AEST" % (LG.MONTHS["en"][int(ctx.date[5:7]) - 1], int(ctx.date[8:]),
                                                   ctx.date[:4], h, m)
    sty = {"h": "<h2>{}</h2>",
           "table": ('<figure class="table"><table>', "<tr>{}</tr>", "<th>{}</th>", "<td>{}</td>",
                     "</table></figure>")}
    inserts = ins(ctx, '<aside class="inline-promo"><p><em>Want more science news you can trust? Sign up for our '
                  'free weekly newsletter.</em></p></aside>', gap=4)
    ctx.note("newsletter", "Want more science news you can trust? Sign up for our free weekly newsletter.")
    body = render_body(ctx, sty, inserts)
    republish = ('<div class="republish"><h3>Republish this article</h3><p>We believe in the free flow of '
                 'information. Republish our articles for free, online or in print, under a Creative Commons '
                 'license.</p><a class="button" href="%s/republish">Republish this article</a></div>' % ctx.url[len(
                     ctx.abs("")):])
    ctx.note("republish", "We believe in the free flow of information. Republish our articles for free")
    disclosure = ('<div class="disclosure"><h3>Disclosure statement</h3><p>%s receives funding from the Australian '
                  'Research Council. %s does not work for, consult, own shares in or receive funding from any '
                  'company or organisation that would benefit from this article.</p><h3>Partners</h3><p>%s provides '
                  'funding as a member of The Faculty Room AU.</p></div>' % (esc(ctx.author), esc(ctx.author.split()[0]),
                                                                             esc(univ)))
    ctx.note("disclosure", "receives funding from the Australian Research Council")
    html = """<div id="page"><header id="header" class="header"><div class="header-inner"><a class="logo" href="/au">%(name)s</a><p class="strapline">Academic rigour, journalistic flair</p><form class="search" action="/au/search"><input name="q" placeholder="%(search)s"></form><a href="/sign_in">%(login)s</a> <a class="button" href="/au/donate">Donate</a></div>
<nav class="sections">%(nav)s</nav></header>
<main id="content"><article class="content" itemscope itemtype="https://schema.org/Article">
<div class="content-header"><div class="content-header-block"><h1 class="legacy entry-title instapaper_title" itemprop="name">%(head)s</h1></div>
<div class="content-header-block"><div class="meta"><time datetime="%(iso)s" class="timestamp">%(pub)s</time></div><div class="share-page">%(share)s</div></div></div>
<figure class="content-lead-image">%(hero)s</figure>
<div class="grid-ten large-grid-nine grid-last content-body content entry-content instapaper_body inline-promos" itemprop="articleBody">
<p class="standfirst"><strong>%(dek)s</strong></p>
%(body)s
</div>
<aside class="content-sidebar"><div class="content-authors-group"><h3>Author</h3><ul class="authors"><li class="author"><a class="author-name" href="/profiles/%(aslug)s" itemprop="author">%(author)s</a><p class="role">%(role)s, %(univ)s</p></li></ul></div>
%(disclosure)s
%(republish)s</aside>
<div class="topic-list"><h3>Keywords</h3>%(tags)s</div>
</article>
<section class="comments"><h2>Comments</h2><p class="comment-guidelines">Please read our Community Standards before commenting. Comments close seven days after publication.</p><ol class="comment-list">%(comments)s</ol></section>
<section class="related-content">%(related)s</section>
<aside class="events">%(events)s</aside></main>
<footer class="footer"><div class="footer-nav">%(cols)s</div>%(legal)s<p class="copyright">%(copy)s</p></footer>
<div class="cookie-banner"><p>%(cookie)s</p><button>%(accept)s</button></div></div>""" % dict(
        name=esc(ctx.name), search=esc(L["search"]), login=esc(L["login"]), nav=nav_menu(ctx, "section-list", sub=False),
        head=esc(ctx.head), iso=ctx.iso(), pub=esc(pub), share=share_links(ctx, cls="share-link"),
        hero=hero(ctx, "lead-image", tag="div"), dek=esc(ctx.dek), body=body, aslug=slugify(ctx.author),
        author=esc(ctx.author), role=esc(role), univ=esc(univ), disclosure=disclosure, republish=republish,
        tags=tags_box(ctx, "topic-list-items", label=False), comments=comment_items(ctx, 4, cls="comment"),
        related=story_list(ctx, "You might also like", 4, "related", thumbs=True, dates=False, bylines=True),
        events=story_list(ctx, "Events", 3, "events", dates=True, cat="events"),
        cols=sitemap_cols(ctx, "footer-col"), legal=footer_links(ctx, "footer-legal"),
        copy=copyright(ctx, "The Faculty Room AU Limited"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx))
    return page(ctx, head, html, body_attrs=' class="articles show"')


# ---------------------------------------------------------------- beehiiv
def beehiiv(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/p/%s" % ctx.slug)
    mon = LG.MONTHS["en"][int(ctx.date[5:7]) - 1]
    byl = ctx.mark_byline('<div class="flex items-center space-x-2"><a class="text-sm font-semibold text-wt-text-on-'
                          'background hover:underline" href="/authors/%s">%s</a><span aria-hidden="true"> · </span><span class="text-sm text-wt-text-on-'
                          'background opacity-75">%s %d, %s</span></div>' % (slugify(ctx.author), esc(ctx.author),
                                                                               mon, int(ctx.date[8:]), ctx.date[:4]))
    P = '<p class="paragraph" style="text-align:left;">{}</p>'
    sty = {"p": P, "h": '<h2 class="heading" style="text-align:left;" id="{}">{}</h2>',
           "quote": '<blockquote class="blockquote"><p>{}</p></blockquote>',
           "ul": ('<ul>', '<li><p class="paragraph" style="text-align:left;">{}</p></li>', '</ul>'),
           "note": '<div class="generic-embed"><p class="paragraph" style="text-align:left;"><i>{}</i></p></div>',
           "q": '<p class="paragraph" style="text-align:left;"><b>{}</b></p>'}
    sty["h"] = lambda c, t, i: '<h2 class="heading" style="text-align:left;" id="%s">%s</h2>' % (slugify(t, 5), t)
    mid = ('<div class="subscribe-widget" style="background:#f4efe6"><p class="font-bold">Enjoying this issue?</p>'
           '<p>Join 14,000 readers who get The Harbour Letter every Wednesday.</p><form action="/create_subscription" '
           'method="post"><input type="email" name="email" placeholder="Enter your email"><button>Subscribe</button>'
           '</form></div>')
    ctx.note("newsletter", "Join 14,000 readers who get The Harbour Letter every Wednesday.")
    body = render_body(ctx, sty, ins(ctx, mid, gap=4))
    comments = ('<div class="comments-section mt-10"><h3 class="text-lg font-semibold">%d Comments</h3><div class="'
                'space-y-4">%s</div><a class="text-sm underline" href="/login?redirect=%s">Login or Subscribe to '
                'participate in polls and comments.</a></div>' % (4, comment_items(ctx, 4, cls="bh-comment",
                                                                                  tag="div"), ctx.url))
    recs = story_list(ctx, "Keep Reading", 3, "post-card", thumbs=True, dates=True, wrap="div", item_tag="div",
                      cat="more_from")
    html = """<div class="min-h-screen bg-wt-background"><div class="relative"><nav class="sticky top-0 z-20 w-full border-b" aria-label="Main"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3"><a class="flex items-center space-x-2" href="/"><span class="text-lg font-bold">%(name)s</span></a><div class="hidden md:flex space-x-4"><a href="/archive">Archive</a><a href="/about">About</a><a href="/sponsor">Sponsor</a><a href="/upgrade">Membership</a></div><a class="rounded-md px-3 py-2 text-sm font-semibold" href="/subscribe">Subscribe</a></div></nav>
<main class="mx-auto max-w-2xl px-4"><div class="flex flex-col space-y-4 py-10">
<div class="text-sm uppercase tracking-wide opacity-75">%(issue)s</div>
<h1 class="text-3xl font-bold text-wt-text-on-background sm:text-4xl">%(head)s</h1>
<h2 class="text-lg text-wt-text-on-background opacity-75">%(dek)s</h2>
%(byl)s
<div class="flex space-x-3">%(share)s</div></div>
<div id="content-blocks" class="rendered-post"><div class="dream-post-content-doc" style="font-family:Georgia,serif">
%(body)s
</div></div>
<div class="mt-10 rounded-lg border p-6 text-center"><h3 class="text-xl font-bold">Subscribe to %(name)s</h3><p>Local news and analysis for Halifax and Dartmouth, from a one-person newsroom supported by readers.</p><form action="/create_subscription" method="post"><input type="email" name="email" placeholder="%(email)s"><button>Subscribe</button></form><p class="text-xs opacity-75">Already a subscriber? <a href="/login">Sign in</a></p></div>
%(comments)s
<div class="mt-10">%(recs)s</div>
</main>
<footer class="border-t py-8"><div class="mx-auto max-w-6xl px-4 text-sm"><p>%(copy)s</p><p><a href="/privacy">Privacy policy</a> · <a href="/terms">Terms of use</a></p><p class="opacity-75">Powered by beehiiv</p></div></footer></div></div>""" % dict(
        name=esc(ctx.name), issue=esc(ctx.dek.split(":")[0]) if ctx.dek else "", head=esc(ctx.head),
        dek=esc(ctx.dek), byl=byl, share=share_links(ctx, cls="share-icon"), body=body, email=esc(L["email"]),
        comments=comments, recs=recs, copy=copyright(ctx, "The Harbour Letter"))
    ctx.note("subscribe", "Local news and analysis for Halifax and Dartmouth, from a one-person newsroom")
    head = head_html(ctx, "Article", extra='<meta name="generator" content="beehiiv">',
                     css="*,:after,:before{box-sizing:border-box}.rendered-post p{margin:1em 0}",
                     scripts='<script>window.__BEEHIIV_POST__={"id":"%08x","audience":"free"};</script>' % (
                         ctx.num * 2654435761 % 2 ** 32))
    return page(ctx, head, html)


# ---------------------------------------------------------------- Weebly
def weebly(ctx):
    L = ctx.L
    pid = 1200000 + ctx.num * 7
    ctx.url = ctx.abs("/news/%s" % ctx.slug)
    y, mo, d = ctx.date.split("-")
    byl = ctx.mark_byline('<p class="blog-date"><span class="date-text">%d/%d/%s</span></p>' % (int(mo), int(d), y))
    sty = {"p": "{}<br><br>", "h": "<strong>{}</strong><br><br>", "rel": lambda c, t, i: ""}
    body = render_body(ctx, sty)
    body = body.rstrip()
    if body.endswith("<br><br>"):
        body = body[:-8]
    comments = ('<div class="blog-comments-bottom"><a class="blog-link" href="#comments">%d Comments</a></div></div>'
                '<div id="comments"><div class="blog-comments"><h2 class="blog-comments-title">%d Comments</h2>%s</div>'
                '<div id="commentArea"><h2 id="comment-form-title">Leave a Reply.</h2><form id="commentForm" action="/'
                'ajax/apps/blogCommentSubmit.php" method="post"><div class="blogCommentLabel">Name (required)</div>'
                '<input type="text" name="name"><div class="blogCommentLabel">Email (not published)</div><input type="'
                'text" name="email"><div class="blogCommentLabel">Comments (required)</div><textarea name="comment">'
                '</textarea><input type="submit" value="Submit"></form></div></div>' % (
                    3, 3, comment_items(ctx, 3, cls="blogCommentWrap", tag="div")))
    sidebar = ('<div class="blog-sidebar"><div class="column-blog"><h2 class="wsite-content-title">Author</h2><div '
               'class="paragraph">Millhaven Community News is written by volunteers from the Millhaven Historical '
               'Society and the Friends of the Library. Send news to the editor by the Thursday before publication.'
               '</div><h2 class="wsite-content-title">Archives</h2><p><a href="/news/archives/05-2025">May 2025</a><br>'
               '<a href="/news/archives/04-2025">April 2025</a><br><a href="/news/archives/03-2025">March 2025</a><br>'
               '<a href="/news/archives/02-2025">February 2025</a></p><h2 class="wsite-content-title">Categories</h2>'
               '<p><a href="/news/category/all">All</a><br><a href="/news/category/library">Library</a><br><a href="/'
               'news/category/fire-department">Fire Department</a><br><a href="/news/category/schools">Schools</a><br>'
               '<a href="/news/category/events">Events</a></p><h2 class="wsite-content-title">Recent posts</h2>%s'
               '<p><a href="/news/feed" class="blog-feed-link">RSS Feed</a></p></div></div>' % story_list(
                   ctx, "", 4, "recent-post", dates=True, heading="h2", cat="latest"))
    ctx.note("about", "written by volunteers from the Millhaven Historical Society and the Friends of the Library")
    html = """<div class="wrapper"><div class="dusk-header"><div class="nav-wrap"><div class="container"><div class="logo"><span class="wsite-logo"><a href="/"><span id="wsite-title">%(name)s</span></a></span></div>
<div class="nav desktop-nav"><ul class="wsite-menu-default"><li id="pg1" class="wsite-menu-item-wrap"><a href="/" class="wsite-menu-item">Home</a></li><li id="active" class="wsite-menu-item-wrap"><a href="/news.html" class="wsite-menu-item">News</a></li><li class="wsite-menu-item-wrap"><a href="/events.html" class="wsite-menu-item">Events</a></li><li class="wsite-menu-item-wrap"><a href="/classifieds.html" class="wsite-menu-item">Classifieds</a></li><li class="wsite-menu-item-wrap"><a href="/obituaries.html" class="wsite-menu-item">Obituaries</a></li><li class="wsite-menu-item-wrap"><a href="/contact.html" class="wsite-menu-item">Contact</a></li></ul></div></div></div></div>
<div class="main-wrap"><div class="container"><div id="wsite-content" class="wsite-elements wsite-not-footer">
<div id="blogTable" class="blogTable"><div class="blog-body"><div id="blog-post-%(pid)d" class="blog-post"><div class="blog-header"><h2 class="blog-title"><a class="blog-title-link blog-link" href="%(url)s">%(head)s</a></h2>
%(byl)s
<p class="blog-category-list"><span class="categories">Categories:</span> <a href="/news/category/%(sec)s">%(section)s</a></p></div>
<div class="blog-content"><div><div class="wsite-image wsite-image-border-none" style="padding-top:10px;padding-bottom:10px;text-align:center">%(hero)s</div></div>
<div class="paragraph">%(body)s</div></div>
%(comments)s
</div>%(sidebar)s</div></div></div></div>
<div class="footer-wrap"><div class="container"><div class="footer"><div class="wsite-elements wsite-footer"><div class="paragraph" style="text-align:center">%(name)s &middot; 114 Main Street, Millhaven, Iowa &middot; <a href="mailto:editor@millhavennews.org">editor@millhavennews.org</a><br>%(copy)s</div></div></div></div></div></div>
<div id="weebly-footer-signup-container-v3"><a class="link weebly-icon" href="/">Powered by Weebly</a></div>""" % dict(
        name=esc(ctx.name), pid=pid, url=ctx.url, head=esc(ctx.head), byl=byl, sec=slugify(ctx.section),
        section=esc(ctx.section), hero=ctx.img(ctx.img_path(ctx.head, 800, 533), ctx.head, 800, 533), body=body,
        comments=comments, sidebar=sidebar, copy=copyright(ctx))
    head = head_html(ctx, "Article", extra='<meta name="generator" content="Weebly">',
                     twitter=ctx.decl != "none", scripts=('<script>var STATIC_BASE="//cdn1.millhavennews.org/";'
                                                          '_W.configDomain="millhavennews.org";</script>'))
    return page(ctx, head, html, body_attrs=' class="blog-page wsite-page-news wsite-theme-light"')


# ---------------------------------------------------------------- ExpressionEngine
def ee(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/news/article/%s" % ctx.slug)
    byl = ctx.mark_byline('<div class="story-byline">By <a href="/staff/%s">%s</a> &bull; <span class="story-date">'
                          '%s</span></div>' % (slugify(ctx.author), esc(ctx.author), esc(ctx.dt())))
    sty = {"ul": ('<ul class="story-list">', "<li>{}</li>", "</ul>")}
    inserts = ins(ctx, '<div class="ad ad-inline"><span class="ad-label">%s</span><a href="/ads/click/%d"><img src="'
                  'https://www.alpinesentinel.com/images/ads/gunnison-outfitters-300x250.jpg" alt="Gunnison Outfitters"'
                  ' width="300" height="250"></a></div>' % (esc(L["ad"]), ctx.num))
    body = render_body(ctx, sty, inserts)
    wrap_a, wrap_z = ('<article class="story">', '</article>') if ctx.page_no == 2 else ('<div class="story">', '</div>')
    snow = ('<div class="sidebar-box snow-report"><h3>Snow Report</h3><table><tr><td>Crested Peak</td><td>14" new</td>'
            '<td>Base 52"</td></tr><tr><td>Monarch Crest</td><td>9" new</td><td>Base 47"</td></tr><tr><td>Powderhorn'
            '</td><td>6" new</td><td>Base 38"</td></tr></table><p class="small">Updated 6 a.m. daily</p></div>')
    html = """<div id="wrap"><div id="masthead"><a href="/"><img src="https://www.alpinesentinel.com/themes/site/img/masthead.png" alt="%(name)s" width="620" height="90"></a><div class="masthead-info"><p class="weather-now">Gunnison 18&deg;F Light snow</p><p class="edition">%(today)s</p></div></div>
<div id="nav">%(nav)s</div>
<div id="main"><div id="left">
%(wa)s
<p class="story-section"><a href="/news/section/%(sec)s">%(section)s</a></p>
<h1 class="story-title">%(head)s</h1>
%(dek)s
%(byl)s
<div class="story-photo">%(hero)s</div>
<div class="story-body">
%(body)s
</div>
<div class="story-tools"><a href="/news/print/%(slug)s">Print</a> | <a href="/news/email/%(slug)s">Email this story</a></div>
%(wz)s
<div id="comments"><h3>Reader Comments</h3><p class="comment-policy">Comments are the opinions of their authors. The Alpine Sentinel reserves the right to remove comments that are abusive or off-topic.</p>%(comments)s
<form method="post" action="https://www.alpinesentinel.com/" id="comment_form"><div class="hiddenFields"><input type="hidden" name="ACT" value="14"><input type="hidden" name="RET" value="/news/article/%(slug)s"><input type="hidden" name="entry_id" value="%(num)d"><input type="hidden" name="site_id" value="1"></div><p><label for="name">%(lname)s</label><input type="text" name="name" id="name"></p><p><label for="comment">%(lcom)s</label><textarea name="comment" id="comment" rows="8"></textarea></p><p><input type="submit" value="%(submit)s"></p></form></div>
</div>
<div id="right">%(snow)s<div class="sidebar-box">%(latest)s</div>%(ad)s%(nl)s</div></div>
<div id="footer">%(legal)s<p>%(copy)s &bull; PO Box 610, Gunnison, Colorado</p></div></div>""" % dict(
        name=esc(ctx.name), today=esc(ctx.dt()), nav=nav_menu(ctx, "nav-list", sub=False), wa=wrap_a, wz=wrap_z,
        sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head),
        dek='<h2 class="story-deck">%s</h2>' % esc(ctx.dek) if ctx.dek else "", byl=byl,
        hero=hero(ctx, "story-photo-img", tag="div"), body=body, slug=ctx.slug, num=ctx.num,
        comments=comment_items(ctx, 3, cls="comment", tag="div"), lname=esc(L["name"]), lcom=esc(L["comments"]),
        submit=esc(L["post_comment"]), snow=snow,
        latest=story_list(ctx, "Latest Headlines", 6, "latest", dates=True, cat="latest"),
        ad=ad_slot(ctx, "ad", "right", size=(300, 250)), nl=newsletter_box(ctx, "enews", title="Sentinel E-News"),
        legal=footer_links(ctx, "footer-links"), copy=copyright(ctx, "Alpine Sentinel Publishing"))
    ctx.note("footer", "Comments are the opinions of their authors.")
    head = head_html(ctx, "NewsArticle", twitter=False,
                     extra='<link rel="stylesheet" href="https://www.alpinesentinel.com/?css=site/main.v.1704892311">')
    return page(ctx, head, html)


# ---------------------------------------------------------------- Movable Type
def mt(ctx):
    L = ctx.L
    y, mo = ctx.date[:4], ctx.date[5:7]
    ctx.url = ctx.abs("/%s/%s/%s.html" % (y, mo, "_".join(ctx.slug.split("-")[:4])))
    blocks = ctx.blocks
    paras = [i for i, b in enumerate(blocks) if b[0] == "p"]
    cut = paras[min(3, len(paras) - 1)]
    body_all = render_body(ctx, {"fig": lambda c, cap, cr, i: (
        '<span class="mt-enclosure mt-enclosure-image" style="display:block">%s</span><p class="caption"><em>%s</em>'
        '</p>' % (c.img(c.img_path(cap, 640, 427), cap, 640, 427, "mt-image-center"), inline_html(cap)))})
    parts = body_all.split("\n")
    first, more = "\n".join(parts[:cut + 1]), "\n".join(parts[cut + 1:])
    byline = ('<div class="asset-meta"><span class="byline vcard">By <span class="vcard author"><a class="fn url" href'
              '="/about/%s.html">%s</a></span> on <abbr class="published" title="%s">%s %s</abbr></span> <span class="'
              'separator">|</span> <a class="permalink" href="%s">Permalink</a></div>' % (
                  slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt()), ctx.time, ctx.url))
    ncom = 4 if ctx.page_no == 1 else 3
    comments = ('<div id="comments" class="comments"><h2 class="comments-header">%d Comments</h2><div class="comments-'
                'content">%s</div><div class="comments-open" id="comments-open"><h2 class="comments-open-header">'
                'Leave a comment</h2><div class="comments-open-content"><form method="post" action="/cgi-bin/mt/mt-'
                'comments.cgi" name="comments_form" id="comments-form"><input type="hidden" name="entry_id" value="%d">'
                '<div id="comments-open-data"><label for="comment-author">%s</label><input id="comment-author" name="'
                'author" size="30"><label for="comment-email">%s</label><input id="comment-email" name="email" size="30'
                '"></div><div id="comments-open-text"><label for="comment-text">Comments</label><textarea id="comment-'
                'text" name="text" rows="15" cols="50"></textarea></div><div id="comments-open-footer"><input type="'
                'submit" accesskey="s" name="post" id="comment-submit" value="Submit"></div></form></div></div></div>' % (
                    ncom, comment_items(ctx, ncom, cls="comment", tag="div"), ctx.num, esc(L["name"]), esc(L["email"])))
    html = """<div id="container"><div id="container-inner"><div id="header"><div id="header-inner"><div id="header-content"><div id="header-name"><a href="/" accesskey="1">%(name)s</a></div><div id="header-description">News and stories from Terrebonne and Lafourche parishes, every Wednesday since 1998.</div></div></div></div>
<div id="nav"><ul><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/features/">Features</a></li><li><a href="/outdoors/">Outdoors</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/classifieds/">Classifieds</a></li><li><a href="/archives.html">Archives</a></li></ul></div>
<div id="content"><div id="content-inner"><div id="alpha"><div id="alpha-inner">
<div id="entry-%(num)d" class="entry-asset asset hentry"><div class="asset-header"><h1 id="page-title" class="asset-name entry-title">%(head)s</h1>
%(byline)s</div>
<div class="asset-content entry-content">
%(dek)s
<div class="asset-body">
%(first)s
</div>
<div id="more" class="asset-more">
%(more)s
</div></div>
<div class="asset-footer"><div class="entry-categories"><h4>Categories<span class="delimiter">:</span></h4><ul><li class="entry-category"><a href="/%(sec)s/" rel="tag">%(section)s</a></li></ul></div><div class="entry-tags"><h4>Tags<span class="delimiter">:</span></h4>%(tags)s</div></div></div>
<div class="content-nav"><a href="/%(y)s/%(mo)s/" >&laquo; %(prev)s</a> | <a href="/">Main Index</a> | <a href="/archives.html">Archives</a></div>
%(comments)s
</div></div>
<div id="beta"><div id="beta-inner"><div class="widget-search widget"><h3 class="widget-header">Search</h3><div class="widget-content"><form method="get" action="/cgi-bin/mt/mt-search.cgi"><input type="text" name="search"><input type="submit" value="Search"></form></div></div>
<div class="widget-recent-entries widget">%(recent)s</div>
<div class="widget-advertise widget">%(adv)s</div>
<div class="widget-syndication widget"><div class="widget-content"><ul><li><a href="/atom.xml">Subscribe to this blog's feed</a></li></ul></div></div>
<div class="widget-powered widget"><div class="widget-content"><a href="/about/">Powered by Movable Type</a></div></div></div></div>
</div></div>
<div id="footer"><div id="footer-inner"><div id="footer-content"><p>%(copy)s</p>%(legal)s</div></div></div></div></div>""" % dict(
        name=esc(ctx.name), num=ctx.num, head=esc(ctx.head), byline=byline,
        dek='<p class="entry-summary"><em>%s</em></p>' % esc(ctx.dek) if ctx.dek else "", first=first, more=more,
        sec=slugify(ctx.section), section=esc(ctx.section), tags=tags_box(ctx, "entry-tags-list", label=False),
        y=y, mo=mo, prev=esc(ctx.headlines(1, "prevnext")[0]), comments=comments,
        recent=story_list(ctx, "Recent Entries", 6, "widget-list", dates=False, heading="h3", cat="latest",
                          title_cls="widget-header"), adv=advertise_box(ctx, "widget-content"),
        copy=copyright(ctx), legal=footer_links(ctx, "footer-links"))
    ctx.note("about", "News and stories from Terrebonne and Lafourche parishes, every Wednesday since 1998.")
    head = head_html(ctx, "BlogPosting", twitter=ctx.decl != "none",
                     extra='<meta name="generator" content="Movable Type Pro 7.9.8">\n<link rel="stylesheet" href="/'
                           'styles.css" type="text/css">\n<link rel="alternate" type="application/atom+xml" title="'
                           'Atom" href="/atom.xml">\n<link rel="EditURI" type="application/rsd+xml" title="RSD" href="'
                           '/rsd.xml">')
    return page(ctx, head, html, body_attrs=' id="classic-blog" class="mt-entry-archive layout-wt"')


RENDER = {"hubspot": hubspot, "neve": neve, "blocksy": blocksy, "covernews": covernews, "kinja": kinja,
          "conversation": conversation, "beehiiv": beehiiv, "weebly": weebly, "ee": ee, "mt": mt}
