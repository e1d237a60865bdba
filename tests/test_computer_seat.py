"""The computer seats of the web table (site/py/computer.py) without a browser: the level
of each seat, the worker's answers checked like any agent's, and the page-thread stand-in
while the search worker is not (or no longer) there."""

from __future__ import annotations

import asyncio
import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import briscola

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "site" / "py"))

import computer


def run(coroutine: Any) -> Any:
    # In a thread of its own: the browser tests' Playwright keeps a loop running in this one.
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


class FakeWorker(computer.AiWorker):
    """The worker's side of the exchange in-process: JSON in, the action (or None) out."""

    def __init__(self, answer: str | None = None) -> None:
        super().__init__()
        self.proxy = object()  # ready
        self.answer = answer
        self.calls: list[tuple[dict[str, Any], str, str]] = []
        self.agents = computer.Agents()

    async def choose(self, observation: dict[str, Any], level: str, seed: str) -> object:
        self.calls.append((json.loads(json.dumps(observation)), level, seed))
        if self.answer is not None:
            return self.answer
        return self.agents.choose(json.loads(json.dumps(observation)), level, seed)


def three_seats() -> briscola.Game:
    game = briscola.new_game("briscola3", seed=5)
    while game.to_move == 0:
        game.apply(game.legal_actions()[0])
    return game


def test_each_seat_plays_at_its_own_level_and_unknown_levels_become_the_default() -> None:
    player = computer.Computer("easy", "s", seats={1: "expert", 2: "grandmaster"}, worker=FakeWorker())
    assert (player.level(1), player.level(2), player.level(3)) == ("expert", "easy", "easy")


def test_the_worker_gets_the_seats_observation_level_and_seed() -> None:
    game = three_seats()
    seat = game.to_move
    worker = FakeWorker()
    player = computer.Computer("medium", "g1", seats={seat: "hard"}, worker=worker)
    action = run(player.move(game.observation(seat)))
    assert action in game.legal_actions()
    ((observation, level, seed),) = worker.calls
    assert observation == game.observation(seat)  # exactly its own seat's view, through JSON
    assert (level, seed) == ("hard", f"g1/{seat}")


def test_an_illegal_worker_answer_is_replaced_by_a_legal_move_on_the_page() -> None:
    game = three_seats()
    seat = game.to_move
    player = computer.Computer("expert", "s", worker=FakeWorker("play 99Z"))
    assert run(player.move(game.observation(seat))) in game.legal_actions()


def test_without_a_worker_a_search_seat_is_played_by_the_stand_in_level() -> None:
    game = briscola.new_game("briscola2", seed=3, dealer=0)
    seat = game.to_move
    idle = computer.AiWorker()  # never started, as in the first seconds of the page
    player = computer.Computer("expert", "s", worker=idle)
    action = run(player.move(game.observation(seat)))
    stand_in = briscola.ai.agent(computer.STANDIN_LEVEL, seed=f"s/{seat}")
    assert action == stand_in.choose(game.observation(seat))
    assert set(player.agents.kept) == {(computer.STANDIN_LEVEL, f"s/{seat}")}


def test_the_browser_search_agents_run_on_a_time_budget() -> None:
    for level, budget in computer.BROWSER_BUDGET_MS.items():
        agent = computer.make_agent(level, "s")
        assert agent.budget_ms == budget


def test_only_a_table_with_a_search_seat_wants_the_worker() -> None:
    assert not computer.Computer("medium", "s", seats={1: "easy", 2: "random"}).searches
    assert computer.Computer("medium", "s", seats={1: "easy", 2: "hard"}).searches
    assert computer.Computer("expert", "s").searches
