"""The computer seats' players, in the engine's worker (session.py asks them).

Each computer seat has its own level and gets its own seat's observation and nothing
else. Whatever an agent answers is checked against the legal actions: the table never
waits on a move that does not come, nor plays one the engine did not list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from briscola.ai.base import Agent
    from briscola.observation import Observation

# Hard's per-move time budget in the browser: Pyodide runs the search about twice slower
# than CPython, so this buys roughly the worlds the arena measured for Hard's CPython
# budget. The Expert needs none: it thinks a fixed number of worlds, as in the arena.
BROWSER_BUDGET_MS = {"hard": 200.0}


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
