export interface DemoProcess {
  url: string;
  stop(): Promise<void>;
}
/** Starts one demo (`apps/demo/start.mjs` on free ports, frame mode unless `--page-mode`) and resolves once it listens. */
export declare function startDemo(extraArgs?: string[]): Promise<DemoProcess>;
