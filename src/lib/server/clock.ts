/**
 * The shot clock of one table. The server owns it and sends a deadline in its own epoch
 * milliseconds, so a reload or a reconnect shows the exact time left; the consoles, overlays and
 * kiosks only count down from it. It is not part of the engine (it is time, and the engine has
 * none) and not part of the event log: a restart of the server stops the clock, nothing else.
 */
import { clockConfigSchema, type ClockConfig, type ClockView } from '../protocol/clock';

export { clockConfigSchema, type ClockConfig, type ClockView };

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

export class ShotClock {
	private config: ClockConfig = clockConfigSchema.parse({});
	private running = false;
	private deadline: number | null = null;
	private remainingMs: number;
	private limitMs: number;
	private expired = false;
	private extensionsLeft: number[] = [];
	private seen: { matchId: number | null; rack: number | null } = { matchId: null, rack: null };

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

	/** Ms until the time runs out, or null when the clock is stopped. */
	msLeft(): number | null {
		return this.running && this.deadline !== null ? Math.max(0, this.deadline - this.now()) : null;
	}

	start(): string | null {
		if (this.running) return 'the clock is already running';
		if (this.remainingMs <= 0) return 'the time is up: reset the clock first';
		this.running = true;
		this.expired = false;
		this.deadline = this.now() + this.remainingMs;
		return null;
	}

	stop(): string | null {
		if (!this.running) return 'the clock is not running';
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
	extend(player: number | null): string | null {
		if (player === null || player >= this.extensionsLeft.length) return 'nobody is at the table';
		if (this.extensionsLeft[player] <= 0) return 'no extension left for this player';
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

	/** The time ran out: called by the table's timer; true when it really had. */
	expire(): boolean {
		if (!this.running || this.deadline === null || this.deadline > this.now()) return false;
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

	private limitFor(match: ClockMatchView): number {
		if (this.config.late && match.hillHill) return this.config.late.seconds;
		return match.afterBreak ? this.config.firstShotSeconds : this.config.shotSeconds;
	}
}
