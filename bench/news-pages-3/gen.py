#!/usr/bin/env python3
"""Generate the news-pages-3 benchmark set.

    python3 gen.py OUT_DIR

Writes OUT_DIR/pages/<id>.html.gz, OUT_DIR/truth.jsonl and OUT_DIR/meta.jsonl.
Every page is verified before anything is written; any failure aborts with a non-zero exit.
Standard library only; all randomness comes from random.Random(page_id).
"""
import gzip
import html
import io
import json
import os
import re
import sys
from html.parser import HTMLParser
from urllib.parse import urlsplit

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from chrome import Ctx, truth_blocks, SOCIAL_HOSTS  # noqa: E402
from sites import SITES, SYSTEMS  # noqa: E402
from stories_en import STORIES_EN  # noqa: E402
from stories_intl import STORIES_INTL  # noqa: E402
import templates_a as A  # noqa: E402
import templates_b as B  # noqa: E402
import templates_c as C  # noqa: E402

TEMPLATES = {
    'arc': A.t_arc, 'blox': A.t_blox, 'brightspot': A.t_brightspot, 'zox': A.t_zox, 'mhmag': A.t_mhmag,
    'publisher': A.t_publisher, 'sahifa': A.t_sahifa, 'ghost': A.t_ghost, 'gutenberg': A.t_gutenberg,
    'nonprofit': A.t_nonprofit, 'medium': B.t_medium, 'substack': B.t_substack, 'drupal7': B.t_drupal7,
    'drupal9': B.t_drupal9, 'polopoly': B.t_polopoly, 'hugo': B.t_hugo, 'jekyll': B.t_jekyll, 'tumblr': B.t_tumblr,
    'linkedin': B.t_linkedin, 'prwire': B.t_prwire, 'localtv': B.t_localtv, 'nextjs': B.t_nextjs,
    'legacy': B.t_legacy, 'spiegel': C.t_spiegel, 'lemonde': C.t_lemonde, 'unidad': C.t_unidad,
    'escenic': C.t_escenic, 'nos': C.t_nos, 'labrador': C.t_labrador, 'onet': C.t_onet,
}

PARTS_VOCAB = ['header', 'site_heading', 'nav', 'ticker', 'breadcrumbs', 'kicker', 'byline', 'date', 'reading_time',
               'share', 'hero_image', 'caption', 'inline_image', 'inline_related', 'inline_ad', 'newsletter_form',
               'paywall', 'support_pitch', 'media_kit', 'republish', 'tags', 'author_bio', 'author_tagline',
               'most_read', 'trending', 'latest', 'more_from', 'recommended', 'related', 'comments', 'reply_form',
               'prev_next', 'sidebar', 'cookie', 'footer', 'origin_note', 'social_follow', 'weather_widget',
               'event_calendar', 'correction', 'media_contact']

EXPECT_BUCKETS = {'short': 30, 'medium': 18, 'long': 12}
EXPECT_LANGS = {'en': 44, 'de': 2, 'fr': 2, 'es': 2, 'it': 2, 'nl': 2, 'pt': 2, 'sv': 2, 'pl': 2}
EXPECT_DECLARED = 42
MIN_SYSTEMS = 20
ARTICLE_TYPES = {'NewsArticle', 'Article', 'BlogPosting'}


class Fail(Exception):
    pass


