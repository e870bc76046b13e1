"""`bower bench secrets`: redaction measured on a generated corpus (issue 12).

Secrets of 50+ kinds — provider tokens, keyword-anchored assignments in env, JSON, YAML, TOML,
CLI-flag and prose syntax in several languages, connection strings, private keys, Luhn-valid
card numbers — each inside an ordinary sentence, several phrasings per kind; and 200 ordinary
technical notes full of things that look random (hashes, UUIDs, digests, URLs, versions,
publishable keys, ids). All values are generated here from a fixed seed: no real credential
is in the corpus. A secret is *detected* when its value is gone from the redacted text; an
ordinary note is a *false positive* when anything in it is redacted.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..services.secrets.redact import find_secrets, redact

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def _r(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _card(rng: random.Random, prefix: str, length: int) -> str:
    digits = [int(c) for c in prefix] + [rng.randrange(10) for _ in range(length - len(prefix) - 1)]
    total = 0
    for n, d in enumerate(reversed(digits)):
        k = d * (1 if n % 2 else 2)
        total += k - 9 if k > 9 else k
    digits.append((10 - total % 10) % 10)
    text = "".join(map(str, digits))
    return " ".join(text[i : i + 4] for i in range(0, len(text), 4))


def _iban(rng: random.Random) -> str:
    """A German IBAN with valid check digits (mod 97), grouped by four."""
    bban = _r(rng, 18, string.digits)
    check = 98 - int(bban + "131400") % 97  # D=13, E=14, then "00"
    text = f"DE{check:02d}{bban}"
    return " ".join(text[i : i + 4] for i in range(0, len(text), 4))


_WORDS = """anchor bamboo candle drift ember fossil garlic harbor island jungle kettle lantern
meadow nectar orbit pepper quarry ribbon saddle timber umbrella velvet walnut yonder""".split()


def _password(rng: random.Random) -> str:
    return _r(rng, 5, string.ascii_letters) + _r(rng, 3, string.digits) + rng.choice("!#%&*@")


# kind → value maker. The phrasing templates below put each value in context.
VALUES: dict[str, Callable[[random.Random], str]] = {
    "aws-access-key-id": lambda r: "AKIA" + _r(r, 16, string.ascii_uppercase + string.digits),
    "github-token": lambda r: "ghp_" + _r(r, 36),
    "github-fine-grained": lambda r: "github_pat_" + _r(r, 22) + "_" + _r(r, 59),
    "gitlab-token": lambda r: "glpat-" + _r(r, 20),
    "slack-token": lambda r: f"xoxb-{_r(r, 12, string.digits)}-{_r(r, 24)}",
    "slack-webhook": lambda r: (
        f"https://hooks.slack.com/services/T{_r(r, 8)}/B{_r(r, 8)}/{_r(r, 24)}"
    ),
    "stripe-secret": lambda r: "sk_live_" + _r(r, 24),
    "stripe-webhook": lambda r: "whsec_" + _r(r, 32),
    "openai-key": lambda r: "sk-proj-" + _r(r, 48),
    "anthropic-key": lambda r: "sk-ant-api03-" + _r(r, 40),
    "google-api-key": lambda r: "AIza" + _r(r, 35),
    "google-oauth-secret": lambda r: "GOCSPX-" + _r(r, 28),
    "npm-token": lambda r: "npm_" + _r(r, 36),
    "pypi-token": lambda r: "pypi-AgEIcHlwaS5vcmc" + _r(r, 50),
    "twilio-key": lambda r: "SK" + _r(r, 32, HEX),
    "sendgrid-key": lambda r: f"SG.{_r(r, 22)}.{_r(r, 43)}",
    "huggingface-token": lambda r: "hf_" + _r(r, 34),
    "digitalocean-token": lambda r: "dop_v1_" + _r(r, 64, HEX),
    "mailgun-key": lambda r: "key-" + _r(r, 32, HEX),
    "mailchimp-key": lambda r: _r(r, 32, HEX) + "-us" + str(r.randint(1, 20)),
    "shopify-token": lambda r: "shpat_" + _r(r, 32, HEX),
    "discord-token": lambda r: f"M{_r(r, 25)}.{_r(r, 6)}.{_r(r, 38)}",
    "discord-webhook": lambda r: (
        f"https://discord.com/api/webhooks/{_r(r, 18, string.digits)}/{_r(r, 68)}"
    ),
    "telegram-bot-token": lambda r: f"{_r(r, 10, string.digits)}:AA{_r(r, 33)}",
    "vault-token": lambda r: "hvs." + _r(r, 90),
    "databricks-token": lambda r: "dapi" + _r(r, 32, HEX),
    "grafana-token": lambda r: "glsa_" + _r(r, 32) + "_" + _r(r, 8, HEX),
    "newrelic-key": lambda r: "NRAK-" + _r(r, 27, string.ascii_uppercase + string.digits),
    "linear-key": lambda r: "lin_api_" + _r(r, 40),
    "notion-token": lambda r: "secret_" + _r(r, 43),
    "square-token": lambda r: "sq0atp-" + _r(r, 22),
    "age-secret-key": lambda r: (
        "AGE-SECRET-KEY-1" + _r(r, 58, string.ascii_uppercase + "023456789")
    ),
    "jwt": lambda r: f"eyJhbGciOiJIUzI1NiJ9.eyJ{_r(r, 40)}.{_r(r, 43)}",
    "azure-storage-key": lambda r: _r(r, 86) + "==",
    "aws-secret-key": lambda r: _r(r, 40, ALNUM + "/+"),
    "private-key": lambda r: "\n".join(
        [
            "-----BEGIN RSA PRIVATE KEY-----",
            *(_r(r, 64) for _ in range(4)),
            "-----END RSA PRIVATE KEY-----",
        ]
    ),
    "password": _password,
    # A password of letters only: nothing but its place (URL userinfo) says it is one.
    "letters": lambda r: _r(r, r.randint(6, 12), string.ascii_lowercase),
    # Twilio auth tokens and Datadog API keys: 32 hex digits, known by the words before them.
    "hex32": lambda r: _r(r, 32, HEX),
    "cookie": lambda r: "s%3A" + _r(r, 32) + "." + _r(r, 27),
    "card-visa": lambda r: _card(r, "4", 16),
    "card-mastercard": lambda r: _card(r, "5" + str(r.randint(1, 5)), 16),
    "card-amex": lambda r: _card(r, "37", 15).replace(" ", ""),
    # Codes and personal numbers (services/secrets/codes.py), passwords said otherwise
    # (passwords.py).
    "pin": lambda r: _r(r, r.choice([4, 6]), string.digits),
    "cvc": lambda r: _r(r, 3, string.digits),
    "iban": _iban,
    "ssn": lambda r: f"{r.randint(100, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
    "passport": lambda r: r.choice(string.ascii_uppercase) + _r(r, 8, string.digits),
    "seed": lambda r: " ".join(r.choice(_WORDS) for _ in range(12)),
    "totp": lambda r: _r(r, 32, string.ascii_uppercase + "234567"),
    "recovery": lambda r: " ".join(f"{_r(r, 4, HEX)}-{_r(r, 4, HEX)}" for _ in range(4)),
    "passphrase": lambda r: " ".join(r.choice(_WORDS) for _ in range(4)),
    "digits": lambda r: _r(r, 8, string.digits),
}

# Values only their label marks as secret: each gets its templates below.
CODES = (
    *("pin", "cvc", "iban", "ssn", "passport"),
    *("seed", "totp", "recovery", "passphrase", "digits"),
)

# (kind, value kind, template). ``{v}`` is the secret.
TEMPLATES: list[tuple[str, str, str]] = [
    *[
        (kind, kind, t)
        for kind in VALUES
        # Values that only their context marks as secret get their own templates below.
        if kind
        not in (
            "password",
            "azure-storage-key",
            "aws-secret-key",
            "private-key",
            "letters",
            "hex32",
            "cookie",
            *CODES,
        )
        and not kind.startswith("card")
        for t in (
            "The deploy job uses {v} to talk to the provider.",
            "Rotated the credential yesterday; the new one is {v} (tell nobody).",
            "If the sync breaks again, check whether {v} has expired.",
        )
    ],
    ("aws-secret-key", "aws-secret-key", "aws_secret_access_key = {v}"),
    ("aws-secret-key", "aws-secret-key", "AWS secret key for the backup user: {v}"),
    ("aws-secret-key", "aws-secret-key", 'export AWS_SECRET_ACCESS_KEY="{v}"'),
    (
        "azure-storage-key",
        "azure-storage-key",
        "DefaultEndpointsProtocol=https;AccountName=logs;AccountKey={v};EndpointSuffix=core.windows.net",
    ),
    ("azure-storage-key", "azure-storage-key", "The storage account uses AccountKey={v} for now."),
    (
        "azure-storage-key",
        "azure-storage-key",
        "Connection string: AccountName=media;AccountKey={v}",
    ),
    ("private-key", "private-key", "The deploy key is below, keep it safe:\n{v}"),
    ("private-key", "private-key", "{v}\nThat is the bastion host key."),
    ("private-key", "private-key", "Paste this into ~/.ssh/id_rsa:\n{v}\nthen chmod 600 it."),
    (
        "connection-string",
        "password",
        "The app connects with postgres://app_user:{v}@db-prod-3.internal:5432/app",
    ),
    ("connection-string", "password", "Cache: redis://:{v}@cache-1.internal:6379/0"),
    (
        "connection-string",
        "password",
        "Use mongodb+srv://reporting:{v}@cluster0.example.net/analytics for reports.",
    ),
    ("env-assignment", "password", "DB_PASSWORD={v}"),
    ("env-assignment", "password", "In .env: POSTGRES_PASSWORD={v} and POSTGRES_USER=app"),
    ("env-assignment", "stripe-webhook", "SECRET_KEY={v}"),
    ("env-assignment", "github-token", "export CI_DEPLOY_TOKEN={v}"),
    ("json-assignment", "password", 'The config has {{"user": "svc", "password": "{v}"}} in it.'),
    ("json-assignment", "password", '{{"db": {{"host": "db1", "pass": "{v}"}}}}'),
    ("json-assignment", "linear-key", '{{"apiKey": "{v}", "region": "eu"}}'),
    ("yaml-assignment", "password", "smtp:\n  host: mail.internal\n  password: {v}"),
    ("yaml-assignment", "password", "redis_password: '{v}'"),
    ("toml-assignment", "huggingface-token", 'api_key = "{v}"'),
    ("toml-assignment", "password", 'admin_password = "{v}"'),
    ("cli-password", "password", "Dump it with mysqldump -u root -p{v} app > app.sql"),
    ("cli-password", "password", "mysql -h db1 -u admin -p{v} -e 'show tables'"),
    ("cli-password", "password", "sshpass -p {v} ssh deploy@10.0.0.5"),
    ("cli-password", "password", "Run ./migrate --password {v} against staging."),
    ("cli-password", "password", "psql wrapper: ./dbtool --password={v} --host db2"),
    ("prose-password", "password", "The wifi password is {v} for guests."),
    ("prose-password", "password", "Router login: admin / {v}"),
    ("prose-password", "password", "Log in as admin / {v} on the staging console."),
    ("prose-password", "password", "pass: {v}"),
    ("prose-password", "password", "The VPN pw is {v}, ask Ana to change it."),
    ("other-language", "password", "Das Passwort ist {v} für den Testserver."),
    ("other-language", "password", "La contraseña es {v} para el panel."),
    ("other-language", "password", "Le mot de passe est {v} pour le wifi."),
    ("other-language", "password", "A senha é {v} no servidor de testes."),
    ("other-language", "password", "Пароль: {v} для сервера."),
    ("other-language", "password", "Het wachtwoord is {v} voor de router."),
    ("payment-card", "card-visa", "Charge it to my card {v}, expiry 09/28."),
    ("payment-card", "card-mastercard", "The company card is {v}."),
    ("payment-card", "card-amex", "Amex for travel: {v}"),
    ("payment-card", "card-visa", "Card number {v} was declined twice."),
    ("payment-card", "card-mastercard", "Use {v} for the vendor invoice."),
    ("prose-password", "password", "Credentials for the NAS: user backup / {v}"),
    ("prose-password", "password", "The root password is {v} until Friday."),
    ("env-assignment", "openai-key", "OPENAI_API_KEY={v}"),
    ("env-assignment", "password", "REDIS_PASS={v}"),
    ("json-assignment", "stripe-secret", '{{"secret_key": "{v}", "mode": "live"}}'),
    ("yaml-assignment", "vault-token", "vault:\n  token: {v}"),
    ("other-language", "password", "Hasło do routera to {v}."),
    ("other-language", "password", "Lösenordet är {v} för gästnätet."),
    # Prose the first corpus did not have (issue 32): a keyword, then words, then the value.
    ("prose-password-for", "password", "The admin password for Grafana is {v}."),
    (
        "prose-password-for",
        "password",
        "The password for the staging database was changed to {v} today.",
    ),
    ("prose-password-for", "password", "Set the Jenkins admin password to {v} after the upgrade."),
    ("prose-password-for", "password", "We reset the router password to {v} on Monday."),
    ("prose-password-for", "password", "Password on the NAS is now {v}."),
    ("credential-pair", "password", "To get in, use username ops and password {v}."),
    ("credential-pair", "password", "Log in with user deploy and password {v} on the build box."),
    ("credential-pair", "password", "The console creds are admin / {v}."),
    ("credential-pair", "password", "Grafana: admin/{v}"),
    ("credential-pair", "password", "login root, password {v}"),
    ("url-userinfo", "letters", "The app connects with postgres://app:{v}@db/app."),
    ("url-userinfo", "letters", "Fetch it from https://bob:{v}@files.internal/export.csv."),
    ("url-userinfo", "letters", "amqp://guest:{v}@rabbit.internal:5672/ is the broker."),
    ("context-token", "hex32", "The Twilio auth token is {v}."),
    ("context-token", "hex32", "Twilio auth token: {v}"),
    ("context-token", "hex32", "Our Datadog api key is {v}, the app key is separate."),
    ("context-token", "hex32", "Datadog API key {v} belongs to the prod org."),
    ("context-token", "cookie", "Replay it with Cookie: connect.sid={v}"),
    ("context-token", "cookie", "The response had Set-Cookie: session={v}; Path=/; HttpOnly"),
    # Forms an adversarial pass found leaking (issue 53): a user beside a password in any
    # punctuation, a short keyword without "is", userinfo on a command line.
    ("cli-userinfo", "password", "Test it with curl -u admin:{v} https://api.internal/health"),
    ("cli-userinfo", "password", "wget --user=backup:{v} https://files.internal/dump.tar"),
    ("credential-pair", "password", "user deploy, pass {v}"),
    ("credential-pair", "password", "creds: admin:{v}"),
    ("credential-pair", "password", "login root pw {v} on the old box"),
    ("prose-password", "password", "use pw {v} to log into the router"),
    ("prose-password", "password", "pwd: {v}"),
    ("pin", "pin", "Card PIN is {v}, don't tell anyone."),
    ("pin", "pin", "The alarm code at the warehouse is {v}."),
    ("pin", "pin", "Garage door code {v} works after 6pm."),
    ("card-security-code", "cvc", "Visa ending 1881 with CVV {v} for the hotel."),
    ("iban", "iban", "Wire the deposit to IBAN {v} before Friday."),
    ("ssn", "ssn", "SSN on the tax form: {v}"),
    ("passport-number", "passport", "Passport number {v}, issued in Lisbon."),
    ("seed-phrase", "seed", "Wallet recovery phrase: {v}"),
    ("totp-secret", "totp", "TOTP secret for the admin console: {v}"),
    ("recovery-code", "recovery", "Recovery codes for the cloud console: {v}"),
    ("passphrase", "passphrase", "The disk passphrase is {v}"),
    ("numeric-password", "digits", "The kiosk password is {v}."),
    ("answered-password", "password", "Which password does the printer use? It's {v}."),
    ("wifi", "password", "Office WPA key: {v}"),
]

ORDINARY: list[Callable[[random.Random], str]] = [
    lambda r: f"The release artifact's sha256 is {_r(r, 64, HEX)}.",
    lambda r: f"Bisected the regression to commit {_r(r, 40, HEX)}.",
    lambda r: f"Short sha {_r(r, 7, HEX)} fixed the flaky test.",
    lambda r: (
        f"Request id {_r(r, 8, HEX)}-{_r(r, 4, HEX)}-4{_r(r, 3, HEX)}-a{_r(r, 3, HEX)}-"
        f"{_r(r, 12, HEX)} timed out at the gateway."
    ),
    lambda r: f"Pin the image to ghcr.io/acme/api@sha256:{_r(r, 64, HEX)}.",
    lambda r: (
        f"Upgraded Postgres from {r.randint(12, 15)}.{r.randint(0, 9)} to 16.{r.randint(1, 4)}."
    ),
    lambda r: (
        "The docs live at https://docs.acme.io/guides/"
        f"{_r(r, 8, string.ascii_lowercase)}?tab=cli&v=2."
    ),
    lambda r: f"Stripe publishable key for the checkout page: pk_live_{_r(r, 24)}.",
    lambda r: f"The pod web-{_r(r, 9, HEX)}-{_r(r, 5, string.ascii_lowercase)} kept restarting.",
    lambda r: f"Set max_tokens = {r.choice([256, 1024, 4096])} for the summariser.",
    lambda r: "The token bucket refills 50 tokens per second per client.",
    lambda r: "Users reset their password from the account page; the link expires in 1 hour.",
    lambda r: "Set api_key_env = OPENAI_API_KEY in config.toml; the key itself stays in the env.",
    lambda r: f"The S3 bucket arn:aws:s3:::acme-logs-{r.randint(100, 999)} keeps 90 days.",
    lambda r: (
        f"Order {r.randint(10**7, 10**8)} shipped on "
        f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}."
    ),
    lambda r: f"Epoch {r.randint(1_600_000_000_000, 1_800_000_000_000)} is when the job last ran.",
    lambda r: f"The office IP is 203.0.113.{r.randint(1, 254)} and the VPN uses port 1194.",
    lambda r: (
        f"Build {r.randint(1000, 9999)} of "
        f"v{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)} passed."
    ),
    lambda r: f"Base64 of the test fixture header is {_r(r, 12, string.ascii_letters)}==.",
    lambda r: f"The feature flag checkout_v{r.randint(2, 5)} is on for 10% of users.",
    lambda r: "We keep secrets in Vault; the token TTL is 24 hours.",
    lambda r: "Password rotation happens every quarter, run by the security team.",
    lambda r: f"Call support at +1 415 555 {r.randint(1000, 9999)}.",
    lambda r: (
        f"Tracking number 1Z{_r(r, 16, string.ascii_uppercase + string.digits)} for the laptop."
    ),
    lambda r: f"The font file is Inter-{_r(r, 8, HEX)}.woff2 after hashing.",
    # Innocent neighbours of the forms above: the words without a credential.
    lambda r: f"Pass the {r.choice(['salt', 'ticket', 'build'])} to whoever is on call.",
    lambda r: f"The user deploy passes {r.randint(2, 9)} checks before each release.",
    lambda r: f"Run pwd to print the folder, then ls -la {r.choice(['/srv', '/opt'])}.",
    lambda r: f"login: admin:{r.randint(8000, 8999)} is the old console's address.",
    lambda r: f"ssh -p {r.randint(2000, 2999)} deploy@10.0.0.{r.randint(2, 254)}",
    lambda r: "curl -u $API_USER:$API_PASS https://api.internal/health (both from the env)",
    lambda r: "The pw field on the signup form is required.",
    lambda r: f"Wire the LED to pin {r.randint(2, 13)} of the header.",
    lambda r: f"The API answered with error code {r.randint(4000, 4999)} again.",
    lambda r: f"A combination of {r.randint(2, 5)} factors slowed the build.",
    lambda r: f"Room {r.randint(1000, 9999)} has the projector.",
    lambda r: "The seed phrase never leaves the hardware wallet.",
]


def corpus(seed: int = 12) -> tuple[list[dict[str, str]], list[str]]:
    """(secrets: kind, text, value) and ordinary notes, generated from ``seed``."""
    rng = random.Random(seed)
    secrets = []
    for kind, value_kind, template in TEMPLATES:
        value = VALUES[value_kind](rng)
        secrets.append({"kind": kind, "text": template.format(v=value), "value": value})
    ordinary = [ORDINARY[i % len(ORDINARY)](rng) for i in range(200)]
    return secrets, ordinary


def innocent_messages(folder: Path) -> list[str]:
    """Every message of a BEAM set's chats: real technical conversation, no real secret
    (its code samples do hold password literals like ``password: 'password123'``)."""
    from .datasets import load_beam

    return [text.split(": ", 1)[1] for conv in load_beam(folder) for _, text, _, _ in conv.turns]


def _innocent(folder: Path) -> dict[str, Any]:
    messages = innocent_messages(folder)
    flagged = []
    kinds: Counter[str] = Counter()
    for text in messages:
        found = find_secrets(text)
        if found:
            kinds.update(f.kind for f in found)
            f = found[0]
            flagged.append(text[max(0, f.start - 60) : f.end + 20].replace("\n", " "))
    return {
        "messages": len(messages),
        "flagged": len(flagged),
        "rate": round(len(flagged) / max(1, len(messages)), 4),
        "kinds": dict(kinds.most_common()),
        "examples": flagged[:20],
    }


def run(seed: int = 12, innocent: Path | None = None) -> dict[str, Any]:
    """Detection per kind and false positives on ordinary notes (and, with ``innocent``,
    on every message of a BEAM set)."""
    secrets, ordinary = corpus(seed)
    total: Counter[str] = Counter()
    caught: Counter[str] = Counter()
    missed = []
    for case in secrets:
        clean, _ = redact(case["text"])
        total[case["kind"]] += 1
        # Each line of a key, each word of a phrase or group of a number: a secret redacted
        # in part is missed.
        parts = [p for p in case["value"].split() if len(p) >= 4]
        if any(p in clean for p in parts) or case["value"] in clean:
            missed.append({"kind": case["kind"], "text": case["text"]})
        else:
            caught[case["kind"]] += 1
    false_positives = []
    for note in ordinary:
        clean, kinds = redact(note)
        if kinds:
            false_positives.append({"note": note, "redacted": clean})
    detected = sum(caught.values())
    return {
        "secrets": len(secrets),
        "kinds": len(total),
        "detected": detected,
        "detection_rate": round(detected / len(secrets), 4),
        "ordinary_notes": len(ordinary),
        "false_positives": len(false_positives),
        "false_positive_rate": round(len(false_positives) / len(ordinary), 4),
        "by_kind": {k: f"{caught[k]}/{n}" for k, n in sorted(total.items())},
        "missed": missed,
        "false_positive_notes": false_positives,
        **({"innocent": _innocent(innocent)} if innocent is not None else {}),
    }
