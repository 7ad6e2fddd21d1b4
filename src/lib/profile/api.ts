/**
 * The player page's side of the profile routes (src/lib/server/profiles.ts), asked through
 * api/client.ts: read a profile, send its text or a photo, remove the photo. Each answer is the
 * profile as stored, or a refusal in the page's words (the server's code, translated), or
 * "offline".
 */
import { ask, jsonPicked, offline, type AskInit } from '../api/client';
import { i18n, t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal-text';
import { ISO_ALPHA2, type PlayerProfile, type ProfileIn } from '../protocol/profiles';

export type ProfileAnswer = { ok: true; profile: PlayerProfile } | { ok: false; status: number; text: string };

const at = (path: 'profile' | 'photo', name: string) => `/api/players/${path}?name=${encodeURIComponent(name)}`;

const profileOf = (body: unknown): PlayerProfile | null => {
	const b = body as { ok?: boolean; profile?: PlayerProfile } | null;
	return b?.ok && b.profile ? b.profile : null;
};

async function askProfile(url: string, init?: AskInit): Promise<ProfileAnswer> {
	const answer = await ask(url, jsonPicked(profileOf), init);
	if (answer.ok) return { ok: true, profile: answer.value };
	return { ok: false, status: answer.status, text: offline(answer) ? t('login.offline') : refusalText(answer.refusal, i18n.lang) };
}

export const loadProfile = (name: string) => askProfile(at('profile', name));
export const saveProfile = (name: string, change: ProfileIn) => askProfile(at('profile', name), { method: 'PUT', json: change });
export const uploadPhoto = (name: string, file: Blob) => askProfile(at('photo', name), { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: file });
export const removePhoto = (name: string) => askProfile(at('photo', name), { method: 'DELETE' });

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
