#!/usr/bin/env python3
"""news-pages-4: 60 invented news stories rendered in the markup of 30 publishing systems.

usage: python3 gen.py OUT_DIR

Writes OUT_DIR/pages/<id>.html.gz, OUT_DIR/truth.jsonl and OUT_DIR/meta.jsonl after verifying
every page (see README.md). Exits non-zero with "VERIFICATION FAILED: ..." before writing anything
if a check fails. Python 3 standard library only; all randomness comes from random.Random(page_id).
"""
import datetime as dt
import gzip
import json
import os
import re
import sys
from collections import Counter
from html.parser import HTMLParser
from urllib.parse import urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import PARTS, SOCIAL, Ctx, parse_body, slugify, truth_blocks, words  # noqa: E402
import systems_a as A  # noqa: E402
import systems_b as B  # noqa: E402
import systems_c as C  # noqa: E402
from stories_en import STORIES as EN_STORIES  # noqa: E402
from stories_intl import STORIES as INTL_STORIES  # noqa: E402
import pools  # noqa: E402


def site(name, domain, city, address, tz='-05:00', host=None, img=None, **kw):
    d = dict(name=name, legal_name=kw.pop('legal_name', name), domain=domain, host=host or 'www.' + domain, city=city,
             address=address, tz=tz, social=kw.pop('social', slugify(name).replace('-', '')[:15]),
             adunit=kw.pop('adunit', str(21000000 + len(domain) * 7919)), phone=kw.pop('phone', '(555) 010-4477'),
             cdn=kw.pop('cdn', 'static.' + domain), tagline=kw.pop('tagline', ''), short=kw.pop('short', name),
             admin=kw.pop('admin', 'Site Admin'), owner_line=kw.pop('owner_line', ''), temp=kw.pop('temp', 60),
             partner=kw.pop('partner', 'a partner newsroom'))
    d['img'] = img or ('https://' + d['host'] + '/wp-content/uploads/{y}/{m}/{name}-{w}x{h}.jpg')
    d.update(kw)
    return d


WP = lambda sec, slug, num, d: f'/{d:%Y/%m/%d}/{slug}/'

