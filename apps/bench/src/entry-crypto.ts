// Everything a page needs to open a session bundle and stamp: the core's crypto surface.
export {
  generateClientKeyPair,
  openSessionKeyBundle,
  importSessionKey,
  stamp,
  verifyStamp,
  openExportEnvelope,
} from '@keyhold/core/crypto';
