/**
 * `npm run build:overlays`: builds every overlay of the manifest (overlays/manifest.ts) into
 * build/overlays/<name>/index.html, the page written from its manifest entry, JS and CSS
 * inlined, the two scripts of the CasparCG and SPX modes (overlays/host.ts) and the OGraf
 * graphics' module (overlays/ograf.ts). `--out DIR`
 * builds elsewhere (tests, bench).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { hostScriptConfigs, overlayConfig, overlayFolders } from './vite.config';
import { writeFamilyLists } from '../src/cli/family-lists.mjs';

writeFamilyLists();

const i = process.argv.indexOf('--out');
const outDir = resolve(i > 0 ? process.argv[i + 1] : resolve(import.meta.dirname, '../build/overlays'));
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const started = Date.now();
const names = overlayFolders();
for (const name of names) await build(overlayConfig(name, outDir));
// The scripts of ?mode=caspar and ?mode=spx (overlays/host.ts) and the OGraf module (overlays/ograf.ts), beside the pages.
for (const config of hostScriptConfigs(outDir)) await build(config);
console.log(`overlays: built ${names.join(', ')} and the CasparCG/SPX/OGraf scripts into ${outDir} in ${Date.now() - started} ms`);
