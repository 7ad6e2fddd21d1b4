/**
 * The rule options a set-up form offers beside the target and the break (issue 16: the
 * **Unclear** points of RULES-more.md), each family's in its set-up form
 * ($lib/disciplines/<family>/setup-form.ts), and the values a form starts from. The form always
 * sends what it shows.
 *
 * Targets (raceTo, bestOf, pointsTo, reds) and the break come from the catalog's `suggested`
 * and are not repeated here.
 */
import type { Key } from '$lib/i18n/en';
import type { SetupOption } from '$lib/disciplines/parts';
import { FAMILIES } from '$lib/engine/catalog';
import { familyModule } from '$lib/disciplines/families';

export type { SetupOption } from '$lib/disciplines/parts';
export type SelectOption = Extract<SetupOption, { kind: 'select' }>;

/** Every discipline's rule options, from its family's set-up form. */
export const SETUP_OPTIONS: Readonly<Record<string, readonly SetupOption[]>> = Object.assign({}, ...FAMILIES.map((f) => familyModule(f).setupForm.options ?? {}));

export const optionsOf = (discipline: string): readonly SetupOption[] => SETUP_OPTIONS[discipline] ?? [];

export type OptionValues = Record<string, string | number | boolean>;

/** The values a form starts from: the last match's where it was this discipline, else the defaults. */
export function startValues(discipline: string, previous: Record<string, unknown> | null, reds: number): OptionValues {
	const same = previous?.discipline === discipline ? previous : {};
	const out: OptionValues = {};
	for (const o of optionsOf(discipline)) {
		const had = same[o.key];
		if (o.kind === 'select') out[o.key] = typeof had === 'string' && o.values.includes(had) ? had : o.values[0]!;
		else if (o.kind === 'number') out[o.key] = typeof had === 'number' ? had : o.value;
		else out[o.key] = typeof had === 'boolean' ? had : o.value === 'reds6' ? reds === 6 : o.value;
	}
	return out;
}

/** The words of a select's value: `setup.penalty.offender-returns`. */
export const valueWord = (o: SelectOption, value: string): Key => `${o.label}.${value}` as Key;
