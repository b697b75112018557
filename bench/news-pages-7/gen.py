#!/usr/bin/env python3
"""news-pages-7: 60 invented news stories rendered in the markup of 30 publishing systems / site
styles of 2016-2021, with the heavy chrome of those years.

    python3 bench/news-pages-7/gen.py OUT_DIR

Writes OUT_DIR/pages/<id>.html.gz, OUT_DIR/truth.jsonl and OUT_DIR/meta.jsonl. Standard library
only; deterministic (random.Random(page_id), gzip mtime=0). The set is built twice in memory and
compared byte for byte, and every page is verified before anything is written. On failure the
script prints "VERIFICATION FAILED: ..." and exits 1 without writing.
"""

import gzip
import json
import os
import re
import sys
import time

sys.dont_write_bytecode = True  # keep the bench folder free of __pycache__

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
from common import Ctx, norm, visible_lines, DECL_TYPES  # noqa: E402
import stories_a  # noqa: E402
import stories_b  # noqa: E402
import stories_c  # noqa: E402
import systems_a as A  # noqa: E402
import systems_b as B  # noqa: E402
import systems_c as C  # noqa: E402
import systems_d as D  # noqa: E402


class VerificationError(Exception):
    pass


def fail(msg):
    raise VerificationError(msg)


# ---------------------------------------------------------------- sites (one per system)

def site(name, host, img_host, locale, tz, pools, owner, twitter, render, url, href, lang='en', system='', img_dir='images'):
    return dict(name=name, host=host, img_host=img_host, locale=locale, tz=tz, pools=pools, owner=owner, twitter=twitter,
                render=render, url=url, article_href=href, lang=lang, system=system, img_dir=img_dir)


