"""The partita: how deals add up to a match, game by game (RULES.md §5, §6.5, §7).

``Partita.record`` takes each finished deal's result, updates the running scores and
decides whether the partita is over; ``Partita.forfeit`` ends it at once for an abandon or a
match clock run out; ``Partita.result`` says how it ended. The engine never needs to know
which format runs.

Decisions for Briscola a 2 and a 4 (§5), with the bounds they give (the tests check them):

- A 60–60 deal scores for nobody and another deal is played (in Briscola a 2 by the same
  mazziere, §3). With ``spareggi`` on, the deal after a 60–60 is a numbered tie-break
  (spareggio 1, 2, 3 in a row); a third spareggio that ends 60–60 is lost by the side that
  took its last trick, so a run of 60–60 deals is at most three long.
  *A punti*: one decisive deal, at most 4 deals with spareggi. *A smazzate* N: first to
  (N+1)/2 deal wins, so at most N decisive deals and at most 4·N deals with spareggi.
  Without spareggi a 60–60 is simply replayed, as often as it happens.
- *Classica*: the partita ends when a side has won 2 deals or when a side's points over the
  deals played reach 120; the higher total wins. Equal totals at 120 or more are the match
  ending level: with spareggi on, the next deals are spareggi and the side with more points
  in one wins (a third 60–60 as above). Every full deal hands out 120 points, so totals reach
  120 after 2 deals: at most 2 + 3 = 5 deals. With vinco subito deals can end short of 120
  and a third deal may be needed before the tie-breaks: at most 6.
- The match's point difference (MP, for victory points §5.2) is the winning side's points
  over all deals less the losing side's, recorded as 0 when the loser is ahead (§5.1 says so
  for a forfeit; a side can also win a smazzate match on deals with fewer points). A match a
  punti decided on the last trick of a third spareggio has MP 0: all its deals were 60–60.
  The VP table is read by the number of deals played, tie-breaks included, capped at 3 (the
  table's last row).

Forfeits (§5.1): ``"abandon S"`` or ``"flag S"`` (S's match clock ran out) end the partita.
In Briscola a 2 and a 4 S's side loses; the points not yet captured in the deal under way go
to the other side, at most 20 (none between deals); VP are 0 for the loser and at least 14
for the winner. In the games of three or more sides (Briscola a 3, chiamata, Joker) §5.1 has
no single opponent, so no points move: S is ranked last, the others keep their order by the
partita score of the deals completed, and the best of them win (ties shared). The VP table
is for two sides only, so those games have no difference and no VP.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from .options import PAIR_GAMES, Options
from .scoring import TOTAL_POINTS, DealResult
from .variants import VARIANTS
from .victory import victory_points

MAX_SPAREGGI = 3
CHIAMATA_GOAL = 11
JOKER_GOAL = 10
CLASSICA_DEALS = 2
CLASSICA_POINTS = 120
FORFEIT_REASONS = ("abandon", "flag")
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
    game: str
    players: int
    options: Options
    scores: list[int]  # the partita score per seat: deals won, points, or chiamata/joker points
    totals: list[int]  # points captured per seat over all deals
    results: list[DealResult] = field(default_factory=list)
    spareggio: int = 0  # the number of the tie-break deal being played, 0 if none
    winner: list[int] | None = None
    forfeited: Forfeit | None = None

    @classmethod
    def start(cls, game: str, players: int, options: Options) -> "Partita":
        return cls(game, players, options, [0] * players, [0] * players)

    def clone(self) -> "Partita":
        return replace(self, scores=self.scores[:], totals=self.totals[:], results=self.results[:])

    @property
    def goal(self) -> int | None:
        """The partita score that wins chiamata (11) and Joker (10); None for the other games."""
        return {"chiamata": CHIAMATA_GOAL, "joker": JOKER_GOAL}.get(self.game)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def pairs(self) -> bool:
        """Side against side (Briscola a 2 and a 4): the games with match formats and VP."""
        return self.game in PAIR_GAMES

    def sides(self) -> list[list[int]]:
        teams = VARIANTS[self.game].fixed_teams
        if teams is not None:
            return [list(team) for team in teams]
        return [[s] for s in range(self.players)]

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
        if self.pairs:
            self._decide_pairs(result)
        elif self.game == "briscola3":
            self._decide_most_points()
        else:
            self._decide_goal(self.goal or 0)
        return result

    def forfeit(self, seat: int, reason: str, deal_points: Sequence[int] | None) -> None:
        """End the partita: ``seat`` abandoned or flagged. ``deal_points`` are the points
        captured so far in the deal under way, None between deals."""
        assert reason in FORFEIT_REASONS and not self.over
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
        side_points = [sum(self.totals[s] for s in side) for side in sides]
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
        difference = max(0, side_points[won] - side_points[lost])
        vp_won, vp_lost = victory_points(difference, min(deals, VP_MAX_DEALS),
                                         forfeit=forfeit is not None)
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
        # Level at 120 or more: the match would end level, so spareggi decide it.
        self.spareggio = self.spareggio + 1 if self.options.spareggi else 0
        return None

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
