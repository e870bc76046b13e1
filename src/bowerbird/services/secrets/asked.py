"""A credential asked for in one message and given, bare, in the next.

"What PIN should I set for your voicemail?" then "9904"; "My new online banking password:"
then "Fjord&Glacier2025"; "what was the code for the bike lock again?" then "It's 4-4-0-9, as
you told me last week." The label is in one message (or line) and the value in the next, so no
rule that reads one text sees a secret. Here the messages before (``before``, oldest first;
for a text of several lines, its earlier lines) say which credential is wanted, and a reply
that is only a value — after words that hand it over ("it's", "yes:", "you told me it is") —
is that credential.

Both halves are narrow on purpose. The label must be the thing asked about or handed over
(the head of its phrase: "password manager:" asks about a manager), in a question that asks
for a value (not "when did you change your password?"), an announcement ("here's the API key
…:", "I'm going to give you the alarm code") or a statement a later question takes up ("I
just changed my Outlook password" … "want me to remember the new one?"). The reply must be a
value: one word of any kind, or up to six words of lower case or digits with no word of a
sentence in them ("correct horse battery staple", "5 2 8 8 1"); "I don't know, ask Sam" and
"in the drawer" are not values.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from .secret_values import SENTENCE_WORDS as _SENTENCE_WORDS
from .secret_values import passphrase

# What each label names, as the kind its value is redacted as.
_KINDS: tuple[tuple[str, str], ...] = (
    (
        "password",
        r"(?:master\s+|admin\s+|wi-?fi\s+|network\s+|new\s+)?(?:password|passwd|passphrase|"
        r"pass\s?code|pwd|passwort|kennwort|contrase(?:n|ñ)a|mot de passe|senha|wachtwoord|"
        r"has(?:l|ł)o|l(?:o|ö)senord|salasana|пароль|p[a4@][s$5]{2}w[o0]rd|credentials|"
        r"wi-?fi\s+key|network\s+key)",
    ),
    ("totp-secret", r"(?:totp|2fa|otp|authenticator)\s+(?:secret|seed|key)"),
    ("recovery-code", r"(?:recovery|backup)\s+codes?"),
    ("seed-phrase", r"(?:seed|recovery|mnemonic)\s+(?:phrase|words)"),
    (
        "security-answer",
        r"security\s+(?:question|answer)|(?:mother's\s+)?maiden\s+name|memorable\s+(?:word|answer)",
    ),
    ("passport-number", r"passport\s+(?:number|no\.?|#)"),
    ("ssn", r"social\s+security(?:\s+number)?|ssn|national\s+insurance\s+number"),
    ("bank-account", r"(?:bank\s+)?account\s+(?:number|no\.?|#)|iban|sort\s+code|routing\s+number"),
    (
        "api-key",
        r"(?:api|access|secret|licen[cs]e|product|private|encryption)\s*[-_]?\s*key|"
        r"(?:api|access|auth|bearer|personal access)\s+token|client\s+secret|token|"
        r"auth(?:ori[sz]ation|entication)?\s+code",
    ),
    (
        "pin",
        r"pin(?:\s+(?:number|code))?|digicode|geheimzahl|"
        # A combination of a lock, not "a combination of the two user IDs".
        r"(?:lock|locker|safe|padlock)\s+(?:combination|combo)|"
        r"(?:combination|combo|kombination|combinaison|combinaci(?:ó|o)n|combinazione)"
        r"(?=\s+(?:for|to|of|on|für|de|pour|del|per)\s+(?:[\w'-]+\s+){0,3}?"
        r"[\w'-]*(?:lock|locker|safe|schloss|cadenas|candado|lucchetto))|"
        r"(?:zugangs|tür|tor|alarm)code|"
        r"code\s+d'acc(?:è|e)s|codice(?:\s+d'accesso)?|c(?:ó|o)digo|"
        r"(?:door|gate|garage|alarm|keypad|lock|locker|safe|entry|access|building|lockbox|"
        r"padlock|key\s?safe|verification|security|unlock)\s+(?:code|number)|"
        r"code\s+(?:for|to|of)\s+(?:the\s+|my\s+|our\s+|your\s+)?(?:[\w'-]+\s+){0,2}?"
        r"(?:door|gate|garage|alarm|lock|locker|safe|building|lockbox|padlock|keypad|house|flat)",
    ),
)
_LABEL = re.compile(
    r"(?im)(?<![\w-])(?:" + "|".join(f"(?P<k{n}>{p})" for n, (_, p) in enumerate(_KINDS)) + r")"
    # The head of its phrase: what follows is the end, a mark, or a word that is no noun
    # of its own ("password for the NAS", "the code to the gate again?").
    r"(?=\s*(?:$|[?:.,;!)\"'—–-]|(?:for|at|to|of|on|in|from|is|was|again|please|now|then|"
    r"you|i|we|should|will|would|do|does|did|that|which|here|there|so|and|or|but|lautet|"
    r"ist|est|es|für|pour|de|del|para|per)\b))"
)
# A question that asks for something else about the credential ("When did you change your
# password?", "Why is the wifi password so long?", "What site do you use that password
# for?"): what answers it is no value.
_ASKS_ELSE = re.compile(
    r"(?i)^\W*(?:(?:when|why|where|who|whose|how(?!\s+about))\b|"
    r"(?:what|which)\s+(?:[\w']+\s+){0,3}?(?:do|does|did|should|can|could|will|would|are|"
    r"were|have|has)\s+(?:[\w']+\s+){0,5}?[\w'-]*(?:pass|code|pin|key|number))"
)
# A question yes or no about doing something to the credential ("Did you reset the
# password?", "Can you rotate the API key?"): what answers it is no value — unless it asks
# for the value itself ("Can you tell me the wifi password?").
_YES_NO = re.compile(
    r"(?i)^\W*(?:and\s+)?(?:did|do|does|can|could|will|would|should|shall|have|has|had|is|are|"
    r"was|were|may|might)\b(?!.*\b(?:tell|give|send|remind|share|paste|read|what|which)\b)"
)
# A message that hands a credential over ("here's the API key …:", "I'm going to give you
# the alarm code"), or asks for it to be ("Please paste your GitLab token.").
_HANDS_OVER = re.compile(
    r"(?i)\b(?:give\s+you|here(?:'s|\s+is|\s+are)|next\s+message|below|following|"
    r"(?:please\s+)?(?:paste|enter|type\s+in|provide)\s+(?:your|the|it)|"
    r"send\s+(?:you|it)|tell\s+you|keep\s+it\s+safe|store\s+it|save\s+it|remember\s+it|"
    r"note\s+it)\b"
)
# A later message that asks for the one just named, or hands it over ("what is it?",
# "want me to remember the new one?", "here it is") — not "Here's my code:".
_HANDS_IT = re.compile(
    r"(?i)\b(?:new\s+one|what\s+is\s+it|what's\s+it|which\s+is\s+it|here\s+it\s+is|"
    r"here\s+you\s+go|ist\s+es|welche)\b"
)
# Code, not prose: a label or a reply with one of these is a program's text.
_CODE = re.compile(
    r"[(){}<>;=`\[\]]|^\W*(?:return|const|let|var|if|else|import|export|def|async|await|"
    r"function|end|fi|done|print|console|echo)\b"
)
# A later question that takes up what was named: it asks about "it", "the new one".
_TAKES_UP = re.compile(r"(?i)\b(?:it|one|that|them|es|ça|lo|la)\b")
_SENTENCE = re.compile(r"[^.?!\n]*?(?:[.?!]+|:$|$)")

# Words that hand a value over, before it.
_LEAD = re.compile(
    r"(?i)^\s*(?:(?:yes|yeah|yep|yup|sure|ok(?:ay)?|right|so|oh|ah|um+|er+|no|nope|"
    r"here(?:\s+it\s+is|\s+you\s+go)?|here's|(?:you\s+(?:told|gave)\s+me\s+(?:that\s+)?)?"
    r"(?:it(?:'s|\s+is|\s+was|'s\s+now|\s+is\s+now)|that(?:'s|\s+is))|"
    r"the\s+(?:new\s+)?(?:one|password|code|pin)\s+is|use|try|es\s+ist|c'est|"
    # (Who set it, saying so: "I set 704183.", "we used …".)
    r"(?:i|we)\s+(?:set|used|chose|picked|made\s+it|changed\s+it\s+to)(?:\s+it\s+to)?)"
    r"\b[\s,:;.!—–-]*)+"
)
# A one-word reply that gives nothing.
_NO_ANSWER = _SENTENCE_WORDS | frozenset(
    """nope idk dunno unsure unknown whatever pass nah ok okay thanks yes yeah yep right
    done wait hmm hold cool great nice perfect fine good awesome noted tomorrow later soon
    today tonight yesterday agreed understood gotcha sorry maybe probably definitely already
    sorted checked""".split()
)
_STOP = re.compile(r"(?i)^(?:as|but|because|since|from|—|–|-|\(.*)$")


def _kind(match: re.Match[str]) -> str:
    return next(_KINDS[int(k[1:])][0] for k, v in match.groupdict().items() if v)


def _asks(window: Sequence[str]) -> str | None:
    """The kind of credential ``window`` (the messages before a reply, oldest first) asks for
    or hands over, or None: the last label that is asked about, announced, or named and then
    taken up by a later question."""
    # A colon asks only at a line's end ("My new online banking password:"); inside a line
    # it joins a label to its value ('password: "…"'), which the other rules read.
    sentences = [
        s.strip()
        for text in window
        for line in text.splitlines()
        for s in _SENTENCE.findall(line.rstrip())
        if s.strip()
    ]
    for n in range(len(sentences) - 1, -1, -1):
        sentence = sentences[n]
        labels = [m for m in _LABEL.finditer(sentence) if "[REDACTED:" not in sentence[m.end() :]]
        if not labels:
            continue
        if _CODE.search(sentence):
            return None  # a program's text names tokens and passwords as it likes
        later = sentences[n + 1 :]
        asked = (
            sentence.endswith(("?", ":"))
            and not _ASKS_ELSE.match(sentence)
            and not _YES_NO.match(sentence)
        )
        handed = _HANDS_OVER.search(sentence) is not None
        taken_up = any(
            (s.endswith("?") and _TAKES_UP.search(s) and not _ASKS_ELSE.match(s))
            or _HANDS_IT.search(s)
            for s in later
        )
        return _kind(labels[-1]) if asked or handed or taken_up else None
    return None


def _value(line: str) -> tuple[int, int] | None:
    """Where the value of a reply that only gives one is, in ``line``; None when it says
    more (a sentence) or nothing (a lead alone, "no", "not sure")."""
    if line.rstrip().endswith("?"):
        return None  # a question back gives nothing
    lead = _LEAD.match(line)
    start = lead.end() if lead else 0
    tokens = list(re.finditer(r"\S+", line[start:]))
    taken: list[re.Match[str]] = []
    for token in tokens:
        word = token.group(0)
        if taken and _STOP.match(word):
            break
        taken.append(token)
        if word.endswith((",", ";")):
            break
    if not taken or len(taken) > 6 or any(_CODE.search(t.group(0)) for t in taken):
        return None
    words = [t.group(0).rstrip(",;") for t in taken]
    words[-1] = words[-1].rstrip(".?!") if len(taken) == len(tokens) else words[-1]
    if not all(words):
        return None
    if len(words) == 1:
        if words[0].lower() in _NO_ANSWER or len(words[0]) < 3:
            return None
        rest = line[start + taken[0].start() + len(words[0]) :]
        if words[0].isalpha() and words[0].istitle() and not re.fullmatch(r"[.\s]*", rest):
            return None  # "Certainly!", "However, …": a word that opens a sentence
    elif any(w.lower() in _SENTENCE_WORDS for w in words) or not (
        all(re.fullmatch(r"[\d\-/. ]+", w) for w in words)
        or (all(re.fullmatch(r"[a-z0-9]+", w) for w in words) and re.search(r"\d", line))
        or passphrase(words)
    ):
        return None  # digits in groups, words with a digit, or a passphrase ("aws configure"
        # after "… with your secret key:" is a command)
    if words[-1].endswith(":"):
        return None  # a heading or a key of its own ("headers:")
    first = start + taken[0].start()
    end = start + taken[-1].start() + len(words[-1])
    return first, end


# What one reply is: a line, or a sentence of a line ("… what is it? it's bluemoose77" in
# a contact's note written on one line).
_UNIT = re.compile(r"[^\n]+?(?:[.?!](?=\s)|$)", re.M)


def answers(text: str, before: Sequence[str] = ()) -> Iterator[tuple[str, int, int]]:
    """``(kind, start, end)`` of each credential in ``text`` given as a bare reply: its first
    sentence after the messages ``before`` ask for one, and any later sentence or line
    after the two before it do."""
    if not before and not _LABEL.search(text):
        return
    units = [u for u in _UNIT.finditer(text) if u.group(0).strip()]
    for n, unit in enumerate(units):
        body = unit.group(0)
        if len(body) > 120:
            continue
        window = [*before[-2:], *(units[m].group(0) for m in range(max(0, n - 2), n))][-2:]
        if not window or not any(_LABEL.search(w) for w in window):
            continue
        kind = _asks(window)
        if kind is None:
            continue
        found = _value(body)
        if found is not None and (kind != "pin" or _pin_like(body[found[0] : found[1]])):
            yield kind, unit.start() + found[0], unit.start() + found[1]


def _pin_like(value: str) -> bool:
    """Whether ``value`` can be a PIN or a keypad's code: three digits or more ("704183",
    "A7314"; not "GPIO18" nor "D7", the pin a part is wired to)."""
    return sum(c.isdigit() for c in value) >= 3
