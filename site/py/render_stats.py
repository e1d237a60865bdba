"""render.py's part for the statistics dialog (stats.py says what it shows). The dialog
opens by itself (the menu's button, an HTML command); this keeps its content to the
scene's, written only when it changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import i18n
from render_panels import table_cell

if TYPE_CHECKING:
    from stats import StatsRow, StatsView


class StatsRenderer:
    def __init__(self, document: Any) -> None:
        self.document = document
        self.drawn: StatsView | None = None

    def draw(self, shown: StatsView | None, lang: str) -> None:
        if shown is None or shown == self.drawn:
            return
        self.drawn = shown
        dialog = self.document.getElementById("stats")
        dialog.querySelector(".stats-empty").hidden = not shown.empty
        for selector, heads, rows in ((".stats-games", shown.heads, shown.games),
                                      (".stats-levels", shown.level_heads, shown.levels)):
            self._table(dialog.querySelector(selector), heads, rows)
        dialog.querySelector(".stats-key").textContent = shown.key()
        dialog.querySelector(".stats-tournaments").textContent = shown.tournaments
        reset = dialog.querySelector("#stats-reset")
        key = "stats.reset.confirm" if shown.resetting else "stats.reset"
        reset.dataset.i18n = key
        reset.textContent = i18n.text(lang, key)

    def _table(self, table: Any, heads: tuple[tuple[str, str], ...], rows: tuple[StatsRow, ...]) -> None:
        table.hidden = not rows
        for part in (table.tHead, table.tBodies[0]):
            part.replaceChildren()
        head = table.tHead.insertRow()
        for text, short in heads:
            table_cell(self.document, head, "th", text, short, scope="col")
        for row in rows:
            line = table.tBodies[0].insertRow()
            table_cell(self.document, line, "th", row.name, scope="row")
            for text in row.cells:
                table_cell(self.document, line, "td", text)
