"""Templates for the non-English sites: Sueddeutsche-style (de), Mediapart-style (fr), El Pais-style (es),
Corriere-style (it), DPG Media-style (nl), Folha-style (pt), Schibsted/Aftonbladet-style (sv) and
Rzeczpospolita-style (pl)."""
from common import *


# ============================================================== Sueddeutsche-style
def r_sz(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="sz-ad-wrapper" data-ad-position="content_1"><span class="sz-ad-wrapper__label">{E(L["ad"])}</span><div id="iqadtile8" class="iqdcontainer"></div></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .7):
        o = ctx.others(1)[0]
        ins.append(f'<aside class="sz-teaser-inline"><span class="sz-teaser-inline__overline">{E(L["related"])}</span> <a href="{o["url"]}" class="sz-teaser-inline__link">{E(o["h"])}</a></aside>')
        ctx.mark('inline_related')
    b = body(ctx, p='<p class="css-13wylk3" data-manual="paragraph">{t}</p>', inserts=ins)
    hdr = J('<header class="sz-header css-1xyq2hb" data-manual="header"><div class="sz-header__inner">',
            f'<a href="/" class="sz-header__logo" aria-label="{E(ctx.site["name"])}">{svg("menu", "sz-icon")}<span class="sz-header__logo-text">{E(ctx.site["name"])}</span></a>',
            f'<a class="sz-header__plus" href="/abo?utm_source=header">{E(L["subscribe"])}</a> <a class="sz-header__login" href="/login">{E(L["login"])}</a>',
            '</div><nav class="sz-navigation" aria-label="Ressorts"><ul class="sz-navigation__list">', nav_items(ctx, 'sz-navigation__item', 'sz-navigation__link'), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    kick = s.get('kicker', ctx.sec)
    ctx.mark('kicker')
    main = J('<main id="main-content" class="sz-main css-1qk2q8x">',
             crumbs(ctx, 'sz-breadcrumb', '›', ol=True) if ctx.has('breadcrumbs', .7) else '',
             f'<{tag} class="sz-article css-1ufe0uv" data-manual="article" id="article-app-container">',
             '<header class="sz-article-header css-1sxs3kz">',
             f'<h2 class="css-1bhnxuf"><span class="css-1tm5due" data-manual="teaser-overline">{E(kick)}</span><span class="css-1ybd0pe">: </span><span class="css-1b8erg5" data-manual="title">{E(s["h"])}</span></h2>',
             f'<p class="css-1dzolnl" data-manual="teaserText">{E(s["dek"])}</p>' if s.get('dek') else '',
             f'<time class="css-1r5gb7q" datetime="{ctx.iso()}" data-manual="date-time">{E(ctx.date())}</time>',
             '</header>',
             hero(ctx, 'css-1anchpb sz-article-image', 'css-1q0lc6d', 'css-1wonjsf') if ctx.has('hero', .6) else '',
             f'<div class="css-1wuhr4i" data-manual="author"><span class="css-1b8qjjp">{E(L["by"])} </span><a href="/autoren/{slugify(s["author"])}-1.{ctx.num}" class="css-1u3n6ow">{E(s["author"])}</a></div>',
             f'<div itemprop="articleBody" class="sz-article-body css-1lsdq5i" data-manual="article-body">\n{b}\n</div>',
             share(ctx, 'sz-article-sharing css-1j6k9tz', 'bottom', labels=False) if ctx.has('share_bottom', .7) else '',
             video(ctx, 'sz-video css-1m2x4k0') if ctx.has('video', .3) else '',
             f'</{tag}>',
             paywall(ctx, 'sz-paywall-teaser offer-page') if ctx.has('paywall', .4) else '',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'sz-teaserlist css-1v1fmdj', 4, imgs=True, sec=ctx.sec) if ctx.has('more_from', .8) else '',
             most_read(ctx, 'sz-mostread css-10s1s0i', n=5, dates=False) if ctx.has('most_read', .7) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    ctx.mark('byline', 'dates')
    foot = J('<footer class="sz-footer css-zg1xxi"><div class="sz-footer__inner">', footer_columns(ctx, 'sz-footer__sitemap'),
             f'<p class="sz-footer__brand">{E(ctx.site["name"])}</p>', legal_links(ctx, 'sz-footer__links'),
             f'<p class="sz-footer__copyright">{E(copyright(ctx))} Jegliche Veröffentlichung und nicht-private Nutzung exklusiv über Isarbote Content.</p>', '</div></footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{kick}: {s["h"]} - {ctx.site["name"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="robots" content="index, follow, noarchive">\n<meta name="news_keywords" content="{E(ctx.sec)}, {E(kick)}">',
              css=[f'https://static.{ctx.site["domain"]}/szde-assets/css/article.3f9c2a.css'],
              scripts=inline_script('window.szDataLayer = window.szDataLayer || []; szDataLayer.push({"pageType":"article","articleId":"1.' + str(ctx.num) + '"});'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'sp_message_container', 'sp_message_container_1') if ctx.has('cookie', .7) else ''), ' class="sz-page"')


