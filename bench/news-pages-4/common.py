"""Shared machinery: story parsing, the per-page context and the chrome builders.

Templates (systems_*.py) write their own skeletons and call these builders with
system-specific class names. Every builder records the chrome part it printed in
ctx.parts (vocabulary: PARTS).
"""
import datetime as _dt
import html
import json
import math
import random
import re
import unicodedata
from urllib.parse import quote

from lang import LANG, fmt_date

E = lambda s: html.escape(str(s), quote=True)

# Chrome-part vocabulary used in meta.jsonl "parts".
PARTS = [
    'header', 'nav', 'section_menu', 'ticker', 'breadcrumbs', 'kicker', 'byline', 'author_photo', 'dates',
    'reading_time', 'share_top', 'share_bottom', 'hero', 'body_photo', 'social_embed', 'inline_related',
    'related_cards', 'ads', 'newsletter', 'paywall', 'donation', 'tags', 'author_bio', 'tagline', 'most_read',
    'latest', 'more_from', 'comments', 'comment_form', 'prevnext', 'cookie', 'footer', 'site_title_repeat',
    'originally_published', 'correction', 'republish', 'video', 'podcast', 'app_prompt', 'weather', 'events',
    'live_badge', 'sidebar',
]

SOCIAL = ('facebook.com', 'twitter.com', 'x.com', 'linkedin.com', 'instagram.com', 'whatsapp.com', 'wa.me',
          'pinterest.com', 'reddit.com', 'youtube.com', 'tiktok.com', 't.me', 'threads.net', 'bsky.app',
          'flipboard.com')


def _b(c):
    return c.split()[0]


def slugify(s, n=9):
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode()
    s = re.sub(r'[^a-zA-Z0-9]+', '-', s).strip('-').lower()
    return '-'.join(s.split('-')[:n])


LINK_RE = re.compile(r'\[\[(.+?)\]\]')


def plain(t):
    return LINK_RE.sub(r'\1', t)


def rich(t):
    out, pos = [], 0
    for m in LINK_RE.finditer(t):
        out.append(E(t[pos:m.start()]))
        w = m.group(1)
        out.append(f'<a href="/topic/{slugify(w)}/">{E(w)}</a>')
        pos = m.end()
    out.append(E(t[pos:]))
    return ''.join(out)


def parse_body(body):
    blocks = []
    for line in body.strip().split('\n'):
        line = line.strip()
        if not line:
            continue
        if line in ('[photo]', '[embed]'):
            blocks.append((line[1:-1], None))
        elif line.startswith('## '):
            blocks.append(('h', line[3:]))
        elif line.startswith('- '):
            blocks.append(('li', line[2:]))
        elif line.startswith('> '):
            blocks.append(('q', line[2:]))
        elif line.startswith('| '):
            blocks.append(('tr', [c.strip() for c in line[2:].split(' | ')]))
        elif line.startswith('Q: '):
            blocks.append(('qq', line[3:]))
        else:
            blocks.append(('p', line))
    return blocks


def truth_blocks(story):
    out = [story['h']]
    if story.get('dek'):
        out.append(story['dek'])
    for k, t in story['blocks']:
        if k in ('photo', 'embed'):
            continue
        out.append(' '.join(plain(c) for c in t) if k == 'tr' else plain(t))
    return out


WORD = re.compile(r'\w+')


def words(s):
    return WORD.findall(s.casefold())


# ---------------------------------------------------------------- svg icons
_ICONS = {
    'fb': 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
    'x': 'M17.7 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.7 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.1 14.5z',
    'li': 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21H9z',
    'wa': 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.6 2 1.1 1 2 1.3 2.3 1.4.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z',
    'mail': 'M2 5h20v14H2zm2 2v.5l8 5 8-5V7zm0 2.8V17h16V9.8l-8 5z',
    'link': 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 0 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 0 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0zM7.8 19.8a3 3 0 0 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 0 0 1.4 1.4l3.5-3.5 1.4 1.4z',
    'search': 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
    'menu': 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
    'clock': 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5l4 2-1 1.7-5-2.7V7z',
    'comment': 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z',
    'play': 'M8 5v14l11-7z',
    'close': 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
}


def svg(name, cls='icon'):
    return (f'<svg class="{cls} {_b(cls)}--{name}" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" '
            f'focusable="false"><title>{name}</title><path d="{_ICONS[name]}"></path></svg>')


# ---------------------------------------------------------------- context
class Ctx:
    def __init__(self, story, site, system, extra=0):
        self.s = story
        self.site = site
        self.sysd = system
        self.lang = story['lang']
        self.L = LANG[self.lang]
        self.rng = random.Random(story['id'])
        self.draws = {p: self.rng.random() for p in PARTS}
        self.extra = extra
        self.parts = set()
        self.noart = story.get('noart', False)
        self.declared = story['declared']
        self.base = 'https://' + site['host']
        self.url = story['url']
        self.url_path = '/' + story['url'].split('/', 3)[3]
        self.dt = story['dt']
        self.upd = self.dt + _dt.timedelta(minutes=37 + int(self.rng.random() * 300))
        self.num = story['num']
        self.words = sum(len(words(b)) for b in truth_blocks(story))
        self._ids = 1000 + int(self.rng.random() * 8000)

    # decisions -------------------------------------------------------
    def has(self, part, p=0.5):
        return self.draws[part] < p + 0.12 * self.extra

    def n(self, k, lo=1):
        return max(lo, k + self.extra)

    def mark(self, *parts):
        for p in parts:
            assert p in PARTS, p
            self.parts.add(p)

    def uid(self):
        self._ids += 1 + int(self.rng.random() * 40)
        return self._ids

    def pick(self, seq):
        return seq[int(self.rng.random() * len(seq))]

    # links ------------------------------------------------------------
    @property
    def sec(self):
        return self.s['section']

    def sec_path(self, sec=None):
        return '/' + slugify(sec or self.sec) + '/'

    def story_path(self, headline, sec=None, num=None, dt=None):
        num = num or (self.num - 1 - int(self.rng.random() * 900))
        dt = dt or self.dt
        return self.sysd['path'](slugify(sec or self.sec), slugify(headline), num, dt)

    def img(self, name, w=1200, h=675):
        return self.site['img'].format(w=w, h=h, name=name, y=self.dt.year, m=f'{self.dt.month:02d}')

    def author_path(self, name=None):
        return self.site.get('author_path', '/author/{slug}/').format(slug=slugify(name or self.s['author']))

    def author_email(self, name=None):
        n = (name or self.s['author']).split()
        return f"{slugify(n[0])}.{slugify(n[-1])}@{self.site['domain']}"

    def date(self, dt=None, time=True):
        return fmt_date(self.lang, dt or self.dt, time)

    def iso(self, dt=None):
        return (dt or self.dt).strftime('%Y-%m-%dT%H:%M:%S') + self.site['tz']

    def rtime(self):
        return max(1, math.ceil(self.words / 220))

    def others(self, n, sec=None):
        pool = list(self.site.get('heads') or self.L['heads'])
        n = min(n, len(pool))
        idx = list(range(len(pool)))
        self.rng.shuffle(idx)
        out = []
        for k, i in enumerate(idx[:n]):
            h = pool[i]
            dt = self.dt - _dt.timedelta(hours=2 + int(self.rng.random() * 70))
            s = sec or self.pick(self.L['sections'][:6])
            out.append(dict(h=h, url=self.story_path(h, s, dt=dt), author=self.pick(self.L['names']), dt=dt, sec=s,
                            img=self.img(slugify(h, 4), 400, 225), ago=1 + int(self.rng.random() * 20)))
        return out


