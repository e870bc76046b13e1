"""A credential asked for in one message and given, bare, in the next (Harden, issue 63).

"What PIN should I set for your voicemail?" — "9904": no text alone holds a label and its
value, so the redactor reads a message with the two said before it. Generated: the kind
(which credential, how it is asked or handed over, how the value is made, the words that hand
it over), and through each way a conversation comes in, as whole homes; beside it the guard,
replies that say something else after such a question, kept as written.
"""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower
from bowerbird.services.secrets.redact import redact

from .test_redaction_gate import _held_anywhere

# (what is asked about, how its value is made)
_ASKED = [
    ("password for the NAS", "word"),
    ("wifi password at the cabin", "word"),
    ("PIN for your voicemail", "digits"),
    ("alarm code", "digits"),
    ("code for the bike lock", "digits"),
    ("API key for the weather service", "hex"),
    ("passport number", "digits"),
    ("master password", "phrase"),
]
_ASK = [
    "What's the {}?",
    "What is the {} again?",
    "Can you give me the {}?",
    "I'm going to give you the {}, keep it safe.",
    "Here's the {}:",
]
_LEAD = ["", "it's ", "It is ", "yes: ", "You told me it is ", "ok, "]
_TAIL = ["", ".", ", as you told me last week.", " (don't share it)"]
_WORDS = "amber falcon river quartz velvet maple cobalt harbor lantern meadow".split()


def _value(shape: str, rng: random.Random) -> str:
    if shape == "digits":
        return "".join(rng.choice("0123456789") for _ in range(rng.randint(4, 9)))
    if shape == "hex":
        return "".join(rng.choice("0123456789abcdef") for _ in range(32))
    if shape == "phrase":
        return " ".join(rng.sample(_WORDS, 4))
    return rng.choice(_WORDS) + rng.choice(["", "77", "!9", "-Dam-11"]) + rng.choice("xqz")


@settings(max_examples=150, deadline=None)
@given(
    asked=st.sampled_from(_ASKED),
    ask=st.sampled_from(_ASK),
    lead=st.sampled_from(_LEAD),
    tail=st.sampled_from(_TAIL),
    seed=st.integers(0, 10**6),
    taken_up=st.booleans(),
)
def test_a_bare_reply_to_a_credential_asked_for_is_redacted(
    asked: tuple[str, str], ask: str, lead: str, tail: str, seed: int, taken_up: bool
) -> None:
    thing, shape = asked
    value = _value(shape, random.Random(seed))
    before = [ask.format(thing)]
    if taken_up:  # "… — what is it?" said between
        before.append("I don't have it yet, what is it?")
    reply = f"{lead}{value}{tail}"
    out, kinds = redact(reply, before)
    assert value not in out and kinds, (before, reply, out)
    # The same, as lines of one text (a note, a journal entry, a user's messages joined).
    assert value not in redact("\n".join([*before, reply]))[0]


_ELSE_ASKED = [
    "When did you change the {}?",
    "Why is the {} so long?",
    "What site do you use that {} for?",
    "Where do you keep the {}?",
]
_SAYS_SOMETHING = [
    "I don't know, ask {name}.",
    "It's on the sticky note in the drawer.",
    "No, sorry.",
    "{name} has it, I think.",
    "in the blue folder on the shelf",
    "Not sure, maybe later.",
]


@settings(max_examples=120, deadline=None)
@given(
    asked=st.sampled_from(_ASKED),
    ask=st.sampled_from(_ASK),
    says=st.sampled_from(_SAYS_SOMETHING),
    name=st.sampled_from(["Sam", "Priya", "Tomasz", "Ines"]),
)
def test_a_reply_that_says_something_is_kept_as_written(
    asked: tuple[str, str], ask: str, says: str, name: str
) -> None:
    """The guard: after the same questions, a reply that tells something is no value."""
    reply = says.format(name=name)
    assert redact(reply, [ask.format(asked[0])]) == (reply, [])


@settings(max_examples=80, deadline=None)
@given(
    asked=st.sampled_from(_ASKED),
    ask=st.sampled_from(_ELSE_ASKED),
    word=st.sampled_from(["Tuesday", "Amazon", "Netflix", "yesterday", "security"]),
)
def test_a_word_answering_another_question_is_kept(
    asked: tuple[str, str], ask: str, word: str
) -> None:
    """The guard: a question about the credential that asks something else ("When did you
    change the password?") is answered by no credential."""
    assert redact(word, [ask.format(asked[0].split(" for ")[0])]) == (word, [])


def test_a_label_that_is_no_head_and_a_heading_stay() -> None:
    """The guard: "Password manager:" asks about a manager; a heading's next line is no
    value."""
    for text in ("Password manager:\nbitwarden", "## Password policy:\nMinimum length 12"):
        assert redact(text) == (text, [])


