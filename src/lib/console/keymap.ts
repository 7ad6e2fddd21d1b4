/**
 * The key map as data: one table per discipline family plus the keys that work everywhere.
 * The `?` overlay and every button of the pad are generated from these tables, so a key and
 * its button can never disagree.
 */
import type { Key as PageKey } from '$lib/i18n/en';
import type { BoardKey } from '$lib/i18n/board';
import type { DisciplineInfo, Family } from '$lib/engine/catalog';
import type { SnookerBall } from '$lib/engine/summary';

export type PoolFoul = 'scratch' | 'cue-off' | 'wrong-ball' | 'no-rail' | 'no-hit' | 'intentional' | 'other';
export type PinFoul = 'no-contact' | 'scratch' | 'cue-pin' | 'off-table' | 'other';
export type PinName = 'king' | 's1' | 's2' | 's3' | 's4' | 'p1' | 'p3';

export type Command =
	| { k: 'undo' }
	| { k: 'redo' }
	| { k: 'help' }
	| { k: 'escape' }
	| { k: 'clock'; op: 'toggle' | 'reset' | 'extend' | 'settings' }
	// pool
	| { k: 'ball'; n: number }
	| { k: 'tens' }
	| { k: 'poolFoul'; foul: PoolFoul }
	| { k: 'offMode' }
	| { k: 'countMode' }
	| { k: 'rails'; d: 1 | -1 }
	| { k: 'cueRail' }
	| { k: 'uncalled' }
	/** 10-ball: the next ball key names the called ball (TB-4). */
	| { k: 'call' }
	| { k: 'commit'; as?: 'safety' | 'push' }
	| { k: 'clear' }
	// carom
	| { k: 'point'; balk?: boolean }
	| { k: 'miss' }
	| { k: 'caromFoul' }
	| { k: 'caromSafety' }
	| { k: 'digit'; d: number }
	| { k: 'penalty'; points: 0 | 1 }
	// pins
	| { k: 'pin'; pin: PinName }
	| { k: 'pinCarom' }
	| { k: 'calledCarom' }
	| { k: 'pottedBall' }
	| { k: 'pinFoul'; foul: PinFoul }
	// artistic
	| { k: 'attempt'; success: boolean; offTable?: boolean }
	// pyramid
	| { k: 'pyrCount'; n: number }
	| { k: 'pyrStep'; d: 1 | -1 }
	| { k: 'svoyak' }
	| { k: 'pyrOff'; d: 1 | -1 }
	| { k: 'cueOff' }
	| { k: 'crossed' }
	| { k: 'pyrFoul'; foul: PyramidFoul }
	// snooker
	| { k: 'snookerBall'; ball: SnookerBall }
	| { k: 'lessRed' }
	| { k: 'pick'; what: SnookerPick }
	| { k: 'snookerFoul'; foul: SnookerFoul }
	| { k: 'mark'; flag: SnookerFlag }
	| { k: 'concede' };

/**
 * When a binding applies (checked against the match by the controller): pool's push-out and
 * break, carom's balk and tiebreak, 10-ball's called safety (set-up `safetyCall`), pyramid's
 * cue ball in hand (in the house), snooker's colour to nominate after a red and free ball.
 */
export type Condition =
	| 'pushOut'
	| 'balk'
	| 'tiebreak'
	| 'noTiebreak'
	| 'breakDue'
	| 'noBreak'
	| 'safetyCall'
	| 'inHand'
	| 'inHouse'
	| 'nominate'
	| 'freeBall';

export type Group = 'always' | 'stroke' | 'fouls' | 'balls' | 'clock';

/** A binding's words: the console's, or the board's where a board word says it (snooker's balls). */
export type Label = PageKey | BoardKey;

export interface Binding {
	keys: string[];
	cmd: Command;
	label: Label;
	params?: Record<string, string | number>;
	group: Group;
	/** Only in these disciplines (default: the whole family). */
	only?: string[];
	when?: Condition;
	/** Button look: primary (big), warn (fouls), quiet. */
	tone?: 'primary' | 'warn' | 'quiet' | 'ok' | 'bad';
	/** Not drawn as a button (covered by another control, e.g. the ball rack). */
	noButton?: boolean;
}

