/**
 * The console's brain, apart from its looks: keys → commands → the stroke being composed or
 * an action sent to the server. Everything the marker sees about the match comes from the
 * server's state; the only local state is the stroke being typed, the queue of actions not
 * yet acknowledged, and what is open on screen.
 *
 * What the match is (family, balls, rack) comes from the view model ($lib/view/table-view.ts)
 * and the engine's catalog; actions go to the server through ./sender.svelte.ts.
 */
import type { Live } from '$lib/protocol/live.svelte';
import { allows } from '$lib/protocol/access';
import type { ClockConfig, MatchState, TableState } from '$lib/protocol';
import type { Family } from '$lib/engine/catalog';
import { t, tOr, tReason } from '$lib/i18n/index.svelte';
import { matchView, type MatchView } from '$lib/view/table-view';
import { clockOf, type ClockEvent } from './clock';
import { commitDraft, conditionHolds, emptyDraft, inMode, isEmpty, press, typesPoints, type Draft } from './compose';
import { eventKeys } from './keys';
import type { PadAsk, PadContext, PadOutcome, Words } from '$lib/disciplines/pad';
import { bindingsFor, COMMON, findBinding, padKeys, promptKeys, type Binding, type Command, type Condition } from './keymap';
import { ActionSender, type Refusal } from './sender.svelte';
import { OfflineTable } from './offline.svelte';
import { offlineStore } from './offline-store';

/** Words as the console says them, values that are words themselves included. */
export const words = (w: Words): string =>
	t(w.key, w.params && Object.fromEntries(Object.entries(w.params).map(([k, v]) => [k, typeof v === 'object' ? words(v) : v])));

export interface Notice {
	tone: 'error' | 'info' | 'ok';
	text: string;
	/** Said because the connection was down: cleared when it is back. */
	offline?: boolean;
}


export class ConsoleController {
	draft: Draft = $state(emptyDraft());
	help = $state(false);
	showSetup = $state(false);
	/** The shot-clock settings panel is open. */
	clockSettings = $state(false);
	confirm: { text: string; run: () => void } | null = $state(null);
	notice: Notice | null = $state(null);
	/** What the pad asks before it sends (pool: which ball was called). */
	called: PadAsk<Draft> | null = $state(null);
	readonly sender: ActionSender;
	/** The replica, the outbox and the local state that keep the console scoring offline. */
	readonly offline: OfflineTable;

	constructor(
		readonly live: Live,
		readonly table: string
	) {
		this.offline = new OfflineTable(table, live, offlineStore);
		this.sender = new ActionSender(
			live,
			table,
			() => this.match,
			{
				accepted: () => (this.notice = null),
				refused: (r) => this.refused(r)
			},
			this.offline
		);
	}

	get busy(): boolean {
		return this.sender.busy;
	}
	get queued(): number {
		return this.sender.queued;
	}
	/** The revision the server last acknowledged for the match on the table (-1: none yet). */
	get acked(): number {
		const a = this.sender.acked;
		return a && a.match === this.match?.id ? a.revision : -1;
	}

	/** What the console shows: the server's state, or while strokes wait, the local one. */
	get view(): TableState | null {
		return this.offline.local ?? this.live.tables[this.table] ?? null;
	}
	get match(): MatchState | null {
		return this.view?.match ?? null;
	}
	/**
	 * The match as every board sees it (null: no match, or one this console cannot show). Derived,
	 * so built once per state: the pad's buttons, the key map and the panels read it dozens of times.
	 */
	readonly mv: MatchView | null = $derived.by(() => {
		const v = this.view;
		return v ? matchView(v) : null;
	});
	get discipline(): string {
		return this.mv?.discipline ?? '';
	}
	get family(): Family | null {
		return this.mv?.family ?? null;
	}
	/** This session may score this table: the operator's, or the table device paired to it (protocol/access.ts). */
	get canScore(): boolean {
		// offline after a reload, the grant the server last gave this browser (it checks again on delivery)
		const grant = this.live.grant ?? (this.live.status === 'connected' ? null : this.offline.grant);
		return grant !== null && allows(grant, 'score', this.table);
	}
	get bindings(): Binding[] {
		const mv = this.mv;
		return mv ? bindingsFor(mv.info) : COMMON;
	}
	/** The key map as it stands now: only the keys that apply to this match at this moment. */
	get applicable(): Binding[] {
		return this.bindings.filter((b) => !b.when || this.holds(b.when));
	}
	get finished(): boolean {
		return this.mv?.status === 'finished';
	}
	get pending() {
		return this.mv?.pending ?? null;
	}

	/** Whether a binding's condition holds now, as the match's family's pad says. */
	holds = (c: Condition): boolean => {
		const mv = this.mv;
		return mv ? conditionHolds(mv.family, c, mv, (this.match?.setup ?? {}) as Record<string, unknown>) : false;
	};

	say(tone: Notice['tone'], text: string) {
		this.notice = { tone, text };
	}

