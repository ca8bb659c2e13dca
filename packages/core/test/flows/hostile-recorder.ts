// A hostile script of the app origin, as a compromised dependency of the integrator's page runs: it wraps
// what a page script can wrap and records everything it sees (the DOM and every open shadow root, window
// and MessagePort traffic, fetch / XHR bodies both ways, every crypto.subtle call with its arguments and
// result, console, clipboard, and at the end the origin's storage). The tests then look for secrets in it.
import { toHex as bytesToHex } from '../../src/crypto/index.js';

type Fn = (...args: unknown[]) => unknown;

/** What the hostile script saw. */
export interface Recorder {
  /** Every observation, as text (bytes as hex and as UTF-8). */
  readonly entries: string[];
  /** Every CryptoKey that passed through anything it recorded. */
  readonly keys: Set<CryptoKey>;
  /** Every MessagePort the page posted on (the core's ports to its vault frames), with what it posted. */
  readonly sent: { port: MessagePort; data: unknown }[];
  /** Adds the DOM (open shadow roots included), storage, the clipboard and same-origin frames now. */
  snapshot(): Promise<void>;
  /** Everything as one text. */
  text(): string;
  /** Puts every wrapped function back. */
  uninstall(): void;
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

function describe(value: unknown, keys: Set<CryptoKey>, depth = 0): unknown {
  if (depth > 6) return '…';
  if (value instanceof CryptoKey) {
    keys.add(value);
    return { cryptoKey: value.type, extractable: value.extractable, usages: value.usages };
  }
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes =
      value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { hex: bytesToHex(bytes), utf8: utf8.decode(bytes) };
  }
  if (typeof MessagePort !== 'undefined' && value instanceof MessagePort) return '[MessagePort]';
  if (typeof Window !== 'undefined' && value instanceof Window) return '[Window]';
  if (value instanceof Node) return (value as Element).outerHTML ?? value.textContent;
  if (Array.isArray(value)) return value.map((v) => describe(v, keys, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value))
      out[k] = describe((value as Record<string, unknown>)[k], keys, depth + 1);
    if ('privateKey' in value)
      out['privateKey'] = describe((value as CryptoKeyPair).privateKey, keys, depth + 1);
    if ('publicKey' in value && (value as CryptoKeyPair).publicKey instanceof CryptoKey)
      out['publicKey'] = describe((value as CryptoKeyPair).publicKey, keys, depth + 1);
    return out;
  }
  return value;
}

async function readIndexedDb(name: string, keys: Set<CryptoKey>): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
    setTimeout(() => reject(new Error('blocked')), 3000);
  });
  const out: Record<string, unknown> = {};
  for (const storeName of [...db.objectStoreNames]) {
    const store = db.transaction(storeName, 'readonly').objectStore(storeName);
    const [k, v] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map(
        (r) => new Promise<unknown>((resolve) => (r.onsuccess = () => resolve(r.result))),
      ),
    );
    out[storeName] = describe({ keys: k, values: v }, keys);
  }
  db.close();
  return out;
}

function shadowRootsUnder(root: Document | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) found.push(el.shadowRoot, ...shadowRootsUnder(el.shadowRoot));
  }
  return found;
}

