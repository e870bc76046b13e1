"""The words that say a statement changes something: its polarity ("enabled" /
"disabled"), a bound, a negation, and the cues of a change ("from … to", "moved to",
"replaced by", "has taken over from").
"""

from __future__ import annotations

import re

from ..mentions import MONTH_WORD

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
    ("open", "open opened opens", "closed shut"),
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
    # ("…at half past eight, not before": a bound, no negation.)
    r"\bnot\b(?!\s+(?:before|after|earlier|later|sooner)\b)"
    r"|\b(?:never|no longer|nobody|nothing|neither|nor|cannot|without)\b|n't\b"
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
    r"(?:stand(?:s|ing)?|stood)\s+(?:down|aside)|bow(?:s|ed|ing)?\s+out|"
    # "has had to withdraw as open-class judge", "withdrew from the panel".
    r"withdr(?:aw|aws|awn|awing|ew)\s+(?:as|from)"
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
    # "Hal has hung up his bells after eleven seasons", "hung up her lollipop - …": retired,
    # whatever the tool of the trade ("hung up her coat in the hall" is a coat).
    r"(?:hung|hangs|hanging)\s+up\s+(?:his|her|their|my)\s+(?:[\w-]+\s+)?[\w-]+"
    r"(?=\s+(?:after|for\s+good|at\s+last|at\s+the\s+end|this|last)\b|\s*[,;—–-]|\s*\.?\s*$)|"
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
    # "when Jess went back to uni", "Tom's gone travelling": away to study or to travel.
    r"(?:(?:['’]s|has|have|had)\s+gone|went)\s+(?:(?:back\s+|off\s+)?to\s+"
    r"(?:uni|university|college)|travelling|traveling)\b|"
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
# What follows "fell" or "rose" when it tells an event rather than a value that moved ("fell
# over", "fell through", "fell on a Monday", "fell ill", "rose to the occasion").
_NOT_AN_EVENT_VERB = (
    r"(?!\s+(?:over|through|apart|asleep|ill|sick|silent|quiet|behind|short|flat|off|out|"
    r"down\s+(?!to\b)|into|in\s+love|on\s+(?:a|the|\d|mon|tue|wed|thu|fri|sat|sun)|"
    r"victim|foul|prey|to\s+(?:pieces|bits|the\s+occasion|the\s+ground|the\s+floor|"
    r"his|her|their|its|my|our)\b))"
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
    r"going forward|these days|nowadays|at the moment|at present|now|currently|"
    r"from (?:next|this) \w+|"
    # "…is £1.20 a litre this season": what holds for the season now, said after its value.
    r"(?<=\d)(?:\s+[\w'’-]+){0,3}?\s+this\s+(?:season|term|semester|year)\b|"
    # ("what are adults paying this season?": the price that holds now, asked.)
    r"\b(?:pay|paying|pays|charge|charges|charging|cost|costs|costing)\s+this\s+"
    r"(?:season|term|semester|year)\b|"
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
    # ("the last bottle from Saturday's run": which run, not a time from which on.)
    r"sun)\w*\b(?!,?\s+(?:to|until|till|through)\b|\s*[-–—]|['’]s\b)|"
    r"starting (?:next|this|today|tomorrow)|"
    # "Since July, the tours have run on Thursdays": a state told from a time on, opening
    # the note (never "has been open since March").
    r"(?:^|(?<=[.;:]\s))since\s+(?:the\s+)?(?:(?:last|this)\s+)?"
    rf"(?:{MONTH_WORD}|spring|summer|autumn|fall|winter|new\s+year|easter|christmas)\b"
    r"(?=[^,]{0,20},)|"
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
    # (Not a thing so described: "why a corrected address still resolved to the old spot".)
    r"(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)(?:revised|amended|adjusted|updated|corrected)\b"
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
    # "…at Northam Health Centre since the house move", "…since we moved": what holds since
    # a change that the note names by the event itself.
    r"\bsince\s+(?:(?:the|our|her|his|their|its|my)\s+(?:[\w'’-]+\s+){0,2}?(?:move|merger|"
    r"refit|rebuild|renovation|reorganisation|reorganization|restructure|restructuring|"
    r"changeover|takeover|handover|relaunch|refurb|refurbishment)|(?:we|she|he|they|i)\s+"
    r"(?:moved|switched|changed)(?:\s+(?:house|over|jobs|schools|surgeries|practices))?)\b|"
    # "Since the new boat was delivered in May, the club has three boats": what happened on
    # a day, and what holds since (a "since" with no time told is as often a reason).
    r"(?:^|(?<=[.;:]\s))since (?=[^,.;]{0,60}\b(?:was|were|got|\w+ed|signed up|came|began|"
    r"opened|closed|arrived|left|joined|took over)\b[^,.;]{0,40}\b(?:in|on|at|last|this)\s+"
    r"(?:(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|may|spring|summer|autumn|"
    r"fall|winter|easter|christmas|week|month|year|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+)\b[^,.;]{0,20},)"
    r"[^,.;]{3,100}(?=,)|"
    r"(?:raised|lowered|increased|reduced|upped|bumped|cut|dropped|put up|brought down)\b"
    r"(?!-)(?=[^.;]*\bto\b)|"
    # "have put grandad's donepezil up to 10mg", "took the dose down to 2.5mg".
    r"(?:put|took|brought)\s+(?:[\w'’-]+\s+){1,3}?(?:up|down)\s+to\b|"
    # "scaled the Airflow cluster up to 6 workers", "ramped the pool down to 2".
    r"(?:scaled|ramped)\s+(?:[\w'’&-]+\s+){0,5}?(?:(?:up|down|back)\s+)?to\b|"
    # "subs went up from £240 to £275", "fees have gone up to £72" ("the checkout went down
    # because …" is an outage, no change of a value).
    r"(?:has |have )?(?:gone|went|goes) (?:up|down)"
    r"(?=(?:\s+\S+){0,3}?\s+(?:to|from|by)\s+[£$€]?\d)|"
    # "the guest list is down to 95", "numbers are up to 140".
    r"(?:is|are|'s|has\s+come|have\s+come)\s+(?:down|up)\s+to(?=\s+[£$€]?\d)|"
    # ("a fallen walker", "the increased load": a participle said of a noun is no change;
    # "the servers fell over", "the deal fell through", "Christmas fell on a Monday", "she
    # fell ill", "the team rose to the occasion": what happened, told by the verb's
    # particle, is an event, not a value that moved.)
    # (In small letters: "the Skelgill Pike Fell Race", "Rose runs the stall" name things.)
    r"(?<!\ba )(?<!\ban )(?<!\bthe )(?:has |have )?(?:(?-i:risen|rose|fallen|fell)\b"
    + _NOT_AN_EVENT_VERB
    + r"|increased|decreased))\b"
    r"|\bnot\s+(?:\d|every|on|in|at)\b|\bupdated?\)?\s*:"
    # "edit: T-shirts are $28", "revised: the deadline is …", "strike that, …", "(was
    # Dougie)": a note's own marks of a change (an arrow only between two values: CHANGE).
    r"|\b(?:edit|edited|revised|revision|amended|erratum)(?:\s+[a-z]+)?\s*(?::|[-–—]\s)"
    # "New parkrun PB: 21:58", "a new personal best": a record is the latest one set.
    r"|\bnew\s+(?:[\w-]+\s+){0,2}?(?:pb|pr|personal\s+best|record|best\s+time)\b"
    # "New drop-in rate from June", "new opening hours: …": what holds from now on, named
    # as the new one with when it starts or what it is.
    r"|\bnew\s+(?:[\w-]+\s+){0,2}?(?:rate|price|fee|charge|tariff|fare|rent|cost|subscription|"
    r"hours|times?|timetable|schedule|address|venue|location|number|subs)s?\b"
    r"(?=\s+(?:from|as\s+of|starting|effective|since|applies|agreed|approved|announced|"
    r"confirmed|set|voted)\b|\s*:)"
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
    # (The old value is a thing, not a clause: "a harp from Carnsew Harps is £40 a month to
    # hire" says where a harp comes from.)
    _CHANGE_VERBS + r"(?P<what>[^.;]*?)\bfrom\s+"
    r"(?P<old>(?:(?!\b(?:is|are|was|were)\b)[^.;]|\.(?=\d))+?)\s+"
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
# What follows "to" when it says why, not where: "moved it last week to stop the queue
# blocking the car park".
PURPOSE_VERB = (
    r"(?:stop|make|free|avoid|give|let|save|keep|allow|help|ease|cut|reduce|get|fit|suit|"
    r"meet|cope|deal|be|have|open|clear|prevent|protect|spread|improve|match|share|cover)\b"
)
# "have moved us to Studio D for …": a move that names only where it goes (which value it
# leaves is the one of its kind the card holds; the judge reads that).
MOVED_TO = re.compile(
    r"\b(?P<verb>moved|relocated|shifted|switched|transferred|rescheduled|postponed|pushed\s+back|"
    r"put\s+back|brought\s+forward)\b[^.;]*?\b(?:to|into|over\s+to)\s+"
    rf"(?!{PURPOSE_VERB})"  # (not why it moved)
    r"(?P<new>(?:[^,;.]|\.(?=\d))+?)"  # a decimal point is no full stop ("to Room 2.01")
    r"(?=\s+(?:for|while|because|since|so|as|after|until|from|on|at|in|starting|beginning)\b|"
    r"\s*(?:[,;]|\.(?!\d))|$)",
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
    # (Or a relative clause between commas: "Lamorna Hosking, who used to run the school
    # visits, has taken over ….")
    r"(?P<new>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"(?:\s+\([^()]{1,60}\)|,\s+(?:who|whose)\s[^,.;()]{1,80},)?\s+(?:has\s+|have\s+)?"
    # ("has taken on the string orchestra from Mr. Haldane": the same, told as taken on.)
    r"(?:took|taken|takes|taking)\s+(?:over|on)\b(?P<what>[^.;]*?)\bfrom\s+"
    # (Who they are to the one who took over may stand before the name: "from her mother
    # Oriel", "from his uncle Melchior". judge/names' _KIN, a layer above, is the narrower
    # list of words that stand for the relative alone.)
    r"(?:(?:her|his|their|my|our)\s+(?:mother|father|mum|dad|uncle|aunt|auntie|aunty|"
    r"brother|sister|cousin|gran|grandma|grandmother|grandad|grandpa|grandfather|husband|"
    r"wife|partner|son|daughter|niece|nephew|boss|predecessor|colleague)\s+)?"
    r"(?P<old>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'’-]*"
    r"(?:\s+[A-Z][\w'’-]*)*)"
)


# A clause that says why something happened ("…failed because a column was renamed
# upstream", "…went down after the certificate was changed").
_WHY = re.compile(r"\b(?:because|due\s+to|caused\s+by|after|when)\b", re.I)


def cue_only_in_why(text: str) -> bool:
    """Whether every cue of a change in ``text`` stands in a clause saying why what it tells
    happened ("On 20 January the orders DAG failed because a column was renamed upstream"):
    the cause of an event, not a change of what the statement says."""
    why = _WHY.search(text)
    cues = [m.start() for m in CUE.finditer(text)]
    return why is not None and bool(cues) and all(at > why.start() for at in cues)


def taken_on(text: str) -> str:
    """What a takeover says was taken ("has taken on the string orchestra from Mr.
    Haldane" → "the string orchestra"); "" when the note tells none."""
    found = _TAKEOVER.search(_untitled(text))
    return found["what"].strip() if found else ""


def _untitled(text: str) -> str:
    """``text`` with a title's full stop as a space ("Dr. Alvarez" → "Dr  Alvarez"): the
    same length, so a match's places are the text's."""
    return re.sub(r"\b(Dr|Mr|Mrs|Ms|Prof|St)\.", r"\1 ", text)
