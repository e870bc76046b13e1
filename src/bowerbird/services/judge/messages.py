"""How a note tells what it says, read as the statement it tells, only to compare: a quote
("User said: \"…\""), a message pasted in or passed on ("Forwarded SMS from Dimitra:
\"…\"", "Voicemail from …: \"…\""), with its greeting, who is speaking and its goodbye
left out; a question that tells ("Did you know …?"); what someone was asked and answered;
a frame that says only what kind of message it is, who sent it and when ("Comment on
TC-812 (Kizzy Orrin): …"), and a short preamble before a dash ("closing this - …").
Nothing of it is kept: the note is stored as said.
"""

from __future__ import annotations

import re

from ..mentions import mentions
from ..text import STOPWORDS, stem_set
from .voice import unfilled
from .words import _holds

# A note that quotes someone ("User said: \"Ines has left …\"", "Dana wrote: '…'"): what
# the quote says is the statement.
_QUOTED = re.compile(
    r"\s*(?:the\s+)?[\w'’ -]{1,40}?\s+(?:said|says|wrote|writes|told\s+(?:me|us))\s*[:,]?\s*"
    r"[\"“‘'](?P<said>[^\"”\n]{8,})[\"”’']\s*[.!]?\s*"
)


# Kinds of message passed on by who sent it.
_MESSAGE = (
    r"(?:sms|text(?:\s+message)?|voice\s*mail|voice\s+(?:message|note)|whats\s*app(?:\s+message)?|"
    r"e-?mail|message|dm|direct\s+message|slack(?:\s+message)?|teams\s+message|signal\s+message|"
    r"answerphone\s+message|phone\s+message)"
)
# A note that pastes a message in ("Pasted from the club secretary's email: \"…\"", "From
# the school newsletter: '…'"): what the message says is the statement.
# (So does a message passed on by its kind and sender: "Forwarded SMS from Dimitra:
# \"…\"", "Voicemail from Margot Liddicoat, 9.14am: \"…\"".)
_PASTED = re.compile(
    r"\s*(?:(?:pasted|copied|forwarded|quoted)\s+(?:in\s+)?from\s+[^:\"“]{1,60}"
    r"|from\s+(?:the\s+|an?\s+)?[\w'’ -]{1,40}?\b(?:e-?mail|message|newsletter|notice|letter|"
    r"text|memo|post)"
    rf"|(?:(?:forwarded|fwd)\s+)?(?:an?\s+)?{_MESSAGE}\s+(?:from|by)\s+[^:\"“\n]{{1,60}})"
    r"\s*:\s*[\"“‘'](?P<said>[^\"”\n]{8,})[\"”’']\s*[.!]?\s*",
    re.I,
)
# A message's greeting ("Dear members,", "Hi all -") and its sign-off ("Best wishes, Anthea",
# "Thanks, Rob"): they say nothing of what the message tells.
_GREETING = re.compile(
    r"^\s*(?:dear|hi|hello|hey|morning|evening)\b[^,.!:;—–-]{0,40}[,.!:;—–-]\s*", re.I
)
# Who a spoken message says is speaking, and that it has something to say ("it's Margot
# from the twinning. Just to say …", "This is Dev at the depot, just letting you know
# that …"): nothing of what the message tells.
_INTRODUCED = re.compile(
    r"^\s*(?:(?:it['’]s|this\s+is)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?"
    r"(?:\s+(?:from|at|here\s+at)\s+(?:the\s+)?[\w'’ &-]{1,40}?)?\s*[,.!:;—–-]\s*)?"
    r"(?:(?:(?:just|only|so|right)\s+)?(?:(?:to|wanted\s+to|calling\s+to|ringing\s+to)\s+"
    r"(?:say|let\s+you\s+know)|(?:letting|to\s+let)\s+you\s+know)\b(?:\s+that\b)?[\s,:]*)?",
    re.I,
)
# A spoken message's goodbye ("… same time. Bye!", "Speak soon.").
_GOODBYE = re.compile(
    r"(?<=[.!?])\s+(?:bye(?:\s+bye)?|bye\s+for\s+now|ta-?ra|speak\s+soon|see\s+you|"
    r"talk\s+soon|ta|cheers)[.!]*\s*$",
    re.I,
)
_SIGNED = re.compile(
    r"(?:[.!]\s+|\s+[—–-]\s*)(?:best\s+wishes|best|regards|kind\s+regards|many\s+thanks|thanks|"
    r"thank\s+you|cheers|all\s+the\s+best|warm\s+regards|yours)\b[,.!]?\s*"
    r"(?:[A-Z][\w'’-]*\s*){0,2}[.!]?\s*$",
    re.I,
)


