"""The dashboard's graph, dream preview and dates in a real headless Chromium (issue 54): a
summary's sources fold into one box that opens, labels are whole words inside boxes that do
not overlap, the preview reads as sentences naming memories by title, and lists say when a
thing was said rather than when it was stored."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bowerbird import Bower, ImportRecord

from ..conftest import tree_snapshot
from ..serving import serving

# Every box's rectangle and text, as the browser measured them.
_BOXES = """() => [...document.querySelectorAll('svg.graph a.node')].map(a => {
  const r = a.querySelector('rect').getBBox(), t = a.querySelector('text').getBBox();
  return {id: a.dataset.id, r: [r.x, r.y, r.width, r.height], t: [t.x, t.y, t.width, t.height],
          label: a.querySelector('text').textContent, title: a.querySelector('title').textContent};
})"""


def _seed_topics(bower: Bower) -> None:
    """Two topics of twelve notes each (a dream summarises each) and a person's causal link
    from the first of one to the first of the other."""
    notes = [f"Postgres replication lag on replica {n} reached {n + 9} seconds." for n in range(12)]
    notes += [f"The oauth refresh for app {n} failed {n + 3} times today." for n in range(12)]
    ids = bower.import_records([ImportRecord(t) for t in notes])
    bower.link(ids[0], ids[12], type="causal", weight=0.8, origin="person")
    bower.dream()


def _summaries(bower: Bower) -> dict[str, list[str]]:
    """Each summary of memories (level 1) with the memories it covers."""
    found = {}
    for row in bower.browse(folder="summaries", limit=100).memories:
        memory = bower.get(row.id)
        if memory.extra.get("level") == 1:
            found[memory.id] = [str(c) for c in memory.extra["covers"]]
    return found


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _whole_words(label: str, title: str) -> bool:
    """``label`` is ``title`` (spaces aside), or its first whole words and an ellipsis."""
    words, said = title.split(), label.replace("…", " … ").split()
    if said == words:
        return True
    if not said or said[-1] != "…":
        return False
    return said[:-1] == words[: len(said) - 1]


def test_the_graph_folds_a_summarys_sources_into_a_box_that_opens(home: Path, page: Any) -> None:
    with serving(home) as served:
        bower = served.bower
        _seed_topics(bower)
        summaries = _summaries(bower)
        assert len(summaries) >= 2
        page.goto(served.url + "/graph")
        for summary, covers in summaries.items():
            box = page.locator(f"svg.graph a.node.summary.folded[data-id='{summary}']")
            assert f"Summary · covers {len(covers)}" in (box.text_content() or "")
            for source in covers:  # folded: not a box of its own
                assert page.locator(f"svg.graph a.node[data-id='{source}']").count() == 0
        # A covers line joins two summaries (a summary of summaries to those it covers),
        # never a summary to a memory it folds.
        for ends in page.locator("svg.graph line.covers").evaluate_all(
            "lines => lines.map(l => l.dataset.ends)"
        ):
            assert all(end.startswith("summary-") for end in ends.split())
        # The person's link is drawn between the summaries holding its two ends.
        causal = page.locator("svg.graph line.causal")
        assert causal.count() == 1
        assert "causal · weight 0.80 · by person" in (causal.locator("title").text_content() or "")

        # Readable: each label is the title or its first whole words and an ellipsis, inside
        # its box, and no two boxes overlap.
        boxes = page.evaluate(_BOXES)
        assert boxes
        for box in boxes:
            title = re.sub(
                r" \((?:summary, level .*|fact|decision|context|procedure|pattern)\)$",
                "",
                box["title"],
            )
            label = box["label"]
            if label.startswith(("▸", "▾", "Summary of")):  # a summary: what it covers first
                label = label.split(" ", 4 if label.startswith("Summary of") else 5)[-1]
                title = re.sub(r"\s*\(\d+ (?:memories|summaries)\)$", "", title)
            assert _whole_words(label, title), (label, title)
            r, t = box["r"], box["t"]
            assert r[0] <= t[0] and t[0] + t[2] <= r[0] + r[2] + 0.5, box  # text fits its box
        for n, a in enumerate(boxes):
            for b in boxes[n + 1 :]:
                assert not _overlap(a["r"], b["r"]), (a["label"], b["label"])

        # Clicking a summary opens it: its sources drawn around it, a dashed line to each.
        first = max(summaries, key=lambda s: len(summaries[s]))
        page.locator(f"svg.graph a.node[data-id='{first}']").click()
        page.wait_for_url(f"**/graph?open={first}")
        assert page.locator(f"svg.graph a.node.summary.open[data-id='{first}']").count() == 1
        for source in summaries[first]:
            assert page.locator(f"svg.graph a.node[data-id='{source}']").count() == 1
        lines = page.locator("svg.graph line.covers").evaluate_all(
            "lines => lines.map(l => l.dataset.ends)"
        )
        assert sum(1 for ends in lines if first in ends.split()) >= len(summaries[first])
        page.locator(f"svg.graph a.node[data-id='{first}']").click()  # and closes it again
        page.wait_for_selector(f"svg.graph a.node.summary.folded[data-id='{first}']")
        assert page.locator(f"svg.graph a.node[data-id='{summaries[first][1]}']").count() == 0


def test_the_dream_preview_reads_as_sentences_naming_memories_by_title(
    home: Path, page: Any
) -> None:
    home.mkdir(parents=True)
    (home / "config.toml").write_text("[dream]\ntemporal_minutes = 30\n")
    with serving(home) as served:
        bower = served.bower
        said = [
            f"The {w} service listens on port {8000 + n} in staging."
            for n, w in enumerate("alpha bravo charlie delta echo foxtrot golf hotel india".split())
        ]
        said += ["The juliet queue drains every night.", "Kilo builds run on Tuesdays."]
        for text in said:  # curated minutes apart (seconds, here): the dream links them
            bower.curate(text)
        twice = "Lisbon customers reported corrupted invoices over the weekend."
        bower.import_records([ImportRecord(twice), ImportRecord(twice.upper())])
        bower.query("which port does the alpha service listen on")  # an access to fold in
        plan = bower.dream(dry_run=True)
        links = [c for c in plan.plan if c.kind == "link"]
        assert len(links) > 8 and any(c.kind == "merge" for c in plan.plan)
        before = tree_snapshot(home / "tree")

        page.goto(served.url + "/dream")
        page.click("text=Preview (dry run)")
        page.wait_for_selector("#plan[data-state=done] .plan")
        report = page.locator("#plan .plan")
        assert report.locator(".headline").inner_text().startswith("A dream would merge 1")
        merge = report.locator("section[data-kind=merge] li").first.inner_text()
        assert merge.startswith(f"Merge “{twice.upper()}” into “{twice}”") or merge.startswith(
            f"Merge “{twice}” into “{twice.upper()}”"
        )
        assert "(the same fact, said twice)" in merge
        linked = report.locator("section[data-kind=link]")
        assert linked.locator("li:not(.more)").count() == 8
        assert linked.locator("li.more").inner_text() == f"… and {len(links) - 8} more"
        first = linked.locator("li").first.inner_text()
        assert re.match(
            r"Link “.+” and “.+” \((said within a minute|alike, cosine [.0-9]+)\)\.$", first
        )
        assert "access count" in report.locator(".bookkeeping").inner_text()
        # Titles, not ids: no memory's id is in the sentences (only in the JSON details).
        shown = " ".join(report.locator(":scope > :not(details)").all_inner_texts())
        for row in bower.browse(limit=100).memories:
            assert row.id not in shown
        assert not report.locator("details pre").is_visible()
        report.locator("details summary").click()
        assert '"fold_access"' in report.locator("details pre").inner_text()
        assert tree_snapshot(home / "tree") == before  # a preview writes nothing

        page.click("form.action >> text=Apply")  # confirmed
        page.wait_for_selector("#plan[data-state=done] .plan[data-dry-run=false]")
        applied = page.locator("#plan .plan")
        assert applied.locator(".headline").inner_text().startswith("The dream merged 1")
        assert "Merged “" in applied.locator("section[data-kind=merge]").inner_text()
        assert "roll it back" in applied.locator(".after").inner_text()
        assert tree_snapshot(home / "tree") != before


def test_lists_and_a_memory_say_when_it_was_said_not_when_it_was_stored(
    home: Path, page: Any
) -> None:
    with serving(home) as served:
        bower = served.bower
        march = datetime(2024, 3, 5, 14, 0, tzinfo=UTC)
        old = bower.import_records(
            [ImportRecord("The harbour crane was repainted yellow.", observed_at=march)]
        )[0]
        bower.curate("The harbour office opens at nine.")
        today = bower.get(old).created.date().isoformat()
        assert today != "2024-03-05"

        page.goto(served.url + "/browse")
        assert page.locator("table.list thead th").last.inner_text() == "said"
        row = page.locator("table.list tbody tr", has_text="repainted yellow")
        assert row.locator("time.said").inner_text() == "2024-03-05"
        assert today not in row.inner_text()
        assert "stored " + today in (row.locator("time.said").get_attribute("title") or "")
        other = page.locator("table.list tbody tr", has_text="opens at nine")
        assert other.locator("time.said").inner_text() == today  # never observed: stored

        page.goto(served.url + "/search?q=harbour+crane+yellow")
        hit = page.locator("li.hit", has_text="repainted yellow")
        assert "said 2024-03-05" in hit.inner_text() and today not in hit.inner_text()

        page.goto(f"{served.url}/m/{old}")
        sub = page.locator("p.sub").inner_text()
        assert "said 2024-03-05" in sub and f"stored {today}" in sub
