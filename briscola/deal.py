"""One smazzata in play: hands, stock, table and tricks, with int cards.

This is the hot path the search AI runs millions of times, so it has no strings and no
validation: ``Game`` validates actions before calling ``play``.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from .cards import NO_TRUMP, CardOrder, trick_leader


class Trick(NamedTuple):
    leader: int
    cards: tuple[tuple[int, int], ...]  # (seat, card) in play order
    winner: int


class Deal:
    __slots__ = ("players", "hands", "stock", "briscola_card", "trump", "follow_suit",
                 "table", "leader", "turn", "points", "tricks", "power", "value", "strength",
                 "first_trump_seat")

    def __init__(self, players: int, hands: list[list[int]], stock: list[int],
                 briscola_card: int | None, trump: int, leader: int, order: CardOrder) -> None:
        self.players = players
        self.hands = hands
        # stock[-1] is drawn next; the turned briscola card is stock[0], so it is drawn last.
        self.stock = stock
        self.briscola_card = briscola_card
        self.trump = trump
        self.follow_suit = False  # only chiamata's carichi obliges a player to follow suit
        self.table: list[tuple[int, int]] = []
        self.leader = leader
        self.turn = leader
        self.points = [0] * players
        self.tricks: list[Trick] = []
        self.power = order.power
        self.value = order.value
        self.strength = order.strength
        self.first_trump_seat: int | None = None  # Joker Briscola's Joker

    @classmethod
    def from_order(cls, players: int, hand_size: int, order: Sequence[int], dealer: int,
                   with_stock: bool, card_order: CardOrder) -> "Deal":
        """Deal one card at a time from the seat after the mazziere; the next card is turned."""
        hands: list[list[int]] = [[] for _ in range(players)]
        dealt = players * hand_size
        for i in range(dealt):
            hands[(dealer + 1 + i) % players].append(order[i])
        leader = (dealer + 1) % players
        if not with_stock:
            return cls(players, hands, [], None, NO_TRUMP, leader, card_order)
        briscola_card = order[dealt]
        stock = [briscola_card, *reversed(order[dealt + 1:])]
        return cls(players, hands, stock, briscola_card, briscola_card // 10, leader, card_order)

    def clone(self) -> "Deal":
        other = Deal.__new__(Deal)
        other.players = self.players
        other.hands = [h[:] for h in self.hands]
        other.stock = self.stock[:]
        other.briscola_card = self.briscola_card
        other.trump = self.trump
        other.follow_suit = self.follow_suit
        other.table = self.table[:]
        other.leader = self.leader
        other.turn = self.turn
        other.points = self.points[:]
        other.tricks = self.tricks[:]
        other.power = self.power
        other.value = self.value
        other.strength = self.strength
        other.first_trump_seat = self.first_trump_seat
        return other

    @property
    def over(self) -> bool:
        return not self.table and not self.hands[self.turn]

    def legal_cards(self) -> list[int]:
        hand = self.hands[self.turn]
        if self.follow_suit and self.table:
            led = self.table[0][1] // 10
            same = [c for c in hand if c // 10 == led]
            if same:
                return same
        return hand[:]

    def trick_winner(self, table: Sequence[tuple[int, int]]) -> int:
        return trick_leader(table, self.strength[self.trump][table[0][1] // 10])[0]

    def play(self, c: int) -> int | None:
        """Play card c for the seat to move; returns the trick's winner when it completes."""
        seat = self.turn
        self.hands[seat].remove(c)
        if self.first_trump_seat is None and c // 10 == self.trump:
            self.first_trump_seat = seat
        table = self.table
        table.append((seat, c))
        players = self.players
        if len(table) < players:
            self.turn = (seat + 1) % players
            return None
        winner = self.trick_winner(table)
        value = self.value
        self.points[winner] += sum(value[card] for _, card in table)
        self.tricks.append(Trick(self.leader, tuple(table), winner))
        self.table = []
        stock = self.stock
        if stock:
            hands = self.hands
            for i in range(players):
                hands[(winner + i) % players].append(stock.pop())
        self.leader = self.turn = winner
        return winner
