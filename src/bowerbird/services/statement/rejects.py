"""The words that say a value is wrong, taken back or over: "not X", "X was a typo",
"ignore what I said about X", a note's opening "Correction:", someone leaving, a job
ended.
"""

from __future__ import annotations

import re

from ..mentions import VERBS, mentions
from .cues import _LEAVES, PULLED_OUT

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
    r"\b(?:is|are|was|were)(?:n['’]t|\s+not)"
    # ("isn't kept at Trelask any more": how it was there, then where.)
    r"(?:\s+(?:[a-z]+ed|kept|held|run|done|made|sold|built|taught|hosted)(?=\s+(?:on|at|in|with|by)\b))?"
    r"(?:\s+(?:on|at|in|with|by))?"
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
# What happened to a thing, told as the reason another now holds: "Belcolade stopped
# supplying small shops in March, so since April … from Callebaut", "Royal Mail lost two
# parcels, so since then … by DPD", "… that's our pitch now, Ashby market closed for good".
# The thing (a name, then at most two nouns of it: "Ashby market") is what closed, stopped,
# failed; the other clause says what holds since.
_HAPPENED_TO = re.compile(
    r"(?:['’]s)?(?P<nouns>(?:\s+[a-z]+){0,2}?)\s+(?:(?:has|had)\s+)?(?i:closed|shut|stopped|ceased|"
    r"folded|quit|lost|dropped\s+us|went\s+(?:bust|under)|pulled\s+out|withdrew|"
    r"burn(?:ed|t)\s+down|went\s+into\s+(?:administration|receivership|liquidation))\b"
)
# ("…, so Cosimo's Saab went to Haddow's Garage": what followed from it holds since.)
_HOLDS_SINCE = re.compile(
    r"\b(?:so|since\s+then|ever\s+since|from\s+then\s+on|these\s+days|now)\b", re.I
)
_CLAUSE_END = re.compile(r"[,;.!?]|\s[-–—]\s")


def happened_to(text: str, begins: int, at: int) -> tuple[int, int] | None:
    """The clause (start, end) in which the name at ``begins``-``at`` closed, stopped or
    failed, when another clause of ``text`` says what holds since; else None."""
    m = _HAPPENED_TO.match(text, at)
    if m is None or any(w in VERBS or w in _NOT_NOUNS for w in m["nouns"].split()):
        return None
    starts = [b.end() for b in _CLAUSE_END.finditer(text, 0, at)]
    start = starts[-1] if starts else 0
    end_at = _CLAUSE_END.search(text, m.end())
    end = end_at.start() if end_at else len(text)
    # "since Caputo stopped supplying us we've been making …": told after "since", what
    # happened is what the rest holds since (its clause ends where the rest's subject opens).
    if _SINCE_BEFORE.search(text, start, begins):
        main = _MAIN_SUBJECT.search(text, m.end(), end)
        return (start, main.start()) if main else (start, end)
    since = [h for h in _HOLDS_SINCE.finditer(text) if not start <= h.start() < end]
    return (start, end) if since else None


# The words that open "what happened" ("since …", "now that …"), and those that open the
# main clause after it with its own subject ("… we've been", "… my physio is").
SINCE_WORDS = r"(?:since|ever\s+since|now\s+that)"
MAIN_SUBJECT = r"(?:my|our|we|I|they|he|she|their|his|her|you|your)\b"
_SINCE_BEFORE = re.compile(rf"(?:^|\s)(?:and\s+|but\s+)?{SINCE_WORDS}\s+(?:the\s+)?$", re.I)
_MAIN_SUBJECT = re.compile(rf"\s(?={MAIN_SUBJECT})")


