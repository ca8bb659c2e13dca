// Hash routes: one per screen (`#/payments`, `#/agents`, …), so every screen has a deep link. The wallet
// screen is `#/`.
import type { TemplateResult } from 'lit';

export interface Screen {
  /** The hash path, e.g. "/payments". */
  path: string;
  /** The nav label and the screen's heading. */
  title: string;
  view: () => TemplateResult;
  /** Called when the screen is shown (load its data, start its polling). */
  enter?: () => void;
  /** Called when another screen is shown (stop polling). */
  leave?: () => void;
}

let screens: Screen[] = [];
let current: Screen | null = null;
let shownHash = '';
let changed: () => void = () => {};

/** The screen of the current hash (the first one when the hash names none). */
function fromHash(): Screen {
  const path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  return screens.find((s) => s.path === path) ?? screens[0]!;
}

export function startRouter(table: Screen[], onChange: () => void): void {
  screens = table;
  changed = onChange;
  window.addEventListener('hashchange', () => show());
  show();
}

/** The query of the hash route (`#/invitations?claim=CODE` → claim=CODE). */
export function hashParams(): URLSearchParams {
  return new URLSearchParams(location.hash.split('?')[1] ?? '');
}

export function currentScreen(): Screen {
  return current ?? fromHash();
}

export function allScreens(): readonly Screen[] {
  return screens;
}

/** Shows the screen of the hash (calls leave/enter when it changed). */
export function show(): void {
  const next = fromHash();
  // A new query on the same screen (an invitation link opened while on invitations) enters it again.
  if (next !== current || location.hash !== shownHash) {
    shownHash = location.hash;
    current?.leave?.();
    current = next;
    next.enter?.();
    document.title = `${next.title} · Keyhold sandbox explorer`;
  }
  changed();
}

/** Re-enters the current screen (after a sign-in, its data belongs to someone new). */
export function reenter(): void {
  current?.leave?.();
  current?.enter?.();
  changed();
}
