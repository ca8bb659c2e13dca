import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `dedupe`: the React 18 app installs its React beside the workspace's React 19, and @keyhold/react (one
// copy for both apps) must import the React of the app it is built into.
export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  logLevel: 'warn',
});
