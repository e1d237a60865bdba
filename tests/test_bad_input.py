"""Bad input: malformed or illegal actions leave the game unchanged with a clear IllegalAction;
corrupted saves raise SaveError and nothing else; fuzzing finds no other exception."""

from __future__ import annotations

from typing import Any

import json
import random
import reprlib
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import briscola
from engine_helpers import PLAYERS, finish_deal, make_deck, state, to_move

LONGEST_MESSAGE = 300  # a message a person reads, whatever the size of the input


def at_start(name: str, **kw: object) -> Callable[[], briscola.Game]:
    return lambda: briscola.new_game(name, seed=3, dealer=0, **kw)  # type: ignore[arg-type]


def after(make: Callable[[], briscola.Game], *actions: str) -> Callable[[], briscola.Game]:
    def build() -> briscola.Game:
        game = make()
        for action in actions:
            game.apply(action)
        return game
    return build


def finished(name: str, options: dict[str, Any] | None = None) -> Callable[[], briscola.Game]:
    def build() -> briscola.Game:
        game = briscola.new_game(name, seed=3, dealer=0, options=options)
        finish_deal(game, random.Random(3))
        return game
    return build


def first_legal(make: Callable[[], briscola.Game], moves: int) -> Callable[[], briscola.Game]:
    def build() -> briscola.Game:
        game = make()
        for _ in range(moves):
            game.apply(game.legal_actions()[0])
        return game
    return build


POSITIONS: dict[str, Callable[[], briscola.Game]] = {
    "briscola2 first move": at_start("briscola2"),
    "briscola2 mid trick": first_legal(at_start("briscola2"), 1),
    "briscola2 endgame": first_legal(at_start("briscola2"), 35),
    "briscola2 over": finished("briscola2"),
    "briscola3 between deals": finished("briscola3", {"deals": 2}),
    "briscola4 mid deal": first_legal(at_start("briscola4"), 9),
    "joker mid deal": first_legal(at_start("joker"), 7),
    "chiamata auction": at_start("chiamata"),
    "chiamata after the 2": after(at_start("chiamata"), "bid 5", "bid 2"),
    "chiamata naming the suit": after(at_start("chiamata"), "bid 3", "pass", "pass", "pass", "pass"),
    "chiamata points call": after(at_start("chiamata", options={"auction_points": True}),
                                  "bid 70", "pass", "pass", "pass", "pass"),
    "chiamata play": first_legal(after(at_start("chiamata"), "bid 3", "pass", "pass", "pass", "pass",
                                       "trump S"), 3),
    "chiamata carichi": first_legal(after(at_start("chiamata"), "bid carichi"), 1),
}

MALFORMED: list[object] = [
    None, 0, 1, -1, 1.5, float("nan"), True, b"play 1D", bytearray(b"next"), ["play 1D"], ("play", "1D"),
    {"play": "1D"}, {"play 1D"}, object(),
    "", " ", "\n", "\t", "\x00", "play", "play ", "play  1D", " play 1D", "play 1D ", "play 1D\n", "play\t1D",
    "play 11D", "play 0D", "play 01D", "play 1X", "play 1d", "play D1", "play 1", "play D", "play 10",
    "play 1DD", "play 1D 2D", "play ١D", "play １D", "play ²D", "play 1Ｄ", "PLAY 1D", "Play 1D", "gioca 1D",
    "play\u00a01D", "play 🂡", "🂡", "ñ" * 50, "x" * 1_000_000, "play " + "1" * 100_000 + "D", "bid " + "9" * 10_000,
    "pass pass", "pass ", "Pass", "bid", "bid ", "bid 0", "bid 11", "bid -1", "bid 1.0", "bid asso", "bid 2 61",
    "bid 2 121", "bid 2 62 63", "bid 2 0x40", "bid carico", "bid CARICHI", "trump", "trump X", "trump s",
    "trump  S", "trump SS", "trump 1S", "call", "call 1X", "call 11S", "next ", "next next", "Next",
    "abandon", "abandon 9", "abandon -1", "abandon x", "flag 0", "undo", "quit", "play 1D; next",
    "{\"play\": \"1D\"}",
]


