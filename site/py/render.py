"""The second half of the one render path: a Scene written into the page.

Card elements are keyed (``Sprite.key``) and kept between draws: a card that changes
place is the same element moved to another zone, which is what lets the moves animate
by FLIP (measure every card, change the DOM, measure again, play the difference back
with transforms only). Draws are batched to one per animation frame, and attributes are
written only when they change. Under prefers-reduced-motion nothing animates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from pyscript.ffi import create_proxy, is_none, to_js

import i18n
from pacing import COLLECT_MS, DRAW_AFTER_COLLECT_MS, MOVE_MS, stagger_ms
from render_panels import PanelsRenderer, fill_scores, show_result_panel
from render_replay import ReplayRenderer
from render_stats import StatsRenderer
from render_tournament import TournamentRenderer
from scene import ActionButton, AuctionView, Scene, ScoreboardView, SeatView, Sprite

if TYPE_CHECKING:  # MicroPython cannot subscript tuple at run time: for mypy only
    Rect = tuple[float, float, float, float]  # left, top, width, height

FLIP_ID = "flip"  # names the renderer's own animations among the page's
MY_CARDS = ".hand .card.mine"  # the hand at the screen (seat 0's, or in pass-and-play whoever holds it)
# Panels the bar opens over a deal's result or the match's end, and those they may cover.
OVER_PANELS = ("scoreboard", "last-trick", "played")
UNDER_PANELS = ("result", "match-end")
# Each takes the focus as it opens (Tab went on along the bar from the button that opened
# one of the bar's); one of the bar's closed gives it back to the panel it covered.
FOCUSED_PANELS = ("notice", "tournament") + UNDER_PANELS + OVER_PANELS
SHORT_NAME = 10  # a seat's name this long or shorter ("Computer 2") is kept on one line
FIRST_BUTTON = "button:not([hidden]):not([disabled])"  # where a panel puts the focus
# The first button of a panel under the bar's panels, open and no longer covered.
UNCOVERED_BUTTON = ", ".join(f"#{name}:not([hidden]):not([inert]) {FIRST_BUTTON}" for name in UNDER_PANELS)
REPLAY_AGAIN = "[data-intent='replay']:not([hidden])"  # the end screen's Rivedi la partita
# The first button of a bar's panel that stays open (its button that was focused hid: Undo).
OPEN_OVER_BUTTON = ", ".join(f"#{name}:not([hidden]) {FIRST_BUTTON}" for name in OVER_PANELS)


def _rect(element: Any) -> Rect:
    box = element.getBoundingClientRect()
    return (box.left, box.top, box.width, box.height)


class Renderer:
    def __init__(self, document: Any, window: Any, on_error: Callable[[BaseException], None]) -> None:
        self.document = document
        self.window = window
        self.on_error = on_error
        self.cards: dict[str, Any] = {}  # sprite key -> its element
        self.written: dict[str, tuple[Any, ...]] = {}  # sprite key -> what was last written
        self.order: dict[str, list[str]] = {}  # zone -> keys in DOM order
        self.result_lines: tuple[str, ...] = ()
        self.auction_shown: AuctionView | None = None
        self.signals_shown: tuple[ActionButton, ...] = ()
        self.scoreboard_shown: ScoreboardView | None = None
        # The page's static words are already in the language the document says it speaks
        # (boot.js spoke it, or the template's Italian): only a change rewrites them all.
        self.lang = str(document.documentElement.lang)
        self.names_owned = False  # the seats' names are Python's alone (_seats)
        self.pending: tuple[Callable[[], Scene], bool] | None = None
        self.scheduled = False
        self.failing = False  # the last draw failed, and was reported
        self.covered = False  # the last table drawn was covered for pass-and-play
        self.dealt_to_hand = ""  # the last deal (Scene.deal) whose first turn put the focus in the hand
        self._on_frame = create_proxy(self._frame)
        self._on_landed = create_proxy(self._landed)
        self.reduced_motion = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.panels = PanelsRenderer(document, window)
        self.tournament = TournamentRenderer(document)
        self.stats = StatsRenderer(document)
        self.replay = ReplayRenderer(document)

    def take_over(self) -> None:
        """Takes away the cards of the table boot.js showed while Python loaded (the last
        visit's): the first draw, in the same task, puts this renderer's own in their place."""
        for card in self.document.querySelectorAll("[data-zone] .card"):
            card.remove()

    # -- batching ---------------------------------------------------------------------------

    def request(self, build: Callable[[], Scene], animate: bool = True) -> None:
        """Draw the scene ``build`` makes at the next animation frame (the latest request
        wins, and only its scene is built)."""
        animate = animate or (self.pending is not None and self.pending[1])
        self.pending = (build, animate)
        if not self.scheduled:
            self.scheduled = True
            self.window.requestAnimationFrame(self._on_frame)

    def _frame(self, _timestamp: float) -> None:
        self.scheduled = False
        self.flush()

    def flush(self) -> None:
        """Draw the pending scene now."""
        if self.pending is None:
            return
        build, animate = self.pending
        self.pending = None
        try:
            scene = build()
            # The cards a lifted cover shows were in hand behind it: none is dealt now.
            self.draw(scene, animate and not self.covered)
            self.covered = scene.panels is not None and scene.panels.handover != ""
        except Exception as error:  # noqa: BLE001 - reported on the page, never as a traceback
            # Once: the report asks for a draw of its own (a notice), and a table that
            # cannot be built or drawn would fail and be reported again at every frame.
            if not self.failing:
                self.failing = True
                self.on_error(error)
            return
        self.failing = False

    # -- one draw ---------------------------------------------------------------------------

    def zone(self, name: str) -> Any:
        return self.document.querySelector(f'[data-zone="{name}"]')

    def draw(self, scene: Scene, animate: bool) -> None:
        motion = animate and not self.reduced_motion.matches
        first: dict[str, Rect] = {}
        stock_rect: Rect = (0.0, 0.0, 0.0, 0.0)
        if motion:
            # Measured before anything is written, so from the layout the last frame
            # computed: measuring after a write makes the browser lay the page out again.
            first = {key: _rect(element) for key, element in self.cards.items()}
            stock_rect = _rect(self.document.querySelector(".stock-stack"))
            for running in self.document.getAnimations():
                if running.id == FLIP_ID:  # not the CSS transitions: they run on their own
                    running.cancel()
        focus = self._focus_before()
        self._seats(scene.seats)
        wanted = {sprite.key: sprite for sprite in scene.sprites}
        left_from: dict[str, list[Rect]] = {}  # zone -> where its removed cards were, in DOM order
        for zone, keys in self.order.items():  # not self.cards: MicroPython's dicts keep no order
            for key in [k for k in keys if k not in wanted]:
                if key in first:
                    left_from.setdefault(zone, []).append(first[key])
                self.cards.pop(key).remove()
                del self.written[key]
        self._place(scene)
        self._hud(scene, still=not motion)
        self.panels.draw(scene, still=not motion)
        self.tournament.draw(scene.tournament)
        self._cover()
        self.stats.draw(scene.stats, scene.lang)
        self.replay.draw(scene.replay, scene.lang)
        self._focus_after(*focus, scene.deal)
        if motion:
            self._animate(scene, first, left_from, stock_rect)

    # -- the keyboard's focus follows play ----------------------------------------------------

    def _focus_before(self) -> tuple[int, list[bool], bool]:
        """Which hand card has the focus (-1: none), which panels are shown, and whether a
        replay is."""
        focused = self.document.activeElement
        cards = self.document.querySelectorAll(MY_CARDS)
        index = -1
        if not is_none(focused):
            for i in range(cards.length):
                if cards.item(i).isSameNode(focused):
                    index = i
        return (index, [not self.document.getElementById(panel).hidden for panel in FOCUSED_PANELS],
                not self.document.getElementById("replay-bar").hidden)

    def _focus_after(self, card: int, shown: list[bool], replaying: bool, deal: str) -> None:
        """A panel that has just opened takes the focus (its first button); a card played
        from the keyboard hands it on to the card now in its place, not to the page. The
        card chosen (by its number, the arrows, a tap) takes the focus from the hand's
        other cards, so that Enter plays the card the table shows chosen. When the player
        is to play with the focus nowhere (a call just made), or on the bar's button that
        opened the menu of a game just started, the focus goes to the hand (to a card that
        may be played); in a replay, to its Avanti (at its end, Indietro); on an empty
        table, to Nuova partita. With the focus nowhere while the player waits (a call just
        made, the others' turns), it goes to the hand all the same.
        A bar's panel closed gives it back to the panel it covered, else to its button; a
        replay left, to the end screen's Rivedi, not its Gioca ancora (one Enter more
        started a new game)."""
        left_replay = replaying and self.document.getElementById("replay-bar").hidden
        for panel_id, was_shown in zip(FOCUSED_PANELS, shown):
            panel = self.document.getElementById(panel_id)
            if not panel.hidden and not was_shown and not panel.hasAttribute("inert"):
                button = panel.querySelector(REPLAY_AGAIN if left_replay else FIRST_BUTTON)
                if is_none(button):
                    button = panel.querySelector(FIRST_BUTTON)
                if not is_none(button):
                    button.focus()
                    panel.scrollTop = 0  # a long panel opens at its top: its buttons stay at its foot
                    return
        focused = self.document.activeElement
        # Nowhere: on the page itself, or on a button just hidden or turned off (a closed
        # menu's Start, a replay's Avanti at its end, keep the focus until the browser next
        # lays the page out). Found by selectors: measuring here, after the draw's writes,
        # would make the browser lay the page out at every draw.
        nowhere = (is_none(focused) or focused.isSameNode(self.document.body)
                   or not is_none(focused.closest("[hidden], dialog:not([open])")) or focused.matches(":disabled"))
        open_over = not is_none(self.document.querySelector("dialog[open], .panel:not([hidden])"))
        if nowhere:
            # The tournament's panel first: a menu closed over it (a new tournament chosen)
            # gives the focus back to nothing, and the end screen under it is out of reach.
            under = self.document.querySelector(f"#tournament:not([hidden]) {FIRST_BUTTON}")
            for selector in (UNCOVERED_BUTTON, OPEN_OVER_BUTTON):
                if is_none(under):
                    under = self.document.querySelector(selector)
            if not is_none(under):
                under.focus()
                return
            # A bar's panel closed during play gives the focus back to its button: in the
            # hand, Enter after Escape played a card.
            for panel_id, was_shown in zip(FOCUSED_PANELS, shown):
                if was_shown and panel_id in OVER_PANELS and self.document.getElementById(panel_id).hidden:
                    opener = self.document.querySelector(f"#{panel_id}-button:not([hidden]):not([disabled])")
                    if not is_none(opener):
                        opener.focus()
                        return
        if not self.document.getElementById("replay-bar").hidden:
            # Its Avanti, or at the end its Indietro: the keys go on working the replay (on
            # Nuova partita, Enter opened the menu over it).
            for where in ("forward", "back"):
                button = self.document.querySelector(f"#replay-bar [data-action='{where}']:not([disabled])")
                if not is_none(button):
                    if nowhere and not open_over:
                        button.focus()
                    return
            return
        cards = self.document.querySelectorAll(MY_CARDS)
        if not cards.length:
            if nowhere and not open_over:
                self.document.getElementById("menu-button").focus()
            return
        chosen = self.document.querySelector(MY_CARDS + ".selected")
        playable = self.document.querySelector(MY_CARDS + ".playable")
        to_play = not is_none(playable) and not open_over
        if card >= 0 and nowhere:
            cards.item(min(card, cards.length - 1)).focus()
        elif not nowhere and focused.matches(MY_CARDS):
            if not is_none(chosen) and not chosen.isSameNode(focused):
                chosen.focus()
        elif to_play and (nowhere or (deal != self.dealt_to_hand and focused.closest(".bar") is not None)):
            (playable if is_none(chosen) else chosen).focus()
        elif nowhere and not open_over:
            (cards.item(0) if is_none(chosen) else chosen).focus()
        if to_play:
            self.dealt_to_hand = deal

    def _place(self, scene: Scene) -> None:
        zones: dict[str, list[Sprite]] = {}
        for sprite in scene.sprites:
            zones.setdefault(sprite.zone, []).append(sprite)
        for name in set(self.order) - set(zones):
            self.order[name] = []
        for name, sprites in zones.items():
            container = self.zone(name)
            container.style.setProperty("--n", str(len(sprites)))
            for index, sprite in enumerate(sprites):
                element = self.cards.get(sprite.key)
                if element is None:
                    element = self.cards[sprite.key] = self._create()
                self._write(element, sprite, index, scene.style)
            keys = [sprite.key for sprite in sprites]
            if self.order.get(name) != keys:
                for key in keys:  # appending an element moves it: the element survives
                    container.appendChild(self.cards[key])
                self.order[name] = keys

    def _create(self) -> Any:
        element = self.document.createElement("div")
        face = self.document.createElement("img")
        face.className = "face"
        face.alt = ""
        face.draggable = False
        element.appendChild(face)
        return element

    def _write(self, element: Any, sprite: Sprite, index: int, style: str) -> None:
        own = sprite.own
        classes = " ".join(name for name, on in (
            ("card", True), ("back", sprite.code is None), ("mine", own),
            ("playable", sprite.playable), ("selected", sprite.selected),
            ("dragging", sprite.dragging), ("winner", sprite.winner),
            (f"slot-{sprite.slot}", bool(sprite.slot)),
        ) if on)
        src = f"./cards/{style}/{sprite.code or 'back'}.svg"
        state = (sprite.zone, sprite.code, sprite.label, classes, src, index, own, sprite.caption, sprite.barred)
        old = self.written.get(sprite.key)
        if old == state:
            return
        self.written[sprite.key] = state
        if old is None or old[3] != classes:
            element.className = classes
        if old is None or old[1] != sprite.code:
            if sprite.code is None:
                element.removeAttribute("data-card")
            else:
                element.dataset.card = sprite.code
        if old is None or old[2] != sprite.label:
            element.setAttribute("aria-label", sprite.label)
        if old is None or old[6] != own:
            element.setAttribute("role", "button" if own else "img")
            if own:
                element.tabIndex = 0
            else:  # a card played from the hand is a picture now, not a toggle
                element.removeAttribute("tabindex")
                element.removeAttribute("aria-pressed")
        if own:
            element.setAttribute("aria-pressed", "true" if sprite.selected else "false")
        if sprite.barred:  # greyed on screen; to a screen reader, unavailable
            element.setAttribute("aria-disabled", "true")
        else:
            element.removeAttribute("aria-disabled")
        if old is None or old[4] != src:
            element.firstChild.src = src
        if old is None or old[5] != index:
            element.style.setProperty("--i", str(index))
        if old is None or old[7] != sprite.caption:
            element.dataset.caption = sprite.caption  # shown by CSS; the label already names it

    # -- everything around the cards ----------------------------------------------------------

    def _set(self, element: Any, what: str, value: str) -> None:
        """Write a text (``what`` = 'text') or an attribute, only when it differs."""
        if what == "text":
            if element.textContent != value:
                element.textContent = value
        elif element.getAttribute(what) != value:
            element.setAttribute(what, value)

    def _show(self, element: Any, shown: bool) -> None:
        if bool(element.hidden) == shown:
            element.hidden = not shown

    def _seats(self, seats: tuple[SeatView, ...]) -> None:
        """One <section class="seat"> per seat: the page has seats 0 and 1, more are cloned."""
        if not self.names_owned:
            # The player's seat is named "Tu" in the page's language until Python names it;
            # from then on its name is Python's (a switch of language wrote "You" over "Ada").
            for named in self.document.querySelectorAll(".seat-name[data-i18n]"):
                named.removeAttribute("data-i18n")
            self.names_owned = True
        template = self.document.getElementById("seat-1")
        for view in seats:
            section = self.document.getElementById(f"seat-{view.seat}")
            if is_none(section):
                section = template.cloneNode(True)
                section.id = f"seat-{view.seat}"
                section.dataset.seat = str(view.seat)
                section.querySelector(".hand").dataset.zone = f"hand-{view.seat}"
                section.querySelector(".pile").dataset.zone = f"pile-{view.seat}"
                for card in section.querySelectorAll(".card"):
                    card.remove()
                template.parentNode.insertBefore(section, template)
            self._set(section, "data-pos", view.position)
            section.classList.toggle("to-move", view.to_move)
            section.classList.toggle("thinking", view.thinking)
            name = section.querySelector(".seat-name")
            self._set(name, "text", view.name)
            name.classList.toggle("short", len(view.name) <= SHORT_NAME)
            level = section.querySelector(".seat-level")
            if not is_none(level):
                self._set(level, "text", view.level)
            self._set(section, "data-side", str(view.side) if view.side >= 0 else "")
            badges = section.querySelector(".badges")
            if badges.getAttribute("data-shown") != "|".join(view.badges):
                badges.setAttribute("data-shown", "|".join(view.badges))
                badges.replaceChildren()
                for badge in view.badges:
                    chip = self.document.createElement("span")
                    chip.className = "badge"
                    chip.textContent = badge
                    badges.appendChild(chip)
            self._show(section.querySelector(".dealer-chip"), view.dealer)
            self._set(section.querySelector(".hand"), "aria-label", view.hand_label)
            pile = section.querySelector(".pile")
            self._set(pile, "role", "img")  # a picture only once it has a name
            self._set(pile, "aria-label", view.pile_label)
            self._seat_score(section.querySelector(".seat-score"), view)
            signal = section.querySelector(".signal")
            self._set(signal, "text", view.signal)
            self._show(signal, bool(view.signal))
        extra = len(seats) if seats else 2
        for section in self.document.querySelectorAll(".seat"):
            if int(section.dataset.seat) >= extra:
                section.remove()

    def _seat_score(self, element: Any, view: SeatView) -> None:
        """The seat's partita score and card points, short, each a chip; for screen readers
        one picture named in full (as the pile is), not two bare numbers."""
        key = f"{view.match_score}|{view.deal_points}|{view.score_label}"
        if element.getAttribute("data-shown") == key:
            return
        element.setAttribute("data-shown", key)
        element.replaceChildren()
        for text, name in ((view.match_score, "score-match"), (view.deal_points, "score-points")):
            if text:
                chip = self.document.createElement("span")
                chip.className = name
                chip.textContent = text
                element.appendChild(chip)
        if view.score_label:
            element.setAttribute("role", "img")
            element.setAttribute("aria-label", view.score_label)
        else:
            element.removeAttribute("role")
            element.removeAttribute("aria-label")

    def _hud(self, scene: Scene, still: bool) -> None:
        doc = self.document
        if scene.lang != self.lang:
            self._language(scene.lang)
        table = doc.getElementById("table")
        self._set(table, "data-players", str(scene.players))
        table.classList.toggle("my-turn", scene.placeholder)
        table.classList.toggle("segnali", scene.segnali)
        deck = doc.querySelector(".deck")
        self._set(deck, "aria-label", scene.stock_label)
        deck.classList.toggle("empty", scene.stock == 0)
        self._set(deck.querySelector(".stock-count"), "text", str(scene.stock) if scene.stock else "")
        stack = deck.querySelector(".stock-stack")
        self._show(stack, scene.stock > 1)
        self._set(stack.querySelector("img"), "src", f"./cards/{scene.style}/back.svg")
        # While the turned card lies under the stock its name is written under it (a card
        # partly covered is hard to read on a phone); then the bar names the suit.
        turned = any(sprite.zone == "briscola" for sprite in scene.sprites)
        self._set(doc.querySelector(".briscola-name span"), "text", scene.trump_label if turned else "")
        self._set(doc.getElementById("trump"), "text", "" if turned else scene.trump_label)
        self._set(doc.getElementById("score"), "text", scene.score)
        self._set(doc.getElementById("status"), "text", scene.status)
        self._set(doc.getElementById("announce"), "text", scene.announcement)
        placeholder = doc.querySelector('[data-role="placeholder"]')
        self._show(placeholder, scene.placeholder)
        placeholder.classList.toggle("active", scene.placeholder_active)
        self._set(placeholder, "aria-label", scene.placeholder_label)
        button = doc.getElementById("last-trick-button")
        button.disabled = not scene.last_trick_available
        self._set(button, "aria-pressed", "true" if scene.show_last_trick else "false")
        self._show(doc.getElementById("last-trick"), scene.show_last_trick)
        self._set(doc.getElementById("called"), "text", scene.called)
        self._auction(scene.auction, scene.style)
        self._signals(scene.signals, scene.style)
        self._scoreboard(scene)
        self._result(scene, still)
        self._notice(scene)
        self._menu(scene.menu_open, scene.menu_game)
        error = doc.getElementById("menu-error")
        self._set(error, "text", scene.menu_error)
        self._show(error, bool(scene.menu_error))

    def _language(self, lang: str) -> None:
        self.lang = lang
        self.document.documentElement.lang = lang
        for node in self.document.querySelectorAll("[data-i18n]"):
            node.textContent = i18n.text(lang, node.dataset.i18n)
        # data-i18n-<x>="key": the attribute's words (placeholder, aria-label, title).
        for suffix, attribute in (("placeholder", "placeholder"), ("label", "aria-label"), ("title", "title")):
            for node in self.document.querySelectorAll(f"[data-i18n-{suffix}]"):
                node.setAttribute(attribute, i18n.text(lang, node.getAttribute(f"data-i18n-{suffix}")))
        for button in self.document.querySelectorAll('[data-intent="language"]'):  # the bar's, the menu's
            button.lang = i18n.other_language(lang)

    def _result(self, scene: Scene, still: bool) -> None:
        panel = self.document.getElementById("result")
        result = scene.result
        show_result_panel(panel, result is not None, still)
        if result is None:
            return
        self._set(self.document.getElementById("result-title"), "text", result.title)
        lines = panel.querySelector(".result-lines")
        if self.result_lines != result.lines:
            self.result_lines = result.lines
            lines.replaceChildren()
            for line in result.lines:
                item = self.document.createElement("li")
                item.textContent = line
                lines.appendChild(item)

    def _cover(self) -> None:
        """A panel opened over the result or the end screen (a bar's, or the tournament's)
        leaves the one under it out of reach: Tab went to its buttons, and Enter there acted
        unseen under the one on top."""
        doc = self.document
        covered = any(not doc.getElementById(name).hidden for name in OVER_PANELS + ("tournament",))
        for name in UNDER_PANELS:
            doc.getElementById(name).toggleAttribute("inert", covered)

    def _button(self, intent: str, action: str, label: str) -> Any:
        element = self.document.createElement("button")
        element.type = "button"
        element.dataset.intent = intent
        element.dataset.action = action
        element.textContent = label
        return element

    def _buttons(self, container: Any, buttons: tuple[ActionButton, ...], style: str) -> None:
        """Action buttons, rebuilt: an auction changes a handful of them a few times a deal.
        A card to call shows its face, its rank's name written under it."""
        container.replaceChildren()
        for button in buttons:
            element = self._button("act", button.action, button.label)
            element.classList.toggle("hinted", button.hinted)
            if button.name:
                element.setAttribute("aria-label", button.name)
                element.title = button.name  # the short label's full name, on hover
            if button.card:
                face = self.document.createElement("img")
                face.className = "face"
                face.src = f"./cards/{style}/{button.card}.svg"
                face.alt = ""
                face.draggable = False
                element.insertBefore(face, element.firstChild)
            container.appendChild(element)

    def _signals(self, signals: tuple[ActionButton, ...], style: str) -> None:
        """Segnali the player may send now: a button each, beside the player's name."""
        group = self.document.getElementById("signals")
        self._show(group, bool(signals))
        if signals != self.signals_shown:
            self.signals_shown = signals
            self._buttons(group.querySelector(".signal-buttons"), signals, style)

    def _auction(self, auction: AuctionView | None, style: str) -> None:
        """The chiamata's auction and call: only what the scene offers (the legal actions)."""
        doc = self.document
        panel = doc.getElementById("auction")
        self._show(panel, auction is not None)
        table = doc.getElementById("table")
        table.classList.toggle("auctioning", auction is not None)
        table.classList.toggle("calling", auction is not None and bool(auction.cards))
        if auction is None or auction == self.auction_shown:
            self.auction_shown = auction
            return
        before, self.auction_shown = self.auction_shown, auction
        self._set(doc.getElementById("auction-title"), "text", auction.title)
        history = panel.querySelector(".auction-history")
        if before is None or before.history != auction.history or before.leading != auction.leading:
            history.replaceChildren()
            for index, line in enumerate(auction.history):
                item = doc.createElement("li")
                item.textContent = line
                item.classList.toggle("leading", index == auction.leading)
                history.appendChild(item)
        self._set(panel.querySelector(".auction-waiting"), "text", auction.waiting)
        self._set(panel.querySelector(".auction-note"), "text", auction.note)
        self._buttons(panel.querySelector(".auction-buttons"), auction.buttons, style)
        stepper = panel.querySelector(".auction-stepper")
        self._show(stepper, auction.stepper is not None)
        call = stepper.querySelector(".step-call")
        if auction.stepper is None:
            call.removeAttribute("data-action")  # no call left behind for a later click
        else:
            call.dataset.action = auction.stepper.action
            call.textContent = auction.stepper.label
            call.classList.toggle("hinted", auction.stepper.hinted)
            less, more = stepper.querySelectorAll(".step")
            less.disabled = auction.stepper.value == auction.stepper.values[0]
            more.disabled = auction.stepper.value == auction.stepper.values[-1]
        self._call_suits(panel.querySelector(".call-suits"), auction)
        cards = panel.querySelector(".call-cards")
        self._buttons(cards, auction.cards, style)
        chosen = [suit.label for suit in auction.suits if suit.chosen]
        self._set(cards, "aria-label", chosen[0] if chosen else "")
        # The player's call: the keyboard starts on the Expert's suggestion, else on its first
        # choice (so that Enter after Suggerimento makes the call suggested), unless it is
        # already inside the panel, as after a step of the points; a stepper's button turned
        # off at its end gives it to the call.
        if auction.buttons or auction.stepper or auction.cards:
            focused = self.document.activeElement
            if (is_none(focused) or not panel.contains(focused) or not focused.isConnected
                    or focused.matches(":disabled")):
                first = panel.querySelector("button.hinted[data-action]:not([hidden])")
                if is_none(first) and auction.stepper:
                    first = panel.querySelector(".step-call:not([hidden])")
                if is_none(first):
                    first = panel.querySelector("button[data-action]")
                if not is_none(first):
                    first.focus()

    def _call_suits(self, container: Any, auction: AuctionView) -> None:
        """The card picker's suit buttons: rebuilt only when the suits change, so the one
        just pressed keeps the keyboard's focus while its suit's cards come in."""
        suits = "|".join(suit.suit for suit in auction.suits)
        if container.getAttribute("data-shown") != suits:
            container.setAttribute("data-shown", suits)
            container.replaceChildren()
            for suit in auction.suits:
                container.appendChild(self._button("call-suit", suit.suit, suit.label))
        for element, suit in zip(container.querySelectorAll("button"), auction.suits):
            self._set(element, "aria-pressed", "true" if suit.chosen else "false")

    def _scoreboard(self, scene: Scene) -> None:
        doc = self.document
        board = scene.scoreboard
        button = doc.getElementById("scoreboard-button")
        self._show(button, scene.scoreboard_offered)
        button.disabled = board is None
        panel = doc.getElementById("scoreboard")
        self._show(panel, scene.show_scoreboard and board is not None)
        if board is None or board == self.scoreboard_shown:
            return
        self.scoreboard_shown = board
        self._set(doc.getElementById("scoreboard-title"), "text", board.title)
        fill_scores(doc, panel.querySelector("table"), board.table, scene.lang)

    def _notice(self, scene: Scene) -> None:
        panel = self.document.getElementById("notice")
        self._show(panel, scene.notice is not None)
        if scene.notice is not None:
            title, body = scene.notice
            self._set(self.document.getElementById("notice-title"), "text", title)
            self._set(panel.querySelector(".notice-body"), "text", body)

    def _menu(self, open_: bool, game: str) -> None:
        dialog = self.document.getElementById("new-game")
        if open_ and not dialog.open:
            dialog.returnValue = ""
            if game:
                self.document.querySelector('#new-game-form [name="game"]').value = game
            dialog.showModal()
        elif not open_ and dialog.open:
            dialog.close("closed")

    # -- animation ----------------------------------------------------------------------------

    def _animate(self, scene: Scene, first: dict[str, Rect], left_from: dict[str, list[Rect]],
                 stock_rect: Rect) -> None:
        moves: list[tuple[Any, Rect, Rect, bool, str]] = []
        collecting = False
        for sprite in scene.sprites:
            element = self.cards[sprite.key]
            last = _rect(element)
            start = first.get(sprite.key)
            from_stock = False
            if start is None:
                start, from_stock = self._origin(sprite, left_from, stock_rect)
            if start is None or _same(start, last):
                continue
            collecting = collecting or sprite.zone.startswith("pile-")
            moves.append((element, start, last, from_stock, sprite.zone))
        dealt = 0
        stagger = stagger_ms(sum(1 for move in moves if move[3]))
        for element, start, last, from_stock, zone in moves:
            delay = 0.0
            if from_stock:  # dealt or drawn one after another, after the trick is gathered
                delay = dealt * stagger + (DRAW_AFTER_COLLECT_MS if collecting else 0)
                dealt += 1
            duration = COLLECT_MS if zone.startswith("pile-") else MOVE_MS
            self._fly(element, start, last, round(delay * scene.pace), round(duration * scene.pace))

    def _origin(self, sprite: Sprite, left_from: dict[str, list[Rect]],
                stock_rect: Rect) -> tuple[Rect | None, bool]:
        """Where a new card element comes from: the stock, or a card that just left a hand."""
        if sprite.origin == "stock":
            if stock_rect[2] > 0:
                return stock_rect, True
            return _rect(self.zone("stock")), True  # the last draw: only the deck's place is left
        if left_from.get(sprite.origin):
            return left_from[sprite.origin].pop(), False
        if sprite.origin:
            return _rect(self.zone(sprite.origin)), False
        return None, False

    def _fly(self, element: Any, start: Rect, last: Rect, delay: int, duration: int) -> None:
        if not (last[2] and last[3]):
            return
        if (start[2] > start[3]) != (last[2] > last[3]):
            # Upright to lying (the briscola, a pile): stretching would distort the face,
            # so it scales evenly, by the long sides, centre to centre.
            sx = sy = max(start[2], start[3]) / max(last[2], last[3])
            dx = start[0] + start[2] / 2 - last[0] - sx * last[2] / 2
            dy = start[1] + start[3] / 2 - last[1] - sy * last[3] / 2
        else:
            dx, dy = start[0] - last[0], start[1] - last[1]
            sx, sy = start[2] / last[2], start[3] / last[3]
        keyframes = [{"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale({sx:.3f}, {sy:.3f})"},
                     {"transform": "none"}]
        timing = {"id": FLIP_ID, "duration": duration, "delay": delay,
                  "easing": "cubic-bezier(.2,.7,.3,1)", "fill": "backwards"}
        element.classList.add("flying")  # above the cards it passes over
        animation = element.animate(to_js(keyframes), to_js(timing))
        animation.onfinish = self._on_landed
        animation.oncancel = self._on_landed

    def _landed(self, event: Any) -> None:
        element = event.target.effect.target
        # A cancelled flight may have been replaced by a new one at once: still flying then.
        if not any(a.id == FLIP_ID and a.playState == "running" for a in element.getAnimations()):
            element.classList.remove("flying")


def _same(a: Rect, b: Rect) -> bool:
    return all(abs(x - y) < 0.5 for x, y in zip(a, b))
