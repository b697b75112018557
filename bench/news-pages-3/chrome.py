"""Shared page machinery: context, body rendering, chrome-part builders, <head>."""
import datetime
import hashlib
import html
import json
import random
import re
import unicodedata
from urllib.parse import quote

from i18n import T

LINK_RE = re.compile(r'\[([^\]]+)\]\((/[^)]*)\)')


def esc(s):
    return html.escape(s, quote=True)


def plain(s):
    return LINK_RE.sub(r'\1', s)


def slugify(s):
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode()
    s = re.sub(r'[^a-zA-Z0-9]+', '-', s).strip('-').lower()
    return s[:72].rstrip('-')


def parse_body(body):
    """-> list of (kind, data): p, h, ul (list), q, table (rows), fig (caption)."""
    out = []
    for b in body:
        if b.startswith('!cap '):
            out.append(('fig', b[5:]))
        elif b.startswith('## '):
            out.append(('h', b[3:]))
        elif b.startswith('- '):
            if out and out[-1][0] == 'ul':
                out[-1][1].append(b[2:])
            else:
                out.append(('ul', [b[2:]]))
        elif b.startswith('> '):
            out.append(('q', b[2:]))
        elif b.startswith('|'):
            row = [c.strip() for c in b.strip().strip('|').split('|')]
            if out and out[-1][0] == 'table':
                out[-1][1].append(row)
            else:
                out.append(('table', [row]))
        else:
            out.append(('p', b))
    return out


def truth_blocks(st):
    blocks = [st['hl']]
    if st.get('dek'):
        blocks.append(st['dek'])
    for kind, data in parse_body(st['body']):
        if kind == 'p':
            blocks.append(plain(data))
        elif kind in ('h', 'q'):
            blocks.append(data)
        elif kind == 'ul':
            blocks.extend(data)
        elif kind == 'table':
            blocks.extend(' '.join(r) for r in data)
    return blocks


PARTNERS = {'en': ['Statehouse Wire', 'the Coastal Plains Report', 'Valley Courier'], 'de': ['Rheintal-Kurier'],
            'fr': ['Ouest Littoral'], 'es': ['Crónica Comarcal'], 'it': ['Eco del Lario'], 'nl': ['Regio Omroep Noord'],
            'pt': ['Notícias da Beira'], 'sv': ['Skärgårdsradion'], 'pl': ['Gazeta Powiatowa']}
SOCIAL_HOSTS = ('facebook.com', 'twitter.com', 'x.com', 'linkedin.com', 'api.whatsapp.com', 'reddit.com',
                'pinterest.com', 'instagram.com', 'youtube.com', 'bsky.app', 't.me', 'flipboard.com', 'tiktok.com')


class Ctx:
    def __init__(self, st, site):
        self.st, self.site = st, site
        self.id = st['id']
        self.rng = random.Random(st['id'])
        self.lang = site['lang']
        self.L = T[self.lang]
        self.parts = []
        self.domain = site['domain']
        self.base = 'https://' + site['domain']
        self.dt = datetime.datetime.strptime(st['date'], '%Y-%m-%d %H:%M')
        self.slug = slugify(st['hl'])
        self.sec = st['sec']
        self.secslug = slugify(st['sec']) or 'news'
        self.url = None
        self.short = len('\n\n'.join(truth_blocks(st))) < 1000
        self.tz = '-05:00' if self.lang == 'en' else '+01:00'
        heds = list(self.L['heds'])
        self.rng.shuffle(heds)
        self._heds = heds
        self._n = 0

    # helpers
    def mark(self, *names):
        for n in names:
            if n not in self.parts:
                self.parts.append(n)

    def m(self, p):
        return self.rng.random() < p

    def a(self, path):
        return self.base + path

    def uid(self):
        self._n += 1
        return '%s-%d' % (hashlib.md5(self.id.encode()).hexdigest()[:6], self._n)

    def img(self, w, h, sub='img'):
        hx = '%08x' % self.rng.getrandbits(32)
        return 'https://%s.%s/%d/%02d/%s-%dx%d.jpg' % (sub, self.domain, self.dt.year, self.dt.month, hx, w, h)

    def hed(self):
        if not self._heds:
            self._heds = list(self.L['heds'])
            self.rng.shuffle(self._heds)
        return self._heds.pop()

    def hed_link(self, prefix=None):
        h = self.hed()
        sec = prefix or slugify(self.rng.choice(self.L['sections'][1:]))
        return h, self.a('/%s/%s/' % (sec, slugify(h)))

    def author(self):
        return self.rng.choice(self.L['authors'])

    def au(self):
        return self.st['au']

    def au_slug(self):
        return slugify(self.st['au'])

    def au_email(self):
        parts = slugify(self.st['au']).split('-')
        local = (parts[0][0] + parts[-1]) if len(parts) > 1 else parts[0]
        return '%s@%s' % (local, self.domain)

    def fdate(self, dt=None, time=False):
        dt = dt or self.dt
        s = self.L['date_fmt'].format(M=self.L['months'][dt.month - 1], d=dt.day, y=dt.year)
        if time:
            if self.lang == 'en':
                h = dt.hour % 12 or 12
                s += ' at %d:%02d %s' % (h, dt.minute, 'a.m.' if dt.hour < 12 else 'p.m.')
            else:
                s += ', %02d:%02d' % (dt.hour, dt.minute)
        return s

    def iso(self, dt=None):
        return (dt or self.dt).strftime('%Y-%m-%dT%H:%M:00') + self.tz

    def upd(self):
        return self.dt + datetime.timedelta(hours=self.rng.randint(1, 9), minutes=self.rng.randint(0, 59))

    def older(self):
        return self.dt - datetime.timedelta(days=self.rng.randint(0, 20), hours=self.rng.randint(0, 23))

    def words(self):
        return sum(len(b.split()) for b in truth_blocks(self.st))

    def minutes(self):
        return max(1, round(self.words() / 230))


