"""What an index read costs as a home grows: SQLite's virtual-machine steps (deterministic on
any machine, unlike time) on homes of 600 and 6,000 memories — ten times the memories may not
cost twice the steps — and an index from before a migration, filled when it opens.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from pathlib import Path

from bowerbird.retrieve.scope import SCOPE_LIMIT, scope_keys
from bowerbird.storage.index import FileRow, SearchFilters, SqliteIndex, VectorRow

from .test_index_backends import memory, recount


def test_an_index_from_before_the_tag_table_fills_it_when_opened(tmp_path: Path) -> None:
    """A home indexed before ``memory_tags`` existed: opening it builds the table from
    every memory's tags, and a tag filter answers as before."""
    path = tmp_path / "index.db"
    index = SqliteIndex.open(path)
    with index.write() as tx:
        tx.upsert_memory(memory("pg", tags=["infra", "db"]))
        tx.upsert_memory(memory("key", tags=["infra"]))
    index.close()
    conn = sqlite3.connect(path)
    conn.executescript(
        "DROP TABLE memory_tags; DROP TRIGGER memory_tags_insert; "
        "DROP TRIGGER memory_tags_delete; DROP TRIGGER memory_tags_update;"
        "DELETE FROM schema_version WHERE name = '0011_tags';"
    )
    conn.close()
    index = SqliteIndex.open(path)
    rows, total = index.list_live("important", 10, filters=SearchFilters(tags=("infra",)))
    assert total == 2 and {r.id for r in rows} == {"pg-0001", "key-0001"}
    index.close()


def _sized_home(path: Path, size: int) -> SqliteIndex:
    """``size`` memories of five kinds; three hold the tag ``rare``, the rest two of 51."""
    kinds = ("fact", "decision", "procedure", "pattern", "context")
    index = SqliteIndex.open(path)
    with index.write() as tx:
        for i in range(size):
            tags = ["rare"] if i % (size // 3) == 0 else ["common", f"t{i % 50}"]
            tx.upsert_memory(
                memory(
                    "go",
                    id=f"go-{i:05d}",
                    path=f"ops/go-{i:05d}.md",
                    tags=tags,
                    type=kinds[i % len(kinds)],
                    importance=(i * 7919) % 1000 / 1000,
                )
            )
        tx.optimize_search()  # one merged segment, as maintenance leaves the index
    return index


def _steps(index: SqliteIndex, read: Callable[[SqliteIndex], None]) -> int:
    """SQLite virtual-machine steps (in hundreds) ``read`` costs: deterministic on any
    machine, unlike its time."""
    counted = [0]

    def tick() -> int:
        counted[0] += 1
        return 0

    index.conn.set_progress_handler(tick, 100)
    try:
        read(index)
    finally:
        index.conn.set_progress_handler(None, 0)
    return counted[0]


def _tag_scopes(index: SqliteIndex) -> None:
    for tag in ("rare", "absent", "ops"):
        rows, total = index.list_live("important", 100, filters=SearchFilters(tags=(tag,)))
        assert total == len(rows) == (3 if tag == "rare" else 0)


def _kind_scope(index: SqliteIndex) -> None:
    keys = scope_keys(index, "what decisions have we made?", ["decis"], SearchFilters())
    rows = index.rows_by_key(sorted(keys)).values()
    assert len(keys) == SCOPE_LIMIT and {r.type for r in rows} == {"decision"}


def test_a_broad_questions_scopes_cost_the_same_on_a_ten_times_larger_sqlite_home(
    tmp_path: Path,
) -> None:
    """A broad question names a kind ("what decisions have we made?") or tags ("what do I
    know about our infra?"), most of which no memory holds. At 100K memories a tag was a
    scan of every memory's tags (~150 ms a tag) and a kind a sort of all its members with a
    count of them (~40 ms): ten times the memories may not cost twice the steps (a scan
    costs ten times)."""
    costs: dict[int, tuple[int, int]] = {}
    for size in (600, 6000):
        index = _sized_home(tmp_path / f"home-{size}.db", size)

        costs[size] = (_steps(index, _tag_scopes), _steps(index, _kind_scope))
        index.close()
    (small_tags, small_kinds), (large_tags, large_kinds) = costs[600], costs[6000]
    assert large_tags < 2 * max(small_tags, 1), costs
    assert large_kinds < 2 * max(small_kinds, 1), costs


def _read_log(index: SqliteIndex, start: str, seq: int) -> None:
    index.changes_since(start, seq)


def test_reading_the_change_log_costs_the_same_however_long_it_is(tmp_path: Path) -> None:
    """Every write of a home asks the change log what vector search must look at again;
    the log keeps up to 200K entries, and reading its ends scanned all of them (~30 ms a
    write at 100K memories). Ten times the log may not cost twice the steps."""
    costs = []
    for size in (600, 6000):
        index = _sized_home(tmp_path / f"log-{size}.db", size)
        index_id, high, _ = index.changes_since("", 0)
        costs.append(_steps(index, functools.partial(_read_log, start=index_id, seq=high)))
        index.close()
    assert costs[1] < 2 * max(costs[0], 1), costs


def test_status_counts_after_a_write_cost_the_same_on_a_ten_times_larger_sqlite_home(
    tmp_path: Path,
) -> None:
    """After a curate, `bower status` re-counted every memory four times, every file row and
    the memories with a vector (~195 ms at 100K), and a listing grouped every memory by state,
    type, maturity and folder (~0.6 s). Ten times the memories may not cost twice."""
    model, blob = "fake:8", bytes(range(32))
    costs = []
    for size in (600, 6000):
        index = _sized_home(tmp_path / f"counts-{size}.db", size)
        pending = index.pending_texts(model)
        with index.write() as tx:
            tx.put_vectors(model, 8, [VectorRow(p.text_hash, blob) for p in pending[::2]])
        index.counts(), index.count_embedded(model)
        for i in range(2):  # the second answer after a change keeps the keys
            with index.write() as tx:
                tx.upsert_memory(memory("go", id=f"new-{i}", path=f"ops/new-{i}.md"))
            index.counts(), index.count_embedded(model)
        with index.write() as tx:
            tx.upsert_memory(memory("go", id="new-last", path="ops/new-last.md"))
            tx.put_file(FileRow("ops/new-last.md", 1, 200, "z", "new-last", None))
        costs.append(_steps(index, _status_counts))
        assert index.count_embedded(model) == recount(index, model)["embedded"]
        index.close()
    assert costs[1] < 2 * max(costs[0], 1), costs


def _status_counts(index: SqliteIndex) -> None:
    index.counts()
    index.count_embedded("fake:8")
    index.tally(None), index.tally("default")  # a listing's total, the dashboard
