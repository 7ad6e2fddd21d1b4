/** URL options of the wall displays: `?lang=en|pl|ru`, `?qr=1`, `?qrbase=http://192.168.1.5:3000`. */
export function viewerUrl(url: URL, table: string): string {
	let base = url.origin;
	const asked = url.searchParams.get('qrbase');
	if (asked) {
		try {
			const u = new URL(asked);
			if (u.protocol === 'http:' || u.protocol === 'https:') base = u.origin;
		} catch {
			/* not a URL: keep this page's origin */
		}
	}
	return `${base}/view/${encodeURIComponent(table)}`;
}

export const qrAsked = (url: URL) => ['1', 'true', 'on', 'yes'].includes(url.searchParams.get('qr') ?? '');

/** True for the keys that toggle the QR code on an attended screen. */
export const isQrKey = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey && (e.key === 'q' || e.key === 'Q');
