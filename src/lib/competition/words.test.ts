import { describe, expect, it } from 'vitest';
import { boardT } from '../i18n/board';
import type { CompetitionMatch, StandingRow } from './types';
import {
	bracketLabel,
	cellText,
	columnLabel,
	competitionLink,
	formatLabel,
	groupLetter,
	matchNumber,
	matchStatusLabel,
	roundLabel,
	seatText,
	slotLabel,
	standingColumns,
	statusLabel,
	type RoundOf
} from './words';

const en = boardT('en');
const pl = boardT('pl');
const ru = boardT('ru');
const ko = (round: number, rounds: number): RoundOf => ({ bracket: 'winners', group: null, round, rounds });

describe('roundLabel', () => {
	it('names a knockout round from the end: final, semi-final, quarter-final, round of 16 …', () => {
		expect([5, 4, 3, 2, 1].map((r) => roundLabel(ko(r, 5), en))).toEqual(['Final', 'Semi-final', 'Quarter-final', 'Round of 16', 'Round of 32']);
		expect([4, 3, 2, 1].map((r) => roundLabel(ko(r, 4), pl))).toEqual(['Finał', 'Półfinał', 'Ćwierćfinał', '1/8 finału']);
		expect([4, 3, 2, 1].map((r) => roundLabel(ko(r, 4), ru))).toEqual(['Финал', 'Полуфинал', 'Четвертьфинал', '1/8 финала']);
		expect(roundLabel(ko(1, 7), en)).toBe('Round of 128');
		expect(roundLabel(ko(2, 9), en)).toBe('Round 2');
	});

	it('letters groups and adds the round when the group plays several', () => {
		expect(roundLabel({ bracket: 'group', group: 2, round: 3, rounds: 5 }, en)).toBe('Group B · Round 3');
		expect(roundLabel({ bracket: 'group', group: 2, round: 1, rounds: 1 }, en)).toBe('Group B');
		expect(roundLabel({ bracket: 'group', group: 2, round: 3, rounds: 5 }, pl)).toBe('Grupa B · Runda 3');
		expect(roundLabel({ bracket: 'group', group: 2, round: 3, rounds: 5 }, ru)).toBe('Группа B · Тур 3');
		// a plain round robin (one group) and a heading that names the group already: the round only
		expect(roundLabel({ bracket: 'group', group: 1, round: 3, rounds: 5 }, en, { groups: 1 })).toBe('Round 3');
		expect(roundLabel({ bracket: 'group', group: 1, round: 3, rounds: 5 }, ru, { format: 'double-round-robin' })).toBe('Тур 3');
		expect(roundLabel({ bracket: 'group', group: 3, round: 2, rounds: 5 }, en, { short: true })).toBe('Round 2');
		expect(groupLetter(1) + groupLetter(26) + groupLetter(27)).toBe('AZAA');
	});

	it('double elimination: losers rounds, the losers final, the grand final and its reset', () => {
		const de = { format: 'double-elimination' as const };
		expect(roundLabel({ bracket: 'losers', group: null, round: 3, rounds: 6 }, en, de)).toBe('Losers round 3');
		expect(roundLabel({ bracket: 'losers', group: null, round: 6, rounds: 6 }, en, de)).toBe('Losers final');
		expect(roundLabel({ bracket: 'losers', group: null, round: 6, rounds: 6 }, pl, de)).toBe('Finał drabinki przegranych');
		expect(roundLabel({ bracket: 'losers', group: null, round: 2, rounds: 6 }, ru, de)).toBe('Сетка проигравших · раунд 2');
		expect(roundLabel({ bracket: 'final', group: null, round: 1, rounds: 2 }, en, de)).toBe('Grand final');
		expect(roundLabel({ bracket: 'final', group: null, round: 2, rounds: 2 }, en, de)).toBe('Grand final reset');
		expect(roundLabel({ bracket: 'final', group: null, round: 1, rounds: 1 }, pl, de)).toBe('Wielki finał');
		expect(roundLabel({ bracket: 'final', group: null, round: 1, rounds: 2 }, ru, de)).toBe('Суперфинал');
		expect(roundLabel(ko(4, 4), en, de)).toBe('Winners final');
		expect(roundLabel(ko(3, 4), en, de)).toBe('Winners semi-final');
		expect(roundLabel(ko(1, 4), en, de)).toBe('Winners round 1');
		// under the bracket's own heading
		expect(roundLabel(ko(4, 4), en, { ...de, short: true })).toBe('Final');
		expect(roundLabel(ko(1, 4), en, { ...de, short: true })).toBe('Round 1');
		expect(roundLabel({ bracket: 'losers', group: null, round: 6, rounds: 6 }, en, { ...de, short: true })).toBe('Final');
	});

	it("single elimination's final bracket is the match for third place", () => {
		expect(roundLabel({ bracket: 'final', group: null, round: 1, rounds: 1 }, en, { format: 'single-elimination' })).toBe('Third-place match');
		expect(roundLabel({ bracket: 'final', group: null, round: 1, rounds: 1 }, ru, { format: 'groups-knockout' })).toBe('Матч за 3-е место');
		// without the format: two rounds can only be a grand final and its reset
		expect(roundLabel({ bracket: 'final', group: null, round: 1, rounds: 1 }, en)).toBe('Third-place match');
		expect(roundLabel({ bracket: 'final', group: null, round: 2, rounds: 2 }, en)).toBe('Grand final reset');
	});
});

