"""Chiamata play and scoring (RULES.md §6.3-6.5): the hidden socio, carichi, the table, to 11."""

from __future__ import annotations

from typing import Any

import random

import pytest

import briscola
from engine_helpers import (card_codes_in, deal_order, finish_deal, history_points, make_deck, play_script,
                            partita_deals, to_move, trick_winner)


def expected_changes(caller: int, partner: int | None, target: int, caller_side_points: int,
                     carichi: bool, table: str = "003") -> list[int]:
    """RULES.md §6.5, written out: +2m/+m/-m, alone +3m/-m, cappotto ±2/±1/∓1. The 004 table:
    each defender +2m when the caller's side loses, 0 when it wins (cappotto extras as ever)."""
    alone = carichi or partner is None or partner == caller
    m = 1 if target <= 70 else 2 if target <= 80 else 3
    won = caller_side_points >= target
    cappotto = caller_side_points == 120 if won else caller_side_points == 0
    sign = 1 if won else -1
    changes = []
    for seat in range(5):
        if seat == caller:
            change = (3 * m if alone else 2 * m) + (2 if cappotto else 0)
        elif seat == partner and not alone:
            change = m + (1 if cappotto else 0)
        elif table == "004":
            change = -((0 if won else 2 * m) + (1 if cappotto else 0))
        else:
            change = -(m + (1 if cappotto else 0))
        changes.append(sign * change)
    return changes


def called_game(auction: list[str], seed: int, dealer: int = 4, deck: list[str] | None = None,
                options: dict[str, Any] | None = None) -> briscola.Game:
    game = briscola.new_game("chiamata", seed=seed, dealer=dealer, deck=deck, options=options)
    for action in auction:
        game.apply(action)
    return game


def check_scored(game: briscola.Game) -> tuple[bool, int]:
    """Compare the deal's score changes with the table; returns (caller side won, multiplier)."""
    obs = game.observation(0)
    pts = history_points(obs["history"], 5)
    caller, target, carichi = obs["caller"], obs["target"], obs["carichi"]
    partner = None
    if not carichi:
        partner = next(s for t in obs["history"] for s, c in t["cards"] if c == obs["called_card"])
    side = {caller} if partner is None else {caller, partner}
    caller_points = sum(pts[s] for s in side)
    result = obs["deal_result"]
    assert result["points"] == pts and sum(pts) == 120
    table = obs["options"].get("chiamata_scoring", "003")
    assert result["score_changes"] == expected_changes(caller, partner, target, caller_points, carichi, table)
    won = caller_points >= target
    assert sorted(result["winners"]) == sorted(side if won else set(range(5)) - side)
    assert result["cappotto"] == (caller_points in (0, 120))
    return won, result["details"]["multiplier"]


@pytest.mark.parametrize("table", ["003", "004"])
@pytest.mark.parametrize("target,multiplier", [(61, 1), (62, 1), (70, 1), (71, 2), (80, 2), (81, 3), (95, 3)])
def test_scoring_table_with_multipliers(target: int, multiplier: int, table: str) -> None:
    outcomes = set()
    for seed in range(60):
        auction = (["bid 4", "pass", "pass", "pass", "pass"] if target == 61
                   else ["bid 2", f"bid 2 {target}", "pass", "pass", "pass", "pass"])
        game = called_game(auction, seed, options={"chiamata_scoring": table})
        game.apply(random.Random(seed).choice(game.legal_actions()))  # the caller names a suit
        finish_deal(game, random.Random(seed))
        won, m = check_scored(game)
        assert m == multiplier
        outcomes.add(won)
        if outcomes == {True, False}:
            break
    assert outcomes == {True, False}


def test_scores_are_added_over_the_deals() -> None:
    totals = [0] * 5
    for game in partita_deals(briscola.new_game("chiamata", seed=12), random.Random(12)):
        result = game.deal_result
        assert result is not None
        if not result.all_passed:
            check_scored(game)
        totals = [t + c for t, c in zip(totals, result.score_changes)]
        assert game.scores == totals


def test_hidden_partner_revealed_only_when_the_called_card_is_played() -> None:
    deck = make_deck("chiamata", 4, {3: ["3B"]})
    for seed in range(10):
        game = called_game(["pass", "bid 3", "pass", "pass", "pass", "trump B"], seed, deck=deck)
        rng = random.Random(seed)
        revealed = False
        while not game.deal_over:
            for seat in range(5):
                obs = game.observation(seat)
                if revealed:
                    assert obs["partner"] == 3 and obs["sides"] == [[1, 3], [0, 2, 4]]
                else:
                    assert obs["partner"] == (3 if seat == 3 else None)  # the socio knows
                    assert obs["sides"] == []
            game.apply(rng.choice(game.legal_actions()))
            obs = game.observation(0)
            played = [c for _, c in obs["table"]] + [c for t in obs["history"] for _, c in t["cards"]]
            revealed = "3B" in played
        assert revealed
        assert game.observation(0)["deal_result"]["details"]["partner"] == 3


