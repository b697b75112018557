"""Fox News-, New York Post (WordPress VIP)-, Independent-, Telegraph-, MSN-, Newsweek-, The Hill- and
CNBC-style pages. Markup written from memory of those sites around 2016-2021; class names are
imitations, hashed ones are invented."""

from common import *
import lang as LG


# ============================================================== Fox News-style

def fox_href(ctx, sec, hed, d):
    return 'https://www.frontiernewschannel.com/%s/%s' % (slugify(sec, 2), slugify(hed, 8))


def fox_url(ctx):
    return fox_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def fox_render(ctx):
    s, L, site = ctx.s, ctx.L, ctx.site
    wire = s.get('wire')
    head_html = head(
        ctx, '%s | Frontier News Channel' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], fb_app='119630001',
        ld_extra=[breadcrumb_ld(ctx, [('Home', 'https://www.frontiernewschannel.com/'),
                                      (s['section'], 'https://www.frontiernewschannel.com/%s' % slugify(s['section'], 2))])],
        css=['https://static.frontiernewschannel.com/static/orion/styles/c/article.css?v=2019'],
        js=[datalayer(ctx, ',"franchise":"frontier-news"'),
            '<script>window.FNC=window.FNC||{};FNC.page={"type":"article","isVideo":false,"section":"%s"};</script>' % esc(s['section']),
            'https://static.frontiernewschannel.com/static/isa/core.js'],
        extra='<meta name="prism.section" content="%s"><meta name="dc.source" content="%s">' % (esc(s['section'].lower()), 'Frontier News Channel'))
    nav_secs = LG.SECTIONS['en_us']
    mega = {'U.S.': ['Crime', 'Military', 'Education', 'Terror', 'Immigration', 'Economy', 'Personal Freedoms'],
            'Politics': ['Executive', 'Senate', 'House', 'Judiciary', 'Foreign Policy', 'Polls', 'Elections'],
            'Business': ['Markets', 'Technology', 'Personal Finance', 'Real Estate', 'Energy'],
            'Lifestyle': ['Food + Drink', 'Cars + Trucks', 'Travel + Outdoors', 'House + Home', 'Style + Beauty'],
            'Sports': ['NFL', 'College Football', 'MLB', 'NBA', 'NHL', 'Golf', 'Tennis', 'Soccer']}
    ticks = ctx.others(3)
    h = ['<body class="fn article-ct page-type-article">',
         '<div id="wrapper" class="page">',
         '<header class="site-header" role="banner">',
         '<div class="alert-banner breaking-news"><div class="alert-container"><span class="alert-label">BREAKING NEWS</span>'
         '<a class="alert-link" href="%s">%s</a></div></div>' % (esc(ticks[0]['href']), ctx.C('ticker', ticks[0]['hed'])),
         '<div class="header-inner"><div class="logo"><a href="https://www.frontiernewschannel.com/" title="Frontier News Channel">'
         '<span class="brand">Frontier News Channel</span></a></div>',
         nav_menu(ctx, nav_secs, cls='main-nav', sub=mega, ul_cls='menu'),
         '<div class="meta"><a class="watch-live" href="/tv">%s %s</a><a class="js-login login" href="/account/login">%s</a>'
         '<button class="js-search search" aria-label="Search">%s</button><button class="js-menu menu" aria-label="Menu">%s</button></div></div>'
         % (svg('play', size=14), 'Watch TV', L['login'], svg('search'), svg('menu')),
         '<div class="expandable-nav"><div class="nav-row">%s</div><div class="nav-row secondary">%s</div></div>'
         % (ul_links(section_links(['Media', 'Opinion', 'Entertainment', 'Science', 'Health', 'World', 'Video', 'Weather', 'Tech']), 'nav-list'),
            ul_links([('Frontier Nation', '/nation'), ('Frontier Business', '/business-network'), ('Frontier Weather', '/weather'),
                      ('Frontier Radio', '/radio'), ('Outkick Live', '/outkick'), ('Books', '/books')], 'nav-list other-networks')),
         '</header>',
         '<div class="page-content"><div class="row full"><div class="pre-content">%s</div></div>' % ad_slot(ctx, 'div-gpt-ad-top', 'ad-container desktop ad-h-250', size='970x250'),
         '<div class="row"><main class="main-content main-content-primary">',
         '<%s class="article-wrap%s">' % (A(ctx), ' has-video' if not wire else ''),
         '<header class="article-header">',
         '<div class="eyebrow"><a href="/%s">%s</a></div>' % (slugify(s['section'], 2), esc(s['section'])),
         '<h1 class="headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="sub-headline speakable">%s</h2>' % esc(s['dek']))
    if wire:
        by_html = '<span><a href="/person/u/%s">%s</a></span>' % (slugify(wire), esc(wire))
        by_txt = wire
    else:
        nm = s['authors'][0]['name']
        by_html = '<span><span>By</span> <a href="/person/%s/%s">%s</a> | Frontier News Channel</span>' % (nm[0].lower(), slugify(nm), esc(nm))
        by_txt = 'By %s | Frontier News Channel' % nm
    pub = 'Published %s' % d_us(ctx.dt)
    h.append('<div class="article-meta article-meta-upper"><div class="author-byline">%s</div>'
             '<div class="article-date"><time datetime="%s">%s</time></div></div>' % (by_html, ctx.iso(), esc(pub)))
    ctx.meta_lines = [by_txt, pub]
    ncom = ctx.ri(120, 2400)
    h.append('<div class="article-meta article-meta-lower">%s<div class="comments-count"><a href="#commenting">%s<span class="count">%s</span> comments</a></div></div>'
             % (share_bar(ctx, 'share-list', ('facebook', 'twitter', 'email', 'print'), label=False, tag='div'), svg('comment', size=16), '{:,}'.format(ncom)))
    h.append('</header>')
    h.append('<div class="article-content-wrap"><div class="article-content">')
    if wire:
        h.append(lead_figure(ctx, 'featured featured-image', credit_prefix='(', sep=' ').replace('</span></figcaption>', ')</span></figcaption>'))
    else:
        h.append('<div class="featured featured-video video-ct">%s<p class="caption">%s</p></div>'
                 % (video_player(ctx, 'Frontier Flash top headlines for %s' % d_us(ctx.dt), '2:01', 'fnc-video'),
                    ctx.C('video', 'Frontier Flash top headlines are here. Check out what\u2019s clicking on frontiernewschannel.com.')))
    total = ctx.paras()

    def after(i):
        if i == 2:
            return ad_slot(ctx, 'div-gpt-ad-instream-1', 'ad-container mobile ad-h-250')
        if i == 3 and not wire:
            return '<p><strong><a href="/category/weather/">%s</a></strong></p>' % ctx.C('promo', 'CLICK HERE FOR MORE WEATHER COVERAGE FROM FRONTIER NEWS')
        if (wire and i == 3) or (not wire and i == total - 2):
            return '<p><a href="/apps-products"><strong>%s</strong></a></p>' % ctx.C('promo', 'CLICK HERE TO GET THE FRONTIER NEWS APP')
        return ''
    fmt = dict(p=lambda c, t: '<p%s>%s</p>' % (' class="speakable"' if t == ctx.blocks[0][1] else '', inline(t)))
    h.append('<div class="article-body">%s' % ''.join(render_blocks(ctx, fmt, after)))
    if wire:
        h.append('<p><em>%s</em></p>' % ctx.C('wire', 'Copyright %d United Newswire. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.' % ctx.dt.year))
    else:
        h.append('<p><i>%s</i></p>' % ctx.C('tagline', 'United Newswire contributed to this report.'))
    h.append('</div>')
    if not wire:
        nm = s['authors'][0]['name']
        h.append('<div class="author-bio"><p><em>%s</em></p></div>' % ctx.C('bio', '%s is a reporter for Frontier News Channel Digital covering weather, transportation and the Mountain West. Follow her on Twitter at @%s.' % (nm, slugify(nm).replace('-', ''))))
    h.append('</div></div>')
    h.append('<div class="article-footer">')
    h.append(newsletter_box(ctx, 'newsletter-signup', title='Get the Frontier Flash newsletter',
                            text='Sign up to receive the top stories of the day, every weekday afternoon, straight to your inbox.', btn='Subscribe'))
    h.append('<div id="commenting" class="comments"><div class="comments-header"><h3>Comments</h3></div>%s</div>' % comments_spotim(ctx, 5 if wire else 6))
    h.append('<div class="article-share-bottom">%s</div>' % share_bar(ctx, 'share-list', ('facebook', 'twitter', 'email'), counts=True, label=True))
    h.append(story_list(ctx, ctx.others(4), cls='collection collection-spotlight', title='Trending in %s' % s['section'],
                        thumbs=True, kickers=True, style='articles' if ctx.page['art'] else 'div', wrap='section'))
    h.append('</div></%s>' % A(ctx))
    h.append('</main><aside class="sidebar sidebar-primary">')
    h.append(ad_slot(ctx, 'div-gpt-ad-rr-1', 'ad-container desktop ad-w-300'))
    h.append(story_list(ctx, ctx.others(5), cls='collection collection-trending', title='Trending', numbered=True, style='ol', wrap='section'))
    h.append('<div class="promo promo-nation"><h3>Frontier Nation</h3><p>%s</p><a class="button" href="/nation">Stream now</a></div>'
             % ctx.C('promo', 'Stream exclusive shows, documentaries and the full archive on Frontier Nation. Start your free trial today.'))
    h.append(story_list(ctx, ctx.others(4), cls='collection collection-whats-hot', title="What's Hot", thumbs=True, wrap='section'))
    h.append('</aside></div></div>')
    cols = [('U.S.', ['Crime', 'Military', 'Education', 'Terror', 'Immigration', 'Economy']),
            ('World', ['U.N.', 'Conflicts', 'Terrorism', 'Disasters', 'Global Economy', 'Environment']),
            ('Politics', ['Executive', 'Senate', 'House', 'Judiciary', 'Foreign Policy', 'Polls']),
            ('Business', ['Personal Finance', 'Economy', 'Markets', 'Watchlist', 'Lifestyle', 'Real Estate']),
            ('Lifestyle', ['Food + Drink', 'Cars + Trucks', 'Travel + Outdoors', 'House + Home', 'Fitness + Well-being']),
            ('Weather', ['Forecasts', 'Storms', 'Hurricanes', 'Radar', 'Climate'])]
    h.append('<footer id="footer" class="site-footer"><div class="footer-upper"><div class="logo"><a href="/">Frontier News Channel</a></div>%s</div>'
             % sitemap(ctx, cols, 'footer-nav'))
    h.append('<div class="footer-lower">%s<div class="copyright">%s</div><p class="disclaimer">%s</p></div></footer>'
             % (ul_links([('New Terms of Use', '/terms-of-use'), ('New Privacy Policy', '/privacy-policy'), ('Your Privacy Choices', '/privacy-choices'),
                          ('Closed Captioning Policy', '/closed-captioning'), ('Help', '/help'), ('Contact Us', '/contact'), ('Accessibility Statement', '/accessibility')], 'legal-links'),
                copyright_line(ctx, 'Frontier News Network, LLC', ' Quotes displayed in real-time or delayed by at least 15 minutes.'),
                ctx.C('legal', 'This material may not be published, broadcast, rewritten, or redistributed. Market data provided by an independent vendor. Mutual fund and ETF data provided by a third party.')))
    h.append(push_prompt(ctx))
    h.append('</div><script src="https://static.frontiernewschannel.com/static/isa/app.js" defer></script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US" class="fn-site"')


