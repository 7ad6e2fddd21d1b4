/**
 * A tiny QR decoder for the tests (versions 1–6, levels L and M, byte mode), written from the
 * standard's layout so it checks the kiosk's code independently of the library that drew it:
 * format information (BCH-checked), function patterns, mask, zig-zag placement, block
 * de-interleaving, byte-mode segment. No error correction: a clean screen needs none.
 */
const DATA: Record<'L' | 'M', [total: number, blocks: number][]> = {
	L: [[19, 1], [34, 1], [55, 1], [80, 1], [108, 1], [136, 2]],
	M: [[16, 1], [28, 1], [44, 1], [64, 2], [86, 2], [108, 4]]
};

function formatWord(data: number): number {
	let rem = data;
	for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
	return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
	(x, y) => (x + y) % 2 === 0,
	(_x, y) => y % 2 === 0,
	(x) => x % 3 === 0,
	(x, y) => (x + y) % 3 === 0,
	(x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
	(x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
	(x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
	(x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0
];

/** m[row][col], true = dark, without the quiet zone. */
export function decodeQr(m: boolean[][]): { text: string; version: number; level: 'L' | 'M' | 'Q' | 'H'; mask: number } {
	const n = m.length;
	const version = (n - 17) / 4;
	if (!Number.isInteger(version) || version < 1 || version > 6) throw new Error(`unsupported size ${n}`);
	// finder patterns: 7×7 rings in three corners
	for (const [r0, c0] of [[0, 0], [0, n - 7], [n - 7, 0]]) {
		for (let r = 0; r < 7; r++)
			for (let c = 0; c < 7; c++) {
				const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
				if (m[r0 + r][c0 + c] !== (ring !== 2)) throw new Error(`finder pattern broken at ${r0 + r},${c0 + c}`);
			}
	}
	// format information, first copy (column 8, then row 8)
	let word = 0;
	const at = (r: number, c: number, bit: number) => {
		if (m[r][c]) word |= 1 << bit;
	};
	for (let i = 0; i <= 5; i++) at(i, 8, i);
	at(7, 8, 6);
	at(8, 8, 7);
	at(8, 7, 8);
	for (let i = 9; i < 15; i++) at(8, 14 - i, i);
	const data = [...Array(32).keys()].find((d) => formatWord(d) === word);
	if (data === undefined) throw new Error(`format information ${word.toString(2)} is not a valid code word`);
	const level = (['M', 'L', 'H', 'Q'] as const)[data >> 3];
	const mask = data & 7;
	if (level !== 'L' && level !== 'M') throw new Error(`level ${level} not supported by this decoder`);
	// function modules
	const fn = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
	const mark = (r0: number, c0: number, h: number, w: number) => {
		for (let r = r0; r < r0 + h; r++) for (let c = c0; c < c0 + w; c++) if (r >= 0 && c >= 0 && r < n && c < n) fn[r][c] = true;
	};
	mark(0, 0, 9, 9);
	mark(0, n - 8, 9, 8);
	mark(n - 8, 0, 8, 9);
	mark(6, 0, 1, n);
	mark(0, 6, n, 1);
	if (version >= 2) mark(n - 7 - 2, n - 7 - 2, 5, 5);
	// zig-zag read, two columns at a time from the right, skipping the vertical timing column
	const bits: number[] = [];
	for (let right = n - 1; right >= 1; right -= 2) {
		if (right === 6) right = 5;
		const upward = ((right + 1) & 2) === 0;
		for (let v = 0; v < n; v++) {
			const y = upward ? n - 1 - v : v;
			for (let j = 0; j < 2; j++) {
				const x = right - j;
				if (fn[y][x]) continue;
				bits.push(Number(m[y][x] !== MASKS[mask](x, y)));
			}
		}
	}
	const stream: number[] = [];
	for (let i = 0; i + 8 <= bits.length; i += 8) stream.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
	const [total, blocks] = DATA[level][version - 1];
	const per = total / blocks;
	const codewords: number[] = [];
	for (let b = 0; b < blocks; b++) for (let k = 0; k < per; k++) codewords.push(stream[k * blocks + b]);
	// one byte-mode segment
	const dataBits = codewords.flatMap((cw) => [...Array(8).keys()].map((i) => (cw >> (7 - i)) & 1));
	let pos = 0;
	const read = (count: number) => {
		let v = 0;
		for (let i = 0; i < count; i++) v = (v << 1) | dataBits[pos++];
		return v;
	};
	const mode = read(4);
	if (mode !== 0b0100) throw new Error(`mode ${mode.toString(2)} is not byte mode`);
	const length = read(8);
	const bytes = Uint8Array.from({ length }, () => read(8));
	return { text: new TextDecoder().decode(bytes), version, level, mask };
}
