"""A statement read once: what it is about, the values it gives (``mentions.py``: found with
their place in the text and normalised), its polarity, and the cues that make it a
correction. ``judge`` compares two of these. Values keep their place so a correction can
swap one value of a memory for another and leave the rest of the card as it was written.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass

from .mentions import ORDINAL_NUMBERS, TITLES, VERBS, Mention, mentions, weekly_key
from .text import NOT_ABBREVIATED, STOPWORDS, common_word, plain_letters, stem_set
from .timeparse import MONTHS

# ---------------------------------------------------------------- the statement

# Words that state a statement's polarity, by axis: the same sentence with the other sign
# says the opposite ("enabled" / "disabled", "required" / "optional").
_POLAR: dict[str, tuple[str, int]] = {}
for _axis, _plus, _minus in [
    ("on", "enabled enable on active activated turned-on",
     "disabled disable off inactive deactivated turned-off"),
    ("allowed", "allowed permitted fine ok okay acceptable welcome",
     "forbidden banned prohibited disallowed barred"),
    ("required", "required mandatory compulsory obligatory", "optional voluntary"),
    ("always", "always", "never"),
    ("likes", "likes like loves love enjoys enjoy", "dislikes dislike hates hate"),
    ("open", "open opened", "closed shut"),
    ("public", "public", "private internal-only"),
    ("included", "included includes include", "excluded excludes exclude separately"),
    ("yes", "yes true", "no false"),
    ("automatic", "automatically automatic automated", "manually manual by-hand"),
    ("remote", "remote remotely virtual virtually", "in-person onsite on-site"),
    # How one gets in: come along, or book first ("walk-in" / "by appointment only").
    ("walk-in", "walk-in walkin drop-in no-appointment",
     "by-appointment appointment-only appointments-only booking-only bookings-only pre-booked"),
]:  # fmt: skip
    for _w in _plus.split():
        _POLAR[_w] = (_axis, 1)
    for _w in _minus.split():
        _POLAR[_w] = (_axis, -1)
POLAR_WORDS = frozenset(_POLAR)
_BOUND = re.compile(
    r"\b(?:(?:must|may|should|can|will|does|do|cannot|can't|mustn't|shouldn't)\s+(?:not\s+)?"
    r"(?:exceed|go over|be more than|be longer than|be over|run over)"
    r"|(?:no|not) (?:more|longer|later|bigger|larger|over) than|never (?:more|longer) than)\b",
    re.I,
)
# "No episode may run longer than thirty minutes" is "an episode runs at most thirty
# minutes": a bound said of every one, not a negation.
_NO_MORE_THAN = re.compile(
    r"\bno\s+(?P<what>[^.;]{1,60}?)\s+(?:may|can|should|must|will|is\s+allowed\s+to)\s+"
    r"(?:run|be|last|go|take|cost|weigh|stay)\s+(?:any\s+)?(?:longer|more|later|bigger|larger|"
    r"heavier|over)\s+than\b",
    re.I,
)
_NEGATION = re.compile(
    r"\b(?:not|never|no longer|nobody|nothing|neither|nor|cannot|without)\b|n't\b"
    # "no sugar" as "without sugar" (a bound is not: "no more than", "no later than").
    r"|\bno\s+(?!(?:more|less|later|earlier|fewer|sooner|longer)\b)[a-z]",
    re.I,
)
# A terse note's arrow to a value: "Dad's GP appt → 11:40" says it is now at 11:40.
# (Between words an arrow is a flow: "build -> test -> deploy".)
_ARROW_TO = re.compile(r"(?<=\s)(?:→|->|=>)\s+(?=[$£€]?\d)")
# Who can no longer do their part ("had to cancel", "pulled out", "Dr. Reyes can't do
# Wednesdays"; "can't do it till June" is when, not who left): a leaving, and a cue.
PULLED_OUT = (
    r"(?:had|has|have)\s+to\s+(?:cancel|pull\s+out|drop\s+out|step\s+down)|pulled\s+out|"
    r"backed\s+out|dropped\s+out|"
    r"(?:can[’']?t|cannot|can\s+no\s+longer)\s+(?:do|make|cover)(?!\s+(?:it|that|this)\b)"
)
# Leaving a role, in every form of the verb ("stood down", "is stepping back from", "bows
# out"): someone else may take it. Leaving a job or a place ("resigned", "quit", "moved on")
# takes along what the card said of them there.
_ROLE_LEFT = (
    r"step(?:s|ped|ping)?\s+(?:down|back|aside|away)|"
    r"(?:stand(?:s|ing)?|stood)\s+(?:down|aside)|bow(?:s|ed|ing)?\s+out"
)
ROLE_LEFT = re.compile(rf"\b(?:{_ROLE_LEFT})\b", re.I)
# "won't be ready until the 28th", "won't be delivered till May": a date put later, no
# negation of what is said.
_NOT_UNTIL = (
    r"(?:won['’]t|will\s+not|isn['’]t\s+going\s+to|is\s+not\s+going\s+to)\s+be\s+(?:ready|"
    r"done|finished|back|open|available|delivered|fitted|fixed|complete|completed)\s+"
    r"(?:until|till|til)\b"
)
# "the school switched its Wi-Fi off for a weekend": a thing turned off or on, no value of
# it changed ("switched off X onto Y" stays a move).
_SWITCHED_OFF = re.compile(
    r"\b(?:switch|turn)(?:ed|es|ing|s)?\s+(?:[\w'’-]+\s+){0,3}?(?:off|on)\b"
    r"(?=\s*(?:$|[.,;!)]|(?:for|at|during|overnight|because|when|while|and|so|until|till|in|"
    r"every|each)\b))(?![^.;]*\b(?:to|onto|from|for\s+good)\b)",
    re.I,
)
_LEAVES = (
    rf"(?:{_ROLE_LEFT}|"
    r"resign(?:s|ed|ing)?|quit(?:s|ting)?|retir(?:es|ed|ing)|mov(?:es|ed|ing)\s+on|"
    # "Gwen's finished with the agency".
    r"(?:['’]s|has|have|had)\s+finished\s+(?:with|at)\b|"
    # "Dmitri's done end of May, Kasim's taking over": done by a time, or where someone
    # takes over. (Not "Dmitri's done the crowns": done with an object is work finished.)
    r"['’]s\s+done(?:\s+(?:at\s+)?(?:the\s+)?(?:end\s+of|after|from|as\s+of)\b|"
    r"(?=\s*[,;-]+\s*[\w'’]+?(?:['’]s|\s+is|\s+has|\s+will)\s+"
    r"(?:taking|taken|take|covering|doing|picking|stepping)\b))|"
    # "shona's gone on mat leave": away for a while, someone else holds it meanwhile.
    # (Not "when Judge Amberley is on leave", "is on leave 3-14 August": a time away.)
    r"(?:(?:['’]s|has|have|had)\s+gone|went)\s+(?:off\s+)?on\s+(?:[a-z-]+\s+){0,2}leave\b|"
    r"(?:['’]s|is|are)\s+(?:now\s+)?on\s+"
    r"(?:mat|maternity|paternity|parental|long[- ]term|extended)\s+leave\b|"
    # "Margaret wanted her Wednesdays back": the time she gave to it is hers again.
    r"(?:wanted|wants|asked\s+for|needed|needs)\s+(?:her|his|their)\s+"
    r"(?:[a-z]+days|mornings|afternoons|evenings|weekends|nights)\s+back\b)"
)
# A note that says it corrects something: the old value is wrong or no longer true.
# A value written or read a character or two wrong: "I had two digits swapped", "typo".
_MISWRITTEN_WORDS = (
    r"transposed|(?:(?:two|2|some|the|a\s+couple\s+of)\s+)?(?:digits|numbers|letters|characters)"
    r"\s+(?:swapped|transposed|mixed\s+up|the\s+wrong\s+way(?:\s+round)?)"
)
MISWRITTEN = re.compile(
    rf"\b(?:{_MISWRITTEN_WORDS}|typo|mistyped|misreads?|misheard|miscopied|"
    r"(?:got|had)\s+(?:it|that|the\s+[\w-]+(?:\s+number)?)\s+wrong)\b",
    re.I,
)
CUE = re.compile(
    r"\b(?:actually|correction|in fact|no longer|not any ?more|anymore|any more|instead of|"
    r"rather than|change of plans?|"
    # "…agreed to hold it on Wednesdays at 4pm instead.": what was so, replaced.
    r"instead(?=\s*[.!,;)]|\s*$)|"
    r"used to(?: be)?|changed to|has changed|have changed|was wrong|is wrong|scratch that|"
    # "It's Studio A…, I had it wrong": the note says what it corrects is its own mistake.
    r"I (?:had|got) (?:it|that|this) wrong|my mistake|"
    r"turns out|took over|takes over|taken over|taking over|as of|from now on|after all|"
    r"(?:took|taken|takes|taking)\s+on\b(?=[^.;]*\bfrom\s+(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z])|"
    r"corrected (?:me|us)|put (?:me|us) right|set (?:me|us) straight|"
    r"correcting (?:myself|themselves)|stand corrected|"
    # "Oops, I meant 3:40 pm for …": the value said before was not what was meant.
    r"\bI\s+meant\b|\b(?:the\s+user|they)\s+meant\b|^\s*oops\b|"
    r"going forward|these days|nowadays|now|currently|from (?:next|this) \w+|"
    # "…is £1.20 a litre this season": what holds for the season now, said after its value.
    r"(?<=\d)(?:\s+[\w'’-]+){0,3}?\s+this\s+(?:season|term|semester|year)\b|"
    # A statement of what holds at present ("the latest release is…") or from a time on
    # ("From March, the fee is…") tells a change when it meets an older value.
    # (A word of a name is not: "ubuntu-latest", "python-current".)
    r"(?<![\w-])(?:latest|current|newest)(?!-)|most recent|"
    # A day too when the note opens with it ("From 1 March, …"; a card's "starting 2 March"
    # says when something starts, and "from 3 March to 5 May" is a span).
    r"(?:(?:^|(?<=[.;:]\s))(?:from|starting|beginning|effective)(?: on)? (?:the )?\d{1,2}"
    r"(?:st|nd|rd|th)? (?:of )?|(?:from|starting|beginning|effective)(?: (?:on|in))? )"
    r"(?:january|february|march|april|may|"
    r"june|july|august|september|october|november|december|mon|tues|wednes|thurs|fri|satur|"
    r"sun)\w*\b(?!,?\s+(?:to|until|till|through)\b|\s*[-–—])|starting (?:next|this|today|tomorrow)|"
    # "From the May issue, …", "Starting with the autumn term, …" (opening the note: "needs
    # approval from the release captain" is no cue).
    # ("From the autumn schedule on, …", "From the spring term onwards, …".)
    r"(?:^|(?<=[.;:]\s))(?:from|starting with|beginning with) the (?:\w+ ){0,2}?(?:issue|edition|"
    r"term|season|release|semester|quarter|cycle|sprint|rota|timetable|schedule|programme|"
    r"roster|contract|year)(?:\s+(?:on|onwards?))?(?=\s*,)|"
    r"(?:moved|switched|migrated|changed|replaced|swapped|upgraded|downgraded|transferred|"
    # ("went off": an alarm sounded, a change of nothing.)
    r"went(?!\s+off)|gone|changing|switching|moving|migrating|moves|switches|migrates)\b"
    r"(?=.*\b(?:from|to|with|by|onto|into|off)\b)|"
    # "has been pushed back to 26 October", "was brought forward to Monday".
    r"(?:(?:push(?:ed|es|ing)?|put(?:s|ting)?)\s+back|(?:brought|bring(?:s|ing)?)\s+forward|"
    r"postponed|rescheduled|delayed)\b"
    r"(?=[^.;]*\b(?:to|until)\b)|" + _NOT_UNTIL + r"|"
    # "pushed the kitchen start back to …", "revised the loft quote to £41,200": a verb of
    # change with the thing it changes between, then the value it changes to ("agreed to
    # push the deadline back to …", "we're bringing the brew day forward to …").
    r"(?:push(?:ed|es|ing)?|put(?:s|ting)?|mov(?:e|ed|es|ing)|brought|bring(?:s|ing)?)\s+"
    r"(?:[\w'’-]+\s+){1,4}?(?:back|forward)\b"
    r"(?=[^.;]*\b(?:to|until)\b)|"
    # "pushed to 3 May", "pushed the 24/0113 hearing to 26 March": to a value, no purpose.
    r"(?:pushed|bumped)\s+(?:[\w'’/-]+\s+){0,4}?to\s+(?=[£$€]?\d|(?:mon|tue|wed|thu|fri|sat|sun))|"
    # "voted to widen the delivery radius from 8 km to 12 km".
    r"(?:widen|widened|extend|extended|expand|expanded|narrow|narrowed|shorten|shortened|"
    r"lengthen|lengthened)\b(?=[^.;]*\bto\s+[£$€]?\d)|"
    r"(?:revised|amended|adjusted|updated|corrected)\b"
    r"(?=[^.;]*\bto\s+(?:[£$€]?\d|[A-Z]|(?:the|a|an)\s))|"
    r"has left|have left|left the|joined|has joined|handed over|"
    + _LEAVES
    + "|"
    + PULLED_OUT
    + r"|"
    r"renamed|rebranded|"
    r"in (?:her|his|their) place|"
    # "Since the phone system upgrade, the line is …": what holds since an event (a
    # short opening phrase with no verb; "Since the kitchen is shut, …" gives a reason).
    r"(?:^|(?<=[.;:]\s))since (?:the|our|its|their|last) (?!(?:[\w-]+ ){0,4}?(?:is|are|was|"
    r"were|has|have|had|did|does|do|can|will)\b)(?:[\w-]+ ){0,4}?[\w-]+(?=,)|"
    r"(?:raised|lowered|increased|reduced|upped|bumped|cut|dropped|put up|brought down)\b"
    r"(?!-)(?=[^.;]*\bto\b)|"
    # "have put grandad's donepezil up to 10mg", "took the dose down to 2.5mg".
    r"(?:put|took|brought)\s+(?:[\w'’-]+\s+){1,3}?(?:up|down)\s+to\b|"
    # "subs went up from £240 to £275", "fees have gone up to £72" ("the checkout went down
    # because …" is an outage, no change of a value).
    r"(?:has |have )?(?:gone|went|goes) (?:up|down)"
    r"(?=(?:\s+\S+){0,3}?\s+(?:to|from|by)\s+[£$€]?\d)|"
    # "the guest list is down to 95", "numbers are up to 140".
    r"(?:is|are|'s|has\s+come|have\s+come)\s+(?:down|up)\s+to(?=\s+[£$€]?\d)|"
    # ("a fallen walker", "the increased load": a participle said of a noun is no change.)
    r"(?<!\ba )(?<!\ban )(?<!\bthe )(?:has |have )?(?:risen|"
    r"rose|fallen|fell|increased|decreased))\b"
    r"|\bnot\s+(?:\d|every|on|in|at)\b|\bupdated?\s*:"
    # "edit: T-shirts are $28", "revised: the deadline is …", "strike that, …", "(was
    # Dougie)": a note's own marks of a change (an arrow only between two values: CHANGE).
    r"|\b(?:edit|edited|revised|revision|amended|erratum)(?:\s+[a-z]+)?\s*(?::|[-–—]\s)"
    # "New parkrun PB: 21:58", "a new personal best": a record is the latest one set.
    r"|\bnew\s+(?:[\w-]+\s+){0,2}?(?:pb|pr|personal\s+best|record|best\s+time)\b"
    r"|\bstrike that\b|\bto clarify\b|\bclarification\s*:"
    r"|\(\s*(?:was|previously|formerly)\s+[^)]+\)"
    # A value read or written wrong, or checked again: "misread the listing - it's €131",
    # "no wait, it's 25kg", "just checked the rating plate - it's the 80W one".
    r"|\b(?:misread|misheard|mistyped|misremembered|typo|my (?:mistake|bad)|placeholder|"
    rf"{_MISWRITTEN_WORDS}|"
    r"make (?:that|it)(?=\s+\S)|"
    r"got (?:it|that) wrong)\b"
    r"|(?:^|(?<=[.;:]\s))(?:(?:no|oh|ah)[,\s]+)?wait\b"
    r"|\b(?:just|double[- ]?)\s*checked\b(?=[^.;]*[-–—:,]\s)",
    re.I,
)
# "…, not the first": an ordinal rejected by its word, ending its phrase ("not the first
# time" rejects nothing).
_ORDINAL_NOT = re.compile(
    r"\bnot\s+the\s+(?P<n>first|second|third|fourth|fifth|last|\d(?:st|nd|rd|th))\b"
    r"(?=\s*(?:[,;.)!]|$|\s+(?:one|ones)\b))",
    re.I,
)
# "from A to B" in a change: A is the value it had, B the value it has.
_CHANGE_VERBS = (
    r"\b(?:moved|switched|migrated|changed|replaced|swapped|upgraded|downgraded|transferred|"
    r"pushed\s+back|put\s+back|brought\s+forward|postponed|rescheduled|delayed|"
    r"went|gone|going|changing|switching|moving|migrating|converted|shifted|bumped|raised|lowered|cut|"
    r"rewritten|rewrote|ported|rebuilt|re-?platformed|widen|widened|extended|expanded|narrowed|"
    r"shortened|lengthened|"
    r"increased|reduced|dropped|"
    # A commit line's imperative ("bump Node from 18.19 to 20.11", "migrate auth to …").
    r"bump|bumps|upgrade|upgrades|downgrade|migrate)\b"
)
CHANGE = re.compile(
    _CHANGE_VERBS + r"(?P<what>[^.;]*?)\bfrom\s+(?P<old>(?:[^.;]|\.(?=\d))+?)\s+"
    r"(?:to|over to|onto|for)\s+(?P<new>(?:[^.;,(—–]|[.,](?=\d))+?)"
    # ... and ends where a dash opens another clause ("to Thursday - the pub quiz took
    # over Tuesdays").
    r"(?=\s+-\s|\s*(?:;|,(?!\d)|\(|[—–]|\.(?!\d)|$|\b(?:last|this|next|on|in|at|since|so|"
    r"because|after|before|when|as|but|yesterday|today)\b))",
    re.I,
)
# The same told the other way round, new first: "brought forward to 8:30pm from 9pm".
_TO_FROM = re.compile(
    _CHANGE_VERBS + r"(?P<what>[^.;]*?)\bto\s+(?P<new>[^.;,()]{1,30}?)\s+from\s+"
    r"(?P<old>[^.;,()]{1,30}?)(?=\s*(?:[.;,(]|$|\b(?:because|as|since|so|after|when)\b))",
    re.I,
)
# "Staging no longer deploys from develop; it now deploys from main on every merge": the
# same verb and preposition said again after "now" make the two one slot, whatever the words.
NO_LONGER_NOW = re.compile(
    r"\bno\s+longer\s+(?P<verb>[a-z]+)\s+(?P<prep>on|at|in|from|to|with|through|via|into)\s+"
    r"(?P<old>[^,;.—–()]+?)\s*(?:[—–;,]|\s-\s)\s*(?:but\s+)?(?:it|they|we|he|she)\s+now\s+"
    r"(?P=verb)\s+(?P=prep)\s+(?P<new>[^,;.()—–]+?)"
    r"(?=\s+(?:on|at|in|every|each|for|with|after|before|when|from|because|since)\b|"
    r"\s*[,;()—–]|\.(?!\d)|$)",
    re.I,
)
# "won't be on 17 May after all; … pushed it back two weeks to 31 May": the value it will
# not have, and the value a move gives it.
_NOT_ON = re.compile(
    r"\b(?:won't|will not|isn't|is not|no longer)\s+(?:be\s+)?(?:on|at|in)\s+"
    r"(?P<old>[^,;.]+?)(?=\s+after all\b|\s+any ?more\b|\s*[,;.]|$)",
    re.I,
)
# "no longer does the farm deliveries on Wednesdays — it's Thursdays from this week": what
# is no longer so, then what is, told after a dash or "it's".
NO_LONGER_THEN = re.compile(
    # (A decimal point is no full stop: "no longer in L2.05".)
    r"\bno\s+longer\b(?:[^.;—–]|\.(?=\d))*?\b(?:on|at|in|from|by|every)\s+"
    r"(?P<old>(?:[^,;.—–()]|\.(?=\d))+?)\s*"
    r"(?:[—–;,]|\s-\s)\s*(?:but\s+)?(?:it['’]s|it\s+is|they['’]re|we['’]re|now)\s+(?:now\s+)?"
    r"(?:(?:on|at|in|from|by|every)\s+)?(?P<new>(?:[^,;.()—–]|\.(?=\d))+?)"
    r"(?=\s+(?:from|starting|as\s+of|because|since|instead)\b|\s*[,;()—–]|\.(?!\d)|$)",
    re.I,
)
# "we're not doing the 7:30 novice outings any more, it's 8:15": a value the note stops,
# said first in what it names (a few words may follow it), then the one in its place.
NOT_ANY_MORE_THEN = re.compile(
    r"(?:\b(?:not|no)|n['’]t)\s+(?:(?:do|have|run|hold|[a-z]+ing)\s+)?(?:(?:the|our|their|those|that)\s+)?"
    r"(?P<old>[^\s,;—–()]+?(?:\s?[ap]\.?m\.?)?)(?:\s+[\w'’-]+){0,4}?\s+any\s?(?:more|longer)\s*"
    r"(?:[—–;,]|\s-\s)\s*(?:but\s+)?(?:it['’]s|it\s+is|they['’]re|we['’]re|now)\s+(?:now\s+)?"
    r"(?:(?:on|at|in|from|by|every)\s+)?(?:the\s+)?"
    r"(?P<new>(?:[^,;.()—–\s]|\.(?=\d))+(?:\s?[ap]\.?m\.?)?)",
    re.I,
)
# "used to shut at 6 pm but they've changed it to 7:30 pm", "rent was £38 but the committee
# bumped it to £44": what it was, then what someone made it.
_WAS_BUT_MADE = re.compile(
    r"\b(?:used\s+to(?:\s+be)?(?:\s+[a-z]+)?(?:\s+(?:at|on|in|by|every))?|was|were|had\s+been)\s+"
    r"(?P<old>(?:[^,;.—–()]|\.(?=\d))+?)\s*,?\s+but\s+(?:[\w'’&-]+\s+){0,4}?"
    r"(?:changed|bumped|moved|raised|put|pushed|upped|increased|cut|dropped|lowered|reduced|"
    r"made|switched|shifted)\s+(?:it|them|that|this)\s+(?:up\s+|down\s+|back\s+|forward\s+)?"
    r"to\s+(?P<new>(?:[^,;.()—–]|\.(?=\d))+?)"
    r"(?=\s+(?:from|starting|as\s+of|because|since|instead)\b|\s*[,;()—–]|\.(?!\d)|$)",
    re.I,
)
_MOVED_TO = re.compile(
    r"\b(?:pushed|put|moved|postponed|rescheduled|brought|delayed)\b[^.;]*?\bto\s+"
    r"(?P<new>[^,;.]+?)(?=\s+(?:because|since|so|as|after)\b|\s*[,;.]|$)",
    re.I,
)
# "have moved us to Studio D for …": a move that names only where it goes (which value it
# leaves is the one of its kind the card holds; the judge reads that).
MOVED_TO = re.compile(
    r"\b(?P<verb>moved|relocated|shifted|switched|transferred|rescheduled|postponed|pushed\s+back|"
    r"put\s+back|brought\s+forward)\b[^.;]*?\b(?:to|into|over\s+to)\s+"
    r"(?P<new>(?:[^,;.]|\.(?=\d))+?)"  # a decimal point is no full stop ("to Room 2.01")
    r"(?=\s+(?:for|while|because|since|so|as|after|until|from|on|at|in)\b|\s*(?:[,;]|\.(?!\d))|$)",
    re.I,
)
# "cafe lumen is off, we're doing the Corn Exchange bar instead": one given up, the other
# taken in its place.
_OFF_INSTEAD = re.compile(
    r"(?:^|[.;:]\s+)(?:(?:so|ok|okay|fyi|btw|update)\W+)?(?P<old>[^,;.]+?)\s+(?:is|are|['’]s)\s+"
    r"off\s*(?:[,;—–]|\s-\s)\s*(?:so\s+)?(?:we['’]re|they['’]re|we\s+are|they\s+are|it['’]s)\s+"
    r"(?:doing|using|going\s+(?:to|with)|meeting\s+(?:at|in)|at|in|with)\s+"
    r"(?P<new>[^,;.]+?)\s+instead\b",
    re.I,
)
# "byte club moved to G21 (was G12)": a move, then what it was, in brackets right after.
_MOVED_TO_WAS = re.compile(
    r"\b(?:moved|relocated|shifted|switched|changed|pushed|put|brought)\b[^.;()]*?\b"
    r"(?:to|into)\s+(?P<new>(?:[^,;.()]|\.(?=\d))+?)\s*\(\s*(?:was|previously|formerly|from)\s+"
    # (Not where it was, "(was by the back door)": a place the card's words name, read as such.)
    r"(?!(?:by|at|in|on|near|behind|next\s+to)\b)(?P<old>[^,;()]+?)\s*\)",
    re.I,
)
# "migrated X off A and onto B", "moved out of A and into B": the same change, told as
# leaving one place for another.
_OFF_ONTO = re.compile(
    r"\b(?:moved|switched|migrated|transferred|shifted)\b(?P<what>[^.;]*?)\b(?:off|out\s+of)\s+"
    r"(?P<old>[^.;,]+?)\s+(?:and\s+)?(?:onto|on\s+to|into|in\s+to)\s+(?P<new>[^.;,]+?)"
    r"(?=\s*(?:[;,]|\.(?!\d)|$)|\s+(?:since|because|so|as|after|last|this)\b)",
    re.I,
)
# "HPLC bookings have moved off iLab, we're on Clustermarket now": off one, then on the
# other as a clause of its own.
_OFF_NOW_ON = re.compile(
    r"\b(?:mov(?:ed|ing)|switch(?:ed|ing)|migrat(?:ed|ing)|transferr(?:ed|ing)|shift(?:ed|ing)|"
    r"come|came|gone|went|got)\b"
    r"(?P<what>[^.;]*?)\b(?:off|out\s+of)\s+(?P<old>[^.;,—–]+?)"
    # (When it was done is no part of the old: "off web-north-2 last night, they're …".)
    r"(?:\s+(?:last\s+\w+|yesterday|today|this\s+\w+|over\s+the\s+weekend))?\s*(?:[,;—–]|\s-\s)\s*"
    r"(?:and\s+)?(?:we['’]re|we\s+are|it['’]s|it\s+is|they['’]re|they\s+are|now)\s+"
    r"(?:now\s+)?(?:all\s+)?(?:on|using|with|in)\s+(?P<new>[^.;,]+?)"
    r"(?=\s+now\b|\s*(?:[;,]|\.(?!\d)|$)|\s+(?:since|because|so|as|after)\b)",
    re.I,
)
# "cancelled the classic room on the sleeper and booked a club room instead": one booking
# given up for another, both named (where it was, "on the sleeper", is neither).
_CANCELLED_FOR = re.compile(
    r"\b(?:cancel(?:l)?ed|scrapped|ditched|returned)\s+(?:(?:the|our|my|a|an)\s+)?"
    r"(?P<old>[^.;,]+?)(?:\s+(?:on|at|for|in|with)\s+[^.;,]+?)?\s+and\s+"
    r"(?:booked|got|bought|took|ordered|picked|chose|reserved|went\s+for)\s+"
    r"(?:(?:a|an|the)\s+)?(?P<new>[^.;,]+?)\s+instead\b",
    re.I,
)
# "replaced Moodle with Canvas": a thing replaced by another, both named.
# (A name: "1Password", "grandMA3"; "the Lyric Playhouse's ETC Ion" is the ETC Ion.)
_THING = r"(?:[A-Z]|\d[A-Z]|[a-z]+[A-Z])[\w'’.-]*(?:\s+[A-Z0-9][\w'’.-]*)*"
_REPLACED = re.compile(
    # (Told as an instruction too: "Swap Aula 2 for Nuevo Prisma in Kenji's lessons".)
    r"\b(?i:replaced|replace|swapped(?:\s+out)?|swap(?:\s+out)?|switched|ditched|dropped|"
    r"traded|abandoned)\s+"
    r"(?:(?:the|our|their|its|my|his|her)\s+)?(?:(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*['’]s\s+)?"
    rf"(?P<old>{_THING})\s+(?:with|for|by|in\s+favou?r\s+of)\s+(?:(?:a|an|the)\s+)?"
    rf"(?P<new>{_THING})"
)
# "The Enphase IQ8 has been replaced by the Hoymiles HMS-800", "the U87 has been swapped
# out for a Shure SM7B".
_REPLACED_BY = re.compile(
    rf"(?:\b(?i:the|our|their|a|an)\s+)?(?P<old>{_THING})\s+(?:has\s+been|have\s+been|was|were|"
    r"got|is\s+being)\s+(?:replaced|swapped(?:\s+out)?|superseded|succeeded)\s+(?:by|for|with)\s+"
    rf"(?:(?:a|an|the)\s+)?(?P<new>{_THING})"
)
# A name of a few capitalised words, small words between them ("Loire Châteaux by Bike").
_TITLE = (
    rf"{_THING}(?:\s+(?:by|of|on|in|de|du|la|le|and|the|&)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)*"
)
# "have renamed the Loire Classic; it's called Loire Châteaux by Bike now", "renamed the
# Loire Classic tour to …": the old name, then the new one.
_RENAMED = re.compile(
    r"\b(?i:renamed|rebranded)\s+(?:(?i:the|our|their|its|my)\s+)?"
    rf"(?P<old>{_TITLE})(?:\s+[a-z]+)?"
    r"(?:\s+(?i:to|as)\s+|\s*[;,:]\s*(?i:it['’]s|it\s+is|they['’]re|now)\s+(?:now\s+)?"
    r"(?i:called|named|known\s+as)\s+)"
    rf"(?:the\s+)?(?P<new>{_TITLE})"
)
# "going with Rationel instead, Velfac's lead time was 14 weeks": a new name chosen
# instead, and after it the one it replaces (named with why it went).
_CHOSEN_INSTEAD = re.compile(
    r"\b(?i:going|go|went|gone|use|using|chose|chosen|picked|booked|opted\s+for|"
    r"switching\s+to|switched\s+to)\s+(?:(?i:with|for)\s+)?(?:(?i:the)\s+)?"
    rf"(?P<new>{_THING})\s+(?i:instead)\s*(?:[,;:]|[-–—]\s)"
)
# "The Loire Classic has been renamed Loire Châteaux by Bike": the renamed name opens the
# clause, or follows only "the" ("the office guest Wi-Fi has been renamed FS-Guest" names
# the thing by its kind: which name it had is not said).
_RENAMED_AS = re.compile(
    r"(?:(?:^|(?<=[.;:!]\s))|\b(?i:the|our|their)\s+)(?!(?:The|Our|Their)\b)"
    rf"(?P<old>{_TITLE})(?:\s+[a-z]+)?\s+(?:has|have|was|were|got)\s+(?:been\s+)?"
    r"(?i:renamed|rebranded)\s+(?:(?i:to|as)\s+)?"
    rf"(?:the\s+)?(?P<new>{_TITLE})"
)
# "A Bruker Neo 600 has replaced the old Avance III in G.07": the new thing, told first,
# replaced the old (a thing replaced *with* another is _REPLACED; people are _SUCCEEDED).
_REPLACED_OLD = re.compile(
    rf"(?:\b(?i:the|our|their|a|an)\s+)?(?!(?:We|They|It|He|She|I|You|This|That)\b)"
    # (A dose or a size may follow the new thing's name: "Ramipril 2.5 mg has replaced …".)
    rf"(?P<new>{_THING}(?:\s+(?:mg|mcg|ml|g|kg|w|kw|mm|cm|in))?)\s+(?:has\s+|have\s+)?"
    r"(?:now\s+)?(?:replaced|superseded)\s+"
    r"(?:(?i:the|our|their|its|his|her|my)\s+)?(?:(?i:old|previous|former|existing|original)\s+)?"
    # (The old one may be written in lower case, as a drug or a product often is.)
    rf"(?P<old>{_THING}|(?!(?:it|them|him|her|me|us|you|that|this|those|these)\b)[a-z][\w-]{{2,}})"
    r"(?!\s+(?:with|for|by)\b)"
)
# "Rota app is out, SARCALL is in", "out with Rota, in with SARCALL".
_OUT_IN = re.compile(
    r"(?:^|(?<=[.;:!]\s)|(?<=\s[-–—]\s))(?:(?P<old>[^,;.]+?)(?:\s+(?:is|are)|\s*['’]s)\s+out"
    # ("Declan is out as callout coordinator, …", "Kirsty's out on maternity leave - …")
    r"(?:\s+(?:as|on|for)\s+[^,;.]+?)?\s*"
    r"(?:[,;]|\s[-–—])\s*(?:and\s+)?"
    # "… is out, Saffron Table are doing the food now": the new one named, then its part.
    r"(?:(?P<new>[^,;.]+?)\s+(?:is|are|'s)\s+in\b|(?P<new3>"
    + _THING
    + r")\s+(?:(?:is|are|will\s+be|have\s+been)\s+(?:doing|taking|running|handling|"
    r"providing|covering|booked|hired|taking\s+over)|(?:has\s+|have\s+)?(?:took|taken)\s+over)\b)"
    r"|out with (?:the\s+)?(?P<old2>[^,;.]+?)\s*(?:[,;]|\s[-–—]|\s+and)\s*in with (?:the\s+)?"
    r"(?P<new2>[^,;.]+?)(?=\s*(?:[,;.]|\s[-–—]|$)))",
    re.I,
)
# "has left the Halloran lab and joined the Tasman Marine Institute as …": who left one
# place for another (the old place named with a capital, so no "turned left and …").
_LEFT_FOR = re.compile(
    r"\b(?:left|quit|resigned from|handed in (?:her|his|their) notice at)\s+"
    r"(?P<old>(?:the\s+)?[A-Z][^,;.]*?)"
    r"(?P<when>\s+(?:at|in|on|last|this)\s+(?:[A-Z][a-z]+|\d[^,;.]*?|(?:week|month|year)\w*))?"
    r"\s*(?:,\s*)?(?:and|;)\s+(?:(?:he|she|they)\s+)?(?:has\s+|have\s+)?"
    r"(?:joined|moved to|started at|gone to|went to|is now\s+[^,;.]*?\s+at)\s+"
    r"(?P<new>[^,;.]+?)(?=\s+(?:as|because|in|on|last|this|since|after)\b|\s*[,;.]|\s*$)"
)
# "We cancelled Octopus and use EDF for electricity now", "dropped Slack and moved to
# Teams": a named thing given up, then the named thing used in its place.
_DROPPED_FOR = re.compile(
    r"\b(?:cancell?ed|dropped|ditched|stopped using|got rid of|gave up|ended)\s+"
    r"(?:our\s+|my\s+|the\s+)?(?P<old>[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})"
    r"(?:\s*(?:,\s*)?(?:and|;)\s+(?:(?:we|I|they)\s+)?(?:now\s+|have\s+)?"
    r"(?:use|uses|using|switched\s+to|went\s+with|go\s+with|joined|signed\s+up\s+(?:with|to|for)|"
    r"moved\s+to|are\s+with|are\s+on|got)\s+"
    # "dropped Hartley's, fish now from Seaview Fisheries": what it was for, now from whom.
    r"|\s*[,;]\s*(?:[\w'’-]+\s+){0,2}?now\s+(?:comes?\s+|is\s+|are\s+)?(?:from|with|via|through)\s+)"
    r"(?P<new>[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})"
)
# "Aurelio Conti has stepped back as on-call lead, and from this week Wanjiru Njoroge has
# the role": one holder steps back, the other takes the role.
_STEPPED = re.compile(
    r"(?P<old>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:has\s+|have\s+|is\s+)?"
    r"(?:stepped\s+(?:back|down)|stepping\s+(?:back|down)|(?:stood|stands|standing)\s+down|"
    r"resigned|retired)\b[^.;]*?\band\b[^.;]*?"
    r"\b(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+"
    r"(?:(?:has|takes|took|is\s+taking|now\s+has|is\s+picking|picks|picked|will\s+pick)\s+"
    r"(?:over|the\s+role|it|the\s+job|up)\b|"
    # "… and Tobiah Green was elected in her place".
    r"(?:was|has\s+been|is|will\s+be)\s+(?:elected|appointed|voted\s+in|chosen|named)\s+"
    r"in\s+(?:her|his|their)\s+place\b)"
)
# "Ifeoma Clarke is the new key holder for …, taking over from Philomena Tuck".
_TAKING_OVER = re.compile(
    r"^\s*(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\s+(?:is|has\s+become|becomes)\s+the\s+new\b"
    r"[^.;]*?\b(?:taking|took|has\s+taken)\s+over\s+from\s+(?P<old>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
_TAKEOVER = re.compile(
    # (An aside between the name and its verb: "Amira Haddad (also at Fellside Vets) has …".)
    r"(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?:\s+\([^()]{1,60}\))?\s+(?:has\s+|have\s+)?"
    # ("has taken on the string orchestra from Mr. Haldane": the same, told as taken on.)
    r"(?:took|taken|takes|taking)\s+(?:over|on)\b(?P<what>[^.;]*?)\bfrom\s+"
    r"(?P<old>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'’-]*"
    r"(?:\s+[A-Z][\w'’-]*)*)"
)


def taken_on(text: str) -> str:
    """What a takeover says was taken ("has taken on the string orchestra from Mr.
    Haldane" → "the string orchestra"); "" when the note tells none."""
    found = _TAKEOVER.search(_untitled(text))
    return found["what"].strip() if found else ""


# "… is now Cassius, who replaced Philomena in June", "Ines has succeeded Raj": the one
# replaced is the old (not "replaced Jenkins with GitHub Actions": a thing, see _REPLACED).
_SUCCEEDED = re.compile(
    r"(?!(?:The|We|They|It|He|She|I|Our|This|That)\b)"
    r"(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),?\s+(?:who\s+)?(?:has\s+|have\s+)?"
    r"(?:replaced|succeeded|replaces|succeeds)\s+(?P<old>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"(?!\s+(?:with|for|by|as\s+(?:the\s+)?\w+\s+(?:with|for)))\b"
)
# "PG 16.2 replaced 14.9 in prod": a version or number replaced by another of its kind; so
# is a host or a node named with its number ("pg-replica-12 replaced pg-replica-2 as …").
_VALUE_REPLACED = re.compile(
    r"(?<![\w.])(?P<new>v?\d[\w.-]*|[a-z][\w.]*-[\w.-]*\d[\w]*)\s+(?:has\s+|have\s+)?"
    r"(?:replaced|superseded|replaces)\s+"
    r"(?:(?:the\s+)?(?:old|previous|former)\s+)?"
    r"(?P<old>v?\d[\w.-]*\d|[a-z][\w.]*-[\w.-]*\d[\w]*)(?![\w.-])",
    re.I,
)
# "Ifan Probert has taken over as Akela - Gwen is stepping back after eleven years": the
# one who takes over first, then the one who steps back.
_TAKEN_THEN_LEFT = re.compile(
    r"(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:has\s+|have\s+|is\s+)?"
    r"(?:took|taken|takes|taking)\s+over\b[^.;]*?(?:\s[-–—]\s|[;,]\s*|\s+(?:and|now\s+that)\s+)"
    r"(?P<old>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:has\s+|have\s+|is\s+)?"
    r"(?:(?:stepped|stepping|steps|stood|stands|standing)\s+(?:back|down)|retired|retiring|"
    r"resigned|left)\b"
)
# "Colm has handed the junior ladder over to Yara": the one who hands over is the old.
_HANDED = re.compile(
    r"(?P<old>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:has\s+|have\s+)?(?:handed|passed)"
    r"\b(?P<what>[^.;]*?)\b(?:over\s+)?to\s+"
    # "… over to the sous-chef, Mireya": the one named after the role.
    r"(?:(?:the|our|their|his|her)\s+[\w-]+(?:\s+[\w-]+)?,?\s+)?"
    r"(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
# "B, not A" / "not A but B" / "B instead of A" / "B rather than A": A is the wrong value,
# written up to the clause's end (a decimal point does not end it) or "but".
_REJECTED = re.compile(
    # ("up from" with a value after it: "Heads up from Alasdair: …" rejects nothing.)
    r"(?P<cue>,\s*not|\bnot|\binstead of|\brather than|"
    r"\b(?:up|down) from(?=\s+(?:[£$€]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b))|"
    # "Greta Lindqvist now (was Hollis Mbeki)", "£7.25/hr now, was £6.50": the old value
    # told after the new one (as a value only: ", was promoted in June" rejects nothing).
    r"[(,;]\s*(?:(?:it|they|he|she)\s+)?(?:was|were|previously|formerly|used to be)|\(\s*from|"
    # "Rhian's days were Tue/Fri, now Wednesdays and Fridays": the old told first.
    r"\b(?:was|were|used\s+to\s+be)(?=\s+[^,;.()]+,\s*(?:but\s+)?now\b)|"
    # "No more 2pm cut-off - 3:30pm from now on" (a bound is not: "no more than"); "scratch
    # the 4pm …, it's 5pm"; "Ignore the £7,900 I noted"; "— I'd put 8:15", "I wrote 48
    # hours by mistake": the first value after these is the wrong one.
    # (", no more Shipton Mill" ends a clause that gives what replaced it.)
    r"(?:^|(?<=[.;:!,]\s)|(?<=\s[-–—]\s))no more(?!\s+than\b)|\bscratch\s+the|"
    r"\bignore\s+the|\bI(?:'d|\s+had|\s+have)?\s+(?:put|wrote|written|noted|said|typed)|"
    # "Ignore what I said about 6 mm: … up to 8 mm", "forget what I told you about …".
    r"\b(?:ignore|forget|disregard|scratch)\s+what\s+I(?:'ve|\s+have)?\s+"
    r"(?:said|wrote|written|told\s+you|noted|put)\s+(?:about|re|regarding)|"
    # "(we rolled back 3.14)", "reverted the 2.3 upgrade": what was undone ("rolled back to
    # 3.13" names what is so again: not this).
    # (Nor "was rolled back in 14 minutes": when, not what.)
    r"\b(?:rolled|rolling|rolls)\s+back(?:\s+from)?(?!\s+(?:to|in|on|at|by|after|before|within|for|and|when|while|so)\b)|"
    r"\breverted(?:\s+from)?(?!\s+(?:to|in|on|at|by|after|before|within|for|and|when|while|so)\b)|"
    # "I had the deposit down as £60 but it's £80"; "isn't on half nine anymore", "isn't
    # priyanka any more": what is no longer so, up to "any more".
    r"\bI(?:'d|\s+had|\s+have)\s+(?:[\w'’&-]+\s+){0,6}?down\s+as|"
    r"\b(?:is|are|was|were)(?:n['’]t|\s+not)(?:\s+(?:on|at|in|with|by))?"
    # ("isn't in St Cuthbert's after all": what was said is not so.)
    r"(?=\s[^.;]*?\b(?:any ?more|after all)\b)|"
    # "Tomas doesn't want Dominant strings after all": what was chosen is not.
    r"\b(?:does|do|did)(?:n['’]t|\s+not)\s+(?:want|need|use|like|take|get)"
    r"(?=\s[^.;]*?\b(?:any ?more|after all)\b)|"
    # ("The regional isn't at Daleside but at Northbrook Arena": what it is instead; "is
    # not A but B" is read by "not" above.)
    r"\b(?:is|are|was|were)n['’]t(?:\s+(?:on|at|in|with|by))?(?=\s[^.;]*?\bbut\b))\s+"
    # "£7,900" is one value; a colon ends the clause ("…, not Inverness: her base is …"),
    # but not a clock's ("not 9:30").
    r"(?P<old>(?:[^,;.():]|[.:](?=\d)|,(?=\d{3}\b))+?)"
    r"(?=\s*(?:[,;()]|[.:](?!\d)|$|\bbut\b|\bany ?more\b|\bafter all\b|\s[-–—]\s))",
    re.I,
)
# After "not A": ", B" alone to the clause's end ("not the Adornes, the Hotel Navarra.",
# "not tuesdays anymore, thursdays").
_NOT_THEN = re.compile(
    r"(?:\s+(?:any ?more|any longer))?\s*,\s*(?:(?:on|in|at|by|the|a|an)\s+)*"
    r"(?P<new>[^,;.()—–]+?)\s*(?=[.;!]|$)",
    re.I,
)
# A cue after which the old value must be all that is written ("was £6.50", not "was
# promoted in June"): a value of the kind the note says before it.
# "… isn't priyanka anymore, it's gideon fairlie": what is so in its place.
_ANY_MORE_THEN = re.compile(
    r"\s*(?:any ?more|after all)\s*(?:[,;—–]|\s-)\s*(?:but\s+)?"
    r"(?:it['’]s|it\s+is|they['’]re|we['’]re|now)\s+"
    r"(?P<new>(?:[^,;.()—–]|\.(?=\d))+)",
    re.I,
)
# "solanka for brine was only a placeholder, make that zalewa", "the 4pm is wrong - it's
# 5pm": a word the note calls wrong, then the word it puts in its place.
_WORD_WRONG = re.compile(
    r"\b(?P<old>[\w'’-]+)\s+(?:for\s+(?:the\s+)?[\w'’-]+\s+)?(?:was|is|'s)\s+(?:only\s+|just\s+)?"
    r"(?:a\s+placeholder|wrong|a\s+typo|a\s+mistake)\s*(?:[,;:—–]|\s-)\s*"
    r"(?:make\s+(?:that|it)|it['’]s|it\s+should\s+be|use)\s+(?P<new>[\w'’-]+(?:\s+[\w'’-]+)?)",
    re.I,
)
_WAS = re.compile(
    r"^[(,;]\s*(?:(?:it|they|he|she)\s+)?(?:was|were|previously|formerly|used to be)$|^\(\s*from$",
    re.I,
)
_WAS_THEN_NOW = re.compile(r"^(?:was|were|used\s+to\s+be)$", re.I)
# "Cron is history for etl-47 - Airflow schedules it now": a thing said to be gone, where
# the note names another ("Karin is out" is only away: never a name's "out" or "off").
_NAME_GONE = re.compile(
    r"\s+(?:is|are|'s)\s+(?:history|gone|over|finished|retired|dropped|ditched|binned)\b|"
    r"\s+(?:has|have)\s+been\s+(?:retired|dropped|ditched|binned|scrapped)\b",
    re.I,
)
# So is a place said to be let, sold, closed or under repair where the note says where they
# are instead ("the committee room's been let to a slimming group, so we're in the back
# room"). Not "Flat 4B is let to Ms Quigley": a flat let to someone named is let, not gone.
_PLACE_GONE = re.compile(
    r"(?:\s+(?:has|have)|['’]s)\s+been\s+(?:let|sold|closed|shut|demolished|condemned|"
    r"taken\s+over)\b(?!\s+(?:out\s+)?(?:to|by)\s+(?:the\s+)?(?-i:[A-Z]))|"
    r"(?:\s+(?:is|are)|['’]s)\s+(?:now\s+)?(?:closed|shut|being\s+(?:refurbished|renovated|"
    r"repaired|rebuilt|demolished|redone|used))\b",
    re.I,
)
_ELSEWHERE = re.compile(
    r"[,;-]?\s+(?:so|and|but|meanwhile)?\s*(?:we|they|you|it)(?:['’]re|\s+are|['’]ll\s+be|"
    r"\s+will\s+be|['’]ve\s+moved|\s+have\s+moved|\s+moved|\s+meet|\s+play|\s+train)\b",
    re.I,
)
# The cues after which a name, opening what they say, is what is no more.
_NAME_NO_MORE = re.compile(
    r"no more|\w+(?:n['’]t|\s+not)\s+(?:want|need|use|like|take|get)\b", re.I
)
_TAKEN_BACK = re.compile(r"(?:ignore|forget|disregard|scratch)\s+what\b", re.I)
_FIRST_VALUE = re.compile(
    r"^(?:no more|scratch|ignore|forget|disregard|I\b|\w+n['’]t\b|\w+\s+not\b)", re.I
)
# "14 May is off", "£38 was last year's price", "the 4pm is wrong": a value said to be wrong
# or gone, where the note gives another of its kind.
_VALUE_GONE = re.compile(
    r"\s+(?:is|was|'s|(?:has|have)\s+been|got)\s+(?:off|out|wrong|cancelled|canceled|"
    # ("14:30 was a typo on my part", "£38 was my mistake".)
    r"(?:a|an|my)\s+(?:typo|mistake|error|misprint|slip)|"
    r"outdated|no longer right|dropped|removed|discontinued|"
    r"no\s+longer\s+(?:used|in\s+use|valid|available)|out\s+of\s+use|"
    r"last\s+(?:year|month|season|term)['’]s(?:\s+\w+)?)\b",
    re.I,
)
OPENING_CUE = re.compile(
    # ("update to yesterday's note:", "correction to my last message -" first: the longer.)
    r"^\s*(?:(?:update|correction)\s+(?:to|on)\s+(?:[\w'’]+\s+){0,3}?(?:note|message|email|"
    r"post|entry|update)|"
    r"actually|correction|update|in fact|scratch that|strike that|turns out(?: that)?|"
    r"(?:quick|small|brief|one more|another)\s+(?:correction|update|change)|"
    r"please note(?: the change)?|change of plans?|"
    r"fyi|note|edit|revised(?: [a-z]+)?|heads up|"
    r"to clarify|clarification|correcting (?:myself|themselves)|let me correct (?:that|myself)|"
    r"oops|whoops|(?:(?:oh|no|ah)[,\s]+)?wait(?=\s*[,;:.!-])|hang on(?=\s*[,;:.!-])|"
    # ("changed my mind: doing friday mornings …": a change of the speaker's own plan.)
    r"(?:I(?:'ve|\s+have)?\s+)?changed\s+my\s+mind|on\s+second\s+thoughts?|"
    r"I stand corrected)\s*[:,;.!-]*\s*",
    re.I,
)
# A note that opens by saying it corrects ("Correction: …", "Update: …", "Actually, …").
_MARKED = re.compile(
    r"^\s*(?:actually|correction|update|edit|revised(?: [a-z]+)?|scratch that|strike that|"
    r"to clarify|clarification|my (?:mistake|bad)|sorry|correcting (?:myself|themselves)|"
    r"let me correct (?:that|myself)|I stand corrected|"
    # ("Quick update:", "Please note the change:", "Change of plan:": an email's opening.)
    r"(?:quick|small|brief|one more|another)\s+(?:correction|update|change)|"
    r"please note the change|change of plans?|"
    r"(?:I(?:'ve|\s+have)?\s+)?changed\s+my\s+mind|on\s+second\s+thoughts?)\b",
    re.I,
)


def marked_as_correction(text: str) -> bool:
    """Whether ``text`` opens by saying it corrects or updates something said before."""
    return _MARKED.match(text) is not None


_FILLERS = frozenset(
    "now currently today still anymore actually correction update nowadays "
    "going forward said says mentioned told noted every each oh btw fyi well hey "
    # "pnpm rather than npm" is "pnpm over npm": how a choice is said, not what of.
    "rather "
    # Chat's interjections ("nah the furnace gets lit at 6am these days").
    "nah yeah yep yup nope ok okay hmm ah lol ugh urgh argh meh yay oops whoops sigh phew "
    # How near a value is, not what it is of ("approx. 22 psi").
    "approx approximately roughly circa".split()
)


_LEFT_WORDS = re.compile(rf"\b{_LEAVES}\b", re.I)
# Words that say someone or something left or a relation ended ("no longer works at X",
# "has left X", "stepped down"): the judge reads who left from them, and a correction that
# says so ends what the old card said of that relation ("…at X as a warehouse supervisor").
LEAVING = re.compile(
    r"\b(?:no longer|not any ?more|(?:has|have|had)\s+left|left|" + _LEAVES + r"|"
    # "Halyard Heating won't be doing flat 2 any more".
    r"(?:won['’]t|will\s+not)\s+be\s+[a-z]+ing\s+(?:[\w'’-]+\s+){0,5}?any\s?more|"
    # "isn't driving the Tuesday route anymore", "doesn't run the stall any more".
    # (Not a value no longer so: "isn't on half nine anymore".)
    r"(?:(?:isn['’]t|is\s+not|aren['’]t|are\s+not)\s+[a-z]+ing|"
    r"(?:doesn['’]t|does\s+not|don['’]t|do\s+not)\s+(?!on\b|at\b|in\b|have\b)[a-z]+)"
    r"\s+(?:[\w'’-]+\s+){0,5}?any\s?more|" + PULLED_OUT + r"|"
    # "Pieter has gone to days", "has moved to the Leeds team": gone to another shift or team.
    r"(?:has|have|had)\s+(?:gone\s+(?:part|full)[- ]time|(?:gone|moved)\s+(?:on\s+|over\s+)?to\s+"
    r"(?:days|nights|earlies|lates|weekends|another\b|a\s+(?:new|different)\b|"
    # ("has moved over to our Harbour Street branch": another site of the same firm.)
    r"(?:the|our|their)\s+(?:[\w'’-]+\s+){1,3}?"
    r"(?:team|shift|rota|site|office|branch|ward|depot|store|shop|clinic|practice|surgery)))|"
    # "Priyanka moved to the data team": a person gone to another team, told in the past.
    r"moved\s+(?:over\s+|across\s+)?to\s+the\s+[\w-]+\s+(?:team|squad|shift|rota)|"
    r"stopped|handed in (?:her|his|their) notice)\b",
    re.I,
)
# A thing let go ("we've ditched Stubline", "stopped using the old van").
LET_GO = r"(?:given\s+up|gave\s+up|stopped\s+using|ditched|dumped|binned|got\s+rid\s+of|scrapped)"
# "has vacated the Kirk Lane church hall", "moved out of Unit 4": a place (or a thing)
# named as left behind — what a card says happens there is no longer so.
VACATED = re.compile(
    r"\b(?:vacated|outgrown|outgrew|moved\s+(?:\w+\s+)?out\s+of|"
    # "We've left Kindred": what the card's subject used, left.
    r"(?<=\bwe['’]ve\s)left|(?<=\bwe\shave\s)left|(?<=\bwe\s)left|relocated\s+(?:\w+\s+)?from|closed\s+down|"
    r"shut\s+down|no\s+longer\s+uses?|" + LET_GO + r")\s+"
    # "we've ditched Stubline": a thing the card's subject used, let go.
    # (Up to when it was left: "moved out of Flat 2 at the end of August".)
    r"(?P<old>[^,;.]+?)(?=\s*[,;.]|\s+[-–—]\s|\s+(?:and|but|because|since|so|after|last|this|in|on"
    r"|at\s+the\s+(?:end|start|beginning))\b|$)",
    re.I,
)
# "the Raspberry Pi 3 has been retired", "Tigh na Mara cancelled on us", "The HP plotter has
# been replaced by a Canon …": the thing a clause is about is over (told of the thing, where
# ``VACATED`` is told of who left it).
ENDED = re.compile(
    r"(?:^|[.;:,(]\s*|\b(?:so|and|but)\s+)"
    r"(?P<old>(?:the\s+|our\s+|my\s+|his\s+|her\s+|their\s+)?[\w'’&./ -]{2,60}?)\s+"
    r"(?:(?:has|have|had)\s+been\s+|was\s+|were\s+|got\s+|is\s+|are\s+)?"
    # ("Memcached is gone from the storefront; Redis replaced it".)
    r"(?:gone(?=\s+from\b|\s*[;,.]|\s*$)|"
    r"retired|decommissioned|scrapped|written\s+off|replaced\s+(?:by|with)|sold(?:\s+off)?|"
    r"cancell?ed(?:\s+on\s+(?:us|me))?|shut\s+down|closed\s+down|taken\s+out\s+of\s+service|"
    # A business closed: "Thornwood shut its shop in the spring", "… went bust".
    r"(?:shut|closed)\s+(?:its|their)\s+(?:shop|doors|store|business)|went\s+(?:bust|under)|"
    r"gone\s+(?:bust|under)|ceased\s+trading)\b",
    re.I,
)
# Words before a colon that open a note ("Scratch that:", "Quick correction:").
_OPENING = re.compile(r"^\s*(?:[A-Za-z][\w']*\s+){0,3}[A-Za-z][\w']*\s*:\s")


def _only_its_noun(gap: str) -> bool:
    """Whether the words between a value and a "not" after it are only what the value
    measures ("25kg sacks of wax not 20kg", "6:30/km not 6:10"): nothing, a unit, or a few
    words with no verb and no clause break between."""
    if re.fullmatch(r"\s*\(\s*", gap):
        return True  # "£17 (not £16)": the aside says which it replaces
    if re.search(r"[,;.:!?()]|\s[-–—]\s", gap):
        return False
    words = re.findall(r"[\w'’-]+", gap.lower())
    return len(words) <= 4 and not any(w in VERBS or w in ("and", "but", "or") for w in words)


@dataclass(frozen=True)
class Statement:
    """A statement read once into what the judge compares."""

    text: str
    clauses: tuple[str, ...]
    terms: frozenset[str]  # content words, stemmed (no stopwords, values, polarity, fillers)
    subject: frozenset[str]  # content words before the first verb, stemmed
    values: tuple[Mention, ...]
    polarity: tuple[tuple[str, int], ...]  # (axis, sign) of each polar word, negation applied
    negated: bool
    cue: bool  # says it corrects or changes something
    change: tuple[str, str] | None  # "from A to B": (A, B) as written
    # What it says is wrong ("not 5433", "instead of Mondays"): values, else words with the
    # words that replace them ("O positive, not A positive" → ("A positive", "O positive")).
    rejected: tuple[Mention | tuple[str, str], ...]
    # The words each rejection rejects, as written ("the staff VLAN" of "not on the staff
    # VLAN"): a name inside them is rejected only where the whole of them is said.
    rejected_words: tuple[str, ...] = ()
    # How long an opening that says where the news came from is ("per the email from TAP,
    # "): the names in it are its source, not what it is about.
    source: int = 0

    @property
    def told(self) -> str:
        """The text without a reminder's or a confirmation's lead-in ("Reminder - …", "just
        confirming …"): what is said, where the lead-in only says how it is told."""
        lead = _REMINDER.match(self.text)
        return self.text[lead.end() :] if lead else self.text

    @property
    def value_keys(self) -> frozenset[tuple[str, str]]:
        keys = frozenset(m.key for m in self.values if m.kind != "name")
        days = {norm for kind, norm in keys if kind == "day"}
        if days:
            # "twice a week, Tuesdays and Thursdays": the rhythm the weekdays already say.
            said = ("every:duration", f"{604800 / len(days):g}")
            keys = keys - {k for k in keys if k[0] == said[0] and float(k[1]) == float(said[1])}
        kinds = {kind for kind, _ in keys}
        if (
            "day" in kinds
            and not kinds & {"date", "ordinal"}
            and not any(kind.startswith("every:") for kind in kinds)
        ):
            # A weekday said alone is weekly ("closes at 17:30 on Sundays" = "Sunday closing
            # time is half past five" = "… every Sunday"), never "every other Sunday".
            keys |= {weekly_key()}
        return keys

    @property
    def names(self) -> frozenset[str]:
        return frozenset(m.norm for m in self.values if m.kind == "name" and m.start >= self.source)


_CLAUSE = re.compile(r"(?<=[.!?;])\s+(?=\S)|\n+")
_WORDS = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")


# Words written short with a dot that ends no statement ("min. guaranteed pressure", "approx.
# 22 psi"), as the clauses of a note are cut.
_SHORT_WORDS = (
    "approx", "min", "max", "incl", "excl", "esp", "est", "avg", "ext", "ref", "ca", "tel", "mob"
)  # fmt: skip
_ABBREVIATED = re.compile(
    r"\b(?:dr|mr|mrs|ms|prof|st|e\.g|i\.e|vs|no|" + "|".join(_SHORT_WORDS) + r")\.$", re.I
)


def clauses(text: str) -> list[str]:
    """``text`` cut into statements: sentences and ``;``-separated clauses (an abbreviation
    like "Dr." or "e.g." does not end one)."""
    out: list[str] = []
    for piece in _CLAUSE.split(text.strip()):
        piece = piece.strip()
        if not piece:
            continue
        if out and _ABBREVIATED.search(out[-1]):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    # A clause of its own inside a sentence ("…, and she collects…") is a statement too.
    return [part for piece in out for part in (card_parts(piece) or [piece])]


def polar_said(text: str) -> list[tuple[str, str]]:
    """(axis, word) for each word of ``text`` that states its polarity, lowercased, in
    order ("defaults to off" → ``[("on", "off")]``; the "on" of "expires on 31 July" is
    none)."""
    words = _words_outside(text, mentions(text))
    return [
        (_POLAR[w][0], w)
        for i, w in enumerate(words)
        if w in _POLAR and (w not in _CONTEXTUAL or _state_word(words, i))
    ]


def _words_outside(text: str, values: tuple[Mention, ...]) -> list[str]:
    """The lowercased words of ``text`` outside its values."""
    chars = list(text)
    for m in values:
        if m.kind != "name":
            chars[m.start : m.end] = [" "] * (m.end - m.start)
    # Accented letters as their plain ones ("Café" is the word "cafe", typed either way),
    # as every reader of words in the judge takes them.
    plain = plain_letters("".join(chars).lower()).replace("’", "'")
    plain = re.sub(r"'s\b", "", plain)
    # A polar state said in two words is one word ("run by hand" / "run automatically").
    plain = _TWO_WORD_STATES.sub(lambda m: m[0].replace(" ", "-"), plain)
    # "these days" is "nowadays": when it holds, no days of its own.
    plain = re.sub(r"\bthese days\b", "nowadays", plain)
    return _WORDS.findall(plain)


_TWO_WORD_STATES = re.compile(
    r"\bby hand\b|\bin person\b|\bby appointment\b|\bno appointment\b|"
    r"\b(?:appointments?|bookings?) only\b"
)


def _content(word: str) -> bool:
    return (
        word not in STOPWORDS
        and word not in _FILLERS
        and word not in _POLAR
        and (word not in TITLES)
        and (word not in {"not", "no", "never", "longer"})
    )


_REMINDER = re.compile(
    r"\s*(?:(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder(?:\s+that|\s*[:,-])|"
    r"(?:don'?t|do not) forget(?:\s+that|\s*[:,-])|just so you know,?|"
    # A note that confirms what it says ("just confirming the … festival is June 13th",
    # "To confirm: …"): the confirming is how it is told, not what it is about.
    r"just\s+confirming(?:\s+that|\s*[:,-])?|confirming\s+that|to\s+confirm\s*[:,-]|"
    r"(?:please\s+)?(?:note|remember) that|"
    # "Forgot to mention, the Birchall quote is actually £19,200": told late, not about it.
    r"(?:I\s+)?forgot\s+to\s+(?:mention|say|add|tell\s+you)(?:\s+that|\s*[:,-])?|"
    # "final numbers for saffron & sage — make that 92 guests": the figures' heading, then
    # what they are of.
    r"(?:the\s+)?(?:final|latest|updated|revised|confirmed)\s+"
    r"(?:numbers|figures|count|headcount|totals?)\s+(?:for|from|on)(?:\s+the)?)\s+",
    re.I,
)
# "make that 92 guests", "make it Thursday": how a value is put right, no word of the thing.
_MAKE_THAT = re.compile(r"\bmake\s+(?:that|it)\b", re.I)


_MONTH = "(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + ")"
# An opening that says from when what follows holds ("As of this month …", "From 1 April
# …", "These days …"): when, not what the statement is about.
_SINCE = re.compile(
    r"\s*(?:(?:as\s+of|from|starting(?:\s+from)?|beginning|effective(?:\s+from)?)\s+"
    r"(?:(?:this|next)\s+(?:week|month|year|term|season|spring|summer|autumn|winter)|today|"
    r"now|tomorrow|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    + _MONTH
    + r"|"
    + _MONTH
    + r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)|these\s+days|nowadays"
    # "This season Velomarsh switched …": when, opening the note, no part of its subject.
    r"|(?:this|next)\s+(?:week|month|year|term|season|spring|summer|autumn|winter))\b,?\s+(?=\S)"
    # "As of the March AGM, …", "From the new contract, …": from an event on (a comma ends
    # the opening: "from the meeting room" goes on).
    r"|\s*(?:as\s+of|from|starting\s+with|since|after)\s+the\s+(?:[\w'-]+\s+){0,2}?"
    r"(?:agm|meeting|vote|review|renewal|budget|term|season|release|issue|edition|contract|"
    r"quarter|rota|timetable|schedule|reorg|merger|audit|inspection)\b,\s+(?=\S)",
    re.I,
)


