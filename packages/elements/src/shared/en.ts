import { enTerms, type CompleteCopy } from './copy.js';
import { enApprovalTerms } from './approval-copy.js';
import { enErrorMessages } from './error-copy.js';

/**
 * The complete English catalogue: every term and a sentence for every error code a person can meet. The
 * elements themselves load two parts of it on demand: the error sentences (`loadErrorCopy()`, started when
 * a flow starts) and the approve dialog's terms (with its request view).
 */
export const en: CompleteCopy = { ...enTerms, ...enApprovalTerms, errorMessages: enErrorMessages };
