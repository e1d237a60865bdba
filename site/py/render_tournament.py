"""render.py's part for the tournament's panel (tournament_panel.py says what it shows)
and the bar's Tournament button. Written only when the panel differs from the last one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tournament_panel import TournamentPanel


class TournamentRenderer:
    def __init__(self, document: Any) -> None:
        self.document = document
        self.drawn: TournamentPanel | None = None

    def _make(self, tag: str, text: str = "", kind: str = "") -> Any:
        element = self.document.createElement(tag)
        if text:
            element.textContent = text
        if kind:
            element.className = kind
        return element

    def draw(self, shown: TournamentPanel | None) -> None:
        panel = self.document.getElementById("tournament")
        self.document.getElementById("tournament-button").hidden = shown is None or not shown.in_bar
        panel.hidden = shown is None or not shown.open
        # The game behind the panel waits: no card of it is played by a tap or a key meanwhile.
        for part in self.document.querySelectorAll("#table > .seat, #table > .center"):
            part.toggleAttribute("inert", not panel.hidden)
        if shown is None or not shown.open or shown == self.drawn:
            return
        self.drawn = shown
        self.document.getElementById("tournament-title").textContent = shown.title
        panel.querySelector(".tournament-format").textContent = shown.format_line
        panel.querySelector(".tournament-chips").textContent = shown.chips
        rules = panel.querySelector(".tournament-rules")
        rules.href, rules.textContent = shown.rules
        self._list(panel.querySelector(".tournament-plan"), shown.plan)
        self._list(panel.querySelector(".tournament-lines"), shown.lines)
        self._standings(panel.querySelector(".tournament-standings"), shown)
        rounds = panel.querySelector(".tournament-rounds")
        rounds.replaceChildren()
        for round_ in shown.rounds:
            rounds.appendChild(self._make("h4", round_.title))
            rounds.appendChild(self._list(self._make("ul"), round_.matches))
        buttons = panel.querySelector(".panel-buttons")
        buttons.replaceChildren()
        for button in shown.buttons:
            element = self._make("button", button.label)
            element.type = "button"
            element.dataset.intent = button.intent
            if button.action:
                element.dataset.action = button.action
            element.disabled = button.disabled
            buttons.appendChild(element)

    def _list(self, element: Any, lines: tuple[str, ...]) -> Any:
        element.replaceChildren()
        for line in lines:
            element.appendChild(self._make("li", line))
        return element

    def _standings(self, table: Any, shown: TournamentPanel) -> None:
        for part in (table.tHead, table.tBodies[0]):
            part.replaceChildren()
        head = table.tHead.insertRow()
        for text in shown.heads:
            cell = self._make("th", text)
            cell.setAttribute("scope", "col")
            head.appendChild(cell)
        for row in shown.rows:
            line = table.tBodies[0].insertRow()
            if row.you:
                line.className = "you"
            for index, text in enumerate(row.cells):
                cell = self._make("th" if index == 1 else "td", text)
                if index == 1:
                    cell.setAttribute("scope", "row")
                line.appendChild(cell)
