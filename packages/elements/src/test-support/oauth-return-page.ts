// An app's sign-in page for the OAuth redirect test, loaded in a frame: a wallet over the IndexedDB
// database and backend named in the query, and a <kh-sign-in> offering the sandbox's dev OIDC issuer
// whose redirect comes back to this same page. What happened is written on <body data-…> for the test.
import { createKeyStore, createWallet } from '@keyhold/core';
import '../sign-in/define.js';
import type { KhSignIn } from '../sign-in/sign-in.js';

const params = new URLSearchParams(location.search);
const need = (name: string): string => {
  const value = params.get(name);
  if (!value) throw new Error(`oauth-return-page needs ?${name}=`);
  return value;
};
const dbName = need('db');
const wallet = createWallet({
  backendUrl: need('backend'),
  keyStore: createKeyStore({ dbName }),
  channelName: dbName,
});
const signIn = document.createElement('kh-sign-in') as KhSignIn;
signIn.setAttribute('methods', 'oauth');
signIn.oauthProviders = [
  {
    id: 'sandbox',
    label: 'Continue with Sandbox ID',
    provider: {
      authorizationEndpoint: need('issuer'),
      clientId: 'keyhold-sandbox',
      loginHint: need('email'),
      redirectUri: `${location.origin}${location.pathname}${location.search}`,
    },
  },
];
signIn.addEventListener('kh-session', (e) => {
  document.body.dataset['session'] = JSON.stringify(e.detail.session);
});
signIn.addEventListener('kh-error', (e) => {
  document.body.dataset['error'] = e.detail.error.code;
});
signIn.wallet = wallet;
document.body.append(signIn);
