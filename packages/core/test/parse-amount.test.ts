import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/summary/index.js';

// A person's typed amount to the smallest unit, in their language: never rounded, never misread.

const USD = { code: 'USD', decimals: 2 };
const JPY = { code: 'JPY', decimals: 0 };

describe('parseAmount', () => {
  it('reads English amounts, with or without thousands separators', () => {
    expect(parseAmount('10', USD, 'en')).toEqual({ ok: true, amount: 1000 });
    expect(parseAmount(' 1,000.5 ', USD, 'en')).toEqual({ ok: true, amount: 100050 });
    expect(parseAmount('0.01', USD, 'en')).toEqual({ ok: true, amount: 1 });
    expect(parseAmount('1500', JPY, 'en')).toEqual({ ok: true, amount: 1500 });
  });

  it('reads French and Arabic amounts as their readers type them', () => {
    expect(parseAmount('1 000,50', USD, 'fr')).toEqual({ ok: true, amount: 100050 });
    expect(parseAmount('10,5', USD, 'fr')).toEqual({ ok: true, amount: 1050 });
    expect(parseAmount('10.5', USD, 'fr')).toEqual({ ok: true, amount: 1050 });
    expect(parseAmount('١٠٫٥', USD, 'ar')).toEqual({ ok: true, amount: 1050 });
    expect(parseAmount('10.5', USD, 'ar')).toEqual({ ok: true, amount: 1050 });
  });

  it('refuses what it cannot read exactly, never rounding or guessing', () => {
    expect(parseAmount('10,5', USD, 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('10.999', USD, 'en')).toEqual({ ok: false, problem: 'precision' });
    expect(parseAmount('1.5', JPY, 'en')).toEqual({ ok: false, problem: 'precision' });
    expect(parseAmount('0.00', USD, 'en')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('-5', USD, 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('', USD, 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1e3', USD, 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('90000000000000.01', USD, 'en')).toEqual({ ok: false, problem: 'large' });
  });
});
