"""A secret typed where a login asks for it ("type X at the prompt", "Enter X when it asks
for the passphrase") and a secret told in parts ("the first half … is 4471 and the second
half is 9023", "split: first part quartz, second part 7719") are redacted whatever the
value; instructions that type no secret ("Type yes at the prompt", "Enter your email …",
"Type python3 at the prompt …") and halves of things that are no secret are kept as
written. Generated cases: the kind, not the listed sentences (issue 63)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird import redact

_VERBS = ["type", "enter", "Type", "Enter", "key in"]
_ASKED = [
    "at the password prompt",
    "at the login prompt",
    "when it asks for the passphrase",
    "when the VPN asks",
    "to unlock the laptop",
]
_SECRETS = ["the safe code", "the door code", "the wifi password", "the alarm PIN"]
_HALVES = [("first half", "second half"), ("first part", "second part")]
# (Words of letters a person picks: a run like "axxxxa" reads as a documentation sample.)
_WORD = st.sampled_from(
    ["marlinfish", "tigerlily", "quartzite", "bluefinch", "heronfield", "copperbeech", "saltmarsh"]
)
_SHAPED = st.from_regex(r"[A-Z][a-z]{3,6}-[A-Z][a-z]{3,6}-[0-9]{2,3}", fullmatch=True)


@settings(max_examples=100, deadline=None)
@given(verb=st.sampled_from(_VERBS), asked=st.sampled_from(_ASKED), value=_SHAPED)
def test_a_password_typed_where_a_login_asks_is_redacted(verb: str, asked: str, value: str) -> None:
    text = f"On the shared laptop, {verb} {value} {asked}."
    cleaned, kinds = redact(text)
    assert value not in cleaned, cleaned
    assert kinds


@settings(max_examples=60, deadline=None)
@given(verb=st.sampled_from(_VERBS), value=_WORD)
def test_a_word_typed_when_asked_for_the_password_is_redacted(verb: str, value: str) -> None:
    text = f"{verb} {value} when it asks for the password."
    assert value not in redact(text)[0]


@settings(max_examples=60, deadline=None)
@given(
    verb=st.sampled_from(_VERBS),
    asked=st.sampled_from(["at the prompt", "at the shell prompt", "at the login prompt"]),
    what=st.sampled_from(["yes", "your email", "the code from the SMS", "y"]),
)
def test_an_instruction_that_types_no_secret_is_kept(verb: str, asked: str, what: str) -> None:
    text = f"{verb} {what} {asked} to carry on."
    assert redact(text) == (text, [])
    # (A command typed at a shell's prompt is no secret either.)
    command = f"{verb} python3 {asked.replace('login', 'shell')} to start the interpreter."
    assert redact(command) == (command, [])


@settings(max_examples=100, deadline=None)
@given(
    secret=st.sampled_from(_SECRETS),
    halves=st.sampled_from(_HALVES),
    digits=st.lists(st.integers(1000, 9999), min_size=2, max_size=2, unique=True),
    word=_WORD,
    told=st.sampled_from(["is", ":"]),
)
def test_each_part_of_a_secret_told_in_parts_is_redacted(
    secret: str, halves: tuple[str, str], digits: list[int], word: str, told: str
) -> None:
    first, second = halves
    text = (
        f"{secret.capitalize()} is split in two: the {first} {told} {digits[0]} and the "
        f"{second} {told} {word}{digits[1]}."
    )
    cleaned, _ = redact(text)
    assert str(digits[0]) not in cleaned and f"{word}{digits[1]}" not in cleaned, cleaned
    assert "split" in cleaned  # how it is told is no part of it


@settings(max_examples=60, deadline=None)
@given(
    halves=st.sampled_from(_HALVES),
    minutes=st.lists(st.integers(20, 60), min_size=2, max_size=2),
    thing=st.sampled_from(["the match", "the concert", "the lecture"]),
)
def test_halves_of_what_is_no_secret_are_kept(
    halves: tuple[str, str], minutes: list[int], thing: str
) -> None:
    first, second = halves
    text = f"The {first} of {thing} is {minutes[0]} minutes and the {second} is {minutes[1]}."
    assert redact(text) == (text, [])
