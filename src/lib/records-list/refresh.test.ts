import { describe, expect, it } from 'vitest';
import { tablesSignature } from './refresh';

describe('list refresh', () => {
	it('changes when a table scores or starts a match, not when the same state comes again', () => {
		const a = tablesSignature({ t1: { match: { id: 3, revision: 4 } }, t2: { match: null } });
		expect(tablesSignature({ t2: { match: null }, t1: { match: { id: 3, revision: 4 } } })).toBe(a);
		expect(tablesSignature({ t1: { match: { id: 3, revision: 5 } }, t2: { match: null } })).not.toBe(a);
		expect(tablesSignature({ t1: { match: { id: 3, revision: 4 } }, t2: { match: { id: 9, revision: 0 } } })).not.toBe(a);
	});
});
