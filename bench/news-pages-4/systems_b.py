"""Templates modelled on large publishers' in-house stacks: CNN-style, NYT-style, Reuters-style,
Vox Media Chorus, Forbes-style, Conde Nast Verso, NPR-style, Axios-style, Politico-style,
Times of India-style, ABC Australia-style and Postmedia-style pages."""
from common import *


def cnn_p(t, i):
    return (f'<p class="paragraph inline-placeholder vossi-paragraph" data-component-name="paragraph" '
            f'id="paragraph_cl{ctx_hash(t)}" data-editable="text" data-article-gutter="true">\n{t}\n</p>')


def ctx_hash(t):
    h = 0
    for ch in t[:40]:
        h = (h * 131 + ord(ch)) % 10 ** 9
    return f'{h:09d}'


# ============================================================== CNN-style
def r_cnn(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(J('<div class="ad-slot-dynamic ad-slot-dynamic--articles" data-desktop-slot-id="ad_bnr_atf_01" data-unselectable="true">',
                     f'<div class="ad-slot-header__wrapper"><div class="ad-slot-header__text">{E(L["ad"])}</div></div>',
                     f'<div class="ad-slot__ad-wrapper" id="ad_bnr_atf_01"></div>',
                     f'<div class="ad-feedback-link-container"><button class="ad-feedback-link" type="button">Ad Feedback</button></div></div>'))
        ctx.mark('ads')
    if ctx.has('related_cards', .7):
        o = ctx.others(1)[0]
        ins.append(J('<div class="related-content related-content--article" data-component-name="related-content">',
                     f'<div class="related-content__headline">Related article</div>',
                     f'<a href="{o["url"]}" class="related-content__link"><div class="related-content__image"><img src="{o["img"]}" alt=""></div>',
                     f'<span class="related-content__headline-text">{E(o["h"])}</span></a></div>'))
        ctx.mark('related_cards')
    dl = '<cite class="source__cite"><span class="source__location">{dl}</span></cite>'
    b = body(ctx, p=cnn_p, inserts=ins, dateline=dl,
             photo=lambda c: J('<div class="image image__hide-placeholder" data-component-name="image" data-breakpoints="{&quot;image--eq-extra-small&quot;: 115}">',
                               f'<div class="image__container"><picture class="image__picture"><img src="{c.img("inline-" + str(c.num), 1100, 619)}" alt="{E(c.s["pcap"])}" class="image__dam-img" loading="lazy"></picture></div>',
                               f'<div class="image__metadata"><div itemprop="caption" class="image__caption attribution"><span data-editable="metaCaption" class="inline-placeholder">{E(c.s["pcap"])}</span></div>',
                               f'<figcaption class="image__credit">{E(c.s["pcredit"])}/NWN</figcaption></div></div>') if c.mark('body_photo') is None else '')
    nav = '\n'.join(f'<div class="header__nav-item"><a href="{ctx.sec_path(x)}" class="header__nav-item-link" data-analytics-header="main-menu_{slugify(x)}">{E(x)}</a></div>' for x in ['US', 'World', 'Politics', 'Business', 'Health', 'Entertainment', 'Style', 'Travel', 'Sports', 'Weather'])
    hdr = J('<header class="header header--with-subheader" data-editable="header" data-analytics-aggregate-events="true">',
            '<div class="header__wrapper-outer"><div class="header__wrapper-inner"><div class="header__container">',
            f'<button class="header__menu-icon" id="headerMenuIcon" aria-label="Open menu">{svg("menu")}</button>',
            f'<a href="/" class="brand-logo" data-analytics-header="main-logo" aria-label="{E(ctx.site["name"])} logo"><svg class="brand-logo__svg" width="64" height="30" viewBox="0 0 64 30"><title>NWN</title><path d="M0 0h64v30H0z"></path></svg></a>',
            f'<nav class="header__nav" aria-label="Site navigation">\n{nav}\n</nav>',
            f'<div class="header__right"><a href="/account/log-in" class="header__login user-account-nav__text">{E(L["login"])}</a></div>',
            '</div></div></div></header>')
    top = J('<section class="layout__top layout-with-rail__top" data-editable="top">',
            '<div class="headline headline--has-lowertext" data-editable="headline"><div class="headline__wrapper">',
            f'<h1 data-editable="headlineText" class="headline__text inline-placeholder vossi-headline-text" id="maincontent">\n{E(s["h"])}\n</h1></div>',
            '<div class="headline__footer"><div class="headline__sub-container"><div class="headline__byline-sub-text">',
            f'<div class="byline vossi-byline" data-editable="byline"><div class="byline__images">{author_img(ctx, "byline__image", 40)}</div>'
            f'<div class="byline__names vossi-byline__names">{E(L["by"])} <a href="{ctx.author_path()}" class="byline__link"><span class="byline__name">{E(s["author"])}</span></a>, <span class="byline__sub-text">NWN</span></div></div>',
            f'<div class="timestamp vossi-timestamp" data-editable="settimestamp">\n{E(L["updated"])} {E(ctx.upd.strftime("%-I:%M %p"))} EDT, {E(ctx.upd.strftime("%a %B %-d, %Y"))}\n</div>',
            '</div>',
            share(ctx, 'social-share social-share--article headline__social-share', 'top', labels=False) if ctx.has('share_top', .8) else '',
            '</div></div></div></section>')
    ctx.mark('byline', 'dates')
    tag = 'div' if ctx.noart else 'article'
    main = J('<section class="layout__wrapper layout-with-rail__wrapper"><section class="layout__main-wrapper layout-with-rail__main-wrapper">',
             '<section class="layout__main layout-with-rail__main" data-editable="main">',
             f'<{tag} class="article__main" data-editable="main" data-track-zone="main" data-reorderable="main">',
             J('<div class="image__lede article__lede-wrapper" data-editable="lede">', hero(ctx, 'image image__hide-placeholder', 'image__caption attribution', 'image__credit'), '</div>') if ctx.has('hero', .8) else '',
             '<div class="article__content-container"><div class="article__content" data-editable="content" itemprop="articleBody" data-reorderable="content">',
             b, '</div></div>',
             video(ctx, 'video-resource') if ctx.has('video', .4) else '',
             f'</{tag}>',
             share(ctx, 'social-share social-share--article-bottom', 'bottom', labels=False) if ctx.has('share_bottom', .4) else '',
             story_list(ctx, 'more_from', L['more_from'].format(sec='NWN'), 'container_list-headlines', 5, dates=False, card='div', sec=ctx.sec) if ctx.has('more_from', .7) else '',
             '</section>',
             '<section class="layout__right layout-with-rail__right" data-editable="right">',
             ad(ctx, 'ad-slot-rail') if ctx.has('ads', .7) else '',
             most_read(ctx, 'container_lead-plus-headlines', n=5, dates=False) if ctx.has('most_read', .7) else '',
             bundle(ctx, 'container'),
             '</section></section></section>')
    ctx.mark('sidebar')
    foot = J('<footer class="footer" data-editable="footer"><div class="footer__inner">', footer_columns(ctx, 'footer__sitemap'),
             f'<div class="footer__brand"><a href="/" class="brand-logo brand-logo--footer">{E(ctx.site["name"])}</a></div>',
             '<nav class="footer__nav">' + ' '.join(f'<a class="footer__nav-link" href="{ctx.sec_path(x)}">{E(x)}</a>' for x in ['US', 'World', 'Politics', 'Business', 'Weather']) + '</nav>',
             follow(ctx, 'footer__social-links'),
             legal_links(ctx, 'footer__links', 'footer__links-item', 6),
             f'<p class="footer__copyright-text">© {ctx.dt.year} {E(ctx.site["legal_name"])}. {E(ctx.site["owner_line"])}</p>',
             '</div></footer>')
    ld = [ld_article(ctx, 'NewsArticle')]
    hd = head(ctx, ld=ld, title=f'{s["h"]} | NWN',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="type" content="article">\n<meta name="section" content="{E(slugify(ctx.sec))}">\n<meta name="template_type" content="article_leaf">',
              css=[f'https://static.{ctx.site["domain"]}/scripts/build/main.7c1f6e6a.css'],
              scripts=f'<script src="https://static.{ctx.site["domain"]}/scripts/build/main.7c1f6e6a.js" defer></script>\n' + inline_script('window.NWN=window.NWN||{};NWN.contentModel={"pageType":"article","section":"' + slugify(ctx.sec) + '"};'))
    return page(ctx, hd, J(hdr, ticker(ctx, 'breaking-news-banner', 1) if ctx.has('ticker', .3) else '', top, main, foot, cookie(ctx, 'onetrust-banner', 'onetrust-banner-sdk') if ctx.has('cookie', .5) else ''),
                ' class="layout layout-with-rail article" data-page-type="article"')


# ============================================================== NYT-style
def r_nyt(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="css-9tf9ac" id="story-ad-1-wrapper"><div class="ad story-ad-1-wrapper css-rfqw0c"><div id="story-ad-1" class="place-ad" data-position="story-ad-1"></div>'
                   f'<p class="css-15e2vpc">{E(L["ad"])}</p></div><div class="css-1b8u0w3"><a href="/subscription?campaignId=SKIP">SKIP ADVERTISEMENT</a></div></div>')
        ctx.mark('ads')
    if ctx.has('newsletter', .4):
        ins.append(newsletter(ctx, 'css-1dv1kvn NewsletterSignup'))
    p = lambda t, i: f'<div class="css-53u6y8 StoryBodyCompanionColumn" data-testid="companionColumn-{i}"><div class="css-1fanzo5 StoryBodyCompanionColumn"><p class="css-at9mc1 evys1bk0">{t}</p></div></div>'
    b = body(ctx, p=p, h='<h2 class="css-kypbrf eoo0vm40" id="link-{i}">{t}</h2>',
             q='<div class="css-53u6y8 StoryBodyCompanionColumn"><blockquote class="css-1y4i8x6 e1h9rw200"><p class="css-at9mc1 evys1bk0">{t}</p></blockquote></div>', inserts=ins)
    hdr = J('<div id="app"><div><div class="css-1cfv9lm NYTAppHideMasthead">',
            '<header class="css-ahe4g0 e1m0pzr40"><section class="css-ui9rw0 e1m0pzr42">',
            f'<div class="css-qo6pn ea180rp0"><a href="/" class="css-nhjhh0" aria-label="{E(ctx.site["name"])} Logo. Click to visit the homepage"><svg viewBox="0 0 184 25" fill="#000" aria-hidden="true"><path d="M13.8 2.9c0-2-1.9-2.5-3.4-2.5v.3c.9 0 1.6.3 1.6 1z"></path></svg></a></div>',
            f'<div class="css-10488qs"><a href="/section/{slugify(ctx.sec)}" class="css-nuvmzp" data-testid="masthead-section-label">{E(ctx.sec)}</a></div>',
            f'<div class="css-6n7j50"><a href="/subscription" class="css-1qlddu2">{E(L["subscribe"])}</a> <a href="/auth/login" class="css-1qqxoc7">Log in</a></div>',
            '</section></header>',
            '<nav class="css-1bvtpon e1xs9j0v0" aria-label="Main">' + '\n'.join(f'<a class="css-kz1pwz" href="/section/{slugify(x)}">{E(x)}</a>' for x in ['World', 'U.S.', 'Politics', 'N.Y.', 'Business', 'Opinion', 'Arts', 'Food']) + '</nav>',
            '</div></div>')
    tag = 'div' if ctx.noart else 'article'
    head_block = J(f'<header class="css-1vkm6nb ehdk2mb0">',
                   f'<p class="css-1ayculb e1lgepc10">{kicker(ctx, "css-1ef8w6p", "span")}</p>' if ctx.has('kicker', .4) else '',
                   f'<div class="css-1ubhldk e1h9rw200"><h1 data-testid="headline" class="css-1nctq1c e1h9rw200" id="link-{ctx.num:x}">{E(s["h"])}</h1></div>',
                   f'<p id="article-summary" class="css-79rysd e1wiw3jv0">{E(s["dek"])}</p>' if s.get('dek') else '',
                   share(ctx, 'css-1bz6ze7 share-tools', 'top', labels=False) if ctx.has('share_top', .7) else '',
                   hero(ctx, 'css-1i7f8xk e1g7ppur0', 'css-jevhma e13ogyst0', 'css-cnj6d5 e1z0qqy90') if ctx.has('hero', .8) else '',
                   f'<div class="css-1vlwdk0 e1vhnpw60"><div class="css-1sb4gmc">{author_img(ctx, "css-1r3b1s6", 60)}<div class="css-1jxoj3x"><p class="css-aknsld e1jsehar1"><span class="byline-prefix">{E(L["by"])} </span>'
                   f'<span class="css-1baulvz last-byline" itemprop="name"><a href="/by/{slugify(s["author"])}" class="css-n8ff4n e1jsehar0">{E(s["author"])}</a></span></p></div></div>'
                   f'<div class="css-pvvomx e16638kd4"><time class="css-wcx07j e16638kd0" datetime="{ctx.iso()}"><span>{E(ctx.date(None, False))}</span></time>'
                   + (f'<span class="css-8hzhxf e16638kd1">{E(L["updated"])} {E(ctx.upd.strftime("%-I:%M %p"))} ET</span>' if ctx.has('dates', .5) else '') + '</div></div>',
                   '</header>')
    ctx.mark('byline', 'dates')
    main = J('<main id="site-content"><div class="css-1u72uz5">',
             f'<{tag} id="story" class="css-1vxca1d e1lmdhsb0">', head_block,
             '<section name="articleBody" itemprop="articleBody" class="meteredContent css-1r7ky0e">', b, '</section>',
             '<div class="bottom-of-article"><div class="css-1ubp8k9">',
             f'<div class="css-ugncl5 e13qfdx60"><p class="css-1bc2e8i">{E(L["correction"].format(what=ctx.pick(L["corr_what"])))}</p></div>' if ctx.has('correction', .4) else '',
             f'<div class="css-1p3iwuw"><p class="css-1vxwtvb">{E(s["author"])} is a reporter for the {E(ctx.site["name"])}. <a href="/by/{slugify(s["author"])}">{E(L["more_by"].format(name=s["author"]))}</a></p></div>' if ctx.has('tagline', .7) else '',
             f'<div class="css-1ad2p6a"><p>A version of this article appears in print on {E(ctx.date(ctx.dt, False))}, Section A, Page 14 of the New York edition with the headline: {E(s["h"][:40])}. <a href="/reprints">Order Reprints</a> | <a href="/section/todayspaper">Today’s Paper</a> | <a href="/subscription">{E(L["subscribe"])}</a></p></div>',
             '</div></div>',
             f'</{tag}>',
             story_list(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'css-1l7p0ct', 4, bylines=True, imgs=True, sec=ctx.sec) if ctx.has('more_from', .8) else '',
             story_list(ctx, 'most_read', 'Trending in The Standard', 'css-10n2i6r', 5, dates=False, ol=True) if ctx.has('most_read', .6) else '',
             bundle(ctx, 'css-1l9v3yk'),
             '</div></main>')
    if 'css-1bc2e8i' in main:
        pass
    if 'last-byline' in main and 'css-1p3iwuw' in main:
        ctx.mark('tagline')
    foot = J('<footer role="contentinfo" class="css-1g3brdi e5u916q0"><nav data-testid="footer" class="css-1dv1kvn">', footer_columns(ctx, 'css-1f2h9qy'),
             f'<div class="css-1xkpmgq"><a href="/" class="css-mgmocr">{E(ctx.site["name"])}</a></div>',
             legal_links(ctx, 'css-1ho5u4o', 'css-1jqvhip', 7),
             f'<p class="css-qtw155"><a href="/content/help/rights/copyright/copyright-notice.html">{E(copyright(ctx))}</a></p>',
             '</nav></footer>', '</div>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} - {ctx.site["name"]}',
              metas=f'<meta name="nyt_uri" content="nyt://article/{ctx.num:08x}-7f3a-5c1e-9b0d-2e6f4a8c1d3b">\n<meta name="byl" content="By {E(s["author"])}">\n<meta name="pdate" content="{ctx.dt.strftime("%Y%m%d")}">\n<meta data-rh="true" name="articleid" content="{ctx.num}">',
              links=f'<link rel="preload" href="https://static.{ctx.site["domain"]}/fonts/cheltenham-normal-700.woff2" as="font" crossorigin>',
              style='.css-at9mc1{margin-bottom:.9375rem;margin-top:0;font-family:imperial,georgia,serif}.css-53u6y8{margin-left:20px;margin-right:20px;max-width:600px}',
              scripts=inline_script('window.__preloadedData = {"initialState":{"ROOT_QUERY":{}},"config":{"gqlUrlClient":"/graphql"}};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'css-hqisq1 expanded-dock', 'fides-banner') if ctx.has('cookie', .4) else ''), '')


# ============================================================== Reuters-style
def r_reuters(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    pc = ('text__text__1FZLe text__dark-grey__3Ml43 text__regular__2N1Xr text__small__1kGq2 body__full_width__ekUdw '
          'body__small_body__2vQyf article-body__paragraph__2-BtD')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="article-body__ad__2nJ-M"><div class="dfp-ad__container__1zgNh"><span class="text__text__1FZLe text__inherit-color__3208F dfp-ad__label__3S2Dw">{E(L["ad"])} · Scroll to continue</span><div id="dfp-ad-mid_1" class="dfp-ad__ad__3d8dM"></div></div></div>')
        ctx.mark('ads')
    if ctx.has('newsletter', .5):
        ins.append(newsletter(ctx, 'newsletter-signup-card__container__2T0vH'))
    b = body(ctx, p=lambda t, i: f'<div data-testid="paragraph-{i}" class="{pc}">{t}</div>', inserts=ins)
    hdr = J('<header class="site-header__container__3bjNm" data-testid="SiteHeader"><div class="site-header__inner__1TEBi">',
            f'<a href="/" class="site-header__logo__2sm6t" aria-label="{E(ctx.site["name"])}"><svg viewBox="0 0 160 32" width="160" height="32" aria-hidden="true"><path d="M0 0h160v32H0z"></path></svg></a>',
            '<nav class="site-header__nav__3DW9u"><ul class="nav-bar__items__2T4uR">' + '\n'.join(f'<li class="nav-bar__item__2Rjd7"><a href="{ctx.sec_path(x)}" data-testid="Link">{E(x)}</a></li>' for x in ['World', 'Business', 'Markets', 'Sustainability', 'Legal', 'Breakingviews', 'Technology']) + '</ul></nav>',
            f'<a class="button__link__uTGln" href="/account/register/sign-up/">{E(L["login"])}</a>', '</div></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="main-content" class="regular-article-layout__main__1tr7j">',
             f'<{tag} class="article__container__2rwlA">',
             '<div class="article__content__6hMn9"><header class="article-header__container__3e-Tv">',
             f'<nav aria-label="Tags" data-testid="Breadcrumb" class="article-header__tags__1oUUU"><ul class="tags-with-label__tags__2ETmQ"><li><a data-testid="Link" href="{ctx.sec_path()}" class="text__text__1FZLe">{E(ctx.sec)}</a></li></ul></nav>' if ctx.has('breadcrumbs', .8) else '',
             f'<div class="article-header__heading__15OpQ"><h1 data-testid="Heading" class="text__text__1FZLe text__dark-grey__3Ml43 text__medium__1kbOh text__heading_2__1K_hh heading__base__2T28j heading__heading_2__3Fcw5">{E(s["h"])}</h1></div>',
             f'<div class="article-header__author-date__3lxfJ"><div class="info-content__author-date__1Epi_"><address class="info-content__author__2gcCd" data-testid="AuthorByline">{E(L["by"])} <a href="/authors/{slugify(s["author"])}/" rel="author" class="text__text__1FZLe">{E(s["author"])}</a></address>'
             f'<time class="info-content__time__3dEwZ" data-testid="Body" datetime="{ctx.iso()}"><span class="date-line__date__23Ge-">{E(ctx.date(None, False))}</span><span class="date-line__date__23Ge-">{E(ctx.dt.strftime("%-I:%M %p"))} GMT+2</span>'
             f'<span class="date-line__date__23Ge-">{E(L["updated"])} {ctx.rng.randint(2, 9)} hours ago</span></time></div>',
             share(ctx, 'share-toolbar__container__3bM4o', 'top', labels=False) if ctx.has('share_top', .8) else '',
             '</div></header>',
             hero(ctx, 'primary-image__container__2mrb9', 'text__text__1FZLe image-caption__caption__3hW4x', 'image-caption__credit__1ey9v') if ctx.has('hero', .6) else '',
             f'<div class="article-body__container__3ypuX"><div class="article-body__content__17Yit">\n{b}\n',
             f'<p class="{pc} sign-off__text__2tVP6" data-testid="SignOff">Reporting by {E(s["author"])}; Editing by {E(ctx.pick(L["names"]))}</p>',
             '</div></div>',
             f'<div class="article-body__element__2p5pI"><div class="trust-badge__container__3ij3M"><p class="text__text__1FZLe"><a href="/info-pages/tidewater-trust-principles/">Our Standards: The Tidewater Trust Principles.</a></p></div></div>',
             tags(ctx, 'tags-with-label__container__1vXiS', True, '/tags/') if ctx.has('tags', .6) else '',
             '</div>', f'</{tag}>',
             story_list(ctx, 'more_from', 'Read Next', 'read-next__container__1Ajhp', 4, card='div') if ctx.has('more_from', .6) else '',
             story_list(ctx, 'latest', L['latest'], 'latest-news__container__1x8gL', 4, dates=True) if ctx.has('latest', .5) else '',
             bundle(ctx, 'sidebar__widget__3kRj1'),
             '</main>')
    ctx.mark('byline', 'dates', 'tagline')
    foot = J('<footer class="site-footer__container__1Ojq7"><div class="site-footer__inner__2sE23">', footer_columns(ctx, 'site-footer__sitemap__2pT0n'),
             f'<div class="site-footer__apps__3kJ1e">{app_prompt(ctx, "app-links__container__2s1jC")}</div>' if ctx.has('app_prompt', .5) else '',
             legal_links(ctx, 'site-footer__links__3l97B', 'site-footer__link__1FT2k'),
             f'<p class="site-footer__copyright__1gYG_">All quotes delayed a minimum of 15 minutes. {E(copyright(ctx))}</p>', '</div></footer>')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} | Tidewater',
              metas=f'<meta name="analyticsAttributes.contentChannel" content="{E(ctx.sec)}">\n<meta name="article:id" content="{ctx.num:X}KQ7ZJ">',
              links=f'<link rel="preconnect" href="https://static.{ctx.site["domain"]}">',
              css=[f'https://static.{ctx.site["domain"]}/pf/resources/css/app.b1a7c9.css'],
              scripts=f'<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="tidewater";Fusion.contentCache={{}};</script>')
    return page(ctx, hd, J('<div id="fusion-app" class="app__app__3rdi0">', hdr, main, foot, '</div>',
                           cookie(ctx, 'ot-sdk-container', 'onetrust-consent-sdk') if ctx.has('cookie', .5) else ''), '')


# ============================================================== Vox Media Chorus
def r_chorus(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .8):
        ins.append('<div class="m-ad m-ad__article-body" data-concert-ad-name="article_body"><div class="m-ad__label">' + E(L['ad']) + '</div><div class="m-ad__container" id="ad-body-1"></div></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .7):
        o = ctx.others(1)[0]
        ins.append(f'<aside id="{ctx.uid()}" class="c-read-more"><p class="c-read-more__label">Related</p><ul><li><a href="{o["url"]}">{E(o["h"])}</a></li></ul></aside>')
        ctx.mark('inline_related')
    b = body(ctx, p=lambda t, i: f'<p id="{ctx_hash(t)}">{t}</p>', inserts=ins,
             embed=lambda c: f'<div id="{c.uid()}"><div class="c-embed">{social_embed(c)}</div></div>')
    hdr = J('<header class="c-global-header" data-ui="global-header"><div class="c-global-header__inner l-wrapper">',
            f'<a href="/" class="c-global-header__logo" aria-label="{E(ctx.site["name"])}">{svg("play", "c-logo")}<span class="c-global-header__logo-large">The Circuit</span></a>',
            '<nav class="c-global-header__links"><ul>' + '\n'.join(f'<li class="c-global-header__link"><a href="{ctx.sec_path(x)}">{E(x)}</a></li>' for x in ['Tech', 'Reviews', 'Science', 'Entertainment', 'AI', 'Apps', 'Policy']) + '</ul></nav>',
            f'<a class="c-global-header__button" href="/account/subscribe">{E(L["subscribe"])}</a>', '</div></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="content" class="l-main-content">',
             f'<{tag} class="l-segment l-main-content" data-entry-id="{ctx.num}">',
             '<div class="c-entry-hero c-entry-hero--default"><div class="c-entry-hero__header-wrap">',
             f'<ul class="c-entry-group-labels"><li class="c-entry-group-labels__item"><a href="{ctx.sec_path()}"><span>{E(ctx.sec)}</span></a></li></ul>',
             f'<h1 class="c-page-title">{E(s["h"])}</h1>', '</div>',
             f'<p class="c-entry-summary p-dek">{E(s["dek"])}</p>' if s.get('dek') else '',
             '<div class="c-entry-hero__meta"><div class="c-byline">',
             f'<span class="c-byline__item"><span class="c-byline__author-name">{E(L["by"])} <a href="/authors/{slugify(s["author"])}">{E(s["author"])}</a></span></span>',
             f'<span class="c-byline__item"><time class="c-byline__item" data-ui="timestamp" datetime="{ctx.iso()}">{E(ctx.date())}</time></span>',
             f'<span class="c-byline__item"><a href="{ctx.url_path}#comments"><span class="c-entry-stat__comment-data">{ctx.rng.randint(12, 140)} Comments</span></a></span>' if ctx.has('comments', .6) else '',
             '</div>',
             share(ctx, 'c-social-buttons c-entry-hero__social', 'top', labels=False) if ctx.has('share_top', .8) else '',
             '</div></div>',
             hero(ctx, 'e-image e-image--hero', 'e-image__caption', 'e-image__credit') if ctx.has('hero', .8) else '',
             '<div class="l-col__main"><div class="c-entry-content ">', b, '</div>',
             f'<p class="c-entry-content__disclaimer">The Circuit may earn a commission from purchases made through links in this article.</p>',
             '</div>',
             tags(ctx, 'c-entry-box--compact__topics', False, '/') if ctx.has('tags', .6) else '',
             f'</{tag}>',
             J(f'<div class="c-comments" id="comments"><h2 class="c-comments__title">{E(L["comments"])}</h2><p>{E(L["join"])}</p>',
               f'<a class="c-comments__cta" href="/login?return_to={quote(ctx.url_path)}%23comments">{E(L["login"])}</a></div>') if 'c-entry-stat__comment-data' in J(*[]) or ctx.has('comments', .6) else '',
             related_cards(ctx, 'c-related-list', 4, 'More from The Circuit', 'h3') if ctx.has('related_cards', .7) else '',
             story_list(ctx, 'most_read', 'Most Popular', 'c-rankings', 5, dates=False, ol=True) if ctx.has('most_read', .6) else '',
             bundle(ctx, 'c-sidebar'),
             '</main>')
    if 'c-comments' in main:
        ctx.mark('comments')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="c-footer"><div class="c-footer__inner">', footer_columns(ctx, 'c-footer__sitemap'),
             f'<div class="c-footer__logo">{E(ctx.site["name"])}</div>', legal_links(ctx, 'c-footer__links', '', 8),
             f'<p class="c-footer__copyright">{E(copyright(ctx))} A Vantage Media network.</p>', '</div></footer>')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} - The Circuit',
              metas=f'<meta name="parsely-title" content="{E(s["h"])}">\n<meta name="parsely-section" content="{E(ctx.sec)}">\n<meta property="author" content="{E(s["author"])}">',
              css=[f'https://cdn.{ctx.site["domain"]}/production/chorus-assets/stylesheets/entry-3d7a9c.css'],
              scripts=inline_script('window.Chorus = window.Chorus || {}; Chorus.AdData = {"entryId":' + str(ctx.num) + ',"network":"circuit"};'))
    return page(ctx, hd, J('<div class="l-root l-reskin">', hdr, main, foot, '</div>', cookie(ctx, 'c-consent-banner') if ctx.has('cookie', .5) else ''),
                f' class="entry_template_standard" data-entry-id="{ctx.num}"')


