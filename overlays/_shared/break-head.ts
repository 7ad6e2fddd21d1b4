/**
 * The head of a break overlay (snooker-break, billiards-break): the striker's flag and name, and
 * the break in progress in the accent — its short word over the number, pulsing as it grows,
 * hidden while there is none. What the panel shows below it is the overlay's own.
 */
import { shortName } from '../../src/lib/kiosk/short-name';
import type { BoardT } from '../../src/lib/i18n/board';
import { h, pulse, setName, setText, toggle } from './dom';
import { flagPair, setFlag } from './parts';
import './break-head.css';

export interface BreakHead {
	el: HTMLElement;
	/** The striker (null: none at the table) and the break in progress. */
	set(striker: { name: string; country: string | null } | undefined, brk: number): void;
}

export function breakHead(t: BoardT): BreakHead {
	const flag = flagPair();
	const name = h('span', 'name ell');
	const num = h('b', 'num');
	const brk = h('span', 'brk', h('span', 'caps', t('board.break.short')), num);
	return {
		el: h('div', 'top', flag.flag, flag.code, name, brk),
		set(striker, n) {
			setFlag(flag, striker?.country ?? null);
			setName(name, striker?.name ?? '', shortName(striker?.name ?? ''));
			toggle(brk, 'hidden', n <= 0);
			if (setText(num, n) && n > 0) pulse(num);
		}
	};
}
