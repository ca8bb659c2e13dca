import type { LanguageCode } from '@keyhold/locales';
import type { CompleteCopy } from '../shared/copy.js';
import { ar } from '../locales/ar/register.js';
import { de } from '../locales/de/register.js';
import { es } from '../locales/es/register.js';
import { fr } from '../locales/fr/register.js';
import { he } from '../locales/he/register.js';
import { hi } from '../locales/hi/register.js';
import { it as italian } from '../locales/it/register.js';
import { ja } from '../locales/ja/register.js';
import { ko } from '../locales/ko/register.js';
import { pt } from '../locales/pt/register.js';
import { zh } from '../locales/zh/register.js';
import { arVaultErrors } from '@keyhold/locales/ar/vault-errors';
import { deVaultErrors } from '@keyhold/locales/de/vault-errors';
import { esVaultErrors } from '@keyhold/locales/es/vault-errors';
import { frVaultErrors } from '@keyhold/locales/fr/vault-errors';
import { heVaultErrors } from '@keyhold/locales/he/vault-errors';
import { hiVaultErrors } from '@keyhold/locales/hi/vault-errors';
import { itVaultErrors } from '@keyhold/locales/it/vault-errors';
import { jaVaultErrors } from '@keyhold/locales/ja/vault-errors';
import { koVaultErrors } from '@keyhold/locales/ko/vault-errors';
import { ptVaultErrors } from '@keyhold/locales/pt/vault-errors';
import { zhVaultErrors } from '@keyhold/locales/zh/vault-errors';

// One row per shipped language other than English (each registers through `@keyhold/elements/locales/<xx>`
// above), holding only what differs between languages; languages.test.ts runs every check on every row.

/** A term called with these arguments must read exactly this (a string) or match this (a pattern). */
export type Say = readonly [keyof CompleteCopy, readonly unknown[], string | RegExp];

export interface LanguageRow {
  /** The catalogue, as `@keyhold/elements/locales/<xx>` registers it. */
  readonly copy: CompleteCopy;
  /** The vault frame's error sentences in the language (same codes as English). */
  readonly vaultErrors: object;
  /** The `lang` a page may carry (region, script): the language is still picked. */
  readonly tag: string;
  /** Letters every term must contain, for a language not written in Latin letters; its screens then show no Latin word but `english`. */
  readonly script?: RegExp;
  /** English words the language uses as its own (brands, loan words such as "Passkey"): allowed on its screens. */
  readonly english: readonly string[];
  /** Terms that read as in English because the language uses the English word. */
  readonly sameAsEnglish?: readonly (keyof CompleteCopy)[];
  /** What the approve dialog's countdown reads. */
  readonly countdown: RegExp;
  /** Sentences pinned word for word: the screens' titles and buttons, agreement, plurals. */
  readonly says: readonly Say[];
}

/** The brand names every language writes in Latin letters. */
const BRANDS = ['Keyhold', 'Google', 'Apple'];

/** The titles and buttons of <kh-sign-in> and <kh-approve-dialog>, as the language's row pins them. */
const screens = (
  signInTitle: string,
  signInPasskey: string,
  approveTitle: string,
  approveButton: string,
  rejectButton: string,
): Say[] => [
  ['signInTitle', [], signInTitle],
  ['signInPasskey', [], signInPasskey],
  ['approveTitle', [], approveTitle],
  ['approveButton', [], approveButton],
  ['rejectButton', [], rejectButton],
];

