// The password worker from its TypeScript source (tests, `npm run dev`): on Node 20 a worker thread does not take
// the `--import tsx` hooks of its process, so this registers tsx and then loads the worker's task, after packing
// zxcvbn's word lists into the build folder if they are not there yet (the server build packs them for the bundle).
import { register } from 'tsx/esm/api';
import { ensurePasswordWords } from '../../../../scripts/password-words.mjs';

await ensurePasswordWords();
register();
const { default: judge } = await import('./password-worker.ts');
export default judge;
