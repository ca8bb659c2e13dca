// Copy of the recovery phrase with the real clipboard of each engine: the phrase is cleared only while the
// clipboard still holds it, what the person copied since is never overwritten, and every outcome (copied,
// cleared, left because it changed, left because the engine does not let the frame check, copy failed)
// is said on screen, truthfully.
import { commands, server, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClipboardWords, type PendingCopy, copyAndClearLater } from '../src/clipboard.js';

const words: ClipboardWords = {
  copied: 'copied',
  copyFailed: 'copy failed',
  clipboardCleared: 'cleared',
  clipboardChanged: 'changed',
  clipboardUnchecked: 'unchecked',
  clipboardClearFailed: 'clear failed',
};
const PHRASE = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

afterEach(() => document.body.replaceChildren());

/**
 * The Copy button of a view, the status it speaks into, the Clear clipboard button it may offer, and
 * `check()`: runs the copy's timed check now (the test decides when the minute is up, so what the person
 * does before it happens before it, however loaded the machine).
 */
function view() {
  let scheduled: (() => void) | undefined;
  const copy = document.createElement('button');
  copy.textContent = 'Copy';
  const clear = document.createElement('button');
  clear.textContent = 'Clear clipboard';
  clear.hidden = true;
  const status = document.createElement('p');
  document.body.append(copy, clear, status);
  copy.onclick = () => {
    copyAndClearLater(PHRASE, {
      words,
      say: (s) => (status.textContent = s),
      offerClear: (run) => {
        clear.hidden = false;
        clear.onclick = () => void run();
      },
      clearAfterMs: 60_000,
      schedule: (run) => {
        scheduled = run;
        return () => (scheduled = undefined);
      },
    });
  };
  const check = (): void => {
    expect(scheduled, 'the check was scheduled').toBeDefined();
    scheduled!();
  };
  return { copy, clear, status, check };
}

/** What the clipboard holds, read as a person does: a real paste into a field. */
async function pasted(): Promise<string> {
  const field = document.createElement('textarea');
  document.body.append(field);
  field.focus();
  await userEvent.paste();
  const value = field.value;
  field.remove();
  return value;
}

/** The person copies other text (a real copy from a field). */
async function personCopies(text: string): Promise<void> {
  const field = document.createElement('textarea');
  field.value = text;
  document.body.append(field);
  field.select();
  await userEvent.copy();
  field.remove();
}

/** True where the engine answers a read of the clipboard without asking the person (the frame may check). */
async function readable(): Promise<boolean> {
  try {
    return (
      (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state === 'granted'
    );
  } catch {
    return false;
  }
}

describe('Copy of the recovery phrase', () => {
  it('never overwrites what the person copied after the phrase', async () => {
    const { copy, status, check } = view();
    await userEvent.click(copy);
    await expect.poll(() => status.textContent).not.toBe('');
    expect(status.textContent).toBe('copied');
    await personCopies('my own note');
    check();
    await expect.poll(() => status.textContent, { timeout: 10_000 }).not.toBe('copied');
    expect(status.textContent).toBe((await readable()) ? 'changed' : 'unchecked');
    expect(await pasted()).toBe('my own note');
  });

  it('where the engine lets the frame check, clears the phrase still there; elsewhere leaves it and offers Clear clipboard, which clears it', async () => {
    expect(await commands.grantClipboardRead()).toBe(server.browser === 'chromium');
    const { copy, clear, status, check } = view();
    await userEvent.click(copy);
    await expect.poll(() => status.textContent).toBe('copied');
    check();
    await expect.poll(() => status.textContent, { timeout: 10_000 }).not.toMatch(/^(copied)?$/);
    if (await readable()) {
      expect(status.textContent).toBe('cleared');
      expect(clear.hidden).toBe(true);
    } else {
      // Not checked, so not cleared: the phrase is still there until the person presses Clear clipboard.
      expect(status.textContent).toBe('unchecked');
      expect(clear.hidden).toBe(false);
      await userEvent.click(clear);
      await expect.poll(() => status.textContent, { timeout: 10_000 }).toBe('cleared');
    }
    expect(await pasted()).toBe('');
  });

  it('once a read is granted (Chromium), checks and leaves what the person copied later, saying it changed', async () => {
    // Firefox and WebKit have no grant to give: there the frame still does not check, and says so.
    expect(await commands.grantClipboardRead()).toBe(server.browser === 'chromium');
    const { copy, status, check } = view();
    await userEvent.click(copy);
    await expect.poll(() => status.textContent).toBe('copied');
    await personCopies('my own note');
    check();
    await expect.poll(() => status.textContent, { timeout: 10_000 }).not.toBe('copied');
    expect(status.textContent).toBe(server.browser === 'chromium' ? 'changed' : 'unchecked');
    expect(await pasted()).toBe('my own note');
  });

  it('Done, pressed before the minute is up, takes the phrase off the clipboard under its press', async () => {
    // Chromium reads with the grant given above; Firefox and WebKit let a press read what the page wrote.
    await commands.grantClipboardRead();
    const status = document.createElement('p');
    const copy = document.createElement('button');
    const done = document.createElement('button');
    copy.textContent = 'Copy';
    done.textContent = 'Done';
    document.body.append(copy, done, status);
    let pending: PendingCopy | undefined;
    let settled: { done: Promise<void> } | undefined;
    copy.onclick = () => {
      pending = copyAndClearLater(PHRASE, {
        words,
        say: (s) => (status.textContent = s),
        offerClear: () => undefined,
        clearAfterMs: 60_000,
      });
    };
    done.onclick = () => (settled = { done: pending!.settle() });
    await userEvent.click(copy);
    await expect.poll(() => status.textContent).toBe('copied');
    await userEvent.click(done);
    await expect.poll(() => settled !== undefined).toBe(true);
    await settled!.done;
    expect(await pasted()).toBe('');
  });

  it('says Copy failed when the engine refuses the copy, and Copied only when it copied', async () => {
    // Without the person's press, each engine decides: whatever it does, the words say the same.
    const status = document.createElement('p');
    document.body.append(status);
    const works = await navigator.clipboard.writeText('probe').then(
      () => true,
      () => false,
    );
    copyAndClearLater(PHRASE, {
      words,
      say: (s) => (status.textContent = s),
      offerClear: () => undefined,
      clearAfterMs: 60_000,
    });
    await expect.poll(() => status.textContent).not.toBe('');
    expect(status.textContent).toBe(works ? 'copied' : 'copy failed');
  });
});
