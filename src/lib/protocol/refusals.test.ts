import { describe, expect, it } from 'vitest';
import { SERVER_REFUSALS as TRANSLATED } from '../i18n/refusals-server';
import { engineRefusal, fillTemplate, refusal, SERVER_REFUSALS, templateParams, type RefusalCode } from './refusals';

const codes = Object.keys(SERVER_REFUSALS) as RefusalCode[];

describe('server refusal codes', () => {
	it('every code has Polish and Russian texts with every {param} of its English template', () => {
		for (const lang of ['pl', 'ru'] as const) {
			expect(Object.keys(TRANSLATED[lang]).sort(), lang).toEqual([...codes].sort());
			for (const code of codes) {
				const text = TRANSLATED[lang][code];
				expect(text.trim(), `${lang} ${code}`).not.toBe('');
				for (const p of templateParams(SERVER_REFUSALS[code])) expect(text, `${lang} ${code} needs {${p}}`).toContain(`{${p}}`);
				// and no slot the English does not fill
				for (const p of templateParams(text)) expect(templateParams(SERVER_REFUSALS[code]), `${lang} ${code}: {${p}}`).toContain(p);
			}
		}
	});

	it('fills the English template: the reason text is what it was before codes', () => {
		expect(refusal('stale-revision', { revision: 7, sent: 5 })).toEqual({
			reason: 'stale: the match is at revision 7, not 5',
			code: 'stale-revision',
			params: { revision: 7, sent: 5 }
		});
		expect(refusal('rate-limit')).toEqual({ reason: 'too many messages: slow down', code: 'rate-limit' });
		expect(fillTemplate(TRANSLATED.pl['no-table'], { table: '3' })).toBe('nie ma stołu „3”');
	});

	it('passes an engine rejection through, with its own code when it has one', () => {
		expect(engineRefusal({ reason: 'nothing to undo' })).toEqual({ reason: 'nothing to undo', code: 'engine', params: { reason: 'nothing to undo' } });
		const coded = { reason: 'ball 12 is not on the table', code: 'ball-not-on-table', params: { ball: 12 } };
		expect(engineRefusal(coded)).toEqual(coded);
	});
});
