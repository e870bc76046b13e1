"""How a note is told rather than what it says: a reminder's or a confirmation's lead-in,
who the news came from, from when it holds.
"""

from __future__ import annotations

import re

from ..mentions import WEEKDAY_WORD
from ..timeparse import MONTHS
from .rejects import MAIN_SUBJECT, SINCE_WORDS

_REMINDER = re.compile(
    r"\s*(?:(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder(?:\s+that|\s*[:,-])|"
    r"(?:don'?t|do not) forget(?:\s+that|\s*[:,-])|just so you know,?|"
    # A note that confirms what it says ("just confirming the … festival is June 13th",
    # "To confirm: …"): the confirming is how it is told, not what it is about.
    r"just\s+confirming(?:\s+that|\s*[:,-])?|confirming\s+that|to\s+confirm\s*[:,-]|"
    r"(?:please\s+)?(?:note|remember) that|"
    # "For new on-call folk: the servers are patched …", "For anyone new -": who the note
    # is told to, not what it is about.
    r"(?:fyi\s+)?for\s+(?:(?:any|every)one\s+new|(?:any|all|the)?\s*(?:new|newer)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:folks?|people|starters|joiners|hires|recruits|members|"
    r"volunteers|staff|readers|visitors|team\s+members|colleagues))\s*[:,-]|"
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
    r"\s*(?:(?:as\s+of|from|since|starting(?:\s+from)?|beginning|effective(?:\s+from)?)\s+"
    r"(?:(?:this|next)\s+(?:week|month|year|term|season|spring|summer|autumn|winter|"
    + WEEKDAY_WORD
    + r")|today|"
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


# An opening that says what happened, after which the rest holds ("since Lorcan moved to
# Glasgow my physio is …", "now that Caputo stopped supplying us, we make …"): a name, a verb
# in the past, and its clause, ended by a comma or by the main clause's own subject.
HAPPENED_FIRST = re.compile(
    rf"\s*(?i:and\s+|but\s+)?(?i:{SINCE_WORDS}|because|after)\s+"
    r"(?P<name>[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,2})\s+"
    r"(?:(?:has|had|have)\s+)?(?:[a-z]+ed|left|went|quit|shut|lost|took)\b[^,;.:]*?"
    rf"(?:,\s*|\s+(?={MAIN_SUBJECT}))"
)


# An opening that says where the news came from ("per the email from TAP,", "According to
# the landlord,", "brightwater called -"): the source, not what the statement is about.
_SOURCE = re.compile(
    r"\s*(?:(?:(?:as\s+)?per|according\s+to)\s+[^,;:.]{1,60}?,|"
    # "Minutes, trustees meeting:", "From the annual report:": the record it was read in.
    # (Or what kind of message came from it: "Reminder from the committee email:".)
    r"(?:(?:meeting\s+)?minutes|(?:(?:reminder|note|update|message|memo|news|heads-up)\s+)?"
    r"from\s+(?:the|our|my|a|an|this)\s+[^,;:.]{1,40}?)"
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


# Who said it, told after what they said (", per Nerys", "(according to Sam)"): its source,
# not what the statement is about.
CITED_AFTER = re.compile(
    r"(?:,\s*|\s+-\s+|\s*\(\s*)(?:per|according\s+to|says|said|via)\s+"
    r"(?:the\s+|our\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s*\)?\s*[.!]?\s*$"
)
