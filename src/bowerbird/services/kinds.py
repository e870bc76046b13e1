"""A memory's type from its words: what a note is — a fact (how things are), a decision (a
choice made), a pattern (what recurs), a procedure (how to do something) or context (what is
going on now, or what happened when). One set of cues for every writer: the offline
extractor types each sentence with it, a verbatim note and an import the whole text.

Cues are checked in that order (procedure, decision, pattern, context) and the first that
matches decides; none, and the note is a fact. Measured on a labelled set of 125 team notes
(``tests/data/typed_notes.json``, ``bower bench typing``): docs/decisions.md, *Typing*.
"""

from __future__ import annotations

import re

from ..settings import MemoryType

# Verbs a person opens an instruction with ("Restart the worker…", "Use `kubectl…`").
_IMPERATIVE_VERBS = (
    "add announce apply approve archive ask assign attach avoid back bake book boil branch "
    "bring build bump buy call cancel capture change charge check clean clear click clone "
    "close commit compare confirm configure cook copy count create cut delete deploy disable "
    "document download drain drop edit email empty enable enter escalate export feed fetch "
    "file fill find fix follow force forward generate get give go grant hang heat hold "
    "install invite keep kill label launch leave lock log login make measure merge migrate "
    "mix mount move navigate note notify open order pack page paste pause pay photograph "
    "pick pin ping plug post pour press print promote prune publish pull purge push put "
    "raise read rebase reboot rebuild record redeploy refresh regenerate reload remind "
    "remove rename renew replace replay reply request rerun reset resize restart restore "
    "resume return revert review revoke roll rotate run save scale scan schedule search "
    "select send set share sign spin ssh start stop store submit swap switch sync tag take "
    "tell test text trigger turn type uncordon uninstall unlock unplug update upgrade upload "
    "use validate verify wait wash water wipe wrap write"
).split()
_VERB = r"(?:" + "|".join(re.escape(v) for v in _IMPERATIVE_VERBS) + r")"
# What follows an instruction's verb: its object's article or pronoun, a particle, a
# preposition, code or a path ("Restart the worker", "Spin up a…", "Use `kubectl…`"); a noun
# there shows the verb was one too ("Build artifacts are stored…", "Merge conflicts happen…").
_AFTER_VERB = re.compile(
    r"^(?:the|a|an|it|them|this|that|these|those|your|our|all|any|every|each|both|one|"
    r"up|down|out|off|in|on|over|back|away|through|with|to|from|for|by|into|again|"
    r"sure|first|only|new|old|\d\S*|[`'\"/$<\[(-]\S*|[A-Z][A-Z0-9_]+)\b",
)

