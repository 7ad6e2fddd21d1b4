/**
 * The create form's logic, without Svelte: the pasted player list (one a line, `name; country;
 * rating; handicap`) and the definition sent to `POST /api/competitions`. Problems come back as
 * dictionary keys and params, so the form words them in its language.
 */
import { SAMPLE_PROGRAMME, disciplineInfo } from '../engine/catalog';
import { familyModule } from '../disciplines/families';
import { figuresOf } from '../disciplines/setup-forms';
import { MAX_COMPETITION_PLAYERS, type CompetitionDefinitionInput, type CompetitionPlayerInput, type SetupStep } from '../competition/schema';
import type { Bracket, Format, Seeding } from '../competition/types';
import type { CompKey } from '../i18n/competition/en';
import { setupFacts } from '../engine/setup-facts';

export interface Problem {
	key: CompKey;
	params?: Record<string, string | number>;
	/** The pasted list's line (from 1) it is about, if any. */
	line?: number;
}

export const MAX_NAME = 80;

/** Reads the pasted list: the players, and per bad line what is wrong with it. */
export function parsePlayers(text: string): { players: CompetitionPlayerInput[]; problems: Problem[] } {
	const players: CompetitionPlayerInput[] = [];
	const problems: Problem[] = [];
	const seen = new Set<string>();
	for (const [i, raw] of text.split('\n').entries()) {
		if (!raw.trim()) continue;
		const [name = '', country = '', rating = '', handicap = ''] = raw.split(/[;\t]/).map((s) => s.trim());
		const bad = (key: CompKey, params?: Record<string, string | number>) => problems.push({ key, params, line: i + 1 });
		if (!name) continue;
		if (name.length > MAX_NAME) {
			bad('comp.players.long', { max: MAX_NAME });
			continue;
		}
		const p: CompetitionPlayerInput = { name };
		if (country) {
			if (!/^[A-Za-z]{2,3}$/.test(country)) {
				bad('comp.players.country');
				continue;
			}
			p.country = country.toUpperCase();
		}
		if (rating) {
			const r = Number(rating.replace(',', '.'));
			if (!Number.isFinite(r)) {
				bad('comp.players.rating');
				continue;
			}
			p.rating = r;
		}
		if (handicap) {
			const h = Number(handicap);
			if (!Number.isInteger(h) || h < 1 || h > 100_000) {
				bad('comp.players.handicap');
				continue;
			}
			p.handicap = h;
		}
		const key = name.toLocaleLowerCase();
		if (seen.has(key)) {
			bad('comp.players.twice', { name });
			continue;
		}
		seen.add(key);
		players.push(p);
	}
	if (players.length > MAX_COMPETITION_PLAYERS) problems.push({ key: 'comp.players.tooMany', params: { max: MAX_COMPETITION_PLAYERS } });
	return { players, problems };
}

/** Appends a player's line to the pasted list (picked from the venue's players), unless listed. */
export function addLine(text: string, p: { name: string; country?: string; rating?: number }): string {
	if (parsePlayers(text).players.some((x) => x.name.toLocaleLowerCase() === p.name.toLocaleLowerCase())) return text;
	const parts = [p.name, p.country ?? '', p.rating === undefined ? '' : String(p.rating)];
	while (parts.length > 1 && !parts[parts.length - 1]) parts.pop();
	const line = parts.join('; ');
	return text.trim() ? `${text.replace(/\s+$/, '')}\n${line}` : line;
}

/** An artistic programme as typed, one figure a line (`name; points`), or the first bad line. */
/** A discipline's set-up template: its suggested keys (artistic: the programme as typed). */
export function setupOf(id: string, programme: string): Record<string, unknown> {
	const d = disciplineInfo(id);
	const s: Record<string, unknown> = { discipline: id, ...(setupFacts(id)?.suggested ?? {}) };
	// a family whose form takes a programme (artistic) starts from the one typed
	if (d && familyModule(d.family).setupForm.fields(d).some((f) => f.kind === 'programme')) {
		const r = figuresOf(programme);
		s.figures = 'figures' in r ? r.figures : [...SAMPLE_PROGRAMME];
	}
	return s;
}

