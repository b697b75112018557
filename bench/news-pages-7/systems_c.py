"""news.com.au-, Globe and Mail-, Toronto Star-, TechCrunch-, Engadget- and Salon-style pages and the
WordPress Newsmag theme (tagDiv). Reconstructions from memory; hashed classes are invented."""

import datetime

from common import *
import lang as LG


# ============================================================== news.com.au-style (News Corp Australia)

def nca_href(ctx, sec, hed, d):
    h = ''.join('0123456789abcdef'[(ord(c) * 31 + i * 7) % 16] for i, c in enumerate((hed * 3)[:32]))
    return 'https://www.ozwire.com.au/sport/%s/%s/news-story/%s' % (slugify(sec, 2) or 'sport', slugify(hed, 9), h)


def nca_url(ctx):
    return nca_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


NCA_NAV = ['National', 'World', 'Lifestyle', 'Travel', 'Entertainment', 'Technology', 'Finance', 'Sport', 'Weather']


def nca_meta(ctx):
    d = ctx.dt
    nm = ctx.s['authors'][0]['name']
    date_txt = '%s %d, %d %s' % (LG.MONTHS['en'][d.month - 1], d.day, d.year, t12l(d))
    ctx.meta_lines = [nm, date_txt]
    return nm, date_txt


def nca_render(ctx):
    if ctx.page['amp']:
        return nca_amp(ctx)
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | OzWire' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], amphtml=ctx.url.replace('news-story', 'amp/news-story'),
                     css=['https://www.ozwire.com.au/static/css/nca-article.4d2e.css'],
                     js=['<script>window.nca={"storyId":"%s","section":"sport","channel":"%s"};</script>' % (ctx.url[-32:], slugify(s['section'])), datalayer(ctx)])
    nm, date_txt = nca_meta(ctx)
    tick = ctx.others(3)
    h = ['<body class="nca-article sport">',
         '<div class="header"><div class="header-top"><a class="logo" href="/">ozwire<span>.com.au</span></a><span class="tagline">Australia\u2019s favourite news site</span>',
         '<div class="header-weather"><a href="/weather">Hobart <strong>%d\u00b0</strong></a></div></div>' % ctx.ri(9, 24),
         nav_menu(ctx, NCA_NAV, cls='navigation', sub={'Sport': ['AFL', 'NRL', 'Cricket', 'Football', 'Tennis', 'Motorsport', 'Basketball', 'Rugby'],
                                                       'Lifestyle': ['Health', 'Fitness', 'Parenting', 'Food', 'Relationships']}),
         '<div class="breaking-bar"><span>BREAKING</span> <a href="%s">%s</a></div></div>' % (esc(tick[0]['href']), ctx.C('ticker', tick[0]['hed'])),
         '<div id="content"><div class="story-page">',
         '<%s class="story" itemscope itemtype="https://schema.org/NewsArticle">' % A(ctx),
         '<div class="story-header"><div class="kicker"><a href="/sport/%s">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="story-headline" itemprop="headline">%s</h1>' % esc(s['hed']),
         '<div class="byline"><span class="byline-name">%s</span></div>' % esc(nm),
         '<div class="date-and-time"><span class="date-time">%s</span></div>' % esc(date_txt),
         '<div class="story-share">%s<a class="comments-link" href="#comments">%s</a></div></div>' % (share_bar(ctx, 'share-tools', ('facebook', 'twitter', 'email'), label=False), svg('comment', size=16))]
    h.append('<div class="story-video">%s</div>' % video_player(ctx, 'Reid rips through Queensland top order', '1:27', 'video-player'))
    rel = ctx.others(2)

    def after(i):
        if i == 2:
            return '<div class="ad-block"><span class="ad-label">%s</span><div id="ad-mrec-1"></div></div>' % L['advert']
        if i == 4:
            return '<p><strong>READ MORE: <a href="%s">%s</a></strong></p>' % (esc(rel[0]['href']), ctx.C('inline', rel[0]['hed'].upper()))
        if i == 5:
            return '<p><strong>RELATED: <a href="%s">%s</a></strong></p>' % (esc(rel[1]['href']), ctx.C('inline', rel[1]['hed']))
        return ''
    h.append('<div id="story-body" class="story-content" itemprop="articleBody">%s</div>' % ''.join(render_blocks(ctx, None, after)))
    h.append('<div class="app-promo"><p>%s</p></div>' % ctx.C('app', 'Get the latest scores, news and alerts on the OzWire app. Download now on iOS and Android.'))
    h.append('<div class="story-tags"><h4>More Coverage</h4>%s</div>' % ul_links([(t, '/sport/%s' % slugify(t)) for t in s['tags']]))
    h.append('<div id="comments" class="comments"><h3>Join the conversation</h3>%s</div>' % comments_coral(ctx, 4))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="story-sidebar"><div class="scoreboard"><h3>Live Scores</h3><ul>%s</ul></div>%s%s</aside>'
             % (''.join('<li><span class="team">%s</span> <span class="score">%s</span></li>' % (a, b) for a, b in
                        [('TAS v QLD', '2-118 v 96'), ('VIC v WA', '3-201'), ('NSW v SA', 'Stumps Day 1')]),
                story_list(ctx, ctx.others(5), cls='trending', title='Trending', numbered=True, style='ol', wrap='div'),
                ad_slot(ctx, 'ad-mrec-side', 'ad-block', size='300x250')))
    h.append(story_list(ctx, ctx.others(6), cls='latest', title='Latest in Sport', thumbs=True, dates=True, kickers=True, style='div', date_fn=lambda dd: ctx.ago(dd)))
    h.append('</div></div>')
    h.append('<footer class="footer"><div class="footer-logo">ozwire.com.au</div>%s<p class="copyright">%s</p></footer>'
             % (ul_links([('Contact', '/contact'), ('Accessibility', '/accessibility'), ('Advertise', '/advertise'), ('Privacy', '/privacy'), ('Terms of use', '/terms'),
                          ('Sitemap', '/sitemap'), ('Editorial code', '/editorial-code'), ('Standards of practice', '/standards')], 'footer-links'),
                copyright_line(ctx, 'OzWire Pty Ltd', ' All times AEST (GMT +10).')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en-AU"')


def nca_amp(ctx):
    s, L = ctx.s, ctx.L
    css = 'body{font-family:Arial,sans-serif}.story-headline{font-size:26px}.byline,.date-time{font-size:13px;color:#666}'
    head_html = head(ctx, '%s | OzWire' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], amp=True, inline_css=css,
                     js=[AMP_SCRIPTS['sidebar'], AMP_SCRIPTS['ad'], AMP_SCRIPTS['analytics'], AMP_SCRIPTS['carousel']])
    nm, date_txt = nca_meta(ctx)
    h = ['<body>',
         '<amp-sidebar id="menu" layout="nodisplay">%s%s</amp-sidebar>' % (ul_links(section_links(NCA_NAV)), ul_links(section_links(['AFL', 'NRL', 'Cricket', 'Football', 'Local footy', 'Netball']), 'sub')),
         '<header class="header"><button on="tap:menu.toggle" aria-label="Menu">%s</button><a class="logo" href="https://www.ozwire.com.au/">ozwire.com.au</a></header>' % svg('menu'),
         '<main><%s class="story">' % A(ctx),
         '<div class="kicker">%s</div>' % esc(s['section']),
         '<h1 class="story-headline">%s</h1>' % esc(s['hed']),
         '<div class="byline">%s</div>' % esc(nm),
         '<div class="date-time">%s</div>' % esc(date_txt)]
    lead = s.get('lead')
    if lead:
        h.append('<figure>%s<figcaption>%s Picture: %s</figcaption></figure>' % (lazy_img(ctx, ctx.img_url('lead'), lead[0], mode='amp'), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(1)
    h.append('<div class="story-content">%s</div>' % ''.join(render_blocks(ctx, None, lambda i: amp_ad(ctx, 'mrec_%d' % i) if i == 2 else (
        '<p><strong>READ MORE: <a href="%s">%s</a></strong></p>' % (esc(rel[0]['href']), ctx.C('inline', rel[0]['hed'].upper())) if i == 3 else ''))))
    h.append('</%s>' % A(ctx))
    h.append('<section class="ladder"><h2>Division One Ladder</h2><ol>%s</ol></section>'
             % ''.join('<li>%s <span>%d pts</span></li>' % (t, p) for t, p in [('Hills Falcons', 56), ('Coast Rangers', 52), ('Onkaparinga Hawks', 44), ('Southern Vales', 40), ('Gully Magpies', 32)]))
    h.append(amp_ad(ctx, 'mrec_bottom'))
    h.append(story_list(ctx, ctx.others(6), cls='latest', title='Latest in Sport', dates=True, style='ul', date_fn=lambda dd: ctx.ago(dd)))
    h.append(story_list(ctx, ctx.others(5), cls='trending', title='Trending', thumbs=True, teasers=True, img_mode='amp', style='div'))
    h.append('<section class="results"><h2>Division One Results</h2><ul>%s</ul></section>'
             % ''.join('<li>%s</li>' % esc(r) for r in ['Grand final: Hills Falcons 12.9 (81) d Coast Rangers 9.8 (62)', 'Preliminary final: Coast Rangers 14.11 (95) d Onkaparinga Hawks 10.6 (66)',
                                                         'First semi-final: Onkaparinga Hawks 11.12 (78) d Southern Vales 9.9 (63)', 'Second semi-final: Hills Falcons 13.7 (85) d Coast Rangers 12.10 (82)']))
    h.append(story_list(ctx, ctx.others(5), cls='top-stories', title='Top Stories', teasers=True, kickers=True, style='div'))
    h.append('<section class="newsletter"><h2>%s</h2><p>%s</p><form method="post" action-xhr="https://www.ozwire.com.au/newsletters/amp" target="_top"><input type="email" name="email" placeholder="%s"><button>Sign up</button></form></section>'
             % (ctx.C('newsletter', 'Get the OzWire Sport newsletter'), ctx.C('newsletter', 'Scores, breaking news and the best analysis from every code, delivered to your inbox each morning.'), esc(L['email_ph'])))
    h.append('<section class="video-rail"><h2>Sport Videos</h2><ul>%s</ul></section>'
             % ''.join('<li><a href="%s"><span class="duration">%d:%02d</span> %s</a></li>' % (esc(v['href']), ctx.ri(0, 3), ctx.ri(5, 59), ctx.C('video', v['hed'])) for v in ctx.others(4)))
    h.append('</main><footer>%s%s<p>%s</p></footer>' % (sitemap(ctx, [('News', ['National', 'World', 'Weather', 'Technology']), ('Sport', ['AFL', 'NRL', 'Cricket', 'Football', 'Tennis', 'Local footy']),
                                                                     ('Lifestyle', ['Health', 'Food', 'Travel', 'Relationships']), ('Finance', ['Money', 'Property', 'Work', 'Economy'])], 'footer-sitemap'),
                                                       ul_links([('Contact', '/contact'), ('Privacy', '/privacy'), ('Terms of use', '/terms'), ('Editorial code', '/editorial-code')]),
                                                       copyright_line(ctx, 'OzWire Pty Ltd', ' All times AEST (GMT +10).')))
    h.append('</body>')
    return amp_doc(ctx, head_html, '\n'.join(h))


# ============================================================== Globe and Mail-style

def gm_href(ctx, sec, hed, d):
    return 'https://www.dominionledger.ca/%s/article-%s/' % (slugify(sec, 2) or 'canada', slugify(hed, 9))


def gm_url(ctx):
    return gm_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def gm_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s - The Dominion Ledger' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.dominionledger.ca/pf/resources/dist/css/article.css?d=512'],
                     js=['<script>window.Fusion=window.Fusion||{};Fusion.contentId="%s";Fusion.arcSite="dominionledger";</script>' % slugify(s['hed'], 3).upper()[:20],
                         datalayer(ctx)])
    d = ctx.dt
    nm = s['authors'][0]['name']
    role = s.get('role', '')
    pub = 'Published %s' % d_us(d)
    ctx.meta_lines = [nm, role, pub] if role else [nm, pub]
    h = ['<body class="article">',
         '<div class="c-nav"><div class="c-nav__top"><a class="c-nav__logo" href="/">THE DOMINION LEDGER</a><div class="c-nav__account"><a class="c-button" href="/subscribe/">Subscribe</a> <a href="/login/">%s</a></div></div>' % L['login'],
         nav_menu(ctx, ['Canada', 'World', 'Business', 'Investing', 'Opinion', 'Politics', 'Sports', 'Life', 'Arts', 'Drive', 'Real Estate'], cls='c-nav__sections',
                  sub={'Business': ['Economy', 'Markets', 'Industry News', 'Small Business', 'Careers'], 'Investing': ['Markets', 'Personal Finance', 'Funds & ETFs', 'Globe Advisor']}),
         '<div class="c-market-strip">%s</div></div>' % stock_ticker(ctx, 'c-market-strip__list', rows=[('TSX', 16000 + ctx.ri(0, 2500), ctx.ri(-90, 90) / 1.0), ('S&P 500', 2800 + ctx.ri(0, 1000), ctx.ri(-30, 30) / 1.0),
                                                                                                         ('DJIA', 25000 + ctx.ri(0, 7000), ctx.ri(-200, 200) / 1.0), ('C$', 0.74 + ctx.ri(0, 6) / 100, ctx.ri(-50, 50) / 10000),
                                                                                                         ('OIL', 50 + ctx.ri(0, 20), ctx.ri(-100, 100) / 100)]),
         '<main class="l-main"><%s class="c-article">' % A(ctx),
         '<header class="c-article-header"><div class="c-article-header__label"><a href="/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="c-primary-title">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<p class="c-article-header__dek">%s</p>' % esc(s['dek']))
    h.append('<div class="c-byline"><span class="c-byline__author"><a href="/authors/%s/">%s</a></span></div>' % (slugify(nm), esc(nm)))
    if role:
        h.append('<div class="c-byline__role">%s</div>' % esc(role))
    h.append('<div class="c-timestamp"><time datetime="%s">%s</time></div>' % (ctx.iso(), esc(pub)))
    h.append('<div class="c-article-tools">%s<a class="c-comments-count" href="#comments">%s %d</a><button class="c-bookmark">Bookmark</button></div>'
             % (share_bar(ctx, 'c-share', ('facebook', 'twitter', 'linkedin', 'email'), label=False), svg('comment', size=16), ctx.ri(10, 240)))
    h.append('<div class="c-audio-player"><button>%s Listen to this article</button><span class="c-audio-player__duration">%d:%02d</span></div></header>' % (svg('play', size=14), ctx.ri(3, 12), ctx.ri(0, 59)))
    lead = s.get('lead')
    if lead:
        h.append('<figure class="c-figure c-figure--lead">%s<figcaption class="c-figure__caption"><p class="c-figure__text">%s</p><p class="c-figure__credit">%s</p><a class="c-figure__gallery" href="#gallery">Open this photo in gallery</a></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], mode='srcset'), ctx.C('caption', lead[0]), esc(lead[1])))

    def after(i):
        if i in (3, 9, 15):
            return '<div class="c-ad c-ad--in-article"><p class="c-ad__label">%s</p><div id="inarticle-ad-%d"></div></div>' % (L['story_continues'], i)
        if i == 6:
            return ('<div class="c-newsletter-inline"><h3>%s</h3><p>%s</p><a href="/newsletters/">Sign up</a></div>'
                    % (ctx.C('newsletter', 'Sign up for the Ledger\u2019s Real Estate newsletter'), ctx.C('newsletter', 'Your weekly guide to the housing market, from mortgages and rentals to the latest listings.')))
        return ''
    fmt = dict(p=lambda c, t: '<p class="c-article-body__text">%s</p>' % inline(t), h=lambda c, t: '<h2 class="c-article-body__subhead">%s</h2>' % inline(t))
    h.append('<div class="c-article-body">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="c-article-follow"><p>%s</p></div>' % ctx.C('bio', 'Follow %s on Twitter: @%s' % (nm, slugify(nm).replace('-', ''))))
    h.append('<div class="c-article-links"><a href="/corrections/">Report an error</a> <a href="/editorial-code/">Editorial code of conduct</a></div>')
    h.append('<div class="c-article-topics"><h4>Related topics</h4>%s</div>' % ul_links([(t, '/topics/%s/' % slugify(t)) for t in s['tags']]))
    h.append('<div id="comments" class="c-comments"><h3>Comments</h3><p class="c-comments__intro">%s</p>%s</div>'
             % (ctx.C('policy', 'Welcome to the Ledger\u2019s comment community. This is a space where subscribers can engage with each other and Ledger staff. Non-subscribers can read and sort comments but will not be able to engage with them in any way.'),
                comments_coral(ctx, 4)))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="c-rail">%s%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='c-trending', title='Trending', numbered=True, style='ol', wrap='section'),
                ad_slot(ctx, 'rail-ad-1', 'c-ad', size='300x600'),
                story_list(ctx, ctx.others(3), cls='c-editors-picks', title='Editor\u2019s Picks', thumbs=True, style='div', wrap='section')))
    h.append(story_list(ctx, ctx.others(6), cls='c-more-from', title='More from %s' % s['section'], thumbs=True, teasers=True, dates=True, style='div', date_fn=d_us))
    h.append('</main>')
    cols = [('Subscribe', ['Globe2Go', 'Newsletters', 'Gift subscriptions', 'Mobile apps']), ('Sections', ['Canada', 'World', 'Business', 'Investing', 'Opinion', 'Sports']),
            ('Ledger Media', ['Advertise with us', 'Media Kit', 'Ledger Content Studio', 'Events']), ('Contact us', ['Customer Help', 'Newsroom', 'Public Editor', 'Staff'])]
    h.append('<footer class="c-footer">%s<p class="c-footer__legal">%s</p>%s</footer>'
             % (sitemap(ctx, cols, 'c-footer__nav'),
                copyright_line(ctx, 'The Dominion Ledger Inc.', ' 48 Wellington St. E., Suite 900, Toronto, ON Canada M5E 1C6'),
                ul_links([('Terms & Conditions', '/terms/'), ('Privacy Policy', '/privacy/'), ('Disclaimer', '/disclaimer/'), ('Accessibility Policy', '/accessibility/')], 'c-footer__links')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== Toronto Star-style

def star_href(ctx, sec, hed, d):
    return 'https://www.harbourfrontstar.ca/news/%s/%d/%02d/%02d/%s.html' % (slugify(sec, 1) or 'gta', d.year, d.month, d.day, slugify(hed, 9))


def star_url(ctx):
    return star_href(ctx, ctx.s['section'], ctx.s['hed'], ctx.dt)


def star_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | The Harbourfront Star' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.harbourfrontstar.ca/etc/designs/harbourfront/article.min.css'],
                     js=['<script>var starPageData={"section":"%s","contentType":"article","paywall":"metered"};</script>' % slugify(s['section'])])
    d = ctx.dt
    nm = s['authors'][0]['name']
    role = s.get('role', 'Staff Reporter')
    by = 'By %s %s' % (nm, role)
    date_txt = '%s., %s %d, %d' % (wk(d)[:3] if wk(d)[:3] != 'Thu' else 'Thu', LG.MONTHS_AP[d.month - 1], d.day, d.year)
    ctx.meta_lines = [by, date_txt]
    h = ['<body class="article-page">',
         '<div class="subscription-bar"><p>%s</p><a href="/subscribe">Subscribe</a></div>' % ctx.C('paywall', 'Subscribe to the Star: $1 for 4 weeks of unlimited digital access.'),
         '<header class="header"><a class="header__logo" href="/">The Harbourfront Star</a><div class="header__weather">Toronto %d\u00b0C</div>' % ctx.ri(-5, 28),
         nav_menu(ctx, ['Home', 'GTA', 'Canada', 'Politics', 'World', 'Opinion', 'Life', 'Sports', 'Entertainment', 'Business', 'Investigations', 'Podcasts'], cls='header__nav',
                  sub={'GTA': ['Toronto', 'Mississauga', 'Brampton', 'Hamilton', 'Durham', 'York Region'], 'Sports': ['Leafs', 'Raptors', 'Blue Jays', 'TFC', 'Argos']}),
         '</header>',
         '<main class="main"><%s class="article">' % A(ctx),
         '<div class="article__section"><a href="/news/%s">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="c-article-headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="c-article-subheadline">%s</h2>' % esc(s['dek']))
    h.append('<div class="article__byline"><span class="article__byline-name">By <a href="/authors/%s">%s</a></span> <span class="article__byline-role">%s</span></div>' % (slugify(nm), esc(nm), esc(role)))
    h.append('<div class="article__published-date">%s</div>' % esc(date_txt))
    h.append('<div class="article__readtime">%s %d min read</div>' % (svg('clock', size=14), max(1, len(' '.join(ctx.truth()).split()) // 220)))
    h.append('<div class="article__share"><span>SHARE:</span>%s</div>' % share_bar(ctx, 'social-share', ('facebook', 'twitter', 'email', 'link'), label=False))
    lead = s.get('lead')
    if lead:
        h.append('<div class="c-article-image">%s<div class="c-article-image__caption">%s</div><div class="c-article-image__credit">%s</div></div>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0]), ctx.C('caption', lead[0]), esc(lead[1]).upper() + ' / STAR'))
    others = ctx.others(1)

    def after(i):
        if i == 3:
            return '<div class="ad-slot ad-slot--bigbox"><span class="ad-slot__label">%s</span><div id="bigbox-1"></div></div>' % L['advert']
        if i == 6:
            return '<div class="related-inline"><span>RELATED STORIES:</span> <a href="%s">%s</a></div>' % (esc(others[0]['href']), ctx.C('inline', others[0]['hed']))
        return ''
    fmt = dict(p=lambda c, t: '<p class="text-block-container">%s</p>' % inline(t), h=lambda c, t: '<h2 class="text-block-container subhead">%s</h2>' % inline(t))
    h.append('<div class="c-article-body__content">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article__footer"><div class="article__tags"><span>Read more about:</span> %s</div>' % ', '.join('<a href="/topic/%s">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="article__corrections"><a href="/corrections">Corrections</a> <a href="/trust">Trust Principles</a></div>')
    h.append('<div class="article__comments"><h3>Conversation</h3><p class="disclaimer">%s</p>%s</div></div>'
             % (ctx.C('policy', 'Conversations are opinions of our readers and are subject to the Code of Conduct. The Star does not endorse these opinions.'),
                comments_viafoura(ctx, 5)))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="rail">%s%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='top-stories', title='Top Stories', thumbs=True, style='div', wrap='section'),
                ad_slot(ctx, 'bigbox-rail', 'ad-slot', size='300x250'),
                story_list(ctx, ctx.others(4), cls='star-exclusives', title='Star Exclusives', style='ul', kickers=True, wrap='section')))
    h.append(story_list(ctx, ctx.others(6), cls='more-gta', title='More from The Star & Partners', thumbs=True, teasers=True, style='div'))
    h.append('</main>')
    h.append(app_prompt(ctx, 'app-banner'))
    h.append('<footer class="footer"><div class="footer__logo">The Harbourfront Star</div>%s<p class="footer__copyright">%s</p></footer>'
             % (ul_links([('About', '/about'), ('Atkinson Principles', '/principles'), ('Glossary', '/glossary'), ('Trust Project', '/trust'), ('Contact Webmaster', '/contact'),
                          ('FAQ', '/faq'), ('News Releases', '/news-releases'), ('Star Internships', '/internships'), ('Media Kit', '/media-kit'), ('Advertise', '/advertise'),
                          ('Privacy Policy', '/privacy'), ('Terms and Conditions', '/terms'), ('Accessibility Policy', '/accessibility')], 'footer__links'),
                ctx.C('footer', '\u00a9 Copyright Harbourfront Star Newspapers Ltd. 1996 - %d. The Harbourfront Star and harbourfrontstar.ca are part of Lakeshore Media. All rights reserved.' % ctx.dt.year)))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== TechCrunch-style (WordPress VIP)

def tc_href(ctx, sec, hed, d):
    return 'https://seedbeat.com/%d/%02d/%02d/%s/' % (d.year, d.month, d.day, slugify(hed, 9))


def tc_url(ctx):
    return tc_href(ctx, '', ctx.s['hed'], ctx.dt)


def tc_render(ctx):
    s, L = ctx.s, ctx.L
    pid = 2100000 + ctx.num * 3
    graph = None
    if ctx.page['ld']:
        art = dict((k, v) for k, v in jsonld_article(ctx, ctx.page['ld']).items() if k != '@context')
        graph = [{'@type': 'WebPage', '@id': ctx.url, 'url': ctx.url, 'name': s['hed'], 'isPartOf': {'@id': 'https://seedbeat.com/#website'}},
                 {'@type': 'WebSite', '@id': 'https://seedbeat.com/#website', 'name': 'SeedBeat', 'url': 'https://seedbeat.com/'}, art]
    head_html = head(ctx, '%s | SeedBeat' % s['hed'], og=ctx.page['og'], ld=None, graph=graph,
                     css=['https://seedbeat.com/wp-content/themes/vip/seedbeat-2020/assets/dist/css/main.css?ver=2.0.3'],
                     js=['<script>var sbData={"postId":%d,"authors":["%s"],"isPaywalled":false};</script>' % (pid, esc(s['authors'][0]['name']))],
                     extra='<link rel="shortlink" href="https://seedbeat.com/?p=%d">' % pid)
    d = ctx.dt
    nm = s['authors'][0]['name']
    meta = '%s %s \u2022 %s' % (t12(d).lower().replace(' ', ' '), 'EDT' if 3 < d.month < 11 else 'EST', d_us(d))
    ctx.meta_lines = [nm, meta]
    h = ['<body class="post-template-default single single-post postid-%d single-format-standard">' % pid,
         '<div class="site-navigation"><a class="site-navigation__logo" href="/">SeedBeat</a>',
         '<div class="site-navigation__plus"><a href="/plus/">Join SeedBeat+</a></div><a class="site-navigation__login" href="/login/">Login</a><button class="site-navigation__search">%s</button>' % svg('search'),
         nav_menu(ctx, ['Startups', 'Videos', 'Audio', 'Newsletters', 'SeedBeat+', 'Advertise', 'Events'], cls='site-navigation__menu',
                  sub={'Startups': ['Fundraising', 'Transportation', 'Enterprise', 'Fintech', 'Hardware', 'Security']}),
         '</div>',
         '<div class="content-wrap"><div class="content">',
         '<%s class="article-container article--post">' % A(ctx),
         '<header class="article__header"><div class="article__primary-category"><a href="/category/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<div class="article__title-wrapper"><h1 class="article__title">%s</h1></div>' % esc(s['hed']),
         '<div class="article__byline-wrapper"><div class="article__byline"><a href="/author/%s/">%s</a></div>' % (slugify(nm), esc(nm)),
         '<div class="article__byline__meta"><time class="full-date-time" datetime="%s">%s</time></div></div>' % (ctx.iso(), esc(meta)),
         '<div class="article__share">%s<a class="article__comments" href="#comments">Comment</a></div></header>' % share_bar(ctx, 'social-share', ('facebook', 'linkedin', 'reddit', 'email', 'link'), label=False)]
    lead = s.get('lead')
    if lead:
        h.append('<div class="article__featured-image-wrapper breakout">%s<div class="article__featured-image-caption"><span class="caption-text">%s</span> <strong>Image Credits:</strong> %s</div></div>'
                 % (lazy_img(ctx, ctx.img_url('lead', 1024, 576), lead[0], w=1024, h=576, mode='srcset'), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(1)

    def after(i):
        if i == 3 and ctx.num == 9039:
            return ('<div class="crunchbase-card"><h4 class="crunchbase-card__name">Palletly</h4><dl><dt>Founded</dt><dd>2018</dd><dt>Location</dt><dd>Chicago, Illinois, United States</dd>'
                    '<dt>Categories</dt><dd>Logistics, Supply Chain Management, SaaS</dd><dt>Total Funding</dt><dd>$35M</dd></dl><a href="/company/palletly/">View company profile</a></div>')
        if i == 5:
            return '<div class="embed breakout embed--post"><span class="embed__label">Related</span><a href="%s">%s</a></div>' % (esc(rel[0]['href']), ctx.C('inline', rel[0]['hed']))
        if i == 8:
            return ('<div class="newsletter-inline"><h3>%s</h3><p>%s</p><form action="/newsletters/" method="post"><input type="email" placeholder="%s"><button>Subscribe</button></form></div>'
                    % (ctx.C('newsletter', 'The Morning Seed'), ctx.C('newsletter', 'Get the day\u2019s biggest startup and funding stories delivered to your inbox every weekday.'), esc(L['email_ph'])))
        return ''
    fmt = dict(p=lambda c, t: '<p%s>%s</p>' % (' id="speakable-summary"' if t == ctx.blocks[0][1] else '', inline(t)))
    h.append('<div class="article-content">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article__footer"><div class="article__tags"><span>Tags</span> %s</div></div>' % ' '.join('<a href="/tag/%s/">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="plus-promo"><h3>SeedBeat+</h3><p>%s</p><a href="/plus/">Join SeedBeat+</a></div>'
             % ctx.C('paywall', 'Unlock exclusive investor surveys, deep dives on startups and market maps. Join SeedBeat+ for $15 a month.'))
    h.append('</%s>' % A(ctx))
    rc = ctx.others(4)
    h.append('<section class="related-articles"><h2>Related Articles</h2>%s</section>'
             % ''.join('<div class="post-block post-block--image"><header class="post-block__header"><h2 class="post-block__title"><a class="post-block__title__link" href="%s">%s</a></h2>'
                       '<div class="post-block__meta"><span class="river-byline__authors"><a href="/author/%s/">%s</a></span> <time>%s</time></div></header>'
                       '<div class="post-block__content">%s</div><footer class="post-block__footer">%s</footer></div>'
                       % (esc(r['href']), ctx.C('list', r['hed']), slugify(r['author']), esc(r['author']), d_us(r['dt']), ctx.C('teaser', r['teaser']),
                          lazy_img(ctx, r['img'].replace('1200x675', '400x225'), '', w=400, h=225)) for r in rc))
    h.append('</div><aside class="sidebar">%s%s</aside></div>'
             % (story_list(ctx, ctx.others(5), cls='popular-stories', title='Popular Stories', numbered=True, style='ol'),
                '<div class="events-promo"><h3>SeedBeat Sessions: Mobility</h3><p>%s</p><a href="/events/">Get tickets</a></div>' % ctx.C('promo', 'Join founders and investors for a day of talks on the future of logistics and transportation. Early-bird tickets end Friday.')))
    h.append('<footer class="site-footer"><div class="site-footer__logo">SeedBeat</div>%s<p class="site-footer__copyright">%s</p></footer>'
             % (ul_links([('About', '/about/'), ('Legal', '/legal/'), ('Privacy Policy', '/privacy-policy/'), ('Terms of Service', '/terms/'), ('Code of Conduct', '/code-of-conduct/'),
                          ('Advertise', '/advertise/'), ('Contact Us', '/contact/'), ('Events', '/events/'), ('Site Map', '/sitemap/')], 'site-footer__links'),
                copyright_line(ctx, 'SeedBeat Media', ' Powered by WordPress VIP.')))
    h.append(cookie_banner(ctx, 'simple'))
    h.append('<script src="https://seedbeat.com/wp-content/themes/vip/seedbeat-2020/assets/dist/js/main.js?ver=2.0.3"></script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US"')


# ============================================================== Engadget-style (2016-2019 in-house design system: o-/c-/t-/th- utility classes)

def eg_href(ctx, sec, hed, d):
    return 'https://www.kilobyte.news/%s-%02d%02d%02d%03d.html' % (slugify(hed, 7), d.hour, d.minute, d.day, len(hed))


def eg_url(ctx):
    return eg_href(ctx, '', ctx.s['hed'], ctx.dt)


def eg_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | Kilobyte' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://s.kilobyte.news/css/kb-article.8c1d.css'],
                     js=['<script>window.KB=window.KB||{};KB.context={"site":"kilobyte","lang":"en-US","pageType":"article","vertical":"gear"};</script>'])
    d = ctx.dt
    nm = s['authors'][0]['name']
    date_txt = '%s %s' % (d_us(d), t12(d))
    ctx.meta_lines = [nm, date_txt]
    h = ['<body class="bg-white article-page">',
         '<div id="module-header" class="o-header bg-black"><div class="o-header__inner flex@m+ pl-20 pr-20"><a class="o-header__logo t-h3" href="/">Kilobyte</a>',
         nav_menu(ctx, ['Reviews', 'Gear', 'Gaming', 'Entertainment', 'Tomorrow', 'Deals', "Buyer's Guide", 'Video', 'Podcasts'], cls='o-nav flex@m+ t-meta-small'),
         '<a class="o-header__login t-meta-small" href="/login">Login</a></div></div>',
         '<main class="o-container"><div class="grid@m+"><div class="col-8-of-12@m+">',
         '<%s class="o-article_block">' % A(ctx),
         '<header class="o-article_header"><div class="th-topic t-meta-small c-gray-3"><a href="/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="t-h4@m- t-h1-b@m+ mt-20 mb-20">%s</h1>' % esc(s['hed']),
         '<div class="th-meta flex@m+"><div class="th-meta__authors"><div class="th-meta__author t-meta-small"><a href="/about/editors/%s/">%s</a></div>' % (slugify(nm), esc(nm)),
         '<div class="th-meta__time t-meta-small c-gray-3"><time datetime="%s">%s</time></div></div>' % (ctx.iso(), esc(date_txt)),
         '<div class="o-share flex">%s<span class="t-meta-small">%d Shares</span><a href="#comments" class="t-meta-small">%d Comments</a></div></div></header>'
         % (share_bar(ctx, 'o-share__buttons', ('facebook', 'twitter', 'reddit', 'email'), label=False), ctx.ri(30, 400), ctx.ri(5, 140))]
    lead = s.get('lead')
    if lead:
        h.append('<figure class="o-lead_image">%s<figcaption class="t-caption c-gray-3">%s</figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], mode='srcset'), ctx.C('caption', lead[1])))

    def after(i):
        if i in (2, 6):
            return '<div class="o-ad_slot ta-c mt-20 mb-20"><span class="t-meta-small c-gray-4">%s</span><div id="ad-article-%d"></div></div>' % (L['advert'], i)
        return ''
    h.append('<div class="o-article_body article-text c-gray-1 no-review">%s</div>' % ''.join(render_blocks(ctx, dict(note=lambda c, t: '<p><em>%s</em></p>' % inline(t)), after)))
    h.append('<div class="o-affiliate_disclaimer t-meta-small c-gray-3"><p>%s</p></div>'
             % ctx.C('legal', 'All products recommended by Kilobyte are selected by our editorial team, independent of our parent company. Some of our stories include affiliate links. If you buy something through one of these links, we may earn an affiliate commission.'))
    h.append('<div class="o-source t-meta-small">Source: <a href="/out/%s">%s</a></div>' % (slugify(s['tags'][1]), esc(s['tags'][1])))
    h.append('<div class="o-tags t-meta-small"><span>In this article:</span> %s</div>' % ', '.join('<a href="/tag/%s/">%s</a>' % (slugify(t), esc(t.lower())) for t in s['tags'] + ['gear', 'news']))
    h.append('<div id="comments" class="o-comments">%s</div>' % comments_spotim(ctx, 5))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(6), cls='latest', title='Latest', thumbs=True, bylines=True, dates=True, style='div', date_fn=lambda dd: ctx.ago(dd)))
    h.append('</div><aside class="col-4-of-12@m+ pl-20">%s%s%s</aside></div></main>'
             % (story_list(ctx, ctx.others(5), cls='popular', title='Popular on Kilobyte', numbered=True, style='ol'),
                ad_slot(ctx, 'ad-rail-1', 'o-ad_slot', size='300x250'),
                story_list(ctx, ctx.others(3), cls='from-web', title='From around the web', thumbs=True, teasers=True, style='div')))
    h.append('<footer class="o-footer bg-black c-white p-20"><div class="o-footer__logo t-h3">Kilobyte</div>%s<p>%s</p></footer>'
             % (ul_links([('About Kilobyte', '/about/'), ('Advertise', '/advertise/'), ('Privacy Policy', '/privacy/'), ('Terms of Service', '/terms/'), ('Trademarks', '/trademarks/'),
                          ('About Our Ads', '/ads/'), ('Privacy Dashboard', '/privacy-dashboard/'), ('Sitemap', '/sitemap/')], 'o-footer__links flex@m+'),
                copyright_line(ctx, 'Kilobyte Media')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US"')


# ============================================================== Salon-style

def salon_href(ctx, sec, hed, d):
    return 'https://www.theparlor.com/%d/%02d/%02d/%s/' % (d.year, d.month, d.day, slugify(hed, 9).replace('-', '_'))


def salon_url(ctx):
    return salon_href(ctx, '', ctx.s['hed'], ctx.dt)


def salon_render(ctx):
    s, L = ctx.s, ctx.L
    head_html = head(ctx, '%s | The Parlor.com' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.theparlor.com/app/themes/parlor/dist/styles/main_5c2e.css'],
                     js=['<script>window.parlor={"articleId":%d,"section":"%s","premium":false};</script>' % (ctx.num * 271, slugify(s['section']))])
    d = ctx.dt
    nm = s['authors'][0]['name']
    pub = 'PUBLISHED %s %d, %d %d:%02d%s (%s)' % (LG.MONTHS['en'][d.month - 1].upper(), d.day, d.year, d.hour % 12 or 12, d.minute, 'AM' if d.hour < 12 else 'PM',
                                                  'EDT' if 3 < d.month < 11 else 'EST')
    ctx.meta_lines = [nm, pub]
    h = ['<body class="article-page">',
         '<header class="site-header"><a class="site-header__logo" href="/">The Parlor</a>',
         nav_menu(ctx, ['News & Politics', 'Culture', 'Food', 'Science & Health', 'Innovation', 'Video', 'Podcasts', 'Parlor Premium'], cls='site-header__nav'),
         '<a class="site-header__member" href="/premium/">Become a member</a><a class="site-header__adfree" href="/premium/">Go Ad-Free</a></header>',
         '<main class="container"><div class="row"><div class="col-main">',
         '<%s class="article-content">' % A(ctx),
         '<div class="article-header"><div class="category"><a href="/category/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="title">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="subTitle">%s</h2>' % esc(s['dek']))
    h.append('<div class="writers"><span class="writer-name"><a href="/writer/%s/">%s</a></span></div>' % (slugify(nm), esc(nm)))
    h.append('<div class="publish-date"><time datetime="%s">%s</time></div>' % (ctx.iso(), esc(pub)))
    h.append('<div class="share-bar">%s</div></div>' % share_bar(ctx, 'social-links', ('facebook', 'twitter', 'reddit', 'email'), label=False))
    lead = s.get('lead')
    if lead:
        h.append('<figure class="article-image">%s<figcaption>%s (%s)</figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0]), ctx.C('caption', lead[0]), esc(lead[1])))

    def after(i):
        if i in (2, 7, 12):
            return '<div class="parlor-ad"><p class="ad-label">Advertisement:</p><div id="parlor-ad-inline-%d"></div></div>' % i
        return ''
    h.append('<div class="article-body">%s</div>' % ''.join(render_blocks(ctx, None, after)))
    h.append('<div class="writer-bio"><p><strong>By %s</strong></p><p>%s</p><a href="/writer/%s/">MORE FROM %s</a></div>'
             % (esc(nm), ctx.C('bio', '%s is a staff writer at The Parlor covering rural affairs, food and the economy.' % nm), slugify(nm), esc(nm)))
    h.append('<div class="related-topics"><h4>Related Topics ------------------------------------------</h4>%s</div>' % ul_links([(t, '/topic/%s/' % slugify(t)) for t in s['tags']]))
    h.append('<div id="comments" class="comments">%s</div>' % comments_disqus(ctx, 5, 'theparlor'))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(6), cls='related-articles', title='Related Articles', thumbs=True, bylines=True, style='div'))
    h.append('</div><aside class="col-side">%s<div class="premium-box"><h3>Parlor Premium</h3><p>%s</p><a href="/premium/">Join now</a></div>%s</aside></div></main>'
             % (story_list(ctx, ctx.others(5), cls='trending', title='Trending', numbered=True, style='ol'),
                ctx.C('paywall', 'Enjoy an ad-free experience, exclusive newsletters and early access to podcasts. Support independent journalism today.'),
                ad_slot(ctx, 'parlor-ad-rail', 'parlor-ad', label='Advertisement:', size='300x250')))
    h.append('<footer class="site-footer">%s<p class="copyright">%s</p><p class="trademark">%s</p></footer>'
             % (ul_links([('About', '/about/'), ('Staff', '/staff/'), ('Contact', '/contact/'), ('Privacy', '/privacy/'), ('Terms of Service', '/terms/'), ('Archive', '/archive/'), ('Go Ad Free', '/premium/')], 'footer-links'),
                ctx.C('footer', 'Copyright \u00a9 %d The Parlor Media Group Inc. Reproduction of material from any Parlor pages without written permission is strictly prohibited.' % ctx.dt.year),
                ctx.C('legal', 'THE PARLOR \u00ae is registered in the U.S. Patent and Trademark Office as a trademark of The Parlor Media Group Inc.')))
    h.append(push_prompt(ctx))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== WordPress + Newsmag (tagDiv)

def nm_href(ctx, sec, hed, d):
    return 'https://bluegrassbeacon.com/%d/%02d/%02d/%s/' % (d.year, d.month, d.day, slugify(hed, 9))


def nm_url(ctx):
    return nm_href(ctx, '', ctx.s['hed'], ctx.dt)


CONDOLENCES = ['Our thoughts and prayers are with the Tate family. Mrs. Tate was the best teacher I ever had.',
               'She taught both of my children to read. Rest in peace, Mrs. Tate.',
               'Robert and family, we are so sorry for your loss. She was a lovely lady and a wonderful voice in the choir.',
               'I still remember her third grade spelling bees. Sending love to Linda and Susan.']


def nm_render(ctx):
    s, L = ctx.s, ctx.L
    pid = 18000 + ctx.num
    head_html = head(ctx, '%s - Bluegrass Beacon' % s['hed'], og=ctx.page['og'], ld=None, generator='WordPress 5.7.2',
                     graph=[{'@type': 'WebSite', '@id': 'https://bluegrassbeacon.com/#website', 'url': 'https://bluegrassbeacon.com/', 'name': 'Bluegrass Beacon'},
                            {'@type': 'WebPage', '@id': ctx.url + '#webpage', 'url': ctx.url, 'name': s['hed'] + ' - Bluegrass Beacon', 'isPartOf': {'@id': 'https://bluegrassbeacon.com/#website'}},
                            dict((k, v) for k, v in jsonld_article(ctx, ctx.page['ld']).items() if k != '@context')] if ctx.page['ld'] else
                     [{'@type': 'WebSite', '@id': 'https://bluegrassbeacon.com/#website', 'url': 'https://bluegrassbeacon.com/', 'name': 'Bluegrass Beacon'},
                      {'@type': 'WebPage', '@id': ctx.url + '#webpage', 'url': ctx.url, 'name': s['hed'] + ' - Bluegrass Beacon'}],
                     css=['https://bluegrassbeacon.com/wp-content/themes/Newsmag/style.css?ver=5.1', 'https://bluegrassbeacon.com/wp-includes/css/dist/block-library/style.min.css?ver=5.7.2'],
                     js=['<script>var tdBlocksArray=[];var td_ajax_url="https://bluegrassbeacon.com/wp-admin/admin-ajax.php?td_theme_name=Newsmag&v=5.1";</script>'],
                     extra='<link rel="shortlink" href="https://bluegrassbeacon.com/?p=%d"><link rel="https://api.w.org/" href="https://bluegrassbeacon.com/wp-json/">' % pid)
    d = ctx.dt
    nm = s['authors'][0]['name']
    meta = 'By %s - %s' % (nm, d_us(d))
    ctx.meta_lines = [meta]
    cat = s['section']
    mega_posts = ctx.others(4)
    h = ['<body class="post-template-default single single-post postid-%d single-format-standard td-newsmag-local global-block-template-1 single_template_1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">' % pid,
         '<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>',
         '<div id="td-outer-wrap"><div class="td-outer-container">',
         '<div class="td-header-container td-header-wrap td-header-style-1"><div class="td-header-row td-header-top-menu"><div class="td-top-bar-container top-bar-style-1">',
         '<div class="td-header-sp-top-menu"><div class="td_data_time">%s, %s</div>' % (wk(d), d_us(d)),
         '<div class="td-weather-top-widget" id="td_top_weather_uid"><i class="td-icons few-clouds-d"></i><div class="td-weather-now"><span class="td-big-degrees">%d</span><span class="td-weather-unit">F</span></div><div class="td-weather-header"><div class="td-weather-city">Bardstown</div></div></div>' % ctx.ri(40, 88),
         '<div class="menu-top-container">%s</div></div>' % ul_links([('About Us', '/about-us/'), ('Advertise', '/advertise/'), ('Contact', '/contact/'), ('Submit an Obituary', '/submit-obituary/')], 'top-header-menu', 'menu-item'),
         '<div class="td-header-sp-top-widget">%s</div></div></div>' % social_links(ctx, 'td-social-icon-wrap'),
         '<div class="td-header-row td-header-header"><div class="td-header-sp-logo"><a class="td-main-logo" href="https://bluegrassbeacon.com/"><img src="https://bluegrassbeacon.com/wp-content/uploads/2019/02/beacon-logo.png" alt="Bluegrass Beacon" width="272" height="90"><span class="td-visual-hidden">Bluegrass Beacon</span></a></div>',
         '<div class="td-header-sp-rec"><div class="td-header-ad-wrap td-ad-m td-ad-tp td-ad-p"><div class="td-a-rec td-a-rec-id-header"><span class="td-adspot-title">- Advertisement -</span><div id="div-gpt-header"></div></div></div></div></div>',
         '<div class="td-header-menu-wrap"><div class="td-header-row td-header-border td-header-main-menu"><div id="td-header-menu" role="navigation"><div id="td-top-mobile-toggle"><a href="#"><i class="td-icon-font td-icon-mobile"></i></a></div>',
         '<div class="menu-main-container"><ul id="menu-main-1" class="sf-menu">',
         '<li class="menu-item current-menu-item td-menu-item td-normal-menu"><a href="/">Home</a></li>',
         '<li class="menu-item td-menu-item td-mega-menu"><a href="/category/news/">News</a><ul class="sub-menu"><li class="menu-item-0"><div class="td-container-border"><div class="td-mega-grid"><div class="td_block_wrap td_block_mega_menu"><div class="td_block_inner">%s</div></div></div></div></li></ul></li>'
         % ''.join('<div class="td-mega-span"><div class="td_module_mega_menu td_mod_mega_menu"><div class="td-module-thumb"><a href="%s" rel="bookmark" title="%s">%s</a></div><div class="item-details"><h3 class="entry-title td-module-title"><a href="%s">%s</a></h3></div></div></div>'
                   % (esc(p['href']), esc(p['hed']), lazy_img(ctx, p['img'].replace('1200x675', '218x150'), p['hed'], w=218, h=150), esc(p['href']), ctx.C('list', p['hed'])) for p in mega_posts)]
    for sec in ['Nelson County', 'Madison County', 'Business', 'Sports', 'Obituaries', 'Opinion', 'Events']:
        h.append('<li class="menu-item td-menu-item td-normal-menu"><a href="/category/%s/">%s</a></li>' % (slugify(sec), esc(sec)))
    h.append('</ul></div></div></div></div></div>')
    h.append('<div class="td-container td-post-template-default"><div class="td-container-border"><div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="https://bluegrassbeacon.com/">Home</a></span> <i class="td-icon-right td-bread-sep"></i> <span><a class="entry-crumb" href="/category/news/">News</a></span> <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> <span class="td-bred-no-url-last">%s</span></div></div>' % esc(s['hed']))
    h.append('<div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">')
    h.append('<%s id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail category-%s" itemscope itemtype="https://schema.org/Article">' % (A(ctx), pid, pid, slugify(cat)))
    h.append('<div class="td-post-header td-pb-padding-side"><ul class="td-category"><li class="entry-category"><a href="/category/%s/">%s</a></li></ul>' % (slugify(cat), esc(cat)))
    h.append('<header><h1 class="entry-title">%s</h1>' % esc(s['hed']))
    h.append('<div class="td-module-meta-info"><span class="td-post-author-name"><span class="td-author-by">By</span> <a href="/author/%s/">%s</a><span class="td-author-line"> - </span></span>'
             '<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="%s">%s</time></span></div>' % (slugify(nm), esc(nm), ctx.iso(), esc(d_us(d))))
    cs_override = CONDOLENCES if s['kind'] == 'obituary' else None
    h.append('<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-%d">%s</span></div><div class="td-post-comments"><a href="#comments"><i class="td-icon-comments"></i>%d</a></div></header></div>'
             % (pid, '{:,}'.format(ctx.ri(300, 4000)), len(cs_override) if cs_override else 3))
    h.append('<div class="td-post-sharing-top"><div class="td-default-sharing">%s</div></div>'
             % ''.join('<a class="td-social-sharing-buttons td-social-%s" href="#"><i class="td-icon-%s"></i><div class="td-social-but-text">%s</div></a>' % (n.lower(), n.lower(), n) for n in ('Facebook', 'Twitter', 'Pinterest', 'WhatsApp')))
    h.append('<div class="td-post-content td-pb-padding-side">')
    lead = s.get('lead')
    if lead:
        h.append('<div class="td-post-featured-image"><figure><a href="%s" data-caption="%s">%s</a><figcaption class="wp-caption-text">%s</figcaption></figure></div>'
                 % (esc(ctx.img_url('lead')), esc(lead[0]), lazy_img(ctx, ctx.img_url('lead', 640, 427), lead[0], w=640, h=427, cls='entry-thumb td-modal-image'), ctx.C('caption', lead[0])))

    def after(i):
        if i == 2:
            return '<div class="td-a-rec td-a-rec-id-content_inline"><span class="td-adspot-title">- Advertisement -</span><div id="div-gpt-inline"></div></div>'
        return ''
    h.append(''.join(render_blocks(ctx, None, after)))
    h.append('</div>')
    prev_, next_ = ctx.others(2)
    h.append('<footer><div class="td-post-source-tags td-pb-padding-side"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>%s</ul></div>'
             % ''.join('<li><a href="/tag/%s/">%s</a></li>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="td-post-sharing-bottom td-pb-padding-side"><div class="td-default-sharing">%s</div></div>'
             % ''.join('<a class="td-social-sharing-buttons td-social-%s" href="#"><div class="td-social-but-text">%s</div></a>' % (n.lower(), n) for n in ('Facebook', 'Twitter')))
    h.append('<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Previous article</span><a href="%s">%s</a></div></div>'
             '<div class="td-next-prev-separator"></div><div class="td-block-span6 td-post-next-post"><div class="td-post-next-prev-content"><span>Next article</span><a href="%s">%s</a></div></div></div>'
             % (esc(prev_['href']), ctx.C('list', prev_['hed']), esc(next_['href']), ctx.C('list', next_['hed'])))
    h.append('<div class="author-box-wrap"><a href="/author/%s/"><img alt="" src="https://secure.gravatar-like.bluegrassbeacon.com/avatar/%d?s=96" class="avatar avatar-96 photo" height="96" width="96"></a><div class="desc"><div class="td-author-name vcard author"><span class="fn"><a href="/author/%s/">%s</a></span></div><div class="td-author-description">%s</div></div></div>'
             % (slugify(nm), ctx.num, slugify(nm), esc(nm), ctx.C('bio', 'The Bluegrass Beacon newsroom covers Nelson, Madison and surrounding counties. Send news tips and announcements to news@bluegrassbeacon.com.' if s['authors'][0].get('person') is False else '%s covers local government and business in Nelson County for the Bluegrass Beacon.' % nm)))
    h.append('</footer></%s>' % A(ctx))
    rel = ctx.others(3)
    h.append('<div class="td_block_wrap td_block_related_posts td_uid_3_rand td_with_ajax_pagination td-pb-border-top td_block_template_1"><h4 class="td-related-title td-block-title"><a class="td-related-left td-cur-simple-item" href="#">RELATED ARTICLES</a><a class="td-related-right" href="#">MORE FROM AUTHOR</a></h4><div class="td_block_inner"><div class="td-related-row">%s</div></div></div>'
             % ''.join('<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><div class="td-module-image"><div class="td-module-thumb"><a href="%s">%s</a></div></div><div class="item-details"><h3 class="entry-title td-module-title"><a href="%s">%s</a></h3></div></div></div>'
                       % (esc(r['href']), lazy_img(ctx, r['img'].replace('1200x675', '218x150'), r['hed'], w=218, h=150), esc(r['href']), ctx.C('list', r['hed'])) for r in rel))
    if cs_override:
        out = ['<div class="comments" id="comments"><div class="td-comments-title-wrap td_block_template_1"><h4 class="block-title"><span>%d COMMENTS</span></h4></div><ol class="comment-list">' % len(cs_override)]
        for j, t in enumerate(cs_override):
            dd = ctx.dt + datetime.timedelta(hours=3 + j * 5)
            out.append('<li class="comment" id="li-comment-%d"><article><footer><img alt="" src="https://bluegrassbeacon.com/avatar/%d.png" class="avatar avatar-50 photo" height="50" width="50"><cite>%s</cite><a class="comment-link" href="#li-comment-%d"><time pubdate="%s">%s At %s</time></a></footer><div class="comment-content"><p>%s</p></div><div class="comment-meta" id="comment-%d"><a rel="nofollow" class="comment-reply-link" href="#">Reply</a></div></article></li>'
                       % (900 + j, j, esc(['Carol W.', 'Jim and Donna Fields', 'Pastor Dale Rigsby', 'Amy (Harris) Cole'][j]), 900 + j, ctx.iso(dd), d_us(dd), t12l(dd), ctx.C('comment', t), 900 + j))
        out.append('</ol><div class="comment-pagination"><div class="clearfix"></div></div>')
        out.append('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">LEAVE A REPLY</h3><form action="https://bluegrassbeacon.com/wp-comments-post.php" method="post" id="commentform" class="comment-form"><div class="clearfix"></div><div class="comment-form-input-wrap td-form-comment"><textarea placeholder="Comment:" id="comment" name="comment" cols="45" rows="8" aria-required="true"></textarea><div class="td-warning-comment">Please enter your comment!</div></div><div class="comment-form-input-wrap td-form-author"><input class="" id="author" name="author" placeholder="Name:*" type="text" value="" size="30" aria-required="true"><div class="td-warning-author">Please enter your name here</div></div><div class="comment-form-input-wrap td-form-email"><input class="" id="email" name="email" placeholder="Email:*" type="text" value="" size="30" aria-required="true"><div class="td-warning-email-error">You have entered an incorrect email address!</div></div><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div></div>')
        h.append(''.join(out))
    else:
        h.append(comments_wp(ctx, 3, title='3 COMMENTS', reply_title='LEAVE A REPLY'))
    h.append('</div></div>')
    latest = ctx.others(5)
    h.append('<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">')
    h.append('<div class="td_block_wrap td_block_7 td_block_widget"><h4 class="block-title"><span>LATEST NEWS</span></h4><div class="td_block_inner">%s</div></div>'
             % ''.join('<div class="td-block-span12"><div class="td_module_6 td_module_wrap"><div class="td-module-thumb"><a href="%s">%s</a></div><div class="item-details"><h3 class="entry-title td-module-title"><a href="%s">%s</a></h3><div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date">%s</time></span></div></div></div></div>'
                       % (esc(x['href']), lazy_img(ctx, x['img'].replace('1200x675', '100x70'), x['hed'], w=100, h=70), esc(x['href']), ctx.C('list', x['hed']), d_us(x['dt'])) for x in latest))
    h.append('<aside class="td_block_template_1 widget widget_mc4wp_form_widget"><h4 class="block-title"><span>NEWSLETTER</span></h4>%s</aside>'
             % newsletter_box(ctx, 'mc4wp-form', title='Subscribe to the Beacon Bulletin', text='Local news from Nelson and Madison counties, delivered free every weekday morning.', btn='Subscribe'))
    h.append('<div class="td_block_wrap td_block_1 td_block_widget"><h4 class="block-title"><span>POPULAR</span></h4><div class="td_block_inner">%s</div></div>'
             % ''.join('<div class="td_module_1 td_module_wrap"><h3 class="entry-title td-module-title"><a href="%s">%s</a></h3><div class="td-excerpt">%s</div></div>'
                       % (esc(x['href']), ctx.C('list', x['hed']), ctx.C('teaser', x['teaser'])) for x in ctx.others(4)))
    h.append('<aside class="widget"><div class="td-a-rec td-a-rec-id-sidebar"><span class="td-adspot-title">- Advertisement -</span><div id="div-gpt-sidebar"></div></div></aside>')
    h.append('<aside class="widget widget_events"><h4 class="block-title"><span>UPCOMING EVENTS</span></h4><ul>%s</ul></aside>'
             % ''.join('<li><span class="event-date">%s</span> <a href="/events/%d/">%s</a></li>' % (d_us(d + datetime.timedelta(days=k * 3 + 2)), k, esc(e))
                       for k, e in enumerate(['Farmers market opening day', 'Bourbon Heritage Walk', 'County fair 4-H livestock show', 'Library summer reading kickoff'])))
    h.append('</div></div></div></div></div>')
    h.append('<div class="td-footer-container td-container"><div class="td-pb-row"><div class="td-pb-span12"><div class="td-footer-info"><div class="footer-logo-wrap"><a href="/">Bluegrass Beacon</a></div><div class="footer-text-wrap">%s<div class="footer-email-wrap">Contact us: <a href="mailto:news@bluegrassbeacon.com">news@bluegrassbeacon.com</a></div></div>%s</div></div></div></div>'
             % (ctx.C('footer', 'The Bluegrass Beacon is an independent, locally owned news site covering central Kentucky since 2012.'), social_links(ctx, 'footer-social-wrap td-social-style2')))
    h.append('<div class="td-sub-footer-container"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span8 td-sub-footer-menu">%s</div><div class="td-pb-span4 td-sub-footer-copy">%s</div></div></div></div>'
             % (ul_links([('Privacy Policy', '/privacy-policy/'), ('Terms', '/terms/'), ('Advertise', '/advertise/'), ('Media Kit', '/media-kit/'), ('Contact', '/contact/')], 'td-subfooter-menu'),
                ctx.C('footer', '\u00a9 Copyright %d - Bluegrass Beacon LLC' % ctx.dt.year)))
    h.append('</div></div>')
    h.append(cookie_banner(ctx, 'simple'))
    h.append('<script src="https://bluegrassbeacon.com/wp-content/themes/Newsmag/js/tagdiv_theme.min.js?ver=5.1"></script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en-US"')
