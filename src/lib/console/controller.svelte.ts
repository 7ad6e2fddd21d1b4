/**
 * The console's brain, apart from its looks: keys → commands → the stroke being composed or
 * an action sent to the server. Everything the marker sees about the match comes from the
 * server's state; the only local state is the stroke being typed, the queue of actions not
 * yet acknowledged, and what is open on screen.
 *
 * Actions are sent one at a time, each against the revision the previous one produced (every
 * ack carries the new state), so fast typing never forks or races.
 * A refusal empties the queue, shows the reason, and puts the refused stroke back on the pad.
 */
import type { Live } from '$lib/protocol/live.svelte';
import type { ClockConfig, MatchState, TableState, WireSummary } from '$lib/protocol';
import { t, tOr, tReason } from '$lib/i18n/index.svelte';
import { clockOf, type ClockEvent } from './clock';
import {
	caromClose,
	emptyDraft,
	isEmpty,
	pinAction,
	poolAction,
	poolDigit,
	setFoul,
	toggleBall,
	togglePin,
	type Draft
} from './compose';
import { disciplineInfo, familyOf, type Family } from './disciplines';
import { eventKeys } from './keys';
import { bindingsFor, findBinding, promptKeys, type Binding, type Command, type Condition } from './keymap';

export interface Notice {
	tone: 'error' | 'info' | 'ok';
	text: string;
}

interface Queued {
	action: Record<string, unknown>;
	draft: Draft | null;
}

export class ConsoleController {
	draft: Draft = $state(emptyDraft());
	help = $state(false);
	showSetup = $state(false);
	/** The shot-clock settings panel is open. */
	clockSettings = $state(false);
	confirm: { text: string; run: () => void } | null = $state(null);
	notice: Notice | null = $state(null);
	busy = $state(false);
	queued = $state(0);
	/** The last accepted action sent from here (for the "what happened" line). */
	lastSent: { revision: number; action: Record<string, unknown> } | null = $state(null);

	private queue: Queued[] = [];
	private pumping = false;

	constructor(
		readonly live: Live,
		readonly table: string
	) {}

	get view(): TableState | null {
		return this.live.tables[this.table] ?? null;
	}
	get match(): MatchState | null {
		return this.view?.match ?? null;
	}
	get summary(): WireSummary | null {
		return this.match?.summary ?? null;
	}
	get discipline(): string {
		return this.summary?.discipline ?? '';
	}
	get family(): Family {
		return familyOf(this.discipline);
	}
	get operator(): boolean {
		return this.live.role === 'operator';
	}
	get bindings(): Binding[] {
		return bindingsFor(this.family, this.discipline);
	}
	get finished(): boolean {
		return this.summary?.status === 'finished';
	}
	get pending() {
		return this.finished ? null : (this.summary?.pending ?? null);
	}

	holds = (c: Condition): boolean => {
		const s = this.summary;
		const rack = (s?.rack ?? null) as { pushOutAvailable?: boolean; breakDue?: boolean } | null;
		switch (c) {
			case 'pushOut':
				return rack?.pushOutAvailable === true;
			case 'breakDue':
				return rack?.breakDue === true;
			case 'balk':
				return !!s?.balk;
			case 'tiebreak':
				return !!s?.tiebreak;
			case 'noTiebreak':
				return !s?.tiebreak;
		}
	};

	say(tone: Notice['tone'], text: string) {
		this.notice = { tone, text };
	}

	// ------------------------------------------------------------------ keyboard