# ---------------------------------------------------------------- head
def ld_article(ctx, typ='NewsArticle'):
    s, site = ctx.s, ctx.site
    d = {'@context': 'https://schema.org', '@type': typ, 'mainEntityOfPage': {'@type': 'WebPage', '@id': ctx.url},
         'headline': s['h'], 'datePublished': ctx.iso(), 'dateModified': ctx.iso(ctx.upd),
         'author': [{'@type': 'Person', 'name': s['author'], 'url': ctx.base + ctx.author_path()}],
         'publisher': {'@type': 'Organization', 'name': site['name'],
                       'logo': {'@type': 'ImageObject', 'url': ctx.base + '/static/logo-600x60.png'}},
         'image': [ctx.img('hero-' + str(ctx.num))], 'inLanguage': ctx.L['html_lang'], 'articleSection': s['section']}
    if s.get('dek'):
        d['description'] = s['dek']
    return d


def ld_graph(ctx, article=True, typ='NewsArticle'):
    g = [{'@type': 'Organization', '@id': ctx.base + '/#organization', 'name': ctx.site['name'], 'url': ctx.base + '/'},
         {'@type': 'WebSite', '@id': ctx.base + '/#website', 'url': ctx.base + '/', 'name': ctx.site['name'],
          'publisher': {'@id': ctx.base + '/#organization'}},
         {'@type': 'WebPage', '@id': ctx.url, 'url': ctx.url, 'name': ctx.s['h'], 'isPartOf': {'@id': ctx.base + '/#website'},
          'datePublished': ctx.iso(), 'breadcrumb': {'@id': ctx.url + '#breadcrumb'}},
         {'@type': 'BreadcrumbList', '@id': ctx.url + '#breadcrumb', 'itemListElement': [
             {'@type': 'ListItem', 'position': 1, 'name': ctx.L['home'], 'item': ctx.base + '/'},
             {'@type': 'ListItem', 'position': 2, 'name': ctx.sec, 'item': ctx.base + ctx.sec_path()},
             {'@type': 'ListItem', 'position': 3, 'name': ctx.s['h']}]},
         {'@type': 'Person', '@id': ctx.base + '/#/schema/person/' + slugify(ctx.s['author']), 'name': ctx.s['author']}]
    if article:
        g.insert(2, {'@type': typ, '@id': ctx.url + '#article', 'isPartOf': {'@id': ctx.url}, 'headline': ctx.s['h'],
                     'author': {'@id': ctx.base + '/#/schema/person/' + slugify(ctx.s['author'])},
                     'datePublished': ctx.iso(), 'dateModified': ctx.iso(ctx.upd), 'articleSection': [ctx.sec],
                     'publisher': {'@id': ctx.base + '/#organization'}, 'inLanguage': ctx.L['html_lang']})
    return {'@context': 'https://schema.org', '@graph': g}


def ld_webpage(ctx):
    return {'@context': 'https://schema.org', '@type': 'WebPage', 'name': ctx.s['h'], 'url': ctx.url,
            'publisher': {'@type': 'Organization', 'name': ctx.site['name']}}


def ld_org(ctx):
    return {'@context': 'https://schema.org', '@type': 'NewsMediaOrganization', 'name': ctx.site['name'],
            'url': ctx.base + '/', 'logo': ctx.base + '/static/logo.png',
            'sameAs': ['https://www.facebook.com/' + ctx.site['social'], 'https://x.com/' + ctx.site['social']]}


def ld_script(d, attrs=''):
    return f'<script type="application/ld+json"{attrs}>{json.dumps(d, ensure_ascii=False)}</script>'


def description(ctx):
    if ctx.s.get('dek'):
        return ctx.s['dek']
    t = truth_blocks(ctx.s)[1]
    return t if len(t) < 160 else t[:155].rsplit(' ', 1)[0] + '…'


