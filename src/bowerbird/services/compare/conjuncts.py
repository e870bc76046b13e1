"""A sentence cut at its "and"s into the statements it joins (``conjuncts``), each with
its subject when the sentence says it once ("The van is serviced by Kwik and insured by
Aviva"); which of them a change puts at risk.
"""

from __future__ import annotations

import re

from ..mentions import TITLE_WORDS, mentions
from ..mentions import VERBS as VERBS_SAID
from ..statement import verb_at
from ..text import STOPWORDS, plain_letters
from ..values import BASE_VERBS as VERBS
from ..values import SMALL_NUMBERS, unit_of, values
from .details import _IRREGULAR, _said, _written
from .relate import content_terms


def _named(part: str, name: str) -> bool:
    """Whether ``part`` names what a correction calls wrong: the words as written, or a
    name by its own words ("Professor Achterberg" is "Professor Rosalind Achterberg")."""
    if _written(part, name):
        return True
    if re.fullmatch(r"[A-Za-z]+\d+", name) and re.search(
        rf"(?<![\w.])[\w.]+-{re.escape(name)}(?![\w-])", part, re.I
    ):
        return True  # "v7" names the card's "ranker-v7": the thing's tag said short
    # A place said the other way round ("the Mill Lane scout hut" / "the scout hut on Mill
    # Lane"): three or more words of its own, all in the part.
    content = [w for w in re.findall(r"[\w'’-]+", name) if w.lower() not in STOPWORDS]
    if len(content) >= 3 and all(_written(part, w) for w in content):
        return True
    words = name.split()
    own = [w for w in words if w[:1].isupper() and w.lower().rstrip(".") not in TITLE_WORDS]
    return len(own) == len(words) - 1 and bool(own) and all(_written(part, w) for w in own)


# The verbs that join a second predicate to one subject: "is built … and deployed …".
_BE = frozenset("is are was were has have had".split())


def _gapped(part: str, after_verb: int) -> list[str] | None:
    """The two pieces of "X are £14 and Y £10" (the second's verb left unsaid): each
    ends in a value of one kind, the second says no verb. None otherwise."""
    join = re.search(r",?\s+and\s+", part[after_verb:])
    if join is None:
        return None
    first, second = part[: after_verb + join.start()], part[after_verb + join.end() :]
    if re.search(r"\bbetween\s+\S+(?:\s+\S+)?$", first, re.I):
        return None  # "between 9 am and 5 pm": one range
    tail = values(second.rstrip(" .")).all
    head = values(first).all
    if not (tail and head) or {unit_of(v) for v in tail} != {unit_of(v) for v in head}:
        return None
    words = [w.lower() for w in re.findall(r"[\w'’-]+", second)]
    if len(words) > 5 or verb_at(words) is not None:
        return None
    from ..statement import read

    # (A word of its own besides the value: "Mondays and Thursdays" is one list.)
    return [first, second] if read(second).terms else None


# Who said what follows: "User mentioned that …", "The user said …", "Priya told me that …".
_REPORTED = re.compile(
    r"\s*(?:(?:the\s+)?user|[A-Z][\w'’-]+|I|we|they|he|she)\s+(?:has\s+|had\s+)?"
    r"(?:mentioned|said|says|told\s+(?:me|us)|noted|reported|explained|confirmed|mentions)"
    r"\s+(?:that\s+)?",
    re.I,
)


