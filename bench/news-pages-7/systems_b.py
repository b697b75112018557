"""MarketWatch-, Sinclair local TV-, Deutsche Welle-, Euronews-, Irish Times-, The Hindu-, Dawn- and
Sydney Morning Herald (Nine)-style pages. Reconstructions from memory; hashed classes are invented."""

from common import *
import lang as LG


# ============================================================== MarketWatch-style

def mw_href(ctx, sec, hed, d):
    return 'https://www.tickerwatch.com/story/%s-%d-%02d-%02d' % (slugify(hed, 9), d.year, d.month, d.day)


def mw_url(ctx):
    return mw_href(ctx, '', ctx.s['hed'], ctx.dt)


def mw_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s - TickerWatch' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://tw.tickerwatch.com/tw/article/css/article.min.css'],
                     js=['<script>window.utag_data={"page_content_type":"Article","page_section":"%s","article_id":"TW-%d"};</script>' % (esc(s['section']), ctx.num * 313),
                         'https://tw.tickerwatch.com/tw/js/main.min.js'],
                     extra='<meta name="page.content.source" content="TickerWatch"><meta name="article.type" content="%s">' % esc(s['section']))
    d = ctx.dt
    nm = s['authors'][0]['name']
    pub = 'Published: %s %d, %d at %s ET' % (LG.MONTHS_AP[d.month - 1], d.day, d.year, t12(d, dots=True))
    ctx.meta_lines = ['By %s' % nm, pub]
    h = ['<body class="page--article">',
         '<header class="header header--article"><div class="container"><div class="header__top">',
         '<a class="logo" href="/">TickerWatch</a><div class="header__user"><a href="/login">Sign In</a> <a class="btn--subscribe" href="/subscribe">Subscribe</a></div></div>',
         nav_menu(ctx, ['Home', 'Latest News', 'Markets', 'Investing', 'Personal Finance', 'Retirement', 'Economy', 'Real Estate', 'Watchlist', 'Games'], cls='nav nav--primary',
                  sub={'Markets': ['U.S. Markets', 'Canada', 'Europe & Middle East', 'Asia', 'Emerging Markets', 'Futures & Commodities', 'Currencies'],
                       'Personal Finance': ['Taxes', 'Estate Planning', 'Credit Cards', 'Banking', 'Insurance']}),
         '<div class="markets__ticker">%s</div></div></header>' % stock_ticker(ctx, 'markets__group'),
         '<div class="container container--body"><div class="region region--primary"><div class="column column--primary">',
         '<%s class="article">' % A(ctx),
         '<div class="article__masthead"><div class="article__flashline"><a href="/%s">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="article__headline" itemprop="headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="article__subhead" itemprop="description">%s</h2>' % esc(s['dek']))
    h.append('<div class="article__byline"><div class="byline"><span class="byline__label">By</span> <a class="byline__name" href="/author/%s">%s</a></div>'
             '<time class="timestamp timestamp--pub" datetime="%s">%s</time></div>' % (slugify(nm), esc(nm), ctx.iso(), esc(pub)))
    h.append('<div class="article__tools">%s<a class="comments__count" href="#comments">%d Comments</a></div></div>'
             % (share_bar(ctx, 'social-share', ('facebook', 'twitter', 'linkedin', 'email'), label=False), ctx.ri(3, 90)))
    chips = [('CL00', '-1.9%'), ('BRN00', '-1.5%'), ('XLE', '-0.8%')] if ctx.num == 9017 else [('SPX', '+0.4%'), ('XHB', '-1.1%')]
    h.append('<div class="article__tickers">%s</div>' % ''.join('<div class="element element--chip"><a class="qt-chip" href="/investing/%s"><span class="qt-chip__symbol">%s</span> <bg-quote class="qt-chip__change">%s</bg-quote></a></div>' % (c.lower(), c, v) for c, v in chips))
    h.append(lead_figure(ctx, 'article__figure', credit_prefix='', sep=' '))
    others = ctx.others(2)

    def after(i):
        if i == 2:
            return '<div class="article__inset article__inset--type-InsetAd"><div class="ad-label">%s</div><div id="ad-inarticle-1" class="ad"></div></div>' % L['advert']
        if i == 3 and ctx.num == 9017:
            return '<p><strong>Read:</strong> <a href="%s">%s</a></p>' % (esc(others[0]['href']), ctx.C('inline', others[0]['hed']))
        if i == 6:
            return '<p><strong>Don\u2019t miss:</strong> <a href="%s">%s</a></p>' % (esc(others[1]['href']), ctx.C('inline', others[1]['hed']))
        return ''
    fmt = dict(rel=lambda c, hed: '<p><strong>%s</strong> <a href="%s">%s</a></p>' % ('Read:' if not hed.startswith('Opinion') else '', esc(mw_href(c, '', hed, c.dt)), c.C('inline', hed)))
    h.append('<div id="js-article__body" class="article__body article-wrap at16-col16 barrons-article-wrap" itemprop="articleBody" data-sbid="SB%d">%s</div>'
             % (10000000 + ctx.num * 77, ''.join(render_blocks(ctx, fmt, after))))
    h.append('<div class="article__footer"><div class="author-bio"><p>%s</p></div>' % ctx.C('bio', '%s is a reporter for TickerWatch, based in New York. Follow %s on Twitter.' % (nm, nm.split()[0])))
    h.append('<div id="comments" class="article__comments">%s</div></div>' % comments_coral(ctx, 4))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(4), cls='read-next', title='Read Next', thumbs=True, teasers=True, style='div'))
    h.append('</div><div class="column column--aside">%s%s%s</div></div>'
             % (story_list(ctx, ctx.others(6), cls='most-popular', title='Most Popular', thumbs=True, numbered=True, style='ol'),
                ad_slot(ctx, 'ad-right-1', 'ad ad--right', size='300x250'),
                newsletter_box(ctx, 'newsletter-card', title='TickerWatch Newsletters', text='Stay on top of the markets with our daily briefing, delivered before the opening bell.')))
    h.append(story_list(ctx, ctx.others(6), cls='more-headlines', title='More Headlines', dates=True, style='ul',
                        date_fn=lambda dd: '%s %d, %d' % (LG.MONTHS_AP[dd.month - 1], dd.day, dd.year)))
    h.append('</div>')
    h.append('<footer class="footer"><div class="footer__logo">TickerWatch</div>%s%s<p class="footer__copyright">%s</p><p class="footer__data">%s</p></footer>'
             % (sitemap(ctx, [('Markets', ['U.S.', 'Canada', 'Europe', 'Asia', 'Futures', 'Currencies', 'Bonds']), ('Investing', ['Stocks', 'Mutual Funds', 'ETFs', 'Options', 'Earnings']),
                              ('Personal Finance', ['Retirement', 'Taxes', 'Real Estate', 'Credit Cards', 'Insurance']), ('Tools', ['Watchlist', 'Portfolio', 'Calculators', 'Virtual Stock Exchange'])], 'footer__sitemap'),
                ul_links([('Subscriber Agreement & Terms of Use', '/terms'), ('Privacy Notice', '/privacy'), ('Cookie Notice', '/cookies'), ('Customer Center', '/help'),
                          ('Newsletters', '/newsletters'), ('Advertising Media Kit', '/media-kit'), ('Advertise Locally', '/advertise'), ('Reprints & Licensing', '/reprints'), ('Corrections', '/corrections')], 'footer__links'),
                copyright_line(ctx, 'TickerWatch, Inc.', ' By using this site you agree to the Subscriber Agreement & Terms of Use, Privacy Notice, and Cookie Notice.'),
                ctx.C('footer', 'Intraday data delayed at least 15 minutes or per exchange requirements. Historical and current end-of-day data provided by a market data vendor.')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US"')


# ============================================================== Sinclair-style local TV (React CSS modules, AMP)

def sbg_href(ctx, sec, hed, d):
    return 'https://ksbn12.com/news/%s/%s' % (slugify(sec, 2) or 'local', slugify(hed, 9))


def sbg_url(ctx):
    return sbg_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def ordinal(n):
    return '%d%s' % (n, 'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def sbg_meta(ctx):
    d = ctx.dt
    nm = ctx.s['authors'][0]['name']
    by = 'by %s' % nm
    date_txt = '%s, %s %s %d' % (wk(d), LG.MONTHS['en'][d.month - 1], ordinal(d.day), d.year)
    ctx.meta_lines = [by, date_txt]
    return nm, date_txt


SBG_NAV = ['News', 'Weather', 'Sports', 'Video', 'Watch Live', 'Contests', 'Community', 'Newsletter', 'About']
SBG_FOOT = [('Contact Us', '/station/contact'), ('Advertise With Us', '/station/advertise'), ('Careers', '/station/careers'), ('EEO Report', '/station/eeo'),
            ('FCC Public File', '/station/fcc'), ('FCC Applications', '/station/fcc-applications'), ('Closed Captioning', '/station/cc'), ('Terms of Use', '/station/terms'),
            ('Privacy Policy', '/station/privacy'), ('Do Not Sell My Info', '/station/dnsmi')]


def sbg_render(ctx):
    if ctx.page['amp']:
        return sbg_amp(ctx)
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | KSBN' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], twitter=True,
                     css=['https://static.ksbn12.com/static/css/main.2c9f1b.chunk.css'],
                     js=['<script>window.__PRELOADED_STATE__={"station":"KSBN","market":"Spokane","page":"story","storyId":"%d"};</script>' % (ctx.num * 1777),
                         'https://static.ksbn12.com/static/js/main.2c9f1b.chunk.js'])
    nm, date_txt = sbg_meta(ctx)
    alert = ctx.others(1)[0]
    h = ['<body><div id="app"><div class="index-module_app__3Xm9">',
         '<div class="index-module_alertBar__1pQy" role="alert"><span class="index-module_alertLabel__2Bd1">WEATHER ALERT</span> <a href="/weather/alerts">%s</a></div>' % ctx.C('ticker', 'Freezing fog advisory in effect for the Inland Northwest until 10 a.m.'),
         '<header class="index-module_header__2dFm"><a class="index-module_logo__3kq8" href="/">KSBN 12</a>',
         nav_menu(ctx, SBG_NAV, cls='index-module_nav__1yH0', sub={'News': ['Local', 'Nation & World', 'Politics', 'Crime', 'Investigations', 'Coronavirus'],
                                                                  'Weather': ['Forecast', 'Radar', 'Closings & Delays', 'Weather Alerts', 'Pinpoint Weather App']}),
         '<div class="index-module_headerWeather__3jJx"><a href="/weather">Spokane <span>%d\u00b0</span></a></div></header>' % ctx.ri(30, 80),
         '<div class="index-module_liveBanner__2sNq"><span class="index-module_liveDot__1dXk">LIVE</span> <a href="/live">%s</a></div>' % ctx.C('live', 'Watch KSBN 12 News at Noon live now'),
         '<main class="index-module_main__3Rr4"><div class="index-module_grid__1kPz"><div class="index-module_primary__2Fz1">',
         '<%s class="index-module_storyContainer__3qQw">' % A(ctx),
         '<div class="index-module_storyHeader__2dmS"><h1 class="index-module_storyTitle__1r2X">%s</h1>' % esc(s['hed']),
         '<div class="index-module_byline__2kGm">by <span class="index-module_author__3dVw">%s</span></div>' % esc(nm),
         '<div class="index-module_timestamp__1mYx"><span>%s</span></div>' % esc(date_txt),
         '<div class="index-module_share__3kF2">%s</div></div>' % share_bar(ctx, 'index-module_shareBar__1oQd', ('facebook', 'twitter', 'email'), label=False)]
    lead = s.get('lead')
    if lead:
        h.append('<div class="index-module_leadImage__1XwL">%s<div class="index-module_caption__2Xo3">%s (%s)</div></div>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], w=1200, h=675, mode='native'), ctx.C('caption', lead[0]), esc(lead[1])))
    more = ctx.others(1)

    def after(i):
        if i == 2:
            return '<div class="index-module_adSlot__2Gvd"><div class="index-module_adLabel__1oVx">%s</div><div id="gpt-inline-1"></div></div>' % L['advert']
        if i == 4:
            return '<p><strong>MORE LOCAL NEWS:</strong> <a href="%s">%s</a></p>' % (esc(more[0]['href']), ctx.C('inline', more[0]['hed']))
        return ''
    h.append('<div class="StoryText-module_storyText__1t0c">%s</div>' % ''.join(render_blocks(ctx, None, after)))
    h.append('<div class="index-module_storyFooter__2vT1"><p class="index-module_tip__3bB2">%s</p></div>'
             % ctx.C('promo', 'Have a news tip? Email the KSBN 12 newsroom or call our tip line any time, day or night.'))
    h.append('<div class="index-module_comments__1zVt">%s</div>' % comments_fb(ctx, 5))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(6), cls='index-module_moreToExplore__1Cqf', title='More to Explore', thumbs=True, style='div', img_mode='native'))
    h.append('</div><aside class="index-module_rail__3xZk">%s%s%s%s</aside></div></main>'
             % (story_list(ctx, ctx.others(5), cls='index-module_trending__2Rbk', title='Trending Now', numbered=True, style='ol'),
                '<div class="index-module_forecast__1Jk2"><h3>Pinpoint Forecast</h3>%s</div>' % weather_widget(ctx, 'Spokane', 'index-module_wx', days=7),
                ad_slot(ctx, 'gpt-rail-1', 'index-module_adSlot__2Gvd', size='300x250'),
                app_prompt(ctx, 'index-module_appPromo__3pL9')))
    h.append('<footer class="index-module_footer__2oPq"><div class="index-module_station__1aA2"><strong>KSBN 12</strong><address>%s</address></div>%s<p>%s</p></footer>'
             % (ctx.C('footer', '4103 S. Regal St., Spokane, WA 99223 \u00b7 Newsroom (509) 555-0112'),
                ul_links(SBG_FOOT, 'index-module_footerLinks__2Tz0'),
                copyright_line(ctx, 'Inland Broadcasting Group')))
    h.append('</div></div><script>window.__RENDER_COMPLETE__=true;</script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


def sbg_amp(ctx):
    s, L = ctx.s, ctx.L
    css = ('body{font-family:Helvetica,Arial,sans-serif;margin:0}.alert{background:#b00;color:#fff;padding:6px 10px;font-size:13px}'
           '.live{background:#111;color:#fff;padding:6px 10px}.story-title{font-size:26px}.byline,.timestamp{font-size:13px;color:#555}')
    head_html = head(ctx, '%s | KSBN' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], amp=True, inline_css=css,
                     js=[AMP_SCRIPTS['sidebar'], AMP_SCRIPTS['ad'], AMP_SCRIPTS['analytics'], AMP_SCRIPTS['share']])
    nm, date_txt = sbg_meta(ctx)
    h = ['<body>',
         '<amp-sidebar id="nav" layout="nodisplay" side="left"><button on="tap:nav.close">%s</button>%s%s</amp-sidebar>'
         % (L['close'], ul_links(section_links(SBG_NAV), 'sidebar-nav'), ul_links(section_links(['Local', 'Nation & World', 'Politics', 'Crime', 'Forecast', 'Radar', 'Closings & Delays']), 'sidebar-sub')),
         '<div class="alert"><strong>WEATHER ALERT</strong> <a href="https://ksbn12.com/weather/alerts">%s</a></div>' % ctx.C('ticker', 'Freezing fog advisory in effect for the Inland Northwest until 10 a.m.'),
         '<header class="header"><button on="tap:nav.toggle" aria-label="Menu">%s</button><a class="logo" href="https://ksbn12.com/">KSBN 12</a></header>' % svg('menu'),
         '<div class="live"><span>LIVE</span> <a href="https://ksbn12.com/live">%s</a></div>' % ctx.C('live', 'Watch KSBN 12 News This Morning live now'),
         '<main><%s class="story">' % A(ctx),
         '<h1 class="story-title">%s</h1>' % esc(s['hed']),
         '<div class="byline">by <span>%s</span></div>' % esc(nm),
         '<div class="timestamp">%s</div>' % esc(date_txt),
         '<div class="share"><amp-social-share type="facebook" width="32" height="32" data-param-app_id="3110"></amp-social-share><amp-social-share type="twitter" width="32" height="32"></amp-social-share></div>']
    lead = s.get('lead')
    if lead:
        h.append('<figure>%s<figcaption>%s (%s)</figcaption></figure>' % (lazy_img(ctx, ctx.img_url('lead'), lead[0], mode='amp'), ctx.C('caption', lead[0]), esc(lead[1])))
    h.append('<div class="story-text">%s</div>' % ''.join(render_blocks(ctx, None, lambda i: amp_ad(ctx, 'inline_%d' % i) if i == 2 else '')))
    h.append('</%s>' % A(ctx))
    h.append('<section class="forecast"><h2>7-Day Forecast</h2>%s</section>' % weather_widget(ctx, 'Spokane', 'wx', days=7))
    h.append(amp_ad(ctx, 'bottom'))
    h.append(story_list(ctx, ctx.others(6), cls='trending', title='Trending Now', style='ol', numbered=True))
    h.append(story_list(ctx, ctx.others(5), cls='more', title='More to Explore', thumbs=True, img_mode='amp', style='div'))
    h.append(story_list(ctx, ctx.others(6), cls='top-stories', title='Top Stories', teasers=True, dates=True, style='div', date_fn=lambda dd: ctx.ago(dd)))
    h.append('<section class="wx-alerts"><h2>Active Weather Alerts</h2><ul>%s</ul></section>'
             % ''.join('<li>%s</li>' % esc(a) for a in ['Freezing Fog Advisory: Spokane, West Plains, Palouse until 10 a.m. Thursday',
                                                         'Winter Weather Advisory: Northeast Blue Mountains until 4 p.m. Thursday',
                                                         'Air Stagnation Advisory: Spokane and Coeur d\u2019Alene areas until Friday morning']))
    h.append('<section class="closings"><h2>Closings &amp; Delays</h2><p>%s</p><a href="https://ksbn12.com/weather/closings">See all closings</a></section>'
             % ctx.C('promo', 'Check the latest school and business closings and delays across the Inland Northwest, updated every few minutes.'))
    h.append('<section class="contests"><h2>Contests</h2><p>%s</p></section>' % ctx.C('promo', 'Enter to win a family four-pack of tickets to the Spokane Interstate Fair.'))
    h.append('<section class="video-rail"><h2>KSBN 12 Video</h2><ul>%s</ul></section>'
             % ''.join('<li><a href="%s"><span class="duration">%d:%02d</span> %s</a></li>' % (esc(v['href']), ctx.ri(0, 3), ctx.ri(5, 59), ctx.C('video', v['hed'])) for v in ctx.others(4)))
    h.append(app_prompt(ctx, 'app-promo'))
    h.append('</main><footer><strong>KSBN 12</strong><address>%s</address>%s%s<p>%s</p></footer>'
             % (ctx.C('footer', '4103 S. Regal St., Spokane, WA 99223 \u00b7 Newsroom (509) 555-0112'),
                sitemap(ctx, [('News', ['Local', 'Nation & World', 'Politics', 'Crime', 'Investigations']), ('Weather', ['Forecast', 'Radar', 'Closings & Delays', 'Weather Alerts']),
                              ('Sports', ['Local Sports', 'High School', 'College', 'Pros']), ('Community', ['Events', 'Contests', 'Inland Northwest Cares'])], 'footer-sitemap'),
                ul_links(SBG_FOOT), copyright_line(ctx, 'Inland Broadcasting Group')))
    h.append('<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"UA-%d-3"}}</script></amp-analytics></body>' % (7000 + ctx.num))
    return amp_doc(ctx, head_html, '\n'.join(h))


# ============================================================== Deutsche Welle-style (English service)

def dw_href(ctx, sec, hed, d):
    return 'https://www.rheinwelle.com/en/%s/a-%d' % (slugify(hed, 9), 40000000 + (len(hed) * 4561 + d.day * 97) % 9999999)


def dw_url(ctx):
    return dw_href(ctx, '', ctx.s['hed'], ctx.dt)


def dw_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | RW | %s' % (s['hed'], d_num(ctx.dt, '.')), og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://static.rheinwelle.com/css/rw-en.css?v=2019.10'],
                     js=['<script>var rwPage={"lang":"en","type":"article","id":"%s"};</script>' % ctx.url.rsplit('a-', 1)[1], 'https://static.rheinwelle.com/js/rw.min.js'],
                     extra='<meta name="rw.language" content="en">')
    nm = s['authors'][0]['name']
    ctx.meta_lines = []
    langs = ['English', 'Deutsch', 'Español', 'Français', 'Português', 'Polski', 'Русский', 'Türkçe', 'Italiano']
    h = ['<body class="rw en">',
         '<div id="navContainer"><div id="langSelector"><span class="label">RW.COM IN 30 LANGUAGES</span>%s</div>' % ul_links([(l, '/%s/' % l[:2].lower()) for l in langs], 'langList'),
         '<div id="header"><a id="logo" href="/en/">RW</a><span class="tagline">Made for minds.</span></div>',
         nav_menu(ctx, ['Germany', 'World', 'Business', 'Science', 'Environment', 'Culture', 'Sports', 'Learn German', 'Live TV'], cls='navigation', tag='div',
                  sub={'World': ['Europe', 'Africa', 'Asia', 'Americas', 'Middle East'], 'Culture': ['Music', 'Film', 'Arts', 'Lifestyle', 'Travel']}),
         '</div>',
         '<div id="bodyContent"><div class="col1 dim"><div class="liveTV"><span class="live">LIVE</span> <a href="/en/live-tv/">%s</a></div></div>' % ctx.C('live', 'RW News \u2014 live TV from Berlin'),
         '<div class="col3"><%s class="news">' % A(ctx),
         '<div class="kicker">%s</div>' % esc(s['section']),
         '<h1>%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<p class="intro">%s</p>' % esc(s['dek']))
    lead = s.get('lead')
    if lead:
        h.append('<div class="picBox full">%s<p>%s</p></div>' % (lazy_img(ctx, ctx.img_url('lead', 940, 529), lead[0], w=940, h=529, mode='native'), ctx.C('caption', lead[0])))
    rel = ctx.others(3)

    def after(i):
        if i in (3, 8, 13):
            r = rel[(i // 5) % 3]
            return '<p><strong>Read more: <a href="%s">%s</a></strong></p>' % (esc(r['href']), ctx.C('inline', r['hed']))
        if i == 5:
            return '<div class="advertisement"><span>%s</span><div id="rw-ad-1"></div></div>' % L['advert']
        return ''
    fmt = dict(h=lambda c, t: '<h2>%s</h2>' % inline(t))
    h.append('<div class="longText">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    d = ctx.dt
    h.append('<div class="group"><ul class="smallList">'
             '<li><strong>Date</strong> %s</li><li><strong>Author</strong> %s</li><li><strong>Related Subjects</strong> %s</li>'
             '<li><strong>Keywords</strong> %s</li><li><strong>Feedback:</strong> <a href="/en/contact/">Send us your feedback.</a></li>'
             '<li><strong>Print</strong> <a href="#print">Print this page</a></li><li><strong>Permalink</strong> https://p.rheinwelle.com/p/%s</li></ul></div>'
             % (d_num(d, '.'), esc(nm), ', '.join('<a href="/en/%s/t-%d">%s</a>' % (slugify(t), 1000 + i, esc(t)) for i, t in enumerate(s['tags'][:2])),
                ', '.join(esc(t.lower()) for t in s['tags']), 'x'.join(str(ctx.ri(1, 9)) for _ in range(3))))
    h.append('<div class="group share"><h4>Share</h4>%s</div>' % share_bar(ctx, 'shareIcons', ('facebook', 'twitter', 'whatsapp', 'email', 'reddit'), label=False))
    h.append('</%s>' % A(ctx))
    rc = ctx.others(4)
    h.append('<div class="col3 related"><h2>Related content</h2>%s</div>'
             % ''.join('<div class="news searchres hov"><a href="%s">%s<h2>%s</h2><p>%s</p><span class="date">%s</span></a></div>'
                       % (esc(r['href']), lazy_img(ctx, r['img'].replace('1200x675', '300x169'), '', w=300, h=169, mode='native'), ctx.C('list', r['hed']),
                          ctx.C('teaser', r['teaser']), d_num(r['dt'], '.')) for r in rc))
    h.append('<div class="col3 media"><h2>Audios and videos on the topic</h2>%s</div>' % video_player(ctx, 'Germany: A village looks for a doctor', '04:12', 'mediaItem'))
    h.append('</div><div class="col1 rail">%s%s</div></div>'
             % (story_list(ctx, ctx.others(5), cls='topStories', title='Top stories', style='ul', wrap='div'),
                newsletter_box(ctx, 'rwNewsletter', title='RW Newsletter', text='Get the most important news of the day from Germany and Europe, every evening.')))
    h.append('<div id="footerContainer"><div class="footerLinks">%s</div>%s<p class="copyright">%s</p></div>'
             % (ul_links([('About RW', '/en/about-rw/'), ('Media Center', '/en/media-center/'), ('Reception', '/en/reception/'), ('Legal notice', '/en/legal-notice/'),
                          ('Privacy Policy', '/en/privacy-policy/'), ('Accessibility Statement', '/en/accessibility/'), ('Contact', '/en/contact/')]),
                social_links(ctx, 'followUs', label='Follow us on'),
                ctx.C('footer', '\u00a9 %d Rheinwelle' % ctx.dt.year)))
    h.append(cookie_banner(ctx, 'simple'))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en" xml:lang="en"', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">')


# ============================================================== Euronews-style

def en_href(ctx, sec, hed, d):
    return 'https://www.eurovista.news/%d/%02d/%02d/%s' % (d.year, d.month, d.day, slugify(hed, 9))


def en_url(ctx):
    return en_href(ctx, '', ctx.s['hed'], ctx.dt)


def en_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | Eurovista' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://static.eurovista.news/build/css/article.2f7a.css'],
                     js=['<script>window.EV={"article":{"id":%d,"theme":"%s","vertical":"news"}};</script>' % (ctx.num * 419, slugify(s['section'])),
                         'https://static.eurovista.news/build/js/article.2f7a.js'])
    d = ctx.dt
    nm = s['authors'][0]['name']
    by = 'By %s' % nm
    upd = 'Updated: %s' % d_num(d)
    ctx.meta_lines = [by, upd]
    ctx.meta_first = True
    tick = ctx.others(3)
    h = ['<body class="c-page--article">',
         cookie_banner(ctx, 'didomi'),
         '<header class="c-header"><div class="c-header__top"><a class="c-header__logo" href="/">eurovista.</a>',
         '<div class="c-language-switch"><button>English</button>%s</div>' % ul_links([(l, '/%s/' % c) for l, c in [('Français', 'fr'), ('Deutsch', 'de'), ('Italiano', 'it'), ('Español', 'es'), ('Português', 'pt'), ('Türkçe', 'tr'), ('Polski', 'pl')]]),
         '<a class="c-header__live" href="/live"><span class="c-live-dot"></span>LIVE</a></div>',
         nav_menu(ctx, ['Europe', 'World', 'Business', 'Sport', 'Culture', 'Green', 'Next', 'Travel', 'Video'], cls='c-header__nav', sub={'Europe': ['EU Policy', 'Brussels', 'Elections', 'Migration'], 'Travel': ['Destinations', 'Experiences', 'Food', 'Trains']}),
         '</header>',
         '<div class="c-breaking-news"><span class="c-breaking-news__label">%s</span>%s</div>' % (L['breaking'], ''.join('<a href="%s">%s</a>' % (esc(t['href']), ctx.C('ticker', t['hed'])) for t in tick[:1])),
         '<main class="o-container"><%s class="o-article js-article">' % A(ctx),
         '<div class="c-article-header"><div class="c-article-header__kicker"><a href="/%s">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="c-article-title">%s</h1>' % esc(s['hed']),
         '<div class="c-article-contributors">By <b>%s</b></div>' % esc(nm),
         '<time class="c-article-date" datetime="%s">%s</time>' % (ctx.iso(), esc(upd)),
         '<div class="c-article-share">%s</div></div>' % share_bar(ctx, 'c-share-buttons', ('facebook', 'twitter', 'whatsapp', 'email', 'link'), label=True)]
    if s.get('dek'):
        h.append('<p class="c-article-summary">%s</p>' % esc(s['dek']))
    h.append(lead_figure(ctx, 'c-article-media', credit_prefix='Copyright\u00a0 ', sep=' '))
    rel = ctx.others(2)
    use_sections = ctx.page.get('unusual') == 'sections'
    if use_sections:
        # paragraph blocks grouped into <section>s, one per subheading
        secs, cur = [], []
        n = 0
        for b in ctx.blocks:
            if b[0] == 'h' and cur:
                secs.append(cur)
                cur = []
            cur.append(b)
        if cur:
            secs.append(cur)
        out = []
        for k, blocks in enumerate(secs):
            inner = []
            for b in blocks:
                if b[0] == 'h':
                    inner.append('<h2 class="c-article-section__title">%s</h2>' % inline(b[1]))
                elif b[0] == 'p':
                    inner.append('<p>%s</p>' % inline(b[1]))
                else:
                    raise ValueError('euronews sections: block %s' % b[0])
            out.append('<section class="c-article-section" data-section="%d">%s</section>' % (k + 1, ''.join(inner)))
            if k == 1:
                out.append('<div class="c-ad c-ad--inread"><span class="c-ad__label">ADVERTISEMENT</span><div id="adv-inread"></div></div>')
            if k == 3:
                out.append('<div class="widget widget--type-related"><div class="widget__title">Read more</div><a href="%s">%s</a></div>' % (esc(rel[0]['href']), ctx.C('inline', rel[0]['hed'])))
        body = ''.join(out)
    else:
        def after(i):
            if i == 3:
                return '<div class="c-ad c-ad--inread"><span class="c-ad__label">ADVERTISEMENT</span><div id="adv-inread"></div></div>'
            if i == 6:
                return '<div class="widget widget--type-related"><div class="widget__title">Read more</div><a href="%s">%s</a></div>' % (esc(rel[0]['href']), ctx.C('inline', rel[0]['hed']))
            return ''
        body = ''.join(render_blocks(ctx, None, after))
    h.append('<div class="c-article-content js-article-content article__content">%s</div>' % body)
    h.append('<div class="c-article-footer"><div class="c-article-share c-article-share--bottom"><span>Share this article</span>%s</div>'
             % share_bar(ctx, 'c-share-buttons', ('facebook', 'twitter', 'whatsapp', 'email'), label=False))
    h.append('<div class="c-article-tags"><span>More about</span> %s</div>' % ' '.join('<a href="/tag/%s">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="c-video-next">%s</div></div>' % video_player(ctx, rel[1]['hed'], '01:%02d' % ctx.ri(5, 59), 'c-video-player'))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(5), cls='c-most-viewed', title='Most viewed', numbered=True, style='ol', wrap='aside'))
    h.append(story_list(ctx, ctx.others(4), cls='c-related', title='Related', thumbs=True, teasers=True, dates=True, style='div', date_fn=lambda dd: d_num(dd)))
    h.append(story_list(ctx, ctx.others(6), cls='c-top-stories', title='Top stories', thumbs=True, kickers=True, style='div'))
    h.append('</main>')
    h.append('<footer class="c-footer"><div class="c-footer__app"><p>%s</p><a href="/apps/ios">App Store</a> <a href="/apps/android">Google Play</a></div>%s<p class="c-footer__copyright">%s</p></footer>'
             % (ctx.C('app', 'Download the Eurovista app: the latest news from Europe and the world, wherever you are.'),
                ul_links([('Contact', '/contact'), ('Editorial charter', '/charter'), ('Press', '/press'), ('Work with us', '/jobs'), ('Advertise', '/advertise'),
                          ('Terms of Service', '/terms'), ('Privacy Policy', '/privacy'), ('Cookie Policy', '/cookies'), ('Modify cookies settings', '#didomi')], 'c-footer__links'),
                ctx.C('footer', 'Copyright \u00a9 eurovista %d' % ctx.dt.year)))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== Irish Times-style

