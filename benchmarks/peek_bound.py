"""What reading the hidden hands could be worth at most: a search that sees them, against fair ones.

    python benchmarks/peek_bound.py [--game briscola2] [--deals 100] [--seed peek] [--worlds 200] [--level expert-v1]
                                    [--against LEVEL] [--control]

Duplicate deals, seated as the arena seats them (``arena.seatings``: Briscola a 2 twice,
seats swapped; Briscola a 4 with the peeking pair on each side; chiamata five times, the
peeker on each seat). The peeking player is ``--level``'s search with one change: every
world it samples holds the truth (``Peeker``: the other hands, or in chiamata the socio).
The other seats are the same level, fair, or ``--against`` another level; the auction is the
level's own. The search levels think ``--worlds`` worlds a move. The peeker's result is
roughly the most any inference from play (of the hands; in chiamata of the hidden partner)
can add to that search (issue 16): the best an inference can do is to know. ``--control``
seats the same search, fair, where the peeker sat: the figure to set the bound against.
Briscola a 2 and a 4 count deals won, chiamata the partita points a deal gives. This player
cheats, so it lives here and never in ``briscola.ai``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path
from dataclasses import replace
from typing import Sequence
from unittest.mock import patch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai import LEVELS as ALL_LEVELS, agent  # noqa: E402
from briscola.ai.arena import seatings  # noqa: E402
from briscola.ai.determinize import Determinizer, World  # noqa: E402
from briscola.ai.driver import play  # noqa: E402
from briscola.ai.search import LEVELS, SearchAgent  # noqa: E402
from briscola.observation import Observation  # noqa: E402

Z95 = 1.96


class Peeker(SearchAgent):
    """The level's search with the truth in every world: in Briscola a 2 and a 4 the other
    hands (the stock's order still hidden), in chiamata who the socio is (the called card
    in its real holder's hand, the other hidden cards dealt at random as before). Chiamata
    has no stock: with every hand shown each world would be the same one, and a single
    playout scores each card, far worse than the fair search's average over its worlds."""

    def __init__(self, level: str, game: briscola.Game, seed: str, worlds: int) -> None:
        super().__init__(level, seed=seed, iterations=worlds)
        self.game = game

    def card_values(self, observation: Observation) -> dict[int, float]:
        fair_sample = Determinizer.sample
        me = observation["seat"]
        real = [list(hand) for hand in self.game.deal.hands]

        def hands_shown(determinizer: Determinizer, rng: random.Random) -> World:
            world = fair_sample(determinizer, rng)
            deal = world.deal
            others = [s for s in range(deal.players) if s != me]
            # The turned briscola lies face up at stock[0] while the stock lasts: not hidden.
            turned = deal.stock[:1] if determinizer.know.stock else []
            hidden = [c for s in others for c in deal.hands[s]] + deal.stock[len(turned):]
            rest = [c for c in hidden if not any(c in real[s] for s in others)]
            rng.shuffle(rest)
            for s in others:
                deal.hands[s] = real[s][:]
            deal.stock = turned + rest
            return world

        def socio_shown(determinizer: Determinizer, rng: random.Random) -> World:
            world = fair_sample(determinizer, rng)
            called, hands = determinizer.know.called_card, world.deal.hands
            socio = next((s for s in range(len(real)) if called in real[s]), None)
            placed = next((s for s in range(len(hands)) if called in hands[s]), None)
            if called is None or socio is None or placed is None or socio == placed:
                return world
            # Swap the called card with one of the socio's cards this seat could not name.
            sure = determinizer.know.held.get(socio, frozenset())
            other = rng.choice([c for c in hands[socio] if c not in sure])
            hands[placed][hands[placed].index(called)] = other
            hands[socio][hands[socio].index(other)] = called
            return replace(world, partner=socio)

        peeked = socio_shown if self.game.name == "chiamata" else hands_shown
        # The search draws its worlds through Determinizer.sample; only this move's draws peek.
        with patch.object(Determinizer, "sample", peeked):
            return super().card_values(observation)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="briscola2", choices=("briscola2", "briscola4", "chiamata"))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", default="peek")
    parser.add_argument("--worlds", type=int, default=200, help="worlds a move, every player")
    parser.add_argument("--level", default="expert-v1", choices=tuple(LEVELS))
    parser.add_argument("--against", choices=ALL_LEVELS, help="the other seats' level (default: --level)")
    parser.add_argument("--control", action="store_true", help="no peeking: the fair search in the peeker's seat")
    args = parser.parse_args(argv)
    points = args.game == "chiamata"
    per_deal: list[float] = []
    for index in range(args.deals):
        scores = []
        for seating in seatings(args.game):
            game = briscola.new_game(args.game, seed=f"{args.seed}/{index}")
            reader: SearchAgent = (
                SearchAgent(args.level, seed=f"{args.seed}/{index}/peek", iterations=args.worlds) if args.control
                else Peeker(args.level, game, f"{args.seed}/{index}/peek", args.worlds))
            seats = [reader if peeks == 0 else
                     agent(args.against or args.level, seed=f"{args.seed}/{index}/fair", iterations=args.worlds)
                     for peeks in seating]
            play(game, seats)
            result = game.deal_result
            assert result is not None
            peeker = seating.index(0)
            scores.append(result.score_changes[peeker] if points else float(peeker in result.winners))
        per_deal.append(statistics.fmean(scores))
        if len(per_deal) > 1 and (len(per_deal) % 10 == 0 or len(per_deal) == args.deals):
            mean = statistics.fmean(per_deal)
            half = Z95 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
            who = f"the {'fair' if args.control else 'peeking'} {args.level}"
            if points:
                print(f"{len(per_deal)} deals: {who} gains {mean:+.3f} partita points "
                      f"a deal [{mean - half:+.3f}, {mean + half:+.3f}]", flush=True)
            else:
                low, high = max(0.0, mean - half), min(1.0, mean + half)
                print(f"{len(per_deal)} deals: {who} wins {100 * mean:.2f}% "
                      f"[{100 * low:.2f}, {100 * high:.2f}]", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
