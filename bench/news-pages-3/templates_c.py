"""Publishing-system templates, part C: European news sites."""
import hashlib
from chrome import *  # noqa


# ------------------------------------------------------------------ Spiegel-style (German)
def t_spiegel(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    aid = hashlib.md5(ctx.id.encode()).hexdigest()
    ctx.url = ctx.a('/%s/%s-a-%s-%s-%s' % (ctx.secslug, ctx.slug, aid[:8], aid[8:12], aid[12:16]))
    ctx.mark('header')
    hdr = ('<header data-area="navigation" class="sticky top-0 z-50"><div class="flex items-center"><a href="/" title="Rheinblick" class="text-black"><svg aria-hidden="true"></svg><span class="sr-only">%s</span></a>'
           '<nav data-area="navigation_bar" class="flex"><ul class="flex">%s</ul></nav><div class="ml-auto"><a data-sara-click-el="header_abo" href="/abo/">%s</a> <a href="/account/">%s</a></div></div></header>'
           % (esc(s['name']), nav_items(ctx, ' class="mx-8"', ' class="text-base font-sansUI"', 8), 'Rheinblick+', L['login']))
    inserts = []
    if ctx.m(0.7):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<div data-area="related_articles" class="lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto"><section class="bg-shade-lightest"><h3 class="font-sansUI">%s</h3>'
                       '<article aria-label="%s" class="py-16"><a href="%s" title="%s"><span class="font-bold">%s</span></a></article></section></div>' % (L['related'], esc(h), u, esc(h), esc(h)))
    if ctx.m(0.6):
        inserts.append('<div data-area="ad_slot" class="ad-container"><span class="text-shade-dark text-xs">%s</span><div id="spon_inline_1"></div></div>' % esc(L['ad']))
        ctx.mark('inline_ad')
    pw = paywall(ctx, 'paywall-overlay', 'h2') if ctx.m(0.5) else ''
    body = render_body(ctx, inserts,
                       p='<div data-sara-click-el="body_element" class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto lg:px-24 md:px-24 sm:px-16 break-words word-wrap"><p>{}</p></div>',
                       h='<h3 class="lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto font-sansUI font-bold">{}</h3>')
    ctx.mark('kicker', 'byline', 'date')
    dek = '<div class="RichText RichText--sans leading-loose lg:text-xl md:text-xl sm:text-l lg:mb-32 md:mb-32 sm:mb-24"><p>%s</p></div>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = ('<figure class="mb-16"><img data-image-el="img" src="%s" width="990" height="557" alt=""><figcaption class="font-sansUI text-shade-dark"><p>%s</p><span class="text-s">%s: %s</span></figcaption></figure>'
               % (ctx.img(990, 557, 'cdn'), esc(st['cap']), L['photo'], esc(ctx.author())))
    art = ('<main id="Inhalt"><article aria-label="%s" data-area="article"><header data-area="intro" class="lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto"><h2 class="lg:pb-16 md:pb-12 sm:pb-12">'
           '<span class="block text-primary-base font-sansUI font-bold text-base mb-12">%s</span>\n<span class="align-middle">%s</span></h2>%s'
           '<div data-area="top_element>author" class="font-sansUI"><a href="/impressum/autor-%s" class="text-black">%s %s</a></div>'
           '<div class="font-sansUI text-shade-dark"><time datetime="%s" class="timeformat">%s</time></div>%s</header>%s'
           '<section class="relative" data-area="body"><div class="clearfix">%s</div></section>%s'
           '<div data-area="article_footer">%s%s</div></article></main>'
           % (esc(st['hl']), esc(ctx.sec), esc(st['hl']), dek, ctx.au_slug(), L['by'], esc(ctx.au()), ctx.iso(), esc(ctx.fdate(time=True)),
              share(ctx, 'flex share-bar', label=False, icons=True) if ctx.m(0.7) else '', img, body, pw,
              tags(ctx, 'article-topics', path='/thema/%s/') if ctx.m(0.6) else '',
              (comments(ctx, 'generic', 'forum', form=True, htag='h3') if ctx.m(0.4) else '')))
    more = cards(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'teaser-list', 4, htag='h2', card_tag='article')
    mr = story_list(ctx, 'most_read', L['most_read'], 'most-read', 5, numbered=True, htag='h2', wrap='section')
    ft = footer(ctx, 'footer bg-shade-lightest', follow_line=True)
    ck = cookie(ctx, 'sp_message_container') if ctx.m(0.7) else ''
    return page(ctx, '<div id="wrapper">%s%s%s%s%s</div>%s' % (hdr, art, more, mr, ft, ck), ' class="bg-white"', '', 'NewsArticle')


