"""Briscola a 4 in pairs (RULES.md §4): seats 0+2 against 1+3, partners' hands when allowed."""

from __future__ import annotations

from typing import Any

import random

import pytest

import briscola
from engine_helpers import card_codes_in, finish_deal, history_points, make_deck, state


def test_teams_are_seats_0_and_2_against_1_and_3() -> None:
    game = briscola.new_game("briscola4", seed=1)
    for seat in range(4):
        assert game.observation(seat)["sides"] == [[0, 2], [1, 3]]


def test_team_points_decide_the_deal_at_61() -> None:
    outcomes = set()
    for seed in range(40):
        game = briscola.new_game("briscola4", seed=seed)
        finish_deal(game, random.Random(seed))
        obs = game.observation(0)
        pts = history_points(obs["history"], 4)
        teams = [pts[0] + pts[2], pts[1] + pts[3]]
        result = obs["deal_result"]
        assert result["side_points"] == teams and sum(teams) == 120
        if teams[0] == teams[1]:
            continue
        side = 0 if teams[0] > teams[1] else 1
        outcomes.add(side)
        assert result["winners"] == [[0, 2], [1, 3]][side]
        assert result["winning_side"] == side
        assert game.winner == [[0, 2], [1, 3]][side]
    assert outcomes == {0, 1}


def shown(obs: dict[str, Any]) -> set[str]:
    """The cards an observation names, less the turned briscola (public even once drawn)."""
    return set(card_codes_in(obs)) - {obs["briscola"]}


def check_partner_views(options: dict[str, Any] | None, whole_deal: bool) -> None:
    for seed in range(15):
        game = briscola.new_game("briscola4", seed=seed, options=options)
        rng = random.Random(seed)
        saw_open = saw_closed = False
        while not game.deal_over:
            for seat in range(4):
                obs = game.observation(seat)
                partner, opponents = (seat + 2) % 4, [(seat + 1) % 4, (seat + 3) % 4]
                partner_cards = game.observation(partner)["hand"]
                if whole_deal or obs["stock"] == 0:
                    saw_open = True
                    assert obs["partner_hand"] == partner_cards
                    assert obs["open_hands"] == {str(partner): partner_cards}
                else:
                    saw_closed = True
                    assert obs["partner_hand"] is None and obs["open_hands"] == {}
                    assert not shown(obs) & set(partner_cards)
                for opponent in opponents:
                    assert not shown(obs) & set(game.observation(opponent)["hand"])
            game.apply(rng.choice(game.legal_actions()))
        assert saw_open and saw_closed != whole_deal


def test_partners_see_each_others_hand_only_in_the_last_three_tricks() -> None:
    check_partner_views(None, whole_deal=False)


def test_carte_scoperte_shows_the_partners_hand_all_deal_long() -> None:
    check_partner_views({"carte_scoperte": True}, whole_deal=True)


def test_the_partner_hand_opens_when_the_last_card_is_drawn() -> None:
    game = briscola.new_game("briscola4", seed=12, dealer=0, deck=make_deck("briscola4", 0))
    rng = random.Random(2)
    while game.observation(0)["stock"] > 0:
        assert game.observation(0)["partner_hand"] is None
        game.apply(rng.choice(game.legal_actions()))
    obs = game.observation(0)
    assert obs["hands"] == [3, 3, 3, 3] and obs["table"] == []
    assert obs["partner_hand"] == game.observation(2)["hand"]


@pytest.mark.parametrize("name", ["briscola2", "briscola3", "chiamata", "joker"])
def test_carte_scoperte_is_only_for_briscola4(name: str) -> None:
    with pytest.raises(ValueError, match="carte_scoperte"):
        briscola.new_game(name, seed=1, options={"carte_scoperte": True})


def test_no_partner_hand_in_the_games_without_fixed_partners() -> None:
    for name in ("briscola2", "briscola3", "chiamata", "joker"):
        game = briscola.new_game(name, seed=2)
        finish_deal(game, random.Random(2))
        assert all(game.observation(s)["partner_hand"] is None for s in range(game.players))


# -- segnali (RULES.md §9) -------------------------------------------------------------------

SEGNALI = {"segnali": True}
HELD_RANK_OF = {"asso": 1, "tre": 3, "re": 10, "cavallo": 9, "fante": 8}


def signals_true_of(hand: list[str], trump: str) -> list[str]:
    """The signals §9 lets a hand send, worked out from the card codes."""
    told = [word for word, r in HELD_RANK_OF.items() if f"{r}{trump}" in hand]
    worthless = all(code[-1] != trump and int(code[:-1]) not in (1, 3) for code in hand)
    return told + (["liscio"] if worthless else [])


