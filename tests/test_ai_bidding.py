"""Expert-v2's chiamata auction and call by search (issue 16).

Every test runs the search on a fixed number of worlds and no clock, so it repeats exactly.
"""

from __future__ import annotations

import random

import pytest

import briscola
from briscola.actions import Action
from briscola.ai.bidding import Table, clearly_better, options_to_weigh
from briscola.ai.search import SearchAgent
from briscola.cards import parse_card
from engine_helpers import make_deck

WORLDS = 40
JUNK = ["2D", "4C", "5B", "6S", "7D", "4B", "5C", "6D"]
LONG_SPADE = ["1S", "3S", "10S", "9S", "7S", "6S", "5S", "4S"]


def expert(seed: int = 1, worlds: int = WORLDS) -> SearchAgent:
    return SearchAgent("expert-v2", seed=seed, iterations=4, auction_worlds=worlds)


def first_to_bid(hand: list[str], options: dict[str, object] | None = None) -> briscola.Game:
    """Seat 0 speaks first (seat 4 deals) holding ``hand``."""
    return briscola.new_game("chiamata", seed=1, dealer=4, deck=make_deck("chiamata", 4, {0: hand}),
                             options=options)


@pytest.mark.parametrize("seed", range(3))
def test_a_very_strong_hand_bids_and_a_weak_one_passes(seed: int) -> None:
    strong = first_to_bid(LONG_SPADE)
    assert Action.parse(expert(seed).choose(strong.observation(0))).verb == "bid"
    weak = first_to_bid(JUNK)
    assert expert(seed).choose(weak.observation(0)) == "pass"


def test_all_the_assi_and_tre_play_carichi() -> None:
    game = first_to_bid(["1D", "3D", "1C", "3C", "1B", "3B", "1S", "3S"])
    assert expert().choose(game.observation(0)) == "bid carichi"


@pytest.mark.parametrize("options, won_with, call", [({}, "bid 4", "trump S"),
                                                     ({"auction_points": True}, "bid 61", None)])
def test_a_hand_that_wins_alone_calls_its_own_card(options: dict[str, object], won_with: str,
                                                   call: str | None) -> None:
    hand = ["1S", "3S", "10S", "9S", "8S", "7S", "6S", "4S"]  # eight of the ten spade
    game = first_to_bid(hand, options)
    for action in (won_with, "pass", "pass", "pass", "pass"):
        game.apply(action)
    move = expert().choose(game.observation(0))
    assert move in game.legal_actions()
    if call is not None:
        assert move == call  # the 4 of spade: its own
    else:
        called = Action.parse(move).card
        assert called is not None and called // 10 == parse_card("1S") // 10
        assert called in {parse_card(code) for code in hand}


def test_worlds_deal_every_unseen_card_and_keep_the_seats_hand() -> None:
    game = first_to_bid(JUNK)
    for action in ("bid 1", "pass", "bid 3"):
        game.apply(action)
    observation = game.observation(game.to_move or 0)
    table = Table.from_observation(observation)
    rng = random.Random(3)
    for _ in range(20):
        hands = table.sample(rng)
        assert [len(h) for h in hands] == [8] * 5
        assert sorted(c for h in hands for c in h) == list(range(40))
        assert sorted(hands[table.seat]) == sorted(parse_card(code) for code in observation["hand"])


def test_worlds_favour_hands_that_explain_the_other_seats_calls() -> None:
    """Medium's rules bid only with a strong suit: worlds give the bidders stronger hands."""
    game = first_to_bid(JUNK)
    for action in ("pass", "bid 1", "bid 3", "bid 10"):
        game.apply(action)
    table = Table.from_observation(game.observation(4))
    rng = random.Random(4)
    fitting = sum(all(table.fits(seat, hands[seat]) for seat in (1, 2, 3))
                  for hands in (table.sample(rng) for _ in range(30)))
    uniform = sum(all(table.fits(seat, hands[seat]) for seat in (1, 2, 3))
                  for hands in (_uniform(table, rng) for _ in range(30)))
    assert fitting > 2 * uniform


def _uniform(table: Table, rng: random.Random) -> list[list[int]]:
    pool = list(table.unseen)
    rng.shuffle(pool)
    others = [s for s in range(5) if s != table.seat]
    hands = [list(table.hand)] * 5
    for i, seat in enumerate(others):
        hands[seat] = pool[8 * i:8 * i + 8]
    return hands


def test_of_the_many_raises_only_the_least_and_the_higher_multipliers_are_weighed() -> None:
    legal = [Action.parse(f"bid 2 {p}") for p in range(64, 121)] + [Action.parse("pass")]
    assert [str(a) for a in options_to_weigh(legal)] == ["bid 2 64", "bid 2 71", "bid 2 81", "pass"]
    ranks = [Action.parse(a) for a in ("bid 1", "bid 3", "bid carichi", "pass")]
    assert options_to_weigh(ranks) == ranks


def test_a_bid_must_beat_the_pass_by_more_than_the_noise() -> None:
    assert clearly_better([1.0, 2.0, 1.0, 2.0], [0.0, 0.0, 0.0, 0.0])
    assert not clearly_better([2.0, -2.0, 2.0, -1.0], [0.0, 0.0, 0.0, 0.0])
    same = [1.0, 2.0]
    assert not clearly_better(same, same)
    assert clearly_better([1.0], [0.0]) and not clearly_better([0.0], [0.0])  # one world: no noise to tell
