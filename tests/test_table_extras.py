"""The DOM-free halves of the table's clocks, match end screen, carte viste and sounds
(site/py/clock.py, endscreen.py, played.py, sound.py), against real engine games."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import briscola

SITE = Path(__file__).resolve().parent.parent / "site"
sys.path.insert(0, str(SITE / "py"))

import endscreen
import i18n
import notes
import panels
import played
from clock import WARNING_SECONDS, Clocks, Expired, format_seconds
from sound import EFFECTS, QUIET, Sound
from state import UIState


def clocks(move: float | None = 20, match: float | None = None, players: int = 2) -> Clocks:
    options = {"move_clock": move, "match_clock": match}
    return Clocks.start("seed", {k: v for k, v in options.items() if v is not None}, players)


def test_the_move_clock_runs_only_for_the_seat_to_move_and_restarts_each_move() -> None:
    c = clocks(move=10)
    assert c.tick(3) == []  # nobody to move yet: paused
    c.follow(0, 0)
    assert c.tick(4) == [] and c.move_left == 6
    c.follow(0, 0)  # the same move (a redraw): the time left stays
    assert c.move_left == 6
    c.follow(0, None)  # a trick held on the table: paused
    c.tick(5)
    assert c.move_left == 6
    c.follow(1, 1)
    assert c.move_left == 10


def test_a_run_out_move_clock_is_reported_until_the_table_moves_on() -> None:
    c = clocks(move=3)
    c.follow(5, 0)
    assert c.tick(2) == []
    assert c.tick(2) == [Expired("move", 0)]
    assert c.tick(0.2) == [Expired("move", 0)]  # the table was busy: it is asked again
    c.follow(6, 1)
    assert c.tick(0.2) == []


def test_the_warning_comes_once_in_the_last_seconds() -> None:
    c = clocks(move=20)
    c.follow(0, 0)
    c.tick(20 - WARNING_SECONDS - 1)
    assert not c.warn() and not c.view().warning
    c.tick(1.5)
    assert c.warn() and c.view().warning
    assert not c.warn()


def test_the_match_clock_runs_per_seat_and_flags() -> None:
    c = clocks(move=None, match=60, players=3)
    c.follow(0, 0)
    c.tick(10)
    c.follow(1, 1)
    c.tick(25)
    assert c.view().match_left == (50, 35, 60)
    assert c.tick(40) == [Expired("match", 1)]
    assert c.view().move_left is None


def test_clocks_resume_from_their_saved_state_of_the_same_game_only() -> None:
    c = clocks(move=20, match=300)
    c.follow(7, 0)
    c.tick(12)
    saved = c.to_dict()
    again = clocks(move=20, match=300)
    again.resume(saved)
    again.follow(7, 0)
    assert again.move_left == 8 and again.match_left == [288, 300]
    other = Clocks.start("another seed", {"move_clock": 20, "match_clock": 300}, 2)
    other.resume(saved)
    other.follow(7, 0)
    assert other.move_left == 20 and other.match_left == [300, 300]
    moved_on = clocks(move=20, match=300)
    moved_on.resume(saved)
    moved_on.follow(8, 1)  # the save was one move behind: a new move, a full move clock
    assert moved_on.move_left == 20 and moved_on.match_left == [288, 300]


@pytest.mark.parametrize("saved", [None, [], {"game": "seed", "move_left": -4, "move_number": 1},
                                   {"game": "seed", "match_left": ["x", 2]},
                                   {"game": "seed", "move_left": 99, "move_number": 2}])
def test_a_bad_saved_clock_state_gives_full_clocks(saved: object) -> None:
    c = clocks(move=20, match=300)
    c.resume(saved)
    c.follow(2, 0)
    assert c.move_left == 20 and c.match_left == [300, 300]


@pytest.mark.parametrize(("seconds", "text"), [(0, "0:00"), (0.2, "0:01"), (7, "0:07"), (750, "12:30")])
def test_clock_text(seconds: float, text: str) -> None:
    assert format_seconds(seconds) == text


def name(seat: int) -> str:
    return ["You", "Computer"][seat]


def test_the_end_screen_after_an_abandon_shows_the_penalty_and_victory_points() -> None:
    game = briscola.new_game("briscola2", seed=3, options={"format": "smazzate", "deals": 3})
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    view = game.observation(0)
    assert endscreen.build(view, "en", name) is None  # not over yet
    game.apply("abandon 0")
    view = game.observation(0)
    end = endscreen.build(view, "en", name)
    result = game.match_result
    assert end is not None and result is not None
    assert end.title == "Computer wins the game" and end.won is False
    penalty = result["forfeit"]["penalty"]
    assert "You abandoned" in end.lines
    assert f"Penalty: {penalty} points of the deal to the opponent" in end.lines
    assert f"Victory points, as in a tournament: You:\xa00\xa0·\xa0Computer:\xa0{result['victory_points'][1]}" in end.lines
    assert end.table is not None and [(row.deal, row.notes) for row in end.table.rows] == [("1", "interrupted")]
    # The points in all are the engine's, the penalty in them; the deals won as they stood.
    assert end.table.totals == (("Deals won", ("0", "0")), ("Points", tuple(str(p) for p in result["side_points"])))
    assert [column.won for column in end.table.columns] == [False, True]


def test_the_end_screen_lists_every_deal_of_a_finished_match() -> None:
    game = briscola.new_game("briscola2", seed=11, options={"format": "smazzate", "deals": 3})
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    view = game.observation(0)
    end = endscreen.build(view, "it", name)
    assert end is not None and end.table is not None
    rows = end.table.rows
    assert [row.deal for row in rows] == [str(n) for n in range(1, len(view["results"]) + 1)] and len(rows) >= 2
    assert end.won == (0 in game.winner)
    for row, result in zip(rows, view["results"]):
        assert row.cells == tuple(str(p) for p in result["side_points"])
        assert row.best == tuple(side == result["winners"] for side in result["sides"])
    assert end.table.totals[0] == ("Smazzate vinte", tuple(str(s) for s in view["scores"]))
    assert [column.won for column in end.table.columns] == [s in game.winner for s in (0, 1)]


def test_carte_viste_groups_every_card_played_this_deal_by_suit() -> None:
    game = briscola.new_game("briscola3", seed=5, options={"carte_viste": True})
    for _ in range(7):  # two tricks and one card on the table
        game.apply(game.legal_actions()[0])
    view = game.observation(0)
    assert played.shown(view)
    groups = dict(played.by_suit(view))
    flat = [code for cards in groups.values() for code in cards]
    expected = [c for t in view["history"] for _, c in t["cards"]] + [c for _, c in view["table"]]
    assert sorted(flat) == sorted(expected) and len(flat) == 7
    assert all(code.endswith(suit) for suit, cards in groups.items() for code in cards)
    assert all([int(c[:-1]) for c in cards] == sorted(int(c[:-1]) for c in cards) for cards in groups.values())
    assert not played.shown(briscola.new_game("briscola3", seed=5).observation(0))


def test_every_sound_effect_is_short_and_quiet() -> None:
    assert set(EFFECTS) == {"card", "trick", "turn", "warning", "win", "lose"}
    for tones in EFFECTS.values():
        assert all(0 < t.gain <= 0.25 and t.start + t.duration <= 1.0 for t in tones)


class FakeAudio:
    """An AudioContext as far as Sound uses it: a clock that runs only while running."""

    def __init__(self) -> None:
        self.state, self.currentTime, self.destination = "running", 5.0, object()
        self.tones: list[float] = []  # when each oscillator was told to start

    def resume(self) -> None:
        self.state = "running"

    def suspend(self) -> None:
        self.state = "suspended"

    def createGain(self) -> FakeNode:
        return FakeNode(self)

    def createOscillator(self) -> FakeNode:
        return FakeNode(self)


class FakeNode:
    def __init__(self, context: FakeAudio) -> None:
        self.context = context

    def start(self, at: float) -> None:
        self.context.tones.append(at)

    def __getattr__(self, name: str) -> object:
        return self if name in ("frequency", "gain") else (lambda *args: None)


def test_sound_lets_the_audio_device_go_when_quiet_and_the_next_effect_wakes_it() -> None:
    calls: list[float] = []
    audio = FakeAudio()
    window = type("Window", (), {"AudioContext": type("Constructor", (), {"new": staticmethod(lambda: audio)})})()
    soon: list[str] = []
    player = Sound(window, muted=False, call_later=calls.append, call_soon=lambda: soon.append("start"))
    player.unlock()
    player.unlock()
    assert soon == ["start"] and not player.ready  # the first gesture asks for the audio, once
    assert not player.play("card")
    player.start()  # in the task just after: it is let go if no effect comes
    assert player.ready and calls == [QUIET]
    audio.currentTime += 1.0
    player.settle()
    assert audio.state == "running"
    assert player.play("card")
    audio.currentTime += 1.0
    assert player.play("trick")
    del calls[0]
    assert calls == [0.07 + QUIET, 0.15 + QUIET]  # each effect asks to be called back once quiet
    audio.currentTime += calls[0] - 1.0
    player.settle()  # the first effect's call: the second has not been quiet for long
    assert audio.state == "running"
    audio.currentTime += 1.0 + calls[1] - calls[0]
    player.settle()
    assert audio.state == "suspended" and player.resting
    player.unlock()  # a tap that makes no sound does not wake it
    assert audio.state == "suspended"
    stopped = audio.currentTime
    assert player.play("turn")  # the next effect wakes it, timed on its stopped clock
    assert audio.state == "running" and not player.resting and audio.tones[-1] == stopped
    player.muted = True
    audio.currentTime += 10.0
    player.settle()
    assert audio.state == "suspended"  # muted and quiet: let go too, and stays so
    assert not player.play("card") and audio.state == "suspended"


def test_sound_made_suspended_by_the_browser_is_resumed_and_made_only_once() -> None:
    made: list[FakeAudio] = []

    def make() -> FakeAudio:
        made.append(FakeAudio())
        made[-1].state = "suspended"  # a browser that does not count the earlier gesture
        return made[-1]

    window = type("Window", (), {"AudioContext": type("Constructor", (), {"new": staticmethod(make)})})()
    player = Sound(window, muted=False, call_later=lambda seconds: None, call_soon=lambda: None)
    player.unlock()
    player.start()
    player.start()
    assert len(made) == 1 and made[0].state == "running" and player.play("card")
    silent = Sound(object(), muted=False, call_later=lambda seconds: None, call_soon=lambda: None)
    silent.unlock()
    silent.start()  # no Web Audio: the game is silent
    assert not silent.ready and not silent.play("card")


def test_a_forfeit_in_a_game_of_three_sides_moves_no_points() -> None:
    game = briscola.new_game("briscola3", seed=2)
    game.apply(game.legal_actions()[0])
    game.apply("abandon 1")
    end = endscreen.build(game.observation(0), "it", lambda s: ["Tu", "Computer 1", "Computer 2"][s])
    assert end is not None and end.won is True
    assert "Computer 1 ha abbandonato" in end.lines
    assert not any(line.startswith(("Penalità", "Punti vittoria")) for line in end.lines)


@pytest.mark.parametrize(("game_name", "goal"), [("chiamata", 11), ("joker", 10)])
def test_the_end_screen_of_a_partita_to_a_goal_tells_its_scores_not_card_points(game_name: str, goal: int) -> None:
    game = briscola.new_game(game_name, seed=4)
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    view = game.observation(0)
    names = ["You", "Computer 1", "Computer 2", "Computer 3", "Computer 4"]
    end = endscreen.build(view, "en", lambda s: names[s])
    assert end is not None and end.table is not None
    assert end.lines == (f"Game to {goal} points",)
    players = view["players"]
    assert [column.name for column in end.table.columns] == names[:players]
    assert [column.short for column in end.table.columns] == ["You"] + [f"C{n}" for n in range(1, players)]
    assert [row.cells for row in end.table.rows] == [
        tuple(i18n.signed(change) for change in result["score_changes"]) for result in view["results"]]
    assert end.table.totals == (("Total", tuple(i18n.score(score) for score in view["scores"])),)
    assert max(view["scores"]) >= goal
    assert [column.won for column in end.table.columns] == [s in view["winner"] for s in range(players)]
    assert end.number == ""  # none given
    assert endscreen.build(view, "en", lambda s: names[s], 4).number == (
        "Game number 4: play it again with the same number")
    assert end.table.rows[0].notes == notes.deal_notes("en", view["results"][0], names.__getitem__) != ""
    # Each deal's card points are in its notes: the cells give only the score changes.
    for row, result in zip(end.table.rows, view["results"]):
        if game_name == "chiamata" and not result["all_passed"]:
            assert f"called: needed {result['details']['target']}, made {result['side_points'][0]}" in row.notes
            caller = result["details"]["caller"]
            assert row.notes.startswith(f"{names[caller]} called")  # a phone's has no room for the caller
            assert row.short_notes.startswith(f"at {result['details']['target']}, made ")
        if game_name == "joker":  # a phone's names the Joker as its column's head does
            joker = result["details"]["joker"]
            assert f"Joker: {'You' if joker == 0 else f'C{joker}'}, " in row.short_notes
        if game_name == "joker":
            joker = result["details"]["joker"]
            assert f"Joker: {names[joker]}, {result['points'][joker]} points" in row.notes


# -- the rules audit (issue 12) as the end screen tells it ---------------------------------------


@pytest.mark.parametrize(("lang", "void", "vp"), [
    ("it", "nulla", "Punti vittoria, come in un torneo: Tu:\xa06\xa0·\xa0Computer\xa01:\xa014"),
    ("en", "void", "Victory points, as in a tournament: You:\xa06\xa0·\xa0Computer\xa01:\xa014"),
])
def test_the_end_screen_of_a_classica_tells_the_void_deal_and_the_vp_of_two_counted_deals(
        lang: str, void: str, vp: str) -> None:
    game = briscola.new_game("briscola2", seed=14, dealer=0, options={"format": "classica"})
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    names = ["Tu", "Computer 1"] if lang == "it" else ["You", "Computer 1"]
    end = endscreen.build(game.observation(0), lang, names.__getitem__)
    assert end is not None and end.table is not None and len(end.table.rows) == 3
    assert (end.table.rows[0].cells, end.table.rows[0].best, end.table.rows[0].notes) == (
        ("60", "60"), (False, False), void)
    assert vp in end.lines and end.won is False


def test_the_end_screen_names_the_pairs_victory_points_as_its_score_table_heads_them() -> None:
    """Briscola a 4: "Noi" and "Voi", as the bar over the table and the columns on a phone
    say, not the player's own name beside a title that says "Tu"."""
    game = briscola.new_game("briscola4", seed=3, options={"format": "classica"})
    while game.to_move is not None:
        game.apply(game.legal_actions()[0])
    names = ["Carla", "Computer 1", "Computer 2", "Computer 3"]
    end = endscreen.build(game.observation(0), "it", names.__getitem__)
    assert end is not None and end.table is not None
    vp = next(line for line in end.lines if line.startswith("Punti vittoria"))
    assert vp.startswith("Punti vittoria, come in un torneo: Noi:") and "Voi:" in vp and "Carla" not in vp
    assert [column.short for column in end.table.columns] == ["Noi", "Voi"]


