import { describe, expect, it } from 'vitest';
import type { TableState } from '../protocol';
import { PlayerProfiles } from './profiles';
import type { PlayerStore, ProfileRecord } from './store/types';

const record = (name: string, p: Partial<ProfileRecord> = {}): ProfileRecord => ({ name, country: null, club: null, nickname: null, photo: null, ...p });

/** A store holding `profiles` (only what PlayerProfiles reads). */
function storeOf(profiles: ProfileRecord[]): PlayerStore {
	return { listProfiles: async () => profiles } as unknown as PlayerStore;
}

const state = (players: unknown[], summaryNames?: string[]): TableState => ({
	table: { id: 't', name: 'T' },
	match: {
		id: 1,
		setup: { discipline: 'nine-ball', players },
		revision: 0,
		summary: (summaryNames ? { players: summaryNames.map((name) => ({ name })) } : {}) as NonNullable<TableState['match']>['summary'],
		startedAt: ''
	},
	events: []
});

describe('PlayerProfiles.decorate', () => {
	it('gives each seat its player\'s profile by name, any case and spacing; null for a player without one', async () => {
		const p = await new PlayerProfiles(storeOf([record('Anna Nowak', { club: 'KS', photo: { id: 'aaaaaaaaaaaa', ext: 'jpg' }, country: 'PL' })])).init();
		const s = state(['anna  NOWAK', { name: 'Ben' }], ['anna  NOWAK', 'Ben']);
		expect(p.decorate(s).profiles).toEqual([{ club: 'KS', nickname: null, country: 'PL', photo: '/media/players/aaaaaaaaaaaa.jpg' }, null]);
		// the summary's names first (a renamed seat), else the set-up's
		expect(p.decorate(state(['Ben', 'Anna Nowak'])).profiles).toEqual([null, expect.objectContaining({ club: 'KS' })]);
		p.close();
	});

	it('leaves a state as it was (the same object) when no seat has a profile, or there is no match', async () => {
		const p = await new PlayerProfiles(storeOf([record('Cleo', { nickname: 'C' })])).init();
		const s = state(['Anna', 'Ben'], ['Anna', 'Ben']);
		expect(p.decorate(s)).toBe(s);
		const empty: TableState = { table: { id: 't', name: 'T' }, match: null, events: [] };
		expect(p.decorate(empty)).toBe(empty);
		expect(PlayerProfiles.concerns(s, new Set(['cleo']))).toBe(false);
		expect(PlayerProfiles.concerns(state(['CLEO', 'x'], ['CLEO', 'x']), new Set(['cleo']))).toBe(true);
		p.close();
	});

	it('tells its listeners which players changed on a reload, and only those', async () => {
		const list = [record('Anna', { club: 'A' }), record('Ben', { club: 'B' })];
		const p = await new PlayerProfiles({ listProfiles: async () => list.map((r) => ({ ...r })) } as unknown as PlayerStore).init();
		const heard: string[][] = [];
		p.onChange((keys) => heard.push([...keys].sort()));
		list[1] = record('Ben', { club: 'B2' });
		list.push(record('Cleo', { nickname: 'C' }));
		list.shift();
		await p.reload(false);
		expect(heard).toEqual([['anna', 'ben', 'cleo']]);
		await p.reload(false);
		expect(heard).toHaveLength(1);
		p.close();
	});
});
