"""The browser harness: Debian's Chromium driven by pytest-playwright.

Every request that is not for 127.0.0.1 fails in Chromium (benchmarks/chromium.py's
flags) and is recorded, and the test fails at teardown if one was attempted: the game
must never need the network. (Not by Playwright's routing, which would turn Chromium's
HTTP cache off, and with it the compiled code a returning player's browser keeps.)

    def test_something(page, site_url, wait_ready, screenshot):
        page.goto(site_url)
        wait_ready(page)
        screenshot(page, "table")

Service workers are blocked unless a test asks for them with
`@pytest.mark.browser_context_args(service_workers="allow")`.

`open_page` gives a page in a browser context kept for the session (see KeptContexts): a
returning player's browser, where the engine starts from the snapshot an earlier page
kept; `blank_page` the same page before it goes to the site. A test that needs a first
visit's browser uses `new_context`. The tab `open_page` gave a test that passed is used
again by the next test that asks for one in the same kind of context, gone back to a blank
page and its site's storage emptied (see KeptContexts.page).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, BrowserType, CDPSession, Page, Request
from playwright.sync_api import Error as PlaywrightError

from benchmarks.chromium import CHROMIUM_ARGS
from benchmarks.chromium import CHROMIUM as CHROMIUM_PATH  # one launch setting for tests and benchmarks
import build
from tests.browser.screen import png

CHROMIUM = Path(CHROMIUM_PATH)
LOCAL_HOST = "127.0.0.1"
NOT_NETWORK = frozenset({"data", "blob", "about"})
READY_TIMEOUT_MS = 90_000  # Pyodide starts in seconds; generous for a loaded CI machine

DESKTOP = {"width": 1280, "height": 720}

BROWSER_TESTS = Path(__file__).parent


@pytest.hookimpl(trylast=True)  # after pytest's own reordering by fixture
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the browser tests, and run them last: Playwright's sync API keeps an
    asyncio loop running in the main thread for the rest of the session, so any
    later test calling asyncio.run() would fail."""
    for item in items:
        if BROWSER_TESTS in item.path.parents:
            item.add_marker(pytest.mark.browser)
    items.sort(key=lambda item: BROWSER_TESTS in item.path.parents)  # stable: order kept otherwise


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Keep each phase's report on the test, for fixtures whose teardown asks how it went."""
    report = yield
    item.stash.setdefault(REPORTS, {})[report.when] = report
    if report.failed and report.when == "call":  # what CI's log keeps of a rare failure
        for number, (page, said) in enumerate(item.stash.get(WITNESSES, [])):
            report.sections.append((f"page {number}: its state and its console", _testimony(page, said)))
    return report


REPORTS = pytest.StashKey[dict[str, pytest.TestReport]]()
# Each page blank_page gave the test, with the lines its console printed meanwhile.
WITNESSES = pytest.StashKey[list[tuple[Page, list[str]]]]()
# What a page shows and keeps that a screenshot does not: which dialogs and panels are
# open, what the notice says, what Python marked on the body, what the storage holds.
PAGE_STATE = """() => ({
    url: location.href,
    body: {...document.body?.dataset},
    dialogs: [...document.querySelectorAll("dialog[open]")].map((dialog) => dialog.id),
    panels: [...document.querySelectorAll(".panel:not([hidden])")].map((panel) => panel.id),
    notice: document.getElementById("notice")?.hidden === false ? document.getElementById("notice").innerText : null,
    storage: Object.keys(localStorage).sort(),
})"""


def _testimony(page: Page, said: list[str]) -> str:
    try:
        state = str(page.evaluate(PAGE_STATE))
    except PlaywrightError as error:  # a page closed or crashed: its console is still there
        state = f"(its state could not be read: {error.message})"
    return "\n".join([state, *said[-40:]])


def passed(item: pytest.Item) -> bool:
    """Whether the test's setup and call passed (asked in its teardown)."""
    reports = item.stash.get(REPORTS, {})
    return all(when in reports and reports[when].passed for when in ("setup", "call"))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: `bash .ci/run` installs Debian's chromium package")
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    # A test sees what the server sends, not a cache, unless it asks for the worker.
    return {**browser_context_args, "service_workers": "block"}


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in NOT_NETWORK or parts.hostname == LOCAL_HOST


