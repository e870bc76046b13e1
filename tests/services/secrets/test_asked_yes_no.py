"""A credential asked about and the reply (Harden, issue 63, fourth attack pass): a question
yes or no about doing something to it ("Did you reset the password?") is answered by no
value, nor is a pin an LED is wired to; "I set 704183." after "Which PIN did you set?" and
a token pasted when asked for are. Generated: the kind, not the pass's sentences."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.secrets.redact import redact

_THINGS = ["password", "wifi password", "API key", "alarm code", "PIN", "auth code"]
_ACTIONS = [
    "Did you reset the {}?",
    "Can you rotate the {}?",
    "Have you changed the {} yet?",
    "Should we update the {} this week?",
    "Is the {} still the old one?",
]
_CASUAL = ["Okay, noted.", "Sure, tomorrow.", "Yes, done.", "Not yet, sorry.", "Later today."]


@settings(max_examples=100, deadline=None)
@given(
    thing=st.sampled_from(_THINGS),
    ask=st.sampled_from(_ACTIONS),
    reply=st.sampled_from(_CASUAL),
)
def test_a_reply_to_a_yes_no_question_is_kept(thing: str, ask: str, reply: str) -> None:
    assert redact(reply, [ask.format(thing)]) == (reply, [])


@settings(max_examples=60, deadline=None)
@given(
    part=st.sampled_from(["LED", "buzzer", "relay", "sensor"]),
    gpio=st.integers(min_value=2, max_value=40),
    prefix=st.sampled_from(["GPIO", "D", "pin "]),
)
def test_a_pin_a_part_is_wired_to_is_no_pin_code(part: str, gpio: int, prefix: str) -> None:
    reply = f"{prefix}{gpio}."
    assert redact(reply, [f"Which pin does the {part} use?"]) == (reply, [])


@settings(max_examples=80, deadline=None)
@given(
    thing=st.sampled_from(["PIN", "alarm code", "password", "passcode"]),
    lead=st.sampled_from(["I set ", "We used ", "I changed it to ", "I chose "]),
    seed=st.integers(0, 10**6),
)
def test_a_value_said_as_set_is_redacted(thing: str, lead: str, seed: int) -> None:
    rng = random.Random(seed)
    value = "".join(rng.choice("0123456789") for _ in range(rng.randint(4, 8)))
    out, kinds = redact(f"{lead}{value}.", [f"Which {thing} did you set on the router?"])
    assert value not in out and kinds, out


@settings(max_examples=80, deadline=None)
@given(
    service=st.sampled_from(["GitLab", "GitHub", "Slack", "Linear"]),
    ask=st.sampled_from(
        ["Please paste your {} token.", "Paste the {} token here.", "And the {} auth code?"]
    ),
    seed=st.integers(0, 10**6),
)
def test_a_token_asked_to_be_pasted_is_redacted(service: str, ask: str, seed: int) -> None:
    rng = random.Random(seed)
    token = "".join(
        rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789") for _ in range(16)
    )
    token = token[:3] + "7" + token[4:]
    out, kinds = redact(token, [ask.format(service)])
    assert token not in out and kinds, (ask, out)