def head(ctx, *, title=None, og='auto', ld=(), metas='', links='', css=(), style='', scripts='', tw=True,
         charset='<meta charset="utf-8">', viewport=True):
    """og='auto': og:type article when the page is declared, website otherwise; None: no Open Graph."""
    s = ctx.s
    title = title or f'{s["h"]} | {ctx.site["name"]}'
    out = [charset]
    if viewport:
        out.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    out.append(f'<title>{E(title)}</title>')
    out.append(f'<meta name="description" content="{E(description(ctx))}">')
    out.append(metas)
    out.append(f'<link rel="canonical" href="{E(ctx.url)}">')
    if og:
        typ = og if og != 'auto' else ('article' if ctx.declared else 'website')
        out.append(f'<meta property="og:type" content="{typ}">')
        out.append(f'<meta property="og:site_name" content="{E(ctx.site["name"])}">')
        out.append(f'<meta property="og:title" content="{E(s["h"])}">')
        out.append(f'<meta property="og:description" content="{E(description(ctx))}">')
        out.append(f'<meta property="og:url" content="{E(ctx.url)}">')
        out.append(f'<meta property="og:image" content="{E(ctx.img("hero-" + str(ctx.num)))}">')
        out.append(f'<meta property="og:locale" content="{ctx.L["locale"]}">')
        if typ == 'article':
            out.append(f'<meta property="article:published_time" content="{ctx.iso()}">')
            out.append(f'<meta property="article:modified_time" content="{ctx.iso(ctx.upd)}">')
            out.append(f'<meta property="article:section" content="{E(ctx.sec)}">')
    if tw:
        out.append('<meta name="twitter:card" content="summary_large_image">')
        out.append(f'<meta name="twitter:site" content="@{ctx.site["social"]}">')
        out.append(f'<meta name="twitter:title" content="{E(s["h"])}">')
    out.append(links)
    for c in css:
        out.append(f'<link rel="stylesheet" href="{E(c)}" media="all">')
    if style:
        out.append(f'<style>{style}</style>')
    for d in ld:
        out.append(ld_script(*d) if isinstance(d, tuple) else ld_script(d))
    out.append(scripts)
    return '<head>\n' + '\n'.join(x for x in out if x) + '\n</head>'


def page(ctx, head_html, body_html, body_attrs='', html_attrs=''):
    return (f'<!DOCTYPE html>\n<html lang="{ctx.L["html_lang"]}"{html_attrs}>\n{head_html}\n'
            f'<body{body_attrs}>\n{body_html}\n</body>\n</html>\n')


def J(*parts):
    return '\n'.join(p for p in parts if p)


# ---------------------------------------------------------------- body
def body(ctx, p='<p>{t}</p>', h='<h2>{t}</h2>', ul='<ul>', li='<li>{t}</li>', q='<blockquote><p>{t}</p></blockquote>',
         qq='<p><strong>{t}</strong></p>', table=None, inserts=(), photo=None, embed=None, dateline=None, sep='\n'):
    """Render story blocks. p/h/li/q/qq are format strings with {t} (and {i} paragraph counter).
    inserts: chrome html strings distributed over gaps between paragraphs."""
    blocks = ctx.s['blocks']
    html_blocks = []
    i = 0
    k = 0
    while k < len(blocks):
        kind, t = blocks[k]
        if kind == 'p':
            txt = rich(t)
            if i == 0 and dateline and ctx.s.get('dl') and t.startswith(ctx.s['dl']):
                txt = dateline.format(dl=E(ctx.s['dl'])) + ' ' + rich(t[len(ctx.s['dl']):].lstrip())
            html_blocks.append(('p', p(txt, i) if callable(p) else p.format(t=txt, i=i)))
            i += 1
        elif kind == 'h':
            html_blocks.append(('h', h.format(t=rich(t), i=i)))
        elif kind == 'q':
            html_blocks.append(('q', q.format(t=rich(t), i=i)))
        elif kind == 'qq':
            html_blocks.append(('h', qq.format(t=rich(t), i=i)))
        elif kind == 'li':
            items = []
            while k < len(blocks) and blocks[k][0] == 'li':
                items.append(li.format(t=rich(blocks[k][1]), i=i))
                k += 1
            close = '</' + re.match(r'<(\w+)', ul).group(1) + '>'
            html_blocks.append(('l', ul + '\n' + '\n'.join(items) + '\n' + close))
            continue
        elif kind == 'tr':
            rows = []
            while k < len(blocks) and blocks[k][0] == 'tr':
                rows.append(blocks[k][1])
                k += 1
            html_blocks.append(('t', (table or default_table)(ctx, rows)))
            continue
        elif kind == 'photo':
            html_blocks.append(('x', photo(ctx) if photo else body_photo(ctx)))
        elif kind == 'embed':
            html_blocks.append(('x', embed(ctx) if embed else social_embed(ctx)))
        k += 1
    gaps = [j for j in range(len(html_blocks) - 1) if html_blocks[j][0] in ('p', 'q') and html_blocks[j + 1][0] in ('p', 'h')]
    if not gaps:
        gaps = [len(html_blocks) - 1]
    ins = list(inserts)
    where = {}
    if ins:
        chosen = ctx.rng.sample(gaps, len(ins)) if len(ins) <= len(gaps) else [ctx.pick(gaps) for _ in ins]
        for g, x in zip(sorted(chosen), ins):
            where.setdefault(g, []).append(x)
    out = []
    for j, (_, hb) in enumerate(html_blocks):
        out.append(hb)
        out.extend(where.get(j, []))
    return sep.join(out)


def default_table(ctx, rows, cls='', th=True):
    head, rest = rows[0], rows[1:]
    c = f' class="{cls}"' if cls else ''
    out = [f'<table{c}>', '<thead>', '<tr>' + '\n'.join(f'<th>{E(x)}</th>' for x in head) + '</tr>', '</thead>', '<tbody>']
    for r in rest:
        out.append('<tr>' + '\n'.join(f'<td>{E(x)}</td>' for x in r) + '</tr>')
    out += ['</tbody>', '</table>']
    return '\n'.join(out)


# ---------------------------------------------------------------- chrome builders
def nav_items(ctx, li_cls='menu-item', a_cls='', n=None, cur_cls='current-menu-item'):
    secs = ctx.L['sections'][:n] if n else ctx.L['sections']
    out = []
    for s in secs:
        lc = li_cls + (' ' + cur_cls if s == ctx.sec and cur_cls else '')
        ac = f' class="{a_cls}"' if a_cls else ''
        out.append(f'<li class="{lc}"><a{ac} href="{ctx.sec_path(s)}">{E(s)}</a></li>')
    ctx.mark('nav')
    return '\n'.join(out)