# tpl -> (system description, render function, site, path(sec, slug, num, dt))
SYSTEMS = {
    'naviga': ('Naviga Web (Newsroom CMS, formerly Newscycle)', A.r_naviga,
               site('The Kettle Valley Courier', 'kvcourier.com', 'Ashford Falls', '214 Depot Street, Ashford Falls, WA 99001', '-08:00',
                    img='https://media.kvcourier.com/images/{name}-{w}x{h}.jpg', tagline='Serving the Kettle Valley since 1911'),
               lambda sec, slug, num, d: f'/news/{d:%Y%m%d}/{slug}'),
    'avada': ('WordPress + Avada theme (Fusion Builder)', A.r_avada,
              site('Lakeshore Ledger', 'lakeshoreledger.com', 'Lakeshore', 'PO Box 118, 40 Shore Drive, Lakeshore, MI 49000', '-04:00',
                   tagline='Independent news for the Lakeshore communities since 1987.'), lambda sec, slug, num, d: f'/{slug}/'),
    'divi': ('WordPress + Divi theme (Elegant Themes)', A.r_divi,
             site('The Pine Hollow Gazette', 'pinehollowgazette.com', 'Pine Hollow', '12 Main Street, Pine Hollow, PA 16900'),
             lambda sec, slug, num, d: f'/{d:%Y/%m}/{slug}/'),
    'bimber': ('WordPress + Bimber viral magazine theme (bringthepixel)', A.r_bimber,
               site('Buzzhaven', 'buzzhaven.net', 'Millfield', '77 Canal Street, Suite 3, Millfield, OH 43000'),
               lambda sec, slug, num, d: f'/{sec}/{slug}/'),
    'smartmag': ('WordPress + SmartMag theme (ThemeSphere)', A.r_smartmag,
                 site('Tri-County Sentinel', 'tricountysentinel.com', 'Harrow Valley', '509 Commerce Way, Harrow Valley, NY 13000',
                      tagline='News, sports and obituaries from Harrow, Carlton and Fairview counties.'), WP),
    'foxiz': ('WordPress + Foxiz news theme (Theme-Ruby)', A.r_foxiz,
              site('Coastline Daily', 'coastlinedaily.news', 'Coastline', '300 Harbor Blvd, Coastline, OR 97000', '-07:00',
                   tagline='Your daily news from the coast.'), lambda sec, slug, num, d: f'/{sec}/{slug}/'),
    'colormag': ('WordPress + ColorMag theme (ThemeGrill)', A.r_colormag,
                 site('Marlow Valley Times', 'marlowvalleytimes.com', 'Marlow Valley', '18 Church Lane, Marlow Valley, VT 05000',
                      tagline='The valley’s independent weekly'), WP),
    'cnn': ('CNN-style in-house stack (Stellar/vossi components)', B.r_cnn,
            site('National Wire Network', 'nwn-news.com', 'Atlanta', '190 Marietta Street NW, Atlanta, GA 30303', '-04:00',
                 img='https://media.nwn-news.com/api/v1/images/stellar/prod/{name}.jpg?w={w}&h={h}&q=w_{w},c_fill',
                 legal_name='National Wire Network, Inc.', owner_line='All Rights Reserved. NWN Sans ™ &amp; © 2016 National Wire Network.'),
            lambda sec, slug, num, d: f'/{d:%Y/%m/%d}/{sec}/{slug}/index.html'),
    'nyt': ('NYT-style React app (StoryBodyCompanionColumn, css-* classes)', B.r_nyt,
            site('The Hudson Standard', 'hudsonstandard.com', 'New York', '620 Eighth Avenue, New York, NY 10018', '-04:00',
                 img='https://static01.hudsonstandard.com/images/{y}/{m}/{name}/{name}-superJumbo.jpg?quality=75&width={w}',
                 legal_name='The Hudson Standard Company'), lambda sec, slug, num, d: f'/{d:%Y/%m/%d}/{sec}/{slug}.html'),
    'reuters': ('Reuters-style wire site (article-body__content, Fusion app)', B.r_reuters,
                site('Tidewater', 'tidewaterwire.com', 'London', '5 Canada Square, London E14 5AQ', '+00:00',
                     img='https://www.tidewaterwire.com/resizer/v2/{name}.jpg?auth=9f3c&width={w}&quality=80',
                     legal_name='Tidewater Wire Ltd.', heads=pools.BUSINESS), lambda sec, slug, num, d: f'/{sec}/{slug}-{d:%Y-%m-%d}/'),
    'chorus': ('Vox Media Chorus (c-entry-content)', B.r_chorus,
               site('The Circuit', 'thecircuit.media', 'New York', '85 Broad Street, New York, NY 10004', '-04:00',
                    img='https://cdn.thecircuit.media/thumbor/{name}/{w}x{h}/filters:format(webp)/cdn.thecircuit.media/uploads/chorus_asset/file/{name}.jpg',
                    legal_name='Vantage Media, LLC', heads=pools.TECH), lambda sec, slug, num, d: f'/{d.year}/{d.month}/{d.day}/{num}/{slug}'),
    'forbes': ('Forbes-style contributor network (article-body fs-article)', B.r_forbes,
               site('Capital Ledger', 'capitalledger.com', 'Jersey City', '499 Washington Blvd, Jersey City, NJ 07310', '-04:00',
                    img='https://imageio.capitalledger.com/specials-images/imageserve/{name}/{w}x{h}.jpg?fit=scale',
                    legal_name='Capital Ledger Media LLC', heads=pools.BUSINESS), lambda sec, slug, num, d: f'/sites/staff/{d:%Y/%m/%d}/{slug}/'),
    'verso': ('Condé Nast Verso (styled-components, ContentHeader*)', B.r_verso,
              site('The Meridian Review', 'meridianreview.com', 'New York', 'One World Plaza, New York, NY 10007', '-04:00',
                   img='https://media.meridianreview.com/photos/{name}/master/w_{w},c_limit/{name}.jpg',
                   legal_name='Meridian Publications LLC', heads=pools.CULTURE), lambda sec, slug, num, d: f'/story/{slug}'),
    'npr': ('NPR-style public radio site (storytext, bucketwrap)', B.r_npr,
            site('Kestrel Public Radio', 'kestrelpublicradio.org', 'Kestrel', '1200 University Avenue, Kestrel, MN 55000', '-05:00',
                 img='https://media.kestrelpublicradio.org/assets/img/{y}/{m}/{name}_wide-{w}.jpg?s=1100', short='WKPR'),
            lambda sec, slug, num, d: f'/{d:%Y/%m/%d}/{num}/{slug}'),
    'axios': ('Axios-style Smart Brevity local newsletter site (Next.js)', B.r_axios,
              site('Briefly', 'brieflylocal.com', 'Riverton', '1100 Grand Avenue, Riverton, IA 50300', '-05:00',
                   img='https://images.brieflylocal.com/{name}=/0x0:{w}x{h}/{w}x{h}/filters:format(webp)/{name}.jpg',
                   legal_name='Briefly Media Inc.', tagline='Smarter, faster local news.'),
              lambda sec, slug, num, d: f'/local/{sec}/{d:%Y/%m/%d}/{slug}'),
    'politico': ('Politico-style (story-text__paragraph, live blog posts)', B.r_politico,
                 site('The Statehouse Report', 'statehousereport.com', 'Lanford', '22 Capitol Square, Suite 400, Lanford', '-05:00',
                      img='https://static.statehousereport.com/dims4/default/{name}/resize/{w}x{h}/quality/90/{name}.jpg',
                      legal_name='Statehouse Report LLC', heads=pools.POLITICS), lambda sec, slug, num, d: f'/news/{d:%Y/%m/%d}/{slug}-{num}'),
    'toi': ('Times of India-style (articleshow, _s30J text with <br>)', B.r_toi,
            site('The Deccan Courier', 'deccancourier.in', 'Pune', 'Courier House, 14 Station Road, Pune 411001', '+05:30',
                 img='https://static.deccancourier.in/thumb/msid-{name},width-{w},height-{h},resizemode-4/{name}.jpg',
                 legal_name='Deccan Courier Publications Pvt. Ltd.', short='Deccan Courier', heads=pools.INDIA),
            lambda sec, slug, num, d: f'/city/{sec.replace("-news", "")}/{slug}/articleshow/{num}.cms'),
    'abcau': ('ABC Australia-style (Next.js, paragraph_paragraph__ classes)', B.r_abcau,
              site('Southern Cross Broadcasting', 'scbnews.com.au', 'Marrangup', '700 Harris Street, Ultimo NSW 2007', '+11:00',
                   img='https://live-production.wcms.scbnews.com.au/{name}?impolicy=wcms_crop_resize&width={w}&height={h}',
                   legal_name='Southern Cross Broadcasting Corporation', heads=pools.AUSTRALIA), lambda sec, slug, num, d: f'/news/{d:%Y-%m-%d}/{slug}/{num}'),
    'postmedia': ('Postmedia-style WordPress VIP newspaper ("Article content" labels)', B.r_postmedia,
                  site('Prairie Sun', 'theprairiesun.ca', 'Westfield', '1450 Railway Avenue, Westfield, SK S0K 0A0', '-06:00',
                       img='https://smartcdn.gprod.theprairiesun.ca/wp-content/uploads/{y}/{m}/{name}.jpg?quality=90&strip=all&w={w}'),
                  lambda sec, slug, num, d: f'/news/{sec}/{slug}'),
    'rails': ('Hand-built Ruby on Rails local paper (Bootstrap, Turbo)', A.r_rails,
              site('The Millbrook Beacon', 'millbrookbeacon.com', 'Millbrook', '9 Chestnut Street, Millbrook, NY 12545',
                   img='https://www.millbrookbeacon.com/rails/active_storage/representations/proxy/{name}/{w}x{h}.jpg'),
              lambda sec, slug, num, d: f'/stories/{num}-{slug}'),
    'ning': ('Ning community network (xg_ modules, layout tables)', A.r_ning,
             site('Harlan Ridge Connect', 'harlanridgeconnect.org', 'Harlan Ridge', 'Harlan Ridge Community Center, 2 Ridge Road, Harlan Ridge, PA 17000',
                  img='https://storage.harlanridgeconnect.org/topology/rest/1.0/file/get/{name}?profile=RESIZE_{w}x{h}',
                  tagline='The online town square for Harlan Ridge neighbors', admin='Deb Kowalski'),
             lambda sec, slug, num, d: f'/profiles/blogs/{slug}'),
    'webflow': ('Webflow CMS collection page (w-richtext, w-dyn-list)', A.r_webflow,
                site('Northgate Dispatch', 'northgatedispatch.co', 'Northgate', '44 Mercer Street, Northgate, WA 98000', '-07:00',
                     img='https://assets.northgatedispatch.co/64f1c2a9e3b0d1/{name}-p-{w}.jpeg',
                     tagline='A nonprofit newsroom covering Northgate’s neighborhoods.'), lambda sec, slug, num, d: f'/post/{slug}'),
    'sz': ('Süddeutsche-style (sz-article, css-* classes)', C.r_sz,
           site('Isarbote', 'isarbote.de', 'München', 'Hultschiner Straße 8, 81677 München', '+02:00',
                img='https://www.isarbote.de/2025/{m}/{name}.jpeg?q=60&fm=webp&width={w}&rect=0,0,{w},{h}',
                legal_name='Isarbote Verlag GmbH', temp=14), lambda sec, slug, num, d: f'/{sec}/{slug}-1.{num}'),
    'mediapart': ('Mediapart-style (news__body, paywall-message)', C.r_mediapart,
                  site('Le Contrepoint', 'lecontrepoint.fr', 'Paris', '8 passage Brulon, 75012 Paris', '+02:00',
                       img='https://www.lecontrepoint.fr/files/styles/large/public/{name}.jpg?w={w}', legal_name='Société éditrice du Contrepoint',
                       tagline='Journal indépendant, sans publicité, financé par ses lecteurs.', temp=18),
                  lambda sec, slug, num, d: f'/journal/{sec}/{d:%d%m%y}/{slug}'),
    'elpais': ('El País-style (a_c, a_t, a_st classes)', C.r_elpais,
               site('El Diario del Turia', 'diarioturia.es', 'València', 'Carrer de Colón 12, 46004 València', '+01:00',
                    img='https://imagenes.diarioturia.es/resizer/v2/{name}.jpg?auth=1c2f&width={w}&height={h}&smart=true',
                    legal_name='Ediciones del Turia S.L.', temp=17), lambda sec, slug, num, d: f'/{sec}/{d:%Y-%m-%d}/{slug}.html'),
    'corriere': ('Corriere-style (chapter-paragraph, title-art-hp)', C.r_corriere,
                 site('Il Corriere del Lario', 'corrieredellario.it', 'Como', 'Via Cesare Cantù 20, 22100 Como', '+02:00',
                      img='https://images2.corrieredellario.it/{y}/{m}/{name}.jpg?v={w}', legal_name='Editoriale Lariana S.p.A.', temp=16),
                 lambda sec, slug, num, d: f'/notizie/{sec}/{d:%y_%m_%d}/{slug}-{num:x}.shtml'),
    'dpg': ('DPG Media-style regional daily (article__paragraph)', C.r_dpg,
            site('Het Noorderdagblad', 'noorderdagblad.nl', 'Groningen', 'Lubeckweg 2, 9723 HE Groningen', '+02:00',
                 img='https://images.noorderdagblad.nl/{name}/crop/{w}x{h}/f/image.jpg', legal_name='Noordmedia B.V.', temp=13),
            lambda sec, slug, num, d: f'/{sec}/{slug}~a{num:x}/'),
    'folha': ('Folha-style (c-news__body, c-content-head)', C.r_folha,
              site('Folha do Planalto', 'folhadoplanalto.com.br', 'Campo Alto', 'Av. Brasil, 1500 - Centro, Campo Alto - GO, 75000-000', '-03:00',
                   img='https://fotos.folhadoplanalto.com.br/{y}/{m}/{name}-{w}x{h}.jpg', legal_name='Empresa Folha do Planalto Ltda.', temp=27),
              lambda sec, slug, num, d: f'/{sec}/{d:%Y/%m}/{slug}.shtml'),
    'schibsted': ('Schibsted/Aftonbladet-style (hyperion-css-*, data-test-id)', C.r_schibsted,
                  site('Norrlandsbladet', 'norrlandsbladet.se', 'Umeå', 'Storgatan 40, 903 26 Umeå', '+02:00',
                       img='https://images.norrlandsbladet.se/images/{name}.jpg?imageId={name}&width={w}&height={h}', temp=8),
                  lambda sec, slug, num, d: f'/{sec}/a/{num:x}Qw/{slug}'),
    'rzecz': ('Rzeczpospolita-style (articleBodyBlock, article--content)', C.r_rzecz,
              site('Gazeta Nadwiślańska', 'gazetanadwislanska.pl', 'Płock', 'ul. Tumska 9, 09-402 Płock', '+02:00',
                   img='https://static.gazetanadwislanska.pl/images/{y}/{m}/{name}-{w}x{h}.jpg', legal_name='Wydawnictwo Nadwiślańskie sp. z o.o.', temp=15),
              lambda sec, slug, num, d: f'/{sec}/art{num}-{slug}'),
}