class NetworkGuard:
    """Records every request of a context that is not for 127.0.0.1 (Chromium fails them)."""

    def __init__(self) -> None:
        self.attempts: list[str] = []

    def watch(self, context: BrowserContext) -> None:
        context.on("request", self.seen)

    def seen(self, request: Request) -> None:
        if not is_local(request.url) and request.url not in self.attempts:
            self.attempts.append(request.url)


@pytest.fixture
def network_guard() -> Iterator[NetworkGuard]:
    guard = NetworkGuard()
    yield guard
    if guard.attempts:
        pytest.fail("requests left 127.0.0.1:\n  " + "\n  ".join(guard.attempts))


# boot.js shows a first visit how to play, over the menu; a test is a returning player
# unless it is marked first_visit (what it checks is the tour itself).
TOUR_SEEN = "localStorage.setItem('briscola.tour.seen', '1')"
# Context options a test may spell out at Playwright's own default value.
CONTEXT_DEFAULTS: dict[str, Any] = {"has_touch": False, "is_mobile": False}


def still_motion(request: pytest.FixtureRequest) -> dict[str, str]:
    """The context arguments of a test marked still: motion reduced (see open_page)."""
    return {"reduced_motion": "reduce"} if request.node.get_closest_marker("still") else {}


@pytest.fixture
def new_context(
    new_context: Callable[..., BrowserContext], network_guard: NetworkGuard, request: pytest.FixtureRequest
) -> Callable[..., BrowserContext]:
    """pytest-playwright's context factory, every context guarded (so `context`,
    `page` and any extra context a test opens), and its first-visit help seen; with
    motion reduced for a test marked still (see open_page)."""
    motion = still_motion(request)

    def guarded(**kwargs: Any) -> BrowserContext:
        context = new_context(**{**motion, **kwargs})
        network_guard.watch(context)
        if request.node.get_closest_marker("first_visit") is None:
            context.add_init_script(TOUR_SEEN)
        return context

    return guarded


def _wait_ready(page: Page, timeout_ms: float = READY_TIMEOUT_MS, engine: bool = True) -> None:
    """Wait until the page's Python sets body[data-ready="1"] and (unless ``engine`` is
    False) the engine's worker is up (body[data-engine="ready"]); fail at once, with
    PyScript's message, if Python reported an error instead."""
    # document.body is null for a moment of a navigation (a link just followed).
    ready = "document.body?.dataset.ready === '1'"
    if engine:
        ready += " && document.body.dataset.engine === 'ready'"
    page.wait_for_function(
        f"({ready}) || document.querySelector('.py-error') !== null",
        timeout=timeout_ms,
        polling=100,
    )
    error = page.query_selector(".py-error")
    if error is not None:
        pytest.fail(f"Python failed to start:\n{error.inner_text()}")


@pytest.fixture
def wait_ready() -> Callable[..., None]:
    return _wait_ready


SNAPSHOT_PATH = "/__harness/engine-snapshot"


class HarnessHandler(build.StaticHandler):
    """The site, and one address of the harness's own: the engine snapshot that KeptContexts
    copies from one context into the next. A page posts it there and the next fetches it,
    so its 31 MB never cross Playwright's pipe (base64 in JSON, seconds of CPU each way)."""

    def do_POST(self) -> None:
        if self.path != SNAPSHOT_PATH:
            self.send_error(405)
            return
        self.server.snapshot = self.rfile.read(int(self.headers["Content-Length"]))  # type: ignore[attr-defined]
        self.send_response(204)
        self.end_headers()

    def do_GET(self) -> None:
        if self.path != SNAPSHOT_PATH:
            super().do_GET()
            return
        body: bytes = getattr(self.server, "snapshot", b"")
        self.send_response(200 if body else 404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="session")
def site_url(dist_dir: Path) -> Iterator[str]:
    """The built site, served for the whole session (with the harness's address); ends with a slash."""
    site = build.serve_in_background(dist_dir, handler=HarnessHandler)
    yield site.url
    site.stop()