_PROCEDURE = re.compile(
    # "To <do something>, <imperative> …" or "To <do something>: …": any verb after the
    # comma, not a subject ("To be fair, the deploy was slow" is no procedure).
    r"^\s*to\s+\w+[^,:]{0,80}(?::\s*\S|,\s*(?!(?:the|a|an|we|i|you|it|they|this|that|there|"
    r"he|she|our|my|your|their|its|in|on|at|so|but|and)\b)[a-z]+\b)"
    # A heading, then an instruction: "Restoring a backup: download…", "Escalation path: page…"
    rf"|^\s*[\w' -]{{2,60}}:\s*(?:first,?\s+)?{_VERB}\b"
    # A condition or occasion, then an instruction: "If it expires, renew it…"
    rf"|^\s*(?:if|when|whenever|once|after|before|for|on|in case of)\b[^,]{{1,80}},\s*"
    rf"(?:then\s+|just\s+|always\s+)?{_VERB}\b"
    rf"|\byou (?:can|could|should|need to|have to|must)\s+(?:just\s+|also\s+)?{_VERB}\b"
    r"|\bmake sure (?:to|you)\b|\bsteps?\b[^.:]{0,40}:|\bsteps? to\b|\bhow to\b"
    r"|^\s*first,?\s+\w+|^\s*\d+[.)]\s|\brecipe\b"
    r"|\b(?:run|execute|use)\s+`[^`]+`",
    re.I,
)
_DECISION = re.compile(
    r"\b(?:we|i|they|team|it)\s+(?:have\s+|had\s+|has\s+|was\s+)?(?:decided|chose|picked|opted|"
    r"agreed|settled|moved|switched|migrated|went with|standardi[sz]ed|will use|are going with)"
    r"|\bdecision\b|\bdecided\b|\bdecide to\b|\bchose\b|\bchosen\b|\bgoing forward\b"
    r"|\bfrom now on\b|\bgoing with\b|\bwent with\b|\bopted\b|\bsettled on\b|\bpicked\b"
    r"|\b(?:approved|rejected|vetoed|signed off|mandated|ruled out|concluded)\b"
    r"|\b(?:adopt|adopting|adopted)\b|\bstandardi[sz](?:e|ed|ing) on\b"
    r"|\b(?:will not|won't|no longer|stop(?:ped)?|are dropping|dropping|dropped) support"
    r"|\b(?:let's|let us)\s+(?:use|go|standardi[sz]e|keep|stick|move|switch|adopt|stop|drop)\b"
    r"|\bwe(?:'ll| will)\s+(?:use|go with|keep|stick with|adopt|stop|require)\b"
    r"|\b(?:mov|switch|migrat)\w*\b[^.;]{0,60}\bfrom\b[^.;]{1,40}\bto\b"
    r"|\b(?:instead of|rather than|in favou?r of)\b"
    r"|\b(?:we|we've|we have|i|i've|the team|they)\b[^.;]{0,30}\b(?:selected|replaced|ditched|"
    r"deprecated|retired|abandoned|committed to|voted|chose|dropped|hired|bought|purchased|"
    r"booked|went for|signed with|signed up for)\b"
    r"|\bpolicy (?:is|now)\b|^\s*(?:agreed|decided|chose|settled|approved)\b"
    r"|\b(?:voted|committed) to\b|\b(?:the |our )?new policy\b|\bfinal (?:call|decision)\b"
    r"|\b(?:going|plan|planning) to (?:deprecate|drop|move|switch|use|adopt|replace|retire|"
    r"remove|stop|require|support|sunset|migrate)\b",
    re.I,
)
_PATTERN = re.compile(
    r"\b(?:always|never|every time|whenever|usually|typically|tends? to|each time|generally|"
    r"in general|as a rule|often|more often than not|mostly|frequently|regularly|"
    r"repeatedly|recurs?|recurring|again and again|in bursts|keeps?\s+\w+ing|rarely|seldom|"
    r"consistently|constantly|almost always|nearly every|on (?:mondays|tuesdays|wednesdays|"
    r"thursdays|fridays|saturdays|sundays|weekends))\b"
    r"|\bevery [A-Z]\w+"
    r"|\bevery (?:few|couple of|other) \w+|\bevery (?:winter|summer|spring|autumn|fall|"
    r"season|year|month|week|quarter)\b(?!\s*,)"
    r"|\b(?:once|twice|\w+ times) (?:a|per|every) (?:day|night|week|month|year|hour|sprint)\b"
    r"|\bmost of (?:our|the|their|my) \w+ (?:come|came|are|were|happen|start|fail)"
    r"|\bevery (?:few |other )?(?:day|night|week|month|quarter|year|sprint|release|deploy|"
    r"morning|evening|monday|tuesday|wednesday|thursday|friday|\w+s)\b"
    r"|\b(?:each|of each|of every) (?:day|night|week|month|quarter|year|sprint|release|time|"
    r"morning|evening|afternoon|weekend|deploy|run)\b"
    r"|\bmost \w+ (?:so far )?(?:start|started|come|came|fail|failed|are|were|happen|happened)\b"
    r"|\b(?:spikes?|jumps?|rises?|drops?|creeps? up|backs? up|slows? down|goes stale)\b"
    r"[^.;]{0,40}\b(?:when|whenever|during|after|on|at the end|until|every|each)\b"
    r"|\b(?:slow|fails?|breaks?)\s+(?:on|when|whenever|after)\b",
    re.I,
)
_CONTEXT = re.compile(
    r"\b(?:currently|right now|at the moment|at present|for now|for the time being|"
    r"this (?:week|sprint|month|quarter|year|morning|afternoon)|today|tonight|tomorrow|"
    r"yesterday|last (?:night|week|weekend|month)|next (?:week|month|sprint|quarter|monday|"
    r"tuesday|wednesday|thursday|friday)|working on|in progress|in the middle of|underway|"
    r"waiting (?:on|for)|blocked (?:on|by)|scheduled for|on (?:parental |sick |annual )?leave|"
    r"out sick|out of office|on holiday|on vacation|still (?:under|in|being|waiting|open|"
    r"ongoing|blocked)|under investigation|(?:is|are) (?:now )?live|hiring freeze|"
    r"until (?:next|the end|further)|until (?:january|february|march|april|may|june|july|"
    r"august|september|october|november|december|monday|tuesday|wednesday|thursday|friday)|"
    r"ends? on|expires? (?:at|on|by) the end of)\b"
    r"|\b\d{1,3}\s?% (?:done|complete|finished|through)\b"
    r"|\b(?:halfway|partway|midway) (?:through|into)\b|\buntil\b|\bby the end of\b"
    r"|\bhas been\b[^.;]{0,40}\bsince\b|\bsince the\b|\bstill \w+ing\b"
    r"|\bdue (?:on|by|in|next|this|tomorrow|today)\b"
    r"|\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last|"
    r"this|the \w+ (?:release|deploy|outage|incident)|january|february|march|april|may|june|"
    r"july|august|september|october|november|december|\d)"
    r"|\b(?:is|are|am|'s|'re)\s+\w+ing\b[^.;]{0,60}\b(?:on (?:monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)|this (?:week|month|morning|afternoon|evening)|"
    r"next \w+|tomorrow|tonight)\b",
    re.I,
)
# Seed 003's episodic memory: a dated event involving people ("Oscar complained about a
# 4-hour meeting on Feb 3") is what happened, when — context (docs/decisions.md, *Cognition*).
_PERSON_DID = re.compile(
    r"\b(?!(?:We|I|The|It|They|This|That|These|Those|Our|My|There|He|She|You|Your|Their|"
    r"A|An|On|In|At|After|Before|Then|When|Yesterday|Today|Last)\b)[A-Z][a-z]+"
    r"(?:\s+[A-Z][a-z]+)?\s+(?:\w+ed|said|told|met|went|came|spent|gave|took|made|saw|had|"
    r"ran|left|lost|won|wrote|sent|brought|began|found|got|paid|quit|flew|drove)\b"
)
_DATED = re.compile(
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b"
    r"|\b\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b"
    r"|\b\d{4}-\d{2}-\d{2}\b|\byesterday\b|\blast (?:night|week|weekend|month)\b"
    r"|\bon (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b",
    re.I,
)


