import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on `el` (its shadow tree included) and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(el: Element): Promise<void> {
  const results = await axe.run(el, { resultTypes: ['violations'] });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/** The ids of the axe rules `el` violates. */
export async function axeViolationIds(el: Element): Promise<string[]> {
  const results = await axe.run(el, { resultTypes: ['violations'] });
  return results.violations.map((v) => v.id);
}

/** Mounts `markup` in a fresh container and returns the first element. */
export function mount<T extends Element>(markup: string): T {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  return host.firstElementChild as T;
}

/** Removes everything mounted. */
export function cleanup(): void {
  document.body.replaceChildren();
}

/** The element focused inside shadow roots. */
export function deepFocus(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}
