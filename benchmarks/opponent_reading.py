"""How much of the opponent's hand the opponent model reads (expert-v3, issue 16).

    python benchmarks/opponent_reading.py [--deals 8] [--seed reading] [--window 6] [--worlds 800]

Briscola a 2 deals of ``expert-v1`` self-play (60 worlds a move). At each decision with
cards still to draw and two tricks or more behind it, ``--worlds`` worlds are drawn as
the search draws them and weighed by ``opponent_model.Evidence``; printed, over those
positions: the effective sample size of the weights, the distinct worlds among as many
draws by weight as a quarter of them (expert-v3's resampling), and what the model learns
of the real hand: the log of its weight over the mean weight (nats; 0 is no reading),
against the log of the number of hands it could be (what seeing the hand tells).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai.determinize import Determinizer  # noqa: E402
from briscola.ai.driver import Move, play  # noqa: E402
from briscola.ai.opponent_model import Evidence  # noqa: E402
from briscola.ai.opponent_weights import WEIGHTS  # noqa: E402
from briscola.ai.search import SearchAgent  # noqa: E402


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--seed", default="reading")
    parser.add_argument("--window", type=int, default=6, help="the opponent's last plays weighed")
    parser.add_argument("--worlds", type=int, default=800)
    args = parser.parse_args(argv)
    ess: list[float] = []
    distinct: list[int] = []
    read: list[float] = []
    entropy: list[float] = []
    for index in range(args.deals):
        game = briscola.new_game("briscola2", seed=f"{args.seed}/{index}")

        def weigh(move: Move, game: briscola.Game = game) -> None:
            obs = move.observation
            if obs["stock"] <= 2 or len(obs["history"]) < 2:
                return
            determinizer = Determinizer.from_observation(obs)
            evidence = Evidence(determinizer.know, WEIGHTS, args.window)
            opponent = 1 - obs["seat"]
            rng = random.Random(f"{args.seed}/{index}/{obs['move_number']}")
            weights = [evidence.likelihood(determinizer.sample(rng).deal.hands[opponent])
                       for _ in range(args.worlds)]
            total = sum(weights)
            ess.append(total * total / sum(w * w for w in weights))
            distinct.append(len(set(rng.choices(range(args.worlds), weights, k=args.worlds // 4))))
            read.append(math.log(evidence.likelihood(game.deal.hands[opponent]) * args.worlds / total))
            entropy.append(math.log(math.comb(len(determinizer.know.unseen), determinizer.hidden[opponent])))

        play(game, [SearchAgent("expert-v1", seed=f"{args.seed}/{index}/{s}", iterations=60) for s in (0, 1)],
             on_move=weigh)
    print(f"{len(read)} positions of {args.deals} deals, the last {args.window} plays weighed")
    print(f"effective sample size of {args.worlds} worlds: median {statistics.median(ess):.0f}, "
          f"min {min(ess):.0f}; distinct of {args.worlds // 4} drawn by weight: median {statistics.median(distinct)}")
    half = 1.96 * statistics.stdev(read) / math.sqrt(len(read))
    print(f"the real hand's log weight over the mean: {statistics.fmean(read):.3f} nats ± {half:.3f}, "
          f"of {statistics.fmean(entropy):.2f} nats a sight of the hand gives")
    return 0


if __name__ == "__main__":
    sys.exit(main())
