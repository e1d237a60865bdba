"""One way to play a game with computer players: ``play(game, agents)``.

    >>> import briscola
    >>> from briscola.ai import agent
    >>> game = briscola.new_game("briscola2", seed=7)
    >>> moves = []
    >>> play(game, [agent("easy", seed=0), agent("medium", seed=1)], on_move=moves.append)
    >>> game.deal_over and sum(game.deal_result.points) == 120 and len(moves) == 40
    True

Each seat's agent sees that seat's observation and nothing else; between deals of a
partita ``next`` is applied for the new mazziere, who has no choice to make.
"""

from __future__ import annotations

import time
from typing import Callable, Literal, NamedTuple, Sequence

from ..errors import IllegalAction
from ..game import Game
from ..observation import Observation
from ..phases import DEAL_OVER, OVER
from .base import Agent


class Move(NamedTuple):
    """One agent's move, heard before it is applied (the game still shows the position)."""

    seat: int
    observation: Observation
    action: str
    ms: float  # how long the agent thought


def play(game: Game, agents: Sequence[Agent], *, until: Literal["deal", "partita"] = "deal",
         on_move: Callable[[Move], None] | None = None) -> None:
    """Let ``agents[seat]`` play each seat until the deal (or the whole partita) is over.

    An agent's illegal action raises IllegalAction naming the seat and the move; the game
    is then left as it was before that move."""
    while not (game.phase == OVER if until == "partita" else game.deal_over):
        if game.phase == DEAL_OVER:
            game.apply("next")
            continue
        seat = game.to_move
        assert seat is not None
        observation = game.observation(seat)
        start = time.perf_counter()
        action = agents[seat].choose(observation)
        ms = (time.perf_counter() - start) * 1000
        if on_move is not None:
            on_move(Move(seat, observation, action, ms))
        try:
            game.apply(action)
        except IllegalAction as error:
            raise IllegalAction(f"seat {seat} played {action!r} at move {len(game.actions) + 1}: {error}") from error
