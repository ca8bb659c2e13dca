import type { playwright } from '@vitest/browser-playwright';
import type { BrowserProviderOption } from 'vitest/node';
export declare function firefox(options?: Parameters<typeof playwright>[0]): BrowserProviderOption;
