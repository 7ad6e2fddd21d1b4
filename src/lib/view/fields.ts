/**
 * A table's view as one flat record of named fields (strings, numbers, booleans, null): what
 * OBS text sources show and what graphics systems without our pages read (vMix data sources,
 * CasparCG, Stream Deck buttons). The names are a public contract (docs/overlays.md, "Fields"):
 * add fields, never rename one. Players are numbered from 1 in field names (`player1Name`).
 */
import type { BoardT } from '../i18n/board';
import { competitionLink, roundLabel } from '../competition/words';
import type { TableView } from './table-view';
import type { ProfileWire } from '../protocol/profiles';
import { formatGameTime } from './clock';
import {
	ballInHandText,
	disciplineLabel,
	foulWarningText,
	groupText,
	pendingText,
	resultText,
	situationText,
	targetText,
	averageText,
	lastEventText
} from './words';

export type FieldValue = string | number | boolean | null;
export type Fields = Record<string, FieldValue>;

/** The per-player field names, after `player<N>`. */
export const PLAYER_FIELDS = [
	'Name',
	'Country',
	'Score',
	'Target',
	'ToGo',
	'Innings',
	'Average',
	'HighRun',
	'Run',
	'Fouls',
	'FoulWarning',
	'AtTable',
	'Breaker',
	'Group',
	'Winner',
	// issue 16: the frame's points (snooker points, pyramid balls on the shelf); null elsewhere
	'Points',
	// issue 27: the player's profile (set on the player's page): the photo's URL, club, nickname
	'Photo',
	'Club',
	'Nickname'
] as const;

/** True for a field name that is an image's URL (`player2Photo`): vMix binds it as `.Source`, not `.Text`. */
export const isImageField = (name: string): boolean => /^player\d+Photo$/.test(name);

/** The table-level field names, in the order fieldsOf writes them. */
export const TABLE_FIELDS = [
	'tableId',
	'tableName',
	'status',
	'discipline',
	'disciplineName',
	'family',
	'target',
	'targetText',
	'inningsLimit',
	'rack',
	'inning',
	'situation',
	'ballInHand',
	'pending',
	'turn',
	'turnName',
	'winner',
	'winnerName',
	'draw',
	'result',
	'hillHill',
	'lastInning',
	'equalizing',
	'lastEvent',
	'clockSeconds',
	'clockRunning',
	'clockWarning',
	'clockExpired',
	'scoreLine',
	'problem',
	'matchId',
	'revision',
	'lastEventText',
	// issue 16, pyramid and snooker: the frame under way, and snooker's points remaining
	'frame',
	'remaining',
	// a timed match (English billiards' timeLimit): the game clock
	'gameClock',
	'gameTimeUp'
] as const;

/**
 * The competition the table's match belongs to (from its set-up's `competition` key): written
 * after the table fields, null outside a competition. A list of their own so that a consumer
 * typed by TABLE_FIELDS keeps compiling; ALL_FIELDS has them.
 */
export const COMPETITION_FIELDS = ['competitionId', 'competitionName', 'competitionRound'] as const;

/** The most players a discipline takes (artistic: 8), so the most player field slots. */
export const MAX_PLAYER_SLOTS = 8;

/** Every field name a table can have: the table's, the competition's, then player1…player8's. */
export const ALL_FIELDS: readonly string[] = [
	...TABLE_FIELDS,
	...COMPETITION_FIELDS,
	...Array.from({ length: MAX_PLAYER_SLOTS }, (_, i) => PLAYER_FIELDS.map((n) => `player${i + 1}${n}`)).flat()
];

/** Two player slots always exist (empty when no match), so a graphic's bindings never vanish. */
const MIN_PLAYER_SLOTS = 2;

/** What a table's state carries beside its view: its players' profiles, and where their photos are served from. */
export interface FieldExtras {
	/** `state.profiles`: one per seat (null: none). */
	profiles?: readonly (ProfileWire | null)[];
	/** The server's origin (`http://10.0.0.5:3000`): a photo's URL is absolute with it (a playout system fetches it), else a path. */
	origin?: string;
}

/**
 * `setup`: the table's match set-up (`state.match.setup`), where a competition's match carries its
 * `competition` key (the competition fields are null without it).
 */
