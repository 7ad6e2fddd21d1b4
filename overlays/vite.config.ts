/**
 * Vite config of ONE overlay page, built by overlays/build.ts (`npm run build:overlays`) for
 * every overlay folder (a folder with an index.html; `_shared` and dot-folders are not
 * overlays). Each page is standalone: its JS and CSS are inlined into
 * build/overlays/<name>/index.html, so a cold load is one request plus the socket.
 *   OVERLAY=scorebug npx vite build --config overlays/vite.config.ts   builds one by hand.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export function overlayFolders(dir = here): string[] {
	return readdirSync(dir, { withFileTypes: true })
		.filter((d) => d.isDirectory() && /^[a-z0-9][a-z0-9-]{0,31}$/.test(d.name) && existsSync(join(dir, d.name, 'index.html')))
		.map((d) => d.name)
		.sort();
}

/** Puts the page's entry JS and its CSS into the HTML (no shared chunks: one entry per build). */
function inlineAssets(): Plugin {
	return {
		name: 'cuecast-inline-overlay',
		apply: 'build',
		enforce: 'post',
		generateBundle(_options, bundle) {
			for (const html of Object.values(bundle)) {
				if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
				let text = String(html.source);
				for (const [name, item] of Object.entries(bundle)) {
					const url = `/overlay-assets/${name}`;
					if (item.type === 'chunk' && text.includes(url)) {
						const code = item.code.replace(/<\/script/gi, '<\\/script');
						text = text.replace(new RegExp(`<script type="module"[^>]*src="${url}"[^>]*></script>`), () => `<script type="module">${code}</script>`);
						delete bundle[name];
					} else if (item.type === 'asset' && name.endsWith('.css') && text.includes(url)) {
						const css = String(item.source).replace(/<\/style/gi, '<\\/style');
						text = text.replace(new RegExp(`<link rel="stylesheet"[^>]*href="${url}"[^>]*>`), () => `<style>${css}</style>`);
						delete bundle[name];
					}
				}
				html.source = text;
			}
		}
	};
}

export function overlayConfig(name: string, outDir = resolve(here, '../build/overlays')): InlineConfig {
	return {
		configFile: false,
		root: here,
		base: '/overlay-assets/',
		publicDir: false,
		logLevel: 'warn',
		plugins: [inlineAssets()],
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

export default defineConfig(overlayConfig(process.env.OVERLAY ?? 'scorebug'));
