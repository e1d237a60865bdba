"""The computer's seats: one async call from an observation to an action.

Everything that decides a computer move goes through ``Computer.move``. Each computer
seat has its own level and gets its own seat's observation and nothing else.

The search levels (hard, expert) think for about half a second, far too long for the
page's thread: they run in a PyScript worker (``ai_worker.py``, the page's one
``AiWorker``), which gets the observation as JSON and answers an action. The worker is
a second Pyodide that takes seconds (and a phone's memory) to start, so the page starts it
only once a game with a search seat is on the table (``AiWorker.want``);
until it answers (or if it ever fails) the computer moves on the page's thread with a
cheap level (``STANDIN_LEVEL``), after yielding so the page paints first. Whatever an
agent answers is checked against the legal actions: the page never waits on a move
that does not come, nor plays one the engine did not list.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any, Protocol

Observation = dict[str, Any]
DEFAULT_LEVEL = "medium"
LEVELS = ("random", "easy", "medium", "hard", "expert")
# Per-move time budgets of the search in the browser. Pyodide runs it about twice
# slower than CPython, so these buy roughly the iterations the arena measured for the
# CPython budgets, and a move stays within half a second (the worker never blocks the page).
BROWSER_BUDGET_MS = {"hard": 200.0, "expert": 400.0}
# What a search seat plays on the page's own thread until the worker is up: a few
# milliseconds per move, so no long task.
STANDIN_LEVEL = "medium"
WORKER_SRC = "./py/ai_worker.py"
WORKER_NAME = "briscola-ai"
WORKER_TIMEOUT_S = 20.0  # an answer later than this means the worker is lost


class Agent(Protocol):
    def choose(self, observation: Observation) -> str: ...


class FirstLegal:
    """The stand-in player: the first of the legal actions the engine lists."""

    def choose(self, observation: Observation) -> str:
        return str(observation["legal_actions"][0])


def make_agent(level: str, seed: str) -> Agent:
    try:
        from briscola import ai
    except ImportError:
        return FirstLegal()
    try:
        if level in BROWSER_BUDGET_MS:
            from briscola.ai.search import SearchAgent

            return SearchAgent(level, seed=seed, budget_ms=BROWSER_BUDGET_MS[level])
        return ai.agent(level, seed=seed)
    except Exception as error:  # noqa: BLE001 - a missing level must not stop the game
        print(f"computer: level {level!r} unavailable ({error}); playing the first legal card")
        return FirstLegal()


def checked(action: object, observation: Observation, who: str) -> str | None:
    """The action if the engine listed it, else None (and a line in the console)."""
    if isinstance(action, str) and action in observation["legal_actions"]:
        return action
    print(f"computer: {who} chose {action!r}, not a legal action")
    return None


class Agents:
    """The agents of one interpreter, kept by level and seed so that each keeps its own
    random generator from move to move (the same seat plays as one player)."""

    def __init__(self) -> None:
        self.kept: dict[tuple[str, str], Agent] = {}

    def choose(self, observation: Observation, level: str, seed: str) -> str:
        agent = self.kept.get((level, seed))
        if agent is None:
            agent = self.kept[(level, seed)] = make_agent(level, seed)
        try:
            action: object = agent.choose(observation)
        except Exception as error:  # noqa: BLE001 - a failing agent must not freeze the table
            print(f"computer: the {level} agent failed ({error!r})")
            action = None
        return checked(action, observation, f"the {level} agent") or str(observation["legal_actions"][0])


class AiWorker:
    """The page's one search worker. Browser only: ``start`` needs PyScript's main thread.

    Each answer is reported on the page for tests and benchmarks: ``body[data-ai-worker]``
    says "starting", "ready" or "failed", ``body[data-ai-answers]`` counts the answers,
    and each move is a ``performance.measure`` named "computer-move:<level>"."""

    def __init__(self) -> None:
        self.proxy: Any = None
        self.failed = False
        self.answers = 0
        self.starting: asyncio.Future[None] | None = None

    def want(self) -> None:
        """Start the worker in the background, once: a search seat is at the table."""
        if self.starting is None and self.proxy is None and not self.failed:
            self.starting = asyncio.ensure_future(self.start())

    @property
    def ready(self) -> bool:
        return self.proxy is not None and not self.failed

    async def start(self) -> None:
        from pyscript import create_named_worker, document

        document.body.dataset.aiWorker = "starting"
        try:
            # No config attribute: the worker inherits the page's, so it imports briscola too.
            self.proxy = await create_named_worker(src=WORKER_SRC, name=WORKER_NAME)
        except Exception as error:  # noqa: BLE001 - the page thread keeps playing instead
            print(f"computer: the search worker did not start ({error!r})")
            self.failed = True
        document.body.dataset.aiWorker = "failed" if self.failed else "ready"

    async def choose(self, observation: Observation, level: str, seed: str) -> object:
        from pyscript import document, window
        from pyscript.ffi import to_js

        performance = window.performance
        started = performance.now()
        try:
            answer = await asyncio.wait_for(
                _awaited(self.proxy.choose(json.dumps(observation), level, seed)), WORKER_TIMEOUT_S
            )
        except Exception as error:  # noqa: BLE001 - a lost worker: the page thread takes over
            print(f"computer: the search worker failed ({error!r}); thinking on the page from now on")
            self.failed = True
            document.body.dataset.aiWorker = "failed"
            return None
        since = to_js({"start": started}, dict_converter=window.Object.fromEntries)
        performance.measure(f"computer-move:{level}", since)
        self.answers += 1
        document.body.dataset.aiAnswers = str(self.answers)
        return answer


async def _awaited(promise: Any) -> Any:
    # A JavaScript promise as a coroutine, which asyncio.wait_for accepts.
    return await promise


WORKER = AiWorker()


class Computer:
    """The computer seats of one game: ``level`` for every seat unless ``seats`` names one."""

    def __init__(self, level: str, seed: str, seats: Mapping[int, str] | None = None,
                 worker: AiWorker = WORKER) -> None:
        self.default = level if level in LEVELS else DEFAULT_LEVEL
        self.seats = {seat: chosen for seat, chosen in (seats or {}).items() if chosen in LEVELS}
        self.seed = seed
        self.worker = worker
        self.agents = Agents()

    def level(self, seat: int) -> str:
        return self.seats.get(seat, self.default)

    @property
    def searches(self) -> bool:
        """Some seat plays a search level, which thinks in the worker."""
        return any(level in BROWSER_BUDGET_MS for level in (self.default, *self.seats.values()))

    async def move(self, observation: Observation) -> str:
        seat: int = observation["seat"]
        level, seed = self.level(seat), f"{self.seed}/{seat}"
        if self.worker.ready:
            answer = await self.worker.choose(observation, level, seed)
            action = None if answer is None else checked(answer, observation, "the worker")
            if action is not None:
                return action
        # Let the browser paint and handle input before the (synchronous) choice runs.
        await asyncio.sleep(0)
        return self.agents.choose(observation, STANDIN_LEVEL if level in BROWSER_BUDGET_MS else level, seed)
