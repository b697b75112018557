"""Templates: Naviga Web, WordPress themes (Avada, Divi, Bimber, SmartMag, Foxiz, ColorMag),
a hand-built Ruby on Rails local paper, a Ning network and a Webflow CMS site."""
from common import *


def wp_head_bits(ctx, theme, ver):
    b = ctx.base
    return (f'<meta name="generator" content="WordPress 6.{4 + ctx.num % 3}.{ctx.num % 5}">\n'
            f'<link rel="https://api.w.org/" href="{b}/wp-json/">\n'
            f'<link rel="alternate" type="application/json" href="{b}/wp-json/wp/v2/posts/{ctx.num}">\n'
            f'<link rel="shortlink" href="{b}/?p={ctx.num}">\n'
            f'<link rel="alternate" type="application/rss+xml" title="{E(ctx.site["name"])} &raquo; Feed" href="{b}/feed/">\n'
            f'<link rel="preconnect" href="https://{ctx.site["cdn"]}">\n'
            f"<link rel='stylesheet' id='wp-block-library-css' href='{b}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' media='all'>\n"
            f"<link rel='stylesheet' id='{theme}-css' href='{b}/wp-content/themes/{theme}/style.css?ver={ver}' media='all'>\n"
            f"<script src='{b}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>")


def wp_ld(ctx, typ='NewsArticle'):
    return [(ld_graph(ctx, article=ctx.declared, typ=typ), ' class="yoast-schema-graph"')]


def wp_body_class(ctx, extra=''):
    return (f' class="post-template-default single single-post postid-{ctx.num} single-format-standard '
            f'wp-embed-responsive {extra}"' if not ctx.noart else f' class="page-template-default page page-id-{ctx.num} {extra}"')


def dek_p(ctx, fmt):
    return fmt.format(t=E(ctx.s['dek'])) if ctx.s.get('dek') else ''


# ============================================================== Naviga Web
def r_naviga(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .9):
        ins.append(ad(ctx, 'ad-container ad-container--inline', 'ad_cont'))
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'story-related-link', 'read_more'))
    if ctx.has('newsletter', .4):
        ins.append(newsletter(ctx, 'nl-inline', '/newsletters/signup'))
    b = body(ctx, p='<p>{t}</p>', h='<h3 class="story-subhead">{t}</h3>', inserts=ins)
    tag = 'div' if ctx.noart else 'article'
    hdr = J('<div id="fb-root"></div>',
            f'<a class="skip-link sr-only sr-only-focusable" href="{ctx.url_path}#main">{E(L["skip"])}</a>',
            '<header id="site-header" class="site-header" role="banner">',
            '<div class="header-top"><div class="container"><ul class="header-top__links list-inline">',
            f'<li><a href="/e-edition/">{E(L["eedition"])}</a></li>\n<li><a href="/newsletters/">{E(L["newsletters"])}</a></li>',
            f'<li><a class="btn btn-subscribe" href="/subscribe/">{E(L["subscribe"])}</a></li>\n<li><a href="/account/login/">{E(L["login"])}</a></li>',
            '</ul></div></div>',
            f'<div class="header-main"><div class="container"><a class="site-logo" href="/"><img src="/static/img/logo-kvc.svg" alt="{E(ctx.site["name"])}" width="320" height="48"></a>',
            f'<p class="site-tagline">{E(ctx.site["tagline"])}</p></div></div>' if ctx.has('site_title_repeat', .5) else '</div></div>',
            f'<nav id="main-nav" class="main-nav navbar" role="navigation"><button class="navbar-toggle" type="button">{svg("menu")}<span class="sr-only">{E(L["menu"])}</span></button>',
            '<ul class="nav navbar-nav">', nav_items(ctx, 'nav-item', 'nav-link', cur_cls='active'), '</ul></nav>',
            section_menu(ctx, 'sub-nav', [ctx.sec + ' Briefs', 'Courts', 'Crime Map', 'Public Safety']) if ctx.has('section_menu', .5) and ctx.sec == 'Police' else (section_menu(ctx, 'sub-nav', ['Schools', 'Board Meetings', 'Sports Schedules', 'Graduations']) if ctx.has('section_menu', .5) else ''),
            '</header>')
    tick = ticker(ctx, 'breaking-bar', 3) if ctx.has('ticker', .5) else ''
    story = J(f'<{tag} class="story-container" id="story-{ctx.num}" data-asset-type="story" data-asset-id="{ctx.num}">',
              '<div class="story-header">',
              f'<div class="story-section">{kicker(ctx, "story-section__link")}</div>' if ctx.has('kicker', .7) else '',
              f'<h1 class="story-headline" itemprop="headline">{E(s["h"])}</h1>',
              dek_p(ctx, '<h2 class="story-subheadline">{t}</h2>'),
              f'<div class="story-byline">{byline_text(ctx)} <span class="story-byline__title">| {E(ctx.site["name"])}</span></div>' if s['author'] != 'Staff report' else '',
              f'<div class="story-dates"><span class="story-posted">{E(L["posted"])} {time_tag(ctx, "", label=False)}</span>'
              + (f' <span class="story-updated">{time_tag(ctx, "", upd=True)}</span>' if ctx.has('dates', .5) else '') + '</div>',
              share(ctx, 'story-share', 'top') if ctx.has('share_top', .6) else '',
              '</div>',
              hero(ctx, 'story-image', 'story-image__caption', 'story-image__credit') if ctx.has('hero', .6) else '',
              '<div class="story-body" id="story-body" itemprop="articleBody">', b,
              tagline(ctx, 'p', 'story-tagline') if ctx.has('tagline', .5) else '',
              '</div>',
              tags(ctx, 'story-tags') if ctx.has('tags', .6) else '',
              share(ctx, 'story-share', 'bottom', labels=False) if ctx.has('share_bottom', .5) else '',
              f'</{tag}>')
    after = J(paywall(ctx, 'nv-paywall') if ctx.has('paywall', .3) else '',
              related_cards(ctx, 'story-related', 3) if ctx.has('related_cards', .5) else '',
              comments_generic(ctx, 'story-comments', 3) if ctx.has('comments', .5) else '')
    side = J('<aside class="col-md-4 col-sidebar" role="complementary">',
             ad(ctx, 'ad-container ad-container--rail') if ctx.has('ads', .9) else '',
             most_read(ctx, 'widget-most-read', n=4) if ctx.has('most_read', .7) else '',
             weather(ctx, 'widget-weather') if ctx.has('weather', .5) else '',
             events(ctx, 'widget-events') if ctx.has('events', .4) else '',
             bundle(ctx, 'widget'),
             '</aside>')
    if 'widget-most-read' in side or 'widget-weather' in side:
        ctx.mark('sidebar')
    foot = J('<footer id="site-footer" class="site-footer" role="contentinfo"><div class="container">', footer_columns(ctx, 'footer-nav'),
             f'<div class="footer-brand"><img src="/static/img/logo-kvc-white.svg" alt="{E(ctx.site["name"])}" width="240" height="36">',
             address(ctx, 'address', 'footer-address'), '</div>',
             follow(ctx, 'footer-social'), legal_links(ctx, 'footer-links list-inline'),
             f'<p class="footer-copyright">{E(copyright(ctx))} Powered by Naviga.</p>', '</div></footer>')
    main = J(tick, '<main id="main" class="site-main" role="main"><div class="container"><div class="row">',
             '<div class="col-md-8 col-main">', crumbs(ctx, 'breadcrumb', '/', ol=True) if ctx.has('breadcrumbs', .5) else '',
             story, after, '</div>', side, '</div></div></main>')
    hd = head(ctx, ld=[ld_webpage(ctx)] if ctx.has('byline', .5) else [ld_org(ctx)],
              metas='<meta name="robots" content="index, follow, max-image-preview:large">\n<meta name="nv:asset-type" content="story">',
              css=[f'{ctx.base}/static/css/nv-core.min.css?v=4.12.1', f'{ctx.base}/static/css/site-kvc.css?v=2025.3'],
              scripts=J(inline_script(GA), f'<script src="{ctx.base}/static/js/nv-bundle.min.js?v=4.12.1" defer></script>'))
    return page(ctx, hd, J('<div id="site-container">', hdr, main, foot, '</div>',
                           cookie(ctx, 'nv-consent') if ctx.has('cookie', .6) else ''),
                f' class="page-article section-{slugify(ctx.sec)}" data-content-id="{ctx.num}"')