# ------------------------------------------------------------------ Le Monde-style (French)
def t_lemonde(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/%s/article/%d/%02d/%02d/%s_%d_%d.html' % (ctx.secslug, ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug, ctx.rng.randint(6000000, 6299999), ctx.rng.randint(3200, 3299)))
    ctx.mark('header')
    hdr = ('<header class="Header"><div class="Header__content"><a class="Header__logo" href="/" title="%s"><svg aria-hidden="true"></svg></a><div class="Header__actions"><a class="Header__subscribe" href="/abonnement/">%s</a>'
           '<a class="Header__login" href="/connexion/">%s</a></div></div><nav class="Nav"><ul class="Nav__list">%s</ul></nav></header>'
           % (esc(s['name']), esc(L['subscribe']), esc(L['login']), nav_items(ctx, ' class="Nav__item"', ' class="Nav__link"')))
    inserts = []
    if ctx.m(0.8):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<section class="catcher catcher--inline"><span class="catcher__title">%s</span><a class="catcher__desc" href="%s">%s</a></section>' % (esc(L['related']), u, esc(h)))
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, 'dfp-slot dfp__inread', 'continues'))
    pw = ''
    if ctx.m(0.5):
        ctx.mark('paywall')
        pw = ('<section class="paywall" id="js-paywall-content"><p class="paywall__title">%s</p><p>%s</p><div class="paywall__offers">%s</div><p class="paywall__login"><a href="/connexion/">%s</a></p></section>'
              % (esc(L['pw_title']), esc(L['pw_text']), ''.join('<div class="paywall__offer"><p class="paywall__offer-name">%s</p><p class="paywall__price">%s</p><p>%s</p></div>' % (esc(a), esc(b), esc(c)) for a, b, c in L['plans']), esc(L['pw_login'])))
    body = render_body(ctx, inserts, p='<p class="article__paragraph">{}</p>', h='<h2 class="article__sub-title">{}</h2>',
                       ul='<ul class="article__list">{}</ul>', li='<li class="article__list-item">{}</li>')
    ctx.mark('byline', 'date', 'reading_time', 'kicker')
    dek = '<p class="article__desc">%s</p>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = '<figure class="article__media"><img src="%s" alt="" width="664" height="443"><figcaption class="article__legend" aria-hidden="true">%s <span class="article__credit">%s</span></figcaption></figure>' % (ctx.img(664, 443), esc(st['cap']), esc('%s / %s' % (ctx.author(), s['name'].upper())))
    art = ('<main id="habillagepub" class="article article--content"><section class="zone zone--article"><header class="article__header article__header--content"><section class="article__kicker"><a class="article__kicker-link" href="/%s/">%s</a></section>'
           '<h1 class="article__title">%s</h1>%s<section class="meta meta__publisher"><span class="meta__date meta__date--header">%s %s</span>'
           '<span class="meta__reading-time"><span class="icon__reading-time"></span>%s</span></section></header>'
           '<section class="article__wrapper article__wrapper--premium"><article class="article__content old__article-content-single">%s'
           '<section class="author"><span class="author__detail"><a class="article__author-link" href="/signataires/%s/">%s</a></span><span class="author__desc">(%s, correspondant)</span></section>'
           '%s</article>%s%s</section></section></main>'
           % (ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, esc(L['published']), esc(ctx.fdate(time=True)), esc(L['min_read'].format(n=ctx.minutes())),
              img, ctx.au_slug(), esc(ctx.au()), esc(s['city']), body, pw,
              ('<section class="article__reactions"><h3>%s</h3><p>%s</p><a href="/reactions/">%s</a></section>' % (esc(L['comments'].format(n=ctx.rng.randint(3, 80))), esc(L['join']), esc(L['leave_reply']))) if ctx.m(0.6) else ''))
    if 'article__reactions' in art:
        ctx.mark('comments')
    sh = share(ctx, 'meta__social', label=False, icons=True) if ctx.m(0.6) else ''
    rel = cards(ctx, 'related', L['related_stories'], 'services-carousel', 3, htag='h3', card_tag='section')
    side = sidebar(ctx, [story_list(ctx, 'latest', L['latest'], 'aside__iso', 5, date=True, htag='h3', wrap='section'), newsletter(ctx, 'aside__newsletter') if ctx.m(0.5) else ''], 'aside__iso-wrapper')
    ft = footer(ctx, 'Footer')
    ck = cookie(ctx, 'gdpr-lmd-wall') if ctx.m(0.7) else ''
    return page(ctx, hdr + art + sh + rel + side + ft + ck, ' class="article-page"', '', 'NewsArticle')


