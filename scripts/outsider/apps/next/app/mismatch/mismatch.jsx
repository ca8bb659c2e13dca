'use client';

export default function Mismatch() {
  return (
    <p id="mismatch">
      {typeof window === 'undefined' ? 'Rendered on the server' : 'Rendered in the browser'}
    </p>
  );
}
