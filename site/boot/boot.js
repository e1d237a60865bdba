// Runs before Python (an external file, so the Content-Security-Policy needs no
// inline script): starts the runtimes once the page's first look is painted, shows the
// loading bar until the main thread's MicroPython is ready, and registers the service
// worker only once the engine's worker is up too, so its precaching does not compete with
// the runtimes' own downloads. (The table says when a move waits for the engine.)
"use strict";

// The page's own first look (its styles, fonts and the deck's picture) gets the network
// first; then PyScript with MicroPython for the table, and the engine's Pyodide (13 MB)
// in its worker. Started with the HTML, they held back the first look: on a slow phone
// network everything requested before the largest paint shares the bandwidth with it.
// From the cache, the first look is painted at once.
const RUNTIME = [
  ["modulepreload", "./micropython/micropython.mjs"],
  ["preload", "./micropython/micropython.wasm"], // both requested only once core.js has run
  ["preload", "./micropython.json"],
  ["preload", "./page-python.bundle"], // the page's modules, compiled (python_start.js)
];

const PAINT_WAIT_MS = 1500;

function startRuntimes() {
  const core = document.createElement("script");
  core.type = "module";
  core.src = "./boot/python_start.js"; // PyScript's core.js, and a hook of the page's
  document.head.append(core);
  for (const [rel, href] of RUNTIME) {
    const link = Object.assign(document.createElement("link"), { rel, href });
    if (rel === "preload") Object.assign(link, { as: "fetch", crossOrigin: "anonymous" });
    document.head.append(link);
  }
  globalThis.briscolaEngine.start(); // already started with the HTML if the service worker serves the page
}

function afterFirstLook(then) {
  if (document.visibilityState !== "visible") return then(); // a background tab paints nothing
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  });
  // The load event can come before the first frame is shown: wait for the paint itself
  // (or a while, where the browser reports no paint timing).
  const painted = new Promise((resolve) => {
    setTimeout(resolve, PAINT_WAIT_MS);
    try {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    } catch (error) {
      // no paint timing: the timer decides
    }
  });
  Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(then)));
}

const loading = document.getElementById("loading");

function showProgress(fraction) {
  loading.style.setProperty("--progress", String(fraction));
  loading.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
}

showProgress(0.3);
addEventListener("mpy:ready", () => {
  showProgress(1);
  loading.hidden = true;
});

// engine_link.py sets body[data-engine] to "ready" when the worker answers.
const engineWatch = new MutationObserver(() => {
  if (document.body.dataset.engine !== "ready") return;
  engineWatch.disconnect();
  registerServiceWorker();
});
engineWatch.observe(document.body, {attributes: true, attributeFilter: ["data-engine"]});

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("./sw.js").catch((error) => {
    console.warn("offline play unavailable: service worker not registered", error);
  });
}

// The new-game menu works before Python: the player's last choices (kept by the
// controller under "menu" in the settings) are put back into its fields here.
const SETTINGS_KEY = "briscola.settings";
// site/py/saves.py writes these: the saved game, and a mark while it is finished.
const SAVE_KEY = "briscola.save";
const OVER_KEY = "briscola.save.over";
const TABLE_KEY = "briscola.save.table";

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    return null; // storage off: there is no save to protect
  }
}

function remember(key, value) {
  if (document.body.hasAttribute("data-behind")) return; // another tab's now (watchOtherTabs)
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    // storage full or off: it holds for this visit only
  }
}

// A reload shows the saved game's table at once: the table as the player left it
// (pagehide, or the page hidden on a phone), if the save is still the one it was kept
// with. Python draws its own table over it as soon as it is up (render.py takes these
// cards away), so nothing here needs to be playable. A table kept by another version of
// the page is not shown: its markup would stay, and the renderer expects this version's.
const SNAPSHOT_KEY = "briscola.snapshot";
const MARKUP = fingerprint(document.getElementById("table")?.innerHTML ?? "");

function fingerprint(text) {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return String(hash);
}

