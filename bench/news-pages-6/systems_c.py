"""European styles: Zeit Online, tagesschau, Le Figaro, Ouest-France (+AMP), Clarín, la Repubblica, NRC, SVT,
Público, Gazeta Wyborcza."""
from common import (esc, slugify, icon, render_body, head_html, page, analytics, share_links, nav_menu, story_list,
                    newsletter_box, advertise_box, ad_slot, paywall_box, tags_box, author_bio, cookie_text,
                    footer_links, copyright, sitemap_cols, ticker, coral, comment_items, ins, hero, inline_html,
                    embed_html, ld_org, ld_breadcrumbs, ld_webpage)
import lang as LG

DESC = {
    "zeit": ("Zeit Online-style (`article__item`, `summary`, `metadata`, Z+ box)", "", "de"),
    "tagesschau": ("tagesschau-style public broadcaster (`seitenkopf__*`, `textabsatz`, `metatextline`)", "", "de"),
    "figaro": ("Le Figaro-style (`fig-standfirst`, `fig-paragraph`, `fig-body-link`, premium paywall)", "", "fr"),
    "ouest": ("Ouest-France-style regional daily (`su-chapo`, `su-intertitre`) with AMP variant", "", "fr"),
    "clarin": ("Clarín-style (`volanta`, `bajada`, `body-nota`, \"Mirá también\")", "", "es"),
    "repubblica": ("la Repubblica-style (`story__title`, `story__summary`, `story__text`)", "", "it"),
    "nrc": ("NRC-style (`article__intro`, `article__paragraph`, Coral comments)", "", "nl"),
    "svt": ("SVT Nyheter-style (`nyh_article__*`, byline footer)", "", "sv"),
    "publico": ("Público-style (`story__headline`, `story__blurb`, `story__body`)", "", "pt"),
    "wyborcza": ("Gazeta Wyborcza-style (`art-title`, `art-lead`, `art_paragraph`)", "", "pl"),
}


