"""The Easy level: a beginner's habits, plausible and beatable.

It throws its cheapest card without a thought for briscole (so small briscole go as if they
were lisci), grabs a carico on the table with whatever winning card comes to mind (at
times a high briscola), loads a partner only when it plays last, now and then plays a card
at random, and bids only with a long suit headed by an Asso or a Tre.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import card, parse_card
from ..observation import Observation
from .base import legal_actions, play, seeded, unthought_move
from .knowledge import Knowledge, card_order
from .medium import card_to_call

THOUGHTLESS = 0.15  # chance of a card played at random
GRAB_ANYHOW = 0.35  # chance of taking a carico with any winning card rather than the cheapest
CARICO = 10
LONG_SUIT = 4
LOWEST_CALLED_POWER = 5  # calls down to the Fante, never lower
HIGHEST_POINTS_BID = 70


class EasyAgent:
    def __init__(self, seed: int | str = 0) -> None:
        self._rng = seeded(seed)

    def choose(self, observation: Observation) -> str:
        unthought = unthought_move(observation)
        if unthought:
            return unthought
        legal = legal_actions(observation)
        if observation["phase"] == "auction":
            return self._bid(observation, legal)
        if observation["phase"] == "call":
            return self._call(observation, legal)
        return play(self._card(Knowledge.from_observation(observation)))

    def _card(self, k: Knowledge) -> int:
        if self._rng.random() < THOUGHTLESS:
            return self._rng.choice(k.legal)
        cheapest = min(k.legal, key=lambda c: (k.value(c), k.order.power[c], c))
        if not k.table:
            return cheapest
        led = k.table[0][1] // 10
        winner, winning_card = k.winning(k.table)
        if winner in k.mates:
            plays_last = len(k.table) == k.players - 1
            return max(k.legal, key=lambda c: (c // 10 != k.trump, k.value(c), -c)) if plays_last else cheapest
        takers = [c for c in k.legal if k.trick_key(c, led) > k.trick_key(winning_card, led)]
        in_suit = [c for c in takers if c // 10 == led != k.trump]
        if in_suit:
            return max(in_suit, key=lambda c: (k.value(c), c))
        if takers and sum(k.value(c) for _, c in k.table) >= CARICO:
            if self._rng.random() < GRAB_ANYHOW:
                return self._rng.choice(takers)
            return min(takers, key=lambda c: (k.order.power[c], c))
        return cheapest

    def _bid(self, obs: Observation, legal: list[str]) -> str:
        order = card_order(obs)
        hand = [parse_card(code) for code in obs["hand"]]
        suit = _longest_suit(hand)
        in_suit = [c for c in hand if c // 10 == suit]
        if len(in_suit) < LONG_SUIT or max(order.power[c] for c in in_suit) < 8:
            return "pass"
        for bid in map(Action.parse, legal):
            if bid.verb != "bid" or bid.carichi or (bid.rank is not None and bid.points is not None):
                continue  # carichi, and raising the 2, are beyond a beginner
            if bid.points is not None:
                return str(bid) if bid.points <= HIGHEST_POINTS_BID else "pass"
            assert bid.rank is not None
            called = card(bid.rank, suit)
            if called not in hand and order.power[called] >= LOWEST_CALLED_POWER:
                return str(bid)
        return "pass"

    def _call(self, obs: Observation, legal: list[str]) -> str:
        hand = [parse_card(code) for code in obs["hand"]]
        suit = _longest_suit(hand)
        if Action.parse(legal[0]).verb == "call":
            return str(Action("call", card=card_to_call(card_order(obs), hand, suit)))
        return str(Action("trump", suit=suit))


def _longest_suit(hand: list[int]) -> int:
    return max(range(4), key=lambda s: (sum(c // 10 == s for c in hand), s))
