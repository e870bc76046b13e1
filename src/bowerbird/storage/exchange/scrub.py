"""A restored memory under the secrets policy, field by field.

An export written by a home whose policy let credentials in (``allow``) holds them in the
memory's file: its body, its title, the keywords drawn from them, the texts it keeps in
its metadata, even its id and file name (made from the first words). Redacting the file's
text whole broke its frontmatter ("[REDACTED:password]" inside a YAML flow list) and the
memory was skipped — lost on restore — and a redaction of the body alone would leave the
value in the id, the path and the keywords. So the memory is parsed first, each text
redacted on its own, and then every word the redaction took out of them is taken out of
the rest too: a keyword or tag naming it is dropped, a text naming it loses it, an id or
folder naming it is replaced (the new id is made as a curate makes one, from the redacted
title and the old id; ``renamed`` maps the old id to it so the history follows).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ...services.secrets.redact import each_string
from ..files.note import Memory, make_id

# The words a slug is made of (``slugify``): what an id or a file name can carry of a text.
_WORD = re.compile(r"[a-z0-9]+")
# A word this short says nothing of the value it came from ("3" of "Tr0ub4dor&3") and is
# in too many ids to be taken out of them.
_SHORTEST = 4
_GONE = "[REDACTED]"
_ANY_WORD = re.compile(r"[A-Za-z0-9]+")


def words(text: str) -> set[str]:
    """The slug words of ``text`` (lowercase letters and digits) long enough to name a value."""
    return {w for w in _WORD.findall(text.lower()) if len(w) >= _SHORTEST}


def scrub(
    memory: Memory,
    clean: Callable[[str], tuple[str, list[str]]],
    renamed: dict[str, str],
) -> tuple[Memory, int]:
    """``memory`` with every credential out of every field (see the module), and how many
    credentials it held: the most any one of its texts held (a title repeats its body's
    first words, so one value told in both counts once). ``clean`` is the secrets policy on
    one text (the text and the kinds it took out; it raises to refuse); ``renamed`` maps the
    ids this restore replaced to their new ids and gains this memory's when its id must
    change."""
    hidden: set[str] = set()
    most = 0

    def cleaned(text: str) -> str:
        nonlocal most
        out, kinds = clean(text)
        if out != text:
            hidden.update(words(text) - words(out))
            most = max(most, len(kinds))
        return out

    title, content = cleaned(memory.title), cleaned(memory.content)
    source = cleaned(memory.source)  # who told it ("agent", a file): a crafted one too
    extra = each_string(memory.extra, cleaned)
    # A label (a tag, a keyword) and the file's path are read too: a token there is a
    # credential's word like any other ("tags: [ghp_…]", a folder named by one).
    for label in (*memory.tags, *memory.keywords, memory.path.replace("/", " ")):
        cleaned(label)
    # Now every word redaction took out of any text is known: take it out of the rest.
    if not hidden:
        return replace(memory, title=title, content=content, source=source, extra=extra), most

    def names_it(text: str) -> bool:
        return bool(words(text) & hidden)

    def without(text: str) -> str:
        return mask(text, hidden)

    relations = [
        replace(r, target=renamed.get(r.target, r.target))
        for r in memory.relations
        if not names_it(renamed.get(r.target, r.target))
    ]
    memory = replace(
        memory,
        title=without(title),
        content=without(content),
        source=without(source),
        extra=each_string(extra, without),
        keywords=[k for k in memory.keywords if not names_it(k)],
        tags=[t for t in memory.tags if not names_it(t)],
        relations=relations,
        supersedes=_follow(memory.supersedes, renamed, names_it),
        superseded_by=_follow(memory.superseded_by, renamed, names_it),
    )
    folder, _, _ = memory.path.rpartition("/")
    if names_it(memory.id) or names_it(memory.path):
        # Made from the old id: the same export restored again names the same new id,
        # which the home then has ("already"), so a second restore adds nothing.
        new = make_id(memory.title, memory.id)
        renamed[memory.id] = new
        folder = "" if names_it(folder) else folder
        memory = replace(memory, id=new, path=f"{folder}/{new}.md" if folder else "")
    return memory, most


def _follow(
    target: str | None, renamed: dict[str, str], names_it: Callable[[str], bool]
) -> str | None:
    if target is None:
        return None
    target = renamed.get(target, target)
    return None if names_it(target) else target


def mask(text: str, hidden: set[str]) -> str:
    """``text`` with each of the ``hidden`` words (see ``words``) replaced by a marker."""
    if not hidden:
        return text
    return _ANY_WORD.sub(lambda m: _GONE if m.group(0).lower() in hidden else m.group(0), text)
