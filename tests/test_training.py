"""The offline training scripts (issue 16): the opponent model's weights are written again
from a seed, byte for byte, as their docstrings promise."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

TRAINING = Path(__file__).resolve().parent.parent / "training"


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"training_{name}", TRAINING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_same_seed_writes_the_same_decisions_and_the_same_weights(tmp_path: Path) -> None:
    data, fit = _script("opponent_data"), _script("fit_opponent")
    written = []
    for run in ("a", "b"):
        decisions, weights = tmp_path / f"{run}.jsonl", tmp_path / f"weights_{run}.py"
        assert data.main(["--level", "medium", "--deals", "10", "--seed", "t", "--out", str(decisions)]) == 0
        assert fit.main(["--data", str(decisions), "--epochs", "2", "--all", "--write", "--out", str(weights)]) == 0
        written.append((decisions.read_bytes(), weights.read_bytes()))
    assert written[0] == written[1]
    lines = [json.loads(line) for line in written[0][0].decode().splitlines()]
    assert {line["deal"] for line in lines} == set(range(10))
    assert all(line["card"] in line["hand"] for line in lines)
    namespace: dict[str, object] = {}
    exec(written[0][1].decode(), namespace)
    weights = namespace["WEIGHTS"]
    assert isinstance(weights, dict) and weights and all(isinstance(v, float) for v in weights.values())
