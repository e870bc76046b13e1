"""Secrets: find credentials in a note and redact them before anything is written or embedded.

A pattern set for well-known credential formats (cloud keys, VCS and package-registry tokens,
payment and chat tokens, JWTs, private keys, connection strings with a password, password
assignments), plus an entropy check for long random-looking values assigned to secret-sounding
names. Each finding is replaced by ``[REDACTED:<kind>]``; the secret itself never reaches a
file, the index, the audit log or the vectors.

Policies (``[secrets] policy``): ``redact`` (default), ``refuse`` (the note is rejected with an
error naming the kinds found, nothing is written), ``allow`` (stored as given).
"""

from __future__ import annotations

import base64
import bisect
import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .asked import answers
from .codes import find_codes
from .commands import find_in_commands
from .labels import ABOUT, find_labelled
from .made import find_made, made
from .maybe import maybe_secret
from .passwords import find_phrased
from .secret_values import (
    PUBLIC_TEST_CARDS,
    SAMPLE,
    TEMPLATE,
    credential_word,
    entropy,
    hinted,
    looks_like_password,
    luhn,
    names_a_field,
    ordinary,
    placeholder,
    points_elsewhere,
    prose_password,
    prose_token,
    sample,
    stand_in,
    strong_password,
    ticket,
)
from .shown import ENCODED, SPELT, plain
from .token_formats import PATTERNS

POLICIES = ("redact", "refuse", "allow")


