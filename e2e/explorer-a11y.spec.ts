import { axeViolations } from './axe.js';
import { SCREENS, demoCall, openScreen, setUpAccounts } from './explorer.js';
import { enterDemo, expect, test, uniqueEmail } from './fixtures.js';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations on any screen in the ${colorScheme} scheme, with data on them`, async ({
    page,
  }) => {
    test.slow(); // many screens, or a second demo process: more than the default minute on a busy machine
    await page.emulateMedia({ colorScheme });
    await enterDemo(page, uniqueEmail(`axe-${colorScheme}`));
    const { fiat, external } = await setUpAccounts(page);
    await demoCall(page, 'POST', '/transfers', {
      direction: 'out',
      internalAccountId: fiat,
      externalAccountId: external[0],
      amount: '5.00',
    });
    await demoCall(page, 'POST', '/agents', { name: 'Helper', permissions: ['CREATE_TRANSFERS'] });
    await demoCall(page, 'POST', '/invitations', { firstName: 'Sam', amount: '' });
    for (const screen of SCREENS) {
      await openScreen(page, screen.path);
      expect(await axeViolations(page), `${screen.path} in ${colorScheme}`).toEqual([]);
    }
  });
}
