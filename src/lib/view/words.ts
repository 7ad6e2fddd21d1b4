/**
 * The view model in words: each phrase a board shows, built once from a MatchView and the one
 * board translator. Layouts pick the phrases they have room for; none words them again.
 */
import { decimal } from '../i18n/lang';
import type { BoardKey, BoardT } from '../i18n/board';
import { framesToWin, type FrameView, type MatchView, type PlayerView } from './table-view';
import { FRAME_LINE, RACK_WORDS, SITUATION_LINE, runWordsOf } from '../disciplines/board-words';

/** The discipline's short name (the `d.<id>` words come from the one table, src/lib/i18n/disciplines.ts). */
export const disciplineLabel = (m: Pick<MatchView, 'discipline'>, t: BoardT): string => t(`d.${m.discipline}` as BoardKey);

/**
 * "Race to 7", "To 40 points · Limit 50 inn.", "From 300"; null for artistic (its programme
 * shows). With handicaps the players' own targets in seat order: "Race to 7–5", "To 30–20 points".
 */
export function targetText(m: MatchView, t: BoardT): string | null {
	if (m.target === null) return null;
	if (m.targetKind === 'race') return t('board.raceTo', { n: targetsText(m, m.target) });
	if (m.targetKind === 'countdown') return t('board.from', { n: m.target });
	if (m.targetKind === 'best-of') return t('board.bestOf', { n: m.target, w: framesToWin('best-of', m.target) });
	if (m.targetKind === 'points') {
		const limit = m.inningsLimit != null ? ` · ${t('board.inningsLimit', { n: m.inningsLimit })}` : '';
		return t('board.pointsTo', { n: targetsText(m, m.target) }) + limit;
	}
	return null;
}

/** One number when every player plays to the same target; else each player's, joined by a dash. */
function targetsText(m: MatchView, nominal: number): number | string {
	const own = m.players.map((p) => p.target ?? nominal);
	return own.every((n) => n === own[0]) ? (own[0] ?? nominal) : own.join('–');
}

/** A carom average as federations write it: cut (the engine's) to three decimals, "–" before any inning. */
export const averageText = (average: number | null, t: BoardT): string => (average === null ? '–' : decimal(t.lang, average));

/** "Anna wins", "Draw"; null while the match is live. */
export function resultText(m: MatchView, t: BoardT): string | null {
	if (m.status !== 'finished') return null;
	if (m.draw) return t('board.draw');
	const winner = m.winner !== null ? m.players[m.winner] : undefined;
	return winner ? t('board.wins', { name: winner.name }) : t('board.final');
}

/** The foul warning under a player: what the next foul costs. */
export function foulWarningText(p: PlayerView, t: BoardT): string | null {
	if (!p.foulWarning) return null;
	return p.foulWarning === 'rack' ? t('board.foulWarning.rack') : t('board.foulWarning.points');
}

/**
 * The same warnings as short badges (the scorebug). Separate functions, not a flag, so a page
 * that shows only badges bundles, and loads the words of, only the short forms.
 */
export const foulWarningBadge = (p: PlayerView, t: BoardT): string | null => (p.foulWarning ? t('board.foulWarning.short') : null);

export function groupText(p: PlayerView, t: BoardT): string | null {
	return p.group ? t(p.group === 'solids' ? 'board.solids' : 'board.stripes') : null;
}

/** Where the cue ball is in hand: pool's kitchen or anywhere, pyramid's house or premium stroke, snooker's D. */
export function ballInHandText(m: MatchView, t: BoardT): string | null {
	const bih = m.rack?.ballInHand ?? m.frame?.inHand;
	if (m.frame?.premium) return t('board.premium');
	return bih === 'kitchen' ? t('board.kitchen') : bih === 'house' ? t('board.house') : bih === 'd' ? t('board.inD') : bih ? t('board.ballInHand') : null;
}

export function ballInHandBadge(m: MatchView, t: BoardT): string | null {
	const bih = m.rack?.ballInHand ?? m.frame?.inHand;
	if (m.frame?.premium) return t('board.premium.short');
	return bih === 'kitchen' ? t('board.kitchen.short') : bih === 'house' ? t('board.house.short') : bih ? t('board.ballInHand.short') : null;
}

/** The run in progress as a badge: "Run 12"; snooker's is the break: "Break 45". */
export const runText = (m: Pick<MatchView, 'family'>, run: number, t: BoardT): string => runWordsOf(m.family).badge(run, t);

/** A snooker ball by name ("Red", "Pink"; `colour`: any colour after a red). */
export const snookerBallText = (ball: string, t: BoardT): string => t(`board.ball.${ball}` as BoardKey);

/** The frame line of pyramid and snooker, each family's own ("Frame 3 · Reds 7 · Remaining 83"). */
export const frameText = (m: Pick<MatchView, 'family'>, f: FrameView, t: BoardT): string => FRAME_LINE[m.family]?.(f, t) ?? '';

/** A rules option (accept, re-rack …) by its engine id; an id without words shows as it is. */
export function optionText(option: string, t: BoardT, family?: string): string {
	// A family may mean an option its own way: dynamic pyramid's `rebreak` (NP-2) is the chooser
	// re-racking and breaking, 14.1's (14-6) the breaker breaking again. A key without words comes
	// back as itself (boards) or empty (the console's translator): either way, not said.
	const said = (key: string): string | null => {
		const text = t(key as BoardKey);
		return text && text !== key ? text : null;
	};
	return (family ? said(`opt.${option}.${family}`) : null) ?? said(`opt.${option}`) ?? option;
}

