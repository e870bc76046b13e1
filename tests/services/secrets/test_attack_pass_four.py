"""What the fourth attack pass (issue 63) stored in clear, by kind: a label written in a
page's or a URL's escapes, a dash drawn as another dash, platforms' keys by their prefixes, a
card's groups by slashes. Generated values, never the pass's own."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.secrets.redact import redact

from .test_made_values import _made


def _word(rng: random.Random, length: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(length))


def _password(rng: random.Random) -> str:
    """A password a person would write: a word, digits, a mark."""
    return rng.choice(["Harbour", "Quince", "Marlin", "Tobias"]) + str(rng.randint(10, 99)) + "!"


_ESCAPED = [
    "password&#58; {v}",
    "password&#x3a; {v}",
    "&lt;password&gt;{v}&lt;/password&gt;",
    "body: user%3Dbob%26password%3D{v}",
    "pass%77ord: {v}",
]


@settings(max_examples=60, deadline=None)
@given(place=st.sampled_from(_ESCAPED), seed=st.integers(0, 10**6))
def test_a_label_written_in_escapes_is_read(place: str, seed: int) -> None:
    value = _password(random.Random(seed))
    out, kinds = redact(place.format(v=value))
    assert value not in out and kinds, out


@settings(max_examples=40, deadline=None)
@given(dash=st.sampled_from(["\u2010", "\u2011", "\u2012", "\u2013", "\u2212"]))
def test_a_number_with_other_dashes_reads_as_with_hyphens(dash: str) -> None:
    text = f"SSN 536{dash}22{dash}8147"
    out, kinds = redact(text)
    assert "8147" not in out and kinds, out


@settings(max_examples=60, deadline=None)
@given(
    kind=st.sampled_from(["postman", "pulumi", "dynatrace", "braintree", "pat"]),
    seed=st.integers(0, 10**6),
)
def test_platform_keys_by_their_prefixes(kind: str, seed: int) -> None:
    rng = random.Random(seed)
    hexa = "0123456789abcdef"
    upper = string.ascii_uppercase + string.digits
    value = {
        "postman": "PMAK-" + _word(rng, 24, hexa) + "-" + _word(rng, 34, hexa),
        "pulumi": "pul-" + _word(rng, 40, hexa),
        "dynatrace": "dt0c01." + _word(rng, 24, upper) + "." + _word(rng, 64, upper),
        "braintree": "access_token$production$"
        + _word(rng, 16, "abcdefghjk0123456789")
        + "$"
        + _word(rng, 32, hexa),
        "pat": "7" + _word(rng, 51, "abcdefghijklmnopqrstuvwxyz234567"),
    }[kind]
    text = f"azure devops PAT {value}" if kind == "pat" else f"the key is in CI: {value}"
    out, kinds = redact(text)
    assert value not in out and kinds, out


def test_a_card_in_groups_by_slashes() -> None:
    out, _ = redact("card 4539/1488/0343/6467")
    assert "6467" not in out
    # A date or a ratio in slashes is no card.
    for text in ("Filed 2024/01/02 under 2023/12/31.", "Versions 1234/5678 only."):
        assert redact(text) == (text, [])


def test_escapes_with_no_secret_stay_as_written() -> None:
    for text in (
        "Tom &amp; Jerry reset the router at 50%25 load.",
        "Search for caf%C3%A9 near the station.",
        "Use &lt;b&gt; for bold, never &lt;blink&gt;.",
    ):
        assert redact(text) == (text, [])


def _iban(rng: random.Random) -> str:
    """A German IBAN with its check digits, from a random account."""
    bban = "".join(rng.choice(string.digits) for _ in range(18))
    moved = bban + "1314" + "00"  # "DE" as digits, then "00"
    return f"DE{98 - int(moved) % 97:02d}{bban}"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), lower=st.booleans(), spaced=st.booleans())
def test_an_iban_named_in_any_case(seed: int, lower: bool, spaced: bool) -> None:
    iban = _iban(random.Random(seed))
    if spaced:
        iban = " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    written = iban.lower() if lower else iban
    out, kinds = redact(f"iban {written}")
    assert written not in out and "iban" in kinds, out
    # A wrong check digit is no IBAN. (Its digits may still hold sixteen that pass a card's
    # check, and those are redacted as a card: only the IBAN reading is in question here.)
    wrong = written[:-1] + str((int(written[-1]) + 1) % 10)
    assert "iban" not in redact(f"iban {wrong}")[1]


# The pass's third slice: a password with an "@" in a URL, one spelt out a character at a
# time, a secret written in base64, a card's code located on its face.


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), scheme=st.sampled_from(["https", "postgres", "redis", "amqp"]))
def test_a_url_password_holding_an_at_sign_is_redacted_whole(seed: int, scheme: str) -> None:
    rng = random.Random(seed)
    left = _word(rng, rng.randint(3, 8), string.ascii_letters + string.digits)
    right = _word(rng, rng.randint(3, 8), string.ascii_letters + string.digits)
    text = f"clone it from {scheme}://deploy:{left}@{right}@git.example.org/app.git today"
    out, kinds = redact(text)
    assert left not in out and right not in out, out
    assert "@git.example.org/app.git today" in out and kinds == ["connection-string-password"]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    length=st.integers(6, 12),
    label=st.sampled_from(["password:", "the wifi password is", "pw ->", "Passwort:"]),
)
def test_a_password_spelt_out_a_character_at_a_time_is_redacted(
    seed: int, length: int, label: str
) -> None:
    rng = random.Random(seed)
    spelt = " ".join(rng.choice(string.ascii_letters + string.digits) for _ in range(length))
    out, kinds = redact(f"{label} {spelt}, case sensitive")
    assert spelt not in out and "password" in kinds, out


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    shape=st.sampled_from(["password={v}", "{v}", "user: ops\npass: {v}", "token={v}"]),
)
def test_a_secret_written_in_base64_is_redacted(seed: int, shape: str) -> None:
    rng = random.Random(seed)
    value = _password(rng) if "pass" in shape else _made(rng, 14)
    encoded = base64.b64encode(shape.format(v=value).encode()).decode()
    out, kinds = redact(f"the env var is {encoded} (base64)")
    assert encoded not in out and kinds, out  # (one that also reads as made may say so)


@settings(max_examples=40, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["the", "ferry", "leaves", "at", "nine", "from", "pier"]),
        min_size=3,
        max_size=12,
    )
)
def test_base64_of_plain_words_or_bytes_is_no_encoded_secret(words: list[str]) -> None:
    # (A long one may still read as a random token to the rules that see only its shape.)
    for payload in (" ".join(words).encode(), bytes(range(0, 256, 7))):
        text = f"decode {base64.b64encode(payload).decode()} to read it"
        assert "encoded-secret" not in redact(text)[1]


@settings(max_examples=40, deadline=None)
@given(code=st.integers(1000, 9999), side=st.sampled_from(["front", "back"]))
def test_a_card_code_printed_on_its_face_is_redacted(code: int, side: str) -> None:
    assert str(code) not in redact(f"CID {code} on the {side}")[0]
    kept = f"PubChem CID {code} on the {side} page of the datasheet"
    assert redact(kept) == (kept, [])


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    groups=st.integers(4, 8),
    label=st.sampled_from(["Authenticator key:", "2FA secret is", "TOTP seed ="]),
    upper=st.booleans(),
)
def test_an_authenticator_key_in_groups_is_redacted_whatever_its_digits(
    seed: int, groups: int, label: str, upper: bool
) -> None:
    rng = random.Random(seed)
    alphabet = string.ascii_lowercase + string.digits
    key = (
        " ".join(_word(rng, 4, alphabet) for _ in range(groups - 1))
        + " k9"
        + _word(rng, 2, alphabet)
    )
    key = key.upper() if upper else key
    out, kinds = redact(f"{label} {key}")
    assert key not in out and "totp-secret" in kinds, out
    years = " ".join(str(2020 + i) for i in range(groups))
    kept = f"The QR code on the {years} posters links to the timetable."
    assert redact(kept) == (kept, [])
