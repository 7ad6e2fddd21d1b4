import type { FramesWords } from '../parts';
import { snookerRecord } from './record';

/** Snooker counts a frame in points; its best visit is the highest break, and centuries count. */
export const SNOOKER_FRAMES: FramesWords = {
	family: 'snooker',
	framePoints: 'board.points.short',
	made: 'board.points.short',
	madeOnSheet: 'records.sheet.points',
	after: 'board.total',
	afterOnSheet: 'records.sheet.total',
	received: 'records.frames.received.snooker',
	best: 'board.highBreak',
	bestShort: 'board.highBreak.short',
	// shown where the record counts them
	centuries: snookerRecord.frames?.centuries === true
};
