"""Dashboard pages on a big home: server-side render time of every page, p50 / p95.

    python benchmarks/dashboard_pages.py [--memories 100000] [--home DIR] [--runs 30]
    python benchmarks/dashboard_pages.py --screenshots docs/    # the pictures in docs/guide.md

Builds (or reuses, with ``--home``) a home of ``--memories`` synthetic memories (one in ten
another agent's; deterministic), indexed and embedded with the fake embedder — render time
does not depend on the model — plus 2,200 conversation sessions of 10 messages, 40 links,
20 profiles and 60 daily logs. Then serves it on 127.0.0.1 (the real ``bower serve``
application, its watcher running) and requests every page ``--runs`` times after a warm-up,
reading the ``Server-Timing`` header each page carries (from the request's view to its
HTML); the wall time of the request on loopback is printed beside it. A quiet machine
matters: compare runs of one sitting.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import statistics
import tempfile
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from bowerbird import Bower
from bowerbird.bench.corpus import memories
from bowerbird.server.access import allowed_hosts
from bowerbird.server.app import Schedules, create_app
from bowerbird.server.guard import GuardConfig

FAKE = {"embed": {"provider": "fake"}}
SESSIONS, OPS_SESSIONS, PER_SESSION = 2000, 200, 10


def build(home: Path, count: int) -> None:
    """The home: memory files written directly (a fixture, no fsync), then indexed."""
    tree = home / "tree"
    started = time.perf_counter()
    for n, memory in enumerate(memories(count, seed=7)):
        if n % 10 == 0:
            memory = dataclasses.replace(memory, agent="ops")
        target = tree / memory.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(memory.to_markdown().encode())
    print(f"wrote {count} files in {time.perf_counter() - started:.0f} s", flush=True)
    with Bower(home, overrides=FAKE) as bower:
        started = time.perf_counter()
        bower.reindex()
        print(f"indexed and embedded in {time.perf_counter() - started:.0f} s", flush=True)
        ids = [m.id for m in bower.browse(limit=81).memories]
        for a, b in zip(ids[::2], ids[1::2], strict=False):
            bower.link(a, b, type="semantic", weight=0.7)
        start = datetime(2025, 6, 1, 8, tzinfo=UTC)
        ops = bower.as_agent("ops")
        for n in range(SESSIONS + OPS_SESSIONS):
            who = ops if n >= SESSIONS else bower
            at = start + timedelta(hours=6 * n)
            turns = [
                (
                    "user" if k % 2 == 0 else "assistant",
                    f"Session {n} message {k}: the harbour crane schedule and cargo {n % 97}.",
                    at + timedelta(minutes=k),
                )
                for k in range(PER_SESSION)
            ]
            who.messages.add_session(turns)
        bower.summarise()  # every closed session of the default agent
        for n in range(20):
            bower.profiles.set("timezone", "UTC", entity_id=f"user{n}")
            bower.profiles.set("role", "engineer", entity_id=f"user{n}")
        for day in range(60):
            bower.journal.write(
                f"Log of day {day}: reviewed the crane schedule.", when=start + timedelta(days=day)
            )


def pages(bower: Bower) -> dict[str, str]:
    session = bower.messages.sessions()[-1]["session"]
    return {
        "status": "/",
        "status, all agents": "/?agent=*",
        "memories": "/browse",
        "memories, page 2,000": "/browse?offset=50000",
        "memories, all agents": "/browse?agent=*",
        "search": "/search?q=harbour+crane+schedule",
        "sessions": "/sessions",
        "sessions, page 40": "/sessions?offset=1000",
        "a session": f"/sessions/{session}",
        "messages search": "/messages?q=crane+cargo",
        "history": "/history",
        "profiles": "/profiles",
        "a profile": "/profiles/user/user3",
        "journal": "/journal",
        "graph": "/graph",
        "summaries": "/summaries",
        "review": "/review",
        "dream": "/dream",
        "maintenance": "/maintenance",
        "snapshots": "/snapshots",
        "shares": "/shares",
    }


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self.ready = threading.Event()

    async def startup(self, sockets: Any = None) -> None:
        try:
            await super().startup(sockets)
        finally:
            self.ready.set()


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(home: Path, runs: int) -> dict[str, Any]:
    bower = Bower(home, overrides={**FAKE, "sync": {"interval_s": 60}})
    app = create_app(
        bower,
        GuardConfig(allowed_hosts("127.0.0.1", []), None, 1 << 20, frozenset()),
        Schedules(mcp=False),
    )
    server = _Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    server.ready.wait(60)
    port = server.servers[0].sockets[0].getsockname()[1]
    out: dict[str, Any] = {"memories": bower.counts(all_agents=True).memories}
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120) as http:
            for name, path in pages(bower).items():
                rendered, wall = [], []
                for n in range(runs + 2):
                    began = time.perf_counter()
                    response = http.get(path)
                    spent = (time.perf_counter() - began) * 1000
                    assert response.status_code == 200, (path, response.status_code)
                    timing = re.search(r"dur=([0-9.]+)", response.headers["server-timing"])
                    assert timing is not None
                    if n >= 2:  # two warm-ups
                        rendered.append(float(timing.group(1)))
                        wall.append(spent)
                out[name] = {
                    "path": path,
                    "render_p50_ms": round(statistics.median(rendered), 1),
                    "render_p95_ms": round(_pct(rendered, 0.95), 1),
                    "wall_p95_ms": round(_pct(wall, 0.95), 1),
                    "bytes": len(response.content),
                }
                print(f"{name:24} {json.dumps(out[name])}", flush=True)
    finally:
        server.should_exit = True
        thread.join(30)
    return out


NOTES = {
    "default": [
        "We decided to run the nightly backups at 02:00 UTC on the storage cluster.",
        "The staging cluster runs Kubernetes 1.30 with three worker nodes.",
        "Ana prefers short answers with the command first.",
        "To rotate the API keys: open the vault, generate a key, update the deploy secret.",
        "The billing service is written in Go and listens on port 8443.",
    ],
    "ops": [
        "The on-call rota lives in PagerDuty; escalation after 15 minutes.",
        "Grafana alerts for disk usage fire at 85 percent.",
    ],
}


def screenshots(folder: Path) -> None:
    """A small home of believable notes and talk, served, and its pages photographed in
    Chromium (Debian's) at desktop and phone width."""
    import shutil

    from playwright.sync_api import sync_playwright

    home = Path(tempfile.mkdtemp(prefix="bower-shots-")) / "home"
    old = {"embed": {"provider": "fake", "model": "minilm-v1"}}
    with Bower(home, overrides=old) as bower:
        for agent, texts in NOTES.items():
            view = bower if agent == "default" else bower.as_agent(agent)
            for text in texts:
                view.curate(text)
        start = datetime(2026, 11, 20, 9, tzinfo=UTC)
        talks = [
            ("I moved to Porto last month; my timezone is Europe/Lisbon.", "Noted, Porto."),
            (
                "Can we move the backups to 03:00? The 02:00 slot clashes with the batch job.",
                "Moved: backups run at 03:00 UTC from tonight.",
            ),
            ("Remember that Ana is allergic to shellfish for the team dinner.", "I will."),
        ]
        for n, (said, answer) in enumerate(talks):
            at = start + timedelta(days=n)
            bower.messages.add_session(
                [("user", said, at), ("assistant", answer, at + timedelta(minutes=1))]
            )
        bower.summarise(bower.messages.sessions()[0]["session"])
        bower.profiles.set("timezone", "Europe/Lisbon", entity_id="ana", source="chat")
        bower.profiles.set("role", "site reliability engineer", entity_id="ana")
        bower.profiles.set("timezone", "Europe/Madrid", entity_id="ana")
    new = {"embed": {"provider": "fake", "model": "minilm-v2"}}  # a model change
    bower = Bower(home, overrides={**new, "sync": {"interval_s": 60}})
    guard = GuardConfig(allowed_hosts("127.0.0.1", []), None, 1 << 20, frozenset())
    server = _Server(
        uvicorn.Config(
            create_app(bower, guard, Schedules(mcp=False)),
            host="127.0.0.1",
            port=0,
            log_level="warning",
        )
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    server.ready.wait(60)
    url = f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    session = bower.messages.sessions()[0]["session"]
    folder.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=shutil.which("chromium") or None, args=["--no-sandbox"]
            )
            page = browser.new_page(viewport={"width": 1180, "height": 860})
            page.on("dialog", lambda dialog: dialog.accept())
            for name, path in (
                ("status", "/?agent=*"),
                ("sessions", "/sessions"),
                ("session", f"/sessions/{session}"),
                ("profile", "/profiles/user/ana"),
            ):
                page.goto(url + path)
                page.screenshot(path=str(folder / f"dashboard-{name}.png"), full_page=True)
            page.goto(url + "/maintenance")
            page.locator("#panel-reembed form.run button").click()
            page.wait_for_selector("#reembed[data-state=done] pre")
            page.screenshot(path=str(folder / "dashboard-maintenance.png"), full_page=True)
            phone = browser.new_page(viewport={"width": 390, "height": 844})
            phone.goto(url + "/sessions?agent=default")
            phone.screenshot(path=str(folder / "dashboard-phone.png"), full_page=False)
            browser.close()
    finally:
        server.should_exit = True
        thread.join(30)
        bower.close()
    print(f"screenshots in {folder}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--memories", type=int, default=100_000)
    parser.add_argument("--home", type=Path, default=None, help="build once, reuse after")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--screenshots", type=Path, default=None, help="photograph the pages")
    args = parser.parse_args()
    if args.screenshots is not None:
        screenshots(args.screenshots)
        return
    home = args.home or Path(tempfile.mkdtemp(prefix="bower-dash-")) / "home"
    if not (home / "tree").exists():
        build(home, args.memories)
    result = measure(home, args.runs)
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
