// Where the built vault document is (serve it with createVaultHandler of @keyhold/server).
import { fileURLToPath } from 'node:url';

export const vaultRoot = fileURLToPath(new URL('./dist/', import.meta.url));