def build_stories():
    stories = []
    for s in EN_STORIES + INTL_STORIES:
        s = dict(s)
        s.setdefault('lang', 'en')
        s['blocks'] = parse_body(s['body'])
        s['dt'] = dt.datetime.strptime(s['date'], '%Y-%m-%d %H:%M')
        s['num'] = int(s['id'][-4:]) * 97 + 180000
        s['declared'] = not s.get('und', False)
        s['noart'] = s.get('noart', False)
        name, fn, st_site, path = SYSTEMS[s['sys']]
        s['url'] = 'https://' + st_site['host'] + path(slugify(s['section']), slugify(s['h']), s['num'], s['dt'])
        stories.append(s)
    stories.sort(key=lambda x: x['id'])
    return stories


# ---------------------------------------------------------------- verification helpers
SKIP = {'head', 'script', 'style', 'noscript', 'template', 'svg'}
BLOCK = {'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
         'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main',
         'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'body', 'html',
         'caption', 'summary', 'menu', 'hgroup', 'picture', 'video', 'audio', 'textarea', 'button', 'label', 'option', 'select'}


class TextParser(HTMLParser):
    def __init__(self, block_breaks):
        super().__init__(convert_charrefs=True)
        self.bb = block_breaks
        self.skip = 0
        self.out = []
        self.head = {'og_type': [], 'ld': [], 'in_head': False}
        self.canon = []
        self.urls = []
        self.articles = 0
        self._ld = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for k in ('href', 'src', 'action'):
            if k in a and a[k] is not None:
                self.urls.append((tag, k, a[k]))
        if tag == 'link' and (a.get('rel') or '').lower() == 'canonical':
            self.canon.append(a.get('href'))
        if tag == 'article':
            self.articles += 1
        if tag == 'head':
            self.head['in_head'] = True
        if self.head['in_head']:
            if tag == 'meta' and a.get('property') == 'og:type':
                self.head['og_type'].append(a.get('content'))
            if tag == 'script' and (a.get('type') or '') == 'application/ld+json':
                self._ld = []
        if tag in SKIP:
            self.skip += 1
        elif self.bb and tag in BLOCK:
            self.out.append(' ')

    def handle_endtag(self, tag):
        if tag == 'head':
            self.head['in_head'] = False
        if tag == 'script' and self._ld is not None:
            self.head['ld'].append(''.join(self._ld))
            self._ld = None
        if tag in SKIP:
            self.skip = max(0, self.skip - 1)
        elif self.bb and tag in BLOCK:
            self.out.append(' ')

    def handle_data(self, data):
        if self._ld is not None:
            self._ld.append(data)
        if not self.skip:
            self.out.append(data)


