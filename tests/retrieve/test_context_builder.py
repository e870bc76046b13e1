"""The context builder (seed 004): memories sorted into core context, active concerns,
preferences and background by their meaning fields, after the user's profile."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird import Bower, InputError
from bowerbird.retrieve.context import BUCKETS

# (note, type, expected bucket) — every note mentions "atlas" so one query finds them all.
TABLE = [
    ("For atlas I prefer dark mode in every editor.", "fact", "preferences"),
    ("We decided atlas bills through Postgres.", "decision", "core context"),
    ("The atlas payment outage blocks the release; deadline Friday.", "fact", "active concerns"),
    ("I'm worried the atlas migration will slip.", "fact", "active concerns"),
    ("The atlas office plant is a ficus.", "fact", "background"),
    ("To deploy atlas, run make ship in the infra repo.", "procedure", "core context"),
    ("Atlas runs on three nodes in eu-west-1.", "context", "core context"),
    ("Atlas was named after the moon.", "fact", "background"),
]


def _bucket_of(text: str, memory_id: str) -> str:
    at = text.index(f"id={memory_id} ")
    heads = [(text.rfind(f"# {b}\n", 0, at), b) for b in BUCKETS]
    return max(heads)[1]


def test_planted_memories_land_in_their_buckets(home: Path) -> None:
    with Bower(home) as bower:
        ids = {}
        for note, kind, bucket in TABLE:
            ids[note] = (bower.curate(note, type=kind, verbatim=True).created[0], bucket)
        block = bower.context("atlas", budget_tokens=4000, limit=20, min_score=0).text
        for note, (memory_id, bucket) in ids.items():
            assert _bucket_of(block, memory_id) == bucket, note
        order = [block.index(f"# {b}\n") for b in BUCKETS]
        assert order == sorted(order)  # core, concerns, preferences, background
        # Deterministic: the same memories land in the same buckets (scores move a little
        # with each access, the buckets do not).
        again = bower.context("atlas", budget_tokens=4000, limit=20, min_score=0, use_cache=False)
        assert {m: _bucket_of(again.text, m) for m, _ in ids.values()} == {
            m: _bucket_of(block, m) for m, _ in ids.values()
        }
        # Meaning set by hand moves a memory (MCP memory_update_meaning calls this).
        ficus = ids["The atlas office plant is a ficus."][0]
        bower.update(ficus, meaning={"intent": "concern", "stakes": "high"})
        moved = bower.context("atlas", budget_tokens=4000, limit=20, min_score=0).text
        assert _bucket_of(moved, ficus) == "active concerns"
        assert "meaning:" in (home / "tree" / bower.get(ficus).path).read_text()
        with pytest.raises(InputError):
            bower.update(ficus, meaning={"stakes": "enormous"})
        # The profile comes first, as quoted data.
        bower.profiles.set("name", "Priya Raman")
        with_profile = bower.context("atlas", budget_tokens=4000, limit=20, min_score=0).text
        assert with_profile.index("# profile\n  | name: Priya Raman") < with_profile.index(
            "# core context"
        )
        small = bower.context("atlas", budget_tokens=200, limit=20, min_score=0)
        assert small.tokens <= 200 and small.included and small.omitted


def test_a_hit_carries_its_relations_and_what_it_supersedes(home: Path) -> None:
    with Bower(home) as bower:
        old = bower.curate("The gym on Rua Nova opens at 7.", verbatim=True).memories[0]
        new = bower.curate(
            "The gym on Rua Nova opens at 6 since March.", verbatim=True, supersedes=old.id
        ).memories[0]
        hits = bower.query("when does the gym on Rua Nova open", min_score=0.0).results
    hit = next(h for h in hits if h.id == new.id)
    memory = hit.to_dict()["memory"]
    assert memory["supersedes_id"] == old.id
    assert {"target_id": old.id, "type": "supersedes"}.items() <= memory["relations"][0].items()
