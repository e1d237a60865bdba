// The main thread's side of the engine's worker (engine_worker.js), started as soon as
// the page is parsed, before any Python: Pyodide's download and start, the longest part
// of opening the page, overlap everything else. The page's MicroPython (engine_link.py)
// awaits `briscolaEngine.ready`, then `briscolaEngine.ask(name, ...texts)`. Both promises
// always resolve, to {ok: true, answer} or {ok: false, error}: plain text either way,
// which crosses into MicroPython more readably than a rejected promise's exception.
"use strict";

globalThis.briscolaEngine = (() => {
  const worker = new Worker("./boot/engine_worker.js", { type: "module" });
  const waiting = new Map(); // question id -> resolve
  let asked = 0;
  let lost = null; // {ok: false, error}: why the worker can answer no more
  let settle;
  const ready = new Promise((resolve) => { settle = resolve; });

  function fail(error) {
    lost = { ok: false, error };
    settle(lost);
    for (const resolve of waiting.values()) resolve(lost);
    waiting.clear();
  }

  worker.addEventListener("message", ({ data }) => {
    if ("ready" in data) {
      if (data.ready) settle({ ok: true, answer: "" });
      else fail(`the engine did not start: ${data.error}`);
      return;
    }
    const resolve = waiting.get(data.id);
    waiting.delete(data.id);
    resolve?.("error" in data ? { ok: false, error: data.error } : { ok: true, answer: data.answer });
  });
  worker.addEventListener("error", (event) => fail(`the engine's worker stopped: ${event.message}`));

  return {
    ready,
    ask(name, ...args) {
      if (lost) return Promise.resolve(lost);
      const id = asked++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, name, args: args.map(String) });
      });
    },
  };
})();
