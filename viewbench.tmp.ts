// ad hoc: tableView + fieldsOf per family state, µs per call (run in a tree: npx tsx <this> <root>)
const root = process.argv[2]!;
const { tableView } = await import(`${root}/src/lib/view/table-view.ts`);
const { fieldsOf } = await import(`${root}/src/lib/view/fields.ts`);
const { boardT } = await import(`${root}/src/lib/i18n/board/index.ts`);
const { FAMILY_STATES } = await import(`${root}/tests/overlays/support/fixtures.ts`);
const { disciplineStates } = await import(`${root}/tests/overlays/support/disciplines.ts`);
const states = [...Object.values(FAMILY_STATES).map((f: any) => f()), ...disciplineStates()];
const t = boardT('en');
const N = 20000;
for (let round = 0; round < 3; round++) {
	const t0 = performance.now();
	let k = 0;
	for (let i = 0; i < N; i++) for (const s of states) k += tableView(s, 0).revision;
	const t1 = performance.now();
	for (let i = 0; i < N / 4; i++) for (const s of states) k += Object.keys(fieldsOf(tableView(s, 0), t, s.match?.setup)).length;
	const t2 = performance.now();
	console.log(`round ${round}: tableView ${(((t1 - t0) * 1000) / (N * states.length)).toFixed(2)} µs/call, +fieldsOf ${(((t2 - t1) * 1000) / ((N / 4) * states.length)).toFixed(2)} µs/call (${states.length} states, ${k > 0})`);
}
