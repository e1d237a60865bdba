"""What every game is asked, with the answers most games share.

A game is one ``Variant`` instance (``briscola.variants.VARIANTS``), the way OpenSpiel's
game object owns its parameters: the engine, the partita and the computer players ask it
who is on which side, which hands are open, how a deal is scored, what the partita plays
to and which options apply, and never switch on a game's name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import AbstractSet, Any, Mapping

from ..cards import ALL_CARDS
from ..contract import Contract
from ..deal import Deal
from ..options import Options
from ..scoring import DealResult


@dataclass(frozen=True)
class SideFacts:
    """What settles the sides of a deal where they change from deal to deal."""

    joker: int | None = None  # Joker Briscola: the first to play a briscola
    caller: int | None = None  # chiamata: the chiamante, once the auction is won
    socio: int | None = None  # chiamata: the chiamante's partner where known (itself when alone)


class Variant:
    """A game with every seat on its own side, a stock, a turned briscola and no options of
    its own; each game's module overrides what differs."""

    name = ""
    title = ""  # in words, for messages
    players = 0
    hand_size = 3
    has_stock = True  # False only in chiamata: all cards dealt, no briscola turned
    has_auction = False  # the deal starts with chiamata's licitazione
    has_joker = False  # the first briscola played makes its player the Joker
    clockwise = False  # the direction turn order runs on the table (for the UI)
    pairs = False  # side against side: the match formats, spareggi and victory points
    goal: int | None = None  # the partita score that wins; None: the match format decides
    redeals_void = False  # a void 60-60 is dealt again by the same mazziere
    own_options: frozenset[str] = frozenset()  # the game-specific options that apply

    def __repr__(self) -> str:
        return f"<Variant {self.name}>"

    # -- the cards ---------------------------------------------------------------------------

    def cards_for_deal(self, rng: random.Random) -> tuple[int, ...]:
        """The cards in play this deal."""
        return ALL_CARDS

    def check_deck(self, deck: tuple[int, ...]) -> None:
        """A given first-deal order must hold exactly this game's cards."""
        if len(set(deck)) != len(deck):
            raise ValueError("the deck lists a card twice")
        if set(deck) != set(ALL_CARDS):
            raise ValueError("the deck must hold exactly all 40 cards")

    def cards_in_play(self, seen: AbstractSet[int]) -> tuple[frozenset[int], frozenset[int]]:
        """The cards of a deal as a seat that has seen ``seen`` can tell, and the cards one
        of which is out of play unseen (the Joker's removed 2; empty in most games)."""
        return frozenset(ALL_CARDS), frozenset()

    # -- the sides ---------------------------------------------------------------------------

    def teams(self) -> list[list[int]]:
        """The partita's sides: fixed pairs, or one seat each."""
        return [[s] for s in range(self.players)]

    def sides(self, facts: SideFacts) -> list[list[int]]:
        """The deal's sides given ``facts``; empty while they are still hidden."""
        return self.teams()

    def playing_sides(self, facts: SideFacts) -> list[int]:
        """Each seat's side index as the deal is played: everyone alone while sides are hidden."""
        side_of = list(range(self.players))
        for index, side in enumerate(self.sides(facts)):
            for seat in side:
                side_of[seat] = index
        return side_of

    def seat_sides(self, seat: int, facts: SideFacts) -> tuple[frozenset[int], frozenset[int]]:
        """(mates, opponents) of ``seat`` as far as it knows for sure; others are undecided."""
        for side in self.sides(facts):
            if seat in side:
                return frozenset(side), frozenset(range(self.players)) - frozenset(side)
        return frozenset({seat}), self.sure_opponents(seat, facts)

    def sure_opponents(self, seat: int, facts: SideFacts) -> frozenset[int]:
        """Who is surely against ``seat`` while the sides are hidden."""
        return frozenset()

    def partner_of(self, seat: int) -> int | None:
        """A fixed partner, whose hand opens at the end (Briscola a 4)."""
        return None

    def open_seats(self, seat: int, stock_empty: bool, options: Options) -> list[int]:
        """Other seats whose hands ``seat`` sees (a partner's, carte viste's last tricks)."""
        return []

    # -- the deal and the partita ------------------------------------------------------------

    def score_deal(self, number: int, dealer: int, deal: Deal, contract: Contract | None,
                   options: Options, ended_early: bool) -> DealResult:
        raise NotImplementedError

    def passed_deal(self, number: int, dealer: int) -> DealResult:
        """A deal nobody played (chiamata: everyone passed): it counts for nothing."""
        zeros = [0] * self.players
        return DealResult(number, dealer, zeros, [], [], [], zeros[:], level=True, all_passed=True)

    def parse_options(self, raw: Mapping[str, Any] | None) -> Options:
        """The table options for this game; a ValueError names what is wrong."""
        options = Options.parse(raw)
        given = raw or {}
        defaults = Options()
        for key in sorted(GAME_OPTIONS - self.own_options):
            # Naming a scoring table is a mistake in any game that has none, even the default.
            if getattr(options, key) != getattr(defaults, key) or (key in NAMED_ONLY and key in given):
                raise ValueError(f"option {key!r} does not apply to {self.title}")
        self.check_deals(options)
        return options

    def goal_for(self, options: Options) -> int | None:
        """The partita score that wins a partita played with ``options``."""
        return self.goal

    def check_deals(self, options: Options) -> None:
        if options.deals is not None:
            raise ValueError(f"option 'deals' does not apply to {self.title}")


# The options only some games take (the others, deck style and clocks, apply to all).
GAME_OPTIONS = frozenset({"briscola_redraw", "carte_scoperte", "segnali", "auction_points",
                          "chiamata_scoring", "chiamata_goal", "format", "vinco_subito", "spareggi"})
NAMED_ONLY = frozenset({"chiamata_scoring"})
