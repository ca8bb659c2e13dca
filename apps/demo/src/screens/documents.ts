// Documents (`#/documents`): upload an identity document for the customer, and replace it. The sandbox
// keeps only the file's size, type and digest.
import { html, nothing } from 'lit';
import { explorerApi, type KycDocument } from '../explorer-api.js';
import { formatDateTime } from '../format.js';
import type { Screen } from '../router.js';
import { sentenceCase } from '../words.js';
import { Panel, fields } from './panel.js';

const panel = new Panel();
let list: KycDocument[] = [];
const TYPES: [string, string][] = [
  ['PASSPORT', 'Passport'],
  ['DRIVERS_LICENSE', 'Driving licence'],
  ['NATIONAL_ID', 'National identity card'],
  ['PROOF_OF_ADDRESS', 'Proof of address'],
];
const typeName = (code: string) => TYPES.find(([k]) => k === code)?.[1] ?? sentenceCase(code);

async function load(): Promise<void> {
  list = (await explorerApi.documents()).data;
}

/** The chosen file as base64 (at most 1 MB; the backend checks again). */
async function fileOf(form: HTMLFormElement): Promise<{ fileName: string; fileBase64: string }> {
  const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
  if (!file) throw new Error('Choose a file.');
  if (file.size > 1024 * 1024) throw new Error('Choose a file of at most 1 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { fileName: file.name, fileBase64: btoa(binary) };
}

const onUpload = (event: SubmitEvent) => {
  const form = event.target as HTMLFormElement;
  const f = fields(event);
  return panel.run('Uploading…', async () => {
    const doc = await explorerApi.uploadDocument({
      documentType: f['documentType'] ?? '',
      country: f['country'] ?? '',
      ...(await fileOf(form)),
    });
    await load();
    return `${typeName(doc.documentType)} uploaded.`;
  });
};

const onReplace = (event: SubmitEvent, doc: KycDocument) => {
  const form = event.target as HTMLFormElement;
  fields(event);
  return panel.run('Replacing…', async () => {
    await explorerApi.replaceDocument(doc.id, {
      documentType: doc.documentType,
      country: doc.country,
      ...(await fileOf(form)),
    });
    await load();
    return `${typeName(doc.documentType)} replaced.`;
  });
};

function item(doc: KycDocument) {
  return html`<li class="item" data-testid="document">
    <strong>${typeName(doc.documentType)} · ${doc.country}</strong>
    <span data-testid="document-file">${doc.fileName ?? 'A file'}</span>
    <span class="muted">
      ${doc.updatedAt !== doc.createdAt
        ? `Replaced ${formatDateTime(doc.updatedAt)}`
        : `Uploaded ${formatDateTime(doc.createdAt)}`}
    </span>
    <form class="row" @submit=${(e: SubmitEvent) => onReplace(e, doc)}>
      <label for=${`replace-${doc.id}`}>New file</label>
      <input
        id=${`replace-${doc.id}`}
        name="file"
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        required
      />
      <button type="submit" ?disabled=${panel.busy}>Replace</button>
    </form>
  </li>`;
}

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="doc-title">
      <h2 id="doc-title">Upload a document</h2>
      <form class="stack" @submit=${onUpload}>
        <label for="doc-type">Kind of document</label>
        <select id="doc-type" name="documentType">
          ${TYPES.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
        </select>
        <label for="doc-country">Issued in (two letters)</label>
        <input id="doc-country" name="country" value="US" maxlength="2" required />
        <label for="doc-file">File (PDF, PNG or JPEG, at most 1 MB)</label>
        <input id="doc-file" name="file" type="file" accept="application/pdf,image/png,image/jpeg" required />
        <button type="submit" class="primary" ?disabled=${panel.busy}>Upload</button>
      </form>
      ${panel.messages('documents')}
    </section>
    <section class="card" aria-labelledby="doc-list-title">
      <h2 id="doc-list-title">Your documents</h2>
      ${list.length === 0
        ? html`<p class="muted">None yet.</p>`
        : html`<ul class="items">
            ${list.map(item)}
          </ul>`}
      ${nothing}
    </section>
  </div>`;
}

export const documentsScreen: Screen = {
  path: '/documents',
  title: 'Documents',
  view,
  enter: () => void panel.run('', load),
};
