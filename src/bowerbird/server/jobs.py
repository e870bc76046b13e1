"""Long actions run in the background with their progress (``/api/v1/jobs``): the dashboard
starts a dream, maintenance, consolidation, re-embedding or summaries as a job and polls it,
so a request never waits minutes and a page can show how far it got (and, when it is done,
a dream's report in sentences: ``/jobs/{id}``, ``dream_report.py``).

Jobs live in the server's memory (the last ``KEPT`` of them): a job is a view of a facade
call, not a record — what the call changed is audited by the facade itself. One job per
action and agent runs at a time; asking again returns the running one.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import BowerError, NotFoundError

KEPT = 50
log = logging.getLogger("bowerbird.serve")

Work = Callable[[Callable[[int, int], None]], dict[str, Any]]


@dataclass
class Job:
    """One background action: running, done (with its result) or failed (with the error)."""

    id: str
    action: str
    agent: str
    state: str = "running"
    done: int = 0
    total: int = 0
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None
    started: float = field(default_factory=time.time)
    ended: float | None = None

    def progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "action": self.action,
            "agent": self.agent,
            "state": self.state,
            "done": self.done,
            "total": self.total,
            "seconds": round((self.ended or time.time()) - self.started, 3),
            "result": self.result,
            "error": self.error,
        }


class Jobs:
    """The server's jobs (thread-safe)."""

    def __init__(self) -> None:
        self._jobs: dict[str, Job] = {}
        self._lock = threading.Lock()

    def start(self, action: str, agent: str, work: Work) -> Job:
        """Run ``work`` (given the job's progress callback) on a thread; the running job of
        the same action and agent when there is one."""
        with self._lock:
            for job in self._jobs.values():
                if job.state == "running" and (job.action, job.agent) == (action, agent):
                    return job
            job = Job(f"job-{secrets.token_hex(4)}", action, agent)
            self._jobs[job.id] = job
            while len(self._jobs) > KEPT:  # oldest first (dicts keep insertion order)
                del self._jobs[next(iter(self._jobs))]
        thread = threading.Thread(target=self._run, args=(job, work), name=f"bower-{job.id}")
        thread.daemon = True
        thread.start()
        return job

    @staticmethod
    def _run(job: Job, work: Work) -> None:
        try:
            job.result = work(job.progress)
            job.state = "done"
        except BowerError as exc:
            job.error, job.state = exc.to_dict(), "failed"
        except Exception as exc:  # a bug: reported on the job, the server goes on
            log.exception("job %s (%s) failed", job.id, job.action)
            error = BowerError(f"internal error: {type(exc).__name__}", hint="See the server log.")
            job.error, job.state = error.to_dict(), "failed"
        finally:
            job.ended = time.time()

    def get(self, job_id: str) -> Job:
        """The job ``job_id``, or ``NotFoundError``."""
        with self._lock:
            job = self._jobs.get(job_id)
        if job is None:
            raise NotFoundError(
                f"no job {job_id!r}",
                hint=f"Jobs are kept in the server's memory (the last {KEPT}); start it again.",
            )
        return job
