"""European / Latin American systems: Joomla 3 + K2 (Helix3 template),
TYPO3 municipality (bootstrap_package + tx_news), Italian daily (Il Post-like),
Brazilian portal (G1-like)."""
import hashlib

from common import esc, inline, render_body, head, page, slugify, plain
from pools import T, MONTHS


def hx(pg, salt, n=12):
    return hashlib.sha1((pg.id + salt).encode()).hexdigest()[:n]


# --------------------------------------------------------------------------- Joomla + K2
K2 = {
    "pl": dict(here="Jesteś tutaj:", pub="Opublikowano w", tags="Tagi", hits="Czytany {} razy", print="Drukuj", email="E-mail",
               font="rozmiar czcionki", dec="zmniejsz rozmiar czcionki", inc="zwiększ rozmiar czcionki", more_cat="Więcej w tej kategorii:",
               prev="« poprzedni", next="następny »", latest_by="Najnowsze od {}", related="Powiązane artykuły", add="Dodaj komentarz",
               note="Upewnij się, że wpisałeś wszystkie wymagane informacje oznaczone gwiazdką (*). Kod HTML nie jest dozwolony.",
               msg="Wiadomość", name="Imię", web="Strona WWW", send="Wyślij komentarz", ncom="{} komentarzy", said="napisane przez",
               top="do góry", weather="Pogoda", weather_txt="Zielonów: 9°C, zachmurzenie umiarkowane. Jutro: 12°C, przelotne opady deszczu.",
               days=["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"], author_box="O autorze"),
    "en": dict(here="You are here:", pub="Published in", tags="Tagged under", hits="Read {} times", print="Print", email="Email",
               font="font size", dec="decrease font size", inc="increase font size", more_cat="More in this category:",
               prev="« prev", next="next »", latest_by="Latest from {}", related="Related items", add="Leave a comment",
               note="Make sure you enter all the required information, indicated by an asterisk (*). HTML code is not allowed.",
               msg="Message", name="Name", web="Website URL", send="Submit comment", ncom="{} comments", said="posted by",
               top="back to top", weather="Weather", weather_txt="Tri-County: 41°F, partly cloudy. Tomorrow: 48°F, showers likely.",
               days=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], author_box="About the author"),
}


