/**
 * A table's fields (src/lib/view/fields.ts, the one flat view every graphic binds to) as the
 * HTTP API serves them: JSON, XML, CasparCG's templateData, and vMix data source rows (one table,
 * or the whole venue with a row per table).
 */
import type { TableState } from '../../protocol';
import { tableView } from '../../view/table-view';
import { fieldsOf, isImageField, type FieldValue, type Fields } from '../../view/fields';
import { boardT } from '../../i18n/board';
import { LANGS, type Lang } from '../../i18n/lang';

/** `?lang=`: one of the board languages (default English); null when it names another. */
export function langOf(url: URL): Lang | null {
	const raw = url.searchParams.get('lang');
	if (raw === null || raw === '') return 'en';
	return (LANGS as readonly string[]).includes(raw) ? (raw as Lang) : null;
}

/** A table's fields; `origin` (the server's, as the caller reached it) makes the photos' URLs absolute. */
export function fieldsFor(state: TableState, lang: Lang, now = Date.now(), origin?: string): Fields {
	return fieldsOf(tableView(state, now), boardT(lang), state.match?.setup, { profiles: state.profiles, origin });
}

const XML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text as XML character data: escaped, and without the characters XML 1.0 cannot carry. */
const xmlText = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => XML_TEXT[c]!);
const valueText = (v: Fields[string]) => (v === null ? '' : String(v));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * One element per entry, named by its key. Keys are XML names: field names are letters and
 * digits, and vMix's columns add `.Text`, a dot being a name character after the first.
 */
const elements = (entries: Record<string, FieldValue>) =>
	Object.entries(entries)
		.map(([name, v]) => (v === null ? `<${name}/>` : `<${name}>${xmlText(valueText(v))}</${name}>`))
		.join('');

/** One element per field under `<fields>`. */
export function fieldsXml(fields: Fields): string {
	return `${XML_HEAD}<fields>${elements(fields)}</fields>\n`;
}

/**
 * A row per table as XML: `<tables>` holding a `<table>` per row, an element per field (or vMix
 * column), so one XPath (`/tables/table`) selects a row per table — the venue's fields, or vMix
 * rows, for one table or all.
 */
export function tablesXml(rows: readonly Record<string, FieldValue>[]): string {
	return `${XML_HEAD}<tables>${rows.map((row) => `<table>${elements(row)}</table>`).join('')}</tables>\n`;
}

/** CasparCG's template data: a componentData per field with its text as `value`. */
export function casparXml(fields: Fields): string {
	const body = Object.entries(fields)
		.map(([name, v]) => `<componentData id="${name}"><data id="text" value="${xmlText(valueText(v))}"/></componentData>`)
		.join('');
	return `${XML_HEAD}<templateData>${body}</templateData>\n`;
}

/**
 * The suffix vMix gives a title's text field (`Headline.Text`): a data source column named
 * `player1Name.Text` maps by itself to the title field `player1Name.Text`; one named `player1Name`
 * does not match, and vMix falls back to mapping by column position.
 */
export const VMIX_TEXT = '.Text';
/**
 * The suffix of a title's image field (`Player1Photo.Source`): the players' photos (issue 27),
 * whose value is the photo's absolute URL (vMix loads it), "" for none (the image field empties).
 * A country stays text (its ISO code, not a flag's URL).
 */
export const VMIX_IMAGE = '.Source';

/** One vMix data source row: column name → text (a title's text field takes text only, an image field a URL or path). */
export type VmixRow = Record<string, string>;

/** A table's fields as a vMix row: `name.Text` per field (`name.Source` for an image's); null is "", the rest as `fields.xml` writes them. */
export function vmixRow(fields: Fields): VmixRow {
	return Object.fromEntries(Object.entries(fields).map(([name, v]) => [name + (isImageField(name) ? VMIX_IMAGE : VMIX_TEXT), valueText(v)]));
}

/**
 * A vMix data source: a row per table, every row with the same columns in the same order (empty
 * where a table lacks a field, as player3… on a two-player table), so a title bound to a column
 * finds it whichever row is selected, and vMix reads one column list however it builds it.
 */
export function vmixRows(tables: readonly Fields[]): VmixRow[] {
	const rows = tables.map(vmixRow);
	const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
	return rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? ''])));
}