# ============================================================== Avada
def r_avada(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .7):
        ins.append(ad(ctx, 'fusion-ad-slot', 'ad'))
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'fusion-related-inline', 'related'))
    hdr = J('<div id="boxed-wrapper"><div id="wrapper" class="fusion-wrapper">',
            '<header class="fusion-header-wrapper">',
            '<div class="fusion-secondary-header"><div class="fusion-row"><div class="fusion-alignleft">'
            f'<div class="fusion-contact-info"><span class="fusion-contact-info-phone-number">{E(ctx.site["phone"])}</span>'
            f'<span class="fusion-header-separator">|</span><span class="fusion-contact-info-email-address"><a href="mailto:news@{ctx.site["domain"]}">news@{ctx.site["domain"]}</a></span></div></div>'
            '<div class="fusion-alignright">' + follow(ctx, 'fusion-social-links-header') + '</div></div></div>',
            '<div class="fusion-header"><div class="fusion-row">',
            f'<div class="fusion-logo" data-margin-top="31px"><a class="fusion-logo-link" href="/"><img src="/wp-content/uploads/2023/02/ledger-logo.png" width="290" height="60" alt="{E(ctx.site["name"])} Logo" class="fusion-standard-logo"></a></div>',
            '<nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-main-menu" class="fusion-menu">',
            nav_items(ctx, 'menu-item menu-item-type-taxonomy menu-item-object-category', '', cur_cls='current-post-ancestor'),
            '</ul></nav>', '</div></div>', '</header>')
    tick = ticker(ctx, 'fusion-news-ticker', 3, L['latest_lbl']) if ctx.has('ticker', .4) else ''
    ptb = J('<section class="avada-page-titlebar-wrapper"><div class="fusion-page-title-bar fusion-page-title-bar-breadcrumbs fusion-page-title-bar-left">',
            '<div class="fusion-page-title-row"><div class="fusion-page-title-wrapper">',
            f'<div class="fusion-page-title-captions"><h2 class="entry-title">{E(ctx.sec)}</h2></div>',
            crumbs(ctx, 'fusion-breadcrumbs', '/') if ctx.has('breadcrumbs', .8) else '',
            '</div></div></div></section>')
    if ctx.noart:
        b = body(ctx, p='<p>{t}</p>', inserts=ins)
        main = J('<main id="main" class="clearfix width-100"><div class="fusion-row" style="max-width:100%;">',
                 f'<section id="content" class="full-width"><div id="post-{ctx.num}" class="post-{ctx.num} page type-page status-publish hentry">',
                 '<div class="post-content">',
                 '<div class="fusion-fullwidth fullwidth-box fusion-builder-row-1 nonhundred-percent-fullwidth non-hundred-percent-height-scrolling">',
                 '<div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion_builder_column fusion-builder-column-0 fusion_builder_column_1_1 1_1 fusion-one-full fusion-column-first fusion-column-last">',
                 '<div class="fusion-column-wrapper fusion-flex-column-wrapper-legacy">',
                 f'<div class="fusion-title title fusion-title-1 fusion-sep-none fusion-title-text fusion-title-size-one"><h1 class="title-heading-left">{E(s["h"])}</h1></div>',
                 f'<div class="fusion-text fusion-text-1"><p class="fusion-byline"><em>{byline_text(ctx)} · {time_tag(ctx, "", label=False)}</em></p></div>',
                 hero(ctx, 'fusion-imageframe imageframe-none hover-type-none', 'awb-imageframe-caption', 'awb-imageframe-caption-credit') if ctx.has('hero', .6) else '',
                 f'<div class="fusion-text fusion-text-2">\n{b}\n</div>',
                 share(ctx, 'fusion-sharing-box', 'bottom', labels=False) if ctx.has('share_bottom', .6) else '',
                 '</div></div></div></div>',
                 '<div class="fusion-fullwidth fullwidth-box fusion-builder-row-2"><div class="fusion-builder-row fusion-row">',
                 story_list(ctx, 'latest', L['latest'], 'fusion-recent-posts', 3, card='div') if ctx.has('latest', .7) else '',
                 newsletter(ctx, 'fusion-form-newsletter', '/wp-admin/admin-ajax.php') if ctx.has('newsletter', .5) else '',
             bundle(ctx, 'fusion-builder-column'),
                 '</div></div>', '</div></div></section>', '</div></main>')
    else:
        b = body(ctx, p='<p>{t}</p>', h='<h3>{t}</h3>', ul='<ul class="fusion-checklist">', inserts=ins)
        main = J('<main id="main" class="clearfix"><div class="fusion-row" style="">',
                 '<section id="content" style="float: left;">',
                 f'<article id="post-{ctx.num}" class="post post-{ctx.num} type-post status-publish format-standard has-post-thumbnail hentry category-{slugify(ctx.sec)}">',
                 hero(ctx, 'fusion-flexslider flexslider fusion-post-slideshow', 'fusion-image-caption', 'fusion-image-credit') if ctx.has('hero', .8) else '',
                 f'<h1 class="entry-title fusion-post-title">{E(s["h"])}</h1>',
                 dek_p(ctx, '<p class="fusion-post-subtitle"><strong>{t}</strong></p>'),
                 f'<div class="post-content">\n{b}\n</div>',
                 f'<div class="fusion-meta-info"><div class="fusion-meta-info-wrapper">{byline_text(ctx)}<span class="fusion-inline-sep">|</span>'
                 f'<span class="updated rich-snippet-hidden">{ctx.iso(ctx.upd)}</span>{time_tag(ctx, "", label=False)}<span class="fusion-inline-sep">|</span>'
                 f'<a href="{ctx.sec_path()}" rel="category tag">{E(ctx.sec)}</a><span class="fusion-inline-sep">|</span>'
                 f'<a href="{ctx.url_path}#respond">{E(L["n_comments"].format(n=3))}</a></div></div>',
                 share(ctx, 'fusion-sharing-box fusion-theme-sharing-box', 'bottom', labels=False) if ctx.has('share_bottom', .8) else '',
                 f'<section class="about-author"><div class="fusion-title fusion-title-size-three"><h3 class="title-heading-left">{E(L["about"])}: {E(s["author"])}</h3></div>'
                 + author_bio(ctx, 'about-author-container') + '</section>' if ctx.has('author_bio', .5) else '',
                 related_cards(ctx, 'related-posts single-related-posts', 4, card='article') if ctx.has('related_cards', .7) else '',
                 comments_wp(ctx, 3) if ctx.has('comments', .6) else '',
                 '</article>', '</section>',
                 '<aside id="sidebar" class="sidebar fusion-widget-area fusion-content-widget-area fusion-sidebar-right" style="float: right;">',
                 most_read(ctx, 'widget fusion-tabs-widget', n=4) if ctx.has('most_read', .6) else '',
                 events(ctx, 'widget tribe-events-list-widget') if ctx.has('events', .5) else '',
                 ad(ctx, 'widget fusion-ad-widget') if ctx.has('ads', .6) else '',
             bundle(ctx, 'widget'),
                 '</aside>', '</div></main>')
        ctx.mark('sidebar')
    foot = J('<div class="fusion-footer"><footer class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><div class="fusion-columns fusion-columns-3 fusion-widget-area">', footer_columns(ctx, 'fusion-footer-sitemap'),
             f'<div class="fusion-column col-lg-4 col-md-4 col-sm-4"><section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">{E(L["about_us"])}</h4>'
             f'<div class="textwidget"><p>{E(ctx.site["tagline"])}</p>{address(ctx, "p", "footer-address")}</div></section></div>',
             f'<div class="fusion-column col-lg-4 col-md-4 col-sm-4"><section class="fusion-footer-widget-column widget widget_nav_menu">{legal_links(ctx, "menu", "menu-item", 5)}</section></div>',
             '</div></div></footer>',
             f'<footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>{E(copyright(ctx))} | Powered by <a href="/">WordPress</a> | Theme by Avada</div></div>'
             + follow(ctx, 'fusion-social-links-footer') + '</div></div></footer></div>')
    hd = head(ctx, ld=wp_ld(ctx), metas='<meta name="robots" content="index, follow, max-snippet:-1">',
              links=wp_head_bits(ctx, 'Avada', '7.11.6'),
              style='.fusion-page-title-bar{background-color:#f4f4f4}.fusion-header{padding:20px 0}')
    return page(ctx, hd, J(hdr, tick, '<div id="sliders-container" class="fusion-slider-visibility"></div>', ptb, main, foot, '</div></div>',
                           cookie(ctx, 'cookie-notice-container', 'cookie-notice') if ctx.has('cookie', .6) else '',
                           '<a class="fusion-one-page-text-link fusion-page-load-link" tabindex="-1" href="/" aria-hidden="true">Page load link</a>'),
                wp_body_class(ctx, 'fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat avada-has-rev-slider-styles fusion-body ltr'))


