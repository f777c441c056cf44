// npm start: build what is missing, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import { ensureServerBuild } from './server-build.mjs';
import { serverEnv, serverNodeFlags } from './server-flags.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
// The server's TypeScript bundled into one module (decision 0035): plain node runs it.
const server = await ensureServerBuild();
const root = new URL('..', import.meta.url).pathname;
const child = spawn(process.execPath, [...serverNodeFlags(), server], {
  cwd: root,
  env: serverEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
