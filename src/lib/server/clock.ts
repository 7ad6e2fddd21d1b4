/**
 * The shot clock of one table. The server owns it and sends a deadline in its own epoch
 * milliseconds, so a reload or a reconnect shows the exact time left; the consoles, overlays and
 * kiosks only count down from it. It is not part of the engine (it is time, and the engine has
 * none) and not part of the event log: the venue stores `save()` beside the table after every
 * clock command, and `restore()` puts it back after a restart — a running deadline included,
 * as long as no stroke was stored after it.
 */
import { z } from 'zod';
import { clockConfigSchema, type ClockConfig, type ClockView } from '../protocol/clock';
import type { RefusalCode } from '../protocol/refusals';

export { clockConfigSchema, type ClockConfig, type ClockView };

/** Why a clock command was refused: a refusal code (src/lib/protocol/refusals.ts). */
export type ClockProblem = Extract<RefusalCode, `clock-${string}`>;

/** The bits of a match the clock looks at. */
export interface ClockMatchView {
	matchId: number | null;
	players: number;
	rack: number | null;
	/** The next stroke is the first after a break. */
	afterBreak: boolean;
	/** Both players need one more rack to win (pool races). */
	hillHill: boolean;
}

/** What the store keeps of a clock (JSON; `v` is this shape's version). */
const savedSchema = z.object({
	v: z.literal(1),
	config: clockConfigSchema,
	running: z.boolean(),
	deadline: z.number().nullable(),
	remainingMs: z.number().min(0),
	limitMs: z.number().min(0),
	expired: z.boolean(),
	extensionsLeft: z.array(z.int().min(0)),
	matchId: z.int().nullable(),
	rack: z.int().nullable(),
	/** The match revision the clock was saved at: a later stroke means a fresh clock. */
	revision: z.int().nullable()
});
export type SavedClock = z.infer<typeof savedSchema>;

export class ShotClock {
	private config: ClockConfig = clockConfigSchema.parse({});
	private running = false;
	private deadline: number | null = null;
	private remainingMs: number;
	private limitMs: number;
	private expired = false;
	private extensionsLeft: number[] = [];
	private seen: { matchId: number | null; rack: number | null } = { matchId: null, rack: null };
	/** Fires when the running clock should have run out. */
	private timer: ReturnType<typeof setTimeout> | null = null;

	constructor(private readonly now: () => number = Date.now) {
		this.limitMs = this.remainingMs = this.config.shotSeconds * 1000;
	}

	view(): ClockView {
		const now = this.now();
		const remainingMs = this.running && this.deadline !== null ? Math.max(0, this.deadline - now) : this.remainingMs;
		return {
			config: this.config,
			running: this.running,
			deadline: this.running ? this.deadline : null,
			remainingMs,
			limitMs: this.limitMs,
			extensionsLeft: [...this.extensionsLeft],
			expired: this.expired,
			serverNow: now,
			at: now
		};
	}

	get settings(): ClockConfig {
		return this.config;
	}

	/** Ms until the time runs out, or null when the clock is stopped. */
	msLeft(): number | null {
		return this.running && this.deadline !== null ? Math.max(0, this.deadline - this.now()) : null;
	}

	start(): ClockProblem | null {
		if (!this.config.enabled) return 'clock-off';
		if (this.running) return 'clock-running';
		if (this.remainingMs <= 0) return 'clock-time-up';
		this.running = true;
		this.expired = false;
		this.deadline = this.now() + this.remainingMs;
		return null;
	}

	stop(): ClockProblem | null {
		if (!this.running) return 'clock-not-running';
		this.remainingMs = Math.max(0, (this.deadline ?? 0) - this.now());
		this.running = false;
		this.deadline = null;
		return null;
	}

	reset(match: ClockMatchView): void {
		this.running = false;
		this.deadline = null;
		this.expired = false;
		this.limitMs = this.remainingMs = this.limitFor(match) * 1000;
	}

	/** An extension for the player at the table, while he has one left. */
	extend(player: number | null): ClockProblem | null {
		if (!this.config.enabled) return 'clock-off';
		if (player === null || player >= this.extensionsLeft.length) return 'clock-nobody';
		if (this.extensionsLeft[player] <= 0) return 'clock-no-extension';
		this.extensionsLeft[player]--;
		const extra = this.config.extensionSeconds * 1000;
		this.limitMs += extra;
		if (this.running && this.deadline !== null) this.deadline += extra;
		else this.remainingMs += extra;
		this.expired = false;
		return null;
	}

