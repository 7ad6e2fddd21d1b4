import { describe, expect, it } from 'vitest';
import { CLOCK_LIMITS, clockConfigSchema } from '$lib/protocol/clock';
import { DEFAULT_CLOCK, fromForm, parseGameTime, toForm } from './clock';

const { seconds: SECONDS, extensions: EXTENSIONS } = CLOCK_LIMITS;

describe('the console’s shot-clock settings form', () => {
	it('mirrors the server’s defaults', () => {
		expect(DEFAULT_CLOCK).toEqual(clockConfigSchema.parse({}));
		for (const n of [SECONDS.min, SECONDS.max]) expect(clockConfigSchema.safeParse({ shotSeconds: n }).success).toBe(true);
		for (const n of [SECONDS.min - 1, SECONDS.max + 1]) expect(clockConfigSchema.safeParse({ shotSeconds: n }).success).toBe(false);
		for (const n of [EXTENSIONS.min, EXTENSIONS.max]) expect(clockConfigSchema.safeParse({ extensionsPerPlayer: n }).success).toBe(true);
		expect(clockConfigSchema.safeParse({ extensionsPerPlayer: EXTENSIONS.max + 1 }).success).toBe(false);
	});

	it('turns the typed fields into a config the server accepts, and back', () => {
		const form = { ...toForm(DEFAULT_CLOCK), shotSeconds: ' 45 ', firstShotSeconds: '75', late: true, lateSeconds: '25', enabled: false };
		const r = fromForm(form);
		expect(r).toEqual({
			config: { enabled: false, shotSeconds: 45, firstShotSeconds: 75, extensionsPerPlayer: 1, extensionSeconds: 30, late: { seconds: 25, when: 'hill-hill' }, sound: false }
		});
		if (!('config' in r)) throw new Error('expected a config');
		expect(clockConfigSchema.parse(r.config)).toEqual(r.config);
		expect(toForm(r.config)).toMatchObject({ shotSeconds: '45', late: true, lateSeconds: '25', enabled: false });
	});

	it('names the first field out of range; the hill-hill seconds only count when that option is on', () => {
		const base = toForm(DEFAULT_CLOCK);
		expect(fromForm({ ...base, shotSeconds: '4' })).toEqual({ field: 'shotSeconds', min: 5, max: 600 });
		expect(fromForm({ ...base, extensionsPerPlayer: '2.5' })).toEqual({ field: 'extensionsPerPlayer', min: 0, max: 10 });
		expect(fromForm({ ...base, firstShotSeconds: '' })).toMatchObject({ field: 'firstShotSeconds' });
		expect(fromForm({ ...base, late: false, lateSeconds: 'x' })).toHaveProperty('config.late', null);
		expect(fromForm({ ...base, late: true, lateSeconds: 'x' })).toMatchObject({ field: 'lateSeconds' });
	});
});

describe('the game clock time a referee types', () => {
	it('reads minutes and seconds, hours too, or a lone number of minutes', () => {
		expect(parseGameTime('45:07')).toBe(45 * 60 + 7);
		expect(parseGameTime(' 1:15:00 ')).toBe(75 * 60);
		expect(parseGameTime('90')).toBe(90 * 60);
		expect(parseGameTime('0:00')).toBe(0);
	});
	it('refuses what is not a time', () => {
		for (const bad of ['', '45:60', '1:60:00', 'ten', '1:2:3:4', '-5', '4.5', '45:'])
			expect(parseGameTime(bad), bad).toBeNull();
	});
});
