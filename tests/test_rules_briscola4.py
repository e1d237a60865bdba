"""Briscola a 4 in pairs (RULES.md §4): seats 0+2 against 1+3, partners' hands when allowed."""

from __future__ import annotations

from typing import Any

import random

import pytest

import briscola
from engine_helpers import card_codes_in, finish_deal, history_points, make_deck


def test_teams_are_seats_0_and_2_against_1_and_3() -> None:
    game = briscola.new_game("briscola4", seed=1)
    for seat in range(4):
        assert game.observation(seat)["sides"] == [[0, 2], [1, 3]]


def test_team_points_decide_the_deal_at_61() -> None:
    outcomes = set()
    for seed in range(40):
        game = briscola.new_game("briscola4", seed=seed)
        finish_deal(game, random.Random(seed))
        obs = game.observation(0)
        pts = history_points(obs["history"], 4)
        teams = [pts[0] + pts[2], pts[1] + pts[3]]
        result = obs["deal_result"]
        assert result["side_points"] == teams and sum(teams) == 120
        if teams[0] == teams[1]:
            continue
        side = 0 if teams[0] > teams[1] else 1
        outcomes.add(side)
        assert result["winners"] == [[0, 2], [1, 3]][side]
        assert result["winning_side"] == side
        assert game.winner == [[0, 2], [1, 3]][side]
    assert outcomes == {0, 1}


def shown(obs: dict[str, Any]) -> set[str]:
    """The cards an observation names, less the turned briscola (public even once drawn)."""
    return set(card_codes_in(obs)) - {obs["briscola"]}


def check_partner_views(options: dict[str, Any] | None, whole_deal: bool) -> None:
    for seed in range(15):
        game = briscola.new_game("briscola4", seed=seed, options=options)
        rng = random.Random(seed)
        saw_open = saw_closed = False
        while not game.deal_over:
            for seat in range(4):
                obs = game.observation(seat)
                partner, opponents = (seat + 2) % 4, [(seat + 1) % 4, (seat + 3) % 4]
                partner_cards = game.observation(partner)["hand"]
                if whole_deal or obs["stock"] == 0:
                    saw_open = True
                    assert obs["partner_hand"] == partner_cards
                    assert obs["open_hands"] == {str(partner): partner_cards}
                else:
                    saw_closed = True
                    assert obs["partner_hand"] is None and obs["open_hands"] == {}
                    assert not shown(obs) & set(partner_cards)
                for opponent in opponents:
                    assert not shown(obs) & set(game.observation(opponent)["hand"])
            game.apply(rng.choice(game.legal_actions()))
        assert saw_open and saw_closed != whole_deal


def test_partners_see_each_others_hand_only_in_the_last_three_tricks() -> None:
    check_partner_views(None, whole_deal=False)


def test_carte_scoperte_shows_the_partners_hand_all_deal_long() -> None:
    check_partner_views({"carte_scoperte": True}, whole_deal=True)


def test_the_partner_hand_opens_when_the_last_card_is_drawn() -> None:
    game = briscola.new_game("briscola4", seed=12, dealer=0, deck=make_deck("briscola4", 0))
    rng = random.Random(2)
    while game.observation(0)["stock"] > 0:
        assert game.observation(0)["partner_hand"] is None
        game.apply(rng.choice(game.legal_actions()))
    obs = game.observation(0)
    assert obs["hands"] == [3, 3, 3, 3] and obs["table"] == []
    assert obs["partner_hand"] == game.observation(2)["hand"]


@pytest.mark.parametrize("name", ["briscola2", "briscola3", "chiamata", "joker"])
def test_carte_scoperte_is_only_for_briscola4(name: str) -> None:
    with pytest.raises(ValueError, match="carte_scoperte"):
        briscola.new_game(name, seed=1, options={"carte_scoperte": True})


def test_no_partner_hand_in_the_games_without_fixed_partners() -> None:
    for name in ("briscola2", "briscola3", "chiamata", "joker"):
        game = briscola.new_game(name, seed=2)
        finish_deal(game, random.Random(2))
        assert all(game.observation(s)["partner_hand"] is None for s in range(game.players))
