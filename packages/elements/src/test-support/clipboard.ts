// A paste as a person makes it, in every engine: the text copied from a scratch field with the keyboard,
// then pasted into the target with the keyboard (Firefox ignores the data of a scripted ClipboardEvent).
import { userEvent } from 'vitest/browser';

/** Pastes `text` into `target` through the real clipboard. */
export async function paste(target: HTMLElement, text: string): Promise<void> {
  const scratch = document.createElement('textarea');
  scratch.value = text;
  document.body.append(scratch);
  scratch.select();
  await userEvent.copy();
  scratch.remove();
  target.focus();
  await userEvent.paste();
}
