"""The dashboard in a real headless Chromium (Debian's, driven by Playwright; the browser
fixtures are in ``conftest.py``): each action asserts what the page shows and what the tree
holds."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bowerbird import ImportRecord

from ..conftest import tree_snapshot
from ..serving import Served, serving

WORDS = "amber basil cedar delta ember falcon garnet harbor indigo juniper kestrel".split()
# Enough words that two random eight-word notes share few: the judge takes notes that share
# all but a word or two for the same statement, and only the seeded pair should be one.
VOCABULARY = (
    WORDS
    + (
        "lantern meadow nickel orchid pepper quartz raven saffron thistle umber violet willow"
        " yarrow zephyr anchor bramble copper dune fennel glacier hazel iris"
    ).split()
)


def _seed_duplicates(served: Served) -> list[str]:
    """Memories with one near-duplicate pair, which a dream merges."""
    rng = random.Random(7)
    texts = [" ".join(rng.sample(VOCABULARY, 8)) + "." for _ in range(6)]
    served.bower.import_records([ImportRecord(t) for t in texts])
    served.bower.import_records([ImportRecord(texts[0].upper())])
    return texts


def test_search_open_edit_forget_and_restore(home: Path, page: Any) -> None:
    with serving(home) as served:
        served.bower.curate("We decided to run the nightly backups at 02:00 UTC.")
        served.bower.curate("The staging cluster runs Kubernetes 1.30.")
        page.goto(served.url + "/")
        assert page.locator(".stat b").first.inner_text() == "2"
        page.fill("header input[name=q]", "nightly backups")
        page.press("header input[name=q]", "Enter")
        first = page.locator("li.hit").first
        assert "backups" in first.inner_text()
        assert first.locator(".why").count() >= 1  # each hit says why it matched
        first.locator("a.memory").click()
        page.wait_for_url("**/m/**")
        memory_id = page.url.rsplit("/", 1)[1]
        assert "02:00 UTC" in page.locator("article.content").inner_text()
        path = home / "tree" / served.bower.get(memory_id).path

        page.fill("form.edit textarea[name=text]", "Nightly backups now run at 03:30 UTC.")
        page.fill("form.edit input[name=tags]", "ops, backups")
        page.click("form.edit button")
        page.wait_for_function(
            "document.querySelector('article.content').innerText.includes('03:30')"
        )
        body = path.read_text().split("\n---\n", 1)[1]  # the file's text below the frontmatter
        assert "03:30 UTC" in body and "02:00" not in body
        stored = served.bower.get(memory_id)
        assert stored.tags == ["backups", "ops"] and "03:30" in stored.title
        assert "edited" in page.locator("table.history").inner_text()

        page.click("form.forget button")
        page.wait_for_selector(".badge.archived")
        assert "maturity: archived" in path.read_text()
        page.click("form.restore button")
        page.wait_for_selector("form.forget")
        assert "maturity: archived" not in path.read_text()


def test_approve_and_reject_review_items(home: Path, page: Any) -> None:
    home.mkdir(parents=True)
    (home / "config.toml").write_text("[dream]\nreview_below = 1.01\n")
    with serving(home) as served:
        _seed_duplicates(served)
        served.bower.import_records([ImportRecord(" ".join(WORDS[:9]) + ".")])
        served.bower.import_records([ImportRecord(" ".join(WORDS[:9]).upper() + ".")])
        queued = served.bower.dream().queued
        assert len(queued) >= 2
        before = tree_snapshot(home / "tree")
        page.goto(served.url + "/review")
        rows = page.locator("table.review tbody tr")
        assert rows.count() == len(queued)
        assert "queued because" in rows.first.inner_text()
        approved = rows.first.locator("td").first.inner_text()
        rows.first.locator("form.approve button").click()
        page.wait_for_function(
            f"document.querySelectorAll('table.review tbody tr').length < {len(queued)}"
        )
        assert tree_snapshot(home / "tree") != before  # the approved merge was applied
        after_approve = tree_snapshot(home / "tree")
        remaining = page.locator("table.review tbody tr").count()
        page.locator("table.review tbody tr").first.locator("form.reject button").click()
        if remaining == 1:
            page.wait_for_selector("text=No change is waiting for review.")
        else:
            page.wait_for_function(
                f"document.querySelectorAll('table.review tbody tr').length < {remaining}"
            )
        assert tree_snapshot(home / "tree") == after_approve  # rejecting changes nothing
        assert approved not in [item.id for item in served.bower.review()]
        assert (home / "review" / "rejected").exists()


def test_dream_preview_apply_and_roll_back(home: Path, page: Any) -> None:
    with serving(home) as served:
        _seed_duplicates(served)
        before = tree_snapshot(home / "tree")
        page.goto(served.url + "/dream")
        page.click("text=Preview (dry run)")
        page.wait_for_selector("#plan[data-state=done] .plan")
        preview = page.locator("#plan .headline").inner_text()
        assert preview.startswith("A dream would") and "merge" in preview
        assert tree_snapshot(home / "tree") == before  # a dry run writes nothing
        page.click("form.action >> text=Apply")
        page.wait_for_selector("#plan[data-state=done] .plan[data-dry-run=false]")
        assert page.locator("#plan .headline").inner_text().startswith("The dream")
        after = tree_snapshot(home / "tree")
        assert after != before
        snapshot = served.bower.snapshots()[0].name

        page.goto(served.url + "/snapshots")
        assert snapshot in page.locator("table.snapshots").inner_text()
        page.click("text=Preview rollback")
        page.wait_for_selector("#rollback pre")
        assert "Would restore" in page.locator("#rollback pre").inner_text()
        assert tree_snapshot(home / "tree") == after  # the preview changed nothing
        page.click("form.action >> text=Roll back")
        page.wait_for_function(
            "document.querySelector('#rollback pre').innerText.startsWith('Restored')"
        )
        assert tree_snapshot(home / "tree") == before


def test_status_browse_graph_and_a_memory_cannot_inject_script(home: Path, page: Any) -> None:
    with serving(home) as served:
        served.bower.curate(
            "<script>window.pwned = 1</script> The VPN gateway is vpn-2.", verbatim=True
        )
        for n in range(30):
            served.bower.curate(f"Build {n} of the mobile app shipped on day {n}.", verbatim=True)
        page.goto(served.url + "/")
        assert page.locator("#health b").inner_text() == "ok"
        page.click("nav >> text=Memories")
        assert page.locator("table.list tbody tr").count() == 25
        page.click("a[rel=next]")
        assert page.locator("table.list tbody tr").count() == 6
        page.click("nav >> text=Graph")
        assert page.locator("svg.graph circle").count() == 31
        hit = served.bower.query("VPN gateway").results[0]
        page.goto(f"{served.url}/m/{hit.id}")
        assert "<script>" in page.locator("article.content").inner_text()  # shown as text
        assert page.evaluate("window.pwned") is None


def test_the_graph_page_labels_nodes_edges_weights_and_a_summarys_sources(
    home: Path, page: Any
) -> None:
    """The focus view: edges with type, weight and origin; a node opens its own view; a
    summary in focus is drawn with its sources. (Folding: test_dashboard_pages.py.)"""
    with serving(home) as served:
        bower = served.bower
        notes = [
            f"Postgres replication lag on replica {n} reached {n + 9} seconds." for n in range(12)
        ]
        notes += [f"The oauth refresh for app {n} failed {n + 3} times today." for n in range(12)]
        ids = bower.import_records([ImportRecord(t) for t in notes])
        bower.link(ids[0], ids[12], type="causal", weight=0.8, origin="person")
        bower.dream()
        page.goto(served.url + "/graph")
        labels = page.locator("svg.graph text.label").all_text_contents()
        assert any(t.startswith("Summary") or "Summary ·" in t for t in labels)
        assert page.locator("table.summaries tbody tr").count() >= 2
        # The focus view: the edge's type, weight and origin, in the drawing and the table.
        page.goto(f"{served.url}/graph?id={ids[0]}")
        edge = page.locator("svg.graph line.causal")
        assert edge.count() == 1 and edge.get_attribute("data-weight") == "0.80"
        assert "causal · weight 0.80 · by person" in (edge.locator("title").text_content() or "")
        row = page.locator("table.edges tbody tr", has_text="causal")
        assert "0.80" in row.inner_text() and "person" in row.inner_text()
        # Following a node opens its own view; a summary's view draws its sources.
        page.locator("svg.graph a", has_text="The oauth refresh for app 0").first.click()
        page.wait_for_url(f"**/graph?id={ids[12]}")
        page.goto(served.url + "/graph")
        page.locator("table.summaries a").last.click()
        covers = page.locator("svg.graph line.covers")
        assert covers.count() >= 2
        summary_id = page.url.split("id=")[1]
        page.goto(f"{served.url}/m/{summary_id}")
        sources = page.locator("table.sources tbody tr")
        assert sources.count() == len(bower.get(summary_id).extra["covers"])
        page.click("text=Its graph")
        page.wait_for_url(f"**/graph?id={summary_id}")


def test_shares_are_approved_and_revoked_by_their_owners(home: Path, page: Any) -> None:
    fact = "The deploy pipeline runs on Buildkite with eight build agents."
    with serving(home) as served:
        alpha, beta = served.bower.as_agent("alpha"), served.bower.as_agent("beta")
        tech = alpha.curate(fact, verbatim=True).created[0]
        beta.curate("Beta keeps the on-call rota in PagerDuty.", verbatim=True)
        offered = alpha.sharing.propose(tech, "beta", consent=False)  # an agent's offer
        mine = served.bower.curate("Ana is allergic to shellfish.", verbatim=True).created[0]
        page.goto(served.url + "/shares")
        row = page.locator("table.shares tbody tr").first
        assert "pending" in row.inner_text() and "alpha → beta" in row.inner_text()
        row.locator("form.approve", has_text="Approve for alpha").locator("button").click()
        page.wait_for_selector("text=alpha: yes")
        assert beta.query("which CI runs the deploy pipeline?", agent="alpha").results == []
        page.locator("form.approve", has_text="Approve for beta").locator("button").click()
        page.wait_for_selector(".status-shared")
        copy = beta.sharing.shares()[0].data["copy"]
        assert beta.get(copy).content == fact
        # A sensitive memory offered from the page is refused, and the page says why.
        page.fill("input[name=memory]", mine)
        page.fill("input[name=with_agent]", "beta")
        page.locator("form.action", has_text="Offer").locator("button").click()
        page.wait_for_selector("#toast.bad")
        assert "too sensitive" in page.locator("#toast").inner_text()
        page.locator("form.reject button").click()  # revoke, confirmed
        page.wait_for_selector(".status-revoked")
        assert [s.status for s in alpha.sharing.shares()] == ["revoked"]
        assert offered.id == alpha.sharing.shares()[0].id
        assert not [p for p in (home / "tree").rglob("*.md") if "share:alpha" in p.read_text()]