export const COMMON: Binding[] = [
	{ keys: ['z', 'Ctrl+z'], cmd: { k: 'undo' }, label: 'cmd.undo', group: 'always', tone: 'quiet' },
	{ keys: ['y', 'Ctrl+y', 'Ctrl+Shift+z'], cmd: { k: 'redo' }, label: 'cmd.redo', group: 'always', tone: 'quiet' },
	{ keys: ['?', 'F1'], cmd: { k: 'help' }, label: 'cmd.help', group: 'always', tone: 'quiet' },
	{ keys: ['Escape'], cmd: { k: 'escape' }, label: 'cmd.cancel', group: 'always', noButton: true },
	{ keys: ['t'], cmd: { k: 'clock', op: 'toggle' }, label: 'cmd.clockToggle', group: 'clock', noButton: true },
	{ keys: ['Shift+t'], cmd: { k: 'clock', op: 'reset' }, label: 'cmd.clockReset', group: 'clock', noButton: true },
	{ keys: ['e'], cmd: { k: 'clock', op: 'extend' }, label: 'cmd.clockExtend', group: 'clock', noButton: true },
	{ keys: ['g'], cmd: { k: 'clock', op: 'settings' }, label: 'cmd.clockSettings', group: 'clock', noButton: true }
];

/** Ball n's keys: 1–9, 0 = 10, Shift+1…5 = 11…15 (". then digit" is the two-key way). */
export function ballKeys(n: number): string[] {
	if (n <= 9) return [String(n)];
	if (n === 10) return ['0'];
	return [`Shift+${n - 10}`];
}

const balls: Binding[] = Array.from({ length: 15 }, (_, i) => ({
	keys: ballKeys(i + 1),
	cmd: { k: 'ball', n: i + 1 } as Command,
	label: 'cmd.ball' as Label,
	params: { n: i + 1 },
	group: 'balls' as Group,
	noButton: true
}));