# ---------------------------------------------------------------- Zeit Online
def zeit(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/%s-%s/%s" % (slugify(ctx.section), ctx.date[:4], ctx.date[5:7], ctx.slug))
    kicker = ctx.tags[0] if ctx.tags else ctx.section
    byl = ctx.mark_byline('<div class="metadata"><time class="metadata__date" datetime="%s">%s, %s Uhr</time></div>'
                          '<div class="byline"><span class="byline__author">Von <a href="/autoren/%s" itemprop="author"'
                          '>%s</a></span></div>' % (ctx.iso(), esc(ctx.dt()), ctx.time, slugify(ctx.author),
                                                    esc(ctx.author)))
    P = '<p class="paragraph article__item">{}</p>'
    sty = {"p": P, "h": '<h2 class="article__subheading article__item">{}</h2>',
           "quote": '<blockquote class="quote article__item"><p class="quote__text">{}</p></blockquote>',
           "rel": lambda c, t, i: ('<aside class="article__item x-spacing"><a class="zon-teaser-inline" href="%s">'
                                   '<span class="zon-teaser-inline__kicker">%s</span> <span>%s</span></a></aside>' % (
                                       c.abs("/" + slugify(t)), esc(L["related"]), esc(t)))}
    zplus = ('<aside class="article__item zplus-box"><h3>Z+ Entdecken Sie mehr.</h3><p>Lesen Sie jetzt alle Artikel '
             'der Elbwoche und hören Sie unsere Podcasts, vier Wochen lang für 1 Euro.</p><a href="/abo">Jetzt testen'
             '</a></aside>')
    ctx.note("paywall", "Lesen Sie jetzt alle Artikel der Elbwoche und hören Sie unsere Podcasts")
    inserts = ins(ctx, '<div class="article__item ad-container">%s</div>' % ad_slot(ctx, "ad", "content-1"), zplus,
                  '<div class="article__item ad-container">%s</div>' % ad_slot(ctx, "ad", "content-2"), gap=3)
    body = render_body(ctx, sty, inserts)
    comments = ('<section class="comment-section" id="comments"><h2 class="comment-section__headline">%s</h2><p>'
                '<a href="/community/regeln">Netiquette</a> beachten</p><div class="comment-section__body">%s</div>'
                '</section>' % (esc(L["n_comments"].format(5)), comment_items(ctx, 5, cls="comment", tag="article")))
    html = """<div class="page"><header class="header" data-ct-area="topnav"><div class="header__container"><a class="header__logo" href="/" title="%(name)s">%(name)s</a><div class="header__menu"><a href="/abo" class="header__abo">%(abo)s</a> <a href="/anmelden" class="header__login">%(login)s</a></div></div>
<nav class="nav__ressorts">%(nav)s</nav></header>
<div class="cp-area cp-area--breaking">%(ticker)s</div>
<main class="main main--article" id="main"><article class="article article--padded" id="js-article" itemscope itemtype="https://schema.org/Article">
<header class="article-header"><p class="article-heading__kicker">%(kicker)s</p>
<h1 class="article-heading" itemprop="headline">%(head)s</h1>
<div class="summary" itemprop="description">%(dek)s</div>
%(byl)s
<div class="sharing-menu">%(share)s</div>
<a class="article-header__comments" href="#comments">%(ncom)s</a></header>
%(hero)s
<div class="article-body article-body--article" itemprop="articleBody"><div class="article-page">
%(body)s
</div></div>
<div class="article-tags"><h4 class="article-tags__title">%(tlabel)s</h4>%(tags)s</div>
<div class="article-author-box">%(bio)s</div>
</article>
%(comments)s
<section class="article-recommendations">%(rec)s</section>
<aside class="article-sidebar">%(most)s%(nl)s%(adv)s</aside></main>
<footer class="footer"><div class="footer__links">%(cols)s</div>%(legal)s<p class="footer__copyright">%(copy)s</p></footer>
<div id="cmp-banner" class="cmp"><h2>Elbwoche mit Werbung</h2><p>%(cookie)s</p><button>%(accept)s</button> <a href="/abo/pur">Pur-Abo: ohne Werbung und Tracking</a></div></div>""" % dict(
        name=esc(ctx.name), abo=esc(L["subscribe"]), login=esc(L["login"]), nav=nav_menu(ctx, "nav__list", sub=True),
        ticker=ticker(ctx, "breaking-news-banner", "Eilmeldung"), kicker=esc(kicker), head=esc(ctx.head),
        dek=esc(ctx.dek), byl=byl, share=share_links(ctx, cls="sharing-menu__item"),
        ncom=esc(L["n_comments"].format(5)), hero=hero(ctx, "article__media"), body=body,
        tlabel=esc(L["tags"]), tags=tags_box(ctx, "article-tags__list", label=False),
        bio=author_bio(ctx, "author-box", beat=ctx.section), comments=comments,
        rec=story_list(ctx, "Mehr zum Thema", 4, "zon-teaser", thumbs=True, dates=True, article=True, cat="related"),
        most=story_list(ctx, L["most_read"], 5, "zon-teaser-mostread", numbered=True, dates=False, cat="most_read"),
        nl=newsletter_box(ctx, "newsletter-box"), adv=advertise_box(ctx, "media-kit-box"),
        cols=sitemap_cols(ctx, "footer__col"), legal=footer_links(ctx, "footer__legal"),
        copy=copyright(ctx, "Elbwoche Verlag GmbH"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), title="%s | %s" % (ctx.head, ctx.name))
    return page(ctx, head, html, body_attrs=' data-page-type="article"')


# ---------------------------------------------------------------- tagesschau
def tagesschau(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/%s-%d.html" % (slugify(ctx.section), ctx.slug[:50].rstrip("-"), 100 + ctx.num % 90))
    y, mo, d = ctx.date.split("-")
    byl = ctx.mark_byline('<p class="metatextline">Stand: %s.%s.%s %s Uhr</p>' % (d, mo, y, ctx.time),
                          before_dek=True)
    col = "columns twelve m-ten m-offset-one l-eight l-offset-two"
    sty = {"p": '<p class="textabsatz %s">{}</p>' % col,
           "h": '<h2 class="meldung__subhead %s">{}</h2>' % col,
           "ul": ('<ul class="liste %s">' % col, '<li>{}</li>', '</ul>'),
           "rel": lambda c, t, i: ('<div class="teaser-absatz %s"><a class="teaser-absatz__link" href="%s"><span '
                                   'class="teaser-absatz__topline">Mehr zum Thema</span><span class="teaser-absatz__'
                                   'headline">%s</span></a></div>' % (col, c.abs("/" + slugify(t) + ".html"), esc(t)))}
    body = render_body(ctx, sty)
    dek = ('<p class="textabsatz %s"><strong>%s</strong></p>' % (col, esc(ctx.dek))) if ctx.dek else ""
    author = ('<div class="authorline__author"><span>Von %s, Südwelle Nachrichten</span></div>' % esc(ctx.author))
    footnote = ('<div class="infobox"><p class="textabsatz">Über dieses Thema berichtete Südwelle Radio am %s um %s '
                'Uhr in den Nachrichten.</p></div>' % (esc(ctx.dt()), ctx.time))
    ctx.note("footnote", "Über dieses Thema berichtete Südwelle Radio am")
    html = """<div class="page"><header class="header"><div class="header__inner"><a class="header__logo" href="/" title="%(name)s">%(name)s</a><nav class="header__nav">%(nav)s</nav><a class="header__search" href="/suche">%(search)s</a></div></header>
<div class="ticker ticker--breaking">%(ticker)s</div>
<main class="content-wrapper"><article class="container content-wrapper__group">
<div class="seitenkopf"><div class="seitenkopf__data"><p class="seitenkopf__topline">%(topline)s</p>
<h1 class="seitenkopf__headline"><span class="seitenkopf__headline--text">%(head)s</span></h1>
%(byl)s</div>
<div class="seitenkopf__media">%(hero)s</div></div>
%(dek)s
%(author)s
%(body)s
%(footnote)s
<div class="meldungsfooter"><div class="taglist">%(tags)s</div><div class="sharing">%(share)s</div></div>
</article>
<section class="teasergroup teasergroup--related">%(related)s</section>
<section class="teasergroup teasergroup--latest">%(latest)s</section></main>
<footer class="footer"><div class="footer__sections">%(cols)s</div>%(legal)s<p class="footer__copyright">%(copy)s</p></footer>
<div class="consent-layer"><p>%(cookie)s</p><button>%(accept)s</button><button>%(reject)s</button></div></div>""" % dict(
        name=esc(ctx.name), nav=nav_menu(ctx, "navigation__list", sub=False), search=icon("search"),
        ticker=ticker(ctx, "ticker__list", "Eilmeldung"), topline=esc(ctx.tags[0] if ctx.tags else ctx.section),
        head=esc(ctx.head), byl=byl, hero=hero(ctx, "ts-image", tag="div"), dek=dek, author=author, body=body,
        footnote=footnote, tags=tags_box(ctx, "taglist__list", label=False), share=share_links(ctx, cls="share-button"),
        related=story_list(ctx, "Mehr zum Thema", 3, "teaser-related", thumbs=True, dates=True, cat="related"),
        latest=story_list(ctx, "Aktuelle Meldungen", 6, "teaser-xs", dates=True, cat="latest"),
        cols=sitemap_cols(ctx, "footer__col"), legal=footer_links(ctx, "footer__legal"),
        copy=copyright(ctx, "Südwelle Rundfunk"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]),
        reject=esc(L["reject"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), title="%s | %s" % (ctx.head, ctx.name))
    return page(ctx, head, html)


# ---------------------------------------------------------------- Le Figaro
def figaro(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/%s/%s-%s%s%s" % (slugify(ctx.section), ctx.slug, y, mo, d))
    byl = ctx.mark_byline('<div class="fig-content-metas"><span class="fig-content-metas__authors">Par <a class="fig-'
                          'content-metas__author" href="/auteur/%s">%s</a></span><span class="fig-content-metas__pub">'
                          '<span class="fig-content-metas__pub-date"> Publié le %s/%s/%s à %s</span></span></div>' % (
                              slugify(ctx.author), esc(ctx.author), d, mo, y, ctx.time.replace(":", "h")))
    sty = {"p": '<p class="fig-paragraph">{}</p>', "h": '<h2 class="fig-body-heading">{}</h2>',
           "quote": '<blockquote class="fig-quote"><p class="fig-quote__text">{}</p></blockquote>',
           "rel": lambda c, t, i: ('<p class="fig-body-link"><strong>À lire aussi</strong> <a class="fig-body-link__'
                                   'link" href="%s">%s</a></p>' % (c.abs("/" + slugify(t)), esc(t)))}
    rel_auto = lambda: '<p class="fig-body-link"><strong>À lire aussi</strong> <a class="fig-body-link__link" href="' \
                       '/actualite/%s">%s</a></p>' % ("x", esc(ctx.headlines(1, "inline_related")[0]))
    inserts = ins(ctx, rel_auto(), '<div class="fig-ad-content">%s</div>' % ad_slot(ctx, "fig-ad", "article-1"),
                  rel_auto(), gap=2)
    body = render_body(ctx, sty, inserts)
    premium = ('<div class="fig-premium-paywall"><p class="fig-premium-paywall__title">Cet article est réservé aux '
               'abonnés. Il vous reste 80% à découvrir.</p><p>Le Quotidien du Rhône, toute l\'actualité de la '
               'région en continu. Sans engagement.</p><a class="fig-premium-paywall__button" href="/abonnement">'
               'Je m\'abonne</a></div>') if ctx.page_no == 1 else paywall_box(ctx, "fig-meter")
    ctx.note("paywall", "Cet article est réservé aux abonnés. Il vous reste 80% à découvrir.")
    comments = ('<section class="fig-comments" id="fig-comments"><h2 class="fig-comments__title">%s</h2><p>Les '
                'commentaires sont réservés aux abonnés.</p><div class="fig-comments__list">%s</div></section>' % (
                    esc(L["n_comments"].format(6)), comment_items(ctx, 6, cls="fig-comment", tag="div")))
    html = """<div class="fig-layout"><header class="fig-header"><div class="fig-header__top"><a class="fig-header__logo" href="/">%(name)s</a><a class="fig-header__sub" href="/abonnement">%(sub)s</a> <a href="/connexion">%(login)s</a></div>
<nav class="fig-nav">%(nav)s</nav></header>
<div class="fig-breaking">%(ticker)s</div>
<main class="fig-main-wrapper"><article class="fig-main" id="fig-article">
<div class="fig-breadcrumb"><a href="/">Accueil</a> › <a href="/%(sec)s">%(section)s</a></div>
<h1 class="fig-headline">%(head)s</h1>
<p class="fig-standfirst">%(dek)s</p>
%(byl)s
<div class="fig-share">%(share)s <a href="#fig-comments" class="fig-share__comments">%(ncom)s</a></div>
<figure class="fig-media">%(hero)s</figure>
<div class="fig-body">
%(body)s
</div>
%(premium)s
<div class="fig-tags">%(tags)s</div>
</article>
%(comments)s
<aside class="fig-aside">%(most)s%(ad)s%(nl)s</aside>
<section class="fig-ensavoirplus">%(more)s</section></main>
<footer class="fig-footer"><div class="fig-footer__cols">%(cols)s</div>%(adv)s%(legal)s<p>%(copy)s</p></footer>
<div id="didomi-host"><div class="didomi-popup-notice"><p class="didomi-notice-text">%(cookie)s</p><button id="didomi-notice-agree-button">%(accept)s</button><button id="didomi-notice-disagree-button">%(reject)s</button></div></div></div>""" % dict(
        name=esc(ctx.name), sub=esc(L["subscribe"]), login=esc(L["login"]), nav=nav_menu(ctx, "fig-nav__list", sub=True),
        ticker=ticker(ctx, "fig-breaking__list", "Alerte info"), sec=slugify(ctx.section), section=esc(ctx.section),
        head=esc(ctx.head), dek=esc(ctx.dek), byl=byl, share=share_links(ctx, cls="fig-share__btn"),
        ncom=esc(L["n_comments"].format(6)), hero=hero(ctx, "fig-media-photo", tag="div"), body=body,
        premium=premium, tags=tags_box(ctx, "fig-tags__list"), comments=comments,
        most=story_list(ctx, L["most_read"], 5, "fig-most-read", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "fig-ad", "aside", size=(300, 600)), nl=newsletter_box(ctx, "fig-newsletter"),
        more=story_list(ctx, "Sur le même sujet", 4, "fig-ensavoirplus", thumbs=True, dates=True, cat="related"),
        cols=sitemap_cols(ctx, "fig-footer__col"), adv=advertise_box(ctx, "fig-footer__mediakit"),
        legal=footer_links(ctx, "fig-footer__legal"), copy=copyright(ctx, "Le Quotidien du Rhône"),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]))
    if not ctx.dek:
        html = html.replace('<p class="fig-standfirst"></p>\n', "")
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), title="%s" % ctx.head + " | " + ctx.name)
    return page(ctx, head, html)


