"""Fair play: a computer player sees only its seat's observation (issue 6).

Two games are dealt so that they agree on everything one seat can see, and differ in the
cards it cannot (the other hands, the stock order): the agent must play both identically.
"""

from __future__ import annotations

import random

import pytest

import briscola
from ai_helpers import OWN_LEVELS, hidden_twins
from briscola.ai import agent
from briscola.ai.search import SearchAgent

TWINS_PER_CASE = 6


@pytest.mark.parametrize("level", OWN_LEVELS)
@pytest.mark.parametrize("name", briscola.GAMES)
def test_agent_plays_the_same_whatever_the_cards_it_cannot_see(name: str, level: str) -> None:
    for twins in hidden_twins(name, random.Random(f"{name}/{level}"), TWINS_PER_CASE):
        seen, twin_seen = twins.seat_views(twins.deck), twins.seat_views(twins.twin_deck)
        player, twin_player = agent(level, seed="watched"), agent(level, seed="watched")
        assert [player.choose(view) for view in seen] == [twin_player.choose(view) for view in twin_seen]


def _contract_phase(game: briscola.Game) -> bool:
    return game.phase in ("auction", "call") and len(game.legal_actions()) > 1


@pytest.mark.parametrize("options", [{}, {"auction_points": True}])
def test_the_expert_bids_and_calls_the_same_whatever_the_cards_it_cannot_see(options: dict[str, object]) -> None:
    """Expert-v2's auction search (issue 16) deals the hidden hands from the observation alone."""
    for twins in hidden_twins("chiamata", random.Random(f"auction/{len(options)}"), 3, when=_contract_phase,
                              options=options):
        def decide(deck: list[str]) -> list[str]:
            return [SearchAgent("expert-v2", seed="watched", iterations=2, auction_worlds=12).choose(view)
                    for view in twins.seat_views(deck)]

        assert decide(twins.deck) == decide(twins.twin_deck)


def _stock_left_with_plays_seen(game: briscola.Game) -> bool:
    return game.phase == "play" and game.deal.stock and len(game.deal.tricks) >= 3  # type: ignore[return-value]


@pytest.mark.parametrize("level", ["expert-v3", "expert-v6", "expert-v7"])
def test_the_opponent_model_reads_only_what_the_seat_has_seen(level: str) -> None:
    """Expert-v3, v6 and v7 (issue 16) weigh their worlds by the opponent's plays: plays they have seen."""
    for twins in hidden_twins("briscola2", random.Random("opponent-model"), 4, when=_stock_left_with_plays_seen):
        def decide(deck: list[str]) -> list[str]:
            return [SearchAgent(level, seed="watched", iterations=6).choose(view)
                    for view in twins.seat_views(deck)]

        assert decide(twins.deck) == decide(twins.twin_deck)
