import type { FramesWords } from '../parts';
import { billiardsRecord } from './record';

/** English billiards counts a game in points; its best visit is the highest break, and centuries count. */
export const BILLIARDS_FRAMES: FramesWords = {
	family: 'english-billiards',
	framePoints: 'board.points.short',
	made: 'board.points.short',
	madeOnSheet: 'records.sheet.points',
	after: 'board.total',
	afterOnSheet: 'records.sheet.total',
	received: 'records.frames.received.english-billiards',
	best: 'board.highBreak',
	bestShort: 'board.highBreak.short',
	centuries: billiardsRecord.frames?.centuries === true
};