# ---------------------------------------------------------------- Ouest-France (+AMP)
def ouest(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/bretagne/%s/%s-%08x-%s" % (slugify(ctx.section), ctx.slug, ctx.num * 2654435761 % 2 ** 32,
                                                   "%s%s%s" % (y, mo, d)))
    pub = "Publié le %s/%s/%s à %s" % (d, mo, y, ctx.time.replace(":", "h"))
    sty = {"h": '<h2 class="su-intertitre">{}</h2>',
           "rel": lambda c, t, i: ('<p class="su-lire-aussi"><span>LIRE AUSSI :</span> <a href="%s">%s</a></p>' % (
               c.abs("/bretagne/" + slugify(t)), esc(t)))}
    inserts = ins(ctx, ad_slot(ctx, "su-ad", "article-1"), gap=2)
    body = render_body(ctx, sty, inserts)
    byl = ctx.mark_byline('<div class="su-author"><span class="su-author-name">Ouest-Armor</span> <a href="/auteur/%s">'
                          '%s</a></div><p class="su-date">%s</p>' % (slugify(ctx.author), esc(ctx.author), esc(pub)))
    if ctx.amp:
        tpl = """<amp-consent id="didomi" layout="nodisplay"><div class="consent-popup"><p>%(cookie)s</p><button on="tap:didomi.accept">%(accept)s</button><button on="tap:didomi.reject">%(reject)s</button></div></amp-consent>
<header class="amp-header"><button on="tap:menu.toggle" aria-label="Menu">&#9776;</button><a class="amp-logo" href="%(home)s">%(name)s</a><a class="amp-abo" href="/abonnement">%(sub)s</a></header>
<amp-sidebar id="menu" layout="nodisplay" side="left"><nav>%(nav)s</nav></amp-sidebar>
<main><article class="article-amp">
<p class="su-kicker">%(section)s</p>
<h1 class="su-title">%(head)s</h1>
<p class="su-chapo">%(dek)s</p>
%(byl)s
%(hero)s
<div class="article-body" data-article-body>
%(body)s
</div>
<div class="amp-share"><amp-social-share type="facebook" width="36" height="36" data-param-app_id="1"></amp-social-share><amp-social-share type="twitter" width="36" height="36"></amp-social-share><amp-social-share type="whatsapp" width="36" height="36"></amp-social-share></div>
%(tags)s
</article>
%(latest)s
%(most)s
<div class="amp-pw">%(pw)s</div></main>
<footer class="amp-footer">%(legal)s<p>%(copy)s</p><a href="%(url)s">Version classique</a></footer>"""
    else:
        tpl = """<div id="page"><header class="su-header"><div class="su-header__top"><a class="su-logo" href="/">%(name)s</a><span class="su-today">%(today)s</span><a class="su-abo" href="/abonnement">%(sub)s</a> <a href="/connexion">%(login)s</a></div>
<nav class="su-nav">%(nav)s</nav></header>
<div class="su-flash">%(ticker)s</div>
<main class="su-main"><div class="su-container"><article class="article-detail" data-id="%(num)d">
<nav class="su-breadcrumb"><a href="/">Accueil</a> › <a href="/bretagne">Bretagne</a> › <a href="/bretagne/%(sec)s">%(section)s</a></nav>
<h1 class="su-title">%(head)s</h1>
<p class="su-chapo">%(dek)s</p>
%(byl)s
<div class="su-share">%(share)s</div>
%(hero)s
<div class="article-body" data-article-body>
%(body)s
</div>
<div class="su-tags">%(tags)s</div>
<div class="su-pw">%(pw)s</div>
</article>
<section class="su-comments"><h2>%(ctitle)s</h2><ul class="su-comments__list">%(comments)s</ul><a class="su-comments__more" href="#">%(write)s</a></section>
<section class="su-related">%(related)s</section></div>
<aside class="su-aside">%(latest)s%(ad)s%(nl)s%(adv)s</aside></main>
<footer class="su-footer"><div class="su-footer__cols">%(cols)s</div>%(legal)s<p>%(copy)s</p></footer>
<div class="didomi-popup"><p>%(cookie)s</p><button>%(accept)s</button><button>%(reject)s</button><a href="#">%(settings)s</a></div></div>"""
    html = tpl % dict(
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]), settings=esc(L["settings"]),
        home=ctx.abs("/"), name=esc(ctx.name), sub=esc(L["subscribe"]), login=esc(L["login"]),
        nav=nav_menu(ctx, "su-nav__list", sub=not ctx.amp), section=esc(ctx.section), head=esc(ctx.head),
        dek=esc(ctx.dek), byl=byl, hero=hero(ctx, "su-media"), body=body, tags=tags_box(ctx, "su-tags__list"),
        latest=story_list(ctx, L["latest"], 6, "su-latest", dates=True, cat="latest"),
        pw=paywall_box(ctx, "su-meter"), legal=footer_links(ctx, "su-footer__legal"),
        most=story_list(ctx, L["most_read"], 5, "su-most-read", numbered=True, dates=False, cat="most_read")
        if ctx.amp else "",
        copy=copyright(ctx, "L'Écho de l'Armor"), url=ctx.url, today=esc(ctx.dt()),
        ticker=ticker(ctx, "su-flash__list", "En direct"), num=ctx.num, sec=slugify(ctx.section),
        share=share_links(ctx, cls="su-share__btn"), ctitle=esc(L["n_comments"].format(4)),
        comments=comment_items(ctx, 4, cls="su-comment"), write=esc(L["write"]),
        related=story_list(ctx, "À lire aussi", 4, "su-related", thumbs=True, dates=True, cat="related"),
        ad=ad_slot(ctx, "su-ad", "aside", size=(300, 250)), nl=newsletter_box(ctx, "su-newsletter"),
        adv=advertise_box(ctx, "su-mediakit"), cols=sitemap_cols(ctx, "su-footer__col"))
    head = head_html(ctx, "NewsArticle", amp_components=("amp-consent", "amp-sidebar", "amp-social-share", "amp-ad"),
                     scripts=analytics(ctx), css=".su-chapo{font-weight:700}")
    return page(ctx, head, html)


