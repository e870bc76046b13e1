"""Editing and browsing through the facade: ``Bower.update`` goes through the write path's
checks and is audited; ``Bower.browse`` filters, pages and refuses bad arguments."""

from __future__ import annotations

import pytest

from bowerbird import Bower, InputError, NotFoundError, UsageError


def test_an_edit_is_redacted_rederived_audited_and_searchable(bower: Bower) -> None:
    memory_id = bower.curate("The build server is ci-old.example.com.").created[0]
    before = bower.get(memory_id)
    key = "sk-" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6"
    edited = bower.update(memory_id, text=f"The build server is ci-new, api key {key}.")
    assert key not in edited.content and "[REDACTED" in edited.content
    assert key not in (bower.home / "tree" / edited.path).read_text()
    assert edited.path == before.path and edited.id == memory_id
    assert "ci-new" in edited.title and "ci-new" in edited.keywords
    last = bower.history(memory_id)[-1]
    assert last.action == "edited" and last.details["fields"] == ["content", "title"]
    assert "ci-old" not in str(last.details)  # a digest of the old text, never the text
    assert bower.query("ci-new build server").results[0].id == memory_id

    kept = bower.update(memory_id, text="The build server is ci-3.", title="Build host")
    assert kept.title == "Build host"
    retyped = bower.update(memory_id, type="decision", tags=["CI", "infra", "ci"])
    assert retyped.type == "decision" and retyped.tags == ["ci", "infra"]
    assert bower.update(memory_id, tags=["ci", "infra"]) == retyped  # nothing new: no write
    assert len(bower.history(memory_id)) == 4

    with pytest.raises(UsageError):
        bower.update(memory_id, type="opinion")
    with pytest.raises(InputError):
        bower.update(memory_id, tags=["a, b"])
    with pytest.raises(InputError):
        bower.update(memory_id, title="two\nlines")
    with pytest.raises(NotFoundError):
        bower.update("no-such-memory", text="x")


def test_browse_filters_pages_and_counts(bower: Bower) -> None:
    for n in range(7):
        bower.curate(f"Service s{n} listens on port {8000 + n}.", tags=["ports"], verbatim=True)
    decision = bower.curate("We decided to retire service s0.", type="decision").created[0]
    first = bower.browse(limit=3, order="oldest")
    rest = bower.browse(limit=10, offset=3, order="oldest")
    assert first.total == rest.total == 8 and len(first.memories) == 3 and len(rest.memories) == 5
    assert {m.id for m in first.memories}.isdisjoint(m.id for m in rest.memories)
    assert bower.browse(types=("decision",)).total == 1
    assert bower.browse(tags=("ports",)).total == 7
    folder = bower.get(decision).path.split("/")[0]
    assert [m.id for m in bower.browse(folder=folder).memories] == [decision]
    assert bower.folders()[folder] == 1
    bower.forget(decision)
    assert bower.browse().total == 7
    assert [m.id for m in bower.browse(maturities=("archived",)).memories] == [decision]
    for bad in ({"limit": 0}, {"limit": 501}, {"offset": -1}, {"order": "sideways"}):
        with pytest.raises(InputError):
            bower.browse(**bad)
    with pytest.raises(InputError):
        bower.browse(types=("opinion",))
    with pytest.raises(UsageError):
        bower.browse(colour="red")


def test_history_is_not_edited_in_place(bower: Bower) -> None:
    """An earlier version is edited through what replaced it; an archived memory once it is
    restored: an edit of either would rewrite what was said, unseen."""
    old = bower.curate("The standup is at 9:30.", verbatim=True).memories[0].id
    new = bower.curate("The standup is at 10:00 now.", verbatim=True, supersedes=old).memories[0]
    with pytest.raises(InputError, match="superseded") as refused:
        bower.update(old, text="The standup was never at 9:30.")
    assert new.id in (refused.value.hint or "")
    assert bower.get(old).content == "The standup is at 9:30."
    gone = bower.curate("The printer is on floor 2.", verbatim=True).memories[0].id
    bower.forget(gone)
    with pytest.raises(InputError, match="archived"):
        bower.update(gone, title="Printer")
    bower.restore(gone)
    assert bower.update(gone, title="Printer").title == "Printer"
