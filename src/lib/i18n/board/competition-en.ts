/**
 * The board's words for competitions (issue 15) in English: round names, formats, statuses,
 * standings headings, what a bracket and a wall display say. Board keys (`board.comp.*`), so an
 * overlay's words file can carry them; merged into the board dictionaries in ./index.ts. Worded
 * by src/lib/competition/words.ts (say a round's name there, never in a page).
 */
export const competitionEn = {
	// rounds of a knockout, counted from the end
	'board.comp.final': 'Final',
	'board.comp.semi': 'Semi-final',
	'board.comp.quarter': 'Quarter-final',
	'board.comp.last16': 'Round of 16',
	'board.comp.last32': 'Round of 32',
	'board.comp.last64': 'Round of 64',
	'board.comp.last128': 'Round of 128',
	'board.comp.round': 'Round {n}',
	'board.comp.group': 'Group {g}',
	// double elimination
	'board.comp.winnersRound': 'Winners round {n}',
	'board.comp.winnersSemi': 'Winners semi-final',
	'board.comp.winnersFinal': 'Winners final',
	'board.comp.losersRound': 'Losers round {n}',
	'board.comp.losersFinal': 'Losers final',
	'board.comp.grandFinal': 'Grand final',
	'board.comp.grandFinalReset': 'Grand final reset',
	// single elimination's `final` bracket
	'board.comp.thirdPlace': 'Third-place match',
	// the parts of a competition
	'board.comp.bracket': 'Bracket',
	'board.comp.bracket.winners': 'Winners bracket',
	'board.comp.bracket.losers': 'Losers bracket',
	'board.comp.groups': 'Group stage',
	'board.comp.knockout': 'Knockout',
	'board.comp.standings': 'Standings',
	'board.comp.placing': 'Final placing',
	'board.comp.champion': 'Champion',
	'board.comp.onTables': 'On the tables',
	'board.comp.upNext': 'Up next',
	'board.comp.results': 'Latest results',
	'board.comp.noMatches': 'No matches yet',
	'board.comp.notFound': 'There is no such competition',
	// who is still to come
	'board.comp.bye': 'Bye',
	'board.comp.tbd': 'To be decided',
	'board.comp.winnerOf': 'Winner of match {m}',
	'board.comp.loserOf': 'Loser of match {m}',
	'board.comp.groupPlace': 'Group {g} #{p}',
	'board.comp.match': 'Match {m}',
	// formats
	'board.comp.format.round-robin': 'Round robin',
	'board.comp.format.double-round-robin': 'Double round robin',
	'board.comp.format.single-elimination': 'Single elimination',
	'board.comp.format.double-elimination': 'Double elimination',
	'board.comp.format.groups-knockout': 'Groups and knockout',
	// the competition's status
	'board.comp.status.draft': 'Draft',
	'board.comp.status.running': 'In progress',
	'board.comp.status.finished': 'Finished',
	// a match's status
	'board.comp.match.waiting': 'Waiting',
	'board.comp.match.ready': 'Ready',
	'board.comp.match.live': 'Live',
	'board.comp.match.finished': 'Finished',
	// standings headings (short: they head narrow number columns)
	'board.comp.col.place': '#',
	'board.comp.col.player': 'Player',
	'board.comp.col.played': 'P',
	'board.comp.col.won': 'W',
	'board.comp.col.drawn': 'D',
	'board.comp.col.lost': 'L',
	'board.comp.col.points': 'Pts',
	'board.comp.col.scored': 'For',
	'board.comp.col.conceded': 'Agst',
	'board.comp.col.diff': '+/−'
} as const;

export type CompetitionKey = keyof typeof competitionEn;
