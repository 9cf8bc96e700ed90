export type WorkerName = 'parseWorker' | 'storeWorker';

const FOLDER: Record<WorkerName, string> = { parseWorker: 'parse', storeWorker: 'store' };

/**
 * Where an import worker's script is. The built server (`npm start`, see scripts/buildServer.mjs)
 * has each worker bundled beside it as plain JavaScript. Run from source (tests, `npm run dev`),
 * the worker's .mjs entry registers tsx itself, since worker threads cannot inherit it on Node 20.
 */
export const workerScript = (name: WorkerName): URL =>
  new URL(
    import.meta.url.endsWith('.ts') ? `./${FOLDER[name]}/${name}Entry.mjs` : `./${name}.js`,
    import.meta.url,
  );