# ---------------------------------------------------------------- page analysis
class Analyzer(HTMLParser):
    SKIP = {'head', 'script', 'style', 'noscript', 'template', 'svg', 'title'}
    INLINE = {'a', 'span', 'b', 'i', 'em', 'strong', 'small', 'time', 'font', 'abbr', 'sup', 'sub', 'u', 'mark',
              'cite', 'code', 'q', 's', 'data'}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skip = []
        self.text = []
        self.in_head = False
        self.head_meta = []
        self.ld = []
        self._ld = None
        self.canonical = []
        self.links = []
        self.article_count = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == 'head':
            self.in_head = True
        if tag == 'article':
            self.article_count += 1
        for k in ('href', 'src', 'action'):
            if a.get(k) is not None:
                self.links.append(a[k])
        if self.in_head:
            if tag == 'meta':
                self.head_meta.append(a)
            if tag == 'link' and (a.get('rel') or '').lower() == 'canonical':
                self.canonical.append(a.get('href'))
            if tag == 'script' and a.get('type') == 'application/ld+json':
                self._ld = []
        if tag in self.SKIP:
            self.skip.append(tag)
        if tag not in self.INLINE:
            self.text.append(' ')

    def handle_startendtag(self, tag, attrs):
        a = dict(attrs)
        for k in ('href', 'src', 'action'):
            if a.get(k) is not None:
                self.links.append(a[k])
        if self.in_head and tag == 'meta':
            self.head_meta.append(a)
        if self.in_head and tag == 'link' and (a.get('rel') or '').lower() == 'canonical':
            self.canonical.append(a.get('href'))
        if tag not in self.INLINE:
            self.text.append(' ')

    def handle_endtag(self, tag):
        if tag == 'head':
            self.in_head = False
        if tag == 'script' and self._ld is not None:
            self.ld.append(''.join(self._ld))
            self._ld = None
        if self.skip and self.skip[-1] == tag:
            self.skip.pop()
        if tag not in self.INLINE:
            self.text.append(' ')

    def handle_data(self, data):
        if self._ld is not None:
            self._ld.append(data)
        if not self.skip:
            self.text.append(data)


def words(s):
    return re.findall(r'\w+', s.casefold())


def ld_types(obj):
    out = set()
    if isinstance(obj, list):
        for x in obj:
            out |= ld_types(x)
    elif isinstance(obj, dict):
        t = obj.get('@type')
        if isinstance(t, str):
            out.add(t)
        elif isinstance(t, list):
            out |= {x for x in t if isinstance(x, str)}
        if '@graph' in obj:
            out |= ld_types(obj['@graph'])
    return out


def head_declares(an):
    og = any((m.get('property') == 'og:type' and (m.get('content') or '').lower() == 'article') for m in an.head_meta)
    types = set()
    for raw in an.ld:
        types |= ld_types(json.loads(raw))
    return og or bool(types & ARTICLE_TYPES)


def find_run(hay, needle, start):
    n = len(needle)
    first = needle[0]
    i = start
    while True:
        try:
            i = hay.index(first, i)
        except ValueError:
            return -1
        if hay[i:i + n] == needle:
            return i
        i += 1


def check_page(pid, html_text, url, blocks, declared, domain):
    an = Analyzer()
    an.feed(html_text)
    an.close()
    vis = words(''.join(an.text))
    pos = 0
    for b in blocks:
        w = words(b)
        if not w:
            raise Fail('%s: empty truth block %r' % (pid, b))
        j = find_run(vis, w, pos)
        if j < 0:
            raise Fail('%s: truth block not found in order as a contiguous run: %r' % (pid, b[:90]))
        pos = j + len(w)
    # second, stricter reading: tags removed without inserting any separator
    strict = re.sub(r'(?is)<(head|script|style|noscript|template|svg|title)\b.*?</\1\s*>', ' ', html_text)
    strict = words(html.unescape(re.sub(r'<[^>]*>', '', strict)))
    pos = 0
    for b in blocks:
        w = words(b)
        j = find_run(strict, w, pos)
        if j < 0:
            raise Fail('%s: truth block not contiguous under plain tag stripping: %r' % (pid, b[:90]))
        pos = j + len(w)
    if head_declares(an) != declared:
        raise Fail('%s: declared=%s but head says %s' % (pid, declared, not declared))
    if an.canonical != [url]:
        raise Fail('%s: canonical %r != url %r' % (pid, an.canonical, url))
    for link in an.links:
        if link.startswith('/') and not link.startswith('//'):
            continue
        if link.startswith('mailto:'):
            continue
        sp = urlsplit(link)
        host = (sp.hostname or '').lower()
        if sp.scheme == 'https' and (host == domain or host.endswith('.' + domain)):
            continue
        if sp.scheme == 'https' and any(host == h or host.endswith('.' + h) for h in SOCIAL_HOSTS):
            continue
        raise Fail('%s: link not on own domain or a social network: %r' % (pid, link))
    return an, len(vis)


def bucket(n):
    if n < 1000:
        return 'short'
    if n < 2000:
        return 'medium'
    if n < 4000:
        return 'long'
    raise Fail('story text too long: %d' % n)