def conjuncts(part: str) -> list[str]:
    """A part whose one subject has predicates joined by "and" ("The Pantry Planner web app
    is built with Ember 3.28 and deployed to Render"), one piece per predicate, each with the
    subject (and the "is" its participle needs) as written: ["The Pantry Planner web app is
    built with Ember 3.28", "The Pantry Planner web app is deployed to Render"]. ``[part]``
    when it has one predicate (an "and" between values joins no predicates: "on Mondays and
    Thursdays", "with React and Redux"). Only words of the part, in its order."""
    pieces = _relative(part)
    if len(pieces) > 1:
        return [*conjuncts(pieces[0]), *pieces[1:]]
    reported = _REPORTED.match(part)
    if reported:
        # "User mentioned that gpu-n14 … runs CUDA 11.8, has four A100 cards": who said it
        # opens every piece, and the subject is what follows it — never "User has four
        # A100 cards".
        rest = part[reported.end() :]
        return [reported.group(0) + piece for piece in conjuncts(rest)]
    heading = re.match(r"([^:]{3,}:\s+)(?=\S)", part)
    if heading:  # "Hollins Lane allotments: the trading hut …": said of every piece
        rest = part[heading.end() :]
        return [heading.group(1) + p for p in _label_items(rest) or conjuncts(rest)]
    tokens = list(re.finditer(r"[\w'’-]+(?:\.\w+)*", part))
    words = [t.group(0).lower() for t in tokens]
    first = verb_at(words)
    if first is None or first == 0:
        return [part]
    if words[first] not in VERBS_SAID:
        # A guessed verb in -s before "is"/"are" is the subject's noun ("Annual-leave
        # requests at Quillon (…) are approved by …").
        be = next((i for i in range(first + 1, len(words)) if words[i] in ("is", "are")), None)
        if (
            be is not None
            and "and" not in words[first:be]
            and "," not in part[: tokens[be].start()]
        ):
            first = be
    elif (
        first + 2 < len(words)
        and words[first + 2] in ("is", "are")
        and words[first] not in _BE
        and "," not in part[tokens[first].end() : tokens[first + 2].start()]
    ):
        # A known verb's form before a noun and "is" is a word of the subject ("Halbrook's
        # Medicine open day is on …").
        first += 2
    subject = part[: tokens[first].start()]
    if "," in subject and not _FRONTED.match(subject) and not _named_aside(subject):
        return [part]  # an aside before the verb ("Dr. Vermeer, co-author of …, is"): not read
    aux = ""
    head = first
    if words[first] in _BE and first + 1 < len(words):
        head = first + 1 + (words[first + 1] == "been")
        if head >= len(words) or not is_participle(words[head]):
            # "full-price tickets are £14 and concessions £10": the second's verb left
            # out (one piece each, as written); else "is a postdoc in …", one predicate —
            # unless a verb of its own follows ("is due on 12 March and is worth 40%").
            gapped = _gapped(part, tokens[first].end())
            if gapped:
                return gapped
            head = first
        else:
            aux = part[tokens[first].start() : tokens[head].start()]
    # (End of the piece before, start of the next, its aux — None: a clause with a subject
    # of its own, taken as written.)
    cuts: list[tuple[int, int, str | None]] = []
    # A list of predicates ("charges £65 for …, sends reminders by text, and is shut on …"):
    # a comma before a verb said of the subject cuts too, when an "and" closes the list.
    # (Only after a verb the reader knows: a guessed one may be a word of the subject.)
    last_and = max((j for j in range(len(words) - 1) if words[j] == "and"), default=-1)
    # (A verb guessed right after a name is the name's: "Lena translates …, keeps …".)
    known = (
        words[first] in VERBS_SAID
        or re.fullmatch(r"(?:[A-Z][\w'’-]+\s+){1,3}", subject) is not None
    )
    # (A part cut from its card before ", and …" has lost the "and" that closed its list:
    # its last predicate after a comma is cut too — "is on Saturday 20 June, starts at 10:00
    # in the Kemp Building" of "…, and booking closes a week before".)
    # (A list its "and" closes with a verb in the present, "…and races at Henley": an item
    # after a comma opening with one too is a predicate, "…, trains on the river …".)
    closing = (
        0 <= last_and < len(words) - 1
        and words[last_and + 1].endswith("s")
        and words[last_and + 1] not in _BE
        and _finite(words[last_and + 1], words, last_and + 1)
    )
    for i in range(head + 1, len(words) - 1):
        # (Its verb in the present, "starts": a participle, "paid by direct debit", is
        # said of the value before it.)
        last_comma = "," not in part[tokens[i].start() :] and words[i].endswith("s")
        # (Only after a first predicate in the passive, "is coached by …": after a verb
        # guessed in -s, "club run leaves …, rolls …", the subject itself may be wrong.)
        listed_verb = (
            closing
            and bool(aux)
            and i < last_and
            and words[i].endswith("s")
            and not tokens[i].group(0)[:1].isupper()
        )
        # (A verb guessed in -s before a count, "…, sleeps five", "…, seats 220".)
        counted = (
            len(words[i]) > 3
            and words[i].endswith("s")
            and not words[i].endswith(("ss", "us", "is"))
            and i + 1 < len(words)
            and (words[i + 1].isdigit() or words[i + 1] in SMALL_NUMBERS)
        )
        if (
            aux
            and 0 <= last_and < len(words) - 1
            and i < last_and
            and is_participle(words[i])
            and is_participle(words[last_and + 1])
            and "," in part[tokens[i - 1].end() : tokens[i].start()]
        ):
            # A list of passives its "and" closes with one too ("maps are scanned at 400
            # dpi, saved as uncompressed TIFF, and named …"): each said of the subject.
            cuts.append((tokens[i - 1].end(), tokens[i].start(), aux))
            continue
        if (
            (i < last_and or (last_and < 0 and last_comma))
            # (A list its "and" closes with a verb: "…defaults to off, is owned by …, and
            # expires on …" — its "is" after a comma opens a predicate, the first verb
            # guessed or not.)
            and (known or (closing and words[i] in _BE))
            and "," in part[tokens[i - 1].end() : tokens[i].start()]
            and (
                words[i] in _BE
                or counted
                or ((words[i] in VERBS_SAID or listed_verb) and _finite(words[i], words, i))
            )
        ):
            cuts.append((tokens[i - 1].end(), tokens[i].start(), ""))
            continue
        if words[i] != "and":
            continue
        follows = words[i + 1]
        if any(w in _BE for w in words[i + 2 : i + 4]) and follows not in _BE:
            # "…is £250 and breakdown cover is included": a clause with a subject of its
            # own, a piece as written (after the first predicate's value, not in a list).
            if (
                i > head
                and follows not in _DETERMINERS_OWN
                and "," not in part[tokens[head].start() : tokens[i].start()]
            ):
                cuts.append((tokens[i].start(), tokens[i + 1].start(), None))
            continue  # ", and work mornings are …": a clause with a subject of its own
        after_it = words[i + 2] if i + 2 < len(words) else ""
        if (
            follows.endswith("s")
            and follows not in _BE
            and follows not in ("has", "does", "was")
            and after_it in VERBS
            and not after_it.endswith("s")
        ):
            continue  # ", and alerts go to #ops": a plural noun, then its own verb
        if aux and is_participle(follows):
            cuts.append((tokens[i].start(), tokens[i + 1].start(), aux))
        elif follows in _BE or (
            # A guessed verb right after a one-word object is a second object ("sells
            # compost and canes on Sundays", "buys its combs and cutters from …"), not a
            # second predicate; nor is a guessed one written with a capital ("on Mondays,
            # Wednesdays and Fridays at 9:30").
            _finite(follows, words, i + 1)
            and (
                follows in VERBS_SAID
                or (
                    len([w for w in words[head + 1 : i] if w not in _DETERMINERS_OWN]) > 1
                    and not tokens[i + 1].group(0)[:1].isupper()
                )
            )
        ):
            cuts.append((tokens[i].start(), tokens[i + 1].start(), ""))
    if not cuts:
        return [part]
    pieces = [part[: cuts[0][0]].rstrip(" ,")]
    for n, (_, start, needs) in enumerate(cuts):
        end = cuts[n + 1][0] if n + 1 < len(cuts) else len(part)
        said = part[start:end].rstrip(" ,")
        pieces.append(said if needs is None else subject + needs + said)
    return pieces


