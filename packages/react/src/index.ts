/**
 * `@keyhold/react`: React bindings for Keyhold. `<KeyholdProvider>` creates one wallet for its children;
 * `useWallet()`, `useSession()` and `useSignedRequest()` read it; every element has a typed component
 * (events as `onKh…` props) that takes the provider's wallet by itself.
 * @packageDocumentation
 */
export { KeyholdProvider, type KeyholdProviderProps } from './provider.js';
export { WalletContext } from './context.js';
export {
  useWallet,
  useSession,
  useSignedRequest,
  type SessionState,
  type SignedRequestHandle,
} from './hooks.js';
export {
  Activity,
  ApproveDialog,
  Balance,
  CredentialManager,
  EmailInput,
  Export,
  OtpInput,
  Reauth,
  Receive,
  Send,
  SessionList,
  SessionStatus,
  SignIn,
} from './components.js';
