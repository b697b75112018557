"""CMSs and themes: WordPress with Elementor (Hello theme), Kadence, OceanWP; Joomla 4 Cassiopeia; Wagtail; Craft CMS;
Umbraco council site; Sitecore SXA county newsroom; GOV.UK-style press release; CivicPlus police News Flash;
Finalsite school district; AMP local TV article; Tilda page."""
import datetime
import json

from common import (comments_disqus, photo_cand, translate_widget, subnav, TREES, render_unit, esc, att, inline_html, inline_text, head, ld_article, ld_breadcrumbs, ld_org, ld_graph,
                    ld_script, gtm, datalayer, body, inbody, place, svg, share_bar, share_urls, nav, ticker, breadcrumbs,
                    short_title, hero, body_photo, ad, inline_related, story_list, cards, newsletter, donation, paywall,
                    app_prompt, push_onesignal, cookie, poll, helpful, report_line, weather, stocks, events, audio,
                    author_bio, tags, prevnext, comments_wp, comment_form_wp, comments_generic, comments_viafoura, footer,
                    byline_names, doc, link_list, slugify, table_html, describe)


def wp_head_extra(pg, theme, plugins=(), ver='6.5.3'):
    base = pg.site['base']
    out = ["<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />"]
    out.append("<link rel='stylesheet' id='wp-block-library-css' href='%s/wp-includes/css/dist/block-library/style.min.css?ver=%s' media='all' />" % (base, ver))
    out.append("<link rel='stylesheet' id='%s-css' href='%s/wp-content/themes/%s/style.min.css?ver=3.0.1' media='all' />" % (theme, base, theme))
    for p in plugins:
        out.append("<link rel='stylesheet' id='%s-css' href='%s/wp-content/plugins/%s/assets/css/frontend.min.css?ver=3.21.4' media='all' />" % (p, base, p))
    out.append('<link rel="https://api.w.org/" href="%s/wp-json/" />' % base)
    out.append("<link rel='shortlink' href='%s/?p=%s' />" % (base, pg.s.aid[-4:]))
    out.append('<meta name="generator" content="WordPress %s" />' % ver)
    return '\n'.join(out)


def wp_body_class(pg, extra=''):
    cat = slugify(pg.s.section)
    return ('wp-singular post-template-default single single-post postid-%s single-format-standard wp-custom-logo wp-embed-responsive category-%s %s'
            % (pg.s.aid[-4:], cat, extra)).strip()


OBIT_NAMES = ['Harold J. Brandvold, 88', 'Dorothy "Dot" Engstrom, 94', 'Richard Palmquist, 71', 'Lois Anne Kettering, 85',
              'Gerald "Jerry" Sova, 79', 'Beverly Tollefson, 90', 'Marvin Lundeen, 83']

CONDOLENCES = [
    ('Karen and Doug Mattson', 'Peg made our wedding cake in 1979 and every birthday cake for our kids after that. So sorry for your loss, Karin.'),
    ('Jim Halvorsen', 'I delivered flour to that bakery for twenty years. She always had coffee and a bun waiting at 4 a.m. A wonderful lady.'),
    ('Sue Pelletier', 'Thinking of the whole family. Port Ellery will not be the same.'),
    ('Rev. Ann Brekke', 'Peg was a faithful member of Bethany for more than sixty years and taught Sunday school to two generations of children. She will be deeply missed.'),
    ('The Lindahl family', 'We still make her cardamom buns at Christmas from the recipe she gave my mother. Rest in peace.'),
    ('Tom Grady', 'When I was a kid she would slip me a day-old doughnut on the way to school. My condolences to Karin and the grandchildren.'),
]


# ---------------------------------------------------------------- WordPress + Elementor Pro on the Hello theme

