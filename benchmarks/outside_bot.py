"""Our levels against an outside, published Briscola a 2 bot: BriscolaBot-v3.

    python benchmarks/outside_bot.py --onnx PATH [--level expert] [--iterations N] [--deals 200]
                                     [--seed 1] [--workers 2]

BriscolaBot-v3 is the PPO agent of L. Cavuoti's master thesis (github.com/LetteraUnica/
BriscolaBot, MIT licence): a network of two hidden layers of 256 that gives a softmax over
the 40 cards, from which it samples the card it plays. Nothing of it is committed here:
fetch that repository and give its policy file with ``--onnx``, the ``agent.onnx`` its own
game window plays (``src/ui/resources/agent.onnx``, the same file as
``pretrained_models/briscola-bot-v3.onnx`` at its commit a6b9995 of 2023-12-17).

The network is run here in NumPy from the file's own graph (``OnnxPolicy``: its weights and
its nodes in order, the masking of the cards not in hand and the sampling included), and
``BriscolaBot`` builds its input from our seat's observation alone, as its environment
(``src/envs/two_player_briscola/TwoPlayerBriscola.py``, ``observe``) builds it. Its card
draw comes from a ``random.Random`` seeded as our agents are, so the same seed plays the
same moves. Briscola a 2 only, the classic deck order.

``--level`` (default Expert) plays it on duplicate deals in the arena
(``briscola.ai.arena``: each deal twice, seats swapped, the same deals as the arena's for
the same ``--seed``), the bot second under the name ``briscolabot``; ``--iterations N``
puts a search level on N worlds a move, off the clock. The figures are printed as the arena
prints them; nothing is asserted.

Needs NumPy and the ``onnx`` package (to read the file, not to run it):
``pip install -e '.[bench]'``.
"""

from __future__ import annotations

import os

# One BLAS thread: the arena already plays one process a core, and a product of 1 x 256 gains
# nothing from more. Set before NumPy is imported, which reads it once.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

import argparse  # noqa: E402
import hashlib  # noqa: E402
import multiprocessing  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any, Callable, Sequence  # noqa: E402
from unittest.mock import patch  # noqa: E402

import numpy as np  # noqa: E402
import onnx  # noqa: E402
from numpy.typing import NDArray  # noqa: E402
from onnx import helper, numpy_helper  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola.actions import Action  # noqa: E402  (the checkout, not an installed copy)
from briscola.ai import LEVELS, Agent, agent  # noqa: E402
from briscola.ai import arena  # noqa: E402
from briscola.ai.base import legal_actions, seeded  # noqa: E402
from briscola.cards import card_code, parse_card  # noqa: E402
from briscola.observation import Observation  # noqa: E402

BOT = "briscolabot"  # its level name in the arena's figures
GAME = "briscola2"

# -- the bot's cards ------------------------------------------------------------------------
# Its card is suit * 10 + rank index, suits in the order bastoni, coppe, denari, spade
# (BriscolaConstants.seed_representation: B C D S) and rank index 0..9 for the cards 1..10
# (its card_points give index 0 eleven points, 2 ten, 7 two, 8 three, 9 four: Asso, Tre,
# Fante, Cavallo, Re; its UI draws index i as the picture "i+1"). Ours is suit * 10 + rank - 1
# with the suits in the order D C B S: the ranks agree, the suits are renamed.

BOT_SUIT = {0: 2, 1: 1, 2: 0, 3: 3}  # our suit (D C B S) -> its suit (B C D S)
CARDS = 40
POINTS = 120  # its points inputs are card points over 120


