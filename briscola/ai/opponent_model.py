"""A learned model of how a player plays a card in Briscola a 2, to read the opponent's hand.

The search's worlds are drawn uniformly among the deals its observation allows; the
opponent's past plays say more. ``softmax_probabilities`` over ``card_features`` is a small
conditional-logit model (a weight per feature of each card in hand, a softmax over the
hand) fitted offline on self-play (``training/opponent_data.py``,
``training/fit_opponent.py``): its weights are plain data, ``opponent_weights`` fitted on
``expert-v1`` and ``opponent_weights_medium`` on Medium. ``Evidence`` turns the opponent's
plays seen so far into a likelihood for each world's hidden hand, summing over the orders
in which that hand could have been drawn from the stock.
"""

from __future__ import annotations

import math
from typing import Mapping, Sequence

from ..cards import CardOrder
from ..deal import Deal
from .knowledge import Knowledge
from .playout import policy_card


def policy_choice(hand: Sequence[int], led: int | None, trump: int, stock: int, order: CardOrder) -> int:
    """The card the playout policy plays with this hand (Briscola a 2, seat 0 to play)."""
    deal = Deal(2, [list(hand), []], [0] * stock, None, trump, 1 if led is not None else 0, order)
    if led is not None:
        deal.table = [(1, led)]
    deal.turn = 0
    return policy_card(deal, [0, 1])


