"""The Medium level's habits (issue 6): counts points, keeps its briscole, helps its partner."""

from __future__ import annotations

from typing import Mapping, Sequence

import briscola
from briscola.ai import medium
from briscola.ai.knowledge import Knowledge
from engine_helpers import make_deck


def medium_move(name: str, dealer: int, hands: Mapping[int, Sequence[str]], actions: Sequence[str] = (),
                briscola_card: str | None = None, options: dict[str, object] | None = None,
                stock: Sequence[str] = ()) -> str:
    deck = make_deck(name, dealer, hands, briscola=briscola_card, stock=stock,
                     removed="2D" if name == "joker" else None)
    game = briscola.new_game(name, seed=1, dealer=dealer, deck=deck, options=options)
    for action in actions:
        game.apply(action)
    seat = game.to_move
    assert seat is not None
    return medium.choose(game.observation(seat))


# -- Briscola a 2: seat 0 leads when seat 1 deals; the briscola suit is spade (S) -------------


def test_leads_a_liscio_not_a_carico_or_a_briscola() -> None:
    assert medium_move("briscola2", 1, {0: ["1D", "5C", "3S"]}, briscola_card="7S") == "play 5C"


def test_wastes_no_briscola_on_a_trick_worth_nothing() -> None:
    hands = {0: ["4C"], 1: ["5S", "7D", "2S"]}
    assert medium_move("briscola2", 1, hands, ["play 4C"], briscola_card="7S") == "play 7D"


def test_takes_a_carico_with_the_cheapest_winning_card() -> None:
    hands = {0: ["3C"], 1: ["1S", "4S", "6D"]}
    assert medium_move("briscola2", 1, hands, ["play 3C"], briscola_card="7S") == "play 4S"


def test_takes_with_the_asso_of_the_suit_rather_than_a_briscola() -> None:
    hands = {0: ["3C"], 1: ["1C", "4S", "6D"]}
    assert medium_move("briscola2", 1, hands, ["play 3C"], briscola_card="7S") == "play 1C"


def test_never_throws_the_asso_or_tre_of_briscola_early() -> None:
    hands = {0: ["10C"], 1: ["1S", "3S", "5D"]}
    assert medium_move("briscola2", 1, hands, ["play 10C"], briscola_card="7S") == "play 5D"
    assert medium_move("briscola2", 1, {0: ["1S", "3S", "10D"]}, briscola_card="7S") == "play 10D"


# -- Briscola a 4: partners 0 and 2, 1 and 3; seat 0 leads when seat 3 deals -------------------


def test_loads_a_carico_onto_the_partners_winning_trick_when_playing_last() -> None:
    hands = {0: ["5C"], 1: ["1C"], 2: ["6D"], 3: ["3D", "7B", "2S"]}
    assert medium_move("briscola4", 3, hands, ["play 5C", "play 1C", "play 6D"], "7S") == "play 3D"


def test_never_overtakes_a_winning_partner_for_nothing() -> None:
    hands = {0: ["5C"], 1: ["1C"], 2: ["6D"], 3: ["1S", "4B", "9D"]}
    assert medium_move("briscola4", 3, hands, ["play 5C", "play 1C", "play 6D"], "7S") == "play 9D"


def test_keeps_its_carico_when_an_opponent_still_to_play_may_take_the_trick() -> None:
    hands = {0: ["4C"], 1: ["5D"], 2: ["1D", "6B", "7B"]}
    assert medium_move("briscola4", 3, hands, ["play 4C", "play 5D"], "7S") == "play 6B"


# -- chiamata: seat 0 bids first when seat 4 deals --------------------------------------------


STRONG_SPADE = ["1S", "3S", "10S", "9S", "7S", "1D", "5C", "4B"]


def test_bids_the_highest_rank_it_lacks_in_its_strongest_suit_and_names_that_suit() -> None:
    hands = {0: STRONG_SPADE}
    assert medium_move("chiamata", 4, hands) == "bid 8"
    after = ["bid 8", "pass", "pass", "pass", "pass"]
    assert medium_move("chiamata", 4, hands, after) == "trump S"


def test_passes_with_a_weak_hand() -> None:
    assert medium_move("chiamata", 4, {0: ["2D", "4D", "5C", "6C", "7B", "4B", "2S", "5S"]}) == "pass"


def test_bids_carichi_only_with_assi_and_tre() -> None:
    hands = {0: ["1D", "3D", "1C", "3C", "1B", "3B", "2S", "5S"]}
    assert medium_move("chiamata", 4, hands) == "bid carichi"


def test_raises_the_two_only_with_a_dominant_hand() -> None:
    dominant = {1: ["1S", "3S", "10S", "9S", "8S", "7S", "1D", "1C"]}
    fair = {1: ["1S", "3S", "10S", "7S", "6D", "1D", "4C", "5B"]}
    assert medium_move("chiamata", 4, dominant, ["bid 2"]) == "bid 2 62"
    assert medium_move("chiamata", 4, fair, ["bid 2"]) == "pass"


def test_points_auction_calls_the_strongest_card_it_lacks() -> None:
    hands = {0: STRONG_SPADE}
    options: dict[str, object] = {"auction_points": True}
    assert medium_move("chiamata", 4, hands, options=options) == "bid 61"
    after = ["bid 61", "pass", "pass", "pass", "pass"]
    assert medium_move("chiamata", 4, hands, after, options=options) == "call 8S"


def test_the_caller_counts_a_seat_that_loads_its_trick_as_its_socio() -> None:
    hands = {0: ["1D", "2S", "4S", "5S", "6S", "7S", "8S", "9S"],
             1: ["4C", "2C"], 2: ["3D", "1S"], 3: ["5C"], 4: ["6C"]}
    actions = ["bid 1", "pass", "pass", "pass", "pass", "trump S",
               "play 1D", "play 4C", "play 3D", "play 5C", "play 6C"]
    deck = make_deck("chiamata", 4, hands)
    game = briscola.new_game("chiamata", seed=1, dealer=4, deck=deck)
    for action in actions:
        game.apply(action)
    caller = Knowledge.from_observation(game.observation(0))
    assert caller.unknown == {1, 2, 3, 4}  # nobody has shown the Asso of spade yet
    assert medium.likely_allies(caller) == {0, 2}
    defender = Knowledge.from_observation(game.observation(1))
    assert 2 not in medium.likely_allies(defender)


# -- Joker Briscola: seat 0 leads when seat 2 deals; the 2 of denari is out ------------------


def test_avoids_becoming_the_joker_for_a_small_trick() -> None:
    hands = {0: ["10C"], 1: ["5S", "7D", "4C"]}
    assert medium_move("joker", 2, hands, ["play 10C"], "6S") in ("play 7D", "play 4C")


def test_allies_load_points_onto_each_other_against_the_joker() -> None:
    # Seat 1 became the Joker in the first trick and leads the second: ally 2 wins it with
    # the Asso of coppe, and ally 0, last to play, loads its Tre.
    hands = {0: ["4C", "3D", "5D"], 1: ["2S", "6C", "6D"], 2: ["5C", "1C", "7B"]}
    actions = ["play 4C", "play 2S", "play 5C", "play 6C", "play 1C"]
    assert medium_move("joker", 2, hands, actions, "6S", stock=["8B", "9B", "10B"]) == "play 3D"
