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


def test_the_labels_left_by_the_pass_by_kind() -> None:
    """Security answers, account numbers beside a bank's, ids by their short labels; and
    the look-alikes beside them (a ship's maiden name, a sort code, a pallet's code)."""
    secret = {
        "My memorable word for the bank is Halcyonite": "Halcyonite",
        "memorable information: Cardigan88": "Cardigan88",
        "answer for 'street you grew up on' is Larkspur Lane": "Larkspur",
        "father's middle name: Bartholomew (used for bank verification)": "Bartholomew",
        "Routing: 026009593\nAccount: 483920174": "483920174",
        "IFSC SBIN0001234 A/C 30012345678": "30012345678",
        "Mi NIP es 5820": "5820",
        "senha do cartão 6173": "6173",
        "BVN 22154876390": "22154876390",
        "HKID K482913(5)": "K482913",
        "DNI argentino 30.123.456": "30.123.456",
        "expires 11/26 and the three digits on the back are 902": "902",
    }
    for text, value in secret.items():
        assert value not in redact(text)[0], text
    for text in (
        "The ship's maiden name was Titan before it was renamed.",
        "Security is the password policy's main goal.",
        "Pallet code 4006381333931004 arrived.",
        "Sort code 20-00-00 belongs to which bank?",
        "IFSC SBIN0001234 identifies the branch, not the account.",
        "पता: 12, जनपथ, नई दिल्ली, पिन कोड 110001",
    ):
        assert redact(text) == (text, []), text