def elementor(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer')
    declared = s.declared
    ids = iter(pg.ident(7) for _ in range(80))

    def widget(kind, inner, extra=''):
        i = next(ids)
        return ('<div class="elementor-element elementor-element-%s elementor-widget elementor-widget-%s %s" data-id="%s" '
                'data-element_type="widget" data-widget_type="%s.default">\n<div class="elementor-widget-container">\n%s\n</div>\n</div>'
                % (i, kind, extra, i, kind, inner))

    def section(inner, cls=''):
        i, j = next(ids), next(ids)
        return ('<section class="elementor-section elementor-top-section elementor-element elementor-element-%s elementor-section-boxed '
                'elementor-section-height-default %s" data-id="%s" data-element_type="section">\n<div class="elementor-container elementor-column-gap-default">\n'
                '<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-%s" data-id="%s" '
                'data-element_type="column">\n<div class="elementor-widget-wrap elementor-element-populated">\n%s\n</div>\n</div>\n</div>\n</section>'
                % (i, cls, i, j, j, inner))

    if declared:
        hd = head(pg, jsonld=[ld_script(ld_graph(pg, 'Article', [(L['home'], '/'), (s.section, '/%s/' % s.sec), (inline_text(s.headline), None)]),
                                        ' class="yoast-schema-graph"')],
                  top='<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
                  extra=wp_head_extra(pg, 'hello-elementor', ['elementor', 'elementor-pro']) +
                  '\n<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">')
    else:
        hd = head(pg, og_type='website', jsonld=[ld_script(ld_graph(pg, None), ' class="rank-math-schema"')],
                  top='<!-- Search Engine Optimization by Rank Math - https://rankmath.com/ -->',
                  extra=wp_head_extra(pg, 'hello-elementor', ['elementor', 'elementor-pro']) +
                  '\n<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">')
    nav_items = ['News', 'Sports', 'Obituaries', 'Business', 'Community', 'Opinion', 'Classifieds', 'E-Edition']
    menu = ('<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">\n%s\n</nav>'
            % subnav(pg, 'news', ul_cls='elementor-nav-menu', li_cls='menu-item menu-item-type-taxonomy menu-item-object-category',
                     sub_cls='sub-menu elementor-nav-menu--dropdown', a_cls='elementor-item', prefix='/category'))
    b = ['<a class="skip-link screen-reader-text" href="#content">Skip to content</a>',
         '<header data-elementor-type="header" data-elementor-id="57" class="elementor elementor-57 elementor-location-header" data-elementor-post-type="elementor_library">']
    if pg.has('ticker', 0.5):
        b.append(section(widget('heading', '<p class="elementor-heading-title">%s, %s</p>' % (esc(L['days'][s.dt.weekday()]), esc(pg.date()))) +
                         widget('html', ticker(pg, 'pilot-ticker', label='Latest', k=pg.n(3, 2)))))
    top = widget('theme-site-logo', '<a href="/"><img width="300" height="80" src="%s" class="attachment-full size-full" alt=""></a>' % att(pg.abs('/wp-content/uploads/2021/03/pilot-logo.png')))
    if pg.has('site_title_repeat', 0.6):
        top += widget('heading', '<p class="elementor-heading-title elementor-size-default">%s</p>' % esc(site['tagline']))
    if pg.has('weather', 0.5):
        top += widget('html', weather(pg, 'pilot-weather'))
    b.append(section(top, 'elementor-section-content-middle'))
    b.append(section(widget('nav-menu', menu, 'elementor-nav-menu__align-center') +
                     (widget('search-form', '<form class="elementor-search-form" action="/" method="get" role="search"><div class="elementor-search-form__container">'
                                            '<input placeholder="Search..." class="elementor-search-form__input" type="search" name="s" value="">'
                                            '<button class="elementor-search-form__submit" type="submit" aria-label="Search">%s</button></div></form>' % svg('search'))
                      if pg.has('search_form', 0.7) else '')))
    b.append('</header>')
    b.append('<div data-elementor-type="single-post" data-elementor-id="88" class="elementor elementor-88 elementor-location-single post-%s post type-post '
             'status-publish format-standard has-post-thumbnail hentry category-%s" data-elementor-post-type="elementor_library">' % (s.aid[-4:], slugify(s.section)))
    top = ''
    if pg.has('breadcrumbs', 0.7):
        top += widget('breadcrumbs', '<p id="breadcrumbs"><span><span><a href="/">Home</a></span> » <span><a href="/category/%s/">%s</a></span> » '
                                     '<span class="breadcrumb_last" aria-current="page">%s</span></span></p>' % (slugify(s.section), esc(s.section), esc(short_title(pg, 6))))
    top += widget('theme-post-title', '<h1 class="elementor-heading-title elementor-size-default">%s</h1>' % esc(s.headline), 'elementor-page-title elementor-widget-heading')
    pg.add('byline'), pg.add('dates')
    info = ['<li class="elementor-icon-list-item elementor-repeater-item-%s" itemprop="author"><a href="%s"><span class="elementor-icon-list-icon">%s</span>'
            '<span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-author">By %s</span></a></li>'
            % (next(ids), att(pg.author_url()), svg('user', size=14), esc(s.authors[0])),
            '<li class="elementor-icon-list-item elementor-repeater-item-%s" itemprop="datePublished"><span class="elementor-icon-list-icon">%s</span>'
            '<span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-date"><time>%s</time></span></li>'
            % (next(ids), svg('clock', size=14), esc(pg.date()))]
    if pg.has('reading_time', 0.4):
        info.append('<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">%s</span></li>' % esc(L['min_read'].format(pg.read_min())))
    top += widget('post-info', '<ul class="elementor-inline-items elementor-icon-list-items elementor-post-info">%s</ul>' % ''.join(info))
    if s.hero and pg.has('hero', 0.9):
        top += widget('theme-post-featured-image', '<figure class="wp-caption"><img width="1024" height="683" src="%s" class="attachment-large size-large wp-image-%s" alt="">'
                      '<figcaption class="widget-image-caption wp-caption-text">%s (%s)</figcaption></figure>' % (att(pg.img(s.slug, 1024, 683)), s.aid[-4:], esc(s.hero[0]), esc(s.hero[1])))
    if pg.has('share_top', 0.7):
        top += widget('share-buttons', '<div class="elementor-grid">%s</div>' % ''.join(
            '<div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_%s" role="button" tabindex="0" aria-label="Share on %s">'
            '<span class="elementor-share-btn__icon">%s</span><div class="elementor-share-btn__text"><span class="elementor-share-btn__title">%s</span></div></div></div>'
            % (n, n, svg(n), t) for n, t in (('facebook', 'Facebook'), ('x', 'Twitter'), ('email', 'Email'))))
    b.append(section(top))

    def ad_widget():
        return widget('image', '<span class="pilot-ad-label">%s</span><a href="/advertise/"><img width="300" height="250" src="%s" alt=""></a>'
                      % (esc(L['advert']), att(pg.abs('/wp-content/uploads/ads/house-300x250.jpg'))))
    ins = inbody(pg, [('ads', 0.7, lambda: '<div class="pilot-inline-ad"><span class="pilot-ad-label">%s</span><div id="pilot-ad-%s" style="min-height:250px"></div></div>'
                                           % (esc(L['advert']), pg.ident(4))),
                      ('inline_related', 0.5, lambda: inline_related(pg, 'pilot-related', 'Related:'))], first=1)
    content = widget('theme-post-content', body(pg, {'h2': '<h2 class="wp-block-heading">{}</h2>', 'ul': '<ul class="wp-block-list">\n{}\n</ul>'}, ins))
    if pg.has('ads', 0.7):
        content += ad_widget()
    if pg.has('author_bio', 0.4):
        pg.add('author_photo')
        content += widget('author-box', '<div class="elementor-author-box"><a href="%s" class="elementor-author-box__avatar"><img src="%s" alt="%s"></a>'
                          '<div class="elementor-author-box__text"><a href="%s"><h4 class="elementor-author-box__name">%s</h4></a>'
                          '<div class="elementor-author-box__bio">%s</div></div></div>'
                          % (att(pg.author_url()), att(pg.img('authors-staff', 96, 96)), att(s.authors[0]), att(pg.author_url()), esc(s.authors[0]),
                             'News from Port Ellery and the North Shore, compiled by the Pilot newsroom. Send obituaries and announcements to news@portellerypilot.com.'))
    if pg.has('prevnext', 0.7):
        a, c = pg.others(2)
        content += widget('post-navigation', '<div class="elementor-post-navigation"><div class="elementor-post-navigation__prev elementor-post-navigation__link">'
                          '<a href="%s" rel="prev"><span class="elementor-post-navigation__link__prev"><span class="post-navigation__prev--label">Previous</span>'
                          '<span class="post-navigation__prev--title">%s</span></span></a></div><div class="elementor-post-navigation__separator-wrapper">'
                          '<div class="elementor-post-navigation__separator"></div></div><div class="elementor-post-navigation__next elementor-post-navigation__link">'
                          '<a href="%s" rel="next"><span class="elementor-post-navigation__link__next"><span class="post-navigation__next--label">Next</span>'
                          '<span class="post-navigation__next--title">%s</span></span></a></div></div>' % (att(a['url']), esc(a['title']), att(c['url']), esc(c['title'])))
    b.append(section(content))
    if pg.has('related_cards', 0.8):
        items = pg.others(pg.n(3, 2))
        if s.noart:
            grid = ''.join('<div data-elementor-type="loop-item" data-elementor-id="301" class="elementor elementor-301 e-loop-item post-%d post type-post">'
                           '<a href="%s"><img src="%s" width="400" height="225" alt=""></a><h3 class="elementor-heading-title"><a href="%s">%s</a></h3>'
                           '<span class="elementor-post-date">%s</span></div>' % (pg.rng.randint(1000, 9999), att(it['url']), att(it['img']), att(it['url']), esc(it['title']), esc(pg.date(it['dt'])))
                           for it in items)
            rel = widget('loop-grid', '<h2 class="pilot-related-title">More local news</h2><div class="elementor-loop-container elementor-grid">%s</div>' % grid)
        else:
            grid = ''.join('<article class="elementor-post elementor-grid-item post-%d post type-post status-publish"><a class="elementor-post__thumbnail__link" href="%s">'
                           '<div class="elementor-post__thumbnail"><img src="%s" width="400" height="225" alt=""></div></a><div class="elementor-post__text">'
                           '<h3 class="elementor-post__title"><a href="%s">%s</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">%s</span></div></div></article>'
                           % (pg.rng.randint(1000, 9999), att(it['url']), att(it['img']), att(it['url']), esc(it['title']), esc(pg.date(it['dt']))) for it in items)
            rel = widget('posts', '<h2 class="pilot-related-title">More local news</h2><div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">%s</div>' % grid)
        b.append(section(rel))
    side = ''
    if pg.has('latest', 0.8):
        side += widget('html', '<h3 class="pilot-side-title">Recent obituaries</h3><ul class="pilot-obits">%s</ul>' % ''.join(
            '<li><a href="/obituaries/%s/">%s</a> <span>%s</span></li>' % (slugify(n), esc(n), esc(pg.date(s.dt - datetime.timedelta(days=2 * k + 1))))
            for k, n in enumerate(OBIT_NAMES[:pg.n(4, 2)])))
    if pg.has('most_read', 0.7):
        side += widget('html', story_list(pg, 'pilot-most-read', 'Most read this week', pg.n(5, 2), meta=(), numbered=True, tag='div', h='h3'))
    if pg.has('events', 0.6):
        side += widget('html', events(pg, 'pilot-events'))
    if pg.has('donation', 0.4):
        side += widget('html', '<div class="pilot-cta"><h3>Submit an obituary</h3><p>Obituaries run in print on Thursdays and online the day they are received. Deadline is noon Tuesday.</p>'
                       '<a class="elementor-button" href="/submit-an-obituary/">Submit online</a></div>')
    if side:
        pg.add('sidebar')
        b.append(section(side, 'pilot-sidebar'))
    if not s.noart and pg.has('comments', 0.9):
        cs = []
        for i, (n, t) in enumerate(CONDOLENCES[:pg.n(4, 2)]):
            dt = s.dt + datetime.timedelta(hours=3 + 5 * i)
            cs.append(dict(name=n, text=t, dt=dt, likes=0, reply=False, cid=str(4000 + i)))
        b.append(section(widget('post-comments', comments_wp(pg, len(cs), cs=cs, title_text='%d thoughts on “%s”' % (len(cs), inline_text(s.headline)))
                                + (comment_form_wp(pg) if pg.has('comment_form', 0.8) else ''), 'elementor-widget-theme-post-comments')))
    b.append('</div>')
    foot = widget('text-editor', '<p><strong>%s</strong><br>%s<br>Phone: 555-0164 · <a href="mailto:news@%s">news@%s</a></p>'
                  % (esc(site['name']), esc(site['address']), site['domain'], site['domain']))
    foot += widget('social-icons', '<div class="elementor-social-icons-wrapper elementor-grid"><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" '
                   'href="https://www.facebook.com/portellerypilot" target="_blank"><span class="elementor-screen-only">Facebook</span>%s</a></span></div>' % svg('facebook'))
    pg.add('social_follow')
    foot += widget('nav-menu', '<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-menu">%s</ul></nav>'
                   % ''.join('<li class="menu-item"><a href="/%s/" class="elementor-item">%s</a></li>' % (slugify(x), esc(x))
                             for x in ['About Us', 'Subscribe', 'Advertise', 'Submit an Obituary', 'Privacy Policy', 'Contact']))
    foot += widget('heading', '<p class="elementor-heading-title elementor-size-default">© %d %s. All rights reserved.</p>' % (s.dt.year, esc(site['name'])))
    b.append('<footer data-elementor-type="footer" data-elementor-id="61" class="elementor elementor-61 elementor-location-footer" data-elementor-post-type="elementor_library">')
    b.append(section(foot))
    b.append('</footer>')
    if pg.has('newsletter', 0.5):
        b.append('<div data-elementor-type="popup" data-elementor-id="912" class="elementor elementor-912 elementor-location-popup" '
                 'data-elementor-settings="{&quot;triggers&quot;:{&quot;page_load_delay&quot;:&quot;yes&quot;,&quot;page_load_delay_delay&quot;:8}}">'
                 + section(widget('heading', '<h2 class="elementor-heading-title">Get the Pilot in your inbox</h2>') +
                           widget('text-editor', '<p>Local news, obituaries and community events every Thursday morning. Free.</p>') +
                           widget('form', '<form class="elementor-form" method="post" name="Newsletter"><input type="hidden" name="post_id" value="912">'
                                  '<div class="elementor-form-fields-wrapper elementor-labels-"><div class="elementor-field-type-email elementor-field-group elementor-column elementor-col-100">'
                                  '<label for="form-field-email" class="elementor-field-label elementor-screen-only">Email</label><input size="1" type="email" name="form_fields[email]" '
                                  'id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Email" required></div>'
                                  '<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" '
                                  'class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">Subscribe</span></span></button></div></div></form>')) + '</div>')
    if pg.has('cookie', 0.4):
        b.append(cookie(pg, 'cookie_notice'))
    b.append('<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},'
             '"version":"3.21.4","is_static":false,"post":{"id":%s,"title":%s}};</script>' % (s.aid[-4:], json.dumps(inline_text(s.headline) + ' - ' + site['name'])))
    b.append("<script src='%s/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4' id='elementor-frontend-js'></script>" % site['base'])
    return doc('en-US', hd, '\n'.join(b), body_attrs=' class="%s elementor-default elementor-kit-6 elementor-page-88"' % wp_body_class(pg))


# ---------------------------------------------------------------- WordPress + Kadence theme

def kadence(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    if s.declared:
        g = ld_graph(pg, 'BlogPosting', [(L['home'], '/'), (s.section, '/%s/' % s.sec), (inline_text(s.headline), None)])
        hd = head(pg, jsonld=[ld_script(g, ' class="rank-math-schema"')], top='<!-- Search Engine Optimization by Rank Math - https://rankmath.com/ -->',
                  extra=wp_head_extra(pg, 'kadence') + "\n<style id='kadence-global-inline-css'>:root{--global-palette1:#1f4e8c;--global-palette2:#173c6b;--global-content-width:1200px;}</style>")
    else:
        hd = head(pg, og_type='website', jsonld=[], extra=wp_head_extra(pg, 'kadence') +
                  "\n<style id='kadence-global-inline-css'>:root{--global-palette1:#1f4e8c;--global-content-width:1200px;}</style>")
    b = ['<div id="wrapper" class="site wp-site-blocks">', '<a class="skip-link screen-reader-text scroll-ignore" href="#main">Skip to content</a>',
         '<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemscope>',
         '<div id="main-header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap">']
    if pg.has('ticker', 0.3):
        b.append('<div class="site-top-header-wrap site-header-row-container site-header-focus-item" data-section="kadence_customizer_header_top">%s</div>'
                 % ticker(pg, 'header-html', label='Latest'))
    b.append('<div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main">'
             '<div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides">'
             '<div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline">'
             '<div class="site-branding branding-layout-standard"><a class="brand has-logo-image" href="/" rel="home"><img width="300" height="64" src="%s" class="custom-logo" alt="%s">'
             '<div class="site-title-wrap"><p class="site-title">%s</p><p class="site-description">%s</p></div></a></div></div></div>'
             % (att(pg.abs('/wp-content/uploads/2022/01/ledger-logo.png')), att(site['name']), esc(site['name']), esc(site['tagline'])))
    pg.add('site_title_repeat')
    b.append('<div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-main-navigation" data-section="kadence_customizer_primary_navigation">'
             '<nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-standard header-navigation-dropdown-animation-none" role="navigation" aria-label="Primary Navigation">'
             '<div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">%s</ul></div></nav></div></div>'
             % ''.join('<li id="menu-item-%d" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-%d"><a href="/category/%s/">%s</a></li>' % (30 + k, 30 + k, slugify(x), esc(x))
                       for k, x in enumerate(['News', 'Education', 'Government', 'Sports', 'Opinion', 'Obituaries', 'Legal Notices', 'Subscribe'])))
    b.append('</div></div></div></div></div></div></div></div></header>')
    b.append('<div id="inner-wrap" class="wrap hfeed kt-clear">')
    b.append('<div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main"><div class="content-wrap">')
    b.append('<article id="post-%s" class="entry content-bg single-entry post-%s post type-post status-publish format-standard hentry category-%s">'
             % (s.aid[-4:], s.aid[-4:], slugify(s.section)))
    b.append('<div class="entry-content-wrap"><header class="entry-header post-title title-align-inherit title-tablet-align-inherit title-mobile-align-inherit">')
    if pg.has('kicker', 0.8):
        b.append('<div class="entry-taxonomies"><span class="category-links term-links category-style-normal"><a href="/category/%s/" rel="tag">%s</a></span></div>' % (slugify(s.section), esc(s.section)))
    b.append('<h1 class="entry-title">%s</h1>' % esc(s.headline))
    meta = ['<span class="posted-by"><span class="meta-label">By</span><span class="author vcard"><a class="url fn n" href="%s">%s</a></span></span>' % (att(pg.author_url()), esc(s.authors[0]))]
    pg.add('byline')
    meta.append('<span class="posted-on"><time class="entry-date published" datetime="%s">%s</time>%s</span>'
                % (pg.iso(), esc(pg.date()), ('<time class="updated" datetime="%s">%s</time>' % (pg.iso(s.upd), esc(pg.date(s.upd)))) if s.upd else ''))
    if pg.has('reading_time', 0.3):
        meta.append('<span class="meta-reading-time">%s</span>' % esc(L['min_read'].format(pg.read_min())))
    b.append('<div class="entry-meta entry-meta-divider-dot">%s</div></header>' % ''.join(meta))
    if s.dek:
        b.append('<p class="entry-subtitle">%s</p>' % inline_html(s.dek))
    if s.hero and pg.has('hero', 0.9):
        b.append('<div class="post-thumbnail article-post-thumbnail kadence-thumbnail-position-behind alignwide kadence-thumbnail-ratio-2-3">'
                 '<div class="post-thumbnail-inner"><img width="1200" height="800" src="%s" class="post-top-featured wp-post-image" alt=""></div></div>'
                 '<div class="wp-caption-text kadence-featured-caption">%s <em>%s</em></div>' % (att(pg.img(s.slug, 1200, 800)), esc(s.hero[0]), esc(s.hero[1])))

    def kad_ad():
        return '<div class="kadence-ad kb-ad-inline"><p class="kb-ad-label">%s</p><div class="kb-ad-slot" style="min-height:250px"></div></div>' % esc(L['advert'])
    ins = inbody(pg, photo_cand(pg, 'wp-block-image size-large') + [('ads', 0.6, kad_ad), ('inline_related', 0.5, lambda: inline_related(pg, 'kb-related-inline', 'RELATED:')),
                      ('donation', 0.4, lambda: donation(pg, 'kb-donate-box', '/support-local-news/'))], first=1)
    b.append('<div class="entry-content single-content">')
    b.append(body(pg, {'h2': '<h2 class="wp-block-heading">{}</h2>', 'ul': '<ul class="wp-block-list">\n{}\n</ul>'}, ins))
    b.append('</div>')
    if pg.has('tags', 0.7):
        b.append('<footer class="entry-footer"><div class="entry-tags"><span class="tags-links"><span class="tags-label screen-reader-text">Post Tags:</span>%s</span></div></footer>'
                 % ''.join('<a href="/tag/%s/" title="%s" class="tag-link tag-item-%s" rel="tag"><span class="tag-hash">#</span>%s</a>' % (slugify(t), att(t), slugify(t), esc(t)) for t in (s.tags or [s.section])))
    b.append('</div></article>')
    if pg.has('author_bio', 0.5):
        b.append(author_bio(pg, 'entry-author entry-author-style-normal', beat='schools and local government'))
    if pg.has('prevnext', 0.8):
        a, c = pg.others(2)
        b.append('<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">'
                 '<div class="nav-previous"><a href="%s" rel="prev"><div class="post-navigation-sub"><small>%s Previous</small></div>%s</a></div>'
                 '<div class="nav-next"><a href="%s" rel="next"><div class="post-navigation-sub"><small>Next %s</small></div>%s</a></div></div></nav>'
                 % (att(a['url']), svg('chevron', size=12), esc(a['title']), att(c['url']), svg('chevron', size=12), esc(c['title'])))
    if pg.has('related_cards', 0.8):
        b.append('<div class="entry-related alignfull entry-related-style-wide"><div class="entry-related-inner content-container site-container">'
                 '<div class="entry-related-inner-content alignwide">%s</div></div></div>'
                 % cards(pg, 'entry-related-carousel', 'Similar Posts', pg.n(3, 2), h='h2', card_tag='article', kicker=False))
    if pg.has('comments', 1.0 if s.heavy else 0.7):
        b.append(comments_wp(pg, pg.n(8 if s.heavy else 3, 2)))
        if pg.has('comment_form', 0.7):
            b.append(comment_form_wp(pg))
    b.append('</div></main>')
    if pg.has('sidebar', 0.6):
        b.append('<aside id="secondary" role="complementary" class="primary-sidebar widget-area sidebar-slug-sidebar-primary sidebar-link-style-normal"><div class="sidebar-inner-wrap">')
        b.append('<section id="block-4" class="widget widget_block">%s</section>' % story_list(pg, 'wp-block-latest-posts', 'Recent Posts', pg.n(5, 2), meta=('date',), tag='div', h='h2'))
        if pg.has('events', 0.5):
            b.append('<section id="block-5" class="widget widget_block">%s</section>' % events(pg, 'ledger-events'))
        if pg.has('newsletter', 0.5):
            b.append('<section id="block-6" class="widget widget_block">%s</section>' % newsletter(pg, 'ledger-newsletter'))
        b.append('</div></aside>')
    b.append('</div></div></div>')
    b.append('<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap">'
             '<div class="site-middle-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard" data-section="kadence_customizer_footer_middle">'
             '<div class="footer-widget-area widget-area site-footer-focus-item footer-widget1"><section class="widget widget_block"><p><strong>%s</strong><br>%s<br>Newsroom: 555-0177</p></section></div>'
             '<div class="footer-widget-area footer-navigation">%s</div></div>'
             '<div class="site-bottom-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard" data-section="kadence_customizer_footer_bottom">'
             '<div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>© %d %s - WordPress Theme by Kadence WP</p></div></div></div></div></footer>'
             % (esc(site['name']), esc(site['address']), link_list(pg, ['About', 'Contact', 'Advertise', 'Subscribe', 'Corrections', 'Privacy Policy'], ul='footer-menu'),
                s.dt.year, esc(site['name'])))
    b.append('</div></div>')
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'cookie_notice'))
    return doc('en-US', hd, '\n'.join(b), body_attrs=' class="%s footer-on-bottom hide-focus-outline link-style-standard content-title-style-normal content-width-normal content-style-boxed content-vertical-padding-show non-transparent-header mobile-non-transparent-header"' % wp_body_class(pg))


# ---------------------------------------------------------------- WordPress + OceanWP

