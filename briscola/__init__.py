"""Briscola: the rules of five games, replayable from a seed and a list of actions.

    >>> import briscola
    >>> game = briscola.new_game("briscola2", seed=7, dealer=1)
    >>> game.to_move
    0
    >>> game.apply(game.legal_actions()[0])
    >>> briscola.load_game(game.to_json()).observation(0) == game.observation(0)
    True
"""

from . import tournament
from .errors import IllegalAction, NewerSaveError, SaveError
from .game import Game, new_game
from .saves import load_game
from .variants import GAMES
from .victory import victory_points

__all__ = ["GAMES", "Game", "IllegalAction", "NewerSaveError", "SaveError", "load_game", "new_game",
           "tournament", "victory_points"]