# ---------------------------------------------------------------- build
def build():
    stories = STORIES_EN + STORIES_INTL
    if len(stories) != 60:
        raise Fail('expected 60 stories, got %d' % len(stories))
    pages, truth, meta = [], [], []
    for i, st in enumerate(stories):
        st = dict(st, id='wcxb-%d' % (2001 + i))
        site = SITES[st['site']]
        ctx = Ctx(st, site)
        html_text = TEMPLATES[site['tpl']](ctx)
        blocks = truth_blocks(st)
        text = '\n\n'.join(blocks)
        an, nvis = check_page(st['id'], html_text, ctx.url, blocks, st['decl'], site['domain'])
        unknown = [p for p in ctx.parts if p not in PARTS_VOCAB]
        if unknown:
            raise Fail('%s: unknown parts %r' % (st['id'], unknown))
        parts = [p for p in PARTS_VOCAB if p in ctx.parts]
        pages.append((st['id'], html_text, an.article_count, nvis, len(words(text))))
        truth.append({'id': st['id'], 'url': ctx.url, 'source': 'wcxb', 'split': 'test', 'page_type': 'article',
                      'text': text, 'with': [], 'without': []})
        meta.append({'id': st['id'], 'tpl': site['tpl'], 'lang': site['lang'], 'declared': st['decl'], 'parts': parts})

    # corpus checks
    buckets = {'short': 0, 'medium': 0, 'long': 0}
    for t in truth:
        buckets[bucket(len(t['text']))] += 1
    if buckets != EXPECT_BUCKETS:
        raise Fail('length buckets %r != %r' % (buckets, EXPECT_BUCKETS))
    langs = {}
    for m in meta:
        langs[m['lang']] = langs.get(m['lang'], 0) + 1
    if langs != EXPECT_LANGS:
        raise Fail('languages %r != %r' % (langs, EXPECT_LANGS))
    ndecl = sum(m['declared'] for m in meta)
    if ndecl != EXPECT_DECLARED:
        raise Fail('declared %d != %d' % (ndecl, EXPECT_DECLARED))
    systems = sorted({m['tpl'] for m in meta})
    if len(systems) < MIN_SYSTEMS:
        raise Fail('only %d systems' % len(systems))
    if len({t['url'] for t in truth}) != 60:
        raise Fail('duplicate urls')
    no_article_undecl = sum(1 for (pid, _, na, _, _), m in zip(pages, meta) if na == 0 and not m['declared'])
    if no_article_undecl < 3:
        raise Fail('too few undeclared pages without <article>: %d' % no_article_undecl)
    return pages, truth, meta, dict(buckets=buckets, langs=langs, declared=ndecl, systems=systems,
                                    no_article_undeclared=no_article_undecl)


def gz(data):
    buf = io.BytesIO()
    with gzip.GzipFile(filename='', mode='wb', fileobj=buf, mtime=0, compresslevel=9) as f:
        f.write(data)
    return buf.getvalue()


def main(argv):
    if len(argv) != 2:
        print('usage: gen.py OUT_DIR', file=sys.stderr)
        return 2
    out = argv[1]
    try:
        pages, truth, meta, summary = build()
    except Fail as e:
        print('VERIFICATION FAILED: %s' % e, file=sys.stderr)
        return 1
    os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
    for pid, html_text, _, _, _ in pages:
        with open(os.path.join(out, 'pages', pid + '.html.gz'), 'wb') as f:
            f.write(gz(html_text.encode('utf-8')))
    with open(os.path.join(out, 'truth.jsonl'), 'w', encoding='utf-8') as f:
        for t in truth:
            f.write(json.dumps(t, ensure_ascii=False) + '\n')
    with open(os.path.join(out, 'meta.jsonl'), 'w', encoding='utf-8') as f:
        for m in meta:
            f.write(json.dumps(m, ensure_ascii=False) + '\n')
    ratio = sorted(v / max(1, w) for _, _, _, v, w in pages)
    print('wrote %d pages to %s' % (len(pages), out))
    print('buckets %s; languages %s; declared %d/60; undeclared pages without <article>: %d'
          % (summary['buckets'], summary['langs'], summary['declared'], summary['no_article_undeclared']))
    print('systems (%d): %s' % (len(summary['systems']), ', '.join(summary['systems'])))
    print('visible words / truth words: min %.1f, median %.1f, max %.1f' % (ratio[0], ratio[len(ratio) // 2], ratio[-1]))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