export const POOL: Binding[] = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commit', group: 'stroke', tone: 'primary' },
	{ keys: ['s'], cmd: { k: 'commit', as: 'safety' }, label: 'cmd.safety', group: 'stroke', only: ['eight-ball', 'nine-ball', 'straight-pool'] },
	// 10-ball calls a safety only where the set-up allows it (TB-8 option `safetyCall`)
	{ keys: ['s'], cmd: { k: 'commit', as: 'safety' }, label: 'cmd.safety', group: 'stroke', only: ['ten-ball'], when: 'safetyCall' },
	{ keys: ['p'], cmd: { k: 'commit', as: 'push' }, label: 'cmd.push', group: 'stroke', only: ['nine-ball', 'ten-ball'], when: 'pushOut' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['l'], cmd: { k: 'rails', d: 1 }, label: 'cmd.rails', group: 'stroke', when: 'breakDue' },
	{ keys: ['Shift+l'], cmd: { k: 'rails', d: -1 }, label: 'cmd.rails', group: 'stroke', when: 'breakDue', noButton: true },
	{ keys: ['k'], cmd: { k: 'cueRail' }, label: 'cmd.cueRail', group: 'stroke', only: ['straight-pool'], when: 'breakDue' },
	{ keys: ['u'], cmd: { k: 'uncalled' }, label: 'cmd.uncalled', group: 'stroke', only: ['eight-ball', 'straight-pool'] },
	// 10-ball: every stroke after the break is called (TB-4); the break and a push-out are not
	{ keys: ['b'], cmd: { k: 'call' }, label: 'cmd.call', group: 'stroke', only: ['ten-ball'], when: 'noBreak' },
	{ keys: ['u'], cmd: { k: 'uncalled' }, label: 'cmd.uncalled', group: 'stroke', only: ['ten-ball'], when: 'noBreak' },
	{ keys: ['x'], cmd: { k: 'poolFoul', foul: 'scratch' }, label: 'cmd.scratch', group: 'fouls', tone: 'warn' },
	{ keys: ['c'], cmd: { k: 'poolFoul', foul: 'cue-off' }, label: 'cmd.cueOff', group: 'fouls', tone: 'warn' },
	{ keys: ['w'], cmd: { k: 'poolFoul', foul: 'wrong-ball' }, label: 'cmd.wrongBall', group: 'fouls', tone: 'warn' },
	{ keys: ['r'], cmd: { k: 'poolFoul', foul: 'no-rail' }, label: 'cmd.noRail', group: 'fouls', tone: 'warn' },
	{ keys: ['n'], cmd: { k: 'poolFoul', foul: 'no-hit' }, label: 'cmd.noHit', group: 'fouls', tone: 'warn' },
	{ keys: ['i'], cmd: { k: 'poolFoul', foul: 'intentional' }, label: 'cmd.intentional', group: 'fouls', tone: 'warn', only: ['straight-pool'] },
	{ keys: ['f'], cmd: { k: 'poolFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'offMode' }, label: 'cmd.offTableMode', group: 'fouls', tone: 'warn' },
	...balls,
	{ keys: ['a'], cmd: { k: 'countMode' }, label: 'cmd.countMode', group: 'stroke', only: ['straight-pool'] },
	{ keys: ['.'], cmd: { k: 'tens' }, label: 'cmd.balls11', group: 'balls', noButton: true }
];

export const CAROM: Binding[] = [
	{ keys: ['Space', '+'], cmd: { k: 'point' }, label: 'cmd.point', group: 'stroke', tone: 'primary', when: 'noTiebreak' },
	{ keys: ['0', 'Enter'], cmd: { k: 'miss' }, label: 'cmd.miss', group: 'stroke', tone: 'primary', when: 'noTiebreak' },
	{ keys: ['b'], cmd: { k: 'point', balk: true }, label: 'cmd.balk', group: 'stroke', when: 'balk' },
	{ keys: ['s'], cmd: { k: 'caromSafety' }, label: 'cmd.safety', group: 'stroke', when: 'noTiebreak' },
	{ keys: ['f'], cmd: { k: 'caromFoul' }, label: 'cmd.foul', group: 'fouls', tone: 'warn', when: 'noTiebreak' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet', noButton: true },
	...Array.from({ length: 9 }, (_, i) => ({
		keys: [String(i + 1)],
		cmd: { k: 'digit', d: i + 1 } as Command,
		label: 'cmd.inningDigits' as Label,
		group: 'stroke' as Group,
		when: 'noTiebreak' as Condition,
		noButton: true
	})),
	{ keys: ['Space', '+'], cmd: { k: 'penalty', points: 1 }, label: 'cmd.penaltyScored', group: 'stroke', tone: 'ok', when: 'tiebreak' },
	{ keys: ['0', '-'], cmd: { k: 'penalty', points: 0 }, label: 'cmd.penaltyMissed', group: 'stroke', tone: 'bad', when: 'tiebreak' }
];

export const PINS: Binding[] = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commit', group: 'stroke', tone: 'primary' },
	{ keys: ['s'], cmd: { k: 'commit', as: 'safety' }, label: 'cmd.safety', group: 'stroke' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['k'], cmd: { k: 'pin', pin: 'king' }, label: 'cmd.king', group: 'balls', noButton: true },
	{ keys: ['1'], cmd: { k: 'pin', pin: 's1' }, label: 'cmd.small', params: { n: 1 }, group: 'balls', noButton: true },
	{ keys: ['2'], cmd: { k: 'pin', pin: 's2' }, label: 'cmd.small', params: { n: 2 }, group: 'balls', noButton: true },
	{ keys: ['3'], cmd: { k: 'pin', pin: 's3' }, label: 'cmd.small', params: { n: 3 }, group: 'balls', noButton: true },
	{ keys: ['4'], cmd: { k: 'pin', pin: 's4' }, label: 'cmd.small', params: { n: 4 }, group: 'balls', noButton: true },
	{ keys: ['q'], cmd: { k: 'pin', pin: 'p1' }, label: 'cmd.p1', group: 'balls', noButton: true },
	{ keys: ['w'], cmd: { k: 'pin', pin: 'p3' }, label: 'cmd.p3', group: 'balls', noButton: true },
	{ keys: ['a'], cmd: { k: 'pinCarom' }, label: 'cmd.carom', group: 'stroke' },
	{ keys: ['c'], cmd: { k: 'calledCarom' }, label: 'cmd.calledCarom', group: 'stroke' },
	{ keys: ['b'], cmd: { k: 'pottedBall' }, label: 'cmd.pottedBall', group: 'stroke' },
	{ keys: ['n'], cmd: { k: 'pinFoul', foul: 'no-contact' }, label: 'cmd.noContact', group: 'fouls', tone: 'warn' },
	{ keys: ['x'], cmd: { k: 'pinFoul', foul: 'scratch' }, label: 'cmd.scratch', group: 'fouls', tone: 'warn' },
	{ keys: ['p'], cmd: { k: 'pinFoul', foul: 'cue-pin' }, label: 'cmd.cuePin', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'pinFoul', foul: 'off-table' }, label: 'cmd.pinOffTable', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'pinFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' }
];

