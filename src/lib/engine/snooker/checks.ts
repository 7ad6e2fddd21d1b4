/**
 * What a shot may say in the position it meets: balls that are on the table, each once, and
 * keys that belong together (a miss is a foul, a nomination follows a red, a free ball is one
 * being played). Refusals are values (refusals.ts); nothing here judges the stroke itself.
 */
import { reject } from '../refusals';
import type { SnookerBall } from './summary';
import type { Rejection } from '../types';
import type { Position } from './balls';
import type { SnookerShot } from './schemas';

const isOnTable = (pos: Position, b: SnookerBall): boolean => (b === 'red' ? pos.reds > 0 : pos.colours.includes(b));

/** Reds named (potted and forced off) are on the table; each colour once, never both down and off. */
function checkBalls(pos: Position, shot: SnookerShot): Rejection | null {
	const reds = [...shot.potted, ...shot.offTable].filter((b) => b === 'red').length;
	if (reds > 0 && pos.reds === 0) return reject('ball-not-on-table', { ball: 'red' });
	if (reds > pos.reds) return reject('snooker-reds-on-table', { count: reds, reds: pos.reds });
	const seen = new Set<SnookerBall>();
	for (const b of [...shot.potted, ...shot.offTable]) {
		if (b === 'red') continue;
		if (!isOnTable(pos, b)) return reject('ball-not-on-table', { ball: b });
		if (seen.has(b)) {
			const both = shot.potted.includes(b) && shot.offTable.includes(b);
			return reject(both ? 'ball-pocketed-and-off' : 'ball-listed-twice', { ball: b });
		}
		seen.add(b);
	}
	for (const b of [shot.firstHit, shot.ball, shot.freeBall, shot.nominated]) {
		if (b !== undefined && b !== 'none' && !isOnTable(pos, b)) return reject('ball-not-on-table', { ball: b });
	}
	return null;
}

/** The shot's keys fit the position and the set-up, before the stroke is judged. */
export function checkShot(pos: Position, shot: SnookerShot, missRule: boolean): Rejection | null {
	const balls = checkBalls(pos, shot);
	if (balls) return balls;
	// SN-3: a colour is nominated after a red (or a free ball taken as a red), for the stroke on it.
	if (shot.nominated && pos.phase !== 'colour') return reject('snooker-nominate-after-red');
	if (shot.freeBall) {
		if (!pos.freeBall) return reject('snooker-no-free-ball');
		// SN-8: the free ball is another ball than the ball on (a red, or the colour in sequence).
		const on = pos.phase === 'red' ? 'red' : pos.colours[0];
		if (shot.freeBall === on) return reject('snooker-free-ball-is-on', { ball: on });
	}
	if (shot.miss && !missRule) return reject('snooker-no-miss-rule');
	if (shot.clearPath && !shot.miss) return reject('snooker-clear-path-needs-miss');
	if (shot.simultaneous && (shot.firstHit === undefined || shot.firstHit === 'none' || shot.ball === undefined)) {
		return reject('snooker-simultaneous-balls');
	}
	return null;
}

/** Keys that only a foul gives meaning to (SN-8, SN-9), checked once the stroke is judged. */
export function checkFoulKeys(shot: SnookerShot, foul: boolean): Rejection | null {
	if (foul) return null;
	if (shot.miss) return reject('snooker-miss-needs-foul');
	if (shot.snookered) return reject('snooker-snookered-needs-foul');
	if (shot.ball !== undefined && !shot.simultaneous) return reject('snooker-ball-needs-foul');
	return null;
}
