"""The partita: how deals add up to a match, game by game (RULES.md §5, §6.5, §7).

``Partita.record`` takes each finished deal's result, updates the running scores and
decides whether the partita is over; the engine never needs to know which format runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .options import Options
from .scoring import DealResult

MAX_SPAREGGI = 3
CHIAMATA_GOAL = 11
JOKER_GOAL = 10
CLASSICA_DEALS = 2
CLASSICA_POINTS = 120


@dataclass
class Partita:
    game: str
    players: int
    options: Options
    scores: list[int]  # the partita score per seat: deals won, points, or chiamata/joker points
    totals: list[int]  # points captured per seat over all deals
    results: list[DealResult] = field(default_factory=list)
    spareggio: int = 0  # the number of the tie-break deal being played, 0 if none
    winner: list[int] | None = None

    @classmethod
    def start(cls, game: str, players: int, options: Options) -> "Partita":
        return cls(game, players, options, [0] * players, [0] * players)

    def clone(self) -> "Partita":
        return replace(self, scores=self.scores[:], totals=self.totals[:], results=self.results[:])

    @property
    def over(self) -> bool:
        return self.winner is not None

    def next_dealer(self, dealer: int, result: DealResult) -> int:
        # A 60-60 in Briscola a 2 is replayed by the same mazziere [004].
        if self.game == "briscola2" and result.level and not result.winners:
            return dealer
        return (dealer + 1) % self.players

    def record(self, result: DealResult) -> DealResult:
        """Add a finished deal; returns the result as the partita scored it."""
        if self.spareggio:
            result = replace(result, details={**result.details, "spareggio": self.spareggio})
            if result.level and self.spareggio == MAX_SPAREGGI and result.last_trick is not None:
                result = _against_last_trick(result)
        self.results.append(result)
        for seat in range(self.players):
            self.scores[seat] += result.score_changes[seat]
            self.totals[seat] += result.points[seat]
        if self.game in ("briscola2", "briscola4"):
            self._decide_pairs(result)
        elif self.game == "briscola3":
            self._decide_most_points()
        else:
            self._decide_goal(CHIAMATA_GOAL if self.game == "chiamata" else JOKER_GOAL)
        return result

    def _decide_pairs(self, result: DealResult) -> None:
        if self.options.format == "classica":
            decided = self._classica_winner(result)
        else:
            need = 1 if self.options.format == "punti" else (self.options.smazzate + 1) // 2
            decided = next((side for side in result.sides if self.scores[side[0]] >= need), None)
            # A 60-60 deal is played again; with spareggi on, as a numbered tie-break.
            self.spareggio = self.spareggio + 1 if result.level and self.options.spareggi else 0
        if decided is not None:
            self.winner = list(decided)

    def _classica_winner(self, result: DealResult) -> list[int] | None:
        sides = result.sides
        if self.spareggio and result.winners:
            return result.winners
        for side in sides:
            if self.scores[side[0]] >= CLASSICA_DEALS:
                return side
        side_totals = [sum(self.totals[s] for s in side) for side in sides]
        if max(side_totals) < CLASSICA_POINTS:
            return None
        if side_totals[0] != side_totals[1]:
            return sides[0] if side_totals[0] > side_totals[1] else sides[1]
        self.spareggio = self.spareggio + 1 if self.options.spareggi else 0
        return None

    def _decide_most_points(self) -> None:
        if len(self.results) < (self.options.deals or 1):
            return
        top = max(self.scores)
        self.winner = [s for s, score in enumerate(self.scores) if score == top]

    def _decide_goal(self, goal: int) -> None:
        reached = [s for s, score in enumerate(self.scores) if score >= goal]
        if not reached:
            return
        top = max(self.scores)
        leaders = [s for s, score in enumerate(self.scores) if score == top]
        if len(leaders) == 1:
            self.winner = leaders


def _against_last_trick(result: DealResult) -> DealResult:
    """A third spareggio that ends 60-60 is lost by the side that took the last trick."""
    winners = next(side for side in result.sides if result.last_trick not in side)
    changes = [1 if s in winners else 0 for s in range(len(result.points))]
    return replace(result, winners=list(winners), score_changes=changes, level=False,
                   details={**result.details, "decided_by_last_trick": True})