# ------------------------------------------------------------------ Unidad Editorial-style (Spanish)
def t_unidad(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    hx = hashlib.md5(ctx.id.encode()).hexdigest()[:24]
    ctx.url = ctx.a('/%s/%d/%02d/%02d/%s.html' % (ctx.secslug, ctx.dt.year, ctx.dt.month, ctx.dt.day, hx))
    ctx.mark('header')
    hdr = ('<header class="ue-c-main-header"><div class="ue-c-main-header__top"><a class="ue-c-main-header__logo" href="/"><img src="%s" alt="%s"></a>'
           '<div class="ue-c-main-header__actions"><a class="ue-c-main-header__button" href="/suscripciones/">%s</a><a class="ue-c-main-header__button" href="/registro/">%s</a></div></div>'
           '<nav class="ue-c-main-navigation"><ul class="ue-c-main-navigation__list">%s</ul></nav></header>'
           % (ctx.img(300, 50), esc(s['name']), esc(L['subscribe']), esc(L['login']), nav_items(ctx, ' class="ue-c-main-navigation__item"', ' class="ue-c-main-navigation__link"')))
    tick = ticker(ctx, 'ue-c-breaking-news', L['breaking'], 2) if ctx.m(0.5) else ''
    inserts = []
    if ctx.m(0.7):
        inserts.append(inline_related(ctx, 'ue-c-article__related-inline', 'p'))
    if ctx.m(0.6):
        inserts.append(inline_ad(ctx, 'ue-c-ad ue-c-ad--inline', 'label'))
    body = render_body(ctx, inserts, h='<h2 class="ue-c-article__subheadline">{}</h2>')
    ctx.mark('kicker', 'byline', 'date')
    dek = '<p class="ue-c-article__standfirst">%s</p>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = ('<div class="ue-c-article__media"><figure class="ue-c-article__media-img-container"><img class="ue-c-article__image" src="%s" alt="" width="640" height="360"></figure>'
               '<figcaption class="ue-c-article__media-description"><span class="ue-c-article__media-description-text">%s</span><span class="ue-c-article__media-source">%s</span></figcaption></div>' % (ctx.img(640, 360), esc(st['cap'])
                                                                                                                                                                              , esc(credit_text(ctx))))
    art = ('<main class="ue-l-article"><article class="ue-l-article__inner"><div class="ue-l-article__header ue-c-article__header"><div class="ue-c-article__kicker-container"><span class="ue-c-article__kicker">%s</span></div>'
           '<h1 class="ue-c-article__headline js-headline">%s</h1>%s</div>%s'
           '<div class="ue-l-article__header-content"><div class="ue-c-article__byline"><div class="ue-c-article__byline-name"><a href="/autor/%s.html">%s</a></div>'
           '<div class="ue-c-article__byline-location">%s</div></div><div class="ue-c-article__publishdate"><time datetime="%s">%s</time></div>%s</div>'
           '<div class="ue-l-article__body ue-c-article__body">%s</div>%s%s</article></main>'
           % (esc(ctx.sec), esc(st['hl']), dek, img, ctx.au_slug(), esc(ctx.au()), esc(s['city']), ctx.iso(), esc(ctx.fdate(time=True)),
              share(ctx, 'ue-c-article__sharing', label=False, icons=True), body,
              tags(ctx, 'ue-c-article__tags', path='/e/%s.html') if ctx.m(0.7) else '',
              comments(ctx, 'generic', 'ue-c-comments', form=True, htag='h3') if ctx.m(0.5) else ''))
    mr = story_list(ctx, 'most_read', L['most_read'], 'ue-c-most-read', 5, numbered=True, htag='h2')
    more = cards(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'ue-c-cover-content', 3, row_split=ctx.m(0.5), card_tag='article')
    ft = footer(ctx, 'ue-c-main-footer', follow_line=True)
    ck = cookie(ctx, 'didomi-notice') if ctx.m(0.7) else ''
    return page(ctx, hdr + tick + art + mr + more + ft + ck, ' class="ue-l-page"', '', 'NewsArticle')


