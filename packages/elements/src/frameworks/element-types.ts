/**
 * The elements as framework templates see them, for the type-only framework entries
 * (`@keyhold/elements/vue`, `@keyhold/elements/svelte`): each tag's class, the properties a template may
 * set, and the `kh-*` events it fires (its own and those that bubble from the dialog inside it).
 * @packageDocumentation
 */
import type { LitElement } from 'lit';
import type { KhEvent, KhEventName } from '../shared/events.js';
import type { KhElements } from './element-map.js';

export type { KhElementEvents, KhElements } from './element-map.js';

export type KhTagName = keyof KhElements;

/**
 * The properties a template may set on element `E`: its own public fields (`wallet`, `methods`, `copy`,
 * `theme`, …), all optional, without Lit's and `HTMLElement`'s members or methods.
 */
export type KhElementProperties<E> = {
  [K in keyof E as K extends keyof LitElement
    ? never
    : E[K] extends (...args: never[]) => unknown
      ? never
      : K]?: E[K];
};

/** `kh-otp-complete` → `KhOtpComplete`. */
export type KhPascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${KhPascalCase<Tail>}`
  : Capitalize<S>;

/** A listener of one `kh-*` event, typed with its `detail`. */
export type KhListener<K extends KhEventName> = (event: KhEvent<K>) => void;
