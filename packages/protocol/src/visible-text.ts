/**
 * Free text of a signed request (a note, a name, an email) as a person may be shown it: every
 * bidirectional control (U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C), every invisible format
 * character (zero-width U+200B–200D, U+2060, U+FEFF and the rest of Unicode's `Cf`) and every control
 * character (`Cc`) is replaced by a visible marker such as `⟨U+202E⟩`, so it is seen, never obeyed: a
 * right-to-left override cannot reverse the rest of a line, a zero-width space cannot hide in an address.
 * Used by the vault frame's summary and by the summary of `@keyhold/elements`' approve dialog.
 */

/** The characters made visible: format (`Cf`, which holds every bidirectional control) and control (`Cc`). */
const HIDDEN = /[\p{Cf}\p{Cc}]/gu;

/** The marker a hidden character is shown as: `⟨U+XXXX⟩` (at least four hex digits, upper case). */
export function invisibleMarker(char: string): string {
  return `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** Options of {@link showInvisibles}. */
export interface ShowInvisiblesOptions {
  /**
   * Keep line feeds (U+000A) as line breaks: for text a program laid out over lines (pretty-printed JSON,
   * whose strings carry their own line feeds escaped), never for free text.
   */
  keepLineFeeds?: boolean;
}

/** `text` with every bidirectional control and invisible character replaced by its visible marker. */
export function showInvisibles(text: string, options: ShowInvisiblesOptions = {}): string {
  return text.replace(HIDDEN, (char) =>
    options.keepLineFeeds && char === '\n' ? char : invisibleMarker(char),
  );
}

/** True when `text` holds a character {@link showInvisibles} would replace. */
export function hasInvisibles(text: string): boolean {
  return new RegExp(HIDDEN.source, 'u').test(text);
}
