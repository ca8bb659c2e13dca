export type Engine = 'chromium' | 'firefox' | 'webkit';
export declare const ENGINES: readonly Engine[];
export declare function browserEngine(): Engine;
export declare function findFirefox(): string;
export declare function findWebKit(): { driver: string; browser: string };
export declare function findEngine(engine: Engine): string;
export declare function playwrightLaunch(engine: 'chromium' | 'firefox'): {
  executablePath: string;
  args?: string[];
  channel?: string;
};
export declare function launchPlaywright(
  engine?: 'chromium' | 'firefox',
): Promise<import('playwright').Browser>;
export declare function freePort(): Promise<number>;
export declare function startDisplay(): Promise<{ display: string; stop: () => void }>;
export declare function startWebKitDriver(): Promise<{
  hostname: string;
  port: number;
  capabilities: Record<string, unknown>;
  stop: () => void;
}>;
