/**
 * The store behind the live server: an append-only action log per table. Every method may be
 * asynchronous so a PostgreSQL implementation can follow; the SQLite one answers synchronously
 * inside a resolved promise. A store never interprets actions: the engine replays them.
 */
import type { MatchResult } from '../../records/result';

export interface TableRecord {
	id: string;
	name: string;
}

export interface MatchRecord {
	id: number;
	tableId: string;
	setup: unknown;
	startedAt: string;
	endedAt: string | null;
}

export interface Snapshot {
	revision: number;
	data: Uint8Array;
}

/**
 * A table's current match as the authority replays it: `actions` are the log entries after
 * revision `base`, and `snapshot` (when present) is the match at revision `base`. Without a
 * snapshot, `base` is 0 and `actions` is the whole log.
 */
export interface LoadedTable extends TableRecord {
	match: (MatchRecord & { actions: unknown[]; base: number; snapshot?: Snapshot }) | null;
	/** What `saveClock` last stored for this table (opaque JSON), or null. */
	clock?: unknown;
}

/**
 * A live table as `heads()` reports it: cheap to read for every table at once, so a node can
 * poll it and notice changes other nodes made (a new match, appended revisions, a saved clock).
 */
export interface TableHead {
	id: string;
	name: string;
	/** The current match's id, or null. */
	match: number | null;
	/** The current match's last stored revision (0: no action yet, or no match). */
	revision: number;
	/** Changes every time `saveClock` stores a value for this table. */
	clockVersion: number;
}

export class StoreError extends Error {
	constructor(
		message: string,
		/**
		 * `uncertain`: a write was sent and no answer came in time, so it may still commit (the
		 * operator hears "may not be stored", refusal `store-uncertain`).
		 */
		readonly code: 'corrupt' | 'newer-version' | 'foreign' | 'conflict' | 'not-found' | 'exists' | 'damaged' | 'unusable' | 'uncertain'
	) {
		super(message);
		this.name = 'StoreError';
	}
}

export interface TableStore {
	listTables(): Promise<TableRecord[]>;
	/**
	 * Every live table with its current match log (start-up replay), starting from the
	 * snapshot written by `engine` when there is one.
	 */
	loadAll(engine?: string): Promise<LoadedTable[]>;
	/** One table with its whole current log (no snapshot). */
	load(tableId: string): Promise<LoadedTable | null>;
	/** Keeps one snapshot per match (replacing an older one); purely an optimisation. */
	saveSnapshot(matchId: number, revision: number, engine: string, data: Uint8Array): Promise<void>;
	createTable(id: string, name: string): Promise<TableRecord>;
	renameTable(id: string, name: string): Promise<void>;
	/** Removes a table from the venue; its matches stay in the store. */
	removeTable(id: string): Promise<void>;
	/**
	 * Ends the current match (if `replaces` is it) and starts a new one. Refuses with a
	 * `conflict` StoreError when the current match is not `replaces`.
	 */
	startMatch(tableId: string, setup: unknown, replaces: number | null): Promise<MatchRecord>;
	/**
	 * Durably appends one accepted action as `revision` (1-based) of the table's current match.
	 * Refuses (`conflict`) unless `matchId` is current and `revision` is exactly the next one:
	 * the store itself can never hold a forked or duplicated log. `request` (an idempotency
	 * key) is kept with the action; a key already stored refuses the append (`conflict`).
	 */
	append(tableId: string, matchId: number, revision: number, action: unknown, request?: string): Promise<void>;
	/**
	 * The stored action that carried `request` (an API client's idempotency key, kept with the
	 * action in the same write), or null. A request key is stored at most once.
	 */
	findRequest(request: string): Promise<StoredRequest | null>;
	/** Matches of a table, newest first (the current one included). */
	listMatches(tableId: string): Promise<MatchRecord[]>;
	loadMatch(matchId: number): Promise<(MatchRecord & { actions: unknown[] }) | null>;
	/**
	 * Keeps the table's shot clock (settings and where it stands; JSON the store does not
	 * interpret, handed back in `LoadedTable.clock`). One value per table, replaced each time.
	 */
	saveClock(tableId: string, clock: unknown): Promise<void>;
	/** Every live table's head (one query), in the order `listTables` gives. */
	heads(): Promise<TableHead[]>;
	/**
	 * What a node that is behind needs to catch up cheaply: the table's current match id (null:
	 * none; undefined: no such table) and, when it is `matchId`, its actions after revision
	 * `after`, in order (else none: the caller reloads the table).
	 */
	tail(tableId: string, matchId: number, after: number): Promise<{ current: number | null | undefined; actions: unknown[] }>;
}

