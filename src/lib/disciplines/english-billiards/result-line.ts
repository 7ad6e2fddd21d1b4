/** The result card's line for English billiards (its list: ../result-line.ts). */
import type { BoardT } from '../../i18n/board';
import type { MatchView } from '../../view/table-view';
import { averageText } from '../../view/words';
import { highBreakLine } from '../shared/break-words';

/** "Highest break: 105–62 · Average 30.000–12.400". */
export const billiardsResultLine = (m: MatchView, t: BoardT): string =>
	`${highBreakLine(m, t)} · ${t('board.average')}: ${m.players.map((p) => averageText(p.average, t)).join('–')}`;
