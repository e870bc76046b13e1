"""The ``Index`` contract, held by both back ends: SQLite (a file in the home) and Postgres (a
real server from ``pgserver``, one schema per home). Every test runs on each, in every pass.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from bowerbird import Bower
from bowerbird.errors import BowerError, IndexError_
from bowerbird.storage.files.note import Memory
from bowerbird.storage.index import FileRow, Index, SearchFilters, SqliteIndex, VectorRow
from bowerbird.storage.index.postgres import PostgresIndex, masked, schema_for
from bowerbird.storage.index.rows import ChunkText, MessageRow

NOTES = {
    "fargate": (
        "Fargate move",
        "We moved off lambda to fargate because cold starts blew the budget.",
    ),
    "flux": ("Deploying", "To deploy the cluster, run flux reconcile in the ops repo."),
    "key": ("Key rotation", "The staging key rotates every 90 days; the prod key every 30 days."),
    "go": ("Go pin", "We pinned the Go version to 1.23 after the generics regression in 1.22."),
    "pg": ("Replication", "Postgres replication lag alerts fire above 30 seconds of lag."),
    "long": (
        "Runbook",
        "Lag lag lag. " + "Filler words about nothing in particular. " * 40 + "Replication.",
    ),
}


@pytest.fixture(params=["sqlite", "postgres"])
def index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Index]:
    opened: Any
    if request.param == "sqlite":
        opened = SqliteIndex.open(tmp_path / "index.db")
    else:
        url = request.getfixturevalue("postgres_url")
        opened = PostgresIndex.open(url, schema_for(tmp_path))
    try:
        yield opened
    finally:
        if isinstance(opened, PostgresIndex):
            opened.drop()
        opened.close()


def memory(key: str, **extra: Any) -> Memory:
    title, content = NOTES[key]
    now = extra.pop("now", None) or _now()
    fields: dict[str, Any] = {
        "id": f"{key}-0001",
        "title": title,
        "content": content,
        "type": "fact",
        "created": now,
        "updated": now,
        "path": f"{extra.pop('folder', 'ops')}/{key}-0001.md",
        "tags": ["infra"] if key in ("pg", "key") else [],
    }
    fields.update(extra)
    return Memory(**fields)


def _now() -> Any:
    from datetime import UTC, datetime

    return datetime(2026, 11, 1, tzinfo=UTC)


def fill(index: Index, **agent_of: str) -> dict[str, int]:
    with index.write() as tx:
        for key in NOTES:
            tx.upsert_memory(memory(key, agent=agent_of.get(key, "default")))
    return {row.id.split("-")[0]: key for key, row in _rows(index).items()}


def _rows(index: Index) -> dict[int, Any]:
    return index.rows_by_key(list(index.live_ids()))


def test_rows_round_trip_and_listings_filter_alike(index: Index) -> None:
    keys = fill(index, go="coder")
    assert set(keys) == set(NOTES)
    row = index.rows_by_id(["pg-0001"])["pg-0001"]
    assert (row.title, row.tags, row.agent, row.path) == (
        "Replication",
        ["infra"],
        "default",
        "ops/pg-0001.md",
    )
    assert index.memory_count() == len(NOTES)
    assert index.agents() == {"coder": 1, "default": len(NOTES) - 1}
    assert index.folders() == {"ops": len(NOTES)}
    tagged, total = index.list_live("recent", 10, filters=SearchFilters(tags=("infra",)))
    assert total == 2 and {r.id for r in tagged} == {"pg-0001", "key-0001"}
    mine, _ = index.list_live("oldest", 10, filters=SearchFilters(agent="coder"))
    assert [r.id for r in mine] == ["go-0001"]
    assert index.find_live_by_content(NOTES["go"][1], agent="default") is None
    found = index.find_live_by_content(NOTES["go"][1], agent="coder")
    assert found is not None and found.id == "go-0001"


def test_a_tag_filter_finds_exactly_the_memories_with_that_tag(index: Index) -> None:
    """Tags whose words stem, split or fold alike ("run"/"runs", "ci-cd"/"ci cd", "Café"/
    "cafe") and a tag with no word at all: each finds its own memories, no more, no fewer —
    in a listing, its count and a keyword search."""
    tags_of = {
        "fargate": ["ci-cd"],
        "flux": ["run", "ci"],
        "key": ["runs", "c++"],
        "go": ["★"],
        "pg": ["Café", "ci cd"],
        "long": [],
    }
    with index.write() as tx:
        for key, tags in tags_of.items():
            tx.upsert_memory(memory(key, tags=tags))
    every = {tag for tags in tags_of.values() for tag in tags} | {"cafe", "c", "cd", "r"}
    for tag in sorted(every):
        wanted = {f"{key}-0001" for key, tags in tags_of.items() if tag in tags}
        rows, total = index.list_live("important", 10, filters=SearchFilters(tags=(tag,)))
        assert ({r.id for r in rows}, total) == (wanted, len(wanted)), tag
        found = index.search_keywords(
            ["lag", "deploy", "budget", "key", "go"], 10, SearchFilters(tags=(tag,))
        )
        assert {r.id for r in index.rows_by_key([k for k, _ in found]).values()} <= wanted, tag
    # A tag changed or dropped, a memory deleted: the filter follows at once.
    with index.write() as tx:
        tx.upsert_memory(memory("flux", tags=["ci"]))
        tx.delete_memory("key-0001")
    for tag, wanted in (("run", set()), ("runs", set()), ("ci", {"flux-0001"})):
        rows, total = index.list_live("important", 10, filters=SearchFilters(tags=(tag,)))
        assert ({r.id for r in rows}, total) == (wanted, len(wanted)), tag


def recount(index: Index, model: str) -> dict[str, Any]:
    """What ``counts`` and ``count_embedded`` must say, counted from the tables themselves."""
    raw = cast(Any, index)  # the back ends' SQL, not the Index protocol
    rows = raw._tuples(
        "SELECT type, maturity, superseded_by, agent, importance, path FROM memories"
    )
    by_type: dict[str, int] = {}
    by_maturity: dict[str, int] = {}
    by_agent: dict[str, int] = {}
    tallies: dict[str | None, dict[str, Any]] = {}  # every agent's (None), then each one's
    tallies[None] = {"type": {}, "maturity": {}, "folder": {}, "gone": [0, 0]}
    for kind, maturity, replaced, agent, _, path in rows:
        by_type[kind] = by_type.get(kind, 0) + 1
        by_maturity[maturity] = by_maturity.get(maturity, 0) + 1
        by_agent[agent] = by_agent.get(agent, 0) + 1
        for whose in (None, agent):
            t = tallies.setdefault(
                whose, {"type": {}, "maturity": {}, "folder": {}, "gone": [0, 0]}
            )
            if replaced is not None:
                t["gone"][1] += 1
            elif maturity == "archived":
                t["gone"][0] += 1
            else:
                folder = path.split("/", 1)[0] if "/" in path else ""
                for field, key in (("type", kind), ("maturity", maturity), ("folder", folder)):
                    t[field][key] = t[field].get(key, 0) + 1
    sizes = [int(r[0]) for r in raw._tuples("SELECT size FROM files")]
    embedded = raw._tuples(
        "SELECT count(*) FROM memories m JOIN vec.vectors v "
        "ON v.content_hash = m.text_hash AND v.model = ?",
        (model,),
    )[0][0]
    return {
        "memories": len(rows),
        "by_type": dict(sorted(by_type.items())),
        "by_maturity": dict(sorted(by_maturity.items())),
        "by_agent": dict(sorted(by_agent.items())),
        "superseded": sum(1 for r in rows if r[2] is not None),
        "avg_importance": round(sum(r[4] for r in rows) / len(rows), 4) if rows else 0.0,
        "files": len(sizes),
        "file_bytes": sum(sizes),
        "embedded": int(embedded),
        "tally": {
            whose: (t["type"], t["maturity"], t["folder"], *t["gone"])
            for whose, t in sorted(tallies.items(), key=lambda kv: str(kv[0]))
        },
    }


def _counted(index: Index, model: str) -> dict[str, Any]:
    c = index.counts()
    return {
        "memories": c.memories,
        "by_type": c.by_type,
        "by_maturity": c.by_maturity,
        "by_agent": c.by_agent,
        "superseded": c.superseded,
        "avg_importance": c.avg_importance,
        "files": c.files,
        "file_bytes": c.file_bytes,
        "embedded": index.count_embedded(model),
        "tally": {
            whose: (t.live_by_type, t.live_by_maturity, t.live_by_folder, t.archived, t.superseded)
            for whose in sorted([None, *c.by_agent], key=str)
            for t in [index.tally(whose)]
        },
    }


def _put_files(tx: Any, count: int) -> None:
    for i in range(count):
        tx.put_file(FileRow(f"ops/f{i}.md", i, 100 + i, "x", None, None))


def test_status_counts_follow_every_write_exactly(index: Index) -> None:
    """The counts `bower status` shows are kept by triggers, and the memories with a vector
    are followed through the change log once a process asks twice: after each kind of write
    — a vector stored, a kind, maturity, importance or agent changed, a supersession, a text
    changed (its vector no longer applies), a deletion, files written and dropped — they
    equal a count of the tables."""
    model, blob = "fake:8", bytes(range(32))
    assert _counted(index, model) == recount(index, model)
    fill(index)
    assert _counted(index, model) == recount(index, model)
    hashes = {p.id: p.text_hash for p in index.pending_texts(model)}
    steps: list[Callable[[Any], None]] = [
        lambda tx: tx.put_vectors(
            model, 8, [VectorRow(hashes[i], blob) for i in ("pg-0001", "flux-0001", "go-0001")]
        ),
        lambda tx: tx.upsert_memory(
            memory("pg", maturity="archived", type="decision", importance=0.9, agent="coder")
        ),
        lambda tx: tx.upsert_memory(memory("go", superseded_by="key-0001", importance=0.123457)),
        lambda tx: tx.upsert_memory(memory("flux", content="Deploys go through argo now.")),
        lambda tx: tx.upsert_memory(memory("key", folder="infra", importance=0.7)),
        lambda tx: tx.delete_memory("fargate-0001"),
        lambda tx: _put_files(tx, 3),
        lambda tx: tx.put_file(FileRow("ops/f1.md", 9, 5000, "y", None, None)),
        lambda tx: tx.delete_file("ops/f0.md"),
    ]
    for step in steps:
        with index.write() as tx:
            step(tx)
        assert _counted(index, model) == recount(index, model)


def test_every_write_bumps_the_generation_and_a_read_does_not(index: Index) -> None:
    start = index.generation()
    fill(index)
    after_fill = index.generation()
    assert after_fill > start
    with index.write() as tx:
        tx.bump_access(["pg-0001"], 1_000)
    assert index.generation() == after_fill  # recording a read invalidates no cache
    assert index.access_stats(["pg-0001"]) == {"pg-0001": (1, 1_000)}
    with index.write() as tx:
        tx.bump_access(["pg-0001"], 500)  # an older read keeps the newer time
    assert index.access_stats(["pg-0001"]) == {"pg-0001": (2, 1_000)}
    with index.write() as tx:
        tx.delete_memory("go-0001")
    assert index.generation() > after_fill
    assert "go-0001" not in index.rows_by_id(["go-0001"])


def test_a_failed_write_leaves_nothing(index: Index) -> None:
    fill(index)
    before = index.generation()
    with pytest.raises(RuntimeError), index.write() as tx:
        tx.delete_memory("pg-0001")
        raise RuntimeError("the disk filled up")
    assert "pg-0001" in index.rows_by_id(["pg-0001"])
    assert index.generation() == before


def test_keyword_search_ranks_by_bm25(index: Index) -> None:
    fill(index)
    by_id = {row.key: row.id for row in _rows(index).values()}
    hits = index.search_keywords(["replication", "lag"], 10, SearchFilters())
    ranked = [by_id[k] for k, _ in hits]
    # The short note about both terms beats the long one that repeats "lag" in filler.
    assert ranked[:2] == ["pg-0001", "long-0001"]
    strength = dict(hits)
    # Scores are BM25's scale on both back ends (fusion reads them as absolute).
    assert 1.0 < strength[hits[0][0]] < 20.0
    assert index.search_keywords(["nothingmatches"], 10, SearchFilters()) == []
    # The filters apply inside the search: the limit counts only what passes them.
    tagged = index.search_keywords(["lag"], 1, SearchFilters(tags=("infra",)))
    assert [by_id[k] for k, _ in tagged] == ["pg-0001"]


def test_hidden_memories_ranked_first_never_crowd_out_visible_ones(index: Index) -> None:
    """SQLite ranks a prefix of the matches before it reads the memories table; when archived
    and superseded memories fill that prefix, the visible ones below it are still found."""
    fill(index)
    now = _now()
    with index.write() as tx:
        for n in range(12):  # short notes on both words: they outrank every live one
            hidden: dict[str, Any] = (
                {"maturity": "archived"} if n % 2 else {"superseded_by": "pg-0001"}
            )
            tx.upsert_memory(
                Memory(
                    id=f"old-{n:04d}",
                    title="Replication lag",
                    content="Replication lag.",
                    type="fact",
                    created=now,
                    updated=now,
                    path=f"ops/old-{n:04d}.md",
                    **hidden,
                )
            )
    everything = SearchFilters(include_archived=True, include_superseded=True)
    hits = index.search_keywords(["replication", "lag"], 20, everything)
    by_id = {row.key: row.id for row in index.rows_by_key([k for k, _ in hits]).values()}
    ranked = [by_id[k] for k, _ in hits]
    assert all(i.startswith("old-") for i in ranked[:12]) and len(ranked) == 14
    for limit in (1, 2, 5, 10):  # 10: the prefix holds every match, no second look
        visible = index.search_keywords(["replication", "lag"], limit, SearchFilters())
        assert [by_id[k] for k, _ in visible] == ["pg-0001", "long-0001"][:limit]


def test_term_stats_count_documents_and_holders(index: Index) -> None:
    fill(index)
    keys = {row.id: row.key for row in _rows(index).values()}
    total, stats = index.term_stats(["key", "rotates", "zebra"], list(keys.values()))
    assert total == len(NOTES)
    assert stats["key"] == (1, {keys["key-0001"]})
    assert stats["rotates"][1] == {keys["key-0001"]}  # stemmed alike: rotates ~ rotate
    assert stats["zebra"] == (0, set())
    assert index.document_frequency("lag") == 2


def test_neighbours_and_vectors(index: Index) -> None:
    from bowerbird.storage.files.note import Relation

    with index.write() as tx:
        tx.upsert_memory(memory("pg"))
        tx.upsert_memory(memory("key", relations=[Relation(type="follows", target="pg-0001")]))
    keys = {row.id: row.key for row in _rows(index).values()}
    links = index.neighbours([keys["pg-0001"]])
    assert links[keys["pg-0001"]] == {keys["key-0001"]: 1.0}
    model = "fake:8"
    assert {p.id for p in index.pending_texts(model)} == {"pg-0001", "key-0001"}
    pending = {p.id: p.text_hash for p in index.pending_texts(model)}
    # By id (what a curate wrote): only those, past a statement's 500 ids, within a limit.
    many = [f"no-such-{i}" for i in range(600)] + ["key-0001"]
    assert [p.id for p in index.pending_texts(model, ids=many)] == ["key-0001"]
    assert index.pending_texts(model, ids=[]) == []
    assert len(index.pending_texts(model, 1, ids=["pg-0001", "key-0001"])) == 1
    blob = bytes(range(32))
    with index.write() as tx:
        tx.put_vectors(model, 8, [VectorRow(pending["pg-0001"], blob, "[[1, 2]]")])
    assert [p.id for p in index.pending_texts(model)] == ["key-0001"]
    assert index.count_embedded(model) == 1
    stored = index.current_vectors(model)
    assert [(s.key, bytes(s.vector), s.flags, s.spans) for s in stored] == [
        (keys["pg-0001"], blob, 0, "[[1, 2]]")
    ]
    assert index.vectors_by_hash(model, [pending["pg-0001"]]) == {
        pending["pg-0001"]: (blob, "[[1, 2]]")
    }
    with index.write() as tx:
        tx.upsert_memory(memory("pg", maturity="archived"))
    assert index.vector_keys(model)[0].flags == 1  # archived: masked by default filters
    with index.write() as tx:
        tx.put_vectors(model, 8, [VectorRow("orphan", blob)])
    with index.write() as tx:  # only vectors no memory or chunk uses, and only old ones
        assert tx.prune_vectors(older_than_ms=0) == 0
        assert tx.prune_vectors(older_than_ms=int(time.time() * 1000) + 1) == 1
    assert index.count_embedded(model) == 1


def test_the_change_log_names_what_vector_search_must_look_at_again(index: Index) -> None:
    model = "fake:8"
    start = index.changes_since("", -1)
    assert start.keys is None and start.index_id  # unknown position: compare everything
    keys = fill(index)
    feed = index.changes_since(start.index_id, start.seq)
    assert feed.keys is not None and set(feed.keys) == set(keys.values())
    pending = {p.id: p.text_hash for p in index.pending_texts(model)}
    with index.write() as tx:
        tx.put_vectors(model, 8, [VectorRow(pending["pg-0001"], bytes(32))])
    after = index.changes_since(feed.index_id, feed.seq)
    assert after.seq > feed.seq and after.keys is not None and keys["pg"] in after.keys
    with index.write() as tx:
        tx.upsert_memory(memory("key", maturity="archived"))
        tx.delete_memory("go-0001")
    last = index.changes_since(after.index_id, after.seq)
    assert last.keys is not None and {keys["key"], keys["go"]} <= set(last.keys)
    assert index.changes_since(last.index_id, last.seq).seq == last.seq  # nothing new
    assert [k.key for k in index.vector_keys(model, [keys["pg"], keys["key"]])] == [keys["pg"]]
    assert [v.key for v in index.current_vectors(model, [keys["go"], keys["pg"]])] == [keys["pg"]]
    # Another index's position (or one ahead of this log) cannot be trusted.
    assert index.changes_since("another-index", last.seq).keys is None
    assert index.changes_since(last.index_id, last.seq + 10).keys is None


def test_file_rows_of_some_paths(index: Index) -> None:
    """A watched home's sync reads only the rows of the paths that changed."""
    with index.write() as tx:
        for i in range(700):  # more than one batch of the IN list
            tx.put_file(FileRow(f"facts/f{i}.md", i, 10 + i, f"sha{i}", None, None))
    every = index.file_rows()
    assert len(every) == 700
    wanted = [f"facts/f{i}.md" for i in range(0, 700, 3)] + ["facts/missing.md"]
    some = index.file_rows(wanted)
    assert sorted(some) == sorted(wanted[:-1])
    assert all(some[p] == every[p] for p in some)
    assert index.file_rows([]) == {}


