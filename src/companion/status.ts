/**
 * The connection's status in Companion (the coloured dot on the Connections page), from what
 * cuecast answered: OK, a bad key, a missing table, or cuecast not reachable at all.
 */
import { InstanceStatus } from '@companion-module/base';

export interface Status {
	status: InstanceStatus;
	message: string | null;
}

/** What a refused request (status 0: not reachable) says about the connection. */
export function statusOfRefusal(status: number, reason: string, table: string): Status {
	switch (status) {
		case 0:
			return { status: InstanceStatus.ConnectionFailure, message: reason };
		case 401:
			return { status: InstanceStatus.AuthenticationFailure, message: 'Bad API key: cuecast does not know it (or it was revoked)' };
		case 403:
			return { status: InstanceStatus.AuthenticationFailure, message: 'A read key: the buttons need a control key' };
		case 404:
			return { status: InstanceStatus.BadConfig, message: `No table “${table}” on this cuecast` };
		case 429:
			return { status: InstanceStatus.UnknownWarning, message: `Over the key’s rate: ${reason}` };
		default:
			return { status: InstanceStatus.UnknownError, message: `HTTP ${status}: ${reason}` };
	}
}

/** Connected and reading; a missing key is said, since presses would all be refused. */
export function statusLive(hasKey: boolean): Status {
	return hasKey
		? { status: InstanceStatus.Ok, message: null }
		: { status: InstanceStatus.UnknownWarning, message: 'No API key: the table shows, but buttons cannot change it' };
}

/**
 * Whether a refused action says something about the connection itself (so the status should
 * change), rather than about this one action (a 422 from the rules engine, a stale revision).
 */
export const refusalConcernsConnection = (status: number): boolean => status === 0 || status === 401 || status === 403 || status === 404;
