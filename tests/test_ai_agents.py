"""The agent registry and what every level owes the table: legal moves, the same moves for
the same seed."""

from __future__ import annotations

import sys

import pytest

import briscola
from ai_helpers import OPTION_SETS, OWN_LEVELS, positions
from briscola.ai import agent
from briscola.ai.driver import play

CASES = [(name, options) for name, sets in OPTION_SETS.items() for options in sets]


@pytest.mark.parametrize(("name", "options"), CASES)
def test_every_level_answers_a_legal_action_in_every_position(name: str, options: dict[str, object]) -> None:
    players = {level: agent(level, seed=5) for level in OWN_LEVELS}
    seen = 0
    for game in positions(name, options, deals=12, seed=5):
        seat = game.to_move
        assert seat is not None
        observation = game.observation(seat)
        for level, player in players.items():
            assert player.choose(observation) in game.legal_actions(), level
        seen += 1
    assert seen >= 300  # the deals were played through, not cut short


def play_deal(name: str, levels: list[str], seed: str) -> list[str]:
    game = briscola.new_game(name, seed="deal")
    play(game, [agent(levels[s % len(levels)], seed=f"{seed}/{s}") for s in range(game.players)])
    return game.actions


@pytest.mark.parametrize("name", briscola.GAMES)
def test_same_seed_same_moves(name: str) -> None:
    assert play_deal(name, list(OWN_LEVELS), "a") == play_deal(name, list(OWN_LEVELS), "a")


@pytest.mark.parametrize("level", ["random", "easy"])
def test_the_seed_drives_the_choices_of_the_levels_that_draw(level: str) -> None:
    deals = [play_deal("briscola4", [level], seed) for seed in ("a", "b", "c")]
    assert len({tuple(d) for d in deals}) > 1


def test_unknown_level_and_bad_seed_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        agent("grandmaster")
    with pytest.raises(ValueError, match="seed"):
        agent("medium", seed=1.5)  # type: ignore[arg-type]


def test_search_levels_say_clearly_when_their_module_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "briscola.ai.search", None)  # as if the module were not there
    with pytest.raises(ImportError, match="hard and expert levels need briscola.ai.search"):
        agent("expert", seed=1)


def test_an_agent_refuses_an_observation_from_a_seat_not_to_move() -> None:
    game = briscola.new_game("briscola2", seed=1, dealer=1)
    for level in OWN_LEVELS:
        with pytest.raises(ValueError, match="not its turn"):
            agent(level).choose(game.observation(1))
