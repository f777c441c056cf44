// Each web test starts logged out, with an empty page and the real fetch transport.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiTransport } from '../lib/api-client';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setApiTransport((url, init) => fetch(url, init));
});