# ============================================================== Forbes-style
def r_forbes(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="vestpocket" vest-pocket=""><div class="fbs-ad--progressive"><span class="ad-label">{E(L["ad"])}</span><div class="ad-unit" id="article-0-inread"></div></div></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .7):
        ins.append(inline_related(ctx, 'read-more-link', 'read_more', 1))
    tbl = lambda c, rows: '<div class="table-container">' + default_table(c, rows, 'fs-table') + '</div>'
    b = body(ctx, p='<p>{t}</p>', table=tbl, inserts=ins)
    hdr = J('<header class="header header--transparent" id="header"><div class="header__container">',
            f'<button class="header__hamburger" aria-label="{E(L["menu"])}">{svg("menu")}</button>',
            f'<a class="header__logo" href="/" aria-label="{E(ctx.site["name"])}"><svg class="fs-icon fs-icon--logo" viewBox="0 0 200 54"><path d="M0 0h200v54H0z"></path></svg></a>',
            '<nav class="header__channels">' + '\n'.join(f'<a class="header__channel" href="{ctx.sec_path(x)}">{E(x)}</a>' for x in ['Billionaires', 'Innovation', 'Leadership', 'Money', 'Business', 'Small Business', 'Lifestyle']) + '</nav>',
            f'<a class="header__subscribe" href="/subscribe/">{E(L["subscribe"])}: Less than $1.50/wk</a>', '</div></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main class="main-content main-content--universal-header"><div class="article-body-container">',
             f'<{tag} class="article" data-article-id="{ctx.num:x}">',
             f'<div class="header-content-container"><div class="fs-article-header"><a class="eyebrow-text" href="{ctx.sec_path()}">{E(ctx.sec.upper())}</a>',
             f'<h1 class="fs-headline speakable-headline font-base font-size should-redesign">{E(s["h"])}</h1></div>',
             '<div class="top-contrib-block"><div class="contrib-block">',
             f'<a class="contrib-image" href="/sites/{slugify(s["author"]).replace("-", "")}/">{author_img(ctx, "avatar", 40)}</a>',
             f'<div class="author-name-block"><div class="fs-author-group-wrapper"><span class="fs-author-name"><a class="contrib-link--name remove-underline" href="/sites/{slugify(s["author"]).replace("-", "")}/">{E(s["author"])}</a></span></div>',
             f'<p class="contrib-byline-type">Contributor</p><p class="contrib-byline-type">{E(s["author"].split()[0])} covers {E(s.get("beat", ctx.sec))}.</p></div>',
             f'<button class="follow-button" type="button">Follow Author</button></div></div>',
             f'<div class="content-data metrics-text color-base"><time>{E(ctx.date())}</time>'
             + (f'<span class="updated-date">{E(L["updated"])} {E(ctx.date(ctx.upd))}</span>' if ctx.has('dates', .5) else '') + '</div>',
             share(ctx, 'article-sharing', 'top', labels=False) if ctx.has('share_top', .8) else '',
             '</div>',
             hero(ctx, 'embed-base image-embed embed-0', 'image-embed__caption', 'color-body light-text') if ctx.has('hero', .7) else '',
             f'<div class="article-body fs-article fs-responsive-text current-article" itemprop="articleBody">\n{b}\n',
             f'<p class="follow-me">Follow me on <a href="https://x.com/{slugify(s["author"]).replace("-", "")}">X</a> or <a href="https://www.linkedin.com/in/{slugify(s["author"])}/">LinkedIn</a>.</p>' if ctx.has('tagline', .8) else '',
             '</div>',
             '<div class="article-footer"><div class="article-footer__content">',
             f'<div class="fs-author-bio"><p class="color-body">{E(s["author"])} is a {ctx.site["name"]} contributor who has written about {E(s.get("beat", ctx.sec))} for more than a decade. <a href="/sites/{slugify(s["author"]).replace("-", "")}/">Read More</a></p></div>' if ctx.has('author_bio', .7) else '',
             f'<p class="editorial-standards"><a href="/editorial-standards/">Editorial Standards</a> · <a href="/reprints/">Reprints &amp; Permissions</a></p>',
             '</div></div>', f'</{tag}>',
             story_list(ctx, 'more_from', 'More From Capital Ledger', 'more-from-forbes', 4, imgs=True, dates=False) if ctx.has('more_from', .8) else '',
             bundle(ctx, 'right-rail'),
             '</div></main>')
    if 'follow-me' in main:
        ctx.mark('tagline', 'social_embed') if False else ctx.mark('tagline')
    if 'fs-author-bio' in main:
        ctx.mark('author_bio')
    ctx.mark('byline', 'kicker', 'dates')
    foot = J('<footer class="footer"><div class="footer__content">', footer_columns(ctx, 'footer__sitemap'),
             f'<p class="footer__copyright">{E(copyright(ctx))}</p>', legal_links(ctx, 'footer__links', '', 6),
             f'<a class="footer__ad-choices" href="/adchoices/">AdChoices</a>', '</div></footer>')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]}',
              metas=f'<meta name="author" content="{E(s["author"])}">\n<meta name="news_keywords" content="{E(ctx.sec)}">\n<meta property="article:author" content="{ctx.base}/sites/{slugify(s["author"]).replace("-", "")}/">',
              css=[f'https://i.{ctx.site["domain"]}/assets/css/article-7e2a1b.css'],
              scripts=inline_script("window.forbes = window.forbes || {}; forbes['simple-site'] = {\"tracking\":{\"pageType\":\"article\"}};"))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'truste-consent-track') if ctx.has('cookie', .5) else ''), ' class="fs-article-page"')


