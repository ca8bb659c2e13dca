import { LitElement, type PropertyValues } from 'lit';

/** Each element's ElementInternals, kept off the element so page scripts cannot reach them. */
const internals = new WeakMap<Element, ElementInternals>();

/** The ElementInternals of an element built with `FormAssociated`. */
export function formInternals(element: Element): ElementInternals {
  return internals.get(element)!;
}

/** What `FormAssociated` adds: the native form-control API, answered by the element's ElementInternals. */
export interface FormAssociatedControl {
  /** The value submitted with the owning form (empty submits nothing). */
  value: string;
  /** True while an ancestor `<fieldset disabled>` (or the form) disables the control. */
  readonly _formDisabled: boolean;
  /** The owning form, if any. */
  readonly form: HTMLFormElement | null;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
  formDisabledCallback(disabled: boolean): void;
  formStateRestoreCallback(state: string | File | FormData | null): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor must take any[]
type Constructor<T> = new (...args: any[]) => T;

/**
 * Makes a Lit element one form control of the page's `<form>` (`<kh-otp-input>`, `<kh-email-input>`):
 * form-associated with focus delegated to the inner input, `value` submitted (under the element's
 * `name`) after every change, `form` / `validity` / `checkValidity()` … from its ElementInternals, a
 * disabled fieldset followed, and a restored form state put back. Validity, defaults and reset stay
 * with each element.
 */
export function FormAssociated<T extends Constructor<LitElement>>(
  Base: T,
): T & Constructor<FormAssociatedControl> {
  class FormAssociatedElement extends Base {
    static formAssociated = true;
    static shadowRootOptions: ShadowRootInit = {
      ...LitElement.shadowRootOptions,
      delegatesFocus: true,
    };
    static properties = {
      _formDisabled: { state: true },
    };

    declare _formDisabled: boolean;

    /** The element's own `value` property (declared and documented by each element). */
    get #value(): string {
      return (this as unknown as FormAssociatedControl).value;
    }
    set #value(value: string) {
      (this as unknown as FormAssociatedControl).value = value;
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor must take any[]
    constructor(...args: any[]) {
      super(...args);
      internals.set(this, this.attachInternals());
      this._formDisabled = false;
    }

    /** The owning form, if any. */
    get form(): HTMLFormElement | null {
      return formInternals(this).form;
    }
    get validity(): ValidityState {
      return formInternals(this).validity;
    }
    get validationMessage(): string {
      return formInternals(this).validationMessage;
    }
    get willValidate(): boolean {
      return formInternals(this).willValidate;
    }
    checkValidity(): boolean {
      return formInternals(this).checkValidity();
    }
    reportValidity(): boolean {
      return formInternals(this).reportValidity();
    }

    formDisabledCallback(disabled: boolean): void {
      this._formDisabled = disabled;
    }

    formStateRestoreCallback(state: string | File | FormData | null): void {
      if (typeof state === 'string') this.#value = state;
    }

    protected override updated(changed: PropertyValues): void {
      super.updated(changed);
      if (changed.has('value')) formInternals(this).setFormValue(this.#value === '' ? null : this.#value);
    }
  }
  // Each element declares `value` itself (its own type and documentation); the mixin only reads and sets it.
  return FormAssociatedElement as unknown as T & Constructor<FormAssociatedControl>;
}
