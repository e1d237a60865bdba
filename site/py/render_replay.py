"""render.py's part for a replay's bar (scene.ReplayView): in the status line's place,
where the replay stands and its buttons, each off where it cannot go, and the analysis of
the player's move once asked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scene import ReplayView


class ReplayRenderer:
    def __init__(self, document: Any) -> None:
        self.document = document
        self.drawn: ReplayView | None = None

    def draw(self, shown: ReplayView | None) -> None:
        bar = self.document.getElementById("replay-bar")
        self.document.getElementById("status").hidden = shown is not None
        bar.hidden = shown is None
        if shown is None or shown == self.drawn:
            return
        self.drawn = shown
        bar.querySelector(".replay-long").textContent = shown.text
        bar.querySelector(".replay-short").textContent = shown.short
        analysis = bar.querySelector(".replay-analysis")
        analysis.textContent = shown.analysis
        analysis.hidden = not shown.analysis
        bar.querySelector('[data-intent="replay-analyse"]').hidden = not shown.can_analyse
        for where in ("first", "back"):
            bar.querySelector(f'[data-action="{where}"]').disabled = shown.at_start
        for where in ("forward", "last"):
            bar.querySelector(f'[data-action="{where}"]').disabled = shown.at_end
