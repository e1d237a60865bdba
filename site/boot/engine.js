// The main thread's side of the engine's worker (engine_worker.js). boot.js starts it
// (`briscolaEngine.start()`); the page's MicroPython (engine_link.py) awaits
// `briscolaEngine.ready`, then `briscolaEngine.ask(name, ...texts)`. Both promises always
// resolve, to {ok: true, answer} or {ok: false, error}: plain text either way, which
// crosses into MicroPython more readably than a rejected promise. Once ready,
// `briscolaEngine.started` says how Pyodide started: "fresh", or from the "snapshot" an
// earlier visit kept (engine_worker.js); after a fresh start, `briscolaEngine.kept` turns
// true once its snapshot is stored (false if it could not be). Until then,
// `briscolaEngine.downloaded(percent)` resolves to the whole percent of the engine's files
// downloaded once it is past `percent`, or to null once the engine is up or lost.
"use strict";

globalThis.briscolaEngine = (() => {
  let worker = null;
  const unsent = []; // questions asked before start()
  const waiting = new Map(); // question id -> resolve
  let asked = 0;
  let lost = null; // {ok: false, error}: why the worker can answer no more
  let settled = false;
  let settleReady;
  const ready = new Promise((resolve) => { settleReady = resolve; });
  let percent = -1; // of the engine's files downloaded
  const watching = []; // downloaded()'s: {after, resolve}

  function settle(outcome) {
    settled = true;
    settleReady(outcome);
    for (const watch of watching.splice(0)) watch.resolve(null);
  }

  function fail(error) {
    lost = { ok: false, error };
    settle(lost);
    for (const resolve of waiting.values()) resolve(lost);
    waiting.clear();
  }

  function hear({ data }) {
    if ("downloaded" in data) {
      percent = data.downloaded;
      for (const watch of watching.splice(0)) {
        if (percent > watch.after) watch.resolve(percent);
        else watching.push(watch);
      }
      return;
    }
    if ("kept" in data) {
      engine.kept = data.kept;
      return;
    }
    if ("ready" in data) {
      if (data.ready) {
        engine.started = data.started;
        settle({ ok: true, answer: "" });
      }
      else fail(`the engine did not start: ${data.error}`);
      return;
    }
    const resolve = waiting.get(data.id);
    waiting.delete(data.id);
    resolve?.("error" in data ? { ok: false, error: data.error } : { ok: true, answer: data.answer });
  }

  const engine = {
    started: null,
    kept: null,
    ready,
    start() {
      if (worker) return;
      worker = new Worker("./boot/engine_worker.js", { type: "module" });
      worker.addEventListener("message", hear);
      worker.addEventListener("error", (event) => fail(`the engine's worker stopped: ${event.message}`));
      for (const question of unsent.splice(0)) worker.postMessage(question);
    },
    downloaded(after) {
      if (settled) return Promise.resolve(null);
      if (percent > after) return Promise.resolve(percent);
      return new Promise((resolve) => watching.push({ after, resolve }));
    },
    ask(name, ...args) {
      if (lost) return Promise.resolve(lost);
      const question = { id: asked++, name, args: args.map(String) };
      return new Promise((resolve) => {
        waiting.set(question.id, resolve);
        if (worker) worker.postMessage(question);
        else unsent.push(question);
      });
    },
  };
  return engine;
})();
