"""``forget --hard`` and ``agents wipe`` erase a memory's text from every copy the home keeps:
snapshots and their journals, the audit and access logs, the review queue, the raw messages
and their summaries, the index and ``vectors.db`` — checked byte for byte on disk."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower
from bowerbird.errors import NotFoundError
from bowerbird.storage.history.erase import token
from tests.conftest import BACKEND

SECRET_WORD = "zebrafishvault"


def _bower(home: Path, **dream: object) -> Bower:
    overrides = {"sync": {"interval_s": 0}, "dream": {"max_change_share": 1, **dream}}
    return Bower(home, overrides=overrides)  # type: ignore[arg-type]


def _holding(home: Path, needle: str) -> list[str]:
    """Every file under ``home`` whose bytes contain ``needle`` (any case)."""
    found = []
    for path in sorted(home.rglob("*")):
        if path.is_file() and needle.lower().encode() in path.read_bytes().lower():
            found.append(str(path.relative_to(home)))
    return found


def _lived_a_little(bower: Bower) -> None:
    """Queries (access log, query cache), then a dream (snapshot, journal, audit)."""
    for _ in range(2):
        assert bower.query(f"{SECRET_WORD} binder").results
    assert bower.dream().snapshot


def test_a_hard_forget_leaves_no_byte_of_the_text_anywhere_in_the_home(home: Path) -> None:
    with _bower(home) as bower:
        secret = bower.curate(
            f"The {SECRET_WORD} code for the Quillon project is kept in the orange binder."
        ).created[0]
        kept = bower.curate("The Quillon project deploys every Tuesday from the release branch.")
        _lived_a_little(bower)
        # A queued change about it (its reason quotes it) and a rejected one.
        (home / "review").mkdir(exist_ok=True)
        queued = {"targets": [secret], "reason": SECRET_WORD}
        (home / "review" / "c1.json").write_text(json.dumps(queued))
        assert _holding(home, SECRET_WORD) and _holding(home, secret)

        gone = bower.forget(secret, hard=True)

        assert gone.deleted and gone.erased is not None
        erased = gone.erased.to_dict()
        assert erased["files"] == 1 and erased["snapshot_copies"] >= 1
        assert erased["audit_lines"] >= 2 and erased["access_lines"] == 2
        assert erased["review_items"] == 1
        if BACKEND == "sqlite":  # a Postgres server keeps dead rows until its vacuum
            assert erased["compacted"]
            assert _holding(home, SECRET_WORD) == []
            assert _holding(home, secret) == []
        else:
            files = [p for p in _holding(home, SECRET_WORD) if not p.startswith("index")]
            assert files == []
        # What stays is untouched and still found; a new query cannot answer from a cache.
        assert bower.get(kept.created[0]).content.startswith("The Quillon project deploys")
        after = bower.query(f"{SECRET_WORD} binder")
        assert after.tier == 3 and all(r.id != secret for r in after.results)
        assert not any(SECRET_WORD in r.snippet for r in after.results)


def test_a_memory_closed_by_an_erased_correction_stays_closed_without_its_words(
    home: Path,
) -> None:
    with _bower(home) as bower:
        old = bower.curate("The staging database password rotates every 30 days.").created[0]
        fix = bower.curate("Actually, the staging database password rotates every 7 days.")
        new = fix.created[0] if fix.created else fix.memories[0].id
        assert bower.get(old).superseded_by == new
        bower.forget(new, hard=True)
        closed = bower.get(old)
        assert closed.superseded_by == token(new)  # erasing a correction brings nothing back
        assert all(r.target != new for r in closed.relations)
        assert new not in (home / "tree").joinpath(closed.path).read_text()
        assert _holding(home / "tree", new) == []


def test_the_raw_message_a_memory_came_from_loses_the_statement(home: Path) -> None:
    with _bower(home) as bower:
        done = bower.sync_turn(
            f"Remember that the {SECRET_WORD} code is 4471. Also, I like green tea.", ""
        )
        made = [m for r in done for m in r.memories if SECRET_WORD in m.content]
        assert made and made[0].extra.get("messages")
        summary = next((home / "messages").rglob("*.jsonl")).with_suffix(".summary.md")
        summary.write_text(f"- the {SECRET_WORD} code\n")  # a summary made earlier

        gone = bower.forget(made[0].id, hard=True)

        assert gone.erased is not None and gone.erased.messages == 1
        assert gone.erased.summaries == 1 and not summary.exists()
        said = [
            json.loads(line)["content"]
            for path in (home / "messages").rglob("*.jsonl")
            for line in path.read_text().splitlines()
        ]
        assert not any(SECRET_WORD in s for s in said)
        assert any("[forgotten]" in s for s in said)
        assert bower.messages.search(SECRET_WORD) == []


def test_wiping_an_agent_erases_its_memories_everywhere_and_leaves_the_others(
    home: Path,
) -> None:
    with _bower(home) as bower:
        other = bower.as_agent("other")
        gone = other.curate(f"The {SECRET_WORD} hatch opens with the brass key.").created[0]
        kept = bower.curate("The brass key hangs by the kitchen door.").created[0]
        assert other.query(f"{SECRET_WORD} hatch").results
        assert bower.dream(all_agents=True).snapshot

        wiped = bower.wipe_agent("other", all_agents=True)

        assert wiped.removed == [gone] and wiped.erased is not None
        assert wiped.erased.files == 1 and wiped.erased.snapshot_copies >= 1
        files = [p for p in _holding(home, SECRET_WORD) if not p.startswith("index")]
        assert files == []
        assert bower.get(kept).content == "The brass key hangs by the kitchen door."


def test_a_hostile_log_line_does_not_stop_an_erase(home: Path) -> None:
    """A line nested thousands deep in audit.jsonl raised RecursionError out of the rewrite;
    it is dropped like a torn line, and the erase completes."""
    with _bower(home) as bower:
        secret = bower.curate(f"The {SECRET_WORD} lives in the orange binder.").created[0]
        with open(home / "audit.jsonl", "a") as fh:
            fh.write("[" * 3000 + "]" * 3000 + "\n")
        gone = bower.forget(secret, hard=True)
        assert gone.erased is not None and gone.erased.audit_lines >= 2
    assert "[[[" not in (home / "audit.jsonl").read_text()


def test_the_import_ledger_and_share_records_lose_an_erased_memorys_name(
    home: Path, tmp_path: Path
) -> None:
    # Both named the memory (its id is a slug of its words; a share kept its title too).
    notes = tmp_path / "notes.jsonl"
    notes.write_text(json.dumps({"text": f"The {SECRET_WORD} key opens the north gate."}) + "\n")
    with _bower(home) as bower:
        (secret,) = bower.import_file(notes, format="notes").created
        bower.sharing.propose(secret, "scout", consent=True)
        assert _holding(home / "imports", secret) and _holding(home / "sharing", SECRET_WORD)
        bower.forget(secret, hard=True)
        assert _holding(home / "imports", secret) == []
        assert _holding(home / "sharing", SECRET_WORD) == []
        assert _holding(home / "sharing", secret) == []
        assert (
            token(secret)
            in (home / "sharing")
            .joinpath(next(p.name for p in (home / "sharing").glob("*.json")))
            .read_text()
        )
        # The file imported again does not bring the erased memory back.
        assert bower.import_file(notes, format="notes").created == []


def test_the_vectors_of_an_erased_memorys_earlier_versions_go_too(home: Path) -> None:
    import sqlite3

    if BACKEND != "sqlite":
        pytest.skip("vectors.db is the SQLite home's")
    with _bower(home) as bower:
        secret = bower.curate(f"The {SECRET_WORD} safe is behind the boiler.").created[0]
        bower.curate("The Quillon project deploys every Tuesday from the release branch.")
        for _ in range(2):
            assert bower.query(f"{SECRET_WORD} safe").results
        assert bower.dream().snapshot  # a rollback point holds this first version
        before = bower.get(secret)
        bower.update(secret, text=f"The {SECRET_WORD} safe moved behind the bookcase.")
        bower.query(f"{SECRET_WORD} safe")  # the new version is embedded too
        with sqlite3.connect(home / "vectors.db") as db:
            assert db.execute("SELECT count(*) FROM vectors").fetchone()[0] >= 2
        bower.forget(secret, hard=True)
        with sqlite3.connect(home / "vectors.db") as db:
            left = db.execute("SELECT count(*) FROM vectors").fetchone()[0]
        assert before.id == secret and left == 1  # the Quillon memory's alone


class _Stop(BaseException):
    """What a signal raises in a forwarded command's thread (``Cancelled`` is one)."""


