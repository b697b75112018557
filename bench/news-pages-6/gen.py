#!/usr/bin/env python3
"""news-pages-6: 60 invented news stories of real-world length in the markup of 30 publishing systems.

Usage: python3 bench/news-pages-6/gen.py OUT_DIR
"""
import gzip
import io
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common as C  # noqa: E402
import systems_a  # noqa: E402
import systems_b  # noqa: E402
import systems_c  # noqa: E402
import stories_en1  # noqa: E402
import stories_en2  # noqa: E402
import stories_intl  # noqa: E402

RENDER = {}
SYSDESC = {}
for mod in (systems_a, systems_b, systems_c):
    RENDER.update(mod.RENDER)
    SYSDESC.update(mod.DESC)

# tpl -> invented site
SITES = {
    "atlantic": dict(name="The Meridian Monthly", domain="meridianmonthly.com", tz="-05:00"),
    "toi": dict(name="The Carmel Post", domain="carmelpost.co.il", tz="+02:00", img="static.carmelpost.co.il"),
    "scmp": dict(name="Pearl River Morning Post", domain="prmpost.com", tz="+08:00", img="cdn.prmpost.com"),
    "straits": dict(name="The Strait Herald", domain="straitherald.sg", tz="+08:00", img="static1.straitherald.sg"),
    "jt": dict(name="The Kansai Observer", domain="kansaiobserver.jp", tz="+09:00", img="cdn.kansaiobserver.jp"),
    "kh": dict(name="The Han River Herald", domain="hanriverherald.kr", tz="+09:00", img="res.hanriverherald.kr"),
    "hubspot": dict(name="Gridline Energy Report", domain="gridlinereport.com", tz="-06:00",
                    img="cdn2.gridlinereport.com"),
    "neve": dict(name="Wabash Valley Voice", domain="wabashvalleyvoice.com", tz="-05:00", host="wabashvalleyvoice.com",
                 img="wabashvalleyvoice.com"),
    "blocksy": dict(name="The Okanagan Owl", domain="okanaganowl.ca", tz="-07:00", host="okanaganowl.ca",
                    img="okanaganowl.ca"),
    "covernews": dict(name="Eko Daily Wire", domain="ekodailywire.ng", tz="+01:00", host="ekodailywire.ng",
                      img="ekodailywire.ng"),
    "kinja": dict(name="Gearhound", domain="gearhound.com", tz="-05:00", host="gearhound.com", img="i.gearhound.com"),
    "huffpost": dict(name="The Daily Commons", domain="dailycommons.com", tz="-05:00", img="img.dailycommons.com"),
    "sky": dict(name="Northstar News", domain="northstarnews.co.uk", tz="+00:00", host="news.northstarnews.co.uk",
                img="e3.northstarnews.co.uk"),
    "insider": dict(name="Boardroom Brief", domain="boardroombrief.com", tz="-05:00", img="i.boardroombrief.com"),
    "conversation": dict(name="The Faculty Room", domain="thefacultyroom.org", tz="+10:00",
                         host="thefacultyroom.org", img="images.thefacultyroom.org"),
    "beehiiv": dict(name="The Harbour Letter", domain="theharbourletter.com", tz="-04:00", host="theharbourletter.com",
                    img="media.theharbourletter.com"),
    "weebly": dict(name="Millhaven Community News", domain="millhavennews.org", tz="-06:00",
                   img="www.millhavennews.org"),
    "ee": dict(name="The Alpine Sentinel", domain="alpinesentinel.com", tz="-07:00", img="www.alpinesentinel.com"),
    "mt": dict(name="Bayou Weekly", domain="bayouweekly.com", tz="-06:00", img="www.bayouweekly.com"),
    "rte": dict(name="Sruth News", domain="sruthnews.ie", tz="+00:00", img="img.sruthnews.ie"),
    "zeit": dict(name="Die Elbwoche", domain="elbwoche.de", tz="+01:00", img="img.elbwoche.de"),
    "tagesschau": dict(name="Südwelle Nachrichten", domain="suedwelle.de", tz="+01:00", img="images.suedwelle.de"),
    "figaro": dict(name="Le Quotidien du Rhône", domain="quotidiendurhone.fr", tz="+01:00",
                   img="i.quotidiendurhone.fr"),
    "ouest": dict(name="L'Écho de l'Armor", domain="echodelarmor.fr", tz="+01:00", img="media.echodelarmor.fr"),
    "clarin": dict(name="El Heraldo Pampeano", domain="heraldopampeano.com.ar", tz="-03:00",
                   img="images.heraldopampeano.com.ar"),
    "repubblica": dict(name="La Voce dell'Adige", domain="vocedelladige.it", tz="+01:00", img="img.vocedelladige.it"),
    "nrc": dict(name="Het Zuiderlicht", domain="zuiderlicht.nl", tz="+01:00", img="images.zuiderlicht.nl"),
    "svt": dict(name="Västkustnytt", domain="vastkustnytt.se", tz="+01:00", img="bilder.vastkustnytt.se"),
    "publico": dict(name="Diário do Tejo", domain="diariodotejo.pt", tz="+00:00", img="imagens.diariodotejo.pt"),
    "wyborcza": dict(name="Kurier Warty", domain="kurierwarty.pl", tz="+01:00", img="bi.kurierwarty.pl"),
}

