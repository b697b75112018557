"""DotNetNuke (EasyDNNnews, table skin), Typepad, concrete5 local news sites, and Bild-, Le Parisien-,
La Vanguardia- and Il Fatto Quotidiano-style pages. Reconstructions from memory."""

import datetime

from common import *
import lang as LG


# ============================================================== DotNetNuke + EasyDNNnews (table skin, <br><br> body)

def dnn_href(ctx, sec, hed, d):
    words = [w.capitalize() for w in slugify(hed, 8).split('-')]
    return 'https://www.cedarcountycourier.com/News/ArticleView/tabid/181/ArticleId/%d/%s.aspx' % (7000 + (len(hed) * 37 + d.day) % 2999, '-'.join(words))


def dnn_url(ctx):
    return dnn_href(ctx, '', ctx.s['hed'], ctx.dt)


def dnn_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    head_html = head(ctx, 'Cedar County Courier > News > %s' % s['hed'], og=ctx.page['og'], ld=None, twitter=False, viewport=False,
                     css=['/Resources/Shared/stylesheets/dnndefault/7.0.0/default.css?cdv=118', '/Portals/_default/Skins/CourierSkin/skin.css?cdv=118',
                          '/DesktopModules/EasyDNNnews/Templates/_default/Default/Default.css?cdv=118'],
                     js=['/Resources/libraries/jQuery/01_09_01/jquery.js?cdv=118', '/js/dnn.modalpopup.js?cdv=118'],
                     keywords=s['tags'] + ['Cedar County', 'Tipton', 'Iowa'],
                     extra='<meta id="MetaGenerator" name="GENERATOR" content="DotNetNuke "><meta id="MetaRobots" name="ROBOTS" content="INDEX, FOLLOW">')
    head_html = head_html.replace('<meta charset="utf-8">', '<meta content="text/html; charset=UTF-8" http-equiv="Content-Type">', 1).replace('<head>', '<head id="Head">', 1)
    nm = s['authors'][0]['name']
    role = s.get('role')
    by = 'By %s, %s' % (nm, role) if role else 'By %s' % nm
    ctx.meta_lines = [by, d_us(d)]
    aid = dnn_url(ctx).split('/ArticleId/')[1].split('/')[0]
    menu = [('Home', []), ('News', ['Local News', 'Public Safety', 'Schools', 'Agriculture', 'Business']), ('Sports', ['Prep Sports', 'Scores']),
            ('Obituaries', []), ('Opinion', ['Letters to the Editor', 'Columns']), ('Public Notices', []), ('Classifieds', []), ('Contact Us', [])]
    menu_html = ''.join('<li class="rmItem%s"><a class="rmLink" href="/%s.aspx"><span class="rmText">%s</span></a>%s</li>'
                        % (' rmFirst' if i == 0 else '', m.replace(' ', ''), esc(m),
                           ('<div class="rmSlide"><ul class="rmVertical rmGroup rmLevel1">%s</ul></div>' % ''.join('<li class="rmItem"><a class="rmLink" href="/%s/%s.aspx"><span class="rmText">%s</span></a></li>' % (m.replace(' ', ''), x.replace(' ', ''), esc(x)) for x in sub)) if sub else '')
                        for i, (m, sub) in enumerate(menu))
    h = ['<body id="Body">',
         '<form method="post" action="%s" id="Form" enctype="multipart/form-data">' % esc(ctx.url.replace('https://www.cedarcountycourier.com', '')),
         '<div class="aspNetHidden"><input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value=""><input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value=""><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1Mg9kFgYCAQ8WAh4EVGV4dAUyPCFET0NUWVBFIEhUTUwgUFVCTElDICItLy9XM0MvL0RURCBYSFRNTCAxLjAgVHJhbnNpdGlvbmFsLy9FTiI%d"></div>' % ctx.num,
         '<script type="text/javascript">//<![CDATA[\nvar theForm = document.forms[\'Form\'];\nif (!theForm) { theForm = document.Form; }\nfunction __doPostBack(eventTarget, eventArgument) { if (!theForm.onsubmit || (theForm.onsubmit() != false)) { theForm.__EVENTTARGET.value = eventTarget; theForm.__EVENTARGUMENT.value = eventArgument; theForm.submit(); } }\n//]]></script>',
         '<div id="dnn_wrapper"><table id="dnn_skin" class="skinmaster" width="960" cellpadding="0" cellspacing="0" border="0" align="center">',
         '<tr><td id="dnn_header" colspan="2"><table width="100%%" cellpadding="0" cellspacing="0"><tr><td class="logo"><a id="dnn_dnnLOGO_hypLogo" title="Cedar County Courier" href="/"><img id="dnn_dnnLOGO_imgLogo" src="/Portals/0/courier-logo.gif" alt="Cedar County Courier" style="border-width:0px;"></a>'
         '<div class="sitename">Cedar County Courier</div><div class="tagline">Serving Cedar County since 1878</div></td>'
         '<td class="headerright" align="right"><span id="dnn_dnnCURRENTDATE_lblDate" class="DateToken">%s, %s</span><br><a href="/Subscribe.aspx">Subscribe</a> | <a href="/eEdition.aspx">e-Edition</a> | <a id="dnn_dnnLOGIN_loginLink" class="LoginLink" href="/Login.aspx">Login</a></td></tr></table></td></tr>' % (wk(d), d_us(d)),
         '<tr><td colspan="2" class="menubar"><div id="dnn_dnnMENU_RadMenu1" class="RadMenu RadMenu_Default"><ul class="rmRootGroup rmHorizontal">%s</ul></div></td></tr>' % menu_html,
         '<tr><td id="dnn_ContentPane" class="contentpane" valign="top" width="640">',
         '<div class="DnnModule DnnModule-EasyDNNnews DnnModule-445"><a name="445"></a><div class="c_container c_head_grey"><div class="c_content"><div id="dnn_ctr445_ContentPane" class="Normal">',
         '<div id="dnn_ctr445_ModuleContent" class="DNNModuleContent ModEasyDNNnewsC"><div class="eds_news_module_445 news eds_subCollection_news eds_template_Details_Article_Default">',
         '<%s class="edn_article edn_clearFix">' % A(ctx),
         '<div class="edn_articleCategories">%s</div>' % esc(s['section']),
         '<h1 class="edn_articleTitle">%s</h1>' % esc(s['hed']),
         '<div class="edn_metaDetails"><span class="edn_author">%s</span></div>' % esc(by),
         '<div class="edn_date"><span id="dnn_ctr445_ViewEasyDNNNewsMain_ctl00_lblDate">%s</span></div>' % esc(d_us(d)),
         '<div class="edn_socialPrintWrapper"><a class="edn_printButton" href="#">Print</a> <a class="edn_emailButton" href="#">Email</a> %s</div>' % share_bar(ctx, 'edn_socialButtons', ('facebook', 'twitter'), label=False)]
    lead = s.get('lead')
    if lead:
        h.append('<div class="edn_mediaContainer"><img src="/Portals/0/EasyDNNnews/%s/%s" alt="%s" width="600"><div class="edn_mediaCaption">%s <em>(%s)</em></div></div>'
                 % (aid, 'lead.jpg', esc(lead[0]), ctx.C('caption', lead[0]), esc(lead[1])))
    paras = []
    for b in ctx.blocks:
        if b[0] != 'p':
            raise ValueError('dnn: block %s' % b[0])
        paras.append(inline(b[1]))
    h.append('<div class="edn_articleContent"><span id="dnn_ctr445_ViewEasyDNNNewsMain_ctl00_lblArticle">%s</span></div>' % '<br /><br />'.join(paras))
    h.append('<div class="edn_articleTags">Tags: %s</div>' % ', '.join('<a href="/News/tag/%s.aspx">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    pn = ctx.others(2)
    h.append('<div class="edn_articleLinks"><a class="edn_previousArticle" href="%s">&laquo; %s</a> <a class="edn_nextArticle" href="%s">%s &raquo;</a></div>'
             % (esc(pn[0]['href']), ctx.C('list', pn[0]['hed']), esc(pn[1]['href']), ctx.C('list', pn[1]['hed'])))
    rel = ctx.others(4)
    h.append('<div class="edn_relatedArticles"><h3>Related articles</h3><ul>%s</ul></div>'
             % ''.join('<li><a href="%s">%s</a> <span class="edn_relatedDate">%s</span></li>' % (esc(r['href']), ctx.C('list', r['hed']), d_us(r['dt'])) for r in rel))
    h.append('<div class="edn_commentsWrapper"><h3 class="edn_commentsTitle">Comments</h3><p>%s</p>'
             '<div class="edn_commentForm"><label>Name</label><input type="text" name="dnn$ctr445$ViewEasyDNNNewsMain$ctl00$tbCommentName"><label>Email</label><input type="text" name="dnn$ctr445$ViewEasyDNNNewsMain$ctl00$tbCommentEmail">'
             '<label>Comment</label><textarea name="dnn$ctr445$ViewEasyDNNNewsMain$ctl00$tbComment" rows="5" cols="40"></textarea><div class="edn_captcha">Enter the code shown: <img src="/DesktopModules/EasyDNNnews/captcha.aspx" alt=""> <input type="text"></div>'
             '<input type="submit" value="Add comment" class="edn_submitComment"></div></div>'
             % ctx.C('policy', 'Comments are moderated and will appear after approval. Please keep your comments civil and on topic.'))
    h.append('</%s></div></div></div></div></div></div>' % A(ctx))
    h.append('<div class="DnnModule DnnModule-DNN_HTML DnnModule-512"><div id="dnn_ctr512_ContentPane"><div class="ad-leaderboard"><span class="adlabel">%s</span><img src="/Portals/0/ads/hardware-store-728x90.gif" alt="" width="468" height="60"></div></div></div>' % L['advert'])
    h.append('</td><td id="dnn_RightPane" class="rightpane" valign="top" width="300">')
    h.append('<div class="DnnModule DnnModule-DNN_HTML"><div class="c_head"><h2 class="c_title">Weather</h2></div><div class="c_content">%s</div></div>' % weather_widget(ctx, 'Tipton, IA', 'wxmod'))
    h.append('<div class="DnnModule DnnModule-EasyDNNnews"><div class="c_head"><h2 class="c_title">Most Read</h2></div><div class="c_content">%s</div></div>'
             % story_list(ctx, ctx.others(5), cls='edn_mostRead', style='ol', numbered=False, wrap='div'))
    h.append('<div class="DnnModule DnnModule-DNN_HTML"><div class="c_head"><h2 class="c_title">Public Notices</h2></div><div class="c_content"><ul>%s</ul></div></div>'
             % ''.join('<li><a href="/PublicNotices.aspx#%d">%s</a></li>' % (k, esc(t)) for k, t in enumerate(
                 ['Board of Supervisors minutes', 'Notice of public hearing: budget amendment', 'Sheriff\u2019s sale', 'City of Tipton ordinance No. 512'])))
    h.append('<div class="DnnModule DnnModule-EasyDNNnews"><div class="c_head"><h2 class="c_title">Obituaries</h2></div><div class="c_content"><ul>%s</ul></div></div>'
             % ''.join('<li><a href="/Obituaries.aspx#%d">%s</a></li>' % (k, esc(t)) for k, t in enumerate(
                 ['Dorothy M. Henning, 91, of Tipton', 'Gerald “Jerry” Lang, 78, of Clarence', 'Marilyn K. Schultz, 84, of Mechanicsville', 'Robert A. Voss, 67, of Stanwood'])))
    h.append('<div class="DnnModule DnnModule-Events"><div class="c_head"><h2 class="c_title">Community Calendar</h2></div><div class="c_content"><ul>%s</ul></div></div>'
             % ''.join('<li><span class="EventDate">%s</span> %s</li>' % (d_us(d + datetime.timedelta(days=2 + 3 * k)), esc(t)) for k, t in enumerate(
                 ['Cedar County Fair 4-H livestock auction, fairgrounds', 'Tipton Public Library story hour', 'Lions Club pancake breakfast, Tipton Fire Station', 'Clarence city council meeting, 7 p.m.'])))
    h.append('<div class="DnnModule DnnModule-Classifieds"><div class="c_head"><h2 class="c_title">Classifieds</h2></div><div class="c_content"><ul>%s</ul><a href="/Classifieds.aspx">Place an ad</a></div></div>'
             % ''.join('<li>%s</li>' % esc(t) for t in ['HELP WANTED: Part-time bookkeeper, Tipton. Call 563-555-0142.', 'FOR SALE: 2012 John Deere 6115R, low hours.',
                                                         'FOR RENT: 2-bedroom apartment, downtown Tipton, no pets.', 'GARAGE SALE: Saturday 8-2, 604 E. 5th St., Tipton.']))
    h.append('<div class="DnnModule DnnModule-DNN_HTML"><div class="c_head"><h2 class="c_title">Prep Scoreboard</h2></div><div class="c_content"><ul>%s</ul></div></div>'
             % ''.join('<li>%s</li>' % esc(t) for t in ['Tipton 42, Durant 21 (football)', 'West Branch 3, Tipton 1 (volleyball)', 'Clarence-Lowden 58, Midland 44 (girls basketball)', 'North Cedar 2, Bellevue 0 (soccer)']))
    h.append('<div class="DnnModule DnnModule-DNN_HTML"><div class="c_content eedition-box"><h3>e-Edition</h3><p>%s</p><a href="/eEdition.aspx">Read the e-Edition</a></div></div>'
             % ctx.C('promo', 'Read this week\u2019s Courier page by page, exactly as it appears in print, on your computer, tablet or phone.'))
    h.append('<div class="DnnModule DnnModule-DNN_HTML"><div class="c_content subscribe-box"><h3>Subscribe to the Courier</h3><p>%s</p><a href="/Subscribe.aspx">Subscribe today</a></div></div>'
             % ctx.C('paywall', 'Get the Courier delivered to your mailbox every Tuesday, plus full access to the e-Edition, for $42 a year in Cedar County.'))
    h.append('<div class="DnnModule DnnModule-DNN_HTML"><div class="c_content"><span class="adlabel">%s</span><img src="/Portals/0/ads/coop-300x250.gif" alt="" width="300" height="250"></div></div>' % L['advert'])
    h.append('</td></tr>')
    h.append('<tr><td id="dnn_footer" colspan="2" align="center"><div class="footeraddress">%s</div><div class="footerlinks"><span id="dnn_dnnCOPYRIGHT_lblCopyright" class="SkinObject">Copyright %d by Cedar County Courier</span> | '
             '<a id="dnn_dnnTERMS_hypTerms" class="SkinObject" rel="nofollow" href="/Terms.aspx">Terms Of Use</a> | <a id="dnn_dnnPRIVACY_hypPrivacy" class="SkinObject" rel="nofollow" href="/Privacy.aspx">Privacy Statement</a> | <a href="/Advertise.aspx">Advertise</a></div></td></tr>'
             % (ctx.C('footer', 'Cedar County Courier \u00b7 410 Cedar St. \u00b7 Tipton, Iowa 52772 \u00b7 (563) 555-0187'), ctx.dt.year))
    h.append('</table></div>')
    h.append('<input name="ScrollTop" type="hidden" id="ScrollTop"><input name="__dnnVariable" type="hidden" id="__dnnVariable" autocomplete="off" value="`{`__scdoff`:`1`}">')
    h.append('</form></body>')
    return doc(head_html, '\n'.join(h), 'xml:lang="en-US" lang="en-US" xmlns="http://www.w3.org/1999/xhtml"',
               '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">')


# ============================================================== Typepad (classic two-column blog)

def tp_href(ctx, sec, hed, d):
    return 'https://pawtucketpost.typepad.com/pawtucket_post/%d/%02d/%s.html' % (d.year, d.month, slugify(hed, 6).replace('-', '_')[:40].rstrip('_'))


def tp_url(ctx):
    return tp_href(ctx, '', ctx.s['hed'], ctx.dt)


def tp_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    head_html = head(ctx, '%s: The Pawtucket Post' % s['hed'], og=ctx.page['og'], ld=None, twitter=False, viewport=False, generator='http://www.typepad.com/',
                     css=['https://pawtucketpost.typepad.com/pawtucket_post/styles.css?v=6', 'https://static.typepad.com/.shared/themes/common/print.css'],
                     keywords=s['tags'],
                     extra='<link rel="alternate" type="application/atom+xml" title="Posts on \'The Pawtucket Post\' (Atom)" href="https://pawtucketpost.typepad.com/pawtucket_post/atom.xml">'
                           '<link rel="alternate" type="application/rss+xml" title="Posts on \'The Pawtucket Post\' (RSS 1.0)" href="https://pawtucketpost.typepad.com/pawtucket_post/index.rdf">')
    head_html = head_html.replace('<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">', 1)
    ctx.meta_lines = []
    eid = '6a00d8341c%04xef0%d' % (ctx.num, 1000 + ctx.num)
    pn = ctx.others(2)
    h = ['<body class="layout-two-column-right post">',
         '<div id="container"><div id="container-inner">',
         '<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="https://pawtucketpost.typepad.com/pawtucket_post/" accesskey="1">The Pawtucket Post</a></h1>'
         '<h2 id="banner-description">Independent news for Pawtucket and Central Falls since 2006</h2></div></div>',
         '<div id="nav"><div id="nav-inner"><ul class="nav-list pkg">%s</ul></div></div>'
         % ''.join('<li class="nav-list-item"><a href="https://pawtucketpost.typepad.com/pawtucket_post/%s">%s</a></li>' % (u, t) for t, u in
                   [('Home', ''), ('Archives', 'archives.html'), ('Profile', 'profile.html'), ('Subscribe', 'atom.xml'), ('Send a tip', 'tips.html')]),
         '<div id="pagebody"><div id="pagebody-inner" class="pkg"><div id="alpha"><div id="alpha-inner">',
         '<p class="content-nav"><a href="%s">&laquo; %s</a> | <a href="https://pawtucketpost.typepad.com/pawtucket_post/">Main</a> | <a href="%s">%s &raquo;</a></p>'
         % (esc(pn[0]['href']), ctx.C('list', pn[0]['hed']), esc(pn[1]['href']), ctx.C('list', pn[1]['hed'])),
         '<h2 class="date-header">%s</h2>' % d_us(d).replace('%s %d' % (LG.MONTHS['en'][d.month - 1], d.day), '%s %02d' % (LG.MONTHS['en'][d.month - 1], d.day)),
         '<div class="entry-category-%s entry-author-ed_morrissey entry-type-post entry" id="entry-%s">' % (slugify(s['section']), eid),
         '<h3 class="entry-header">%s</h3>' % esc(s['hed']),
         '<div class="entry-content"><div class="entry-body">']
    for b in ctx.blocks:
        if b[0] != 'p':
            raise ValueError('typepad: block %s' % b[0])
        h.append('<p>%s</p>' % inline(b[1]))
    h.append('</div></div>')
    h.append('<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted by Ed Morrissey at %s in <a href="https://pawtucketpost.typepad.com/pawtucket_post/%s/">%s</a></span> '
             '<span class="separator">|</span> <a class="permalink" href="%s">Permalink</a></p>' % (t12(d), slugify(s['section']).replace('-', '_'), esc(s['section']), esc(ctx.url)))
    h.append('<div class="technorati-tags"><p>Technorati Tags: %s</p></div>' % ', '.join('<a href="https://technorati.com/tag/%s" rel="tag">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    h.append('<div class="feedbacklinks">%s</div></div></div>' % share_bar(ctx, 'typepad-share', ('facebook', 'twitter', 'email'), label=True))
    h.append('<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>TrackBack URL for this entry:<br><span class="trackbacks-link">https://www.typepad.com/services/trackback/%s</span></p>'
             '<p>Listed below are links to weblogs that reference <a href="%s">%s</a>:</p></div></div>' % (eid, esc(ctx.url), esc(s['hed'])))
    cs = ctx.comments(5 if ctx.num == 9049 else 3)
    h.append('<a id="comments"></a><div class="comments"><h3 class="comments-header">Comments</h3><div class="comments-info"><p><a href="https://pawtucketpost.typepad.com/pawtucket_post/%s/comments/atom.xml">%s</a></p></div><div class="comments-content">'
             % (eid, ctx.C('comments', 'You can follow this conversation by subscribing to the comment feed for this post.')))
    for c in cs:
        cd = d + datetime.timedelta(hours=c['hours'])
        h.append('<div class="comment font-entrybody" id="comment-%s%d"><div class="comment-content font-entrybody"><p>%s</p></div><p class="comment-footer font-entryfooter">Posted by: <a rel="nofollow" href="#">%s</a> | <a href="%s#comment-%d">%s %02d, %d at %s</a></p></div>'
                 % (eid, c['id'], ctx.C('comment', c['text']), esc(c['name']), esc(ctx.url), c['id'], LG.MONTHS['en'][cd.month - 1], cd.day, cd.year, t12(cd)))
    h.append('</div></div>')
    h.append('<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Post a comment</h2><div class="comments-open-content"><p>%s</p>'
             '<form method="post" action="https://pawtucketpost.typepad.com/t/comments" name="comments_form" id="comments-form"><p><label for="comment-text">Comment:</label><textarea id="comment-text" name="text" rows="10" cols="50"></textarea></p>'
             '<p><label for="comment-author">Name:</label> <input id="comment-author" name="author" size="30"></p><p><label for="comment-email">Email Address:</label> <input id="comment-email" name="email" size="30"></p>'
             '<p><label for="comment-url">URL:</label> <input id="comment-url" name="url" size="30"></p><p><input type="submit" name="post" id="comment-post" value="Post"> <input type="submit" name="preview" id="comment-preview" value="Preview"></p></form></div></div>'
             % ctx.C('form', 'Comment below or sign in with Typepad, Facebook, Twitter and more. (You can use HTML tags like <b> <i> and <ul> to style your text. URLs automatically linked.)'))
    h.append('</div></div>')
    months = []
    for k in range(6):
        m = (d.month - 1 - k) % 12
        y = d.year - (1 if d.month - 1 - k < 0 else 0)
        months.append(('%s %d' % (LG.MONTHS['en'][m], y), 'https://pawtucketpost.typepad.com/pawtucket_post/%d/%02d/index.html' % (y, m + 1)))
    recent = ctx.others(6)
    h.append('<div id="beta"><div id="beta-inner" class="pkg">')
    h.append('<div class="module-about module"><h2 class="module-header">About</h2><div class="module-content"><p>%s</p></div></div>'
             % ctx.C('about', 'The Pawtucket Post is an independent, reader-supported news blog covering city hall, schools and neighborhoods in Pawtucket and Central Falls, Rhode Island.'))
    h.append('<div class="module-syndicate module"><div class="module-content"><a href="https://pawtucketpost.typepad.com/pawtucket_post/atom.xml">Subscribe to this blog\'s feed</a></div></div>')
    h.append('<div class="module-recent-posts module"><h2 class="module-header">Recent Posts</h2><div class="module-content"><ul class="module-list">%s</ul></div></div>'
             % ''.join('<li class="module-list-item"><a href="%s">%s</a></li>' % (esc(r['href']), ctx.C('list', r['hed'])) for r in recent))
    h.append('<div class="module-categories module"><h2 class="module-header">Categories</h2><div class="module-content">%s</div></div>'
             % ul_links([(c, '/pawtucket_post/%s/' % slugify(c).replace('-', '_')) for c in ['City Hall', 'Schools', 'Environment', 'Police & Fire', 'Business', 'Neighborhoods', 'Opinion']], 'module-list', 'module-list-item'))
    h.append('<div class="module-archives module"><h2 class="module-header">Archives</h2><div class="module-content">%s<p><a href="/pawtucket_post/archives.html">More...</a></p></div></div>' % ul_links(months, 'module-list', 'module-list-item'))
    h.append('<div class="module-typelist module"><h2 class="module-header">Support local news</h2><div class="module-content"><p>%s</p><a href="/donate.html">Donate via PayPal</a></div></div>'
             % ctx.C('donate', 'The Pawtucket Post is funded by readers like you. A monthly gift of $5 keeps a reporter at every school committee meeting.'))
    h.append('<div class="module-typelist module"><h2 class="module-header">Advertise</h2><div class="module-content"><p>%s</p><a href="/advertise.html">Download our media kit</a></div></div>'
             % ctx.C('ad', 'Reach 40,000 local readers a month. Sidebar and newsletter sponsorships available for Pawtucket businesses.'))
    h.append('<div class="module-typelist module"><h2 class="module-header">Local Links</h2><div class="module-content">%s</div></div>'
             % ul_links([('Pawtucket City Hall', '/links/1'), ('Pawtucket Public Library', '/links/2'), ('Blackstone River Friends', '/links/3'), ('Central Falls Daily Notes', '/links/4')], 'module-list', 'module-list-item'))
    h.append('<div class="module-powered module"><div class="module-content"><a href="https://www.typepad.com/">Powered by Typepad</a></div></div>')
    h.append('</div></div></div></div>')
    h.append('<div id="footer"><div id="footer-inner"><p>%s</p></div></div>' % copyright_line(ctx, 'The Pawtucket Post'))
    h.append('</div></div>')
    h.append('<script type="text/javascript">var extra_happy = Math.floor(1000000000 * Math.random());document.write(\'<img src="https://www.typepad.com/t/stats?blog_id=6a00d8341c%d&amp;user_id=%d&amp;page=\' + escape(location.href) + \'&amp;referrer=\' + escape(document.referrer) + \'&amp;i=\' + extra_happy + \'" width="1" height="1" alt="" style="position: absolute; top: 0; left: 0;" />\');</script>' % (ctx.num, ctx.num * 11))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'xmlns="http://www.w3.org/1999/xhtml" id="typepad-standard" xmlns:fb="http://www.facebook.com/2008/fbml"',
               '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">')


# ============================================================== concrete5 nonprofit local newsroom

def c5_href(ctx, sec, hed, d):
    return 'https://www.kennebecrecord.org/news/%s' % slugify(hed, 9)


def c5_url(ctx):
    return c5_href(ctx, '', ctx.s['hed'], ctx.dt)


def c5_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    cid = 200 + ctx.num % 100
    ccm = ('<script type="text/javascript">var CCM_DISPATCHER_FILENAME = "/index.php";var CCM_CID = %d;var CCM_EDIT_MODE = false;var CCM_ARRANGE_MODE = false;var CCM_IMAGE_PATH = "/concrete/images";'
           'var CCM_TOOLS_PATH = "/index.php/tools/required";var CCM_APPLICATION_URL = "https://www.kennebecrecord.org";var CCM_REL = "";var CCM_ACTIVE_LOCALE = "en_US";</script>' % cid)
    head_html = head(ctx, 'The Kennebec Record :: %s' % s['hed'], og=ctx.page['og'], ld=None, twitter=ctx.page['og'] is not None, generator='concrete5 - 8.5.4',
                     css=['/application/themes/record/css/bootstrap-modified.css', '/application/files/cache/css/record/main.css?ts=%d' % (1618000000 + ctx.num)],
                     js=[ccm, '/concrete/js/jquery.js?ccm_nocache=1a5d3a9c2c43d6ab2d8b4f4ee3d1f6b8f5e24e2f'])
    nm = s['authors'][0]['name']
    byl = 'Posted by %s on %s' % (nm, d_us(d))
    ctx.meta_lines = [byl]
    nav = [('News', ['Town Government', 'Public Safety', 'Environment', 'Business']), ('Schools', []), ('Community', ['Libraries', 'Arts', 'Faith']),
           ('Obituaries', []), ('Events', []), ('About', ['Our Team', 'Ethics Policy', 'Funding']), ('Donate', [])]
    nav_html = ''.join('<li class="%s"><a href="/%s" target="_self" class="%s">%s</a>%s</li>'
                       % ('nav-selected nav-path-selected' if n == 'News' else '', slugify(n), 'nav-selected nav-path-selected' if n == 'News' else '', esc(n),
                          ('<ul>%s</ul>' % ''.join('<li class=""><a href="/%s/%s" target="_self" class="">%s</a></li>' % (slugify(n), slugify(x), esc(x)) for x in sub)) if sub else '')
                       for n, sub in nav)
    h = ['<body>',
         '<div class="ccm-page ccm-page-id-%d page-type-blog-entry page-template-right-sidebar">' % cid,
         '<header><div class="container"><div class="row"><div class="col-sm-4 col-xs-6"><div class="ccm-custom-style-container ccm-custom-style-logo-%d"><a href="/"><img src="/application/files/4115/1234/5678/record-logo.png" alt="The Kennebec Record" width="240" height="60" class="ccm-image-block img-responsive bID-%d"></a><p class="site-name">The Kennebec Record</p><p class="site-tagline">Nonprofit news for the Kennebec Valley</p></div></div>' % (cid, 30 + ctx.num % 9),
         '<div class="col-sm-5 col-xs-6"><nav class="ccm-responsive-navigation original"><ul>%s</ul></nav><div class="ccm-responsive-menu-launch"><i></i></div></div>' % nav_html,
         '<div class="col-sm-3 col-xs-12"><form action="/search" method="get" class="ccm-search-block-form"><input name="search_paths[]" type="hidden" value=""><input name="query" type="text" value="" class="ccm-search-block-text"> <input name="submit" type="submit" value="Search" class="btn btn-default ccm-search-block-submit"></form></div></div></div></header>',
         '<main><div class="container"><div class="row"><div class="col-sm-8 col-content">',
         '<%s class="ccm-area-main">' % A(ctx),
         '<div class="ccm-block-page-title-byline"><h1 class="page-title">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<div class="ccm-block-page-description"><p class="lead">%s</p></div>' % esc(s['dek']))
    h.append('<p class="page-byline"><span class="page-author">Posted by %s</span> on <span class="page-date">%s</span></p></div>' % (esc(nm), esc(d_us(d))))
    lead = s.get('lead')
    if lead:
        h.append('<div class="ccm-custom-style-container ccm-image-wrapper"><picture><img src="/application/files/thumbnails/large/%d/%s.jpg" alt="%s" class="ccm-image-block img-responsive bID-%d"></picture><div class="image-caption">%s <span class="photo-credit">Photo: %s</span></div></div>'
                 % (ctx.num, slugify(lead[0], 3), esc(lead[0]), 40 + ctx.num % 50, ctx.C('caption', lead[0]), esc(lead[1])))
    mode = ctx.page.get('unusual')
    chunks = []
    np_ = 0
    total = ctx.paras()
    for b in ctx.blocks:
        if b[0] == 'p':
            np_ += 1
            chunks.append('<div>%s</div>' % inline(b[1]) if mode == 'divs' else '<p>%s</p>' % inline(b[1]))
            if np_ == (total // 2) and np_ < total:
                chunks.append('</div><div class="ccm-custom-style-container ccm-underwriting"><p class="underwriting-label">%s</p><p>%s</p></div><div class="ccm-custom-style-container ccm-custom-style-main-%d">'
                              % ('Support for The Kennebec Record comes from', ctx.C('ad', 'Kennebec Valley Credit Union \u2014 proudly member-owned since 1954. Find a branch near you.'), cid))
        elif b[0] == 'h':
            chunks.append('<h2>%s</h2>' % inline(b[1]))
        else:
            raise ValueError('concrete5: block %s' % b[0])
    h.append('<div class="ccm-custom-style-container ccm-custom-style-main-%d">%s</div>' % (cid, ''.join(chunks)))
    h.append('<div class="ccm-block-share-this-page"><ul class="list-inline">%s</ul></div>'
             % ''.join('<li><a href="%s" aria-label="%s">%s</a></li>' % (u, n, svg(i, size=18)) for n, u, i in
                       [('Facebook', 'https://www.facebook.com/sharer/sharer.php?u=%s' % ctx.url, 'facebook'), ('Twitter', 'https://twitter.com/intent/tweet?url=%s' % ctx.url, 'twitter'), ('Email', 'mailto:?body=%s' % ctx.url, 'email')]))
    h.append('<div class="ccm-block-tags-wrapper"><span class="ccm-block-tags-title">Tags:</span> %s</div>'
             % ' '.join('<a href="/news?tag=%s" class="ccm-block-tags-tag label">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    pn = ctx.others(2)
    h.append('<div class="ccm-block-next-previous-wrapper"><div class="ccm-block-next-previous-header"><h5>Previous Story</h5></div><p class="ccm-block-next-previous-previous-link"><a href="%s">%s</a></p>'
             '<div class="ccm-block-next-previous-header"><h5>Next Story</h5></div><p class="ccm-block-next-previous-next-link"><a href="%s">%s</a></p></div>'
             % (esc(pn[0]['href']), ctx.C('list', pn[0]['hed']), esc(pn[1]['href']), ctx.C('list', pn[1]['hed'])))
    cs = ctx.comments(4 if ctx.num == 9051 else 2)
    msgs = ''.join('<div class="message ccm-conversation-message ccm-conversation-message-level0" data-conversation-message-id="%d" data-conversation-message-level="0">'
                   '<div class="ccm-conversation-message-user"><div class="ccm-conversation-avatar"><img src="/concrete/images/avatar_none.png" alt="" class="u-avatar"></div>'
                   '<div class="ccm-conversation-message-byline"><span class="ccm-conversation-message-username">%s</span> <span class="ccm-conversation-message-divider">|</span> <span class="ccm-conversation-message-date">%s</span></div></div>'
                   '<div class="ccm-conversation-message-body">%s</div><div class="ccm-conversation-message-controls"><ul><li><a href="#" data-submit="flag-conversation-message">Flag</a></li><li><a href="#" data-toggle="conversation-reply">Reply</a></li></ul></div></div>'
                   % (c['id'], esc(c['name']), d_us(d + datetime.timedelta(hours=c['hours'])), ctx.C('comment', c['text'])) for c in cs)
    h.append('<div class="ccm-conversation-wrapper" data-conversation-id="%d"><h4>%d Messages</h4><div class="ccm-conversation-add-new-message"><form method="post" class="main-reply-form"><div class="ccm-conversation-message-form"><div class="ccm-conversation-avatar"><img src="/concrete/images/avatar_none.png" alt=""></div>'
             '<div class="ccm-conversation-message-body"><textarea placeholder="Add a comment" name="cnvMessageBody"></textarea></div><button type="button" data-submit="conversation-message" class="pull-right btn btn-submit btn-primary">Submit</button></div></form></div>'
             '<div class="ccm-conversation-messages">%s</div></div>' % (ctx.num, len(cs), msgs))
    h.append('</%s></div>' % A(ctx))
    recent = ctx.others(5)
    h.append('<div class="col-sm-3 col-sm-offset-1 col-sidebar">')
    h.append('<div class="ccm-custom-style-container donate-box"><h3>Support nonprofit local news</h3><p>%s</p><a class="btn btn-primary" href="/donate">Donate</a></div>'
             % ctx.C('donate', 'The Kennebec Record is a nonprofit newsroom. Reader donations pay for reporting on every select board and school board in the valley.'))
    h.append(newsletter_box(ctx, 'ccm-custom-style-container newsletter-box', title='Get the Record in your inbox', text='Our free newsletter arrives every Tuesday and Friday morning.'))
    h.append('<div class="ccm-block-page-list-wrapper"><div class="ccm-block-page-list-header"><h5>Recent Stories</h5></div><div class="ccm-block-page-list-pages">%s</div></div>'
             % ''.join('<div class="ccm-block-page-list-page-entry"><div class="ccm-block-page-list-title"><a href="%s" target="_self">%s</a></div><div class="ccm-block-page-list-date">%s</div><div class="ccm-block-page-list-description">%s</div></div>'
                       % (esc(r['href']), ctx.C('list', r['hed']), d_us(r['dt']), ctx.C('teaser', r['teaser'])) for r in recent))
    h.append('<div class="ccm-block-calendar-event-list-wrapper"><div class="ccm-block-calendar-event-list-header"><h5>Upcoming Events</h5></div><div class="ccm-block-calendar-event-list">%s</div></div>'
             % ''.join('<div class="ccm-block-calendar-event-list-event"><div class="ccm-block-calendar-event-list-event-date"><span>%s</span><span>%d</span></div><div class="ccm-block-calendar-event-list-event-title"><a href="/events/%d">%s</a></div></div>'
                       % (LG.MONTHS_ABBR[(d + datetime.timedelta(days=3 * k + 2)).month - 1], (d + datetime.timedelta(days=3 * k + 2)).day, k, esc(e))
                       for k, e in enumerate(['Winslow select board meeting', 'Vassalboro town meeting', 'Library book sale', 'Kennebec River cleanup'])))
    h.append('<div class="ccm-custom-style-container sponsors-box"><h5>Our Supporters</h5><ul>%s</ul><p><a href="/underwriting">%s</a></p></div>'
             % (''.join('<li>%s</li>' % esc(x) for x in ['Kennebec Valley Credit Union', 'Hallowell Hardware', 'Gardiner Family Dental', 'Riverside Realty']),
                'Become an underwriter \u2014 download our media kit'))
    h.append('</div></div></div></main>')
    h.append('<footer id="footer-theme"><section><div class="container"><div class="row"><div class="col-sm-4"><h4>About The Kennebec Record</h4><p>%s</p><p>%s</p></div>'
             '<div class="col-sm-4"><h4>Quick Links</h4>%s</div><div class="col-sm-4"><h4>Follow</h4>%s</div></div></div></section>'
             % (ctx.C('footer', 'The Kennebec Record is an independent, nonprofit newsroom serving the towns of the Kennebec Valley.'),
                esc('12 Water St., Hallowell, ME 04347 \u00b7 news@kennebecrecord.org'),
                ul_links([('About Us', '/about'), ('Contact', '/contact'), ('Advertise & Underwrite', '/underwriting'), ('Media Kit', '/media-kit'), ('Corrections', '/corrections'),
                          ('Privacy Policy', '/privacy'), ('Terms of Use', '/terms')]),
                social_links(ctx, 'footer-social')))
    h.append('<section id="footer-note"><div class="container"><div class="row"><div class="col-sm-12"><p>%s <a href="/login">Log in</a> | Built with <a href="https://www.concrete5.org" rel="nofollow">concrete5</a> CMS</p></div></div></div></section></footer>'
             % copyright_line(ctx, 'The Kennebec Record'))
    h.append('</div><script type="text/javascript" src="/concrete/js/bootstrap/dropdown.js"></script><script type="text/javascript" src="/application/themes/record/main.js"></script></body>')
    return doc(head_html, '\n'.join(h), 'lang="en"')


# ============================================================== Bild-style (de)

def bild_href(ctx, sec, hed, d):
    return 'https://www.knall.de/regional/hamburg/hamburg-aktuell/%s-%d.knall.html' % (slugify(hed, 8), 55000000 + (len(hed) * 1931 + d.day * 7) % 9999999)


def bild_url(ctx):
    return bild_href(ctx, '', ctx.s['hed'], ctx.dt)


def bild_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    head_html = head(ctx, '%s | Regional | KNALL.de' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.knall.de/static/css/knall-article.3e81f.css'],
                     js=['<script>window.knallConfig={"pageType":"article","documentId":"%s","channel":"regional/hamburg","isPremium":false};</script>' % ctx.url.rsplit('-', 1)[1].split('.')[0]],
                     extra='<meta name="robots" content="index, follow, max-image-preview:large">')
    nm = s['authors'][0]['name']
    by = 'Von %s' % nm
    date_txt = '%s - %02d:%02d Uhr' % (d_num(d, '.'), d.hour, d.minute)
    ctx.meta_lines = [by, date_txt]
    tick = ctx.others(3)
    h = ['<body class="article regional">',
         cookie_banner(ctx, 'sourcepoint'),
         '<header class="header"><div class="header__top"><a class="header__logo" href="/" title="KNALL.de">KNALL</a>',
         '<a class="header__plus" href="/plus/">KNALLplus</a><a class="header__login" href="/login/">%s</a></div>' % L['login'],
         nav_menu(ctx, LG.SECTIONS['de'], cls='nav nav--main', sub={'Regional': ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Leipzig', 'Dresden'],
                                                                    'Sport': ['Fußball', 'Bundesliga', '2. Bundesliga', 'Formel 1', 'Handball', 'Tennis']}),
         '<div class="ticker"><span class="ticker__label">News-Ticker</span>%s</div></header>' % ''.join('<a class="ticker__item" href="%s">%s</a>' % (esc(t['href']), ctx.C('ticker', t['hed'])) for t in tick),
         '<div class="breadcrumb"><a href="/">Home</a> <a href="/regional/">Regional</a> <a href="/regional/hamburg/">Hamburg</a> <a href="/regional/hamburg/hamburg-aktuell/">Hamburg Aktuell</a></div>',
         '<main class="main-content"><%s class="article">' % A(ctx),
         '<div class="article-header"><div class="kicker">%s</div>' % esc(s['section']),
         '<h1 id="cover" class="headline">%s</h1>' % esc(s['hed']),
         '<div class="authors"><span class="authors__name">%s</span></div>' % esc(by),
         '<time class="datetime datetime--article" datetime="%s">%s</time>' % (ctx.iso(), esc(date_txt)),
         '<div class="share-bar">%s</div></div>' % share_bar(ctx, 'share', ('facebook', 'twitter', 'whatsapp', 'email'), label=True)]
    lead = s.get('lead')
    if lead:
        h.append('<figure class="article-image">%s<figcaption><div class="article-image__caption">%s</div><div class="article-image__credit">%s</div></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead', 1280, 720), lead[0], w=1280, h=720), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(2)

    def after(i):
        if i == 1:
            return '<div class="ad-wrapper"><div class="ad-wrapper__label">%s</div><div id="ad-inpage-1"></div></div>' % L['advert']
        if i == 3:
            return '<div class="related-topics"><span class="related-topics__label">%s</span> <a href="%s">%s</a></div>' % (L['read_more'], esc(rel[0]['href']), ctx.C('inline', rel[0]['hed']))
        if i == 6:
            return '<div class="ad-wrapper"><div class="ad-wrapper__label">%s</div><div id="ad-inpage-2"></div></div>' % L['advert']
        return ''
    fmt = dict(h=lambda c, t: '<h2 class="crossheading">%s</h2>' % inline(t))
    h.append('<div class="txt">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article-footer"><p class="follow">%s</p>' % ctx.C('promo', 'Folgen Sie KNALL Hamburg auf Facebook und Instagram!'))
    h.append('<div class="tags"><span>%s:</span> %s</div>' % (L['tags'], ', '.join('<a href="/themen/%s/">%s</a>' % (slugify(t), esc(t)) for t in s['tags'])))
    h.append('<p class="more-link">%s</p></div>' % ctx.C('promo', 'Mehr aktuelle News aus Hamburg lesen Sie auf knall.de/hamburg'))
    h.append('<div class="plus-teaser"><span class="plus-badge">KNALLplus</span><p>%s</p><a href="/plus/">%s</a></div>' % (ctx.C('paywall', 'Alle Artikel auf KNALL.de lesen – jetzt KNALLplus für 0,99 € im ersten Monat testen.'), L['paywall_btn']))
    h.append('</%s>' % A(ctx))
    h.append(story_list(ctx, ctx.others(6), cls='recommendations', title=L['you_may_like'], thumbs=True, kickers=True, style='div'))
    h.append(story_list(ctx, ctx.others(4), cls='top-themen', title=L['top_stories'], teasers=True, kickers=True, style='div'))
    h.append(story_list(ctx, ctx.others(5), cls='mehr-regional', title='Mehr aus Hamburg', teasers=True, dates=True, style='div', date_fn=lambda dd: ctx.ago(dd)))
    h.append('<div class="video-teaser">%s</div>' % video_player(ctx, 'Geisterfahrer-Alarm: So verhalten Sie sich richtig', '1:48', 'knall-video'))
    h.append('<aside class="sidebar">%s%s</aside>' % (story_list(ctx, ctx.others(5), cls='most-read', title=L['most_read'], numbered=True, style='ol', wrap='div'),
                                                     ad_slot(ctx, 'ad-sidebar-1', 'ad-wrapper', size='300x600')))
    h.append('</main>')
    h.append('<footer class="footer"><div class="footer__logo">KNALL.de</div>%s%s<p class="footer__copyright">%s</p></footer>'
             % (sitemap(ctx, [('News', ['Politik', 'Inland', 'Ausland', 'Wirtschaft', 'Kriminalität']), ('Sport', ['Fußball', 'Bundesliga', 'Formel 1', 'Handball', 'Wintersport']),
                              ('Regional', ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Leipzig']), ('Ratgeber', ['Geld', 'Gesundheit', 'Recht', 'Reise', 'Auto'])], 'footer__sitemap'),
                ul_links([('Impressum', '/impressum/'), ('Datenschutz', '/datenschutz/'), ('Nutzungsbedingungen', '/agb/'), ('Barrierefreiheit', '/barrierefreiheit/'), ('Jobs', '/jobs/'),
                          ('Werben auf KNALL', '/werben/'), ('Mediadaten', '/mediadaten/'), ('Kontakt', '/kontakt/'), ('Widerruf Tracking', '#consent')], 'footer__links'),
                ctx.C('footer', '\u00a9 KNALL.de \u2013 Ein Angebot der Nordlicht Medien GmbH. Alle Rechte vorbehalten.')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="de"')


# ============================================================== Le Parisien-style (fr)

def lp_href(ctx, sec, hed, d):
    dep = 'seine-saint-denis-93/bondy-93140' if ctx.num == 9055 else 'paris-75'
    return 'https://www.lefrancilien.fr/%s/%s-%s-%d.php' % (dep, slugify(hed, 9), d.strftime('%d-%m-%Y'), 8000000 + (len(hed) * 977 + d.day) % 999999)


def lp_url(ctx):
    return lp_href(ctx, '', ctx.s['hed'], ctx.dt)


def lp_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    head_html = head(ctx, '%s - Le Francilien' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.lefrancilien.fr/pf/resources/css/article.css?d=221'],
                     js=['<script>window.lfData={"rubrique":"%s","premium":false,"type":"article"};</script>' % esc(s['section'])])
    nm = s['authors'][0]['name']
    by = 'Par %s' % nm
    date_txt = 'Le %s à %02dh%02d' % (d_long(d, 'fr'), d.hour, d.minute)
    ctx.meta_lines = [by, date_txt]
    deps = ['Paris (75)', 'Seine-et-Marne (77)', 'Yvelines (78)', 'Essonne (91)', 'Hauts-de-Seine (92)', 'Seine-Saint-Denis (93)', 'Val-de-Marne (94)', "Val-d'Oise (95)", 'Oise (60)']
    tick = ctx.others(2)
    h = ['<body class="article-page">',
         cookie_banner(ctx, 'didomi'),
         '<header class="header"><div class="header__top"><a class="header__logo" href="/">Le Francilien</a><a class="header__subscribe" href="/abonnement/">S\u2019abonner</a><a class="header__login" href="/connexion/">%s</a></div>' % L['login'],
         nav_menu(ctx, ['Île-de-France & Oise', 'Paris', 'Faits divers', 'Politique', 'Économie', 'Société', 'Sports', 'Culture & Loisirs', 'Météo', 'Vidéos'], cls='header__nav',
                  sub={'Île-de-France & Oise': deps}),
         '<div class="alert-info"><span class="alert-info__label">%s</span> <a href="%s">%s</a></div></header>' % (L['breaking'], esc(tick[0]['href']), ctx.C('ticker', tick[0]['hed'])),
         '<nav class="breadcrumb"><a href="/">Accueil</a> › <a href="/ile-de-france-oise/">Île-de-France &amp; Oise</a> › <a href="/%s/">%s</a></nav>' % (slugify(s['section']), esc(s['section'])),
         '<main class="main"><%s class="article-full">' % A(ctx),
         '<header class="article-header"><h1 class="title_xl col margin_bottom_headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="subheadline">%s</h2>' % esc(s['dek']))
    h.append('<div class="author-date"><div class="ui_author"><span>Par</span> <a href="/auteur/%s/">%s</a></div><div class="timestamp"><span>%s</span></div></div>' % (slugify(nm), esc(nm), esc(date_txt)))
    h.append('<div class="article-tools">%s<a class="comments-link" href="#comments">Commenter</a></div></header>' % share_bar(ctx, 'share-buttons', ('facebook', 'twitter', 'whatsapp', 'email'), label=False))
    lead = s.get('lead')
    if lead:
        h.append('<figure class="article-figure">%s<figcaption><p class="legend">%s</p><p class="credit">%s</p></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead'), lead[0], mode='srcset'), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(2)

    def after(i):
        if i == 2:
            return '<div class="read-more"><span class="read-more__label">%s</span> <a href="%s">%s</a></div>' % (L['related'], esc(rel[0]['href']), ctx.C('inline', rel[0]['hed']))
        if i == 3:
            return '<div class="pub pub--inread"><span class="pub__label">%s</span><div id="inread-1"></div></div>' % L['advert']
        if i == 7:
            return '<div class="read-more"><span class="read-more__label">%s</span> <a href="%s">%s</a></div>' % (L['related'], esc(rel[1]['href']), ctx.C('inline', rel[1]['hed']))
        if i == 5 and ctx.num == 9056:
            return photo_gallery(ctx, 'En images : une matinée sur le marché de Belleville', [
                ('Dès 5 h 30, les premiers étals sont montés sous les lampadaires.', 'LF/Claire Dumas'),
                ('Karim Benali prépare sa glace pilée pour le poisson.', 'LF/Claire Dumas'),
                ('Les clients du samedi matin, plus jeunes qu\u2019en semaine.', 'LF/Claire Dumas'),
                ('Vers 14 heures, les commerçants remballent.', 'LF/Claire Dumas')], cls='diaporama', label='Diaporama', of='sur')
        if i == 9:
            return newsletter_box(ctx, 'newsletter-inline', title='Recevez la newsletter Paris', text='Toute l\u2019actualité de la capitale, chaque matin dans votre boîte mail.', btn='Je m\u2019inscris')
        return ''
    fmt = dict(p=lambda c, t: '<p class="paragraph text_align_left">%s</p>' % inline(t), h=lambda c, t: '<h2 class="inter-title">%s</h2>' % inline(t))
    h.append('<section class="content"><div class="article-section margin_bottom_article">%s</div></section>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="subscribe-box"><p class="subscribe-box__title">%s</p><p>%s</p><a href="/abonnement/">%s</a></div>'
             % (esc('Soutenez l\u2019information locale'), ctx.C('paywall', 'Abonnez-vous pour 1 € le premier mois et accédez à tous nos articles, sans engagement.'), L['paywall_btn']))
    cs = ctx.comments(4)
    h.append('<div id="comments" class="comments"><h3>Les commentaires</h3><p class="comments__charter">%s</p>%s<a class="comments__cta" href="/connexion/">Réagir</a></div>'
             % (ctx.C('policy', L['comment_policy']), ''.join('<div class="comment"><span class="comment__author">%s</span> <span class="comment__date">%s</span><p class="comment__text">%s</p></div>'
                                                             % (esc(c['name']), ctx.ago(d - datetime.timedelta(hours=c['hours'])), ctx.C('comment', c['text'])) for c in cs)))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="sidebar">%s%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='most-read', title=L['most_read'], numbered=True, style='ol', wrap='div'),
                ad_slot(ctx, 'pave-1', 'pub', size='300x250'),
                story_list(ctx, ctx.others(5), cls='latest', title=L['latest'], dates=True, style='ul', wrap='div', date_fn=lambda dd: '%02dh%02d' % (dd.hour, dd.minute))))
    h.append(story_list(ctx, ctx.others(4), cls='same-topic', title='Sur le même sujet', thumbs=True, teasers=True, style='div'))
    h.append('</main>')
    h.append('<footer class="footer"><div class="footer__app"><p>%s</p><a href="/app/ios">App Store</a> <a href="/app/android">Google Play</a></div>%s<p>%s</p></footer>'
             % (ctx.C('app', 'Téléchargez l\u2019application Le Francilien et recevez les alertes de votre département.'),
                ul_links([('Qui sommes-nous ?', '/qui-sommes-nous/'), ('Nous contacter', '/contact/'), ('Publicité', '/publicite/'), ('Kit média', '/kit-media/'), ('Mentions légales', '/mentions-legales/'),
                          ('CGU', '/cgu/'), ('Politique de confidentialité', '/confidentialite/'), ('Gestion des cookies', '#didomi'), ('Plan du site', '/plan-du-site/')], 'footer__links'),
                ctx.C('footer', '\u00a9 Le Francilien %d \u2013 Tous droits réservés.' % d.year)))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="fr"')


# ============================================================== La Vanguardia-style (es)

def lv_href(ctx, sec, hed, d):
    return 'https://www.laatalaya.es/local/%s/%s/%d/%s.html' % (slugify(ctx.s['section'], 1), d.strftime('%Y%m%d'), 450000000 + (len(hed) * 7717 + d.day) % 9999999, slugify(hed, 9))


def lv_url(ctx):
    return lv_href(ctx, '', ctx.s['hed'], ctx.dt)


def lv_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    head_html = head(ctx, '%s' % s['hed'] + ' | La Atalaya', og=ctx.page['og'], ld=ctx.page['ld'],
                     css=['https://www.laatalaya.es/r/assets/css/article.min.css?v=3.14'],
                     js=['<script>var DDL={"page":{"type":"noticia","section":"local","subsection":"%s"}};</script>' % slugify(s['section'])])
    nm = s['authors'][0]['name']
    by = '%s | %s' % (nm, s['section'])
    date_txt = '%s %02d:%02d' % (d_num(d), d.hour, d.minute)
    ctx.meta_lines = [by, date_txt]
    tick = ctx.others(2)
    h = ['<body class="detail-page">',
         cookie_banner(ctx, 'quantcast'),
         '<header class="header"><div class="header-top"><span class="header-date">%s, %s</span><a class="header-logo" href="/">La Atalaya</a>' % (wk(d, 'es').capitalize(), d_long(d, 'es')),
         '<div class="header-user"><a class="btn-subscribe" href="/suscripciones">%s</a> <a href="/login">%s</a></div></div>' % (L['subscribe'], L['login']),
         nav_menu(ctx, ['Internacional', 'Política', 'Economía', 'Local', 'Opinión', 'Deportes', 'Vida', 'Cultura', 'Sucesos', 'Tecnología'], cls='header-nav',
                  sub={'Local': ['Barcelona', 'Girona', 'Lleida', 'Tarragona', 'Sabadell', 'Terrassa', 'Badalona', "L'Hospitalet"]}),
         '<div class="breaking-news"><span class="breaking-label">%s</span> <a href="%s">%s</a></div></header>' % (L['breaking'], esc(tick[0]['href']), ctx.C('ticker', tick[0]['hed'])),
         '<main class="container"><%s class="article-details" itemscope itemtype="http://schema.org/NewsArticle">' % A(ctx),
         '<div class="article-header"><div class="article-section"><a href="/local/%s">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="title" itemprop="headline">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<div class="epigraph-container"><h2 class="epigraph">%s</h2></div>' % esc(s['dek']))
    h.append('<div class="author-details"><span class="author-name"><a href="/autores/%s.html">%s</a></span> <span class="separator">|</span> <span class="author-place">%s</span></div>' % (slugify(nm), esc(nm), esc(s['section'])))
    h.append('<time class="date-time" itemprop="datePublished" datetime="%s">%s</time>' % (ctx.iso(), esc(date_txt)))
    h.append('<div class="share-buttons">%s</div></div>' % share_bar(ctx, 'share-list', ('facebook', 'twitter', 'whatsapp', 'email'), label=False))
    lead = s.get('lead')
    if lead:
        h.append('<figure class="image-module"><picture>%s</picture><figcaption class="image-caption">%s <span class="image-author">(%s)</span></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead', 1000, 563), lead[0], w=1000, h=563, mode='srcset'), ctx.C('caption', lead[0]), esc(lead[1])))
    rel = ctx.others(2)

    def after(i):
        if i == 2:
            r = rel[0]
            return ('<div class="related-news-module"><p class="related-title">%s</p><a href="%s"><h4>%s</h4><span class="related-author">%s</span></a></div>'
                    % (L['related'], esc(r['href']), ctx.C('inline', r['hed']), esc(r['author'])))
        if i == 4:
            return '<div class="ad-container"><span class="ad-label">%s</span><div id="ad-robapagina-1"></div></div>' % L['advert']
        if i == 8:
            r = rel[1]
            return ('<div class="related-news-module"><p class="related-title">%s</p><a href="%s"><h4>%s</h4><span class="related-author">%s</span></a></div>'
                    % (L['related'], esc(r['href']), ctx.C('inline', r['hed']), esc(r['author'])))
        return ''
    fmt = dict(p=lambda c, t: '<p class="paragraph">%s</p>' % inline(t), h=lambda c, t: '<h2 class="header-module">%s</h2>' % inline(t))
    h.append('<div class="article-modules" itemprop="articleBody">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    h.append('<div class="article-tags"><span>Etiquetas:</span> %s</div>' % ', '.join('<a href="/temas/%s.html">%s</a>' % (slugify(t), esc(t)) for t in s['tags']))
    cs = ctx.comments(3)
    h.append('<div id="comments" class="comments-module"><h3>%s</h3><p class="comments-rules">%s <a href="/normas">Normas de participación</a></p>%s</div>'
             % (L['comments'], ctx.C('policy', L['comment_policy']), ''.join('<div class="comment"><strong class="comment-user">%s</strong> <span class="comment-date">%s</span><p>%s</p></div>'
                                                                          % (esc(c['name']), d_num(d), ctx.C('comment', c['text'])) for c in cs)))
    h.append('</%s>' % A(ctx))
    h.append('<aside class="sidebar">%s%s%s</aside>'
             % (story_list(ctx, ctx.others(5), cls='most-read', title=L['most_read'], numbered=True, style='ol', wrap='div'),
                ad_slot(ctx, 'ad-roba-2', 'ad-container', size='300x600'),
                '<div class="video-module"><h3>Vídeos</h3>%s</div>' % video_player(ctx, 'Así es la nueva zona de autocares en Girona', '1:12', 'video-item')))
    h.append(story_list(ctx, ctx.others(6), cls='more-news', title='%s %s' % (L['more_from'], s['section']), thumbs=True, dates=True, style='div', date_fn=lambda dd: d_num(dd)))
    h.append('</main>')
    h.append('<footer class="footer"><div class="footer-logo">La Atalaya</div>%s<p class="footer-copy">%s</p></footer>'
             % (ul_links([('Aviso legal', '/aviso-legal'), ('Política de cookies', '/cookies'), ('Privacidad', '/privacidad'), ('Quiénes somos', '/quienes-somos'), ('Contacto', '/contacto'),
                          ('Publicidad', '/publicidad'), ('Tarifas', '/tarifas'), ('Trabaja con nosotros', '/empleo')], 'footer-links'),
                ctx.C('footer', '\u00a9 La Atalaya Ediciones, S.L. Todos los derechos reservados.')))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="es"')


# ============================================================== Il Fatto Quotidiano-style (it, WordPress)

def if_href(ctx, sec, hed, d):
    return 'https://www.ilpuntoquotidiano.it/%d/%02d/%02d/%s/%d/' % (d.year, d.month, d.day, slugify(hed, 9), 5000000 + (len(hed) * 8123 + d.day) % 999999)


def if_url(ctx):
    return if_href(ctx, '', ctx.s['hed'], ctx.dt)


def if_render(ctx):
    s, L = ctx.s, ctx.L
    d = ctx.dt
    pid = ctx.url.rstrip('/').rsplit('/', 1)[1]
    head_html = head(ctx, '%s - Il Punto Quotidiano' % s['hed'], og=ctx.page['og'], ld=ctx.page['ld'], generator='WordPress 5.2.4',
                     css=['https://st.ilpuntoquotidiano.it/wp-content/themes/ilpunto/css/main.css?ver=4.8.2'],
                     js=['<script>var ipq_vars={"post_id":%s,"is_premium":false,"category":"%s"};</script>' % (pid, slugify(s['section']))],
                     extra='<link rel="shortlink" href="https://www.ilpuntoquotidiano.it/?p=%s">' % pid)
    nm = s['authors'][0]['name']
    meta = 'di %s | %d %s %d' % (nm, d.day, LG.MONTHS['it'][d.month - 1].capitalize(), d.year)
    ctx.meta_lines = [meta]
    h = ['<body class="post-template-default single single-post postid-%s single-format-standard">' % pid,
         cookie_banner(ctx, 'onetrust'),
         '<header id="header" class="ipq-header"><div class="ipq-header__top"><a class="ipq-header__edition" href="/edizione-del-giorno/">Edizione del giorno</a>',
         '<a class="ipq-header__logo" href="/">Il Punto Quotidiano</a><div class="ipq-header__user"><a href="/abbonati/">%s</a> <a href="/sostenitori/">Diventa Sostenitore</a> <a href="/login/">%s</a></div></div>' % (L['subscribe'], L['login']),
         nav_menu(ctx, LG.SECTIONS['it'], cls='ipq-nav', sub={'Cronaca': ['Nera', 'Giudiziaria', 'Lombardia', 'Piemonte', 'Lazio'], 'Blog': ['Blog dei lettori', 'Zonaeuro', 'Società']}),
         '</header>',
         '<main class="ipq-main"><div class="ipq-row"><div class="ipq-col-main">',
         '<%s class="post" id="post-%s">' % (A(ctx), pid),
         '<header class="article-header"><div class="article-categories"><a href="/%s/">%s</a></div>' % (slugify(s['section']), esc(s['section'])),
         '<h1 class="article-title">%s</h1>' % esc(s['hed'])]
    if s.get('dek'):
        h.append('<h2 class="article-subtitle">%s</h2>' % esc(s['dek']))
    h.append('<div class="article-meta"><span class="author">di <a href="/blog/%s/">%s</a></span> | <span class="date">%d %s %d</span></div>'
             % (slugify(nm), esc(nm), d.day, LG.MONTHS['it'][d.month - 1].capitalize(), d.year))
    h.append('<div class="article-tools">%s<a class="comments-count" href="#comments">%d %s</a></div></header>'
             % (share_bar(ctx, 'ipq-share', ('facebook', 'twitter', 'whatsapp', 'email'), label=False), ctx.ri(15, 300), L['comments']))
    lead = s.get('lead')
    if lead:
        h.append('<figure class="article-figure">%s<figcaption><span class="caption">%s</span></figcaption></figure>'
                 % (lazy_img(ctx, ctx.img_url('lead', 1050, 590), lead[0], w=1050, h=590), ctx.C('caption', lead[0])))
    rel = ctx.others(2)

    def after(i):
        if i == 2:
            return '<div class="ipq-adv"><span class="ipq-adv__label">%s</span><div id="ipq-adv-inread"></div></div>' % L['advert']
        if i == 4:
            return '<div class="read-also"><strong>%s</strong> <a href="%s">%s</a></div>' % (L['read_more'], esc(rel[0]['href']), ctx.C('inline', rel[0]['hed']))
        if i == 8:
            return ('<div class="ipq-support-box"><p class="ipq-support-box__title">%s</p><p>%s</p><a href="/sostenitori/">Sostieni</a></div>'
                    % ('Gentile lettore,', ctx.C('support', 'Il Punto Quotidiano non riceve alcun finanziamento pubblico. Se apprezzi il nostro lavoro, diventa sostenitore: bastano pochi euro al mese.')))
        return ''
    fmt = dict(h=lambda c, t: '<h3>%s</h3>' % inline(t))
    h.append('<div class="article-body">%s</div>' % ''.join(render_blocks(ctx, fmt, after)))
    pn = ctx.others(2)
    h.append('<div class="article-nav"><div class="prev"><span>Articolo Precedente</span><a href="%s">%s</a></div><div class="next"><span>Articolo Successivo</span><a href="%s">%s</a></div></div>'
             % (esc(pn[0]['href']), ctx.C('list', pn[0]['hed']), esc(pn[1]['href']), ctx.C('list', pn[1]['hed'])))
    h.append('<div class="article-tags"><span>%s:</span> %s</div>' % (L['tags'], ' '.join('<a href="/argomenti/%s/">%s</a>' % (slugify(t), esc(t)) for t in s['tags'])))
    h.append('<div id="comments" class="ipq-comments"><p class="ipq-comments__note">%s</p>%s</div>'
             % (ctx.C('policy', 'I commenti a questo articolo sono moderati. Prima di commentare leggi la nostra policy.'), comments_disqus(ctx, 4, 'ilpuntoquotidiano')))
    h.append('</%s>' % A(ctx))
    h.append('</div><aside class="ipq-col-side">%s%s%s</aside></div>'
             % (story_list(ctx, ctx.others(5), cls='piu-letti', title=L['most_read'], numbered=True, style='ol', wrap='div'),
                ad_slot(ctx, 'ipq-adv-side', 'ipq-adv', size='300x250'),
                story_list(ctx, ctx.others(4), cls='ultimi', title=L['latest'], dates=True, style='ul', wrap='div', date_fn=lambda dd: '%02d:%02d' % (dd.hour, dd.minute))))
    h.append(story_list(ctx, ctx.others(4), cls='blog-list', title='Dal Blog', bylines=True, teasers=True, style='div'))
    h.append('</main>')
    h.append('<footer class="ipq-footer"><div class="ipq-footer__logo">Il Punto Quotidiano</div><p>%s</p>%s<p>%s</p></footer>'
             % (ctx.C('footer', 'Società Editoriale Il Punto S.p.A. \u2013 Sede legale: Via del Corso 100, Roma \u2013 P.IVA 01234567890'),
                ul_links([('Chi siamo', '/chi-siamo/'), ('Contatti', '/contatti/'), ('Pubblicità', '/pubblicita/'), ('Privacy', '/privacy/'), ('Cookie policy', '/cookie-policy/'),
                          ('Termini e condizioni', '/termini/'), ('Lavora con noi', '/lavora-con-noi/')], 'ipq-footer__links'),
                ctx.C('footer', '\u00a9 2009 - %d SEIP S.p.A. %s' % (d.year, L['rights']))))
    h.append('</body>')
    return doc(head_html, '\n'.join(h), 'lang="it-IT"')
