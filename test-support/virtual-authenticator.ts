// The virtual authenticator every Chromium test adds over CDP (`WebAuthn.addVirtualAuthenticator`): a
// platform authenticator (CTAP2, internal transport) with resident keys and user verification, which
// answers without a touch. One definition for the flow tests, the elements' tests and the e2e suite.
export const PLATFORM_AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;
