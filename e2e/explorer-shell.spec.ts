import { LANGUAGES, SHIPPED } from '../packages/locales/src/languages.js';
import { axeViolations } from './axe.js';
import { SCREENS, openScreen } from './explorer.js';
import { emulateColorScheme, enterDemo, expect, shot, test, uniqueEmail } from './fixtures.js';

test('every screen has a deep link: opening its hash shows it, and the nav marks it current', async ({
  page,
}) => {
  test.slow(); // many screens, or a second demo process: more than the default minute on a busy machine
  await enterDemo(page, uniqueEmail('links'));
  for (const screen of SCREENS) {
    await openScreen(page, screen.path);
    await expect(page).toHaveTitle(new RegExp(`^${screen.nav} · Keyhold sandbox explorer$`));
  }
  // Moving by the nav changes the hash, and the back button goes back.
  await page.getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(page).toHaveURL(/#\/agents$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sandbox clock' })).toBeVisible();
});

test('a deep link opened while signed out of the demo shows that screen after entering', async ({ page }) => {
  await page.goto('/#/institutions');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('deep'));
  await page.getByRole('button', { name: 'Enter the demo' }).click();
  await expect(page.getByRole('heading', { name: 'Institutions', exact: true })).toBeVisible();
  await expect(page.getByTestId('institutions').getByRole('listitem').first()).toBeVisible();
});

test('the theme switch: dark, light and system, for the page and the elements', async ({ page }) => {
  await emulateColorScheme(page, 'light');
  await enterDemo(page, uniqueEmail('theme'));
  const background = () => page.locator('html').evaluate((el) => getComputedStyle(el).backgroundColor);
  const signIn = page.locator('kh-sign-in');
  await expect.poll(background).toBe('rgb(244, 246, 248)');

  await page.getByLabel('Theme').selectOption('dark');
  await expect.poll(background).toBe('rgb(14, 16, 19)');
  await expect(signIn).toHaveAttribute('theme', 'dark');
  await shot(page, 'explorer-theme-dark');

  // Light wins over a dark system, and stays after a reload.
  await emulateColorScheme(page, 'dark');
  await page.getByLabel('Theme').selectOption('light');
  await expect.poll(background).toBe('rgb(244, 246, 248)');
  await expect(signIn).toHaveAttribute('theme', 'light');
  await page.reload();
  await expect(page.getByLabel('Theme')).toHaveValue('light');
  await expect.poll(background).toBe('rgb(244, 246, 248)');

  await page.getByLabel('Theme').selectOption('system');
  await expect.poll(background).toBe('rgb(14, 16, 19)');
  await expect(signIn).not.toHaveAttribute('theme');
});

test('the language switch offers every language the elements ship, and the elements follow it', async ({
  page,
}) => {
  // The switch lists every language of the one list (@keyhold/locales' LANGUAGES), shipped or not yet.
  const listed = LANGUAGES.map((l) => l.code as string).sort();
  await enterDemo(page, uniqueEmail('lang'));
  const offered = await page
    .getByLabel('Language')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered.sort()).toEqual(listed);
  // A listed language whose catalogue is not shipped yet reads English, without an error.
  const pending = LANGUAGES.find((l) => !(SHIPPED as readonly string[]).includes(l.code));
  if (pending) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.getByLabel('Language').selectOption(pending.code);
    await expect(page.locator('kh-sign-in').first()).toHaveAttribute('lang', pending.code);
    await expect(page.getByRole('heading', { name: 'Sign in to your wallet' })).toBeVisible();
    expect(errors).toEqual([]);
  }

  await page.getByLabel('Language').selectOption('fr');
  // The explorer's own text stays English (html lang=en); the elements carry the chosen language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('kh-sign-in').first()).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion à votre portefeuille' })).toBeVisible();
  await shot(page, 'explorer-french');
  // Elements added after the switch (leaving the wallet screen and coming back renders new ones) take the
  // chosen language too, and the ones in the page keep it.
  await openScreen(page, '/payments');
  await openScreen(page, '/');
  await expect(page.locator('kh-sign-in').first()).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion à votre portefeuille' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion à votre portefeuille' })).toBeVisible();
  // Arabic: the elements mirror (dir="rtl") and speak Arabic; the English explorer around them does not
  // mirror; axe stays clean.
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('kh-sign-in').first()).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى محفظتك' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'explorer-arabic');
  await page.getByLabel('Language').selectOption('en');
  await expect(page.locator('kh-sign-in').first()).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Sign in to your wallet' })).toBeVisible();
});

test('at 375 px wide no screen scrolls sideways, even with a very long name', async ({ page }) => {
  test.slow(); // many screens, or a second demo process: more than the default minute on a busy machine
  await page.setViewportSize({ width: 375, height: 800 });
  const long = `a-very-long-name-that-does-not-fit-on-a-phone-${'x'.repeat(40)}`;
  await enterDemo(page, uniqueEmail(long));
  await openScreen(page, '/accounts');
  await page.getByLabel('Account holder').fill(`Bartholomew-Maximilian ${'Q'.repeat(80)} Featherstonehaugh`);
  await page.getByRole('button', { name: 'Add the account' }).click();
  await expect(page.getByTestId('external-account')).toHaveCount(1);
  for (const screen of SCREENS) {
    await openScreen(page, screen.path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await openScreen(page, '/accounts');
  await shot(page, 'explorer-narrow-accounts');
});
