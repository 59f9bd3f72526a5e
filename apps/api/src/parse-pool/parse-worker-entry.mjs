// The worker thread's entry: the worker is TypeScript, and a thread does not inherit the loader
// of tests (vitest) the way it inherits `tsx` from the command line, so it loads through tsx here.
import { tsImport } from 'tsx/esm/api';

// tsImport is typed `any`; the module is parse-worker.ts, whose default export is the task handler.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
const worker = await tsImport('./parse-worker.ts', import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-unsafe-member-access
export default worker.default;
