"""The table's browser-side Python that needs no browser: strings, UI state, the scene
built from observations, the pacing of a finished trick, saves and the computer seat.

These modules live in site/py (they are copied into the page as top-level modules), so
the folder goes on sys.path here the way PyScript puts them on the page's.
"""

from __future__ import annotations

import random
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import briscola

SITE = Path(__file__).resolve().parent.parent / "site"
sys.path.insert(0, str(SITE / "py"))

import endscreen  # noqa: E402
import i18n  # noqa: E402
import intents  # noqa: E402
import menu  # noqa: E402
import pacing  # noqa: E402
import scene  # noqa: E402
import saves  # noqa: E402
import session  # noqa: E402
from saves import ASIDE_PREFIX, OVER_KEY, SAVE_KEY, TABLE_KEY, SaveSlot  # noqa: E402
from state import Drag, Notice, UIState  # noqa: E402
from tests.test_table_controller import Storage  # noqa: E402


def play_until(game: briscola.Game, done: Any) -> None:
    while not done(game):
        game.apply(game.legal_actions()[0])


# --- strings ------------------------------------------------------------------------


def test_both_languages_have_the_same_strings_with_the_same_placeholders() -> None:
    italian, english = i18n.STRINGS["it"], i18n.STRINGS["en"]
    assert italian.keys() == english.keys()
    for key in italian:
        assert set(re.findall(r"{(\w+)}", italian[key])) == set(re.findall(r"{(\w+)}", english[key])), key


class _I18nNodes(HTMLParser):
    """Collects (key, text) of every element carrying data-i18n in the template."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str | None] = []
        self.found: list[tuple[str, str]] = []
        self.text: dict[int, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("input", "meta", "link", "img", "br"):
            return
        self.open.append(dict(attrs).get("data-i18n"))
        self.text[len(self.open)] = ""

    def handle_endtag(self, tag: str) -> None:
        if tag in ("input", "meta", "link", "img", "br") or not self.open:
            return
        key = self.open.pop()
        if key is not None:
            self.found.append((key, self.text[len(self.open) + 1].strip()))

    def handle_data(self, data: str) -> None:
        if self.open:
            self.text[len(self.open)] += data


def the_page(dist: Path) -> str:
    """index.html as built: some of its keys are written by the template's loops."""
    return (dist / "index.html").read_text(encoding="utf-8")


def test_the_pages_italian_text_is_the_italian_of_i18n(dist_dir: Path) -> None:
    """The page paints in Italian before Python; the renderer later uses i18n's strings."""
    parser = _I18nNodes()
    parser.feed(the_page(dist_dir))
    assert len(parser.found) > 10
    for key, text in parser.found:
        assert i18n.STRINGS["it"][key] == text, key


def test_every_string_is_used_somewhere(dist_dir: Path) -> None:
    sources = "".join(path.read_text(encoding="utf-8") for path in (SITE / "py").glob("*.py")
                      if path.name != "i18n.py")
    sources += the_page(dist_dir) + "".join(path.read_text(encoding="utf-8")
                                            for path in (SITE / "templates").rglob("*.html"))
    unused = [key for key in i18n.STRINGS["it"] if f'"{key}"' not in sources]
    assert unused == []


def test_card_names_follow_the_deck() -> None:
    assert i18n.card_name("it", "1D", "napoletane") == "Asso di Denari"
    assert i18n.card_name("en", "10S", "piacentine") == "King of Swords"
    assert i18n.card_name("it", "9C", "napoletane") == "Cavallo di Coppe"
    assert i18n.card_name("it", "9C", "francesi") == "Donna di Cuori"
    assert i18n.card_name("en", "8B", "francesi") == "Jack of Clubs"


@pytest.mark.parametrize(("stored", "browser", "chosen"), [
    (None, "it-IT", "it"), (None, "en-GB", "en"), (None, "de-DE", "en"), (None, None, "it"),
    ("it", "en-US", "it"), ("en", "it", "en"), ("fr", "it-CH", "it"),
])
def test_the_language_is_the_players_choice_else_the_browsers(stored: str | None, browser: str | None,
                                                             chosen: str) -> None:
    assert i18n.pick_language(stored, browser) == chosen


# --- UI state ---------------------------------------------------------------------------


def test_every_button_of_the_page_asks_for_an_intent_the_table_knows() -> None:
    named = set()
    for template in (SITE / "templates").glob("*.html"):
        named |= set(re.findall(r'data-intent="([^"]+)"', template.read_text(encoding="utf-8")))
    assert named and named <= intents.KINDS
    assert intents.Intent.parse("act", "bid 3") == intents.Intent("act", "bid 3")
    with pytest.raises(ValueError, match="'reshuffle'"):
        intents.Intent.parse("reshuffle")


def test_clicking_a_card_twice_deselects_it() -> None:
    ui = UIState()
    ui.toggle("1D", ["1D", "3C"])
    assert ui.selected == "1D"
    ui.toggle("1D", ["1D", "3C"])
    assert ui.selected is None
    ui.toggle("7S", ["1D", "3C"])  # not in hand: ignored
    assert ui.selected is None


def test_keys_pick_and_step_through_the_hand() -> None:
    ui, hand = UIState(), ["1D", "3C", "5B"]
    ui.pick(1, hand)
    assert ui.selected == "3C"
    ui.step(1, hand)
    assert ui.selected == "5B"
    ui.step(1, hand)
    assert ui.selected == "1D"  # wraps
    ui.step(-1, hand)
    assert ui.selected == "5B"
    ui.pick(5, hand)
    assert ui.selected == "5B"
    ui.keep_to(["1D"])
    assert ui.selected is None
    ui.step(1, hand, "3C")  # none chosen: from the card with the focus
    assert ui.selected == "5B"
    ui.selected, ui.hinted = "1D", "play 1D"  # raised by a hint
    ui.pick(0, hand)  # taken as the player's own: kept
    assert (ui.selected, ui.hinted) == ("1D", None)
    ui.pick(0, hand)  # then, as any chosen card, let go
    assert ui.selected is None


@pytest.mark.parametrize(("pointer", "moved", "is_drag"), [
    ("mouse", 4, False), ("mouse", 6, True), ("touch", 8, False), ("touch", 11, True),
])
def test_a_drag_starts_past_a_threshold_that_is_wider_for_touch(pointer: str, moved: float,
                                                                 is_drag: bool) -> None:
    drag = Drag("1D", 1, pointer, 100.0, 100.0)
    assert drag.move(100.0 + moved, 100.0) is is_drag
    assert drag.moving is is_drag


