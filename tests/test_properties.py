"""Invariants of RULES.md §8 over random complete partite of all five games and their options,
and exhaustive counts ("perft") of small Briscola a 2 endgames against a brute force.

Every card is always in exactly one place; a finished deal's points sum to 120; hands never
exceed their size; a save reloads to the same observations; an observation never names a
card its seat may not know.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import briscola
from engine_helpers import (ALL_CODES, CLASSIC_STRENGTH, HAND_SIZE, PLAYERS, card_codes_in, deal_order,
                            game_cards, play_script, points, state, trick_winner)

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def game_options(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """Any valid combination of table options (and match formats) for one game."""
    options: dict[str, Any] = {}
    style = draw(st.sampled_from(["napoletane", "piacentine", "francesi"]))
    if style != "napoletane":
        options["deck_style"] = style
    if style == "francesi" and draw(st.booleans()):
        options["southern_order"] = True
    if name != "chiamata" and draw(st.booleans()):
        options["briscola_redraw"] = True
    if draw(st.booleans()):
        options["carte_viste"] = True
    if name == "briscola4" and draw(st.booleans()):
        options["carte_scoperte"] = True
    if name == "chiamata" and draw(st.booleans()):
        options["auction_points"] = True
    if name in ("briscola2", "briscola4"):
        fmt = draw(st.sampled_from(["punti", "smazzate", "classica"]))
        if fmt != "punti":
            options["format"] = fmt
        if fmt == "smazzate":
            options["deals"] = draw(st.sampled_from([1, 3, 5]))
        if draw(st.booleans()):
            options["vinco_subito"] = True
    if name == "briscola3":
        options["deals"] = draw(st.integers(1, 3))
    return options


def games() -> st.SearchStrategy[tuple[str, dict[str, Any]]]:
    return st.sampled_from(list(PLAYERS)).flatmap(lambda name: st.tuples(st.just(name), game_options(name)))


# -- the invariants, each checked from outside the engine's own bookkeeping -----------------


def check_partition(game: briscola.Game) -> None:
    """Every card in exactly one place: a hand, the stock (with the turned briscola), the
    table, a capture pile or removed from this deal's deck."""
    deal = game.deal
    places = [c for h in deal.hands for c in h] + list(deal.stock) + [c for _, c in deal.table] \
        + [c for t in deal.tricks for _, c in t.cards]
    assert len(places) == len(set(places))
    removed = set(range(40)) - set(places)
    if game.name == "briscola3":
        assert removed == {11}  # the 2 of coppe
    elif game.name == "joker":
        assert len(removed) == 1 and removed.pop() % 10 == 1  # one 2
    else:
        assert not removed


def check_counts(game: briscola.Game, obs: dict[str, Any]) -> None:
    """The public counts add up too: hands, stock, table and history hold the deal's cards."""
    size = 39 if game.name in ("briscola3", "joker") else 40
    played = sum(len(t["cards"]) for t in obs["history"]) + len(obs["table"])
    assert sum(obs["hands"]) + obs["stock"] + played == size
    assert all(0 <= n <= HAND_SIZE[game.name] for n in obs["hands"])
    assert len(obs["hand"]) == obs["hands"][obs["seat"]]


def open_seats(game: briscola.Game, seat: int, obs: dict[str, Any]) -> list[int]:
    """Whose hand RULES.md §4 and §5.4 let this seat see."""
    options = game.options
    if game.name == "briscola4" and (obs["stock"] == 0 or options.carte_scoperte):
        return [(seat + 2) % 4]
    if game.name == "briscola2" and obs["stock"] == 0 and options.carte_viste:
        return [1 - seat]
    return []


def check_observation(game: briscola.Game, obs: dict[str, Any], hands: list[list[str]]) -> None:
    seat = obs["seat"]
    json.dumps(obs)  # JSON-serialisable
    assert obs["hand"] == hands[seat]
    open_ = open_seats(game, seat, obs)
    assert obs["open_hands"] == {str(s): hands[s] for s in open_}
    known = set(hands[seat]) | {c for s in open_ for c in hands[s]}
    known |= {c for _, c in obs["table"]} | {c for t in obs["history"] for _, c in t["cards"]}
    if obs["briscola"] and len(obs["briscola"]) > 1:
        known.add(obs["briscola"])
    if obs["called_card"]:
        known.add(obs["called_card"])
    visible = {k: v for k, v in obs.items() if k != "legal_actions"}
    assert set(card_codes_in(visible)) <= known, set(card_codes_in(visible)) - known
    for action in obs["legal_actions"]:
        if action.startswith("play "):
            assert action[5:] in hands[seat]
        assert not action.startswith("call ") or len(obs["legal_actions"]) == 40  # any card: says nothing
    assert obs["legal_actions"] == (game.legal_actions() if game.to_move == seat else [])
    if obs["partner"] is not None and seat != obs["partner"] and not obs["deal_over"]:
        played = [c for _, c in obs["table"]] + [c for t in obs["history"] for _, c in t["cards"]]
        assert obs["called_card"] in played  # the socio is public only once the card is down
    check_counts(game, obs)


