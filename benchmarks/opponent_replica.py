"""How well the opponent's card can be foretold from its hand (issue 16, a ninth try).

    python benchmarks/opponent_replica.py [--deals 20] [--seed replica] [--worlds 200] [--replicas 16,64,200] [--reruns 8]
    python benchmarks/opponent_replica.py --hands 24 [--deals 20] [--reruns 8]

Reading the opponent's hand from its plays is worth as much as its plays depend on its
hand. Here the hand is known: Briscola a 2 deals of ``expert-v1`` self-play at ``--worlds``
worlds a move, and at each decision with cards still to draw, the card it played is
foretold from its own observation by:

- a replica of its search (``replica_scores``: its own search at ``--replicas`` worlds,
  another seed), the card's chance a softmax of the scores it compares
  (the best of a few sharpnesses, fitted on these very decisions: a bound in its favour);
- ``expert-v3``'s learned model (``opponent_model``);
- ``--reruns`` more runs of ``expert-v1`` itself, each with another seed: what its card is
  at most foretold by anything that does not know its seed (the chance a smoothed count).

Printed: the share of decisions where each one's likeliest card is the card played, and
the mean log chance of the card played (0 is a certain foretelling; a uniform guess among
the hand is given). The replica's scores cost what its worlds cost, and are printed too.

With ``--hands N``, what a lead read by those foretellings tells of the leader's hand:
at each lead with cards still to draw, the hand it led from is weighed against ``N``
others it could have been from the other seat's view (the card led and two of the cards
that seat cannot see), by the chance each gives the card led. Printed: the log of the real
hand's weight over the mean weight (nats; 0 is no reading), for the learned model and for
``expert-v1`` itself (its reruns: the most any reading of this player's lead can tell,
short of its seed), against the log of the number of hands it could be.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import briscola  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai.driver import Move, play  # noqa: E402
from briscola.ai.knowledge import Knowledge  # noqa: E402
from briscola.ai.opponent_model import card_features, softmax_probabilities  # noqa: E402
from briscola.ai.opponent_weights import WEIGHTS  # noqa: E402
from briscola.ai.search import SearchAgent, style_cost  # noqa: E402
from briscola.cards import card_code, parse_card  # noqa: E402
from briscola.observation import Observation  # noqa: E402

SHARPNESS = (2.0, 5.0, 10.0, 20.0, 40.0)


def replica_scores(obs: Observation, worlds: int, seed: str) -> list[float]:
    """What ``expert-v1`` compares between the cards in hand (``obs``'s hand order): its
    mean score over ``worlds`` worlds less the near-tie cost."""
    know = Knowledge.from_observation(obs)
    values = SearchAgent("expert-v1", seed=seed, iterations=worlds).card_values(obs)
    return [values[c] - style_cost(know, c) for c in know.hand]


def softmax(scores: Sequence[float], sharpness: float) -> list[float]:
    top = max(scores)
    exps = [math.exp(sharpness * (s - top)) for s in scores]
    return [e / sum(exps) for e in exps]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", default="replica")
    parser.add_argument("--worlds", type=int, default=200, help="expert-v1's worlds a move")
    parser.add_argument("--replicas", default="16,64,200", help="the replica's worlds, comma separated")
    parser.add_argument("--reruns", type=int, default=8)
    parser.add_argument("--hands", type=int, default=0, help="measure what a lead tells of the hand, over this many others")
    args = parser.parse_args(argv)
    if args.hands:
        return read_leads(args)
    replicas = [int(n) for n in args.replicas.split(",")]
    scores: dict[int, list[list[float]]] = {n: [] for n in replicas}
    spent: dict[int, list[float]] = {n: [] for n in replicas}
    chosen: list[int] = []
    model: list[list[float]] = []
    reruns: list[list[int]] = []
    for index in range(args.deals):
        game = briscola.new_game("briscola2", seed=f"{args.seed}/{index}")

        def foretell(move: Move, index: int = index) -> None:
            obs = move.observation
            know = Knowledge.from_observation(obs)
            if not know.stock or len(know.legal) < 2:
                return
            chosen.append(know.hand.index(parse_card(move.action.split()[1])))
            for n in replicas:
                start = time.perf_counter()
                scores[n].append(replica_scores(obs, n, f"{args.seed}/replica/{index}/{obs['move_number']}"))
                spent[n].append((time.perf_counter() - start) * 1000)
            played = 0
            for trick in know.tricks:
                for _, c in trick.cards:
                    played |= 1 << c
            led = know.table[0][1] if know.table else None
            margin = know.points[know.seat] - know.points[1 - know.seat]
            model.append(softmax_probabilities(
                card_features(know.hand, led, know.trump, know.stock, margin, know.order, played), WEIGHTS))
            counts = [0] * len(know.hand)
            for r in range(args.reruns):
                rerun = SearchAgent("expert-v1", seed=f"{args.seed}/rerun/{index}/{r}", iterations=args.worlds)
                counts[know.hand.index(rerun.best_card(obs))] += 1
            reruns.append(counts)

        play(game, [SearchAgent("expert-v1", seed=f"{args.seed}/{index}/{s}", iterations=args.worlds)
                    for s in (0, 1)], on_move=foretell)

    n = len(chosen)

    def report(name: str, chances: Sequence[Sequence[float]]) -> None:
        top = sum(max(range(len(c)), key=c.__getitem__) == k for c, k in zip(chances, chosen)) / n
        logs = [math.log(max(c[k], 1e-12)) for c, k in zip(chances, chosen)]
        half = 1.96 * statistics.stdev(logs) / math.sqrt(n)
        print(f"{name:<44} likeliest card played {100 * top:5.1f}%   log chance {statistics.fmean(logs):.3f} ± {half:.3f}")

    print(f"{n} decisions of expert-v1 at {args.worlds} worlds a move, cards still to draw, {args.deals} deals")
    report("a uniform guess", [[1 / len(c)] * len(c) for c in model])
    for r in replicas:
        best = max(SHARPNESS, key=lambda s: sum(math.log(softmax(v, s)[k]) for v, k in zip(scores[r], chosen)))
        report(f"replica, {r} worlds (sharpness {best:g}; "
               f"{statistics.median(spent[r]):.1f} ms)", [softmax(v, best) for v in scores[r]])
    report("learned model (expert-v3)", model)
    report(f"expert-v1 itself, {args.reruns} other seeds",
           [[(k + 0.5) / (args.reruns + 0.5 * len(c)) for k in c] for c in reruns])
    return 0


def lead_chance(obs: Observation, hand: Sequence[int], led: int, args: argparse.Namespace, tag: str) -> tuple[float, float]:
    """The chance of leading ``led`` from ``hand`` in the leader's position ``obs``: by the
    learned model, and by ``--reruns`` runs of ``expert-v1`` (smoothed)."""
    know = Knowledge.from_observation(obs)
    margin = know.points[know.seat] - know.points[1 - know.seat]
    played = 0
    for trick in know.tricks:
        for _, c in trick.cards:
            played |= 1 << c
    model = softmax_probabilities(card_features(hand, None, know.trump, know.stock, margin, know.order, played), WEIGHTS)
    codes = [card_code(c) for c in hand]
    view = obs | {"hand": codes, "hand_arranged": codes, "legal_actions": [f"play {c}" for c in codes]}
    led_count = sum(SearchAgent("expert-v1", seed=f"{tag}/{r}", iterations=args.worlds).best_card(view) == led
                    for r in range(args.reruns))
    return model[list(hand).index(led)], (led_count + 0.5) / (args.reruns + 0.5 * len(hand))


def read_leads(args: argparse.Namespace) -> int:
    read: dict[str, list[float]] = {"learned model (expert-v3)": [], f"expert-v1 itself, {args.reruns} seeds": []}
    entropy: list[float] = []
    for index in range(args.deals):
        game = briscola.new_game("briscola2", seed=f"{args.seed}/{index}")

        def weigh(move: Move, index: int = index) -> None:
            obs = move.observation
            if obs["table"] or obs["stock"] <= 0:
                return
            know = Knowledge.from_observation(obs)
            led = parse_card(move.action.split()[1])
            reader = game.deal.hands[1 - know.seat]
            pool = sorted(know.unseen - set(reader))  # what the other seat cannot see, besides the card led
            pool.extend(c for c in know.hand if c != led)
            rng = random.Random(f"{args.seed}/hands/{index}/{obs['move_number']}")
            hands = [know.hand] + [(led, *rng.sample(pool, len(know.hand) - 1)) for _ in range(args.hands)]
            chances = [lead_chance(obs, h, led, args, f"{args.seed}/{index}/{obs['move_number']}") for h in hands]
            for i, name in enumerate(read):
                weights = [c[i] for c in chances]
                read[name].append(math.log(weights[0] / statistics.fmean(weights[1:])))
            entropy.append(math.log(math.comb(len(pool), len(know.hand) - 1)))

        play(game, [SearchAgent("expert-v1", seed=f"{args.seed}/{index}/{s}", iterations=args.worlds)
                    for s in (0, 1)], on_move=weigh)
    print(f"{len(entropy)} leads of expert-v1 at {args.worlds} worlds a move, cards still to draw, {args.deals} deals;"
          f" each hand against {args.hands} others")
    for name, logs in read.items():
        half = 1.96 * statistics.stdev(logs) / math.sqrt(len(logs))
        print(f"{name:<28} the real hand's log weight over the mean {statistics.fmean(logs):.3f} nats ± {half:.3f}")
    print(f"a sight of the hand: {statistics.fmean(entropy):.2f} nats")
    return 0


if __name__ == "__main__":
    sys.exit(main())