def oceanwp(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    if s.declared:
        hd = head(pg, jsonld=[], top='<!-- All in One SEO 4.6.2 - aioseo.com -->', extra=wp_head_extra(pg, 'oceanwp'))
    else:
        g = ld_graph(pg, None)
        hd = head(pg, og_type='website', jsonld=[ld_script(g, ' class="aioseo-schema"')], top='<!-- All in One SEO 4.6.2 - aioseo.com -->',
                  extra=wp_head_extra(pg, 'oceanwp'))
    b = ['<div id="outer-wrap" class="site clr"><a class="skip-link screen-reader-text" href="#main">Skip to content</a><div id="wrap" class="clr">']
    if pg.has('ticker', 0.4):
        b.append('<div id="top-bar-wrap" class="clr"><div id="top-bar" class="clr container has-no-content"><div id="top-bar-inner" class="clr">'
                 '<div id="top-bar-content" class="clr has-content top-bar-left">%s</div></div></div></div>' % ticker(pg, 'owp-ticker', label=L['breaking']))
    b.append('<header id="site-header" class="minimal-header clr" data-height="74" itemscope="itemscope" itemtype="https://schema.org/WPHeader" role="banner">'
             '<div id="site-header-inner" class="clr container"><div id="site-logo" class="clr" itemscope itemtype="https://schema.org/Brand"><div id="site-logo-inner" class="clr">'
             '<a href="/" rel="home" class="site-title site-logo-text">%s</a></div></div>' % esc(site['name']))
    b.append('<div id="site-navigation-wrap" class="clr"><nav id="site-navigation" class="navigation main-navigation clr" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement" role="navigation">'
             '<ul id="menu-main-menu" class="main-menu dropdown-menu sf-menu">%s</ul></nav></div></div></header>'
             % ''.join('<li id="menu-item-%d" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-%d"><a href="/category/%s/" class="menu-link"><span class="text-wrap">%s</span></a></li>'
                       % (40 + k, 40 + k, slugify(x), esc(x)) for k, x in enumerate(['Home', 'News', 'Sports', 'Schools', 'Health', 'Business', 'Obituaries', 'Contact'])))
    b.append('<main id="main" class="site-main clr" role="main">')
    b.append('<header class="page-header"><div class="container clr page-header-inner"><h1 class="page-header-title clr" itemprop="headline">%s</h1>' % esc(s.headline))
    if pg.has('breadcrumbs', 0.8):
        b.append('<nav role="navigation" aria-label="Breadcrumbs" class="site-breadcrumbs clr position-"><ol class="trail-items" itemscope itemtype="http://schema.org/BreadcrumbList">'
                 '<li class="trail-item trail-begin"><a href="/" rel="home"><span itemprop="name">Home</span></a><span class="breadcrumb-sep">&gt;</span></li>'
                 '<li class="trail-item"><a href="/category/%s/"><span itemprop="name">%s</span></a><span class="breadcrumb-sep">&gt;</span></li>'
                 '<li class="trail-item trail-end"><span itemprop="name">%s</span></li></ol></nav>' % (slugify(s.section), esc(s.section), esc(short_title(pg, 6))))
    b.append('</div></header>')
    b.append('<div id="content-wrap" class="container clr"><div id="primary" class="content-area clr"><div id="content" class="site-content clr">')
    b.append('<article id="post-%s" class="single-post-article clr">' % s.aid[-4:])
    if s.hero and pg.has('hero', 0.9):
        b.append('<div class="thumbnail"><img width="1200" height="800" src="%s" class="attachment-full size-full wp-post-image" alt="" itemprop="image"></div>' % att(pg.img(s.slug, 1200, 800)))
    b.append('<header class="entry-header clr"><h2 class="single-post-title entry-title" itemprop="headline">%s</h2></header>' % esc(s.headline))
    pg.headline_tag = 'h1'
    ncom = pg.n(8 if s.heavy else 3, 2)
    b.append('<ul class="meta ospm-default clr"><li class="meta-author" itemprop="name"><span class="screen-reader-text">Post author:</span>%s<a href="%s" rel="author">%s</a></li>'
             '<li class="meta-date" itemprop="datePublished"><span class="screen-reader-text">Post published:</span>%s%s</li>'
             '<li class="meta-cat"><span class="screen-reader-text">Post category:</span><a href="/category/%s/" rel="category tag">%s</a></li></ul>'
             % (svg('user', size=14), att(pg.author_url()), esc(s.authors[0]), svg('clock', size=14), esc(pg.date()), slugify(s.section), esc(s.section)))
    ins = inbody(pg, [('ads', 0.6, lambda: ad(pg, 'owp-inline-ad'))], first=1)
    b.append('<div class="entry-content clr" itemprop="text">')
    b.append(body(pg, {'h2': '<h2 class="wp-block-heading">{}</h2>', 'ul': '<ul class="wp-block-list">\n{}\n</ul>'}, ins))
    b.append('</div>')
    if pg.has('tags', 0.7):
        b.append('<div class="post-tags clr"><span class="owp-tag-text">Tags: </span>%s</div>' % ', '.join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in (s.tags or [s.section])))
    if pg.has('share_bottom', 0.7):
        b.append('<div class="entry-share clr minimal side"><h3 class="theme-heading social-share-title"><span class="text" aria-hidden="true">Please Share This</span>'
                 '<span class="screen-reader-text">Share This Content</span></h3>%s</div>' % share_bar(pg, 'oew-social-share', nets=('facebook', 'x', 'linkedin', 'email'), label=False, copy=False))
    if pg.has('prevnext', 0.8):
        a, c = pg.others(2)
        b.append('<nav class="navigation post-navigation" aria-label="Read more articles"><h2 class="screen-reader-text">Read more articles</h2><div class="nav-links">'
                 '<div class="nav-previous"><a href="%s" rel="prev"><span class="title">Previous Post</span><span class="post-title">%s</span></a></div>'
                 '<div class="nav-next"><a href="%s" rel="next"><span class="title">Next Post</span><span class="post-title">%s</span></a></div></div></nav>'
                 % (att(a['url']), esc(a['title']), att(c['url']), esc(c['title'])))
    if pg.has('related_cards', 0.8):
        items = pg.others(pg.n(3, 2))
        b.append('<section id="related-posts" class="clr"><h3 class="theme-heading related-posts-title"><span class="text">You Might Also Like</span></h3><div class="oceanwp-row clr">%s</div></section>'
                 % ''.join('<article class="related-post clr col span_1_of_3 col-%d post-%d post type-post"><figure class="related-post-media clr"><a href="%s" class="related-thumb">'
                           '<img src="%s" width="300" height="200" alt=""></a></figure><h3 class="related-post-title"><a href="%s" rel="bookmark">%s</a></h3>'
                           '<time class="published" datetime="%s">%s%s</time></article>' % (k + 1, pg.rng.randint(100, 999), att(it['url']), att(it['img']), att(it['url']), esc(it['title']),
                                                                                                pg.iso(it['dt']), svg('clock', size=12), esc(pg.date(it['dt'])))
                           for k, it in enumerate(items)))
    if pg.has('comments', 1.0 if s.heavy else 0.6):
        b.append('<section id="comments" class="comments-area clr has-comments">%s</section>' % comments_wp(pg, ncom))
        if pg.has('comment_form', 0.6):
            b.append(comment_form_wp(pg))
    b.append('</article></div></div>')
    if pg.has('sidebar', 0.8):
        b.append('<aside id="right-sidebar" class="sidebar-container widget-area sidebar-primary" itemscope="itemscope" itemtype="https://schema.org/WPSideBar" role="complementary" aria-label="Primary Sidebar">'
                 '<div id="right-sidebar-inner" class="clr">')
        b.append('<div id="search-2" class="sidebar-box widget_search clr"><form role="search" method="get" class="searchform" action="/"><label for="ocean-search-form-1">'
                 '<span class="screen-reader-text">Search this website</span><input type="search" id="ocean-search-form-1" class="field" autocomplete="off" placeholder="Search" name="s"></label></form></div>')
        pg.add('search_form')
        b.append('<div id="recent-posts-2" class="sidebar-box widget_recent_entries clr">%s</div>' % story_list(pg, 'recent-posts', 'Recent Posts', pg.n(5, 2), meta=('date',), tag='div', h='h4', title_cls='widget-title'))
        if pg.has('weather', 0.5):
            b.append('<div id="custom_html-3" class="widget_text sidebar-box widget_custom_html clr">%s</div>' % weather(pg, 'tvt-weather'))
        if pg.has('poll', 0.4):
            b.append('<div id="polls-2" class="sidebar-box widget_polls-widget clr">%s</div>' % poll(pg, 'wp-polls'))
        b.append('</div></aside>')
    b.append('</div></main>')
    b.append('<footer id="footer" class="site-footer" itemscope="itemscope" itemtype="https://schema.org/WPFooter" role="contentinfo"><div id="footer-inner" class="clr">'
             '<div id="footer-widgets" class="oceanwp-row clr"><div class="footer-widgets-inner container"><div class="footer-box span_1_of_3 col col-1"><div class="footer-widget">'
             '<h4 class="widget-title">About %s</h4><p>Local news for Hollis Valley, Orchard Grove and the Tri-Valley area since 1994.</p></div></div>'
             '<div class="footer-box span_1_of_3 col col-2">%s</div></div></div>'
             '<div id="footer-bottom" class="clr no-footer-nav"><div id="footer-bottom-inner" class="container clr"><div id="copyright" class="clr" role="contentinfo">'
             'Copyright © %d %s | OceanWP Theme by OceanWP</div></div></div></div></footer>'
             % (esc(site['name']), link_list(pg, ['Advertise', 'Submit News', 'Contact', 'Privacy Policy']), s.dt.year, esc(site['name'])))
    b.append('</div></div>')
    b.append('<a aria-label="Scroll to the top of the page" href="#" id="scroll-top" class="scroll-top-right">%s</a>' % svg('chevron'))
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'cookie_notice'))
    return doc('en-US', hd, '\n'.join(b), body_attrs=' class="%s oceanwp-theme dropdown-mobile default-breakpoint has-sidebar content-right-sidebar post-in-category-%s page-header-disabled? has-breadcrumbs"'.replace('page-header-disabled? ', '') % (wp_body_class(pg), slugify(s.section)))


# ---------------------------------------------------------------- Joomla 4 Cassiopeia

