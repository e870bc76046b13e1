"""Kinds a third attack pass found stored in clear (Harden, issue 63), and the innocent
look-alike it found damaged. Generated: the kind, not the pass's sentences."""

from __future__ import annotations

import random
import re

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird.services.secrets.redact import redact

_OPENS = ["door", "gate", "alarm", "garage", "keypad", "lockbox"]
_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


@settings(max_examples=80, deadline=None)
@given(
    opens=st.sampled_from(_OPENS),
    seed=st.integers(min_value=0, max_value=10**6),
    size=st.integers(min_value=4, max_value=8),
    where=st.sampled_from(["", " for the studio", " at grandma's", " to the back yard"]),
)
def test_a_code_of_letters_and_digits_is_redacted(
    opens: str, seed: int, size: int, where: str
) -> None:
    """ "the alarm code is A7314": a code with a letter in it is a code."""
    rng = random.Random(seed)
    chars = [rng.choice(_LETTERS), str(rng.randint(0, 9))]
    chars += [rng.choice(_LETTERS + "0123456789") for _ in range(size - 2)]
    rng.shuffle(chars)
    code = "".join(chars)
    # A measure is no code ("10MM", "8GB"); an ordinal in capitals ("68TH") is one.
    assume(not re.fullmatch(r"(?i)\d+(?:am|pm|mm|cm|km|kg|gb|mb|ml|hrs?|mins?)", code))
    text = f"The {opens} code{where} is {code}."
    assert code not in redact(text)[0], text


@settings(max_examples=40, deadline=None)
@given(number=st.integers(min_value=10, max_value=999), thing=st.sampled_from(["locker", "safe"]))
def test_which_locker_is_no_code(number: int, thing: str) -> None:
    """ "My locker number is 114": which one, kept as written."""
    text = f"My {thing} number is {number} on the second floor."
    assert redact(text)[0] == text


def test_an_ordinal_or_a_measure_is_no_code() -> None:
    """The guard: "3rd", "10mm" after a code's words are no code."""
    for text in ("The code for the 3rd floor is on the wiki.", "The bike lock is 10mm thick."):
        assert redact(text)[0] == text


_WORDS = ["pa", "ss", "word", "Sun", "flower", "kiwi", "banana", "abc", "defgh"]
_PAIRS = ["()", "[]", "{}"]


@settings(max_examples=80, deadline=None)
@given(
    head=st.sampled_from(_WORDS),
    inside=st.sampled_from(_WORDS),
    tail=st.sampled_from(["", *_WORDS]),
    digits=st.integers(min_value=2, max_value=999),
    pair=st.sampled_from(_PAIRS),
    label=st.sampled_from(
        ["The router admin password:", "My vpn password is", "Netflix password:"]
    ),
)
def test_a_password_with_brackets_is_redacted(
    head: str, inside: str, tail: str, digits: int, pair: str, label: str
) -> None:
    """ "pa(ss)word9Q", "Sun[flower]88", "abc{defgh12}": brackets inside a password."""
    value = f"{head}{pair[0]}{inside}{pair[1]}{tail}{digits}"
    text = f"{label} {value}"
    assert redact(text)[0] == f"{label} [REDACTED:password]", text


def test_code_with_brackets_is_no_password() -> None:
    """The guard: a call, an index or a template after the label stays."""
    for text in (
        "password: form[pw]",
        'password = os.environ["PW"]',
        "set password: {{ vault_pw }}",
        "password: <your password here>",
    ):
        assert redact(text)[0] == text


@settings(max_examples=40, deadline=None)
@given(
    label=st.sampled_from(["p4ssw0rd", "passw0rd", "pa$$word", "pa55word", "p@ssword"]),
    value=st.sampled_from(["cheddar_melt", "Tigerlily9", "fluffybunny7"]),
)
def test_password_written_with_digits_for_letters_is_a_label(label: str, value: str) -> None:
    """ "p4ssw0rd for the forum: cheddar_melt"."""
    text = f"{label} for the forum: {value}"
    assert value not in redact(text)[0], text


@settings(max_examples=40, deadline=None)
@given(
    scheme=st.sampled_from(["$apr1$", "$6$", "$5$", "$1$", "$6$rounds=5000$", "$y$"]),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_a_password_hash_is_redacted(scheme: str, seed: int) -> None:
    """An .htpasswd or /etc/shadow line: the crypt hash opens to an offline guess."""
    rng = random.Random(seed)
    alphabet = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    salt = "".join(rng.choice(alphabet) for _ in range(8))
    digest = "".join(rng.choice(alphabet) for _ in range(22))
    text = f"the .htpasswd holds admin:{scheme}{salt}${digest}"
    assert digest not in redact(text)[0], text


def test_dollar_amounts_are_no_hash() -> None:
    """The guard: sums written with "$" stay."""
    for text in ("It costs $5 and $6 each.", "Tickets are $12 for adults."):
        assert redact(text)[0] == text


@settings(max_examples=40, deadline=None)
@given(
    part=st.sampled_from(["diode", "header", "photodiode", "connector"]),
    value=st.from_regex(r"[1-9][A-Z][0-9]{3,4}", fullmatch=True),
)
def test_a_part_number_after_a_pin_word_is_kept(part: str, value: str) -> None:
    """ "A PIN diode 1N4007 is the wrong part": a part's number, told with no "is" or
    colon after an English word, is no code (the innocent the pass found damaged)."""
    text = f"A PIN {part} {value} is the wrong part; we need a BAP64 instead."
    assert redact(text)[0] == text