# A keyword that says the value after it is a credential, in several languages.
_SECRET_WORD = (
    r"(?:password|passwd|pasword|passwrd|passwort|kennwort|contrase(?:n|ñ)a|mot de passe|senha|"
    r"wachtwoord|has(?:l|ł)o|l(?:o|ö)senord|salasana|parola|пароль|密码|密碼|パスワード|비밀번호|"
    r"pass(?:phrase)?|pwd|pw|secret|token|api[_\-\s]?key|apikey|access[_\-]?key|"
    r"private[_\-]?key|client[_\-]?secret|auth[_\-\s]?token|credentials?)"
)
# NAME=value, "name": "value", name: value, name = 'value', "the password is value" — the
# keyword may sit inside a longer name (DB_PASSWORD, stripeSecretKey, SECRET_KEY_BASE).
_KEYWORD_ASSIGNMENT = re.compile(
    # A name starts where a token does: started inside a long run of digits, every start
    # rescanned the run (a 20,000-digit note took four minutes).
    r"(?i)(?<![A-Za-z0-9_.\-])([A-Za-z0-9_.\-]*" + _SECRET_WORD + r"[A-Za-z0-9_.\-]*)[\"'*_]*"
    # (A word for "is" stands apart: "PASSWORD_RESET_V2=on" holds no "es".)
    r"(?:\s+(?:is|est|ist|es|é)(?=\s)|\s*(?::=|=>|->|→|[:=：]))[*_]*[ \t]*([\"'`]?)"
    r"([^\s\"'`,;]{4,200})"
)
_ENDS_SECRET = re.compile(r"(?i)" + _SECRET_WORD + r"$")
# Other languages put words between the keyword and its value ("Hasło do konta w banku to
# …", "Das Passwort für den Server ist …"): up to six, then the language's "is" as a word of
# its own; or the keyword glued to its particle or colon ("密码是 …", "비밀번호는 …").
_FOREIGN_KEYWORD = (
    r"(?i)(passwort|kennwort|contrase(?:n|ñ)a|mot de passe|senha|wachtwoord|has(?:l|ł)o|heslo|"
    r"l(?:o|ö)senord(?:et)?|salasana|parola|пароль|密码|密碼|パスワード|비밀번호|şifre(?:si)?|"
    r"κωδικός|पासवर्ड)"
)
_FOREIGN_PASSWORD = re.compile(
    _FOREIGN_KEYWORD + r"(?:\s+[^\s:=]{1,20}){0,6}?\s+"
    r"(?:ist|lautet|est|c'est|es|é|är|er|on|è|to|je|είναι|है|is)\s+"
    r"[\"'`]?([^\s\"'`,;]{4,200})"
)
_FOREIGN_GLUED = re.compile(
    _FOREIGN_KEYWORD + r"\s*(?:[:=：]|是|는|은|は|\s)\s*[\"'`]?([^\s\"'`,;]{4,200})"
)
# "user admin / s3cr3t!", "login: root / hunter2-99"
_USER_SLASH_PASSWORD = re.compile(
    r"(?i)\b(?:as|user(?:name)?|login|account|creds?|credentials)\b(?:\s+(?:is|was|are))?[:\s]+"
    r"[\w.@\-]{2,40}"
    # Spaces around the slash: "admin / pw", never a path ("user:pw@host/db", "/login").
    r"\s+/\s+(\S{4,64})"
)
# A user named beside a password in any punctuation: "user deploy, pass X", "login root pw
# X", "creds: admin:X", "account ops: X" (the value is checked by the caller).
_USER_THEN_PASSWORD = re.compile(
    r"(?i)\b(?:user(?:name)?|login|account|creds?|credentials)\b(?![\-_])\s*[:=]?\s*"
    # (A user begins with a letter or digit: "login --password-stdin" names no user.)
    r"[\w.@][\w.@\-]{1,39}"
    r"(?:\s*[,;]?\s*(?:pass(?:word)?|pw|pwd|passwd|passcode)\b(?!-)\s*[:=]?\s*|:)"
    r"([^\s,;]{3,64})"
)
# A short keyword then its value, without "is": "use pw X to log in", "pwd: X".
_SHORT_KEYWORD = re.compile(
    r"(?i)(?<![\w\-./])(?:pw|pwd|passwd|passcode)\b\s*(?:[:=]|->|→)?\s*([^\s,;]{3,64})"
)
# "admin / Hunter2-Orion!2026", "Grafana: admin/Hunter2-Orion!2026": an account everyone
# knows, a slash, then something only a password looks like (checked by the caller).
_ACCOUNT_SLASH_PASSWORD = re.compile(
    r"(?i)(?<![\w/.\-])(?:admin|administrator|root|sa|postgres|ubuntu|ec2-user|deploy|guest|"
    r"ops|test|operator|superuser)\s*/\s*([^\s/]{6,64})"
)
# A keyword in a sentence, then a few words naming what it opens, then the value: "the admin
# password for Grafana is X", "the password for the staging DB was changed to X", "set the
# Jenkins admin password to X", "username ops and password X", "Datadog API key X belongs…".
_PROSE_KEYWORD = re.compile(
    r"(?i)\b(?:(password|pasword|passwrd|passwort|passphrase|passcode|passwd|pwd)|"
    r"(api[ _\-]?key|auth[ _\-]?token|access[ _\-]?token|secret[ _\-]?key|token))\b"
)
# Words after which the value comes ("is", "to", "now", ":"); the search stops at the end of
# the sentence, and looks at most this many words on.
_CONNECTORS = frozenset("is was are to now : = -".split())
_PROSE_WORDS = 8
# "password manager is 1Password", "API key rotation is v2": the keyword names a thing about
# passwords, not one password; what follows is not its value.
_NOT_A_VALUE_OF = frozenset(
    """manager managers policy policies reset resets rotation rotations hash hashes hashing
    length strength requirement requirements rule rules field fields prompt expiry change
    changes store vault scheme format name names bucket buckets count limit limits type hint
    hints reminder reminders fingerprint fingerprints id ids size pair pairs""".split()
)
_WORD_OR_MARK = re.compile(r"[^\s:=]+|[:=]")
# A keyword's next word that says what is said of it, not its value (one set, built once).
_SAID_OF_IT = _NOT_A_VALUE_OF | ABOUT


def _unquoted(word: str) -> str:
    """``word`` without the quotation marks of any language around it."""
    return word.strip("\"'`*„“”«»‚‘’")


# A card's expiry, a few words after its number: "exp 07/28", "有効期限 12/29".
_EXPIRY = re.compile(r"(?<![\d/.])((?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/.])")
# Card numbers: 13-19 digits, spaced or dashed in groups; the Luhn check decides.
# (Four groups of four by dots or slashes too: "4539/1488/0343/6467".)
_CARD = re.compile(
    r"(?<![\w\-./])(\d(?:[ \-]?\d){12,18}|\d{4}(?:\.\d{4}){3}|\d{4}(?:/\d{4}){3})"
    r"(?![\w\-/]|\.\d)"
)
# A key's fingerprint ("SHA256:…", "MD5:…") is printed to be compared: public.
_FINGERPRINT = re.compile(r"(?i)(?:sha(?:1|256|384|512)|md5):$")
# Inside a public key's or a certificate's PEM block (and not yet past its end).
_PUBLIC_BLOCK = re.compile(
    r"-----BEGIN (?:(?:RSA |EC )?PUBLIC KEY|CERTIFICATE(?: REQUEST)?|"
    r"PGP (?:PUBLIC KEY BLOCK|SIGNATURE|MESSAGE)|SSH SIGNATURE)-----[^-]*$"
)
_BLOCK_END = re.compile(r"-----END [A-Z ]+-----[^-]*$")
# An SSH public key's body: meant to be handed out.
_PUBLIC_KEY = re.compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) $|"
    # A signify/minisign public key given to verify a release ("minisign -Vm f -P RWQ…").
    r"\b(?:minisign|signify)\b[^\n]*\s-[pP]\s+$"
)