	// ------------------------------------------------------------------ keyboard

	keydown = (e: KeyboardEvent) => {
		if (e.defaultPrevented) return;
		const target = e.target as HTMLElement | null;
		// the key map sits over everything, a focused name field included: it takes every key
		if (this.help) {
			e.preventDefault();
			if (eventKeys(e).some((k) => ['?', 'Escape', 'F1'].includes(k))) this.help = false;
			return;
		}
		const typing = !!target?.closest?.('input, textarea, select, [contenteditable="true"]');
		if (typing || this.showSetup) return;
		const names = eventKeys(e);
		// a held key never commits twice; undo and redo may repeat
		if (e.repeat && !names.some((n) => ['z', 'y', 'Ctrl+z', 'Ctrl+y'].includes(n))) {
			e.preventDefault();
			return;
		}
		if (this.key(names)) e.preventDefault();
	};

	/** Handles one key (its candidate names); true when it meant something here. */
	key(names: string[]): boolean {
		const has = (...k: string[]) => k.some((x) => names.includes(x));
		if (this.confirm) {
			if (has('y', '1', 'Enter')) {
				const run = this.confirm.run;
				this.confirm = null;
				run();
			} else if (has('n', '2', 'Escape')) this.confirm = null;
			return true;
		}
		if (this.help) {
			if (has('?', 'Escape', 'F1')) this.help = false;
			return true;
		}
		if (this.called) {
			const i = this.called.options.findIndex((_, k) => has(String(k + 1)));
			if (i >= 0) this.answerCalled(i);
			else if (has('Escape')) this.cancelCalled();
			return true;
		}
		if (this.clockSettings) {
			// the panel's fields take their own keys; nothing scores while it is open
			if (has('Escape')) this.clockSettings = false;
			return true;
		}
		const pending = this.pending;
		if (pending && this.canScore) {
			for (const p of promptKeys(pending.options, padKeys(this.bindings))) {
				if (has(p.number) || (p.letter && has(p.letter))) {
					this.send({ t: 'choose', option: p.option });
					return true;
				}
			}
		}
		// where the keys type the inning's points, digits after the first one (0 included) build it
		if (this.family && typesPoints(this.family) && this.draft.digits && has('0')) {
			this.exec({ k: 'digit', d: 0 });
			return true;
		}
		const b = findBinding(this.bindings, names, this.holds);
		if (!b) return false;
		if (pending && !['undo', 'redo', 'help', 'escape', 'clock'].includes(b.cmd.k)) {
			const letters = promptKeys(pending.options, padKeys(this.bindings)).some((p) => p.letter);
			this.say('info', t(letters ? 'prompt.keys' : 'prompt.keysNumber'));
			return true;
		}
		this.run(b);
		return true;
	}

	/** A binding chosen by key or button. */
	run(b: Binding) {
		if (b.when && !this.holds(b.when)) {
			this.say('info', b.when === 'pushOut' ? t('msg.noPush') : t('msg.notAvailable', { d: t(b.label, b.params) }));
			return;
		}
		this.exec(b.cmd);
	}

	exec(cmd: Command) {
		const d = this.draft;
		switch (cmd.k) {
			case 'undo':
				return this.send({ t: 'undo' });
			case 'redo':
				return this.send({ t: 'redo' });
			case 'help':
				this.help = !this.help;
				return;
			case 'escape':
				// a mode waiting for its key is left first; then the marks go
				if (d.pick) this.draft = { ...d, pick: null };
				else if (!isEmpty(d) || inMode(d)) this.draft = emptyDraft();
				else this.notice = null;
				return;
			case 'clock':
				if (cmd.op === 'settings') return this.openClockSettings();
				if (cmd.op === 'game') return void this.gameClock();
				return void this.clock(cmd.op === 'toggle' ? (clockOf(this.view)?.running ? 'clock:stop' : 'clock:start') : cmd.op === 'reset' ? 'clock:reset' : 'clock:extend');
			case 'clear':
				this.draft = emptyDraft();
				return;
			case 'commit':
				return this.family ? this.outcome(commitDraft(this.family, d, cmd.as, this.padContext)) : undefined;
			default:
				return this.family ? this.outcome(press(this.family, d, cmd, this.padContext)) : undefined;
		}
	}

	/** What the match's family's pad needs to know of the match. */
	private get padContext(): PadContext {
		const mv = this.mv;
		return { discipline: this.discipline, balls: mv?.info.balls ?? 15, rack: mv?.rack, striker: mv?.players[mv.turn ?? -1]?.name ?? '' };
	}

	/** Does what a key did on the pad: the draft changed, a stroke goes, a question or a confirmation first. */
	private outcome(o: PadOutcome<Draft> | null) {
		if (!o) return;
		if ('ask' in o) this.called = o.ask;
		else if ('commit' in o) this.commit(o.commit);
		else if ('confirm' in o) {
			const action = o.send;
			this.confirm = { text: words(o.confirm), run: () => this.send(action) };
		} else if ('send' in o) {
			if (o.draft) this.draft = o.draft;
			this.send(o.send);
		} else {
			this.draft = o.draft;
			if (o.say) this.say('info', words(o.say));
		}
	}

