"""How long the search levels think per move: median and 95th percentile, per game and level.

    python benchmarks/ai_speed.py [--positions 80] [--levels hard,expert] [--games briscola2,...]

Positions are taken from whole deals that Medium plays on every seat (every play decision
with more than one card to choose from, spread evenly over each deal), so they cover the
opening, the middle and the endgame of every game. Each level then moves once in each
position in play mode (its time budget with its iteration cap), as the table runs it.
Targets (issue 6): expert median <= 250 ms and p95 <= 600 ms in CPython; hard about half.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai import agent  # noqa: E402
from briscola.ai.driver import Move, play  # noqa: E402
from briscola.ai.search import LEVELS, SearchAgent  # noqa: E402


def positions(game: str, count: int, seed: str) -> list[dict[str, Any]]:
    """``count`` observations of a seat to play with a real choice, from Medium's deals."""
    found: list[dict[str, Any]] = []
    deal = 0
    while len(found) < count:
        g = briscola.new_game(game, seed=f"{seed}/{deal}")
        players = [agent("medium", seed=s) for s in range(g.players)]

        def choice(move: Move, g: briscola.Game = g) -> None:
            if g.phase == "play" and len(move.observation["legal_actions"]) > 1:
                found.append(move.observation)

        play(g, players, on_move=choice)
        deal += 1
    step = len(found) / count
    return [found[math.floor(i * step)] for i in range(count)]


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=80, help="positions per game (default 80)")
    parser.add_argument("--levels", default=",".join(LEVELS), help="search levels to time")
    parser.add_argument("--games", default=",".join(briscola.GAMES), help="games to time")
    parser.add_argument("--seed", default="speed", help="seed of the deals the positions come from")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    print(f"{'game':<10} {'level':<7} {'moves':>5} {'ms median':>10} {'ms p95':>8} {'ms max':>8}")
    for game in args.games.split(","):
        observations = positions(game, args.positions, args.seed)
        for level in levels:
            searcher = SearchAgent(level, seed=1)
            times = []
            for observation in observations:
                start = time.perf_counter()
                searcher.choose(observation)
                times.append((time.perf_counter() - start) * 1000)
            print(f"{game:<10} {level:<7} {len(times):>5} {statistics.median(times):>10.1f} "
                  f"{percentile(times, 95):>8.1f} {max(times):>8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