# A number named as a product's, a parcel's or a book's: no card, whatever its check digit.
_LABELLED_NUMBER = re.compile(
    r"(?i)\b(?:barcode|bar\s+code|ean(?:-13)?|upc|gtin|isbn(?:-13)?|tracking(?:\s+number)?|"
    r"serial(?:\s+number)?|imei|order(?:\s+number)?|"
    # A shipment's or a stock item's code: "Pallet code 4006381333931004".
    r"(?:pallet|sscc|sku|article|product|item|part|stock|batch|lot|shipment|consignment)"
    r"(?:\s+(?:code|number|no|id))?)\b[\s#:=no.]*$"
)
# A key named public where it is assigned ("PublicKey = …", "public_key: …").
_PUBLIC_NAME = re.compile(r"(?i)\bpub(?:lic)?[\s_-]?key\b[\"']?\s*[:=]\s*[\"']?$")
_MIN_ENTROPY = 3.0  # bits per character: English words score below, random keys above
# A long token mixing upper case, lower case and digits with high entropy is a credential even
# without a telling name. Hex digests and UUIDs (one case) are not flagged.
_LONG_TOKEN = re.compile(r"(?<![A-Za-z0-9/+_\-])[A-Za-z0-9/+_\-]{32,}={0,2}(?![A-Za-z0-9/+_\-])")
_LONG_ENTROPY = 4.3
# "integrity=\"sha384-…\"", "data:image/png;base64,…": random-looking, public by design.
# (Go's module sums: "github.com/spf13/cobra v1.8.1 h1:…=".)
_DIGEST_OR_DATA = re.compile(r"(?:sha(?:256|384|512)-|base64,|\bh1:)$", re.I)
# A public key in DER, base64 (a DKIM record's "p=", a JWKS): the algorithm's header says
# public key info (RSA 1024, 2048, 4096; EC P-256, P-384; Ed25519). A private key's differs.
_PUBLIC_DER = re.compile(
    r"^(?:MIGfMA0GCSqGSIb3DQEBAQUAA4GN|MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A|"
    r"MIICIjANBgkqhkiG9w0BAQEFAAOCAg8A|MFkwEwYHKoZIzj0CAQYI|MHYwEAYHKoZIzj0CAQYFK4EEACID|"
    r"MCowBQYDK2VwAyEA)"
)
# Ids an API hands back, public by design: a completion's, a request's, a Stripe customer's,
# a file's or an organisation's; and keys public by design (Stripe's publishable keys),
# however random.
_PUBLIC_ID = re.compile(
    r"^(?:chatcmpl|cmpl|req|msg|resp|run|thread|asst|batch|evt|cus|pi|ch|sub|price|prod|"
    r"acct|txn|inv|seti|pm|file|org|proj|user|usr|id|obj|ord|src|tok_test|pk_(?:live|test))"
    r"[-_](?=\w{8})"
)
_PATH_WORD = re.compile(r"[A-Za-z]{3,}(?:-[A-Za-z0-9]+)*")


def _path_like(token: str) -> bool:
    """A path of words and ids ("/subscriptions/<uuid>/resourceGroups/rg-erp/…"): most of
    its parts are words; a key that holds a "/" has random parts."""
    parts = [part for part in token.split("/") if part]
    words = sum(1 for part in parts if _PATH_WORD.fullmatch(part))
    return words >= 3 and 2 * words >= len(parts)


_PASSWORD_WORDS = re.compile(
    r"(?i)pass|pasw|pwd|pw$|kennwort|contrase|mot de passe|senha|wachtwoord|has[lł]o|l[oö]senord|"
    r"salasana|parola|пароль|密|パスワード|비밀번호|heslo|şifre|κωδικ|पासवर्ड"
)


