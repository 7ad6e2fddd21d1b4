/** OBS automation (issue 7; rule-driven replays, texts and broadcast triggers: issue 13): the pieces the server wires in. */
export { ObsAdapter, type ObsAdapterOptions, type ObsAdapterStatus, type ObsConnectionStatus, type ObsResult, type ObsScope, type ObsStream } from './adapter';
export { ObsConnection, ObsCallError, backoffDelay, AUTH_FAILED, type ObsState, type ObsStatus, type Timers } from './connection';
export {
	decide,
	manualPlan,
	manualRule,
	obsSettingsSchema,
	parseObsSettings,
	triggers,
	type ObsEvent,
	type ObsSettings,
	type ObsSettingsInput,
	type PlannedOp,
	type SceneRule,
	type Trigger
} from './rules';
export {
	JsonFileObsSettingsStore,
	MemoryObsSettingsStore,
	ObsSettingsError,
	mergeSettingsInput,
	publicSettings,
	publicStatus,
	type ObsSettingsStore,
	type PublicObsSettings,
	type PublicObsStatus
} from './store';
export { REPLAY_NOT_RUNNING, ReplayError, saveReplay, type ReplayRefusal, type ReplayStatus } from './replay';
export { ReplayPlayer, type ReplayTimings } from './playback';
export { RULE_REFUSALS, type ReplayPlay, type RuleRefusal } from './rules';
export { EVENT_VALUES, fillTemplate, unknownPlaceholders } from './rules';
export { sceneCollection, collectionFileName, overlayUrl, browserSourceName, type CollectionOptions, type ObsSceneCollection } from './collection';
