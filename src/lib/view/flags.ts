/**
 * Small CSS flags (no images, no emoji font needed: OBS on Windows has no flag emoji).
 * Country codes come as ISO alpha-2 ("PL"), alpha-3 ("POL") or IOC ("GER"); unknown ones
 * show as a plain code chip.
 */
/** Alpha-3 and IOC codes to alpha-2, five letters a pair (`POLPL`): every overlay carries this table, and packed it weighs less. */
const A3: Record<string, string> = Object.fromEntries(
	(
		'BELBE KORKR NLDNL NEDNL DEUDE GERDE FRAFR ITAIT ESPES PRTPT PORPT TURTR EGYEG VNMVN VIEVN JPNJP ' +
		'POLPL RUSRU UKRUA AUTAT SWESE DNKDK DENDK FINFI NORNO CZECZ SVKSK HUNHU ROURO BGRBG BULBG SRBRS ' +
		'HRVHR CROHR SVNSI SLOSI ESTEE LVALV LATLV LTULT BLRBY CHNCN COLCO PERPE MEXMX ARGAR IRLIE CHECH ' +
		'SUICH LUXLU IDNID INAID THATH ECUEC GRCGR GREGR KAZKZ GEOGE USAUS GBRGB PHLPH PHIPH CANCA AUSAU ' +
		'TWNTW TPETW SGPSG HKGHK MYSMY MASMY AREAE UAEAE JORJO NZLNZ MNGMN UZBUZ KGZKG CYPCY BIHBA MKDMK ' +
		'MNEME ALBAL'
	)
		.split(' ')
		.map((p) => [p.slice(0, 3), p.slice(3)])
);

/** h: horizontal stripes, v: vertical stripes, d: disc on a field, n: Nordic cross, c: centred cross. */
const FLAGS: Record<string, string> = {
	BE: 'v#000 #fdda24 #ef3340', DE: 'h#000 #dd0000 #ffce00', FR: 'v#002395 #fff #ed2939', IT: 'v#009246 #fff #ce2b37',
	NL: 'h#ae1c28 #fff #21468b', PL: 'h#fff #dc143c', RU: 'h#fff #0039a6 #d52b1e', UA: 'h#0057b7 #ffd700',
	AT: 'h#ed2939 #fff #ed2939', HU: 'h#ce2939 #fff #477050', EE: 'h#0072ce #000 #fff', LT: 'h#fdb913 #006a44 #c1272d',
	LV: 'h#9e3039 #9e3039 #fff #9e3039 #9e3039', BG: 'h#fff #00966e #d62612', RO: 'v#002b7f #fcd116 #ce1126',
	IE: 'v#169b62 #fff #ff883e', EG: 'h#ce1126 #fff #000', CO: 'h#fcd116 #fcd116 #003893 #ce1126',
	PE: 'v#d91023 #fff #d91023', MX: 'v#006847 #fff #ce1126', ES: 'h#aa151b #f1bf00 #f1bf00 #aa151b',
	LU: 'h#ed2939 #fff #00a1de', AR: 'h#74acdf #fff #74acdf', TH: 'h#a51931 #f4f5f8 #2d2a4a #2d2a4a #f4f5f8 #a51931',
	ID: 'h#ce1126 #fff', SK: 'h#fff #0b4ea2 #ee1c25', SI: 'h#fff #005da4 #ed1c24', HR: 'h#ff0000 #fff #171796',
	RS: 'h#c6363c #0c4076 #fff', CZ: 'h#fff #d7141a', BY: 'h#c8313e #c8313e #4aa657',
	EC: 'h#ffdd00 #ffdd00 #034ea2 #ed1c24', GR: 'n#0d5eaf #fff', PT: 'v#046a38 #046a38 #da291c #da291c #da291c',
	KZ: 'd#00afca #fec50c', GE: 'c#fff #ff0000', JP: 'd#fff #bc002d', KR: 'd#fff #cd2e3a', VN: 'd#da251d #ffcd00',
	CN: 'd#de2910 #ffde00', TR: 'd#e30a17 #fff', SE: 'n#006aa7 #fecc00', DK: 'n#c8102e #fff', FI: 'n#fff #002f6c',
	NO: 'n#ba0c2f #fff', CH: 'c#da291c #fff', TW: 'k#fe0000|#000095',
	US: 'k#b22234 #fff #b22234 #fff #b22234 #fff #b22234|#3c3b6e',
	MY: 'k#cc0001 #fff #cc0001 #fff #cc0001 #fff #cc0001|#010066', GB: 'u#012169', AU: 'u#012169', NZ: 'u#012169',
	CA: 'v#d80621 #fff #fff #d80621|#d80621', PH: 't#0038a8 #ce1126|#fff', SG: 'h#ef3340 #fff', HK: 'd#de2910 #fff'
};

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
	const [body, extra] = spec.slice(1).split('|');
	const colors = body.split(' ');
	// k: stripes with a canton; t: stripes with a triangle at the hoist; u: the Union Jack
	// (Britain, and the canton of Australia and New Zealand on their blue).
	if (kind === 'k') return `linear-gradient(${extra},${extra}) 0 0/40% ${colors.length > 2 ? 54 : 50}% no-repeat,${stripes('h', colors)}`;
	if (kind === 't')
		return `linear-gradient(to top right,${extra} 50%,transparent 50%) 0 0/43% 50.5% no-repeat,linear-gradient(to bottom right,${extra} 50%,transparent 50%) 0 100%/43% 50.5% no-repeat,${stripes('h', colors)}`;
	// a mark in the middle of the stripes (Canada's leaf, drawn as a disc)
	if ((kind === 'h' || kind === 'v') && extra) return `radial-gradient(circle at 50% 50%,${extra} 0 20%,transparent 21%),${stripes(kind, colors)}`;
	if (kind === 'u') return union(a2 === 'GB' ? '100%' : '50%', colors[0]);
	if (kind === 'h' || kind === 'v') return stripes(kind, colors);
	const [field, mark] = colors;
	if (kind === 'd') return `radial-gradient(circle at 50% 50%,${mark} 0 29%,transparent 30%),${field}`;
	if (kind === 'n')
		return `linear-gradient(90deg,transparent 28%,${mark} 28% 42%,transparent 42%),linear-gradient(180deg,transparent 40%,${mark} 40% 60%,transparent 60%),${field}`;
	return `linear-gradient(90deg,transparent 42%,${mark} 42% 58%,transparent 58%) 50% 50%/100% 60% no-repeat,linear-gradient(180deg,transparent 38%,${mark} 38% 62%,transparent 62%) 50% 50%/40% 100% no-repeat,${field}`;
}

/** The Union Jack over a width of the flag (100%: Britain; 50%: a canton), on a field colour. */
function union(size: string, field: string): string {
	const red = '#c8102e';
	const at = `0 0/${size} ${size === '100%' ? '100%' : '50%'} no-repeat`;
	return [
		`linear-gradient(90deg,transparent 43%,${red} 43% 57%,transparent 57%) ${at}`,
		`linear-gradient(180deg,transparent 40%,${red} 40% 60%,transparent 60%) ${at}`,
		`linear-gradient(90deg,transparent 38%,#fff 38% 62%,transparent 62%) ${at}`,
		`linear-gradient(180deg,transparent 33%,#fff 33% 67%,transparent 67%) ${at}`,
		`linear-gradient(to top right,transparent 45%,${red} 45% 52%,#fff 52% 58%,transparent 58%) ${at}`,
		`linear-gradient(to bottom right,transparent 42%,#fff 42% 48%,${red} 48% 55%,transparent 55%) ${at}`,
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
