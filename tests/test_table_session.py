"""The engine's side of the page (site/py/session.py, computer.py) without a browser: what
the worker answers the main thread, refusals that change nothing, saves that play back,
and computer seats that each see their own seat's observation only."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

import briscola
from briscola import ai

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "site" / "py"))

import computer  # noqa: E402
import session  # noqa: E402


def through_json(reply: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(session.as_json(reply))
    return result


def test_a_new_game_answers_the_human_seats_view_the_tables_facts_and_the_save() -> None:
    table = session.Session()
    reply = through_json(table.new("briscola3", 5, {}))
    game = briscola.load_game(reply["save"])
    state = reply["state"]
    assert state["view"] == json.loads(json.dumps(game.observation(0)))
    assert (state["to_move"], state["players"], state["seed"]) == (game.to_move, 3, 5)
    assert state["forfeit_actions"] == game.forfeit_actions() and not state["finished"]
    assert state["timeout_action"] == (game.timeout_action() if game.to_move == 0 else None)


def test_a_refused_choice_or_action_is_an_error_and_changes_nothing() -> None:
    table = session.Session()
    assert "deals" in table.new("briscola2", 1, {"format": "smazzate", "deals": 0})["error"]
    save = table.new("briscola2", 1, {})["save"]
    reply = table.apply("play 99Z")
    assert reply["error"] and table.game is not None and table.game.to_json() == save


@pytest.mark.parametrize("bad", ["{not json", json.dumps({"format": "briscola-save/0"})])
def test_a_bad_save_is_an_error_with_its_reason(bad: str) -> None:
    reply = session.Session().load(bad)
    assert set(reply) == {"error"} and reply["error"]


def test_the_computer_chooses_for_the_seat_to_move_from_that_seats_observation_only() -> None:
    table = session.Session()
    table.new("briscola3", 5, {})
    game = table.game
    assert game is not None
    while game.to_move == 0:
        table.apply(game.legal_actions()[0])
    seat = game.to_move
    seen: list[dict[str, Any]] = []

    class Recorder:
        def choose(self, observation: dict[str, Any]) -> str:
            seen.append(observation)
            return str(observation["legal_actions"][-1])

    table.agents.kept[("medium", f"g/{seat}")] = Recorder()
    action = table.choose("medium", "g")
    assert seen == [game.observation(seat)] and action == game.legal_actions()[-1]


def test_no_computer_move_is_chosen_for_the_human_seat() -> None:
    table = session.Session()
    table.new("briscola2", 3, {})
    game = table.game
    assert game is not None
    while game.to_move != 0:
        table.apply(game.legal_actions()[0])
    assert table.choose("expert", "g") == ""


def test_an_illegal_or_failing_agent_is_replaced_by_a_legal_move() -> None:
    game = briscola.new_game("briscola2", seed=3, dealer=0)
    observation = game.observation(game.to_move)

    class Wrong:
        def choose(self, observation: dict[str, Any]) -> str:
            return "play 99Z"

    class Broken:
        def choose(self, observation: dict[str, Any]) -> str:
            raise RuntimeError("no idea")

    agents = computer.Agents()
    agents.kept[("hard", "a")], agents.kept[("hard", "b")] = Wrong(), Broken()
    assert agents.choose(observation, "hard", "a") in game.legal_actions()
    assert agents.choose(observation, "hard", "b") in game.legal_actions()


def test_the_browser_hard_runs_on_a_time_budget_and_the_expert_on_the_arenas_worlds() -> None:
    hard = computer.make_agent("hard", "s")
    assert hard.budget_ms == computer.BROWSER_BUDGET_MS["hard"]  # type: ignore[attr-defined]
    game = briscola.new_game("briscola2", seed=4)
    observation = game.observation(game.to_move or 0)
    page = computer.make_agent("expert", "s")
    arena = ai.agent("expert", seed="s")
    # The page's Expert is the arena's: the same worlds, so the same moves for a seed.
    assert vars(page) == vars(arena)
    assert page.choose(observation) == arena.choose(observation)