# --- the scene -----------------------------------------------------------------------------


STRENGTH = "1 3 10 9 8 7 6 5 4 2".split()  # RULES.md: Asso, Tre, Re, Cavallo, Fante, 7 ... 2


def test_the_hand_is_shown_by_suit_and_strength_or_as_dealt_and_keys_count_along_it() -> None:
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # seat 0, the player, bids first
    for action in ("bid 1", "pass", "pass", "pass", "pass"):
        game.apply(action)
    caller = game.to_move
    assert caller == 0
    game.apply("trump S")
    view = game.observation(caller)
    shown = [s.code for s in scene.build(view, UIState()).sprites if s.zone == f"hand-{caller}"]
    assert sorted(shown) == sorted(view["hand"]) and len(shown) == 8
    suits = [code[-1] for code in shown]
    runs = [suit for i, suit in enumerate(suits) if i == 0 or suits[i - 1] != suit]
    assert len(runs) == len(set(runs)), "each suit together"
    assert runs[-1] == "S", "the briscola's suit last"
    assert runs[:-1] == sorted(runs[:-1], key="DCBS".index), "the other suits in their order"
    for suit in runs:
        ranks = [code[:-1] for code in shown if code[-1] == suit]
        assert ranks == sorted(ranks, key=STRENGTH.index), "strongest first"
    as_dealt = UIState(arrange_hand=False)
    assert [s.code for s in scene.build(view, as_dealt).sprites if s.zone == f"hand-{caller}"] == view["hand"]
    ui = UIState()
    ui.pick(0, ui.hand(view))
    assert ui.selected == shown[0]


def calling_a_card(lang: str = "it") -> tuple[briscola.Game, UIState]:
    """A points auction the player (seat 0) wins at once: the card to call is theirs."""
    game = briscola.new_game("chiamata", seed=4, dealer=4, options={"auction_points": True})
    game.apply("bid 61")
    for _ in range(4):
        game.apply("pass")
    assert game.to_move == 0 and game.observation(0)["phase"] == "call"
    return game, UIState(lang=lang)


def test_the_card_to_call_is_picked_one_suit_at_a_time_from_named_faces() -> None:
    game, ui = calling_a_card()
    auction = scene.build(game.observation(0), ui).auction
    assert auction is not None and auction.title == "Chiama una carta"
    assert [(suit.suit, suit.label, suit.chosen) for suit in auction.suits] == [
        ("D", "Denari", True), ("C", "Coppe", False), ("B", "Bastoni", False), ("S", "Spade", False)]
    assert [button.card for button in auction.cards] == [f"{rank}D" for rank in range(1, 11)]
    assert [button.action for button in auction.cards] == [f"call {rank}D" for rank in range(1, 11)]
    asso = auction.cards[0]
    assert (asso.label, asso.name) == ("Asso", "Asso di Denari")
    english = scene.build(game.observation(0), UIState(lang="en", call_suit="S")).auction
    assert english is not None and "10S" in game.observation(0)["hand"]  # the player's own King, marked
    assert (english.cards[-1].label, english.cards[-1].name) == (
        "King", "King of Swords, your own card: call it and you play alone")
    assert [suit.chosen for suit in english.suits] == [False, False, False, True]


@pytest.mark.parametrize(("lang", "meaning"), [("it", "giochi da solo, senza briscola"),
                                               ("en", "you play alone, with no briscola")])
def test_the_carichi_button_says_what_calling_carichi_means(lang: str, meaning: str) -> None:
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # the player (seat 0) calls first
    auction = scene.build(game.observation(0), UIState(lang=lang)).auction
    assert auction is not None
    carichi = next(button for button in auction.buttons if button.action == "bid carichi")
    assert carichi.label == "Carichi" and meaning in carichi.name
    assert all(not button.name for button in auction.buttons if button is not carichi)
    assert auction.note == carichi.name  # in words on the panel, for a finger that has no hover


def test_the_card_picker_offers_only_the_cards_the_engine_lists() -> None:
    game, ui = calling_a_card()
    view = game.observation(0)
    view["legal_actions"] = ["call 3C", "call 1S"]  # as if the engine listed two
    auction = scene.build(view, ui).auction
    assert auction is not None
    assert [suit.suit for suit in auction.suits] == ["C", "S"]
    assert [button.action for button in auction.cards] == ["call 3C"]
    ui.call_suit = "D"  # a suit no longer offered falls back to the first offered
    auction = scene.build(view, ui).auction
    assert auction is not None and [button.action for button in auction.cards] == ["call 3C"]


def test_a_card_played_out_of_turn_stays_and_the_status_says_whose_turn_it_is() -> None:
    view = briscola.new_game("briscola2", seed=11, dealer=0).observation(0)  # the computer leads
    card = view["hand"][0]
    assert scene.build(view, UIState(refused=card)).status == "Non è il tuo turno: tocca a Computer"
    assert scene.build(view, UIState(lang="en", refused=card)).status == "Not your turn: Computer is to play"
    five = briscola.new_game("chiamata", seed=4, dealer=3).observation(0)  # seat 4 bids first
    assert scene.build(five, UIState(refused=five["hand"][0])).status == "Si gioca dopo l'asta"


def test_a_card_that_cannot_be_played_now_is_named_and_the_reason_goes_once_it_can() -> None:
    view = briscola.new_game("briscola2", seed=11, dealer=1).observation(0)  # the player leads
    first, second = view["hand"][:2]
    view["legal_actions"] = [f"play {first}"]  # as carichi leaves only some cards
    name = i18n.card_name("it", second, "napoletane")
    assert scene.build(view, UIState(refused=second)).status == f"{name} non si può giocare ora"
    assert scene.build(view, UIState(refused=first)).status == "Tocca a te: gioca una carta"
    view["trick_winner"] = 1  # a trick still lying on the table
    assert scene.build(view, UIState(refused=first)).status == "Un momento: si raccoglie la presa"


def test_a_stored_view_from_before_the_arranged_hand_shows_as_dealt() -> None:
    view = briscola.new_game("briscola2", seed=11, dealer=1).observation(0)
    del view["hand_arranged"]  # type: ignore[misc]
    assert UIState().hand(view) == view["hand"]


