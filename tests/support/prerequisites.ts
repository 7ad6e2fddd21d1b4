/**
 * What a test tier needs (Chromium, a build, OBS, a tmpfs) and what happens when it is missing.
 * On a developer's machine a suite without its prerequisite is skipped, saying why. Under CI
 * (`CI=true`, as `.ci/run` is run) it never is: the file fails at once, naming what is missing,
 * so a green run always means the browser, OBS and store tests really ran.
 */
export const underCI = /^(1|true|yes)$/i.test(process.env.CI ?? '');

/**
 * For `describe.skipIf(skipWithout(why))`: `why` is what is missing (null, false or '' when
 * nothing is). Outside CI: true (skip) with the reason printed. Under CI: throws, failing the file.
 */
export function skipWithout(missing: string | null | false | undefined): boolean {
	if (!missing) return false;
	if (underCI) throw new Error(`missing prerequisite under CI (a test never skips there): ${missing}`);
	console.warn(`\n*** skipped: ${missing} ***\n`);
	return true;
}
