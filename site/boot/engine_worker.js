// The engine's worker: the page's one Pyodide, holding the game and the computer players
// (engine_worker.py and what it imports, shipped in one archive, engine.zip). Loading
// Pyodide here directly, rather than through PyScript's worker, puts the engine up about
// a second sooner (benchmarks/page_load.py): the archive downloads while Pyodide starts,
// and no PyScript layer is set up in a worker that never touches the DOM.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const ENGINE_DIR = "/home/pyodide/engine";

async function fetchEngine() {
  const response = await fetch(new URL("../engine.zip", import.meta.url));
  if (!response.ok) throw new Error(`engine.zip: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function start() {
  const [pyodide, archive] = await Promise.all([
    loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href }),
    fetchEngine(),
  ]);
  pyodide.unpackArchive(archive, "zip", { extractDir: ENGINE_DIR });
  pyodide.pyimport("sys").path.insert(0, ENGINE_DIR);
  const module = pyodide.pyimport("engine_worker");
  // Only the functions the module exports answer the page.
  return new Map(module.__export__.toJs().map((name) => [name, module[name]]));
}

const exported = start();
exported.then(
  () => postMessage({ ready: true }),
  (error) => postMessage({ ready: false, error: String(error?.message ?? error) }),
);

// A question: {id, name, args} (text only); the answer: {id, answer} or {id, error}.
addEventListener("message", async ({ data: { id, name, args } }) => {
  try {
    const answer = (await exported).get(name);
    if (!answer) throw new Error(`the engine exports no ${name}`);
    postMessage({ id, answer: String(answer(...args)) });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
});