def test_the_briscola_is_named_in_words_its_card_while_it_lies_on_the_table_then_its_suit() -> None:
    game = briscola.new_game("briscola2", seed=11, dealer=1)
    view = game.observation(0)
    turned = view["briscola"]
    assert turned is not None
    assert scene.build(view, UIState(lang="it")).trump_label == f"Briscola: {i18n.card_name('it', turned, 'napoletane')}"
    while game.observation(0)["stock"]:  # play the stock out: the turned card is drawn last
        game.apply(game.legal_actions()[0])
    late = scene.build(game.observation(0), UIState(lang="en")).trump_label
    assert late == f"Briscola: {i18n.suit_name('en', turned[-1], 'napoletane')}"


def test_the_scene_shows_my_cards_face_up_and_the_computers_face_down() -> None:
    game = briscola.new_game("briscola2", seed=11, dealer=1)
    view = game.observation(0)
    built = scene.build(view, UIState(lang="en"))
    mine = [s for s in built.sprites if s.zone == "hand-0"]
    theirs = [s for s in built.sprites if s.zone == "hand-1"]
    assert [s.code for s in mine] == view["hand_arranged"] and all(s.own and s.playable for s in mine)
    assert len(theirs) == 3 and all(s.code is None and not s.own for s in theirs)
    hidden = set(game.observation(1)["hand"])
    assert not any(s.code in hidden for s in built.sprites), "the computer's cards must not reach the page"
    (briscola_card,) = [s for s in built.sprites if s.zone == "briscola"]
    assert briscola_card.code == view["briscola"]
    assert built.stock == 34 and built.placeholder and not built.placeholder_active
    assert [s.position for s in built.seats] == ["bottom", "top"]
    assert built.seats[0].to_move and built.status == "Your turn: play a card"


def test_the_placeholder_invites_a_chosen_card_only_on_the_players_turn() -> None:
    game = briscola.new_game("briscola2", seed=11, dealer=1)
    ui = UIState(lang="it")
    ui.toggle(game.observation(0)["hand"][0], game.observation(0)["hand"])
    assert scene.build(game.observation(0), ui).placeholder_active
    game.apply(game.legal_actions()[0])
    waiting = scene.build(game.observation(0), ui)
    assert not waiting.placeholder and not any(s.playable for s in waiting.sprites)
    assert waiting.status == "Tocca a Computer…"
    (played,) = [s for s in waiting.sprites if s.zone == "table"]
    assert played.slot == "bottom" and played.origin == "hand-0"


def test_captured_cards_go_face_down_to_the_winners_pile_and_the_last_trick_shows_them() -> None:
    game = briscola.new_game("briscola2", seed=4, dealer=1)
    play_until(game, lambda g: len(g.observation(0)["history"]) == 1)
    view = game.observation(0)
    trick = view["history"][0]
    ui = UIState(lang="it", show_last_trick=True)
    built = scene.build(view, ui)
    pile = [s for s in built.sprites if s.zone == f"pile-{trick['winner']}"]
    assert len(pile) == 2 and all(s.code is None for s in pile)
    last = [s for s in built.sprites if s.zone == "last"]
    assert sorted(s.code for s in last) == sorted(code for _, code in trick["cards"])
    players = {code: scene.seat_name("it", seat, 0, 2) for seat, code in trick["cards"]}
    assert {s.code: s.caption for s in last} == players  # who played each card, written under it
    assert built.show_last_trick and built.seats[trick["winner"]].captured == 2


def test_the_deal_result_names_the_winner_and_the_end_screen_takes_over_at_the_end() -> None:
    game = briscola.new_game("briscola2", seed=8, options={"format": "smazzate", "deals": 3})
    play_until(game, lambda g: g.deal_over)
    built = scene.build(game.observation(0), UIState(lang="it"))
    assert built.result is not None and built.result.title
    result = game.observation(0)["deal_result"]
    points = [int(n) for line in built.result.lines for n in re.findall(r"(\d+) punti", line)]
    assert points == result["side_points"] and sum(points) == 120
    assert built.score == "Al meglio di 3 smazzate"
    won = {seat: "1 vinta" if seat in result["winners"] else "0 vinte" for seat in (0, 1)}
    assert {seat.seat: seat.match_score for seat in built.seats} == won
    single = briscola.new_game("briscola2", seed=8)
    play_until(single, lambda g: g.deal_over)
    view = single.observation(0)
    assert view["phase"] == "over" and scene.build(view, UIState(lang="en")).result is None
    end = endscreen.build(view, "en", lambda s: ["You", "Computer"][s])
    assert end is not None and end.table is not None and len(end.table.rows) == 1


def test_a_briscola3_deal_tied_at_the_top_is_won_by_both_and_only_a_three_way_tie_is_a_draw() -> None:
    for seed in range(400):
        game = briscola.new_game("briscola3", seed=seed, options={"deals": 2})
        rng = random.Random(seed)
        while not game.deal_over:
            game.apply(rng.choice(game.legal_actions()))
        points = game.observation(0)["points"]
        tied = [seat for seat in range(3) if points[seat] == max(points)]
        if len(tied) == 2:
            break
    else:
        pytest.fail("no Briscola a 3 deal tied at the top in 400 seeds")
    view = game.observation(0)
    names = ["Tu", "Computer 1", "Computer 2"]
    built = scene.build(view, UIState(lang="it"))
    assert built.result is not None and "Pareggio" not in built.result.title
    assert all((i18n.unbroken(names[seat]) in built.result.title) == (seat in tied) for seat in (1, 2))
    assert ("Tu " in built.result.title + " ") == (0 in tied)
    assert built.scoreboard is not None
    assert [best for best in built.scoreboard.table.rows[0].best] == [seat in tied for seat in range(3)]
    # Every seat at 40: nobody won the deal over anyone.
    view["deal_result"] = dict(view["deal_result"], points=[40, 40, 40], side_points=[40, 40, 40],
                               score_changes=[40, 40, 40], winners=[0, 1, 2], level=True)
    view["results"] = [view["deal_result"]]
    drawn = scene.build(view, UIState(lang="en"))
    assert drawn.result is not None and drawn.result.title == "A draw, 40 each"
    assert drawn.scoreboard is not None and not any(drawn.scoreboard.table.rows[0].best)