# ---------------------------------------------------------------- body
def fmt_inline(ctx, s):
    return LINK_RE.sub(lambda m: '<a href="%s">%s</a>' % (ctx.a(m.group(2)), m.group(1)), esc(s))


def default_fig(ctx, cap, cls='wp-caption'):
    ctx.mark('inline_image', 'caption')
    return ('<figure class="%s"><img src="%s" alt="" width="800" height="533" loading="lazy">'
            '<figcaption>%s <span class="credit">%s: %s</span></figcaption></figure>'
            % (cls, ctx.img(800, 533), esc(cap), ctx.L['photo'], esc(ctx.author())))


def default_table(rows):
    head = ''.join('<th>%s</th>' % esc(c) for c in rows[0])
    body = ''.join('<tr>%s</tr>' % ''.join('<td>%s</td>' % esc(c) for c in r) for r in rows[1:])
    return '<table><thead><tr>%s</tr></thead><tbody>%s</tbody></table>' % (head, body)


def render_body(ctx, inserts=(), p='<p>{}</p>', h='<h2>{}</h2>', ul='<ul>{}</ul>', li='<li>{}</li>',
                q='<blockquote><p>{}</p></blockquote>', table=None, fig=None, sep='\n', min_gap=0):
    blocks = parse_body(ctx.st['body'])
    gaps = [i for i, (k, _) in enumerate(blocks) if k == 'p' and i < len(blocks) - 1 and i >= min_gap]
    if not gaps:
        gaps = [len(blocks) - 1]
    placed = {}
    for ins in inserts:
        if ins:
            placed.setdefault(ctx.rng.choice(gaps), []).append(ins)
    out = []
    for i, (k, d) in enumerate(blocks):
        if k == 'p':
            out.append(p.format(fmt_inline(ctx, d)))
        elif k == 'h':
            out.append(h.format(esc(d)))
        elif k == 'q':
            out.append(q.format(esc(d)))
        elif k == 'ul':
            out.append(ul.format(''.join(li.format(esc(x)) for x in d)))
        elif k == 'table':
            out.append(table(d) if table else default_table(d))
        elif k == 'fig':
            out.append(fig(d) if fig else default_fig(ctx, d))
        out.extend(placed.get(i, []))
    return sep.join(out)


# ---------------------------------------------------------------- chrome builders
def nav_items(ctx, li='', a='', n=None, home=False):
    ctx.mark('nav')
    secs = ctx.L['sections'][:n] if n else ctx.L['sections']
    out = []
    for s in secs:
        if s == ctx.L['home'] and not home:
            href = '/'
        else:
            href = '/%s/' % slugify(s)
        cur = ' aria-current="page"' if s == ctx.sec else ''
        out.append('<li%s><a%s href="%s"%s>%s</a></li>' % (li, a, href, cur, esc(s)))
    return ''.join(out)


def util_links(ctx, cls='utility-nav'):
    L = ctx.L
    return ('<ul class="%s"><li><a href="/subscribe/">%s</a></li><li><a href="/login/">%s</a></li>'
            '<li><a href="/e-edition/">%s</a></li><li><a href="/search/">%s</a></li></ul>'
            % (cls, L['subscribe'], L['login'], L['e_edition'], L['search']))


def site_heading(ctx, tag='h2', cls='site-title'):
    ctx.mark('site_heading')
    return '<%s class="%s"><a href="/" rel="home">%s</a></%s>' % (tag, cls, esc(ctx.site['name']), tag)


def ticker(ctx, cls='breaking-news', label=None, n=3):
    ctx.mark('ticker')
    items = ''.join('<li class="%s__item"><a href="%s">%s</a></li>' % (cls, u, esc(h))
                    for h, u in (ctx.hed_link() for _ in range(n)))
    return ('<div class="%s" role="region"><span class="%s__label">%s</span><ul class="%s__list">%s</ul></div>'
            % (cls, cls, esc(label or ctx.L['breaking']), cls, items))


