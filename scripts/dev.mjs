#!/usr/bin/env node
// `npm run dev`: the server from its TypeScript sources, restarted on change (tsx watch, port 3000),
// and Vite's dev server for the web app (http://localhost:5173, /api proxied to the server).
// Ctrl-C stops both. Production runs the compiled server instead: see README.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@takt/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@takt/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// One of them ending (a crash at start, a port in use) ends the other too.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
