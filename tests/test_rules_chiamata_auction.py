"""The chiamata auction (RULES.md §6.2): ranks descending, the 2 with points, carichi, all pass."""

from __future__ import annotations

from typing import Any

import pytest

import briscola
from engine_helpers import CLASSIC_STRENGTH, SOUTHERN_STRENGTH, make_deck

RANK_BIDS = [f"bid {r}" for r in CLASSIC_STRENGTH]


def chiamata(dealer: int = 4, deck: list[str] | None = None, options: dict[str, Any] | None = None) -> briscola.Game:
    return briscola.new_game("chiamata", seed=3, dealer=dealer, deck=deck, options=options)


def run(game: briscola.Game, *actions: str) -> None:
    for action in actions:
        game.apply(action)


def test_auction_starts_after_the_dealer_and_goes_round_in_turn_order() -> None:
    game = chiamata(dealer=2)
    seats = []
    for action in ("bid 1", "bid 3", "bid 10", "bid 9", "bid 8", "bid 7"):
        seats.append(game.to_move)
        game.apply(action)
    assert seats == [3, 4, 0, 1, 2, 3]
    assert game.observation(1)["auction"] == [[3, "bid 1"], [4, "bid 3"], [0, "bid 10"], [1, "bid 9"],
                                              [2, "bid 8"], [3, "bid 7"]]


def test_the_first_call_may_be_any_rank() -> None:
    assert chiamata().legal_actions() == [*RANK_BIDS, "bid carichi", "pass"]


@pytest.mark.parametrize("index", range(len(CLASSIC_STRENGTH)))
def test_each_call_must_be_lower_in_trick_strength_than_the_last(index: int) -> None:
    game = chiamata()
    game.apply(RANK_BIDS[index])
    legal = game.legal_actions()
    rank_bids = [a for a in legal if a.startswith("bid ") and a != "bid carichi"]
    if CLASSIC_STRENGTH[index] == 2:
        assert rank_bids == [f"bid 2 {p}" for p in range(62, 121)]
    else:
        assert rank_bids == RANK_BIDS[index + 1:]
    for higher in RANK_BIDS[:index + 1]:
        before = game.to_json()
        with pytest.raises(briscola.IllegalAction):
            game.apply(higher)
        assert game.to_json() == before


def test_passing_is_final() -> None:
    game = chiamata(dealer=4)
    run(game, "bid 1", "pass", "bid 3", "pass", "bid 10")  # seats 1 and 3 pass
    order = []
    for action in ("bid 9", "bid 8", "bid 7", "bid 6"):
        order.append(game.to_move)
        game.apply(action)
    assert order == [0, 2, 4, 0]
    assert "bid 5" in game.legal_actions() and game.to_move == 2


def test_after_the_two_bids_are_points_from_62_up_to_120() -> None:
    game = chiamata()
    game.apply("bid 2")
    assert game.legal_actions() == [*(f"bid 2 {p}" for p in range(62, 121)), "pass"]
    game.apply("bid 2 75")
    assert game.legal_actions() == [*(f"bid 2 {p}" for p in range(76, 121)), "pass"]
    for stale in ("bid 2 75", "bid 2 61", "bid 4", "bid 2", "bid carichi", "bid 2 121"):
        with pytest.raises(briscola.IllegalAction):
            game.apply(stale)
    game.apply("bid 2 120")
    assert game.legal_actions() == ["pass"]
    run(game, "pass", "pass", "pass", "pass")
    assert game.observation(0)["phase"] == "call" and game.to_move == 2


def test_the_auction_ends_when_four_have_passed_and_the_winner_names_the_briscola() -> None:
    game = chiamata(dealer=4)
    run(game, "bid 1", "bid 3", "pass", "pass", "pass")
    assert game.observation(0)["phase"] == "auction" and game.to_move == 0
    game.apply("pass")
    obs = game.observation(1)
    assert obs["phase"] == "call" and obs["briscola"] is None and obs["called_card"] is None
    assert game.to_move == 1 and game.legal_actions() == ["trump D", "trump C", "trump B", "trump S"]
    assert game.observation(0)["legal_actions"] == []
    game.apply("trump B")
    for seat in range(5):
        obs = game.observation(seat)
        assert obs["briscola"] == "B" and obs["trump"] == "B"
        assert obs["caller"] == 1 and obs["called_card"] == "3B" and obs["target"] == 61
        assert obs["phase"] == "play"
    assert game.to_move == 0  # the seat after the dealer leads the first trick


def test_the_caller_and_target_are_public_once_the_auction_is_won() -> None:
    game = chiamata(dealer=4)
    run(game, "pass", "bid 7", "pass", "pass")
    assert [game.observation(s)["caller"] for s in range(5)] == [None] * 5
    game.apply("pass")
    assert [game.observation(s)["caller"] for s in range(5)] == [1] * 5
    raised = chiamata(dealer=4)
    run(raised, "bid 2", "bid 2 85", "pass", "pass", "pass", "pass")
    assert raised.observation(0)["phase"] == "call"
    assert raised.observation(3)["caller"] == 1 and raised.observation(3)["target"] == 85


