"""Dealing and the mazziere (RULES.md §3): first dealer, rotation, the 60-60 replay, ``deck=``."""

from __future__ import annotations

from typing import Any

import random

import pytest

import briscola
from engine_helpers import (ALL_CODES, PLAYERS, finish_deal, game_cards, history_points, make_deck,
                            partita_deals, play_script, scripted_deck)

# A real 60-60 in Briscola a 2: every trick pairs two cards of one suit, seat 0 holds the
# higher card of every denari and coppe pair and seat 1 of every bastoni and spade pair, so
# seat 0 takes all the denari and coppe points (60) and seat 1 the rest (60).
SIXTY_ALL = [["1D", "10D", "8D", "6D", "4D", "1C", "10C", "8C", "6C", "4C",
              "3B", "9B", "7B", "5B", "2B", "3S", "9S", "7S", "5S", "2S"],
             ["3D", "9D", "7D", "5D", "2D", "3C", "9C", "7C", "5C", "2C",
              "1B", "10B", "8B", "6B", "4B", "1S", "10S", "8S", "6S", "4S"]]


def dealers_of_a_partita(name: str, seed: int, options: dict[str, Any] | None = None,
                         dealer: int = 0) -> list[tuple[int, bool]]:
    """(dealer, deal was level) for each deal of a random partita."""
    game = briscola.new_game(name, seed=seed, options=options, dealer=dealer)
    seen = []
    for game in partita_deals(game, random.Random(seed)):
        result = game.deal_result
        assert result is not None
        seen.append((result.dealer, result.level and not result.winners))
        assert game.legal_actions() == ([] if game.to_move is None else ["next"])
    return seen


@pytest.mark.parametrize("name", list(PLAYERS))
def test_first_dealer_is_drawn_from_the_seed(name: str) -> None:
    dealers = [briscola.new_game(name, seed=s).observation(0)["dealer"] for s in range(60)]
    assert dealers == [briscola.new_game(name, seed=s).observation(0)["dealer"] for s in range(60)]
    assert set(dealers) == set(range(PLAYERS[name]))


@pytest.mark.parametrize("name,options", [
    ("briscola3", {"deals": 5}),
    ("briscola4", {"format": "smazzate", "deals": 5}),
    ("chiamata", None),
    ("joker", None),
])
def test_dealer_passes_to_the_next_seat_after_every_deal(name: str, options: dict[str, Any] | None) -> None:
    players = PLAYERS[name]
    for seed in range(6):
        dealers = [d for d, _ in dealers_of_a_partita(name, seed, options, dealer=seed % players)]
        assert len(dealers) > 1
        assert dealers == [(seed % players + i) % players for i in range(len(dealers))]


def test_dealer_passes_after_a_won_deal_in_briscola2() -> None:
    pairs: list[tuple[tuple[int, bool], tuple[int, bool]]] = []
    for seed in range(20):
        deals = dealers_of_a_partita("briscola2", seed, {"format": "smazzate", "deals": 5}, dealer=seed % 2)
        pairs += zip(deals, deals[1:])
    assert len(pairs) >= 40
    for (dealer, level), (next_dealer, _) in pairs:
        assert next_dealer == (dealer if level else 1 - dealer)


def test_sixty_all_is_replayed_by_the_same_dealer_in_briscola2() -> None:
    deck, winners = scripted_deck(2, 3, 1, SIXTY_ALL, "S")
    assert winners == [0] * 10 + [1] * 10
    game = briscola.new_game("briscola2", seed=5, dealer=1, deck=deck)
    play_script(game, SIXTY_ALL)
    obs = game.observation(0)
    assert history_points(obs["history"], 2) == [60, 60] == obs["points"]
    result = obs["deal_result"]
    assert result["level"] and result["winners"] == [] and result["score_changes"] == [0, 0]
    assert game.deal_over and game.winner is None and game.scores == [0, 0]
    assert game.to_move == 1 and game.legal_actions() == ["next"]  # the same mazziere deals again
    game.apply("next")
    obs = game.observation(0)
    assert obs["dealer"] == 1 and obs["deal_number"] == 1 and not obs["deal_over"]
    assert game.to_move == 0


