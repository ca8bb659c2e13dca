import type { PersonErrorCode } from '../error-codes.js';
import { jaVaultErrors } from './vault-errors.js';

/** Japanese sentences for every error code a person can meet (complete: a missing code is a type error). */
export const jaErrorMessages = {
  ...jaVaultErrors,
  REJECTED: 'リクエストは拒否されました。何も署名されていません。',
  CHALLENGE_EXPIRED: 'このリクエストは期限切れです。もう一度やり直してください。',
  SESSION_EXPIRED: 'セッションの有効期限が切れました。もう一度サインインしてください。',
  SESSION_REVOKED: 'セッションはサインアウトされました。もう一度サインインしてください。',
  NETWORK_ERROR: 'ウォレットサービスに接続できません。接続を確認して、もう一度お試しください。',
  RATE_LIMITED: '試行回数が多すぎます。しばらく待ってから、もう一度お試しください。',
  WEBAUTHN_CANCELLED: 'パスキーの画面が閉じられたか、タイムアウトしました。',
  INVALID_OTP: 'コードが正しくありません。確認して、もう一度お試しください。',
  OTP_EXPIRED: 'コードの有効期限が切れました。新しいコードをリクエストしてください。',
  PASSKEY_CANCELLED: 'パスキーの画面が閉じられたか、タイムアウトしました。',
  PASSKEY_ALREADY_REGISTERED: 'このデバイスには、このウォレットのパスキーがすでに保存されています。',
  PASSKEY_NOT_ALLOWED_HERE: 'このサイトではパスキーを使用できません。',
  PASSKEY_UNSUPPORTED: 'このブラウザまたはデバイスはパスキーに対応していません。',
  NO_PASSKEY_CREDENTIAL:
    'このウォレットにはまだパスキーがありません。パスキーを作成するか、別の方法でサインインしてください。',
  OAUTH_POPUP_BLOCKED:
    'サインイン用のウィンドウがブロックされました。このサイトのポップアップを許可して、もう一度お試しください。',
  OAUTH_CANCELLED: 'サインインが完了する前に、サインイン用のウィンドウが閉じられました。',
  NO_SESSION: '先にサインインしてください。',
  SIGN_OUT_INCOMPLETE: 'このブラウザではサインアウトしましたが、ウォレットサービスに通知できませんでした。',
  CLIPBOARD_UNAVAILABLE: 'ここではコピーできません。代わりに単語を書き留めてください。',
  OTP_ATTEMPTS:
    '間違ったコードが多すぎます。このコードは使用できなくなりました。新しいコードをリクエストしてください。',
  QUOTE_EXPIRED:
    '送信前に見積もりの有効期限が切れました。何も送金されていません。新しい見積もりを取得して承認してください。',
  QUOTE_ALREADY_EXECUTED: 'この見積もりはすでに送信済みです。もう一度送る前に、取引履歴を確認してください。',
  INSUFFICIENT_FUNDS:
    'ウォレットの残高がこの支払いに足りません。何も送金されていません。入金してから、新しい見積もりを取得してください。',
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS:
    'このウォレットにはすでにメールでのサインインがあります。別のアドレスを使うには、先にそれを削除してください。',
  PASSKEY_CREDENTIAL_ALREADY_EXISTS:
    'このウォレットにはすでにパスキーがあります。別のパスキーを追加するには、先にそれを削除してください。',
  OAUTH_CREDENTIAL_ALREADY_EXISTS: 'このアカウントはすでにウォレットと連携しています。',
  CANNOT_REVOKE_LAST_CREDENTIAL:
    'これはウォレットにサインインできる唯一の方法です。削除する前に、別のサインイン方法を追加してください。',
  REQUEST_ID_REUSED: 'この承認はすでに使用されています。最初からやり直して、新しい承認を取得してください。',
  NO_WALLET: 'このページではウォレットを利用できません。',
  NOT_READY: 'ウォレットを読み込んでいます。少し待ってから、もう一度お試しください。',
  DECRYPTION_FAILED:
    'このブラウザではリカバリーフレーズを開けませんでした。もう一度エクスポートしてください。',
  UNSIGNED_ENVELOPE:
    'リカバリーフレーズを検証できなかったため、表示していません。もう一度エクスポートしてください。',
  INVALID_ENVELOPE_SIGNATURE:
    'リカバリーフレーズを検証できなかったため、表示していません。もう一度エクスポートしてください。',
  UNTRUSTED_SIGNER:
    'リカバリーフレーズを検証できなかったため、表示していません。サポートにお問い合わせください。',
  ORGANIZATION_MISMATCH:
    'リカバリーフレーズを検証できなかったため、表示していません。サポートにお問い合わせください。',
  EXPORT_NOT_BOUND:
    '届いたリカバリーフレーズは承認したエクスポートのものではないため、表示していません。もう一度エクスポートしてください。',
  CRYPTO_UNAVAILABLE: 'このブラウザではウォレットを安全に保管できません。最新のブラウザをご利用ください。',
  TIMEOUT: '時間がかかりすぎています。接続を確認して、もう一度お試しください。',
  SERVICE_ERROR: 'ウォレットサービスで問題が発生しました。もう一度お試しください。',
  SERVICE_TIMEOUT: 'ウォレットサービスの応答に時間がかかりすぎました。もう一度お試しください。',
  SERVICE_UNREACHABLE: 'ウォレットサービスに接続できません。しばらくしてから、もう一度お試しください。',
  INIT_FAILED: 'ウォレットを起動できませんでした。接続を確認して、ページを再読み込みしてください。',
  STORAGE_ERROR:
    'このブラウザはセッションを保存できませんでした。サイトデータの保存が許可されているか確認してください。',
  SESSION_KEY_UNREADABLE: 'このブラウザでサインインを完了できませんでした。もう一度お試しください。',
  NO_SESSION_KEY: 'このセッションでは署名できません。もう一度サインインしてください。',
  NO_WALLET_ACCOUNT: 'あなたのアカウントにはまだウォレットがありません。',
  PASSKEY_FAILED: 'パスキーでのサインインに失敗しました。もう一度試すか、別の方法でサインインしてください。',
  OAUTH_TIMEOUT: 'サインイン用のウィンドウの応答に時間がかかりすぎました。もう一度お試しください。',
  OAUTH_STATE_LOST: 'サインインを完了できませんでした。最初からやり直してください。',
  OAUTH_NONCE_MISMATCH: 'サインインを確認できませんでした。最初からやり直してください。',
  OAUTH_FAILED:
    'そのアカウントでのサインインに失敗しました。もう一度試すか、別の方法でサインインしてください。',
  ABORTED: '中止しました。',
  UNSUPPORTED: 'このブラウザはこの操作に対応していません。別の方法か、別のブラウザでお試しください。',
  INVALID_INPUT: '入力内容に誤りがあります。確認して、もう一度お試しください。',
  UNAUTHORIZED: '受け付けられませんでした。もう一度サインインしてから、やり直してください。',
  FORBIDDEN: 'このウォレットでは、この操作は許可されていません。',
  NOT_FOUND: '見つかりませんでした。削除された可能性があります。再読み込みして、もう一度お試しください。',
  CONFLICT: 'その間に内容が変更されました。再読み込みして、もう一度お試しください。',
  SERVICE_UNAVAILABLE:
    'ウォレットサービスが混み合っているか、停止しています。しばらくしてから、もう一度お試しください。',
  INTERNAL_ERROR: 'ウォレットサービスで問題が発生しました。もう一度お試しください。',
  PERMISSION_DENIED: 'このウォレットでは、この操作は許可されていません。',
  ACCOUNT_CLOSED: 'このアカウントは閉鎖されています。',
  ACCOUNT_NOT_ACTIVE: 'このアカウントはまだ有効になっていないため、送金も受け取りもできません。',
  QUOTE_EXECUTION_FAILED:
    '支払いを送信できませんでした。ウォレットからは何も出金されていません。新しい見積もりを取得して、もう一度お試しください。',
  CURRENCY_MISMATCH: 'これらの口座は見積もりとは異なる通貨を使っています。新しい見積もりを取得してください。',
  CURRENCY_NOT_SUPPORTED: 'この通貨には対応していません。',
  UNSUPPORTED_CURRENCY_PAIR: 'この2つの通貨間の送金には対応していません。',
  SAME_ACCOUNT: '送金元と同じ口座には送金できません。',
} as const satisfies Record<PersonErrorCode, string>;