# An opening that says where the news came from ("per the email from TAP,", "According to
# the landlord,", "brightwater called -"): the source, not what the statement is about.
_SOURCE = re.compile(
    r"\s*(?:(?:(?:as\s+)?per|according\s+to)\s+[^,;:.]{1,60}?,|"
    # "Minutes, trustees meeting:", "From the annual report:": the record it was read in.
    r"(?:(?:meeting\s+)?minutes|from\s+(?:the|our|my|a|an|this)\s+[^,;:.]{1,40}?)"
    r"(?:\s*,\s*[^,;:.]{1,40}?)?\s*:|"
    # "Following the H&S meeting,", "After today's call with Jo,": what the news came out of.
    r"(?:following|after)\s+(?:the|our|my|a|an|this|today's|yesterday's|last\s+week's)\s+"
    r"[^,;:.]{1,40}?(?:meeting|call|email|review|visit|inspection|audit|conversation|chat)"
    r"(?:\s+with\s+[^,;:.]{1,30})?,|"
    r"(?:[\w'’&-]+\s+){0,4}?(?:called|rang|phoned|emailed|texted|messaged|replied|"
    r"confirmed)(?:\s+(?:back|me|us|today|again))?\s*(?:[-–—:]|,)|"
    # "Sue in the club office corrected me:": who corrected it, and that it is a correction.
    r"(?:[\w'’&-]+\s+){0,6}?(?:corrected\s+(?:me|us)|(?:put|set)\s+(?:me|us)\s+(?:right|straight))"
    r"(?:\s+on\s+(?:this|that|it))?\s*(?:[-–—:]|,)|"
    # A price rise told before what is paid now ("Dale's put his prices up, I pay him £22").
    r"(?:[\w'’&-]+\s+){0,4}?(?:[\w-]+(?:'s|’s|\s+has|\s+have)\s+)?(?:put|raised|upped|hiked|"
    r"bumped|increased|put\s+up)\s+(?:up\s+)?(?:his|her|their|its|the|our|my)\s+"
    r"(?:prices?|rates?|fees?|charges?)(?:\s+up)?(?:\s+again)?\s*[,;:–—-]|"
    # Who said it: "Harumi says …", "User said: \"…\"", "the vet told us that …".
    # (A name as written, capitalised: "physio says runner's knee" says who, not whence.)
    r"(?:the\s+)?(?:user|(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}))\s+(?:says|said|told\s+(?:me|us)|"
    r"mentioned|reckons|(?:was|is)\s+(?:saying|telling\s+(?:me|us)))(?:\s+that)?\s*[:,]?)\s+(?=\S)",
    re.I,
)