def _shown_publicly(text: str, start: int, token: str) -> bool:
    """Whether the random-looking ``token`` at ``start`` is public by what it is or what
    names it: a public key or certificate, a fingerprint, a digest, a wallet's address, a
    JWT's bare header, an id an API returned or a publishable key, a resource's path."""
    before = text[max(0, start - 8) : start]
    line = text.rfind("\n", 0, start) + 1
    if _PUBLIC_KEY.search(text[max(line, start - 120) : start]):
        return True  # "ssh-ed25519 AAAAC3…": a public key
    if _PUBLIC_NAME.search(text[max(0, start - 24) : start]):
        return True  # "PublicKey = …" (WireGuard), "public_key: …": public by its name
    if _FINGERPRINT.search(before):
        return True  # "SHA256:p2Qk7…": a host key's fingerprint, shown to be compared
    if _PUBLIC_BLOCK.search(text, 0, start) and not _BLOCK_END.search(text, 0, start):
        return True  # a public key's or a certificate's body: public by design
    if re.fullmatch(r"0x[0-9a-fA-F]{40}", token):
        return True  # a wallet's public address (a private key is 64 hex digits)
    if token.startswith("eyJ") and _json_header(token):
        return True  # a JWT's header alone ({"alg":"HS256","typ":"JWT"}): no secret in it
    if _DIGEST_OR_DATA.search(before) or _DIGEST_OR_DATA.match(token[:7]):
        return True  # a subresource-integrity digest or an inline image: public bytes
    return bool(_PUBLIC_DER.match(token) or _PUBLIC_ID.match(token) or _path_like(token))


def _secret_value(name: str, value: str, quoted: bool = False) -> bool:
    """Whether the value given to a secret-sounding ``name`` is a credential, not prose or
    code ("the password is changed every quarter", "max_tokens = 4096", "token: see vault",
    "const token = generateToken(user)", "password: hashedPassword"). A ``quoted`` value is
    a literal whatever marks it holds (a generated key has brackets, ``$`` and ``#``)."""
    value = value.rstrip(".)]};")
    if len(value) < 4 or points_elsewhere(name) or value.startswith(("/", "~", "?")):
        return False  # a path, or a shell's "${X:?must be set}"
    if ordinary(value) or re.search(r"(?i)(?:FILE|PATH|DIR)$", name):
        return False  # PGPASSFILE=~/.pgpass names where the password is
    if re.fullmatch(r"[A-Z][a-z]+-[A-Z][A-Za-z]+", value):
        return False  # "$pw = Read-Host": a PowerShell command's name
    # Quoted, a value with a mark code never has (``$ # % ^ & * !``) is a literal.
    literal = quoted and re.search(r"[#$%^&*!]", value.lstrip("$")) is not None
    if placeholder(value) if literal else stand_in(value):
        return False
    if _PASSWORD_WORDS.search(name):
        return looks_like_password(value) or (len(value) >= 12 and entropy(value) >= 3.2)
    has_digit = any(c.isdigit() for c in value)
    return len(value) >= 8 and entropy(value) >= _MIN_ENTROPY and (has_digit or len(value) >= 20)


def _prose_values(text: str) -> list[tuple[str, int, int]]:
    """``(kind, start, end)`` of values a keyword in a sentence gives: right after it
    ("password bluefalcon77", "API key 3ba3…") or after a connector a few words on ("the
    password for Grafana is X", "…was changed to X"). The first value that looks the part
    is taken; ordinary words ("the password is changed every quarter") are not."""
    found = []
    for keyword in _PROSE_KEYWORD.finditer(text):
        if hinted(text, keyword.start(), keyword.end()):
            continue  # "the hint for that password is '…'"
        after = text[keyword.end() : keyword.end() + 1]
        if after and not (after.isspace() or after in ":="):
            continue  # "user:password@host", "password_hash", "passwordField": not prose
        if names_a_field(text, keyword.start(), keyword.end()):
            continue  # "vault kv get -field=password …"
        password = keyword.group(1) is not None
        # One clause: a sentence's end, a comma, a bracket or a table's cell ends it
        # ("Message('Password Reset', sender='me@x.com')", "||Password hint||" give none).
        tail = re.split(
            r"[.!?;](?:\s|$)|\n|[,()\[\]{}<>|^]", text[keyword.end() : keyword.end() + 200]
        )[0]
        words = list(_WORD_OR_MARK.finditer(tail))[: _PROSE_WORDS + 1]
        first = _unquoted(words[0].group(0)).lower() if words else ""
        if first.removesuffix("'s").removesuffix("’s") in _SAID_OF_IT:
            continue  # "Passwort zurücksetzen", "password manager"
        for n, word in enumerate(words):
            follows = n == 0 or words[n - 1].group(0).lower() in _CONNECTORS
            # Quotes and markdown around it, a sentence's comma or full stop after it; a
            # trailing "!" may be the password's own.
            value = word.group(0).strip("\"'`*").rstrip(".,;")
            if not follows or word.group(0) in _CONNECTORS or stand_in(value):
                continue
            if value.startswith("-"):
                break  # a command line's next flag ("get-login-password --region"): no value
            if prose_password(value) if password else prose_token(value):
                start = keyword.end() + word.start() + word.group(0).index(value[:1])
                found.append(("password" if password else "api-key", start, start + len(value)))
                break
    return found


