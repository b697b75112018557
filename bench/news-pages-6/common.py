"""Shared machinery: story parsing, truth blocks, page context, <head> builder, chrome builders, visible text."""
import html
import json
import random
import re
import unicodedata
from html.parser import HTMLParser

import lang as LG

YEAR = 2025


def esc(s):
    return html.escape(s, quote=True)


def slugify(s, words=9):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii").lower()
    parts = re.findall(r"[a-z0-9]+", s)
    return "-".join(parts[:words])


# ---------------------------------------------------------------- inline markup
_LINK = re.compile(r"\[\[(.+?)(?:\|(.+?))?\]\]")
_EM = re.compile(r"\*(.+?)\*")


def _esc_em(s):
    return _EM.sub(lambda m: "<em>%s</em>" % m.group(1), esc(s))


def inline_html(s, base="/"):
    out, pos = [], 0
    for m in _LINK.finditer(s):
        out.append(_esc_em(s[pos:m.start()]))
        href = m.group(2) or base + slugify(m.group(1), 6)
        out.append('<a href="%s">%s</a>' % (esc(href), _esc_em(m.group(1))))
        pos = m.end()
    out.append(_esc_em(s[pos:]))
    return "".join(out)


def inline_text(s):
    s = _LINK.sub(lambda m: m.group(1), s)
    return _EM.sub(lambda m: m.group(1), s)


# ---------------------------------------------------------------- story body
def parse_body(body):
    """Blocks: p, h, h3, ul, ol, quote, table, fig, rel, embed, note, q."""
    blocks = []
    for chunk in re.split(r"\n\s*\n", body.strip()):
        lines = [l.strip() for l in chunk.strip().split("\n") if l.strip()]
        f = lines[0]
        if f.startswith("### "):
            blocks.append(("h3", f[4:]))
        elif f.startswith("## "):
            blocks.append(("h", f[3:]))
        elif f.startswith("- "):
            blocks.append(("ul", [l[2:] for l in lines]))
        elif f.startswith("+ "):
            blocks.append(("ol", [l[2:] for l in lines]))
        elif f.startswith("> "):
            blocks.append(("quote", " ".join(l[2:] for l in lines)))
        elif f.startswith("|"):
            blocks.append(("table", [[c.strip() for c in l.strip().strip("|").split("|")] for l in lines]))
        elif f.startswith("[fig] "):
            cap, _, credit = " ".join(lines)[6:].partition("||")
            blocks.append(("fig", (cap.strip(), credit.strip())))
        elif f.startswith("[rel] "):
            blocks.append(("rel", " ".join(lines)[6:].strip()))
        elif f.startswith("[embed] "):
            blocks.append(("embed", [x.strip() for x in " ".join(lines)[8:].split("|")]))
        elif f.startswith("[note] "):
            blocks.append(("note", " ".join(lines)[7:].strip()))
        elif f.startswith("[q] "):
            blocks.append(("q", " ".join(lines)[4:].strip()))
        else:
            blocks.append(("p", " ".join(lines)))
    return blocks


def block_truth(b):
    k, v = b
    if k in ("p", "h", "h3", "quote", "note", "q"):
        return [("line", inline_text(v))]
    if k in ("ul", "ol"):
        return [("line", inline_text(x)) for x in v]
    if k == "table":
        return [("row", " ".join(inline_text(c) for c in r)) for r in v]
    if k == "fig":
        return [("line", inline_text(v[0]))]
    return []


# ---------------------------------------------------------------- visible text
BLOCK_TAGS = set("""p div section article header footer aside nav main h1 h2 h3 h4 h5 h6 ul ol li table tr td th
thead tbody tfoot caption figure figcaption blockquote br hr form fieldset legend label button select option dl dt dd
address pre details summary iframe img input textarea body html amp-img amp-ad amp-carousel amp-sidebar amp-consent
amp-accordion amp-social-share amp-iframe amp-video video audio picture source menu dialog""".split())
SKIP_TAGS = {"head", "title", "script", "style", "noscript", "template", "svg"}


