// Runs before Python (an external file, so the Content-Security-Policy needs no
// inline script): moves the loading bar on PyScript's progress events, hides it when
// the main interpreter is ready, and only then registers the service worker, so its
// precaching does not compete with the runtime's own download.
"use strict";

const loading = document.getElementById("loading");

// The steps PyScript reports while it brings up Pyodide, in order.
const STEPS = ["Loading Pyodide", "Loading interpreter", "Loaded interpreter", "Loaded Pyodide"];

function showProgress(fraction) {
  loading.style.setProperty("--progress", String(fraction));
  loading.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
}

addEventListener("py:progress", (event) => {
  const step = STEPS.indexOf(event.detail);
  if (step >= 0) showProgress((step + 1) / (STEPS.length + 1));
});

addEventListener("py:ready", (event) => {
  if (event.detail && event.detail.worker) return; // a worker's start is not the page's
  showProgress(1);
  loading.hidden = true;
  registerServiceWorker();
});

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("./sw.js").catch((error) => {
    console.warn("offline play unavailable: service worker not registered", error);
  });
}

// The new-game menu works before Python: the player's last choices (kept by the
// controller under "menu" in the settings) are put back into its fields here.
const SETTINGS_KEY = "briscola.settings";

function restoreMenu() {
  const form = document.getElementById("new-game-form");
  if (!form) return;
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}").menu || {};
  } catch (error) {
    return; // unreadable settings: the menu keeps its defaults
  }
  for (const [name, value] of Object.entries(saved)) {
    const field = form.elements.namedItem(name);
    if (!field || field instanceof RadioNodeList) continue;
    if (field.type === "checkbox") field.checked = value === true;
    else if (field.tagName !== "SELECT" || [...field.options].some((o) => o.value === value)) field.value = value;
  }
}

restoreMenu();