ARTICLE_TYPES = {'NewsArticle', 'Article', 'BlogPosting', 'ReportageNews'}


def head_declares(p):
    if any((t or '').strip().lower() == 'article' for t in p.head['og_type']):
        return True
    for raw in p.head['ld']:
        data = json.loads(raw)
        objs = data if isinstance(data, list) else [data]
        for o in list(objs):
            if isinstance(o, dict) and isinstance(o.get('@graph'), list):
                objs.extend(o['@graph'])
        for o in objs:
            if not isinstance(o, dict):
                continue
            t = o.get('@type')
            ts = t if isinstance(t, list) else [t]
            if any(x in ARTICLE_TYPES for x in ts):
                return True
    return False


def url_ok(u, domain):
    if u.startswith('mailto:'):
        return True
    if u.startswith('/') and not u.startswith('//'):
        return True
    sp = urlsplit(u)
    if sp.scheme not in ('http', 'https') or not sp.hostname:
        return False
    h = sp.hostname.lower()
    if h == domain or h.endswith('.' + domain):
        return True
    return any(h == d or h.endswith('.' + d) for d in SOCIAL)


def find_run(hay, needle, start):
    n = len(needle)
    if n == 0:
        return start
    first = needle[0]
    i = start
    while True:
        try:
            i = hay.index(first, i)
        except ValueError:
            return -1
        if hay[i:i + n] == needle:
            return i + n
        i += 1


