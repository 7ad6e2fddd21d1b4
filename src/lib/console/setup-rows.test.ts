import { describe, expect, it } from 'vitest';
import { renamed, rowOf } from './setup-rows';

describe('a set-up row renamed (issue 22: a new match kept the last players’ ratings)', () => {
	const ding = rowOf({ name: 'Ding Junhui', country: 'CN', rating: 600 });

	it('drops the country and rating that came with another player', () => {
		expect(renamed({ ...ding, name: 'Neil Robertson' }, undefined)).toEqual({ name: 'Neil Robertson', country: '', rating: '' });
	});

	it('fills them from the remembered player chosen', () => {
		expect(renamed({ ...ding, name: 'Mark Selby' }, { name: 'Mark Selby', country: 'GB', rating: 680 })).toMatchObject({ name: 'Mark Selby', country: 'GB', rating: '680' });
	});

	it('keeps them for the same player spelt another way', () => {
		expect(renamed({ ...ding, name: ' ding  junhui ' }, undefined)).toMatchObject({ country: 'CN', rating: '600' });
	});

	it('keeps what the marker typed for this row', () => {
		const typed = { name: 'Neil Robertson', country: 'AU', rating: '710' };
		expect(renamed({ ...typed, name: 'Neil Robertson Jr' }, undefined)).toEqual({ ...typed, name: 'Neil Robertson Jr' });
		// and a remembered player only fills what is empty
		expect(renamed({ name: 'Mark Selby', country: 'ENG', rating: '' }, { name: 'Mark Selby', country: 'GB', rating: 680 })).toMatchObject({ country: 'ENG', rating: '680' });
	});

	it('a plain name has nothing to drop', () => {
		expect(rowOf('Anna')).toEqual({ name: 'Anna', country: '', rating: '' });
		expect(renamed({ ...rowOf('Anna'), name: 'Olga' }, undefined)).toEqual({ name: 'Olga', country: '', rating: '' });
	});
});
