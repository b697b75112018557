"""Helpers shared by the page templates in systems.py."""
import datetime
import hashlib
import html
import json
import random
import re
import unicodedata

from pools import FILLER, COMMENTS, NAMES, MONTHS, T

LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def esc(s):
    """Escape for text and double-quoted attributes (apostrophes stay raw)."""
    return html.escape(s, quote=False).replace('"', "&quot;")


def inline(s):
    """Escape story text and turn [text](/path) into links."""
    out, pos = [], 0
    for m in LINK.finditer(s):
        out.append(esc(s[pos:m.start()]))
        out.append('<a href="%s">%s</a>' % (esc(m.group(2)), esc(m.group(1))))
        pos = m.end()
    out.append(esc(s[pos:]))
    return "".join(out)


def plain(s):
    return LINK.sub(r"\1", s)


def parse_body(body):
    """Return groups: ("p", text) ("h", text) ("q", text) ("ul", [items])."""
    groups = []
    for chunk in re.split(r"\n\s*\n", body.strip()):
        lines = [l.strip() for l in chunk.strip().split("\n") if l.strip()]
        if all(l.startswith("- ") for l in lines):
            groups.append(("ul", [l[2:].strip() for l in lines]))
            continue
        text = " ".join(lines)
        if text.startswith("## "):
            groups.append(("h", text[3:].strip()))
        elif text.startswith("> "):
            groups.append(("q", text[2:].strip()))
        else:
            groups.append(("p", text))
    return groups


def truth_text(story, groups):
    parts = [story["title"]]
    if story.get("dek"):
        parts.append(story["dek"])
    for kind, val in groups:
        if kind == "ul":
            parts.extend(plain(v) for v in val)
        else:
            parts.append(plain(val))
    return "\n\n".join(parts)


def slugify(s, maxlen=80):
    s = re.sub(r"['\u2019]", "", s)  # WordPress-style: "Dempsey's" -> "dempseys"
    s = unicodedata.normalize("NFKD", s.replace("ł", "l").replace("Ł", "L").replace("ß", "ss"))
    s = s.encode("ascii", "ignore").decode("ascii").lower()
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    if len(s) > maxlen:
        s = s[:maxlen].rsplit("-", 1)[0]
    return s


def seed_for(key):
    return int(hashlib.sha256(key.encode()).hexdigest()[:12], 16)