/** Where an idempotency key's action went (TableStore.findRequest). */
export interface StoredRequest {
	tableId: string;
	matchId: number;
	revision: number;
	action: unknown;
}

/** An API key as stored: only the SHA-256 of its secret part, never the key itself. */
export interface ApiKeyRecord {
	/** Public id (in the key's text and the key list). */
	id: string;
	name: string;
	scope: 'control' | 'read';
	/** SHA-256 (hex) of the whole key text. */
	hash: string;
	/** A key for one table only (null: every table). */
	table: string | null;
	createdAt: number;
	lastUsedAt: number | null;
	revokedAt: number | null;
}

/** The venue's API keys (src/lib/server/api/keys.ts). */
export interface ApiKeyStore {
	createKey(key: Omit<ApiKeyRecord, 'lastUsedAt' | 'revokedAt'>): Promise<void>;
	/** Every key not revoked, oldest first. */
	listKeys(): Promise<ApiKeyRecord[]>;
	/** One key by id, revoked ones included (null: never existed). */
	findKey(id: string): Promise<ApiKeyRecord | null>;
	/** Notes a use (kept coarse by the caller: not every request writes). */
	touchKey(id: string, at: number): Promise<void>;
	/** True when it revoked a live key. */
	revokeKey(id: string, at: number): Promise<boolean>;
}

/** A remembered player (see src/lib/protocol/players.ts for the rules on names). */
export interface PlayerRecord {
	name: string;
	country: string | null;
	rating: number | null;
	uses: number;
	/** ms since epoch. */
	lastUsed: number;
}

/** A player seen in a match (or imported) at `at` (ms since epoch); the name is already clean. */
export interface PlayerSeen {
	name: string;
	country?: string | null;
	rating?: number | null;
	at: number;
}

/**
 * The venue's player list, so names are picked, not retyped. Players are one per `playerKey`
 * (case and spacing apart).
 */
export interface PlayerStore {
	/** At most `limit` players, most recently used first. */
	listPlayers(limit: number): Promise<PlayerRecord[]>;
	/**
	 * Adds new players; for known ones counts one more use and keeps the newest information:
	 * the spelling, country and rating seen last win (a missing country or rating keeps the
	 * stored one; older information only fills in what is missing).
	 */
	recordPlayers(players: PlayerSeen[]): Promise<void>;
	/** False when there was no such player (their photo goes with them). */
	removePlayer(name: string): Promise<boolean>;
	/** One player's profile (null: not in the list). */
	findProfile(name: string): Promise<ProfileRecord | null>;
	/** Every player with a club, a nickname or a photo, in no particular order. */
	listProfiles(): Promise<ProfileRecord[]>;
	/** Sets what `change` names (undefined keeps, null clears); false when there is no such player. */
	saveProfile(name: string, change: ProfileChange): Promise<boolean>;
	/**
	 * Gives the player `photo` (null: none), in one transaction: the photo it replaces is deleted
	 * with its bytes. False (nothing stored) when there is no such player; an id already stored
	 * refuses (`exists` StoreError).
	 */
	setPhoto(name: string, photo: (PhotoRecord & { data: Uint8Array }) | null): Promise<boolean>;
	/** A photo's type and bytes, or null. */
	readPhoto(id: string): Promise<{ ext: PhotoRecord['ext']; data: Buffer } | null>;
}

/** A player's photo as the store keeps it (profiles.ts); `bytes` is its size. */
export interface PhotoRecord {
	/** 12 hex digits, never reused: the photo's URL (/media/players/<id>.<ext>) is cached for a year. */
	id: string;
	ext: 'jpg' | 'png';
	bytes: number;
	/** ISO time it was stored. */
	added: string;
}

/** A player's profile (issue 27): the list's name and country, and what the player page sets. */
export interface ProfileRecord {
	name: string;
	country: string | null;
	club: string | null;
	nickname: string | null;
	photo: Pick<PhotoRecord, 'id' | 'ext'> | null;
}

/** What `saveProfile` changes: a key left out keeps what is stored. */
export type ProfileChange = Partial<Pick<ProfileRecord, 'country' | 'club' | 'nickname'>>;

/** One PIN lock-out entry (auth.ts): failures counted, locked until (ms since epoch), last failure. */
export interface BrakeRecord {
	key: string;
	failures: number;
	until: number;
	last: number;
}

