/**
 * The phone viewer's first response carries the score: the table's current state, read from the
 * live server this page runs in (src/lib/server/page-reads.ts), is rendered into the HTML, so a
 * phone on a slow network shows the players and the score before any script arrives; the page
 * then hydrates and its socket takes over (docs/protocol.md, "The phone viewer's first response").
 */
import { tableIdSchema } from '$lib/protocol';
import { requestLang } from '$lib/i18n/lang';
import { pageReadsOf } from '$lib/server/page-reads';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = ({ params, platform, url, request }) => {
	const id = tableIdSchema.safeParse(params.table);
	const reads = pageReadsOf(platform);
	return {
		// null: no such table, an id no table can have, or no live server (dev): the socket decides
		state: id.success && reads ? reads.tableState(id.data) : null,
		lang: requestLang(url, request.headers.get('cookie'), request.headers.get('accept-language'))
	};
};
