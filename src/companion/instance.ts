/**
 * Companion's glue: the InstanceBase that Companion runs, kept thin — it hands Companion's calls
 * to CuecastLink and the definitions (actions, feedbacks, presets) and passes the link's news
 * back. Tested as built, in a child process run the way Companion 4.3+ runs a module of API 2.x
 * (tests/companion).
 */
import { InstanceBase, type CompanionActionSchema, type CompanionFeedbackSchema, type CompanionOptionValues, type CompanionVariableValues, type SomeCompanionConfigField } from '@companion-module/base';
import { actionDefinitions } from './actions';
import { configFields, readSettings, type CuecastConfig, type CuecastSecrets, type TableChoice } from './config';
import { feedbackDefinitions } from './feedbacks';
import { CuecastLink } from './link';
import { presetDefinitions } from './presets';

/** What the module hands base 2.x's typed InstanceBase: its config and secrets; the rest generic. */
export interface CuecastTypes {
	config: CuecastConfig;
	secrets: CuecastSecrets;
	actions: Record<string, CompanionActionSchema<CompanionOptionValues>>;
	feedbacks: Record<string, CompanionFeedbackSchema<CompanionOptionValues>>;
	variables: CompanionVariableValues;
}

export class CuecastInstance extends InstanceBase<CuecastTypes> {
	#tables: TableChoice[] = [];
	#link: CuecastLink | null = null;
	#presetLabel = '';

	async init(config: CuecastConfig, _isFirstInit: boolean, secrets: CuecastSecrets): Promise<void> {
		const link = new CuecastLink({
			setVariableDefinitions: (defs) => this.setVariableDefinitions(defs),
			setVariableValues: (values) => this.setVariableValues(values),
			checkFeedbacks: ([first, ...rest]) => {
				if (first) this.checkFeedbacks(first, ...rest);
			},
			checkAllFeedbacks: () => this.checkAllFeedbacks(),
			updateStatus: (status, message) => this.updateStatus(status, message),
			log: (level, message) => this.log(level, message),
			tablesChanged: (tables) => {
				this.#tables = tables;
			}
		});
		this.#link = link;
		this.setActionDefinitions(actionDefinitions(link));
		this.setFeedbackDefinitions(feedbackDefinitions(() => link.fields));
		this.#updatePresets();
		link.start(readSettings(config, secrets));
	}

	async configUpdated(config: CuecastConfig, secrets: CuecastSecrets): Promise<void> {
		// The label may have changed with the config: presets name the variables by it.
		this.#updatePresets();
		this.#link?.start(readSettings(config, secrets));
	}

	async destroy(): Promise<void> {
		this.#link?.stop();
		this.#link = null;
	}

	getConfigFields(): SomeCompanionConfigField[] {
		return configFields(this.#tables);
	}

	#updatePresets(): void {
		if (this.label === this.#presetLabel) return;
		this.#presetLabel = this.label;
		const { structure, presets } = presetDefinitions(this.label);
		this.setPresetDefinitions(structure, presets);
	}
}
