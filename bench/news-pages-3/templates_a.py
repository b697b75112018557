"""Publishing-system templates, part A: commercial CMSes and WordPress themes."""
import uuid
from chrome import *  # noqa


def _uuid(ctx):
    return str(uuid.UUID(int=ctx.rng.getrandbits(128)))


# ------------------------------------------------------------------ Arc XP
def t_arc(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    d = ctx.dt
    ctx.url = ctx.a('/%s/%d/%02d/%02d/%s/' % (ctx.secslug, d.year, d.month, d.day, ctx.slug))
    ctx.mark('header')
    hdr = ('<header class="site-header" data-qa="site-header"><a class="skip-link" href="%s#main-content">%s</a>'
           '<div class="header-nav"><button type="button" data-qa="sc-menu-button" aria-label="%s">%s</button>'
           '<a class="masthead-logo" data-qa="masthead-logo" href="/" aria-label="%s"><svg aria-hidden="true"><use href="/assets/logo.svg#m"></use></svg></a>'
           '<div class="header-actions"><a data-qa="sc-subscribe-button" href="/subscribe/">%s</a><a data-qa="sc-sign-in" href="/login/">%s</a></div></div>'
           '<nav data-qa="sc-section-nav" class="section-nav"><ul>%s</ul></nav></header>'
           % (ctx.url, L['skip'], L['menu'], L['menu'], esc(s['name']), L['subscribe'], L['login'], nav_items(ctx, n=8)))
    top = ticker(ctx, 'breaking-news-bar') if ctx.m(0.4) else ''
    inserts = [inline_ad(ctx, 'dsktp-zone', 'continues')]
    if ctx.m(0.7):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<div class="interstitial-link" data-qa="interstitial-link"><b>%s:</b> <a href="%s">%s</a></div>' % (L['read_more'].capitalize(), u, esc(h)))
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, 'dsktp-zone', 'continues'))
    if ctx.m(0.5):
        inserts.append(newsletter(ctx, 'newsletter-inline', 'h4'))
    body = render_body(ctx, inserts, p='<p data-el="text" dir="null" class="wpds-c-cYdRxM wpds-c-cYdRxM-iPJLV-css overrideStyles">{}</p>',
                       h='<h3 data-el="text" class="wpds-c-jTmZkF">{}</h3>', ul='<ul class="list">{}</ul>',
                       li='<li data-el="text" class="wpds-c-kxOdnb">{}</li>', min_gap=1)
    dek = '<h2 data-qa="subheadline" class="subheadline wpds-c-fJKSbB">%s</h2>' % esc(st['dek']) if st['dek'] else ''
    art = ('<main id="main-content" data-qa="main"><div class="grid-layout"><div class="headline-kicker">%s</div>'
           '<h1 data-qa="headline" class="headline wpds-c-iiQaMf"><span data-qa="headline-text">%s</span></h1>%s'
           '<div data-qa="byline-and-date" class="byline-wrapper"><div data-qa="author-byline" class="byline">%s <span data-qa="author-name">%s</span></div>'
           '<div data-qa="timestamp" class="display-date">%s</div></div>%s%s'
           '<div class="article-body grid-center" data-qa="article-body">%s</div>%s%s</div>'
           % (kicker(ctx, 'kicker-label'), esc(st['hl']), dek, L['by'], author_link(ctx, 'wpds-c-author', '/people/%s/'),
              time_tag(ctx, 'display-date-text', label=False),
              share(ctx, 'share-bar', label=False, icons=True) if ctx.m(0.8) else '',
              hero(ctx, 'lead-art') if st.get('cap') else '',
              body, tagline(ctx, 'author-tagline') if ctx.m(0.7) else '',
              author_bio(ctx, 'author-bio-card', heading=False) if ctx.m(0.5) else ''))
    after = (cards(ctx, 'related', L['related_stories'], 'related-grid', 3) if ctx.m(0.6) else '') + \
        story_list(ctx, 'most_read', L['most_read'], 'most-read', 5, numbered=True) + \
        ('<div class="comments-entry" data-qa="comments-btn"><button type="button">%s</button></div>' % esc(L['comments'].format(n=ctx.rng.randint(3, 90))) if ctx.m(0.6) else '')
    if 'comments-entry' in after:
        ctx.mark('comments')
    art += after + '</main>'
    ft = footer(ctx, 'footer')
    return page(ctx, '<div id="fusion-app">%s%s%s%s</div>' % (hdr, top, art, ft), ' class="article-page"',
                '<meta name="generator" content="Arc XP">', 'NewsArticle')