# ============================================================== New York Post-style (WordPress VIP)

def nyp_href(ctx, sec, hed, d):
    return 'https://manhattancourier.com/%d/%02d/%02d/%s/' % (d.year, d.month, d.day, slugify(hed, 9))


def nyp_url(ctx):
    return nyp_href(ctx, '', ctx.s['hed'], ctx.dt)


NYP_NAV = ['Metro', 'News', 'Sports', 'Business', 'Opinion', 'Entertainment', 'Fashion', 'Living', 'Tech', 'Real Estate', 'Video']
NYP_SUB = {'Sports': ['Yankees', 'Mets', 'Giants', 'Jets', 'Knicks', 'Nets', 'Rangers', 'Islanders', 'Betting'],
           'Entertainment': ['Page Seven', 'TV', 'Movies', 'Music', 'Celebrity'],
           'News': ['US News', 'World News', 'Politics', 'Weird But True'],
           'Living': ['Food', 'Health', 'Travel', 'Parenting']}


def nyp_meta(ctx):
    s = ctx.s
    by_html, by_txt = byline_names(ctx, base='/author/')
    d = ctx.dt
    pub = '%s %d, %d, %s ET' % (LG.MONTHS_AP[d.month - 1].replace('March', 'Mar.').replace('April', 'Apr.').replace('June', 'June').replace('July', 'July'),
                                d.day, d.year, t12(d, dots=True))
    ctx.meta_lines = ['By ' + by_txt, 'Published ' + pub]
    return by_html, pub


def nyp_render(ctx):
    if ctx.page['amp']:
        return nyp_amp(ctx)
    s, L = ctx.s, ctx.L
    pid = 19000000 + ctx.num * 37
    head_html = head(ctx, '%s | Manhattan Courier' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     amphtml=ctx.url + 'amp/', css=['https://manhattancourier.com/wp-content/themes/courier/static/css/single.css?ver=3.41.0'],
                     js=['<script>window.courier_data={"post_id":%d,"template":"single","primary_category":"metro","is_premium":false};</script>' % pid,
                         datalayer(ctx), 'https://manhattancourier.com/wp-content/themes/courier/static/js/main.js?ver=3.41.0'],
                     extra='<link rel="alternate" type="application/rss+xml" title="Manhattan Courier &raquo; Feed" href="https://manhattancourier.com/feed/"><link rel="shortlink" href="https://manhattancourier.com/?p=%d">' % pid)
    by_html, pub = nyp_meta(ctx)
    trend = ctx.others(4)
    h = ['<body class="post-template-default single single-post postid-%d single-format-standard">' % pid,
         '<a class="skip-link screen-reader-text" href="#main">Skip to content</a>',
         '<header class="site-header" id="site-header"><div class="site-header__top">',
         '<div class="site-header__date">%s, %s</div>' % (wk(ctx.dt), d_us(ctx.dt)),
         '<a class="site-header__logo" href="https://manhattancourier.com/">%s<span class="screen-reader-text">Manhattan Courier</span></a>'
         % '<svg width="180" height="36" viewBox="0 0 180 36" aria-hidden="true"><path d="M0 0h180v36H0z"/></svg>',
         '<div class="site-header__actions"><a class="button button--subscribe" href="/subscribe/">Subscribe</a><a href="/account/login/" class="site-header__login">%s</a></div></div>' % L['login'],
         nav_menu(ctx, NYP_NAV, cls='site-header__nav nav-primary', sub=NYP_SUB),
         '<div class="trending-bar"><span class="trending-bar__label">Trending Now:</span>%s</div>'
         % ''.join('<a class="trending-bar__link" href="%s">%s</a>' % (esc(t['href']), ctx.C('ticker', t['hed'])) for t in trend),
         '</header>',
         '<main id="main" class="site-main"><div class="layout layout--single"><div class="layout__main">',
         '<%s id="post-%d" class="single single--article post-%d post type-post status-publish category-metro">' % (A(ctx), pid, pid),
         '<header class="single__header"><div class="single__eyebrow"><a href="/metro/">%s</a></div>' % esc(s['section']),
         '<h1 class="headline headline--single">%s</h1>' % esc(s['hed']),
         '<div class="single__meta"><div class="byline byline--single"><div class="byline__author"><span class="byline__by">By</span> %s</div></div>'
         '<div class="date date--updated"><span class="date__label">Published</span> <span class="date__time">%s</span></div></div>' % (by_html, esc(pub)),
         '<div class="single__share">%s<a class="single__comments-link" href="#comments">%s <span>%d</span> comments</a></div>'
         % (share_bar(ctx, 'share-bar', ('facebook', 'twitter', 'whatsapp', 'email', 'link'), label=False), svg('comment', size=16), ctx.ri(20, 300)),
         '</header>',
         lead_figure(ctx, 'single__featured-image featured-image', credit_prefix='', sep=' '),
         '<div class="single__content entry-content m-bottom">']

    def after(i):
        if i == 2:
            return ad_slot(ctx, 'dfp-ad-incontent-1', 'nyp-ad nyp-ad--incontent', size='300x250')
        if i == 5:
            return ('<div class="inline-module inline-module--newsletter"><h4>%s</h4><p>%s</p><form action="/newsletters/" method="post"><input type="email" placeholder="%s"><button>%s</button></form></div>'
                    % (ctx.C('newsletter', 'Sign up for the Metro Minute newsletter'), ctx.C('newsletter', 'The biggest stories from the five boroughs, delivered every weekday afternoon.'), esc(L['email_ph']), 'Sign Up'))
        return ''
    fmt = dict(rel=lambda c, hed: '<div class="inline-module inline-module--see-also"><span class="inline-module__label">SEE ALSO</span> <a href="%s">%s</a></div>'
               % (esc(nyp_href(c, '', hed, c.dt)), c.C('inline', hed)))
    h.append(''.join(render_blocks(ctx, fmt, after)))
    h.append('</div>')
    tags = s.get('tags', [])
    h.append('<div class="single__footer"><div class="tag-list"><span class="tag-list__label">Filed under</span> %s</div>'
             % ''.join('<a class="tag-list__tag" href="/tag/%s/">%s</a> ' % (slugify(t), esc(t)) for t in tags + ['%s %d' % (LG.MONTHS['en'][ctx.dt.month - 1].lower(), ctx.dt.day) + ', %d' % ctx.dt.year]))
    h.append('<div class="share-bar share-bar--bottom"><span class="share-bar__label">Share this article:</span>%s</div></div>'
             % share_bar(ctx, 'share-icons', ('facebook', 'twitter', 'whatsapp', 'email'), label=False))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(3), cls='read-next', title='Read Next', thumbs=True, kickers=True, style='div'))
    h.append('<div id="comments" class="comments-section"><h2 class="comments-section__title">What do you think? Post a comment.</h2>%s</div>' % comments_spotim(ctx, 5))
    h.append(story_list(ctx, ctx.others(6), cls='more-stories', title='More Stories', thumbs=True, dates=True, teasers=True, style='div',
                        date_fn=lambda d: d_ap(d)))
    h.append('</div><aside class="layout__rail">')
    h.append(story_list(ctx, ctx.others(5), cls='widget-most-popular', title='Most Popular', numbered=True, style='ol', thumbs=True))
    h.append(ad_slot(ctx, 'dfp-ad-rail-1', 'nyp-ad nyp-ad--rail', size='300x600'))
    h.append(newsletter_box(ctx, 'widget-newsletter', title='Get the Morning Report', text='Start your day with all you need to know, delivered to your inbox.'))
    h.append('</aside></div></main>')
    h.append('<footer class="site-footer"><div class="site-footer__logo"><a href="/">Manhattan Courier</a></div>%s%s'
             % (ul_links(section_links(NYP_NAV), 'site-footer__sections'), social_links(ctx, 'site-footer__social', label='Follow Us')))
    h.append('<div class="site-footer__legal">%s<p class="site-footer__copyright">%s</p><p class="site-footer__powered">Powered by WordPress.com VIP</p></div></footer>'
             % (ul_links([('Terms of Use', '/terms/'), ('Membership Terms', '/membership-terms/'), ('Privacy Notice', '/privacy/'), ('Sitemap', '/sitemap/'),
                          ('Your Ad Choices', '/ad-choices/'), ('Contact Us', '/contact/'), ('Careers', '/careers/')], 'site-footer__links'),
                copyright_line(ctx, 'MC Holdings, Inc.')))
    h.append('<script src="https://manhattancourier.com/wp-includes/js/wp-embed.min.js?ver=5.6"></script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US" class="no-js"')


