import { html, nothing, type TemplateResult } from 'lit';

/** How a `button()` looks and behaves beyond its part, text and click. */
export interface ButtonOptions {
  /** `primary`, `danger` or `link`, from the shared `controls` styles (may name more classes). */
  kind?: string | undefined;
  disabled?: boolean | undefined;
  /** The accessible name, where the text alone is ambiguous ("Remove" → "Remove My passkey"). */
  label?: string | undefined;
  /** `submit` for a form's button (default `button`). */
  type?: 'button' | 'submit';
}

/**
 * A button of the shared `controls` styles: the one template every element's buttons render through.
 *
 * @example
 * button('sign-out-button', t.term('signOutHere'), this.#signOut, { kind: 'danger', disabled: busy })
 */
export function button(
  part: string | undefined,
  text: unknown,
  onClick?: (event: Event) => void,
  options: ButtonOptions = {},
): TemplateResult {
  return html`<button
    type=${options.type ?? 'button'}
    class=${options.kind ?? nothing}
    part=${part ?? nothing}
    aria-label=${options.label ?? nothing}
    ?disabled=${options.disabled ?? false}
    @click=${onClick}
  >
    ${text}
  </button>`;
}
