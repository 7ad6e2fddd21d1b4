/**
 * The Socket.IO 4 packets cuecast writes itself (engine.io protocol 4, the default namespace,
 * JSON, no binary): the server's fan-out writes its broadcasts with `eventPacket`
 * (server/fanout.ts), and the overlays' small client (overlays/_shared/wire.ts, which also
 * reads the packets it gets) writes its events with it and opens the namespace with
 * CONNECT_PACKET. The console and the pages use socket.io-client.
 *
 *   engine.io: 0 open {sid,pingInterval,pingTimeout}, 1 close, 2 ping, 3 pong, 4 message
 *   socket.io (inside an engine.io message): 0 connect, 1 disconnect, 2 event, 3 ack, 4 connect_error
 */

/** An event (`42`), with an id when the sender wants an acknowledgement. */
export const eventPacket = (event: string, payload: unknown, id = ''): string => '42' + id + JSON.stringify([event, payload]);

/** Opening the default namespace (`40`), asking for protocol 2 (version.ts) in the handshake's `auth`. */
export const CONNECT_PACKET = '40{"protocol":2}';
