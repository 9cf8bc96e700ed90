// Worker threads do not get `--import tsx` hooks before their entry module loads on Node 20, so
// this plain-JS entry registers tsx and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorker.ts');