	keydown = (e: KeyboardEvent) => {
		if (e.defaultPrevented) return;
		const target = e.target as HTMLElement | null;
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
		if (this.clockSettings) {
			// the panel's fields take their own keys; nothing scores while it is open
			if (has('Escape')) this.clockSettings = false;
			return true;
		}
		const pending = this.pending;
		if (pending && this.operator) {
			for (const p of promptKeys(pending.options)) {
				if (has(p.number) || (p.letter && has(p.letter))) {
					this.send({ t: 'choose', option: p.option });
					return true;
				}
			}
		}
		// carom: digits after the first one (0 included) build the inning
		if (this.family === 'carom' && this.draft.digits && has('0')) {
			this.exec({ k: 'digit', d: 0 });
			return true;
		}
		const b = findBinding(this.bindings, names, this.holds);
		if (!b) return false;
		if (pending && !['undo', 'redo', 'help', 'escape', 'clock'].includes(b.cmd.k)) {
			this.say('info', t('prompt.keys'));
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
				if (!isEmpty(d) || d.offMode || d.tens) this.draft = emptyDraft();
				else this.notice = null;
				return;
			case 'clock':
				if (cmd.op === 'settings') return this.openClockSettings();
				return void this.clock(cmd.op === 'toggle' ? (clockOf(this.view)?.running ? 'clock:stop' : 'clock:start') : cmd.op === 'reset' ? 'clock:reset' : 'clock:extend');
			case 'ball': {
				const max = disciplineInfo(this.discipline)?.balls ?? 15;
				const n = d.tens && cmd.n <= 10 ? Math.min(10 + (cmd.n % 10), 15) : cmd.n;
				if (n > max) {
					this.say('info', t('msg.notAvailable', { d: t('cmd.ball', { n }) }));
					this.draft = { ...d, tens: false };
					return;
				}
				this.draft = d.tens ? poolDigit(d, cmd.n % 10) : toggleBall(d, cmd.n);
				return;
			}
			case 'tens':
				this.draft = { ...d, tens: !d.tens };
				return;
			case 'poolFoul':
				this.draft = setFoul(d, cmd.foul);
				return;
			case 'pinFoul':
				this.draft = setFoul(d, cmd.foul);
				return;
			case 'offMode':
				this.draft = { ...d, offMode: !d.offMode };
				return;
			case 'rails':
				this.draft = { ...d, rails: Math.max(0, Math.min(15, d.rails + cmd.d)) };
				return;
			case 'cueRail':
				this.draft = { ...d, cueRail: !d.cueRail };
				return;
			case 'uncalled':
				this.draft = { ...d, uncalled: !d.uncalled };
				return;
			case 'clear':
				this.draft = emptyDraft();
				return;
			case 'commit': {
				const action = this.family === 'pins' ? pinAction(d, cmd.as === 'safety' ? 'safety' : undefined) : poolAction(d, cmd.as);
				return this.commit(action);
			}
			case 'point':
				this.draft = { ...d, digits: '' };
				return this.send(cmd.balk ? { t: 'shot', points: 1, balk: true } : { t: 'shot', points: 1 });
			case 'miss':
				return this.commit(caromClose(d, 'miss'));
			case 'caromFoul':
				return this.commit(caromClose(d, 'foul'));
			case 'caromSafety':
				return this.commit(caromClose(d, 'safety'));
			case 'digit':
				if (d.digits.length < 5) this.draft = { ...d, digits: d.digits + String(cmd.d) };
				return;
			case 'penalty':
				return this.send({ t: 'penalty', points: cmd.points });
			case 'pin':
				this.draft = togglePin(d, cmd.pin);
				return;
			case 'carom':
				this.draft = { ...d, carom: !d.carom };
				return;
			case 'calledCarom':
				this.draft = { ...d, calledCarom: !d.calledCarom };
				return;
			case 'pottedBall':
				this.draft = { ...d, pottedCount: (d.pottedCount + 1) % 3 };
				return;
			case 'attempt':
				return this.send(cmd.offTable ? { t: 'attempt', success: false, offTable: true } : { t: 'attempt', success: cmd.success });
		}
	}

	/** Sends the composed stroke and clears the pad (the stroke comes back if refused). */
	private commit(action: Record<string, unknown>) {
		const draft = this.draft;
		this.draft = emptyDraft();
		this.send(action, draft);
	}

	// ------------------------------------------------------------------ server

	send(action: Record<string, unknown>, draft: Draft | null = null) {
		if (!this.operator) return this.say('error', t('msg.readOnly'));
		if (!this.match) return this.say('error', t('msg.noMatch'));
		this.queue.push({ action, draft });
		this.queued = this.queue.length;
		if (!this.pumping) void this.pump();
	}

	private async pump() {
		this.pumping = true;
		this.busy = true;
		try {
			while (this.queue.length) {
				const next = this.queue.shift()!;
				this.queued = this.queue.length;
				const m = this.match;
				if (!m) break;
				const reply = await this.live.call('act', {
					table: this.table,
					match: m.id,
					revision: m.revision,
					action: next.action as { t: string }
				});
				if (reply.ok) {
					const revision = (reply as { revision: number }).revision;
					this.lastSent = { revision, action: next.action };
					this.notice = null;
				} else {
					const dropped = this.queue.length;
					this.queue = [];
					this.queued = 0;
					if (next.draft && isEmpty(this.draft)) this.draft = next.draft;
					const stale = reply.reason.startsWith('stale');
					const text = (stale ? t('msg.stale') + ' ' : '') + t('msg.refused', { reason: tReason(reply.reason) }) + (dropped ? ' · ' + t('msg.dropped', { n: dropped }) : '');
					this.say('error', text);
				}
			}
		} finally {
			this.pumping = false;
			this.busy = false;
			this.queued = 0;
		}
	}

	async startMatch(setup: Record<string, unknown>): Promise<boolean> {
		if (!this.operator) {
			this.say('error', t('msg.readOnly'));
			return false;
		}
		const reply = await this.live.call('match:start', { table: this.table, setup, replaces: this.match?.id ?? null });
		if (!reply.ok) {
			this.say('error', t('setup.invalid', { reason: tReason(reply.reason) }));
			return false;
		}
		this.draft = emptyDraft();
		this.showSetup = false;
		this.notice = null;
		return true;
	}

	private async clock(event: ClockEvent) {
		if (!this.operator) return this.say('error', t('msg.readOnly'));
		if (!clockOf(this.view)) return this.say('info', t('clock.offHint'));
		const reply = await this.live.call(event, { table: this.table });
		if (!reply.ok) this.say('error', t('msg.refused', { reason: tReason(reply.reason ?? '') }));
	}

	openClockSettings() {
		if (!this.operator) return this.say('error', t('msg.readOnly'));
		if (!this.view) return;
		this.help = false;
		this.clockSettings = true;
	}

	/** Sends new clock settings; null when the server took them, else its reason. */
	async saveClock(config: ClockConfig): Promise<string | null> {
		if (!this.operator) return t('msg.readOnly');
		const reply = await this.live.call('clock:config', { table: this.table, config });
		if (!reply.ok) return tReason(reply.reason);
		this.clockSettings = false;
		this.say('ok', t('clockset.saved'));
		return null;
	}

	askRerack() {
		this.confirm = { text: t('confirm.rerack'), run: () => this.send({ t: 'rerack' }) };
	}
	askForfeit(player: number) {
		const name = this.summary?.players[player]?.name ?? String(player + 1);
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
