/** Small pieces every JSON endpoint of the server shares. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sends a JSON reply; returns true so a route can `return send(…)` to say it answered. */
export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): true {
	const json = JSON.stringify(body);
	res.writeHead(status, {
		'content-type': 'application/json; charset=utf-8',
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
		...headers
	});
	res.end(json);
	return true;
}

/**
 * The request body as text, or null when it is larger than `max` bytes (or broken). A body too
 * large is read to its end and dropped, not cut off: destroying the socket mid-upload would
 * lose the 413 the caller answers with.
 */
export async function readBody(req: IncomingMessage, max: number): Promise<string | null> {
	return (await readBytes(req, max))?.toString('utf8') ?? null;
}

/** The request body as bytes (an image upload), or null when larger than `max` (see readBody). */
export function readBytes(req: IncomingMessage, max: number): Promise<Buffer | null> {
	return new Promise((resolve) => {
		let size = 0;
		let chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => {
			size += c.length;
			if (size > max) chunks = [];
			else chunks.push(c);
		});
		// answered only once the body is in: a browser still sending gets no reset, it reads the 413
		req.on('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
		req.on('error', () => resolve(null));
	});
}
