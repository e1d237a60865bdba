"""Table options (RULES.md §1, §3, §4, §5.4): deck style, southern order, the briscola re-draw,
carte scoperte and carte viste, and refusing unknown keys or bad values by name."""

from __future__ import annotations

from typing import Any

import math
import random

import pytest

import briscola
from engine_helpers import PLAYERS, finish_deal, make_deck

FRANCESI = {"deck_style": "francesi"}
SOUTHERN = {"deck_style": "francesi", "southern_order": True}


def first_trick(options: dict[str, Any], lead: str, follow: str) -> tuple[int, list[int]]:
    """Seat 0 leads ``lead``, seat 1 answers ``follow``: (winner, points)."""
    deck = make_deck("briscola2", 1, {0: [lead], 1: [follow]}, briscola="2S")
    game = briscola.new_game("briscola2", seed=1, dealer=1, deck=deck, options=options)
    game.apply(f"play {lead}")
    game.apply(f"play {follow}")
    obs = game.observation(0)
    return obs["history"][0]["winner"], obs["points"]


@pytest.mark.parametrize("style", ["napoletane", "piacentine", "francesi"])
def test_deck_style_is_cosmetic(style: str) -> None:
    for name in PLAYERS:
        plain = briscola.new_game(name, seed=9)
        styled = briscola.new_game(name, seed=9, options={"deck_style": style})
        rng_a, rng_b = random.Random(1), random.Random(1)
        finish_deal(plain, rng_a)
        finish_deal(styled, rng_b)
        a, b = plain.observation(0), styled.observation(0)
        assert a["history"] == b["history"] and a["deal_result"] == b["deal_result"]
        assert b["options"] == ({} if style == "napoletane" else {"deck_style": style})


def test_southern_order_the_fante_beats_the_cavallo() -> None:
    assert first_trick(SOUTHERN, "9D", "8D")[0] == 1  # Q led, J answers: J is higher
    assert first_trick(SOUTHERN, "8D", "9D")[0] == 0
    assert first_trick(FRANCESI, "9D", "8D")[0] == 0  # classic: the Q (Cavallo) is higher
    assert first_trick(FRANCESI, "8D", "9D")[0] == 1


def test_southern_order_the_fante_scores_three_and_the_cavallo_two() -> None:
    assert first_trick(SOUTHERN, "8D", "4D") == (0, [3, 0])
    assert first_trick(SOUTHERN, "9D", "4D") == (0, [2, 0])
    assert first_trick(FRANCESI, "8D", "4D") == (0, [2, 0])
    assert first_trick(FRANCESI, "9D", "4D") == (0, [3, 0])


def test_southern_order_keeps_the_re_above_the_fante() -> None:
    assert first_trick(SOUTHERN, "8D", "10D")[0] == 1
    assert first_trick(SOUTHERN, "7D", "9D")[0] == 1


@pytest.mark.parametrize("style", ["napoletane", "piacentine"])
def test_southern_order_is_only_for_the_french_deck(style: str) -> None:
    with pytest.raises(ValueError, match="southern_order"):
        briscola.new_game("briscola2", seed=1, options={"deck_style": style, "southern_order": True})
    with pytest.raises(ValueError, match="southern_order"):
        briscola.new_game("briscola2", seed=1, options={"southern_order": True})


def redraw_game(turned: list[str], seed: int = 1, redraw: bool = True,
                name: str = "briscola2") -> briscola.Game:
    """A deal whose deck turns the cards ``turned`` one after another."""
    players, dealer = PLAYERS[name], 0
    removed = "2D" if name == "joker" else None
    deck = make_deck(name, dealer, briscola=turned[0], stock=turned[1:], removed=removed)
    return briscola.new_game(name, seed=seed, dealer=dealer, deck=deck,
                             options={"briscola_redraw": redraw} if redraw else None)


@pytest.mark.parametrize("name", ["briscola2", "briscola3", "briscola4", "joker"])
def test_briscola_redraw_puts_a_turned_asso_back_in_the_stock(name: str) -> None:
    game = redraw_game(["1D", "5B"], name=name)
    obs = game.observation(0)
    assert obs["briscola"] == "5B" and obs["trump"] == "B"
    players = PLAYERS[name]
    assert obs["stock"] == (39 if name in ("briscola3", "joker") else 40) - 3 * players
    finish_deal(game, random.Random(0))
    played = [c for t in game.observation(0)["history"] for _, c in t["cards"]]
    assert "1D" in played and "5B" in played


def test_briscola_redraw_puts_a_tre_back_and_turns_again_until_neither() -> None:
    game = redraw_game(["3C", "1S", "3B", "7D"])
    assert game.observation(0)["briscola"] == "7D"


def test_briscola_redraw_shuffles_the_card_back_at_a_random_place() -> None:
    draws = set()
    for seed in range(30):
        game = redraw_game(["1D", "5B"], seed=seed)
        moves = 0
        while not any("1D" in game.observation(s)["hand"] for s in range(2)):
            game.apply(game.legal_actions()[0])
            moves += 1
        draws.add(moves)
    assert len(draws) > 5