function keepSnapshot() {
  const table = document.getElementById("table");
  const save = stored(SAVE_KEY);
  // A page that could not start (main.py's data-failed) leaves the last good picture.
  if (!table || save === null || document.body.dataset.ready !== "1" || document.body.dataset.failed) return;
  // Pass-and-play: the hand on the table is one person's, not for whoever reloads.
  if (document.body.hasAttribute("data-private")) {
    try { localStorage.removeItem(SNAPSHOT_KEY); } catch (error) { /* storage off: nothing kept */ }
    return;
  }
  const copy = table.cloneNode(true);
  for (const dialog of copy.querySelectorAll("dialog[open]")) dialog.removeAttribute("open");
  // The page's policy refuses style attributes in markup (a hand's --n, a card's --i): each is
  // kept beside the markup, by number, and set back through the element's style.
  const styles = [];
  for (const node of copy.querySelectorAll("[style]")) {
    node.dataset.snapshotStyle = String(styles.length);
    styles.push(node.getAttribute("style"));
    node.removeAttribute("style");
  }
  // Storage full or off: the next visit waits for Python to draw the table.
  remember(SNAPSHOT_KEY, JSON.stringify({
    save, markup: MARKUP, players: table.dataset.players, className: table.className, html: copy.innerHTML,
    styles,
  }));
}

function showSnapshot() {
  const table = document.getElementById("table");
  let snapshot = null;
  try {
    snapshot = JSON.parse(stored(SNAPSHOT_KEY) || "null");
  } catch (error) {
    return; // a damaged snapshot is only a picture: the table waits for Python
  }
  if (!table || !snapshot || snapshot.save !== stored(SAVE_KEY) || snapshot.markup !== MARKUP
      || typeof snapshot.html !== "string" || !Array.isArray(snapshot.styles)) return;
  table.innerHTML = snapshot.html;
  for (const node of table.querySelectorAll("[data-snapshot-style]")) {
    node.style.cssText = String(snapshot.styles[Number(node.dataset.snapshotStyle)] ?? "");
    delete node.dataset.snapshotStyle;
  }
  table.className = snapshot.className;
  table.dataset.players = snapshot.players;
  // A deal's result or the match's end, shown as the page was left: there at once, not
  // after the wait for a last trick to land (table.css; render_panels.show_result_panel).
  for (const panel of table.querySelectorAll(".panel.result:not([hidden]), .panel.match-end:not([hidden])")) {
    panel.classList.add("at-once");
  }
}

// A double-click on a card of that table, or a click on a call of its auction, waits,
// shown, for Python to make that move (page.py reads data-chosen once, and the engine
// decides whether the move may be made). Any other of the table's controls (a card picked,
// the points stepper's − and +, Ultima presa) has nothing to keep: the status says why
// nothing happened. The menu's and the language's buttons work before Python.
const WAITS_FOR_PYTHON = '.table button:not([command]):not([data-intent="language"]), .table .card.mine';

function chooseBeforePython(event) {
  if (document.body.dataset.ready === "1") return; // the page's Python has the table now
  const card = event.type === "dblclick" && event.target.closest?.('[data-zone="hand-0"] .card[data-card]');
  const call = event.type === "click" && event.target.closest?.("#auction button[data-action]");
  if (!card && !call) {
    if (event.type === "click" && event.target.closest?.(WAITS_FOR_PYTHON)) tellLoading();
    return;
  }
  for (const other of document.querySelectorAll(".card.waiting, #auction .waiting")) other.classList.remove("waiting");
  (card || call).classList.add("waiting");
  document.body.dataset.chosen = card ? `play ${card.dataset.card}` : call.dataset.action;
  tellLoading();
}

// A game or a card chosen before Python is up waits for it: the status says so (on a slow
// network, for seconds), until the renderer writes its own.
function tellLoading() {
  const status = document.getElementById("status");
  if (status && document.body.dataset.ready !== "1") status.textContent = status.dataset.loading ?? "";
}

document.getElementById("new-game")?.addEventListener("close", (event) => {
  if (event.target.returnValue === "start") tellLoading();
});

document.addEventListener("dblclick", chooseBeforePython);
document.addEventListener("click", chooseBeforePython);
addEventListener("pagehide", keepSnapshot);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") keepSnapshot();
});

function restoreMenu() {
  const form = document.getElementById("new-game-form");
  if (!form) return;
  const saved = settings().menu || {}; // unreadable settings: the menu keeps its defaults
  fillMenu(form, Object.entries(saved));
}

// The menu's fields set from (name, value) pairs: a checkbox by true (settings) or "1" (a
// link); a select only to a value it offers; names the menu does not have are left out.
function fillMenu(form, entries) {
  for (const [name, value] of entries) {
    const field = form.elements.namedItem(name);
    if (!field || field instanceof RadioNodeList) continue;
    if (field.type === "checkbox") field.checked = value === true || value === "1";
    else if (field.tagName !== "SELECT" || [...field.options].some((o) => o.value === value)) field.value = value;
  }
}

