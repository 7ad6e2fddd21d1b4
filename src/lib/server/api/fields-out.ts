/**
 * A table's fields (src/lib/view/fields.ts, the one flat view every graphic binds to) as the
 * HTTP API serves them: JSON, XML for a vMix data source, or CasparCG's templateData.
 */
import type { TableState } from '../../protocol';
import { tableView } from '../../view/table-view';
import { fieldsOf, type Fields } from '../../view/fields';
import { boardT } from '../../i18n/board';
import { LANGS, type Lang } from '../../i18n/lang';

/** `?lang=`: one of the board languages (default English); null when it names another. */
export function langOf(url: URL): Lang | null {
	const raw = url.searchParams.get('lang');
	if (raw === null || raw === '') return 'en';
	return (LANGS as readonly string[]).includes(raw) ? (raw as Lang) : null;
}

export function fieldsFor(state: TableState, lang: Lang, now = Date.now()): Fields {
	return fieldsOf(tableView(state, now), boardT(lang), state.match?.setup);
}

const XML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text as XML character data: escaped, and without the characters XML 1.0 cannot carry. */
const xmlText = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => XML_TEXT[c]!);
const valueText = (v: Fields[string]) => (v === null ? '' : String(v));

/** One element per field under `<fields>` (field names are XML names: letters and digits). */
export function fieldsXml(fields: Fields): string {
	const body = Object.entries(fields)
		.map(([name, v]) => (v === null ? `<${name}/>` : `<${name}>${xmlText(valueText(v))}</${name}>`))
		.join('');
	return `<?xml version="1.0" encoding="UTF-8"?>\n<fields>${body}</fields>\n`;
}

/** CasparCG's template data: a componentData per field with its text as `value`. */
export function casparXml(fields: Fields): string {
	const body = Object.entries(fields)
		.map(([name, v]) => `<componentData id="${name}"><data id="text" value="${xmlText(valueText(v))}"/></componentData>`)
		.join('');
	return `<?xml version="1.0" encoding="UTF-8"?>\n<templateData>${body}</templateData>\n`;
}
