#!/usr/bin/env node
// `npm start -w @crm/server` (the root `npm start` runs it after building the web app): bundles the
// server (always: well under a second, and never a stale build) and runs it with the server's Node
// flags, passing its arguments on (`-- --seed-demo`) and its signals through.
import { spawn } from 'node:child_process';
import { buildServer, serverNodeFlags } from './buildServer.mjs';

const server = spawn(
  process.execPath,
  [...serverNodeFlags, await buildServer(), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
