// The one P-256 check signatures and keys share, in plain byte comparisons (no BigInt), so that signing
// a stamp does not load the curve arithmetic.

/** The group order n of P-256, big-endian. */
const ORDER = Uint8Array.from(
  'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551'.match(/../g)!,
  (h) => parseInt(h, 16),
);

/** True when `scalar` (32 big-endian bytes) is in [1, n − 1]. */
export function isValidScalar(scalar: Uint8Array): boolean {
  if (scalar.length !== 32) return false;
  let zero = true;
  for (const b of scalar) if (b !== 0) zero = false;
  if (zero) return false;
  for (let i = 0; i < 32; i++) {
    if (scalar[i]! !== ORDER[i]!) return scalar[i]! < ORDER[i]!;
  }
  return false; // equal to n
}
