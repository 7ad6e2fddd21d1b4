/**
 * The competition pages' words (/competitions, the director's page, the public page, the badge
 * on the console and the tables page), in English: the reference (pl.ts and ru.ts must have
 * every key). One key space with the other areas (merged in ../index.svelte.ts), prefix `comp.`.
 */
export const compEn = {
	'comp.title': 'Competitions',
	'comp.lead': 'Tournaments on this venue’s tables: the draw, the schedule, tables, results and standings, live.',
	'comp.none': 'No competitions yet.',
	'comp.loading': 'Loading…',
	'comp.loginHint': 'Log in with the operator PIN to create and run competitions.',
	'comp.readOnly': 'Read-only: log in as operator to run this competition.',
	'comp.createdAt': 'created {date}',
	'comp.open': 'Open',

	'comp.format': 'Format',
	'comp.opt.groups': 'Groups',
	'comp.opt.advance': 'Advance from each group',
	'comp.opt.thirdPlace': 'Match for third place',
	'comp.opt.grandFinal': 'Grand final',
	'comp.opt.grandFinal.simple': 'One match',
	'comp.opt.grandFinal.double': 'A second match if the losers’ side wins the first',

	'comp.seeding': 'Seeding',
	'comp.seeding.hand': 'By hand (list order)',
	'comp.seeding.rating': 'By rating',
	'comp.seeding.random': 'Random draw',
	'comp.seedText': 'Draw seed (empty: the server picks one)',

	'comp.new.title': 'New competition',
	'comp.new.name': 'Name',
	'comp.new.namePlaceholder': 'Club Cup 2026',
	'comp.new.setup': 'Match set-up',
	'comp.new.create': 'Create competition',
	'comp.new.invalid': 'Check the form: {reason}',
	'comp.new.nameFirst': 'give the competition a name',

	'comp.steps.title': 'Later rounds play longer',
	'comp.steps.hint': 'From a round on, matches take a longer target; a later line wins over an earlier one.',
	'comp.steps.add': 'Add a step',
	'comp.steps.remove': 'Remove',
	'comp.steps.where': 'Where',
	'comp.steps.everywhere': 'Everywhere',
	'comp.steps.fromRound': 'From round',

	'comp.players': 'Players',
	'comp.players.paste': 'One player a line: name; country; rating; handicap — all but the name may be left out.',
	'comp.players.count': 'Players: {n}',
	'comp.players.line': 'line {n}: {problem}',
	'comp.players.country': 'the country is 2 or 3 letters (POL, UA)',
	'comp.players.rating': 'the rating is a number',
	'comp.players.handicap': 'the handicap is a whole number from 1',
	'comp.players.twice': '“{name}” is listed twice',
	'comp.players.long': 'a name is at most {max} characters',
	'comp.players.tooFew': 'a competition needs at least 2 players',
	'comp.players.tooMany': 'at most {max} players',
	'comp.players.venue': 'The venue’s players (click to add)',
	'comp.players.venueLogin': 'Log in as operator to pick from the venue’s players.',

	'comp.tables': 'Tables to use',
	'comp.tables.none': 'No tables yet: create them on the tables page.',
	'comp.tables.save': 'Save tables',
	'comp.tables.busy': 'busy',
	'comp.auto': 'Put ready matches on free tables by themselves',
	'comp.autoOn': 'Auto-assign is on',
	'comp.autoOff': 'Auto-assign is off',

	'comp.links': 'Links',
	'comp.link.public': 'Public page',
	'comp.link.publicHint': 'bracket and standings for players and spectators',
	'comp.link.kiosk': 'Wall display',
	'comp.link.bracket': 'Bracket overlay',
	'comp.link.standings': 'Standings overlay',

	'comp.draw': 'Draw',
	'comp.draw.seed': 'Seed of the draw',
	'comp.draw.redraw': 'Redraw',
	'comp.draw.newSeed': 'Draw with this seed',
	'comp.draw.fixed': 'The draw is fixed: a match has started.',
	'comp.col.seed': 'Seed',
	'comp.col.country': 'Country',
	'comp.col.rating': 'Rating',
	'comp.col.handicap': 'Handicap',

	'comp.schedule': 'Schedule',
	'comp.match.table': 'table {table}',
	'comp.match.record': 'Record',
	'comp.match.corrected': 'corrected by the director',
	'comp.match.draw': 'draw',

	'comp.assign': 'Assign',
	'comp.assign.to': 'Table for match {n}',
	'comp.assign.noFree': 'no free table',
	'comp.unassign': 'Take off the table',
	'comp.correct': 'Correct result',
	'comp.correct.title': 'Result of match {n}',
	'comp.correct.winner': 'Winner',
	'comp.correct.scores': 'Score (optional)',
	'comp.correct.save': 'Save result',
	'comp.cancel': 'Cancel',

	'comp.tiebreak': 'ahead on {what}',
	'comp.tiebreak.average': 'average',
	'comp.tiebreak.high-run': 'high run',
	'comp.tiebreak.difference': 'difference',
	'comp.tiebreak.head-to-head': 'head-to-head',
	'comp.tiebreak.scored': 'scored',

	'comp.delete': 'Delete competition',
	'comp.deleteConfirm': 'Delete “{name}”? The matches played stay in the records.',

	'comp.badge': 'Competition: {name} (director’s page)',
	'comp.public.lead': 'Live: this page follows every result by itself.'
} as const;

export type CompKey = keyof typeof compEn;
