"""A deal's particulars in a few words, for the scoreboard and the end screen alike.

No rule here: each note reads what the engine put in the deal's result (its details: a
spareggio, a void deal, a contract; a cappotto) and says it in the page's language.
"""

from __future__ import annotations

from typing import Any, Callable

import i18n


def deal_notes(lang: str, result: dict[str, Any], name: Callable[[int], str], brief: bool = False) -> str:
    """The notes of one deal; ``brief``: for a phone, where ``name`` gives the columns'
    short heads and the contract is told without its caller ("a 61, fatti 83")."""
    details, notes = result.get("details") or {}, []
    if result.get("all_passed"):
        notes.append(i18n.text(lang, "note.all_passed"))
    if "spareggio" in details:
        notes.append(i18n.text(lang, "note.spareggio", number=details["spareggio"]))
    if "target" in details:
        # The caller's side's card points: in a partita to a goal the table's cells are its
        # score changes, and nothing else tells how the deal went.
        # The caller named: in the scoreboard's Notes nothing else says who called each deal.
        notes.append(i18n.text(lang, "note.target.brief" if brief else "note.target", name=name(details["caller"]),
                               target=details["target"], points=result["side_points"][0]))
    if details.get("multiplier", 1) > 1:  # the stake said only where it is raised (the result's line: "posta ×2")
        notes.append(i18n.text(lang, "note.multiplier", m=details["multiplier"]))
    if details.get("carichi"):
        notes.append(i18n.text(lang, "note.carichi"))
    elif details.get("alone"):
        notes.append(i18n.text(lang, "note.alone"))
    if "joker" in details:
        notes.append(i18n.text(lang, "note.joker", name=name(details["joker"]), points=result["side_points"][0]))
    if details.get("decided_by_last_trick"):
        notes.append(i18n.text(lang, "note.last_trick"))
    elif details.get("void"):
        notes.append(i18n.text(lang, "note.void"))  # a 60-60 between two sides, a Joker deal nobody won
    if result.get("cappotto"):
        notes.append(i18n.text(lang, "note.cappotto"))
    return " · ".join(notes)