export function fieldsOf(view: TableView, t: BoardT, setup?: unknown, extras: FieldExtras = {}): Fields {
	const m = view.match;
	const c = view.matchId === null ? null : competitionLink(setup);
	const f: Record<(typeof TABLE_FIELDS)[number] | (typeof COMPETITION_FIELDS)[number], FieldValue> & Fields = {
		tableId: view.table.id,
		tableName: view.table.name,
		status: m ? m.status : 'none',
		discipline: m?.discipline ?? null,
		disciplineName: m ? disciplineLabel(m, t) : null,
		family: m?.family ?? null,
		target: m?.target ?? null,
		targetText: m ? targetText(m, t) : null,
		inningsLimit: m?.inningsLimit ?? null,
		rack: m?.rack?.number ?? null,
		inning: m?.inning ?? null,
		situation: m ? situationText(m, t) : null,
		ballInHand: m ? ballInHandText(m, t) : null,
		pending: m ? pendingText(m, t) : null,
		turn: m?.turn !== null && m?.turn !== undefined ? m.turn + 1 : null,
		turnName: m?.turn !== null && m?.turn !== undefined ? (m.players[m.turn]?.name ?? null) : null,
		winner: m?.winner !== null && m?.winner !== undefined ? m.winner + 1 : null,
		winnerName: m?.winner !== null && m?.winner !== undefined ? (m.players[m.winner]?.name ?? null) : null,
		draw: m?.draw ?? false,
		result: m ? resultText(m, t) : null,
		hillHill: m?.hillHill ?? false,
		lastInning: m?.lastInning ?? false,
		equalizing: m?.equalizing ?? false,
		lastEvent: m?.lastEvent?.type ?? null,
		clockSeconds: view.clock && !view.clock.idle ? view.clock.seconds : null,
		clockRunning: view.clock?.running ?? false,
		clockWarning: view.clock?.warning ?? false,
		clockExpired: view.clock?.expired ?? false,
		scoreLine: m
			? m.players.length === 2
				? `${m.players[0].name} ${m.players[0].score} – ${m.players[1].score} ${m.players[1].name}`
				: m.players.map((p) => `${p.name} ${p.score}`).join(' – ')
			: null,
		problem: view.problem,
		matchId: view.matchId,
		revision: view.revision,
		lastEventText: m ? lastEventText(m, t) : null,
		// the frame (pyramid, snooker) or the game (English billiards) under way
		frame: m?.frame?.number ?? m?.game?.number ?? null,
		remaining: m?.frame?.remaining ?? null,
		gameClock: view.gameClock ? formatGameTime(view.gameClock.seconds) : null,
		gameTimeUp: view.gameClock?.timeUp ?? false,
		competitionId: c?.id ?? null,
		competitionName: c?.name ?? null,
		competitionRound: c ? roundLabel(c, t, { format: c.format }) : null
	};
	const slots = Math.max(MIN_PLAYER_SLOTS, m?.players.length ?? 0);
	for (let i = 0; i < slots; i++) {
		const p = m?.players[i];
		const key = (name: (typeof PLAYER_FIELDS)[number]) => `player${i + 1}${name}`;
		f[key('Name')] = p?.name ?? null;
		f[key('Country')] = p?.country ?? null;
		f[key('Score')] = p?.score ?? null;
		f[key('Target')] = p?.target ?? null;
		f[key('ToGo')] = p?.toGo ?? null;
		f[key('Innings')] = p?.innings ?? null;
		f[key('Average')] = p ? (p.average === null ? null : averageText(p.average, t)) : null;
		f[key('HighRun')] = p?.highRun ?? null;
		f[key('Run')] = p?.run ?? null;
		f[key('Fouls')] = p?.fouls ?? null;
		f[key('FoulWarning')] = p ? foulWarningText(p, t) : null;
		f[key('AtTable')] = p?.atTable ?? false;
		f[key('Breaker')] = p?.breaker ?? false;
		f[key('Group')] = p ? groupText(p, t) : null;
		f[key('Winner')] = p?.winner ?? false;
		f[key('Points')] = p?.points ?? null;
		const profile = p ? extras.profiles?.[i] : null;
		if (!f[key('Country')]) f[key('Country')] = profile?.country ?? null;
		f[key('Photo')] = profile?.photo ? (extras.origin ?? '') + profile.photo : null;
		f[key('Club')] = profile?.club ?? null;
		f[key('Nickname')] = profile?.nickname ?? null;
	}
	return f;
}

/** A field as the text an OBS text source shows: null → "", numbers and booleans as written. */
export function fieldText(value: FieldValue | undefined): string {
	if (value === null || value === undefined) return '';
	if (typeof value === 'boolean') return value ? '1' : '';
	return String(value);
}
