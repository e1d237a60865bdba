"""The Random level: a uniformly random legal action, from the agent's own seeded RNG."""

from __future__ import annotations

from ..observation import Observation
from .base import legal_actions, seeded


class RandomAgent:
    def __init__(self, seed: int | str = 0) -> None:
        self._rng = seeded(seed)

    def choose(self, observation: Observation) -> str:
        return self._rng.choice(legal_actions(observation))
