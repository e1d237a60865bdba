"""One trick and the drawing after it (RULES.md §2, §3), scripted with ``deck=`` and ``dealer=``."""

from __future__ import annotations

from typing import Any

import random

import pytest

import briscola
from engine_helpers import HAND_SIZE, PLAYERS, make_deck, play_script, points, scripted_deck


def two_player(hand0: list[str], hand1: list[str], briscola_card: str = "6S",
               stock: list[str] | None = None) -> briscola.Game:
    """Briscola a 2 with seat 1 dealing, so seat 0 leads the first trick."""
    deck = make_deck("briscola2", 1, {0: hand0, 1: hand1}, briscola=briscola_card, stock=stock or [])
    return briscola.new_game("briscola2", seed=1, dealer=1, deck=deck)


def last_trick(game: briscola.Game) -> dict[str, Any]:
    trick: dict[str, Any] = game.observation(0)["history"][-1]
    return trick


def test_highest_card_of_the_led_suit_wins_without_briscola() -> None:
    game = two_player(["7D", "1C", "4B"], ["3D", "2S", "5C"])
    game.apply("play 7D")
    game.apply("play 3D")
    assert last_trick(game)["winner"] == 1
    assert game.observation(1)["points"] == [0, 10]


def test_a_card_off_the_led_suit_never_wins_without_briscola() -> None:
    game = two_player(["4D", "1C", "4B"], ["1B", "2S", "5C"])
    game.apply("play 4D")
    game.apply("play 1B")  # an Asso, but not of the led suit and not briscola
    assert last_trick(game)["winner"] == 0
    assert game.observation(0)["points"] == [11, 0]


def test_the_lowest_briscola_beats_the_highest_card_of_the_led_suit() -> None:
    game = two_player(["1D", "1C", "4B"], ["3D", "2S", "5C"], briscola_card="6S")
    game.apply("play 1D")
    game.apply("play 2S")
    assert last_trick(game)["winner"] == 1
    assert game.observation(0)["points"] == [0, 11]


def test_the_higher_briscola_wins_between_two_briscole() -> None:
    game = two_player(["3S", "1C", "4B"], ["10S", "2D", "5C"], briscola_card="6S")
    game.apply("play 3S")
    game.apply("play 10S")
    assert last_trick(game)["winner"] == 0
    assert game.observation(0)["points"] == [14, 0]


def test_a_led_briscola_is_beaten_only_by_a_higher_briscola() -> None:
    game = two_player(["4S", "1C", "4B"], ["1D", "2D", "5C"], briscola_card="6S")
    game.apply("play 4S")
    game.apply("play 1D")
    assert last_trick(game)["winner"] == 0


def test_trick_strength_follows_asso_tre_re_cavallo_fante_seven_to_two() -> None:
    strength = [1, 3, 10, 9, 8, 7, 6, 5, 4, 2]
    for high, low in zip(strength, strength[1:]):
        for first, second in ((high, low), (low, high)):
            game = two_player([f"{first}C", "1D", "4B"], [f"{second}C", "2D", "5D"], briscola_card="6S")
            game.apply(f"play {first}C")
            game.apply(f"play {second}C")
            assert last_trick(game)["winner"] == (0 if first == high else 1), (first, second)


def test_three_and_four_players_the_highest_briscola_takes_the_trick() -> None:
    deck = make_deck("briscola4", 3, {0: ["1D"], 1: ["5S"], 2: ["3D"], 3: ["7S"]}, briscola="2S")
    game = briscola.new_game("briscola4", seed=2, dealer=3, deck=deck)
    for card in ("1D", "5S", "3D", "7S"):
        game.apply(f"play {card}")
    trick = last_trick(game)
    assert trick == {"leader": 0, "cards": [[0, "1D"], [1, "5S"], [2, "3D"], [3, "7S"]], "winner": 3}
    assert game.observation(0)["points"] == [0, 0, 0, 21]


def test_the_winner_takes_the_trick_points_and_leads_the_next_trick() -> None:
    game = two_player(["7D", "1C", "4B"], ["3D", "2S", "5C"])
    game.apply("play 7D")
    game.apply("play 3D")
    assert game.to_move == 1
    game.apply("play 5C")
    game.apply("play 1C")
    assert last_trick(game) == {"leader": 1, "cards": [[1, "5C"], [0, "1C"]], "winner": 0}
    assert game.to_move == 0
    assert game.observation(0)["points"] == [11, 10]


@pytest.mark.parametrize("name", ["briscola2", "briscola3", "briscola4", "joker"])
def test_any_card_may_be_played_there_is_no_obligation_to_follow_suit(name: str) -> None:
    game = briscola.new_game(name, seed=5, dealer=0)
    game.apply(game.legal_actions()[0])
    seat = game.to_move
    assert seat is not None
    hand = game.observation(seat)["hand"]
    assert sorted(game.legal_actions()) == sorted(f"play {c}" for c in hand)


@pytest.mark.parametrize("name,dealer", [("briscola2", 0), ("briscola3", 2), ("briscola4", 1), ("joker", 0)])
def test_drawing_order_is_the_winner_first_then_turn_order(name: str, dealer: int) -> None:
    players = PLAYERS[name]
    leader = (dealer + 1) % players
    winner = (leader + players - 1) % players  # the last to play takes the first trick with the top briscola
    hands = {s: ["4D"] for s in range(players)}
    hands[leader] = ["5D"]
    hands[winner] = ["1S"]
    for i, s in enumerate(s for s in range(players) if s not in (leader, winner)):
        hands[s] = [f"{6 + i}D"]
    top = ["10C", "9C", "8C", "7C"][:players]
    removed = "2D" if name == "joker" else None
    game = briscola.new_game(name, seed=3, dealer=dealer,
                             deck=make_deck(name, dealer, hands, briscola="2S", stock=top, removed=removed))
    for _ in range(players):
        seat = game.to_move
        assert seat is not None
        game.apply(f"play {hands[seat][0]}")
    assert last_trick(game)["winner"] == winner
    for i in range(players):
        seat = (winner + i) % players
        assert top[i] in game.observation(seat)["hand"], (seat, top[i])
    assert game.to_move == winner


