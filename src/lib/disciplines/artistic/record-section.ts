/** Artistic billiards on the match page: each figure of the programme, and per player his attempts and points (the summary's). */
import type { FamilyModule } from '../family-module';

export const artisticRecordSection: NonNullable<FamilyModule<'artistic'>['recordSection']> = (summary, names, t) => ({
	id: 'figures',
	title: t('records.match.figures'),
	head: [t('proto.figure'), ...names],
	rows: summary.figures.map((f, k) => [
		{ text: `${k + 1}. ${f.name}`, note: `(${f.points})` },
		...names.map((_, i) => {
			const r = f.results[i];
			return r ? { text: r.success ? String(r.points) : `0 (${t('records.match.missed')})`, note: t('proto.attempts', { n: r.attempts }) } : { text: '' };
		})
	])
});