export const ARTISTIC: Binding[] = [
	{ keys: ['Enter', '+'], cmd: { k: 'attempt', success: true }, label: 'cmd.success', group: 'stroke', tone: 'ok' },
	{ keys: ['-', '0'], cmd: { k: 'attempt', success: false }, label: 'cmd.failure', group: 'stroke', tone: 'bad' },
	{ keys: ['o'], cmd: { k: 'attempt', success: false, offTable: true }, label: 'cmd.offTable', group: 'stroke', tone: 'warn' }
];

/**
 * The bindings of one discipline: its family's, filtered by `only` and by the balls of its rack
 * (9-ball has no keys for balls 10–15), then the common ones.
 */
export function bindingsFor(info: Pick<DisciplineInfo, 'id' | 'family' | 'balls'>): Binding[] {
	const balls = info.balls ?? 15;
	const fits = (b: Binding) => (b.cmd.k === 'ball' ? b.cmd.n <= balls : b.cmd.k === 'tens' ? balls > 10 : true);
	return [...KEYMAPS[info.family].filter((b) => (!b.only || b.only.includes(info.id)) && fits(b)), ...COMMON];
}

/** The first binding (in table order) that has the key and whose condition holds. */
export function findBinding(bindings: Binding[], names: string[], holds: (c: Condition) => boolean): Binding | null {
	for (const b of bindings) if (b.keys.some((k) => names.includes(k)) && (!b.when || holds(b.when))) return b;
	// a key that exists but whose condition fails: reported, never silently ignored
	for (const b of bindings) if (b.keys.some((k) => names.includes(k))) return b;
	return null;
}

/**
 * The one rule of the pad: a key either MARKS the stroke being composed (it waits for Enter)
 * or SENDS at once. These are the commands that send at once; the key map and the buttons show
 * them with the ⏎ marker.
 */
const SENDING: Command['k'][] = ['commit', 'point', 'miss', 'caromFoul', 'caromSafety', 'penalty', 'attempt', 'concede'];
export const sendsNow = (b: Pick<Binding, 'cmd'>): boolean => SENDING.includes(b.cmd.k);

/**
 * Prompt keys: 1, 2, 3… and each option's first letter that no other option starts with and
 * that is not a key of the pad (`reserved`): a prompt that opens right after a stroke (9-ball:
 * P for push, then "pass back?") never takes the key that sent it as an answer.
 */
export function promptKeys(options: string[], reserved: string[] = []): { option: string; number: string; letter: string | null }[] {
	return options.map((option, i) => {
		const first = option[0]?.toLowerCase() ?? '';
		const unique = options.filter((o) => o[0]?.toLowerCase() === first).length === 1;
		return { option, number: String(i + 1), letter: unique && !reserved.includes(first) ? first : null };
	});
}

/** The keys a prompt must not take as letters: every single key of this discipline's pad. */
export const padKeys = (bindings: Binding[]): string[] => [...new Set(bindings.flatMap((b) => b.keys).map((k) => k.toLowerCase()))];

/**
 * The key maps of the two families played in frames: Russian pyramid and snooker (issue 16).
 * Same rules as the tables above: every key and its pad button come from these tables.
 *
 * Snooker's balls are the digits 1–7 by value (1 red … 7 black): a referee and a marker name
 * a colour by its value ("on the 5"), digits are the same on every layout and on the numpad,
 * and they keep the letters free for fouls — letters by colour would clash (Blue/Brown/Black,
 * Y is redo, G the clock) and differ in Polish and Russian anyway.
 */
export type PyramidFoul = 'no-contact' | 'no-rail' | 'off-table' | 'house-ball' | 'wrong-cue' | 'placement' | 'time' | 'other';
export type SnookerFoul = 'miss-all' | 'in-off' | 'wrong-ball' | 'pot-not-on' | 'off-table' | 'push' | 'touch' | 'jump' | 'seven' | 'other';
/** What the next snooker ball key names, when not a ball potted. */
export type SnookerPick = 'firstHit' | 'nominated' | 'freeBall' | 'ball';
/** Snooker's referee calls marked on a stroke. */
export type SnookerFlag = 'miss' | 'clearPath' | 'snookered' | 'simultaneous';