@dataclass(frozen=True)
class Finding:
    """A credential found in a note: its kind and where it is."""

    kind: str
    start: int
    end: int


# A Terraform (HCL) variable named for a secret, its default set in the block:
# ``variable "db_password" { default = "…" }``.
_HCL_DEFAULT = re.compile(
    r'(?<![\w-])variable\s+"([\w-]{1,64})"\s*\{[^{}]{0,400}?\bdefault\s*=\s*"([^"\n]{3,200})"'
)


def find_secrets(text: str, before: Sequence[str] = ()) -> list[Finding]:
    """Every credential found in ``text`` (non-overlapping, in order); ``before``, the
    messages said just before it (oldest first), tell a bare reply that gives a credential
    they asked for ("What PIN should I set?" — "9904")."""
    return _find(text, before, decode=True)


# A value written in base64, padded as an encoder writes it: twelve characters or more.
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{12,}={0,2}(?![\w+/=-])")
# "user:password", as HTTP's Basic authentication sends it before encoding.
_BASIC_AUTH = re.compile(r"[\w.@+-]{1,64}:(\S{6,128})")


def _decoded(token: str) -> str | None:
    """The text ``token`` (a ``_BASE64`` match) is the base64 of, or None (not base64, or
    bytes that are no text)."""
    if len(token) % 4 or len(token) > 4096:
        return None
    try:
        decoded = base64.b64decode(token, validate=True).decode("ascii")
    except ValueError:
        return None  # binascii.Error and UnicodeError both are
    return decoded if decoded.isprintable() and len(decoded) >= 8 else None


def _encoded(text: str) -> Iterator[tuple[str, int, int]]:
    """Base64 whose text is a secret ("cGFzc3dvcmQ9…" is "password=…"), or holds one: what
    anyone can decode is in clear. Text that decodes to bytes (an image, a key's DER) or to
    words with no secret is left as written."""
    for match in _BASE64.finditer(text):
        decoded = _decoded(match.group(0))
        if decoded is None:
            continue
        # Read as if written out where it stands, after the words that label it ("secret
        # material: …", "http_auth=…"): a finding in the decoded part makes it a secret.
        line = text.rfind("\n", 0, match.start()) + 1
        before = text[max(line, match.start() - 60) : match.start()]
        written = _find(before + decoded, (), decode=False)
        pair = _BASIC_AUTH.fullmatch(decoded)
        paired = pair is not None and not ordinary(pair.group(1))
        if paired or made(decoded.strip()) or any(f.end > len(before) for f in written):
            yield "encoded-secret", *match.span()


