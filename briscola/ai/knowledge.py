"""What one seat's observation implies: the cards still out, who surely holds what, the sides.

Every computer player reads the game through this and nothing else, so all it can conclude
is what that seat may know (RULES.md §8). The facts here are certain; guesses (who the
hidden socio probably is, where an unseen card probably lies) belong to the players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from ..actions import Action
from ..cards import CLASSIC, NO_TRUMP, SOUTHERN, SUITS, CardOrder, parse_card, trick_leader
from ..deal import Trick
from ..scoring import TOTAL_POINTS
from ..signals import denied_by_liscio, signalled_card
from ..variants import VARIANTS, SideFacts, Variant
from ..observation import Observation


@dataclass(frozen=True)
class Knowledge:
    """One seat's certain knowledge at one moment, with int cards (see ``briscola.cards``)."""

    seat: int
    variant: Variant
    players: int
    phase: str
    order: CardOrder
    trump: int  # the briscola suit, NO_TRUMP before it is named or in carichi
    briscola_card: int | None  # the turned card (None in chiamata)
    hand: tuple[int, ...]
    legal: tuple[int, ...]  # the cards this seat may play now (empty when not its turn to play)
    table: tuple[tuple[int, int], ...]  # (seat, card) of the trick under way
    tricks: tuple[Trick, ...]
    played: frozenset[int]  # in finished tricks or on the table
    out: frozenset[int]  # neither in this hand nor played: other hands, stock, the Joker's removed 2
    held: Mapping[int, frozenset[int]]  # other seats' cards known for sure (open hands, drawn briscola)
    unseen: frozenset[int]  # ``out`` less what is known to be held or lying face up under the stock
    hand_sizes: tuple[int, ...]
    stock: int  # cards left to draw, the turned briscola included
    points: tuple[int, ...]  # captured per seat
    voids: Mapping[int, frozenset[int]]  # suits a seat cannot hold (shown by carichi's follow-suit rule)
    excluded: Mapping[int, frozenset[int]]  # cards a seat cannot hold (a partner's "liscio" this trick)
    mates: frozenset[int]  # seats known to be on this seat's side, itself included
    opponents: frozenset[int]  # seats known to be against it
    caller: int | None
    called_card: int | None
    joker: int | None
    removable: frozenset[int]  # Joker Briscola: one of these unseen 2s is out of play, nobody can tell which

    @classmethod
    def from_observation(cls, obs: Observation) -> "Knowledge":
        variant, seat, players = VARIANTS[obs["game"]], obs["seat"], obs["players"]
        order = card_order(obs)
        trump = SUITS.index(obs["trump"]) if obs["trump"] else NO_TRUMP
        # Without a stock "briscola" is only the named suit: no card is turned.
        briscola_card = parse_card(obs["briscola"]) if variant.has_stock and obs["briscola"] else None
        hand = tuple(parse_card(code) for code in obs["hand"])
        tricks = tuple(Trick(t["leader"], _cards(t["cards"]), t["winner"]) for t in obs["history"])
        table = _cards(obs["table"])
        played = frozenset(c for t in tricks for _, c in t.cards) | {c for _, c in table}
        hand_sizes, stock = tuple(obs["hands"]), obs["stock"]
        held = {int(s): frozenset(parse_card(code) for code in cards)
                for s, cards in obs["open_hands"].items()}
        if briscola_card is not None and stock == 0 and briscola_card not in played | set(hand):
            drawer = _briscola_drawer(variant, tricks, sum(hand_sizes) + len(played))
            held[drawer] = held.get(drawer, frozenset()) | {briscola_card}
        told, excluded = _signals(obs["signals"], seat, trump, played, len(tricks))
        for s, cards in told.items():
            held[s] = held.get(s, frozenset()) | cards
        known_elsewhere = frozenset(c for cards in held.values() for c in cards)
        in_play, removable = variant.cards_in_play(set(hand) | played | known_elsewhere
                                                         | ({briscola_card} if briscola_card is not None else set()))
        out = in_play - set(hand) - played
        face_up = {briscola_card} if briscola_card is not None and stock else set()
        caller = obs["caller"]
        called_card = parse_card(obs["called_card"]) if obs["called_card"] else None
        mates, opponents = variant.seat_sides(seat, _side_facts(obs, hand, called_card))
        legal = tuple(move.card for move in map(Action.parse, obs["legal_actions"])
                      if move.verb == "play" and move.card is not None)
        return cls(
            seat=seat, variant=variant, players=players, phase=obs["phase"], order=order, trump=trump,
            briscola_card=briscola_card, hand=hand, legal=legal,
            table=table, tricks=tricks, played=played, out=out, held=held,
            unseen=out - known_elsewhere - face_up, hand_sizes=hand_sizes, stock=stock,
            points=tuple(obs["points"]), voids=_voids(tricks, table) if obs["carichi"] else {},
            excluded=excluded,
            mates=mates, opponents=opponents, caller=caller, called_card=called_card,
            joker=obs["joker"], removable=removable,
        )

    # -- derived facts ---------------------------------------------------------------------

    @property
    def others(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if s != self.seat)

    @property
    def unknown(self) -> frozenset[int]:
        """Seats whose side this seat cannot yet tell."""
        return frozenset(self.others) - self.mates - self.opponents

    @property
    def removed_unknown(self) -> bool:
        """Whether a card of the deal is out of play and this seat cannot tell which."""
        return bool(self.removable)

    @property
    def points_left(self) -> int:
        """Card points not yet captured: in hands, in the stock and on the table."""
        return TOTAL_POINTS - sum(self.points)

    @property
    def hidden_slots(self) -> dict[int, int]:
        """For each other seat, how many of its cards this seat cannot name."""
        return {s: self.hand_sizes[s] - len(self.held.get(s, ())) for s in self.others}

    @property
    def stock_hidden(self) -> int:
        """Stock cards face down (the turned briscola, drawn last, is face up)."""
        return max(self.stock - 1, 0)

    def value(self, c: int) -> int:
        return self.order.value[c]

    def trick_key(self, c: int, led: int) -> int:
        """How strongly card c stands in a trick whose led suit is ``led``: higher wins."""
        return self.order.strength[self.trump][led][c]

    def winning(self, table: Sequence[tuple[int, int]]) -> tuple[int, int]:
        """(seat, card) taking a trick so far."""
        seat, _ = trick_leader(table, self.order.strength[self.trump][table[0][1] // 10])
        return next(play for play in table if play[0] == seat)

    def beaters(self, c: int, led: int, among: Iterable[int] | None = None) -> frozenset[int]:
        """Cards (still out, unless ``among`` is given) that would beat card c in that trick."""
        key = self.trick_key(c, led)
        return frozenset(x for x in (self.out if among is None else among) if self.trick_key(x, led) > key)

    def could_hold(self, seat: int, c: int) -> bool:
        """Whether another seat may hold card c, as far as this seat can tell."""
        if c in self.held.get(seat, ()):
            return True
        return (c in self.unseen and c // 10 not in self.voids.get(seat, ()) and c not in self.excluded.get(seat, ())
                and self.hidden_slots[seat] > 0)


def card_order(obs: Observation) -> CardOrder:
    """The deck order in play: classic, or the French southern order (J above Q)."""
    return SOUTHERN if obs["options"].get("southern_order") else CLASSIC


def _cards(plays: Iterable[Sequence[Any]]) -> tuple[tuple[int, int], ...]:
    return tuple((int(s), parse_card(code)) for s, code in plays)


def _briscola_drawer(variant: Variant, tricks: Sequence[Trick], in_play: int) -> int:
    """The turned briscola is the last card drawn: after the trick that empties the stock,
    by the seat just before that trick's winner (the winner draws first)."""
    players = variant.players
    first_stock = in_play - players * variant.hand_size
    last_drawing_trick = tricks[first_stock // players - 1]
    return (last_drawing_trick.winner - 1) % players


def _voids(tricks: Sequence[Trick], table: Sequence[tuple[int, int]]) -> dict[int, frozenset[int]]:
    """Under the follow-suit rule, a seat that did not follow the led suit holds none of it."""
    voids: dict[int, set[int]] = {}
    for plays in [t.cards for t in tricks] + ([tuple(table)] if table else []):
        led = plays[0][1] // 10
        for s, c in plays[1:]:
            if c // 10 != led:
                voids.setdefault(s, set()).add(led)
    return {s: frozenset(suits) for s, suits in voids.items()}


def _signals(signals: Iterable[Sequence[Any]], seat: int, trump: int, played: frozenset[int],
             trick: int) -> tuple[dict[int, frozenset[int]], dict[int, frozenset[int]]]:
    """What the partner's signals (RULES.md §9; the engine takes only true ones) make certain:
    the briscole it said it holds and has not played, and after a "liscio" in this very trick
    (no card drawn since) that it holds no briscola, Asso or Tre."""
    told: dict[int, frozenset[int]] = {}
    excluded: dict[int, frozenset[int]] = {}
    for s, t, word in signals:
        if s == seat:
            continue
        said = signalled_card(word, trump)
        if said is not None and said not in played:
            told[s] = told.get(s, frozenset()) | {said}
        elif said is None and t == trick:
            excluded[s] = denied_by_liscio(trump)
    return told, excluded


def _side_facts(obs: Observation, hand: tuple[int, ...], called_card: int | None) -> SideFacts:
    """What this seat knows of the sides: the Joker, and once the contract is made the
    chiamante and the socio where known (the socio knows it holds the called card; in
    carichi the chiamante is alone)."""
    caller = obs["caller"]
    if caller is None or obs["phase"] in ("auction", "call"):
        return SideFacts(joker=obs["joker"])
    socio = obs["partner"]
    if socio is None and obs["carichi"]:
        socio = caller
    elif socio is None and called_card in hand:
        socio = obs["seat"]
    return SideFacts(joker=obs["joker"], caller=caller, socio=socio)
