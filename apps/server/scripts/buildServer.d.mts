/** Where the bundled server lands (apps/server/dist). */
export const serverDist: string;
/** Bundles the server and its import workers; resolves to the path of dist/main.js. */
export function buildServer(): Promise<string>;
/** Node flags the server runs with (npm start, the benches). */
export const serverNodeFlags: string[];