def test_carichi_ends_the_auction_at_once() -> None:
    game = chiamata(dealer=0)
    run(game, "bid 1", "bid carichi")
    for seat in range(5):
        obs = game.observation(seat)
        assert obs["phase"] == "play" and obs["carichi"] is True and obs["caller"] == 2
        assert obs["briscola"] is None and obs["trump"] is None and obs["target"] == 61
        assert obs["called_card"] is None and obs["sides"] == [[2], [0, 1, 3, 4]]
    assert game.to_move == 1


@pytest.mark.parametrize("bids,open_", [
    ((), True),
    (("bid 1",), True),
    (("bid 4",), True),
    (("bid 2",), False),
    (("bid 4", "bid 2"), False),
    (("bid 2", "bid 2 90"), False),
])
def test_carichi_only_while_nobody_has_called_the_two(bids: tuple[str, ...], open_: bool) -> None:
    game = chiamata()
    run(game, *bids)
    assert ("bid carichi" in game.legal_actions()) is open_


def test_all_five_pass_voids_the_deal_and_the_next_dealer_deals_again() -> None:
    game = chiamata(dealer=1)
    hands = [game.observation(s)["hand"] for s in range(5)]
    run(game, *["pass"] * 5)
    obs = game.observation(0)
    result = obs["deal_result"]
    assert obs["deal_over"] and result["all_passed"] and result["score_changes"] == [0] * 5
    assert result["winners"] == [] and game.scores == [0] * 5 and game.winner is None
    assert game.to_move == 2 and game.legal_actions() == ["next"]
    game.apply("next")
    obs = game.observation(0)
    assert obs["dealer"] == 2 and obs["phase"] == "auction" and obs["auction"] == []
    assert game.to_move == 3
    assert [game.observation(s)["hand"] for s in range(5)] != hands


def test_calling_ones_own_card_is_allowed_and_plays_alone() -> None:
    deck = make_deck("chiamata", 4, {0: ["1D"]})
    game = chiamata(dealer=4, deck=deck)
    run(game, "bid 1", "pass", "pass", "pass", "pass", "trump D")
    assert game.observation(0)["called_card"] == "1D" and "1D" in game.observation(0)["hand"]
    assert game.observation(0)["partner"] == 0  # the caller knows it is alone
    assert all(game.observation(s)["partner"] is None for s in range(1, 5))
    game.apply("play 1D")
    assert all(game.observation(s)["partner"] == 0 for s in range(5))
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    details = game.observation(3)["deal_result"]["details"]
    assert details["alone"] is True and details["partner"] is None and details["caller"] == 0


def test_points_variant_bids_rise_from_61_then_the_winner_calls_a_card() -> None:
    deck = make_deck("chiamata", 4, {2: ["7C"]})
    game = chiamata(dealer=4, deck=deck, options={"auction_points": True})
    assert game.legal_actions() == [*(f"bid {p}" for p in range(61, 121)), "bid carichi", "pass"]
    run(game, "bid 61", "bid 65")
    assert game.legal_actions() == [*(f"bid {p}" for p in range(66, 121)), "pass"]
    with pytest.raises(briscola.IllegalAction):
        game.apply("bid 65")
    run(game, "pass", "pass", "pass", "pass")
    assert game.to_move == 1
    assert game.legal_actions() == [f"call {r}{s}" for s in "DCBS" for r in range(1, 11)]
    game.apply("call 7C")
    obs = game.observation(4)
    assert obs["briscola"] == "C" and obs["called_card"] == "7C" and obs["caller"] == 1
    assert obs["target"] == 65 and obs["partner"] is None
    assert game.observation(2)["partner"] == 2


def test_southern_order_auction_calls_the_fante_above_the_cavallo() -> None:
    options = {"deck_style": "francesi", "southern_order": True}
    game = chiamata(options=options)
    assert game.legal_actions()[:-2] == [f"bid {r}" for r in SOUTHERN_STRENGTH]
    game.apply("bid 8")
    assert "bid 9" in game.legal_actions()
    classic = chiamata(options={"deck_style": "francesi"})
    classic.apply("bid 8")
    assert "bid 9" not in classic.legal_actions()


def test_a_raised_two_sets_the_target() -> None:
    game = chiamata(dealer=4)
    run(game, "bid 2", "bid 2 62", "bid 2 85", "pass", "pass", "pass", "pass", "trump S")
    obs = game.observation(0)
    assert obs["caller"] == 2 and obs["target"] == 85 and obs["called_card"] == "2S"