_STEPS = [
    "_messages",
    "_earlier_versions",
    "_references",
    "_snapshots",
    "_audit",
    "_access",
    "_review",
    "_ledger",
    "_imports",
    "_shares",
    "file",
    "compact",
]


def _stop_at(monkeypatch: Any, bower: Bower, step: str) -> None:
    """The erase stops at ``step`` (once), as a kill or a cancel would stop it there."""
    import bowerbird.storage.history.erase as erase_module

    calls = {"n": 0}

    def once(real: Any) -> Any:
        def stopped(*args: Any, **kwargs: Any) -> Any:
            calls["n"] += 1
            if calls["n"] == 1:
                raise _Stop(step)
            return real(*args, **kwargs)

        return stopped

    if step == "file":  # its rows are gone, the file is not yet
        tree = bower._store.tree
        monkeypatch.setattr(tree, "delete", once(tree.delete))
    elif step == "compact":
        index = bower._store.index
        monkeypatch.setattr(index, "compact", once(index.compact))
    else:
        monkeypatch.setattr(erase_module, step, once(getattr(erase_module, step)))


@pytest.mark.parametrize("step", _STEPS)
def test_an_erase_stopped_at_any_step_is_finished_by_running_it_again(
    home: Path, monkeypatch: Any, step: str
) -> None:
    """A forwarded ``forget --hard`` cancelled midway left the id in ``audit.jsonl`` and the
    index, and the re-run said "not found"; now the file goes last, and an erase stopped
    after it is finished by its id."""
    with _bower(home) as bower:
        secret = bower.curate(
            f"The {SECRET_WORD} code for the Quillon project is kept in the orange binder."
        ).created[0]
        kept = bower.curate("The Quillon project deploys every Tuesday from the release branch.")
        bower.link(kept.created[0], secret)
        _lived_a_little(bower)
        _stop_at(monkeypatch, bower, step)
        with pytest.raises(_Stop):
            bower.forget(secret, hard=True)

        again = bower.forget(secret, hard=True)

        assert again.deleted and again.erased is not None
        assert again.erased.finished == (step == "compact")
        if BACKEND == "sqlite":
            assert _holding(home, SECRET_WORD) == []
            assert _holding(home, secret) == []
        else:
            assert [p for p in _holding(home, SECRET_WORD) if not p.startswith("index")] == []
        assert bower.get(kept.created[0]).content.startswith("The Quillon project deploys")
        third = bower.forget(secret, hard=True).erased  # once more: nothing left to do
        assert third is not None and third.finished and third.files == third.audit_lines == 0
        with pytest.raises(NotFoundError):
            bower.forget(secret[:-1] + "x", hard=True)  # an id never erased: not found


def test_finishing_an_erase_is_refused_to_another_agent(home: Path, monkeypatch: Any) -> None:
    with _bower(home) as bower:
        secret = bower.curate(f"The {SECRET_WORD} hatch opens with the brass key.").created[0]
        _stop_at(monkeypatch, bower, "compact")
        with pytest.raises(_Stop):
            bower.forget(secret, hard=True)
        with pytest.raises(NotFoundError):
            bower.as_agent("other").forget(secret, hard=True)
        assert bower.forget(secret, hard=True).erased is not None
