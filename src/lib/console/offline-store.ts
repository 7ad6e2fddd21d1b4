/**
 * Where a console keeps its table's replica and outbox across reloads and closed tabs: IndexedDB
 * through idb-keyval (a maintained 600-byte wrapper; IndexedDB is the browser store that outlives
 * a tab and works on plain http too, unlike a service worker).
 */
import { createStore, get, set } from 'idb-keyval';
import type { Kept, OfflineStore } from './offline.svelte';

let db: ReturnType<typeof createStore> | null = null;
const store = () => (db ??= createStore('cuecast-console', 'tables'));

export const offlineStore: OfflineStore = {
	get: async (table) => get<Kept>(table, store()),
	set: async (table, kept) => set(table, kept, store())
};
