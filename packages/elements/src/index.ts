/**
 * `@keyhold/elements`: Lit web components on `@keyhold/core` (work in progress; no component has landed yet).
 * @packageDocumentation
 */
export const ELEMENTS_VERSION = '0.1.0';
