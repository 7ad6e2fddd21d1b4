/** The result card's line for snooker (its list: ../result-line.ts): "Highest break: 87–45". */
export { highBreakLine as snookerResultLine } from '../shared/break-words';