def test_journal_chunks_and_messages(index: Index) -> None:
    from bowerbird.storage.index import FileRow

    chunk = ChunkText(3, 5, "Staging", "The staging database listens on port 6543 now.", "h1", 9)
    with index.write() as tx:
        tx.put_journal_file(
            FileRow("journal/memory/2026-11-01.md", 1, 10, "x", None, None), [chunk], 7
        )
        tx.put_message_file(
            FileRow("default/s1.jsonl", 1, 10, "y", None, None),
            [
                MessageRow(
                    0, "s1:default:0", "", "s1", "default", "user", "Where is the db?", 5, 0
                ),
                MessageRow(
                    0, "s1:default:1", "", "s1", "default", "assistant", "Port 6543, db one.", 6, 1
                ),
            ],
        )
    assert index.chunk_count() == 1
    hits = index.search_chunks(["database", "port"], 5, None, None)
    assert len(hits) == 1 and hits[0][1] > 0
    (row,) = index.chunks_by_key([hits[0][0]]).values()
    assert (row.ref, row.heading, row.about) == ("journal/memory/2026-11-01.md:3-5", "Staging", 7)
    assert index.search_chunks(["database"], 5, 8, None) == []  # about 7 is before since 8
    found = index.search_messages(["port"], None, 5)
    assert [m.id for m, _ in found] == ["s1:default:1"]
    assert index.search_messages(["port"], "other", 5) == []
    (session,) = index.sessions(None)
    assert (session.session, session.agents, session.messages) == ("s1", ["default"], 2)
    assert [m.n for m in index.session_messages("s1", "default")] == [0, 1]
    with index.write() as tx:
        tx.delete_journal_file("journal/memory/2026-11-01.md")
        tx.clear_derived()
    assert index.chunk_count() == 0
    assert index.memory_count() == 0 and index.sessions(None) == []


