"""Gather: extraction, dates, secrets on every path, dedupe decisions, the 50-note scenario."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bowerbird import Bower, ImportRecord
from bowerbird.bench import scenario
from bowerbird.errors import InputError
from bowerbird.gather.extract import OfflineExtractor, times_in

from ..conftest import run_cli
from ..services.secrets.test_redact import CREDENTIALS

NOW = datetime(2026, 11, 22, 10, tzinfo=UTC)


def test_seed_example_is_a_decision_with_a_sensible_title() -> None:
    (draft,) = OfflineExtractor().extract(
        "We moved off lambda to fargate because the cold-start budget was blown.", NOW
    )
    assert draft.type == "decision"
    assert draft.title == "Moved off lambda to fargate"
    assert {"lambda", "fargate", "cold-start"} <= set(draft.keywords)


@pytest.mark.parametrize(
    ("note", "kinds"),
    [
        ("To deploy, run make release and then tag the commit.", ["procedure"]),
        ("CI always fails on the first run after a cache purge.", ["pattern"]),
        ("Currently working on the billing migration.", ["context"]),
        ("The search service listens on port 8787.", ["fact"]),
        (
            "We decided to use Postgres 16 for billing. To migrate, run `make migrate`.",
            ["decision", "procedure"],
        ),
    ],
)
def test_cue_words_type_and_split_notes(note: str, kinds: list[str]) -> None:
    assert [d.type for d in OfflineExtractor().extract(note, NOW)] == kinds


def test_relative_times_are_resolved_beside_the_text_never_into_it() -> None:
    assert times_in("we shipped it yesterday", NOW) == [{"said": "yesterday", "at": "2026-11-21"}]
    assert {"said": "last Friday", "at": "2026-11-20"} in times_in("fixed last Friday", NOW)
    assert {"said": "next month", "at": "2026-12"} in times_in("due next month", NOW)
    assert times_in("released in May 2023", NOW) == []  # it names its year already
    (draft,) = OfflineExtractor().extract("Hedged: I think the outage was yesterday.", NOW)
    assert draft.content == "Hedged: I think the outage was yesterday."  # as it was said
    assert draft.about_time == [{"said": "yesterday", "at": "2026-11-21"}]
    assert draft.confidence < 0.8


def test_a_weekday_ahead_is_the_coming_one_and_a_recurring_time_is_no_date() -> None:
    # NOW is Sunday 2026-11-22: "back on Monday" is the 23rd, not the Monday before.
    assert times_in("Priya is back on Monday.", NOW) == [{"said": "on Monday", "at": "2026-11-23"}]
    assert times_in("Demos are on the last Friday of every sprint.", NOW) == []
    assert times_in("The bins go out every Tuesday.", NOW) == []


def _bower(home: Path, **sections: dict[str, object]) -> Bower:
    return Bower(home, overrides={"sync": {"interval_s": 0}, **sections})


def test_a_correction_right_after_a_hand_edit_still_finds_what_it_corrects(home: Path) -> None:
    # The life test's flake: a hand edit leaves its memory without a current vector until
    # something embeds it; a correction curated before then compared against no vector of it,
    # was stored beside it, and which of the two came first depended on the background embed.
    bower = _bower(home, embed={"provider": "default"})  # the model's similarities decide
    old = bower.curate("The brisk-otter service runs on host tern-11 with 4 replicas.").created[0]
    path = home / "tree" / bower.get(old).path
    path.write_text(path.read_text().rstrip("\n") + "\n\nEscalation contact: Ines.\n")
    fix = bower.curate("Actually, the brisk-otter service has 13 replicas now, not 4.")
    assert [(a.action, a.target) for a in fix.actions] == [("superseded", old)]
    assert "Ines" in bower.get(fix.created[0]).content  # what the edit added is carried over
    bower.close()


def test_curate_reports_actions_and_supersedes_a_correction(home: Path) -> None:
    bower = _bower(home)
    first = bower.curate("The staging API key rotates every 90 days.", observed_at=NOW)
    assert [a.action for a in first.actions] == ["created"] and not first.is_update
    old_id = first.created[0]
    again = bower.curate("The staging API key rotates every 90 days.")
    assert again.duplicate_of == old_id and again.created == []
    fix = bower.curate("Actually the staging API key rotates every 30 days, not 90.")
    assert fix.is_update and [a.action for a in fix.actions] == ["superseded"]
    new_id = fix.created[0]
    assert fix.touched == [new_id, old_id]
    old, new = bower.get(old_id), bower.get(new_id)
    assert old.superseded_by == new_id and old.valid_to is not None
    assert new.supersedes == old_id
    hits = [h.id for h in bower.query("staging key rotation days").results]
    assert new_id in hits and old_id not in hits
    assert old_id in [h.id for h in bower.query("staging key", include_superseded=True).results]
    assert [e.action for e in bower.history(old_id)] == ["created", "superseded"]


def test_other_names_or_numbers_are_not_duplicates(home: Path) -> None:
    bower = _bower(home)
    a = bower.curate("The service a3 listens on port 8003.", verbatim=False)
    b = bower.curate("The service a4 listens on port 8004.")
    assert a.created and b.created and b.actions[0].action == "created"


def test_dry_run_writes_nothing(home: Path) -> None:
    bower = _bower(home)
    result = bower.curate("We chose Redis for the job queue.", dry_run=True)
    assert result.dry_run and result.created == [] and result.actions[0].action == "created"
    assert not list((home / "tree").rglob("*.md"))


@pytest.mark.parametrize("policy", ["redact", "refuse"])
def test_no_credential_reaches_disk_under_redact_or_refuse(home: Path, policy: str) -> None:
    bower = _bower(home, secrets={"policy": policy}, embed={"provider": "fake"})
    secrets = [secret for _, secret, _ in CREDENTIALS]
    for kind, secret, template in CREDENTIALS:
        note = f"Note about {kind}: " + template.format(secret)
        if policy == "refuse":
            with pytest.raises(InputError, match="credential"):
                bower.curate(note)
        else:
            result = bower.curate(note)
            assert result.redacted and "[REDACTED:" in result.memories[0].content
    # The verbatim batch path redacts too.
    if policy == "redact":
        bower.import_records([ImportRecord(t.format(s)) for _, s, t in CREDENTIALS])
        bower.import_records([ImportRecord(f"bare {s}") for _, s, _ in CREDENTIALS[:2]])
        bower.query("note about the key", min_score=0)  # fills the cache and access.log
    bower.close()
    blobs = [p.read_bytes() for p in home.rglob("*") if p.is_file()]
    for secret in secrets:
        needle = secret.encode()
        assert not any(needle in blob for blob in blobs), secret[:8]
    # And nothing in any SQLite table either (covers pages not yet checkpointed).
    for db in ("index.db", "vectors.db"):
        conn = sqlite3.connect(home / db)
        dump = "\n".join(conn.iterdump())
        conn.close()
        assert not any(secret in dump for secret in secrets)


def test_allow_policy_stores_as_given(home: Path) -> None:
    bower = _bower(home, secrets={"policy": "allow"})
    token = CREDENTIALS[2][1]
    result = bower.curate(f"push with {token}")
    assert token in result.memories[0].content and not result.redacted


def test_input_limits_leave_nothing_behind(home: Path) -> None:
    for args, stdin, needle in [
        (["curate", "-"], b"", "empty"),
        (["curate", "-"], b"\x89PNG\r\n\x1a\n\x00\x00binary", "UTF-8"),
        (["curate", "-"], b"a" * (1_048_576 + 10), "limit"),
    ]:
        code, env, _ = run_cli(home, *args, stdin=stdin)
        assert code == 2 and needle in env["data"]["error"]
    code, env, _ = run_cli(home, "curate", "-", stdin=("word " * 150_000).encode())
    assert code == 0 and env["data"]["created"]  # ~750 KB: under the limit, stored whole
    assert len(list((home / "tree").rglob("*.md"))) == len(env["data"]["created"])


def test_the_50_note_scenario_meets_its_targets() -> None:
    """Restatements, paraphrases, corrections and unrelated notes, with the real model."""
    report = scenario.run()
    assert report["notes"] == 50
    assert report["exact_duplicates_created"] == 0
    assert report["restatements_merged"] == report["restatements"] == 5
    assert report["paraphrase_duplicates_created"] / report["paraphrases"] <= 0.05
    assert report["corrections_superseding_their_target"] == report["corrections"] == 8
    assert report["unrelated_kept_apart"] == report["unrelated"] == 12, report["misses"]


def test_bench_curate_runs_end_to_end(tmp_path: Path) -> None:
    code, env, _ = run_cli(tmp_path, "bench", "curate", "--batch", "4", timeout=300)
    assert code == 0, env
    data = env["data"]
    assert data["batch"]["full_pipeline"]["memories_created"] == 4
    assert data["batch"]["verbatim"]["memories_created"] == 4
    assert data["scenario_50_notes"]["corrections_superseding_their_target"] == 8


def test_entities_include_names_that_open_a_sentence() -> None:
    from bowerbird.gather.extract import entities

    found = entities(
        "Ana prefers code reviews in the morning. Deploy the app with make. "
        "Bob owns the Kafka cluster v2.1."
    )
    assert found == ["Ana", "Bob", "Kafka", "v2.1"]


def test_a_dated_event_involving_a_person_is_an_episode(bower: Bower) -> None:
    """Seed 003's episodic memory: what happened, when, to whom — a ``context`` memory, whose
    kind says so on every surface; a dated event with no one in it stays a fact."""
    episode = bower.curate("Oscar complained about a 4-hour meeting on Feb 3.").memories[0]
    assert episode.type == "context" and episode.to_dict()["memory_kind"] == "episodic"
    plain = bower.curate("The nightly backup job failed on Feb 3.").memories[0]
    assert plain.type == "fact" and plain.to_dict()["memory_kind"] == "semantic"
    how = bower.curate("To rotate the keys, run `vault rotate` in the ops repo.").memories[0]
    assert how.to_dict()["memory_kind"] == "procedural"
    hit = bower.query("Oscar meeting complaint").results[0]
    assert hit.id == episode.id and hit.to_dict()["memory_kind"] == "episodic"
