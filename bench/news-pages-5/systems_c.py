"""Non-English newsrooms: Lenta-style (ru), Hürriyet-style (tr), Detik-style (id), iDNES-style (cs), DR-style (da),
NRK-style (nb), Yle-style (fi) and a WordPress Newsup-theme local site (ro)."""
import datetime

from common import (photo_cand, render_unit, esc, att, inline_html, inline_text, head, ld_article, ld_breadcrumbs, ld_org, ld_graph,
                    ld_script, gtm, body, inbody, svg, share_bar, nav, ticker, breadcrumbs, short_title, ad,
                    inline_related, story_list, cards, newsletter, donation, app_prompt, push_onesignal, cookie, poll,
                    helpful, report_line, weather, stocks, events, audio, author_bio, tags, prevnext, comments_wp,
                    comment_form_wp, comments_generic, footer, byline_names, doc, link_list, slugify, table_html, describe)
from systems_b import wp_head_extra, wp_body_class


def author_img(pg, cls, size=48):
    return '<img class="%s" src="%s" width="%d" height="%d" alt="">' % (cls, att(pg.img('authors-' + slugify(pg.s.authors[0]), size * 2, size * 2)), size, size)


# ---------------------------------------------------------------- Lenta-style (ru)

def lenta(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    ld = [ld_article(pg, 'NewsArticle')] if s.id.endswith('5') else []
    hd = head(pg, jsonld=ld, extra='<meta name="yandex-verification" content="%s">\n<link rel="stylesheet" href="/static/css/app.3b8d1f.css">\n'
                                   '<script>window.yaContextCb=window.yaContextCb||[]</script>\n<script src="/static/js/vendor.js" async></script>' % pg.ident(16))
    b = ['<div class="layout">', '<header class="header"><div class="header__top"><a class="header__logo" href="/">%s</a>' % esc(site['name']),
         '<div class="header__date">%s, %s</div>' % (esc(L['days'][s.dt.weekday()].capitalize()), esc('%d %s' % (s.dt.day, L['months'][s.dt.month - 1]))),
         '<a class="header__search" href="/search/" aria-label="%s">%s</a></div>' % (att(L['search']), svg('search'))]
    b.append('<nav class="menu"><ul class="menu__nav-list">%s</ul></nav></header>' % ''.join(
        '<li class="menu__nav-item"><a class="menu__nav-link" href="/rubrics/%s/">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav']))
    if pg.has('weather', 0.5):
        b.append(weather(pg, 'header-weather'))
    b.append('<main class="layout__content"><div class="layout__main"><div class="topic-page"><div class="topic-page__container">')
    pg.add('kicker')
    b.append('<div class="topic-header"><div class="topic-header__item topic-header__rubric"><a href="/rubrics/%s/">%s</a></div>'
             '<time class="topic-header__item topic-header__time" datetime="%s">%s, %s</time></div>' % (s.sec, esc(s.section), pg.iso(), pg.time(), esc(pg.date())))
    b.append('<div class="topic-body"><h1 class="topic-body__titles"><span class="topic-body__title">%s</span></h1>' % esc(s.headline))
    if s.dek:
        b.append('<div class="topic-body__title-yandex">%s</div>' % inline_html(s.dek))
    if s.hero and pg.has('hero', 0.9):
        b.append('<figure class="picture"><img class="picture__image" src="%s" width="960" height="540" alt="%s"><div class="picture__caption">'
                 '<div class="picture__description">%s</div><div class="picture__author">%s</div></div></figure>' % (att(pg.img(s.slug, 960, 540)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def box():
        items = pg.others(2)
        return ('<div class="box-inline-topic"><div class="box-inline-topic__title">%s</div>%s</div>'
                % (esc(L['related']), ''.join('<a class="card-mini" href="%s"><span class="card-mini__title">%s</span> <time class="card-mini__date">%s</time></a>'
                                              % (att(it['url']), esc(it['title']), pg.time(it['dt'])) for it in items)))

    def ya():
        bid = 'R-A-%d-%d' % (pg.rng.randint(100000, 999999), pg.rng.randint(1, 9))
        return ('<div class="banner-inline"><span class="banner-inline__label">%s</span><div id="yandex_rtb_%s"></div><script>window.yaContextCb.push(()=>{Ya.Context.AdvManager.render({"renderTo":"yandex_rtb_%s","blockId":"%s"})})</script></div>'
                % (esc(L['advert']), bid, bid, bid))
    ins = inbody(pg, photo_cand(pg, 'picture picture--inline') + [('related_cards', 0.8, box), ('ads', 0.8, ya)], first=1)
    b.append('<div class="topic-body__content">')
    b.append(body(pg, {'p': '<p class="topic-body__content-text">{}</p>', 'h2': '<h2 class="topic-body__content-subtitle">{}</h2>'}, ins))
    b.append('</div>')
    pg.add('byline')
    b.append('<div class="topic-authors"><a class="topic-authors__author" href="%s">%s</a></div></div>' % (att(pg.author_url()), esc(s.authors[0])))
    if pg.has('share_bottom', 0.9):
        b.append('<div class="topic-footer"><div class="topic-footer__share">%s</div></div>' % share_bar(pg, 'share', nets=('vk', 'telegram', 'whatsapp'), label=True, copy=True))
    if pg.has('whatsapp', 0.7):
        b.append('<a class="topic-promo-telegram" href="https://t.me/severvestnik">%s<span>Подписывайтесь на «%s» в Telegram</span></a>' % (svg('telegram'), esc(site['name'])))
    b.append('</div></div>')
    if pg.has('more_from', 0.7):
        b.append(cards(pg, 'related-topics', L['more_from'].format(s.section), pg.n(4, 2), card_tag='div', kicker=False))
    b.append('</div>')
    pg.add('sidebar')
    b.append('<aside class="layout__right">')
    if pg.has('latest', 0.9):
        b.append(story_list(pg, 'last-news', L['latest'], pg.n(6, 3), meta=('date',), tag='section', date_style='long'))
    if pg.has('most_read', 0.7):
        b.append(story_list(pg, 'popular', L['most_read'], pg.n(4, 2), meta=(), numbered=True, tag='section'))
    b.append('</aside></main>')
    b.append(footer(pg, 'footer', cols=[('', L['nav'])], address=False,
                    extra='<p class="footer__license">Сетевое издание «%s». Свидетельство о регистрации Эл № ФС77-%d. Главный редактор: Е. В. Лебедева. 18+</p>'
                    % (esc(site['name']), pg.rng.randint(70000, 89999))))
    b.append('</div>')
    if pg.has('cookie', 0.6):
        b.append(cookie(pg, 'generic'))
    return doc('ru', hd, '\n'.join(b), body_attrs=' class="layout-article"')


# ---------------------------------------------------------------- Hürriyet-style (tr)

def hurriyet(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    hd = head(pg, jsonld=[ld_article(pg, 'NewsArticle'), ld_breadcrumbs(pg, [(L['home'], '/'), (s.section, '/' + s.sec + '/')])],
              extra='<meta name="dailymotion-domain-verification" content="%s">\n<link rel="stylesheet" href="/static/css/detail.min.css?v=3.4.1">\n%s' % (pg.ident(12), gtm(pg)))
    b = ['<header class="header"><div class="header-top"><a class="logo" href="/">%s</a><div class="header-actions"><a href="/uyelik/giris">%s</a> <a href="/arama">%s</a></div></div>'
         % (esc(site['name']), esc(L['login']), svg('search')),
         '<nav class="main-nav"><ul>%s</ul></nav></header>' % ''.join('<li><a href="/%s/">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav'])]
    if pg.has('ticker', 0.8):
        b.append(ticker(pg, 'breaking-news', label=L['breaking'].upper()))
    if pg.has('stocks', 0.5):
        b.append(stocks(pg, 'market-bar', rows=[('BIST 100', 9120.4), ('DOLAR', 32.41), ('EURO', 35.06), ('ALTIN', 2411.7), ('BITCOIN', 61500.0)]))
    b.append('<main class="container"><article class="news-detail">')
    if pg.has('breadcrumbs', 0.9):
        b.append(breadcrumbs(pg, 'breadcrumb', [(L['home'], '/'), (s.section, '/%s/' % s.sec), ('İzmir', '/%s/izmir/' % s.sec)]))
    b.append('<div class="news-detail-title selectionShareable"><h1>%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<h2 class="news-detail-spot">%s</h2>' % inline_html(s.dek))
    b.append('</div>')
    pg.add('byline')
    b.append('<div class="news-info"><div class="author">%s<a href="%s">%s</a></div><div class="news-date"><span class="news-date__label">%s:</span> '
             '<time datetime="%s">%s - %s</time>%s</div></div>'
             % (author_img(pg, 'author-image', 36) if pg.has('author_photo', 0.5) else '', att(pg.author_url()), esc(s.authors[0]), esc(L['published']), pg.iso(),
                pg.date(None, 'num'), pg.time(), (' <span class="news-date__label">%s:</span> <time datetime="%s">%s - %s</time>' % (esc(L['updated']), pg.iso(s.upd), pg.date(s.upd, 'num'), pg.time(s.upd))) if s.upd else ''))
    if pg.has('share_top', 0.9):
        b.append(share_bar(pg, 'news-share', nets=('facebook', 'x', 'whatsapp', 'email'), label=False))
    if s.hero and pg.has('hero', 0.95):
        b.append('<div class="news-media"><img src="%s" width="860" height="484" alt="%s"><div class="news-media__caption">%s <span>%s</span></div></div>'
                 % (att(pg.img(s.slug, 860, 484)), att(inline_text(s.headline)), esc(s.hero[0]), esc(s.hero[1])))
    if pg.has('reading_time', 0.9):
        b.append('<div class="reading-time">%s</div>' % esc(L['min_read'].format(pg.read_min())))

    def devam():
        return ('<div class="ad-container"><div class="medyanet-inline-adv" id="mdn-%s" style="min-height:250px"></div><span class="haberin-devami">%s</span></div>'
                % (pg.ident(5), esc(L['advert_continue'])))

    def ilgili():
        items = pg.others(2)
        return '<div class="news-box"><div class="news-box__title">%s</div><ul>%s</ul></div>' % (
            esc(L['related'].upper()), ''.join('<li><a href="%s">%s</a></li>' % (att(it['url']), esc(it['title'])) for it in items))
    ins = inbody(pg, [('ads', 0.95, devam), ('inline_related', 0.7, ilgili), ('ads', 0.95, devam)], first=0)
    b.append('<div class="news-content readingTime" data-readingtime="%d">' % pg.read_min())
    b.append(body(pg, {}, ins))
    b.append('</div>')
    if pg.has('tags', 0.8):
        b.append('<div class="news-tags"><span>%s:</span> %s</div>' % (esc(L['tags']), ' '.join('<a href="/etiket/%s/">%s</a>' % (slugify(t), esc(t)) for t in s.tags)))
    if pg.has('comments', 0.7):
        b.append(comments_generic(pg, 'comments', pg.n(3, 2)))
        b.append('<p class="comments-rules">%s</p>' % esc(L['comm_rules']))
    b.append('</article>')
    pg.add('sidebar')
    b.append('<aside class="sidebar">')
    if pg.has('most_read', 0.9):
        b.append(story_list(pg, 'most-read', L['most_read'].upper(), pg.n(5, 2), meta=(), numbered=True, tag='section', imgs=True))
    if pg.has('latest', 0.7):
        b.append(story_list(pg, 'last-news', L['latest'].upper(), pg.n(4, 2), meta=('date',), tag='section'))
    b.append('</aside></main>')
    b.append(footer(pg, 'footer', cols=[('', L['nav'])], address=False,
                    extra='<p class="footer-note">© Copyright %d %s. %s Haberlerin izinsiz kullanılması yasaktır.</p>' % (s.dt.year, esc(site['name']), esc(L['rights']))))
    if pg.has('cookie', 0.8):
        b.append(cookie(pg, 'generic'))
    if pg.has('push_prompt', 0.5):
        b.append(push_onesignal(pg))
    return doc('tr', hd, '\n'.join(b))


# ---------------------------------------------------------------- Detik-style (id)

def detik(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    hd = head(pg, jsonld=[ld_article(pg, 'NewsArticle')], extra='<meta name="platform" content="desktop">\n<meta name="contenttype" content="singlepagenews">\n'
              '<meta name="articleid" content="d-%s">\n<link rel="stylesheet" href="/assets/css/detail.css?v=20240301">' % s.aid[:7])
    b = ['<header class="header"><div class="header__top container"><a class="header__logo" href="/">%s</a>' % esc(site['name']),
         '<form class="header__search" action="/search/searchall" method="get"><input type="text" name="query" placeholder="%s"></form></div>' % att(L['search']),
         '<nav class="nav"><ul class="nav__list">%s</ul></nav></header>' % ''.join('<li class="nav__item"><a href="/%s">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav'])]
    pg.add('search_form')
    b.append('<div class="container"><div class="grid-row content__bg"><div class="column-8">')
    b.append('<article class="detail" data-itp-type="article">')
    b.append('<div class="detail__header">')
    if pg.has('breadcrumbs', 0.9):
        b.append('<div class="page__breadcrumb"><a href="/">%s</a> <a href="/%s">%s</a></div>' % (esc(site['name']), s.sec, esc(s.section)))
    b.append('<h1 class="detail__title">%s</h1>' % esc(s.headline))
    pg.add('byline')
    b.append('<div class="detail__author">%s - %s</div><div class="detail__date">%s %s WIB</div>' % (esc(s.authors[0]), esc(site['name']), esc(pg.date()), pg.time()))
    if pg.has('share_top', 0.9):
        b.append(share_bar(pg, 'detail__share', nets=('facebook', 'x', 'whatsapp', 'telegram'), label=True))
    if s.hero and pg.has('hero', 0.95):
        b.append('<div class="detail__media"><figure class="detail__media-image"><img src="%s" alt="%s" title="%s" width="700" height="393">'
                 '<figcaption class="detail__media-caption">%s (%s)</figcaption></figure></div>'
                 % (att(pg.img(s.slug, 700, 393)), att(s.hero[0]), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))
    b.append('</div>')

    def baca():
        it = pg.others(1)[0]
        return ('<table class="linksisip"><tbody><tr><td><div class="lihatjg"><strong>%s </strong><a href="%s">%s</a></div></td></tr></tbody></table>'
                % (esc(L['also_read']), att(it['url']), esc(it['title'])))

    def parallax():
        return ('<div class="parallaxindetail scrollpage"><div class="ads-scrollpage-top"><span class="ads-scrollpage-info">%s</span></div>'
                '<div class="ads-scrollpage-height"><div id="div-gpt-ad-parallax" class="ads-scrollpage-box"></div></div>'
                '<div class="ads-scrollpage-bottom"><span class="ads-scrollpage-info">%s</span></div></div>' % (esc(L['advert']), esc(L['advert_continue'])))
    ins = inbody(pg, [('inline_related', 0.9, baca), ('ads', 0.9, parallax), ('inline_related', 0.9, baca)], first=0)
    b.append('<div class="detail__body itp_bodycontent_wrapper"><div class="detail__body-text itp_bodycontent">')
    b.append(body(pg, {}, ins))
    if pg.has('tagline', 0.95):
        b.append('<strong>(%s/%s)</strong>' % (''.join(w[0] for w in s.authors[0].lower().split())[:3], ''.join(pg.rng.choice('abdefghiklmnoprstuwy') for _ in range(3))))
    b.append('</div></div>')
    if pg.has('tags', 0.8):
        b.append('<div class="detail__body-tag"><div class="nav">%s</div></div>' % ''.join('<a href="/tag/%s" class="nav__item">%s</a>' % (slugify(t), esc(t.lower())) for t in s.tags))
    if pg.has('comments', 0.6):
        b.append(comments_generic(pg, 'komentar', pg.n(3, 2)))
    b.append('</article>')
    if pg.has('more_from', 0.8):
        b.append(cards(pg, 'list-content berita-terkait', L['related'], pg.n(4, 2), card_tag='div', kicker=False))
    b.append('</div><div class="column-4">')
    pg.add('sidebar')
    if pg.has('most_read', 0.9):
        b.append(story_list(pg, 'box cb-mostpop', L['most_read'], pg.n(5, 2), meta=('date',), numbered=True, tag='div'))
    if pg.has('latest', 0.5):
        b.append(story_list(pg, 'box cb-terkini', L['latest'], pg.n(4, 2), meta=('date',), tag='div'))
    b.append('</div></div></div>')
    b.append(footer(pg, 'footer', cols=[('', L['footer_links'])], address=True, extra='<p class="footer__copy">Copyright @ %d %s. All right reserved</p>' % (s.dt.year, esc(site['name']))))
    if pg.has('push_prompt', 0.6):
        b.append(push_onesignal(pg))
    return doc('id', hd, '\n'.join(b))


# ---------------------------------------------------------------- iDNES-style (cs)

def idnes(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates')
    hd = head(pg, jsonld=[], extra='<meta name="cXenseParse:recs:articleid" content="A%s">\n<link rel="stylesheet" href="/css/main-2024.css?rr=52">' % s.aid[:9])
    b = ['<div id="portal-head"><div class="portal-head-in"><a id="portal-logo" href="/">%s</a><ul class="portal-menu">%s</ul></div></div>'
         % (esc(site['name']), ''.join('<li><a href="/%s">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav'])),
         '<div id="space-a"><div class="header-serv"><a href="/kraj">%s</a> <a href="/predplatne">%s</a> <a href="/prihlaseni">%s</a></div></div>'
         % (esc(s.section), esc(L['subscribe']), esc(L['login']))]
    if pg.has('weather', 0.5):
        b.append(weather(pg, 'header-pocasi'))
    b.append('<div id="content"><div class="content-in"><div id="col-a"><div class="art-full">')
    if pg.has('breadcrumbs', 0.8):
        b.append('<div class="breadcrumb"><a href="/">%s</a> &gt; <a href="/%s">%s</a></div>' % (esc(site['name']), s.sec, esc(s.section)))
    b.append('<div class="art-info"><span class="time-date" itemprop="datePublished" content="%s">%s %s</span>%s</div>'
             % (pg.iso(), esc(pg.date()), pg.time(), (' <span class="aktualizovano">aktualizováno %s</span>' % pg.time(s.upd)) if s.upd else ''))
    b.append('<h1 itemprop="name headline">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<div class="opener" itemprop="description">%s</div>' % inline_html(s.dek))
    pg.add('byline')
    b.append('<div class="authors"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="%s" itemprop="url"><span itemprop="name">%s</span></a></span></div>'
             % (att(pg.author_url()), esc(s.authors[0])))
    if s.hero and pg.has('hero', 0.9):
        b.append('<div class="opener-foto"><a href="/foto/%s"><img src="%s" width="640" height="360" alt="%s"></a><div class="text">%s</div><span class="author">%s</span></div>'
                 % (s.slug[:30], att(pg.img(s.slug, 640, 360)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def r_art():
        items = pg.others(pg.n(2, 1))
        return '<div class="r-art"><h3>%s</h3>%s</div>' % (esc(L['read_more'].rstrip(':')), ''.join(
            '<a class="art-link" href="%s"><img src="%s" width="120" height="68" alt=""><span>%s</span></a>' % (att(it['url']), att(pg.img(it['slug'], 120, 68)), esc(it['title'])) for it in items))

    def rekl():
        return '<div class="r-head"><span>%s</span></div><div id="r-ad-%s" class="r-body" style="min-height:250px"></div>' % (esc(L['advert']), pg.ident(4))
    ins = inbody(pg, [('related_cards', 0.8, r_art), ('ads', 0.8, rekl)], first=1)
    b.append('<div id="art-text" class="bbtext">')
    b.append(body(pg, {'h2': '<h3>{}</h3>'}, ins))
    b.append('</div>')
    if pg.has('share_bottom', 0.8):
        b.append(share_bar(pg, 'art-share', nets=('facebook', 'x', 'email'), label=True))
    if pg.has('comments', 0.7):
        b.append('<div class="art-diskuse"><a href="/diskuse/%s">%s</a></div>' % (s.aid[:8], esc(L['n_comments'].format(pg.rng.randint(8, 240)))))
    b.append('</div>')
    if pg.has('more_from', 0.8):
        b.append(cards(pg, 'list-art', L['more_from'].format(s.section), pg.n(4, 2), card_tag='div', kicker=False))
    b.append('</div><div id="col-b">')
    pg.add('sidebar')
    if pg.has('most_read', 0.9):
        b.append(story_list(pg, 'nejctenejsi', L['most_read'], pg.n(5, 2), meta=(), numbered=True, tag='div'))
    if pg.has('poll', 0.4):
        b.append(poll(pg, 'anketa'))
    b.append('</div></div></div>')
    b.append(footer(pg, 'portal-foot', cols=[('', L['footer_links'])], address=False,
                    extra='<p class="copyright">© Copyright 2008–%d %s s.r.o. a dodavatelé obsahu. %s ISSN 1803-%04d</p>' % (s.dt.year, esc(site['name']), esc(L['rights']), pg.rng.randint(1000, 9999))))
    if pg.has('cookie', 0.8):
        b.append(cookie(pg, 'didomi'))
    return doc('cs', hd, '\n'.join(b))


# ---------------------------------------------------------------- DR-style (da)

def dr(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    g = ld_graph(pg, 'NewsArticle', [(L['home'], '/'), (s.section, '/%s' % s.sec), (inline_text(s.headline), None)])
    hd = head(pg, jsonld=[g], extra='<meta name="dre-content-id" content="urn:lr:article:%s">\n<link rel="stylesheet" href="/assets/dre.8d1a2c.css">' % pg.ident(32))
    b = ['<header class="dre-header"><a class="dre-header__logo" href="/" aria-label="%s">LR</a>' % att(site['name']),
         '<nav class="dre-header__nav"><ul>%s</ul></nav>' % ''.join('<li><a class="dre-header__link" href="/%s">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav']),
         '<a class="dre-header__live" href="/lyt">%s Lyt live</a> <a class="dre-header__tv" href="/tv">TV</a></header>' % svg('play')]
    if pg.has('ticker', 0.4):
        b.append(ticker(pg, 'dre-breaking', label=L['breaking'].upper()))
    b.append('<main id="main"><article class="dre-article dre-article--news">')
    b.append('<header class="dre-article-title">')
    if pg.has('kicker', 0.9):
        b.append('<div class="dre-article-title__label"><a href="/%s">%s</a></div>' % (s.sec, esc(s.section)))
    b.append('<h1 class="dre-article-title__heading dre-variables">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<p class="dre-article-title__summary">%s</p>' % inline_html(s.dek))
    b.append('</header>')
    photo = author_img(pg, 'dre-byline__avatar', 40) if pg.has('author_photo', 0.7) else ''
    b.append('<div class="dre-article-byline"><div class="dre-byline">%s<a class="dre-byline__contributor-name" href="%s">%s</a> <span class="dre-byline__contributor-title">Journalist</span></div>'
             '<time class="dre-byline__date" datetime="%s">%s kl. %s</time></div>' % (photo, att(pg.author_url()), esc(s.authors[0]), pg.iso(), esc(pg.date()), pg.time()))
    if pg.has('audio', 0.7):
        b.append('<div class="dre-speech"><button class="dre-speech__button" type="button">%s<span>%s</span></button> <span class="dre-speech__duration">%s</span></div>'
                 % (svg('headphones'), esc(L['listen']), esc(L['listen_dur'].format(pg.read_min()))))
    if pg.has('share_top', 0.6):
        b.append(share_bar(pg, 'dre-article-share', nets=('facebook', 'x', 'email'), label=True))
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="dre-article-figure"><img src="%s" width="1200" height="675" alt="%s"><figcaption class="dre-article-figure__caption">%s '
                 '<span class="dre-article-figure__credit">(%s)</span></figcaption></figure>' % (att(pg.img(s.slug, 1200, 675)), att(s.hero[0]), esc(s.hero[0]), esc(s.hero[1])))

    def teaser():
        it = pg.others(1)[0]
        return ('<div class="dre-article-body__related"><span class="dre-label">%s</span> <a class="dre-teaser-title" href="%s">%s</a></div>'
                % (esc(L['also_read'].rstrip(':')), att(it['url']), esc(it['title'])))
    ins = inbody(pg, photo_cand(pg, 'dre-article-figure dre-article-figure--inline') + [('inline_related', 0.8, teaser)], first=1)
    b.append('<div class="dre-article-body">')
    b.append(body(pg, {'p': '<p class="dre-article-body-paragraph dre-variables">{}</p>', 'h2': '<h2 class="dre-article-body-sub-heading">{}</h2>'}, ins))
    b.append('</div>')
    if pg.has('tags', 0.6):
        b.append('<div class="dre-article-tags"><span>%s</span> %s</div>' % (esc(L['tags']), ' '.join('<a href="/emne/%s">%s</a>' % (slugify(t), esc(t)) for t in s.tags)))
    b.append('</article>')
    if pg.has('more_from', 0.6):
        b.append(cards(pg, 'dre-teaser-grid', L['more_from'].format(s.section), pg.n(4, 2), card_tag='div', kicker=False))
    if pg.has('newsletter', 0.4):
        b.append(newsletter(pg, 'dre-newsletter'))
    if pg.has('most_read', 0.8):
        b.append(story_list(pg, 'dre-teaser-list dre-most-read', L['most_read'], pg.n(5, 3), meta=(), numbered=True, tag='section'))
    if pg.has('latest', 0.7):
        b.append(story_list(pg, 'dre-teaser-list dre-latest', L['latest'], pg.n(4, 2), meta=('date',), tag='section'))
    b.append('</main>')
    b.append(footer(pg, 'dre-footer', cols=[('', L['footer_links'])], address=True,
                    extra='<p class="dre-footer__editor">Ansvarshavende chefredaktør: Lars Mølgaard</p>'))
    if pg.has('cookie', 0.9):
        b.append(cookie(pg, 'cookiebot'))
    return doc('da', hd, '\n'.join(b), body_attrs=' class="dre-body"')


# ---------------------------------------------------------------- NRK-style (nb)

def nrk(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    hd = head(pg, jsonld=[ld_article(pg, 'NewsArticle')], extra='<meta name="nrk:section" content="%s">\n<link rel="stylesheet" href="/static/css/article.4a1f.css">' % att(s.section))
    b = ['<header class="nrk-masthead"><a class="nrk-masthead__logo" href="/" aria-label="%s">%s</a>' % (att(site['name']), esc(site['name'])),
         '<nav class="nrk-masthead__nav"><ul>%s</ul></nav></header>' % ''.join('<li><a href="/%s/">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav'])]
    if pg.has('section_menu', 0.6):
        b.append('<nav class="district-nav"><a class="district-nav__title" href="/%s/">%s</a>%s</nav>' % (s.sec, esc(s.section), link_list(pg, ['Sunnmøre', 'Romsdal', 'Nordmøre', 'Vær', 'Trafikk'])))
    b.append('<main class="article-main"><article class="article" data-id="1.%s">' % s.aid[:8])
    b.append('<div class="article-header"><h1 class="title title-large article-title">%s</h1>' % esc(s.headline))
    if s.dek:
        b.append('<div class="article-lead"><p>%s</p></div>' % inline_html(s.dek))
    b.append('</div>')
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="image"><img src="%s" width="1200" height="675" alt=""><figcaption class="caption"><span class="caption-text">%s</span> '
                 '<span class="caption-credit">%s</span></figcaption></figure>' % (att(pg.img(s.slug, 1200, 675)), esc(s.hero[0]), esc(s.hero[1])))
    authors = ''.join('<div class="author">%s<a class="author__name" href="%s">%s</a><span class="author__role">Journalist</span></div>'
                      % (author_img(pg, 'author__avatar', 40) if pg.has('author_photo', 0.6) else '', att(pg.author_url(a)), esc(a)) for a in s.authors)
    b.append('<div class="article-byline"><div class="bylines-container">%s</div><div class="dates"><span class="datePublished"><span class="label">%s</span> '
             '<time datetime="%s">%s kl. %s</time></span>%s</div></div>'
             % (authors, esc(L['published']), pg.iso(), esc(pg.date()), pg.time(),
                (' <span class="dateModified"><span class="label">%s</span> <time datetime="%s">%s kl. %s</time></span>' % (esc(L['updated']), pg.iso(s.upd), esc(pg.date(s.upd)), pg.time(s.upd))) if s.upd else ''))
    if pg.has('share_top', 0.7):
        b.append(share_bar(pg, 'article-share', nets=('facebook', 'x', 'email'), label=True))

    def ref():
        it = pg.others(1)[0]
        return ('<aside class="reference reference-article"><a href="%s"><span class="reference-title">%s</span> <span class="reference-header">%s</span></a></aside>'
                % (att(it['url']), esc(L['also_read'].rstrip(':')), esc(it['title'])))
    ins = inbody(pg, [('inline_related', 0.9, ref)] + photo_cand(pg, 'image image--inline') + [('inline_related', 0.9, ref)], first=1)
    b.append('<div class="article-body text-body">')
    b.append(body(pg, {}, ins))
    b.append('</div>')
    if pg.has('helpful', 0.3):
        b.append(helpful(pg, 'article-feedback'))
    b.append('</article>')
    if pg.has('latest', 0.8):
        b.append(story_list(pg, 'district-latest', 'Siste nytt fra %s' % s.section, pg.n(5, 2), meta=('date',), tag='section'))
    if pg.has('most_read', 0.7):
        b.append(story_list(pg, 'most-read', L['most_read'], pg.n(4, 2), meta=(), numbered=True, tag='section'))
    b.append('</main>')
    b.append(footer(pg, 'nrk-footer', cols=[('', L['footer_links'])], address=False,
                    extra='<p class="nrk-footer__editor">Ansvarlig redaktør: Torunn Velle · Nyhetsredaktør: Geir Ove Sandnes</p>'))
    if pg.has('cookie', 0.5):
        b.append(cookie(pg, 'generic'))
    return doc('nb', hd, '\n'.join(b))


# ---------------------------------------------------------------- Yle-style (fi)

def yle(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    if s.id.endswith('7'):
        hd = head(pg, jsonld=[], extra='<link rel="stylesheet" href="/_next/static/css/2a9f1e6b.css">')
    else:
        hd = head(pg, og_type='website', jsonld=[ld_article(pg, 'NewsArticle')], extra='<link rel="stylesheet" href="/_next/static/css/2a9f1e6b.css">')
    b = ['<div id="__next"><header class="yle-header"><a class="yle-header__logo" href="/">%s</a>' % esc(site['name']),
         '<nav class="yle-header__nav"><ul>%s</ul></nav><a class="yle-header__areena" href="/areena">Areena</a></header>' % ''.join(
             '<li><a href="/%s">%s</a></li>' % (slugify(x), esc(x)) for x in L['nav'])]
    b.append('<main id="main-content"><article class="yle__article">')
    b.append('<header class="yle__article__header">')
    if pg.has('kicker', 0.9):
        b.append('<div class="yle__article__header__subject"><a href="/%s">%s</a></div>' % (s.sec, esc(s.section)))
    b.append('<h1 class="yle__article__heading yle__article__heading--h1">%s</h1>' % esc(s.headline))
    b.append('</header>')
    if s.hero and pg.has('hero', 0.95):
        b.append('<figure class="yle__article__figure"><img src="%s" width="1200" height="675" alt=""><figcaption class="yle__article__figure__caption">%s '
                 '<span class="yle__article__figure__copyright">%s</span></figcaption></figure>' % (att(pg.img(s.slug, 1200, 675)), esc(s.hero[0]), esc(s.hero[1])))
    if s.dek:
        b.append('<p class="yle__article__paragraph yle__article__paragraph--lead">%s</p>' % inline_html(s.dek))
    b.append('<div class="yle__article__meta"><span class="yle__article__author"><a href="%s">%s</a></span> <span class="yle__article__date--published">%s %d.%d. %s</span>%s</div>'
             % (att(pg.author_url()), esc(s.authors[0]), esc(L['published']), s.dt.day, s.dt.month, pg.time(),
                (' <span class="yle__article__date--modified">%s %s</span>' % (esc(L['updated']), pg.time(s.upd))) if s.upd else ''))
    if pg.has('audio', 0.5):
        b.append(audio(pg, 'generic'))
    if pg.has('share_top', 0.6):
        b.append(share_bar(pg, 'yle__article__share', nets=('facebook', 'x', 'whatsapp'), label=True))

    def lue():
        items = pg.others(pg.n(2, 1))
        return '<aside class="yle__article__related"><h2>%s</h2><ul>%s</ul></aside>' % (esc(L['also_read'].rstrip(':')), ''.join(
            '<li><a href="%s">%s</a></li>' % (att(it['url']), esc(it['title'])) for it in items))
    ins = inbody(pg, [('inline_related', 0.8, lue)], first=1)
    b.append('<section class="yle__article__content">')
    b.append(body(pg, {'p': '<p class="yle__article__paragraph">{}</p>', 'h2': '<h2 class="yle__article__heading yle__article__heading--h2">{}</h2>'}, ins))
    b.append('</section>')
    if pg.has('tags', 0.8):
        b.append('<div class="yle__article__tags"><span>%s</span> %s</div>' % (esc(L['topics']), ' '.join('<a href="/aiheet/%s">%s</a>' % (slugify(t), esc(t)) for t in s.tags)))
    if pg.has('comments', 0.6):
        b.append(comments_generic(pg, 'yle__comments', pg.n(3, 2)))
    b.append('</article>')
    if pg.has('most_read', 0.8):
        b.append(story_list(pg, 'yle__most-read', L['most_read'], pg.n(5, 2), meta=(), numbered=True, tag='section'))
    if pg.has('latest', 0.6):
        b.append(story_list(pg, 'yle__latest', L['latest'], pg.n(4, 2), meta=('date',), tag='section'))
    b.append('</main>')
    b.append(footer(pg, 'yle-footer', cols=[('', L['footer_links'])], address=False,
                    extra='<p class="yle-footer__editor">Vastaava päätoimittaja: Riikka Salonen</p>'))
    b.append('</div>')
    if pg.has('cookie', 0.8):
        b.append(cookie(pg, 'generic'))
    return doc('fi', hd, '\n'.join(b))


# ---------------------------------------------------------------- WordPress + Newsup theme (ro)

def newsup(pg):
    s, L, site = pg.s, pg.L, pg.site
    pg.add('header'), pg.add('nav'), pg.add('footer'), pg.add('dates'), pg.add('byline')
    if s.declared:
        hd = head(pg, jsonld=[ld_script(ld_graph(pg, 'NewsArticle', [(L['home'], '/'), (s.section, '/category/%s/' % s.sec), (inline_text(s.headline), None)]), ' class="yoast-schema-graph"')],
                  top='<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->', extra=wp_head_extra(pg, 'newsup'))
    else:
        hd = head(pg, og_type='website', jsonld=[ld_script(ld_graph(pg, None), ' class="yoast-schema-graph"')],
                  top='<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->', extra=wp_head_extra(pg, 'newsup'))
    b = ['<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a><div class="wrapper" id="custom-background-css">',
         '<header class="mg-headwidget"><div class="mg-head-detail hidden-xs"><div class="container-fluid"><div class="row align-items-center"><div class="col-md-6 col-xs-12">'
         '<ul class="info-left"><li>%s, %s</li></ul></div><div class="col-md-6 col-xs-12"><ul class="mg-social info-right"><li><a href="https://www.facebook.com/gazetatrivale">%s</a></li></ul></div></div></div></div>'
         % (esc(L['days'][s.dt.weekday()]), esc(pg.date()), svg('facebook'))]
    b.append('<div class="mg-nav-widget-area-back"><div class="overlay"><div class="inner"><div class="container-fluid"><div class="mg-nav-widget-area"><div class="row align-items-center">'
             '<div class="col-md-3 text-center-xs"><div class="navbar-header"><div class="site-branding-text"><p class="site-title"><a href="/" rel="home">%s</a></p>'
             '<p class="site-description">%s</p></div></div></div></div></div></div></div></div></div>' % (esc(site['name']), esc(site['tagline'])))
    pg.add('site_title_repeat')
    b.append('<div class="mg-menu-full"><nav class="navbar navbar-expand-lg navbar-wp"><div class="container-fluid"><div class="collapse navbar-collapse" id="navbar-wp">'
             '<ul id="menu-primary" class="nav navbar-nav">%s</ul></div></div></nav></div></header>' % ''.join(
                 '<li id="menu-item-%d" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-%d"><a class="nav-link" title="%s" href="/category/%s/">%s</a></li>'
                 % (60 + k, 60 + k, att(x), slugify(x), esc(x)) for k, x in enumerate(L['nav'])))
    if pg.has('ticker', 0.8):
        items = pg.others(pg.n(4, 2))
        b.append('<section class="mg-latest-news-sec"><div class="container-fluid"><div class="mg-latest-news"><div class="bn_title"><h2 class="title">%s<span></span></h2></div>'
                 '<div class="mg-latest-news-slider marquee">%s</div></div></div></section>' % (esc(L['breaking']), ''.join('<a href="%s"><span>%s</span></a>' % (att(it['url']), esc(it['title'])) for it in items)))
    b.append('<main id="content" class="single-class content"><div class="container-fluid"><div class="row"><div class="col-lg-9 col-md-8">')
    b.append('<div class="mg-blog-post-box"><div class="mg-header">')
    pg.add('kicker')
    b.append('<div class="mg-blog-category"><a class="newsup-categories category-color-1" href="/category/%s/" alt="View all posts in %s">%s</a></div>' % (s.sec, att(s.section), esc(s.section)))
    b.append('<h1 class="title single"> <a title="Permalink to: %s" href="%s">%s</a></h1>' % (att(inline_text(s.headline)), att(pg.url), esc(s.headline)))
    b.append('<div class="media mg-info-author-block"><a class="mg-author-pic" href="%s">%s</a><div class="media-body"><h4 class="media-heading"><span>%s</span><a href="%s">%s</a></h4>'
             '<span class="mg-blog-date"><i class="fas fa-clock"></i> %s</span></div></div></div>'
             % (att(pg.author_url()), author_img(pg, 'avatar avatar-150 photo', 150), esc(L['by']), att(pg.author_url()), esc(s.authors[0]),
                esc('%s %d, %d' % (L['months_short'][s.dt.month - 1], s.dt.day, s.dt.year))))
    pg.add('author_photo')
    if s.hero and pg.has('hero', 0.9):
        b.append('<img width="1024" height="576" src="%s" class="img-fluid wp-post-image" alt="%s">' % (att(pg.img(s.slug, 1024, 576)), att(s.hero[0])))
    b.append('<article class="page-content-single small single">')
    if s.dek:
        b.append('<p class="has-medium-font-size"><strong>%s</strong></p>' % inline_html(s.dek))

    def cit():
        return inline_related(pg, 'citeste-si', L['read_more'])

    def ad_ro():
        return '<div class="ro-ad"><span class="ro-ad__label">%s</span><ins class="adsbygoogle" style="display:block;min-height:250px" data-ad-format="auto"></ins></div>' % esc(L['advert'])
    ins = inbody(pg, [('inline_related', 0.8, cit), ('ads', 0.8, ad_ro)], first=1)
    b.append(body(pg, {'h2': '<h2 class="wp-block-heading">{}</h2>'}, ins))
    if pg.has('share_bottom', 0.9):
        b.append('<div class="post-share"><div class="post-share-icons cf">%s</div></div>' % share_bar(pg, 'post-share-links', nets=('facebook', 'x', 'whatsapp', 'email'), label=False, copy=False))
    if pg.has('prevnext', 0.8):
        a, c = pg.others(2)
        b.append('<div class="clearfix mb-3"></div><nav class="navigation post-navigation" aria-label="Articole"><h2 class="screen-reader-text">Navigare în articole</h2><div class="nav-links">'
                 '<div class="nav-previous"><a href="%s" rel="prev">%s <div class="fa fa-angle-double-right"></div><span></span></a></div>'
                 '<div class="nav-next"><a href="%s" rel="next"><div class="fa fa-angle-double-left"></div><span></span> %s</a></div></div></nav>'
                 % (att(a['url']), esc(a['title']), att(c['url']), esc(c['title'])))
    b.append('</article></div>')
    if pg.has('author_bio', 0.6):
        b.append('<div class="media mg-info-author-block"><a class="mg-author-pic" href="%s">%s</a><div class="media-body"><h4 class="media-heading">%s <a href="%s">%s</a></h4><p>%s</p></div></div>'
                 % (att(pg.author_url()), author_img(pg, 'avatar', 150), esc(L['by']), att(pg.author_url()), esc(s.authors[0]),
                    esc(L['bio'].format(name=s.authors[0], first=s.authors[0].split()[0], site=site['name'], beat=s.section.lower(), email=pg.email_for(s.authors[0])))))
    if pg.has('related_cards', 0.9):
        items = pg.others(pg.n(3, 2))
        b.append('<div class="mg-featured-slider p-3 mb-4"><div class="mg-sec-title"><h4>%s</h4></div><div class="row">%s</div></div>'
                 % (esc(L['related']), ''.join('<div class="col-md-4"><div class="mg-blog-post-3 minh back-img mb-md-0" style="background-image:url(\'%s\');"><div class="mg-blog-inner">'
                                               '<div class="mg-blog-category"><a class="newsup-categories category-color-1" href="/category/%s/">%s</a></div>'
                                               '<h4 class="title"> <a href="%s" title="%s">%s</a></h4><div class="mg-blog-meta"><span class="mg-blog-date"><i class="fas fa-clock"></i> %s</span> '
                                               '<a href="%s"><i class="fas fa-user-circle"></i> %s</a></div></div></div></div>'
                                               % (att(it['img']), slugify(it['section']), esc(it['section']), att(it['url']), att(it['title']), esc(it['title']),
                                                  esc('%s %d, %d' % (L['months_short'][it['dt'].month - 1], it['dt'].day, it['dt'].year)), att(pg.author_url(it['author'])), esc(it['author']))
                                               for it in items)))
    if pg.has('comments', 1.0 if s.heavy else 0.7):
        b.append(comments_wp(pg, pg.n(8 if s.heavy else 3, 2)))
        if pg.has('comment_form', 0.8):
            b.append(comment_form_wp(pg))
    b.append('</div>')
    pg.add('sidebar')
    b.append('<aside class="col-lg-3 col-md-4"><div id="sidebar-right" class="mg-sidebar">')
    if pg.has('search_form', 0.8):
        b.append('<div id="block-2" class="mg-widget widget_block widget_search"><form role="search" method="get" action="/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search">'
                 '<label class="wp-block-search__label" for="wp-block-search__input-1">%s</label><div class="wp-block-search__inside-wrapper"><input class="wp-block-search__input" id="wp-block-search__input-1" type="search" name="s" required>'
                 '<button aria-label="%s" class="wp-block-search__button wp-element-button" type="submit">%s</button></div></form></div>' % (esc(L['search']), att(L['search']), esc(L['search'])))
    b.append('<div id="block-3" class="mg-widget widget_block"><div class="wp-block-group">%s</div></div>'
             % story_list(pg, 'wp-block-latest-posts', 'Articole recente', pg.n(5, 2), meta=(), tag='div', h='h2', title_cls='wp-block-heading'))
    pg.add('latest')
    if pg.has('weather', 0.5):
        b.append('<div class="mg-widget">%s</div>' % weather(pg, 'vremea'))
    if pg.has('stocks', 0.3):
        b.append('<div class="mg-widget">%s</div>' % stocks(pg, 'curs', rows=[('EUR', 4.97), ('USD', 4.59), ('GBP', 5.81), ('CHF', 5.21), ('Aur (g)', 349.1)]))
    b.append('</div></aside></div></div></main>')
    b.append('<footer class="footer back-img"><div class="overlay"><div class="mg-footer-widget-area"><div class="container-fluid"><div class="row">'
             '<div class="col-md-4"><div class="mg-widget"><h6>%s</h6><p>%s</p></div></div><div class="col-md-4"><div class="mg-widget">%s</div></div></div></div></div>'
             '<div class="mg-footer-copyright"><div class="container-fluid"><div class="row"><div class="col-md-6 text-xs"><p>© %d %s. %s <span class="sep"> | </span>Theme: Newsup by Themeansar.</p></div></div></div></div></div></footer>'
             % (esc(site['name']), esc(site['address']), link_list(pg, L['footer_links']), s.dt.year, esc(site['name']), esc(L['rights'])))
    b.append('</div></div>')
    if pg.has('cookie', 0.8):
        b.append(cookie(pg, 'cookie_notice'))
    return doc('ro-RO', hd, '\n'.join(b), body_attrs=' class="%s ta-hide-date-author-in-list"' % wp_body_class(pg))


RENDER = {'lenta': lenta, 'hurriyet': hurriyet, 'detik': detik, 'idnes': idnes, 'dr': dr, 'nrk': nrk, 'yle': yle, 'newsup': newsup}