# ------------------------------------------------------------ Postgres-only behaviour


def test_unreachable_postgres_names_the_url_without_its_password(tmp_path: Path) -> None:
    url = "postgresql://bob:hunter2@127.0.0.1:1/memory?connect_timeout=1"
    with pytest.raises(IndexError_) as caught:
        PostgresIndex.open(url, "bower_test", timeout_s=2)
    text = str(caught.value)
    assert "bob:***@127.0.0.1:1/memory" in text and "hunter2" not in text
    assert "BOWERBIRD_INDEX_URL" in caught.value.hint
    assert masked("host=x password=hunter2 user=bob") == "host=x password=*** user=bob"
    # Through the facade, the same error, and nothing written to the tree.
    home = tmp_path / "home"
    with (
        pytest.raises(BowerError) as via_facade,
        Bower(home, overrides={"index": {"url": url}}) as b,
    ):
        b.curate("The staging key rotates every 90 days.")
    assert "hunter2" not in str(via_facade.value)
    assert not list((home / "tree").rglob("*.md"))


def test_homes_sharing_a_database_never_meet(postgres_url: str, tmp_path: Path) -> None:
    with (
        Bower(tmp_path / "a", overrides={"index": {"url": postgres_url}}) as a,
        Bower(tmp_path / "b", overrides={"index": {"url": postgres_url}}) as b,
    ):
        a.curate("The staging key rotates every 90 days.")
        b.curate("Postgres replication lag alerts fire above 30 seconds.")
        assert [h.content for h in a.query("staging key", fast=True).results] == [
            "The staging key rotates every 90 days."
        ]
        assert b.query("staging key rotates", fast=True).results == []
        assert a.status().counts.memories == b.status().counts.memories == 1
        assert "schema bower_" in a.status().index