# ---------------------------------------------------------------- Clarín
def clarin(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/%s/%s_0_%s.html" % (slugify(ctx.section), ctx.slug, "%x" % (ctx.num * 991)))
    byl = ctx.mark_byline('<div class="authorName"><a href="/autor/%s.html">%s</a></div><div class="breadcrumb-date">'
                          '<span class="publishedDate">%s/%s/%s %s</span></div>' % (
                              slugify(ctx.author), esc(ctx.author), d, mo, y, ctx.time))
    sty = {"p": "<p>{}</p>", "h": '<h2 class="subtitle">{}</h2>',
           "table": ('<div class="tabla-nota"><table>', "<tr>{}</tr>", "<th>{}</th>", "<td>{}</td>", "</table></div>"),
           "rel": lambda c, t, i: ('<div class="mira-tambien"><span class="mira-tambien__title">Mirá también</span>'
                                   '<a href="%s">%s</a></div>' % (c.abs("/" + slugify(t) + ".html"), esc(t)))}
    mira = lambda: ('<div class="mira-tambien"><span class="mira-tambien__title">Mirá también</span><a href="/nota.html"'
                    '>%s</a></div>' % esc(ctx.headlines(1, "inline_related")[0]))
    inserts = ins(ctx, mira(), '<div class="banner-nota">%s</div>' % ad_slot(ctx, "banner", "nota-1"), mira(), gap=2)
    body = render_body(ctx, sty, inserts)
    comments = ('<section class="comentarios"><h3>%s</h3><p class="reglas">Los comentarios publicados son de exclusiva '
                'responsabilidad de sus autores.</p><div class="lista">%s</div><a href="/registro">%s</a></section>' % (
                    esc(L["n_comments"].format(5)), comment_items(ctx, 5, cls="comentario", tag="div"),
                    esc(L["leave_reply"])))
    ctx.note("comments", "Los comentarios publicados son de exclusiva responsabilidad de sus autores.")
    wa, wz = ('<article class="entry-body">', '</article>') if ctx.page_no == 1 else ('<div class="entry-body">', '</div>')
    html = """<div id="wrapper"><header class="header"><div class="header-top"><button class="hamburger" aria-label="%(menu)s">%(mi)s</button><a class="logo" href="/">%(name)s</a><a class="btn-suscribite" href="/suscripcion">%(sub)s</a><a href="/ingresar">%(login)s</a></div>
<nav class="header-nav">%(nav)s</nav><div class="header-quotes"><span>Dólar oficial: $1.085 / $1.125</span> <span>Santa Rosa: 31°C</span></div></header>
<div class="ultimo-momento">%(ticker)s</div>
<main class="main-nota">%(wa)s
<div class="volanta"><h3>%(volanta)s</h3></div>
<h1 id="title">%(head)s</h1>
<div class="bajada"><h2>%(dek)s</h2></div>
<div class="nota-author">%(byl)s</div>
<div class="share-nota">%(share)s</div>
<figure class="nota-img">%(hero)s</figure>
<div class="body-nota" id="body-nota">
%(body)s
</div>
<div class="tags-nota"><span>%(tl)s</span>%(tags)s</div>
%(wz)s
%(nl)s
%(comments)s
<section class="mas-notas">%(more)s</section></main>
<aside class="sidebar">%(most)s%(ad)s%(adv)s</aside>
<footer class="footer">%(cols)s%(legal)s<p>%(copy)s</p><p>Propietario: Editorial Pampeana S.A. Registro DNDA en trámite.</p></footer>
<div class="cookies-bar"><p>%(cookie)s</p><button>%(accept)s</button></div></div>""" % dict(
        menu=esc(L["menu"]), mi=icon("menu"), name=esc(ctx.name), sub=esc(L["subscribe"]), login=esc(L["login"]),
        nav=nav_menu(ctx, "nav-list", sub=True), ticker=ticker(ctx, "ultimo-momento__list", "Último momento"),
        wa=wa, wz=wz, volanta=esc(ctx.tags[0] if ctx.tags else ctx.section), head=esc(ctx.head), dek=esc(ctx.dek),
        byl=byl, share=share_links(ctx, cls="share-btn"), hero=hero(ctx, "img-nota", tag="div"), body=body,
        tl=esc(L["tags"]), tags=tags_box(ctx, "tags-list", label=False),
        nl=newsletter_box(ctx, "newsletter-nota", title="Newsletter El Heraldo"), comments=comments,
        more=story_list(ctx, "Más notas", 6, "mas-notas", thumbs=True, dates=False, article=True, cat="more_from"),
        most=story_list(ctx, L["most_read"], 5, "mas-leidas", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "banner", "sidebar", size=(300, 600)), adv=advertise_box(ctx, "publicidad-box"),
        cols=sitemap_cols(ctx, "footer-col"), legal=footer_links(ctx, "footer-legal"),
        copy=copyright(ctx, "El Heraldo Pampeano"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), extra_ld=[ld_org(ctx)] if ctx.decl == "website" else [])
    return page(ctx, head, html)


# ---------------------------------------------------------------- la Repubblica
def repubblica(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/%s/%s/%s/%s/news/%s-%d/" % (slugify(ctx.section), y, mo, d, ctx.slug, 440000000 + ctx.num))
    byl = ctx.mark_byline('<div class="story__author-date"><em class="story__author">di <a href="/autori/%s">%s</a>'
                          '</em> <time class="story__date" datetime="%s">%s</time></div>' % (
                              slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt())))
    sty = {"h": "<h3>{}</h3>",
           "fig": lambda c, cap, cr, i: ('<figure class="inline-article-image">%s<figcaption class="inline-article-'
                                         'image__caption"><span>%s</span><p class="credit">%s</p></figcaption></figure>' % (
                                             c.img(c.img_path(cap, 900, 506), cap, 900, 506), inline_html(cap),
                                             esc(cr))),
           "rel": lambda c, t, i: ('<div class="inline-article"><span class="inline-article__label">Leggi anche</span>'
                                   '<a class="inline-article__title" href="%s">%s</a></div>' % (
                                       c.abs("/" + slugify(t) + "/"), esc(t)))}
    inserts = ins(ctx, '<div class="adv-article">%s</div>' % ad_slot(ctx, "adv", "middle1"),
                  '<div class="adv-article">%s</div>' % ad_slot(ctx, "adv", "middle2"), gap=3)
    body = render_body(ctx, sty, inserts)
    html = """<div class="page-wrapper"><header class="rep-header"><div class="rep-header__top"><a class="rep-header__logo" href="/">%(name)s</a><span class="rep-header__date">%(today)s</span><a class="rep-header__abbonati" href="/abbonati">%(sub)s</a> <a href="/login">%(login)s</a></div>
<nav class="rep-nav">%(nav)s</nav></header>
<div class="rep-ticker">%(ticker)s</div>
<main class="main"><article class="story">
<div class="story__header"><div class="story__breadcrumb"><a href="/%(sec)s/">%(section)s</a></div>
<h1 class="story__title">%(head)s</h1>
<div class="story__summary"><p>%(dek)s</p></div>
%(byl)s
<div class="story__toolbar">%(share)s <span class="story__reading">%(rt)s</span></div></div>
<figure class="story__media">%(hero)s</figure>
<div class="story__text" id="article-body">
%(body)s
</div>
<div class="story__copyright">© Riproduzione riservata</div>
<div class="story__tags"><span>%(tl)s</span>%(tags)s</div>
<div class="story__paywall">%(pw)s</div>
</article>
<section class="story__related">%(related)s</section>
<aside class="sidebar">%(most)s%(ad)s%(nl)s</aside></main>
<footer class="rep-footer"><div class="rep-footer__sections">%(cols)s</div>%(adv)s%(legal)s<p>%(copy)s — P.IVA 01234560231</p></footer>
<div class="iubenda-cs-container"><div class="iubenda-cs-content"><p>%(cookie)s</p><button class="iubenda-cs-accept-btn">%(accept)s</button><button class="iubenda-cs-reject-btn">%(reject)s</button><button class="iubenda-cs-customize-btn">%(settings)s</button></div></div></div>""" % dict(
        name=esc(ctx.name), today=esc(ctx.dt()), sub=esc(L["subscribe"]), login=esc(L["login"]),
        nav=nav_menu(ctx, "rep-nav__list", sub=True), ticker=ticker(ctx, "rep-ticker__list", "Ultim'ora"),
        sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head), dek=esc(ctx.dek), byl=byl,
        share=share_links(ctx, cls="story__share"), rt=esc(L["min_read"].format(max(2, len(ctx.body_text_plain()) // 1500))),
        hero=hero(ctx, "story__image", tag="div"), body=body, tl=esc(L["tags"]),
        tags=tags_box(ctx, "story__tags-list", label=False), pw=paywall_box(ctx, "rep-meter"),
        related=story_list(ctx, "Leggi anche", 4, "related", thumbs=True, dates=True, cat="related"),
        most=story_list(ctx, L["most_read"], 5, "most-read", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "adv", "sidebar", size=(300, 600)), nl=newsletter_box(ctx, "newsletter"),
        cols=sitemap_cols(ctx, "rep-footer__col"), adv=advertise_box(ctx, "rep-footer__mediakit"),
        legal=footer_links(ctx, "rep-footer__legal"), copy=copyright(ctx, "Editrice Atesina S.p.A."),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]), settings=esc(L["settings"]))
    if not ctx.dek:
        html = html.replace('<div class="story__summary"><p></p></div>\n', "")
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx))
    return page(ctx, head, html)


