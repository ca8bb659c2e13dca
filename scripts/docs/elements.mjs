// One page per custom element, from packages/elements/custom-elements.json (the analyzer's output) and the
// `detail` types of KhEventDetailMap (packages/elements/src/shared/events.ts, read with the TypeScript
// compiler API): attributes, properties, methods, events, slots, parts, CSS custom properties, and a live
// example that runs against the sandbox when the site is served by `npm start`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { escapeHtml } from './layout.mjs';

/** Every element declaration with a tag name, sorted by tag. */
export function readElements(elementsDir) {
  const manifest = JSON.parse(readFileSync(join(elementsDir, 'custom-elements.json'), 'utf8'));
  const elements = [];
  for (const mod of manifest.modules)
    for (const d of mod.declarations ?? [])
      if (d.customElement && d.tagName) elements.push({ ...d, modulePath: mod.path });
  return elements.sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** `event name → { type, description }` from the `KhEventDetailMap` interface. */
export function readEventDetails(eventsFile) {
  const source = ts.createSourceFile(
    eventsFile,
    readFileSync(eventsFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const details = new Map();
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'KhEventDetailMap') return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const name = member.name.getText(source).replace(/^'|'$/g, '');
      details.set(name, { type: member.type.getText(source).replace(/\s+/g, ' ') });
    }
  });
  if (details.size === 0) throw new Error(`no KhEventDetailMap found in ${eventsFile}`);
  return details;
}

/** What each live example puts on the stage (a sign-in first where the element needs a session). */
const STAGES = {
  'kh-sign-in': '<kh-sign-in methods="email passkey"></kh-sign-in>',
  'kh-reauth':
    '<kh-sign-in methods="email"></kh-sign-in>\n<button type="button" data-live="reauth">Open the re-authentication dialog</button>\n<kh-reauth></kh-reauth>',
  'kh-approve-dialog':
    '<kh-sign-in methods="email"></kh-sign-in>\n<button type="button" data-live="approve">Ask to export this wallet (a signed request)</button>\n<kh-approve-dialog></kh-approve-dialog>',
  'kh-otp-input':
    '<form data-live="form"><label for="live-otp">One-time code</label>\n<kh-otp-input id="live-otp" name="code" length="6"></kh-otp-input>\n<button type="submit">Submit</button></form>',
  'kh-email-input':
    '<form data-live="form"><kh-email-input name="email" required></kh-email-input>\n<button type="submit">Submit</button></form>',
  'kh-credential-manager':
    '<kh-sign-in methods="email"></kh-sign-in>\n<kh-credential-manager></kh-credential-manager>',
  'kh-session-list': '<kh-sign-in methods="email"></kh-sign-in>\n<kh-session-list></kh-session-list>',
  'kh-session-status': '<kh-sign-in methods="email"></kh-sign-in>\n<kh-session-status></kh-session-status>',
  'kh-export': '<kh-sign-in methods="email"></kh-sign-in>\n<kh-export></kh-export>',
  'kh-balance': '<kh-sign-in methods="email"></kh-sign-in>\n<kh-balance></kh-balance>',
  'kh-activity': '<kh-sign-in methods="email"></kh-sign-in>\n<kh-activity page-size="5"></kh-activity>',
  'kh-receive': '<kh-sign-in methods="email"></kh-sign-in>\n<kh-receive></kh-receive>',
  'kh-send':
    '<kh-sign-in methods="email"></kh-sign-in>\n<button type="button" data-live="fund">Add $1,000 of sandbox money and a euro payee</button>\n<kh-balance></kh-balance>\n<kh-send></kh-send>\n<kh-activity page-size="3"></kh-activity>',
};

/** The money elements, defined by `@keyhold/elements/money` rather than `/all`. */
const MONEY_TAGS = new Set(['kh-balance', 'kh-activity', 'kh-receive']);

const code = (text) => (text ? `<code>${escapeHtml(text)}</code>` : '');