showSnapshot(); // first: the listeners below go on the table's elements as shown
restoreMenu();

// The table's first row is the bar's height as laid out (table.css: --bar-h). A grid
// sizing its rows itself can measure a bar whose words wrap at a width it does not end
// with, a line short, and the bar's last line then lay over the seats below it.
// Its border box is watched: the padding changes too, once Python is up.
const bar = document.querySelector(".table > .bar");
if (bar) {
  new ResizeObserver(([entry]) => {
    bar.parentElement.style.setProperty("--bar-h", `${entry.borderBoxSize[0].blockSize}px`);
  }).observe(bar, { box: "border-box" });
}

// The page speaks the player's language from the first paint, and the language button
// works before Python too (the choice is remembered, so Python starts in it). The choice is
// i18n.py's pick_language (the player's own, else Italian only for an Italian browser), and
// the words go where the renderer's _language puts them.
const ATTRIBUTES = [["placeholder", "placeholder"], ["label", "aria-label"], ["title", "title"], ["loading", "data-loading"]];

function settings() {
  try {
    const data = JSON.parse(stored(SETTINGS_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch (error) {
    return {}; // unreadable settings: the browser's language decides
  }
}

function pickLanguage() {
  const chosen = settings().lang;
  if (chosen === "it" || chosen === "en") return chosen;
  return (navigator.language || "it").toLowerCase().startsWith("it") ? "it" : "en";
}

function speak(lang) {
  const block = document.getElementById("page-strings");
  if (!block) return;
  const words = JSON.parse(block.textContent)[lang];
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll("[data-i18n]")) {
    if (node.dataset.i18n in words) node.textContent = words[node.dataset.i18n];
  }
  for (const [suffix, attribute] of ATTRIBUTES) {
    for (const node of document.querySelectorAll(`[data-i18n-${suffix}]`)) {
      const key = node.getAttribute(`data-i18n-${suffix}`);
      if (key in words) node.setAttribute(attribute, words[key]);
    }
  }
  for (const button of document.querySelectorAll('[data-intent="language"]')) button.lang = lang === "en" ? "it" : "en";
}

function switchLanguageBeforePython() {
  if (document.body.dataset.ready === "1") return; // the page's Python has the button now
  const lang = document.documentElement.lang === "en" ? "it" : "en";
  remember(SETTINGS_KEY, JSON.stringify({ ...settings(), lang }));
  speak(lang);
}

// The rules pages have no script: their way back to the table says the language they were
// read in ("#lang=en"), so that one switched there is the table's too, as if chosen here.
function takeLinkedLanguage() {
  const fields = new URLSearchParams(location.hash.slice(1));
  if (!fields.has("lang")) return;
  history.replaceState(null, "", location.pathname + location.search);
  const lang = fields.get("lang");
  if (lang === "it" || lang === "en") remember(SETTINGS_KEY, JSON.stringify({ ...settings(), lang }));
}

takeLinkedLanguage();
speak(pickLanguage()); // Italian too: a table kept from the last visit may be in English
for (const button of document.querySelectorAll('[data-intent="language"]')) {
  button.addEventListener("click", switchLanguageBeforePython); // the bar's, and the menu's
}

// Nothing a player taps loses a game without asking: with a save, the menu gives way to
// the table at once (Python draws it as soon as it is up); and Start, whenever it would
// replace a game in progress, asks first, before Python and after alike. This listener
// runs first (boot.js is loaded before PyScript) and lets a confirmed Start through to
// the dialog's own closing and to the page's Python.
// The game in progress is a tournament's match (its table, stored with the save, says so):
// replacing it loses that match by abandon, and the question says so.
function tournamentMatch() {
  try {
    return JSON.parse(stored(TABLE_KEY) || "null")?.view?.options?.format === "torneo";
  } catch (error) {
    return false; // an unreadable table: the question for any game
  }
}

function guardSavedGame() {
  const menu = document.getElementById("new-game");
  const form = document.getElementById("new-game-form");
  const ask = document.getElementById("replace-game");
  if (!menu || !form || !ask) return;
  if (stored(SAVE_KEY) !== null && menu.open) menu.close("resume");
  let confirmed = null; // the Start button the player confirmed, submitted again once
  let asking = null; // the Start button whose question is open
  // One listener for every question: a close event is a task, and a player quick with
  // Escape then Enter asks again before the first question's close event comes. That
  // event, come while the question is open again, is the old one's and says nothing.
  ask.addEventListener("close", () => {
    const submitter = asking;
    if (ask.open || submitter === null) return;
    asking = null;
    if (ask.returnValue === "replace") {
      confirmed = submitter;
      form.requestSubmit(confirmed);
    } else if (ask.returnValue === "keep") {
      menu.close("cancel"); // back to the game in progress
    } else {
      submitter.focus(); // Escape: the question only is gone, the menu as it was
    }
  });
  form.addEventListener("submit", (event) => {
    const inProgress = stored(SAVE_KEY) !== null && stored(OVER_KEY) === null;
    // A tournament is only shown by Start, nothing paid or replaced: its panel's button says
    // what entering costs the game in progress.
    const tournament = form.elements.game?.selectedOptions?.[0]?.hasAttribute("data-tournament");
    if (!event.submitter || event.submitter.value !== "start" || !inProgress || tournament
        || confirmed === event.submitter) {
      confirmed = null;
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const match = tournamentMatch();
    for (const words of ask.querySelectorAll("[data-when]")) words.hidden = (words.dataset.when === "match") !== match;
    ask.returnValue = "";
    asking = event.submitter;
    ask.showModal();
  }, { capture: true });
}

guardSavedGame();

// The storage event comes only from the page's other tabs and windows: one that wrote the
// game, a tournament or the statistics has moved on, and this tab, behind, would undo that
// with its next write (each tab holds its own game). So from then on it writes nothing
// (data-behind: site/py/page.py's storage and remember() refuse) and its one way on is a
// reload, which reads what the other wrote. A key of null: the storage was cleared.
const SHARED_KEYS = [SAVE_KEY, "briscola.tournament", "briscola.stats"];

function watchOtherTabs() {
  const behind = document.getElementById("behind");
  if (!behind) return;
  // A write made just before this page loaded (its own previous page's, in a reload) can
  // still reach it as an event: its value is the one this page started from, no news.
  const atStart = new Map(SHARED_KEYS.map((key) => [key, stored(key)]));
  behind.addEventListener("cancel", (event) => event.preventDefault());
  behind.addEventListener("close", () => location.reload());
  window.addEventListener("storage", (event) => {
    if (event.storageArea !== localStorage || (event.key !== null && !SHARED_KEYS.includes(event.key))) return;
    if (event.key !== null && event.newValue === atStart.get(event.key)) return;
    document.body.setAttribute("data-behind", "");
    if (!behind.open) behind.showModal();
  });
}

watchOtherTabs();

// sw.js takes over an open page as soon as a new version is installed (the page goes on
// with the files it loaded), so an installed game that is only ever resumed would run one
// version behind without a word: the page says that a reload brings the new one. A first
// visit's worker taking over is no new version.
function watchUpdates() {
  const workers = navigator.serviceWorker;
  const update = document.getElementById("update");
  if (!workers || !update) return;
  let controlled = Boolean(workers.controller);
  workers.addEventListener("controllerchange", () => {
    if (controlled) update.hidden = false;
    controlled = true;
  });
  update.querySelector('[data-update="reload"]').addEventListener("click", () => location.reload());
  update.querySelector('[data-update="later"]').addEventListener("click", () => { update.hidden = true; });
}

watchUpdates();

// A partita shared as a link (site/py/menu.py's share: "#partita&game=…&number=…"): the
// menu opens with its fields, over a game in progress too (Start then asks, as always),
// saying whose they are. The fragment goes at once, so a reload does not open it again;
// page.py reads data-shared (the link's fields: the sharer's name and result are not the
// menu's) to keep the menu open. Unknown fields and values are left out of the menu.
function openSharedPartita() {
  const fields = new URLSearchParams(location.hash.slice(1));
  const menu = document.getElementById("new-game");
  const form = document.getElementById("new-game-form");
  if (!fields.has("partita") || !menu || !form) return;
  history.replaceState(null, "", location.pathname + location.search);
  fillMenu(form, fields);
  const told = document.getElementById("menu-shared");
  if (told) {
    told.hidden = false;
    // Not on the close of the saved game's menu (guardSavedGame's, fired after this):
    // the menu is open again by then.
    const forget = () => {
      if (menu.open) return;
      told.hidden = true;
      menu.removeEventListener("close", forget);
    };
    menu.addEventListener("close", forget);
  }
  document.body.dataset.shared = JSON.stringify(Object.fromEntries(fields)); // the sharer's result too
  showMenu(menu);
}

// A link pasted into the page's own tab changes only its fragment: the page loads again,
// as from a new tab, and the menu opens with the link's fields (the game in progress is
// saved as the page goes, and kept).
addEventListener("hashchange", () => {
  if (new URLSearchParams(location.hash.slice(1)).has("partita")) location.reload();
});

// The menu opened by the page itself, over a saved game too, Start ready for Enter.
function showMenu(menu) {
  if (!menu.open) menu.showModal();
  document.getElementById("menu-start")?.focus({ preventScroll: true });
}

// The menu's link to the chosen game's rules leaves the page, and the rules page's way
// back loads it afresh: the menu as the player left it (open, every field as set) is kept
// for this tab and comes back once, over a game in progress too (page.py reads
// data-menu-kept to keep it open). A link opened in another tab keeps nothing here.
const MENU_DRAFT_KEY = "briscola.menu.draft";

function keepMenuDraft(event) {
  const form = document.getElementById("new-game-form");
  if (!form || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const fields = [...form.elements]
    .filter((field) => field.name && !["submit", "button"].includes(field.type))
    .map((field) => [field.name, field.type === "checkbox" ? field.checked : field.value]);
  try {
    sessionStorage.setItem(MENU_DRAFT_KEY, JSON.stringify(fields));
  } catch (error) {
    // storage off: the menu comes back with the last game's choices
  }
}

function takeMenuDraft() {
  try {
    const fields = JSON.parse(sessionStorage.getItem(MENU_DRAFT_KEY) || "null");
    sessionStorage.removeItem(MENU_DRAFT_KEY);
    return Array.isArray(fields) ? fields.filter((entry) => Array.isArray(entry) && entry.length === 2) : null;
  } catch (error) {
    return null; // unreadable: the menu as remembered
  }
}

function reopenMenuDraft() {
  const menu = document.getElementById("new-game");
  const form = document.getElementById("new-game-form");
  const fields = takeMenuDraft();
  if (!menu || !form || fields === null) return;
  fillMenu(form, fields);
  document.body.dataset.menuKept = "1";
  showMenu(menu);
}

for (const link of document.querySelectorAll("#new-game .rules-link")) link.addEventListener("click", keepMenuDraft);
// Back from the rules by the browser's history may show this page as it was left: the
// draft is not for a later load.
addEventListener("pageshow", (event) => {
  if (event.persisted) takeMenuDraft();
});
reopenMenuDraft();
openSharedPartita(); // after: a shared link's fields are the ones to show

// The menu open in the HTML, at the first paint, is not modal: it is made so, so that the
// keyboard stays in it as in the menu opened from its button, and the bar behind waits.
// Not with close(): its close event would tell Python the player left the menu. After the
// first visit's guide, not with it: two dialogs shown together close together, at one Escape.
// The keyboard starts on Start: the menu's choices are remembered, so a returning player
// plays on with Enter (reopened, the dialog itself focuses Start: its autofocus).
function holdTheMenu() {
  const menu = document.getElementById("new-game");
  if (!menu?.open || menu.matches(":modal")) return;
  const tour = document.getElementById("tour");
  if (tour?.open) {
    tour.addEventListener("close", holdTheMenu, { once: true });
    return;
  }
  menu.removeAttribute("open");
  menu.showModal();
  document.getElementById("menu-start")?.focus({ preventScroll: true });
}

// The first visit shows how to play this screen, once: it is marked seen as it shows (a
// reload never shows it again), and never over a saved game, which is the player's
// own to resume. The menu's "Come si gioca" opens it again (HTML commands, no script).
const TOUR_KEY = "briscola.tour.seen";

function showTourOnce() {
  const tour = document.getElementById("tour");
  if (!tour || stored(TOUR_KEY) !== null || stored(SAVE_KEY) !== null) return;
  remember(TOUR_KEY, "1");
  tour.showModal();
}

showTourOnce();
holdTheMenu();
// A page the service worker serves has every file in its cache: the engine's worker
// downloads nothing, so it starts with the HTML, on its own thread, and the engine is up
// a few hundred milliseconds sooner (benchmarks/page_load.py, warm loads).
if (navigator.serviceWorker?.controller) globalThis.briscolaEngine.start();
afterFirstLook(startRuntimes);