# ============================================================== Mediapart-style
def r_mediapart(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'news__related-inline', 'related'))
    b = body(ctx, p='<p class="dropcap-wrapper">{t}</p>' if False else '<p>{t}</p>', inserts=ins)
    hdr = J('<header class="main-header" role="banner"><div class="main-header__top l-container">',
            f'<a class="main-header__logo" href="/journal" title="{E(ctx.site["name"])}">{E(ctx.site["name"])}</a>',
            f'<a class="main-header__subscribe button--primary" href="/abonnement">{E(L["subscribe"])}</a> <a class="main-header__login" href="/login">{E(L["login"])}</a>',
            '</div><nav class="main-menu" aria-label="Menu principal"><ul class="main-menu__list">' + '\n'.join(f'<li class="main-menu__item"><a class="main-menu__link" href="/journal/{slugify(x)}">{E(x)}</a></li>' for x in L['sections'][:8]) + '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="main" class="l-page">', f'<{tag} class="news news--article" data-id="{ctx.num:06d}">',
             '<div class="news__heading"><div class="news__heading__top">',
             f'<p class="news__heading__top__label"><a href="/journal/{slugify(ctx.sec)}">{E(ctx.sec)}</a> — {E("Reportage" if s.get("dek") else "Brève")}</p>',
             f'<h1 class="l-article__title">{E(s["h"])}</h1>',
             f'<p class="news__heading__top__intro">{E(s["dek"])}</p>' if s.get('dek') else '',
             f'<div class="splitter__first"><p class="news__heading__author"><a href="/biographie/{slugify(s["author"])}">{E(s["author"])}</a></p>'
             f'<p class="news__heading__date">{E(ctx.date())}</p>'
             f'<p class="news__heading__reading">{E(L["min_read"].format(n=ctx.rtime()))}</p></div>',
             share(ctx, 'news__heading__share social-share', 'top', labels=False) if ctx.has('share_top', .7) else '',
             '</div></div>',
             hero(ctx, 'news__heading__image', 'news__heading__image__caption', 'news__heading__image__credit') if ctx.has('hero', .5) else '',
             f'<div class="news__body"><div class="news__body__center__article" data-js="article-body">\n{b}\n</div></div>',
             J('<div class="news__footer">', tags(ctx, 'news__tags', True, '/journal/mot-cle/') if ctx.has('tags', .7) else '',
               f'<p class="news__footer__count"><a href="{ctx.url_path}/commentaires">{E(L["n_comments"].format(n=ctx.rng.randint(3, 60)))}</a></p>' if ctx.has('comments', .6) else '',
               '</div>'),
             f'</{tag}>',
             donation(ctx, 'news__donation paywall-message') if ctx.has('donation', .6) else '',
             paywall(ctx, 'news__paywall paywall-message') if ctx.has('paywall', .5) else '',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'teaser-list', 4, bylines=True, sec=ctx.sec) if ctx.has('more_from', .8) else '',
             podcast(ctx, 'block-podcast') if ctx.has('podcast', .4) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    if 'news__footer__count' in main:
        ctx.mark('comments')
    ctx.mark('byline', 'dates', 'reading_time', 'kicker')
    foot = J('<footer class="main-footer" role="contentinfo"><div class="main-footer__inner l-container">', footer_columns(ctx, 'main-footer__sitemap'),
             f'<p class="main-footer__brand">{E(ctx.site["name"])}</p>', f'<p class="main-footer__baseline">{E(ctx.site["tagline"])}</p>',
             legal_links(ctx, 'main-footer__links'), address(ctx, 'p', 'main-footer__address'),
             f'<p class="main-footer__copyright">{E(copyright(ctx))}</p>', '</div></footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle' if s.get('dek') else 'Article')],
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="robots" content="max-image-preview:large">',
              css=[f'{ctx.base}/build/app.7a2b9c.css'], scripts=f'<script src="{ctx.base}/build/runtime.1a2b3c.js" defer></script>')
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'didomi-notice', 'didomi-host') if ctx.has('cookie', .7) else ''), ' class="page-article"')


