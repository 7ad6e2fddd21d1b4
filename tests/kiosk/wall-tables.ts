/**
 * Sixteen tables for the wall tests and the throttled measurement (walls-fit.test.ts,
 * fit-measure.ts): every family, each in a state with its longest line (an equalizing inning,
 * a last inning, a penalty, a frame line, a finished match), and the longest names the issues
 * met — "Sameh Sidhom" among them — in Latin and Cyrillic, with flags.
 */
import { PYRAMID, SNOOKER, TEN_BALL } from '../overlays/support/disciplines';

type Setup = Record<string, unknown>;
type Table = [id: string, name: string, setup: Setup, actions: Setup[]];

const P = (name: string, country: string) => ({ name, country });
const SIDHOM = P('Sameh Sidhom', 'EGY');
const KONST = P('Константин Константинопольский', 'RUS');
const WISN = P('Aleksandra Wiśniewska-Grzybowska', 'POL');
const BRZE = P('Grzegorz Brzęczyszczykiewicz', 'POL');
const ROCHE = P('Claude-Alexandre de la Roche-Saint-Hilaire', 'FRA');
const VAN = P('Shane Van Boening', 'USA');
const CAUD = P('Frédéric Caudron', 'BEL');
const IVAN = P('Иван Петрович Сидоров', 'RUS');

export const WALL_TABLES: Table[] = [
	['eq', 'Table 12 · Main arena', { discipline: 'three-cushion', players: [P('Dick Jaspers', 'NED'), SIDHOM], pointsTo: 3, equalize: true }, [{ t: 'inning', points: 3 }]],
	['eight', 'Table 5', { discipline: 'eight-ball', players: [WISN, KONST], raceTo: 9 }, [{ t: 'shot', potted: [1, 12], rails: 4 }]],
	['nine', 'Stół 3 · przy oknie', { discipline: 'nine-ball', players: [BRZE, IVAN], raceTo: 9 }, [{ t: 'rack', player: 0 }]],
	['ten', 'Стол 4', TEN_BALL.match as Setup, (TEN_BALL.actions as Setup[]).slice(0, 2)],
	['carom', 'Table 6', { discipline: 'three-cushion', players: [CAUD, KONST], pointsTo: 40, inningsLimit: 2 }, [
		{ t: 'inning', points: 3 },
		{ t: 'inning', points: 2 },
		{ t: 'inning', points: 1 }
	]],
	['rail', 'Table 7 with a long name', { discipline: 'straight-rail', players: [ROCHE, SIDHOM, IVAN], pointsTo: 200 }, [{ t: 'inning', points: 12 }]],
	['kegel', 'Table 8', { discipline: 'kegel', players: [WISN, KONST] }, [{ t: 'shot', foul: 'scratch' }]],
	['pins', 'Table 9', { discipline: 'seven-pins', players: [BRZE, VAN] }, [{ t: 'shot', pins: ['king', 's1'] }]],
	['art', 'Table 10', { discipline: 'artistic', players: [ROCHE, CAUD], figures: [{ name: 'Rétro en deux bandes', points: 6 }, { name: 'Massé', points: 9 }] }, [{ t: 'attempt', success: true }]],
	['snooker', 'Стол 11 · снукер', SNOOKER.match as Setup, SNOOKER.actions as Setup[]],
	['pyramid', 'Table 13', PYRAMID.match as Setup, PYRAMID.actions as Setup[]],
	['straight', 'Table 14', { discipline: 'straight-pool', players: [VAN, SIDHOM], pointsTo: 100 }, [{ t: 'shot', potted: [3] }]],
	['c2', 'Table 15', { discipline: 'three-cushion', players: [SIDHOM, BRZE], pointsTo: 40 }, [{ t: 'inning', points: 2 }]],
	['n2', 'Table 16', { discipline: 'nine-ball', players: [KONST, VAN], raceTo: 11 }, [{ t: 'rack', player: 1 }]],
	['e2', 'Table 17', { discipline: 'eight-ball', players: [IVAN, SIDHOM], raceTo: 7 }, []],
	['done', 'Table 18', { discipline: 'nine-ball', players: [WISN, SIDHOM], raceTo: 1 }, [{ t: 'rack', player: 1 }]]
];
