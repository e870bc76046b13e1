"""``/api/v1`` for the conversation layers and the dashboard's actions (issue 36), on a real
server: counts per agent, sessions and their summaries, message search, history, profiles,
maintenance, consolidation, re-embedding and jobs with progress."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from bowerbird import Bower, ImportRecord

from ..conftest import wait_until
from ..serving import serving

API = "/api/v1"


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def _seed(bower: Bower) -> list[str]:
    """Five memories of the default agent, two of ``ops``, two closed sessions of talk."""
    bower.import_records(
        [ImportRecord(f"Garden note {i}: the roses need water.") for i in range(5)]
    )
    bower.as_agent("ops").import_records(
        [ImportRecord(f"Ops note {i}: the servers need patches.") for i in range(2)]
    )
    start = datetime(2026, 4, 1, 8, tzinfo=UTC)
    for day in range(2):
        at = start + timedelta(days=day)
        bower.messages.add_session(
            [
                ("user", f"Day {day}: I planted tulips by the gate.", at),
                ("assistant", "Lovely, tulips by the gate.", at + timedelta(minutes=2)),
            ]
        )
    return [s["session"] for s in bower.messages.sessions()]


def test_counts_sessions_messages_history_and_summaries(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        sessions = _seed(served.bower)
        mine = ok(http.get(f"{API}/counts"))
        assert (mine["agent"], mine["memories"], mine["sessions"], mine["messages"]) == (
            "default",
            5,
            2,
            4,
        )
        ops = ok(http.get(f"{API}/counts", headers={"x-bowerbird-agent": "ops"}))
        assert (ops["agent"], ops["memories"], ops["sessions"]) == ("ops", 2, 0)
        every = ok(http.get(f"{API}/counts", params={"all_agents": True}))
        assert every["agent"] == "*" and every["memories"] == 7
        # The same number as the listing's total.
        assert ok(http.get(f"{API}/memories", params={"limit": 1}))["total"] == 5

        listed = ok(http.get(f"{API}/sessions"))
        assert listed["total"] == 2
        assert [s["session"] for s in listed["sessions"]] == sessions[::-1]  # newest first
        assert {s["status"] for s in listed["sessions"]} == {"closed"}
        one = ok(http.get(f"{API}/sessions/{sessions[0]}"))
        assert one["messages"][0]["content"] == "Day 0: I planted tulips by the gate."
        assert one["summaries"] == []
        made = ok(http.post(f"{API}/sessions/{sessions[0]}/summary", json={}))
        assert made["sessions"] == [sessions[0]]
        summary = ok(http.get(f"{API}/sessions/{sessions[0]}"))["summaries"][0]
        assert summary["current"] and "tulips" in summary["summary"]
        assert http.get(f"{API}/sessions/s20990101T000000").status_code == 404
        assert http.get(f"{API}/sessions/../etc").status_code in (404, 422)

        found = ok(http.get(f"{API}/messages", params={"q": "tulips gate"}))
        assert found["results"] and "tulips" in found["results"][0]["content"]
        told = ok(http.get(f"{API}/history", params={"budget_tokens": 2000}))
        assert "tulips" in told["history"] and told["tokens"] <= 2000

        preview = ok(http.post(f"{API}/summaries", json={"dry_run": True}))
        assert preview["sessions"] == [sessions[1]] and preview["already_current"] == 1
        ok(http.post(f"{API}/summaries", json={}))
        listing = ok(http.get(f"{API}/summaries"))
        assert listing["total"] == 2 and len(listing["summaries"]) == 2
        second = ok(http.get(f"{API}/summaries", params={"offset": 1, "limit": 1}))
        assert [s["session"] for s in second["summaries"]] == [sessions[1]]
        paged = ok(http.get(f"{API}/sessions", params={"offset": 1, "limit": 1}))
        assert paged["total"] == 2 and [s["session"] for s in paged["sessions"]] == [sessions[0]]
        rebuilt = ok(http.post(f"{API}/summaries", json={"rebuild": True}))
        assert rebuilt["summarised"] == 2
        assert ok(http.get(f"{API}/counts"))["session_summaries"] == 2
        assert http.post(f"{API}/summaries", json={"rebuld": True}).status_code == 422


def test_profiles_are_listed_shown_set_and_forgotten(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        url = f"{API}/profiles/user/ana/attributes"
        stored = ok(http.put(f"{url}/timezone", json={"value": "Europe/Lisbon"}))
        assert stored["outcome"] == "stored"
        ok(http.put(f"{url}/timezone", json={"value": "Europe/Madrid", "confidence": 0.9}))
        shown = ok(http.get(f"{API}/profiles/user/ana"))
        assert shown["attributes"]["timezone"]["value"] == "Europe/Madrid"
        assert shown["attributes"]["timezone"]["source"] == "dashboard"
        assert shown["history"][0]["value"] == "Europe/Lisbon"  # the value it replaced
        listed = ok(http.get(f"{API}/profiles"))["profiles"]
        assert {"entity_type": "user", "entity_id": "ana", "attributes": 1} in listed
        refused = http.put(f"{url}/password", json={"value": "hunter2"})
        assert refused.status_code == 400 and "not stored" in refused.json()["error"]
        assert ok(http.delete(f"{url}/timezone"))["forgotten"] is True
        assert ok(http.get(f"{API}/profiles/user/ana"))["attributes"] == {}
        assert http.get(f"{API}/profiles/robot/ana").status_code == 422


def _wait(http: httpx.Client, job: dict[str, Any]) -> dict[str, Any]:
    """The job once it is no longer running."""
    latest = dict(job)

    def finished() -> bool:
        latest.update(ok(http.get(f"{API}/jobs/{job['id']}")))
        return bool(latest["state"] != "running")

    wait_until(finished, 30, f"job {job['id']} to finish")
    return latest


def test_actions_run_at_once_or_as_jobs_and_are_audited(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        _seed(served.bower)
        preview = ok(http.post(f"{API}/maintenance", json={"dry_run": True}))
        assert preview["dry_run"] is True
        ran = ok(http.post(f"{API}/maintenance", json={}))
        assert ran["dry_run"] is False and "embedded" in ran
        merged = ok(http.post(f"{API}/consolidate", json={"similarity": 0.9}))
        assert "merged" in merged
        assert ok(http.post(f"{API}/reembed", json={"dry_run": True}))["memories_pending"] == 0

        started = ok(http.post(f"{API}/jobs", json={"action": "reembed"}), 202)
        assert started["action"] == "reembed" and started["agent"] == "default"
        done = _wait(http, started)
        assert done["state"] == "done" and done["result"]["dry_run"] is False
        ops_job = ok(
            http.post(
                f"{API}/jobs",
                json={"action": "maintenance"},
                headers={"x-bowerbird-agent": "ops"},
            ),
            202,
        )
        assert _wait(http, ops_job)["agent"] == "ops"
        assert http.get(f"{API}/jobs/job-00000000").status_code == 404
        assert http.post(f"{API}/jobs", json={"action": "explode"}).status_code == 422

        events = ok(http.get(f"{API}/activity"))["events"]
        actions = [(e["action"], e["details"]["agent"]) for e in events]
        assert actions[:4] == [
            ("maintenance", "ops"),
            ("reembedded", "*"),
            ("consolidated", "default"),
            ("maintenance", "default"),
        ]