# ---------------------------------------------------------------- NRC
def nrc(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/nieuws/%s/%s/%s/%s-a%d" % (y, mo, d, ctx.slug, 4880000 + ctx.num * 3))
    byl = ctx.mark_byline('<ul class="article__byline"><li><a class="author" href="/auteur/%s/">%s</a></li></ul><time '
                          'class="article__date" datetime="%s">%s</time>' % (slugify(ctx.author), esc(ctx.author),
                                                                             ctx.iso(), esc(ctx.dt())))
    sty = {"p": '<p class="article__paragraph">{}</p>', "h": '<h2 class="article__subheading">{}</h2>',
           "fig": lambda c, cap, cr, i: ('<figure class="article__figure">%s<figcaption class="article__figure-caption">'
                                         '<p>%s</p><p class="article__figure-credit">%s</p></figcaption></figure>' % (
                                             c.img(c.img_path(cap, 1120, 746), cap, 1120, 746), inline_html(cap),
                                             esc(cr)))}
    inserts = ins(ctx, '<div class="article__ad">%s</div>' % ad_slot(ctx, "dfp", "article-1"),
                  newsletter_box(ctx, "article__newsletter", title="De Ochtendbrief van Het Zuiderlicht"), gap=3)
    body = render_body(ctx, sty, inserts)
    wa, wz = ('<article class="article">', '</article>') if ctx.page_no == 1 else ('<div class="article">', '</div>')
    html = """<div class="site"><header class="site-header"><div class="site-header__inner"><a class="site-header__logo" href="/">%(name)s</a><a class="site-header__abo" href="/abonneren">%(sub)s</a> <a href="/inloggen">%(login)s</a></div>
<nav class="site-nav">%(nav)s</nav></header>
<main class="site-main">%(wa)s
<header class="article__header"><div class="article__section"><a href="/sectie/%(sec)s/">%(section)s</a></div>
<h1 class="article__title">%(head)s</h1>
<p class="intro article__intro">%(dek)s</p>
<div class="article__meta">%(byl)s</div>
<div class="article__share">%(share)s</div></header>
<figure class="article__lead-image">%(hero)s</figure>
<section class="content article__content">
%(body)s
</section>
<footer class="article__footer"><p class="article__print-note">Een versie van dit artikel verscheen ook in de krant van %(dt)s.</p><div class="article__tags">%(tags)s</div><div class="article__author-bio">%(bio)s</div></footer>
%(wz)s
<section class="article__comments">%(coral)s</section>
<section class="related-articles">%(related)s</section>
<aside class="article__aside">%(most)s%(ad)s%(adv)s</aside></main>
<footer class="site-footer"><div class="site-footer__cols">%(cols)s</div>%(legal)s<p>%(copy)s</p></footer>
<div class="cookie-consent" role="dialog"><p>%(cookie)s</p><button>%(accept)s</button><button>%(settings)s</button></div></div>""" % dict(
        name=esc(ctx.name), sub=esc(L["subscribe"]), login=esc(L["login"]), nav=nav_menu(ctx, "site-nav__list", sub=True),
        wa=wa, wz=wz, sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head), dek=esc(ctx.dek),
        byl=byl, share=share_links(ctx, cls="share-button"), hero=hero(ctx, "article__image", tag="div"),
        body=body, dt=esc(ctx.dt()), tags=tags_box(ctx, "article__tag-list", label=False),
        bio=author_bio(ctx, "author-bio", beat=ctx.section), coral=coral(ctx, 4 if ctx.page_no == 1 else 3),
        related=story_list(ctx, "Lees ook", 4, "related", thumbs=True, dates=True, cat="related"),
        most=story_list(ctx, L["most_read"], 5, "meest-gelezen", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "dfp", "aside", size=(300, 600)), adv=advertise_box(ctx, "mediakit"),
        cols=sitemap_cols(ctx, "site-footer__col"), legal=footer_links(ctx, "site-footer__legal"),
        copy=copyright(ctx, "Zuiderlicht Media BV"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]),
        settings=esc(L["settings"]))
    ctx.note("print", "Een versie van dit artikel verscheen ook in de krant van")
    if not ctx.dek:
        html = html.replace('<p class="intro article__intro"></p>\n', "")
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx),
                     extra_ld=[ld_webpage(ctx)] if ctx.decl == "website" else [])
    return page(ctx, head, html)


