#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and the Vite dev server, which proxies /api.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@crm/source', '--watch', 'apps/server/src/main.ts'],
    { stdio: 'inherit', env: { ...process.env, PORT: apiPort } },
  ),
  spawn('npx', ['vite', '--config', 'apps/crm/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => (process.exitCode ||= code ?? 0)));
