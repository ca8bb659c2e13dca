// The elements README's script-tag page, served verbatim with the packed dist/keyhold-elements.min.js
// beside it (apps.mjs writes both), against the stand-in backend: sign-in, a quote approved in the
// standalone <kh-approve-dialog> (its own wording of the quote checked), export; one script file loaded.
// In Chromium and Firefox (Playwright) and WebKit (outsider/webkit.mjs), each engine with its own backend
// and person.
import { exportPhrase, inEachEngine, newPage, signInByEmail } from './browser.mjs';
import { npmEnv, startProcess } from './run.mjs';
import * as wk from './webkit.mjs';

const NAME = 'script-tag page (README snippet verbatim, one script file): sign-in, quote approved, export';

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

/**
 * The dialog (no wallet, no quote passed) explains the quote from the request the core raised, in
 * currency units, and the payee in words.
 */
function checkSummary(text) {
  const said = text.replace(/\s+/g, ' ');
  for (const expected of ['$10.00', "Your payee's account", 'Exchange rate'])
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
  // The payment: the page's inline module makes a quote, the dialog explains it.
  await page.locator('#send').click();
  const summary = page.locator('#approve [part=summary]');
  await summary.waitFor();
  checkSummary(await summary.innerText());
  await page.locator('#approve [part=approve-button]').click();
  await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
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
  await page.click('css', '#send');
  await page.find('css', '[part=summary]', { within: '#approve', timeout: 20_000 });
  checkSummary((await page.browser.execute(wk.shadowTexts, '#approve', '[part=summary]')).join(' '));
  await page.click('button', 'Approve and sign', { within: '#approve', timeout: 20_000 });
  await page.expectText('css', '#payment', /Payment sent\./, { timeout: 30_000 });
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