class _VT(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in SKIP_TAGS:
            self.skip += 1
        elif tag in BLOCK_TAGS:
            self.out.append("\n")

    def handle_startendtag(self, tag, attrs):
        if tag in BLOCK_TAGS and tag not in SKIP_TAGS:
            self.out.append("\n")

    def handle_endtag(self, tag):
        if tag in SKIP_TAGS:
            self.skip = max(0, self.skip - 1)
        elif tag in BLOCK_TAGS:
            self.out.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def norm(s):
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", s)).strip()


def visible_lines(doc):
    p = _VT()
    p.feed(doc)
    p.close()
    raw = "".join(p.out)
    return [n for n in (norm(x) for x in raw.split("\n")) if n]


# ---------------------------------------------------------------- icons
ICONS = {
    "facebook": '<svg class="icon icon-facebook" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 8h3V4h-3c-2.8 '
                '0-4 1.7-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.6c0-.4.3-.6.7-.6z"/></svg>',
    "x": '<svg class="icon icon-x" viewBox="0 0 24 24" aria-hidden="true"><path d="M18.2 2h3.4l-7.4 8.5L23 22h-6.8'
         'l-5.3-7-6.1 7H1.4l7.9-9L1 2h7l4.8 6.4zM17 20h1.9L7.1 4H5z"/></svg>',
    "linkedin": '<svg class="icon icon-linkedin" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 3a2 2 0 110 4 2 2'
                ' 0 010-4zM2 9h4v12H2zm7 0h4v1.7c.6-1 2-2 4-2 4 0 5 2.6 5 6V21h-4v-5.6c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 '
                '3.1V21H9z"/></svg>',
    "whatsapp": '<svg class="icon icon-whatsapp" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 00-8.6'
                ' 15.1L2 22l5-1.3A10 10 0 1012 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-'
                '4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.4.6-.5'
                '.5c-.2.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.4 2.4 1.5.3.1.5.1.7-.1l1-1.2c.2-.3.4-.2.7-.1l2 1c.3'
                '.1.5.2.5.3.1.1.1.6-.1 1.2z"/></svg>',
    "mail": '<svg class="icon icon-mail" viewBox="0 0 24 24" aria-hidden="true"><path d="M2 5h20v14H2zm2 2v.5l8 5 8-5V'
            '7zm16 10V9.8l-8 5-8-5V17z"/></svg>',
    "link": '<svg class="icon icon-link" viewBox="0 0 24 24" aria-hidden="true"><path d="M10.6 13.4a1 1 0 010-1.4l3-3a'
            '1 1 0 111.4 1.4l-3 3a1 1 0 01-1.4 0zM8 17a3 3 0 01-2.1-5.1l2-2 1.4 1.4-2 2a1 1 0 001.4 1.4l2-2 1.4 1.4-2'
            ' 2A3 3 0 018 17zm8-10a3 3 0 012.1 5.1l-2 2-1.4-1.4 2-2a1 1 0 00-1.4-1.4l-2 2-1.4-1.4 2-2A3 3 0 0116 7z"/>'
            '</svg>',
    "search": '<svg class="icon icon-search" viewBox="0 0 24 24" aria-hidden="true"><path d="M10 2a8 8 0 016.3 12.9l5.'
              '4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z"/></svg>',
    "menu": '<svg class="icon icon-menu" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 5h18v2H3zm0 6h18v2H3zm0 6h'
            '18v2H3z"/></svg>',
    "user": '<svg class="icon icon-user" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 12a5 5 0 110-10 5 5 0 010'
            ' 10zm0 2c5 0 9 2.5 9 6v2H3v-2c0-3.5 4-6 9-6z"/></svg>',
    "close": '<svg class="icon icon-close" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 3.6L12 10.6l7-7L20.4 5l-'
             '7 7 7 7-1.4 1.4-7-7-7 7L3.6 19l7-7-7-7z"/></svg>',
    "comment": '<svg class="icon icon-comment" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 3h18v13H8l-5 5z"/>'
               '</svg>',
    "bookmark": '<svg class="icon icon-bookmark" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 2h14v20l-7-5-7 5z"'
                '/></svg>',
    "play": '<svg class="icon icon-play" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 3l15 9-15 9z"/></svg>',
}


def icon(n):
    return ICONS[n]


BIO = {
    "en": "{n} is a {beat} reporter at {site}. Before joining the newsroom, {p} spent six years covering local "
          "government and courts. Send tips and documents to the newsroom desk.",
    "de": "{n} ist Redakteurin im Ressort {beat} bei {site}. Zuvor arbeitete {p} als Lokalreporterin und "
          "Korrespondentin im Norden.",
    "fr": "{n} est journaliste au service {beat} de {site}. Auparavant, {p} a couvert la vie locale et les "
          "tribunaux pendant plusieurs années.",
    "es": "{n} es periodista de la sección {beat} de {site}. Antes trabajó en radios y diarios del interior "
          "de la provincia.",
    "it": "{n} è giornalista della redazione {beat} di {site}. In precedenza ha seguito la cronaca locale e la "
          "giudiziaria per diversi quotidiani.",
    "nl": "{n} is verslaggever voor de redactie {beat} van {site}. Eerder werkte {p} als correspondent in "
          "Limburg en Brabant.",
    "sv": "{n} är reporter på {site} och bevakar {beat}. Tidigare har {p} arbetat på lokalradion och som "
          "frilans i Bohuslän.",
    "pt": "{n} é jornalista da secção {beat} do {site}. Antes, trabalhou em rádio local e na imprensa regional.",
    "pl": "{n} jest dziennikarzem działu {beat} w serwisie {site}. Wcześniej pracował w lokalnym radiu i "
          "tygodnikach regionalnych.",
}


# ---------------------------------------------------------------- page context
class Ctx:
    def __init__(self, story, site, flags, page_no):
        self.s = story
        self.id = "wcxb-%d" % story["id"]
        self.num = story["id"]
        self.rng = random.Random(self.id)
        self.lang = story["lang"]
        self.L = LG.L[self.lang]
        self.site = site
        self.flags = flags
        self.page_no = page_no
        self.amp = flags.get("amp", False)
        self.decl = flags.get("decl", "og+ld")
        self.blocks = parse_body(story["body"])
        self.chrome = []
        self.byline_lines = []
        self.byline_before_dek = False
        self.url = None
        self._pool = []
        self._cpool = []
        self.head = story["head"]
        self.dek = story.get("dek", "")
        self.author = story["author"]
        self.date = story["date"]
        self.time = story.get("time", "08:30")
        self.section = story["section"]
        self.tags = story.get("tags", [])
        self.slug = slugify(self.head)

    # -- basics
    @property
    def domain(self):
        return self.site["domain"]

    @property
    def name(self):
        return self.site["name"]

    def abs(self, path):
        return "https://%s%s" % (self.site.get("host", "www." + self.domain), path)

    def dt(self, short=False):
        return LG.fmt_date(self.lang, self.date, short)

    def iso(self, offset_min=0):
        h, m = (int(x) for x in self.time.split(":"))
        t = h * 60 + m + offset_min
        tz = self.site.get("tz", "+00:00")
        return "%sT%02d:%02d:00%s" % (self.date, t // 60 % 24, t % 60, tz)

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def note(self, cat, phrase):
        """Record a chrome phrase (candidate for `without`)."""
        words = phrase.split()
        if len(words) >= 5:
            self.chrome.append((cat, " ".join(words[:10])))

    def person(self):
        f, l = LG.NAMES[self.lang]
        return "%s %s" % (self.pick(f), self.pick(l))

    def headlines(self, n, cat="list"):
        out = []
        while len(out) < n:
            if not self._pool:
                self._pool = list(LG.HEADLINES[self.lang])
                self.rng.shuffle(self._pool)
                self._pool = [h for h in self._pool if h != self.head]
            h = self._pool.pop()
            out.append(h)
            self.note(cat, h)
        return out

    def comments(self, n):
        out = []
        while len(out) < n:
            if not self._cpool:
                self._cpool = list(LG.COMMENTS[self.lang])
                self.rng.shuffle(self._cpool)
            c = self._cpool.pop()
            out.append((self.pick(LG.HANDLES), c, self.rng.randrange(1, 40)))
            self.note("comment", c)
        return out

    def other_date(self, back):
        y, m, d = (int(x) for x in self.date.split("-"))
        d -= back
        while d < 1:
            m -= 1
            d += 30
        if m < 1:
            m, y = m + 12, y - 1
        return LG.fmt_date(self.lang, "%04d-%02d-%02d" % (y, m, min(d, 28)))

    def img(self, path, alt, w, h, cls="", extra=""):
        src = "https://%s%s" % (self.site.get("img", "img." + self.domain), path)
        c = ' class="%s"' % cls if cls else ""
        if self.amp:
            return '<amp-img src="%s" width="%d" height="%d" layout="responsive" alt="%s"%s%s></amp-img>' % (
                src, w, h, esc(alt), c, extra)
        return '<img src="%s" width="%d" height="%d" alt="%s" loading="lazy" decoding="async"%s%s>' % (
            src, w, h, esc(alt), c, extra)

    def img_path(self, name, w=1200, h=675):
        return "/%s/%s/%s-%dx%d.jpg" % (self.date[:4], self.date[5:7], slugify(name, 5), w, h)

    def mark_byline(self, fragment, before_dek=False):
        """The byline/date fragment printed in the story header; its visible text is part of the truth."""
        self.byline_lines = visible_lines(fragment)
        self.byline_before_dek = before_dek
        return fragment

    def insert_points(self, n, min_gap=2):
        idx = [i for i, b in enumerate(self.blocks) if b[0] == "p"][1:-1]
        if not idx:
            return []
        out = []
        step = max(min_gap, len(idx) // (n + 1))
        for k in range(n):
            j = (k + 1) * step + self.rng.randrange(0, 2)
            if j < len(idx) and idx[j] not in out:
                out.append(idx[j])
        return sorted(out)

    # -- truth
    def truth_items(self):
        items = [("line", self.head)]
        if self.byline_before_dek:
            items += [("line", x) for x in self.byline_lines]
        if self.dek:
            items.append(("line", self.dek))
        if not self.byline_before_dek:
            items += [("line", x) for x in self.byline_lines]
        for b in self.blocks:
            items += block_truth(b)
        return items

    def body_text_plain(self):
        return "\n\n".join(t for _, t in self.truth_items()[1:])

    def words(self):
        return len(self.body_text_plain().split())


# ---------------------------------------------------------------- body renderer
def _fig_default(ctx, cap, credit, i):
    cr = '<p class="credit">%s</p>' % esc(credit) if credit else ""
    return '<figure class="inline-figure">%s<figcaption><p class="caption">%s</p>%s</figcaption></figure>' % (
        ctx.img(ctx.img_path(cap, 1024, 683), cap, 1024, 683), inline_html(cap), cr)


def _rel_default(ctx, text, i):
    return '<p class="inline-related"><strong>%s</strong> <a href="%s">%s</a></p>' % (
        esc(ctx.L["related"]), ctx.abs("/" + slugify(text, 7)), esc(text))


def embed_html(ctx, v, cls="embed"):
    kind = v[0]
    if kind == "tweet":
        _, handle, nm, text, date = v
        ctx.note("embed", text)
        if ctx.amp:
            return ('<amp-twitter width="375" height="472" layout="responsive" data-tweetid="18%07d">'
                    '<blockquote placeholder class="twitter-tweet"><p lang="%s">%s</p>&mdash; %s (%s) %s'
                    '</blockquote></amp-twitter>' % (ctx.num * 97, ctx.lang, esc(text), esc(nm), esc(handle),
                                                      esc(date)))
        return ('<div class="%s %s--twitter"><blockquote class="twitter-tweet" data-dnt="true"><p lang="%s" dir="ltr">'
                '%s</p>&mdash; %s (%s) <a href="https://twitter.com/%s/status/18%07d">%s</a></blockquote>'
                '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div>' % (
                    cls, cls, ctx.lang, esc(text), esc(nm), esc(handle), handle.lstrip("@"), ctx.num * 97,
                    esc(date)))
    if kind == "video":
        _, title, dur = v
        ctx.note("embed", title)
        if ctx.amp:
            return ('<amp-video width="640" height="360" layout="responsive" poster="https://img.%s/video/%s.jpg" '
                    'src="https://video.%s/v/%s.mp4" controls><div fallback>%s</div></amp-video>'
                    '<p class="video-title">%s %s · %s</p>' % (
                        ctx.domain, ctx.num, ctx.domain, ctx.num, esc(ctx.L["video"]), esc(ctx.L["video"]),
                        esc(title), dur))
        return ('<div class="%s %s--video" data-video-id="v%d"><div class="video-player"><button class="play" '
                'aria-label="Play">%s</button></div><p class="video-title"><span class="label">%s</span> %s '
                '<span class="duration">%s</span></p></div>' % (cls, cls, ctx.num * 13, icon("play"),
                                                                  esc(ctx.L["video"]), esc(title), dur))
    raise ValueError(kind)


DEFAULT_STY = {
    "p": "<p>{}</p>",
    "h": "<h2>{}</h2>",
    "h3": "<h3>{}</h3>",
    "ul": ("<ul>", "<li>{}</li>", "</ul>"),
    "ol": ("<ol>", "<li>{}</li>", "</ol>"),
    "quote": "<blockquote><p>{}</p></blockquote>",
    "note": '<p class="editors-note"><em>{}</em></p>',
    "q": "<p><strong>{}</strong></p>",
    "table": ('<table>', '<tr>{}</tr>', '<th>{}</th>', '<td>{}</td>', '</table>'),
    "fig": _fig_default,
    "rel": _rel_default,
    "embed": embed_html,
    "wrap": None,
}


def render_body(ctx, sty=None, inserts=None, base=None):
    st = dict(DEFAULT_STY)
    st.update(sty or {})
    inserts = inserts or {}
    base = base or "/%s/" % slugify(ctx.section, 3)
    out = []
    for i, (k, v) in enumerate(ctx.blocks):
        if k in ("p", "h", "h3", "quote", "note", "q"):
            t = st[k]
            h = t(ctx, inline_html(v, base), i) if callable(t) else t.format(inline_html(v, base))
        elif k in ("ul", "ol"):
            a, item, z = st[k]
            h = a + "".join(item.format(inline_html(x, base)) for x in v) + z
        elif k == "table":
            t = st["table"]
            if callable(t):
                h = t(ctx, v)
            else:
                a, tr, th, td, z = t
                rows = [tr.format("".join(th.format(esc(c)) for c in v[0]))]
                rows += [tr.format("".join(td.format(esc(c)) for c in r)) for r in v[1:]]
                h = a + "<thead>" + rows[0] + "</thead><tbody>" + "".join(rows[1:]) + "</tbody>" + z
        elif k == "fig":
            h = st["fig"](ctx, v[0], v[1], i)
        elif k == "rel":
            ctx.note("inline_related", v)
            h = st["rel"](ctx, v, i)
        elif k == "embed":
            h = st["embed"](ctx, v)
        else:
            raise ValueError(k)
        if st["wrap"] and k not in ("rel", "embed"):
            h = st["wrap"].format(h)
        out.append(h)
        if i in inserts:
            out.append(inserts[i])
    return "\n".join(out)


def lead_of(ctx):
    return ctx.dek or inline_text(next(v for k, v in ctx.blocks if k == "p"))[:240]


# ---------------------------------------------------------------- <head>
ARTICLE_TYPES = ("NewsArticle", "Article", "BlogPosting", "ReportageNews")


def ld_article(ctx, typ="NewsArticle", body=False, image=True, extra=None):
    d = {
        "@context": "https://schema.org", "@type": typ, "headline": ctx.head,
        "description": lead_of(ctx), "datePublished": ctx.iso(), "dateModified": ctx.iso(95),
        "author": [{"@type": "Person", "name": ctx.author,
                    "url": ctx.abs("/author/%s/" % slugify(ctx.author))}],
        "publisher": {"@type": "NewsMediaOrganization", "name": ctx.name,
                      "logo": {"@type": "ImageObject", "url": ctx.abs("/static/logo-600x60.png")}},
        "mainEntityOfPage": {"@type": "WebPage", "@id": ctx.url}, "inLanguage": ctx.lang,
        "articleSection": ctx.section,
    }
    if image:
        d["image"] = ["https://%s%s" % (ctx.site.get("img", "img." + ctx.domain), ctx.img_path(ctx.head))]
    if ctx.tags:
        d["keywords"] = ", ".join(ctx.tags)
    if body:
        d["articleBody"] = "\n\n".join(t for _, t in ctx.truth_items()[1:] if t not in ctx.byline_lines)
    if extra:
        d.update(extra)
    return d


def ld_org(ctx, typ="NewsMediaOrganization"):
    return {"@context": "https://schema.org", "@type": typ, "name": ctx.name, "url": ctx.abs("/"),
            "logo": ctx.abs("/static/logo-600x60.png"),
            "sameAs": ["https://www.facebook.com/%s" % ctx.domain.split(".")[0],
                       "https://twitter.com/%s" % ctx.domain.split(".")[0]]}


def ld_breadcrumbs(ctx, trail):
    return {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": [
        {"@type": "ListItem", "position": i + 1, "name": n, "item": ctx.abs(p)} for i, (n, p) in enumerate(trail)]}


def ld_webpage(ctx):
    return {"@context": "https://schema.org", "@type": "WebPage", "name": ctx.head, "url": ctx.url,
            "inLanguage": ctx.lang, "isPartOf": {"@type": "WebSite", "name": ctx.name, "url": ctx.abs("/")}}


def ld_graph(ctx, with_article, typ="Article"):
    g = [{"@type": "WebSite", "@id": ctx.abs("/#website"), "url": ctx.abs("/"), "name": ctx.name,
          "inLanguage": ctx.lang},
         {"@type": "Organization", "@id": ctx.abs("/#organization"), "name": ctx.name, "url": ctx.abs("/")},
         {"@type": "WebPage", "@id": ctx.url, "url": ctx.url, "name": "%s - %s" % (ctx.head, ctx.name),
          "isPartOf": {"@id": ctx.abs("/#website")}, "datePublished": ctx.iso(), "inLanguage": ctx.lang},
         {"@type": "BreadcrumbList", "@id": ctx.url + "#breadcrumb", "itemListElement": [
             {"@type": "ListItem", "position": 1, "name": "Home", "item": ctx.abs("/")},
             {"@type": "ListItem", "position": 2, "name": ctx.head}]},
         {"@type": "Person", "@id": ctx.abs("/#/schema/person/%s" % slugify(ctx.author)), "name": ctx.author}]
    if with_article:
        g.insert(0, {"@type": typ, "@id": ctx.url + "#article", "isPartOf": {"@id": ctx.url},
                     "author": {"@id": ctx.abs("/#/schema/person/%s" % slugify(ctx.author))}, "headline": ctx.head,
                     "datePublished": ctx.iso(), "dateModified": ctx.iso(60), "mainEntityOfPage": {"@id": ctx.url},
                     "publisher": {"@id": ctx.abs("/#organization")}, "articleSection": [ctx.section],
                     "inLanguage": ctx.lang})
    return {"@context": "https://schema.org", "@graph": g}


AMP_BOILER = ('<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;'
              'animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}'
              'to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;'
              'animation:none}</style></noscript>')

LOCALES = {"en": "en_US", "de": "de_DE", "fr": "fr_FR", "es": "es_AR", "it": "it_IT", "nl": "nl_NL", "sv": "sv_SE",
           "pt": "pt_PT", "pl": "pl_PL"}


def head_html(ctx, ld_type="NewsArticle", extra_ld=(), css="", scripts="", extra="", title=None,
              body_in_ld=False, amp_components=(), twitter=True):
    """Builds <head>. ctx.decl: og+ld | og | ld | graph | graph-none | website | none."""
    decl = ctx.decl
    title = title or "%s | %s" % (ctx.head, ctx.name)
    desc = lead_of(ctx)
    image = "https://%s%s" % (ctx.site.get("img", "img." + ctx.domain), ctx.img_path(ctx.head))
    h = ['<meta charset="utf-8">', "<title>%s</title>" % esc(title),
         '<meta name="viewport" content="width=device-width,initial-scale=1%s">' % ("" if ctx.amp else ",viewport-fit=cover")]
    if ctx.amp:
        h.append('<script async src="https://cdn.ampproject.org/v0.js"></script>')
        for c in amp_components:
            h.append('<script async custom-element="%s" src="https://cdn.ampproject.org/v0/%s-0.1.js"></script>' % (c, c))
    h.append('<meta name="description" content="%s">' % esc(desc))
    h.append('<meta name="robots" content="index, follow, max-image-preview:large">')
    h.append('<link rel="canonical" href="%s">' % esc(ctx.url))
    if not ctx.amp and ctx.flags.get("amphtml"):
        h.append('<link rel="amphtml" href="%s">' % esc(ctx.url.rstrip("/") + "/amp/"))
    og_type = {"og+ld": "article", "og": "article", "graph": "article", "ld": "website", "graph-none": "website",
               "website": "website", "none": None, "ld-noog": None}[decl]
    if og_type:
        h += ['<meta property="og:locale" content="%s">' % LOCALES[ctx.lang],
              '<meta property="og:type" content="%s">' % og_type,
              '<meta property="og:site_name" content="%s">' % esc(ctx.name),
              '<meta property="og:title" content="%s">' % esc(ctx.head),
              '<meta property="og:description" content="%s">' % esc(desc),
              '<meta property="og:url" content="%s">' % esc(ctx.url),
              '<meta property="og:image" content="%s">' % esc(image)]
        if og_type == "article":
            h += ['<meta property="article:published_time" content="%s">' % ctx.iso(),
                  '<meta property="article:modified_time" content="%s">' % ctx.iso(95),
                  '<meta property="article:section" content="%s">' % esc(ctx.section)]
            h += ['<meta property="article:tag" content="%s">' % esc(t) for t in ctx.tags[:4]]
    if twitter:
        h += ['<meta name="twitter:card" content="summary_large_image">',
              '<meta name="twitter:site" content="@%s">' % ctx.domain.split(".")[0],
              '<meta name="twitter:title" content="%s">' % esc(ctx.head),
              '<meta name="twitter:image" content="%s">' % esc(image)]
    lds = []
    if decl in ("og+ld", "ld", "ld-noog"):
        lds.append(ld_article(ctx, ld_type, body=body_in_ld))
    elif decl == "graph":
        lds.append(ld_graph(ctx, True, ld_type))
    elif decl == "graph-none":
        lds.append(ld_graph(ctx, False))
    lds += list(extra_ld)
    for d in lds:
        h.append('<script type="application/ld+json">%s</script>' % json.dumps(d, ensure_ascii=False).replace(
            "</", "<\\/"))
    h.append('<link rel="icon" href="/favicon.ico" sizes="any">')
    h.append(extra)
    if ctx.amp:
        h.append(AMP_BOILER)
        h.append("<style amp-custom>%s</style>" % css)
    else:
        if css:
            h.append("<style>%s</style>" % css)
        h.append(scripts)
    return "<head>\n" + "\n".join(x for x in h if x) + "\n</head>"


def page(ctx, head, body, html_attrs="", body_attrs=""):
    amp = " amp" if ctx.amp else ""
    return '<!DOCTYPE html>\n<html lang="%s"%s%s>\n%s\n<body%s>\n%s\n</body>\n</html>\n' % (
        ctx.lang, amp, html_attrs, head, body_attrs, body)


def analytics(ctx, extra=""):
    return ('<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({"pageType":"article","contentId":'
            '"%d","section":%s,"author":%s});%s</script>\n<script async src="https://%s/static/js/analytics.%s.js">'
            '</script>' % (ctx.num, json.dumps(ctx.section, ensure_ascii=False),
                           json.dumps(ctx.author, ensure_ascii=False), extra, "assets." + ctx.domain,
                           "%x" % (ctx.num * 7919)))


# ---------------------------------------------------------------- chrome builders
def cls_hash(ctx, n=6):
    a = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "".join(a[ctx.rng.randrange(len(a))] for _ in range(n))


def share_links(ctx, item='<a class="{c}" href="{u}" aria-label="{n}">{i}</a>', cls="share"):
    from urllib.parse import quote
    u = quote(ctx.url, safe="")
    t = quote(ctx.head, safe="")
    links = [("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % u),
             ("x", "X", "https://twitter.com/intent/tweet?url=%s&amp;text=%s" % (u, t)),
             ("linkedin", "LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url=%s" % u),
             ("whatsapp", "WhatsApp", "https://api.whatsapp.com/send?text=%s" % u),
             ("mail", "Email", "mailto:?subject=%s&amp;body=%s" % (t, u))]
    return "".join(item.format(c="%s %s--%s" % (cls, cls, k), u=href, n=n, i=icon(k), k=k) for k, n, href in links)


def nav_menu(ctx, ul_cls="menu", li_cls="menu-item", sub=True, a_cls="", ul_id=""):
    L = ctx.L
    items = []
    for i, s in enumerate(L["sections"]):
        href = "/%s/" % slugify(s, 3)
        a = '<a%s href="%s">%s</a>' % (' class="%s"' % a_cls if a_cls else "", href, esc(s))
        subm = ""
        if sub and i in (0, 1):
            subm = '<ul class="sub-menu">%s</ul>' % "".join(
                '<li class="%s"><a href="%s%s/">%s</a></li>' % (li_cls, href, slugify(x, 3), esc(x))
                for x in L["sub_sections"][i * 3:i * 3 + 3])
        items.append('<li class="%s%s">%s%s</li>' % (li_cls, " menu-item-has-children" if subm else "", a, subm))
    return '<ul class="%s"%s>%s</ul>' % (ul_cls, ' id="%s"' % ul_id if ul_id else "", "".join(items))


def story_list(ctx, title, n, cls="story-list", heading="h2", thumbs=False, dates=True, bylines=False,
               numbered=False, item_tag="li", wrap="ul", article=False, sections=False, cat="list", title_cls=None):
    hs = ctx.headlines(n, cat)
    items = []
    for i, hl in enumerate(hs):
        href = "/%s/%s-%d/" % (slugify(ctx.pick(ctx.L["sections"]), 2), slugify(hl, 7), 40000 + ctx.rng.randrange(9999))
        parts = []
        if numbered:
            parts.append('<span class="%s__num">%d</span>' % (cls, i + 1))
        if thumbs:
            parts.append('<a class="%s__thumb" href="%s">%s</a>' % (
                cls, href, ctx.img("/thumbs/%s-320x180.jpg" % slugify(hl, 4), "", 320, 180)))
        if sections:
            parts.append('<span class="%s__kicker">%s</span>' % (cls, esc(ctx.pick(ctx.L["sections"]))))
        parts.append('<h3 class="%s__title"><a href="%s">%s</a></h3>' % (cls, href, esc(hl)))
        meta = []
        if bylines:
            meta.append('<span class="%s__author">%s %s</span>' % (cls, esc(ctx.L["by"]), esc(ctx.person())))
        if dates:
            meta.append('<time class="%s__date">%s</time>' % (cls, esc(ctx.other_date(ctx.rng.randrange(0, 9)))))
        if meta:
            parts.append('<div class="%s__meta">%s</div>' % (cls, " ".join(meta)))
        inner = "".join(parts)
        if article:
            inner = '<article class="%s__card">%s</article>' % (cls, inner)
        items.append("<%s class=\"%s__item\">%s</%s>" % (item_tag, cls, inner, item_tag))
    tc = title_cls or cls + "__heading"
    head = "<%s class=\"%s\">%s</%s>" % (heading, tc, esc(title), heading) if title else ""
    w = "ol" if numbered and wrap == "ul" else wrap
    return '<section class="%s">%s<%s class="%s__list">%s</%s></section>' % (cls, head, w, cls, "".join(items), w)


def newsletter_box(ctx, cls="newsletter", title=None, text=None, form=True):
    L = ctx.L
    title = title or L["newsletter"]
    text = text or L["newsletter_text"]
    ctx.note("newsletter", text)
    f = ""
    if form and not ctx.amp:
        f = ('<form class="%s__form" action="/newsletters/subscribe" method="post"><label class="sr-only" '
             'for="nl-email-%d">%s</label><input id="nl-email-%d" type="email" name="email" placeholder="%s" '
             'required><button type="submit">%s</button></form>' % (cls, ctx.num, esc(L["email"]), ctx.num,
                                                                    esc(L["email"]), esc(L["signup"])))
    elif form:
        f = '<a class="%s__cta" href="/newsletters/">%s</a>' % (cls, esc(L["signup"]))
    return '<aside class="%s"><h3 class="%s__title">%s</h3><p class="%s__text">%s</p>%s</aside>' % (
        cls, cls, esc(title), cls, esc(text), f)


def advertise_box(ctx, cls="media-kit"):
    L = ctx.L
    ctx.note("advertise", L["advertise_text"])
    return ('<aside class="%s"><h4>%s</h4><p>%s</p><a class="%s__btn" href="/advertise/media-kit-%d.pdf">%s</a>'
            '</aside>' % (cls, esc(L["advertise"]), esc(L["advertise_text"]), cls, YEAR, esc(L["media_kit"])))


def ad_slot(ctx, cls="ad-slot", slot="mid", label=True, size=(300, 250)):
    lab = '<span class="%s__label">%s</span>' % (cls, esc(ctx.L["ad"])) if label else ""
    if ctx.amp:
        return '<div class="%s">%s<amp-ad width="%d" height="%d" type="doubleclick" data-slot="/2201/%s/%s"></amp-ad></div>' % (
            cls, lab, size[0], size[1], ctx.domain.split(".")[0], slot)
    return ('<div class="%s %s--%s" data-slot="%s" data-sizes="%dx%d">%s<div id="ad-%s-%d" class="%s__unit" '
            'style="min-height:%dpx"></div></div>' % (cls, cls, slot, slot, size[0], size[1], lab, slot, ctx.num,
                                                    cls, size[1]))


def paywall_box(ctx, cls="meter"):
    L = ctx.L
    n = ctx.rng.randrange(1, 4)
    ctx.note("paywall", L["paywall_text"])
    return ('<div class="%s" role="dialog"><p class="%s__count">%s</p><p class="%s__text">%s</p>'
            '<a class="%s__btn" href="/subscribe/?ref=meter">%s</a> <a class="%s__login" href="/login/">%s</a></div>' % (
                cls, cls, esc(L["paywall"].format(n)), cls, esc(L["paywall_text"]), cls, esc(L["paywall_btn"]), cls,
                esc(L["already"])))


def tags_box(ctx, cls="tags", label=True):
    if not ctx.tags:
        return ""
    lab = '<span class="%s__label">%s</span>' % (cls, esc(ctx.L["tags"])) if label else ""
    return '<div class="%s">%s<ul>%s</ul></div>' % (cls, lab, "".join(
        '<li><a href="/tag/%s/" rel="tag">%s</a></li>' % (slugify(t, 4), esc(t)) for t in ctx.tags))


def author_bio(ctx, cls="author-box", beat=None, photo=True):
    beat = beat or ctx.section.lower() if ctx.lang == "en" else ctx.section
    p = "she" if ctx.author.split()[0][-1] in "aeiy" else "he"
    text = BIO[ctx.lang].format(n=ctx.author, beat=beat, site=ctx.name, p=p)
    ctx.note("bio", text.split(". ", 1)[-1])
    ph = ctx.img("/authors/%s-96x96.jpg" % slugify(ctx.author), ctx.author, 96, 96, cls + "__photo") if photo else ""
    return ('<div class="%s">%s<div class="%s__body"><p class="%s__name"><a href="/author/%s/">%s</a></p>'
            '<p class="%s__bio">%s</p></div></div>' % (cls, ph, cls, cls, slugify(ctx.author), esc(ctx.author), cls,
                                                      esc(text)))


def cookie_text(ctx):
    ctx.note("cookie", ctx.L["cookie"])
    return ctx.L["cookie"]


def footer_links(ctx, cls="footer-links", li=True):
    L = ctx.L
    if li:
        return '<ul class="%s">%s</ul>' % (cls, "".join('<li><a href="/%s/">%s</a></li>' % (slugify(x, 3), esc(x))
                                                        for x in L["legal"]))
    return '<nav class="%s">%s</nav>' % (cls, " ".join('<a href="/%s/">%s</a>' % (slugify(x, 3), esc(x))
                                                      for x in L["legal"]))


def copyright(ctx, owner=None):
    s = "© %d %s. %s" % (YEAR, owner or ctx.name, ctx.L["rights"])
    ctx.note("footer", s)
    return esc(s)


def sitemap_cols(ctx, cls="footer-col", heading="h4"):
    L = ctx.L
    cols = []
    secs = L["sections"]
    groups = [(secs[0], secs[1:4]), (secs[4], secs[5:8]), (L["about"], [L["contact"], L["advertise"],
                                                                       L["careers"], L["subscribe"]])]
    for t, items in groups:
        cols.append('<div class="%s"><%s>%s</%s><ul>%s</ul></div>' % (cls, heading, esc(t), heading, "".join(
            '<li><a href="/%s/">%s</a></li>' % (slugify(x, 3), esc(x)) for x in items)))
    return "".join(cols)


def ticker(ctx, cls="ticker", label=None, n=3):
    hs = ctx.headlines(n, "ticker")
    return '<div class="%s"><span class="%s__label">%s</span><ul>%s</ul></div>' % (
        cls, cls, esc(label or ctx.L["breaking"]), "".join(
            '<li><a href="/%s/">%s</a></li>' % (slugify(h, 6), esc(h)) for h in hs))


def comment_items(ctx, n, cls="comment", tag="li", wp=False, replies=True):
    out = []
    cs = ctx.comments(n)
    for i, (who, text, hrs) in enumerate(cs):
        cid = 900000 + ctx.num * 10 + i
        when = ctx.L["weeks_ago"].format(hrs)
        if wp:
            body = ('<article id="div-comment-%d" class="comment-body"><footer class="comment-meta"><div class="comment-'
                    'author vcard">%s<b class="fn">%s</b> <span class="says">says:</span></div><div class="comment-'
                    'metadata"><a href="%s#comment-%d"><time datetime="%s">%s</time></a></div></footer><div class="'
                    'comment-content"><p>%s</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" '
                    'href="#comment-%d">%s</a></div></article>' % (
                        cid, ctx.img("/avatars/%d-48x48.png" % (i % 7), "", 48, 48, "avatar avatar-48 photo"),
                        esc(who), ctx.url, cid, ctx.iso(60 * hrs), esc(ctx.dt()), esc(text), cid, esc(ctx.L["reply"])))
            out.append('<li id="comment-%d" class="comment %s depth-1">%s</li>' % (cid, "even" if i % 2 else "odd",
                                                                                body))
        else:
            out.append('<%s class="%s" id="c%d"><div class="%s__head"><span class="%s__author">%s</span> '
                       '<span class="%s__time">%s</span></div><div class="%s__body"><p>%s</p></div><div class="%s__'
                       'actions"><button type="button">%s</button> <span class="%s__likes">%d</span></div></%s>' % (
                           tag, cls, cid, cls, cls, esc(who), cls, esc(when), cls, esc(text), cls,
                           esc(ctx.L["reply"]), cls, (hrs * 7) % 23, tag))
    return "".join(out)


def wp_comments(ctx, n, title_fmt=None, form=True):
    L = ctx.L
    t = (title_fmt or L["n_comments"]).format(n)
    f = ""
    if form:
        f = ('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">%s</h3>'
             '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="'
             'comment-form-comment"><label for="comment">%s</label><textarea id="comment" name="comment" cols="45" '
             'rows="6" required></textarea></p><p class="comment-form-author"><label for="author">%s</label><input '
             'id="author" name="author" type="text"></p><p class="comment-form-email"><label for="email">%s</label>'
             '<input id="email" name="email" type="email"></p><p class="form-submit"><input name="submit" type="submit"'
             ' id="submit" class="submit" value="%s"></p></form></div>' % (
                 esc(L["leave_reply"]), esc(L["comments"]), esc(L["name"]), esc(L["email"]), esc(L["post_comment"])))
    return ('<div id="comments" class="comments-area"><h2 class="comments-title">%s</h2><ol class="comment-list">%s'
            '</ol>%s</div>' % (esc(t), comment_items(ctx, n, wp=True), f))


def disqus(ctx, n):
    return ('<div id="disqus_thread" class="disqus"><div class="disqus-fallback"><h3>%s</h3><ul class="post-list">%s'
            '</ul></div></div><script>var disqus_config=function(){this.page.url="%s";this.page.identifier="%s";};'
            '</script><script async src="https://%s.disqus.com/embed.js"></script>' % (
                esc(ctx.L["n_comments"].format(n)), comment_items(ctx, n, cls="post"), ctx.url, ctx.id,
                ctx.domain.split(".")[0]))


def coral(ctx, n):
    return ('<section id="coral_thread" class="coral coral-stream" data-story-url="%s"><div class="coral-stream-'
            'header"><h2 class="coral-counter">%s</h2><button class="coral-sort">Newest</button></div><div class="'
            'coral-comments" role="log">%s</div></section>' % (
                ctx.url, esc(ctx.L["n_comments"].format(n)), comment_items(ctx, n, cls="coral-comment", tag="div")))


def viafoura(ctx, n):
    return ('<div class="viafoura"><vf-conversations><div class="vf-conversations" data-vf-container-id="%d"><h2 '
            'class="vf-tray-title">%s</h2><div class="vf-content-list">%s</div></div></vf-conversations></div>' % (
                ctx.num, esc(ctx.L["n_comments"].format(n)), comment_items(ctx, n, cls="vf-comment", tag="div")))


def ins(ctx, *htmls, gap=2):
    """Map chrome fragments to insertion points after body paragraphs (fewer if the story is short)."""
    pts = ctx.insert_points(len(htmls), gap)
    return {p: h for p, h in zip(pts, htmls)}


def time_ago(ctx, i):
    return ctx.L["weeks_ago"].format(1 + (i * 3 + ctx.num) % 11)


def hero(ctx, cls="hero", caption=True, credit=None, w=1200, h=675, tag="figure", cap_cls=None):
    """Lead image above the body; its caption is chrome."""
    cap = ""
    if caption:
        txt = "%s: %s" % (ctx.L["photo"], credit or ctx.person())
        ctx.note("hero", txt)
        cap = '<figcaption class="%s">%s</figcaption>' % (cap_cls or cls + "__caption", esc(txt))
    return '<%s class="%s">%s%s</%s>' % (tag, cls, ctx.img(ctx.img_path(ctx.head, w, h), ctx.head, w, h,
                                                            cls + "__img"), cap, tag)