def _label_items(listed: str) -> list[str]:
    """The items of a list after a heading, each an attribute and its value ("check-in from
    3 pm, check-out by 11 am, night porter is Stellan"); none when an item is a value alone
    or opens with one ("open 9 till 5, Tuesday to Sunday": the days qualify the hours)."""
    items = [i.strip() for i in re.split(r"[;,](?!\d)\s+(?:and\s+)?", listed.strip()) if i.strip()]
    if len(items) < 2:
        return []
    for item in items:
        words = re.findall(r"[\w'’-]+", plain_letters(item.lower()))
        values = [m for m in mentions(item) if m.kind != "name"]
        # (A price opening an item is an attribute of its own: "£6.80 per metre".)
        if len(words) < 2 or (
            values and values[0].start == 0 and not values[0].kind.startswith("money")
        ):
            return []
        if not values and verb_at(words) is None:
            return []
    return items


# A place or time put before the subject ("At Brinkley Accountancy, the VAT returns are …"):
# said of every predicate, so each piece keeps it.
# Words that open an object rather than a clause's own subject after "and" ("and the …"
# may be either: left to the clause splitter before).
_DETERMINERS_OWN = frozenset("the a an this that these those its their our his her my".split())


def _named_aside(subject: str) -> bool:
    """Whether ``subject`` is a name and an aside about it with no verb of its own, each
    closed by a comma ("Orla, the part-time helper, "): the subject, whole."""
    found = re.fullmatch(r"\s*([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}),\s+([^,]+),\s*", subject)
    if found is None:
        return False
    aside = [w.lower() for w in re.findall(r"[\w'’-]+", found.group(2))]
    return (
        aside[:1] in (["the"], ["our"], ["a"], ["an"], ["my"], ["their"]) and verb_at(aside) is None
    )


_FRONTED = re.compile(
    r"(?:at|in|on|for|from|since|after|before|during|within|across|under)\s[^,]+,\s*[^,]+$", re.I
)


