/** The module's entry point: the one file the package's manifest runs (bundled as main.js). */
import { runEntrypoint } from '@companion-module/base';
import { CuecastInstance } from './instance';

runEntrypoint(CuecastInstance, []);
