/**
 * Registers `ctor` as `tag`, tolerating a second registration: the same class again is a no-op, and a
 * different class under a tag already taken (two copies of this package on one page) keeps the first and
 * warns once instead of throwing. Does nothing where `customElements` is missing (SSR imports).
 *
 * @example
 * define('kh-otp-input', KhOtpInput)
 */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (existing === undefined) {
    customElements.define(tag, ctor);
    return;
  }
  if (existing !== ctor) {
    console.warn(
      `<${tag}> is already defined by another copy of @keyhold/elements; the first definition is kept.`,
    );
  }
}
