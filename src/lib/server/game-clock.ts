/**
 * The game clock of a timed match (English billiards' `timeLimit`, EB-23): the match's whole
 * playing time counting down. The server owns it, as it owns the shot clock (./clock.ts), and
 * sends a deadline in its own epoch ms; every screen only counts down from it.
 *
 * It never ends a game. EB-23: when time is called, the stroke under way finishes and counts,
 * then the game ends — so at zero the screens say "time", the console asks the marker to enter
 * that stroke and then `time`, and the engine (which has no clock) decides the rest.
 *
 * It starts with the match's first stroke (or earlier, by the marker), pauses and resumes on the
 * marker's word (an interval, a referee's stop) and stops with the match. It is stored beside the
 * table with the shot clock; unlike the shot clock it stands across strokes, so a restart puts it
 * back as long as the match is the same: a deadline that passed meanwhile shows as time up.
 */
import { z } from 'zod';
import type { GameClockView } from '../protocol/clock';
import type { ClockProblem } from './clock';

export type { GameClockView };

/** What the game clock needs to know of the match. */
export interface GameClockMatch {
	matchId: number | null;
	/** The match's playing time (ms), or null: not a timed match (no game clock). */
	limitMs: number | null;
	/** At least one action was accepted: play has begun. */
	begun: boolean;
	finished: boolean;
}

/** What the store keeps of a game clock (inside the table's saved clock, key `game`). */
export const savedGameClockSchema = z.object({
	matchId: z.int(),
	limitMs: z.int().min(0),
	running: z.boolean(),
	deadline: z.number().nullable(),
	remainingMs: z.number().min(0),
	started: z.boolean()
});
export type SavedGameClock = z.infer<typeof savedGameClockSchema>;

export class GameClock {
	private matchId: number | null = null;
	private limitMs: number | null = null;
	private running = false;
	private deadline: number | null = null;
	private remainingMs = 0;
	/** Ran at some point: the first stroke no longer starts it (a pause is the marker's). */
	private started = false;
	/** The match is over: the clock stays where it stopped. */
	private over = false;

	constructor(private readonly now: () => number = Date.now) {}

	/** The clock as every screen gets it; null when the match is not timed. */
	view(): GameClockView | null {
		if (this.limitMs === null) return null;
		const now = this.now();
		return {
			limitMs: this.limitMs,
			running: this.running,
			deadline: this.running ? this.deadline : null,
			remainingMs: this.left(now),
			serverNow: now,
			at: now
		};
	}

	start(): ClockProblem | null {
		if (this.limitMs === null) return 'clock-no-game';
		if (this.over) return 'clock-match-over';
		if (this.running) return 'clock-running';
		if (this.remainingMs <= 0) return 'clock-time-up';
		this.running = true;
		this.started = true;
		this.deadline = this.now() + this.remainingMs;
		return null;
	}

	stop(): ClockProblem | null {
		if (this.limitMs === null) return 'clock-no-game';
		if (!this.running) return 'clock-not-running';
		this.pause();
		return null;
	}

	/**
	 * The referee's correction: `ms` left from now (running on if it runs). At most the match's
	 * time; 0 is time up.
	 */
	set(ms: number): ClockProblem | null {
		if (this.limitMs === null) return 'clock-no-game';
		if (this.over) return 'clock-match-over';
		if (ms < 0 || ms > this.limitMs) return 'clock-game-range';
		if (this.running) this.deadline = this.now() + ms;
		else this.remainingMs = ms;
		return null;
	}

	/**
	 * After every accepted action or a new match: a new match gets its full time, stopped; the
	 * first stroke starts it; the match's end stops it. True when it started or stopped so (the
	 * caller stores it).
	 */
	follow(match: GameClockMatch): boolean {
		if (match.matchId !== this.matchId || match.limitMs !== this.limitMs) {
			this.matchId = match.matchId;
			this.limitMs = match.limitMs;
			this.running = false;
			this.deadline = null;
			this.started = false;
			this.remainingMs = match.limitMs ?? 0;
		}
		this.over = match.finished;
		if (this.limitMs === null) return false;
		if (match.finished) {
			if (!this.running) return false;
			this.pause();
			return true;
		}
		if (match.begun && !this.started) return this.start() === null;
		return false;
	}

	save(): SavedGameClock | null {
		if (this.limitMs === null || this.matchId === null) return null;
		return {
			matchId: this.matchId,
			limitMs: this.limitMs,
			running: this.running,
			deadline: this.running ? this.deadline : null,
			remainingMs: this.left(this.now()),
			started: this.started
		};
	}

	/**
	 * Puts a stored clock back (after `follow` set the match up): only for the same match and
	 * time limit; anything else keeps the fresh clock. A deadline that passed meanwhile: time up.
	 */
	restore(saved: unknown, match: GameClockMatch): void {
		this.follow({ ...match, begun: false });
		const parsed = savedGameClockSchema.safeParse(saved);
		if (!parsed.success || parsed.data.matchId !== match.matchId || parsed.data.limitMs !== match.limitMs) {
			this.follow(match);
			return;
		}
		const s = parsed.data;
		this.started = s.started;
		this.running = s.running && s.deadline !== null && !match.finished;
		this.deadline = this.running ? s.deadline : null;
		this.remainingMs = Math.min(s.limitMs, s.running && s.deadline !== null ? Math.max(0, s.deadline - this.now()) : s.remainingMs);
		if (this.running && this.deadline! <= this.now()) this.pause();
	}

	/** Ms until the running clock's time is up, or null while it is stopped. */
	msLeft(): number | null {
		return this.running && this.deadline !== null ? this.left(this.now()) : null;
	}

	/**
	 * The time ran out (the leading node's timer): the clock stops at zero; true when it really had.
	 * The game goes on: the stroke under way counts and the marker enters `time` (EB-23).
	 */
	expire(): boolean {
		if (!this.running || this.deadline === null || this.deadline > this.now()) return false;
		this.running = false;
		this.deadline = null;
		this.remainingMs = 0;
		return true;
	}

	private left(now: number): number {
		return this.running && this.deadline !== null ? Math.max(0, this.deadline - now) : this.remainingMs;
	}

	private pause(): void {
		this.remainingMs = this.left(this.now());
		this.running = false;
		this.deadline = null;
	}
}
