/**
 * Copy of the recovery phrase, and its clearing: after a while the phrase is taken off the clipboard only
 * if the clipboard still holds it, never over what the person copied since. Every outcome is said on
 * screen, in words (`say`), none fails silently.
 *
 * Reading the clipboard back is asked only where the engine answers without asking the person (the
 * `clipboard-read` permission already granted: Chromium); Firefox and WebKit answer a read without a
 * gesture with a paste prompt, and a frame without the permission gets a refusal. There the frame does
 * not overwrite blindly: it says the phrase may still be on the clipboard and offers Clear clipboard; a
 * press of it (a gesture, under which the engine lets the frame read what it wrote itself) clears the
 * clipboard unless it reads something else there.
 */

/** What the frame uses of `navigator.clipboard` (the real one in the frame). */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** How the copy reports, in the person's language. */
export interface ClipboardWords {
  copied: string;
  copyFailed: string;
  clipboardCleared: string;
  clipboardChanged: string;
  clipboardUnchecked: string;
  clipboardClearFailed: string;
}

export interface CopyOptions {
  words: ClipboardWords;
  /** Puts a sentence on screen (a live status region). */
  say(text: string): void;
  /** Shows the Clear clipboard button, calling `clear` on its press (where the frame could not check). */
  offerClear(clear: () => Promise<void>): void;
  /** Delay before the check, in ms. */
  clearAfterMs: number;
  /**
   * Schedules the check (default: a timer of `clearAfterMs`) and returns how to drop it; a test passes its
   * own to decide when the check runs.
   */
  schedule?: ((run: () => void, ms: number) => () => void) | undefined;
  clipboard?: ClipboardLike | undefined;
  /** How long a read may take before it counts as unanswered (a paste prompt waiting for the person). */
  readTimeoutMs?: number;
}

const UNREAD: unique symbol = Symbol('unread');

/** The clipboard's text, or UNREAD when the engine refuses, asks the person, or does not answer in time. */
async function readBack(clipboard: ClipboardLike, timeoutMs: number): Promise<string | typeof UNREAD> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof UNREAD>(
    (resolve) => (timer = setTimeout(() => resolve(UNREAD), timeoutMs)),
  );
  try {
    return await Promise.race([clipboard.readText().catch((): typeof UNREAD => UNREAD), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the engine says a read is granted without asking (false where it does not know the name). */
async function readGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** A copy in progress: `settle` (on Done, under its press) clears now if the clipboard still holds it. */
export interface PendingCopy {
  settle(): Promise<void>;
  /** Drops the pending check (a new Copy of the same phrase takes over). */
  cancel(): void;
}

/**
 * Copies `text`, then after `clearAfterMs` clears it only if the clipboard still holds it (see the file
 * comment).
 */
export function copyAndClearLater(text: string, options: CopyOptions): PendingCopy {
  const clipboard = options.clipboard ?? (navigator.clipboard as ClipboardLike | undefined);
  const { words, say } = options;
  const readTimeoutMs = options.readTimeoutMs ?? 3_000;
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  let unschedule: (() => void) | undefined;
  let cancelled = false;
  const clear = async (): Promise<void> => {
    try {
      await clipboard!.writeText('');
      say(words.clipboardCleared);
    } catch {
      say(words.clipboardClearFailed);
    }
  };
  const check = async (): Promise<void> => {
    const held = (await readGranted()) ? await readBack(clipboard!, readTimeoutMs) : UNREAD;
    if (cancelled) return;
    if (held === text) return clear();
    if (held !== UNREAD) return say(words.clipboardChanged);
    say(words.clipboardUnchecked);
    // The person's press: read again under the gesture; clear unless something else is there.
    options.offerClear(async () => {
      const now = await readBack(clipboard!, readTimeoutMs);
      if (now !== UNREAD && now !== text) return say(words.clipboardChanged);
      await clear();
    });
  };
  if (!clipboard) {
    say(words.copyFailed);
    return { settle: async () => undefined, cancel: () => undefined };
  }
  clipboard.writeText(text).then(
    () => {
      if (cancelled) return;
      say(words.copied);
      unschedule = schedule(() => void check(), options.clearAfterMs);
    },
    () => say(words.copyFailed),
  );
  return {
    cancel() {
      cancelled = true;
      unschedule?.();
    },
    // Done: the view goes, so no check can come later; read back now, under the press, and clear only
    // what is still the phrase (unread: left as it is, as at the timed check).
    async settle() {
      if (cancelled) return;
      cancelled = true;
      unschedule?.();
      if ((await readBack(clipboard, readTimeoutMs)) === text)
        await clipboard.writeText('').catch(() => undefined);
    },
  };
}