# ============================================================== El Pais-style
def r_elpais(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="ad ad-nstdmpu ad-giga-1" data-adtype="LDB" id="elpais_gpt-MPU1"><span class="ad-label">{E(L["ad"])}</span></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'a_r_i', 'also_read'))
    b = body(ctx, p='<p class="">{t}</p>', inserts=ins)
    hdr = J('<header class="_g _g-md _g-o hdr _pr"><div class="_df _w">',
            f'<div class="ep_l"><a href="/" title="{E(ctx.site["name"])}"><img src="/static/img/diario-turia.svg" alt="{E(ctx.site["name"])}" width="160" height="30"></a></div>',
            f'<div class="sm _df"><a href="/suscripciones/" class="_btn _btn-sm">{E(L["subscribe"])}</a> <a href="/login/" class="_btn _btn-o">{E(L["login"])}</a></div>',
            '</div><nav class="sm_nav _df"><ul class="_df _ls">', nav_items(ctx, '', '', 8, ''), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J(ticker(ctx, 'tck _df', 2, L['breaking']) if ctx.has('ticker', .4) else '', '<main id="main-content" class="mw mw-mc">', f'<{tag} id="main-content-art" class="a _g _g-lg _g-o">',
             '<header class="a_e _cf">',
             f'<div class="a_k _df"><a class="a_k_n" href="{ctx.sec_path()}">{E(ctx.sec)}</a></div>',
             f'<div class="a_e_txt _df"><h1 class="a_t">{E(s["h"])}</h1>',
             f'<h2 class="a_st">{E(s["dek"])}</h2>' if s.get('dek') else '', '</div>',
             hero(ctx, 'a_e_m', 'a_m_p _db', 'a_m_m') if ctx.has('hero', .7) else '',
             '</header>',
             f'<div class="a_md _cf"><div class="a_md_txt"><div class="a_md_a"><a href="/autor/{slugify(s["author"])}/" class="a_md_a_n" rel="author">{E(s["author"])}</a></div>'
             f'<div class="a_md_f"><span class="a_md_f_l">{E(ctx.site["city"])}</span> - <a href="{ctx.url_path}" data-date="{ctx.iso()}" class="a_ti">{E(ctx.date())}</a></div></div>',
             share(ctx, 'a_md_sh _df', 'top', labels=False) if ctx.has('share_top', .8) else '', '</div>',
             f'<div class="a_c clearfix" data-dtm-region="articulo_cuerpo">\n{b}\n</div>',
             J('<footer class="a_f _cf">', tags(ctx, 'a_k_tags', True, '/noticias/') if ctx.has('tags', .8) else '',
               f'<div class="a_ft"><p>Se adhiere a los criterios de <a href="/normas/">The Trust Project</a></p></div>', '</footer>'),
             f'</{tag}>',
             newsletter(ctx, 'nl_b') if ctx.has('newsletter', .6) else '',
             most_read(ctx, 'b-mv', n=5, dates=False) if ctx.has('most_read', .7) else '',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'b-ar _g', 3, imgs=True, sec=ctx.sec) if ctx.has('more_from', .6) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="_g _g-md _g-o ftr"><div class="_w">', footer_columns(ctx, 'ftr_sm_l'),
             f'<div class="ftr_l"><a href="/">{E(ctx.site["name"])}</a></div>', follow(ctx, 'ftr_sm _df'),
             legal_links(ctx, 'ftr_ls _df _ls'), f'<p class="ftr_c">{E(copyright(ctx))}</p>', '</div></footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} | {ctx.sec} | {ctx.site["name"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="lang" content="es">\n<meta name="robots" content="index,follow,max-image-preview:large">',
              css=[f'https://static.{ctx.site["domain"]}/dist/resources/css/article.4c2a1b.css'],
              scripts=inline_script('var DTM = {"pageInfo":{"pageType":"articulo","articleId":"' + str(ctx.num) + '"}};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'didomi-popup', 'didomi-host') if ctx.has('cookie', .7) else ''), ' class="dtt"')


# ============================================================== Corriere-style
def r_corriere(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .8):
        ins.append(f'<div class="adv-container is-middle"><span class="adv-label">{E(L["ad"])}</span><div id="rcsad_Middle1" class="rcsad"></div></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .8):
        o = ctx.others(1)[0]
        ins.append(f'<div class="read-also"><p class="chapter-paragraph"><strong>{E(L["read_more"])}</strong> <a href="{o["url"]}">{E(o["h"])}</a></p></div>')
        ctx.mark('inline_related')
    b = body(ctx, p='<p class="chapter-paragraph">{t}</p>', inserts=ins)
    hdr = J('<header class="header-main" id="header-main"><div class="header-wrapper">',
            f'<a class="logo-testata" href="/" title="{E(ctx.site["name"])}"><img src="/static/img/corriere-lario.svg" alt="{E(ctx.site["name"])}"></a>',
            f'<span class="header-date">{E(ctx.date(None, False))}</span>',
            f'<a class="btn-abbonati" href="/abbonamenti/">{E(L["subscribe"])}</a>',
            '</div><nav class="nav-main"><ul class="menu-main">', nav_items(ctx, 'menu-item', '', cur_cls='is-active'), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main class="body-article">', crumbs(ctx, 'breadcrumb', '›') if ctx.has('breadcrumbs', .5) else '', f'<{tag} class="container-article" id="content-to-read">',
             f'<div class="section-art"><a href="{ctx.sec_path()}" class="section-art-link">{E(ctx.sec)}</a></div>',
             f'<h1 class="title-art-hp is-xxl">{E(s["h"])}</h1>',
             f'<p class="summary-art">{E(s["dek"])}</p>' if s.get('dek') else '',
             f'<div class="info-art"><div class="writer"><span class="writer-name">{E(L["by"])} <a href="/firme/{slugify(s["author"])}/">{E(s["author"])}</a></span></div>'
             f'<p class="is-last-update" datetime="{ctx.iso()}">{E(ctx.date())}</p></div>',
             share(ctx, 'is-social-art', 'top', labels=False) if ctx.has('share_top', .7) else '',
             hero(ctx, 'media-news', 'media-news__caption', 'media-news__credit') if ctx.has('hero', .7) else '',
             f'<div class="content">\n{b}\n</div>',
             f'<p class="chapter-paragraph notes"><em>{E(L["nl_title"])}: <a href="/newsletter/">{E(L["nl_btn"])}</a></em></p>' if ctx.has('newsletter', .6) else '',
             f'<p class="chapter-paragraph date-update">{E(ctx.date(ctx.upd))} (modifica il {E(ctx.date(ctx.upd))})</p>',
             f'<p class="chapter-paragraph copyright-art">© RIPRODUZIONE RISERVATA</p>',
             f'</{tag}>',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'bck-related', 4, imgs=True, sec=ctx.sec) if ctx.has('more_from', .8) else '',
             story_list(ctx, 'latest', L['latest'], 'bck-latest', 5, dates=True) if ctx.has('latest', .6) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    if 'notes' in main and L['nl_btn'] in main:
        ctx.mark('newsletter')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="footer-main"><div class="footer-wrapper">', footer_columns(ctx, 'footer-sitemap'),
             f'<p class="footer-brand">{E(ctx.site["name"])}</p>', legal_links(ctx, 'footer-links'),
             f'<p class="footer-copy">{E(copyright(ctx))} | {E(ctx.site["address"])} | P.IVA 01234560139</p>', '</div></footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} | {ctx.site["name"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="keywords" content="{E(ctx.sec)}">',
              css=[f'https://static.{ctx.site["domain"]}/css/article.min.2a9f1c.css'],
              scripts=inline_script('var utag_data = {"page_type":"article","section":"' + slugify(ctx.sec) + '"};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'privacy_disclaimer', 'privacy_disclaimer') if ctx.has('cookie', .8) else ''), ' class="is-article"')


# ============================================================== DPG Media-style
def r_dpg(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('inline_related', .8):
        ins.append(inline_related(ctx, 'article__paragraph article__paragraph--read-also', 'related'))
    if ctx.has('ads', .8):
        ins.append(f'<div class="ad-wrapper ad-wrapper--inline"><span class="ad-wrapper__label">{E(L["ad"])}</span><div class="ad-slot" id="ad-r1"></div></div>')
        ctx.mark('ads')
    b = body(ctx, p='<p class="article__paragraph">{t}</p>', inserts=ins)
    hdr = J('<header class="app-header"><div class="app-header__inner">',
            f'<a class="app-header__logo" href="/">{E(ctx.site["name"])}</a>',
            f'<a class="app-header__cta" href="/abonnement">{E(L["subscribe"])}</a> <a class="app-header__login" href="/inloggen">{E(L["login"])}</a>',
            '</div><nav class="navigation"><ul class="navigation__list">', nav_items(ctx, 'navigation__item', 'navigation__link'), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main class="app-main" id="main">', crumbs(ctx, 'breadcrumbs', '›') if ctx.has('breadcrumbs', .4) else '', f'<{tag} class="article" data-article-id="{ctx.num:x}">',
             '<header class="article__header">',
             f'<p class="article__label label label--section"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></p>',
             f'<h1 class="article__title">{E(s["h"])}</h1>',
             f'<div class="article__meta"><span class="article__source">{E(s["author"])}</span> <time class="article__time" datetime="{ctx.iso()}">{E(ctx.date())}</time></div>',
             '</header>',
             hero(ctx, 'article__figure', 'article__figure-caption', 'article__figure-credit') if ctx.has('hero', .7) else '',
             f'<section class="article__body">',
             f'<p class="article__intro"><strong>{E(s["dek"])}</strong></p>' if s.get('dek') else '',
             b, '</section>',
             share(ctx, 'article__share', 'bottom') if ctx.has('share_bottom', .7) else '',
             f'<p class="article__tip">Tip de redactie: <a href="mailto:tips@{ctx.site["domain"]}">tips@{ctx.site["domain"]}</a></p>' if ctx.has('tagline', .5) else '',
             f'</{tag}>',
             paywall(ctx, 'paywall paywall--soft') if ctx.has('paywall', .4) else '',
             story_list(ctx, 'most_read', L['most_read'], 'popular-articles', 5, dates=False, ol=True) if ctx.has('most_read', .8) else '',
             story_list(ctx, 'latest', L['latest'], 'latest-news-list', 4, dates=True) if ctx.has('latest', .5) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    if 'article__tip' in main:
        ctx.mark('tagline')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="app-footer"><div class="app-footer__inner">', footer_columns(ctx, 'app-footer__sitemap'),
             f'<p class="app-footer__brand">{E(ctx.site["name"])} is onderdeel van Noordmedia</p>', legal_links(ctx, 'app-footer__links'),
             f'<p class="app-footer__copyright">{E(copyright(ctx))}</p>', '</div></footer>')
    ld = [ld_article(ctx, 'NewsArticle')] if ctx.declared else [{'@context': 'https://schema.org', '@type': 'BreadcrumbList', 'itemListElement': [
        {'@type': 'ListItem', 'position': 1, 'name': ctx.sec, 'item': ctx.base + ctx.sec_path()}]}]
    hd = head(ctx, ld=ld, title=f'{s["h"]} | {ctx.site["name"]}',
              metas='<meta name="robots" content="index, follow">', css=[f'https://static.{ctx.site["domain"]}/assets/article.9c2b1a.css'],
              scripts=inline_script('window.__DPG__ = {"articleId":"' + f'{ctx.num:x}' + '","pageType":"article"};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'pg-consent', 'pg-host-shadow-root') if ctx.has('cookie', .8) else ''), ' class="page page--article"')


# ============================================================== Folha-style
def r_folha(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="c-advertising c-advertising--300x250" data-ad="banner_300x250"><span class="c-advertising__label">{E(L["ad"])}</span></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .7):
        ins.append(inline_related(ctx, 'c-read-more', 'related'))
    b = body(ctx, p='<p>{t}</p>', inserts=ins)
    hdr = J('<header class="l-header" data-header><div class="l-header__wrapper container">',
            f'<a class="l-header__brand" href="/"><img src="/static/img/folha-planalto.svg" alt="{E(ctx.site["name"])}"></a>',
            f'<a class="c-button c-button--primary" href="/assine/">{E(L["subscribe"])}</a> <a class="l-header__login" href="/login/">{E(L["login"])}</a>',
            '</div><nav class="c-main-nav"><ul class="c-main-nav__list">', nav_items(ctx, 'c-main-nav__item', 'c-main-nav__link'), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="conteudo" class="main">', crumbs(ctx, 'c-breadcrumb', '›', ol=True) if ctx.has('breadcrumbs', .5) else '', f'<{tag} class="block" id="c-news" data-id="{ctx.num}">',
             '<header class="c-content-head">',
             f'<div class="c-content-head__wrap"><div class="c-kicker"><a class="c-kicker__link" href="{ctx.sec_path()}">{E(ctx.sec)}</a></div>',
             f'<h1 class="c-content-head__title" itemprop="headline">{E(s["h"])}</h1>',
             f'<h2 class="c-content-head__subtitle" itemprop="alternativeHeadline">{E(s["dek"])}</h2>' if s.get('dek') else '',
             '</div>',
             f'<div class="c-news__head"><div class="c-signature"><strong class="c-signature__author"><a href="/autores/{slugify(s["author"])}.shtml">{E(s["author"])}</a></strong>'
             f'<p class="c-signature__location">{E(ctx.site["city"])}</p></div>'
             f'<time class="c-more-options__published-date" itemprop="datePublished" datetime="{ctx.iso()}">{E(ctx.date())}</time></div>',
             share(ctx, 'c-tools-share', 'top', labels=False) if ctx.has('share_top', .8) else '',
             f'<p class="c-tools-share__more"><a href="/assine/presente/">Você tem acesso a 7 acessos por dia para dar de presente. Assinantes podem liberar 7 acessos por dia para conteúdos da Folha.</a></p>' if ctx.has('paywall', .4) else '',
             '</header>',
             hero(ctx, 'c-image-aligned', 'c-image-aligned__caption', 'c-image-aligned__credit') if ctx.has('hero', .6) else '',
             f'<div class="c-news__body" data-news-content-text data-disable-copy data-continue-reading data-continue-reading-hide-others>\n{b}\n</div>',
             tags(ctx, 'c-topics', True, '/tag/') if ctx.has('tags', .7) else '',
             f'<div class="c-newsletter-box"><p class="c-newsletter-box__title">{E(L["nl_title"])}</p><p>{E(L["nl_text"])}</p><a href="/newsletters/">{E(L["nl_btn"])}</a></div>' if ctx.has('newsletter', .6) else '',
             f'</{tag}>',
             story_list(ctx, 'most_read', L['most_read'], 'c-most-popular', 5, dates=False, ol=True) if ctx.has('most_read', .8) else '',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'c-headline-list', 3, imgs=True, sec=ctx.sec) if ctx.has('more_from', .5) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    if 'c-tools-share__more' in main:
        ctx.mark('paywall')
    if 'c-newsletter-box' in main:
        ctx.mark('newsletter')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="l-footer"><div class="container">', footer_columns(ctx, 'l-footer__sitemap'), f'<p class="l-footer__brand">{E(ctx.site["name"])}</p>',
             legal_links(ctx, 'l-footer__list'),
             f'<p class="l-footer__copyright">Copyright Folha do Planalto. {E(L["rights"])} É proibida a reprodução do conteúdo desta página em qualquer meio de comunicação, eletrônico ou impresso, sem autorização escrita.</p>',
             address(ctx, 'p', 'l-footer__address'), '</div></footer>')
    ctx.mark('site_title_repeat')
    if ctx.declared:
        ld = [ld_article(ctx, 'NewsArticle')]
        og = 'auto'
    else:
        ld = [ld_org(ctx)]
        og = None
    hd = head(ctx, ld=ld, og=og, title=f'{s["h"]} - {ctx.sec} - {ctx.site["name"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="section" content="{E(ctx.sec)}">',
              css=[f'https://static.{ctx.site["domain"]}/folha/css/article.min.css?2025'],
              scripts=inline_script('window.folha = window.folha || {}; folha.page = {"type":"news","section":"' + slugify(ctx.sec) + '"};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'c-cookie-consent') if ctx.has('cookie', .8) else ''), ' class="folha"')


# ============================================================== Schibsted (Aftonbladet-style)
def r_schibsted(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="hyperion-css-1bfj9vs" data-test-id="ad-netboard"><span class="hyperion-css-r0s6sa">{E(L["ad"])}</span><div id="netboard-1"></div></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .8):
        o = ctx.others(1)[0]
        ins.append(f'<p class="hyperion-css-1hrtuiq" data-test-id="read-more"><strong>{E(L["read_more"])}</strong> <a href="{o["url"]}">{E(o["h"])}</a></p>')
        ctx.mark('inline_related')
    b = body(ctx, p='<p class="hyperion-css-1jcurpn">{t}</p>', inserts=ins)
    hdr = J('<header class="hyperion-css-1t6a8vp" data-test-id="header"><div class="hyperion-css-9c4a6y">',
            f'<a href="/" aria-label="{E(ctx.site["name"])}" class="hyperion-css-1ac3ikr">{svg("menu")}<span>{E(ctx.site["name"])}</span></a>',
            f'<a href="/plus" class="hyperion-css-1qjw7i6">{E(L["pw_btn"])}</a> <a href="/login" class="hyperion-css-1xz5fzw">{E(L["login"])}</a>',
            '</div><nav class="hyperion-css-1v0frpv" aria-label="Huvudmeny"><ul>', nav_items(ctx, 'hyperion-css-zn4kj5', '', cur_cls=''), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main class="hyperion-css-1rk8d0w">', f'<{tag} data-test-id="article" class="hyperion-css-1ly2vo9" data-article-id="{ctx.num:x}Qw">',
             f'<div data-test-id="article-section" class="hyperion-css-1u0wdam"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></div>',
             hero(ctx, 'hyperion-css-1pvz2gs', 'hyperion-css-f1l2bh', 'hyperion-css-1v9hx3j') if ctx.has('hero', .8) else '',
             f'<h1 data-test-id="headline" class="hyperion-css-1fgrfe6">{E(s["h"])}</h1>',
             f'<p data-test-id="lead-text" class="hyperion-css-1a9vl4x">{E(s["dek"])}</p>' if s.get('dek') else '',
             f'<div data-test-id="byline" class="hyperion-css-dxkmd1"><span class="hyperion-css-15v0q3c">{author_img(ctx, "hyperion-css-1kj5qy7", 36)}<a href="/av/{slugify(s["author"])}">{E(s["author"])}</a></span>'
             f'<span class="hyperion-css-uu29a7">{E(L["published"])}: <time datetime="{ctx.iso()}">{E(ctx.date())}</time></span>'
             + (f' <span class="hyperion-css-uu29a7">{E(L["updated"])}: <time datetime="{ctx.iso(ctx.upd)}">{E(ctx.date(ctx.upd))}</time></span>' if ctx.has('dates', .6) else '') + '</div>',
             share(ctx, 'hyperion-css-1c1ckdt', 'top', labels=False) if ctx.has('share_top', .7) else '',
             f'<div data-test-id="article-body" class="hyperion-css-1h8gqxn">\n{b}\n</div>',
             f'<div class="hyperion-css-1c3jq1v" data-test-id="article-tips"><p>Har du tips? Mejla oss på <a href="mailto:tips@{ctx.site["domain"]}">tips@{ctx.site["domain"]}</a> eller ring 0771-10 10 10.</p></div>' if ctx.has('tagline', .6) else '',
             f'</{tag}>',
             paywall(ctx, 'hyperion-css-paywall') if ctx.has('paywall', .4) else '',
             story_list(ctx, 'most_read', L['most_read'], 'hyperion-css-mostread', 5, dates=False, ol=True) if ctx.has('most_read', .8) else '',
             story_list(ctx, 'latest', L['latest'], 'hyperion-css-latest', 4) if ctx.has('latest', .6) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    if 'article-tips' in main:
        ctx.mark('tagline')
    ctx.mark('byline', 'dates', 'kicker', 'author_photo')
    foot = J('<footer class="hyperion-css-footer" data-test-id="footer">', footer_columns(ctx, 'hyperion-css-footer-sitemap'), f'<p>{E(ctx.site["name"])} – Ansvarig utgivare: Karin Lundqvist</p>',
             legal_links(ctx, 'hyperion-css-footer-links'), f'<p>{E(copyright(ctx))}</p>', '</footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], og='website', title=f'{s["h"]} | {ctx.site["name"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="lp:type" content="article">',
              css=[f'https://static.{ctx.site["domain"]}/hyperion/_next/static/css/4f1a9c2b.css'],
              scripts=f'<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"articleId":"{ctx.num:x}Qw"}}}},"page":"/article/[id]"}}</script>')
    return page(ctx, hd, J('<div id="__next">', hdr, main, foot, '</div>', cookie(ctx, 'sp_message_container') if ctx.has('cookie', .8) else ''), '')


# ============================================================== Rzeczpospolita-style
def r_rzecz(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('inline_related', .9):
        o = ctx.others(1)[0]
        ins.append(f'<p class="articleBodyBlock article--more"><strong>{E(L["related"])}</strong><br>\n<a href="{o["url"]}">{E(o["h"])}</a></p>')
        ctx.mark('inline_related')
    if ctx.has('ads', .9):
        ins.append(f'<div class="advert advert--inarticle"><span class="advert--label">{E(L["ad"])}</span><div id="rp-art-ad-1"></div></div>')
        ctx.mark('ads')
    b = body(ctx, p='<p class="articleBodyBlock">{t}</p>', inserts=ins)
    hdr = J('<header class="header"><div class="header--top container">',
            f'<a class="header--logo" href="/"><img src="/static/img/gazeta-nadwislanska.svg" alt="{E(ctx.site["name"])}"></a>',
            f'<a class="header--subscribe" href="/subskrypcja">{E(L["subscribe"])}</a> <a class="header--login" href="/logowanie">{E(L["login"])}</a>',
            '</div><nav class="header--nav"><ul class="header--nav--list">', nav_items(ctx, 'header--nav--item', 'header--nav--link'), '</ul></nav></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main class="content container">', '<div class="article--wrapper">',
             f'<{tag} class="article" id="art-{ctx.num}">',
             f'<div class="article--label"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></div>',
             f'<div class="article--meta"><span class="article--date">{E(L["updated"])} {E(ctx.date(ctx.upd))}</span> <span class="article--date">{E(L["published"])} {E(ctx.date())}</span></div>',
             f'<h1 class="article--title">{E(s["h"])}</h1>',
             f'<div class="article--lead"><p class="article--lead--text">{E(s["dek"])}</p></div>' if s.get('dek') else '',
             hero(ctx, 'article--image', 'article--image--caption', 'article--image--source') if ctx.has('hero', .7) else '',
             f'<div class="article--authors"><span class="article--author">{author_img(ctx, "author--avatar", 36)}<a href="/autorzy/{slugify(s["author"])}">{E(s["author"])}</a></span></div>',
             f'<div class="article--content" id="article--content">\n{b}\n</div>',
             tags(ctx, 'article--tags', True, '/tagi/') if ctx.has('tags', .8) else '',
             share(ctx, 'article--share', 'bottom', labels=False) if ctx.has('share_bottom', .6) else '',
             f'</{tag}>',
             paywall(ctx, 'paywall--box') if ctx.has('paywall', .5) else '',
             '</div>',
             story_list(ctx, 'most_read', L['most_read'], 'most--read', 5, dates=False, ol=True) if ctx.has('most_read', .8) else '',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'article--related', 4, imgs=True, sec=ctx.sec) if ctx.has('more_from', .6) else '',
             bundle(ctx, 'aside-widget'),
             '</main>')
    ctx.mark('byline', 'dates', 'kicker', 'author_photo')
    foot = J('<footer class="footer"><div class="container">', footer_columns(ctx, 'footer--sitemap'), f'<p class="footer--brand">{E(ctx.site["name"])}</p>',
             legal_links(ctx, 'footer--links'), address(ctx, 'p', 'footer--address'), f'<p class="footer--copy">{E(copyright(ctx))}</p>', '</div></footer>')
    ctx.mark('site_title_repeat')
    if ctx.declared:
        ld = [ld_article(ctx, 'NewsArticle')]
    else:
        ld = [ld_webpage(ctx)]
    hd = head(ctx, ld=ld, title=f'{s["h"]} - {ctx.site["name"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">',
              css=[f'https://static.{ctx.site["domain"]}/css/article.bundle.7c3a.css'],
              scripts=inline_script('window.dataLayer = window.dataLayer || []; dataLayer.push({"contentType":"article","articleId":"' + str(ctx.num) + '"});'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'rodo-popup', 'rodo-popup') if ctx.has('cookie', .8) else ''), ' class="article-page"')
