import { z } from 'zod';
import { disciplines, type BaseSetup, type DisciplineEntry } from './registry';
import { issueRefusal } from './validation';
import { inMatch, refusalText, reject } from './refusals';
import type { MatchEvent, Rejection, Summary } from './types';
import { scoreTally, strokeDetails, unknownStroke, type StrokeDetails } from './stroke';

/** Every this-many applied actions the state is kept, so undo replays at most that many. */
const CHECKPOINT_EVERY = 32;

type Action = { t: string };

/** The actions now in effect, newest first, as a persistent list: undo is O(1) to take. */
interface Applied {
	readonly action: Action;
	readonly prev: Applied | null;
	readonly length: number;
	/** State after this action, kept on every CHECKPOINT_EVERY-th node. */
	readonly checkpoint?: unknown;
}

interface Undone {
	readonly action: Action;
	readonly next: Undone | null;
}

/** A match: set-up, the engine state, and the history that undo and redo walk. */
export interface Match {
	readonly setup: BaseSetup;
	readonly state: unknown;
	readonly applied: Applied | null;
	readonly undone: Undone | null;
	/** Actions accepted, undo and redo included: the length of the match script. */
	readonly revision: number;
}

export interface MatchResult {
	ok: true;
	match: Match;
	events: MatchEvent[];
	/**
	 * What the action did, as the stroke list shows it (stroke.ts); undo and redo say nothing of
	 * their own (the history fold, history.ts, takes or restores the entry). Worked out when first
	 * read, from the summaries around the action: a replay that never reads it pays nothing.
	 */
	readonly stroke: StrokeDetails;
}

const documentSchema = z.object({
	match: z.object({ discipline: z.string() }, 'match must be an object with a "discipline"'),
	actions: z.array(z.unknown(), 'actions must be an array').default([])
});

export function entryOf(match: Match): DisciplineEntry {
	const entry = disciplines.get(match.setup.discipline);
	if (!entry) throw new Error(`no discipline ${match.setup.discipline}`);
	return entry;
}

/** Validates a script's `match` object; reasons are prefixed the way `replay` prints them. */
export function createMatch(raw: unknown): { ok: true; match: Match } | Rejection {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		return reject('not-an-object', { scope: 'match' });
	}
	const discipline = (raw as { discipline?: unknown }).discipline;
	if (discipline === undefined) return reject('required', { scope: 'match', key: 'discipline' });
	const entry = typeof discipline === 'string' ? disciplines.get(discipline) : undefined;
	if (!entry) return reject('unknown-discipline', { scope: 'match', discipline: String(JSON.stringify(discipline)) });
	const parsed = entry.setupSchema.safeParse(raw);
	if (!parsed.success) return inMatch(issueRefusal(parsed.error));
	const setup = parsed.data;
	return {
		ok: true,
		match: { setup, state: entry.rules.init(setup), applied: null, undone: null, revision: 0 }
	};
}

export function parseAction(entry: DisciplineEntry, raw: unknown): { ok: true; action: Action } | Rejection {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return reject('action-not-object');
	const t = (raw as { t?: unknown }).t;
	if (t === undefined) return reject('required', { key: 't' });
	if (t === 'undo' || t === 'redo') {
		const keys = Object.keys(raw).filter((k) => k !== 't');
		if (keys.length) return reject('unknown-key', { keys: `"${keys[0]}"` });
		return { ok: true, action: { t } };
	}
	if (typeof t !== 'string' || !entry.actionTypes.includes(t)) {
		return reject('no-such-action', { discipline: entry.id, action: String(JSON.stringify(t)) });
	}
	const parsed = entry.actionSchema.safeParse(raw);
	if (!parsed.success) return issueRefusal(parsed.error);
	return { ok: true, action: parsed.data };
}

function stateAt(entry: DisciplineEntry, setup: BaseSetup, node: Applied | null): unknown {
	const pending: Action[] = [];
	let cursor = node;
	while (cursor && cursor.checkpoint === undefined) {
		pending.push(cursor.action);
		cursor = cursor.prev;
	}
	let state = cursor ? cursor.checkpoint : entry.rules.init(setup);
	for (let i = pending.length - 1; i >= 0; i--) {
		const step = entry.rules.apply(state, pending[i]);
		// Replaying accepted actions on the same pure engine cannot fail; if it does, the
		// engine is not deterministic, and that is a bug worth stopping for.
		if (!step.ok) throw new Error(`engine is not deterministic: ${step.reason}`);
		state = step.state;
	}
	return state;
}

/** Applies one raw action (validated here) to a match. Never throws for bad input. */
export function applyAction(match: Match, raw: unknown): MatchResult | Rejection {
	const entry = entryOf(match);
	const parsed = parseAction(entry, raw);
	if (!parsed.ok) return parsed;
	const action = parsed.action;

	if (action.t === 'undo') {
		const last = match.applied;
		if (!last) return reject('nothing-to-undo');
		const applied = last.prev;
		return {
			ok: true,
			match: {
				...match,
				applied,
				undone: { action: last.action, next: match.undone },
				state: stateAt(entry, match.setup, applied),
				revision: match.revision + 1
			},
			events: [],
			stroke: unknownStroke()
		};
	}
	if (action.t === 'redo') {
		const next = match.undone;
		if (!next) return reject('nothing-to-redo');
		const step = entry.rules.apply(match.state, next.action);
		if (!step.ok) return step;
		return {
			ok: true,
			match: {
				...match,
				...push(match.applied, next.action, step.state),
				undone: next.next,
				revision: match.revision + 1
			},
			events: step.events,
			stroke: unknownStroke()
		};
	}
	if (entry.rules.finished(match.state) && !entry.rules.restatesResult?.(match.state, action)) {
		return reject('match-over-undo');
	}
	const step = entry.rules.apply(match.state, action);
	if (!step.ok) return step;
	const after: Match = { ...match, ...push(match.applied, action, step.state), undone: null, revision: match.revision + 1 };
	return new Accepted(entry, match, after, action, step.events);
}

