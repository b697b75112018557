"""Shared machinery: story parsing, truth lines, page context, <head>/JSON-LD builders, chrome
builders (lists, comments, consent, newsletter, ads, share bars, embeds, footers) and the
visible-text extractor used for verification."""

import datetime
import html
import json
import random
import re
import unicodedata
from html.parser import HTMLParser

import lang

# ---------------------------------------------------------------- text helpers

def esc(s):
    return html.escape(s, quote=True)


LINK_RE = re.compile(r'\[\[(.+?)\|(.+?)\]\]')


def inline(s):
    """Story text with [[words|/path]] links -> HTML."""
    out, pos = [], 0
    for m in LINK_RE.finditer(s):
        out.append(esc(s[pos:m.start()]))
        out.append('<a href="%s">%s</a>' % (esc(m.group(2)), esc(m.group(1))))
        pos = m.end()
    out.append(esc(s[pos:]))
    return ''.join(out)


def plain(s):
    return LINK_RE.sub(lambda m: m.group(1), s)


def norm(s):
    return ' '.join(s.split())


def slugify(s, words=9):
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode('ascii').lower()
    s = re.sub(r"['\u2019]", '', s)
    parts = [p for p in re.split(r'[^a-z0-9]+', s) if p]
    return '-'.join(parts[:words])


# ---------------------------------------------------------------- story markup

def parse_body(src):
    """Blocks: ('p', t) ('h', t) ('ul', [..]) ('ol', [..]) ('quote', t) ('fig', cap, credit)
    ('table', [[cells]..]) ('note', t) and chrome-only ('rel', hed) ('tweet', handle, name, text,
    date) ('insta', handle, text) ('video', title, duration)."""
    blocks = []
    for raw in re.split(r'\n\s*\n', src.strip()):
        lines = [ln.strip() for ln in raw.strip().split('\n') if ln.strip()]
        first = lines[0]
        if all(ln.startswith('- ') for ln in lines):
            blocks.append(('ul', [ln[2:].strip() for ln in lines]))
        elif all(re.match(r'\d+\. ', ln) for ln in lines):
            blocks.append(('ol', [ln.split('. ', 1)[1].strip() for ln in lines]))
        elif all(ln.startswith('|') for ln in lines):
            blocks.append(('table', [[c.strip() for c in ln.strip('|').split('|')] for ln in lines]))
        elif first.startswith('## '):
            blocks.append(('h', ' '.join(lines)[3:].strip()))
        elif first.startswith('> '):
            blocks.append(('quote', ' '.join(ln.lstrip('> ').strip() for ln in lines)))
        elif first.startswith('[fig] '):
            cap, _, credit = ' '.join(lines)[6:].partition('||')
            blocks.append(('fig', cap.strip(), credit.strip()))
        elif first.startswith('[rel] '):
            blocks.append(('rel', ' '.join(lines)[6:].strip()))
        elif first.startswith('[tweet] '):
            blocks.append(tuple(['tweet'] + [x.strip() for x in ' '.join(lines)[8:].split('|')]))
        elif first.startswith('[insta] '):
            blocks.append(tuple(['insta'] + [x.strip() for x in ' '.join(lines)[8:].split('|')]))
        elif first.startswith('[video] '):
            blocks.append(tuple(['video'] + [x.strip() for x in ' '.join(lines)[8:].split('|')]))
        elif first.startswith('[note] '):
            blocks.append(('note', ' '.join(lines)[7:].strip()))
        else:
            blocks.append(('p', ' '.join(lines)))
    return blocks


def block_truth(b):
    k = b[0]
    if k in ('p', 'h', 'quote', 'note'):
        return [norm(plain(b[1]))]
    if k in ('ul', 'ol'):
        return [norm(plain(x)) for x in b[1]]
    if k == 'fig':
        return [norm(b[1])]
    if k == 'table':
        return [norm(' '.join(plain(c) for c in row)) for row in b[1]]
    return []


# ---------------------------------------------------------------- SVG icons

ICONS = {
    'facebook': 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
    'twitter': 'M23 4.6a9 9 0 0 1-2.6.7 4.5 4.5 0 0 0 2-2.5 9 9 0 0 1-2.9 1.1 4.5 4.5 0 0 0-7.7 4.1A12.8 12.8 0 0 1 2.5 3.3a4.5 4.5 0 0 0 1.4 6 4.5 4.5 0 0 1-2-.6v.1a4.5 4.5 0 0 0 3.6 4.4 4.5 4.5 0 0 1-2 .1 4.5 4.5 0 0 0 4.2 3.1A9 9 0 0 1 1 18.3 12.8 12.8 0 0 0 7.9 20c8.3 0 12.8-6.9 12.8-12.8v-.6A9 9 0 0 0 23 4.6z',
    'email': 'M2 5h20v14H2z M2 5l10 8 10-8',
    'whatsapp': 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.2 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.7-.1 1.3z',
    'linkedin': 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.7 4.8 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9z',
    'comment': 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
    'search': 'M11 4a7 7 0 1 0 4.4 12.4l4.6 4.6 1.4-1.4-4.6-4.6A7 7 0 0 0 11 4zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z',
    'menu': 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
    'close': 'M6 6l12 12M18 6L6 18',
    'play': 'M8 5v14l11-7z',
    'chevron': 'M9 6l6 6-6 6',
    'bell': 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z',
    'share': 'M18 16a3 3 0 0 0-2.4 1.2l-7-3.5a3 3 0 0 0 0-1.4l7-3.5A3 3 0 1 0 15 7l-7 3.5a3 3 0 1 0 0 3l7 3.5A3 3 0 1 0 18 16z',
    'print': 'M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z',
    'link': 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
    'reddit': 'M22 12a2.2 2.2 0 0 0-3.7-1.6 10.7 10.7 0 0 0-5.8-1.8l1-4.6 3.2.7a1.6 1.6 0 1 0 .2-1l-3.6-.8-1.1 5.2a10.7 10.7 0 0 0-5.9 1.8A2.2 2.2 0 1 0 3.9 13.6 4.3 4.3 0 0 0 3.8 14.4c0 3.3 3.7 5.9 8.2 5.9s8.2-2.6 8.2-5.9a4.3 4.3 0 0 0-.1-.8A2.2 2.2 0 0 0 22 12z',
    'pinterest': 'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z',
    'user': 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
    'clock': 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4V6h-2v7.4l5 3 1-1.7z',
    'camera': 'M9 3L7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10z',
    'sun': 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3z',
    'instagram': 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
    'youtube': 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1z',
}


def svg(name, cls='', size=20, extra=''):
    c = ' class="%s"' % cls if cls else ''
    return ('<svg%s width="%d" height="%d" viewBox="0 0 24 24" aria-hidden="true" focusable="false"%s>'
            '<path d="%s"/></svg>' % (c, size, size, extra, ICONS[name]))


# ---------------------------------------------------------------- page context

DECL_TYPES = ('NewsArticle', 'Article', 'BlogPosting', 'ReportageNews')
GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'


