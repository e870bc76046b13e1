"""Plain markdown memory (seed 002) on a real OpenClaw-shaped workspace built here: MEMORY.md,
30 daily logs and nested notes, indexed as chunks beside the typed memories."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower, ImportRecord, InputError, NotFoundError, SettingsError, UsageError
from bowerbird.services.embed import FakeEmbedder
from bowerbird.services.mdchunk import chunk_markdown
from tests.growth import assert_linear

from ..conftest import run_cli

START = date(2026, 10, 1)
PLANTED_DAY = "2026-10-17"
PLANTED = (
    "- 14:20 Moved the staging Postgres to port 6543 because the old port clashed with "
    "pgbouncer on the shared host."
)
TOPICS = [
    "Reviewed the onboarding flow with Dana; the welcome email copy needs a rewrite.",
    "Paired on the flaky checkout test; it depended on the wall clock.",
    "Read about vector quantisation for the search service.",
    "Triaged support tickets about CSV exports timing out.",
    "Planned the Q4 roadmap: billing v2, audit log, SSO.",
    "Lunch with the design team about the new icon set.",
]


def _daily(day: date, n: int) -> str:
    lines = [f"# {day.isoformat()}", ""]
    for i in range(4):
        lines.append(f"- {9 + i}:00 {TOPICS[(n + i) % len(TOPICS)]}")
    if day.isoformat() == PLANTED_DAY:
        lines.insert(4, PLANTED)
    return "\n".join(lines) + "\n"


def _long_note() -> str:
    parts = ["# Billing service", "", "## History", ""]
    for i in range(12):
        parts += [
            f"Paragraph {i}: the invoice exporter batch {i} reads ledger rows, converts "
            f"currencies with the rate table of day {i}, and writes a CSV per merchant into "
            "the exports bucket, retrying twice when the bucket is throttled by the provider.",
            "",
        ]
    parts += ["## Owners", "", "Alice owns the exporter; Bob owns the ledger schema.", ""]
    return "\n".join(parts)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """~/clawd as OpenClaw lays it out, with notes nested two folders deep."""
    root = tmp_path / "clawd"
    (root / "memory").mkdir(parents=True)
    (root / "MEMORY.md").write_text(
        "# Long-term memory\n\n## Preferences\n\n- Prefers tabs over spaces in Go code.\n"
        "- Wants release notes written in the second person.\n"
    )
    for n in range(30):
        day = START + timedelta(days=n)
        (root / "memory" / f"{day.isoformat()}.md").write_text(_daily(day, n))
    (root / "notes" / "projects").mkdir(parents=True)
    (root / "notes" / "projects" / "billing.md").write_text(_long_note())
    (root / "notes" / "people").mkdir(parents=True)
    (root / "notes" / "people" / "alice.md").write_text(
        "# Alice\n\nAlice is the tech lead of payments and lives in Lisbon.\n"
    )
    return root


def _open(home: Path, workspace: Path, **sections: dict[str, Any]) -> Bower:
    files = {"paths": [str(workspace)], **sections.pop("files", {})}
    overrides: dict[str, dict[str, Any]] = {"sync": {"interval_s": 0}, "files": files}
    return Bower(home, overrides={**overrides, **sections})


class Counting(FakeEmbedder):
    """The fake embedder, counting the texts it is asked to embed."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts: list[str]) -> Any:
        self.texts.extend(texts)
        return super().embed(texts)


@pytest.fixture
def counting(monkeypatch: pytest.MonkeyPatch) -> Counting:
    embedder = Counting()
    monkeypatch.setattr("bowerbird.bower.wiring.make_embedder", lambda settings: embedder)
    return embedder


def _line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().split("\n"), 1) if text in line)


# ---------------------------------------------------------------- chunking