def length_group(n):
    return 'under 1,000' if n < 1000 else '1,000-1,999' if n < 2000 else '2,000-3,999' if n < 4000 else 'too long'


def fail(msg):
    print('VERIFICATION FAILED: ' + msg, file=sys.stderr)
    sys.exit(1)


def analyse(html, story):
    pa = TextParser(True)
    pa.feed(html)
    pa.close()
    pb = TextParser(False)
    pb.feed(html)
    pb.close()
    return pa, pb


def check_page(story, html, parts, domain):
    sid = story['id']
    pa, pb = analyse(html, story)
    blocks = truth_blocks(story)
    for label, p in (('block-break', pa), ('no-separator', pb)):
        w = words(''.join(p.out))
        pos = 0
        for b in blocks:
            bw = words(b)
            if not bw:
                fail(f'{sid}: empty truth block {b!r}')
            e = find_run(w, bw, pos)
            if e < 0:
                fail(f'{sid}: truth block not found in order ({label} extraction): {b[:80]!r}')
            pos = e
    if head_declares(pa) != story['declared']:
        fail(f'{sid}: head declares article = {head_declares(pa)}, expected {story["declared"]}')
    if len(pa.canon) != 1 or pa.canon[0] != story['url']:
        fail(f'{sid}: canonical links {pa.canon} != [{story["url"]}]')
    for tag, k, u in pa.urls:
        if not url_ok(u, domain):
            fail(f'{sid}: {tag}[{k}] not allowed: {u}')
    if story['noart'] and pa.articles:
        fail(f'{sid}: flagged without <article> but has {pa.articles}')
    bad = set(parts) - set(PARTS)
    if bad:
        fail(f'{sid}: parts outside vocabulary: {bad}')
    total = len(words(''.join(pa.out)))
    sw = sum(len(words(b)) for b in blocks)
    return total, sw, pa.articles