def test_postgres_restart_loses_nothing(tmp_path: Path) -> None:
    """A server stopped under a running home: writes fail with a clear error and store
    nothing; after the restart every memory is there and the index matches the tree."""
    import pgserver  # type: ignore[import-untyped,unused-ignore]

    data = tmp_path / "pgdata"
    server = pgserver.get_server(data, cleanup_mode="stop")  # type: ignore[attr-defined]
    url = str(server.get_uri())
    home = tmp_path / "home"
    overrides: dict[str, dict[str, Any]] = {"index": {"url": url}, "sync": {"interval_s": 0}}
    with Bower(home, overrides=overrides) as bower:
        made = [bower.curate(f"Fact number {n}: the vault {n} opens at dawn.") for n in range(3)]
        server.cleanup()  # Postgres stops
        with pytest.raises(BowerError) as caught:
            bower.curate("This one is written while Postgres is down.")
        assert "cannot use the Postgres index" in str(caught.value)
    files = sorted(p.read_text() for p in (home / "tree").rglob("*.md"))
    assert len(files) == 3 and not any("Postgres is down" in f for f in files)
    server = pgserver.get_server(data, cleanup_mode="stop")  # type: ignore[attr-defined]
    try:
        with Bower(home, overrides={"index": {"url": str(server.get_uri())}}) as bower:
            assert bower.status().counts.memories == 3
            for result in made:
                assert bower.get(result.memories[0].id).content.startswith("Fact number")
            assert len(bower.query("vault dawn", fast=True).results) == 3
    finally:
        server.cleanup()


