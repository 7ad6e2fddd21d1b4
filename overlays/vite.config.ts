/**
 * Vite config of ONE overlay page, built by overlays/build.ts (`npm run build:overlays`) for
 * every overlay of the manifest (overlays/manifest.ts). A page's index.html is not a file: it
 * is written here from the manifest entry (title, size) and loads the folder's main.ts. Each
 * page is standalone: its JS and CSS are inlined into build/overlays/<name>/index.html, so a
 * cold load is one request plus the socket.
 *   OVERLAY=scorebug npx vite build --config overlays/vite.config.ts   builds one by hand.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import { HOST_SCRIPT, SPX_BRIDGE_SCRIPT } from './host';
import { OGRAF_SCRIPT } from './ograf';
import { OVERLAYS, overlayEntry, type OverlayEntry } from './manifest';
import { WORDS_PLACEHOLDER, wordsFiles } from './words';

const here = dirname(fileURLToPath(import.meta.url));

/** The overlays to build: the manifest's, each checked to have its folder's main.ts. */
export function overlayFolders(dir = here): string[] {
	for (const o of OVERLAYS) if (!existsSync(join(dir, o.name, 'main.ts'))) throw new Error(`overlay "${o.name}" (manifest.ts) has no ${o.name}/main.ts`);
	return OVERLAYS.map((o) => o.name).sort();
}

/**
 * The page, every byte of it weighed (its 12 KB): no viewport meta (OBS, CasparCG and SPX render
 * in desktop Chromium, which ignores it; the page's CSS sets its 1920×1080) and no indentation.
 */
function pageHtml(o: OverlayEntry): string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cuecast · ${o.name}</title><script type="module" src="./main.ts"></script></head><body><div id="gfx"></div></body></html>`;
}

/** Serves <name>/index.html to the build from the manifest entry (no hand-written file). */
function manifestPage(o: OverlayEntry): Plugin {
	const id = resolve(here, o.name, 'index.html');
	return {
		name: 'cuecast-overlay-page',
		enforce: 'pre',
		resolveId: (source) => (source === id ? id : undefined),
		load: (source) => (source === id ? pageHtml(o) : undefined)
	};
}

/**
 * Drops the design tokens (src/lib/theme/tokens.css, imported whole by _shared/base.css) that
 * neither the page's CSS nor its script uses: the app's surfaces and buttons are not an overlay's.
 */
export function dropUnusedTokens(css: string, js: string): string {
	return css.replace(/(?<=[{;])--([\w-]+):[^;}]*(?:;|(?=\}))/g, (decl, name: string) =>
		css.includes(`var(--${name}`) || js.includes(`--${name}`) ? decl : ''
	);
}

/** Puts the page's entry JS and its CSS into the HTML (no shared chunks: one entry per build). */
function inlineAssets(page: OverlayEntry): Plugin {
	return {
		name: 'cuecast-inline-overlay',
		apply: 'build',
		enforce: 'post',
		generateBundle(_options, bundle) {
			for (const html of Object.values(bundle)) {
				if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
				let text = String(html.source);
				const js = Object.values(bundle)
					.map((c) => (c.type === 'chunk' ? c.code : ''))
					.join('\n');
				for (const [name, item] of Object.entries(bundle)) {
					const url = `/overlay-assets/${name}`;
					if (item.type === 'chunk' && text.includes(url)) {
						// The page's words: the keys its (tree-shaken) code names, per language and, on a page
						// that shows one table, per discipline (the page names that file after the whole one).
						const words = wordsFiles(page.name, item.code, !page.venue && !page.competition);
						for (const w of words.files) this.emitFile({ type: 'asset', fileName: w.fileName, source: w.json });
						// (their common start: the page adds -<lang>[-<discipline>].json)
						const base = `/overlay-assets/${words.files[0]!.fileName.replace(/-[a-z]{2}\.json$/, '')}`;
						const code = words.code.replaceAll(WORDS_PLACEHOLDER, JSON.stringify(base)).replace(/<\/script/gi, '<\\/script');
						// (with the whitespace Vite puts around the tags it writes: none is wanted in the page)
						text = text.replace(new RegExp(`\\s*<script type="module"[^>]*src="${url}"[^>]*></script>\\s*`), () => `<script type="module">${code}</script>`);
						delete bundle[name];
					} else if (item.type === 'asset' && name.endsWith('.css') && text.includes(url)) {
						// (Vite's chunk marker comment means nothing once the CSS is inlined: every byte counts here)
						const css = dropUnusedTokens(String(item.source), js)
							.replace(/\s*\/\*\$vite\$:\d+\*\/\s*$/, '')
							.replace(/<\/style/gi, '<\\/style');
						text = text.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${url}"[^>]*>\\s*`), () => `<style>${css}</style>`);
						delete bundle[name];
					}
				}
				html.source = text;
			}
		}
	};
}

export function overlayConfig(name: string, outDir = resolve(here, '../build/overlays')): InlineConfig {
	const entry = overlayEntry(name);
	if (!entry) throw new Error(`no overlay "${name}" in overlays/manifest.ts`);
	return {
		configFile: false,
		root: here,
		base: '/overlay-assets/',
		publicDir: false,
		logLevel: 'warn',
		plugins: [manifestPage(entry), inlineAssets(entry)],
		build: {
			outDir,
			emptyOutDir: false,
			// OBS 28–30 ship Chromium 103 (CEF); nothing newer is assumed.
			target: 'chrome103',
			modulePreload: false,
			cssCodeSplit: false,
			assetsInlineLimit: 100_000,
			reportCompressedSize: false,
			rollupOptions: { input: { [name]: resolve(here, name, 'index.html') } }
		}
	};
}

/**
 * The host-mode scripts (overlays/host.ts): plain scripts, not modules, one file each beside the
 * overlays. The server puts them into a page only for ?mode=caspar|spx, so an overlay's own
 * page (and its weight) is the same without the mode. Beside them the OGraf graphic's module
 * (overlays/ograf.ts), which the server answers as each graphic's graphic.mjs.
 */
export function hostScriptConfigs(outDir = resolve(here, '../build/overlays')): InlineConfig[] {
	return (
		[
			['_shared/host-modes.ts', HOST_SCRIPT, 'iife'],
			['_shared/spx-bridge.ts', SPX_BRIDGE_SCRIPT, 'iife'],
			// The OGraf graphic (overlays/ograf.ts): an ES module whose default export is its element.
			['_shared/ograf-graphic.ts', OGRAF_SCRIPT, 'es']
		] as const
	).map(([entry, file, format]) => ({
		configFile: false,
		root: here,
		publicDir: false,
		logLevel: 'warn',
		build: {
			outDir,
			emptyOutDir: false,
			target: 'chrome103',
			reportCompressedSize: false,
			lib: { entry: resolve(here, entry), formats: [format], name: 'cuecastHost', fileName: () => file }
		}
	}));
}

export default defineConfig(overlayConfig(process.env.OVERLAY ?? 'scorebug'));