def is_participle(word: str) -> bool:
    """Whether ``word`` reads as a past participle ("collected", "built")."""
    return (word.endswith("ed") and len(word) > 4) or word in _IRREGULAR


def _finite(word: str, words: list[str], at: int) -> bool:
    """Whether ``word`` (at ``at`` in ``words``) reads as a verb said of the subject: a known
    verb, or a word in -s followed by a preposition, an article or a possessive ("rebuilds
    on every …", "translates children's picture books", "coaches her daughter's team")."""
    if word in VERBS_SAID:
        return True
    after = words[at + 1] if at + 1 < len(words) else ""
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and (
            after in ("on", "in", "at", "to", "from", "the", "a", "an", "with", "by", "for")
            or after in ("his", "her", "their", "our", "its", "my", "your")
            or (len(after) > 3 and after.endswith(("'s", "’s", "s'")))
        )
    )


_FIRST_PERSON = re.compile(r"\s*(?:we|we['’](?:ve|re|d|ll)|our)\b", re.I)
# A noun's "'s", not a contraction ("it's", "that's").
_POSSESSIVE = re.compile(
    r"\b(?!(?:it|that|there|here|what|who|where|he|she|let)['’]s\b)\w+['’]s\b", re.I
)


def _predicate(part: str, correction: str) -> str:
    """A dropped part without its subject, when the correction names that subject's thing
    ("The Orbit bike-share backend stores trips in MongoDB 6.0" after "Orbit moved its trip
    storage …"): the words that describe what the correction is about are not details it
    loses. The part as it is otherwise."""
    from ..statement import read

    subject, predicate = _split_subject(part)
    names = {m.raw.lower() for m in read(subject).values if m.kind == "name"}
    said = any(_written(correction, w) for n in names for w in n.split() if len(w) > 2)
    # Or most of its words, two at least ("Our home broadband package" after "We upgraded
    # the home broadband to …"): its head noun is how the card named the same thing.
    head = subject.split(",")[0]
    # (A day or a month naming it counts as a word: "Saturday distribution at the warehouse"
    # after "the Saturday distribution runs …".)
    when = [m.raw for m in mentions(head) if m.kind in ("day", "month")]
    words = [w for w in content_terms(head) if len(w) > 2] + when
    told = [w for w in words if _said(w, correction)]
    said = said or (len(told) >= 2 and 2 * len(told) >= len(words))
    # A change told in the first person ("We've stopped selling to Lir Seafoods") of what a
    # named subject does ("Carrigeen Bay sells its oysters to …"): the speaker is that
    # subject, the card's name for who "we" are. Not when it names whose thing changed
    # ("We moved the backend's jobs …" is not said of "The Django monolith").
    said = said or (
        bool(names)
        and _FIRST_PERSON.match(correction) is not None
        and _POSSESSIVE.search(correction) is None
    )
    if not subject or _RELATIVE.search(subject) or not said:
        return part  # ", who lives in Bergen,": a statement of its own, not a description
    # An aside about the subject (", co-author of the Lizard Island reef survey,") is said
    # of it, not a word naming it: it stays at risk.
    aside = _ASIDE.search(subject)
    return (aside["aside"] + " " if aside else "") + predicate


def _at_risk(part: str, correction: str, wrong: list[str], left: bool) -> str:
    """The words of a dropped part whose details closing it could lose: not its subject's
    words when the correction names that subject's thing, and — when someone left the place
    the part names — not what they were there ("a data engineer at Fjordline")."""
    predicate = _predicate(part, correction)
    subject = _split_subject(part)[0]
    if any(w.strip() and subject.rstrip().lower().endswith(w.lower()) for w in wrong):
        # The verb was read inside the replaced thing's phrase ("…with Apivar strips in
        # August": "strips" is its noun), so that noun goes with the thing.
        predicate = re.sub(r"^\s*[a-z]{3,}\b", "", predicate)
    if not (left and any(_named(part, w) for w in wrong if w.strip())):
        return predicate
    inside = [w for w in wrong if w.strip() and _named(subject, w)]
    if inside and not any(_opens_with(subject, w) for w in inside):
        return predicate  # "the Thornfield litter pick meets …": a thing, not who left
    if not inside and any(_the_one_who_left(correction, w) for w in wrong if w.strip()):
        # Who left is named after the verb ("…novice sessions: Saturdays 8 am, coached by
        # Gemma Hart, £5 a go"): the part is about a thing they had a hand in, and all it
        # says of that thing is at risk.
        return part
    # What a relative clause says of the place or thing ("…the litter pick, which meets at
    # the war memorial") is not what the one who left was there: still at risk.
    said_of_it = _RELATIVE.search(predicate)
    kept = predicate[said_of_it.start() :] if said_of_it else ""
    if predicate == part:
        return f"{subject or part} {kept}".strip()
    aside = _ASIDE.search(subject)
    return f"{aside['aside'] if aside else ''} {kept}".strip()