/** Markdown-ish inline text of the manifest (backticks only) to HTML. */
function inline(text = '') {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function table(id, title, head, rows) {
  if (rows.length === 0) return `<h2 id="${id}">${title}</h2>\n<p>None.</p>`;
  return `<h2 id="${id}">${title}</h2>
<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>
${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>`;
}

/** The body of one element's page. */
export function elementBody(el, eventDetails, elementsEntry) {
  const members = (el.members ?? []).filter(
    (m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.static && !m.name.startsWith('_'),
  );
  const fields = members.filter((m) => m.kind === 'field');
  const methods = members.filter((m) => m.kind === 'method');
  const events = (el.events ?? []).map((e) => {
    const known = eventDetails.get(e.name);
    const detail = known
      ? known.type
      : e.type?.text && e.type.text !== 'Event'
        ? e.type.text
        : 'none (a native event)';
    return [code(e.name), known ? code(detail) : escapeHtml(detail), inline(e.description)];
  });
  const stage = STAGES[el.tagName] ?? `<${el.tagName}></${el.tagName}>`;
  const entry = `@keyhold/elements/${el.modulePath.split('/')[1]}`;
  // The money elements are not in `/all` (pages without money do not carry them): `/money` defines both.
  const group = MONEY_TAGS.has(el.tagName) ? 'money' : 'all';
  return `<h1><code>&lt;${el.tagName}&gt;</code></h1>
<p><strong>${inline(el.summary ?? '')}</strong></p>
<p>${inline(el.description ?? '')}</p>
<p>Class <code>${escapeHtml(el.name)}</code>; <code>import '${escapeHtml(entry)}'</code> defines the tag (or <code>import '${escapeHtml(elementsEntry)}/${group}'</code> for ${group === 'all' ? 'every tag but the money elements' : 'every money element'}). Source: <code>packages/elements/${escapeHtml(el.modulePath)}</code>.</p>
<p>On this page: <a href="#live-example">live example</a>, <a href="#attributes">attributes</a>, <a href="#properties">properties</a>, <a href="#methods">methods</a>, <a href="#events">events</a>, <a href="#slots">slots</a>, <a href="#parts">parts</a>, <a href="#css-properties">CSS custom properties</a>.</p>
<h2 id="live-example">Live example</h2>
<section class="live-example" data-tag="${el.tagName}" aria-label="Live example">
<p class="live-status" role="status">This example runs against the local sandbox when the site is served by <code>npm start</code>: build it with <code>npm run docs</code>, run <code>npm start</code> and open <code>http://localhost:5173/docs/elements/${el.tagName}.html</code>. Opened from disk (or on a server without the demo backend) the element is not connected to a wallet. Add <code>?backend=/your/wallet/handler</code> to use your own wallet handler on the page's origin.</p>
<form class="live-login" hidden><label>Demo account email <input type="email" name="email" required autocomplete="email"></label> <button type="submit">Sign in to the demo</button></form>
<div class="live-stage">
${stage}
</div>
<p class="live-outbox" hidden>Latest code the sandbox emailed: <output></output> <button type="button">Check the outbox</button></p>
<h3>Events seen</h3>
<ol class="live-events"></ol>
</section>
<h3>Markup</h3>
<pre><code>${escapeHtml(stage)}</code></pre>
${table(
  'attributes',
  'Attributes',
  ['Attribute', 'Property', 'Type', 'Default', 'Description'],
  (el.attributes ?? []).map((a) => [
    code(a.name),
    code(a.fieldName),
    code(a.type?.text),
    code(a.default),
    inline(a.description),
  ]),
)}
${table(
  'properties',
  'Properties',
  ['Property', 'Type', 'Default', 'Description'],
  fields.map((f) => [
    code(f.name) + (f.readonly ? ' (read-only)' : ''),
    code(f.type?.text),
    code(f.default),
    inline(f.description),
  ]),
)}
${table(
  'methods',
  'Methods',
  ['Method', 'Returns', 'Description'],
  methods.map((m) => [
    code(
      `${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ')})`,
    ),
    code(m.return?.type?.text ?? 'void'),
    inline(m.description),
  ]),
)}
${table('events', 'Events', ['Event', '<code>detail</code> type', 'Description'], events)}
<p>Every <code>kh-*</code> event bubbles and is composed; <code>kh-request-close</code> and <code>kh-otp-resend</code> are cancelable. Their types are registered on <code>GlobalEventHandlersEventMap</code>, so <code>addEventListener('kh-…', (e) =&gt; e.detail)</code> type-checks.</p>
${table(
  'slots',
  'Slots',
  ['Slot', 'Description'],
  (el.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', inline(s.description)]),
)}
${table(
  'parts',
  'CSS parts',
  ['Part', 'Description'],
  (el.cssParts ?? []).map((p) => [code(`::part(${p.name})`), inline(p.description)]),
)}
${table(
  'css-properties',
  'CSS custom properties',
  ['Property', 'Default', 'Description'],
  (el.cssProperties ?? []).map((p) => [code(p.name), code(p.default), inline(p.description)]),
)}
`;
}