def position_ids() -> list[str]:
    return list(POSITIONS)


def check_refused(game: briscola.Game, action: object) -> str:
    before = state(game)
    with pytest.raises(briscola.IllegalAction) as caught:
        game.apply(action)  # type: ignore[arg-type]
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert message and len(message) < LONGEST_MESSAGE, message[:400]
    assert state(game) == before
    return message


@pytest.mark.parametrize("position", position_ids())
def test_every_malformed_action_is_refused_and_changes_nothing(position: str) -> None:
    game = POSITIONS[position]()
    for action in MALFORMED:
        if isinstance(action, str) and action in game.legal_actions():
            continue  # e.g. "pass" where passing is legal
        check_refused(game, action)
    assert game.legal_actions() == POSITIONS[position]().legal_actions()


def cards_not_in_hand(game: briscola.Game) -> list[str]:
    seat = game.to_move
    assert seat is not None
    obs = game.observation(seat)
    others = [c for s in range(game.players) if s != seat for c in game.observation(s)["hand"]]
    played = [c for t in obs["history"] for _, c in t["cards"]] + [c for _, c in obs["table"]]
    briscola_card = [obs["briscola"]] if obs["briscola"] and len(obs["briscola"]) > 1 else []
    return others[:5] + played[-5:] + briscola_card


@pytest.mark.parametrize("position", ["briscola2 first move", "briscola2 mid trick", "briscola2 endgame",
                                      "briscola4 mid deal", "joker mid deal", "chiamata play"])
def test_a_card_not_in_hand_is_refused(position: str) -> None:
    game = POSITIONS[position]()
    bad = [c for c in cards_not_in_hand(game) if c not in game.observation(to_move(game))["hand"]]
    assert bad
    for card in bad:
        message = check_refused(game, f"play {card}")
        assert "does not hold" in message


def test_the_turned_briscola_in_the_stock_cannot_be_played() -> None:
    game = briscola.new_game("briscola2", seed=1, dealer=1, deck=make_deck("briscola2", 1, briscola="1S"))
    assert "does not hold" in check_refused(game, "play 1S")


def test_carichi_refuses_a_card_off_the_led_suit_when_one_can_follow() -> None:
    refused = 0
    game = after(at_start("chiamata"), "bid carichi")()
    rng = random.Random(5)
    while not game.deal_over:
        obs = game.observation(to_move(game))
        if obs["table"]:
            led = obs["table"][0][1][-1]
            off = [c for c in obs["hand"] if c[-1] != led]
            if len(off) < len(obs["hand"]):
                for card in off:
                    assert "follow" in check_refused(game, f"play {card}")
                    refused += 1
        game.apply(rng.choice(game.legal_actions()))
    assert refused > 5


