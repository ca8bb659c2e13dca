/** What the global setup provides to the browser tests. */
export interface BackendInfo {
  /** The test backend: `${url}/c/<customerId>/api/wallet` is the wallet handler for that customer. */
  url: string;
  sandboxOrigin: string;
  /** What the handler's /config reports. */
  sandbox: boolean;
}

export interface FlowsEnv {
  /** Sandbox with real sealed session keys, handler in sandbox mode. */
  main: BackendInfo;
  /** Sandbox with `--stub-session-keys`, handler in sandbox mode. */
  stub: BackendInfo;
  /** The same stub sandbox behind a handler that reports production mode. */
  stubProduction: BackendInfo;
  /**
   * The test vault server (`createVaultHandler` over the built `@keyhold/vault`), in sandbox mode. Its
   * parent origins are chosen by the path: `${vault}/p/<base64url JSON of origins>/` (see vaultUrl()).
   */
  vault: string;
}
