/**
 * Checks a competition's definition beyond its schema, before anything is stored: no player
 * twice, enough players for the format, tables that exist, and a set-up the engine accepts for
 * every stage and round (tried once with the players' own targets), so a match can never fail to
 * start on its table hours into the event.
 */
import { engine } from '../engine';
import type { Venue } from '../venue';
import { playerKey } from '../../protocol/players';
import { refusal, type CodedReason } from '../../protocol/refusals';
import type { CompetitionDefinition, CompetitionPlayerInput } from '../../competition/schema';
import { handicapOf, matchSetupFor } from '../../competition/setup';
import { BRACKETS } from '../../competition/types';

const MIN_PLAYERS: Record<CompetitionDefinition['format'], number> = {
	'round-robin': 2,
	'double-round-robin': 2,
	'single-elimination': 2,
	'double-elimination': 3,
	'groups-knockout': 4
};

export function checkDefinition(d: CompetitionDefinition, venue: Venue): { status: number; why: CodedReason } | null {
	const seen = new Set<string>();
	for (const p of d.players) {
		const key = playerKey(p.name);
		if (seen.has(key)) return { status: 422, why: refusal('comp-duplicate-player', { name: p.name }) };
		seen.add(key);
	}
	const min = MIN_PLAYERS[d.format];
	const groups = d.options.groups ?? 2;
	const needed = d.format === 'groups-knockout' ? Math.max(min, groups * 2) : min;
	if (d.players.length < needed) return { status: 422, why: refusal('comp-too-few-players', { format: d.format, min: needed }) };
	for (const t of d.tables) if (!venue.has(t)) return { status: 422, why: refusal('no-table', { table: t }) };
	return checkSetups(d);
}

/**
 * Every place a match can be (stage × bracket × round), tried with the first and last player and
 * with every player who has a handicap (what it gives, his own target or his start, must be a set-up the engine takes).
 */
export function checkSetups(d: CompetitionDefinition): { status: number; why: CodedReason } | null {
	const discipline = String(d.setup.discipline);
	const handicapped = d.players.filter((p) => p.handicap !== undefined);
	if (handicapped.length > 0 && handicapOf(discipline) === null) return { status: 422, why: refusal('comp-handicap', { discipline }) };
	const first = d.players[0]!;
	const pairs: [CompetitionPlayerInput, CompetitionPlayerInput][] = [[first, d.players[d.players.length - 1]!]];
	for (const p of handicapped) pairs.push([p, d.players.find((q) => q !== p) ?? first]);
	const rounds = new Set<number>([1, ...d.steps.map((s) => s.fromRound ?? 1)]);
	for (const players of pairs) {
		for (const stage of [0, 1]) {
			for (const bracket of BRACKETS) {
				for (const round of rounds) {
					const setup = matchSetupFor(d, { id: 'check', name: d.name, match: '0', stage, bracket, group: bracket === 'group' ? 1 : null, round, rounds: round }, players);
					const made = engine.create(setup);
					if (!made.ok) return { status: 422, why: refusal('comp-setup', { discipline, detail: made.reason }) };
				}
			}
		}
	}
	return null;
}

/** A competition id from its name: lower-case letters and digits joined by dashes (Polish and Russian letters spelt out). */
export function slugOf(name: string): string {
	const map: Record<string, string> = {
		ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
		а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
		р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya'
	};
	const spelt = [...name.toLowerCase().normalize('NFC')].map((c) => map[c] ?? c).join('');
	const slug = spelt
		.normalize('NFKD')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 32)
		.replace(/-+$/g, '');
	return slug || 'competition';
}