def test_chunks_follow_headings_and_paragraphs_with_overlap() -> None:
    text = _long_note()
    chunks = chunk_markdown(text, size=200, overlap=80)
    lines = text.split("\n")
    assert len(chunks) > 3
    for c in chunks:
        assert c.text == "\n".join(lines[c.start_line - 1 : c.end_line])  # exact file lines
        assert not c.text.startswith("\n") and c.text.strip()
    # A heading opens a chunk and stays with what follows it.
    owners = next(c for c in chunks if "## Owners" in c.text)
    assert owners.text.startswith("## Owners") and "Alice owns" in owners.text
    assert owners.heading == "Billing service > Owners"
    # Consecutive chunks of one section overlap by whole paragraphs.
    history = [c for c in chunks if c.heading == "Billing service > History"]
    assert any(b.start_line <= a.end_line for a, b in itertools.pairwise(history))
    # Fenced code is one paragraph: its '#' line is no heading.
    code = chunk_markdown("# A\n\n```sh\n# not a heading\n\necho hi\n```\n", 400, 80)
    assert len(code) == 1 and code[0].heading == "A"


# ---------------------------------------------------------------- search


def test_a_fact_in_a_daily_log_is_found_by_a_paraphrase_with_its_lines(
    home: Path, workspace: Path
) -> None:
    with _open(home, workspace, embed={"provider": "default"}) as bower:
        bower.curate("We deploy the billing service on Tuesdays after the standup.")
        hits = bower.query("which port does the staging database listen on now?").results
        top = hits[0]
        assert top.kind == "chunk" and top.path == f"clawd/memory/{PLANTED_DAY}.md"
        planted_line = _line_of(workspace / "memory" / f"{PLANTED_DAY}.md", "port 6543")
        assert top.lines is not None and top.lines[0] <= planted_line <= top.lines[1]
        assert top.id == f"{top.path}:{top.lines[0]}-{top.lines[1]}"
        assert "6543" in top.snippet and len(top.snippet) <= 700
        data = top.to_dict()
        assert data["file"] == top.path and data["startLine"] == top.lines[0]
        # memory_get's form reads exactly that part of the file.
        got = bower.journal.get(top.path, top.lines[0], top.lines[1] - top.lines[0] + 1)
        assert "port 6543" in got.text
        # Memories and chunks are ranked together: the memory wins its own question.
        mixed = bower.query("when do we deploy billing?").results
        assert mixed[0].kind == "memory"


def test_one_search_filters_and_caches_chunks(home: Path, workspace: Path) -> None:
    with _open(home, workspace) as bower:
        bower.curate("Alice prefers async code reviews.")
        first = bower.query("Alice tech lead payments Lisbon")
        assert first.results[0].path == "clawd/notes/people/alice.md"
        again = bower.query("Alice tech lead payments Lisbon")
        assert again.tier == 0 and [h.id for h in again.results] == [h.id for h in first.results]
        assert again.results[0].kind == "chunk" and again.results[0].lines == (1, 3)
        # A type restriction is about typed memories: chunks are left out.
        typed = bower.query("Alice", types=("fact", "pattern", "decision", "context"))
        assert all(h.kind == "memory" for h in typed.results)
        # A time window applies to a daily log's own date.
        day = datetime(2026, 10, 17, tzinfo=UTC)
        window = bower.query("staging Postgres port", since=day, until=day + timedelta(days=1))
        assert [h.path for h in window.results] == [f"clawd/memory/{PLANTED_DAY}.md"]
        outside = bower.query("staging Postgres port", until=day)
        assert all(h.path != f"clawd/memory/{PLANTED_DAY}.md" for h in outside.results)
        assert bower.query("staging Postgres port", journal=False).results == []


# ---------------------------------------------------------------- reconciliation


def test_an_edit_re_embeds_only_the_chunks_that_changed(
    home: Path, workspace: Path, counting: Counting
) -> None:
    note = workspace / "notes" / "projects" / "billing.md"
    with _open(home, workspace) as bower:
        bower.catch_up()
        chunks = bower._store.index.chunks_of("clawd/notes/projects/billing.md")
        assert len(chunks) >= 3
        total = bower._store.index.chunk_count()
        assert len(counting.texts) >= total  # every chunk once (long ones in two rows)
        counting.texts.clear()
        text = note.read_text().replace("Paragraph 7: the invoice", "Paragraph 7: the refund")
        note.write_text(text)
        bower.sync()
        assert bower.catch_up() in (1, 2)  # the chunk(s) holding paragraph 7, nothing else
        assert counting.texts and all("refund" in t for t in counting.texts)
        assert bower.query("refund exporter").results[0].path == "clawd/notes/projects/billing.md"


