"""Self-play decisions of a computer level in Briscola a 2, for fitting the opponent model.

    python training/opponent_data.py --deals 800 --seed opp --worlds 60 --out training/opponent_data.jsonl

Each line is one decision with a choice (two cards or more in hand): the mover's hand,
the card it played, the card led (if it replied), the trump, the stock, the points
captured by the mover and by the other seat, the cards played in finished tricks, and
the card the playout policy would have played (the baseline the model must beat).
Both seats are ``--level`` (default ``expert-v1``; a search level on ``--worlds`` worlds a
move, off the clock), so the same seed writes the same file on any machine.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai.driver import Move, play  # noqa: E402
from briscola.ai.knowledge import Knowledge  # noqa: E402
from briscola.ai.opponent_model import policy_choice  # noqa: E402
from briscola.ai import LEVELS, agent  # noqa: E402
from briscola.actions import Action  # noqa: E402


def record(move: Move) -> dict[str, object] | None:
    """The decision's line, or None where the mover had one card."""
    know = Knowledge.from_observation(move.observation)
    if len(know.legal) < 2:
        return None
    card = Action.parse(move.action).card
    me = know.seat
    return {
        "hand": sorted(know.hand), "card": card,
        "led": know.table[0][1] if know.table else None,
        "trump": know.trump, "stock": know.stock,
        "ours": know.points[me], "theirs": know.points[1 - me],
        "played": sorted(c for t in know.tricks for _, c in t.cards),
        "policy": policy_choice(list(know.hand), know.table[0][1] if know.table else None,
                                know.trump, know.stock, know.order),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=800)
    parser.add_argument("--seed", default="opp")
    parser.add_argument("--worlds", type=int, default=60)
    parser.add_argument("--level", default="expert-v1", choices=LEVELS)
    parser.add_argument("--out", type=Path, default=Path("training/opponent_data.jsonl"))
    args = parser.parse_args(argv)
    with args.out.open("w") as out:
        for index in range(args.deals):
            game = briscola.new_game("briscola2", seed=f"{args.seed}/{index}")
            agents = [agent(args.level, seed=f"{args.seed}/{index}/{s}", iterations=args.worlds) for s in (0, 1)]
            lines: list[dict[str, object]] = []

            def heard(move: Move) -> None:
                line = record(move)
                if line is not None:
                    lines.append({"deal": index, **line})

            play(game, agents, on_move=heard)
            out.writelines(json.dumps(line) + "\n" for line in lines)
            out.flush()
            if (index + 1) % 50 == 0:
                print(f"{index + 1} deals", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
