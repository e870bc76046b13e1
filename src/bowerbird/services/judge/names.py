"""Who a statement names: names only one of two statements says, titles, whether a name
holds a role, a name's words and initials said another way. Who holds a role, who left it
and who took it over are read in `holders`.
"""

from __future__ import annotations

import re

from ..compare import BODY_KIND
from ..mentions import TITLE_WORDS, Mention, same_date
from ..statement import Statement
from ..text import STOPWORDS, common_word, plain_letters, stem_set
from .words import _initial_runs, _one_edit, _same_identifier

# Words of a role one holds in a group, said without "the" ("Mireille is commodore of …").
_ROLE_WORDS = (
    r"lead|owner|manager|officer|contact|on-call|approver|chair|chairman|chairwoman|captain|"
    r"treasurer|secretary|president|coach|coordinator|director|editor|organi[sz]er|"
    r"supervisor|leader|warden|commodore|skipper|conductor|principal|headteacher|"
    r"registrar|steward|governor|mayor|vicar|rector|dean|convenor|convener|"
    # "head mechanic", "chief engineer", "head of IT": one holder, whatever the noun.
    r"head|chief"
)
# Verbs that hold a role: two names in front of one of them, for one thing, compete.
_ROLE = re.compile(
    rf"^\s*(?:is|are|was|will be)\s+(?:(?:acting|interim|joint|co-)\s*)?(?:{_ROLE_WORDS})\b|"
    r"^\s*(?:is|are|was|will be)\s+(?:the|our|their|his|her|its|on|in charge)\b|"
    r"^\s*(?:owns|leads|runs|manages|handles|covers|chairs|coordinates|approves|signs off|"
    r"captains|coaches|hosts|organi[sz]es|maintains|edits|teaches|directs|conducts)\b|"
    # "Kit Dewhurst does the saddle fitting at Brockhurst": the one who does the work.
    r"^\s*does\s+(?:all\s+)?the\s+(?:[\w-]+\s+)?[\w-]+ing\b|"
    # "Tomasz is directing the spring production": a role, told as what one is doing.
    r"^\s*(?:is|are|was|will be)\s+(?:directing|leading|running|managing|coaching|chairing|"
    r"hosting|organi[sz]ing|coordinating|conducting|captaining|teaching)\b",
    re.I,
)


def _title_before(text: str) -> str:
    """The title a name is written with, as the text ends ("…through Dr. "): "" if none."""
    found = re.search(r"(?<!\w)([A-Za-z]+)\.?\s+$", text)
    if found and found.group(1).lower() in TITLE_WORDS:
        return text[found.start() :]
    return ""


# Titles that tell a man from a woman: "Mr Haddad" and "Mrs Haddad" are two people of one
# name (while "Dr Osei" may be "Mr Osei", and "Ms" may be "Mrs").
_TITLED = re.compile(r"\b(Mr|Mrs|Ms|Miss)\.?\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)")
_WOMEN = frozenset({"mrs", "ms", "miss"})


def _titled_apart(n: Statement, o: Statement) -> str | None:
    """ "Mr Haddad / Mrs Haddad" when one statement names a man and the other a woman by one
    name, and neither names both: two people, whatever else they share."""

    def sexes(s: Statement) -> dict[str, set[bool]]:
        found: dict[str, set[bool]] = {}
        for m in _TITLED.finditer(s.text):
            found.setdefault(m.group(2).lower(), set()).add(m.group(1).lower() in _WOMEN)
        return found

    if n.rejected or n.change:
        return None  # "…is Mr Siobhan Murray, not Ms Murphy": a correction of who it is
    in_n, in_o = sexes(n), sexes(o)
    for name in sorted(in_n.keys() & in_o.keys()):
        a, b = in_n[name], in_o[name]
        if len(a) == len(b) == 1 and a != b:
            return f"{name.title()}: {'a woman' if b == {True} else 'a man'} / another"
    return None


def _untitled(name: str) -> str:
    words = name.split()
    while len(words) > 1 and words[0].lower().rstrip(".") in TITLE_WORDS:
        words.pop(0)
    return " ".join(words)


# The role told from what is done, its holder after "by".
_ROLE_BY = re.compile(
    r"\b(?:directed|led|run|managed|handled|covered|chaired|coordinated|approved|captained|"
    r"coached|hosted|organi[sz]ed|maintained|edited|taught|conducted)\s+by\s+$",
    re.I,
)