def test_the_caller_does_not_know_the_partner_before_the_card_is_played() -> None:
    deck = make_deck("chiamata", 4, {3: ["3B"]})
    game = called_game(["pass", "bid 3", "pass", "pass", "pass", "trump B"], 1, deck=deck)
    caller_view = game.observation(1)
    assert caller_view["partner"] is None and caller_view["caller"] == 1 and caller_view["called_card"] == "3B"
    others = {c for s in (0, 2, 3, 4) for c in game.observation(s)["hand"]}
    assert not (set(card_codes_in(caller_view)) - {"3B"}) & others  # the card is named, its holder not
    assert caller_view["open_hands"] == {} and caller_view["partner_hand"] is None


def test_the_called_card_played_in_the_first_trick_reveals_the_partner_at_once() -> None:
    deck = make_deck("chiamata", 4, {0: ["9C"]})
    game = called_game(["bid 9", "pass", "pass", "pass", "pass", "trump C"], 2, deck=deck)
    assert game.to_move == 0
    assert game.observation(2)["partner"] is None
    game.apply("play 9C")
    assert [game.observation(s)["partner"] for s in range(5)] == [0] * 5


def carichi_game(seed: int) -> briscola.Game:
    game = briscola.new_game("chiamata", seed=seed, dealer=4)
    game.apply("bid carichi")
    return game


def test_carichi_obliges_every_player_to_follow_the_led_suit() -> None:
    followed = free = 0
    for seed in range(20):
        game = carichi_game(seed)
        rng = random.Random(seed)
        while not game.deal_over:
            seat = to_move(game)
            hand = game.observation(seat)["hand"]
            table = game.observation(seat)["table"]
            legal = sorted(game.legal_actions())
            same = [c for c in hand if table and c[-1] == table[0][1][-1]]
            if same:
                followed += 1
                assert legal == sorted(f"play {c}" for c in same)
                for other in set(hand) - set(same):
                    with pytest.raises(briscola.IllegalAction, match="follow"):
                        game.apply(f"play {other}")
            else:
                free += 1
                assert legal == sorted(f"play {c}" for c in hand)
            game.apply(rng.choice(game.legal_actions()))
    assert followed and free


def test_carichi_has_no_briscola_the_led_suit_wins() -> None:
    for seed in range(20):
        game = carichi_game(seed)
        finish_deal(game, random.Random(seed))
        obs = game.observation(0)
        assert obs["briscola"] is None and obs["trump"] is None
        for trick in obs["history"]:
            assert trick["winner"] == trick_winner([tuple(p) for p in trick["cards"]], None)


def test_carichi_caller_plays_alone_for_61() -> None:
    outcomes = set()
    for seed in range(40):
        game = carichi_game(seed)
        finish_deal(game, random.Random(seed))
        won, m = check_scored(game)
        assert m == 1
        result = game.observation(2)["deal_result"]
        assert result["details"]["alone"] is True and result["details"]["carichi"] is True
        outcomes.add(won)
    assert outcomes == {True, False}


def test_own_card_caller_scores_three_times_alone() -> None:
    # Seat 0 calls the 7 of spade it holds, with a hand strong enough to win some deals.
    deck = make_deck("chiamata", 4, {0: ["7S", "1S", "3S", "10S", "1D", "3D", "1C", "3C"]})
    outcomes = set()
    for seed in range(60):
        game = called_game(["bid 7", "pass", "pass", "pass", "pass", "trump S"], seed, deck=deck)
        finish_deal(game, random.Random(seed))
        won, m = check_scored(game)  # partner == caller: the alone row, +3m / -m each
        result = game.observation(0)["deal_result"]
        assert result["details"]["alone"] and result["winners"] == ([0] if won else [1, 2, 3, 4])
        assert abs(result["score_changes"][0]) in (3, 5)
        outcomes.add(won)
    assert outcomes == {True, False}


# The caller (seat 1) holds eight denari above the 4 and calls the 4 of denari: leading them
# one by one it takes every trick, all 120 points.
ALL_DENARI = ["1D", "3D", "10D", "9D", "8D", "7D", "6D", "5D"]