def _find(text: str, before: Sequence[str], decode: bool) -> list[Finding]:
    """``find_secrets``; ``decode`` reads base64 values too (once: what they decode to is
    not decoded again)."""
    asked = [Finding(*found) for found in answers(text, before)]
    if not maybe_secret(text):
        return _whole_tokens(text, asked)
    # What an earlier redaction left ("[REDACTED:password]") is no secret: redacting a text
    # twice changes nothing.
    found: list[Finding] = [Finding("", *m.span()) for m in _MARKER.finditer(text)]
    markers = len(found)
    # The spans taken so far, by start (they never overlap): a new one is checked against
    # its two neighbours, so thousands of findings cost no more than one each.
    starts = [f.start for f in found]
    ends = [f.end for f in found]

    def add(kind: str, start: int, end: int) -> None:
        at = bisect.bisect_left(starts, start)
        if (at > 0 and ends[at - 1] > start) or (at < len(starts) and starts[at] < end):
            return
        starts.insert(at, start)
        ends.insert(at, end)
        found.append(Finding(kind, start, end))

    for kind, pattern in PATTERNS:
        for match in pattern.finditer(text):
            span = match.span(1) if match.groups() and match.group(1) else match.span()
            if kind == "connection-string-password" and placeholder(match.group(1)):
                continue  # "mongodb://user:<password>@host": a letters-only one is real
            if kind == "connection-string-password" and SAMPLE.search(match.group(1)):
                continue  # "redis://:myredispassword@localhost": a documentation sample
            if kind in ("cli-password", "cookie", "url-token") and stand_in(match.group(1)):
                continue  # "--password $DB_PASS", "Cookie: session=<value>"
            if kind == "cli-password" and sample(match.group(1)):
                continue  # "mysql -u root -ppassword123", "--token YOUR_TOKEN_HERE": samples
            if kind == "bearer-token" and (stand_in(match.group(1)) or sample(match.group(1))):
                continue  # "Bearer MY_ACCESS_TOKEN", "Bearer invalid_token": code's samples
            if kind.endswith(("webhook", "bearer-token")) and TEMPLATE.search(match.group(0)):
                continue  # ".../services/your/slack/webhook/url", "Bearer YOUR_API_KEY"
            if re.search(
                r"x{8,}|X{8,}|EXAMPLE$", match.group(1) if match.groups() else match.group(0)
            ):
                continue  # "ghp_xxxxxxxx…", AWS's "AKIAIOSFODNN7EXAMPLE": documentation samples
            add(kind, *span)
    # Said in words or a code with its label: before the generic rules, whose narrower
    # match would cut a passphrase or a quoted password in two.
    labelled = (*find_labelled(text), *find_in_commands(text))
    for kind, start, end in (*find_phrased(text), *find_codes(text), *labelled):
        add(kind, start, end)
    pos = 0
    while (assigned := _KEYWORD_ASSIGNMENT.search(text, pos)) is not None:
        name, quote, value = assigned.group(1), assigned.group(2), assigned.group(3)
        # A word that holds a secret's name inside ("passion", "passenger", "tokenizer")
        # names no secret: a one-word name must end with the secret's word.
        word = name.isalpha() and not _ENDS_SECRET.search(name)
        # "Passwort-Hinweis:", "password_hint =": a name that ends with what it is about.
        about = re.split(r"[-_.]", name)[-1].lower() in ABOUT
        about = about or ticket(text, name, assigned.start(), assigned.end(1))  # "day pass: £45"
        if not word and not about and _secret_value(name, value, bool(quote)):
            kind = "password" if _PASSWORD_WORDS.search(name) else "high-entropy-secret"
            add(kind, assigned.start(3), assigned.start(3) + len(value.rstrip(".)]}")))
            pos = assigned.end()
        else:
            # "key: api_key = <secret>": the rejected value may itself name the next one.
            pos = assigned.start(3)
    for pattern in (_FOREIGN_PASSWORD, _FOREIGN_GLUED):
        for match in pattern.finditer(text):
            value = match.group(2).rstrip(".,)]}，、?!。:：")
            if "://" in value or "@" in value or ordinary(value) or value.startswith("<"):
                continue
            if _unquoted(value).lower() in ABOUT:
                continue  # "„Passwort zurücksetzen“": what is done to it, no value
            if not value.isascii() and not match.group(0)[-len(value) - 1].isspace():
                continue  # "パスワードは90日ごとに変更": the sentence goes on, glued
            if _secret_value(match.group(1), value) or prose_password(value):
                add("password", match.start(2), match.start(2) + len(value))
    for match in _USER_SLASH_PASSWORD.finditer(text):
        if looks_like_password(match.group(1)):
            add("password", *match.span(1))
    for pattern in (_USER_THEN_PASSWORD, _SHORT_KEYWORD):
        for match in pattern.finditer(text):
            value = match.group(1).rstrip(".,;:!?)]}*\"'")
            # A password-looking word (digits or marks with letters), not a port, a path,
            # a word ("pass the salt"), or a stand-in ("$DB_PASS", "<password>").
            # ("User Host Password hint" over a sheet: a word of what it is about, no value.)
            if credential_word(value) and not stand_in(value) and value.lower() not in ABOUT:
                add("password", match.start(1), match.start(1) + len(value))
    for match in _ACCOUNT_SLASH_PASSWORD.finditer(text):
        value = match.group(1).rstrip(".,;:!?)]}*")
        if strong_password(value) and not stand_in(value):  # not "root/v2", "Ubuntu/Debian"
            add("password", match.start(1), match.start(1) + len(value))
    for kind, start, end in _prose_values(text):
        add(kind, start, end)
    for match in _CARD.finditer(text):
        digits = re.sub(r"\D", "", match.group(1))
        if _LABELLED_NUMBER.search(text[max(0, match.start(1) - 24) : match.start(1)]):
            continue  # "Barcode 4006381333931": a product's number, whatever its check digit
        if digits in PUBLIC_TEST_CARDS:
            continue  # Stripe's 4242…: a test mode's card, published for everyone
        if 13 <= len(digits) <= 19 and digits[0] in "23456" and luhn(digits):
            add("payment-card", *match.span(1))
            expiry = _EXPIRY.search(text, match.end(1), match.end(1) + 40)
            if expiry:
                add("card-expiry", *expiry.span(1))  # "exp 07/28", "ważna do 03/27"
    for match in _LONG_TOKEN.finditer(text):
        token = match.group(0)
        mixed = (
            any(c.islower() for c in token)
            and any(c.isupper() for c in token)
            and any(c.isdigit() for c in token)
        )
        if _shown_publicly(text, match.start(), token):
            continue
        if mixed and entropy(token) >= _LONG_ENTROPY:
            add("high-entropy-string", *match.span())
    if "variable" in text:
        for block in _HCL_DEFAULT.finditer(text):
            value = block.group(2)
            if _names_a_secret(block.group(1)) and not (placeholder(value) or stand_in(value)):
                add("password", *block.span(2))
    for f in asked:
        add(f.kind, f.start, f.end)
    # Last: a value a machine made, whatever labels it, where no rule above named its kind.
    for kind, start, end in find_made(text):
        if not _shown_publicly(text, start, text[start:end]):
            add(kind, start, end)
    for kind, start, end in _told_again(text, found[markers:]):
        add(kind, start, end)
    if decode:
        for kind, start, end in _encoded(text):
            add(kind, start, end)
    return _whole_tokens(text, found[markers:])


