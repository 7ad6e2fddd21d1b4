/**
 * The view model's speed: `tableView` (every board, every overlay, on every state) and
 * `tableView` + `fieldsOf` (the OBS text sources and the control API's fields, per action per
 * table), in µs per call over the overlay fixtures' states of every family (median of 5 rounds).
 *
 *   npm run bench:view                 this tree
 *   npm run bench:view -- <other-tree> this tree and another checkout side by side, in one run
 *                                       (e.g. a `git worktree` of the commit before a change)
 */
import { resolve } from 'node:path';
import { root } from './support';

interface Tree {
	name: string;
	tableView: (state: unknown, now: number) => { revision: number };
	fieldsOf: (view: unknown, t: unknown, setup?: unknown) => Record<string, unknown>;
	t: unknown;
	states: { match?: { setup?: unknown } | null }[];
}

async function load(dir: string, name: string): Promise<Tree> {
	const { tableView } = await import(`${dir}/src/lib/view/table-view.ts`);
	const { fieldsOf } = await import(`${dir}/src/lib/view/fields.ts`);
	const { boardT } = await import(`${dir}/src/lib/i18n/board/index.ts`);
	const { FAMILY_STATES } = await import(`${dir}/tests/overlays/support/fixtures.ts`);
	const { disciplineStates } = await import(`${dir}/tests/overlays/support/disciplines.ts`);
	const states = [...Object.values(FAMILY_STATES as Record<string, () => Tree['states'][number]>).map((make) => make()), ...disciplineStates()];
	return { name, tableView, fieldsOf, t: boardT('en'), states };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** µs per call of `work` over every state, the median of 5 rounds (after a warm-up). */
function measure(tree: Tree, calls: number, work: (state: Tree['states'][number]) => number): number {
	const rounds: number[] = [];
	for (let r = 0; r < 6; r++) {
		let sink = 0;
		const t0 = performance.now();
		for (let i = 0; i < calls; i++) for (const s of tree.states) sink += work(s);
		if (sink < 0) console.log(sink);
		if (r > 0) rounds.push(((performance.now() - t0) * 1000) / (calls * tree.states.length));
	}
	return median(rounds);
}

const trees = [await load(root, 'this tree')];
if (process.argv[2]) trees.push(await load(resolve(process.argv[2]), process.argv[2]));
const rows = trees.map((tree) => ({
	tree: tree.name,
	view: measure(tree, 20000, (s) => tree.tableView(s, 0).revision),
	fields: measure(tree, 5000, (s) => Object.keys(tree.fieldsOf(tree.tableView(s, 0), tree.t, s.match?.setup)).length)
}));
console.log(`view model, µs per call over ${trees[0]!.states.length} states of every family (median of 5 rounds):`);
for (const r of rows) console.log(`  ${r.tree.padEnd(24)} tableView ${r.view.toFixed(2).padStart(6)}   tableView + fieldsOf ${r.fields.toFixed(2).padStart(6)}`);
if (rows.length === 2) console.log(`  ratio (this / other)     tableView ${(rows[0]!.view / rows[1]!.view).toFixed(2).padStart(6)}×  tableView + fieldsOf ${(rows[0]!.fields / rows[1]!.fields).toFixed(2).padStart(6)}×`);

// The console's stroke panel (Protocol.svelte): its newest 80 lines, made again after every stroke.
// The whole list cut to 80 (what the panel did before) is the baseline, in the same run.
{
	const { randomMatch, longSetups, seededRandom } = await import(`${root}/src/lib/engine/testing/random-match.ts`);
	const { samplers } = await import(`${root}/src/lib/engine/testing/samplers.ts`);
	const { MatchHistory, replayDetails } = await import(`${root}/src/lib/engine/history.ts`);
	const { engine } = await import(`${root}/src/lib/server/engine.ts`);
	const { strokeLines } = await import(`${root}/src/lib/console/strokes.ts`);
	// the page's translator without its rune: the English words of the board and the console
	const { boardDictionaries } = await import(`${root}/src/lib/i18n/board/index.ts`);
	const { en } = await import(`${root}/src/lib/i18n/en.ts`);
	const { format } = await import(`${root}/src/lib/i18n/lang.ts`);
	const words: Record<string, string> = { ...boardDictionaries.en, ...en };
	const t = (key: string, params?: Record<string, unknown>) => format(words[key] ?? key, params);
	const setup = longSetups['nine-ball'];
	const { actions } = randomMatch(setup, samplers['nine-ball'], seededRandom(2026), 3000, { maxTries: 150_000, keepPlaying: true });
	const entries = MatchHistory.unresolved(actions, (log: unknown[]) => replayDetails(engine, setup, log)).list();
	const names = ['Anna', 'Piotr'];
	const time = (n: number, work: () => number) => {
		const rounds: number[] = [];
		for (let r = 0; r < 6; r++) {
			const t0 = performance.now();
			let sink = 0;
			for (let i = 0; i < n; i++) sink += work();
			if (sink < 0) console.log(sink);
			if (r > 0) rounds.push(((performance.now() - t0) * 1000) / n);
		}
		return median(rounds);
	};
	console.log("the console's stroke panel, its newest 80 lines, µs per stroke (a seeded 9-ball match; median of 5 rounds):");
	for (const strokes of [300, 1000, entries.length]) {
		const list = entries.slice(0, strokes);
		const whole = time(50, () => strokeLines(list, names, t, (o: string) => o, 'pool').slice(0, 80).length);
		const newest = time(200, () => strokeLines(list, names, t, (o: string) => o, 'pool', 80).length);
		console.log(`  after ${String(strokes).padStart(5)} strokes   whole list cut to 80 ${whole.toFixed(1).padStart(8)}   newest 80 only ${newest.toFixed(1).padStart(6)}   ×${(whole / newest).toFixed(1)}`);
	}
}
