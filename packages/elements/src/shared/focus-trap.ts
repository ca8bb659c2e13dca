import type { ReactiveController, ReactiveControllerHost } from 'lit';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

function isTabbable(el: HTMLElement): boolean {
  if (!el.matches(FOCUSABLE)) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  if (el.tabIndex < 0) return false;
  if (el.localName === 'input' && (el as HTMLInputElement).type === 'hidden') return false;
  return el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0;
}

/** The tabbable elements of `root` in composed-tree order (slotted content and open shadow roots included). */
export function tabbables(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walk = (node: Element | ShadowRoot): void => {
    const children =
      node instanceof HTMLSlotElement ? node.assignedElements({ flatten: true }) : [...node.children];
    for (const child of children) {
      if (child instanceof HTMLElement && isTabbable(child) && !child.shadowRoot?.delegatesFocus)
        found.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      // A closed <details> hides everything but its <summary>.
      if (child instanceof HTMLDetailsElement && !child.open) {
        const summary = child.querySelector(':scope > summary');
        if (summary instanceof HTMLElement && isTabbable(summary)) found.push(summary);
        continue;
      }
      walk(child);
    }
  };
  walk(root);
  return found;
}

/**
 * Keeps Tab and Shift+Tab inside a container: past the last tabbable element focus wraps to the first and
 * back. A modal `<dialog>` already makes the page behind it inert; this also keeps focus from leaving an
 * embedding frame.
 *
 * @example
 * #trap = new FocusTrapController(this, () => this.renderRoot.querySelector('dialog'))
 * render() { return html`<dialog @keydown=${this.#trap.handleKeydown}>…</dialog>` }
 */
export class FocusTrapController implements ReactiveController {
  readonly #container: () => Element | null;

  constructor(host: ReactiveControllerHost, container: () => Element | null) {
    this.#container = container;
    host.addController(this);
  }

  hostConnected(): void {}

  handleKeydown = (event: KeyboardEvent): void => {
    // WebKitGTK reports Shift+Tab as key "Unidentified" (GTK's ISO_Left_Tab); the Tab key's code is "Tab".
    if ((event.key !== 'Tab' && event.code !== 'Tab') || event.defaultPrevented) return;
    const container = this.#container();
    if (!container) return;
    const items = tabbables(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const path = event.composedPath();
    if (event.shiftKey && path.includes(first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && path.includes(last)) {
      event.preventDefault();
      first.focus();
    }
  };
}
