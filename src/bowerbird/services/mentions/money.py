"""Sums of money in any currency and spelling ("$1,850" = "1850 dollars" = "1,850 USD",
"twenty pence", "EUR 0.11"), and the readers that find them.
"""

from __future__ import annotations

import re

from .base import Mention, _Add, _fmt
from .numbers import _NUMBER, _UNITS, _WORD_NUMBER, _number, _spelled

_CURRENCY_SIGNS = {"$": "usd", "£": "gbp", "€": "eur", "¥": "jpy", "₹": "inr"}
_CURRENCY_WORDS = {
    "usd": "usd", "dollar": "usd", "dollars": "usd", "bucks": "usd", "gbp": "gbp",
    "pound": "gbp", "pounds": "gbp", "quid": "gbp", "eur": "eur", "euro": "eur",
    "euros": "eur", "cad": "cad", "aud": "aud", "chf": "chf", "jpy": "jpy", "yen": "jpy",
    "inr": "inr", "rupees": "inr", "nzd": "nzd", "sek": "sek", "nok": "nok", "dkk": "dkk",
}  # fmt: skip

# A sum written with a decimal comma ("39,90 EUR", "€12,50"): two digits after the comma
# are cents (three are thousands: "1,350").
_DECIMAL_COMMA = r"\d+,\d{2}(?![\d,])"
_MONEY = re.compile(
    rf"(?P<sign>[$£€¥₹])\s?(?P<num>{_DECIMAL_COMMA}|{_NUMBER})(?P<scale>k|m|bn)?\b"
    # "25,00 €", "2,99 €": the sign after the sum, as much of Europe writes it.
    rf"|(?<![\w.,])(?P<num3>{_DECIMAL_COMMA}|\d+(?:\.\d+)?)\s?(?P<sign3>[€£$])(?![\w$£€])"
    rf"|(?P<num2>{_DECIMAL_COMMA}|{_NUMBER})(?P<scale2>k|m)?\s?(?P<cur>"
    + "|".join(sorted(_CURRENCY_WORDS, key=len, reverse=True))
    + r")\b",
    re.I,
)
# "eight pound fifty", "12 euros 40": a sum said as units, then hundredths.
_MONEY_AND_CENTS = re.compile(
    rf"(?<![\w.])(?P<num>{_NUMBER})\s?(?P<cur>pounds?|quid|euros?|dollars?|bucks)\s+"
    rf"(?:and\s+)?(?P<cents>{_NUMBER})(?:\s*(?:p|pence|cents?))?(?![\w%])",
    re.I,
)
# Cents of a currency the text does not name: "11 cents a word".
# (Not gold's or a stone's carats: "22ct leaf", "18ct white gold", "a 2 ct diamond".)
_CENTS = re.compile(
    r"(?<![\w.£$€])(?P<num>\d{1,3})\s?(?:cents?|ct(?!\s+(?:gold|leaf|white|yellow|rose|"
    r"diamonds?|rings?|bands?|sapphires?|rub(?:y|ies)|emeralds?|stones?)\b))\b",
    re.I,
)
# A currency's code before its sum, in capitals ("EUR 0.11/word", "USD 1200").
_CODE_FIRST = re.compile(
    r"\b(?P<cur>"
    + "|".join(code.upper() for code, cur in _CURRENCY_WORDS.items() if code == cur)
    + r")\s?(?P<num>\d+(?:\.\d+)?)(?![\w.,]\d)"
)
# Pence: "12p a word" (one or two digits: "1080p" is a screen's lines).
# ("180p/ewe" too; never a video's lines, "480p", "720p".)
_PENCE = re.compile(
    r"(?<![\w.£$€])(?!(?:144|240|360|480|576|720)p)(?P<num>\d{1,3}(?:\.\d+)?)p\b(?![\w-])"
)
_PENCE_WORD = re.compile(
    rf"(?<![\w.£$€])(?P<num>\d{{1,2}}(?:\.\d+)?|{_WORD_NUMBER})\s+pence\b", re.I
)


