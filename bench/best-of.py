#!/usr/bin/env python3
"""How far a per-page choice between extractors could go on the shared benchmark's groups.

Reads the per-page JSON of ../shared/bench/extraction/score.py (``score.py PRED_DIR --json --per-page``) for two or
more extractors run on the same pages, and prints, for each group the scorer reports (all, split=..., length=...),
each extractor's F1 and the F1 of an oracle that takes, page by page, whichever extractor scored the higher F1 there.
Group F1 is computed as score.py does: the F1 of the group's mean precision and mean recall.

The oracle is an upper bound for any rule that picks between those extractors' outputs: if it stays under a target,
no choice between them reaches it, and what is missing is text none of them returns (or returns only with text the
truth leaves out).

    python3 bench/best-of.py auto=/tmp/auto.json mozilla=/tmp/moz.json readability4j=/tmp/r4j.json
"""

import json
import sys


def load(path):
    with open(path, encoding='utf-8') as f:
        data = json.load(f)
    return {page['id']: page for page in data['per_page'] if 'precision' in page}


def groups(page):
    yield 'all'
    for key in ('split', 'page_type', 'length'):
        if page.get(key):
            yield f'{key}={page[key]}'


def group_f1(pages):
    if not pages:
        return 0.0, 0.0, 0.0
    precision = sum(p['precision'] for p in pages) / len(pages)
    recall = sum(p['recall'] for p in pages) / len(pages)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return precision, recall, f1


def main(argv):
    runs = {}
    for arg in argv:
        name, sep, path = arg.partition('=')
        if not sep:
            sys.exit(f'expected NAME=PATH, got {arg!r}')
        runs[name] = load(path)
    if len(runs) < 2:
        sys.exit('give two or more NAME=PATH pairs')
    ids = set.intersection(*(set(pages) for pages in runs.values()))
    first = next(iter(runs.values()))
    members = {}
    for page_id in sorted(ids):
        for group in groups(first[page_id]):
            members.setdefault(group, []).append(page_id)
    names = list(runs)
    print(f"{'group':<24} {'pages':>5} " + ' '.join(f'{n:>13}' for n in names) + f" {'best-of':>13}")
    for group in sorted(members, key=lambda g: (g != 'all', g)):
        page_ids = members[group]
        cells = [group_f1([runs[n][i] for i in page_ids])[2] for n in names]
        best = group_f1([max((runs[n][i] for n in names), key=lambda p: p['f1']) for i in page_ids])
        print(f'{group:<24} {len(page_ids):>5} ' + ' '.join(f'{c:>13.4f}' for c in cells)
              + f' {best[2]:>13.4f}')


if __name__ == '__main__':
    main(sys.argv[1:])
