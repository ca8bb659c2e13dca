import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/** Japanese has one plural form (`Intl.PluralRules('ja')` selects "other" for every count): numbers only. */
const number = new Intl.NumberFormat('ja');

/**
 * The vault frame's words in Japanese (polite です/ます): its approval and export views (`VaultCopy`), its
 * sign-in view (`SignInCopy`) and the approval window (`WindowCopy`). Times come in words already
 * (`inWords`, through `Intl.RelativeTimeFormat`: "4 分後"), amounts in currency.
 */
export const vault: VaultCopy = {
  approveTitle: 'Keyholdで承認',
  exportTitle: 'あなたのリカバリーフレーズ',
  intro: '署名しようとしている内容をKeyholdが表示しています。承認できるのは、ここにいるあなただけです。',
  approve: '承認',
  decline: '拒否',
  expiresIn: (w) => `このリクエストは${w}に期限切れになります。`,
  expired: 'このリクエストは期限切れです。何も署名されていません。',
  declined: '拒否しました。何も署名されていません。',
  signed: '承認しました。',
  exactText: '署名される正確なテキスト',
  waitingExport: 'エクスポートを準備しています…',
  send: (a) => `送金額：${a}`,
  receive: (a) => `受取額：${a}`,
  to: (p) => `送金先：${p}`,
  payeeAccount: '受取人の口座',
  note: (t) => `メモ：${t}`,
  opExecuteQuote: '支払いを送信',
  opExport: 'このウィンドウにリカバリーフレーズを表示',
  opAddEmail: (e) => `${e} へのメール認証コードによるサインインを追加`,
  opAddPasskey: (n) => `パスキー「${n}」を追加`,
  opAddOAuth: (n) => `${n}でのサインインを追加`,
  opAddCredential: 'サインイン方法を追加',
  opRevokeCredential: (n) => `サインイン方法「${n}」を削除`,
  opRevokeCredentialPlain: 'サインイン方法を削除',
  opChangeEmail: (e) => `メールアドレスを ${e} に変更`,
  opRevokeSession: 'セッションをサインアウト',
  opUnknown: '認識できないリクエストです。承認する前に、以下の正確なテキストを読んでください。',
  phraseIntro:
    'これらの単語を順番どおりに書き留め、オフラインで保管してください。これを知っている人は誰でもあなたのウォレットを操作できます。',
  copy: 'コピー',
  copied: 'コピーしました。1分後、フレーズがまだクリップボードに残っていれば削除されます。',
  copyFailed: 'ここではコピーできませんでした。単語を書き留めてください。',
  hide: '非表示',
  show: '表示',
  done: '完了',
  hiddenNotice: 'フレーズは非表示になっています。',
  exportKeyUnknown: 'このエクスポートはここで開始されたものではないため、拒否されました。',
  exportNotBound:
    '届いたリカバリーフレーズは承認したエクスポートのものではないため、表示していません。もう一度エクスポートしてください。',
  exportUnreadable:
    'リカバリーフレーズを検証できなかったため、表示していません。もう一度エクスポートしてください。',
  clipboardCleared: 'フレーズをクリップボードから削除しました。',
  clipboardChanged: 'クリップボードには別の内容が入っているため、そのままにしました。',
  clipboardUnchecked:
    'このブラウザではKeyholdがクリップボードを確認できないため、フレーズがまだ残っている可能性があります。「クリップボードを消去」を押すか、別の内容をコピーしてください。',
  clipboardClear: 'クリップボードを消去',
  clipboardClearFailed:
    'ここではクリップボードを消去できませんでした。別の内容をコピーして、フレーズを上書きしてください。',
  payeeNamed: (name, account) => `${name}、${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `末尾が ${last} の口座`,
  payeeNotListed: '登録済みの受取人ではない口座',
  payeeUnchecked: '受取人の口座（Keyhold では名義を確認できませんでした。アプリで確認してください）',
};

export const signIn: SignInCopy = {
  title: 'ウォレットにサインイン',
  intro: 'Keyholdがここでサインインを行います。コードがこの枠の外に出ることはありません。',
  emailLabel: 'メールアドレス',
  sendCode: 'メールでコードを受け取る',
  codeSentTo: (e) => `${e} に6桁のコードを送信しました。`,
  codeLabel: 'メールに記載されたコード',
  codeHint: '6桁',
  signIn: 'コードを確認',
  resend: '新しいコードを送信',
  resent: '新しいコードを送信しました。',
  otherAddress: '別のメールアドレスを使用',
  working: '処理中…',
  signedIn: 'サインインしました。',
  badEmail: '有効なメールアドレスを入力してください。',
  badCode: 'コードの6桁を入力してください。',
  wrongCode: 'コードが正しくありません。確認して、もう一度お試しください。',
  codeExpired: 'コードの有効期限が切れました。新しいコードをリクエストしてください。',
  tooManyAttempts:
    '間違ったコードが多すぎます。このコードは使用できなくなりました。新しいコードをリクエストしてください。',
  waitBeforeResend: (s) => `新しいコードをリクエストするまで${number.format(s)}秒お待ちください。`,
  notAMethod:
    'このアドレスはあなたのサインイン方法に登録されていません。登録時のメールアドレスを使用してください。',
  offline: 'ウォレットに接続できませんでした。接続を確認して、もう一度お試しください。',
  failed: 'サインインできませんでした。もう一度お試しください。',
  usePasskey: 'パスキーを使用',
  passkeyNickname: 'パスキー',
  passkeyCancelled: 'パスキーの確認が閉じられました。準備ができたらもう一度お試しください。',
  passkeyUnavailable:
    'このブラウザではここでパスキーを使用できません。メールアドレスでサインインしてください。',
  noPasskey:
    'このウォレットにはまだパスキーがありません。メールアドレスでサインインしてから追加してください。',
  passkeyFailed:
    'そのパスキーは使用できませんでした。もう一度お試しいただくか、メールアドレスでサインインしてください。',
  continueWith: (p) => `${p} で続ける`,
  popupBlocked:
    'サインイン画面がブロックされました。このサイトのポップアップを許可して、もう一度お試しください。',
  oauthCancelled: 'サインイン画面が閉じられました。準備ができたらもう一度お試しください。',
  noOAuth:
    'このウォレットはまだこのアカウントでサインインできません。メールアドレスでサインインしてから追加してください。',
  oauthFailed:
    'このアカウントでサインインできませんでした。もう一度お試しいただくか、メールアドレスでサインインしてください。',
};

export const window: WindowCopy = {
  continueHint: 'このリクエストを周囲のページから守るため、Keyholdのウィンドウで内容を確認して承認します。',
  continueButton: 'ウィンドウで続ける',
  windowOpen: 'Keyholdのウィンドウでリクエストを確認してください。',
  windowBlocked:
    'ブラウザがKeyholdのウィンドウを開きませんでした。このサイトのポップアップを許可してから、もう一度お試しください。',
  exportHeadline: 'ページ上のKeyholdの枠にリカバリーフレーズを表示',
};
