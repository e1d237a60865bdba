"""The arena's output (python -m briscola.ai.arena): its shape, never the strength it shows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from briscola.ai import arena

ROOT = Path(__file__).resolve().parent.parent


def run_arena(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "briscola.ai.arena", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def without_timings(report: dict[str, Any]) -> dict[str, Any]:
    agents = [{k: v for k, v in a.items() if not k.startswith("ms_")} for a in report["agents"]]
    return {**report, "agents": agents}


def test_json_report_holds_each_levels_figures() -> None:
    report = json.loads(run_arena("--game", "briscola2", "--players", "medium,random",
                                  "--deals", "12", "--seed", "3", "--json", "--workers", "1"))
    assert report["game"] == "briscola2" and report["players"] == ["medium", "random"]
    assert report["deals"] == 12 and report["plays"] == 24 and report["seed"] == 3
    for figures in report["agents"]:
        assert set(figures) == {"level", "seats_per_deal", "deals_won", "win_pct", "win_pct_ci95",
                                "points_per_deal", "moves", "ms_median", "ms_p95"}
        low, high = figures["win_pct_ci95"]
        assert 0 <= figures["deals_won"] <= 24
        assert figures["win_pct"] == pytest.approx(100 * figures["deals_won"] / 24, abs=0.01)
        assert low <= figures["win_pct"] <= high
        assert 0 < figures["ms_median"] <= figures["ms_p95"]
        assert figures["moves"] >= 12 * 2 * 20  # twenty cards each per deal, two seatings
    first, second = report["agents"]
    # Briscola a 2: every play is won by one side or is a 60-60 draw, and card points add to 120.
    assert first["deals_won"] + second["deals_won"] <= 24
    assert first["points_per_deal"] + second["points_per_deal"] == pytest.approx(120)
    difference = report["points_difference"]
    assert difference["mean"] == pytest.approx(first["points_per_deal"] - second["points_per_deal"], abs=0.02)
    assert difference["ci95"][0] <= difference["mean"] <= difference["ci95"][1]
    wins = report["win_pct_difference"]
    assert wins["mean"] == pytest.approx(first["win_pct"] - second["win_pct"], abs=0.02)


def test_text_report_has_a_line_per_level_and_the_difference() -> None:
    lines = run_arena("--game", "chiamata", "--players", "easy,medium", "--deals", "3",
                      "--workers", "1").splitlines()
    assert lines[0].startswith("chiamata: 3 duplicate deals, 15 plays, seed 1; points are partita score")
    assert lines[1].split() == ["level", "seats", "deals", "won", "win", "%", "win", "%", "95%", "CI",
                                "points", "ms", "median", "ms", "p95"]
    assert lines[2].split()[:2] == ["easy", "1"] and lines[3].split()[:2] == ["medium", "4"]
    assert lines[4].startswith("win % per seat, easy minus medium: ")
    assert lines[5].startswith("points per deal, easy minus medium: ")
    assert len(lines) == 6


def test_partite_are_played_to_their_end_and_counted_as_partite() -> None:
    report = json.loads(run_arena("--game", "joker", "--players", "medium,easy", "--partite", "2",
                                  "--workers", "1", "--json"))
    assert report["partite"] == 2 and report["plays"] == 6 and "deals" not in report
    # A Joker partita goes to 10 points and a deal moves a seat's score by a few points at most.
    assert report["deals_per_partita"] >= 3
    medium, easy = report["agents"]
    # One winner per partita: the medium seat's wins plus the two easy seats' (counted per seat).
    assert medium["partite_won"] + 2 * easy["partite_won"] == pytest.approx(6)
    per_seat = report["win_pct_difference"]["mean"]
    assert per_seat == pytest.approx(medium["win_pct"] - easy["win_pct"], abs=0.02)
    assert all(0 <= a["win_pct_ci95"][0] <= a["win_pct"] <= a["win_pct_ci95"][1] <= 100
               for a in report["agents"])
    text = run_arena("--game", "joker", "--players", "medium,easy", "--partite", "2", "--workers", "1")
    assert text.startswith("joker: 2 duplicate partite, 6 plays") and "partite won" in text


def test_progress_goes_to_stderr_chunk_by_chunk_and_leaves_the_report_alone() -> None:
    args = ["--game", "briscola2", "--players", "medium,random", "--deals", "20", "--workers", "2", "--json"]
    done = subprocess.run([sys.executable, "-m", "briscola.ai.arena", *args, "--progress"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert [line.split()[0] for line in lines] == ["8/20", "16/20", "20/20"]
    assert all(line.split()[1:4] == ["deals,", "medium", "wins"] and line.endswith("points per deal")
               for line in lines)
    last = json.loads(done.stdout)["agents"][0]
    low, high = last["win_pct_ci95"]
    assert lines[-1].split(" wins ")[1] == (f"{last['win_pct']:.2f}% [{low:.2f}, {high:.2f}], "
                                             f"{last['points_per_deal']:.2f} points per deal")
    assert without_timings(json.loads(done.stdout)) == without_timings(json.loads(run_arena(*args)))


def test_results_do_not_depend_on_the_number_of_workers() -> None:
    match = arena.Match("briscola4", ("easy", "random"), 9, {})
    one = arena.summary(match, arena.run(match, 10, workers=1))
    two = arena.summary(match, arena.run(match, 10, workers=2))
    assert without_timings(one) == without_timings(two)


def test_search_levels_off_the_clock_give_the_same_figures_every_time() -> None:
    args = ["--game", "briscola2", "--players", "expert-v1,hard", "--deals", "2", "--iterations", "3",
            "--workers", "1", "--json"]
    first = json.loads(run_arena(*args))
    assert first["iterations"] == [3, 3] and [a["level"] for a in first["agents"]] == ["expert-v1", "hard"]
    assert without_timings(first) == without_timings(json.loads(run_arena(*args)))
    assert "search levels at 3 worlds a move" in run_arena(*args[:-1]).splitlines()[0]


def test_each_level_may_search_its_own_number_of_worlds() -> None:
    args = ["--game", "briscola2", "--players", "expert-v1,hard", "--deals", "1", "--iterations", "3,5",
            "--workers", "1"]
    assert "search levels at 3 and 5 worlds a move (expert-v1 3, hard 5)" in run_arena(*args).splitlines()[0]
    assert json.loads(run_arena(*args, "--json"))["iterations"] == [3, 5]


def test_every_seating_puts_each_level_on_each_seat() -> None:
    assert arena.seatings("briscola2") == [(0, 1), (1, 0)]
    assert arena.seatings("briscola4") == [(0, 1, 0, 1), (1, 0, 1, 0)]
    joker = arena.seatings("joker")
    assert joker == [(0, 1, 1), (1, 0, 1), (1, 1, 0)]
    assert len(arena.seatings("chiamata")) == 5


def test_bad_arguments_are_refused_with_a_message() -> None:
    done = subprocess.run([sys.executable, "-m", "briscola.ai.arena", "--game", "briscola2",
                           "--players", "medium"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "two levels separated by a comma" in done.stderr
    done = subprocess.run([sys.executable, "-m", "briscola.ai.arena", "--game", "briscola2", "--players",
                           "medium,easy", "--deals", "4", "--partite", "4"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "not allowed with argument" in done.stderr
    for count in ("--deals", "--partite", "--iterations"):
        done = subprocess.run([sys.executable, "-m", "briscola.ai.arena", "--game", "briscola2", "--players",
                               "medium,easy", count, "0"], cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and f"{count} must be at least 1" in done.stderr

