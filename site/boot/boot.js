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
