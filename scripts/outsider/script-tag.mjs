// The elements README's script-tag page, served verbatim with the packed dist/keyhold-elements.min.js
// beside it (apps.mjs writes both), against the stand-in backend (one customer, funded, with a euro
// payee): sign-in, a payment from <kh-send> (amount typed, the quote approved in its dialog, whose wording
// of the quote is checked, followed to Completed) with <kh-balance> changing, export; one script file loaded.
// In Chromium and Firefox (Playwright) and WebKit (outsider/webkit.mjs), each engine with its own backend
// and person.
import { exportPhrase, inEachEngine, newPage, signInByEmail } from './browser.mjs';
import { npmEnv, startProcess } from './run.mjs';
import * as wk from './webkit.mjs';

const NAME = 'script-tag page (README snippet verbatim, one script file): sign-in, <kh-send> payment, export';

/** The page's backend for one person; resolves to the page's URL. */
async function serve({ apps, sandboxOrigin }, email) {
  if (!sandboxOrigin) throw new Error('the apps were not installed');
  const { match } = await startProcess(
    process.execPath,
    ['harness.mjs', 'script-tag', `${sandboxOrigin}/2025-10-13`],
    { cwd: apps, env: { ...npmEnv, OUTSIDER_EMAIL: email }, ready: /listening on (http:\/\/localhost:\d+)/ },
  );
  return match[1];
}

/** <kh-send>'s dialog explains the quote in currency units, with its rate; never an id or minor units. */
function checkSummary(text) {
  const said = text.replace(/\s+/g, ' ');
  for (const expected of ['$10.00', 'Exchange rate'])
    if (!said.includes(expected)) throw new Error(`The quote summary lacks "${expected}": ${said}`);
  if (/ExternalAccount|InternalAccount|Quote:|\b1000\b/.test(said))
    throw new Error(`The quote summary shows an id or minor units: ${said}`);
}

function checkOneScript(urls) {
  const scripts = urls.filter((u) => new URL(u).pathname.endsWith('.js'));
  if (scripts.length !== 1)
    throw new Error(`Expected the page to load one script, it loaded: ${scripts.join(', ')}`);
}

async function playwrightJourney(ctx, browser, engine) {
  const email = `script-tag-${engine}@example.com`;
  const url = await serve(ctx, email);
  const { page, problems } = await newPage(browser);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${url}/`);
  await signInByEmail(page, ctx.sandboxOrigin, email);
  await page.locator('kh-session-list [part=current-badge]').waitFor();
  // The payment: <kh-send> quotes the typed amount to the person's payee, its dialog explains the quote.
  const before = await page.locator('kh-balance [part=amount]').innerText();
  await page.locator('kh-send [part=amount]').fill('10');
  await page.locator('kh-send [part=quote-button]').click();
  await page.locator('kh-send [part=quote-sent]', { hasText: '$10.00' }).waitFor();
  await page.locator('kh-send [part~=send-button]').click();
  const summary = page.locator('kh-send kh-approve-dialog [part=summary]');
  await summary.waitFor();
  checkSummary(await summary.innerText());
  await page.locator('kh-send kh-approve-dialog [part=approve-button]').click();
  await page.locator('kh-send [part=outcome][data-outcome=completed]').waitFor({ timeout: 30_000 });
  await page.locator('kh-balance [part=amount]', { hasNotText: before }).waitFor({ timeout: 30_000 });
  await exportPhrase(page);
  checkOneScript(requests);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}

async function webkitJourney(ctx, page) {
  const email = 'script-tag-webkit@example.com';
  const url = await serve(ctx, email);
  await page.browser.url(`${url}/`);
  await wk.signInByEmail(page, ctx.sandboxOrigin, email);
  await page.find('css', '[part=current-badge]', { within: 'kh-session-list', timeout: 30_000 });
  const send = { within: 'kh-send' };
  await page.type('css', '[part=amount]', '10', send);
  await page.click('css', '[part=quote-button]', send);
  await page.click('css', '[part~=send-button]', { ...send, timeout: 20_000 });
  await page.click('button', 'Approve and sign', { ...send, timeout: 20_000 });
  await page.find('css', '[part=outcome][data-outcome=completed]', { ...send, timeout: 30_000 });
  await wk.exportPhrase(page);
  checkOneScript(
    await page.browser.execute(() => performance.getEntriesByType('resource').map((e) => e.name)),
  );
}

/** The page in each engine; `ctx` = { apps, sandboxOrigin, browsers, webkit }. */
export async function scriptTagSteps(ctx) {
  await inEachEngine(ctx.browsers, NAME, (browser, engine) => playwrightJourney(ctx, browser, engine));
  await wk.inWebKit(ctx.webkit, NAME, (page) => webkitJourney(ctx, page));
}
