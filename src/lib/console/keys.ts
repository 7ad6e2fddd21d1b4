/**
 * Key names: a KeyboardEvent becomes a few candidate names ("z", "Ctrl+z", "Shift+1", "Enter",
 * "Space", "+", "?"). Letters and digits are taken from the physical key (`code`), so the map
 * works the same with a Polish or Russian layout switched on; punctuation from the character.
 */
export function eventKeys(e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): string[] {
	const mods = (e.ctrlKey || e.metaKey ? 'Ctrl+' : '') + (e.altKey ? 'Alt+' : '');
	const out: string[] = [];
	let base: string | null = null;
	if (/^Key[A-Z]$/.test(e.code)) base = e.code.slice(3).toLowerCase();
	else if (/^(Digit|Numpad)[0-9]$/.test(e.code)) base = e.code.slice(-1);
	if (base !== null) out.push(mods + (e.shiftKey ? 'Shift+' : '') + base);
	if (e.key === ' ') out.push(mods + 'Space');
	else if (e.key === 'NumpadEnter') out.push(mods + 'Enter');
	else if (e.key.length === 1) out.push(mods + e.key);
	else out.push(mods + (e.shiftKey && e.key !== 'Shift' ? 'Shift+' : '') + e.key);
	return out;
}

/** How a key name is printed on buttons and in the map. */
export function keyLabel(spec: string): string {
	if (spec === '+' || spec === '-') return spec;
	const names: Record<string, string> = { Escape: 'Esc', Backspace: '⌫', Space: 'Space', Enter: 'Enter' };
	return spec
		.split('+')
		.map((part) => names[part] ?? (part.length === 1 ? part.toUpperCase() : part))
		.join('+');
}
