import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: '米国の銀行口座',
  US_ACCOUNT: '米国の銀行口座',
  AED_ACCOUNT: 'UAEの銀行口座',
  BRL_ACCOUNT: 'ブラジルのPix口座',
  EUR_ACCOUNT: 'ユーロの銀行口座',
  SPARK_WALLET: 'Sparkウォレット',
};

const statuses: Record<string, string> = {
  CREATED: '開始',
  PENDING: '送信待ち',
  PROCESSING: '処理中',
  COMPLETED: '完了',
  REJECTED: '受取側の銀行に拒否され、返金済み',
  FAILED: '失敗',
  REFUNDED: '返金済み',
  EXPIRED: '送信前に期限切れ',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: '受取先のアドレスに接続できませんでした。',
  PAY_REQUEST_FAILED: '受取側が支払いリクエストを受け付けませんでした。',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'プラットフォームが支払いを承認できませんでした。',
  PAYMENT_APPROVAL_TIMED_OUT: 'プラットフォームが時間内に支払いを承認しませんでした。',
  OFFRAMP_FAILED: '受取先の口座にお金を振り込めませんでした。',
  MISSING_MANDATORY_PAYEE_DATA: '受取側が求める受取人の情報が不足していました。',
  QUOTE_EXPIRED: '支払いの前に見積もりの有効期限が切れました。',
  QUOTE_EXECUTION_FAILED: '支払いを実行できませんでした。',
};

const fundingFields: Record<string, string> = {
  bankName: '銀行名',
  accountNumber: '口座番号',
  routingNumber: 'ルーティング番号',
  iban: 'IBAN',
  swiftCode: 'SWIFTコード',
  reference: '参照番号（振込時に必ず記載してください）',
  address: '住所',
  paymentRails: '支払い方法',
};

/** A number in Japanese's digits (one plural form: `Intl.PluralRules('ja')` selects "other" for every count). */
const n = (value: number): string => formatNumber(value, 'ja');

/** The quote's countdown, m:ss, in Japanese's digits. */
const clock = (m: number, s: number): string =>
  `${n(m)}:${formatNumber(s, 'ja', { minimumIntegerDigits: 2 })}`;

/** The Japanese terms of `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>` (part of the complete Japanese catalogue). */
export const jaWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: '残高',
  balanceSignedOut: '残高を見るにはサインインしてください。',
  balanceUnreachable: 'ウォレットサービスに接続できないため、現在残高を表示できません。',
  balanceNone: 'このウォレットにはまだ口座がありません。',

  activityTitle: 'アクティビティ',
  activitySignedOut: '支払いを見るにはサインインしてください。',
  activityUnreachable: 'ウォレットサービスに接続できないため、現在支払いを表示できません。',
  activityEmpty: 'まだ支払いはありません。',
  activityMore: '以前の支払いを表示',
  activitySent: (who) => `${who}に送金`,
  activityReceived: (who) => `${who}から受け取り`,
  activitySomeone: '別の口座',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || '銀行口座';
    return masked === undefined ? `あなたの${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `送金額：${amount}`,
  activityAmountReceived: (amount) => `受取額：${amount}`,
  transactionStatus: (status) => statuses[status] ?? '状況不明',
  transactionFailure: (reason) => failures[reason] ?? '支払いを完了できませんでした。',
  activityUpdated: (status, who) => `${who}：${status}。`,

  receiveTitle: '受け取り',
  receiveSignedOut: '受け取り方法を見るにはサインインしてください。',
  receiveUnreachable: 'ウォレットサービスに接続できないため、現在受け取り情報を表示できません。',
  receiveAddressLabel: 'あなたのUMAアドレス：このアドレスで誰でもあなたに送金できます。',
  receiveQrLabel: (address) => `UMAアドレス ${address} のQRコード`,
  receiveCopy: 'アドレスをコピー',
  receiveCopied: 'アドレスをクリップボードにコピーしました。',
  receiveCopyFailed: 'アドレスをコピーできませんでした。アドレスを選択して、手動でコピーしてください。',
  receiveNoAddress: 'このウォレットにはまだUMAアドレスがありません。',
  receiveFundingTitle: 'または銀行口座から入金',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: '送金',
  sendSignedOut: '送金するにはサインインしてください。',
  sendUnreachable: 'ウォレットサービスに接続できないため、現在支払いを行えません。',
  sendNoPayees: 'まだ受取人がいません。まず支払先の銀行口座を追加してください。',
  sendPayeeLabel: '支払先',
  sendPayeeOption: (payee, currency) => `${payee}（${currency}）`,
  sendAmountLabel: '金額',
  sendSideLegend: '入力する金額',
  sendSideSending: (currency) => `送金額（${currency}）`,
  sendSideReceiving: (currency) => `受取人の受取額（${currency}）`,
  sendQuoteButton: '見積もりを取得',
  sendQuoting: '見積もりを取得しています…',
  sendAmountFormat: (currency, example) => `${currency}の金額を入力してください（例：${example}）。`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `${currency}の金額に小数点以下はありません。`
      : `${currency}の金額は小数点以下${n(decimals)}桁までです。`,
  sendAmountZero: 'ゼロより大きい金額を入力してください。',
  sendAmountLarge: 'この金額は1回の支払いで送れる上限を超えています。',
  sendYouSend: '送金額',
  sendFees: '手数料（込み）',
  sendTheyReceive: '受取額',
  sendRateLabel: '為替レート',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: '見積もりの残り有効時間',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: '見積もりの有効期限が切れたため、新しい見積もりを表示しています。',
  sendQuoteUnreachable:
    'ウォレットサービスに接続できないため、見積もりを取得できません。しばらくしてからもう一度お試しください。',
  sendButton: (amount) => `${amount}を送金`,
  sendChange: '変更',
  sendApproving: 'ウィンドウで支払いを承認してください。',
  sendDeclined: '支払いを拒否しました。何も署名・送信されていません。',
  sendRefused: '支払いに署名しましたが、サービスに拒否されました。何も送信されていません。',
  sendUnreachableMidway:
    'ウォレットサービスに接続できないため、支払いを送信できませんでした。何も送信されていません。しばらくしてからもう一度お試しください。',
  sendFollowing: (status) => `支払いを送信しました。${status}…`,
  sendFollowUnreachable:
    '支払いは送信されましたが、ウォレットサービスに接続できないため、現在進捗を確認できません。再試行しています…',
  sendCompleted: (amount, payee) => `完了：${payee}が${amount}を受け取りました。`,
  sendFailed: (status, reason) => `支払いは完了しませんでした（${status}）。${reason}`,
  sendAnother: '別の支払いを送る',
};