export const ROWS: Record<Exclude<LanguageCode, 'en'>, LanguageRow> = {
  fr: {
    copy: fr,
    vaultErrors: frVaultErrors,
    tag: 'fr-CA',
    // "code" is French too.
    english: [...BRANDS, 'code'],
    countdown: /^Expire dans \d+:\d\d$/,
    says: [],
  },
  ar: {
    copy: ar,
    vaultErrors: arVaultErrors,
    tag: 'ar-EG',
    script: /[\u0600-\u06FF]/,
    english: BRANDS,
    countdown: /^تنتهي الصلاحية بعد \u2068\d+:\d\d\u2069$/,
    says: [],
  },
  es: {
    copy: es,
    vaultErrors: esVaultErrors,
    tag: 'es',
    english: BRANDS,
    countdown: /^Vence en \d+:\d\d$/,
    says: [['othersSignOutPartial', [1, 3], /1.*3.*2/]],
  },
  pt: {
    copy: pt,
    vaultErrors: ptVaultErrors,
    tag: 'pt',
    english: BRANDS,
    countdown: /^Expira em \d+:\d\d$/,
    says: [['othersSignOutPartial', [1, 3], /1.*3.*2/]],
  },
  it: {
    copy: italian,
    vaultErrors: itVaultErrors,
    tag: 'it',
    // "passkey", "email" and "browser" are Italian too ("passkey" as Apple and Google write it).
    english: [...BRANDS, 'passkey', 'email', 'browser'],
    sameAsEnglish: ['credentialType'],
    countdown: /^Scade tra \d+:\d\d$/,
    says: [['othersSignOutPartial', [1, 3], /1.*3.*2/]],
  },
  de: {
    copy: de,
    vaultErrors: deVaultErrors,
    tag: 'de-AT',
    // German keeps "Passkey", "Wallet", "Code", "Browser".
    english: [...BRANDS, 'Passkey', 'Wallet', 'Code', 'Browser'],
    // A bank is a "Bank" in German too.
    sameAsEnglish: ['receiveFundingField'],
    countdown: /^Läuft ab in \d+:\d\d$/,
    says: [
      ...screens(
        'Bei Ihrer Wallet anmelden',
        'Mit Passkey anmelden',
        'Mit Ihrer Wallet freigeben',
        'Freigeben und signieren',
        'Ablehnen',
      ),
      ['approveOperation', ['ADD_CREDENTIAL', 'PASSKEY'], 'Einen Passkey zu Ihrer Wallet hinzufügen'],
      ['approveOperation', ['ADD_CREDENTIAL', 'OAUTH'], 'Ein verknüpftes Konto zu Ihrer Wallet hinzufügen'],
      ['approveEffect', ['REVOKE_CREDENTIAL', 'EMAIL_OTP'], /mit diesem E-Mail-Code/],
      ['othersSignedOut', [1], 'Eine andere Sitzung wurde abgemeldet.'],
      ['othersSignedOut', [1200], '1.200 andere Sitzungen wurden abgemeldet.'],
      [
        'othersSignOutPartial',
        [1, 3],
        '1 von 3 Sitzungen wurde abgemeldet; 2 konnten nicht abgemeldet werden:',
      ],
      [
        'othersSignOutPartial',
        [2, 3],
        '2 von 3 Sitzungen wurden abgemeldet; 1 konnte nicht abgemeldet werden:',
      ],
    ],
  },
  ja: {
    copy: ja,
    vaultErrors: jaVaultErrors,
    tag: 'ja-JP',
    english: BRANDS,
    countdown: /^有効期限まで \d+:\d\d$/,
    says: [
      ...screens(
        'ウォレットにサインイン',
        'パスキーでサインイン',
        'ウォレットで承認',
        '承認して署名',
        '拒否',
      ),
      ['approveOperation', ['ADD_CREDENTIAL', 'PASSKEY'], 'ウォレットにパスキーを追加'],
      ['approveEffect', ['REVOKE_CREDENTIAL', 'EMAIL_OTP'], /このメール認証コード/],
      ['othersSignedOut', [1], '他の1件のセッションをサインアウトしました。'],
      ['othersSignedOut', [1200], '他の1,200件のセッションをサインアウトしました。'],
      [
        'othersSignOutPartial',
        [1, 3],
        '3件中1件のセッションをサインアウトしました。2件はサインアウトできませんでした：',
      ],
    ],
  },
  zh: {
    copy: zh,
    vaultErrors: zhVaultErrors,
    tag: 'zh-Hans-CN',
    english: BRANDS,
    countdown: /^\d+:\d\d 后过期$/,
    says: [
      ...screens('登录您的钱包', '使用通行密钥登录', '使用您的钱包批准', '批准并签名', '拒绝'),
      ['approveOperation', ['ADD_CREDENTIAL', 'PASSKEY'], '向您的钱包添加通行密钥'],
      ['approveEffect', ['REVOKE_CREDENTIAL', 'EMAIL_OTP'], /此邮箱验证码/],
      ['othersSignedOut', [1], '已退出其他 1 个会话。'],
      ['othersSignedOut', [1200], '已退出其他 1,200 个会话。'],
      ['othersSignOutPartial', [1, 3], '3 个会话中已退出 1 个；2 个无法退出：'],
    ],
  },
  ko: {
    copy: ko,
    vaultErrors: koVaultErrors,
    tag: 'ko',
    script: /[\uAC00-\uD7A3]/,
    english: BRANDS,
    countdown: /^\d+:\d\d 후 만료$/,
    says: [
      ...screens('지갑에 로그인', '패스키로 로그인', '지갑으로 승인', '승인하고 서명', '거절'),
      ['emailSubmit', [], '이메일로 코드 받기'],
      ['approveOperation', ['ADD_CREDENTIAL', 'PASSKEY'], '지갑에 패스키 추가'],
      ['approveEffect', ['ADD_CREDENTIAL', 'PASSKEY'], '이 패스키로 지갑에 로그인할 수 있게 돼요.'],
      // The particle a name takes (을/를, 으로/로).
      ['signedInAs', ['user@example.com'], 'user@example.com으로 로그인했어요.'],
      ['signedInAs', ['iPhone'], 'iPhone으로 로그인했어요.'],
      ['signedInAs', ['패스키'], '패스키로 로그인했어요.'],
      ['signedInAs', ['Google'], 'Google로 로그인했어요.'],
      ['credentialAdded', ['Google'], 'Google을 추가했어요.'],
      ['credentialAdded', ['연결된 계정'], '연결된 계정을 추가했어요.'],
      ['credentialAdded', ['Keyhold'], 'Keyhold를 추가했어요.'],
      ['approveEffect', ['ADD_CREDENTIAL', 'OAUTH'], '이 연결된 계정으로 지갑에 로그인할 수 있게 돼요.'],
      ['reauthIntro', ['PASSKEY', '내 휴대폰'], /패스키\(내 휴대폰\)로 다시 로그인/],
      ['othersSignedOut', [1], '다른 세션 1개를 로그아웃했어요.'],
      [
        'othersSignOutPartial',
        [1, 1200],
        '세션 1,200개 중 1개를 로그아웃했고, 1,199개는 로그아웃하지 못했어요:',
      ],
    ],
  },
  hi: {
    copy: hi,
    vaultErrors: hiVaultErrors,
    tag: 'hi',
    script: /[\u0900-\u097F]/,
    english: BRANDS,
    countdown: /^\d+:\d\d में समय-सीमा खत्म$/,
    says: [
      ...screens(
        'अपने वॉलेट में साइन इन करें',
        'पासकी से साइन इन करें',
        'अपने वॉलेट से मंज़ूरी दें',
        'मंज़ूरी दें और हस्ताक्षर करें',
        'अस्वीकार करें',
      ),
      ['emailSubmit', [], 'मुझे ईमेल पर कोड भेजें'],
      ['approveOperation', ['ADD_CREDENTIAL', 'PASSKEY'], 'अपने वॉलेट में पासकी जोड़ें'],
      ['approveEffect', ['ADD_CREDENTIAL', 'PASSKEY'], 'इस पासकी से आपके वॉलेट में साइन इन किया जा सकेगा।'],
      // Agreement with the sign-in method (its gender, its form before से).
      ['reauthIntro', ['PASSKEY', 'मेरा फ़ोन'], /अपनी पासकी \(मेरा फ़ोन\) से फिर से साइन इन करें/],
      ['reauthIntro', ['OAUTH', undefined], /अपने लिंक किए गए खाते से फिर से साइन इन करें/],
      [
        'approveEffect',
        ['ADD_CREDENTIAL', 'OAUTH'],
        'इस लिंक किए गए खाते से आपके वॉलेट में साइन इन किया जा सकेगा।',
      ],
      ['othersSignedOut', [1], 'एक दूसरा सेशन साइन आउट कर दिया गया।'],
      ['othersSignedOut', [120000], '1,20,000 दूसरे सेशन साइन आउट कर दिए गए।'],
      ['othersSignOutPartial', [1, 3], '3 में से 1 सेशन साइन आउट किया गया; 2 साइन आउट नहीं किए जा सके:'],
      ['othersSignOutPartial', [2, 3], '3 में से 2 सेशन साइन आउट किए गए; 1 साइन आउट नहीं किया जा सका:'],
    ],
  },
  he: {
    copy: he,
    vaultErrors: heVaultErrors,
    tag: 'he',
    script: /[\u05D0-\u05EA]/,
    english: BRANDS,
    countdown: /^התוקף יפוג בעוד \u2068\d+:\d\d\u2069$/,
    says: [
      ...screens('התחברות לארנק', 'התחברות עם מפתח גישה', 'אישור באמצעות הארנק', 'אישור וחתימה', 'דחייה'),
      ['emailSubmit', [], 'שליחת קוד באימייל'],
      ['approveOperation', ['ADD_CREDENTIAL', 'PASSKEY'], 'הוספת מפתח גישה לארנק שלך'],
      [
        'approveEffect',
        ['ADD_CREDENTIAL', 'PASSKEY'],
        'אחרי האישור אפשר יהיה להתחבר לארנק באמצעות מפתח הגישה הזה.',
      ],
      // Left-to-right runs isolated.
      ['signedInAs', ['user@example.com'], 'התחברת באמצעות \u2068user@example.com\u2069.'],
      ['quoteRate', ['EUR', '0.893', 'USD'], '\u20681 EUR = 0.893 USD\u2069'],
      [
        'reauthIntro',
        ['PASSKEY', 'iPhone'],
        'ההפעלה הסתיימה. כדי להמשיך יש להתחבר מחדש באמצעות מפתח הגישה שלך (\u2068iPhone\u2069).',
      ],
      [
        'approveEffect',
        ['ADD_CREDENTIAL', undefined],
        'אחרי האישור אפשר יהיה להתחבר לארנק באמצעות שיטת ההתחברות הזו.',
      ],
      ['othersSignedOut', [1], 'הפעלה אחרת אחת נותקה.'],
      ['othersSignedOut', [2], '2 הפעלות אחרות נותקו.'],
      ['othersSignOutPartial', [1, 1500], 'הפעלה אחת מתוך 1,500 נותקה; 1,499 הפעלות לא נותקו:'],
      ['othersSignOutPartial', [2, 3], '2 הפעלות מתוך 3 נותקו; הפעלה אחת לא נותקה:'],
    ],
  },
};
