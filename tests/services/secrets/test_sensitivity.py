"""The sharing gate's sensitivity scale (services/secrets/sensitivity.py): the highest reason sets
the score, technical knowledge scores nothing."""

from __future__ import annotations

import pytest

from bowerbird.services.secrets.sensitivity import assess


@pytest.mark.parametrize(
    ("text", "score", "reason"),
    [
        ("OpenClaw uses port 3000.", 0.0, None),
        ("To deploy: run make deploy from the main branch.", 0.0, None),
        ("The staging cluster is called vega-7 and lives in eu-west-1.", 0.0, None),
        ("Oscar prefers morning meetings.", 0.5, "a person's preferences or private life"),
        ("Ben lives in Berlin.", 0.6, "where a person lives or works"),
        ("Call Ana at +34 600 111 222 after six.", 0.6, "a phone number"),
        ("Write to ana@acme.example for the contract.", 0.6, "an email address"),
        ("Oscar said he is stressed about the launch.", 0.7, "feelings"),
        ("Ana is allergic to shellfish.", 0.8, "health"),
        ("The staging key is sk-proj-abcdefghijklmnopqrstuvwxyz123456.", 1.0, "a credential"),
        ("The key was [REDACTED:openai-key] until Monday.", 1.0, "a credential"),
    ],
)
def test_the_scale(text: str, score: float, reason: str | None) -> None:
    found = assess(text)
    assert found.score == score
    assert (reason in found.reasons) if reason else found.reasons == []


def test_the_highest_reason_sets_the_score() -> None:
    found = assess("Ana was stressed after her surgery; her phone is +1 555 010 9999.")
    assert found.score == 0.8
    assert {"health", "feelings", "a phone number"} <= set(found.reasons)