# A secret's value told again beside it, old or new: "4471# → 9023#", "1234, was 4321",
# "PIN 4471 (was 1234)", "changed from 4471 to [the secret]".
_AFTER_SECRET = re.compile(
    r"\s*(?:→|->|=>|,?\s*(?:was|previously|formerly|not|now)\b|\(\s*(?:was|previously|"
    r"formerly|from|not)\b)\s*[\"'`]?(?P<value>[^\s,;()\"'`]{3,64})"
)
_BEFORE_SECRET = re.compile(
    r"(?:\bfrom\s+|(?<![^\s:=]))[\"'`]?(?P<value>[^\s,;()\"'`]{3,64})[\"'`]?"
    r"(?:\s+to|\s*(?:→|->|=>))\s+[\"'`]?$"
)
_WORD_OR_VALUE = re.compile(r"(?<![\w-])[^\s,;()\"'`\[\]<>]+?(?=[.!?:]*(?:[\s,;()\"'`\[\]<>]|$))")
_TOLD_AGAIN_KINDS = frozenset({"pin", "password", "card-security-code", "recovery-code"})


def _told_again(text: str, found: list[Finding]) -> Iterator[tuple[str, int, int]]:
    """Values written beside a found secret as its old or new value, of its shape (digits
    for digits): the same secret's other value, kept as secret as it."""
    for f in found:
        if f.kind not in _TOLD_AGAIN_KINDS:
            continue
        digits = bool(re.fullmatch(r"[\d#* -]+", text[f.start : f.end]))
        after = _AFTER_SECRET.match(text, f.end)
        before = _BEFORE_SECRET.search(text, max(0, f.start - 80), f.start)
        for told in (after, before):
            if told is None:
                continue
            value = told["value"].rstrip(".!?:")
            if digits and not re.fullmatch(r"[#*]?\d[\d#*-]{2,}", value):
                continue
            if not digits and (ordinary(value) or stand_in(value)):
                continue
            yield f.kind, told.start("value"), told.start("value") + len(value)
    # The same value written again elsewhere in the text is the same secret (one pass over
    # the text's words, however many secrets: a list of 12,000 codes stays linear).
    kinds = {text[f.start : f.end]: f.kind for f in found if f.kind and f.end - f.start >= 4}
    at = {f.start for f in found}
    if kinds:
        for word in _WORD_OR_VALUE.finditer(text):
            kind = kinds.get(word.group(0))
            if kind and word.start() not in at:
                yield kind, *word.span()


# Kinds whose finding is a value after its label, cut where the rule meant it to be.
_VALUES = frozenset(
    """password cli-password payment-card connection-string-password cookie pin
    card-security-code card-expiry iban ssn passport-number national-id bank-account security-answer
    recovery-code seed-phrase totp-secret""".split()
)
_TOKEN_CHAR = re.compile(r"[A-Za-z0-9_\-.+]")


def _json_header(token: str) -> bool:
    """``token`` is base64url of a small JSON object naming only an algorithm and a type."""
    try:
        data = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(data, dict) and set(data) <= {"alg", "typ", "kid", "cty"}