def test_a_void_joker_deal_is_told_once_in_its_title() -> None:
    game = briscola.new_game("joker", seed=8)
    play_until(game, lambda g: g.deal_over)
    view = game.observation(0)
    view["deal_result"] = dict(view["deal_result"], side_points=[50, 70], score_changes=[0, 0, 0], winners=[],
                               level=True)
    built = scene.build(view, UIState(lang="it"))
    assert built.result is not None and built.result.title == "Nessuno arriva al traguardo: smazzata nulla"
    assert [line for line in built.result.lines if "traguardo" in line] == []
    assert any("50" in line for line in built.result.lines) and any("70" in line for line in built.result.lines)


@pytest.mark.parametrize(("lang", "replayed", "next_spareggio"), [
    ("it", "Smazzata nulla: si rigioca", "La partita finirebbe pari: si gioca lo spareggio 1"),
    ("en", "A void deal: it is dealt again", "The game would end level: tie-break 1 comes next"),
])
def test_a_sixty_sixty_is_told_void_and_a_coming_spareggio_is_announced(
        lang: str, replayed: str, next_spareggio: str) -> None:
    for spareggi, expected in ((False, replayed), (True, next_spareggio)):
        game = briscola.new_game("briscola2", seed=11, options={"spareggi": spareggi})
        rng = random.Random(11)  # the first deal of this seed ends 60-60
        while not game.deal_over:
            game.apply(rng.choice(game.legal_actions()))
        built = scene.build(game.observation(0), UIState(lang=lang))
        assert built.result is not None and expected in built.result.lines
        assert built.scoreboard is not None and built.scoreboard.table.rows[0].notes in ("nulla", "void")
        game.apply("next")
        told = scene.build(game.observation(0), UIState(lang=lang)).score
        assert (told == ("Spareggio 1" if lang == "it" else "Tie-break 1")) == spareggi


def test_a_classica_shows_the_points_toward_120_without_the_void_deals() -> None:
    game = briscola.new_game("briscola2", seed=14, dealer=0, options={"format": "classica"})
    while len(game.partita.results) < 2:
        game.apply(game.legal_actions()[0])
    built = scene.build(game.observation(0), UIState(lang="en"))
    assert built.score == "Points in all: You:\xa069\xa0· Computer:\xa051"  # no-break spaces in each
    assert [seat.match_score for seat in built.seats] == ["1 won", "0 won"]
    assert built.scoreboard is not None
    assert built.scoreboard.table.totals == (("Deals won", ("1", "0")), ("Points", ("69", "51")))


def test_a_deal_that_leaves_the_goal_reached_level_at_the_top_says_why_play_goes_on() -> None:
    game = briscola.new_game("chiamata", seed=0, options={"chiamata_goal": 5})
    moves = random.Random(0)
    told = []
    while game.phase != "over":
        game.apply(moves.choice(game.legal_actions()))
        view = game.observation(0)
        if view["phase"] == "deal_over":
            lines = scene.build(view, UIState(lang="en")).result.lines
            told.append((max(view["scores"]) >= 5, "Tied at the top: play goes on until one player leads alone" in lines))
            if told[-1][0]:
                break
    assert told[-1] == (True, True) and all(not said for reached, said in told[:-1]), told


def test_each_seat_shows_its_goal_score_and_the_card_points_it_took_this_deal() -> None:
    game = briscola.new_game("chiamata", seed=3, options={"chiamata_goal": 5})
    auction = scene.build(game.observation(0), UIState(lang="it"))
    assert [seat.match_score for seat in auction.seats] == ["0/5"] * 5
    assert all(seat.deal_points == "" for seat in auction.seats)  # nothing taken in an auction
    play_until(game, lambda g: len(g.observation(0)["history"]) == 3)
    view = game.observation(0)
    built = scene.build(view, UIState(lang="it"))
    points = view["points"]
    assert sum(points) > 0
    assert [seat.deal_points for seat in built.seats] == [i18n.points("it", p) for p in points]
    assert built.seats[2].score_label == (
        f"Computer 2: punteggio della partita 0 su 5, punti presi in questa smazzata: {points[2]}")
    assert built.score == "Partita a 5 punti"  # the seats' scores are by the seats
    hidden = scene.build(view, UIState(lang="en", show_points=False))
    assert [seat.deal_points for seat in hidden.seats] == [""] * 5
    assert hidden.seats[2].score_label == "Computer 2: game score 0 of 5"
    while game.observation(0)["deal_number"] == 0:
        game.apply(game.legal_actions()[0])
    view = game.observation(0)
    second = scene.build(view, UIState(lang="en"))
    assert [seat.match_score for seat in second.seats] == [f"{i18n.score(score)}/5" for score in view["scores"]]
    assert any(view["scores"])


def test_partners_show_their_sides_deals_won_and_a_partita_of_one_deal_no_score() -> None:
    game = briscola.new_game("briscola4", seed=8, options={"format": "smazzate", "deals": 3})
    play_until(game, lambda g: g.deal_over)
    game.apply("next")
    built = scene.build(game.observation(0), UIState(lang="it"))
    won = game.observation(0)["results"][0]["winners"]
    assert [seat.match_score for seat in built.seats] == ["1 vinta" if s in won else "0 vinte" for s in range(4)]
    assert built.score == "Al meglio di 3 smazzate · " + "Punti presi: Noi: 0 · Voi: 0".replace(" ", "\u00a0")
    single = scene.build(briscola.new_game("briscola2", seed=8).observation(0), UIState(lang="it"))
    assert [seat.match_score for seat in single.seats] == ["", ""] and single.score == ""
    assert [seat.deal_points for seat in single.seats] == ["0 punti", "0 punti"]


def test_a_pairs_points_this_deal_are_told_over_the_table_from_the_deals_start() -> None:
    game = briscola.new_game("briscola4", seed=8)
    # Told before any trick too: a line that came with the first trick moved the table down.
    assert scene.build(game.observation(0), UIState(lang="it")).score == "Punti presi: Noi: 0 · Voi: 0".replace(" ", "\u00a0")
    play_until(game, lambda g: len(g.observation(0)["history"]) == 3)
    view = game.observation(0)
    us, them = (sum(view["points"][seat] for seat in side) for side in ([0, 2], [1, 3]))
    assert us + them > 0 and sorted(map(sorted, view["sides"])) == [[0, 2], [1, 3]]
    # One piece that a line never breaks: "Noi: 4 ·" over "Voi: 28" read as the wrong pairs.
    assert scene.build(view, UIState(lang="it")).score == f"Punti presi: Noi: {us} · Voi: {them}".replace(" ", "\u00a0")
    assert scene.build(view, UIState(lang="it", show_points=False)).score == ""  # the player counts alone