# ============================================================== Conde Nast Verso
def r_verso(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .8):
        ins.append(f'<div class="ad ad--in-content" data-testid="AdWrapper"><div class="ad__slot ad__slot--in-content"><span class="ad-label">{E(L["ad"])}</span></div></div>')
        ctx.mark('ads')
    if ctx.has('newsletter', .6):
        ins.append(newsletter(ctx, 'NewsletterSubscribeFormWrapper-fFFbmF'))
    b = body(ctx, p='<p>{t}</p>', h='<h2>{t}</h2>', inserts=ins)
    hdr = J('<div class="BasePageWrapper-eIntUz"><header class="SiteHeaderWrapper-hAQBzW" data-testid="StandardNavigationWrapper">',
            f'<a href="/" class="SiteHeaderLogo-bmVLCb" aria-label="{E(ctx.site["name"])}"><span class="BrandLogoWrapper">{E(ctx.site["name"])}</span></a>',
            '<nav class="NavigationWrapper-bFftAs"><ul class="NavigationListWrapper-dqAKNK">' + '\n'.join(f'<li class="NavigationListItemWrapper"><a class="NavigationLinkWrapper-fbTGzX" href="{ctx.sec_path(x)}">{E(x)}</a></li>' for x in ['Culture', 'Books', 'Movies', 'Music', 'Food', 'Style', 'Magazine']) + '</ul></nav>',
            f'<a class="SubscribeButton-cYmJte" href="/subscribe">{E(L["subscribe"])}</a>', '</header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="main-content" tabindex="-1">', f'<{tag} class="article main-content" lang="en-US">',
             '<header class="ContentHeaderWrapper-lbFaPX" data-testid="ContentHeaderContainer"><div class="ContentHeaderTitleBlockWrapper">',
             f'<div class="ContentHeaderRubric-cpQlGy"><a class="RubricLink-dNjYjX" href="{ctx.sec_path()}"><span class="RubricName-fVtemz">{E(ctx.sec)}</span></a></div>',
             f'<h1 data-testid="ContentHeaderHed" class="BaseWrap-sc-gjQpdd BaseText-ewhhUZ ContentHeaderHed-NCyCC">{E(s["h"])}</h1>',
             f'<div data-testid="ContentHeaderAccreditation" class="ContentHeaderDek-bIqFFZ">{E(s["dek"])}</div>' if s.get('dek') else '',
             f'<div class="BylinesWrapper-KIudk"><span class="BylineWrapper-jWHrLH"><span class="BylinePreamble-iJolpQ">{E(L["by"])} </span><a class="BylineLink-gEnFiw" href="/contributor/{slugify(s["author"])}">{E(s["author"])}</a></span></div>',
             f'<time data-testid="ContentHeaderPublishDate" class="ContentHeaderPublishDate-eIBicG">{E(ctx.date(None, False))}</time>',
             '</div>',
             hero(ctx, 'ContentHeaderLeadAsset-eUMsFr', 'CaptionText-ehVvhU', 'CaptionCredit-ejegxF') if ctx.has('hero', .8) else '',
             share(ctx, 'SocialIconsWrapper-fyPnSL', 'top', labels=False) if ctx.has('share_top', .6) else '',
             '</header>',
             f'<div class="ArticlePageChunks-jzKCUM"><div class="body body__container article__body grid--item"><div class="body__inner-container">\n{b}\n</div></div></div>',
             f'<div class="ContentFooterBylines-bHSPZr"><p class="ContributorBioText">{E(L["covers"].format(name=s["author"], beat=s.get("beat", "culture"), site=ctx.site["name"]))}</p></div>' if ctx.has('author_bio', .7) else '',
             tags(ctx, 'TagCloudWrapper-bXYbFc', False, '/tag/') if ctx.has('tags', .5) else '',
             f'</{tag}>',
             f'<div class="ConsumerMarketingUnitWrapper-cYCRxc"><p class="ConsumerMarketingUnitHed">Get unlimited access to {E(ctx.site["name"])}.</p><p>{E(L["pw_text"])}</p><a href="/subscribe?source=CMU">{E(L["pw_btn"])}</a></div>' if ctx.has('paywall', .7) else '',
             story_list(ctx, 'more_from', f'More Great {ctx.sec} Stories', 'SummaryCollectionGridItems', 4, imgs=True, dates=False) if ctx.has('more_from', .8) else '',
             bundle(ctx, 'SidebarWidget'),
             '</main>')
    if 'ConsumerMarketingUnit' in main:
        ctx.mark('paywall')
    if 'ContributorBioText' in main:
        ctx.mark('author_bio')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="SiteFooterWrapper-dXrGKZ" data-testid="SiteFooter">', footer_columns(ctx, 'SiteFooterSitemap-cNqBfT'),
             f'<div class="SiteFooterBrand"><a href="/">{E(ctx.site["name"])}</a></div>',
             legal_links(ctx, 'SiteFooterLinks-jRpCbt', '', 8),
             f'<p class="SiteFooterNotice">{E(copyright(ctx))} {E(ctx.site["name"])} may earn a portion of sales from products that are purchased through our site as part of our Affiliate Partnerships with retailers.</p>',
             '</footer></div>')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle' if ctx.num % 2 else 'Article')],
              metas='<meta name="content-type" content="article">\n<meta name="parsely-metadata" content="{&quot;type&quot;:&quot;article&quot;}">',
              scripts=inline_script('window.__PRELOADED_STATE__ = {"transformed":{"article":{"headerProps":{}}},"coreDataLayer":{"content":{"contentType":"article"}}};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'ot-sdk-row', 'onetrust-banner-sdk') if ctx.has('cookie', .5) else ''), '')


# ============================================================== NPR-style public radio
def r_npr(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .6):
        ins.append(f'<aside class="ad-wrap" aria-label="advertisement"><div class="ad-config"></div><p class="left">{E(L["sponsored"])}</p><div id="ad-backstage-wrap"></div><p class="right">Become an NPR sponsor</p></aside>'.replace('NPR', 'WKPR'))
        ctx.mark('ads')
    if ctx.has('inline_related', .5):
        ins.append(f'<div class="bucketwrap internallink insettwocolumn inset2col"><p class="bucketblock"><b>{E(L["related"])}</b> <a href="{ctx.others(1)[0]["url"]}">{E(ctx.others(1)[0]["h"])}</a></p></div>')
        ctx.mark('inline_related')
    ph = lambda c: (c.mark('body_photo') or '') + J(f'<div id="res{c.uid()}" class="bucketwrap image large">',
                                                 f'<div class="imagewrap has-source-dimensions"><img src="{c.img("inline-" + str(c.num), 800, 533)}" class="img" alt=""></div>',
                                                 f'<div class="credit-caption"><div class="caption" aria-label="Image caption"><p>{E(c.s["pcap"])}</p></div>',
                                                 f'<span class="credit" aria-label="Image credit">{E(c.s["pcredit"])}</span></div></div>')
    b = body(ctx, p='<p>{t}</p>', inserts=ins, photo=ph)
    hdr = J(f'<header id="globalheader" class="globalheader"><div class="globalheader__inner"><a href="/" class="station-logo"><img src="/static/img/wkpr-logo.svg" alt="{E(ctx.site["name"])}"></a>',
            '<nav class="globalheader__nav"><ul>' + '\n'.join(f'<li><a href="{ctx.sec_path(x)}">{E(x)}</a></li>' for x in ['News', 'Science', 'Culture', 'Music', 'Podcasts & Shows', 'Schedule']) + '</ul></nav>',
            f'<a class="donate-button" href="/donate?refId=globalheader">Donate</a>',
            '<div class="player-header"><button type="button" class="player-button">Listen Live</button><span class="player-program">Morning Edition</span></div></div></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main><section id="main-section">', f'<{tag} class="story">',
             '<div class="story-meta has-byline">', f'<div class="slug-wrap"><h3 class="slug"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></h3></div>',
             f'<div class="storytitle"><h1>{E(s["h"])}</h1></div>',
             f'<div id="story-meta" class="story-meta__two"><div id="storybyline" class="storylocation">'
             f'<div class="byline-container--block"><div class="byline byline--block">{author_img(ctx, "bylineimg", 60)}<p class="byline__name byline__name--block"><a href="/people/{ctx.num}/{slugify(s["author"])}" rel="author">{E(s["author"])}</a></p></div></div></div>'
             f'<div class="dateblock"><time datetime="{ctx.iso()}"><span class="date">{E(ctx.date(None, False))}</span><span class="time">{E(ctx.dt.strftime("%-I:%M %p"))} ET</span></time></div></div>',
             share(ctx, 'share-tools share-tools--secondary', 'top', labels=False) if ctx.has('share_top', .7) else '',
             '</div>',
             f'<div class="audio-module"><div class="audio-module-controls-wrap"><button class="audio-module-listen" type="button"><b class="audio-module-listen-inner">{E(L["listen_article"])} · 3:58</b></button></div></div>' if ctx.has('podcast', .5) else '',
             hero(ctx, 'bucketwrap image large', 'caption', 'credit') if ctx.has('hero', .6) else '',
             f'<div id="storytext" class="storytext storylocation linkLocation">\n{b}\n</div>',
             J('<div class="tags">', f'<h3 class="tags__heading">{E(L["topics"])}</h3>', tags(ctx, 'tags', False, '/tags/'), '</div>') if ctx.has('tags', .5) else '',
             f'</{tag}>',
             donation(ctx, 'bucketwrap callout donate-callout') if ctx.has('donation', .8) else '',
             story_list(ctx, 'more_from', f'More Stories From {ctx.site["short"]}', 'featured-stories', 3, imgs=True) if ctx.has('more_from', .6) else '',
             '</section>',
             '<aside id="main-sidebar">', newsletter(ctx, 'newsletter-acquisition-callout') if ctx.has('newsletter', .7) else '',
             most_read(ctx, 'most-popular', n=4, dates=False) if ctx.has('most_read', .6) else '',
             bundle(ctx, 'sidebar-widget'), '</aside>',
             '</main>')
    if 'audio-module' in main:
        ctx.mark('podcast')
    ctx.mark('byline', 'dates', 'kicker', 'author_photo', 'sidebar')
    foot = J('<footer id="npr-footer" class="npr-footer"><div class="footer-nav">', footer_columns(ctx, 'footer-sitemap'),
             f'<h2 class="footer-station">{E(ctx.site["name"])}</h2>', address(ctx, 'p', 'footer-address'),
             legal_links(ctx, 'footer-links', '', 7), f'<p class="footer-copyright">{E(copyright(ctx))} {E(ctx.site["short"])} is a listener-supported public media organization.</p>',
             '</div></footer>')
    ctx.mark('site_title_repeat')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} : {ctx.site["short"]}',
              metas=f'<meta name="date" content="{ctx.dt.date().isoformat()}">\n<meta name="author" content="{E(s["author"])}">\n<meta name="npr-pjax" content="true">',
              css=[f'{ctx.base}/templates/css/generated/fingerprint/persistent-story.8f3c2a.css'],
              scripts=inline_script('var NPR = NPR || {}; NPR.serverVars = {"storyId":"' + str(ctx.num) + '","topicIds":["1007"],"pageType":"story"};'))
    return page(ctx, hd, J('<div id="global-wrapper">', hdr, main, foot, '</div>',
                           cookie(ctx, 'cookie-consent-banner') if ctx.has('cookie', .4) else ''), ' class="tmplStory id' + str(ctx.num) + ' no-js"')


