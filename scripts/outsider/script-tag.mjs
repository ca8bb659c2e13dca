// The elements README's script-tag page, served verbatim with the packed dist/keyhold-elements.min.js
// beside it (apps.mjs writes both), against the stand-in backend: sign-in, a quote approved in the
// standalone <kh-approve-dialog> (its own wording of the quote checked), export; one script file loaded.
import { exportPhrase, newPage, signInByEmail } from './browser.mjs';
import { npmEnv, startProcess } from './run.mjs';

export async function scriptTagPage({ apps, sandboxOrigin, browser }) {
  if (!sandboxOrigin) throw new Error('the apps were not installed');
  const email = 'script-tag@example.com';
  const { match } = await startProcess(
    process.execPath,
    ['harness.mjs', 'script-tag', `${sandboxOrigin}/2025-10-13`],
    { cwd: apps, env: { ...npmEnv, OUTSIDER_EMAIL: email }, ready: /listening on (http:\/\/localhost:\d+)/ },
  );
  const { page, problems } = await newPage(browser);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${match[1]}/`);
  await signInByEmail(page, sandboxOrigin, email);
  await page.locator('kh-session-list [part=current-badge]').waitFor();
  // The payment: the page's inline module makes a quote; the dialog (no wallet, no quote passed)
  // explains it from the request the core raised, in currency units, and the payee in words.
  await page.locator('#send').click();
  const summary = page.locator('#approve [part=summary]');
  await summary.waitFor();
  const said = (await summary.innerText()).replace(/\s+/g, ' ');
  for (const expected of ['$10.00', "Your payee's account", 'Exchange rate'])
    if (!said.includes(expected)) throw new Error(`The quote summary lacks "${expected}": ${said}`);
  if (/ExternalAccount|InternalAccount|Quote:|\b1000\b/.test(said))
    throw new Error(`The quote summary shows an id or minor units: ${said}`);
  await page.locator('#approve [part=approve-button]').click();
  await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
  await exportPhrase(page);
  const scripts = requests.filter((u) => u.endsWith('.js'));
  if (scripts.length !== 1)
    throw new Error(`Expected the page to load one script, it loaded: ${scripts.join(', ')}`);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}
