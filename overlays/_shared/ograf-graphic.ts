/**
 * The OGraf graphic (EBU OGraf v1, https://ograf.ebu.io; docs/overlays.md, "OGraf"): the module
 * each overlay's `<name>.ograf.json` names as its `main`. Its default export is the Web Component
 * an OGraf renderer defines under a tag of its own (never customElements.define here) and drives:
 * load() puts the live overlay into a frame, `<server>/overlay/<table>/<name>?mode=caspar`, and
 * the actions go to it by postMessage as the SPX template's do (spx-bridge.ts, host-modes.ts):
 *   playAction   → play (shown), then next() to the target step (the intro's cards)
 *   stopAction   → stop (animated out)
 * (with skipAnimation, play and stop are at once: {skip: true}, host-modes.ts `atOnce()`)
 *   updateAction → update(data), the fields by name (table, lang, player1 …)
 *   dispose      → remove (the overlay closes its socket), then the frame goes
 * The overlay stays the cuecast server's live page. Built on its own as an ES module
 * (overlays/build.ts → ograf-graphic.js); the server puts `const __CUECAST_OGRAF__ = {…}` (the
 * overlay, the defaults: overlays/ograf.ts) before it when it answers graphic.mjs.
 */
import type { HostMessage } from './host-modes';
import type { OgrafConfig } from '../ograf';

declare const __CUECAST_OGRAF__: OgrafConfig;
const CFG = __CUECAST_OGRAF__;

interface ReturnPayload {
	statusCode: number;
	statusMessage?: string;
	currentStep?: number;
}
type Data = Record<string, unknown>;

