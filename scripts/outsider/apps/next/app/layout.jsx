// The outsider test's Next.js root layout; page.jsx, wallet.jsx and next.config.mjs are the
// @keyhold/react README's Next.js recipe, written here from the packed README.
export const metadata = { title: 'Next.js wallet' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