def test_a_file_of_thousands_of_sections_costs_a_bounded_number_of_vectors(
    home: Path, workspace: Path, counting: Counting
) -> None:
    """A log of 3,000 one-line sections is 3,000 chunks: all findable by their words, only
    VECTORS_PER_FILE of them embedded (evenly spread), and nothing left pending forever."""
    from bowerbird.storage.index import VECTORS_PER_FILE

    log = workspace / "memory" / "2026-11-01.md"
    log.write_text(
        "\n".join(
            f"## Entry {i}\n\nShipped build number {i} of the kestrel app.\n" for i in range(3000)
        )
    )
    with _open(home, workspace) as bower:
        bower.catch_up()
        chunks = bower._store.index.chunks_of("clawd/memory/2026-11-01.md")
        assert len(chunks) == 3000
        embedded = [t for t in counting.texts if "kestrel" in t]
        assert len(embedded) == VECTORS_PER_FILE  # was 3,000 (minutes on a real model)
        # Spread over the whole file: the first section and one near the end among them.
        assert any("build number 0 " in t for t in embedded)
        assert any(f"build number {i} " in t for t in embedded for i in range(2950, 3000))
        assert bower.status().to_dict()["vectors"]["journal_pending"] == 0
        counting.texts.clear()
        assert bower.catch_up() == 0 and counting.texts == []  # nothing waits for a vector
        hits = bower.query("build number 2718 kestrel").results
        assert hits and hits[0].lines is not None
        assert "2718" in hits[0].snippet  # an unembedded chunk is found by its words


def test_a_moved_file_keeps_working_without_a_model_call(
    home: Path, workspace: Path, counting: Counting
) -> None:
    with _open(home, workspace) as bower:
        bower.catch_up()
        counting.texts.clear()
        (workspace / "archive").mkdir()
        os.replace(workspace / "notes" / "people" / "alice.md", workspace / "archive" / "alice.md")
        report = bower.sync()
        assert report.journal is not None and report.journal.removed == 1
        assert bower.catch_up() == 0 and counting.texts == []
        hit = bower.query("Alice tech lead Lisbon").results[0]
        assert hit.path == "clawd/archive/alice.md"
        assert bower.journal.get("clawd/archive/alice.md").total_lines == 3
        with pytest.raises(NotFoundError):
            bower.journal.get("clawd/notes/people/alice.md")


def test_deleted_unreadable_and_rebuilt(home: Path, workspace: Path, counting: Counting) -> None:
    with _open(home, workspace, limits={"journal_file_bytes": 4096}) as bower:
        bower.catch_up()
        (workspace / "notes" / "blob.md").write_bytes(b"\x00\x01binary\x00" * 10)
        (workspace / "notes" / "latin1.md").write_bytes("caf\xe9 au lait".encode("latin-1"))
        (workspace / "notes" / "huge.md").write_text("word " * 2000)
        (workspace / "memory" / "2026-10-02.md").unlink()
        report = bower.sync()
        reasons = dict(report.new_errors)
        assert "binary" in reasons["clawd/notes/blob.md"]
        assert "UTF-8" in reasons["clawd/notes/latin1.md"]
        assert "too large" in reasons["clawd/notes/huge.md"]
        assert report.journal is not None and report.journal.removed == 1
        sources = bower.journal.sources()
        assert {e["path"] for e in sources[1]["errors"]} == set(reasons)
        assert bower.query("Paired flaky checkout wall clock").results  # the rest still works
        assert not [h for h in bower.query("CSV exports timing out").results if "10-02" in h.path]
        # The file bytes are never touched by indexing.
        assert (workspace / "notes" / "latin1.md").read_bytes() == "caf\xe9 au lait".encode(
            "latin-1"
        )
        # A fixed file is picked up; a rebuilt index costs no model call.
        (workspace / "notes" / "latin1.md").write_text("café au lait, fixed")
        bower.sync()
        assert bower.catch_up() == 1
        counting.texts.clear()
        before = bower._store.index.chunk_count()
        bower.reindex()
        assert bower._store.index.chunk_count() == before
        assert counting.texts == []