# ---------------------------------------------------------------- SVT
def svt(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/nyheter/lokalt/%s/%s" % (slugify(ctx.section), ctx.slug))
    P = '<p class="nyh_paragraph">{}</p>'
    sty = {"p": P, "h": '<h2 class="nyh_body__subheading">{}</h2>',
           "rel": lambda c, t, i: ('<div class="nyh_related-inline"><span class="nyh_related-inline__label">LÄS OCKSÅ:'
                                   '</span> <a href="%s">%s</a></div>' % (c.abs("/nyheter/" + slugify(t)), esc(t)))}
    body = render_body(ctx, sty)
    dek = '<div class="nyh_article__lead lp_lead"><p>%s</p></div>' % esc(ctx.dek) if ctx.dek else ""
    footer = ('<footer class="nyh_article-footer"><div class="nyh_article-footer__published">Publicerad %s %s</div>'
              '<div class="nyh_article-footer__authors"><a href="/nyheter/lokalt/vast/reporter/%s">%s</a><span> – '
              'Reporter</span></div></footer>' % (esc(ctx.dt()), ctx.time.replace(":", "."), slugify(ctx.author),
                                                 esc(ctx.author)))
    video = ('<div class="nyh_video-teaser"><span class="nyh_video-teaser__label">Video</span><p>Se Västkustnytts '
             'sändning från i dag – lokala nyheter varje vardag klockan 18.10.</p></div>')
    ctx.note("video", "lokala nyheter varje vardag klockan 18.10")
    html = """<div id="root"><header class="nyh_header"><div class="nyh_header__inner"><a class="nyh_header__logo" href="/">%(name)s</a><nav class="nyh_header__nav">%(nav)s</nav><a class="nyh_header__play" href="/play">Play</a></div></header>
<div class="nyh_local-bar"><span>Lokala nyheter:</span> <a href="/nyheter/lokalt/vast">Väst</a> <a href="/nyheter/lokalt/halland">Halland</a> <a href="/nyheter/lokalt/vastmanland">Västmanland</a></div>
<main class="nyh_main"><article class="nyh_article">
<header class="nyh_article__header"><div class="nyh_article__topic"><a href="/nyheter/lokalt/vast">%(section)s</a></div>
<h1 class="nyh_article__heading">%(head)s</h1>
%(dek)s</header>
<figure class="nyh_article__image">%(hero)s</figure>
<div class="nyh_body"><div class="nyh_body__content">
%(body)s
</div></div>
%(footer)s
<div class="nyh_article__share">%(share)s</div>
</article>
%(video)s
<section class="nyh_more">%(more)s</section>
<section class="nyh_latest">%(latest)s</section></main>
<footer class="nyh_site-footer"><div class="nyh_site-footer__cols">%(cols)s</div><p>Ansvarig utgivare: %(pub)s</p>%(legal)s<p>%(copy)s</p></footer>
<div class="nyh_cookie-banner"><h2>Västkustnytt använder kakor</h2><p>%(cookie)s</p><button>%(accept)s</button><button>%(reject)s</button></div></div>""" % dict(
        name=esc(ctx.name), nav=nav_menu(ctx, "nyh_header__list", sub=False), section=esc(ctx.section),
        head=esc(ctx.head), dek=dek, hero=hero(ctx, "nyh_image"), body=body, footer=footer,
        share=share_links(ctx, cls="nyh_share"), video=video,
        more=story_list(ctx, L["more_from"].format("Väst"), 5, "nyh_teaser", thumbs=True, dates=True, cat="more_from"),
        latest=story_list(ctx, L["latest"], 6, "nyh_latest-list", dates=True, cat="latest"),
        cols=sitemap_cols(ctx, "nyh_site-footer__col"), pub=esc(ctx.person()), legal=footer_links(ctx, "nyh_legal"),
        copy=copyright(ctx, "Västkustnytt AB"), cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]),
        reject=esc(L["reject"]))
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx))
    return page(ctx, head, html)


