/**
 * A budget for the heavy reads (issue 17): a match's script and stroke list can be hundreds of
 * kilobytes of JSON, so viewers asking for them in a loop would take the event loop from the
 * scoring. Each client (socket, or address over HTTP) gets a few per second, and viewers together
 * a venue-wide number per second; past either the read is refused at once (`read-rate`).
 * Operators have a client budget of their own and are not counted venue-wide; a `join` with
 * `history: true` (it sends the stroke list) counts in the client's budget only.
 */
import { refusal, type CodedReason } from '../protocol/refusals';

/** Heavy reads per client per second: viewers, operators. */
export const READS_PER_SECOND = { viewer: 3, operator: 30 };
/** Joins per viewer socket per second (each sends the table's state, twice: event and ack). */
export const JOINS_PER_SECOND = 5;
/** Heavy reads per second for all viewers together … */
export const VENUE_READS_PER_SECOND = 60;
/**
 * … and the time they may take, in ms per second: answering one can take several ms (a long
 * match's stroke list is ~150 KB of JSON, encoded and scanned by Socket.IO), all of it on the
 * event loop the scoring runs on.
 */
export const VENUE_READ_MS_PER_SECOND = 50;

/** A fixed one-second window counter. */
export class Window {
	private start = 0;
	private count = 0;
	constructor(readonly max: number) {}
	take(now = Date.now()): boolean {
		if (now - this.start >= 1000) {
			this.start = now;
			this.count = 0;
		}
		if (this.count >= this.max) return false;
		this.count++;
		return true;
	}
}

export class ReadBudget {
	private readonly venue = new Window(VENUE_READS_PER_SECOND);
	private spentStart = 0;
	private spentMs = 0;

	/** Counts the time a viewer's heavy read took to answer (serialising included). */
	spend(ms: number, now = Date.now()) {
		if (now - this.spentStart >= 1000) {
			this.spentStart = now;
			this.spentMs = 0;
		}
		this.spentMs += ms;
	}
	private timeLeft(now = Date.now()): boolean {
		return now - this.spentStart >= 1000 || this.spentMs < VENUE_READ_MS_PER_SECOND;
	}
	/** HTTP clients by address (swept when large). */
	private readonly byAddress = new Map<string, Window>();

	/** A socket's own window (one per socket). */
	client(operator: boolean): Window {
		return new Window(operator ? READS_PER_SECOND.operator : READS_PER_SECOND.viewer);
	}

	/**
	 * Takes one heavy read from `own` (and, for a viewer's `script` or `history`, from the
	 * venue's: a `join` is not counted there, so a hall of screens reconnecting at once all get
	 * their lists), or says why not.
	 */
	take(own: Window, operator: boolean, event: string): CodedReason | null {
		const max = own.max;
		if (!own.take()) return refusal('read-rate', { event, max });
		if (!operator && event !== 'join' && (!this.timeLeft() || !this.venue.take())) return refusal('read-rate', { event, max });
		return null;
	}

	/** The window of an HTTP client's address. */
	address(key: string, operator: boolean): Window {
		let w = this.byAddress.get(key);
		if (!w) {
			if (this.byAddress.size > 10_000) this.byAddress.clear();
			w = this.client(operator);
			this.byAddress.set(key, w);
		}
		return w;
	}
}

/** Viewer messages waiting at most; past this they are refused at once (`server-busy`). */
export const VIEWER_QUEUE_MAX = 1000;
/** Time given to viewer messages per turn of the event loop, in ms. */
export const VIEWER_SLICE_MS = 4;

/**
 * Viewers' messages, handled in slices of a few ms per turn of the event loop (setImmediate),
 * in order: an operator's message that arrives meanwhile is read in the next poll phase and
 * handled at once, before the rest of the viewers' backlog.
 */
export class ViewerQueue {
	private items: (() => unknown)[] = [];
	private head = 0;
	private scheduled = false;

	/** False when the queue is full (the caller refuses). */
	push(run: () => unknown): boolean {
		if (this.items.length - this.head >= VIEWER_QUEUE_MAX) return false;
		this.items.push(run);
		if (!this.scheduled) {
			this.scheduled = true;
			setImmediate(() => void this.drain());
		}
		return true;
	}

	/** Runs items (each to its answer, encoding included) until the slice is used, then yields. */
	private drain = async () => {
		const end = performance.now() + VIEWER_SLICE_MS;
		while (this.head < this.items.length && performance.now() < end) {
			const run = this.items[this.head];
			this.items[this.head++] = undefined as never;
			try {
				await run();
			} catch {
				// each handler answers its own errors
			}
		}
		if (this.head >= this.items.length) {
			this.items = [];
			this.head = 0;
			this.scheduled = false;
		} else setImmediate(() => void this.drain());
	};
}
