"""An API key, an access token, an auth code, a passcode by its name in the languages the
product reads (Harden, issue 63, fourth attack pass): the value after the label and its
separator is redacted; the label in a sentence about it, with no value, stays. Generated:
the kind, not the pass's sentences."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird.services.secrets.redact import redact

_SAID = [
    "La clé API est {v}",
    "Der API-Schlüssel lautet {v}",
    "API-Schlüssel: {v}",
    "Токен бота: {v}",
    "APIキー：{v}",
    "API 密钥是 {v}",
    "访问令牌：{v}",
    "接口密钥: {v}",
    "the auth code is {v}",
    "authorization code: {v}",
    "codice d'accesso: {v}",
    "Il codice di accesso del portale: {v}",
]
_ABOUT = [
    "Der API-Schlüssel wurde gestern erneuert.",
    "La clé API expire à la fin du mois.",
    "The auth code flow needs a redirect URL.",
    "Токен в этом контексте — просто единица текста.",
]


def _value(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz"
    body = "".join(rng.choice(letters + "23456789") for _ in range(rng.randint(16, 24)))
    return body[:2] + str(rng.randint(2, 9)) + body[3:]


@settings(max_examples=120, deadline=None)
@given(said=st.sampled_from(_SAID), seed=st.integers(0, 10**6))
def test_a_key_named_in_another_language_is_redacted(said: str, seed: int) -> None:
    value = _value(random.Random(seed))
    out, kinds = redact(said.format(v=value))
    assert value not in out and kinds, out


@settings(max_examples=20, deadline=None)
@given(text=st.sampled_from(_ABOUT))
def test_a_key_named_with_no_value_stays(text: str) -> None:
    assert redact(text) == (text, [])
