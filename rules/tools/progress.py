"""Cancellation and progress for the engine's long steps, without QGIS: the caller (a Processing algorithm, the
panel's task, the headless API) gives a plain callable that says whether the user asked to stop, and one that is
told the name of each stage as it starts. The engine looks between stages and inside its long loops, and stops
by raising ``Cancelled``, which each caller turns into its own cancelled result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


class Cancelled(Exception):  # noqa: N818 (a stop asked for, not an error)
    """The run was stopped at the caller's request: nothing it computed is to be kept or written."""


def _never() -> bool:
    return False


def _silent(_stage: str) -> None:
    return None


@dataclass(frozen=True)
class Progress:
    """``should_stop()`` is asked from any thread; ``report(stage)`` is called on the engine's calling thread."""

    should_stop: Callable[[], bool] = _never
    report: Callable[[str], None] = _silent

    def check(self) -> None:
        """Stop here (raise ``Cancelled``) if the caller asked to."""
        if self.should_stop():
            raise Cancelled("cancelled")

    def stage(self, name: str) -> None:
        """A new stage begins: stop if asked to, else say which."""
        self.check()
        self.report(name)


NEVER = Progress()  # a run nobody cancels