# ---------------------------------------------------------------- memory_get


def test_memory_get_is_confined_to_the_journal_and_folders(
    home: Path, workspace: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.md"
    secret.write_text("the root password")
    (workspace / "notes" / "out.md").symlink_to(secret)
    (workspace / ".env.md").write_text("TOKEN=abc")
    (workspace / "notes" / "data.txt").write_text("not markdown")
    with _open(home, workspace) as bower:
        bower.journal.write("first entry of the home journal")
        today = date.today().isoformat()
        assert "first entry" in bower.journal.get(f"memory/{today}.md").text  # seed 002 form
        assert bower.journal.get("clawd/MEMORY.md", 3, 2).text.startswith("## Preferences")
        for bad, error in [
            ("../secret.md", InputError),
            ("clawd/../../secret.md", InputError),
            (str(secret), InputError),
            ("clawd/notes/out.md", InputError),  # a symlink leading out
            ("clawd/.env.md", InputError),
            ("clawd/notes/data.txt", InputError),
            ("clawd/nope.md", NotFoundError),
        ]:
            with pytest.raises(error):
                bower.journal.get(bad)
        with pytest.raises(UsageError):
            bower.journal.get("clawd/MEMORY.md", 1, 0)
        # The symlink is not indexed either: nothing of the secret is searchable.
        assert all("password" not in h.snippet for h in bower.query("root password").results)


# ---------------------------------------------------------------- writing and session start


def test_journal_entries_append_with_lines_and_redaction(home: Path) -> None:
    with Bower(home, overrides={"sync": {"interval_s": 0}}) as bower:
        when = datetime(2026, 11, 20, 9, 30).astimezone()
        first = bower.journal.write("Chose Fargate over Lambda for the worker.", when=when)
        second = bower.journal.write(
            "Staging key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789AB\nrotate monthly",
            when=when + timedelta(minutes=5),
        )
        log = home / "journal" / "memory" / "2026-11-20.md"
        lines = log.read_text().split("\n")
        assert first.created_file and (first.start_line, first.end_line) == (3, 3)
        assert (
            lines[0] == "# 2026-11-20"
            and lines[2] == "- 09:30 Chose Fargate over Lambda for the worker."
        )
        assert (second.start_line, second.end_line) == (4, 5)
        assert "sk-proj" not in log.read_text() and second.redacted
        assert lines[4] == "  rotate monthly"
        hit = bower.query("Fargate or Lambda for the worker?").results[0]
        assert hit.path == "journal/memory/2026-11-20.md"
        with pytest.raises(InputError):
            bower.journal.write("   ")


WRITER = """
import sys
from bowerbird import Bower
with Bower(sys.argv[1]) as bower:
    for i in range(15):
        bower.journal.write(f"{sys.argv[2]} entry {i}\\nsecond line of {sys.argv[2]} {i}")
"""


def test_two_processes_never_interleave_entries(home: Path) -> None:
    env = {**os.environ, "BOWERBIRD_EMBED_PROVIDER": "fake"}
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(home), who], env=env)
        for who in ("A", "B")
    ]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    text = next((home / "journal" / "memory").glob("*.md")).read_text()
    lines = text.strip().split("\n")[2:]
    assert len(lines) == 60
    for first, second in zip(lines[::2], lines[1::2], strict=True):
        who, i = first.split()[2], first.split()[4]
        assert second == f"  second line of {who} {i}"
    with Bower(home) as bower:  # every entry indexed
        assert bower.query("B entry 14 second line").results[0].kind == "chunk"


