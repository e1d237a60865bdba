"""Cards as small ints, with the parse/format pair and the per-deck-order tables.

A card is ``suit * 10 + rank - 1`` (0..39): ints keep the search AI's inner loops cheap,
and ``card_code``/``parse_card`` are the only way in or out as text ("1D", "10S").
"""

from __future__ import annotations

import reprlib  # quotes bad text cut short, whatever its size
from typing import Final, Iterable, Sequence

SUITS: Final = "DCBS"
SUIT_NAMES: Final = ("denari", "coppe", "bastoni", "spade")
RANKS: Final = tuple(range(1, 11))
ALL_CARDS: Final = tuple(range(40))
TRUMP_STRENGTH: Final = 20  # a briscola's strength is this plus its power; led suit's LED_STRENGTH
LED_STRENGTH: Final = 10
NO_TRUMP: Final = -1  # the briscola suit before one is named (chiamata) or with none (carichi)

# Trick strength, high to low: Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2.
CLASSIC_ORDER: Final = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)
# French decks played in the southern way: the J (8) ranks above the Q (9).
SOUTHERN_ORDER: Final = (1, 3, 10, 8, 9, 7, 6, 5, 4, 2)
CLASSIC_POINTS: Final = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2}
SOUTHERN_POINTS: Final = {1: 11, 3: 10, 10: 4, 8: 3, 9: 2}


def card(rank: int, suit: int) -> int:
    return suit * 10 + rank - 1


def rank_of(c: int) -> int:
    return c % 10 + 1


def suit_of(c: int) -> int:
    return c // 10


def card_code(c: int) -> str:
    return f"{c % 10 + 1}{SUITS[c // 10]}"


def parse_card(text: str) -> int:
    """``"1D"`` -> 0, the exact inverse of ``card_code``: nothing else parses, so a save or a
    deck has one spelling per card. Raises ValueError with a message a player can act on."""
    if isinstance(text, str) and text in CARD_BY_CODE:  # the players read thousands a move
        return CARD_BY_CODE[text]
    if not isinstance(text, str):
        raise ValueError(f"a {type(text).__name__} is not a card: a card is text like 1D")
    if len(text) not in (2, 3):
        raise ValueError(f"{reprlib.repr(text)} is not a card: write a rank 1-10 and a suit D, C, B or S, like 1D")
    rank_text, suit_text = text[:-1], text[-1]
    # isdigit() alone also accepts other scripts' digits ("١", "²"), which int() reads or rejects.
    if (not rank_text.isascii() or not rank_text.isdigit() or rank_text.startswith("0")
            or not 1 <= int(rank_text) <= 10):
        raise ValueError(f"{text!r} is not a card: the rank must be 1 to 10")
    if suit_text not in SUITS:
        raise ValueError(f"{text!r} is not a card: the suit must be D, C, B or S")
    return card(int(rank_text), SUITS.index(suit_text))


CARD_BY_CODE: Final = {card_code(c): c for c in ALL_CARDS}


def codes(cards: Iterable[int]) -> list[str]:
    return [card_code(c) for c in cards]


class CardOrder:
    """Trick strength and card points for one deck order (classic or southern).

    ``power[c]`` is 0 (the 2) .. 9 (the Asso); ``value[c]`` is the card's points;
    ``strength[trump][led][c]`` is how card c stands in a trick (see ``trick_leader``).
    """

    __slots__ = ("name", "rank_order", "power", "value", "strength")

    def __init__(self, name: str, rank_order: Sequence[int], points: dict[int, int]) -> None:
        self.name = name
        self.rank_order = tuple(rank_order)
        strength = {rank: 9 - i for i, rank in enumerate(rank_order)}
        self.power: tuple[int, ...] = tuple(strength[rank_of(c)] for c in ALL_CARDS)
        self.value: tuple[int, ...] = tuple(points.get(rank_of(c), 0) for c in ALL_CARDS)
        # The trick rule as a table, one lookup a card in the search's inner loops: any
        # briscola beats any card of the led suit, which beats any other card (worth 0).
        # Index 4 is "no briscola yet" (chiamata's auction, carichi), so that
        # strength[NO_TRUMP] with NO_TRUMP = -1 reads it.
        self.strength: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(TRUMP_STRENGTH + self.power[c] if c // 10 == trump
                        else LED_STRENGTH + self.power[c] if c // 10 == led else 0
                        for c in ALL_CARDS) for led in range(4))
            for trump in (0, 1, 2, 3, NO_TRUMP))

    def beats(self, a: int, b: int) -> bool:
        """Whether rank a is stronger than rank b (ranks, not cards)."""
        return self.rank_order.index(a) < self.rank_order.index(b)


def arranged(cards: Iterable[int], power: Sequence[int], trump: int) -> list[int]:
    """A hand as a player arranges it: by suit in DCBS order with the briscola's suit last,
    each suit from its strongest card down.

    >>> codes(arranged([parse_card(c) for c in ("2S", "1D", "3S", "5B", "4D")], CLASSIC.power, 3))
    ['1D', '4D', '5B', '3S', '2S']
    """
    return sorted(cards, key=lambda c: (c // 10 == trump, c // 10, -power[c]))


def trick_leader(table: Sequence[tuple[int, int]], keys: Sequence[int]) -> tuple[int, int]:
    """(seat, strength) of the play taking the trick so far: the highest briscola, else the
    highest card of the led suit. ``keys`` is ``order.strength[trump][led]``."""
    best_seat, best_key = -1, -1
    for seat, c in table:
        key = keys[c]
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat, best_key


CLASSIC: Final = CardOrder("classic", CLASSIC_ORDER, CLASSIC_POINTS)
SOUTHERN: Final = CardOrder("southern", SOUTHERN_ORDER, SOUTHERN_POINTS)
