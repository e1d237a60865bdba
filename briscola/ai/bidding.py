"""Expert's chiamata auction and call, decided by search (issue 16).

Each option open to the seat (pass, a rank, carichi, a raise of the 2, and once the
auction is won the suit or the card to call, one's own included) is scored over the same
sampled worlds: the other seats' eight cards dealt at random among those this seat has not
seen, each seat's hand drawn until it fits the calls that seat has made. In every world
the auction runs on from the option, the other seats calling by Medium's rules on their
own hands (the rules today's levels bid by) and this seat passing from then on (it will
decide again at its next turn); the deal is then played out by the fast ``playout``
policy and scored by the partita's own scoring (the contract's multiplier, a lone caller's
triple stake, cappotto). The option with the best mean partita score is taken, with two
guards: a bid only if it beats the pass by more than the worlds' noise, and only one this
seat would be glad to be left holding (scored with every other seat passing), since the
others may not outbid it as Medium's rules say.

Where this seat ends as the chiamante, the card it would call is chosen once over all the
worlds (the best mean), not world by world: the seat cannot see which world is the true one.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

from ..actions import Action
from ..auction import MIN_TARGET, Auction
from ..cards import NO_TRUMP, CardOrder, card
from ..deal import Deal
from ..observation import Observation
from ..scoring import TOTAL_POINTS
from ..variants.chiamata import score
from .knowledge import Knowledge, card_order
from .medium import HandReading, called_card_for, suit_strength
from .playout import playout

PLAYERS = 5
HAND_SIZE = 8
STEPPED_TARGETS = (71, 81)  # where the multiplier steps up: the only raises worth a jump
SEAT_TRIES = 40  # draws of one seat's hand, at most, until it fits that seat's calls
MIN_WORLDS = 8  # the clock never ends a decision before this many worlds
BID_SUITS = 2  # while bidding, the calls weighed are in this many of the hand's strongest suits
# A bid must beat the pass by this many standard errors of the worlds' differences: the
# worlds are few, and a bid that only seems better is a contract lost half the time.
BID_CONFIDENCE = 1.0
PASS = Action("pass")

# A played-out world's card points per seat, by (trump, carichi, caller, socio).
Playouts = dict[tuple[int, bool, int, int], list[int]]


@dataclass(frozen=True)
class Table:
    """The auction as this seat sees it, with the calls of the other seats to explain."""

    seat: int
    dealer: int
    order: CardOrder
    points_variant: bool
    scoring: str  # the option chiamata_scoring
    hand: tuple[int, ...]
    unseen: tuple[int, ...]
    auction: Auction
    calls: tuple[tuple[int, tuple[Action, ...], Action], ...]  # other seats': (seat, legal then, call)
    suits: tuple[int, ...]  # the suits whose cards this seat weighs calling as chiamante

    @classmethod
    def from_observation(cls, obs: Observation) -> "Table":
        order = card_order(obs)
        points_variant = bool(obs["options"].get("auction_points"))
        auction = Auction.start(obs["dealer"], order, points_variant)
        calls = []
        for seat, text in obs["auction"]:
            move = Action.parse(text)
            if seat != obs["seat"]:
                calls.append((seat, _parsed(tuple(auction.legal_calls())), move))
            auction = auction.call(move)
        know = Knowledge.from_observation(obs)
        # While bidding, only the strongest suits: naming a weak one is seldom right, and
        # each suit weighed costs playouts (the call itself weighs all four).
        suits = sorted(range(4), key=lambda s: -suit_strength(order, know.hand, s))
        return cls(obs["seat"], obs["dealer"], order, points_variant,
                   str(obs["options"].get("chiamata_scoring", "003")), know.hand,
                   tuple(sorted(know.unseen)), auction, tuple(calls),
                   tuple(suits if obs["phase"] == "call" else suits[:BID_SUITS]))

    def sample(self, rng: random.Random) -> list[list[int]]:
        """One deal of the unseen cards, each seat's hand drawn again (a few times at most)
        until Medium's rules would have made that seat's calls with it."""
        pool = list(self.unseen)
        hands: list[list[int]] = [[] for _ in range(PLAYERS)]
        hands[self.seat] = list(self.hand)
        callers = {seat for seat, _, _ in self.calls}
        # The seats whose calls say most first, while the pool still has room to choose: a
        # bid says more than a pass, and the last seat takes what is left.
        said = {seat: sum(move != PASS for s, _, move in self.calls if s == seat) for seat in callers}
        others = sorted((s for s in range(PLAYERS) if s != self.seat), key=lambda s: -said.get(s, -1))
        for seat in others:
            hand = rng.sample(pool, HAND_SIZE)
            for _ in range(SEAT_TRIES - 1):
                if seat not in callers or len(pool) == HAND_SIZE or self.fits(seat, hand):
                    break
                hand = rng.sample(pool, HAND_SIZE)
            hands[seat] = hand
            taken = set(hand)
            pool = [c for c in pool if c not in taken]
        return hands

    def fits(self, seat: int, hand: Sequence[int]) -> bool:
        """Whether Medium's rules would have made the calls ``seat`` made, holding ``hand``."""
        reading = HandReading.of(self.order, hand)
        return all(reading.bid(legal, self.points_variant) == str(move) for s, legal, move in self.calls if s == seat)


