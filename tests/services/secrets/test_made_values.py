"""A value a machine made is a secret wherever it stands (Harden, issue 63, fourth attack
pass): whatever label, language or command line it stands in, it is redacted; words in camel
case with a number, ids named as ids, a video's id in its URL, digests and public keys stay
as written. Generated: random values of the kind in random places, never the pass's
sentences."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.secrets.redact import redact

_UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"
_LOWER = "abcdefghijkmnpqrstuvwxyz"
_DIGITS = "23456789"


def _made(rng: random.Random, length: int) -> str:
    """Letters of both cases and digits as a generator hands them out: the kind changes
    every character or two, small letters never two in a row (no word can be read in it)."""
    out: list[str] = []
    kinds = ["upper", "lower", "digit"]
    last = ""
    while len(out) < length:
        kind = rng.choice([k for k in kinds if k != last])
        alphabet = {"upper": _UPPER, "lower": _LOWER, "digit": _DIGITS}[kind]
        run = 1 if kind == "lower" else rng.randint(1, 2)
        out.extend(rng.choice(alphabet) for _ in range(run))
        last = kind
    value = "".join(out[:length])
    # One of each kind, wherever the walk went.
    return "K" + value[1:-2] + "q7" if length >= 8 else value


# Places a value is handed over with no label the rules know: other languages and scripts,
# command lines, sentences that say what it opens after it, configuration.
_PLACES = [
    "社内Wikiの合言葉は {v} です",
    "数据库的口令是 {v}",
    "Kata sandi email saya {v}",
    "Ang password ko ay {v}",
    "Ключ API для платежів: {v}",
    "La chiave dell'armadietto digitale è {v}",
    "De API-sleutel is {v}",
    "API anahtarı: {v}",
    "Use {v} to log in to the admin panel.",
    "Logged into grafana (admin, {v}) and fixed the panel",
    "{v}. That's the new wifi password.",
    "I saved it as {v} in the vault",
    "rabbitmqctl add_user admin {v}",
    "plink -ssh root@10.0.0.8 -pw {v}",
    "echo -e '{v}\\n{v}' | passwd bob",
    "heroku config:set STRIPE_KEY={v}",
    "WEBHOOK_HMAC={v}",
    "<DbPassword>{v}</DbPassword>",
    "| provider | key |\n|---|---|\n| mapbox | {v} |",
    "GRANT ALL ON shop.* TO 'shop'@'%' IDENTIFIED BY '{v}';",
    "/etc/nginx/.htpasswd contains admin:{v} (plain, I know)",
    "Cheers,\nAnn\nVPN: ann / {v}",
    "Your login link: https://app.corp.io/auth/magic?code={v}",
    "Join the workspace: https://app.corp.io/invite/{v}",
    "https://{v}@github.com/corp/app.git",
]

# The same kind of value where it is public: named as an id, in a URL that shares it, a
# digest, a fingerprint, an API's object id.
_PUBLIC = [
    "Watch https://www.youtube.com/watch?v={v} before the meeting.",
    "The short link is https://bit.ly/{v}",
    "order #{v} shipped yesterday",
    "video {v} has 3k views",
    "Customer cus_{v} was merged.",
    "Host key fingerprint is SHA256:{v}.",
    "request id: {v}",
    "Mail it to {v}@example.com",
]


@settings(max_examples=150, deadline=None)
@given(place=st.sampled_from(_PLACES), seed=st.integers(0, 10**6), length=st.integers(10, 24))
def test_a_made_value_is_redacted_wherever_it_stands(place: str, seed: int, length: int) -> None:
    value = _made(random.Random(seed), length)
    out, kinds = redact(place.format(v=value))
    assert value not in out and kinds, out


@settings(max_examples=80, deadline=None)
@given(place=st.sampled_from(_PUBLIC), seed=st.integers(0, 10**6), length=st.integers(10, 24))
def test_a_made_value_shown_as_an_id_stays(place: str, seed: int, length: int) -> None:
    text = place.format(v=_made(random.Random(seed), length))
    assert redact(text) == (text, [])


_WORDS = ["Home", "Net", "Mac", "Book", "Pro", "Air", "Phone", "Galaxy", "Pixel", "Router"]


@settings(max_examples=80, deadline=None)
@given(
    words=st.lists(st.sampled_from(_WORDS), min_size=2, max_size=3),
    digits=st.integers(2, 9999),
    tail=st.sampled_from(["", "G", "X", "s"]),
)
def test_words_in_camel_case_with_a_number_are_no_made_value(
    words: list[str], digits: int, tail: str
) -> None:
    name = "".join(words) + str(digits) + tail
    text = f"We bought the {name} for the office."
    assert redact(text) == (text, [])


_NAMES = ["Halcyonite", "Bartholomew", "Larkspur", "Quillon", "Marchbank", "Tresilian"]
# Security answers and account, card and identity numbers by their labels, each a place for
# a generated value ({w}: a word, {n}: digits, {k}: a letter and digits).
_LABELLED = [
    "My memorable word for the bank is {w}",
    "memorable information: {w}88",
    "answer for 'street you grew up on' is {w} Lane",
    "father's middle name: {w} (used for bank verification)",
    "Routing: 026009593\nAccount: {n}",
    "IFSC SBIN0001234 A/C {n}",
    "Bank account: {n}",
    "Mi NIP es {p}",
    "senha do cartão {p}",
    "BVN {n}",
    "HKID {k}",
    "DL# {k}-{n}",
    "expires 11/26 and the three digits on the back are {c}",
]


@settings(max_examples=120, deadline=None)
@given(
    place=st.sampled_from(_LABELLED),
    word=st.sampled_from(_NAMES),
    digits=st.integers(10_000_000, 99_999_999_999),
    pin=st.integers(1000, 9999),
    code=st.integers(100, 999),
)
def test_labelled_answers_and_numbers_are_redacted(
    place: str, word: str, digits: int, pin: int, code: int
) -> None:
    values = {
        "w": word,
        "n": str(digits),
        "p": str(pin),
        "c": str(code),
        "k": f"K{digits % 10**6:06d}",
    }
    text = place.format(**values)
    out, kinds = redact(text)
    for key, value in values.items():
        if "{" + key + "}" in place:
            assert value not in out and kinds, (text, out)


_SHIPS = ["Titan", "Orinoco", "Kestrel", "Meridian"]


@settings(max_examples=60, deadline=None)
@given(
    ship=st.sampled_from(_SHIPS),
    vessel=st.sampled_from(["ship's", "boat's", "yacht's"]),
    digits=st.integers(10**15, 10**16 - 1),
    policy=st.sampled_from(["policy", "manager", "reset", "rotation"]),
    bank=st.sampled_from(["20-00-00", "40-47-84", "SBIN0001234"]),
)
def test_look_alikes_beside_them_stay(
    ship: str, vessel: str, digits: int, policy: str, bank: str
) -> None:
    """A vessel's maiden name, what is said of a password's policy, a pallet's code, a
    bank's own number (a branch's, public), India's postal PIN code."""
    for text in (
        f"The {vessel} maiden name was {ship} before it was renamed.",
        f"Security is the password {policy}'s main goal.",
        f"Pallet code {digits} arrived.",
        f"Sort code {bank} belongs to which bank?",
        f"IFSC {bank} identifies the branch, not the account.",
        f"पता: 12, जनपथ, नई दिल्ली, पिन कोड {digits % 10**6:06d}",
    ):
        assert redact(text) == (text, []), text