def is_episode(text: str) -> bool:
    """A dated event involving a named person: seed 003's episodic memory."""
    return bool(_PERSON_DID.search(text) and _DATED.search(text))


def is_imperative(text: str) -> bool:
    """``text`` opens with an instruction ("Restart the worker…"), not a noun that looks like
    a verb ("Build artifacts are stored…")."""
    words = text.strip().split(maxsplit=2)
    if len(words) < 2:
        return False
    first = words[0].lower().strip("`*\"'")
    return first in _IMPERATIVE_VERBS and bool(_AFTER_VERB.match(words[1]))


def type_cue(text: str, instructions: bool = True) -> MemoryType | None:
    """The type ``text``'s cue words point to, or ``None`` when it has none. Without
    ``instructions``, a sentence that only opens with a verb is not a procedure (in a chat,
    that is a request to the assistant, not a memory)."""
    if _PROCEDURE.search(text) or (instructions and is_imperative(text)):
        return "procedure"
    if _DECISION.search(text):
        return "decision"
    if _PATTERN.search(text):
        return "pattern"
    if is_episode(text) or _CONTEXT.search(text):
        return "context"
    return None


def classify(text: str) -> MemoryType:
    """A memory type from cue words; ``fact`` when nothing points elsewhere."""
    return type_cue(text) or "fact"
