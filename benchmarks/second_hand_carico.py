"""How often a level throws a carico second to play in Briscola a 4 (prints, asserts nothing).

    python benchmarks/second_hand_carico.py [--level expert-v1] [--deals 30] [--worlds 200]

Four seats of ``--level`` play ``--deals`` deals (game seeds ``carico/0``, ``carico/1``, …;
a search level at ``--worlds`` worlds a move). Counted: the chances (a seat second to play
after an opponent led a liscio, not a briscola), the carichi thrown there (an Asso or a Tre
of a third suit, not a briscola: it cannot take the trick, so it goes to whoever does), how
many of those left a cheaper card of no briscola in the hand, and which side took the
trick. A question raised by an Expert hint (README, issue 16's Briscola a 4): is it a
blunder the search makes, or the partner's trick loaded on purpose?
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai import SEARCH_LEVELS, agent  # noqa: E402
from briscola.ai.driver import Move, play  # noqa: E402

CARICHI = ("1", "3")  # an Asso, a Tre: the ranks of a card code ("1S", "3D")
FIGURES = ("8", "9", "10")


def rank_suit(code: str) -> tuple[str, str]:
    return code[:-1], code[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert-v1")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--worlds", type=int, default=200)
    args = parser.parse_args()
    counts: collections.Counter[str] = collections.Counter()
    for number in range(args.deals):
        game = briscola.new_game("briscola4", seed=f"carico/{number}")
        iterations = args.worlds if args.level in SEARCH_LEVELS else None
        agents = [agent(args.level, seed=f"{number}/{seat}", iterations=iterations) for seat in range(4)]
        thrown: list[tuple[int, int, str]] = []  # seat, moves before it, card

        def heard(move: Move) -> None:
            seen = move.observation
            table, trump = seen["table"], seen["trump"]
            if seen["phase"] != "play" or len(table) != 1 or not move.action.startswith("play "):
                return
            leader, led = table[0]
            led_rank, led_suit = rank_suit(led)
            if leader % 2 == move.seat % 2 or led_suit == trump or led_rank in CARICHI + FIGURES:
                return
            counts["chances"] += 1
            card = move.action.split()[1]
            rank, suit = rank_suit(card)
            if rank in CARICHI and suit not in (led_suit, trump):
                counts["carichi thrown"] += 1
                if any(rank_suit(c)[0] not in CARICHI and rank_suit(c)[1] != trump for c in seen["hand"]):
                    counts["with a cheaper card of no briscola"] += 1
                thrown.append((move.seat, len(game.actions), card))

        play(game, agents, on_move=heard)
        for seat, before, card in thrown:
            trick = briscola.load_game(game.to_json(), moves=before + 3).observation(0)["history"][-1]
            assert any(code == card for _, code in trick["cards"]), "the trick looked at is the carico's"
            counts["taken by the thrower's side" if trick["winner"] % 2 == seat % 2 else "taken by the opponents"] += 1
    share = counts["carichi thrown"] / max(1, counts["chances"])
    print(f"{args.level}, {args.deals} deals: " + ", ".join(f"{key} {value}" for key, value in counts.items())
          + f"; carichi thrown at {share:.1%} of the chances")


if __name__ == "__main__":
    main()
