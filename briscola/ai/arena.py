"""The arena: two computer levels play duplicate deals against each other, and the figures.

    python -m briscola.ai.arena --game briscola2 --players expert,medium --deals 2000 --seed 1

Every deal (one smazzata, from the seed and the deal's index) is played once per seating:
the two seats swapped in Briscola a 2, the pairs swapped in Briscola a 4 (first level on
seats 0 and 2), and in the 3- and 5-seat games the first level on each seat in turn with
the second level on all the others. Luck of the cards thus falls on both levels alike.

"Points" are the card points a level's side captured (Briscola a 2, 3 and 4) or the
partita score the deal gave its seat (chiamata and Joker, whose sides change deal by deal).
A level on several seats counts the mean over its seats. Confidence intervals (95%) are
taken over deals, each deal being the mean over its seatings, so the seatings of one deal
are not counted as independent. The deals and seeds do not depend on the number of workers,
so levels without a clock (random to medium) give the same figures on any number of
workers. Hard and Expert stop searching on a time budget: on a loaded machine they search
less, so their figures are best taken with the machine otherwise idle (one worker a core),
or with ``--iterations N``: every search level then searches N worlds per move off the
clock, and the figures no longer depend on the machine (``--iterations N,M``: the first level N
worlds, the second M, to compare levels whose worlds cost differently at equal thinking time).
``expert-v1`` is the Expert of
issue 6, kept unchanged so that every change to the Expert is measured against it.
``--progress`` reports each finished chunk on stderr, for runs that last an hour.

``--partite N`` plays whole partite instead (every deal to the partita's end, the same
seeds under every seating): wins are then partite won, points the mean per deal of each
partita. Wins are compared per seat, so in chiamata one first-level seat among four
second-level seats is even at 20% each.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

from .. import new_game
from ..errors import IllegalAction
from ..scoring import DealResult
from ..variants import VARIANTS
from . import LEVELS, agent
from .driver import Move, play
Z95 = 1.96
CHUNK = 8  # deals a worker plays per task
DEFAULT_DEALS = 200


@dataclass(frozen=True)
class Play:
    """One deal (or partita) played under one seating: per level, the mean over its seats."""

    won: tuple[float, float]
    points: tuple[float, float]  # per deal; for a partita, the mean over its deals
    ms: tuple[tuple[float, ...], tuple[float, ...]]  # time of each move, per level
    deals: int = 1  # deals played (more than one only for a partita)


@dataclass(frozen=True)
class Match:
    game: str
    levels: tuple[str, str]
    seed: int | str
    options: dict[str, Any]
    partite: bool = False  # each round is a whole partita, not a single deal
    iterations: tuple[int, int] | None = None  # each level's worlds per move (if a search level), off the clock

    @property
    def unit(self) -> str:
        return "partite" if self.partite else "deals"


def seatings(game: str) -> list[tuple[int, ...]]:
    """For each seating, the level (0 or 1) on each seat: the first level on each of the
    partita's sides in turn (a pair in Briscola a 4, one seat elsewhere)."""
    variant = VARIANTS[game]
    return [tuple(0 if seat in side else 1 for seat in range(variant.players)) for side in variant.teams()]


def scores_partita_points(game: str) -> bool:
    """Whether a deal's worth is the partita score it gives (the games played to a goal,
    whose sides change deal by deal) rather than card points."""
    return VARIANTS[game].goal is not None


def play_round(match: Match, index: int, seating_index: int, seating: tuple[int, ...]) -> Play:
    """Round ``index`` under one seating: one deal, or with ``match.partite`` a whole partita."""
    game = new_game(match.game, seed=f"{match.seed}/{index}", options=match.options)
    agents = [agent(match.levels[level], seed=f"{match.seed}/{index}/{seating_index}/{seat}",
                    iterations=None if match.iterations is None else match.iterations[level])
              for seat, level in enumerate(seating)]
    times: tuple[list[float], list[float]] = ([], [])
    played: list[Move] = []

    def heard(move: Move) -> None:
        times[seating[move.seat]].append(move.ms)
        played.append(move)

    try:
        play(game, agents, until="partita" if match.partite else "deal", on_move=heard)
    except IllegalAction as error:
        name = match.levels[seating[played[-1].seat]]
        raise IllegalAction(f"the {name} level, in round {index}: {error}") from error
    if match.partite:
        results, winners = game.partita.results, game.winner or []
    else:
        assert game.deal_result is not None
        results, winners = [game.deal_result], game.deal_result.winners
    won, points = [], []
    for level in (0, 1):
        seats = [s for s, lv in enumerate(seating) if lv == level]
        won.append(sum(s in winners for s in seats) / len(seats))
        points.append(statistics.fmean(_points(match.game, result, s) for result in results for s in seats))
    return Play((won[0], won[1]), (points[0], points[1]), (tuple(times[0]), tuple(times[1])),
                len(results))


