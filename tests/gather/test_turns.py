"""Turns, transcripts and JSONL batches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird import Bower
from bowerbird.errors import InputError
from bowerbird.gather.turns import pair_turns, read_transcript, to_messages, worth_remembering

from ..conftest import run_cli


@pytest.mark.parametrize(
    ("text", "role", "kept"),
    [
        ("Hi! Can you help me deploy?", "user", []),
        ("Thanks, that helps a lot!", "user", []),
        (
            "My name is Ana and I work on the billing team. What time is it?",
            "user",
            ["My name is Ana and I work on the billing team."],
        ),
        (
            "Remember that the staging key rotates every 90 days.",
            "user",
            ["The staging key rotates every 90 days."],
        ),
        (
            "Please keep in mind that Ana is on leave until May.",
            "user",
            ["Ana is on leave until May."],
        ),
        # A cue inside the sentence marks it as worth keeping; the words stay as said.
        (
            "I'm allergic to peanuts, remember that for the party on the 20th.",
            "user",
            ["I'm allergic to peanuts, remember that for the party on the 20th."],
        ),
        (
            "The deploy key lives in vault, don't forget to rotate it monthly.",
            "user",
            ["The deploy key lives in vault, don't forget to rotate it monthly."],
        ),
        ("We decided to drop MySQL support.", "user", ["We decided to drop MySQL support."]),
        (
            "Sure, here is the plan. I have deployed version 2.3 to staging.",
            "assistant",
            ["I have deployed version 2.3 to staging."],
        ),
        ("Postgres is a relational database that many teams use.", "assistant", []),
    ],
)
def test_worth_remembering(text: str, role: str, kept: list[str]) -> None:
    assert worth_remembering(text, role) == kept


def test_sync_turn_curates_only_what_matters(home: Path) -> None:
    bower = Bower(home)
    assert bower.sync_turn("hello there, how are you today?", "I'm fine, thanks!") == []
    results = bower.sync_turn(
        "We use Postgres 16 in production. Can you write the migration?",
        "Sure. I have created the migration file 0042_add_index.sql.",
    )
    sources = [r.memories[0].source for r in results]
    assert sources == ["conversation:user", "conversation:assistant"]
    assert "Postgres 16" in results[0].memories[0].content
    # The same turn again adds nothing new.
    again = bower.sync_turn("We use Postgres 16 in production.", "")
    assert again[0].created == [] and again[0].duplicate_of


@pytest.mark.parametrize(
    "said",
    [
        "My password is hunter2, please remember it.",
        "Remember my API key: sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD",
        "My GitHub token is ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789, keep it safe.",
        "my aws access key id is AKIAQ3EGRT7YKXW2M4PZ",
        # An agent writing about its user says "the user's" for "my": the same rule.
        "The user's password is Zk82!mqTr0.",
    ],
)
def test_a_statement_that_was_only_a_secret_is_not_stored(home: Path, said: str) -> None:
    bower = Bower(home)
    results = bower.sync_turn(said, "")
    assert results and all(r.memories == [] and r.created == [] for r in results)
    assert any("not stored" in note for r in results for note in r.notes)
    assert bower.status().counts.memories == 0
    # Curated directly, the same: nothing but a note saying why.
    direct = bower.curate(said)
    assert direct.memories == [] and direct.redacted and "not stored" in direct.notes[-1]
    # Where a secret lives, or what it opens, is a fact and is kept (redacted).
    kept = bower.sync_turn(
        "The staging database password is Tr0ub4dor&3x. My password is hunter2.", ""
    )
    contents = [m.content for r in kept for m in r.memories]
    assert contents == ["The staging database password is [REDACTED:password]."]
    assert bower.status().counts.memories == 1


def _transcript(tmp_path: Path) -> Path:
    messages = [
        {"role": "system", "content": "You are a helpful assistant."},
        {"role": "user", "content": "Our CI runs on Buildkite with 12 agents."},
        {"role": "assistant", "content": "Got it."},
        {"role": "user", "content": [{"type": "text", "text": "We decided to cache pnpm."}]},
        {"role": "assistant", "content": "I have updated the pipeline to cache pnpm."},
        {"role": "user", "content": "What is the weather like?"},
    ]
    path = tmp_path / "chat.jsonl"
    path.write_text("\n".join(json.dumps(m) for m in messages) + "\n")
    return path


def test_transcripts_parse_pair_and_ingest(home: Path, tmp_path: Path) -> None:
    path = _transcript(tmp_path)
    messages, unreadable = read_transcript(path)
    assert unreadable == []
    assert [m.role for m in messages][:2] == ["system", "user"]
    assert messages[3].content == "We decided to cache pnpm."
    assert len(pair_turns(messages)) == 3
    summary = Bower(home).ingest(path)
    assert summary.messages == 6 and summary.turns == 3 and len(summary.created) == 3
    code, env, _ = run_cli(home, "ingest", str(path), "--verbatim")
    assert code == 0 and len(env["data"]["created"]) == 5  # every user/assistant message
    whole = tmp_path / "chat.json"
    whole.write_text(
        json.dumps({"messages": [json.loads(x) for x in path.read_text().splitlines()]})
    )
    assert len(read_transcript(whole)[0]) == 6


def test_messages_are_ingested_as_given_without_a_file(home: Path, tmp_path: Path) -> None:
    """The facade takes the messages themselves (what HTTP /ingest sends): the same result
    as the file holding them, and nothing written outside the home."""
    path = _transcript(tmp_path)
    messages = [json.loads(line) for line in path.read_text().splitlines()]
    other = tmp_path / "other-home"
    from_file = Bower(other).ingest(path)
    from_list = Bower(home).ingest(messages)
    assert (from_list.messages, from_list.turns) == (from_file.messages, from_file.turns)
    assert len(from_list.created) == len(from_file.created) == 3
    with pytest.raises(InputError, match="messages: message 2 has no role"):
        Bower(home).ingest([messages[0], {"content": "no role"}])


def test_bad_transcripts_are_clear_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n[1, 2]\n")
    with pytest.raises(InputError, match=":1:"):
        read_transcript(bad)
    bad.write_text('{"content": "no role"}\n')
    with pytest.raises(InputError, match="no role"):
        read_transcript(bad)
    with pytest.raises(InputError, match="no transcript"):
        read_transcript(tmp_path / "absent.jsonl")


def test_a_cut_or_stray_line_is_skipped_and_the_rest_kept(home: Path, tmp_path: Path) -> None:
    """A writer still appending (a live agent's transcript) leaves a line cut short; a stray
    line may be JSON that is no message. Neither may cost the messages around it."""
    path = tmp_path / "live.jsonl"
    path.write_text(
        '{"role": "user", "content": "Our build agents run Ubuntu 24.04."}\n'
        '"a stray string"\n'
        '{"role": "assistant", "content": "Noted, Ubuntu 24.04."}\n'
        '{"role": "user", "content": "And the ca',
        encoding="utf-8",
    )
    messages, unreadable = read_transcript(path)
    assert [m.role for m in messages] == ["user", "assistant"] and unreadable == [2, 4]
    first = Bower(home).ingest(path)
    assert first.unreadable == [2, 4] and first.messages == 2
    with path.open("a", encoding="utf-8") as grown:  # the writer finishes its line
        grown.write('che lives on the NAS."}\n')
    again = Bower(home).ingest(path)
    assert again.skipped == 2 and again.messages == 3 and again.unreadable == [2]


def test_import_jsonl_validates_first_then_curates(home: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.jsonl"
    notes.write_text(
        json.dumps({"text": "We chose Redis for the job queue.", "tags": "infra,queue"})
        + "\n"
        + json.dumps({"text": "The queue retries failed jobs 3 times.", "type": "fact"})
        + "\n"
        + json.dumps("A bare string line is a note too, about Kafka retention of 7 days.")
        + "\n"
    )
    code, env, _ = run_cli(home, "import", str(notes))
    assert code == 0 and len(env["data"]["created"]) == 3 and env["data"]["facts"] == 3
    assert env["data"]["format"] == "notes"
    broken = tmp_path / "broken.jsonl"
    broken.write_text(json.dumps({"text": "fine"}) + "\n" + json.dumps({"txt": "typo"}) + "\n")
    before = sorted(p.name for p in (home / "tree").rglob("*.md"))
    code, env, _ = run_cli(home, "import", str(broken))
    assert code == 2 and "broken.jsonl:2" in env["data"]["error"]
    assert sorted(p.name for p in (home / "tree").rglob("*.md")) == before  # nothing written


@pytest.mark.parametrize(
    "said",
    [
        "🙌 that works for me",
        "haha so true",
        "ok sure thing, talk later!",
        "Have a lovely weekend 😊",
        "no worries, all good",
        "sounds like a plan",
    ],
)
def test_a_pleasantry_stays_a_message_and_makes_no_memory(said: str) -> None:
    assert worth_remembering(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "that works for me, the boat leaves at 8 from pier 3",
        "see you at the clinic on Thursday",
        "ok sure, my sister lands in Faro on the 12th",
    ],
)
def test_a_pleasantry_with_news_in_it_is_still_kept(said: str) -> None:
    assert worth_remembering(said), said


def test_the_profile_learns_how_people_describe_themselves(home: Path) -> None:
    with Bower(home) as bower:
        bower.sync_turn("I'm the data engineer who owns the nightly ingestion jobs.", "Noted.")
        bower.sync_turn("Btw I'm pescatarian, so no meat for the team dinner.", "Got it.")
        attributes = bower.profiles.show()["attributes"]
    assert attributes["role"]["value"] == "data engineer"
    assert attributes["diet"]["value"] == "pescatarian"


@settings(max_examples=40, deadline=None)
@given(
    markup=st.lists(
        st.sampled_from(
            [
                "<command-name>/model</command-name>",
                "<command-message>model</command-message>",
                "<command-args>opus</command-args>",
                "<local-command-stdout>Set model to opus</local-command-stdout>",
                "<system-reminder>\nThe user opened a file.\n</system-reminder>",
                "[Request interrupted by user]",
                "[Request interrupted by user for tool use]",
            ]
        ),
        max_size=3,
    ),
    said=st.sampled_from(["", "The staging VPN moved to WireGuard."]),
)
def test_what_claude_code_writes_into_a_message_is_not_the_users(
    markup: list[str], said: str
) -> None:
    text = " ".join([*markup, said])
    lines = [
        {"type": "user", "message": {"role": "user", "content": text}},
        # After a compaction: the model's retelling of the turns before, not anyone's words.
        {"type": "user", "isCompactSummary": True,
         "message": {"role": "user", "content": "This session is continued. We chose X."}},
    ]  # fmt: skip
    messages = to_messages(lines)
    assert [m.content for m in messages] == [said]


@settings(max_examples=40, deadline=None)
@given(
    opening=st.sampled_from(["Open question:", "Question for later:", "Unresolved issue:", "TBD:"]),
    topic=st.sampled_from(["offline sync", "partial refunds", "the SMS provider", "chart datum"]),
)
def test_a_question_put_down_as_open_is_kept_and_a_plain_question_is_not(
    opening: str, topic: str
) -> None:
    kept = worth_remembering(f"{opening} do we add {topic}? Should we add {topic}?", "user")
    assert kept == [f"{opening} do we add {topic}?"]


def test_a_bad_byte_loses_its_line_only(tmp_path: Path) -> None:
    # One line cut mid-character (or a binary paste) no longer refuses the whole transcript.
    good = [
        json.dumps({"role": "user", "content": "The staging VPN moved to WireGuard."}),
        json.dumps({"role": "assistant", "content": "Noted."}),
    ]
    path = tmp_path / "t.jsonl"
    path.write_bytes(b"\n".join([good[0].encode(), b'{"role": "user", "content": "\xff\xfe"}',
                                 good[1].encode()]) + b"\n")  # fmt: skip
    messages, bad = read_transcript(path)
    assert [m.content for m in messages] == ["The staging VPN moved to WireGuard.", "Noted."]
    assert bad == [2]
    path.write_bytes(b"\xff\xfe\n")
    with pytest.raises(InputError, match="not UTF-8"):
        read_transcript(path)
    path.write_bytes(b'[{"role": "user", "content": "\xff"}]')
    with pytest.raises(InputError, match="not UTF-8"):
        read_transcript(path)
