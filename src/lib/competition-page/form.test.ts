import { describe, expect, it } from 'vitest';
import { addLine, definitionOf, lengthKey, parsePlayers, setupOf, type FormState } from './form';

describe('the pasted player list', () => {
	it('reads name; country; rating; handicap, each but the name optional, tabs too', () => {
		const { players, problems } = parsePlayers('Ada Nowak; pol; 1650; 9\n\n  Bea Kowalska \nЮрий Петров\tRUS\t1500,5\nCem; ; ; 5');
		expect(problems).toEqual([]);
		expect(players).toEqual([
			{ name: 'Ada Nowak', country: 'POL', rating: 1650, handicap: 9 },
			{ name: 'Bea Kowalska' },
			{ name: 'Юрий Петров', country: 'RUS', rating: 1500.5 },
			{ name: 'Cem', handicap: 5 }
		]);
	});

	it('says which line is wrong and why', () => {
		const { players, problems } = parsePlayers('Ada; Poland\nBea; PL; fast\nCem; ; ; 0\nada');
		expect(players).toEqual([{ name: 'ada' }]); // line 1 was refused, so “ada” is not a second Ada
		expect(problems).toEqual([
			{ key: 'comp.players.country', line: 1, params: undefined },
			{ key: 'comp.players.rating', line: 2, params: undefined },
			{ key: 'comp.players.handicap', line: 3, params: undefined }
		]);
		expect(parsePlayers('Ada\nada').problems).toEqual([{ key: 'comp.players.twice', line: 2, params: { name: 'ada' } }]);
	});

	it('adds a picked player once', () => {
		expect(addLine('', { name: 'Ada', country: 'PL' })).toBe('Ada; PL');
		expect(addLine('Ada; PL\n', { name: 'Bea', rating: 1500 })).toBe('Ada; PL\nBea; ; 1500');
		expect(addLine('Ada', { name: 'ada' })).toBe('Ada');
	});
});

describe('the definition', () => {
	const form: FormState = {
		name: ' Club Cup ',
		format: 'single-elimination',
		groups: 2,
		advance: 2,
		thirdPlace: true,
		grandFinal: 'simple',
		setup: { discipline: 'nine-ball', raceTo: 5, breakRule: 'alternate' },
		steps: [
			{ where: '', fromRound: 2, value: 7 },
			{ where: ':winners', fromRound: 3, value: 9 },
			{ where: ':losers', fromRound: 1, value: 4 }
		],
		playersText: 'Ada\nBea\nCem\nDan',
		seeding: 'random',
		seed: 'abc',
		tables: ['1', '2'],
		auto: true
	};

	it('is what the server takes: options of the format only, steps on the discipline’s length key', () => {
		const r = definitionOf(form);
		expect(r).toEqual({
			ok: true,
			definition: {
				name: 'Club Cup',
				format: 'single-elimination',
				options: { thirdPlace: true },
				setup: { discipline: 'nine-ball', raceTo: 5, breakRule: 'alternate' },
				steps: [{ fromRound: 2, setup: { raceTo: 7 } }, { bracket: 'winners', fromRound: 3, setup: { raceTo: 9 } }],
				players: [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cem' }, { name: 'Dan' }],
				seeding: 'random',
				seed: 'abc',
				tables: ['1', '2'],
				auto: true
			}
		});
	});

	it('groups-knockout steps name their stage; a form without a name or two players is refused', () => {
		const r = definitionOf({ ...form, format: 'groups-knockout', setup: { discipline: 'three-cushion', pointsTo: 30 }, steps: [{ where: '1:winners', fromRound: 1, value: 40 }] });
		expect(r.ok && r.definition.steps).toEqual([{ stage: 1, bracket: 'winners', setup: { pointsTo: 40 } }]);
		expect(r.ok && r.definition.options).toEqual({ groups: 2, advance: 2, thirdPlace: true });
		expect(definitionOf({ ...form, name: ' ' })).toEqual({ ok: false, problem: { key: 'comp.new.nameFirst' } });
		expect(definitionOf({ ...form, playersText: 'Ada' })).toEqual({ ok: false, problem: { key: 'comp.players.tooFew' } });
	});
});

describe('the match set-up of a competition', () => {
	it('a longer match is a longer race in pyramid and a longer best-of in snooker', () => {
		expect(lengthKey('free-pyramid')).toBe('raceTo');
		expect(lengthKey('snooker')).toBe('bestOf');
		expect(lengthKey('ten-ball')).toBe('raceTo');
	});

	it('starts from the catalog’s suggested keys: frames and balls to win in pyramid, best of and reds in snooker', () => {
		expect(setupOf('combined-pyramid', '')).toEqual({ discipline: 'combined-pyramid', raceTo: 3, pointsTo: 8, breakRule: 'alternate' });
		expect(setupOf('snooker', '')).toEqual({ discipline: 'snooker', bestOf: 7, reds: 15 });
	});
});