# ============================================================== Axios-style Smart Brevity
def r_axios(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    lab = re.compile(r'^([A-Z][^:<]{2,24}:)')
    p = lambda t, i: '<p>' + lab.sub(r'<strong>\1</strong>', t) + '</p>'
    ins = []
    if ctx.has('newsletter', .8):
        ins.append(J('<div class="StoryNewsletterSignup_wrapper__d2Fq9" data-cy="newsletter-signup">',
                     f'<p class="StoryNewsletterSignup_title__kT3D2">Get more local stories in your inbox with Briefly {E(ctx.sec)}.</p>',
                     f'<form action="/newsletters/local/{slugify(ctx.sec)}/subscribe" method="post"><input type="email" name="email" aria-label="Email address" placeholder="Email address"><button type="submit">{E(L["subscribe"])}</button></form></div>'))
        ctx.mark('newsletter')
    if ctx.has('ads', .7):
        ins.append(ad(ctx, 'AdSlot_adContainer__a8Fh2', 'ad'))
    b = body(ctx, p=p, ul='<ul class="DraftjsBlocks_list__B1wx2">', inserts=ins)
    hdr = J('<header class="Header_header__N6ZbB"><div class="Header_inner__cB3p0">',
            f'<a href="/" class="Header_logo__Rv2G1" aria-label="{E(ctx.site["name"])}">{svg("menu")}<span>Briefly</span></a>',
            f'<nav class="Header_nav__bq8pm"><a href="/local/{slugify(ctx.sec)}">{E(ctx.sec)}</a> <a href="/newsletters">{E(L["newsletters"])}</a> <a href="/local">All cities</a></nav>',
            f'<a class="Header_cta__f0k1d" href="/newsletters/local/{slugify(ctx.sec)}">{E(L["subscribe"])}</a>', '</div></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main class="Layout_main__j2Vh4"><div class="gtmContentWrapper">',
             f'<{tag} class="StoryLayout_story__3Ojmz" data-cy="story" data-story-id="{ctx.num:x}-local">',
             f'<div class="StoryHeader_kicker__Zj7jq" data-cy="kicker"><a href="/local/{slugify(ctx.sec)}">Briefly {E(ctx.sec)}</a></div>',
             f'<h1 class="StoryHeader_headline__g1ZqA" data-cy="StoryHeadline">{E(s["h"])}</h1>',
             f'<div class="StoryByline_byline__Tn1mD" data-cy="byline"><div class="StoryByline_avatar__ss3o2">{author_img(ctx, "rounded-full", 40)}</div>'
             f'<div><a href="/authors/{slugify(s["author"])}" class="StoryByline_name__7qHhM">{E(s["author"])}</a><span class="StoryByline_date__0uW1b"><time datetime="{ctx.iso()}">{E(ctx.date())}</time></span></div></div>',
             share(ctx, 'ShareButtons_share__Y2bEo', 'top', labels=False) if ctx.has('share_top', .7) else '',
             hero(ctx, 'StoryImage_figure__u7Yb9', 'StoryImage_caption__Z_5y1', 'StoryImage_credit__zD1Fm') if ctx.has('hero', .7) else '',
             f'<div class="DraftjsBlocks_draftjs__fm3S2" data-cy="story-body">\n{b}\n</div>',
             f'<div class="StoryGoDeeper_goDeeper__kQpAp"><p><strong>Go deeper:</strong> <a href="{ctx.others(1)[0]["url"]}">{E(ctx.others(1)[0]["h"])}</a></p></div>' if ctx.has('inline_related', .7) else '',
             share(ctx, 'ShareButtons_share__Y2bEo', 'bottom', labels=False) if ctx.has('share_bottom', .5) else '',
             f'</{tag}>',
             story_list(ctx, 'more_from', f'More Briefly {ctx.sec} stories', 'LocalStoryFeed_feed__Bs0ef', 4, dates=True, bylines=False, sec=ctx.sec) if ctx.has('more_from', .8) else '',
             bundle(ctx, 'LocalRail_widget__9dK2p'),
             f'<div class="StoryFooter_support__q3Pf1"><p><strong>Support local journalism by becoming a member.</strong> {E(L["dn_text"])}</p><a href="/membership/{slugify(ctx.sec)}">{E(L["dn_btn"])}</a></div>' if ctx.has('donation', .6) else '',
             '</div></main>')
    if 'Go deeper' in main:
        ctx.mark('inline_related')
    if 'StoryFooter_support' in main:
        ctx.mark('donation')
    ctx.mark('byline', 'dates', 'kicker', 'author_photo')
    foot = J('<footer class="Footer_footer__W52AZ"><div class="Footer_inner__uC3jX">', footer_columns(ctx, 'Footer_sitemap__f1Q2x'),
             f'<p class="Footer_about__tQ2jV">{E(ctx.site["tagline"])}</p>', legal_links(ctx, 'Footer_links__T7P1n', '', 6), follow(ctx, 'Footer_social__d7BXs'),
             f'<p class="Footer_copyright__4Ts1x">{E(copyright(ctx))}</p>', '</div></footer>')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], og='website', title=f'{s["h"]} - Briefly {ctx.sec}',
              metas='<meta name="next-head-count" content="42">',
              links=f'<link rel="preload" href="https://static.{ctx.site["domain"]}/_next/static/css/8a1f3c9e2b.css" as="style">',
              css=[f'https://static.{ctx.site["domain"]}/_next/static/css/8a1f3c9e2b.css'],
              scripts=f'<script src="https://static.{ctx.site["domain"]}/_next/static/chunks/main-3f2a9c.js" defer></script>')
    nd = '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"storyId":"' + f'{ctx.num:x}' + '"}},"page":"/local/[city]/[...slug]","buildId":"Xa8b1c2d"}</script>'
    return page(ctx, hd, J('<div id="__next">', hdr, main, foot, '</div>', nd, cookie(ctx, 'ConsentBanner_banner__e1cQ8') if ctx.has('cookie', .4) else ''), '')