/** The balls by value: key 1 is the red, 7 the black (SN-1). */
export const SNOOKER_BALLS: readonly SnookerBall[] = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'];

const digit = (n: number, cmd: Command, label: Label): Binding => ({ keys: [String(n)], cmd, label, group: 'balls' as Group, noButton: true });

export const PYRAMID: Binding[] = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commit', group: 'stroke', tone: 'primary' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	{ keys: ['Space', '+'], cmd: { k: 'pyrStep', d: 1 }, label: 'cmd.pyrMore', group: 'stroke' },
	{ keys: ['-'], cmd: { k: 'pyrStep', d: -1 }, label: 'cmd.pyrLess', group: 'stroke', noButton: true },
	{ keys: ['s'], cmd: { k: 'svoyak' }, label: 'cmd.svoyak', group: 'stroke' },
	// PY-3: the break counts object balls that reached a cushion
	{ keys: ['l'], cmd: { k: 'rails', d: 1 }, label: 'cmd.cushions', group: 'stroke', when: 'breakDue', only: ['free-pyramid', 'combined-pyramid'] },
	{ keys: ['Shift+l'], cmd: { k: 'rails', d: -1 }, label: 'cmd.cushions', group: 'stroke', when: 'breakDue', only: ['free-pyramid', 'combined-pyramid'], noButton: true },
	// NP-2: the dynamic break counts balls to the side cushions and a third crossing the centre line
	{ keys: ['l'], cmd: { k: 'rails', d: 1 }, label: 'cmd.sideCushions', group: 'stroke', when: 'breakDue', only: ['dynamic-pyramid'] },
	{ keys: ['Shift+l'], cmd: { k: 'rails', d: -1 }, label: 'cmd.sideCushions', group: 'stroke', when: 'breakDue', only: ['dynamic-pyramid'], noButton: true },
	{ keys: ['k'], cmd: { k: 'crossed' }, label: 'cmd.crossed', group: 'stroke', when: 'breakDue', only: ['dynamic-pyramid'] },
	...Array.from({ length: 10 }, (_, n) => digit(n, { k: 'pyrCount', n }, 'cmd.pyrCount')),
	{ keys: ['o'], cmd: { k: 'pyrOff', d: 1 }, label: 'cmd.pyrOff', group: 'fouls', tone: 'warn' },
	{ keys: ['Shift+o'], cmd: { k: 'pyrOff', d: -1 }, label: 'cmd.pyrOffLess', group: 'fouls', tone: 'warn', noButton: true },
	{ keys: ['c'], cmd: { k: 'cueOff' }, label: 'cmd.cueOffPyramid', group: 'fouls', tone: 'warn' },
	{ keys: ['n'], cmd: { k: 'pyrFoul', foul: 'no-contact' }, label: 'cmd.noContact', group: 'fouls', tone: 'warn' },
	{ keys: ['r'], cmd: { k: 'pyrFoul', foul: 'no-rail' }, label: 'cmd.noRail', group: 'fouls', tone: 'warn' },
	{ keys: ['h'], cmd: { k: 'pyrFoul', foul: 'house-ball' }, label: 'cmd.houseBall', group: 'fouls', tone: 'warn', when: 'inHouse' },
	// FP-1: in free pyramid any ball is the cue ball after the break, so a wrong cue ball is a break foul only
	{ keys: ['w'], cmd: { k: 'pyrFoul', foul: 'wrong-cue' }, label: 'cmd.wrongCue', group: 'fouls', tone: 'warn', only: ['combined-pyramid', 'dynamic-pyramid'] },
	{ keys: ['w'], cmd: { k: 'pyrFoul', foul: 'wrong-cue' }, label: 'cmd.wrongCue', group: 'fouls', tone: 'warn', only: ['free-pyramid'], when: 'breakDue' },
	{ keys: ['p'], cmd: { k: 'pyrFoul', foul: 'placement' }, label: 'cmd.placement', group: 'fouls', tone: 'warn', when: 'inHand' },
	{ keys: ['m'], cmd: { k: 'pyrFoul', foul: 'time' }, label: 'cmd.timeFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'pyrFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' }
];

/**
 * Snooker. A stroke is its balls (1–7; the red again for each more red) and, when something
 * went wrong, the foul with the ball it concerns. Keys that name a ball (first hit, nominated
 * colour, free ball, the ball touched …) make the NEXT ball key name that ball instead of a
 * pot, once. Only what differs from a clean stroke on the ball on is marked: the engine takes
 * the ball on as hit first and the colour hit or potted as nominated (SN-3).
 */
