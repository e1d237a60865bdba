"""The partita: how deals add up to a match, game by game (RULES.md §5, §6.5, §7).

``Partita.record`` takes each finished deal's result, updates the running scores and
decides whether the partita is over; ``Partita.forfeit`` ends it at once for an abandon or a
match clock run out; ``Partita.result`` says how it ended. The engine never needs to know
which format runs.

Decisions for Briscola a 2 and a 4 (§5), with the bounds they give (the tests check them):

- A 60–60 deal is void: it counts neither as a won deal nor toward any total, and another
  deal is played (by the same mazziere in Briscola a 2, and in the classica of either game,
  §3 and §5). Only a deal played *because the match would end level* is a numbered tie-break
  (spareggio 1, 2, 3 in a row), and only with spareggi on (always in a tournament match): the
  60–60 of a deal that would have decided the match (*a punti*: every deal; *a smazzate*: a
  deal with both sides one win short) or the deals after a classica or tournament match ends
  level on points. A 60–60 anywhere else is simply replayed and numbers nothing. A third
  spareggio that ends 60–60 is lost by the side that took its last trick, so a run of 60–60
  spareggi is at most three long. Without spareggi level deals are replayed until a side wins.
  *A punti*: one decisive deal, at most 4 deals with spareggi. *A smazzate* N: first to
  (N+1)/2 deal wins, so at most N decisive deals, and 60–60 deals only before a decider.
- *Classica*: the partita ends when a side has won 2 deals or when a side's points over the
  decisive deals reach 120; the higher total wins. Equal totals at 120 or more are the match
  ending level: with spareggi on, the next deals are spareggi and the side with more points
  in one wins (a third 60–60 as above); without, the next decisive deal gives a side its
  second win.
- *Torneo* (a tournament match, §5.2–§5.3): exactly ``deals`` deals (a void one is replayed,
  as everywhere), then the side with more points over them wins; level totals go to spareggi.
- The match's point difference (MP, for victory points §5.2) is the winning side's points
  over all deals less the losing side's, recorded as 0 when the loser is ahead (a side can
  win a smazzate match on deals with fewer points). A match a punti decided on the last trick
  of a third spareggio has MP 0: all its deals were 60–60. Which column of the VP table reads
  it is ``Partita.vp_column``: a tournament match its ``deals``; any other the deals it
  played, void 60–60 ones not counted, at least 1 and at most 3.

Forfeits (§5.1): ``"abandon S"`` or ``"flag S"`` (S's match clock ran out) end the partita.
In Briscola a 2 and a 4 S's side loses; the points not yet captured in the deal under way go
to the other side, at most 20 (none between deals); VP are 0 for the loser and at least 14
for the winner, and the MP is recomputed from those VP (``victory.read_match``). In the games
of three or more sides (Briscola a 3, chiamata, Joker) §5.1 has no single opponent, so no
points move: S is ranked last, the others keep their order by the partita score of the deals
completed, and the best of them win (ties shared). The VP table is for two sides only, so
those games have no difference and no VP.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from .actions import FORFEITS
from .options import Options
from .scoring import TOTAL_POINTS, DealResult
from .variants import Variant
from .victory import read_match

MAX_SPAREGGI = 3
CLASSICA_DEALS = 2
CLASSICA_POINTS = 120
MAX_PENALTY = 20
VP_MAX_DEALS = 3


@dataclass(frozen=True)
class Forfeit:
    """A seat that abandoned (``"abandon"``) or ran out of match clock (``"flag"``)."""

    seat: int
    reason: str
    in_deal: bool  # a deal was under way (not between deals)
    penalty: int  # uncaptured points of that deal given to the other side (pair games)
    deal_points: tuple[int, ...]  # points captured per seat in the interrupted deal

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "reason": self.reason, "penalty": self.penalty}


@dataclass(frozen=True)
class MatchResult:
    """How a finished partita ended, as the table and a tournament read it."""

    winner: list[int]  # seats
    sides: list[list[int]]  # the partita's sides: two teams, or one seat each
    winning_sides: list[int]  # indexes into sides (several only for a shared win)
    side_points: list[int]  # points captured per side over the partita, penalty included
    ranking: list[list[int]]  # seats, best first; seats sharing a place share a list
    deals: int  # deals played, the interrupted one included
    difference: int | None  # MP, pair games only
    victory_points: list[int] | None  # per side, pair games only
    forfeit: Forfeit | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner[:],
            "sides": [side[:] for side in self.sides],
            "winning_sides": self.winning_sides[:],
            "side_points": self.side_points[:],
            "ranking": [place[:] for place in self.ranking],
            "deals": self.deals,
            "difference": self.difference,
            "victory_points": None if self.victory_points is None else self.victory_points[:],
            "forfeit": None if self.forfeit is None else self.forfeit.to_dict(),
        }


@dataclass
class Partita:
    variant: Variant
    options: Options
    scores: list[int]  # the partita score per seat: deals won, points, or chiamata/joker points
    totals: list[int]  # points captured per seat over all deals
    results: list[DealResult] = field(default_factory=list)
    spareggio: int = 0  # the number of the tie-break deal being played, 0 if none
    winner: list[int] | None = None
    forfeited: Forfeit | None = None

    @classmethod
    def start(cls, variant: Variant, options: Options) -> "Partita":
        return cls(variant, options, [0] * variant.players, [0] * variant.players)

    @property
    def players(self) -> int:
        return self.variant.players

    def clone(self) -> "Partita":
        return replace(self, scores=self.scores[:], totals=self.totals[:], results=self.results[:])

    @property
    def goal(self) -> int | None:
        """The partita score that wins chiamata (11, or fewer by option) and Joker (10); None
        for the other games."""
        return self.variant.goal_for(self.options)

    @property
    def several_deals(self) -> bool:
        """Whether the partita is meant to last more than one deal (void deals and tie-breaks
        aside): played to a goal, classica, or a format of more than one deal."""
        if self.goal is not None or self.options.format == "classica":
            return True
        if self.pairs and self.options.format in ("punti", "smazzate"):
            return self.options.format == "smazzate" and self.options.smazzate > 1
        return (self.options.deals or 1) > 1

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def pairs(self) -> bool:
        """Side against side (Briscola a 2 and a 4): the games with match formats and VP."""
        return self.variant.pairs

    def sides(self) -> list[list[int]]:
        return self.variant.teams()

    def next_dealer(self, dealer: int, result: DealResult) -> int:
        # A void 60-60 is dealt again by the same mazziere in Briscola a 2 and in classica [004].
        if self._void(result) and (self.variant.redeals_void or self.options.format == "classica"):
            return dealer
        return (dealer + 1) % self.players

    def vp_column(self) -> int:
        """The column of the VP table that reads this match (RULES.md §5.2 "Which column")."""
        if self.options.format == "torneo":
            assert self.options.deals is not None
            return self.options.deals
        played = self._counted_deals()
        if self.forfeited is not None and self.forfeited.in_deal:
            played += 1
        return min(max(played, 1), VP_MAX_DEALS)

    def _counted_deals(self) -> int:
        return sum(1 for result in self.results if not self._void(result))

    def _void(self, result: DealResult) -> bool:
        """A 60-60 between two sides: no side won it, and it counts toward nothing."""
        return self.pairs and result.level

    def record(self, result: DealResult) -> DealResult:
        """Add a finished deal; returns the result as the partita scored it."""
        if self.spareggio:
            result = replace(result, details={**result.details, "spareggio": self.spareggio})
            if result.level and self.spareggio == MAX_SPAREGGI and result.last_trick is not None:
                result = _against_last_trick(result)
        if self._void(result):
            result = replace(result, details={**result.details, "void": True})
        self.results.append(result)
        for seat in range(self.players):
            self.scores[seat] += result.score_changes[seat]
            if not self._void(result):
                self.totals[seat] += result.points[seat]
        if self.pairs:
            self._decide_pairs(result)
        elif self.goal is None:
            self._decide_most_points()
        else:
            self._decide_goal(self.goal)
        return result

    def forfeit(self, seat: int, reason: str, deal_points: Sequence[int] | None) -> None:
        """End the partita: ``seat`` abandoned or flagged. ``deal_points`` are the points
        captured so far in the deal under way, None between deals."""
        assert reason in FORFEITS and not self.over
        in_deal = deal_points is not None
        captured = tuple(deal_points) if deal_points is not None else (0,) * self.players
        penalty = min(MAX_PENALTY, TOTAL_POINTS - sum(captured)) if in_deal and self.pairs else 0
        self.forfeited = Forfeit(seat, reason, in_deal, penalty, captured)
        if self.pairs:
            self.winner = next(side for side in self.sides() if seat not in side)
        else:
            self.winner = self._ranking(last=seat)[0]

    def result(self) -> MatchResult | None:
        if self.winner is None:
            return None
        sides = self.sides()
        forfeit = self.forfeited
        side_points = self._side_totals(sides)
        winning = [i for i, side in enumerate(sides) if set(side) <= set(self.winner)]
        deals = len(self.results) + (1 if forfeit is not None and forfeit.in_deal else 0)
        if not self.pairs:
            # An interrupted deal scores nothing here: the ranking is by completed deals.
            ranking = self._ranking(last=None if forfeit is None else forfeit.seat)
            return MatchResult(self.winner[:], sides, winning, side_points, ranking, deals,
                               None, None, forfeit)
        won = winning[0]
        lost = 1 - won
        if forfeit is not None:
            # §5.1: the interrupted deal counts with its uncaptured points (up to 20) to the winner.
            for i, side in enumerate(sides):
                side_points[i] += sum(forfeit.deal_points[s] for s in side)
            side_points[won] += forfeit.penalty
        difference, (vp_won, vp_lost) = read_match(max(0, side_points[won] - side_points[lost]),
                                                   self.vp_column(), forfeit=forfeit is not None)
        vp = [0, 0]
        vp[won], vp[lost] = vp_won, vp_lost
        return MatchResult(self.winner[:], sides, winning, side_points,
                           [sides[won][:], sides[lost][:]], deals, difference, vp, forfeit)

    def _ranking(self, last: int | None) -> list[list[int]]:
        """Seats by partita score, best first, ties sharing a place; ``last`` goes last."""
        seats = [s for s in range(self.players) if s != last]
        ranking: list[list[int]] = []
        for score in sorted({self.scores[s] for s in seats}, reverse=True):
            ranking.append([s for s in seats if self.scores[s] == score])
        return ranking + ([[last]] if last is not None else [])

    def _decide_pairs(self, result: DealResult) -> None:
        if self.spareggio and result.winners:
            decided: list[int] | None = result.winners  # a won tie-break decides the match
        elif self.options.format == "classica":
            decided = self._classica_winner(result.sides)
        elif self.options.format == "torneo":
            decided = self._torneo_winner(result.sides)
        else:
            need = 1 if self.options.format == "punti" else (self.options.smazzate + 1) // 2
            decided = next((side for side in result.sides if self.scores[side[0]] >= need), None)
            # A 60-60 in a deal that would have decided the match: the match would end level.
            if result.level and all(self.scores[side[0]] == need - 1 for side in result.sides):
                self._next_spareggio()
            else:
                self.spareggio = 0
        if decided is not None:
            self.winner = list(decided)

    def _next_spareggio(self) -> None:
        """The match would end level: the next deal is a tie-break if spareggi are played."""
        self.spareggio = self.spareggio + 1 if self.options.plays_spareggi else 0

    def _classica_winner(self, sides: list[list[int]]) -> list[int] | None:
        for side in sides:
            if self.scores[side[0]] >= CLASSICA_DEALS:
                return side
        if max(self._side_totals(sides)) < CLASSICA_POINTS:
            return None
        return self._more_points(sides)

    def _torneo_winner(self, sides: list[list[int]]) -> list[int] | None:
        if self._counted_deals() < (self.options.deals or 1):
            return None
        return self._more_points(sides)

    def _more_points(self, sides: list[list[int]]) -> list[int] | None:
        """The side with more points over the partita; level totals go to the spareggi."""
        totals = self._side_totals(sides)
        if totals[0] != totals[1]:
            return sides[0] if totals[0] > totals[1] else sides[1]
        self._next_spareggio()
        return None

    def _side_totals(self, sides: list[list[int]]) -> list[int]:
        return [sum(self.totals[s] for s in side) for side in sides]

    def _decide_most_points(self) -> None:
        if len(self.results) < (self.options.deals or 1):
            return
        self.winner = self._ranking(last=None)[0]

    def _decide_goal(self, goal: int) -> None:
        if max(self.scores) < goal:
            return
        leaders = self._ranking(last=None)[0]
        if len(leaders) == 1:
            self.winner = leaders


def _against_last_trick(result: DealResult) -> DealResult:
    """A third spareggio that ends 60-60 is lost by the side that took the last trick."""
    winners = next(side for side in result.sides if result.last_trick not in side)
    changes = [1 if s in winners else 0 for s in range(len(result.points))]
    return replace(result, winners=list(winners), score_changes=changes, level=False,
                   details={**result.details, "decided_by_last_trick": True})