# ------------------------------------------------------------------ Escenic-based regional site (Italian)
def t_escenic(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    aid = ctx.rng.randint(1400000, 1499999)
    ctx.url = ctx.a('/%s/%s-1.%d' % (ctx.secslug, ctx.slug, aid))
    ctx.mark('header')
    hdr = ('<div id="header" class="header"><div class="header-top"><span class="header-date">%s</span><a class="header-edicola" href="/edicola/">%s</a><a href="/abbonamenti/">%s</a></div>'
           '<div class="header-logo"><a href="/"><img src="%s" alt="%s"></a></div><div id="menu" class="menu"><ul class="menu-list">%s</ul></div></div>'
           % (esc(ctx.fdate()), esc(L['e_edition']), esc(L['subscribe']), ctx.img(360, 70), esc(s['name']), nav_items(ctx, ' class="menu-item"')))
    inserts = []
    if ctx.m(0.6):
        inserts.append(inline_related(ctx, 'box-correlati', 'box'))
    if ctx.m(0.6):
        inserts.append(inline_ad(ctx, 'adv adv-inread', 'continues'))
    body = render_body(ctx, inserts, p='<p>{}</p>')
    ctx.mark('kicker', 'byline', 'date')
    dek = '<h2 class="article-summary">%s</h2>' % esc(st['dek']) if st['dek'] else ''
    img = hero(ctx, 'article-image') if (st.get('cap') or ctx.m(0.4)) else ''
    wrap_tag = 'article' if st['decl'] else 'div'
    art = ('<%s class="article-detail" data-escenic-id="%d" data-content-type="news"><div class="article-header"><span class="article-section"><a href="/%s/">%s</a></span>'
           '<h1 class="article-title">%s</h1>%s<div class="article-info"><span class="article-author">%s %s</span> <span class="article-date">%s</span></div></div>%s%s'
           '<div class="article-body" id="article-body">%s</div>%s%s</%s>'
           % (wrap_tag, aid, ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, L['by'], esc(ctx.au()), esc(ctx.fdate(time=True)), img,
              share(ctx, 'article-share', label=True) if ctx.m(0.7) else '', body,
              tags(ctx, 'article-tags') if ctx.m(0.5) else '', origin(ctx, 'article-source') if ctx.m(0.5) else '', wrap_tag))
    rel = cards(ctx, 'related', L['related_stories'], 'related-articles', 3, row_split=ctx.m(0.5), htag='h3')
    side = sidebar(ctx, [story_list(ctx, 'most_read', L['most_read'], 'box-piu-letti', 5, numbered=True, htag='h3', wrap='div'), weather(ctx, 'box-meteo') if ctx.m(0.6) else '',
                         events(ctx, 'box-appuntamenti') if ctx.m(0.4) else ''], 'col-right', 'div')
    com = comments(ctx, 'generic', 'commenti', form=True, htag='h3') if ctx.m(0.5) else ''
    ft = footer(ctx, 'footer', 'div', follow_line=True).replace('</div>', '</div>', 1)
    ft = ft.replace('<p class="footer__copyright">', '<p class="footer__piva">P.IVA 01234560135 · Registrazione Tribunale n. 12/1998</p><p class="footer__copyright">')
    ck = cookie(ctx, 'cookie-banner') if ctx.m(0.8) else ''
    return page(ctx, '<div id="container">%s<div id="main" class="main"><div class="col-left">%s%s%s%s</div>%s</div>%s</div>%s'
                % (hdr, breadcrumbs(ctx, 'breadcrumb', '›') if ctx.m(0.6) else '', art, com, rel, side, ft, ck), ' class="escenic-article"',
                '<meta name="generator" content="Escenic Content Engine">', 'NewsArticle')


# ------------------------------------------------------------------ NOS/RTL-style (Dutch, styled-components)
def t_nos(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    aid = ctx.rng.randint(2500000, 2599999)
    ctx.url = ctx.a('/artikel/%d-%s' % (aid, ctx.slug))

    def sc(n):
        h = hashlib.md5((ctx.id + n).encode()).hexdigest()
        return 'sc-%s-%d %s' % (h[:8], int(h[8], 16) % 4, ''.join(chr(97 + int(c, 16) % 26) for c in h[9:15]))
    ctx.mark('header')
    hdr = ('<header class="%s"><a class="%s" href="/" aria-label="%s"><svg aria-hidden="true"></svg></a><nav class="%s"><ul class="%s">%s</ul></nav>'
           '<a class="%s" href="/zoeken/">%s</a></header>' % (sc('hdr'), sc('logo'), esc(s['name']), sc('nav'), sc('navl'), nav_items(ctx, ' class="%s"' % sc('navi')), sc('srch'), esc(L['search'])))
    inserts = []
    if ctx.m(0.7):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<aside class="%s"><a class="%s" href="%s"><span class="%s">%s</span><h3 class="%s">%s</h3></a></aside>' % (sc('rel'), sc('rela'), u, sc('rell'), esc(L['related']), sc('relh'), esc(h)))
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, sc('ad'), 'label'))
    body = render_body(ctx, inserts, p='<p class="%s">{}</p>' % sc('p'), h='<h2 class="%s">{}</h2>' % sc('h2'), ul='<ul class="%s">{}</ul>' % sc('ul'))
    ctx.mark('kicker', 'date')
    dek = '<p class="%s">%s</p>' % (sc('dek'), esc(st['dek'])) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = '<figure class="%s"><img src="%s" alt="" width="1008" height="567"><figcaption class="%s"><span>%s</span> <span class="%s">%s</span></figcaption></figure>' % (
            sc('fig'), ctx.img(1008, 567), sc('figc'), esc(st['cap']), sc('cred'), esc('ANP/' + ctx.author()))
    au = ''
    if ctx.m(0.6) and st['au'] != 'Redactie':
        ctx.mark('byline')
        au = '<p class="%s">%s %s</p>' % (sc('au'), L['by'], esc(ctx.au()))
    art = ('<main id="content" class="%s"><article class="%s"><header class="%s"><span class="%s"><a href="/%s/">%s</a></span><h1 class="%s">%s</h1>%s'
           '<p class="%s"><time datetime="%s">%s, %02d:%02d</time>%s</p>%s</header>%s<div class="%s">%s</div>%s</article></main>'
           % (sc('main'), sc('art'), sc('head'), sc('kick'), ctx.secslug, esc(ctx.sec), sc('h1'), esc(st['hl']), dek, sc('meta'), ctx.iso(), esc(ctx.fdate()), ctx.dt.hour, ctx.dt.minute,
              (' · %s %s' % (esc(L['updated']), ctx.upd().strftime('%H:%M'))) if ctx.m(0.6) else '', au, img, sc('body'), body,
              share(ctx, sc('share'), label=True) if ctx.m(0.8) else ''))
    lt = story_list(ctx, 'latest', L['latest'], sc('latest').split()[1], 6, date=True, htag='h2')
    more = cards(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), sc('more').split()[1], 4, htag='h2', card_tag='article')
    ft = footer(ctx, sc('foot').split()[1], follow_line=True)
    ck = cookie(ctx, sc('ccm').split()[1]) if ctx.m(0.8) else ''
    data = '<script id="__NEXT_DATA__" type="application/json">{"page":"/artikel/[id]","query":{"id":"%d"}}</script>' % aid
    return page(ctx, '<div id="__next">%s%s%s%s%s</div>%s' % (ck, hdr, art, lt + more, ft, data), '', '', 'NewsArticle')


