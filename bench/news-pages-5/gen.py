#!/usr/bin/env python3
"""Build the news-pages-5 benchmark set: 60 invented news stories in the markup of 30 publishing systems.

Usage: python3 bench/news-pages-5/gen.py OUT_DIR

Writes OUT_DIR/pages/<id>.html.gz, OUT_DIR/truth.jsonl and OUT_DIR/meta.jsonl. Everything is verified first
(twice-built, byte-compared); on any failure it prints VERIFICATION FAILED: ... , exits non-zero and writes nothing.
Standard library only; all randomness comes from random.Random(page_id); gzip is written with mtime=0.
"""
import collections
import gzip
import html
import json
import os
import re
import sys
import unicodedata
from html.parser import HTMLParser
from urllib.parse import urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # leave the source folder clean

from common import PARTS, Page, Story  # noqa: E402
from stories_en import STORIES_EN  # noqa: E402
from stories_intl import STORIES_INTL  # noqa: E402
import systems_a  # noqa: E402
import systems_b  # noqa: E402
import systems_c  # noqa: E402

RENDER = dict(systems_a.RENDER, **systems_b.RENDER, **systems_c.RENDER)


def site(name, domain, lang, tz, city, url, other=None, img=None, www=True, **kw):
    base = 'https://%s%s' % ('www.' if www else '', domain)
    d = dict(name=name, domain=domain, base=base, lang=lang, tz=tz, city=city, url=url, other=other or url,
             img=img or 'https://img.%s/{w}x{h}/{key}.jpg' % domain)
    d.update(kw)
    return d


