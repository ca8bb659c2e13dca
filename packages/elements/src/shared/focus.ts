/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Focuses `el` again if it is still in the document (the opener of a dialog that closed). */
export function restoreFocus(el: HTMLElement | null): void {
  if (el?.isConnected) el.focus();
}
