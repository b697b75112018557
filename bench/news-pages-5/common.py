"""Story parsing, truth blocks, page context, <head> builder, body renderer and chrome builders."""
import datetime
import hashlib
import html
import json
import random
import re
import unicodedata

from lang import LANG, POOLS, fmt_date  # noqa

# Chrome parts vocabulary, in the order meta.jsonl lists them.
PARTS = [
    'header', 'nav', 'section_menu', 'ticker', 'search_form', 'translate', 'breadcrumbs', 'kicker', 'byline', 'author_photo',
    'dates', 'reading_time', 'audio', 'share_top', 'share_bottom', 'hero', 'body_photo', 'video',
    'inline_related', 'related_cards', 'ads', 'newsletter', 'paywall', 'donation', 'app_prompt', 'push_prompt',
    'whatsapp', 'cookie', 'poll', 'helpful', 'report_error', 'tags', 'author_bio', 'tagline',
    'originally_published', 'print_note', 'update_note', 'republish', 'most_read', 'latest', 'more_from', 'comments', 'comment_form',
    'prevnext', 'weather', 'stocks', 'events', 'live_badge', 'sidebar', 'site_title_repeat', 'social_follow',
    'footer',
]


def esc(s):
    return html.escape(s, quote=False)


def att(s):
    return html.escape(str(s), quote=True)


# ---------------------------------------------------------------- stories

INLINE = re.compile(r'\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(.+?)\*')
LINE_KINDS = [('# ', 'title'), ('~ ', 'dek'), ('### ', 'h3'), ('## ', 'h2'), ('- ', 'li'), ('+ ', 'oli'),
              ('> ', 'quote'), ('| ', 'tr'), ('? ', 'q')]


def inline_html(s):
    out, pos = [], 0
    for m in INLINE.finditer(s):
        out.append(esc(s[pos:m.start()]))
        if m.group(1):
            out.append('<a href="%s">%s</a>' % (att(m.group(2)), esc(m.group(1))))
        elif m.group(3):
            out.append('<strong>%s</strong>' % esc(m.group(3)))
        else:
            out.append('<em>%s</em>' % esc(m.group(4)))
        pos = m.end()
    out.append(esc(s[pos:]))
    return ''.join(out)


def inline_text(s):
    return INLINE.sub(lambda m: m.group(1) or m.group(3) or m.group(4), s)


def story_aid(sid, digits=8):
    h = int(hashlib.md5(sid.encode()).hexdigest()[:12], 16)
    return str(10 ** (digits - 1) + h % (9 * 10 ** (digits - 1)))


class Story:
    """One story: metadata from the stories table plus the parsed body."""

    def __init__(self, d):
        self.hero = None
        self.photo = None
        self.updated = None
        self.tags = []
        self.dateline = None
        self.sec = None
        self.kicker = None
        self.author_role = None
        self.heavy = False
        for k, v in d.items():
            setattr(self, k, v)
        self.headline, self.dek, blocks = None, None, []
        for raw in d['body'].strip().split('\n'):
            line = raw.strip()
            if not line:
                continue
            for pre, kind in LINE_KINDS:
                if line.startswith(pre):
                    payload = line[len(pre):].strip()
                    break
            else:
                kind, payload = 'p', line
            if kind == 'title':
                self.headline = payload
            elif kind == 'dek':
                self.dek = payload
            elif kind == 'tr':
                blocks.append(('tr', [c.strip() for c in payload.strip().strip('|').split('|')]))
            else:
                blocks.append((kind, payload))
        assert self.headline, d['id']
        units = []
        for kind, payload in blocks:
            group = {'li': 'ul', 'oli': 'ol', 'tr': 'table'}.get(kind)
            if group:
                if units and units[-1][0] == group:
                    units[-1][1].append(payload)
                else:
                    units.append((group, [payload]))
            else:
                units.append((kind, payload))
        self.blocks, self.units = blocks, units
        self.dt = datetime.datetime.strptime(d['date'], '%Y-%m-%d %H:%M')
        self.upd = self.dt + datetime.timedelta(minutes=self.updated) if self.updated else None
        if not self.sec:
            self.sec = slugify(self.section)
        if not getattr(self, 'slug', None):
            self.slug = slugify(inline_text(self.headline), 60)
        self.aid = story_aid(self.id)
        self.authors = self.author if isinstance(self.author, list) else [self.author]

    def truth_blocks(self):
        out = [inline_text(self.headline)]
        if self.dek:
            out.append(inline_text(self.dek))
        for kind, payload in self.blocks:
            if kind == 'tr':
                out.append(' '.join(inline_text(c) for c in payload))
            else:
                out.append(inline_text(payload))
        return out

    def text(self):
        return '\n\n'.join(self.truth_blocks())

    def paragraphs(self):
        return [inline_text(p) for k, p in self.blocks if k == 'p']


CYR = dict(zip('абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
               ['a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's',
                't', 'u', 'f', 'kh', 'ts', 'ch', 'sh', 'shch', '', 'y', '', 'e', 'yu', 'ya']))


def slugify(s, limit=70):
    s = ''.join(CYR.get(c, c) for c in s.lower())
    s = s.replace('ı', 'i').replace('ø', 'o').replace('æ', 'ae').replace('å', 'a').replace('ß', 'ss')
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    s = re.sub(r'[^a-z0-9]+', '-', s).strip('-')
    if len(s) > limit:
        s = s[:limit].rsplit('-', 1)[0]
    return s


# ---------------------------------------------------------------- page context