def bot_card(code: str) -> int:
    """Our card code ("1D") as the bot's card index (denari's Asso is its 20)."""
    c = parse_card(code)
    return BOT_SUIT[c // 10] * 10 + c % 10


# Its input, 202 numbers: the 162 of its observation and then its 40-card action mask (its
# UI feeds the two concatenated; the graph splits them again).
TAKEN, TURNED, LED, HAND, OWN_POINTS, OTHER_POINTS, MASK = 0, 40, 80, 120, 160, 161, 162
INPUTS = MASK + CARDS


def encode(obs: Observation, legal_cards: Sequence[str]) -> NDArray[np.float32]:
    """The bot's input for the seat to move, from that seat's observation alone.

    As its environment's ``observe(agent)``: one 40-card row each, one-hot by card, for the
    cards of every finished trick (both players' in the one row: it keeps no record of who
    played what), the turned briscola (still set once drawn), the card the opponent led in
    the trick under way (nothing when the bot leads) and the bot's hand; then the bot's card
    points and the opponent's, each over 120; then the mask of its legal cards.
    """
    x = np.zeros((1, INPUTS), dtype=np.float32)
    for trick in obs["history"]:
        for _, code in trick["cards"]:
            x[0, TAKEN + bot_card(code)] = 1
    if obs["briscola"] is None:
        raise ValueError("the observation shows no turned briscola")
    x[0, TURNED + bot_card(obs["briscola"])] = 1
    for _, code in obs["table"]:
        x[0, LED + bot_card(code)] = 1
    for code in obs["hand"]:
        x[0, HAND + bot_card(code)] = 1
    seat = obs["seat"]
    x[0, OWN_POINTS] = obs["points"][seat] / POINTS
    x[0, OTHER_POINTS] = obs["points"][1 - seat] / POINTS
    for code in legal_cards:
        x[0, MASK + bot_card(code)] = 1
    return x


# -- the network, in NumPy ------------------------------------------------------------------

Array = NDArray[Any]
Node = tuple[str, list[str], list[str], dict[str, Any]]  # op, inputs, outputs, attributes


class OnnxPolicy:
    """The ONNX file's graph, run node by node in NumPy, its sampling from ``rng``.

    Only the operators the BriscolaBot-v3 file uses are here; any other stops the load with
    its name. Its graph: split the input into observation and mask; three Gemm layers with
    Mish (x * tanh(softplus(x))) between; the logits of masked cards set to -1e8; log-softmax,
    softmax, log; a Multinomial draw of one card.
    """

    def __init__(self, path: str | Path) -> None:
        model = onnx.load(str(path))
        graph = model.graph
        self.values: dict[str, Array] = {t.name: numpy_helper.to_array(t) for t in graph.initializer}
        self.nodes: list[Node] = []
        for node in graph.node:
            if node.op_type not in OPERATORS:
                raise ValueError(f"{path}: operator {node.op_type} ({node.name}) is not implemented here; "
                                 f"known: {', '.join(sorted(OPERATORS))}")
            attributes = {a.name: helper.get_attribute_value(a) for a in node.attribute}
            self.nodes.append((node.op_type, list(node.input), list(node.output), attributes))
        inputs = [i for i in graph.input if i.name not in self.values]
        if len(inputs) != 1 or len(graph.output) != 1:
            raise ValueError(f"{path}: expected one input and one output, found "
                             f"{[i.name for i in inputs]} and {[o.name for o in graph.output]}")
        self.input = inputs[0].name
        self.width = inputs[0].type.tensor_type.shape.dim[-1].dim_value
        if self.width != INPUTS:
            raise ValueError(f"{path}: its input has {self.width} numbers, BriscolaBot-v3's has {INPUTS}")
        self.output = graph.output[0].name

    def run(self, x: Array, rng: random.Random) -> Array:
        values = dict(self.values)
        values[self.input] = x
        for op, inputs, outputs, attributes in self.nodes:
            args = [values[name] if name else None for name in inputs]
            results = OPERATORS[op](args, attributes, rng)
            values.update(zip(outputs, results))
        return values[self.output]

    def card(self, x: Array, rng: random.Random) -> int:
        """The bot's card index, drawn by the graph."""
        return int(self.run(x, rng).reshape(-1)[0])


Operator = Callable[[list[Any], dict[str, Any], random.Random], list[Array]]


def _constant(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    if set(at) != {"value"}:
        raise ValueError(f"Constant with attributes {sorted(at)}: only 'value' is implemented")
    return [numpy_helper.to_array(at["value"])]


def _slice(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    data, starts, ends = args[0], args[1], args[2]
    axes = args[3] if len(args) > 3 and args[3] is not None else np.arange(len(starts))
    steps = args[4] if len(args) > 4 and args[4] is not None else np.ones(len(starts), dtype=np.int64)
    index = [slice(None)] * data.ndim
    for start, end, axis, step in zip(starts, ends, axes, steps):
        if step < 1:
            raise ValueError("Slice with a step below 1 is not implemented")
        index[int(axis)] = slice(int(start), int(end), int(step))  # Python clamps as ONNX does
    return [data[tuple(index)]]


def _gemm(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    a = args[0].T if at.get("transA", 0) else args[0]
    b = args[1].T if at.get("transB", 0) else args[1]
    y = at.get("alpha", 1.0) * (a @ b)
    if len(args) > 2 and args[2] is not None:
        y = y + at.get("beta", 1.0) * args[2]
    return [y.astype(args[0].dtype, copy=False)]


def _reduce_log_sum_exp(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    x = args[0]
    axes = at.get("axes", args[1] if len(args) > 1 else None)
    axis = None if axes is None or len(axes) == 0 else tuple(int(a) for a in axes)
    top = np.max(x, axis=axis, keepdims=True)
    y = top + np.log(np.sum(np.exp(x - top), axis=axis, keepdims=True))
    return [y if at.get("keepdims", 1) else np.squeeze(y, axis=axis)]


def _softmax(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    axis = at.get("axis", -1)
    e = np.exp(args[0] - np.max(args[0], axis=axis, keepdims=True))
    return [e / np.sum(e, axis=axis, keepdims=True)]


def _reshape(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    data, shape = args[0], [int(d) for d in args[1]]
    if not at.get("allowzero", 0):
        shape = [data.shape[i] if d == 0 else d for i, d in enumerate(shape)]
    return [data.reshape(shape)]


def _log(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    with np.errstate(divide="ignore"):  # a masked card's probability is 0: its log is -inf
        return [np.log(args[0])]


def _multinomial(args: list[Any], at: dict[str, Any], rng: random.Random) -> list[Array]:
    """``sample_size`` draws per row from the softmax of the row (unnormalised log
    probabilities), each from ``rng``: the file's own seed attribute, if any, is not used."""
    rows = np.asarray(args[0], dtype=np.float64)
    size = int(at.get("sample_size", 1))
    drawn = np.empty((rows.shape[0], size), dtype=helper.tensor_dtype_to_np_dtype(at.get("dtype", 6)))
    for r, row in enumerate(rows):
        weights = np.cumsum(np.exp(row - np.max(row)))
        for s in range(size):
            # The first class whose running total passes the draw: never one of weight 0.
            drawn[r, s] = int(np.searchsorted(weights, rng.random() * weights[-1], side="right"))
    return [drawn]


OPERATORS: dict[str, Operator] = {
    "Constant": _constant,
    "Slice": _slice,
    "Gemm": _gemm,
    "Softplus": lambda a, at, rng: [np.logaddexp(np.zeros((), a[0].dtype), a[0])],
    "Tanh": lambda a, at, rng: [np.tanh(a[0])],
    "Mul": lambda a, at, rng: [a[0] * a[1]],
    "Sub": lambda a, at, rng: [a[0] - a[1]],
    "Cast": lambda a, at, rng: [a[0].astype(helper.tensor_dtype_to_np_dtype(at["to"]))],
    "Not": lambda a, at, rng: [np.logical_not(a[0])],
    "Where": lambda a, at, rng: [np.asarray(np.where(a[0], a[1], a[2]))],
    "ReduceLogSumExp": _reduce_log_sum_exp,
    "Softmax": _softmax,
    "Reshape": _reshape,
    "Log": _log,
    "Multinomial": _multinomial,
    "Transpose": lambda a, at, rng: [np.transpose(a[0], at.get("perm"))],
}


# -- the agent --------------------------------------------------------------------------------


class BriscolaBot:
    """BriscolaBot-v3 as one of our agents: it reads ``game.observation(seat)`` only."""

    def __init__(self, policy: OnnxPolicy, seed: int | str = 0) -> None:
        self.policy = policy
        self._rng = seeded(seed)  # its card draw: the same seed, the same moves

    def choose(self, observation: Observation) -> str:
        if observation["game"] != GAME or observation["options"].get("southern_order"):
            raise ValueError(f"BriscolaBot-v3 plays only {GAME} with the classic deck order")
        legal = legal_actions(observation)
        codes: dict[str, str] = {}  # card code -> its action
        for text in legal:
            action = Action.parse(text)
            if action.verb != "play" or action.card is None:
                raise ValueError(f"BriscolaBot-v3 knows only card play, not {text!r}")
            codes[card_code(action.card)] = text
        cards = {bot_card(code): text for code, text in codes.items()}
        x = encode(observation, list(codes))
        card = self.policy.card(x, self._rng)
        if card not in cards:  # the graph masks the cards not in hand: this would be a bug here
            raise ValueError(f"BriscolaBot-v3 drew its card {card}, which is not among {legal}")
        return cards[card]


# -- the match --------------------------------------------------------------------------------


def with_bot(policy: OnnxPolicy, level_agent: Callable[..., Agent]) -> Callable[..., Agent]:
    """``briscola.ai.agent`` that also knows the level ``briscolabot``."""

    def agent_or_bot(level: str, *, seed: int | str = 0, iterations: int | None = None) -> Agent:
        if level == BOT:
            return BriscolaBot(policy, seed)
        return level_agent(level, seed=seed, iterations=iterations)

    return agent_or_bot


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onnx", required=True, help="BriscolaBot-v3's policy file (its agent.onnx)")
    parser.add_argument("--level", default="expert", choices=LEVELS, help="our level it plays (default expert)")
    parser.add_argument("--iterations", type=int, help="a search level's worlds a move, off the clock")
    parser.add_argument("--deals", type=int, default=arena.DEFAULT_DEALS,
                        help=f"duplicate deals (default {arena.DEFAULT_DEALS})")
    parser.add_argument("--seed", default="1", type=arena.seed_argument,
                        help="the seed of the deals (default 1, as the arena's)")
    parser.add_argument("--workers", type=int, default=2, help="processes to play on (default 2)")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.workers < 1 or (args.iterations is not None and args.iterations < 1):
        parser.error("--deals, --workers and --iterations must be at least 1")
    try:
        agent(args.level, seed=0)
    except ImportError as error:
        parser.error(str(error))
    if not Path(args.onnx).is_file():
        parser.error(f"no file {args.onnx}: fetch BriscolaBot and give its agent.onnx")
    policy = OnnxPolicy(args.onnx)
    digest = hashlib.sha256(Path(args.onnx).read_bytes()).hexdigest()[:16]
    print(f"{BOT}: {args.onnx}, sha256 {digest}...")

    # The arena builds every agent through the name ``agent`` it imported from briscola.ai,
    # and knows only our levels; rather than change the arena for an outside bot, the name is
    # replaced in the arena's module for this run, by one that gives BriscolaBot for
    # ``briscolabot`` and passes every other level through unchanged. ``run`` checks no level
    # name. Its workers are forked, so they inherit the replacement (and the loaded network):
    # fork is asked for, since a spawned or forkserver worker would import the arena afresh,
    # without it.
    if args.workers > 1:
        if "fork" not in multiprocessing.get_all_start_methods():
            parser.error("this system cannot fork worker processes: use --workers 1")
        multiprocessing.set_start_method("fork", force=True)
    iterations = None if args.iterations is None else (args.iterations, args.iterations)
    match = arena.Match(GAME, (args.level, BOT), args.seed, {}, iterations=iterations)
    with patch.object(arena, "agent", with_bot(policy, agent)):
        played = arena.run(match, args.deals, args.workers)
    print("\n".join(arena.render(arena.summary(match, played))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
