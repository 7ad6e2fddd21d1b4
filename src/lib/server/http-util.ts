/** Small pieces every JSON endpoint of the server shares. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sends a JSON reply; returns true so a route can `return send(…)` to say it answered. */
export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): true {
	return sendJson(res, status, JSON.stringify(body), headers);
}

/** `send` for a body already serialised. */
export function sendJson(res: ServerResponse, status: number, json: string, headers: Record<string, string | string[]> = {}): true {
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

/** A path segment decoded, or null when its percent-encoding is broken (`%`, `%zz`, bad UTF-8). */
export function decodePath(segment: string): string | null {
	try {
		return decodeURIComponent(segment);
	} catch {
		return null;
	}
}