def test_sixty_all_in_briscola4_passes_the_deal_on() -> None:
    for seed in range(2000):
        game = briscola.new_game("briscola4", seed=seed, dealer=0)
        finish_deal(game, random.Random(seed))
        result = game.deal_result
        assert result is not None
        if result.side_points == [60, 60]:
            break
    else:
        pytest.fail("no 60-60 deal in Briscola a 4 within 2000 seeds")
    assert result.level and result.winners == []
    assert game.to_move == 1  # only Briscola a 2 keeps the mazziere after a 60-60
    game.apply("next")
    assert game.observation(0)["dealer"] == 1 and game.to_move == 2


def test_only_the_first_deal_uses_the_given_deck() -> None:
    hands = []
    first = make_deck("briscola3", 0)
    for deck in (first, list(reversed(first))):
        game = briscola.new_game("briscola3", seed=77, dealer=0, deck=deck, options={"deals": 2})
        assert game.observation(1)["hand"] == [deck[0], deck[3], deck[6]]
        finish_deal(game, random.Random(1))
        game.apply("next")
        hands.append([game.observation(s)["hand"] for s in range(3)])
    # the second deal is shuffled from the seed, whatever the first deck was
    assert hands[0] == hands[1]
    assert hands[0][2] != [first[0], first[3], first[6]]  # not the given deck dealt again by seat 1


def test_later_deals_are_new_shuffles() -> None:
    seen = []
    game = briscola.new_game("joker", seed=3, dealer=0)
    for game in partita_deals(game, random.Random(3)):
        seen.append(tuple(c for t in game.observation(0)["history"] for _, c in t["cards"]))
    assert len(seen) > 2 and len(set(seen)) == len(seen)


@pytest.mark.parametrize("name,deck,why", [
    ("briscola2", ALL_CODES[:-1], "all 40"),
    ("briscola2", [*ALL_CODES[:-1], "1D"], "twice"),
    ("briscola2", [*ALL_CODES, "1D"], "twice"),
    ("briscola3", list(ALL_CODES), "2 of coppe"),
    ("briscola3", [c for c in ALL_CODES if c != "2D"], "2 of coppe"),
    ("briscola4", list(reversed(ALL_CODES[1:])), "all 40"),
    ("chiamata", [], "all 40"),
    ("joker", list(ALL_CODES), "less one 2"),
    ("joker", [c for c in ALL_CODES if c != "3D"], "less one 2"),
    ("joker", [c for c in ALL_CODES if c not in ("2D", "2C")], "less one 2"),
])
def test_deck_that_is_not_exactly_the_games_cards_is_refused(name: str, deck: list[str], why: str) -> None:
    with pytest.raises(ValueError, match=why):
        briscola.new_game(name, seed=1, deck=deck)


@pytest.mark.parametrize("deck", ["1D2D", 7, [1, 2, 3], [None] * 40, [*ALL_CODES[:-1], "11S"],
                                  [*ALL_CODES[:-1], "10s"], {c: 1 for c in ALL_CODES}])
def test_deck_of_the_wrong_kind_is_refused(deck: object) -> None:
    with pytest.raises(ValueError):
        briscola.new_game("briscola2", seed=1, deck=deck)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list(PLAYERS))
def test_every_deck_order_of_the_games_cards_is_accepted(name: str) -> None:
    deck = game_cards(name, removed="2B")
    random.Random(name).shuffle(deck)
    game = briscola.new_game(name, seed=1, dealer=0, deck=deck)
    dealt = [c for s in range(PLAYERS[name]) for c in game.observation(s)["hand"]]
    assert set(dealt) <= set(deck)


@pytest.mark.parametrize("dealer", [-1, 2, True, "0", 1.0, [0]])
def test_dealer_must_be_a_seat(dealer: object) -> None:
    with pytest.raises(ValueError, match="dealer"):
        briscola.new_game("briscola2", seed=1, dealer=dealer)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [1.5, None, True, [1], b"1"])
def test_seed_must_be_a_number_or_text(seed: object) -> None:
    with pytest.raises(ValueError, match="seed"):
        briscola.new_game("briscola2", seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["briscola5", "Briscola2", "", None, 2, ["briscola2"], {"briscola2": 1}])
def test_unknown_game_is_refused(name: object) -> None:
    with pytest.raises(ValueError, match="unknown game"):
        briscola.new_game(name, seed=1)  # type: ignore[arg-type]


def test_the_five_games() -> None:
    assert briscola.GAMES == ("briscola2", "briscola3", "briscola4", "chiamata", "joker")
