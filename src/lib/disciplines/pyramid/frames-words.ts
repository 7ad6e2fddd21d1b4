import type { FramesWords } from '../parts';
import { pyramidRecord } from './record';

/** Pyramid counts a frame in balls on the shelf; its best visit is a high run. */
export const PYRAMID_FRAMES: FramesWords = {
	family: 'pyramid',
	framePoints: 'board.shelf',
	made: 'records.frames.balls',
	madeOnSheet: 'records.frames.balls',
	after: 'board.shelf',
	afterOnSheet: 'board.shelf',
	received: 'records.frames.received.pyramid',
	best: 'board.highRun',
	bestShort: 'board.highRun.short',
	// shown where the record counts them
	centuries: pyramidRecord.frames?.centuries === true
};
