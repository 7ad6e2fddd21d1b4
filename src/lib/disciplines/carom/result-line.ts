/** The result card's line for carom (its list: ../result-line.ts). */
import type { BoardT } from '../../i18n/board';
import type { MatchView } from '../../view/table-view';
import { averageText } from '../../view/words';

/** "Innings 24 · Average 1.250 · HR 7   |   Innings 24 · …": each player's figures. */
export const caromResultLine = (m: MatchView, t: BoardT): string =>
	m.players.map((p) => `${t('board.innings')} ${p.innings} · ${t('board.average')} ${averageText(p.average, t)} · ${t('board.highRun.short')} ${p.highRun}`).join('   |   ');