@pytest.mark.parametrize("position,action,hint", [
    ("briscola2 first move", "next", "not possible now"),
    ("briscola2 first move", "pass", "not possible now"),
    ("briscola2 first move", "bid 3", "not possible now"),
    ("briscola2 first move", "trump S", "not possible now"),
    ("briscola2 mid trick", "next", "not possible now"),
    ("briscola2 over", "next", "over"),
    ("briscola2 over", "play 1D", "over"),
    ("briscola3 between deals", "play 1D", "deal is over"),
    ("briscola3 between deals", "pass", "deal is over"),
    ("chiamata auction", "trump S", "auction"),
    ("chiamata auction", "play 1D", "auction"),
    ("chiamata auction", "next", "auction"),
    ("chiamata auction", "bid 2 70", "not legal"),
    ("chiamata auction", "call 1D", "auction"),
    ("chiamata after the 2", "bid 4", "not legal"),
    ("chiamata after the 2", "bid 1", "not legal"),
    ("chiamata after the 2", "bid carichi", "not legal"),
    ("chiamata after the 2", "bid 2", "not legal"),
    ("chiamata after the 2", "bid 2 61", "not legal"),
    ("chiamata naming the suit", "pass", "name the briscola"),
    ("chiamata naming the suit", "bid 2", "name the briscola"),
    ("chiamata naming the suit", "call 3S", "not legal"),
    ("chiamata naming the suit", "trump X", "not legal"),
    ("chiamata naming the suit", "play 1D", "name the briscola"),
    ("chiamata points call", "trump S", "not legal"),
    ("chiamata points call", "call 2X", "not legal"),
    ("chiamata play", "trump D", "cards are being played"),
    ("chiamata play", "bid 1", "cards are being played"),
    ("chiamata play", "next", "cards are being played"),
])
def test_actions_out_of_their_time_are_refused_with_a_reason(position: str, action: str, hint: str) -> None:
    assert hint in check_refused(POSITIONS[position](), action)


@given(st.text(max_size=30) | st.sampled_from(["play ", "bid ", "bid 2 ", "trump ", "call "]).flatmap(
    lambda verb: st.text(max_size=6).map(lambda rest: verb + rest)))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fuzzed_actions_are_either_legal_or_refused_unchanged(text: str) -> None:
    for make in (POSITIONS["briscola2 mid trick"], POSITIONS["chiamata auction"],
                 POSITIONS["chiamata naming the suit"]):
        game = make()
        if text in game.legal_actions():
            game.apply(text)
        else:
            check_refused(game, text)


@pytest.mark.parametrize("seat", [-1, 2, 5, "0", 0.0, True, None])
def test_observation_of_a_seat_that_does_not_exist_is_refused(seat: object) -> None:
    with pytest.raises(ValueError, match="seat"):
        briscola.new_game("briscola2", seed=1).observation(seat)  # type: ignore[arg-type]


# -- saves ---------------------------------------------------------------------------------


def repr_id(value: object) -> str:
    return reprlib.repr(value)


def a_save(name: str = "briscola2", moves: int = 9, **kw: object) -> dict[str, Any]:
    game = briscola.new_game(name, seed=21, **kw)  # type: ignore[arg-type]
    rng = random.Random(21)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
    save: dict[str, Any] = json.loads(game.to_json())
    return save


def check_save_error(text: object) -> str:
    with pytest.raises(briscola.SaveError) as caught:
        briscola.load_game(text)  # type: ignore[arg-type]
    message = str(caught.value)
    assert isinstance(caught.value, ValueError) and message and len(message) < LONGEST_MESSAGE, message[:400]
    return message


def test_a_good_save_loads_from_text_and_from_utf8_bytes() -> None:
    text = json.dumps(a_save())
    game = briscola.load_game(text)
    assert state(briscola.load_game(text.encode("utf-8"))) == state(game)


@pytest.mark.parametrize("value", [None, 0, 1.5, [], {}, ["{}"], bytearray(b"{}")])
def test_a_save_that_is_not_text_is_refused(value: object) -> None:
    check_save_error(value)


@pytest.mark.parametrize("data", [b"\xff\xfe{", b"\x80", "€".encode("utf-16"), b"{\"format\": \"\xe9\"}",
                                  b"\xc3\x28", b"\xed\xa0\x80"])
def test_bytes_that_are_not_utf8_are_refused(data: bytes) -> None:
    assert "not text" in check_save_error(data)


def test_every_truncation_of_a_save_is_refused() -> None:
    text = json.dumps(a_save("chiamata", moves=12))
    for end in range(len(text) - 1):
        check_save_error(text[:end])


@pytest.mark.parametrize("text", ["", " ", "null", "true", "1", "\"save\"", "[]", "[{}]", "{}", "{\"format\": 1}",
                                  "NaN", "Infinity", "{'format': 'briscola-save/1'}", "\ufeff{}", "<html>"])
