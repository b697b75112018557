#!/usr/bin/env python3
"""Generate the news-pages-2 benchmark.

    python3 gen.py OUT_DIR

writes OUT_DIR/pages/<id>.html.gz, OUT_DIR/truth.jsonl and OUT_DIR/meta.jsonl.
Standard library only; output is deterministic (every random choice comes
from a random.Random seeded with the page id).

Every page is checked before anything is written: the ground-truth text must
appear, block by block and in order, in the page's visible text, and the
declared/undeclared flag must match what the <head> actually contains.
Any failure aborts with a non-zero exit status.
"""
import gzip
import io
import json
import os
import re
import sys
from collections import Counter
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Page, truth_text  # noqa: E402
from stories import STORIES  # noqa: E402
from systems import TEMPLATES, site_for  # noqa: E402

EXPECTED_BUCKETS = {"short": 25, "medium": 20, "long": 15}
EXPECTED_DECLARED = 45


# --------------------------------------------------------------------------- visible text
class VisibleText(HTMLParser):
    """Collects text a browser would render (roughly): everything in <body>
    outside script/style/noscript/template/svg, with entities unescaped."""

    SKIP = {"head", "script", "style", "noscript", "template", "svg", "title"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.chunks = []
        self.title = None
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        if tag == "title" and self.title is None:
            self._in_title = True
        if tag in self.SKIP:
            self.depth += 1

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False
        if tag in self.SKIP and self.depth > 0:
            self.depth -= 1

    def handle_data(self, data):
        if self._in_title:
            self.title = (self.title or "") + data
        if self.depth == 0:
            self.chunks.append(data)


def words(s):
    return re.findall(r"\w+", s.casefold())


def visible_words(html_text):
    p = VisibleText()
    p.feed(html_text)
    p.close()
    return words(" ".join(p.chunks)), p.title


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


def check_truth_in_page(page_id, truth, html_text):
    toks, title = visible_words(html_text)
    if not title:
        raise SystemExit("%s: page has no <title>" % page_id)
    pos = 0
    for block in truth.split("\n\n"):
        need = words(block)
        if not need:
            raise SystemExit("%s: empty truth block" % page_id)
        at = find_run(toks, need, pos)
        if at < 0:
            raise SystemExit("%s: truth block not found (in order) in visible page text:\n  %r" % (page_id, block[:160]))
        pos = at + len(need)


LD_ARTICLE = re.compile(r'<script type="application/ld\+json">[^<]*"@type": "(NewsArticle|Article)"')
OG_ARTICLE = re.compile(r'<meta property="og:type" content="article">')


def check_declared(page_id, declared, html_text):
    head = html_text.split("</head>", 1)[0]
    has = bool(LD_ARTICLE.search(head) or OG_ARTICLE.search(head))
    if has != declared:
        raise SystemExit("%s: declared=%s but head %s an article declaration" % (page_id, declared, "has" if has else "lacks"))


def bucket(n):
    return "short" if n < 1000 else "medium" if n < 2000 else "long"


# --------------------------------------------------------------------------- main
def build():
    out = []
    seen = set()
    for story in STORIES:
        sid = story["id"]
        if sid in seen:
            raise SystemExit("duplicate id " + sid)
        seen.add(sid)
        name, render = TEMPLATES[story["tpl"]]
        pg = Page(story, site_for(story))
        html_text = render(pg)
        if not pg.url or not pg.url.startswith("https://"):
            raise SystemExit("%s: template did not set a canonical https url" % sid)
        truth = truth_text(story, pg.groups)
        check_truth_in_page(sid, truth, html_text)
        check_declared(sid, story["declared"], html_text)
        if '<link rel="canonical" href="%s">' % pg.url.replace("&", "&amp;") not in html_text:
            raise SystemExit("%s: canonical link missing" % sid)
        out.append(dict(id=sid, html=html_text, url=pg.url, truth=truth, tpl=story["tpl"], lang=story["lang"],
                        declared=story["declared"], parts=list(pg.parts)))
    # corpus-level checks
    buckets = Counter(bucket(len(p["truth"])) for p in out)
    if dict(buckets) != EXPECTED_BUCKETS:
        raise SystemExit("length buckets are %s, expected %s" % (dict(buckets), EXPECTED_BUCKETS))
    nd = sum(p["declared"] for p in out)
    if nd != EXPECTED_DECLARED:
        raise SystemExit("declared pages: %d, expected %d" % (nd, EXPECTED_DECLARED))
    if len(set(p["tpl"] for p in out)) != 20:
        raise SystemExit("expected 20 systems")
    return out


def gz(data):
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as f:
        f.write(data)
    return buf.getvalue()


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().split("\n\n")[1])
        return 2
    out_dir = argv[1]
    pages = build()
    os.makedirs(os.path.join(out_dir, "pages"), exist_ok=True)
    with open(os.path.join(out_dir, "truth.jsonl"), "w", encoding="utf-8") as tf, \
            open(os.path.join(out_dir, "meta.jsonl"), "w", encoding="utf-8") as mf:
        for p in pages:
            with open(os.path.join(out_dir, "pages", p["id"] + ".html.gz"), "wb") as f:
                f.write(gz(p["html"].encode("utf-8")))
            tf.write(json.dumps({"id": p["id"], "url": p["url"], "source": "wcxb", "split": "test", "page_type": "article",
                                 "text": p["truth"], "with": [], "without": []}, ensure_ascii=False) + "\n")
            mf.write(json.dumps({"id": p["id"], "tpl": p["tpl"], "lang": p["lang"], "declared": p["declared"],
                                 "parts": p["parts"]}, ensure_ascii=False) + "\n")
    b = Counter(bucket(len(p["truth"])) for p in pages)
    print("wrote %d pages to %s" % (len(pages), out_dir))
    print("lengths: %s" % ", ".join("%s=%d" % (k, b[k]) for k in ("short", "medium", "long")))
    print("languages: %s" % ", ".join("%s=%d" % kv for kv in sorted(Counter(p["lang"] for p in pages).items())))
    print("declared: %d, undeclared: %d" % (sum(p["declared"] for p in pages), sum(not p["declared"] for p in pages)))
    print("systems: %d" % len(set(p["tpl"] for p in pages)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
