"""The search worker: a second Pyodide, started by computer.AiWorker, that thinks for the
computer seats so that the page's thread never waits on a search.

It sees the page's files (it inherits the page's PyScript config) and never the DOM: it
gets one seat's observation as a JSON string with the seat's level and seed, and answers
one legal action as a string.
"""

from __future__ import annotations

import json

from computer import Agents

import briscola.ai.search  # noqa: F401 - loaded now, so the first move does not pay for it

AGENTS = Agents()


def choose(observation_json: str, level: str, seed: str) -> str:
    return AGENTS.choose(json.loads(observation_json), level, seed)


__export__ = ["choose"]
