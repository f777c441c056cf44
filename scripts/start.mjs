// npm start: build what is missing, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import { serverNodeFlags } from './server-flags.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const root = new URL('..', import.meta.url).pathname;
const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