def breadcrumbs(ctx, cls='breadcrumb', sep=None, title=False, ol=True):
    ctx.mark('breadcrumbs')
    items = [(ctx.L['home'], '/'), (ctx.sec, '/%s/' % ctx.secslug)]
    if sep:
        parts = ['<a href="%s">%s</a>' % (u, esc(t)) for t, u in items]
        if title:
            parts.append('<span class="%s__current">%s</span>' % (cls, esc(' '.join(ctx.st['hl'].split()[:6]) + '…')))
        return '<div class="%s">%s</div>' % (cls, (' <span class="sep">%s</span> ' % sep).join(parts))
    lis = ''.join('<li class="%s__item"><a href="%s">%s</a></li>' % (cls, u, esc(t)) for t, u in items)
    if title:
        lis += '<li class="%s__item" aria-current="page">%s</li>' % (cls, esc(' '.join(ctx.st['hl'].split()[:6]) + '…'))
    tag = 'ol' if ol else 'ul'
    return '<nav class="%s" aria-label="breadcrumb"><%s>%s</%s></nav>' % (cls, tag, lis, tag)


def kicker(ctx, cls='kicker', tag='a'):
    ctx.mark('kicker')
    if tag == 'a':
        return '<a class="%s" href="/%s/">%s</a>' % (cls, ctx.secslug, esc(ctx.sec))
    return '<%s class="%s">%s</%s>' % (tag, cls, esc(ctx.sec), tag)


def author_link(ctx, cls='author', path='/author/%s/'):
    ctx.mark('byline')
    return '<a class="%s" href="%s" rel="author">%s</a>' % (cls, path % ctx.au_slug(), esc(ctx.au()))


def byline(ctx, cls='byline', path='/author/%s/'):
    return '<div class="%s">%s %s</div>' % (cls, esc(ctx.L['by']), author_link(ctx, cls + '__author', path))


def time_tag(ctx, cls='published', updated=False, label=True, time=True):
    ctx.mark('date')
    dt = ctx.upd() if updated else ctx.dt
    lab = (ctx.L['updated'] if updated else ctx.L['published']) + ' ' if label else ''
    return '<time class="%s" datetime="%s">%s%s</time>' % (cls, ctx.iso(dt), esc(lab), esc(ctx.fdate(dt, time)))


def reading_time(ctx, cls='reading-time'):
    ctx.mark('reading_time')
    return '<span class="%s">%s</span>' % (cls, esc(ctx.L['min_read'].format(n=ctx.minutes())))


def share(ctx, cls='share', label=True, icons=False, nets=None):
    ctx.mark('share')
    u = quote(ctx.url, safe='')
    t = quote(ctx.st['hl'])
    allnets = [('facebook', 'Facebook', 'https://www.facebook.com/sharer/sharer.php?u=' + u),
               ('x', 'X', 'https://twitter.com/intent/tweet?url=%s&text=%s' % (u, t)),
               ('linkedin', 'LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url=' + u),
               ('whatsapp', 'WhatsApp', 'https://api.whatsapp.com/send?text=' + u),
               ('reddit', 'Reddit', 'https://www.reddit.com/submit?url=' + u),
               ('email', ctx.L['email'], 'mailto:?subject=%s&body=%s' % (t, u))]
    n = nets or ctx.rng.randint(3, 6)
    chosen = allnets[:n]
    items = []
    for key, name, href in chosen:
        inner = ('<svg class="icon icon-%s" aria-hidden="true"><use href="/assets/icons.svg#%s"></use></svg>' % (key, key)) if icons else esc(name)
        items.append('<li class="%s__item %s__item--%s"><a href="%s" target="_blank" rel="noopener" aria-label="%s %s">%s</a></li>'
                     % (cls, cls, key, esc(href), esc(ctx.L['share']), esc(name), inner))
    if not icons and ctx.m(0.5):
        items.append('<li class="%s__item"><button type="button" class="%s__copy">%s</button></li>' % (cls, cls, esc(ctx.L['copy'])))
    lab = '<span class="%s__label">%s</span>' % (cls, esc(ctx.L['share'])) if label else ''
    return '<div class="%s">%s<ul class="%s__list">%s</ul></div>' % (cls, lab, cls, ''.join(items))


def caption_text(ctx):
    return ctx.st.get('cap') or ctx.rng.choice(ctx.L['caps']).format(city=ctx.site['city'] or 'the city')


def credit_text(ctx):
    L = ctx.L
    r = ctx.rng.random()
    if r < 0.4:
        return '%s: %s / %s' % (L['photo'], ctx.author(), ctx.site['name'])
    if r < 0.7:
        return '%s / %s' % (ctx.author(), ctx.site['name'])
    return L['file_photo']