_NOT_NOUNS = frozenset("that which who and but or then also".split())
# The cues after which a name, opening what they say, is what is no more.
_NAME_NO_MORE = re.compile(
    r"no more|\w+(?:n['’]t|\s+not)\s+(?:want|need|use|like|take|get)\b"
    # ("isn't kept at Trelask any more": the place it was, no more.)
    r"|(?:is|are|was|were)(?:n['’]t|\s+not)\s+(?:[a-z]+ed|kept|held)\s+(?:at|in|on)\b",
    re.I,
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
    # (Not where a thing sets off from, "have left from Granary Quay", nor the side,
    # "her left knee", nor what stays, "left open".)
    r"\b(?:no longer|not any ?more|(?:has|have|had)\s+left(?!\s+from\b)|"
    r"(?<!\bher\s)(?<!\bhis\s)(?<!\bmy\s)(?<!\bthe\s)(?<!\byour\s)(?<!\btheir\s)(?<!\bits\s)"
    r"(?<!\bour\s)left(?!\s+(?:from|open|over|behind)\b)|" + _LEAVES + r"|"
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
    r"stopped|handed in (?:her|his|their) notice|"
    # "Quentin moved away to Lerwick in June": gone from the place, and what they did there.
    r"(?:has\s+|have\s+|had\s+)?(?:moved|gone)\s+away|emigrated)\b",
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
    r"(?:^|[.;:,(]\s*|\b(?:so|and|but)\s+)(?:as\s+(?=the\s))?"
    r"(?P<old>(?:the\s+|our\s+|my\s+|his\s+|her\s+|their\s+)?[\w'’&./ -]{2,60}?)\s+"
    r"(?:(?:has|have|had)\s+(?:been\s+)?|was\s+|were\s+|got\s+|is\s+|are\s+)?"
    # ("Memcached is gone from the storefront; Redis replaced it".)
    r"(?:gone(?=\s+from\b|\s*[;,.]|\s*$)|"
    r"retired|decommissioned|scrapped|written\s+off|replaced\s+(?:by|with)|sold(?:\s+off)?|"
    r"cancell?ed(?:\s+on\s+(?:us|me))?|shut\s+down|closed\s+down|taken\s+out\s+of\s+service|"
    # A business closed: "Thornwood shut its shop in the spring", "… went bust".
    r"(?:shut|closed)\s+(?:its|their)\s+(?:shop|doors|store|business)|went\s+(?:bust|under)|"
    r"gone\s+(?:bust|under)|ceased\s+trading|disbanded|dissolved|wound\s+up)\b",
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


# What a clause says is over: a business or a place shut, closed or folded ("Harries
# Agricultural in Lampeter shut for good"), and what nobody does any more ("Nobody from
# Haddeley stands at Bridgnorth market any more").
_SHUT = re.compile(
    r"(?:^|[.;:,]\s*|\b(?:so|and|but|since|because)\s+)(?P<old>[^.;:,]{2,80}?)\s+"
    r"(?:has\s+|have\s+|had\s+)?(?:shut|closed|folded|ceased\s+trading|disbanded|dissolved|"
    r"wound\s+up|(?:gone|went)\s+(?:bust|under))\b",
    re.I,
)
_NOBODY = re.compile(r"\b(?:nobody|no\s+one)\b(?P<old>[^.;]*?)\bany\s?more\b", re.I)


def names_over(note: str) -> list[str]:
    """The names, as written, of what ``note`` says is over: a thing or a place shut,
    closed, folded, ended or left ("Harries Agricultural in Lampeter shut for good at
    Easter", "has vacated the Kirk Lane church hall"), or what nobody does any more
    ("Nobody from Haddeley stands at Bridgnorth market any more"). What a card says of
    them, the note ends."""
    found = [
        m["old"] for pattern in (_SHUT, _NOBODY, ENDED, VACATED) for m in pattern.finditer(note)
    ]
    return [v.raw for old in found for v in mentions(old) if v.kind == "name"]


def done_by_no_one(note: str) -> list[list[str]]:
    """For each thing ``note`` says nobody does any more, the names it is told with ("Nobody
    from Haddeley stands at Bridgnorth market any more": Haddeley, Bridgnorth): a card's
    part naming them all says what is over, where and when included."""
    groups = [
        [v.raw for v in mentions(m["old"]) if v.kind == "name"] for m in _NOBODY.finditer(note)
    ]
    return [names for names in groups if names]