# What a kept context is emptied of between tests: all the page stores, but the engine's
# snapshot (engine_worker.js keeps it in a cache of its own, "briscola-engine:<site>").
# While the harness has no snapshot to copy (``want``), the context's is posted to the
# harness's address and its cache entry described (cache, key, headers); otherwise it
# says whether the context holds one ("kept") or not (null).
EMPTY_STORAGE = """async ([want, address]) => {
    localStorage.clear();
    sessionStorage.clear();
    let kept = null;
    for (const name of await caches.keys()) {
        if (!name.startsWith("briscola-engine:")) {
            await caches.delete(name);
            continue;
        }
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
            if (!want) return "kept";
            const response = await cache.match(request);
            await fetch(address, {method: "POST", body: await response.arrayBuffer()});
            kept = {cache: name, key: request.url, headers: [...response.headers]};
        }
    }
    return kept;
}"""
# Puts the copied snapshot into a context that has none, as the page itself had kept it.
PUT_SNAPSHOT = """async ([{cache, key, headers}, address]) => {
    const body = await (await fetch(address)).arrayBuffer();
    await (await caches.open(cache)).put(key, new Response(body, {headers}));
}"""


class KeptContexts:
    """Browser contexts kept for the whole session (a pytest-xdist worker's), one for each
    kind a test asks for (touch, first visit): the page's second visit. The language, the
    screen's size and motion are each tab's own (a new kind of context costs its first page
    about 3 s of CPU more than a tab used again: a browser started, its code compiled cold).

    The site's caches live in its browser context, so a page in a kept context finds the
    runtime's code compiled and the Pyodide snapshot that an earlier test's page kept, and
    its engine is up seconds sooner than on a first visit; every test paid that first
    visit before. Each is a persistent context (a browser with a profile on disk, as a
    player's): Chromium keeps no compiled code for an incognito context, which is what
    Browser.new_context makes, so every page there compiled the runtimes' JavaScript and
    WebAssembly again (a page open cost about a quarter more CPU). Between tests the
    context is emptied of its pages and of what the page stores (localStorage, cookies,
    the service worker's caches), so that a test still starts as a player with no game,
    no settings and no save.

    The first snapshot kept in any of them is copied, as it is, into every context made
    after (and into the context of a test marked own_context): a pytest worker pays one
    first visit's engine start (some 6 s of CPU, against 2-3 s restored), not one for each
    kind of context. test_engine_start tests the first visit itself, in contexts of its own.

    A tab is used again too (``again``): the one an earlier test of open_page left at
    rest (see rest()), gone back to about:blank and the site's storage emptied, as a player
    who closes the game and opens it again in the same tab. A new tab, and the other one
    _empty opens, each start a renderer process: ten page opens took 3.8 s of CPU each that
    way, 1.9 s in the tab used again (the three files of test_games, test_scores and
    test_help: 257 and 273 CPU-s, against 240 and 249)."""

    def __init__(self, browser_type: BrowserType, launch_args: dict[str, Any], defaults: dict[str, Any],
                 site_url: str, profiles: Path) -> None:
        self.browser_type = browser_type
        self.launch = {**launch_args, **defaults}
        self.profiles = profiles
        self.site_url = site_url
        self.kept: dict[tuple[Any, ...], BrowserContext] = {}
        self.resting: dict[tuple[Any, ...], Page] = {}  # the tab each kind of context may give again
        self.guard = NetworkGuard()  # the running test's (see page())
        self.snapshot: dict[str, Any] | None = None  # the engine's cache entry, to copy
        self.sessions: dict[Page, CDPSession] = {}  # each tab's language (see _speak)
        self.user_agent: str | None = None  # the browser's own, which a language override restates

    def page(self, guard: NetworkGuard, first_visit: bool, viewport: dict[str, int],
             reduced_motion: str = "no-preference", locale: str = "it-IT", again: bool = False,
             **args: Any) -> Page:
        # has_touch=False is no touch: an explicit default is not another kind of context.
        args = {name: value for name, value in args.items()
                if name not in CONTEXT_DEFAULTS or value != CONTEXT_DEFAULTS[name]}
        key = (first_visit, *sorted((name, repr(value)) for name, value in args.items()))
        context = self.kept.get(key)
        if context is None:
            context = self.kept[key] = self.browser_type.launch_persistent_context(
                self.profiles / str(len(self.kept)), **{**self.launch, **args})
            context.on("request", lambda request: self.guard.seen(request))
            if not first_visit:
                context.add_init_script(TOUR_SEEN)
        self.guard = guard
        page = self.resting.pop(key, None)
        blocked = {**self.launch, **args}.get("service_workers") == "block"
        if page is not None and not page.is_closed() and again and blocked and self.snapshot is not None:
            self._empty_storage(context, page)
        else:
            self._empty(context)  # closes every tab, a resting one too
            page = context.new_page()
        # A tab's own, unlike touch: fewer kinds of context, fewer first visits.
        page.set_viewport_size(viewport)
        page.emulate_media(reduced_motion=reduced_motion)
        self._speak(page, locale)
        return page

    def _session(self, page: Page) -> CDPSession:
        """The tab's own DevTools session, kept while the tab lives: its language
        overrides (see _speak) end when it detaches."""
        session = self.sessions.get(page)
        if session is None:
            session = self.sessions[page] = page.context.new_cdp_session(page)
            page.once("close", lambda closed: self.sessions.pop(closed, None))
        return session

    def _speak(self, page: Page, locale: str) -> None:
        """Give the tab the browser language ``locale`` (navigator.language, Intl, the
        Accept-Language header), as Playwright's context option would for every tab of
        the context, through the tab's own session (used again when the tab is)."""
        session = self._session(page)
        if self.user_agent is None:
            self.user_agent = str(page.evaluate("navigator.userAgent"))
        session.send("Emulation.setUserAgentOverride", {"userAgent": self.user_agent, "acceptLanguage": locale})
        session.send("Emulation.setLocaleOverride", {"locale": locale})

    def rest(self, page: Page) -> None:
        """Keep a passed test's tab of open_page for the next, at about:blank (its engine's
        worker ended); a tab already resting there is closed."""
        key = next((key for key, context in self.kept.items() if context is page.context), None)
        if key is None or page.is_closed():
            page.close()
            return
        try:
            page.unroute_all(behavior="ignoreErrors")
            page.goto("about:blank")
        except PlaywrightError:  # its renderer gone, say: the next test gets a new tab
            page.close()
            return
        earlier = self.resting.get(key)
        if earlier is not None and earlier is not page:
            earlier.close()
        self.resting[key] = page

    def _empty_storage(self, context: BrowserContext, page: Page) -> None:
        """What _empty does, but in the resting tab: the context's service worker is
        blocked, so the engine's is its site's only cache, and stays. The tab's own
        sessionStorage, which DevTools' clearing leaves, is emptied from a document of the
        site in the tab: the menu's draft, kept there while a player reads the rules, would
        open the next test's menu as that player left it."""
        for other in context.pages:
            if other is not page:
                other.close()
        context.clear_cookies()
        self._session(page).send("Storage.clearDataForOrigin", {
            "origin": self.site_url.rstrip("/"), "storageTypes": "local_storage,indexeddb"})
        page.goto(self.site_url + "manifest.webmanifest")  # any document of the site's origin
        page.evaluate("sessionStorage.clear()")

    def seed(self, context: BrowserContext) -> None:
        """Give a test's own new context the engine snapshot the kept ones share, if there
        is one yet: a returning player's browser too, with nothing else in it."""
        self._empty(context)

    def _empty(self, context: BrowserContext) -> None:
        for page in context.pages:
            page.close()
        context.clear_cookies()
        cleaner = context.new_page()
        cleaner.goto(self.site_url + "manifest.webmanifest")  # any document of the site's origin
        address = self.site_url + SNAPSHOT_PATH.lstrip("/")
        found = cleaner.evaluate(EMPTY_STORAGE, [self.snapshot is None, address])
        if isinstance(found, dict):
            self.snapshot = found
        elif found is None and self.snapshot is not None:
            cleaner.evaluate(PUT_SNAPSHOT, [self.snapshot, address])
        cleaner.close()

    def close(self) -> None:
        for context in self.kept.values():
            context.close()