def check_step(game: briscola.Game) -> None:
    check_partition(game)
    observations = [game.observation(s) for s in range(game.players)]
    hands = [o["hand"] for o in observations]
    for obs in observations:
        check_observation(game, obs, hands)
    public = {"history", "table", "stock", "hands", "points", "to_move", "auction", "scores", "deal_result"}
    for key in public:  # what is public is the same for everyone
        assert all(o[key] == observations[0][key] for o in observations), key


def check_deal_result(game: briscola.Game) -> None:
    result = game.deal_result
    assert result is not None
    if result.all_passed or result.ended_early:
        return
    assert sum(result.points) == 120
    assert sum(points(c, game.options.southern_order) for t in game.observation(0)["history"]
               for _, c in t["cards"]) == 120
    assert result.points == game.observation(0)["points"]


def play_partita(name: str, options: dict[str, Any], seed: int, reload_at: int,
                 check: bool = True) -> briscola.Game:
    game = briscola.new_game(name, seed=seed, options=options)
    rng = random.Random(seed)
    moves = 0
    while game.to_move is not None:
        if check:
            check_step(game)
        if moves == reload_at:
            assert state(briscola.load_game(game.to_json())) == state(game)
        was_over = game.deal_over
        game.apply(rng.choice(game.legal_actions()))
        moves += 1
        if game.deal_over and not was_over:
            check_deal_result(game)
    if check:
        check_step(game)
    return game


@given(games(), st.integers(0, 2**32), st.integers(0, 300))
@FAST
def test_random_partite_keep_every_invariant(game_and_options: tuple[str, dict[str, Any]], seed: int,
                                            reload_at: int) -> None:
    name, options = game_and_options
    game = play_partita(name, options, seed, reload_at)
    assert game.winner is not None and game.legal_actions() == []
    again = briscola.load_game(game.to_json())
    for seat in range(game.players):
        assert again.observation(seat) == game.observation(seat)


@given(st.sampled_from(list(PLAYERS)), st.integers(0, 2**32), st.lists(st.integers(0, 1000), max_size=200))
@FAST
def test_save_and_load_gives_identical_observations_for_every_seat(name: str, seed: int,
                                                                   choices: list[int]) -> None:
    game = briscola.new_game(name, seed=seed)
    for choice in choices:
        if game.to_move is None:
            break
        legal = game.legal_actions()
        game.apply(legal[choice % len(legal)])
    text = game.to_json()
    again = briscola.load_game(text)
    assert again.to_json() == text
    for seat in range(game.players):
        assert again.observation(seat) == game.observation(seat)


@given(games(), st.integers(0, 2**32))
@FAST
def test_a_clone_plays_on_like_the_original(game_and_options: tuple[str, dict[str, Any]], seed: int) -> None:
    name, options = game_and_options
    game = briscola.new_game(name, seed=seed, options=options)
    rng = random.Random(seed)
    while game.to_move is not None and len(game.actions) < 50:
        game.apply(rng.choice(game.legal_actions()))
    copy = game.clone()
    for _ in range(20):
        if game.to_move is None:
            break
        action = rng.choice(game.legal_actions())
        game.apply(action)
        copy.apply(action)
        assert state(copy) == state(game)


