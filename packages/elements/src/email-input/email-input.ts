import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { FormAssociated, formInternals } from '../shared/form-associated.js';
import { LocalizeController, type Copy } from '../shared/localize.js';
import { controls, tokens, fieldGround } from '../shared/tokens.js';
import { emailInputStyles } from './email-input.styles.js';

let nextId = 0;

/**
 * An email field that behaves as one form control in the host page's `<form>`: its `value` is submitted
 * under `name`, a form reset restores it, and it validates natively (`required`, `type="email"`, plus a
 * custom `error` from the service). For hosts composing their own flows on the headless core.
 *
 * @tagname kh-email-input
 * @summary Form-associated email field.
 *
 * @example
 * ```html
 * <form>
 *   <kh-email-input name="email" required></kh-email-input>
 *   <button>Email me a code</button>
 * </form>
 * ```
 *
 * @slot label - The visible label (default: "Email address").
 *
 * @csspart label - The label.
 * @csspart input - The native input.
 * @csspart error - The error message.
 *
 * @fires change - The person changed the address (committed).
 * @fires input - Every keystroke (from the inner input, composed).
 */
export class KhEmailInput extends FormAssociated(LitElement) {
  static override styles = [tokens, controls, fieldGround, emailInputStyles];

  static override properties = {
    value: { type: String },
    name: { type: String, reflect: true },
    required: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    autocomplete: { type: String },
    error: { type: String },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
  };

  /** The address as typed. */
  declare value: string;
  declare name: string;
  declare required: boolean;
  declare disabled: boolean;
  /** Default `email` (use `username webauthn` to let the browser offer passkeys here). */
  declare autocomplete: string;
  /** A message from the service; invalid until the next edit. */
  declare error: string;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;

  readonly #t = new LocalizeController(this);
  readonly #id = `kh-email-${++nextId}`;
  #defaultValue = '';

  constructor() {
    super();
    this.value = '';
    this.name = '';
    this.required = false;
    this.disabled = false;
    this.autocomplete = 'email';
    this.error = '';
    this.copy = undefined;
    this.theme = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasAttribute('value')) this.#defaultValue = this.getAttribute('value') ?? '';
  }

  formResetCallback(): void {
    this.value = this.#defaultValue;
    this.error = '';
  }

  get #input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector('input') ?? null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const input = this.#input;
    if (!input) return;
    // The field shows `value` (set here rather than bound, so a value equal to the last one rendered is
    // still put back over what the field holds).
    if (input.value !== this.value) input.value = this.value;
    const internals = formInternals(this);
    if (this.error) internals.setValidity({ customError: true }, this.error, input);
    else if (!input.validity.valid) internals.setValidity(input.validity, input.validationMessage, input);
    else internals.setValidity({});
  }

  #onInput = (event: Event): void => {
    this.value = (event.target as HTMLInputElement).value;
    this.error = '';
  };

  // The inner input has no form of its own: Enter submits the host's form, as a native field would.
  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || event.isComposing) return;
    const form = this.form;
    if (!form) return;
    event.preventDefault();
    form.requestSubmit();
  };

  #onChange = (): void => {
    this.dispatchEvent(new Event('change', { bubbles: true }));
  };

  protected override render(): unknown {
    const invalid = this.error !== '';
    return html`<label part="label" for=${this.#id}
        ><slot name="label">${this.#t.term('emailLabel')}</slot></label
      >
      <input
        id=${this.#id}
        part="input"
        type="email"
        inputmode="email"
        autocapitalize="off"
        spellcheck="false"
        autocomplete=${this.autocomplete}
        ?required=${this.required}
        ?disabled=${this.disabled || this._formDisabled}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `${this.#id}-error` : nothing}
        @input=${this.#onInput}
        @change=${this.#onChange}
        @keydown=${this.#onKeydown}
      />
      ${invalid
        ? html`<p class="error" part="error" id="${this.#id}-error" role="alert">${this.error}</p>`
        : nothing}`;
  }
}