def test_cappotto_for_the_caller_and_partner() -> None:
    game = called_game(["bid 4", "pass", "pass", "pass", "pass", "trump D"], 1, dealer=0,
                       deck=make_deck("chiamata", 0, {1: ALL_DENARI}))
    partner = next(s for s in range(5) if "4D" in game.observation(s)["hand"])
    finish_with_caller_leading(game, ALL_DENARI)
    result = game.deal_result
    assert result is not None and result.cappotto and result.side_points == [120, 0]
    expected = [-2] * 5
    expected[1], expected[partner] = 4, 2
    assert result.score_changes == expected


def test_the_004_table_lets_defenders_lose_nothing_and_win_twice_m() -> None:
    won = called_game(["bid 4", "pass", "pass", "pass", "pass", "trump D"], 1, dealer=0,
                      deck=make_deck("chiamata", 0, {1: ALL_DENARI}), options={"chiamata_scoring": "004"})
    partner = next(s for s in range(5) if "4D" in won.observation(s)["hand"])
    finish_with_caller_leading(won, ALL_DENARI)
    assert won.deal_result is not None and won.deal_result.cappotto
    expected = [-1] * 5  # 0 for losing, -1 for the cappotto
    expected[1], expected[partner] = 4, 2
    assert won.deal_result.score_changes == expected
    assert won.deal_result.details["scoring"] == "004"


def test_cappotto_for_a_caller_alone() -> None:
    game = called_game(["bid 5", "pass", "pass", "pass", "pass", "trump D"], 1, dealer=0,
                       deck=make_deck("chiamata", 0, {1: ALL_DENARI}))
    finish_with_caller_leading(game, ALL_DENARI)
    result = game.deal_result
    assert result is not None and result.cappotto and result.details["alone"]
    assert result.score_changes == [-2, 5, -2, -2, -2]


def finish_with_caller_leading(game: briscola.Game, caller_cards: list[str]) -> None:
    for card in caller_cards:
        assert game.to_move == 1
        game.apply(f"play {card}")
        for _ in range(4):
            game.apply(game.legal_actions()[0])
    assert game.deal_over


def test_cappotto_against_the_caller_and_partner() -> None:
    # Seat 3 holds the five spade point cards and three assi and takes every trick; the
    # caller's side (seats 1 and 2) holds only cards worth nothing.
    plays = {
        1: ["2D", "2S", "4S", "5S", "2C", "4C", "5C", "6C"],
        2: ["4D", "6S", "7S", "7C", "2B", "4B", "5B", "6B"],
        3: ["1D", "1S", "3S", "10S", "9S", "8S", "1C", "1B"],
        4: ["3D", "9D", "3C", "10C", "3B", "10B", "5D", "6D"],
        0: ["10D", "8D", "9C", "8C", "9B", "8B", "7D", "7B"],
    }
    game = called_game(["bid 6", "pass", "pass", "pass", "pass", "trump S"], 1, dealer=0,
                       deck=deal_order(5, 0, plays))
    play_script(game, [plays[s] for s in range(5)])
    obs = game.observation(0)
    assert [t["winner"] for t in obs["history"]] == [3] * 8
    result = obs["deal_result"]
    assert result["cappotto"] and result["side_points"] == [0, 120] and result["winners"] == [0, 3, 4]
    assert result["score_changes"] == [2, -4, -2, 2, 2]


def test_chiamata_partita_goes_to_11_highest_total_wins() -> None:
    several = 0
    for seed in range(400):
        before = [0] * 5
        for game in partita_deals(briscola.new_game("chiamata", seed=seed), random.Random(seed)):
            scores = game.scores
            reached = [s for s in range(5) if scores[s] >= 11]
            top = max(scores)
            if reached and scores.count(top) == 1:
                assert game.to_move is None and game.winner == [scores.index(top)]
                several += len(reached) > 1 and max(before) < 11
            else:  # nobody yet, or tied at the top
                assert game.to_move is not None and game.winner is None
            before = scores
        if several and seed >= 40:
            break
    assert several > 0  # some partite saw several seats reach 11 on the same deal


def test_a_tie_at_the_top_above_11_plays_another_deal() -> None:
    for seed in range(400):
        for game in partita_deals(briscola.new_game("chiamata", seed=seed), random.Random(seed)):
            scores = game.scores
            if max(scores) >= 11 and scores.count(max(scores)) > 1:
                assert game.legal_actions() == ["next"] and game.winner is None
                return
    pytest.fail("no partita with a tie at the top above 11 in 400 seeds")
