// What a page needs to open a session bundle, import the session key and stamp (the
// `core/crypto` row: open + import + stamp, with the client key pair the open needs).
export { generateClientKeyPair, openSessionKeyBundle, importSessionKey, stamp } from '@keyhold/core/crypto';
