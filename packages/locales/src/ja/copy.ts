import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { jaWalletMoneyTerms } from './wallet.js';
import { jaErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: 'パスキー',
  EMAIL_OTP: 'メール認証コード',
  OAUTH: '連携アカウント',
};

const typeName = (type: string | undefined): string => (type && typeNames[type]) || 'サインイン方法';

/** The service's external account types in words (§2.7); others read as "口座". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: '米国の銀行口座',
  US_ACCOUNT: '米国の銀行口座',
  AED_ACCOUNT: 'UAEの銀行口座',
  BRL_ACCOUNT: 'ブラジルのPix口座',
  SPARK_WALLET: 'Sparkウォレット',
};

/** Japanese has one plural form (`Intl.PluralRules('ja')` selects "other" for every count): numbers only. */
const number = new Intl.NumberFormat('ja');
const n = (value: number): string => number.format(value);

/**
 * The Japanese catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type
 * error), in the polite です/ます form of Japanese apps, with the words Apple and Google use in Japanese
 * (パスキー, サインイン, サインアウト). Pure data: `@keyhold/elements/locales/ja` registers it.
 */
export const ja: CompleteCopy = {
  cancel: 'キャンセル',
  close: '閉じる',
  retry: '再試行',
  working: '処理中…',
  expiresIn: (seconds) => `有効期限まで ${minutesSeconds(seconds, 'ja')}`,
  expired: '期限切れ',
  errorGeneric: '問題が発生しました。もう一度お試しください。',
  errorMessages: jaErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => `${n(length)}桁のコード`,
  otpDigitLabel: (index, length) => `${n(length)}桁中${n(index)}桁目`,
  otpResend: '新しいコードを送信',
  otpResendIn: (seconds) => `${minutesSeconds(seconds, 'ja')} 後に新しいコードを送信できます`,
  otpMissing: 'コードを入力してください。',
  otpIncomplete: (length) => `${n(length)}桁すべてを入力してください。`,
  otpLocked:
    '間違ったコードが多すぎます。このコードは使用できなくなり、このメールアドレスでのサインインはしばらく停止されます。ボタンが使えるようになったら、新しいコードをリクエストしてください。',

  approveTitle: 'ウォレットで承認',
  approveIntro: '署名する内容を確認してください。承認するまで何も署名されません。',
  approveOperation: (operation, type) => {
    const what = typeName(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `ウォレットに${what}を追加`;
      case 'REVOKE_CREDENTIAL':
        return `ウォレットから${what}を削除`;
      case 'REVOKE_SESSION':
        return 'ウォレットのセッションをサインアウト';
      case 'REVOKE_SESSIONS':
        return '他のセッションをサインアウト';
      case 'EXPORT_WALLET':
        return 'ウォレットのリカバリーフレーズをエクスポート';
      case 'EXECUTE_QUOTE':
        return 'この見積もりの支払いを送信';
      default:
        return 'このリクエストに署名';
    }
  },
  approvePayloadLabel: '署名される内容',
  approveExactText: '署名される正確なテキスト',
  approveExpiredNotice:
    'このリクエストは承認される前に期限切れになりました。閉じて、もう一度やり直してください。',
  approveButton: '承認して署名',
  approveBusy: '署名中…',
  rejectButton: '拒否',
  approveEffect: (operation, type) => {
    const what = `この${typeName(type)}`;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `${what}でウォレットにサインインできるようになります。`;
      case 'REVOKE_CREDENTIAL':
        return `${what}ではサインインできなくなり、そのセッションも終了します。`;
      case 'REVOKE_SESSION':
        return 'そのセッションはすぐに終了します。使用している人は再度サインインが必要です。';
      case 'REVOKE_SESSIONS':
        return 'これらのセッションはそれぞれすぐに終了します。使用している人は再度サインインが必要です。サインアウトは1件ずつ個別に署名されます。';
      case 'EXPORT_WALLET':
        return 'リカバリーフレーズは暗号化されてこのブラウザに送信され、表示を選んだときにだけ表示されます。';
      case 'EXECUTE_QUOTE':
        return '承認するとすぐに、お金がウォレットから送金されます。この操作は取り消せません。';
      default:
        return '承認する前に、以下の詳細を確認してください。';
    }
  },
  approveWaitingReauth: '再度のサインインを待っています…',
  approveSignedRefused:
    '承認して署名しましたが、サービスに拒否されました。何も反映されていません。閉じて、もう一度やり直してください。',
  quoteSend: '送金額',
  quoteReceive: '受取額',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: '為替レート',
  quoteFees: '手数料（込み）',
  quoteDestination: '送金先',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || '口座';
    return masked === undefined ? `受取人の${kind}` : `${kind} ${masked}`;
  },
  quoteExpires: '見積もりの有効期限',

  loading: '読み込み中…',
  noWallet: 'ウォレットが接続されていません。',
  signInFirst: 'ウォレットを管理するにはサインインしてください。',
  formatDate: formatDateIn,

  signInTitle: 'ウォレットにサインイン',
  storageCleared:
    'このブラウザがこのサイトの保存データを消去したため、サインアウトされました。続けるには再度サインインしてください。',
  reauthTitle: '本人確認',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'セッションが終了しました。続けるには再度サインインしてください。'
      : `セッションが終了しました。続けるには${typeName(type)}${nickname ? `（${nickname}）` : ''}で再度サインインしてください。`,
  reauthOtherCredential:
    '続けるには、削除しようとしている方法とは別のサインイン方法でサインインしてください。',
  signInPasskey: 'パスキーでサインイン',
  createPasskey: 'パスキーを作成',
  passkeyNameLabel: 'このパスキーの名前',
  passkeyNameDefault: 'マイパスキー',
  passkeyCreateButton: 'パスキーを作成',
  back: '戻る',
  emailLabel: 'メールアドレス',
  emailSubmit: 'メールでコードを受け取る',
  orDivider: 'または',
  codeSentTo: (email) => `${email} に6桁のコードを送信しました。`,
  codeRecentlySent: (email) =>
    `少し前に ${email} にコードを送信しました。そのコードを使うか、しばらくしてから新しいコードをリクエストしてください。`,
  useDifferentEmail: '別のメールアドレスを使用',
  verifyButton: 'コードを確認',
  signedInAs: (name) => `${name}でサインインしました。`,
  addNeedsSignIn: (type) =>
    `このウォレットにはまだ${typeName(type)}がありません。登録済みの方法でサインインしてから、サインイン方法の一覧で追加してください。`,

  reauthCancel: 'キャンセル',

  credentialsTitle: 'サインイン方法',
  credentialsEmpty: 'サインイン方法はまだありません。',
  credentialCreated: (date) => `追加：${date}`,
  credentialCurrent: 'このセッションで使用中',
  credentialRemove: '削除',
  credentialRemoveLabel: (name) => `${name}を削除`,
  addPasskey: 'パスキーを追加',
  addEmail: 'メールアドレスを追加',
  addEmailLabel: '追加するメールアドレス',
  addButton: '追加',
  credentialAdded: (name) => `${name}を追加しました。`,
  credentialRemoved: (name) => `${name}を削除しました。`,
  credentialOnlyOne: 'これは唯一のサインイン方法のため、削除できません。先に別の方法を追加してください。',
  credentialOneOfEach: (type) =>
    `このウォレットにはすでに${typeName(type)}があります。サインイン方法は種類ごとに1つまでです。`,
  addOAuth: 'アカウントを連携',

  sessionsTitle: 'サインイン中のセッション',
  sessionsEmpty: 'アクティブなセッションはありません。',
  sessionThisBrowser: 'このブラウザ',
  sessionExpires: (date) => `有効期限：${date}`,
  sessionCreated: (when) => `サインイン：${when}`,
  sessionLastUsedHere: (when) => `このブラウザでの最終使用：${when}`,
  signOutOthers: '他のすべてのセッションをサインアウト',
  othersSignedOut: (count) => `他の${n(count)}件のセッションをサインアウトしました。`,
  signOutOthersList: (count) =>
    `次の${n(count)}件のセッションをサインアウトします（1件ごとに個別に署名します）：`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'もう1つのセッションをサインアウトできませんでした：'
        : `他の${n(total)}件のセッションをいずれもサインアウトできませんでした：`;
    return `${n(total)}件中${n(ended)}件のセッションをサインアウトしました。${n(failed)}件はサインアウトできませんでした：`;
  },
  sessionNotSignedOut: (session, reason) => `${session}：${reason}`,
  sessionSignOut: 'サインアウト',
  sessionSignOutLabel: (name) => `${name}をサインアウト`,
  signOutHere: 'このブラウザからサインアウト',
  sessionRevoked: 'セッションをサインアウトしました。',
  signedOut: 'サインアウトしました。',

  statusActive: (name, when) => `${name}でサインイン中です。セッションは${when}に終了します。`,
  statusExpiring: (name, when) =>
    `${name}でのセッションは${when}に終了します。それ以降に署名するには、再度サインインが必要です。`,
  statusExpired: 'セッションの有効期限が切れました。ウォレットを使うには再度サインインしてください。',
  statusRevoked:
    'セッションは別のデバイスまたはブラウザからサインアウトされました。続けるには再度サインインしてください。',
  statusSignedOut: 'ウォレットにサインインしていません。',
  statusSignInAgain: '再度サインイン',

  exportTitle: 'リカバリーフレーズをエクスポート',
  exportWarning:
    'リカバリーフレーズがあれば、ウォレットを完全に操作できます。これを見た人は誰でもあなたの資金を持ち出せます。画面を誰にも見られていないことを確認してください。',
  exportStart: 'リカバリーフレーズをエクスポート',
  exportReadyNotice: 'リカバリーフレーズの準備ができました。表示するまで非表示のままです。',
  exportReveal: 'リカバリーフレーズを表示',
  exportHide: '非表示',
  exportDone: '完了',
  exportCopy: 'コピー',
  exportCopied: 'クリップボードにコピーしました。',
  exportAutoHidden: 'リカバリーフレーズを非表示にしました。見るにはもう一度表示してください。',
  exportPhraseLabel: 'リカバリーフレーズ',
  ...jaWalletMoneyTerms,
};