# ============================================================== Divi
def r_divi(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .6):
        ins.append(ad(ctx, 'et_pb_ad_slot', 'ad'))
    if ctx.has('inline_related', .5):
        ins.append(inline_related(ctx, 'related-inline', 'also_read'))
    b = body(ctx, p='<p>{t}</p>', q='<blockquote class="wp-block-quote"><p>{t}</p></blockquote>', inserts=ins)
    hdr = J('<div id="page-container">',
            f'<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">{E(ctx.site["phone"])}</span>'
            f'<a href="mailto:editor@{ctx.site["domain"]}"><span id="et-info-email">editor@{ctx.site["domain"]}</span></a></div>'
            f'<div id="et-secondary-menu"><ul id="et-secondary-nav" class="menu"><li class="menu-item"><a href="/obituaries/">{E(L["sections"][7])}</a></li>'
            f'<li class="menu-item"><a href="/subscribe/">{E(L["subscribe"])}</a></li></ul></div></div></div>',
            '<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">',
            f'<div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="/wp-content/uploads/2022/08/gazette-masthead.png" width="400" height="80" alt="{E(ctx.site["name"])}" id="logo" data-height-percentage="54"></a></div>',
            '<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">',
            nav_items(ctx, 'menu-item menu-item-type-taxonomy menu-item-object-category', '', cur_cls='current-menu-parent'),
            f'</ul></nav><div id="et_top_search"><span id="et_search_icon"></span></div><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">{E(L["menu"])}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div>',
            '</div></header>')
    if ctx.noart:
        main = J('<div id="et-main-area"><div id="main-content">',
                 f'<div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">',
                 '<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">',
                 '<div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et_pb_css_mix_blend_mode_passthrough et-last-child">',
                 f'<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><h1>{E(s["h"])}</h1></div></div>',
                 f'<div class="et_pb_module et_pb_text et_pb_text_1 et_pb_bg_layout_light"><div class="et_pb_text_inner"><p class="post-meta">{E(L["posted"])} {time_tag(ctx, "", label=False)}</p></div></div>',
                 hero(ctx, 'et_pb_module et_pb_image et_pb_image_0', 'et_pb_image_caption', 'et_pb_image_credit') if ctx.has('hero', .5) else '',
                 f'<div class="et_pb_module et_pb_text et_pb_text_2 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">\n{b}\n</div></div>',
                 f'<div class="et_pb_module et_pb_text et_pb_text_3"><div class="et_pb_text_inner">{orig_pub(ctx)}</div></div>' if ctx.has('originally_published', .5) else '',
                 '</div></div></div>',
                 '<div class="et_pb_section et_pb_section_1 et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_1">',
                 '<div class="et_pb_column et_pb_column_1_2 et_pb_column_1">', latest(ctx, 'et_pb_module et_pb_blog_0 et_pb_posts', n=3) if ctx.has('latest', .7) else '', '</div>',
                 '<div class="et_pb_column et_pb_column_1_2 et_pb_column_2 et-last-child">', newsletter(ctx, 'et_pb_module et_pb_signup_0 et_pb_newsletter', '/') if ctx.has('newsletter', .6) else '',
                 donation(ctx, 'et_pb_module et_pb_cta_0 et_pb_promo') if ctx.has('donation', .4) else '',
             bundle(ctx, 'et_pb_module'), '</div>',
                 '</div></div>', '</div></div></div>', '</div>')
    else:
        main = J('<div id="et-main-area"><div id="main-content"><div class="container"><div id="content-area" class="clearfix"><div id="left-area">',
                 f'<article id="post-{ctx.num}" class="et_pb_post post-{ctx.num} post type-post status-publish format-standard has-post-thumbnail hentry category-{slugify(ctx.sec)}">',
                 '<div class="et_post_meta_wrapper">', f'<h1 class="entry-title">{E(s["h"])}</h1>' + ('' if ctx.mark('byline', 'dates') else ''),
                 f'<p class="post-meta"> by <span class="author vcard"><a href="{ctx.author_path()}" title="Posts by {E(s["author"])}" rel="author">{E(s["author"])}</a></span> | '
                 f'<span class="published">{E(ctx.date(None, False))}</span> | <a href="{ctx.sec_path()}" rel="category tag">{E(ctx.sec)}</a> | '
                 f'<span class="comments-number"><a href="{ctx.url_path}#respond">{E(L["n_comments"].format(n=3))}</a></span></p>',
                 hero(ctx, 'et_post_meta_wrapper__image', 'wp-caption-text', 'photo-credit') if ctx.has('hero', .8) else '',
                 '</div>',
                 f'<div class="entry-content">\n{dek_p(ctx, "<p><strong>{t}</strong></p>")}\n{b}\n',
                 tagline(ctx, 'p', 'author-tagline') if ctx.has('tagline', .5) else '',
                 '</div>',
                 '<div class="et_post_meta_wrapper">',
                 share(ctx, 'et_social_inline et_social_inline_bottom', 'bottom') if ctx.has('share_bottom', .7) else '',
                 republish(ctx, 'republish-box et_pb_module') if ctx.has('republish', .5) else '',
                 prevnext(ctx, 'et-pb-post-navigation') if ctx.has('prevnext', .6) else '',
                 comments_wp(ctx, 2) if ctx.has('comments', .7) else '',
                 '</div>', '</article>', '</div>',
                 '<div id="sidebar">',
                 f'<div id="search-2" class="et_pb_widget widget_search"><form role="search" method="get" id="searchform" class="searchform" action="/"><label class="screen-reader-text" for="s">{E(L["search"])}</label><input type="text" name="s" id="s"><input type="submit" id="searchsubmit" value="{E(L["search"])}"></form></div>',
                 story_list(ctx, 'latest', L['latest'], 'et_pb_widget widget_recent_entries', 5, dates=False, card='div') if ctx.has('latest', .8) else '',
                 events(ctx, 'et_pb_widget tribe-events-widget') if ctx.has('events', .5) else '',
             bundle(ctx, 'et_pb_widget'),
                 '</div>', '</div></div></div>')
        ctx.mark('sidebar')
    foot = J('<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix">', footer_columns(ctx, 'footer-sitemap'),
             f'<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">{E(L["contact"])}</h4>{address(ctx, "p", "")}</div></div>',
             f'<div class="footer-widget">{legal_links(ctx, "menu", "menu-item", 4)}</div>',
             '</div></div>',
             f'<div id="footer-bottom"><div class="container clearfix">{follow(ctx, "et-social-icons")}<p id="footer-info">{E(copyright(ctx))} Designed by Elegant Themes | Powered by WordPress</p></div></div>',
             '</footer></div></div>')
    hd = head(ctx, ld=wp_ld(ctx, 'Article'), links=wp_head_bits(ctx, 'Divi', '4.25.1'),
              style='#main-header,#main-header .nav li ul{background-color:#1f3a2d}.et_pb_section{padding:30px 0}',
              metas='<meta name="robots" content="max-image-preview:large">')
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'cli-bar-container', 'cookie-law-info-bar') if ctx.has('cookie', .5) else ''),
                wp_body_class(ctx, 'et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_right_sidebar et_divi_theme et-db'))


# ============================================================== Bimber
def r_bimber(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .8):
        ins.append('<div class="g1-advertisement g1-advertisement-inside-post">' + ad(ctx, 'adace-slot', 'ad') + '</div>')
    if ctx.has('newsletter', .6):
        ins.append(newsletter(ctx, 'g1-newsletter g1-newsletter-horizontal', '/?mc4wp-form=1'))
    b = body(ctx, p='<p>{t}</p>', ul='<ul class="g1-list g1-list-simple">', inserts=ins)
    hdr = J('<div class="g1-body-inner"><div id="page">',
            '<div class="g1-row g1-row-layout-page g1-hb-row g1-hb-row-normal g1-hb-row-a g1-hb-row-1 g1-hb-boxed g1-hb-sticky-off g1-hb-shadow-off">',
            '<div class="g1-row-inner"><div class="g1-column g1-dropable"><div class="g1-bin-1 g1-bin-grow-off"><div class="g1-bin g1-bin-align-left">',
            f'<nav id="g1-secondary-nav" class="g1-secondary-nav"><ul id="g1-secondary-nav-menu" class="g1-secondary-nav-menu g1-menu-h"><li class="menu-item"><a href="/about/">{E(L["about_us"])}</a></li><li class="menu-item"><a href="/contact/">{E(L["contact"])}</a></li></ul></nav>',
            '</div></div></div></div></div>',
            '<div class="g1-row g1-row-layout-page g1-hb-row g1-hb-row-normal g1-hb-row-b g1-hb-row-2 g1-hb-boxed"><div class="g1-row-inner"><div class="g1-column g1-dropable">',
            f'<div class="g1-id g1-id-desktop"><p class="g1-mega g1-mega-1st site-title"><a class="g1-logo-wrapper" href="/" rel="home"><img class="g1-logo" width="200" height="50" src="/wp-content/uploads/2024/01/buzzhaven-logo.png" alt="{E(ctx.site["name"])}"></a></p></div>',
            '<nav id="g1-primary-nav" class="g1-primary-nav"><ul id="g1-primary-nav-menu" class="g1-primary-nav-menu g1-menu-h">',
            nav_items(ctx, 'menu-item menu-item-type-taxonomy menu-item-g1-standard', '', 8), '</ul></nav>',
            '</div></div></div>', '</header>' if False else '')
    trend = ''
    if ctx.has('ticker', .5):
        trend = ticker(ctx, 'g1-trending-bar', 3, L['trending'])
    art = 'div' if ctx.noart else 'article'
    main = J('<div class="g1-row g1-row-layout-page g1-row-padding-m"><div class="g1-row-inner">',
             '<div class="g1-column g1-column-2of3" id="primary"><div id="content" role="main">',
             f'<{art} id="post-{ctx.num}" class="entry-tpl-classic post-{ctx.num} post type-post status-publish format-standard has-post-thumbnail category-{slugify(ctx.sec)}" itemscope itemtype="http://schema.org/Article">',
             '<div class="entry-inner"><header class="entry-header entry-header-01"><div class="entry-before-title">',
             f'<span class="entry-categories"><span class="entry-categories-inner"><span class="entry-categories-label">in</span> {kicker(ctx, "entry-category entry-category-item-" + str(ctx.num % 40))}</span></span>',
             '</div>',
             f'<h1 class="g1-mega g1-mega-1st entry-title" itemprop="headline">{E(s["h"])}</h1>',
             dek_p(ctx, '<h2 class="g1-delta g1-delta-2nd entry-subtitle g1-delta g1-delta-3rd" itemprop="description">{t}</h2>'),
             '<div class="g1-row g1-row-layout-page"><div class="entry-byline entry-byline-m entry-byline-with-avatar">',
             f'<span class="entry-author" itemscope itemprop="author" itemtype="http://schema.org/Person"><span class="entry-meta-label">{E(L["by"])}</span> '
             f'<a href="{ctx.author_path()}" rel="author">{author_img(ctx, "avatar avatar-40 photo", 40)} <strong itemprop="name">{E(s["author"])}</strong></a></span>',
             f'<time class="entry-date" datetime="{ctx.iso()}" itemprop="datePublished">{E(ctx.date())}</time>',
             f'<span class="entry-views"><strong>{1000 + ctx.num % 9000}</strong> <span>views</span></span>',
             f'<span class="entry-comments-link"><a href="{ctx.url_path}#comments-section"><strong>3</strong> <span>{E(L["comments"])}</span></a></span>' if ctx.has('comments', .6) else '',
             '</div></div>',
             share(ctx, 'mashsb-container mashsb-main mashsb-stretched', 'top') if ctx.has('share_top', .8) else '',
             '</header>',
             hero(ctx, 'entry-featured-media entry-featured-media-main', 'wp-caption-text g1-meta', 'g1-image-credit') if ctx.has('hero', .7) else '',
             f'<div class="g1-content-narrow g1-typography-xl entry-content" itemprop="articleBody">\n{b}\n</div>',
             '</div>',
             '<div class="entry-after-content">',
             tags(ctx, 'entry-tags', False) if ctx.has('tags', .6) else '',
             share(ctx, 'mashsb-container mashsb-main', 'bottom', labels=False) if ctx.has('share_bottom', .4) else '',
             prevnext(ctx, 'g1-nav-single') if ctx.has('prevnext', .6) else '',
             f'<section class="g1-related-entries">{related_cards(ctx, "g1-collection g1-collection-columns-3", 3, L["recommended"], "h3")}</section>' if ctx.has('related_cards', .6) else '',
             comments_wp(ctx, 3) if ctx.has('comments', .6) else '',
             '</div>', f'</{art}>', '</div></div>',
             '<div id="secondary" class="g1-sidebar g1-sidebar-padded g1-column g1-column-1of3">',
             most_read(ctx, 'widget g1-widget-posts', n=5, imgs=True) if ctx.has('most_read', .7) else '',
             ad(ctx, 'widget widget_adace_ads_widget') if ctx.has('ads', .6) else '',
             app_prompt(ctx, 'widget g1-app-promo') if ctx.has('app_prompt', .3) else '',
             bundle(ctx, 'widget'),
             '</div>', '</div></div>')
    ctx.mark('sidebar', 'byline', 'dates')
    foot = J('<div class="g1-footer g1-row g1-row-layout-page"><div class="g1-row-inner"><div class="g1-column">', footer_columns(ctx, 'g1-footer-sitemap'),
             f'<p class="g1-footer-text">{E(copyright(ctx))}</p>',
             f'<nav id="g1-footer-nav" class="g1-footer-nav">{legal_links(ctx, "g1-footer-nav-menu", "menu-item", 5)}</nav>',
             f'<a href="{ctx.url_path}#page" class="g1-back-to-top">{E(L["back_top"])}</a>',
             '</div></div></div>', '</div></div>')
    hd = head(ctx, ld=wp_ld(ctx, 'BlogPosting'), links=wp_head_bits(ctx, 'bimber', '9.2.5'),
              style='.g1-hb-row-normal .g1-id{margin-top:10px}.entry-categories .entry-category{color:#ff0036}')
    return page(ctx, hd, J(hdr, trend, main, foot, cookie(ctx, 'g1-cookie-consent') if ctx.has('cookie', .5) else ''),
                wp_body_class(ctx, 'g1-layout-stretched g1-hoverable g1-has-mobile-logo g1-sidebar-normal'))


