import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { button } from '../shared/button.js';
import { CountdownController } from '../shared/countdown.js';
import { emit } from '../shared/events.js';
import { FormAssociated, formInternals } from '../shared/form-associated.js';
import { LocalizeController, type Copy } from '../shared/localize.js';
import { OtpEntryController, onlyDigits } from '../shared/otp-entry.js';
import { controls, tokens, fieldGround } from '../shared/tokens.js';
import { otpInputStyles } from './otp-input.styles.js';

let nextId = 0;

/**
 * A one-time-code input: `length` one-digit boxes that behave as one form control. Typing advances,
 * Backspace goes back, paste or an SMS/email one-time-code autofill fills every box, and a complete code
 * fires `kh-otp-complete` (and submits the owning form with `autosubmit`). Form-associated: its `value`
 * is submitted under `name`, a form reset clears it, and it validates natively (`required`, all digits,
 * a custom `error` from the service). An optional resend button has its own cooldown.
 *
 * @tagname kh-otp-input
 * @summary One-time code entry, form-associated.
 *
 * @example
 * ```html
 * <form>
 *   <kh-otp-input name="code" required resend autosubmit></kh-otp-input>
 * </form>
 * ```
 *
 * @slot label - The visible label (default: "6-digit code").
 * @slot hint - Help text under the boxes.
 *
 * @csspart label - The label wrapper.
 * @csspart group - The row of boxes.
 * @csspart box - Each one-digit input (also `box-filled` once it holds a digit).
 * @csspart error - The error message.
 * @csspart resend - The resend button.
 *
 * @cssproperty --kh-otp-box-size - Width of one box (default 2.75rem).
 * @cssproperty --kh-otp-box-gap - Space between boxes.
 * @cssproperty --kh-color-accent - Caret and resend link colour.
 * @cssproperty --kh-color-danger - Border and message colour of an invalid code.
 *
 * @fires kh-otp-complete - Every box is filled; `detail.value` is the code.
 * @fires kh-otp-resend - The resend button was pressed (cancelable: cancel to skip the cooldown).
 * @fires change - The person changed the code.
 */
export class KhOtpInput extends FormAssociated(LitElement) {
  static override styles = [tokens, controls, fieldGround, otpInputStyles];

  static override properties = {
    value: { type: String },
    length: { type: Number, reflect: true },
    name: { type: String, reflect: true },
    required: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    autosubmit: { type: Boolean, reflect: true },
    resend: { type: Boolean, reflect: true },
    resendCooldown: { type: Number, attribute: 'resend-cooldown' },
    error: { type: String },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
  };

  /** The code typed so far (digits only). */
  declare value: string;
  /** Number of digits (default 6). */
  declare length: number;
  /** Form field name. */
  declare name: string;
  /** An empty code is invalid (`valueMissing`). */
  declare required: boolean;
  declare disabled: boolean;
  /** Submit the owning form once every box is filled. */
  declare autosubmit: boolean;
  /** Show a "Send a new code" button. */
  declare resend: boolean;
  /** Seconds the resend button stays disabled after a press (default 30). */
  declare resendCooldown: number;
  /** A message from the service (wrong or expired code); the input is invalid until the next edit. */
  declare error: string;
  /** Per-instance copy overrides. */
  declare copy: Partial<Copy> | undefined;
  /** `light`, `dark`, or unset to follow `prefers-color-scheme`. */
  declare theme: string | undefined;