def joomla_k2(pg):
    site = pg.site
    K = K2[pg.lang]
    L = pg.t
    item_id = 4000 + pg.num * 3
    cat = slugify(pg.section)
    base = site["base"]
    pg.url = pg.abs("/%s/item/%d-%s.html" % (base, item_id, pg.slug))
    mk = lambda slug, dt: pg.abs("/%s/item/%d-%s.html" % (base, pg.rng.randint(3000, 4200), slug))
    img = pg.abs("/media/k2/items/cache/%s_XL.jpg" % hashlib.md5(pg.id.encode()).hexdigest()) if pg.caption else None
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), image=img, generator="Joomla! - Open Source Content Management",
              css=[pg.abs("/templates/shaper_helix3/css/template.css"), pg.abs("/components/com_k2/css/k2.css?v=2.11.20230505")],
              extra='<script src="/media/jui/js/jquery.min.js?%s"></script>' % hx(pg, "v", 32))
    b = ['<div class="body-wrapper"><div class="body-innerwrapper">']
    pg.part("header", "nav", "site_heading")
    b.append('<section id="sp-top-bar"><div class="container"><div class="row"><div id="sp-top1" class="col-sm-6 col-md-6"><div class="sp-column "><ul class="sp-contact-info">'
             '<li class="sp-contact-phone"><i class="fa fa-phone"></i> <a href="tel:%s">%s</a></li><li class="sp-contact-email"><i class="fa fa-envelope"></i> <a href="mailto:%s">%s</a></li></ul></div></div>'
             '<div id="sp-top2" class="col-sm-6 col-md-6"><div class="sp-column "><ul class="social-icons"><li><a target="_blank" href="https://www.facebook.com/"><i class="fa fa-facebook"></i></a></li></ul></div></div></div></div></section>'
             % (site["phone"].replace(" ", ""), site["phone"], site["email"], site["email"]))
    b.append('<header id="sp-header"><div class="container"><div class="row"><div id="sp-logo" class="col-xs-8 col-sm-3 col-md-3"><div class="sp-column ">'
             '<h1 class="logo"><a href="/">%s</a></h1></div></div>'
             '<div id="sp-menu" class="col-xs-4 col-sm-9 col-md-9"><div class="sp-column "><div class="sp-megamenu-wrapper"><a id="offcanvas-toggler" class="visible-sm visible-xs" aria-label="Menu" href="#"><i class="fa fa-bars" aria-hidden="true" title="Menu"></i></a>'
             '<ul class="sp-megamenu-parent menu-fade hidden-sm hidden-xs">%s</ul></div></div></div></div></div></header>'
             % (esc(site["name"]), "".join('<li class="sp-menu-item%s"><a href="/%s">%s</a></li>' % (" active" if m == pg.section else "", p, esc(m)) for p, m in site["menu"])))
    pg.part("breadcrumbs")
    b.append('<section id="sp-page-title"><div class="row"><div id="sp-title" class="col-sm-12 col-md-12"><div class="sp-column "><div class="sp-module "><div class="sp-module-content">'
             '<ul itemscope itemtype="https://schema.org/BreadcrumbList" class="breadcrumb"><li>%s &#160;</li>'
             '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/" class="pathway"><span itemprop="name">%s</span></a><span class="divider"> / </span><meta itemprop="position" content="1"></li>'
             '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/%s/itemlist/category/%d-%s" class="pathway"><span itemprop="name">%s</span></a><span class="divider"> / </span><meta itemprop="position" content="2"></li>'
             '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="active"><span itemprop="name">%s</span><meta itemprop="position" content="3"></li></ul>'
             '</div></div></div></div></div></section>'
             % (K["here"], L("home"), base, 10 + pg.num % 7, cat, esc(pg.section), esc(pg.title)))
    b.append('<section id="sp-main-body"><div class="container"><div class="row"><div id="sp-component" class="col-sm-8 col-md-8"><div class="sp-column "><div id="system-message-container"></div>')
    b.append('<!-- Start K2 Item Layout --><span id="startOfPageId%d"></span>' % item_id)
    b.append('<div id="k2Container" class="itemView itemIsFeatured">')
    pg.part("date", "byline")
    d = pg.dt
    dstr = "%s, %02d %s %d %s" % (K["days"][d.weekday()], d.day, MONTHS[pg.lang][d.month - 1], d.year, d.strftime("%H:%M"))
    b.append('<div class="itemHeader"><span class="itemDateCreated">%s</span><h2 class="itemTitle">%s</h2>'
             '<span class="itemAuthor">%s <a rel="author" href="/%s/itemlist/user/%d-%s">%s</a></span></div>'
             % (dstr, esc(pg.title), {"pl": "Napisane przez", "en": "Written by"}[pg.lang], base, 900 + pg.num, slugify(pg.author), esc(pg.author)))
    pg.part("print_tools")
    b.append('<div class="itemToolbar"><ul><li><span class="itemTextResizerTitle">%s</span> <a href="#" id="fontDecrease"><span>%s</span></a> <a href="#" id="fontIncrease"><span>%s</span></a></li>'
             '<li><a class="itemPrintLink" rel="nofollow" href="%s?tmpl=component&amp;print=1">%s</a></li><li><a class="itemEmailLink" rel="nofollow" href="/component/mailto/?tmpl=component&amp;link=%s">%s</a></li></ul><div class="clr"></div></div>'
             % (K["font"], K["dec"], K["inc"], pg.url, K["print"], hx(pg, "ml", 40), K["email"]))
    b.append('<div class="itemBody">')
    if img:
        pg.part("hero_image", "caption")
        b.append('<div class="itemImageBlock"><span class="itemImage"><a data-k2-modal="image" href="%s" title="Kliknij, aby powiększyć"><img src="%s" alt="%s" style="width:900px; height:auto;"></a></span>'
                 '<span class="itemImageCaption">%s</span><span class="itemImageCredits">%s</span><div class="clr"></div></div>'
                 % (img, img.replace("_XL", "_L"), esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    use_div = site.get("divs")
    if use_div:
        fmt = dict(p=lambda h, i: "<div>%s</div>" % h, h=lambda h: "<div><strong>%s</strong></div>" % h,
                   ul=lambda items: "<ul>%s</ul>" % "".join("<li>%s</li>" % x for x in items), q=lambda h: "<blockquote>%s</blockquote>" % h)
    else:
        fmt = dict(p=lambda h, i: "<p>%s</p>" % h, h=lambda h: "<h3>%s</h3>" % h,
                   ul=lambda items: "<ul>%s</ul>" % "".join("<li>%s</li>" % x for x in items), q=lambda h: "<blockquote><p>%s</p></blockquote>" % h)
    if pg.dek:
        b.append('<div class="itemIntroText"><p><strong>%s</strong></p></div>' % esc(pg.dek))
        b.append('<div class="itemFullText">%s</div>' % render_body(pg, fmt))
    else:
        full = render_body(pg, fmt)
        b.append('<div class="itemFullText">%s</div>' % full)
    b.append('<div class="clr"></div>')
    b.append('<div class="itemLinks"><div class="itemCategory"><span>%s</span> <a href="/%s/itemlist/category/%d-%s">%s</a></div>'
             % (K["pub"], base, 10 + pg.num % 7, cat, esc(pg.section)))
    if pg.tags:
        pg.part("tags")
        b.append('<div class="itemTagsBlock"><span>%s</span><ul class="itemTags">%s</ul><div class="clr"></div></div>'
                 % (K["tags"], "".join('<li><a href="/%s/itemlist/tag/%s">%s</a></li>' % (base, esc(t).replace(" ", "%20"), esc(t)) for t in pg.tags)))
    b.append('<div class="clr"></div></div>')
    b.append('<div class="itemHitsBlock"><span class="itemHits">%s</span><div class="clr"></div></div>' % K["hits"].format(pg.rng.randint(120, 4800)))
    b.append('</div>')  # itemBody
    pg.part("share")
    b.append('<div class="itemSocialSharing"><div class="itemFacebookButton"><a href="https://www.facebook.com/sharer/sharer.php?u=%s" target="_blank">%s</a></div>'
             '<div class="itemTwitterButton"><a href="https://twitter.com/share?url=%s" target="_blank">Tweet</a></div><div class="clr"></div></div>' % (pg.url, L("share_fb"), pg.url))
    if pg.chance(0.7):
        pg.part("author_bio")
        b.append('<div class="itemAuthorBlock"><img class="itemAuthorAvatar" src="%s" alt="%s"><div class="itemAuthorDetails"><h3 class="itemAuthorName"><a rel="author" href="/%s/itemlist/user/%d-%s">%s</a></h3>'
                 '<p>%s</p><span class="itemAuthorEmail">%s <a href="mailto:%s">%s</a></span><div class="clr"></div></div><div class="clr"></div></div>'
                 % (pg.abs("/media/k2/users/%d.jpg" % (pg.num % 9)), esc(pg.author), base, 900 + pg.num, slugify(pg.author), esc(pg.author), esc(pg.bio()), K["email"], pg.email(), pg.email()))
        lb = pg.others(3, mk)
        b.append('<div class="itemAuthorLatest"><h3>%s</h3><ul>%s</ul><div class="clr"></div></div>'
                 % (esc(K["latest_by"].format(pg.author)), "".join('<li class="%s"><a href="%s">%s</a></li>' % ("even" if i % 2 else "odd", r["url"], esc(r["title"])) for i, r in enumerate(lb))))
    pg.part("related")
    rel = pg.others(4, mk)
    b.append('<div class="itemRelated"><h3>%s</h3><ul>%s</ul><div class="clr"></div></div>'
             % (K["related"], "".join('<li class="%s"><a class="itemRelTitle" href="%s">%s</a></li>' % ("even" if i % 2 else "odd", r["url"], esc(r["title"])) for i, r in enumerate(rel))))
    b.append('<div class="clr"></div>')
    pg.part("prev_next")
    pn = pg.others(2, mk)
    b.append('<div class="itemNavigation"><span class="itemNavigationTitle">%s</span><a class="itemPrevious" href="%s">%s %s</a><a class="itemNext" href="%s">%s %s</a></div>'
             % (K["more_cat"], pn[0]["url"], K["prev"].split()[0], esc(pn[0]["title"]), pn[1]["url"], esc(pn[1]["title"]), K["next"].split()[-1]))
    cs = pg.comments(pg.rng.randint(1, 3)) if pg.chance(0.7) else []
    b.append('<div class="itemComments">')
    if cs:
        pg.part("comments")
        b.append('<h3 class="itemCommentsCounter"><span>%d</span> %s</h3><ul class="itemCommentsList">%s</ul>'
                 % (len(cs), K["ncom"].format("").strip(), "".join('<li class="%s"><span class="commentLink"><a href="%s#comment%d" name="comment%d" id="comment%d">Link</a></span>'
                                                                   '<span class="commentDate">%s</span><span class="commentAuthorName">%s %s</span><p>%s</p></li>'
                                                                   % ("even" if i % 2 else "odd", pg.url, x["id"], x["id"], x["id"], x["dt"].strftime("%d.%m.%Y %H:%M"), K["said"], esc(x["name"]), esc(x["text"]))
                                                                   for i, x in enumerate(cs))))
    pg.part("reply_form")
    b.append('<div class="itemCommentsForm"><h3>%s</h3><p class="itemCommentsFormNotes">%s</p>'
             '<form action="/index.php" method="post" id="comment-form" class="form-validate"><label class="formComment" for="commentText">%s *</label><textarea rows="20" cols="10" class="inputbox" id="commentText" name="commentText"></textarea>'
             '<label class="formName" for="userName">%s *</label><input class="inputbox" type="text" name="userName" id="userName" value="">'
             '<label class="formEmail" for="commentEmail">E-mail *</label><input class="inputbox" type="text" name="commentEmail" id="commentEmail" value="">'
             '<label class="formUrl" for="commentURL">%s</label><input class="inputbox" type="text" name="commentURL" id="commentURL" value="">'
             '<input type="submit" class="button" id="submitCommentButton" value="%s"><span id="formLog"></span><input type="hidden" name="option" value="com_k2"><input type="hidden" name="view" value="item"><input type="hidden" name="task" value="comment"><input type="hidden" name="itemID" value="%d"></form></div>'
             % (K["add"], K["note"], K["msg"], K["name"], K["web"], K["send"], item_id))
    b.append('</div>')
    b.append('<div class="itemBackToTop"><a class="k2Anchor" href="%s#startOfPageId%d">%s</a></div><div class="clr"></div></div><!-- End K2 Item Layout -->' % (pg.url, item_id, K["top"]))
    b.append('</div></div>')  # sp-column, sp-component
    pg.part("sidebar", "most_read", "latest", "weather_widget")
    mr = pg.others(5, mk)
    lt = pg.others(4, mk)
    b.append('<div id="sp-right" class="col-sm-4 col-md-4"><div class="sp-column class2">'
             '<div class="sp-module "><h3 class="sp-module-title">%s</h3><div class="sp-module-content"><ul class="mostread mod-list">%s</ul></div></div>'
             '<div class="sp-module "><h3 class="sp-module-title">%s</h3><div class="sp-module-content"><div id="k2ModuleBox%d" class="k2ItemsBlock"><ul>%s</ul></div></div></div>'
             '<div class="sp-module "><h3 class="sp-module-title">%s</h3><div class="sp-module-content"><div class="weather-module"><p>%s</p></div></div></div>'
             '</div></div>'
             % (L("most_read"), "".join('<li itemscope itemtype="https://schema.org/Article"><a href="%s" itemprop="url"><span itemprop="name">%s</span></a></li>' % (r["url"], esc(r["title"])) for r in mr),
                L("latest"), 100 + pg.num, "".join('<li class="%s"><a class="moduleItemTitle" href="%s">%s</a><span class="moduleItemDateCreated">%s</span><div class="moduleItemIntrotext">%s</div></li>'
                                                   % ("even" if i % 2 else "odd", r["url"], esc(r["title"]), r["dt"].strftime("%d.%m.%Y"), esc(r["blurb"])) for i, r in enumerate(lt)),
                K["weather"], K["weather_txt"]))
    b.append('</div></div></section>')
    pg.part("footer")
    b.append('<section id="sp-bottom"><div class="container"><div class="row"><div id="sp-bottom1" class="col-sm-6 col-md-4"><div class="sp-column "><div class="sp-module "><h3 class="sp-module-title">%s</h3><div class="sp-module-content"><div class="custom"><p>%s</p></div></div></div></div></div></div></div></section>'
             '<footer id="sp-footer"><div class="container"><div class="row"><div id="sp-footer1" class="col-sm-6 col-md-6"><div class="sp-column "><span class="sp-copyright">&copy; 2024 %s. %s</span></div></div>'
             '<div id="sp-footer2" class="col-sm-6 col-md-6"><div class="sp-column "><ul class="nav menu">%s</ul></div></div></div></div></footer>'
             % (L("contact"), esc(site["address"]), esc(site["name"]), L("rights"),
                "".join('<li class="item-%d"><a href="/%s">%s</a></li>' % (200 + i, slugify(x), esc(x)) for i, x in enumerate([L("terms"), L("privacy"), L("advertise"), L("contact")]))))
    b.append('</div></div>')
    pg.part("cookie")
    b.append('<div id="cookieInfo" class="cookie-info"><p>%s <a href="/%s">%s</a></p><button class="btn btn-primary" id="cookieAccept">%s</button></div>'
             % (esc(L("cookie")), slugify(L("privacy")), esc(L("privacy")), L("accept")))
    return page({"pl": "pl-pl", "en": "en-gb"}[pg.lang], hd, 'class="site com-k2 view-item no-layout no-task itemid-%d %s ltr sticky-header layout-fluid off-canvas-menu-init"' % (100 + pg.num, pg.lang), "\n".join(b),
                html_attrs=' xml:lang="%s" dir="ltr"' % pg.lang)


# --------------------------------------------------------------------------- TYPO3 municipality
TY = {
    "de": dict(skip="Zum Hauptinhalt springen", here="Sie befinden sich hier:", crumbs="Brotkrümelnavigation", start="Startseite",
               back="Zurück zur Übersicht", files="Zugehörige Dateien", links="Weiterführende Links", contact="Kontakt", more="Weitere Meldungen",
               share="Seite teilen", print="Seite drucken", search="Suchbegriff", services=["Leichte Sprache", "Gebärdensprache", "Kontakt", "English"],
               mainnav="Hauptnavigation", cookie_h="Datenschutzeinstellungen",
               cookie_p="Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell, während andere uns helfen, diese Website und Ihre Erfahrung zu verbessern.",
               cookie_b=["Alle akzeptieren", "Nur essenzielle Cookies akzeptieren", "Individuelle Datenschutzeinstellungen"],
               open="Öffnungszeiten Bürgerbüro", hours="Mo–Fr 8:00–12:00 Uhr, Do 14:00–18:00 Uhr", legal=["Impressum", "Datenschutz", "Barrierefreiheit", "Sitemap"],
               feedback=None),
    "nl": dict(skip="Direct naar de inhoud", here="U bent hier:", crumbs="Kruimelpad", start="Home", back="Terug naar het nieuwsoverzicht",
               files="Downloads", links="Meer informatie", contact="Contact", more="Meer nieuws", share="Deel deze pagina", print="Print",
               search="Zoeken", services=["Contact", "Afspraak maken", "Melding openbare ruimte", "English"], mainnav="Hoofdmenu",
               cookie_h="Cookie-instellingen", cookie_p="Deze website gebruikt functionele en analytische cookies. Met analytische cookies verbeteren wij de website. Deze cookies zijn geanonimiseerd.",
               cookie_b=["Akkoord", "Alleen noodzakelijke cookies", "Instellingen"], open="Openingstijden gemeentehuis",
               hours="Ma–vr 8.30–16.30 uur, do tot 20.00 uur (alleen op afspraak)", legal=["Privacyverklaring", "Toegankelijkheid", "Proclaimer", "Cookies"],
               feedback=("Was deze informatie nuttig?", "Ja", "Nee")),
}


def typo3(pg):
    site = pg.site
    Y = TY[pg.lang]
    pg.url = pg.abs("%s/%s" % (site["news_path"], pg.slug))
    mk = lambda slug, dt: pg.abs("%s/%s" % (site["news_path"], slug))
    img = pg.abs("/fileadmin/_processed_/%s/%s/csm_%s_%s.jpg" % (hx(pg, "a", 1), hx(pg, "b", 1), slugify(pg.caption or "bild")[:20], hx(pg, "c", 10))) if pg.caption else None
    gen_comment = ("<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n"
                   "\tTYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->")
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), image=img, generator="TYPO3 CMS", og=pg.declared, ld_type="NewsArticle",
              css=[pg.abs("/typo3temp/assets/bootstrappackage/css/theme-%s.css?%d" % (hx(pg, "css", 16), 1700000000 + pg.num))],
              extra=gen_comment)
    page_id = 300 + pg.num
    b = ['<div id="top"></div><div class="body-bg">',
         '<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>%s</span></a>' % Y["skip"]]
    pg.part("header", "nav")
    b.append('<div class="service-nav"><div class="container"><ul class="service-nav-list">%s</ul>'
             '<form class="service-search" action="/suche" method="get"><label class="visually-hidden" for="q">%s</label><input id="q" name="tx_kesearch_pi1[sword]" type="search" placeholder="%s"><button type="submit">%s</button></form></div></div>'
             % ("".join('<li><a href="/%s">%s</a></li>' % (slugify(s), s) for s in Y["services"]), Y["search"], Y["search"], Y["search"]))
    b.append('<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">'
             '<a class="navbar-brand navbar-brand-image" title="%s" href="/"><img class="navbar-brand-logo-normal" src="%s" alt="%s logo" height="52" width="180"></a>'
             '<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>'
             '<nav aria-label="%s" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">%s</ul></nav></div></header>'
             % (esc(site["name"]), pg.abs("/_assets/%s/Images/logo.svg" % hx(pg, "logo", 32)), esc(site["name"]), Y["mainnav"],
                "".join('<li class="nav-item%s"><a href="/%s" class="nav-link%s" title="%s"><span class="nav-link-text">%s</span></a></li>'
                        % (" active" if i == site["active"] else "", slugify(m), " active" if i == site["active"] else "", esc(m), esc(m)) for i, m in enumerate(site["menu"]))))
    pg.part("breadcrumbs")
    crumbs = [(Y["start"], "/")] + [(n, p) for n, p in site["crumbs"]]
    b.append('<nav class="breadcrumb-section" aria-label="%s"><div class="container"><p class="visually-hidden" id="breadcrumb">%s</p><ol class="breadcrumb">%s'
             '<li class="breadcrumb-item active" aria-current="page"><span class="breadcrumb-text">%s</span></li></ol></div></nav>'
             % (Y["crumbs"], Y["here"], "".join('<li class="breadcrumb-item"><a class="breadcrumb-link" href="%s" title="%s"><span class="breadcrumb-text">%s</span></a></li>' % (p, esc(n), esc(n)) for n, p in crumbs),
                esc(pg.title)))
    b.append('<div id="page-content" class="bp-page-content main-section"><main>')
    b.append('<div class="section section-default"><div class="container"><div class="row"><div class="col-md-8">')
    b.append('<div id="c%d" class="frame frame-default frame-type-news_newsdetail frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage">'
             '<div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">' % (2000 + pg.num))
    b.append('<div class="news news-single"><div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">')
    pg.part("date", "kicker")
    b.append('<div class="header"><h1 itemprop="headline">%s</h1></div>' % esc(pg.title))
    b.append('<div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="%s">%s</time></span>'
             '<span class="news-list-category">%s</span></p></div>'
             % (pg.dt.strftime("%Y-%m-%d"), pg.dt.strftime("%d.%m.%Y") if pg.lang == "de" else pg.date_long(), esc(pg.section)))
    if pg.dek:
        b.append('<div class="teaser-text" itemprop="description"><p>%s</p></div>' % esc(pg.dek))
    if img:
        pg.part("hero_image", "caption")
        b.append('<div class="news-img-wrap"><div class="outer"><div class="mediaelement mediaelement-image"><a href="%s" title="%s" class="lightbox" rel="lightbox[myImageSet]">'
                 '<img itemprop="image" src="%s" width="750" height="500" alt="%s"></a></div><p class="news-img-caption">%s %s</p></div></div>'
                 % (img.replace("csm_", ""), esc(pg.caption), img, esc(pg.caption), esc(pg.caption), esc(pg.credit)))
    b.append('<div class="news-text-wrap" itemprop="articleBody">')
    fmt = dict(p=lambda h, i: "<p>%s</p>" % h, h=lambda h: "<h2>%s</h2>" % h,
               ul=lambda items: '<ul class="list-normal">%s</ul>' % "".join("<li>%s</li>" % x for x in items), q=lambda h: "<blockquote><p>%s</p></blockquote>" % h)
    b.append(render_body(pg, fmt))
    b.append('</div>')
    if pg.chance(0.6) or pg.lang == "de":
        pg.part("related")
        files = {"de": [("Umleitungsplan Mühlbachbrücke (PDF)", "412 KB")] if "bruecke" in pg.slug else [("Sitzungsvorlage Kita-Bedarfsplanung 2024 (PDF)", "1,2 MB")],
                 "nl": [("Afvalkalender 2024 (PDF)", "380 kB")]}[pg.lang]
        b.append('<div class="news-related-wrap"><div class="news-related news-related-files"><h4>%s</h4><ul>%s</ul></div>'
                 '<div class="news-related news-related-links"><h4>%s</h4><ul>%s</ul></div></div>'
                 % (Y["files"], "".join('<li><span class="news-related-files-link"><a href="/fileadmin/user_upload/%s.pdf" target="_blank">%s</a></span> <span class="news-related-files-size">%s</span></li>' % (slugify(n), esc(n), s) for n, s in files),
                    Y["links"], "".join('<li><a href="%s">%s</a></li>' % (p, esc(n)) for n, p in site["links"])))
    if Y["feedback"]:
        pg.part("feedback")
        q, yes, no = Y["feedback"]
        b.append('<div class="feedback-widget"><p class="feedback-question">%s</p><button type="button">%s</button> <button type="button">%s</button></div>' % (q, yes, no))
    pg.part("share", "back_link")
    b.append('<div class="news-share"><span>%s:</span> <a href="mailto:?body=%s">%s</a> <a href="javascript:window.print()">%s</a></div>'
             % (Y["share"], pg.url, {"de": "E-Mail", "nl": "E-mail"}[pg.lang], Y["print"]))
    b.append('<div class="news-backlink-wrap"><a href="%s">%s</a></div>' % (site["news_path"].rsplit("/", 1)[0] if site["news_path"].endswith("/detail") else site["news_path"], Y["back"]))
    b.append('</div></div>')  # article, news
    b.append('</div></div></div></div></div>')  # frame
    b.append('</div><div class="col-md-4">')
    pg.part("sidebar", "contact_box", "latest")
    b.append('<div class="frame frame-default frame-type-textmedia"><div class="contact-box"><h3>%s</h3><p>%s</p></div></div>' % (Y["contact"], site["contact"]))
    lt = pg.others(4, mk)
    b.append('<div class="frame frame-default frame-type-news_newsliststicky"><h3>%s</h3><div class="news-list-view">%s</div></div>'
             % (Y["more"], "".join('<div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="header"><h4><a title="%s" href="%s"><span itemprop="headline">%s</span></a></h4></div>'
                                   '<div class="footer"><p><span class="news-list-date"><time datetime="%s">%s</time></span></p></div></div>'
                                   % (esc(r["title"]), r["url"], esc(r["title"]), r["dt"].strftime("%Y-%m-%d"), r["dt"].strftime("%d.%m.%Y") if pg.lang == "de" else pg.date_long(r["dt"])) for r in lt)))
    b.append('</div></div></div></div></main></div>')
    pg.part("footer")
    b.append('<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row">'
             '<div class="section-column footer-section-content-column footer-section-content-column-left"><h3>%s</h3><p>%s</p></div>'
             '<div class="section-column footer-section-content-column footer-section-content-column-middle"><h3>%s</h3><p>%s</p></div>'
             '</div></div></section><section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages"><ul class="footer-meta-nav">%s</ul></div>'
             '<div class="footer-copyright"><p>&copy; %d %s</p></div></div></section></footer>'
             % (esc(site["name"]), site["address"], Y["open"], Y["hours"], "".join('<li><a href="/%s">%s</a></li>' % (slugify(x), x) for x in Y["legal"]), pg.dt.year, esc(site["name"])))
    b.append('</div>')
    pg.part("cookie")
    b.append('<div id="cookieman-modal" class="modal fade" tabindex="-1" role="dialog" aria-labelledby="cookieman-modal-title" data-cookieman-showonce="1"><div class="modal-dialog modal-lg modal-dialog-centered"><div class="modal-content"><div class="modal-body">'
             '<h2 id="cookieman-modal-title">%s</h2><p>%s</p><div class="modal-footer">%s</div></div></div></div></div>'
             % (Y["cookie_h"], Y["cookie_p"], "".join('<button type="button" class="btn btn-default">%s</button>' % x for x in Y["cookie_b"])))
    return page({"de": "de-DE", "nl": "nl-NL"}[pg.lang], hd, 'id="p%d" class="page-%d pagelevel-4 language-0 backendlayout-subnavigation_left layout-default"' % (page_id, page_id), "\n".join(b), html_attrs=' dir="ltr"')


