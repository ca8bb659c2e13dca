import type { Page } from './types.js';

/**
 * A paginated list request: `await` it for one page, or iterate it with `for await` to walk every item
 * across pages (following `nextCursor` until `hasMore` is false).
 *
 * @example
 * const first = await client.customers.list({ limit: 10 });
 * for await (const customer of client.customers.list({ region: 'US' })) console.info(customer.id);
 */
export class PageRequest<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page<T>>;
  readonly #cursor: string | undefined;
  #first: Promise<Page<T>> | undefined;

  constructor(fetchPage: (cursor: string | undefined) => Promise<Page<T>>, cursor?: string) {
    this.#fetchPage = fetchPage;
    this.#cursor = cursor;
  }

  #page(): Promise<Page<T>> {
    this.#first ??= this.#fetchPage(this.#cursor);
    return this.#first;
  }

  then<R1 = Page<T>, R2 = never>(
    onFulfilled?: ((value: Page<T>) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#page().then(onFulfilled, onRejected);
  }

  /** Every page, one at a time. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let page = await this.#page();
    for (;;) {
      yield page;
      if (!page.hasMore || !page.nextCursor) return;
      page = await this.#fetchPage(page.nextCursor);
    }
  }

  /** Iterates over every item of every page, fetching the next page as needed. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }
}
