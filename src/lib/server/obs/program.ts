/** Putting a scene on OBS's program, directly or (studio mode) through the preview and a transition. */
import type { ObsConnection, Timers } from './connection';

/** How long a studio-mode switch waits for OBS to show the scene on preview. */
const PREVIEW_CONFIRM_MS = 2000;

/** `studioMode`: the settings ask for it; it is used only when OBS is in studio mode right now. */
export async function putOnProgram(conn: Pick<ObsConnection, 'call'>, timers: Timers, studioMode: boolean, scene: string): Promise<void> {
	let studio = false;
	if (studioMode) {
		const s = await conn.call('GetStudioModeEnabled');
		studio = s.studioModeEnabled === true;
	}
	if (studio) {
		await conn.call('SetCurrentPreviewScene', { sceneName: scene });
		// OBS answers SetCurrentPreviewScene before its UI thread has moved the preview; a
		// transition triggered before then takes the old preview to program.
		await readyToTransition(conn, timers, scene);
		await conn.call('TriggerStudioModeTransition');
	} else {
		await conn.call('SetCurrentProgramScene', { sceneName: scene });
	}
}

/** Resolves once OBS shows `scene` on preview and no transition is running (one would swallow ours). */
async function readyToTransition(conn: Pick<ObsConnection, 'call'>, timers: Timers, scene: string): Promise<void> {
	const deadline = timers.now() + PREVIEW_CONFIRM_MS;
	for (;;) {
		const preview = await conn.call('GetCurrentPreviewScene');
		const transition = await conn.call('GetCurrentSceneTransitionCursor');
		const cursor = typeof transition.transitionCursor === 'number' ? transition.transitionCursor : 1;
		if (preview.currentPreviewSceneName === scene && cursor >= 1) return;
		if (timers.now() >= deadline) throw new Error(`OBS did not put "${scene}" on preview within ${PREVIEW_CONFIRM_MS} ms`);
		await new Promise<void>((resolve) => timers.setTimeout(resolve, 20));
	}
}
