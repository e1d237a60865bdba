"""The partita's bookkeeping fed with deal results directly (RULES.md §5, §6.5, §7).

Deal results here come from ``scoring`` as the engine makes them, but with the points
chosen: 60–60 deals, tie-break chains and vinco subito endings that random play almost
never reaches, so the bounds of every format can be checked on the sequences that stress them.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola import scoring
from briscola.match import Partita
from briscola.options import Options

SIDES = {"briscola2": [[0], [1]], "briscola4": [[0, 2], [1, 3]]}
FORMATS: list[dict[str, Any]] = [
    {"format": "punti"}, {"format": "smazzate", "deals": 1}, {"format": "smazzate", "deals": 3},
    {"format": "smazzate", "deals": 5}, {"format": "classica"},
]


def partita(game: str, **options: Any) -> Partita:
    players = 2 if game == "briscola2" else 4
    return Partita.start(game, players, Options.parse(game, options))


def two_sided(game: str, side_points: tuple[int, int], last_trick: int = 0,
              ended_early: bool = False) -> scoring.DealResult:
    sides = SIDES[game]
    seat_points = [0] * (2 if game == "briscola2" else 4)
    for side, total in zip(sides, side_points):
        seat_points[side[0]] = total
    return scoring.two_sides(0, 0, seat_points, sides, last_trick, ended_early)


def record_all(p: Partita, deals: list[tuple[int, int]]) -> None:
    for side_points in deals:
        assert not p.over
        p.record(two_sided(p.game, side_points))


def test_a_third_sixty_sixty_spareggio_in_pairs_is_lost_by_the_team_of_the_last_trick() -> None:
    p = partita("briscola4")
    for number in range(3):
        p.record(two_sided("briscola4", (60, 60)))
        assert p.spareggio == number + 1 and not p.over
    scored = p.record(two_sided("briscola4", (60, 60), last_trick=2))
    assert p.winner == [1, 3] and scored.winners == [1, 3]
    assert scored.details == {"spareggio": 3, "decided_by_last_trick": True}
    result = p.result()
    assert result is not None and result.difference == 0 and result.deals == 4
    assert result.victory_points == [10, 10] and result.ranking == [[1, 3], [0, 2]]


def test_a_decisive_deal_ends_a_run_of_spareggi_in_a_smazzate() -> None:
    p = partita("briscola2", format="smazzate", deals=3)
    record_all(p, [(60, 60), (60, 60), (70, 50)])
    assert p.spareggio == 0 and p.scores == [1, 0]
    record_all(p, [(60, 60), (60, 60), (60, 60)])
    assert p.spareggio == 3
    p.record(two_sided("briscola2", (60, 60), last_trick=0))
    assert p.results[-1].details["decided_by_last_trick"] and p.results[-1].winners == [1]
    assert p.scores == [1, 1] and p.spareggio == 0 and not p.over


def test_a_match_won_on_deals_with_fewer_points_records_difference_zero() -> None:
    p = partita("briscola2", format="smazzate", deals=3)
    record_all(p, [(61, 59), (0, 120), (61, 59)])
    result = p.result()
    assert p.winner == [0] and result is not None
    assert result.side_points == [122, 238] and result.difference == 0 and result.deals == 3


def test_classica_two_deal_wins_end_it() -> None:
    p = partita("briscola2", format="classica")
    record_all(p, [(61, 59), (61, 59)])
    assert p.winner == [0]


def test_classica_higher_total_wins_once_a_side_reaches_120() -> None:
    p = partita("briscola2", format="classica")
    record_all(p, [(100, 20), (50, 70)])
    assert p.winner == [0] and p.scores == [1, 1]


def test_classica_with_vinco_subito_can_need_a_third_deal() -> None:
    p = partita("briscola2", format="classica", vinco_subito=True)
    p.record(two_sided("briscola2", (61, 20), ended_early=True))
    p.record(two_sided("briscola2", (30, 61), ended_early=True))
    assert not p.over and p.totals == [91, 81]
    p.record(two_sided("briscola2", (61, 0), ended_early=True))
    assert p.winner == [0]


def test_classica_equal_totals_without_spareggi_play_on_unnumbered() -> None:
    p = partita("briscola2", format="classica", spareggi=False)
    record_all(p, [(60, 60), (60, 60)])
    assert p.spareggio == 0 and not p.over
    record_all(p, [(58, 62)])
    assert p.winner == [1]


def test_briscola3_highest_total_after_n_deals_wins_and_ties_are_shared() -> None:
    p = Partita.start("briscola3", 3, Options.parse("briscola3", {"deals": 2}))
    p.record(scoring.most_points(0, 0, [50, 40, 30], 0))
    assert not p.over
    p.record(scoring.most_points(1, 1, [35, 30, 55], 1))
    assert p.winner == [0, 2]
    result = p.result()
    assert result is not None and result.ranking == [[0, 2], [1]]
    assert result.winning_sides == [0, 2] and result.victory_points is None and result.difference is None


def test_chiamata_several_at_eleven_with_a_tie_play_another_deal() -> None:
    p = Partita.start("chiamata", 5, Options.parse("chiamata", {}))
    p.scores = [9, 9, 0, 0, 0]
    p.record(scoring.chiamata(0, 0, [40, 25, 0, 0, 55], 0, 1, 61, False, 0))  # caller 0 +2, partner 1 +1
    assert p.scores == [11, 10, -1, -1, -1] and p.winner == [0]
    q = Partita.start("chiamata", 5, Options.parse("chiamata", {}))
    q.scores = [9, 10, 0, 0, 0]
    q.record(scoring.chiamata(0, 0, [40, 25, 0, 0, 55], 0, 1, 61, False, 0))
    assert q.scores == [11, 11, -1, -1, -1] and not q.over


def test_joker_ten_reached_together_plays_on_until_one_leads() -> None:
    p = Partita.start("joker", 3, Options.parse("joker", {}))
    p.scores = [9, 8, 10]
    p.record(scoring.joker(0, 0, [30, 45, 45], 0, 1))  # the allies 1 and 2 take 90: +1 each
    assert p.scores == [9, 9, 11] and p.winner == [2]
    q = Partita.start("joker", 3, Options.parse("joker", {}))
    q.scores = [9, 10, 9]
    q.record(scoring.joker(0, 0, [30, 45, 45], 0, 1))
    assert q.scores == [9, 11, 10] and q.winner == [1]
    r = Partita.start("joker", 3, Options.parse("joker", {}))
    r.scores = [8, 9, 10]
    r.record(scoring.joker(0, 0, [55, 30, 35], 0, 1))  # the Joker takes 55: +2
    assert r.scores == [10, 9, 10] and not r.over


# -- bounds, on every format, over outcomes chosen to stress them --------------------------

# Deal outcomes: mostly 60-60 (to chain spareggi), or any split of a played-out deal.
full_deals = st.one_of(st.just(60), st.just(60), st.integers(0, 120)).map(lambda a: (a, 120 - a))


@st.composite
def early_deals(draw: st.DrawFn) -> tuple[int, int]:
    """A vinco subito ending: the side that reached 61 first, the other with what it had."""
    winner_points = draw(st.integers(61, 120))
    other = draw(st.integers(0, min(59, 120 - winner_points)))
    return (winner_points, other) if draw(st.booleans()) else (other, winner_points)


def bound(options: dict[str, Any]) -> int:
    """The most deals a match may take with spareggi (see briscola/match.py's docstring)."""
    if options["format"] == "classica":
        return 6 if options.get("vinco_subito") else 5
    return 4 * options.get("deals", 1)


SPAREGGI_RUN = [(60, 60, False)] * 4  # a 60-60 and three spareggi, the last lost on the last trick


@pytest.mark.parametrize("options, deals", [
    ({"format": "punti"}, SPAREGGI_RUN),
    ({"format": "smazzate", "deals": 3}, SPAREGGI_RUN * 3),
    ({"format": "smazzate", "deals": 5}, SPAREGGI_RUN * 5),
    ({"format": "classica"}, [(60, 60, False)] * 5),
    ({"format": "classica", "vinco_subito": True},
     [(61, 40, True), (40, 61, True), *[(60, 60, False)] * 4]),
])
def test_the_bounds_are_reached(options: dict[str, Any], deals: list[tuple[int, int, bool]]) -> None:
    p = partita("briscola2", **options)
    for number, (a, b, early) in enumerate(deals):
        assert not p.over
        # The seat taking the last trick alternates from one run of four to the next, so the
        # runs decided on it split as evenly as they can and the match goes the distance.
        p.record(two_sided("briscola2", (a, b), last_trick=number // 4 % 2, ended_early=early))
    assert p.over and len(p.results) == bound(options)


@pytest.mark.parametrize("game", ["briscola2", "briscola4"])
@pytest.mark.parametrize("options", FORMATS)
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_every_format_ends_with_a_winner_within_its_bound(game: str, options: dict[str, Any],
                                                          data: st.DataObject) -> None:
    vinco_subito = data.draw(st.booleans(), label="vinco_subito")
    options = {**options, "vinco_subito": vinco_subito}
    p = partita(game, **options)
    limit = bound(options)
    while not p.over:
        assert len(p.results) < limit, "the match ran past its bound"
        early = vinco_subito and data.draw(st.booleans(), label="ends early")
        side_points = data.draw(early_deals() if early else full_deals, label="deal")
        last = data.draw(st.integers(0, p.players - 1), label="last trick")
        p.record(two_sided(game, side_points, last_trick=last, ended_early=early))
    result = p.result()
    assert result is not None and len(result.winning_sides) == 1 and result.winner == p.winner
    vp = result.victory_points
    assert vp is not None and sum(vp) == 20 and vp[result.winning_sides[0]] >= 10
    if options["format"] != "classica":
        need = 1 if options["format"] == "punti" else (options["deals"] + 1) // 2
        assert max(p.scores) == need and min(p.scores) < need


@pytest.mark.parametrize("options", FORMATS)
@settings(max_examples=60, deadline=None)
@given(deals=st.lists(full_deals, min_size=1, max_size=40))
def test_without_spareggi_only_sixty_sixty_deals_go_past_the_bound(options: dict[str, Any],
                                                                  deals: list[tuple[int, int]]) -> None:
    p = partita("briscola2", **options, spareggi=False)
    for side_points in deals:
        if p.over:
            break
        p.record(two_sided("briscola2", side_points))
    decisive = [r for r in p.results if not r.level]
    assert len(decisive) <= (3 if options["format"] == "classica" else options.get("deals", 1))
    assert all("spareggio" not in r.details for r in p.results)
