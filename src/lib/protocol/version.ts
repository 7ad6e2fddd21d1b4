/**
 * The live protocol's versions (docs/protocol.md). A client says which one it speaks in the
 * Socket.IO handshake (`auth: {protocol: 2}`); without it the server speaks version 1, so
 * clients written against version 1 keep working unchanged.
 *
 * Version 2, which cuecast's own clients speak: one channel per table, the table's whole state
 * on a join (and after a gap) as the `delta` event, then only its changes; an acknowledgement
 * says where the table is (`match`, `revision`) or why it refused, and never carries a state the
 * channel brings anyway. Version 1: `sync: 'full' | 'delta'` per join, acks with the state.
 */
export const PROTOCOL_VERSION = 2;
export type ProtocolVersion = 1 | 2;

/** The version a handshake's `auth` asks for (anything else: version 1). */
export const protocolOf = (auth: unknown): ProtocolVersion => ((auth as { protocol?: unknown } | null | undefined)?.protocol === 2 ? 2 : 1);
