/**
 * Files for the document tests (`routes/documents.ts`, `routes/verifications.ts`): the first bytes of a
 * PDF, a JPEG and a PNG, and a multipart upload over real HTTP.
 */
import type { Api } from './api.js';

export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/** The helpers bound to one sandbox (`useApi()`'s client). */
export function documentHelpers(api: Pick<Api, 'base' | 'auth'>) {
  async function upload(
    method: string,
    path: string,
    fields: Record<string, string>,
    file?: { bytes: Uint8Array; name: string; type?: string },
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file)
      form.set(
        'file',
        new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    const res = await fetch(`${api.base}${path}`, {
      method,
      body: form,
      headers: { authorization: api.auth },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  return { upload };
}
