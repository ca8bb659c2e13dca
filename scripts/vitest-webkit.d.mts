import type { BrowserProviderOption } from 'vitest/node';
export declare function webkit(): BrowserProviderOption;
