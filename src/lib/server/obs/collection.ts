/**
 * One-click set-up: an OBS scene collection (Scene Collection → Import in OBS) whose scenes
 * hold browser sources pointed at this server's overlays for one table, sized as the overlay manifest says.
 * The shape is what OBS 29 itself writes to basic/scenes/<name>.json (sources reference each
 * other by name; no uuids before OBS 30).
 */
import { z } from 'zod';
import { OVERLAY_NAMES, overlayEntry } from '../../../../overlays/manifest';

/** OBS 29.0.2 as written in prev_ver: (major << 24) | (minor << 16) | patch. */
const OBS_29_VERSION = (29 << 24) | 2;
const DEFAULT_CSS = 'body { background-color: rgba(0, 0, 0, 0); margin: 0px auto; overflow: hidden; }';

export const collectionOptionsSchema = z
	.object({
		/** This server as OBS reaches it, e.g. http://192.168.1.20:3000 */
		baseUrl: z
			.string()
			.url()
			.refine((u) => /^https?:\/\//i.test(u), 'baseUrl must start with http:// or https://'),
		table: z.string().min(1),
		overlays: z
			.array(z.string().refine((name) => overlayEntry(name) !== undefined, { error: `overlays are ${OVERLAY_NAMES.join(', ')}` }))
			.min(1),
		/** The collection's name in OBS. */
		name: z.string().trim().min(1).max(128),
		/**
		 * Scenes to make; each lists overlays (bottom first) layered full-screen. Default: one
		 * scene per overlay, named after it.
		 */
		scenes: z.array(z.object({ name: z.string().trim().min(1), overlays: z.array(z.string()).min(1) })).optional()
	})
	.strict();
export type CollectionOptions = z.input<typeof collectionOptionsSchema>;

export interface ObsSceneCollection {
	name: string;
	current_scene: string;
	current_program_scene: string;
	current_transition: string;
	transition_duration: number;
	scene_order: { name: string }[];
	sources: Record<string, unknown>[];
	groups: unknown[];
	transitions: unknown[];
	quick_transitions: unknown[];
	saved_projectors: unknown[];
	preview_locked: boolean;
	scaling_enabled: boolean;
	scaling_level: number;
	scaling_off_x: number;
	scaling_off_y: number;
	modules: Record<string, unknown>;
}

const sourceBase = (name: string) => ({
	balance: 0.5,
	deinterlace_field_order: 0,
	deinterlace_mode: 0,
	enabled: true,
	flags: 0,
	hotkeys: {},
	mixers: 0,
	monitoring_type: 0,
	muted: false,
	name,
	prev_ver: OBS_29_VERSION,
	private_settings: {},
	'push-to-mute': false,
	'push-to-mute-delay': 0,
	'push-to-talk': false,
	'push-to-talk-delay': 0,
	sync: 0,
	volume: 1.0
});

const sceneItem = (name: string, id: number) => ({
	align: 5,
	blend_method: 'default',
	blend_type: 'normal',
	bounds: { x: 0.0, y: 0.0 },
	bounds_align: 0,
	bounds_type: 0,
	crop_bottom: 0,
	crop_left: 0,
	crop_right: 0,
	crop_top: 0,
	group_item_backup: false,
	hide_transition: { duration: 0 },
	id,
	locked: true,
	name,
	pos: { x: 0.0, y: 0.0 },
	private_settings: {},
	rot: 0.0,
	scale: { x: 1.0, y: 1.0 },
	scale_filter: 'disable',
	show_transition: { duration: 0 },
	visible: true
});

/** The browser source's name for an overlay of a table (unique within the collection). */
export const browserSourceName = (table: string, overlay: string) => `cuecast ${overlay} · ${table}`;

export const overlayUrl = (baseUrl: string, table: string, overlay: string) =>
	`${baseUrl.replace(/\/+$/, '')}/overlay/${encodeURIComponent(table)}/${encodeURIComponent(overlay)}`;

/** Builds the collection; throws a ZodError on bad options. */
export function sceneCollection(options: CollectionOptions): ObsSceneCollection {
	const o = collectionOptionsSchema.parse(options);
	const scenes = o.scenes ?? o.overlays.map((overlay) => ({ name: overlay, overlays: [overlay] }));
	for (const s of scenes) {
		for (const overlay of s.overlays) {
			if (!o.overlays.includes(overlay)) throw new Error(`scene "${s.name}" uses overlay "${overlay}", not in overlays`);
		}
	}
	if (new Set(scenes.map((s) => s.name)).size !== scenes.length) throw new Error('scene names must be unique');

	const browserSources = o.overlays.map((overlay) => ({
		...sourceBase(browserSourceName(o.table, overlay)),
		id: 'browser_source',
		versioned_id: 'browser_source',
		settings: {
			url: overlayUrl(o.baseUrl, o.table, overlay),
			width: overlayEntry(overlay)!.size.width,
			height: overlayEntry(overlay)!.size.height,
			fps: 30,
			css: DEFAULT_CSS,
			shutdown: false,
			restart_when_active: false,
			reroute_audio: false
		}
	}));
	const sceneSources = scenes.map((s) => ({
		...sourceBase(s.name),
		id: 'scene',
		versioned_id: 'scene',
		hotkeys: { 'OBSBasic.SelectScene': [] },
		settings: {
			custom_size: false,
			id_counter: s.overlays.length,
			items: s.overlays.map((overlay, i) => sceneItem(browserSourceName(o.table, overlay), i + 1))
		}
	}));
	const first = scenes[0]!.name;
	return {
		name: o.name,
		current_scene: first,
		current_program_scene: first,
		current_transition: 'Fade',
		transition_duration: 300,
		scene_order: scenes.map((s) => ({ name: s.name })),
		sources: [...browserSources, ...sceneSources],
		groups: [],
		transitions: [],
		quick_transitions: [
			{ duration: 300, fade_to_black: false, hotkeys: [], id: 1, name: 'Cut' },
			{ duration: 300, fade_to_black: false, hotkeys: [], id: 2, name: 'Fade' },
			{ duration: 300, fade_to_black: true, hotkeys: [], id: 3, name: 'Fade' }
		],
		saved_projectors: [],
		preview_locked: false,
		scaling_enabled: false,
		scaling_level: 0,
		scaling_off_x: 0.0,
		scaling_off_y: 0.0,
		modules: {}
	};
}

/** A file name OBS would use for the collection (OBS itself accepts any name on import). */
export const collectionFileName = (name: string) => `${name.replace(/[^A-Za-z0-9 _-]+/g, '_').trim() || 'cuecast'}.json`;
