"""Random complete deals per second, public API and fast path.

    python benchmarks/engine_speed.py [--seconds 2]


The public API path is what the page and outside tools use (text actions, validation);
the fast path is ``Deal`` with int cards, what the search AI runs in its inner loop.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola.cards import CLASSIC  # noqa: E402  (the checkout, not an installed copy)
from briscola.deal import Deal  # noqa: E402
from briscola.game import new_game  # noqa: E402
from briscola.variants import GAMES, VARIANTS  # noqa: E402


def api_deal(name: str, seed: int) -> None:
    game = new_game(name, seed=seed)
    rng = random.Random(seed)
    while not game.deal_over:
        game.apply(rng.choice(game.legal_actions()))


def fast_deal(name: str, seed: int) -> None:
    variant = VARIANTS[name]
    rng = random.Random(seed)
    order = list(variant.cards_for_deal(rng))
    rng.shuffle(order)
    deal = Deal.from_order(
        variant.players, variant.hand_size, order, 0, variant.has_stock, CLASSIC)
    if not variant.has_stock:
        deal.trump = rng.randrange(4)  # chiamata: as if the auction had named a suit
    choice = rng.choice
    while not deal.over:
        deal.play(choice(deal.legal_cards()))


def rate(play_one: Callable[[str, int], None], name: str, seconds: float) -> float:
    """Deals per second over repeated short runs; the median resists a noisy machine."""
    rates = []
    seed = 0
    for _ in range(5):
        count, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds / 5:
            play_one(name, seed)
            seed += 1
            count += 1
        rates.append(count / elapsed)
    return statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per game and path")
    args = parser.parse_args()
    print(f"{'game':<10} {'public API deals/s':>20} {'fast path deals/s':>20}")
    for name in GAMES:
        print(f"{name:<10} {rate(api_deal, name, args.seconds):>20,.0f} "
              f"{rate(fast_deal, name, args.seconds):>20,.0f}")


if __name__ == "__main__":
    main()