# id -> (tpl, flags). decl: og+ld | og | ld | ld-noog | graph | graph-none | website | none
PAGES = {
    8001: ("atlantic", dict(decl="og+ld")), 8002: ("atlantic", dict(decl="og+ld")),
    8003: ("toi", dict(decl="og+ld")), 8004: ("toi", dict(decl="og")),
    8005: ("scmp", dict(decl="og+ld")), 8006: ("scmp", dict(decl="website")),
    8007: ("straits", dict(decl="og+ld", amphtml=True)), 8008: ("straits", dict(decl="ld", amp=True)),
    8009: ("jt", dict(decl="og+ld")), 8010: ("jt", dict(decl="website")),
    8011: ("kh", dict(decl="website")), 8012: ("kh", dict(decl="none")),
    8013: ("hubspot", dict(decl="og+ld")), 8014: ("hubspot", dict(decl="og")),
    8015: ("neve", dict(decl="graph-none")), 8016: ("neve", dict(decl="graph")),
    8017: ("blocksy", dict(decl="graph")), 8018: ("blocksy", dict(decl="graph-none")),
    8019: ("covernews", dict(decl="og+ld")), 8020: ("covernews", dict(decl="website")),
    8021: ("kinja", dict(decl="og+ld")), 8022: ("kinja", dict(decl="ld-noog")),
    8023: ("huffpost", dict(decl="og+ld")), 8024: ("huffpost", dict(decl="og+ld")),
    8025: ("sky", dict(decl="og+ld", amphtml=True)), 8026: ("sky", dict(decl="og+ld", amp=True)),
    8027: ("insider", dict(decl="og+ld")), 8028: ("insider", dict(decl="ld")),
    8029: ("conversation", dict(decl="og+ld")), 8030: ("conversation", dict(decl="og+ld")),
    8031: ("beehiiv", dict(decl="og")), 8032: ("beehiiv", dict(decl="website")),
    8033: ("weebly", dict(decl="website")), 8034: ("weebly", dict(decl="none")),
    8035: ("ee", dict(decl="none")), 8036: ("ee", dict(decl="website")),
    8037: ("mt", dict(decl="og+ld")), 8038: ("mt", dict(decl="none")),
    8039: ("rte", dict(decl="og+ld")), 8040: ("rte", dict(decl="og+ld")),
    8041: ("zeit", dict(decl="og+ld")), 8042: ("zeit", dict(decl="og+ld")),
    8043: ("tagesschau", dict(decl="og+ld")), 8044: ("tagesschau", dict(decl="website")),
    8045: ("figaro", dict(decl="og+ld")), 8046: ("figaro", dict(decl="og+ld")),
    8047: ("ouest", dict(decl="og+ld", amphtml=True)), 8048: ("ouest", dict(decl="og+ld", amp=True)),
    8049: ("clarin", dict(decl="og+ld")), 8050: ("clarin", dict(decl="website")),
    8051: ("repubblica", dict(decl="og+ld")), 8052: ("repubblica", dict(decl="og")),
    8053: ("nrc", dict(decl="og+ld")), 8054: ("nrc", dict(decl="website")),
    8055: ("svt", dict(decl="og+ld")), 8056: ("svt", dict(decl="website")),
    8057: ("publico", dict(decl="og+ld")), 8058: ("publico", dict(decl="ld")),
    8059: ("wyborcza", dict(decl="none")), 8060: ("wyborcza", dict(decl="og+ld")),
}

GROUPS = [("under-1000", 0, 999, 6), ("1000-1999", 1000, 1999, 10), ("2000-3999", 2000, 3999, 22),
          ("4000-8000", 4000, 8000, 22)]


def group_of(n):
    for g, lo, hi, _ in GROUPS:
        if lo <= n <= hi:
            return g
    return "out-of-range(%d)" % n


class Fail(Exception):
    pass


def declared_in_head(doc):
    head = doc.split("</head>", 1)[0]
    if re.search(r'<meta property="og:type" content="article"', head):
        return True
    for m in re.finditer(r'<script type="application/ld\+json">(.*?)</script>', head, re.S):
        d = json.loads(m.group(1).replace("<\\/", "</"))
        nodes = d.get("@graph", [d]) if isinstance(d, dict) else d
        for n in nodes:
            t = n.get("@type")
            t = t if isinstance(t, list) else [t]
            if any(x in C.ARTICLE_TYPES for x in t):
                return True
    return False


