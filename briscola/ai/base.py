"""What every computer player is, and the few reading helpers they all share."""

from __future__ import annotations

import random
from typing import Protocol

from ..actions import Action
from ..observation import Observation
from .signalling import signal_to_send


class Agent(Protocol):
    """A computer player: it sees only one seat's observation and answers one legal action."""

    def choose(self, observation: Observation) -> str: ...


def legal_actions(observation: Observation) -> list[str]:
    """The actions open to the observing seat; asking a seat whose turn it is not is a bug."""
    legal = list(observation["legal_actions"])
    if not legal:
        raise ValueError(f"seat {observation['seat']} has no move to make: it is not its turn")
    return legal


def unthought_move(observation: Observation) -> str | None:
    """The move a seat makes without weighing anything: a partner signal it sends now, or
    its only legal action; None when it has a choice to make."""
    told = signal_to_send(observation)
    if told:
        return told
    legal = legal_actions(observation)
    return legal[0] if len(legal) == 1 else None


def play(c: int) -> str:
    return str(Action.play(c))


def seeded(seed: int | str) -> random.Random:
    """The one RNG of an agent; strings seed through SHA-512, so runs repeat across processes."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ValueError("an agent's seed must be a whole number or a text")
    return random.Random(seed)