# tpl: (system description, site)
SYSTEMS = collections.OrderedDict([
    ('washpost', ('Washington Post-style Next.js stack (wpds classes, data-qa attributes)',
                  site('The Capital Sentinel', 'capitalsentinel.com', 'en-US', '-04:00', 'Ellison',
                       '/{sec}/{y}/{m:02d}/{d:02d}/{slug}/', owner='The Capital Sentinel Company',
                       img='https://www.capitalsentinel.com/resizer/v2/{key}.jpg?w={w}&h={h}'))),
    ('wsj', ('WSJ/Dow Jones-style (Emotion css-* classes, data-type="paragraph")',
             site('The Mercantile Journal', 'mercantilejournal.com', 'en-US', '-04:00', 'New York',
                  '/articles/{slug}-{aid}', owner='Mercantile Journal', pool='business', img='https://images.mercantilejournal.com/im-{aid}/{key}?width={w}&height={h}'))),
    ('bloomberg', ('Bloomberg-style (media-ui-* hashed classes, body-content, "Read More:" lines)',
                   site('Ledgerline', 'ledgerline.com', 'en', '+01:00', 'London', '/news/articles/{y}-{m:02d}-{d:02d}/{slug}', pool='business',
                        img='https://assets.ledgerline.com/images/{key}/{w}x{h}.jpg'))),
    ('mailonline', ('MailOnline-style (article-text, mol-para-with-font, RELATED ARTICLES, reader comments)',
                    site('The Evening Courier', 'eveningcourier.co.uk', 'en-GB', '+01:00', 'London', '/news/article-{aid}/{slug}.html',
                         img='https://i.eveningcourier.co.uk/1s/{y}/{m:02d}/{d:02d}/{key}-{w}x{h}.jpg'))),
    ('reach', ('Reach plc-style local site (article-body, READ MORE lines, Viafoura comments)',
               site('Severnside Live', 'severnsidelive.co.uk', 'en-GB', '+01:00', 'Bristol', '/{sec}/{slug}-{aid}',
                    img='https://i2-prod.severnsidelive.co.uk/incoming/article{aid}.ece/ALTERNATES/s{w}/{key}.jpg'))),
    ('cbc', ('CBC-style public broadcaster (detailHeadline, deck, story)',
             site('Maritime Public Broadcasting', 'mpbnews.ca', 'en-CA', '-03:00', 'Halifax', '/{sec}/{slug}-1.{aid}',
                  address='Audience Relations, MPB, P.O. Box 1500, Halifax NS', img='https://i.mpbnews.ca/1.{aid}.{w}x{h}/{key}.jpg'))),
    ('stuff', ('Stuff NZ-style (sics-component__* classes)',
               site('Southern Lakes Herald', 'slherald.co.nz', 'en-NZ', '+12:00', 'Queenstown', '/{sec}/{aid}/{slug}',
                    img='https://resources.slherald.co.nz/images/{key}_{w}x{h}.jpg'))),
    ('ndtv', ('NDTV-style (sp-ttl, pst-by, ins_storybody, "Also Read |")',
              site('Bharat Pulse', 'bharatpulse.in', 'en-IN', '+05:30', 'Pune', '/{sec}/{slug}-{aid}', pool='india',
                   img='https://c.bharatpulse.in/i/{y}-{m:02d}/{key}_{w}x{h}.jpg'))),
    ('aljazeera', ('Al Jazeera-style (wysiwyg--all-content, article-info-block, live-blog cards)',
                   site('Crescent Global', 'crescentglobal.net', 'en', '+00:00', 'Doha', '/{sec}/{y}/{m}/{d}/{slug}', pool='world',
                        img='https://www.crescentglobal.net/wp-content/uploads/{y}/{m:02d}/{key}-{w}x{h}.jpg'))),
    ('elementor', ('WordPress + Elementor Pro theme builder on the Hello theme (no <article>)',
                   site('The Port Ellery Pilot', 'portellerypilot.com', 'en-US', '-06:00', 'Port Ellery', '/{y}/{m:02d}/{d:02d}/{slug}/',
                        img='https://www.portellerypilot.com/wp-content/uploads/{y}/{m:02d}/{key}-{w}x{h}.jpg',
                        tagline='Serving Port Ellery and the North Shore since 1911', address='212 Harbor Road, Port Ellery, MN 55xxx'))),
    ('kadence', ('WordPress + Kadence theme (Rank Math schema)',
                 site('The Marlow Ledger', 'marlowledger.com', 'en-US', '-04:00', 'Marlow', '/{sec}/{slug}/',
                      img='https://www.marlowledger.com/wp-content/uploads/{y}/{m:02d}/{key}-{w}x{h}.jpg',
                      tagline='Marlow’s hometown newspaper', address='40 Court Street, Marlow, OH'))),
    ('oceanwp', ('WordPress + OceanWP theme (page-header h1 plus h2 entry title, AIOSEO)',
                 site('Tri-Valley Times', 'trivalleytimes.net', 'en-US', '-05:00', 'Hollis Valley', '/{slug}/',
                      img='https://www.trivalleytimes.net/wp-content/uploads/{y}/{m:02d}/{key}-{w}x{h}.jpg'))),
    ('cassiopeia', ('Joomla 4 with the Cassiopeia template (com-content-article, microdata only)',
                    site('Brackenridge Online', 'brackenridge-online.org.uk', 'en-GB', '+00:00', 'Brackenridge', '/index.php/{sec}/{slug}',
                         tagline='News, sport and events from Brackenridge village', address='Brackenridge Village Hall, Mill Lane'))),
    ('wagtail', ('Wagtail (Django) nonprofit newsroom (StreamField block-* divs, rich-text)',
                 site('Ferris County Record', 'ferriscountyrecord.org', 'en-US', '-05:00', 'Ferris', '/{sec}/{y}/{m:02d}/{d:02d}/{slug}/',
                      tagline='Nonprofit news for Ferris County', address='PO Box 412, Ferris, MO'))),
    ('craft', ('Craft CMS research-institute newsroom (Matrix c-block--* blocks, SEOmatic graph)',
               site('Halvorsen Institute for Coastal Research', 'halvorsen-institute.org', 'en-US', '-05:00', 'Carrick Bay', '/news/{slug}',
                    address='1 Harbour Road, Carrick Bay'))),
    ('umbraco', ('Umbraco council website (umb-grid, Civic Cookie Control, page feedback)',
                 site('Eastmere District Council', 'eastmere.gov.uk', 'en-GB', '+00:00', 'Eastmere', '/news/{slug}/',
                      address='Eastmere District Council, Council Offices, Market Street, Eastmere EM1 2AB'))),
    ('sitecore', ('Sitecore SXA county government newsroom (component / component-content wrappers)',
                  site('Carrow County, Ohio', 'carrowcounty.gov', 'en-US', '-04:00', 'Linwood', '/newsroom/{y}/{m:02d}/{slug}',
                       address='Carrow County Administration Building, 1100 Harding Highway, Linwood, OH'))),
    ('govuk', ('GOV.UK-style press release (govuk-frontend / gem-c-* components)',
               site('GOV.CARNHOLM', 'gov.carnholm.org', 'en-GB', '+01:00', 'Port Carn', '/government/news/{slug}', short='GOV.CARNHOLM',
                    img='https://assets.gov.carnholm.org/media/{key}/s{w}_{h}.jpg'))),
    ('civicplus', ('CivicPlus CivicEngage News Flash (ASP.NET form, fr-view body, "News Flash" h1)',
                   site('City of Harlow Springs', 'harlowspringsmo.gov', 'en-US', '-05:00', 'Harlow Springs', '/CivicAlerts.aspx?AID={a3}',
                        address='City Hall, 200 E. Main St., Harlow Springs, MO'))),
    ('finalsite', ('Finalsite school district post (fsElement / fsPostElement, no <article>)',
                   site('Pell River Unified School District', 'pellriverusd.org', 'en-US', '-07:00', 'Pell River', '/about-us/news/~post/{slug}-{y}{m:02d}{d:02d}',
                        address='1500 River Road, Pell River, CA'))),
    ('amp', ('AMP article of a local TV station (amp-img, amp-ad, amp-consent, amp-sidebar)',
             site('KVRN 9', 'kvrn9.com', 'en-US', '-07:00', 'Denver', '/{sec}/{y}/{m:02d}/{d:02d}/{slug}/', owner='KVRN-TV, LLC',
                  img='https://www.kvrn9.com/resizer/{w}x{h}/{key}.jpg'))),
    ('tilda', ('Tilda Publishing page (t-rec records, T004 text with <br><br>, no <article>)',
               site('Harbourside Makers Market', 'harbourside-makers.com', 'en-GB', '+01:00', 'Harbourside', '/news/{slug}'))),
    ('lenta', ('Lenta.ru-style (topic-body__*, Yandex RTB slots)',
               site('Северный вестник', 'severvestnik.ru', 'ru-RU', '+03:00', 'Северодвинск', '/news/{y}/{m:02d}/{d:02d}/{slug}/',
                    img='https://icdn.severvestnik.ru/images/{y}/{m:02d}/{d:02d}/{key}_{w}x{h}.jpg'))),
    ('hurriyet', ('Hürriyet-style (news-detail-title, news-detail-spot, "Haberin Devamı" ad labels)',
                  site('Ege Postası', 'egepostasi.com.tr', 'tr-TR', '+03:00', 'İzmir', '/{sec}/{slug}-{aid}',
                       img='https://i.egepostasi.com.tr/{w}x{h}/{key}.jpg'))),
    ('detik', ('Detik-style (detail__body-text itp_bodycontent, "Baca juga" linksisip, parallax ad)',
               site('Kabar Priangan', 'kabarpriangan.id', 'id-ID', '+07:00', 'Bandung', '/{sec}/d-{aid}/{slug}',
                    address='Jl. Braga No. 21, Bandung', img='https://akcdn.kabarpriangan.id/community/media/visual/{y}/{m:02d}/{d:02d}/{key}_{w}x{h}.jpg'))),
    ('idnes', ('iDNES-style (art-full, opener, #art-text bbtext)',
               site('Hlas Podbrdska', 'hlaspodbrdska.cz', 'cs-CZ', '+02:00', 'Hořovice', '/{sec}/{slug}.A{aid}',
                    img='https://1gr.hlaspodbrdska.cz/{y}/{m:02d}/{d:02d}/{key}_{w}x{h}.jpg'))),
    ('dr', ('DR-style public broadcaster (dre-article-*, dre-speech)',
            site('Limfjordsradioen', 'limfjordsradio.dk', 'da-DK', '+02:00', 'Løgstør', '/{sec}/{slug}',
                 address='Limfjordsradioen, Havnegade 4, Løgstør', img='https://asset.limfjordsradio.dk/imagescaler/?file={key}&w={w}&h={h}'))),
    ('nrk', ('NRK-style public broadcaster (article-lead, bylines-container, reference asides)',
             site('Kystradioen', 'kystradio.no', 'nb-NO', '+01:00', 'Ålesund', '/{sec}/{slug}-1.{aid}',
                  img='https://gfx.kystradio.no/{key}/{w}x{h}.jpg'))),
    ('yle', ('Yle-style public broadcaster (yle__article__*)',
             site('Pohjanlahti', 'pohjanlahti.fi', 'fi-FI', '+03:00', 'Kokkola', '/a/74-{aid}',
                  img='https://images.pohjanlahti.fi/w_{w},h_{h}/{key}.jpg'))),
    ('newsup', ('WordPress + Newsup theme (mg-blog-post-box, Yoast graph)',
                site('Gazeta Trivale', 'gazetatrivale.ro', 'ro-RO', '+02:00', 'Pitești', '/{y}/{m:02d}/{d:02d}/{slug}/',
                     img='https://www.gazetatrivale.ro/wp-content/uploads/{y}/{m:02d}/{key}-{w}x{h}.jpg',
                     tagline='Știri din Pitești și Argeș', address='Str. Victoriei 12, Pitești'))),
])

