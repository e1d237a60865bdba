"""Tournaments (RULES.md §5.3): pairings, results, standings and prizes, with no UI in sight.

    >>> from briscola.tournament import Tournament
    >>> t = Tournament("knockout", 4, deals=1, entry=100, seed=7)
    >>> [m["id"] for m in t.pending()]
    ['r1-m1', 'r1-m2']
    >>> t.record("r1-m1", {"winning_sides": [0], "difference": 30, "forfeit": None})
    >>> t.payout_plan()["prize_pool"]
    360

Decisions:

- Kinds: ``"knockout"`` of 4, 8 or 16 seats, ``"round_robin"`` of 4 to 8. Each match is a
  partita played with a fixed number of deals (1, 2 or 3), the row of the victory point table
  (§5.2) its results are read by: of Briscola a 2, or of Briscola a 4 (``game``), where each of
  the tournament's seats is a pair, the match's first at game seats 0 and 2 (side 0).
- Pairings come from the seed alone: the seats are shuffled once (the draw). A knock-out pairs
  the draw two by two and each later match the winners of two neighbouring matches; a
  round-robin plays everyone once by the circle method, with a bye (no match, no VP) in each
  round for odd counts.
- A match is ``(first, second)``: ``new_game`` creates it, ``first`` at game seat 0, in the
  ``torneo`` format (exactly ``deals`` deals, won on total points, spareggi on), and the
  game's ``match_result`` is recorded as it is (it holds ``winning_sides``, ``difference``,
  ``forfeit`` and ``victory_points``; a truthy ``forfeit`` means the loser abandoned or ran out
  of time). The VP come from ``victory.read_match`` in the ``deals`` column, the reading the
  game's own end screen made; a result read in another column is refused.
- Standings: VP, then point difference (MP won less MP lost), then head-to-head (the VP each
  tied seat took from the others tied with it), then seed order (the order the seats were
  entered). In a knock-out the round reached comes first, so the champion leads, then the
  finalist, then the semi-finalists and so on.
- Chips are virtual, never money. Every seat pays ``entry``; ``fee_percent`` of the pot (10 by
  default) is the house's fee, the rest is the prize pool, paid by place with the ``payout``
  percentages (default by entrants: up to 4 → 100; 5 to 8 → 70/30; 16 → 50/30/20). Chips
  lost to rounding go to the winner.
- Saves: the arguments and the results in the order recorded, replayed on load like a game
  save; anything wrong raises ``SaveError``.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from typing import Any, Final, Mapping, Sequence, TypeGuard

from .errors import SaveError
from .game import Game, new_game
from .victory import DEALS, read_match

KINDS: Final = ("knockout", "round_robin")
GAMES: Final = ("briscola2", "briscola4")  # a seat is a player, or in Briscola a 4 a pair
KNOCKOUT_SEATS: Final = (4, 8, 16)
ROUND_ROBIN_SEATS: Final = range(4, 9)
DEFAULT_FEE_PERCENT: Final = 10
MAX_NAME: Final = 40
FORMAT: Final = "briscola-tournament/1"


def default_payout(entrants: int) -> tuple[int, ...]:
    """The percentages of the prize pool by place, for this many entrants."""
    if entrants <= 4:
        return (100,)
    if entrants <= 8:
        return (70, 30)
    return (50, 30, 20)


@dataclass(frozen=True)
class Outcome:
    """A finished match as the tournament keeps it: who won, by how much, whether by forfeit."""

    winner: int  # 0 for the match's first seat, 1 for its second
    difference: int
    forfeit: bool

    @classmethod
    def parse(cls, result: Any) -> "Outcome":
        """From a game's ``match_result`` (or any mapping with the same three keys)."""
        if not isinstance(result, Mapping):
            raise ValueError("result must be a match result mapping")
        sides = result.get("winning_sides")
        if not (isinstance(sides, list) and len(sides) == 1 and _is_int(sides[0])
                and sides[0] in (0, 1)):
            raise ValueError("result's 'winning_sides' must be [0] or [1]: one winner")
        difference = result.get("difference")
        if not _is_int(difference) or difference < 0:
            raise ValueError("result's 'difference' must be a whole number of points, 0 or more")
        forfeit = result.get("forfeit")
        if forfeit is not None and not isinstance(forfeit, (bool, Mapping)):
            raise ValueError("result's 'forfeit' must be null, true/false or the game's forfeit")
        return cls(sides[0], difference, bool(forfeit))

    def to_dict(self) -> dict[str, Any]:
        return {"winning_sides": [self.winner], "difference": self.difference,
                "forfeit": self.forfeit}


