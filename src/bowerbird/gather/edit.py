"""Editing a memory by hand through a front end (the dashboard, the HTTP API): new text, tags,
type or title, written through the same checks as a curated note — size and encoding, the
secrets policy — and recorded in the audit log with what changed.

The file stays where it is when the type changes: a memory's path is its identity for links
in notes and for the person's own folders, and the index reads the type from the frontmatter
(a hand edit of ``type:`` works the same way).
"""

from __future__ import annotations

import hashlib

from ..errors import InputError
from ..services.meaning import validate as validate_meaning
from ..services.text import keywords
from ..services.timeparse import utcnow
from ..settings import SecretsPolicy, Settings
from ..storage.files.note import TYPES, Memory, first_sentence
from ..storage.history import audit
from ..storage.store import Store
from .extract import entities, make_title
from .notes import (
    MAX_TAG_CHARS,
    MAX_TAGS,
    MAX_TITLE_CHARS,
    apply_secret_policy,
    check_note,
    validate_options,
)


def edit(
    store: Store,
    settings: Settings,
    memory_id: str,
    *,
    text: str | None = None,
    title: str | None = None,
    tags: list[str] | None = None,
    memory_type: str | None = None,
    meaning: dict[str, object] | None = None,
) -> Memory:
    """Apply the given changes; returns the memory as written (credentials redacted by the
    secrets policy show as ``[REDACTED:kind]``). Nothing given, or nothing different, writes
    nothing."""
    if memory_type is not None:
        validate_options(memory_type, None, None)
    policy = settings.secrets.policy
    changes: dict[str, object] = {}
    if text is not None:
        clean, _ = apply_secret_policy(check_note(text, settings.limits.note_bytes), policy)
        changes["content"] = clean
    if title is not None:
        if len(title) > MAX_TITLE_CHARS:
            raise InputError(
                f"the title is {len(title):,} characters, over {MAX_TITLE_CHARS}",
                hint="A title is one short line; put the rest in the memory's text.",
            )
        clean_title, _ = apply_secret_policy(title.strip(), policy)
        if not clean_title or "\n" in clean_title:
            raise InputError("a title is one non-empty line", hint="Drop the line breaks.")
        changes["title"] = clean_title
    if tags is not None:
        changes["tags"] = _clean_tags(tags, policy)
    if memory_type is not None:
        assert memory_type in TYPES
        changes["type"] = memory_type
    if meaning:
        try:
            given = validate_meaning(meaning)
        except ValueError as exc:
            raise InputError(f"meaning: {exc}", hint="e.g. {'intent': 'concern'}") from None
        if "recurrence" in given:  # keywords are text like any other: the policy applies
            words = [str(w) for w in given["recurrence"]]
            given["recurrence"] = [apply_secret_policy(w, policy)[0] for w in words]
    with store.lock.hold():
        memory = store.read(memory_id)
        # History stays as it was said: an earlier version is edited through what replaced
        # it, an archived memory once it is back (`forget --hard` erases one for good).
        if memory.superseded_by:
            raise InputError(
                f"memory {memory_id!r} was superseded by {memory.superseded_by!r}: it is history",
                hint=f"Edit {memory.superseded_by!r}, the version in use.",
            )
        if memory.maturity == "archived":
            raise InputError(
                f"memory {memory_id!r} is archived",
                hint="Restore it first (it comes back as it was), then edit it.",
            )
        if meaning:
            current = memory.extra.get("meaning")
            merged = {**(current if isinstance(current, dict) else {}), **given}
            changes["extra"] = {**memory.extra, "meaning": merged}
        changed = {k: v for k, v in changes.items() if getattr(memory, k) != v}
        if not changed:
            return memory
        updated = memory.with_changes(**changed, updated=utcnow())
        if "content" in changed:
            _rederive(updated, keep_title=title is not None)
        fields = [
            f
            for f in ("content", "title", "tags", "type")
            if getattr(memory, f) != getattr(updated, f)
        ] + (["meaning"] if "extra" in changed else [])
        details: dict[str, object] = {"fields": fields}
        if "type" in changed:
            details["previous_type"] = memory.type
        if "content" in changed:
            # A digest, not the text: an edit that removes something must not leave it in
            # the audit log (which is never rewritten).
            details["previous_sha256"] = hashlib.sha256(memory.content.encode()).hexdigest()
        return store.save(updated, [audit.event(memory.id, "edited", **details)])


def _rederive(memory: Memory, keep_title: bool) -> None:
    """What curate derived from the old text (keywords, entities and, unless a title was
    given, the title) is derived again: it would describe text that is gone."""
    memory.keywords = keywords(memory.content)
    found = entities(memory.content)
    if found:
        memory.extra["entities"] = found
    else:
        memory.extra.pop("entities", None)
    if not keep_title:
        memory.title = make_title(first_sentence(memory.content, 80), memory.type)


def _clean_tags(tags: list[str], policy: SecretsPolicy) -> list[str]:
    """Tags as curate stores them: lower case, sorted, each one short word."""
    if len(tags) > MAX_TAGS:
        raise InputError(f"{len(tags)} tags: at most {MAX_TAGS}", hint="Keep the few that matter.")
    out: set[str] = set()
    for raw in tags:
        tag = raw.strip().lower()
        if not tag:
            continue
        if len(tag) > MAX_TAG_CHARS or any(c in tag for c in "\n\r\t,"):
            raise InputError(
                f"tag {tag[:40]!r} is not a short word",
                hint=f"A tag is at most {MAX_TAG_CHARS} characters, without commas or line breaks.",
            )
        clean, _ = apply_secret_policy(tag, policy)
        out.add(clean)
    return sorted(out)
