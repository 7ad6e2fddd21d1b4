/**
 * Who may connect to the Socket.IO server: the Host and the origin, the connections an address
 * holds, and the role and protocol of the session the handshake carries (socket.data). What a
 * connection may then do is ./socket.ts's.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { protocolOf, type ClientToServerEvents, type Grant, type ProtocolVersion, type Role, type ServerToClientEvents } from '../protocol';
import { refusal } from '../protocol/refusals';
import { sessionOf, type Auth } from './auth';
import { SocketLimits } from './limits';
import { addressKey } from './address';

export interface SocketData {
	role: Role;
	/** What the session was granted on connecting (socket.ts re-checks it on every message). */
	grant: Grant;
	token: string | null;
	/** The protocol the handshake asked for (protocol/version.ts). */
	protocol: ProtocolVersion;
}
export type IO = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type Sock = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Same origin as the Host header, or listed in CUECAST_ALLOWED_ORIGINS. No Origin: not a browser. */
export function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
	const origin = req.headers.origin;
	if (!origin) return true;
	if (allowed.includes('*') || allowed.includes(origin)) return true;
	try {
		return new URL(origin).host === req.headers.host;
	} catch {
		return false;
	}
}

/** The most one frame may carry before the transport closes the connection without reading it (1 MB). */
export const MAX_TRANSPORT_BYTES = 1024 * 1024;
/** What admission needs of the node (./socket.ts SocketDeps gives it). */
export interface AdmissionDeps {
	auth: Auth;
	allowedOrigins: readonly string[];
	limits?: SocketLimits;
	/** The Host header is one this server answers to (hosts.ts). */
	hostOk?: (req: IncomingMessage) => boolean;
	/** Seconds between pings on each socket (config.ts `pingSeconds`); one not answered within 0.8 of it closes the socket. */
	pingSeconds?: number;
}

/**
 * The Socket.IO server and who may connect: the Host and the origin, the connections an address
 * holds (counted before the namespace, so a flood of handshakes is refused early), and the role
 * of the session the handshake carries, looked up once per connection.
 */
export function admit(httpServer: HttpServer, { auth, allowedOrigins, limits = new SocketLimits(50), hostOk = () => true, pingSeconds = 25 }: AdmissionDeps): IO {
	// Engine.IO connections per address, whether or not they joined the namespace: past twice
	// the socket limit (connections that never say who they are), the handshake itself is refused.
	const engineConns = new Map<string, number>();
	const io: IO = new Server(httpServer, {
		// Messages over MAX_MESSAGE_BYTES are refused with a reason and the connection closed
		// (serve). The transport reads up to MAX_TRANSPORT_BYTES so that reason can be given for
		// any message a page could plausibly send; past it the WebSocket is closed with code 1009
		// ("message too big"), which the browser helper shows as the same refusal.
		maxHttpBufferSize: MAX_TRANSPORT_BYTES,
		// Leave other upgrade requests (Vite's HMR socket in dev) alone.
		destroyUpgrade: false,
		serveClient: false,
		// A connection that does not open the namespace within 10 s is closed.
		connectTimeout: 10_000,
		pingInterval: pingSeconds * 1000,
		pingTimeout: pingSeconds * 800,
		allowRequest: (req, fn) => {
			if (!hostOk(req)) return fn('unknown Host name (list it in CUECAST_ALLOWED_HOSTS)', false);
			if (!originAllowed(req, allowedOrigins)) return fn('origin not allowed', false);
			const raw = req.socket.remoteAddress;
			if (!limits.exempt(raw) && (engineConns.get(addressKey(raw)) ?? 0) >= 2 * limits.maxPerAddress + 10) {
				return fn(refusal('too-many-sockets', { max: limits.maxPerAddress }).reason, false);
			}
			fn(null, true);
		}
	});
	io.engine.on('connection', (conn: { request: IncomingMessage; once(e: 'close', f: () => void): void }) => {
		const key = addressKey(conn.request.socket.remoteAddress);
		engineConns.set(key, (engineConns.get(key) ?? 0) + 1);
		conn.once('close', () => {
			const n = (engineConns.get(key) ?? 1) - 1;
			if (n <= 0) engineConns.delete(key);
			else engineConns.set(key, n);
		});
	});

	io.use(async (socket, next) => {
		try {
			const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
			const token = typeof fromAuth === 'string' ? fromAuth : sessionOf(socket.handshake.headers.cookie);
			socket.data.token = token;
			socket.data.protocol = protocolOf(socket.handshake.auth);
			socket.data.grant = await auth.grantOf(token);
			socket.data.role = socket.data.grant.role;
		} catch (err) {
			return next(err as Error);
		}
		// One place per viewer socket, given back when its connection closes (joined or not).
		// Operators, paired devices and directors (a live session) always connect.
		if (socket.data.role !== 'viewer') return next();
		const raw = socket.conn.remoteAddress;
		const refused = limits.admit(raw);
		if (refused) {
			// The client gets connect_error with this message and `data` {reason, code, params};
			// the connection is closed once the refusal is on its way.
			next(Object.assign(new Error(refused.reason), { data: refused }));
			setTimeout(() => socket.conn.close(), 100);
			return;
		}
		socket.conn.once('close', () => limits.release(raw));
		next();
	});
	return io;
}

