/**
 * Every refusal the server makes, by code: the English template (the `reason` text, unchanged
 * from before codes existed) with `{param}` slots. Clients translate by `code` and `params`
 * (src/lib/i18n/refusals-server.ts has Polish and Russian); `reason` stays for logs and for
 * clients that know no code. Refusals of the rules engine carry the engine's own code when it
 * gives one, else `engine` with the reason as its only parameter.
 */

export const SERVER_REFUSALS = {
	// the message itself (socket.ts)
	'rate-limit': 'too many messages: slow down',
	'unknown-event': 'unknown event "{event}"',
	'one-payload': '{event} takes exactly one payload',
	invalid: '{event}: {detail}',
	'action-too-large': '{event}: {path}: the action is larger than {max} bytes',
	'setup-too-large': '{event}: {path}: the set-up is larger than {max} bytes',
	'table-id': '{event}: {path}: a table id is 1-32 of a-z, 0-9 and "-"',
	'table-name-empty': '{event}: {path}: a table needs a name',
	'table-name-long': '{event}: {path}: a name is at most {max} characters',
	'operators-only': '{event}: operators only (log in at /login)',
	'device-revoked': '{event}: this device is no longer paired (revoked): ask the operator to pair it again',
	'device-other-table': '{event}: this device is paired to table "{paired}" and cannot change another table',
	'needs-ack': '{event} needs an acknowledgement callback',
	internal: '{event}: internal error',
	// tables and matches (venue.ts, authority.ts)
	'no-table': 'no table "{table}"',
	'table-exists': 'table "{table}" exists',
	'no-match': 'no match on this table: start one',
	'stale-match': 'stale: the table is on match {match} now',
	'stale-no-match': 'stale: the table is on no match now',
	'stale-revision': 'stale: the match is at revision {revision}, not {sent}',
	'not-stored': 'not stored: {detail}',
	/** The write was sent and its answer never came (a PostgreSQL timeout): it may have committed. */
	'store-uncertain': 'may not be stored: {detail} (the table shows what was stored once the database answers)',
	'log-setup': 'the stored match {match} cannot be set up by this engine: {detail}',
	'log-replay': 'the stored match {match} cannot be replayed by this engine (action {action}: {detail}); its log is kept untouched',
	/** The rules engine refused and gave no code of its own: `reason` is the engine's. */
	engine: '{reason}',
	// the shot clock (clock.ts)
	'clock-off': 'the shot clock is off',
	'clock-running': 'the clock is already running',
	'clock-not-running': 'the clock is not running',
	'clock-time-up': 'the time is up: reset the clock first',
	'clock-nobody': 'nobody is at the table',
	'clock-no-extension': 'no extension left for this player',
	'clock-no-game': 'this match has no game clock (it is not a timed match)',
	'clock-match-over': 'the match is over: its game clock stays stopped',
	'clock-game-range': 'the game clock can be set from 0 to the match\'s time',
	// login (auth.ts, POST /api/login)
	'pin-wrong': 'wrong PIN',
	'pin-wrong-wait': 'wrong PIN; too many tries: wait {seconds} s',
	'pin-locked': 'too many wrong PINs: try again in {seconds} s',
	// the browser's own (live.svelte.ts): no server said these
	'not-connected': 'not connected',
	'no-answer': 'no answer from the server (the action may or may not be stored; the state will resync)',
	/** The console offline on a match it never read while online (console/offline.svelte.ts). */
	'offline-no-copy': 'offline, and this console has no copy of the match to score on: it must be opened on this table while online first',
	'pin-busy': 'a PIN from your address is being checked: wait for its answer',
	'pin-venue-locked': 'too many wrong PINs at this venue: try again in {seconds} s',
	// connections and reads (socket.ts, http.ts)
	'too-many-sockets': 'too many connections from your address (at most {max}): close some pages',
	'server-full': 'the server has too many connections: try again in a moment',
	'server-busy': 'the server is busy: try again in a moment',
	'read-rate': '{event}: asked too often (at most {max} a second)',
	'message-too-large': 'a message is at most {max} bytes: the connection is closed',
	malformed: 'a malformed message ({detail}): the connection is closed',
	// the store (router.ts, sqlite-file.ts)
	'disk-full': 'not stored: the disk is full (free some space; nothing was changed)',
	'store-read-only': 'not stored: the database cannot be written ({detail})',
	'store-failed': 'not stored: {detail}',
	'bad-path': 'malformed URL (bad percent-encoding)',
	// sponsor images (sponsors.ts, /api/sponsors)
	'sponsor-type': 'not an image this server shows: send PNG, JPEG or WebP',
	'sponsor-svg': 'SVG images are not accepted (they can carry scripts): send PNG, JPEG or WebP',
	'sponsor-too-large': 'the image is larger than {max} MB',
	'sponsor-name': 'an image needs a name of 1 to {max} characters',
	'sponsor-full': 'at most {max} images: remove one first',
	'sponsor-none': 'no image "{id}"',
	'sponsor-order': 'the order must list every image once',
	// player profiles (profiles.ts, /api/players/profile and /photo)
	'player-none': 'no player "{name}" in the list (a player is added by a match or the console)',
	'photo-type': 'not a photo this server takes: send JPEG, PNG or WebP',
	'photo-too-large': 'the photo is larger than {max} MB',
	'photo-pixels': 'the photo has more than {max} million pixels',
	'photo-corrupt': 'the photo cannot be read: the file is damaged or cut short',
	'profile-country': 'a country is an ISO 3166-1 alpha-2 code such as "PL"',
	'profile-text': 'a club or nickname is at most {max} characters',
	// the HTTP API for broadcast tools (src/lib/server/api/)
	'key-missing': 'this needs an API key (header Authorization: Bearer <key>)',
	'key-unknown': 'unknown or revoked API key',
	'key-read-only': 'a read key cannot change a table: use a control key',
	'key-other-table': 'this key is for table "{paired}" only',
	'key-table': 'no table "{table}" to make a key for',
	// pairing table devices and directors (src/lib/server/devices.ts)
	'pair-code': 'this pairing code is wrong or has expired: ask the operator for a new one',
	'pair-wait': 'too many wrong codes: try again in {seconds} s',
	'pair-table': 'no table "{table}" to pair a device with',
	'device-name': 'a device needs a name of 1 to {max} characters',
	'device-none': 'no paired device "{id}"',
	'device-full': 'at most {max} paired devices: revoke one first',
	'key-name': 'a key needs a name of 1 to {max} characters',
	'key-none': 'no key "{id}"',
	'key-full': 'at most {max} keys: revoke one first',
	'api-rate': 'too many requests (at most {max} a second): slow down',
	'api-streams': 'too many event streams from your address (at most {max})',
	'idempotency-key': 'an Idempotency-Key is 1 to {max} visible ASCII characters',
	'idempotency-key-reused': 'this Idempotency-Key was used for another action (stored as revision {revision})',
	'macro-unknown': 'unknown button "{macro}" (one of: {list})',
	'macro-not-in-discipline': 'the button "{macro}" means nothing in {discipline}',
	'clock-command': 'unknown clock command "{command}" (one of: start, stop, reset, extend, game-start, game-stop, game-set)',
	'json-only': 'send JSON (content-type: application/json)',
	'not-json': 'the body is not JSON',
	'body-too-large': 'the request body is larger than {max} bytes',
	'method-not-allowed': 'method not allowed (use {allow})',
	'origin-not-allowed': 'origin not allowed',
	'api-not-found': 'no such API address (see docs/api.md)',
	// the match list, a player's statistics and the list CSV (records/list.ts)
	'list-filter': 'bad filter "{param}": {detail}',
	'list-dates': 'the date range is empty: "from" ({from}) is after "to" ({to})',
	'list-no-player': 'no matches with the player "{name}"',
	// one match's record, sheet and CSV (src/lib/server/records/)
	'match-id': 'malformed match id \"{id}\": a match id is a positive whole number',
	'no-such-match': 'no match {id}',
	// a match's chapters and highlights on its stream (src/lib/server/records/chapters-route.ts)
	'stream-start': 'bad stream start "{start}": give the time the stream started as ISO 8601 with its zone (2026-12-03T19:00:00+01:00) or as milliseconds since 1970',
	'edl-fps': 'bad frame rate "{fps}": an EDL is made at {list} frames a second',
	// competitions (src/lib/server/competitions/)
	'comp-invalid': 'competition: {path}: {detail}',
	'comp-none': 'no competition "{id}"',
	'comp-exists': 'a competition "{id}" exists already',
	'comp-setup': 'the set-up does not suit {discipline}: {detail}',
	'comp-duplicate-player': 'the player "{name}" is entered twice',
	'comp-too-few-players': '{format} needs at least {min} players',
	'comp-no-such-match': 'no match {match} in this competition',
	'comp-match-not-ready': 'match {match} is {status}: only a ready match goes to a table',
	'comp-table-busy': 'table "{table}" is busy: its match {tableMatch} is not finished',
	'comp-table-taken': 'table "{table}" is playing match {match} of the competition "{competition}"',
	'comp-draw-started': 'the draw cannot change: a match has been played or put on a table',
	'comp-stale': 'stale: the competition is at revision {revision}, not {sent}',
	'comp-not-live': 'match {match} is not on a table',
	'comp-unassign-played': 'match {match} is under way on table "{table}": correct its result instead',
	'comp-correct-waiting': 'match {match} has no players yet',
	'comp-correct-same': 'match {match} already has that result',
	'comp-handicap': '{discipline} has no target per player: a handicap cannot be given',
	'comp-no-draw': 'match {match} cannot end drawn: give a winner',
	'comp-scores-winner': 'the scores {a}–{b} do not give that result for match {match}'
} as const;

export type RefusalCode = keyof typeof SERVER_REFUSALS;
export type RefusalParams = Record<string, string | number>;

export interface CodedReason {
	reason: string;
	code: string;
	params?: RefusalParams;
}

/** Fills `{name}` slots of a template from `params` (a missing one stays as it is). */
export function fillTemplate(template: string, params: RefusalParams = {}): string {
	return template.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : slot));
}

/** The `{param}` names a template uses. */
export function templateParams(template: string): string[] {
	return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** A server refusal: its English reason, code and parameters. */
export function refusal(code: RefusalCode, params?: RefusalParams): CodedReason {
	const reason = fillTemplate(SERVER_REFUSALS[code], params);
	return params ? { reason, code, params } : { reason, code };
}

/** An engine rejection as a refusal: its own code and params when it has them. */
export function engineRefusal(r: { reason: string }): CodedReason {
	const { code, params } = r as { code?: unknown; params?: unknown };
	if (typeof code === 'string') {
		return params && typeof params === 'object' ? { reason: r.reason, code, params: params as RefusalParams } : { reason: r.reason, code };
	}
	return { reason: r.reason, code: 'engine', params: { reason: r.reason } };
}