# "Asked Ferrow Wheelwrights about the old hay cart: eighty-five pounds for every spoke":
# who was asked, what about, and the answer.
_ASKED = re.compile(
    r"\s*asked\s+(?P<who>[^:]{2,60}?)\s+about\s+(?P<what>[^:]{2,60}?)\s*:\s*(?P<said>.{8,})",
    re.I | re.S,
)


def _answered(text: str, other: str) -> str:
    """``text`` as the answer it records, when it tells what someone was asked about an
    occasion the other statement never mentions ("…about Gran's inscription: three pounds
    fifty per letter" beside "Yeldham & Pask charge £3.50 a letter"): the answer is said
    by whom was asked, and the occasion is no word of the statement. (Asked about a thing
    the other names, "about Pepper's dose: …", the question stays: it says of what.)"""
    found = _ASKED.fullmatch(text)
    if found is None:
        return text
    occasion = {w for w in re.findall(r"[\w'’-]+", found["what"].lower()) if w not in STOPWORDS}
    if stem_set(list(occasion)) & stem_set(re.findall(r"[\w'’-]+", other.lower())):
        return text
    who = re.sub(r"^(?:the|a|an)\s+", "", found["who"].strip(), flags=re.I)
    return f"{who[:1].upper()}{who[1:]}: {found['said'].strip()}"


# A question that tells what it asks about ("Did you know the Tuesday class is at Ropewalk
# now?", "Have you heard that …?"): the asker says it is so.
_TOLD_AS_ASKED = re.compile(
    r"(?P<lead>(?:^|(?<=[.!?]\s))(?:did\s+you\s+know|have\s+you\s+heard|had\s+you\s+heard|"
    r"were\s+you\s+told)\s+(?:that\s+)?)(?P<said>[^?]{8,}?)\?",
    re.I,
)


def _as_told(text: str) -> str:
    """``text`` with a question that tells what it asks about as the statement it tells,
    and a question asked and answered in a chat ("Odhran: what are adults paying this
    season?\nKeeley: sixty quid a year - …") as what was asked with its answer ("adults
    paying this season: sixty quid a year - …"). Read so only to compare: nothing of it is
    kept."""
    text = _TOLD_AS_ASKED.sub(lambda m: m["said"][:1].upper() + m["said"][1:] + ".", text)
    return _ASKED_ANSWERED.sub(lambda m: f"{m['asked']}: {m['answer']}", text)


# A chat line's speaker ("Keeley: ", "[10:03] Katja: ").
_SPEAKER = r"(?:\[[^\]\n]{1,20}\]\s*)?(?:(?-i:[A-Z])[\w'’-]{1,20}\s*:\s*)?"
# A question of what, how much or when, and the answer on the next line: no "no", a value.
_ASKED_ANSWERED = re.compile(
    rf"(?m)^{_SPEAKER}(?:what|how\s+much|how\s+many|when|where|who|which)\s+"
    r"(?:(?:is|are|was|were|do|does|did)\s+)?(?P<asked>[^?\n]{3,80})\?\s*\n"
    rf"{_SPEAKER}(?!(?:no|nope|yes|yeah|yep)\b)(?P<answer>[^\n]+)",
    re.I,
)


def _quoted(text: str) -> str:
    found = _QUOTED.fullmatch(text)
    if found:
        return found["said"]
    pasted = _PASTED.fullmatch(text)
    if pasted is None:
        return text
    said = _GREETING.sub("", unfilled(pasted["said"]), count=1)
    said = _INTRODUCED.sub("", said, count=1)
    said = _GOODBYE.sub("", said, count=1)
    said = _SIGNED.sub(".", said, count=1)
    return said[:1].upper() + said[1:]


# A frame naming the kind of message a note passes on, then what it says after a colon
# ("Comment on TC-812 (Kizzy Orrin): …", "Handover note, Friday: …", "Calendar invite
# (updated): …").
_FRAME = re.compile(
    r"\s*(?:(?:forwarded|fwd)\s+)?(?:an?\s+|the\s+)?(?:updated\s+)?"
    # (Its kind may be tagged as a chat export tags it: "[WhatsApp] Dilwen: …".)
    rf"(?P<open>[\[(])?(?P<kind>{_MESSAGE}|comment|reply|note|handover\s+note|memo|"
    r"calendar\s+invite|invite|calendar\s+entry|ticket\s+comment|jira\s+comment|"
    r"github\s+comment)(?(open)[\])])"
    r"(?P<about>[^:\n\"“]{0,80}?)\s*:\s+(?=\S)",
    re.I,
)
# What a frame may say besides its kind: whom from, on what, when, that it was updated.
_FRAME_WORDS = frozenset("from on by to re updated update new sent left at".split())
# A short preamble before a spaced dash that says what is done with the thread, not what
# the message tells ("closing this - …", "quick one - …", "fyi - …"); never a subject
# written in lower case ("alasdair finch - instructs saturdays").
_PREAMBLE = re.compile(
    r"\s*(?P<lead>(?:[a-z][\w'’-]*ing\s+(?:this|that|it)|fyi|btw|nb|ps|heads\s+up|"
    r"quick\s+(?:one|note|update)|note\s+to\s+self|for\s+the\s+record))"
    r"\s*(?:\s[-–—]+|:|,)\s+(?=\S)",
    re.I,
)


