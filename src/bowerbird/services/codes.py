"""Secrets that are not tokens: short codes and personal numbers that open something or prove
who someone is — PINs and door, alarm or locker codes, a card's security code, bank and
identity numbers (IBAN, account, social security, passport, national insurance), answers to
security questions, recovery codes, authenticator seeds, wallet seed phrases, session ids.

Each rule needs the label that says what the value is ("PIN", "alarm code", "IBAN", "seed
phrase"): a four-digit number alone is a year, a room or a price, never redacted for looking
like a code. Where a number has its own check (IBAN's mod 97, a social security number's
ranges) the check decides too. ``redact.find_secrets`` runs these beside its token rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

Found = tuple[str, int, int]  # (kind, start, end)

# What opens a door, a phone or an account with digits. "combination" and "combo" alone
# need a connector ("the locker combination is 22-14-36"): "a combination of 2024 features".
_CODE_LABEL = (
    r"(?:(?:sim\s+)?(?:pin(?:\s*(?:code|number))?|puk(?:\s*code)?)|pass\s?code|"
    r"(?:door|alarm|gate|garage|keypad|lock|locker|safe|unlock|entry|access|building|lockbox|"
    r"key\s?box|voicemail|phone|screen|ipad|iphone|tablet|disarm|bike\s+lock|padlock|"
    r"verification|confirmation|one[- ]time|otp|2fa|sms|login|sign[- ]in)"
    r"\s*(?:code|pin|combination|combo|passcode|number)|keypad|geheimzahl|pin-?code)"
)
_CODE = re.compile(
    rf"(?i)\b{_CODE_LABEL}\b"
    # What it opens: "the passcode for the voicemail is …", "the PIN to my card is …".
    r"(?:\s+(?:for|to|of|on|at|de|del|von|für|van|do|da|meiner|meines|mi|mon|ma)\s+"
    r"(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
    # A few words before the connector: "the code they texted me is …", "code I set: …".
    r"(?:(?:\s+[\w'-]+){0,4}?\s*(?:is|was|:|=|-|—|now|ist|es|est|c'est|é|è)\s*|\s+)[\"'`]?"
    r"([#*]?\d[\d #*-]{2,18}[\d#*]|\d{4,12})(?![\w-])"
)
_COMBINATION = re.compile(
    r"(?i)\b(?:combination|combo)\b(?:\s+(?:for|to|of|on)\s+(?:the\s+|my\s+)?[\w'-]+)?"
    r"(?:\s*(?:is|was|:|=)\s*[\"'`]?(\d[\d #*-]{2,18}\d)|\s+(\d{1,2}(?:-\d{1,2}){2,5}))"
    r"(?![\w-])"
)
# Identity numbers by their label: a driving licence, a tax id, Aadhaar.
_ID_NUMBER = re.compile(
    r"(?i)\b(?:driver'?s?\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e\s+number|aadhaar|"
    r"steuer-?id|steuernummer|tax\s+(?:id|number)|tin|national\s+id|id\s+card)"
    r"(?:\s+(?:number|no\.?|#))?(?:\s*(?:is|:|ist|es|est)\s*|\s+)"
    r"([A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){5,22})(?![\w-])"
)
_CARD_CODE = re.compile(
    r"(?i)\b(?:cvv2?|cvc2?|csc|cid|card\s+security\s+code|security\s+code)\b"
    r"\s*(?:is|:|=|-|#)?\s*(\d{3,4})(?![\w-])"
)
_IBAN = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)(?![\w-])")
_SSN_LABELLED = re.compile(
    r"(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?)\b[^\d\n]{0,20}?"
    r"(\d{3}[- ]?\d{2}[- ]?\d{4})(?![\w-])"
)
_SSN_DASHED = re.compile(r"(?<![\w-])((?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4})(?![\w-])")
_PASSPORT = re.compile(
    r"(?i)\bpassport\s*(?:number|no\.?|num|#)?\s*(?:is|:|=|-)?\s*([A-Z0-9]{6,9})(?![\w-])"
)
_NATIONAL_ID = re.compile(
    r"(?i)\b(?:national\s+insurance(?:\s+number)?|ni\s+number|nino)\b\s*(?:is|:|=|-)?\s*"
    r"([A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D])(?![\w-])"
)
_ACCOUNT = re.compile(
    r"(?i)\b(?:(?:bank\s+)?account\s+(?:number|no\.?|#)|acct\.?\s*(?:number|no\.?|#)|"
    r"routing\s+number|sort\s+code)\s*(?:is|:|=|-)?\s*(\d[\d -]{4,22}\d)(?![\w-])"
)
# Security questions: a maiden name always is one; a first pet, school or the town of birth
# only where the text says it answers a security question.
_MAIDEN = re.compile(
    r"(?i)\bmaiden\s+name\b[^.!?\n]{0,20}?\s(?:is|was|:)\s+((?:[A-Z][\w'-]+)(?:[ -][A-Z][\w'-]+)?)"
)
_ANSWER = re.compile(
    r"(?i)\b(?:first\s+(?:pet|car|school|teacher|street|job|employer)(?:'s\s+name)?|"
    r"street\s+I\s+grew\s+up\s+on|the\s+answer|"
    r"(?:city|town)\s+(?:where\s+)?I\s+was\s+born(?:\s+in)?|childhood\s+(?:best\s+)?friend|"
    r"favou?rite\s+(?:teacher|childhood\s+\w+)|memorable\s+(?:word|place|date))\b"
    r"[^.!?\n]{0,30}?\s(?:is|was|:)\s+([^.,;!?\n]{2,40})"
)
# "For the bank's secret question (…) I answered Valparaiso", "security answer: Biscuit".
_ANSWERED = re.compile(
    r"(?i)\b(?:security|secret)\s+(?:question|answer)s?\b"
    r"(?:[^.:\n]{0,80}?\banswer(?:ed|s)?(?:\s+(?:is|was|with))?|[^.:\n]{0,80}?:)\s+"
    r"[\"'`]?([^.,;:!?\n\"'`]{2,40})(?=[.,;!?\n\"'`]|$)"
)
_ASKED = re.compile(r"(?i)security\s+(?:question|answer)|answer\s+(?:to|for)|verification|recovery")
_CODE_LIST_LABEL = re.compile(
    r"(?i)\b(?:recovery|backup|2fa|mfa|one[- ]time|scratch|emergency|reset)\s+codes?\b"
    r"[^:\n.]{0,40}?(?::|are|is)"
)
# One listed code with its numbering and separators ("3.", "-", ","), checked word by word.
_CODE_WORD = re.compile(r"[-*•\d.)]*[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12})*[,;]*|[-*•\d.)]+")
_LISTED_CODE = re.compile(r"(?<![\w-])([A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12})*)(?![\w-])")
_TOTP = re.compile(
    r"(?i)\b(?:2fa|totp|mfa|otp|authenticator|two[- ]factor|setup|qr)\b[^.\n]{0,40}?"
    r"\b(?:key|secret|seed|code)\b[^.\n]{0,40}?(?:is|:|=)?\s*"
    r"((?:[A-Z2-7]{4} ?){3,15}[A-Z2-7]{4}|[A-Z2-7]{16,64})(?![\w-])"
)
_SEED_LABEL = re.compile(
    r"(?i)\b(?:(?:seed|recovery|mnemonic|secret|backup|wallet)\s+(?:phrase|words|sentence)|"
    r"wallet\s+seed|seed|mnemonic|(?:12|15|18|21|24)\s+words)\b"
    r"[^:\n]{0,40}?(?:is|are|:)\s*[\"'`]?"
)
_WORDS_LINE = re.compile(r"(?m)^\s*((?:[a-z]{3,8} +){11}(?:[a-z]{3,8} +){0,12}[a-z]{3,8})\s*$")
# Words a seed phrase's list (BIP39) never holds: a line of them is prose.
_NOT_SEED = frozenset(
    """the and but for with that this from have what when your you are was were will would
    there their they then than them some also just like into over only very been being""".split()
)
_SESSION = re.compile(
    r"(?i)\b(?:phpsessid|jsessionid|asp\.net_sessionid|connect\.sid|sessionid|csrftoken|"
    r"session[ _-]?(?:id|token|cookie|key))\b(?:\s+cookie)?\s*(?:is|:|=)?\s*[\"'`]?"
    r"([A-Za-z0-9%._/+=-]{16,})"
)


def _iban_valid(value: str) -> bool:
    compact = value.replace(" ", "")
    if not 15 <= len(compact) <= 34:
        return False
    moved = compact[4:] + compact[:4]
    digits = "".join(str(int(c, 36)) for c in moved)
    return int(digits) % 97 == 1


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def find_codes(text: str) -> Iterator[Found]:
    """The codes and personal numbers in ``text`` (see the module docstring)."""
    for match in _CODE.finditer(text):
        if _digits(match.group(1)) >= 4:
            yield "pin", *match.span(1)
    for match in _COMBINATION.finditer(text):
        group = 1 if match.group(1) else 2
        if _digits(match.group(group)) >= 3:
            yield "pin", *match.span(group)
    for match in _ID_NUMBER.finditer(text):
        if _digits(match.group(1)) >= 6:
            yield "id-number", *match.span(1)
    for match in _CARD_CODE.finditer(text):
        yield "card-security-code", *match.span(1)
    for match in _IBAN.finditer(text):
        if _iban_valid(match.group(1)):
            yield "iban", *match.span(1)
    for pattern in (_SSN_LABELLED, _SSN_DASHED):
        for match in pattern.finditer(text):
            yield "ssn", *match.span(1)
    for match in _PASSPORT.finditer(text):
        if _digits(match.group(1)) >= 5:
            yield "passport-number", *match.span(1)
    for match in _NATIONAL_ID.finditer(text):
        yield "national-id", *match.span(1)
    for match in _ACCOUNT.finditer(text):
        if _digits(match.group(1)) >= 6:
            yield "bank-account", *match.span(1)
    for match in _MAIDEN.finditer(text):
        yield "security-answer", *match.span(1)
    if _ASKED.search(text):
        for match in _ANSWER.finditer(text):
            yield "security-answer", *match.span(1)
    for match in _ANSWERED.finditer(text):
        yield "security-answer", *match.span(1)
    yield from _listed_codes(text)
    for match in _TOTP.finditer(text):
        yield "totp-secret", *match.span(1)
    yield from _seed_phrases(text)
    for match in _SESSION.finditer(text):
        if _digits(match.group(1)) >= 3:
            yield "session-id", *match.span(1)


def _listed_codes(text: str) -> Iterator[Found]:
    """Each code after a label ("GitHub recovery codes: 8f3a2-b91c4 0d7e6-01ab…"), to the
    end of its line (at most 20), that holds a digit — and on the lines after it while they
    hold codes alone."""
    for label in _CODE_LIST_LABEL.finditer(text):
        line_end = text.find("\n", label.end())
        end = len(text) if line_end < 0 else line_end
        while end < len(text):  # the codes listed one a line below the label
            following = text.find("\n", end + 1)
            line = text[end + 1 : len(text) if following < 0 else following]
            words = line.split()
            if not words or not all(_CODE_WORD.fullmatch(word) for word in words):
                break
            end = len(text) if following < 0 else following
        for n, match in enumerate(_LISTED_CODE.finditer(text, label.end(), end)):
            if n >= 20:
                break
            if _digits(match.group(1)) >= 2:
                yield "recovery-code", *match.span(1)


def _seed_phrases(text: str) -> Iterator[Found]:
    """A wallet's 12 to 24 words, after their label (as many as a phrase may hold), or alone
    on a line of their own."""
    for label in _SEED_LABEL.finditer(text):
        words = list(re.finditer(r"[a-z]{3,8}", text[label.end() : label.end() + 400]))
        run: list[re.Match[str]] = []
        for word in words:  # the words that follow each other, by spaces or commas only
            gap = text[label.end() + run[-1].end() : label.end() + word.start()] if run else ""
            if run and not re.fullmatch(r"(?:[ ,\n]|\d{1,2}[.)]?)+", gap):
                break
            run.append(word)
        length = max((n for n in (12, 15, 18, 21, 24) if n <= len(run)), default=0)
        if length:
            yield "seed-phrase", label.end() + run[0].start(), label.end() + run[length - 1].end()
    for line in _WORDS_LINE.finditer(text):
        listed = line.group(1).split()
        if len(listed) in (12, 15, 18, 21, 24) and not _NOT_SEED.intersection(listed):
            yield "seed-phrase", *line.span(1)
