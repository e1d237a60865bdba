"""What partner signals are worth to a computer pair in Briscola a 4 with segnali on.

    python benchmarks/signals_worth.py [--level expert] [--deals 200] [--seed sig] [--iterations 200]

Duplicate deals, as the arena plays them (``briscola.ai.arena``): each deal, from the seed
and its index, is played twice with the pairs swapping seats. One pair is ``--level`` as it
is: it signals (``briscola.ai.signalling``) and, at the search levels, reads its partner's
signals into the worlds it samples (``briscola.ai.knowledge``). The other pair is the same
level made silent: it is handed each observation with no signals in it and no signal among
its legal actions, so it neither sends nor reads any. It sees less, never more, so the
difference is what the signals are worth. Search levels think ``--iterations`` worlds a
move, off the clock, so the figures do not depend on the machine's load.

Confidence intervals (95%) are over deals, each deal being the mean over its two seatings.
The times are of the card plays only: a signal is sent without thinking.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai import LEVELS, Agent, agent  # noqa: E402
from briscola.ai.arena import mean_ci, seatings  # noqa: E402
from briscola.ai.driver import Move, play  # noqa: E402
from briscola.observation import Observation  # noqa: E402

GAME = "briscola4"
OPTIONS = {"segnali": True}
SIGNALLING, SILENT = 0, 1  # the two pairs, as the arena's seatings number its levels


def is_signal(action: str) -> bool:
    return action.startswith("signal ")


class Silent:
    """An agent that neither sends nor reads signals: it sees each observation without them."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner

    def choose(self, observation: Observation) -> str:
        seen = observation.copy()
        seen["signals"] = []
        seen["legal_actions"] = [a for a in observation["legal_actions"] if not is_signal(a)]
        return self.inner.choose(seen)


@dataclass(frozen=True)
class Seating:
    """One deal played under one seating, per pair (SIGNALLING, SILENT)."""

    won: tuple[float, float]  # 1 if the pair won the deal, else 0 (both 0 on a 60-60 draw)
    points: tuple[int, int]  # card points the pair captured
    ms: tuple[tuple[float, ...], tuple[float, ...]]  # thinking time of each card play
    signals: tuple[int, int]  # signals the pair sent


def play_deal(level: str, seed: str, index: int, iterations: int | None) -> list[Seating]:
    """Deal ``index`` played under both seatings: the signalling pair on seats 0 and 2, then 1 and 3."""
    played = []
    for seating_index, seating in enumerate(seatings(GAME)):
        game = briscola.new_game(GAME, seed=f"{seed}/{index}", options=OPTIONS)
        agents: list[Agent] = []
        for seat, pair in enumerate(seating):
            made = agent(level, seed=f"{seed}/{index}/{seating_index}/{seat}", iterations=iterations)
            agents.append(made if pair == SIGNALLING else Silent(made))
        ms: tuple[list[float], list[float]] = ([], [])
        signals = [0, 0]

        def heard(move: Move) -> None:
            pair = seating[move.seat]
            if is_signal(move.action):
                signals[pair] += 1
            else:
                ms[pair].append(move.ms)

        play(game, agents, on_move=heard)
        result = game.deal_result
        assert result is not None
        pairs = [[s for s, p in enumerate(seating) if p == pair] for pair in (SIGNALLING, SILENT)]
        won = [float(seats[0] in result.winners) for seats in pairs]
        points = [next(p for side, p in zip(result.sides, result.side_points) if seats[0] in side)
                  for seats in pairs]
        played.append(Seating((won[0], won[1]), (points[0], points[1]),
                              (tuple(ms[0]), tuple(ms[1])), (signals[0], signals[1])))
    return played


def per_deal(deals: list[list[Seating]], figure: str, pair: int) -> list[float]:
    """For each deal, the pair's figure ("won" or "points") as the mean over its seatings."""
    return [statistics.fmean(getattr(s, figure)[pair] for s in deal) for deal in deals]


def pct(values: Sequence[float]) -> str:
    mean, low, high = mean_ci(values)
    return f"{100 * mean:.2f}% [{100 * max(0.0, low):.2f}, {100 * min(1.0, high):.2f}]"


def report(level: str, deals: list[list[Seating]]) -> list[str]:
    wins = per_deal(deals, "won", SIGNALLING), per_deal(deals, "won", SILENT)
    difference = mean_ci([a - b for a, b in zip(*wins)])
    points = mean_ci(per_deal(deals, "points", SIGNALLING))
    seatings_played = [s for deal in deals for s in deal]
    lines = [f"deals: {len(deals)} duplicate ({len(seatings_played)} played)",
             f"signalling {level} pair: deals won {pct(wins[0])}",
             f"silent {level} pair: deals won {pct(wins[1])}",
             "difference, signalling minus silent: {:+.3f} wins per deal, 95% CI [{:+.3f}, {:+.3f}]".format(
                 *difference),
             "signalling pair's card points per deal: {:.2f}, 95% CI [{:.2f}, {:.2f}]".format(*points)]
    for pair, name in ((SIGNALLING, "signalling"), (SILENT, "silent")):
        ms = [t for s in seatings_played for t in s.ms[pair]]
        sent = sum(s.signals[pair] for s in seatings_played) / len(seatings_played)
        lines.append(f"{name} pair: median {statistics.median(ms):.1f} ms per card played "
                     f"({len(ms)} plays), {sent:.2f} signals sent per deal played")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="expert", choices=[lv for lv in LEVELS if lv != "random"],
                        help="the level of both pairs (default expert; random does not signal)")
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals (default 200)")
    parser.add_argument("--seed", default="sig", help="the seed of the deals (default sig)")
    parser.add_argument("--iterations", type=int, default=200,
                        help="search levels: worlds a move, off the clock (default 200)")
    parser.add_argument("--progress", action="store_true", help="report every 10 deals on stderr")
    args = parser.parse_args(argv)
    if args.deals < 2:
        parser.error("--deals must be at least 2, for an interval")
    if args.iterations < 1:
        parser.error("--iterations must be at least 1")
    print(f"Briscola a 4, segnali on, {args.level} against {args.level} without signals; seed {args.seed}, "
          f"search levels at {args.iterations} worlds a move", flush=True)
    deals: list[list[Seating]] = []
    for index in range(args.deals):
        deals.append(play_deal(args.level, args.seed, index, args.iterations))
        if args.progress and (len(deals) % 10 == 0 or len(deals) == args.deals):
            print(f"{len(deals)}/{args.deals}: signalling pair wins {pct(per_deal(deals, 'won', SIGNALLING))}",
                  file=sys.stderr, flush=True)
    print("\n".join(report(args.level, deals)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