# ============================================================== Politico-style
def r_politico(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="story-enhancement"><div class="ad ad--story-inline"><p class="ad__label">{E(L["ad"])}</p><div id="pol-{ctx.uid()}" class="ad__slot"></div></div></div>')
        ctx.mark('ads')
    if ctx.has('newsletter', .6):
        ins.append('<div class="story-enhancement">' + newsletter(ctx, 'newsletter-signup newsletter-signup--inline') + '</div>')
    b = body(ctx, p='<p class="story-text__paragraph">{t}</p>', q='<blockquote class="story-text__blockquote"><p class="story-text__paragraph">{t}</p></blockquote>', inserts=ins)
    hdr = J('<header class="super-header"><div class="super-header__wrapper">',
            f'<a class="super-header__logo" href="/"><img src="/static/img/statehouse-logo.svg" alt="{E(ctx.site["name"])}"></a>',
            '<nav class="super-header__nav"><ul class="super-header__list">' + '\n'.join(f'<li><a href="{ctx.sec_path(x)}">{E(x)}</a></li>' for x in ['Capitol', 'Budget', 'Elections', 'Courts', 'Governor', 'Newsletters', 'Podcast']) + '</ul></nav>',
            f'<a class="button button--pro" href="/pro">Statehouse Pro</a>', '</div></header>')
    tag = 'div' if ctx.noart else 'article'
    live = ''
    if s.get('live'):
        ctx.mark('live_badge')
        live = f'<div class="live-blog-header"><span class="live-badge">{E(L["live"])}</span> <a href="/live-updates/{slugify(ctx.sec)}-{ctx.dt.date().isoformat()}/">Live updates: {E(ctx.sec)} — {E(ctx.date(None, False))}</a></div>'
    main = J(ticker(ctx, 'breaking-banner', 2) if ctx.has('ticker', .4) else '', '<main id="main" class="container container--story">', live,
             f'<{tag} class="story-main-content{" live-blog-post" if s.get("live") else ""}">',
             '<div class="story-intro"><div class="summary">',
             f'<p class="story-meta__kicker"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></p>',
             f'<h2 class="headline">{E(s["h"])}</h2>' if s.get('live') else f'<h1 class="headline">{E(s["h"])}</h1>',
             f'<p class="dek">{E(s["dek"])}</p>' if s.get('dek') else '',
             '</div>',
             f'<div class="story-meta"><p class="story-meta__authors"><span class="vcard">{E(L["by"])} <a href="/staff/{slugify(s["author"])}">{E(s["author"])}</a></span></p>'
             f'<p class="story-meta__timestamp"><time datetime="{ctx.iso()}">{E(ctx.date(None, False))} {E(ctx.dt.strftime("%I:%M %p"))} EDT</time></p></div>',
             share(ctx, 'social-tools social-tools--story', 'top', labels=False) if ctx.has('share_top', .7) else '',
             '</div>',
             hero(ctx, 'art art--story', 'art__caption', 'credit') if ctx.has('hero', .6) else '',
             f'<div class="story-text">\n{b}\n</div>',
             tagline(ctx, 'p', 'story-text__paragraph story-contributor') if ctx.has('tagline', .6) else '',
             correction(ctx, 'story-correction') if ctx.has('correction', .3) else '',
             f'</{tag}>',
             story_list(ctx, 'latest', L['live_more'], 'live-blog-feed', 4, dates=True) if s.get('live') else '',
             story_list(ctx, 'more_from', 'Filed under: ' + ctx.sec, 'story-related', 4, dates=False, sec=ctx.sec) if ctx.has('more_from', .7) else '',
             podcast(ctx, 'podcast-promo') if ctx.has('podcast', .5) else '',
             bundle(ctx, 'sidebar-module'),
             '</main>')
    ctx.mark('byline', 'dates', 'kicker')
    foot = J('<footer class="site-footer"><div class="site-footer__inner">', footer_columns(ctx, 'site-footer__sitemap'),
             f'<p class="site-footer__logo"><a href="/">{E(ctx.site["name"])}</a></p>', legal_links(ctx, 'site-footer__links'),
             f'<p class="site-footer__copyright">{E(copyright(ctx))}</p>', '</div></footer>')
    ctx.mark('site_title_repeat')
    ldtype = 'NewsArticle'
    ld = [ld_article(ctx, ldtype)]
    if s.get('live'):
        ld = [{'@context': 'https://schema.org', '@type': 'LiveBlogPosting', 'headline': 'Live updates: ' + ctx.sec, 'url': ctx.url,
               'liveBlogUpdate': [{'@type': 'BlogPosting', 'headline': s['h'], 'datePublished': ctx.iso()}]}]
    hd = head(ctx, ld=ld, title=f'{s["h"]} - {ctx.site["name"]}',
              metas=f'<meta name="sailthru.tags" content="{E(slugify(ctx.sec))}">\n<meta name="author" content="{E(s["author"])}">',
              css=[f'https://static.{ctx.site["domain"]}/dims4/default/css/story.min.4a1b2c.css'],
              scripts=inline_script('window.pol = window.pol || {}; pol.pageType = "' + ('liveblog' if s.get('live') else 'story') + '";'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'cookie-banner') if ctx.has('cookie', .5) else ''), ' class="layout--story"')