export const SNOOKER: Binding[] = [
	{ keys: ['Enter'], cmd: { k: 'commit' }, label: 'cmd.commitSnooker', group: 'stroke', tone: 'primary' },
	{ keys: ['Backspace'], cmd: { k: 'clear' }, label: 'cmd.clear', group: 'stroke', tone: 'quiet' },
	// the balls say their own name (the board's word): "1 Red", "5 Blue"
	...SNOOKER_BALLS.map((ball, i) => digit(i + 1, { k: 'snookerBall', ball }, `board.ball.${ball}`)),
	{ keys: ['Shift+1'], cmd: { k: 'lessRed' }, label: 'cmd.lessRed', group: 'balls', noButton: true },
	{ keys: ['h'], cmd: { k: 'pick', what: 'firstHit' }, label: 'cmd.firstHit', group: 'stroke' },
	{ keys: ['a'], cmd: { k: 'pick', what: 'nominated' }, label: 'cmd.nominate', group: 'stroke', when: 'nominate' },
	{ keys: ['b'], cmd: { k: 'pick', what: 'freeBall' }, label: 'cmd.freeBallBall', group: 'stroke', when: 'freeBall' },
	// drawn with the referee's buttons (re-rack, forfeit), not among the strokes
	{ keys: ['Shift+c'], cmd: { k: 'concede' }, label: 'cmd.concede', group: 'stroke', tone: 'quiet', noButton: true },
	{ keys: ['n'], cmd: { k: 'snookerFoul', foul: 'miss-all' }, label: 'cmd.missAll', group: 'fouls', tone: 'warn' },
	{ keys: ['x'], cmd: { k: 'snookerFoul', foul: 'in-off' }, label: 'cmd.inOff', group: 'fouls', tone: 'warn' },
	{ keys: ['c'], cmd: { k: 'snookerFoul', foul: 'off-table' }, label: 'cmd.cueOff', group: 'fouls', tone: 'warn' },
	{ keys: ['o'], cmd: { k: 'offMode' }, label: 'cmd.offTableMode', group: 'fouls', tone: 'warn' },
	{ keys: ['w'], cmd: { k: 'snookerFoul', foul: 'wrong-ball' }, label: 'cmd.wrongBall', group: 'fouls', tone: 'warn' },
	{ keys: ['p'], cmd: { k: 'snookerFoul', foul: 'pot-not-on' }, label: 'cmd.potNotOn', group: 'fouls', tone: 'warn' },
	{ keys: ['u'], cmd: { k: 'snookerFoul', foul: 'push' }, label: 'cmd.pushStroke', group: 'fouls', tone: 'warn' },
	{ keys: ['k'], cmd: { k: 'snookerFoul', foul: 'touch' }, label: 'cmd.touch', group: 'fouls', tone: 'warn' },
	{ keys: ['j'], cmd: { k: 'snookerFoul', foul: 'jump' }, label: 'cmd.jump', group: 'fouls', tone: 'warn' },
	{ keys: ['s'], cmd: { k: 'snookerFoul', foul: 'seven' }, label: 'cmd.seven', group: 'fouls', tone: 'warn' },
	{ keys: ['f'], cmd: { k: 'snookerFoul', foul: 'other' }, label: 'cmd.otherFoul', group: 'fouls', tone: 'warn' },
	{ keys: ['d'], cmd: { k: 'mark', flag: 'simultaneous' }, label: 'cmd.simultaneous', group: 'fouls', tone: 'warn' },
	{ keys: ['m'], cmd: { k: 'mark', flag: 'miss' }, label: 'cmd.foulMiss', group: 'fouls', tone: 'warn' },
	{ keys: ['l'], cmd: { k: 'mark', flag: 'clearPath' }, label: 'cmd.clearPath', group: 'fouls', tone: 'warn' },
	{ keys: ['r'], cmd: { k: 'mark', flag: 'snookered' }, label: 'cmd.snookered', group: 'fouls', tone: 'warn' }
];

/** Every family's bindings (pyramid and snooker's tables are above, after the others'). */
export const KEYMAPS: Record<Family, Binding[]> = { pool: POOL, carom: CAROM, pins: PINS, artistic: ARTISTIC, pyramid: PYRAMID, snooker: SNOOKER };
