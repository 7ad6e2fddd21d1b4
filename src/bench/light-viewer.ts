/**
 * A fan-out bench's light viewer (fanout-host.ts, `--light`): one WebSocket that speaks engine.io 4
 * and Socket.IO 5 by hand (the packets are listed in src/lib/protocol/frame.ts), joins a table,
 * and then only hands each broadcast frame on, undecoded. A thousand of them cost this machine
 * about what the server's writes to them cost, so the bench times the server's fan-out, as it is
 * when each screen runs on its own device.
 */
import WebSocket from 'ws';

/** Whether a frame is an event packet (`42…`): a broadcast, not a ping, an ack or a handshake. */
const isEvent = (data: Buffer) => data[0] === 0x34 && data[1] === 0x32;

export interface LightViewer {
	close(): void;
}

/**
 * Connects to the server on `port`, opens the default namespace, sends `join` and resolves on its
 * acknowledgement. Every event frame, from before the join's answer on, goes to `onEvent`.
 * Pings are answered, so the server keeps the connection.
 */
export function openLight(port: number, join: object, onEvent: (data: Buffer) => void, timeoutMs = 20_000): Promise<LightViewer> {
	return new Promise((resolve, reject) => {
		// As a browser does, without compression (cuecast's fast path and the bare server's
		// broadcasts are uncompressed); UTF-8 checks skipped: they would be the screen's own work.
		const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false, skipUTF8Validation: true });
		const fail = (err: Error) => {
			clearTimeout(timer);
			ws.terminate();
			reject(err);
		};
		const timer = setTimeout(() => fail(new Error(`light viewer on ${port}: no answer to join in ${timeoutMs} ms`)), timeoutMs);
		ws.on('error', fail);
		ws.on('message', (data: Buffer) => {
			if (isEvent(data)) return onEvent(data);
			const text = data.toString();
			if (text === '2') ws.send('3');
			else if (text.startsWith('0')) ws.send('40');
			else if (text.startsWith('40')) ws.send('420' + JSON.stringify(['join', join]));
			else if (text.startsWith('430')) {
				clearTimeout(timer);
				// A viewer the server drops would stop counting, and the bench would wait for it
				// until its own timeout: say so at once instead.
				const dropped = () => console.error(`light viewer on ${port}: the server closed the connection`);
				ws.on('close', dropped);
				resolve({
					close: () => {
						ws.off('close', dropped);
						ws.close();
					}
				});
			} else if (text.startsWith('44') || text.startsWith('1')) fail(new Error(`light viewer on ${port}: refused (${text.slice(0, 200)})`));
		});
	});
}

/** The event name of an event frame (`42["name",…]`), read from its first bytes only. */
export function eventName(data: Buffer): string {
	const end = data.indexOf(0x22, 4);
	return data.toString('latin1', 4, end);
}