# ============================================================== Times of India-style
def r_toi(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    ins = []
    if ctx.has('ads', .9):
        ins.append(f'<div class="_3cF1x"><div class="ad1 mrec1" data-adtype="mrec1"><span class="adv-lbl">{E(L["ad"])}</span></div></div>')
        ctx.mark('ads')
    if ctx.has('inline_related', .9):
        o = ctx.others(2)
        ins.append(f'<div class="_3J3hA"><span class="also-read">Also Read</span> <a href="{o[0]["url"]}">{E(o[0]["h"])}</a> | <a href="{o[1]["url"]}">{E(o[1]["h"])}</a></div>')
        ctx.mark('inline_related')
    b = body(ctx, p='{t}\n<br><br>', inserts=ins)
    hdr = J('<div id="header" class="_1ZA-L"><div class="_2KTAm">',
            f'<a href="/" class="_3zIKl" title="{E(ctx.site["name"])}"><img src="/photo/47529300.cms" alt="{E(ctx.site["name"])}" width="260" height="32"></a>',
            '<ul class="_1wyf2">' + '\n'.join(f'<li><a href="{ctx.sec_path(x)}">{E(x)}</a></li>' for x in ['City', 'India', 'World', 'Business', 'Tech', 'Cricket', 'Sports', 'Entertainment', 'Life & Style']) + '</ul>',
            '</div></div>')
    city = s['section'].replace(' News', '')
    crumb = (f'<div class="_2f-6J breadcrumb"><span><a href="/"><span>News</span></a></span> / <span><a href="/city/"><span>City News</span></a></span> / '
             f'<span><a href="/city/{slugify(city)}/"><span>{E(s["section"])}</span></a></span> / <span>{E(" ".join(s["h"].split()[:5]))}…</span></div>')
    ctx.mark('breadcrumbs')
    main = J('<div class="contentwrapper clearfix" id="app">', crumb,
             f'<div class="_2NFXP"><h1 class="HNMDR"><span>{E(s["h"])}</span></h1>',
             f'<div class="xf8Pm byline"><span><a href="/toireporter/author-{slugify(s["author"])}-{ctx.num}.cms">{E(s["author"])}</a> / TNN / {E(L["updated"])}: {E(ctx.upd.strftime("%b %-d, %Y, %H:%M"))} IST</span></div>',
             share(ctx, '_1Dlgl share-wrap', 'top', labels=False) if ctx.has('share_top', .8) else '',
             '</div>',
             f'<div class="_1IaAp clearfix"><div class="_1Y1q7 ga-headlines">',
             hero(ctx, '_3gupn', 'caption', 'credit') if ctx.has('hero', .6) else '',
             f'<div class="_s30J clearfix">\n{b}\n</div>',
             '</div></div>',
             f'<div class="_3ha4a"><span class="_3VY-5">{E(L["n_comments"].format(n=ctx.rng.randint(2, 30)))}</span> <a href="{ctx.url_path.replace(".cms", "")}/comments">Read comments</a></div>' if ctx.has('comments', .7) else '',
             story_list(ctx, 'more_from', f'Popular from {city}', '_1ogWj', 5, dates=False, card='div') if ctx.has('more_from', .8) else '',
             story_list(ctx, 'latest', 'Top Stories Right Now', '_3fNzm', 4, dates=False, card='div') if ctx.has('latest', .7) else '',
             f'<div class="_2TqPu trending"><h3>Trending Topics</h3>' + ' '.join(f'<a href="/topic/{slugify(x)}">{E(x)}</a>' for x in ['Metro', 'Monsoon', 'Traffic', 'Property tax', 'Water cut']) + '</div>',
             bundle(ctx, '_1Rq5W'),
             '</div>')
    if '_3ha4a' in main:
        ctx.mark('comments')
    ctx.mark('byline', 'dates')
    foot = J('<div id="footer" class="_3Iiop"><div class="_1Yrr8">', footer_columns(ctx, '_2hZ8o'),
             f'<p class="_3qMp4">{E(ctx.site["name"])} — About us · Create Your Own Ad · Terms of Use and Grievance Redressal Policy · Privacy policy · Advertise with us · RSS · Newsletter · Feedback · ePaper · Sitemap · Archives</p>',
             legal_links(ctx, '_2n0sn', '', 6), f'<p class="copyright">{E(copyright(ctx))}</p>', '</div></div>')
    if ctx.declared:
        ld = [ld_article(ctx, 'NewsArticle')]
    else:
        ld = [{'@context': 'https://schema.org', '@type': 'WebPage', 'name': s['h'], 'url': ctx.url}, ld_org(ctx)]
    hd = head(ctx, ld=ld, title=f'{s["h"]} | {city} News - {ctx.site["short"]}',
              metas=f'<meta name="news_keywords" content="{E(city)}, {E(ctx.sec)}">\n<meta http-equiv="X-UA-Compatible" content="IE=edge">',
              scripts=inline_script('var TimesApps=window.TimesApps||{};TimesApps.ad={"pageType":"articleshow","msid":"' + str(ctx.num) + '"};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'consent-popup') if ctx.has('cookie', .4) else ''), ' class="articleshow"')


# ============================================================== ABC Australia-style
def r_abcau(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav')
    pc = 'paragraph_paragraph__iYReA'
    ins = []
    if ctx.has('related_cards', .7):
        o = ctx.others(1)[0]
        ins.append(f'<aside class="RelatedCard_relatedCard__Bc9yT" data-component="RelatedCard"><p class="RelatedCard_label__Jk9vD">Related Story</p><a href="{o["url"]}" class="RelatedCard_link__aK3ur"><span>{E(o["h"])}</span></a></aside>')
        ctx.mark('related_cards')
    b = body(ctx, p=f'<p class="{pc}">{{t}}</p>', qq='<h2 class="Heading_heading__2qXnM" data-component="Heading">{t}</h2>', inserts=ins)
    hdr = J('<header data-component="Header" class="Header_header__GfNhB"><div class="Header_inner__Pz2cM">',
            f'<a href="/news" class="Header_logo__8BSfm" aria-label="{E(ctx.site["name"])}">SCB News</a>',
            '<nav data-component="Nav" class="Nav_nav__JZ1Te"><ul>' + '\n'.join(f'<li><a href="/news/{slugify(x)}">{E(x)}</a></li>' for x in ['Just In', 'For You', 'Politics', 'World', 'Business', 'Analysis', 'Sport', 'Science', 'Health', 'Local']) + '</ul></nav>',
            '</div></header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="content" class="ContentLayout_main__xW2ml">', f'<{tag} data-component="ArticleWeb" class="ArticleWeb_article__q8hGz">',
             '<header class="ArticleHeadline_header__dLz2m">',
             f'<div data-component="Label" class="Label_label__Trm8s"><a href="/news/{slugify(ctx.sec)}">{E(ctx.sec)}</a></div>' if ctx.has('kicker', .7) else '',
             f'<h1 class="Typography_base__sj2RP Typography_lineHeightLarge__wMJRx ArticleHeadlineTitle_title__c2Qz4">{E(s["h"])}</h1>',
             f'<div class="ArticleHeadline_dek__x1nA2"><p class="{pc}">{E(s["dek"])}</p></div>' if s.get('dek') else '',
             f'<div data-component="Byline" class="Byline_byline__yL3S5"><a href="/news/{slugify(s["author"])}/{ctx.num}" class="Byline_link__2NGcf">{E(s["author"])}</a></div>',
             f'<div data-component="Timestamp" class="ArticleTimestamps_timestamps__Ew4Ir"><time datetime="{ctx.iso()}">{E(L["posted"])} {E(ctx.date())}</time>'
             + (f', <time datetime="{ctx.iso(ctx.upd)}">{E(L["updated_short"])} {E(ctx.date(ctx.upd))}</time>' if ctx.has('dates', .6) else '') + '</div>',
             share(ctx, 'ShareUtility_share__Bf2hA', 'top', labels=False) if ctx.has('share_top', .8) else '',
             '</header>',
             hero(ctx, 'ArticleImage_figure__wX2uL', 'ArticleImage_caption__pAV6Q', 'ArticleImage_credit__Tc2hJ') if ctx.has('hero', .7) else '',
             f'<div id="body" class="ArticleRender_article__7i2EW" data-component="ArticleRender">\n{b}\n</div>',
             f'<p class="{pc} ArticleRender_appLink__lx8cN"><strong>Get breaking news alerts from SCB News on your phone.</strong> <a href="/news/app">Download the app</a>.</p>' if ctx.has('app_prompt', .7) else '',
             video(ctx, 'VideoPlayer_player__c7Vx2') if ctx.has('video', .4) else '',
             tags(ctx, 'Topics_topics__nL4bE', True, '/news/topic/') if ctx.has('tags', .6) else '',
             f'</{tag}>',
             story_list(ctx, 'latest', 'Top Stories', 'TopStories_topStories__XG2rT', 5, dates=False) if ctx.has('latest', .8) else '',
             story_list(ctx, 'more_from', f'More on: {ctx.sec}', 'MoreOn_moreOn__Ls5Qw', 3, dates=True) if ctx.has('more_from', .5) else '',
             bundle(ctx, 'Sidebar_widget__p2Lqd'),
             '</main>')
    if 'ArticleRender_appLink' in main:
        ctx.mark('app_prompt')
    ctx.mark('byline', 'dates')
    foot = J('<footer data-component="Footer" class="Footer_footer__dz4Ky">', footer_columns(ctx, 'Footer_sitemap__k2LmQ'),
             '<p class="Footer_acknowledgement__Hw2iP">SCB News acknowledges Aboriginal and Torres Strait Islander peoples as the First Australians and Traditional Custodians of the lands where we live, work and learn. We pay our respects to Elders past and present.</p>',
             legal_links(ctx, 'Footer_links__bNq7k', '', 6), f'<p class="Footer_copyright__h1Y6V">{E(copyright(ctx))}</p>', '</footer>')
    hd = head(ctx, ld=[ld_article(ctx, 'NewsArticle')], title=f'{s["h"]} - SCB News',
              metas=f'<meta name="ContentId" content="{ctx.num}">\n<meta name="ContentType" content="Article">\n<meta name="DC.Publisher" content="{E(ctx.site["name"])}">',
              css=[f'https://assets.{ctx.site["domain"]}/news-web/_next/static/css/6b2c1e.css'],
              scripts=f'<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"contentId":"{ctx.num}"}}}},"page":"/news/[...slug]"}}</script>')
    return page(ctx, hd, J('<div id="__next">', hdr, main, foot, '</div>', cookie(ctx, 'CookieBanner_banner__Qw3sx') if ctx.has('cookie', .4) else ''), '')


# ============================================================== Postmedia-style
def r_postmedia(ctx):
    L, s = ctx.L, ctx.s
    ctx.mark('header', 'footer', 'nav', 'ads')
    k = [0]

    def p(t, i):
        lab = ''
        if i % 2 == 1:
            k[0] += 1
            lab = f'<div class="ad__section-border ad__section-border--story"><p class="ad__label">Article content</p></div>\n'
        return lab + f'<p>{t}</p>'
    ins = [J(f'<div class="ad__section-border ad__section-border--story"><p class="ad__label">{E(L["ad"])} {2 + n}</p>',
             f'<div class="ad__container ad__container--story" id="gpt-story-{n}"></div><p class="ad__label ad__label--below">{E(L["ad_cont"])}</p></div>')
           for n in range(1 if ctx.has('ads', .3) else 0, 2)]
    if ctx.has('inline_related', .6):
        ins.append(inline_related(ctx, 'article-content__read-more', 'read_more'))
    tbl = lambda c, rows: '<div class="table-wrapper">' + default_table(c, rows, 'table table-striped') + '</div>'
    b = body(ctx, p=p, table=tbl, inserts=ins)
    hdr = J('<header class="header" id="header"><div class="header__top"><div class="header__container">',
            f'<a class="header__logo" href="/"><img src="/wp-content/themes/postmedia/assets/img/logos/prairie-sun.svg" alt="{E(ctx.site["name"])}"></a>',
            f'<a class="header__subscribe button button--primary" href="/subscribe/">{E(L["subscribe"])}</a> <a class="header__login" href="/account/">{E(L["login"])}</a>',
            '</div></div>',
            '<nav class="header__nav"><ul class="header__nav-list">' + nav_items(ctx, 'header__nav-item', 'header__nav-link') + '</ul></nav>', '</header>')
    tag = 'div' if ctx.noart else 'article'
    main = J('<main id="main" class="main">', crumbs(ctx, 'breadcrumbs', '/', ol=True) if ctx.has('breadcrumbs', .4) else '',
             f'<{tag} class="article-content-story article-content-story--story" data-story-id="{ctx.num}">',
             '<header class="article-header"><div class="article-header__detail"><div class="article-header__detail__texts">',
             f'<p class="article-header__detail__texts__section"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></p>',
             f'<h1 class="article-title" id="articleTitle">{E(s["h"])}</h1>',
             f'<p class="article-subtitle">{E(s["dek"])}</p>' if s.get('dek') else '',
             '</div></div>',
             f'<div class="article-meta"><div class="published-by"><div class="published-by__author">{author_img(ctx, "published-by__avatar", 40)}<a href="/author/{slugify(s["author"])}">{E(s["author"])}</a></div></div>'
             f'<span class="published-date__since">{E(L["published"])} {E(ctx.dt.strftime("%b %d, %Y"))}</span>'
             + (f' • <span class="published-date__updated">Last updated {ctx.rng.randint(2, 9)} hours ago</span>' if ctx.has('dates', .6) else '')
             + f' • <span class="article-meta__reading-time">{ctx.rtime()} minute read</span></div>',
             f'<div class="article-meta__share"><a class="comments-count" href="{ctx.url_path}#comments-area">Join the conversation</a></div>',
             share(ctx, 'social-share', 'top', labels=False) if ctx.has('share_top', .8) else '',
             '</header>',
             hero(ctx, 'article-content__featured-image', 'article-content__featured-image__caption', 'article-content__featured-image__credit') if ctx.has('hero', .7) else '',
             f'<section class="article-content__content-group article-content__content-group--story">\n{b}\n</section>',
             f'<div class="article-content__footer">{paywall(ctx, "article-content__paywall")}</div>' if ctx.has('paywall', .3) else '',
             f'</{tag}>',
             newsletter(ctx, 'newsletter-signup newsletter-signup--story') if ctx.has('newsletter', .6) else '',
             story_list(ctx, 'more_from', 'Recommended from Editorial', 'list-widget', 3, imgs=True) if ctx.has('more_from', .7) else '',
             bundle(ctx, 'widget'),
             J('<section class="comments-area" id="comments-area">', '<h2 class="comments-area__title">Comments</h2>',
               '<p class="comments-area__notice">Postmedia is committed to maintaining a lively but civil forum for discussion. Please keep comments relevant and respectful. Comments may take up to an hour to appear on the site. You will receive an email if there is a reply to your comment, an update to a thread you follow or if a user you follow comments. Visit our Community Guidelines for more information.</p>'.replace('Postmedia', 'Prairie Sun Media'),
               '</section>') if ctx.has('comments', .7) else '',
             '</main>')
    if 'comments-area__notice' in main:
        ctx.mark('comments')
    ctx.mark('byline', 'dates', 'reading_time', 'kicker', 'author_photo')
    foot = J('<footer class="footer"><div class="footer__inner">', footer_columns(ctx, 'footer__sitemap'),
             f'<p class="footer__brand">{E(ctx.site["name"])}</p>', address(ctx, 'p', 'footer__address'),
             legal_links(ctx, 'footer__links', ''), f'<p class="footer__copyright">© {ctx.dt.year} Prairie Sun, a division of Prairie Sun Media Network Inc. {E(L["rights"])} Unauthorized distribution, transmission or republication strictly prohibited.</p>',
             '</div></footer>')
    ctx.mark('site_title_repeat')
    ld = [ld_article(ctx, 'ReportageNews' if ctx.num % 2 else 'NewsArticle')] if ctx.declared else []
    hd = head(ctx, ld=ld, title=f'{s["h"]} | {ctx.site["name"]}',
              metas='<meta name="robots" content="max-image-preview:large">' + ('' if ctx.declared else '\n<meta name="pm:page-type" content="story">'),
              links=f'<link rel="stylesheet" href="{ctx.base}/wp-content/themes/postmedia/assets/css/main.css?ver=5.8.2">',
              scripts=inline_script('window.Postmedia = window.Postmedia || {}; Postmedia.analytics = {"content_type":"story","pm_id":"' + str(ctx.num) + '"};'))
    return page(ctx, hd, J(hdr, main, foot, cookie(ctx, 'pm-consent') if ctx.has('cookie', .5) else ''), ' class="single single-post"')
