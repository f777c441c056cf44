// Browser journeys need Debian's Chromium: find it, install it when we are root on Debian, or say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Chromium without a window and without its own calls home, as the journeys and the page audits run it. */
export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing the Debian package (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = chromiumPath();
    if (installed) return installed;
  }
  console.error(
    'Browser tests need Chromium. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).',
  );
  process.exit(1);
}
