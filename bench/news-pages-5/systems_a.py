"""Large newsroom stacks: Washington Post-, WSJ-, Bloomberg-, MailOnline-, Reach plc-, CBC-, Stuff NZ-,
NDTV- and Al Jazeera-style pages. Hashed class names are imitations, not copied from any site."""
import json

from common import (photo_cand, subnav, render_unit, esc, att, inline_html, inline_text, head, ld_article, ld_breadcrumbs, ld_org, ld_script,
                    gtm, datalayer, body, inbody, place, svg, share_bar, share_urls, nav, ticker, breadcrumbs,
                    short_title, hero, body_photo, ad, inline_related, story_list, cards, newsletter, donation,
                    paywall, app_prompt, push_onesignal, cookie, poll, helpful, report_line, weather, stocks, events,
                    audio, author_bio, tags, prevnext, comments_wp, comment_form_wp, comments_generic,
                    comments_viafoura, footer, byline_names, doc, link_list, slugify, table_html, describe)


# ---------------------------------------------------------------- Washington Post-style (Next.js, wpds)

def washpost(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    P = 'wpds-c-cYdRxM wpds-c-cYdRxM-iPJLV-css overrideStyles font-copy'
    hd = head(pg, jsonld=[ld_article(pg, 'NewsArticle', isAccessibleForFree=False,
                                     hasPart={'@type': 'WebPageElement', 'isAccessibleForFree': False,
                                              'cssSelector': '.meteredContent'})],
              top='<meta name="eomportal-id" content="%s">' % pg.ident(8),
              extra='<link rel="preload" href="/static/fonts/SentinelHeadline-Bold.woff2" as="font" type="font/woff2" crossorigin>\n'
                    '<link rel="stylesheet" href="/_next/static/css/8f1c2a9d3b.css">\n' + gtm(pg) +
                    '\n<style>.wpds-c-hJpPMb{max-width:1440px;margin:0 auto}.hide-for-print{display:block}</style>')
    b = ['<div id="__next"><div class="wpds-c-hJpPMb">',
         '<a class="skip-link" href="#main-content">Skip to main content</a>',
         '<header class="wpds-c-kQcYJB" data-qa="site-header">',
         '<button type="button" data-qa="sc-sections-button" aria-label="Sections">%s<span>Sections</span></button>' % svg('menu'),
         '<a href="/" data-qa="logo" aria-label="%s homepage" class="wpds-c-dsnnDC"><span class="wpds-c-lbjRfb">%s</span></a>'
         % (att(site['name']), esc(site['name'])),
         '<a href="/subscribe/" data-qa="sc-subscribe-button" class="wpds-c-ksfvZo">%s</a>' % esc(L['subscribe']),
         '<a href="/login/" data-qa="sc-sign-in-button">%s</a>' % esc(L['login']),
         '</header>']
    if pg.has('section_menu', 0.5):
        b.append(nav(pg, 'wpds-c-section-nav', ['D.C.', 'Maryland', 'Virginia', 'Transportation', 'Education',
                                               'Crime & Justice', 'Weather', 'Obituaries'], 'sections'))
    b.append('<main id="main-content" class="grid-layout">')
    b.append('<article class="wpds-c-fYwlSx grid-center" data-qa="main" tabindex="-1">')
    if pg.has('kicker', 0.7):
        b.append('<div class="wpds-c-hsULlH headline-kicker" data-qa="headline-kicker"><a href="/%s/">%s</a></div>'
                 % (s.sec, esc({'Local': 'Maryland'}.get(s.section, s.section))))
    b.append('<h1 data-qa="headline" class="wpds-c-iiQaMf wpds-c-iiQaMf-igUpeQZ-css"><span data-qa="headline-text">%s</span></h1>'
             % esc(s.headline))
    if s.dek:
        b.append('<h2 data-qa="subheadline" class="wpds-c-fyzZVz wpds-c-fyzZVz-ikCxPYA-css">%s</h2>' % inline_html(s.dek))
    photo = ''
    if pg.has('author_photo', 0.5):
        photo = '<img class="wpds-c-bEjqpQ" src="%s" width="40" height="40" alt="">' % att(pg.img('authors-' + slugify(s.authors[0]), 80, 80))
    b.append('<div data-qa="author-byline" class="wpds-c-cNdzuP">%s<div data-qa="attribution-container"><span>%s</span> %s</div></div>'
             % (photo, esc(L['by']), byline_names(pg, cls='wpds-c-knSWeD')))
    stamp = pg.date() + ' at ' + pg.time() + ' EDT'
    b.append('<div data-qa="timestamp" class="wpds-c-hlgbmE"><span data-testid="display-date" class="wpds-c-iKQyrV">%s</span></div>'
             % esc(('Updated ' + pg.date(s.upd) + ' at ' + pg.time(s.upd) + ' EDT') if s.upd else stamp))
    if pg.has('share_top', 0.8):
        b.append('<div data-qa="article-share" class="wpds-c-bLjSpw"><button data-qa="gift-share" type="button">%s<span>Gift Article</span></button>\n'
                 '<button data-qa="share-button" type="button">%s<span>%s</span></button>\n<a href="#comments" data-qa="comments-btn">%s<span>%d</span></a></div>'
                 % (svg('bookmark'), svg('link'), esc(L['share']), svg('comment'), pg.rng.randint(20, 400)))
    if pg.has('audio', 0.4):
        b.append('<div data-qa="audio-player" class="wpds-c-audio"><button type="button" aria-label="Listen">%s<span>Listen</span></button>'
                 '<span>%d min</span></div>' % (svg('headphones'), pg.read_min()))
    if s.hero and pg.has('hero', 0.9):
        b.append('<figure data-qa="lede-art" class="wpds-c-gVfsbv"><img src="%s" width="1484" height="989" alt="%s" fetchpriority="high">'
                 '<figcaption class="wpds-c-ceWBJp"><span>%s</span> <span data-qa="credit">(%s)</span></figcaption></figure>'
                 % (att(pg.img(s.slug, 1484, 989)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def wp_ad():
        return ('<div class="hide-for-print" data-qa="article-body-ad"><div class="wpds-c-ad-label">%s</div>'
                '<div id="slug_inline_%s" data-qa="ad-slot" style="min-height:280px"></div>'
                '<div class="wpds-c-ad-continue">%s</div></div>' % (esc(L['advert']), pg.ident(4), esc(L['advert_continue'])))

    def interstitial():
        it = pg.others(1)[0]
        return '<div class="wpds-c-interstitial" data-qa="interstitial-link"><b>[</b><a href="%s">%s</a><b>]</b></div>' % (att(it['url']), esc(it['title']))
    ins = inbody(pg, photo_cand(pg, 'wpds-c-inline-photo') + [('ads', 0.8, wp_ad), ('inline_related', 0.6, interstitial), ('ads', 0.8, wp_ad),
                      ('newsletter', 0.3, lambda: newsletter(pg, 'wpds-c-nl-promo'))], first=1)
    paras = []
    for i, u in enumerate(s.units):
        if u[0] == 'p':
            paras.append('<div class="wpds-c-PJLV article-body" data-qa="article-body"><p data-el="text" dir="null" class="%s" '
                         'data-apitype="text" data-contentid="%s">%s</p></div>' % (P, pg.ident(26).upper(), inline_html(u[1])))
        else:
            paras.append('<div class="wpds-c-PJLV article-body" data-qa="article-body">%s</div>'
                         % render_unit(u, {'h2': '<h3 data-qa="subheader" class="wpds-c-dPeRzq">{}</h3>'}, i))
        paras.extend(ins.get(i, []))
    b.append('<div class="meteredContent grid-center">\n%s\n</div>' % '\n'.join(paras))
    if pg.has('tagline', 0.3):
        b.append('<div class="wpds-c-contrib" data-qa="contributor">%s contributed to this report.</div>' % esc(pg.name()))
    if pg.has('share_bottom', 0.5):
        b.append(share_bar(pg, 'wpds-c-share-bottom', label=True))
    b.append('</article>')
    if pg.has('comments', 0.5):
        b.append('<div id="comments" data-qa="comments-section" class="wpds-c-comments"><button type="button" data-qa="comments-btn">'
                 '%s<span>View %d comments</span></button></div>' % (svg('comment'), pg.rng.randint(30, 900)))
    if pg.has('more_from', 0.7):
        b.append(cards(pg, 'wpds-c-more', L['more_from'].format(s.section), pg.n(4, 2), card_tag='div'))
    if pg.has('most_read', 0.8):
        b.append(story_list(pg, 'wpds-c-most-read', 'Most Read ' + s.section, pg.n(5, 2), meta=(), numbered=True, tag='aside'))
    if pg.has('paywall', 0.3):
        b.append(paywall(pg, 'wpds-c-paywall'))
    b.append('</main>')
    b.append(footer(pg, 'wpds-c-footer', cols=[('Company', ['About Us', 'Careers', 'Newsroom Policies', 'Ethics Policy']),
                                              ('Get Us', ['Home Delivery', 'Digital Subscription', 'Gift Subscriptions', 'Mobile & Apps']),
                                              ('Contact Us', ['Contact the Newsroom', 'Contact Customer Care', 'Report a Correction'])],
                    address=False))
    b.append('</div></div>')
    b.append('<script id="__NEXT_DATA__" type="application/json">%s</script>' % json.dumps(
        {'props': {'pageProps': {'globalContent': {'_id': pg.ident(26).upper(), 'type': 'story',
                                                   'canonical_url': pg.url.replace(site['base'], ''),
                                                   'headlines': {'basic': inline_text(s.headline)}}}},
         'page': '/article', 'buildId': pg.ident(21)}))
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'onetrust'))
    return doc('en', hd, '\n'.join(b))


# ---------------------------------------------------------------- WSJ / Dow Jones-style

def wsj(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    ld = ld_article(pg, 'NewsArticle', isAccessibleForFree='False')
    hd = head(pg, jsonld=[ld],
              extra='<meta name="article.section" content="%s">\n<meta name="article.type" content="%s">\n'
                    '<meta name="page.content.type" content="article">\n<meta name="page.site" content="mercantile">\n'
                    '<link rel="stylesheet" href="/asset/styles/article.5c1a2b.css">\n' % (att(s.section), att(s.tags[0])) +
                    '<script>window.__STATE__={"articleId":"%s","isPaywalled":true};</script>' % pg.ident(12).upper())
    b = ['<div id="__next">', '<header class="css-1k7wsmt e1u7ddje0"><div class="css-gbr7xt">',
         '<a class="css-1q9ro0x" href="/">%s</a>' % esc(site['name'].upper()),
         '<div class="css-fh2k8c"><a class="css-14tn4e8" href="/subscribe/">%s</a> <a href="/login/">%s</a></div></div>'
         % (esc(L['subscribe']), esc(L['login'])),
         nav(pg, 'css-1xf6nhb-Nav', ['World', 'Business', 'U.S.', 'Politics', 'Economy', 'Tech', 'Markets & Finance',
                                     'Opinion', 'Arts', 'Lifestyle', 'Real Estate', 'Personal Finance', 'Health', 'Sports']),
         '</header>']
    if pg.has('ticker', 0.4):
        b.append(stocks(pg, 'css-mkt-strip'))
        pg.add('stocks')
    b.append('<main id="main" role="main" class="css-ueg3mk"><article class="css-1b5kb4a e1n4n1r0">')
    if pg.has('kicker', 0.9):
        b.append('<div class="css-16s4yno e1rmupmj1"><a class="css-1q0jrtp" href="/business/">Business</a> '
                 '<span aria-hidden="true">|</span> <a class="css-1q0jrtp" href="/%s/">%s</a></div>' % (s.sec, esc(s.tags[0])))
    b.append('<h1 class="css-1lvqw7f e1ro3ufa0">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<h2 class="css-jiugt2 e1jnoh9m0">%s</h2>' % inline_html(s.dek))
    if s.hero and pg.has('hero', 0.9):
        b.append('<figure class="css-14yp0b2"><picture><img class="css-1ryw2ha" src="%s" width="1278" height="852" alt=""></picture>'
                 '<figcaption class="css-1q2zj3d"><span class="css-1b2dxo5">%s</span> <span class="css-7jz429">PHOTO: %s</span></figcaption></figure>'
                 % (att(pg.img(s.slug, 1278, 852)), esc(s.hero[0]), esc(s.hero[1].upper())))
    photo = ''
    if pg.has('author_photo', 0.4):
        photo = '<img class="css-1e7hd9b" src="%s" width="36" height="36" alt="">' % att(pg.img('authors-' + slugify(s.authors[0]), 72, 72))
    b.append('<div class="css-1thvjf1 e10pnb9y0">%s<span class="css-c8a6b1">By</span> %s <button class="css-1xovn0x" type="button">%s</button></div>'
             % (photo, byline_names(pg, cls='css-mbn33i e10pnb9y1'), esc(L['follow'])))
    if s.upd:
        ts = 'Updated %s %s ET' % (pg.date(s.upd, 'short'), pg.time(s.upd).replace('.', ''))
    else:
        ts = '%s %s ET' % (pg.date(None, 'short'), pg.time().replace('.', ''))
    b.append('<p class="css-1ntdbuw e1ms9u350"><time datetime="%s" class="css-a8mttu">%s</time></p>' % (pg.iso(s.upd or s.dt), esc(ts)))
    if pg.has('share_top', 0.8):
        b.append('<div class="css-1s9m1mt"><button class="css-1wk52ep" type="button">%s<span>%s</span></button>'
                 '<button class="css-1wk52ep" type="button">%s<span>Resize</span></button>'
                 '<button class="css-1wk52ep" type="button">%s<span>%s</span></button></div>'
                 % (svg('bookmark'), esc(L['share']), svg('chevron'), svg('print'), esc(L['print'])))
    if pg.has('audio', 0.6):
        b.append('<div class="css-audio"><button class="css-1cmd4hd" type="button">%s<span>Listen</span> <span>(%d min)</span></button></div>'
                 % (svg('headphones'), pg.read_min()))

    def wsj_ad():
        return ('<div class="css-1mnb4v adWrapper" data-ad-type="inline"><p class="css-1ufsmch">Advertisement - Scroll to Continue</p>'
                '<div id="AD_INLINE_%s" class="css-ad-inline" style="min-height:250px"></div></div>' % pg.ident(4))
    ins = inbody(pg, [('ads', 0.8, wsj_ad), ('related_cards', 0.4, lambda: cards(pg, 'css-7flc4y', 'More on ' + s.tags[0], 2, h='h4', card_h='p', meta=False, kicker=False, tag='aside', card_tag='div')),
                      ('ads', 0.8, wsj_ad)], first=1)
    b.append('<section class="css-1bo1r5x e1of74uw15">')
    b.append(body(pg, {'p': '<p data-type="paragraph" class="css-k3zb6l-Paragraph e1e4oisd0">{}</p>',
                       'h2': '<h2 class="css-1ow4ph8-Heading e1hkcxp10">{}</h2>',
                       'table': lambda rows: table_html(rows, 'css-table')}, ins))
    b.append('</section>')
    if pg.has('tagline', 0.9):
        b.append('<p class="css-1ajmqj1"><strong>Write to %s at <a href="mailto:%s">%s</a></strong></p>'
                 % (esc(s.authors[0]), pg.email_for(s.authors[0]), pg.email_for(s.authors[0])))
    if pg.has('print_note', 0.7):
        b.append('<p class="css-f0xnht">Appeared in the %s, print edition as \'%s\'.</p>'
                 % (esc(pg.date(s.dt.replace(day=min(28, s.dt.day + 1)))), esc(short_title(pg, 4).rstrip('…'))))
    b.append('<p class="css-copyright">Copyright ©%d %s & Company, Inc. All Rights Reserved</p>' % (s.dt.year, esc(site['owner'])))
    b.append('</article>')
    if pg.has('related_cards', 0.4) or pg.has('more_from', 0.7):
        pg.add('more_from')
        b.append(cards(pg, 'css-what-next', 'What to Read Next', pg.n(5, 3), card_tag='div'))
    if pg.has('most_read', 0.8):
        b.append(story_list(pg, 'css-most-popular', 'Most Popular News', pg.n(5, 3), meta=(), numbered=True, tag='aside'))
        b.append(story_list(pg, 'css-most-popular-opinion', 'Most Popular Opinion', pg.n(5, 3), meta=('author',), numbered=True, tag='aside'))
    if pg.has('video', 0.6):
        b.append(story_list(pg, 'css-recommended-videos', 'Recommended Videos', pg.n(4, 2), meta=(), numbered=True, tag='aside', imgs=True))
    if pg.has('comments', 0.3):
        b.append('<div class="css-conversation" id="comments"><button type="button">%s<span>%s</span></button></div>'
                 % (svg('comment'), esc(L['n_comments'].format(pg.rng.randint(40, 800)))))
    b.append('</main>')
    b.append(footer(pg, 'css-footer', cols=[(site['name'], ['About Us', 'Subscribe', 'Customer Center', 'Newsletters & Alerts', 'Corrections']),
                                           ('Customer Service', ['Customer Center', 'Contact Us', 'Cancel My Subscription']),
                                           ('Policy', ['Cookie Notice', 'Copyright Policy', 'Data Policy', 'Subscriber Agreement & Terms of Use', 'Your Ad Choices']),
                                           ('Ads', ['Advertise', 'Commercial Real Estate Ads', 'Place a Classified Ad', 'Sell Your Business', 'Recruitment & Career Ads']),
                                           ('Tools & Features', ['Emails & Alerts', 'Guides', 'My News', 'RSS Feeds', 'Video Center', 'Watchlist', 'Podcasts']),
                                           ('Mercantile Products', ["Barrow's Weekly", 'Ticker Digest', 'Mansion Ledger', 'MarketPulse', 'Mercantile Pro', 'Newswires'])],
                    address=False, social=False))
    b.append('</div>')
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'onetrust'))
    return doc('en-US', hd, '\n'.join(b))


# ---------------------------------------------------------------- Bloomberg-style

def bloomberg(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    og = ('<meta property="og:title" content="%s">\n<meta property="og:url" content="%s">\n<meta property="og:image" content="%s">\n'
          '<meta property="og:site_name" content="%s">' % (att(inline_text(s.headline)), att(pg.url), att(pg.img(s.slug, 1200, 630)), att(site['name'])))
    hd = head(pg, og_type=None, jsonld=[ld_article(pg, 'NewsArticle', isAccessibleForFree=False)],
              extra=og + '\n<meta name="parsely-section" content="%s">\n<link rel="stylesheet" href="/assets/media-ui.3f9ac1.css">\n%s'
              % (att(s.section), gtm(pg)))
    b = ['<div id="app" class="ledger-app">', '<header class="media-ui-Navi_navi-6wZBxkdQbqI-" role="banner">',
         '<a class="media-ui-Navi_logo-2lEomyrVoqA-" href="/" aria-label="%s">%s</a>' % (att(site['name']), esc(site['name'])),
         nav(pg, 'media-ui-Navi_sections-rCPzlMAYsJ0-', ['Markets', 'Economics', 'Industries', 'Tech', 'Politics', 'Wealth',
                                                         'Pursuits', 'Opinion', 'Businessweek', 'Equality', 'Green', 'CityLab']),
         '<div class="media-ui-Navi_right-Q8aY6d-mqcw-"><a href="/subscriptions/">%s</a> <a href="/account/signin/">%s</a></div>'
         % (esc(L['subscribe']), esc(L['login'])), '</header>']
    if pg.has('ticker', 0.5):
        b.append('<div class="media-ui-MarketsTicker_ticker-aDQz3sjELyQ-">%s</div>' % stocks(pg, 'media-ui-MarketsTicker_item'))
        pg.add('stocks')
    b.append('<main class="media-ui-Main-RmCfZTAtbPQ-"><article class="media-ui-Article-0Ae3ZzPUXzY-" data-component="article">')
    b.append('<div class="HedAndDek_wrapper-Q9ilGzQp7jU-">')
    if pg.has('kicker', 0.9):
        b.append('<a class="Eyebrow_sectionTitle-wew8ihnXGNs-" href="/%s/">%s</a>' % (slugify(s.section), esc(s.section)))
    b.append('<h1 class="HedAndDek_headline-D19MOidHYLI-" data-component="headline">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<div class="HedAndDek_abstract-XX636-2bHQw-" data-component="abstract"><ul><li>%s</li></ul></div>' % inline_html(s.dek))
    b.append('</div>')
    photo = ''
    if pg.has('author_photo', 0.3):
        photo = '<img class="Byline_headshot-Q1eBy0Z0-6g-" src="%s" width="40" height="40" alt="">' % att(pg.img('authors-' + slugify(s.authors[0]), 80, 80))
    b.append('<div class="Byline_bylineContainer-aGsVYQEUQy4-">%s<div class="Byline_bylineAuthors-Ts-ifi4q-HY-">%s</div></div>'
             % (photo, byline_names(pg, cls='Byline_phoenixAuthorLink-sZ2sOdBr9PA-')))
    ts = '<time datetime="%s" class="TimeStamp_timestamp-ZcVYyN1fjQY-">%s at %s GMT</time>' % (pg.iso(), esc(pg.date()), pg.time().upper().replace('.', ''))
    if s.upd:
        ts += '<div class="TimeStamp_updated-gtmqmMP2KVk-">Updated on <time datetime="%s">%s at %s GMT</time></div>' % (pg.iso(s.upd), esc(pg.date(s.upd)), pg.time(s.upd).upper().replace('.', ''))
    b.append('<div class="TimeStamp_wrapper-B6uC6Wz9kZk-">%s</div>' % ts)
    if pg.has('share_top', 0.8):
        b.append('<div class="ArticleActions_actions-bL2PQ4J1ZvE-"><button type="button">%s<span>%s</span></button>'
                 '<button type="button">%s<span>%s</span></button><button type="button">%s<span>%s</span></button></div>'
                 % (svg('bookmark'), esc(L['gift']), svg('link'), esc(L['share']), svg('bookmark'), esc(L['save'])))
    if pg.has('audio', 0.7):
        b.append('<div class="media-ui-AudioPlayer_wrapper-2S5s3mmm1wk-"><button type="button" aria-label="%s">%s</button>'
                 '<span>%s</span> <span class="media-ui-AudioPlayer_time-0cN2cHGhbq0-">%d:%02d</span></div>'
                 % (att(L['play']), svg('play'), esc(L['listen']), pg.read_min(), pg.rng.randint(0, 59)))
    if s.hero and pg.has('hero', 0.9):
        b.append('<figure class="ImageFigure_figure-rBnJZSB3pNQ-"><img src="%s" width="1200" height="800" alt="">'
                 '<figcaption class="ImageFigure_caption-fE48Ac3a2o8-">%s <span class="ImageFigure_credit-YcpB0hk8Yw4-">%s</span></figcaption></figure>'
                 % (att(pg.img(s.slug, 1200, 800)), esc(s.hero[0]), esc(s.hero[1])))

    def read_more():
        it = pg.others(1)[0]
        return '<p class="media-ui-Paragraph_text-SqIsdNjh0t0- paywall"><strong>Read More: </strong><a href="%s">%s</a></p>' % (att(it['url']), esc(it['title']))

    def bb_ad():
        return ('<div class="media-ui-Ad_wrapper-N8kqLb-Xqw-" data-ad-placement="inline"><span class="media-ui-Ad_label-9uR3s3uqhbw-">%s</span>'
                '<div id="%s" class="media-ui-Ad_slot"></div></div>' % (esc(L['advert']), 'box-' + pg.ident(5)))

    def terminal():
        return ('<div class="TerminalPromo_wrapper-1wyGSrSQKWU-"><strong>Before it\'s here, it\'s on the %s Terminal.</strong> '
                '<a href="/professional/solution/terminal/">LEARN MORE</a></div>' % esc(site['name']))
    ins = inbody(pg, [('inline_related', 0.8, read_more), ('ads', 0.7, bb_ad), ('ads', 0.7, terminal),
                      ('inline_related', 0.8, read_more)], first=1)
    b.append('<div class="body-content" data-component="body-content">')
    b.append(body(pg, {'p': '<p class="media-ui-Paragraph_text-SqIsdNjh0t0- paywall">{}</p>',
                       'h2': '<h2 class="media-ui-Heading_heading-tUXJNwjzHWQ- paywall">{}</h2>',
                       'table': lambda rows: '<div class="media-ui-Table_wrapper-k4OD4ziV8Ak-" data-component="table">%s</div>'
                                             % table_html(rows, 'media-ui-Table_table-2xnvdQkeYjo-')}, ins))
    b.append('</div>')
    if pg.has('tagline', 0.8):
        b.append('<p class="media-ui-Paragraph_text-SqIsdNjh0t0- paywall"><em>— With assistance from %s</em></p>' % esc(pg.name()))
    if s.upd and pg.has('update_note', 0.85):
        b.append('<p class="media-ui-Paragraph_text-SqIsdNjh0t0- paywall"><em>(Updates with share move in last paragraph.)</em></p>')
    b.append('<div class="ArticleFooter_tip-6Iv5lNo8Zfs-">Have a confidential tip for our reporters? <a href="/tips/">Get in Touch</a></div>')
    pg.add('report_error')
    b.append('</article>')
    if pg.has('author_bio', 0.7):
        b.append('<div class="media-ui-FollowAuthors"><h3>Follow all new stories by</h3>%s</div>' % ''.join(
            '<div class="media-ui-FollowAuthor"><span>%s</span> <button type="button">+ Follow</button></div>' % esc(a) for a in s.authors))
    if pg.has('most_read', 0.8):
        b.append(story_list(pg, 'media-ui-MostRead', 'Most Read', pg.n(5, 3), meta=(), numbered=True, tag='aside'))
    if pg.has('more_from', 0.7):
        b.append(cards(pg, 'media-ui-MoreFrom', 'More From ' + site['name'], pg.n(5, 3), card_tag='div', meta=True))
    if pg.has('video', 0.5):
        b.append(story_list(pg, 'media-ui-VideoRail', 'Top Videos', pg.n(4, 2), meta=('date',), tag='aside', imgs=True))
    if pg.has('latest', 0.5):
        b.append(story_list(pg, 'media-ui-LatestRail', 'Latest', pg.n(5, 3), meta=('date',), tag='aside'))
    if pg.has('newsletter', 0.3):
        b.append(newsletter(pg, 'media-ui-NewsletterPromo', title='Five Things to Start Your Day',
                            text='Get caught up on what you need to know with our daily markets briefing.'))
    b.append('</main>')
    b.append(footer(pg, 'media-ui-Footer', cols=[('Products', ['Terminal', 'Data', 'Trading', 'Risk', 'Indices']),
                                                ('Industry Products', ['Ledgerline Law', 'Ledgerline Tax', 'Ledgerline Government', 'Ledgerline New Energy']),
                                                ('Media', ['Ledgerline Markets', 'Ledgerline Technology', 'Ledgerline Pursuits', 'Ledgerline Politics', 'Ledgerline Opinion', 'Ledgerline Businessweek']),
                                                ('Company', ['About', 'Careers', 'Diversity and Inclusion', 'Tech At Ledgerline', 'Philanthropy', 'Sustainability', 'Ledgerline London']),
                                                ('', ['Terms of Service', 'Manage Cookies', 'Trademarks', 'Privacy Policy', 'Customer Support', 'Made in NYC', 'Advertise', 'Ad Choices', 'Help'])],
                    address=False, social=False))
    b.append('</div>')
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'onetrust'))
    return doc('en', hd, '\n'.join(b))


