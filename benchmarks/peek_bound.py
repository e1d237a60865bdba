"""What reading the opponent's hand could be worth at most: a search that sees it, against a fair one.

    python benchmarks/peek_bound.py [--deals 100] [--seed peek] [--worlds 200] [--level expert-v1]

Briscola a 2 on duplicate deals (each deal played twice, seats swapped, as the arena does).
The peeking player is ``--level``'s search with one change: every world it samples holds
the opponent's real hand; only the stock's order stays hidden. Its opponent is the same
level, fair. Both think ``--worlds`` worlds a move. The peeker's win rate is roughly the
most any inference of the opponent's hand from its play can add to that search (issue 16):
the best an inference can do is to know the hand. This player cheats, so it lives here and
never in ``briscola.ai``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path
from typing import Sequence
from unittest.mock import patch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai.determinize import Determinizer, World  # noqa: E402
from briscola.ai.driver import play  # noqa: E402
from briscola.ai.search import LEVELS, SearchAgent  # noqa: E402
from briscola.observation import Observation  # noqa: E402

Z95 = 1.96


class Peeker(SearchAgent):
    """The level's search, with the opponent's real hand in every world."""

    def __init__(self, level: str, game: briscola.Game, seed: str, worlds: int) -> None:
        super().__init__(level, seed=seed, iterations=worlds)
        self.game = game

    def card_values(self, observation: Observation) -> dict[int, float]:
        fair_sample = Determinizer.sample
        opponent_hand = list(self.game.deal.hands[1 - observation["seat"]])

        def peeked(determinizer: Determinizer, rng: random.Random) -> World:
            world = fair_sample(determinizer, rng)
            deal, opponent = world.deal, 1 - observation["seat"]
            # The turned briscola lies face up at stock[0] while the stock lasts: not hidden.
            turned = deal.stock[:1] if determinizer.know.stock else []
            hidden = deal.hands[opponent] + deal.stock[len(turned):]
            rest = [c for c in hidden if c not in opponent_hand]
            rng.shuffle(rest)
            deal.hands[opponent] = opponent_hand[:]
            deal.stock = turned + rest
            return world

        # The search draws its worlds through Determinizer.sample; only this move's draws peek.
        with patch.object(Determinizer, "sample", peeked):
            return super().card_values(observation)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", default="peek")
    parser.add_argument("--worlds", type=int, default=200, help="worlds a move, both players")
    parser.add_argument("--level", default="expert-v1", choices=tuple(LEVELS))
    args = parser.parse_args(argv)
    per_deal: list[float] = []
    for index in range(args.deals):
        won = 0
        for peeker_seat in (0, 1):
            game = briscola.new_game("briscola2", seed=f"{args.seed}/{index}")
            seats: list[SearchAgent] = [SearchAgent(args.level, seed=f"{args.seed}/{index}/fair",
                                                    iterations=args.worlds)] * 2
            seats[peeker_seat] = Peeker(args.level, game, f"{args.seed}/{index}/peek", args.worlds)
            play(game, seats)
            assert game.deal_result is not None
            won += peeker_seat in game.deal_result.winners
        per_deal.append(won / 2)
        if len(per_deal) > 1 and (len(per_deal) % 10 == 0 or len(per_deal) == args.deals):
            mean = statistics.fmean(per_deal)
            half = Z95 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
            low, high = max(0.0, mean - half), min(1.0, mean + half)
            print(f"{len(per_deal)} deals: the peeking {args.level} wins {100 * mean:.2f}% "
                  f"[{100 * low:.2f}, {100 * high:.2f}]", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