def test_the_stock_shrinks_by_one_card_per_player_after_each_trick() -> None:
    game = briscola.new_game("briscola2", seed=9, dealer=0)
    stocks = []
    while game.to_move is not None:
        obs = game.observation(0)
        if not obs["table"]:
            stocks.append(obs["stock"])
        game.apply(game.legal_actions()[-1])
    assert stocks == [34 - 2 * t for t in range(18)] + [0, 0]


def test_briscola_card_is_drawn_last() -> None:
    game = two_player(["2D", "4D", "5D"], ["1D", "3D", "10D"], briscola_card="7B")
    rng = random.Random(0)
    while game.observation(0)["stock"] > 2:
        assert "7B" not in game.observation(0)["hand"] + game.observation(1)["hand"]
        game.apply(rng.choice(game.legal_actions()))
        game.apply(rng.choice(game.legal_actions()))
        assert game.observation(0)["briscola"] == "7B"
    assert "7B" not in game.observation(0)["hand"] + game.observation(1)["hand"]
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    winner = last_trick(game)["winner"]
    assert game.observation(0)["stock"] == 0
    assert "7B" in game.observation(1 - winner)["hand"]  # the winner drew first, the last stock card
    assert "7B" not in game.observation(winner)["hand"]


def test_turned_card_shows_the_briscola_to_every_seat() -> None:
    for name in ("briscola2", "briscola3", "briscola4", "joker"):
        removed = "2D" if name == "joker" else None
        game = briscola.new_game(name, seed=1, dealer=0,
                                 deck=make_deck(name, 0, briscola="5B", removed=removed))
        for seat in range(PLAYERS[name]):
            obs = game.observation(seat)
            assert obs["briscola"] == "5B" and obs["trump"] == "B"
            assert "5B" not in obs["hand"]


@pytest.mark.parametrize("name,dealer", [(n, d) for n, p in PLAYERS.items() for d in range(p)])
def test_first_leader_is_seat_after_dealer(name: str, dealer: int) -> None:
    players = PLAYERS[name]
    game = briscola.new_game(name, seed=11, dealer=dealer)
    first = (dealer + 1) % players
    assert game.to_move == first
    if name == "chiamata":  # the auction starts there, and so does the first trick
        game.apply("bid 1")
        for _ in range(4):
            game.apply("pass")
        game.apply("trump D")
        assert game.observation(0)["phase"] == "play"
    assert game.to_move == first


@pytest.mark.parametrize("name", ["briscola2", "briscola3", "briscola4", "chiamata", "joker"])
def test_cards_are_dealt_one_at_a_time_from_the_seat_after_the_dealer(name: str) -> None:
    players, size = PLAYERS[name], HAND_SIZE[name]
    dealer = players - 1
    deck = make_deck(name, dealer, removed="2D" if name == "joker" else None)
    game = briscola.new_game(name, seed=4, dealer=dealer, deck=deck)
    for seat in range(players):
        # the seat after the dealer (seat 0 here) gets cards 0, n, 2n...
        expected = [deck[i * players + (seat - dealer - 1) % players] for i in range(size)]
        assert game.observation(seat)["hand"] == expected
    if name != "chiamata":
        assert game.observation(0)["briscola"] == deck[players * size]


def test_the_last_three_tricks_are_played_without_drawing() -> None:
    game = briscola.new_game("briscola2", seed=21, dealer=0)
    sizes = []
    while game.to_move is not None:
        obs = game.observation(0)
        if not obs["table"]:
            sizes.append(obs["hands"])
        game.apply(game.legal_actions()[0])
    assert sizes[:18] == [[3, 3]] * 18
    assert sizes[18:] == [[2, 2], [1, 1]]


def test_points_captured_are_the_card_points_of_the_tricks_taken() -> None:
    game = briscola.new_game("briscola4", seed=8, dealer=2)
    rng = random.Random(8)
    while not game.deal_over:
        game.apply(rng.choice(game.legal_actions()))
        obs = game.observation(0)
        expected = [0] * 4
        for trick in obs["history"]:
            expected[trick["winner"]] += sum(points(c) for _, c in trick["cards"])
        assert obs["points"] == expected


def test_a_full_scripted_deal_follows_every_trick_as_planned() -> None:
    plays = [["1D", "10D", "8D", "6D", "4D", "1C", "10C", "8C", "6C", "4C",
              "3B", "9B", "7B", "5B", "2B", "3S", "9S", "7S", "5S", "2S"],
             ["3D", "9D", "7D", "5D", "2D", "3C", "9C", "7C", "5C", "2C",
              "1B", "10B", "8B", "6B", "4B", "1S", "10S", "8S", "6S", "4S"]]
    deck, winners = scripted_deck(2, 3, 1, plays, "S")
    game = briscola.new_game("briscola2", seed=0, dealer=1, deck=deck)
    play_script(game, plays)
    history = game.observation(0)["history"]
    assert [t["winner"] for t in history] == winners == [0] * 10 + [1] * 10