def _jsonl(path: Path, rows: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _flushed_twice(bower: Bower, where: Path, question: str, reply: str) -> None:
    """Claude Code's hooks: the question ends one flush, the reply opens the next."""
    live = where / "live.jsonl"
    rows = [{"role": "user", "content": "Set up my voicemail."}]
    rows.append({"role": "assistant", "content": question})
    _jsonl(live, rows)
    bower.ingest(live, follow=True, project=where)
    rows += [{"role": "user", "content": reply}, {"role": "assistant", "content": "Saved."}]
    _jsonl(live, rows)
    bower.ingest(live, follow=True, project=where)


def _chatgpt(where: Path, question: str, reply: str) -> Path:
    said = [("user", "Set up my voicemail."), ("assistant", question), ("user", reply)]
    mapping: dict[str, dict[str, object]] = {"root": {"id": "root", "children": []}}
    parent = "root"
    for n, (role, text) in enumerate(said):
        node = f"n{n}"
        mapping[node] = {
            "id": node,
            "parent": parent,
            "children": [],
            "message": {
                "id": node,
                "author": {"role": role},
                "create_time": 1_700_000_000 + 10 * n,
                "content": {"content_type": "text", "parts": [text]},
            },
        }
        mapping[parent]["children"].append(node)  # type: ignore[attr-defined]
        parent = node
    conversation = {"title": "voicemail", "create_time": 1_700_000_000, "mapping": mapping}
    path = where / "conversations.json"
    path.write_text(json.dumps([{**conversation, "current_node": parent, "id": "c1"}]))
    return path


# Each way a conversation comes in, told the question and then the reply as its callers do.
DOORS: dict[str, Callable[[Bower, Path, str, str], object]] = {
    "sync_turn, two calls": lambda b, d, q, r: (
        b.sync_turn("Set up my voicemail.", q),
        b.sync_turn(r, "Saved."),
    ),
    "ingest (messages)": lambda b, d, q, r: b.ingest(
        [
            {"role": "user", "content": "Set up my voicemail."},
            {"role": "assistant", "content": q},
            {"role": "user", "content": r},
            {"role": "assistant", "content": "Saved."},
        ]
    ),
    "ingest (messages, verbatim)": lambda b, d, q, r: b.ingest(
        [
            {"role": "assistant", "content": q},
            {"role": "user", "content": r},
            {"role": "assistant", "content": "Saved."},
        ],
        verbatim=True,
    ),
    "flush (live file, twice)": _flushed_twice,
    "curate (one line)": lambda b, d, q, r: b.curate(f"Voicemail set up today. {q} {r}"),
    "import (ChatGPT export)": lambda b, d, q, r: b.import_file(_chatgpt(d, q, r)),
    "session (Agents SDK), two adds": lambda b, d, q, r: (
        b.session("s1").add([("assistant", q, {"role": "assistant", "content": q})]),
        b.session("s1").add([("user", r, {"role": "user", "content": r})]),
    ),
    "curate (one text)": lambda b, d, q, r: b.curate(f"{q}\n{r}"),
    "journal": lambda b, d, q, r: b.journal.write(f"{q}\n{r}"),
}


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    # (Led by a 9 and seven long: no date, time or id of the home holds it by chance.)
    value=st.from_regex(r"9[1-9][0-9]{5}[1-9]", fullmatch=True),
    question=st.sampled_from(
        ["What PIN should I set for your voicemail?", "What's the voicemail PIN?"]
    ),
    lead=st.sampled_from(["", "it's ", "yes: "]),
)
@pytest.mark.parametrize("door", sorted(DOORS))
def test_no_door_keeps_a_credential_given_after_it_was_asked_for(
    tmp_path_factory: pytest.TempPathFactory, door: str, value: str, question: str, lead: str
) -> None:
    base = tmp_path_factory.mktemp("asked")
    with Bower(base / "home") as bower:
        DOORS[door](bower, base, question, f"{lead}{value}")
    assert _held_anywhere(base / "home", value) == [], (door, question, value)
    shutil.rmtree(base)


@settings(max_examples=60, deadline=None)
@given(
    thing=st.sampled_from(["Outlook password", "wifi password", "alarm code", "bank PIN"]),
    taken=st.sampled_from(["want me to remember the new one?", "what is it?", "which is it?"]),
    lead=st.sampled_from(["yes: ", "it's ", ""]),
    seed=st.integers(0, 10**6),
)
def test_a_credential_named_then_taken_up_is_redacted(
    thing: str, taken: str, lead: str, seed: int
) -> None:
    """ "I just changed my Outlook password" — "OK, want me to remember the new one?" —
    "yes: Vortex!8812": named in a statement, asked for by the next message. As messages,
    and as the lines of one text (the statement's line ends with no mark)."""
    value = _value("word", random.Random(seed)) + "8812"
    said = [f"I just changed my {thing}", f"OK, {taken}"]
    assert value not in redact(f"{lead}{value}", said)[0]
    assert value not in redact("\n".join([*said, f"{lead}{value}"]))[0]
