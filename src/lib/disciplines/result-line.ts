/**
 * The line a result card adds under the score, in the families that have one to say (carom's
 * innings, average and high run; snooker's highest break): a concern of its own, so only the
 * result card bundles it. A family that has one says it in its ./<family>/result-line.ts.
 */
export { resultLine as RESULT_LINE } from './generated/result-lines';
