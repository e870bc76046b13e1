"""LangGraph's BaseStore over a home, with LangGraph's and langmem's real packages: values
come back exactly, history is kept, search is the home's recall, namespaces list as
LangGraph's own stores list them, and the dream and curate leave items alone."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from langgraph.store.base import BaseStore, InvalidNamespaceError, SearchItem
from langmem import create_manage_memory_tool, create_search_memory_tool

from bowerbird import Bower, InputError
from bowerbird.integrations.langgraph import BowerbirdStore


@pytest.fixture
def store(home: Path) -> Iterator[BowerbirdStore]:
    with BowerbirdStore(home=home) as made:
        yield made


def test_values_round_trip_and_a_second_instance_reads_them(
    store: BowerbirdStore, home: Path
) -> None:
    assert isinstance(store, BaseStore)
    value = {
        "text": "Prefers aisle seats on long flights",
        "n": 3,
        "ratio": 0.25,
        "flags": [True, False, None],
        "nested": {"deep": {"list": [1, "two", {"three": 3}]}},
        "unicode": "café ☕ naïve",
        "yes": "yes",  # a YAML word that is a string here
        "date": "2024-01-01",
    }
    store.put(("prefs", "u1"), "seat", value)
    got = store.get(("prefs", "u1"), "seat")
    assert got is not None and got.value == value and got.key == "seat"
    assert got.namespace == ("prefs", "u1")
    assert store.get(("prefs", "u2"), "seat") is None
    assert store.get(("prefs", "u1"), "other") is None
    with BowerbirdStore(home=home) as second:
        again = second.get(("prefs", "u1"), "seat")
        assert again is not None and again.value == value
        assert again.created_at == got.created_at


def test_a_put_replaces_the_value_and_keeps_the_old_one_as_history(
    store: BowerbirdStore,
) -> None:
    store.put(("users", "ana"), "city", {"text": "Ana lives in Porto"})
    first = store.get(("users", "ana"), "city")
    store.put(("users", "ana"), "city", {"text": "Ana moved to Lisbon"})
    now = store.get(("users", "ana"), "city")
    assert first is not None and now is not None
    assert now.value == {"text": "Ana moved to Lisbon"}
    assert now.created_at == first.created_at and now.updated_at >= first.updated_at
    # The old value is a superseded memory: out of search, in history.
    hits = store.search(("users",), query="where does Ana live")
    assert [h.value["text"] for h in hits] == ["Ana moved to Lisbon"]
    bower = store.bower
    live_id = bower.items().get(("users", "ana"), "city").memory_id  # type: ignore[union-attr]
    old = bower.get(f"{live_id}.v1")
    assert old.content == "Ana lives in Porto" and old.superseded_by == live_id
    assert bower.get(live_id).supersedes == old.id


def test_delete_then_put_again(store: BowerbirdStore) -> None:
    store.put(("a",), "k", {"v": "one"})
    store.delete(("a",), "k")
    assert store.get(("a",), "k") is None
    assert store.search(("a",)) == [] and store.list_namespaces() == []
    store.put(("a",), "k", {"v": "two"})
    got = store.get(("a",), "k")
    assert got is not None and got.value == {"v": "two"}


def test_search_ranks_by_recall_within_the_prefix_and_fills_the_page(
    store: BowerbirdStore,
) -> None:
    store.put(("docs", "eng"), "pg", {"text": "We run Postgres 16 for the billing service"})
    store.put(("docs", "eng"), "deploy", {"text": "Deploys go out every Tuesday"})
    store.put(("docs", "hr"), "leave", {"text": "Parental leave is sixteen weeks"})
    store.put(("docs", "eng"), "secret-ish", {"text": "database notes"}, index=False)
    hits = store.search(("docs", "eng"), query="which database does billing use?")
    assert all(isinstance(h, SearchItem) for h in hits)
    assert hits[0].key == "pg" and hits[0].score is not None and hits[0].score > 0
    assert {h.key for h in hits} == {"pg", "deploy", "secret-ish"}  # never "leave"
    # Items the query did not rank (index=False among them) follow with no score.
    assert [h.score for h in hits if h.key == "secret-ish"] == [None]
    assert len(store.search(("docs",), query="database", limit=2)) == 2
    assert len(store.search(("docs",), query="database", limit=2, offset=2)) == 2
    # Without a query: newest first.
    assert store.search(("docs",))[0].key == "secret-ish"


def test_filters_compare_values_as_langgraph_does(store: BowerbirdStore) -> None:
    store.put(("t",), "a", {"kind": "note", "score": 4.5, "user": {"level": "admin"}})
    store.put(("t",), "b", {"kind": "note", "score": 2, "active": True})
    store.put(("t",), "c", {"kind": "task", "score": 9, "active": 1})

    def keys(**filter: object) -> set[str]:
        return {h.key for h in store.search(("t",), filter=dict(filter))}

    assert keys(kind="note") == {"a", "b"}
    assert keys(score={"$gt": 3}) == {"a", "c"}
    assert keys(score={"$gte": 2, "$lt": 9}) == {"a", "b"}
    assert keys(kind={"$ne": "note"}) == {"c"}
    assert keys(user={"level": "admin"}) == {"a"}
    assert keys(**{"user.level": "admin"}) == {"a"}
    assert keys(active=True) == {"b"}  # JSON's true is not 1
    assert keys(kind="note", score={"$lte": 2}) == {"b"}
    with pytest.raises(Exception, match="unknown filter operator"):
        store.search(("t",), filter={"score": {"$near": 3}})


def test_list_namespaces_prefix_suffix_wildcards_depth(store: BowerbirdStore) -> None:
    for ns in [("a", "b", "c"), ("a", "b", "d"), ("a", "x", "c"), ("z",), ("A", "b")]:
        store.put(ns, "k", {"v": 1})
    assert store.list_namespaces() == sorted(
        [("a", "b", "c"), ("a", "b", "d"), ("a", "x", "c"), ("z",), ("A", "b")]
    )
    assert store.list_namespaces(prefix=("a", "b")) == [("a", "b", "c"), ("a", "b", "d")]
    assert store.list_namespaces(suffix=("c",)) == [("a", "b", "c"), ("a", "x", "c")]
    assert store.list_namespaces(prefix=("a", "*", "c")) == [("a", "b", "c"), ("a", "x", "c")]
    assert store.list_namespaces(prefix=("a",), max_depth=2) == [("a", "b"), ("a", "x")]
    assert (
        store.list_namespaces(limit=2, offset=1)
        == sorted([("a", "b", "c"), ("a", "b", "d"), ("a", "x", "c"), ("z",), ("A", "b")])[1:3]
    )
    # Labels are case-sensitive, though the tags that scope a search are not.
    assert [h.namespace for h in store.search(("a", "b"))] == [("a", "b", "d"), ("a", "b", "c")]
    assert [h.namespace for h in store.search(("A",))] == [("A", "b")]


def test_async_methods_and_batches(store: BowerbirdStore) -> None:
    async def run() -> None:
        await store.aput(("s",), "one", {"text": "async put"})
        got = await store.aget(("s",), "one")
        assert got is not None and got.value == {"text": "async put"}
        assert [h.key for h in await store.asearch(("s",), query="async")] == ["one"]
        assert await store.alist_namespaces() == [("s",)]
        await store.adelete(("s",), "one")
        assert await store.aget(("s",), "one") is None

    asyncio.run(run())


def test_bad_input_is_refused_with_the_reason(store: BowerbirdStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        store.put(("bad.label",), "k", {"v": 1})
    with pytest.raises(InputError, match="not JSON"):
        store.put(("a",), "k", {"when": object()})
    with pytest.raises(InputError, match="limit"):
        store.put(("a",), "k", {"blob": "x" * 2_000_000})
    for odd in (float("nan"), float("inf"), -float("inf")):  # not JSON: refused, as by SQL stores
        with pytest.raises(InputError, match="not JSON"):
            store.put(("a",), "k", {"ratio": odd})
    assert store.list_namespaces() == []  # nothing half-written
    store.put(("a",), "", {"v": "an empty key is a key"})
    assert store.get(("a",), "").value == {"v": "an empty key is a key"}  # type: ignore[union-attr]


def test_credentials_in_values_are_redacted(store: BowerbirdStore) -> None:
    store.put(("keys",), "k", {"note": "the deploy key is sk-proj-" + "a1B2" * 12})
    got = store.get(("keys",), "k")
    assert got is not None and "[REDACTED" in got.value["note"]
    assert "a1B2a1B2" not in got.value["note"]


def test_dream_and_curate_leave_items_alone(store: BowerbirdStore, home: Path) -> None:
    text = "The staging database is reset every Sunday night."
    store.put(("ops",), "reset", {"text": text})
    store.put(("ops",), "reset-copy", {"text": text + " "})
    bower = store.bower
    result = bower.curate(text)  # the same words: a note of its own, not a duplicate
    assert [a.action for a in result.actions] == ["created"]
    bower.dream()
    for key in ("reset", "reset-copy"):
        got = store.get(("ops",), key)
        assert got is not None and got.value["text"].strip() == text


def test_agents_do_not_see_each_others_items(home: Path) -> None:
    with (
        BowerbirdStore(home=home, agent="alpha") as a,
        BowerbirdStore(home=home, agent="beta") as b,
    ):
        a.put(("shared",), "k", {"text": "alpha's value"})
        b.put(("shared",), "k", {"text": "beta's value"})
        assert a.get(("shared",), "k").value == {"text": "alpha's value"}  # type: ignore[union-attr]
        assert b.get(("shared",), "k").value == {"text": "beta's value"}  # type: ignore[union-attr]
        assert [h.value["text"] for h in a.search(("shared",), query="value")] == ["alpha's value"]


def test_items_are_memories_of_the_home(store: BowerbirdStore, home: Path) -> None:
    store.put(("memories", "u1"), "pet", {"content": "The user's dog is called Biscuit"})
    with Bower(home) as bower:
        hits = bower.query("what is the dog called").results
        assert hits and "Biscuit" in hits[0].content
        files = list((home / "tree" / "store" / "memories" / "u1").glob("*.md"))
        assert len(files) == 1 and "Biscuit" in files[0].read_text(encoding="utf-8")


def test_langmem_tools_store_and_find_a_memory(store: BowerbirdStore) -> None:
    namespace = ("memories", "{langgraph_user_id}")
    manage = create_manage_memory_tool(namespace=namespace, store=store)
    search = create_search_memory_tool(namespace=namespace, store=store)
    config = {"configurable": {"langgraph_user_id": "ana"}}
    made = manage.invoke({"content": "Ana is allergic to shellfish", "action": "create"}, config)
    assert "created memory" in made
    manage.invoke({"content": "Ana runs a marathon every October", "action": "create"}, config)
    found = search.invoke({"query": "food allergies"}, config)
    assert "shellfish" in found.split("marathon")[0]  # the allergy ranks first
    key = made.split()[-1]
    manage.invoke(
        {"content": "Ana is allergic to shellfish and peanuts", "action": "update", "id": key},
        config,
    )
    got = store.get(("memories", "ana"), key)
    assert got is not None and "peanuts" in got.value["content"]
    asynced = asyncio.run(search.ainvoke({"query": "marathon"}, config))
    assert "October" in asynced
    other = {"configurable": {"langgraph_user_id": "bo"}}
    assert search.invoke({"query": "allergic"}, other) in ("[]", [])


def test_items_survive_an_export_and_import(store: BowerbirdStore, tmp_path: Path) -> None:
    store.put(("users", "ana"), "diet", {"text": "Ana is vegetarian", "tags": ["food"]})
    store.put(("users", "ana"), "diet", {"text": "Ana is vegan now", "tags": ["food"]})
    dump = tmp_path / "backup.json"
    store.bower.export(dump)
    with Bower(tmp_path / "other") as other:
        other.import_file(dump)
    with BowerbirdStore(home=tmp_path / "other") as restored:
        got = restored.get(("users", "ana"), "diet")
        assert got is not None and got.value == {"text": "Ana is vegan now", "tags": ["food"]}
        assert [h.key for h in restored.search(("users",), query="vegan")] == ["diet"]
        restored.put(("users", "ana"), "diet", {"text": "Ana eats fish again"})
        assert restored.get(("users", "ana"), "diet").value == {"text": "Ana eats fish again"}  # type: ignore[union-attr]