def test_segnali_are_buttons_on_the_players_turn_and_a_chip_by_the_partner_only() -> None:
    def my_signal_turn(seed: int) -> briscola.Game | None:
        """A deal played on (the computers signalling) to a turn where the player may signal."""
        game = briscola.new_game("briscola4", seed=seed, options={"segnali": True, "deck_style": "francesi"})
        rng = random.Random(seed)
        while not game.deal_over:
            legal = game.legal_actions()
            signals = [a for a in legal if a.startswith("signal ")]
            if signals and game.to_move == 0 and len(game.deal.tricks) > 3:
                return game
            game.apply(signals[0] if signals and game.to_move != 0
                       else rng.choice([a for a in legal if a.startswith("play ")]))
        return None

    game = next(g for g in map(my_signal_turn, range(20)) if g is not None)
    offered = [a for a in game.legal_actions() if a.startswith("signal ")]
    built = scene.build(game.observation(0), UIState(lang="it"))
    assert [button.action for button in built.signals] == offered
    for button in built.signals:
        word = button.action.split(" ")[1]
        assert button.label == {"asso": "Asso", "tre": "Tre", "re": "Re", "cavallo": "Donna", "fante": "Fante",
                                "liscio": "Liscio"}[word]
        assert button.name.startswith("Segnala al compagno: ")
    chips = [seat.signal for seat in built.seats]
    assert chips[1] == chips[3] == ""  # the opponents' signals never reach the player's view
    # A chip says what still holds: this trick's signal, or a briscola said and not yet played.
    view = game.observation(0)
    trick, trump = len(view["history"]), view["trump"]
    gone = "".join(code for t in view["history"] for _, code in t["cards"])
    for said, shown in (([2, trick, "liscio"], "Segnale: niente di valore"), ([2, trick - 1, "liscio"], ""),
                        ([2, 1, "re"], "" if f"10{trump}" in gone else "Segnale: Re di briscola"),
                        ([2, 1, "cavallo"], "" if f"9{trump}" in gone else "Segnale: Donna di briscola")):
        assert scene.build(view | {"signals": [said]}, UIState(lang="it")).seats[2].signal == shown, said
    assert any(w for s, _, w in game.signals if s % 2 == 1)  # the opponents did signal each other
    # A screen reader is told this trick's signals, which the chips only show.
    partner_said = scene.build(view | {"signals": [[2, trick, "re"], [2, trick - 1, "tre"]], "table": []},
                               UIState(lang="it")).announcement
    assert partner_said == "Computer 2 segnala: Re di briscola"
    game.apply(offered[0])
    again = scene.build(game.observation(0), UIState(lang="en"))
    assert again.signals == ()  # one signal a trick
    assert again.seats[0].signal.startswith("Signal: ")
    assert "You signalled: " + again.seats[0].signal[len("Signal: "):] in again.announcement.split(". ")
    other = scene.build(game.observation(1), UIState(lang="it"))
    assert other.signals == () and all(seat.signal == "" for seat in other.seats if seat.seat % 2 == 0)


def test_briscola_a_3_over_several_deals_shows_the_points_in_all_and_which_deal() -> None:
    game = briscola.new_game("briscola3", seed=5, options={"deals": 3})
    assert scene.build(game.observation(0), UIState(lang="en")).score == "Deal 1 of 3"
    play_until(game, lambda g: g.deal_over)
    game.apply("next")
    view = game.observation(0)
    built = scene.build(view, UIState(lang="en"))
    assert built.score == "Deal 2 of 3"
    assert [seat.match_score for seat in built.seats] == [f"{score} in all" for score in view["scores"]]
    assert built.seats[1].score_label.startswith(f"Computer 1: points in all over the deals played: {view['scores'][1]}")


@pytest.mark.parametrize(("game", "options", "offered"), [
    ("briscola2", {}, False), ("briscola2", {"format": "smazzate", "deals": 3}, True),
    ("briscola3", {}, False), ("briscola3", {"deals": 2}, True), ("chiamata", {}, True)])
def test_the_scores_button_is_there_from_the_start_of_a_partita_of_several_deals(
        game: str, options: dict[str, Any], offered: bool) -> None:
    first = scene.build(briscola.new_game(game, seed=4, options=options).observation(0), UIState(lang="it"))
    assert first.scoreboard is None and first.scoreboard_offered == offered


def test_the_scoreboard_of_a_team_game_has_a_column_per_side_and_marks_each_deals_winner() -> None:
    game = briscola.new_game("briscola4", seed=8, options={"format": "classica"})
    play_until(game, lambda g: g.deal_over)
    view = game.observation(0)
    board = scene.build(view, UIState(lang="it")).scoreboard
    assert board is not None
    table = board.table
    assert [(c.name, c.short, c.won) for c in table.columns] == [
        ("Tu e Computer 2", "Noi", False), ("Computer 1 e Computer 3", "Voi", False)]
    (row,) = table.rows
    result = view["results"][0]
    assert row.cells == tuple(str(p) for p in result["side_points"])
    assert row.best == tuple(side == result["winners"] for side in result["sides"])
    assert [label for label, _ in table.totals] == ["Smazzate vinte", "Punti"]
    assert scene.build(view, UIState(lang="it")).score.startswith("Punti in tutto: Noi:\xa0")


def test_new_deals_and_new_games_never_reuse_a_cards_key() -> None:
    game = briscola.new_game("briscola2", seed=8, options={"format": "smazzate", "deals": 3})
    first = {s.key for s in scene.build(game.observation(0), UIState(sitting=1)).sprites}
    assert first.isdisjoint(s.key for s in scene.build(game.observation(0), UIState(sitting=2)).sprites)
    play_until(game, lambda g: g.deal_over)
    game.apply("next")
    assert first.isdisjoint(s.key for s in scene.build(game.observation(0), UIState(sitting=1)).sprites)


@pytest.mark.parametrize(("players", "clockwise", "positions"), [
    (2, False, ["bottom", "top"]),
    (3, False, ["bottom", "right", "left"]),
    (3, True, ["bottom", "left", "right"]),
    (4, False, ["bottom", "right", "top", "left"]),
    (5, False, ["bottom", "right", "top-right", "top-left", "left"]),
])
def test_seats_go_round_the_table_in_turn_order(players: int, clockwise: bool, positions: list[str]) -> None:
    assert scene.seat_positions(players, clockwise) == positions