def section_menu(ctx, cls='section-nav', items=None):
    ctx.mark('section_menu')
    subs = items or ctx.site.get('subs') or [ctx.sec + ' ' + x for x in ('Briefs', 'Archive')]
    li = '\n'.join(f'<li><a href="{ctx.sec_path()}{slugify(x)}/">{E(x)}</a></li>' for x in subs)
    return f'<nav class="{cls}" aria-label="{E(ctx.sec)}">\n<span class="{_b(cls)}__title">{E(ctx.sec)}</span>\n<ul>\n{li}\n</ul>\n</nav>'


def ticker(ctx, cls='breaking-news', n=3, label=None):
    ctx.mark('ticker')
    items = '\n'.join(f'<li class="{_b(cls)}__item"><a href="{o["url"]}">{E(o["h"])}</a></li>' for o in ctx.others(n))
    return (f'<div class="{cls}" role="marquee">\n<span class="{_b(cls)}__label">{E(label or ctx.L["breaking"])}</span>\n'
            f'<ul class="{_b(cls)}__list">\n{items}\n</ul>\n</div>')


def crumbs(ctx, cls='breadcrumbs', sep='›', trunc=True, ol=False):
    ctx.mark('breadcrumbs')
    h = ctx.s['h']
    if trunc:
        w = h.split()
        h = ' '.join(w[:4]) + ('…' if len(w) > 4 else '')
    tag = 'ol' if ol else 'div'
    it = 'li' if ol else 'span'
    parts = [f'<{it} class="{_b(cls)}__item"><a href="/">{E(ctx.L["home"])}</a></{it}>',
             f'<{it} class="{_b(cls)}__item"><a href="{ctx.sec_path()}">{E(ctx.sec)}</a></{it}>',
             f'<{it} class="{_b(cls)}__item {_b(cls)}__item--current" aria-current="page">{E(h)}</{it}>']
    s = f'\n<span class="{_b(cls)}__sep">{sep}</span>\n' if not ol else '\n'
    return f'<nav class="{cls}" aria-label="Breadcrumb">\n<{tag}>\n' + s.join(parts) + f'\n</{tag}>\n</nav>'


def share(ctx, cls='share-bar', pos='top', labels=True, icon_cls='icon'):
    ctx.mark('share_' + pos)
    L = ctx.L
    u, t = quote(ctx.url, safe=''), quote(ctx.s['h'], safe='')
    items = [('facebook', f'https://www.facebook.com/sharer/sharer.php?u={u}', L['share_fb'], 'fb', 'Facebook'),
             ('x', f'https://x.com/intent/tweet?url={u}&text={t}', L['share_x'], 'x', 'X'),
             ('linkedin', f'https://www.linkedin.com/sharing/share-offsite/?url={u}', L['share_li'], 'li', 'LinkedIn'),
             ('whatsapp', f'https://api.whatsapp.com/send?text={t}%20{u}', L['share_wa'], 'wa', 'WhatsApp'),
             ('email', f'mailto:?subject={t}&body={u}', L['share_mail'], 'mail', 'Email')]
    k = 3 + int(ctx.rng.random() * 3)
    out = []
    for key, href, aria, ic, name in items[:k]:
        lab = f'<span class="{_b(cls)}__label">{E(name)}</span>' if labels else f'<span class="screen-reader-text">{E(aria)}</span>'
        out.append(f'<li class="{_b(cls)}__item {_b(cls)}__item--{key}"><a href="{E(href)}" target="_blank" rel="noopener" '
                   f'aria-label="{E(aria)}" data-share="{key}">{svg(ic, icon_cls)}{lab}</a></li>')
    out.append(f'<li class="{_b(cls)}__item {_b(cls)}__item--copy"><button type="button" data-copy="{E(ctx.url)}">'
               f'{svg("link", icon_cls)}<span>{E(L["copy_link"])}</span></button></li>')
    return f'<div class="{cls} {_b(cls)}--{pos}">\n<span class="{_b(cls)}__title">{E(L["share"])}</span>\n<ul>\n' + '\n'.join(out) + '\n</ul>\n</div>'


def hero(ctx, fig='hero', cap='hero__caption', credit='hero__credit', img_cls='hero__img', attrs=''):
    ctx.mark('hero')
    s = ctx.s
    c = s.get('cap') or f'{ctx.L["file_photo"]}: {ctx.site["city"]}'
    who = s.get('credit') or ctx.pick(ctx.L['names'])
    src = ctx.img('hero-' + str(ctx.num))
    return (f'<figure class="{fig}"{attrs}>\n<img class="{img_cls}" src="{src}" alt="{E(c)}" width="1200" height="675" '
            f'srcset="{ctx.img("hero-" + str(ctx.num), 640, 360)} 640w, {src} 1200w" sizes="(max-width: 768px) 100vw, 800px">\n'
            f'<figcaption class="{cap}">{E(c)} <span class="{credit}">{E(ctx.L["photo_by"].format(x=who))}</span></figcaption>\n</figure>')


def body_photo(ctx, fig='inline-image', cap='inline-image__caption', credit='inline-image__credit'):
    ctx.mark('body_photo')
    c = ctx.s.get('pcap', ctx.L['file_photo'])
    who = ctx.s.get('pcredit') or ctx.pick(ctx.L['names'])
    return (f'<figure class="{fig}">\n<img src="{ctx.img("inline-" + str(ctx.num), 800, 533)}" alt="" loading="lazy" width="800" height="533">\n'
            f'<figcaption class="{cap}">{E(c)} <span class="{credit}">{E(ctx.L["photo_by"].format(x=who))}</span></figcaption>\n</figure>')


def social_embed(ctx):
    ctx.mark('social_embed')
    e = ctx.s['embed']
    if e['net'] == 'x':
        return (f'<blockquote class="twitter-tweet" data-dnt="true"><p lang="{ctx.lang}" dir="ltr">{E(e["text"])}</p>'
                f'&mdash; {E(e["who"])} (@{E(e["handle"])}) <a href="https://twitter.com/{e["handle"]}/status/{e["id"]}">{E(e["date"])}</a>'
                f'\n<a class="embed-view" href="https://x.com/{e["handle"]}/status/{e["id"]}">{E(ctx.L["view_x"])}</a></blockquote>\n'
                f'<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>')
    return (f'<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/{e["id"]}/" data-instgrm-version="14">'
            f'\n<div><a href="https://www.instagram.com/p/{e["id"]}/" target="_blank">{E(ctx.L["view_ig"])}</a></div>'
            f'\n<p>{E(e["text"])}</p>\n<p>A post shared by {E(e["who"])} (@{E(e["handle"])})</p></blockquote>\n'
            f'<script async src="https://www.instagram.com/embed.js"></script>')


