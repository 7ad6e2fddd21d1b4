/**
 * The design tokens' stylesheet (./tokens.css) as text, for what no Svelte page or overlay build
 * loads: the Companion module's colours, the server's own pages. A bundle bakes it in (esbuild
 * `define`: src/companion/build.ts, src/cli/build-server.ts); run from the sources (tests,
 * `tsx`), it is read from the file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

declare const __CUECAST_TOKENS_CSS__: string | undefined;

export const TOKENS_CSS: string =
	typeof __CUECAST_TOKENS_CSS__ === 'string' ? __CUECAST_TOKENS_CSS__ : readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');
