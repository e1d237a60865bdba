"""render.py's part for a replay's bar (scene.ReplayView): in the status line's place,
where the replay stands and its buttons, each off where it cannot go, a deal's outcome at
its end, and the analysis of the player's move once asked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import i18n

if TYPE_CHECKING:
    from scene import ReplayView

# The ends' words: the partita's, or (several deals) the deal's.
ENDS_WORDS = {"first": ("replay.first", "replay.first.deal"), "last": ("replay.last", "replay.last.deal")}


class ReplayRenderer:
    def __init__(self, document: Any) -> None:
        self.document = document
        self.drawn: ReplayView | None = None

    def draw(self, shown: ReplayView | None, lang: str) -> None:
        bar = self.document.getElementById("replay-bar")
        self.document.getElementById("status").hidden = shown is not None
        bar.hidden = shown is None
        if shown is None or shown == self.drawn:
            return
        self.drawn = shown
        bar.querySelector(".replay-long").textContent = shown.text
        bar.querySelector(".replay-short").textContent = shown.short
        for kind, told in (("analysis", shown.analysis), ("outcome", shown.outcome)):
            line = bar.querySelector(f".replay-{kind}")
            line.textContent = told
            line.hidden = not told
        for where, keys in ENDS_WORDS.items():  # they say whether they go deal by deal
            words = bar.querySelector(f'[data-action="{where}"] .words')
            words.dataset.i18n = keys[shown.by_deal]
            words.textContent = i18n.text(lang, words.dataset.i18n)
        bar.querySelector('[data-intent="replay-analyse"]').hidden = not shown.can_analyse
        for where in ("first", "back"):
            bar.querySelector(f'[data-action="{where}"]').disabled = shown.at_start
        for where in ("forward", "last"):
            bar.querySelector(f'[data-action="{where}"]').disabled = shown.at_end