def _whole_tokens(text: str, found: list[Finding]) -> list[Finding]:
    """``found`` in order, each token redacted whole or not at all: a finding inside a
    longer token (a Discord token's last part, a Mapbox ``pk.`` token's middle) grows to the
    token's ends — not past a ``/``, ``:``, ``@`` or ``=`` that joins it to a name or a URL."""
    grown: list[Finding] = []
    for f in sorted(found, key=lambda f: f.start):
        start, end = f.start, f.end
        if f.kind not in _VALUES:
            while start > 0 and _TOKEN_CHAR.match(text[start - 1]):
                start -= 1
            while end < len(text) and (_TOKEN_CHAR.match(text[end]) or text[end] == "="):
                end += 1
            while end > f.end and text[end - 1] in ".-":
                end -= 1  # the sentence's full stop, a dash after it
        if grown and start < grown[-1].end:
            last = grown.pop()
            start, end = min(start, last.start), max(end, last.end)
            grown.append(Finding(last.kind, start, end))
        else:
            grown.append(Finding(f.kind, start, end))
    return grown


def redact(text: str, before: Sequence[str] = ()) -> tuple[str, list[str]]:
    """``text`` with every secret replaced by ``[REDACTED:<kind>]``, and the kinds found. A
    secret that look-alike or invisible characters hide is found in the text as it reads
    (``plain``), which is then what is kept; text with nothing hidden is kept as written.
    ``before``: the messages said just before ``text`` in its conversation, oldest first
    (a credential asked for there and given bare here is one)."""
    findings = find_secrets(text, before)
    if not text.isascii() or SPELT.search(text) or ENCODED.search(text):
        shown = plain(text)
        if shown != text:
            more = find_secrets(shown, before)
            if len(more) > len(findings):
                text, findings = shown, more
    out, last = [], 0
    for f in findings:
        out.append(text[last : f.start])
        out.append(f"[REDACTED:{f.kind}]")
        last = f.end
    out.append(text[last:])
    return "".join(out), [f.kind for f in findings]


def each_string(value: Any, change: Callable[[str], str]) -> Any:
    """``value`` (JSON or frontmatter: mappings, lists, scalars) with ``change`` on every
    string that holds more than space: a structured record is screened as a note is."""
    if isinstance(value, dict):
        return {k: each_string(v, change) for k, v in value.items()}
    if isinstance(value, list):
        return [each_string(v, change) for v in value]
    if isinstance(value, str) and value.strip():
        return change(value)
    return value


def redact_keeping_lines(text: str) -> str:
    """``redact(text)`` with every line where it was: a file shown or indexed by its lines
    (a journal's, a ``[files]`` folder's) keeps its line numbers. Where a secret spans lines
    (a PEM block) the text is redacted line by line instead."""
    out = redact(text)[0]
    if out.count("\n") == text.count("\n"):
        return out
    return "".join(redact(line)[0] for line in text.splitlines(keepends=True))


_MARKER = re.compile(r"\[REDACTED:([a-z0-9-]+)\]")
_WORD = re.compile(r"\w+(?:[-._']\w+)*")
_NAMES_A_SECRET = re.compile(r"(?i)^" + _SECRET_WORD + r"$")
# Words that only frame a credential or ask to keep it: none of them is a fact of its own.
# "The user's" is an agent's "my": one rule whoever tells it.
_FRAMING = frozenset(
    """a an the my our your his her their its this that these those is are was be been it
    user user's users users' mine
    i me we you he she they and or to of for in on at by with from as please remember note
    keep save store memorise memorize write down somewhere safe here there now new current
    old actual real again also just number code pin key keys value login account id api
    access private client auth personal export set setx env""".split()
)


def _names_a_secret(word: str) -> bool:
    """A word that names a credential: "password", "token", or an identifier holding one
    ("db_pass", "smtp_password", "azure_client_secret": a variable's name is its label)."""
    if _NAMES_A_SECRET.match(word):
        return True
    parts = re.split(r"[_\-.]", word)
    return len(parts) > 1 and any(_NAMES_A_SECRET.match(part) for part in parts)


def only_a_secret(text: str) -> bool:
    """``text`` held a credential and nothing else worth keeping: once its
    ``[REDACTED:<kind>]`` markers, the words that name a credential ("password", the kind's
    own words: "github", "token") and the words that frame it or ask to keep it ("my", "is",
    "please remember it") are gone, no word is left. A memory of it would only say that a
    secret existed ("My password is [REDACTED:password]"), so it is not stored; "The staging
    database password is [REDACTED:password]" keeps "staging database" and is."""
    kinds = _MARKER.findall(text)
    if not kinds:
        return False
    named = {part for kind in kinds for part in kind.split("-")}
    for word in _WORD.findall(_MARKER.sub(" ", text).lower()):
        if word in _FRAMING or word in named or _names_a_secret(word):
            continue
        return False
    return True
