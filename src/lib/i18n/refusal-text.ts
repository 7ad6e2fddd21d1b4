/**
 * A coded server refusal (src/lib/protocol/refusals.ts) in a language: the code's template from
 * refusals-server.ts filled with the refusal's params; a reason without a known code is
 * translated by reasons.ts (English when no rule knows it).
 */
import { fillTemplate, SERVER_REFUSALS as EN, type RefusalCode, type RefusalParams } from '../protocol/refusals';
import type { Lang } from './lang';
import { translateReason } from './reasons';
import { SERVER_REFUSALS } from './refusals-server';

export function refusalText(r: { reason?: string; code?: string; params?: RefusalParams }, lang: Lang): string {
	if (r.code && Object.hasOwn(EN, r.code)) {
		const code = r.code as RefusalCode;
		return fillTemplate(lang === 'en' ? EN[code] : SERVER_REFUSALS[lang][code], r.params);
	}
	return translateReason(r.reason ?? '', lang);
}
