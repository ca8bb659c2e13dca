// The core's whole browser-side crypto surface: open + import + stamp, plus opening export envelopes and
// verifying stamps (a backend's job, measured for comparison).
export {
  generateClientKeyPair,
  openSessionKeyBundle,
  importSessionKey,
  stamp,
  verifyStamp,
  openExportEnvelope,
} from '@keyhold/core/crypto';
