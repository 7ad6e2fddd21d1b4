/** Who may do what (docs/devices.md): every role against every need, a device on its table and on another. */
import { describe, expect, it } from 'vitest';
import { allows, refusedCode, type Grant, type Need } from './access';

const operator: Grant = { role: 'operator' };
const device: Grant = { role: 'device', table: 't1' };
const director: Grant = { role: 'director' };
const viewer: Grant = { role: 'viewer' };

describe('allows', () => {
	it('gives the operator everything and a viewer only reading', () => {
		for (const need of ['read', 'score', 'score-any', 'direct', 'admin'] as Need[]) {
			expect(allows(operator, need, 't1')).toBe(true);
			expect(allows(viewer, need, 't1')).toBe(need === 'read');
		}
	});

	it('lets a table device score its own table and read the player list, nothing else', () => {
		expect(allows(device, 'score', 't1')).toBe(true);
		expect(allows(device, 'score', 't2')).toBe(false);
		expect(allows(device, 'score')).toBe(false);
		expect(allows(device, 'score-any')).toBe(true);
		expect(allows(device, 'direct')).toBe(false);
		expect(allows(device, 'admin')).toBe(false);
		// a device grant without a table (never stored so, but never trusted either)
		expect(allows({ role: 'device' }, 'score', 't1')).toBe(false);
	});

	it('lets a director run competitions only', () => {
		expect(allows(director, 'direct')).toBe(true);
		expect(allows(director, 'score', 't1')).toBe(false);
		expect(allows(director, 'score-any')).toBe(false);
		expect(allows(director, 'admin')).toBe(false);
	});

	it('names the refusal: another table for a device scoring elsewhere, else operators only', () => {
		expect(refusedCode(device, 'score')).toBe('device-other-table');
		expect(refusedCode(device, 'admin')).toBe('operators-only');
		expect(refusedCode(viewer, 'score')).toBe('operators-only');
		expect(refusedCode(director, 'score')).toBe('operators-only');
	});
});
