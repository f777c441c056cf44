// Each web test starts logged out, with an empty page and the real fetch transport.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiTransport } from '../lib/api-client';

// The first toast of a file loads sonner (components/ui/toaster.tsx); on a busy machine that can pass the
// default 1 s of findBy/waitFor. A test still fails when what it waits for never appears.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setApiTransport((url, init) => fetch(url, init));
});