def test_the_end_screen_of_an_abandon_while_ahead_tells_the_mp_read_back_from_the_vp() -> None:
    game = briscola.new_game("briscola2", seed=0, dealer=1)
    rng = random.Random(0)
    while game.observation(1)["points"][1] - game.observation(0)["points"][0] <= 20:
        game.apply(rng.choice(game.legal_actions()))
    game.apply("abandon 1")
    end = endscreen.build(game.observation(0), "en", ["You", "Computer 1"].__getitem__)
    assert end is not None and end.won is True
    assert "Point difference: 14, the least worth 14 victory points (the rule when a player abandons or runs out of time)" in end.lines and "Victory points, as in a tournament: You:\xa014\xa0·\xa0Computer\xa01:\xa00" in end.lines
    # Two long names (pass-and-play's) are too long for one piece: the line may break after the dot.
    named = endscreen.build(game.observation(0), "en", ["Massimiliano", "Bartolomeo"].__getitem__, private=True)
    assert named is not None
    assert "Victory points, as in a tournament: Massimiliano:\xa014\xa0· Bartolomeo:\xa00" in named.lines


def test_spareggi_are_numbered_on_the_end_screen() -> None:
    game = briscola.new_game("briscola2", seed=11, options={"spareggi": True})
    rng = random.Random(11)  # this seed's first deal ends 60-60, the spareggio 46-74
    while game.to_move is not None:
        game.apply(rng.choice(game.legal_actions()))
    end = endscreen.build(game.observation(0), "it", ["Tu", "Computer 1"].__getitem__)
    assert end is not None and end.table is not None
    assert [(row.deal, row.cells, row.notes) for row in end.table.rows] == [
        ("1", ("60", "60"), "nulla"), ("2", ("46", "74"), "spareggio 1")]


@pytest.mark.parametrize(("game_name", "says"), [
    ("briscola2", "vanno all'avversario, fino a 20"), ("briscola4", "vanno agli avversari, fino a 20"),
    ("briscola3", "finisce ultimo"), ("joker", "finisce ultimo"), ("chiamata", "finisce ultimo"),
])
def test_the_abandon_dialog_says_what_abandoning_costs_in_the_game_at_the_table(game_name: str, says: str) -> None:
    game = briscola.new_game(game_name, seed=3)
    ui = UIState()
    ui.abandon_asking = True
    asked = panels.build(game.observation(0), ui, game.players, lambda seat: f"Seat {seat}")
    assert says in asked.abandon_body
    game.apply("abandon 0")  # and the engine does as it says
    result = game.match_result
    assert result is not None and 0 not in result["winner"]
    if "fino a 20" in says:
        assert result["forfeit"]["penalty"] == 20
    else:
        assert result["forfeit"]["penalty"] == 0 and result["ranking"][-1] == [0]