/** Who a stored session is (protocol/access.ts): the operator's, or a paired device's or director's. */
export interface StoredSession {
	expiresAt: number;
	role: 'operator' | 'device' | 'director';
	/** A table device's table. */
	table: string | null;
	/** A paired device's public id (null: an operator's login). */
	device: string | null;
}

/** A paired device or director as the devices page lists it. */
export interface DeviceRecord {
	id: string;
	name: string;
	role: 'device' | 'director';
	table: string | null;
	/** ms since the epoch. */
	pairedAt: number;
}

/** What a pairing code grants when it is used. */
export interface PairGrant {
	role: 'device' | 'director';
	table: string | null;
}

/** Secrets and sessions for operator access, paired devices and their pairing codes. */
export interface AuthStore {
	/** Every stored lock-out entry (loaded once at start). */
	loadBrakes(): Promise<BrakeRecord[]>;
	/** Keeps one entry (replacing it), or forgets it when `entry` is null. */
	saveBrake(key: string, entry: Omit<BrakeRecord, 'key'> | null): Promise<void>;
	/** One entry, or null. */
	findBrake(key: string): Promise<Omit<BrakeRecord, 'key'> | null>;
	/**
	 * Counts one failed login for `key` at `now` in one statement, so nodes counting at once
	 * never lose a count (a count idle for `forgetMs` with no lock-out running starts afresh);
	 * returns the entry as it is now.
	 */
	countFailure(key: string, now: number, forgetMs: number): Promise<Omit<BrakeRecord, 'key'>>;
	/** Sets the entry's lock-out to end at `until`, unless it already ends later. */
	lockUntil(key: string, until: number): Promise<void>;
	/** Takes back one counted failure (never below zero); a lock-out set stays. */
	forgiveFailure(key: string): Promise<void>;
	getSetting(key: string): Promise<string | null>;
	setSetting(key: string, value: string): Promise<void>;
	/**
	 * Stores `value` only when `key` has no value yet; true when this call stored it. Several
	 * nodes starting on one new database race for the same key and exactly one wins.
	 */
	claimSetting(key: string, value: string): Promise<boolean>;
	/** An operator's session (no `device`), or a paired device's or director's. */
	saveSession(tokenHash: string, expiresAt: number, device?: { id: string; name: string; grant: PairGrant }): Promise<void>;
	/** A live session, or null. */
	findSession(tokenHash: string): Promise<StoredSession | null>;
	/** Each live session among `tokenHashes` (absent: gone or expired), in one query. */
	findSessions(tokenHashes: string[]): Promise<Map<string, StoredSession>>;
	deleteSession(tokenHash: string): Promise<void>;
	/** Ends every operator session (a PIN reset); paired devices stay paired. */
	deleteOperatorSessions(): Promise<void>;
	/** Paired devices and directors, oldest first. */
	listDevices(): Promise<DeviceRecord[]>;
	/** Unpairs a device: the token hash of the session it ended, or null (no such device). */
	revokeDevice(id: string): Promise<string | null>;
	/** False when there is no such device. */
	renameDevice(id: string, name: string): Promise<boolean>;
	/** Keeps a pairing code's hash until `expiresAt` (expired codes are dropped on the way). */
	savePairCode(codeHash: string, grant: PairGrant, expiresAt: number): Promise<void>;
	/** Uses a pairing code: what it grants, once (null: unknown, used or expired). Atomic across nodes. */
	claimPairCode(codeHash: string, now: number): Promise<PairGrant | null>;
}

/**
 * What a venue-wide search of the matches filters on (RecordStore.searchMatches). Every field
 * is optional; together they all apply.
 */
export interface MatchFilter {
	tableId?: string;
	/** A player's name, compared as the player list compares names (playerKey: case and spacing apart). */
	player?: string;
	discipline?: string;
	/** started_at ≥ from (ms since epoch). */
	from?: number;
	/** started_at < to (ms since epoch). */
	to?: number;
}

export type { MatchListEntry, MatchSeat } from '../../protocol/records';
import type { MatchListEntry } from '../../protocol/records';

/** One discipline's sums for one player over their finished matches (RecordStore.playerStats). */
export interface PlayerDisciplineSums {
	discipline: string;
	matches: number;
	wins: number;
	draws: number;
	/** Sum of the player's scores (racks won in races, points elsewhere). */
	points: number;
	innings: number;
	/** The best carom general average of one match (null: none). */
	bestAverage: number | null;
	highRun: number;
	racksWon: number;
	racksLost: number;
	breakAndRuns: number;
}