def hero(ctx, cls='hero', caption=True, credit=True, w=1200, h=675, sep=' '):
    ctx.mark('hero_image')
    cap = caption_text(ctx)
    inner = ''
    if caption:
        ctx.mark('caption')
        inner = '<span class="%s__caption">%s</span>' % (cls, esc(cap))
    if credit:
        ctx.mark('caption')
        inner += sep + '<span class="%s__credit">%s</span>' % (cls, esc(credit_text(ctx)))
    fc = '<figcaption class="%s__figcaption">%s</figcaption>' % (cls, inner) if inner else ''
    return '<figure class="%s"><img src="%s" alt="%s" width="%d" height="%d">%s</figure>' % (
        cls, ctx.img(w, h), esc(cap), w, h, fc)


def newsletter(ctx, cls='newsletter-signup', htag='h3', fine=True):
    ctx.mark('newsletter_form')
    L = ctx.L
    i = ctx.uid()
    f = '<p class="%s__fine">%s</p>' % (cls, esc(L['nl_fine'])) if fine else ''
    return ('<div class="%s"><%s class="%s__title">%s</%s><p class="%s__text">%s</p>'
            '<form class="%s__form" action="/newsletters/subscribe/" method="post"><label class="sr-only" for="nl-%s">%s</label>'
            '<input type="email" id="nl-%s" name="email" placeholder="%s" required><button type="submit">%s</button></form>%s</div>'
            % (cls, htag, cls, esc(L['nl_title']), htag, cls, esc(L['nl_text']), cls, i, esc(L['email']), i,
               esc(L['email_ph']), esc(L['signup']), f))


def paywall(ctx, cls='paywall', htag='h2', meter=None):
    ctx.mark('paywall')
    L = ctx.L
    plans = ''.join('<div class="%s__plan"><h3 class="%s__plan-name">%s</h3><p class="%s__price">%s</p><p class="%s__desc">%s</p>'
                    '<a class="%s__cta" href="/subscribe/?plan=%s">%s</a></div>'
                    % (cls, cls, esc(n), cls, esc(p), cls, esc(d), cls, slugify(n), esc(L['pw_cta'])) for n, p, d in L['plans'])
    mt = '<p class="%s__meter">%s</p>' % (cls, esc(L['pw_meter'])) if (meter if meter is not None else ctx.m(0.5)) else ''
    return ('<div class="%s" data-paywall="hard">%s<%s class="%s__title">%s</%s><p class="%s__text">%s</p>'
            '<div class="%s__plans">%s</div><p class="%s__login"><a href="/login/?return=%s">%s</a></p></div>'
            % (cls, mt, htag, cls, esc(L['pw_title']), htag, cls, esc(L['pw_text']), cls, plans, cls,
               quote(ctx.url, safe=''), esc(L['pw_login'])))


def support(ctx, cls='support-pitch', htag='h3'):
    ctx.mark('support_pitch')
    L = ctx.L
    return ('<div class="%s"><%s>%s</%s><p>%s</p><p><a class="btn" href="/donate/">%s</a> <a class="btn btn-secondary" href="/membership/">%s</a></p></div>'
            % (cls, htag, esc(L['sup_title']), htag, esc(L['sup_text'].format(city=ctx.site['city'] or ctx.site['name'])),
               esc(L['donate']), esc(L['member'])))


def media_kit(ctx, cls='media-kit'):
    ctx.mark('media_kit')
    L = ctx.L
    return ('<div class="%s"><h4>%s</h4><p>%s</p><a href="/advertise/media-kit.pdf">%s</a></div>'
            % (cls, esc(L['mk_title'].format(site=ctx.site['name'])),
               esc(L['mk_text'].format(phone=ctx.site['phone'] or '(555) 010-0000')), esc(L['mk_cta'])))


def tag_list(ctx):
    tags = list(ctx.st.get('tags') or [])
    tags = [ctx.sec] + tags + ([ctx.site['city']] if ctx.site['city'] and ctx.site['city'] not in tags else [])
    return tags


def tags(ctx, cls='tags', label=True, path='/tag/%s/'):
    ctx.mark('tags')
    items = ''.join('<li><a href="%s" rel="tag">%s</a></li>' % (path % slugify(t), esc(t)) for t in tag_list(ctx))
    lab = '<span class="%s__label">%s:</span>' % (cls, esc(ctx.L['tags'])) if label else ''
    return '<div class="%s">%s<ul>%s</ul></div>' % (cls, lab, items)


def bio_text(ctx):
    name = ctx.au()
    return ctx.L['bio'].format(name=name, first=name.split()[0], site=ctx.site['name'], sec=ctx.sec.lower(),
                               year=2010 + ctx.rng.randint(0, 12))