# A chat line's speaker after the time it was said, and whom they speak for ("[20:14]
# Hamish (Skyhooks committee): …"). Never a name and brackets alone ("SKU-104 (black A5
# notebook cover): …", "Bronagh (Heronsgate care coordinator): …" say what a jotting is
# about), nor a capitalised word before a colon ("Update:", "Correction:": cues).
_NAMED = r"(?-i:[A-Z])[\w'’-]{1,20}(?:\s+(?-i:[A-Z])[\w'’-]{1,20})?"
_CHAT_SPEAKER = re.compile(
    rf"^\s*\[[\d:.\sapm]{{3,12}}\]\s*{_NAMED}(?:\s*\([^)\n]{{1,40}}\))?\s*:\s+(?=\S)",
    re.I,
)


def _unframed(text: str, other: str) -> str:
    """``text`` without a frame that says only what kind of message it passes on, who sent
    it, on what thread and when, and without a preamble that says what is done with the
    thread ("closing this - …"): what the message says is the
    statement. A frame that says where or of what ("Sticky note on the till at Cod
    Almighty: …") tells what the message is about, and stays."""
    # A chat line's speaker after the time it was said ("[20:14] Hamish (Skyhooks
    # committee): from now on …"): who said it, no word of what.
    text = _CHAT_SPEAKER.sub("", text, count=1)
    frame = _FRAME.match(text)
    named = {m.raw for m in mentions(frame["about"])} if frame is not None else set()
    # (A name the other statement says too tells what the message is about: "Email from
    # Helen at Norrbridge: the go-live is pushed back …".)
    if frame is not None and not any(_holds(other, raw) for raw in named):
        about = frame["about"]
        for raw in named:
            about = about.replace(raw, " ")
        words = [
            w
            for w in re.findall(r"[A-Za-z][\w'’-]*", about)
            if not w[:1].isupper() and w.lower() not in STOPWORDS | _FRAME_WORDS
        ]
        if not words:
            # (The frame's mark of a change stays: "Calendar invite (updated): …".)
            updated = re.search(r"(?i)\bupdated?\b", frame.group(0)) is not None
            text = ("Update: " if updated else "") + text[frame.end() :]
    lead = _PREAMBLE.match(text)
    if lead is not None:
        text = text[lead.end() :]
    # (As written after it: a word capitalised only by the cut would read as a name,
    # "Reminder comets subs are …".)
    return text


# Where a form or a card of labels says something is ("Location: Marlbridge Leisure
# Centre", "room: the cellar;", "venue: Hall B,"): also read by ``changes``.
_PLACE_LABEL = re.compile(
    r"(?:^|[;,.\n]\s*|\s[-–—]\s)(?:room|venue|location|place|where|address)\s*:\s*"
    r"(?P<place>[^,;.()\n]+?)\s*(?=[;,.()\n]|$)",
    re.I,
)
# What a form is of: its title, up to a dash, a full stop, a colon or the line's end.
_TITLE = re.compile(
    r"\s*(?P<cue>update:\s*)?(?P<title>(?-i:[A-Z])[\w'’&-]*(?:\s+[\w'’&-]+){0,7}?)"
    r"\s*(?:\s[-–—]\s|[.:\n])",
    re.I,
)


def _where_told(text: str) -> str:
    """``text`` read as the statement its form gives where something is, when it is a form
    with a title and a where field ("Marlbridge election count - Thu 7 May, 22:00 until
    late. Location: Marlbridge Leisure Centre, main sports hall" → "Marlbridge election
    count is at Marlbridge Leisure Centre, main sports hall."), its cue kept; else ``text``.
    Only to compare: nothing of it is kept."""
    where = _PLACE_LABEL.search(text)
    title = _TITLE.match(text)
    if where is None or title is None or title.end() > where.start():
        return text
    if any(w.lower() in _TITLE_VERBS for w in title["title"].split()):
        return text  # a sentence, not a title ("We meet at …")
    return f"{title['cue'] or ''}{title['title']} is at {where['place'].strip()}."


_TITLE_VERBS = frozenset("is are was were be has have had meet meets will can do does did".split())
