import type { CompleteCopy, SignOutOthersTermKey } from '../types.js';

/**
 * The English terms of "Sign out everywhere else" in `<kh-session-list>`: they load with it (on demand),
 * which adds them to the English fallback before it renders.
 */
export const enSignOutOthersTerms: Pick<CompleteCopy, SignOutOthersTermKey> = {
  othersSignedOut: (count) =>
    count === 1 ? 'One other session was signed out.' : `${count} other sessions were signed out.`,
  signOutOthersList: (count) =>
    count === 1
      ? 'This session will be signed out:'
      : `These ${count} sessions will be signed out, each with its own signature:`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'The other session could not be signed out:'
        : `None of the ${total} other sessions could be signed out:`;
    return `${ended} of ${total} sessions ${ended === 1 ? 'was' : 'were'} signed out; ${failed} could not be:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
};
