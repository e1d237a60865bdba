"""Fit the opponent model (``briscola/ai/opponent_model.py``) on self-play decisions.

    python training/fit_opponent.py [--data training/opponent_data.jsonl] [--epochs 15] [--l2 0.01] [--all] [--write]
    python training/fit_opponent.py --data training/medium_data.jsonl --all --write --out briscola/ai/opponent_weights_medium.py

A conditional logit: each card of the hand scores the sum of its features' weights, and
the card played is the softmax over the hand. Fitted by Adagrad with an L2 penalty on the
decisions made while cards were still to draw (after that both hands are known), with
every fifth deal held out. Prints the held-out log-likelihood per decision and top-1
accuracy, against a uniform guess and against the playout policy (its card, and its card
taken with odds of ``k`` to 1 for the best ``k``). ``--write`` writes the weights to
``--out`` (default ``briscola/ai/opponent_weights.py``, the model of ``expert-v1``; the
second line above writes Medium's, from ``opponent_data.py --level medium --deals 2000
--seed medopp``). Deterministic: the same data gives the same weights.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola.ai.opponent_model import card_features, softmax_probabilities  # noqa: E402
from briscola.cards import CLASSIC  # noqa: E402

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "briscola" / "ai" / "opponent_weights.py"


def examples(lines: Sequence[dict[str, Any]]) -> list[tuple[list[list[str]], int, int]]:
    """(features per card, index of the card played, index of the policy's card)."""
    out = []
    for line in lines:
        hand = line["hand"]
        played = sum(1 << c for c in line["played"])
        feats = card_features(hand, line["led"], line["trump"], line["stock"],
                              line["ours"] - line["theirs"], CLASSIC, played)
        out.append((feats, hand.index(line["card"]), hand.index(line["policy"])))
    return out


def fit(train: Sequence[tuple[list[list[str]], int, int]], epochs: int, l2: float, rate: float) -> dict[str, float]:
    weights: dict[str, float] = {}
    squares: dict[str, float] = {}
    for _ in range(epochs):
        for feats, chosen, _policy in train:
            probs = softmax_probabilities(feats, weights)
            grads: dict[str, float] = {}
            for i, f in enumerate(feats):
                g = probs[i] - (1.0 if i == chosen else 0.0)
                for name in f:
                    grads[name] = grads.get(name, 0.0) + g
            for name, g in grads.items():
                w = weights.get(name, 0.0)
                g += l2 * w
                squares[name] = squares.get(name, 1e-8) + g * g
                weights[name] = w - rate * g / math.sqrt(squares[name])
    return weights


def report(name: str, test: Sequence[tuple[list[list[str]], int, int]], weights: dict[str, float]) -> None:
    ll = hits = 0.0
    for feats, chosen, _ in test:
        probs = softmax_probabilities(feats, weights)
        ll += math.log(probs[chosen])
        hits += max(range(len(probs)), key=probs.__getitem__) == chosen
    print(f"{name}: log-likelihood {ll / len(test):.4f} a decision, top-1 {100 * hits / len(test):.2f}%")


def baselines(test: Sequence[tuple[list[list[str]], int, int]]) -> None:
    uniform = sum(-math.log(len(f)) for f, _, _ in test) / len(test)
    print(f"uniform: log-likelihood {uniform:.4f} a decision, top-1 {100 / 3:.2f}% (about)")
    hits = sum(c == p for _, c, p in test)
    print(f"playout policy: top-1 {100 * hits / len(test):.2f}%")
    for k in (1.5, 2, 3, 5, 10):
        ll = sum(math.log((k if c == p else 1.0) / (k + len(f) - 1)) for f, c, p in test) / len(test)
        print(f"  policy's card at odds {k}:1: log-likelihood {ll:.4f}")


def write(weights: dict[str, float], path: Path) -> None:
    kept = {k: round(v, 4) for k, v in sorted(weights.items()) if abs(v) >= 5e-4}
    body = "".join(f"    {k!r}: {v!r},\n" for k, v in kept.items())
    path.write_text(
        '"""The opponent model\'s weights, written by training/fit_opponent.py: do not edit by hand."""\n\n'
        f"WEIGHTS: dict[str, float] = {{\n{body}}}\n")
    print(f"wrote {len(kept)} weights to {path}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=Path("training/opponent_data.jsonl"))
    parser.add_argument("--epochs", type=int, default=15)
    parser.add_argument("--l2", type=float, default=0.01)
    parser.add_argument("--rate", type=float, default=0.1)
    parser.add_argument("--all", action="store_true", help="after the held-out figures, refit on every deal")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE, help="the weights module --write writes")
    args = parser.parse_args(argv)
    lines = [json.loads(text) for text in args.data.read_text().splitlines() if text.strip()]
    lines = [line for line in lines if line["stock"] > 0]
    train = examples([line for line in lines if line["deal"] % 5])
    test = examples([line for line in lines if line["deal"] % 5 == 0])
    print(f"{len(train)} training decisions, {len(test)} held out")
    baselines(test)
    weights = fit(train, args.epochs, args.l2, args.rate)
    report("model (held out)", test, weights)
    report("model (training)", train, weights)
    if args.all:
        weights = fit(train + test, args.epochs, args.l2, args.rate)
    if args.write:
        write(weights, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
