"""Helpers for the engine tests.

Scripted tests need exact situations: ``deal_order``/``make_deck`` turn the hands a test
wants into the ``deck=`` order ``new_game`` takes (dealt one card at a time from the seat
after the mazziere, then the turned briscola, then the stock in draw order), and
``scripted_deck`` goes one step further, from the cards each seat will play to the deck
that makes them arrive in time. The trick winner and card points here are an independent
reference written from RULES.md, so a test never checks the engine against itself.
"""

from __future__ import annotations

import random
import re
from typing import Any, Callable, Iterator, Mapping, Sequence

import briscola

SUITS = "DCBS"
ALL_CODES: tuple[str, ...] = tuple(f"{r}{s}" for s in SUITS for r in range(1, 11))
CARD_RE = re.compile(r"(?:10|[1-9])[DCBS]")

# RULES.md §1, strongest first.
CLASSIC_STRENGTH = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)
SOUTHERN_STRENGTH = (1, 3, 10, 8, 9, 7, 6, 5, 4, 2)
CLASSIC_POINTS = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2}
SOUTHERN_POINTS = {1: 11, 3: 10, 10: 4, 8: 3, 9: 2}

PLAYERS = {"briscola2": 2, "briscola3": 3, "briscola4": 4, "chiamata": 5, "joker": 3}
HAND_SIZE = {"briscola2": 3, "briscola3": 3, "briscola4": 3, "chiamata": 8, "joker": 3}


def rank(code: str) -> int:
    return int(code[:-1])


def suit(code: str) -> str:
    return code[-1]


def points(code: str, southern: bool = False) -> int:
    return (SOUTHERN_POINTS if southern else CLASSIC_POINTS).get(rank(code), 0)


def game_cards(name: str, removed: str | None = None) -> list[str]:
    """The cards in play: 40, less the 2 of coppe in Briscola a 3, less ``removed`` in Joker."""
    if name == "briscola3":
        removed = "2C"
    elif name != "joker":
        removed = None
    return [c for c in ALL_CODES if c != removed]


def trick_winner(plays: Sequence[tuple[int, str]], trump: str | None,
                 southern: bool = False) -> int:
    """RULES.md §2: the highest briscola, else the highest card of the led suit."""
    strength = SOUTHERN_STRENGTH if southern else CLASSIC_STRENGTH
    led = suit(plays[0][1])

    def key(code: str) -> tuple[int, int]:
        power = len(strength) - strength.index(rank(code))
        if suit(code) == trump:
            return (2, power)
        return (1, power) if suit(code) == led else (0, 0)

    return max(plays, key=lambda play: key(play[1]))[0]


def deal_order(players: int, dealer: int, hands: Mapping[int, Sequence[str]],
               briscola: str | None = None, stock: Sequence[str] = ()) -> list[str]:
    """The deck order that deals ``hands`` (each in the order received) from the seat after
    ``dealer``, then turns ``briscola``, then leaves ``stock`` to be drawn in that order."""
    size = len(hands[0])
    order = [hands[(dealer + 1 + k) % players][i] for i in range(size) for k in range(players)]
    if briscola is not None:
        order.append(briscola)
    return order + list(stock)


def make_deck(name: str, dealer: int, hands: Mapping[int, Sequence[str]] | None = None,
              briscola: str | None = None, stock: Sequence[str] = (),
              removed: str | None = None) -> list[str]:
    """A full deck with the given (partial) hands, briscola and top of the stock; every card
    not named fills the gaps in a fixed order (the hands first, then the briscola, then the
    bottom of the stock)."""
    players, size = PLAYERS[name], HAND_SIZE[name]
    hands = hands or {}
    named = [c for h in hands.values() for c in h] + list(stock) + ([briscola] if briscola else [])
    assert len(named) == len(set(named)), "a card is named twice"
    spare = iter(c for c in game_cards(name, removed) if c not in named)
    full = {s: list(hands.get(s, ())) for s in range(players)}
    for hand in full.values():
        while len(hand) < size:
            hand.append(next(spare))
    if name == "chiamata":
        return deal_order(players, dealer, full)
    turned = briscola if briscola is not None else next(spare)
    return deal_order(players, dealer, full, turned, [*stock, *spare])