def ad(ctx, cls='ad-slot', label='ad', slot=None, tag='div'):
    ctx.mark('ads')
    n = ctx.uid()
    slot = slot or f'div-gpt-ad-{n}-0'
    return (f'<{tag} class="{cls}" data-ad-unit="/{ctx.site["adunit"]}/{slugify(ctx.sec)}" data-ad-size="300x250,728x90">\n'
            f'<p class="{_b(cls)}__label">{E(ctx.L[label])}</p>\n<div id="{slot}" class="{_b(cls)}__inner" style="min-height:250px"></div>\n</{tag}>')


def inline_related(ctx, cls='related-inline', key='related', n=1, strong=True):
    ctx.mark('inline_related')
    o = ctx.others(n)
    lab = f'<strong>{E(ctx.L[key])}</strong>' if strong else E(ctx.L[key])
    links = ' | '.join(f'<a href="{x["url"]}">{E(x["h"])}</a>' for x in o)
    return f'<p class="{cls}">{lab} {links}</p>'


def related_cards(ctx, cls='related', n=3, title=None, htag='h3', card='article'):
    ctx.mark('related_cards')
    tag = 'div' if ctx.noart else card
    items = []
    for o in ctx.others(ctx.n(n)):
        items.append(f'<{tag} class="{_b(cls)}__card">\n<a class="{_b(cls)}__thumb" href="{o["url"]}"><img src="{o["img"]}" alt="" loading="lazy"></a>\n'
                     f'<{htag} class="{_b(cls)}__headline"><a href="{o["url"]}">{E(o["h"])}</a></{htag}>\n</{tag}>')
    t = title or ctx.L['recommended']
    return f'<aside class="{cls}">\n<h2 class="{_b(cls)}__title">{E(t)}</h2>\n' + '\n'.join(items) + '\n</aside>'


def newsletter(ctx, cls='newsletter-signup', action='/newsletters/subscribe'):
    ctx.mark('newsletter')
    L = ctx.L
    return (f'<div class="{cls}">\n<h3 class="{_b(cls)}__title">{E(L["nl_title"])}</h3>\n<p class="{_b(cls)}__text">{E(L["nl_text"])}</p>\n'
            f'<form class="{_b(cls)}__form" action="{action}" method="post">\n<label class="screen-reader-text" for="nl-email-{ctx.num}">{E(L["c_email"])}</label>\n'
            f'<input type="email" id="nl-email-{ctx.num}" name="email" placeholder="you@example.com" required>\n'
            f'<button type="submit">{E(L["nl_btn"])}</button>\n</form>\n<p class="{_b(cls)}__fine">{E(L["nl_fine"])}</p>\n</div>')


def paywall(ctx, cls='paywall-prompt'):
    ctx.mark('paywall')
    L = ctx.L
    return (f'<div class="{cls}" data-paywall="soft">\n<h3 class="{_b(cls)}__title">{E(L["pw_title"])}</h3>\n<p>{E(L["pw_text"])}</p>\n'
            f'<a class="{_b(cls)}__cta button" href="/subscribe/?ref=article">{E(L["pw_btn"])}</a>\n'
            f'<p class="{_b(cls)}__login"><a href="/login/?return={quote(ctx.url, safe="")}">{E(L["pw_login"])}</a></p>\n</div>')


def donation(ctx, cls='donate-box'):
    ctx.mark('donation')
    L = ctx.L
    return (f'<aside class="{cls}">\n<h3 class="{_b(cls)}__title">{E(L["dn_title"])}</h3>\n<p>{E(L["dn_text"])}</p>\n'
            f'<a class="{_b(cls)}__button" href="/donate/?utm_source=article">{E(L["dn_btn"])}</a>\n</aside>')


def tags(ctx, cls='tags', label=True, base='/tag/'):
    ctx.mark('tags')
    t = ctx.s.get('tags') or [ctx.sec, ctx.site['city']]
    items = '\n'.join(f'<li><a href="{base}{slugify(x)}/" rel="tag">{E(x)}</a></li>' for x in t)
    lab = f'<span class="{_b(cls)}__label">{E(ctx.L["tags"])}:</span>\n' if label else ''
    return f'<div class="{cls}">\n{lab}<ul class="{_b(cls)}__list">\n{items}\n</ul>\n</div>'


def author_bio(ctx, cls='author-box', photo=True):
    ctx.mark('author_bio')
    if photo:
        ctx.mark('author_photo')
    a = ctx.s['author']
    bio = ctx.L['covers'].format(name=a, beat=ctx.s.get('beat', ctx.sec.lower()), site=ctx.site['name'])
    img = f'<img class="{_b(cls)}__photo" src="{ctx.img("author-" + slugify(a), 96, 96)}" alt="{E(a)}" width="96" height="96">\n' if photo else ''
    return (f'<div class="{cls}">\n{img}<div class="{_b(cls)}__body">\n<h4 class="{_b(cls)}__name"><a href="{ctx.author_path()}">{E(a)}</a></h4>\n'
            f'<p class="{_b(cls)}__bio">{E(bio)} {E(ctx.L["reach"].format(name=a.split()[0], email=ctx.author_email()))}</p>\n'
            f'<a class="{_b(cls)}__more" href="{ctx.author_path()}">{E(ctx.L["more_by"].format(name=a))}</a>\n</div>\n</div>')


def tagline(ctx, tag='p', cls='author-tagline', em=True):
    ctx.mark('tagline')
    a = ctx.s['author']
    if ctx.rng.random() < 0.5:
        t = ctx.L['reach'].format(name=a.split()[0], email=ctx.author_email())
        t = E(t).replace(E(ctx.author_email()), f'<a href="mailto:{ctx.author_email()}">{E(ctx.author_email())}</a>')
    else:
        t = E(ctx.L['covers'].format(name=a, beat=ctx.s.get('beat', ctx.sec.lower()), site=ctx.site['name']))
    return f'<{tag} class="{cls}">' + (f'<em>{t}</em>' if em else t) + f'</{tag}>'


