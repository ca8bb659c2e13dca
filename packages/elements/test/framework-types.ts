// Type-level checks of the framework entries (compiled by `tsc -p tsconfig.test.json`, part of the build):
// each tag's properties and events reach Vue's GlobalComponents and Svelte's SvelteHTMLElements with their
// types, and a wrong property or listener is a type error.
import type { SvelteHTMLElements } from 'svelte/elements';
import type { GlobalComponents } from 'vue';
import type { KhEvent } from '../src/shared/events.js';
import '@keyhold/elements/vue';
import '@keyhold/elements/svelte';

type VueProps<T extends keyof GlobalComponents> = InstanceType<GlobalComponents[T]>['$props'];

export const vueSignIn: VueProps<'kh-sign-in'> = {
  methods: ['email', 'passkey'],
  onKhSession: (e) => void e.detail.session?.accountId,
  onKhError: (e) => void e.detail.error.code.toLowerCase(),
};
export const vueOtp: VueProps<'kh-otp-input'> = {
  length: 6,
  onKhOtpComplete: (e) => void e.detail.value.trim(),
};
// @ts-expect-error `methods` are sign-in methods
export const vueBadMethod: VueProps<'kh-sign-in'> = { methods: ['fax'] };
// @ts-expect-error a kh-session listener receives kh-session events
export const vueBadListener: VueProps<'kh-sign-in'> = { onKhSession: (e: KhEvent<'kh-error'>) => e };
// @ts-expect-error <kh-sign-in> fires no kh-otp-complete
export const vueOtherEvent: VueProps<'kh-sign-in'> = { onKhOtpComplete: () => undefined };

export const svelteSignIn: SvelteHTMLElements['kh-sign-in'] = {
  id: 'sign-in',
  methods: ['email'],
  'onkh-session': (e) => void e.detail.session?.accountId,
};
export const svelteDialog: SvelteHTMLElements['kh-approve-dialog'] = {
  'onkh-rejected': (e) => void e.detail.operation.toLowerCase(),
  'onkh-request-close': (e) => void e.detail.reason.toLowerCase(),
};
// @ts-expect-error `methods` are sign-in methods
export const svelteBadMethod: SvelteHTMLElements['kh-sign-in'] = { methods: ['fax'] };
export const svelteBadListener: SvelteHTMLElements['kh-sign-in'] = {
  // @ts-expect-error an onkh-session listener receives kh-session events
  'onkh-session': (e: KhEvent<'kh-error'>) => e,
};