# Pounds said as the British say them: "a tenner", "two fivers", "five grand", and "a ton"
# where a price is told ("callout: a ton + parts", "charged a ton"; never "a ton of …").
_SLANG_SUMS = {"tenner": 10.0, "fiver": 5.0, "grand": 1000.0, "ton": 100.0}
_SLANG = re.compile(
    rf"(?<![\w£$€])(?:(?P<one>an?|one)|(?P<num>{_NUMBER}))\s+(?P<word>tenner|fiver)s?\b"
    rf"|(?<![\w£$€])(?:(?P<one2>an?|one)|(?P<num2>{_NUMBER}))\s+(?P<word2>grand)\b"
    r"|(?:[:=]\s*|[-–]\s+|\b(?:costs?|charges?|charged|paid|pays?)\s+)(?P<ton>a\s+ton)\b"
    r"(?!\s+of\b)",
    re.I,
)


def _read_slang_sums(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: pounds said in slang ("a tenner", "five grand", "a ton")."""
    for m in _SLANG.finditer(text):
        if m["ton"]:
            add("money:gbp", _fmt(_SLANG_SUMS["ton"]), m.start("ton"), m.end("ton"))
            continue
        word = (m["word"] or m["word2"]).lower()
        count = 1.0 if (m["one"] or m["one2"]) else _number(m["num"] or m["num2"])
        if count is not None:
            add("money:gbp", _fmt(count * _SLANG_SUMS[word]), m.start(), m.end())


def _read_money_and_cents(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: money and cents."""
    for m in _MONEY_AND_CENTS.finditer(text):
        num, cents = _number(m["num"]), _number(m["cents"])
        after = re.match(r"\s*([a-z]+)", text[m.end() :], re.I)
        if num is None or cents is None or not 0 < cents < 100 or cents != int(cents):
            continue
        if after and after.group(1).lower() in _UNITS:
            continue  # "20 euros 5 kg": the second number is measured, no hundredths
        add(
            f"money:{_CURRENCY_WORDS[m['cur'].lower()]}",
            _fmt(num + cents / 100),
            m.start(),
            m.end(),
        )


def _read_money(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: money."""
    for m in _MONEY.finditer(text):
        said = m["num"] or m["num2"] or m["num3"] or ""
        num = _number(said.replace(",", ".") if re.fullmatch(_DECIMAL_COMMA, said) else said)
        if num is None:
            continue
        scale = (m["scale"] or m["scale2"] or "").lower()
        num *= {"k": 1e3, "m": 1e6, "bn": 1e9}.get(scale, 1)
        cur = (
            _CURRENCY_SIGNS.get(m["sign"] or m["sign3"] or "", "")
            or _CURRENCY_WORDS[(m["cur"] or "").lower()]
        )
        add(f"money:{cur}", _fmt(num), m.start(), m.end())


def _read_pence(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: pence."""
    for m in _PENCE.finditer(text):
        add("money:gbp", _fmt(float(m["num"]) / 100), m.start(), m.end())  # "12p a word"


def _read_pence_word(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: pence word."""
    for m in _PENCE_WORD.finditer(text):
        pence = float(m["num"]) if m["num"][0].isdigit() else _spelled(m["num"].lower())
        if pence is not None:
            add("money:gbp", _fmt(pence / 100), m.start(), m.end())  # "twenty pence"


def _read_cents(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: cents."""
    for m in _CENTS.finditer(text):
        # "11 cents a word": hundredths of a currency the text does not name (the judge
        # reads them in the other statement's: "€0.11 per word").
        add("money:cent", _fmt(float(m["num"]) / 100), m.start(), m.end())


def _read_code_first(text: str, add: _Add, found: list[Mention]) -> None:
    """A pass of ``mentions``: code first."""
    for m in _CODE_FIRST.finditer(text):
        add(f"money:{m['cur'].lower()}", _fmt(float(m["num"])), m.start(), m.end())  # "EUR 0.11"