def author_bio(ctx, cls='author-bio', htag='h4', heading=True):
    ctx.mark('author_bio')
    hd = '<%s class="%s__title">%s</%s>' % (htag, cls, esc(ctx.L['about_author']), htag) if heading else ''
    return ('<div class="%s"><img class="%s__avatar" src="%s" alt="" width="96" height="96">%s'
            '<p class="%s__name"><a href="/author/%s/">%s</a></p><p class="%s__text">%s</p></div>'
            % (cls, cls, ctx.img(96, 96), hd, cls, ctx.au_slug(), esc(ctx.au()), cls, esc(bio_text(ctx))))


def tagline(ctx, cls='tagline', em=True):
    ctx.mark('author_tagline')
    L = ctx.L
    if ctx.m(0.5):
        t = esc(L['tagline'].format(name=ctx.au(), email=ctx.au_email(), phone=ctx.site['phone'] or ''))
    else:
        t = esc(L['tagline2'].format(name=ctx.au(), email=ctx.au_email(), sec=ctx.sec.lower(), site=ctx.site['name']))
    t = t.replace(esc(ctx.au_email()), '<a href="mailto:%s">%s</a>' % (ctx.au_email(), ctx.au_email()))
    return '<p class="%s">%s</p>' % (cls, '<em>%s</em>' % t if em else t)


def story_list(ctx, part, title, cls, n=5, thumb=False, date=False, by=False, numbered=False, htag='h3', wrap='section'):
    ctx.mark(part)
    if ctx.short:
        n += 3
        date = True
    items = []
    for i in range(n):
        h, u = ctx.hed_link()
        bits = []
        if thumb:
            bits.append('<a class="%s__thumb" href="%s"><img src="%s" alt="" width="120" height="80" loading="lazy"></a>' % (cls, u, ctx.img(120, 80)))
        bits.append('<a class="%s__link" href="%s">%s</a>' % (cls, u, esc(h)))
        meta = []
        if by:
            meta.append('<span class="%s__byline">%s %s</span>' % (cls, esc(ctx.L['by']), esc(ctx.author())))
        if date:
            d = ctx.older()
            meta.append('<time class="%s__date" datetime="%s">%s</time>' % (cls, ctx.iso(d), esc(ctx.fdate(d))))
        if meta:
            bits.append('<div class="%s__meta">%s</div>' % (cls, ' '.join(meta)))
        items.append('<li class="%s__item">%s</li>' % (cls, ''.join(bits)))
    lt = 'ol' if numbered else 'ul'
    return ('<%s class="%s"><%s class="%s__title">%s</%s><%s class="%s__list">%s</%s></%s>'
            % (wrap, cls, htag, cls, esc(title), htag, lt, cls, ''.join(items), lt, wrap))


def cards(ctx, part, title, cls, n=4, row_split=False, htag='h2', card_tag='div', kick=True, date=True):
    ctx.mark(part)
    if ctx.short:
        n += 2
    cs = []
    for i in range(n):
        h, u = ctx.hed_link()
        k = '<span class="%s__kicker">%s</span>' % (cls, esc(ctx.rng.choice(ctx.L['sections'][1:]))) if kick else ''
        d = ''
        if date:
            dd = ctx.older()
            d = '<time class="%s__date" datetime="%s">%s</time>' % (cls, ctx.iso(dd), esc(ctx.fdate(dd)))
        cs.append('<%s class="%s__card col-md-3"><a href="%s"><img src="%s" alt="" width="400" height="225" loading="lazy"></a>%s'
                  '<h3 class="%s__headline"><a href="%s">%s</a></h3>%s</%s>'
                  % (card_tag, cls, u, ctx.img(400, 225), k, cls, u, esc(h), d, card_tag))
    if row_split:
        return ('<div class="row %s__heading-row"><div class="col-12"><%s class="%s__title">%s</%s></div></div>'
                '<div class="row %s__row">%s</div>' % (cls, htag, cls, esc(title), htag, cls, ''.join(cs)))
    return '<section class="%s"><%s class="%s__title">%s</%s><div class="%s__grid">%s</div></section>' % (
        cls, htag, cls, esc(title), htag, cls, ''.join(cs))


def reply_form(ctx, cls='comment-respond', htag='h3', action='/wp-comments-post.php', website=True):
    ctx.mark('reply_form')
    L = ctx.L
    w = ('<p class="comment-form-url"><label for="url">%s</label><input id="url" name="url" type="url"></p>' % esc(L['website'])) if website else ''
    return ('<div id="respond" class="%s"><%s id="reply-title" class="comment-reply-title">%s</%s>'
            '<form action="%s" method="post" id="commentform" class="comment-form"><p class="comment-notes">%s</p>'
            '<p class="comment-form-comment"><label for="comment">%s *</label><textarea id="comment" name="comment" rows="6" required></textarea></p>'
            '<p class="comment-form-author"><label for="author">%s *</label><input id="author" name="author" type="text" required></p>'
            '<p class="comment-form-email"><label for="email">%s *</label><input id="email" name="email" type="email" required></p>%s'
            '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="%s"></p></form></div>'
            % (cls, htag, esc(L['leave_reply']), htag, action, esc(L['required']), esc(L['comment']), esc(L['name']),
               esc(L['email']), w, esc(L['post'])))


