"""Publishing-system templates, part B: platforms, Drupal, static sites, wires, TV, React, legacy, European sites."""
import hashlib
from chrome import *  # noqa


def _h(ctx, n=5):
    return hashlib.md5((ctx.id + str(ctx.uid())).encode()).hexdigest()[:n]


# ------------------------------------------------------------------ Medium-style
def t_medium(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pub = slugify(s['name'])
    ctx.url = ctx.a('/%s/%s-%s' % (pub, ctx.slug, hashlib.md5(ctx.id.encode()).hexdigest()[:12]))
    ctx.mark('header')
    hdr = ('<div class="l c"><div class="m n o p q"><a href="/" aria-label="Homepage" data-testid="headerLogo"><svg aria-hidden="true"></svg></a>'
           '<div class="ab q"><a href="/search" data-testid="headerSearchButton">%s</a><a href="/new-story" data-testid="headerWriteButton">Write</a>'
           '<a href="/m/signin" data-testid="headerSignInButton">Sign in</a><a href="/m/signup" data-testid="headerSignUpButton">Sign up</a></div></div></div>'
           '<div class="publication-header"><a href="/%s"><h2 class="pw-publication-name">%s</h2></a><button type="button">Follow publication</button></div>' % (L['search'], pub, esc(s['name'])))
    ctx.mark('site_heading')
    c = ['pw-post-body-paragraph', 'pn po fs pp b pq pr ps pt pu pv pw px py pz qa qb qc qd qe qf qg qh qi qj qk gl bj']
    body = render_body(ctx, [], p='<p id="%s" class="%s" data-selectable-paragraph="">{}</p>' % (_h(ctx, 4), ' '.join(c)),
                       h='<h2 class="qm qn fs be qo qp qq qr qs qt qu qv qw qx qy qz ra rb rc rd re rf rg rh ri rj bj" data-selectable-paragraph="">{}</h2>',
                       ul='<ul class="">{}</ul>', li='<li class="pn po fs pp b pq pr ps rn ro rp" data-selectable-paragraph="">{}</li>')
    ctx.mark('byline', 'date', 'reading_time')
    dek = '<h2 class="pw-subtitle-paragraph hm hn fs be ho hp hq hr hs ht" id="subtitle">%s</h2>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = '<figure class="oe of og oh oi oj ob oc paragraph-image"><div class="ok ol ed om bg on"><img alt="" class="bg kn oo c" width="700" height="467" loading="eager" src="%s"></div><figcaption class="op oq or ob oc os ot be b bf z dt" data-selectable-paragraph="">%s %s</figcaption></figure>' % (ctx.img(1400, 933, 'miro'), esc(st['cap']), esc('Photo by ' + ctx.author()))
    claps = ctx.rng.randint(40, 2000)
    ctx.mark('share')
    bar = ('<div class="ab cp" data-testid="storyActions"><div class="pw-multi-vote-count"><button data-testid="headerClapButton" aria-label="clap"><svg aria-hidden="true"></svg></button><p class="be b dv z dt"><span>%d</span></p></div>'
           '<button aria-label="responses" data-testid="headerResponseButton"><svg aria-hidden="true"></svg><span>%d</span></button><button aria-label="Add to list" data-testid="headerBookmarkButton">Save</button>'
           '<button aria-label="Share Post" data-testid="headerSocialShareButton"><svg aria-hidden="true"></svg>%s</button></div>' % (claps, ctx.rng.randint(1, 40), L['share']))
    art = ('<article><div class="l"><div class="l"><span class="l"></span><section><div><div class="fs ft fu fv fw"></div><div class="ga gb gc gd ge"><div class="ab cb"><div class="ci bh ew ex ey ez">'
           '<div><h1 id="%s" class="pw-post-title gg gh gi be gj gk gl gm gn go gp gq gr gs gt gu gv gw gx gy gz ha hb hc hd he hf hg hh hi hj bj" data-testid="storyTitle" data-selectable-paragraph="">%s</h1></div>%s'
           '<div class="speechify-ignore ab cp"><div class="hx hy"><div class="ab q"><a rel="noopener follow" href="/@%s" data-testid="authorPhoto"><img alt="%s" class="l ep by dd de cx" src="%s" width="44" height="44"></a>'
           '<div class="bm bg l"><div class="ab"><a class="af ag ah ai aj ak al am an ao ap aq ar as at" data-testid="authorName" href="/@%s">%s</a> <span>·</span> <button class="follow">Follow</button></div>'
           '<div class="ab"><span class="be b bf z dt"><span data-testid="storyReadTime">%s</span><span> · </span><span data-testid="storyPublishDate">%s</span></span></div></div></div></div>%s</div>%s%s'
           '</div></div></div></section></div></div></article>'
           % (_h(ctx, 4), esc(st['hl']), dek, ctx.au_slug(), esc(ctx.au()), ctx.img(88, 88, 'miro'), ctx.au_slug(), esc(ctx.au()), esc(L['min_read'].format(n=ctx.minutes())),
              esc('%s %d, %d' % (L['months'][ctx.dt.month - 1][:3], ctx.dt.day, ctx.dt.year)), bar, img, body))
    ctx.mark('tags', 'author_bio', 'recommended', 'more_from')
    tg = '<div class="ab cp"><div class="tag-list">%s</div></div>' % ''.join('<a href="/tag/%s?source=post_page" class="tag">%s</a>' % (slugify(t), esc(t)) for t in tag_list(ctx))
    if ctx.m(0.5):
        art = art.replace('</section></div></div></article>', origin(ctx, 'pw-origin') + '</section></div></div></article>', 1)
    ab = ('<div class="author-card"><a href="/@%s"><img src="%s" alt="%s" width="64" height="64"></a><h2 class="be wh"><a href="/@%s">Written by %s</a></h2>'
          '<p class="be b bf z dt">%d Followers · Writer for %s</p><p class="author-bio">%s</p><button>Follow</button></div>'
          % (ctx.au_slug(), ctx.img(128, 128, 'miro'), esc(ctx.au()), ctx.au_slug(), esc(ctx.au()), ctx.rng.randint(50, 4000), esc(s['name']), esc(bio_text(ctx))))
    mf = story_list(ctx, 'more_from', 'More from %s and %s' % (ctx.au(), s['name']), 'more-from-author', 4, by=True, date=True, htag='h2', wrap='div')
    rec = story_list(ctx, 'recommended', 'Recommended from Medium', 'recommended-stories', 4, by=True, thumb=True, htag='h2', wrap='div')
    resp = ''
    if ctx.m(0.5):
        ctx.mark('comments')
        resp = '<div class="responses"><h2>Responses (%d)</h2><p>What are your thoughts?</p><button>Respond</button></div>' % ctx.rng.randint(1, 30)
    ft = ('<div class="footer"><a href="/about">Help</a> <a href="/status">Status</a> <a href="/about">About</a> <a href="/jobs">Careers</a> <a href="/policy/privacy">Privacy</a> <a href="/policy/terms">Terms</a> <a href="/text-to-speech">Text to speech</a></div>')
    ctx.mark('footer')
    return page(ctx, '<div id="root"><div class="a b c">%s%s%s%s%s%s%s%s</div></div>' % (hdr, art, tg, resp, ab, mf, rec, ft), '',
                '<meta name="generator" content="quillstack">', 'NewsArticle', title='%s | by %s | %s' % (st['hl'], st['au'], s['name']))


# ------------------------------------------------------------------ Substack-style newsletter
def t_substack(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/p/%s' % ctx.slug)
    ctx.mark('header', 'site_heading')
    hdr = ('<div class="main-menu"><div class="topbar-content"><a href="/" class="navbar-logo-container"><img class="navbar-logo" src="%s" alt=""></a>'
           '<h1 class="navbar-title"><a class="navbar-title-link" href="/">%s</a></h1><div class="navbar-buttons"><a class="button primary" href="/subscribe">%s</a>'
           '<a class="button sign-in-link" href="/account/login">Sign in</a></div></div></div>' % (ctx.img(80, 80, 'substackcdn'), esc(s['name']), esc(L['subscribe'])))
    ctx.mark('newsletter_form')
    sub = ('<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Thanks for reading %s! Subscribe for free to receive new posts and support my work.</p></div>'
           '<form class="subscription-widget-subscribe" action="/api/v1/free" method="post"><input type="email" class="email-input" name="email" placeholder="%s"><input type="submit" class="button primary" value="%s"></form></div></div>'
           % (esc(s['name']), esc(L['email_ph']), esc(L['subscribe'])))
    inserts = [sub] if ctx.m(0.6) else []
    body = render_body(ctx, inserts, h='<h3 class="header-anchor-post">{}</h3>', min_gap=1)
    ctx.mark('byline', 'date', 'share')
    dek = '<h3 class="subtitle">%s</h3>' % esc(st['dek']) if st['dek'] else ''
    meta = ('<div class="post-header"><div class="post-ufi"><div class="post-meta-item"><a class="frontend-pencraft-Text-module__decoration-hover-underline" href="/profile/%s">%s</a></div>'
            '<div class="post-date" title="%s">%s</div></div><div class="post-ufi-buttons"><a class="post-ufi-button like-button" href="%s?action=like">%d</a>'
            '<a class="post-ufi-button comment-button" href="%s/comments">%d</a><a class="post-ufi-button share-button" href="%s?action=share">%s</a></div></div>'
            % (ctx.au_slug(), esc(ctx.au()), ctx.iso(), esc('%s %d, %d' % (L['months'][ctx.dt.month - 1][:3], ctx.dt.day, ctx.dt.year)),
               ctx.url, ctx.rng.randint(3, 90), ctx.url, ctx.rng.randint(0, 25), ctx.url, L['share']))
    art = ('<article class="typography newsletter-post post"><div class="post-header"><h1 class="post-title published">%s</h1>%s</div>%s'
           '<div class="available-content"><div class="body markup" dir="auto">%s</div></div>%s</article>'
           % (esc(st['hl']), dek, meta, body, sub.replace('subscription-widget-wrap', 'subscription-widget-wrap-editor') if ctx.m(0.7) else ''))
    pw = ''
    if ctx.m(0.4):
        pw = paywall(ctx, 'paywall')
    more = ''
    ctx.mark('comments')
    com = comments(ctx, 'generic', 'comments-page', form=False, htag='h4')
    com = com.replace('<ul', '<div class="comment-input"><textarea placeholder="Write a comment..."></textarea></div><ul', 1)
    more = story_list(ctx, 'latest', 'Recent posts', 'portable-archive-list', 4, date=True, htag='h4', wrap='div')
    ft = ('<div class="footer-wrap"><div class="footer"><div class="footer-copyright">© %d %s</div><div class="footer-terms"><a href="/privacy">%s</a> ∙ <a href="/tos">%s</a> ∙ '
          '<a href="/collection-notice">Collection notice</a></div><div class="footer-cta">Start writing · Get the app</div><div class="footer-powered">Substack is the home for great culture</div></div></div>'
          % (ctx.dt.year, esc(ctx.au()), L['privacy'], L['terms']))
    ctx.mark('footer')
    return page(ctx, '<div id="entry"><div id="main" class="main typography use-theme-bg">%s<div class="container"><div class="single-post-container"><div class="single-post">%s%s</div></div></div>%s%s%s</div></div>'
                % (hdr, art, pw, com, more, ft), '', '<meta name="generator" content="Substack">', 'NewsArticle')


# ------------------------------------------------------------------ Drupal 7
def t_drupal7(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    nid = ctx.rng.randint(10000, 99999)
    ctx.url = ctx.a('/%s/%s' % (ctx.secslug, ctx.slug))
    ctx.mark('header', 'site_heading')
    hdr = ('<div id="page-wrapper"><div id="page"><div id="header"><div class="section clearfix"><a href="/" title="%s" rel="home" id="logo"><img src="%s" alt="%s"></a>'
           '<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="%s" rel="home"><span>%s</span></a></strong></div><div id="site-slogan">Serving Wexford County since 1894</div></div>'
           '<div class="region region-header"><div id="block-search-form" class="block block-search"><div class="content"><form action="/search/node" method="post" id="search-block-form"><div class="form-item form-type-textfield form-item-search-block-form">'
           '<label class="element-invisible" for="edit-search-block-form--2">%s</label><input type="text" id="edit-search-block-form--2" name="search_block_form"></div><input type="submit" value="%s" class="form-submit"></form></div></div></div></div></div>'
           '<div id="navigation"><div class="section"><h2 class="element-invisible">Main menu</h2><ul id="main-menu" class="links inline clearfix">%s</ul></div></div>'
           % (L['home'], ctx.img(200, 80), L['home'], L['home'], esc(s['name']), L['search'], L['search'], nav_items(ctx, ' class="menu-%d"' % ctx.rng.randint(200, 900))))
    hdr = hdr.replace('<div id="site-name"><strong>', '<h1 id="site-name" class="site-name"><strong>', 1).replace('</span></a></strong></div>', '</span></a></strong></h1>', 1)
    bc = '<div id="breadcrumb"><h2 class="element-invisible">You are here</h2><div class="breadcrumb"><a href="/">%s</a> » <a href="/%s">%s</a></div></div>' % (L['home'], ctx.secslug, esc(ctx.sec))
    ctx.mark('breadcrumbs')
    inserts = []
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, 'block-dfp-inline', 'label'))
    if ctx.m(0.5):
        inserts.append(inline_related(ctx, 'related-inline', 'p'))
    body = render_body(ctx, inserts)
    ctx.mark('byline', 'date')
    img = ''
    if ctx.m(0.4):
        ctx.mark('hero_image', 'caption')
        img = ('<div class="field field-name-field-image field-type-image field-label-hidden"><div class="field-items"><div class="field-item even"><img typeof="foaf:Image" src="%s" width="620" height="413" alt=""></div></div></div>'
               '<div class="field field-name-field-image-caption field-type-text field-label-hidden"><div class="field-items"><div class="field-item even">%s (%s)</div></div></div>' % (ctx.img(620, 413), esc(caption_text(ctx)), esc(credit_text(ctx))))
    ctx.mark('tags')
    node = ('<div id="node-%d" class="node node-article node-promoted view-mode-full clearfix" about="/%s/%s" typeof="sioc:Item foaf:Document">'
            '<span property="dc:title" content="%s" class="rdf-meta element-hidden"></span><div class="submitted"><span property="dc:date dc:created" content="%s" datatype="xsd:dateTime">'
            'Submitted by <span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name">%s</span> on %s</span></div>'
            '<div class="content">%s<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">%s</div></div></div>'
            '<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">%s:&nbsp;</div><div class="field-items">%s</div></div></div>'
            '<ul class="links inline"><li class="comment-add first"><a href="/comment/reply/%d#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li><li class="statistics_counter last"><span>%d reads</span></li></ul>%s</div>'
            % (nid, ctx.secslug, ctx.slug, esc(st['hl']), ctx.iso(), esc(ctx.au()), esc(ctx.fdate(time=True)), img, body, esc(L['tags']),
               ''.join('<div class="field-item %s"><a href="/taxonomy/term/%d" typeof="skos:Concept" property="rdfs:label skos:prefLabel">%s</a></div>' % ('even' if i % 2 == 0 else 'odd', ctx.rng.randint(10, 900), esc(t)) for i, t in enumerate(tag_list(ctx))),
               nid, ctx.rng.randint(40, 5000), comments(ctx, 'generic', 'comment-wrapper', form=True, htag='h2').replace('<section id="comments"', '<section id="comments-%d"' % nid, 1) if ctx.m(0.5) else ''))
    main = ('<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix">%s<div id="content" class="column"><div class="section"><a id="main-content"></a>'
            '<h1 class="title" id="page-title">%s</h1><div class="tabs"></div><div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">%s</div></div></div></div></div>'
            '<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">%s</div></div></div></div></div>'
            % (bc, esc(st['hl']), node,
               ''.join('<div class="block block-views"><div class="content">%s</div></div>' % w for w in [
                   story_list(ctx, 'latest', L['latest'], 'view-latest-news', 6, date=True, htag='h2', wrap='div'),
                   story_list(ctx, 'most_read', L['most_read'], 'view-popular', 5, htag='h2', wrap='div') if ctx.m(0.6) else '',
                   events(ctx, 'view-events') if ctx.m(0.5) else '', weather(ctx, 'block-weather') if ctx.m(0.5) else ''])))
    ctx.mark('sidebar')
    ft = '<div id="footer-wrapper"><div class="section">%s</div></div></div></div>' % footer(ctx, 'region region-footer', 'div')
    return page(ctx, hdr + main + ft, ' class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-%d node-type-article"' % nid,
                '<meta name="Generator" content="Drupal 7 (http://drupal.org)">', 'NewsArticle', html_attrs=' dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/ dc: http://purl.org/dc/terms/"')


# ------------------------------------------------------------------ Drupal 9/10
def t_drupal9(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    nid = ctx.rng.randint(10000, 99999)
    ctx.url = ctx.a('/news/%d-%02d-%02d/%s' % (ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug))
    ctx.mark('header')
    hdr = ('<header role="banner" class="site-header"><div class="site-header__inner container"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="%s" alt="%s"></a>'
           '<div class="site-branding__name"><a href="/" rel="home">%s</a></div></div>'
           '<nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2>'
           '<ul class="menu menu--level-1">%s</ul></nav></div></header>' % (ctx.img(240, 60), esc(s['name']), esc(s['name']), nav_items(ctx, ' class="menu__item"', ' class="menu__link"')))
    top = ''
    if ctx.m(0.5):
        top = '<div class="region region-highlighted">%s</div>' % ticker(ctx, 'block-alert-banner')
    inserts = []
    if ctx.m(0.5):
        inserts.append('<div class="embedded-entity align-right">%s</div>' % inline_related(ctx, 'related-content-inline', 'box'))
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, 'block-ad-inline', 'label'))
    body = render_body(ctx, inserts, table=lambda r: '<div class="table-responsive">%s</div>' % default_table(r).replace('<table>', '<table class="table">'))
    ctx.mark('byline', 'date')
    dek = '<div class="field field--name-field-subhead field--type-string field--label-hidden field__item">%s</div>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap') or ctx.m(0.3):
        ctx.mark('hero_image', 'caption')
        img = ('<div class="field field--name-field-media-image field--type-entity-reference field--label-hidden field__item"><article class="media media--type-image media--view-mode-default">'
               '<img loading="lazy" src="%s" width="1200" height="800" alt=""><div class="field field--name-field-caption field--label-hidden field__item">%s</div>'
               '<div class="field field--name-field-credit field--label-hidden field__item">%s</div></article></div>' % (ctx.img(1200, 800), esc(caption_text(ctx)), esc(credit_text(ctx))))
    sh = '<div class="block block-addtoany">%s</div>' % share(ctx, 'a2a_kit a2a_kit_size_32 addtoany_list', label=False) if ctx.m(0.7) else ''
    tg = ''
    if ctx.m(0.8):
        ctx.mark('tags')
        tg = ((tagline(ctx, 'field field--name-field-tagline') if ctx.m(0.6) else '') + '<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">%s</div><div class="field__items">%s</div></div>'
              % (esc(L['tags']), ''.join('<div class="field__item"><a href="/taxonomy/term/%d" hreflang="en">%s</a></div>' % (ctx.rng.randint(1, 400), esc(t)) for t in tag_list(ctx))))
    art = ('<article data-history-node-id="%d" role="article" about="/node/%d" class="node node--type-article node--promoted node--view-mode-full">'
           '<header class="node__header"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">%s</span></h1>%s'
           '<div class="node__meta"><span class="node__author"><span class="field field--name-uid field--type-entity-reference field--label-hidden"><a title="View user profile." href="/user/%d" class="username">%s</a></span></span>'
           ' <span class="field field--name-created field--type-created field--label-hidden"><time datetime="%s" class="datetime">%s</time></span></div></header>'
           '<div class="node__content">%s%s<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div>%s</div></article>'
           % (nid, nid, esc(st['hl']), dek, ctx.rng.randint(2, 90), esc(ctx.au()), ctx.iso(), esc(ctx.fdate(time=True)), img, sh, body, tg))
    com = ''
    if ctx.m(0.5):
        com = '<section class="field field--name-comment field--type-comment field--label-above comment-wrapper">%s</section>' % comments(ctx, 'generic', 'comment', form=True, htag='h2')
    rel = '<div class="views-element-container block block-views">%s</div>' % cards(ctx, 'related', L['related_stories'], 'view-related-articles', 3, row_split=ctx.m(0.5), htag='h2')
    side = sidebar(ctx, [story_list(ctx, 'most_read', L['most_read'], 'block-views-block-popular', 5, numbered=True, htag='h2', wrap='div'),
                         newsletter(ctx, 'block-newsletter-signup') if ctx.m(0.6) else '', support(ctx, 'block-donate') if ctx.m(0.4) else ''],
                   'layout-sidebar-second region region-sidebar')
    main = ('<main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content"><div class="region region-content">%s<div id="block-mainpagecontent" class="block block-system block-system-main-block">%s</div>%s%s</div></div>%s</main>'
            % (breadcrumbs(ctx, 'breadcrumb') if ctx.m(0.6) else '', art, com, rel, side))
    ft = footer(ctx, 'site-footer')
    return page(ctx, '<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container">%s%s%s%s</div></div>' % (hdr, top, main, ft) + (cookie(ctx, 'eu-cookie-compliance-banner') if ctx.m(0.4) else ''),
                ' class="path-node page-node-type-article"', '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', 'NewsArticle')


