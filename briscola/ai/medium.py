"""The Medium level: a solid rule-based player that counts points and keeps its briscole.

Each card is scored as the points it moves to or from this seat's side in the trick under
way, weighed by the chance that a later opponent beats it, less what the card is still
worth in hand (a high briscola wins much later on; a liscio is worth nothing). That one
rule yields the habits a good player has: lisci led, carichi taken with the cheapest
winning card, no briscola wasted on an empty trick, carichi loaded onto a partner's safe
trick, a partner's winning card never overtaken for nothing.

The functions are public because the search levels reuse them: ``choose_bid`` and
``choose_trump`` for the chiamata auction, ``card_for`` as a fast rollout policy.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ..actions import Action
from ..auction import MIN_TARGET
from ..cards import CardOrder, card, parse_card
from ..variants.joker import JOKER_NEEDS
from ..observation import Observation
from .base import legal_actions, play, seeded, unthought_move
from .knowledge import Knowledge, card_order

OVERTAKE_ALLY = 0.5  # a tie goes to letting the partner keep the lead
SPENDS_BEATER = 0.6  # an opponent holding a card that beats ours does not always spend it
JOKER_RISK = 30.0  # what becoming the Joker alone against two costs when it cannot reach 51
BID_STRENGTH = 9.5  # suit strength (with the called card) needed to call at 61
TWO_DOMINANT = 3.0  # extra strength needed to raise the 2 to more points
RAISE_COST = 0.25  # extra strength per point of target above 61
CARICHI_STRENGTH = 11.0


class MediumAgent:
    def __init__(self, seed: int | str = 0) -> None:
        self._rng = seeded(seed)  # only breaks ties between equally good cards

    def choose(self, observation: Observation) -> str:
        return choose(observation, self._rng)


def choose(obs: Observation, rng: random.Random | None = None) -> str:
    unthought = unthought_move(obs)
    if unthought:
        return unthought
    if obs["phase"] == "auction":
        return choose_bid(obs)
    if obs["phase"] == "call":
        return choose_trump(obs)
    return choose_card(obs, rng)


# -- card play -------------------------------------------------------------------------------


def choose_card(obs: Observation, rng: random.Random | None = None) -> str:
    return play(card_for(Knowledge.from_observation(obs), rng))


def card_for(k: Knowledge, rng: random.Random | None = None) -> int:
    """The legal card with the best score; exact ties broken by the RNG when one is given."""
    allies = likely_allies(k)
    n = k.players
    after = [(k.seat + i) % n for i in range(1, n - len(k.table))]
    foes_after = [s for s in after if s not in allies]
    scored = [(_score(k, c, allies, foes_after), -k.order.power[c], c) for c in k.legal]
    best = max(score for score, _, _ in scored)
    # Among equal scores the weakest card goes: it keeps the stronger one for later.
    top = max(weak for score, weak, _ in scored if score == best)
    ties = sorted(c for score, weak, c in scored if score == best and weak == top)
    return ties[0] if rng is None or len(ties) == 1 else rng.choice(ties)


def _score(k: Knowledge, c: int, allies: frozenset[int], foes_after: Sequence[int]) -> float:
    value = k.value(c)
    if k.table:
        led = k.table[0][1] // 10
        winner, winning_card = k.winning(k.table)
        stake = sum(k.value(x) for _, x in k.table) + value
        takes = k.trick_key(c, led) > k.trick_key(winning_card, led)
    else:
        led, winner, winning_card, stake, takes = c // 10, k.seat, c, value, True
    if takes:
        swing = (1 - 2 * chance_beaten(k, c, led, foes_after)) * stake
        if winner != k.seat and winner in allies:
            swing -= OVERTAKE_ALLY
    elif winner in allies:
        swing = (1 - 2 * chance_beaten(k, winning_card, led, foes_after)) * stake
    else:
        swing = -stake
    return swing - keep_value(k, c) - _joker_risk(k, c, stake if takes else 0)


def keep_value(k: Knowledge, c: int) -> float:
    """What card c is still worth in hand: briscole most (the Asso and Tre above all)."""
    power, value = k.order.power[c], k.order.value[c]
    if c // 10 == k.trump:
        worth = 2.25 + 1.5 * (power + value)  # the Asso 32, the Tre 29, the 2 just 2.25
    else:
        worth = 0.45 * value + 0.3 * power
    # Near the end of the deal there is little left to keep a card for.
    plays_left = len(k.hand) + k.stock // k.players
    return worth * min(1.0, (plays_left - 1) / 3)


def chance_beaten(k: Knowledge, c: int, led: int, foes: Sequence[int]) -> float:
    """The chance that one of ``foes`` (still to play) beats card c."""
    beaters = k.beaters(c, led)
    if not beaters or not foes:
        return 0.0
    pool = len(k.unseen)
    none_held = 1.0
    for seat in foes:
        if beaters & k.held.get(seat, frozenset()):
            return SPENDS_BEATER
        slots = k.hidden_slots[seat]
        if slots <= 0 or not pool:
            continue
        hidden = sum(1 for x in beaters & k.unseen if k.could_hold(seat, x))
        none_held *= (1 - min(1.0, slots / pool)) ** hidden
    return SPENDS_BEATER * (1 - none_held)


def _joker_risk(k: Knowledge, c: int, taken: int) -> float:
    """Joker Briscola: the first briscola makes its player the Joker, alone against two."""
    if not k.variant.has_joker or k.joker is not None or c // 10 != k.trump:
        return 0.0
    strong = sum(k.value(x) + 4 for x in k.hand
                 if x != c and x // 10 == k.trump and k.order.power[x] >= 7)
    return 0.0 if k.points[k.seat] + taken + strong >= JOKER_NEEDS else JOKER_RISK


# -- who is with whom ------------------------------------------------------------------------


def likely_allies(k: Knowledge) -> frozenset[int]:
    """Known mates, plus in chiamata the undecided seats whose play gives them away."""
    if k.caller is None or not k.unknown:
        return k.mates
    evidence = partner_evidence(k)
    if k.seat == k.caller:
        defenders = {s for s, e in evidence.items() if e <= -2}
        top = max(evidence.values())
        leaders = [s for s, e in evidence.items() if e == top]
        if top >= 2 and len(leaders) == 1:
            return k.mates | {leaders[0]}
        if len(defenders) == len(evidence) - 1:  # only one seat left who can be the socio
            return k.mates | (set(evidence) - defenders)
        return k.mates
    return k.mates | {s for s, e in evidence.items() if e <= -2}


def partner_evidence(k: Knowledge) -> dict[int, int]:
    """For each undecided seat: above 0 it plays like the caller's socio, below like a defender.

    Loading points onto a trick the caller is winning is what a socio does; taking a trick
    away from the caller is what a defender does.
    """
    evidence = {s: 0 for s in k.unknown if s != k.caller}
    tricks = [t.cards for t in k.tricks] + ([k.table] if k.table else [])
    for plays in tricks:
        led = plays[0][1] // 10
        for i in range(1, len(plays)):
            seat, c = plays[i]
            winner, winning_card = k.winning(plays[:i])
            if seat not in evidence or winner != k.caller:
                continue
            if k.trick_key(c, led) > k.trick_key(winning_card, led):
                evidence[seat] -= 2
            elif k.value(c) >= 10:
                evidence[seat] += 2
            elif k.value(c) >= 2:
                evidence[seat] += 1
    return evidence


# -- chiamata: the auction and the call ------------------------------------------------------


def choose_bid(obs: Observation) -> str:
    """Call the highest rank missing from the strongest suit if the hand is worth it."""
    legal = [Action.parse(a) for a in legal_actions(obs)]
    hand = [parse_card(code) for code in obs["hand"]]
    return bid_for(legal, card_order(obs), hand, bool(obs["options"].get("auction_points")))


def bid_for(legal: Sequence[Action], order: CardOrder, hand: Sequence[int], points_variant: bool) -> str:
    """``choose_bid`` on any hand: the search levels ask it how the other seats bid."""
    return HandReading.of(order, hand).bid(legal, points_variant)


@dataclass(frozen=True)
class HandReading:
    """What Medium's auction reads of a hand, read once and asked at every call."""

    order: CardOrder
    hand: frozenset[int]
    carichi: float  # carichi_strength
    suit: int  # the strongest suit: the rank auction's briscola
    strength: float  # its suit_strength
    points_strength: float  # the points auction: the best suit's strength with the card it would call

    @classmethod
    def of(cls, order: CardOrder, hand: Sequence[int]) -> "HandReading":
        suit = strongest_suit(order, hand)
        best = max(range(4), key=lambda s: (suit_strength(order, hand, s), s))
        points_strength = suit_strength(order, hand, best) + trump_weight(order, card_to_call(order, hand, best))
        return cls(order, frozenset(hand), carichi_strength(order, hand), suit,
                   suit_strength(order, hand, suit), points_strength)

    def bid(self, legal: Sequence[Action], points_variant: bool) -> str:
        carichi = Action("bid", carichi=True)
        if carichi in legal and self.carichi >= CARICHI_STRENGTH:
            return str(carichi)
        bids = [a for a in legal if a.verb == "bid" and not a.carichi]
        if points_variant:
            return next((str(a) for a in bids if self.points_strength >= _needed(a.points or MIN_TARGET)), "pass")
        for bid in bids:
            assert bid.rank is not None
            called = card(bid.rank, self.suit)
            if called in self.hand:
                continue
            target = bid.points or MIN_TARGET
            needed = _needed(target) + (TWO_DOMINANT if target > MIN_TARGET else 0.0)
            if self.strength + trump_weight(self.order, called) >= needed:
                return str(bid)
        return "pass"