def test_text_that_is_not_a_save_is_refused(text: str) -> None:
    check_save_error(text)


@pytest.mark.parametrize("version", ["briscola-save/0", "briscola-save/2", "briscola-save/1 ", "BRISCOLA-SAVE/1",
                                     1, None, ["briscola-save/1"], "x" * 100_000], ids=repr_id)
def test_a_wrong_format_version_is_refused(version: object) -> None:
    save = a_save()
    save["format"] = version
    assert "format" in check_save_error(json.dumps(save))


@pytest.mark.parametrize("version", ["briscola-save/2", "briscola-save/10"])
def test_a_later_format_version_is_told_apart_as_a_newer_versions(version: str) -> None:
    save = a_save()
    save["format"] = version
    with pytest.raises(briscola.NewerSaveError, match="newer version"):
        briscola.load_game(json.dumps(save))
    for older in ("briscola-save/0", "briscola-save/1 ", "briscola-save/²"):  # not later: simply refused
        save["format"] = older
        with pytest.raises(briscola.SaveError) as refused:
            briscola.load_game(json.dumps(save))
        assert not isinstance(refused.value, briscola.NewerSaveError)


@pytest.mark.parametrize("key", ["format", "game", "options", "seed", "dealer", "deck", "actions"])
def test_a_save_missing_a_key_is_refused(key: str) -> None:
    save = a_save()
    del save[key]
    check_save_error(json.dumps(save))


@pytest.mark.parametrize("key,value", [
    ("game", 2), ("game", None), ("game", "briscola5"), ("game", ["briscola2"]), ("game", "x" * 100_000),
    ("options", []), ("options", None), ("options", "francesi"), ("options", {"deck_style": "tarocchi"}),
    ("options", {"nonsense": True}), ("options", {"carte_scoperte": True}), ("options", {"deck_style": [[[]]]}),
    ("seed", None), ("seed", 1.5), ("seed", True), ("seed", [21]), ("seed", {"seed": 21}),
    ("dealer", "0"), ("dealer", 2), ("dealer", -1), ("dealer", 0.0), ("dealer", True), ("dealer", [0]),
    ("deck", "1D"), ("deck", 40), ("deck", {"1D": 0}), ("deck", [1, 2, 3]), ("deck", ["1D"] * 40),
    ("deck", ["1D"]), ("deck", []), ("deck", [None] * 40), ("deck", [[c] for c in make_deck("briscola2", 0)]),
    ("actions", None), ("actions", "play 1D"), ("actions", {"0": "play 1D"}), ("actions", [1]),
    ("actions", [None]), ("actions", [["play 1D"]]), ("actions", ["nonsense"]), ("actions", ["next"]),
    ("actions", ["play 1D"] * 3), ("actions", ["pass"]), ("actions", ["x" * 100_000]),
], ids=repr_id)
def test_a_save_with_a_value_of_the_wrong_kind_is_refused(key: str, value: object) -> None:
    save = a_save()
    save[key] = value
    check_save_error(json.dumps(save))


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e400", "1" * 5000, "1e2", "21.0"])
@pytest.mark.parametrize("key", ["seed", "dealer"])
def test_numbers_that_are_not_whole_or_too_long_are_refused(key: str, literal: str) -> None:
    save = a_save()
    save[key] = "@@"
    check_save_error(json.dumps(save).replace('"@@"', literal))


def test_a_tampered_deck_is_refused() -> None:
    save = a_save(deck=make_deck("briscola2", 0), dealer=0, moves=0)
    deck = save["deck"]
    for tampered in ([*deck[:-1], deck[0]],  # a card twice, one missing
                     [*deck[:-1], "11D"],
                     [*deck[:-1], "2C", deck[-1]],
                     deck[:-1],
                     [c.lower() for c in deck]):
        check_save_error(json.dumps(dict(save, deck=tampered)))


