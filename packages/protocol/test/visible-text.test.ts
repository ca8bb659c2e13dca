// Free text shown to a person: bidirectional controls and invisible characters become visible markers.
import { describe, expect, it } from 'vitest';
import { hasInvisibles, showInvisibles } from '@keyhold/protocol';

describe('showInvisibles', () => {
  it('marks every bidirectional control', () => {
    const bidi = [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
    ];
    for (const cp of bidi) {
      const marker = `⟨U+${cp.toString(16).toUpperCase().padStart(4, '0')}⟩`;
      expect(showInvisibles(`a${String.fromCodePoint(cp)}b`)).toBe(`a${marker}b`);
    }
  });

  it('marks zero-width and other invisible format and control characters', () => {
    expect(showInvisibles('pay\u200Bme\u200C\u200D\u2060\uFEFF')).toBe(
      'pay⟨U+200B⟩me⟨U+200C⟩⟨U+200D⟩⟨U+2060⟩⟨U+FEFF⟩',
    );
    expect(showInvisibles('a\u00ADb\u0000c\u007Fd\n')).toBe('a⟨U+00AD⟩b⟨U+0000⟩c⟨U+007F⟩d⟨U+000A⟩');
    expect(showInvisibles('tag\u{E0041}')).toBe('tag⟨U+E0041⟩');
  });

  it('leaves visible text as it is: letters of every script, emoji, spaces', () => {
    const plain = 'Café ☕ مرحبا 日本 – “quoted” 1 000,00 €';
    expect(showInvisibles(plain)).toBe(plain);
    expect(hasInvisibles(plain)).toBe(false);
  });

  it('keeps line feeds only when asked (text a program laid out over lines)', () => {
    expect(showInvisibles('{\n  "a": "\u202E"\n}', { keepLineFeeds: true })).toBe('{\n  "a": "⟨U+202E⟩"\n}');
    expect(showInvisibles('a\nb\tc', { keepLineFeeds: true })).toBe('a\nb⟨U+0009⟩c');
  });

  it('turns a reordering override into text that reads in order', () => {
    // "invoice" + RLO + "fdp.exe": shown reversed ("exe.pdf") if obeyed.
    const shown = showInvisibles('invoice\u202Efdp.exe');
    expect(shown).toBe('invoice⟨U+202E⟩fdp.exe');
    expect(hasInvisibles('invoice\u202Efdp.exe')).toBe(true);
    expect(hasInvisibles(shown)).toBe(false);
  });
});