# ============================================================== SmartMag
def r_smartmag(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .8):
        ins.append('<div class="a-wrap a-wrap-base a-wrap-5">' + ad(ctx, 'a-wrap-inner', 'ad_cont') + '</div>')
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'inline-related', 'read_more'))
    if ctx.has('related_cards', .4):
        ins.append(related_cards(ctx, 'block-wrap block-posts-small inline-posts', 2, L['also_read'], 'h4'))
    tbl = lambda c, rows: default_table(c, rows, 'wp-block-table is-style-stripes')
    b = body(ctx, p='<p>{t}</p>', h='<h3 class="wp-block-heading">{t}</h3>', table=tbl, inserts=ins)
    hdr = J('<div class="main-wrap">',
            '<header class="smart-head smart-head-a smart-head-main" id="smart-head" data-sticky="auto" data-sticky-type="smart">',
            '<div class="smart-head-row smart-head-top is-light smart-head-row-full"><div class="inner full">',
            '<div class="items items-left">' + (ticker(ctx, 'trending-ticker', 3, L['trending']) if ctx.has('ticker', .6) else '') + '</div>',
            f'<div class="items items-right"><span class="h-date">{E(ctx.date(None, False))}</span>' + follow(ctx, 'spc-social spc-social-a smart-head-social') + '</div>',
            '</div></div>',
            '<div class="smart-head-row smart-head-mid is-light smart-head-row-full"><div class="inner wrap">',
            f'<div class="items items-center"><a href="/" title="{E(ctx.site["name"])}" rel="home" class="logo-link ts-logo logo-is-image"><h1 class="logo-heading">'
            f'<img src="/wp-content/uploads/2024/05/sentinel-logo.png" class="logo-image" alt="{E(ctx.site["name"])}" width="360" height="70"></h1></a></div>',
            '</div></div>',
            '<div class="smart-head-row smart-head-bot is-light smart-head-row-full"><div class="inner wrap"><div class="items items-center">',
            '<div class="nav-wrap"><nav class="navigation navigation-main nav-hov-a"><ul id="menu-main-menu" class="menu">',
            nav_items(ctx, 'menu-item menu-item-type-taxonomy menu-cat', '', cur_cls='current-post-ancestor'),
            '</ul></nav></div>',
            f'<a href="/?s=" class="search-icon has-icon-only is-icon" title="{E(L["search"])}">{svg("search", "tsi")}</a>',
            '</div></div></div>', '</header>')
    art = 'div' if ctx.noart else 'article'
    main = J(crumbs(ctx, 'breadcrumbs breadcrumbs-a', '»') if ctx.has('breadcrumbs', .6) else '',
             '<div class="main ts-contain cf right-sidebar">',
             '<div class="ts-row"><div class="col-8 main-content">',
             f'<div class="the-post-header s-head-modern s-head-modern-a">',
             f'<div class="post-meta post-meta-a post-meta-left post-meta-single has-below">',
             f'<div class="post-meta-items meta-above"><span class="meta-item cat-labels">{kicker(ctx, "category term-color-" + str(ctx.num % 9))}</span></div>',
             f'<h1 class="is-title post-title">{E(s["h"])}</h1>',
             dek_p(ctx, '<div class="sub-title">{t}</div>'),
             f'<div class="post-meta-items meta-below has-author-img"><span class="meta-item post-author has-img">{author_img(ctx, "avatar photo", 32)}'
             f'<span class="by">{E(L["by"])}</span> <a href="{ctx.author_path()}" title="Posts by {E(s["author"])}" rel="author">{E(s["author"])}</a></span>'
             f'<span class="meta-item has-next-icon date"><span class="date-link">{time_tag(ctx, "post-date", label=False)}</span></span>'
             + (f'<span class="meta-item read-time has-icon">{reading_time(ctx, "")}</span>' if ctx.has('reading_time', .7) else '') + '</div>',
             '</div>',
             share(ctx, 'post-share post-share-b spc-social-colors post-share-b1', 'top', labels=False) if ctx.has('share_top', .7) else '',
             '</div>',
             hero(ctx, 'single-featured', 'wp-caption-text', 'caption-credit') if ctx.has('hero', .7) else '',
             f'<{art} id="post-{ctx.num}" class="the-post-content post-{ctx.num} post type-post status-publish format-standard">',
             f'<div class="post-content cf entry-content content-spacious">\n{b}\n</div>',
             f'</{art}>',
             orig_pub(ctx, 'post-origin-note') if ctx.has('originally_published', .3) else '',
             tags(ctx, 'the-post-tags', True) if ctx.has('tags', .6) else '',
             share(ctx, 'post-share-bot', 'bottom') if ctx.has('share_bottom', .5) else '',
             author_bio(ctx, 'author-box') if ctx.has('author_bio', .6) else '',
             related_cards(ctx, 'related-posts', 3, L['recommended']) if ctx.has('related_cards', .5) and 'related_cards' not in ctx.parts else '',
             comments_wp(ctx, 2) if ctx.has('comments', .5) else '',
             '</div>',
             '<aside class="col-4 main-sidebar has-sep" data-sticky="1"><div class="inner theiaStickySidebar">',
             latest(ctx, 'widget ts-block-widget smartmag-widget-posts-small', n=4, bylines=False) if ctx.has('latest', .8) else '',
             weather(ctx, 'widget widget-weather') if ctx.has('weather', .4) else '',
             newsletter(ctx, 'widget widget-subscribe', '/?na=s') if ctx.has('newsletter', .5) else '',
             bundle(ctx, 'widget'),
             '</div></aside>', '</div></div>')
    ctx.mark('sidebar', 'byline', 'dates')
    foot = J('<footer class="main-footer cols-gap-lg footer-bold s-dark">', footer_columns(ctx, 'footer-sitemap'),
             '<div class="upper-footer bold-footer-upper"><div class="ts-contain wrap"><div class="widgets row cf">',
             f'<div class="widget column col-4 widget-about"><div class="base-about">{site_title_repeat(ctx, "p", "logo-text") if ctx.has("site_title_repeat", .5) else ""}<div class="text about-text"><p>{E(ctx.site["tagline"])}</p></div>'
             f'{address(ctx, "p", "about-address")}</div></div>',
             f'<div class="widget column col-4 widget_nav_menu">{legal_links(ctx, "menu", "menu-item", 4)}</div>',
             '</div></div></div>',
             f'<div class="lower-footer bold-footer-lower"><div class="ts-contain inner"><div class="copyright">{E(copyright(ctx))}</div></div></div>',
             '</footer>', '</div>')
    hd = head(ctx, ld=wp_ld(ctx, 'NewsArticle'), links=wp_head_bits(ctx, 'smart-mag', '10.1.0'),
              style=':root{--c-main:#d4301a}.smart-head-main .smart-head-mid{--head-h:110px}')
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'ts-cookie-consent') if ctx.has('cookie', .5) else ''),
                wp_body_class(ctx, 'right-sidebar post-layout-modern post-cat-4 has-lb has-lb-sm ts-img-hov-fade layout-normal'))


