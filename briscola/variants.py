"""The fixed facts of each game: seats, hand size, which cards are in play, the sides."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from .cards import ALL_CARDS, card, rank_of

TWO_OF_COPPE: Final = card(2, 1)


@dataclass(frozen=True)
class Variant:
    name: str
    players: int
    hand_size: int
    has_stock: bool  # False only in chiamata: all cards dealt, no briscola turned
    clockwise: bool  # the direction turn order runs on the table (for the UI)
    fixed_teams: tuple[tuple[int, ...], ...] | None  # Briscola a 4 only

    def cards_for_deal(self, rng: random.Random) -> tuple[int, ...]:
        """The cards in play this deal: the 40, less a 2 in the three-player games."""
        if self.name == "briscola3":
            return tuple(c for c in ALL_CARDS if c != TWO_OF_COPPE)
        if self.name == "joker":
            removed = rng.choice([c for c in ALL_CARDS if rank_of(c) == 2])
            return tuple(c for c in ALL_CARDS if c != removed)
        return ALL_CARDS

    def check_deck(self, deck: tuple[int, ...]) -> None:
        """A given first-deal order must hold exactly this game's cards."""
        if len(set(deck)) != len(deck):
            raise ValueError("the deck lists a card twice")
        if self.name == "joker":
            missing = set(ALL_CARDS) - set(deck)
            if len(deck) != 39 or len(missing) != 1 or rank_of(missing.pop()) != 2:
                raise ValueError("a Joker Briscola deck must be the 40 cards less one 2")
        elif set(deck) != set(self.cards_for_deal(random.Random(0))):
            wanted = "the 40 cards less the 2 of coppe" if self.name == "briscola3" else "all 40 cards"
            raise ValueError(f"the deck must hold exactly {wanted}")


VARIANTS: Final = {
    v.name: v
    for v in (
        Variant("briscola2", 2, 3, True, False, None),
        Variant("briscola3", 3, 3, True, False, None),
        Variant("briscola4", 4, 3, True, False, ((0, 2), (1, 3))),
        Variant("chiamata", 5, 8, False, False, None),
        Variant("joker", 3, 3, True, True, None),
    )
}
GAMES: Final = tuple(VARIANTS)