def test_thousands_of_random_partite_keep_cards_points_and_hand_sizes() -> None:
    """The heavy loop: a few thousand partite, lighter checks at every move (about ten
    seconds; the speed itself is measured by ``python benchmarks/engine_speed.py``, not here)."""
    plan = {"briscola2": 1200, "briscola3": 600, "briscola4": 600, "chiamata": 250, "joker": 350}
    option_sets: dict[str, list[dict[str, Any]]] = {
        "briscola2": [{}, {"carte_viste": True, "briscola_redraw": True},
                      {"deck_style": "francesi", "southern_order": True}],
        "briscola3": [{}, {"briscola_redraw": True}],
        "briscola4": [{}, {"carte_scoperte": True}, {"deck_style": "francesi", "southern_order": True}],
        "chiamata": [{}, {"auction_points": True}, {"deck_style": "francesi", "southern_order": True}],
        "joker": [{}, {"briscola_redraw": True}],
    }
    partite = deals = 0
    for name, count in plan.items():
        for seed in range(count):
            options = option_sets[name][seed % len(option_sets[name])]
            game = briscola.new_game(name, seed=seed, options=options)
            rng = random.Random(seed)
            size = HAND_SIZE[name]
            while game.to_move is not None:
                deal = game.deal
                check_partition(game)
                assert all(len(h) <= size for h in deal.hands)
                was_over = game.deal_over
                game.apply(rng.choice(game.legal_actions()))
                if game.deal_over and not was_over:
                    deals += 1
                    result = game.deal_result
                    assert result is not None
                    assert result.all_passed or sum(result.points) == 120
            assert game.winner is not None
            partite += 1
    assert partite == sum(plan.values()) and deals >= partite


# -- perft: every legal line of small endgames, against a brute force over plain lists ------


def brute_force(hands: list[list[str]], stock: list[str], trump: str, leader: int,
                pts: list[int]) -> Counter[tuple[int, int]]:
    """Final points of every way to play the rest of a Briscola a 2 deal (RULES.md §2-§3)."""
    if not hands[0] and not hands[1]:
        return Counter({(pts[0], pts[1]): 1})
    outcomes: Counter[tuple[int, int]] = Counter()
    follower = 1 - leader
    for lead in hands[leader]:
        for answer in hands[follower]:
            winner = trick_winner([(leader, lead), (follower, answer)], trump)
            after = [list(h) for h in hands]
            after[leader].remove(lead)
            after[follower].remove(answer)
            rest = list(stock)
            if rest:
                after[winner].append(rest.pop(0))
                after[1 - winner].append(rest.pop(0))
            gained = list(pts)
            gained[winner] += points(lead) + points(answer)
            outcomes += brute_force(after, rest, trump, winner, gained)
    return outcomes


def engine_lines(game: briscola.Game) -> Counter[tuple[int, int]]:
    """The same count through the public API: every legal action, on clones."""
    if game.deal_over:
        final = game.observation(0)["points"]
        return Counter({(final[0], final[1]): 1})
    outcomes: Counter[tuple[int, int]] = Counter()
    for action in game.legal_actions():
        child = game.clone()
        child.apply(action)
        outcomes += engine_lines(child)
    return outcomes


def lowest(cards: list[str]) -> str:
    return min(cards, key=ALL_CODES.index)


def endgame(seed: int, stock_left: int) -> tuple[briscola.Game, list[list[str]], list[str], str, int, list[int]]:
    """Play a shuffled deal (both seats always play their lowest card, by code order) until
    ``stock_left`` cards remain to draw, in the engine and in the plain-list model alike."""
    deck = game_cards("briscola2")
    random.Random(seed).shuffle(deck)
    game = briscola.new_game("briscola2", seed=seed, dealer=1, deck=deck)
    hands = [deck[0:6:2], deck[1:6:2]]
    trump_card, stock = deck[6], [*deck[7:], deck[6]]
    leader, pts = 0, [0, 0]
    while len(stock) > stock_left:
        follower = 1 - leader
        lead, answer = lowest(hands[leader]), lowest(hands[follower])
        game.apply(f"play {lead}")
        game.apply(f"play {answer}")
        winner = trick_winner([(leader, lead), (follower, answer)], trump_card[-1])
        hands[leader].remove(lead)
        hands[follower].remove(answer)
        hands[winner].append(stock.pop(0))
        hands[1 - winner].append(stock.pop(0))
        pts[winner] += points(lead) + points(answer)
        leader = winner
    for seat in (0, 1):
        assert sorted(game.observation(seat)["hand"]) == sorted(hands[seat])
    assert game.to_move == leader and game.observation(0)["points"] == pts
    assert game.observation(0)["stock"] == len(stock)
    return game, hands, stock, trump_card[-1], leader, pts


def test_perft_endgame_without_stock_counts_every_line() -> None:
    for seed in range(6):
        game, hands, stock, trump, leader, pts = endgame(seed, 0)
        expected = brute_force(hands, stock, trump, leader, pts)
        assert sum(expected.values()) == 3 * 3 * 2 * 2 * 1 * 1
        assert engine_lines(game) == expected