def scripted_deck(players: int, hand_size: int, dealer: int, plays: Sequence[Sequence[str]],
                  trump: str) -> tuple[list[str], list[int]]:
    """The deck under which every seat, playing its cards in the order it receives them,
    plays ``plays[seat]`` trick after trick; also returns the expected trick winners.

    The drawing order depends on who wins each trick (winner first, then turn order), so
    the reference ``trick_winner`` decides it; the last card drawn is the turned briscola,
    which must be of suit ``trump``.
    """
    tricks = len(plays[0])
    assert all(len(p) == tricks for p in plays)
    total = players * tricks
    draw_rounds = (total - players * hand_size) // players
    leader = (dealer + 1) % players
    winners: list[int] = []
    drawers: list[int] = []
    for t in range(tricks):
        table = [((leader + i) % players, plays[(leader + i) % players][t]) for i in range(players)]
        leader = trick_winner(table, trump)
        winners.append(leader)
        if t < draw_rounds:
            drawers.extend((leader + i) % players for i in range(players))
    received = [hand_size] * players
    drawn = []
    for seat in drawers:
        drawn.append(plays[seat][received[seat]])
        received[seat] += 1
    turned = drawn.pop()
    assert suit(turned) == trump, f"the last card drawn is {turned}, not a briscola"
    hands = {s: plays[s][:hand_size] for s in range(players)}
    return deal_order(players, dealer, hands, turned, drawn), winners


def play_script(game: briscola.Game, plays: Sequence[Sequence[str]], tricks: int | None = None) -> None:
    """Each seat to move plays its next card from ``plays[seat]``."""
    used = [0] * len(plays)
    moves = len(plays) * (tricks if tricks is not None else len(plays[0]))
    for _ in range(moves):
        seat = game.to_move
        assert seat is not None
        game.apply(f"play {plays[seat][used[seat]]}")
        used[seat] += 1


def to_move(game: briscola.Game) -> int:
    """The seat to move, in a game known not to be over."""
    seat = game.to_move
    assert seat is not None
    return seat


def state(game: briscola.Game) -> tuple[str, list[dict[str, Any]]]:
    """Everything observable about a game: its save and every seat's observation."""
    return game.to_json(), [game.observation(s) for s in range(PLAYERS[game.name])]


def history_points(history: Sequence[Mapping[str, Any]], players: int,
                   southern: bool = False) -> list[int]:
    """Points captured per seat, recomputed from the public trick history."""
    totals = [0] * players
    for trick in history:
        totals[trick["winner"]] += sum(points(code, southern) for _, code in trick["cards"])
    return totals


def card_codes_in(value: Any) -> Iterator[str]:
    """Every card code written anywhere in a JSON value (alone or inside an action)."""
    if isinstance(value, str):
        yield from CARD_RE.findall(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from card_codes_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from card_codes_in(item)


def play_random(game: briscola.Game, rng: random.Random,
                stop: Callable[[briscola.Game], bool] = lambda g: False,
                step: Callable[[briscola.Game], None] = lambda g: None) -> None:
    """Random legal actions until the partita ends or ``stop`` says so."""
    while game.to_move is not None and not stop(game):
        game.apply(rng.choice(game.legal_actions()))
        step(game)


def finish_deal(game: briscola.Game, rng: random.Random) -> None:
    """Random legal actions until the current deal is over."""
    play_random(game, rng, stop=lambda g: g.deal_over)


def partita_deals(game: briscola.Game, rng: random.Random) -> Iterator[briscola.Game]:
    """A random partita deal by deal: yields the game as each deal ends, before "next"."""
    while game.to_move is not None:
        finish_deal(game, rng)
        yield game
        if game.to_move is not None:
            game.apply("next")
