import { enTerms, type CompleteCopy } from './copy.js';
import { enErrorMessages } from './error-copy.js';

/**
 * The complete English catalogue: every term and a sentence for every error code a person can meet. The
 * elements themselves load the error sentences only once a page has an element (see `loadErrorCopy()`).
 */
export const en: CompleteCopy = { ...enTerms, errorMessages: enErrorMessages };