def test_session_start_honours_the_budget_and_shared(home: Path) -> None:
    journal = home / "journal"
    (journal / "memory").mkdir(parents=True)
    (journal / "MEMORY.md").write_text("# Memory\n\n- Private: the user's partner is called Sam.\n")
    now = datetime(2026, 11, 20, 18, 0).astimezone()
    today = "\n".join(f"- {h:02d}:00 today's entry {h}" for h in range(8, 18))
    (journal / "memory" / "2026-11-20.md").write_text(f"# 2026-11-20\n\n{today}\n")
    (journal / "memory" / "2026-11-19.md").write_text("# 2026-11-19\n\n- yesterday's entry\n")
    (journal / "memory" / "2026-11-18.md").write_text("# 2026-11-18\n\n- too old to load\n")
    with Bower(home) as bower:
        full = bower.journal.start(now=now)
        text = full.text
        assert text.startswith("<memory-context>") and text.endswith("</memory-context>\n")
        assert "Sam" in text and "yesterday's entry" in text and "today's entry 17" in text
        assert "too old" not in text
        assert text.index("Sam") < text.index("yesterday's") < text.index("today's entry 8")
        shared = bower.journal.start(now=now, shared=True)
        assert "Sam" not in shared.text and "MEMORY.md" not in shared.text
        assert "today's entry 17" in shared.text
        small = bower.journal.start(now=now, budget_tokens=120)
        assert small.tokens <= 120
        assert "today's entry 17" in small.text  # the newest entries survive a cut
        assert "today's entry 8" not in small.text
        cut = next(p for p in small.included if p.path.endswith("2026-11-20.md"))
        assert cut.cut and cut.end_line == cut.lines
        with pytest.raises(UsageError):
            bower.journal.start(budget_tokens=10)


def test_cli_journal(home: Path) -> None:
    rc, data, _ = run_cli(home, "journal", "Renewed the TLS certificate for api.example.com")
    assert rc == 0 and data["data"]["path"].startswith("journal/memory/")
    rc, data, _ = run_cli(home, "journal", "start", "--shared")
    assert rc == 0 and "TLS certificate" in data["data"]["context"]
    rc, data, _ = run_cli(home, "journal", "--text", "start")
    assert rc == 0 and data["data"]["start_line"] == 4
    rc, data, _ = run_cli(home, "query", "when was the TLS certificate renewed")
    assert data["data"]["results"][0]["kind"] == "chunk"
    rc, data, _ = run_cli(home, "journal", "get", "/etc/passwd")
    assert rc == 2 and "absolute" in data["data"]["error"]


# ---------------------------------------------------------------- promotion

DURABLE = [
    "We decided to keep invoices in Postgres, not DynamoDB.",
    "Priya prefers short standups at 9:15.",
    "The payments API runs on port 8443 behind the gateway.",
    "To rotate the signing key, run make rotate-keys in the infra repo.",
    "Always tag releases with the ticket number.",
    "Our staging cluster lives in eu-west-1.",
    "Marco is the on-call lead for the search service.",
    "We chose Redis Streams for the notification queue.",
    "The nightly export job starts at 02:30 UTC.",
    "I moved the design docs to the Notion workspace.",
    "The billing service owner is Dana.",
    "We decided to drop support for Python 3.9 in the SDK.",
    "Sam prefers reviews on GitHub over GitLab.",
    "The feature flag service is LaunchDarkly.",
    "To restore a backup, run pgbackrest restore on the replica first.",
    "Our SLO for the search API is 99.9% monthly.",
    "The mobile app uses Expo SDK 51.",
    "We never deploy on Fridays after 15:00.",
    "Kafka retention for audit events is 30 days.",
    "The data warehouse is Snowflake, region us-east-2.",
]
CHATTER = ["ok", "lunch", "hmm, should we look at this again?", "thanks!"]


def test_rolling_a_dream_back_undoes_its_promotions_too(home: Path, workspace: Path) -> None:
    """The promotions are the dream's own writes: rolled back with the rest of it."""
    log = workspace / "memory" / f"{START.isoformat()}.md"
    log.write_text(log.read_text() + "".join(f"- 16:{n:02d} {f}\n" for n, f in enumerate(DURABLE)))
    bower = _open(home, workspace, files={"promote_days": 400}, dream={"max_change_share": 1})
    twins = bower.import_records(
        [ImportRecord("The ledger service keeps invoices in Postgres."),
         ImportRecord("THE LEDGER SERVICE KEEPS INVOICES IN POSTGRES.")]
    )  # fmt: skip
    report = bower.dream()
    assert report.snapshot and report.applied, "the twins merge: the dream takes a snapshot"
    promoted = {p["id"] for p in report.promoted if p.get("id")}
    assert promoted and all(bower.get(i) for i in promoted)
    undone = bower.rollback(report.snapshot)
    assert promoted <= {i["id"] for i in undone.removed}, undone.to_dict()
    live = {m.id for m in bower.memories("oldest", limit=100)}
    assert not promoted & live and set(twins) <= live


