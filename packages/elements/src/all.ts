/** Defines every `kh-*` element. */
export * from './otp-input/define.js';
export * from './approve-dialog/define.js';
