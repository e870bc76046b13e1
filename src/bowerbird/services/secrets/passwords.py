"""Passwords said in the ways the assignment and keyword rules of ``redact`` do not read:
a passphrase of several words, a quoted value with spaces, a number alone, an answer to a
question ("What's the Wi-Fi password? It's …"), "use … as the password", a value typed
at a prompt that asks for one, a secret told in parts ("the second half is …"), the old value of a
change ("from … to …"), a login "for X is user / password", a dotenv or shell line whose name
says secret, whatever marks its value holds, and a secret's own word ("my secret is …").

Each value still has to look the part (``secret_values``): a placeholder, a pointer, a path
or an ordinary word is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .secret_values import (
    SAMPLE,
    TEMPLATE,
    credential_word,
    hinted,
    ordinary,
    placeholder,
    points_elsewhere,
    prose_password,
    sample,
    stand_in,
)

Found = tuple[str, int, int]  # (kind, start, end)

_KEY = r"(?:password|passwort|kennwort|passwd|pwd|pw|passcode|pass\s?phrase|passphrase)"
_IS = r"(?:is|was|are|:|=|lautet|ist|est|es|è|é|är|is\s+now|is\s+still)"
# A passphrase: its words to the end of the clause (two to eight of them).
_PASSPHRASE = re.compile(
    r"(?i)\bpass\s?phrase\b[^.\n:?]{0,40}?\s*(?:is|:)\s*[\"'“`]?"
    r"([\w'!@#$%^&*+-]+(?:\s+[\w'!@#$%^&*+-]+){1,7})"
)
# A quoted value after the keyword, spaces and all: 'the password is "Blue Moon 42"'.
_QUOTED = re.compile(
    rf"(?i)\b{_KEY}\b(?![\"'`”])"
    r"(?:[A-Za-z' -]{0,40}?\s*(?:is|was|:|lautet|ist|est|es|è|é|är))?\s*"
    r"(?:\"([^\"\n]{4,80})\"|“([^”\n]{4,80})”|'([^'\n]{4,80})'|`([^`\n]{4,80})`)"
)
# "la password del router è …", "le password pour le wifi est …": the English word in
# another language's sentence.
_BORROWED = re.compile(
    r"(?i)\bpassword\s+(?:del|della|dello|dei|de|du|do|da|für|van|för|pour|para|per)\b"
    r"(?:\s+[^\s:=]{1,20}){0,3}?\s+(?:è|é|es|est|ist|lautet|är|:)\s+[\"'`]?([^\s\"'`,;]{4,64})"
)
# Digits alone after an explicit "password is / :": "password: 48213377".
_NUMERIC = re.compile(
    rf"(?i)\b{_KEY}\b\s*(?:for\s+[\w' -]{{1,30}}?\s+)?{_IS}\s*(\d{{4,32}})(?![\w-])"
)
# An answer to a question about a password, or "it is" in the next sentence: "What's the
# NAS password? It's …", "I set a new password on the NAS. It is now …".
_ANSWERED = re.compile(
    rf"(?i)\b{_KEY}\b[^.?!\n]{{0,60}}[?.!]\s*(?:it'?s|it\s+is|that'?s|try|use)"
    r"(?:\s+(?:now|still))?\s+[\"'`“]?([^\s\"'`”,;]{4,64})"
)
# A network's key: "WPA key: …", "the wi-fi key is '…'", and a Wi-Fi QR code's text.
_WIFI = re.compile(
    r"(?i)\b(?:wpa[23]?|wep|psk|wi-?fi|wlan|network)\s*(?:key|password|passphrase|pass|code)\b"
    r"[^.\n]{0,30}?\s*(?:is|:|=)\s*[\"'`“]?([^\s\"'`”,;]{4,64})"
)
# "🔑 wifi: Kaffeehaus2023": the network's name for its key, with a colon.
_WIFI_COLON = re.compile(r"(?i)\b(?:wi-?fi|wlan)\s*[:=]\s*[\"'`]?([^\s\"'`,;]{6,64})")
# The keyword, what it opens, a colon: "pw for the nas: …", "password to the vault → …".
_KEY_FOR = re.compile(
    rf"(?i)\b{_KEY}\b\s+(?:for|to|of|on)\s+(?:the\s+|my\s+|our\s+)?[\w.' -]{{1,30}}?"
    r"\s*(?::|=|->|→)\s*[\"'`]?([^\s\"'`,;]{4,64})"
)
# A quoted word after "password is": the quotes say it is the value ("… is 'bananabread'").
_QUOTED_WORD = re.compile(
    rf"(?i)\b{_KEY}\b[\w' -]{{0,30}}?\s(?:is|was|:)\s*([\"'`“])([^\s\"'`”]{{4,64}})[\"'`”]"
)
# Other shared secrets by their name: a community string, a pre-shared key, a client
# secret, an app password (four groups of four letters), a password given to a method.
_NAMED = re.compile(
    r"(?i)\b(?:(?:snmp\s+)?community\s+string|snmp\s+community|pre-?shared\s+key|psk|"
    r"client[ _-]?secret(?:\s+value)?)\b\s*(?:is|:|=)?\s*[\"'`]?([^\s\"'`,;()]{6,128})"
)
_APP_PASSWORD = re.compile(
    r"(?i)\bapp(?:lication)?[ -](?:specific[ -])?password\b\s*(?:is|:|=)?\s*"
    r"((?:[a-z]{4}[ -]?){3}[a-z]{4})\b"
)
_METHOD = re.compile(
    r"\.(?:password|passwd|setPassword|secret|apiKey|api_key|token)\s*\(\s*[\"']([^\"'\n]{4,128})[\"']\s*\)"
)
# An address, a slash, a password: "scanner@acme.com / Office-Printer-88".
_EMAIL_SLASH = re.compile(
    r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\s+/\s+([^\s,;]{4,64})"
)
# A .pgpass line: host:port:database:user:password.
# (Its last field ends the line's run: an IPv6 address, "2a02:8109:9c40:1a00:5d3e:77ff:…",
# has more groups after it.)
_PGPASS = re.compile(r"(?<![\w.-])[\w.-]+:\d{2,5}:[\w*.-]+:[\w*.-]+:([^\s:]{4,128})(?!:\w)")
_WIFI_QR = re.compile(r"WIFI:[^\n]*?\bP:((?:[^;\\]|\\.){4,64});")
# "Use `Silver*Fox*99` as the keystore password", "we use the phrase `crisp autumn tractor
# ballet` as the password": a value, then what it is used as (quoted, words and all).
_USE_AS = re.compile(
    r"(?i)\b(?:use|uses|used|using|chose|chosen|picked|set|made)\s+"
    r"(?:the\s+(?:phrase|word|words|passphrase|string)\s+)?"
    r"(?:[\"'`“]([^\"'`”\n]{3,80})[\"'`”]|([^\s\"'`”]{4,64}?))\s+as\s+"
    r"(?:(?:the|my|our|your|its|his|her|their|a)\s+)?"
    r"(?:[\w-]+\s+){0,3}(?:password|passphrase|pass\s?phrase|passcode|pin|pw)\b"
)
# "changed the password from OldPass#1 to NewPass#2": the old one too.
_CHANGED_FROM = re.compile(
    rf"(?i)\b{_KEY}\b[^.\n]{{0,40}}?\bfrom\s+[\"'`]?([^\s\"'`,;]{{4,64}})[\"'`]?\s+to\b"
)
# "the login for the Jira sandbox is dana.ortiz / Cobalt-Heron-39".
_LOGIN_FOR = re.compile(
    r"(?i)\b(?:login|credentials?|creds|account)\b(?:\s+[\w.-]+){0,6}?\s+(?:is|are|:)\s+"
    r"[\w.@+-]{2,64}\s*/\s*([^\s,;]{4,64})"
)
# A shell, dotenv or Windows line whose name says secret: its value whatever marks it holds
# (a generated Django key has #, % and brackets) — unless the name says it points elsewhere.
# A line of its own or a command's option, never code's "const SECRET_KEY = process.env…".
_ENV_LINE = re.compile(
    r"(?m)(?:^[ \t]*(?:export\s+|set\s+\"?)?|(?<!\S)(?:export|set|-e|--env)\s+\"?|"
    r"\bEnvironment=\"?)"
    r"([A-Z][A-Z0-9_]*(?:PASS|PWD|SECRET|TOKEN|KEY|CREDENTIAL|AUTH)[A-Z0-9_]*)"
    r"=([\"']?)([^\s\"']{4,400})\2"
    r"|\$env:([A-Z][A-Z0-9_]*(?:PASS|PWD|SECRET|TOKEN|KEY|CREDENTIAL|AUTH)[A-Z0-9_]*)"
    r"\s*=\s*([\"'])([^\s\"']{6,400})\5"
)
# "my secret is mapleleaf88": the word itself as the keyword.
_MY_SECRET = re.compile(
    r"(?i)\b(?:my|our|the)\s+secret\s+(?:is|was|:)\s*[\"'`]?([^\s\"'`,;]{6,64})"
)


# A value typed where a login asks for it: "type Hollow-Crane-88 at the prompt", "at the
# login prompt enter tigerlily42", "Enter Mx9!kq2 when it asks for the passphrase".
_TYPED = re.compile(
    r"(?i)\b(?:type|enter|input|key\s+in|punch\s+in)\s+[\"'`“]?([^\s\"'`”,;]{4,64}?)[\"'`”]?"
    r"(?=[\s.,;!?]|$)"
)
# What says the prompt asks for a secret (in the sentence of the typed value): a bare
# "at the prompt" is a shell's too ("Type python3 at the prompt").
_ASKS = re.compile(
    r"(?i)\b(?:log\s?in|login|sign\s?in|unlock|pass\s?phrase|password|passcode|pin|vpn)\b"
)
# A secret told in parts: "the first half of the safe code is 4471 and the second half is
# 9023", "the wifi password is split: first part quartz, second part 7719".
_PART = re.compile(
    r"(?i)\b(?:first|second|third|last|other|remaining)\s+(?:half|part|bit|piece)\b"
    r"[^.;\n\d]{0,30}?(?:\s(?:is|was)\s|:|=|\s)\s*[\"'`“]?([^\s\"'`”,;.]{3,64})"
)
# The secret the parts are of, named before them.
_SECRET_NAMED = re.compile(rf"(?i)\b(?:{_KEY}|pin|code|combination|passkey|key)\b")
# Words of a sentence that say a letters-only value is the secret itself.
_SAYS_PASSWORD = re.compile(rf"(?i)\b(?:{_KEY}|pin)\b")


def _no_secret(value: str) -> bool:
    """An ordinary word, a placeholder or a sample: whatever its place says, no secret."""
    return ordinary(value) or placeholder(value) or sample(value)


def _typed_secret(text: str, match: re.Match[str]) -> bool:
    """Whether the value typed at ``match`` is a secret: its sentence says a prompt asks
    for one, and it looks like a password — or, a word of letters, the sentence names a
    password itself ("enter marlinfish when it asks for the password")."""
    start = max(text.rfind(".", 0, match.start()), text.rfind("\n", 0, match.start())) + 1
    ends = [i for i in (text.find(".", match.end()), text.find("\n", match.end())) if i >= 0]
    sentence = text[start : min(ends, default=len(text))]
    value = match.group(1).rstrip(".,;:!?)]}")
    if not _ASKS.search(sentence) or _no_secret(value):
        return False
    if _password(value):
        return True
    return (
        value.isalpha()
        and value.islower()
        and len(value) >= 6
        and bool(_SAYS_PASSWORD.search(sentence))
    )


def _part_of_a_secret(text: str, match: re.Match[str]) -> bool:
    """Whether ``match`` is a part of a secret named just before it: a number, a password
    shape, or a word of letters no prose puts there."""
    if not _SECRET_NAMED.search(text[max(0, match.start() - 120) : match.start(1)]):
        return False
    value = match.group(1).rstrip(".,;:!?)]}")
    if _no_secret(value):
        return False
    return value.isdigit() or _password(value) or (value.isalpha() and value.islower())


# The defaults every manual prints ("the default admin password is `admin`"): no secret.
_DEFAULTS = frozenset("admin root guest user test default changeme letmein pass 1234".split())
# What a sample value in documentation is made of.
_SAMPLE_WORDS = re.compile(r"password|passwd|secret|changeme|example|sample|dummy|placeholder")


def _password(value: str) -> bool:
    value = value.rstrip(".,;:!?)]}")
    return (
        not stand_in(value)
        and not TEMPLATE.search(value)
        and not SAMPLE.search(value)
        and not sample(value)
        and (prose_password(value) or credential_word(value))
    )


def _made_up(value: str) -> bool:
    """A placeholder, a template ("your-password", "xxxxxxxx") or a sample ("mypassword")."""
    return bool(placeholder(value) or TEMPLATE.search(value) or SAMPLE.search(value))


def _any_shape(value: str) -> bool:
    """A value whose place says it is a password (a .pgpass line's last field, "use X as the
    password"): any shape but a placeholder or a sample."""
    value = value.rstrip(".,;:!?)]}")
    return len(value) >= 4 and not _no_secret(value)


def _span(match: re.Match[str], group: int) -> tuple[int, int]:
    value = match.group(group)
    trimmed = value.rstrip(".,;:!?")
    return match.start(group), match.start(group) + len(trimmed)


# A setting named for a secret with its quoted value, in a config language's own form: PHP's
# define('DB_PASSWORD', '…'), OpenWrt's option key '…', uci's ….key='…', WP-CLI's config set.
_CONFIG_CALL = re.compile(
    r"(?:\bdefine\(\s*['\"]\w*(?:PASSWORD|PASS|_KEY|SALT|SECRET|TOKEN)\w*['\"]\s*,\s*|"
    r"^\s*option\s+(?:key|password|psk)\s+|"
    r"\.(?:key|password|psk)=|"
    r"\bconfig\s+set\s+\w*(?:PASSWORD|_KEY|SECRET|SALT)\w*\s+)"
    r"(?P<q>['\"])(?P<value>[^'\"\n]{3,200})(?P=q)",
    re.MULTILINE,
)


# The rules whose value is a password when it looks like one (``_password``), in the order
# they are read (an earlier one's span wins an overlap in ``redact``).
_LOOKS_THE_PART = (
    _NAMED, _EMAIL_SLASH, _WIFI_COLON, _KEY_FOR,
    _ANSWERED, _CHANGED_FROM, _LOGIN_FOR, _MY_SECRET, _WIFI, _BORROWED,
)  # fmt: skip


def find_phrased(text: str) -> Iterator[Found]:
    """The passwords of ``text`` said in the ways of the module docstring."""
    for match in _PASSPHRASE.finditer(text):
        words = match.group(1).split()
        if not placeholder(words[0]) and words[0].lower() not in ("the", "a", "an", "not"):
            yield "password", *_span(match, 1)
    for match in _QUOTED.finditer(text):
        group = next(n for n in range(1, 5) if match.group(n) is not None)
        value = match.group(group)
        words = value.split()
        if (
            2 <= len(words) <= 6
            and not hinted(text, match.start(), match.start(group))
            and not placeholder(value)
            and not TEMPLATE.search(value)
            and not re.search(rf"(?i)\b{_KEY}\b|\bpass", value)  # a message about passwords
            and not re.search(r"[(){}\[\]<>=;]", value)  # code between two quotes
        ):
            yield "password", *match.span(group)
    for pattern in (_NUMERIC, _WIFI_QR):
        for match in pattern.finditer(text):
            yield "password", *match.span(1)
    for match in _QUOTED_WORD.finditer(text):
        value = match.group(2)
        if hinted(text, match.start(), match.start(2)) or ordinary(value) or sample(value):
            continue
        if not placeholder(value) and not SAMPLE.search(value) and value.lower() not in _DEFAULTS:
            yield "password", *match.span(2)
    for match in _APP_PASSWORD.finditer(text):
        yield "password", *match.span(1)
    for match in _METHOD.finditer(text):
        if not placeholder(match.group(1)) and not TEMPLATE.search(match.group(1)):
            yield "password", *match.span(1)
    for match in _PGPASS.finditer(text):
        if _any_shape(match.group(1)):
            yield "password", *_span(match, 1)
    for match in _USE_AS.finditer(text):
        group = 1 if match.group(1) is not None else 2
        value = match.group(group)
        if (group == 1 and not placeholder(value) and len(value.split()) <= 8) or (
            _any_shape(value) or _password(value)
        ):
            yield "password", *_span(match, group)
    for pattern in _LOOKS_THE_PART:
        for match in pattern.finditer(text):
            if pattern is _WIFI_COLON and ":" in match.group(1):
                continue  # "WIFI:T:nopass;S:…": a Wi-Fi QR code's fields, no key in them
            if _password(match.group(1)):
                yield "password", *_span(match, 1)
    for pattern, secret in ((_TYPED, _typed_secret), (_PART, _part_of_a_secret)):
        for match in pattern.finditer(text):
            if secret(text, match):
                yield "password", *_span(match, 1)
    for match in _CONFIG_CALL.finditer(text):
        # define('DB_PASSWORD', '…'), option key '…', uci set ….key='…': a setting named
        # for a secret and its quoted value.
        value = match.group("value")
        if _made_up(value):
            continue
        if len(value) >= 6 and not ordinary(value):
            yield "password", match.start("value"), match.end("value")
    for match in _ENV_LINE.finditer(text):
        at = 3 if match.group(1) else 6
        name, value = match.group(at - 2), match.group(at)
        if points_elsewhere(name) or value.startswith(("/", "~", "./", "http")):
            continue
        if _made_up(value):
            continue
        if _SAMPLE_WORDS.search(value) and re.fullmatch(r"[\w.-]+", value):
            continue  # "JWT_SECRET=my-secret-key", "PASSWORD=mypassword1": a sample
        if value.isdigit() and not re.search(r"PASS|PWD|PIN", name):
            continue  # TOKEN_LIMIT=4096 names no token
        kind = "password" if re.search(r"PASS|PWD", name) else "high-entropy-secret"
        yield kind, *match.span(at)