def test_a_server_stopping_while_a_writer_waits_for_the_lock_is_retryable(
    tmp_path: Path,
) -> None:
    """A writer polling for another host's advisory lock when Postgres shuts down gets the
    retryable ``IndexUnavailable`` (a 503 through the API), not the driver's AdminShutdown
    (it reached `bower bench fleet` as a 500)."""
    import threading

    import pgserver  # type: ignore[import-untyped,unused-ignore]

    from bowerbird.errors import IndexUnavailable
    from bowerbird.storage.index.postgres import AdvisoryLock

    server = pgserver.get_server(tmp_path / "pgdata", cleanup_mode="stop")  # type: ignore[attr-defined]
    url = str(server.get_uri())
    holder, waiter = AdvisoryLock(url, "bower_shared"), AdvisoryLock(url, "bower_shared")
    assert holder.acquire(time.monotonic() + 5)
    outcome: list[BaseException | bool] = []

    def wait() -> None:
        try:
            outcome.append(waiter.acquire(time.monotonic() + 30))
        except BaseException as exc:  # the test inspects whatever escaped
            outcome.append(exc)

    thread = threading.Thread(target=wait)
    thread.start()
    # Wait until the waiter's own session has asked for the lock (the holder's has too).
    import psycopg

    with psycopg.connect(url, autocommit=True) as watcher:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            asking = watcher.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE query LIKE %s AND pid <> "
                "pg_backend_pid()",
                ("%pg_try_advisory_lock%",),
            ).fetchone()
            if asking and asking[0] >= 2:
                break
        else:
            raise AssertionError("the waiter never asked for the lock")
    server.cleanup()
    thread.join(60)
    holder.release()  # its session is gone too: releasing must not raise
    assert len(outcome) == 1 and isinstance(outcome[0], IndexUnavailable), outcome
    assert "cannot use the Postgres index" in str(outcome[0])