class Page:
    """Rendering context of one page: story, site, chrome level, random generator, parts drawn."""

    def __init__(self, story, site, level):
        self.s, self.site, self.level = story, site, level
        self.lang = story.lang
        self.L = LANG[story.lang]
        self.rng = random.Random(story.id)
        self.draws = {p: self.rng.random() for p in PARTS}
        self.parts = set()
        self.url = site['base'] + site['url'].format(**self.fields(story.slug, story.sec, story.dt, story.aid))
        self._deck, self._cdeck, self._ndeck = [], [], []
        self.headline_tag = 'h1'

    # parts ------------------------------------------------------------
    def has(self, part, p):
        assert part in PARTS, part
        if self.draws[part] < p + 0.12 * self.level:
            self.parts.add(part)
            return True
        return False

    def add(self, part):
        assert part in PARTS, part
        self.parts.add(part)
        return True

    def n(self, base, lo=1):
        return max(lo, base + self.level)

    # helpers ------------------------------------------------------------
    @staticmethod
    def fields(slug, sec, dt, aid):
        return dict(slug=slug, sec=sec, y=dt.year, m=dt.month, d=dt.day, aid=aid, a3=aid[-3:], H=dt.hour, M=dt.minute)

    def date(self, dt=None, style='long'):
        return fmt_date(self.lang, dt or self.s.dt, style)

    def time(self, dt=None):
        return fmt_date(self.lang, dt or self.s.dt, 'time')

    def iso(self, dt=None):
        return (dt or self.s.dt).strftime('%Y-%m-%dT%H:%M:%S') + self.site['tz']

    def img(self, key, w=1200, h=675):
        return self.site['img'].format(w=w, h=h, key=key, y=self.s.dt.year, m=self.s.dt.month, d=self.s.dt.day, aid=self.s.aid)

    def abs(self, path):
        return self.site['base'] + path

    def words(self):
        return len(re.findall(r'\w+', self.s.text()))

    def read_min(self):
        return max(1, -(-self.words() // 230))

    def author_url(self, name=None):
        return self.site.get('author_path', '/author/{}/').format(slugify(name or self.s.authors[0]))

    def email_for(self, name):
        first, last = name.split()[0], name.split()[-1]
        return '%s.%s@%s' % (slugify(first), slugify(last), self.site['domain'])

    def others(self, k, sec=None):
        out = []
        for _ in range(k):
            if not self._deck:
                if self.site.get('pool'):
                    base = POOLS[self.site['pool']]
                elif self.lang == 'en':
                    base = self.L['heads'] + (self.L['heads_us'] if self.site['lang'] in ('en-US', 'en-CA') else self.L['heads_uk'])
                else:
                    base = self.L['heads']
                deck = [h for h in base if h != self.s.headline]
                self.rng.shuffle(deck)
                self._deck = deck
            title = self._deck.pop()
            dt = self.s.dt - datetime.timedelta(hours=self.rng.randint(2, 120), minutes=self.rng.randint(0, 59))
            slug = slugify(title)
            section = sec or self.rng.choice(self.L['nav'][:6])
            aid = story_aid(title, len(self.s.aid))
            url = self.site['other'].format(**self.fields(slug, slugify(section), dt, aid))
            out.append(dict(title=title, slug=slug, dt=dt, url=url, author=self.name(),
                            img=self.img(slug, 480, 270), section=section))
        return out

    def name(self):
        if not self._ndeck:
            self._ndeck = list(self.L['names'])
            self.rng.shuffle(self._ndeck)
        return self._ndeck.pop()

    def comments(self, k):
        out = []
        for i in range(k):
            if not self._cdeck:
                deck = list(range(len(self.L['comment_pool'])))
                self.rng.shuffle(deck)
                self._cdeck = deck
            j = self._cdeck.pop()
            dt = self.s.dt + datetime.timedelta(hours=self.rng.randint(1, 30), minutes=self.rng.randint(0, 59))
            out.append(dict(name=self.rng.choice(self.L['commenters']), text=self.L['comment_pool'][j], dt=dt,
                            likes=self.rng.randint(0, 48), reply=(i > 0 and self.rng.random() < 0.3),
                            cid=str(self.rng.randint(100000, 999999))))
        return out

    def pick(self, seq):
        return self.rng.choice(seq)

    def ident(self, n=7):
        return ''.join(self.rng.choice('abcdef0123456789') for _ in range(n))


# ---------------------------------------------------------------- head

def ld_script(obj, attrs=''):
    js = json.dumps(obj, ensure_ascii=False, separators=(',', ':')).replace('</', '<\\/')
    return '<script type="application/ld+json"%s>%s</script>' % (attrs, js)


def describe(pg):
    if pg.s.dek:
        return inline_text(pg.s.dek)
    p = pg.s.paragraphs()[0]
    return p if len(p) < 160 else p[:155].rsplit(' ', 1)[0] + '…'


def ld_person(pg, name):
    return {'@type': 'Person', 'name': name, 'url': pg.abs(pg.author_url(name))}


def ld_org(pg, typ='NewsMediaOrganization'):
    return {'@type': typ, 'name': pg.site['name'], 'url': pg.site['base'] + '/',
            'logo': {'@type': 'ImageObject', 'url': pg.abs('/static/img/logo-600x60.png'), 'width': 600,
                     'height': 60}}


def ld_article(pg, typ='NewsArticle', **extra):
    s = pg.s
    obj = {'@context': 'https://schema.org', '@type': typ,
           'mainEntityOfPage': {'@type': 'WebPage', '@id': pg.url},
           'headline': inline_text(s.headline), 'description': describe(pg),
           'datePublished': pg.iso(), 'dateModified': pg.iso(s.upd or s.dt),
           'author': [ld_person(pg, a) for a in s.authors],
           'publisher': ld_org(pg), 'inLanguage': pg.site['lang']}
    if s.hero:
        obj['image'] = [pg.img(s.slug, 1200, 675), pg.img(s.slug, 1200, 1200)]
    if s.section:
        obj['articleSection'] = s.section
    obj.update(extra)
    return obj


def ld_breadcrumbs(pg, items):
    return {'@context': 'https://schema.org', '@type': 'BreadcrumbList',
            'itemListElement': [{'@type': 'ListItem', 'position': i + 1, 'name': n, 'item': pg.abs(u)}
                                for i, (n, u) in enumerate(items)]}


def ld_graph(pg, article_type=None, crumbs=None, webpage_type='WebPage'):
    """Yoast-style @graph; the Article node only when article_type is given."""
    base = pg.site['base']
    g = []
    if article_type:
        g.append({'@type': article_type, '@id': pg.url + '#article',
                  'isPartOf': {'@id': pg.url},
                  'author': {'name': pg.s.authors[0], '@id': base + '/#/schema/person/' + pg.ident(12)},
                  'headline': inline_text(pg.s.headline), 'datePublished': pg.iso(),
                  'dateModified': pg.iso(pg.s.upd or pg.s.dt), 'mainEntityOfPage': {'@id': pg.url},
                  'wordCount': pg.words(), 'publisher': {'@id': base + '/#organization'},
                  'articleSection': [pg.s.section], 'inLanguage': pg.site['lang']})
    g.append({'@type': webpage_type, '@id': pg.url, 'url': pg.url,
              'name': inline_text(pg.s.headline) + ' - ' + pg.site['name'],
              'isPartOf': {'@id': base + '/#website'}, 'datePublished': pg.iso(),
              'breadcrumb': {'@id': pg.url + '#breadcrumb'}, 'inLanguage': pg.site['lang']})
    crumbs = crumbs or [(pg.L['home'], '/'), (inline_text(pg.s.headline), None)]
    g.append({'@type': 'BreadcrumbList', '@id': pg.url + '#breadcrumb',
              'itemListElement': [dict({'@type': 'ListItem', 'position': i + 1, 'name': n},
                                       **({'item': pg.abs(u)} if u else {}))
                                  for i, (n, u) in enumerate(crumbs)]})
    g.append({'@type': 'WebSite', '@id': base + '/#website', 'url': base + '/', 'name': pg.site['name'],
              'publisher': {'@id': base + '/#organization'},
              'potentialAction': [{'@type': 'SearchAction',
                                   'target': {'@type': 'EntryPoint', 'urlTemplate': base + '/?s={search_term_string}'},
                                   'query-input': 'required name=search_term_string'}]})
    g.append({'@type': 'Organization', '@id': base + '/#organization', 'name': pg.site['name'],
              'url': base + '/', 'logo': {'@type': 'ImageObject', 'url': pg.abs('/wp-content/uploads/logo.png')}})
    return {'@context': 'https://schema.org', '@graph': g}


def head(pg, *, title=None, og_type='article', jsonld=(), top='', extra='', twitter=True, og=True,
         article_meta=True, desc=True, viewport=True, canonical=True):
    """A <head>. og_type None leaves Open Graph out; jsonld is a list of objects or ready <script> strings."""
    s = pg.s
    t = title or '%s | %s' % (inline_text(s.headline), pg.site['name'])
    out = ['<head>', '<meta charset="utf-8">']
    out.append(top)
    if viewport:
        out.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    out.append('<title>%s</title>' % esc(t))
    if desc:
        out.append('<meta name="description" content="%s">' % att(describe(pg)))
    if canonical:
        out.append('<link rel="canonical" href="%s">' % att(pg.url))
    if og and og_type:
        out.append('<meta property="og:site_name" content="%s">' % att(pg.site['name']))
        out.append('<meta property="og:type" content="%s">' % og_type)
        out.append('<meta property="og:title" content="%s">' % att(inline_text(s.headline)))
        out.append('<meta property="og:description" content="%s">' % att(describe(pg)))
        out.append('<meta property="og:url" content="%s">' % att(pg.url))
        out.append('<meta property="og:image" content="%s">' % att(pg.img(s.slug if s.hero else 'default-share', 1200, 630)))
        out.append('<meta property="og:locale" content="%s">' % pg.site['lang'].replace('-', '_'))
        if og_type == 'article' and article_meta:
            out.append('<meta property="article:published_time" content="%s">' % pg.iso())
            if s.upd:
                out.append('<meta property="article:modified_time" content="%s">' % pg.iso(s.upd))
            out.append('<meta property="article:section" content="%s">' % att(s.section))
    if twitter:
        out.append('<meta name="twitter:card" content="summary_large_image">')
        out.append('<meta name="twitter:site" content="@%s">' % pg.site.get('twitter', slugify(pg.site['name']).replace('-', '')))
        out.append('<meta name="twitter:title" content="%s">' % att(inline_text(s.headline)))
    for j in jsonld:
        out.append(j if isinstance(j, str) else ld_script(j))
    out.append(extra)
    out.append('</head>')
    return '\n'.join(x for x in out if x)


def gtm(pg, gid=None):
    gid = gid or 'GTM-' + pg.ident(7).upper()
    return ("<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});"
            "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;"
            "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);"
            "})(window,document,'script','dataLayer','%s');</script>" % gid)


def datalayer(pg, **kw):
    d = {'pageType': 'article', 'contentId': pg.s.aid, 'section': pg.s.section, 'author': ', '.join(pg.s.authors),
         'publishDate': pg.iso(), 'wordCount': pg.words()}
    d.update(kw)
    return '<script>window.dataLayer=window.dataLayer||[];dataLayer.push(%s);</script>' % json.dumps(d, ensure_ascii=False)


# ---------------------------------------------------------------- body

DEFAULT_FMT = {
    'p': '<p>{}</p>', 'h2': '<h2>{}</h2>', 'h3': '<h3>{}</h3>', 'q': '<p><strong>{}</strong></p>',
    'quote': '<blockquote><p>{}</p></blockquote>', 'ul': '<ul>\n{}\n</ul>', 'ol': '<ol>\n{}\n</ol>',
    'li': '<li>{}</li>', 'table': None,
}


def table_html(rows, cls='', head=True):
    out = ['<table%s>' % (' class="%s"' % cls if cls else '')]
    if head:
        out.append('<thead>\n<tr>\n%s\n</tr>\n</thead>' % '\n'.join('<th>%s</th>' % inline_html(c) for c in rows[0]))
        rows = rows[1:]
    out.append('<tbody>')
    for r in rows:
        out.append('<tr>\n%s\n</tr>' % '\n'.join('<td>%s</td>' % inline_html(c) for c in r))
    out.append('</tbody>\n</table>')
    return '\n'.join(out)


def render_unit(unit, fmt, i):
    kind, payload = unit
    f = dict(DEFAULT_FMT, **fmt)
    if kind in ('ul', 'ol'):
        items = '\n'.join(f['li'].format(inline_html(x), i=i) for x in payload)
        return f[kind].format(items, i=i)
    if kind == 'table':
        if f['table']:
            return f['table'](payload)
        return table_html(payload)
    return f[kind].format(inline_html(payload), i=i)


def body(pg, fmt=None, inserts=None, sep='\n'):
    fmt = fmt or {}
    inserts = inserts or {}
    out = []
    for i, u in enumerate(pg.s.units):
        out.append(render_unit(u, fmt, i))
        out.extend(inserts.get(i, []))
    return sep.join(out)


def place(pg, items, first=0, last_ok=False):
    """Spread chrome fragments over the gaps between body units: {unit index: [html, ...]}."""
    items = [x for x in items if x]
    n = len(pg.s.units)
    slots = list(range(first, n if last_ok else n - 1)) or [max(0, n - 1)]
    out = {}
    for k, x in enumerate(items):
        idx = int((k + 1) * len(slots) / (len(items) + 1))
        if pg.rng.random() < 0.3:
            idx += pg.rng.choice((-1, 1))
        slot = slots[max(0, min(len(slots) - 1, idx))]
        out.setdefault(slot, []).append(x)
    return out


def inbody(pg, cands, first=0, last_ok=False):
    """cands: (part, probability, function) triples; the chosen ones are placed between units."""
    chosen = []
    for part, prob, fn in cands:
        if pg.has(part, prob):
            chosen.append(fn())
    return place(pg, chosen, first, last_ok)


# ---------------------------------------------------------------- icons

_ICONS = {
    'facebook': 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
    'x': 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6z',
    'whatsapp': 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6c-.2.2-.3.4-.1.7.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.8-.1 1.3z',
    'linkedin': 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21H9z',
    'email': 'M2 5h20v14H2zm2 2v.5l8 5 8-5V7zm16 10V9.8l-8 5-8-5V17z',
    'link': 'M10.6 13.4a1 1 0 0 0 1.4 0l4-4a3 3 0 0 0-4.2-4.2l-1.3 1.3 1.4 1.4 1.3-1.3a1 1 0 0 1 1.4 1.4l-4 4a1 1 0 0 0 0 1.4zM13.4 10.6a1 1 0 0 0-1.4 0l-4 4a3 3 0 0 0 4.2 4.2l1.3-1.3-1.4-1.4-1.3 1.3a1 1 0 0 1-1.4-1.4l4-4a1 1 0 0 0 0-1.4z',
    'search': 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
    'menu': 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
    'clock': 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5l4 2-1 1.7-5-2.7V7z',
    'play': 'M8 5v14l11-7z',
    'headphones': 'M12 3a9 9 0 0 0-9 9v7a2 2 0 0 0 2 2h2v-8H5v-1a7 7 0 0 1 14 0v1h-2v8h2a2 2 0 0 0 2-2v-7a9 9 0 0 0-9-9z',
    'user': 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
    'chevron': 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z',
    'comment': 'M4 4h16v12H7l-3 3zm2 2v8.2l.2-.2H18V6z',
    'bookmark': 'M6 3h12v18l-6-4-6 4z',
    'print': 'M6 2h12v5H6zm-2 7h16a2 2 0 0 1 2 2v6h-4v4H6v-4H2v-6a2 2 0 0 1 2-2zm4 8v2h8v-4H8z',
    'telegram': 'M21.9 4.3l-3.3 15.5c-.2 1.1-.9 1.4-1.8.9l-5-3.7-2.4 2.3c-.3.3-.5.5-1 .5l.4-5.1 9.3-8.4c.4-.4-.1-.6-.6-.2L6 13.3l-4.9-1.5c-1.1-.3-1.1-1.1.2-1.6L20.5 2.8c.9-.3 1.7.2 1.4 1.5z',
    'vk': 'M12.8 17.5C6.6 17.5 3 13.3 2.9 6.3h3.1c.1 5.1 2.4 7.3 4.2 7.7V6.3h2.9v4.4c1.8-.2 3.7-2.2 4.3-4.4h2.9c-.5 2.7-2.5 4.7-3.9 5.5 1.4.7 3.7 2.4 4.6 5.7h-3.2c-.7-2.2-2.4-3.9-4.7-4.1v4.1z',
}


def svg(name, cls='', size=20, attrs=''):
    return ('<svg%s width="%d" height="%d" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" '
            'focusable="false"%s><path d="%s"></path></svg>' % (' class="%s"' % cls if cls else '', size, size,
                                                               attrs, _ICONS[name]))


NET_NAMES = {'facebook': 'Facebook', 'x': 'X', 'whatsapp': 'WhatsApp', 'linkedin': 'LinkedIn', 'email': None,
             'telegram': 'Telegram', 'vk': 'VK'}


def share_urls(pg):
    from urllib.parse import quote
    u, t = quote(pg.url, safe=''), quote(inline_text(pg.s.headline), safe='')
    return {'facebook': 'https://www.facebook.com/sharer/sharer.php?u=' + u,
            'x': 'https://twitter.com/intent/tweet?url=%s&text=%s' % (u, t),
            'whatsapp': 'https://api.whatsapp.com/send?text=%s%%20%s' % (t, u),
            'linkedin': 'https://www.linkedin.com/shareArticle?mini=true&url=' + u,
            'telegram': 'https://t.me/share/url?url=%s&text=%s' % (u, t),
            'vk': 'https://vk.com/share.php?url=' + u,
            'email': 'mailto:?subject=%s&body=%s' % (t, u)}


def share_bar(pg, p, nets=('facebook', 'x', 'whatsapp', 'email'), label=True, copy=True, names=False, tag='div'):
    urls = share_urls(pg)
    out = ['<%s class="%s">' % (tag, p)]
    if label:
        out.append('<span class="%s__label">%s</span>' % (p, esc(pg.L['share'])))
    for n in nets:
        nm = NET_NAMES[n] or pg.L['email']
        out.append('<a class="%s__btn %s__btn--%s" href="%s" target="_blank" rel="noopener" aria-label="%s">%s%s</a>'
                   % (p, p, n, att(urls[n]), att(pg.L['share'] + ': ' + nm), svg(n),
                      '<span>%s</span>' % esc(nm) if names else ''))
    if copy:
        out.append('<button type="button" class="%s__btn %s__btn--copy" data-clipboard="%s">%s<span>%s</span></button>'
                   % (p, p, att(pg.url), svg('link'), esc(pg.L['copy_link'])))
    out.append('</%s>' % tag)
    return '\n'.join(out)


# ---------------------------------------------------------------- chrome builders

def nav(pg, p, items=None, label='Main', extra_li=''):
    items = items or pg.L['nav']
    lis = '\n'.join('<li class="%s__item"><a class="%s__link" href="/%s/">%s</a></li>' % (p, p, slugify(x), esc(x))
                    for x in items)
    return '<nav class="%s" aria-label="%s">\n<ul class="%s__list">\n%s%s\n</ul>\n</nav>' % (p, label, p, lis, extra_li)


def link_list(pg, items, ul='', li='', a=''):
    return '<ul%s>\n%s\n</ul>' % (' class="%s"' % ul if ul else '', '\n'.join(
        '<li%s><a%s href="/%s/">%s</a></li>' % (' class="%s"' % li if li else '', ' class="%s"' % a if a else '',
                                                 slugify(x), esc(x)) for x in items))


def ticker(pg, p, label=None, k=None):
    items = pg.others(k or pg.n(3, 2))
    lis = '\n'.join('<li class="%s__item"><a href="%s">%s</a></li>' % (p, att(it['url']), esc(it['title']))
                    for it in items)
    return ('<div class="%s" role="region" aria-label="%s">\n<span class="%s__label">%s</span>\n<ul class="%s__items">\n%s\n</ul>\n</div>'
            % (p, att(label or pg.L['breaking']), p, esc(label or pg.L['breaking']), p, lis))


def breadcrumbs(pg, p, items, ol=True, sep=None):
    tag = 'ol' if ol else 'ul'
    lis = []
    for i, (name, url) in enumerate(items):
        inner = '<a href="%s">%s</a>' % (att(url), esc(name)) if url else '<span aria-current="page">%s</span>' % esc(name)
        lis.append('<li class="%s__item">%s</li>' % (p, inner))
    joiner = '\n' if not sep else '\n<li class="%s__sep" aria-hidden="true">%s</li>\n' % (p, sep)
    return '<nav class="%s" aria-label="Breadcrumb">\n<%s>\n%s\n</%s>\n</nav>' % (p, tag, joiner.join(lis), tag)


def short_title(pg, n=5):
    w = inline_text(pg.s.headline).split()
    return ' '.join(w[:n]) + ('…' if len(w) > n else '')


def hero(pg, p, w=1200, h=675, cap=True, tag='figure', img_attrs='', credit_sep=' '):
    s = pg.s
    if not s.hero:
        return ''
    cap_txt, credit = s.hero
    out = ['<%s class="%s">' % (tag, p),
           '<img class="%s__img" src="%s" srcset="%s 640w, %s 1200w" sizes="(max-width: 768px) 100vw, 760px" '
           'width="%d" height="%d" alt="%s"%s>' % (p, att(pg.img(s.slug, w, h)), att(pg.img(s.slug, 640, 360)),
                                                   att(pg.img(s.slug, w, h)), w, h, att(cap_txt), img_attrs)]
    if cap:
        out.append('<figcaption class="%s__caption">%s%s<span class="%s__credit">%s</span></figcaption>'
                   % (p, esc(cap_txt), credit_sep, p, esc(credit)))
    out.append('</%s>' % tag)
    return '\n'.join(out)


def body_photo(pg, p, w=800, h=533):
    if not pg.s.photo:
        return ''
    cap_txt, credit = pg.s.photo
    key = pg.s.slug + '-2'
    return ('<figure class="%s">\n<img src="%s" width="%d" height="%d" loading="lazy" alt="%s">\n'
            '<figcaption>%s <span class="%s__credit">%s</span></figcaption>\n</figure>'
            % (p, att(pg.img(key, w, h)), w, h, att(cap_txt), esc(cap_txt), p, esc(credit)))


def ad(pg, p='ad-slot', label=True, size=(300, 250), slot=None, label_text=None):
    slot = slot or 'mid-%d' % pg.rng.randint(1, 9)
    w, h = size
    lab = '<div class="%s__label">%s</div>\n' % (p, esc(label_text or pg.L['advert'])) if label else ''
    return ('<div class="%s %s--%s" data-ad-slot="%s" data-ad-size="%dx%d">\n%s<div id="div-gpt-ad-%s-%s" '
            'class="%s__unit" style="min-width:%dpx;min-height:%dpx"></div>\n</div>'
            % (p, p, slot.split('-')[0], slot, w, h, lab, slot, pg.ident(6), p, w, h))


def inline_related(pg, p, label=None, k=1, tag='p'):
    items = pg.others(k)
    label = label or pg.L['read_more']
    if k == 1:
        it = items[0]
        return '<%s class="%s"><strong>%s</strong> <a href="%s">%s</a></%s>' % (tag, p, esc(label), att(it['url']),
                                                                               esc(it['title']), tag)
    lis = '\n'.join('<li><a href="%s">%s</a></li>' % (att(it['url']), esc(it['title'])) for it in items)
    return '<aside class="%s">\n<strong>%s</strong>\n<ul>\n%s\n</ul>\n</aside>' % (p, esc(label), lis)


def story_list(pg, p, title, k, meta=('date',), numbered=False, h='h2', tag='section', imgs=False, sec=None,
               title_cls=None, date_style='long'):
    items = pg.others(k, sec)
    lt = 'ol' if numbered else 'ul'
    rows = []
    for i, it in enumerate(items):
        bits = []
        if imgs:
            bits.append('<a class="%s__thumb" href="%s"><img src="%s" width="160" height="90" loading="lazy" alt=""></a>'
                        % (p, att(it['url']), att(pg.img(it['slug'], 160, 90))))
        if numbered:
            bits.append('<span class="%s__num">%d</span>' % (p, i + 1))
        bits.append('<a class="%s__link" href="%s">%s</a>' % (p, att(it['url']), esc(it['title'])))
        m = []
        if 'author' in meta:
            m.append('<span class="%s__author">%s</span>' % (p, esc(((pg.L['by'] + ' ') if pg.L['by'] else '') + it['author'])))
        if 'date' in meta:
            m.append('<time class="%s__time" datetime="%s">%s</time>' % (p, pg.iso(it['dt']), esc(pg.date(it['dt'], date_style))))
        if 'section' in meta:
            m.insert(0, '<span class="%s__section">%s</span>' % (p, esc(it['section'])))
        if m:
            bits.append('<div class="%s__meta">%s</div>' % (p, '\n'.join(m)))
        rows.append('<li class="%s__item">\n%s\n</li>' % (p, '\n'.join(bits)))
    head_html = '<%s class="%s">%s</%s>\n' % (h, title_cls or p + '__title', esc(title), h) if title else ''
    return '<%s class="%s">\n%s<%s class="%s__list">\n%s\n</%s>\n</%s>' % (tag, p, head_html, lt, p, '\n'.join(rows), lt, tag)


def cards(pg, p, title, k, h='h2', card_h='h3', tag='section', meta=True, kicker=True, card_tag='article', sec=None):
    items = pg.others(k, sec)
    out = ['<%s class="%s">' % (tag, p)]
    if title:
        out.append('<%s class="%s__heading">%s</%s>' % (h, p, esc(title), h))
    out.append('<div class="%s__grid">' % p)
    for it in items:
        c = ['<%s class="%s__card">' % (card_tag, p),
             '<a class="%s__media" href="%s"><img src="%s" width="480" height="270" loading="lazy" alt=""></a>'
             % (p, att(it['url']), att(it['img']))]
        if kicker:
            c.append('<span class="%s__kicker">%s</span>' % (p, esc(it['section'])))
        c.append('<%s class="%s__title"><a href="%s">%s</a></%s>' % (card_h, p, att(it['url']), esc(it['title']), card_h))
        if meta:
            c.append('<time class="%s__date" datetime="%s">%s</time>' % (p, pg.iso(it['dt']), esc(pg.date(it['dt']))))
        c.append('</%s>' % card_tag)
        out.append('\n'.join(c))
    out.append('</div>\n</%s>' % tag)
    return '\n'.join(out)


def newsletter(pg, p, form_action='/newsletters/subscribe', title=None, text=None):
    L = pg.L
    return ('<div class="%s">\n<h3 class="%s__title">%s</h3>\n<p class="%s__text">%s</p>\n'
            '<form class="%s__form" action="%s" method="post">\n<label class="visually-hidden" for="nl-%s">%s</label>\n'
            '<input id="nl-%s" type="email" name="email" placeholder="%s" required>\n'
            '<button type="submit">%s</button>\n</form>\n<p class="%s__legal">%s</p>\n</div>'
            % (p, p, esc(title or L['newsletter_title']), p, esc(text or L['newsletter_text']), p, form_action,
               pg.s.aid, esc(L['email_label']), pg.s.aid, att(L['email_ph']), esc(L['signup']), p,
               esc(L['privacy_note'])))


def donation(pg, p, href='/donate/'):
    L = pg.L
    return ('<aside class="%s">\n<h3 class="%s__title">%s</h3>\n<p>%s</p>\n<a class="%s__button" href="%s">%s</a>\n</aside>'
            % (p, p, esc(L['donate_title']), esc(L['donate_text']), p, href, esc(L['donate_btn'])))


def paywall(pg, p, href='/subscribe/'):
    L = pg.L
    return ('<div class="%s" data-paywall="meter">\n<p class="%s__title">%s</p>\n<p class="%s__text">%s</p>\n'
            '<a class="%s__cta" href="%s">%s</a>\n<p class="%s__login">%s? <a href="/login/">%s</a></p>\n</div>'
            % (p, p, esc(L['paywall_title']), p, esc(L['paywall_text']), p, href, esc(L['paywall_btn']), p,
               esc(L['account']), esc(L['login'])))


def app_prompt(pg, p):
    L = pg.L
    return ('<div class="%s" role="dialog" aria-label="%s">\n<img src="%s" width="48" height="48" alt="">\n'
            '<div class="%s__body"><strong>%s</strong>\n<p>%s</p></div>\n<a class="%s__btn" href="/app/">%s</a>\n'
            '<button class="%s__close" type="button" aria-label="Close">×</button>\n</div>'
            % (p, att(L['app_title']), att(pg.abs('/static/img/app-icon-96.png')), p, esc(L['app_title']),
               esc(L['app_text']), p, esc(L['app_btn']), p))


def push_onesignal(pg):
    L = pg.L
    return ('<div id="onesignal-slidedown-container" class="onesignal-slidedown-container onesignal-reset slide-down">\n'
            '<div id="onesignal-slidedown-dialog" class="onesignal-slidedown-dialog"><div id="normal-slidedown">\n'
            '<div class="slidedown-body" id="slidedown-body"><div class="slidedown-body-icon"><img alt="notification icon" '
            'src="%s"></div>\n<div class="slidedown-body-message">%s</div>\n<div class="clearfix"></div></div>\n'
            '<div class="slidedown-footer" id="slidedown-footer"><button class="align-right primary slidedown-button" '
            'id="onesignal-slidedown-allow-button">%s</button>\n<button class="align-right secondary slidedown-button" '
            'id="onesignal-slidedown-cancel-button">%s</button></div>\n</div></div>\n</div>'
            % (att(pg.abs('/static/img/push-icon.png')), esc(L['push_text']), esc(L['allow']), esc(L['later'])))


def cookie(pg, style='onetrust'):
    L = pg.L
    if style == 'onetrust':
        return ('<div id="onetrust-consent-sdk" data-nosnippet="true">\n<div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div>\n'
                '<div id="onetrust-banner-sdk" class="otFlat" tabindex="0" role="region" aria-label="Cookie banner">\n'
                '<div role="dialog" aria-label="%s" aria-describedby="onetrust-policy-text"><div class="ot-sdk-container">'
                '<div class="ot-sdk-row"><div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns">\n'
                '<div class="banner_logo"></div><div id="onetrust-policy"><h2 id="onetrust-policy-title">%s</h2>\n'
                '<div id="onetrust-policy-text">%s <a class="ot-cookie-policy-link" href="/privacy-policy/" '
                'rel="noopener" target="_blank">%s</a></div></div></div>\n'
                '<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id="onetrust-button-group">\n'
                '<button id="onetrust-pc-btn-handler">%s</button>\n<button id="onetrust-reject-all-handler">%s</button>\n'
                '<button id="onetrust-accept-btn-handler">%s</button>\n</div></div>\n'
                '<div id="onetrust-close-btn-container"></div></div></div></div>\n</div>\n</div>'
                % (att(L['cookie_title']), esc(L['cookie_title']), esc(L['cookie_text']), esc(L['cookie_policy']),
                   esc(L['settings']), esc(L['reject']), esc(L['accept'])))
    if style == 'cookiebot':
        return ('<div id="CybotCookiebotDialog" name="CybotCookiebotDialog" role="dialog" aria-modal="true" '
                'aria-labelledby="CybotCookiebotDialogBodyContentTitle" tabindex="-1" lang="%s" dir="ltr" '
                'class="CybotCookiebotDialogActive CybotEdge" data-template="slideup">\n'
                '<div class="CybotCookiebotDialogContentWrapper"><div id="CybotCookiebotDialogHeader">'
                '<div id="CybotCookiebotDialogPoweredbyCybot"></div></div>\n<div id="CybotCookiebotDialogTabContent">'
                '<div id="CybotCookiebotDialogBody"><div id="CybotCookiebotDialogBodyContent">\n'
                '<h2 id="CybotCookiebotDialogBodyContentTitle">%s</h2>\n<div id="CybotCookiebotDialogBodyContentText">%s</div>\n'
                '</div></div></div>\n<div id="CybotCookiebotDialogFooter"><div id="CybotCookiebotDialogBodyButtonsWrapper">\n'
                '<button id="CybotCookiebotDialogBodyButtonDecline" class="CybotCookiebotDialogBodyButton">%s</button>\n'
                '<button id="CybotCookiebotDialogBodyLevelButtonCustomize" class="CybotCookiebotDialogBodyButton">%s</button>\n'
                '<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll" class="CybotCookiebotDialogBodyButton">%s</button>\n'
                '</div></div></div>\n</div>' % (pg.lang, esc(L['cookie_title']), esc(L['cookie_text']), esc(L['reject']),
                                                 esc(L['settings']), esc(L['accept'])))
    if style == 'didomi':
        return ('<div id="didomi-host" data-nosnippet="true" aria-hidden="false">\n<div class="didomi-popup-backdrop didomi-notice-popup didomi-popup__backdrop">\n'
                '<div class="didomi-popup-container didomi-popup-notice didomi-popup-notice-with-data-processing">\n'
                '<div class="didomi-popup-notice-text-container"><h2 class="didomi-popup-notice-title">%s</h2>\n'
                '<div class="didomi-popup-notice-text" id="didomi-notice-message">%s</div></div>\n'
                '<div class="didomi-popup-notice-buttons"><button class="didomi-components-button didomi-button didomi-dismiss-button" '
                'id="didomi-notice-agree-button"><span>%s</span></button>\n<button class="didomi-components-button didomi-button '
                'didomi-button-standard" id="didomi-notice-disagree-button"><span>%s</span></button>\n'
                '<button class="didomi-components-button didomi-button didomi-button-standard" id="didomi-notice-learn-more-button">'
                '<span>%s</span></button></div>\n</div>\n</div>\n</div>'
                % (esc(L['cookie_title']), esc(L['cookie_text']), esc(L['accept']), esc(L['reject']), esc(L['settings'])))
    if style == 'cookie_notice':
        return ('<div id="cookie-notice" role="dialog" class="cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice" '
                'style="background-color: rgba(50,50,58,1);"><div class="cookie-notice-container" style="color: #fff">'
                '<span id="cn-notice-text" class="cn-text-container">%s</span>\n<span id="cn-notice-buttons" class="cn-buttons-container">'
                '<a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="%s">%s</a>\n'
                '<a href="#" id="cn-refuse-cookie" data-cookie-set="refuse" class="cn-set-cookie cn-button" aria-label="%s">%s</a>\n'
                '<a href="/privacy-policy/" target="_blank" id="cn-more-info" class="cn-more-info cn-button">%s</a></span>'
                '<span id="cn-close-notice" data-cookie-set="accept" class="cn-close-icon" title="%s"></span></div></div>'
                % (esc(L['cookie_text']), att(L['accept']), esc(L['accept']), att(L['reject']), esc(L['reject']),
                   esc(L['cookie_policy']), att(L['reject'])))
    # generic
    return ('<div class="cookie-consent" id="cookie-consent" role="dialog" aria-live="polite">\n<p class="cookie-consent__text">'
            '<strong>%s</strong> %s <a href="/cookies/">%s</a></p>\n<div class="cookie-consent__buttons"><button type="button" '
            'class="cookie-consent__accept">%s</button>\n<button type="button" class="cookie-consent__reject">%s</button></div>\n</div>'
            % (esc(L['cookie_title']), esc(L['cookie_text']), esc(L['cookie_policy']), esc(L['accept']), esc(L['reject'])))


def poll(pg, p):
    q, opts = pg.pick(pg.L['polls'])
    pid = pg.rng.randint(100, 999)
    lis = '\n'.join('<li><label><input type="radio" name="poll-%d" value="%d"> %s</label></li>' % (pid, i, esc(o))
                    for i, o in enumerate(opts))
    return ('<div class="%s" data-poll-id="%d">\n<p class="%s__label">%s</p>\n<p class="%s__question">%s</p>\n'
            '<form action="/polls/%d/vote" method="post">\n<ul class="%s__options">\n%s\n</ul>\n'
            '<button type="submit">%s</button> <a href="/polls/%d/">%s</a>\n</form>\n</div>'
            % (p, pid, p, esc(pg.L['poll_title']), p, esc(q), pid, p, lis, esc(pg.L['vote']), pid, esc(pg.L['results'])))


def helpful(pg, p):
    L = pg.L
    return ('<div class="%s" data-feedback="article">\n<p class="%s__q">%s</p>\n<button type="button" data-value="yes">%s</button>\n'
            '<button type="button" data-value="no">%s</button>\n<p class="%s__thanks" hidden>%s</p>\n</div>'
            % (p, p, esc(L['helpful_q']), esc(L['yes']), esc(L['no']), p, esc(L['thanks'])))


def report_line(pg, p, tip=True):
    L = pg.L
    bits = ['<a href="/contact/corrections/?url=%s">%s</a>' % (att(pg.url), esc(L['report_error'])),
            '<a href="mailto:newsroom@%s">%s</a>' % (pg.site['domain'], esc(L['contact_newsroom']))]
    if tip:
        bits.append('<a href="/tips/">%s</a>' % esc(L['send_tip']))
    return '<p class="%s">%s</p>' % (p, ' | '.join(bits))


def weather(pg, p, days=None):
    L = pg.L
    days = days or pg.n(3, 2)
    t0 = pg.rng.randint(-3, 24)
    rows = []
    for i in range(days):
        d = (pg.s.dt.weekday() + i + 1) % 7
        rows.append('<li class="%s__day"><span class="%s__dow">%s</span> <span class="%s__cond">%s</span> '
                    '<span class="%s__hi">%d°</span> <span class="%s__lo">%d°</span></li>'
                    % (p, p, esc(L['days_short'][d]), p, esc(pg.pick(L['conditions'])), p, t0 + pg.rng.randint(-2, 4),
                       p, t0 - pg.rng.randint(4, 9)))
    return ('<div class="%s">\n<h3 class="%s__title">%s · %s</h3>\n<div class="%s__now"><span class="%s__temp">%d°</span> '
            '<span class="%s__cond">%s</span> <span class="%s__feels">%s %d°</span></div>\n<ul class="%s__forecast">\n%s\n</ul>\n</div>'
            % (p, p, esc(L['weather']), esc(pg.site['city']), p, p, t0, p, esc(pg.pick(L['conditions'])), p,
               esc(L['feels']), t0 - 2, p, '\n'.join(rows)))


def stocks(pg, p, rows=None):
    rows = rows or [('DOW', 38790.43), ('S&P 500', 5117.09), ('NASDAQ', 16103.45), ('10-YR', 4.31), ('OIL', 81.04)]
    lis = []
    for name, val in rows[:pg.n(4, 3)]:
        ch = pg.rng.uniform(-1.4, 1.4)
        lis.append('<li class="%s__row"><span class="%s__name">%s</span> <span class="%s__val">%s</span> '
                   '<span class="%s__chg %s__chg--%s">%+.2f%%</span></li>'
                   % (p, p, esc(name), p, '{:,.2f}'.format(val * (1 + ch / 100)), p, p, 'up' if ch >= 0 else 'down', ch))
    return '<div class="%s">\n<h3 class="%s__title">%s</h3>\n<ul>\n%s\n</ul>\n</div>' % (p, p, esc(pg.L['markets']), '\n'.join(lis))


def events(pg, p, k=None):
    L = pg.L
    k = k or pg.n(3, 2)
    evs = list(L['events'])
    pg.rng.shuffle(evs)
    lis = []
    for i, ev in enumerate(evs[:k]):
        dt = pg.s.dt + datetime.timedelta(days=i * 2 + pg.rng.randint(1, 3))
        lis.append('<li class="%s__event"><time datetime="%s">%s %d</time> <a href="/events/%s/">%s</a></li>'
                   % (p, dt.strftime('%Y-%m-%d'), esc(L['days_short'][dt.weekday()]), dt.day, slugify(ev), esc(ev)))
    return ('<div class="%s">\n<h3 class="%s__title">%s</h3>\n<ul>\n%s\n</ul>\n<a class="%s__more" href="/events/">%s</a>\n</div>'
            % (p, p, esc(L['events_title']), '\n'.join(lis), p, esc(L['see_all'])))


def audio(pg, style='trinity'):
    L = pg.L
    m = pg.read_min()
    if style == 'trinity':
        return ('<div class="trinity-tts-pb" dir="ltr"><div class="trinity-player-wrapper" data-trinity-player>'
                '<button class="trinity-play" aria-label="%s">%s</button>\n<span class="trinity-title">%s</span>\n'
                '<span class="trinity-duration">%s</span></div></div>'
                % (att(L['play']), svg('play'), esc(L['listen']), esc(L['listen_dur'].format(m))))
    if style == 'beyondwords':
        return ('<div id="beyondwords-player" class="beyondwords-player" data-beyondwords-player="true" data-project-id="%d">'
                '<div class="bw-player"><button class="bw-play-button" aria-label="%s">%s</button>\n'
                '<span class="bw-title">%s</span>\n<span class="bw-time">%s</span></div></div>'
                % (pg.rng.randint(10000, 99999), att(L['play']), svg('play'), esc(L['listen']),
                   esc('0:00 / %d:%02d' % (m, pg.rng.randint(0, 59)))))
    return ('<div class="article-audio"><button type="button" class="article-audio__play">%s<span>%s</span></button>\n'
            '<span class="article-audio__dur">%s</span></div>' % (svg('headphones'), esc(L['listen']),
                                                                  esc(L['listen_dur'].format(m))))


def author_bio(pg, p, photo=True, h='h3', beat=None):
    name = pg.s.authors[0]
    L = pg.L
    text = L['bio'].format(name=name, first=name.split()[0], site=pg.site['name'],
                           beat=beat or pg.site.get('beat', pg.s.section.lower()), email=pg.email_for(name))
    img = ('<img class="%s__photo" src="%s" width="96" height="96" alt="%s">\n'
           % (p, att(pg.img('authors-' + slugify(name), 96, 96)), att(name))) if photo else ''
    if photo:
        pg.add('author_photo')
    return ('<div class="%s">\n%s<div class="%s__body">\n<%s class="%s__name"><a href="%s">%s</a></%s>\n<p class="%s__text">%s</p>\n'
            '</div>\n</div>' % (p, img, p, h, p, att(pg.author_url(name)), esc(name), h, p, esc(text)))


def tags(pg, p, label=True, hash_=False, ul=True):
    ts = pg.s.tags or [pg.s.section]
    if ul:
        lis = '\n'.join('<li><a href="/tag/%s/" rel="tag">%s%s</a></li>' % (slugify(t), '#' if hash_ else '', esc(t))
                        for t in ts)
        inner = '<ul class="%s__list">\n%s\n</ul>' % (p, lis)
    else:
        inner = '\n'.join('<a href="/tag/%s/" rel="tag">%s%s</a>' % (slugify(t), '#' if hash_ else '', esc(t)) for t in ts)
    lab = '<span class="%s__label">%s</span>\n' % (p, esc(pg.L['tags'])) if label else ''
    return '<div class="%s">\n%s%s\n</div>' % (p, lab, inner)


def prevnext(pg, p):
    a, b = pg.others(2)
    return ('<nav class="%s" aria-label="Posts">\n<div class="%s__prev"><a href="%s" rel="prev"><span class="%s__label">%s</span> '
            '<span class="%s__title">%s</span></a></div>\n<div class="%s__next"><a href="%s" rel="next"><span class="%s__label">%s</span> '
            '<span class="%s__title">%s</span></a></div>\n</nav>'
            % (p, p, att(a['url']), p, esc(pg.L['prev']), p, esc(a['title']), p, att(b['url']), p, esc(pg.L['next']), p,
               esc(b['title'])))


def comments_wp(pg, k, title=True, html5=True, cs=None, title_text=None):
    L = pg.L
    cs = cs or pg.comments(k)
    tag = 'article' if html5 else 'div'
    tops = []
    for c in cs:
        if c['reply'] and tops:
            tops[-1][1].append(c)
        else:
            tops.append((c, []))

    def one(c, depth):
        tpl = ('<li id="comment-%s" class="comment depth-%d">\n<TAG id="div-comment-%s" class="comment-body">\n'
               '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="%s" class="avatar avatar-50 photo" '
               'height="50" width="50"> <b class="fn">%s</b> <span class="says">says:</span></div>\n<div class="comment-metadata">'
               '<a href="%s#comment-%s"><time datetime="%s">%s %s</time></a></div></footer>\n'
               '<div class="comment-content"><p>%s</p></div>\n<div class="reply"><a rel="nofollow" class="comment-reply-link" '
               'href="#comment-%s" data-commentid="%s" aria-label="%s %s">%s</a></div>\n</TAG>').replace('TAG', tag)
        return tpl % (c['cid'], depth, c['cid'], att(pg.abs('/wp-content/uploads/avatar-default.png')), esc(c['name']),
                      att(pg.url), c['cid'], pg.iso(c['dt']), esc(pg.date(c['dt'])), esc(pg.time(c['dt'])), esc(c['text']),
                      c['cid'], c['cid'], esc(L['reply']), att(c['name']), esc(L['reply']))

    out = ['<div id="comments" class="comments-area">']
    if title:
        out.append('<h2 class="comments-title">%s</h2>' % esc(title_text or L['n_comments'].format(len(cs))))
    out.append('<ol class="comment-list">')
    for c, kids in tops:
        out.append(one(c, 1))
        if kids:
            out.append('<ol class="children">')
            out.extend(one(kd, 2) + '\n</li>' for kd in kids)
            out.append('</ol>')
        out.append('</li>')
    out.append('</ol>\n</div>')
    return '\n'.join(out)


def comment_form_wp(pg):
    L = pg.L
    return ('<div id="respond" class="comment-respond">\n<h3 id="reply-title" class="comment-reply-title">%s</h3>\n'
            '<form action="%s/wp-comments-post.php" method="post" id="commentform" class="comment-form">\n'
            '<p class="comment-notes">%s</p>\n<p class="comment-form-comment"><label for="comment">%s *</label>\n'
            '<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>\n'
            '<p class="comment-form-author"><label for="author">%s *</label> <input id="author" name="author" type="text" size="30" required></p>\n'
            '<p class="comment-form-email"><label for="email">%s *</label> <input id="email" name="email" type="email" size="30" required></p>\n'
            '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="%s"></p>\n</form>\n</div>'
            % (esc(L['leave_reply']), pg.site['base'], esc(L['comment_note']), esc(L['comment_label']), esc(L['name']),
               esc(L['email_label']), att(L['post_comment'])))


def comments_generic(pg, p, k, title=True, likes=True):
    L = pg.L
    cs = pg.comments(k)
    out = ['<section class="%s" id="comments">' % p]
    if title:
        out.append('<h2 class="%s__title">%s</h2>' % (p, esc(L['n_comments'].format(k + pg.rng.randint(0, 40)))))
    out.append('<div class="%s__sort">%s: <button>%s</button> <button>%s</button></div>' % (p, esc(L['sort_by']), esc(L['newest']), esc(L['best'])))
    for c in cs:
        out.append('<div class="%s__item%s" id="c-%s">\n<div class="%s__head"><span class="%s__author">%s</span> '
                   '<time class="%s__time" datetime="%s">%s %s</time></div>\n<p class="%s__text">%s</p>\n<div class="%s__actions">%s'
                   '<button type="button">%s</button></div>\n</div>'
                   % (p, ' %s__item--reply' % p if c['reply'] else '', c['cid'], p, p, esc(c['name']), p, pg.iso(c['dt']),
                      esc(pg.date(c['dt'])), esc(pg.time(c['dt'])), p, esc(c['text']), p,
                      ('<button type="button" class="%s__like">%s %d</button> ' % (p, esc(L['like']), c['likes'])) if likes else '',
                      esc(L['reply'])))
    out.append('</section>')
    return '\n'.join(out)


def comments_viafoura(pg, k):
    L = pg.L
    cs = pg.comments(k)
    out = ['<div class="viafoura" data-vf-container-id="%s">' % pg.s.aid,
           '<vf-conversations vf-container-id="%s">' % pg.s.aid,
           '<div class="vf-comments"><div class="vf-comments__header"><h2 class="vf-comments__title">%s</h2>'
           '<span class="vf-comments__count">%s</span></div>' % (esc(L['comments']), esc(L['n_comments'].format(k + pg.rng.randint(0, 30)))),
           '<div class="vf-comments__guidelines">%s</div>' % esc(L['comm_rules']),
           '<textarea class="vf-content-editor-input" placeholder="%s" aria-label="%s"></textarea>' % (att(L['join_conv']), att(L['join_conv'])),
           '<ol class="vf-comments__list">']
    for c in cs:
        out.append('<li class="vf-comment%s" data-vf-id="%s">\n<div class="vf-comment-header"><span class="vf-username">%s</span> '
                   '<time class="vf-comment-time" datetime="%s">%s</time></div>\n<div class="vf-comment-html-content"><p>%s</p></div>\n'
                   '<div class="vf-comment-actions"><button class="vf-like">%d</button> <button class="vf-reply">%s</button></div>\n</li>'
                   % (' vf-comment--reply' if c['reply'] else '', c['cid'], esc(c['name']), pg.iso(c['dt']),
                      esc(L['hours_ago'].format(pg.rng.randint(1, 20))), esc(c['text']), c['likes'], esc(L['reply'])))
    out.append('</ol></div></vf-conversations></div>')
    return '\n'.join(out)


def footer(pg, p, cols=None, address=True, social=True, extra='', tag='footer', brand=True):
    L = pg.L
    out = ['<%s class="%s">' % (tag, p)]
    if brand:
        out.append('<div class="%s__brand"><a href="/" class="%s__logo">%s</a></div>' % (p, p, esc(pg.site['name'])))
    if cols:
        out.append('<div class="%s__cols">' % p)
        for title, items in cols:
            out.append('<div class="%s__col"><h4 class="%s__heading">%s</h4>\n%s</div>' % (p, p, esc(title), link_list(pg, items)))
        out.append('</div>')
    if social:
        pg.add('social_follow')
        h = pg.site.get('twitter', slugify(pg.site['name']).replace('-', ''))
        out.append('<div class="%s__social"><span>%s</span> <a href="https://www.facebook.com/%s" aria-label="Facebook">%s</a> '
                   '<a href="https://twitter.com/%s" aria-label="X">%s</a> <a href="https://www.instagram.com/%s/" '
                   'aria-label="Instagram">Instagram</a></div>' % (p, esc(L['follow_us']), h, svg('facebook'), h, svg('x'), h))
    out.append('<ul class="%s__legal">\n%s\n</ul>' % (p, '\n'.join('<li><a href="/%s/">%s</a></li>' % (slugify(x), esc(x))
                                                                  for x in L['footer_links'])))
    if address and pg.site.get('address'):
        out.append('<address class="%s__address">%s</address>' % (p, esc(pg.site['address'])))
    out.append('<p class="%s__copy">© %d %s. %s</p>' % (p, pg.s.dt.year, esc(pg.site.get('owner', pg.site['name'])), esc(L['rights'])))
    out.append(extra)
    out.append('</%s>' % tag)
    return '\n'.join(x for x in out if x)


def byline_names(pg, link=True, cls='', sep=None):
    sep = sep or (' and ' if pg.lang == 'en' else ', ')
    names = []
    for a in pg.s.authors:
        names.append('<a%s href="%s" rel="author">%s</a>' % (' class="%s"' % cls if cls else '', att(pg.author_url(a)), esc(a))
                     if link else esc(a))
    return sep.join(names)


def doc(lang, head_html, body_html, html_attrs='', body_attrs=''):
    return '<!DOCTYPE html>\n<html lang="%s"%s>\n%s\n<body%s>\n%s\n</body>\n</html>\n' % (lang, html_attrs, head_html, body_attrs, body_html)


# ---------------------------------------------------------------- menus with sub-menus

TREES = {
    'news': [('News', ['Local', 'Crime & Courts', 'Education', 'Politics', 'Business', 'Environment', 'Health', 'Traffic']),
             ('Sports', ['High School', 'College', 'Pro', 'Outdoors', 'Scores', 'Sports Photos']),
             ('Opinion', ['Editorials', 'Columnists', 'Letters to the Editor', 'Submit a Letter']),
             ('Life', ['Food & Drink', 'Arts', 'Faith', 'Things to Do', 'Home & Garden', 'Travel']),
             ('Obituaries', ['Recent Obituaries', 'Place an Obituary', 'Funeral Homes']),
             ('Classifieds', ['Jobs', 'Real Estate', 'Legal Notices', 'Autos', 'Garage Sales']),
             ('Subscribe', ['Home Delivery', 'Digital Access', 'E-Edition', 'Manage Account', 'Vacation Stops'])],
    'council': [('Bins and recycling', ['Find your bin day', 'Report a missed bin', 'Garden waste', 'Bulky waste collections', 'Recycling centres']),
                ('Council tax', ['Pay your council tax', 'Discounts and exemptions', 'Council tax bands', 'Move home']),
                ('Housing', ['Apply for housing', 'Homelessness', 'Private renting', 'Housing benefit']),
                ('Planning and building control', ['Search planning applications', 'Comment on an application', 'Local plan', 'Building control']),
                ('Parking', ['Pay a parking fine', 'Parking permits', 'Car parks']),
                ('Leisure and culture', ['Parks and open spaces', 'Leisure centres', 'Museums', 'Events']),
                ('Your council', ['Councillors', 'Committee meetings', 'Budgets and spending', 'Jobs', 'Consultations', 'News'])],
    'city': [('Government', ['Agendas & Minutes', 'City Council', 'City Departments', 'Boards & Commissions', 'Elections', 'Municipal Code']),
             ('Departments', ['Police', 'Fire', 'Public Works', 'Parks & Recreation', 'Utilities', 'Planning & Zoning', 'Finance', 'Municipal Court']),
             ('Community', ['Events Calendar', 'Library', 'Senior Center', 'Trails & Parks', 'Volunteer']),
             ('Business', ['Business Licenses', 'Bids & Proposals', 'Economic Development', 'Permits']),
             ('How Do I...', ['Apply For', 'Contact', 'Find', 'Pay For', 'Report', 'Request', 'Sign Up For', 'Submit'])],
    'school': [('About Us', ['Superintendent', 'District Goals', 'District News', 'Facilities', 'Contact Us']),
               ('Schools', ['Pell River High School', 'Pell River Middle School', 'Eastview Elementary', 'Lincoln Elementary', 'River Valley Academy']),
               ('Departments', ['Business Services', 'Human Resources', 'Nutrition Services', 'Special Education', 'Technology', 'Transportation']),
               ('Families', ['Enrollment', 'Parent Portal', 'School Meals', 'Health Services', 'Bell Schedules']),
               ('Board of Education', ['Meet the Board', 'Agendas & Minutes', 'Board Policies', 'Meeting Videos']),
               ('Employment', ['Job Openings', 'Substitute Teaching', 'Salary Schedules'])],
    'county': [('Government', ['Board of Commissioners', 'Auditor', 'Treasurer', 'Recorder', 'Prosecutor', 'Courts']),
               ('Departments', ['Engineer', 'Public Health', 'Sheriff', 'Emergency Management', 'Parks', 'Job & Family Services']),
               ('Services', ['Pay Property Taxes', 'Dog Licenses', 'Marriage Licenses', 'Birth & Death Certificates', 'Permits']),
               ('Residents', ['Road Closures', 'Trash & Recycling', 'Voting', 'Public Transit']),
               ('Newsroom', ['Press Releases', 'Public Health Alerts', 'Media Contacts'])],
    'institute': [('Research', ['Coastal Ecology', 'Marine Mammals', 'Fisheries', 'Ocean Chemistry', 'Climate & Sea Level']),
                  ('People', ['Scientists', 'Staff', 'Graduate Students', 'Board of Trustees']),
                  ('Data & Tools', ['Data Portal', 'Buoy Network', 'Publications']),
                  ('Education', ['Fellowships', 'Internships', 'Teacher Workshops', 'Field Trips']),
                  ('About', ['Mission', 'History', 'Careers', 'Visit', 'Contact'])],
    'tv': [('News', ['Local', 'Colorado', 'Investigations', 'Politics', 'National']),
           ('Weather', ['First Alert Forecast', 'Interactive Radar', 'Closings & Delays', 'Weather Cams']),
           ('Traffic', ['Road Conditions', 'Mountain Travel', 'Traffic Cams']),
           ('Sports', ['Broncos', 'Avalanche', 'High School', 'Colleges']),
           ('Community', ['Contests', 'Events', '9 Cares']),
           ('Watch', ['Live Stream', 'Newscasts', 'TV Schedule'])],
}


def subnav(pg, tree, ul_cls='menu', li_cls='menu-item', sub_cls='sub-menu', a_cls='', k=None, prefix=''):
    """A menu whose parents carry sub-menus (as in the DOM of most CMS menus); the level sets how many
    sub-items each parent shows."""
    tree = TREES[tree] if isinstance(tree, str) else tree
    k = pg.n(2, 0) if k is None else k
    ac = ' class="%s"' % a_cls if a_cls else ''
    out = ['<ul class="%s">' % ul_cls]
    for label, subs in tree:
        subs = subs[:k]
        out.append('<li class="%s%s"><a%s href="%s/%s/">%s</a>' % (li_cls, ' menu-item-has-children' if subs else '', ac, prefix,
                                                                   slugify(label), esc(label)))
        if subs:
            out.append('<ul class="%s">%s</ul>' % (sub_cls, ''.join(
                '<li class="%s"><a%s href="%s/%s/%s/">%s</a></li>' % (li_cls, ac, prefix, slugify(label), slugify(x), esc(x))
                for x in subs)))
        out.append('</li>')
    out.append('</ul>')
    return '\n'.join(out)


TRANSLATE_LANGS = ['Spanish', 'Vietnamese', 'Chinese (Simplified)', 'Arabic', 'French', 'German', 'Korean', 'Russian',
                   'Tagalog', 'Somali', 'Hmong', 'Ukrainian', 'Portuguese', 'Haitian Creole', 'Polish', 'Japanese']


def translate_widget(pg, p='google-translate'):
    """A Google-Translate-style language picker, as on many government and school sites."""
    pg.add('translate')
    opts = ''.join('<option value="%s">%s</option>' % (slugify(x)[:5], esc(x)) for x in TRANSLATE_LANGS[:pg.n(8, 4)])
    return ('<div class="%s" id="google_translate_element"><label for="gt-select">Translate</label> <select id="gt-select" class="goog-te-combo" '
            'aria-label="Language Translate Widget"><option value="">Select Language</option>%s</select> <span class="%s__powered">Powered by '
            'Google Translate</span></div>' % (p, opts, p))


def photo_cand(pg, p, prob=0.9):
    """In-body photo candidate for inbody(), only for stories that have one."""
    return [('body_photo', prob, lambda: body_photo(pg, p))] if pg.s.photo else []


def comments_disqus(pg, k):
    """A Disqus thread as it appears once the embed has rendered."""
    L = pg.L
    cs = pg.comments(k)
    out = ['<div id="disqus_thread" class="disqus-thread"><div id="layout" class="layout">',
           '<div class="nav nav-primary"><ul class="nav-tab-list"><li class="nav-tab nav-tab--primary tab-conversation active">'
           '<a class="publisher-nav-color"><span class="comment-count">%d comments</span></a></li></ul></div>' % len(cs),
           '<div class="nav nav-secondary"><ul><li class="recommend"><button>Recommend</button></li><li class="share-menu"><button>Share</button></li>'
           '<li class="sorting"><span>Sort by Best</span></li></ul></div>',
           '<div class="textarea-wrapper"><div class="textarea" role="textbox" aria-label="Join the discussion…">Join the discussion…</div></div>',
           '<ul id="post-list" class="post-list">']
    for c in cs:
        out.append('<li class="post%s" id="post-%s"><div class="post-content"><div class="post-body"><header class="post-byline">'
                   '<span class="author publisher-anchor-color"><a href="/">%s</a></span> <span class="post-meta"><a class="time-ago" '
                   'title="%s">%s</a></span></header><div class="post-body-inner"><div class="post-message"><p>%s</p></div></div>'
                   '<footer><menu class="comment-footer__menu"><li class="voting"><a class="vote-up" title="Vote up">%d</a></li>'
                   '<li class="reply"><a>%s</a></li></menu></footer></div></div></li>'
                   % (' post--reply' if c['reply'] else '', c['cid'], esc(c['name']), esc(pg.date(c['dt'])),
                      esc(L['hours_ago'].format(pg.rng.randint(2, 30))), esc(c['text']), c['likes'], esc(L['reply'])))
    out.append('</ul></div><p class="powered-by">Powered by Disqus</p></div>')
    out.append('<noscript>Please enable JavaScript to view the comments powered by Disqus.</noscript>')
    return '\n'.join(out)