/** One row of the step editor, as typed. */
export interface StepRow {
	/** '' = everywhere; else `stage:bracket` (stage '' when the format has one stage). */
	where: string;
	fromRound: number;
	value: number;
}

/** The set-up key that makes a match longer for a discipline (race to, points to, start score, best of), or null. */
export function lengthKey(discipline: string): 'raceTo' | 'pointsTo' | 'startScore' | 'bestOf' | null {
	const info = disciplineInfo(discipline);
	if (!info) return null;
	if (info.target === 'best-of') return 'bestOf';
	if (info.target === 'race') return 'raceTo';
	if (info.target === 'points') return 'pointsTo';
	if (info.target === 'countdown') return 'startScore';
	return null;
}

/** The places a step may apply to, by format: `stage:bracket` values. */
export function stepPlaces(format: Format): { where: string; stage: number | null; bracket: Bracket }[] {
	switch (format) {
		case 'round-robin':
		case 'double-round-robin':
			return [];
		case 'single-elimination':
			return [{ where: ':winners', stage: null, bracket: 'winners' }];
		case 'double-elimination':
			return (['winners', 'losers', 'final'] as const).map((b) => ({ where: `:${b}`, stage: null, bracket: b }));
		case 'groups-knockout':
			return [
				{ where: '0:group', stage: 0, bracket: 'group' },
				{ where: '1:winners', stage: 1, bracket: 'winners' }
			];
	}
}

export function stepOf(row: StepRow, key: string): SetupStep {
	const step: SetupStep = { setup: { [key]: row.value } };
	if (row.where) {
		const [stage, bracket] = row.where.split(':');
		if (stage) step.stage = Number(stage);
		if (bracket) step.bracket = bracket as Bracket;
	}
	if (row.fromRound > 1) step.fromRound = row.fromRound;
	return step;
}

export interface FormState {
	name: string;
	format: Format;
	groups: number;
	advance: number;
	thirdPlace: boolean;
	grandFinal: 'simple' | 'double';
	setup: Record<string, unknown>;
	steps: StepRow[];
	playersText: string;
	seeding: Seeding;
	seed: string;
	tables: string[];
	auto: boolean;
}

/** The set-up without the keys left empty (an innings limit of none). */
export function cleanSetup(setup: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(Object.entries(setup).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(typeof v === 'number' && Number.isNaN(v))));
}

/** The definition the form says, or the first problem with it. */
export function definitionOf(f: FormState): { ok: true; definition: CompetitionDefinitionInput } | { ok: false; problem: Problem } {
	if (!f.name.trim()) return { ok: false, problem: { key: 'comp.new.nameFirst' } };
	const { players, problems } = parsePlayers(f.playersText);
	if (problems.length) return { ok: false, problem: problems[0]! };
	if (players.length < 2) return { ok: false, problem: { key: 'comp.players.tooFew' } };
	const options: CompetitionDefinitionInput['options'] = {};
	if (f.format === 'groups-knockout') Object.assign(options, { groups: f.groups, advance: f.advance, thirdPlace: f.thirdPlace });
	if (f.format === 'single-elimination') options.thirdPlace = f.thirdPlace;
	if (f.format === 'double-elimination') options.grandFinal = f.grandFinal;
	const key = lengthKey(String(f.setup.discipline));
	const places = new Set(stepPlaces(f.format).map((p) => p.where));
	const steps = key ? f.steps.filter((s) => s.value > 0 && (!s.where || places.has(s.where))).map((s) => stepOf(s, key)) : [];
	const definition: CompetitionDefinitionInput = {
		name: f.name.trim(),
		format: f.format,
		options,
		setup: cleanSetup(f.setup),
		steps,
		players,
		seeding: f.seeding,
		tables: f.tables,
		auto: f.auto
	};
	if (f.seeding === 'random' && f.seed.trim()) definition.seed = f.seed.trim();
	return { ok: true, definition };
}
