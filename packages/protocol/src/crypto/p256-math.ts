// P-256 field arithmetic in BigInt: the few things WebCrypto has no call for (a point's y from its x, the
// on-curve check of a point given as bytes) and the fallback public key of a scalar for a runtime whose
// WebCrypto cannot import a PKCS#8 key without its public half. Not constant-time: the scalar paths run
// only for the synchronous helpers (sandbox, tests) and that fallback.

/** Field prime p and the curve's b (y² = x³ − 3x + b). */
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;
const GX = 0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n;
const GY = 0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n;

const mod = (a: bigint): bigint => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

function pow(base: bigint, exponent: bigint): bigint {
  let r = 1n;
  for (let b = base, e = exponent; e > 0n; e >>= 1n, b = (b * b) % P) if (e & 1n) r = (r * b) % P;
  return r;
}

/** Big-endian bytes → BigInt. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

/** BigInt → 32 big-endian bytes. */
export function bigIntTo32Bytes(n: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 31, v = n; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}

const rightSide = (x: bigint): bigint => mod(((x * x) % P) * x - 3n * x + B);

/** y of the point with this x and y parity (`odd`), or undefined when x is not on the curve. */
export function liftX(x: bigint, odd: boolean): bigint | undefined {
  if (x >= P) return undefined;
  const y2 = rightSide(x);
  const y = pow(y2, (P + 1n) / 4n); // p ≡ 3 (mod 4)
  if ((y * y) % P !== y2) return undefined;
  return (y & 1n) === (odd ? 1n : 0n) ? y : P - y;
}

/** True when (x, y) is an affine point of P-256. */
export function isOnCurve(x: bigint, y: bigint): boolean {
  return x < P && y < P && (y * y) % P === rightSide(x);
}

/** d·G as affine (x, y), by double-and-add in Jacobian coordinates; `d` must be in [1, n − 1]. */
export function multiplyBase(d: bigint): [bigint, bigint] {
  let x = GX;
  let y = GY;
  let z = 1n;
  for (let i = d.toString(2).length - 2; i >= 0; i--) {
    // Doubling for a = −3.
    const delta = (z * z) % P;
    const gamma = (y * y) % P;
    const beta = (x * gamma) % P;
    const alpha = (3n * (x - delta) * (x + delta)) % P;
    const x2 = mod(alpha * alpha - 8n * beta);
    z = mod((y + z) ** 2n - gamma - delta);
    y = mod(alpha * (4n * beta - x2) - 8n * gamma * gamma);
    x = x2;
    if ((d >> BigInt(i)) & 1n) {
      // Mixed addition of G. The accumulator is never ±G here, since the scalar is below n.
      const zz = (z * z) % P;
      const h = mod(GX * zz - x);
      const hh = (h * h) % P;
      const i4 = 4n * hh;
      const j = (h * i4) % P;
      const r = 2n * (((GY * z) % P) * zz - y);
      const v = (x * i4) % P;
      const x3 = mod(r * r - j - 2n * v);
      y = mod(r * (v - x3) - 2n * y * j);
      z = mod((z + h) ** 2n - zz - hh);
      x = x3;
    }
  }
  const zi = pow(z, P - 2n);
  const zi2 = (zi * zi) % P;
  return [(x * zi2) % P, (((y * zi2) % P) * zi) % P];
}
