/** The record's words of each family counted in frames (./parts.ts FramesWords): the match page's tables and charts read them. */
import type { FramesWords } from './parts';
import type { EveryFamily } from './registry';
import { PYRAMID_FRAMES } from './pyramid/frames-words';
import { SNOOKER_FRAMES } from './snooker/frames-words';
import { BILLIARDS_FRAMES } from './english-billiards/frames-words';

export const FRAMES_WORDS: Partial<EveryFamily<FramesWords>> = { pyramid: PYRAMID_FRAMES, snooker: SNOOKER_FRAMES, 'english-billiards': BILLIARDS_FRAMES };
