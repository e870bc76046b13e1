"""One bad value, line or file never stops a home: every reader of a home file gets hostile
values (impossible dates, numbers past any range, nesting thousands deep, nulls, huge lines),
and every command still runs, says what it skipped where it can, and the rest of the home
keeps working. ``doctor`` names each file it could not read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bowerbird import Bower

from ..conftest import run_cli

DEEP = "[" * 3000 + "]" * 3000
HOSTILE_JSON = [
    DEEP,
    '{"a": ' * 3000 + "1" + "}" * 3000,
    "null",
    "[]",
    '"just a string"',
    "1e400",
    '{"id": null, "ts": 1e400, "memory_id": null, "action": null, "timestamp": "soon"}',
    '{"id": "x", "ts": -5, "memory_id": "", "action": "created", "timestamp": 1e400}',
    '{"id": ["x"], "ts": 10000000000000000000000, "memory_id": {"a": 1}, "action": 3}',
    '{"id": "x", "path": null, "before": 5, "after": [], "change": null}',
    '{"id": "x", "file": 7, "line": null, "change": "c"}',
    *(
        json.dumps({"id": "s:a:1", "session": s, "agent": "a", "role": "user", "at": at})
        for s, at in ((None, "0000-00-00"), ("s", "9999-99-99T99:99:99Z"), ("s", "-1"))
    ),
    "x" * 300_000,
    "\x00\xff\xfe garbage",
]
HOSTILE_DATES = ["2026-02-30", "0000-00-00", "99999-01-01", "-1", "1e400", "[" * 200 + "]" * 200]
COMMANDS = [
    ("status",),
    ("query", "ledger invoices"),
    ("curate", "The billing ledger keeps invoices for seven years."),
    ("messages", "search", "hello"),
    ("history",),
    ("sessions",),
    ("dream",),
    ("review",),
    ("snapshots",),
    ("reindex",),
    ("doctor",),
]


def _plant(home: Path) -> None:
    """A working home, then every kind of home file with hostile content beside good lines."""
    with Bower(home, overrides={"dream": {"max_change_share": 1}}) as bower:
        bower.curate("The ledger keeps invoices in Postgres.")
        bower.curate("The payments API listens on port 8443.")
        bower.messages.add([("user", "hello there"), ("assistant", "hi")])
        bower.query("ledger invoices")
    lines = "\n".join(HOSTILE_JSON) + "\n"
    for name in ("audit.jsonl", "access.log"):
        with open(home / name, "a", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(lines)
    (home / "messages" / "default" / "s20260101T000000.jsonl").write_text(lines)
    snap = home / "snapshots" / "20260101T000000"
    (snap / "tree").mkdir(parents=True)
    (snap / "manifest.json").write_text(DEEP)
    (snap / "changes.jsonl").write_text(lines)
    (home / "review").mkdir(exist_ok=True)
    for n, text in enumerate(HOSTILE_JSON[:8]):
        (home / "review" / f"bad{n}.json").write_text(text)
    (home / "review" / "kind.json").write_text(
        json.dumps({"kind": "explode", "targets": [1], "reason": "x", "confidence": 1, "data": {}})
    )
    (home / "promoted.json").write_text(DEEP)
    facts = home / "tree" / "facts"
    for n, value in enumerate(HOSTILE_DATES):
        for key in ("observed_at", "created", "valid_to", "importance", "relations", "tags"):
            (facts / f"hostile-{key.replace('_', '-')}-{n}.md").write_text(
                f"---\nid: hostile-{key.replace('_', '-')}-{n}\ntype: fact\n{key}: {value}\n---\n"
                "# Hostile\n\nA file with one bad value.\n"
            )


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_no_hostile_file_stops_a_command(home: Path, command: tuple[str, ...]) -> None:
    _plant(home)
    code, envelope, stderr = run_cli(home, *command)
    assert "Traceback" not in stderr, stderr[-2000:]
    assert code == 0, (code, envelope, stderr[-2000:])
    assert envelope is not None and envelope["success"]


def test_the_rest_of_the_home_still_answers_and_doctor_names_the_files(home: Path) -> None:
    _plant(home)
    code, found, _ = run_cli(home, "query", "ledger invoices")
    assert code == 0 and any("ledger" in r["title"].lower() for r in found["data"]["results"])
    code, checkup, _ = run_cli(home, "doctor")
    data = checkup["data"]
    assert not data["ok"] and not data["damaged"]
    problems = {p["path"] for p in data["problems"]}
    assert "tree/facts/hostile-observed-at-0.md" in problems  # 2026-02-30
    assert "messages/default/s20260101T000000.jsonl" in problems
    warned = {w["path"] for w in data["warnings"]}
    assert {"audit.jsonl", "access.log", "snapshots/20260101T000000/changes.jsonl"} <= warned


def test_a_config_nested_thousands_deep_is_a_settings_error(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "config.toml").write_text("a = " + "[" * 5000 + "]" * 5000 + "\n")
    code, envelope, stderr = run_cli(home, "status")
    assert code == 2 and "Traceback" not in stderr
    assert "config.toml" in envelope["data"]["error"]


def test_numbers_json_cannot_hold_leave_every_query_working(home: Path) -> None:
    """YAML has .nan and .inf, JSON has not: a frontmatter holding them (written by hand, or
    by any tool) once made every query of the home fail as a "malformed JSON" index."""
    folder = home / "tree" / "facts"
    folder.mkdir(parents=True)
    (folder / "odd-numbers-0001.md").write_text(
        "---\nid: odd-numbers-0001\ntype: fact\nratio: .nan\nlimits: {upper: .inf, lower: -.inf}\n"
        "---\n\n# Odd numbers\n\nThe sensor calibration table lives in the lab wiki.\n",
        encoding="utf-8",
    )
    with Bower(home) as bower:
        bower.curate("The lab wiki has the freezer inventory too.")
        hits = bower.query("where is the calibration table?").results
        assert hits and hits[0].id == "odd-numbers-0001"
        assert bower.doctor().to_dict()["ok"]