def test_a_blocking_notice_replaces_nothing_but_shows_its_words() -> None:
    ui = UIState(lang="en", notice=Notice("notice.bad_save.title", "notice.bad_save",
                                          {"detail": "broken", "key": "k"}))
    built = scene.build(None, ui)
    assert built.notice is not None and "k" in built.notice[1] and built.sprites == ()


def test_the_auctions_calls_mark_the_call_to_beat_not_the_latest_pass() -> None:
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # seat 0, the player, calls first
    assert scene.build(game.observation(0), UIState(lang="en")).auction.leading == -1  # nothing called yet
    for action in ("bid 1", "bid 3", "pass"):
        game.apply(action)
    auction = scene.build(game.observation(0), UIState(lang="en")).auction
    assert auction is not None and auction.history == ("You: Ace", "Computer 1: Three", "Computer 2: Pass")
    assert auction.leading == 1


def test_the_bare_felt_names_its_two_seats_but_not_under_a_tournaments_panel() -> None:
    """Before any game the felt shows "Tu" and "Computer"; a tournament looked at before
    entering has its own players (the panel's draw), so the seats go unnamed meanwhile."""
    ui = UIState(lang="it")
    assert [seat.name for seat in scene.build(None, ui).seats] == ["Tu", "Computer"]
    ui.tournament_open = True
    assert [seat.name for seat in scene.build(None, ui).seats] == ["", ""]


# --- pacing ------------------------------------------------------------------------------------


def test_a_finished_trick_is_held_on_the_table_before_it_is_collected() -> None:
    game = briscola.new_game("briscola2", seed=21, dealer=1)
    game.apply(game.legal_actions()[0])
    before = game.observation(0)
    game.apply(game.legal_actions()[0])  # the computer completes the trick
    after = game.observation(0)
    held, landing, final = pacing.frames(before, after)  # the player took it, and leads
    trick = after["history"][-1]
    assert held.hold >= 1.0 and final.view == after and final.hold == 0
    # The turn is told once the drawn cards have landed: the same table, nobody to move.
    assert landing.hold > 0 and landing.view["legal_actions"] == [] and landing.view["to_move"] is None
    assert [(sprite.key, sprite.zone) for sprite in scene.build(landing.view, UIState()).sprites] == [
        (sprite.key, sprite.zone) for sprite in scene.build(after, UIState()).sprites]
    assert not scene.build(landing.view, UIState()).placeholder and scene.build(after, UIState()).placeholder
    # Meanwhile the status goes on telling the trick's news (a blank line flickered between).
    said = [scene.build(frame.view, UIState(lang="en")).status for frame in (held, landing, final)]
    assert said == ["You take the trick", "You take the trick", "Your turn: play a card"]
    assert held.view["table"] == trick["cards"]
    assert held.view["trick_winner"] == trick["winner"]
    assert held.view["hand"] == before["hand"] and held.view["stock"] == before["stock"]
    assert held.view["hands"] == [2, 2] and held.view["legal_actions"] == []
    assert len(scene.build(held.view, UIState()).sprites) == len(scene.build(before, UIState()).sprites)


def test_a_held_trick_shows_the_joker_its_last_card_made() -> None:
    """The first briscola played as a trick's last card makes its player the Joker at that
    moment (RULES.md §7): the trick held on the table shows it, not only the next view."""
    game = briscola.new_game("joker", seed=3)
    while True:  # lisci while they last, across deals, until a third card can be the first briscola
        view, legal = game.observation(0), game.legal_actions()
        briscole = [a for a in legal if view["trump"] and a.endswith(view["trump"])]
        if len(view["table"]) == 2 and briscole and view["joker"] is None:
            break
        game.apply(next((a for a in legal if a not in briscole), legal[0]))
    before = game.observation(0)
    game.apply(briscole[0])
    after = game.observation(0)
    held = pacing.frames(before, after)[0].view
    assert held["table"] == after["history"][-1]["cards"] and held["joker"] == after["joker"] is not None
    assert held["sides"] == after["sides"]
    assert "Joker" in str(scene.build(held, UIState(lang="en")).seats)
    # The news of that trick, in words: its badge alone was easily missed.
    shown = scene.build(held, UIState(lang="en"))
    names = {seat.seat: seat.name for seat in shown.seats}
    assert shown.status == ("You are the Joker: you played the first briscola" if held["joker"] == 0
                            else f"{names[held['joker']]} is the Joker: the first to play a briscola")
    # A later trick (a briscola already among those taken) is told as any other.
    winner = held["trick_winner"]
    later = scene.build(held | {"history": after["history"]}, UIState(lang="en"))
    assert later.status == ("You take the trick" if winner == 0 else f"{names[winner]} takes the trick")


def test_a_trick_the_computer_takes_is_followed_by_its_lead_with_no_wait_for_the_draw() -> None:
    game = briscola.new_game("briscola2", seed=21, dealer=0)  # the computer leads
    game.apply(game.legal_actions()[0])
    before = game.observation(0)
    game.apply(min(game.legal_actions()))  # the player's answer
    after = game.observation(0)
    assert after["to_move"] == 1, "a trick the computer takes"
    assert [frame.view for frame in pacing.frames(before, after)][1:] == [after]


def test_a_new_deal_tells_the_players_turn_once_the_dealt_cards_have_landed() -> None:
    first = briscola.new_game("briscola2", seed=21, dealer=1).observation(0)  # the player leads
    dealing, final = pacing.dealt(first)
    assert dealing.view["legal_actions"] == [] and dealing.view["to_move"] is None and final.view == first
    assert scene.build(dealing.view, UIState(lang="en")).status == "Dealing the cards…"
    assert [(s.key, s.zone) for s in scene.build(dealing.view, UIState()).sprites] == [
        (s.key, s.zone) for s in scene.build(first, UIState()).sprites]
    # Six cards and the turned briscola, one after another, the last one's flight included.
    assert dealing.hold == (6 * pacing.STAGGER_MS + pacing.MOVE_MS) / 1000
    # A chiamata's 40 cards come faster, and its auction waits for them just as a card does.
    auction = briscola.new_game("chiamata", seed=4, dealer=4).observation(0)
    waiting, _ = pacing.dealt(auction)
    assert waiting.view["legal_actions"] == [] and pacing.stagger_ms(40) < pacing.STAGGER_MS
    assert waiting.hold == (pacing.DEAL_SPREAD_MS + pacing.MOVE_MS) / 1000
    # The next deal of a partita comes the same way: the mazziere changes, the player leads.
    game = briscola.new_game("briscola2", seed=21, dealer=0, options={"format": "smazzate", "deals": 3})
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    before = game.observation(0)
    game.apply("next")
    shown = pacing.frames(before, game.observation(0))
    assert [(bool(f.view["legal_actions"]), f.hold) for f in shown] == [(False, dealing.hold), (True, 0.0)]


