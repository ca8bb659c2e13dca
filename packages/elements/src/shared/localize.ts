import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { enTerms, type Copy } from './copy.js';
import { personCode } from './errors.js';
import { enOfflineErrors } from '@keyhold/locales/en/offline-errors';

export type { Copy } from './copy.js';
export type CopyKey = keyof Copy;
/** The arguments of a term: none for a string, the parameters for a function. */
export type CopyArgs<K extends CopyKey> = Copy[K] extends (...args: infer A) => string ? A : [];

/** The English fallback of every term: `enTerms`, and the terms that load with a view (`addEnglishTerms`). */
const english: Partial<Copy> = { ...enTerms };
const catalogues = new Map<string, Partial<Copy>>([['en', english]]);
/** The English error sentences, once loaded (the fallback of every error code). */
let enErrors: Readonly<Record<string, string>> | undefined;
let enErrorsLoading: Promise<void> | undefined;

/**
 * Loads the English error sentences, which a page needs only once something failed: the elements start it
 * when a flow starts (beside its service call) and wait for it before they word a failure, so a person
 * always reads the sentence; a page where no flow runs never fetches them. The sentences of a connection
 * that is down ship with the elements (`@keyhold/locales/en/offline-errors`). Call (and await) it before `errorMessage()` in a
 * component of your own.
 */
export function loadErrorCopy(): Promise<void> {
  enErrorsLoading ??= import('@keyhold/locales/en/errors').then(
    (module) => {
      enErrors = module.enErrorMessages;
    },
    () => {
      // Offline or blocked: a failure reads as its offline sentence, or the generic one, until a later
      // attempt loads them.
      enErrorsLoading = undefined;
    },
  );
  return enErrorsLoading;
}
const controllers = new Set<LocalizeController>();
let observer: MutationObserver | undefined;

function refreshAll(): void {
  for (const c of controllers) c.host.requestUpdate();
}

/**
 * Adds (or extends) the catalogue of a language. Terms left out fall back to English. Every connected
 * component re-renders.
 *
 * @example
 * registerCopy('de', { cancel: 'Abbrechen', otpDigitLabel: (i, n) => `Ziffer ${i} von ${n}` })
 */
export function registerCopy(lang: string, copy: Partial<Copy>): void {
  const key = lang.toLowerCase();
  catalogues.set(key, { ...catalogues.get(key), ...copy });
  refreshAll();
}

/** The languages with a registered catalogue (lower case). */
export function registeredLanguages(): string[] {
  return [...catalogues.keys()];
}

/** The nearest `lang` from `el` upwards, crossing shadow roots, then `<html lang>`, then `en`. */
export function resolveLang(el: Element): string {
  let node: Element | null = el;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    const parent: Element | null = node.parentElement;
    if (parent) node = parent;
    else {
      const root = node.getRootNode();
      node = root instanceof ShadowRoot ? root.host : null;
    }
  }
  return 'en';
}

function lookup<K extends CopyKey>(lang: string, key: K, overrides: Partial<Copy> | undefined): Copy[K] {
  const own = overrides?.[key];
  if (own !== undefined) return own as Copy[K];
  const tag = lang.toLowerCase();
  const base = tag.split('-')[0] ?? tag;
  for (const l of [tag, base]) {
    const value = catalogues.get(l)?.[key];
    if (value !== undefined) return value as Copy[K];
  }
  return english[key] as Copy[K];
}

/** Adds English terms that load with a view (the approve dialog's): the fallback of every language. */
export function addEnglishTerms(terms: Partial<Copy>): void {
  Object.assign(english, terms);
}

/** An element whose copy the controller reads: it may carry per-instance overrides in `copy`. */
export type LocalizedHost = ReactiveControllerHost & HTMLElement & { copy?: Partial<Copy> | undefined };

/**
 * Gives a component its copy in the language of the nearest `lang` attribute (the element, an ancestor,
 * or `<html>`), re-rendering when any `lang` in the document or a catalogue changes. Per-instance terms
 * in the host's `copy` property win over the catalogues.
 *
 * @example
 * class MyEl extends LitElement {
 *   #t = new LocalizeController(this)
 *   render() { return html`<button>${this.#t.term('cancel')}</button>` }
 * }
 */
export class LocalizeController implements ReactiveController {
  readonly host: LocalizedHost;

  constructor(host: LocalizedHost) {
    this.host = host;
    host.addController(this);
  }

  /** The language in force, as written in the nearest `lang` attribute. */
  get lang(): string {
    return resolveLang(this.host);
  }

  /** One term in the current language. */
  term<K extends CopyKey>(key: K, ...args: CopyArgs<K>): string {
    const value = lookup(this.lang, key, this.host.copy);
    if (typeof value === 'function') return (value as (...a: unknown[]) => string)(...args);
    return value as string;
  }

  /**
   * A sentence for an error: the catalogue's for a code a person can meet (English when the language has
   * none), else the generic sentence. A person never reads an error's own message (it may name a code, an
   * id or an amount in minor units): for a code without wording the developer gets the code and message in
   * the console.
   */
  errorMessage(error: {
    code: string;
    message: string;
    status?: number | undefined;
    reason?: string | undefined;
    check?: string | undefined;
  }): string {
    const code = personCode(error);
    const known =
      lookup(this.lang, 'errorMessages', this.host.copy)?.[code] ??
      enErrors?.[code] ??
      (enOfflineErrors as Readonly<Record<string, string>>)[code];
    if (code === 'INVALID_INPUT' && error.message)
      console.warn(`@keyhold/elements: INVALID_INPUT: ${error.message}`);
    if (known !== undefined) return known;
    console.warn(`@keyhold/elements: ${code}: ${error.message}`);
    return this.term('errorGeneric');
  }

  hostConnected(): void {
    controllers.add(this);
    if (observer === undefined && typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(refreshAll);
      observer.observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['lang'],
        subtree: true,
      });
    }
  }

  hostDisconnected(): void {
    controllers.delete(this);
    if (controllers.size === 0 && observer !== undefined) {
      observer.disconnect();
      observer = undefined;
    }
  }
}
