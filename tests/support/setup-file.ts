/** Run by vitest before every test file (vite.config.ts `setupFiles`): clears what the file left behind (file-end.ts). */
import { afterAll } from 'vitest';
import { clearAfterFile } from './file-end';

afterAll(clearAfterFile);
