"""Briscola a 3 (RULES.md §4, §5): 39 cards without the 2 of coppe, most points wins."""

from __future__ import annotations

import random

import pytest

import briscola
from engine_helpers import card_codes_in, finish_deal, history_points, make_deck


def test_briscola3_removes_the_two_of_coppe() -> None:
    for seed in range(30):
        game = briscola.new_game("briscola3", seed=seed)
        assert game.observation(0)["stock"] == 39 - 9
        rng = random.Random(seed)
        while not game.deal_over:
            for seat in range(3):
                assert "2C" not in set(card_codes_in(game.observation(seat)))
            game.apply(rng.choice(game.legal_actions()))
        played = [c for t in game.observation(0)["history"] for _, c in t["cards"]]
        assert len(played) == 39 == len(set(played))
        assert "2C" not in played


def test_a_briscola3_deck_with_the_two_of_coppe_is_refused() -> None:
    deck = make_deck("briscola3", 0)
    deck[deck.index("2D")] = "2C"
    with pytest.raises(ValueError, match="2 of coppe"):
        briscola.new_game("briscola3", seed=1, deck=deck)


def test_three_players_play_thirteen_tricks_in_turn_order() -> None:
    game = briscola.new_game("briscola3", seed=4, dealer=1)
    finish_deal(game, random.Random(4))
    history = game.observation(0)["history"]
    assert len(history) == 13
    assert history[0]["leader"] == 2
    for before, trick in zip(history, history[1:]):
        assert trick["leader"] == before["winner"]
        assert [s for s, _ in trick["cards"]] == [(trick["leader"] + i) % 3 for i in range(3)]


def played_deals(count: int) -> list[briscola.Game]:
    games = []
    for seed in range(count):
        game = briscola.new_game("briscola3", seed=seed)
        finish_deal(game, random.Random(seed))
        games.append(game)
    return games


def test_most_points_wins_the_deal() -> None:
    decided = 0
    for game in played_deals(60):
        obs = game.observation(0)
        pts = history_points(obs["history"], 3)
        result = obs["deal_result"]
        assert result["points"] == pts and sum(pts) == 120
        top = max(pts)
        if pts.count(top) == 1:
            decided += 1
            assert result["winners"] == [pts.index(top)] and not result["level"]
            assert game.winner == [pts.index(top)]
    assert decided > 40


def test_a_tie_for_most_points_is_shared() -> None:
    for seed in range(5000):
        game = briscola.new_game("briscola3", seed=seed)
        finish_deal(game, random.Random(seed))
        pts = game.observation(0)["points"]
        if pts.count(max(pts)) > 1:
            break
    else:
        pytest.fail("no tied Briscola a 3 deal in 5000 seeds")
    tied = [s for s in range(3) if pts[s] == max(pts)]
    result = game.deal_result
    assert result is not None and result.winners == tied
    assert result.level == (len(tied) == 3)  # two tied seats both won it: a deal level only for all three
    assert game.winner == tied


def test_briscola3_partita_is_one_deal_by_default() -> None:
    game = played_deals(1)[0]
    assert game.to_move is None and game.legal_actions() == []
    assert game.scores == game.observation(0)["points"]


def test_briscola3_partita_of_several_deals_adds_the_points() -> None:
    for seed in range(5):
        game = briscola.new_game("briscola3", seed=seed, options={"deals": 3})
        rng = random.Random(seed)
        totals = [0, 0, 0]
        for deal in range(3):
            assert game.winner is None
            finish_deal(game, rng)
            totals = [t + p for t, p in zip(totals, game.observation(0)["points"])]
            assert game.scores == totals
            if deal < 2:
                game.apply("next")
        assert game.to_move is None
        assert game.winner == [s for s in range(3) if totals[s] == max(totals)]
