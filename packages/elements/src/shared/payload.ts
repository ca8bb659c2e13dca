/**
 * `payloadToSign` for people: JSON indented two spaces when it parses, else the text as received. The
 * stamp always covers the original string; this is only what is shown.
 */
export function prettyPayload(payloadToSign: string): string {
  try {
    return JSON.stringify(JSON.parse(payloadToSign), null, 2);
  } catch {
    return payloadToSign;
  }
}
