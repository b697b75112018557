"""Synthetic short news pages: a story of two to six paragraphs inside the chrome news sites print around it.

Usage: python3 generate.py COUNT SEED OUT_DIR

Writes OUT_DIR/pages/<id>.html.gz, OUT_DIR/truth.jsonl (the headline and the story's paragraphs, in the format of the
shared extraction bench, so that its score.py reads it with --truth) and OUT_DIR/meta.jsonl (which variations each
page has: semantic or hashed class names, declared article or not, lists inside or after the article, the site's name
as an h1). Every part is chosen at random per page: a header with the site's name and a menu, a breaking-news ticker,
a ticker and a masthead inside the article, a section kicker, a byline, share buttons, a picture, the story (as p or
as div paragraphs, with an inline "Read more:" link or an ad label between them), tags, a sign-up box or a membership
pitch, a list of other stories (plain links, headline cards with dates, blurbs and bylines; under one of several
labels or none), a comment thread under one of several headings, a "Most read" sidebar, a footer. The ids carry the
"wcxb-" prefix because score.py groups its rows by that source.
"""
import random, gzip, json, os, html, sys
if len(sys.argv) != 4:
    sys.exit('usage: generate.py COUNT SEED OUT_DIR')
N = int(sys.argv[1])
R = random.Random(int(sys.argv[2]))
OUT = sys.argv[3]
NOUN = 'council budget school bridge report river market hospital police station family league coach museum festival harbor farm factory airport court project plan vote storm road library union park tax program clinic'.split()
ADJ = 'new local regional former large small early late annual public private final major quiet sudden'.split()
VERB = 'approved delayed opened closed reviewed rejected announced expanded reduced questioned praised funded'.split()
WHO = 'officials|residents|the mayor|a spokesperson|researchers|the coach|volunteers|the director|two witnesses|the company'.split('|')
PLACE = 'Riverside|Oak Hill|the county|the north side|Lake Park|downtown|the valley|Westfield|Brookline|the harbor district'.split('|')
DAY = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split()
NAMES = ['Maria Lopez', 'James Carter', 'Anna Berg', 'Tom Nguyen', 'Sara Okafor', 'Li Wei', 'Paul Martin', 'Nina Rossi']
SITES = ['The Riverside Gazette', 'Valley Daily News', 'Harbor Times', 'Northern Courier', 'Lakeside Post']
CATS = ['News', 'Local', 'Politics', 'Business', 'Sports', 'Opinion', 'Weather', 'Obituaries', 'Lifestyle', 'Events']

def sentence():
    t = R.randrange(4)
    n1, n2 = R.choice(NOUN), R.choice(NOUN)
    if t == 0:
        return f"The {R.choice(ADJ)} {n1} was {R.choice(VERB)} by {R.choice(WHO)} in {R.choice(PLACE)} on {R.choice(DAY)}, after months of debate over the {n2}."
    if t == 1:
        return f"{R.choice(WHO).capitalize()} said the {n1} would cost about {R.randrange(2, 90)} million dollars, and that the {R.choice(ADJ)} {n2} could open by {R.choice(['spring', 'summer', 'fall', 'winter'])}."
    if t == 2:
        return f"\u201cWe have waited a long time for this {n1},\u201d said {R.choice(NAMES)}, who has lived in {R.choice(PLACE)} for {R.randrange(3, 40)} years."
    return f"According to the {R.choice(ADJ)} {n1}, the number of {n2}s in {R.choice(PLACE)} rose by {R.randrange(2, 60)} percent last year."

def para(lo=1, hi=3):
    return ' '.join(sentence() for _ in range(R.randint(lo, hi)))

def headline():
    return f"{R.choice(ADJ).capitalize()} {R.choice(NOUN)} {R.choice(VERB)} in {R.choice(PLACE)}"

def cls(semantic, name):
    if semantic:
        return f' class="{name}"'
    if R.random() < 0.3:
        return ''
    return ' class="css-%x"' % R.randrange(16**5)

def esc(s):
    return html.escape(s, quote=False)

