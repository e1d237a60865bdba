"""Full deals consistent with one seat's observation, for determinized search.

``knowledge.Knowledge`` says what the observation fixes (cards seen, cards surely held,
carichi voids, Joker's unknown removed 2); a ``Determinizer`` adds the chiamata contract
and deals the unseen cards at random to the other hands and the stock within those
constraints. Each ``World`` is a ``Deal`` the solver and the playouts can run, plus the
contract as it would be in that world (the socio is whoever holds the called card).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping

from ..deal import Deal
from ..observation import Observation
from .knowledge import Knowledge
from .medium import partner_evidence

# A caller rarely calls a card they hold (they then play alone), so a world puts the
# called card in the caller's own hand only this often (against a hand-size share).
CALLER_HOLDS_CALLED = 0.05
# Each point of Medium's partner evidence (loading the caller's tricks: socio-like; taking
# them away: defender-like) multiplies a seat's odds of holding the called card by this.
EVIDENCE_ODDS = 1.5
MAX_DEAL_TRIES = 200


@dataclass(frozen=True)
class World:
    """One full deal the observation allows, with the chiamata contract as it would be."""

    deal: Deal
    caller: int | None
    partner: int | None  # the holder of the called card in this world
    target: int
    carichi: bool


@dataclass(frozen=True)
class Determinizer:
    know: Knowledge
    target: int
    carichi: bool
    partner: int | None  # the socio, where this seat knows it
    hidden: tuple[int, ...]  # cards of each other hand this seat cannot name
    evidence: Mapping[int, int]  # chiamata: how much each undecided seat played like the socio

    @classmethod
    def from_observation(cls, obs: Observation) -> "Determinizer":
        know = Knowledge.from_observation(obs)
        slots = know.hidden_slots
        hidden = tuple(slots.get(s, 0) for s in range(know.players))
        hunted = know.called_card is not None and know.called_card in know.unseen
        evidence = partner_evidence(know) if hunted and know.caller is not None else {}
        return cls(know, obs["target"], bool(obs["carichi"]), obs["partner"], hidden, evidence)

    @property
    def certain(self) -> bool:
        """No card hidden from this seat: the one world is the truth."""
        return sum(self.hidden) + self.know.stock_hidden == 0

    def sample(self, rng: random.Random) -> World:
        """One deal, drawn at random among those consistent with the observation."""
        k = self.know
        pool = sorted(k.unseen)
        if k.removed_unknown:
            pool.remove(rng.choice(sorted(k.removable & k.unseen)))
        counts = list(self.hidden)
        hands = [list(k.hand) if s == k.seat else sorted(k.held.get(s, ())) for s in range(k.players)]
        partner = self.partner
        called = k.called_card
        if called is not None and called in k.unseen:
            # The called card first: its holder is the socio of this world.
            pool.remove(called)
            holder = self._called_holder(counts, rng) if partner is None or partner == k.seat else partner
            hands[holder].append(called)
            counts[holder] -= 1
            partner = holder
        elif called is not None and partner is None:
            partner = k.seat if called in k.hand else None
        stock_cards = self._deal_hidden(pool, counts, hands, rng)
        stock = ([k.briscola_card] if k.stock and k.briscola_card is not None else []) + stock_cards
        deal = Deal(k.players, hands, stock, k.briscola_card, k.trump,
                    k.table[0][0] if k.table else k.seat, k.order)
        deal.follow_suit = self.carichi
        deal.table = list(k.table)
        deal.turn = k.seat
        deal.points = list(k.points)
        deal.first_trump_seat = k.joker
        return World(deal, k.caller, partner, self.target, self.carichi)

    def _called_holder(self, counts: list[int], rng: random.Random) -> int:
        k = self.know
        suit = k.called_card // 10 if k.called_card is not None else -1
        seats = [s for s in k.others if counts[s] > 0 and suit not in k.voids.get(s, ())]
        weights = [counts[s] * (CALLER_HOLDS_CALLED if s == k.caller
                                else EVIDENCE_ODDS ** self.evidence.get(s, 0)) for s in seats]
        return rng.choices(seats, weights)[0]

    def _deal_hidden(self, pool: list[int], counts: list[int], hands: list[list[int]],
                     rng: random.Random) -> list[int]:
        """Fill the hidden hand slots and the hidden stock from ``pool``; returns the stock part."""
        rng.shuffle(pool)
        if not self.know.voids and not self.know.excluded:
            for s in range(len(hands)):
                hands[s].extend(pool[:counts[s]])
                del pool[:counts[s]]
            return pool
        # Carichi voids or a partner's "liscio": most constrained cards first, retry a dead end.
        for _ in range(MAX_DEAL_TRIES):
            placed = self._place_constrained(pool, counts, rng)
            if placed is not None:
                for s, cards in enumerate(placed[:-1]):
                    hands[s].extend(cards)
                stock = placed[-1]
                rng.shuffle(stock)
                return stock
        raise ValueError("no deal fits the observation: the voids and signals leave no room")

    def _place_constrained(self, pool: list[int], counts: list[int],
                           rng: random.Random) -> list[list[int]] | None:
        """``pool`` placed into the hands' hidden slots and, last in the list, the stock."""
        voids, excluded = self.know.voids, self.know.excluded
        room = counts + [len(pool) - sum(counts)]  # the last place is the stock, which takes any card
        stock = len(counts)
        placed: list[list[int]] = [[] for _ in room]
        allowed = {c: [s for s in range(len(room)) if room[s] and (s == stock or (
            c // 10 not in voids.get(s, ()) and c not in excluded.get(s, ())))] for c in pool}
        for c in sorted(pool, key=lambda c: len(allowed[c])):
            seats = [s for s in allowed[c] if room[s]]
            if not seats:
                return None
            seat = rng.choices(seats, [room[s] for s in seats])[0]
            placed[seat].append(c)
            room[seat] -= 1
        return placed
