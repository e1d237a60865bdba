"""The computer at the table in a real browser: an Expert opponent in Briscola a 2 thinks
in the search worker while the page stays responsive, shows that it thinks, and plays no
faster than a person can follow.

What the test reads is what the page publishes: body[data-ai-worker] and
body[data-ai-answers] (set by computer.py when the worker starts and answers), the
performance measures "computer-move:<level>", the seats' "thinking" class, and the
browser's own long-task entries (PerformanceObserver "longtask").
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, Route

HAND = '[data-zone="hand-0"] [data-card]'
PILES = '[data-zone^="pile-"] .card'
WORKER_TIMEOUT_MS = 120_000  # a second Pyodide starting, on a loaded 2-core machine
TURN_TIMEOUT_MS = 30_000
TRICKS = 4
LONG_TASK_MS = 200  # no main-thread task this long while the computer thinks
PACE_MS = 500  # a computer card never comes sooner than this after the previous move

# Installed before any page script: every long task, and each span of time during which
# a seat shows the thinking cue, both on the performance.now() clock.
PROBES = """
window.__probe = {longtasks: [], thinking: [], since: null};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) __probe.longtasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
new MutationObserver(() => {
  const on = document.querySelector(".seat.thinking") !== null;
  if (on && __probe.since === null) __probe.since = performance.now();
  if (!on && __probe.since !== null) {
    __probe.thinking.push([__probe.since, performance.now()]);
    __probe.since = null;
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["class"]});
"""


def _tricks_done(page: Page) -> int:
    # Every finished trick is two cards in the piles.
    return int(page.evaluate(f"document.querySelectorAll('{PILES}').length")) // 2


def play_tricks(page: Page, tricks: int) -> None:
    """Double-click the first card of the hand on each of the player's turns until
    ``tricks`` tricks have been taken (the computer answering in between)."""
    for _ in range(tricks * 2 + 2):
        if _tricks_done(page) >= tricks:
            return
        page.wait_for_function(
            "document.querySelector('#table.my-turn') !== null"
            f" || document.querySelectorAll('{PILES}').length >= {tricks * 2}",
            timeout=TURN_TIMEOUT_MS,
        )
        if _tricks_done(page) >= tricks:
            return
        hand = page.eval_on_selector_all(HAND, "cards => cards.map((c) => c.dataset.card)")
        page.locator(f'[data-zone="hand-0"] [data-card="{hand[0]}"]').dblclick()
        page.wait_for_function(
            "(code) => !document.querySelector(`[data-zone=\"hand-0\"] [data-card=\"${code}\"]`)",
            arg=hand[0], timeout=TURN_TIMEOUT_MS,
        )
    assert _tricks_done(page) >= tricks, "the tricks were not played"


def open_table(new_context: Callable[..., BrowserContext], site_url: str,
               wait_ready: Callable[[Page], None], without_worker: bool = False) -> Page:
    context = new_context(viewport={"width": 1280, "height": 720}, locale="it-IT")
    context.add_init_script(PROBES)
    page = context.new_page()
    if without_worker:
        # The page's own interpreter fetches ai_worker.py first, with its other files;
        # every later fetch is the worker's: refused, as if the worker could not start.
        fetches: list[str] = []

        def first_only(route: Route) -> None:
            fetches.append(route.request.url)
            if len(fetches) == 1:
                route.fallback()
            else:
                route.abort()

        page.route("**/py/ai_worker.py", first_only)
    page.goto(site_url)
    wait_ready(page)
    return page


def start_against(page: Page, level: str) -> float:
    """A new Briscola a 2 against ``level`` from the menu; returns when it started."""
    if page.locator("#new-game[open]").count() == 0:
        page.click("#menu-button")
    page.select_option('#new-game-form [name="game"]', "briscola2")
    page.select_option('#new-game-form [name="level_1"]', level)
    started = float(page.evaluate("performance.now()"))
    page.click("#menu-start")
    page.locator(HAND).nth(2).wait_for()
    return started


def long_tasks_while_thinking(page: Page, thinking: list[list[float]]) -> list[list[float]]:
    return [
        [start, duration] for start, duration in page.evaluate("__probe.longtasks")
        if duration > LONG_TASK_MS and any(start < end and start + duration > begin for begin, end in thinking)
    ]


def test_an_expert_thinks_in_the_worker_without_freezing_the_page(
    new_context: Callable[..., BrowserContext], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    page = open_table(new_context, site_url, wait_ready)
    page.wait_for_timeout(1_000)
    # No search seat yet (a first visit, the menu open): no second interpreter is started.
    assert page.evaluate("document.body.dataset.aiWorker") is None

    started = start_against(page, "expert")
    page.wait_for_function("['ready', 'failed'].includes(document.body.dataset.aiWorker)",
                           timeout=WORKER_TIMEOUT_MS, polling=200)
    assert page.evaluate("document.body.dataset.aiWorker") == "ready", "the search worker did not start"
    ready = float(page.evaluate("performance.now()"))
    play_tricks(page, _tricks_done(page) + TRICKS)  # from now on the worker answers
    page.wait_for_function("window.__probe.since === null", timeout=TURN_TIMEOUT_MS)  # no move half-way

    answers = int(page.evaluate("document.body.dataset.aiAnswers || '0'"))
    moves = page.evaluate("performance.getEntriesByName('computer-move:expert').map((m) => m.duration)")
    assert answers >= TRICKS, f"the worker answered {answers} moves in {TRICKS} tricks"
    assert len(moves) == answers, "every worker answer was an expert move"

    thinking = page.evaluate(f"__probe.thinking.filter(([start]) => start >= {started})")
    assert len(thinking) >= answers, f"the thinking cue showed {len(thinking)} times for {answers} moves"
    # The pace, once the worker is up (while it starts, the page may paint a cue late).
    shortest = min(end - start for start, end in thinking if start >= ready)
    assert shortest >= PACE_MS, f"a computer card came {shortest:.0f} ms after the previous move"

    long_tasks = long_tasks_while_thinking(page, thinking)
    assert not long_tasks, f"main-thread tasks over {LONG_TASK_MS} ms while the computer thought: {long_tasks}"


def test_without_the_worker_the_computer_still_moves_on_the_page_without_freezing_it(
    new_context: Callable[..., BrowserContext], site_url: str, wait_ready: Callable[[Page], None]
) -> None:
    page = open_table(new_context, site_url, wait_ready, without_worker=True)
    started = start_against(page, "expert")
    play_tricks(page, 2)
    page.wait_for_function("window.__probe.since === null", timeout=TURN_TIMEOUT_MS)

    assert page.evaluate("document.body.dataset.aiWorker") != "ready"
    assert page.evaluate("document.body.dataset.aiAnswers") is None, "no answer can come from a missing worker"
    thinking = page.evaluate(f"__probe.thinking.filter(([start]) => start >= {started})")
    assert len(thinking) >= 2, "the computer played its cards, each with the thinking cue"
    long_tasks = long_tasks_while_thinking(page, thinking)
    assert not long_tasks, f"main-thread tasks over {LONG_TASK_MS} ms while the computer thought: {long_tasks}"
