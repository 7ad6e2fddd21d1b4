import type { DisciplineId } from '../types';
import type { Sampler } from './random-match';
import { poolSamplers } from '../pool/samples';
import { caromSamplers } from '../carom/samples';
import { pinSamplers } from '../pins/samples';
import { artisticSamplers } from '../artistic/samples';
import { pyramidSamplers } from '../pyramid/samples';
import { snookerSamplers } from '../snooker/samples';
import { billiardsSamplers } from '../english-billiards/samples';

/** A random-candidate generator for every discipline: benchmarks and property tests use them. */
export const samplers: Partial<Record<DisciplineId, Sampler>> = {
	...poolSamplers,
	...caromSamplers,
	...pinSamplers,
	...artisticSamplers,
	...pyramidSamplers,
	...snookerSamplers,
	...billiardsSamplers
};
