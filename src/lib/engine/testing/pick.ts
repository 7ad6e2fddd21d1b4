/** A random item of a list, by the generator given (the samplers' shared helper). */
export const pickFrom =
	(rng: () => number) =>
	<T>(items: readonly T[]): T =>
		items[Math.floor(rng() * items.length)]!;
