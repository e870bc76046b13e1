"""Gather: turn a note into stored memories (``bower curate``).

The write path: size and encoding checks (``notes.py``) → credentials redacted (before
anything is written or embedded) → extraction into typed drafts (``extract.py``;
``verbatim`` skips it) → for each draft, a decision against the corpus (``dedupe.py``:
create, duplicate, update, append or supersede) → files, index and audit log, under the home
lock. ``importing.py`` is the batch path for verbatim imports.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from ..errors import InputError, NotFoundError
from ..services.compare import carried_over, without_cue
from ..services.judge import added_part
from ..services.kinds import classify
from ..services.secrets.redact import only_a_secret
from ..services.text import embedding_text, keywords
from ..services.timeparse import utcnow
from ..settings import MemoryType, SecretsPolicy
from ..storage.files.note import Memory, Relation, first_sentence, with_restatement
from ..storage.history import audit
from ..storage.index import MemoryRow, VectorRow
from ..storage.store import Store
from ..storage.vectors.embedding import vector_rows, whole_vector
from .dedupe import Decision, decide
from .extract import Draft, Extractor, OfflineExtractor, make_title
from .notes import (
    apply_secret_policy,
    check_note,
    compute_importance,
    validate_limits,
    validate_metadata,
    validate_options,
)

if TYPE_CHECKING:
    from ..services.embed import Embedder
    from ..storage.vectors.search import VectorIndex

ActionKind = Literal["created", "duplicate", "updated", "appended", "superseded"]
Priority = Literal["critical", "high", "normal", "low"]


@dataclass(frozen=True)
class CurateOptions:
    """How to store a note (``bower curate`` flags, MCP ``memory_store``, the API).

    ``type`` forces the memory type (default: from cue words); ``topic`` places the file under
    a topic path; ``source`` says who said it (agent, user, import:…); ``priority`` and
    ``importance`` set importance; ``observed_at`` is when it was true; ``verbatim`` stores the
    text as one memory without extraction; ``supersedes`` names a live memory the text replaces
    (stored verbatim, the old one closed and linked); ``dry_run`` writes nothing.
    """

    type: MemoryType | None = None
    tags: tuple[str, ...] = ()
    topic: str | None = None
    source: str = "agent"
    priority: Priority | None = None
    importance: float | None = None
    observed_at: datetime | None = None
    verbatim: bool = False
    dry_run: bool = False
    supersedes: str | None = None
    # Raw messages the note was distilled from (ids of the message layer): kept in the
    # memory's frontmatter (``messages:``) so it points back to the conversation.
    messages: tuple[str, ...] = ()
    # Seed 001's CurateRequest ``metadata``: string keys and values the caller keeps with the
    # memories it creates (frontmatter ``metadata:``), returned by reads as they were given.
    metadata: dict[str, str] | None = None
    # Seed 001's CurateRequest ``keywords``: searched like extracted ones (checked as tags).
    keywords: tuple[str, ...] = ()
    # Named things the caller knows the note is about (an imported message's speaker), kept
    # before the ones extraction finds (frontmatter ``entities``).
    entities: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # Lists are accepted for convenience; a frozen options object keeps a tuple.
        object.__setattr__(self, "tags", tuple(self.tags or ()))
        object.__setattr__(self, "messages", tuple(self.messages or ()))
        validate_options(self.type, self.priority, self.importance)
        object.__setattr__(self, "keywords", tuple(self.keywords or ()))
        object.__setattr__(self, "entities", tuple(self.entities or ()))
        validate_limits(self.entities, None, "")
        validate_limits(self.tags, self.topic, self.source)
        validate_limits(self.keywords, None, "")
        validate_metadata(self.metadata)

    def clean_tags(self) -> list[str]:
        return sorted({t.strip().lower() for t in self.tags if t.strip()})


@dataclass(frozen=True)
class Rival:
    """A live memory that may answer the same question as a new one with another value."""

    memory: str
    values: str  # "eu-west-1 / us-east-2"
    similarity: float


@dataclass
class Action:
    """What happened to one extracted draft."""

    action: ActionKind
    memory: Memory  # as written (for a duplicate: the existing memory)
    target: str | None = None  # the existing memory it matched, updated or superseded
    similarity: float | None = None
    reason: str = ""
    rival: Rival | None = None  # a live memory it may contradict: for review (the facade's)

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "id": self.memory.id,
            "target": self.target,
            "similarity": None if self.similarity is None else round(self.similarity, 4),
            "reason": self.reason,
        }


@dataclass
class CurateResult:
    """What ``curate`` did: one action per extracted draft, and the memories involved."""

    memories: list[Memory]
    created: list[str] = field(default_factory=list)
    duplicate_of: str | None = None
    dry_run: bool = False
    notes: list[str] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    redacted: list[str] = field(default_factory=list)
    took_ms: float = 0.0

    @property
    def primary(self) -> Memory | None:
        """The memory this call is about (seed 001's ``CurateResponse``): the first one
        written, updated or superseding — or, for a restatement, the memory it restated."""
        if self.actions:
            return self.actions[0].memory
        return self.memories[0] if self.memories else None

    @property
    def is_update(self) -> bool:
        """True when an existing memory was updated, appended to or superseded."""
        return any(a.action in ("updated", "appended", "superseded") for a in self.actions)

    @property
    def updated(self) -> list[str]:
        """The existing memories this call updated, appended to or superseded."""
        return [
            a.target
            for a in self.actions
            if a.action in ("updated", "appended", "superseded") and a.target is not None
        ]

    @property
    def touched(self) -> list[str]:
        """Every memory id written or closed by this call."""
        ids: list[str] = []
        for a in self.actions:
            if a.action != "duplicate":
                ids.append(a.memory.id)
            if a.action == "superseded" and a.target:
                ids.append(a.target)
        return list(dict.fromkeys(ids))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (the CLI envelope's ``data``, MCP and the API alike): seed 001's
        ``CurateResponse`` first (``id``, ``summary``, ``type``, ``took_ms``, ``is_update``),
        then every action and memory of the call."""
        primary = self.primary
        return {
            "id": primary.id if primary else None,
            "summary": primary.title if primary else "",
            "type": primary.type if primary else None,
            "took_ms": self.took_ms,
            "memories": [m.to_dict() for m in self.memories],
            "created": self.created,
            "duplicate_of": self.duplicate_of,
            "dry_run": self.dry_run,
            "is_update": self.is_update,
            "touched": self.touched,
            "actions": [a.to_dict() for a in self.actions],
            "redacted": self.redacted,
            "notes": self.notes,
        }


def curate(
    store: Store,
    text: str,
    options: CurateOptions,
    *,
    extractor: Extractor | None = None,
    embedder: Embedder | None = None,
    vectors: VectorIndex | None = None,
) -> CurateResult:
    """Store ``text``: redact secrets, extract typed drafts, and create, update, append to or
    supersede memories as ``dedupe.decide`` says. Nothing is written with ``dry_run``."""
    settings = store.settings
    note = check_note(text, settings.limits.note_bytes)
    note, secret_kinds = apply_secret_policy(note, settings.secrets.policy)
    options, meta_kinds = _redacted_options(options, settings.secrets.policy)
    secret_kinds = [*secret_kinds, *meta_kinds]
    notes: list[str] = []
    now = utcnow()
    observed = options.observed_at or now
    replaced = _replaced(store, options.supersedes)
    if options.verbatim or replaced is not None:
        kind = options.type or classify(note)
        drafts = [Draft(kind, first_sentence(note, 80), note, keywords=keywords(note))]
    else:
        drafts = _extract(extractor, note, observed, notes)
    result = CurateResult([], dry_run=options.dry_run, notes=notes)
    if secret_kinds:
        result.redacted = secret_kinds
        result.notes.append(
            f"redacted {len(secret_kinds)} credential(s): {', '.join(sorted(set(secret_kinds)))}"
        )
    if secret_kinds or "[REDACTED:" in note:  # redacted here, or before (a whole message)
        # "My password is [REDACTED:password], please remember it." says nothing but that a
        # secret exists: such a statement is not stored (where a secret lives is, below).
        kept = [d for d in drafts if not only_a_secret(d.content)]
        if len(kept) < len(drafts):
            result.notes.append(
                f"not stored: {len(drafts) - len(kept)} statement(s) held a credential and "
                "nothing else (secrets are never kept; say where it lives instead, e.g. "
                "'the staging password is in the team vault')"
            )
        drafts = kept
    # Embed before taking the lock: a model load must not hold up other writers.
    texts = [embedding_text(d.title, d.content) for d in drafts]
    draft_vectors: list[Any] = [None] * len(drafts)
    draft_rows: list[Any] = [None] * len(drafts)
    if embedder is not None:
        draft_rows = vector_rows(embedder, [(d.title, d.content) for d in drafts])
        store.embedding_model(embedder.fingerprint)  # the files written record it
        draft_vectors = [whole_vector(blob, embedder.dimension) for blob, _ in draft_rows]
    with store.lock.hold():
        for draft, vector, rows, embed_text in zip(
            drafts, draft_vectors, draft_rows, texts, strict=True
        ):
            if options.type is not None:
                draft.type = options.type
            if vectors is not None and embedder is not None:
                vectors.refresh(store, embedder.fingerprint, store.index.generation())
            # Verbatim text is stored as given: only an exact copy counts as a duplicate.
            compare = None if options.verbatim else vector
            decision = (
                Decision("supersede", replaced, None, "superseded on request")
                if replaced is not None
                else decide(store, draft.content, compare, vectors, settings.dedupe, observed)
            )
            action = _apply(store, draft, decision, options, observed, now)
            dry_run = options.dry_run
            if vector is not None and not dry_run and action.action != "duplicate":
                # The memory's new text gets its vector in the same write, so the next note
                # can be compared with it and hybrid search finds it at once.
                _store_vector(store, embedder, action.memory, embed_text, rows, result.notes)
            result.actions.append(action)
            result.memories.append(action.memory)
            if action.action in ("created", "superseded") and not dry_run:
                result.created.append(action.memory.id)
            if action.action == "duplicate" and result.duplicate_of is None:
                result.duplicate_of = action.memory.id
    return result


def _replaced(store: Store, memory_id: str | None) -> MemoryRow | None:
    """The live memory ``supersedes`` names (of this agent), or ``None`` when none is named."""
    if memory_id is None:
        return None
    row = store.index.rows_by_id([memory_id]).get(memory_id)
    if row is None or row.agent != store.settings.curate.agent:
        raise NotFoundError(
            f"no memory with id {memory_id!r} to supersede",
            hint="Pass the id of a live memory of this agent (from a search result).",
        )
    if row.superseded_by is not None or row.maturity == "archived":
        raise InputError(
            f"memory {memory_id!r} is not live (superseded or archived)",
            hint=f"Supersede what replaced it: {row.superseded_by or 'restore it first'}.",
        )
    return row


def _redacted_options(
    options: CurateOptions, policy: SecretsPolicy
) -> tuple[CurateOptions, list[str]]:
    """Tags, topic (a directory name), source and metadata values are stored too: the same
    policy applies."""
    import dataclasses

    kinds: list[str] = []

    def clean(value: str) -> str:
        cleaned, found = apply_secret_policy(value, policy)
        kinds.extend(found)
        return cleaned

    tags = tuple(clean(t) for t in options.tags)
    words = tuple(clean(k) for k in options.keywords)
    topic = None if options.topic is None else clean(options.topic)
    source = clean(options.source)
    metadata = (
        None if options.metadata is None else {k: clean(v) for k, v in options.metadata.items()}
    )
    if not kinds:
        return options, []
    changed = dataclasses.replace(
        options, tags=tags, topic=topic, source=source, metadata=metadata, keywords=words
    )
    return changed, kinds


def _extract(
    extractor: Extractor | None, note: str, observed: datetime, notes: list[str]
) -> list[Draft]:
    """Drafts from ``extractor``; on its failure, from the offline extractor, with a note."""
    from ..services.llm import LLMError

    if extractor is not None:
        try:
            return extractor.extract(note, observed)
        except LLMError as exc:
            notes.append(f"{exc.message}; used the offline extractor")
    return OfflineExtractor().extract(note, observed)


def _store_vector(
    store: Store,
    embedder: Embedder | None,
    memory: Memory,
    draft_text: str,
    draft_rows: tuple[bytes, str | None],
    notes: list[str],
) -> None:
    """Store the vectors of ``memory``'s text as written: the draft's own when the text is the
    draft's, else a fresh embedding (an append or a carried-over correction)."""
    import hashlib

    from ..errors import BowerError

    if embedder is None:
        return
    text = embedding_text(memory.title, memory.content)
    blob, spans = draft_rows
    if text != draft_text:
        try:
            blob, spans = vector_rows(embedder, [(memory.title, memory.content)])[0]
        except BowerError as exc:  # kept pending: the next embed run catches up
            notes.append(f"{memory.id} not embedded yet ({exc.message})")
            return
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    with store.index.write() as tx:
        tx.put_vectors(embedder.fingerprint, embedder.dimension, [VectorRow(digest, blob, spans)])


def _apply(
    store: Store,
    draft: Draft,
    decision: Decision,
    options: CurateOptions,
    observed: datetime,
    now: datetime,
) -> Action:
    """Carry out one decision (the caller holds the lock)."""
    tags, source, dry_run = options.clean_tags(), options.source, options.dry_run
    target = decision.target
    old = store.read(target.id) if target is not None else None
    if decision.action == "duplicate" and old is not None:
        if decision.restated and not dry_run:
            # The same statement in other words: evidence, not text. The memory keeps its
            # statement and records this wording, when and from whom (searchable).
            noted = with_restatement(old, draft.content, observed, source)
            if noted is not old:
                store.save(
                    noted, [audit.event(old.id, "restated", source=source, said=draft.content)]
                )
                old = noted
        return Action("duplicate", old, old.id, decision.similarity, decision.reason)
    replaced = ""  # the wording a fuller one takes the place of: evidence from now on
    if decision.action in ("update", "append") and old is not None:
        if decision.action == "update":
            # The fuller statement, as said, becomes the text (or takes the place of the
            # one sentence of a longer card that it says more of).
            content, replaced = draft.content, old.content
            if decision.part and decision.part in old.content:
                content = old.content.replace(decision.part, draft.content, 1)
                replaced = decision.part
        else:
            # Only what the note adds is appended: its parts that restate the memory are
            # evidence, not text.
            added = added_part(draft.content, old.content)
            content = f"{old.content}\n\n{added}"
            if added != draft.content:
                old = with_restatement(old, draft.content, observed, source)
        if options.messages:  # an update or addition also points at what it came from
            pointers = [*old.extra.get("messages", []), *options.messages]
            old = old.with_changes(extra={**old.extra, "messages": list(dict.fromkeys(pointers))})
        changed = old.with_changes(
            content=content,
            title=draft.title if decision.action == "update" else old.title,
            keywords=list(dict.fromkeys([*old.keywords, *draft.keywords]))[:12],
            tags=sorted({*old.tags, *tags}),
            updated=now,
            observed_at=observed,
        )
        if replaced:
            # Recorded once the text has changed: as the statement itself it would be
            # skipped, and the earlier wording lost ("handles the exotic-animal
            # prescriptions" under "(exotics) writes the prescriptions for rabbits…").
            changed = with_restatement(
                changed, replaced, old.observed_at or old.created, old.source
            )
        verb: ActionKind = "updated" if decision.action == "update" else "appended"
        if not dry_run:
            store.save(
                changed,
                [
                    audit.event(
                        old.id,
                        verb,
                        similarity=round(decision.similarity or 0.0, 4),
                        previous_sha256=_sha(old.content),
                        source=source,
                    )
                ],
            )
        return Action(verb, changed, old.id, decision.similarity, decision.reason)

    said = draft.content
    if decision.action == "supersede" and not options.supersedes:
        # The new memory states what is true now: the note's own words without their
        # opening cue ("Actually", "Correction:"), or, for a note naming the old and the new
        # value of one atomic value, the old card with that value replaced (marked derived).
        stated = decision.derived or without_cue(draft.content)
        if stated != draft.content:
            draft = replace(draft, content=stated, title=make_title(stated, draft.type))
    memory = Memory(
        id="",
        type=draft.type,
        title=draft.title,
        content=draft.content,
        created=now,
        updated=now,
        importance=options.importance
        if options.importance is not None
        else compute_importance(draft.content, draft.type, options.priority, draft.confidence),
        tags=sorted({*tags, *draft.tags}),
        keywords=draft.keywords,
        source=source,
        agent=store.settings.curate.agent,
        confidence=draft.confidence,
        valid_from=observed,
        observed_at=observed,
    )
    if draft.entities or options.entities:
        memory.extra["entities"] = list(dict.fromkeys([*options.entities, *draft.entities]))
    if options.messages:
        memory.extra["messages"] = list(options.messages)
    if draft.about_time:
        memory.extra["about_time"] = list(draft.about_time)
    if options.metadata:
        memory.extra["metadata"] = dict(options.metadata)
    if options.keywords:  # the caller's first, then what extraction found; one cap for both
        memory.keywords = list(dict.fromkeys([*options.keywords, *memory.keywords]))[:12]
    memory.id = store.allocate_id(memory.title, f"{draft.content}\x00{now.isoformat()}")
    memory.path = store.tree.new_path(memory, options.topic or draft.topic)
    if decision.action != "supersede" or old is None:
        rival = _rival(store, decision)
        if rival is not None:
            memory.relations = [*memory.relations, Relation("contradicts", rival.id, 1.0, "curate")]
        if not dry_run:
            store.save(
                memory,
                [
                    audit.event(
                        memory.id, "created", path=memory.path, type=memory.type, source=source
                    )
                ],
            )
            if rival is not None:
                _link_rival(store, memory, rival)
        reason = decision.reason
        found = None
        if rival is not None:
            reason += f"; may contradict {rival.id} ({decision.rival_values}): sent to review"
            found = Rival(rival.id, decision.rival_values, decision.rival_similarity)
        return Action("created", memory, None, decision.similarity, reason, found)
    memory.supersedes = old.id
    memory.relations = [Relation("supersedes", old.id, 1.0, "curate")]

    # Supersession is per fact: what the old memory said besides the corrected statement
    # stays live in its successor, sentence by sentence as it was written.
    # (Replaced on request, the new text is the whole of it: nothing is carried over.)
    if decision.derived is not None:
        # A derived card: the note as it was said is written under it, so wherever the card
        # is read (query, context, MCP, HTTP, the file) the note's own words and its
        # "because" go with it; the card it was derived from is named.
        memory.content = f"{memory.content}\n\n{said}"
        memory.extra["derived_from"] = {"memory": old.id, "note": said}
        memory.type = old.type
    rest = (
        None
        if options.supersedes or decision.derived is not None
        else carried_over(draft.content, old.content, decision.wrong)
    )
    if rest:
        memory.content = f"{draft.content}\n\n{rest}"
        memory.extra["carried_from"] = old.id
        memory.keywords = list(dict.fromkeys([*memory.keywords, *old.keywords]))[:12]
    closed = old.closed_by(memory.id, observed, now)
    if not dry_run:
        store.save(
            memory,
            [
                audit.event(
                    memory.id,
                    "created",
                    path=memory.path,
                    type=memory.type,
                    source=source,
                    supersedes=old.id,
                )
            ],
        )
        store.save(
            closed,
            [
                audit.event(
                    old.id,
                    "superseded",
                    by=memory.id,
                    reason=decision.reason,
                    similarity=round(decision.similarity or 0.0, 4),
                )
            ],
        )
    return Action("superseded", memory, old.id, decision.similarity, decision.reason)


def _rival(store: Store, decision: Decision) -> Memory | None:
    """The live memory a new one may contradict (``Decision.rival``), read from its file."""
    if decision.rival is None:
        return None
    try:
        rival = store.read(decision.rival.id)
    except NotFoundError:
        return None
    return None if rival.superseded_by or rival.maturity == "archived" else rival


def _link_rival(store: Store, memory: Memory, rival: Memory) -> None:
    """Two live memories answering one question with different values never both stay live
    unflagged: each gets a ``contradicts`` link to the other (``memory`` has its own already),
    and which one stands is a human's call — the facade queues the review item. Nothing is
    closed: the rule that noticed the rivalry cannot tell a contradiction from two facts."""
    linked = rival.with_changes(
        relations=[*rival.relations, Relation("contradicts", memory.id, 1.0, "curate")]
    )
    store.save(linked, [audit.event(rival.id, "contradicted", by=memory.id)])


def _sha(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()
