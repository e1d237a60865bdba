"""Joker Briscola (RULES.md §7): three alone until the first briscola played makes its
player the Joker, alone against the two others; one 2 is out of play, unseen."""

from __future__ import annotations

import random
from typing import AbstractSet, Final

from ..cards import ALL_CARDS, rank_of
from ..contract import Contract
from ..deal import Deal
from ..options import Options
from ..scoring import TOTAL_POINTS, DealResult
from .base import SideFacts, Variant

JOKER_NEEDS: Final = 51  # what the Joker needs alone
ALLIES_NEED: Final = 71  # what the two others need together
TWOS: Final = frozenset(c for c in ALL_CARDS if rank_of(c) == 2)


class Joker(Variant):
    name = "joker"
    title = "Joker Briscola"
    players = 3
    has_joker = True
    clockwise = True
    goal = 10
    own_options = frozenset({"briscola_redraw"})

    def cards_for_deal(self, rng: random.Random) -> tuple[int, ...]:
        removed = rng.choice(sorted(TWOS))
        return tuple(c for c in ALL_CARDS if c != removed)

    def check_deck(self, deck: tuple[int, ...]) -> None:
        if len(set(deck)) != len(deck):
            raise ValueError("the deck lists a card twice")
        missing = set(ALL_CARDS) - set(deck)
        if len(deck) != 39 or len(missing) != 1 or missing.pop() not in TWOS:
            raise ValueError("a Joker Briscola deck must be the 40 cards less one 2")

    def cards_in_play(self, seen: AbstractSet[int]) -> tuple[frozenset[int], frozenset[int]]:
        seen_twos = TWOS & seen
        if len(seen_twos) == len(TWOS) - 1:  # the other three 2s are seen: the fourth is the removed one
            return frozenset(ALL_CARDS) - (TWOS - seen_twos), frozenset()
        return frozenset(ALL_CARDS), TWOS

    def sides(self, facts: SideFacts) -> list[list[int]]:
        if facts.joker is None:
            return []
        return [[facts.joker], [s for s in range(self.players) if s != facts.joker]]

    def score_deal(self, number: int, dealer: int, deal: Deal, contract: Contract | None,
                   options: Options, ended_early: bool) -> DealResult:
        assert deal.first_trump_seat is not None  # every briscola has been played by now
        last = deal.tricks[-1].winner if deal.tricks else None
        return score(number, dealer, deal.points[:], deal.first_trump_seat, last)


def score(number: int, dealer: int, points: list[int], joker_seat: int,
          last_trick: int | None) -> DealResult:
    """RULES.md §7: Joker >= 51 scores 2, allies >= 71 score 1 each, else void."""
    allies = [s for s in range(len(points)) if s != joker_seat]
    totals = [points[joker_seat], sum(points[s] for s in allies)]
    changes = [0] * len(points)
    winners: list[int] = []
    if totals[0] >= JOKER_NEEDS:
        winners = [joker_seat]
        changes[joker_seat] = 2
    elif totals[1] >= ALLIES_NEED:
        winners = allies
        for s in allies:
            changes[s] = 1
    return DealResult(number, dealer, points, [[joker_seat], allies], totals, winners, changes,
                      level=not winners, cappotto=max(totals) == TOTAL_POINTS,
                      last_trick=last_trick,
                      details={"joker": joker_seat, "needed": [JOKER_NEEDS, ALLIES_NEED], "void": not winners})