def _class(c: int, trump: int, order: CardOrder) -> str:
    """Briscola or not, and liscio / figure / carico."""
    v = order.value[c]
    return ("T" if c // 10 == trump else "P") + ("l" if v == 0 else "f" if v < 10 else "c")


def _stock_bucket(stock: int) -> int:
    return 0 if stock == 0 else 1 if stock <= 8 else 2 if stock <= 20 else 3


def card_features(hand: Sequence[int], led: int | None, trump: int, stock: int, margin: int,
                  order: CardOrder, played: int = 0) -> list[list[str]]:
    """For each card of ``hand`` (in order), the names of its features when playing it:
    the card's class, whether it takes the card led and what that card is, its rank in the
    hand by cost (briscole, then points, then power), the stock's stage, the points margin,
    whether the playout policy would play it, whether it takes the card led most cheaply,
    and whether any stronger card of its suit is still out (``played``: a bit mask of the
    cards in finished tricks)."""
    value, power = order.value, order.power
    sb = _stock_bucket(stock)
    phase = "L" if led is None else "R"
    by_cost = sorted(hand, key=lambda x: (x // 10 == trump, value[x], power[x]))
    trumps = sum(1 for x in hand if x // 10 == trump)
    mb = "-" if margin < -15 else "+" if margin > 15 else "="
    policy = policy_choice(hand, led, trump, stock, order)
    n = len(hand)
    mine = 0
    for x in hand:
        mine |= 1 << x
    gone = played | mine | (1 << led if led is not None else 0)
    cheapest_taker = None
    if led is not None:
        led_keys = order.strength[trump][led // 10]
        takers = [x for x in by_cost if led_keys[x] > led_keys[led]]
        cheapest_taker = takers[0] if takers else None
    out = []
    for c in hand:
        cls = _class(c, trump, order)
        rank = by_cost.index(c)
        f = [f"{phase}|{cls}", f"{phase}{sb}|{cls}", f"{phase}|r{rank}/{n}", f"{phase}{sb}|r{rank}|{cls}",
             f"{phase}|{cls}|t{trumps}", f"{phase}{mb}|{cls}"]
        if c == policy:
            f += [f"{phase}|pol", f"{phase}{sb}|pol"]
        suit = c // 10
        boss = all(gone >> x & 1 for x in range(10 * suit, 10 * suit + 10) if power[x] > power[c])
        f.append(f"{phase}|{cls}|boss{int(boss)}")
        if led is not None:
            keys = order.strength[trump][led // 10]
            beats = "b" if keys[c] > keys[led] else "n"
            same = "s" if c // 10 == led // 10 else "o"
            lc = _class(led, trump, order)
            if c == cheapest_taker:
                f += [f"R|cheap|{lc}", f"R{sb}|cheap|{lc}"]
            f += [f"R|{cls}|{lc}|{beats}{same}", f"R{sb}|{cls}|{lc}|{beats}",
                  f"R|r{rank}|{lc}|{beats}", f"R{mb}|{cls}|{lc}|{beats}"]
        out.append(f)
    return out


def softmax_probabilities(features: Sequence[Sequence[str]], weights: Mapping[str, float]) -> list[float]:
    scores = [sum(weights.get(name, 0.0) for name in f) for f in features]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


class Evidence:
    """The opponent's plays seen so far in a Briscola a 2 deal, while cards are still to draw
    (after that the search knows its hand). ``likelihood(hand)`` is the chance, by the model,
    that an opponent now holding ``hand`` played those cards: a sum over which of its cards
    it drew after each trick (each order alike a priori), on the last ``window`` plays."""

    def __init__(self, know: Knowledge, weights: Mapping[str, float], window: int) -> None:
        self.weights = weights
        self.order = know.order
        self.trump = know.trump
        me, opponent = know.seat, 1 - know.seat
        plays: list[tuple[int, int | None, int, int, bool, int]] = []  # card, led, stock, margin, drew after, played
        points = [0, 0]
        played = 0
        finished = len(know.tricks)
        for i, trick in enumerate(know.tricks):
            cards = dict(trick.cards)
            led = None if trick.leader == opponent else cards[me]
            plays.append((cards[opponent], led, know.stock + 2 * (finished - i), points[opponent] - points[me],
                          True, played))
            points[trick.winner] += sum(self.order.value[c] for _, c in trick.cards)
            for _, c in trick.cards:
                played |= 1 << c
        if know.table and know.table[0][0] == opponent:
            plays.append((know.table[0][1], None, know.stock, points[opponent] - points[me], False, played))
        self.plays = plays[-window:] if window else []
        # The likelihood of the same plays from an opponent playing any card of its hand
        # alike, whatever the hand: summed over the draw orders as in ``likelihood``, a play
        # it drew after counts 1 (three orders, a third each), the card it leads now 1 over
        # its hand then.
        self.at_random = 1.0
        for play in self.plays:
            if not play[4]:
                self.at_random /= know.hand_sizes[opponent] + 1
        self._cache: dict[tuple[int, int], float] = {}  # (play, hand then) -> the model's chance of the play
        self._hands: dict[int, float] = {}  # hand now -> likelihood

    def likelihood(self, hand: Sequence[int]) -> float:
        now = 0
        for c in hand:
            now |= 1 << c
        found = self._hands.get(now)
        if found is None:
            found = self._hands[now] = self._likelihood(now)
        return found

    def _likelihood(self, now: int) -> float:
        # Hands as bit masks of cards, walked back from now one play at a time.
        states = {now: 1.0}
        for j in range(len(self.plays) - 1, -1, -1):
            bit, drew = 1 << self.plays[j][0], self.plays[j][4]
            before: dict[int, float] = {}
            for held, weight in states.items():
                if drew:
                    rest = held
                    while rest:
                        low = rest & -rest
                        rest ^= low
                        h = (held ^ low) | bit
                        before[h] = before.get(h, 0.0) + weight * self._probability(j, h)
                else:
                    h = held | bit
                    before[h] = before.get(h, 0.0) + weight * self._probability(j, h)
            states = before
        return sum(states.values())

    def _probability(self, j: int, mask: int) -> float:
        key = (j, mask)
        p = self._cache.get(key)
        if p is None:
            card, led, stock, margin, _, played = self.plays[j]
            hand = [c for c in range(mask.bit_length()) if mask >> c & 1]
            probs = softmax_probabilities(card_features(hand, led, self.trump, stock, margin, self.order, played),
                                          self.weights)
            p = self._cache[key] = probs[hand.index(card)]
        return p


def model_share(likelihoods: Sequence[float], prior: float, at_random: float) -> float:
    """The chance, after the plays weighed, that the opponent plays as the model and not at
    random: ``prior`` before any play, then as likely as each makes the plays (the model's
    likelihood averaged over hands drawn uniformly, against the random player's ``at_random``)."""
    as_model = prior * sum(likelihoods) / len(likelihoods)
    either = as_model + (1.0 - prior) * at_random
    return as_model / either if either > 0 else 0.0