# ---------------------------------------------------------------- MailOnline-style

def mailonline(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    typ = 'ReportageNews' if s.id.endswith('7') else 'NewsArticle'
    hd = head(pg, jsonld=[ld_article(pg, typ)], title='%s | %s' % (inline_text(s.headline), site['name']),
              extra='<meta name="mol:channel" content="news">\n<meta name="articleid" content="%s">\n'
                    '<link rel="stylesheet" href="/static/css/article.min.css?v=2024">\n'
                    '<script>var PageCriteria = window.PageCriteria || {}; PageCriteria.articleId = %s; PageCriteria.channel = "news";</script>'
                    % (s.aid, s.aid))
    b = ['<div id="page-container" class="page-container">', '<div class="page-header">',
         '<div class="masthead cleared"><a href="/home/index.html" class="logo"><span class="wai">%s</span></a></div>' % esc(site['name']),
         '<ul class="nav-primary cleared bdrgr3 cnr5">%s</ul>' % '\n'.join(
             '<li class="%s"><a href="/%s/index.html">%s</a></li>' % (slugify(x), slugify(x), esc(x))
             for x in ['Home', 'News', 'Royals', 'U.S.', 'Sport', 'TV', 'Showbiz', 'Femail', 'Health', 'Science', 'Money', 'Travel'])]
    if pg.has('section_menu', 0.7):
        b.append('<ul class="nav-secondary cleared">%s</ul>' % '\n'.join(
            '<li><a href="/news/%s/index.html">%s</a></li>' % (slugify(x), esc(x))
            for x in ['Latest Headlines', 'UK', 'Crime', 'Politics', 'World News', 'Headlines', 'Most read', 'Wires']))
    b.append('</div>')
    b.append('<div class="article-wrap cleared"><div class="alpha">')
    b.append('<div id="js-article-text" class="article-text wide heading-tag-switch">')
    b.append('<h1>%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="mol-para-with-font" style="font-weight:bold">%s</p>' % inline_html(s.dek))
    b.append('<p class="author-section byline-plain">By <a href="%s" class="author">%s</a> <span class="author-section">For %s</span></p>'
             % (att(pg.author_url()), esc(s.authors[0].upper()), esc(site['name'])))
    pub = '%s, %s' % (s.dt.strftime('%H:%M BST'), pg.date(None, 'uk'))
    ts = ('<span class="article-timestamp article-timestamp-published"><span class="article-timestamp-label">Published:</span> '
          '<time datetime="%s">%s</time></span>' % (pg.iso(), esc(pub)))
    if s.upd:
        ts += (' | <span class="article-timestamp article-timestamp-updated"><span class="article-timestamp-label">Updated:</span> '
               '<time datetime="%s">%s</time></span>' % (pg.iso(s.upd), esc('%s, %s' % (s.upd.strftime('%H:%M BST'), pg.date(s.upd, 'uk')))))
    b.append('<p class="byline-section">%s</p>' % ts)
    if pg.has('share_top', 0.9):
        n = pg.rng.randint(20, 900)
        b.append('<div class="social-share-top cleared"><ul class="social-links">%s</ul><div class="article-icon-links-container">'
                 '<span class="count-number">%d</span> <span class="count-text">shares</span></div></div>'
                 % (''.join('<li class="%s"><a href="%s" target="_blank">%s</a></li>' % (k, att(v), svg(k))
                            for k, v in share_urls(pg).items() if k in ('facebook', 'x', 'whatsapp', 'email')), n))
    if pg.has('comments', 0.9):
        b.append('<div class="comments-count"><a href="#comments"><span class="count-number">%d</span> <span class="count-text">View<br>comments</span></a></div>'
                 % pg.rng.randint(12, 600))

    def img_group():
        if not s.hero:
            return ''
        pg.add('hero')
        return ('<div class="artSplitter mol-img-group"><div class="mol-img"><div class="image-wrap"><img src="%s" class="blkBorder img-share" '
                'width="634" height="423" alt="%s"></div></div><p class="imageCaption">%s</p><span class="imageCredit">%s</span></div>'
                % (att(pg.img(s.slug, 634, 423)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def related():
        items = pg.others(pg.n(3, 2))
        return ('<div class="related-carousel"><h3>RELATED ARTICLES</h3><ul>%s</ul><p class="share-article">Share this article</p>'
                '<ul class="social-links">%s</ul></div>'
                % (''.join('<li><a href="%s"><img src="%s" width="154" height="115" alt=""><span>%s</span></a></li>'
                           % (att(it['url']), att(pg.img(it['slug'], 154, 115)), esc(it['title'])) for it in items),
                   ''.join('<li class="%s"><a href="%s">%s</a></li>' % (k, att(v), svg(k)) for k, v in share_urls(pg).items() if k in ('facebook', 'x'))))

    def mpu():
        return '<div class="mpu_puff_wrapper"><div class="adHolder"><span class="adLabel">%s</span><div id="ad-%s" class="dmg-ad" style="min-height:250px"></div></div></div>' % (esc(L['advert']), pg.ident(5))
    ins = {}
    if s.hero:
        ins = {0: [img_group()]}
    more = inbody(pg, [('related_cards', 0.8, related), ('ads', 0.9, mpu), ('ads', 0.9, mpu)], first=1)
    for k, v in more.items():
        ins.setdefault(k, []).extend(v)
    b.append(body(pg, {'p': '<p class="mol-para-with-font">{}</p>', 'li': '<li class="mol-para-with-font">{}</li>',
                       'ul': '<ul class="mol-bullets-with-font">\n{}\n</ul>'}, ins))
    b.append('</div>')
    if pg.has('share_bottom', 0.8):
        b.append('<div class="share-or-comment"><h3>Share or comment on this article:</h3>%s</div>' % share_bar(pg, 'social-share-bottom', label=False))
    if 'comments' in pg.parts:
        b.append(comments_generic(pg, 'reader-comments', pg.n(4, 2)))
        b.append('<p class="comments-disclaimer">The comments below have not been moderated.</p>'
                 '<p class="comments-disclaimer">The views expressed in the contents above are those of our users and do not necessarily reflect the views of %s.</p>' % esc(site['name']))
    if pg.has('more_from', 0.8):
        b.append(cards(pg, 'puff cleared', 'MORE TOP STORIES', pg.n(4, 2), card_tag='div', meta=False))
    b.append('</div>')
    if pg.has('sidebar', 0.8):
        b.append('<div class="beta">')
        if pg.has('most_read', 0.9):
            b.append(story_list(pg, 'most-read-news', 'MOST READ NEWS', pg.n(5, 2), meta=(), tag='div', imgs=True))
        if pg.has('latest', 0.3):
            b.append(story_list(pg, 'femail-latest', 'LATEST HEADLINES', pg.n(4, 2), meta=('date',), tag='div'))
        b.append('</div>')
    b.append('</div>')
    b.append(footer(pg, 'footer', cols=[('', ['Home', 'News', 'U.S.', 'Sport', 'TV&Showbiz', 'Australia', 'Femail', 'Health', 'Science', 'Money', 'Video', 'Travel'])],
                    address=False,
                    extra='<p class="footer-publisher">Published by Evening Courier Media Ltd. Part of the Evening Courier, Courier on Sunday &amp; Metro Media Group</p>'))
    b.append('</div>')
    if pg.has('cookie', 0.5):
        b.append(cookie(pg, 'onetrust'))
    return doc('en-GB', hd, '\n'.join(b))


# ---------------------------------------------------------------- Reach plc local site

def reach(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    hd = head(pg, jsonld=[ld_article(pg, 'NewsArticle'), ld_breadcrumbs(pg, [('News', '/news/'), (s.section, '/' + s.sec + '/')])],
              extra='<meta name="article:content_tier" content="free">\n<link rel="stylesheet" href="/assets/css/article-4b8e.css">\n'
                    + datalayer(pg, platform='reach-web', contentType='article') + '\n' + gtm(pg))
    b = ['<header class="mod-header" data-tmdatatrack="header"><div class="header-top">',
         '<a class="logo" href="/" data-tmdatatrack="logo"><span class="publication-logo">%s</span></a>' % esc(site['name']),
         '<div class="header-actions"><a class="sign-in" href="/account/">%s</a> <a class="search-icon" href="/search/">%s</a></div></div>'
         % (esc(L['login']), svg('search')),
         '<nav class="primary-nav" data-tmdatatrack="nav-primary"><ul>%s</ul></nav>' % ''.join(
             '<li class="primary-nav-item"><a href="/%s/">%s</a></li>' % (slugify(x), esc(x))
             for x in ['News', 'Bristol News', 'Sport', 'Whats On', 'Family', 'Property', 'Traffic & Travel', 'Jobs', 'Announcements']),
         '</header>']
    if pg.has('ticker', 0.3):
        b.append(ticker(pg, 'breaking-news-banner', label='Breaking'))
    b.append('<main class="mod-article-main"><div class="article-wrapper">')
    b.append('<article class="article-main" data-article-id="%s" data-tmdatatrack="article">' % s.aid)
    if pg.has('breadcrumbs', 0.8):
        b.append(breadcrumbs(pg, 'breadcrumbs', [('News', '/news/'), (s.section, '/%s/' % s.sec)]))
    b.append('<h1 class="section-theme-background-indicator publication-font">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="sub-title">%s</p>' % inline_html(s.dek))
    photo = ''
    if pg.has('author_photo', 0.7):
        photo = '<div class="author-image"><img src="%s" width="50" height="50" alt="%s"></div>' % (att(pg.img('authors-' + slugify(s.authors[0]), 100, 100)), att(s.authors[0]))
    stamp = '%s, %s' % (s.dt.strftime('%H:%M'), pg.date(None, 'uk').upper().replace('UGUST', 'UG').replace('CTOBER', 'CT'))
    b.append('<div class="article-information"><div class="author-information-container">%s<div class="author-information">'
             '<span class="author"><a href="%s" rel="author">%s</a></span><span class="author-title">%s Reporter</span></div></div>'
             '<ul class="time-info"><li class="time-container"><span class="time-title">%s</span> <time datetime="%s">%s</time></li>%s</ul></div>'
             % (photo, att(pg.author_url()), esc(s.authors[0]), esc(s.section.split()[0]), esc(L['published']), pg.iso(), esc(stamp),
                ('<li class="time-container"><span class="time-title">%s</span> <time datetime="%s">%s</time></li>'
                 % (esc(L['updated']), pg.iso(s.upd), esc(s.upd.strftime('%H:%M, %d %b %Y').upper()))) if s.upd else ''))
    if pg.has('share_top', 0.9):
        b.append(share_bar(pg, 'social-bar', nets=('facebook', 'x', 'whatsapp', 'email'), label=False))
    if pg.has('comments', 1.0 if s.heavy else 0.6):
        b.append('<a class="comment-count" href="#comments-wrapper">%s<span>%d</span></a>' % (svg('comment'), pg.rng.randint(5, 120)))
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="lead-image"><img src="%s" width="1200" height="800" alt="%s"><figcaption><span class="caption">%s</span> '
                 '<span class="credit">(Image: %s)</span></figcaption></figure>' % (att(pg.img(s.slug, 1200, 800)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def read_more():
        return inline_related(pg, 'read-more-link', 'READ MORE:')

    def read_more_box():
        items = pg.others(2)
        return ('<aside class="read-more-links"><h2 class="read-more-title">Read More</h2><ul>%s</ul></aside>'
                % ''.join('<li><a href="%s"><img src="%s" width="120" height="80" alt=""><span>%s</span></a></li>'
                          % (att(it['url']), att(pg.img(it['slug'], 120, 80)), esc(it['title'])) for it in items))

    def nl():
        return ('<div class="newsletter-signup teaser-wrapper" data-newsletter="daily"><p class="newsletter-signup-title">Get the biggest stories from across %s '
                'straight to your inbox</p><form action="/newsletter-signup" method="post"><input type="email" name="email" placeholder="Enter email">'
                '<button type="submit">Subscribe</button></form><p class="newsletter-legal">We use your sign-up to provide content in ways you\'ve consented to '
                'and to improve our understanding of you. <a href="/privacy-notice/">Privacy notice</a></p></div>' % esc(site['city']))

    def wa():
        return '<div class="whatsapp-promo"><a href="https://chat.whatsapp.com/%s">%s<strong>%s</strong></a></div>' % (pg.ident(12), svg('whatsapp'), esc(L['whatsapp']))

    def reach_ad():
        return '<div class="mod-ad-slot" data-ad-slot="article-mpu-%d"><span class="ad-label">%s</span><div class="ad-placeholder" style="min-height:250px"></div></div>' % (pg.rng.randint(1, 6), esc(L['advert']))
    ins = inbody(pg, photo_cand(pg, 'in-article-image') + [('inline_related', 0.9, read_more), ('ads', 0.9, reach_ad), ('newsletter', 0.6, nl),
                      ('inline_related', 0.9, read_more), ('related_cards', 0.5, read_more_box), ('whatsapp', 0.5, wa),
                      ('ads', 0.9, reach_ad)], first=0)
    b.append('<div class="article-body" itemprop="articleBody">')
    b.append(body(pg, {}, ins))
    b.append('</div>')
    if pg.has('tags', 0.8):
        b.append('<div class="tags-container"><h2 class="tags-title">%s</h2>%s</div>' % (esc(L['follow']), tags(pg, 'tag-list', label=False)))
    b.append('</article>')
    if 'comments' in pg.parts:
        b.append('<div id="comments-wrapper" class="comments-wrapper">%s</div>' % comments_viafoura(pg, pg.n(8 if s.heavy else 3, 2)))
    if pg.has('most_read', 0.8):
        b.append('<div class="most-read-tabs"><ul class="tab-list"><li class="active">Most Read</li><li>Most Recent</li></ul>%s</div>'
                 % story_list(pg, 'most-read', None, pg.n(5, 2), meta=(), numbered=True, tag='div', imgs=True))
    if pg.has('more_from', 0.6):
        b.append(cards(pg, 'mod-teaser-list', L['more_from'].format(s.section), pg.n(4, 2), card_tag='div', meta=False))
    b.append('</div></main>')
    b.append(footer(pg, 'mod-footer', cols=[('Sections', ['News', 'Sport', 'Whats On', 'Property', 'Jobs', 'Announcements']),
                                           ('Useful links', ['How to complain', 'Corrections & Clarifications', 'Contact us', 'Advertise with us', 'Our Rules'])],
                    address=False, extra='<p class="footer-owner">Westcountry Media Group 2024</p>'))
    if pg.has('cookie', 0.7):
        b.append(cookie(pg, 'onetrust'))
    if pg.has('push_prompt', 0.3):
        b.append(push_onesignal(pg))
    return doc('en-GB', hd, '\n'.join(b))


# ---------------------------------------------------------------- CBC-style public broadcaster

def cbc(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    hd = head(pg, jsonld=[ld_article(pg, 'NewsArticle')],
              extra='<meta name="cXenseParse:pageclass" content="article">\n<link rel="stylesheet" href="/news/static/styles/story.8a2c.css">\n'
                    '<script>window.__INITIAL_STATE__={"detail":{"content":{"id":"1.%s","type":"story"}}};</script>' % s.aid[:7])
    b = ['<div id="app"><header class="header"><div class="headerWrapper">',
         '<a class="logoLink" href="/"><span class="logoText">MPB</span> <span class="productName">News</span></a>',
         '<nav class="cbcNavigation" aria-label="Primary"><ul class="primaryNav">%s</ul></nav>' % ''.join(
             '<li><a class="navLink" href="/news/%s/">%s</a></li>' % (slugify(x), esc(x))
             for x in ['Top Stories', 'Local', 'Climate', 'World', 'Canada', 'Politics', 'Indigenous', 'Business', 'Health', 'Entertainment', 'Science', 'Radio']),
         '<a class="signInButton" href="/accounts/signin/">%s</a></div></header>' % esc(L['login'])]
    if pg.has('section_menu', 0.6):
        b.append('<nav class="regionNav"><a class="regionTitle" href="/news/canada/nova-scotia/">Nova Scotia</a>%s</nav>'
                 % link_list(pg, ['Local News', 'Weather', 'Traffic', 'Information Morning', 'Mainstreet']))
    b.append('<main class="storyWrapper"><article class="article story-container">')
    b.append('<div class="sclt-storyheader">')
    if pg.has('kicker', 0.6):
        b.append('<a class="sclt-storyheaderlabel" href="/news/canada/nova-scotia/">Nova Scotia</a>')
    b.append('<h1 class="detailHeadline">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<h2 class="deck">%s</h2>' % inline_html(s.dek))
    photo = ''
    if pg.has('author_photo', 0.4):
        photo = '<img class="bylineImage" src="%s" width="48" height="48" alt="">' % att(pg.img('authors-' + slugify(s.authors[0]), 96, 96))
    posted = 'Posted: %s %s ADT' % (s.dt.strftime('%b %d, %Y'), pg.time().replace('a.m.', 'AM').replace('p.m.', 'PM'))
    upd = (' | Last Updated: %s' % pg.date(s.upd)) if s.upd else ''
    b.append('<div class="bylineDetails">%s<span class="authorText"><a href="%s">%s</a> · <span class="bylineSource">MPB News</span></span>'
             '<div class="timeStamp"><time datetime="%s" class="timeStamp">%s</time>%s</div></div>' % (photo, att(pg.author_url()), esc(s.authors[0]), pg.iso(), esc(posted), esc(upd)))
    if pg.has('share_top', 0.9):
        b.append('<div class="sclt-sharelist"><span class="socialShareLabel">Social Sharing</span>%s</div>'
                 % share_bar(pg, 'sharelist', nets=('facebook', 'x', 'email'), label=False))
    b.append('</div>')
    b.append('<div class="story">')
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="imageMedia leadmedia-story full"><div class="placeholder"><img alt="" src="%s" class="" width="1180" height="664"></div>'
                 '<figcaption class="image-caption">%s <span class="imageCredit">(%s)</span></figcaption></figure>' % (att(pg.img(s.slug, 1180, 664)), esc(s.hero[0]), esc(s.hero[1])))
    if pg.has('audio', 0.3):
        b.append('<div class="audioPlayer"><button type="button" class="audioButton">%s</button><span class="audioTitle">%s</span></div>'
                 % (svg('play'), esc(L['listen'])))

    def similar():
        items = pg.others(pg.n(2, 1))
        return '<div class="similarContent"><h2 class="relatedTitle">%s</h2><ul class="relatedList">%s</ul></div>' % (
            esc(L['related']), ''.join('<li><a href="%s">%s</a></li>' % (att(it['url']), esc(it['title'])) for it in items))

    def cbc_ad():
        return '<div class="ad-risingstar-container" data-ad-slot="boxinline"><div class="adLabel">%s</div><div class="ad-risingstar" style="min-height:250px"></div></div>' % esc(L['advert'])
    ins = inbody(pg, photo_cand(pg, 'imageMedia embed') + [('ads', 0.7, cbc_ad), ('related_cards', 0.7, similar), ('ads', 0.7, cbc_ad)], first=1)
    b.append(body(pg, {'q': '<h2>{}</h2>'}, ins))
    b.append('</div>')
    if pg.has('report_error', 0.7):
        b.append('<div class="shareReport"><ul><li><a href="/news/corrections/">Corrections and clarifications</a></li> '
                 '<li><a href="/news/tips/">Submit a news tip</a></li> <li><a href="/news/report-error/?url=%s">%s</a></li></ul></div>' % (att(pg.url), esc(L['report_error'])))
    if pg.has('comments', 0.6):
        b.append(comments_generic(pg, 'commentsAndSubscribe', pg.n(3, 2)))
        b.append('<p class="commentsPolicy">To encourage thoughtful and respectful conversations, first and last names will appear with each '
                 'submission to MPB\'s online communities (except in children and youth-oriented communities). Pseudonyms will no longer be permitted.</p>')
    if pg.has('newsletter', 0.4):
        b.append(newsletter(pg, 'newsletterSignup', title='Sign up for our Nova Scotia newsletter',
                            text='Get the top stories from across the province in your inbox every weekday.'))
    b.append('</article>')
    if pg.has('more_from', 0.7):
        b.append(cards(pg, 'featuredStories', 'Top Stories', pg.n(5, 3), card_tag='div', meta=True, kicker=False))
    if pg.has('most_read', 0.6):
        b.append(story_list(pg, 'mostViewed', 'Most Viewed', pg.n(5, 3), meta=(), numbered=True, tag='aside'))
    b.append('</main>')
    b.append(footer(pg, 'footer', cols=[('Stay Connected', ['Mobile', 'Newsletters', 'Podcasts', 'Radio', 'Television', 'Listen Live']),
                                       ('Services and Information', ['Corporate Info', 'Public Appearances', 'Commercial Services', 'Reuse & Permission', 'Terms of Use', 'Privacy Policy', 'Jobs', 'Ombudsman', 'Our Unions']),
                                       ('Accessibility', ['Accessibility Feedback', 'Captioning and Described Video', 'Accessibility at MPB']),
                                       ('About MPB News', ['Editorial Standards and Practices', 'About MPB News', 'Corrections and Clarifications', 'Submit a News Tip'])],
                    address=True))
    b.append('</div>')
    if pg.has('cookie', 0.3):
        b.append(cookie(pg, 'generic'))
    return doc('en', hd, '\n'.join(b))


# ---------------------------------------------------------------- Stuff NZ-style (sics components)

def stuff(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    hd = head(pg, og_type='website', jsonld=[ld_article(pg, 'NewsArticle')],
              extra='<link rel="stylesheet" href="/sics-assets/css/sics.7e8b.css">\n<script>window.digitalData={"page":{"pageInfo":{"pageID":"%s","pageType":"article"}}};</script>' % s.aid)
    b = ['<div class="sics-component__app__container">', '<header class="sics-component__header">',
         '<a class="sics-component__header__logo" href="/">%s</a>' % esc(site['name']),
         '<nav class="sics-component__nav"><ul class="sics-component__nav__list">%s</ul></nav>' % ''.join(
             '<li class="sics-component__nav__item"><a href="/%s">%s</a></li>' % (slugify(x), esc(x))
             for x in ['National', 'Local Democracy', 'World', 'Business', 'Climate Change', 'Sport', 'Entertainment', 'Life & Style', 'Travel', 'Homed']),
         '<a class="sics-component__header__login" href="/login">%s</a></header>' % esc(L['login'])]
    if pg.has('ticker', 0.4):
        b.append(ticker(pg, 'sics-component__breaking', label='Breaking'))
    if pg.has('weather', 0.5):
        b.append(weather(pg, 'sics-component__weather'))
    b.append('<main class="sics-component__main"><article class="sics-component__story">')
    if pg.has('kicker', 0.7):
        b.append('<span class="sics-component__story__label"><a href="/%s">%s</a></span>' % (s.sec, esc(s.section)))
    b.append('<h1 class="sics-component__headline"><span class="sics-component__headline__title">%s</span></h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="sics-component__story__intro">%s</p>' % inline_html(s.dek))
    photo = ''
    if pg.has('author_photo', 0.5):
        photo = '<img class="sics-component__byline__image" src="%s" width="48" height="48" alt="">' % att(pg.img('authors-' + slugify(s.authors[0]), 96, 96))
    b.append('<div class="sics-component__byline">%s<span class="sics-component__byline__author"><a href="%s">%s</a></span>'
             '<span class="sics-component__byline__date">%s, %s</span></div>'
             % (photo, att(pg.author_url()), esc(s.authors[0]), s.dt.strftime('%H:%M'), s.dt.strftime('%b %d %Y')))
    if pg.has('share_top', 0.8):
        b.append(share_bar(pg, 'sics-component__sharebar', nets=('facebook', 'x', 'whatsapp', 'email'), label=False))
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="sics-component__image-block"><img src="%s" width="1200" height="800" alt=""><figcaption class="sics-component__caption">'
                 '<span class="sics-component__caption__text">%s</span> <span class="sics-component__caption__credit">%s</span></figcaption></figure>'
                 % (att(pg.img(s.slug, 1200, 800)), esc(s.hero[0]), esc(s.hero[1].upper())))

    def sics_ad():
        return '<div class="sics-component__ad-space" data-ad="story-inline"><span class="sics-component__ad-space__label">%s</span><div class="sics-component__ad" style="min-height:250px"></div></div>' % esc(L['advert'])

    def related():
        it = pg.others(1)[0]
        return '<p class="sics-component__html-injector sics-component__story__paragraph"><strong>READ MORE:</strong><br>* <a href="%s">%s</a></p>' % (att(it['url']), esc(it['title']))
    ins = inbody(pg, photo_cand(pg, 'sics-component__image-block') + [('inline_related', 0.7, related), ('ads', 0.8, sics_ad), ('ads', 0.8, sics_ad)], first=0)
    b.append('<div class="sics-component__story__body">')
    b.append(body(pg, {'p': '<p class="sics-component__html-injector sics-component__story__paragraph">{}</p>',
                       'h2': '<h2 class="sics-component__html-injector sics-component__story__heading">{}</h2>',
                       'table': lambda rows: '<div class="sics-component__html-injector">%s</div>' % table_html(rows, 'sics-component__table')}, ins))
    b.append('</div>')
    if pg.has('tagline', 0.4):
        b.append('<p class="sics-component__story__disclaimer"><em>Local Democracy Reporting is Public Interest Journalism funded through NZ On Air.</em></p>')
    if pg.has('comments', 0.5):
        b.append(comments_viafoura(pg, pg.n(3, 2)))
    if pg.has('more_from', 0.8):
        b.append(cards(pg, 'sics-component__recommendations', 'More from ' + s.section, pg.n(4, 2), card_tag='div', meta=False))
    b.append('</article></main>')
    if pg.has('most_read', 0.6):
        b.append(story_list(pg, 'sics-component__most-read', 'Most Read', pg.n(5, 3), meta=(), numbered=True, tag='aside'))
    if pg.has('latest', 0.5):
        b.append(story_list(pg, 'sics-component__latest', 'Latest News', pg.n(5, 3), meta=('date',), tag='aside'))
    b.append(footer(pg, 'sics-component__footer', cols=[('Sections', ['National', 'Local Democracy', 'World', 'Business', 'Climate Change', 'Sport', 'Entertainment', 'Life & Style', 'Travel']),
                                                       ('About', ['About Us', 'Contact Us', 'Careers', 'Advertising', 'Privacy Policy', 'Terms & Conditions', 'Complaints', 'Newsletters'])], address=False))
    b.append('</div>')
    if pg.has('cookie', 0.2):
        b.append(cookie(pg, 'generic'))
    return doc('en-NZ', hd, '\n'.join(b))


# ---------------------------------------------------------------- NDTV-style

def ndtv(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('byline'), pg.add('dates')
    hd = head(pg, jsonld=[ld_breadcrumbs(pg, [('Home', '/'), (s.section, '/' + s.sec)]),
                          dict({'@context': 'https://schema.org'}, **ld_org(pg))],
              extra='<meta name="section" content="%s">\n<meta name="news_keywords" content="%s">\n<link rel="stylesheet" href="/static/css/story_v3.css">\n'
                    '<script>var _story={"id":"%s","category":"%s"};</script>' % (att(s.section), att(', '.join(s.tags)), s.aid, att(s.section)))
    b = ['<div class="ins_wrp">', '<header class="hdr_wrp"><div class="hdr-mn">',
         '<a class="hdr-logo" href="/"><span>%s</span></a>' % esc(site['name']),
         '<a class="hdr-livetv" href="/live-tv">LIVE TV</a> <a class="hdr-lang" href="/hindi">हिंदी</a> <a class="hdr-lang" href="/marathi">मराठी</a>',
         '</div><nav class="top-nav"><ul class="top-nav_ul">%s</ul></nav></header>' % ''.join(
             '<li class="top-nav_li"><a class="top-nav_lnk" href="/%s">%s</a></li>' % (slugify(x), esc(x))
             for x in ['Latest', 'India', 'Cities', 'World', 'Business', 'Science', 'Education', 'Cricket', 'Entertainment', 'Offbeat', 'Videos'])]
    if pg.has('ticker', 0.6):
        b.append(ticker(pg, 'brk-nws', label='Trending'))
    b.append('<main class="sp-wrp">')
    if pg.has('breadcrumbs', 0.9):
        b.append('<div class="brdcrmb_wrp">%s</div>' % breadcrumbs(pg, 'brdcrmb', [('Home', '/'), (s.section, '/' + s.sec), (short_title(pg, 6), None)], sep='»'))
    b.append('<div class="sp-hd"><div class="sp-ttl-wrp"><h1 class="sp-ttl">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<h2 class="sp-descp">%s</h2>' % inline_html(s.dek))
    b.append('</div>')
    b.append('<nav class="pst-by"><ul class="pst-by_ul"><li class="pst-by_li"><span class="pst-by_txt">Written by </span>'
             '<a class="pst-by_lnk" href="%s">%s</a></li><li class="pst-by_li">%s: <span itemprop="dateModified" content="%s">%s %s IST</span></li></ul></nav>'
             % (att(pg.author_url()), esc(s.authors[0]), esc(L['updated']), pg.iso(s.upd or s.dt),
                (s.upd or s.dt).strftime('%B %d, %Y'), (s.upd or s.dt).strftime('%H:%M pm')))
    if pg.has('reading_time', 0.5):
        b.append('<span class="pst-by_rdtm">%s</span>' % esc(L['min_read'].format(pg.read_min())))
    if pg.has('share_top', 0.9):
        b.append(share_bar(pg, 'sp-shr', nets=('facebook', 'x', 'whatsapp', 'linkedin'), label=True))
    b.append('</div>')
    if s.hero and pg.has('hero', 0.9):
        b.append('<div class="ins_instory_dv"><div class="ins_instory_dv_cont"><img src="%s" width="738" height="415" alt="%s"></div>'
                 '<div class="ins_instory_dv_caption sp_b">%s <span class="ins_instory_dv_credit">(%s)</span></div></div>'
                 % (att(pg.img(s.slug, 738, 415)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def also():
        it = pg.others(1)[0]
        return '<p class="also-read"><b>Also Read | </b><a href="%s">%s</a></p>' % (att(it['url']), esc(it['title']))

    def nd_ad():
        return '<div class="ins_adwrap"><div class="ins_adtxt">%s</div><div class="ins_ad" style="min-height:250px"></div></div>' % esc(L['advert']).upper()
    ins = inbody(pg, [('ads', 0.9, nd_ad), ('inline_related', 0.8, also), ('ads', 0.9, nd_ad)], first=0)
    b.append('<div class="sp-cn ins_storybody" id="ins_storybody">')
    b.append(body(pg, {}, ins))
    if pg.has('originally_published', 0.9 if s.id.endswith('6') else 0.0):
        b.append('<p class="syndicate-note"><i>(Except for the headline, this story has not been edited by %s staff and is published from a syndicated feed.)</i></p>' % esc(site['name']))
    b.append('</div>')
    if pg.has('tagline', 0.8):
        b.append('<div class="ins_crd"><b>Track <a href="/latest">Latest News</a> Live on %s and get news updates from India and around the world</b></div>' % esc(site['name']))
    if pg.has('tags', 0.8):
        b.append('<div class="tp-tags"><span class="tp-tags_ttl">Topics mentioned in this article</span>%s</div>' % tags(pg, 'tp-tags', label=False, ul=False))
    if pg.has('comments', 0.4):
        b.append(comments_generic(pg, 'vuukle-comments', pg.n(3, 2)))
    if pg.has('more_from', 0.8):
        b.append(cards(pg, 'nws-lst', 'Top Stories', pg.n(5, 3), card_tag='div', meta=True, kicker=False))
    if pg.has('most_read', 0.6):
        b.append(story_list(pg, 'trnd-nws', 'Trending News', pg.n(5, 3), meta=(), tag='aside'))
    b.append('</main>')
    b.append(footer(pg, 'ftr', cols=[('Sections', ['India', 'World', 'Cities', 'Business', 'Science', 'Cricket', 'Entertainment']),
                                    ('About', ['About Us', 'Advertise', 'Careers', 'Disclaimer', 'Feedback', 'Complaint Redressal', 'Privacy Policy'])], address=False))
    b.append('</div>')
    if pg.has('push_prompt', 0.6):
        b.append(push_onesignal(pg))
    if pg.has('app_prompt', 0.4):
        b.append(app_prompt(pg, 'app-strip'))
    return doc('en', hd, '\n'.join(b))


# ---------------------------------------------------------------- Al Jazeera-style (incl. live blog)

LIVE_EARLIER = [
    ('Army opens relief camp at Matta school', 'About 1,200 people displaced from riverside villages are being housed in classrooms and tents at a government school in Matta, officials say.'),
    ('Rain eases but rivers still rising, forecasters warn', 'The provincial meteorological office says water levels on the Swat River are still rising downstream even though rainfall has eased in the upper valley.'),
    ('Death toll in province rises to 14', 'Fourteen people have now died in flood-related incidents across the province since Tuesday, the disaster management authority says.'),
    ('Schools closed in three districts', 'Authorities have ordered all schools in Swat, Shangla and Upper Dir to remain closed until Monday.'),
    ('Welcome to our live coverage', 'We are following the floods in northern Pakistan, where heavy monsoon rain has washed away roads and bridges.'),
]


def aljazeera(pg):
    s, L, site = pg.s, pg.L, pg.site
    live = s.kind == 'live'
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    if live:
        ld = ld_article(pg, 'LiveBlogPosting', coverageStartTime=pg.iso(s.dt.replace(hour=6, minute=0)),
                        liveBlogUpdate=[{'@type': 'BlogPosting', 'headline': inline_text(s.headline), 'datePublished': pg.iso()}])
    else:
        ld = ld_article(pg, 'NewsArticle')
    hd = head(pg, jsonld=[ld], extra='<meta name="pageType" content="%s">\n<link rel="stylesheet" href="/static/css/main.1f9b.css">\n%s'
              % ('liveblog' if live else 'article', gtm(pg)))
    b = ['<div class="container"><div class="site-header">', '<a class="site-logo" href="/" aria-label="%s">%s</a>' % (att(site['name']), esc(site['name'])),
         '<nav class="site-header__navigation" aria-label="Primary"><ul class="menu header-menu">%s</ul></nav>' % ''.join(
             '<li class="menu__item menu__item--aje"><a href="/%s/">%s</a></li>' % (slugify(x), esc(x))
             for x in ['News', 'Middle East', 'Africa', 'Asia', 'Explained', 'Opinion', 'Sport', 'Video', 'Features', 'Economy', 'Climate Crisis']),
         '<div class="site-header__live-cta"><a href="/live/">%s</a></div></div>' % svg('play')]
    if pg.has('ticker', 0.4):
        b.append(ticker(pg, 'breaking-news-bar', label='BREAKING'))
    b.append('<main id="main-content-area" class="l-col l-col--8">')
    if live:
        pg.add('live_badge')
        b.append('<div class="liveblog-header"><span class="live-badge">%s</span> <div class="liveblog-header__title">Pakistan floods live: '
                 'Relief reaches stranded families in Swat</div><p class="liveblog-header__summary">Heavy monsoon rain has killed at least 14 people '
                 'across the province this week.</p></div>' % esc(L['live'].upper()))
        b.append('<div class="liveblog-timeline"><h3 class="liveblog-timeline__title">%s</h3>' % esc(L['live_updates']))
        b.append('<article class="card-live card-live--highlighted" id="liveblog-post-%s"><div class="card-live__content-area">' % s.aid)
        b.append('<div class="card-live__published"><span class="date-relative__time">%s</span></div>' % s.dt.strftime('%H:%M GMT'))
        b.append('<h2 class="card-live__title">%s</h2>' % esc(s.headline))
        pg.headline_tag = 'h2'
        b.append('<div class="wysiwyg wysiwyg--all-content">%s</div>' % body(pg, {}))
        pg.add('byline')
        b.append('<div class="card-live__footer"><span class="card-live__author">By %s</span>%s</div></div></article>'
                 % (esc(s.authors[0]), share_bar(pg, 'card-live__share', nets=('facebook', 'x', 'whatsapp'), label=False, copy=True)))
        pg.add('share_bottom')
        if pg.has('latest', 1.0):
            for i, (t, p) in enumerate(LIVE_EARLIER[:pg.n(4, 2)]):
                dt = s.dt.replace(hour=max(0, s.dt.hour - i - 1))
                b.append('<article class="card-live" id="liveblog-post-%d"><div class="card-live__content-area"><div class="card-live__published">'
                         '<span class="date-relative__time">%s</span></div><h2 class="card-live__title">%s</h2><div class="wysiwyg"><p>%s</p></div></div></article>'
                         % (pg.rng.randint(100000, 999999), dt.strftime('%H:%M GMT'), esc(t), esc(p)))
        b.append('</div>')
    else:
        b.append('<article class="article-dom">')
        b.append('<header class="article-header">')
        if pg.has('kicker', 0.8):
            b.append('<div class="article-header__featured-category"><a class="topics-sec-item-label" href="/tag/%s/">%s</a></div>' % (slugify(s.tags[0]), esc(s.tags[0])))
        b.append('<h1>%s</h1>' % esc(s.headline))
        if s.dek:
            b.append('<p class="article__subhead css-1wt8oh6"><em>%s</em></p>' % inline_html(s.dek))
        b.append('</header>')
        pg.add('byline')
        b.append('<div class="article-info-block css-ti04u9"><div class="article-author"><div class="article-author-name">'
                 '<span class="article-author-name-item"><span class="author-link">By <a href="%s">%s</a></span></span></div></div>'
                 '<div class="article-dates"><div class="date-simple css-1yjq2zp"><span class="screen-reader-text">Published On %s</span>'
                 '<span aria-hidden="true">%s</span></div></div></div>'
                 % (att(pg.author_url()), esc(s.authors[0]), esc(pg.date(None, 'uk')), esc(pg.date(None, 'uk'))))
        if pg.has('share_top', 0.9):
            b.append('<div class="article-share"><span class="screen-reader-text">Click here to share on social media</span>%s'
                     '<button class="article-share__save" type="button">%s<span>%s</span></button></div>'
                     % (share_bar(pg, 'share-widget', nets=('facebook', 'x', 'whatsapp'), label=False), svg('bookmark'), esc(L['save'])))
        if s.hero and pg.has('hero', 0.95):
            b.append('<figure class="article-featured-image"><div class="responsive-image"><img src="%s" width="770" height="513" alt="%s"></div>'
                     '<figcaption>%s [%s]</figcaption></figure>' % (att(pg.img(s.slug, 770, 513)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

        def more_on():
            items = pg.others(pg.n(4, 2))
            return ('<div class="more-on"><h2 class="more-on__heading">Recommended Stories</h2><p class="more-on__count">list of %d items</p>'
                    '<ul class="more-on__list">%s</ul><p class="more-on__end">end of list</p></div>'
                    % (len(items), ''.join('<li class="more-on__item"><a href="%s">%s</a></li>' % (att(it['url']), esc(it['title'])) for it in items)))

        def aj_ad():
            return '<div class="container--ads container--ads-mpu"><span class="ads__label">%s</span><div id="ad-%s" class="ads" style="min-height:250px"></div></div>' % (esc(L['advert']), pg.ident(5))
        ins = inbody(pg, photo_cand(pg, 'article-inline-image') + [('related_cards', 0.9, more_on), ('ads', 0.8, aj_ad), ('ads', 0.8, aj_ad)], first=1)
        b.append('<div class="wysiwyg wysiwyg--all-content css-ibbk12" aria-live="polite" aria-atomic="true">')
        b.append(body(pg, {}, ins))
        b.append('</div>')
        if pg.has('tagline', 0.9):
            b.append('<p class="article-source"><b>Source</b>: %s</p>' % esc(site['name']))
        b.append('</article>')
    if pg.has('newsletter', 0.5):
        b.append(newsletter(pg, 'newsletter-promo', title='Sign up for Crescent Global',
                            text='Weekly Newsletter: The latest news, investigations and analysis from around the world.'))
    if pg.has('more_from', 0.7):
        b.append(cards(pg, 'more-on-topic', L['you_may_like'], pg.n(3, 2), card_tag='article', meta=True, kicker=False))
    b.append('</main>')
    if pg.has('most_read', 0.7):
        b.append('<aside class="l-col l-col--4">%s</aside>' % story_list(pg, 'most-popular', 'Most Popular', pg.n(5, 2), meta=(), numbered=True, tag='div'))
    b.append(footer(pg, 'site-footer', cols=[('About', ['About Us', 'Code of Ethics', 'Terms and Conditions', 'EU/EEA Regulatory Notice', 'Privacy Policy', 'Cookie Policy']),
                                            ('Connect', ['Contact Us', 'User Accounts Help', 'Advertise with us', 'Stay Connected', 'Newsletters'])], address=False))
    b.append('</div>')
    if pg.has('cookie', 0.6):
        b.append(cookie(pg, 'onetrust'))
    return doc('en', hd, '\n'.join(b))


RENDER = {'washpost': washpost, 'wsj': wsj, 'bloomberg': bloomberg, 'mailonline': mailonline, 'reach': reach,
          'cbc': cbc, 'stuff': stuff, 'ndtv': ndtv, 'aljazeera': aljazeera}
