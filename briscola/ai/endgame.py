"""Exact solver of perfect-information positions: the points one side still takes.

Once every card's place is known (Briscola a 2 with the stock gone, or inside one
determinized world), the rest of the smazzata is a two-sided zero-sum game of perfect
information: ``us`` maximizes the points it captures from here on, everyone else
minimizes them. Alpha-beta with a transposition table at trick boundaries (hands as
40-bit masks: the hands fix the stock's remaining length, and the value of the future
does not depend on points already taken), move ordering, and one cut Briscola allows:
blank cards (0 points) of one suit are interchangeable in a hand when no card still in
play elsewhere lies between them.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ..cards import trick_leader
from ..deal import Deal

SUIT_MASKS = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
UNBOUNDED = 1 << 10  # above any point total


class Solver:
    """Solve one position; build one per world and ask ``values`` once."""

    __slots__ = ("players", "hands", "stock", "stock_masks", "trump", "follow", "power", "value", "strength",
                 "us", "table", "turn", "tt", "nodes", "suit_walk")

    def __init__(self, deal: Deal, us: Sequence[bool]) -> None:
        self.players = deal.players
        self.hands = [_mask(h) for h in deal.hands]
        self.stock = deal.stock[:]  # stock[-1] is drawn next
        masks = [0]
        for c in self.stock:
            masks.append(masks[-1] | 1 << c)
        self.stock_masks = masks  # stock_masks[k]: the cards of stock[:k]
        self.trump = deal.trump
        self.follow = deal.follow_suit
        self.power = deal.power
        self.value = deal.value
        self.strength = deal.strength
        self.us = tuple(us)
        self.table = list(deal.table)
        self.turn = deal.turn
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        # Each suit's cards from weakest to strongest, with their bit and whether blank.
        self.suit_walk = tuple(
            tuple((c, 1 << c, deal.value[c] == 0) for c in sorted(range(10 * s, 10 * s + 10),
                                                                  key=lambda c: deal.power[c]))
            for s in range(4))

    def values(self) -> dict[int, int]:
        """Every legal card of the seat to move -> the points ``us`` take from now on."""
        table, turn = self.table, self.turn
        stock_len = len(self.stock)
        rem = sum(self.value[c] for c in self.stock) + sum(self.value[c] for _, c in table)
        rem += sum(self.value[c] for hand in self.hands for c in _cards(hand))
        mask = self.hands[turn]
        results: dict[int, int] = {}
        for c in _cards(self._legal(table, turn)):
            self.hands[turn] = mask & ~(1 << c)
            table.append((turn, c))
            results[c] = self._after_play(table, turn, stock_len, rem, -1, UNBOUNDED)
            table.pop()
            self.hands[turn] = mask
        return results

    # -- the search ------------------------------------------------------------------------

    def _after_play(self, table: list[tuple[int, int]], turn: int, stock_len: int, rem: int,
                    alpha: int, beta: int) -> int:
        if len(table) == self.players:
            return self._finish_trick(table, stock_len, rem, alpha, beta)
        return self._search(table, (turn + 1) % self.players, stock_len, rem, alpha, beta)

    def _search(self, table: list[tuple[int, int]], turn: int, stock_len: int, rem: int,
                alpha: int, beta: int) -> int:
        hands = self.hands
        boundary = not table
        key: tuple[int, ...] = ()
        if boundary:
            if not hands[turn]:
                return 0
            if rem <= alpha:
                return rem  # not even every point left would be enough
            key = (turn, *hands)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi = entry
                if lo == hi or lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
        window = (alpha, beta)
        maximize = self.us[turn]
        mask = hands[turn]
        best = -1 if maximize else UNBOUNDED
        for c in self._ordered_moves(table, turn, stock_len):
            hands[turn] = mask & ~(1 << c)
            table.append((turn, c))
            v = self._after_play(table, turn, stock_len, rem, alpha, beta)
            table.pop()
            hands[turn] = mask
            if maximize:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        if boundary:
            self._store(key, best, *window)
        return best

    def _store(self, key: tuple[int, ...], value: int, alpha: int, beta: int) -> None:
        lo, hi = self.tt.get(key, (0, UNBOUNDED))
        if value <= alpha:
            hi = min(hi, value)
        elif value >= beta:
            lo = max(lo, value)
        else:
            lo = hi = value
        self.tt[key] = (lo, hi)

    def _finish_trick(self, table: list[tuple[int, int]], stock_len: int, rem: int,
                      alpha: int, beta: int) -> int:
        winner = self._winner(table)
        value = self.value
        points = sum(value[c] for _, c in table)
        gain = points if self.us[winner] else 0
        hands, players = self.hands, self.players
        drawn: list[tuple[int, int]] = []
        if stock_len:
            for i in range(players):
                seat, bit = (winner + i) % players, 1 << self.stock[stock_len - 1 - i]
                hands[seat] |= bit
                drawn.append((seat, bit))
            stock_len -= players
        v = gain + self._search([], winner, stock_len, rem - points, alpha - gain, beta - gain)
        for seat, bit in drawn:
            hands[seat] &= ~bit
        return v

    def _winner(self, table: Sequence[tuple[int, int]]) -> int:
        return trick_leader(table, self.strength[self.trump][table[0][1] // 10])[0]

    # -- moves -----------------------------------------------------------------------------

    def _legal(self, table: Sequence[tuple[int, int]], turn: int) -> int:
        hand = self.hands[turn]
        if self.follow and table:
            same = hand & SUIT_MASKS[table[0][1] // 10]
            if same:
                return same
        return hand

    def _ordered_moves(self, table: Sequence[tuple[int, int]], turn: int, stock_len: int) -> list[int]:
        legal = self._legal(table, turn)
        elsewhere = self.stock_masks[stock_len]
        for seat, hand in enumerate(self.hands):
            if seat != turn:
                elsewhere |= hand
        for _, c in table:
            elsewhere |= 1 << c
        moves: list[int] = []
        for s in range(4):
            if not legal & SUIT_MASKS[s]:
                continue
            run = False  # a blank card of this run is already among the moves
            for c, bit, blank in self.suit_walk[s]:
                if legal & bit:
                    if not (blank and run):
                        moves.append(c)
                    run = blank
                elif elsewhere & bit:
                    run = False
        if len(moves) > 1:
            moves.sort(key=self._order_key(table, turn))
        return moves

    def _order_key(self, table: Sequence[tuple[int, int]], turn: int) -> Callable[[int], int]:
        """Likely best first: lead low; take or feed a trick for one's side with points, else shed."""
        value, power, trump = self.value, self.power, self.trump
        if not table:
            return lambda c: value[c] * 10 + power[c] + (200 if c // 10 == trump else 0)
        keys = self.strength[trump][table[0][1] // 10]
        us = self.us
        best_seat, best_key = trick_leader(table, keys)
        mine = us[turn]

        def order(c: int) -> int:
            ours = (us[best_seat] == mine) if keys[c] <= best_key else True
            return -100 - value[c] if ours else value[c] * 10 + power[c]

        return order


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