/**
 * The venue's match records, for the match list, statistics and the list CSV without replaying
 * logs: each match's discipline and seats (written by `TableStore.startMatch` in the same
 * transaction) and its result (written off the scoring path by records/results-writer.ts).
 * A store of its own, beside TableStore rather than in it, so the scoring path's interface
 * (authorities, the venue, their fakes) does not grow with what only the records pages read.
 */
export interface RecordStore {
	/**
	 * Matches newest first (id descending) with ids below `before` (null: from the newest), at
	 * most `limit`; `next` is the `before` of the following page (null: this is the last).
	 */
	searchMatches(filter: MatchFilter, before: number | null, limit: number): Promise<{ matches: MatchListEntry[]; next: number | null }>;
	/** Keeps a match's result (replacing an earlier one); a match that does not exist is ignored. */
	saveResult(matchId: number, result: MatchResult): Promise<void>;
	/** The player's sums per discipline over finished matches, and whether they played any match at all. */
	playerStats(name: string): Promise<{ name: string | null; disciplines: PlayerDisciplineSums[] }>;
	/** Ids of ended matches with no result yet (oldest first, at most `limit`): the writer's catch-up after an upgrade. */
	unresolved(limit: number): Promise<number[]>;
	/**
	 * When each stored action of a match was stored (ms since the epoch), in revision order; [] for
	 * no such match. A finished match ended at its deciding action, whatever came to the table after.
	 */
	actionTimes(matchId: number): Promise<number[]>;
}

/** A competition as the list shows it (CompetitionStore.listCompetitions). */
export interface CompetitionRecord {
	id: string;
	name: string;
	/** ISO time of the `create` entry. */
	createdAt: string;
	/** How many entries its log holds (the `create` entry is revision 1). */
	revision: number;
}

/**
 * Competitions (src/lib/server/competitions/): an append-only log per competition, like a
 * table's action log. The store never interprets entries (competition/schema.ts does): the
 * service replays them to the competition's state.
 */
export interface CompetitionStore {
	/** Stores the `create` entry as revision 1. `exists` StoreError when the id is taken (removed ones too). */
	createCompetition(id: string, name: string, first: unknown): Promise<CompetitionRecord>;
	/**
	 * Durably appends `entry` as `revision` (2, 3, …). Refuses (`conflict`) unless `revision` is
	 * exactly the next one, and (`not-found`) when there is no such live competition: two
	 * nodes can never both append the same revision.
	 */
	appendCompetition(id: string, revision: number, entry: unknown): Promise<void>;
	/** The whole log in order (revision 1 first), or null (no such competition, or removed). */
	loadCompetition(id: string): Promise<(CompetitionRecord & { entries: unknown[] }) | null>;
	/** The entries after revision `after`, in order (a node catching up), or null (gone). */
	competitionTail(id: string, after: number): Promise<unknown[] | null>;
	/** Every live competition, newest first. */
	listCompetitions(): Promise<CompetitionRecord[]>;
	/** Hides a competition (its log is kept; the id stays taken). False when there was none. */
	removeCompetition(id: string): Promise<boolean>;
}

/** A sponsor or logo image as the store keeps it (sponsors.ts); `bytes` is its size. */
export interface SponsorRecord {
	/** 12 hex digits, never reused: the image's URL (/media/<id>) is cached for a year. */
	id: string;
	name: string;
	/** The type its first bytes showed (sponsors.ts sniffImage). */
	ext: 'png' | 'jpg' | 'webp';
	bytes: number;
	/** ISO time it was added. */
	added: string;
}

/**
 * The sponsor images, bytes and all, so every node of a cluster serves the same ones (they were
 * files under `<dataDir>/media/` before, one folder per node).
 */
export interface SponsorStore {
	/** Every image in rotation order (no bytes). */
	listSponsors(): Promise<SponsorRecord[]>;
	/**
	 * Adds an image at the end of the rotation, unless `max` images are kept already (false).
	 * An id already stored refuses (`exists` StoreError).
	 */
	addSponsor(record: SponsorRecord, data: Uint8Array, max: number): Promise<boolean>;
	/** False when there was no such image. */
	removeSponsor(id: string): Promise<boolean>;
	/** A new rotation order; false (nothing changed) unless `ids` names every image once. */
	reorderSponsors(ids: string[]): Promise<boolean>;
	/** An image's type and bytes, or null. */
	readSponsor(id: string): Promise<{ ext: SponsorRecord['ext']; data: Buffer } | null>;
}
