/** Artistic billiards' pad: a figure's attempt succeeded, failed, or the ball left the table; each sends at once. */
import type { FamilyPad } from '../pad';

export type ArtisticCommand = { k: 'attempt'; success: boolean; offTable?: boolean };

export const artisticPad: FamilyPad<ArtisticCommand, object> = {
	empty: {},
	sending: ['attempt'],
	press: (_, cmd) => ({ send: cmd.offTable ? { t: 'attempt', success: false, offTable: true } : { t: 'attempt', success: cmd.success } })
};