def choose_trump(obs: Observation) -> str:
    """Name the strongest suit whose called card is someone else's (the suit, or the card)."""
    legal = [Action.parse(a) for a in legal_actions(obs)]
    order = card_order(obs)
    hand = [parse_card(code) for code in obs["hand"]]
    if legal[0].verb == "call":
        return str(Action("call", card=called_card_for(order, hand, None)))
    seat = obs["seat"]
    bids = [Action.parse(a) for s, a in obs["auction"] if s == seat]
    rank = next(bid.rank for bid in reversed(bids) if bid.verb == "bid" and bid.rank is not None)
    return str(Action("trump", suit=called_card_for(order, hand, rank) // 10))


def called_card_for(order: CardOrder, hand: Sequence[int], rank: int | None) -> int:
    """The card ``choose_trump`` calls with a hand that won the auction with ``rank`` (None:
    the points auction, where any card may be called)."""
    if rank is None:
        suit = strongest_suit(order, hand)
        return card_to_call(order, hand, suit)
    # The strongest suit whose card of that rank the hand does not hold.
    suits = [s for s in range(4) if card(rank, s) not in hand] or list(range(4))
    return card(rank, max(suits, key=lambda s: (suit_strength(order, hand, s), s)))


def strongest_suit(order: CardOrder, hand: Sequence[int]) -> int:
    return max(range(4), key=lambda s: (suit_strength(order, hand, s), sum(c // 10 == s for c in hand), s))


def suit_strength(order: CardOrder, hand: Sequence[int], suit: int) -> float:
    """How well the hand plays with ``suit`` as briscola: its length and high cards there,
    and the Assi and Tre of the other suits."""
    return sum(trump_weight(order, c) if c // 10 == suit else _side_weight(order, c) for c in hand)


def trump_weight(order: CardOrder, c: int) -> float:
    """Asso 3.5, Tre 3, Re 2.5, Cavallo 2, Fante 1.5, any other briscola 1."""
    return max(1.0, 0.5 * order.power[c] - 1.0)


def _side_weight(order: CardOrder, c: int) -> float:
    return {9: 1.5, 8: 0.75, 7: 0.25}.get(order.power[c], 0.0)


def carichi_strength(order: CardOrder, hand: Sequence[int]) -> float:
    """Playing alone without briscola and following suit needs Assi, with their Tre."""
    strength = 0.0
    for suit in range(4):
        powers = [order.power[c] for c in hand if c // 10 == suit]
        if 9 in powers:
            strength += 3 + (2 if 8 in powers else 0) + (1 if len(powers) >= 4 else 0)
        elif 8 in powers:
            strength += 0.5
    return strength


def card_to_call(order: CardOrder, hand: Sequence[int], suit: int) -> int:
    """The strongest card of the suit not in hand (the Asso if missing, else the Tre, ...);
    eight cards never hold a whole suit."""
    return next(card(rank, suit) for rank in order.rank_order if card(rank, suit) not in hand)


def _needed(target: int) -> float:
    return BID_STRENGTH + (target - MIN_TARGET) * RAISE_COST