	/** Sends the composed stroke and clears the pad (the stroke comes back if refused). */
	private commit(action: Record<string, unknown>) {
		const draft = this.draft;
		this.draft = emptyDraft();
		this.send(action, draft);
	}

	/** The marker said what was called (8-ball's group, 10-ball's ball, or the call missed). */
	answerCalled(i: number) {
		const ask = this.called;
		const option = ask?.options[i];
		if (!ask || !option) return;
		this.called = null;
		this.draft = emptyDraft();
		this.send(option.action, ask.draft);
	}
	cancelCalled() {
		if (this.called) this.draft = this.called.draft;
		this.called = null;
	}

	// ------------------------------------------------------------------ server

	send(action: Record<string, unknown>, draft: Draft | null = null) {
		if (!this.canScore) return this.say('error', t('msg.readOnly'));
		if (!this.match) return this.say('error', t('msg.noMatch'));
		this.sender.send(action, draft);
	}

	private refused(r: Refusal) {
		if (r.draft && isEmpty(this.draft)) this.draft = r.draft;
		const stale = r.refusal.code?.startsWith('stale') ?? false;
		const text = (stale ? t('msg.stale') + ' ' : '') + t('msg.refused', { reason: tReason(r.refusal) }) + (r.dropped ? ' · ' + t('msg.dropped', { n: r.dropped }) : '');
		this.notice = { tone: 'error', text, offline: this.live.status !== 'connected' };
	}

	/** The connection is back: what was said only because it was down no longer holds. */
	reconnected() {
		if (this.notice?.offline) this.notice = null;
	}

	async startMatch(setup: Record<string, unknown>): Promise<boolean> {
		if (!this.canScore) {
			this.say('error', t('msg.readOnly'));
			return false;
		}
		const reply = await this.live.call('match:start', { table: this.table, setup, replaces: this.match?.id ?? null });
		if (!reply.ok) {
			this.say('error', t('setup.invalid', { reason: tReason(reply) }));
			return false;
		}
		this.draft = emptyDraft();
		this.showSetup = false;
		this.notice = null;
		return true;
	}

	private async clock(event: ClockEvent) {
		if (!this.canScore) return this.say('error', t('msg.readOnly'));
		if (!clockOf(this.view)) return this.say('info', t('clock.offHint'));
		const reply = await this.live.call(event, { table: this.table });
		if (!reply.ok) this.notice = { tone: 'error', text: t('msg.refused', { reason: tReason(reply) }), offline: this.live.status !== 'connected' };
	}

	/** Starts or pauses a timed match's game clock (docs/protocol.md, "Game clock"). */
	private async gameClock() {
		if (!this.canScore) return this.say('error', t('msg.readOnly'));
		const game = this.view?.gameClock;
		if (!game) return this.say('info', t('gameClock.noGame'));
		const reply = await this.live.call(game.running ? 'clock:game-stop' : 'clock:game-start', { table: this.table });
		if (!reply.ok) this.notice = { tone: 'error', text: t('msg.refused', { reason: tReason(reply) }), offline: this.live.status !== 'connected' };
	}

	/** Sets the time left on the game clock (the referee's correction); null when the server took it, else its reason. */
	async setGameClock(seconds: number): Promise<string | null> {
		if (!this.canScore) return t('msg.readOnly');
		const reply = await this.live.call('clock:game-set', { table: this.table, seconds });
		return reply.ok ? null : tReason(reply);
	}

	openClockSettings() {
		if (!this.canScore) return this.say('error', t('msg.readOnly'));
		if (!this.view) return;
		this.help = false;
		this.clockSettings = true;
	}

	/** Sends new clock settings; null when the server took them, else its reason. */
	async saveClock(config: ClockConfig): Promise<string | null> {
		if (!this.canScore) return t('msg.readOnly');
		const reply = await this.live.call('clock:config', { table: this.table, config });
		if (!reply.ok) return tReason(reply);
		this.clockSettings = false;
		this.say('ok', t('clockset.saved'));
		return null;
	}

	askRerack() {
		this.confirm = { text: t('confirm.rerack'), run: () => this.send({ t: 'rerack' }) };
	}
	askForfeit(player: number) {
		const name = this.mv?.players[player]?.name ?? String(player + 1);
		this.confirm = { text: t('confirm.forfeit', { name }), run: () => this.send({ t: 'forfeit', player }) };
	}
	openSetup() {
		if (this.match && !this.finished) {
			this.confirm = { text: t('confirm.newMatch'), run: () => (this.showSetup = true) };
		} else this.showSetup = true;
	}

	optionLabel(option: string): string {
		return tOr(`opt.${option}`, option);
	}
}