/** "Anna chooses: Accept the table / Pass back". */
export function pendingText(m: MatchView, t: BoardT): string | null {
	if (!m.pending) return null;
	const who = m.players[m.pending.player]?.name ?? '';
	return `${t('board.chooses', { name: who })}: ${m.pending.options.map((o) => optionText(o, t, m.family)).join(' / ')}`;
}

/** The situation line: "Rack 3", "Inn. 14 · Last inning", "Figure 2/4 · Massé (9) · attempt 2/3". */
export function situationText(m: MatchView, t: BoardT): string | null {
	if (m.status === 'finished') return resultText(m, t);
	const own = SITUATION_LINE[m.family] as ((m: MatchView, t: BoardT) => string | null) | undefined;
	if (own) return own(m, t);
	if (m.rack) return t('board.rack', { n: m.rack.number });
	if (m.frame) return frameText(m, m.frame, t);
	if (m.figure) {
		const f = m.figure;
		return `${t('board.figure', { n: f.index + 1, of: f.of })} · ${f.name} (${f.points}) · ${t('board.attempt', { n: f.attempt })}`;
	}
	if (m.inning !== undefined) {
		const parts = [`${t('board.innings.short')} ${m.inning}`];
		if (m.tiebreakRound != null) parts.push(t('board.tiebreak', { n: m.tiebreakRound }));
		else if (m.equalizing) parts.push(t('board.equalizing'));
		else if (m.lastInning) parts.push(t('board.lastInning'));
		return parts.join(' · ');
	}
	return null;
}

const OUTCOMES: Record<string, BoardKey> = {
	continues: 'board.outcome.continues',
	miss: 'board.outcome.miss',
	passes: 'board.outcome.passes',
	bust: 'board.outcome.bust',
	won: 'board.outcome.won',
	penalty: 'board.outcome.penalty',
	safety: 'board.outcome.safety'
};

/** Pins: "Anna · +50 · penalty 5 · turn passes" (a penalty outcome is said once, with its points). */
export function lastStrokeText(m: MatchView, t: BoardT): string | null {
	const last = m.lastStroke;
	if (!last) return null;
	const parts = [m.players[last.player]?.name ?? ''];
	if (last.counted) parts.push(`+${last.counted}`);
	if (last.penalty) parts.push(t('board.penalty', { n: last.penalty }));
	if (!(last.outcome === 'penalty' && last.penalty)) {
		const key = OUTCOMES[last.outcome];
		parts.push(key ? t(key) : last.outcome);
	}
	return parts.join(' · ');
}

/** The score in one line: "Kowalski 5–3 Nowak"; three or more players "Anna 120 · Piotr 90 · Ivan 75". */
export function scoreLineText(m: Pick<MatchView, 'players'>): string {
	const [a, b] = m.players;
	if (m.players.length === 2 && a && b) return `${a.name} ${a.score}–${b.score} ${b.name}`;
	return m.players.map((p) => `${p.name} ${p.score}`).join(' · ');
}

/** "Rack 3"; "Frame 3" in snooker, «Партия 3» in pyramid. */
export const rackText = (m: Pick<MatchView, 'family'>, n: number | string, t: BoardT): string => t(RACK_WORDS[m.family]?.rack ?? 'board.rack', { n });

/** "wins rack 3"; "wins frame 3" in snooker, «выигрывает партию 3» in pyramid. */
export const winsRackText = (m: Pick<MatchView, 'family'>, n: number | string, t: BoardT): string => t(RACK_WORDS[m.family]?.won ?? 'board.winsRack', { n });

/**
 * A broadcast moment in words, without who made it: "Break and run", "Hill-hill", "Century break"
 * (a run reaching a mark, in the family's words), "Last inning". The boards' event line and a
 * record's highlights (src/lib/records/chapters.ts) say a moment the same way.
 */
export function momentText(m: Pick<MatchView, 'family'>, moment: { type: string; [k: string]: unknown }, t: BoardT): string | null {
	if (moment.type === 'golden-break') return t('board.moment.goldenBreak');
	if (moment.type === 'break-and-run') return t('board.moment.breakAndRun');
	if (moment.type === 'hill-hill') return t('board.moment.hillHill');
	if (moment.type === 'run-reached') return runWordsOf(m.family).moment(Number(moment.threshold), t);
	if (moment.type === 'equalizing-inning') return t('board.equalizing');
	if (moment.type === 'last-inning') return t('board.lastInning');
	return null;
}

/**
 * The last action's events as one line a text source shows: the most telling event ("Anna wins
 * rack 3", "Foul: Bea") and the broadcast moments with it ("Break and run", "Hill-hill", "Run
 * of 50"); null when it had none worth a line.
 */
export function lastEventText(m: MatchView, t: BoardT): string | null {
	const name = (player: unknown) => (typeof player === 'number' ? (m.players[player]?.name ?? '') : '');
	const parts: string[] = [];
	const e = m.lastEvent;
	if (e?.type === 'match-won') parts.push(`${name(e.player)} ${t('board.winsMatch')}`);
	else if (e?.type === 'match-drawn') parts.push(t('board.draw'));
	else if (e?.type === 'rack-won') parts.push(`${name(e.player)} ${winsRackText(m, Number(e.rack), t)}`);
	else if (e?.type === 'rerack') parts.push(t('opt.rerack'));
	else if (e?.type === 'foul') parts.push(`${t('board.foul')}: ${name(e.player)}`);
	for (const moment of m.moments) {
		const text = momentText(m, moment, t);
		if (text === null) continue;
		// who reached the mark, and whose last inning it is, are part of the line; the others go with the rack's winner
		if (moment.type === 'run-reached') parts.push(`${name(moment.player)}: ${text}`);
		else if (moment.type === 'last-inning') parts.push(`${text}: ${name(moment.player)}`);
		else parts.push(text);
	}
	return parts.length ? parts.join(' · ') : null;
}
