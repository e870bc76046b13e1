"""Secret detection and redaction (the pattern set and the entropy check)."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bowerbird.services.secrets.redact import find_secrets, redact
from bowerbird.services.secrets.secret_values import entropy


def _rand(n: int, alphabet: str = string.ascii_letters + string.digits, seed: int = 0) -> str:
    rng = random.Random(seed * 1000 + n)
    return "".join(rng.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"
# Twenty kinds of credentials, built at run time (no live-looking secret sits in the repo).
CREDENTIALS: list[tuple[str, str, str]] = [
    (
        "aws-access-key-id",
        "AKIA" + _rand(16, string.ascii_uppercase + string.digits, 1),
        "the AWS key id is {}",
    ),
    (
        "aws-secret-access-key",
        _rand(40, string.ascii_letters + string.digits + "/+", 2),
        "aws_secret_access_key = {}",
    ),
    ("github-token", "ghp_" + _rand(36, seed=3), "push with {} please"),
    ("github-fine-grained-token", "github_pat_" + _rand(82, seed=4), "token: {}"),
    ("gitlab-token", "glpat-" + _rand(20, seed=5), "CI uses {}"),
    ("slack-token", "xoxb-" + _rand(12, string.digits, 6) + "-" + _rand(24, seed=6), "bot {}"),
    (
        "slack-webhook",
        "https://hooks.slack.com/services/T"
        + _rand(8, seed=7)
        + "/B"
        + _rand(8, seed=8)
        + "/"
        + _rand(24, seed=9),
        "post to {}",
    ),
    ("stripe-key", "sk_live_" + _rand(24, seed=10), "billing uses {}"),
    ("openai-key", "sk-proj-" + _rand(48, seed=11), "OPENAI_API_KEY={}"),
    ("anthropic-key", "sk-ant-api03-" + _rand(40, seed=12), "claude key {}"),
    ("google-api-key", "AIza" + _rand(35, seed=13), "maps key {}"),
    ("npm-token", "npm_" + _rand(36, seed=14), "publish with {}"),
    ("pypi-token", "pypi-" + _rand(60, seed=15), "twine password {}"),
    ("twilio-key", "SK" + _rand(32, HEX, 16), "sms key {}"),
    ("sendgrid-key", "SG." + _rand(22, seed=17) + "." + _rand(43, seed=18), "mail key {}"),
    ("huggingface-token", "hf_" + _rand(34, seed=19), "hub token {}"),
    (
        "jwt",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0." + _rand(43, seed=20),
        "session cookie {}",
    ),
    (
        "private-key",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIE"
        + _rand(64, seed=21)
        + "\n-----END RSA PRIVATE KEY-----",
        "deploy key:\n{}",
    ),
    (
        "connection-string-password",
        _rand(14, seed=22),
        "DATABASE_URL=postgres://app:{}@db.internal:5432/app",
    ),
    ("password", "Tr0ub4dor&" + _rand(6, seed=23), "the admin password is {}"),
]


@pytest.mark.parametrize(
    ("kind", "secret", "template"), CREDENTIALS, ids=[c[0] for c in CREDENTIALS]
)
def test_each_kind_is_found_and_removed(kind: str, secret: str, template: str) -> None:
    note = "Ops note. " + template.format(secret) + " Rotate monthly."
    clean, kinds = redact(note)
    assert secret not in clean
    # No long piece of the secret survives either.
    assert not any(secret[i : i + 12] in clean for i in range(0, max(1, len(secret) - 12)))
    assert kinds and f"[REDACTED:{kinds[0]}]" in clean
    assert clean.startswith("Ops note.") and clean.endswith("Rotate monthly.")


def test_generic_high_entropy_assignment() -> None:
    value = _rand(32, seed=99)
    clean, kinds = redact(f"internal_service_token = {value}")
    assert value not in clean and kinds == ["high-entropy-secret"]


@pytest.mark.parametrize(
    "text",
    [
        "We moved off lambda to fargate because the cold-start budget was blown.",
        "The staging API key rotates every 90 days; the owner is the platform team.",
        "Reset your password from the account page.",
        "The office wifi password is changed every quarter.",
        "Password: Ask the IT desk for one.",
        "See https://example.com/docs/getting-started for the token refresh flow.",
        "The api_key parameter is documented in README.md under configuration.",
        "Commit 3f9a2b1c4d5e6f708192a3b4c5d6e7f8091a2b3c fixed the flaky test.",
        "Trace id 123e4567-e89b-12d3-a456-426614174000 in the logs.",
        "The path src/bowerbird/index/sqlite_migrations_and_schema_versions.py grew.",
        "postgres://db.internal:5432/app has no password in it.",
        # Prose about passwords and keys, not one (the prose rules of issue 32 read these).
        "Our password manager is 1Password.",
        "Her laptop's password hint is mango-season.",  # a hint, not the password
        "The PIN reminder is the year we moved.",
        "The password for the staging database is in the vault.",
        "Set the password to something long and rotate it yearly.",
        "Run aws ecr get-login-password --region us-west-2 before pushing.",
        "<title>Password Reset</title>",
        "Install it on Ubuntu/Debian with apt.",
        "The API key rotation job runs nightly at 02:00.",
        "Use the token == 'valid-oauth2-token' check only in tests.",
        "Connect with redis://:mypassword@localhost:6379 in the tutorial.",
        '<link integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8">',
    ],
)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert redact(text) == (text, [])


def test_entropy() -> None:
    assert entropy("") == 0.0 and entropy("aaaa") == 0.0
    assert entropy(_rand(40, seed=5)) > 4.5 > entropy("correcthorsebatterystaple")


@given(st.text(max_size=400))
def test_redaction_never_raises_and_is_idempotent(text: str) -> None:
    clean, _ = redact(text)
    assert redact(clean)[0] == clean
    for f in find_secrets(text):
        assert 0 <= f.start < f.end <= len(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("curl --user builder:Tz9kL2mx https://ci.internal/api", "Tz9kL2mx"),
        ("curl -u 'svc:Xr4#pL9q' https://registry.internal/v2/", "Xr4#pL9q"),
        ("username grafana; password: Lm3$kq8Z", "Lm3$kq8Z"),
        ("account billing-bot pw Kd82mQx1", "Kd82mQx1"),
        ("user=deploy pass=Hq7!rT2w", "Hq7!rT2w"),
        ("credentials root:Vz5^nB8e for the lab switch", "Vz5^nB8e"),
        ("give pwd Pr9#xL2q to the auditor", "Pr9#xL2q"),
    ],
)
def test_a_user_beside_a_password_is_redacted_in_any_punctuation(text: str, secret: str) -> None:
    out, kinds = redact(text)
    assert kinds and secret not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "Pass the build to the night shift.",
        "The user admin passes every health check.",
        "Use pwd and cd to move around the shell.",
        "account settings: open the billing tab",
        "login: root:22 was the old tunnel",
        "curl -u $CI_USER:$CI_TOKEN https://ci.internal (from the environment)",
    ],
)
def test_those_words_without_a_credential_are_left_alone(text: str) -> None:
    assert redact(text) == (text, [])


@given(
    label=st.sampled_from(["gate code", "alarm code", "PIN", "door code is", "password is"]),
    old=st.from_regex(r"[1-9][0-9]{3,5}", fullmatch=True),
    new=st.from_regex(r"[1-9][0-9]{3,5}", fullmatch=True),
    told=st.sampled_from(["{a} → {b}", "{a} -> {b}#", "{a}, was {b}", "{a} (was {b})",
                          "{a} (previously {b})", "{a} now, was {a} in May"]),
)  # fmt: skip
def test_a_secrets_other_value_told_beside_it_is_as_secret(
    label: str, old: str, new: str, told: str
) -> None:
    """A code or password told with its old or new value ("4471# → 9023#", "1234, was
    4321"), or written twice, leaves neither value in clear."""
    text = f"Depot B {label} {told.format(a=old, b=new)}, ask Phil for the key."
    red, _ = redact(text)
    assert old not in red and new not in red, red
    assert "ask Phil for the key" in red