def test_perft_endgame_with_the_last_draw_counts_every_line() -> None:
    for seed in range(6, 10):
        game, hands, stock, trump, leader, pts = endgame(seed, 2)
        assert stock[-1] == game.observation(0)["briscola"]  # the turned card is the last to draw
        expected = brute_force(hands, stock, trump, leader, pts)
        assert sum(expected.values()) == 9 * 36
        assert engine_lines(game) == expected


def test_perft_endgame_with_two_draws_left_counts_every_line() -> None:
    for seed in (10, 11):
        game, hands, stock, trump, leader, pts = endgame(seed, 4)
        expected = brute_force(hands, stock, trump, leader, pts)
        assert sum(expected.values()) == 9 * 9 * 36
        assert len(expected) > 5  # the outcomes really differ from line to line
        assert engine_lines(game) == expected


def handset_endgame(hands: list[list[str]], stock: list[str]) -> tuple[briscola.Game, list[int]]:
    """A Briscola a 2 deal that reaches exactly ``hands`` with ``stock`` (in draw order, the
    turned briscola last) left to draw; with no stock, the briscola is seat 1's last card.

    The other cards are paired within their suit, the higher one for seat 0, so seat 0 takes
    every trick before the endgame and the drawing order is fixed: seat 0 draws first.
    """
    named = hands[0] + hands[1] + stock
    pairs = []
    for suit in "DCBS":
        spare = sorted((c for c in ALL_CODES if c[-1] == suit and c not in named),
                       key=lambda c: CLASSIC_STRENGTH.index(int(c[:-1])))
        assert len(spare) % 2 == 0, f"the endgame must leave an even number of {suit}"
        pairs += [(spare[i], spare[i + 1]) for i in range(0, len(spare), 2)]
    plays = [[hi for hi, _ in pairs] + hands[0], [lo for _, lo in pairs] + hands[1]]
    draws = [plays[seat][3 + t] for t in range(len(pairs)) for seat in (0, 1)]
    turned = stock[-1] if stock else draws.pop()
    deck = deal_order(2, 1, {0: plays[0][:3], 1: plays[1][:3]}, turned, draws + stock[:-1])
    game = briscola.new_game("briscola2", seed=1, dealer=1, deck=deck)
    play_script(game, plays, tricks=len(pairs))
    for seat in (0, 1):
        assert sorted(game.observation(seat)["hand"]) == sorted(hands[seat])
    obs = game.observation(0)
    assert game.to_move == 0 and obs["stock"] == len(stock) and obs["briscola"] == turned
    return game, obs["points"]


HANDSET_ENDGAMES = [
    ([["1S", "2S", "4D"], ["3D", "10S", "6S"]], []),
    ([["1S", "3S", "2D"], ["10S", "1D", "9S"]], []),
    ([["1C", "3C", "2S"], ["1B", "3B", "4S"]], []),
    ([["1D", "3S", "7C"], ["10D", "1S", "4S"]], ["5C", "2S"]),
    ([["1D", "3D", "1C"], ["3C", "10B", "9B"]], ["1B", "3B", "7S", "6S"]),
]


def test_perft_hand_set_endgames_count_every_line() -> None:
    for hands, stock in HANDSET_ENDGAMES:
        game, pts = handset_endgame(hands, stock)
        trump = (stock[-1] if stock else hands[1][-1])[-1]
        expected = brute_force(hands, stock, trump, 0, pts)
        lines = 36 * 9 ** (len(stock) // 2)
        assert sum(expected.values()) == lines
        assert engine_lines(game) == expected


def test_perft_hand_set_endgame_outcomes_by_hand() -> None:
    # Seat 0 leads holding 1S, 2S, 4D against 3D, 10S, 6S with spade briscola: every line
    # shares out the endgame's 25 points (1S 11, 3D 10, 10S 4).
    hands, stock = HANDSET_ENDGAMES[0]
    game, pts = handset_endgame(hands, stock)
    outcomes = engine_lines(game)
    assert sum(outcomes.values()) == 36
    assert {p0 + p1 for p0, p1 in outcomes} == {pts[0] + pts[1] + 25}
    # The Asso of briscola takes its trick in every line.
    assert min(p0 for p0, _ in outcomes) >= pts[0] + 11
