"""Dreams on a timer: ``bower serve --dream-every 24h``, ``--prune-interval``, and ``bower mcp
--dream-every 30m`` share this loop, so a timer behaves the same whichever front end runs it."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable

from ..errors import BowerError
from .facade import Bower

log = logging.getLogger("bowerbird.schedule")

# A scheduled dream waits for writes to pause this long (less if its interval is shorter),
# and while the home is busy it tries again every _RETRY_S: a server written to more often
# than its interval would otherwise never dream.
_IDLE_S = 300.0
_RETRY_S = 60.0


def dream_schedule(
    bower: Bower, stop: threading.Event, seconds: float, kinds: Iterable[str] | None = None
) -> None:
    """Dream (or prune, ``kinds={"archive"}``) every ``seconds``, once writes have paused,
    until ``stop`` is set."""
    kinds = None if kinds is None else set(kinds)
    wait = seconds
    while not stop.wait(wait):
        wait = seconds
        try:
            idle = min(seconds, _IDLE_S) / 60  # the server dreams for every agent it serves
            report = bower.dream(if_idle_minutes=idle, kinds=kinds, all_agents=True)
        except BowerError as exc:
            # Retried at the next tick; a real problem shows in the next command's error.
            log.warning("scheduled %s failed: %s", "prune" if kinds else "dream", exc.message)
            continue
        if report.busy:
            wait = min(seconds, _RETRY_S)


def start_dream_schedule(
    bower: Bower,
    seconds: float,
    kinds: Iterable[str] | None = None,
    stop: threading.Event | None = None,
) -> threading.Thread:
    """``dream_schedule`` on a daemon thread, until ``stop`` is set or the process ends."""
    thread = threading.Thread(
        target=dream_schedule,
        args=(bower, stop or threading.Event(), seconds, kinds),
        name="bower-prune-schedule" if kinds else "bower-dream-schedule",
        daemon=True,
    )
    thread.start()
    return thread