describe('the other words', () => {
	it('formats, statuses and bracket headings in three languages', () => {
		expect(formatLabel('double-elimination', pl)).toBe('Do dwóch porażek');
		expect(formatLabel('single-elimination', ru)).toBe('Олимпийская система');
		expect(statusLabel('running', en)).toBe('In progress');
		expect(matchStatusLabel('ready', ru)).toBe('Готов');
		expect(bracketLabel('losers', ru, 'double-elimination')).toBe('Сетка проигравших');
		expect(bracketLabel('winners', pl, 'double-elimination')).toBe('Drabinka zwycięzców');
		expect(bracketLabel('winners', en, 'single-elimination')).toBe('Bracket');
		expect(bracketLabel('final', en, 'double-elimination')).toBe('Grand final');
	});

	it('says who a missing player is still to come from', () => {
		const m = { players: ['Anna', null] as [string | null, string | null], from: [null, { kind: 'winner' as const, match: '7' }] as const };
		expect(slotLabel({ players: m.players, from: [...m.from] }, 0, en)).toBe('Anna');
		expect(slotLabel({ players: m.players, from: [...m.from] }, 1, en)).toBe('Winner of match 7');
		expect(slotLabel({ players: [null, null], from: [{ kind: 'loser', match: '3' }, null] }, 0, ru)).toBe('Проигравший матча 3');
		expect(slotLabel({ players: [null, null], from: [{ kind: 'loser', match: '3' }, null] }, 1, pl)).toBe('Wolny los');
		expect(slotLabel({ players: [null, null], from: [{ kind: 'group', group: 2, place: 1 }, null] }, 0, pl)).toBe('Grupa B #1');
	});

	it('a seat on a screen: matches numbered from 1, a waiting match with no source still to be decided', () => {
		const m = { players: ['Anna', null] as [string | null, string | null], from: [null, { kind: 'winner' as const, match: '0' }] as CompetitionMatch['from'], status: 'waiting' as const };
		expect(seatText(m, 1, en)).toBe('Winner of match 1');
		expect(seatText(m, 0, en)).toBe('Anna');
		expect(seatText({ players: [null, null], from: [null, null], status: 'waiting' }, 0, pl)).toBe('Do ustalenia');
		expect(seatText({ players: ['Anna', null], from: [null, null], status: 'finished' }, 1, ru)).toBe('Без соперника');
		expect(matchNumber('7')).toBe('8');
	});

	it('standings: the columns worth showing, their headings and cells', () => {
		const row = (o: Partial<StandingRow>): StandingRow => ({
			place: 1, name: 'A', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 2, scored: 14, conceded: 9, average: null, highRun: 0, tiebreak: null, ...o
		});
		// pool: match points are the wins, no draws, no averages
		expect(standingColumns([row({}), row({ won: 1, matchPoints: 1, lost: 2 })])).toEqual(['place', 'player', 'played', 'won', 'lost', 'scored', 'conceded', 'diff']);
		// carom: 2 a win, 1 a draw; the average and the high run
		const carom = [row({ matchPoints: 5, drawn: 1, average: 1.234, highRun: 9 })];
		expect(standingColumns(carom)).toEqual([...'place player played won drawn lost points scored conceded diff average highRun'.split(' ')]);
		expect(cellText(carom[0], 'average', pl)).toBe('1,234');
		expect(cellText(carom[0], 'average', en)).toBe('1.234');
		expect(cellText(row({ scored: 3, conceded: 7 }), 'diff', en)).toBe('−4');
		expect(cellText(row({}), 'diff', en)).toBe('+5');
		expect(cellText(row({}), 'points', en)).toBe('2');
		expect(columnLabel('won', pl)).toBe('Z');
		expect(columnLabel('highRun', ru)).toBe('ЛС');
		expect(columnLabel('player', ru)).toBe('Игрок');
	});

	it("reads a table's competition link from its set-up, and nothing from a set-up without one", () => {
		const link = { id: 'cup', name: 'Club Cup', match: '12', bracket: 'winners', group: null, round: 2, rounds: 3 };
		expect(competitionLink({ discipline: 'nine-ball', competition: link })).toEqual(link);
		expect(competitionLink({ competition: { ...link, format: 'double-elimination' } })?.format).toBe('double-elimination');
		expect(competitionLink({ discipline: 'nine-ball' })).toBeNull();
		expect(competitionLink({ competition: { ...link, bracket: 'upper' } })).toBeNull();
		expect(competitionLink(null)).toBeNull();
	});
});