def nyp_amp(ctx):
    s, L = ctx.s, ctx.L
    css = ('body{font-family:Georgia,serif;margin:0}.header{background:#c00;color:#fff;padding:8px 12px}.headline{font-size:28px;line-height:1.1}'
           '.byline,.date{font:13px Arial,sans-serif;color:#555}.amp-ad-wrap__label{font:10px Arial;text-align:center;color:#888}')
    head_html = head(ctx, '%s | Manhattan Courier' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], amp=True, inline_css=css,
                     js=[AMP_SCRIPTS['sidebar'], AMP_SCRIPTS['ad'], AMP_SCRIPTS['share'], AMP_SCRIPTS['analytics'], AMP_SCRIPTS['consent']])
    by_html, pub = nyp_meta(ctx)
    h = ['<body class="amp-single">',
         amp_consent(ctx),
         '<amp-sidebar id="sidebar" layout="nodisplay" side="left"><button on="tap:sidebar.close" class="sidebar__close">%s</button><nav class="sidebar__nav">%s%s</nav></amp-sidebar>'
         % (L['close'], ul_links(section_links(NYP_NAV)), ul_links(section_links(['Yankees', 'Mets', 'Giants', 'Jets', 'Knicks', 'Page Seven', 'Weird But True']), 'sidebar__sub')),
         '<header class="header"><button on="tap:sidebar.toggle" class="header__menu" aria-label="Menu">%s</button><a class="header__logo" href="https://manhattancourier.com/">Manhattan Courier</a></header>' % svg('menu'),
         '<div class="trending-bar"><span class="trending-bar__label">Trending Now:</span>%s</div>' % ''.join('<a href="%s">%s</a>' % (esc(t['href']), ctx.C('ticker', t['hed'])) for t in ctx.others(3)),
         '<main id="content" role="main"><%s class="amp-article">' % A(ctx),
         '<div class="eyebrow"><a href="https://manhattancourier.com/metro/">%s</a></div>' % esc(s['section']),
         '<h1 class="headline">%s</h1>' % esc(s['hed']),
         '<div class="byline"><span class="byline__by">By</span> %s</div>' % by_html,
         '<div class="date"><span class="date__label">Published</span> <span class="date__time">%s</span></div>' % esc(pub),
         '<div class="share"><amp-social-share type="facebook" width="36" height="36" data-param-app_id="1119"></amp-social-share><amp-social-share type="twitter" width="36" height="36"></amp-social-share><amp-social-share type="email" width="36" height="36"></amp-social-share></div>']
    lead = s.get('lead')
    if lead:
        ctx.C('caption', lead[0])
        h.append('<figure class="featured">%s<figcaption>%s <span class="credit">%s</span></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], w=1200, h=675, mode='amp'), esc(lead[0]), esc(lead[1])))

    def after(i):
        return amp_ad(ctx, 'incontent_%d' % i) if i in (1, 3) else ''
    h.append('<div class="entry-content">%s</div>' % ''.join(render_blocks(ctx, dict(fig=lambda c, cap, cr: ''), after)))
    h.append('<div class="tags"><span>Filed under</span> %s</div>' % ' '.join('<a href="https://manhattancourier.com/tag/%s/">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<a class="view-comments" href="%s#comments">View Comments</a>' % esc(ctx.url))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(4), cls='read-next', title='Read Next', thumbs=True, img_mode='amp', style='div'))
    h.append(amp_ad(ctx, 'bottom'))
    h.append(story_list(ctx, ctx.others(6), cls='more-stories', title='More Stories', dates=True, teasers=True, style='div', date_fn=d_ap))
    h.append(story_list(ctx, ctx.others(5), cls='most-popular', title='Most Popular', numbered=True, style='ol'))
    h.append(story_list(ctx, ctx.others(4), cls='page-seven', title='Page Seven', teasers=True, style='div'))
    h.append('<div class="newsletter"><h3>%s</h3><p>%s</p><form method="post" action-xhr="https://manhattancourier.com/newsletters/amp-subscribe/" target="_top"><input type="email" name="email" placeholder="%s"><button type="submit">Sign Up</button></form></div>'
             % (ctx.C('newsletter', 'Sign up for the Metro Minute newsletter'), ctx.C('newsletter', 'The biggest stories from the five boroughs, delivered every weekday afternoon.'), esc(L['email_ph'])))
    h.append(story_list(ctx, ctx.others(4), cls='recommended', title='Recommended by Courier Partners', teasers=True, style='div'))
    h.append('<section class="video-rail"><h2>Courier Video</h2><ul>%s</ul></section>'
             % ''.join('<li><a href="%s"><span class="duration">%d:%02d</span> %s</a></li>' % (esc(v['href']), ctx.ri(0, 4), ctx.ri(5, 59), ctx.C('video', v['hed'])) for v in ctx.others(4)))
    h.append('</main><footer class="footer"><a href="https://manhattancourier.com/">Manhattan Courier</a>%s%s<p>%s</p></footer>'
             % (sitemap(ctx, [('Metro', ['Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'Manhattan', 'Courts']), ('Sports', ['Yankees', 'Mets', 'Giants', 'Jets', 'Knicks', 'Nets']),
                              ('Entertainment', ['Page Seven', 'TV', 'Movies', 'Music', 'Celebrity']), ('Living', ['Food', 'Health', 'Travel', 'Parenting', 'Real Estate'])], 'footer__sitemap'),
                ul_links([('Terms of Use', '/terms/'), ('Membership Terms', '/membership-terms/'), ('Privacy Notice', '/privacy/'), ('Your Ad Choices', '/ad-choices/'), ('Sitemap', '/sitemap/'), ('Contact Us', '/contact/')]),
                copyright_line(ctx, 'MC Holdings, Inc.')))
    h.append('<amp-analytics type="googleanalytics"><script type="application/json">{"vars":{"account":"UA-%d-1"},"triggers":{"trackPageview":{"on":"visible","request":"pageview"}}}</script></amp-analytics>' % (5000 + ctx.num))
    h.append('</body>')
    return amp_doc(ctx, head_html, '\n'.join(h))


# ============================================================== Independent-style

def ind_href(ctx, sec, hed, d):
    return 'https://www.albionobserver.co.uk/news/uk/home-news/%s-a%d.html' % (slugify(hed, 9), 8000000 + (len(hed) * 7919 + d.day * 31) % 999999)


def ind_url(ctx):
    return ind_href(ctx, '', ctx.s['hed'], ctx.dt)


def ind_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | The Albion Observer' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://static.albionobserver.co.uk/client/main.7c1e2a.css'],
                     js=['<script>window.JSGlobals={"mode":"article","articleId":"a%s","section":"home-news","premium":false};</script>' % ctx.url.rsplit('-a', 1)[1][:-5],
                         'https://static.albionobserver.co.uk/client/runtime.a81f.js'],
                     ld_extra=[org_ld(ctx)], extra='<meta name="robots" content="max-image-preview:large">')
    d = ctx.dt
    date_txt = '%s %d %s %d %02d:%02d' % (wk(d), d.day, LG.MONTHS['en'][d.month - 1], d.year, d.hour, d.minute)
    nm = s['authors'][0]['name']
    ctx.meta_lines = [nm, date_txt]
    secs = ['News', 'Sport', 'Climate', 'Voices', 'Culture', 'Lifestyle', 'Travel', 'Money', 'Premium']
    subs = ['UK', 'World', 'US Politics', 'UK Politics', 'Science', 'Tech', 'Health', 'Business', 'Long Reads']
    h = ['<body><div id="root">',
         cookie_banner(ctx, 'sourcepoint'),
         '<header id="header" class="sc-1ap2g8d-0 kPxWHb"><div class="sc-1ap2g8d-1 hQmPvR">',
         '<a class="sc-1ap2g8d-2 jUdBfb" href="/subscribe">Subscribe</a><a class="sc-1ap2g8d-2 jUdBfb" href="/register">Register</a><a class="sc-1ap2g8d-3" href="/login">%s</a></div>' % L['login'],
         '<a class="sc-logo" href="https://www.albionobserver.co.uk/" aria-label="The Albion Observer"><span class="sc-logo__text">THE ALBION OBSERVER</span></a>',
         nav_menu(ctx, secs, cls='sc-nav sc-15a3xf7-0 bBvRoP', sub={'News': subs, 'Sport': ['Football', 'Cricket', 'Rugby Union', 'Tennis', 'Formula 1']}),
         '<nav class="sc-subnav sc-15a3xf7-4 fFkwHX" aria-label="Sub navigation">%s</nav>' % ul_links(section_links(subs, '/news/')),
         '</header>',
         '<div class="sc-sticky-header" aria-hidden="true"><span class="sc-sticky-header__logo">THE ALBION OBSERVER</span> <span class="sc-sticky-header__title">%s</span></div>' % esc(s['hed']),
         '<nav class="sc-breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/news">News</a></li><li><a href="/news/uk">UK</a></li><li><a href="/news/uk/home-news">Home News</a></li></ol></nav>',
         '<main id="main-wrapper"><%s class="sc-article sc-1x9p5b3-0 dQOxAe">' % A(ctx),
         '<header id="articleHeader" class="sc-1x9p5b3-1 gBrDwq">',
         '<h1 class="sc-1jr9c2i-0 headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="sc-1jr9c2i-1 sub-headline">%s</h2>' % esc(s['dek']))
    h.append('<div class="sc-author-meta"><div class="sc-author-img"><img src="https://static.albionobserver.co.uk/authors/%s.jpg" alt="" width="48" height="48"></div>'
             '<div class="sc-author"><a class="author-name" href="/author/%s">%s</a></div><div class="sc-date"><time datetime="%s" class="publish-date">%s</time></div></div>'
             % (slugify(nm), slugify(nm), esc(nm), ctx.iso(), esc(date_txt)))
    h.append('<div class="sc-share-row">%s<button class="sc-comments-btn">%s<span>%d</span></button><button class="sc-bookmark">Bookmark</button></div>'
             % (share_bar(ctx, 'sc-share', ('facebook', 'twitter', 'email', 'whatsapp'), label=False), svg('comment', size=16), ctx.ri(8, 400)))
    h.append('</header>')
    h.append(lead_figure(ctx, 'sc-hero', mode='srcset', credit_prefix='(', sep=' ').replace('</span></figcaption>', ')</span></figcaption>'))
    total = ctx.paras()
    long_story = total > 12

    def after(i):
        out = []
        if i % 3 == 0 or (not long_story and i == 2):
            out.append('<div class="sc-ad-wrapper"><div class="sc-ad-label">%s</div><div id="ad-inarticle-%d" class="ad-slot ad-slot--mpu" data-ad-unit="inarticle"></div></div>' % (L['advert'], i))
        if i == 2:
            rel = ctx.others(2)
            out.append('<div class="sc-inline-related"><p><strong>Read more</strong></p><ul>%s</ul></div>'
                       % ''.join('<li><a href="%s">%s</a></li>' % (esc(r['href']), ctx.C('inline', r['hed'])) for r in rel))
        if i == 5:
            out.append('<div class="sc-newsletter-inline"><p class="sc-nl-title">%s</p><form action="/newsletters" method="post"><input type="email" placeholder="%s"><button>SIGN UP</button></form><p class="sc-nl-legal">%s</p></div>'
                       % (ctx.C('newsletter', 'Sign up to our free Morning Headlines email for the latest news every morning'), esc(L['email_ph']),
                          ctx.C('legal', 'I would like to be emailed about offers, events and updates from The Albion Observer. Read our privacy notice')))
        return ''.join(out)
    h.append('<div id="main" class="sc-body main-content-body">%s</div>' % ''.join(render_blocks(ctx, None, after)))
    h.append('<div class="sc-article-footer"><div class="sc-topics"><span>More about</span> %s</div>'
             % ''.join('<a class="sc-topic" href="/topic/%s">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="sc-comments-promo"><h3>Join our commenting forum</h3><p>%s</p><a href="/register">Join now</a></div>'
             % ctx.C('promo', 'Join thought-provoking conversations, follow other Albion Observer readers and see their replies'))
    h.append('<div id="comments" class="sc-comments">%s</div></div>' % comments_viafoura(ctx, 4))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="sc-rail">%s%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='sc-most-popular', title='Most popular', numbered=True, style='ol'),
                ad_slot(ctx, 'ad-rail-1', 'sc-ad-rail', size='300x600'),
                story_list(ctx, ctx.others(4), cls='sc-sponsored', title='Sponsored Features', thumbs=True, teasers=True, style='div')))
    h.append(story_list(ctx, ctx.others(6), cls='sc-related', title='Read next', thumbs=True, kickers=True, style='div'))
    h.append('</main>')
    h.append('<footer class="sc-footer"><div class="sc-footer__logo">THE ALBION OBSERVER</div>%s%s<p class="sc-footer__copyright">%s</p></footer>'
             % (ul_links([('Contact us', '/contact'), ('Jobs', '/jobs'), ('Advertising', '/advertising'), ('Install our App', '/apps'), ('Archive', '/archive'),
                          ('Puzzles', '/puzzles'), ('All Topics', '/topics'), ('Voucher Codes', '/vouchercodes'), ('Subscribe', '/subscribe'), ('Donate', '/donate')], 'sc-footer__links'),
                ul_links([('Code of conduct and complaints', '/code-of-conduct'), ('Cookie Policy', '/cookie-policy'), ('Privacy notice', '/privacy-notice'),
                          ('Terms of use', '/terms'), ('Modern Slavery Act', '/modern-slavery')], 'sc-footer__legal'),
                copyright_line(ctx, 'Albion Observer Digital News & Media Ltd', ' Registered in England and Wales, company number 07415642.')))
    h.append('<script id="__APOLLO_STATE__">window.__APOLLO_STATE__={"article":{"id":"%s","wordCount":%d}};</script></div></body>' % (ctx.url.rsplit('-a', 1)[1][:-5], len(' '.join(ctx.truth()).split())))
    return doc(head_html, '\n'.join(h), 'lang="en-GB"')


