import { LANGUAGES } from '@keyhold/locales';
import { afterEach, describe, expect, it } from 'vitest';
import '../approve-dialog/define.js';
import './ar/register.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, mount } from '../test-support/axe.js';
import { quoteRequest } from '../test-support/quote-request.js';

// Issue 32 item 3: one numbering system for every number on a screen. An Arabic approval of a payment
// shows amounts, a rate, fees and a countdown: all of them in the one script LANGUAGES gives Arabic.

const SCRIPTS: Record<string, RegExp> = {
  latn: /[0-9]/u,
  arab: /[\u0660-\u0669]/u,
  arabext: /[\u06F0-\u06F9]/u,
};

/** The digit scripts used in `text`. */
const scriptsIn = (text: string): string[] =>
  Object.entries(SCRIPTS)
    .filter(([, re]) => re.test(text))
    .map(([name]) => name);

/** Every number the person reads: the quote's rows and the countdown (not the exact payload). */
async function numbersOnScreen(lang: string): Promise<string> {
  const dialog = mount<KhApproveDialog>(`<kh-approve-dialog lang="${lang}"></kh-approve-dialog>`);
  await dialog.updateComplete;
  void dialog.show(quoteRequest({ send: 123456, receive: 110234, fees: 250 }));
  await dialog.updateComplete;
  const root = dialog.shadowRoot!;
  const rows = [...root.querySelectorAll('[data-field] dd')].map((dd) => dd.textContent ?? '');
  const countdown = root.querySelector('[part=countdown]')?.textContent ?? '';
  expect(rows.length).toBeGreaterThanOrEqual(4);
  expect(countdown).toMatch(/\S/);
  return [...rows, countdown].join(' | ');
}

afterEach(cleanup);

describe('digits on an Arabic screen', () => {
  const arabic = LANGUAGES.find((l) => l.code === 'ar')!;

  it('amounts, rate, fees and the countdown of a payment approval use one digit script, Arabic’s', async () => {
    const text = await numbersOnScreen('ar');
    expect(scriptsIn(text), text).toEqual([arabic.numbering]);
  });

  it('a page asking for another numbering system (ar-u-nu-arab) still gets one script on the screen', async () => {
    const text = await numbersOnScreen('ar-u-nu-arab');
    expect(scriptsIn(text), text).toEqual([arabic.numbering]);
  });
});