def page(i):
    sem = R.random() < 0.5
    site = R.choice(SITES)
    title = headline()
    author = R.choice(NAMES)
    date = f"{R.choice(['Jan', 'Feb', 'March', 'April', 'May', 'June'])} {R.randint(1, 28)}, 2026"
    slug = title.lower().replace(' ', '-')
    base = 'https://www.example-news.com'
    url = f'{base}/{R.choice(CATS).lower()}/{slug}-{i}'
    story = [para(2, 3) if k == 0 else para() for k in range(R.randint(2, 6))]
    head = [f'<meta charset="utf-8"><title>{esc(title)} | {site}</title>',
            f'<meta property="og:site_name" content="{site}">', f'<meta property="og:title" content="{esc(title)}">']
    declared = R.random() < 0.8
    if declared:
        head.append('<meta property="og:type" content="article">')
        if R.random() < 0.5:
            head.append('<script type="application/ld+json">' + json.dumps({"@context": "https://schema.org", "@type": "NewsArticle", "headline": title}) + '</script>')
    elif R.random() < 0.5:
        head.append('<meta property="og:type" content="website">')
    b = []
    nav_tag = 'nav' if R.random() < 0.7 else 'div'
    nav = f'<{nav_tag}{cls(sem, "main-nav")}><ul>' + ''.join(f'<li><a href="/{c.lower()}">{c}</a></li>' for c in CATS) + f'</ul></{nav_tag}>'
    site_h1 = R.random() < 0.2
    logo = f'<h1{cls(sem, "site-title")}><a href="/">{site}</a></h1>' if site_h1 else f'<div{cls(sem, "logo")}><a href="/">{site}</a></div>'
    b.append(f'<header{cls(sem, "site-header")}>{logo}{nav}<form action="/search"><input name="q"><button>Search</button></form></header>')
    if R.random() < 0.3:
        b.append(f'<div{cls(sem, "breaking-news")}><strong>Breaking News</strong> <a href="/news/{R.randrange(999)}">{esc(headline())}</a></div>')
    art = []
    if R.random() < 0.15:
        art.append(f'<div{cls(sem, "ticker")}><span>Latest:</span> <a href="/news/{R.randrange(999)}">{esc(headline())}</a> <a href="/news/{R.randrange(999)}">{esc(headline())}</a></div>')
    if R.random() < 0.15:
        art.append(f'<div{cls(sem, "masthead")}><h2><a href="/">{site}</a></h2></div>')
    kicker = R.random() < 0.4
    if kicker:
        art.append(f'<div{cls(sem, "kicker")}><a href="/local">Local</a></div>')
    art.append(f'<h1{cls(sem, "headline")}>{esc(title)}</h1>')
    art.append(f'<div{cls(sem, "byline")}>By <a href="/author/{author.split()[0].lower()}">{author}</a> <time datetime="2026-01-01">{date}</time></div>')
    if R.random() < 0.6:
        art.append(f'<ul{cls(sem, "share-buttons")}>' + ''.join(f'<li><a href="https://{s.lower()}.com/share?u={url}">{s}</a></li>' for s in ['Facebook', 'Twitter', 'Email', 'Print']) + '</ul>')
    if R.random() < 0.5:
        art.append(f'<figure><img src="/img/{i}.jpg" alt=""><figcaption>{esc(R.choice(NAMES))} / {site}</figcaption></figure>')
    ptag = 'div' if R.random() < 0.1 else 'p'
    parts = [f'<{ptag}>{esc(p)}</{ptag}>' for p in story]
    if len(parts) > 2 and R.random() < 0.3:
        h = headline()
        parts.insert(R.randint(1, len(parts) - 1), f'<p><strong>{R.choice(["Read more:", "Related:", "See also:"])}</strong> <a href="/news/{h.lower().replace(" ", "-")}">{esc(h)}</a></p>')
    if len(parts) > 2 and R.random() < 0.2:
        parts.insert(R.randint(1, len(parts) - 1), f'<div{cls(sem, "ad-slot")}><span>Advertisement</span></div>')
    body = ''.join(parts)
    art.append(f'<div{cls(sem, "article-body")}>{body}</div>')
    if R.random() < 0.5:
        tags = R.sample(CATS, 3)
        art.append(f'<div{cls(sem, "tags")}>Tags: ' + ', '.join(f'<a href="/tag/{t.lower()}">{t}</a>' for t in tags) + '</div>')
    signup = ''
    if R.random() < 0.2:
        signup = (f'<div{cls(sem, "promo")}><p><strong>{R.choice(["Support local journalism.", "Unlimited access for $1."])}</strong> '
                  f'{R.choice(["Subscribe today and read every story on any device.", "Become a member and get every story without limits."])}</p>'
                  f'<a href="/subscribe?ref=article">Subscribe now</a></div>')
    elif R.random() < 0.5:
        signup = (f'<div{cls(sem, "newsletter-signup")}><h3>{R.choice(["Get our daily newsletter", "Sign up for breaking news alerts", "Stay informed"])}</h3>'
                  f'<p>The top stories from {site}, delivered to your inbox every morning.</p>'
                  f'<form action="/newsletter/subscribe"><input type="email" placeholder="Email address"><button>Sign up</button></form></div>')
    related = ''
    if R.random() < 0.85:
        items = []
        for _ in range(R.randint(3, 6)):
            h = headline()
            it = f'<a href="/news/{h.lower().replace(" ", "-")}">{esc(h)}</a>'
            style = R.randrange(3)
            if style >= 1:
                it = f'<h3>{it}</h3>' + f'<span{cls(sem, "date")}>{R.choice(["2 hours ago", date, "Yesterday"])}</span>'
            if style == 2:
                it += f'<p>{esc(sentence())}</p>'
            if R.random() < 0.5:
                it += f'<span{cls(sem, "author")}>By {R.choice(NAMES)}</span>'
            items.append(it)
        label = R.choice(['Related Stories', 'More from Local', 'You may also like', 'Latest News', 'Read next', 'Trending Now', None])
        lab = f'<h2>{label}</h2>' if label else ''
        if R.random() < 0.5:
            lst = '<ul>' + ''.join(f'<li>{x}</li>' for x in items) + '</ul>'
        else:
            lst = ''.join(f'<div{cls(sem, "card")}>{x}</div>' for x in items)
        related = f'<section{cls(sem, "related-stories")}>{lab}{lst}</section>'
    comments = ''
    if R.random() < 0.4:
        n = R.randint(2, 5)
        cs = ''.join(f'<li><div{cls(sem, "comment-author")}>{R.choice(NAMES)}</div><div>{date}</div><p>{esc(para(1, 2))}</p><a href="#reply">Reply</a></li>' for _ in range(n))
        head2 = R.choice([f'{n} Comments', 'Comments', 'Join the conversation', f'{n} thoughts on \u201c{title}\u201d'])
        comments = f'<div{cls(sem, "comments")} id="{"comments" if sem else "c%x" % R.randrange(999)}"><h2>{esc(head2)}</h2><ol>{cs}</ol><h3>Leave a Reply</h3><form action="/comment"><textarea></textarea><button>Post Comment</button></form></div>'
    inside = R.random() < 0.4
    if inside:
        art += [signup, related]
    wrapper = R.choice(['article', 'article', 'div', 'main'])
    main = f'<{wrapper}{cls(sem, "story")}>' + ''.join(art) + f'</{wrapper}>'
    if not inside:
        main += signup + related
    main += comments
    aside = ''
    if R.random() < 0.5:
        aside = f'<aside{cls(sem, "sidebar")}><h2>Most Read</h2><ol>' + ''.join(f'<li><a href="/news/{k}">{esc(headline())}</a></li>' for k in range(5)) + '</ol></aside>'
    b.append(f'<div{cls(sem, "container")}><main>{main}</main>{aside}</div>' if wrapper != 'main' else f'<div{cls(sem, "container")}>{main}{aside}</div>')
    b.append(f'<footer{cls(sem, "site-footer")}><p>{site} has covered {R.choice(PLACE)} and the surrounding communities since {R.randrange(1890, 1990)}, with reporting on local government, schools and sports.</p>'
             '<ul>' + ''.join(f'<li><a href="/{x.lower().replace(" ", "-")}">{x}</a></li>' for x in ['About Us', 'Contact', 'Advertise', 'Privacy Policy', 'Terms of Use']) + '</ul>'
             f'<p>\u00a9 2026 {site}. All rights reserved.</p></footer>')
    doc = f'<!DOCTYPE html><html lang="en"><head>{"".join(head)}</head><body>{"".join(b)}</body></html>'
    text = title + '\n\n' + '\n\n'.join(story)
    return url, doc, text, dict(sem=sem, declared=declared, inside=inside, site_h1=site_h1)

os.makedirs(f'{OUT}/pages', exist_ok=True)
with open(f'{OUT}/truth.jsonl', 'w') as t, open(f'{OUT}/meta.jsonl', 'w') as m:
    for i in range(N):
        url, doc, text, meta = page(i)
        pid = 'wcxb-%04d' % i
        with gzip.open(f'{OUT}/pages/{pid}.html.gz', 'wt') as f:
            f.write(doc)
        t.write(json.dumps({'id': pid, 'url': url, 'source': 'wcxb', 'split': 'dev', 'page_type': 'article', 'text': text, 'with': [], 'without': []}) + '\n')
        m.write(json.dumps({'id': pid, **meta}) + '\n')
