/**
 * Small CSS flags (no images, no emoji font needed: OBS on Windows has no flag emoji).
 * Country codes come as ISO alpha-2 ("PL"), alpha-3 ("POL") or IOC ("GER"); unknown ones
 * show as a plain code chip.
 */
/**
 * Alpha-3 and IOC codes to alpha-2, packed (every overlay carries this table): `POLPL`, or just
 * `BEL` where the alpha-2 is the code's first two letters.
 */
const A3: Record<string, string> = Object.fromEntries(
	(
		'BEL KORKR NLD NEDNL DEU GERDE FRA ITA ESP PRTPT PORPT TURTR EGY VNM VIEVN JPN POLPL RUS ' +
		'UKRUA AUTAT SWESE DNKDK DENDK FIN NOR CZE SVKSK HUN ROU BGR BULBG SRBRS HRV CROHR SVNSI SLOSI ' +
		'ESTEE LVA LATLV LTU BLRBY CHNCN COL PER MEXMX ARG IRLIE CHE SUICH LUX IDN INAID THA ECU GRC GRE ' +
		'KAZKZ GEO USA GBR PHL PHI CAN AUS TWN TPETW SGP HKG MYS MASMY AREAE UAEAE JOR NZL MNG UZB KGZ ' +
		'CYP BIHBA MKD MNEME ALB'
	)
		.split(' ')
		.map((p) => [p.slice(0, 3), p.slice(3) || p.slice(0, 2)])
);

/**
 * Each country's flag, `CODE kind colours` (hex, the # added when read), packed like A3. Kinds —
 * h: horizontal stripes, v: vertical stripes (either with `|mark`: a disc in the middle), d: a
 * disc on a field, n: Nordic cross, c: centred cross, p: a cross over the whole flag (`|star`:
 * the Ulster Banner's, a white disc), x: a saltire, s: China's stars at the hoist, k: stripes with a canton,
 * t: stripes with a triangle at the hoist, u: the Union Jack. The home nations go by their
 * sporting codes (snooker's ENG, SCO, WAL, NIR; Wales's dragon drawn as a red mark).
 */
const FLAGS: Record<string, string> = Object.fromEntries(
	(
		'BE v000 fdda24 ef3340,DE h000 dd0000 ffce00,FR v002395 fff ed2939,IT v009246 fff ce2b37,' +
		'NL hae1c28 fff 21468b,PL hfff dc143c,RU hfff 0039a6 d52b1e,UA h0057b7 ffd700,' +
		'AT hed2939 fff ed2939,HU hce2939 fff 477050,EE h0072ce 000 fff,LT hfdb913 006a44 c1272d,' +
		'LV h9e3039 9e3039 fff 9e3039 9e3039,BG hfff 00966e d62612,RO v002b7f fcd116 ce1126,' +
		'IE v169b62 fff ff883e,EG hce1126 fff 000,CO hfcd116 fcd116 003893 ce1126,PE vd91023 fff d91023,' +
		'MX v006847 fff ce1126,ES haa151b f1bf00 f1bf00 aa151b,LU hed2939 fff 00a1de,' +
		'AR h74acdf fff 74acdf,TH ha51931 f4f5f8 2d2a4a 2d2a4a f4f5f8 a51931,ID hce1126 fff,' +
		'SK hfff 0b4ea2 ee1c25,SI hfff 005da4 ed1c24,HR hff0000 fff 171796,RS hc6363c 0c4076 fff,' +
		'CZ hfff d7141a,BY hc8313e c8313e 4aa657,EC hffdd00 ffdd00 034ea2 ed1c24,GR n0d5eaf fff,' +
		'PT v046a38 046a38 da291c da291c da291c,KZ d00afca fec50c,GE cfff ff0000,JP dfff bc002d,' +
		'KR dfff cd2e3a,VN dda251d ffcd00,CN sde2910 ffde00,TR de30a17 fff,SE n006aa7 fecc00,' +
		'DK nc8102e fff,FI nfff 002f6c,NO nba0c2f fff,CH cda291c fff,TW kfe0000|000095,' +
		'US kb22234 fff b22234 fff b22234 fff b22234|3c3b6e,' +
		'MY kcc0001 fff cc0001 fff cc0001 fff cc0001|010066,GB u012169,AU u012169,NZ u012169,' +
		'CA vd80621 fff fff d80621|d80621,PH t0038a8 ce1126|fff,SG hef3340 fff,HK dde2910 fff,' +
		'ENG pfff ce1124,SCO x005eb8 fff,WAL hfff 00b140|c8102e,NIR pfff ce1124|fff'
	)
		.split(',')
		.map((e) => [e.slice(0, e.indexOf(' ')), e.slice(e.indexOf(' ') + 1)])
);

