"""Computer players from Random to Expert, all behind one call: ``agent(level, seed=...)``.

    >>> import briscola
    >>> from briscola.ai import agent
    >>> game = briscola.new_game("briscola2", seed=7)
    >>> seat = game.to_move
    >>> agent("medium", seed=1).choose(game.observation(seat)) in game.legal_actions()
    True

Agents take only ``game.observation(seat)``: they never hold the game.
"""

from __future__ import annotations

import importlib

from .base import Agent, seeded
from .easy import EasyAgent
from .medium import MediumAgent
from .random_agent import RandomAgent

# expert-v1 is the Expert of issue 6, frozen for the arena to measure changes against;
# expert-v2 the one under way (issue 16), expert-v3, v6 and v7 tries at reading the
# opponent's hand through a learned model of its play; "expert" is whichever the page plays.
# Named here, not read from search.LEVELS: the search is imported only when a level needs it.
SEARCH_LEVELS = ("hard", "expert", "expert-v1", "expert-v2", "expert-v3", "expert-v6", "expert-v7")
LEVELS = ("random", "easy", "medium", *SEARCH_LEVELS)


def agent(level: str, *, seed: int | str = 0, iterations: int | None = None) -> Agent:
    """A fresh agent of that level; the same seed and observations give the same moves.
    ``iterations`` puts a search level on a fixed number of worlds per move and off the
    clock (the arena's fair measure on a loaded machine); the other levels have no clock."""
    seeded(seed)  # refuse a bad seed here, whatever the level
    if level == "random":
        return RandomAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level in SEARCH_LEVELS:
        search: object = _search_module()
        agent_class = getattr(search, "SearchAgent")
        made: Agent = agent_class(level, seed=seed, iterations=iterations)
        return made
    raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")


def _search_module() -> object:
    # Imported on demand: the search levels are heavier and live in their own module.
    name = f"{__name__}.search"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        raise ImportError(f"the hard and expert levels need {name}, which is not in this build") from error


__all__ = ["LEVELS", "Agent", "EasyAgent", "MediumAgent", "RandomAgent", "agent"]