class Page:
    """Everything a template needs to know about one story + a seeded RNG."""

    def __init__(self, story, site):
        self.s = story
        self.id = story["id"]
        self.num = int(story["id"].split("-")[1])
        self.lang = story["lang"]
        self.site = site
        self.domain = site["domain"]
        self.rng = random.Random(seed_for(story["id"]))
        self.parts = []
        self.declared = story["declared"]
        self.title = story["title"]
        self.dek = story["dek"]
        self.author = story["author"]
        self.section = story["section"]
        self.dt = datetime.datetime.strptime(story["date"], "%Y-%m-%d %H:%M")
        self.groups = parse_body(story["body"])
        self.slug = slugify(self.title)
        self.tags = [t.strip() for t in story["tags"].split(",") if t.strip()]
        cap = story["img"]
        if cap:
            self.caption, self.credit = (cap.split("|", 1) + [""])[:2]
        else:
            self.caption = self.credit = None
        self.url = None
        self._others = None

    # -- bookkeeping -------------------------------------------------------
    def part(self, *names):
        for n in names:
            if n not in self.parts:
                self.parts.append(n)

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(list(seq))

    def t(self, key):
        return T(self.lang, key)

    def abs(self, path):
        return "https://" + self.domain + path

    # -- text measures -----------------------------------------------------
    def words(self):
        n = len(self.title.split())
        for k, v in self.groups:
            n += sum(len(x.split()) for x in (v if k == "ul" else [v]))
        return n

    def minutes(self):
        return max(1, round(self.words() / 220 + 0.3))

    def excerpt(self):
        if self.dek:
            return self.dek
        first = plain(self.groups[0][1])
        return first if len(first) < 200 else first[:197].rsplit(" ", 1)[0] + "…"

    def email(self, name=None):
        name = name or self.author
        bits = slugify(name).split("-")
        return (bits[0][:1] + bits[-1] if len(bits) > 1 else bits[0]) + "@" + self.domain.replace("www.", "")

    # -- dates ---------------------------------------------------------------
    def iso(self, dt=None, tz="-04:00"):
        return (dt or self.dt).strftime("%Y-%m-%dT%H:%M:%S") + tz

    def date_long(self, dt=None, lang=None):
        dt = dt or self.dt
        lang = lang or self.lang
        m = MONTHS[lang][dt.month - 1]
        if lang == "en":
            return "%s %d, %d" % (m, dt.day, dt.year)
        if lang == "de":
            return "%d. %s %d" % (dt.day, m, dt.year)
        if lang in ("es", "pt"):
            return "%d de %s de %d" % (dt.day, m, dt.year)
        return "%d %s %d" % (dt.day, m, dt.year)

    def time_en(self, dt=None, style="ap"):
        dt = dt or self.dt
        h = dt.hour % 12 or 12
        ampm = ("a.m." if dt.hour < 12 else "p.m.") if style == "ap" else ("AM" if dt.hour < 12 else "PM")
        return "%d:%02d %s" % (h, dt.minute, ampm)

    def later(self, hours):
        return self.dt + datetime.timedelta(hours=hours)

    # -- chrome material ---------------------------------------------------
    def others(self, n, mkurl):
        """n teaser dicts for other stories on the same site."""
        if self._others is None:
            pool = list(FILLER[self.site.get("filler", self.lang)])
            self.rng.shuffle(pool)
            self._others = pool
            self._opos = 0
        out = []
        names = NAMES[self.site.get("filler", self.lang)]
        for _ in range(n):
            if self._opos >= len(self._others):
                self._opos = 0
            title, blurb = self._others[self._opos]
            self._opos += 1
            dt = self.dt - datetime.timedelta(hours=self.rng.randint(2, 400), minutes=self.rng.randint(0, 59))
            slug = slugify(title)
            out.append(dict(title=title, blurb=blurb, slug=slug, dt=dt, author=self.rng.choice(names),
                            url=mkurl(slug, dt), img_id=self.rng.randint(1000, 99999)))
        return out

    def comments(self, n):
        pool = list(COMMENTS[self.lang])
        self.rng.shuffle(pool)
        names = list(NAMES[self.site.get("filler", self.lang)])
        self.rng.shuffle(names)
        out = []
        for i in range(min(n, len(pool))):
            dt = self.dt + datetime.timedelta(hours=self.rng.randint(1, 30), minutes=self.rng.randint(0, 59))
            out.append(dict(name=names[i % len(names)], text=pool[i], dt=dt, id=self.rng.randint(10000, 99999)))
        out.sort(key=lambda c: c["dt"])
        return out

    def slots(self, k):
        """Up to k group indices after which inline chrome may be inserted."""
        n = len(self.groups)
        # never right after a subheading, nor between a lead-in ("...:") and its list
        ok = [i for i in range(n - 1) if self.groups[i][0] != "h"
              and not (self.groups[i][0] == "p" and self.groups[i][1].endswith(":"))]
        if not ok:
            return []
        k = min(k, len(ok))
        return sorted(self.rng.sample(ok, k))

    def bio(self):
        return T(self.lang, "bio").format(name=self.author, site=self.site["name"], email=self.email())

    def ago(self, dt, unit_h="hrs", unit_d="days"):
        h = max(1, int((self.dt - dt).total_seconds() // 3600))
        return ("%d %s ago" % (h, unit_h)) if h < 48 else ("%d %s ago" % (h // 24, unit_d))


def render_body(pg, fmt, inserts=None):
    """Render the story groups with per-system markup functions.

    fmt: p(html, i) h(html) ul([html]) q(html); inserts: {group index: html}"""
    out = []
    inserts = inserts or {}
    pi = 0
    for i, (kind, val) in enumerate(pg.groups):
        if kind == "ul":
            out.append(fmt["ul"]([inline(x) for x in val]))
        elif kind == "p":
            out.append(fmt["p"](inline(val), pi))
            pi += 1
        else:
            out.append(fmt[kind](inline(val)))
        if i in inserts:
            out.append(inserts[i])
    return "\n".join(out)


def jsonld(pg, typ="NewsArticle", publisher=None, logo=None, image=None, section=True):
    d = {
        "@context": "https://schema.org",
        "@type": typ,
        "headline": pg.title,
        "datePublished": pg.iso(),
        "dateModified": pg.iso(pg.later(1)),
        "author": [{"@type": "Person", "name": pg.author}],
        "publisher": {"@type": "Organization", "name": publisher or pg.site["name"],
                      "logo": {"@type": "ImageObject", "url": logo or pg.abs("/logo.png")}},
        "mainEntityOfPage": {"@type": "WebPage", "@id": pg.url},
        "description": pg.excerpt(),
        "inLanguage": pg.lang,
    }
    if image:
        d["image"] = [image]
    if section:
        d["articleSection"] = pg.section
    return '<script type="application/ld+json">%s</script>' % json.dumps(d, ensure_ascii=False)


def head(pg, title, css=(), extra="", og=True, ld_type="NewsArticle", image=None, publisher=None,
         logo=None, generator=None, twitter=None, mode=None):
    """Build <head>.  Declared pages get JSON-LD and/or og:type=article."""
    if pg.declared:
        mode = mode or pg.pick(["ld", "og", "both", "both"])
    else:
        mode = "none"
    h = ['<head>', '<meta charset="utf-8">',
         '<meta name="viewport" content="width=device-width, initial-scale=1">',
         '<title>%s</title>' % esc(title),
         '<meta name="description" content="%s">' % esc(pg.excerpt()),
         '<link rel="canonical" href="%s">' % esc(pg.url)]
    if generator:
        h.append('<meta name="generator" content="%s">' % esc(generator))
    for c in css:
        h.append('<link rel="stylesheet" href="%s" media="all">' % esc(c))
    if og:
        h.append('<meta property="og:locale" content="%s">' % {"en": "en_US", "fr": "fr_FR", "nl": "nl_NL", "es": "es_ES",
                                                                  "de": "de_DE", "pl": "pl_PL", "it": "it_IT", "pt": "pt_BR"}[pg.lang])
        if mode in ("og", "both"):
            h.append('<meta property="og:type" content="article">')
        elif pg.chance(0.5):
            h.append('<meta property="og:type" content="website">')
        h.append('<meta property="og:title" content="%s">' % esc(pg.title))
        h.append('<meta property="og:description" content="%s">' % esc(pg.excerpt()))
        h.append('<meta property="og:url" content="%s">' % esc(pg.url))
        h.append('<meta property="og:site_name" content="%s">' % esc(pg.site["name"]))
        if image:
            h.append('<meta property="og:image" content="%s">' % esc(image))
        if mode in ("og", "both"):
            h.append('<meta property="article:published_time" content="%s">' % pg.iso())
            h.append('<meta property="article:section" content="%s">' % esc(pg.section))
        h.append('<meta name="twitter:card" content="summary_large_image">')
        if twitter:
            h.append('<meta name="twitter:site" content="%s">' % esc(twitter))
    if mode in ("ld", "both"):
        h.append(jsonld(pg, ld_type, publisher=publisher, logo=logo, image=image))
    if extra:
        h.append(extra)
    h.append('</head>')
    return "\n".join(h)


def page(lang, head_html, body_attrs, body_html, html_attrs=""):
    return ('<!DOCTYPE html>\n<html lang="%s"%s>\n%s\n<body %s>\n%s\n</body>\n</html>\n'
            % (lang, html_attrs, head_html, body_attrs, body_html))


def cap_credit(pg, sep=" "):
    """caption + credit as plain strings (credit may be empty)."""
    return pg.caption, pg.credit


def ul_links(items, li_cls="", a_cls=""):
    lc = ' class="%s"' % li_cls if li_cls else ""
    ac = ' class="%s"' % a_cls if a_cls else ""
    return "\n".join('<li%s><a%s href="%s">%s</a></li>' % (lc, ac, esc(it["url"]), esc(it["title"])) for it in items)