@dataclass
class Tally:
    """One option's score in each world: where another seat ends as chiamante, and where
    this seat does, per card it could call (0 in the worlds of the other kind)."""

    others: list[float] = field(default_factory=list)
    as_caller: dict[int, list[float]] = field(default_factory=dict)

    def add(self, other: float, as_caller: dict[int, float] | None) -> None:
        world = len(self.others)
        self.others.append(other)
        for c, value in (as_caller or {}).items():
            self.as_caller.setdefault(c, [0.0] * world).append(value)
        for scores in self.as_caller.values():
            if len(scores) == world:
                scores.append(0.0)

    def best_card(self) -> int | None:
        """The card to call, the same in every world: the best in the mean."""
        scores = self.as_caller
        return max(sorted(scores), key=lambda c: sum(scores[c])) if scores else None

    def per_world(self) -> list[float]:
        called = self.best_card()
        if called is None:
            return self.others
        return [a + b for a, b in zip(self.others, self.as_caller[called])]


class AuctionSearch:
    """Scores the options of one auction or call decision over sampled worlds."""

    def __init__(self, obs: Observation, rng: random.Random, worlds: int, budget_ms: float | None) -> None:
        self.table = Table.from_observation(obs)
        self.rng = rng
        self.worlds = worlds
        self.budget_ms = budget_ms

    def choose_bid(self, legal: Sequence[str]) -> str:
        options = options_to_weigh([Action.parse(a) for a in legal])
        calls = [self.table.auction.call(option) for option in options]
        tallies = self._run([(call, True) for call in calls] + [(call, False) for call in calls])
        scores = [tally.per_world() for tally in tallies[:len(options)]]
        held = [statistics.fmean(tally.per_world()) for tally in tallies[len(options):]]
        passing = options.index(PASS)
        # Never a bid this seat would not gladly be left holding: the other seats may not
        # outbid it as Medium's rules say (people do not), and a bid that pushes them onto
        # a weaker card is worth nothing then.
        floor = statistics.fmean(scores[passing])
        open_ = [i for i in range(len(options)) if i == passing or held[i] >= floor]
        # Equal means: the option listed first (the ranks come from the Asso down).
        best = max(open_, key=lambda i: (round(statistics.fmean(scores[i]), 9), -i))
        if not clearly_better(scores[best], scores[passing]):
            return str(PASS)
        return str(options[best])

    def choose_call(self, legal: Sequence[str]) -> str:
        """The suit (rank auction) or the card (points auction) this seat calls as chiamante."""
        best = self.table.auction.best
        assert best is not None and best.seat == self.table.seat
        called = self._run([(self.table.auction, True)])[0].best_card()
        assert called is not None
        for move in map(Action.parse, legal):
            if called == (move.card if move.card is not None else card(best.rank or 0, move.suit or 0)):
                return str(move)
        raise AssertionError(f"{called} is not among the calls {legal}")

    def _run(self, auctions: Sequence[tuple[Auction, bool]]) -> list[Tally]:
        """Each auction's score over the worlds, run on by the other seats (True) or with
        them all passing (False)."""
        tallies = [Tally() for _ in auctions]
        start = time.perf_counter()
        for done in range(self.worlds):
            world = World(self.table, self.table.sample(self.rng))
            for (auction, replies), tally in zip(auctions, tallies):
                world.score(world.finish(auction, replies), tally)
            if (self.budget_ms is not None and done + 1 >= MIN_WORLDS
                    and (time.perf_counter() - start) * 1000 >= self.budget_ms):
                break
        return tallies