SITES = {
    'foxnews': site('Frontier News Channel', 'www.frontiernewschannel.com', 'a57.frontiernewschannel.com', 'en_US', '-05:00', ['us', 'gen'],
                    'Frontier News Network, LLC', 'FrontierNews', A.fox_render, A.fox_url, A.fox_href,
                    system='Fox News-style cable news site (`article-wrap`, `article-body`, `speakable`, OpenWeb comments, caps app promos)', img_dir='static/images'),
    'nypost': site('Manhattan Courier', 'manhattancourier.com', 'manhattancourier.com', 'en_US', '-04:00', ['us', 'gen'], 'MC Holdings, Inc.', 'ManhattanCourier',
                   A.nyp_render, A.nyp_url, A.nyp_href, system='New York Post-style WordPress VIP (`single__content entry-content`, SEE ALSO modules) and its AMP page', img_dir='wp-content/uploads'),
    'independent': site('The Albion Observer', 'www.albionobserver.co.uk', 'static.albionobserver.co.uk', 'en_GB', '+01:00', ['uk', 'gen'],
                        'Albion Observer Digital News & Media Ltd', 'AlbionObserver', A.ind_render, A.ind_url, A.ind_href,
                        system='Independent-style React site (styled-components `sc-*`, body split by ad wrappers, Viafoura)'),
    'telegraph': site('The Daily Semaphore', 'www.semaphore.co.uk', 'www.semaphore.co.uk', 'en_GB', '+01:00', ['uk', 'gen'], 'Semaphore Media Group Limited', 'DailySemaphore',
                      A.tel_render, A.tel_url, A.tel_href, system='Telegraph-style AEM components (one `component article-body-text` per paragraph, premium markers)', img_dir='content/dam'),
    'msn': site('Nimbus News', 'www.nimbusportal.com', 'img-s.nimbusportal.com', 'en_US', '-05:00', ['us', 'gen'], 'Nimbus Digital', 'NimbusNews',
                A.msn_render, A.msn_url, A.msn_href, system='MSN-style portal syndication (React `data-component="text-block"` per paragraph, partner attribution)'),
    'newsweek': site('The Global Week', 'www.theglobalweek.com', 'd.theglobalweek.com', 'en_US', '-05:00', ['us', 'biz', 'gen'], 'The Global Week Digital LLC', 'GlobalWeek',
                     A.nw_render, A.nw_url, A.nw_href, system='Newsweek-style (`article-body v_text paywall`, "Read more" boxes, JW-style player)', img_dir='en/full'),
    'thehill': site('The Rotunda', 'therotunda.com', 'therotunda.com', 'en_US', '-04:00', ['us', 'gen'], 'Rotunda Media LLC', 'TheRotunda',
                    A.hill_render, A.hill_url, A.hill_href, system='The Hill-style WordPress (CUBE CSS `article__text | body-copy | flow`, Disqus, wire copyright line)', img_dir='wp-content/uploads'),
    'cnbc': site('MBN Business', 'www.mbnbusiness.com', 'image.mbnbusiness.com', 'en_US', '-04:00', ['biz', 'us'], 'MBN LLC', 'MBNBusiness',
                 A.cnbc_render, A.cnbc_url, A.cnbc_href, system='CNBC-style (`ArticleBody-articleBody`, Key Points, paragraphs in `div.group`)', img_dir='api/v1/image'),
    'marketwatch': site('TickerWatch', 'www.tickerwatch.com', 'images.tickerwatch.com', 'en_US', '-05:00', ['biz', 'us'], 'TickerWatch, Inc.', 'TickerWatch',
                        B.mw_render, B.mw_url, B.mw_href, system='MarketWatch-style (`article__body article-wrap`, quote chips, "Read:" lines)', img_dir='im'),
    'sinclair': site('KSBN 12', 'ksbn12.com', 'static.ksbn12.com', 'en_US', '-08:00', ['us', 'gen'], 'Inland Broadcasting Group', 'KSBN12',
                     B.sbg_render, B.sbg_url, B.sbg_href, system='Sinclair-style local TV (React CSS modules `index-module_*`, weather alert bar, live banner) and its AMP page'),
    'dw': site('RW', 'www.rheinwelle.com', 'static.rheinwelle.com', 'en_GB', '+01:00', ['eu', 'gen'], 'Rheinwelle', 'rwnews',
               B.dw_render, B.dw_url, B.dw_href, system='Deutsche Welle-style international broadcaster (`col3`, `longText`, "Read more:" lines, meta list after the body)', img_dir='image'),
    'euronews': site('Eurovista', 'www.eurovista.news', 'static.eurovista.news', 'en_GB', '+01:00', ['eu', 'gen'], 'Eurovista', 'eurovista',
                     B.en_render, B.en_url, B.en_href, system='Euronews-style (`c-article-content js-article-content`, Didomi; one `<section>` per text block on 9024)', img_dir='articles/stories'),
    'irishtimes': site('The Liffey Times', 'www.liffeytimes.ie', 'www.liffeytimes.ie', 'en_IE', '+00:00', ['ie', 'uk'], 'The Liffey Times DAC', 'LiffeyTimes',
                       B.it_render, B.it_url, B.it_href, system='Irish Times-style (`article_bodycopy`, `p.no_name`; 9026 in the older table layout)', img_dir='polopoly_fs'),
    'thehindu': site('The Coromandel Chronicle', 'www.coromandelchronicle.in', 'www.coromandelchronicle.in', 'en_IN', '+05:30', ['sa'], 'The Coromandel Chronicle Publishing Company Ltd.', 'CoromandelChron',
                     B.hindu_render, B.hindu_url, B.hindu_href, system='The Hindu-style (`content-body-*`, intro, "Printable version" line, comment policy)', img_dir='migration_catalog'),
    'dawn': site('Daybreak', 'www.daybreak.com.pk', 'i.daybreak.com.pk', 'en_PK', '+05:00', ['sa'], 'Daybreak Media Group', 'daybreak_com',
                 B.dawn_render, B.dawn_url, B.dawn_href, system='Dawn-style (headline in `h2.story__title`, `story__content` utility classes, "Published in" print note)', img_dir='primary'),
    'smh': site('The Port Jackson Herald', 'www.pjherald.com.au', 'static.pjherald.com.au', 'en_AU', '+10:00', ['au', 'gen'], 'The Port Jackson Herald', 'pjherald',
                B.smh_render, B.smh_url, B.smh_href, system='Sydney Morning Herald/Nine-style React (hashed `_1665V`-like classes, `data-testid`, related-article asides)', img_dir='images'),
    'newscomau': site('OzWire', 'www.ozwire.com.au', 'content.api.ozwire.com.au', 'en_AU', '+10:00', ['au', 'gen'], 'OzWire Pty Ltd', 'ozwire',
                      C.nca_render, C.nca_url, C.nca_href, system='news.com.au-style News Corp Australia (`story-content`, READ MORE / RELATED caps lines) and its AMP page'),
    'globemail': site('The Dominion Ledger', 'www.dominionledger.ca', 'www.dominionledger.ca', 'en_CA', '-05:00', ['ca', 'biz'], 'The Dominion Ledger Inc.', 'dominionledger',
                      C.gm_render, C.gm_url, C.gm_href, system='Globe and Mail-style (`c-article-body__text`, "Story continues below advertisement", Report an error)', img_dir='resizer'),
    'torstar': site('The Harbourfront Star', 'www.harbourfrontstar.ca', 'images.harbourfrontstar.ca', 'en_CA', '-05:00', ['ca', 'gen'], 'Harbourfront Star Newspapers Ltd.', 'hfstar',
                    C.star_render, C.star_url, C.star_href, system='Toronto Star-style (`c-article-body__content`, `p.text-block-container`, Viafoura "Conversation")', img_dir='content/dam'),
    'techcrunch': site('SeedBeat', 'seedbeat.com', 'seedbeat.com', 'en_US', '-04:00', ['tech', 'biz'], 'SeedBeat Media', 'seedbeat',
                       C.tc_render, C.tc_url, C.tc_href, system='TechCrunch-style WordPress VIP (`article-content`, company profile card, `post-block` river)', img_dir='wp-content/uploads'),
    'engadget': site('Kilobyte', 'www.kilobyte.news', 's.kilobyte.news', 'en_US', '-04:00', ['tech'], 'Kilobyte Media', 'kilobyte',
                     C.eg_render, C.eg_url, C.eg_href, system='Engadget-style (2016-2019 `o-article_block`, `article-text c-gray-1`, `th-meta`, affiliate disclaimer, OpenWeb comments)', img_dir='os/creatr-uploaded-images'),
    'salon': site('The Parlor', 'www.theparlor.com', 'media.theparlor.com', 'en_US', '-04:00', ['us', 'gen'], 'The Parlor Media Group Inc.', 'theparlor',
                  C.salon_render, C.salon_url, C.salon_href, system='Salon-style (`article-body`, "Advertisement:" labels, writer bio, Disqus)', img_dir='wp-content/uploads'),
    'newsmag': site('Bluegrass Beacon', 'bluegrassbeacon.com', 'bluegrassbeacon.com', 'en_US', '-04:00', ['gen', 'us'], 'Bluegrass Beacon LLC', 'bgbeacon',
                    C.nm_render, C.nm_url, C.nm_href, system='WordPress + Newsmag theme by tagDiv (`td-post-content`, mega menu, `td_block_related_posts`)', img_dir='wp-content/uploads'),
    'dnn': site('Cedar County Courier', 'www.cedarcountycourier.com', 'www.cedarcountycourier.com', 'en_US', '-05:00', ['gen'], 'Cedar County Courier', 'cedarcourier',
                D.dnn_render, D.dnn_url, D.dnn_href, system='DotNetNuke with EasyDNNnews on a table skin (ASP.NET form, `<br /><br />` paragraphs)', img_dir='Portals/0'),
    'typepad': site('The Pawtucket Post', 'pawtucketpost.typepad.com', 'pawtucketpost.typepad.com', 'en_US', '-05:00', ['gen'], 'The Pawtucket Post', 'pawtucketpost',
                    D.tp_render, D.tp_url, D.tp_href, system='Typepad blog (`entry-body`, headline in `h3.entry-header`, TrackBack, sidebar modules)', img_dir='.a'),
    'concrete5': site('The Kennebec Record', 'www.kennebecrecord.org', 'www.kennebecrecord.org', 'en_US', '-04:00', ['gen'], 'The Kennebec Record', 'kennebecrecord',
                      D.c5_render, D.c5_url, D.c5_href, system='concrete5 8 nonprofit newsroom (page title/byline block, content blocks split by underwriting, Conversation block)', img_dir='application/files'),
    'bild': site('KNALL', 'www.knall.de', 'images.knall.de', 'de_DE', '+01:00', ['de'], 'Nordlicht Medien GmbH', 'knall',
                 D.bild_render, D.bild_url, D.bild_href, lang='de', system='Bild-style tabloid (`div.txt`, kicker, "Lesen Sie auch", KNALLplus teaser)', img_dir='bilder/mobile'),
    'leparisien': site('Le Francilien', 'www.lefrancilien.fr', 'www.lefrancilien.fr', 'fr_FR', '+01:00', ['fr'], 'Le Francilien', 'lefrancilien',
                       D.lp_render, D.lp_url, D.lp_href, lang='fr', system='Le Parisien-style (`article-section`, `p.paragraph text_align_left`, "À lire aussi", Didomi)', img_dir='resizer'),
    'lavanguardia': site('La Atalaya', 'www.laatalaya.es', 'www.laatalaya.es', 'es_ES', '+01:00', ['es'], 'La Atalaya Ediciones, S.L.', 'laatalaya',
                         D.lv_render, D.lv_url, D.lv_href, lang='es', system='La Vanguardia-style (`article-modules`, `p.paragraph`, `epigraph`, "Lee también" modules)', img_dir='files/article_main'),
    'ilfatto': site('Il Punto Quotidiano', 'www.ilpuntoquotidiano.it', 'st.ilpuntoquotidiano.it', 'it_IT', '+01:00', ['it'], 'SEIP S.p.A.', 'ilpuntoq',
                    D.if_render, D.if_url, D.if_href, lang='it', system='Il Fatto Quotidiano-style WordPress (`article-body`, "Leggi anche", supporter box, Disqus)', img_dir='wp-content/uploads'),
}