def cassiopeia(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    hd = head(pg, og=False, twitter=False, jsonld=[], title='%s - %s' % (inline_text(s.headline), site['name']),
              top='<meta name="generator" content="Joomla! - Open Source Content Management">',
              extra='<link href="/media/templates/site/cassiopeia/css/template.min.css?b8f3c9" rel="stylesheet">\n'
                    '<link href="/media/templates/site/cassiopeia/css/vendor/joomla-custom-elements/joomla-alert.min.css?0.2.0" rel="stylesheet">\n'
                    '<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error","MESSAGE":"Message"},"system.paths":{"root":"","rootFull":"%s\\/","base":""}}</script>\n'
                    '<script src="/media/system/js/core.min.js?37ffe4"></script>\n<script type="module" src="/media/templates/site/cassiopeia/js/template.min.js?b8f3c9"></script>' % site['base'].replace('/', '\\/'))
    b = ['<header class="header container-header full-width position-sticky">']
    if pg.has('ticker', 0.4):
        b.append('<div class="container-topbar"><div class="moduletable "><div id="mod-custom118" class="mod-custom custom"><p><strong>Notice:</strong> Village Hall bookings for summer are now open. '
                 '<a href="/village-hall">Book online</a></p></div></div></div>')
    b.append('<div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><span title="%s">%s</span></a><div class="site-description">%s</div></div></div>'
             % (att(site['name']), esc(site['name']), esc(site['tagline'])))
    club_tree = [('Home', []), ('Community News', ['Parish Council', 'Village Hall', 'Church', 'Clubs & Societies', 'Planning']),
                 ('Rugby Club', ['First XV', 'Second XV', 'Juniors', 'Fixtures & Results', 'Join the Club', 'Clubhouse Hire']),
                 ('Gala', ['Gala Programme', 'Gala Queen', 'Volunteers', 'History of the Gala']),
                 ('What\'s On', ['Events Calendar', 'Village Hall Bookings']), ('Contact', [])]
    b.append('<div class="grid-child container-nav">%s' % subnav(pg, club_tree, ul_cls='mod-menu mod-list nav ', li_cls='nav-item', sub_cls='mod-menu__sub list-unstyled small', prefix='/index.php'))
    if pg.has('search_form', 0.8):
        b.append('<div class="container-search"><form class="mod-finder js-finder-searchform form-search" action="/index.php/component/finder/search" method="get" role="search">'
                 '<label for="mod-finder-searchword118" class="visually-hidden finder">Search</label><input type="text" name="q" id="mod-finder-searchword118" '
                 'class="js-finder-search-query form-control" value="" placeholder="Search ..."></form></div>')
    b.append('</div></header>')
    b.append('<div class="site-grid">')
    b.append('<div class="grid-child container-component">')
    if pg.has('breadcrumbs', 0.9):
        b.append('<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs"><ol itemscope itemtype="https://schema.org/BreadcrumbList" class="mod-breadcrumbs breadcrumb px-3 py-2">'
                 '<li class="mod-breadcrumbs__here float-start">You are here: &#160;</li>'
                 '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item"><a itemprop="item" href="/" class="pathway"><span itemprop="name">Home</span></a><meta itemprop="position" content="1"></li>'
                 '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item"><a itemprop="item" href="/index.php/%s" class="pathway"><span itemprop="name">%s</span></a><meta itemprop="position" content="2"></li>'
                 '<li aria-current="page" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item active"><span itemprop="name">%s</span><meta itemprop="position" content="3"></li></ol></nav>'
                 % (s.sec, esc(s.section), esc(inline_text(s.headline))))
    b.append('<div id="system-message-container" aria-live="polite"></div>')
    b.append('<main>')
    b.append('<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB">')
    b.append('<div class="page-header"><h1 itemprop="headline">%s</h1></div>' % esc(s.headline))
    hits = pg.rng.randint(80, 1900)
    b.append('<dl class="article-info text-muted"><dt class="article-info-term">Details</dt>'
             '<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person"><span class="icon-user icon-fw" aria-hidden="true"></span>Written by: <span itemprop="name">%s</span></dd>'
             '<dd class="category-name"><span class="icon-folder-open icon-fw" aria-hidden="true"></span>Category: <a href="/index.php/%s" itemprop="genre">%s</a></dd>'
             '<dd class="published"><span class="icon-calendar icon-fw" aria-hidden="true"></span><time datetime="%s" itemprop="datePublished">Published: %s</time></dd>'
             '<dd class="hits"><span class="icon-eye icon-fw" aria-hidden="true"></span><meta itemprop="interactionCount" content="UserPageVisits:%d">Hits: %d</dd></dl>'
             % (esc(s.authors[0]), s.sec, esc(s.section), pg.iso(), s.dt.strftime('%d %B %Y'), hits, hits))
    if pg.has('share_top', 0.4):
        b.append(share_bar(pg, 'share-this', nets=('facebook', 'x', 'email'), label=True, copy=False))
    b.append('<div itemprop="articleBody" class="com-content-article__body">')
    b.append(body(pg, {'table': lambda rows: table_html(rows, 'table table-striped')}))
    b.append('</div>')
    if pg.has('tags', 0.6):
        b.append('<ul class="tags list-inline">%s</ul>' % ''.join('<li class="list-inline-item tag-%d tag-list0" itemprop="keywords"><a href="/index.php/component/tags/tag/%s" class="btn btn-sm btn-info">%s</a></li>'
                                                             % (3 + k, slugify(t), esc(t)) for k, t in enumerate(s.tags or [s.section])))
    if pg.has('prevnext', 0.8):
        a, c = pg.others(2)
        b.append('<nav class="pagenavigation" aria-label="Page Navigation"><span class="pagination ms-0">'
                 '<a class="btn btn-sm btn-secondary previous" href="/index.php/%s/%s" rel="prev"><span class="visually-hidden">Previous article: %s</span>'
                 '<span class="icon-chevron-left" aria-hidden="true"></span> <span aria-hidden="true">Prev</span></a>'
                 '<a class="btn btn-sm btn-secondary next" href="/index.php/%s/%s" rel="next"><span class="visually-hidden">Next article: %s</span>'
                 '<span aria-hidden="true">Next</span> <span class="icon-chevron-right" aria-hidden="true"></span></a></span></nav>'
                 % (s.sec, a['slug'], esc(a['title']), s.sec, c['slug'], esc(c['title'])))
    b.append('</div></main></div>')
    pg.add('sidebar')
    b.append('<div class="grid-child container-sidebar-right">')
    b.append('<div class="sidebar-right card "><h3 class="card-header ">Latest Articles</h3><div class="card-body"><ul class="mod-articleslatest latestnews mod-list">%s</ul></div></div>'
             % ''.join('<li itemscope itemtype="https://schema.org/Article"><a href="/index.php/%s/%s" itemprop="url"><span itemprop="name">%s</span></a></li>'
                       % (s.sec, it['slug'], esc(it['title'])) for it in pg.others(pg.n(5, 2))))
    pg.add('latest')
    if pg.has('events', 0.7):
        b.append('<div class="sidebar-right card "><h3 class="card-header ">What\'s On</h3><div class="card-body">%s</div></div>' % events(pg, 'mod-events'))
    if pg.has('most_read', 0.5):
        b.append('<div class="sidebar-right card "><h3 class="card-header ">Most Read</h3><div class="card-body"><ul class="mostread mod-list">%s</ul></div></div>'
                 % ''.join('<li itemscope itemtype="https://schema.org/Article"><a href="/index.php/%s/%s" itemprop="url"><span itemprop="name">%s</span></a></li>'
                           % (s.sec, it['slug'], esc(it['title'])) for it in pg.others(pg.n(4, 2))))
    if pg.has('poll', 0.3):
        b.append('<div class="sidebar-right card "><h3 class="card-header ">Village Poll</h3><div class="card-body">%s</div></div>' % poll(pg, 'mod-poll'))
    if pg.has('more_from', 0.7):
        b.append('<div class="sidebar-right card "><h3 class="card-header ">Fixtures &amp; Results</h3><div class="card-body"><table class="table table-sm mod-fixtures">%s</table></div></div>'
                 % ''.join('<tr><td>%s</td><td>%s</td><td>%s</td></tr>' % (d, t, r) for d, t, r in FIXTURES[:pg.n(4, 2)]))
    if pg.has('ads', 0.7):
        b.append('<div class="sidebar-right card sponsors"><h3 class="card-header ">Our Sponsors</h3><div class="card-body"><p class="sponsor-label">%s</p><ul class="mod-sponsors">%s</ul></div></div>'
                 % (esc(L['sponsored']), ''.join('<li><a href="/index.php/sponsors/%s"><img src="/images/sponsors/%s.png" alt="%s" width="160" height="60">%s</a></li>' % (slugify(x), slugify(x), att(x), esc(x))
                                                for x in SPONSORS[:pg.n(4, 2)])))
    b.append('</div></div>')
    b.append('<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>%s · %s</p>'
             '<p>Copyright © %d %s. All rights reserved. <a href="/index.php/privacy">Privacy</a> · <a href="/index.php/cookies">Cookies</a> · <a href="/index.php/contact">Contact us</a></p></div></div></footer>'
             % (esc(site['name']), esc(site['address']), s.dt.year, esc(site['name'])))
    b.append('<a href="#top" id="back-top" class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>')
    if pg.has('cookie', 0.5):
        b.append(cookie(pg, 'generic'))
    return doc('en-gb', hd, '\n'.join(b), body_attrs=' class="site com_content wrapper-static view-article no-layout no-task itemid-1%s has-sidebar-right"' % s.aid[-2:])


FIXTURES = [('Sat 16 Mar', 'First XV v Morton Cross (H)', '2.30pm'), ('Sat 9 Mar', 'Hollins Park 12 Brackenridge 36', 'W'),
            ('Sat 2 Mar', 'Brackenridge 22 Ashby Vale 25', 'L'), ('Sat 23 Mar', 'Second XV v Kirkby (A)', '2pm'),
            ('Sun 17 Mar', 'U14 v Morton Cross (H)', '10.30am'), ('Sat 24 Feb', 'Brackenridge 41 Dunmore 7', 'W')]
SPONSORS = ['Barr & Sons Builders', 'The Plough Inn', 'Brackenridge Motors', 'Hollins Farm Shop', 'Kirk Road Dental', 'M. Akande Electrical']


# ---------------------------------------------------------------- Wagtail nonprofit newsroom

def wagtail(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    ld = [dict({'@context': 'https://schema.org'}, **ld_org(pg))] if s.id.endswith('7') else []
    hd = head(pg, og_type='website', jsonld=ld,
              extra='<link rel="stylesheet" href="/static/css/main.5e1f0c2b.css">\n<script defer src="/static/js/main.a81b44d0.js"></script>\n'
                    '<script defer data-domain="%s" src="/static/js/stats.js"></script>' % site['domain'])
    b = ['<a class="skip-link" href="#main">Skip to content</a>', '<header class="site-header"><div class="container site-header__inner">',
         '<a class="site-header__logo" href="/"><img src="/static/images/fcr-logo.svg" alt="%s" width="220" height="48"></a>' % att(site['name']),
         '<p class="site-header__tagline">%s</p>' % esc(site['tagline']),
         '<nav class="site-nav" aria-label="Main"><ul class="site-nav__list">%s</ul></nav>' % ''.join(
             '<li class="site-nav__item"><a class="site-nav__link" href="/topics/%s/">%s</a></li>' % (slugify(x), esc(x))
             for x in ['Housing', 'Environment', 'Government', 'Education', 'Courts', 'Health', 'Data']),
         '<a class="btn btn--donate" href="/donate/">Donate</a> <a class="btn btn--newsletter" href="/newsletter/">Newsletter</a>', '</div></header>']
    b.append('<main id="main" class="site-main">')
    b.append('<article class="article" data-page-id="%s">' % s.aid[-3:])
    b.append('<header class="article__header container container--narrow">')
    if pg.has('kicker', 0.9):
        b.append('<p class="article__kicker"><a href="/topics/%s/">%s</a></p>' % (slugify(s.section), esc(s.section)))
    b.append('<h1 class="article__title">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="article__dek">%s</p>' % inline_html(s.dek))
    photo = ''
    if pg.has('author_photo', 0.6):
        photo = '<img class="byline__photo" src="/media/images/%s.2e16d0ba.fill-80x80.jpg" width="40" height="40" alt="">' % slugify(s.authors[0])
    b.append('<div class="article__meta"><div class="byline">%s<span class="byline__name">by <a href="/staff/%s/">%s</a></span></div>'
             '<time class="article__date" datetime="%s">%s</time>%s</div>'
             % (photo, slugify(s.authors[0]), esc(s.authors[0]), pg.iso(), esc(pg.date()),
                ('<span class="article__updated">Updated %s, %s</span>' % (esc(pg.date(s.upd)), esc(pg.time(s.upd)))) if s.upd else ''))
    if pg.has('share_top', 0.7):
        b.append(share_bar(pg, 'share-tools', nets=('facebook', 'x', 'email'), label=False))
    b.append('</header>')
    if s.hero and pg.has('hero', 0.9):
        b.append('<figure class="article__lead-image container"><img src="/media/images/%s.2e16d0ba.fill-1200x675.jpg" width="1200" height="675" alt="">'
                 '<figcaption class="article__caption">%s <span class="article__credit">Credit: %s</span></figcaption></figure>' % (s.slug[:40], esc(s.hero[0]), esc(s.hero[1].split('/')[0])))

    def related():
        it = pg.others(1)[0]
        return '<div class="block-related_link"><aside class="related-inline"><span class="related-inline__label">Related</span> <a href="%s">%s</a></aside></div>' % (att(it['url']), esc(it['title']))

    def ask():
        return ('<div class="block-donation_ask"><aside class="donate-ask"><p class="donate-ask__title">%s</p><p>The Ferris County Record is a nonprofit newsroom. '
                'We rely on readers, not advertisers or paywalls. A monthly gift of $5 keeps a reporter at every City Council meeting.</p>'
                '<a class="btn btn--donate" href="/donate/?utm_source=inline">%s</a></aside></div>' % (esc(L['donate_title']), esc(L['donate_btn'])))
    ins = inbody(pg, [('inline_related', 0.8, related), ('donation', 0.9, ask)] + photo_cand(pg, 'block-image richtext-image full-width'), first=2)
    out, group = [], []
    for i, u in enumerate(s.units):
        if u[0] == 'p':
            group.append('<p>%s</p>' % inline_html(u[1]))
        else:
            if group:
                out.append('<div class="block-paragraph"><div class="rich-text">%s</div></div>' % '\n'.join(group))
                group = []
            if u[0] == 'quote':
                out.append('<div class="block-pullquote"><blockquote class="pullquote"><p>%s</p></blockquote></div>' % inline_html(u[1]))
            else:
                out.append('<div class="block-%s">%s</div>' % (u[0], render_unit(u, {}, i)))
        if ins.get(i):
            if group:
                out.append('<div class="block-paragraph"><div class="rich-text">%s</div></div>' % '\n'.join(group))
                group = []
            out.extend(ins[i])
    if group:
        out.append('<div class="block-paragraph"><div class="rich-text">%s</div></div>' % '\n'.join(group))
    b.append('<div class="article__body container container--narrow">\n%s\n</div>' % '\n'.join(out))
    b.append('<footer class="article__footer container container--narrow">')
    if pg.has('tags', 0.8):
        b.append('<div class="article__topics"><span>Filed under:</span> %s</div>' % ' '.join('<a class="tag" href="/topics/%s/">%s</a>' % (slugify(t), esc(t)) for t in s.tags))
    if pg.has('author_bio', 0.8):
        b.append(author_bio(pg, 'author-card', photo='author_photo' in pg.parts, beat=s.section.lower()))
    if pg.has('republish', 0.8):
        b.append('<div class="republish"><button class="republish__button" type="button">Republish this story</button><div class="republish__modal" hidden>'
                 '<h2>Republish this story</h2><p>You can republish this story for free under a Creative Commons Attribution-NoDerivatives 4.0 International License. '
                 'Please credit the Ferris County Record and include a link to the original story.</p><textarea readonly aria-label="HTML to copy"></textarea></div></div>')
    if pg.has('report_error', 0.5):
        b.append(report_line(pg, 'article__corrections'))
    b.append('</footer></article>')
    if pg.has('more_from', 0.8):
        b.append(cards(pg, 'more-stories container', 'More from the Record', pg.n(3, 2), card_tag='div', kicker=True))
    if pg.has('newsletter', 0.7):
        b.append(newsletter(pg, 'newsletter-cta container', title='Get the Record in your inbox',
                            text='Our free newsletter arrives Tuesday and Friday mornings with the stories that matter in Ferris County.'))
    b.append('</main>')
    b.append(footer(pg, 'site-footer', cols=[('About', ['Our Mission', 'Staff', 'Board', 'Ethics Policy', 'Corrections', 'Funding & Transparency']),
                                            ('Support', ['Donate', 'Become a Member', 'Sponsorship', 'Newsletter'])],
                    extra='<p class="site-footer__nonprofit">The Ferris County Record is a nonprofit, nonpartisan newsroom and a 501(c)(3) organization. Donations are tax-deductible.</p>'))
    if pg.has('cookie', 0.2):
        b.append(cookie(pg, 'generic'))
    return doc('en', hd, '\n'.join(b), body_attrs=' class="template-articlepage"')


# ---------------------------------------------------------------- Craft CMS research institute newsroom

def craft(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    g = {'@context': 'http://schema.org', '@graph': [
        {'@type': 'WebPage', 'author': {'@id': site['base'] + '#identity'}, 'copyrightHolder': {'@id': site['base'] + '#identity'},
         'datePublished': pg.iso(), 'description': describe(pg), 'headline': inline_text(s.headline), 'inLanguage': 'en-us',
         'mainEntityOfPage': pg.url, 'name': inline_text(s.headline), 'url': pg.url},
        {'@id': site['base'] + '#identity', '@type': 'ResearchOrganization', 'name': site['name'], 'url': site['base'] + '/',
         'address': {'@type': 'PostalAddress', 'streetAddress': '1 Harbour Road'}},
        {'@type': 'BreadcrumbList', 'itemListElement': [{'@type': 'ListItem', 'position': 1, 'name': 'Home', 'item': site['base'] + '/'},
                                                        {'@type': 'ListItem', 'position': 2, 'name': 'News', 'item': site['base'] + '/news'},
                                                        {'@type': 'ListItem', 'position': 3, 'name': inline_text(s.headline), 'item': pg.url}]}]}
    hd = head(pg, og_type='website', jsonld=[g], title='%s | News | %s' % (inline_text(s.headline), site['name']),
              extra='<link rel="home" href="%s/">\n<link rel="stylesheet" href="/dist/css/app.7c2e1a.css">\n'
                    '<script>window.csrfTokenName = "CRAFT_CSRF_TOKEN"; window.csrfTokenValue = "%s";</script>' % (site['base'], pg.ident(40)))
    b = ['<a class="u-skip-link" href="#main">Skip to main content</a>']
    if pg.has('ticker', 0.4):
        b.append('<div class="c-alert-banner" role="region" aria-label="Announcement"><p>Applications for the 2025 Summer Field Fellowship close March 1. <a href="/education/fellowships">Learn more</a></p></div>')
    b.append('<header class="c-site-header"><div class="l-container c-site-header__inner"><a class="c-site-header__logo" href="/"><span class="u-visually-hidden">%s</span>'
             '<svg class="c-logo" width="180" height="48" viewBox="0 0 180 48" aria-hidden="true"><path d="M4 40 L24 8 L44 40 Z"></path></svg></a>' % esc(site['name']))
    b.append('<nav class="c-main-nav" aria-label="Main">%s</nav>' % subnav(pg, 'institute', ul_cls='c-main-nav__list', li_cls='c-main-nav__item', sub_cls='c-main-nav__dropdown'))
    b.append('<button class="c-site-header__search" type="button" aria-label="Search">%s</button></div></header>' % svg('search'))
    b.append('<main id="main" class="l-main">')
    if pg.has('breadcrumbs', 0.9):
        b.append(breadcrumbs(pg, 'c-breadcrumbs l-container', [('Home', '/'), ('News', '/news'), (short_title(pg, 5), None)]))
    b.append('<article class="c-news-entry l-container">')
    b.append('<header class="c-news-entry__header">')
    if pg.has('kicker', 0.9):
        b.append('<p class="c-eyebrow">%s</p>' % esc(s.section))
    b.append('<h1 class="c-news-entry__title">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="c-news-entry__summary">%s</p>' % inline_html(s.dek))
    b.append('<div class="c-news-entry__meta"><time datetime="%s">%s</time> <span class="c-news-entry__author">By %s</span></div>' % (pg.iso(), esc(pg.date()), esc(s.authors[0])))
    b.append('</header>')
    if s.hero and pg.has('hero', 0.9):
        b.append('<div class="c-block c-block--image"><figure class="c-figure"><img src="/uploads/news/_1200x675_crop_center-center_82_line/%s.jpg" width="1200" height="675" alt="">'
                 '<figcaption class="c-figure__caption">%s <span class="c-figure__credit">Photo: %s</span></figcaption></figure></div>' % (s.slug[:40], esc(s.hero[0]), esc(s.hero[1])))
    ins = inbody(pg, photo_cand(pg, 'c-block c-block--image c-figure') + [('related_cards', 0.6, lambda: '<div class="c-block c-block--relatedEntry">%s</div>' % cards(pg, 'c-related-inline', 'Related research', 1, h='h3', card_h='h4', tag='aside', card_tag='div', meta=False, kicker=False))], first=2)
    out, group = [], []
    for i, u in enumerate(s.units):
        if u[0] in ('p', 'ul'):
            group.append(render_unit(u, {}, i))
        else:
            if group:
                out.append('<div class="c-block c-block--richText"><div class="c-rich-text">%s</div></div>' % '\n'.join(group))
                group = []
            out.append('<div class="c-block c-block--%s">%s</div>' % ('heading' if u[0] == 'h2' else u[0], render_unit(u, {'h2': '<h2 class="c-block__heading">{}</h2>'}, i)))
        if ins.get(i):
            if group:
                out.append('<div class="c-block c-block--richText"><div class="c-rich-text">%s</div></div>' % '\n'.join(group))
                group = []
            out.extend(ins[i])
    if group:
        out.append('<div class="c-block c-block--richText"><div class="c-rich-text">%s</div></div>' % '\n'.join(group))
    b.append('<div class="c-news-entry__body">\n%s\n</div>' % '\n'.join(out))
    if pg.has('tagline', 0.9):
        b.append('<aside class="c-news-entry__contact"><h2 class="c-news-entry__contact-title">Media contact</h2><p>Freya Lindgren, Communications Manager<br>'
                 '<a href="mailto:press@%s">press@%s</a> · 555-0121</p></aside>' % (site['domain'], site['domain']))
    if pg.has('share_bottom', 0.7):
        b.append(share_bar(pg, 'c-share', nets=('facebook', 'x', 'linkedin', 'email'), label=True))
    if pg.has('tags', 0.8):
        b.append(tags(pg, 'c-topics', label=True))
    b.append('</article>')
    if pg.has('more_from', 0.9):
        b.append(cards(pg, 'c-related-news l-container', 'Related News', pg.n(4, 3), card_tag='div', kicker=True))
    if pg.has('latest', 0.7):
        b.append(story_list(pg, 'c-latest-news l-container', 'Latest from the Institute', pg.n(5, 3), meta=('date',), tag='section'))
    if pg.has('events', 0.5):
        b.append('<section class="c-upcoming-events l-container">%s</section>' % events(pg, 'c-events'))
    if pg.has('newsletter', 0.7):
        b.append(newsletter(pg, 'c-newsletter-signup', title='Stay in touch', text='Research news, field notes and event invitations, once a month.'))
    b.append('</main>')
    b.append(footer(pg, 'c-site-footer', cols=[('Institute', ['About', 'Careers', 'Annual Reports', 'Contact', 'Visit the Field Station']),
                                              ('Research', ['Coastal Ecology', 'Marine Mammals', 'Fisheries', 'Ocean Chemistry', 'Data Portal']),
                                              ('Support', ['Give', 'Volunteer', 'Partners', 'Planned Giving'])],
                    extra='<p class="c-site-footer__legal">%s is a 501(c)(3) nonprofit research organization.</p>' % esc(site['name'])))
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'generic'))
    return doc('en-US', hd, '\n'.join(b), body_attrs=' class="page-news-entry"')


# ---------------------------------------------------------------- Umbraco council website

def umbraco(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    hd = head(pg, og_type=None if s.id.endswith('1') else 'website', jsonld=[], twitter=False, title='%s | %s' % (inline_text(s.headline), site['name']),
              extra='<link rel="stylesheet" href="/css/site.min.css?v=4.2.1">\n<script src="/scripts/cookieControl-9.x.min.js"></script>\n'
                    '<script>CookieControl.load({ product: "PRO", initialState: "notify", text: { title: "This site uses cookies to store information on your computer." } });</script>')
    b = []
    if pg.has('cookie', 0.8):
        b.append('<div id="ccc" role="region" aria-label="Cookie preferences"><div id="ccc-notify" class="ccc-notify-box ccc-notify__bottom" role="dialog">'
                 '<div class="ccc-notify-text"><h3>This site uses cookies to store information on your computer.</h3><p>Some of these cookies are essential, while others help us '
                 'to improve your experience by providing insights into how the site is being used.</p></div><div class="ccc-notify-buttons">'
                 '<button class="ccc-notify-button ccc-link ccc-tabbable ccc-accept-button"><span>Accept Recommended Settings</span></button> '
                 '<button class="ccc-notify-button ccc-link ccc-tabbable ccc-reject-button"><span>Reject All</span></button> '
                 '<button class="ccc-notify-link ccc-tabbable">Cookie Preferences</button></div></div></div>')
    b.append('<a class="skip-link" href="#main">Skip to main content</a>')
    b.append('<header class="site-header"><div class="container"><a class="site-header__logo" href="/"><img src="/media/1032/eastmere-logo.svg" alt="%s" width="200" height="60"></a>'
             '<form class="site-search" action="/search/" method="get" role="search"><label for="q" class="sr-only">Search this site</label>'
             '<input id="q" name="q" type="search" placeholder="Search this site"><button type="submit">%s<span class="sr-only">Search</span></button></form>'
             '<a class="site-header__account" href="/my-eastmere/">MyEastmere account</a></div></header>' % (att(site['name']), svg('search')))
    pg.add('search_form')
    b.append('<nav class="main-nav" aria-label="Main">%s</nav>' % subnav(pg, 'council', ul_cls='main-nav__list', li_cls='main-nav__item', sub_cls='main-nav__sub'))
    if pg.has('section_menu', 0.7):
        b.append('<div class="top-tasks"><div class="container"><h2 class="top-tasks__title">Popular services</h2>%s</div></div>'
                 % link_list(pg, ['Find your bin day', 'Pay council tax', 'Report a problem', 'Search planning applications', 'Apply for a parking permit', 'Register to vote'][:pg.n(4, 2)], ul='top-tasks__list'))
    if pg.has('ticker', 0.5):
        b.append('<div class="alert-banner" role="alert"><div class="container"><p><strong>Service update:</strong> The customer service centre will close at 1pm on Friday for staff training.</p></div></div>')
    if pg.has('breadcrumbs', 0.9):
        b.append('<div class="breadcrumb-wrapper"><div class="container">%s</div></div>' % breadcrumbs(pg, 'breadcrumb', [('Home', '/'), ('News', '/news/'), (short_title(pg, 6), None)]))
    b.append('<main id="main"><div class="container"><div class="row"><div class="col-md-8">')
    b.append('<article class="news-article">')
    b.append('<h1 class="page-title">%s</h1>' % esc(s.headline))
    b.append('<p class="news-article__date">Published: %s</p>' % esc(pg.date(None, 'uk')))
    if s.hero and pg.has('hero', 0.8):
        b.append('<div class="news-article__image"><img src="/media/2451/%s.jpg?width=800&amp;height=450&amp;mode=crop" width="800" height="450" alt="%s"><p class="news-article__caption">%s</p></div>'
                 % (s.slug[:30], att(s.hero[0]), esc(s.hero[0])))
    b.append('<div class="umb-grid"><div class="grid-section"><div><div class="container"><div class="row clearfix"><div class="col-md-12 column"><div>')
    b.append(body(pg, {}))
    b.append('</div></div></div></div></div></div></div>')
    if pg.has('share_bottom', 0.5):
        b.append(share_bar(pg, 'share-page', nets=('facebook', 'x', 'email'), label=True, copy=False))
    b.append('</article>')
    if pg.has('helpful', 0.9):
        b.append('<div class="page-feedback"><form action="/umbraco/surface/feedback/submit" method="post"><fieldset><legend>Was this page helpful?</legend>'
                 '<button type="submit" name="helpful" value="yes">Yes</button> <button type="submit" name="helpful" value="no">No</button></fieldset>'
                 '<input name="__RequestVerificationToken" type="hidden" value="%s"></form><p><a href="/contact-us/report-a-problem-with-this-page/">Report a problem with this page</a></p></div>' % pg.ident(40))
        pg.add('report_error')
    b.append('</div><div class="col-md-4">')
    pg.add('sidebar')
    b.append('<aside class="related-pages"><h2>Related pages</h2>%s</aside>' % link_list(pg, ['Bin collection days', 'Report a missed bin', 'Garden waste subscription', 'Recycling centres'] if s.id.endswith('1')
                                                                                             else ['Housing register', 'Affordable housing', 'Planning applications', 'Cabinet meetings']))
    if pg.has('latest', 0.9):
        b.append(story_list(pg, 'latest-news', 'Latest news', pg.n(5, 3), meta=('date',), tag='aside', date_style='uk'))
    if pg.has('newsletter', 0.6):
        b.append(newsletter(pg, 'email-updates', title='Sign up for email updates', text='Get news, consultations and service updates from the council straight to your inbox.'))
    if pg.has('tagline', 0.7):
        b.append('<aside class="contact-box"><h2>Contact us</h2><p>Customer Services<br>Telephone: 01234 555 100<br>Monday to Friday, 9am to 5pm</p>'
                 '<p><a href="/contact-us/">Contact the council online</a></p><h3>Media enquiries</h3><p>communications@eastmere.gov.uk</p></aside>')
    if pg.has('events', 0.5):
        b.append(events(pg, 'whats-on'))
    b.append('</div></div></div></main>')
    b.append(footer(pg, 'site-footer', cols=[('Contact', ['Contact us', 'Opening times', 'Complaints', 'Freedom of information']),
                                            ('About this site', ['Accessibility statement', 'Cookies', 'Privacy notice', 'Terms and conditions'])],
                    brand=False))
    return doc('en-GB', hd, '\n'.join(b), body_attrs=' class="newsArticlePage"')


# ---------------------------------------------------------------- Sitecore SXA county newsroom

def sitecore(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    hd = head(pg, og_type=None, jsonld=[], twitter=False, title='%s | %s' % (inline_text(s.headline), site['name']),
              extra='<meta name="CODE_LANGUAGE" content="C#">\n<link href="/-/media/base-themes/main-theme/styles/optimized-min.css?t=20240211" rel="stylesheet">\n'
                    '<link href="/-/media/themes/carrow/carrow-theme/styles/pre-optimized-min.css?t=20240301" rel="stylesheet">')

    def comp(cls, inner):
        return '<div class="component %s"><div class="component-content">\n%s\n</div></div>' % (cls, inner)
    b = ['<div id="wrapper">', '<header><div id="header" class="container"><div class="row">']
    if pg.has('ticker', 0.6):
        b.append(comp('plain-html alert-banner col-12', '<p><strong>Alert:</strong> County offices will open at 10 a.m. Tuesday due to weather. <a href="/alerts">View all alerts</a></p>'))
    b.append(comp('image file-type-icon-media-link site-logo col-12 col-lg-4', '<a title="%s" href="/"><img src="/-/media/project/carrow/shared/logo.png?h=90&amp;w=300&amp;la=en&amp;hash=8D1E2A" alt="%s" width="300" height="90"></a>'
                  % (att(site['name']), att(site['name']))))
    if pg.draws['translate'] < 0.6 + 0.12 * pg.level:
        b.append(comp('plain-html translate col-12 col-lg-4', translate_widget(pg)))
    if pg.has('search_form', 0.8):
        b.append(comp('search-box horizontal col-12 col-lg-4', '<input type="text" class="search-box-input" name="textBoxSearch" placeholder="Search..."><button class="search-box-button" type="submit">Search</button>'))
    kk = pg.n(2, 0)
    b.append('<nav>' + comp('navigation navigation-main navigation-main-horizontal col-12', '<ul class="clearfix">%s</ul>' % ''.join(
        '<li class="level0 submenu item%d %s rel-level1"><div class="navigation-title field-navigationtitle"><a title="%s" href="/%s">%s</a></div>%s</li>'
        % (k, 'odd first' if k == 0 else ('even' if k % 2 else 'odd'), att(x), slugify(x), esc(x),
           ('<ul class="clearfix">%s</ul>' % ''.join('<li class="level1 item%d rel-level2"><div class="navigation-title field-navigationtitle"><a title="%s" href="/%s/%s">%s</a></div></li>'
                                                      % (j, att(y), slugify(x), slugify(y), esc(y)) for j, y in enumerate(subs[:kk]))) if subs[:kk] else '')
        for k, (x, subs) in enumerate(TREES['county']))) + '</nav>')
    b.append('</div></div></header>')
    b.append('<main><div id="content" class="container"><div class="row">')
    if pg.has('breadcrumbs', 0.9):
        b.append(comp('breadcrumb navigation-title col-12', '<nav><ol>%s</ol></nav>' % ''.join(
            '<li class="breadcrumb-item %s"><div class="navigation-title field-navigationtitle"><a title="%s" href="%s">%s</a></div><div class="separator">&gt;</div></li>'
            % (c, att(n), u, esc(n)) for c, n, u in (('home', 'Home', '/'), ('', 'Newsroom', '/newsroom'), ('last', s.section, '/newsroom/' + slugify(s.section))))))
    b.append('<div class="row component column-splitter"><div class="col-12 col-lg-8">')
    b.append('<article class="news-article">')
    b.append(comp('page-title', '<div class="field-title"><h1>%s</h1></div>' % esc(s.headline)))
    b.append(comp('date', '<span class="field-date">%s</span>%s' % (s.dt.strftime('%-m/%-d/%Y'),
                                                                 (' <span class="field-updated">Updated %s</span>' % s.upd.strftime('%-m/%-d/%Y %-I:%M %p')) if s.upd else '')))
    if s.dek:
        b.append(comp('rich-text summary', '<div class="field-summary"><p><strong>%s</strong></p></div>' % inline_html(s.dek)))
    b.append(comp('rich-text', '<div class="field-content">\n%s\n</div>' % body(pg, {})))
    b.append('</article>')
    if pg.has('tagline', 0.9):
        b.append(comp('rich-text media-contact', '<h3>Media Contact</h3><p>Public Information Office<br>555-0190 · <a href="mailto:pio@%s">pio@%s</a></p>' % (site['domain'], site['domain'])))
    if pg.has('share_bottom', 0.6):
        b.append(comp('link-list share-links', share_bar(pg, 'share', nets=('facebook', 'x', 'email'), label=True, copy=False)))
    b.append('</div><div class="col-12 col-lg-4">')
    pg.add('sidebar')
    if pg.has('more_from', 0.6):
        b.append(comp('link-list health-alerts', '<h3>Public Health Alerts</h3><ul>%s</ul>' % ''.join(
            '<li><div class="field-link"><a href="/newsroom/alerts/%s">%s</a></div></li>' % (slugify(t), esc(t))
            for t in ['Harmful algal bloom advisory for Lake Tuckahoe', 'Boil advisory lifted for Linwood Heights', 'Free radon test kits available',
                      'Mosquito spraying schedule', 'Cold weather safety tips'][:pg.n(3, 2)])))
    if pg.has('latest', 0.9):
        b.append(comp('link-list newsroom-recent', '<h3>Recent News</h3><ul>%s</ul>' % ''.join(
            '<li class="item%d"><div class="field-link"><a href="/newsroom/%s">%s</a></div><div class="field-date">%s</div></li>'
            % (k, it['slug'], esc(it['title']), it['dt'].strftime('%-m/%-d/%Y')) for k, it in enumerate(pg.others(pg.n(5, 3))))))
    if pg.has('newsletter', 0.7):
        b.append(comp('promo carrow-alerts', '<div class="field-promoicon"></div><div class="promo-text"><h3 class="field-promotext">Sign up for Carrow Alerts</h3>'
                      '<p>Get emergency notifications, road closures and public health alerts by text, email or phone.</p><a href="/alerts/signup">Register now</a></div>'))
    if pg.has('events', 0.5):
        b.append(comp('event-list', events(pg, 'county-events')))
    if pg.has('section_menu', 0.7):
        b.append(comp('link-list quick-links', '<h3>Quick Links</h3>' + link_list(pg, ['Road Closures Map', 'Pay Property Taxes', 'Public Health Alerts', 'Job Openings', 'Commissioners Meeting Agendas', 'Sheriff\'s Office'][:pg.n(4, 2)])))
    b.append('</div></div></div></div></main>')
    b.append('<footer><div id="footer" class="container"><div class="row">')
    b.append(comp('rich-text col-12 col-lg-4', '<p><strong>%s</strong><br>%s<br>Monday - Friday, 8:00 a.m. - 4:30 p.m.<br>Main line: 555-0100</p>' % (esc(site['name']), esc(site['address']))))
    b.append(comp('link-list col-12 col-lg-4', '<h3>Resources</h3>' + link_list(pg, ['Accessibility', 'Privacy Policy', 'Public Records Requests', 'Employment', 'Site Map'])))
    b.append(comp('link-list col-12 col-lg-4', '<h3>Departments</h3>' + link_list(pg, [x for x in TREES['county'][1][1]][:pg.n(4, 2)])))
    b.append(comp('social-media col-12 col-lg-4', '<a href="https://www.facebook.com/carrowcounty">Facebook</a> <a href="https://twitter.com/carrowcounty">X</a> <a href="https://www.youtube.com/carrowcounty">YouTube</a>'))
    pg.add('social_follow')
    b.append(comp('plain-html copyright col-12', '<p>© %d %s. All rights reserved.</p>' % (s.dt.year, esc(site['name']))))
    b.append('</div></div></footer></div>')
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'generic'))
    return doc('en', hd, '\n'.join(b), body_attrs=' class="default-device bodyclass"')


# ---------------------------------------------------------------- GOV.UK-style press release

def govuk(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('kicker')
    typ = 'Article' if s.id.endswith('6') else 'NewsArticle'
    ld = ld_article(pg, typ)
    ld['publisher'] = {'@type': 'Organization', 'name': site['name'], 'url': site['base']}
    hd = head(pg, jsonld=[ld], title='%s - %s' % (inline_text(s.headline), site['name']), twitter=False,
              extra='<meta name="govuk:format" content="press_release">\n<meta name="govuk:schema-name" content="news_article">\n'
                    '<meta name="govuk:primary-publishing-organisation" content="%s">\n<link rel="stylesheet" href="/assets/frontend/application-8c1c5d.css">' % att(s.authors[0]))
    b = ["<script>document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' govuk-frontend-supported' : '');</script>"]
    if pg.has('cookie', 0.9):
        b.append('<div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" data-module="cookie-banner" data-nosnippet role="region" aria-label="Cookies on %s">'
                 '<div class="govuk-cookie-banner js-banner-wrapper" role="region" aria-label="Cookies on %s"><div class="gem-c-cookie-banner__message govuk-cookie-banner__message govuk-width-container">'
                 '<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds"><h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on %s</h2>'
                 '<div class="govuk-cookie-banner__content"><p class="govuk-body">We use some essential cookies to make this website work.</p>'
                 '<p class="govuk-body">We’d like to set additional cookies to understand how you use %s, remember your settings and improve government services.</p></div></div></div>'
                 '<div class="govuk-button-group"><button class="govuk-button" type="submit" data-accept-cookies="true">Accept additional cookies</button> '
                 '<button class="govuk-button" type="submit" data-reject-cookies="true">Reject additional cookies</button> <a class="govuk-link" href="/help/cookies">View cookies</a></div></div></div></div>'
                 % ((site['short'],) * 4))
    b.append('<a href="#main-content" class="govuk-skip-link" data-module="govuk-skip-link">Skip to main content</a>')
    b.append('<header role="banner" id="global-header" class="gem-c-layout-super-navigation-header" data-module="gem-header"><div class="gem-c-layout-super-navigation-header__container govuk-width-container govuk-clearfix">'
             '<div class="gem-c-layout-super-navigation-header__header-logo"><a class="govuk-header__link govuk-header__link--homepage" href="/" id="logo" aria-label="Go to the %s homepage">'
             '<svg focusable="false" role="img" class="govuk-header__logotype" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 148 30" height="30" width="148" aria-label="%s"><title>%s</title><path d="M22.6 10.4c-1 .4-2-.1-2.4-1-.4-.9.1-2 1-2.4.9-.4 2 .1 2.4 1s-.1 2-1 2.4z"></path></svg>'
             '<span class="govuk-header__logotype-text">%s</span></a></div>' % ((site['short'],) * 4))
    b.append('<nav aria-labelledby="super-navigation-menu-heading" class="gem-c-layout-super-navigation-header__content" data-module="super-navigation-mega-menu">'
             '<h2 id="super-navigation-menu-heading" class="govuk-visually-hidden">Navigation menu</h2>'
             '<button aria-controls="super-navigation-menu" aria-expanded="false" class="gem-c-layout-super-navigation-header__navigation-top-toggle-button" type="button">Menu</button>'
             '<div id="super-navigation-menu" hidden><h3 class="govuk-heading-m">Services and information</h3>%s<h3 class="govuk-heading-m">Government activity</h3>%s</div>'
             '<button class="gem-c-layout-super-navigation-header__search-toggle-button" type="button">Search %s</button></nav></div></header>'
             % (link_list(pg, ['Benefits', 'Business and self-employed', 'Education and learning', 'Environment and countryside', 'Housing and local services', 'Transport'], ul='govuk-list'),
                link_list(pg, ['Departments', 'News', 'Guidance and regulation', 'Consultations', 'Statistics'], ul='govuk-list'), site['short']))
    b.append('<div class="govuk-width-container">')
    if pg.has('breadcrumbs', 0.9):
        topic = 'Transport' if 'Transport' in s.authors[0] else 'Environment'
        b.append('<div class="gem-c-contextual-breadcrumbs"><div class="gem-c-breadcrumbs govuk-breadcrumbs govuk-breadcrumbs--collapse-on-mobile" data-module="gem-track-click">'
                 '<ol class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/">Home</a></li>'
                 '<li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/%s">%s</a></li></ol></div></div>' % (slugify(topic), topic))
    b.append('<main role="main" id="main-content" class="govuk-main-wrapper govuk-main-wrapper--auto-spacing" lang="en">')
    b.append('<div class="govuk-grid-row gem-print-columns-none"><div class="govuk-grid-column-two-thirds">')
    b.append('<div class="gem-c-title govuk-!-margin-top-8 govuk-!-margin-bottom-8"><span class="govuk-caption-xl gem-c-title__context">Press release</span>\n'
             '<h1 class="gem-c-title__text govuk-heading-xl">%s</h1></div>' % esc(s.headline))
    if s.dek:
        b.append('<p class="gem-c-lead-paragraph">%s</p>' % inline_html(s.dek))
    b.append('</div></div>')
    pg.add('byline')
    b.append('<div class="govuk-grid-row gem-print-columns-none"><div class="govuk-grid-column-two-thirds"><div class="gem-c-metadata" data-module="gem-toggle metadata">'
             '<dl class="gem-c-metadata__list"><dt class="gem-c-metadata__term">From:</dt><dd class="gem-c-metadata__definition"><a href="/government/organisations/%s" class="govuk-link">%s</a></dd>'
             '<dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">%s</dd></dl></div>'
             % (slugify(s.authors[0]), esc(s.authors[0]), esc(pg.date(None, 'uk'))))
    if pg.has('newsletter', 0.8):
        b.append('<div class="gem-c-single-page-notification-button" data-module="single-page-notification-button"><form action="/email/subscriptions/single-page/new" method="POST">'
                 '<button class="gem-c-single-page-notification-button__submit" type="submit">%s<span class="gem-c-single-page-notification-button__text">Get emails about this page</span></button></form></div>' % svg('email'))
    b.append('</div></div>')
    b.append('<div class="govuk-grid-row gem-print-columns-none"><div class="govuk-grid-column-two-thirds">')
    if s.hero and pg.has('hero', 0.8):
        b.append('<figure class="app-c-figure"><img class="app-c-figure__image" src="%s" alt="%s"><figcaption class="app-c-figure__figcaption"><p>%s</p></figcaption></figure>'
                 % (att(pg.img(s.slug, 960, 640)), att(s.hero[0]), esc(s.hero[0])))
    b.append('<div class="responsive-bottom-margin"><div data-module="govspeak" class="gem-c-govspeak govuk-govspeak direction-ltr"><div class="govspeak">')
    b.append(body(pg, {'h2': '<h2 id="{i}">{}</h2>'.replace('{i}', 'section'), 'quote': '<blockquote><p class="last-child">“{}”</p></blockquote>'}))
    b.append('</div></div></div>')
    if pg.has('share_bottom', 0.9):
        b.append('<div class="gem-c-share-links govuk-!-display-none-print" data-module="gem-track-click"><h2 class="gem-c-share-links__title">Share this page</h2><ul class="gem-c-share-links__list">%s</ul></div>'
                 % ''.join('<li class="gem-c-share-links__list-item"><a target="_blank" rel="noopener noreferrer external" class="govuk-link govuk-link--no-underline gem-c-share-links__link" href="%s">'
                           '<span class="gem-c-share-links__link-icon">%s</span><span class="govuk-visually-hidden">Share on </span>%s<span class="govuk-visually-hidden"> (opens in new tab)</span></a></li>'
                           % (att(u), svg(n), t) for n, t, u in (('facebook', 'Facebook', share_urls(pg)['facebook']), ('x', 'Twitter', share_urls(pg)['x']))))
    b.append('<div class="app-c-published-dates" lang="en">Published %s</div>' % esc(pg.date(None, 'uk')))
    b.append('</div>')
    pg.add('sidebar')
    b.append('<div class="govuk-grid-column-one-third"><div class="gem-c-contextual-sidebar"><nav role="navigation" class="gem-c-related-navigation" aria-labelledby="related-nav-related_items">'
             '<h2 id="related-nav-related_items" class="gem-c-related-navigation__main-heading">Related content</h2><ul class="gem-c-related-navigation__link-list">%s</ul>'
             '<h3 class="gem-c-related-navigation__sub-heading">Explore the topic</h3><ul class="gem-c-related-navigation__link-list"><li><a class="govuk-link" href="/%s">%s</a></li></ul></nav></div></div>'
             % (''.join('<li class="gem-c-related-navigation__link"><a class="govuk-link gem-c-related-navigation__section-link" href="/government/news/%s">%s</a></li>' % (slugify(t), esc(t))
                        for t in (['Ferry services: winter timetable consultation', 'Medical travel vouchers', 'Port Carn terminal improvements'] if s.id.endswith('5')
                                  else ['Flood warnings: sign up', 'Carnholm Climate Change Risk Assessment', 'Coastal Futures Trust grants'])),
                slugify(s.tags[0]), esc(s.tags[0])))
    pg.add('related_cards')
    b.append('</div>')
    if pg.has('helpful', 0.95):
        b.append('<div class="gem-c-feedback govuk-!-display-none-print" data-module="feedback"><div class="gem-c-feedback__prompt gem-c-feedback__js-show js-prompt" tabindex="-1">'
                 '<div class="gem-c-feedback__prompt-content"><div class="gem-c-feedback__prompt-questions js-prompt-questions"><div class="gem-c-feedback__prompt-question-answer">'
                 '<h2 class="gem-c-feedback__prompt-question">Is this page useful?</h2><ul class="gem-c-feedback__option-list"><li class="gem-c-feedback__option-list-item">'
                 '<button class="govuk-button gem-c-feedback__prompt-link js-page-is-useful">Yes <span class="govuk-visually-hidden">this page is useful</span></button></li> '
                 '<li class="gem-c-feedback__option-list-item"><button class="govuk-button gem-c-feedback__prompt-link js-page-is-not-useful">No <span class="govuk-visually-hidden">this page is not useful</span></button></li></ul></div></div>'
                 '<div class="gem-c-feedback__prompt-questions gem-c-feedback__prompt-questions--something-is-wrong js-prompt-questions"><button class="govuk-button gem-c-feedback__prompt-link js-something-is-wrong" aria-expanded="false">Report a problem with this page</button></div></div></div></div>')
        pg.add('report_error')
    b.append('</main></div>')
    b.append('<footer class="gem-c-layout-footer govuk-footer"><div class="govuk-width-container"><div class="govuk-footer__navigation">'
             '<div class="govuk-footer__section govuk-grid-column-two-thirds"><h2 class="govuk-footer__heading govuk-heading-m">Services and information</h2>%s</div>'
             '<div class="govuk-footer__section govuk-grid-column-one-third"><h2 class="govuk-footer__heading govuk-heading-m">Government activity</h2>%s</div></div>'
             '<hr class="govuk-footer__section-break"><div class="govuk-footer__meta"><div class="govuk-footer__meta-item govuk-footer__meta-item--grow"><h2 class="govuk-visually-hidden">Support links</h2>%s'
             '<span class="govuk-footer__licence-description">All content is available under the Open Government Licence v3.0, except where otherwise stated</span></div>'
             '<div class="govuk-footer__meta-item"><a class="govuk-footer__link govuk-footer__copyright-logo" href="/copyright">© Crown copyright</a></div></div></div></footer>'
             % (link_list(pg, ['Benefits', 'Births, deaths and marriages', 'Business and self-employed', 'Driving and transport', 'Education and learning', 'Health', 'Housing and local services', 'Money and tax'], ul='govuk-footer__list'),
                link_list(pg, ['Departments', 'News', 'Guidance and regulation', 'Research and statistics', 'Policy papers and consultations', 'Transparency'], ul='govuk-footer__list'),
                link_list(pg, ['Help', 'Privacy', 'Cookies', 'Accessibility statement', 'Contact', 'Terms and conditions'], ul='govuk-footer__inline-list')))
    b.append('<script type="module" src="/assets/frontend/application-4d2b1e.js"></script>')
    return doc('en', hd, '\n'.join(b), body_attrs=' class="govuk-template__body"', html_attrs=' class="govuk-template"')


# ---------------------------------------------------------------- CivicPlus CivicEngage News Flash

POLICE_NEWS = [('Officer Recognized for Lifesaving Efforts at Lakeview Park', 'Officer Dana Whitley was honored by the City Council for performing CPR on a swimmer.'),
               ('Neighborhood Watch Meeting Set for Northside', 'Residents can meet their beat officers and learn how to start a watch group on their block.'),
               ('Citizens Police Academy Accepting Applications', 'The free ten-week course offers residents a behind-the-scenes look at police work.'),
               ('Traffic Enforcement Planned Along Route 7 This Week', 'Extra patrols will focus on speeding and distracted driving near the school zones.'),
               ('Unclaimed Property Auction Opens Online', 'Bicycles, tools and other unclaimed items will be sold online to the highest bidder.'),
               ('Police Department Welcomes Three New Officers', 'The officers were sworn in at Tuesday\'s council meeting after completing academy training.'),
               ('Lock It or Lose It: Tips to Prevent Vehicle Break-Ins', 'Most vehicle thefts in the city involve unlocked cars with valuables left in sight.'),
               ('Coffee With a Cop Set for Saturday Morning', 'Stop by the Main Street Bakery to meet officers and ask questions.')]


def civicplus(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    hd = head(pg, og_type=None if s.id.endswith('7') else 'website', jsonld=[], twitter=False, title='News Flash • %s • CivicEngage' % site['name'],
              extra='<link rel="stylesheet" href="/Assets/Styles/Print.css" media="print">\n<link rel="stylesheet" href="/-1075082984.css">\n'
                    '<script src="/Assets/Scripts/jQuery/jquery-3.6.0.min.js"></script>\n<script>var intCountryCode = 840; var isMobile = false;</script>')
    b = ['<form name="aspnetForm" method="post" action="./CivicAlerts.aspx?AID=%s" id="aspnetForm">' % s.aid[-3:],
         '<div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKLTk0%s"></div>' % pg.ident(48),
         '<div id="skipToContentLinks"><a href="#contentarea" class="skipToContentLink">Skip to Main Content</a></div>']
    if pg.has('ticker', 0.6):
        b.append('<div id="divAlertBar" class="alertBar"><a href="/AlertCenter.aspx"><strong>Alert:</strong> Water main repair on South Elm Street. Expect lane closures through Friday.</a></div>')
    b.append('<div id="outer-wrap"><div id="inner-wrap"><div id="bodyWrapper">')
    b.append('<div id="banner" class="siteHeader"><div class="logo"><a href="/" id="logoLink"><img alt="%s Homepage" src="/ImageRepository/Document?documentID=12"></a></div>' % att(site['name']))
    b.append('<div id="searchBox" class="search"><label for="searchTerm">Search</label> <input type="text" id="searchTerm" name="searchTerm" class="widgetSearchBox"></div>')
    pg.add('search_form')
    if pg.draws['translate'] < 0.6 + 0.12 * pg.level:
        b.append(translate_widget(pg, 'translateWidget'))
    b.append('<nav id="mainNav">%s</nav></div>' % subnav(pg, 'city', ul_cls='rootNavMenu', li_cls='topMenuItem', sub_cls='megaMenu', k=pg.n(4, 0)))
    b.append('<div id="contentarea" class="pageContent"><div id="moduleContent"><div class="moduleContentNew">')
    if pg.has('breadcrumbs', 0.9):
        b.append('<div class="breadCrumbs"><a href="/">Home</a> › <a href="/CivicAlerts.aspx">News Flash</a> › <a href="/CivicAlerts.aspx?CID=4">Police Department</a></div>')
    b.append('<h1 class="headline" id="versionHeadLine">News Flash</h1>')
    b.append('<div class="newsFlashDetail"><div class="category"><a href="/CivicAlerts.aspx?CID=4">%s</a></div>' % esc(s.section))
    pg.add('kicker')
    b.append('<h2 class="detail-title">%s</h2>' % esc(s.headline))
    pg.headline_tag = 'h2'
    b.append('<div class="date"><span>Posted on: %s</span></div>' % esc(pg.date()))
    b.append('<div class="fr-view">\n%s\n</div>' % body(pg, {}))
    b.append('<div class="share"><a href="/RSSFeed.aspx?ModID=1&amp;CID=Police-Department-4">%s RSS</a> <a href="/list.aspx">Notify Me®</a> <a href="#" onclick="window.print();return false;">%s Print</a></div>'
             % (svg('link', size=14), svg('print', size=14)))
    pg.add('share_bottom')
    b.append('<a class="return" href="/CivicAlerts.aspx">⇐ Return to News Flash</a></div>')
    pg.add('more_from')
    b.append('<div class="otherNews"><h3>Other News in %s</h3><ul>%s</ul><a class="seeAll" href="/CivicAlerts.aspx?CID=4">See All</a></div>'
             % (esc(s.section), ''.join('<li><h4><a href="/CivicAlerts.aspx?AID=%d">%s</a></h4><p class="newsPreview">%s <a href="/CivicAlerts.aspx?AID=%d">Read on...</a></p>'
                                          '<p class="newsDate">Posted on: %s</p></li>'
                                          % (200 + k * 7, esc(t), esc(d), 200 + k * 7, esc(pg.date(s.dt - datetime.timedelta(days=4 * k + 3))))
                                          for k, (t, d) in enumerate(POLICE_NEWS[:pg.n(5, 2)]))))
    if pg.has('newsletter', 0.7):
        b.append('<div class="notifyMe"><h3>Notify Me®</h3><p>Sign up to receive email and text message alerts when new News Flash items are posted.</p><a href="/list.aspx" class="button">Sign Up</a></div>')
    b.append('</div></div>')
    pg.add('sidebar')
    b.append('<div id="quickLinks" class="quickLinks"><h3>Quick Links</h3>%s</div>' % link_list(pg, ['Pay a Citation', 'Request a Police Report', 'File a Complaint', 'Crime Map', 'Join Our Team', 'Sex Offender Registry']))
    if pg.has('section_menu', 0.7):
        b.append('<div class="newsCategories"><h3>Categories</h3>%s</div>' % link_list(pg, ['All Categories', 'Community News', 'Fire Department', 'Parks & Recreation', 'Police Department', 'Public Works', 'Utilities'][:pg.n(5, 3)]))
    if pg.has('tagline', 0.7):
        b.append('<div class="deptContact"><h3>Police Department</h3><p>310 S. Elm Street<br>Harlow Springs, MO<br><strong>Emergency:</strong> 911<br>'
                 '<strong>Non-Emergency:</strong> 555-0100<br><strong>Records:</strong> Monday - Friday, 8 a.m. - 4:30 p.m.</p><p>Chief of Police Ramona Ellis</p>'
                 '<p><a href="/Directory.aspx?did=12">Staff Directory</a></p></div>')
    if pg.has('events', 0.5):
        b.append('<div class="calendarWidget">%s</div>' % events(pg, 'upcomingEvents'))
    b.append('</div>')
    b.append('<div id="footer" class="siteFooter"><div class="contactInfo"><h3>Contact Us</h3><p>%s<br>Phone: 555-0100<br>Hours: Monday - Friday, 8 a.m. - 5 p.m.</p></div>'
             '<div class="helpfulLinks"><h3>Helpful Links</h3>%s</div>'
             '<div class="siteLinks"><h3>Site Links</h3>%s</div><div class="poweredBy">Government Websites by CivicPlus®</div></div>'
             % (esc(site['address']), link_list(pg, ['Agenda Center', 'Archive Center', 'Document Center', 'Job Opportunities', 'Notify Me®', 'Online Payments', 'Bid Postings', 'Staff Directory'][:pg.n(6, 3)]),
                link_list(pg, ['Home', 'Site Map', 'Accessibility', 'Copyright Notices', 'Privacy Policy', 'Contact Us'])))
    b.append('</div></div></div>')
    b.append('</form>')
    return doc('en', hd, '\n'.join(b), body_attrs=' class="wide"')


# ---------------------------------------------------------------- Finalsite school district

DISTRICT_NEWS = ['Kindergarten Registration Opens March 1', 'Pell River High Seniors Named National Merit Finalists',
                 'Summer Meals Program Returns in June', 'Board Recognizes Classified Employees of the Year',
                 'Bond Oversight Committee Seeks New Members', 'Lincoln Elementary Celebrates Reading Month',
                 'Eastview Students Raise $4,200 for Food Bank', 'District Earns Award for Budget Reporting',
                 'Middle School Science Olympiad Team Heads to State', 'New Bus Routes Announced for Fall']


def finalsite(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    hd = head(pg, og_type='website' if s.id.endswith('0') else None, jsonld=[], twitter=False, title='%s - %s' % (inline_text(s.headline), site['name']),
              extra='<link rel="stylesheet" href="/uploaded/themes/default_21/main.css?1709912345">\n<script>window.fsConfig = {"siteId":"pellriverusd","pageId":%s};</script>' % s.aid[-4:])

    def el(cls, inner, i):
        return '<div class="fsElement %s" id="fsEl_%d"><div class="fsElementContent">%s</div></div>' % (cls, i, inner)
    b = ['<div id="fsPageWrapper" class="fsPageWrapper">', '<header id="fsHeader" class="fsHeader"><div class="fsBanner">']
    if pg.has('ticker', 0.5):
        b.append(el('fsContent alert-bar', '<p><strong>Reminder:</strong> No school Monday for Staff Development Day.</p>', 2001))
    b.append(el('fsContent fsLogo', '<a href="/"><img src="/uploaded/themes/default_21/images/logo.png" alt="%s" width="260" height="70"></a>' % att(site['name']), 2002))
    b.append(el('fsNavigation nav-main', '<nav class="fsNavLevel1">%s</nav>' % subnav(pg, 'school', ul_cls='fsNavLevel1', li_cls='fsNavPageInfo', sub_cls='fsNavLevel2', k=pg.n(3, 0)), 2003))
    if pg.has('section_menu', 0.7):
        b.append(el('fsNavigation quicklinks', '<h2 class="fsElementTitle">Quick Links</h2>' + link_list(pg, ['Parent Portal', 'Lunch Menus', 'Bell Schedules', 'Enrollment', 'Transportation', 'Translate']), 2004))
    b.append('</div></header>')
    b.append('<div id="fsPageBodyWrapper" class="fsPageBodyWrapper"><div id="fsPageBody" class="fsPageBody"><div id="fsPageContent" class="fsPageContent">')
    if pg.has('breadcrumbs', 0.8):
        b.append('<nav class="fsBreadcrumbs" aria-label="Breadcrumb"><a href="/">Home</a> <span>/</span> <a href="/about-us">About Us</a> <span>/</span> <a href="/about-us/news">District News</a></nav>')
    b.append('<div class="fsPageLayout fsLayout fsTwoColumnLayout fsRightSidebar"><div class="fsDiv fsStyleAutoclear" id="fsPageBodyContent">')
    b.append('<div class="fsElement fsPostElement fsPosts fsDetail" id="fsEl_5102"><div class="fsElementContent"><div class="fsPostDetail">')
    if pg.has('kicker', 0.7):
        b.append('<div class="fsCategories"><a href="/about-us/news?category=district-news">%s</a></div>' % esc(s.section))
    b.append('<h1 class="fsPostTitle fsTitle">%s</h1>' % esc(s.headline))
    b.append('<div class="fsDateTime"><time datetime="%s">%s</time></div><div class="fsAuthor"><span class="fsStyleTitle">By </span>%s</div>'
             % (pg.iso(), esc(pg.date()), esc(s.authors[0])))
    if s.hero and pg.has('hero', 0.8):
        b.append('<div class="fsThumbnail"><img src="/uploaded/news/%s.jpg" alt="" width="800" height="450"></div>' % s.slug[:30])
    b.append('<div class="fsBody">\n%s\n</div>' % body(pg, {}))
    if pg.has('share_bottom', 0.6):
        b.append(share_bar(pg, 'fsPostShare', nets=('facebook', 'x', 'email'), label=True, copy=False))
    b.append('<a class="fsPostBack" href="/about-us/news">Back to News</a>')
    b.append('</div></div></div>')
    b.append('</div><div class="fsDiv fsSidebar">')
    pg.add('sidebar')
    if pg.has('latest', 0.9):
        b.append(el('fsPosts fsList recent-news', '<h2 class="fsElementTitle">Recent News</h2><ul>%s</ul>' % ''.join(
            '<li class="fsPostElement"><a class="fsPostLink" href="/about-us/news/~post/%s">%s</a><div class="fsDateTime">%s</div></li>'
            % (slugify(t), esc(t), esc(pg.date(s.dt - datetime.timedelta(days=5 * k + 2)))) for k, t in enumerate(DISTRICT_NEWS[:pg.n(5, 2)])), 5103))
    if pg.has('events', 0.8):
        b.append(el('fsCalendar fsList upcoming-events', events(pg, 'fsCalendarEvents', pg.n(3, 2)), 5104))
    b.append('</div></div></div></div></div>')
    b.append('<footer id="fsFooter" class="fsFooter">')
    b.append(el('fsContent district-info', '<p><strong>%s</strong><br>%s<br>Phone: 555-0140 | Fax: 555-0141</p>' % (esc(site['name']), esc(site['address'])), 6001))
    if pg.has('site_title_repeat', 0.7):
        b.append(el('fsContent our-schools', '<h2 class="fsElementTitle">Our Schools</h2>' + link_list(pg, TREES['school'][1][1][:pg.n(4, 2)]), 6004))
    b.append(el('fsContent nondiscrimination', '<h2 class="fsElementTitle">Nondiscrimination Statement</h2><p>Pell River Unified School District prohibits discrimination, '
                'harassment, intimidation and bullying in all district activities, programs and employment based on actual or perceived race, color, ancestry, national origin, '
                'ethnic group identification, age, religion, marital or parental status, physical or mental disability, sex, sexual orientation, gender, gender identity or '
                'expression, or genetic information. Questions or complaints may be directed to the Title IX Coordinator at the district office.</p>', 6002))
    b.append(el('fsContent footer-links', link_list(pg, ['Accessibility', 'Privacy Policy', 'Staff Directory', 'Contact Us', 'Site Map']) +
                '<p class="fsFooterSocial"><a href="https://www.facebook.com/pellriverusd">Facebook</a> <a href="https://www.instagram.com/pellriverusd/">Instagram</a></p><p>Site by Finalsite</p>', 6003))
    pg.add('social_follow')
    b.append('</footer></div>')
    if pg.has('cookie', 0.2):
        b.append(cookie(pg, 'generic'))
    return doc('en', hd, '\n'.join(b), body_attrs=' class="fsBody fsLoggedOut"')


# ---------------------------------------------------------------- AMP article (local TV station)

def amp(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    with_og = s.id.endswith('2')
    amp_head = ('<script async src="https://cdn.ampproject.org/v0.js"></script>\n'
                '<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>\n'
                '<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>\n'
                '<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>\n'
                '<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>\n'
                '<script async custom-element="amp-consent" src="https://cdn.ampproject.org/v0/amp-consent-0.1.js"></script>')
    boiler = ('<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}'
              '@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>\n'
              '<style amp-custom>.amp-header{display:flex;background:#0b2a4a;color:#fff}.amp-title{font-size:1.6rem}.ad-label{font-size:10px;text-transform:uppercase;color:#777}</style>')
    hd = head(pg, og_type='article' if with_og else None, twitter=with_og, top=amp_head, jsonld=[ld_article(pg, 'NewsArticle')], extra=boiler)
    b = ['<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"G-%s","config":{"G-%s":{"groups":"default"}}}}</script></amp-analytics>'
         % (pg.ident(8).upper(), pg.ident(8).upper())]
    if pg.has('cookie', 0.7):
        b.append('<amp-consent id="consent" layout="nodisplay"><script type="application/json">{"consentInstanceId":"kvrn-consent","consentRequired":true,"promptUI":"consent-ui"}</script>'
                 '<div id="consent-ui" class="consent-ui"><p>%s</p><button on="tap:consent.accept">%s</button> <button on="tap:consent.reject">%s</button></div></amp-consent>'
                 % (esc(L['cookie_text']), esc(L['accept']), esc(L['reject'])))
    b.append('<amp-sidebar id="sidebar" layout="nodisplay" side="left"><nav class="amp-sidebar-nav">%s</nav></amp-sidebar>' % subnav(pg, 'tv', ul_cls='amp-menu', li_cls='amp-menu__item', sub_cls='amp-menu__sub', k=pg.n(3, 0)))
    b.append('<header class="amp-header"><button on="tap:sidebar.toggle" class="hamburger" aria-label="Menu">%s</button><a href="/" class="amp-logo">'
             '<amp-img src="/static/img/kvrn9-logo.png" width="140" height="40" alt="%s"></amp-img></a><a class="amp-watch" href="/live/">Watch Live</a></header>' % (svg('menu'), att(site['name'])))
    if pg.has('ticker', 0.5):
        b.append(ticker(pg, 'amp-breaking', label='BREAKING'))
    b.append('<main><article class="amp-article">')
    if pg.has('kicker', 0.9):
        b.append('<div class="amp-category"><a href="/%s/">%s</a></div>' % (s.sec, esc(s.section)))
    b.append('<h1 class="amp-title">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="amp-dek">%s</p>' % inline_html(s.dek))
    b.append('<div class="amp-byline">By %s</div>' % byline_names(pg))
    b.append('<div class="amp-date"><time datetime="%s">Published: %s at %s MST</time>%s</div>'
             % (pg.iso(), esc(pg.date(None, 'short')), s.dt.strftime('%-I:%M %p'), (' <time datetime="%s">Updated: %s at %s MST</time>' % (pg.iso(s.upd), esc(pg.date(s.upd, 'short')), s.upd.strftime('%-I:%M %p'))) if s.upd else ''))
    if pg.has('share_top', 0.9):
        b.append('<div class="amp-share"><amp-social-share type="facebook" width="40" height="40" data-param-app_id="1234567890"></amp-social-share> '
                 '<amp-social-share type="twitter" width="40" height="40"></amp-social-share> <amp-social-share type="email" width="40" height="40"></amp-social-share></div>')
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="amp-hero"><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s (Source: %s)</figcaption></figure>'
                 % (att(pg.img(s.slug, 1200, 675)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def amp_ad():
        return ('<div class="amp-ad-wrap"><div class="ad-label">%s</div><amp-ad width="300" height="250" type="doubleclick" data-slot="/2171/kvrn/%s/amp" '
                'data-multi-size-validation="false"><div placeholder></div><div fallback></div></amp-ad></div>' % (esc(L['advert']), s.sec))

    def also():
        return inline_related(pg, 'amp-related', 'RELATED:')
    ins = inbody(pg, photo_cand(pg, 'amp-inline-figure') + [('ads', 0.9, amp_ad), ('inline_related', 0.6, also), ('ads', 0.9, amp_ad)], first=1)
    b.append('<div class="amp-body">\n%s\n</div>' % body(pg, {}, ins))
    if pg.has('print_note', 0.8):
        b.append('<p class="amp-copyright">Copyright %d KVRN. All rights reserved.</p>' % s.dt.year)
    b.append('</article>')
    if pg.has('app_prompt', 0.7):
        b.append('<div class="amp-app-promo"><strong>Download the KVRN 9 First Alert Weather app</strong><p>Get live radar, hourly forecasts and severe weather alerts for your location.</p>'
                 '<a href="/apps/">Get the app</a></div>')
    if pg.has('weather', 0.7):
        b.append(weather(pg, 'amp-weather'))
    if pg.has('latest', 0.8):
        b.append(story_list(pg, 'amp-latest', 'Latest News', pg.n(5, 3), meta=('date',), tag='section', imgs=False, date_style='short'))
    if pg.has('most_read', 0.6):
        b.append(story_list(pg, 'amp-most-read', 'Most Read', pg.n(5, 3), meta=(), numbered=True, tag='section'))
    b.append('</main>')
    b.append('<footer class="amp-footer">%s<p><a href="%s">View full site</a></p><p>© %d %s. All Rights Reserved.</p><p>FCC Public Inspection File · EEO Report · Closed Captioning Contact</p></footer>'
             % (link_list(pg, ['Contact Us', 'Advertise', 'Careers', 'Privacy Policy', 'Terms of Service', 'Cookie Policy']), att(pg.url), s.dt.year, esc(site['owner'])))
    return doc('en', hd, '\n'.join(b), html_attrs=' ⚡')


TILDA_NEWS = [('Christmas market returns to the Quay', 'Thirty makers, mulled apple juice and late opening until 8pm on Saturday 7 December.'),
              ('New workshop programme for spring', 'Pottery, printmaking and bookbinding classes for beginners, with all materials included.'),
              ('Ten new makers join the market', 'Welcome to our newest stallholders, from silversmiths to a sourdough baker.'),
              ('Market moves to Harbour Green for July', 'Resurfacing work on the Quay means the July market will be held on the green.'),
              ('Stallholder applications now open', 'Applications for next season close at the end of January. Priority for makers based within 20 miles.')]

PRODUCTS = [('Harbour at dusk, lino print', 'Fern Walsh', '£45'), ('Speckled stoneware mug', 'Kelp & Clay', '£24'),
            ('Storm-oak serving bowl', 'Ruaridh Bain', '£68'), ('Seville orange marmalade', 'Quayside Preserves', '£5.50'),
            ('Island wool hat', 'Annie Moir', '£32'), ('A5 hand-bound journal', 'Tom Ferrier', '£18'), ('Gift card', 'Harbourside Makers', 'from £10')]

MAKERS = [('Fern Walsh', 'Lino prints of the harbour and coast'), ('Ruaridh Bain', 'Turned bowls from storm-fallen wood'),
          ('Kelp & Clay', 'Stoneware mugs, jugs and planters'), ('Annie Moir', 'Hand-knitted jumpers in island wool'),
          ('Quayside Preserves', 'Small-batch jams, chutneys and marmalade'), ('Tom Ferrier', 'Hand-bound notebooks and journals')]


# ---------------------------------------------------------------- Tilda page

def tilda(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    proj, page = '4412345', '451%s' % s.aid[-5:]
    hd = ('<head>\n<meta charset="utf-8" />\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
          '<meta name="viewport" content="width=device-width, initial-scale=1.0" />\n<!--metatextblock-->\n<title>%s</title>\n'
          '<meta name="description" content="%s" />\n<meta property="og:url" content="%s" />\n<meta property="og:title" content="%s" />\n'
          '<meta property="og:description" content="%s" />\n<meta property="og:type" content="website" />\n<meta property="og:image" content="%s" />\n'
          '<link rel="canonical" href="%s">\n<!--/metatextblock-->\n<meta name="format-detection" content="telephone=no" />\n'
          '<link rel="shortcut icon" href="/tildafavicon.ico" type="image/x-icon" />\n'
          '<link rel="stylesheet" href="/css/tilda-grid-3.0.min.css" type="text/css" media="all" onerror="this.loaderr=\'y\';"/>\n'
          '<link rel="stylesheet" href="/css/tilda-blocks-page%s.min.css?t=1714032000" type="text/css" media="all" onerror="this.loaderr=\'y\';" />\n'
          '<script src="/js/tilda-scripts-3.0.min.js" onerror="this.loaderr=\'y\';"></script>\n<script src="/js/tilda-blocks-page%s.min.js?t=1714032000"></script>\n'
          '<script type="text/javascript">window.dataLayer = window.dataLayer || [];</script>\n</head>'
          % (esc(inline_text(s.headline)), att(describe(pg)), att(pg.url), att(inline_text(s.headline)), att(describe(pg)),
             att(pg.abs('/tild3339-3836-4764/%s.jpg' % s.slug[:20])), att(pg.url), page, page))
    recs = iter(range(612345001, 612345100))

    def rec(rtype, inner, pad=(15, 15)):
        r = next(recs)
        return ('<div id="rec%d" class="r t-rec t-rec_pt_%d t-rec_pb_%d" style="padding-top:%dpx;padding-bottom:%dpx;" data-animationappear="off" data-record-type="%d">\n%s\n</div>'
                % (r, pad[0], pad[1], pad[0], pad[1], rtype, inner))
    b = ['<!--allrecords-->', '<div id="allrecords" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="%s" data-tilda-page-id="%s" '
         'data-tilda-page-alias="news/%s" data-tilda-formskey="%s" data-tilda-lazy="yes">' % (proj, page, s.slug[:30], pg.ident(32))]
    menu = ''.join('<li class="t228__list_item" style="padding:0 15px;"><a class="t-menu__link-item" href="/%s" data-menu-submenu-hook="">%s</a></li>' % (slugify(x), esc(x))
                   for x in ['Market days', 'Makers', 'Shop', 'Workshops', 'News', 'Contact'])
    b.append(rec(257, '<!-- T228 --><div id="nav%s" class="t228 t228__positionstatic" data-bgcolor-hex="#ffffff" data-menu="yes"><div class="t228__maincontainer">'
                      '<div class="t228__leftside"><div class="t228__leftcontainer"><a href="/" class="t228__imgwrapper"><div class="t228__logo t-title" field="title">%s</div></a></div></div>'
                      '<div class="t228__centerside"><nav class="t228__centercontainer"><ul role="list" class="t228__list t-menu__list">%s</ul></nav></div>'
                      '<div class="t228__rightside"><div class="t228__rightcontainer"><div class="t-sociallinks"><a href="https://www.instagram.com/harboursidemakers/" aria-label="instagram">Instagram</a>'
                      ' <a href="https://www.facebook.com/harboursidemakers" aria-label="facebook">%s</a></div></div></div></div></div>' % (page, esc(site['name']), menu, svg('facebook')), (0, 0)))
    pg.add('social_follow')
    if pg.has('section_menu', 0.7):
        b.append(rec(309, '<!-- T450 --><div class="t450__burger_container"><div class="t450" data-tooltip-hook="#menuopen"><div class="t450__container"><div class="t450__top">'
                          '<div class="t450__logo t-name t-name_xs" field="title">%s</div><nav class="t450__menu"><ul role="list" class="t450__list">%s</ul></nav></div>'
                          '<div class="t450__rightside"><div class="t450__descr t-descr t-descr_xs" field="descr">14 Quay Street · Wed–Sun 10–5</div></div></div></div></div>'
                     % (esc(site['name']), ''.join('<li class="t450__list_item"><a class="t-menu__link-item" href="/%s">%s</a></li>' % (slugify(x), esc(x))
                                                    for x in ['Market days', 'Makers', 'Shop', 'Workshops', 'News', 'Become a stallholder', 'Gift cards', 'Contact'][:pg.n(6, 3)])), (0, 0)))
        b.append(rec(405, '<!-- T142 --><div class="t142"><div class="t-container"><div class="t-col t-col_12 t-align_center"><div class="t142__text t-descr t-descr_xs" field="text">'
                          'Next market: Sunday 26 May, 10am–4pm on the Quay · Free entry</div></div></div></div>', (10, 10)))
    b.append(rec(30, '<!-- T015 --><div class="t015"><div class="t-container t-align_left"><div class="t-col t-col_10 t-prefix_1">'
                     '<div class="t015__uptitle t-uptitle t-uptitle_sm" field="subtitle">News · %s</div>\n<h1 class="t015__title t-title t-title_lg" field="title">%s</h1></div></div></div>'
                 % (esc(pg.date(None, 'uk')), esc(s.headline)), (90, 15)))
    if s.hero and pg.has('hero', 0.8):
        b.append(rec(3, '<!-- T107 --><div class="t107"><div class="t-align_center" itemscope itemtype="http://schema.org/ImageObject"><meta itemprop="image" content="%s">'
                        '<img class="t-img t-width t107__widthauto" src="/tild3339-3836-4764/-/empty/%s.jpg" data-original="/tild3339-3836-4764/%s.jpg" imgfield="img" alt=""></div></div>'
                     % (att(pg.abs('/tild3339-3836-4764/%s.jpg' % s.slug[:20])), s.slug[:20], s.slug[:20])))
    # Tilda text blocks: paragraphs separated by <br /><br /> inside one field; a new record after each chrome insert
    ins = inbody(pg, [('newsletter', 0.6, lambda: rec(1, '<!-- T698 --><div class="t698"><div class="t-container"><div class="t-col t-col_8 t-prefix_2">'
                                                          '<div class="t698__title t-title t-title_xs" field="title">Join the makers\' newsletter</div>'
                                                          '<div class="t698__descr t-descr t-descr_md" field="descr">Market dates, new makers and workshop places, once a month.</div>'
                                                          '<form id="form%d" name="form%d" role="form" action="" method="POST" data-formactiontype="2" class="js-form-proccess t-form t-form_inputs-total_1">'
                                                          '<input type="text" autocomplete="email" name="Email" class="t-input js-tilda-rule" value="" placeholder="Your email"> '
                                                          '<button type="submit" class="t-submit">Subscribe</button></form></div></div></div>' % (next(recs), next(recs))))], first=1)
    chunks, cur = [], []
    for i, u in enumerate(s.units):
        if u[0] == 'p':
            cur.append(inline_html(u[1]))
        elif u[0] == 'ul':
            cur.append('<ul>%s</ul>' % ''.join('<li>%s</li>' % inline_html(x) for x in u[1]))
        else:
            cur.append(render_unit(u, {}, i))
        if ins.get(i):
            chunks.append(('text', cur))
            chunks.append(('raw', ins[i]))
            cur = []
    if cur:
        chunks.append(('text', cur))
    for kind, val in chunks:
        if kind == 'text':
            b.append(rec(106, '<!-- T004 --><div class="t004"><div class="t-container "><div class="t-col t-col_8 t-prefix_2"><div field="text" class="t-text t-text_md ">%s</div></div></div></div>'
                         % '<br />\n<br />\n'.join(val)))
        else:
            b.extend(val)
    if pg.has('share_bottom', 0.6):
        b.append(rec(1003, '<!-- T-share --><div class="t-share"><div class="t-container"><div class="t-share__wrapper">%s</div></div></div>' % share_bar(pg, 't-share__buttons', nets=('facebook', 'x', 'email'), label=True, copy=False)))
    if pg.has('events', 0.6):
        b.append(rec(396, '<!-- T396 --><div class="t396"><div class="t396__artboard" data-artboard-recid="%d">'
                          '<div class="t396__elem tn-elem tn-elem__%d" data-elem-type="text" data-elem-id="1700000001"><div class="tn-atom" field="tn_text_1700000001">Upcoming workshops</div></div>'
                          '<div class="t396__elem tn-elem" data-elem-type="text" data-elem-id="1700000002"><div class="tn-atom" field="tn_text_1700000002">Thursday: Throwing on the wheel for beginners<br>Saturday: Lino printing with Fern Walsh<br>Tuesday: Coptic bookbinding</div></div>'
                          '<div class="t396__elem tn-elem" data-elem-type="button" data-elem-id="1700000003"><a class="tn-atom" href="/workshops">Book a place</a></div></div></div>'
                     % (next(recs), next(recs)), (0, 0)))
    if pg.has('related_cards', 0.7):
        b.append(rec(1015, '<!-- T1015 --><div class="t-makers"><div class="t-container"><div class="t-section__title t-title t-title_xs" field="btitle">Meet the makers</div>%s</div></div>'
                     % ''.join('<div class="t-col t-col_3 t-maker"><img class="t-img" src="/tild3339-3836-4764/%s.jpg" alt=""><div class="t-name t-name_md" field="li_title">%s</div>'
                               '<div class="t-descr t-descr_xxs" field="li_descr">%s</div></div>' % (slugify(n), esc(n), esc(d))
                               for n, d in MAKERS[:pg.n(4, 2)])))
    if pg.has('ads', 0.6):
        b.append(rec(1117, '<!-- ST300 --><div class="t-store t-store_prod-grid"><div class="t-container"><div class="t-store__title t-title t-title_xs">From the shop</div>%s'
                           '<a class="t-btn" href="/shop">Visit the online shop</a></div></div>'
                     % ''.join('<div class="t-store__card t-col t-col_3"><img class="t-store__card__img" src="/tild3339-3836-4764/%s.jpg" alt=""><div class="t-store__card__title t-name t-name_md">%s</div>'
                               '<div class="t-store__card__descr t-descr t-descr_xxs">by %s</div><div class="t-store__card__price">%s</div><button class="t-store__card__btn t-btn">Add to basket</button></div>'
                               % (slugify(n)[:20], esc(n), esc(m), esc(p)) for n, m, p in PRODUCTS[:pg.n(4, 2)])))
    if pg.has('events', 0.6):
        b.append(rec(509, '<!-- T509 --><div class="t509"><div class="t-container"><div class="t-col t-col_8 t-prefix_2"><div class="t509__title t-title t-title_xs" field="title">Market days %d</div>'
                          '<div class="t509__descr t-descr t-descr_md" field="descr">%s</div></div></div></div>'
                     % (s.dt.year, '<br />'.join(['Sunday 26 May · The Quay', 'Sunday 30 June · The Quay', 'Sunday 28 July · Harbour Green', 'Sunday 25 August · The Quay',
                                                  'Sunday 29 September · The Quay', 'Saturday 7 December · Christmas market'][:pg.n(4, 2)]))))
    if pg.has('more_from', 0.8):
        b.append(rec(1002, '<!-- T-feed --><div class="t-feed"><div class="t-container"><div class="t-feed__title t-title t-title_xs">More news</div><ul class="js-feed-container t-feed__container t-feed__grid">%s</ul></div></div>'
                     % ''.join('<li class="t-feed__post t-feed__grid-col t-col t-col_4"><a class="t-feed__link" href="/news/tpost/%s"><div class="t-feed__post-imgwrapper"><img class="t-feed__post-img" src="/tild3339-3836-4764/%s.jpg" alt=""></div>'
                               '<div class="t-feed__post-title t-name t-name_xs">%s</div><div class="t-feed__post-descr t-descr t-descr_xxs">%s</div><div class="t-feed__post-date t-uptitle t-uptitle_xs">%s</div></a></li>'
                               % (slugify(t), slugify(t)[:20], esc(t), esc(d), esc(pg.date(s.dt - datetime.timedelta(days=9 * k + 4), 'uk')))
                               for k, (t, d) in enumerate(TILDA_NEWS[:pg.n(4, 2)]))))
    if pg.has('comments', 0.5):
        b.append(rec(1001, '<!-- T-disqus --><div class="t-comments"><div class="t-container"><div class="t-col t-col_8 t-prefix_2">%s</div></div></div>' % comments_disqus(pg, pg.n(3, 2))))
    if pg.has('tagline', 0.6):
        b.append(rec(3, '<!-- T-visit --><div class="t-visit"><div class="t-container"><div class="t-col t-col_8 t-prefix_2"><div class="t-title t-title_xs" field="title">Visit us</div>'
                        '<div class="t-text t-text_sm" field="text">Find us at 14 Quay Street, next to the harbour office. The nearest car park is on Ferry Road (pay and display). '
                        'Buses 3 and 7 stop outside the harbour office. The shop is step-free and has an accessible toilet.</div></div></div></div>'))
    b.append(rec(420, '<!-- T420 --><div class="t420"><div class="t-container"><div class="t420__col t-col t-col_4"><div class="t420__title t-name t-name_xs" field="title">%s</div>'
                      '<div class="t420__descr t-descr t-descr_xxs" field="descr">14 Quay Street<br>Open Wednesday–Sunday, 10am–5pm<br>hello@harbourside-makers.com</div></div>'
                      '<div class="t420__col t-col t-col_4"><div class="t420__text t-descr t-descr_xxs" field="text"><a href="/privacy">Privacy policy</a><br><a href="/stallholders">Become a stallholder</a><br><a href="/contact">Contact</a></div></div>'
                      '<div class="t420__col t-col t-col_4"><div class="t420__floor2 t-descr t-descr_xxs" field="descr2">© %d Harbourside Makers Market CIC</div></div></div></div>'
                 % (esc(site['name']), s.dt.year), (45, 45)))
    if pg.has('cookie', 0.7):
        b.append(rec(656, '<!-- T657 --><div class="t657"><div class="t657__wrapper t657__wrapper_visible"><div class="t657__text t-descr t-descr_xxs" field="text">'
                          'We use cookies to give you the best experience on our site. By continuing to browse you agree to our <a href="/privacy">privacy policy</a>.</div>'
                          '<button class="t657__btn t-btn t-btn_sm"><span>OK</span></button></div></div>', (0, 0)))
    b.append('</div>\n<!--/allrecords-->')
    b.append('<script type="text/javascript">window.tildaForm = window.tildaForm || {}; window.tildaBrowserLang = "en";</script>')
    return '<!DOCTYPE html>\n<html lang="en">\n%s\n<body class="t-body" style="margin:0;">\n%s\n</body>\n</html>\n' % (hd, '\n'.join(b))


RENDER = {'elementor': elementor, 'kadence': kadence, 'oceanwp': oceanwp, 'cassiopeia': cassiopeia, 'wagtail': wagtail,
          'craft': craft, 'umbraco': umbraco, 'sitecore': sitecore, 'govuk': govuk, 'civicplus': civicplus,
          'finalsite': finalsite, 'amp': amp, 'tilda': tilda}
