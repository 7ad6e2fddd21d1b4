/**
 * The line a result card adds under the score, in the families that have one to say (carom's
 * innings, average and high run; snooker's highest break): a concern of its own, so only the
 * result card bundles it.
 */
import type { BoardT } from '../i18n/board';
import type { MatchView } from '../view/table-view';
import type { EveryFamily } from './registry';
import { averageText } from '../view/words';

/** "Innings 24 · Average 1.250 · HR 7   |   Innings 24 · …": each player's figures. */
const caromLine = (m: MatchView, t: BoardT): string =>
	m.players.map((p) => `${t('board.innings')} ${p.innings} · ${t('board.average')} ${averageText(p.average, t)} · ${t('board.highRun.short')} ${p.highRun}`).join('   |   ');

/** "Highest break: 87–45". */
const snookerLine = (m: MatchView, t: BoardT): string => `${t('board.highBreak')}: ${m.players.map((p) => p.highRun).join('–')}`;

/** "Highest break: 105–62 · Average 30.000–12.400". */
const billiardsLine = (m: MatchView, t: BoardT): string =>
	`${snookerLine(m, t)} · ${t('board.average')}: ${m.players.map((p) => averageText(p.average, t)).join('–')}`;

export const RESULT_LINE: Partial<EveryFamily<(m: MatchView, t: BoardT) => string>> = { carom: caromLine, snooker: snookerLine, 'english-billiards': billiardsLine };
