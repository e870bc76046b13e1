"""Broad and listing questions: what a question names besides its words.

"What decisions have we made?", "what are our known recurring problems?", "what do I know
about our infrastructure?" share few words with the memories that answer them, so their
similarity sits under the relevance cut-off and the answer came back empty. Such a question
names a **kind** of memory (decisions, procedures, patterns — recurring problems, habits,
lessons) or a **tag** the home uses (``infra`` for "infrastructure"). The memories of that
kind or tag join the candidates with a bonus that clears the cut-off, and rank among
themselves by the usual signals; a question about something else is left as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..storage.index import Index, SearchFilters

# What a scope adds to a member's score: enough to clear the default cut-off (0.2) on its
# own, less than a strong match (a member that also matches the words ranks first).
SCOPE_BONUS = 0.25
# Members of a large scope that join the candidates: the most important ones.
SCOPE_LIMIT = 100

# Listing words only: "what decisions have we made?", not "what steps would you suggest?" or
# "my entity ruler patterns" (6 of BEAM's 160 questions matched the first, looser version).
_KINDS = {
    "decision": re.compile(
        r"\bdecisions\b|\b(?:choices|options we (?:took|picked))\b"
        r"|\bwhat (?:did|have|has) (?:we|i|the (?:team|group|lab)) (?:decided?|chose|chosen|"
        r"picked|agreed|settled|taken)\b"
        # "What has the larder decided?", "what did the trustees choose?", "What has
        # Brackwater Dial-a-Ride decided?" (no question of LoCoMo's or BEAM-500K's takes
        # this form: checked when it was added, and again when names were let in).
        r"|\bwhat (?:did|have|has) (?:they|the [\w'-]+(?: [\w'-]+)?) (?:decided?|chose|chosen|"
        r"choose|agreed?|settled?)\b"
        # (A body by its name, two capitalised words or more, asked of as a whole: "What did
        # Sam agree to try…" is a person's one choice.)
        r"|\bwhat (?:did|have|has) (?-i:[A-Z][\w'&-]*(?: [A-Z][\w'&-]*)+) (?:decided?|chose|"
        r"chosen|agreed?|settled?)(?: on| about)?\s*\??\s*$"
        r"|\bwhat (?:\w+ )?(?:did|have) (?:we|they) (?:agree|settle)d? on\b"
        r"|\bwhat (?:has|did) (?:the )?\w+ (?:group|team) decided?\b",
        re.I,
    ),
    "procedure": re.compile(
        r"\b(?:procedures|runbooks|playbooks|checklists|how-?tos|routines|processes|"
        r"operating procedures|sops)\b|\b(?:deployment|release|onboarding|closing|opening) "
        r"process\b|\bwhat(?:'s| is| are) (?:our|the) (?:\w+ )?(?:process|steps)\b",
        re.I,
    ),
    "pattern": re.compile(
        r"\b(?:(?:recurring|known|common|usual|repeated|recurrent) (?:problems|issues|failures|"
        r"mistakes)|habits|lessons learned|gotchas|pitfalls)\b"
        r"|\b(?:problems|issues|things|what)\b[^?]{0,30}\b(?:keeps?|kept) (?:coming up|"
        r"recurring|happening|coming back|going wrong|breaking|failing)\b"
        r"|\b(?:keep|keeps) (?:recurring|happening|coming up)\b|\bgoes wrong (?:repeatedly|"
        r"again)\b|\bwhat goes wrong\b|\brepeatedly\b|\bagain and again\b",
        re.I,
    ),
}


# Facets of a person, a team or a business that a broad question names in words its members
# seldom share ("What health conditions does the user have?" / "The user takes ramipril
# for hypertension."): the words that mark a facet's members find them (a keyword search
# of the index, bounded), and they join the candidates like a kind's members.
_TASTES = re.compile(
    r"\blikes? and dislikes?\b"
    r"|(?:'s|\bhis|\bher|\btheir|\bmy|\byour) (?:tastes|preferences)\b(?!\s+(?!and\b)\w)"
    r"|\bwhat (?:does|do) [\w' -]{1,40}? (?:like|enjoy|love|dislike|hate)"
    r"(?: and (?:dislike|hate|not like))?\s*\??\s*$"
    r"|\bhobbies\b|\bpastimes\b|\bfor fun\b|\b(?:free|spare|leisure) time\b",
    re.I,
)
_HEALTH = re.compile(
    r"\bmedical\b|\bmedications?\b|\bmedicines?\b|\ballergies\b"
    r"|\bhealth (?:conditions?|problems?|issues?|situation|history|needs)\b"
    r"|(?:'s|\bhis|\bher|\btheir|\bmy|\byour) health\b",
    re.I,
)
_FAMILY = re.compile(
    r"\b(?:who is in|tell me about|what do (?:i|we|you) know about|list)\b[^?]*\bfamily\b"
    r"|\bfamily members\b|\brelatives\b",
    re.I,
)
_FACETS: list[tuple[re.Pattern[str], list[str]]] = [
    (  # tastes: asked of a whole person ("what does X like?"), not of one thing
        _TASTES,
        "like likes love loves prefer prefers dislike dislikes hate hates enjoy enjoys "
        "favourite favorite fan keen hobby hobbies plays playing practises practices "
        "learning club band goes weekends".split(),
    ),
    (
        _HEALTH,
        "takes medication medicine doctor dr surgery allergic allergy diagnosed prescription "
        "condition clinic hospital gp physio reacts diabetes pressure dose therapy injury "
        "asthma".split(),
    ),
    (
        _FAMILY,
        "wife husband partner son daughter mother father mum mom dad brother sister aunt "
        "uncle grandmother grandfather grandma grandpa cousin niece nephew in-law".split(),
    ),
    (
        re.compile(
            r"\bwho works\b|\broles\b|\bstaff\b|\bteam members\b|\bwho does what\b",
            re.I,
        ),
        "manager lead officer pi postdoc student engineer director owner head coordinator "
        "administrator admin assistant chair".split(),
    ),
    (
        re.compile(
            r"\b(?:regular|our|key|main) (?:customers|clients)\b"
            r"|\b(?:what do (?:we|i) know about|who are|tell me about|list)\b[^?]*"
            r"\b(?:customers|clients)\b",
            re.I,
        ),
        "customer customers client clients account regular orders".split(),
    ),
    (
        _KINDS["pattern"],
        "keeps keep again every fails failing breaks jams overheats sticks runs late "
        "repeatedly always".split(),
    ),
]
# Members a facet adds at most (its strongest keyword matches).
FACET_LIMIT = 60

# What a facet's members are about, in a few short phrases: a memory this close in meaning to
# one of them (the shipped MiniLM's cosine) is a member whatever its words — "sees a
# physiotherapist for back pain" is health, "is learning the cello" a pastime. Short phrases,
# one idea each: a single long description matched everything about a person alike.
_MEANINGS: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (
        _TASTES,
        (
            "a hobby or pastime",
            "a sport they play",
            "playing or listening to music",
            "food or drink they like",
            "a game they enjoy",
        ),
    ),
    (
        _HEALTH,
        (
            "an illness or medical condition",
            "an allergy",
            "medication or tablets they take",
            "a doctor, physiotherapist or therapist they see",
            "an injury, surgery or pain",
        ),
    ),
    (
        _FAMILY,
        (
            "their partner, husband or wife",
            "their children",
            "their parents",
            "their brother or sister",
        ),
    ),
]
# Measured on a home of a dozen facts about a user: members 0.33-0.62, the rest under 0.25.
FACET_SIMILARITY = 0.3


def facet_meanings(text: str) -> list[str]:
    """The phrases of every facet a broad question names (none for any other question)."""
    return [m for named, meanings in _MEANINGS if named.search(text) for m in meanings]


def named_kind(text: str) -> str | None:
    """The memory type a question names ("what decisions…" → ``decision``), if one."""
    for kind, pattern in _KINDS.items():
        if pattern.search(text):
            return kind
    return None


# A question about a topic as a whole ("what do I know about our infrastructure?"): only
# these look the question's words up as tags (a tag filter reads the whole table).
_ABOUT = re.compile(r"\b(?:about|regarding|know|knowledge|everything|anything)\b", re.I)


def _tag_candidates(terms: list[str]) -> list[str]:
    """Tags a question's terms may name: the term, its singular, and its first five letters
    for a long word ("infrastructure" → "infra")."""
    out: list[str] = []
    for term in terms:
        singular = term[:-1] if term.endswith("s") else ""
        for tag in (term, singular, term[:5] if len(term) > 6 else ""):
            if len(tag) >= 3 and tag not in out:
                out.append(tag)
    return out


def scope_keys(index: Index, text: str, terms: list[str], filters: SearchFilters) -> set[int]:
    """The keys of the memories a question's kind or tags name (the most important
    ``SCOPE_LIMIT`` of each), within ``filters``; empty when it names neither."""
    keys: set[int] = set()
    kind = named_kind(text)
    scopes = [replace(filters, types=(kind,))] if kind and not filters.types else []
    if _ABOUT.search(text) and len(terms) <= 4:
        scopes += [replace(filters, tags=(tag,)) for tag in _tag_candidates(terms)]
    for scope in scopes:
        keys.update(index.top_keys("important", SCOPE_LIMIT, scope))
    for named, words in _FACETS:
        if named.search(text):
            keys.update(key for key, _ in index.search_keywords(words, FACET_LIMIT, filters))
    return keys
