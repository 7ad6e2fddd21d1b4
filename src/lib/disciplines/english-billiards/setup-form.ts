/** English billiards' set-up: points up, games of the match, a timed game; the Unclear points of the rules as options. */
import type { FamilySetupForm } from '../parts';
import { POINTS_TO } from '../shared/setup-fields';

export const billiardsSetupForm: FamilySetupForm = {
	fields: () => [
		POINTS_TO,
		// EB-24: an odd number of games (1: a single game)
		{ key: 'bestOf', kind: 'number', label: 'setup.bestOfGames', min: 1, max: 35, step: 2 },
		{ key: 'timeLimit', kind: 'number', label: 'setup.timeLimit', min: 1, max: 1440, optional: true }
	],
	firstBreaker: true,
	options: {
		'english-billiards': [
			{ kind: 'select', key: 'breakOff', label: 'setup.breakOff', values: ['alternate', 'loser', 'winner-of-string'] },
			{ kind: 'select', key: 'penaltyScale', label: 'setup.penaltyScale', values: ['modern', 'pre1983'] },
			{ kind: 'select', key: 'redSpotRun', label: 'setup.redSpotRun', values: ['from-spot', 'any-lone-pot'] },
			{ kind: 'select', key: 'hazardCount', label: 'setup.hazardCount', values: ['stroke', 'hazard'] },
			{ kind: 'number', key: 'cannonLimit', label: 'setup.cannonLimit', value: 75, min: 1, max: 1000 },
			{ kind: 'select', key: 'baulkLineRule', label: 'setup.baulkLineRule', values: ['off', 'on'] },
			{ kind: 'select', key: 'timeTie', label: 'setup.timeTie', values: ['draw', 'extra-stroke', 'next-score-wins'] },
			{ kind: 'select', key: 'foulBreak', label: 'setup.foulBreak', values: ['keep', 'wipe'] },
			{ kind: 'select', key: 'spotOffBall', label: 'setup.spotOffBall', values: ['centre', 'in-hand'] },
			{ kind: 'select', key: 'missRule', label: 'setup.ebMissRule', values: ['double-baulk', 'foul'] },
			{ kind: 'select', key: 'scoreCap', label: 'setup.scoreCap', values: ['none', 'target'] },
			{ kind: 'select', key: 'foulVisits', label: 'setup.foulVisits', values: ['count', 'skip'] },
			{ kind: 'select', key: 'penaltyAverage', label: 'setup.penaltyAverage', values: ['out', 'in'] }
		]
	}
};