# ============================================================== Telegraph-style

def tel_href(ctx, sec, hed, d):
    return 'https://www.semaphore.co.uk/%s/%d/%02d/%02d/%s/' % (slugify(sec, 2) or 'news', d.year, d.month, d.day, slugify(hed, 9))


def tel_url(ctx):
    return tel_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def tel_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s' % s['hed'] + ' | The Daily Semaphore', og=ctx.page['og'], ld=ctx.page['ld'],
                     ld_article_extra={'isAccessibleForFree': 'False', 'hasPart': {'@type': 'WebPageElement', 'isAccessibleForFree': 'False', 'cssSelector': '.articleBodyText'}},
                     css=['https://www.semaphore.co.uk/etc/designs/semaphore/core/clientlibs/core.min.css'],
                     js=['<script>var tmgAds={"section":"%s","premium":true};</script>' % slugify(s['section']), datalayer(ctx)])
    d = ctx.dt
    nm = s['authors'][0]['name']
    role = s.get('role')
    by_txt = 'By %s, %s' % (nm, role) if role else 'By %s' % nm
    date_txt = '%d %s %d \u2022 %s' % (d.day, LG.MONTHS['en'][d.month - 1], d.year, t12l(d))
    ctx.meta_lines = [by_txt, date_txt]
    secs = ['News', 'Sport', 'Business', 'Money', 'Opinion', 'Travel', 'Health', 'Lifestyle', 'Culture', 'Puzzles']
    mega = {'News': ['UK News', 'Politics', 'World News', 'Royals', 'Science', 'Education', 'Obituaries'],
            'Sport': ['Football', 'Rugby Union', 'Cricket', 'F1', 'Golf', 'Tennis', 'Racing'],
            'Money': ['Property', 'Pensions', 'Investing', 'Tax', 'Consumer affairs'],
            'Lifestyle': ['Food and drink', 'Fashion', 'Gardening', 'Family', 'Cars']}
    h = ['<body class="article-page tmg-premium">',
         cookie_banner(ctx, 'sourcepoint'),
         '<header class="site-header"><div class="site-header__masthead"><a class="site-header__logo" href="/">The Daily Semaphore</a>',
         '<div class="e-site-header-button"><a class="e-site-header-button__link" href="/subscribe/">Subscribe now</a><span class="e-site-header-button__tagline">Free for one month</span><a class="e-site-header-button__login" href="/login/">%s</a></div></div>' % L['login'],
         nav_menu(ctx, secs, cls='site-header__nav site-nav', sub=mega),
         '</header>',
         '<main id="main-content"><div class="breadcrumb component"><ol class="breadcrumb__list"><li><a href="/news/">News</a></li><li><a href="/%s/">%s</a></li></ol></div>' % (slugify(s['section']), esc(s['section'])),
         '<%s class="article grid" itemscope itemtype="http://schema.org/NewsArticle">' % A(ctx),
         '<header class="article-header">',
         '<div class="article-header__premium"><span class="premium-badge">Premium</span></div>' if ctx.num == 9008 else '',
         '<h1 class="headline__heading" itemprop="headline name">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<p class="headline__standfirst standfirst" itemprop="description">%s</p>' % esc(s['dek']))
    role_html = ', <span class="e-byline__job-title">%s</span>' % esc(role) if role else ''
    h.append('<div class="article-header__byline"><div class="byline"><span class="e-byline__author" itemprop="author"><span>By</span> <a class="byline__author-name" href="/authors/%s/">%s</a>%s</span></div>'
             '<div class="article-date"><time class="e-published-date" itemprop="datePublished" datetime="%s">%s</time></div></div>'
             % (slugify(nm), esc(nm), role_html, ctx.iso(), esc(date_txt)))
    h.append('<div class="article-header__tools"><button class="e-follow-button">Follow %s</button>%s<a class="article-header__comments" href="#comments">%s %d</a></div>'
             % (esc(nm), share_bar(ctx, 'e-share-tools', ('facebook', 'twitter', 'whatsapp', 'email', 'link'), label=False), svg('comment', size=16), ctx.ri(40, 900)))
    h.append('</header>')
    h.append(lead_figure(ctx, 'lead-asset article-body-image', credit_prefix='Credit: ', sep=' '))

    def comp(inner):
        return '<div class="component article-body-text"><div class="component-content">%s</div></div>' % inner

    total = ctx.paras()

    def after(i):
        if i == 3:
            return ('<div class="component commercial-unit" data-ad-label="%s"><div class="commercial-unit__label">%s</div><div id="mpu_article_1" class="mpu"></div></div>' % (L['advert'], L['advert']))
        if i == 5:
            rel = ctx.others(3)
            return ('<div class="component related-links"><div class="component-content"><h3 class="related-links__title">Related Articles</h3><ul class="list-of-entities">%s</ul></div></div>'
                    % ''.join('<li class="list-of-entities__item"><a href="%s">%s</a></li>' % (esc(r['href']), ctx.C('inline', r['hed'])) for r in rel))
        if i == total - 3:
            return ('<div class="component commercial-unit" data-ad-label="%s"><div class="commercial-unit__label">%s</div><div id="mpu_article_2" class="mpu"></div></div>' % (L['advert'], L['advert']))
        return ''
    fmt = dict(p=lambda c, t: comp('<p>%s</p>' % inline(t)), h=lambda c, t: comp('<h2>%s</h2>' % inline(t)))
    h.append('<div class="articleBodyText section" itemprop="articleBody" data-test="article-body-text" data-js="premium-body">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article-footer"><div class="related-topics"><h4 class="related-topics__title">Related Topics</h4>%s</div>'
             % ul_links([(t, '/topics/%s/' % slugify(t)) for t in s['tags']], 'related-topics__list'))
    h.append('<div class="article-footer__follow"><p>%s</p></div>' % ctx.C('promo', 'Get the best of The Daily Semaphore delivered to your inbox: sign up for the Front Page newsletter.'))
    h.append('<div id="comments" class="comments-container"><div class="comments-intro"><p>%s</p><a href="/commenting-policy/">%s</a></div>%s</div>'
             % (ctx.C('policy', 'We value your comments but kindly request all posts are on topic, constructive and respectful. Please review our commenting policy.'),
                'Commenting policy', comments_coral(ctx, 5)))
    h.append('</div></%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(6), cls='more-stories', title='More stories', thumbs=True, kickers=True, style='div'))
    h.append('<aside class="article-rail">%s%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='most-viewed', title='Most Viewed', numbered=True, style='ol'),
                newsletter_box(ctx, 'newsletter-promo', title='The Front Page', text='The best of The Daily Semaphore, every morning at 6am.'),
                ad_slot(ctx, 'mpu_rail', 'commercial-unit', size='300x250')))
    h.append('</main>')
    cols = [('News', ['UK News', 'Politics', 'World News', 'Science', 'Obituaries']), ('Sport', ['Football', 'Cricket', 'Rugby Union', 'Golf']),
            ('Money', ['Property', 'Pensions', 'Investing', 'Tax']), ('Culture', ['Film', 'TV', 'Books', 'Music', 'Theatre'])]
    h.append('<footer class="site-footer"><div class="site-footer__logo">The Daily Semaphore</div>%s%s<p class="site-footer__copyright">%s</p></footer>'
             % (sitemap(ctx, cols, 'site-footer__nav'),
                ul_links([('Terms and Conditions', '/terms/'), ('Privacy', '/privacy/'), ('Cookies', '/cookies/'), ('Advertising terms', '/advertising/'),
                          ('Fantasy Sport', '/fantasy/'), ('Voucher Codes', '/vouchers/'), ('Modern Slavery', '/modern-slavery/'), ('Contact us', '/contact/')], 'site-footer__legal'),
                ctx.C('footer', '\u00a9 Semaphore Media Group Limited %d' % ctx.dt.year)))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en-GB"')