  readonly #t = new LocalizeController(this);
  readonly #cooldown = new CountdownController(this);
  readonly #entry = new OtpEntryController(this, {
    boxes: () => this.#boxes(),
    onEdit: (value) => this.#edit(value),
  });
  readonly #id = `kh-otp-${++nextId}`;
  #completedValue: string | null = null;
  #defaultValue = '';

  constructor() {
    super();
    this.value = '';
    this.length = 6;
    this.name = '';
    this.required = false;
    this.disabled = false;
    this.autosubmit = false;
    this.resend = false;
    this.resendCooldown = 30;
    this.error = '';
    this.copy = undefined;
    this.theme = undefined;
  }

  #boxes(): HTMLInputElement[] {
    return [...(this.renderRoot?.querySelectorAll<HTMLInputElement>('input[data-index]') ?? [])];
  }

  /** Seconds left before the resend button works again. */
  get resendRemaining(): number {
    return this.#cooldown.remaining;
  }

  /** Empties every box and clears the error. */
  clear(): void {
    this.value = '';
    this.error = '';
  }

  /** Focuses the first empty box. */
  override focus(options?: FocusOptions): void {
    const box = this.#boxes()[this.#entry.nextIndex];
    if (box) box.focus(options);
    else super.focus(options);
  }

  /** Disables the resend button for `seconds` (default `resendCooldown`), for example a 429's `Retry-After`. */
  startResendCooldown(seconds: number = this.resendCooldown): void {
    this.#cooldown.forSeconds(seconds);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasAttribute('value'))
      this.#defaultValue = onlyDigits(this.getAttribute('value') ?? '', this.length);
  }

  formResetCallback(): void {
    this.value = this.#defaultValue;
    this.error = '';
    this.#completedValue = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') || changed.has('length')) {
      const clean = onlyDigits(this.value ?? '', this.length);
      if (clean !== this.value) this.value = clean;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Every box shows its digit of the value, whatever the person typed into it (a refused character, a
    // digit that landed in an earlier box): set after each render, where a binding would skip an unchanged one.
    this.#boxes().forEach((box, i) => {
      const digit = this.value[i] ?? '';
      if (box.value !== digit) box.value = digit;
    });
    this.#updateValidity();
    if (changed.has('value') && this.value.length === this.length && this.value !== this.#completedValue) {
      this.#completedValue = this.value;
      emit(this, 'kh-otp-complete', { value: this.value });
      if (this.autosubmit) this.form?.requestSubmit();
    } else if (this.value.length < this.length) {
      this.#completedValue = null;
    }
  }

  #updateValidity(): void {
    const anchor = this.#boxes()[0];
    const internals = formInternals(this);
    if (this.error) {
      internals.setValidity({ customError: true }, this.error, anchor);
    } else if (this.required && this.value === '') {
      internals.setValidity({ valueMissing: true }, this.#t.term('otpMissing'), anchor);
    } else if (this.value !== '' && this.value.length < this.length) {
      internals.setValidity({ tooShort: true }, this.#t.term('otpIncomplete', this.length), anchor);
    } else {
      internals.setValidity({});
    }
  }

  #edit(value: string): void {
    if (value === this.value) return;
    this.value = value;
    this.error = '';
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #onResend = (): void => {
    if (this.#cooldown.running) return;
    if (emit(this, 'kh-otp-resend', {}, { cancelable: true })) this.startResendCooldown();
  };

  protected override render(): unknown {
    const t = this.#t;
    const disabled = this.disabled || this._formDisabled;
    const invalid = this.error !== '';
    const boxes = Array.from({ length: this.length }, (_, i) => {
      const digit = this.value[i] ?? '';
      return html`<input
        data-index=${i}
        part=${digit ? 'box box-filled' : 'box'}
        type="text"
        inputmode="numeric"
        pattern="[0-9]*"
        autocomplete=${i === 0 ? 'one-time-code' : 'off'}
        enterkeyhint=${i === this.length - 1 ? 'done' : 'next'}
        aria-label=${t.term('otpDigitLabel', i + 1, this.length)}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `${this.#id}-error` : nothing}
        ?disabled=${disabled}
        @input=${this.#entry.handleInput}
        @keydown=${this.#entry.handleKeydown}
        @paste=${this.#entry.handlePaste}
        @focus=${this.#entry.handleFocus}
      />`;
    });
    const cooling = this.#cooldown.running;
    return html`
      <span class="label" part="label" id="${this.#id}-label"
        ><slot name="label">${t.term('otpLabel', this.length)}</slot></span
      >
      <div class="boxes" part="group" role="group" dir="ltr" aria-labelledby="${this.#id}-label">
        ${boxes}
      </div>
      ${invalid
        ? html`<p class="error" part="error" id="${this.#id}-error" role="alert">${this.error}</p>`
        : nothing}
      <div class="hint"><slot name="hint"></slot></div>
      ${this.resend
        ? button(
            'resend',
            cooling ? t.term('otpResendIn', this.#cooldown.remaining) : t.term('otpResend'),
            this.#onResend,
            { kind: 'link resend', disabled: disabled || cooling },
          )
        : nothing}
    `;
  }
}