def _to_from(text: str) -> re.Match[str] | None:
    """A change told new value first ("brought forward to 8:30pm from 9pm"), when both are
    values of one kind or neither is a value — not "up to £65 a year from this September"
    (from when, not from what)."""
    found = _TO_FROM.search(text)
    if found is None:
        return None
    kinds = [{m.kind for m in mentions(found[side])} for side in ("old", "new")]
    return found if kinds[0] & kinds[1] or not (kinds[0] or kinds[1]) else None


# A change's verb opening a note ("Swapped A for B", "Switched the CI to …"): the note has no
# subject of its own.
_CHANGED_FIRST = frozenset(
    "swapped switched replaced ditched dropped traded upgraded downgraded migrated "
    # (told as an instruction: "Swap Aula 2 for Nuevo Prisma in …")
    "swap switch replace".split()
)


_IS_DOING = re.compile(
    r"[\w-]['’]s\s+(?P<verb>[a-z]+ing)\s+"
    r"(?:over|up|in|out|off|back|on|the|a|an|his|her|their|them|it|this|that|our|my)\b",
    re.I,
)
_SAME_AS = re.compile(r"\b(?:(?:the\s+)?same\s+as|just\s+like|like\s+in)\s+(?:in\s+|on\s+)?$", re.I)


@functools.lru_cache(maxsize=4096)
def read(text: str) -> Statement:
    """``text`` read into a ``Statement`` (cached: the same text is read once)."""
    # What another thing shares ("…is version 15, same as production") names that thing,
    # not a second value of this one.
    # (Nor is "two" of "I had two digits swapped" a value: it says how one was wrong.)
    miswritten = [(w.start(), w.end()) for w in MISWRITTEN.finditer(text)]
    values = tuple(
        m
        for m in mentions(text)
        if not _SAME_AS.search(text[: m.start]) and not any(a <= m.start < b for a, b in miswritten)
    )
    words = _words_outside(text, values)
    # A reminder's lead-in ("Quick reminder:", "Don't forget that …") says nothing itself.
    reminder = _REMINDER.match(text)
    told = len(_words_outside(reminder.group(0), ())) if reminder else 0
    # Nor does a correction's opening cue ("Scratch that:", "Turns out …").
    opened = OPENING_CUE.match(text)
    told = max(told, len(_words_outside(opened.group(0), ())) if opened else 0)
    # Nor an opening that says from when ("As of this month", "From 1 April") or where the
    # news came from ("per the email from TAP,").
    source = _SOURCE.match(text)
    framing = _SINCE.match(text) or source
    told = max(
        told, len(_words_outside(framing.group(0), mentions(framing.group(0)))) if framing else 0
    )
    # How a role or a job was left ("is stepping down", "bowed out") is how the change is
    # told, never what it is about: those words are no terms.
    how_left = {w for f in _LEFT_WORDS.finditer(text) for w in _WORDS.findall(f.group().lower())}
    # Nor how a value was miswritten ("I had two digits swapped").
    how_left |= {w for f in MISWRITTEN.finditer(text) for w in _WORDS.findall(f.group().lower())}
    how_left |= {w for f in _MAKE_THAT.finditer(text) for w in _WORDS.findall(f.group().lower())}
    # (A state word that is also a thing's kind is a word of it where it is no state: the
    # "walk-in fridge" is no clinic that "is walk-in".)
    terms = stem_set(
        [
            _unhyphen(w)
            for i, w in enumerate(words[told:], start=told)
            if (_content(w) or (w in _KIND_TOO and not _state_word(words, i))) and w not in how_left
        ]
    )
    verb = verb_at(words)
    # "Kasim's taking over the courier run": "'s" before a word in -ing with its particle or
    # object after it is "is", and the -ing word the verb (the possessive's "'s" is cut
    # from ``words``). ("Kasim's painting of the harbour" is a painting.)
    doing = _IS_DOING.search(text)
    if doing and doing["verb"].lower() in words[: verb if verb is not None else len(words)]:
        verb = words.index(doing["verb"].lower())
    named = {
        w for m in values if m.kind == "name" for w in _WORDS.findall(plain_letters(m.raw.lower()))
    }
    # An opening cue ("Scratch that:", "Sorry, …:") is how it is said, not what it is about.
    opening = _OPENING.match(text)
    # Nor is an opening that says a value is wrong ("Ignore the …", "Scratch the …").
    # Nor a reminder's lead-in ("Reminder that …", "Don't forget: …", "Just so you know, …").
    lead = (
        re.match(r"\s*(?:(?:ignore|scratch)\s+the|no more)\s+", text, re.I)
        or reminder
        or opened
        or framing
    )
    said = opening.group(0) if opening else lead.group(0) if lead else ""
    skip = len(_words_outside(said, mentions(said))) if said else 0
    if skip and verb is not None and verb < skip:
        # The verb of the opening ("Brightwater called -") is not the statement's.
        after = verb_at(words[skip:])
        verb = None if after is None else skip + after
    if skip < len(words) and words[skip] in _CHANGED_FIRST:
        verb = skip  # "Swapped Lily's Kitchen for …": told with no subject, the user's own
    subject = stem_set(
        [_unhyphen(w) for w in words[skip : verb or 0] if _content(w) and w not in named]
    )
    # "may not exceed", "no more than": a bound, not a negation.
    bounded = _BOUND.sub(" at most ", _NO_MORE_THAN.sub(r"\g<what> at most", text))
    # "…has 21 replicas now, not 4": a rejection says which value is wrong, it does not
    # negate the statement.
    bounded = re.sub(r",\s*not\s+(?:\d|every|on|in|at)[^,;.]*", " ", bounded, flags=re.I)
    # Nor does a day no more where another is given ("no longer do mondays - … wednesdays
    # now"): which day is wrong.
    if len({v.norm.lower().rstrip("s") for v in values if v.kind == "day"}) > 1:
        bounded = _STOPPED_DAY.sub(" ", bounded)
    if any(v.kind in ("date", "day", "time", "month") for v in values):
        bounded = re.sub(_NOT_UNTIL, " until", bounded, flags=re.I)
    # "don't forget", "don't miss it": a reminder, not a negation of what it reminds of.
    bounded = re.sub(r"\b(?:don'?t|do not|never)\s+(?:forget|miss)\b", " ", bounded, flags=re.I)
    # "no exceptions", "without fail": how firmly it holds, not a negation of it.
    bounded = re.sub(
        r"\b(?:no\s+(?:exceptions?(?:\s+without)?|excuses|matter)|without\s+(?:exception|fail))\b",
        " ",
        bounded,
        flags=re.I,
    )
    negated = bool(_NEGATION.search(bounded))
    # "never" is a polar word of its own ("always" / "never"): it does not negate itself.
    sign = -1 if _NEGATION.search(re.sub(r"\bnever\b", " ", bounded, flags=re.I)) else 1
    polarity = tuple(
        sorted(
            {
                (_POLAR[w][0], _POLAR[w][1] * sign)
                for i, w in enumerate(words)
                if w in _POLAR and (w not in _CONTEXTUAL or _state_word(words, i))
            }
        )
    )
    change = None
    # "Dr. Alvarez", "St. Aldhelm's": a title's full stop ends no clause; what the patterns
    # find is read back from the text as written (one length, one place).
    untitled = _untitled(text)
    took = _as_written(
        text,
        _TAKEOVER.search(untitled)
        or _HANDED.search(untitled)
        or _STEPPED.search(untitled)
        or _TAKING_OVER.search(untitled)
        or _SUCCEEDED.search(untitled)
        or _TAKEN_THEN_LEFT.search(untitled),
    )
    replaced = None if took else _VALUE_REPLACED.search(text)
    if replaced:
        kinds = {
            v.kind for v in values if replaced.start() <= v.start < replaced.end()
        }  # both ends one kind: "16.2 replaced 14.9", not "3 replaced 2 staff"
        took = _as_written(text, replaced) if len(kinds) == 1 and kinds != {"number"} else None
    if took:
        change = (took["old"].strip(), took["new"].strip())
    else:
        moved = (
            CHANGE.search(text)
            or _to_from(text)
            or _OFF_ONTO.search(text)
            or _OFF_NOW_ON.search(text)
            or _MOVED_TO_WAS.search(text)
            or _OFF_INSTEAD.search(text)
            or _REPLACED.search(text)
            or _REPLACED_BY.search(text)
            or _REPLACED_OLD.search(text)
            or _RENAMED.search(text)
            or _RENAMED_AS.search(text)
            or _LEFT_FOR.search(text)
            or _DROPPED_FOR.search(text)
            or _CANCELLED_FOR.search(text)
        )
        out_in = _OUT_IN.search(text)
        arrow = _arrow(text, values)
        if moved:
            change = (_trim(moved["old"]), _trim(moved["new"]))
        elif out_in:
            change = (
                _trim(_after_dash(out_in["old"] or out_in["old2"])),
                _trim(out_in["new"] or out_in["new2"] or out_in["new3"]),
            )
        elif arrow:
            change = arrow
        else:
            off, to = _NOT_ON.search(text), _MOVED_TO.search(text)
            then = NO_LONGER_THEN.search(text)
            if off and to and to.start() > off.end():
                change = (_trim(off["old"]), _trim(to["new"]))
            elif then and _same_kind(then["old"], then["new"]):
                change = (_trim(then["old"]), _trim(then["new"]))
            elif (stop := NOT_ANY_MORE_THEN.search(text)) and _same_kind(stop["old"], stop["new"]):
                change = (_trim(stop["old"]), _trim(stop["new"]))
            elif again := NO_LONGER_NOW.search(text):
                change = (_trim(again["old"]), _trim(again["new"]))
            elif (made := _WAS_BUT_MADE.search(text)) and _same_kind(made["old"], made["new"]):
                change = (_trim(made["old"]), _trim(made["new"]))
    rejected: list[Mention | tuple[str, str]] = []
    listed: list[Mention] = []  # rejected as members of one list
    rejected_words: list[str] = []
    for m in _REJECTED.finditer(untitled):
        phrase_said = ""
        # Only a rejection that names what replaces it: "B, not A", "not A but B", "B
        # instead of A" ("Priya does not take sugar" rejects nothing).
        tail = text[m.end("old") :].lstrip().lower()
        end = m.end("old")
        if m["cue"].lower().endswith("from"):
            # "moved up from 14 Mar to 28 Feb": what it is moved to is no rejected value.
            to = re.search(r"\s+(?:to|into|onto)\s", m["old"], re.I)
            end = m.start("old") + to.start() if to else end
        inside = [v for v in values if m.start("old") <= v.start < end]
        bit = _BIT.match(m["old"]) if m["cue"].lower().startswith(("ignore", "scratch")) else None
        if bit is not None and all(v.kind == "name" for v in inside):
            # "ignore the hotel adler bit, … from the Hotel Sonne": words the note takes
            # back, replaced by the name after it that shares a word with them.
            taken_back = bit["about"] or bit["words"]
            rejected_words.append(taken_back)
            right = _sharing_a_word(taken_back, values, m.end())
            if right is not None:
                rejected.append((taken_back, right))
            continue
        if _FIRST_VALUE.match(m["cue"]) and not tail.startswith("but"):
            # ("isn't at Daleside but at Northbrook Arena" names what replaces it: below.)
            # "No more 2pm cut-off at bay 4": what is no more is the first value (the rest
            # says where), and only where the note gives another of its kind.
            # (A name is, only when it is all that is no more: "…over to Gilchesters
            # flour, no more Shipton Mill".)
            inside_names = [v for v in inside if v.kind == "name"]
            # (Or one opening what is no more, or no longer wanted: "No more Co-op
            # donations for the fridge, it's Greggs…", "doesn't want Dominant strings after
            # all; … will get Evah Pirazzi".)
            inside = [v for v in inside if v.kind != "name"][:1] or [
                v
                for v in inside_names[:1]
                if (
                    _NAME_NO_MORE.match(m["cue"])
                    and re.match(rf"\s*(?:the\s+)?{re.escape(v.raw)}(?:['’]s)?\b", m["old"], re.I)
                )
                # ("Ignore what I said about Becca - … captained by Jonno": the name alone
                # is what is taken back.)
                or (_TAKEN_BACK.match(m["cue"]) and m["old"].strip() == v.raw)
            ]
            if inside and inside[0].kind == "name":
                # What is rejected is the name, not the words after it ("donations for the
                # Eastfield fridge" are not the card's words: its Co-op is).
                phrase_said = inside[0].raw
            if not inside and _ANY_MORE_THEN.match(text, end):
                pass  # "isn't priyanka anymore, it's gideon": words, replaced by words
            elif not inside or not any(
                v.kind == inside[0].kind and not (m.start() <= v.start < m.end()) for v in values
            ):
                continue
        if _WAS.match(m["cue"]) or _WAS_THEN_NOW.match(m["cue"]):
            leftover = m["old"]
            for v in sorted(inside, key=lambda v: -v.start):
                leftover = leftover[: v.start - m.start("old")] + leftover[v.end - m.start("old") :]
            # The old value's kind is said too: before it ("£7.25/hr now, was £6.50"), or
            # after it ("were Tue/Fri, now Wednesdays…").
            kinds_said = {v.kind for v in values if v.end <= m.start() or v.start >= m.end("old")}
            if (
                not inside
                or re.sub(r"\b(?:and|at|on|in|by)\b", "", leftover).strip(" /,&")
                or not {v.kind for v in inside} & kinds_said
            ):
                continue
        if m["cue"].lower() == "not" and not tail.startswith("but"):
            # A terse note's "9:40 not 9:30": a value right before "not" names what
            # replaces a value of its kind after it.
            before = [
                v for v in values if v.end <= m.start() and _only_its_noun(text[v.end : m.start()])
            ]
            # "not the Adornes, the Hotel Navarra", "not 14, 41": the old value alone, then
            # after a comma one of its kind alone, ending the clause, is what replaces it.
            replacing = _NOT_THEN.match(text, end)
            alone = re.fullmatch(
                r"\s*(?:(?:on|in|at|by|the|a|an)\s+)*",
                "".join(
                    ch if not any(v.start <= m.start("old") + i < v.end for v in inside) else ""
                    for i, ch in enumerate(m["old"])
                ),
                re.I,
            )
            put = [
                v
                for v in values
                if replacing is not None
                and replacing.start("new") <= v.start < replacing.end("new")
            ]
            told = (
                replacing is not None
                and alone is not None
                and len(put) == 1
                and any(put[0].kind == v.kind for v in inside)
                and put[0].raw.lower() not in {v.raw.lower() for v in inside}
            )
            if not told and not any(b.kind == v.kind for b in before for v in inside):
                continue
        told_by_tail = [v for v in values if v.end <= m.start()][-1:]
        if not inside and told_by_tail and m["cue"].lower().endswith("not"):
            # "it's 145.575, not .375": the old value told by the digits it changed, the
            # rest of it the value before "not".
            tail_of = _tail_of(told_by_tail[0], m)
            if tail_of is not None:
                rejected.append(tail_of)
                rejected_words.append(tail_of.raw)
                continue
        phrase = phrase_said or re.sub(
            r"^(?:(?:on|in|at|by|with|to|from|for)\s+)?(?:(?:the|a|an)\s+)?", "", m["old"]
        )
        rejected_words.append(phrase.strip())
        place = _place_instead(untitled, m)
        if place is not None:
            rejected.append(place)  # "in X rather than the back room of Y": the whole place
        elif inside:
            rejected.extend(inside)
            if len(inside) > 1:
                listed.extend(inside)
        elif 0 < len(m["old"].split()) <= 3 and _trim(m["old"]):
            right = _replacement(untitled, m)
            if right:
                rejected.append((_trim(m["old"]), right))
    # "Wednesdays and Fridays, not Tuesdays and Fridays": of a list rejected whole, what the
    # note also says is so (its Fridays) is kept; what it rejects is the rest of the list.
    # (A value rejected alone stays rejected, however often named: "instead of Hollins
    # Mill, because Hollins Mill dropped…".)
    kept = {(v.kind, v.norm) for v in values if v not in rejected}
    rejected = [r for r in rejected if r not in listed or (r.kind, r.norm) not in kept]
    for v in values:
        let_go = _PLACE_GONE.match(text, v.end) if v.kind == "name" else None
        gone = (
            (_NAME_GONE.match(text, v.end) if v.kind == "name" else _VALUE_GONE.match(text, v.end))
            or (let_go and _ELSEWHERE.search(text, let_go.end()))
        ) and v not in rejected
        if gone and any(o.kind == v.kind and o is not v for o in values):
            rejected.append(v)
            rejected_words.append(v.raw)
    # "it's the 2nd saturday for the open days not the first": an ordinal rejected by its
    # word alone, where the note gives one of its own.
    bare = _ORDINAL_NOT.search(text) if not rejected else None
    ordinals = {v.norm for v in values if v.kind == "ordinal"}
    if bare and ordinals:
        word = bare["n"].lower()
        number = str(ORDINAL_NUMBERS.get(word) or int(re.sub(r"\D", "", word) or 0))
        if number not in ordinals:
            rejected.append(Mention("ordinal", number, bare.start("n"), bare.end("n"), bare["n"]))
            rejected_words.append(bare["n"])
    chosen = _CHOSEN_INSTEAD.search(text)
    if chosen and not rejected:
        # (Only one other name after it: which of two went is a guess.)
        later = {v.norm: v for v in values if v.kind == "name" and v.start >= chosen.end()}
        chosen_names = {v.norm for v in values if v.kind == "name" and v.start < chosen.end()}
        went = [v for norm, v in later.items() if norm not in chosen_names]
        # (A name opening the clause after it is no name to ``mentions``: "- Velfac quoted".)
        opening = re.match(r"([A-Z][\w'’-]+?)(?:['’]s)?\b", text[chosen.end() :])
        if len(went) == 1:
            rejected.append(went[0])
            rejected_words.append(went[0].raw)
        elif not later and opening and not common_word(opening[1].lower()):
            at = chosen.end() + opening.start(1)
            rejected.append(
                Mention("name", opening[1].lower(), at, at + len(opening[1]), opening[1])
            )
            rejected_words.append(opening[1])
    # "went up by a tenner - it's £95 now", "got pushed back a week to 15 march": the old
    # value is the new one less the rise or the move, named as surely as "not £85"; the
    # rise or the move itself is no value of the slot.
    for pattern, old_of, (first, last) in (
        (_RISEN_BY, _value_before_rise, ("delta", "delta")),
        (_PUT_OFF_BY, _date_before_move, ("n", "unit")),
    ):
        by = pattern.search(text) if not rejected else None
        was = old_of(by, values) if by else None
        if by and was is not None:
            rejected.append(was)
            rejected_words.append(was.raw)
            values = tuple(v for v in values if not by.start(first) <= v.start < by.end(last))
    stopped = _STOPPED_DAY.search(text) if not rejected else None
    gone_day = [
        v for v in values if stopped and v.kind == "day" and v.start == stopped.start("day")
    ]
    if gone_day and any(v.kind == "day" and v.norm != gone_day[0].norm for v in values):
        # "have stopped doing tuesdays - … thursdays now": the day no more, where the note
        # gives another.
        rejected.append(gone_day[0])
        rejected_words.append(gone_day[0].raw)
    wrong = _WORD_WRONG.search(text)
    if (
        wrong
        and not rejected
        and wrong["old"].lower() not in STOPWORDS
        and not any(v.start < wrong.end("old") and wrong.start("old") < v.end for v in values)
    ):  # a word, not a value ("1 March was wrong, it's 2 March" rejects the date)
        rejected.append((wrong["old"], _trim(wrong["new"])))
        rejected_words.append(wrong["old"])
    return Statement(
        text=text,
        clauses=tuple(clauses(text)),
        terms=terms,
        subject=subject,
        values=values,
        polarity=polarity,
        negated=negated,
        cue=bool(CUE.search(_SWITCHED_OFF.sub(" ", text)) or _ARROW_TO.search(text))
        or change is not None
        or bool(rejected),
        change=change,
        rejected=tuple(rejected),
        rejected_words=tuple(rejected_words),
        source=len(source.group(0)) if source else 0,
    )


