/**
 * `@keyhold/elements/vue` (types only; the module is empty): adds every `kh-*` tag to Vue's
 * `GlobalComponents`, so Volar and `vue-tsc` check the properties a template sets and type each
 * `@kh-…` listener's event. Import it once, e.g. in `App.vue` or an `env.d.ts`:
 *
 * @example
 * import '@keyhold/elements/vue';
 * // <kh-sign-in :wallet.prop="wallet" @kh-session="(e) => e.detail.session" />
 * @packageDocumentation
 */
import type { DefineComponent } from 'vue';
import type { KhEventName } from '../shared/events.js';
import type {
  KhElementEvents,
  KhElementProperties,
  KhElements,
  KhListener,
  KhPascalCase,
  KhTagName,
} from './element-types.js';

/** Vue's listener props of events `N`: `@kh-session` binds `onKhSession`. */
export type KhVueListeners<N extends KhEventName> = {
  [K in N as `on${KhPascalCase<K>}`]?: KhListener<K>;
};

/** One tag as a Vue component: its properties and its events' listeners. */
export type KhVueElement<T extends KhTagName> = DefineComponent<
  KhElementProperties<KhElements[T]> & KhVueListeners<KhElementEvents[T]>
>;

declare module 'vue' {
  interface GlobalComponents {
    // generated:start [tags] (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
    'kh-activity': KhVueElement<'kh-activity'>;
    'kh-approve-dialog': KhVueElement<'kh-approve-dialog'>;
    'kh-balance': KhVueElement<'kh-balance'>;
    'kh-credential-manager': KhVueElement<'kh-credential-manager'>;
    'kh-email-input': KhVueElement<'kh-email-input'>;
    'kh-export': KhVueElement<'kh-export'>;
    'kh-otp-input': KhVueElement<'kh-otp-input'>;
    'kh-reauth': KhVueElement<'kh-reauth'>;
    'kh-receive': KhVueElement<'kh-receive'>;
    'kh-send': KhVueElement<'kh-send'>;
    'kh-session-list': KhVueElement<'kh-session-list'>;
    'kh-session-status': KhVueElement<'kh-session-status'>;
    'kh-sign-in': KhVueElement<'kh-sign-in'>;
    // generated:end
  }
}