def render(story):
    """Render a page. For short stories the chrome level (ctx.extra) is searched upwards (or downwards)
    until the chrome-to-story word ratio lands in 3.6-5.6; otherwise the level closest to 4.5 within 3-6."""
    name, fn, st_site, path = SYSTEMS[story['sys']]
    sysd = {'path': path, 'name': name}
    short = len('\n\n'.join(truth_blocks(story))) < 1000

    def one(extra):
        ctx = Ctx(story, st_site, sysd, extra)
        html = fn(ctx)
        pa = TextParser(True)
        pa.feed(html)
        return (len(words(''.join(pa.out))) - ctx.words) / ctx.words, html, ctx

    r, html, ctx = one(0)
    if not short:
        return html, ctx
    tried = [(r, html, ctx)]
    step = 1 if r < 3.6 else -1 if r > 5.6 else 0
    extra = 0
    while step and len(tried) < 12:
        extra += step
        r, html, ctx = one(extra)
        tried.append((r, html, ctx))
        if 3.6 <= r <= 5.6 or (step > 0 and r > 5.6) or (step < 0 and r < 3.6):
            break
    good = [t for t in tried if 3.6 <= t[0] <= 5.6]
    if good:
        return good[0][1], good[0][2]
    ok = sorted((t for t in tried if 3.0 <= t[0] <= 6.0), key=lambda t: abs(t[0] - 4.5))
    best = ok[0] if ok else tried[-1]
    return best[1], best[2]


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    out = sys.argv[1]
    stories = build_stories()
    pages, truth, meta, stats = [], [], [], []
    for s in stories:
        html, ctx = render(s)
        domain = SYSTEMS[s['sys']][2]['domain']
        parts = [p for p in PARTS if p in ctx.parts]
        total, sw, narts = check_page(s, html, parts, domain)
        text = '\n\n'.join(truth_blocks(s))
        if len(text) < 1000:
            r = (total - sw) / sw
            if not 3.0 <= r <= 6.0:
                fail(f'{s["id"]}: chrome/story word ratio {r:.2f} outside 3-6 (story {sw} words, page {total})')
        pages.append((s['id'], html))
        truth.append({'id': s['id'], 'url': s['url'], 'source': 'wcxb', 'split': 'test', 'page_type': 'article',
                      'text': text, 'with': [], 'without': []})
        meta.append({'id': s['id'], 'tpl': s['sys'], 'lang': s['lang'], 'declared': s['declared'], 'parts': parts})
        stats.append((s, len(text), total, sw, narts))

    # ---- whole-set checks
    ids = [s['id'] for s in stories]
    if ids != [f'wcxb-{n}' for n in range(3001, 3061)]:
        fail('ids must be wcxb-3001 .. wcxb-3060')
    groups = Counter(length_group(n) for _, n, *_ in stats)
    if groups != Counter({'under 1,000': 24, '1,000-1,999': 20, '2,000-3,999': 16}):
        fail(f'length groups {dict(groups)}')
    langs = Counter(s['lang'] for s in stories)
    want = Counter({'en': 44, 'de': 2, 'fr': 2, 'es': 2, 'it': 2, 'nl': 2, 'pt': 2, 'sv': 2, 'pl': 2})
    if langs != want:
        fail(f'languages {dict(langs)}')
    tpls = Counter(s['sys'] for s in stories)
    if len(tpls) < 25 or max(tpls.values()) > 3:
        fail(f'systems {dict(tpls)}')
    urls = [s['url'] for s in stories]
    if len(set(urls)) != len(urls):
        fail('duplicate URLs')
    und = [s for s in stories if not s['declared']]
    und_noart = [st for st in stats if not st[0]['declared'] and st[4] == 0]
    if len(und) != 18:
        fail(f'{len(und)} undeclared pages, expected 18')
    if len(und_noart) < 8:
        fail(f'only {len(und_noart)} undeclared pages without <article>')

    # ---- write
    os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
    for pid, html in pages:
        with open(os.path.join(out, 'pages', pid + '.html.gz'), 'wb') as f:
            with gzip.GzipFile(filename='', mode='wb', fileobj=f, mtime=0) as g:
                g.write(html.encode('utf-8'))
    with open(os.path.join(out, 'truth.jsonl'), 'w', encoding='utf-8') as f:
        for t in truth:
            f.write(json.dumps(t, ensure_ascii=False) + '\n')
    with open(os.path.join(out, 'meta.jsonl'), 'w', encoding='utf-8') as f:
        for m in meta:
            f.write(json.dumps(m, ensure_ascii=False) + '\n')

    shorts = [(st[2] - st[3]) / st[3] for st in stats if st[1] < 1000]
    multi = sum(1 for st in stats if st[4] > 1)
    print(f'wrote {len(pages)} pages to {out}')
    print('length groups: ' + ', '.join(f'{k}: {groups[k]}' for k in ('under 1,000', '1,000-1,999', '2,000-3,999')))
    print('languages: ' + ', '.join(f'{k}: {v}' for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print(f'declared: {len(stories) - len(und)}, undeclared: {len(und)} (without <article>: {len(und_noart)})')
    print(f'systems: {len(tpls)} (' + ', '.join(f'{k} {v}' for k, v in tpls.items()) + ')')
    print(f'short-story chrome/story word ratio: min {min(shorts):.2f}, max {max(shorts):.2f}, mean {sum(shorts) / len(shorts):.2f}')
    print(f'pages with more than one <article>: {multi}')


if __name__ == '__main__':
    main()
