#!/usr/bin/env node
/**
 * `npm test`: every tier, as three vitest runs at once: the engine and the harness tiers (one
 * file at a time here), and the peers' tier in two lines, each one file at a time: the pages in
 * Chromium (project `peers-browser`) and the rest (project `peers`: server processes, OBS,
 * PostgreSQL, Redis, poppler).
 *
 * Why the fast tiers beside the peers' lines, not before them: the two lines leave about a sixth
 * of the two cores idle (their waits: kill -9 and restarts, lock-outs, OBS), which is more than
 * the fast tiers need (about 125 CPU-s), so they run in that time instead of 67 s of their own.
 * One file at a time there (CUECAST_FAST_WORKERS, vite.config.ts), so that three test processes,
 * not four, share the cores with the pages.
 * `npm run test:fast` still runs them alone, two files side by side. The fast tiers share no
 * peer with the lines: their servers are in-process, on their own ports and folders.
 *
 * Why the lines are two processes: vitest runs the projects of one group through one pool with
 * one worker count, so a line of browser files beside a line of the others cannot be one run (two
 * workers would put two Chromium pages side by side on two cores, which starves them into
 * timeouts). The two lines share no peer: the browser files start their own servers and touch no
 * OBS, PostgreSQL or Redis (vite.config.ts BROWSER_FILES). The rest mostly wait (kill -9 and
 * restarts, lock-outs, timeouts), so the page line keeps its core.
 *
 * Each line's output is prefixed with its name; the exit code is the first failure's. `--peers`
 * first: the peers' tier only (`npm run test:peers`). Other arguments go to every vitest run
 * (`npm test -- tests/kiosk` runs what matches, in its line).
 *
 * What failed is printed again at the very end, after every line has finished: a line that
 * fails early (the fast tiers end in about five minutes) would otherwise have its failures
 * twenty minutes up a CI log of which only the tail may be kept. A line that fails with no
 * report to repeat (vitest crashed or was killed, a global setup threw) has how it ended and
 * its last lines printed there instead.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const peersOnly = process.argv[2] === '--peers';
const args = process.argv.slice(peersOnly ? 3 : 2);

/**
 * What each vitest run's failure report is shortened to, to be printed again at the end: each
 * failed test's or file's name and the first lines of its error, at most 30 lines a run (the
 * three runs' together fit in the tail of a log that keeps about a hundred).
 */
const FAILURE_LINES = 30;
const ERROR_LINES = 3;
/** Each run's shortened failure report, by prefix, without its colours. */
const failures = new Map();
/** A run that fails with no report (vitest crashed, was killed, or a setup threw): how it ended and its last lines that are not blank. */
const LAST_LINES = 15;
const lastLines = new Map();
const endings = new Map();

/** Keeps from vitest's "Failed Tests" (or "Failed Suites", "Unhandled Errors") blocks each name and its error's first lines. */
function keepFailures(prefix) {
	const kept = [];
	failures.set(prefix, kept);
	let inside = false;
	let errorLines = ERROR_LINES;
	return (line) => {
		const text = stripVTControlCharacters(line);
		if (/⎯ (Failed Tests \d+|Failed Suites \d+|Unhandled Errors) ⎯/.test(text)) {
			inside = true;
			errorLines = 0; // an unhandled error has no FAIL line: its first lines follow the banner
			return;
		}
		if (/^\s*Test Files\s/.test(text)) inside = false;
		if (!inside || text.trim() === '' || /^⎯+/.test(text.trim()) || kept.length >= FAILURE_LINES) return;
		if (/^\s*FAIL\s/.test(text)) errorLines = 0;
		else if (errorLines >= ERROR_LINES) return;
		else errorLines++;
		kept.push(text);
	};
}

/** Runs vitest on `projects` (`env`: added to the environment); with a `prefix`, each output line carries it. Resolves to the exit code. */
function run(projects, prefix, env = {}) {
	const flags = projects.flatMap((p) => ['--project', p]);
	const child = spawn(process.execPath, [vitest, 'run', ...flags, '--passWithNoTests', ...args], {
		cwd: root,
		env: { ...process.env, ...env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) },
		stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit'
	});
	if (prefix) {
		const keep = keepFailures(prefix);
		const last = [];
		lastLines.set(prefix, last);
		for (const [from, to] of [
			[child.stdout, process.stdout],
			[child.stderr, process.stderr]
		]) {
			createInterface({ input: from }).on('line', (line) => {
				keep(line);
				const text = stripVTControlCharacters(line);
				if (text.trim()) last.push(text);
				if (last.length > LAST_LINES) last.shift();
				to.write(`${prefix} ${line}\n`);
			});
		}
	}
	return new Promise((done) =>
		child.on('close', (code, signal) => {
			if (prefix) endings.set(prefix, signal ? `killed by ${signal}` : `exit code ${code}`);
			done(code ?? (signal ? 1 : 0));
		})
	);
}

const started = Date.now();
const [fast, peers, browser] = await Promise.all([
	peersOnly ? 0 : run(['engine', 'harness'], '[fast]', { CUECAST_FAST_WORKERS: '1' }),
	run(['peers'], '[peers]'),
	run(['peers-browser'], '[browser]')
]);
const seconds = Math.round((Date.now() - started) / 1000);
const failed = [fast && 'engine and harness', peers && 'peers', browser && 'peers-browser'].filter(Boolean);
for (const [prefix, lines] of failures) {
	if (lines.length > 0) {
		console.log(`\n${prefix} what failed, again (the report above, shortened):`);
		for (const line of lines) console.log(`${prefix} ${line}`);
	} else if (endings.get(prefix) !== 'exit code 0') {
		// no report to repeat: how the run ended, and what it printed last
		console.log(`\n${prefix} failed without a test report (${endings.get(prefix)}); its last lines:`);
		for (const line of lastLines.get(prefix) ?? []) console.log(`${prefix} ${line}`);
	}
}
console.log(`\nall tiers: ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${seconds} s`);
process.exit(fast || peers || browser);
