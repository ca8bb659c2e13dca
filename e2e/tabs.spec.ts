import {
  enterSignedIn,
  expect,
  sessionState,
  shot,
  SIGNED_IN,
  SIGNED_OUT,
  signOutWallet,
  test,
} from './fixtures.js';

test('two tabs share the wallet session; signing out in one signs out the other within a second', async ({
  context,
  page,
}) => {
  await enterSignedIn(page, 'tabs');

  const other = await context.newPage();
  await other.goto('/');
  await expect(sessionState(other)).toHaveText(SIGNED_IN);
  await shot(other, 'tabs-second-tab-signed-in');

  await signOutWallet(page);
  await expect(sessionState(other)).toHaveText(SIGNED_OUT, { timeout: 1000 });
  await shot(other, 'tabs-second-tab-signed-out');
});