def test_two_hosts_of_one_home_write_one_at_a_time(postgres_url: str, tmp_path: Path) -> None:
    """Two replicas serving one home from two hosts share no lock file that works across
    hosts (here: two lock files), only the Postgres schema: the advisory lock serialises."""
    from bowerbird.errors import LockTimeoutError
    from bowerbird.storage.disk.lock import HomeLock
    from bowerbird.storage.index.postgres import AdvisoryLock

    first = HomeLock(tmp_path / "host-a.lock", 5, AdvisoryLock(postgres_url, "bower_shared"))
    second = HomeLock(tmp_path / "host-b.lock", 0.3, AdvisoryLock(postgres_url, "bower_shared"))
    other = HomeLock(tmp_path / "host-c.lock", 0.3, AdvisoryLock(postgres_url, "bower_other"))
    with first.hold():
        with pytest.raises(LockTimeoutError) as caught, second.hold():
            pass
        assert "another host" in str(caught.value)
        with other.hold():  # another home's schema is not blocked
            pass
    with second.hold():  # released when the first host let go
        pass


@pytest.mark.sqlite_only
def test_a_postgres_that_refuses_is_named_at_once(home: Path) -> None:
    """Main let the pool retry for its whole 10 s timeout, logged the pool workers'
    connection tracebacks, then said only "pool initialization incomplete"."""
    from ..conftest import free_port, run_cli

    url = f"postgresql://bower@127.0.0.1:{free_port()}/bower"
    run_cli(home, "init")
    code, out, stderr = run_cli(home, "status", env_extra={"BOWERBIRD_INDEX_URL": url})
    assert code != 0 and out["data"]["kind"] == "index_unavailable"
    assert "refused" in out["data"]["error"].lower(), out["data"]["error"]
    assert "error connecting" not in stderr and "Traceback" not in stderr


def test_a_transaction_left_open_by_a_stopped_command_is_rolled_back_first(
    tmp_path: Path,
) -> None:
    # A resident's cancelled command stops at any Python step, here right after its BEGIN:
    # the next write (another command's) must neither fail on "a transaction within a
    # transaction" nor commit what the stopped one had begun.
    index = SqliteIndex.open(tmp_path / "index.db")
    try:
        index.conn.execute("BEGIN IMMEDIATE")
        with index.write() as tx:
            tx.upsert_memory(memory("go"))
        index.conn.execute("BEGIN IMMEDIATE")
        index.conn.execute("DELETE FROM memories")  # begun, never committed
        with index.write() as tx:
            tx.upsert_memory(memory("pg"))
        assert sorted(index.live_ids().values()) == ["go-0001", "pg-0001"]
    finally:
        index.close()