def comments(ctx, style='wp', cls='comments', form=True, htag='h2'):
    ctx.mark('comments')
    L = ctx.L
    pool = list(L['comm'])
    ctx.rng.shuffle(pool)
    shown = pool[:ctx.rng.randint(3 if ctx.short else 2, min(6, len(pool)))]
    total = len(shown) + ctx.rng.randint(0, 14)
    title = esc(L['comments'].format(n=total))
    out = []
    for i, (name, text) in enumerate(shown):
        d = ctx.dt + datetime.timedelta(hours=ctx.rng.randint(1, 40))
        if style == 'wp':
            out.append('<li id="comment-%d" class="comment even thread-even depth-1"><article id="div-comment-%d" class="comment-body">'
                       '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="%s" class="avatar" height="48" width="48">'
                       '<b class="fn">%s</b> <span class="says">%s</span></div><div class="comment-metadata"><a href="%s#comment-%d"><time datetime="%s">%s</time></a></div></footer>'
                       '<div class="comment-content"><p>%s</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="%s?replytocom=%d#respond">%s</a></div></article></li>'
                       % (9000 + i, 9000 + i, ctx.img(48, 48, 'secure'), esc(name), esc(L['says']), ctx.url, 9000 + i, ctx.iso(d),
                          esc(ctx.fdate(d, True)), esc(text), ctx.url, 9000 + i, esc(L['reply'])))
        else:
            out.append('<li class="%s__item"><div class="%s__author">%s</div><div class="%s__time">%s</div><p class="%s__text">%s</p>'
                       '<button type="button" class="%s__reply">%s</button></li>'
                       % (cls, cls, esc(name), cls, esc(L['ago'].format(n=ctx.rng.randint(1, 23))), cls, esc(text), cls, esc(L['reply'])))
    if style == 'wp':
        body = ('<div id="comments" class="comments-area"><%s class="comments-title">%s</%s><ol class="comment-list">%s</ol>%s</div>'
                % (htag, title, htag, ''.join(out), reply_form(ctx) if form else ''))
    else:
        body = ('<section id="comments" class="%s"><%s class="%s__title">%s</%s><p class="%s__guidelines">%s</p><ul class="%s__list">%s</ul>%s</section>'
                % (cls, htag, cls, title, htag, cls, esc(L['guidelines']), cls, ''.join(out),
                   reply_form(ctx, cls + '__form', 'h3', '/comments/post/', False) if form else ''))
    return body


def disqus(ctx, cls='comments-disqus'):
    ctx.mark('comments')
    return ('<section class="%s"><h3>%s</h3><p>%s</p><div id="disqus_thread"></div>'
            '<noscript>Please enable JavaScript to view the comments powered by Disqus.</noscript></section>'
            % (cls, esc(ctx.L['comments'].format(n=ctx.rng.randint(2, 30))), esc(ctx.L['join'])))


def prev_next(ctx, cls='post-navigation'):
    ctx.mark('prev_next')
    (h1, u1), (h2, u2) = ctx.hed_link(), ctx.hed_link()
    return ('<nav class="%s"><div class="nav-previous"><a href="%s" rel="prev"><span class="meta-nav">%s</span> <span class="post-title">%s</span></a></div>'
            '<div class="nav-next"><a href="%s" rel="next"><span class="meta-nav">%s</span> <span class="post-title">%s</span></a></div></nav>'
            % (cls, u1, esc(ctx.L['prev']), esc(h1), u2, esc(ctx.L['next']), esc(h2)))


def sidebar(ctx, widgets, cls='sidebar', tag='aside'):
    ctx.mark('sidebar')
    return '<%s class="%s" role="complementary">%s</%s>' % (tag, cls, ''.join(w for w in widgets if w), tag)


def cookie(ctx, cls='cookie-notice'):
    ctx.mark('cookie')
    L = ctx.L
    return ('<div id="cookie-notice" class="%s" role="dialog" aria-live="polite"><p class="%s__text">%s <a href="/privacy-policy/">%s</a></p>'
            '<div class="%s__buttons"><button type="button" class="%s__accept">%s</button><button type="button" class="%s__manage">%s</button></div></div>'
            % (cls, cls, esc(L['cookie']), esc(L['privacy']), cls, cls, esc(L['accept']), cls, esc(L['manage'])))


def follow(ctx, cls='social-follow'):
    ctx.mark('social_follow')
    handle = slugify(ctx.site['name']).replace('-', '')
    nets = [('Facebook', 'https://www.facebook.com/' + handle), ('Instagram', 'https://www.instagram.com/' + handle),
            ('X', 'https://x.com/' + handle), ('YouTube', 'https://www.youtube.com/@' + handle)]
    k = ctx.rng.randint(2, 4)
    links = ', '.join('<a href="%s">%s</a>' % (u, n) for n, u in nets[:k])
    return '<p class="%s">%s %s</p>' % (cls, esc(ctx.L['follow']), links)


