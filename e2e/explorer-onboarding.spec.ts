import { openScreen } from './explorer.js';
import { enterDemo, expect, shot, test, uniqueEmail } from './fixtures.js';

test('invitations: "Copy the link" copies it, and says so when the copy fails', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await enterDemo(page, uniqueEmail('invite-copy'));
  await openScreen(page, '/invitations');
  await page.getByRole('button', { name: 'Create the invitation' }).click();
  const invitation = page.getByTestId('invitation');
  await invitation.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByTestId('invitations-status')).toHaveText('The link is copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await invitation.getByTestId('invitation-link').textContent());

  // A clipboard that refuses: the page says the copy failed, and what to do.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await invitation.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByTestId('invitations-error')).toHaveText(
    'The link could not be copied: select it and copy it yourself.',
  );
  await expect(page.getByTestId('invitations-status')).toHaveText('');
});

test('invitations: create, share link, claim, the verified webhook that follows; cancel another', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('invite'));
  await openScreen(page, '/invitations');
  await page.getByLabel('Their first name (optional)').fill('Sam');
  await page.getByRole('button', { name: 'Create the invitation' }).click();
  await expect(page.getByTestId('invitations-status')).toHaveText(
    'The invitation for Sam is ready: share its link.',
  );
  const invitation = page.getByTestId('invitation');
  await expect(invitation).toHaveCount(1);
  // The link to share opens this demo's claim form (the service's own URL is an example address).
  const link = invitation.getByTestId('invitation-link');
  await expect(link).toHaveText(/^http:\/\/localhost:\d+\/#\/invitations\?claim=[A-Z0-9]{10}$/);
  await expect(invitation).toContainText('is an example address in the sandbox: it does not open.');
  const shared = (await link.textContent())!;
  await expect(invitation).toContainText('Sam · $5.00');
  await expect(invitation.getByTestId('invitation-status')).toHaveText('Pending');

  // Whoever opens the link lands on the claim form with its code.
  await page.goto(shared);
  await expect(page.getByTestId('claim-opened')).toHaveText(
    'You opened an invitation link: claim it below with the address that receives the money.',
  );
  await expect(page.getByLabel('Code')).toHaveValue(shared.split('claim=')[1]!);
  await page.getByLabel('Claimed by (UMA address)').fill('$sam@sandbox.keyhold.dev');
  await page.getByRole('button', { name: 'Claim it' }).click();
  await expect(page.getByTestId('invitations-status')).toHaveText(
    '$sam@sandbox.keyhold.dev claimed the invitation.',
  );
  await expect(page.getByTestId('claim-webhook')).toHaveText(
    'The service told this backend: the invitation was claimed (signature verified).',
  );
  await expect(invitation.getByTestId('invitation-status')).toHaveText('Claimed by $sam@sandbox.keyhold.dev');
  await shot(page, 'explorer-invitations');

  // Claiming it again is refused; a second invitation can be cancelled.
  await page.getByLabel('Code').fill(shared.split('claim=')[1]!);
  await page.getByRole('button', { name: 'Claim it' }).click();
  await expect(page.getByTestId('invitations-error')).toHaveText('This invitation was already claimed.');
  await page.getByRole('button', { name: 'Create the invitation' }).click();
  await expect(invitation).toHaveCount(2);
  await page.getByRole('button', { name: 'Cancel it' }).click();
  await expect(page.getByTestId('invitations-status')).toHaveText(
    'The invitation is cancelled: its link no longer works.',
  );
  await expect(invitation.getByTestId('invitation-status').filter({ hasText: 'Cancelled' })).toHaveCount(1);
});

const pdf = (text: string) => ({
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n${text}\n%%EOF`),
});

test('documents: upload a passport, then replace its file; a file that is not a document is refused', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('docs'));
  await openScreen(page, '/documents');
  await page.getByLabel('Kind of document').selectOption({ label: 'Passport' });
  await page.getByLabel('File (PDF, PNG or JPEG, at most 1 MB)').setInputFiles(pdf('first'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('documents-status')).toHaveText('Passport uploaded.');
  const doc = page.getByTestId('document');
  await expect(doc).toHaveCount(1);
  await expect(doc).toContainText('Passport · US');
  await expect(doc).toContainText('Uploaded');

  await doc.getByLabel('New file').setInputFiles({ ...pdf('second'), name: 'passport-2025.pdf' });
  await doc.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByTestId('documents-status')).toHaveText('Passport replaced.');
  await expect(doc.getByTestId('document-file')).toHaveText('passport-2025.pdf');
  await expect(doc).toHaveCount(1);

  await page
    .getByLabel('File (PDF, PNG or JPEG, at most 1 MB)')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('documents-error')).toHaveText(
    'That file type is not accepted. Choose a PDF, PNG or JPEG.',
  );
  await expect(doc).toHaveCount(1);
  await shot(page, 'explorer-documents');
});

test('verifications: KYC and KYB outcomes by the sandbox rules, in words', async ({ page }) => {
  await enterDemo(page, uniqueEmail('kyc'));
  await openScreen(page, '/verifications');
  await page.getByRole('button', { name: 'Check the person' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText(
    'Identity check of Ada Lovelace: approved.',
  );
  await page.getByLabel('Last name').fill('Lovelace001');
  await page.getByRole('button', { name: 'Check the person' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText(
    'Identity check of Ada Lovelace001: under review.',
  );
  await page.getByLabel('Registration number').fill('REG-002');
  await page.getByRole('button', { name: 'Check the business' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText(
    'Business check of Analytical Engines Ltd: rejected.',
  );
  await expect(page.getByTestId('verifications').getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Registration number').fill('!');
  await page.getByRole('button', { name: 'Check the business' }).click();
  await expect(page.getByTestId('verification-error')).toHaveText(
    'Enter the company name and a registration number (letters, digits, dashes).',
  );
});

test('institution discovery by country and currency', async ({ page }) => {
  await enterDemo(page, uniqueEmail('inst'));
  await openScreen(page, '/institutions');
  await expect(page.getByTestId('institutions-status')).toHaveText('23 institutions.');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('institutions-status')).toHaveText('2 institutions.');
  await expect(page.getByTestId('institutions')).toContainText('Deutsche Bank');
  await page.getByLabel('Country').selectOption({ label: 'Any country' });
  await page.getByLabel('Currency').selectOption('MXN');
  await page.getByRole('button', { name: 'Find' }).click();
  // The Germany list stays on screen until the answer comes: wait for a list of MXN institutions only.
  await expect(async () => {
    const texts = await page.getByTestId('institutions').getByRole('listitem').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('MXN');
  }).toPass();
});