def test_a_dream_that_only_promotes_takes_a_rollback_point_first(
    home: Path, workspace: Path
) -> None:
    """Nothing to merge or link: the promotions alone still get a snapshot, so rolling the
    dream back removes them (main said "there are no snapshots" and they stayed)."""
    log = workspace / "memory" / f"{START.isoformat()}.md"
    log.write_text(
        log.read_text() + "".join(f"- 16:{n:02d} {f}\n" for n, f in enumerate(DURABLE[:5]))
    )
    bower = _open(home, workspace, files={"promote_days": 400})
    before = {m.id for m in bower.memories("oldest", limit=100)}
    report = bower.dream()
    promoted = {p["id"] for p in report.promoted if p.get("id")}
    assert len(promoted) >= 5 and report.snapshot and not report.applied
    undone = bower.rollback(report.snapshot)
    assert {i["id"] for i in undone.removed} == promoted
    assert {m.id for m in bower.memories("oldest", limit=100)} == before


def test_rolling_back_an_approval_takes_its_line_out_of_memory_md(
    home: Path, workspace: Path
) -> None:
    log = workspace / "memory" / f"{START.isoformat()}.md"
    log.write_text(log.read_text() + f"- 16:00 {DURABLE[0]}\n")
    memory_md = (workspace / "MEMORY.md").read_bytes()
    bower = _open(home, workspace, files={"promote_days": 400})
    bower.dream()
    (proposal,) = [i for i in bower.review() if i.change.kind == "memory_md"]
    approval = bower.approve([proposal.id])
    line = f"- {DURABLE[0]}"
    assert line in (workspace / "MEMORY.md").read_text()
    # The person adds a line of their own after the approval: it stays.
    with open(workspace / "MEMORY.md", "a") as fh:
        fh.write("- Mine: lunch is at noon.\n")
    preview = bower.rollback(approval.snapshot, dry_run=True)
    assert [i.get("line") for i in preview.removed] == [line]
    assert line in (workspace / "MEMORY.md").read_text()  # a dry run changes nothing
    undone = bower.rollback(approval.snapshot)
    assert undone.removed == preview.removed and not undone.dry_run
    text = (workspace / "MEMORY.md").read_text()
    assert line not in text and text.startswith(memory_md.decode())
    assert text.rstrip("\n").endswith("- Mine: lunch is at noon.")
    # Undone twice is nothing left, not an error.
    assert bower.rollback(approval.snapshot).removed == []


def test_memory_md_loses_an_emptied_promoted_section(home: Path, workspace: Path) -> None:
    log = workspace / "memory" / f"{START.isoformat()}.md"
    log.write_text(log.read_text() + f"- 16:00 {DURABLE[0]}\n")
    memory_md = (workspace / "MEMORY.md").read_bytes()
    bower = _open(home, workspace, files={"promote_days": 400})
    bower.dream()
    approval = bower.approve()
    assert "## Promoted" in (workspace / "MEMORY.md").read_text()
    bower.rollback(approval.snapshot)
    assert (workspace / "MEMORY.md").read_bytes() == memory_md


def test_a_dry_run_rollback_refuses_as_the_real_one_does(home: Path, workspace: Path) -> None:
    from bowerbird.arrange.rollback import RollbackConflict

    bower = _open(home, workspace, dream={"max_change_share": 1})
    twins = bower.import_records(
        [ImportRecord("The ledger service keeps invoices in Postgres."),
         ImportRecord("THE LEDGER SERVICE KEEPS INVOICES IN POSTGRES.")]
    )  # fmt: skip
    report = bower.dream()
    survivor = next(t for t in twins if not bower.get(t).superseded_by)
    path = home / "tree" / bower.get(survivor).path
    path.write_text(path.read_text() + "\nEdited by hand after the dream.\n")
    with pytest.raises(RollbackConflict) as preview:
        bower.rollback(report.snapshot, dry_run=True)
    with pytest.raises(RollbackConflict) as real:
        bower.rollback(report.snapshot)
    assert preview.value.report.conflicts == real.value.report.conflicts != []
    assert preview.value.exit_code == real.value.exit_code == 3