LANG_OF = {'lenta': 'ru', 'hurriyet': 'tr', 'detik': 'id', 'idnes': 'cs', 'dr': 'da', 'nrk': 'nb', 'yle': 'fi', 'newsup': 'ro'}
UNDECLARED = {7020, 7021, 7024, 7025, 7026, 7027, 7028, 7029, 7030, 7031, 7032, 7033, 7034, 7037, 7038, 7039, 7040, 7043, 7044, 7059}
NO_ARTICLE = {7007, 7008, 7015, 7016, 7019, 7020, 7035, 7036, 7045, 7046, 7051, 7052, 7025, 7026, 7037, 7038, 7039, 7040, 7043, 7044}
SOCIAL = {'facebook.com', 'twitter.com', 'x.com', 'api.whatsapp.com', 'chat.whatsapp.com', 'wa.me', 'linkedin.com', 't.me',
          'vk.com', 'instagram.com', 'youtube.com', 'pinterest.com', 'reddit.com'}
EXTRA_HOSTS = {'cdn.ampproject.org'}  # AMP runtime, required by the AMP format
DECL_TYPES = {'NewsArticle', 'Article', 'BlogPosting', 'ReportageNews'}
SKIP = {'head', 'script', 'style', 'noscript', 'template', 'svg', 'title'}
BLOCK = {'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'td', 'th',
         'br', 'section', 'article', 'header', 'footer', 'nav', 'aside', 'main', 'figure', 'figcaption', 'blockquote', 'dl',
         'dt', 'dd', 'form', 'address', 'hr', 'button', 'label', 'option', 'select', 'textarea', 'fieldset', 'legend', 'details',
         'summary', 'body', 'html', 'input', 'img'}
