/**
 * The module's entry point: the one file the package's manifest runs (bundled as main.js).
 * Module API 2.x: Companion's own connection host imports this file and builds the instance
 * from its default export; `UpgradeScripts` (none yet) would turn old saved configs into new.
 */
import type { CompanionStaticUpgradeScript } from '@companion-module/base';
import type { CuecastConfig, CuecastSecrets } from './config';
import { CuecastInstance } from './instance';

export default CuecastInstance;
export const UpgradeScripts: CompanionStaticUpgradeScript<CuecastConfig, CuecastSecrets>[] = [];
