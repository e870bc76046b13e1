"""The graph's labels and layout, and a dream report's sentences, without a browser: labels
break between words, boxes never overlap, lines keep off boxes they do not join, and a plan
reads as sentences naming memories by title, a long kind ending with "… and N more"."""

from __future__ import annotations

import random

from bowerbird import Bower, ImportRecord
from bowerbird.server.dream_report import SHOWN, Titles, render_report, sentence
from bowerbird.server.graph_layout import Box, _crosses, place, size, wrap

WORDS = (
    "replication lag billing replica postgres invoice renderer Lisbon weekend currency "
    "rounding supercalifragilisticexpialidocious on-call runbook pager a I of"
).split()


def test_a_label_breaks_between_words_and_ends_with_an_ellipsis_when_cut() -> None:
    rng = random.Random(3)
    for _ in range(500):
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 16)))
        lines = wrap(title, 26, 2)
        assert 1 <= len(lines) <= 2
        assert all(len(line) <= 26 for line in lines)
        shown = " ".join(lines)
        kept = shown.replace("…", " ").split()
        words = title.split()
        # Whole words in order, save a word too long for a line, cut with its own ellipsis;
        # words left out are said by an ellipsis at the end.
        for n, word in enumerate(kept):
            assert word == words[n] or (len(words[n]) > 26 and words[n].startswith(word))
        if len(kept) < len(words):
            assert lines[-1].endswith("…")
    assert wrap("Short one", 26, 2) == ["Short one"]
    assert wrap("Postgres replication lag on the billing replica reached 40", 24, 2) == [
        "Postgres replication lag",
        "on the billing replica…",
    ]


def _overlap(a: Box, b: Box) -> bool:
    return abs(a.x - b.x) < (a.width + b.width) / 2 and abs(a.y - b.y) < (a.height + b.height) / 2


def test_boxes_never_overlap_and_lines_keep_off_boxes_they_do_not_join() -> None:
    rng = random.Random(11)
    crossings = 0
    lines_drawn = 0
    for case in range(25):
        n = rng.randint(2, 60)
        boxes = []
        for k in range(n):
            label = wrap(" ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 12))), 30, 2)
            width, height = size(label)
            boxes.append(Box(f"m{k}", width, height))
        edges = [(f"m{rng.randrange(n)}", f"m{rng.randrange(n)}") for _ in range(rng.randint(0, n))]
        centre = "m0" if case % 2 else None
        placed = place(boxes, edges, centre)
        for i, a in enumerate(boxes):
            assert a.x - a.width / 2 >= 0 and a.y - a.height / 2 >= 0
            assert a.y + a.height / 2 <= placed.height
            for b in boxes[i + 1 :]:
                assert not _overlap(a, b), (case, a, b)
        where = {b.id: b for b in boxes}
        for s, t in {(s, t) for s, t in edges if s != t}:
            lines_drawn += 1
            crossings += any(_crosses(where[s], where[t], c) for c in boxes if c.id not in (s, t))
    # A crowded random graph cannot always be drawn without one: nearly always, though.
    assert crossings <= lines_drawn * 0.05, (crossings, lines_drawn)


def test_a_plan_reads_as_sentences_naming_memories_by_title(bower: Bower) -> None:
    ids = bower.import_records(
        [ImportRecord(f"Crane {n} at the north harbour lifts containers.") for n in range(12)]
    )
    titles = Titles(bower)
    merge = {"kind": "merge", "targets": ids[:2], "reason": "1 restatement(s) of x",
             "data": {"into": ids[0], "from": [ids[1]]}}  # fmt: skip
    said = sentence(merge, titles)
    assert said.startswith("Merge “") and "(the same fact, said twice)" in said
    assert bower.get(ids[1]).title in said and ids[1] not in said.split('"')[::2][0]
    links = [
        {"id": f"l{n}", "kind": "link", "targets": [ids[n], ids[n + 1]],
         "reason": "written 0 min apart", "data": {"type": "temporal", "strength": 0.9}}
        for n in range(11)
    ]  # fmt: skip
    folds = [
        {"id": f"f{n}", "kind": "fold_access", "targets": [ids[n]], "reason": "1 accesses",
         "data": {"count": 1}}
        for n in range(5)
    ]  # fmt: skip
    data = {"dry_run": True, "plan": [*folds, *links], "summary": {"link": 11, "fold_access": 5}}
    html = render_report(bower, data)
    assert "A dream would link 11 pairs." in html
    assert html.count("(said within a minute)") == SHOWN
    assert f"… and {11 - SHOWN} more" in html
    assert "And 5 access counts folded" in html
    assert "<details><summary>Details (JSON)</summary>" in html
    before_details = html.split("<details>")[0]
    assert all(i not in before_details.replace(f"/m/{i}", "") for i in ids)  # titles, not ids
    nothing = render_report(bower, {"dry_run": True, "plan": [], "summary": {}})
    assert "Nothing to change" in nothing