def test_a_new_deal_where_a_computer_is_first_shows_at_once() -> None:
    first = briscola.new_game("briscola2", seed=21, dealer=0).observation(0)  # the computer leads
    assert [(f.view, f.hold) for f in pacing.dealt(first)] == [(first, 0.0)]


def test_a_card_that_does_not_finish_a_trick_shows_at_once() -> None:
    game = briscola.new_game("briscola2", seed=21, dealer=1)
    before = game.observation(0)
    game.apply(game.legal_actions()[0])
    assert [f.hold for f in pacing.frames(before, game.observation(0))] == [0.0]


# --- saves ---------------------------------------------------------------------------------------


def stored(slot: SaveSlot, game: briscola.Game) -> bool:
    """What the controller does with the worker's answer after each action."""
    return slot.store(game.to_json(), json.loads(json.dumps(session.table_state(game))))


def test_a_saved_game_and_its_table_load_back_exactly() -> None:
    storage = Storage()
    game = briscola.new_game("briscola2", seed=5)
    play_until(game, lambda g: len(g.actions) == 7)
    assert stored(SaveSlot(storage), game)
    slot = SaveSlot(storage)
    text, table = slot.saved(), slot.table()
    assert text is not None and table is not None
    assert briscola.load_game(text).observation(0) == game.observation(0)
    assert table["view"] == json.loads(json.dumps(game.observation(0)))
    assert SaveSlot(Storage()).saved() is None and SaveSlot(Storage()).table() is None


def test_a_table_stored_by_an_older_page_or_broken_is_not_shown() -> None:
    for broken in ("[1, 2", "[]", json.dumps({"view": None})):
        assert SaveSlot(Storage({TABLE_KEY: broken})).table() is None
    # Each field the table reads, missing: a damaged table (or another version's) is not drawn.
    whole = json.loads(json.dumps(session.table_state(briscola.new_game("briscola2", seed=5))))
    assert set(saves.TABLE_FIELDS) == set(whole)
    for field in saves.TABLE_FIELDS:
        damaged = {key: value for key, value in whole.items() if key != field}
        assert SaveSlot(Storage({TABLE_KEY: json.dumps(damaged)})).table() is None, field
    assert SaveSlot(Storage({TABLE_KEY: json.dumps(whole)})).table() == whole


def test_remembered_fields_that_are_not_fields_are_none() -> None:
    slot = SaveSlot(Storage({saves.SETTINGS_KEY: json.dumps({"menu": "x", "challenge": {"game": "joker"}})}))
    assert slot.remembered("menu") == {} and slot.remembered("challenge") == {"game": "joker"}
    assert slot.remembered("nothing") == {}


def test_a_finished_game_is_marked_so_that_only_a_game_in_progress_is_protected() -> None:
    # boot.js asks before Start replaces a save without the mark (site/boot/boot.js).
    storage = Storage()
    slot = SaveSlot(storage)
    game = briscola.new_game("briscola2", seed=5)
    play_until(game, lambda g: g.to_move is None)
    stored(slot, game)
    assert storage.items[OVER_KEY] == "1"
    stored(slot, briscola.new_game("briscola2", seed=6))
    assert OVER_KEY not in storage.items and SAVE_KEY in storage.items
    boot = (SITE / "boot" / "boot.js").read_text()
    assert f'const SAVE_KEY = "{SAVE_KEY}";' in boot and f'const OVER_KEY = "{OVER_KEY}";' in boot


def test_a_refused_save_is_kept_aside_not_deleted() -> None:
    bad = "{not json"
    storage = Storage({SAVE_KEY: bad, TABLE_KEY: "{}", OVER_KEY: "1"})
    slot = SaveSlot(storage, clock=lambda: "20250101T000000Z")
    first = slot.set_aside(bad)
    assert first == ASIDE_PREFIX + "20250101T000000Z"
    assert storage.items == {first: bad}
    storage.items[SAVE_KEY] = bad  # a second bad save in the same second keeps both
    second = slot.set_aside(bad)
    assert second != first and storage.items == {first: bad, second: bad}


def test_only_the_newest_records_set_aside_are_kept() -> None:
    """A page that sets a save aside at every visit keeps the newest few of each kind, never
    the whole storage; the ".10" of a busy second counts as newer than its ".2"."""
    storage = Storage({saves.STATS_ASIDE_PREFIX + "20240101T000000Z": "{", "briscola.tour.seen": "1"})
    slot = SaveSlot(storage, clock=lambda: "20250101T000000Z")
    kept = []
    for _ in range(4):
        storage.items[SAVE_KEY] = "{bad"
        kept.append(slot.set_aside("{bad"))
    assert [key for key in storage.items if key.startswith(ASIDE_PREFIX)] == kept[-saves.ASIDE_KEPT:]
    assert kept[-1] == ASIDE_PREFIX + "20250101T000000Z.4"
    for key in range(5, 10):  # a busy second: ".5" to ".9" taken by others
        storage.items[f"{ASIDE_PREFIX}20250101T000000Z.{key}"] = "{bad"
    later = slot.set_aside("{bad")
    assert later == ASIDE_PREFIX + "20250101T000000Z.10"
    assert sorted(key for key in storage.items if key.startswith(ASIDE_PREFIX)) == sorted(
        [f"{ASIDE_PREFIX}20250101T000000Z.{number}" for number in (8, 9, 10)])
    assert storage.items[saves.STATS_ASIDE_PREFIX + "20240101T000000Z"] == "{"  # another kind: untouched
    assert storage.items["briscola.tour.seen"] == "1"