def pick_with(ctx, items):
    rng = ctx.rng
    paras = [t for k, t in items[1:] if k == "line" and len(t.split()) >= 9 and t not in ctx.byline_lines]
    n = 3 + rng.randrange(0, 3)
    if len(paras) <= n:
        chosen = paras
    else:
        step = len(paras) / n
        chosen = [paras[int(i * step + rng.random() * step * 0.8)] for i in range(n)]
    out = []
    for p in chosen:
        sents = [s for s in re.split(r"(?<=[.!?…])\s+", p) if len(s.split()) >= 6]
        if not sents:
            sents = [p]
        s = sents[rng.randrange(len(sents))].split()
        k = min(len(s), 6 + rng.randrange(0, 5))
        start = rng.randrange(0, len(s) - k + 1) if len(s) > k else 0
        ph = " ".join(s[start:start + k]).rstrip(",;:—-")
        if ph not in out:
            out.append(ph)
    return out


def pick_without(ctx, text, flat):
    rng = ctx.rng
    bycat = {}
    for cat, ph in ctx.chrome:
        if ph not in text and C.norm(ph) in flat:
            bycat.setdefault(cat, [])
            if ph not in bycat[cat]:
                bycat[cat].append(ph)
    cats = sorted(bycat)
    rng.shuffle(cats)
    out = []
    for c in cats:
        if len(out) >= 5:
            break
        out.append(bycat[c][rng.randrange(len(bycat[c]))])
    if len(out) < 3:
        rest = [p for c in sorted(bycat) for p in bycat[c] if p not in out]
        out += rest[:3 - len(out)]
    return out


def build_one(story, tpl, flags, page_no):
    site = dict(SITES[tpl])
    ctx = C.Ctx(story, site, flags, page_no)
    doc = RENDER[tpl](ctx)
    items = ctx.truth_items()
    text = "\n\n".join(t for _, t in items)
    withs = pick_with(ctx, items)
    withouts = pick_without(ctx, text, " ".join(C.visible_lines(doc)))
    return ctx, doc, items, text, withs, withouts


def verify_page(ctx, doc, items, text, withs, withouts, has_article_flag):
    pid = ctx.id
    lines = C.visible_lines(doc)
    flat = " ".join(lines)
    joined = "\n" + "\n".join(lines) + "\n"
    pos = 0
    for kind, t in items:
        nt = C.norm(t)
        if not nt:
            raise Fail("%s: empty truth line" % pid)
        if kind == "line" and ("\n" + nt + "\n") not in joined:
            raise Fail("%s: truth line is not a whole visible block: %r" % (pid, nt[:80]))
        i = flat.find(nt, pos)
        if i < 0:
            raise Fail("%s: truth line missing or out of order: %r" % (pid, nt[:80]))
        pos = i + len(nt)
    if not (3 <= len(withs) <= 6):
        raise Fail("%s: %d with phrases" % (pid, len(withs)))
    if not (3 <= len(withouts) <= 6):
        raise Fail("%s: %d without phrases" % (pid, len(withouts)))
    for w in withs:
        if w not in text or C.norm(w) not in flat:
            raise Fail("%s: with phrase not found: %r" % (pid, w))
        if not (5 <= len(w.split()) <= 12):
            raise Fail("%s: with phrase length: %r" % (pid, w))
    for w in withouts:
        if w in text or C.norm(w) not in flat:
            raise Fail("%s: without phrase invalid: %r" % (pid, w))
    if len(re.findall(r'<link rel="canonical"', doc)) != 1:
        raise Fail("%s: canonical count" % pid)
    if ('<link rel="canonical" href="%s">' % ctx.url) not in doc:
        raise Fail("%s: canonical differs from url" % pid)
    decl = declared_in_head(doc)
    want = ctx.decl not in ("website", "none", "graph-none")
    if decl != want:
        raise Fail("%s: declared mismatch (head %s, table %s)" % (pid, decl, want))
    hd = doc.split("</head>")[0]
    if ctx.name not in hd and C.esc(ctx.name) not in hd:
        raise Fail("%s: site name missing in head" % pid)
    if "lorem" in text.lower():
        raise Fail("%s: filler text" % pid)
    return decl


