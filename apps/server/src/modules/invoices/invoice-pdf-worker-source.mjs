// The PDF worker from its TypeScript source (tests, `npm run dev`): on Node 20 a worker thread does not take the
// `--import tsx` hooks of its process, so this registers tsx and then loads the worker's task.
import { register } from 'tsx/esm/api';

register();
const { default: draw } = await import('./invoice-pdf-worker.ts');
export default draw;
