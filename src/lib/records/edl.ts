/**
 * An edit decision list in the CMX 3600 form that DaVinci Resolve, Premiere Pro and Avid import
 * (issue 27: a match's highlights as clips of its stream). Pure text; the highlights it is made
 * of come from ./chapters.ts.
 *
 * The form, as those tools read it:
 *
 *     TITLE: Anna Nowak – Piotr Kowalski
 *     FCM: NON-DROP FRAME
 *
 *     001  AX       AA/V  C        00:04:51:00 00:05:06:00 01:00:00:00 01:00:15:00
 *     * FROM CLIP NAME: match-12-stream.mp4
 *     * Anna Nowak wins rack 1 · Break and run · Rack 1 · 1–0
 *
 * - an event line: its number (3 digits, from 001), the reel (8 characters at most: `AX`, a
 *   source that is not a tape), the tracks (`AA/V`: picture and both sound channels), the
 *   transition (`C`, a cut), then four timecodes HH:MM:SS:FF — the source in and out (where the
 *   clip is in the stream's recording, which starts at 00:00:00:00) and the record in and out
 *   (where it goes in the highlights reel, one after the other from 01:00:00:00, an editor's
 *   timeline start); an out point is the first frame after the clip;
 * - `* FROM CLIP NAME:` names the source clip (the recording's file name links the clips to it
 *   at once; every event names the same one); other `*` lines are comments (the moment);
 * - non-drop-frame timecode at a whole frame rate (25, 30, 50, 60 …): a 29.97 or 59.94 stream
 *   is read at 30 or 60, and its timecode runs 0.1 % behind the picture (3.6 s an hour).
 * Lines end with CRLF, as the tools that wrote EDLs first did; the text is UTF-8 (names in Polish
 * and Cyrillic stay readable in Resolve and Premiere).
 */

/** The frame rates an EDL may be asked for (non-drop-frame). */
export const EDL_FPS = [24, 25, 30, 50, 60] as const;
export type EdlFps = (typeof EDL_FPS)[number];
/** OBS's default output is 30 fps. */
export const DEFAULT_EDL_FPS: EdlFps = 30;

/** A clip starts this long before its moment (the stroke is entered after it is played) and ends this long after. */
export const CLIP_BEFORE_MS = 10_000;
export const CLIP_AFTER_MS = 5_000;

/** The reel of a source that is no tape (a file): what Resolve and Premiere write for one. */
const REEL = 'AX';
/** The highlights reel starts at one hour, as an editor's timeline does. */
const RECORD_START_S = 3600;

/** Event numbers have three digits: the clips after the 999th are left out. */
export const MAX_EVENTS = 999;

/** `frames` as HH:MM:SS:FF at `fps` (non-drop-frame). */
export function timecode(frames: number, fps: number): string {
	const f = Math.max(0, Math.round(frames));
	const perHour = 3600 * fps;
	const hh = Math.floor(f / perHour);
	const mm = Math.floor((f % perHour) / (60 * fps));
	const ss = Math.floor((f % (60 * fps)) / fps);
	const ff = f % fps;
	return [hh, mm, ss, ff].map((n) => String(n).padStart(2, '0')).join(':');
}

/** One clip of the source: where it is (ms into the stream) and what the comments say. */
export interface EdlClip {
	from: number;
	to: number;
	comments: string[];
}

export interface EdlOptions {
	title: string;
	fps: EdlFps;
	/** The source clip's name (`* FROM CLIP NAME:`). */
	clip: string;
}

/** A comment or a name on one line, without the characters that would end it or start another field. */
const oneLine = (s: string, max: number): string => s.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);

/**
 * The EDL of `clips`, in order: each an event from its in to its out on the source, one after the
 * other on the record side. A clip that overlaps the one before starts where that one ended (no
 * picture twice in the reel); one left with nothing of its own adds its comments to the one before.
 * Clips that end a day or more into the stream are left out: a timecode cannot say where they are.
 */
export function edlFile(clips: readonly EdlClip[], opts: EdlOptions): string {
	const { fps } = opts;
	const events: { inF: number; outF: number; comments: string[] }[] = [];
	for (const c of clips) {
		// an event number has three digits
		if (events.length === MAX_EVENTS) break;
		const last = events[events.length - 1];
		const inF = Math.max(Math.floor((Math.max(0, c.from) * fps) / 1000), last?.outF ?? 0);
		const outF = Math.ceil((Math.max(0, c.to) * fps) / 1000);
		// A timecode holds a day (23:59:59:FF): a clip a day or more into the stream (a venue that
		// streams around the clock, a stream start from days ago) has none, and nor do those after.
		if (outF >= 24 * 3600 * fps) break;
		if (outF <= inF) {
			last?.comments.push(...c.comments);
			continue;
		}
		events.push({ inF, outF, comments: [...c.comments] });
	}
	const lines = [`TITLE: ${oneLine(opts.title, 70)}`, 'FCM: NON-DROP FRAME', ''];
	let record = RECORD_START_S * fps;
	events.forEach((e, i) => {
		const length = e.outF - e.inF;
		const number = String(i + 1).padStart(3, '0');
		lines.push(`${number}  ${REEL.padEnd(8)} ${'AA/V'.padEnd(5)} ${'C'.padEnd(8)} ${timecode(e.inF, fps)} ${timecode(e.outF, fps)} ${timecode(record, fps)} ${timecode(record + length, fps)}`);
		lines.push(`* FROM CLIP NAME: ${oneLine(opts.clip, 128)}`);
		for (const comment of e.comments) lines.push(`* ${oneLine(comment, 200)}`);
		record += length;
	});
	return lines.map((l) => `${l}\r\n`).join('');
}
