import type { DisciplineId } from '../types';
import type { Sampler } from './random-match';
import { samplers as familySamplers } from '../generated/samples';

/** A random-candidate generator for every discipline: benchmarks and property tests use them. */
export const samplers: Partial<Record<DisciplineId, Sampler>> = familySamplers;