# ============================================================== Foxiz
def r_foxiz(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .8):
        ins.append('<div class="inline-single-ad ad_single_index">' + ad(ctx, 'ad-wrap ad-script-wrap', 'ad') + '</div>')
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'inline-related-text', 'read_more'))
    if ctx.has('related_cards', .4):
        ins.append('<div class="related-sec related-5 is-width-right">' + related_cards(ctx, 'block-inner rb-columns', 2, L['also_read'], 'h5') + '</div>')
    b = body(ctx, p='<p>{t}</p>', inserts=ins)
    hdr = J('<div class="site-outer"><div id="site-header" class="header-wrap rb-section header-set-1 header-1 header-wrapper style-shadow">',
            '<div class="reading-indicator"><span id="reading-progress"></span></div>',
            '<div id="navbar-outer" class="navbar-outer"><div id="sticky-holder" class="sticky-holder"><div class="navbar-wrap"><div class="rb-container edge-padding"><div class="navbar-inner">',
            f'<div class="navbar-left"><div class="logo-wrap is-image-logo site-branding"><a href="/" class="logo" title="{E(ctx.site["name"])}"><img class="logo-default" height="60" width="200" src="/wp-content/uploads/2024/03/coastline-logo.png" alt="{E(ctx.site["name"])}"></a></div>',
            '<nav id="site-navigation" class="main-menu-wrap" aria-label="main menu"><ul id="menu-main-1" class="main-menu rb-menu large-menu" itemscope itemtype="https://www.schema.org/SiteNavigationElement">',
            nav_items(ctx, 'menu-item menu-item-type-taxonomy', '', 8), '</ul></nav></div>',
            f'<div class="navbar-right"><div class="wnav-holder w-header-search header-dropdown-outer"><a href="/?s=" data-title="{E(L["search"])}" class="icon-holder header-element search-btn search-trigger">{svg("search", "rbi")}</a></div>'
            f'<div class="wnav-holder widget-h-login header-dropdown-outer"><a href="/login/" class="login-toggle is-login header-element is-btn"><span>{E(L["login"])}</span></a></div></div>',
            '</div></div></div></div></div>',
            ticker(ctx, 'header-ticker breaking-news-ticker', 3) if ctx.has('ticker', .5) else '', '</div>')
    art = 'div' if ctx.noart else 'article'
    main = J('<div class="site-wrap">',
             f'<div class="single-standard-1 is-sidebar-right sticky-sidebar"><div class="rb-container edge-padding">',
             f'<{art} id="post-{ctx.num}" class="post-{ctx.num} post type-post status-publish format-standard has-post-thumbnail category-{slugify(ctx.sec)}">',
             '<header class="single-header">',
             crumbs(ctx, 'breadcrumb-wrap breadcrumb-navxt', '›') if ctx.has('breadcrumbs', .6) else '',
             f'<div class="s-cats ecat-bg-4 ecat-size-big"><div class="p-categories">{kicker(ctx, "p-category category-id-" + str(ctx.num % 50))}</div></div>' if ctx.has('kicker', .8) else '',
             f'<h1 class="s-title fw-headline">{E(s["h"])}</h1>',
             dek_p(ctx, '<h2 class="s-tagline">{t}</h2>'),
             '<div class="single-meta yes-0"><div class="smeta-in">',
             f'<a class="meta-el meta-avatar" href="{ctx.author_path()}">{author_img(ctx, "photo avatar", 44)}</a>',
             f'<div class="smeta-sec"><div class="smeta-bottom meta-text"><time class="updated-date" datetime="{ctx.iso(ctx.upd)}">{E(L["updated_short"])} {E(ctx.date(ctx.upd))}</time></div>',
             f'<div class="p-meta"><div class="meta-inner is-meta"><span class="meta-el meta-author"><span class="meta-label">{E(L["by"])}</span> <a href="{ctx.author_path()}">{E(s["author"])}</a></span>'
             f'<span class="meta-el meta-date">{time_tag(ctx, "date published", label=False)}</span>'
             + (f'<span class="meta-el meta-read">{reading_time(ctx, "")}</span>' if ctx.has('reading_time', .6) else '') + '</div></div></div>',
             '</div>', share(ctx, 'smeta-extra t-shared-sec tooltips-n', 'top', labels=False) if ctx.has('share_top', .7) else '', '</div>',
             '</header>',
             '<div class="grid-container"><div class="s-ct">',
             hero(ctx, 's-feat-outer', 'feat-caption meta-text', 'caption-text meta-bold') if ctx.has('hero', .7) else '',
             f'<div class="s-ct-inner"><div class="e-ct-outer"><div class="entry-content rbct clearfix is-highlight-shares">\n{b}\n</div>',
             video(ctx, 'rb-video-embed') if ctx.has('video', .3) else '',
             '<div class="efoot-bar">',
             tags(ctx, 'efoot-el el-tags tags-list', True) if ctx.has('tags', .5) else '',
             share(ctx, 'efoot-el t-shared-sec', 'bottom') if ctx.has('share_bottom', .5) else '',
             '</div>',
             author_bio(ctx, 'usr-holder entry-section') if ctx.has('author_bio', .5) else '',
             '</div></div>',
             comments_wp(ctx, 2) if ctx.has('comments', .5) else '',
             '</div>',
             '<div class="sidebar-wrap single-sidebar"><div class="sidebar-inner clearfix">',
             most_read(ctx, 'widget w-sidebar rb-section clearfix widget_foxiz_post_list', n=4, imgs=True) if ctx.has('most_read', .8) else '',
             podcast(ctx, 'widget w-sidebar podcast-widget') if ctx.has('podcast', .4) else '',
             ad(ctx, 'widget w-sidebar widget-ad-image') if ctx.has('ads', .5) else '',
             bundle(ctx, 'widget w-sidebar'),
             '</div></div>',
             '</div>', f'</{art}>', '</div></div>',
             latest(ctx, 'single-post-box rb-section', n=4, imgs=True, bylines=True) if ctx.has('latest', .6) else '',
             '</div>')
    ctx.mark('sidebar', 'byline', 'dates')
    foot = J('<footer class="footer-wrap rb-section left-dot"><div class="footer-inner footer-has-bg">', footer_columns(ctx, 'footer-sitemap rb-section'),
             '<div class="footer-columns rb-columns is-gap-25 rb-container edge-padding footer-5c">',
             f'<div class="block-inner"><div class="footer-col"><div class="widget w-sidebar widget_text"><p>{E(ctx.site["tagline"])}</p>{address(ctx, "p", "")}</div></div></div>',
             f'<div class="block-inner"><div class="footer-col">{legal_links(ctx, "menu", "menu-item", 6)}</div></div>',
             '</div>',
             f'<div class="footer-copyright"><div class="rb-container edge-padding"><div class="copyright-inner"><p class="copyright">{E(copyright(ctx))}</p>{follow(ctx, "footer-social-list")}</div></div></div>',
             '</div></footer>', '</div>')
    hd = head(ctx, ld=wp_ld(ctx, 'NewsArticle') if ctx.declared else [ld_org(ctx)], og='auto',
              links=wp_head_bits(ctx, 'foxiz', '2.3.8'), style=':root{--g-color:#0a6ebd;--nav-height:60px}')
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'rb-privacy', 'rb-privacy') if ctx.has('cookie', .6) else ''),
                wp_body_class(ctx, 'is-single-standard-1 sync-bookmarks yes-tstyle-card is-backtop'), ' data-theme="default"')