def clearly_better(scores: Sequence[float], than: Sequence[float]) -> bool:
    """Whether ``scores`` beat ``than`` (the same worlds) by BID_CONFIDENCE standard errors."""
    if scores is than:
        return False
    gains = [a - b for a, b in zip(scores, than)]
    noise = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    return statistics.fmean(gains) > BID_CONFIDENCE * noise


def options_to_weigh(legal: Sequence[Action]) -> list[Action]:
    """The legal calls worth scoring: every rank, carichi and the pass, and of the many
    raises only the least one and the jumps to a higher multiplier."""
    raises = [a.points for a in legal if a.points is not None]
    least = min(raises) if raises else None
    return [a for a in legal if a.points is None or a.points == least
            or (a.points in STEPPED_TARGETS and a.points > (least or MIN_TARGET))]


class World:
    """One sampled deal: the auction run on to its end, the deal played out and scored."""

    def __init__(self, table: Table, hands: list[list[int]]) -> None:
        self.table = table
        self.hands = hands
        self.holder = {c: s for s, hand in enumerate(hands) for c in hand}
        self.readings = [HandReading.of(table.order, hand) for hand in hands]
        self.replies: dict[tuple[int, int | None, int, bool], Action] = {}
        self.played: Playouts = {}

    def finish(self, auction: Auction, replies: bool) -> Auction:
        """The auction run to its end, this seat passing and the others calling by Medium's
        rules (``replies``) or passing too."""
        me = self.table.seat
        while not auction.over:
            seat = auction.turn
            auction = auction.call(self._reply(seat, auction) if replies and seat != me else PASS)
        return auction

    def _reply(self, seat: int, auction: Auction) -> Action:
        best = auction.best
        # What a seat may call depends on the best bid alone (not on who made it).
        key = (seat, None, 0, False) if best is None else (seat, best.rank, best.target, best.carichi)
        move = self.replies.get(key)
        if move is None:
            t = self.table
            legal = _parsed(tuple(auction.legal_calls()))
            move = self.replies[key] = Action.parse(self.readings[seat].bid(legal, t.points_variant))
        return move

    def score(self, auction: Auction, tally: Tally) -> None:
        best = auction.best
        me, t = self.table.seat, self.table
        if best is None:
            tally.add(0.0, None)  # all passed: the deal counts for nothing
        elif best.carichi:
            tally.add(self._change(NO_TRUMP, True, best.seat, best.seat, best.target), None)
        elif best.seat == me:
            cards = [c for c in range(40) if c // 10 in t.suits] if best.rank is None \
                else [card(best.rank, s) for s in t.suits]
            tally.add(0.0, {c: self._change(c // 10, False, me, self.holder[c], best.target) for c in cards})
        else:
            called = called_card_for(t.order, self.hands[best.seat], best.rank)
            tally.add(self._change(called // 10, False, best.seat, self.holder[called], best.target), None)

    def _change(self, trump: int, carichi: bool, caller: int, socio: int, target: int) -> float:
        """What this seat's partita score moves by when the deal is played out under that contract."""
        key = (trump, carichi, caller, socio)
        points = self.played.get(key)
        if points is None:
            t = self.table
            deal = Deal(PLAYERS, [h[:] for h in self.hands], [], None, trump, (t.dealer + 1) % PLAYERS, t.order)
            deal.follow_suit = carichi
            playout(deal, [0 if s in (caller, socio) else 1 for s in range(PLAYERS)])
            points = self.played[key] = deal.points
        me = self.table.seat
        ours = points[caller] + (points[socio] if socio != caller else 0)
        role = "caller" if me == caller else "socio" if me == socio else "defender"
        return _change_for(role, ours, socio == caller, target, self.table.scoring)


@lru_cache(maxsize=4096)
def _change_for(role: str, caller_points: int, alone: bool, target: int, table: str) -> int:
    """A seat's partita score change, read off the variant's own scoring (caller seat 0,
    socio seat 1 unless alone, a defender at seat 4)."""
    points = [caller_points, 0, 0, 0, TOTAL_POINTS - caller_points]
    result = score(0, 0, points, 0, 0 if alone else 1, target, False, None, table)
    return result.score_changes[{"caller": 0, "socio": 1, "defender": 4}[role]]


@lru_cache(maxsize=256)  # every auction asks the same few questions
def _parsed(calls: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(Action.parse(c) for c in calls)