# A slot's label in lower case, then its holder ("… - stroke seat: Bea", "GP: Dr Nwosu"):
# at the start or after a dash or a semicolon, a few words, a colon (never a chat
# speaker's "Dana: …", whose name comes before the colon).
_LABELLED = re.compile(
    r"(?:^|[;–—]\s*|\s-\s)(?:(?:[a-z][a-z'’-]*\s+){0,2}[a-z][a-z'’-]*|[A-Z]{2,4}"
    # (A role of a named body, the label capitalised: "Treasurer of Kilbride Pipe Band: ".)
    rf"|(?i:{_ROLE_WORDS})(?:\s+(?:of|for|at)\s+[^:;.]{{1,48}})?)\s*:\s*"
    r"(?:(?i:dr|mr|mrs|ms|prof)\.?\s+)?$"
)
# A role or an initialism before a dash or a colon, as a terse note labels a holder
# ("calderbrook choir MD - Rupert Ashdale"), the name ending its clause (not "chaperone
# coordinator - Priya has stepped down": a clause of its own after the dash).
_TERSE_LABEL = re.compile(
    rf"(?:\b[A-Z]{{2,4}}|\b(?i:{_ROLE_WORDS}))(?:\s*:|\s+[-–—])\s+(?:(?i:dr|mr|mrs|ms|prof)\.?\s+)?$"
)


def _role(s: Statement) -> bool:
    """Whether a statement gives someone a role ("Ana is the on-call lead", "Ben owns…")."""
    if any(_in_role(s, m) for m in s.values):
        return True
    return bool(
        re.search(
            rf"\b(?:is|are)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:{_ROLE_WORDS})\b",
            s.text,
            re.I,
        )
    )


def _in_role(s: Statement, m: Mention) -> bool:
    """Whether ``s`` writes the name ``m`` as a role's holder."""
    if m.kind != "name":
        return False
    before = s.text[: m.start]
    return bool(
        _ROLE.match(s.text[m.end :])
        # "The grant's principal investigator is Dr. Haddad": a slot.
        or re.search(r"(?:\b(?:is|are|was)|=)\s+(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?$", before, re.I)
        # "Tidewater is being directed by Leopold Strand": told from the role.
        or _ROLE_BY.search(before)
        # "Heron eight - stroke seat: Bea", "GP: Dr Nwosu": a slot's label.
        or _LABELLED.search(before)
        or (_TERSE_LABEL.search(before) and re.match(r"\s*(?:[,;.]|$)", s.text[m.end :]))
    )