def story_list(ctx, part, title, cls='story-list', n=5, dates=True, bylines=False, ol=False, imgs=False, card=None,
               htag='h2', ihtag='h3', sec=None):
    ctx.mark(part)
    tag = 'ol' if ol else 'ul'
    card = card or ('div' if ctx.noart else 'article')
    items = []
    for o in ctx.others(ctx.n(n), sec):
        bits = []
        if imgs:
            bits.append(f'<a class="{_b(cls)}__img" href="{o["url"]}"><img src="{o["img"]}" alt="" loading="lazy" width="400" height="225"></a>')
        bits.append(f'<{ihtag} class="{_b(cls)}__headline"><a href="{o["url"]}">{E(o["h"])}</a></{ihtag}>')
        if bylines:
            bits.append(f'<span class="{_b(cls)}__byline">{E(ctx.L["by"])} {E(o["author"])}</span>')
        if dates:
            bits.append(f'<time class="{_b(cls)}__date" datetime="{ctx.iso(o["dt"])}">{E(ctx.date(o["dt"], False))}</time>')
        items.append(f'<li class="{_b(cls)}__item"><{card} class="{_b(cls)}__card">\n' + '\n'.join(bits) + f'\n</{card}></li>')
    return f'<section class="{cls}">\n<{htag} class="{_b(cls)}__title">{E(title)}</{htag}>\n<{tag} class="{_b(cls)}__list">\n' + '\n'.join(items) + f'\n</{tag}>\n</section>'


def most_read(ctx, cls='most-read', **kw):
    return story_list(ctx, 'most_read', ctx.L['most_read'], cls, ol=True, **kw)


def latest(ctx, cls='latest-news', **kw):
    return story_list(ctx, 'latest', ctx.L['latest'], cls, **kw)


def more_from(ctx, cls='more-from', **kw):
    return story_list(ctx, 'more_from', ctx.L['more_from'].format(sec=ctx.sec), cls, sec=ctx.sec, **kw)


def comment_items(ctx, n):
    out = []
    pool = list(ctx.L['cpool'])
    ctx.rng.shuffle(pool)
    for k in range(min(n, len(pool))):
        dt = ctx.dt + _dt.timedelta(hours=1 + k * 3 + int(ctx.rng.random() * 5))
        out.append(dict(id=ctx.uid() * 7, who=ctx.pick(ctx.L['commenters']), text=pool[k], dt=dt,
                        likes=int(ctx.rng.random() * 30)))
    return out


def comments_wp(ctx, n=3, form=True, action='/wp-comments-post.php'):
    """WordPress core comment markup."""
    ctx.mark('comments')
    L = ctx.L
    items = comment_items(ctx, ctx.n(n))
    art = 'div' if ctx.noart else 'article'
    lis = []
    for k, c in enumerate(items):
        lis.append(f'<li id="comment-{c["id"]}" class="comment {"even" if k % 2 == 0 else "odd alt"} thread-{"even" if k % 2 == 0 else "odd"} depth-1">\n'
                   f'<{art} id="div-comment-{c["id"]}" class="comment-body">\n<footer class="comment-meta">\n<div class="comment-author vcard">\n'
                   f'<img alt="" src="/wp-content/uploads/avatars/{slugify(c["who"])}-56x56.png" class="avatar avatar-56 photo" height="56" width="56" loading="lazy">\n'
                   f'<b class="fn">{E(c["who"])}</b> <span class="says">{E(L["says"])}</span>\n</div>\n'
                   f'<div class="comment-metadata"><a href="{ctx.url_path}#comment-{c["id"]}"><time datetime="{ctx.iso(c["dt"])}">{E(ctx.date(c["dt"]))}</time></a></div>\n'
                   f'</footer>\n<div class="comment-content">\n<p>{E(c["text"])}</p>\n</div>\n'
                   f'<div class="reply"><a rel="nofollow" class="comment-reply-link" href="{ctx.url_path}?replytocom={c["id"]}#respond" data-commentid="{c["id"]}">{E(L["reply"])}</a></div>\n'
                   f'</{art}>\n</li>')
    out = [f'<div id="comments" class="comments-area">',
           f'<h2 class="comments-title">{E(L["thoughts"].format(n=len(items), h=ctx.s["h"]))}</h2>',
           '<ol class="comment-list">', '\n'.join(lis), '</ol>']
    if form:
        out.append(comment_form_wp(ctx, action))
    out.append('</div>')
    return '\n'.join(out)


def comment_form_wp(ctx, action='/wp-comments-post.php'):
    ctx.mark('comment_form')
    L = ctx.L
    return (f'<div id="respond" class="comment-respond">\n<h3 id="reply-title" class="comment-reply-title">{E(L["leave"])}</h3>\n'
            f'<form action="{action}" method="post" id="commentform" class="comment-form">\n'
            f'<p class="comment-notes"><span id="email-notes">{E(L["c_note"])}</span></p>\n'
            f'<p class="comment-form-comment"><label for="comment">{E(L["c_text"])}</label> <textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>\n'
            f'<p class="comment-form-author"><label for="author">{E(L["c_name"])} *</label> <input id="author" name="author" type="text" size="30" required></p>\n'
            f'<p class="comment-form-email"><label for="email">{E(L["c_email"])} *</label> <input id="email" name="email" type="email" size="30" required></p>\n'
            f'<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="{E(L["post"])}">'
            f'<input type="hidden" name="comment_post_ID" value="{ctx.num}" id="comment_post_ID"></p>\n</form>\n</div>')