# ============================================================== ColorMag
def r_colormag(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .7):
        ins.append(ad(ctx, 'colormag-ad-inline advertisement_above_footer', 'ad'))
    if ctx.has('inline_related', .5):
        ins.append(inline_related(ctx, 'inline-read-more', 'also_read'))
    b = body(ctx, p='<p>{t}</p>', inserts=ins)
    hdr = J('<div id="page" class="hfeed site"><a class="skip-link screen-reader-text" href="' + ctx.url_path + '#cm-main">' + E(L['skip']) + '</a>',
            '<header id="cm-masthead" class="cm-header cm-layout-1 cm-layout-1-style-1 cm-full-width">',
            '<div class="cm-top-bar"><div class="cm-container"><div class="cm-row"><div class="cm-top-bar__1">',
            f'<div class="date-in-header">{E(ctx.date(None, False))}</div>',
            (f'<div class="breaking-news"><strong class="breaking-news-latest">{E(L["latest_lbl"])}:</strong><ul class="newsticker">'
             + '\n'.join(f'<li><a href="{o["url"]}" title="{E(o["h"])}">{E(o["h"])}</a></li>' for o in ctx.others(3)) + '</ul></div>') if ctx.has('ticker', .7) else '',
            f'</div><div class="cm-top-bar__2">{follow(ctx, "social-links")}</div></div></div></div>',
            '<div class="cm-main-header"><div id="cm-header-1" class="cm-header-1"><div class="cm-container"><div class="cm-row"><div class="cm-header-col-1"><div id="cm-site-branding" class="cm-site-branding">',
            f'<a href="/" class="custom-logo-link" rel="home"><img width="246" height="90" src="/wp-content/uploads/2023/09/mvt-logo.png" class="custom-logo" alt="{E(ctx.site["name"])}"></a></div>',
            f'<div id="cm-site-info"><h3 class="cm-site-title"><a href="/" title="{E(ctx.site["name"])}" rel="home">{E(ctx.site["name"])}</a></h3><p class="cm-site-description">{E(ctx.site["tagline"])}</p></div>' if ctx.has('site_title_repeat', .7) else '',
            '</div></div></div></div>',
            '<div id="cm-header-2" class="cm-header-2"><nav id="cm-primary-nav" class="cm-primary-nav"><div class="cm-container"><div class="cm-row">',
            f'<div class="cm-home-icon"><a href="/" title="{E(ctx.site["name"])}">{svg("menu", "cm-icon")}</a></div>',
            '<div class="cm-menu-primary-container"><ul id="menu-primary" class="menu">', nav_items(ctx, 'menu-item menu-item-type-taxonomy menu-item-object-category'), '</ul></div>',
            '</div></div></nav></div></div>', '</header>')
    if 'site-info' in hdr:
        ctx.mark('site_title_repeat')
    art = 'div' if ctx.noart else 'article'
    main = J('<div id="cm-content" class="cm-content"><div class="cm-container"><div class="cm-row">',
             '<div id="cm-primary" class="cm-primary"><div class="cm-posts clearfix">',
             f'<{art} id="post-{ctx.num}" class="post-{ctx.num} post type-post status-publish format-standard has-post-thumbnail hentry category-{slugify(ctx.sec)}">',
             '<div class="cm-featured-image">' + hero(ctx, 'wp-caption', 'wp-caption-text', 'media-credit') + '</div>' if ctx.has('hero', .7) else '',
             '<div class="cm-post-content">',
             f'<div class="cm-entry-header-meta"><div class="cm-post-categories">{kicker(ctx, "cm-post-category")}</div></div>' if ctx.has('kicker', .9) else '',
             f'<header class="cm-entry-header"><h1 class="cm-entry-title">{E(s["h"])}</h1></header>',
             f'<div class="cm-below-entry-meta"><span class="cm-post-date">{svg("clock", "cm-icon")}<a href="{ctx.url_path}" title="{E(ctx.date(None, False))}" rel="bookmark">{time_tag(ctx, "entry-date published", label=False)}</a></span>'
             f'<span class="cm-author cm-vcard">{svg("comment", "cm-icon")}<a class="url fn n" href="{ctx.author_path()}" title="{E(s["author"])}">{E(s["author"])}</a></span>'
             + (f'<span class="cm-comments-link"><a href="{ctx.url_path}#comments">{E(L["n_comments"].format(n=2))}</a></span>' if ctx.has('comments', .5) else '') + '</div>',
             f'<div class="cm-entry-summary">\n{dek_p(ctx, "<p><em>{t}</em></p>")}\n{b}\n</div>',
             orig_pub(ctx, 'cm-origin-note') if ctx.has('originally_published', .3) else '',
             tags(ctx, 'cm-tag-links', True) if ctx.has('tags', .5) else '',
             '</div>', f'</{art}>', '</div>',
             share(ctx, 'share-buttons colormag-share', 'bottom', labels=False) if ctx.has('share_bottom', .6) else '',
             prevnext(ctx, 'navigation post-navigation') if ctx.has('prevnext', .6) else '',
             f'<div class="related-posts-wrapper">{related_cards(ctx, "related-posts", 3, L["recommended"])}</div>' if ctx.has('related_cards', .6) else '',
             comments_wp(ctx, 2) if ctx.has('comments', .5) else '',
             '</div>',
             '<div id="cm-secondary" class="cm-secondary">',
             most_read(ctx, 'widget colormag_featured_posts_vertical_widget', n=4) if ctx.has('most_read', .7) else '',
             events(ctx, 'widget widget_colormag_events') if ctx.has('events', .5) else '',
             weather(ctx, 'widget widget_weather') if ctx.has('weather', .3) else '',
             bundle(ctx, 'widget'),
             '</div>', '</div></div></div>')
    ctx.mark('sidebar', 'byline', 'dates')
    foot = J('<footer id="cm-footer" class="cm-footer"><div class="cm-footer-cols"><div class="cm-container"><div class="cm-row">', footer_columns(ctx, 'cm-footer-sitemap'),
             f'<div class="cm-lower-footer-cols"><aside class="widget widget_text"><h3 class="cm-widget-title"><span>{E(L["about_us"])}</span></h3><div class="textwidget">{address(ctx, "p", "")}</div></aside></div>',
             '</div></div></div>',
             f'<div class="cm-footer-bar cm-footer-bar-style-1"><div class="cm-container"><div class="cm-row"><div class="cm-footer-bar-area">'
             f'<div class="cm-footer-bar__1"><div class="copyright">{E(copyright(ctx))} Theme: ColorMag by ThemeGrill. Powered by WordPress.</div></div>'
             f'<div class="cm-footer-bar__2"><nav class="cm-footer-menu">{legal_links(ctx, "menu", "menu-item", 4)}</nav></div></div></div></div></div>',
             '</footer>', f'<a href="{ctx.url_path}#cm-masthead" id="cm-scroll-up-button">{svg("menu", "cm-icon")}</a>', '</div>')
    hd = head(ctx, ld=wp_ld(ctx, 'Article'), links=wp_head_bits(ctx, 'colormag', '3.1.9'),
              style='.cm-header .cm-menu-toggle svg,.cm-header .cm-menu-toggle svg{fill:#fff}.breaking-news .newsticker li{padding-left:10px}')
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'cm-cookie-notice') if ctx.has('cookie', .5) else ''),
                wp_body_class(ctx, 'cm-header-layout-1 adv-style-1 wide'))