# ---------------------------------------------------------------- page table
# num, tpl, length group, <article>?, JSON-LD article type (None = none), og:type (None = no Open Graph), AMP?, unusual body container

U, M1, M2, LG = 'under-1000', '1000-1999', '2000-3999', '4000-8000'
NA = 'NewsArticle'

PAGES = [
    (9001, 'foxnews', U, True, NA, 'article', False, None),
    (9002, 'foxnews', M2, True, NA, 'article', False, None),
    (9003, 'nypost', M1, True, NA, 'article', False, None),
    (9004, 'nypost', U, True, NA, 'article', True, None),
    (9005, 'independent', LG, True, NA, 'article', False, 'ad-split'),
    (9006, 'independent', M1, True, NA, 'article', False, None),
    (9007, 'telegraph', M2, True, NA, 'article', False, None),
    (9008, 'telegraph', LG, True, NA, 'article', False, None),
    (9009, 'msn', M1, True, NA, 'article', False, 'text-block'),
    (9010, 'msn', U, True, None, 'website', False, 'text-block'),
    (9011, 'newsweek', LG, True, NA, 'article', False, None),
    (9012, 'newsweek', M2, True, NA, 'article', False, None),
    (9013, 'thehill', U, True, NA, 'article', False, None),
    (9014, 'thehill', M2, True, None, 'article', False, None),
    (9015, 'cnbc', U, True, NA, 'article', False, None),
    (9016, 'cnbc', LG, True, NA, 'article', False, 'groups'),
    (9017, 'marketwatch', U, True, NA, 'article', False, None),
    (9018, 'marketwatch', M2, True, None, 'website', False, None),
    (9019, 'sinclair', U, True, NA, 'article', True, None),
    (9020, 'sinclair', M1, False, None, 'article', False, None),
    (9021, 'dw', LG, True, NA, 'article', False, None),
    (9022, 'dw', M1, True, None, 'website', False, None),
    (9023, 'euronews', M2, True, NA, 'article', False, None),
    (9024, 'euronews', LG, True, NA, 'article', False, 'sections'),
    (9025, 'irishtimes', M2, True, NA, 'article', False, None),
    (9026, 'irishtimes', M1, False, None, 'article', False, None),
    (9027, 'thehindu', M2, False, None, None, False, None),
    (9028, 'thehindu', M1, True, NA, 'article', False, None),
    (9029, 'dawn', LG, True, NA, 'article', False, None),
    (9030, 'dawn', U, False, None, 'website', False, None),
    (9031, 'smh', LG, True, NA, 'article', False, None),
    (9032, 'smh', M2, True, NA, 'article', False, None),
    (9033, 'newscomau', M1, True, NA, 'article', False, None),
    (9034, 'newscomau', U, True, NA, 'article', True, None),
    (9035, 'globemail', LG, True, NA, 'article', False, None),
    (9036, 'globemail', M2, True, None, 'article', False, None),
    (9037, 'torstar', M2, True, NA, 'article', False, None),
    (9038, 'torstar', M1, True, None, 'website', False, None),
    (9039, 'techcrunch', M2, True, 'Article', 'article', False, None),
    (9040, 'techcrunch', LG, True, 'BlogPosting', 'article', False, None),
    (9041, 'engadget', M1, True, NA, 'article', False, None),
    (9042, 'engadget', M2, True, None, 'website', False, None),
    (9043, 'salon', LG, True, NA, 'article', False, None),
    (9044, 'salon', M2, True, NA, 'article', False, None),
    (9045, 'newsmag', M1, True, 'Article', 'article', False, None),
    (9046, 'newsmag', U, True, None, 'website', False, None),
    (9047, 'dnn', M1, False, None, 'article', False, 'br'),
    (9048, 'dnn', U, False, None, None, False, 'br'),
    (9049, 'typepad', M2, False, None, None, False, None),
    (9050, 'typepad', M1, False, None, 'article', False, None),
    (9051, 'concrete5', LG, False, None, 'article', False, None),
    (9052, 'concrete5', M1, False, None, 'website', False, 'divs'),
    (9053, 'bild', U, True, NA, 'article', False, None),
    (9054, 'bild', M2, True, NA, 'article', False, None),
    (9055, 'leparisien', M1, True, NA, 'article', False, None),
    (9056, 'leparisien', LG, True, NA, 'article', False, None),
    (9057, 'lavanguardia', M2, True, NA, 'article', False, None),
    (9058, 'lavanguardia', M1, True, None, 'article', False, None),
    (9059, 'ilfatto', LG, True, NA, 'article', False, None),
    (9060, 'ilfatto', M2, True, 'Article', 'article', False, None),
]

