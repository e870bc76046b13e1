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

from .secret_values import SPELT_DIGITS, ordinary

Found = tuple[str, int, int]  # (kind, start, end)

# A code of letters and digits ("A7314", "4C82B"): both in it, four to ten of them, and no
# ordinal or measure ("3rd", "10mm", "8GB"). An ordinal is written in small letters: "68TH"
# after "the door code is" is a code.
_MEASURE_UNITS = r"am|pm|mm|cm|km|kg|gb|mb|ml|hrs?|mins?"
_MIXED = (
    rf"(?!\d+(?:(?-i:st|nd|rd|th)|{_MEASURE_UNITS})(?![\w-]))"
    r"(?!(?:19|20)\d\d[qQhHwW]\d{1,2}(?![\w-]))"  # "2024Q1": a quarter, no code
    r"(?=[A-Za-z]{0,9}\d)(?=\d{0,9}[A-Za-z])[A-Za-z0-9]{4,10}"
)
_MIXED_CODE = re.compile(_MIXED)
# A code of letters and digits is told with a word or a mark between ("is A7314", "code:
# 4C82B"), never only a space after a word ("PIN diode 1N4007").
_TOLD = re.compile(
    r"(?i)(?:\bis|\bwas|:|=|->|=>|→|-|—|\bnow|\bist|\bes|\best|c'est|é|è|\bto|it'?s|"
    r"opens\s+with)\s*[\"'`]?$"
)

