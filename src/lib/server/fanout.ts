/**
 * The table broadcasts' fast path (issue 12, docs/protocol.md "Deltas"): one event to every
 * socket of this node in a room, encoded once into one WebSocket frame that is written straight
 * to each connection. Socket.IO's own path costs about as much again as the write itself per
 * socket (a packet object, write callbacks, drain events in engine.io and ws); with a thousand
 * viewers that is the difference between a fan-out of ~20 ms and ~40 ms.
 *
 * The frame is exactly what Socket.IO would send (protocol/frame.ts's event packet), written the way engine.io writes its own pre-encoded broadcast frames
 * (`ws._sender.sendFrame`). A socket that cannot take it so right now — not on WebSocket,
 * something of its own still queued or being written, compression on — gets the event through
 * Socket.IO instead, behind what it has queued, so each socket's messages keep their order.
 * Everything here is node-local: it never goes through the adapter (with several nodes, each
 * node's venue emits every change it learns to its own sockets). So it is no place for Socket.IO's
 * connection state recovery (which keeps broadcasts in the adapter); socket.ts does not enable it,
 * and cuecast's clients pull a full state on every reconnect instead.
 */
import type { Server, Socket } from 'socket.io';
import { eventPacket } from '../protocol/frame';

/** The parts of engine.io's socket and ws's WebSocket the fast path reads (engine.io 6, ws 8). */
interface EngineConn {
	readyState: string;
	upgrading?: boolean;
	writeBuffer: unknown[];
	transport: { name: string; writable: boolean; opts?: { perMessageDeflate?: unknown }; socket?: { readyState?: number; _sender?: WsSender } };
}
interface WsSender {
	sendFrame?: (list: Buffer[], cb?: () => void) => void;
	/** ws queues frames while it compresses or reads a Blob (state not 0): never write past them. */
	_state?: number;
	_queue?: unknown[];
}

/** A WebSocket text frame (server to client: FIN, opcode 1, unmasked) carrying `text`. */
export function textFrame(text: string): Buffer {
	const length = Buffer.byteLength(text);
	const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
	const frame = Buffer.allocUnsafe(head + length);
	frame[0] = 0x81;
	if (length < 126) frame[1] = length;
	else if (length < 65_536) {
		frame[1] = 126;
		frame.writeUInt16BE(length, 2);
	} else {
		frame[1] = 127;
		frame.writeBigUInt64BE(BigInt(length), 2);
	}
	frame.write(text, head, 'utf8');
	return frame;
}

/** The frame's writer when the socket can take a frame written directly now, else null. */
function directWriter(socket: Socket): ((list: Buffer[]) => void) | null {
	const conn = socket.conn as unknown as EngineConn;
	const transport = conn.transport;
	const sender = transport.socket?._sender;
	const sendFrame = sender?.sendFrame;
	if (!socket.connected || conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return null;
	if (transport.name !== 'websocket' || !transport.writable || transport.opts?.perMessageDeflate || transport.socket!.readyState !== 1) return null;
	if (typeof sendFrame !== 'function' || sender!._state || sender!._queue?.length) return null;
	return (list) => sendFrame.call(sender, list);
}

/**
 * Emits `event` with `payload` to the sockets of this node in `room`. Returns how many got it
 * by the direct write (the rest through Socket.IO).
 */
export function emitToRoom(io: Server, room: string, event: string, payload: unknown): number {
	const ids = io.sockets.adapter.rooms.get(room);
	if (!ids?.size) return 0;
	let frame: Buffer[] | null = null;
	let direct = 0;
	for (const id of ids) {
		const socket = io.sockets.sockets.get(id);
		if (!socket) continue;
		const write = directWriter(socket);
		if (!write) {
			socket.emit(event, payload);
			continue;
		}
		frame ??= [textFrame(eventPacket(event, payload))];
		write(frame);
		direct++;
	}
	return direct;
}