def test_a_record_the_full_storage_cannot_set_aside_stays_where_it_was() -> None:
    storage = Storage({SAVE_KEY: "{bad", TABLE_KEY: "{}"}, full=True)
    assert SaveSlot(storage).set_aside("{bad") is None
    assert storage.items == {SAVE_KEY: "{bad", TABLE_KEY: "{}"}


def test_a_full_storage_does_not_stop_the_game() -> None:
    slot = SaveSlot(Storage(full=True))
    assert stored(slot, briscola.new_game("briscola2", seed=1)) is False
    slot.remember(lang="en")  # settings are best effort
    assert slot.settings() == {}


def test_settings_are_remembered_and_a_broken_one_is_ignored() -> None:
    storage = Storage()
    slot = SaveSlot(storage)
    slot.remember(lang="en")
    slot.remember(deck_style="francesi")
    assert slot.settings() == {"lang": "en", "deck_style": "francesi"}
    storage.items["briscola.settings"] = "[1, 2"
    assert slot.settings() == {}


def test_the_menu_fields_become_the_engines_options_the_levels_and_the_speed() -> None:
    choice = menu.parse({"game": "chiamata", "deck_style": "piacentine", "auction_points": True,
                         "chiamata_scoring": "004", "chiamata_goal": "5",
                         "move_clock": "custom", "move_clock_seconds": "7", "match_clock": "5",
                         "level_1": "expert", "level_2": "nonsense", "name": "  Maria  ", "speed": "fast"})
    assert choice.game == "chiamata"
    assert choice.options == {"deck_style": "piacentine", "auction_points": True, "chiamata_scoring": "004",
                              "chiamata_goal": 5, "move_clock": 7, "match_clock": 300}
    briscola.new_game(choice.game, seed=1, options=choice.options)  # the engine takes them
    assert choice.levels == {1: "expert", 2: menu.DEFAULT_LEVEL}
    assert choice.name == "Maria"
    assert choice.pace == menu.PACES["fast"] < menu.PACES["normal"] < menu.PACES["slow"]
    assert menu.parse({"speed": "warp"}).pace == menu.PACES["normal"]
    assert menu.parse({"game": "poker"}).game == "briscola2"
    assert "chiamata_goal" not in menu.parse({"game": "chiamata", "chiamata_goal": ""}).options  # the rule's 11
    assert menu.parse({"show_points": False}).show_points is False
    assert menu.parse({"show_points": True}).show_points and menu.parse({}).show_points  # shown unless unticked


def test_a_pairs_tournament_in_the_menu_plays_briscola_a_4_with_its_table_options() -> None:
    choice = menu.parse({"game": "torneo4", "tournament_kind": "knockout", "tournament_seats": "8",
                         "tournament_deals": "2", "tournament_entry": "10", "tournament_level": "hard",
                         "segnali": True, "carte_scoperte": False})
    assert choice.tournament == {"game": "briscola4", "kind": "knockout", "seats": 8, "deals": 2, "entry": 10,
                                 "level": "hard"}
    assert choice.game == "briscola4" and choice.options == {"segnali": True, "carte_scoperte": False}
    briscola.new_game(choice.game, seed=1, options=choice.options)  # the matches take them
    assert menu.parse({"game": "torneo"}).tournament["game"] == "briscola2"  # type: ignore[index]


@pytest.mark.parametrize(("typed", "number"), [("", None), ("  42 ", 42), ("000123", 123), ("123456789", 123456789),
                                               ("1234567890", None), ("12a", None), ("-5", None), ("٣", None)])
def test_a_game_number_is_up_to_nine_digits_and_never_remembered(typed: str, number: int | None) -> None:
    assert menu.parse({"number": typed}).number == number
    assert menu.remembered({"game": "joker", "number": typed, "speed": "fast"}) == {"game": "joker", "speed": "fast"}


def test_the_status_names_the_call_to_beat_in_the_auction() -> None:
    """On a phone the calls' box shows only the latest calls, often passes: the status says
    which call the player must beat, and whose it is."""
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # the player (seat 0) calls first
    assert scene.build(game.observation(0), UIState()).status == "Asta: fai la tua chiamata"
    for action in ("bid 1", "bid 3", "pass", "pass", "pass"):  # Asso, then Computer 1's Tre
        game.apply(action)
    view = game.observation(0)
    assert view["to_move"] == 0
    assert scene.build(view, UIState()).status == "Asta: l'ultima chiamata è Tre (Computer 1): tocca a te"
    assert scene.build(view, UIState(lang="en")).status == "Auction: the last call is Three (Computer 1): your call"


def test_a_pairs_deals_won_are_told_once_at_the_deals_end() -> None:
    game = briscola.new_game("briscola4", seed=3, options={"format": "smazzate", "deals": 3})
    rng = random.Random(1)
    while game.observation(0)["phase"] == "play":
        game.apply(rng.choice(game.observation(game.observation(0)["to_move"])["legal_actions"]))
    view = game.observation(0)
    assert view["scores"] == [0, 1, 0, 1]
    result = scene.build(view, UIState()).result
    assert result is not None and result.lines[-1] == "Smazzate: Noi:\xa00\xa0· Voi:\xa01"


def test_a_card_off_the_suit_led_in_carichi_says_why_it_cannot_be_played() -> None:
    game = briscola.new_game("chiamata", seed=1, dealer=4)
    for action in ("bid carichi", "play 4B", "play 10B", "play 5B", "play 7B", "play 8B",
                   "play 8D", "play 1D", "play 7C", "play 7D"):
        game.apply(action)
    view = game.observation(0)
    assert view["to_move"] == 0 and view["legal_actions"] == ["play 6D", "play 9D", "play 2D"]
    why = "Tre di Spade non si può giocare ora: si risponde a Denari"
    assert scene.build(view, UIState(refused="3S")).status == why  # tried
    assert scene.build(view, UIState(selected="3S")).status == why  # chosen by its number
    assert scene.build(view, UIState(lang="en", selected="3S")).status == \
        "Three of Swords cannot be played now: follow Coins"
    # One line on a phone 360 px wide (the whole table moved when it took two).
    assert scene.build(view, UIState(selected="6D")).status == "Hai scelto Sei di Denari: giocala sul tavolo"
    hand = {sprite.code: sprite for sprite in scene.build(view, UIState()).sprites if sprite.zone == "hand-0"}
    assert sorted(code for code, sprite in hand.items() if sprite.barred) == ["10S", "1C", "3B", "3S"]
