"""`bower serve`: every API endpoint through a real HTTP client against a real server on
127.0.0.1, the guard (Host, Origin, token, body size), the tree watcher, MCP at /mcp, the CLI
process (token file, SIGTERM), and fuzzing from the OpenAPI schema."""

from __future__ import annotations

import json
import random
import signal
import stat
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import ImportRecord

from ..conftest import free_port, run_cli, serve_process, wait_until
from ..serving import serving

API = "/api/v1"


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def refused(response: httpx.Response, status: int) -> dict[str, Any]:
    """An error: the status, and a body with what went wrong and how to fix it."""
    assert response.status_code == status, response.text
    body = response.json()
    assert body["error"] and "hint" in body
    return dict(body)


def test_every_endpoint(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        assert ok(http.get(f"{API}/health"))["status"] == "ok"
        stored = ok(
            http.post(
                f"{API}/curate",
                json={"text": "We decided to deploy on Render with Docker.", "tags": ["ops"]},
            )
        )
        decision = stored["created"][0]
        ok(http.post(f"{API}/curate", json={"text": "The staging database is Postgres 16."}))
        status = ok(http.get(f"{API}/status"))
        assert status["memories"] == 2 and status["health"]["ok"]
        assert sum(status["folders"].values()) == 2

        hits = ok(http.post(f"{API}/query", json={"query": "where do we deploy", "limit": 5}))
        assert hits["results"][0]["id"] == decision and hits["results"][0]["why"]
        block = ok(http.post(f"{API}/context", json={"query": "deploy", "budget_tokens": 200}))
        assert "Render" in block["context"]

        turns = [
            {"role": "user", "content": "Remember that my editor is Helix."},
            {"role": "assistant", "content": "Noted: your editor is Helix."},
        ]
        assert ok(http.post(f"{API}/ingest", json={"messages": turns, "verbatim": True}))["created"]

        page = ok(http.get(f"{API}/memories", params={"limit": 2, "order": "oldest"}))
        assert page["total"] == 4 and len(page["memories"]) == 2
        second = ok(
            http.get(f"{API}/memories", params={"limit": 2, "offset": 2, "order": "oldest"})
        )
        assert {m["id"] for m in page["memories"]}.isdisjoint(m["id"] for m in second["memories"])
        only = ok(http.get(f"{API}/memories", params={"type": "decision", "tag": "ops"}))
        assert [m["id"] for m in only["memories"]] == [decision]

        memory = ok(http.get(f"{API}/memories/{decision}"))
        file = home / "tree" / memory["path"]
        edited = ok(
            http.patch(
                f"{API}/memories/{decision}",
                json={"text": "We deploy on Fly.io now.", "tags": ["ops", "fly"]},
            )
        )
        assert edited["content"] == "We deploy on Fly.io now." and edited["tags"] == ["fly", "ops"]
        assert "Fly.io" in file.read_text() and "Render" not in file.read_text()
        events = ok(http.get(f"{API}/memories/{decision}/history"))["events"]
        assert [e["action"] for e in events][-1] == "edited"
        assert ok(http.get(f"{API}/memories/{decision}/explain"))["live"] == decision
        lines = ok(http.get(f"{API}/lines", params={"path": memory["path"], "start_line": 1}))
        assert "Fly.io" in lines["text"] and lines["start_line"] == 1

        assert ok(http.delete(f"{API}/memories/{decision}"))["maturity"] == "archived"
        assert "maturity: archived" in file.read_text()
        assert ok(http.post(f"{API}/memories/{decision}/restore"))["maturity"] != "archived"

        assert ok(http.get(f"{API}/review"))["pending"] == []
        plan = ok(http.post(f"{API}/dream", json={"dry_run": True}))
        # Every change kind the facade knows is accepted (the API once kept its own shorter
        # copy, without memory_md); a typo is refused, never a dream that plans nothing.
        ok(http.post(f"{API}/dream", json={"dry_run": True, "kinds": ["memory_md", "link"]}))
        refused(http.post(f"{API}/dream", json={"dry_run": True, "kinds": ["linx"]}), 422)
        assert plan["dry_run"] is True
        ok(http.post(f"{API}/prune", json={"threshold": 0.05, "dry_run": True}))
        assert isinstance(ok(http.get(f"{API}/snapshots"))["snapshots"], list)

        staging = ok(http.post(f"{API}/query", json={"query": "staging database"}))
        other = staging["results"][0]["id"]
        edge = {"target": other, "type": "causal", "weight": 0.6}
        linked = ok(http.post(f"{API}/memories/{decision}/links", json=edge))
        assert linked["edges"] == [{"type": "causal", "weight": 0.6, "origin": "agent"}]
        bad = {**edge, "type": "follows"}
        refused(http.post(f"{API}/memories/{decision}/links", json=bad), 400)
        refused(http.post(f"{API}/memories/{decision}/links", json={**edge, "weight": 2}), 422)
        refused(http.post(f"{API}/memories/{decision}/links", json={"target": "nope"}), 404)
        linked_to = ok(
            http.post(f"{API}/query", json={"query": "deploy on Render", "mode": "associate"})
        )
        assert other in [r["id"] for r in linked_to["results"]]
        refused(http.post(f"{API}/query", json={"query": "deploy", "mode": "nearby"}), 422)
        view = ok(http.get(f"{API}/graph", params={"id": decision}))
        assert [n["id"] for n in view["nodes"]][:1] == [decision]
        assert {
            "source": decision,
            "target": other,
            "type": "causal",
            "strength": 0.6,
            "origin": "agent",
        } in view["edges"]
        refused(http.get(f"{API}/graph", params={"id": decision, "hops": 9}), 422)
        refused(http.get(f"{API}/graph", params={"id": "nope"}), 404)
        assert "bower dream" in ok(http.get(f"{API}/overview"))["note"]
        refused(http.get(f"{API}/overview", params={"budget_tokens": 10}), 422)
        gone = ok(http.delete(f"{API}/memories/{other}/links/{decision}"))
        assert gone["changed"] and gone["edges"][0]["type"] == "causal"

        assert ok(http.delete(f"{API}/memories/{decision}", params={"hard": True}))["deleted"]
        assert not file.exists()
        refused(http.get(f"{API}/memories/{decision}"), 404)


def _review_home(home: Path) -> None:
    """A home whose dream queues its changes for review (duplicates, all below the bar)."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text("[dream]\nreview_below = 1.01\n")


def test_review_dream_and_rollback_endpoints(home: Path) -> None:
    _review_home(home)
    with serving(home) as served, served.client() as http:
        rng = random.Random(3)
        words = "amber basil cedar delta ember falcon garnet harbor indigo juniper".split()
        texts = [" ".join(rng.sample(words, 7)) + "." for _ in range(6)]
        served.bower.import_records([ImportRecord(t) for t in texts])
        served.bower.import_records([ImportRecord(texts[0].upper())])  # a near-duplicate
        report = ok(http.post(f"{API}/dream", json={"dry_run": False}))
        assert report["queued_for_review"] and report["applied"] == 0
        pending = ok(http.get(f"{API}/review"))["pending"]
        assert pending[0]["why"] and pending[0]["reason"]
        first = pending[0]["id"]
        refused(http.post(f"{API}/review/approve", json={"ids": ["no-such-change"]}), 404)
        applied = ok(http.post(f"{API}/review/approve", json={"ids": [first]}))
        assert applied["applied"] == 1 and applied["snapshot"]
        for item in ok(http.get(f"{API}/review"))["pending"]:
            assert ok(http.post(f"{API}/review/reject", json={"ids": [item["id"]]}))["rejected"]
        snapshot = ok(http.get(f"{API}/snapshots"))["snapshots"][0]["name"]
        preview = ok(http.post(f"{API}/rollback", json={"snapshot": snapshot, "dry_run": True}))
        assert preview["dry_run"] and (preview["restored"] or preview["removed"])
        undone = ok(http.post(f"{API}/rollback", json={"snapshot": snapshot}))
        assert undone["restored"] == preview["restored"]
        refused(http.post(f"{API}/rollback", json={"snapshot": "19990101T000000"}), 404)


def test_one_server_many_agents_by_header(home: Path) -> None:
    """A fleet: each request names its agent in ``X-Bowerbird-Agent``; nothing crosses."""
    with serving(home) as served, served.client() as http:
        made = {}
        for agent in ("alpha", "beta"):
            body = {"text": f"The {agent} vault code is {len(agent) * 1111}.", "verbatim": True}
            stored = ok(http.post(f"{API}/curate", json=body, headers={"X-Bowerbird-Agent": agent}))
            made[agent] = stored["created"][0]
        for agent, other in (("alpha", "beta"), ("beta", "alpha")):
            headers = {"X-Bowerbird-Agent": agent}
            hits = ok(http.post(f"{API}/query", json={"query": "vault code"}, headers=headers))
            assert [h["id"] for h in hits["results"]] == [made[agent]]
            assert all(h["agent"] == agent for h in hits["results"])
            refused(http.get(f"{API}/memories/{made[other]}", headers=headers), 404)
            # By path as by id: another agent's file is not there for this one (main: 200).
            path = served.bower.as_agent(other).get(made[other]).path
            refused(http.get(f"{API}/lines", params={"path": path}, headers=headers), 404)
            assert ok(
                http.get(
                    f"{API}/lines", params={"path": path}, headers={"X-Bowerbird-Agent": other}
                )
            )
        # No header: the server's own agent, which has none of these.
        assert ok(http.post(f"{API}/query", json={"query": "vault code"}))["results"] == []
        bad = refused(http.get(f"{API}/status", headers={"X-Bowerbird-Agent": "a b"}), 400)
        assert "agent name" in bad["error"]


def test_errors_name_the_problem(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        body = refused(http.post(f"{API}/query", json={"query": "x", "limitt": 3}), 422)
        assert "limitt" in body["error"]
        refused(http.post(f"{API}/query", json={"query": ""}), 422)
        refused(http.post(f"{API}/curate", content=b"{not json", headers=_json_type()), 422)
        refused(http.get(f"{API}/memories", params={"order": "sideways"}), 422)
        refused(http.get(f"{API}/memories/nope"), 404)
        refused(http.get(f"{API}/lines", params={"path": "../../etc/passwd"}), 400)
        refused(http.get(f"{API}/lines", params={"path": "x" * 300}), 400)  # main: 500
        # A transcript in one request is capped (main took all that fit in 8 MiB).
        many = [{"role": "user", "content": f"note {i}"} for i in range(1001)]
        too_many = refused(http.post(f"{API}/ingest", json={"messages": many}), 422)
        assert "messages" in too_many["error"]
        for when in ("0001-01-01T00:00:00Z", "0999-05-01T00:00:00Z"):  # main: 500, or unreadable
            body = {"text": f"The vault opened {when}.", "observed_at": when}
            assert http.post(f"{API}/curate", json=body).status_code == 200
            assert (
                http.post(f"{API}/query", json={"query": "vault", "since": when}).status_code == 200
            )
        refused(http.get(f"{API}/no-such-endpoint"), 404)
        refused(http.put(f"{API}/query"), 405)
        huge = "x" * 2_000_000
        refused(http.post(f"{API}/curate", json={"text": huge}), 413)


def _json_type() -> dict[str, str]:
    return {"content-type": "application/json"}


def test_foreign_host_and_origin_are_refused(home: Path) -> None:
    with serving(home, cors=("https://app.example.com",)) as served, served.client() as http:
        # DNS rebinding: evil.example resolves to 127.0.0.1, the browser sends its own name.
        refused(http.get(f"{API}/status", headers={"host": "evil.example"}), 421)
        refused(http.get(f"{API}/status", headers={"host": "evil.example:80"}), 421)
        # A name that only starts like an allowed address is not that address.
        for host in ("[::1].evil.example", "[::1]:80.evil.example", "localhost:evil"):
            refused(http.get(f"{API}/status", headers={"host": host}), 421)
        port = served.url.rsplit(":", 1)[1]
        same = {"origin": f"http://127.0.0.1:{port}"}
        assert http.get(f"{API}/status", headers=same).status_code == 200
        odd = ("http://127.0.0.1:abc", "http://127.0.0.1:99999", "http://[::1")  # main: 500
        for origin in (
            "http://evil.example",
            f"http://evil.example:{port}",
            "null",
            "file://",
            *odd,
        ):
            refused(http.post(f"{API}/curate", json={"text": "x"}, headers={"origin": origin}), 403)
        # A listed origin may call the API, with CORS headers for the browser.
        allowed = http.get(f"{API}/status", headers={"origin": "https://app.example.com"})
        assert allowed.status_code == 200
        assert allowed.headers["access-control-allow-origin"] == "https://app.example.com"
        assert "access-control-allow-origin" not in http.get(f"{API}/status").headers
        # No answer may be framed by another site, refusals included (main: none said so).
        for answer in (http.get("/"), http.get(f"{API}/status", headers={"host": "evil.example"})):
            assert answer.headers["x-frame-options"] == "DENY"
            assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    assert served.bower.memories() == []  # nothing refused was stored


def test_browsing_the_dashboard_counts_no_access(home: Path) -> None:
    """A GET is not a recall: main's GET /search wrote access counts, so a cross-site <img>
    could push a memory towards promotion."""
    with serving(home) as served, served.client() as http:
        ok(http.post(f"{API}/curate", json={"text": "The staging database is Postgres 16."}))
        for _ in range(3):
            assert http.get("/search", params={"q": "staging database"}).status_code == 200
        log = home / "access.log"
        assert not log.exists() or log.read_text() == ""
        ok(http.post(f"{API}/query", json={"query": "staging database"}))  # an agent's recall
        assert log.read_text().count("\n") == 1


def test_an_oversized_body_is_refused_declared_or_streamed(home: Path) -> None:
    with serving(home, max_body=4096) as served, served.client() as http:
        refused(http.post(f"{API}/curate", json={"text": "y" * 5000}), 413)

        def chunks() -> Iterator[bytes]:  # no Content-Length: chunked transfer
            yield b'{"text": "'
            for _ in range(10):
                yield b"z" * 1000
            yield b'"}'

        refused(http.post(f"{API}/curate", content=chunks(), headers=_json_type()), 413)
        assert ok(http.post(f"{API}/curate", json={"text": "A small note stays welcome."}))
    assert len(served.bower.memories()) == 1


def test_beyond_loopback_every_request_needs_the_token(home: Path) -> None:
    token = "s3cret-token-for-tests"
    with serving(home, host="0.0.0.0", token=token) as served, served.client() as http:
        assert ok(http.get(f"{API}/health"))["status"] == "ok"  # open: says nothing
        body = refused(http.get(f"{API}/status"), 401)
        assert "Bearer" in body["hint"]
        refused(http.get(f"{API}/status", headers={"authorization": "Bearer wrong"}), 401)
        refused(http.get(f"{API}/status", headers={"authorization": f"Basic {token}"}), 401)
        refused(http.get("/", headers={"authorization": "Bearer"}), 401)
        refused(http.post("/mcp", json={}), 401)
        right = {"authorization": f"Bearer {token}"}
        assert ok(http.get(f"{API}/status", headers=right))["memories"] == 0
        # The dashboard signs in once and carries the token in a strict, HttpOnly cookie.
        login = http.post("/login", data={"token": token})
        assert login.status_code == 303
        cookie = login.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=strict" in cookie
        assert http.get("/").status_code == 200
        http.cookies.clear()
        http.post("/login", data={"token": "wrong"})
        refused(http.get("/"), 401)


def test_hand_edits_show_up_through_the_watcher(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        memory = ok(http.post(f"{API}/curate", json={"text": "The cache TTL is 30 seconds."}))
        path = home / "tree" / memory["memories"][0]["path"]
        path.write_text(path.read_text().replace("30 seconds", "90 seconds"))
        memory_id = memory["created"][0]

        def edited() -> bool:
            return "90 seconds" in http.get(f"{API}/memories/{memory_id}").json()["content"]

        wait_until(edited, what="the hand edit to be reconciled")
        # The watcher reconciled the index: search sees the new text without a request-time scan.
        wait_until(
            lambda: any(
                h["id"] == memory_id
                for h in http.post(f"{API}/query", json={"query": "90 seconds TTL"}).json()[
                    "results"
                ]
            ),
            what="search to find the edited text",
        )


def test_mcp_is_served_at_mcp_over_the_same_memories(home: Path) -> None:
    import anyio
    from mcp.client.streamable_http import streamable_http_client

    from mcp import ClientSession

    with serving(home, mcp=True) as served, served.client() as http:
        ok(http.post(f"{API}/curate", json={"text": "The release train leaves on Thursdays."}))

        async def search() -> dict[str, Any]:
            async with (
                streamable_http_client(f"{served.url}/mcp") as (read, write, *_),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                result = await session.call_tool("memory_search", {"query": "release train"})
                return dict(json.loads(result.content[0].text))  # type: ignore[union-attr]

        found = anyio.run(search)
        assert "Thursdays" in found["results"][0]["text"]


def test_mcp_over_http_is_the_agent_its_request_names(home: Path) -> None:
    """``X-Bowerbird-Agent`` names the agent of every API request; ``/mcp`` on the same
    server took none of it (a store sent as "bravo" was the server's own)."""
    import anyio
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    from mcp import ClientSession

    async def call(agent: str | None, tool: str, args: dict[str, Any]) -> dict[str, Any]:
        headers = {"X-Bowerbird-Agent": agent} if agent else {}
        async with (
            httpx2.AsyncClient(headers=headers, timeout=60) as client,
            streamable_http_client(f"{served.url}/mcp", http_client=client) as (read, write, *_),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            result = await session.call_tool(tool, args)
            text = result.content[0].text  # type: ignore[union-attr]
            return dict(json.loads(text[text.index("{") :]))

    with serving(home, mcp=True) as served, served.client() as http:
        note = {"content": "The bravo rota starts at 07:00 on Saturdays."}
        stored = anyio.run(call, "bravo", "memory_store", note)
        path = f"{API}/memories/{stored['created'][0]}"
        assert ok(http.get(path, headers={"X-Bowerbird-Agent": "bravo"}))["agent"] == "bravo"
        refused(http.get(path), 404)  # not the server's own agent's
        bravo = anyio.run(call, "bravo", "memory_search", {"query": "rota Saturdays"})
        assert "07:00" in bravo["results"][0]["text"]
        own = anyio.run(call, None, "memory_search", {"query": "rota Saturdays"})
        assert not [r for r in own["results"] if "07:00" in r["text"]]
        bad = anyio.run(call, "no such/agent", "memory_search", {"query": "rota"})
        assert "X-Bowerbird-Agent" in bad["error"]


def test_cli_serve_creates_a_private_token_and_stops_cleanly_on_sigterm(home: Path) -> None:
    with serve_process(home, "--host", "0.0.0.0") as (proc, url):
        token_file = home / "serve-token"
        assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
        token = token_file.read_text().strip()
        assert len(token) >= 32
        refused(httpx.get(f"{url}{API}/status"), 401)
        auth = {"authorization": f"Bearer {token}"}
        note = {"text": "Backups run nightly at 02:00 UTC."}
        assert ok(httpx.post(f"{url}{API}/curate", json=note, headers=auth))["created"]
        proc.send_signal(signal.SIGTERM)
        # uvicorn finishes requests in flight, runs the shutdown (the index is closed), then
        # re-raises the signal so the exit status says how it ended.
        assert proc.wait(timeout=60) in (0, -signal.SIGTERM)
        err = proc.stderr.read().decode() if proc.stderr else ""
        assert "serve-token" in err and "Authorization: Bearer" in err and token not in err
    code, envelope, _ = run_cli(home, "query", "backups", "--json")
    assert code == 0 and "02:00" in envelope["data"]["results"][0]["snippet"]


def test_cli_serve_without_mcp_says_so(home: Path) -> None:
    with serve_process(home, "--no-mcp") as (proc, url):
        assert httpx.post(f"{url}/mcp", json={}).status_code == 404
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        err = proc.stderr.read().decode() if proc.stderr else ""
        assert "(API /api/v1)" in err and "MCP" not in err


def test_cli_serve_refuses_a_token_file_others_can_read(home: Path) -> None:
    home.mkdir(parents=True)
    token_file = home / "serve-token"
    token_file.write_text("readable-by-everyone\n")
    token_file.chmod(0o644)
    code, _, err = run_cli(home, "serve", "--host", "0.0.0.0", "--port", str(free_port()))
    assert code != 0 and "chmod 600" in err
    code, _, err = run_cli(home, "serve", "--dream-every", "soon")
    assert code == 2 and "24h" in err


def test_fuzz_the_api_from_its_openapi_schema(tmp_path: Path) -> None:
    """Property-based requests for every operation of /openapi.json: no 5xx, ever, and only
    status codes, content types and bodies the schema documents (a client generated from
    it must never meet an answer it was not told about)."""
    import schemathesis
    from hypothesis import HealthCheck, given, settings
    from schemathesis.checks import (
        content_type_conformance,
        not_a_server_error,
        response_schema_conformance,
        status_code_conformance,
    )
    from schemathesis.core.failures import FailureGroup

    checks = [
        not_a_server_error,
        status_code_conformance,
        content_type_conformance,
        response_schema_conformance,
    ]

    home = tmp_path / "fuzz-home"
    with serving(home) as served, served.client() as http:
        for text in ("Deploys go through Render.", "The API rate limit is 100 per minute."):
            ok(http.post(f"{API}/curate", json={"text": text}))
        schema = schemathesis.openapi.from_url(f"{served.url}/openapi.json")
        failures: list[str] = []
        statuses: list[int] = []
        operations = [result.ok() for result in schema.get_all_operations()]  # type: ignore[union-attr]
        assert len(operations) >= 20
        for operation in operations:

            @settings(
                max_examples=30,
                derandomize=True,  # the same requests on every run: CI stays reproducible
                deadline=None,
                suppress_health_check=list(HealthCheck),
                database=None,
            )
            @given(case=operation.as_strategy())
            def check(case: Any) -> None:
                response = case.call(base_url=served.url)
                statuses.append(response.status_code)
                try:
                    case.validate_response(response, checks=checks)
                except FailureGroup as exc:
                    failures.append(
                        f"{case.method} {case.formatted_path} -> {response.status_code}: "
                        f"{str(exc)[:300]}"
                    )

            check()
        assert not failures, failures
        # Real traffic went through: many requests, a good share of them accepted (the rest
        # name ids, paths and snapshots that do not exist: 404s are right answers).
        assert len(statuses) >= 10 * len(operations)
        assert sum(s < 300 for s in statuses) > len(statuses) / 5


@pytest.mark.benchmark
def test_load_benchmark_counts_every_operation_and_loses_nothing() -> None:
    from bowerbird.bench import serve as bench

    report = bench.run(clients=3, seconds=3, memories=40, provider="fake")
    for side in ("serve", "cli"):
        result = report[side]
        assert result["error_count"] == 0, result["errors"]
        assert result["lost_writes"] == 0
        assert result["operations"] == result["queries"] + result["curates"] > 0
        assert result["latency_ms"]["p50"] <= result["latency_ms"]["p99"]
    assert report["serve"]["curates"] > 0
    assert report["throughput_ratio_serve_vs_cli"] > 1


@pytest.mark.benchmark
def test_fleet_benchmark_loses_nothing_and_leaks_nothing() -> None:
    """Agents by header against one server, on SQLite, on Postgres, and on Postgres stopped
    and restarted mid-run: errors only while the database is down, and nothing lost."""
    from bowerbird.bench import fleet as bench

    report = bench.run(agents=3, per_agent=2, seconds=8, memories=60, provider="fake")
    for phase in ("sqlite", "postgres", "postgres_restarted"):
        result = report[phase]
        assert result["lost_writes"] == 0 and result["leaks"] == 0, result
        assert result["queries"] > 0 and result["curates"] > 0
        assert result["indexed_memories"] == result["memory_files"]
    assert report["sqlite"]["error_count"] == report["postgres"]["error_count"] == 0, report
    restarted = report["postgres_restarted"]
    # The 3 s outage is seen: as retryable 503s, or as requests that waited for the database
    # to come back (the pool waits up to 10 s for a connection) — never as a wrong answer.
    assert restarted["error_count"] or restarted["latency_ms"]["max"] > 2500, restarted
    assert all("HTTP 503" in e for e in restarted["errors"]), restarted["errors"]


def test_bower_mcp_refuses_http_beyond_loopback(home: Path) -> None:
    code, _, err = run_cli(home, "mcp", "--transport", "http", "--host", "0.0.0.0")
    assert code == 2 and "bower serve --host 0.0.0.0" in err


def test_journal_endpoints(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        logged = http.post("/api/v1/journal", json={"text": "Upgraded Postgres to 17.2."})
        assert logged.status_code == 200, logged.text
        path = logged.json()["path"]
        assert http.post("/api/v1/journal", json={"text": "x", "mood": "ok"}).status_code == 422
        hits = http.post("/api/v1/query", json={"query": "Postgres upgrade"}).json()["results"]
        assert hits[0]["kind"] == "chunk" and hits[0]["path"] == path
        none = http.post("/api/v1/query", json={"query": "Postgres upgrade", "journal": False})
        assert none.json()["results"] == []
        lines = http.get("/api/v1/journal/lines", params={"path": path, "start_line": 3})
        assert lines.json()["text"].endswith("Upgraded Postgres to 17.2.")
        outside = http.get("/api/v1/journal/lines", params={"path": "../config.toml"})
        assert outside.status_code == 400 and "refused" in outside.json()["error"]
        start = http.get("/api/v1/journal/start", params={"shared": "true"}).json()
        assert "Postgres to 17.2" in start["context"] and start["shared"] is True
        sources = http.get("/api/v1/journal/sources").json()["sources"]
        assert sources[0]["name"] == "journal" and sources[0]["files"] == 1
        # The dashboard links a chunk hit to the file's lines, not to a memory page.
        page = http.get("/search", params={"q": "Postgres upgrade"}).text
        assert f'href="/journal/file?path={path}#L1"' in page
        shown = http.get("/journal/file", params={"path": path})
        assert shown.status_code == 200 and "Upgraded Postgres to 17.2." in shown.text
        assert http.get("/journal/file", params={"path": "../config.toml"}).status_code == 400


def test_any_date_is_an_answer_or_a_clear_400_never_a_500(home: Path) -> None:
    # Year 1 failed in the index's millisecond conversion (local time has no rules there).
    instants = st.datetimes(
        min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31, 23, 59, 59),
        timezones=st.one_of(st.none(), st.timezones()),
    )  # fmt: skip
    with serving(home) as served, served.client() as http:
        ok(http.post("/api/v1/curate", json={"text": "The print server is at 10.0.4.17."}))

        @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
        @given(when=instants, field=st.sampled_from(["since", "until"]))
        def asked(when: datetime, field: str) -> None:
            answer = http.post("/api/v1/query", json={"query": "print server", field: str(when)})
            assert answer.status_code in (200, 400, 422), answer.text
            noted = http.post(
                "/api/v1/curate", json={"text": "Backups run nightly.", "observed_at": str(when)}
            )
            assert noted.status_code in (200, 201, 400, 422), noted.text

        asked()
        for edge in ("0001-01-01", "0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00"):
            ok(http.post("/api/v1/query", json={"query": "print server", "since": edge}))
        # When a note was said, at the calendar's ends: kept, or refused by name (a zone of
        # +14:00 puts year 1's first hours in year 0 in UTC; a date alone is UTC).
        turn = [{"role": "user", "content": "The standby generator was serviced yesterday."}]
        for edge in ("0001-01-01", "9999-12-31", "0001-01-01T00:00:00+14:00",
                     "9999-12-31T23:59:59-14:00"):  # fmt: skip
            for path, body in (
                ("/api/v1/curate", {"text": "The generator is serviced by Hale Electric."}),
                ("/api/v1/ingest", {"messages": turn}),
            ):
                answer = http.post(path, json={**body, "observed_at": edge})
                if "14:00" in edge:
                    assert answer.status_code == 422, answer.text
                    assert "falls outside 0001-01-01 to 9999-12-31" in answer.json()["error"]
                else:
                    assert answer.status_code == 200, answer.text


def test_no_request_is_traced_or_exported_whatever_the_environment_asks(
    home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """FastAPI traces each request to OpenTelemetry and, with FASTAPI_OTEL_AUTO_CONFIGURE,
    sets up an exporter to the OTLP endpoint the environment names: the server turns all of
    it off (no telemetry, ever; a span would carry a note's text)."""
    monkeypatch.setenv("FASTAPI_OTEL_AUTO_CONFIGURE", "true")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", f"http://127.0.0.1:{free_port()}")
    caplog.set_level("DEBUG")
    with serving(home) as served, served.client() as http:
        ok(http.post("/api/v1/curate", json={"text": "The vault code changes monthly."}))
    said = [r.getMessage() for r in caplog.records if r.name.startswith("fastapi")]
    assert not [m for m in said if "telemetry" in m.lower() or "opentelemetry" in m.lower()]


# Credentials by kind, each with a value made up here (a new word every run of the
# generator): the gate's table (tests/gather/test_redaction_gate.py) through the wire.
_WIRE_FORMS = [
    "My passport no. X{digits} expires in 2031. We moved the backup to Fridays.",
    "Fyi the password is {word} for the staging box. We moved the backup to Fridays.",
    "Run docker login -u ci -p {word} registry.example.com before the deploy.",
    "Login for the old wiki is admin / {word}. The wiki moves to Confluence in May.",
]


def _wire_texts(seed: int) -> list[tuple[str, str]]:
    draw = random.Random(seed)
    out = []
    for form in _WIRE_FORMS:
        word = "".join(draw.choice("bdfgklmnprstvz") + draw.choice("aeiou") for _ in range(4))
        digits = str(draw.randrange(1_000_000, 9_999_999))
        out.append((form.format(word=word, digits=digits), f"X{digits}" if "X{" in form else word))
    return out


@pytest.mark.parametrize("seed", [7, 11])
def test_no_way_in_over_http_or_mcp_keeps_a_credential(home: Path, seed: int) -> None:
    import anyio
    from mcp.client.streamable_http import streamable_http_client

    from mcp import ClientSession

    told = _wire_texts(seed)
    with serving(home, mcp=True) as served, served.client() as http:
        target = ok(http.post(f"{API}/curate", json={"text": "The backup runs at 02:00."}))
        kept = target["created"][0]
        for text, _ in told:
            turn = [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]
            ok(http.post(f"{API}/curate", json={"text": text}))
            ok(http.post(f"{API}/ingest", json={"messages": turn}))
            ok(http.post(f"{API}/journal", json={"text": text}))
            ok(http.patch(f"{API}/memories/{kept}", json={"text": text}))
            chat = f"[01/03/2025, 19:00:00] Ana: {text}\n".encode()
            ok(http.post(f"{API}/import", params={"name": "chat.txt", "me": "Ana"}, content=chat))

        async def through_mcp() -> None:
            async with (
                streamable_http_client(f"{served.url}/mcp") as (read, write, *_),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                calls = [
                    (tool, args)
                    for text, _ in told
                    for tool, args in [
                        ("memory_store", {"content": text}),
                        ("memory_update", {"id": kept, "content": text}),
                        ("memory_journal", {"content": text}),
                    ]
                ]  # and a supersede, which closes the memory the updates reach: once
                calls.append(("memory_supersede", {"id": kept, "content": told[-1][0]}))
                for tool, args in calls:
                    result = await session.call_tool(tool, args)
                    assert not result.is_error, (tool, result.content)

        anyio.run(through_mcp)
    for _, value in told:
        held = [str(p) for p in home.rglob("*") if p.is_file() and value.encode() in p.read_bytes()]
        assert held == [], value
    # Each way in did store the text (redacted): the tree, the raw messages, the journal.
    for room in ("tree", "messages", "journal"):
        texts = [p.read_text(errors="replace") for p in (home / room).rglob("*") if p.is_file()]
        assert sum(t.count("[REDACTED:") for t in texts) >= len(told), room