/** A band of colour across the flag, along `dir`, from and to (%), then where and how large. */
const bar = (dir: string, c: string, from: number, to: number, at = '') => `linear-gradient(${dir},transparent ${from}%,${c} ${from}% ${to}%,transparent ${to}%)${at}`;

/** China's stars at the hoist: the large one (nonzero fill: solid) and four small ones, a pixel's dots at a flag's size. */
const CHINA_STARS = `url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='-5 -5 30 20' fill='%23ffde00'><path d='M0-3 1.8 2.4-2.9-.9h5.8L-1.8 2.4zM5-4h1v1H5zM7-2h1v1H7zM7 1h1v1H7zM5 3h1v1H5z'/></svg>")`;

function stripes(dir: string, colors: string[]): string {
	const n = colors.length;
	const stops = colors.map((c, i) => `${c} ${((i / n) * 100).toFixed(2)}% ${(((i + 1) / n) * 100).toFixed(2)}%`);
	return `linear-gradient(${dir === 'h' ? '180deg' : '90deg'},${stops.join(',')})`;
}

/** CSS background for a country's flag, or null when we have none. */
export function flagCss(code: string | null | undefined): string | null {
	if (!code) return null;
	const a2 = countryCode(code);
	const spec = a2 ? FLAGS[a2] : undefined;
	if (!spec) return null;
	const kind = spec[0];
	const [body, extra] = spec
		.slice(1)
		.replace(/[^ |]+/g, '#$&')
		.split('|');
	const colors = body.split(' ');
	// k: stripes with a canton; t: stripes with a triangle at the hoist; u: the Union Jack
	// (Britain, and the canton of Australia and New Zealand on their blue).
	if (kind === 'k') return `linear-gradient(${extra},${extra}) 0 0/40% ${colors.length > 2 ? 54 : 50}% no-repeat,${stripes('h', colors)}`;
	if (kind === 't')
		return `linear-gradient(to top right,${extra} 50%,transparent 50%) 0 0/43% 50.5% no-repeat,linear-gradient(to bottom right,${extra} 50%,transparent 50%) 0 100%/43% 50.5% no-repeat,${stripes('h', colors)}`;
	if (kind === 'u') return union(a2 === 'GB' ? '100%' : '50%', colors[0]);
	const [field, mark] = colors;
	// a mark in the middle, drawn as a disc: Canada's leaf, Wales's dragon, the Ulster Banner's star
	const centre = extra ? `radial-gradient(circle,${extra} 0 20%,transparent 21%),` : '';
	return (
		centre +
		(kind === 'h' || kind === 'v'
			? stripes(kind, colors)
			: kind === 's'
				? `${CHINA_STARS},${field}`
				: kind === 'd'
					? `radial-gradient(circle,${mark} 0 29%,transparent 30%),${field}`
					: kind === 'x'
						? `${bar('to top right', mark, 44, 56)},${bar('to bottom right', mark, 44, 56)},${field}`
						: kind === 'n' || kind === 'p'
							? `${bar('90deg', mark, kind === 'n' ? 28 : 43, kind === 'n' ? 42 : 57)},${bar('180deg', mark, 40, 60)},${field}`
							: `${bar('90deg', mark, 42, 58, ' 50% 50%/100% 60% no-repeat')},${bar('180deg', mark, 38, 62, ' 50% 50%/40% 100% no-repeat')},${field}`)
	);
}

/** The Union Jack over a width of the flag (100%: Britain; 50%: a canton), on a field colour. */
function union(size: string, field: string): string {
	const red = '#c8102e';
	const at = ` 0 0/${size} ${size === '100%' ? '100%' : '50%'} no-repeat`;
	return [
		bar('90deg', red, 43, 57, at),
		bar('180deg', red, 40, 60, at),
		bar('90deg', '#fff', 38, 62, at),
		bar('180deg', '#fff', 33, 67, at),
		bar('to top right', red, 47, 53, at),
		bar('to bottom right', red, 47, 53, at),
		bar('to top right', '#fff', 42, 58, at),
		bar('to bottom right', '#fff', 42, 58, at),
		field
	].join(',');
}

/** A country as ISO 3166 alpha-2 ("PL"), from alpha-2, alpha-3 ("POL") or IOC ("GER"); null if none. */
export function countryCode(code: string | null | undefined): string | null {
	if (!code) return null;
	const up = code.trim().toUpperCase();
	if (!/^[A-Z]{2,3}$/.test(up)) return null;
	return up.length === 3 ? (A3[up] ?? up) : up;
}

/** The code as shown beside the flag: three letters where we know them. */
export function countryLabel(code: string | null | undefined): string {
	if (!code) return '';
	const up = code.trim().toUpperCase().slice(0, 3);
	if (up.length === 3) return up;
	for (const k in A3) if (A3[k] === up) return k;
	return up;
}
