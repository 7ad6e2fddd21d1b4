/**
 * Client addresses as the limits count them (the PIN lock-out, sockets per address): IPv4 as it
 * is (an IPv4-mapped IPv6 address too), IPv6 by its /64, which one household or attacker gets.
 */
import { isIPv6 } from 'node:net';

export function addressKey(raw: string | undefined): string {
	if (!raw) return 'unknown';
	const a = raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
	if (!isIPv6(a)) return a;
	const [head, tail = ''] = a.split('::');
	const left = head ? head.split(':') : [];
	const right = tail ? tail.split(':') : [];
	const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
	return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '').toLowerCase()).join(':')}::/64`;
}

export function isLoopback(raw: string | undefined): boolean {
	if (!raw) return false;
	const a = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
	return a === '::1' || a.startsWith('127.');
}