LEVELS = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, 6, 7, 8, 9, 10]
RATIO_TARGET = (3.6, 5.4)      # search window
RATIO_LIMIT = (3.5, 5.5)       # verified bounds


class Fail(Exception):
    pass


def build_stories():
    out = []
    for d in STORIES_EN + STORIES_INTL:
        num = int(d['id'].split('-')[1])
        tpl = list(SYSTEMS)[(num - 7001) // 2]
        d = dict(d, tpl=tpl, lang=LANG_OF.get(tpl, 'en'), declared=num not in UNDECLARED, noart=num in NO_ARTICLE)
        out.append(Story(d))
    return out


# ---------------------------------------------------------------- page analysis

class Analyzer(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skip = 0
        self.stack = []
        self.chunks = []
        self.heads = collections.defaultdict(list)
        self.open_heads = []
        self.canonical = []
        self.og_type = []
        self.ld = []
        self.in_ld = False
        self.urls = []
        self.articles = 0
        self.in_head = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in SKIP and tag not in ('br',):
            self.skip += 1
            if tag == 'script' and (a.get('type') or '') == 'application/ld+json':
                self.in_ld = True
                self.ld.append('')
        if tag == 'article':
            self.articles += 1
        if tag == 'link' and (a.get('rel') or '').lower() == 'canonical':
            self.canonical.append(a.get('href'))
        if tag == 'meta' and a.get('property') == 'og:type':
            self.og_type.append(a.get('content'))
        for k in ('href', 'src', 'action'):
            if a.get(k) is not None:
                self.urls.append(a[k])
        if tag in BLOCK:
            self.chunks.append('\n')
        if tag in ('h1', 'h2', 'h3') and not self.skip:
            self.open_heads.append((tag, []))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag in SKIP:
            self.skip -= 1

    def handle_endtag(self, tag):
        if tag in SKIP:
            self.skip = max(0, self.skip - 1)
            if tag == 'script':
                self.in_ld = False
        if tag in BLOCK:
            self.chunks.append('\n')
        if tag in ('h1', 'h2', 'h3') and self.open_heads and self.open_heads[-1][0] == tag:
            t, buf = self.open_heads.pop()
            self.heads[t].append(''.join(buf))

    def handle_data(self, data):
        if self.in_ld:
            self.ld[-1] += data
            return
        if self.skip:
            return
        self.chunks.append(data)
        for _, buf in self.open_heads:
            buf.append(data)


def words(text):
    return re.findall(r'\w+', unicodedata.normalize('NFKC', text).casefold())


def glued_text(page):
    """Tag removal that inserts no separator (markup that glues words together shows up here)."""
    t = re.sub(r'<!--.*?-->', '', page, flags=re.S)
    t = re.sub(r'<(head|script|style|noscript|template|svg|title)\b.*?</\1\s*>', '', t, flags=re.S | re.I)
    t = re.sub(r'<[^>]+>', '', t)
    return html.unescape(t)


def find_run(tokens, sub, start):
    n = len(sub)
    first = sub[0]
    i = start
    while True:
        try:
            i = tokens.index(first, i)
        except ValueError:
            return -1
        if tokens[i:i + n] == sub:
            return i
        i += 1


def check_order(tokens, blocks, label, sid):
    pos = 0
    for b in blocks:
        sub = words(b)
        i = find_run(tokens, sub, pos)
        if i < 0:
            raise Fail('%s: truth block not found in order (%s): %r' % (sid, label, b[:80]))
        pos = i + len(sub)


def ld_types(raw):
    out = set()
    for chunk in raw:
        try:
            obj = json.loads(chunk)
        except ValueError:
            raise Fail('invalid JSON-LD')
        objs = obj if isinstance(obj, list) else [obj]
        for o in objs:
            for node in [o] + list(o.get('@graph', [])):
                t = node.get('@type')
                out.update(t if isinstance(t, list) else [t])
    return out


def analyze(story, url, page, site_):
    a = Analyzer()
    a.feed(page)
    a.close()
    text = ''.join(a.chunks)
    tokens = words(text)
    blocks = story.truth_blocks()
    check_order(tokens, blocks, 'block breaks', story.id)
    check_order(words(glued_text(page)), blocks, 'no separators', story.id)
    if a.canonical != [url]:
        raise Fail('%s: canonical links %r, expected exactly [%s]' % (story.id, a.canonical, url))
    og_article = 'article' in a.og_type
    types = ld_types(a.ld)
    declared = og_article or bool(types & DECL_TYPES)
    if declared != story.declared:
        raise Fail('%s: declared is %s in the head, %s in the table (og:type %r, JSON-LD %r)' % (story.id, declared, story.declared, a.og_type, sorted(t for t in types if t)))
    if story.noart != (a.articles == 0):
        raise Fail('%s: <article> count %d does not match the no-article flag %s' % (story.id, a.articles, story.noart))
    for u in a.urls:
        if u == '' or u.startswith(('/', '#', '?', './', 'mailto:')) and not u.startswith('//'):
            continue
        host = urlsplit(u).netloc.lower()
        if not host:
            raise Fail('%s: unexpected URL %r' % (story.id, u))
        bare = host[4:] if host.startswith('www.') else host
        if host == site_['domain'] or host.endswith('.' + site_['domain']) or bare in SOCIAL or host in EXTRA_HOSTS:
            continue
        raise Fail('%s: URL outside the site and the social networks: %r' % (story.id, u))
    truth_words = sum(len(words(b)) for b in blocks)
    return dict(tokens=len(tokens), truth_words=truth_words, heads=a.heads, articles=a.articles,
                og=a.og_type, types=types)


def render_page(story, level):
    tpl = story.tpl
    pg = Page(story, SYSTEMS[tpl][1], level)
    page = RENDER[tpl](pg)
    return pg, page


def build():
    stories = build_stories()
    results = []
    for st in stories:
        short = len(st.text()) < 1000
        chosen = None
        tried = []
        for level in (LEVELS if short else [0]):
            pg, page = render_page(st, level)
            info = analyze(st, pg.url, page, pg.site)
            ratio = (info['tokens'] - info['truth_words']) / info['truth_words']
            tried.append((level, ratio, pg, page, info))
            if not short or RATIO_TARGET[0] <= ratio <= RATIO_TARGET[1]:
                chosen = tried[-1]
                break
        if chosen is None:
            ok = [t for t in tried if RATIO_LIMIT[0] <= t[1] <= RATIO_LIMIT[1]]
            if not ok:
                raise Fail('%s: no chrome level gives a chrome/story ratio in %s (tried %s)'
                           % (st.id, RATIO_LIMIT, ', '.join('%d:%.2f' % (t[0], t[1]) for t in tried)))
            chosen = min(ok, key=lambda t: abs(t[1] - 4.5))
        level, ratio, pg, page, info = chosen
        head_tokens = words(st.headline)
        if not any(words(h) == head_tokens for h in info['heads'].get(pg.headline_tag, [])):
            raise Fail('%s: headline not found in an <%s>' % (st.id, pg.headline_tag))
        bad = pg.parts - set(PARTS)
        if bad:
            raise Fail('%s: unknown parts %s' % (st.id, bad))
        results.append(dict(story=st, url=pg.url, page=page, parts=[p for p in PARTS if p in pg.parts], level=level,
                            ratio=ratio, info=info, headline_tag=pg.headline_tag))
    return results


def serialize(results):
    files = collections.OrderedDict()
    truth, meta = [], []
    for r in results:
        st = r['story']
        files['pages/%s.html.gz' % st.id] = gzip.compress(r['page'].encode('utf-8'), compresslevel=9, mtime=0)
        truth.append(json.dumps(collections.OrderedDict([
            ('id', st.id), ('url', r['url']), ('source', 'wcxb'), ('split', 'test'), ('page_type', 'article'),
            ('text', st.text()), ('with', []), ('without', [])]), ensure_ascii=False))
        meta.append(json.dumps(collections.OrderedDict([
            ('id', st.id), ('tpl', st.tpl), ('lang', st.lang), ('declared', st.declared), ('parts', r['parts'])]), ensure_ascii=False))
    files['truth.jsonl'] = ('\n'.join(truth) + '\n').encode('utf-8')
    files['meta.jsonl'] = ('\n'.join(meta) + '\n').encode('utf-8')
    return files


def verify_set(results):
    ids = [r['story'].id for r in results]
    if ids != ['wcxb-%d' % n for n in range(7001, 7061)]:
        raise Fail('ids are not wcxb-7001 … wcxb-7060 in order')
    lens = [len(r['story'].text()) for r in results]
    groups = (sum(n < 1000 for n in lens), sum(1000 <= n < 2000 for n in lens), sum(2000 <= n < 4000 for n in lens))
    if groups != (24, 20, 16):
        raise Fail('length groups %s, expected (24, 20, 16)' % (groups,))
    langs = collections.Counter(r['story'].lang for r in results)
    want = {'en': 44, 'ru': 2, 'tr': 2, 'id': 2, 'cs': 2, 'da': 2, 'nb': 2, 'fi': 2, 'ro': 2}
    if dict(langs) != want:
        raise Fail('languages %s, expected %s' % (dict(langs), want))
    decl = sum(r['story'].declared for r in results)
    noart_und = sum(1 for r in results if not r['story'].declared and r['info']['articles'] == 0)
    if decl != 40:
        raise Fail('%d declared pages, expected 40' % decl)
    if not 7 <= noart_und <= 10:
        raise Fail('%d undeclared pages without <article>, expected about 8' % noart_und)
    tpls = collections.Counter(r['story'].tpl for r in results)
    if len(tpls) != 30 or set(tpls.values()) != {2}:
        raise Fail('systems %s, expected 30 systems with 2 pages each' % dict(tpls))
    urls = [r['url'] for r in results]
    if len(set(urls)) != len(urls):
        raise Fail('duplicate URLs')
    for r in results:
        if len(r['story'].text()) < 1000 and not RATIO_LIMIT[0] <= r['ratio'] <= RATIO_LIMIT[1]:
            raise Fail('%s: chrome/story ratio %.2f outside %s' % (r['story'].id, r['ratio'], RATIO_LIMIT))
    return groups, langs, decl, noart_und, tpls


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out_dir = argv[1]
    try:
        results = build()
        groups, langs, decl, noart_und, tpls = verify_set(results)
        files = serialize(results)
        again = serialize(build())
        if list(files) != list(again) or any(files[k] != again[k] for k in files):
            raise Fail('two builds differ')
    except Fail as e:
        print('VERIFICATION FAILED: %s' % e)
        return 1
    except Exception as e:  # a bug in a template is a failed verification too: nothing is written
        print('VERIFICATION FAILED: %s: %s' % (type(e).__name__, e))
        return 1
    os.makedirs(os.path.join(out_dir, 'pages'), exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(out_dir, name), 'wb') as f:
            f.write(data)
    shorts = [r['ratio'] for r in results if len(r['story'].text()) < 1000]
    multi = sum(1 for r in results if r['info']['articles'] > 1)
    print('wrote %d pages to %s' % (len(results), out_dir))
    print('length groups: under 1,000: %d, 1,000-1,999: %d, 2,000-3,999: %d' % groups)
    print('languages: %s' % ', '.join('%s: %d' % (k, langs[k]) for k in ['en', 'ru', 'tr', 'id', 'cs', 'da', 'nb', 'fi', 'ro']))
    print('declared: %d, undeclared: %d (without <article>: %d)' % (decl, len(results) - decl, noart_und))
    print('systems: %d (%s)' % (len(tpls), ', '.join('%s %d' % (k, v) for k, v in tpls.items())))
    print('short-story chrome/story word ratio: min %.2f, max %.2f, mean %.2f' % (min(shorts), max(shorts), sum(shorts) / len(shorts)))
    print('pages with more than one <article>: %d' % multi)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