# What opens a door, a phone or an account with digits. "combination" and "combo" alone
# need a connector ("the locker combination is 22-14-36"): "a combination of 2024 features".
_CODE_LABEL = (
    r"(?:(?:sim\s+)?(?:pin(?:\s*(?:code|number))?|puk(?:\s*code)?)|pass\s?code|"
    r"(?:door|alarm|gate|garage|keypad|lock|locker|safe|unlock|entry|access|building|lockbox|"
    r"key\s?box|voicemail|phone|screen|ipad|iphone|tablet|disarm|bike\s+lock|padlock|"
    r"verification|confirmation|one[- ]time|otp|2fa|sms|login|sign[- ]in|backup|recovery|override|"
    r"alarmanlage|tür|tor|haustür|garagen|registration|security|access)"
    r"(?:\s+[a-z]+)?\s*(?:code|pin|combination|combo|passcode|number|lock)|keypad|geheimzahl|"
    r"pin-?code|pin\s*#|"
    r"otp|one[- ]time\s+(?:password|passcode))"
)
_CODE = re.compile(
    rf"(?i)\b{_CODE_LABEL}\b"
    # What it opens: "the passcode for the voicemail is …", "the PIN to my card is …".
    r"(?:\s+(?:for|to|of|on|at|de|del|von|für|van|do|da|meiner|meines|mi|mon|ma)\s+"
    r"(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
    # A few words before the connector: "the code they texted me is …", "code I set: …".
    r"(?:(?:\s+[\w'-]+){0,4}?\s*(?:is|was|:|=|->|=>|→|-|—|now|ist|es|est|c'est|é|è|"
    r"(?:changed|set|updated|reset)\s+to|to|,?\s*it'?s|opens\s+with)\s*|\s+)"
    # A hedge is how the value was told, no value: "the pin is approx. 4831", "e.g. 0000".
    r"(?:(?:approx\.?|approximately|e\.\s?g\.|eg\.|i\.\s?e\.|roughly|probably|maybe|perhaps|"
    r"something\s+like)\s+)?"
    r"[\"'`]?"
    rf"([#*]?\d[\d #*-]{{2,18}}[\d#*]|\d{{4,12}}|{_MIXED})(?![\w-])"
)
# A code read out in words: "My PIN is four seven two nine", "the door code is
# one-two-three-nine".
_CODE_SPELT = re.compile(
    rf"(?i)\b{_CODE_LABEL}\b"
    r"(?:\s+(?:for|to|of|on)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
    r"\s*(?:is|was|:|=|-|—)\s*(" + SPELT_DIGITS + ")"
)
# "the code to the gate is 1942": a code named by what it opens.
_CODE_TO = re.compile(
    r"(?i)\bcode\s+(?:to|for|of)\s+(?:the\s+|my\s+|our\s+|your\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:door|gate|garage|alarm|safe|lock|locker|building|house|flat|apartment|office|room|"
    r"lockbox|keybox|key\s?safe|padlock|shed|storage|vault|entrance|lobby|basement|cellar|"
    r"front|back|side|main)\b(?:\s+[\w'-]+){0,2}?\s*(?:is|was|:|=|->|=>|→|-|—)\s*[\"'`]?"
    rf"(\d[\d #*-]{{2,18}}[\d#*]|\d{{4,12}}|{_MIXED})(?![\w-])"
)
# "The padlock on the shed opens with 0702."
_OPENS_WITH = re.compile(
    r"(?i)\b(?:padlock|lock|safe|locker|lockbox|key\s?box|key\s?safe|bike\s+lock)\b"
    # ("My locker number is 114": which locker, no code.)
    r"(?!\s+(?:number|no\.?|#|room|bank|key)\b)"
    r"[^.\n]{0,40}?\b(?:opens\s+(?:with|to)|is\s+set\s+to|set\s+(?:it\s+)?to|is|:)\s+[\"'`]?"
    r"(\d[\d #*-]{1,18}[\d#*]|\d{3,12})(?![\w-])(?!\s*(?:kg|lb|cm|mm|m|%|years?|days?)\b)"
)
# A code later in a sentence about what it opens: "keypad by the green door, code 4719 then
# #", "lockbox … on the gas meter, combo 0627", "House alarm: disarm with 8051".
_CODE_NEAR = re.compile(
    r"(?i)\b(?:keypad|door|gate|alarm|lock|lockbox|key\s?safe|key\s?box|safe|entry|locker|"
    r"padlock)\b[^.\n]{0,60}?\b(?:(?:code|combo|combination|pin)\b\s*(?:is|:|=|-)?|"
    r"(?:disarm|unlock|open)(?:s|ed)?\s+(?:it\s+)?(?:with|using))\s*[\"'`]?"
    rf"(\d[\d #*-]{{2,18}}[\d#*]|\d{{4,12}}|{_MIXED})(?![\w-])"
    r"(?!\s*(?:kg|lb|cm|mm|m|%|years?|days?|seconds?)\b)"
)
# "Our code is 1776": somebody's own code.
_OWN_CODE = re.compile(
    r"(?i)\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?code\s+(?:is|was|:)\s+"
    r"(\d{4,8})(?![\w-])"
)
_NOT_OWN = re.compile(
    r"(?i)zip|postal|post|area|country|error|status|exit|promo|discount|"
    r"coupon|source|dress|tax|sort|bar|qr|color|colour"
)
# A recovery code named alone: "GitHub recovery code c8e1f-70a2d".
_ONE_RECOVERY_CODE = re.compile(
    r"(?i)\b(?:recovery|backup|scratch)\s+code(?:\s+is\s+|\s*:\s*|\s+)"
    r"((?=[a-z0-9 ]*\d)[a-z0-9]{4}(?: [a-z0-9]{4}){2,5}|[a-z0-9]{4,6}-[a-z0-9]{4,6}|"
    # One long code as Bitwarden prints it (32 letters and digits).
    r"(?=(?:[a-z]*\d){3})[a-z0-9]{20,40}|"
    r"\d{4}[ -]?\d{4})(?![\w-])"
)
# "The insurer's memorable word is 'thimble'": an answer by its name.
_MEMORABLE = re.compile(
    r"(?i)\bmemorable\s+(?:word|place|date|name|phrase|information|info|answer)"
    # What it is for: "My memorable word for the bank is …".
    r"(?:\s+(?:for|with|at|on)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
    r"(?:\s+(?:is|was)|\s*:)\s+[\"'`“]?"
    r"([^\s\"'`”.,;]{3,40})"
)
# A card by its brand: "Visa 4716-2210-8934-5571" (the Luhn check aside).
_BRAND_CARD = re.compile(
    r"(?i)\b(?:visa|mastercard|master\s+card|amex|american\s+express|discover|maestro|"
    r"kreditkarte|carte)\b[^\d\n]{0,20}?(\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7})(?![\w-])"
)
_COMBINATION = re.compile(
    r"(?i)\b(?:combination|combo|kombination|combinaison|combinación|combinazione|"
    r"zahlenschloss|code\s+lock)\b"
    r"(?:\s+(?:for|to|of|on|für|vom|du|de|del)\s+(?:the\s+|my\s+|our\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,2}?)?"
    r"(?:\s*(?:is|was|:|=|—|–|-|→|->)\s*[\"'`]?(\d[\d #*-]{2,18}\d)|\s+(\d{1,2}(?:-\d{1,2}){2,5}))"
    r"(?![\w-])"
)
# Identity numbers by their label: a driving licence, a tax id, Aadhaar.
# Identity numbers' labels of more countries, as the gate of ``redact`` reads them too.
ID_WORDS = (
    "ausweis",
    "id card",
    "id-card",
    "identity card",
    "identit",
    "rijksregister",
    "nif",
    "nipc",
    "dula",  # cédula, cedula
    "αμκα",
    "αφμ",
    "nin ",
    "ghana card",
    "ird ",
    "pps ",
    "tax file",
    "resident id",
    # (Read by the redactor's first look too: a text naming none of these is not read.)
    "ahv",
    "avs",
    "svnr",
    "sozialversicherung",
    "versicherten",
    "identifikationsnummer",
    "jmbg",
    "oib",
    "emšo",
    "emso",
    "cnp",
    "egn",
    "егн",
    "rodn",
    "snils",
    "снилс",
    "inn",
    "инн",
    "rnokpp",
    "рнокпп",
    "emirates",
    "iqama",
    "isikukood",
    "asmens",
    "personas kods",
    "chi",
    # Chile's, Mexico's, Argentina's, Singapore's, Iceland's, Norway's, Australia's and the US
    # tax office's numbers, a health service's, a driving licence's "DL", an "ID no.".
    "rut",
    "curp",
    "cuit",
    "nric",
    "kennital",
    "dselsnummer",
    "tfn",
    "itin",
    "nhs",
    "medicare",
    "mbi",
    "dl ",
    "id no",
    "identity number",
)
_ALNUM = re.compile(r"[\W_]")
_ID_NUMBER = re.compile(
    r"(?i)\b(?:driver'?s?\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e\s+number|aadhaar|"
    r"steuer-?id|steuernummer|tax\s+(?:id|number)|tin|national\s+id|id\s+card|bsn|"
    r"burgerservicenummer|pesel|dni|nie|personnummer|henkilötunnus|ahv(?:-nr)?|cpr|cpf|"
    r"pan\s+(?:card\s+)?(?:number|no\.?)|f(?:ü|u)hrerscheinnummer|f(?:ü|u)hrerschein|"
    r"codice\s+fiscale|num(?:é|e)ro\s+de\s+s(?:é|e)curit(?:é|e)\s+sociale|"
    # Chile's, Mexico's, Argentina's, Singapore's, Iceland's, Norway's, Australia's and the US
    # tax office's numbers; a health service's; a driving licence's "DL"; an "ID no.".
    r"rut|curp|cuit|cuil|nric|kennitala(?:n)?|f(?:ø|o)dselsnummer|tfn|itin|"
    r"nhs\s+(?:number|no\.?)|medicare(?:\s+card)?(?:\s+(?:number|no\.?))?|mbi|"
    r"(?-i:DL)|id\s+(?:no\.?|number)|identity\s+number|"
    # Nigeria's bank verification number, Hong Kong's identity card, Japan's My Number.
    r"(?-i:BVN)|bank\s+verification\s+number|(?-i:HKID)|(?-i:My\s+Number)|"
    # Belgium's, Portugal's and Spain's tax numbers, Colombia's cédula, Greece's social
    # security (AMKA) and tax (AFM) numbers, Nigeria's NIN, Ghana's card, New Zealand's IRD,
    # Ireland's PPS, Australia's tax file number, a resident ID, an Indian PAN card.
    r"rijksregisternummer|nif|nipc|c(?:é|e)dula(?:\s+de\s+(?:ciudadan(?:í|i)a|identidad))?|"
    r"(?-i:ΑΜΚΑ|ΑΦΜ)|(?-i:NIN)|ghana\s+card(?:\s+pin)?|(?-i:IRD)|(?-i:PPS)|"
    r"tax\s+file\s+number|resident\s+id|pan\s+card|"
    r"medicare\s+beneficiary\s+identifier|"
    r"n°\s*de\s+s(?:é|e)cu(?:rit(?:é|e)\s+sociale)?|"
    # Switzerland's AHV/AVS and Austria's SVNR, Germany's tax ID and health insurance
    # number, the Balkans' JMBG/OIB/EMŠO, Romania's CNP, Bulgaria's EGN, the Czech and
    # Slovak birth number, Russia's SNILS and INN, Ukraine's RNOKPP, the Gulf's Emirates ID
    # and iqama, the Baltic personal codes, Scotland's CHI.
    r"ahv-?nummer|num(?:é|e)ro\s+avs|(?-i:AVS)|(?-i:SVNR)|sozialversicherungsnummer|"
    r"versichertennummer|(?:steuerliche\s+)?identifikationsnummer|(?-i:JMBG)|(?-i:OIB)|"
    r"(?-i:EM[ŠS]O)|(?-i:CNP)|(?-i:EGN)|ЕГН|rodn(?:é|e)\s+(?:č|c)(?:í|i)slo|(?-i:SNILS)|СНИЛС|"
    r"(?-i:INN)|ИНН|(?-i:RNOKPP)|РНОКПП|emirates\s+id|iqama|isikukood|asmens\s+kodas|"
    r"personas\s+kods|(?-i:CHI))"
    r"(?:\s+(?:number|no\.?)|\s*#)?"
    # What it is for, then a colon: "BSN voor de huurovereenkomst: …", "PESEL córki do
    # zapisu: …", "PPS number (for the Revenue form): …".
    r"(?:\s+(?:for|voor|für|pour|para|pra|per|do|da|de|del|della|dello|des|du|van|til|till|"
    r"för|of)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+(?=\s*:)|"
    r"\s+(?:[^\W\d_][\w'-]*\s+){0,4}?(?:[^\W\d_][\w'-]*)(?=\s*:\s*(?:[A-Z]*\d[ .-]?){6})|"
    r"\s*\([^()\n]{1,40}\)(?=\s*(?::|is\b))|"
    # Whose country, one word: "DNI argentino 30.123.456".
    r"\s+[^\W\d_]+(?=\s+(?:[A-Z]?\d[ .-]?){6}))?(?:-ul)?"
    r"(?:,?\s+(?:mín|min|mitt|my|meu|moj|mein|meine|mine)(?:\s+(?:ist|is)\s+übrigens)?)?"
    # "— it's …", Estonian "on", Latvian "ir", Romanian "este", Bulgarian Cyrillic "ie".
    r"(?:\s*(?:is|:|ist|es|est|é|è|är|er|jest|je|on|ir|este|е|[—–-]\s*it['’]s)\s*|\s+)"
    # (Hong Kong's check digit in brackets: "K482913(5)".)
    r"((?-i:[A-Z0-9](?:[A-Z0-9]|[ .-](?=[A-Z0-9])){5,22})(?:\([0-9A]\))?)(?![\w-])"
)
# Identity numbers after their label in scripts a word boundary does not read: Aadhaar
# (आधार), Korea's resident number (주민등록번호), China's (身份证号), Turkey's (TC kimlik),
# an Indian account number (खाता संख्या).
_SCRIPT_ID = re.compile(
    r"(?i)(?:आधार(?:\s*(?:नंबर|संख्या|कार्ड))?|खाता\s*संख्या|주민(?:등록)?번호|身份证号码?|身份證號碼?|"
    # Taiwan's, Japan's My Number, Israel's, Egypt's.
    r"身分證字號|マイナンバー|個人番号|(?:מספר\s+)?תעודת\s+זהות|الرقم\s+القومي|"
    # Pakistan's CNIC, Bangladesh's national ID card.
    r"شناختی\s+کارڈ(?:\s+نمبر)?|জাতীয়\s+পরিচয়পত্র(?:\s+নম্বর)?|"
    r"\bt\.?c\.?\s+kimlik(?:\s+(?:no|numaram[ıi]?|numaras[ıi]))?)"
    r"\s*(?:[:：]|है|는|은|是)?\s*((?:[A-Z])?(?:\d[ -]?){8,17}[\dXx])(?![\w-])"
)
# A word each of ``_SCRIPT_ID``'s labels holds (the redactor's first look reads these too).
SCRIPT_ID_WORDS = (
    "आधार",
    "खाता",
    "주민",
    "身份",
    "kimlik",
    "身分",
    "マイナンバー",
    "個人番号",
    "זהות",
    "القومي",
    "شناختی",
    "পরিচয়পত্র",
)
_CARD_CODE = re.compile(
    r"(?i)\b(?:cvv2?|cvc2?|csc|cid|card\s+security\s+code|security\s+code|(?:karten)?pr(?:ü|ue)fnummer|"
    r"pr(?:ü|ue)fziffer|cryptogramme(?:\s+visuel)?(?:\s+au\s+dos)?|c(?:ó|o)digo\s+de\s+seguridad|"
    r"codice\s+di\s+sicurezza|"
    r"セキュリティコード|安全码|보안\s?코드|"
    r"(?:three|3|four|4)[\s-]+digits?\s+on\s+the\s+(?:back|front)(?:\s+of\s+(?:the|my)\s+card)?"
    r"\s+(?:are|is))\b"
    r"(?:\s+(?:on|at|of|from|della|del|de|da|do|du|der|des|van)\s+"
    r"(?:(?:the|la|le|el|a|o|de|het)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:is|was|è|es|é|est|ist)|"
    r"\s*(?:is|:|=|-|#))?\s*(\d{3,4})(?![\w-])"
)
# A text about a payment card (a CID alone is also a compound's, a message part's id); a
# code printed "on the front" or "on the back" is a card's.
_CARD = re.compile(
    r"(?i)\b(?:card|amex|american\s+express|visa|mastercard|credit|debit|expir\w*|exp|"
    r"on\s+the\s+(?:front|back)(?!\s+(?:page|cover|door|row|seat|porch|garden|lawn)))\b"
)
_IBAN = re.compile(
    r"\b([A-Z]{2}\d{2}(?:(?P<sep>[ -]?)[A-Z0-9]{4})(?:(?P=sep)[A-Z0-9]{4}){1,6}"
    r"(?:(?P=sep)[A-Z0-9]{1,3})?)(?![\w-])"
)
_IBAN_NAMED = re.compile(
    r"(?i)\biban\b\s*(?::|is|=)?\s*([a-z]{2}\d{2}(?:[ -]?[a-z0-9]{4}){2,7}(?:[ -]?[a-z0-9]{1,3})?)"
    r"(?![\w-])"
)
_SSN_LABELLED = re.compile(
    r"(?i)\b(?:ssn|social(?:\s+security(?:\s+(?:number|no\.?|#))?)?)\b[^\d\n]{0,20}?"
    r"(\d{3}[- ]?\d{2}[- ]?\d{4})(?![\w-])"
)
# Canada's social insurance number: three groups of three digits.
_SIN = re.compile(
    r"(?:\bSIN\b|(?i:\bsocial\s+insurance(?:\s+number)?\b))[^\n]{0,30}?"
    r"(?<![\w-])(\d{3}[- ]?\d{3}[- ]?\d{3})(?![\w-])"
)
# A recovery key in dashed groups: "Apple recovery key: R7KQ-2WZP-…".
_RECOVERY_KEY = re.compile(
    r"(?i)\b(?:recovery|rescue|emergency|bitlocker|backup)\s+key\b\s*(?:is|:|=)?\s*"
    r"([A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,})(?![\w-])"
)
_SSN_DASHED = re.compile(r"(?<![\w-])((?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4})(?![\w-])")
# A passport's number after its own name (not "pass"): a German one has three digits or
# fewer ("Reisepassnummer: CJR8YVV64").
_PASSPORT_NAMED = re.compile(
    r"(?i)\b(?:passport|reisepass|passeport|pasaporte|passaporto|paszport|paspoort)"
    r"(?:\s*(?:number|no\.?|num|#|nr\.?)|nummer|numéro|número|numero|numer)"
    r"\s*(?:is|:|：|=|-|ist|est|es)?\s*((?-i:[A-Z0-9]{6,9}))(?![\w-])"
)
_PASSPORT = re.compile(
    r"(?i)(?:\b(?:passport|reisepass|passeport|pasaporte|passaporto|paszport|paspoort|pass)"
    r"(?:\s*(?:number|no\.?|num|#|nr\.?)|nummer|numéro|número|numero|numer)?|"
    r"旅券番号|パスポート番号|护照号码?|護照號碼|여권\s?번호)"
    r"\s*(?:is|:|：|=|-|ist|est|es)?\s*([A-Z0-9]{6,9})(?![\w-])"
)
# An identity document's number after its name, a few words between ("Mein Reisepass hat
# die Nummer C01X00T47", "Personalausweis: L01X00T47", "ID card number …").
_ID_DOCUMENT = re.compile(
    r"(?i)\b(?:personalausweis(?:nummer)?|ausweis(?:nummer)?|id[- ]card|identity\s+card|"
    r"carte\s+d'identit[ée]|carta\s+d'identit[àa]|reisepass|passport)"
    r"(?:\s+(?:(?:hat|has)\s+(?:die|the)\s+)?(?:nummer|number|no\.?|nr\.?))?"
    r"\s*(?:is|:|：|=|-|ist|lautet|est)?\s*((?-i:[A-Z0-9]{8,10}))(?![\w-])"
)
_NATIONAL_ID = re.compile(
    r"(?i)\b(?:national\s+insurance(?:\s+(?:number|no\.?))?|ni\s+(?:number|no\.?)|nino)"
    r"(?:\s+(?:is|:|=|-)\s*|\s*(?::|=|-)\s*|\s+)"
    r"([A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D])(?![\w-])"
)
_ACCOUNT = re.compile(
    r"(?i)\b(?:(?:bank\s+)?account\s+(?:number|no\.?|#)|acct\.?\s*(?:number|no\.?|#)|"
    r"a/c\.?\s*(?:number|no\.?|#)|"
    r"kontonummer|konto-?nr\.?|num[ée]ro\s+de\s+compte|n[úu]mero\s+de\s+cuenta|"
    r"numero\s+di\s+conto|rekeningnummer|numer\s+konta|account(?=\s+\d{7,17}(?![\w-]))|"
    r"acc\.?(?=\s*\d{6,17}(?![\w-]))|"
    r"routing\s+number|(?:to|from|into)\s+(?:my\s+|our\s+|the\s+)?account)"
    # (A cloud's account is no bank's: "AWS account 289546205943".)
    r"(?<!aws account)(?<!gcp account)(?<!azure account)"
    r"\s*(?:is|:|=|-)?\s*(\d[\d -]{4,22}\d)(?![\w-])"
)
# An account's number where the text names a bank's other numbers (routing, IFSC, sort code):
# "Routing: 026009593 / Account: 483920174", "IFSC SBIN0001234 A/C 30012345678"; or named
# as a bank's, a savings or a checking account: "Bank account: 76543219".
_ACCOUNT_AT_BANK = re.compile(
    r"(?i)\b(?:(?:bank|checking|savings|current|chequing|joint)\s+)?(?:account|acct|a/c)\b"
    r"(?:\s*(?:number|no\.?|#))?\s*(?::|=|\bis\b)?\s*(\d[\d -]{4,22}\d)(?![\w-])"
)
# (The bank's own numbers — routing, IFSC, sort code — name a branch, public; only the
# account's is taken.)
_BANK_WORDS = ("routing", "ifsc", "sort code", "swift", "bic", "iban", "aba", "bank")
# Security questions: a maiden name always is one; a first pet, school or the town of birth
# only where the text says it answers a security question.
_MAIDEN = re.compile(
    # (A vessel's "maiden" name or voyage is its first, no security answer.)
    r"(?i)(?<!ship's )(?<!boat's )(?<!vessel's )(?<!yacht's )"
    r"\bmaiden\s+name\b[^.!?\n]{0,20}?\s(?:is|was|:)\s+"
    r"((?-i:[A-Z][\w'-]+)(?:[ -](?-i:[A-Z])[\w'-]+)?)"
)
# A relative's other name given for a bank's or an account's check: "father's middle name:
# Bartholomew (used for bank verification)".
_KIN_NAME = re.compile(
    r"(?i)\b(?:mother|father|mum|mom|dad|grandmother|grandfather|grandma|grandpa|parent)(?:'s|s)"
    r"\s+(?:middle|maiden|first|birth|pet)\s+name\s*(?::|\bis\b|\bwas\b)\s*[\"'`]?"
    r"((?-i:[A-Z][\w'-]+)(?:[ -](?-i:[A-Z])[\w'-]+)?)"
    r"(?=[^.\n]{0,40}\b(?:verification|security|bank|answer|question|account|login)\b)"
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
    r"(?i)(?:\b|(?=[\"'“‘]))(?:(?:security|secret)\s+(?:question|answer|q)s?|sicherheitsfrage|"
    r"question\s+(?:de\s+s[ée]curit[ée]|secr[èe]te)|pregunta\s+(?:de\s+seguridad|secreta)|"
    r"answer\s+(?:to|for)\s+[\"'“][^\"'”\n]{3,60}[\"'”]|"
    # "for the 'city where your parents met' question I answered …"
    r"[\"'“‘][^\"'”’\n]{3,60}[\"'”’]\s+question)"
    r"(?:[^.\n]{0,80}?\b(?:answer(?:ed|s)?|respuesta|r[ée]ponse|antwort|resposta|risposta|"
    r"i\s+(?:put|used|wrote|gave|chose|typed|said))"
    r"(?:\s+(?:is|was|with))?\s*[:：]?|[^.=\n]{0,80}?(?:→|->|—)|[^.:=\n]{0,80}?[:=：]|"
    # The question quoted, then "is": "answer for 'street you grew up on' is …".
    r"(?<=[\"'”’])\s+(?:is|was))\s+"
    # The answer, to the clause's end or where the sentence goes on ("… on the bank but …",
    # "(mit Bindestrich)").
    r"[\"'`]?([^.,;:!?\n\"'`→]{2,40}?)"
    r"(?=\s*[.,;!\n\"'`(]|$|\s+(?:on|for|at|in|but|and|with|which|remember)\b)"
)
_ASKED = re.compile(r"(?i)security\s+(?:question|answer)|answer\s+(?:to|for)|verification|recovery")
_CODE_LIST_LABEL = re.compile(
    r"(?i)(?:\b(?:recovery|backup|2fa|mfa|one[- ]time|scratch|emergency|reset)\s+codes?\b|"
    r"c(?:ó|o)digos?\s+de\s+(?:recuperaci(?:ó|o)n|recupera(?:ç|c)(?:ã|a)o|respaldo|seguran(?:ç|c)a)|"
    r"codes?\s+de\s+(?:r(?:é|e)cup(?:é|e)ration|secours)|codici\s+di\s+(?:recupero|backup)|"
    r"wiederherstellungs-?codes?|backup-?codes?)"
    r"[^:\n.]{0,40}?(?::|are|is)"
)
# One listed code with its numbering and separators ("3.", "-", ","), checked word by word.
_CODE_WORD = re.compile(r"[-*•\d.)]*[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12})*[,;]*|[-*•\d.)]+")
_LISTED_CODE = re.compile(r"(?<![\w-])([A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12})*)(?![\w-])")
_TOTP = re.compile(
    r"(?i)(?:\b(?:2fa|totp|mfa|otp|authenticator|two[- ]factor|setup|qr)\b|二段階認証|二要素認証|"
    r"两步验证|双重验证|2단계\s?인증)[^.\n]{0,40}?"
    r"(?:\b(?:key|secret|seed|code|clave|chave|cl(?:é|e)|chiave|ключ)\b|schl(?:ü|ue)ssel|"
    r"シークレットキー|秘密鍵|セットアップキー|密钥|비밀\s?키)"
    r"[^.\n]{0,40}?(?:is|:|：|=)?\s*"
    # (In groups, any digit: a key copied with a slip, "4jfk 7xqp 2mzv 9dhw", is the secret
    # its owner keeps, whatever an authenticator would make of it.)
    # (Not digits alone: "the QR code on the 2024 2025 2026 2027 posters" gives years.)
    r"((?!(?:\d{4} ){3,15}\d{4}(?![\w-]))(?:[a-z0-9]{4} ){3,15}[a-z0-9]{4}(?![\w-])|"
    r"(?:[A-Z2-7]{4} ?){3,15}[A-Z2-7]{4}|[A-Z2-7]{16,64})"
    r"(?![\w-])"
)
# "Clé secrète 2FA (saisie manuelle) du compte OVH : VMD3…": the key named first.
_TOTP_NAMED_FIRST = re.compile(
    r"(?i)\b(?:cl(?:é|e)\s+secr[èe]te|secret\s+key|clave\s+secreta|chave\s+secreta|"
    r"geheimer\s+schl(?:ü|ue)ssel)\s+(?:2fa|totp|mfa|otp)\b[^.\n]{0,50}?(?:[:：=]|\bis\b)\s*"
    r"((?:[A-Z2-7]{4} ?){3,15}[A-Z2-7]{4}|[A-Z2-7]{16,64})(?![\w-])"
)
_SEED_LABEL = re.compile(
    r"(?i)\b(?:(?:seed|recovery|mnemonic|secret|backup|wallet)[\s-]+(?:phrase|words|sentence)|"
    r"frase\s+(?:de\s+)?(?:recupera\w+|semente|semilla)|palabras\s+de\s+recuperaci\w+|"
    r"phrase\s+de\s+r(?:é|e)cup(?:é|e)ration|wiederherstellungs(?:phrase|w(?:ö|o)rter)|"
    r"wallet\s+seed|seed|mnemonic|(?:12|15|18|21|24)\s+words)\b"
    r"[^:\n]{0,40}?(?:is|are|:|=)\s*[\"'`]?|(?:助记词|助記詞|ニーモニック|시드\s?문구)\s*(?:是|は|는|:|：)?\s*"
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


# A code in the other languages read, by its label, what it opens between, then the
# language's "is" or a mark: "le code du casier c'est 8046", "PIN de la tarjeta (2867)",
# "Kod do alarmu w sklepie: 6638", "Ihr Bestätigungscode lautet 402117".
_FOREIGN_CODE = re.compile(
    r"(?i)\b(?:digicode|code|codice|c(?:ó|o)digo|kod|код|pin\d?|puk\d?|(?:ş|s)ifre(?:si|m)?|"
    r"[a-zäöü]*(?:code|nummer)|geheimzahl|combinaci(?:ó|o)n|combinaison|combinazione|"
    # Spanish "clave", Romanian "codul", Hungarian "kód(om)", Swedish "koden", Finnish
    # "(vapautus)koodi(si)".
    r"clave|codul|k(?:ó|o)d(?:om|ja|unk|en|u)?|[a-zäöü]*koodi(?:si|ni|mme)?|"
    r"[a-zäöü]*kombination|"
    # Spanish "NIP", Portuguese "senha" of a card, Arabic "the secret number", Hindi "PIN"
    # (not "पिन कोड", India's postal code), Hebrew "(the) code".
    r"nip|senha|الرقم\s+السري|पिन(?!\s*कोड)|ה?קוד)\b(?:\s*#)?"
    # Words between, each with a letter ("de la tarjeta", "auf Station 5").
    r"(?P<between>(?:\s+(?=\S*[^\W\d_]|\d{1,4}[\s:])[^\s:;!?]*[^\s.:;!?,]){0,9}?)"
    # (One or two of them: "…telefónica: es 6055".)
    r"(?:(?:\s*(?:c'est|est|es|é|è|ist|lautet|jest|je|это|—|–|:|on|este|är|er)){1,2}\s*|\s+\(\s*|"
    r"(?<=[^\W\d_#])\s+(?=\d))"
    r"[\"'`]?([A-Z]?\d[\d -]{2,16}\d(?-i:[A-ZА-Я](?![\w-]))?|[A-Z]\d{3,8}|"
    rf"{_MIXED})(?![\w-])"
)
# A word one of ``_FOREIGN_CODE``'s labels holds: a text with none is not read for one (the
# redactor's first look reads these too).
FOREIGN_CODE_WORDS = (
    "cod", "cód", "kod", "kód", "kood", "clave", "код", "pin", "puk", "ifre", "nummer",
    "geheim", "combina", "kombina", "nip", "senha", "السري", "पिन", "קוד",
)  # fmt: skip
# What a foreign code's label may name that is no secret: a post code, an error, a promo.
_NOT_A_SECRET_CODE = re.compile(
    r"(?i)postal|post|zip|erreur|error|fehler|promo|rabatt|descuento|sconto|pays|país|area|"
    r"bar|qr|route|strada|source|quelle|fuente|tax|impuesto|steuer|plz|cap\b|cp\b|iso|hs|"
    r"naf|ape|siret|siren|isbn|ean|artikel|kunden|client|cliente|bestell|order|commande|pedido|"
    r"serial|serie|barcode|status|exit|http|response|source|lines?\b|zeile|ligne|l(?:í|i)nea|"
    r"colou?r|farb|couleur|here|hier|aqu(?:í|i)|qui\b|pocztow|postale|postleit|z(?:ä|ae)hler|"
    r"meter|vertrag|rechnung|invoice|sendung|tracking|compteur|contrat|factura|contador|"
    # A build's number ("versionCode 1422"), a chemical's (PubChem CID).
    r"version|build"
)
# Words of a rule about codes, not a code ("must be 6 digits", "can't be sequential").
_POLICY = re.compile(
    r"(?i)\b(?:must|can(?:no|['’])t|should(?:n['’]t)?|never|digits?|characters?|sequential|"
    r"repeated|example|e\.g\.)"
)
# "G-718293 is your Google verification code": the code said before its label.
_CODE_FIRST = re.compile(
    r"(?i)(?<![\w-])([A-Z]-?\d{4,8}|\d{4,8})\s+is\s+your\s+(?:[\w.-]+\s+){0,3}"
    r"(?:verification|confirmation|security|login|sign-in|one-time|access|otp|2fa)\s+code\b"
)
# A gift card's or a licence's code in dashed groups after its label.
_CLAIM_CODE = re.compile(
    r"(?i)\b(?:(?:claim|redemption|redeem|gift\s*card|voucher|activation|product|licen[cs]e|"
    r"prepaid)\s+(?:code|key)|[\wäöü]*(?:guthaben|gutschein)[\wäöü-]*|"
    r"tarjeta\s+regalo|carte\s+cadeau|geschenkkarte|buono\s+regalo|cart(?:ã|a)o[\s-]+presente|"
    r"ギフトカード|礼品卡)"
    r"[^\n.]{0,24}?(?<![\w-])((?-i:[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,4}|"
    # Undashed, as a gift card prints it: capitals and digits, three digits at least.
    r"(?=(?:[A-Z]*\d){3})[A-Z0-9]{12,20}))(?![\w-])"
)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")  # a date is no code, whatever its label
# A product key's shape, whatever its label: five groups of five ("VXY9D-JFYMQ-…").
_PRODUCT_KEY = re.compile(
    r"(?<![\w-])((?=(?:[A-Z0-9-]*\d){3})[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4})(?![\w-])"
)
# A one-time code after its label in the scripts written without spaces ("验证码 482716").
_GLUED_OTP = re.compile(
    r"(?:验证码|驗證碼|認証コード|確認コード|인증\s?번호)\s*[:：]?\s*[\[【(]?(\d{4,8})(?!\d)"
)
# A SIM's PUK is eight digits, wherever the sentence puts them.
_PUK = re.compile(r"(?i)\bpuk\b[^.\n]{0,60}?(?<![\d-])(\d{8})(?![\w-])")


def _iban_valid(value: str) -> bool:
    compact = value.replace(" ", "").replace("-", "")
    if not 15 <= len(compact) <= 34:
        return False
    moved = compact[4:] + compact[:4]
    digits = "".join(str(int(c, 36)) for c in moved)
    return int(digits) % 97 == 1


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


# Each rule: its kind, the words one of which a text must hold for the rule to be worth
# running (a substring test costs a fraction of a scan), the rule, and the digits its
# value needs. The value is the rule's first group that matched.
_RULES: tuple[tuple[str, tuple[str, ...], re.Pattern[str], int], ...] = (
    ("pin", ("pin", "puk", "code", "keypad", "geheim", "otp", "passcode", "lock", "one"), _CODE, 4),
    ("pin", ("lock", "safe", "box"), _OPENS_WITH, 3),
    ("recovery-code", ("recovery", "backup", "scratch"), _ONE_RECOVERY_CODE, 2),
    ("security-answer", ("memorable",), _MEMORABLE, 0),
    (
        "payment-card",
        ("visa", "master", "amex", "american", "discover", "maestro", "karte", "carte"),
        _BRAND_CARD,
        0,
    ),
    ("pin", ("code",), _CODE_TO, 4),
    ("pin", ("pin", "code", "combo", "combination"), _CODE_SPELT, 0),
    ("recovery-code", ("key",), _RECOVERY_KEY, 0),
    ("national-id", ("sin", "social"), _SIN, 0),
    ("pin", ("combo", "combina", "kombina", "zahlenschloss", "code lock"), _COMBINATION, 3),
    ("pin", ("keypad", "door", "gate", "alarm", "lock", "safe", "entry", "locker"), _CODE_NEAR, 4),
    (
        "id-number",
        (
            "licen",
            "aadhaar",
            "steuer",
            "tax",
            "tin",
            "national",
            "id card",
            "bsn",
            "burger",
            "pesel",
            "dni",
            "cpf",
            "pan ",
            "hrerschein",
            "nie",
            "personnummer",
            "henkil",
            "ahv",
            "cpr",
            "fiscale",
            "sociale",
            "sécu",
            "cuil",
            "id number",
            "dl#",
            "bvn",
            "bank verification",
            "hkid",
            "my number",
            *ID_WORDS,
            "pan card",
            "codice",
        ),
        _ID_NUMBER,
        6,
    ),
    (
        "card-security-code",
        (
            "cvv",
            "cvc",
            "csc",
            "cid",
            "digits on the",
            "security code",
            "crypto",
            "sicurezza",
            "prüf",
            "seguridad",
            "セキュリティコード",
            "安全码",
            "보안",
        ),
        _CARD_CODE,
        0,
    ),
    ("ssn", ("ssn", "social"), _SSN_LABELLED, 0),
    ("national-id", SCRIPT_ID_WORDS, _SCRIPT_ID, 9),
    ("ssn", ("-",), _SSN_DASHED, 0),
    (
        "passport-number",
        ("pass", "pasa", "paszp", "paspo", "旅券", "パスポート", "护照", "護照", "여권"),
        _PASSPORT,
        4,
    ),
    (
        "passport-number",
        ("passport", "reisepass", "passeport", "pasaporte", "paszp", "paspo"),
        _PASSPORT_NAMED,
        1,
    ),
    ("national-id", ("insurance", "ni number", "ni no", "nino"), _NATIONAL_ID, 0),
    (
        "national-id",
        ("ausweis", "id card", "id-card", "identity card", "identit", "reisepass", "passport"),
        _ID_DOCUMENT,
        1,
    ),
    (
        "bank-account",
        (
            "account",
            "acct",
            "a/c",
            "routing",
            "sort code",
            "konto",
            "compte",
            "cuenta",
            "conto",
            "rekening",
            "konta",
        ),
        _ACCOUNT,
        6,
    ),
    ("security-answer", ("maiden",), _MAIDEN, 0),
    ("security-answer", ("name",), _KIN_NAME, 0),
    ("bank-account", _BANK_WORDS, _ACCOUNT_AT_BANK, 6),
    (
        "security-answer",
        (
            "security",
            "secre",
            "sicherheit",
            "sécurité",
            "securite",
            "seguridad",
            "answer",
            "question",
        ),
        _ANSWERED,
        0,
    ),
    (
        "totp-secret",
        (
            "2fa",
            "totp",
            "mfa",
            "otp",
            "authenticator",
            "factor",
            "setup",
            "qr",
            "認証",
            "验证",
            "인증",
        ),
        _TOTP,
        1,
    ),
    ("totp-secret", ("2fa", "totp", "mfa", "otp"), _TOTP_NAMED_FIRST, 0),
    ("session-id", ("sess", "csrf", "sid"), _SESSION, 3),
    ("pin", ("code",), _CODE_FIRST, 4),
    (
        "recovery-code",
        (
            "code",
            "key",
            "guthaben",
            "gutschein",
            "regalo",
            "cadeau",
            "geschenk",
            "presente",
            "ギフト",
            "礼品",
        ),
        _CLAIM_CODE,
        1,
    ),
    ("pin", ("puk",), _PUK, 8),
    ("licence-key", ("-",), _PRODUCT_KEY, 3),
    ("pin", ("码", "碼", "コード", "번호"), _GLUED_OTP, 4),
)


def find_codes(text: str) -> Iterator[Found]:
    """The codes and personal numbers in ``text`` (see the module docstring)."""
    lowered = text.lower()
    for kind, words, rule, digits in _RULES:
        if not any(word in lowered for word in words):
            continue
        for match in rule.finditer(text):
            group = next(n for n in range(1, (rule.groups or 0) + 1) if match.group(n))
            value = match.group(group)
            if kind == "security-answer" and ordinary(value.split()[0]):
                continue  # "I'll answer it later": no answer given
            cid = rule is _CARD_CODE and match.group(0)[:3].lower() == "cid"
            if cid and not _CARD.search(text):
                continue  # "PubChem CID 2244", a message's Content-ID: a card's CID has a card
            # An identity number of letters and digits mixed ("SYZPV7862Z", "4TQ7-KM2-WR58")
            # after its label: fewer digits, but as long as a number of digits would be.
            mixed = kind == "id-number" and _digits(value) >= 3 and len(_ALNUM.sub("", value)) >= 9
            # A code of letters and digits ("NC6S", "A7314") is as long as one of digits.
            mixed = mixed or (kind == "pin" and _MIXED_CODE.fullmatch(value) is not None)
            if (_digits(value) >= digits or mixed) and not _ISO_DATE.fullmatch(value):
                yield kind, *match.span(group)
    if "code" in lowered:
        for match in _OWN_CODE.finditer(text):
            if not _NOT_OWN.search(text[match.start() : match.start(1)]):
                yield "pin", *match.span(1)
    if any(w in lowered for w in FOREIGN_CODE_WORDS):
        for match in _FOREIGN_CODE.finditer(text):
            named = text[max(0, match.start() - 12) : match.start(2)]  # "Zip code …"
            if _NOT_A_SECRET_CODE.search(named) or _digits(match.group(2)) < 3:
                continue
            if _POLICY.search(match["between"]):
                continue  # "PIN must be 4 to 6 digits and can't be 1234": a rule, no code
            bare = match.group(0)[:4].lower() in ("code", "pin ") and not match["between"].strip()
            if bare and not re.search(r"c'est|est|ist|lautet|jest|:|\(", match.group(0), re.I):
                # "code 4711", "PIN 2023" in English with nothing said between: the older
                # rules read English; a bare label is no more than a word here.
                continue
            told = _TOLD.search(text, match.start(), match.start(2))
            if not told and not match.group(2).isdigit() and match["between"].isascii():
                # "A PIN diode 1N4007": a part's number after an English word, untold
                # (Russian tells a door code so: "the code of the entrance 1000V").
                continue
            if not _ISO_DATE.fullmatch(match.group(2)):
                yield "pin", *match.span(2)
    for match in _IBAN.finditer(text):
        if _iban_valid(match.group(1)):
            yield "iban", *match.span(1)
    if "iban" in lowered:
        # Named, in any case as typed ("iban de8937…"): the check digits decide.
        for match in _IBAN_NAMED.finditer(text):
            if _iban_valid(match.group(1).upper()):
                yield "iban", *match.span(1)
    if _ASKED.search(text):
        for match in _ANSWER.finditer(text):
            yield "security-answer", *match.span(1)
    if any(word in lowered for word in ("code", "códig", "codig", "codici")):
        yield from _listed_codes(text)
    if any(
        word in lowered
        for word in (
            "seed",
            "phrase",
            "mnemonic",
            "words",
            "wallet",
            "frase",
            "palabras",
            "wiederher",
            "助记",
            "助記",
            "ニーモニック",
            "시드",
        )
    ):
        yield from _seed_phrases(text)
    else:
        yield from _seed_lines(text)


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
    yield from _seed_lines(text)


def _seed_lines(text: str) -> Iterator[Found]:
    """A wallet's 12 to 24 words alone on a line of their own."""
    for line in _WORDS_LINE.finditer(text):
        listed = line.group(1).split()
        if len(listed) in (12, 15, 18, 21, 24) and not _NOT_SEED.intersection(listed):
            yield "seed-phrase", *line.span(1)