@dataclass(frozen=True)
class Match:
    id: str
    round: int
    number: int  # within its round
    seats: tuple[int, int]
    outcome: Outcome | None = None
    vp: tuple[int, int] | None = None  # per seat, in the order of ``seats``

    @property
    def winner(self) -> int | None:
        return None if self.outcome is None else self.seats[self.outcome.winner]

    def signed_difference(self, seat: int) -> int:
        assert self.outcome is not None
        return self.outcome.difference if seat == self.winner else -self.outcome.difference


class Tournament:
    def __init__(self, kind: str, seats: int, deals: int, entry: int, seed: int | str,
                 names: Sequence[str] | None = None, payout: Sequence[int] | None = None,
                 fee_percent: int = DEFAULT_FEE_PERCENT, game: str = "briscola2") -> None:
        _check_arguments(kind, seats, deals, entry, seed, fee_percent)
        if game not in GAMES:
            raise ValueError(f"game must be one of {', '.join(GAMES)}, not {game!r}")
        self.kind = kind
        self.game = game
        self.seats = seats
        self.deals = deals
        self.entry = entry
        self.seed = seed
        self.fee_percent = fee_percent
        self.names = _check_names(names, seats)
        self.payout = _check_payout(payout, seats)
        self.draw = list(range(seats))
        random.Random(f"{seed}/draw").shuffle(self.draw)
        self.matches: dict[str, Match] = {}
        self.recorded: list[str] = []  # match ids in the order their results came in
        if kind == "knockout":
            self.rounds = seats.bit_length() - 1
            self._add_round(1, list(zip(self.draw[::2], self.draw[1::2])))
        else:
            schedule = _circle_rounds(self.draw)
            self.rounds = len(schedule)
            for number, pairs in enumerate(schedule, start=1):
                self._add_round(number, pairs)

    # -- reading ------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        if self.kind == "knockout":
            return any(m.round == self.rounds and m.outcome is not None for m in self.matches.values())
        return all(m.outcome is not None for m in self.matches.values())

    def pending(self) -> list[dict[str, Any]]:
        """The matches whose seats are known and that wait for a result, round by round."""
        return [self._match_dict(m) for m in self._in_order() if m.outcome is None]

    def all_matches(self) -> list[dict[str, Any]]:
        """Every match whose seats are known, round by round."""
        return [self._match_dict(m) for m in self._in_order()]

    def payout_plan(self) -> dict[str, Any]:
        """What the entries make and who gets it: shown before the start and throughout."""
        pot = self.entry * self.seats
        pool = pot * (100 - self.fee_percent) // 100
        prizes = [pool * percent // 100 for percent in self.payout]
        prizes[0] += pool - sum(prizes)
        return {
            "entry": self.entry, "entrants": self.seats, "pot": pot,
            "fee_percent": self.fee_percent, "fee": pot - pool, "prize_pool": pool,
            "places": [{"place": i + 1, "percent": percent, "chips": chips}
                       for i, (percent, chips) in enumerate(zip(self.payout, prizes))],
        }

    def standings(self) -> list[dict[str, Any]]:
        """Every seat, best first; ``prize`` is paid once the tournament is over."""
        played = [m for m in self.matches.values() if m.outcome is not None]
        vp = [0] * self.seats
        difference = [0] * self.seats
        won = [0] * self.seats
        lost = [0] * self.seats
        reached = [0] * self.seats  # knock-out: the round a seat plays in or went out in
        for m in played:
            assert m.vp is not None
            for seat, points in zip(m.seats, m.vp):
                vp[seat] += points
                difference[seat] += m.signed_difference(seat)
                if seat == m.winner:
                    won[seat] += 1
                    reached[seat] = max(reached[seat], m.round + 1)
                else:
                    lost[seat] += 1
                    reached[seat] = max(reached[seat], m.round)
        if self.kind == "round_robin":
            reached = [0] * self.seats

        def tie_key(seat: int) -> tuple[int, int, int]:
            return (-reached[seat], -vp[seat], -difference[seat])

        order: list[int] = []
        for key in sorted({tie_key(s) for s in range(self.seats)}):
            tied = [s for s in range(self.seats) if tie_key(s) == key]
            order += sorted(tied, key=lambda s: (-_head_to_head(played, s, tied), s))
        prizes = [p["chips"] for p in self.payout_plan()["places"]] if self.over else []
        return [{"place": place, "seat": seat, "name": self.names[seat], "played": won[seat] + lost[seat],
                 "won": won[seat], "lost": lost[seat], "vp": vp[seat], "difference": difference[seat],
                 "prize": prizes[place - 1] if place <= len(prizes) else 0}
                for place, seat in enumerate(order, start=1)]

    # -- changing -----------------------------------------------------------------------

    def new_game(self, match_id: str, *, seed: int | str, options: Mapping[str, Any] | None = None) -> Game:
        """The partita of a pending match: its first seat at game seat 0 (a pair: 0 and 2),
        played in the tournament's format. ``options`` may add table options (deck, clocks, …), not the
        match format. A bad id or option raises ValueError."""
        self._pending_match(match_id)
        table = dict(options or {})
        fixed = sorted({"format", "deals", "spareggi"} & set(table))
        if fixed:
            raise ValueError(f"options {', '.join(fixed)} are fixed by the tournament")
        return new_game(self.game, seed=seed, options={**table, "format": "torneo", "deals": self.deals})

    def record(self, match_id: str, result: Mapping[str, Any], *, seat_zero: int = 0) -> None:
        """Enter a finished match's result; a bad id or result raises ValueError, nothing changes.
        ``seat_zero`` 1 says the game was played the other way round (the match's second seat
        at game seat 0, as when a person must sit at the page's seat 0): its sides are turned back."""
        match = self._pending_match(match_id)
        if seat_zero not in (0, 1) or isinstance(seat_zero, bool):
            raise ValueError(f"seat_zero must be 0 or 1, not {seat_zero!r}")
        given = Outcome.parse(result)
        if seat_zero:
            given = replace(given, winner=1 - given.winner)
        difference, (vp_winner, vp_loser) = read_match(given.difference, self.deals, forfeit=given.forfeit)
        vp = (vp_winner, vp_loser) if given.winner == 0 else (vp_loser, vp_winner)
        read = result.get("victory_points")
        if read is not None and seat_zero:
            read = list(reversed(read)) if isinstance(read, list) else read
        if read is not None and read != list(vp):
            raise ValueError(f"result's 'victory_points' {read!r} were not read in this tournament's "
                             f"{self.deals}-deal column (play the match from Tournament.new_game)")
        outcome = replace(given, difference=difference)
        self.matches[match_id] = match = replace(match, outcome=outcome, vp=vp)
        self.recorded.append(match_id)
        if self.kind == "knockout":
            self._advance(match)

    # -- saves --------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT, "game": self.game, "kind": self.kind, "seats": self.seats, "deals": self.deals,
            "entry": self.entry, "seed": self.seed, "names": self.names,
            "payout": list(self.payout), "fee_percent": self.fee_percent,
            "results": [[mid, self._outcome(mid).to_dict()] for mid in self.recorded],
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> "Tournament":
        """Rebuild a tournament from ``to_json``'s text; anything wrong raises SaveError."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError):
            raise SaveError("the tournament save is not readable JSON (truncated or damaged)") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError(f"the save is not a tournament save of format {FORMAT!r}")
        arguments = ("kind", "seats", "deals", "entry", "seed", "names", "payout", "fee_percent")
        if any(key not in data for key in arguments) or not isinstance(data.get("results"), list):
            raise SaveError("the tournament save is missing part of its content")
        try:
            # A save from before pairs' tournaments names no game: it is Briscola a 2.
            tournament = cls(**{key: data[key] for key in arguments}, game=data.get("game", "briscola2"))
        except (ValueError, TypeError) as error:
            raise SaveError(f"the tournament save does not describe a valid tournament: {error}") from None
        for number, entry in enumerate(data["results"], start=1):
            if not (isinstance(entry, list) and len(entry) == 2):
                raise SaveError(f"result {number} of the tournament save is damaged")
            try:
                tournament.record(entry[0], entry[1])
            except ValueError as error:
                raise SaveError(f"result {number} of the tournament save is not valid: {error}") from None
        return tournament

    # -- inside -------------------------------------------------------------------------

    def _pending_match(self, match_id: object) -> Match:
        match = self.matches.get(match_id) if isinstance(match_id, str) else None
        if match is None:
            raise ValueError(f"match_id {match_id!r} is not a match of this tournament")
        if match.outcome is not None:
            raise ValueError(f"match_id {match_id!r} already has a result")
        return match

    def _outcome(self, match_id: str) -> Outcome:
        outcome = self.matches[match_id].outcome
        assert outcome is not None
        return outcome

    def _add_round(self, number: int, pairs: Sequence[tuple[int, int]]) -> None:
        for index, pair in enumerate(pairs, start=1):
            self._add_match(number, index, pair)

    def _add_match(self, number: int, index: int, pair: tuple[int, int]) -> None:
        match_id = f"r{number}-m{index}"
        self.matches[match_id] = Match(match_id, number, index, pair)

    def _in_order(self) -> list[Match]:
        return sorted(self.matches.values(), key=lambda m: (m.round, m.number))

    def _advance(self, match: Match) -> None:
        """Knock-out: once both of two neighbouring matches are won, their winners meet."""
        if match.round == self.rounds:
            return
        first = match.number - 1 if match.number % 2 == 0 else match.number
        # The neighbour may not exist yet: its own feeders are still being played.
        feeders = [self.matches.get(f"r{match.round}-m{i}") for i in (first, first + 1)]
        winners = [None if m is None else m.winner for m in feeders]
        if winners[0] is not None and winners[1] is not None:
            self._add_match(match.round + 1, (first + 1) // 2, (winners[0], winners[1]))

    def _match_dict(self, match: Match) -> dict[str, Any]:
        return {"id": match.id, "round": match.round, "seats": list(match.seats),
                "names": [self.names[s] for s in match.seats], "winner": match.winner,
                "difference": None if match.outcome is None else match.outcome.difference,
                "forfeit": None if match.outcome is None else match.outcome.forfeit,
                "vp": None if match.vp is None else list(match.vp)}


def _head_to_head(played: Sequence[Match], seat: int, tied: Sequence[int]) -> int:
    """The VP ``seat`` took in its matches against the other seats in ``tied``."""
    total = 0
    for m in played:
        if seat in m.seats and all(s in tied for s in m.seats):
            assert m.vp is not None
            total += m.vp[m.seats.index(seat)]
    return total


def _circle_rounds(draw: Sequence[int]) -> list[list[tuple[int, int]]]:
    """Round-robin by the circle method: the first seat stays, the others turn one place a
    round; with an odd count a bye fills the circle and its partner sits the round out."""
    circle: list[int | None] = [*draw, None] if len(draw) % 2 else list(draw)
    n = len(circle)
    rounds = []
    for number in range(n - 1):
        pairs = [(circle[i], circle[n - 1 - i]) for i in range(n // 2)]
        if number % 2:  # the fixed seat would otherwise always be first
            pairs[0] = (pairs[0][1], pairs[0][0])
        rounds.append([(a, b) for a, b in pairs if a is not None and b is not None])
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_arguments(kind: object, seats: object, deals: object, entry: object, seed: object,
                     fee_percent: object) -> None:
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    allowed = KNOCKOUT_SEATS if kind == "knockout" else tuple(ROUND_ROBIN_SEATS)
    if not _is_int(seats) or seats not in allowed:
        raise ValueError(f"seats for a {kind} must be one of {', '.join(map(str, allowed))}, not {seats!r}")
    if not _is_int(deals) or deals not in DEALS:
        raise ValueError(f"deals per match must be 1, 2 or 3, not {deals!r}")
    if not _is_int(entry) or entry < 0:
        raise ValueError(f"entry must be a whole number of chips, 0 or more, not {entry!r}")
    if not (_is_int(seed) or isinstance(seed, str)):
        raise ValueError("seed must be a whole number or a text")
    if not _is_int(fee_percent) or not 0 <= fee_percent <= 100:
        raise ValueError(f"fee_percent must be a whole percentage from 0 to 100, not {fee_percent!r}")


def _check_names(names: Sequence[str] | None, seats: int) -> list[str]:
    if names is None:
        return [f"Player {seat + 1}" for seat in range(seats)]
    if isinstance(names, str) or not isinstance(names, Sequence) or len(names) != seats:
        raise ValueError(f"names must be a list of {seats} names, one a seat")
    if not all(isinstance(n, str) and n.strip() and len(n) <= MAX_NAME for n in names):
        raise ValueError(f"names must be texts of 1 to {MAX_NAME} characters")
    if len(set(names)) != len(names):
        raise ValueError("names must all differ")
    return list(names)


def _check_payout(payout: Sequence[int] | None, seats: int) -> tuple[int, ...]:
    if payout is None:
        return default_payout(seats)
    if isinstance(payout, str) or not isinstance(payout, Sequence) or not 1 <= len(payout) <= seats:
        raise ValueError(f"payout must be a list of 1 to {seats} percentages, one a place")
    if not all(_is_int(p) and p > 0 for p in payout) or sum(payout) != 100:
        raise ValueError("payout percentages must be whole numbers above 0 adding up to 100")
    if any(a < b for a, b in zip(payout, payout[1:])):
        raise ValueError("payout must not pay a place more than the one above it")
    return tuple(payout)