def build_all():
    stories = {}
    for mod in (stories_en1, stories_en2, stories_intl):
        for s in mod.STORIES:
            if s["id"] in stories:
                raise Fail("duplicate story id %d" % s["id"])
            stories[s["id"]] = s
    if sorted(stories) != list(range(8001, 8061)):
        raise Fail("story ids are not 8001..8060: %s" % sorted(set(range(8001, 8061)) ^ set(stories)))
    seen_tpl = {}
    out = []
    for pid in range(8001, 8061):
        tpl, flags = PAGES[pid]
        seen_tpl[tpl] = seen_tpl.get(tpl, 0) + 1
        s = stories[pid]
        if s["lang"] != RENDER_LANG(tpl):
            raise Fail("wcxb-%d: language %s does not match system %s" % (pid, s["lang"], tpl))
        ctx, doc, items, text, withs, withouts = build_one(s, tpl, flags, seen_tpl[tpl])
        decl = verify_page(ctx, doc, items, text, withs, withouts, None)
        truth = {"id": ctx.id, "url": ctx.url, "source": "wcxb", "split": "test", "page_type": "article",
                 "text": text, "with": withs, "without": withouts}
        meta = {"id": ctx.id, "tpl": tpl, "lang": ctx.lang, "declared": decl, "length": group_of(len(text))}
        stats = {"chars": len(text), "article": "<article" in doc, "amp": ctx.amp,
                 "ratio": (len(" ".join(C.visible_lines(doc)).split()) - len(text.split())) / len(text.split())}
        out.append((ctx.id, doc, truth, meta, stats))
    return out


def RENDER_LANG(tpl):
    return SITES[tpl].get("lang") or SYSDESC[tpl][2]


def verify_set(out):
    ids = [o[0] for o in out]
    if len(ids) != 60 or len(set(ids)) != 60:
        raise Fail("expected 60 unique ids, got %d (%d unique)" % (len(ids), len(set(ids))))
    if ids != ["wcxb-%d" % i for i in range(8001, 8061)]:
        raise Fail("ids are not wcxb-8001..wcxb-8060")
    urls = [o[2]["url"] for o in out]
    if len(set(urls)) != 60:
        raise Fail("urls are not unique")
    counts = {}
    for o in out:
        g = o[3]["length"]
        counts[g] = counts.get(g, 0) + 1
    for g, lo, hi, want in GROUPS:
        if counts.get(g, 0) != want:
            raise Fail("length group %s: %d pages, want %d (all: %s)" % (g, counts.get(g, 0), want, counts))
    if sum(counts.values()) != 60:
        raise Fail("pages outside the length groups: %s" % counts)
    tpls = {}
    for o in out:
        tpls[o[3]["tpl"]] = tpls.get(o[3]["tpl"], 0) + 1
    if len(tpls) != 30 or set(tpls.values()) != {2}:
        raise Fail("expected 30 systems with 2 pages each: %s" % tpls)
    return counts


def serialise(out):
    files = {}
    for pid, doc, truth, meta, _ in out:
        buf = io.BytesIO()
        with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as g:
            g.write(doc.encode("utf-8"))
        files["pages/%s.html.gz" % pid] = buf.getvalue()
    files["truth.jsonl"] = "".join(json.dumps(o[2], ensure_ascii=False) + "\n" for o in out).encode("utf-8")
    files["meta.jsonl"] = "".join(json.dumps(o[3], ensure_ascii=False) + "\n" for o in out).encode("utf-8")
    return files


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip())
        return 2
    outdir = argv[1]
    try:
        out = build_all()
        counts = verify_set(out)
        files = serialise(out)
        if serialise(build_all()) != files:
            raise Fail("two builds differ")
    except Fail as e:
        print("VERIFICATION FAILED: %s" % e)
        return 1
    os.makedirs(os.path.join(outdir, "pages"), exist_ok=True)
    for name, data in sorted(files.items()):
        with open(os.path.join(outdir, name), "wb") as f:
            f.write(data)
    langs = {}
    for o in out:
        langs[o[3]["lang"]] = langs.get(o[3]["lang"], 0) + 1
    chars = [o[4]["chars"] for o in out]
    print("wrote %d pages to %s" % (len(out), outdir))
    print("length groups: " + ", ".join("%s: %d" % (g, counts[g]) for g, *_ in GROUPS))
    print("text chars: min %d, max %d, total %d" % (min(chars), max(chars), sum(chars)))
    print("languages: " + ", ".join("%s: %d" % (k, v) for k, v in sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
    nd = sum(1 for o in out if o[3]["declared"])
    print("declared: %d, undeclared: %d" % (nd, 60 - nd))
    print("pages without <article>: %s" % ", ".join(o[0][5:] for o in out if not o[4]["article"]))
    print("AMP pages: %s" % ", ".join(o[0][5:] for o in out if o[4]["amp"]))
    sr = [o[4]["ratio"] for o in out if o[4]["chars"] < 1000]
    print("chrome/story word ratio, stories under 1,000 chars: min %.2f, max %.2f" % (min(sr), max(sr)))
    ar = [o[4]["ratio"] for o in out]
    print("chrome/story word ratio, all pages: min %.2f, median %.2f, max %.2f" % (
        min(ar), sorted(ar)[30], max(ar)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
