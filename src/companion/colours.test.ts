import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOURS, hexTokens } from './colours';

describe('button colours', () => {
	it('are the theme’s tokens as Companion numbers', () => {
		const css = readFileSync(join(import.meta.dirname, '..', 'lib', 'theme', 'tokens.css'), 'utf8');
		const tokens = hexTokens(css);
		expect(COLOURS.accent).toBe(tokens.get('accent'));
		expect(COLOURS.accent).toBe(0xffcf3f);
		expect(hexTokens('--a: #fff; --b:#0a0b0c;--c: rgb(1 2 3);')).toEqual(new Map([['a', 0xffffff], ['b', 0x0a0b0c]]));
	});
});