# ============================================================== Rails hand-built local paper
def r_rails(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .8):
        ins.append(f'<div class="house-ad text-center"><small class="text-muted">{E(L["ad"])}</small>\n<a href="/advertise"><img src="/assets/ads/hardware-300x250-4b1c9e.png" alt="Millbrook Hardware" width="300" height="250"></a></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'story-related', 'read_more'))
    b = body(ctx, p='<p>{t}</p>', inserts=ins, dateline='<strong class="dateline">{dl}</strong>')
    hdr = J(f'<nav class="navbar navbar-expand-lg navbar-light bg-light border-bottom"><div class="container">',
            f'<a class="navbar-brand" href="/"><img src="/assets/beacon-logo-2x-9f1e2b7c.png" alt="{E(ctx.site["name"])}" height="42"></a>',
            f'<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>',
            '<div class="collapse navbar-collapse" id="mainNav"><ul class="navbar-nav me-auto">', nav_items(ctx, 'nav-item', 'nav-link', 8, 'active'), '</ul>',
            f'<form class="d-flex" action="/search" method="get"><input class="form-control form-control-sm me-2" type="search" name="q" placeholder="{E(L["search"])}"><button class="btn btn-sm btn-outline-secondary" type="submit">{E(L["search"])}</button></form>',
            '</div></div></nav>')
    flash = f'<div id="flash"><div class="alert alert-info alert-dismissible fade show" role="alert">{E(L["app_text"])} <a href="/app" class="alert-link">{E(L["app_btn"])}</a></div></div>' if ctx.has('app_prompt', .4) else '<div id="flash"></div>'
    if 'alert-link' in flash:
        ctx.mark('app_prompt')
    comments = ''
    if ctx.has('comments', .7):
        ctx.mark('comments', 'comment_form')
        items = comment_items(ctx, ctx.n(3))
        comments = J(f'<div class="comments mt-5" id="comments"><h4>{E(L["n_comments"].format(n=len(items)))}</h4>',
                     '\n'.join(f'<div class="comment media mb-3" id="comment_{c["id"]}"><div class="media-body"><h6 class="mt-0 mb-1"><strong>{E(c["who"])}</strong> '
                               f'<small class="text-muted">{E(ctx.date(c["dt"]))}</small></h6>\n<p>{E(c["text"])}</p>\n'
                               f'<a class="small" href="{ctx.url_path}/comments/{c["id"]}/reply" data-turbo-frame="reply_{c["id"]}">{E(L["reply"])}</a></div></div>' for c in items),
                     f'<form class="new_comment" id="new_comment" action="{ctx.url_path}/comments" accept-charset="UTF-8" method="post">'
                     f'<input type="hidden" name="authenticity_token" value="q8Zk3nW0c2rX9pL4aFj7bT1sV6yH0mE5uN2dR8gK4wQ" autocomplete="off">',
                     f'<div class="mb-2"><label class="form-label" for="comment_body">{E(L["leave"])}</label><textarea class="form-control" rows="3" name="comment[body]" id="comment_body"></textarea></div>',
                     f'<input type="submit" name="commit" value="{E(L["post"])}" class="btn btn-primary btn-sm" data-disable-with="{E(L["post"])}"></form>',
                     '</div>')
    main = J('<main class="container my-4"><div class="row">',
             '<div class="col-lg-8">',
             f'<p class="section-label text-uppercase small"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></p>' if ctx.has('kicker', .8) else '',
             f'<div class="story" id="story_{ctx.num}" data-controller="story" data-story-id-value="{ctx.num}">',
             f'<h1 class="story-title display-6">{E(s["h"])}</h1>',
             f'<p class="story-meta text-muted small">{byline_text(ctx)} &middot; {time_tag(ctx, "", label=False)}'
             + (f' &middot; {E(L["updated"])} {E(ctx.date(ctx.upd))}' if ctx.has('dates', .4) else '') + '</p>',
             hero(ctx, 'figure story-photo', 'figure-caption', 'photo-credit', 'figure-img img-fluid') if ctx.has('hero', .6) else '',
             f'<div class="story-body">\n{b}\n</div>',
             tagline(ctx, 'p', 'story-contact fst-italic') if ctx.has('tagline', .6) else '',
             correction(ctx, 'alert alert-warning story-correction') if ctx.has('correction', .3) else '',
             share(ctx, 'share-links', 'bottom') if ctx.has('share_bottom', .6) else '',
             '</div>', comments, '</div>',
             '<div class="col-lg-4"><div class="sidebar">',
             latest(ctx, 'sidebar-latest', n=5, dates=True) if ctx.has('latest', .9) else '',
             events(ctx, 'sidebar-calendar') if ctx.has('events', .6) else '',
             newsletter(ctx, 'sidebar-newsletter card card-body', '/subscriptions') if ctx.has('newsletter', .5) else '',
             bundle(ctx, 'sidebar-widget card card-body'),
             '</div></div>', '</div></main>')
    ctx.mark('sidebar')
    foot = J('<footer class="site-footer bg-dark text-light py-4 mt-5"><div class="container"><div class="row">', footer_columns(ctx, 'footer-sitemap'),
             f'<div class="col-md-6"><h5>{E(ctx.site["name"])}</h5>{address(ctx, "address", "small")}<p class="small">{E(L["contact"])}: <a class="text-light" href="mailto:news@{ctx.site["domain"]}">news@{ctx.site["domain"]}</a></p></div>',
             f'<div class="col-md-6">{legal_links(ctx, "list-unstyled small", "", 5)}</div>',
             f'</div><p class="small text-center mt-3 mb-0">{E(copyright(ctx))}</p></div></footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, og='website' if ctx.has('share_bottom', .5) else None, ld=[],
              metas=f'<meta name="csrf-param" content="authenticity_token">\n<meta name="csrf-token" content="Yk1v3JdW0q9pXb2mL7sN4fH8cT6rA1eG5uZ0iK3oP9wQ">\n<meta name="turbo-refresh-method" content="morph">',
              links=f'<link rel="stylesheet" href="{ctx.base}/assets/application-3f8a9c1d2e.css" data-turbo-track="reload">\n<link rel="icon" href="/favicon.ico">',
              scripts=f'<script src="{ctx.base}/assets/application-7b2e4d9a1c.js" data-turbo-track="reload" defer></script>\n'
                      f'<script type="importmap" data-turbo-track="reload">{{"imports":{{"application":"{ctx.base}/assets/application-7b2e4d9a1c.js","@hotwired/turbo-rails":"{ctx.base}/assets/turbo.min-c85b4c5406.js"}}}}</script>')
    return page(ctx, hd, J(hdr, flash, main, foot, cookie(ctx, 'cookie-consent fixed-bottom bg-light border-top p-3') if ctx.has('cookie', .5) else ''),
                f' class="stories show" data-controller="application"')


# ============================================================== Ning network with layout tables
def r_ning(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .6):
        ins.append(f'<div class="xg_module_ad"><p class="xg_lightfont">{E(L["sponsored"])}</p><a href="/page/sponsors"><img src="/xn_resources/ads/feedstore-468x60.gif" width="468" height="60" alt="Harlan Feed &amp; Supply"></a></div>')
        ctx.mark('ads')
    b = body(ctx, p='<p>{t}</p>', h='<h3><strong>{t}</strong></h3>', inserts=ins)
    blogpath = ctx.url_path
    hdr = J('<div id="xg" class="xg_theme xg_widget_profiles">',
            '<div id="xg_head"><div id="xg_masthead">',
            f'<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td width="70%"><h1 id="xg_sitename"><a id="application_name_header_link" href="/">{E(ctx.site["name"])}</a></h1>',
            f'<p id="xg_sitedesc" class="xj_site_desc">{E(ctx.site["tagline"])}</p></td>',
            f'<td align="right" valign="top"><a href="/main/authorization/signUp">Sign Up</a> | <a href="/main/authorization/signIn">{E(L["login"])}</a></td></tr></table>',
            '</div>',
            '<div id="xg_navigation"><ul>', nav_items(ctx, 'xg_subtab', '', 7, 'this'), '</ul></div>', '</div>')
    comments = ''
    if ctx.has('comments', .9):
        ctx.mark('comments', 'comment_form')
        items = comment_items(ctx, ctx.n(4))
        comments = J('<div class="xg_module" id="comments"><div class="xg_module_head"><h2>' + E(L['n_comments'].format(n=len(items))) + '</h2></div><div class="xg_module_body">',
                     f'<dl id="cf" class="discussion clear"><dd><form action="{blogpath}/comment" method="post" class="xg_form">'
                     f'<p><textarea name="comment" rows="4" cols="50" class="xg_textarea"></textarea></p><p class="buttongroup"><input type="submit" class="button" value="{E(L["post"])}"> <span class="xg_lightfont">{E(L["leave"])}</span></p></form></dd></dl>',
                     '\n'.join(f'<dl class="comment vcard xg_lightborder" id="comment-{c["id"]}"><dt>\n<a href="/profile/{slugify(c["who"])}"><img class="photo" src="/xn_resources/avatars/{slugify(c["who"])}-48.jpg" height="48" width="48" alt=""></a>\n'
                               f'<a class="fn url" href="/profile/{slugify(c["who"])}">{E(c["who"])}</a>\n<span class="timestamp">{E(ctx.date(c["dt"]))}</span></dt>\n'
                               f'<dd><p>{E(c["text"])}</p></dd>\n<dd class="item_action"><a href="{blogpath}?commentId={c["id"]}#reply">{E(L["reply"])}</a></dd></dl>' for c in items),
                     '</div></div>')
    post = J('<div class="xg_module xg_blog xg_blog_detail xg_blog_mypage xg_module_with_dialog">',
             '<div class="xg_headline"><div class="tb">',
             f'<h1>{E(s["h"])}</h1>',
             f'<ul class="navigation byline"><li><a class="nolink">Posted by </a><a href="/profile/{slugify(s["author"])}">{E(s["author"])}</a> on {E(ctx.date())}</li>'
             f'<li><a class="xg_sprite xg_sprite-view" href="/profiles/blog/list?user={slugify(s["author"])}">View Blog</a></li></ul>', '</div></div>',
             '<div class="xg_module_body">',
             f'<div class="postbody"><table width="100%" cellpadding="4" cellspacing="0" border="0"><tr><td valign="top">\n<div class="xg_user_generated">\n{b}\n</div>\n</td></tr></table></div>',
             f'<p class="small" id="tagsList">{E(L["tags"])}: ' + ', '.join(f'<a href="/profiles/blog/list?tag={slugify(t)}">{E(t)}</a>' for t in (s.get('tags') or [ctx.sec, 'Harlan Ridge'])) + '</p>' if ctx.has('tags', .8) else '',
             f'<div class="left-panel share-links">{share(ctx, "xg_share", "bottom")}</div>' if ctx.has('share_bottom', .6) else '',
             f'<p class="small"><a href="{ctx.story_path("prev")}">&lsaquo; {E(L["prev"])}</a> | <a href="/profiles/blog/list">All Blog Posts</a> | <a href="{ctx.story_path("next")}">{E(L["next"])} &rsaquo;</a></p>' if ctx.has('prevnext', .8) else '',
             orig_pub(ctx, 'xg_lightfont origin') if ctx.has('originally_published', .5) else '',
             '</div></div>')
    ctx.mark('byline', 'dates')
    if 'tagsList' in post:
        ctx.mark('tags')
    if 'All Blog Posts' in post:
        ctx.mark('prevnext')
    side = J('<td id="xg_layout_column_2" valign="top" width="30%" class="xg_span-7 xg_last">',
             f'<div class="xg_module module_welcome"><div class="xg_module_head"><h2>Welcome to<br>{E(ctx.site["name"])}</h2></div><div class="xg_module_body"><p><a href="/main/authorization/signUp">Sign Up</a> or <a href="/main/authorization/signIn">{E(L["login"])}</a></p></div></div>',
             story_list(ctx, 'latest', 'Latest Activity', 'xg_module module_activity', 4, bylines=True, card='div') if ctx.has('latest', .9) else '',
             events(ctx, 'xg_module module_events') if ctx.has('events', .8) else '',
             weather(ctx, 'xg_module module_weather') if ctx.has('weather', .4) else '',
             bundle(ctx, 'xg_module'),
             '</td>')
    ctx.mark('sidebar', 'site_title_repeat')
    main = J('<div id="xg_body"><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>',
             '<td id="xg_layout_column_1" valign="top" width="70%" class="xg_span-14">', post, comments, '</td>', side, '</tr></table></div>')
    foot = J('<div id="xg_foot"><table width="100%"><tr>',
             f'<td align="left">{E(copyright(ctx))} &nbsp; Created by <a href="/profile/{slugify(ctx.site["admin"])}">{E(ctx.site["admin"])}</a>.</td>',
             f'<td align="right"><a href="/main/embeddable/list">Badges</a> &nbsp;|&nbsp; <a href="/main/index/report">Report an Issue</a> &nbsp;|&nbsp; <a href="/main/authorization/termsOfService">{E(L["legal"][1])}</a> &nbsp;|&nbsp; <a href="/main/authorization/privacyPolicy">{E(L["legal"][0])}</a></td>',
             '</tr></table></div>', '</div>')
    hd = head(ctx, og=None, tw=False, ld=[], charset='<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
              metas='<meta name="title" content="' + E(s['h']) + '">\n<meta name="medium" content="blog">',
              links=f'<link rel="alternate" type="application/atom+xml" title="Blog Posts" href="{ctx.base}/profiles/blog/feed?xn_auth=no">',
              css=[f'{ctx.base}/xn_resources/widgets/index/css/common.min.css?xn_version=202311081452', f'{ctx.base}/xn_resources/instances/theme/theme.css?v=1'],
              scripts=f'<script type="text/javascript">ning = {{"CurrentApp":{{"premium":true,"url":"{ctx.base}","id":"harlanridge"}},"CurrentProfile":null}};</script>\n'
                      f'<script type="text/javascript" src="{ctx.base}/xn_resources/widgets/lib/js/jquery/jquery.min.js?xn_version=3.2.1"></script>', viewport=False)
    return page(ctx, hd, J(hdr, main, foot), ' class="xg_theme-harlanridge"')


# ============================================================== Webflow CMS
def r_webflow(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('newsletter', .5):
        ins.append(J('<div class="newsletter-inline w-form">', f'<form id="wf-form-Newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" action="/newsletter" class="newsletter-form">',
                     f'<h4 class="newsletter-heading">{E(L["nl_title"])}</h4>\n<p class="newsletter-text">{E(L["nl_text"])}</p>',
                     f'<input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="Email" type="email" id="email" required="">',
                     f'<input type="submit" data-wait="Please wait..." class="submit-button w-button" value="{E(L["nl_btn"])}"></form>',
                     '<div class="success-message w-form-done"><div>Thank you! Your submission has been received!</div></div>',
                     '<div class="error-message w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div>'))
        ctx.mark('newsletter')
    if ctx.has('inline_related', .5):
        ins.append(inline_related(ctx, 'related-inline-text', 'read_more'))
    b = body(ctx, p='<p>{t}</p>', inserts=ins)
    hdr = J('<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav">',
            '<div class="nav-container w-container">',
            f'<a href="/" aria-current="page" class="brand w-nav-brand"><img src="https://assets.{ctx.site["domain"]}/64f1c2a9e3b0d1/64f1c2a9e3b0d1_dispatch-logo.svg" loading="lazy" alt="{E(ctx.site["name"])}" class="logo"></a>',
            '<nav role="navigation" class="nav-menu w-nav-menu">',
            '\n'.join(f'<a href="{ctx.sec_path(x)}" class="nav-link w-nav-link">{E(x)}</a>' for x in L['sections'][:6]),
            f'<a href="/subscribe" class="nav-button w-button">{E(L["subscribe"])}</a></nav>',
            f'<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>', '</div></div>')
    ctx.mark('nav')
    ban = (f'<div class="announcement-bar"><div class="announcement-text">{E(L["breaking"])}: </div>'
           + ''.join(f'<a href="{o["url"]}" class="announcement-link">{E(o["h"])}</a>' for o in ctx.others(1)) + '</div>') if ctx.has('ticker', .5) else ''
    if ban:
        ctx.mark('ticker')
    wrap = 'div' if ctx.noart else 'article'
    main = J('<div class="section post-hero">', '<div class="container w-container">',
             f'<div class="post-category-wrapper"><a href="{ctx.sec_path()}" class="post-category-link">{E(ctx.sec)}</a></div>' if ctx.has('kicker', .9) else '',
             f'<h1 class="post-title">{E(s["h"])}</h1>',
             dek_p(ctx, '<p class="post-summary">{t}</p>'),
             f'<div class="post-author-wrapper"><img src="{ctx.img("author-" + slugify(s["author"]), 80, 80)}" loading="lazy" alt="" class="author-image">'
             f'<div><a href="/authors/{slugify(s["author"])}" class="author-name">{E(s["author"])}</a><div class="post-date">{E(ctx.date(None, False))}</div>'
             + (f'<div class="reading-time-text">{E(L["min_read"].format(n=ctx.rtime()))}</div>' if ctx.has('reading_time', .6) else '') + '</div></div>',
             '</div></div>',
             f'<div class="section post-image-section"><div class="container w-container">{hero(ctx, "post-main-image-wrap", "image-caption", "image-credit", "post-main-image")}</div></div>' if ctx.has('hero', .7) else '',
             f'<div class="section post-body"><div class="container w-container"><{wrap} class="post-content-wrap">',
             f'<div class="rich-text-block w-richtext">\n{b}\n</div>',
             share(ctx, 'share-wrapper', 'bottom', labels=False) if ctx.has('share_bottom', .7) else '',
             republish(ctx, 'republish-block') if ctx.has('republish', .95) else '',
             f'</{wrap}></div></div>')
    ctx.mark('byline', 'author_photo', 'dates')
    if 'reading-time-text' in main:
        ctx.mark('reading_time')
    more = ''
    if ctx.has('more_from', .8):
        ctx.mark('more_from')
        cards = '\n'.join(f'<div role="listitem" class="collection-item w-dyn-item"><a href="{o["url"]}" class="post-card w-inline-block"><img src="{o["img"]}" loading="lazy" alt="" class="post-card-image">'
                          f'<div class="post-card-category">{E(o["sec"])}</div><h3 class="post-card-title">{E(o["h"])}</h3><div class="post-card-date">{E(ctx.date(o["dt"], False))}</div></a></div>'
                          for o in ctx.others(ctx.n(3)))
        more = J('<div class="section more-posts"><div class="container w-container">', f'<h2 class="section-heading">{E(L["more_from"].format(sec=ctx.sec))}</h2>',
                 f'<div class="w-dyn-list"><div role="list" class="collection-list w-dyn-items w-row">\n{cards}\n</div></div></div></div>')
    foot = J('<div class="footer"><div class="container w-container"><div class="footer-grid">', footer_columns(ctx, 'footer-sitemap-grid'),
             f'<div class="footer-brand-block"><a href="/" class="footer-brand w-inline-block"><img src="https://assets.{ctx.site["domain"]}/64f1c2a9e3b0d1/dispatch-logo-white.svg" alt=""></a>'
             f'<p class="footer-text">{E(ctx.site["tagline"])}</p>{address(ctx, "p", "footer-address")}</div>',
             '<div class="footer-links-block">' + '\n'.join(f'<a href="/{slugify(x)}" class="footer-link">{E(x)}</a>' for x in L['legal'][:5]) + '</div>',
             f'</div><div class="footer-bottom"><div class="copyright-text">{E(copyright(ctx))}</div>{follow(ctx, "footer-social")}</div></div></div>')
    hd = head(ctx, og='website', tw=True, ld=[],
              metas=f'<meta content="Webflow" name="generator">',
              links=f'<link href="https://assets.{ctx.site["domain"]}/64f1c2a9e3b0d1/css/northgate-dispatch.webflow.8c1f2e9a0.css" rel="stylesheet" type="text/css">\n'
                    f'<link href="https://assets.{ctx.site["domain"]}/64f1c2a9e3b0d1/64f1c2a9e3b0d1_favicon.png" rel="shortcut icon" type="image/x-icon">',
              scripts='<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>')
    tail = J(f'<script src="https://assets.{ctx.site["domain"]}/js/jquery-3.5.1.min.dc5e7f18c8.js" type="text/javascript" crossorigin="anonymous"></script>',
             f'<script src="https://assets.{ctx.site["domain"]}/64f1c2a9e3b0d1/js/webflow.4b1a2c3d.js" type="text/javascript"></script>')
    return page(ctx, hd, J(hdr, ban, main, more, bundle(ctx, 'section sidebar-widget'), foot, cookie(ctx, 'cookie-banner', 'cookie-banner') if ctx.has('cookie', .6) else '', tail),
                '', f' data-wf-page="65a{ctx.num:05d}c2e9f0b1a2" data-wf-site="64f1c2a9e3b0d1" data-wf-collection="65a0c2e9f0b1a2c3" data-wf-item-slug="{slugify(s["h"])}"')
