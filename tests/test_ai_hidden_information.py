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

TWINS_PER_CASE = 6


@pytest.mark.parametrize("level", OWN_LEVELS)
@pytest.mark.parametrize("name", briscola.GAMES)
def test_agent_plays_the_same_whatever_the_cards_it_cannot_see(name: str, level: str) -> None:
    for twins in hidden_twins(name, random.Random(f"{name}/{level}"), TWINS_PER_CASE):
        seen, twin_seen = twins.seat_views(twins.deck), twins.seat_views(twins.twin_deck)
        player, twin_player = agent(level, seed="watched"), agent(level, seed="watched")
        assert [player.choose(view) for view in seen] == [twin_player.choose(view) for view in twin_seen]