def test_briscola_redraw_keeps_other_turned_cards() -> None:
    for card in ("10B", "9B", "8B", "7B", "2B"):
        assert redraw_game([card, "5C"]).observation(0)["briscola"] == card


def test_briscola_redraw_is_off_by_default() -> None:
    assert redraw_game(["1D", "5B"], redraw=False).observation(0)["briscola"] == "1D"


def test_briscola_redraw_does_not_apply_to_chiamata() -> None:
    with pytest.raises(ValueError, match="briscola_redraw"):
        briscola.new_game("chiamata", seed=1, options={"briscola_redraw": True})


def test_carte_viste_opens_both_hands_in_the_last_three_tricks_of_briscola2() -> None:
    game = briscola.new_game("briscola2", seed=4, options={"carte_viste": True})
    plain = briscola.new_game("briscola2", seed=4)
    rng = random.Random(4)
    while not game.deal_over:
        for seat in range(2):
            obs = game.observation(seat)
            other = game.observation(1 - seat)["hand"]
            expected = {str(1 - seat): other} if obs["stock"] == 0 else {}
            assert obs["open_hands"] == expected
            assert plain.observation(seat)["open_hands"] == {}
        action = rng.choice(game.legal_actions())
        game.apply(action)
        plain.apply(action)


def test_options_are_kept_in_the_observation_and_the_save() -> None:
    options = {"deck_style": "francesi", "southern_order": True, "briscola_redraw": True}
    game = briscola.new_game("joker", seed=2, options=options)
    assert game.observation(1)["options"] == options
    assert briscola.load_game(game.to_json()).observation(1)["options"] == options


@pytest.mark.parametrize("key", ["decks", "deckstyle", "Deck_style", "", "carichi", "seed"])
def test_unknown_option_key_is_refused_by_name(key: str) -> None:
    with pytest.raises(ValueError, match=f"unknown option '{key}'"):
        briscola.new_game("briscola2", seed=1, options={key: True})


@pytest.mark.parametrize("name,key,value", [
    ("briscola2", "deck_style", "napoli"),
    ("briscola2", "deck_style", None),
    ("briscola2", "deck_style", 1),
    ("briscola2", "deck_style", ["francesi"]),
    ("briscola2", "southern_order", "yes"),
    ("briscola2", "southern_order", 1),
    ("briscola2", "southern_order", None),
    ("briscola2", "briscola_redraw", 1),
    ("briscola4", "carte_scoperte", "true"),
    ("briscola2", "carte_viste", 0),
    ("chiamata", "auction_points", 1),
    ("briscola2", "auction_points", True),
    ("briscola3", "carte_scoperte", True),
    ("briscola2", "format", "best"),
    ("briscola2", "format", None),
    ("briscola2", "vinco_subito", "no"),
    ("briscola2", "spareggi", None),
    ("chiamata", "chiamata_scoring", "005"),
    ("chiamata", "chiamata_scoring", 4),
    ("chiamata", "chiamata_scoring", None),
    ("briscola2", "chiamata_scoring", "004"),
    ("joker", "chiamata_scoring", "003"),
    ("briscola2", "format", "torneo"),
    ("briscola4", "deals", 4),
    ("briscola3", "deals", 1.5),
    ("briscola3", "deals", True),
    ("briscola3", "deals", "3"),
    ("briscola2", "move_clock", 0),
    ("briscola2", "move_clock", "20"),
    ("briscola2", "move_clock", True),
    ("briscola2", "move_clock", math.nan),
    ("briscola2", "move_clock", math.inf),
    ("briscola2", "match_clock", -5),
])
def test_bad_option_value_is_refused_naming_the_key(name: str, key: str, value: object) -> None:
    with pytest.raises(ValueError, match=f"'{key}'"):
        briscola.new_game(name, seed=1, options={key: value})


@pytest.mark.parametrize("options", [[("deck_style", "francesi")], "francesi", 1, True])
def test_options_must_be_a_dict(options: object) -> None:
    with pytest.raises(ValueError, match="options"):
        briscola.new_game("briscola2", seed=1, options=options)  # type: ignore[arg-type]


def test_every_option_combination_starts_and_finishes_a_deal() -> None:
    combos: dict[str, list[dict[str, Any]]] = {
        "briscola2": [{"carte_viste": True}, {"briscola_redraw": True, **SOUTHERN}],
        "briscola3": [{"deck_style": "piacentine", "briscola_redraw": True}],
        "briscola4": [{"carte_scoperte": True, "carte_viste": True}, SOUTHERN],
        "chiamata": [{"auction_points": True}, {"auction_points": True, **SOUTHERN}],
        "joker": [{"briscola_redraw": True}, SOUTHERN],
    }
    for name, options_list in combos.items():
        for options in options_list:
            game = briscola.new_game(name, seed=5, options=options)
            finish_deal(game, random.Random(5))
            result = game.deal_result
            assert result is not None and (result.all_passed or sum(result.points) == 120)