# ------------------------------------------------------------------ Labrador CMS (Swedish)
def t_labrador(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    aid = ctx.rng.randint(400000, 499999)
    ctx.url = ctx.a('/%s/%s/%d' % (ctx.secslug, ctx.slug, aid))
    ctx.mark('header')
    hdr = ('<header class="pageElement pageHeader"><div class="section grid-fixed"><div class="row mainline"><figure class="logo"><a href="/" aria-label="%s"><img src="%s" alt="%s"></a></figure>'
           '<nav class="navigation mainMenu dac-hidden-desktop-down"><ul class="menu-list">%s</ul></nav><div data-id="pageElements-8" class="search"><a href="/sok/">%s</a></div>'
           '<a class="button subscribe" href="/prenumerera/">%s</a><a class="button login" href="/logga-in/">%s</a></div></div></header>'
           % (esc(s['name']), ctx.img(300, 60, 'image'), esc(s['name']), nav_items(ctx, ' class="menu-item"'), esc(L['search']), esc(L['subscribe']), esc(L['login'])))
    inserts = []
    if ctx.m(0.6):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<div class="column small-12 large-12 small-abs-12 large-abs-12"><article class="column articlelist-inline"><p class="kicker">%s</p><h3 class="headline"><a href="%s">%s</a></h3></article></div>' % (esc(L['related']), u, esc(h)))
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, 'adnuntius-ad', 'label'))
    pw = ''
    if ctx.m(0.6):
        pw = paywall(ctx, 'paywallTeaser', 'h2')
    body = render_body(ctx, inserts)
    ctx.mark('byline', 'date')
    dek = '<p class="subtitle t22 tm24 color_mobile_no_bgcolor">%s</p>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = ('<figure data-element-guid="%s" class="column image desktop-floatNone mobile-floatNone small-12 large-12"><div class="img fullwidthTarget"><picture><img src="%s" alt="" width="1024" height="576"></picture></div>'
               '<div class="caption" data-showmore="Visa mer"><figcaption itemprop="caption">%s</figcaption><figcaption itemprop="author" data-byline-prefix="%s">%s</figcaption></div></figure>'
               % (hashlib.md5(ctx.id.encode()).hexdigest()[:16], ctx.img(1024, 576, 'image'), esc(st['cap']), L['photo'] + ':', esc(ctx.author())))
    art = ('<main class="pageElement" role="main"><article class="column articleFull" id="article-%d" data-section="%s">'
           '<div class="row content-container"><div class="column small-12 large-12 large-abs-12">%s<h1 itemprop="headline" class="headline t55 tm32 font-weight-bold">%s</h1>%s'
           '<div class="meta"><div class="byline column"><div class="firstPart"><span class="name">%s</span> <a class="email" href="mailto:%s">%s</a></div></div>'
           '<div class="dates"><span class="dateGroup datePublished"><span class="dateLabel">%s</span> <time itemprop="datePublished" datetime="%s">%s</time></span>%s</div></div>'
           '<div class="bodytext large-12 small-12 medium-12">%s</div>%s%s</div></div></article></main>'
           % (aid, ctx.secslug, img, esc(st['hl']), dek, esc(ctx.au()), ctx.au_email(), ctx.au_email(), esc(L['published']), ctx.iso(), esc(ctx.fdate(time=True)),
              ('<span class="dateGroup dateModified"><span class="dateLabel">%s</span> <time datetime="%s">%s</time></span>' % (esc(L['updated']), ctx.iso(ctx.upd()), esc(ctx.fdate(ctx.upd(), True)))) if ctx.m(0.6) else '',
              body, pw, share(ctx, 'shareButtons', label=True) if ctx.m(0.6) else ''))
    lt = story_list(ctx, 'latest', L['latest'], 'latestArticles', 6, date=True, htag='h2')
    mr = story_list(ctx, 'most_read', L['most_read'], 'mostRead', 5, numbered=True, htag='h2') if ctx.m(0.6) else ''
    ft = footer(ctx, 'pageFooter', follow_line=ctx.m(0.5))
    ft = ft.replace('</footer>', '<p class="publisher">Ansvarig utgivare: %s · Chefredaktör: %s</p></footer>' % (esc(ctx.author()), esc(ctx.author())))
    ck = cookie(ctx, 'cmp-banner') if ctx.m(0.6) else ''
    return page(ctx, '<div id="lab-page">%s%s<div class="row">%s%s</div>%s</div>%s' % (hdr, art, lt, mr, ft, ck), ' class="custom-font-enabled"',
                '<meta name="generator" content="Labrador CMS">', 'NewsArticle')


