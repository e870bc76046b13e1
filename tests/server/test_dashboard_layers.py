"""The dashboard's agents and layers in a real headless Chromium (issue 36): switching agents
keeps every count equal to the API's, a session opens with its summary, a profile attribute
is edited, maintenance runs with its report, and a re-embed after a model change."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bowerbird import Bower, ImportRecord

from ..conftest import wait_until
from ..serving import Served, serving

API = "/api/v1"


def _seed(bower: Bower) -> None:
    """Two agents with memories, a relation, and sessions of talk; the default agent also
    an archived memory (not counted as a memory)."""
    ids = bower.import_records(
        [ImportRecord(f"Garden note {i}: the roses by the shed need water.") for i in range(6)]
    )
    bower.link(ids[0], ids[1], type="causal")
    bower.forget(ids[5])
    ops = bower.as_agent("ops")
    ops.import_records([ImportRecord(f"Ops note {i}: patch the api servers.") for i in range(3)])
    start = datetime(2026, 5, 1, 9, tzinfo=UTC)
    for n, (who, words) in enumerate([(bower, "tulips"), (bower, "daffodils"), (ops, "kernels")]):
        at = start + timedelta(days=n)
        who.messages.add_session(
            [
                ("user", f"Session {n}: we talked about {words} at length.", at),
                ("assistant", f"Yes, {words}.", at + timedelta(minutes=1)),
                ("user", f"And more about {words} later on.", at + timedelta(minutes=2)),
            ]
        )


def _api_counts(served: Served, agent: str) -> dict[str, Any]:
    with served.client() as http:
        if agent == "*":
            response = http.get(f"{API}/counts", params={"all_agents": True})
        else:
            response = http.get(f"{API}/counts", headers={"x-bowerbird-agent": agent})
        assert response.status_code == 200
        data: dict[str, Any] = response.json()
        return data


def _number(text: str) -> int:
    found = re.match(r"\s*(\d+)", text)
    assert found, text
    return int(found.group(1))


def test_switching_agents_keeps_every_count_equal_to_the_api(home: Path, page: Any) -> None:
    with serving(home) as served:
        _seed(served.bower)
        page.goto(served.url + "/")
        for agent, label in (("ops", "ops"), ("*", "all agents"), ("default", "default")):
            # The select submits its form: wait for that page to load, not for the select's
            # value, which changes before the new page arrives (the old page's cards were read).
            with page.expect_navigation():
                page.select_option("form.agent select", agent)
            page.wait_for_function(
                f"document.querySelector('form.agent select').value === {json.dumps(agent)}"
            )
            expected = _api_counts(served, agent)
            cards = {
                key: _number(page.locator(f".stat[data-count={key}] b").inner_text())
                for key in ("memories", "archived", "relations", "sessions", "messages")
            }
            assert cards == {k: expected[k] for k in cards}, agent
            who = "all agents" if agent == "*" else f"agent {label}"
            assert who in page.locator("main").inner_text()
            # Every page's count is the same number, and its links keep the agent.
            # (Each click waits for its page: the page before may show a count of its own.)
            with page.expect_navigation():
                page.click("nav >> text=Memories")
            counted = page.locator("#counted").inner_text()
            assert _number(counted) == expected["memories"] and who in counted
            if agent != "default":
                assert "agent=" in page.url
            with page.expect_navigation():
                page.click("nav >> text=Sessions")
            counted = page.locator("#counted").inner_text()
            assert counted.startswith(
                f"{expected['sessions']} sessions, {expected['messages']} messages of {who}"
            )
            assert page.locator("article.session").count() == expected["sessions"]
            with page.expect_navigation():
                page.click("nav >> text=Status")
        assert (
            _api_counts(served, "default")["memories"],
            _api_counts(served, "ops")["memories"],
        ) == (
            5,
            3,
        )
        # The all-agents view lists every agent with its own counts.
        page.goto(served.url + "/?agent=*")
        rows = page.locator("table.agents tbody tr").all_inner_texts()
        assert any(r.split("\t")[:2] == ["ops", "3"] for r in rows)


def test_open_a_session_and_its_summary(home: Path, page: Any) -> None:
    with serving(home) as served:
        _seed(served.bower)
        at = datetime(2026, 6, 1, 9, tzinfo=UTC)
        long = [("user", f"Long talk line {k}.", at + timedelta(minutes=k)) for k in range(6)]
        served.bower.messages.add_session(long)
        page.goto(served.url + "/sessions")
        # A long session's preview: its first two messages, what is left out, its last two.
        newest = page.locator("article.session").first.locator("ol.preview li")
        assert newest.all_inner_texts()[2] == "… 2 more"
        assert "line 0" in newest.nth(0).inner_text() and "line 5" in newest.nth(4).inner_text()
        first = page.locator("article.session").last  # the oldest, listed last
        assert "tulips" in first.inner_text() and "closed" in first.inner_text()
        first.locator("a.session-link").click()
        page.wait_for_url("**/sessions/s*")
        session = page.url.rsplit("/", 1)[1]
        assert page.locator("table.messages tbody tr").count() == 3
        assert "No summary yet" in page.locator("section.summary").inner_text()
        page.click("section.summary >> text=Summarise")
        page.wait_for_selector("pre.summary")
        assert "tulips" in page.locator("pre.summary").inner_text()
        assert "(current)" in page.locator("section.summary").inner_text()
        saved = home / "messages" / "default" / f"{session}.summary.md"
        assert "tulips" in saved.read_text()
        # The same summary is listed on the Summaries page and given by the API.
        page.click("nav >> text=Summaries")
        assert session in page.locator("table.session-summaries").inner_text()
        with served.client() as http:
            listed = http.get(f"{API}/summaries").json()["summaries"]
        assert [s["session"] for s in listed] == [session]
        # Message search finds the session's words and links back to it.
        page.goto(served.url + "/messages?q=daffodils")
        assert "daffodils" in page.locator("table.messages").inner_text()


def test_edit_a_profile_attribute(home: Path, page: Any) -> None:
    with serving(home) as served:
        served.bower.profiles.set("timezone", "Europe/Lisbon", entity_id="ana")
        page.goto(served.url + "/profiles")
        page.click("table.profiles >> text=user:ana")
        page.wait_for_url("**/profiles/user/ana")
        field = page.locator("form.attribute input[name=value]")
        assert field.input_value() == "Europe/Lisbon"
        field.fill("Europe/Madrid")
        page.click("form.attribute button")
        # (The field holds the new value as soon as it is typed: wait for the save itself.)
        wait_until(
            lambda: (
                served.bower.profiles.show(entity_id="ana")["attributes"]["timezone"]["value"]
                == "Europe/Madrid"
            ),
            what="the attribute to be saved",
        )
        stored = served.bower.profiles.show(entity_id="ana")
        assert stored["attributes"]["timezone"]["source"] == "dashboard"
        assert "Europe/Lisbon" in page.locator("table.history").inner_text()  # what it replaced
        # A new attribute from the form; a credential is refused, and the page says why.
        page.fill("form.new-attribute input[name=key]", "role")
        page.fill("form.new-attribute input[name=value]", "backend engineer")
        page.click("form.new-attribute button")
        page.wait_for_selector("form.attribute input[aria-label=role]")
        role = page.locator("form.attribute input[aria-label=role]").input_value()
        assert role == "backend engineer"
        page.fill("form.new-attribute input[name=key]", "password")
        page.fill("form.new-attribute input[name=value]", "hunter2")
        page.click("form.new-attribute button")
        page.wait_for_selector("#toast.bad")
        assert "not stored" in page.locator("#toast").inner_text()
        assert "hunter2" not in (home / "profiles" / "user" / "ana.json").read_text()


def test_run_maintenance_and_see_its_report(home: Path, page: Any) -> None:
    with serving(home) as served:
        _seed(served.bower)
        text = "Rose care: water the roses by the shed daily."
        served.bower.import_records([ImportRecord(text), ImportRecord(text.upper())])
        page.goto(served.url + "/maintenance")
        panel = page.locator("#panel-maintenance")
        panel.locator("form.preview button").click()
        page.wait_for_selector("#maintenance[data-state=done] .plan")
        assert page.locator("#maintenance .headline").inner_text().startswith("A dream would")
        assert served.bower.snapshots() == []  # a preview writes nothing
        panel.locator("form.run button").click()  # confirmed
        page.wait_for_selector("#maintenance[data-state=done] .plan[data-dry-run=false]")
        assert page.locator("#maintenance .headline").inner_text().startswith("The dream")
        assert served.bower.snapshots()  # it ran, after a snapshot
        # Consolidation: one form, its similarity used by the preview and by the run.
        consolidate = page.locator("#panel-consolidate")
        consolidate.locator("input[name=similarity]").fill("0.9")
        consolidate.locator("button.preview").click()
        page.wait_for_selector("#consolidate[data-state=done] .plan[data-dry-run=true]")
        # Maintenance merged the restatement already: nothing is left to consolidate.
        assert "in order" in page.locator("#consolidate .headline").inner_text()
        consolidate.locator("button", has_text="Consolidate").click()  # confirmed
        page.wait_for_selector("#consolidate[data-state=done] .plan[data-dry-run=false]")
        page.reload()
        rows = page.locator("table.activity tbody tr")
        assert "consolidated" in rows.nth(0).inner_text()
        assert "maintenance" in rows.nth(1).inner_text() and "default" in rows.nth(1).inner_text()


def test_reembed_after_a_model_change(home: Path, page: Any) -> None:
    texts = [f"Harbour crane {i} lifts containers at night." for i in range(8)]
    with Bower(home, overrides={"embed": {"provider": "fake"}}) as first:
        first.import_records([ImportRecord(t) for t in texts])
    changed = {"embed": {"provider": "fake", "model": "upgraded"}}
    with serving(home, overrides=changed) as served:
        page.goto(served.url + "/maintenance")
        assert page.locator("#pending").inner_text() == "8"
        assert "upgraded" in page.locator("#panel-reembed").inner_text()
        page.locator("#panel-reembed form.run button").click()
        page.wait_for_selector("#reembed[data-state=done] pre")
        report = json.loads(page.locator("#reembed pre").inner_text())
        assert report["memories_pending"] == 8 and report["embedded"] >= 8
        page.reload()
        assert page.locator("#pending").inner_text() == "0"
        vectors = served.bower.status().to_dict()["vectors"]
        assert "upgraded" in vectors["model"]
        assert (vectors["current"], vectors["pending"]) == (8, 0)


def test_every_page_fits_a_phone_width_screen(home: Path, browser: Any) -> None:
    """At 390 px nothing makes the page scroll sideways: wide tables and the links scroll
    inside their own box."""
    with serving(home) as served:
        _seed(served.bower)
        session = served.bower.messages.sessions()[0]["session"]
        served.bower.profiles.set("timezone", "Europe/Lisbon", entity_id="ana")
        context = browser.new_context(viewport={"width": 390, "height": 844})
        phone = context.new_page()
        try:
            for path in (
                "/?agent=*",
                "/browse",
                "/search?q=roses",
                "/sessions",
                f"/sessions/{session}",
                "/messages?q=tulips",
                "/history",
                "/profiles/user/ana",
                "/journal",
                "/graph",
                "/summaries",
                "/maintenance",
                "/snapshots",
                "/shares",
            ):
                phone.goto(served.url + path)
                wide = phone.evaluate("document.documentElement.scrollWidth")
                assert wide <= 390, (path, wide)
        finally:
            context.close()


def test_the_api_never_gives_an_agent_another_agents_raw_turns(home: Path) -> None:
    # `all_agents=true` once returned every agent's private turns while every memory
    # endpoint withheld the memories distilled from them.
    with serving(home) as served:
        _seed(served.bower)
        with served.client() as http:
            mine = {"x-bowerbird-agent": "default"}
            found = http.get(
                f"{API}/messages", params={"q": "kernels", "all_agents": True}, headers=mine
            ).json()
            assert found["results"] == [] and "withheld" not in found, found
            for path in ("/sessions", "/history", "/summaries"):
                answer = http.get(f"{API}{path}", params={"all_agents": True}, headers=mine)
                assert answer.status_code == 200 and "kernels" not in answer.text, path
            ops = http.get(
                f"{API}/messages", params={"q": "kernels"}, headers={"x-bowerbird-agent": "ops"}
            ).json()
            assert ops["results"], ops  # its own, of course