# Words a person leaves a role by (a thing is "retired" or "no longer" used as well).
_PERSON_LEFT = re.compile(
    r"\b(?:stepped|stood)\s+down\b|\b(?:has\s+|have\s+)?(?:left|quit|resigned|moved\s+on)\b|"
    r"\bhanded\s+in\s+(?:her|his|their)\s+notice\b",
    re.I,
)


def _the_one_who_left(correction: str, name: str) -> bool:
    """Whether ``correction`` tells that ``name`` left: a word of the name right before its
    leaving words ("Gemma stepped down"), not the place left after them ("left Fjordline")."""
    words = {w.lower() for w in name.split() if w.lower().rstrip(".") not in TITLE_WORDS}
    for leaving in _PERSON_LEFT.finditer(correction):
        before = re.findall(r"[\w'’-]+", correction[: leaving.start()])[-3:]
        if words & {w.lower() for w in before}:
            return True
    return False


def _opens_with(subject: str, name: str) -> bool:
    """Whether a subject is the named one (a title before the name aside): "Dr. Saskia
    Vermeer, co-author …" opens with "Saskia Vermeer"; "the Thornfield litter pick" does
    not open with "Thornfield"."""
    words = subject.split()
    while words and words[0].lower().rstrip(".") in TITLE_WORDS:
        words = words[1:]
    own = [w for w in name.split() if w.lower().rstrip(".") not in TITLE_WORDS]
    return bool(own) and [w.lower().strip(",") for w in words[: len(own)]] == [
        w.lower() for w in own
    ]


def _split_subject(part: str) -> tuple[str, str]:
    """(the words before a part's verb, the rest from its verb); ("", part) when no verb is
    found after a first word."""
    from ..statement import verb_at

    tokens = list(re.finditer(r"[\w'’-]+(?:\.\w+)*", part))
    at = verb_at([t.group(0).lower() for t in tokens])
    if at is None or at == 0:
        return "", part
    return part[: tokens[at].start()], part[tokens[at].start() :]


# An aside between commas that ends a subject: ", co-author of the reef survey,".
_ASIDE = re.compile(r",\s*(?P<aside>[^,]+?),\s*$")
# A relative clause said of a subject: ", who lives in Bergen,".
_RELATIVE = re.compile(r",\s*(?:who|which|whose|where)\b", re.I)


def _relative(part: str) -> list[str]:
    """A part whose subject has a relative clause of its own ("Ingeborg Solberg, who lives in
    Bergen, is a data engineer at …"): the subject with its main predicate, and the subject
    with the relative clause's ("Ingeborg Solberg lives in Bergen") — the part's words, in
    its order. ``[part]`` otherwise."""
    found = re.match(
        r"(?P<subject>[^,]+?),\s*(?:who|which)\s+(?P<said>[^,]+?),\s*(?P<rest>.+)$", part, re.I
    )
    if found is None:
        return _object_relative(part)
    said = found["said"].split()
    if not said or not (said[0].lower() in VERBS_SAID or _finite(said[0].lower(), said, 0)):
        return [part]
    subject = found["subject"].strip()
    return [f"{subject} {found['rest']}", f"{subject} {found['said']}"]


def _object_relative(part: str) -> list[str]:
    """A part that ends with a relative clause said of its last thing ("Gwendolyn organises
    the Thornfield litter pick, which meets at the war memorial …"): the part before it, and
    that thing with the clause ("the Thornfield litter pick meets at the war memorial …") —
    the part's words, in its order. ``[part]`` otherwise."""
    if len(part) > 600 or not re.search(r",\s*which\s", part, re.I):
        return [part]  # (and a long part is never searched backwards clause by clause)
    found = re.match(
        r"(?P<main>.*\s(?P<thing>(?:the|a|an|our|its|their|his|her)\s[^,]+?)),\s*which\s+"
        r"(?P<said>[^,;]+?)\s*[.;]?$",
        part,
        re.I,
    )
    if found is None:
        return [part]
    said = found["said"].split()
    if not (said[0].lower() in VERBS_SAID or _finite(said[0].lower(), said, 0)):
        return [part]
    return [found["main"], f"{found['thing']} {found['said']}"]
