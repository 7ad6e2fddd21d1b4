/** Every discipline the engine plays, by the id a match script names it with (match-script.md). A leaf: the catalog, the summaries and the rules' vocabulary all start here. */
export type DisciplineId =
	| 'eight-ball'
	| 'nine-ball'
	| 'straight-pool'
	| 'straight-rail'
	| 'one-cushion'
	| 'three-cushion'
	| 'balkline-47-1'
	| 'balkline-47-2'
	| 'balkline-71-2'
	| 'artistic'
	| 'seven-pins'
	| 'kegel'
	| 'ten-ball'
	| 'free-pyramid'
	| 'combined-pyramid'
	| 'dynamic-pyramid'
	| 'snooker';