@pytest.fixture(scope="session")
def kept_contexts(
    browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
    browser_context_args: dict[str, Any],
    site_url: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[KeptContexts]:
    contexts = KeptContexts(browser_type, browser_type_launch_args, browser_context_args, site_url,
                            tmp_path_factory.mktemp("browser-profiles"))
    yield contexts
    contexts.close()


@pytest.fixture
def blank_page(
    kept_contexts: KeptContexts,
    new_context: Callable[..., BrowserContext],
    network_guard: NetworkGuard,
    request: pytest.FixtureRequest,
) -> Iterator[Callable[..., Page]]:
    """blank_page(**context_args) -> an empty page in a kept context (a returning player's
    browser; a context of its own for a test marked own_context), for a test that routes
    or watches the page's requests before it goes to the site. Its pages are closed when
    the test ends, stopping their engines.

    A test marked still opens them with motion reduced: on this machine's software
    compositing, the cards' flights take half of Chromium's CPU time for a deal (a deal of
    Briscola a 4: 8.8 s with them, 4.4 s without), and the suite is CPU-bound."""
    first_visit = request.node.get_closest_marker("first_visit") is not None
    own_context = request.node.get_closest_marker("own_context") is not None
    motion = still_motion(request)
    pages: list[tuple[Page, bool]] = []  # each with whether it may rest for another test
    witnesses = request.node.stash.setdefault(WITNESSES, [])
    listening: list[tuple[Page, dict[str, Callable[[Any], None]]]] = []  # the listeners to take off a tab kept

    def blank(again: bool = False, **context_args: Any) -> Page:
        args = {"viewport": DESKTOP, "locale": "it-IT", **motion, **context_args}
        if own_context:
            context = new_context(**args)
            kept_contexts.seed(context)
            page = context.new_page()
        else:
            page = kept_contexts.page(network_guard, first_visit, again=again, **args)
        # Only open_page's tabs rest for another test: a test with a blank page may have
        # routed or listened to it, or added its own scripts.
        pages.append((page, again and not own_context))
        said: list[str] = []
        hear = {"console": lambda message: said.append(f"{message.type}: {message.text}"),
                "pageerror": lambda error: said.append(f"page error: {error}")}
        for event, listener in hear.items():
            page.on(event, listener)
        witnesses.append((page, said))
        listening.append((page, hear))
        return page

    yield blank
    rests = passed(request.node)
    for page, hear in listening:
        for event, listener in hear.items():
            page.remove_listener(event, listener)
    for number, (page, may_rest) in enumerate(pages):
        if rests and may_rest:
            kept_contexts.rest(page)
            continue
        if not rests:  # what the player saw when it failed: a rare failure leaves its evidence
            _keep_screen(page, screenshots_folder(request.config) / f"{request.node.name}-failed-{number}.png")
        page.close()


def _keep_screen(page: Page, path: Path) -> None:
    try:
        shot = png(page)
    except PlaywrightError:
        return  # a page already closed or crashed has no screen to keep
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(shot)


def screenshots_folder(config: pytest.Config) -> Path:
    """<--output, default test-results>/screenshots: pytest-playwright empties that folder as
    a session starts, so a second pytest run in the same tree passes --output elsewhere to
    keep its screenshots apart."""
    return config.rootpath / str(config.getoption("--output")) / "screenshots"


@pytest.fixture
def open_page(blank_page: Callable[..., Page], site_url: str) -> Callable[..., Page]:
    """open_page(**context_args) -> a page of the site (a 1280x720 desktop in Italian unless
    told otherwise; see blank_page), its Python and engine ready: in the tab an earlier
    test left, if it passed (see KeptContexts)."""

    def open_(**context_args: Any) -> Page:
        page = blank_page(again=True, **context_args)
        page.goto(site_url)
        _wait_ready(page)
        return page

    return open_


@pytest.fixture
def screenshot(pytestconfig: pytest.Config, request: pytest.FixtureRequest) -> Callable[[Page, str], Path]:
    """screenshot(page, "name") -> screenshots_folder/<test>-<name>.png"""
    folder = screenshots_folder(pytestconfig)

    def take(page: Page, name: str) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{request.node.name}-{name}.png"
        path.write_bytes(png(page, full_page=True))
        return path

    return take