def comments_generic(ctx, cls='comments', n=3, form=True, action=None, title=None):
    ctx.mark('comments')
    L = ctx.L
    items = comment_items(ctx, ctx.n(n))
    art = 'div' if ctx.noart else 'article'
    out = [f'<section class="{cls}" id="comments">', f'<h2 class="{_b(cls)}__title">{E(title or L["n_comments"].format(n=len(items)))}</h2>']
    for c in items:
        out.append(f'<{art} class="{_b(cls)}__comment" id="c{c["id"]}" data-comment-id="{c["id"]}">\n'
                   f'<header class="{_b(cls)}__meta"><span class="{_b(cls)}__author">{E(c["who"])}</span>\n'
                   f'<time datetime="{ctx.iso(c["dt"])}">{E(ctx.date(c["dt"]))}</time></header>\n'
                   f'<p class="{_b(cls)}__text">{E(c["text"])}</p>\n'
                   f'<footer class="{_b(cls)}__actions"><button type="button" class="{_b(cls)}__like">{E(L["like"])} ({c["likes"]})</button>\n'
                   f'<button type="button" class="{_b(cls)}__reply">{E(L["reply"])}</button>\n'
                   f'<button type="button" class="{_b(cls)}__report">{E(L["report"])}</button></footer>\n</{art}>')
    if form:
        ctx.mark('comment_form')
        action = action or (ctx.url_path.rstrip('/') + '/comments')
        out.append(f'<form class="{_b(cls)}__form" action="{action}" method="post">\n<h3>{E(L["join"])}</h3>\n'
                   f'<label for="cbody{ctx.num}">{E(L["c_text"])}</label>\n<textarea id="cbody{ctx.num}" name="body" rows="4"></textarea>\n'
                   f'<button type="submit">{E(L["post"])}</button>\n</form>')
    out.append('</section>')
    return '\n'.join(out)


def prevnext(ctx, cls='post-navigation'):
    ctx.mark('prevnext')
    a, b = ctx.others(2)
    return (f'<nav class="{cls}" aria-label="Posts">\n<div class="{_b(cls)}__prev"><a href="{a["url"]}" rel="prev">'
            f'<span class="{_b(cls)}__label">{E(ctx.L["prev"])}</span> <span class="{_b(cls)}__title">{E(a["h"])}</span></a></div>\n'
            f'<div class="{_b(cls)}__next"><a href="{b["url"]}" rel="next"><span class="{_b(cls)}__label">{E(ctx.L["next"])}</span> '
            f'<span class="{_b(cls)}__title">{E(b["h"])}</span></a></div>\n</nav>')


def cookie(ctx, cls='cookie-banner', idv='cookie-notice'):
    ctx.mark('cookie')
    L = ctx.L
    return (f'<div id="{idv}" class="{cls}" role="dialog" aria-live="polite" aria-label="Cookies">\n'
            f'<p class="{_b(cls)}__text">{E(L["cookie"])} <a href="/{slugify(L["legal"][2] if "ookie" in L["legal"][2] else L["legal"][1])}/">{E(L["legal"][1])}</a></p>\n'
            f'<div class="{_b(cls)}__buttons"><button type="button" class="{_b(cls)}__accept">{E(L["accept"])}</button>\n'
            f'<button type="button" class="{_b(cls)}__settings">{E(L["settings"])}</button></div>\n</div>')


def legal_links(ctx, ul_cls='footer-links', li_cls='', k=None):
    L = ctx.L
    lc = f' class="{li_cls}"' if li_cls else ''
    items = L['legal'][:k] if k else L['legal']
    return f'<ul class="{ul_cls}">\n' + '\n'.join(f'<li{lc}><a href="/{slugify(x)}/">{E(x)}</a></li>' for x in items) + '\n</ul>'


def copyright(ctx):
    return f'© {ctx.dt.year} {ctx.site["legal_name"]}. {ctx.L["rights"]}'


def address(ctx, tag='address', cls='site-address'):
    return f'<{tag} class="{cls}">{E(ctx.site["address"])}</{tag}>'


def follow(ctx, cls='social-follow'):
    h = ctx.site['social']
    nets = [('facebook', f'https://www.facebook.com/{h}', 'fb'), ('x', f'https://x.com/{h}', 'x'),
            ('instagram', f'https://www.instagram.com/{h}/', 'link'), ('youtube', f'https://www.youtube.com/@{h}', 'play')]
    items = '\n'.join(f'<li><a href="{u}" aria-label="{k}" target="_blank" rel="noopener">{svg(i)}</a></li>' for k, u, i in nets)
    return f'<div class="{cls}">\n<span>{E(ctx.L["follow"])}</span>\n<ul>\n{items}\n</ul>\n</div>'


def orig_pub(ctx, cls='origin-note'):
    ctx.mark('originally_published')
    src = ctx.s.get('orig') or ctx.site.get('partner', 'a partner newsroom')
    return f'<p class="{cls}"><em>{E(ctx.L["orig"].format(src=src))}</em></p>'


def correction(ctx, cls='correction-note'):
    ctx.mark('correction')
    return f'<div class="{cls}"><p><strong>{E(ctx.L["correction"].format(what=ctx.pick(ctx.L["corr_what"])))}</strong></p></div>'


def republish(ctx, cls='republish-box'):
    ctx.mark('republish')
    L = ctx.L
    return (f'<div class="{cls}">\n<h3>{E(L["rep_title"])}</h3>\n<p>{E(L["rep_text"])}</p>\n'
            f'<button type="button" class="{_b(cls)}__copy" data-target="republish-html">{E(L["rep_btn"])}</button>\n'
            f'<textarea id="republish-html" readonly hidden></textarea>\n</div>')


def video(ctx, cls='video-player', title=None):
    ctx.mark('video')
    t = title or ctx.others(1)[0]['h']
    n = ctx.uid()
    return (f'<div class="{cls}" data-video-id="{n}">\n<p class="{_b(cls)}__title">{E(ctx.L["video_title"])} {E(t)}</p>\n'
            f'<video controls preload="none" poster="{ctx.img("video-" + str(n), 640, 360)}">\n'
            f'<source src="/media/video/{n}.mp4" type="video/mp4">\n{E(ctx.L["video_fb"])}\n</video>\n</div>')


def podcast(ctx, cls='podcast-promo'):
    ctx.mark('podcast')
    L = ctx.L
    return (f'<aside class="{cls}">\n<h3 class="{_b(cls)}__title">{E(L["pod_title"])}</h3>\n<p>{E(L["pod_text"])}</p>\n'
            f'<a class="{_b(cls)}__link" href="/podcasts/">{svg("play")}{E(L["listen"])}</a>\n</aside>')


