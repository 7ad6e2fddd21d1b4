/**
 * The OBS page's words (/obs), in English: the reference (pl.ts and ru.ts must have every key).
 * One key space with the board's and the pages' words (merged in ../index.svelte.ts): the OBS
 * states are the console's (`conn.obs.*`), Save/Remove/Log in/Table are said once elsewhere.
 */
export const obsEn = {
	'obs.title': 'OBS automation',
	'obs.login': 'Operator login required',
	'obs.status': 'Connection',
	'obs.notConfigured': 'not set up yet: fill in the settings below and tick “Switch scenes”.',
	'obs.disabled': 'switched off in the settings below.',
	'obs.settings': 'Settings',
	'obs.enabled': 'Switch scenes and update texts in OBS',
	'obs.host': 'Address',
	'obs.port': 'Port',
	'obs.password': 'Password',
	'obs.passwordKeep': 'leave empty to keep the saved one',
	'obs.passwordSet': 'a password is saved',
	'obs.studio': 'Studio mode (preview, then transition)',
	'obs.rules': 'Scene rules',
	'obs.on': 'When',
	'obs.scene': 'Scene',
	'obs.back': 'Back after (s)',
	'obs.key': 'Key',
	'obs.label': 'Label',
	'obs.add': 'Add a rule',
	'obs.texts': 'Text sources (OBS text inputs kept up to date)',
	'obs.saved': 'Saved.',
	'obs.manual': 'Manual scenes',
	'obs.noManual': 'Add rules with “manual” to get buttons (and keys) here.',
	'obs.export': 'Scene collection for OBS',
	'obs.exportHelp': 'Import it in OBS (Scene Collection → Import): browser sources at 1920×1080, pointed at this server.',
	'obs.baseUrl': 'This server as OBS reaches it',
	'obs.download': 'Download',
	'obs.on.match-start': 'match starts',
	'obs.on.rack-won': 'rack or set won',
	'obs.on.match-won': 'match won',
	'obs.on.match-drawn': 'match drawn',
	'obs.on.timeout': 'timeout',
	'obs.on.shot-clock-expired': 'shot clock expired',
	'obs.on.manual': 'manual (button / key)',
	'obs.tf.player': 'Player {n}: {what}',
	'obs.tf.name': 'Name',
	'obs.tf.target': 'Target',
	'obs.tf.result': 'Result',
	'obs.tf.scoreLine': 'Score line',
	'obs.tf.turn': 'At the table'
} as const;

export type ObsKey = keyof typeof obsEn;
