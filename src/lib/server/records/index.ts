/**
 * The match records' HTTP routes (issue 14; docs/api.md "Match records"): the list and its CSV,
 * a player's statistics (list.ts), one match's record (record-route.ts), its score sheet and CSV
 * (sheet-route.ts). Records are read from the store and replayed through the engine on request,
 * never computed on the scoring path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordsContext } from './context';
import { handleList } from './list';
import { handleRecord } from './record-route';
import { handleSheet } from './sheet-route';

export type { RecordsContext, RecordsHandler } from './context';

/** Answers a records route and returns true, or returns false for any other path. */
export async function handleRecords(req: IncomingMessage, res: ServerResponse, url: URL, path: string, ctx: RecordsContext): Promise<boolean> {
	for (const handler of [handleRecord, handleSheet, handleList]) if (await handler(req, res, url, path, ctx)) return true;
	return false;
}