def footer(ctx, cls='site-footer', tag='footer', follow_line=None, sections=True):
    ctx.mark('footer')
    L, s = ctx.L, ctx.site
    links = [(L['about'], '/about/'), (L['contact'], '/contact/'), (L['advertise'], '/advertise/'), (L['careers'], '/careers/'),
             (L['privacy'], '/privacy-policy/'), (L['terms'], '/terms/'), (L['corrections'], '/corrections/'),
             (L['archives'], '/archives/'), (L['sitemap'], '/sitemap/')]
    ctx.rng.shuffle(links)
    lk = ''.join('<li><a href="%s">%s</a></li>' % (u, esc(t)) for t, u in links[:ctx.rng.randint(5, 9)])
    sec = ''
    if sections:
        sec = '<ul class="%s__sections">%s</ul>' % (cls, ''.join('<li><a href="/%s/">%s</a></li>' % (slugify(x), esc(x)) for x in L['sections'][1:]))
    addr = ('<address class="%s__address">%s<br>%s<br>%s</address>' % (cls, esc(s['name']), esc(s['addr']), esc(s['phone']))) if s['addr'] else ''
    fl = follow(ctx) if (follow_line if follow_line is not None else ctx.m(0.5)) else ''
    return ('<%s class="%s"><div class="%s__brand"><a href="/">%s</a></div>%s%s<ul class="%s__links">%s</ul>%s'
            '<p class="%s__copyright">© %d %s. %s</p></%s>'
            % (tag, cls, cls, esc(s['name']), addr, sec, cls, lk, fl, cls, ctx.dt.year, esc(s['name']), esc(L['rights']), tag))


def origin(ctx, cls='origin-note'):
    ctx.mark('origin_note')
    x = ctx.rng.choice(PARTNERS[ctx.lang])
    return '<p class="%s"><em>%s</em></p>' % (cls, esc(ctx.L['origin'].format(x=x)))


def correction(ctx, cls='correction'):
    ctx.mark('correction')
    return '<p class="%s"><strong>%s</strong></p>' % (cls, esc(ctx.L['correction']))


def weather(ctx, cls='weather-widget'):
    ctx.mark('weather_widget')
    L = ctx.L
    f = L['deg'] == '°F'
    t = ctx.rng.randint(38, 78) if f else ctx.rng.randint(3, 25)
    days = ''.join('<li><span class="day">%s</span> <span class="cond">%s</span> <span class="temps">%d° / %d°</span></li>'
                   % (d, ctx.rng.choice(L['wx']), t + ctx.rng.randint(0, 6), t - ctx.rng.randint(4, 12), ) for d, _ in
                   (L['events_list'] * 2)[:3])
    return ('<div class="%s"><h4 class="%s__title">%s · %s</h4><p class="%s__now"><span class="temp">%d%s</span> <span class="cond">%s</span></p>'
            '<p class="%s__hilo">%s %d° %s %d°</p><ul class="%s__forecast">%s</ul></div>'
            % (cls, cls, esc(L['weather']), esc(ctx.site['city'] or ctx.site['name']), cls, t, L['deg'], esc(ctx.rng.choice(L['wx'])),
               cls, esc(L['hi']), t + 4, esc(L['lo']), t - 7, cls, days))


def events(ctx, cls='event-calendar'):
    ctx.mark('event_calendar')
    items = ''.join('<li><span class="%s__day">%s</span> <a href="/events/%s/">%s</a></li>' % (cls, esc(d), slugify(t), esc(t))
                    for d, t in ctx.L['events_list'])
    return '<div class="%s"><h4>%s</h4><ul>%s</ul><a href="/events/">%s</a></div>' % (
        cls, esc(ctx.L['events']), items, esc(ctx.L['view_all']))


def inline_related(ctx, cls='inline-related', style=None):
    ctx.mark('inline_related')
    L = ctx.L
    style = style or ctx.rng.choice(['p', 'box', 'also'])
    h, u = ctx.hed_link()
    if style == 'p':
        return '<p class="%s"><strong>%s:</strong> <a href="%s">%s</a></p>' % (cls, esc(L['read_more']), u, esc(h))
    if style == 'also':
        return '<p class="%s"><em>%s: <a href="%s">%s</a></em></p>' % (cls, esc(L['also']), u, esc(h))
    h2, u2 = ctx.hed_link()
    return ('<aside class="%s"><h4 class="%s__title">%s</h4><ul><li><a href="%s">%s</a></li><li><a href="%s">%s</a></li></ul></aside>'
            % (cls, cls, esc(L['related']), u, esc(h), u2, esc(h2)))