	configure(config: ClockConfig, match: ClockMatchView): void {
		this.config = config;
		this.extensionsLeft = Array(match.players).fill(config.extensionsPerPlayer);
		this.seen = { matchId: match.matchId, rack: match.rack };
		this.reset(match);
	}

	/**
	 * Calls `onTimeUp` just after the running clock's deadline (replacing an earlier call; none
	 * while the clock is stopped). The callback checks `expire()`: the clock may have changed.
	 */
	arm(onTimeUp: () => void): void {
		this.disarm();
		const left = this.msLeft();
		if (left === null) return;
		this.timer = setTimeout(() => {
			this.timer = null;
			onTimeUp();
		}, left + 5);
		this.timer.unref?.();
	}

	disarm(): void {
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
	}

	/**
	 * The time ran out: called by the table's timer; true when it really had. `announced`: the
	 * leading node's timer said so (cluster/follow.ts) — this machine's clock may be a hair behind.
	 */
	expire(announced = false): boolean {
		if (!this.running || this.deadline === null || (!announced && this.deadline > this.now())) return false;
		this.running = false;
		this.deadline = null;
		this.remainingMs = 0;
		this.expired = true;
		return true;
	}

	/** After every accepted action: a fresh clock for the next stroke, extensions per rack or match. */
	afterAction(match: ClockMatchView): void {
		const newMatch = match.matchId !== this.seen.matchId;
		const newRack = match.rack !== null && match.rack !== this.seen.rack;
		if (newMatch || newRack || this.extensionsLeft.length !== match.players) {
			this.extensionsLeft = Array(match.players).fill(this.config.extensionsPerPlayer);
		}
		this.seen = { matchId: match.matchId, rack: match.rack };
		this.reset(match);
	}

	/** The clock as the store keeps it; `revision`: the match revision it stands at. */
	save(revision: number | null): SavedClock {
		const running = this.running && this.deadline !== null;
		return {
			v: 1,
			config: this.config,
			running,
			deadline: running ? this.deadline : null,
			remainingMs: running ? Math.max(0, this.deadline! - this.now()) : this.remainingMs,
			limitMs: this.limitMs,
			expired: this.expired,
			extensionsLeft: [...this.extensionsLeft],
			matchId: this.seen.matchId,
			rack: this.seen.rack,
			revision
		};
	}

	/**
	 * Puts a saved clock back after a restart: always its settings; the extensions left while
	 * the match and rack are the same; and where the time stood (running to the same deadline,
	 * stopped part-way, run out) while the match is still at the revision it was saved at —
	 * else the next stroke's full time, stopped. A deadline that passed while the server was
	 * down shows as run out (without a `shot-clock-expired` event: nobody was there to see it).
	 * Returns false (and keeps a default clock) when `saved` is not a clock this code wrote.
	 */
	restore(saved: unknown, match: ClockMatchView, revision: number | null): boolean {
		const parsed = savedSchema.safeParse(saved);
		if (!parsed.success) {
			this.afterAction(match);
			return false;
		}
		const s = parsed.data;
		this.config = s.config;
		const sameMatch = s.matchId === match.matchId;
		const sameRack = sameMatch && s.rack === match.rack && s.extensionsLeft.length === match.players;
		this.extensionsLeft = sameRack ? [...s.extensionsLeft] : Array(match.players).fill(s.config.extensionsPerPlayer);
		this.seen = { matchId: match.matchId, rack: match.rack };
		this.reset(match);
		if (!sameMatch || s.revision !== revision) return true;
		this.limitMs = s.limitMs;
		this.expired = s.expired;
		if (s.running && s.deadline !== null && s.config.enabled) {
			if (s.deadline > this.now()) {
				this.running = true;
				this.deadline = s.deadline;
			} else {
				this.remainingMs = 0;
				this.expired = true;
			}
		} else this.remainingMs = Math.min(s.remainingMs, s.limitMs);
		return true;
	}

	private limitFor(match: ClockMatchView): number {
		if (this.config.late && match.hillHill) return this.config.late.seconds;
		return match.afterBreak ? this.config.firstShotSeconds : this.config.shotSeconds;
	}
}