# ------------------------------------------------------------------ Onet/WP-style (Polish)
def t_onet(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    code = hashlib.md5(ctx.id.encode()).hexdigest()[:7]
    ctx.url = ctx.a('/%s/%s/%s' % (ctx.secslug, ctx.slug, code))
    ctx.mark('header')
    hdr = ('<header id="header" class="pageHeader"><div class="headerTop"><a class="logo" href="/"><img src="%s" alt="%s"></a><div class="headerSearch"><form action="/szukaj/"><input type="text" name="q" placeholder="%s"></form></div>'
           '<a class="premiumButton" href="/premium/">%s</a> <a class="loginButton" href="/konto/">%s</a></div><nav class="mainMenu"><ul>%s</ul></nav></header>'
           % (ctx.img(250, 50), esc(s['name']), esc(L['search']), esc(L['subscribe']), esc(L['login']), nav_items(ctx, ' class="menuItem"')))
    inserts = []
    if ctx.m(0.7):
        inserts.append(inline_related(ctx, 'relatedContent', 'p'))
    inserts.append(inline_ad(ctx, 'adSlot adSlotInline', 'continues'))
    if ctx.m(0.3):
        inserts.append(newsletter(ctx, 'newsletterBox', 'h3'))
    body = render_body(ctx, inserts, p='<p class="hyphenate">{}</p>', h='<h2 class="detailSubHeader">{}</h2>')
    ctx.mark('byline', 'date', 'kicker')
    dek = ('<div id="leadContent"><div class="lead hyphenate">%s</div></div>' % esc(st['dek'])) if st['dek'] else ''
    img = ''
    if st.get('cap') or ctx.m(0.4):
        ctx.mark('hero_image', 'caption')
        img = '<div class="mainPhoto"><figure><img src="%s" alt="" width="1280" height="720"><figcaption><span class="imageDescription">%s</span> <span class="author">%s</span></figcaption></figure></div>' % (ctx.img(1280, 720), esc(caption_text(ctx)), esc('%s %s / %s' % (L['photo'], ctx.author(), s['name'])))
    wrap = 'article' if st['decl'] else 'div'
    art = ('<main class="mainContent"><%s class="detail articleDetail" data-article-id="%s"><div class="articleTop"><span class="category"><a href="/%s/">%s</a></span>'
           '<h1 class="mainTitle">%s</h1><div class="authorsSources"><span class="author"><span class="name">%s</span></span> <span class="sourceName">%s</span></div>'
           '<div class="datePublished"><time datetime="%s">%s</time></div></div>%s%s<div class="articleBody">%s</div>%s</%s></main>'
           % (wrap, code, ctx.secslug, esc(ctx.sec), esc(st['hl']), esc(ctx.au()), esc(s['name']), ctx.iso(), esc(ctx.fdate(time=True)), dek, img, body,
              share(ctx, 'socialShare', label=True) if ctx.m(0.6) else '', wrap))
    tg = tags(ctx, 'tagsBox') if ctx.m(0.6) else ''
    if ctx.m(0.4):
        tg = correction(ctx, 'sprostowanie') + tg
    com = comments(ctx, 'generic', 'commentsBox', form=ctx.m(0.5), htag='h3') if ctx.m(0.6) else ''
    mr = story_list(ctx, 'most_read', L['most_read'], 'popularBox', 5, numbered=True, htag='h2')
    rec = cards(ctx, 'recommended', L['recommended'], 'recommendedFeed', 4, row_split=ctx.m(0.4), card_tag='article')
    ft = footer(ctx, 'pageFooter', follow_line=True)
    ck = cookie(ctx, 'cmp-app_gdpr') if ctx.m(0.8) else ''
    return page(ctx, ck + hdr + art + tg + com + mr + rec + ft, ' class="detailPage"', '', 'NewsArticle')