def inline_ad(ctx, cls='ad-container', style=None):
    ctx.mark('inline_ad')
    L = ctx.L
    style = style or ctx.rng.choice(['label', 'continues'])
    lab = L['continues'] if style == 'continues' else L['ad']
    return ('<div class="%s"><p class="%s__label">%s</p><div id="div-gpt-ad-%s" class="ad-slot" data-ad-unit="/21804/%s/article/inline"></div></div>'
            % (cls, cls, esc(lab), ctx.uid(), ctx.domain))


def ad_slot(ctx, cls='ad-slot', label=True):
    ctx.mark('inline_ad')
    lab = '<span class="ad-label">%s</span>' % esc(ctx.L['ad']) if label else ''
    return '<div class="%s">%s<div id="ad-%s" data-slot="rail"></div></div>' % (cls, lab, ctx.uid())


# ---------------------------------------------------------------- head / page
def ld(obj):
    return '<script type="application/ld+json">%s</script>' % json.dumps(obj, ensure_ascii=False).replace('</', '<\\/')


def head(ctx, extra='', ld_type='NewsArticle', graph=False, title=None):
    st, s = ctx.st, ctx.site
    title = title or '%s | %s' % (st['hl'], s['name'])
    desc = st.get('dek') or plain(parse_body(st['body'])[0][1])[:155]
    h = ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">',
         '<title>%s</title>' % esc(title), '<meta name="description" content="%s">' % esc(desc),
         '<link rel="canonical" href="%s">' % esc(ctx.url)]
    if st['decl']:
        mode = ctx.rng.choice(['og', 'ld', 'both', 'both'])
    else:
        mode = ctx.rng.choice(['website', 'none', 'webpage'])
    if mode in ('og', 'both'):
        h.append('<meta property="og:type" content="article">')
        h.append('<meta property="article:published_time" content="%s">' % ctx.iso())
        h.append('<meta property="article:section" content="%s">' % esc(st['sec']))
    elif mode == 'website':
        h.append('<meta property="og:type" content="website">')
    if mode != 'none':
        h.append('<meta property="og:title" content="%s">' % esc(st['hl']))
        h.append('<meta property="og:url" content="%s">' % esc(ctx.url))
        h.append('<meta property="og:site_name" content="%s">' % esc(s['name']))
        h.append('<meta property="og:image" content="%s">' % ctx.img(1200, 630))
    h.append('<meta name="twitter:card" content="summary_large_image">')
    pub = {'@type': 'Organization', 'name': s['name'], 'logo': {'@type': 'ImageObject', 'url': ctx.a('/logo.png')}}
    if mode in ('ld', 'both'):
        art = {'@type': ld_type, 'headline': st['hl'], 'datePublished': ctx.iso(), 'dateModified': ctx.iso(),
               'author': [{'@type': 'Person', 'name': st['au']}], 'publisher': pub,
               'mainEntityOfPage': {'@type': 'WebPage', '@id': ctx.url}, 'inLanguage': ctx.lang}
        if graph:
            h.append(ld({'@context': 'https://schema.org', '@graph': [
                {'@type': 'WebPage', '@id': ctx.url, 'url': ctx.url, 'name': title},
                dict(art, **{'@id': ctx.url + '#article'}), dict(pub, **{'@id': ctx.a('/#organization')})]}))
        else:
            h.append(ld(dict({'@context': 'https://schema.org'}, **art)))
    elif mode == 'webpage':
        h.append(ld({'@context': 'https://schema.org', '@type': ctx.rng.choice(['WebPage', 'WebSite']), 'name': title,
                     'url': ctx.url, 'publisher': pub}))
    h.append('<link rel="stylesheet" href="/assets/css/site.css">')
    h.append(extra)
    h.append('<script>window.dataLayer=window.dataLayer||[];dataLayer.push({"pageType":"story","section":%s});</script>'
             % json.dumps(st['sec']))
    return '<head>\n%s\n</head>' % '\n'.join(x for x in h if x)


BLOCK_END = re.compile(r'(</(?:p|h[1-6]|li|div|header|figure|figcaption|section|aside|nav|ul|ol|tr|td|th|table|blockquote|article|main|footer|form|address|dd|dt)>)')


BLOCK_START = re.compile(r'(<(?:br|hr|td|tr|center|p|h[1-6]|li|div|header|figure|figcaption|section|aside|nav|ul|ol|table|blockquote|article|main|footer|form|address)(?=[\s>]))')


def page(ctx, body, body_attrs='', head_extra='', ld_type='NewsArticle', graph=False, html_attrs='', title=None):
    body = BLOCK_END.sub(r'\1\n', body)
    body = BLOCK_START.sub(r'\n\1', body)
    return ('<!DOCTYPE html>\n<html lang="%s"%s>\n%s\n<body%s>\n%s\n<script src="/assets/js/site.js" defer></script>\n</body>\n</html>\n'
            % (ctx.lang, html_attrs, head(ctx, head_extra, ld_type, graph, title), body_attrs, body))
