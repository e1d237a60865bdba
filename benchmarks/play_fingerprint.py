"""A fingerprint of the computer players' play (prints it, asserts nothing).

    python benchmarks/play_fingerprint.py [--deals 6] [--iterations 40] [--checkout PATH]

Plays deals of every game with Expert, Hard and Medium seated round the table, the search
levels without their clock (a fixed number of worlds per move), so that the play depends
on the code alone, not on the machine's speed or load. Two checkouts that print the same
fingerprint play the same moves: a change meant to keep the players' strength (a
refactor, a faster code path) is checked this way, and its speed with ai_speed.py.
Only the public API is used, so an older checkout (--checkout) can be fingerprinted too.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6, help="deals per game")
    parser.add_argument("--iterations", type=int, default=40, help="worlds per search move")
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the repository whose briscola/ plays (default: this one)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.checkout.resolve()))
    import briscola
    from briscola.ai import agent
    from briscola.ai.search import SearchAgent

    lines = []
    for name in briscola.GAMES:
        for number in range(args.deals):
            game = briscola.new_game(name, seed=1000 + number)
            players = {}
            while not game.deal_over:
                seat = game.to_move
                level = ("expert", "hard", "medium")[seat % 3]
                if seat not in players:
                    players[seat] = (agent(level, seed=seat) if level == "medium"
                                     else SearchAgent(level, seed=seat, iterations=args.iterations))
                action = players[seat].choose(game.observation(seat))
                lines.append(f"{name} {number} {seat} {action}")
                game.apply(action)
            lines.append(f"{name} {number} points {game.deal_result.points}")
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    print(f"{briscola.__file__}: {len(lines)} moves and results, fingerprint {digest}")


if __name__ == "__main__":
    main()