def _same_things(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two sets of identifiers name the same things, each written either way ("U12"
    / "under-12"; never "2.1" / "2.10")."""

    def same(x: str, y: str) -> bool:
        return x == y or same_date(x, y) or _same_identifier(x, y)

    return all(any(same(x, y) for y in b) for x in a) and all(any(same(x, y) for x in a) for y in b)


def _surface(s: Statement, stems: set[str]) -> list[str]:
    """The words of ``s`` as written whose stems are ``stems``."""
    from ..text import stem_set

    words = re.findall(r"[A-Za-z][\w'-]*", s.text)
    return [w for w in words if stem_set([w.lower()]) & stems] or list(stems)


def _frame_of(s: Statement, names: frozenset[str]) -> str:
    """``s``'s words with each of ``names`` taken out: what is said of them."""
    text = s.text.lower()
    for name in names:
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", text)
    return " ".join(re.findall(r"[a-z0-9]+", text))


def _names_of(s: Statement) -> frozenset[str]:
    """Every name ``s`` gives, wherever it stands."""
    return frozenset(m.norm for m in s.values if m.kind == "name")


def _proper(s: Statement, names: frozenset[str]) -> frozenset[str]:
    """Of ``names``, those written as a person's or an organisation's name: inside the
    sentence, not shouted ("Gwen Ellis", "Xero"; not an opening "Payment" or "SDK")."""
    return frozenset(
        m.norm
        for m in s.values
        if m.kind == "name" and m.norm in names and m.start > 0 and not m.raw.isupper()
    )


def _capitals(text: str) -> set[str]:
    """The words of ``text`` written in two to five capitals ("SC", "RNLI")."""
    return set(re.findall(r"\b[A-Z]{2,5}\b", text))


def _only_names(a: Statement, b: Statement) -> frozenset[str]:
    """The names ``a`` gives that ``b`` never says, as a name or a word ("EU" is said by
    "European", "Android" by "android")."""
    # What ``b`` says, with its hyphened words also read apart ("Linmouth-Carrick Isle"),
    # and its accented words as typed without them ("Zoë" is "Zoe").
    words = re.findall(r"\w+(?:-\w+)*", b.text.lower())
    said = b.terms | stem_set(
        [
            *(p for w in words if "-" in w for p in w.split("-")),
            *(_SHORT_PLACE.get(w, w) for w in words if w in _SHORT_PLACE),
            *(plain_letters(w) for w in words if not w.isascii()),
        ]
    )
    out = set()
    shorter = [n.split() for n in b.names]
    for name in a.names:
        if name in b.names:
            continue  # one name both write ("Public sessions at …": a name, not a word)
        # "Hannah Okoro" is not "Hannah Kowalski": every word of a name must be said (an
        # acronym beside it aside: "the Starfall Android APK" is "the Android build of
        # Starfall"); a street's "St" is its "Street", "Co-op" is "coop".
        raw = next((m.raw for m in a.values if m.kind == "name" and m.norm == name), name)
        # (An acronym opening a longer name is its first word: "VS Code" is not "code".)
        split = raw.replace("&", " ").split()
        kept = [
            w
            for i, w in enumerate(split)
            if not (w.isupper() and 1 < len(w) <= 4) or (i == 0 and len(split) > 1)
        ]
        if not kept and _initials_said(raw, b.text):
            continue  # "RH" for "relative humidity": the words it stands for are said
        if kept and _other_letters(raw, kept, b):
            out.add(name)  # "Ashcombe RFC" is not "Ashcombe Football Club"
            continue
        # (A possessive's "'s" is no word of the name: "The Winter's Tale".)
        # (Nor is a title's "The".)
        words = [
            _bare(plain_letters(w.lower()).rstrip("."))
            for w in kept
            # (Nor a particle: "do" of "Casa do Rio" is said by no one as a word.)
            if w.lower() != "the" and not (w.islower() and len(kept) > 1)
        ] or name.split()
        # "FS-Guest" beside "FS-Visitors": one prefix, two names (its parts are no words).
        prefixed = {w.split("-")[0] for w in re.findall(r"\b[A-Z]{2,}-\w+", b.text)}
        renamed = any(
            re.fullmatch(r"[A-Z]{2,}-\w+", w)
            and w.split("-")[0] in prefixed
            and w.lower() not in b.text.lower()
            for w in raw.split()
        )
        if words[0] in _KIN and len(words) > 1 and _name_word_said(words[0], said):
            continue  # "Grandad Wilf" is who "grandad's morning carer" is about
        unsaid = [w for w in words if not _name_word_said(w, said)]
        if len(words) > 1 and unsaid == [words[0]] and words[0] in _KIN | _TITLES:
            continue  # "Coach Imran" is the "Imran" who "likes crews to launch off …"
        if len(unsaid) > 1 and "".join(w[0] for w in unsaid).upper() in _capitals(b.text):
            continue  # "Tarn Bay SC" says "Tarn Bay Sailing Club": the words by their capitals
        if renamed or unsaid:
            if any(len(b) < len(words) and words[: len(b)] == b for b in shorter):
                continue  # "Brinkley" for "Brinkley Accountancy": its first words, as a name
            if not renamed and _called_short(words, a, b, said):
                continue  # "Pinewick Vets" / "Pinewick Veterinary Surgery" / "pinewick"
            out.add(name)
    return frozenset(out)


def _called_short(words: list[str], a: Statement, b: Statement, said: frozenset[str]) -> bool:
    """Whether ``b`` calls the name of ``words`` (said by ``a``, two words or more) by a
    shorter form: a name of ``b`` with the same first word whose other words shorten, or
    spell the initials of, this name's ("Pinewick Vets" / "Pinewick Veterinary Surgery",
    "Kittiwake SC" / "Kittiwake Sailing Club"); or, when ``b`` names nothing else so, its
    first word alone, if that word is no English one and what follows it in ``b`` is no other
    name's word ("copperkettle ci: …" of "Copperkettle Brewing's CI", never "pinewick farm
    shop")."""
    if len(words) < 2:
        return False
    first = words[0]
    alike = [n.split() for n in b.names if n.split()[0] == first]
    if alike:
        return any(_rest_shortened(words[1:], other[1:]) for other in alike)
    # (Only a word that is no English one names the thing alone: "captain" of "Captain
    # Rhona Sim" is said of any captain.)
    # (Nor when its other words name it: "Pharmacist Odalys" is not said by "pharmacist";
    # "Copperkettle Brewing" is by "copperkettle".)
    if len(first) < 5 or common_word(first) or not _name_word_said(first, said):
        return False
    # (A word of what kind of body it is counts as one: "brockwater" of "Brockwater Trout
    # Hatchery".)
    if not all(
        common_word(w) or common_word(w.rstrip("s")) or BODY_KIND.search(w) for w in words[1:]
    ):
        return False
    return not _followed_otherwise(words, a, b)


def _followed_otherwise(words: list[str], a: Statement, b: Statement) -> bool:
    """Whether ``b`` writes the first of ``words`` (a name ``a`` gives) followed by a word
    that is none of ``a``'s and no shortening of the name's ("pinewick farm shop" of
    "Pinewick Veterinary Surgery"): another name with the same first word."""
    written = re.findall(r"\w+", a.text.lower())
    theirs = stem_set(written)
    first = _bare(words[0])
    for found in re.finditer(rf"\b{re.escape(first)}(?:['’]s)?\s*(\w[\w-]*)?", b.text, re.I):
        after = (found.group(1) or "").lower()
        if not after or after in STOPWORDS or _initials_said(after, a.text):
            continue
        if re.search(r"\d", after) or any(stem_set([w]) & theirs for w in after.split("-")):
            continue  # ("Y7" is compared as an identifier, elsewhere)
        if not _rest_shortened([after], written):  # "ortho" of "orthopaedic"
            return True
    return False


def _bare(word: str) -> str:
    """A name's word without its possessive ("cuthbert's" → "cuthbert")."""
    return re.sub(r"['’]s$", "", word)


def _rest_shortened(one: list[str], other: list[str]) -> bool:
    """Whether each word of the shorter list is, in order, a word of the longer as written,
    its first letters ("vets" of "veterinary") or the initials of a run of it ("sc" of
    "sailing club") — a word already matched is no initial ("fc" of "fold cricket club",
    where "fold" is said, spells only "cc")."""
    short, long = sorted((one, other), key=len)
    at = 0
    for word in short:
        stem = word.rstrip("s") if len(word) > 3 else word
        found = next(
            (
                i + 1
                for i in range(at, len(long))
                if long[i] == word or (len(stem) >= 3 and long[i].startswith(stem))
            ),
            None,
        )
        if found is None and 2 <= len(word) <= 4:
            found = next(
                (
                    i + len(word)
                    for i in range(at, len(long) - len(word) + 1)
                    if "".join(w[:1] for w in long[i : i + len(word)]) == word
                ),
                None,
            )
        if found is None:
            return False
        at = found
    return True


# Words a family puts before a relative's name: a note that says the word alone means the
# same person.
_KIN = frozenset(
    """grandad granddad grandpa grandma granny gran nan nana nanna mum mom dad auntie aunt
    uncle""".split()
)
# Words that open a person's name as a title: the person is named without them too.
_TITLES = frozenset("coach dr doctor prof professor captain capt chef nurse rev father".split())
# A place's word and how it is shortened ("Alder St" is "Alder Street").
_SHORT_PLACE = {"st": "street", "rd": "road", "ave": "avenue", "ln": "lane", "sq": "square"}


def _other_letters(raw: str, kept: list[str], b: Statement) -> bool:
    """Whether the capitals of a name ("Ashcombe RFC") stand for other words than those that
    follow the same first words in a name of ``b`` ("Ashcombe Football Club"): two names of
    one place, told apart by what follows it. "Tarn Bay SC" is "Tarn Bay Sailing Club"."""
    letters = [w.lower() for w in raw.split() if w.isupper() and 1 < len(w) <= 4]
    first = kept[0].lower()
    longer = [n.split() for n in b.names if n.split()[0] == first and len(n.split()) > len(kept)]
    if not letters or not longer:
        return False
    written_out = {"".join(w[0] for w in n[len(kept) :]) for n in longer}
    said = set(re.findall(r"\w+", b.text.lower()))
    return not any(w in said or w in written_out for w in letters)


def _initials_said(acronym: str, text: str) -> bool:
    """Whether ``text`` writes out ``acronym`` (2 to 4 capitals) as the words it stands for,
    one word an initial ("RH" / "relative humidity", "PTA" / "parent-teacher association")."""
    letters = acronym.strip(".").lower()
    return re.fullmatch(r"[a-z]{2,4}", letters) is not None and bool(_initial_runs(letters, text))


def _name_word_said(word: str, said: frozenset[str]) -> bool:
    """Whether one word of a name is among ``said`` (stemmed words): as written, joined
    ("co-op" / "coop") or, when hyphened, each of its parts; a place word by its short form."""
    from ..text import stem_set

    readings = [[word.replace("-", "")], word.split("-")] if "-" in word else [[word]]
    return any(
        all(
            any(_same_name_word(w, t) for t in said)
            for w in stem_set([_SHORT_PLACE.get(p, p) for p in parts])
        )
        for parts in readings
    )


def _same_name_word(a: str, b: str) -> bool:
    """Whether a word of a name is said by ``b``: as written, give or take a plural or a
    typo — never a word it merely begins with ("TubeCo" is not "tube")."""
    if a == b or a.rstrip("s") == b.rstrip("s"):
        return True
    return min(len(a), len(b)) >= 6 and abs(len(a) - len(b)) <= 1 and _one_edit(a, b)