PLANNED_GROUPS = {U: 12, M1: 16, M2: 18, LG: 14}

STORIES = {}
for _m in (stories_a, stories_b, stories_c):
    STORIES.update(_m.STORIES)


def length_group(n):
    if n < 1000:
        return U
    if n < 2000:
        return M1
    if n < 4000:
        return M2
    if n <= 8000:
        return LG
    return 'over-8000'


# ---------------------------------------------------------------- head read-back

def head_of(html_text):
    m = re.search(r'<head[^>]*>(.*?)</head>', html_text, re.S)
    return m.group(1) if m else ''


def declared_in(head_html):
    og = re.findall(r'<meta property="og:type" content="([^"]*)"', head_html)
    if 'article' in og:
        return True
    for block in re.findall(r'<script type="application/ld\+json">(.*?)</script>', head_html, re.S):
        obj = json.loads(block.replace('<\\/', '</'))
        nodes = obj.get('@graph', [obj]) if isinstance(obj, dict) else obj
        for n in nodes:
            t = n.get('@type')
            ts = t if isinstance(t, list) else [t]
            if any(x in DECL_TYPES for x in ts):
                return True
    return False


def expected_declared(page):
    return page['og'] == 'article' or page['ld'] in DECL_TYPES


# ---------------------------------------------------------------- with / without