# ---------------------------------------------------------------- Público
def publico(ctx):
    L = ctx.L
    y, mo, d = ctx.date.split("-")
    ctx.url = ctx.abs("/%s/%s/%s/%s/%s/noticia/%s-%d" % (y, mo, d, slugify(ctx.section), "local", ctx.slug,
                                                         2100000 + ctx.num * 9))
    byl = ctx.mark_byline('<div class="byline"><span class="byline__name"><a href="/autor/%s">%s</a></span> <time '
                          'class="dateline" datetime="%s">%s, %s</time></div>' % (
                              slugify(ctx.author), esc(ctx.author), ctx.iso(), esc(ctx.dt()), ctx.time))
    sty = {"p": '<p class="paragraph">{}</p>', "h": '<h2 class="story__subtitle">{}</h2>',
           "table": ('<div class="story__table"><table class="table">', "<tr>{}</tr>", "<th>{}</th>", "<td>{}</td>",
                     "</table></div>")}
    inserts = ins(ctx, '<aside class="story__related-inline"><h4>%s</h4><a href="/local/">%s</a></aside>' % (
        esc(L["related"].rstrip(":")), esc(ctx.headlines(1, "inline_related")[0])),
                  '<div class="story__ad">%s</div>' % ad_slot(ctx, "ad", "mpu"), gap=3)
    body = render_body(ctx, sty, inserts)
    html = """<div class="site"><header class="site-header"><div class="site-header__top"><a class="site-header__logo" href="/">%(name)s</a><span>%(today)s</span><a class="site-header__subscribe" href="/assinaturas">%(sub)s</a> <a href="/entrar">%(login)s</a></div>
<nav class="site-header__nav">%(nav)s</nav></header>
<div class="breaking-bar">%(ticker)s</div>
<main class="site-main"><article class="story">
<header class="story__header"><div class="story__kicker"><a href="/%(sec)s">%(section)s</a></div>
<h1 class="headline story__headline">%(head)s</h1>
<div class="story__blurb lead"><p>%(dek)s</p></div>
%(byl)s
<div class="story__share">%(share)s</div></header>
<figure class="story__media">%(hero)s</figure>
<div class="story__body" id="story-body">
%(body)s
</div>
<div class="story__tags">%(tags)s</div>
<div class="story__author">%(bio)s</div>
</article>
<div class="paywall-inline">%(pw)s</div>
<section class="comments"><h3>%(ctitle)s</h3><p>Os comentários são da responsabilidade dos seus autores.</p><ul>%(comments)s</ul></section>
<section class="related">%(related)s</section>
<aside class="sidebar">%(most)s%(ad)s%(nl)s%(adv)s</aside></main>
<footer class="site-footer"><div class="site-footer__cols">%(cols)s</div>%(legal)s<p>%(copy)s</p></footer>
<div class="cmp-banner"><p>%(cookie)s</p><button>%(accept)s</button><button>%(reject)s</button><button>%(settings)s</button></div></div>""" % dict(
        name=esc(ctx.name), today=esc(ctx.dt()), sub=esc(L["subscribe"]), login=esc(L["login"]),
        nav=nav_menu(ctx, "nav-list", sub=True), ticker=ticker(ctx, "breaking-list", "Última hora"),
        sec=slugify(ctx.section), section=esc(ctx.section), head=esc(ctx.head), dek=esc(ctx.dek), byl=byl,
        share=share_links(ctx, cls="share"), hero=hero(ctx, "story__image", tag="div"), body=body,
        tags=tags_box(ctx, "tag-list"), bio=author_bio(ctx, "author-box", beat=ctx.section),
        pw=paywall_box(ctx, "meter"), ctitle=esc(L["n_comments"].format(4)),
        comments=comment_items(ctx, 4, cls="comment"),
        related=story_list(ctx, "Relacionados", 4, "related", thumbs=True, dates=True, cat="related"),
        most=story_list(ctx, L["most_read"], 5, "most-read", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "ad", "sidebar", size=(300, 600)), nl=newsletter_box(ctx, "newsletter"),
        adv=advertise_box(ctx, "media-kit"), cols=sitemap_cols(ctx, "site-footer__col"),
        legal=footer_links(ctx, "site-footer__legal"), copy=copyright(ctx, "Diário do Tejo — Comunicação, S.A."),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), reject=esc(L["reject"]), settings=esc(L["settings"]))
    ctx.note("comments", "Os comentários são da responsabilidade dos seus autores.")
    if not ctx.dek:
        html = html.replace('<div class="story__blurb lead"><p></p></div>\n', "")
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx))
    return page(ctx, head, html)