# ============================================================== MSN-style portal (React text blocks)

def msn_href(ctx, sec, hed, d):
    return 'https://www.nimbusportal.com/en-us/news/%s/%s/ar-AA%s' % (slugify(sec, 1) or 'us', slugify(hed, 8), ''.join('KQMRTXZPBV'[(ord(c) + i) % 10] for i, c in enumerate(hed[:5])))


def msn_url(ctx):
    return msn_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def msn_render(ctx):
    s, L = ctx.s, ctx.L
    prov = s['provider']
    head_html = head(ctx, s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], desc=None,
                     css=['https://assets.nimbusportal.com/statics/article.prod.4a9b.css'],
                     js=['<script>window._pageTimings={"TTJSStart":Math.round(performance.now())};var $config={"market":"en-us","pageType":"article","provider":%s};</script>' % json.dumps(prov),
                         'https://assets.nimbusportal.com/bundles/article/v3/runtime.js'],
                     extra='<meta name="msapplication-TileColor" content="#0078d7"><meta name="provider" content="%s">' % esc(prov))
    d = ctx.dt
    by = 'Story by %s' % s['authors'][0]['name']
    date_txt = '%s %d, %d' % (LG.MONTHS_ABBR[d.month - 1], d.day, d.year)
    ctx.meta_lines = [by, date_txt]
    weather = weather_widget(ctx, 'Denver, CO' if ctx.num == 9009 else 'Cleveland, OH', 'weather-card')
    h = ['<body class="article spartan">',
         '<div id="cookie-banner" class="cookiebanner" role="alert"><p>%s</p><a href="/privacy">%s</a><button class="cookiebanner-close">%s</button></div>'
         % (ctx.C('cookie', 'This site uses cookies for analytics, personalized content and ads. By continuing to browse this site, you agree to this use.'), 'Learn more', L['close']),
         '<header id="header" class="header"><div id="logo"><a href="/en-us"><span class="logo-text">nimbus</span> <span class="logo-vertical">news</span></a></div>',
         '<form class="searchbox" action="/search" role="search"><input type="search" placeholder="Search the web" name="q"><button>%s</button></form>' % svg('search'),
         '<div class="meControl"><a href="/signin">Sign in</a></div></header>',
         nav_menu(ctx, ['News', 'Weather', 'Sports', 'Money', 'Lifestyle', 'Health & Fitness', 'Food & Drink', 'Travel', 'Autos', 'Video', 'Play'], cls='navigation-container main-nav'),
         '<nav class="subnav" aria-label="News">%s</nav>' % ul_links(section_links(['Top Stories', 'US', 'World', 'Crime', 'Politics', 'Local', 'Technology', 'Science', 'Good News'], '/en-us/news/')),
         '<div id="maincontent" class="maincontent"><div class="article-grid">',
         '<%s class="articlecontent" data-provider="%s">' % (A(ctx), esc(prov)),
         '<div class="article-head"><div class="partnerlogo"><a href="/en-us/partner/%s"><img src="https://assets.nimbusportal.com/partners/%s.png" alt="%s" width="120" height="30"></a></div>'
         % (slugify(prov), slugify(prov), esc(prov)),
         '<div class="partner-name">%s</div>' % esc(prov),
         '<h1 id="precontent-title" class="article-title">%s</h1>' % esc(s['hed']),
         '<div class="authorinfo"><span class="authorname-txt">%s</span></div><div class="dateinfo"><time datetime="%s">%s</time></div><div class="readtime">%d min read</div>'
         % (esc(by), ctx.iso(), esc(date_txt), max(1, len(' '.join(ctx.truth()).split()) // 200)),
         '<div class="article-actions">%s</div></div>' % share_bar(ctx, 'share-cta', ('facebook', 'twitter', 'email', 'link'), label=False),
         ]
    lead = s.get('lead')
    if lead:
        h.append('<div class="image-container" data-component="image-block"><span class="image-wrap">%s</span><div class="image-caption"><span class="caption-text">%s</span> <span class="image-attribution">\u00a9 Provided by %s</span></div></div>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], w=1200, h=675, mode='srcset'), ctx.C('caption', lead[0]), esc(prov)))

    def after(i):
        if i % 2 == 0:
            return '<div data-component="ad-slot" class="native-ad-slot"><span class="ad-label">%s</span><div id="nativead-%d" class="adcontainer"></div></div>' % (L['advert'], i)
        if i == 3:
            return '<div data-component="continue-reading" class="continue-marker"><span>Story continues below</span></div>'
        return ''
    fmt = dict(p=lambda c, t: '<div data-component="text-block" class="textBlock-DS-EntryPoint1-1"><p>%s</p></div>' % inline(t),
               h=lambda c, t: '<div data-component="heading-block" class="headingBlock-DS-EntryPoint1-1"><h2>%s</h2></div>' % inline(t))
    h.append('<div class="article-body" data-t="body">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article-attribution"><p class="copyright">%s</p></div>' % ctx.C('provider', '\u00a9 %d %s. Provided by %s.' % (ctx.dt.year, prov, prov)))
    h.append('<div class="article-feedback"><span>Was this article helpful?</span> <button>Yes</button> <button>No</button></div>')
    h.append('</%s>' % A(ctx))
    more = ctx.others(8)
    cards = ''.join('<div class="card"><a href="%s">%s<div class="card-body"><span class="card-provider">%s</span><h3>%s</h3><span class="card-time">%s</span></div></a></div>'
                    % (esc(m['href']), lazy_img(ctx, m['img'].replace('1200x675', '300x169'), '', w=300, h=169),
                       esc(ctx.choice(['The Daily Courier', 'WLKE 5', 'The High Country Ledger', 'Horizon Sports', 'Market Bulletin', 'Evening Star'])),
                       ctx.C('list', m['hed']), esc(ctx.ago(m['dt']))) for m in more)
    h.append('<section class="more-for-you"><h2>More for You</h2><div class="card-grid">%s</div></section>' % cards)
    h.append(story_list(ctx, ctx.others(6), cls='feed-recommended', title='Recommended for you', teasers=True, thumbs=True, style='div'))
    h.append('<section class="trending-searches"><h2>Trending searches</h2>%s</section>'
             % ul_links([(t, '/search?q=%s' % slugify(t)) for t in ['weather radar', 'gas prices near me', 'mortgage rates today', 'school closings', 'stock market today', 'lottery results', 'flight status', 'recipes for dinner']], 'chips'))
    h.append('<aside class="rightrail">%s%s%s%s</aside>'
             % (weather, stock_ticker(ctx, 'money-card'),
                story_list(ctx, ctx.others(5), cls='trending-now', title='Trending Now', style='ol', numbered=True),
                story_list(ctx, ctx.others(3), cls='sponsored-content', title='Sponsored Content', thumbs=True, teasers=True, style='div')))
    h.append('</div></div>')
    h.append('<footer id="footer" class="footer"><div class="footer-region"><button>English (United States)</button></div><div class="footer-links">%s</div><div class="copyright">%s</div></footer>'
             % (ul_links([('Privacy & Cookies', '/privacy'), ('Terms of use', '/terms'), ('Advertise', '/advertise'), ('About our ads', '/about-ads'),
                          ('Help', '/help'), ('Feedback', '/feedback'), ('Accessibility', '/accessibility')]),
                copyright_line(ctx, 'Nimbus Digital')))
    h.append('<script>window.__INITIAL_STATE__={"article":{"provider":%s,"paragraphs":%d}};</script></body>' % (json.dumps(prov), ctx.paras()))
    return doc(head_html, '\n'.join(h), 'lang="en-us" dir="ltr"')


# ============================================================== Newsweek-style

def nw_href(ctx, sec, hed, d):
    return 'https://www.theglobalweek.com/%s-%d' % (slugify(hed, 9), 1500000 + (len(hed) * 131 + d.day * 977) % 99999)


def nw_url(ctx):
    return nw_href(ctx, '', ctx.s['hed'], ctx.dt)


def nw_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s - The Global Week' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://d.theglobalweek.com/assets/css/article.min.css?v=5.12'],
                     js=['<script>var gw_vars={"nid":"%d","channel":"%s","paywall":"metered"};</script>' % (ctx.num * 131, slugify(s['section'])),
                         'https://d.theglobalweek.com/assets/js/bundle.min.js?v=5.12'])
    d = ctx.dt
    nm = s['authors'][0]['name']
    date_txt = 'On %d/%d/%s at %s %s' % (d.month, d.day, str(d.year)[2:], t12(d), 'EST' if d.month in (1, 2, 11, 12) else 'EDT')
    ctx.meta_lines = ['By %s' % nm, date_txt]
    secs = ['U.S.', 'World', 'Business', 'Tech & Science', 'Culture', 'Autos', 'Health', 'Opinion', 'Podcasts', 'Rankings', 'Vault']
    h = ['<body class="article-page">',
         cookie_banner(ctx, 'onetrust'),
         '<header class="site-header"><div class="site-header__bar"><a class="site-header__logo" href="/">THE GLOBAL WEEK</a>',
         '<a class="site-header__subscribe" href="/subscribe">Subscribe for $1</a><a class="site-header__login" href="/login">%s</a></div>' % L['login'],
         nav_menu(ctx, secs, cls='site-header__nav main-menu', sub={'World': ['Europe', 'Asia', 'Middle East', 'Africa', 'Americas'], 'Business': ['Economy', 'Markets', 'Personal Finance', 'Retail']}),
         '</header><div class="main-container"><div class="l-main">',
         '<%s itemscope itemtype="http://schema.org/NewsArticle" class="article">' % A(ctx),
         '<header class="article-header"><div class="category"><a href="/%s">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="title" itemprop="headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="article-summary" itemprop="description">%s</h2>' % esc(s['dek']))
    h.append('<div class="byline"><div class="author-wrapper"><span class="author"><span>By</span> <a class="author-name" href="/authors/%s">%s</a></span></div>'
             '<div class="dateline"><span class="timedate"><time datetime="%s">%s</time></span></div></div>' % (slugify(nm), esc(nm), ctx.iso(), esc(date_txt)))
    h.append('<div class="share-tools">%s</div></header>' % share_bar(ctx, 'share-tools__bar', ('facebook', 'twitter', 'linkedin', 'email', 'link'), label=False))
    h.append(lead_figure(ctx, 'article-image', credit_prefix='', sep=' '))
    vids = ctx.others(1)

    def after(i):
        if i == 2:
            rel = ctx.others(3)
            return ('<div class="related-box"><div class="related-title">Read more</div><ul>%s</ul></div>'
                    % ''.join('<li><a href="%s">%s</a></li>' % (esc(r['href']), ctx.C('inline', r['hed'])) for r in rel))
        if i == 4:
            return '<div class="hb-ad-inArticle"><div class="ad-label">%s</div><div id="ad-inarticle-1"></div></div>' % L['advert']
        if i == 7:
            return '<div class="jw-player-wrap">%s</div>' % video_player(ctx, vids[0]['hed'], '1:%02d' % ctx.ri(10, 59), 'jw-video')
        return ''
    h.append('<div class="article-body v_text paywall" itemprop="articleBody">%s</div>' % ''.join(render_blocks(ctx, None, after)))
    h.append('<div class="unfiltered-box"><h4>Unfiltered Thinking</h4><p>%s</p><a href="/subscribe">Subscribe</a></div>'
             % ctx.C('promo', 'The Global Week is committed to challenging conventional wisdom and finding connections in the search for common ground.'))
    h.append('<div class="article-footer"><div class="about-author"><h4>About the writer</h4><p>%s</p></div>'
             % ctx.C('bio', '%s is a reporter based in New York. Her focus is reporting on consumer affairs, retail and the economy.' % nm))
    h.append('<div class="topics"><span>Topics</span>%s</div><div class="article-tools"><a href="/reprints">Request Reprint &amp; Licensing</a> <a href="/corrections">Submit Correction</a> <a href="/editorial-guidelines">View Editorial Guidelines</a></div></div>'
             % ''.join('<a href="/topic/%s">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(6), cls='more-stories', title='More %s' % s['section'], thumbs=True, dates=True, style='div',
                        date_fn=lambda dd: '%d/%d/%s' % (dd.month, dd.day, str(dd.year)[2:])))
    h.append(story_list(ctx, ctx.others(4), cls='sponsored-links', title='Sponsored Content', thumbs=True, teasers=True, style='div'))
    h.append('</div><div class="l-sidebar">%s%s<div class="subscription-offer"><h3>Subscription Offers</h3><p>%s</p><a href="/subscribe">See offers</a></div>%s</div></div>'
             % (story_list(ctx, ctx.others(5), cls='trending', title='Trending', numbered=True, style='ol'),
                ad_slot(ctx, 'ad-sidebar-1', 'hb-ad', size='300x600'),
                ctx.C('paywall', 'Get unlimited access to The Global Week. Subscribe now and get your first month for $1.'),
                story_list(ctx, ctx.others(3), cls='editors-pick', title="Editor's Pick", thumbs=True, style='div')))
    h.append('<footer class="site-footer"><div class="site-footer__logo">THE GLOBAL WEEK</div><div class="editions">Editions: <a href="/">U.S.</a> <a href="/uk">UK</a> <a href="/europe">Europe</a></div>%s<p>%s</p></footer>'
             % (ul_links([('About Us', '/about'), ('Corrections', '/corrections'), ('Contact Us', '/contact'), ('Editorial Guidelines', '/editorial-guidelines'),
                          ('Advertise', '/advertise'), ('Copyright', '/copyright'), ('Terms & Conditions', '/terms'), ('Privacy Policy', '/privacy'),
                          ('Cookie Policy', '/cookies'), ('Terms of Sale', '/terms-of-sale'), ('Archive', '/archive')], 'footer-links'),
                copyright_line(ctx, 'The Global Week Digital LLC')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== The Hill-style (WordPress, CUBE CSS)

def hill_href(ctx, sec, hed, d):
    return 'https://therotunda.com/homenews/%s/%d-%s/' % (slugify(sec, 1) or 'news', 540000 + (len(hed) * 733 + d.day) % 99999, slugify(hed, 9))


def hill_url(ctx):
    return hill_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def hill_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | The Rotunda' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://therotunda.com/wp-content/themes/rotunda/build/main.css?ver=1.0.9'],
                     js=['<script>window.rotunda_page={"type":"post","id":%d,"section":"%s"};</script>' % (ctx.num * 577, slugify(s['section'])), datalayer(ctx)],
                     extra='<meta name="parsely-title" content="%s"><meta name="parsely-section" content="%s">' % (esc(s['hed']), esc(s['section'])))
    d = ctx.dt
    nm = s['authors'][0]['name']
    line = 'BY %s - %02d/%02d/%s %s %s' % (nm.upper(), d.month, d.day, str(d.year)[2:], t12(d), 'ET')
    ctx.meta_lines = [line]
    tr = ctx.others(4)
    h = ['<body class="post-template-default single single-post">',
         '<div class="site-header | bg-white"><div class="site-header__top | container">',
         '<a class="site-header__newsletters" href="/newsletters/">Sign up for our newsletters</a>',
         '<a class="site-header__logo" href="/" aria-label="The Rotunda home"><span>THE ROTUNDA</span></a><a class="site-header__search" href="/search/">%s</a></div>' % svg('search'),
         nav_menu(ctx, ['News', 'Policy', 'Opinion', 'Business', 'Events', 'Video', 'Newsletters'], cls='site-header__nav | primary-nav',
                  sub={'News': ['Administration', 'Campaign', 'Senate', 'House', 'Courts', 'International'],
                       'Policy': ['Defense', 'Energy & Environment', 'Finance', 'Healthcare', 'Technology', 'Transportation']}),
         '<div class="trending-bar | container"><span class="trending-bar__label">TRENDING:</span>%s</div>'
         % ''.join('<a class="trending-bar__item" href="%s">%s</a>' % (esc(t['href']), ctx.C('ticker', t['hed'])) for t in tr),
         '</div>',
         '<main id="primary" class="site-main | container"><div class="grid">',
         '<%s class="article | col-span-8" id="post-%d">' % (A(ctx), ctx.num * 577),
         '<div class="article__header"><div class="article__category | text-uppercase"><a href="/homenews/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="page-title">%s</h1>' % esc(s['hed']),
         '<section class="submitted-by | text-300"><span class="submitted-by__author">BY <a href="/author/%s/">%s</a></span> - <span class="submitted-date">%02d/%02d/%s %s ET</span></section>'
         % (slugify(nm), esc(nm.upper()), d.month, d.day, str(d.year)[2:], t12(d)),
         '<div class="article__share | flex">%s<a class="article__comments-link" href="#comments">%s Comments</a></div></div>'
         % (share_bar(ctx, 'social-share', ('facebook', 'twitter', 'linkedin', 'email'), label=False), svg('comment', size=14)),
         lead_figure(ctx, 'article__featured-image | featured-media', credit_prefix='', sep=' | ')]

    def after(i):
        if i == 2:
            return '<div class="ad-unit | ad-unit--inline" data-ad="inline-1"><span class="ad-unit__label">%s</span><div id="dfp-inline-1"></div></div>' % L['advert']
        if i == 5:
            return ('<div class="related-video | flow"><h3 class="related-video__title">Related video</h3>%s</div>'
                    % video_player(ctx, 'Lawmakers spar over infrastructure spending', '3:14', 'rotunda-video'))
        return ''
    h.append('<div class="article__text | body-copy | flow">%s' % ''.join(render_blocks(ctx, dict(ul=lambda c, items: '<ul class="wp-block-list">%s</ul>' % ''.join('<li>%s</li>' % inline(x) for x in items)), after)))
    h.append('<p class="copyright"><em>%s</em></p></div>' % ctx.C('wire', 'Copyright %d Rotunda Media LLC. All rights reserved. This material may not be published, broadcast, rewritten, or redistributed.' % ctx.dt.year))
    h.append('<div class="article__tags | flex"><span class="article__tags-label">TAGS</span> %s</div>'
             % ' '.join('<a href="/tag/%s/">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div id="comments" class="comments | flow">%s</div>' % comments_disqus(ctx, 6, 'therotunda'))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="sidebar | col-span-4">%s%s%s<div class="events-promo"><h3>Rotunda Live</h3>%s</div></aside>'
             % (story_list(ctx, ctx.others(5), cls='most-popular', title='Most Popular', style='ol', numbered=True),
                ad_slot(ctx, 'dfp-rail-1', 'ad-unit', size='300x250'),
                newsletter_box(ctx, 'newsletter-signup', title='The Morning Report', text="Get the morning's political news and analysis in one quick read."),
                ul_links([('Upcoming: The future of rural broadband \u2014 %s' % d_us(ctx.dt), '/events/1/'), ('Upcoming: Transportation in 2030', '/events/2/')], 'events-promo__list')))
    h.append('</div>')
    h.append(story_list(ctx, ctx.others(6), cls='just-in', title='Just In', dates=True, style='ul', date_fn=lambda dd: t12(dd)))
    h.append(story_list(ctx, ctx.others(6), cls='more-news', title='More %s News' % s['section'], thumbs=True, bylines=True, dates=True,
                        style='div', date_fn=lambda dd: '%02d/%02d/%s %s ET' % (dd.month, dd.day, str(dd.year)[2:], t12(dd))))
    h.append('</main>')
    h.append('<footer class="site-footer | bg-black"><div class="site-footer__logo">THE ROTUNDA</div>%s<address class="site-footer__address">%s</address>%s%s<p class="site-footer__copyright">%s</p></footer>'
             % (sitemap(ctx, [('News', ['Administration', 'Campaign', 'Senate', 'House', 'Courts', 'International', 'Regulation']),
                              ('Policy', ['Defense', 'Energy & Environment', 'Finance', 'Healthcare', 'Technology', 'Transportation']),
                              ('Opinion', ['Administration', 'Campaign', 'Civil Rights', 'Finance', 'Immigration', 'National Security'])], 'site-footer__sitemap'),
                ctx.C('footer', 'THE ROTUNDA 1420 K STREET, NW SUITE 700 WASHINGTON DC 20005 | 202-555-0148 TEL | 202-555-0149 FAX'),
                ul_links([('About', '/about/'), ('Contact', '/contact/'), ('Advertise', '/advertise/'), ('Jobs', '/jobs/'), ('Privacy Policy', '/privacy/'),
                          ('Terms & Conditions', '/terms/'), ('Sitemap', '/sitemap/'), ('Store', '/store/')], 'site-footer__links'),
                social_links(ctx, 'site-footer__social'),
                ctx.C('footer', 'THE CONTENTS OF THIS SITE ARE \u00a91998 - %d ROTUNDA MEDIA LLC' % ctx.dt.year)))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US"')


# ============================================================== CNBC-style

def cnbc_href(ctx, sec, hed, d):
    return 'https://www.mbnbusiness.com/%d/%02d/%02d/%s.html' % (d.year, d.month, d.day, slugify(hed, 8))


def cnbc_url(ctx):
    return cnbc_href(ctx, '', ctx.s['hed'], ctx.dt)


def cnbc_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://static-redesign.mbnbusiness.com/dist/components-PcmModule-Article-1.css'],
                     js=['<script>window.__s_data={"page":{"page":{"type":"cnbcnewsstory","id":%d,"section":"%s","premium":false}}};</script>' % (100000000 + ctx.num * 991, esc(s['section'])),
                         'https://static-redesign.mbnbusiness.com/dist/runtime.js'])
    d = ctx.dt
    nm = s['authors'][0]['name']
    pub = 'Published %s, %s %d %d %s %s' % (wk(d)[:3], LG.MONTHS_ABBR[d.month - 1], d.day, d.year, t12(d), 'EDT' if 3 < d.month < 11 else 'EST')
    ctx.meta_lines = [pub, nm]
    ctx.meta_first = True
    ctx.dek_lines = list(s.get('keypoints', []))
    h = ['<body><div id="root"><div class="PageBuilder-page">',
         '<div class="GlobalNavigation-container"><a class="GlobalNavigation-logo" href="/">MBN</a>',
         nav_menu(ctx, ['Markets', 'Business', 'Investing', 'Tech', 'Politics', 'Video', 'Watchlist', 'Investing Club', 'PRO'], cls='GlobalNavigation-nav',
                  sub={'Markets': ['Pre-Markets', 'U.S. Markets', 'Currencies', 'Cryptocurrency', 'Futures & Commodities', 'Bonds', 'Funds & ETFs'],
                       'Business': ['Economy', 'Finance', 'Health & Science', 'Media', 'Real Estate', 'Energy', 'Climate', 'Transportation', 'Industrials', 'Retail']}),
         '<div class="GlobalNavigation-actions"><a class="GlobalNavigation-live" href="/live-tv/">Livestream</a><a href="/signin/">Sign In</a><a class="GlobalNavigation-pro" href="/pro/">Subscribe</a></div></div>',
         '<div class="MarketsBanner-container">%s</div>' % stock_ticker(ctx, 'MarketsBanner'),
         '<div class="ArticleTemplate-container"><div class="ArticleHeader-wrapper"><header class="ArticleHeader-articleHeader">',
         '<div class="ArticleHeader-eyebrow"><a href="/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="ArticleHeader-headline">%s</h1>' % esc(s['hed']),
         '<div class="ArticleHeader-time"><time data-testid="published-timestamp" itemprop="datePublished" datetime="%s">%s</time></div>' % (ctx.iso(), esc(pub)),
         '<div class="ArticleHeader-shareBar">%s</div></header></div>' % share_bar(ctx, 'ShareBar', ('facebook', 'twitter', 'linkedin', 'email'), label=True),
         '<div class="ArticleBody-wrapper"><%s class="ArticleBody-article">' % A(ctx),
         '<div class="Author-authorNameAndSocial"><a class="Author-authorName" href="/%s/">%s</a></div>' % (slugify(nm), esc(nm)),
         '<div class="ArticleBody-articleBody" id="RegularArticle-ArticleBody-5" data-module="ArticleBody" data-test="articleBody-2" data-analytics="RegularArticle-articleBody-5-2">',
         '<div class="RenderKeyPoints-keyPoints"><div class="RenderKeyPoints-wrapper"><h2 class="RenderKeyPoints-title">Key Points</h2><div class="RenderKeyPoints-list"><div class="group"><ul>%s</ul></div></div></div></div>'
         % ''.join('<li>%s</li>' % esc(k) for k in s['keypoints'])]
    lead = s.get('lead')
    if lead:
        h.append('<div class="InlineImage-imageEmbed"><div class="InlineImage-wrapper">%s</div><div class="InlineImage-imageEmbedCaption">%s</div><div class="InlineImage-imageEmbedCredit">%s</div></div>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], w=1200, h=675, mode='native'), ctx.C('caption', lead[0]), esc(lead[1])))
    # group paragraphs in div.group, two or three per group, subheads and lists outside
    chunks, grp = [], []
    n = 0
    other = ctx.others(2)
    for b in ctx.blocks:
        if b[0] == 'p':
            grp.append('<p>%s</p>' % inline(b[1]))
            n += 1
            if len(grp) == (3 if n % 2 else 2):
                chunks.append('<div class="group">%s</div>' % ''.join(grp))
                grp = []
                if n in (2, 3) and not any('InlineVideo' in c for c in chunks):
                    chunks.append('<div class="InlineVideo-container"><div class="InlineVideo-videoEmbed">%s</div></div>'
                                  % video_player(ctx, other[0]['hed'], '02:%02d' % ctx.ri(10, 59), 'InlineVideo'))
                elif n >= 6 and not any('RelatedContent' in c for c in chunks):
                    chunks.append('<div class="RelatedContent-relatedContent"><span class="RelatedContent-label">WATCH:</span> <a href="%s">%s</a></div>'
                                  % (esc(other[1]['href']), ctx.C('inline', other[1]['hed'])))
            continue
        if grp:
            chunks.append('<div class="group">%s</div>' % ''.join(grp))
            grp = []
        if b[0] == 'h':
            chunks.append('<h2 class="ArticleBody-subtitle">%s</h2>' % inline(b[1]))
        elif b[0] in ('ul', 'ol'):
            chunks.append('<div class="group"><ul>%s</ul></div>' % ''.join('<li>%s</li>' % inline(x) for x in b[1]))
        else:
            raise ValueError('cnbc: unsupported block %s' % b[0])
    if grp:
        chunks.append('<div class="group">%s</div>' % ''.join(grp))
    if len(chunks) > 3:
        chunks.insert(3, '<div class="BoxInline-container"><div class="BoxInline-label">%s</div><div id="BoxInline-ArticleBody-1"></div></div>' % L['advert'])
    h.append(''.join(chunks))
    h.append('<div class="ArticleBody-footer"><p><em>%s</em></p></div>' % ctx.C('tagline', '\u2014 MBN\u2019s research team contributed to this report.'))
    h.append('</div>')
    h.append('<div class="RelatedQuotes-relatedQuotes"><h3>Related Tickers</h3><ul>%s</ul></div>'
             % ''.join('<li><a href="/quotes/%s">%s</a> <span class="%s">%s</span></li>' % (t, t, 'up' if j % 2 == 0 else 'down', '%+.2f%%' % (ctx.ri(-400, 900) / 100))
                       for j, t in enumerate(['PCF', 'BRGP', 'SPY'][:2 if ctx.num == 9015 else 3])))
    h.append('<div class="ArticleBody-newsletter">%s</div>' % newsletter_box(ctx, 'SignupNewsletter', title='Sign up for free newsletters and get more MBN delivered to your inbox',
                                                                          text='Get this delivered to your inbox, and more info about our products and services.', btn='Sign Up Now'))
    h.append('</%s>' % A(ctx))
    h.append('<div class="ArticleBody-rightRail">%s%s%s</div></div>'
             % (story_list(ctx, ctx.others(5), cls='TrendingNow', title='Trending Now', numbered=True, style='ol', thumbs=True),
                ad_slot(ctx, 'RightRail-ad-1', 'BoxRail', size='300x250'),
                '<div class="ProPromo"><h3>MBN PRO</h3><p>%s</p><a href="/pro/">Try it free</a></div>' % ctx.C('paywall', 'Get exclusive insights from the market\u2019s top analysts with MBN PRO. Start your free trial today.')))
    h.append(story_list(ctx, ctx.others(6), cls='MoreIn', title='More In %s' % s['section'], dates=True, style='div', thumbs=True,
                        date_fn=lambda dd: '%s %d' % (LG.MONTHS_ABBR[dd.month - 1], dd.day)))
    h.append(story_list(ctx, ctx.others(4), cls='SelectPromo', title='MBN Select: Personal Finance', teasers=True, thumbs=True, style='div'))
    vids = ctx.others(4)
    h.append('<div class="LatestVideo"><h2 class="LatestVideo-title">Latest Video</h2><ul>%s</ul></div>'
             % ''.join('<li><a href="%s"><span class="LatestVideo-duration">%d:%02d</span> %s</a></li>' % (esc(v['href']), ctx.ri(1, 9), ctx.ri(0, 59), ctx.C('video', v['hed'])) for v in vids))
    h.append('</div>')
    h.append('<footer class="SiteFooter"><div class="SiteFooter-logo">MBN</div>%s%s<p class="SiteFooter-data">%s</p><p class="SiteFooter-copyright">%s</p></footer>'
             % (sitemap(ctx, [('Markets', ['Pre-Markets', 'U.S. Markets', 'Currencies', 'Cryptocurrency', 'Bonds', 'Funds & ETFs']),
                              ('Business', ['Economy', 'Finance', 'Health & Science', 'Media', 'Real Estate', 'Energy', 'Retail']),
                              ('Investing', ['Personal Finance', 'Financial Advisors', 'Options Action', 'ETF Street', 'Buffett Archive']),
                              ('Tech', ['Cybersecurity', 'Enterprise', 'Internet', 'Media', 'Mobile', 'Social Media'])], 'SiteFooter-sitemap'),
                ul_links([('Subscribe to MBN PRO', '/pro/'), ('Licensing & Reprints', '/licensing/'), ('MBN Councils', '/councils/'), ('Advertise With Us', '/advertise/'),
                          ('Join the MBN Panel', '/panel/'), ('Closed Captioning', '/cc/'), ('Digital Products', '/products/'), ('Corrections', '/corrections/'),
                          ('About MBN', '/about/'), ('Internships', '/internships/'), ('Site Map', '/site-map/'), ('Ad Choices', '/adchoices/'),
                          ('Careers', '/careers/'), ('Help', '/help/'), ('Contact', '/contact/')], 'SiteFooter-links'),
                ctx.C('footer', 'Data is a real-time snapshot. Data is delayed at least 15 minutes. Global Business and Financial News, Stock Quotes, and Market Data and Analysis.'),
                copyright_line(ctx, 'MBN LLC')))
    h.append('</div></div><script>window.__REACT_QUERY_STATE__={"queries":[]};</script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en" prefix="og: http://ogp.me/ns#"')
