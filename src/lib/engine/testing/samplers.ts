import type { DisciplineId } from '../types';
import type { Sampler } from './random-match';
import { eventSetups as familyEventSetups, samplers as familySamplers, shortSetups as familyShortSetups } from '../generated/samples';

/** A random-candidate generator for every discipline: benchmarks and property tests use them. */
export const samplers: Partial<Record<DisciplineId, Sampler>> = familySamplers;

/** Short set-ups, so random play also reaches the end of matches (the property tests). */
export const shortSetups: Record<DisciplineId, unknown> = familyShortSetups;

/** Short set-ups with small run marks, so random play reaches every broadcast moment (events.test.ts). */
export const eventSetups: Record<DisciplineId, Record<string, unknown>> = familyEventSetups;