/** Installs the recorder in this page (the app origin). */
export function installRecorder(): Recorder {
  const entries: string[] = [];
  const keys = new Set<CryptoKey>();
  const sent: { port: MessagePort; data: unknown }[] = [];
  const restore: (() => void)[] = [];
  const record = (kind: string, ...data: unknown[]): void => {
    try {
      entries.push(`${kind} ${JSON.stringify(data.map((d) => describe(d, keys)))}`);
    } catch {
      entries.push(`${kind} [unserialisable]`);
    }
  };
  const wrap = <T extends object>(target: T, name: keyof T & string, make: (original: Fn) => Fn): void => {
    const original = target[name] as unknown as Fn;
    if (typeof original !== 'function') return;
    (target as Record<string, unknown>)[name] = make(original);
    restore.push(() => ((target as Record<string, unknown>)[name] = original));
  };

  // Window and port traffic, both ways.
  wrap(
    MessagePort.prototype,
    'postMessage',
    (original) =>
      function (this: MessagePort, ...args: unknown[]) {
        sent.push({ port: this, data: args[0] });
        record('port-out', args[0]);
        return original.apply(this, args);
      },
  );
  wrap(
    window,
    'postMessage',
    (original) =>
      function (this: Window, ...args: unknown[]) {
        record('window-out', args[0], args[1]);
        return original.apply(this, args);
      },
  );
  wrap(
    BroadcastChannel.prototype,
    'postMessage',
    (original) =>
      function (this: BroadcastChannel, ...args: unknown[]) {
        record('broadcast-out', this.name, args[0]);
        return original.apply(this, args);
      },
  );
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    ...onmessage,
    set(this: MessagePort, handler: ((e: MessageEvent) => void) | null) {
      onmessage.set!.call(
        this,
        handler &&
          ((e: MessageEvent) => {
            record('port-in', e.data);
            handler.call(this, e);
          }),
      );
    },
  });
  restore.push(() => Object.defineProperty(MessagePort.prototype, 'onmessage', onmessage));
  wrap(
    EventTarget.prototype,
    'addEventListener',
    (original) =>
      function (this: EventTarget, ...args: unknown[]) {
        if (args[0] === 'message' && typeof args[1] === 'function' && !(this instanceof Window)) {
          const listener = args[1] as Fn;
          args[1] = function (this: unknown, e: MessageEvent) {
            record('message-in', e.data);
            return listener.call(this, e);
          };
        }
        return original.apply(this, args);
      },
  );
  const onWindowMessage = (e: MessageEvent): void => record('window-in', e.origin, e.data);
  window.addEventListener('message', onWindowMessage, true);
  restore.push(() => window.removeEventListener('message', onWindowMessage, true));

  // Network bodies, both ways.
  wrap(window, 'fetch', (original) => async (...args: unknown[]) => {
    const [input, init] = args as [RequestInfo | URL, RequestInit | undefined];
    record('fetch', String(input instanceof Request ? input.url : input), init?.body ?? null);
    const response = (await original(...args)) as Response;
    response
      .clone()
      .text()
      .then((body) => record('fetch-response', response.url, body))
      .catch(() => undefined);
    return response;
  });
  wrap(
    XMLHttpRequest.prototype,
    'send',
    (original) =>
      function (this: XMLHttpRequest, ...args: unknown[]) {
        record('xhr', args[0]);
        this.addEventListener('load', () => record('xhr-response', this.responseText));
        return original.apply(this, args);
      },
  );

  // Every WebCrypto call with its arguments and its result.
  const methods = Object.getOwnPropertyNames(SubtleCrypto.prototype).filter((n) => n !== 'constructor');
  for (const name of methods as (keyof SubtleCrypto)[]) {
    wrap(
      SubtleCrypto.prototype,
      name,
      (original) =>
        async function (this: SubtleCrypto, ...args: unknown[]) {
          const result = await (original.apply(this, args) as Promise<unknown>);
          record(`subtle.${name}`, args, result);
          return result;
        },
    );
  }

  // Console, and what the clipboard gets.
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    wrap(console, level, (original) => (...args: unknown[]) => {
      record(`console.${level}`, ...args.map((a) => (a instanceof Error ? a.message : a)));
      return original.apply(console, args);
    });
  }
  const onClipboard = (e: ClipboardEvent): void => record(e.type, e.clipboardData?.getData('text/plain'));
  for (const type of ['copy', 'cut', 'paste'] as const) document.addEventListener(type, onClipboard, true);

  // The DOM as it changes, open shadow roots included (also those attached later).
  const observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'characterData') record('dom-text', m.target.textContent);
      else if (m.type === 'attributes')
        record('dom-attr', m.attributeName, (m.target as Element).getAttribute(m.attributeName!));
      else for (const node of m.addedNodes) record('dom-add', node);
    }
  });
  const watch = { childList: true, subtree: true, characterData: true, attributes: true };
  observer.observe(document, watch);
  for (const root of shadowRootsUnder(document)) observer.observe(root, watch);
  wrap(
    Element.prototype,
    'attachShadow',
    (original) =>
      function (this: Element, ...args: unknown[]) {
        const root = original.apply(this, args) as ShadowRoot;
        if (root.mode === 'open') observer.observe(root, watch);
        return root;
      },
  );
  const onInput = (e: Event): void => record('input', (e.composedPath()[0] as HTMLInputElement).value);
  document.addEventListener('input', onInput, true);
  restore.push(() => {
    observer.disconnect();
    document.removeEventListener('input', onInput, true);
    for (const type of ['copy', 'cut', 'paste'] as const)
      document.removeEventListener(type, onClipboard, true);
  });

  return {
    entries,
    keys,
    sent,
    async snapshot() {
      record('dom', document.documentElement.outerHTML);
      for (const root of shadowRootsUnder(document)) record('shadow', root.innerHTML);
      for (const frame of document.querySelectorAll('iframe')) {
        try {
          record('frame-dom', frame.contentDocument?.documentElement.outerHTML ?? null);
        } catch (error) {
          record('frame-dom-refused', (error as Error).name);
        }
      }
      record('localStorage', { ...localStorage });
      record('sessionStorage', { ...sessionStorage });
      for (const { name } of await indexedDB.databases()) {
        if (name) record('indexedDB', name, await readIndexedDb(name, keys).catch((e: Error) => e.name));
      }
      // Firefox and WebKit answer a read without a paste gesture with a paste prompt that waits for the
      // person: what the script gets then is nothing.
      const clipboard = navigator.clipboard.readText().catch((e: Error) => `unreadable: ${e.name}`);
      const unanswered = new Promise((r) => setTimeout(() => r('unanswered (paste prompt)'), 1000));
      record('clipboard', await Promise.race([clipboard, unanswered]));
    },
    text: () => entries.join('\n'),
    uninstall() {
      for (const undo of restore.reverse()) undo();
    },
  };
}

/**
 * Where the recovery phrase shows in `text`: the phrase itself, or any two of its words in a row (a single
 * common word such as "account" is also a wire name; two in a row are the phrase).
 */
export function phraseLeaks(text: string, phrase: string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i + 1 < phrase.length; i++) {
    const pair = new RegExp(`\\b${phrase[i]}\\W{1,16}${phrase[i + 1]}\\b`, 'i');
    const hit = pair.exec(text);
    if (hit) found.push(hit[0]);
  }
  return found;
}