def phrase(rng, text, lo=6, hi=10):
    words = text.split()
    n = min(len(words), rng.randint(lo, hi))
    start = rng.randint(0, len(words) - n)
    return ' '.join(words[start:start + n])


def pick_with(ctx, body_lines):
    rng = ctx.rng
    cands = [ln for ln in body_lines if len(ln.split()) >= 10]
    k = min(len(cands), rng.randint(3, 5))
    out = []
    for j in range(k):
        seg = cands[j * len(cands) // k:(j + 1) * len(cands) // k]
        out.append(phrase(rng, seg[rng.randrange(len(seg))]))
    return out


def pick_without(ctx, text):
    rng = ctx.rng
    kinds = []
    by_kind = {}
    for kind, t in ctx.chrome:
        if len(t.split()) < 6 or t in text:
            continue
        if kind not in by_kind:
            by_kind[kind] = []
            kinds.append(kind)
        if t not in by_kind[kind]:
            by_kind[kind].append(t)
    order = kinds[:]
    rng.shuffle(order)
    k = min(len(order), rng.randint(3, 5))
    out = []
    for kind in order[:k]:
        ts = by_kind[kind]
        p = phrase(rng, ts[rng.randrange(len(ts))])
        if p not in text and p not in out:
            out.append(p)
    return out


# ---------------------------------------------------------------- build + verify

def build():
    files = {}
    truth_rows, meta_rows = [], []
    stats = []
    for num, tpl, group, art, ld, og, amp, unusual in PAGES:
        page = dict(num=num, tpl=tpl, group=group, art=art, ld=ld, og=og, amp=amp, unusual=unusual)
        st = STORIES[num]
        s_site = SITES[tpl]
        if st['lang'] != s_site['lang']:
            fail('%d: story language %s does not match site %s' % (num, st['lang'], s_site['lang']))
        ctx = Ctx(page, s_site, st)
        ctx.url = s_site['url'](ctx)
        html_text = s_site['render'](ctx)
        lines = ctx.truth()
        text = '\n\n'.join(lines)
        n_meta = len(ctx.meta_lines)
        n_dek = len(ctx.dek_lines)
        body_lines = lines[1 + n_meta + n_dek:]
        with_ = pick_with(ctx, body_lines)
        without = pick_without(ctx, text)
        pid = ctx.pid
        declared = declared_in(head_of(html_text))
        verify_page(pid, page, ctx, html_text, lines, text, with_, without, declared)
        vis = visible_lines(html_text)
        vis_chars = sum(len(v) for v in vis)
        vis_words = sum(len(v.split()) for v in vis)
        t_words = len(text.split())
        stats.append(dict(id=pid, tpl=tpl, lang=st['lang'], group=length_group(len(text)), chars=len(text),
                          chrome_ratio=(vis_chars - len(text.replace('\n\n', ''))) / len(text.replace('\n\n', '')),
                          word_ratio=(vis_words - t_words) / t_words, declared=declared, art=art, amp=amp, unusual=unusual,
                          ld=ld, og=og, meta=list(ctx.meta_lines), dek=n_dek))
        files['pages/%s.html.gz' % pid] = gzip.compress(html_text.encode('utf-8'), compresslevel=9, mtime=0)
        truth_rows.append(json.dumps({'id': pid, 'url': ctx.url, 'source': 'wcxb', 'split': 'test', 'page_type': 'article',
                                      'text': text, 'with': with_, 'without': without}, ensure_ascii=False))
        meta_rows.append(json.dumps({'id': pid, 'tpl': tpl, 'lang': st['lang'], 'declared': declared, 'length': length_group(len(text))}, ensure_ascii=False))
    verify_set(truth_rows, stats)
    files['truth.jsonl'] = ('\n'.join(truth_rows) + '\n').encode('utf-8')
    files['meta.jsonl'] = ('\n'.join(meta_rows) + '\n').encode('utf-8')
    return files, stats


def verify_page(pid, page, ctx, html_text, lines, text, with_, without, declared):
    vis = visible_lines(html_text)
    vis_join = '\n'.join(vis)
    # truth lines: each a whole visible line, in page order
    j = 0
    for t in lines:
        if not t:
            fail('%s: empty truth line' % pid)
        while j < len(vis) and vis[j] != t:
            j += 1
        if j >= len(vis):
            present = t in vis_join
            fail('%s: truth line %s as a whole visible line in order: %r' % (pid, 'present but not' if present else 'not found', t[:90]))
        j += 1
    if len(text) != len('\n\n'.join(lines)):
        fail('%s: text assembly' % pid)
    # with / without
    if not 3 <= len(with_) <= 5:
        fail('%s: %d "with" phrases' % (pid, len(with_)))
    for p in with_:
        if p not in text or p not in vis_join or not 6 <= len(p.split()) <= 10:
            fail('%s: bad "with" phrase %r' % (pid, p))
    if not 3 <= len(without) <= 5:
        fail('%s: %d "without" phrases' % (pid, len(without)))
    for p in without:
        if p in text or p not in vis_join or not 6 <= len(p.split()) <= 10:
            fail('%s: bad "without" phrase %r' % (pid, p))
    # every registered chrome string is visible
    for kind, t in ctx.chrome:
        if t not in vis_join:
            fail('%s: chrome text (%s) not visible: %r' % (pid, kind, t[:80]))
    # canonical
    canon = re.findall(r'<link rel="canonical" href="([^"]*)"', html_text)
    if len(canon) != 1 or canon[0] != ctx.url.replace('&', '&amp;'):
        fail('%s: canonical %r vs %r' % (pid, canon, ctx.url))
    if len(re.findall(r'rel="canonical"', html_text)) != 1:
        fail('%s: more than one canonical' % pid)
    # declaration
    if declared != expected_declared(page):
        fail('%s: declared %s, planned %s' % (pid, declared, expected_declared(page)))
    head_html = head_of(html_text)
    has_ld = 'application/ld+json' in html_text
    if page['art']:
        if '<article' not in html_text:
            fail('%s: planned with <article> but has none' % pid)
    else:
        if '<article' in html_text:
            fail('%s: planned without <article> but has one' % pid)
        if has_ld:
            fail('%s: page without <article> must have no JSON-LD' % pid)
    if page['ld'] and not has_ld:
        fail('%s: planned JSON-LD missing' % pid)
    # AMP
    is_amp = html_text.startswith('<!doctype html>\n<html amp')
    if is_amp != page['amp']:
        fail('%s: AMP flag mismatch' % pid)
    if page['amp'] and ('<amp-img' not in html_text and '<amp-ad' not in html_text):
        fail('%s: AMP page without AMP components' % pid)
    # site name in <title>
    title = re.search(r'<title>(.*?)</title>', head_html, re.S)
    site_name = ctx.site['name']
    og_site = re.findall(r'<meta property="og:site_name" content="([^"]*)"', head_html)
    if not title or (site_name.upper() not in common.html.unescape(title.group(1)).upper() and site_name not in [common.html.unescape(x) for x in og_site]):
        fail('%s: site name neither in <title> nor og:site_name: %r' % (pid, title.group(1) if title else None))
    if ctx.s['hed'] not in common.html.unescape(title.group(1)):
        fail('%s: headline not in <title>' % pid)
    # length group as planned
    g = length_group(len(text))
    if g != page['group']:
        fail('%s: length %d is in group %s, planned %s' % (pid, len(text), g, page['group']))
    # short stories: chrome several times longer than the story
    if g == U:
        story_chars = len(text.replace('\n\n', ''))
        vis_chars = sum(len(v) for v in vis)
        ratio = (vis_chars - story_chars) / story_chars
        if ratio < 3.5:
            fail('%s: chrome only %.2f times the story' % (pid, ratio))
    # no stray placeholders
    for bad in ('lorem ipsum', 'TODO', 'None</', '>None<', '%s', '%d'):
        if bad in html_text:
            fail('%s: stray %r in page' % (pid, bad))


def verify_set(truth_rows, stats):
    ids = [s['id'] for s in stats]
    if ids != ['wcxb-%d' % n for n in range(9001, 9061)]:
        fail('ids are not wcxb-9001 ... wcxb-9060 in order')
    if len(set(ids)) != len(ids):
        fail('duplicate ids')
    urls = [json.loads(r)['url'] for r in truth_rows]
    if len(set(urls)) != len(urls):
        fail('duplicate urls')
    counts = {}
    for s in stats:
        counts[s['group']] = counts.get(s['group'], 0) + 1
    if counts != PLANNED_GROUPS:
        fail('length groups %r, planned %r' % (counts, PLANNED_GROUPS))
    non_en = sum(1 for s in stats if s['lang'] != 'en')
    if non_en > 12:
        fail('%d non-English pages' % non_en)
    tpls = sorted(set(s['tpl'] for s in stats))
    if len(tpls) < 30:
        fail('only %d systems' % len(tpls))
    no_art = [s for s in stats if not s['art']]
    if not 8 <= len(no_art) <= 12:
        fail('%d pages without <article>' % len(no_art))
    amp = sum(1 for s in stats if s['amp'])
    if not 3 <= amp <= 4:
        fail('%d AMP pages' % amp)
    unusual = sum(1 for s in stats if s['unusual'])
    if not 6 <= unusual <= 8:
        fail('%d pages with unusual body containers' % unusual)


def main():
    if len(sys.argv) != 2:
        print('usage: gen.py OUT_DIR', file=sys.stderr)
        return 2
    out = sys.argv[1]
    t0 = time.time()
    try:
        files1, stats = build()
        files2, _ = build()
        if sorted(files1) != sorted(files2) or any(files1[k] != files2[k] for k in files1):
            fail('the two in-memory builds differ')
    except VerificationError as e:
        print('VERIFICATION FAILED: %s' % e)
        return 1
    os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
    for name in sorted(files1):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(files1[name])
    groups = {}
    for s in stats:
        groups[s['group']] = groups.get(s['group'], 0) + 1
    langs = {}
    for s in stats:
        langs[s['lang']] = langs.get(s['lang'], 0) + 1
    chars = [s['chars'] for s in stats]
    short = [s['chrome_ratio'] for s in stats if s['group'] == U]
    wr = sorted(s['word_ratio'] for s in stats)
    print('wrote %d pages to %s' % (len(stats), out))
    print('length groups: ' + ', '.join('%s: %d' % (g, groups.get(g, 0)) for g in (U, M1, M2, LG)))
    print('text chars: min %d, max %d, total %d' % (min(chars), max(chars), sum(chars)))
    print('languages: ' + ', '.join('%s: %d' % (k, langs[k]) for k in sorted(langs, key=lambda x: (-langs[x], x))))
    print('declared: %d, undeclared: %d' % (sum(s['declared'] for s in stats), sum(not s['declared'] for s in stats)))
    print('pages without <article> (and without JSON-LD): ' + ', '.join(s['id'][5:] for s in stats if not s['art']))
    print('AMP pages: ' + ', '.join(s['id'][5:] for s in stats if s['amp']))
    print('unusual body containers: ' + ', '.join('%s (%s)' % (s['id'][5:], s['unusual']) for s in stats if s['unusual']))
    print('chrome/story character ratio, stories under 1,000 chars: min %.2f, max %.2f' % (min(short), max(short)))
    print('chrome/story word ratio, all pages: min %.2f, median %.2f, max %.2f' % (wr[0], wr[len(wr) // 2], wr[-1]))
    print('systems: %d' % len(set(s['tpl'] for s in stats)))
    print('time: %.1fs' % (time.time() - t0))
    return 0


if __name__ == '__main__':
    sys.exit(main())