# --------------------------------------------------------------------------- Italian daily (Il Post-like)
def ilpost(pg):
    site = pg.site
    pg.url = pg.abs("/%s/%s/" % (pg.dt.strftime("%Y/%m/%d"), pg.slug))
    mk = lambda slug, dt: pg.abs("/%s/%s/" % (dt.strftime("%Y/%m/%d"), slug))
    img = pg.abs("/wp-content/uploads/%s/%s-%d.jpg" % (pg.dt.strftime("%Y/%m/%d"), hx(pg, "img", 10), pg.num)) if pg.caption else None
    hd = head(pg, "%s - %s" % (pg.title, site["name"]), image=img, ld_type="NewsArticle",
              css=[pg.abs("/_next/static/css/%s.css" % hx(pg, "css", 16))],
              extra='<link rel="alternate" type="application/rss+xml" title="%s" href="%s">' % (esc(site["name"]), pg.abs("/feed/")))
    days = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
    b = ['<div id="__next">']
    if pg.chance(0.7):
        pg.part("cookie")
        b.append('<div id="iubenda-cs-banner" class="iubenda-cs-default" role="alertdialog" aria-labelledby="iubenda-cs-title"><div class="iubenda-cs-container"><div class="iubenda-cs-content">'
                 '<div id="iubenda-cs-title">Informativa</div><div id="iubenda-cs-paragraph"><p class="iub-p">Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="/cookie-policy/" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>.</p>'
                 '<p class="iub-p">Puoi acconsentire all\'utilizzo di tali tecnologie utilizzando il pulsante &laquo;Accetta&raquo;.</p></div>'
                 '<div class="iubenda-cs-opt-group"><button class="iubenda-cs-customize-btn">Scopri di più e personalizza</button><button class="iubenda-cs-reject-btn">Rifiuta</button><button class="iubenda-cs-accept-btn">Accetta</button></div></div></div></div>')
    pg.part("header", "nav")
    now = pg.later(5)
    b.append('<header class="site-header"><div class="header-top"><div class="header-date">%s %d %s %d</div>'
             '<div class="logo"><a href="/" title="%s"><img src="%s" alt="%s" width="180" height="48"></a></div>'
             '<div class="header-actions"><a class="btn-abbonati" href="/abbonamenti/">Abbonati</a><a class="btn-accedi" href="/login/">Accedi</a></div></div>'
             '<nav id="menu-principale" aria-label="Menu principale"><ul>%s</ul></nav></header>'
             % (days[now.weekday()], now.day, MONTHS["it"][now.month - 1], now.year, esc(site["name"]), pg.abs("/img/logo.svg"), esc(site["name"]),
                "".join('<li><a href="/%s/">%s</a></li>' % (slugify(m), m) for m in ["Italia", "Mondo", "Politica", "Tecnologia", "Internet", "Scienza", "Cultura", "Economia", "Sport", "Media", "Libri", "Storie/Idee", "Podcast", "Newsletter"])))
    b.append('<main id="content"><div class="container-single">')
    b.append('<article id="singleBody" class="post-%d post type-post status-publish format-standard hentry category-%s">' % (700000 + pg.num, slugify(pg.section)))
    pg.part("kicker", "date", "share")
    b.append('<div class="article-header"><span class="article-section"><a href="/%s/">%s</a></span><h1 class="entry-title">%s</h1>'
             % (slugify(pg.section), esc(pg.section), esc(pg.title)))
    if pg.dek:
        b.append('<h2 class="article-summary">%s</h2>' % esc(pg.dek))
    b.append('<div class="article-meta"><time datetime="%s">%d %s %d</time></div>'
             '<div class="article-share"><span>Condividi</span><a href="https://www.facebook.com/sharer.php?u=%s" target="_blank">Facebook</a><a href="https://x.com/intent/post?url=%s" target="_blank">X</a>'
             '<a href="https://api.whatsapp.com/send?text=%s" target="_blank">WhatsApp</a><a href="mailto:?body=%s">Email</a><button class="copy-link">Copia link</button></div></div>'
             % (pg.iso(tz="+02:00"), pg.dt.day, MONTHS["it"][pg.dt.month - 1], pg.dt.year, pg.url, pg.url, pg.url, pg.url))
    if img:
        pg.part("hero_image", "caption")
        b.append('<figure class="article-image wp-caption"><img src="%s" alt="%s" width="1200" height="675"><figcaption class="wp-caption-text">%s</figcaption></figure>'
                 % (img, esc(pg.caption), esc(pg.caption)))
    inserts = {}
    sl = pg.slots(1)
    if sl:
        pg.part("inline_related")
        r = pg.others(1, mk)[0]
        inserts[sl[0]] = ('<aside class="leggi-anche"><span class="leggi-anche-label">Leggi anche</span><a href="%s"><img src="%s" alt=""><span class="leggi-anche-title">%s</span></a></aside>'
                          % (r["url"], pg.abs("/wp-content/uploads/thumb-%d.jpg" % r["img_id"]), esc(r["title"])))
    b.append('<div id="articleBody" class="entry-content">')
    b.append(render_body(pg, dict(p=lambda h, i: "<p>%s</p>" % h, h=lambda h: "<h3>%s</h3>" % h,
                                  ul=lambda items: "<ul>%s</ul>" % "".join("<li>%s</li>" % x for x in items),
                                  q=lambda h: "<blockquote><p>%s</p></blockquote>" % h), inserts))
    b.append('</div>')
    pg.part("support_pitch")
    b.append('<div class="box-abbonati"><p><strong>%s è un giornale libero e indipendente.</strong> Lo fanno i suoi abbonati, che ci permettono di continuare a scrivere articoli come questo e di tenerli accessibili a tutti.</p><a class="btn" href="/abbonamenti/">Abbonati</a></div>' % esc(site["name"]))
    if pg.chance(0.7):
        pg.part("newsletter_link")
        b.append('<div class="box-newsletter"><p>Ogni mattina le notizie più importanti della giornata, spiegate bene. <a href="/newsletter/">Iscriviti alle newsletter del Faro</a></p></div>')
    if pg.chance(0.6):
        pg.part("tags")
        tags = ["maltempo", "Toscana", "Liguria"] if "allerta" in pg.slug else ["processi", "Borgo San Vito"]
        b.append('<div class="article-tags"><ul>%s</ul></div>' % "".join('<li><a href="/tag/%s/">%s</a></li>' % (slugify(t), esc(t)) for t in tags))
    if pg.chance(0.6):
        pg.part("comments")
        b.append('<div class="article-comments"><button class="btn-comments">Mostra i commenti (%d)</button><p class="comments-note">I commenti sono riservati agli abbonati.</p></div>' % pg.rng.randint(4, 120))
    b.append('</article>')
    pg.part("sidebar", "most_read", "latest")
    mr = pg.others(5, mk)
    lt = pg.others(4, mk)
    b.append('<aside class="sidebar"><section class="widget piu-letti"><h3>I più letti</h3><ol>%s</ol></section>'
             '<section class="widget ultime"><h3>Ultime notizie</h3><ul>%s</ul></section></aside>'
             % ("".join('<li><a href="%s">%s</a></li>' % (r["url"], esc(r["title"])) for r in mr),
                "".join('<li><time>%s</time> <a href="%s">%s</a><p>%s</p></li>' % (r["dt"].strftime("%H:%M"), r["url"], esc(r["title"]), esc(r["blurb"])) for r in lt)))
    b.append('</div></main>')
    pg.part("footer")
    b.append('<footer class="site-footer"><div class="footer-logo"><a href="/"><img src="%s" alt="%s"></a></div>'
             '<ul class="footer-links">%s</ul><p class="footer-legal">%s S.r.l. &ndash; Via Giuseppe Verdi 14, 20121 Milano &ndash; P.IVA 01234560987 &ndash; Registrazione Tribunale di Milano n. 123 del 2009</p></footer>'
             % (pg.abs("/img/logo-white.svg"), esc(site["name"]),
                "".join('<li><a href="/%s/">%s</a></li>' % (slugify(x), x) for x in ["Chi siamo", "Contatti", "Abbonamenti", "Pubblicità", "Privacy", "Cookie policy", "Gestisci preferenze cookie"]),
                esc(site["name"])))
    b.append('</div>')
    return page("it-IT", hd, 'class="single single-post"', "\n".join(b))