def _points(game: str, result: DealResult, seat: int) -> int:
    if scores_partita_points(game):
        return result.score_changes[seat]
    return next(p for side, p in zip(result.sides, result.side_points) if seat in side)


def play_rounds(match: Match, indexes: Sequence[int]) -> list[list[Play]]:
    """For each round, its plays under every seating."""
    return [[play_round(match, index, i, seating) for i, seating in enumerate(seatings(match.game))]
            for index in indexes]


def run(match: Match, rounds: int, workers: int, progress: bool = False) -> list[list[Play]]:
    """Play ``rounds`` duplicate deals (or partite): for each, its plays under every seating."""
    chunk = CHUNK if not match.partite else 1  # a partita is many deals
    chunks = [range(start, min(start + chunk, rounds)) for start in range(0, rounds, chunk)]
    played: list[list[Play]] = []
    with ProcessPoolExecutor(max_workers=workers) if workers > 1 else _InProcess() as pool:
        # map keeps the chunks in order, so the figures never depend on the workers.
        for done in pool.map(play_rounds, [match] * len(chunks), chunks):
            played.extend(done)
            if progress:
                # A long run shows how it stands, so an interrupted one is not lost entirely.
                first = standing(match, played, 0)
                low, high = first["win_pct_ci95"]
                print(f"{len(played)}/{rounds} {match.unit}, {first['level']} wins {first['win_pct']:.2f}% "
                      f"[{low:.2f}, {high:.2f}], {first['points_per_deal']:.2f} points per deal",
                      file=sys.stderr, flush=True)
    return played


class _InProcess:
    """One worker: the same ``map`` as a process pool, played here."""

    def __enter__(self) -> _InProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, function: Any, *iterables: Any) -> Iterator[Any]:
        return map(function, *iterables)


# -- the figures ------------------------------------------------------------------------------


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its normal 95% confidence interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def standing(match: Match, rounds: list[list[Play]], level: int) -> dict[str, Any]:
    """One level's wins and points so far (cheap: no timings, for the progress lines too)."""
    plays = [p for done in rounds for p in done]
    per_round_wins = [statistics.fmean(p.won[level] for p in done) for done in rounds]
    _, low, high = mean_ci(per_round_wins)
    won = sum(p.won[level] for p in plays)
    return {
        "level": match.levels[level],
        "seats_per_deal": sum(1 for lv in seatings(match.game)[0] if lv == level),
        f"{match.unit}_won": round(won, 2),
        "win_pct": round(100 * won / len(plays), 2),
        "win_pct_ci95": [round(100 * max(0.0, low), 2), round(100 * min(1.0, high), 2)],
        "points_per_deal": round(statistics.fmean(p.points[level] for p in plays), 2),
    }


def summary(match: Match, rounds: list[list[Play]]) -> dict[str, Any]:
    plays = [p for done in rounds for p in done]
    agents = []
    for level in (0, 1):
        ms = [t for p in plays for t in p.ms[level]]
        agents.append({
            **standing(match, rounds, level),
            "moves": len(ms),
            "ms_median": round(statistics.median(ms), 3) if ms else None,
            "ms_p95": round(percentile(ms, 95), 3) if ms else None,
        })
    report: dict[str, Any] = {
        "game": match.game,
        "players": list(match.levels),
        "seed": match.seed,
        "options": match.options,
        "iterations": None if match.iterations is None else list(match.iterations),
        match.unit: len(rounds),
        "plays": len(plays),
        "points": "partita score" if scores_partita_points(match.game) else "card points",
        "agents": agents,
        "points_difference": _difference(rounds, lambda p: p.points),
        # Per seat: with one first-level seat among four, 20% each is an even game.
        "win_pct_difference": _difference(rounds, lambda p: (100 * p.won[0], 100 * p.won[1])),
    }
    if match.partite:
        report["deals_per_partita"] = round(statistics.fmean(p.deals for p in plays), 2)
    return report


def _difference(rounds: list[list[Play]], figure: Callable[[Play], tuple[float, float]]) -> dict[str, Any]:
    """The first level's figure less the second's, per round, with its 95% interval."""
    mean, low, high = mean_ci([statistics.fmean(figure(p)[0] - figure(p)[1] for p in done)
                               for done in rounds])
    return {"mean": round(mean, 2), "ci95": [round(low, 2), round(high, 2)]}


