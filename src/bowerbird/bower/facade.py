"""The facade: ``Bower(home)`` is the one object every front end calls. Each method syncs the
index with the tree (a stat scan when nothing changed), then runs one motion — gather
(``curate``), arrange (``dream``), retrieve (``query``) — or reads the home. Methods return
typed results with one ``to_dict()`` each, raise ``BowerError`` subclasses, never print."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from ..arrange import review as arrange_review
from ..arrange.change import DreamReport, RollbackReport
from ..conversations.messages import Messages
from ..conversations.profiles import Profiles
from ..conversations.summaries import Summarised
from ..errors import BowerError, UsageError
from ..gather import associate
from ..gather import forget as forgetting
from ..gather.curate import CurateOptions, CurateResult
from ..gather.extract import Extractor
from ..gather.importing import ImportRecord, import_records
from ..journal.book import Journal
from ..retrieve.context import ContextBlock, render_context
from ..retrieve.neighbourhood import GraphView, neighbourhood
from ..retrieve.overview import Overview
from ..retrieve.overview import overview as read_overview
from ..retrieve.query import Retriever
from ..retrieve.results import QueryOptions, QueryResult
from ..services.embed import Embedder
from ..settings import ExportFormat, ImportFormat, Settings, load_settings, with_agent
from ..sharing.pool import Sharing
from ..storage import repair
from ..storage.autosync import AutoSync
from ..storage.files.lines import FileLines
from ..storage.files.note import Memory
from ..storage.history import snapshots
from ..storage.history.snapshots import Snapshot
from ..storage.index import ListOrder, MemoryRow
from ..storage.store import Store
from ..storage.sync import Progress, SyncReport
from . import agents, catchup, curating, dreaming, inspection, upkeep, wiring
from . import sharing as sharing_gate
from .agents import Wiped
from .batches import Transcript
from .catchup import CatchUp
from .recovery import recovering
from .results import (
    Agents,
    BatchResult,
    Browse,
    Checkup,
    Consolidated,
    Counts,
    Explanation,
    Exported,
    Forgotten,
    HistoryEvent,
    ImportReport,
    Linked,
    Maintained,
    MemoryPage,
    MemorySummary,
    Pruned,
    Reembedded,
    Rejected,
    ReviewQueue,
    Status,
    Warmed,
)

if TYPE_CHECKING:
    from .briefing import Briefing
    from .items import Items
    from .sessions import SessionLog


@recovering
class Bower:
    """Long-term memory in one home (``with Bower(home) as bower: …``; docs/api.md)."""

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        settings: Settings | None = None,
        overrides: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.settings = settings or load_settings(Path(home) if home else None, overrides)
        self._store = Store(self.settings)
        self._sync = AutoSync(self._store)
        self._catch_up = CatchUp(self._store, self._query_state)
        self._init_lock = threading.Lock()
        self._retriever: Retriever | None = None
        self._extractor: Extractor | None = None
        self._extractor_built = False

    def __enter__(self) -> Bower:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the index connection and the query worker."""
        self._sync.join()
        if self._retriever is not None:
            self._retriever.close()
        self._store.close()

    def _recover(self) -> None:
        """Rebuild a damaged index (``bower/recovery.py``); query state is rebuilt with it."""
        with self._init_lock:
            if self._retriever is not None:
                self._retriever.close()
                self._retriever = None
        repair.recover(self._store)
        self._sync.mark_fresh()

    @property
    def home(self) -> Path:
        return self.settings.home

    @property
    def agent(self) -> str:
        """The agent this facade reads and writes as (``--agent``, ``$BOWERBIRD_AGENT``)."""
        return self.settings.curate.agent

    def as_agent(self, name: str) -> Bower:
        """This facade as agent ``name``, sharing the index, model and caches."""
        return _AgentView(self, name)

    @property
    def last_sync(self) -> SyncReport | None:
        """What the latest reconciliation found (files it could not parse, among others)."""
        return self._sync.last

    def _query_state(self) -> Retriever:
        """Query state (caches, vector matrix, embedder), built once even under threads."""
        with self._init_lock:
            if self._retriever is None:
                self._retriever = wiring.retriever(self._store)
            return self._retriever

    def _due(self, memory_id: str) -> None:
        """Sync, then refuse another agent's memory as if it did not exist (namespaces)."""
        self._sync.due()
        wiring.own(self._store, memory_id)

    def _llm_extractor(self) -> Extractor | None:
        """The LLM extractor when configured (``[curate] extractor``, ``[llm]``), else None."""
        with self._init_lock:
            if not self._extractor_built:
                self._extractor = wiring.extractor(self.settings)
                self._extractor_built = True
            return self._extractor

    @property
    def embedder(self) -> Embedder | None:
        """The configured embedder (built on first use; the model loads on first embed)."""
        return self._query_state().embedder

    def embed(
        self,
        progress: Progress | None = None,
        limit: int | None = None,
        only: set[str] | None = None,
    ) -> int:
        """Embed every memory (of ``only`` these ids, when given) that lacks a current vector
        (all of them after a model change)."""
        return self._catch_up.embed(progress, limit, only)

    def catch_up(
        self, progress: Progress | None = None, *, if_over: int = 0, background: bool = False
    ) -> int:
        """Embed every memory and journal chunk lacking a vector, if more than ``if_over`` do
        (on a thread with ``background``); queries do it by themselves. Returns how many."""
        self._sync.due()
        return self._catch_up.catch_up(progress, if_over, background)

    def warm(self, recent: int | None = None, progress: Progress | None = None) -> Warmed:
        """Embed now what lacks a vector (seed 001's ``bower warm``): everything, or the
        ``recent`` newest memories of this agent, so the next queries pay no model call."""
        self._sync.due()
        only = None if recent is None else catchup.recent(self.browse, recent)
        return Warmed(*self._catch_up.warm(only, progress))

    @property
    def messages(self) -> Messages:
        """Raw conversation messages and sessions (seed 004), read and written as this agent."""
        return Messages(self._store, self._sync, self.agent)

    def session(self, name: str) -> SessionLog:
        """The conversation a framework names ``name`` (the OpenAI Agents SDK's session id),
        kept in the raw layer as this agent's and curated like synced turns."""
        # Imported by the frameworks' adapters that use them: every command's start-up
        # does without.
        from ..conversations.named import NamedSession
        from .sessions import SessionLog

        return SessionLog(self, NamedSession(self._store, self._sync, self.agent, name))

    @property
    def profiles(self) -> Profiles:
        """User and bot profile attributes (seed 004), shared among the home's agents by
        default (``[share] profiles``; per agent, a learned value is the learning agent's)."""
        return Profiles(self._store)

    @property
    def sharing(self) -> Sharing:
        """Memories shared between this agent and another with both owners' consent
        (seed 003 §9): propose, approve, revoke, list."""
        return Sharing(self._store, self.agent)

    def items(self, fields: list[str] | None = None) -> Items:
        """Keyed items a framework's store puts and gets (LangGraph's ``BaseStore``): exact
        values kept as memories, searched by recall; ``fields`` are what recall reads of a
        value when a put names none (default: all of it)."""

        def wrote(memory_id: str) -> None:
            self._catch_up.quietly([], only={memory_id})

        from .items import Items

        known = self._catch_up.model_known
        return Items(self, self._store, self._sync, known, wrote, fields)

    @property
    def journal(self) -> Journal:
        """Plain markdown memory: daily logs, MEMORY.md and ``[files] paths`` (docs/journal.md)."""
        return Journal(self._store, self._sync, self._catch_up.due)

    def sync(self, progress: Progress | None = None) -> SyncReport:
        """Reconcile the index with the tree (files added, edited, moved or deleted by hand)."""
        return self._sync.now(progress)

    def preload(self) -> None:
        """Load the model and the index's vectors now, writing nothing: a long-lived process
        does it at start so its first query pays for neither."""
        self._sync.due()
        self._query_state().preload()

    def rest(self) -> bool:
        """Let the model go until the next embed loads it again (a long-lived process idle
        for a while); True if it was loaded."""
        with self._init_lock:
            retriever = self._retriever
        return retriever is not None and retriever.rest()

    def rescan_first(self) -> None:
        """The next operation reconciles the index with the tree before it runs, as a new
        process's first does: a resident runs each command as if it were a process of its
        own, so an edit saved just before the command is seen by it (with the tree watcher
        of a big home, that costs the paths changed, not a stat of every file)."""
        self._sync.expire()

    # ------------------------------------------------------------ gather

    def curate(
        self, text: str, options: CurateOptions | None = None, /, **changes: Any
    ) -> CurateResult:
        """Store a note: redacted, extracted, each memory created, merged or superseding."""
        opts = wiring.with_options(options or CurateOptions(), changes)
        return curating.curate(
            self._store, self._sync, self._catch_up, self._llm_extractor, self._refresh, text, opts
        )

    def sync_turn(
        self, user: str, assistant: str = "", *, observed_at: datetime | None = None
    ) -> list[CurateResult]:
        """Keep one exchange verbatim and curate what is worth keeping (often nothing)."""
        from . import batches  # imported by the commands that use it: start-up stays lean

        return batches.sync_turn(self, user, assistant, observed_at)

    def ingest(
        self,
        transcript: Transcript,
        *,
        verbatim: bool = False,
        observed_at: datetime | None = None,
        progress: Progress | None = None,
        follow: bool = False,
        budget_s: float | None = None,
        project: str | os.PathLike[str] | None = None,
    ) -> BatchResult:
        """Curate a conversation turn by turn, or every message as given (``verbatim``):
        ``transcript`` is a file (OpenAI-style JSONL or JSON) or the messages themselves, a
        list of ``{"role": …, "content": …}``. ``follow``: the file is a live JSONL transcript
        (a session still writing it, as Claude Code's hooks flush it): read on from where the
        last follow stopped, whole turns only, for at most about ``budget_s`` seconds.
        ``project``: the folder the session worked in; each memory kept is marked with its
        project (``brief`` starts the project's next session with them)."""
        from . import batches

        if follow:
            return batches.follow(self, transcript, verbatim, observed_at, budget_s, project)
        marks = batches.marks_of(project)
        return batches.ingest(self, transcript, verbatim, observed_at, progress, marks)

    def brief(
        self, folder: str | os.PathLike[str] | None = None, *, budget_tokens: int = 1500
    ) -> Briefing:
        """What a new session in ``folder`` should know first, as a prompt block within
        ``budget_tokens``: the project's decisions and open questions, its most used
        memories, the user's profile, the journal's tail; sensitive memories only when the
        project's own sessions kept them (``bower/briefing.py``)."""
        from . import briefing

        if budget_tokens < 100:
            raise UsageError(f"a budget of {budget_tokens} tokens", hint="Give 100 or more.")
        self._sync.due()

        def listed(how: Browse) -> tuple[list[MemoryRow], int]:
            return inspection.rows(self._store, wiring.scoped(how, self._store))

        return briefing.brief(self, listed, folder, budget_tokens)

    def curate_batch(
        self,
        path: str | os.PathLike[str],
        *,
        verbatim: bool = False,
        progress: Progress | None = None,
    ) -> BatchResult:
        """Curate every note of a JSONL file (``{"text": …, …}`` lines), checked whole first."""
        from . import batches

        return batches.curate_batch(self, Path(path), verbatim, progress)

    def import_file(
        self,
        path: str | os.PathLike[str],
        *,
        format: ImportFormat = "auto",
        me: str | None = None,
        verbatim: bool = False,
        progress: Progress | None = None,
        all_agents: bool = False,
    ) -> ImportReport:
        """Import an export — a WhatsApp chat, a ChatGPT or Claude export, vCard contacts, a
        markdown folder (plain, Obsidian, basic-memory), mem0's JSON, our notes JSONL or a
        ``bower export`` — as messages and memories; ``format`` ``auto`` detects it, ``me``
        names the person whose memory this is in a chat of people; ``verbatim`` (notes only)
        stores each note as given. Importing again adds nothing. A ``bower export`` restores
        this agent's memories and messages (every agent's with ``all_agents``: the home
        owner's act), its secrets under the policy, as a curate would."""
        from . import importing

        return importing.import_path(
            self, self._store, self.sync, self._catch_up.quietly, Path(path), format, me,
            verbatim, progress, all_agents,
        )  # fmt: skip

    def export(
        self,
        path: str | os.PathLike[str] | IO[str],
        *,
        format: ExportFormat = "bowerbird",
        agent_only: bool = False,
    ) -> Exported:
        """Write the home — or only this agent's memories and messages (``agent_only``) — to
        ``path`` (a file, replaced atomically, or an open text stream): ``bowerbird`` JSON
        lines that ``import_file`` restores losslessly, or ``mem0``'s JSON (live memories,
        as mem0's ``get_all`` returns them)."""
        from . import exporting

        self._sync.due()
        agent = self.agent if agent_only else None
        return exporting.export_any(self._store, path, agent, format)

    def import_records(
        self,
        records: list[ImportRecord],
        *,
        progress: Callable[[int], None] | None = None,
        embed: bool = True,
        skip_known: bool = False,
    ) -> list[str]:
        """Store records verbatim in batches, embedding meanwhile (``skip_known``: no copies)."""
        self._sync.due()
        alongside = wiring.embed_alongside(self._store, self.embedder if embed else None)
        ids = import_records(
            self._store, records, progress=progress, skip_known=skip_known, alongside=alongside
        )
        if embed:
            self.embed()  # what the pipeline left (an embedder failure, an edit meanwhile)
        return ids

    # ------------------------------------------------------------ retrieve

    def query(
        self, text: str, options: QueryOptions | None = None, /, **changes: Any
    ) -> QueryResult:
        """Memories relevant to ``text``, best first (``QueryOptions`` or its fields).

        Another agent's memories (``agent="*"`` or a name) are read only as the sharing
        protocol allows — what their owners shared with this agent — and the answer says what
        was searched (never how much of another agent's was left out: that would tell what
        they hold); ``[share] owner_override`` lifts that for a single-owner home."""
        asked = wiring.with_options(options or QueryOptions(), changes)
        if asked.agent not in (None, self.agent) and not self.settings.share.owner_override:
            return sharing_gate.query(self, self.sharing, text, asked)
        return self._query(text, asked)

    def _query(self, text: str, asked: QueryOptions) -> QueryResult:
        """``query`` without the sharing gate: what the options name, as they name it."""
        opts = wiring.scoped(asked, self._store)
        self._sync.due(background=True)
        notes: list[str] = []
        if not opts.fast:
            self._catch_up.due(notes)
        result = self._query_state().query(text, opts)
        result.notes[:0] = notes
        return result

    def context(
        self,
        text: str,
        options: QueryOptions | None = None,
        /,
        *,
        budget_tokens: int = 1000,
        **changes: Any,
    ) -> ContextBlock:
        """Memories for ``text`` as a prompt block within ``budget_tokens``, in the context
        builder's buckets, after the user's profile."""
        result = self.query(text, options, **changes)
        return render_context(
            result, budget_tokens, *inspection.context_extras(self._store, result)
        )

    def overview(self, topic: str | None = None, *, budget_tokens: int = 800) -> Overview:
        """The hierarchy of summaries read top-down within ``budget_tokens``: the roots
        first, or, for ``topic``, the branch that best matches it down to its memories."""
        if budget_tokens < 50:
            raise UsageError(
                f"a budget of {budget_tokens} tokens holds no summary", hint="Give 50 or more."
            )
        self._sync.due()
        found = inspection.summaries(self._store, wiring.scoped(Browse(), self._store))
        ranked = None
        if topic is not None and found:
            limit = self.settings.query.max_limit
            ranked = self.query(topic, limit=limit, min_score=0.0, summaries=True)

        def read(memory_id: str) -> Memory | None:
            try:
                return self.get(memory_id)
            except BowerError:
                return None

        return read_overview(found, read, budget_tokens, topic, ranked)

    def graph(
        self,
        memory_id: str | None = None,
        *,
        hops: int = 1,
        limit: int = 60,
        all_agents: bool = False,
    ) -> GraphView:
        """The association graph as a person reads it: ``memory_id`` and what it is linked to
        up to ``hops`` away, or without one the ``limit`` most linked memories of this agent
        (of every agent) — labelled nodes, typed and weighted edges with their origin, a
        summary's sources."""
        self._sync.due()
        focus = self.get(memory_id) if memory_id is not None else None
        agent = None if all_agents else wiring.scoped(Browse(), self._store).agent
        return neighbourhood(self._store, focus, hops=hops, limit=limit, agent=agent)

    # ------------------------------------------------------------ read and forget

    def get(self, memory_id: str) -> Memory:
        """One memory, read from its file."""
        self._due(memory_id)
        return self._store.read(memory_id)

    def history(self, memory_id: str) -> list[HistoryEvent]:
        """Audit events of one memory, oldest first."""
        self._due(memory_id)
        return inspection.history(self._store, memory_id)

    def explain(self, memory_id: str) -> Explanation:
        """A memory's life: its current state, its audit history, and where it went."""
        self._due(memory_id)
        return inspection.explain(self._store, memory_id)

    def memories(self, order: ListOrder = "recent", limit: int = 10) -> list[MemorySummary]:
        """Live memories: the newest, the most important or the oldest first."""
        self._sync.due()
        return inspection.listing(self._store, order, limit, self.agent)

    def browse(self, how: Browse | None = None, /, **changes: Any) -> MemoryPage:
        """A page of memories with filters and the total (``Browse`` or its fields)."""
        self._sync.due()
        opts = wiring.scoped(wiring.with_options(how or Browse(), changes), self._store)
        return inspection.browse(self._store, opts)

    def folders(self) -> dict[str, int]:
        """Live memories per top-level folder of the tree (the categories)."""
        self._sync.due()
        return self._store.index.folders()

    def update(
        self,
        memory_id: str,
        *,
        text: str | None = None,
        title: str | None = None,
        tags: list[str] | None = None,
        type: str | None = None,
        meaning: dict[str, Any] | None = None,
    ) -> Memory:
        """Edit a memory's text, title, tags, type or meaning fields (checked; audited)."""
        from ..gather.edit import edit

        self._due(memory_id)
        self._catch_up.model_known()
        memory = edit(
            self._store, self.settings, memory_id, text=text, title=title, tags=tags,
            memory_type=type, meaning=meaning,
        )  # fmt: skip
        self.sharing.refresh()  # a copy shared with another agent follows the edit
        self._catch_up.quietly([])  # a failing embedder leaves it pending for the next run
        return memory

    def read_lines(
        self, path: str, start_line: int | None = None, end_line: int | None = None
    ) -> FileLines:
        """Lines of a memory file by its tree-relative path (never outside the tree; another
        agent's memory file is refused as a read by id is)."""
        self._sync.due()
        return inspection.read_lines(self._store, path, start_line, end_line)

    def forget(self, memory_id: str, *, hard: bool = False) -> Forgotten:
        """Archive a memory (recoverable with ``restore``), or delete its file with ``hard``."""
        self._due(memory_id)
        forgotten = Forgotten(*forgetting.forget(self._store, memory_id, hard))
        self.sharing.refresh()  # what was shared of it leaves the other agent too
        return forgotten

    def link(
        self,
        source: str,
        target: str,
        *,
        type: str = "explicit",
        weight: float = 1.0,
        origin: str = "agent",
    ) -> Linked:
        """Associate two memories: an edge ``source -type-> target`` of ``weight`` in [0, 1],
        kept in the source's file (``causal``: source led to target; ``explicit``: they
        belong together). Linking again re-weighs the edge."""
        for memory_id in (source, target):
            self._due(memory_id)
        memory, edge, changed = associate.link(self._store, source, target, type, weight, origin)
        return Linked(memory, target, [edge], changed)

    def unlink(self, source: str, target: str, *, type: str | None = None) -> Linked:
        """Remove the edges between two memories (of ``type`` only, if given), from both."""
        for memory_id in (source, target):
            self._due(memory_id)
        memory, removed = associate.unlink(self._store, source, target, type)
        return Linked(memory, target, removed, bool(removed), removed=True)

    def agents(self) -> Agents:
        """The agents of this home with their live memory counts (as ``status`` counts
        them; an agent whose memories are all archived shows 0), and the one this view reads
        as."""
        self._sync.due()
        index = self._store.index
        return Agents(self.agent, {a: index.tally(a).live for a in index.agents()})

    def wipe_agent(self, agent: str, *, all_agents: bool = False) -> Wiped:
        """Erase every memory and message of ``agent``; other agents' stay as is. Wiping
        another agent than this one takes ``all_agents`` (an operator's act)."""
        if agent != self.agent and not all_agents:
            raise UsageError(
                f"agent {self.agent!r} cannot wipe agent {agent!r}",
                hint=f"Run it as that agent (--agent {agent}), or with --all-agents.",
            )
        self._sync.due()
        return agents.wipe(self._store, agent)

    def restore(self, memory_id: str) -> Memory:
        """Undo ``forget``: bring an archived memory back to the maturity it had."""
        self._due(memory_id)
        return forgetting.restore(self._store, memory_id)

    # ------------------------------------------------------------ arrange

    def dream(
        self,
        *,
        dry_run: bool = False,
        if_idle_minutes: float | None = None,
        kinds: Iterable[str] | None = None,
        overrides: dict[str, Any] | None = None,
        progress: Progress | None = None,
        all_agents: bool = False,
    ) -> DreamReport:
        """Arrange this agent's memories (every agent's with ``all_agents``): plan,
        snapshot, apply (``dry_run``: plan); ``overrides`` replace ``[dream]`` settings for
        this run, validated like the config file."""
        from . import dreaming

        return dreaming.dream(
            self._store, self.sync, self._catch_up, self.curate,
            lambda: self.sharing.refresh(all_agents=all_agents), dry_run=dry_run,
            if_idle_minutes=if_idle_minutes, kinds=kinds, overrides=overrides,
            progress=progress, agent=self._scope(all_agents),
        )  # fmt: skip

    def _refresh(self) -> None:
        """A shared copy follows what this agent's write changed of its memory."""
        self.sharing.refresh()

    def _scope(self, all_agents: bool) -> str | None:
        """Whose memories a dream, a review or a rollback acts on: this agent's, or every
        agent's (``None``) when asked."""
        return None if all_agents else self.agent

    def prune(
        self, threshold: float = 0.05, *, dry_run: bool = False, all_agents: bool = False
    ) -> Pruned:
        """Archive memories whose effective importance decayed below ``threshold`` (never
        decisions or procedures), after a snapshot: the dream's archive pass alone."""
        overrides = dreaming.prune_overrides(threshold)
        live = self.browse(limit=1, agent="*" if all_agents else None).total
        report = self.dream(
            dry_run=dry_run, kinds={"archive"}, overrides=overrides, all_agents=all_agents
        )
        return Pruned(report, live)

    def consolidate(
        self, similarity: float = 0.95, *, dry_run: bool = False, all_agents: bool = False
    ) -> Consolidated:
        """Merge memories at least ``similarity`` alike and synthesise patterns from clusters,
        after a snapshot: the dream's merge and synthesis passes alone."""
        overrides = dreaming.consolidate_overrides(similarity)
        kinds = {"merge", "synthesize"}
        done = Consolidated(
            self.dream(dry_run=dry_run, kinds=kinds, overrides=overrides, all_agents=all_agents)
        )
        if not dry_run:
            self._record("consolidated", all_agents, **done.summary())
        return done

    def maintenance(
        self, *, dry_run: bool = False, progress: Progress | None = None, all_agents: bool = False
    ) -> Maintained:
        """Everything a cron job runs: a whole dream, then every text that lacks a vector
        embedded, the sessions that no longer fit a history summarised and the user's
        attributes learned from important facts (seed 004's facts_extract; audited)."""
        report = self.dream(dry_run=dry_run, all_agents=all_agents)
        if dry_run:
            return Maintained(report)
        learned = self.profiles.extract_from_facts()
        stored = sum(1 for change in learned if change.outcome == "stored")
        done = Maintained(
            report, self.catch_up(progress), self.messages.prepare_summaries(), stored
        )
        self._record("maintenance", all_agents, **done.summary())
        return done

    def summarise(
        self,
        session: str | None = None,
        *,
        rebuild: bool = False,
        dry_run: bool = False,
        progress: Progress | None = None,
    ) -> Summarised:
        """Summarise this agent's closed sessions lacking a current summary (``session``:
        that one; ``rebuild``: every one made again), audited; ``dry_run`` lists them."""
        made = self.messages.summarise(session, rebuild=rebuild, dry_run=dry_run, progress=progress)
        if not dry_run:
            action = "summaries:rebuilt" if rebuild else "summaries:made"
            self._record(action, False, sessions=len(made.sessions))
        return made

    def reembed(self, *, dry_run: bool = False, progress: Progress | None = None) -> Reembedded:
        """Embed every memory and journal chunk without a vector of the configured model
        (all of them after a model change), audited; ``dry_run`` counts them."""
        self._sync.due()
        done = upkeep.reembed(
            self._store, self.embedder, lambda: self._catch_up.run(progress), dry_run=dry_run
        )
        if not dry_run:
            self._record("reembedded", True, model=done.model, embedded=done.embedded)
        return done

    def counts(self, *, all_agents: bool = False) -> Counts:
        """This agent's memories, relations, sessions, messages and summaries (every
        agent's with ``all_agents``), counted one way on every surface (``Counts``)."""
        self._sync.due()
        agent = self._scope(all_agents)
        pending = len(self.review(all_agents=all_agents))
        return upkeep.counts(self._store, agent, self.messages, pending)

    def activity(self, limit: int = 50) -> list[HistoryEvent]:
        """Home-wide actions (maintenance, consolidation, re-embedding, summaries, rollbacks,
        wiped agents), newest first."""
        if not 1 <= limit <= 1000:
            raise UsageError(f"limit {limit} is outside 1..1000", hint="e.g. 50")
        self._sync.due()
        return upkeep.activity(self._store, limit)

    def _record(self, action: str, all_agents: bool, **details: Any) -> None:
        upkeep.record(self._store, action, self._scope(all_agents), **details)

    def review(self, *, all_agents: bool = False) -> ReviewQueue:
        """Changes waiting for a human decision (from ``<home>/review``) about this agent's
        memories (every agent's with ``all_agents``)."""
        self._sync.due()
        items = arrange_review.pending_review(self.home)
        return ReviewQueue(arrange_review.mine(self._store, items, self._scope(all_agents)))

    def approve(self, ids: list[str] | None = None, *, all_agents: bool = False) -> DreamReport:
        """Apply queued changes (all of this agent's with ``None``), after a snapshot."""
        self.sync()
        report = arrange_review.approve(self._store, ids, self._scope(all_agents))
        if report.applied:
            self._catch_up.quietly(report.notes)
        return report

    def reject(self, ids: list[str] | None = None, *, all_agents: bool = False) -> Rejected:
        """Drop queued changes (all of this agent's with ``None``); never proposed again."""
        return Rejected(arrange_review.reject(self._store, ids, self._scope(all_agents)))

    def rollback(
        self,
        snapshot: str | None = None,
        *,
        dry_run: bool = False,
        force: bool = False,
        all_agents: bool = False,
    ) -> RollbackReport:
        """Undo the dream that took ``snapshot`` (default: newest) — this agent's dream, or
        any with ``all_agents``; ``RollbackConflict`` when later edits stand in the way."""
        from ..arrange.rollback import undo

        scope = self._scope(all_agents)
        report = undo(self._store, snapshot, dry_run=dry_run, force=force, agent=scope)
        self._sync.mark_fresh()
        return report

    def snapshots(self) -> list[Snapshot]:
        """Snapshots taken by dreams, newest first, each with what its dream changed."""
        return snapshots.listing(self.home)

    # ------------------------------------------------------------ housekeeping

    def reindex(
        self, progress: Progress | None = None, embed_progress: Progress | None = None
    ) -> SyncReport:
        """Rebuild the index from the tree, then embed what no cached vector covers."""
        report = self._sync.now(progress, full=True)
        report.embedded = self._catch_up.run(embed_progress)
        report.memories = self._store.index.memory_count()
        return report

    def doctor(self) -> Checkup:
        """Check both databases page by page; a damaged one is set aside and rebuilt."""
        return inspection.doctor(self._store, self._recover)

    def status(self) -> Status:
        """Counts, sizes, paths and index health (always re-scans the tree first), with the
        five layers counted (every agent's: counts name nothing)."""
        self.sync()
        found = inspection.status(self._store, lambda: self.embedder)
        found.layers = inspection.layers(found, self.messages, self.profiles)
        return found

    def health(self) -> dict[str, Any]:
        """The index's health (every tree file indexed or reported unparsable), schema and
        vectors, without ``status``'s scan of the tree and counts of every memory."""
        self._sync.due()
        return inspection.health(self._store, lambda: self.embedder)


class _AgentView(Bower):
    """``Bower.as_agent``: another agent over its base facade's index, embedder, caches and
    background work (a server of many agents loads one model). Closing it releases nothing;
    the base owns it all."""

    def __init__(self, base: Bower, agent: str) -> None:  # the base is built already
        self.__dict__.update(base.__dict__)
        self.settings = with_agent(base.settings, agent)
        self._store = base._store.view(self.settings)
        self._base = base

    def _query_state(self) -> Retriever:
        return self._base._query_state()

    def _recover(self) -> None:
        self._base._recover()  # the index and the query state are the base's

    def close(self) -> None:
        """Nothing to release (the base facade's to close)."""
