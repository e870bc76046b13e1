"""The facade's gather methods: notes, turns, transcripts and exports in; exports out."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from ..gather.curate import CurateOptions, CurateResult
from ..gather.importing import ImportRecord, import_records
from ..settings import ExportFormat, ImportFormat
from ..storage.sync import Progress
from . import curating, wiring
from .batches import Transcript
from .reading import Reading
from .results import BatchResult, Exported, ImportReport


class Gathering(Reading):
    """``Bower``'s gather motion: each method makes one call to ``curating``, ``batches``,
    ``briefing``, ``importing`` or ``exporting``."""

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
