/** Filled in by issue 14's work; answers nothing yet. */
import type { RecordsHandler } from './index';

export const handleSheet: RecordsHandler = async () => false;
