"""Where tasks live between the check and the caller's GetTask: a port, and its in-memory adapter.

A task holds what the caller sent and what the check found, so it lives briefly (default 10
minutes after its last change) and the store is capped; nothing is written to disk. The port is
async and keyed by owner so a shared store (Redis, for several workers) can replace this one
without touching the agent.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

from .model import Task

__all__ = ["DEFAULT_MAX_TASKS", "DEFAULT_MAX_TASKS_PER_OWNER", "DEFAULT_TTL_SECONDS", "InMemoryTaskStore", "TaskStore"]

DEFAULT_TTL_SECONDS = 600.0
DEFAULT_MAX_TASKS = 1000
"""A task holds at most ~80 kB: the text that was checked (cut at 64 kB of memory), the fields of a
data part the check read, ids of at most 256 characters, and the result (``agent._kept``,
``tests/a2a/test_a2a_task_size.py``); a refused task keeps none of the caller's message. So 1000
bound memory near 100 MB."""
DEFAULT_MAX_TASKS_PER_OWNER = 100
"""One owner's share: its oldest task goes when it saves one more. Without it, one caller sending a
thousand messages (refused ones too: a refusal is a task) pushed every other caller's tasks out."""


class TaskStore(Protocol):
    async def save(self, task: Task) -> None:
        """Insert or replace the task; its lifetime restarts."""
        ...

    async def get(self, owner: str, task_id: str) -> Task | None:
        """The task if it exists, has not expired and belongs to ``owner``; else None."""
        ...

    async def list(self, owner: str) -> list[Task]:
        """Every live task of ``owner``, in no particular order."""
        ...


class InMemoryTaskStore:
    """One process's tasks, oldest change first, dropped on expiry, or over a cap from the owner
    that holds the most."""

    def __init__(
        self,
        *,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        max_tasks: int = DEFAULT_MAX_TASKS,
        max_per_owner: int = DEFAULT_MAX_TASKS_PER_OWNER,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if ttl_seconds <= 0 or max_tasks < 1 or max_per_owner < 1:
            raise ValueError("ttl_seconds must be > 0, and max_tasks and max_per_owner >= 1")
        self.ttl_seconds = ttl_seconds
        self.max_tasks = max_tasks
        self.max_per_owner = max_per_owner
        self._clock = clock
        self._tasks: OrderedDict[str, tuple[Task, float]] = OrderedDict()
        self._owned: dict[str, OrderedDict[str, None]] = {}
        """Each owner's task ids, oldest change first."""

    def __len__(self) -> int:
        self._expire()
        return len(self._tasks)

    async def save(self, task: Task) -> None:
        self._tasks[task.id] = (task, self._clock() + self.ttl_seconds)
        self._tasks.move_to_end(task.id)
        owned = self._owned.setdefault(task.owner, OrderedDict())
        owned[task.id] = None
        owned.move_to_end(task.id)
        self._expire()
        while len(owned) > self.max_per_owner:
            self._drop(next(iter(owned)))
        while len(self._tasks) > self.max_tasks:
            # The oldest task of whoever holds the most, not the oldest of all: eleven addresses
            # filling their shares of a thousand pushed out every other caller's tasks in 1.7 s
            # (a refusal is a task). Now a caller's task goes only once every owner holds as many.
            biggest = max(self._owned.values(), key=len)
            self._drop(next(iter(biggest)))

    async def get(self, owner: str, task_id: str) -> Task | None:
        self._expire()
        found = self._tasks.get(task_id)
        if found is None or found[0].owner != owner:
            return None
        return found[0]

    async def list(self, owner: str) -> list[Task]:
        self._expire()
        return [task for task, _ in self._tasks.values() if task.owner == owner]

    def _expire(self) -> None:
        # Entries are ordered by last save and share one TTL, so expired ones are at the front.
        now = self._clock()
        while self._tasks:
            _, expires = next(iter(self._tasks.values()))
            if expires > now:
                break
            self._drop(next(iter(self._tasks)))

    def _drop(self, task_id: str) -> None:
        task, _ = self._tasks.pop(task_id)
        owned = self._owned[task.owner]
        del owned[task_id]
        if not owned:
            del self._owned[task.owner]