# ---------------------------------------------------------------- Gazeta Wyborcza
def wyborcza(ctx):
    L = ctx.L
    ctx.url = ctx.abs("/%s/7,36001,%d,%s.html" % (slugify(ctx.section), 31000000 + ctx.num * 7, ctx.slug))
    y, mo, d = ctx.date.split("-")
    byl = ctx.mark_byline('<div class="art-authors"><span class="art-author"><a href="/autor/%s">%s</a></span></div>'
                          '<div class="art-datetime"><time datetime="%s">%d %s %s | %s</time></div>' % (
                              slugify(ctx.author), esc(ctx.author), ctx.iso(), int(d), LG.MONTHS["pl"][int(mo) - 1], y,
                              ctx.time), before_dek=True)
    sty = {"p": '<p class="art_paragraph">{}</p>', "h": '<h2 class="art_sub_title">{}</h2>',
           "note": '<p class="art_paragraph art_correction"><i>{}</i></p>',
           "rel": lambda c, t, i: ('<div class="art_embed_relation"><span class="relation-label">CZYTAJ TAKŻE:</span> '
                                   '<a href="%s">%s</a></div>' % (c.abs("/" + slugify(t) + ".html"), esc(t)))}
    inserts = ins(ctx, '<div class="art_ad">%s</div>' % ad_slot(ctx, "adsSlot", "srodtekst1"),
                  '<div class="art_ad">%s</div>' % ad_slot(ctx, "adsSlot", "srodtekst2"), gap=3)
    body = render_body(ctx, sty, inserts)
    comments = ('<section id="opinions" class="comments"><h3>%s</h3><div class="comments__list">%s</div><p class="'
                'comments__rules">Zasady forum: Nie publikujemy komentarzy zawierających treści obraźliwe.</p></section>' % (
                    esc(L["n_comments"].format(5)), comment_items(ctx, 5, cls="comment", tag="div")))
    ctx.note("comments", "Nie publikujemy komentarzy zawierających treści obraźliwe.")
    wa, wz = ('<article class="article">', '</article>') if ctx.page_no == 2 else ('<div class="article">', '</div>')
    html = """<div id="page"><header id="header"><div class="header__top"><a class="header__logo" href="/">%(name)s</a><a class="header__subscribe" href="/prenumerata">%(sub)s</a> <a href="/logowanie">%(login)s</a></div>
<nav id="menu">%(nav)s</nav></header>
<div class="breaking">%(ticker)s</div>
<div id="columns_wrap"><div id="col_left">%(wa)s
<div id="art-header"><div class="art-section"><a href="/%(sec)s">%(section)s</a></div>
<h1 class="art-title">%(head)s</h1>
%(byl)s</div>
<div class="art-lead"><p>%(dek)s</p></div>
<div class="art-share">%(share)s</div>
<figure class="art-photo">%(hero)s</figure>
<section class="art_content">
%(body)s
</section>
<div class="art-tags">%(tags)s</div>
%(wz)s
<div class="paywall-box">%(pw)s</div>
%(comments)s
<section class="related">%(related)s</section></div>
<div id="col_right">%(most)s%(ad)s%(nl)s%(adv)s</div></div>
<footer id="footer"><div class="footer__cols">%(cols)s</div>%(legal)s<p>%(copy)s</p></footer>
<div class="rodo-popup"><h3>Twoja prywatność</h3><p>%(cookie)s</p><button>%(accept)s</button><button>%(settings)s</button></div></div>""" % dict(
        name=esc(ctx.name), sub=esc(L["subscribe"]), login=esc(L["login"]), nav=nav_menu(ctx, "menu__list", sub=True),
        ticker=ticker(ctx, "breaking__list", "Pilne"), wa=wa, wz=wz, sec=slugify(ctx.section),
        section=esc(ctx.section), head=esc(ctx.head), byl=byl, dek=esc(ctx.dek),
        share=share_links(ctx, cls="share-btn"), hero=hero(ctx, "art-photo__img", tag="div"), body=body,
        tags=tags_box(ctx, "art-tags__list"), pw=paywall_box(ctx, "paywall"), comments=comments,
        related=story_list(ctx, "Zobacz także", 4, "related", thumbs=True, dates=True, cat="related"),
        most=story_list(ctx, L["most_read"], 5, "most-read", numbered=True, dates=False, cat="most_read"),
        ad=ad_slot(ctx, "adsSlot", "prawa1", size=(300, 600)), nl=newsletter_box(ctx, "newsletter-box"),
        adv=advertise_box(ctx, "reklama-box"), cols=sitemap_cols(ctx, "footer__col"),
        legal=footer_links(ctx, "footer__legal"), copy=copyright(ctx, "Kurier Warty Sp. z o.o."),
        cookie=esc(cookie_text(ctx)), accept=esc(L["accept"]), settings=esc(L["settings"]))
    if not ctx.dek:
        html = html.replace('<div class="art-lead"><p></p></div>\n', "")
    head = head_html(ctx, "NewsArticle", scripts=analytics(ctx), twitter=ctx.decl != "none")
    return page(ctx, head, html)


RENDER = {"zeit": zeit, "tagesschau": tagesschau, "figaro": figaro, "ouest": ouest, "clarin": clarin,
          "repubblica": repubblica, "nrc": nrc, "svt": svt, "publico": publico, "wyborcza": wyborcza}
