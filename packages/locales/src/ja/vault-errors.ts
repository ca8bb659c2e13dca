/** The Japanese sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors`. */
export const jaVaultErrors = {
  VAULT_UNREACHABLE:
    '安全な署名ウィンドウを読み込めませんでした。接続を確認して再読み込みしてください。何も署名されていません。',
  VAULT_NOT_A_VAULT: 'このサイトでは安全な署名ウィンドウが正しく設定されていません。何も署名されていません。',
  VAULT_PARENT_REFUSED: '安全な署名ウィンドウはこのサイトでは開けません。何も署名されていません。',
  VAULT_CSP_BLOCKED:
    'このサイトのセキュリティ設定により、安全な署名ウィンドウがブロックされています。何も署名されていません。サイト側で許可する必要があります。',
  VAULT_STORAGE_BLOCKED:
    '安全な署名ウィンドウに必要なストレージがこのブラウザでブロックされています。サイトデータを許可して再読み込みしてください。',
  VAULT_HANDSHAKE_TIMEOUT:
    '安全な署名ウィンドウが応答しませんでした。ページを再読み込みして、もう一度お試しください。',
  VAULT_CLOSED: '安全な署名ウィンドウが閉じられました。何も署名されていません。',
  VAULT_APPROVAL_REQUIRED: '安全な署名ウィンドウでの承認が必要です。',
  VAULT_APPROVAL_EXPIRED:
    'このリクエストは時間内に承認されませんでした。何も署名されていません。もう一度やり直してください。',
  VAULT_EXPORT_KEY_UNKNOWN:
    'このエクスポートはここで開始されたものではないため、拒否されました。何も表示されていません。',
  VAULT_KEY_MISSING: 'セッションの鍵がこのブラウザに残っていません。もう一度サインインしてください。',
} as const;
