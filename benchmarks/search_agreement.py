"""How much the search's worlds still change its card: agreement with a many-world search.

    python benchmarks/search_agreement.py [--game briscola2] [--worlds 100,400,1200] [--reference 4800]

At each position (ai_speed.py's, from Medium's deals, the exactly solved endgame left out)
the level chooses once with ``--reference`` worlds and then, with two other seeds, at each
count of ``--worlds``; the figure is how often those choices differ from the reference's.
Where the figure stops falling as worlds grow, more worlds no longer buy strength: what is
left is the playouts' bias, which only a better evaluation removes (issue 16).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_speed import positions  # noqa: E402  (benchmarks/ is on the path when run as a script)
from briscola.ai.search import LEVELS, SearchAgent  # noqa: E402

SEEDS = ("a", "b")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="briscola2")
    parser.add_argument("--level", default="expert-v1", choices=tuple(LEVELS))
    parser.add_argument("--worlds", default="100,400,1200", help="world counts to compare")
    parser.add_argument("--reference", type=int, default=4800, help="worlds of the reference choice")
    parser.add_argument("--positions", type=int, default=40, help="positions drawn (default 40)")
    parser.add_argument("--seed", default="agreement", help="seed of the deals the positions come from")
    args = parser.parse_args(argv)
    counts = [int(word) for word in args.worlds.split(",")]
    level = LEVELS[args.level]
    exact = level.exact_cards[args.game]
    searched = [o for o in positions(args.game, args.positions, args.seed)
                if sum(o["hands"]) + o["stock"] > exact]
    differ = dict.fromkeys(counts, 0)
    for observation in searched:
        reference = SearchAgent(args.level, seed="reference", iterations=args.reference).choose(observation)
        for count in counts:
            differ[count] += sum(SearchAgent(args.level, seed=seed, iterations=count).choose(observation) != reference
                                 for seed in SEEDS)
    print(f"{args.game}, {args.level} (exact from {exact} cards left, not counted): "
          f"{len(searched)} positions, reference {args.reference} worlds")
    for count in counts:
        choices = len(SEEDS) * len(searched)
        print(f"{count:>6} worlds: {differ[count]}/{choices} choices differ ({100 * differ[count] / choices:.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