def test_dream_promotes_durable_statements_of_the_daily_logs(home: Path, workspace: Path) -> None:
    logs = workspace / "memory"
    planted: dict[str, tuple[str, int]] = {}
    for n, fact in enumerate(DURABLE):
        day = (START + timedelta(days=n)).isoformat()
        log = logs / f"{day}.md"
        lines = log.read_text().rstrip("\n").split("\n")
        lines += [f"- 16:{n:02d} {fact}", f"- 17:00 {CHATTER[n % len(CHATTER)]}"]
        log.write_text("\n".join(lines) + "\n")
        planted[fact] = (f"clawd/memory/{day}.md", len(lines) - 1)
    memory_md = (workspace / "MEMORY.md").read_bytes()
    bower = _open(home, workspace, files={"promote_days": 400})
    preview = bower.dream(dry_run=True)
    assert {p["statement"] for p in preview.promoted} >= set(DURABLE)
    assert bower.status().counts.memories == 0  # a dry run writes nothing
    report = bower.dream()
    by_source = {m.source: m for m in (bower.get(p["id"]) for p in report.promoted)}
    for fact, (path, line) in planted.items():
        memory = by_source[f"journal:{path}:{line}-{line}"]
        assert memory.content == fact
        assert memory.observed_at is not None and memory.observed_at.date().isoformat() in path
    said = " ".join(p["statement"] for p in report.promoted).lower()
    assert "lunch" not in said and "should we look" not in said and "thanks" not in said
    # MEMORY.md is the person's file: proposals wait in the review queue.
    assert (workspace / "MEMORY.md").read_bytes() == memory_md
    proposals = [i for i in bower.review() if i.change.kind == "memory_md"]
    proposed = {i.change.data["line"] for i in proposals}
    assert "- We decided to keep invoices in Postgres, not DynamoDB." in proposed
    assert "- Priya prefers short standups at 9:15." in proposed
    assert all(i.change.data["to"] == "clawd/MEMORY.md" for i in proposals)
    chosen = next(i for i in proposals if "Postgres, not DynamoDB" in i.change.data["line"])
    rejected = next(i for i in proposals if "Priya" in i.change.data["line"])
    bower.reject([rejected.id])
    assert (workspace / "MEMORY.md").read_bytes() == memory_md
    bower.approve([chosen.id])
    text = (workspace / "MEMORY.md").read_text()
    assert text.startswith(memory_md.decode())  # the person's lines untouched
    assert text.endswith(
        "## Promoted from daily logs\n\n- We decided to keep invoices in Postgres, not DynamoDB.\n"
    )
    assert "Priya" not in text.split("## Promoted")[1]
    # An entry is promoted once: a forgotten memory is not brought back.
    forgotten = by_source[
        f"journal:{planted[DURABLE[6]][0]}:{planted[DURABLE[6]][1]}-{planted[DURABLE[6]][1]}"
    ]
    bower.forget(forgotten.id)
    again = bower.dream()
    assert again.promoted == []
    assert bower.get(forgotten.id).maturity == "archived"
    bower.close()


def test_session_start_reads_every_source(home: Path, workspace: Path) -> None:
    now = datetime(2026, 10, 17, 18, 0).astimezone()  # the workspace has logs of October
    with _open(home, workspace) as bower:
        bower.journal.write("home journal entry of the day", when=now)
        block = bower.journal.start(now=now)
        names = [p.path for p in block.included]
        assert names == [
            "journal/memory/2026-10-17.md",
            f"clawd/memory/{PLANTED_DAY}.md",
            "clawd/MEMORY.md",
            "clawd/memory/2026-10-16.md",
        ]
        assert "port 6543" in block.text and "tabs over spaces" in block.text
        assert block.text.index("tabs over spaces") < block.text.index("port 6543")
        shared = bower.journal.start(now=now, shared=True)
        assert "tabs over spaces" not in shared.text and "port 6543" in shared.text


