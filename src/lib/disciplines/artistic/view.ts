/** Artistic billiards' slice of the view model: the figure under way, each player's points per figure. */
import type { ArtisticSummary } from '../../engine/artistic/summary';
import type { FamilyView } from '../../view/model';

export interface ArtisticMatchPart {
	/** The figure under way and the programme's length; null once the programme is played or the match decided. */
	figure: { index: number; of: number; name: string; points: number; attempt: number } | null;
}

export interface ArtisticPlayerPart {
	/** Points per figure (null: not played yet). */
	figures: (number | null)[];
}

export const artisticView: FamilyView<ArtisticSummary, ArtisticMatchPart, ArtisticPlayerPart> = {
	breaker: () => null,
	facts: (s, i) => ({ currentRun: null, points: null, forfeited: s.forfeited === i }),
	player: (s, i) => ({ figures: s.players[i]!.figures }),
	match: (s, live) => {
		const f = s.figure;
		return { figure: live && f && s.figures.length ? { index: f.index, of: s.figures.length, name: f.name, points: f.points, attempt: f.attempt } : null };
	}
};