def it_href(ctx, sec, hed, d):
    return 'https://www.liffeytimes.ie/news/ireland/irish-news/%s-1.%d' % (slugify(hed, 9), 3000000 + (len(hed) * 6151 + d.day * 17) % 999999)


def it_url(ctx):
    return it_href(ctx, '', ctx.s['hed'], ctx.dt)


def it_render(ctx):
    s, L = ctx.s, ctx.L
    old = not ctx.page['art']
    head_html = head(ctx, '%s \u2013 The Liffey Times' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.liffeytimes.ie/resources/css/lt.main.css?v=%d' % (2017 if old else 2019)],
                     js=['<script>var lt_page={"section":"news/ireland/irish-news","premium":false,"articleId":"%s"};</script>' % ctx.url.rsplit('-1.', 1)[1]])
    d = ctx.dt
    nm = s['authors'][0]['name']
    date_txt = '%s, %s %d, %d, %02d:%02d' % (wk(d)[:3], LG.MONTHS_ABBR[d.month - 1], d.day, d.year, d.hour, d.minute)
    ctx.meta_lines = [nm, date_txt]
    secs = ['News', 'Sport', 'Business', 'Opinion', 'Life & Style', 'Culture', 'Podcasts', 'Video', 'Crosswords']
    subs = ['Ireland', 'World', 'Politics', 'Crime & Law', 'Health', 'Education', 'Environment', 'Science', 'Social Affairs']
    latest = ctx.others(5)
    h = ['<body class="article %s">' % ('layout-2017' if old else 'layout-2019'),
         '<div id="cookie-policy" class="cookie-policy"><p>%s</p><a href="/cookie-information">Find out more</a> <button>OK</button></div>'
         % ctx.C('cookie', 'We use cookies to personalise content, target and report on ads, to provide social media features and to analyse our traffic.'),
         '<div class="masthead"><div class="masthead__date">%s, %s</div><div class="logo"><a href="/">The Liffey Times</a></div>' % (wk(d), d_us(d)),
         '<div class="masthead__account"><a href="/subscribe">Subscribe</a> <a href="/signin">Sign In</a></div></div>',
         nav_menu(ctx, secs, cls='main-nav', sub={'News': subs, 'Sport': ['Soccer', 'Rugby', 'GAA', 'Golf', 'Racing']}),
         '<div class="sub-nav">%s</div>' % ul_links(section_links(subs, '/news/')),
         '<div id="content" class="content">',
         '<div class="breadcrumbs"><a href="/news">News</a> &gt; <a href="/news/ireland">Ireland</a> &gt; <a href="/news/ireland/irish-news">Irish News</a></div>']
    if old:
        h.append('<table class="layout" width="100%" cellpadding="0" cellspacing="0"><tr><td class="main-col" valign="top">')
    h.append('<%s class="article-wrapper"%s>' % (A(ctx), '' if old else ' itemscope itemtype="http://schema.org/NewsArticle"'))
    h.append('<div class="article-header"><h1%s>%s</h1>' % ('' if old else ' itemprop="headline"', esc(s['hed'])))
    if s.get('dek'):
        h.append('<h2 class="subheader">%s</h2>' % esc(s['dek']))
    h.append('<div class="byline"><span class="author-name"><a href="/profiles/%s">%s</a></span></div><p class="time-metadata"><time datetime="%s">%s</time></p></div>'
             % (slugify(nm), esc(nm), ctx.iso(), esc(date_txt)))
    h.append('<div class="article-tools">%s<a class="comments-count" href="#comments">%d comments</a></div>' % (share_bar(ctx, 'share-tools', ('facebook', 'twitter', 'email', 'print'), label=False), ctx.ri(2, 60)))
    lead = s.get('lead')
    if lead:
        h.append('<div class="article-image"><figure>%s<figcaption>%s Photo: %s</figcaption></figure></div>'
                 % (lazy_img(ctx, ctx.img_url('lead', 800, 450), lead[0], mode='datasrc'), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(3)

    def after(i):
        if i == 2:
            return ('<div class="related-articles-inline"><h4>Read More</h4><ul>%s</ul></div>'
                    % ''.join('<li><a href="%s">%s</a></li>' % (esc(r['href']), ctx.C('inline', r['hed'])) for r in rel))
        if i == 4:
            return '<div class="ad-slot ad-inarticle"><span class="ad-label">%s</span><div id="div-gpt-inarticle"></div></div>' % L['advert']
        if i == 7:
            return ('<div class="subscribe-prompt"><p>%s</p><a href="/subscribe">Subscribe</a></div>'
                    % ctx.C('paywall', 'Subscribe to The Liffey Times for just \u20ac1 for the first month. Cancel any time.'))
        return ''
    fmt = dict(p=lambda c, t: '<p class="no_name">%s</p>' % inline(t), h=lambda c, t: '<p class="no_name"><b>%s</b></p>' % inline(t))
    h.append('<div class="article_bodycopy">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article-topics"><span>Topics:</span> %s</div>' % ' '.join('<a href="/topics/%s">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append(newsletter_box(ctx, 'newsletter-signup', title='Sign up to receive our Inside Politics newsletter', text='Get the latest analysis from Leinster House delivered to your inbox every weekday.'))
    if not old:
        h.append('<div id="comments" class="comments"><h3>Comments</h3><p class="community-standards">%s</p>%s</div>'
                 % (ctx.C('policy', 'Commenting on The Liffey Times is subject to our community standards. Please be respectful of other readers.'), comments_native_it(ctx)))
    h.append('</%s>' % A(ctx))
    if old:
        h.append('</td><td class="side-col" valign="top">')
    else:
        h.append('<aside class="side-col">')
    h.append(story_list(ctx, ctx.others(5), cls='most-read', title='Most Read', numbered=True, style='ol', wrap='div'))
    h.append('<div class="latest"><h3>Latest</h3><ul>%s</ul></div>'
             % ''.join('<li><span class="time">%02d:%02d</span> <a href="%s">%s</a></li>' % (x['dt'].hour, x['dt'].minute, esc(x['href']), ctx.C('list', x['hed'])) for x in latest))
    h.append(ad_slot(ctx, 'div-gpt-mpu', 'ad-slot', size='300x250'))
    h.append('</td></tr></table>' if old else '</aside>')
    h.append(story_list(ctx, ctx.others(4), cls='more-from', title='More from Ireland', thumbs=True, teasers=True, style='div', wrap='div'))
    h.append('</div>')
    h.append('<div id="footer" class="footer"><div class="footer-logo">The Liffey Times</div>%s<p class="copyright">%s</p></div>'
             % (ul_links([('Contact us', '/contact'), ('About us', '/about-us'), ('Advertise', '/advertise'), ('Terms & conditions', '/terms'), ('Privacy policy', '/privacy'),
                          ('Cookie information', '/cookie-information'), ('Community standards', '/community-standards'), ('Subscription terms', '/subscription-terms'),
                          ('Help', '/help'), ('Jobs', '/jobs')], 'footer-links'),
                copyright_line(ctx, 'The Liffey Times DAC')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en-IE"', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">' if old else '<!DOCTYPE html>')


def comments_native_it(ctx):
    cs = ctx.comments(4)
    return '<ul class="comment-list">%s</ul>' % ''.join(
        '<li class="comment"><div class="comment__author">%s</div><div class="comment__time">%d hours ago</div><p class="comment__body">%s</p><div class="comment__actions"><a href="#">Recommend</a> <a href="#">Report</a></div></li>'
        % (esc(c['name']), c['hours'], ctx.C('comment', c['text'])) for c in cs)


# ============================================================== The Hindu-style

def hindu_href(ctx, sec, hed, d):
    return 'https://www.coromandelchronicle.in/news/cities/%s/%s/article%d.html' % (
        'Madurai' if ctx.num == 9027 else 'chennai', slugify(hed, 9), 22000000 + (len(hed) * 9173 + d.day * 311) % 9999999)


def hindu_url(ctx):
    return hindu_href(ctx, '', ctx.s['hed'], ctx.dt)


def hindu_render(ctx):
    s, L = ctx.s, ctx.L
    old = not ctx.page['art']
    head_html = head(ctx, '%s - The Coromandel Chronicle' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.coromandelchronicle.in/static/theme/default/base/css/cc-main.css'],
                     js=['<script>var articleId="%s";var sectionName="%s";</script>' % (ctx.url.rsplit('article', 1)[1][:-5], esc(s['section']))],
                     keywords=s['tags'])
    d = ctx.dt
    nm = s['authors'][0]['name']
    city = 'MADURAI' if ctx.num == 9027 else 'CHENNAI'
    date_txt = '%s, %s %02d, %d %02d:%02d IST' % (city, LG.MONTHS['en'][d.month - 1], d.day, d.year, d.hour, d.minute)
    ctx.meta_lines = [nm, date_txt]
    latest = ctx.others(4)
    secs = ['Home', 'News', 'Opinion', 'Business', 'Sport', 'Entertainment', 'Life & Style', 'Society', 'Sci-Tech', 'Data', 'Videos', 'e-Paper']
    h = ['<body>',
         '<div class="top-header"><div class="container"><span class="date">%s, %s</span>%s</div></div>' % (wk(d), d_us(d),
                                                                                                          ul_links([('e-Paper', '/epaper/'), ('Subscribe', '/subscribe/'), ('Sign in', '/signin/')], 'top-links')),
         '<div class="masthead"><a class="logo" href="/">The Coromandel Chronicle</a></div>',
         nav_menu(ctx, secs, cls='navbar', sub={'News': ['National', 'International', 'States', 'Cities'],
                                                 'Cities': ['Chennai', 'Madurai', 'Coimbatore', 'Tiruchi', 'Puducherry', 'Bengaluru', 'Hyderabad']}),
         '<div class="latest-news-marquee"><span class="label">Latest News</span><marquee>%s</marquee></div>'
         % ' | '.join('<a href="%s">%s</a>' % (esc(x['href']), ctx.C('ticker', x['hed'])) for x in latest),
         '<div class="container"><div class="row"><div class="col-md-8">',
         '<%s class="article">' % A(ctx),
         '<div class="breadcrumb"><a href="/news/">News</a> &raquo; <a href="/news/cities/">Cities</a> &raquo; <a href="/news/cities/%s/">%s</a></div>' % (s['section'], esc(s['section'])),
         '<h1 class="title">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="intro">%s</h2>' % esc(s['dek']))
    h.append('<div class="author-container"><a class="auth-nm" href="/profile/author/%s/">%s</a></div>' % (slugify(nm), esc(nm)))
    h.append('<div class="teaser-text update-time"><span class="blue-color ksl-time-stamp"><none>%s</none></span></div>' % esc(date_txt))
    h.append('<div class="article-tools">%s<span class="font-resize"><a href="#">A</a> <a href="#">A</a></span></div>' % share_bar(ctx, 'social-share', ('facebook', 'twitter', 'whatsapp', 'email', 'print'), label=False))
    lead = s.get('lead')
    if lead:
        h.append('<div class="lead-img-cont"><picture>%s</picture><p class="caption">%s <span class="credit">| Photo Credit: %s</span></p></div>'
                 % (lazy_img(ctx, ctx.img_url('lead', 640, 360), lead[0], w=640, h=360), ctx.C('caption', lead[0]), esc(lead[1])))
    also = ctx.others(2)

    def after(i):
        if i == 2:
            return '<div class="also-read"><h4>Also Read</h4><ul>%s</ul></div>' % ''.join('<li><a href="%s">%s</a></li>' % (esc(a['href']), ctx.C('inline', a['hed'])) for a in also)
        if i == 4:
            return '<div class="dfp-ad"><div class="adtext">ADVERTISEMENT</div><div id="div-gpt-ad-inarticle"></div></div>'
        return ''
    fmt = dict(h=lambda c, t: '<p><strong>%s</strong></p>' % inline(t))
    body_id = 'content-body-%d-%d' % (14269002 + ctx.num, 22785542 + ctx.num * 3)
    h.append('<div id="%s" class="paywall">%s</div>' % (body_id, ''.join(render_blocks(ctx, fmt, after))))
    pv = d.replace(hour=min(23, d.hour + 2))
    h.append('<div class="print-line">Printable version | %s %d, %d %d:%02d:%02d %s | %s</div>'
             % (LG.MONTHS_ABBR[pv.month - 1], pv.day, pv.year, pv.hour % 12 or 12, pv.minute, ctx.ri(0, 59), 'AM' if pv.hour < 12 else 'PM', esc(ctx.url)))
    h.append('<div class="related-topics"><span>Related Topics</span> %s</div>' % ' | '.join('<a href="/topic/%s/">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="subscription-box"><h3>Support quality journalism</h3><p>%s</p><a href="/subscribe/">Subscribe</a></div>'
             % ctx.C('paywall', 'Subscribe to The Coromandel Chronicle Digital to get unlimited access to news, analysis and the e-Paper. Plans start at \u20b9199 a month.'))
    h.append('<div id="comments" class="comments-shell"><h3>Comments</h3><p class="comment-policy">%s</p>%s</div>'
             % (ctx.C('policy', 'Comments have to be in English, and in full sentences. They cannot be abusive or personal. Please abide by our community guidelines for posting your comments.'),
                ''.join('<div class="comment-item"><span class="comment-author">%s</span> <span class="comment-time">%d hours ago</span><p>%s</p></div>'
                        % (esc(c['name']), c['hours'], ctx.C('comment', c['text'])) for c in ctx.comments(3))))
    h.append('</%s>' % A(ctx))
    h.append('</div><div class="col-md-4">%s%s%s</div></div>'
             % (story_list(ctx, ctx.others(5), cls='trending', title='Trending', numbered=True, style='ol', wrap='div'),
                story_list(ctx, ctx.others(5), cls='more-in', title='More In %s' % s['section'], dates=True, style='ul', wrap='div',
                           date_fn=lambda dd: '%s %02d, %d' % (LG.MONTHS['en'][dd.month - 1], dd.day, dd.year)),
                ad_slot(ctx, 'div-gpt-ad-rhs', 'dfp-ad', label='ADVERTISEMENT')))
    h.append('</div>')
    h.append('<div class="footer"><div class="footer-links">%s</div>%s<p class="copyright">%s</p></div>'
             % (ul_links([('About Us', '/aboutus/'), ('Code of Editorial Values', '/editorial-values/'), ('News Archive', '/archive/'), ('Sitemap', '/sitemap/'),
                          ('Print Subscription', '/print-subscription/'), ('Digital Subscription', '/subscribe/'), ('Rss Feeds', '/rssfeeds/'), ('Readers Editor', '/readers-editor/'),
                          ('Contact us', '/contact/'), ('Terms of Use', '/terms/'), ('Privacy Policy', '/privacy/')]),
                social_links(ctx, 'follow-us', label='Follow us'),
                ctx.C('footer', 'Copyright\u00a9 %d, The Coromandel Chronicle Publishing Company Ltd. All rights reserved.' % ctx.dt.year)))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== Dawn-style

def dawn_href(ctx, sec, hed, d):
    return 'https://www.daybreak.com.pk/news/%d/%s' % (1480000 + (len(hed) * 373 + d.day * 41) % 99999, slugify(hed, 9))


def dawn_url(ctx):
    return dawn_href(ctx, '', ctx.s['hed'], ctx.dt)


def dawn_render(ctx):
    s, L = ctx.s, ctx.L
    old = not ctx.page['art']
    head_html = head(ctx, '%s - Pakistan - DAYBREAK.COM.PK' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.daybreak.com.pk/_css/app.min.css?v=19.6'],
                     js=['<script>window.daybreak={"storyId":%s,"section":"%s"};</script>' % (ctx.url.split('/')[-2], esc(s['section']))])
    d = ctx.dt
    nm = s['authors'][0]['name']
    pub = 'Published %s' % d_us(d)
    ctx.meta_lines = [nm, pub]
    top = ['EPAPER', 'LIVE TV', 'DAYBREAK URDU', 'Images', 'Herald', 'Aurora', 'CityFM89', 'Advertise', 'Events', 'Supplements', 'Careers', 'Obituaries']
    tick = ctx.others(3)
    h = ['<body class="bg-white">',
         '<div class="header"><div class="top-strip">%s</div>' % ul_links([(t, '/%s/' % slugify(t)) for t in top], 'flex text-2'),
         '<div class="masthead flex"><a class="logo" href="/">DAYBREAK</a><div class="masthead-date">%s, %s</div><div class="masthead-weather">Karachi <span>%d\u00b0C</span></div></div>' % (wk(d), d_us(d), ctx.ri(22, 38)),
         nav_menu(ctx, ['Home', 'Latest', 'Pakistan', 'World', 'Business', 'Sport', 'Opinion', 'Magazines', 'Tech', 'Prism', 'Videos', 'Podcasts', 'Trending', 'Archive'], cls='nav nav--main'),
         '<div class="breaking-news flex"><span class="breaking-news__label">%s</span>%s</div></div>' % (L['breaking'], ''.join('<a href="%s">%s</a>' % (esc(t['href']), ctx.C('ticker', t['hed'])) for t in tick[:2])),
         '<main class="container mx-auto"><div class="flex flex-row">',
         '<div class="w-full sm:w-8/12">',
         '<%s class="story story--large" data-id="%s">' % (A(ctx), ctx.url.split('/')[-2]),
         '<h2 class="story__title text-6 sm:text-8 font-bold"><a class="story__link" href="%s">%s</a></h2>' % (esc(ctx.url), esc(s['hed'])),
         '<div class="story__byline text-3"><span class="story__byline__link"><a href="/authors/%s">%s</a></span></div>' % (slugify(nm), esc(nm)),
         '<div class="story__time text-3"><span class="timestamp--label">Published</span> <span class="timestamp--time" title="%s">%s</span></div>' % (ctx.iso(), esc(d_us(d))),
         '<div class="story__share flex">%s<span class="text-2">%d Shares</span></div>' % (share_bar(ctx, 'share-btns', ('facebook', 'twitter', 'whatsapp', 'email', 'link'), label=False), ctx.ri(20, 900))]
    lead = s.get('lead')
    if lead:
        h.append('<figure class="media">%s<figcaption class="media__caption">%s \u2014 Photo by %s</figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead', 800, 480), lead[0], w=800, h=480), ctx.C('caption', lead[0]), esc(lead[1])))

    def after(i):
        if i in (3, 9):
            return '<div class="ad ad--inline text-center"><span class="ad__label">Advertisement</span><div id="div-gpt-ad-story-%d"></div></div>' % i
        return ''
    fmt = dict(h=lambda c, t: '<h3>%s</h3>' % inline(t))
    h.append('<div class="story__content overflow-hidden text-4 sm:text-4.5 pt-1 mt-1">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<p class="story__print-note text-3"><em>%s</em></p>' % ctx.C('print', 'Published in Daybreak, %s %s, %d' % (LG.MONTHS['en'][d.month - 1], ordinal(d.day), d.year)))
    cs = ctx.comments(6)
    ctag = 'article' if not old else 'div'
    h.append('<div class="comments" id="comments"><h3 class="comments__title">Comments (%d)</h3><p class="comments__closed">Closed</p>%s</div>'
             % (len(cs), ''.join('<%s class="comment" id="comment-%d"><div class="comment__author">%s</div><div class="comment__time">%s</div><div class="comment__body"><p>%s</p></div><div class="comment__votes">Recommend %d</div></%s>'
                                 % (ctag, c['id'], esc(c['name']), d_us(d), ctx.C('comment', c['text']), c['likes'], ctag) for c in cs)))
    h.append('</%s></div>' % A(ctx))
    h.append('<div class="w-full sm:w-4/12 sidebar">%s%s%s</div></div>'
             % (story_list(ctx, ctx.others(5), cls='most-popular', title='Most Popular', numbered=True, style='ol', wrap='div'),
                ad_slot(ctx, 'div-gpt-ad-sidebar', 'ad ad--sidebar', size='300x250'),
                story_list(ctx, ctx.others(4), cls='editorial', title='Editorial', teasers=True, style='div', wrap='div')))
    h.append(story_list(ctx, ctx.others(6), cls='more-stories', title='More stories from Pakistan', thumbs=True, dates=True, style='div', wrap='div', date_fn=d_us))
    h.append(story_list(ctx, ctx.others(4), cls='latest-stories', title='Latest Stories', teasers=True, dates=True, style='div', wrap='div', date_fn=lambda dd: ctx.ago(dd)))
    h.append(story_list(ctx, ctx.others(4), cls='opinion', title='Opinion', bylines=True, style='div', wrap='div'))
    h.append(story_list(ctx, ctx.others(5), cls='trending', title='Trending', numbered=True, style='ol', wrap='div'))
    h.append('</main>')
    h.append('<footer class="footer"><div class="footer__logo">DAYBREAK</div>%s%s<p class="footer__copyright">%s</p></footer>'
             % (sitemap(ctx, [('News', ['Home', 'Latest', 'Pakistan', 'World', 'Business', 'Sport']), ('Opinion', ['Editorial', 'Columns', 'Letters', 'Cartoons']),
                              ('Magazines', ['Eos', 'Icon', 'Young World', 'Sunday Magazine']), ('More', ['Tech', 'Prism', 'Videos', 'Podcasts', 'Archive', 'Obituaries'])], 'footer__sitemap'),
                ul_links([('About Us', '/about'), ('Contact Us', '/contact'), ('Advertise', '/advertise'), ('Media Kit', '/media-kit'), ('Terms of Use', '/terms'),
                          ('Privacy Policy', '/privacy'), ('Code of Ethics', '/ethics'), ('Careers', '/careers'), ('Archive', '/archive')], 'footer__links flex'),
                copyright_line(ctx, 'Daybreak Media Group')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== Sydney Morning Herald / Nine-style

def smh_href(ctx, sec, hed, d):
    return 'https://www.pjherald.com.au/national/nsw/%s-%d%02d%02d-p5%s.html' % (
        slugify(hed, 9), d.year, d.month, d.day, ''.join('abcdefghjkmnpqrstuvwxyz23456789'[(ord(c) * 7 + i) % 31] for i, c in enumerate(hed[:4])))


def smh_url(ctx):
    return smh_href(ctx, '', ctx.s['hed'], ctx.dt)


def smh_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://static.pjherald.com.au/static/css/main.0f1a9c.css'],
                     js=['<script>window.__APOLLO_STATE__={"Asset":{"id":"p5%s","type":"article","category":"%s"}};</script>' % (ctx.url[-10:-5], esc(s['section'])),
                         'https://static.pjherald.com.au/static/js/main.0f1a9c.js'])
    d = ctx.dt
    nm = s['authors'][0]['name']
    date_txt = '%s \u2014 %d.%02d%s' % (d_us(d), d.hour % 12 or 12, d.minute, 'am' if d.hour < 12 else 'pm')
    ctx.meta_lines = ['By %s' % nm, date_txt]
    h = ['<body><div id="app"><div class="_2xaWf">',
         '<header class="_3hX5c" data-testid="header"><div class="_1bP0f"><span class="_3Wl8A">%s %d %s</span>' % (wk(d), d.day, LG.MONTHS['en'][d.month - 1]),
         '<a class="_2ZKsq" href="/" data-testid="logo">The Port Jackson Herald</a><div class="_1a4Lz"><a href="/subscribe">Subscribe</a> <a href="/login">%s</a></div></div>' % L['login'],
         nav_menu(ctx, ['Sydney', 'NSW', 'Politics', 'Business', 'World', 'National', 'Opinion', 'Property', 'Sport', 'Lifestyle', 'Culture', 'Money', 'Travel', 'Good Food', 'Drive'],
                  cls='_3y2iG', sub={'Sport': ['NRL', 'AFL', 'Cricket', 'Rugby union', 'Soccer', 'Racing'], 'Politics': ['Federal', 'NSW', 'Victoria', 'Queensland']}),
         '</header>',
         '<nav class="_1K-st" data-testid="breadcrumb"><a href="/national">National</a> <a href="/national/nsw">NSW</a> <a href="/topic/%s">%s</a></nav>' % (slugify(s['section']), esc(s['section'])),
         '<main class="_3U5gS"><%s class="_2Xm9M" data-testid="article">' % A(ctx),
         '<header class="_3VB6a"><h1 data-testid="headline" class="_1jjG7">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<p data-testid="intro" class="_1Fz-A">%s</p>' % esc(s['dek']))
    h.append('<div class="_2dYDP"><div data-testid="byline" class="_3ttKq"><span>By</span> <a href="/by/%s-h%d">%s</a></div>' % (slugify(nm), 1000 + ctx.num, esc(nm)))
    h.append('<div class="_2Oh8v"><time datetime="%s" data-testid="datetime">%s</time></div></div>' % (ctx.iso(), esc(date_txt)))
    h.append('<div class="_3Yh2o"><button class="_2fKXa" data-testid="save-button">Save</button><p class="_1D4Lx">%s</p></div>'
             % ctx.C('account', 'Log in, register or subscribe to save articles for later.'))
    h.append('<div class="_1uCfG" data-testid="text-size"><button>Normal text size</button><button>Larger text size</button><button>Very large text size</button></div>')
    h.append('<div class="_2bV1v">%s</div></header>' % share_bar(ctx, '_3nqmh', ('facebook', 'twitter', 'email', 'link'), label=False))
    lead = s.get('lead')
    if lead:
        h.append('<figure class="_3ujbW">%s<figcaption class="_2xB9c"><span class="_1kd6b">%s</span><span class="_2WIWo">Credit: %s</span></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], mode='srcset'), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(2)

    def after(i):
        if i == 2:
            return '<div class="_3hpTV" data-testid="ad"><span class="_1Y1mW">Advertisement</span><div id="adspot-300x250-pos-1"></div></div>'
        if i == 5:
            r = rel[0]
            return ('<aside data-testid="related-article" class="_2cF9X"><span class="_2pfQW">Related Article</span><a href="%s">%s<h3 class="_3bSbG">%s</h3></a></aside>'
                    % (esc(r['href']), lazy_img(ctx, r['img'].replace('1200x675', '200x113'), '', w=200, h=113), ctx.C('inline', r['hed'])))
        if i == 9:
            return '<div class="_3hpTV" data-testid="ad"><span class="_1Y1mW">Advertisement</span><div id="adspot-300x250-pos-2"></div></div>'
        if i == 13 and ctx.num == 9031:
            return photo_gallery(ctx, 'Drummond\u2019s Boatyard through the years', [
                ('The slipway at Balmain in 1934, when the yard built ferries for the harbour.', 'State Library collection'),
                ('Ross Drummond\u2019s grandfather, Angus, with an apprentice in 1958.', 'Drummond family'),
                ('A timber launch on the cradle awaiting recaulking this month.', 'Nick Moir'),
                ('The yard from the water, with apartments rising behind it.', 'Nick Moir')], cls='_1gLrP', label='Gallery')
        return ''
    fmt = dict(fig=lambda c, cap, cr: ('<figure class="_3ujbW _1sBwx"><picture>%s</picture><figcaption class="_2xB9c"><p class="_1kd6b">%s</p><p class="_2WIWo">Credit: %s</p></figcaption></figure>'
                                       % (lazy_img(c, c.img_url(slugify(cap, 4), 800, 533), cap, w=800, h=533), esc(cap), esc(cr))),
               h=lambda c, t: '<h2 class="_2zJ9g">%s</h2>' % inline(t),
               ul=lambda c, items: '<ul class="_1jWBf">%s</ul>' % ''.join('<li>%s</li>' % inline(x) for x in items))
    h.append('<div data-testid="body-content" class="_1665V _2q-Vk">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="_3kyDm"><a href="/licensing" data-testid="license-link">License this article</a></div>')
    h.append('<ul class="_3jmCj" data-testid="tags">%s</ul>' % ''.join('<li><a href="/topic/%s">%s</a></li>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="_1Ml9E" data-testid="newsletter-promo">%s</div>' % newsletter_box(ctx, '_3mcd9', title='Get our Morning Edition newsletter',
                                                                                            text="The day's most important news and insights, delivered to your inbox every weekday morning."))
    h.append('<div class="_2qgaN" data-testid="author-profile"><img src="https://static.pjherald.com.au/authors/%s.png" alt="" width="64" height="64"><div><a href="/by/%s">%s</a><p>%s</p></div></div>'
             % (slugify(nm), slugify(nm), esc(nm), ctx.C('bio', '%s is a reporter at The Port Jackson Herald covering urban affairs and the harbour.' % nm)))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="_1xNq5">%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='_2u8cL', title='Most Viewed in National', numbered=True, style='ol', thumbs=True, wrap='section'),
                ad_slot(ctx, 'adspot-300x600-pos-1', '_3hpTV', label='Advertisement', size='300x600')))
    h.append(story_list(ctx, ctx.others(6), cls='_1yBbG', title='Latest', dates=True, style='ul', date_fn=lambda dd: ctx.ago(dd)))
    h.append('</main>')
    h.append('<footer class="_1H7Vx"><div class="_2Xw3m">The Port Jackson Herald</div><div class="_3rD9R"><h4>Our Sites</h4>%s</div>%s<p class="_1cKj8">%s</p></footer>'
             % (ul_links([('The Harbour Review', '/sites/1'), ('Southern Cross Business', '/sites/2'), ('Coastline Traveller', '/sites/3'), ('Good Plate', '/sites/4'), ('Drive Daily', '/sites/5')]),
                ul_links([('Contact & support', '/contact'), ('Advertise with us', '/advertise'), ('Newsletters', '/newsletters'), ('Accessibility guide', '/accessibility'),
                          ('Sitemap', '/sitemap'), ('Photo sales', '/photos'), ('Content licensing', '/licensing'), ('Work with us', '/careers'), ('Terms of use', '/terms'),
                          ('Privacy policy', '/privacy'), ('Press Council', '/press-council'), ('Corrections & clarifications', '/corrections')], '_2nBmC'),
                ctx.C('footer', 'Copyright \u00a9 %d' % ctx.dt.year)))
    h.append('</div></div></body>')
    return doc(head_html, '\n'.join(h), 'lang="en-AU"')
