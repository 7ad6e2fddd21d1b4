/** The record part of a family with no racks and no frames (parts.ts, FamilyRecord). */
import type { FamilyRecord } from '../parts';

/** Innings and points only; `averaged`: whether points per inning mean something (carom, artistic) or not (pins count down). */
export const inningsRecord = (averaged: boolean): FamilyRecord => ({ racks: () => false, frames: null, averaged: () => averaged });
