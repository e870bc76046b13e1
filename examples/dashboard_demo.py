"""A demo home for the dashboard, and the screenshots in docs/screenshots/.

    python examples/dashboard_demo.py HOME            # build HOME (must not exist yet)
    python examples/dashboard_demo.py HOME --shots    # build it, serve it, take screenshots

The home uses the deterministic fake embedder (``[embed] provider = "fake"``), so it builds
in seconds with no model and looks the same every time. It holds four topics of notes said
over the past year (each one a dream summarises), links a person made between them, a dream
already applied, and then what the next dream would change: a restatement to merge, notes
written minutes apart to link, access counts to fold. ``--shots`` serves it with ``bower
serve`` on 127.0.0.1 and photographs the Graph, Dream (its preview), Search and a memory
page with Playwright driving the system's chromium (nothing is downloaded).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bowerbird import Bower, ImportRecord

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "docs" / "screenshots"

# Four topics, each said over a few weeks: a dream summarises each one (they share words).
TOPICS: dict[str, list[str]] = {
    "replication": [
        "Postgres replication lag on the billing replica reached 40 seconds during the backup.",
        "Postgres replication lag on the billing replica stays under a second after the fix.",
        "The billing replica fell behind the Postgres primary during the nightly backup.",
        "Postgres replication on the billing replica now uses a dedicated backup slot.",
        "The nightly Postgres backup of the billing primary runs at 02:00 UTC.",
        "Replication lag alerts fire when the billing replica is 30 seconds behind Postgres.",
        "The Postgres backup window moved so replication on the billing replica keeps up.",
        "A Postgres vacuum on the billing primary doubled replication lag on the replica.",
        "The billing replica serves the Postgres reporting queries, not the backup.",
        "Postgres replication slots on the billing primary are checked after every backup.",
    ],
    "invoices": [
        "Lisbon customers reported corrupted invoices over the weekend.",
        "The invoice renderer reads the currency of Lisbon customers from their profile.",
        "Corrupted Lisbon invoices came from the invoice renderer's currency rounding.",
        "Finance paused the Lisbon invoices until the invoice renderer fix shipped.",
        "The invoice renderer now rounds currency per customer, Lisbon invoices included.",
        "Lisbon customers got corrected invoices from the invoice renderer on Tuesday.",
        "Invoice renderer tests cover the currency rounding of Lisbon invoices.",
        "Finance checks every batch of Lisbon invoices the invoice renderer produces.",
    ],
    "mobile": [
        "Release 4.2 of the mobile app shipped to the app store on Thursday.",
        "The mobile app release 4.2 crashed on Android tablets at start-up.",
        "Mobile app release 4.3 fixed the Android tablet crash of release 4.2.",
        "Each mobile app release goes to ten percent of Android users first.",
        "The mobile app release checklist includes a tablet smoke test now.",
        "Mobile app release 4.4 adds offline invoices to the Android app.",
        "The mobile app release train leaves every second Thursday.",
        "Crash reports of the mobile app release go to the Android channel.",
    ],
    "oncall": [
        "Dana owns the billing on-call runbook and reviews every change to it.",
        "The billing on-call runbook says to page Dana after 15 minutes.",
        "Billing on-call engineers hand over the pager every Monday at 10:00.",
        "The billing on-call runbook lists the failover steps for the pager.",
        "Priya joins the billing on-call rotation and its pager in March.",
        "The billing on-call rotation has four engineers and one shadow on the pager.",
        "Dana wants billing on-call incidents written up within two days.",
        "The billing on-call runbook links the invoice dashboards for the pager.",
    ],
}

# Links a person made (source, target, type, weight), by topic and index.
LINKS = [
    (("invoices", 2), ("invoices", 0), "causal", 0.9),
    (("invoices", 3), ("invoices", 0), "causal", 0.7),
    (("mobile", 1), ("mobile", 2), "explicit", 0.8),
    (("oncall", 3), ("replication", 0), "related_to", 0.6),
    (("oncall", 7), ("invoices", 1), "related_to", 0.5),
    (("replication", 7), ("replication", 0), "causal", 0.8),
    (("mobile", 5), ("invoices", 4), "related_to", 0.4),
    (("oncall", 0), ("oncall", 6), "explicit", 0.7),
]

# Said after the dream: what the next one would change (its preview). A restatement, imported
# (curate would merge it at once), and notes curated minutes apart (the dream links them).
RESTATED = "Lisbon customers reported corrupted invoices over the weekend!"
LATER = [
    "The staging cluster runs Kubernetes 1.30 since the upgrade.",
    "Kubernetes 1.30 on the staging cluster needs the new ingress controller.",
    "The staging cluster ingress controller moved to the gateway API.",
    "Staging deploys wait for the gateway API certificates to renew.",
    "The staging cluster autoscaler adds nodes after five minutes of pending pods.",
    "Helm charts for staging pin the Kubernetes API versions they use.",
    "Staging namespaces are wiped every Sunday night.",
    "The staging cluster's node pool uses spot instances.",
    "Staging logs are kept for seven days.",
    "The staging database is a copy of production from the previous night.",
    "Feature flags in staging default to on.",
    "Staging smoke tests run after every deploy.",
]


def build(home: Path) -> Bower:
    """Write the demo home at ``home``: topics said over the past year, links, a dream, and
    notes added after it."""
    home.mkdir(parents=True)
    (home / "config.toml").write_text(
        # Notes written within half an hour of each other are linked by the dream.
        '[embed]\nprovider = "fake"\n\n[dream]\ntemporal_minutes = 30\n'
    )
    bower = Bower(home)
    start = datetime(2025, 3, 3, 9, 30, tzinfo=UTC)
    ids: dict[tuple[str, int], str] = {}
    for t, (topic, notes) in enumerate(TOPICS.items()):
        records = [
            ImportRecord(text, observed_at=start + timedelta(days=70 * t + 6 * n, hours=n))
            for n, text in enumerate(notes)
        ]
        for n, memory_id in enumerate(bower.import_records(records)):
            ids[(topic, n)] = memory_id
    for source, target, kind, weight in LINKS:
        bower.link(ids[source], ids[target], type=kind, weight=weight, origin="person")
    bower.dream()
    bower.import_records([ImportRecord(RESTATED)])
    for text in LATER:
        bower.curate(text)
    for question in ("invoices for Lisbon", "billing on-call runbook", "replication lag"):
        bower.query(question)  # read: the next dream folds these access counts in
    return bower


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def shots(home: Path, bower: Bower) -> None:
    """Serve ``home`` and save the four screenshots under docs/screenshots/."""
    from playwright.sync_api import FloatRect, sync_playwright

    chromium = os.environ.get("BOWERBIRD_CHROMIUM") or shutil.which("chromium")
    if chromium is None:
        sys.exit("no chromium on PATH (apt-get install chromium, or set BOWERBIRD_CHROMIUM)")
    port = _free_port()
    bower_command = [sys.executable, "-m", "bowerbird"]
    serve = [*bower_command, "serve", "--home", str(home), "--port", str(port), "--no-mcp"]
    server = subprocess.Popen(serve, env={**os.environ, "BOWERBIRD_SERVE_RESIDENT": "off"})
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        SHOTS.mkdir(parents=True, exist_ok=True)
        summaries = [bower.get(m.id) for m in bower.browse(folder="summaries").memories]
        opened = max(
            (m for m in summaries if m.extra.get("level") == 1),
            key=lambda m: len(m.extra.get("covers", [])),
        )
        cause = bower.query("Corrupted Lisbon invoices came from the renderer").results[0].id
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1100, "height": 860})

            def shot(name: str, path: str, down_to: str = "") -> None:
                """The page from its top (to the bottom of ``down_to``, else the window's)."""
                page.goto(url + path)
                box = page.locator(down_to).bounding_box() if down_to else None
                bottom = box["y"] + box["height"] + 16 if box else 860
                clip: FloatRect = {"x": 0, "y": 0, "width": 1100, "height": bottom}
                page.screenshot(path=str(SHOTS / name), full_page=True, clip=clip)

            shot("graph.png", "/graph", "svg.graph")
            shot("graph-open.png", f"/graph?open={opened.id}", "svg.graph")
            page.goto(f"{url}/dream")
            page.click("text=Preview (dry run)")
            page.wait_for_selector("#plan[data-state=done] .plan")
            page.locator("#toast").evaluate("toast => toast.remove()")  # "Done.", passing
            page.locator("#plan").screenshot(path=str(SHOTS / "dream-preview.png"))
            shot("search.png", "/search?q=Lisbon+invoices")
            shot("browse.png", "/browse?folder=facts&order=oldest")
            shot("memory.png", f"/m/{cause}")
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    home = Path(sys.argv[1])
    if home.exists():
        sys.exit(f"{home} exists: give a path that does not, the demo writes a new home")
    bower = build(home)
    print(f"built {home}: {bower.counts().to_dict()['memories']} memories")
    if "--shots" in sys.argv:
        shots(home, bower)
        print(f"screenshots in {SHOTS}")


if __name__ == "__main__":
    main()
