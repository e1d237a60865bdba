"""The computer's seat: one async call from an observation to an action.

Everything that decides a computer move goes through ``Computer.move``, so moving the
heavy levels into a PyScript worker later changes this file only. The computer gets its
own seat's observation and nothing else. The engine's ``briscola.ai`` agents are used
when the package has them; until then (or if an agent fails) the computer plays its
first legal action, so the page can never wait on a move that does not come.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

Observation = dict[str, Any]
DEFAULT_LEVEL = "medium"


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
        return ai.agent(level, seed=seed)
    except Exception as error:  # noqa: BLE001 - a missing level must not stop the game
        print(f"computer: level {level!r} unavailable ({error}); playing the first legal card")
        return FirstLegal()


class Computer:
    def __init__(self, level: str, seed: str) -> None:
        self.agent = make_agent(level, seed)

    async def move(self, observation: Observation) -> str:
        # Let the browser paint and handle input before the (synchronous) search runs.
        await asyncio.sleep(0)
        legal: list[str] = observation["legal_actions"]
        try:
            action = self.agent.choose(observation)
        except Exception as error:  # noqa: BLE001 - a failing agent must not freeze the table
            print(f"computer: the agent failed ({error!r}); playing the first legal card")
            return legal[0]
        if action not in legal:
            print(f"computer: the agent chose {action!r}, not a legal action; playing the first legal card")
            return legal[0]
        return action