# Words that are a state only in "is on", "switched off for…", never as "on Fridays".
# Polar words that are also a thing's kind ("a walk-in fridge", "the drop-in centre"):
# polar only as a state, a word of the thing elsewhere.
_KIND_TOO = frozenset("walk-in walkin drop-in".split())
_CONTEXTUAL = (
    frozenset("on off open closed fine ok okay live yes no true false".split()) | _KIND_TOO
)
_STATE_BEFORE = frozenset(
    "is are was were be been stays stay remains remain turned switched set left kept".split()
)
_STATE_AFTER = frozenset(
    "for in by across everywhere globally during until from since and but to at".split()
)


def _state_word(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` ("on", "off", "fine") states a state: after "is"/"turned" and at
    the clause's end or before "for…" ("the flag is on for staff")."""
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    # ("defaults to off", "set to on": the state a thing is put in.)
    # (Any word after it but an article: "set to on the 5th" is a date.)
    if before == "to" and i > 1 and words[i - 2] in _PUT_TO:
        return after not in ("the", "a", "an", "my", "our", "their", "his", "her", "its")
    # (How one gets in holds for a time or a day: "is walk-in only on Saturdays".)
    also = _STATE_AFTER_KIND if words[i] in _KIND_TOO else frozenset()
    return before in _STATE_BEFORE and (not after or after in _STATE_AFTER | also)


_STATE_AFTER_KIND = frozenset("only on now every again except unless".split())


_PUT_TO = frozenset(
    "default defaults defaulted set flipped switched turned changed reverted back".split()
)


_AFTER_VERB = frozenset(
    "on in at to for from with by into onto the a an his her their its our my every each "
    "about after before during until".split()
)


_AUXILIARIES = frozenset("is are was were has have had will can must should".split())


def _be_after(words: list[str], at: int) -> int | None:
    """Where "are"/"were" follows ``at`` in the same clause (before any word that opens
    another: "and", "when", "that", …), or ``None``: the verb a plural noun in -s takes
    ("charges £65 …, is shut on …" is a verb, its subject singular)."""
    for j in range(at + 1, len(words)):
        if words[j] in ("is", "was"):
            return None
        if words[j] in ("are", "were"):
            return j
        if words[j] in _OPENS_CLAUSE or words[j].endswith((",", ";", ":")):
            return None
    return None


_OPENS_CLAUSE = frozenset(
    "and but or when while if because since that which who whose where unless until so".split()
)


# Adverbs between "'ve" and its verb ("we've just moved", "they've finally put").
_HAVE_ADVERBS = frozenset(
    "just already always never now also finally only recently still actually".split()
)


def verb_at(words: list[str]) -> int | None:
    """Where a statement's verb is: the first word of ``VERBS``, else the first word in -s
    followed by a preposition or an article ("The user's wife swims on Mondays"), or a past
    tense after a word that is not an article ("…on the north replica reached 40 s")."""
    # A passive told with "got" after a bare noun phrase ("map scans got bumped to 600 dpi"):
    # its words are nouns, whatever verbs they may also be ("map", "scans").
    passive = next(
        (
            j
            for j in range(1, min(len(words) - 1, 5))
            if words[j] in ("got", "get", "gets") and words[j + 1].endswith(("ed", "en"))
        ),
        None,
    )
    if passive is not None and all(
        w not in STOPWORDS or w in ("the", "our", "their", "my", "your") for w in words[:passive]
    ):
        return passive
    known = next(
        (
            i
            for i, w in enumerate(words)
            # A verb's form right before "are"/"is" is a noun ("the VAT returns are …"), as
            # is one in -s before its clause's "are" ("Bug reports for the game … are …").
            if w in VERBS
            and not (0 < i < len(words) - 1 and words[i + 1] in _AUXILIARIES)
            and not (i > 0 and w.endswith("s") and _be_after(words, i) is not None)
            # (Opening the clause too, right before its "are": "maps are scanned at 400 dpi".)
            and not (i == 0 and w.endswith("s") and words[1:2] in (["are"], ["were"]))
            # So is one right before a verb in -s ("the club run meets", "the data store
            # holds"): the second is the verb.
            and not (
                0 < i < len(words) - 1
                and w not in _AUXILIARIES
                and not w.endswith("s")
                and words[i + 1] in VERBS
                and words[i + 1].endswith("s")
                and words[i + 1] not in _AUXILIARIES
            )
        ),
        None,
    )
    # "they've put summer camp up to £95", "we've moved …": the word after "'ve" (past its
    # adverbs) is the verb, whatever else it may be.
    have = next(
        (
            j
            for i, w in enumerate(words[: known if known is not None else len(words)])
            if w.endswith(("'ve", "’ve"))
            for j in [
                next((k for k in range(i + 1, len(words)) if words[k] not in _HAVE_ADVERBS), -1)
            ]
            if j > 0
        ),
        None,
    )
    if have is not None:
        return have
    for i, w in enumerate(words[: known if known is not None else len(words)]):
        if i < 1 or words[i - 1] in STOPWORDS:
            continue
        if (
            w.endswith("s")
            and not w.endswith(("ss", "us", "is", "'s"))
            and (i + 1 == len(words) or words[i + 1] in _AFTER_VERB)
        ):
            # A plural noun before the clause's own "are"/"is" is its subject ("Bug reports
            # for the game Emberfall are tracked in …").
            be = _be_after(words, i)
            return be if be is not None else i  # "…swims on Mondays", "…changes [weekly]"
        if w.endswith("ed") and len(w) > 4:
            return i
    return known


def _arrow(text: str, values: tuple[Mention, ...]) -> tuple[str, str] | None:
    """(old, new) of "07:15 → 06:50", "£35 -> £42": two values of one kind either side of
    an arrow."""
    for m in re.finditer(r"\s*(?:→|->|=>)\s*", text):
        # (A unit may stand between a value and the arrow: "3.2 bar → 3.6 bar".)
        before = [
            v
            for v in values
            # (Or a mark written against it: "4471# → 9023#".)
            if v.end == m.start()
            or re.fullmatch(r"\s*[^\W\d_]{1,5}\.?|[#*]", text[v.end : m.start()])
        ]
        after = [v for v in values if v.start == m.end()]
        if before and after and before[0].kind == after[0].kind:
            return before[0].raw, after[0].raw
    return None


def _tail_of(value: Mention, m: re.Match[str]) -> Mention | None:
    """The value "not .375" rejects after ``value`` ("145.575"): its head, then the digits
    said (a value written as its changed end), or None where the words are no such tail."""
    tail = re.fullmatch(r"\s*(\.\d+)\s*", m["old"])
    head = re.fullmatch(r"(\D{0,2}\d+)\.\d+", value.raw)
    if tail is None or head is None or len(tail[1]) != len(value.raw) - len(head[1]):
        return None
    whole = [v for v in mentions(head[1] + tail[1]) if v.kind == value.kind]
    if len(whole) != 1 or whole[0].norm == value.norm:
        return None
    return Mention(value.kind, whole[0].norm, m.start("old"), m.end("old"), whole[0].raw)


# A day no more ("have stopped doing tuesdays", "no longer open on Mondays").
_STOPPED_DAY = re.compile(
    r"\b(?:stopped|stop|stops|no\s+longer|don['’]t|doesn['’]t)\s+"
    r"(?:doing|do|does|running|run|runs|opening|opens|open|taking\s+bookings)\s+(?:on\s+)?"
    r"(?P<day>[a-z]+days?)\b",
    re.I,
)
# A rise or a fall told by how much ("went up by a tenner", "has come down by £2", "put up
# by 50p"): with the value it is now, the value it was.
_RISEN_BY = re.compile(
    r"\b(?:(?P<up>(?:went|gone|goes|go|been\s+put|put|pushed|bumped|come|came)\s+up|"
    r"raised|increased|rose|risen|upped)|(?P<down>(?:went|gone|goes|go|come|came|been\s+brought|"
    r"brought)\s+down|dropped|fell|fallen|cut|reduced|decreased|lowered))\s+by\s+"
    r"(?P<delta>a\s+(?:tenner|fiver|quid|pound)|£\s?\d+(?:\.\d\d)?|\$\d+(?:\.\d\d)?|€\d+(?:\.\d\d)?|"
    r"\d+\s*(?:quid|pounds?|p|pence)\b)",
    re.I,
)
_DELTA_WORDS = {"tenner": 10.0, "fiver": 5.0, "quid": 1.0, "pound": 1.0}


# A date moved by how long ("pushed back a week to 15 March", "brought the final forward
# two days to the 9th"): with the date it is now, the date it was.
_PUT_OFF_BY = re.compile(
    r"\b(?:(?P<back>(?:pushed|put|moved|set|knocked)\s+(?:[\w'’-]+\s+){0,3}?back|postponed|"
    r"delayed|slipped|slid)|(?:brought|moved|pulled)\s+(?:[\w'’-]+\s+){0,3}?forward)\s+"
    r"(?:(?:back\s+)?by\s+)?"
    r"(?P<n>[\w-]+)\s+(?P<unit>days?|weeks?|fortnights?)\b"
    # ("…slipped a week, so the lorry's rebooked for 21 May": the date later in the sentence.)
    r"(?:\s+(?:to|till|until)\s+(?:(?:the|on)\s+)?|[^.;!?]{0,60}?\b(?:for|to|on)\s+"
    r"(?:(?:the|on)\s+)?)(?=\d|[a-z]+\s+\d)",
    re.I,
)


def _date_before_move(by: re.Match[str], values: tuple[Mention, ...]) -> Mention | None:
    """The date a move ``by`` started from: the date right after it, less the move (more,
    when brought forward) as ``mentions`` reads its length, written "8 March"; None where
    no whole date follows."""
    now = [v for v in values if v.kind == "date" and v.start == by.end()]
    length = [
        v
        for v in values
        if v.kind.endswith("duration") and by.start("n") <= v.start < by.end("unit")
    ]
    if not now or not length or not re.fullmatch(r"(?:\d{4}-)?\d{2}-\d{2}", now[0].norm):
        return None
    said = now[0].norm.split("-")
    year = int(said[0]) if len(said) == 3 else 2001  # (a year with no 29 February)
    month, day = int(said[-2]), int(said[-1])
    if month == 0:
        return None  # "to the 15th": which month it moved from is unsaid
    days = round(float(length[0].norm) / 86400)
    moved = dt.date(year, month, day) - dt.timedelta(days=days if by["back"] else -days)
    raw = f"{moved.day} {moved.strftime('%B')}" + (f" {moved.year}" if len(said) == 3 else "")
    found = [v for v in mentions(raw) if v.kind == "date"]
    if len(found) != 1:
        return None
    return Mention("date", found[0].norm, by.start("n"), by.end("unit"), raw)


def _value_before_rise(by: re.Match[str], values: tuple[Mention, ...]) -> Mention | None:
    """The value a rise ``by`` started from: the one amount of money the note gives besides
    the rise, less the rise (more, for a fall), written as that amount is; None where the
    note gives no such amount, or several."""
    delta_said = by["delta"].lower()
    word = re.search(r"tenner|fiver|quid|pound", delta_said) if delta_said.startswith("a") else None
    if word is not None:
        delta = _DELTA_WORDS[word.group()]
    else:
        number = float(re.sub(r"[^\d.]", "", delta_said))
        delta = number / 100 if re.search(r"\d\s*(?:p|pence)$", delta_said) else number
    now = [
        v
        for v in values
        if v.kind.startswith("money:") and not by.start("delta") <= v.start < by.end("delta")
    ]
    if len(now) != 1:
        return None
    amount = re.search(r"\d[\d,]*(?:\.\d+)?", now[0].raw)
    if amount is None:
        return None
    new = float(amount.group().replace(",", ""))
    old = new - delta if by["up"] else new + delta
    if old <= 0:
        return None
    decimals = len(amount.group().partition(".")[2])
    written = f"{old:,.{decimals}f}" if "," in amount.group() else f"{old:.{decimals}f}"
    raw = now[0].raw[: amount.start()] + written + now[0].raw[amount.end() :]
    found = [v for v in mentions(raw) if v.kind == now[0].kind]
    if len(found) != 1:
        return None
    return Mention(now[0].kind, found[0].norm, by.start("delta"), by.end("delta"), raw)


def _place_instead(text: str, m: re.Match[str]) -> tuple[str, str] | None:
    """(the rejected place, the place said instead) for "meets in X rather than the back
    room of Y": a longer place phrase rejected whole, what replaces it the place the same
    clause names with "in"/"at" right before the cue. None otherwise."""
    cue = re.sub(r"^,\s*", "", m["cue"].lower())
    if cue not in ("rather than", "instead of", "not") or len(m["old"].split()) <= 3:
        return None
    but = re.match(r"\s*but\s+(?P<place>[^,;]+?)\s*(?:[,;]|\.(?!\d)|$)", text[m.end("old") :])
    if cue == "not" and but is not None:
        return _trim(m["old"]), _trim(but["place"])  # "not at X but at the Corn Exchange"
    said = re.search(r"\b(?:in|at)\s+(?P<place>[^,;.]+?)\s*,?\s*$", text[: m.start("cue")])
    if said is None:
        return None
    return _trim(m["old"]), _trim(said["place"])


# "the hotel adler bit", "the bit about the hotel adler": the words a note takes back.
_BIT = re.compile(
    r"^(?:(?:bit|part)\s+about\s+(?:the\s+)?(?P<about>.+)|(?P<words>.+?)\s+(?:bit|part)s?)$", re.I
)


def _untitled(text: str) -> str:
    """``text`` with a title's full stop as a space ("Dr. Alvarez" → "Dr  Alvarez"): the
    same length, so a match's places are the text's."""
    return re.sub(r"\b(Dr|Mr|Mrs|Ms|Prof|St)\.", r"\1 ", text)


class _Written:
    """A match found in ``_untitled(text)``, its groups read from ``text`` as written."""

    def __init__(self, text: str, m: re.Match[str]) -> None:
        self._text, self._m = text, m

    def __getitem__(self, group: str) -> str:
        start, end = self._m.span(group)
        return self._text[start:end] if start >= 0 else ""


def _as_written(text: str, m: re.Match[str] | None) -> _Written | None:
    return _Written(text, m) if m is not None else None


def _sharing_a_word(words: str, values: tuple[Mention, ...], after: int) -> str | None:
    """The one name said after ``after`` that shares a word with ``words`` (the new
    "Hotel Sonne" for "hotel adler"); ``None`` when none is, or more than one."""
    theirs = {w.lower() for w in words.split() if w.lower() not in STOPWORDS}
    found = [
        v.raw
        for v in values
        if v.kind == "name"
        and v.start >= after
        and theirs & {w.lower() for w in v.raw.split()}
        and v.raw.lower() != words.lower()
    ]
    return found[0] if len(found) == 1 else None


def _replacement(text: str, m: re.Match[str]) -> str:
    """The words a rejection puts in place of the rejected ones: as many words before ",
    not" ("O positive, not A positive"), or the words after "but" ("not A but B")."""
    size = len(m["old"].split())
    then = _ANY_MORE_THEN.match(text, m.end("old"))
    if then:
        return _trim(then["new"])
    if m["cue"].lower() == "not":
        after = re.match(r"\s*but\s+((?:[^,;.]|\.(?=\d))+)", text[m.end("old") :], re.I)
        return _trim(after.group(1)) if after else ""
    if re.match(r"(?:the|a|an)\s", m["old"], re.I):
        # "from the boating lake car park, not the bandstand": a thing said with its article
        # is replaced by the whole phrase the note opens with one.
        said = re.search(
            r".*\b(?:the|a|an)\s+(?P<what>[^,;.]+?)\s*,?\s*$", text[: m.start("cue")], re.I
        )
        if said and len(said["what"].split()) <= 6 and not _has_verb(said["what"]):
            return _trim(said["what"])
    before = re.findall(r"[\w'’.-]+", text[: m.start("cue")])
    return " ".join(before[-size:]) if before else ""


def _same_kind(old: str, new: str) -> bool:
    """Whether two phrases each give a value, of one kind ("Wednesdays" / "Thursdays")."""
    said, then = mentions(old), mentions(new)
    if {m.kind for m in said} & {m.kind for m in then}:
        return True
    # A numbered place and a named one of its sort ("Room 4" / "the Garden Room").
    sorts = {m.norm.split()[0] for m in said if m.kind == "identifier" and " " in m.norm}
    # Two of one sort, each by its own word ("the Fleet room" / "the glass room").
    head = re.findall(r"[^\W\d_]+", old.lower())[-1:]
    sorts |= {w for w in head if len(w) > 2 and w not in STOPWORDS and len(old.split()) > 1}
    return any(re.search(rf"\b{re.escape(w)}\b", new, re.I) for w in sorts)


def _after_dash(phrase: str) -> str:
    """What follows a note's heading dash ("Brightwell wedding — Olive Grove Kitchen")."""
    return re.split(r"\s[-–—]\s", phrase)[-1]


def _unhyphen(word: str) -> str:
    return word.replace("-", "")


def _trim(phrase: str) -> str:
    """A value as a change names it, without articles or prepositions around it."""
    words = phrase.strip().split()
    while words and words[0] in {
        "the",
        "a",
        "an",
        "on",
        "in",
        "at",
        "every",
        "by",
        "to",
        "with",
        "our",
        "their",
    }:
        words = words[1:]
    # ("…it's the Garden Room now": when, not part of the value.)
    while len(words) > 1 and words[-1].lower().strip(",.;:!") in {"now", "instead"}:
        words = words[:-1]
    return " ".join(words).strip(" ,.;:-")


def without_cue(text: str) -> str:
    """A correction as the statement it makes: "Actually the TTL is 8 hours." → "The TTL is
    8 hours." (nothing else is rewritten)."""
    rest = OPENING_CUE.sub("", text, count=1)
    if rest == text or not rest.strip():
        return text
    return rest[:1].upper() + rest[1:]


# ---------------------------------------------------------------- a card's statements as written

# (Words written short in notes end no statement either; kept out of the text splitter of
# ``gather``, which cuts chat turns.)
_SENTENCE = re.compile(
    NOT_ABBREVIATED
    + "".join(rf"(?<!\b{w}\.)(?<!\b{w.title()}\.)" for w in _SHORT_WORDS)
    + r"(?<=[.!?])\s+(?=[A-Z0-9\"'`(\[])|\n+"
)


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (and lines), blanks dropped."""
    return [s.strip() for s in _SENTENCE.split(text) if s.strip()]


# A clause of its own inside a sentence: after ", and", ", but", ", " or " and " comes a
# subject (an article, a possessive, a pronoun) — "…has 24 plots, the water is switched on
# in April, and the fee is £36".
# A name and a verb in -s ("and Priya takes …"), never a day or a month ("and Thursday
# mornings": one list of days).
_NAMED_SUBJECT = (
    r"(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:January|February|March|April|May|June|"
    r"July|August|September|October|November|December)\b)"
    # ("…, and Ms. Okafor is head of department": a title before the name, with its dot.)
    r"(?:(?:" + "|".join(t.title() for t in sorted(TITLES)) + r")\.?\s+)?"
    r"[A-Z][a-z]+(?:\s+[A-Z][a-z'’-]+)?"
    # ("…and Hillside Motors in Kenton does it": a name with its place.)
    r"(?:\s+(?:in|at|of|from)\s+[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)?"
    r"\s+[a-z]+s\b"
)
# "it's with Zenith", "they're on Fridays": a pronoun and its verb in one word.
_PRONOUN_BE = r"(?:it|they|he|she|we)['’](?:s|re|ve|ll|d)\s"
# ("…, and Fridays stay free for admin": days as a subject, told by the verb after them.)
_DAYS_SUBJECT = (
    r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days\s+"
    r"(?:are|stay|remain|go|start|end|run|close|open|belong)\b"
)
_OWN_CLAUSE = re.compile(
    r",\s+(?:and\s+|but\s+)?(?=(?:the|a|an|our|their|its|his|her|my|your|this|these|it|they|"
    rf"he|she|we|there|every|each)\s|{_NAMED_SUBJECT}|{_PRONOUN_BE}|{_DAYS_SUBJECT})"
    rf"|\s+and\s+(?=(?:the|its|their|his|her|our|it|they|he|she|we)\s|{_NAMED_SUBJECT}|"
    rf"{_PRONOUN_BE})",
)


# What a note tells someone to do ("- bring his BP diary", "- call ahead"): a statement.
_TOLD_TO = re.compile(
    r"\s*(?:pls\s+|please\s+)?(?:bring|take|call|ask|check|book|send|pay|email|text|remind|"
    r"tell|ring|keep|leave|don['’]?t|do\s+not|make\s+sure)\b",
    re.I,
)


def _dash_split(sentence: str) -> list[str]:
    """``sentence`` cut after each "; " and at each spaced dash before a statement of its
    own ("appt 10:20 - bring his BP diary"), never one between two numbers ("10:00 -
    12:00")."""
    out, start = [], 0
    for m in re.finditer(r";\s+|\s[-–—]\s", sentence):
        dash = m.group().strip() != ";"
        after = re.split(r";\s+|\s[-–—]\s", sentence[m.end() :])[0]
        if dash and (
            (sentence[m.start() - 1 : m.start()].isdigit() and after[:1].isdigit())
            # (What a dash adds without a verb is said of what comes before it: "Lisbon
            # trip - departure 10/22".)
            or not (_has_verb(after) or _TOLD_TO.match(after))
        ):
            continue
        out.append(sentence[start : m.start()])
        start = m.end()
    return [*out, sentence[start:]]


def _colon_split(clause: str) -> list[str]:
    """``clause`` cut after a colon that joins two statements ("…brew day is 9 September:
    Dev runs the mash"), the first told by "is", "has" or the like, the second with a verb
    and a subject of its own. A colon after a heading or a label ("Roster for SK 207 on 14
    June: Captain …", "Update: …") opens what it heads. (With dashes, as a correction's
    leftovers are cut: the judge reads a colon as one statement's.)"""
    found = re.search(r"(?<=\S):\s+(?=\S)", clause)
    if found is None:
        return [clause]
    head, rest = clause[: found.start()], clause[found.end() :]
    # (What follows opens with its subject, a name or a determiner: "The rule is simple:
    # no deploys on Friday" is one statement, told in two halves.)
    opens = re.match(
        r"(?:[A-Z][\w'’-]*|(?:the|a|an|our|their|its|his|her|my|we|they|it|he|she)\b)", rest
    )
    told = re.search(r"\b(?:is|are|was|were|has|have|had|will)\b", head)
    if not (opens and told and _has_verb(rest.split(":")[0])):
        return [clause]
    return [head, *_colon_split(rest)]


def card_parts(text: str, dashes: bool = False) -> list[str]:
    """The statements of a card as written: sentences, their clauses after "; ", and their
    clauses of their own after ", and the…" (a clause with its own subject and verb). With
    ``dashes``, a spaced dash before a statement of its own parts them too ("appt 10:20 -
    bring his BP diary"): what a correction leaves of a card is kept so (the judge reads a
    dash as one statement's, "Lisbon trip - departure 10/22")."""

    out: list[str] = []
    for sentence in sentences(text):
        pieces = (
            [c for piece in _dash_split(sentence) for c in _colon_split(piece)]
            if dashes
            else re.split(r";\s+", sentence)
        )
        for clause in pieces:
            # Cut where a clause of its own begins; a piece with no verb (an opening "At
            # Northfield Tennis Club") stays with the piece after it, as written.
            found = sorted(
                [
                    *(m for m in _OWN_CLAUSE.finditer(clause) if _subject_told(clause, m.end())),
                    *_noun_clauses(clause),
                ],
                key=lambda m: m.start(),
            )
            spans = list(
                zip(
                    [0, *(m.end() for m in found)],
                    [*(m.start() for m in found), len(clause)],
                    strict=True,
                )
            )
            merged: list[tuple[int, int]] = []
            for begin, end in spans:
                if merged and not _says(clause[merged[-1][0] : merged[-1][1]]):
                    merged[-1] = (merged[-1][0], end)  # the verbless piece joins this one
                else:
                    merged.append((begin, end))
            if len(merged) > 1 and not _says(clause[merged[-1][0] : merged[-1][1]]):
                last = merged.pop()
                merged[-1] = (merged[-1][0], last[1])
            out.extend(clause[a:b].strip() for a, b in merged if clause[a:b].strip())
    return out


_PRONOUN_SUBJECT = r"(?:it|they|he|she|we|there)\b|[A-Za-z]+day(?:s)?\b"


def _subject_told(clause: str, at: int) -> bool:
    """Whether what opens at ``at`` of ``clause`` is a subject with its verb before the next
    comma: "and the fish market, starts with …" is one more thing a list names, its comma
    the list's, not a clause of its own ("and the fee is £36" is one)."""
    # (A pronoun is a subject whatever verb follows it: ", it's with Zenith", ", they've
    # got …"; only a noun may be one more thing a list names.)
    if re.match(_PRONOUN_SUBJECT, clause[at:], re.I):
        return True
    # (An aside between its subject and verb is skipped: "and the juniors, who are under
    # 12, train on Sundays".)
    rest = re.sub(r",\s+(?:who|which|whose|where)\b[^,;:]*,", "", clause[at:])
    return _has_verb(re.split(r"[,;:]", rest, maxsplit=1)[0])


# ", and volunteers need…", ", and schema changes go…": a clause whose subject is a bare
# noun (or two), told by the verb after it.
# ", invoices go out…" (no "and") counts only after a clause that has a verb of its own.
# (A count may open it: ", and 250 copies go out each month".)
_AND_NOUN = re.compile(
    r",\s+(?P<conj>(?:and|but)\s+)?(?=([a-z][\w-]*|\d[\d,]*)\s+([a-z]+)\b(?:\s+([a-z]+)\b)?)"
)


def _noun_clauses(clause: str) -> list[re.Match[str]]:
    def opens_one(m: re.Match[str]) -> bool:
        first, second, third = m.group(2), m.group(3), m.group(4)
        # (A verb's form before a noun and "is"/"are" is a noun: ", and work mornings are".)
        named = third in ("is", "are") and second not in VERBS and second not in STOPWORDS
        # ", and alerts go to #ops": a verb's form in -s before a verb in its plain form is
        # a plural noun, the clause's own subject.
        plural = first.endswith("s") and second in VERBS and not second.endswith("s")
        if first in STOPWORDS or (first in VERBS and not named and not plural):
            return False
        before = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", clause[: m.start()].lower())
        if not m["conj"] and not any(w in VERBS for w in before) and not named:
            return False
        if second in VERBS:
            return True
        if third in ("is", "are", "was", "were") and named and verb_at(before) is not None:
            return True  # "…from Harlow Mills, thesis bindings are turned round in five days"
        # Two nouns before the verb only after a clause that has a verb of its own ("Milk,
        # eggs, and bread rolls are on the list" is one list).
        return (
            bool(third)
            and third in VERBS
            and second not in STOPWORDS
            and any(w in VERBS for w in before)
        )

    found = [m for m in _AND_NOUN.finditer(clause) if opens_one(m)]
    # ", load-in at the Usher Hall is 2 pm": a noun and what places it, then "is", after a
    # clause with its own verb.
    for m in _COMMA_NOUN_IS.finditer(clause):
        before = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", clause[: m.start()].lower())
        first = m.group(1).lower()
        if (
            first not in STOPWORDS
            and first not in VERBS
            and any(w in VERBS for w in before)
            and not any(f.start() == m.start() for f in found)
        ):
            found.append(m)
    return found


_COMMA_NOUN_IS = re.compile(
    r",\s+(?=([a-z][\w-]*)(?:\s+(?:at|in|on|of|for|with|the|a|an|[A-Z][\w'’-]*)){0,5}"
    r"\s+(?:is|are|was|were)\b)"
)


_FRONTED_WORD = re.compile(
    r"\s*(?:at|in|on|for|from|since|after|before|during|within|across|under)\s", re.I
)


def _says(piece: str) -> bool:
    """Whether a piece of a sentence says something of its own: it has a verb."""
    if _NOUN_PHRASE.fullmatch(piece.strip(" .;,")):
        return False  # "their IT lead": a noun that a verb's form ends, after its article
    if _has_verb(piece):
        return True
    if _FRONTED_WORD.match(piece):
        # A fronted place or time with no verb it knows ("At Marwick & Dunn …") says
        # nothing, unless a clause follows its comma ("At M & T, bookcloth comes from …").
        rest = piece.split(",", 1)[1] if "," in piece else ""
        after = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", plain_letters(rest.lower()))
        return len(after) > 2 and verb_at(after) not in (None, 0)
    words = re.findall(r"[a-z][a-z'’-]*[a-z]|[a-z]", plain_letters(piece.lower()))
    return verb_at(words) is not None or bool(read(piece).subject)


# ("their IT lead", "the night cover": a singular noun a verb's base form spells, after its
# article and a word that qualifies it — no clause, which would say "leads".)
_NOUN_PHRASE = re.compile(
    r"(?i)(?:the|their|his|her|its|our|my|your|a|an)\s+(?:[\w&'’-]+\s+){1,2}"
    r"(?:lead|head|contact|cover|report|host|store|map)"
)


def _has_verb(text: str) -> bool:
    return any(w in VERBS for w in re.findall(r"[a-z']+", plain_letters(text.lower())))