def test_a_deck_changed_under_the_actions_is_refused() -> None:
    save = a_save(deck=make_deck("briscola2", 0), dealer=0, moves=6)
    first = save["actions"][0].split()[1]  # seat 1 played it: move it deep into the stock
    deck = list(save["deck"])
    i = deck.index(first)
    deck[i], deck[-1] = deck[-1], deck[i]
    assert "move 1" in check_save_error(json.dumps(dict(save, deck=deck)))


def test_an_action_list_that_stops_being_legal_is_refused() -> None:
    save = a_save("chiamata", moves=20)
    for spoil in (0, 5, 19):
        actions = list(save["actions"])
        actions[spoil] = "play 1D" if not actions[spoil].startswith("play") else "bid 3"
        assert f"move {spoil + 1}" in check_save_error(json.dumps(dict(save, actions=actions)))
    over = briscola.new_game("briscola2", seed=1)
    finish_deal(over, random.Random(1))
    check_save_error(json.dumps(dict(json.loads(over.to_json()), actions=over.actions + ["next"])))


@pytest.mark.parametrize("depth", [10, 500, 990, 5000, 200_000])
def test_deeply_nested_json_is_refused(depth: int) -> None:
    nested = "[" * depth + "]" * depth
    check_save_error(nested)
    for key in ("format", "options", "seed", "deck", "actions", "game"):
        save = a_save()
        save[key] = "@@"
        check_save_error(json.dumps(save).replace('"@@"', nested))
    save = a_save()
    save["options"] = {"deck_style": "@@"}
    check_save_error(json.dumps(save).replace('"@@"', nested))


# -- fuzz ------------------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
SAVE_KEYS = ["format", "game", "options", "seed", "dealer", "deck", "actions"]


def load_or_save_error(text: object) -> None:
    """The only two outcomes a load may have: a game, or SaveError."""
    try:
        game = briscola.load_game(text)  # type: ignore[arg-type]
    except briscola.SaveError as error:
        assert str(error) and len(str(error)) < LONGEST_MESSAGE
    else:
        assert isinstance(game, briscola.Game)


@given(st.binary(max_size=200))
@settings(max_examples=300, deadline=None)
def test_fuzz_random_bytes_never_raise_anything_but_save_error(data: bytes) -> None:
    load_or_save_error(data)


@given(st.text(max_size=200))
@settings(max_examples=300, deadline=None)
def test_fuzz_random_text_never_raises_anything_but_save_error(text: str) -> None:
    load_or_save_error(text)


@given(JSON)
@settings(max_examples=300, deadline=None)
def test_fuzz_random_json_never_raises_anything_but_save_error(value: object) -> None:
    load_or_save_error(json.dumps(value))


@given(st.sampled_from(list(PLAYERS)), st.sampled_from(SAVE_KEYS), JSON)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fuzz_one_field_of_a_real_save_replaced(name: str, key: str, value: object) -> None:
    save = a_save(name, moves=5)
    save[key] = value
    load_or_save_error(json.dumps(save))


@given(st.sampled_from(list(PLAYERS)), st.data())
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fuzz_a_real_save_with_bytes_flipped(name: str, data: st.DataObject) -> None:
    text = bytearray(json.dumps(a_save(name, moves=8)).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text) - 1))
        text[at] = data.draw(st.integers(0, 255))
    load_or_save_error(bytes(text))


@given(st.sampled_from(list(PLAYERS)), st.lists(st.integers(0, 60), min_size=1, max_size=5), st.data())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fuzz_a_real_save_with_actions_shuffled_or_dropped(name: str, drops: list[int], data: st.DataObject) -> None:
    save = a_save(name, moves=30)
    actions = list(save["actions"])
    for drop in drops:
        if drop < len(actions):
            del actions[drop]
    data.draw(st.randoms()).shuffle(actions) if data.draw(st.booleans()) else None
    load_or_save_error(json.dumps(dict(save, actions=actions)))
