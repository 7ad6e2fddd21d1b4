/**
 * The player page's side of the profile routes (src/lib/server/profiles.ts): read a profile, send
 * its text or a photo, remove the photo. Each answer is the profile as stored, or a refusal in
 * the page's words (the server's code, translated), or "offline".
 */
import { i18n, t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal-text';
import { ISO_ALPHA2, type PlayerProfile, type ProfileIn } from '../protocol/profiles';

export type ProfileAnswer = { ok: true; profile: PlayerProfile } | { ok: false; status: number; text: string };

const at = (path: 'profile' | 'photo', name: string) => `/api/players/${path}?name=${encodeURIComponent(name)}`;

async function ask(url: string, init?: RequestInit): Promise<ProfileAnswer> {
	try {
		const res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
		const body = (await res.json().catch(() => ({}))) as { ok?: boolean; profile?: PlayerProfile; reason?: string; code?: string; params?: Record<string, string | number> };
		if (res.ok && body.ok && body.profile) return { ok: true, profile: body.profile };
		return { ok: false, status: res.status, text: refusalText({ reason: body.reason ?? `HTTP ${res.status}`, code: body.code, params: body.params }, i18n.lang) };
	} catch {
		return { ok: false, status: 0, text: t('login.offline') };
	}
}

export const loadProfile = (name: string) => ask(at('profile', name));
export const saveProfile = (name: string, change: ProfileIn) =>
	ask(at('profile', name), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });
export const uploadPhoto = (name: string, file: Blob) =>
	ask(at('photo', name), { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: file });
export const removePhoto = (name: string) => ask(at('photo', name), { method: 'DELETE' });

/** Every ISO 3166 country as the page's language names it, in its alphabetical order. */
export function countryOptions(lang: string): { code: string; label: string }[] {
	let names: Intl.DisplayNames | null = null;
	try {
		names = new Intl.DisplayNames([lang], { type: 'region' });
	} catch {
		// a browser without region names: the codes alone
	}
	return ISO_ALPHA2.map((code) => ({ code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, lang));
}