def test_workspace_files_open_the_session_bundle_cut_at_their_limit(
    home: Path, workspace: Path
) -> None:
    """Seed 002: the workspace files (AGENTS.md, SOUL.md, USER.md, TOOLS.md…) come first in
    the session-start bundle, each cut at 20,000 characters with a marker, within the budget;
    USER.md, like MEMORY.md, stays out of a shared context."""
    now = datetime(2026, 10, 17, 18, 0).astimezone()
    (workspace / "AGENTS.md").write_text("# Rules\nAlways run the linter before pushing.\n")
    (workspace / "USER.md").write_text("# The user\nPriya, in Lisbon, prefers short answers.\n")
    long_tools = "".join(f"- tool {i}: a shell helper for the deploys\n" for i in range(1200))
    (workspace / "TOOLS.md").write_text(long_tools)
    with _open(home, workspace) as bower:
        block = bower.journal.start(now=now, budget_tokens=12_000)
        names = [p.path for p in block.included]
        assert names[:3] == ["clawd/AGENTS.md", "clawd/USER.md", "clawd/TOOLS.md"]
        assert block.text.index("run the linter") < block.text.index("tabs over spaces")
        assert "truncated at" in block.text and "the rest is in clawd/TOOLS.md" in block.text
        tools = block.text.split("[clawd/TOOLS.md]")[1].split("[clawd/")[0]
        assert 19_500 < len(tools) < 22_500  # the file's 20,000 characters, each line escaped
        assert "tool 1199" not in block.text
        shared = bower.journal.start(now=now, shared=True, budget_tokens=12_000)
        assert "run the linter" in shared.text and "Priya, in Lisbon" not in shared.text
        # Within a small budget they still come first, cut by lines, the logs after them.
        small = bower.journal.start(now=now, budget_tokens=300)
        assert small.included[0].path == "clawd/AGENTS.md" and small.tokens <= 300
    # Other names, or none, by configuration; a path is refused.
    with _open(home, workspace, files={"workspace_files": []}) as bower:
        assert "run the linter" not in bower.journal.start(now=now).text
    with pytest.raises(SettingsError, match="file name"):
        _open(home, workspace, files={"workspace_files": ["../secrets.md"]})


def test_a_file_of_only_headings_or_one_endless_line_chunks_in_linear_time() -> None:
    # Headings with nothing under them gather into one chunk: once summed again for each
    # (60,000 took minutes). Compared with a tenth of the file, in CPU time (tests/growth.py).
    assert_linear(chunk_markdown, "".join(f"# Day {n}\n" for n in range(30_000)))
    # One long line cut into parts: each part keeps its own words, not the whole line.
    line = "the ferry leaves at nine " * 20_000
    parts = chunk_markdown(line)
    assert len(parts) > 10 and sum(len(p.text) for p in parts) < 2 * len(line)


def test_a_credential_written_into_a_file_by_hand_is_kept_redacted_on_its_line(
    home: Path, workspace: Path
) -> None:
    # A line written into a daily log by hand went through no door: the index kept it, and
    # recall and memory_get showed the password. The file stays as its writer wrote it.
    log = workspace / "memory" / f"{PLANTED_DAY}.md"
    said = "- 09:00 We decided the staging db password is Hq3Wz8JRhw for the rebuild."
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
    key += "-----END OPENSSH PRIVATE KEY-----\n"
    log.write_text(log.read_text() + said + "\n" + key + "- 09:05 The rebuild starts Monday.\n")
    with _open(home, workspace) as bower:
        hits = bower.query("staging db password rebuild").results
        top = next(h for h in hits if h.kind == "chunk" and h.path.endswith(log.name))
        assert "Hq3Wz8JRhw" not in top.snippet and "[REDACTED:" in top.snippet
        first = _line_of(log, "staging db password")
        shown = bower.journal.get(top.path, first, 6).text
        assert "Hq3Wz8JRhw" not in shown and "b3BlbnNzaC1rZXkt" not in shown
        # Line for line as the file: what follows the key is on its own line still.
        monday = _line_of(log, "The rebuild starts Monday")
        assert "The rebuild starts Monday" in bower.journal.get(top.path, monday, 1).text
    assert said in log.read_text()
    held = [p for p in home.rglob("*") if p.is_file() and b"Hq3Wz8JRhw" in p.read_bytes()]
    assert held == []