# ------------------------------------------------------------------ Atex Polopoly (div layout, no <article>)
def t_polopoly(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    aid = ctx.rng.randint(10000000, 49999999)
    ctx.url = ctx.a('/%s/%s-%d.html' % (ctx.secslug, ctx.slug, aid))
    ctx.mark('header')
    hdr = ('<div id="masthead" class="masthead"><div class="masthead-top"><span class="date">%s</span><ul class="masthead-links"><li><a href="/subscribe/">%s</a></li><li><a href="/login/">%s</a></li><li><a href="/epaper/">%s</a></li></ul></div>'
           '<div class="masthead-logo"><a href="/"><img src="%s" alt="%s"></a></div><div id="navigation" class="p_navigation"><ul class="nav-level-1">%s</ul></div></div>'
           % (esc(ctx.fdate()), L['subscribe'], L['login'], L['e_edition'], ctx.img(400, 70), esc(s['name']), nav_items(ctx, ' class="nav-item"')))
    inserts = []
    if ctx.m(0.6):
        inserts.append(inline_ad(ctx, 'p_ad p_ad-mpu-inarticle', ctx.rng.choice(['label', 'continues'])))
    if ctx.m(0.6):
        inserts.append(inline_related(ctx, 'p_related-inline', ctx.rng.choice(['p', 'also'])))
    if ctx.m(0.3):
        inserts.append(newsletter(ctx, 'p_newsletter-inline', 'h3'))
    body = render_body(ctx, inserts, p='<p class="p_paragraph">{}</p>', h='<h3 class="p_subhead">{}</h3>')
    ctx.mark('byline', 'date', 'kicker')
    dek = '<p class="p_standfirst standfirst">%s</p>' % esc(st['dek']) if st['dek'] else ''
    img = hero(ctx, 'p_image lead-image') if (st.get('cap') or ctx.m(0.5)) else ''
    pw = ''
    if ctx.m(0.5):
        inserts.append(paywall(ctx, 'p_premium-gate'))
    art = ('<div class="p_article article-page" data-pp-id="1.%d"><div class="p_article-header"><span class="p_section-label"><a href="/%s/">%s</a></span>'
           '<h1 class="p_headline headline">%s</h1>%s<div class="p_article-meta"><span class="p_byline">%s</span><span class="p_timestamp">%s</span>%s</div></div>%s%s'
           '<div class="p_article-body body" id="article-body">%s</div>%s%s</div>'
           % (aid, ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, esc(ctx.au()), esc(ctx.fdate(time=True)),
              ('<span class="p_updated">' + time_tag(ctx, 'updated', updated=True) + '</span>') if ctx.m(0.5) else '', img,
              share(ctx, 'p_share-tools', label=True) if ctx.m(0.7) else '', body, pw,
              ('<div class="p_article-footer">%s%s</div>' % (tags(ctx, 'p_tags') if ctx.m(0.6) else '', origin(ctx, 'p_origin') if ctx.m(0.5) else ''))))
    rel = cards(ctx, 'related', L['related_stories'], 'p_teaser-list', 4, row_split=ctx.m(0.5), htag='h2')
    side = sidebar(ctx, [story_list(ctx, 'most_read', L['most_read'], 'p_most-read', 5, numbered=True, htag='h3', wrap='div'),
                         ad_slot(ctx, 'p_ad p_ad-mpu'), story_list(ctx, 'latest', L['latest'], 'p_latest', 5, date=True, htag='h3', wrap='div') if ctx.m(0.5) else '',
                         weather(ctx, 'p_weather') if ctx.m(0.3) else ''], 'p_column p_column-right', 'div')
    main = ('<div id="content" class="p_layout"><div class="p_row"><div class="p_column p_column-main">%s%s%s</div>%s</div></div>'
            % (breadcrumbs(ctx, 'p_breadcrumbs', '›') if ctx.m(0.6) else '', art, rel, side))
    ft = footer(ctx, 'p_footer', 'div')
    ck = cookie(ctx, 'p_consent') if ctx.m(0.6) else ''
    return page(ctx, '<div id="page" class="p_page">%s%s%s</div>%s' % (hdr, main, ft, ck), ' class="p_body article"',
                '<meta name="generator" content="Polopoly">', 'NewsArticle')


# ------------------------------------------------------------------ Hugo static blog (PaperMod-style)
def t_hugo(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/posts/%d/%02d/%s/' % (ctx.dt.year, ctx.dt.month, ctx.slug))
    ctx.mark('header')
    hdr = ('<header class="header"><nav class="nav"><div class="logo"><a href="/" accesskey="h" title="%s (Alt + H)">%s</a><div class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)"><svg aria-hidden="true"></svg></button></div></div>'
           '<ul id="menu"><li><a href="/posts/" title="Posts"><span>Posts</span></a></li><li><a href="/tags/" title="Tags"><span>Tags</span></a></li><li><a href="/archives/" title="Archive"><span>Archive</span></a></li>'
           '<li><a href="/about/" title="About"><span>About</span></a></li><li><a href="/search/" title="Search (Alt + /)" accesskey="/"><span>Search</span></a></li></ul></nav></header>' % (esc(s['name']), esc(s['name'])))
    ctx.mark('nav', 'breadcrumbs', 'date', 'reading_time', 'byline')
    body = render_body(ctx, [])
    art = ('<main class="main"><article class="post-single"><header class="post-header"><div class="breadcrumbs"><a href="/">Home</a>&nbsp;»&nbsp;<a href="/posts/">Posts</a></div>'
           '<h1 class="post-title entry-hint-parent">%s</h1><div class="post-meta"><span title="%s">%s</span>&nbsp;·&nbsp;%d min&nbsp;·&nbsp;%d words&nbsp;·&nbsp;%s</div></header>'
           '<div class="post-content">%s</div><footer class="post-footer"><ul class="post-tags">%s</ul>'
           '<nav class="paginav"><a class="prev" href="%s"><span class="title">« Prev</span><br><span>%s</span></a><a class="next" href="%s"><span class="title">Next »</span><br><span>%s</span></a></nav>'
           '<ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share on x" href="https://x.com/intent/tweet/?url=%s"><svg aria-hidden="true"></svg></a></li>'
           '<li><a target="_blank" rel="noopener noreferrer" aria-label="share on facebook" href="https://facebook.com/sharer/sharer.php?u=%s"><svg aria-hidden="true"></svg></a></li></ul></footer></article></main>'
           % (esc(st['hl']), ctx.dt.strftime('%Y-%m-%d %H:%M:%S %z'), esc(ctx.fdate()), ctx.minutes(), ctx.words(), esc(ctx.au()), body,
              ''.join('<li><a href="/tags/%s/">%s</a></li>' % (slugify(t), esc(t.lower())) for t in tag_list(ctx)),
              *[x for h, u in (ctx.hed_link('posts'), ctx.hed_link('posts')) for x in (u, esc(h))], quote(ctx.url, safe=''), quote(ctx.url, safe='')))
    ctx.mark('tags', 'prev_next', 'share')
    com = ''
    if ctx.m(0.6):
        com = disqus(ctx, 'comments-disqus')
    ft = ('<footer class="footer"><span>© %d <a href="/">%s</a></span> · <span>Powered by <a href="/about/hugo/" rel="noopener noreferrer">Hugo</a> &amp; <a href="/about/theme/" rel="noopener">PaperMod</a></span></footer>'
          % (ctx.dt.year, esc(s['name'])))
    ctx.mark('footer')
    return page(ctx, hdr + art + com + ft, ' class="list" id="top"', '<meta name="generator" content="Hugo 0.121.1">', 'BlogPosting',
                title='%s | %s' % (st['hl'], s['name']))


# ------------------------------------------------------------------ Jekyll (minima)
def t_jekyll(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/%s/%d/%02d/%02d/%s.html' % (ctx.secslug, ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug))
    ctx.mark('header', 'nav')
    hdr = ('<header class="site-header" role="banner"><div class="wrapper"><a class="site-title" rel="author" href="/">%s</a><nav class="site-nav"><input type="checkbox" id="nav-trigger" class="nav-trigger">'
           '<label for="nav-trigger"><span class="menu-icon"><svg viewBox="0 0 18 15" width="18px" height="15px"><path d="M18,1.484"/></svg></span></label><div class="trigger">'
           '<a class="page-link" href="/about/">About</a><a class="page-link" href="/observing/">Observing nights</a><a class="page-link" href="/archive/">Archive</a></div></nav></div></header>' % esc(s['name']))
    ctx.mark('date', 'byline')
    body = render_body(ctx, [])
    art = ('<main class="page-content" aria-label="Content"><div class="wrapper"><article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting">'
           '<header class="post-header"><h1 class="post-title p-name" itemprop="name headline">%s</h1><p class="post-meta"><time class="dt-published" datetime="%s" itemprop="datePublished">%s</time>'
           ' • <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">%s</span></span></p></header>'
           '<div class="post-content e-content" itemprop="articleBody">%s</div>%s<a class="u-url" href="%s" hidden></a></article></div></main>'
           % (esc(st['hl']), ctx.iso(), esc(ctx.dt.strftime('%b %-d, %Y')), esc(ctx.au()), body, disqus(ctx, 'comments') if ctx.m(0.5) else '', ctx.url))
    ft = ('<footer class="site-footer h-card"><data class="u-url" href="/"></data><div class="wrapper"><h2 class="footer-heading">%s</h2><div class="footer-col-wrapper"><div class="footer-col footer-col-1">'
          '<ul class="contact-list"><li class="p-name">Fenwick College Observatory Club</li><li><a class="u-email" href="mailto:observatory@%s">observatory@%s</a></li></ul></div>'
          '<div class="footer-col footer-col-2"><ul class="social-media-list"><li><a href="https://www.instagram.com/fenwickobservatory"><svg class="svg-icon"><use href="/assets/minima-social-icons.svg#instagram"></use></svg> <span class="username">fenwickobservatory</span></a></li></ul></div>'
          '<div class="footer-col footer-col-3"><p>News, images and observing notes from the Hartwell Observatory at Fenwick College.</p></div></div></div></footer>' % (esc(s['name']), ctx.domain, ctx.domain))
    ctx.mark('footer', 'social_follow')
    return page(ctx, hdr + art + ft, '', '<meta name="generator" content="Jekyll v4.3.2">', 'BlogPosting')


# ------------------------------------------------------------------ Tumblr theme
def t_tumblr(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pid = ctx.rng.randint(700000000000000000, 749999999999999999)
    ctx.url = ctx.a('/post/%d/%s' % (pid, ctx.slug))
    ctx.mark('header', 'site_heading')
    hdr = ('<div id="header"><div class="avatar"><a href="/"><img src="%s" alt=""></a></div><h1 class="blog-title"><a href="/">%s</a></h1>'
           '<div class="description"><p>Unofficial highlights from Oakdale police, fire and EMS radio traffic. Not affiliated with any agency. Tips: ask box is open.</p></div>'
           '<ul class="nav"><li><a href="/">Home</a></li><li><a href="/ask">Ask me anything</a></li><li><a href="/submit">Submit</a></li><li><a href="/archive">Archive</a></li></ul></div>'
           % (ctx.img(128, 128, '64'), esc(s['name'])))
    ctx.mark('nav', 'date', 'tags')
    body = render_body(ctx, [])
    notes = ctx.rng.randint(3, 60)
    post = ('<div id="content"><div class="post text" id="post-%d"><div class="post-content"><h2 class="title"><a href="%s">%s</a></h2><div class="body-text">%s</div></div>'
            '<div class="post-meta"><a class="date" href="%s">%s</a> <a class="notes" href="%s#notes">%d notes</a>'
            '<ul class="tags">%s</ul><div class="post-controls"><a class="reblog" href="/reblog/%d">Reblog</a> <a class="like" href="/like/%d">Like</a></div></div>'
            '<ol class="notes" id="notes">%s</ol></div>'
            '<div id="pagination"><a class="previous" href="/page/2">← Older posts</a></div></div>'
            % (pid, ctx.url, esc(st['hl']), body, ctx.url, esc(ctx.fdate(time=True)), ctx.url, notes,
               ''.join('<li><a href="/tagged/%s">#%s</a></li>' % (slugify(t), esc(t.lower())) for t in tag_list(ctx) + ['scanner', 'oakdale news']), pid, pid,
               ''.join('<li class="note like"><a href="/" class="avatar_frame"><img src="%s" class="avatar" alt=""></a><span class="action"><a href="/" rel="nofollow">%s</a> liked this</span></li>'
                       % (ctx.img(16, 16, '64'), n) for n in ['birchlane-neighbor', 'route9rider', 'oakdalemom', 'firefan-88'][:ctx.rng.randint(2, 4)])))
    ctx.mark('prev_next', 'comments')
    side = sidebar(ctx, ['<div class="widget"><h3>Recent posts</h3><ul>%s</ul></div>' % ''.join('<li><a href="%s">%s</a></li>' % (u, esc(h)) for h, u in (ctx.hed_link('post') for _ in range(5))),
                         '<div class="widget"><h3>Following</h3><p>Oakdale Fire Dept. · Valley County Sheriff · KWVX 7 News</p></div>'], 'sidebar', 'div')
    ctx.mark('latest')
    ft = '<div id="footer"><p>Theme: Redux Edit · Powered by Tumblr</p></div>'
    ctx.mark('footer')
    return page(ctx, '<div id="container">%s%s%s%s</div>' % (hdr, post, side, ft), ' class="tumblr-theme"', '<meta name="generator" content="Tumblr">', 'BlogPosting')


# ------------------------------------------------------------------ LinkedIn-article style
def t_linkedin(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/pulse/%s-%s-%s' % (ctx.slug, ctx.au_slug(), _h(ctx, 5)))
    ctx.mark('header')
    hdr = ('<header class="global-nav"><div class="global-nav__content"><a class="global-nav__logo" href="/feed/" aria-label="Workpost"><svg aria-hidden="true"></svg></a>'
           '<input class="search-global-typeahead__input" placeholder="%s" aria-label="%s"><nav class="global-nav__nav"><ul class="global-nav__primary-items">'
           '<li><a href="/feed/">Home</a></li><li><a href="/mynetwork/">My Network</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/messaging/">Messaging</a></li><li><a href="/notifications/">Notifications</a></li></ul></nav>'
           '<a class="nav__button-secondary" href="/signup/">Join now</a><a class="nav__button-primary" href="/login/">Sign in</a></div></header>' % (L['search'], L['search']))
    ctx.mark('nav', 'byline', 'date', 'share', 'hero_image')
    body = render_body(ctx, [], p='<p>{}</p>', h='<h2>{}</h2>')
    art = ('<main class="main" id="main-content"><section class="core-rail"><article class="article-main"><div class="cover-img"><img class="cover-img__image" src="%s" alt=""></div>'
           '<h1 class="pulse-title">%s</h1><div class="publisher-author-card"><a href="/in/%s"><img class="publisher-author-card__image" src="%s" alt="%s"></a><div class="publisher-author-card__details">'
           '<h3 class="base-main-card__title"><a href="/in/%s">%s</a></h3><h4 class="base-main-card__subtitle">Co-owner at Crumb &amp; Kettle Bakery</h4>'
           '<div class="base-main-card__metadata"><span class="date-published">%s</span></div></div><a class="follow-button" href="/in/%s/follow">+ Follow</a></div>'
           '<div class="article-main__content" data-test-id="publishing-text-block">%s</div></article>'
           '<div class="social-action-bar"><span class="social-counts-reactions">%d</span> <span class="social-counts-comments">%d Comments</span>'
           '<button>Like</button><button>Comment</button><a href="https://www.linkedin.com/sharing/share-offsite/?url=%s">Share</a></div></section></main>'
           % (ctx.img(1200, 400, 'media'), esc(st['hl']), ctx.au_slug(), ctx.img(72, 72, 'media'), esc(ctx.au()), ctx.au_slug(), esc(ctx.au()),
              esc(ctx.fdate()), ctx.au_slug(), body, ctx.rng.randint(20, 900), ctx.rng.randint(2, 60), quote(ctx.url, safe='')))
    ctx.mark('more_from', 'recommended', 'comments')
    more = story_list(ctx, 'more_from', 'More articles by %s' % ctx.au(), 'more-articles', 4, date=True, htag='h2', wrap='section')
    com = comments(ctx, 'generic', 'comments-list', form=False, htag='h2')
    rec = story_list(ctx, 'recommended', 'Explore topics', 'explore-topics', 6, htag='h2', wrap='section')
    ft = ('<footer class="li-footer"><ul class="li-footer__list"><li><a href="/about/">About</a></li><li><a href="/accessibility/">Accessibility</a></li><li><a href="/legal/user-agreement">User Agreement</a></li>'
          '<li><a href="/legal/privacy-policy">Privacy Policy</a></li><li><a href="/legal/cookie-policy">Cookie Policy</a></li><li><a href="/legal/copyright-policy">Copyright Policy</a></li></ul>'
          '<p class="li-footer__copy">Workpost © %d</p></footer>' % ctx.dt.year)
    ctx.mark('footer')
    ck = cookie(ctx, 'artdeco-global-alert') if ctx.m(0.7) else ''
    return page(ctx, ck + hdr + art + com + more + rec + ft, ' class="pulse-article"', '', 'Article', title='%s | Workpost' % st['hl'])


# ------------------------------------------------------------------ Press-release wire
def t_prwire(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    rid = ctx.rng.randint(300000000, 302999999)
    ctx.url = ctx.a('/news-releases/%s-%d.html' % (ctx.slug, rid))
    ctx.mark('header')
    hdr = ('<header class="site-header"><div class="container"><a class="navbar-brand" href="/"><img src="%s" alt="%s"></a>'
           '<ul class="nav navbar-nav"><li><a href="/news-releases/">News</a></li><li><a href="/products/">Products</a></li><li><a href="/contact-us/">Contact</a></li></ul>'
           '<div class="header-actions"><a class="btn" href="/account/login/">%s</a><a class="btn btn-primary" href="/account/signup/">Send a Release</a></div></div>'
           '<nav class="nav-sub"><ul><li><a href="/news-releases/all-news/">All News</a></li><li><a href="/news-releases/business-technology/">Business &amp; Money</a></li><li><a href="/news-releases/health/">Health</a></li>'
           '<li><a href="/news-releases/food-beverage/">Food &amp; Beverage</a></li><li><a href="/news-releases/policy-public-interest/">Policy &amp; Public Interest</a></li></ul></nav></header>'
           % (ctx.img(200, 50, 'mma'), esc(s['name']), L['login']))
    ctx.mark('nav', 'date', 'share', 'media_contact')
    org = st['au']
    body = render_body(ctx, [], p='<p>{}</p>', h='<p><b>{}</b></p>')
    dek = '<p class="subtitle">%s</p>' % esc(st['dek']) if st['dek'] else ''
    rel = ('<header class="container release-header"><div class="row"><div class="col-sm-12"><h1>%s</h1>%s</div></div>'
           '<div class="row"><div class="col-sm-8"><div class="meta"><a href="/news/%s/" class="company-name">News provided by <strong>%s</strong></a> <p class="mb-no">%s, %s ET</p></div></div>'
           '<div class="col-sm-4">%s</div></div></header>'
           % (esc(st['hl']), dek, slugify(org), esc(org), esc(ctx.dt.strftime('%b %d, %Y')), ctx.dt.strftime('%H:%M'), share(ctx, 'social-share', label=True)))
    mc = ('<p class="media-contact"><b>Media Contact:</b><br>%s<br>%s<br><a href="mailto:media@%s">media@%s</a></p>'
          % ('Jordan Ellery', esc(org), ctx.domain, ctx.domain))
    src = '<p class="source">SOURCE %s</p>' % esc(org)
    body_html = ('<section class="release-body container"><div class="row"><div class="col-lg-10 col-lg-offset-1">%s%s%s</div></div></section>' % (body, mc, src))
    ctx.mark('related', 'more_from')
    more = story_list(ctx, 'more_from', 'Also from this source', 'more-from-source', 3, date=True, htag='h3', wrap='section')
    oth = cards(ctx, 'related', 'Explore more news releases in similar topics', 'card-list', 4, htag='h3', kick=True)
    ft = ('<footer class="site-footer"><div class="container"><ul><li><a href="/contact-us/">%s</a></li><li><a href="/terms-of-use/">%s</a></li><li><a href="/privacy/">%s</a></li><li><a href="/sitemap/">%s</a></li></ul>'
          '<p>© %d NewsDesk Wire. All Rights Reserved. %s</p></div></footer>' % (L['contact'], L['terms'], L['privacy'], L['sitemap'], ctx.dt.year, esc(s['addr'])))
    ctx.mark('footer')
    ck = cookie(ctx, 'onetrust-banner') if ctx.m(0.7) else ''
    return page(ctx, hdr + '<main id="main">' + rel + body_html + more + oth + '</main>' + ft + ck, ' class="release-page"', '', 'NewsArticle',
                title='%s' % st['hl'])


# ------------------------------------------------------------------ Local TV (Nexstar/Gray style)
def t_localtv(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/news/%s/%s/' % (ctx.secslug, ctx.slug))
    ctx.mark('header')
    hdr = ('<header class="site-header"><div class="site-header__top"><a class="site-header__logo" href="/"><img src="%s" alt="%s"></a>'
           '<a class="site-header__watch" href="/live/">Watch Now</a><div class="site-header__weather"><a href="/weather/"><span class="temp">%d°</span> Sutter Ridge, CA</a></div></div>'
           '<nav class="site-header__nav"><ul>%s<li><a href="/weather/">Weather</a></li><li><a href="/live/">Live</a></li><li><a href="/contests/">Contests</a></li></ul></nav></header>'
           % (ctx.img(240, 80), esc(s['name']), ctx.rng.randint(60, 99), nav_items(ctx, n=6)))
    alert = ticker(ctx, 'breaking-alert', 'BREAKING', 1) if ctx.m(0.5) else ''
    inserts = [inline_ad(ctx, 'ad-unit ad-unit--inline', 'label')]
    if ctx.m(0.7):
        inserts.append(inline_related(ctx, 'related-link', 'p'))
    if ctx.m(0.4):
        inserts.append('<div class="video-inline"><div class="video-inline__player" data-video-id="%d"></div><p class="video-inline__caption">%s</p></div>' % (ctx.rng.randint(10 ** 6, 10 ** 7), 'VIDEO: ' + esc(ctx.hed())))
        ctx.mark('caption')
    body = render_body(ctx, inserts, min_gap=0)
    ctx.mark('byline', 'date')
    img = hero(ctx, 'article-featured-media') if (st.get('cap') or ctx.m(0.5)) else ''
    dl = ''
    if ctx.m(0.5):
        ctx.mark('newsletter_form')
        dl = '<div class="app-promo"><p>Download the KWVX 7 News app for breaking news alerts. Sign up for our <a href="/newsletters/">newsletters</a>.</p></div>'
    art = ('<article class="article"><header class="article-header"><div class="article-kicker"><a href="/news/%s/">%s</a></div><h1 class="article-title">%s</h1>'
           '<div class="article-meta"><span class="article-authors">%s: <a href="/author/%s/">%s</a></span> <time class="article-date" datetime="%s">%s: %s</time>%s</div>%s</header>%s'
           '<div class="article-content article-body rich-text">%s</div>%s%s</article>'
           % (ctx.secslug, esc(ctx.sec), esc(st['hl']), 'by', ctx.au_slug(), esc(ctx.au()), ctx.iso(), 'Posted', esc(ctx.fdate(time=True)),
              (' <time class="article-updated" datetime="%s">Updated: %s</time>' % (ctx.iso(ctx.upd()), esc(ctx.fdate(ctx.upd(), True)))) if ctx.m(0.7) else '',
              share(ctx, 'article-share', label=False, icons=ctx.m(0.5)), img, body,
              ('<p class="copyright-note"><em>Copyright %d Nexstar Media Inc. All rights reserved. This material may not be published, broadcast, rewritten, or redistributed.</em></p>' % ctx.dt.year) if ctx.m(0.5) else '',
              dl))
    ctx.mark('kicker')
    tr = story_list(ctx, 'trending', 'Trending Stories', 'trending-stories', 5, thumb=True, htag='h2', wrap='section')
    lt = story_list(ctx, 'latest', 'Latest News', 'latest-news', 6, date=True, htag='h2', wrap='section') if ctx.m(0.6) else ''
    side = sidebar(ctx, [weather(ctx, 'weather-module'), ad_slot(ctx, 'ad-unit ad-unit--rail'), tr], 'article-sidebar')
    ft = footer(ctx, 'site-footer', follow_line=True).replace('</footer>', '<p class="fcc">FCC Public File · EEO Report · Closed Captioning</p></footer>')
    ck = cookie(ctx) if ctx.m(0.4) else ''
    return page(ctx, hdr + alert + '<main class="site-main"><div class="container"><div class="row"><div class="col-main">%s%s</div>%s</div></div></main>' % (art, lt, side) + ft + ck,
                ' class="single-article"', '', 'NewsArticle')


# ------------------------------------------------------------------ Next.js / React with CSS modules
def t_nextjs(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/%s/%s' % (ctx.secslug, ctx.slug))

    def c(name):
        return '%s__%s' % (name, hashlib.md5((ctx.id + name).encode()).hexdigest()[:5])
    ctx.mark('header')
    hdr = ('<header class="%s"><div class="%s"><a class="%s" href="/">%s</a><nav class="%s"><ul class="%s">%s</ul></nav><div class="%s"><a href="/subscribe">%s</a><a href="/login">%s</a></div></div></header>'
           % (c('Header_header'), c('Header_inner'), c('Header_logo'), esc(s['name']), c('Header_nav'), c('Header_navList'),
              nav_items(ctx, ' class="%s"' % c('Header_navItem'), n=7), c('Header_actions'), L['subscribe'], L['login']))
    inserts = []
    if ctx.m(0.6):
        inserts.append('<div class="%s"><span class="%s">%s</span><div id="gpt-inline-1"></div></div>' % (c('AdSlot_wrapper'), c('AdSlot_label'), esc(L['ad'])))
        ctx.mark('inline_ad')
    if ctx.m(0.6):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<aside class="%s"><p class="%s">%s</p><a class="%s" href="%s">%s</a></aside>' % (c('RelatedInline_root'), c('RelatedInline_label'), esc(L['read_next']), c('RelatedInline_link'), u, esc(h)))
    if ctx.m(0.4):
        inserts.append(newsletter(ctx, c('NewsletterInline_root'), 'h4'))
    body = render_body(ctx, inserts, p='<p class="%s">{}</p>' % c('styles_paragraph'), h='<h2 class="%s">{}</h2>' % c('styles_subhead'))
    ctx.mark('byline', 'date', 'reading_time', 'kicker')
    dek = '<p class="%s">%s</p>' % (c('ArticleHeader_dek'), esc(st['dek'])) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = '<figure class="%s"><img alt="" src="%s" width="1200" height="800" decoding="async"><figcaption class="%s">%s <span class="%s">%s</span></figcaption></figure>' % (
            c('LeadImage_figure'), ctx.img(1200, 800), c('LeadImage_caption'), esc(st['cap']), c('LeadImage_credit'), esc(credit_text(ctx)))
    art = ('<main class="%s"><article class="%s"><header class="%s"><a class="%s" href="/%s">%s</a><h1 class="%s">%s</h1>%s<div class="%s"><span class="%s">%s <a href="/authors/%s">%s</a></span>'
           '<time class="%s" datetime="%s">%s</time><span class="%s">%s</span></div>%s</header>%s<div class="%s">%s</div>%s</article>'
           % (c('Layout_main'), c('Article_root'), c('ArticleHeader_root'), c('ArticleHeader_kicker'), ctx.secslug, esc(ctx.sec), c('ArticleHeader_headline'), esc(st['hl']), dek,
              c('ArticleHeader_meta'), c('Byline_root'), L['by'], ctx.au_slug(), esc(ctx.au()), c('Timestamp_root'), ctx.iso(), esc(ctx.fdate(time=True)),
              c('ReadingTime_root'), esc(L['min_read'].format(n=ctx.minutes())), share(ctx, c('ShareBar_root'), label=False, icons=True), img, c('styles_body'), body,
              tags(ctx, c('TagList_root'), label=False, path='/topics/%s') if ctx.m(0.6) else ''))
    rec = cards(ctx, 'recommended', L['recommended'], c('Recirculation_root'), 4, row_split=ctx.m(0.4))
    if ctx.m(0.6):
        rec += story_list(ctx, 'trending', L['trending'], c('Trending_root'), 5, thumb=True, htag='h2')
    mr = story_list(ctx, 'most_read', L['most_read'], c('MostRead_root'), 5, numbered=True, htag='h2')
    art += rec + mr + '</main>'
    ft = footer(ctx, c('Footer_root'))
    data = '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"slug":"%s"}},"page":"/[section]/[slug]","buildId":"%s"}</script>' % (ctx.slug, _h(ctx, 10))
    return page(ctx, '<div id="__next">%s%s%s</div>%s' % (hdr, art, ft, data), '', '<meta name="next-head-count" content="34">', 'NewsArticle')


# ------------------------------------------------------------------ Legacy hand-built table layout
def t_legacy(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/news/%d/%s.html' % (ctx.dt.year, ctx.slug))
    ctx.mark('header', 'nav', 'date', 'byline')
    secs = ' | '.join('<a href="/%s.html"><font color="#FFFFFF">%s</font></a>' % (slugify(x), esc(x)) for x in ['News', 'Sports', 'Obituaries', 'Classifieds', 'Church News', 'School News', 'Contact Us'])
    body = render_body(ctx, [], p='<p><font face="Georgia, Times New Roman" size="3">{}</font></p>',
                       table=lambda r: '<table border="1" cellpadding="4" cellspacing="0" width="90%%">%s</table>' % ''.join(
                           '<tr>%s</tr>' % ''.join('<td><font size="2">%s%s%s</font></td>' % ('<b>' if i == 0 else '', esc(x), '</b>' if i == 0 else '') for x in row) for i, row in enumerate(r)))
    side = ('<td width="180" valign="top" bgcolor="#EEEEEE"><font face="Arial" size="2"><b>%s</b><br>%s<br><br><b>%s</b><br>%s<br><br>'
            '<a href="/subscribe.html">%s</a> - $32 per year in county, $45 out of county<br><br><center><img src="%s" width="160" height="600" alt="%s"><br><font size="1">%s</font></center></font></td>'
            % ('Recent Stories', '<br>'.join('<a href="%s">%s</a>' % (u, esc(h)) for h, u in (ctx.hed_link('news') for _ in range(6))), L['weather'], weather(ctx, 'wx'),
               L['subscribe'], ctx.img(160, 600), esc(L['ad']), esc(L['ad'])))
    ctx.mark('latest', 'sidebar', 'inline_ad')
    evt = events(ctx, 'events') if ctx.m(0.6) else ''
    main = ('<td valign="top" width="580"><font face="Arial" size="2"><a href="/">%s</a> &gt; <a href="/news.html">News</a> &gt; %s</font><br><br>'
            '<font face="Georgia, Times New Roman" size="5"><b>%s</b></font><br><font face="Arial" size="2"><i>By %s, Staff Writer</i><br>%s</font><br>%s<br>%s'
            '<br><font face="Arial" size="2"><a href="/news.html">&lt;&lt; Back to News</a> | <a href="/print/%s.html">%s</a> | <a href="mailto:?subject=%s">Email this story</a></font><br><br>%s</td>'
            % (L['home'], esc(ctx.sec), esc(st['hl']), esc(ctx.au()), esc(ctx.dt.strftime('%A, %B %-d, %Y'))
               , ('<img src="%s" width="400" height="300" alt=""><br><font size="1"><i>%s</i></font><br>' % (ctx.img(400, 300), esc(caption_text(ctx)))) if ctx.m(0.5) else '',
               body, ctx.slug, L['print'], quote(st['hl']), evt))
    if 'font size="1"><i>' in main:
        ctx.mark('hero_image', 'caption')
    ctx.mark('breadcrumbs', 'share', 'footer')
    page_html = ('<table width="780" border="0" cellpadding="0" cellspacing="0" align="center"><tr><td colspan="2"><a href="/"><img src="%s" width="780" height="110" alt="%s" border="0"></a></td></tr>'
                 '<tr><td colspan="2" bgcolor="#003366" height="24"><font face="Arial" size="2" color="#FFFFFF">&nbsp;%s</font></td></tr>'
                 '<tr><td colspan="2"><font face="Arial" size="1">%s &middot; Serving Pine Hollow and Harlan County since 1911</font></td></tr><tr>%s%s</tr>'
                 '<tr><td colspan="2" align="center"><hr><font face="Arial" size="1">%s &middot; %s &middot; Phone %s<br>Copyright &copy; %d %s. All rights reserved. '
                 'No material may be reproduced without permission.<br><a href="/privacy.html">Privacy</a> | <a href="/contact.html">Contact</a> | <a href="/advertise.html">Advertise</a></font></td></tr></table>'
                 % (ctx.img(780, 110), esc(s['name']), secs, esc(ctx.dt.strftime('%A, %B %-d, %Y')), main, side, esc(s['name']), esc(s['addr']), esc(s['phone']), ctx.dt.year, esc(s['name'])))
    return page(ctx, page_html, ' bgcolor="#FFFFFF" topmargin="0" leftmargin="0"', '<meta name="generator" content="Microsoft FrontPage 6.0">', 'NewsArticle')