def test_segnali_are_true_one_a_trick_from_the_second_while_the_partner_cannot_see() -> None:
    sent = 0
    for seed in range(12):
        game = briscola.new_game("briscola4", seed=seed, options=SEGNALI)
        rng = random.Random(seed)
        while not game.deal_over:
            seat, obs = game.to_move, game.observation(game.deal.turn)
            assert seat is not None
            offered = [a.split(" ")[1] for a in game.legal_actions() if a.startswith("signal ")]
            this_trick = len(obs["history"])
            already = any(s == seat and t == this_trick for s, t, _ in obs["signals"])
            closed = obs["stock"] > 0 and this_trick > 0 and not already
            assert offered == (signals_true_of(obs["hand"], obs["trump"]) if closed else [])
            if offered and rng.random() < 0.7:
                word = rng.choice(offered)
                game.apply(f"signal {word}")
                assert game.to_move == seat  # a signal is not a turn: the seat plays on
                sent += 1
            else:
                game.apply(rng.choice([a for a in game.legal_actions() if a.startswith("play ")]))
    assert sent > 50


def test_a_signal_is_seen_by_the_partner_only_and_kept_by_the_save() -> None:
    game = briscola.new_game("briscola4", seed=4, options={**SEGNALI, "format": "smazzate", "deals": 3})
    rng = random.Random(4)
    for count in (1, 4):
        while len(game.signals) < count:
            signals = [a for a in game.legal_actions() if a.startswith("signal ")]
            game.apply(signals[0] if signals else rng.choice(game.legal_actions()))
        for seat in range(4):
            assert game.observation(seat)["signals"] == [[s, t, w] for s, t, w in game.signals if s % 2 == seat % 2]
        if count == 1:
            sender = game.signals[0][0]
            assert [bool(game.observation(seat)["signals"]) for seat in range(4)] == [
                seat % 2 == sender % 2 for seat in range(4)]
    again = briscola.load_game(game.to_json())
    assert [again.observation(s) for s in range(4)] == [game.observation(s) for s in range(4)]
    finish_deal(game, rng)
    game.apply("next")
    assert game.signals == [] and all(game.observation(s)["signals"] == [] for s in range(4))


def test_a_false_or_second_signal_is_refused_and_changes_nothing() -> None:
    game = briscola.new_game("briscola4", seed=6, options=SEGNALI)
    rng = random.Random(6)
    with pytest.raises(briscola.IllegalAction, match="second trick"):
        game.apply("signal liscio")  # none in the first trick
    while not any(a.startswith("signal ") for a in game.legal_actions()):
        game.apply(rng.choice(game.legal_actions()))
    seat = game.deal.turn
    hand, trump = game.observation(seat)["hand"], game.observation(seat)["trump"]
    false = next(w for w in ("asso", "tre", "re", "cavallo", "fante", "liscio") if w not in signals_true_of(hand, trump))
    before = state(game)
    with pytest.raises(briscola.IllegalAction, match="true of your hand"):
        game.apply(f"signal {false}")
    assert state(game) == before
    true = signals_true_of(hand, trump)[0]
    game.apply(f"signal {true}")
    before = state(game)
    with pytest.raises(briscola.IllegalAction, match="one a trick"):
        game.apply(f"signal {true}")
    assert state(game) == before
    with pytest.raises(briscola.IllegalAction, match="signal"):
        game.apply("signal maybe")
    assert state(game) == before


def test_segnali_are_a_briscola_a_4_option_and_a_clock_never_signals() -> None:
    for name in ("briscola2", "briscola3", "chiamata", "joker"):
        with pytest.raises(ValueError, match="'segnali' does not apply"):
            briscola.new_game(name, seed=1, options=SEGNALI)
    with pytest.raises(ValueError, match="true or false"):
        briscola.new_game("briscola4", seed=1, options={"segnali": "yes"})
    plain = briscola.new_game("briscola4", seed=8)
    assert not any(a.startswith("signal ") for a in plain.legal_actions())
    game = briscola.new_game("briscola4", seed=8, options=SEGNALI)
    rng = random.Random(8)
    timeouts = 0
    while not game.deal_over:
        if any(a.startswith("signal ") for a in game.legal_actions()):
            assert game.timeout_action().startswith("play ")
            timeouts += 1
        game.apply(rng.choice([a for a in game.legal_actions() if a.startswith("play ")]))
    assert timeouts