class Ctx:
    def __init__(self, page, site, story):
        self.page = page
        self.num = page['num']
        self.pid = 'wcxb-%d' % page['num']
        self.rng = random.Random(self.pid)
        self.site = site
        self.s = story
        self.lang = story['lang']
        self.L = lang.L[self.lang]
        self.blocks = parse_body(story['body'])
        self.meta_lines = []        # byline/date lines printed in the story header (truth)
        self.meta_first = False     # True when they are printed before the standfirst
        self.dek_lines = [story['dek']] if story.get('dek') else []
        self.chrome = []            # (kind, text) candidates for "without"
        self.used = {}
        self.dt = datetime.datetime.strptime(story['date'], '%Y-%m-%dT%H:%M')
        self.url = None

    # --- truth
    def truth(self):
        lines = [norm(self.s['hed'])]
        dek = [norm(plain(d)) for d in self.dek_lines]
        meta = [norm(m) for m in self.meta_lines]
        lines += (meta + dek) if self.meta_first else (dek + meta)
        for b in self.blocks:
            lines += block_truth(b)
        return lines

    def paras(self):
        return sum(1 for b in self.blocks if b[0] == 'p')

    # --- chrome registration
    def C(self, kind, text):
        self.chrome.append((kind, norm(text)))
        return esc(text)

    # --- random helpers
    def r(self):
        return self.rng.random()

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def choice(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def sample(self, seq, k):
        return self.rng.sample(list(seq), k)

    # --- pools
    def others(self, n, pools=None):
        """n other stories from the site's pools, not repeated within the page."""
        pools = pools or self.site['pools']
        cand = []
        for p in pools:
            for i, it in enumerate(lang.POOLS[p]):
                if (p, i) not in self.used:
                    cand.append((p, i, it))
        if len(cand) < n and self.lang == 'en' and 'gen' not in pools:
            for i, it in enumerate(lang.POOLS['gen']):
                if ('gen', i) not in self.used:
                    cand.append(('gen', i, it))
        if len(cand) < n:
            raise ValueError('%s: headline pools exhausted (%d wanted, %d left)' % (self.pid, n, len(cand)))
        picked = self.sample(cand, min(n, len(cand)))
        out = []
        for p, i, (sec, hed, teaser) in picked:
            self.used[(p, i)] = True
            days = self.ri(0, 9)
            d = self.dt - datetime.timedelta(days=days, hours=self.ri(0, 20), minutes=self.ri(0, 59))
            out.append(dict(section=sec, hed=hed, teaser=teaser, dt=d, days=days,
                            author=self.person(), href=self.site['article_href'](self, sec, hed, d),
                            img=self.img_url(slugify(hed, 5))))
        return out

    def person(self):
        lg = self.lang
        return '%s %s' % (self.choice(lang.FIRST[lg]), self.choice(lang.LAST[lg]))

    def comments(self, n):
        pool = lang.COMMENTS[self.lang]
        handles = lang.HANDLES if self.lang == 'en' else lang.HANDLES_INTL[self.lang]
        texts = self.sample(pool, min(n, len(pool)))
        names = self.sample(handles, min(n, len(handles)))
        out = []
        for i, t in enumerate(texts):
            out.append(dict(name=names[i % len(names)], text=t, likes=self.ri(0, 48),
                            hours=self.ri(1, 40), id=self.ri(100000, 999999)))
        return out

    def img_url(self, stem, w=1200, h=675):
        return 'https://%s/%s/%d/%02d/%s-%dx%d.jpg' % (self.site['img_host'], self.site.get('img_dir', 'images'),
                                                      self.dt.year, self.dt.month, stem, w, h)

    # --- dates
    def ago(self, d):
        delta = self.dt - d
        h = int(delta.total_seconds() // 3600)
        if self.lang == 'en':
            if h < 1:
                return '%d min ago' % max(1, int(delta.total_seconds() // 60))
            if h < 24:
                return '%dh ago' % h
            return '%d days ago' % (h // 24) if h >= 48 else '1 day ago'
        if self.lang == 'de':
            return 'vor %d Std.' % max(1, h) if h < 24 else 'vor %d Tagen' % max(1, h // 24)
        if self.lang == 'fr':
            return 'il y a %d h' % max(1, h) if h < 24 else 'il y a %d j' % max(1, h // 24)
        if self.lang == 'es':
            return 'hace %d h' % max(1, h) if h < 24 else 'hace %d días' % max(1, h // 24)
        return '%d ore fa' % max(1, h) if h < 24 else '%d giorni fa' % max(1, h // 24)

    def iso(self, d=None, tz=None):
        d = d or self.dt
        return d.strftime('%Y-%m-%dT%H:%M:%S') + (tz or self.site['tz'])

    def updated_dt(self):
        return self.dt + datetime.timedelta(hours=1 + self.num % 5, minutes=7 * (self.num % 8))


# ---------------------------------------------------------------- date formats

def d_us(d):           # March 5, 2019
    return '%s %d, %d' % (lang.MONTHS['en'][d.month - 1], d.day, d.year)




def d_ap(d):           # March 5, 2019 / Jan. 5, 2019
    return '%s %d, %d' % (lang.MONTHS_AP[d.month - 1], d.day, d.year)


def t12(d, dots=False):
    h = d.hour % 12 or 12
    ap = ('a.m.' if d.hour < 12 else 'p.m.') if dots else ('AM' if d.hour < 12 else 'PM')
    return '%d:%02d %s' % (h, d.minute, ap)


def t12l(d):           # 5:42pm
    h = d.hour % 12 or 12
    return '%d:%02d%s' % (h, d.minute, 'am' if d.hour < 12 else 'pm')


def wk(d, lg='en'):
    return lang.WEEKDAYS[lg][d.weekday()]


def d_num(d, sep='/'):  # 05/03/2019
    return '%02d%s%02d%s%d' % (d.day, sep, d.month, sep, d.year)


def d_long(d, lg):     # 5 mai 2019 / 5. Mai 2019 / 5 de mayo de 2019 / 5 maggio 2019
    m = lang.MONTHS[lg][d.month - 1]
    if lg == 'de':
        return '%d. %s %d' % (d.day, m, d.year)
    if lg == 'es':
        return '%d de %s de %d' % (d.day, m, d.year)
    if lg == 'en':
        return d_us(d)
    return '%d %s %d' % (d.day, m, d.year)


# ---------------------------------------------------------------- <head>

def jsonld_article(ctx, typ='NewsArticle', extra=None):
    s, site = ctx.s, ctx.site
    authors = s.get('authors') or []
    obj = {
        '@context': 'https://schema.org',
        '@type': typ,
        'mainEntityOfPage': {'@type': 'WebPage', '@id': ctx.url},
        'headline': s['hed'],
        'description': plain(s['dek']) if s.get('dek') else plain(ctx.blocks[0][1])[:160],
        'image': {'@type': 'ImageObject', 'url': ctx.img_url('lead'), 'width': 1200, 'height': 675},
        'datePublished': ctx.iso(),
        'dateModified': ctx.iso(ctx.updated_dt()),
        'author': [{'@type': 'Person' if a.get('person', True) else 'Organization', 'name': a['name']}
                   for a in authors] or [{'@type': 'Organization', 'name': site['name']}],
        'publisher': {'@type': 'Organization', 'name': site['name'],
                      'logo': {'@type': 'ImageObject', 'url': 'https://%s/logo-600x60.png' % site['img_host']}},
        'articleSection': s.get('section', 'News'),
        'inLanguage': site.get('locale', ctx.lang).replace('_', '-'),
    }
    if extra:
        obj.update(extra)
    return obj


def ld_script(obj, pretty=False):
    txt = json.dumps(obj, ensure_ascii=False, indent=2 if pretty else None)
    txt = txt.replace('</', '<\\/')
    return '<script type="application/ld+json">%s</script>' % txt


def head(ctx, title, *, og='article', ld='NewsArticle', ld_extra=(), twitter=True, amp=False,
         amphtml=None, css=(), js=(), inline_css='', extra='', generator=None, desc=None,
         viewport=True, charset='utf-8', fb_app=None, keywords=None, ld_pretty=False,
         ld_article_extra=None, graph=None):
    s, site = ctx.s, ctx.site
    desc = desc if desc is not None else (plain(s['dek']) if s.get('dek') else plain(ctx.blocks[0][1])[:155])
    out = ['<head>']
    out.append('<meta charset="%s">' % charset)
    if not amp:
        out.append('<meta http-equiv="X-UA-Compatible" content="IE=edge">')
    if viewport:
        out.append('<meta name="viewport" content="width=device-width,initial-scale=1%s">' % (',minimum-scale=1' if amp else ''))
    if amp:
        out.append('<script async src="https://cdn.ampproject.org/v0.js"></script>')
    out.append('<title>%s</title>' % esc(title))
    out.append('<meta name="description" content="%s">' % esc(desc))
    if keywords:
        out.append('<meta name="keywords" content="%s">' % esc(', '.join(keywords)))
    if generator:
        out.append('<meta name="generator" content="%s">' % esc(generator))
    out.append('<link rel="canonical" href="%s">' % esc(ctx.url))
    if amphtml:
        out.append('<link rel="amphtml" href="%s">' % esc(amphtml))
    if og:
        out.append('<meta property="og:site_name" content="%s">' % esc(site['name']))
        out.append('<meta property="og:type" content="%s">' % og)
        out.append('<meta property="og:title" content="%s">' % esc(s['hed']))
        out.append('<meta property="og:description" content="%s">' % esc(desc))
        out.append('<meta property="og:url" content="%s">' % esc(ctx.url))
        out.append('<meta property="og:image" content="%s">' % esc(ctx.img_url('lead')))
        out.append('<meta property="og:locale" content="%s">' % site.get('locale', 'en_US').replace('-', '_'))
        if og == 'article':
            out.append('<meta property="article:published_time" content="%s">' % ctx.iso())
            out.append('<meta property="article:modified_time" content="%s">' % ctx.iso(ctx.updated_dt()))
            out.append('<meta property="article:section" content="%s">' % esc(s.get('section', 'News')))
            for t in s.get('tags', [])[:4]:
                out.append('<meta property="article:tag" content="%s">' % esc(t))
        if fb_app:
            out.append('<meta property="fb:app_id" content="%s">' % fb_app)
    if twitter:
        out.append('<meta name="twitter:card" content="summary_large_image">')
        out.append('<meta name="twitter:site" content="@%s">' % site.get('twitter', 'news'))
        out.append('<meta name="twitter:title" content="%s">' % esc(s['hed']))
        out.append('<meta name="twitter:description" content="%s">' % esc(desc))
        out.append('<meta name="twitter:image" content="%s">' % esc(ctx.img_url('lead')))
    for href in css:
        out.append('<link rel="stylesheet" href="%s">' % esc(href))
    if inline_css:
        if amp:
            out.append('<style amp-custom>%s</style>' % inline_css)
        else:
            out.append('<style>%s</style>' % inline_css)
    if amp:
        out.append('<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>')
    if graph is not None:
        out.append(ld_script({'@context': 'https://schema.org', '@graph': graph}, ld_pretty))
    elif ld:
        out.append(ld_script(jsonld_article(ctx, ld, ld_article_extra), ld_pretty))
    for obj in ld_extra:
        out.append(ld_script(obj, ld_pretty))
    for j in js:
        out.append(j if j.startswith('<') else '<script async src="%s"></script>' % esc(j))
    if extra:
        out.append(extra)
    out.append('</head>')
    return '\n'.join(out)


def breadcrumb_ld(ctx, crumbs):
    return {'@context': 'https://schema.org', '@type': 'BreadcrumbList',
            'itemListElement': [{'@type': 'ListItem', 'position': i + 1, 'name': n, 'item': u}
                                for i, (n, u) in enumerate(crumbs)]}


def org_ld(ctx, typ='NewsMediaOrganization'):
    site = ctx.site
    return {'@context': 'https://schema.org', '@type': typ, 'name': site['name'],
            'url': 'https://%s/' % site['host'],
            'logo': 'https://%s/logo-600x60.png' % site['img_host'],
            'sameAs': ['https://www.facebook.com/%s' % site.get('twitter', 'news'),
                       'https://twitter.com/%s' % site.get('twitter', 'news')]}


def datalayer(ctx, extra=''):
    s = ctx.s
    return ('<script>window.dataLayer=window.dataLayer||[];dataLayer.push({"pageType":"article",'
            '"contentId":"%d","section":%s,"author":%s,"publishDate":"%s","wordCount":%d%s});</script>'
            % (ctx.num * 7919, json.dumps(s.get('section', 'News')),
               json.dumps(', '.join(a['name'] for a in s.get('authors', [])) or 'Staff'),
               ctx.dt.strftime('%Y-%m-%d'), sum(len(t.split()) for t in ctx.truth()), extra))


# ---------------------------------------------------------------- images

def lazy_img(ctx, src, alt='', cls='', w=800, h=450, mode='datasrc', extra=''):
    c = ' class="%s"' % cls if cls else ''
    if mode == 'datasrc':
        return ('<img%s src="%s" data-src="%s" alt="%s" width="%d" height="%d"%s>'
                '<noscript><img src="%s" alt="%s" width="%d" height="%d"></noscript>'
                % (c, GIF, esc(src), esc(alt), w, h, extra, esc(src), esc(alt), w, h))
    if mode == 'native':
        return '<img%s src="%s" alt="%s" width="%d" height="%d" loading="lazy"%s>' % (c, esc(src), esc(alt), w, h, extra)
    if mode == 'srcset':
        return ('<img%s src="%s" srcset="%s 400w, %s 800w, %s 1200w" sizes="(max-width: 768px) 100vw, 800px" alt="%s" width="%d" height="%d"%s>'
                % (c, esc(src), esc(src.replace('.jpg', '-400.jpg')), esc(src.replace('.jpg', '-800.jpg')),
                   esc(src), esc(alt), w, h, extra))
    if mode == 'amp':
        return '<amp-img%s src="%s" alt="%s" width="%d" height="%d" layout="responsive"></amp-img>' % (c, esc(src), esc(alt), w, h)
    return '<img%s src="%s" alt="%s"%s>' % (c, esc(src), esc(alt), extra)


# ---------------------------------------------------------------- body rendering

def default_fmt():
    return dict(
        p=lambda ctx, t: '<p>%s</p>' % inline(t),
        h=lambda ctx, t: '<h2>%s</h2>' % inline(t),
        ul=lambda ctx, items: '<ul>%s</ul>' % ''.join('<li>%s</li>' % inline(x) for x in items),
        ol=lambda ctx, items: '<ol>%s</ol>' % ''.join('<li>%s</li>' % inline(x) for x in items),
        quote=lambda ctx, t: '<blockquote><p>%s</p></blockquote>' % inline(t),
        note=lambda ctx, t: '<p><em>%s</em></p>' % inline(t),
        fig=lambda ctx, cap, credit: ('<figure>%s<figcaption><div class="caption">%s</div><div class="credit">%s</div></figcaption></figure>'
                                      % (lazy_img(ctx, ctx.img_url(slugify(cap, 4), 800, 533), cap, w=800, h=533),
                                         esc(cap), esc(credit))),
        table=lambda ctx, rows: table_html(rows),
        rel=lambda ctx, hed: '<p><strong>%s:</strong> <a href="%s">%s</a></p>' % (
            esc(ctx.L['related']), esc(ctx.site['article_href'](ctx, 'news', hed, ctx.dt)), ctx.C('inline', hed)),
        tweet=lambda ctx, *a: tweet_embed(ctx, *a),
        insta=lambda ctx, *a: insta_embed(ctx, *a),
        video=lambda ctx, *a: video_player(ctx, *a),
    )


def table_html(rows, cls=''):
    c = ' class="%s"' % cls if cls else ''
    head_row = '<thead><tr>%s</tr></thead>' % ''.join('<th>%s</th>' % inline(x) for x in rows[0])
    body = ''.join('<tr>%s</tr>' % ''.join('<td>%s</td>' % inline(x) for x in r) for r in rows[1:])
    return '<table%s>%s<tbody>%s</tbody></table>' % (c, head_row, body)


def render_blocks(ctx, fmt=None, after=None):
    """Render the story blocks. `after(i)` is called after the i-th paragraph (1-based) and may
    return HTML to insert there (ads, newsletter boxes, read-more lines). Returns a list of
    HTML chunks, one per block or insert."""
    f = default_fmt()
    if fmt:
        f.update(fmt)
    out, np = [], 0
    total = ctx.paras()
    for b in ctx.blocks:
        k = b[0]
        if k in ('ul', 'ol'):
            out.append(f[k](ctx, b[1]))
        elif k == 'table':
            out.append(f['table'](ctx, b[1]))
        elif k == 'fig':
            out.append(f['fig'](ctx, b[1], b[2]))
        elif k in ('tweet', 'insta', 'video'):
            out.append(f[k](ctx, *b[1:]))
        else:
            out.append(f[k](ctx, b[1]))
        if k == 'p':
            np += 1
            if after and np < total:
                ins = after(np)
                if ins:
                    out.append(ins)
    return out


# ---------------------------------------------------------------- chrome builders

def tweet_embed(ctx, handle, name, text, date):
    ctx.C('tweet', text)
    return ('<blockquote class="twitter-tweet" data-lang="en" data-dnt="true"><p lang="en" dir="ltr">%s</p>'
            '&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d">%s</a></blockquote>'
            '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>'
            % (esc(text), esc(name), esc(handle), esc(handle), 1000000000000000000 + ctx.num * 7777777, esc(date)))


def insta_embed(ctx, handle, text):
    ctx.C('embed', text)
    return ('<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/B%dxQ/" data-instgrm-version="12" style="background:#FFF;border:0;margin:1px;max-width:540px;">'
            '<div style="padding:16px;"><a href="https://www.instagram.com/p/B%dxQ/" target="_blank">View this post on Instagram</a>'
            '<p style="margin:8px 0 0 0;">%s</p><p style="color:#c9c8cd;font-size:14px;">A post shared by %s (@%s)</p></div></blockquote>'
            '<script async src="//www.instagram.com/embed.js"></script>'
            % (ctx.num * 31, ctx.num * 31, esc(text), esc(handle), esc(handle)))


def video_player(ctx, title, duration, cls='video-player'):
    ctx.C('video', title)
    return ('<div class="%s" data-video-id="%d" data-autoplay="false"><div class="%s__poster">%s'
            '<button class="%s__play" aria-label="Play video">%s</button></div>'
            '<div class="%s__meta"><span class="%s__label">%s</span><h3 class="%s__title">%s</h3>'
            '<span class="%s__duration">%s</span></div></div>'
            % (cls, 6000000 + ctx.num * 13, cls, lazy_img(ctx, ctx.img_url('video-' + slugify(title, 4), 640, 360), title, w=640, h=360),
               cls, svg('play'), cls, cls, esc(ctx.L['video']), cls, esc(title), cls, esc(duration)))


def photo_gallery(ctx, title, photos, cls='gallery', label='Gallery', of='of'):
    """An embedded photo gallery widget (chrome): title, photo count, slides with counters, captions and credits."""
    slides = []
    for i, (cap, credit) in enumerate(photos):
        ctx.C('gallery', cap)
        slides.append('<li class="%s__slide"><figure>%s<figcaption><span class="%s__count">%d %s %d</span> <span class="%s__caption">%s</span> <span class="%s__credit">%s</span></figcaption></figure></li>'
                      % (cls, lazy_img(ctx, ctx.img_url('gallery-%d-%s' % (i + 1, slugify(cap, 3)), 800, 533), cap, w=800, h=533), cls, i + 1, of, len(photos),
                         cls, esc(cap), cls, esc(credit)))
    return ('<div class="%s" data-gallery-id="%d"><div class="%s__header"><span class="%s__label">%s</span> <h3 class="%s__title">%s</h3> <span class="%s__total">%d</span></div>'
            '<ul class="%s__slides">%s</ul><button class="%s__prev" aria-label="Previous">%s</button><button class="%s__next" aria-label="Next">%s</button></div>'
            % (cls, 30000 + ctx.num, cls, cls, esc(label), cls, ctx.C('gallery', title), cls, len(photos), cls, ''.join(slides), cls, svg('chevron'), cls, svg('chevron')))


def share_bar(ctx, cls='share-bar', nets=('facebook', 'twitter', 'email'), counts=False, label=True,
              tag='div'):
    u = ctx.url
    links = {
        'facebook': 'https://www.facebook.com/sharer/sharer.php?u=%s' % u,
        'twitter': 'https://twitter.com/intent/tweet?url=%s' % u,
        'email': 'mailto:?subject=%s&body=%s' % (slugify(ctx.s['hed'], 5), u),
        'whatsapp': 'https://api.whatsapp.com/send?text=%s' % u,
        'linkedin': 'https://www.linkedin.com/shareArticle?mini=true&url=%s' % u,
        'reddit': 'https://www.reddit.com/submit?url=%s' % u,
        'pinterest': 'https://pinterest.com/pin/create/button/?url=%s' % u,
        'print': '#print', 'link': '#copy', 'comment': '#comments',
    }
    names = {'facebook': 'Facebook', 'twitter': 'Twitter', 'email': 'Email', 'whatsapp': 'WhatsApp',
             'linkedin': 'LinkedIn', 'reddit': 'Reddit', 'pinterest': 'Pinterest', 'print': 'Print',
             'link': 'Copy link', 'comment': 'Comments'}
    items = []
    for n in nets:
        items.append('<a class="%s__btn %s__btn--%s" href="%s" target="_blank" rel="noopener" aria-label="%s">%s</a>'
                     % (cls, cls, n, esc(links[n]), names[n], svg(n)))
    lab = '<span class="%s__label">%s</span>' % (cls, esc(ctx.L['share'])) if label else ''
    cnt = ''
    if counts:
        cnt = '<span class="%s__count"><b>%s</b> %s</span>' % (cls, '{:,}'.format(ctx.ri(40, 4800)), 'Shares' if ctx.lang == 'en' else '')
    return '<%s class="%s">%s%s%s</%s>' % (tag, cls, lab, cnt, ''.join(items), tag)


def ad_slot(ctx, slot, cls='ad-slot', label=None, size='300x250', tag='div'):
    label = ctx.L['advert'] if label is None else label
    w, h = size.split('x')
    lab = '<div class="%s__label">%s</div>' % (cls, esc(label)) if label else ''
    return ('<%s class="%s" data-ad-slot="%s" data-sizes="%s">%s<div id="%s" style="min-height:%spx;min-width:%spx"></div></%s>'
            % (tag, cls, slot, size, lab, slot, h, w, tag))


def story_list(ctx, items, *, cls='story-list', title=None, title_tag='h2', style='ul',
               thumbs=False, dates=False, bylines=False, kickers=False, teasers=False,
               date_fn=None, item_tag='h3', numbered=False, wrap='section', img_mode='datasrc'):
    date_fn = date_fn or (lambda d: ctx.ago(d))
    out = []
    if title:
        out.append('<%s class="%s__title">%s</%s>' % (title_tag, cls, esc(title), title_tag))
    lis = []
    for i, it in enumerate(items):
        parts = []
        if thumbs:
            parts.append('<a class="%s__thumb" href="%s">%s</a>' % (cls, esc(it['href']), lazy_img(
                ctx, it['img'].replace('1200x675', '320x180'), it['hed'], w=320, h=180, mode=img_mode)))
        txt = []
        if numbered:
            txt.append('<span class="%s__num">%d</span>' % (cls, i + 1))
        if kickers:
            txt.append('<span class="%s__kicker">%s</span>' % (cls, esc(it['section'])))
        txt.append('<%s class="%s__hed"><a href="%s">%s</a></%s>' % (item_tag, cls, esc(it['href']), ctx.C('list', it['hed']), item_tag))
        if teasers:
            txt.append('<p class="%s__teaser">%s</p>' % (cls, ctx.C('teaser', it['teaser'])))
        meta = []
        if bylines:
            meta.append('<span class="%s__byline">%s %s</span>' % (cls, esc(ctx.L['by']), esc(it['author'])))
        if dates:
            meta.append('<time class="%s__time" datetime="%s">%s</time>' % (cls, ctx.iso(it['dt']), esc(date_fn(it['dt']))))
        if meta:
            txt.append('<div class="%s__meta">%s</div>' % (cls, ' '.join(meta)))
        parts.append('<div class="%s__body">%s</div>' % (cls, ''.join(txt)))
        lis.append(''.join(parts))
    if style == 'ul':
        out.append('<ul class="%s__list">%s</ul>' % (cls, ''.join('<li class="%s__item">%s</li>' % (cls, x) for x in lis)))
    elif style == 'ol':
        out.append('<ol class="%s__list">%s</ol>' % (cls, ''.join('<li class="%s__item">%s</li>' % (cls, x) for x in lis)))
    elif style == 'articles':
        out.append('<div class="%s__grid">%s</div>' % (cls, ''.join('<article class="%s__card">%s</article>' % (cls, x) for x in lis)))
    else:
        out.append('<div class="%s__items">%s</div>' % (cls, ''.join('<div class="%s__item">%s</div>' % (cls, x) for x in lis)))
    return '<%s class="%s">%s</%s>' % (wrap, cls, ''.join(out), wrap)


def newsletter_box(ctx, cls='newsletter', title=None, text=None, btn=None, tag='div', action=None):
    title = title or ctx.L['newsletter_title']
    text = text or ctx.L['newsletter_text']
    btn = btn or ctx.L['sign_up']
    action = action or '/newsletters/subscribe'
    return ('<%s class="%s"><h3 class="%s__title">%s</h3><p class="%s__text">%s</p>'
            '<form class="%s__form" action="%s" method="post"><label class="screen-reader-text" for="nl-%d">%s</label>'
            '<input type="email" id="nl-%d" name="email" placeholder="%s" required><button type="submit">%s</button></form>'
            '<p class="%s__legal">%s</p></%s>'
            % (tag, cls, cls, ctx.C('newsletter', title), cls, ctx.C('newsletter', text), cls, action, ctx.num,
               esc(ctx.L['email']), ctx.num, esc(ctx.L['email_ph']), esc(btn), cls, ctx.C('legal', ctx.L['privacy_note']), tag))


def app_prompt(ctx, cls='app-prompt'):
    return ('<div class="%s" role="dialog" aria-label="%s"><button class="%s__close" aria-label="%s">%s</button>'
            '<div class="%s__icon">%s</div><div class="%s__text"><strong>%s</strong><p>%s</p></div>'
            '<a class="%s__btn" href="/apps">%s</a></div>'
            % (cls, esc(ctx.L['app_title']), cls, esc(ctx.L['close']), svg('close', size=14), cls,
               esc(ctx.site['name'][:1]), cls, esc(ctx.L['app_title']), ctx.C('app', ctx.L['app_text']),
               cls, esc(ctx.L['app_btn'])))


def push_prompt(ctx, cls='onesignal-slidedown'):
    return ('<div id="onesignal-slidedown-container" class="%s-container"><div id="onesignal-slidedown-dialog" class="%s-dialog">'
            '<div id="slidedown-body" class="slidedown-body"><div class="slidedown-body-icon">%s</div>'
            '<div class="slidedown-body-message">%s</div></div>'
            '<div id="slidedown-footer" class="slidedown-footer"><button class="align-right primary slidedown-button" id="onesignal-slidedown-allow-button">%s</button>'
            '<button class="align-right secondary slidedown-button" id="onesignal-slidedown-cancel-button">%s</button></div></div></div>'
            % (cls, cls, svg('bell', size=40), ctx.C('push', ctx.L['push_text']), esc(ctx.L['push_allow']), esc(ctx.L['push_later'])))


def cookie_banner(ctx, style='onetrust'):
    L = ctx.L
    if style == 'onetrust':
        return ('<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div>'
                '<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div class="ot-sdk-container"><div class="ot-sdk-row">'
                '<div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns"><div id="onetrust-policy">'
                '<h2 id="onetrust-policy-title">%s</h2><p id="onetrust-policy-text">%s <a href="/privacy" class="ot-cookie-policy-link">%s</a></p></div></div>'
                '<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id="onetrust-button-group">'
                '<button id="onetrust-pc-btn-handler">%s</button><button id="onetrust-reject-all-handler">%s</button>'
                '<button id="onetrust-accept-btn-handler">%s</button></div></div></div></div></div></div>'
                % (esc(L['cookie_title']), ctx.C('cookie', L['cookie_text']), esc(L['privacy']), esc(L['manage']),
                   esc(L['reject']), esc(L['accept'])))
    if style == 'quantcast':
        return ('<div class="qc-cmp2-container" id="qc-cmp2-container" data-nosnippet="">'
                '<div class="qc-cmp2-main" id="qc-cmp2-main"><div class="qc-cmp2-summary-section">'
                '<h2 class="qc-cmp2-summary-title">%s</h2><div class="qc-cmp2-summary-info"><p>%s</p>'
                '<p>You can click to accept or to manage your choices, including your right to object where legitimate interest is used.</p></div></div>'
                '<div class="qc-cmp2-footer qc-cmp2-footer-overlay"><div class="qc-cmp2-summary-buttons">'
                '<button mode="secondary" size="large" class=" css-47sehv">%s</button>'
                '<button mode="primary" size="large" class=" css-47sehv">%s</button></div></div></div></div>'
                % (esc(L['cookie_title']), ctx.C('cookie', L['cookie_text']), esc(L['manage']).upper(), esc(L['accept']).upper()))
    if style == 'didomi':
        return ('<div id="didomi-host" data-nosnippet="true" aria-hidden="false"><div class="didomi-popup-backdrop didomi-notice-popup">'
                '<div class="didomi-popup-container"><div class="didomi-popup-notice-text-container">'
                '<h1 class="didomi-popup-notice-title">%s</h1><div class="didomi-popup-notice-text">%s</div></div>'
                '<div class="didomi-popup-notice-buttons"><button class="didomi-components-button didomi-button-standard" id="didomi-notice-learn-more-button">%s</button>'
                '<button class="didomi-components-button didomi-button-highlight" id="didomi-notice-agree-button">%s</button></div></div></div></div>'
                % (esc(L['cookie_title']), ctx.C('cookie', L['cookie_text']), esc(L['manage']), esc(L['accept'])))
    if style == 'sourcepoint':
        return ('<div id="sp_message_container_%d" class="sp_message_container"><div class="message-container">'
                '<div class="message type-modal"><div class="message-component message-column"><p class="message-component message-text">%s</p>'
                '<p class="message-component message-text">%s</p></div><div class="message-component message-row">'
                '<button class="message-component message-button no-children sp_choice_type_12" title="%s">%s</button>'
                '<button class="message-component message-button no-children sp_choice_type_11" title="%s">%s</button></div></div></div></div>'
                % (400000 + ctx.num, esc(L['cookie_title']), ctx.C('cookie', L['cookie_text']),
                   esc(L['manage']), esc(L['manage']), esc(L['accept']), esc(L['accept'])))
    # simple bar (Cookie Notice plugin style)
    return ('<div id="cookie-notice" role="dialog" class="cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice">'
            '<div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">%s</span>'
            '<span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">%s</a>'
            '<a href="/privacy-policy/" target="_blank" id="cn-more-info" class="cn-more-info cn-button">%s</a></span></div></div>'
            % (ctx.C('cookie', L['cookie_text']), esc(L['accept']), esc(L['privacy'])))




def copyright_line(ctx, holder=None, extra=''):
    holder = holder or ctx.site['owner']
    return ctx.C('footer', '\u00a9 %d %s%s %s%s' % (ctx.dt.year, holder, '' if holder.endswith('.') else '.', ctx.L['rights'], extra))


def nav_menu(ctx, sections, cls='nav', sub=None, tag='nav', ul_cls=None, label='Main'):
    """Sections with optional sub-menus (dict section -> list)."""
    sub = sub or {}
    items = []
    for s in sections:
        href = '/%s/' % slugify(s, 3)
        inner = '<a href="%s">%s</a>' % (href, esc(s))
        if s in sub:
            inner += '<ul class="sub-menu">%s</ul>' % ''.join('<li><a href="%s%s/">%s</a></li>' % (href, slugify(x, 3), esc(x)) for x in sub[s])
            items.append('<li class="menu-item menu-item-has-children">%s</li>' % inner)
        else:
            items.append('<li class="menu-item">%s</li>' % inner)
    return '<%s class="%s" aria-label="%s"><ul class="%s">%s</ul></%s>' % (tag, cls, label, ul_cls or cls + '__list', ''.join(items), tag)




def stock_ticker(ctx, cls='market-strip', rows=None):
    rows = rows or [('DOW', 26000 + ctx.ri(0, 3000), ctx.ri(-250, 250) / 1.0),
                    ('S&P 500', 2800 + ctx.ri(0, 600), ctx.ri(-40, 40) / 1.0),
                    ('NASDAQ', 7600 + ctx.ri(0, 1800), ctx.ri(-120, 120) / 1.0),
                    ('OIL', 50 + ctx.ri(0, 20) + ctx.ri(0, 99) / 100, ctx.ri(-150, 150) / 100),
                    ('GOLD', 1250 + ctx.ri(0, 500), ctx.ri(-20, 20) / 1.0),
                    ('10-YR', 1.5 + ctx.ri(0, 150) / 100, ctx.ri(-8, 8) / 100)]
    cells = []
    for name, val, ch in rows:
        cls2 = 'up' if ch >= 0 else 'down'
        cells.append('<li class="%s__quote %s__quote--%s"><span class="%s__sym">%s</span> <span class="%s__val">%s</span> <span class="%s__chg">%s%s</span></li>'
                     % (cls, cls, cls2, cls, esc(name), cls, '{:,.2f}'.format(val), cls, '+' if ch >= 0 else '', '{:,.2f}'.format(ch)))
    return '<div class="%s"><ul>%s</ul></div>' % (cls, ''.join(cells))


def weather_widget(ctx, city, cls='weather-widget', unit='F', days=4):
    base = ctx.ri(28, 78) if unit == 'F' else ctx.ri(-2, 26)
    conds = ['Sunny', 'Partly Cloudy', 'Cloudy', 'Showers', 'Fog', 'Clear'] if ctx.lang == 'en' else ['\u2600', '\u26c5', '\u2601', '\u2602']
    out = ['<div class="%s"><div class="%s__now"><span class="%s__city">%s</span> <span class="%s__temp">%d\u00b0%s</span> <span class="%s__cond">%s</span></div>'
           % (cls, cls, cls, esc(city), cls, base, unit, cls, esc(ctx.choice(conds)))]
    days_l = [wk(ctx.dt + datetime.timedelta(days=i + 1), ctx.lang)[:3] for i in range(days)]
    out.append('<ul class="%s__days">%s</ul></div>' % (cls, ''.join(
        '<li><span>%s</span> <span>%d\u00b0/%d\u00b0</span></li>' % (esc(d), base + ctx.ri(-3, 6), base - ctx.ri(6, 14)) for d in days_l)))
    return ''.join(out)


# ---------------------------------------------------------------- comments

def comments_wp(ctx, n, *, title=None, form=True, reply_title=None, html5=True, avatar_host=None):
    cs = ctx.comments(n)
    L = ctx.L
    title = title or ('%d %s' % (len(cs), L['comments'])) if cs else None
    out = ['<div id="comments" class="comments-area">']
    if cs:
        out.append('<h2 class="comments-title">%s</h2><ol class="comment-list">' % esc(title))
        for i, c in enumerate(cs):
            d = ctx.dt + datetime.timedelta(hours=c['hours'])
            tag = 'article' if html5 else 'div'
            out.append('<li id="comment-%d" class="comment %s thread-%s depth-1"><%s id="div-comment-%d" class="comment-body">'
                       '<footer class="comment-meta"><div class="comment-author vcard">%s<b class="fn">%s</b> <span class="says">says:</span></div>'
                       '<div class="comment-metadata"><a href="%s#comment-%d"><time datetime="%s">%s at %s</time></a></div></footer>'
                       '<div class="comment-content"><p>%s</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-%d">%s</a></div></%s></li>'
                       % (c['id'], 'even' if i % 2 == 0 else 'odd', 'even' if i % 2 == 0 else 'odd', tag, c['id'],
                          '<img alt="" src="https://%s/avatar/%d?s=56&amp;d=mm" class="avatar avatar-56 photo" height="56" width="56" loading="lazy">' % (avatar_host or ctx.site['img_host'], c['id']),
                          esc(c['name']), esc(ctx.url), c['id'], ctx.iso(d), esc(d_long(d, ctx.lang)), t12l(d),
                          ctx.C('comment', c['text']), c['id'], esc(L['reply']), tag))
        out.append('</ol>')
    if form:
        out.append('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">%s</h3>'
                   '<form action="https://%s/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>'
                   '<p class="comment-notes"><span id="email-notes">%s</span></p>'
                   '<p class="comment-form-comment"><label for="comment">%s</label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>'
                   '<p class="comment-form-author"><label for="author">%s <span class="required">*</span></label> <input id="author" name="author" type="text" size="30" maxlength="245" required></p>'
                   '<p class="comment-form-email"><label for="email">%s <span class="required">*</span></label> <input id="email" name="email" type="email" size="30" maxlength="100" required></p>'
                   '<p class="comment-form-url"><label for="url">%s</label> <input id="url" name="url" type="url" size="30" maxlength="200"></p>'
                   '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="%s"> <input type="hidden" name="comment_post_ID" value="%d" id="comment_post_ID"></p></form></div>'
                   % (esc(reply_title or L['leave_reply']), ctx.site['host'], ctx.C('form', L['required']), esc(L['comments'][:-1] if ctx.lang == 'en' else L['comments']),
                      esc(L['name']), esc(L['email']), esc(L['website']), esc(L['post_comment']), ctx.num * 11))
    out.append('</div>')
    return ''.join(out)


def comments_disqus(ctx, n, shortname):
    cs = ctx.comments(n)
    items = ''.join('<li class="post"><div class="post-content"><div class="avatar"><img src="https://%s/avatars/%d.jpg" alt="Avatar"></div>'
                    '<div class="post-body"><header class="post-byline"><span class="author publisher-anchor-color"><a href="#">%s</a></span> '
                    '<span class="post-meta"><a class="time-ago" href="#comment-%d" title="%s">%s</a></span></header>'
                    '<div class="post-message" dir="auto"><div><p>%s</p></div></div>'
                    '<footer><menu class="comment-footer__menu"><li class="voting"><a href="#" class="vote-up" title="">%d <span>Upvote</span></a></li>'
                    '<li class="reply"><a href="#"><span class="text">Reply</span></a></li></menu></footer></div></div></li>'
                    % (ctx.site['img_host'], c['id'], esc(c['name']), c['id'], d_us(ctx.dt), '%d hours ago' % c['hours'], ctx.C('comment', c['text']), c['likes'])
                    for c in cs)
    return ('<div id="disqus_thread"><div id="layout" data-tracking-area="layout"><section id="conversation" data-role="main">'
            '<div class="nav nav-primary"><ul class="nav-tab-list"><li class="nav-tab nav-tab--primary active"><a class="publisher-nav-color"><span class="comment-count">%d comments</span></a></li>'
            '<li class="nav-tab nav-tab--secondary dropdown user-menu"><a href="#" class="dropdown-toggle">Login</a></li></ul></div>'
            '<div id="posts"><div id="form"><div class="textarea-wrapper"><div class="textarea" contenteditable="true" data-role="editable" aria-label="Join the discussion"><span class="placeholder">Join the discussion…</span></div></div></div>'
            '<div class="nav nav-secondary"><ul><li class="dropdown sorting"><a href="#" class="dropdown-toggle">Sort by Best</a></li></ul></div>'
            '<ul id="post-list" class="post-list">%s</ul></div></section></div></div>'
            '<script>var disqus_config=function(){this.page.url=%s;this.page.identifier="%d";};(function(){var d=document,s=d.createElement("script");s.src="https://%s.disqus.com/embed.js";s.setAttribute("data-timestamp",+new Date());(d.head||d.body).appendChild(s);})();</script>'
            '<noscript>Please enable JavaScript to view the comments powered by Disqus.</noscript>'
            % (len(cs), items, json.dumps(ctx.url), ctx.num, shortname))


def comments_fb(ctx, n):
    cs = ctx.comments(n)
    items = ''.join('<div class="_3-8y _5nz1 clearfix"><img class="_1ci img" src="https://%s/fb-avatar/%d.jpg" alt="" width="48" height="48">'
                    '<div class="_42ef"><div class="UFICommentActorName"><a class="UFICommentActorName" href="#">%s</a></div>'
                    '<div class="_3-8m"><div class="_30o4"><span class="_5mdd"><span>%s</span></span></div></div>'
                    '<div class="_2vq9 fsm fwn fcg"><a href="#">Like</a><span role="presentation"> · </span><a href="#">Reply</a><span role="presentation"> · </span><abbr class="livetimestamp">%dh</abbr></div></div></div>'
                    % (ctx.site['img_host'], c['id'], esc(c['name']), ctx.C('comment', c['text']), c['hours']) for c in cs)
    return ('<div class="fb-comments-wrapper"><div class="fb-comments fb_iframe_widget" data-href="%s" data-numposts="5" data-width="100%%" data-order-by="social">'
            '<span class="fb_iframe_widget_fluid"><div class="_56q9"><div class="_3-8y clearfix"><span class="_50f7">%d Comments</span>'
            '<div class="_3bof"><span class="_pup">Sort by</span> <a class="_55pi" href="#">Top</a></div></div>'
            '<div class="_5yct"><textarea class="_1cb _5yk1" placeholder="Add a comment..."></textarea></div>%s'
            '<div class="_5o4h"><span class="_5mhg"><a href="#">Facebook Comments Plugin</a></span></div></div></span></div></div>'
            % (esc(ctx.url), len(cs), items))


def comments_viafoura(ctx, n):
    cs = ctx.comments(n)
    items = ''.join('<div class="vf-comment-container vf-comment" data-id="%d"><div class="vf-comment-header"><span class="vf-avatar">%s</span>'
                    '<span class="vf-username">%s</span> <time class="vf-timestamp">%dh</time></div><div class="vf-comment-html-content"><p>%s</p></div>'
                    '<div class="vf-comment-actions"><button class="vf-like">%d</button><button class="vf-reply">Reply</button><button class="vf-report">Report</button></div></div>'
                    % (c['id'], esc(c['name'][:1].upper()), esc(c['name']), c['hours'], ctx.C('comment', c['text']), c['likes']) for c in cs)
    return ('<div class="viafoura"><vf-conversations><div class="vf-conversations-container"><div class="vf-conversations-header">'
            '<h2 class="vf-conversations-title">Conversation</h2><span class="vf-conversations-count">%d Comments</span>'
            '<p class="vf-community-guidelines">%s</p></div><div class="vf-new-content"><textarea class="vf-content-input" placeholder="What do you think?"></textarea>'
            '<button class="vf-button">Post</button></div><div class="vf-sort">%s: <button>%s</button></div><div class="vf-comments">%s</div>'
            '<button class="vf-load-more">Load More</button></div></vf-conversations></div>'
            % (len(cs), ctx.C('policy', ctx.L['comment_policy']), esc(ctx.L['sort_by']), esc(ctx.L['newest']), items))


def comments_coral(ctx, n):
    cs = ctx.comments(n)
    items = ''.join('<div class="coral coral-comment" role="article" aria-labelledby="comment-%d-label"><div class="coral-comment-header">'
                    '<span class="coral-username coral-comment-username" id="comment-%d-label">%s</span> <span class="coral-timestamp coral-comment-timestamp">%d hours ago</span></div>'
                    '<div class="coral-content coral-comment-content"><p>%s</p></div><div class="coral-comment-actionBar">'
                    '<button class="coral-reactButton">Respect %d</button><button class="coral-comment-replyButton">Reply</button><button class="coral-reportButton">Report</button></div></div>'
                    % (c['id'], c['id'], esc(c['name']), c['hours'], ctx.C('comment', c['text']), c['likes']) for c in cs)
    return ('<div id="coral_thread" class="coral-embed"><div id="coral" class="coral coral-stream"><div class="coral-tabBar"><button class="coral-tabBar-comments" aria-selected="true">'
            '<span>All Comments</span> <span class="coral-counter">%d</span></button></div>'
            '<div class="coral-createComment"><div class="coral-rte" contenteditable="true" aria-placeholder="Post a comment"></div><button class="coral-createComment-submit">Submit</button></div>'
            '<div class="coral-sortMenu"><label>%s</label> <select><option>%s</option><option>%s</option></select></div>%s</div></div>'
            % (len(cs), esc(ctx.L['sort_by']), esc(ctx.L['newest']), esc(ctx.L['oldest']), items))


def comments_spotim(ctx, n):
    cs = ctx.comments(n)
    items = ''.join('<li class="spcv_list-item"><div class="spcv_comment" data-spot-im-class="message-view"><div class="spcv_header">'
                    '<span class="spcv_username" data-spot-im-class="message-username">%s</span> <span class="spcv_time">%dh</span></div>'
                    '<div class="spcv_text" data-spot-im-class="message-text"><p>%s</p></div><div class="spcv_actions"><button>Reply</button> <button>%d</button> <button>Share</button></div></div></li>'
                    % (esc(c['name']), c['hours'], ctx.C('comment', c['text']), c['likes']) for c in cs)
    return ('<div data-spotim-module="conversation" data-post-id="%d" class="spot-im-conversation"><div class="spcv_conversation">'
            '<div class="spcv_conversation-header"><h2 class="spcv_title">Conversation</h2><span class="spcv_count">%d Comments</span></div>'
            '<div class="spcv_community-guidelines"><p>%s</p></div><div class="spcv_editor"><div contenteditable="true" data-placeholder="What do you think?"></div></div>'
            '<ul class="spcv_messages-list">%s</ul><button class="spcv_load-more-messages">Show More Comments</button></div></div>'
            % (ctx.num * 97, len(cs), ctx.C('policy', ctx.L['comment_policy']), items))


# ---------------------------------------------------------------- visible text

BLOCK_TAGS = set('''address article aside blockquote body br dd details dialog div dl dt fieldset figcaption
figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html li main nav ol p pre section table tbody
thead tfoot tr ul caption summary option select button label legend menu textarea amp-sidebar
amp-consent amp-carousel amp-accordion amp-ad noscript iframe center'''.split())
CELL_TAGS = {'td', 'th'}
SKIP_TAGS = {'head', 'title', 'script', 'style', 'noscript', 'template', 'svg'}


class TextParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines = []
        self.cur = []
        self.skip = 0

    def flush(self):
        t = norm(''.join(self.cur))
        if t:
            self.lines.append(t)
        self.cur = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIP_TAGS:
            self.skip += 1
            return
        if self.skip:
            return
        if tag in BLOCK_TAGS:
            self.flush()
        elif tag in CELL_TAGS:
            self.cur.append(' ')

    def handle_startendtag(self, tag, attrs):
        if tag in SKIP_TAGS:
            return
        if not self.skip and tag in BLOCK_TAGS:
            self.flush()

    def handle_endtag(self, tag):
        if tag in SKIP_TAGS:
            self.skip = max(0, self.skip - 1)
            return
        if self.skip:
            return
        if tag in BLOCK_TAGS:
            self.flush()
        elif tag in CELL_TAGS:
            self.cur.append(' ')

    def handle_data(self, data):
        if not self.skip:
            self.cur.append(data)

    def close(self):
        super().close()
        self.flush()


def visible_lines(page_html):
    p = TextParser()
    p.feed(page_html)
    p.close()
    return p.lines


# ---------------------------------------------------------------- page-level helpers

def A(ctx):
    """Element name of the story container: <article> unless the page is planned without one."""
    return 'article' if ctx.page['art'] else 'div'


INLINE_GAP = re.compile(r'</(a|span|b|strong|em|i|time|label|small|abbr|cite)>(?=<(?:a|span|b|strong|em|i|time|label|small|abbr|cite|input|button|marquee|img|bg-quote)[\s>])')


def space_inline(body_html):
    """Templates print a newline or space between adjacent inline elements; keep that gap so that
    neighbouring labels and links do not run together."""
    return INLINE_GAP.sub(lambda m: '</%s> ' % m.group(1), body_html)


def doc(head_html, body_html, html_attrs='lang="en"', doctype='<!DOCTYPE html>'):
    return '%s\n<html %s>\n%s\n%s\n</html>\n' % (doctype, html_attrs, head_html, space_inline(body_html))


def ul_links(items, cls='', li_cls='', a_cls=''):
    c = ' class="%s"' % cls if cls else ''
    lc = ' class="%s"' % li_cls if li_cls else ''
    ac = ' class="%s"' % a_cls if a_cls else ''
    return '<ul%s>%s</ul>' % (c, ''.join('<li%s><a%s href="%s">%s</a></li>' % (lc, ac, esc(h), esc(t)) for t, h in items))


def section_links(names, base='/'):
    return [(n, '%s%s/' % (base, slugify(n, 3))) for n in names]


def sitemap(ctx, cols, cls='footer-sitemap', col_tag='div', head_tag='h3'):
    """Footer columns: list of (heading, [names])."""
    out = []
    for head_txt, names in cols:
        out.append('<%s class="%s__col"><%s class="%s__heading">%s</%s>%s</%s>'
                   % (col_tag, cls, head_tag, cls, esc(head_txt), head_tag,
                      ul_links(section_links(names, '/%s/' % slugify(head_txt, 2)), cls + '__links'), col_tag))
    return '<div class="%s">%s</div>' % (cls, ''.join(out))


def social_links(ctx, cls='social-follow', nets=('facebook', 'twitter', 'instagram', 'youtube'), label=None):
    handle = ctx.site.get('twitter', 'news')
    urls = {'facebook': 'https://www.facebook.com/%s', 'twitter': 'https://twitter.com/%s',
            'instagram': 'https://www.instagram.com/%s/', 'youtube': 'https://www.youtube.com/c/%s',
            'linkedin': 'https://www.linkedin.com/company/%s'}
    lab = '<span class="%s__label">%s</span>' % (cls, esc(label)) if label else ''
    return '<div class="%s">%s%s</div>' % (cls, lab, ''.join(
        '<a class="%s__link %s__link--%s" href="%s" aria-label="%s">%s</a>' % (cls, cls, n, urls[n] % handle, n.title(), svg(n if n in ICONS else 'link'))
        for n in nets))


def byline_names(ctx, sep=' and ', link=True, base='/author/'):
    names = [a['name'] for a in ctx.s['authors']]
    if link:
        parts = ['<a href="%s%s/">%s</a>' % (base, slugify(n, 4), esc(n)) for n in names]
    else:
        parts = [esc(n) for n in names]
    if len(parts) <= 2:
        return sep.join(parts), sep.join(names)
    return ', '.join(parts[:-1]) + sep + parts[-1], ', '.join(names[:-1]) + sep + names[-1]


def lead_figure(ctx, cls='lead-figure', mode='datasrc', tag='figure', credit_prefix='', sep=' ', w=1200, h=675,
                cap_tag='figcaption'):
    lead = ctx.s.get('lead')
    if not lead:
        return ''
    cap, credit = lead
    ctx.C('caption', cap)
    cr = '<span class="%s__credit">%s%s</span>' % (cls, esc(credit_prefix), esc(credit)) if credit else ''
    return ('<%s class="%s"><div class="%s__media">%s</div><%s class="%s__caption"><span class="%s__text">%s</span>%s%s</%s></%s>'
            % (tag, cls, cls, lazy_img(ctx, ctx.img_url('lead', w, h), cap, w=w, h=h, mode=mode), cap_tag, cls, cls,
               esc(cap), sep if cr else '', cr, cap_tag, tag))


def amp_doc(ctx, head_html, body_html, lang_attr='en'):
    return '<!doctype html>\n<html amp lang="%s">\n%s\n%s\n</html>\n' % (lang_attr, head_html, space_inline(body_html))


AMP_SCRIPTS = {
    'sidebar': '<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>',
    'ad': '<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>',
    'consent': '<script async custom-element="amp-consent" src="https://cdn.ampproject.org/v0/amp-consent-0.1.js"></script>',
    'share': '<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>',
    'analytics': '<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>',
    'video': '<script async custom-element="amp-video" src="https://cdn.ampproject.org/v0/amp-video-0.1.js"></script>',
    'form': '<script async custom-element="amp-form" src="https://cdn.ampproject.org/v0/amp-form-0.1.js"></script>',
    'carousel': '<script async custom-element="amp-carousel" src="https://cdn.ampproject.org/v0/amp-carousel-0.2.js"></script>',
    'iframe': '<script async custom-element="amp-iframe" src="https://cdn.ampproject.org/v0/amp-iframe-0.1.js"></script>',
}


def amp_ad(ctx, slot, label=None, w=300, h=250, cls='amp-ad-wrap'):
    label = ctx.L['advert'] if label is None else label
    return ('<div class="%s"><div class="%s__label">%s</div><amp-ad width="%d" height="%d" type="doubleclick" data-slot="/%d/%s/%s" data-multi-size-validation="false"></amp-ad></div>'
            % (cls, cls, esc(label), w, h, 4000 + ctx.num, ctx.site['host'].split('.')[-2], slot))


def amp_consent(ctx):
    L = ctx.L
    return ('<amp-consent id="site-consent" layout="nodisplay"><script type="application/json">{"consentInstanceId":"site-consent","consentRequired":"remote","checkConsentHref":"https://%s/amp/consent","promptUI":"consent-ui"}</script>'
            '<div id="consent-ui" class="consent-ui"><p>%s</p><button on="tap:site-consent.accept" role="button">%s</button>'
            '<button on="tap:site-consent.reject" role="button">%s</button></div></amp-consent>'
            % (ctx.site['host'], ctx.C('cookie', L['cookie_text']), esc(L['accept']), esc(L['reject'])))
