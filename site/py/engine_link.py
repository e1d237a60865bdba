"""The main thread's way to the engine: the Pyodide worker that holds the game.

Each request crosses as text and comes back as text (JSON), awaited, so the page's
thread never waits on Python's engine. The worker (site/boot/engine.js starts it before
any Python) takes seconds to start: requests made meanwhile simply wait for it. ``body[data-engine]`` tells tests and benchmarks where it
is ("starting", "ready", "failed"), ``body[data-ai-answers]`` counts the computer's
moves, and each is a performance measure "computer-move:<level>".
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable

from pyscript import document, window
from pyscript.ffi import is_none

if TYPE_CHECKING:  # for mypy only: MicroPython cannot subscript dict at run time
    Reply = dict[str, Any]


class EngineLost(Exception):
    """The worker did not start or stopped answering: the table cannot go on."""


class WorkerEngine:
    def __init__(self) -> None:
        self.worker: Any = window.briscolaEngine  # engine.js's bridge
        self.up = False
        self.answers = 0
        document.body.dataset.engine = "starting"

    async def connect(self, downloading: Callable[[int], None]) -> None:
        """Wait for the worker, to tell the page when it is up; meanwhile ``downloading``
        hears each whole percent of the engine's files downloaded."""
        percent = -1
        while True:
            told = await self.worker.downloaded(percent)
            if is_none(told):
                break
            percent = int(told)
            downloading(percent)
        await self._worker()

    async def _worker(self) -> Any:
        if not self.up:
            started = await self.worker.ready
            if not started.ok:
                document.body.dataset.engine = "failed"
                raise EngineLost(str(started.error))
            self.up = True
            document.body.dataset.engine = "ready"
        return self.worker

    async def _call(self, name: str, *args: str) -> str:
        """The exported function's text answer."""
        worker = await self._worker()
        reply = await worker.ask(name, *args)
        if not reply.ok:
            raise EngineLost(str(reply.error))
        return str(reply.answer)

    async def _ask(self, name: str, *args: str) -> Reply:
        answer = await self._call(name, *args)
        reply = json.loads(answer)
        return reply if isinstance(reply, dict) else {"error": f"the engine answered {answer!r}"}

    async def new(self, game: str, seed: int, options: dict[str, Any]) -> Reply:
        return await self._ask("new", json.dumps({"game": game, "seed": seed, "options": options}))

    async def load(self, save: str) -> Reply:
        return await self._ask("load", save)

    async def apply(self, action: str) -> Reply:
        return await self._ask("apply", action)

    async def replay(self, save: str, step: int) -> Reply:
        return await self._ask("replay", save, str(step))

    async def advise(self, save: str, moves: int) -> Reply:
        return await self._ask("advise", save, str(moves))

    async def undo(self) -> Reply:
        return await self._ask("undo")

    async def seats(self, humans: list[int], viewer: int) -> Reply:
        return await self._ask("seats", json.dumps({"humans": humans, "viewer": viewer}))

    async def tournament(self, request: dict[str, Any]) -> Reply:
        return await self._ask("tournament", json.dumps(request))

    async def choose(self, level: str, seed: str) -> str:
        await self._worker()  # the thinking is timed, not the engine's start
        performance = window.performance
        mark = f"computer-asked-{self.answers}"
        performance.mark(mark)
        action = await self._call("choose", level, seed)
        performance.measure(f"computer-move:{level}", mark)
        self.answers += 1
        document.body.dataset.aiAnswers = str(self.answers)
        return action
