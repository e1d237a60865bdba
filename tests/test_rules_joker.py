"""Joker Briscola (RULES.md §7): a random 2 removed, the first briscola played makes the Joker."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import briscola
from engine_helpers import ALL_CODES, finish_deal, history_points, make_deck, partita_deals, play_random


def test_joker_removes_one_two_chosen_by_the_seed() -> None:
    removed = []
    for seed in range(40):
        game = briscola.new_game("joker", seed=seed)
        finish_deal(game, random.Random(seed))
        played = {c for t in game.observation(0)["history"] for _, c in t["cards"]}
        assert len(played) == 39
        (missing,) = set(ALL_CODES) - played
        assert missing[0] == "2" and len(missing) == 2
        removed.append(missing)
        again = briscola.new_game("joker", seed=seed)
        finish_deal(again, random.Random(seed + 1))
        assert {c for t in again.observation(0)["history"] for _, c in t["cards"]} == played
    assert set(removed) == {"2D", "2C", "2B", "2S"}


def test_joker_deck_must_be_forty_less_one_two() -> None:
    briscola.new_game("joker", seed=1, deck=[c for c in ALL_CODES if c != "2S"])
    with pytest.raises(ValueError, match="less one 2"):
        briscola.new_game("joker", seed=1, deck=[c for c in ALL_CODES if c != "3S"])


def test_joker_plays_clockwise_and_the_classic_games_counter_clockwise() -> None:
    assert briscola.new_game("joker", seed=1).observation(0)["clockwise"] is True
    for name in ("briscola2", "briscola3", "briscola4", "chiamata"):
        assert briscola.new_game(name, seed=1).observation(0)["clockwise"] is False
    game = briscola.new_game("joker", seed=6, dealer=0)
    finish_deal(game, random.Random(6))
    for trick in game.observation(0)["history"]:
        assert [s for s, _ in trick["cards"]] == [(trick["leader"] + i) % 3 for i in range(3)]


def joker_game(hands: dict[int, list[str]], briscola_card: str = "6S") -> briscola.Game:
    deck = make_deck("joker", 2, hands, briscola=briscola_card, removed="2D")
    return briscola.new_game("joker", seed=1, dealer=2, deck=deck)


def test_first_seat_to_play_a_briscola_becomes_joker_even_when_losing_the_trick() -> None:
    game = joker_game({0: ["4D"], 1: ["2S"], 2: ["1S"]})
    game.apply("play 4D")
    assert game.observation(0)["joker"] is None
    game.apply("play 2S")
    assert [game.observation(s)["joker"] for s in range(3)] == [1, 1, 1]
    game.apply("play 1S")
    obs = game.observation(0)
    assert obs["history"][0]["winner"] == 2
    assert obs["joker"] == 1 and obs["sides"] == [[1], [0, 2]]


def test_leading_a_briscola_makes_the_leader_joker() -> None:
    game = joker_game({0: ["7S"], 1: ["1S"], 2: ["3S"]})
    game.apply("play 7S")
    assert game.observation(2)["joker"] == 0
    game.apply("play 1S")
    game.apply("play 3S")
    assert game.observation(2)["joker"] == 0


def test_holding_or_drawing_briscole_does_not_make_a_joker() -> None:
    # Every seat holds briscole, but nobody plays one.
    game = joker_game({0: ["4D", "1S", "4C"], 1: ["5D", "3S", "5C"], 2: ["7D", "10S", "7C"]})
    for card in ("4D", "5D", "7D"):
        game.apply(f"play {card}")
        assert game.observation(0)["joker"] is None
    assert game.observation(0)["sides"] == []
    game.apply(f"play {[c for c in game.observation(2)['hand'] if c[-1] == 'C'][0]}")
    assert game.observation(1)["joker"] is None


def joker_deals(wanted: int) -> Iterator[tuple[briscola.Game, int, list[int]]]:
    """Random deals from one fixed deck, with the Joker's seat and each seat's points."""
    deck = make_deck("joker", 0, removed="2C")
    for seed in range(wanted):
        game = briscola.new_game("joker", seed=seed, dealer=0, deck=deck)
        finish_deal(game, random.Random(seed))
        obs = game.observation(0)
        yield game, obs["joker"], history_points(obs["history"], 3)


def find_deal(joker_points: int) -> tuple[briscola.Game, int, list[int]]:
    for game, joker, pts in joker_deals(20000):
        if pts[joker] == joker_points:
            return game, joker, pts
    pytest.fail(f"no deal where the Joker took {joker_points}")


@pytest.mark.parametrize("joker_points", [51, 52, 64])
def test_joker_with_51_or_more_wins_and_scores_two(joker_points: int) -> None:
    game, joker, pts = find_deal(joker_points)
    result = game.deal_result
    assert result is not None and sum(pts) == 120 and result.points == pts
    assert result.winners == [joker]
    assert result.score_changes == [2 if s == joker else 0 for s in range(3)]
    assert game.scores == result.score_changes


@pytest.mark.parametrize("joker_points", [49, 30, 0])
def test_allies_with_71_or_more_score_one_each(joker_points: int) -> None:
    game, joker, pts = find_deal(joker_points)
    result = game.deal_result
    assert result is not None and 120 - pts[joker] >= 71
    allies = [s for s in range(3) if s != joker]
    assert result.winners == allies
    assert result.score_changes == [0 if s == joker else 1 for s in range(3)]


def test_joker_with_exactly_50_voids_the_deal() -> None:
    game, joker, pts = find_deal(50)
    result = game.deal_result
    assert result is not None and pts[joker] == 50 and 120 - pts[joker] == 70
    assert result.winners == [] and result.score_changes == [0, 0, 0] and result.level
    assert game.scores == [0, 0, 0] and game.legal_actions() == ["next"]


def test_joker_partita_goes_to_ten_with_a_strict_lead() -> None:
    tied_at_ten = 0
    for seed in range(200):
        for game in partita_deals(briscola.new_game("joker", seed=seed), random.Random(seed)):
            scores = game.scores
            top = max(scores)
            if top >= 10 and scores.count(top) == 1:
                assert game.to_move is None and game.winner == [scores.index(top)]
                assert game.legal_actions() == []
            else:
                assert game.to_move is not None and game.winner is None
                tied_at_ten += top >= 10
    assert tied_at_ten > 0  # some partite had two seats level at 10 or more and went on


def test_joker_partita_scores_add_up_the_deals() -> None:
    game = briscola.new_game("joker", seed=17)
    play_random(game, random.Random(17))
    results = game.observation(0)["results"]
    assert [sum(r["score_changes"][s] for r in results) for s in range(3)] == game.scores
    for number, r in enumerate(results):
        assert r["number"] == number and r["details"]["joker"] in range(3)