def render(report: dict[str, Any]) -> Iterator[str]:
    unit = "partite" if "partite" in report else "deals"
    worlds = report["iterations"]
    clock = "" if worlds is None else f"; search levels at {' and '.join(map(str, sorted(set(worlds))))} worlds a move"
    if worlds is not None and worlds[0] != worlds[1]:
        clock += f" ({report['players'][0]} {worlds[0]}, {report['players'][1]} {worlds[1]})"
    yield (f"{report['game']}: {report[unit]} duplicate {unit}, {report['plays']} plays, "
           f"seed {report['seed']}; points are {report['points']} per deal{clock}")
    if unit == "partite":
        yield f"deals per partita: {report['deals_per_partita']:.2f}"
    won = f"{unit} won"
    yield (f"{'level':<9} {'seats':>5} {won:>12} {'win %':>7} {'win % 95% CI':>16} "
           f"{'points':>8} {'ms median':>10} {'ms p95':>8}")
    for a in report["agents"]:
        low, high = a["win_pct_ci95"]
        yield (f"{a['level']:<9} {a['seats_per_deal']:>5} {a[f'{unit}_won']:>12g} {a['win_pct']:>7.2f} "
               f"{f'[{low:.2f}, {high:.2f}]':>16} {a['points_per_deal']:>8.2f} "
               f"{_ms(a['ms_median']):>10} {_ms(a['ms_p95']):>8}")
    first, second = report["players"]
    for key, what in (("win_pct_difference", "win % per seat"), ("points_difference", "points per deal")):
        diff = report[key]
        low, high = diff["ci95"]
        yield f"{what}, {first} minus {second}: {diff['mean']:+.2f}, 95% CI [{low:+.2f}, {high:+.2f}]"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


# -- the command line -------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m briscola.ai.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=tuple(VARIANTS))
    parser.add_argument("--players", required=True, type=_levels,
                        help=f"two levels, first against second: {','.join(LEVELS)}")
    rounds = parser.add_mutually_exclusive_group()
    rounds.add_argument("--deals", type=int, help=f"duplicate deals to play (default {DEFAULT_DEALS})")
    rounds.add_argument("--partite", type=int, help="duplicate partite (whole matches) to play instead")
    parser.add_argument("--seed", default="1", type=seed_argument, help="the seed of the deals (default 1)")
    parser.add_argument("--options", type=_options, default={}, help="table options as a JSON object")
    parser.add_argument("--iterations", type=_worlds,
                        help="search levels: this many worlds per move, without their clock "
                             "(N for both levels, or N,M: the first level N, the second M)")
    parser.add_argument("--workers", type=int, default=2, help="processes to play on (default 2)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action="store_true", help="report each finished chunk on stderr")
    args = parser.parse_args(argv)
    given = args.partite if args.partite is not None else args.deals
    args.rounds = DEFAULT_DEALS if given is None else given
    if args.rounds < 1:
        parser.error(f"--{'partite' if args.partite is not None else 'deals'} must be at least 1")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    if args.iterations is not None and min(args.iterations) < 1:
        parser.error("--iterations must be at least 1")
    for level in set(args.players):
        try:
            agent(level, seed=0)
        except ImportError as error:
            parser.error(str(error))
    try:
        new_game(args.game, seed=0, options=args.options)
    except ValueError as error:
        parser.error(str(error))
    return args


def _levels(text: str) -> tuple[str, str]:
    levels = tuple(text.split(","))
    if len(levels) != 2 or any(level not in LEVELS for level in levels):
        raise argparse.ArgumentTypeError(f"write two levels separated by a comma, from {', '.join(LEVELS)}")
    return levels[0], levels[1]


def seed_argument(text: str) -> int | str:
    """A seed as given on the command line: a whole number as the number, so that "7" plays
    the deals of seed 7; any other text as itself."""
    return int(text) if text.lstrip("-").isdigit() else text


def _worlds(text: str) -> tuple[int, int]:
    try:
        counts = [int(word) for word in text.split(",")]
    except ValueError as error:
        raise argparse.ArgumentTypeError("write a whole number of worlds, or two separated by a comma") from error
    if len(counts) not in (1, 2):
        raise argparse.ArgumentTypeError("write a whole number of worlds, or two separated by a comma")
    return counts[0], counts[-1]


def _options(text: str) -> dict[str, Any]:
    try:
        options = json.loads(text)
    except json.JSONDecodeError as error:
        raise argparse.ArgumentTypeError(f"not JSON: {error}") from error
    if not isinstance(options, dict):
        raise argparse.ArgumentTypeError("the options must be a JSON object")
    return options


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    match = Match(args.game, args.players, args.seed, args.options, partite=args.partite is not None,
                  iterations=args.iterations)
    report = summary(match, run(match, args.rounds, args.workers, args.progress))
    print(json.dumps(report) if args.json else "\n".join(render(report)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
