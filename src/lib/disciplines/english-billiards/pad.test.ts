/** English billiards' pad: what the keys mark and what Enter sends, as the engine reads it (EB-5 … EB-17). */
import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../../engine/match';
import { NO_MARKS, type PadContext } from '../pad';
import { billiardsPad, type BilliardsCommand } from './pad';

const ctx: PadContext = { discipline: 'english-billiards', balls: 0, striker: 'Anna' };
type Draft = Parameters<typeof billiardsPad.press>[0];

/** The stroke the keys make: each command pressed in turn, then Enter. */
function stroke(...cmds: BilliardsCommand[]): Record<string, unknown> {
	let d: Draft = { ...NO_MARKS, ...billiardsPad.empty };
	for (const cmd of cmds) {
		const out = billiardsPad.press(d, cmd, ctx);
		if (!out || !('draft' in out) || !out.draft) throw new Error(`${cmd.k} did not mark`);
		d = out.draft;
	}
	const sent = billiardsPad.commit!(d, undefined, ctx);
	if (!('commit' in sent)) throw new Error('Enter did not commit');
	return sent.commit;
}

/** A's points after both players opened and A played `shot`. */
function scored(shot: Record<string, unknown>): number[] {
	const r = runScript({ match: { discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 100 }, actions: [{ t: 'shot', firstHit: 'red' }, { t: 'shot', firstHit: 'red' }, shot] });
	if (!r.ok) throw new Error(r.error);
	return summarize(r.match).players.map((p) => p.score);
}

describe('the English billiards pad', () => {
	it('EB-6: cannon, both pots and in-off the red make the maximum 10; in-off the white prices it 2 (EB-7)', () => {
		const max = stroke({ k: 'billiardsMark', flag: 'cannon' }, { k: 'billiardsBall', ball: 'red' }, { k: 'billiardsBall', ball: 'white' }, { k: 'inOffBall', ball: 'red' });
		expect(max).toEqual({ t: 'shot', firstHit: 'red', cannon: true, potted: ['red', 'white'], inOff: true });
		expect(scored(max)).toEqual([10, 0]);
		expect(scored(stroke({ k: 'billiardsMark', flag: 'cannon' }, { k: 'inOffBall', ball: 'white' }))).toEqual([4, 0]);
		expect(scored(stroke({ k: 'billiardsMark', flag: 'both' }, { k: 'inOffBall', ball: 'red' }))).toEqual([4, 0]);
	});

	it('EB-17: a miss and a coup touch no ball: they take back the contact marks, and give the opponent 2', () => {
		const miss = stroke({ k: 'billiardsBall', ball: 'red' }, { k: 'billiardsMark', flag: 'miss' });
		expect(miss).toEqual({ t: 'shot', firstHit: 'none' });
		expect(scored(miss)).toEqual([0, 2]);
		const coup = stroke({ k: 'billiardsMark', flag: 'coup' });
		expect(coup).toEqual({ t: 'shot', firstHit: 'none', inOff: true });
		expect(scored(coup)).toEqual([0, 2]);
	});

	it('off mode turns the ball keys into balls forced off the table; X the cue ball; Shift+R the spots taken', () => {
		const off = stroke({ k: 'billiardsOff' }, { k: 'billiardsBall', ball: 'white' }, { k: 'billiardsMark', flag: 'cueOff' }, { k: 'spotTaken' }, { k: 'spotTaken' });
		expect(off).toEqual({ t: 'shot', offTable: ['white', 'cue'], spotBlocked: ['spot', 'pyramid'] });
		expect(scored(off)).toEqual([0, 2]);
	});

	it('the referee\'s calls: touching sends at once, time and a concession after a confirmation', () => {
		const d = { ...NO_MARKS, ...billiardsPad.empty };
		expect(billiardsPad.press(d, { k: 'touching' }, ctx)).toEqual({ send: { t: 'touching' } });
		expect(billiardsPad.press(d, { k: 'callTime' }, ctx)).toEqual({ confirm: { key: 'confirm.time' }, send: { t: 'time' } });
		expect(billiardsPad.press(d, { k: 'concedeGame' }, ctx)).toMatchObject({ send: { t: 'concede' } });
	});
});