# ------------------------------------------------------------------ BLOX / TownNews
def t_blox(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    u = _uuid(ctx)
    ctx.url = ctx.a('/news/%s/%s/article_%s.html' % (ctx.secslug, ctx.slug, u))
    ctx.mark('header')
    hdr = ('<header id="site-header" class="tnt-header hidden-print"><div id="site-top-nav-container"><ul id="site-top-nav" class="nav navbar-nav">'
           '<li><a href="/e-edition/">%s</a></li><li><a href="/subscribe/">%s</a></li><li><a href="/users/login/">%s</a></li></ul></div>'
           '<div id="site-logo-container"><a href="/" class="site-logo" aria-label="%s"><img src="%s" alt="%s"></a></div>'
           '<div id="site-navbar-container"><nav id="main-navigation-nav" class="navbar"><ul class="nav navbar-nav">%s</ul></nav></div></header>'
           % (L['e_edition'], L['subscribe'], L['login'], esc(s['name']), ctx.img(600, 120, 'bloximages'), esc(s['name']), nav_items(ctx)))
    top = weather(ctx, 'tnt-weather-bar') if ctx.m(0.4) else ''
    if ctx.m(0.4):
        top += ticker(ctx, 'tnt-breaking-news')
    inserts = [inline_ad(ctx, 'tncms-region tnt-ads-container', 'label')]
    if ctx.m(0.5):
        inserts.append(inline_related(ctx, 'tnt-inline-related', 'p'))
    if ctx.m(0.35):
        inserts.append(newsletter(ctx, 'tnt-newsletter-inline', 'h4'))
    pw = ''
    if ctx.m(0.5):
        inserts.append(paywall(ctx, 'tnt-subscriber-only'))
    body = render_body(ctx, inserts)
    dek = '<h2 class="subhead"><span>%s</span></h2>' % esc(st['dek']) if st['dek'] else ''
    photo = ''
    if st.get('cap') or ctx.m(0.4):
        ctx.mark('hero_image', 'caption')
        photo = ('<div class="asset-photo"><figure class="photo layout-horizontal"><div class="image"><img class="tnt-image img-responsive" src="%s" alt=""></div>'
                 '<figcaption class="caption"><div class="caption-text"><p>%s</p></div><span class="tnt-byline">%s</span></figcaption></figure></div>'
                 % (ctx.img(1024, 683, 'bloximages'), esc(caption_text(ctx)), esc(credit_text(ctx))))
    ctx.mark('byline', 'date')
    end = tagline(ctx, 'tnt-tagline') if ctx.m(0.8) else ''
    if ctx.m(0.4):
        end += correction(ctx, 'tnt-correction')
    art = ('<article itemscope itemtype="http://schema.org/NewsArticle" class="asset story" id="asset-%s">'
           '<header class="asset-header"><div class="meta"><span class="kicker"><a href="/news/%s/">%s</a></span></div>'
           '<h1 class="headline"><span class="asset-headline speakable-headline" itemprop="headline">%s</span></h1>%s'
           '<div class="asset-masthead"><ul class="list-inline"><li><span class="asset-byline">%s <a href="/users/profile/%s/">%s</a></span></li>'
           '<li><time datetime="%s" class="tnt-date asset-date text-muted">%s</time></li></ul></div>%s</header>%s'
           '<div class="asset-body">%s<div id="article-body" itemprop="articleBody" class="asset-content subscriber-premium">%s</div>%s</div>'
           '<div class="asset-tags"><ul class="list-inline">%s</ul></div>%s</article>'
           % (u, ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, L['by'], ctx.au_slug(), esc(ctx.au()), ctx.iso(), esc(ctx.fdate(time=True)),
              share(ctx, 'share-container content-above tnt-share', label=False) if ctx.m(0.7) else '', photo, pw, body, end,
              ''.join('<li><a class="tnt-keyword-tag" href="/search/?k=%s">%s</a></li>' % (slugify(t), esc(t)) for t in tag_list(ctx)),
              cards(ctx, 'related', L['related_stories'], 'asset-related-items', 3, htag='h3') if ctx.m(0.6) else ''))
    ctx.mark('tags', 'kicker')
    side = sidebar(ctx, [ad_slot(ctx, 'tnt-ad-rail'), story_list(ctx, 'most_read', L['most_read'], 'tnt-most-popular', 5, thumb=ctx.m(0.5)),
                         newsletter(ctx, 'tnt-newsletter-rail') if ctx.m(0.4) else '', events(ctx, 'tnt-calendar') if ctx.m(0.4) else '',
                         media_kit(ctx, 'tnt-media-kit') if ctx.m(0.5) else ''], 'col-md-4 col-sm-12 hidden-print', 'aside')
    com = comments(ctx, 'generic', 'tnt-comments', form=ctx.m(0.5)) if ctx.m(0.4) else ''
    main = ('<div id="main-page-container"><div class="container"><div class="row"><div class="col-md-8 main-content">%s%s%s</div>%s</div></div></div>'
            % (breadcrumbs(ctx, 'tnt-breadcrumbs') if ctx.m(0.4) else '', art, com, side))
    ck = cookie(ctx, 'tnt-cookie') if ctx.m(0.3) else ''
    return page(ctx, hdr + top + main + footer(ctx, 'site-footer') + ck, ' class="asset-page asset-type-article"',
                '<meta name="generator" content="BLOX CMS">', 'NewsArticle')


# ------------------------------------------------------------------ Brightspot
def t_brightspot(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/%s/%d-%02d-%02d/%s' % (ctx.secslug, ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug))
    ctx.mark('header')
    hdr = ('<bsp-header class="Page-header"><div class="Page-header-bar"><a class="Page-header-logo" href="/"><img src="%s" alt="%s"></a>'
           '<a class="Page-header-donate" href="/donate/">%s</a><div class="Page-header-live"><span>%s</span> <a href="/listen/">Listen Live · 88.9 FM</a></div></div>'
           '<nav class="Page-header-navigation"><ul class="Navigation-items">%s</ul></nav></bsp-header>'
           % (ctx.img(400, 80, 'static'), esc(s['name']), L['donate'], L['search'], nav_items(ctx, ' class="NavigationItem"', ' class="NavigationItem-text-link"', 7)))
    sh = share(ctx, 'ActionBar', label=False, icons=ctx.m(0.5)) if ctx.m(0.8) else ''
    inserts = []
    if ctx.m(0.7):
        h, u = ctx.hed_link()
        ctx.mark('inline_related')
        inserts.append('<div class="Enhancement" data-align-center><ps-promo class="PagePromo" data-content-type="article"><div class="PagePromo-content">'
                       '<div class="PagePromo-category">%s</div><div class="PagePromo-title"><a class="Link" href="%s">%s</a></div></div></ps-promo></div>'
                       % (esc(L['related']), u, esc(h)))
    if ctx.m(0.6):
        inserts.append('<div class="Enhancement">%s</div>' % support(ctx, 'DonateModule', 'h3'))
    body = render_body(ctx, inserts, p='<p>{}</p>', h='<h2>{}</h2>')
    dek = '<div class="ArticlePage-subHeadline"><p>%s</p></div>' % esc(st['dek']) if st['dek'] else ''
    ctx.mark('byline', 'date')
    lead = ''
    if st.get('cap'):
        lead = '<div class="ArticlePage-lead">%s</div>' % hero(ctx, 'Figure')
    art = ('<div class="ArticlePage-mainContent"><div class="ArticlePage-breadcrumbs"><a class="Link" href="/%s/">%s</a></div>'
           '<h1 class="ArticlePage-headline">%s</h1>%s<div class="ArticlePage-contributors"><div class="ArticlePage-authors"><div class="ArticlePage-authorInfo">'
           '<div class="ArticlePage-authorName" itemprop="author"><span class="ArticlePage-authorBy">%s</span> <a class="Link" href="/people/%s">%s</a></div>'
           '<div class="ArticlePage-authorTitle">%s</div></div></div></div>'
           '<div class="ArticlePage-timestamp"><div class="ArticlePage-datePublished">%s</div></div>%s%s'
           '<div class="ArticlePage-articleBody"><div class="RichTextArticleBody RichTextBody">%s</div></div>%s%s</div>'
           % (ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, L['by'], ctx.au_slug(), esc(ctx.au()), esc(ctx.sec + ' Reporter'),
              esc(ctx.fdate(time=True)), sh, lead, body,
              tags(ctx, 'ArticlePage-tags', path='/tags/%s') if ctx.m(0.6) else '',
              author_bio(ctx, 'ArticlePage-authorBio') if ctx.m(0.5) else ''))
    ctx.mark('breadcrumbs')
    aside = ('<aside class="ArticlePage-aside">%s%s</aside>'
             % (story_list(ctx, 'latest', L['latest'], 'List', 5, date=True, htag='h2', wrap='div'), newsletter(ctx, 'NewsletterSignupInline') if ctx.m(0.5) else ''))
    ctx.mark('sidebar')
    more = cards(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'PageList', 4, row_split=ctx.m(0.5), card_tag='ps-promo') if ctx.m(0.7) else ''
    main = '<main class="Page-main"><div class="Page-content"><div class="ArticlePage-content">%s%s</div>%s</div></main>' % (art, aside, more)
    ft = footer(ctx, 'Page-footer', follow_line=True)
    return page(ctx, '<div class="Page-above"></div>%s%s%s' % (hdr, main, ft), ' class="ArticlePage" data-content-type="article"',
                '<meta name="brightspot.contentId" content="00000%d-a8c1-d4e1-a7ff-fbe9c7f10000">' % ctx.rng.randint(100, 999), 'Article')


# ------------------------------------------------------------------ WordPress: Zox News
def t_zox(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/%d/%02d/%02d/%s/' % (ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug))
    ctx.mark('header')
    hdr = ('<header id="mvp-main-head-wrap" class="left relative"><nav id="mvp-main-nav-wrap" class="left relative"><div id="mvp-main-nav-top" class="left relative">'
           '<div class="mvp-main-box"><div id="mvp-nav-top-wrap" class="left relative"><div class="mvp-nav-top-right-out left relative"><div class="mvp-nav-top-right-in">'
           '<div class="mvp-nav-top-cont left relative"><div class="mvp-nav-top-left-out relative"><div class="mvp-nav-top-left">'
           '<div class="mvp-nav-logo-reg"><a href="/" itemprop="url"><img itemprop="logo" src="%s" alt="%s"></a></div>%s</div></div></div></div>'
           '<div class="mvp-nav-top-right"><span class="mvp-nav-search-but fa fa-search fa-2 mvp-search-click"></span></div></div></div></div></div>'
           '<div id="mvp-main-nav-bot" class="left relative"><div class="mvp-main-box"><div class="mvp-nav-menu left"><div class="menu-main-menu-container"><ul id="menu-main-menu" class="menu">%s</ul></div></div></div></div></nav></header>'
           % (ctx.img(300, 60), esc(s['name']), site_heading(ctx, 'h2', 'mvp-logo-title') if ctx.m(0.8) else '', nav_items(ctx, ' class="menu-item menu-item-type-taxonomy"')))
    tick = ''
    if ctx.m(0.5):
        tick = ticker(ctx, 'mvp-ticker', L['trending'])
    inserts = []
    if ctx.m(0.6):
        inserts.append(inline_related(ctx, 'mvp-inline-related', ctx.rng.choice(['p', 'also'])))
    if ctx.m(0.6):
        inserts.append('<div class="mvp-post-ad-wrap"><span class="mvp-ad-label">%s</span><div class="mvp-post-ad">%s</div></div>' % (esc(L['ad']), ''))
        ctx.mark('inline_ad')
    if ctx.m(0.3):
        inserts.append(newsletter(ctx, 'mvp-newsletter-inline', 'h4'))
    body = render_body(ctx, inserts)
    ctx.mark('kicker', 'byline', 'date')
    dek = '<span class="mvp-post-excerpt left"><p>%s</p></span>' % esc(st['dek']) if st['dek'] else ''
    feat = ''
    if st.get('cap') or ctx.m(0.5):
        ctx.mark('hero_image', 'caption')
        feat = ('<div id="mvp-post-feat-img" class="left relative mvp-post-feat-img-wide2" itemprop="image"><img src="%s" alt="" width="1000" height="600">'
                '<span class="mvp-post-img-cap">%s</span></div>' % (ctx.img(1000, 600), esc(caption_text(ctx))))
    (h1, u1), (h2, u2) = ctx.hed_link(), ctx.hed_link()
    ctx.mark('prev_next')
    pn = ('<div class="mvp-prev-next-wrap left relative"><div class="mvp-prev-post-wrap left relative"><a href="%s" rel="bookmark"><div class="mvp-prev-next-cont left relative">'
          '<div class="mvp-prev-next-text left relative"><span class="mvp-prev-next-label left relative">Don\'t Miss</span><p>%s</p></div></div></a></div>'
          '<div class="mvp-next-post-wrap right relative"><a href="%s" rel="bookmark"><div class="mvp-prev-next-cont left relative"><div class="mvp-prev-next-text left relative">'
          '<span class="mvp-prev-next-label left relative">Up Next</span><p>%s</p></div></div></a></div></div>' % (u1, esc(h1), u2, esc(h2)))
    ctx.mark('tags')
    tg = ('<div class="mvp-post-tags"><span class="mvp-post-tags-header">Related Topics:</span><span itemprop="keywords">%s</span></div>'
          % ', '.join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in tag_list(ctx)))
    ctx.mark('author_bio')
    ab = ('<div id="mvp-author-box-wrap" class="left relative"><div class="mvp-author-box-out right relative"><div id="mvp-author-box-img" class="left relative"><img src="%s" alt="" width="60" height="60"></div>'
          '<div class="mvp-author-box-in"><div id="mvp-author-box-head" class="left relative"><span class="mvp-author-box-name-head left"><span class="mvp-author-box-name left"><a href="/author/%s/">%s</a></span></span></div></div></div>'
          '<div id="mvp-author-box-text" class="left relative"><p>%s</p></div></div>' % (ctx.img(60, 60), ctx.au_slug(), esc(ctx.au()), esc(bio_text(ctx))))
    com = ''
    if ctx.m(0.6):
        com = '<div id="mvp-comments-button" class="left relative mvp-com-click"><span class="mvp-comment-but-text">Click to comment</span></div>' + comments(ctx, 'wp')
    rel = ('<div id="mvp-related-posts" class="left relative"><h4 class="mvp-widget-home-title"><span class="mvp-widget-home-title">You may like</span></h4><ul class="mvp-related-posts-list left related">%s</ul></div>'
           % ''.join('<li><div class="mvp-related-img left relative"><a href="%s"><img src="%s" alt=""></a></div><div class="mvp-related-text left relative"><a href="%s">%s</a></div></li>'
                     % (u, ctx.img(400, 240), u, esc(h)) for h, u in (ctx.hed_link() for _ in range(ctx.rng.choice([3, 6])))))
    ctx.mark('recommended')
    art = ('<article id="mvp-article-wrap" itemscope itemtype="http://schema.org/NewsArticle"><div id="mvp-article-cont" class="left relative"><div class="mvp-main-box"><div id="mvp-post-main" class="left relative">'
           '<header id="mvp-post-head" class="left relative"><h3 class="mvp-post-cat left relative"><a class="mvp-post-cat-link" href="/category/%s/"><span class="mvp-post-cat left">%s</span></a></h3>'
           '<h1 class="mvp-post-title left entry-title" itemprop="headline">%s</h1>%s'
           '<div class="mvp-author-info-wrap left relative"><div class="mvp-author-info-thumb left relative"><img src="%s" alt="" width="46" height="46"></div>'
           '<div class="mvp-author-info-text left relative"><div class="mvp-author-info-date left relative"><p>Published</p> <span class="mvp-post-date">%s</span> <p>on</p> '
           '<span class="mvp-post-date updated"><time class="post-date updated" itemprop="datePublished" datetime="%s">%s</time></span></div>'
           '<div class="mvp-author-info-name left relative" itemprop="author"><p>By</p> <span class="author-name vcard fn author"><a href="/author/%s/">%s</a></span></div></div></div></header>'
           '<div id="mvp-post-content" class="left relative">%s<div id="mvp-content-wrap" class="left relative"><div class="mvp-post-soc-out right relative">%s<div class="mvp-post-soc-in">'
           '<div id="mvp-content-body" class="left relative"><div id="mvp-content-body-top" class="left relative"><div id="mvp-content-main" class="left relative">%s</div></div>'
           '<div id="mvp-content-bot" class="left">%s%s%s%s</div></div></div></div></div></div></div></div></div></article>'
           % (ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, ctx.img(46, 46), esc(L['ago'].format(n=ctx.rng.randint(2, 22))), ctx.iso(), esc(ctx.fdate()),
              ctx.au_slug(), esc(ctx.au()), feat, share(ctx, 'mvp-post-soc-wrap', label=False, icons=True), body, tg, pn, ab, com + rel))
    side = ('<div id="mvp-side-wrap" class="left relative theiaStickySidebar">%s%s%s</div>'
            % ('<section class="mvp-side-widget">%s</section>' % story_list(ctx, 'trending', L['trending'], 'mvp-widget-feat2-side', 5, thumb=True, date=True, htag='h4'),
               '<section class="mvp-side-widget">%s</section>' % ad_slot(ctx, 'mvp-widget-ad'),
               '<section class="mvp-side-widget">%s</section>' % newsletter(ctx, 'mvp-newsletter') if ctx.m(0.4) else ''))
    ctx.mark('sidebar')
    ft = ('<footer id="mvp-foot-wrap" class="left relative"><div id="mvp-foot-top" class="left relative"><div class="mvp-main-box"><div id="mvp-foot-logo" class="left relative"><a href="/"><img src="%s" alt="%s"></a></div>'
          '<div id="mvp-foot-soc" class="left relative">%s</div><div id="mvp-foot-menu-wrap" class="left relative"><div id="mvp-foot-menu" class="left relative"><ul class="menu">%s</ul></div></div></div></div>'
          '<div id="mvp-foot-bot" class="left relative"><div class="mvp-main-box"><div id="mvp-foot-copy" class="left relative"><p>Copyright © %d %s. Theme by MVP Themes, powered by WordPress.</p></div></div></div></footer>'
          % (ctx.img(300, 60), esc(s['name']), follow(ctx, 'mvp-foot-soc-list'), nav_items(ctx, ' class="menu-item"', n=6), ctx.dt.year, esc(s['name'])))
    ctx.mark('footer')
    wrap = ('<div id="mvp-site" class="left relative"><div id="mvp-site-wall" class="left relative"><div id="mvp-site-main" class="left relative">%s%s'
            '<div id="mvp-main-body-wrap" class="left relative"><div class="mvp-main-box"><div id="mvp-post-side-wrap">%s%s</div></div></div>%s</div></div></div>'
            % (hdr, tick, art, side, ft))
    return page(ctx, wrap + (cookie(ctx, 'mvp-cookie') if ctx.m(0.4) else ''),
                ' class="post-template-default single single-post postid-%d single-format-standard"' % ctx.rng.randint(1000, 99999),
                '<meta name="generator" content="WordPress 6.4.3">', 'NewsArticle', graph=True)


# ------------------------------------------------------------------ WordPress: MH Magazine
def t_mhmag(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pid = ctx.rng.randint(1000, 99999)
    ctx.url = ctx.a('/%s/%s/' % (ctx.secslug, ctx.slug))
    ctx.mark('header', 'site_heading')
    pre = ('<div class="mh-preheader"><div class="mh-container mh-container-inner mh-row mh-clearfix"><div class="mh-header-bar-content mh-header-bar-top-left mh-col-2-3 mh-clearfix">'
           '<div class="mh-header-date mh-header-date-top">%s</div><nav class="mh-navigation mh-header-nav"><ul class="menu"><li><a href="/about/">%s</a></li><li><a href="/contact/">%s</a></li><li><a href="/advertise/">%s</a></li></ul></nav></div></div></div>'
           % (esc(ctx.fdate()), L['about'], L['contact'], L['advertise']))
    hdr = ('<header class="mh-header" itemscope="itemscope"><div class="mh-container mh-container-inner mh-row mh-clearfix"><div class="mh-custom-header mh-clearfix">'
           '<div class="mh-site-identity"><div class="mh-site-logo" role="banner"><div class="mh-header-text"><a class="mh-header-text-link" href="/" title="%s" rel="home">'
           '<h2 class="mh-header-title">%s</h2><h3 class="mh-header-tagline">%s</h3></a></div></div></div></div></div>'
           '<div class="mh-main-nav-wrap"><nav class="mh-navigation mh-main-nav mh-container mh-container-inner mh-clearfix"><div class="menu-main-container"><ul id="menu-main" class="menu">%s</ul></div></nav></div></header>'
           % (esc(s['name']), esc(s['name']), 'Local news for the Brookside area since 1922', nav_items(ctx, ' class="menu-item menu-item-type-taxonomy"')))
    if ctx.m(0.5):
        hdr += ('<div class="mh-header-ticker">%s</div>' % ticker(ctx, 'mh-ticker', 'Latest'))
    inserts = []
    if ctx.m(0.5):
        inserts.append(inline_related(ctx, 'mh-related-inline', 'p'))
    if ctx.m(0.5):
        inserts.append(inline_ad(ctx, 'mh-ad-spot', 'label'))
    body = render_body(ctx, inserts, fig=lambda c: default_fig(ctx, c, 'wp-caption aligncenter'))
    ctx.mark('byline', 'date', 'kicker')
    meta = ('<p class="mh-meta entry-meta"><span class="entry-meta-date updated"><i class="far fa-clock"></i><a href="/%d/%02d/">%s</a></span>'
            '<span class="entry-meta-author author vcard"><i class="fa fa-user"></i><a class="fn" href="/author/%s/">%s</a></span>'
            '<span class="entry-meta-categories"><i class="far fa-folder-open"></i><a href="/%s/" rel="category tag">%s</a></span>'
            '<span class="entry-meta-comments"><i class="far fa-comment"></i><a class="mh-comment-scroll" href="%s#mh-comments">0</a></span></p>'
            % (ctx.dt.year, ctx.dt.month, esc(ctx.fdate()), ctx.au_slug(), esc(ctx.au()), ctx.secslug, esc(ctx.sec), ctx.url))
    thumb = ''
    if ctx.m(0.6):
        ctx.mark('hero_image', 'caption')
        thumb = '<figure class="entry-thumbnail"><img src="%s" alt="" width="678" height="381"><figcaption class="wp-caption-text">%s</figcaption></figure>' % (ctx.img(678, 381), esc(caption_text(ctx)))
    sh = share(ctx, 'mh-social-top', label=False) if ctx.m(0.6) else ''
    ctx.mark('tags')
    art = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s">'
           '<header class="entry-header mh-clearfix"><h1 class="entry-title">%s</h1>%s</header>%s%s'
           '<div class="entry-content mh-clearfix">%s</div><div class="entry-tags mh-clearfix"><i class="fa fa-tag"></i><ul>%s</ul></div></article>'
           % (pid, pid, ctx.secslug, esc(st['hl']), meta, thumb, sh, body,
              ''.join('<li><a href="/tag/%s/" rel="tag">%s</a></li>' % (slugify(t), esc(t)) for t in tag_list(ctx))))
    (h1, u1), (h2, u2) = ctx.hed_link(), ctx.hed_link()
    ctx.mark('prev_next')
    pn = ('<nav class="mh-post-nav mh-row mh-clearfix" itemscope="itemscope"><div class="mh-col-1-2 mh-post-nav-item mh-post-nav-prev"><a href="%s" rel="prev"><img src="%s" alt=""><span>Previous</span><p>%s</p></a></div>'
          '<div class="mh-col-1-2 mh-post-nav-item mh-post-nav-next"><a href="%s" rel="next"><img src="%s" alt=""><span>Next</span><p>%s</p></a></div></nav>'
          % (u1, ctx.img(80, 60), esc(h1), u2, ctx.img(80, 60), esc(h2)))
    ab = ''
    if ctx.m(0.6):
        ctx.mark('author_bio')
        ab = ('<div class="mh-author-box mh-clearfix"><figure class="mh-author-box-avatar"><img src="%s" alt="" width="90" height="90"></figure>'
              '<div class="mh-author-box-header"><span class="mh-author-box-name">About %s</span><span class="mh-author-box-postcount"><a href="/author/%s/">%d Articles</a></span></div>'
              '<div class="mh-author-box-bio">%s</div></div>' % (ctx.img(90, 90), esc(ctx.au()), ctx.au_slug(), ctx.rng.randint(20, 900), esc(bio_text(ctx))))
    ctx.mark('related')
    rel = ('<section class="mh-related-content"><h3 class="mh-widget-title mh-related-content-title"><span class="mh-widget-title-inner">Related Articles</span></h3><div class="mh-related-wrap mh-clearfix"><div class="mh-row mh-clearfix">%s</div></div></section>'
           % ''.join('<article class="mh-col-1-3 mh-posts-grid-col mh-clearfix post type-post"><div class="mh-posts-grid-thumb"><a class="mh-thumb-icon" href="%s"><img src="%s" alt=""></a>'
                     '<div class="mh-image-caption mh-posts-grid-caption">%s</div></div><h3 class="entry-title mh-posts-grid-title"><a href="%s" rel="bookmark">%s</a></h3>'
                     '<div class="mh-meta entry-meta"><span class="entry-meta-date updated"><i class="far fa-clock"></i>%s</span></div></article>'
                     % (u, ctx.img(326, 245), esc(ctx.sec), u, esc(h), esc(ctx.fdate(ctx.older()))) for h, u in (ctx.hed_link() for _ in range(3))))
    ctx.mark('reply_form')
    if ctx.m(0.5):
        com = comments(ctx, 'wp')
    else:
        com = '<div id="mh-comments" class="mh-comments-wrap"><h4 class="mh-widget-title"><span class="mh-widget-title-inner">Be the first to comment</span></h4></div>' + reply_form(ctx)
    side = sidebar(ctx, ['<div class="mh-widget widget_search"><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">%s</span><input type="search" class="search-field" name="s" placeholder="%s …"></label><input type="submit" class="search-submit" value="%s"></form></div>' % (L['search'], L['search'], L['search']),
                         '<div class="mh-widget">%s</div>' % story_list(ctx, 'latest', 'Recent Posts', 'mh-custom-posts-widget', 5, date=True, htag='h4', wrap='div'),
                         '<div class="mh-widget">%s</div>' % weather(ctx) if ctx.m(0.4) else '',
                         '<div class="mh-widget">%s</div>' % media_kit(ctx) if ctx.m(0.6) else ''], 'mh-widget-col-1 mh-sidebar')
    bc = breadcrumbs(ctx, 'mh-breadcrumb', '»', title=True) if ctx.m(0.7) else ''
    main = ('<div class="mh-wrapper mh-clearfix"><div id="main-content" class="mh-content" role="main" itemprop="mainContentOfPage">%s%s%s%s%s%s</div>%s</div>'
            % (bc, art, pn, ab, rel, com, side))
    ctx.mark('footer')
    ft = ('<footer class="mh-footer" itemscope="itemscope"><div class="mh-container mh-container-inner mh-footer-widgets mh-row mh-clearfix"><div class="mh-col-1-3 mh-widget-col-1 mh-footer-area mh-footer-1">'
          '<div class="mh-footer-widget"><h6 class="mh-widget-title mh-footer-widget-title"><span class="mh-widget-title-inner mh-footer-widget-title-inner">%s</span></h6><div class="textwidget"><p>%s<br>%s</p></div></div></div></div></footer>'
          '<div class="mh-copyright-wrap"><div class="mh-container mh-container-inner mh-clearfix"><p class="mh-copyright">Copyright © %d | MH Magazine WordPress Theme by <a href="/credits/">MH Themes</a></p></div></div>'
          % (L['contact'], esc(s['addr']), esc(s['phone']), ctx.dt.year))
    return page(ctx, '<div class="mh-container mh-container-outer">%s%s%s%s</div>' % (pre, hdr, main, ft),
                ' class="post-template-default single single-post postid-%d single-format-standard mh-right-sb"' % pid,
                '<meta name="generator" content="WordPress 6.3.2">', 'Article', graph=True)


# ------------------------------------------------------------------ WordPress: Publisher (BetterStudio)
def t_publisher(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pid = ctx.rng.randint(1000, 99999)
    ctx.url = ctx.a('/%s/%s/' % (ctx.secslug, ctx.slug))
    ctx.mark('header')
    hdr = ('<header id="header" class="site-header header-style-2 boxed" itemscope="itemscope"><section class="topbar topbar-style-1 hidden-xs hidden-xs"><div class="content-wrap"><div class="container"><div class="topbar-inner clearfix">'
           '<div class="section-links"><ul id="menu-top" class="menu"><li><a href="/about/">%s</a></li><li><a href="/contact/">%s</a></li></ul></div>'
           '<div class="section-menu"><div class="topbar-date"><span class="topbar-date">%s</span></div></div></div></div></div></section>'
           '<div class="header-inner"><div class="content-wrap"><div class="container"><div id="site-branding" class="site-branding"><p id="site-title" class="logo h1 img-logo">'
           '<a href="/" itemprop="url" rel="home"><img id="site-logo" src="%s" alt="%s"></a></p></div></div></div></div>'
           '<div id="menu-main" class="menu main-menu-wrapper"><div class="main-menu-inner"><div class="content-wrap"><div class="container"><nav class="main-menu-container"><ul id="main-navigation" class="main-menu menu bsm-pure clearfix">%s</ul></nav></div></div></div></div></header>'
           % (L['about'], L['contact'], esc(ctx.fdate()), ctx.img(250, 60), esc(s['name']), nav_items(ctx, ' class="menu-item menu-term-%d better-anim-fade"' % ctx.rng.randint(10, 99))))
    tick = ''
    if ctx.m(0.6):
        ctx.mark('ticker')
        tick = ('<div class="bs-newsticker"><div class="better-newsticker term-%d"><p class="heading">%s</p><ul class="news-list">%s</ul></div></div>'
                % (ctx.rng.randint(1, 99), L['trending'], ''.join('<li><a class="limit-line" href="%s">%s</a></li>' % (u, esc(h)) for h, u in (ctx.hed_link() for _ in range(4)))))
    inserts = []
    if ctx.m(0.7):
        ctx.mark('inline_related')
        inserts.append('<div class="bs-irp left bs-irp-thumbnail-1-full"><div class="bs-irp-heading"><span class="h-text heading-typo">Related Posts</span></div>'
                       '<div class="bs-pagination-wrapper main-term-none none"><div class="listing listing-thumbnail listing-tb-1 clearfix columns-2">%s</div></div></div>'
                       % ''.join('<div class="listing-item listing-item-thumbnail listing-item-tb-1"><div class="item-inner clearfix"><div class="featured featured-type-featured-image"><a class="img-holder" href="%s"></a></div>'
                                 '<p class="title"><a class="post-url post-title" href="%s">%s</a></p></div></div>' % (u, u, esc(h)) for h, u in (ctx.hed_link() for _ in range(2))))
    if ctx.m(0.7):
        ctx.mark('inline_ad')
        inserts.append('<div class="bsac bsac-clearfix adloc-post-inline adloc-is-banner adloc-show-desktop location-post_inline bsac-align-center bsac-column-1">'
                       '<div class="bsac-container bsac-type-code"><p class="bsac-caption bsac-caption-above">- %s -</p><div class="bsac-code"></div></div></div>' % esc(L['ad']))
    body = render_body(ctx, inserts)
    ctx.mark('kicker', 'byline', 'date')
    dek = '<h2 class="post-subtitle">%s</h2>' % esc(st['dek']) if st['dek'] else ''
    feat = ''
    if ctx.m(0.6):
        ctx.mark('hero_image', 'caption')
        feat = '<div class="single-featured"><a class="post-thumbnail open-lightbox" href="%s"><img src="%s" alt=""></a><span class="image-credit">%s</span></div>' % (ctx.img(1200, 800), ctx.img(750, 430), esc(credit_text(ctx)))
    ctx.mark('share')
    sh = ('<div class="post-share single-post-share top-share clearfix style-1"><div class="post-share-btn-group"><a class="post-share-btn post-share-btn-views rank-default"><i class="bf-icon fa fa-eye"></i> <b class="number">%s</b></a></div>'
          '<div class="share-handler-wrap"><span class="share-handler post-share-btn rank-default"><i class="bf-icon fa fa-share-alt"></i><b class="text">%s</b></span>%s</div></div>'
          % ('%.1fK' % (ctx.rng.randint(11, 99) / 10), L['share'],
             ''.join('<span class="social-item %s"><a href="%s" target="_blank" rel="nofollow noreferrer" class="bs-button-el"><span class="item-title">%s</span></a></span>' % (k, u, n)
                     for k, n, u in [('facebook', 'Facebook', 'https://www.facebook.com/sharer.php?u=' + quote(ctx.url, safe='')),
                                     ('twitter', 'Twitter', 'https://twitter.com/share?url=' + quote(ctx.url, safe='')),
                                     ('whatsapp', 'WhatsApp', 'https://api.whatsapp.com/send?text=' + quote(ctx.url, safe=''))])))
    ctx.mark('tags')
    art = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail single-post-content has-thumbnail">'
           '<div class="post-header post-tp-1-header"><div class="post-header-inner"><div class="post-header-title"><div class="term-badges floated"><span class="term-badge term-%d"><a href="/%s/">%s</a></span></div>'
           '<h1 class="single-post-title"><span class="post-title" itemprop="headline">%s</span></h1>%s'
           '<div class="post-meta single-post-meta"><a href="/author/%s/" title="Browse Author Articles" class="post-author-a post-author-avatar"><img src="%s" alt="" width="26" height="26"><span class="post-author-name">By <b>%s</b></span></a>'
           '<span class="time"><time class="post-published updated" datetime="%s">Last updated <b>%s</b></time></span></div></div>%s</div></div>%s'
           '<div class="entry-content clearfix single-post-content">%s</div>'
           '<div class="entry-terms post-tags clearfix"><span class="terms-label"><i class="fa fa-tags"></i></span>%s</div></article>'
           % (pid, pid, ctx.rng.randint(10, 99), ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, ctx.au_slug(), ctx.img(26, 26), esc(ctx.au()), ctx.iso(ctx.upd()),
              esc(ctx.fdate(ctx.upd(), True)), feat, sh, body, ' '.join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in tag_list(ctx))))
    ctx.mark('author_bio')
    ab = ('<section class="post-author clearfix"><a href="/author/%s/" class="post-author-avatar"><img src="%s" alt="" width="80" height="80"></a><div class="author-title heading-typo">'
          '<a class="post-author-url" href="/author/%s/"><span class="post-author-name">%s</span></a><span class="title-counts">%d posts</span><span class="title-counts">0 comments</span></div>'
          '<div class="post-author-bio" itemprop="description"><p>%s</p></div></section>' % (ctx.au_slug(), ctx.img(80, 80), ctx.au_slug(), esc(ctx.au()), ctx.rng.randint(10, 500), esc(bio_text(ctx))))
    (h1, u1), (h2, u2) = ctx.hed_link(), ctx.hed_link()
    ctx.mark('prev_next')
    pn = ('<section class="next-prev-post clearfix"><div class="prev-post"><p class="pre-title heading-typo"><i class="fa fa-arrow-left"></i> Prev Post</p><p class="title heading-typo"><a href="%s" rel="prev">%s</a></p></div>'
          '<div class="next-post"><p class="pre-title heading-typo">Next Post <i class="fa fa-arrow-right"></i></p><p class="title heading-typo"><a href="%s" rel="next">%s</a></p></div></section>' % (u1, esc(h1), u2, esc(h2)))
    ctx.mark('related')
    rel = ('<div class="post-related"><div class="section-heading sh-t1 sh-s1 multi-tab"><a href="%s" class="main-link active"><span class="h-text related-posts-heading">You might also like</span></a>'
           '<a href="/author/%s/" class="other-link"><span class="h-text related-posts-heading">More from author</span></a></div><div class="bs-pagination-wrapper main-term-none next_prev">'
           '<div class="listing listing-thumbnail listing-tb-2 clearfix scolumns-3 simple-grid include-last-mobile">%s</div></div></div>'
           % (ctx.url, ctx.au_slug(), ''.join('<article class="post type-post listing-item listing-item-thumbnail listing-item-tb-2"><div class="item-inner clearfix"><div class="featured clearfix"><a class="img-holder" href="%s"></a></div>'
                                              '<p class="title"><a class="post-title post-url" href="%s">%s</a></p></div></article>' % (u, u, esc(h)) for h, u in (ctx.hed_link() for _ in range(3)))))
    com = '<section id="comments-template-%d" class="comments-template">%s</section>' % (pid, comments(ctx, 'wp') if ctx.m(0.5) else reply_form(ctx))
    side = sidebar(ctx, ['<div class="widget widget_bs-theme-exclusive">%s</div>' % story_list(ctx, 'latest', L['latest'], 'listing-text-3', 5, date=True, by=True, htag='h5', wrap='div'),
                         '<div class="widget">%s</div>' % ad_slot(ctx, 'bsac'),
                         '<div class="widget widget_newsletter">%s</div>' % newsletter(ctx, 'bs-newsletter-pack') if ctx.m(0.5) else ''],
                   'sidebar', 'aside')
    main = ('<div class="content-wrap"><main id="content" class="content-container"><div class="container layout-2-col layout-2-col-1 layout-right-sidebar post-template-1"><div class="row main-section">'
            '<div class="col-sm-8 content-column"><div class="single-container">%s%s%s%s%s%s</div></div><div class="col-sm-4 sidebar-column sidebar-column-primary">%s</div></div></div></main></div>'
            % (breadcrumbs(ctx, 'bf-breadcrumb', '/') if ctx.m(0.6) else '', art, ab, pn, rel, com, side))
    ctx.mark('footer')
    ft = ('<footer id="site-footer" class="site-footer full-width"><div class="footer-social-icons">%s</div><div class="copy-footer"><div class="content-wrap"><div class="container"><div class="row footer-copy-row">'
          '<div class="copy-1 col-lg-6 col-md-6 col-sm-6 col-xs-12">© %d - %s. All Rights Reserved.</div><div class="copy-2 col-lg-6 col-md-6 col-sm-6 col-xs-12">Website Design: BetterStudio</div></div></div></div></div></footer>'
          % (follow(ctx, 'better-social-counter') if ctx.m(0.6) else '', ctx.dt.year, esc(s['name'])))
    return page(ctx, '<div class="main-wrap content-main-wrap">%s%s%s%s</div>' % (hdr, tick, main, ft),
                ' class="post-template-default single single-post postid-%d single-format-standard active-light-box ltr close-rh page-layout-2-col-right full-width"' % pid,
                '<meta name="generator" content="Powered by Publisher v7.11.0">', 'NewsArticle', graph=True)


# ------------------------------------------------------------------ WordPress: Sahifa
def t_sahifa(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pid = ctx.rng.randint(1000, 99999)
    ctx.url = ctx.a('/%d/%02d/%s/' % (ctx.dt.year, ctx.dt.month, ctx.slug))
    ctx.mark('header')
    hdr = ('<header id="theme-header" class="theme-header"><div id="top-nav" class="top-nav"><div class="container"><span class="today-date">%s</span>'
           '<div class="top-menu"><ul id="menu-top" class="menu"><li><a href="/about/">%s</a></li><li><a href="/advertise/">%s</a></li><li><a href="/contact/">%s</a></li></ul></div>'
           '<div class="search-block"><form method="get" id="searchform-header" action="/"><button class="search-button" type="submit" value="%s"><i class="fa fa-search"></i></button>'
           '<input class="search-live" type="text" id="s-header" name="s" placeholder="%s"></form></div></div></div>'
           '<div class="header-content"><a id="slide-out-open" class="slide-out-open" href="/menu/"><span></span></a><div class="logo"><h2><a title="%s" href="/"><img src="%s" alt="%s"><strong>%s</strong></a></h2></div>'
           '<div class="e3lan e3lan-top"><span class="e3lan-label">%s</span></div></div>'
           '<nav id="main-nav" class="fixed-enabled"><div class="container"><div class="main-menu"><ul id="menu-main" class="menu">%s</ul></div></div></nav></header>'
           % (esc(ctx.fdate()), L['about'], L['advertise'], L['contact'], L['search'], L['search'], esc(s['name']), ctx.img(300, 90), esc(s['name']), esc(s['name']), L['ad'],
              nav_items(ctx, ' class="menu-item menu-item-type-taxonomy"')))
    ctx.mark('site_heading')
    tick = ''
    if ctx.m(0.7):
        ctx.mark('ticker')
        tick = ('<div class="clear"></div><div id="breaking-news" class="breaking-news"><span class="breaking-news-title"><i class="fa fa-bolt"></i> <span>%s</span></span><ul>%s</ul></div>'
                % (L['breaking'], ''.join('<li><a href="%s" title="%s">%s</a></li>' % (u, esc(h), esc(h)) for h, u in (ctx.hed_link() for _ in range(4)))))
    inserts = []
    if ctx.m(0.6):
        inserts.append(inline_ad(ctx, 'e3lan e3lan-in-post1', 'label'))
    if ctx.m(0.5):
        inserts.append(inline_related(ctx, 'sahifa-related-inline', 'also'))
    body = render_body(ctx, inserts)
    ctx.mark('byline', 'date', 'kicker')
    meta = ('<p class="post-meta"><span class="post-meta-author"><i class="fa fa-user"></i><a href="/author/%s/" title="">%s </a></span>'
            '<span class="tie-date"><i class="fa fa-clock-o"></i>%s</span><span class="post-cats"><i class="fa fa-folder"></i><a href="/category/%s/" rel="category tag">%s</a></span>'
            '<span class="post-comments"><i class="fa fa-comments"></i><a href="%s#respond">%s</a></span><span class="post-views"><i class="fa fa-eye"></i>%d %s</span></p>'
            % (ctx.au_slug(), esc(ctx.au()), esc(ctx.fdate()), ctx.secslug, esc(ctx.sec), ctx.url, esc(L['leave_reply']), ctx.rng.randint(80, 3000), 'Views'))
    feat = ''
    if st.get('cap') or ctx.m(0.5):
        ctx.mark('hero_image', 'caption')
        feat = '<div class="single-post-thumb"><img src="%s" alt="" width="660" height="330"></div><div class="single-post-caption">%s</div>' % (ctx.img(660, 330), esc(caption_text(ctx)))
    sh = ''
    if ctx.m(0.7):
        sh = share(ctx, 'share-post', label=True)
    dek = '<p class="post-subtitle"><strong>%s</strong></p>' % esc(st['dek']) if st['dek'] else ''
    art = ('<article class="post-listing post-%d post type-post status-publish format-standard has-post-thumbnail hentry" id="the-post">%s'
           '<div class="post-inner"><h1 class="name post-title entry-title"><span itemprop="name">%s</span></h1>%s%s<div class="clear"></div>'
           '<div class="entry">%s</div><div class="clear"></div>%s</div></article>'
           % (pid, feat, esc(st['hl']), meta, dek, body, sh))
    tg = ('<p class="post-tag">%s %s</p>' % (esc(L['tags']), ' '.join('<a href="/tag/%s/" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in tag_list(ctx)))) if ctx.m(0.7) else ''
    if tg:
        ctx.mark('tags')
    ab = ''
    if ctx.m(0.6):
        ctx.mark('author_bio')
        ab = ('<section id="author-box"><div class="block-head"><h3>%s %s</h3><div class="stripe-line"></div></div><div class="post-listing"><div class="author-bio"><div class="author-avatar"><img src="%s" alt=""></div>'
              '<div class="author-description">%s</div><div class="author-social flat-social"></div></div></div></section>' % ('About', esc(ctx.au()), ctx.img(90, 90), esc(bio_text(ctx))))
    (h1, u1), (h2, u2) = ctx.hed_link(), ctx.hed_link()
    ctx.mark('prev_next', 'related')
    pn = ('<div class="post-navigation"><div class="post-previous"><a href="%s" rel="prev"><span>Previous</span> %s</a></div><div class="post-next"><a href="%s" rel="next"><span>Next</span> %s</a></div></div>' % (u1, esc(h1), u2, esc(h2)))
    rel = ('<section id="related_posts"><div class="block-head"><h3>Related Articles</h3><div class="stripe-line"></div></div><div class="post-listing">%s<div class="clear"></div></div></section>'
           % ''.join('<div class="related-item"><div class="post-thumbnail"><a href="%s"><img src="%s" alt=""><span class="fa overlay-icon"></span></a></div><h3><a href="%s" rel="bookmark">%s</a></h3><p class="post-meta"><span class="tie-date"><i class="fa fa-clock-o"></i>%s</span></p></div>'
                     % (u, ctx.img(310, 165), u, esc(h), esc(ctx.fdate(ctx.older()))) for h, u in (ctx.hed_link() for _ in range(3))))
    com = comments(ctx, 'wp') if ctx.m(0.6) else '<div id="comments"><div class="clear"></div>%s</div>' % reply_form(ctx)
    side = sidebar(ctx, ['<div id="categort-posts-widget-2" class="widget categort-posts"><div class="widget-top"><h4>%s</h4><div class="stripe-line"></div></div><div class="widget-container">%s</div></div>'
                         % (L['most_read'], story_list(ctx, 'most_read', L['most_read'], 'popular-posts', 5, thumb=True, date=True, htag='h5', wrap='div')),
                         '<div class="widget">%s</div>' % weather(ctx) if ctx.m(0.5) else '',
                         '<div class="widget">%s</div>' % newsletter(ctx) if ctx.m(0.4) else ''], 'sidebar', 'aside')
    content = ('<div id="main-content" class="container"><div class="content">%s%s%s%s%s%s%s</div>%s</div>'
               % (breadcrumbs(ctx, 'crumbs', '/', title=False) if ctx.m(0.8) else '', art, tg, ab, pn, rel, com, side))
    ctx.mark('footer')
    ft = ('<footer id="theme-footer"><div id="footer-widget-area" class="footer-3c"><div id="footer-first" class="footer-widgets-box"><div class="widget-top"><h4>%s</h4></div><div class="footer-widget-container"><p>%s<br>%s</p></div></div>'
          '<div id="footer-second" class="footer-widgets-box">%s</div></div></footer><div class="footer-bottom"><div class="container"><div class="alignright">Powered by WordPress | Designed by TieLabs</div><div class="alignleft">© Copyright %d, %s. All Rights Reserved</div></div></div>'
          % (L['contact'], esc(s['addr']), esc(s['phone']), story_list(ctx, 'latest', L['latest'], 'footer-recent', 3, htag='h4', wrap='div'), ctx.dt.year, esc(s['name'])))
    return page(ctx, '<div class="wrapper-outer"><div id="wrapper" class="boxed"><div class="inner-wrapper">%s%s%s%s</div></div></div>' % (hdr, tick, content, ft),
                ' id="top" class="post-template-default single single-post postid-%d single-format-standard"' % pid,
                '<meta name="generator" content="WordPress 5.9.8">', 'BlogPosting', graph=True)


# ------------------------------------------------------------------ Ghost: Casper
def t_ghost(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    ctx.url = ctx.a('/%s/' % ctx.slug)
    ctx.mark('header')
    hdr = ('<header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo no-image" href="/">%s</a>'
           '<button class="gh-search gh-icon-btn" aria-label="%s" data-ghost-search><svg aria-hidden="true"></svg></button><button class="gh-burger"></button></div>'
           '<nav class="gh-head-menu"><ul class="nav">%s</ul></nav><div class="gh-head-actions"><a class="gh-head-link" href="/#/portal/signin" data-portal="signin">%s</a>'
           '<a class="gh-head-button" href="/#/portal/signup" data-portal="signup">%s</a></div></div></header>'
           % (esc(s['name']), L['search'], nav_items(ctx, ' class="nav-news"', n=6), 'Sign in', L['subscribe']))
    inserts = []
    if ctx.m(0.5):
        ctx.mark('inline_related')
        h, u = ctx.hed_link()
        inserts.append('<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="%s"><div class="kg-bookmark-content"><div class="kg-bookmark-title">%s</div>'
                       '<div class="kg-bookmark-description">%s</div><div class="kg-bookmark-metadata"><span class="kg-bookmark-author">%s</span><span class="kg-bookmark-publisher">%s</span></div></div></a></figure>'
                       % (u, esc(h), esc(L['read_next']), esc(s['name']), esc(ctx.author())))
    if ctx.m(0.5):
        ctx.mark('support_pitch')
        inserts.append('<div class="kg-card kg-callout-card kg-callout-card-accent"><div class="kg-callout-emoji">💌</div><div class="kg-callout-text">%s <a href="/membership/">%s</a></div></div>'
                       % (esc(L['sup_text'].format(city=s['city'])), esc(L['member'])))
    body = render_body(ctx, inserts, ul='<ul>{}</ul>', q='<blockquote class="kg-blockquote-alt">{}</blockquote>',
                       fig=lambda c: (ctx.mark('inline_image', 'caption') or '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="%s" class="kg-image" alt="" loading="lazy" width="2000" height="1333"><figcaption><span style="white-space: pre-wrap;">%s</span></figcaption></figure>' % (ctx.img(2000, 1333, 'images'), esc(c))))
    ctx.mark('kicker', 'byline', 'date', 'reading_time')
    dek = '<p class="article-excerpt">%s</p>' % esc(st['dek']) if st['dek'] else ''
    img = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        img = '<figure class="article-image"><img src="%s" alt="%s"><figcaption>%s</figcaption></figure>' % (ctx.img(2000, 1200, 'images'), esc(st['hl']), esc(st['cap']))
    cta = ''
    if ctx.m(0.7):
        ctx.mark('newsletter_form')
        cta = ('<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">%s</h2><a class="footer-cta-button" href="/#/portal" data-portal>'
               '<div class="footer-cta-input">%s</div><span>%s</span></a></div></section>' % (esc(L['nl_title']), esc(L['email_ph']), esc(L['signup'])))
    art = ('<main id="site-main" class="site-main"><article class="article post tag-%s featured"><header class="article-header gh-canvas"><div class="article-tag post-card-tags">'
           '<span class="post-card-primary-tag"><a href="/tag/%s/">%s</a></span></div><h1 class="article-title">%s</h1>%s'
           '<div class="article-byline"><section class="article-byline-content"><ul class="author-list instapaper_ignore"><li class="author-list-item"><a href="/author/%s/" class="author-avatar"><img class="author-profile-image" src="%s" alt="%s"></a></li></ul>'
           '<div class="article-byline-meta"><h4 class="author-name"><a href="/author/%s/">%s</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="%s">%s</time>'
           '<span class="byline-reading-time"><span class="bull">•</span> %s</span></div></div></section></div>%s</header>'
           '<section class="gh-content gh-canvas">%s</section>%s</article>'
           % (ctx.secslug, ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, ctx.au_slug(), ctx.img(60, 60, 'images'), esc(ctx.au()), ctx.au_slug(), esc(ctx.au()), ctx.dt.strftime('%Y-%m-%d'),
              esc('%s %d, %d' % (L['months'][ctx.dt.month - 1][:3], ctx.dt.day, ctx.dt.year)), esc(L['min_read'].format(n=ctx.minutes())), img, body,
              comments(ctx, 'generic', 'gh-comments', form=False, htag='h2') if ctx.m(0.4) else ''))
    if ctx.m(0.4):
        art = art.replace('</section>', '%s</section>' % origin(ctx, 'gh-origin'), 1)
    ctx.mark('recommended')
    feed = ('<aside class="read-more-wrap outer"><div class="read-more inner"><h3 class="read-more-title">%s</h3>%s</div></aside>'
            % (esc(L['read_next']), ''.join('<article class="post-card post"><a class="post-card-image-link" href="%s"><img class="post-card-image" src="%s" alt=""></a><div class="post-card-content"><a class="post-card-content-link" href="%s">'
                                         '<header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">%s</span></div><h2 class="post-card-title">%s</h2></header></a>'
                                         '<footer class="post-card-meta"><time class="post-card-meta-date" datetime="%s">%s</time><span class="post-card-meta-length">%s</span></footer></div></article>'
                                         % (u, ctx.img(600, 400, 'images'), u, esc(ctx.sec), esc(h), ctx.older().strftime('%Y-%m-%d'), esc(ctx.fdate(ctx.older())), esc(L['min_read'].format(n=ctx.rng.randint(2, 8))))
                                         for h, u in (ctx.hed_link() for _ in range(3)))))
    ctx.mark('footer')
    ft = ('<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/">%s</a> © %d</section><nav class="site-footer-nav"><ul class="nav"><li><a href="/about/">%s</a></li><li><a href="/contact/">%s</a></li><li><a href="/rss/">RSS</a></li></ul></nav>'
          '<div class="gh-powered-by"><a href="/ghost/">Powered by Ghost</a></div></div></footer>' % (esc(s['name']), ctx.dt.year, L['about'], L['contact']))
    return page(ctx, '<div class="viewport">%s<div class="site-content">%s%s%s</div>%s</div>' % (hdr, art, cta, feed, ft),
                ' class="post-template tag-%s is-head-left-logo has-cover"' % ctx.secslug,
                '<meta name="generator" content="Ghost 5.75">', 'Article')


# ------------------------------------------------------------------ WordPress block theme (Gutenberg)
def t_gutenberg(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pid = ctx.rng.randint(1000, 99999)
    ctx.url = ctx.a('/%d/%02d/%02d/%s/' % (ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug))
    ctx.mark('header')
    hdr = ('<header class="wp-block-template-part"><div class="wp-block-group alignfull has-base-background-color is-layout-constrained"><div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex">'
           '<div class="wp-block-group is-layout-flex"><p class="wp-block-site-title has-large-font-size"><a href="/" rel="home">%s</a></p><p class="wp-block-site-tagline">%s</p></div>'
           '<nav class="is-responsive items-justified-right wp-block-navigation is-layout-flex" aria-label="Primary"><ul class="wp-block-navigation__container">%s</ul></nav></div></div></header>'
           % (esc(s['name']), 'Independent news for the South Fork', nav_items(ctx, ' class="wp-block-navigation-item wp-block-navigation-link"', ' class="wp-block-navigation-item__content"', n=7)))
    inserts = []
    if ctx.m(0.6):
        inserts.append('<div class="wp-block-group is-style-section-1 is-layout-constrained">%s</div>' % inline_related(ctx, 'wp-block-paragraph has-small-font-size', 'p'))
    if ctx.m(0.5):
        inserts.append('<div class="wp-block-group has-contrast-background-color newsletter-cta is-layout-constrained">%s</div>' % newsletter(ctx, 'wp-block-jetpack-subscriptions', 'h3', False))
    if ctx.m(0.4):
        inserts.append(inline_ad(ctx, 'wp-block-ad-slot', 'label'))
    body = render_body(ctx, inserts, p='<p class="wp-block-paragraph">{}</p>', h='<h2 class="wp-block-heading">{}</h2>',
                       ul='<ul class="wp-block-list">{}</ul>', q='<blockquote class="wp-block-quote"><p>{}</p></blockquote>',
                       table=lambda r: '<figure class="wp-block-table">%s</figure>' % default_table(r),
                       fig=lambda c: default_fig(ctx, c, 'wp-block-image size-large'))
    ctx.mark('byline', 'date', 'kicker')
    dek = '<p class="wp-block-post-excerpt__excerpt has-large-font-size">%s</p>' % esc(st['dek']) if st['dek'] else ''
    feat = ''
    if st.get('cap'):
        ctx.mark('hero_image', 'caption')
        feat = '<figure class="wp-block-post-featured-image"><img src="%s" alt="" width="1200" height="800"><figcaption class="wp-element-caption">%s</figcaption></figure>' % (ctx.img(1200, 800), esc(st['cap']))
    more = cards(ctx, 'more_from', L['more_from'].format(sec=ctx.sec), 'wp-block-query', 3, row_split=ctx.m(0.5), htag='h2', card_tag='li') if ctx.m(0.8) else ''
    com = ''
    if ctx.m(0.6):
        com = '<div class="wp-block-comments">%s</div>' % comments(ctx, 'wp', htag='h2')
    art = ('<main class="wp-block-group is-layout-flow" id="wp--skip-link--target"><div class="wp-block-group is-layout-constrained">'
           '<div class="taxonomy-category wp-block-post-terms"><a href="/category/%s/" rel="tag">%s</a></div><h1 class="wp-block-post-title">%s</h1>%s'
           '<div class="wp-block-group is-layout-flex"><div class="wp-block-post-author"><div class="wp-block-post-author__content"><p class="wp-block-post-author__byline">%s</p><p class="wp-block-post-author__name"><a href="/author/%s/">%s</a></p></div></div>'
           '<div class="wp-block-post-date"><time datetime="%s">%s</time></div></div>%s</div>'
           '<div class="entry-content alignfull wp-block-post-content has-global-padding is-layout-constrained">%s</div>'
           '<div class="wp-block-group is-layout-constrained">%s%s</div>%s%s</main>'
           % (ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, L['by'], ctx.au_slug(), esc(ctx.au()), ctx.iso(), esc(ctx.fdate()), feat, body,
              tags(ctx, 'taxonomy-post_tag wp-block-post-terms', label=False) if ctx.m(0.7) else '',
              prev_next(ctx, 'wp-block-post-navigation-link') if ctx.m(0.5) else '', more, com))
    if ctx.m(0.5):
        art = art.replace('<div class="wp-block-group is-layout-constrained"><div class="taxonomy-post_tag', '<div class="wp-block-group is-layout-constrained">' + tagline(ctx, 'wp-block-paragraph author-tagline') + '<div class="taxonomy-post_tag', 1)
    ft = ('<footer class="wp-block-template-part">%s</footer>' % footer(ctx, 'wp-block-group site-footer', 'div'))
    return page(ctx, '<div class="wp-site-blocks">%s%s%s</div>' % (hdr, art, ft) + (cookie(ctx, 'cky-consent-container') if ctx.m(0.5) else ''),
                ' class="post-template-default single single-post postid-%d single-format-standard wp-embed-responsive"' % pid,
                '<meta name="generator" content="WordPress 6.5.2">', 'NewsArticle', graph=True)


# ------------------------------------------------------------------ Non-profit newsroom (Nieman-Lab-style)
def t_nonprofit(ctx):
    L, s, st = ctx.L, ctx.site, ctx.st
    pid = ctx.rng.randint(1000, 99999)
    ctx.url = ctx.a('/%d/%02d/%02d/%s/' % (ctx.dt.year, ctx.dt.month, ctx.dt.day, ctx.slug))
    ctx.mark('header')
    hdr = ('<div id="top-bar"><p>%s <a href="/donate/">%s</a></p></div><header id="site-header" class="site-header"><div class="wrap"><div class="logo"><a href="/"><img src="%s" alt="%s"></a></div>'
           '<p class="site-description">Nonprofit, nonpartisan news for Bayview</p><nav id="main-nav" class="main-nav"><ul>%s</ul></nav>'
           '<a class="button donate-button" href="/donate/">%s</a></div></header>'
           % (esc(L['sup_title']) + '.', esc(L['donate']), ctx.img(320, 60), esc(s['name']), nav_items(ctx, n=7), esc(L['donate'])))
    inserts = []
    if ctx.m(0.7):
        inserts.append('<div class="inline-donate">%s</div>' % support(ctx, 'donate-inline', 'h4'))
    if ctx.m(0.6):
        inserts.append(inline_related(ctx, 'related-inline', 'box'))
    if ctx.m(0.4):
        inserts.append(newsletter(ctx, 'newsletter-inline', 'h4'))
    body = render_body(ctx, inserts, fig=lambda c: default_fig(ctx, c, 'wp-caption alignnone'))
    ctx.mark('byline', 'date', 'kicker')
    dek = '<h2 class="entry-subtitle">%s</h2>' % esc(st['dek']) if st['dek'] else ''
    feat = hero(ctx, 'featured-image') if (st.get('cap') or ctx.m(0.3)) else ''
    ctx.mark('republish')
    rep = ('<div class="republish-box"><button type="button" class="republish-button">%s</button><p>%s</p></div>'
           % (esc(L['republish']), esc(L['republish_text'].format(site=s['name']))))
    art = ('<article id="post-%d" class="post-%d post type-post status-publish hentry category-%s"><header class="entry-header"><div class="category-label"><a href="/category/%s/">%s</a></div>'
           '<h1 class="entry-title">%s</h1>%s<div class="entry-meta"><span class="byline">%s <span class="author vcard"><a class="url fn n" href="/author/%s/">%s</a></span></span> '
           '<span class="sep">|</span> <time class="entry-date published" datetime="%s">%s</time>%s</div>%s</header>%s'
           '<div class="entry-content">%s</div><footer class="entry-footer">%s%s%s</footer></article>'
           % (pid, pid, ctx.secslug, ctx.secslug, esc(ctx.sec), esc(st['hl']), dek, L['by'], ctx.au_slug(), esc(ctx.au()), ctx.iso(), esc(ctx.fdate()),
              (' <span class="sep">|</span> ' + time_tag(ctx, 'entry-date updated', updated=True)) if ctx.m(0.4) else '',
              share(ctx, 'share-tools', label=False), feat, body,
              tagline(ctx, 'author-tagline') if ctx.m(0.8) else '', rep, author_bio(ctx, 'author-box')))
    if ctx.m(0.4):
        art = art.replace('<footer class="entry-footer">', '<footer class="entry-footer">' + correction(ctx, 'correction-note'), 1)
    mid = ('<section class="donation-pitch"><h3>%s</h3><p>%s</p><p><a class="button" href="/donate/">%s</a></p></section>'
           % (esc(L['sup_title']), esc(L['sup_text'].format(city=s['city'])), esc(L['donate'])))
    ctx.mark('support_pitch')
    rel = cards(ctx, 'related', L['related_stories'], 'related-posts', 3, row_split=True, htag='h3')
    side = sidebar(ctx, [newsletter(ctx, 'widget-newsletter'), story_list(ctx, 'most_read', L['most_read'], 'widget-popular', 5, numbered=True, htag='h3', wrap='div'),
                         media_kit(ctx, 'widget-sponsor') if ctx.m(0.5) else ''], 'sidebar widget-area')
    ft = footer(ctx, 'site-footer', follow_line=True)
    ft = ft.replace('</footer>', '<p class="nonprofit-note">%s is a nonprofit newsroom. Donations are tax-deductible to the extent allowed by law.</p></footer>' % esc(s['name']))
    return page(ctx, '%s<div id="page" class="site"><div id="content" class="site-content"><div class="row"><main id="primary" class="content-area col-md-8">%s%s%s</main>%s</div></div>%s</div>'
                % (hdr, art, mid, rel, side, ft),
                ' class="post-template-default single single-post postid-%d"' % pid, '<meta name="generator" content="WordPress 6.4.4">', 'NewsArticle', graph=True)