const asRecord = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** How long the overlay's own transitions take (host-modes.ts CSS): an action resolves once it is done. */
const IN_MS = 450;
const OUT_MS = 300;
const READY_MS = 15_000;
/** How long dispose() waits for the page to say it has let go (its own bound is 1 s). */
const REMOVE_MS = 2_000;
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export default class CuecastGraphic extends HTMLElement {
	#frame: HTMLIFrameElement | null = null;
	#origin = '';
	#server = '';
	#ready = false;
	#queue: HostMessage[] = [];
	#whenReady: (() => void)[] = [];
	/** OGraf's current step: undefined at the start and the end (not shown). */
	#step: number | undefined = undefined;
	/** The overlay's own step (its next() count), kept while it is out. */
	#card = 0;
	#onMessage = (e: MessageEvent<unknown>) => {
		const m = asRecord(e.data);
		if (!this.#frame || e.source !== this.#frame.contentWindow || e.origin !== this.#origin) return;
		if (m.cuecast === 'reloading') this.#ready = false;
		else if (m.cuecast === 'ready') {
			this.#ready = true;
			for (const q of this.#queue.splice(0)) this.#send(q);
			for (const r of this.#whenReady.splice(0)) r();
		}
	};

	#send(m: HostMessage): void {
		const w = this.#frame?.contentWindow;
		if (this.#ready && w) w.postMessage(m, this.#origin);
		else this.#queue.push(m);
	}

	/** The data by field name (the manifest's schema) as the overlay's update() takes it (by field id). */
	#fields(data: Data, skip: string[] = []): Record<string, string> {
		const out: Record<string, string> = {};
		for (const [name, id] of Object.entries(CFG.fields)) if (Object.hasOwn(data, name) && !skip.includes(name)) out[id] = text(data[name]);
		return out;
	}

	async load(params: { data?: unknown; renderType?: string; renderCharacteristics?: { resolution?: { width?: number } } }): Promise<ReturnPayload> {
		if (params?.renderType && params.renderType !== 'realtime') return { statusCode: 400, statusMessage: 'cuecast graphics render in real time only' };
		if (this.#frame) return { statusCode: 409, statusMessage: 'already loaded' };
		const data = asRecord(params?.data);
		let src: URL;
		try {
			src = new URL(`/overlay/${encodeURIComponent(text(data.table) || CFG.table)}/${encodeURIComponent(CFG.overlay)}`, text(data.server) || CFG.server);
		} catch {
			return { statusCode: 400, statusMessage: `not a server address: ${text(data.server)}` };
		}
		src.searchParams.set('mode', 'caspar');
		const lang = text(data.lang) || CFG.lang;
		if (lang) src.searchParams.set('lang', lang);
		this.#server = src.origin;
		this.#origin = src.origin;

		const { width, height } = CFG.size;
		// Drawn for its size (the manifest's renderRequirements), scaled to the renderer's.
		const scale = (params?.renderCharacteristics?.resolution?.width ?? width) / width;
		const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
		const style = document.createElement('style');
		// Hidden until the first playAction: nothing is painted before it (the page also starts out).
		style.textContent = `:host{position:absolute;left:0;top:0;display:block;width:${width * scale}px;height:${height * scale}px;overflow:hidden;pointer-events:none}iframe{position:absolute;left:0;top:0;width:${width}px;height:${height}px;border:0;background:transparent;transform-origin:0 0;transform:scale(${scale});visibility:hidden}iframe.on{visibility:visible}`;
		const frame = (this.#frame = document.createElement('iframe'));
		frame.title = `cuecast ${CFG.overlay}`;
		frame.setAttribute('allowtransparency', 'true');
		frame.setAttribute('scrolling', 'no');
		frame.src = src.href;
		addEventListener('message', this.#onMessage);
		root.replaceChildren(style, frame);
		// The table and language are in the address; the rest (names) the page takes by update().
		const rest = this.#fields(data, ['table', 'lang']);
		if (Object.values(rest).some(Boolean)) this.#send({ cuecast: 'update', data: rest });

		const ready = await Promise.race([new Promise<boolean>((r) => this.#whenReady.push(() => r(true))), wait(READY_MS).then(() => false)]);
		return ready ? { statusCode: 200 } : { statusCode: 504, statusMessage: `the overlay at ${src.href} did not answer (actions wait for it)` };
	}

	async dispose(): Promise<ReturnPayload> {
		removeEventListener('message', this.#onMessage);
		const frame = this.#frame;
		const page = frame?.contentWindow;
		if (page && this.#ready) {
			// remove: the page closes its socket and timers, and says so once its socket has closed
			// (host-modes.ts); then the frame (and the page) goes. Gone all the same if it does not say.
			const origin = this.#origin;
			await new Promise<void>((done) => {
				const said = (e: MessageEvent<unknown>) => {
					if (e.source === page && e.origin === origin && asRecord(e.data).cuecast === 'removed') end();
				};
				const end = () => {
					removeEventListener('message', said);
					clearTimeout(timer);
					done();
				};
				const timer = setTimeout(end, REMOVE_MS);
				addEventListener('message', said);
				page.postMessage({ cuecast: 'remove' } satisfies HostMessage, origin);
			});
		}
		frame?.remove();
		this.#frame = null;
		this.#ready = false;
		this.#queue = [];
		this.#step = undefined;
		// A renderer may load this element again: its next page starts on the first card.
		this.#card = 0;
		this.#whenReady = [];
		return { statusCode: 200 };
	}

	async updateAction(params: { data?: unknown }): Promise<ReturnPayload> {
		const data = asRecord(params?.data);
		if (text(data.server)) {
			let origin = '';
			try {
				origin = new URL(text(data.server)).origin;
			} catch {
				/* not an address */
			}
			if (origin !== this.#server) return { statusCode: 400, statusMessage: 'the server is set at load(): load the graphic anew for another' };
		}
		const fields = this.#fields(data);
		if (Object.keys(fields).length) this.#send({ cuecast: 'update', data: fields });
		return { statusCode: 200 };
	}

	async playAction(params: { delta?: number; goto?: number; skipAnimation?: boolean } = {}): Promise<ReturnPayload> {
		const target = params.goto !== undefined ? params.goto : (this.#step ?? -1) + (params.delta ?? 1);
		if (!Number.isInteger(target) || target < 0) return { statusCode: 400, statusMessage: `no step ${target}`, currentStep: this.#step };
		if (target >= CFG.stepCount) {
			await this.stopAction({ skipAnimation: params.skipAnimation });
			return { statusCode: 200, currentStep: undefined };
		}
		const entering = this.#step === undefined;
		if (entering) {
			this.#frame?.classList.add('on');
			this.#send({ cuecast: 'play', skip: params.skipAnimation === true });
		}
		// The overlay's next() goes round its steps: as many as it takes from its step to the target.
		for (let n = (target - this.#card + CFG.stepCount) % CFG.stepCount; n > 0; n--) this.#send({ cuecast: 'next' });
		this.#card = target;
		this.#step = target;
		if (entering && !params.skipAnimation) await wait(IN_MS);
		return { statusCode: 200, currentStep: target };
	}

	async stopAction(params: { skipAnimation?: boolean } = {}): Promise<ReturnPayload> {
		this.#step = undefined;
		this.#send({ cuecast: 'stop', skip: params?.skipAnimation === true });
		if (params?.skipAnimation) this.#frame?.classList.remove('on');
		else await wait(OUT_MS);
		return { statusCode: 200 };
	}

	async customAction(params: { id?: string }): Promise<ReturnPayload> {
		return { statusCode: 404, statusMessage: `no custom action ${String(params?.id)}: cuecast graphics have none` };
	}

	// supportsNonRealTime is false: a renderer does not call these; they say so if one does.
	async goToTime(): Promise<ReturnPayload> {
		return { statusCode: 501, statusMessage: 'cuecast graphics render in real time only' };
	}

	async setActionsSchedule(): Promise<ReturnPayload> {
		return { statusCode: 501, statusMessage: 'cuecast graphics render in real time only' };
	}
}
