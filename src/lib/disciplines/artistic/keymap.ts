/** Artistic billiards' keys: a figure's attempt succeeded, failed, or the ball left the table. */
import type { FamilyBindings } from '../../console/binding';
import type { ArtisticCommand } from './pad';

export const ARTISTIC: FamilyBindings<ArtisticCommand> = [
	{ keys: ['Enter', '+'], cmd: { k: 'attempt', success: true }, label: 'cmd.success', group: 'stroke', tone: 'ok' },
	{ keys: ['-', '0'], cmd: { k: 'attempt', success: false }, label: 'cmd.failure', group: 'stroke', tone: 'bad' },
	{ keys: ['o'], cmd: { k: 'attempt', success: false, offTable: true }, label: 'cmd.offTable', group: 'stroke', tone: 'warn' }
];