/** An accepted action's result, its stroke worked out on first read and kept. */
class Accepted implements MatchResult {
	readonly ok = true;
	readonly match: Match;
	readonly events: MatchEvent[];
	private readonly entry: DisciplineEntry;
	private readonly before: Match;
	private readonly action: Action;
	private made: StrokeDetails | undefined;

	constructor(entry: DisciplineEntry, before: Match, match: Match, action: Action, events: MatchEvent[]) {
		this.match = match;
		this.events = events;
		this.entry = entry;
		this.before = before;
		this.action = action;
		this.made = undefined;
	}

	get stroke(): StrokeDetails {
		return (this.made ??= strokeDetails(this.entry.tally ?? scoreTally, summarize(this.before), summarize(this.match), this.action, this.events, this.match.state));
	}
}

function push(prev: Applied | null, action: Action, state: unknown): { applied: Applied; state: unknown } {
	const length = (prev?.length ?? 0) + 1;
	const applied: Applied =
		length % CHECKPOINT_EVERY === 0 ? { action, prev, length, checkpoint: state } : { action, prev, length };
	return { applied, state };
}

/**
 * The last two summaries made, by match. A match is immutable, so its summary never changes, and
 * the callers that need one ask for the same two in a row: the match before an action and after
 * it (its stroke, the server's state, a record's fold, where one action's "after" is the next
 * one's "before"). Two slots, not a map of every match: a map costs more than it saves on a long
 * replay. Not observable: a summary is the same whether made now or kept; callers treat it as
 * read-only.
 */
let recent: [Match | null, Summary | null, Match | null, Summary | null] = [null, null, null, null];

export function summarize(match: Match): Summary {
	if (recent[0] === match) return recent[1]!;
	if (recent[2] === match) return recent[3]!;
	const summary = entryOf(match).rules.summary(match.state);
	recent = [match, summary, recent[0], recent[1]];
	return summary;
}

/** A match as plain data, without the linked history lists: what a store keeps as a snapshot. */
export interface FlatMatch {
	setup: BaseSetup;
	state: unknown;
	revision: number;
	/** Actions in effect, oldest first. */
	applied: Action[];
	/** [index into applied, state after that action] for the kept checkpoints. */
	checkpoints: [number, unknown][];
	/** Undone actions, the next redo first. */
	undone: Action[];
}

export function flattenMatch(match: Match): FlatMatch {
	const nodes: Applied[] = [];
	for (let n = match.applied; n; n = n.prev) nodes.push(n);
	nodes.reverse();
	const checkpoints: [number, unknown][] = [];
	nodes.forEach((n, i) => {
		if (n.checkpoint !== undefined) checkpoints.push([i, n.checkpoint]);
	});
	const undone: Action[] = [];
	for (let n = match.undone; n; n = n.next) undone.push(n.action);
	return { setup: match.setup, state: match.state, revision: match.revision, applied: nodes.map((n) => n.action), checkpoints, undone };
}

/**
 * The inverse of flattenMatch. It trusts the states it is given (a store checks the result
 * against the summary it saved); it refuses what cannot be a match of this engine.
 */
export function restoreMatch(flat: FlatMatch): { ok: true; match: Match } | Rejection {
	if (!disciplines.has(flat.setup?.discipline)) return reject('unknown-discipline', { scope: 'match', discipline: String(JSON.stringify(flat.setup?.discipline)) });
	if (flat.revision < flat.applied.length + flat.undone.length) return reject('revision-below-history', { scope: 'match' });
	const checkpoints = new Map(flat.checkpoints);
	let applied: Applied | null = null;
	for (let i = 0; i < flat.applied.length; i++) {
		const node: Applied = { action: flat.applied[i]!, prev: applied, length: i + 1 };
		applied = checkpoints.has(i) ? { ...node, checkpoint: checkpoints.get(i) } : node;
	}
	let undone: Undone | null = null;
	for (let i = flat.undone.length - 1; i >= 0; i--) undone = { action: flat.undone[i]!, next: undone };
	return { ok: true, match: { setup: flat.setup, state: flat.state, applied, undone, revision: flat.revision } };
}

export interface ScriptFailure {
	ok: false;
	/** The one line `replay` prints: "match: …" or "action 7 (shot): …". */
	error: string;
}

/** Runs a whole match script. Stops at the first problem; never returns a partial result. */
export function runScript(doc: unknown): { ok: true; match: Match; events: MatchEvent[] } | ScriptFailure {
	const parsed = documentSchema.safeParse(doc);
	if (!parsed.success) {
		if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
			return { ok: false, error: refusalText('script-not-object', { scope: 'match' }) };
		}
		return { ok: false, error: inMatch(issueRefusal(parsed.error)).reason };
	}
	const created = createMatch((doc as { match: unknown }).match);
	if (!created.ok) return { ok: false, error: created.reason };
	let match = created.match;
	const events: MatchEvent[] = [];
	const actions = parsed.data.actions;
	for (let i = 0; i < actions.length; i++) {
		const result = applyAction(match, actions[i]);
		if (!result.ok) return { ok: false, error: `action ${i} (${labelOf(actions[i])}): ${result.reason}` };
		match = result.match;
		events.push(...result.events);
	}
	return { ok: true, match, events };
}

function labelOf(raw: unknown): string {
	const t = typeof raw === 'object' && raw !== null ? (raw as { t?: unknown }).t : undefined;
	return typeof t === 'string' ? t.slice(0, 40) : '?';
}
