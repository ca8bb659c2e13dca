/**
 * `@keyhold/elements/svelte` (types only; the module is empty): adds every `kh-*` tag to Svelte's
 * `SvelteHTMLElements` (`svelte/elements`), so `svelte-check` checks the properties a template sets and
 * types each `onkh-…` listener's event. Import it once, e.g. in `App.svelte`:
 *
 * @example
 * import '@keyhold/elements/svelte';
 * // <kh-sign-in {wallet} onkh-session={(e) => e.detail.session}></kh-sign-in>
 * @packageDocumentation
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { KhEventName } from '../shared/events.js';
import type {
  KhElementEvents,
  KhElementProperties,
  KhElements,
  KhListener,
  KhTagName,
} from './element-types.js';

/** Svelte 5's event attributes of events `N`: `onkh-session`. */
export type KhSvelteListeners<N extends KhEventName> = { [K in N as `on${K}`]?: KhListener<K> };

/** One tag's attributes in a Svelte template: the HTML ones, its properties and its events. */
export type KhSvelteElement<T extends KhTagName> = HTMLAttributes<KhElements[T]> &
  KhElementProperties<KhElements[T]> &
  KhSvelteListeners<KhElementEvents[T]>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    // generated:start [tags] (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
    'kh-activity': KhSvelteElement<'kh-activity'>;
    'kh-approve-dialog': KhSvelteElement<'kh-approve-dialog'>;
    'kh-balance': KhSvelteElement<'kh-balance'>;
    'kh-credential-manager': KhSvelteElement<'kh-credential-manager'>;
    'kh-email-input': KhSvelteElement<'kh-email-input'>;
    'kh-export': KhSvelteElement<'kh-export'>;
    'kh-otp-input': KhSvelteElement<'kh-otp-input'>;
    'kh-reauth': KhSvelteElement<'kh-reauth'>;
    'kh-receive': KhSvelteElement<'kh-receive'>;
    'kh-send': KhSvelteElement<'kh-send'>;
    'kh-session-list': KhSvelteElement<'kh-session-list'>;
    'kh-session-status': KhSvelteElement<'kh-session-status'>;
    'kh-sign-in': KhSvelteElement<'kh-sign-in'>;
    // generated:end
  }
}
