import { createContext } from 'react';
import { AUTOSAVE_DELAY_MS, RETRY_DELAYS_MS } from '../../model/teacher/draft-queue';

/**
 * How long the autosave waits after an edit, and between retries after a failure. The page uses the defaults; a
 * test provides short ones so the same waits and retries run in milliseconds instead of seconds.
 */
export type AutosaveTiming = { delayMs: number; retryDelaysMs: readonly number[] };

export const AutosaveTimingContext = createContext<AutosaveTiming>({ delayMs: AUTOSAVE_DELAY_MS, retryDelaysMs: RETRY_DELAYS_MS });