# --------------------------------------------------------------------------- Brazilian portal (G1-like)
def g1(pg):
    site = pg.site
    pg.url = pg.abs("/sp/santa-luzia/noticia/%s/%s.ghtml" % (pg.dt.strftime("%Y/%m/%d"), pg.slug))
    mk = lambda slug, dt: pg.abs("/sp/santa-luzia/noticia/%s/%s.ghtml" % (dt.strftime("%Y/%m/%d"), slug))
    img = "https://s2-n1.vlimg.com/%s=/0x0:1280x720/984x0/smart/filters:strip_icc()/i.s3.vlimg.com/%s.jpg" % (hx(pg, "i", 28), hx(pg, "j", 32)) if pg.caption else None
    hd = head(pg, "%s | Santa Luzia e Região | n1" % pg.title, image=img, ld_type="NewsArticle", publisher="n1",
              extra='<meta name="twitter:site" content="@n1vale">')
    b = []
    pg.part("header", "nav")
    b.append('<header id="header-produto" class="header-navegacao header-n1" role="banner"><div class="header-bar"><div class="header-content">'
             '<div class="header-left"><div id="menu-button" class="header-menu"><div id="menu-button-bar"></div><span class="header-menu-label">MENU</span></div></div>'
             '<div class="header-title"><div class="header-title-content"><a class="header-title-link" href="/"><div class="logo">n1</div></a>'
             '<a class="header-editoria--link" href="/sp/santa-luzia/">Santa Luzia e Região</a></div></div>'
             '<div class="header-right"><form class="header-search" action="/busca/"><input class="header-search__input" type="text" name="q" placeholder="BUSCAR" autocomplete="off"></form></div></div></div>'
             '<nav class="menu-rodape" aria-label="Editorias"><ul>%s</ul></nav></header>'
             % "".join('<li><a href="/%s/">%s</a></li>' % (slugify(m), m) for m in ["Agro", "Economia", "Educação", "Política", "Saúde", "Ciência", "Tecnologia", "Previsão do Tempo", "Vídeos"]))
    b.append('<main class="mc-body theme" id="mc-body"><div class="mc-article-header">')
    pg.part("byline", "date", "share")
    b.append('<div class="title"><h1 class="content-head__title" itemprop="headline">%s</h1></div>' % esc(pg.title))
    if pg.dek:
        b.append('<div class="medium-centered subtitle"><h2 class="content-head__subtitle" itemprop="alternativeHeadline">%s</h2></div>' % esc(pg.dek))
    upd_h = pg.rng.randint(1, 5)
    b.append('<div class="content-publication-data"><div class="content-publication-data__text">'
             '<p class="content-publication-data__from" title="%s">%s</p>'
             '<p class="content-publication-data__updated"><time itemprop="datePublished" datetime="%s">%s</time> · Atualizado há %d horas</p></div>'
             '<div class="content-publication-data__share"><a class="share-bar__button share-bar__button--facebook" href="https://www.facebook.com/sharer.php?u=%s" title="Compartilhar no Facebook">facebook</a>'
             '<a class="share-bar__button share-bar__button--twitter" href="https://x.com/intent/post?url=%s" title="Compartilhar no X">X</a>'
             '<a class="share-bar__button share-bar__button--whatsapp" href="whatsapp://send?text=%s" title="Compartilhar no WhatsApp">whatsapp</a></div></div>'
             % (("Por %s, n1 Santa Luzia" % pg.author) if not pg.author.startswith("Redação") else "Por n1 Santa Luzia",
                esc(("Por %s, n1 Santa Luzia" % pg.author) if not pg.author.startswith("Redação") else "Por n1 Santa Luzia"),
                pg.iso(tz="-03:00"), pg.dt.strftime("%d/%m/%Y %Hh%M"), upd_h, pg.url, pg.url, pg.url))
    b.append('</div><article itemprop="articleBody" class="content-article">')
    if img:
        pg.part("hero_image", "caption")
        b.append('<div class="mc-column content-media content-media--image content-media__container"><figure class="content-media-figure"><img class="content-media-image" src="%s" alt="%s"><figcaption class="content-media__description"><span class="content-media__description__caption">%s</span> — Foto: <span class="content-media__description__credit">%s</span></figcaption></figure></div>'
                 % (img, esc(pg.caption), esc(pg.caption), esc(pg.credit)))

    def p(h, i):
        return '<div class="mc-column content-text active-extra-styles"><p class="content-text__container" data-track-category="Link no Texto" data-track-links="">%s</p></div>' % h
    fmt = dict(p=p,
               h=lambda h: '<div class="mc-column content-intertitle"><h2 class="content-intertitle" data-track-category="Intertítulo">%s</h2></div>' % h,
               ul=lambda items: '<div class="mc-column content-unordered-list"><ul class="content-unordered-list">%s</ul></div>' % "".join('<li>%s</li>' % x for x in items),
               q=lambda h: '<div class="mc-column content-blockquote"><blockquote class="content-blockquote">%s</blockquote></div>' % h)
    inserts = {}
    sl = pg.slots(2)
    if sl:
        pg.part("inline_related")
        rel = pg.others(3, mk)
        inserts[sl[0]] = ('<div class="mc-column content-text active-extra-styles"><p class="content-text__container"><strong>LEIA TAMBÉM:</strong></p></div>'
                          '<div class="mc-column content-unordered-list"><ul class="content-unordered-list">%s</ul></div>'
                          % "".join('<li><a href="%s">%s</a></li>' % (r["url"], esc(r["title"])) for r in rel))
    if len(sl) > 1:
        pg.part("social_follow")
        inserts[sl[1]] = ('<div class="mc-column content-text active-extra-styles"><p class="content-text__container">📲 <a href="/sp/santa-luzia/whatsapp/"><strong>Participe do canal do n1 Santa Luzia no WhatsApp</strong></a></p></div>')
    b.append(render_body(pg, fmt, inserts))
    pg.part("video")
    vids = pg.others(3, mk)
    b.append('<div class="mc-column content-text active-extra-styles"><p class="content-text__container"><strong>VÍDEOS: tudo sobre Santa Luzia e região</strong></p></div>'
             '<div class="mc-column content-video"><div class="content-video__playlist">%s</div></div>'
             % "".join('<div class="video-item"><a href="%s"><img src="https://s2-n1.vlimg.com/v/%d.jpg" alt=""><span class="video-title">%s</span><span class="video-duration">0%d:%02d</span></a></div>'
                       % (r["url"].replace("/noticia/", "/video/"), r["img_id"], esc(r["title"]), pg.rng.randint(1, 4), pg.rng.randint(0, 59)) for r in vids))
    b.append('<div class="mc-column content-text active-extra-styles"><p class="content-text__container">Veja mais notícias da região no <a href="/sp/santa-luzia/">n1 Santa Luzia</a>.</p></div>')
    b.append('</article>')
    pg.part("tags")
    tags = ["Santa Luzia do Campo"] + (["acidentes", "rodovias"] if "acidente" in pg.slug else ["vacinação", "gripe", "saúde"])
    b.append('<div class="entities"><ul class="entities__list">%s</ul></div>'
             % "".join('<li class="entities__list-item"><a class="entities__list-itemLink" href="/busca/?q=%s">%s</a></li>' % (slugify(t), esc(t)) for t in tags))
    pg.part("latest")
    feed = pg.others(6, mk)
    b.append('<div class="bastian-page"><div class="_evg"><div class="bstn-fd"><h2 class="bstn-fd-title">Últimas notícias</h2>%s</div></div></div>'
             % "".join('<div class="bastian-feed-item" data-type="materia"><div class="feed-post bstn-item-shape type-materia"><div class="feed-post-body"><div class="feed-post-body-title gui-color-primary gui-color-hover">'
                       '<div class="_evt"><h2><a href="%s" class="feed-post-link gui-color-primary gui-color-hover">%s</a></h2></div></div>'
                       '<div class="feed-post-body-resumo">%s</div><div class="feed-post-metadata"><span class="feed-post-datetime">Há %s</span><span class="feed-post-metadata-section"> Santa Luzia e Região </span></div></div></div></div>'
                       % (r["url"], esc(r["title"]), esc(r["blurb"]), pg.ago(r["dt"], "horas", "dias").replace(" ago", "")) for r in feed))
    b.append('</main>')
    pg.part("footer")
    b.append('<footer class="footer-n1"><div class="footer-links"><ul>%s</ul></div><p class="footer-copyright">&copy; Copyright 2000-2024 Portal Vale. Todos os direitos reservados.</p></footer>'
             % "".join('<li><a href="/%s/">%s</a></li>' % (slugify(x), x) for x in ["Fale conosco", "Anuncie", "Política de privacidade", "Termos de uso", "Trabalhe conosco"]))
    pg.part("cookie")
    b.append('<div class="cookie-banner-lgpd_container"><div class="cookie-banner-lgpd_text-box"><span class="cookie-banner-lgpd_text">Utilizamos cookies essenciais e tecnologias semelhantes de acordo com a nossa <a class="cookie-banner-lgpd-link" href="/politica-de-privacidade/">Política de Privacidade</a> e, ao continuar navegando, você concorda com estas condições.</span></div>'
             '<div class="cookie-banner-lgpd_button-box"><button class="cookie-banner-lgpd_accept-button">PROSSEGUIR</button></div></div>')
    return page("pt-BR", hd, 'class="theme-n1"', "\n".join(b))
