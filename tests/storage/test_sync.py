"""The tree is the truth: hand edits, moves, deletions, malformed files and a lost index."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from bowerbird import Bower, NotFoundError
from bowerbird.storage.files.parsing import parse

from ..conftest import home_index, lose_index, tree_snapshot


def ids(result: object) -> list[str]:
    """The memories an answer holds clearly relevant (no floor hides the rest: they are weak)."""
    return [h.id for h in result.results if not h.weak]  # type: ignore[attr-defined]


def seed(bower: Bower) -> dict[str, str]:
    notes = {
        "fargate": "We moved off lambda to fargate because the cold-start budget was blown.",
        "flux": "To deploy the cluster, run flux reconcile in the ops repo.",
        "key": "The staging key rotates every 90 days.",
        "go": "We pinned the Go version to 1.23 after the generics regression.",
        "pg": "Postgres replication lag alerts fire above 30 seconds.",
    }
    return {k: bower.curate(v).memories[0].id for k, v in notes.items()}


def test_hand_edit_is_seen_by_the_next_query(bower: Bower, home: Path) -> None:
    made = seed(bower)
    path = home / "tree" / bower.get(made["key"]).path
    text = path.read_text()
    path.write_text(text.replace("90 days", "30 days, owned by the zebracorn team"))
    assert ids(bower.query("zebracorn")) == [made["key"]]
    assert "zebracorn" in bower.get(made["key"]).content


def test_same_size_edit_in_the_same_tick_is_not_missed(bower: Bower, home: Path) -> None:
    made = seed(bower)
    path = home / "tree" / bower.get(made["key"]).path
    before = path.stat()
    path.write_text(path.read_text().replace("The staging", "The stagfox"))  # same size
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # same mtime, same size
    assert ids(bower.query("stagfox")) == [made["key"]]


def test_moved_file_keeps_its_id(bower: Bower, home: Path) -> None:
    made = seed(bower)
    old = home / "tree" / bower.get(made["go"]).path
    target = home / "tree" / "languages" / "go" / old.name
    target.parent.mkdir(parents=True)
    shutil.move(old, target)
    memory = bower.get(made["go"])
    assert memory.path == f"languages/go/{old.name}"
    assert ids(bower.query("generics regression")) == [made["go"]]
    assert bower.status().counts.memories == 5
    assert bower.last_sync is not None


def test_deleted_file_is_gone_from_results(bower: Bower, home: Path) -> None:
    made = seed(bower)
    (home / "tree" / bower.get(made["pg"]).path).unlink()
    assert ids(bower.query("replication lag")) == []
    with pytest.raises(NotFoundError):
        bower.get(made["pg"])
    assert bower.status().counts.memories == 4


QUERIES = ["fargate cold start", "deploy cluster", "staging key", "Go version", "postgres", "days"]


# Each returned memory's access is counted and raises its score a little; hold that still here
# (test_retrieve checks that the counts themselves survive a rebuild).
FROZEN = {"query": {"track_access": False}}


def test_deleting_the_index_loses_nothing(home: Path) -> None:
    with Bower(home, overrides=FROZEN) as bower:
        seed(bower)
        before = {q: [(h.id, h.score, h.path) for h in bower.query(q).results] for q in QUERIES}
        history = bower.history(bower.query("fargate").results[0].id)
    lose_index(home)
    with Bower(home, overrides=FROZEN) as bower:
        after = {q: [(h.id, h.score, h.path) for h in bower.query(q).results] for q in QUERIES}
        assert after == before
        assert bower.history(bower.query("fargate").results[0].id) == history
        assert bower.status().healthy


def test_reindex_gives_identical_results(home: Path) -> None:
    bower = Bower(home, overrides={**FROZEN, "sync": {"interval_s": 0}})
    seed(bower)
    before = {q: [(h.id, h.score) for h in bower.query(q).results] for q in QUERIES}
    report = bower.reindex()
    assert report.rebuilt and report.scanned == 5 and report.added == 5
    after = {q: [(h.id, h.score) for h in bower.query(q).results] for q in QUERIES}
    assert after == before


BAD_FILES = {
    "facts/bad-yaml.md": b"---\nid: [oops\n---\n\n# Broken\n",
    "facts/binary.md": b"\x00\x01\x02\xffPNG\x00",
    "facts/empty.md": b"",
    "facts/latin1.md": b"---\nid: latin-0001\n---\n\n# Caf\xe9\n",
    "facts/no-frontmatter.md": b"# Just a heading\n\nand text\n",
    "facts/bad-type.md": b"---\nid: bad-type-0001\ntype: opinion\n---\n\n# X\n",
}


def test_malformed_files_are_reported_and_left_untouched(bower: Bower, home: Path) -> None:
    seed(bower)
    for rel, raw in BAD_FILES.items():
        (home / "tree" / rel).parent.mkdir(parents=True, exist_ok=True)
        (home / "tree" / rel).write_bytes(raw)
    before = tree_snapshot(home / "tree")
    report = bower.sync()
    assert sorted(p for p, _ in report.new_errors) == sorted(BAD_FILES)
    status = bower.status()
    assert status.counts.memories == 5
    assert {u["path"] for u in status.unparsable} == set(BAD_FILES)
    assert status.healthy  # every file is accounted for: indexed or reported
    bower.curate("Another note after the bad files appeared.")
    bower.reindex()
    after = tree_snapshot(home / "tree")
    for rel, raw in BAD_FILES.items():
        assert after[rel] == raw == before[rel]
    # Reported once, not on every command, until the file changes.
    assert bower.sync().new_errors == []
    (home / "tree" / "facts/bad-type.md").write_bytes(b"---\nid: bad-type-0001\n---\n\n# Fixed\n")
    bower.sync()
    assert bower.get("bad-type-0001").title == "Fixed"


def test_duplicate_id_keeps_the_first_and_reports_the_copy(bower: Bower, home: Path) -> None:
    made = seed(bower)
    original = home / "tree" / bower.get(made["key"]).path
    copy = home / "tree" / "facts" / "copy-of-key.md"
    shutil.copy(original, copy)
    report = bower.sync()
    assert [p for p, _ in report.new_errors] == ["facts/copy-of-key.md"]
    assert "duplicate id" in report.new_errors[0][1]
    assert bower.get(made["key"]).path == str(original.relative_to(home / "tree"))
    original.unlink()  # the copy takes over once the original is gone
    bower.sync()
    assert bower.get(made["key"]).path == "facts/copy-of-key.md"


@pytest.mark.sqlite_only
def test_corrupt_index_is_moved_aside_and_rebuilt(home: Path) -> None:
    with Bower(home) as bower:
        made = seed(bower)
    for name in ("index.db-wal", "index.db-shm"):
        (home / name).unlink(missing_ok=True)
    (home / "index.db").write_bytes(b"this is not a database" * 100)
    with Bower(home) as bower:
        assert ids(bower.query("fargate")) == [made["fargate"]]
        status = bower.status()
        assert status.recovered_from and Path(status.recovered_from).exists()
        assert status.counts.memories == 5


def test_hand_created_file_is_indexed(bower: Bower, home: Path) -> None:
    seed(bower)
    path = home / "tree" / "notes" / "handmade-beef.md"
    path.parent.mkdir(parents=True)
    path.write_text(
        "---\ntype: fact\ntags: [manual]\n---\n\n# Handmade\n\nThe quokka is the mascot.\n"
    )
    hits = bower.query("quokka mascot").results
    assert ids(bower.query("quokka mascot")) == ["handmade-beef"]
    assert hits[0].tags == ["manual"]
    # Reading does not rewrite the file.
    assert "id:" not in path.read_text()


def test_forget_archives_and_restore_brings_back(bower: Bower, home: Path) -> None:
    made = seed(bower)
    memory = bower.forget(made["flux"]).memory
    assert memory.maturity == "archived"
    assert ids(bower.query("flux reconcile")) == []
    assert ids(bower.query("flux reconcile", include_archived=True)) == [made["flux"]]
    assert (home / "tree" / memory.path).exists()
    assert bower.restore(made["flux"]).maturity == "draft"
    assert ids(bower.query("flux reconcile")) == [made["flux"]]
    actions = [e.action for e in bower.history(made["flux"])]
    assert actions == ["created", "archived", "restored"]
    bower.forget(made["flux"], hard=True)
    assert not (home / "tree" / memory.path).exists()
    with pytest.raises(NotFoundError):
        bower.get(made["flux"])


def test_index_rows_match_files_after_many_changes(bower: Bower, home: Path) -> None:
    made = seed(bower)
    bower.forget(made["go"], hard=True)
    (home / "tree" / bower.get(made["pg"]).path).unlink()
    bower.sync()
    files = sorted(p.relative_to(home / "tree").as_posix() for p in (home / "tree").rglob("*.md"))
    with home_index(home) as index:
        rows = sorted(row.path for row in index.rows_by_key(list(index.live_ids())).values())
    assert rows == files
    for rel in files:
        assert parse((home / "tree" / rel).read_bytes(), rel).id in made.values()


def test_long_lived_instance_rescans_at_most_every_interval(home: Path) -> None:
    with Bower(home, overrides={"sync": {"interval_s": 3600}}) as bower:
        made = seed(bower)
        path = home / "tree" / bower.get(made["key"]).path
        path.write_text(path.read_text().replace("90 days", "45 days, per the wombat rule"))
        assert ids(bower.query("wombat")) == []  # within the interval: not rescanned yet
        bower.sync()  # an explicit sync always scans
        assert ids(bower.query("wombat")) == [made["key"]]


def test_migration_rebuild_flag_triggers_a_full_rebuild_once(bower: Bower, home: Path) -> None:
    seed(bower)
    with home_index(home) as index, index.write() as tx:
        tx.set_meta("needs_rebuild", "1")  # what a migration asking for a rebuild leaves
    report = bower.sync()
    assert report.rebuilt and report.added == 5
    assert bower._store.index.get_meta("needs_rebuild") is None
    assert not bower.sync().rebuilt


def test_an_unchanged_tree_is_checked_without_reading_the_file_rows(
    bower: Bower, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A one-shot command stats every file; when the stats' digest matches the last
    comparison it does not read the index's 100K file rows. Any edit is still seen."""
    from bowerbird.storage import sync

    made = seed(bower)
    path = home / "tree" / bower.get(made["key"]).path
    old = time.time() - 10  # out of the racy window: stats alone prove it unchanged
    for p in (home / "tree").rglob("*.md"):
        os.utime(p, (old, old))
    store = bower._store
    assert sync.needs_sync(store)[0]  # new stats: compared row by row once, then remembered
    sync.reconcile(store)
    assert sync.needs_sync(store) == (False, 5)
    index = store.index

    def refuse() -> None:
        raise AssertionError("file rows read although nothing changed")

    monkeypatch.setattr(index, "file_rows", refuse)
    assert not sync.needs_sync(store)[0]
    monkeypatch.undo()
    path.write_text(path.read_text().replace("90 days", "45 days"))  # an in-place edit
    assert sync.needs_sync(store)[0]
    assert ids(bower.query("45 days")) == [made["key"]]


def test_threads_asking_first_share_one_index(home: Path) -> None:
    """A long-lived process's threads (the MCP server's warm-up and its first tool call) that
    ask for a fresh store's index at once get one index, not a connection each (a second
    connection, left behind unclosed, wrote and read apart from the one kept)."""
    import threading

    from bowerbird.settings import load_settings
    from bowerbird.storage.store import Store

    with Bower(home):
        pass  # the home and its index exist, as when a server starts on it
    for _ in range(5):
        store = Store(load_settings(home))
        start = threading.Barrier(6)
        got: list[object] = []

        def ask(
            store: Store = store, start: threading.Barrier = start, got: list[object] = got
        ) -> None:
            start.wait()
            got.append(store.index)

        threads = [threading.Thread(target=ask) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        try:
            assert len(got) == 6 and len({id(i) for i in got}) == 1
        finally:
            for opened in {id(i): i for i in got}.values():
                opened.close()  # type: ignore[attr-defined]
            store.close()
