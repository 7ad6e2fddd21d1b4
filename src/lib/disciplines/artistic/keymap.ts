/** Artistic billiards' keys: a figure's attempt succeeded, failed, or the ball left the table. */
import type { Binding } from '../../console/keymap';

export const ARTISTIC: Binding[] = [
	{ keys: ['Enter', '+'], cmd: { k: 'attempt', success: true }, label: 'cmd.success', group: 'stroke', tone: 'ok' },
	{ keys: ['-', '0'], cmd: { k: 'attempt', success: false }, label: 'cmd.failure', group: 'stroke', tone: 'bad' },
	{ keys: ['o'], cmd: { k: 'attempt', success: false, offTable: true }, label: 'cmd.offTable', group: 'stroke', tone: 'warn' }
];
