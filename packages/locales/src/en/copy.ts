import type { CompleteCopy } from '../types.js';
import { enApprovalTerms } from './approval.js';
import { enErrorMessages } from './errors.js';
import { enSignOutOthersTerms } from './sign-out-others.js';
import { enTerms } from './terms.js';
import { enWalletMoneyTerms } from './wallet.js';

/**
 * The complete English catalogue: every term and a sentence for every error code a person can meet. The
 * elements themselves load two parts of it on demand: the error sentences (`loadErrorCopy()`, started when
 * a flow starts), the approve dialog's terms (with its request view), those of "Sign out everywhere else",
 * and those of the money elements (with them).
 */
export const en: CompleteCopy = {
  ...enTerms,
  ...enApprovalTerms,
  ...enSignOutOthersTerms,
  ...enWalletMoneyTerms,
  errorMessages: enErrorMessages,
};
