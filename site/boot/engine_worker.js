// The engine's worker: the page's one Pyodide, holding the game and the computer players
// (engine_worker.py and what it imports, shipped in one archive, engine.zip). Loading
// Pyodide here directly, rather than through PyScript's worker, puts the engine up about
// a second sooner (benchmarks/page_load.py): the archive downloads while Pyodide starts,
// and no PyScript layer is set up in a worker that never touches the DOM.
//
// Most of Pyodide's start is its own Python starting (seconds on a phone), the same work
// at every visit. So the first start keeps a memory snapshot of Pyodide with the engine
// imported in the Cache Storage, and later starts restore it instead: the snapshot is
// stamped with Pyodide's version and the archive's digest, and one that is stale or does
// not restore is replaced by a fresh start. `briscolaEngine.started` (engine.js) tells
// which start the page had, and `briscolaEngine.kept` whether a fresh start's snapshot is
// stored.
import { loadPyodide, version } from "../pyodide/pyodide.mjs";
import { DOWNLOAD } from "./engine_download.js"; // written by build.py

const ENGINE_DIR = "/home/pyodide/engine";
const PYODIDE_URL = new URL("../pyodide/", import.meta.url).href;
const SITE_URL = new URL("../", import.meta.url).href;
// Caches are per origin, and one origin may host several sites: the site's address is in
// the name. sw.js's cleaning leaves this cache alone (another prefix); it holds one entry.
const SNAPSHOT_CACHE = `briscola-engine:${SITE_URL}`;
const SNAPSHOT_KEY = `${SITE_URL}engine-snapshot`; // a cache key, not a file of the site
const STAMP_HEADER = "x-engine-stamp";
const CAN_KEEP = globalThis.caches !== undefined; // not in an insecure context: every start is fresh

// A first visit downloads about 12 MB before the engine can answer: minutes on a slow
// phone network. So the files' bytes are counted as they arrive (through the fetch that
// Pyodide and fetchEngine call), and the page is told each whole percent of the total
// build.py measured. Each file counts once: a restart's own fetches add nothing.
const uncounted = new Set(Object.keys(DOWNLOAD).map((name) => new URL(`../${name}`, import.meta.url).href));
const DOWNLOAD_BYTES = Object.values(DOWNLOAD).reduce((sum, size) => sum + size, 0);
let downloaded = 0;
let toldPercent = -1;

function count(bytes) {
  downloaded += bytes;
  const percent = Math.min(100, Math.floor((100 * downloaded) / DOWNLOAD_BYTES));
  if (percent > toldPercent) {
    toldPercent = percent;
    postMessage({ downloaded: percent });
  }
}

const siteFetch = globalThis.fetch;
globalThis.fetch = async (resource, init) => {
  const response = await siteFetch(resource, init);
  const url = new URL(resource instanceof Request ? resource.url : resource, import.meta.url).href;
  if (!response.ok || !response.body || !uncounted.delete(url)) return response;
  const counted = response.body.pipeThrough(new TransformStream({
    transform(chunk, stream) {
      count(chunk.byteLength);
      stream.enqueue(chunk);
    },
  }));
  // The same answer, read through the counter (its type still says WebAssembly's).
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
};

async function fetchEngine() {
  const response = await fetch(new URL("../engine.zip", import.meta.url));
  if (!response.ok) throw new Error(`engine.zip: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function stampOf(archive) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", archive));
  return `${version}:${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

async function keptSnapshot() {
  if (!CAN_KEEP) return null;
  return (await (await caches.open(SNAPSHOT_CACHE)).match(SNAPSHOT_KEY)) ?? null;
}

async function restore(kept, stamp) {
  if (kept.headers.get(STAMP_HEADER) !== stamp) return null;
  try {
    return await loadPyodide({ indexURL: PYODIDE_URL, _loadSnapshot: kept.arrayBuffer() });
  } catch (error) {
    console.warn("engine: the kept snapshot did not restore; starting afresh", error);
    return null;
  }
}

async function keep(snapshot, stamp) {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_KEY, new Response(snapshot, { headers: { [STAMP_HEADER]: stamp } }));
    postMessage({ kept: true });
  } catch (error) {
    console.warn("engine: the snapshot was not kept", error); // a full disk: the next start is fresh
    postMessage({ kept: false });
  }
}

async function start() {
  const archive = fetchEngine();
  const stamp = archive.then(stampOf);
  // With nothing kept, Pyodide starts at once, while the archive still downloads.
  const kept = await keptSnapshot().catch(() => null);
  let pyodide = kept && (await restore(kept, await stamp));
  const fresh = !pyodide;
  if (fresh) pyodide = await loadPyodide({ indexURL: PYODIDE_URL, _makeSnapshot: CAN_KEEP });
  // A restored Pyodide has the engine imported but not its files: they are unpacked again
  // for any module imported later.
  pyodide.unpackArchive(await archive, "zip", { extractDir: ENGINE_DIR });
  if (fresh) {
    pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)}); import engine_worker`);
    // Taken before any game exists and before any JavaScript object crosses into Python.
    if (CAN_KEEP) keep(pyodide.makeMemorySnapshot(), await stamp);
  }
  const module = pyodide.pyimport("engine_worker");
  // Only the functions the module exports answer the page.
  const exported = new Map(module.__export__.toJs().map((name) => [name, module[name]]));
  return { exported, started: fresh ? "fresh" : "snapshot" };
}

const engine = start();
engine.then(
  ({ started }) => postMessage({ ready: true, started }),
  (error) => postMessage({ ready: false, error: String(error?.message ?? error) }),
);

// A question: {id, name, args} (text only); the answer: {id, answer} or {id, error}.
addEventListener("message", async ({ data: { id, name, args } }) => {
  try {
    const answer = (await engine).exported.get(name);
    if (!answer) throw new Error(`the engine exports no ${name}`);
    postMessage({ id, answer: String(answer(...args)) });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
});