def app_prompt(ctx, cls='app-promo'):
    ctx.mark('app_prompt')
    L = ctx.L
    return (f'<div class="{cls}">\n<strong class="{_b(cls)}__title">{E(L["app_title"])}</strong>\n<p>{E(L["app_text"])}</p>\n'
            f'<a class="{_b(cls)}__btn" href="/app/?utm_medium=article">{E(L["app_btn"])}</a>\n</div>')


def weather(ctx, cls='weather-widget'):
    ctx.mark('weather')
    L = ctx.L
    d0 = ctx.dt.weekday()
    base = ctx.site.get('temp', 60)
    days = []
    for k in range(ctx.n(3, 2)):
        hi = base + int(ctx.rng.random() * 12)
        days.append(f'<li><span class="{_b(cls)}__day">{E(L["days"][(d0 + k) % 7])}</span> <span class="{_b(cls)}__cond">{E(ctx.pick(L["conds"]))}</span> '
                    f'<span class="{_b(cls)}__hi">{hi}{L["deg"]}</span> <span class="{_b(cls)}__lo">{hi - 9}{L["deg"]}</span></li>')
    return (f'<div class="{cls}">\n<h3 class="{_b(cls)}__title">{E(L["weather_title"])} · {E(ctx.site["city"])}</h3>\n<ul>\n' + '\n'.join(days) +
            f'\n</ul>\n<a href="/weather/">{E(L["weather_title"])} »</a>\n</div>')


def events(ctx, cls='events-calendar'):
    ctx.mark('events')
    L = ctx.L
    ev = list(L['events'])
    ctx.rng.shuffle(ev)
    items = []
    for k, (t, v) in enumerate(ev[:ctx.n(3, 2)]):
        d = ctx.dt + _dt.timedelta(days=2 + k * 3)
        items.append(f'<li class="{_b(cls)}__event"><time datetime="{d.date().isoformat()}">{E(ctx.date(d, False))}</time> '
                     f'<a href="/events/{slugify(t)}/">{E(t)}</a> <span class="{_b(cls)}__venue">{E(v)}</span></li>')
    return f'<section class="{cls}">\n<h3 class="{_b(cls)}__title">{E(L["events_title"])}</h3>\n<ul>\n' + '\n'.join(items) + '\n</ul>\n</section>'


def site_title_repeat(ctx, tag='h2', cls='site-title'):
    ctx.mark('site_title_repeat')
    return f'<{tag} class="{cls}"><a href="/" rel="home">{E(ctx.site["name"])}</a></{tag}>'


def byline_text(ctx):
    ctx.mark('byline')
    return f'{E(ctx.L["by"])} <a href="{ctx.author_path()}" rel="author">{E(ctx.s["author"])}</a>'


def author_img(ctx, cls='author-avatar', size=48):
    ctx.mark('author_photo')
    return f'<img class="{cls}" src="{ctx.img("author-" + slugify(ctx.s["author"]), size, size)}" alt="{E(ctx.s["author"])}" width="{size}" height="{size}">'


def time_tag(ctx, cls='published', upd=False, label=True):
    ctx.mark('dates')
    dt = ctx.upd if upd else ctx.dt
    lab = (E(ctx.L['updated' if upd else 'published']) + ' ') if label else ''
    return f'<time class="{cls}" datetime="{ctx.iso(dt)}">{lab}{E(ctx.date(dt))}</time>'


def reading_time(ctx, cls='reading-time'):
    ctx.mark('reading_time')
    return f'<span class="{cls}">{svg("clock")}{E(ctx.L["min_read"].format(n=ctx.rtime()))}</span>'


def kicker(ctx, cls='kicker', tag='a', text=None):
    ctx.mark('kicker')
    t = text or ctx.s.get('kicker') or ctx.sec
    if tag == 'a':
        return f'<a class="{cls}" href="{ctx.sec_path()}">{E(t)}</a>'
    return f'<{tag} class="{cls}">{E(t)}</{tag}>'


def script(src):
    return f'<script src="{src}" defer></script>'


def inline_script(js):
    return f'<script>{js}</script>'


GA = "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());"


def footer_columns(ctx, cls='footer-columns'):
    """Site-map style footer: sections, services, legal links."""
    L = ctx.L
    svc = [(L['subscribe'], '/subscribe/'), (L['eedition'], '/e-edition/'), (L['newsletters'], '/newsletters/'),
           (L['app_title'], '/app/'), (L['weather_title'], '/weather/'), (L['events_title'], '/events/'),
           (L['about_us'], '/about/'), (L['staff'], '/staff/'), (L['contact'], '/contact/')]
    secs = '\n'.join(f'<li><a href="{ctx.sec_path(x)}">{E(x)}</a></li>' for x in L['sections'])
    serv = '\n'.join(f'<li><a href="{u}">{E(t)}</a></li>' for t, u in svc)
    return (f'<div class="{cls}">\n<div class="{_b(cls)}__col"><h4 class="{_b(cls)}__title">{E(L["topics"])}</h4>\n<ul>\n{secs}\n</ul></div>\n'
            f'<div class="{_b(cls)}__col"><h4 class="{_b(cls)}__title">{E(ctx.site["name"])}</h4>\n<ul>\n{serv}\n</ul></div>\n</div>')


_BUNDLE = {
    'most_read': lambda c, k: most_read(c, k, n=4, dates=False),
    'latest': lambda c, k: latest(c, k, n=4),
    'newsletter': newsletter, 'podcast': podcast, 'app_prompt': app_prompt, 'weather': weather, 'events': events,
    'donation': donation,
}


def bundle(ctx, cls='rail', items=('most_read', 'newsletter', 'latest', 'podcast', 'app_prompt', 'weather', 'events'), p=.3):
    """Optional widgets not printed elsewhere on the page (each part at most once)."""
    out = []
    for part in items:
        if part in ctx.parts or not ctx.has(part, p):
            continue
        out.append(_BUNDLE[part](ctx, f'{cls} {_b(cls)}--{part.replace("_", "-")}'))
    return J(*out)
