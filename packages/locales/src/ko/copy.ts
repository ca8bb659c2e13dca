import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { koWalletMoneyTerms } from './wallet.js';
import { koErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: '패스키',
  EMAIL_OTP: '이메일 코드',
  OAUTH: '연결된 계정',
};

const typeName = (type: string): string => typeNames[type] ?? '로그인 방법';

/** The service's external account types in words (§2.7); others read as "계좌". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: '미국 은행 계좌',
  US_ACCOUNT: '미국 은행 계좌',
  AED_ACCOUNT: '아랍에미리트 은행 계좌',
  BRL_ACCOUNT: '브라질 Pix 계좌',
  SPARK_WALLET: 'Spark 지갑',
};

/** A count in Korean digits (Intl: the same digits as the amounts on the screen). */
const num = (n: number): string => new Intl.NumberFormat('ko').format(n);

/** How digits are read: 영 일 이 삼 사 오 육 칠 팔 구 (a closing consonant, ㄹ, or none). */
const DIGIT_ENDINGS = [
  'final',
  'rieul',
  'none',
  'final',
  'none',
  'none',
  'final',
  'rieul',
  'rieul',
  'none',
] as const;

/**
 * How `word` ends when read aloud, which picks the particle after it (을/를, 이/가, 으로/로): a Hangul
 * syllable by its closing consonant (받침); a digit as it is read; a Latin word by how Korean writes its
 * ending: a silent final e dropped ("Google" 구글, "phone" 폰), then …l as ㄹ, …m/…n/…ng and a short
 * vowel before k/p/t ("MacBook" 맥북) as a closing consonant, anything else open ("Keyhold" 키홀드).
 */
function ending(word: string): 'final' | 'rieul' | 'none' {
  const last = word
    .replace(/[\s)\]}"'”’»]+$/u, '')
    .slice(-4)
    .toLowerCase();
  const char = last.at(-1) ?? '';
  const code = char.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'none' : final === 8 ? 'rieul' : 'final';
  }
  if (/[0-9]/.test(char)) return DIGIT_ENDINGS[Number(char)]!;
  const silentE = /[^aeiou]e$/.test(last);
  const sound = silentE ? last.slice(0, -1) : last;
  if (sound.endsWith('l')) return 'rieul';
  if (/(?:[mn]|ng)$/.test(sound) || (!silentE && /[aeiou][kpt]$/.test(sound))) return 'final';
  return 'none';
}

/** 으로/로 ("with, by"): 로 after a vowel or ㄹ. */
const ro = (word: string): string => (ending(word) === 'final' ? '으로' : '로');
/** 을/를 (object). */
const eul = (word: string): string => (ending(word) === 'none' ? '를' : '을');
/** 이/가 (subject). */
const ga = (word: string): string => (ending(word) === 'none' ? '가' : '이');

/**
 * The Korean catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type error),
 * in the polite 해요체 of Korean banking apps throughout. Pure data: `@keyhold/elements/locales/ko`
 * registers it.
 */
export const ko: CompleteCopy = {
  cancel: '취소',
  close: '닫기',
  retry: '다시 시도',
  working: '처리 중…',
  expiresIn: (seconds) => `${minutesSeconds(seconds, 'ko')} 후 만료`,
  expired: '만료됨',
  errorGeneric: '문제가 발생했어요. 다시 시도해 주세요.',
  errorMessages: koErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => `${num(length)}자리 코드`,
  otpDigitLabel: (index, length) => `${num(length)}자리 중 ${num(index)}번째 숫자`,
  otpResend: '새 코드 보내기',
  otpResendIn: (seconds) => `${minutesSeconds(seconds, 'ko')} 후 새 코드 보내기`,
  otpMissing: '코드를 입력해 주세요.',
  otpIncomplete: (length) => `${num(length)}자리를 모두 입력해 주세요.`,
  otpLocked:
    '잘못된 코드를 너무 많이 입력했어요. 이 코드는 더 이상 쓸 수 없고, 이 이메일로 로그인하는 것도 잠시 멈췄어요. 버튼을 다시 누를 수 있게 되면 새 코드를 요청해 주세요.',

  approveTitle: '지갑으로 승인',
  approveIntro: '서명할 내용을 확인해 주세요. 승인하기 전에는 아무것도 서명되지 않아요.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? '로그인 방법' : typeName(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `지갑에 ${what} 추가`;
      case 'REVOKE_CREDENTIAL':
        return `지갑에서 ${what} 삭제`;
      case 'REVOKE_SESSION':
        return '지갑 세션 하나 로그아웃';
      case 'REVOKE_SESSIONS':
        return '다른 세션 모두 로그아웃';
      case 'EXPORT_WALLET':
        return '지갑 복구 문구 내보내기';
      case 'EXECUTE_QUOTE':
        return '이 견적대로 송금하기';
      default:
        return '이 요청에 서명';
    }
  },
  approvePayloadLabel: '서명할 내용',
  approveExactText: '서명되는 원문',
  approveExpiredNotice: '승인하기 전에 이 요청이 만료되었어요. 닫고 처음부터 다시 시작해 주세요.',
  approveButton: '승인하고 서명',
  approveBusy: '서명 중…',
  rejectButton: '거절',
  approveEffect: (operation, type) => {
    const what = `이 ${type === undefined ? '로그인 방법' : typeName(type)}`;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `${what}${ro(what)} 지갑에 로그인할 수 있게 돼요.`;
      case 'REVOKE_CREDENTIAL':
        return `더 이상 ${what}${ro(what)} 로그인할 수 없어요. 이 방법으로 연 세션도 종료돼요.`;
      case 'REVOKE_SESSION':
        return '그 세션이 바로 종료돼요. 그 세션을 쓰던 사람은 다시 로그인해야 해요.';
      case 'REVOKE_SESSIONS':
        return '그 세션들이 모두 바로 종료돼요. 세션을 쓰던 사람은 다시 로그인해야 해요. 로그아웃은 세션마다 따로 서명돼요.';
      case 'EXPORT_WALLET':
        return '복구 문구는 암호화되어 이 브라우저로 전송되고, 직접 표시할 때만 화면에 보여요.';
      case 'EXECUTE_QUOTE':
        return '승인하는 즉시 지갑에서 돈이 나가요. 되돌릴 수 없어요.';
      default:
        return '승인하기 전에 아래 세부 정보를 확인해 주세요.';
    }
  },
  approveWaitingReauth: '다시 로그인하기를 기다리는 중…',
  approveSignedRefused:
    '승인하고 서명했지만 서비스에서 거부했어요. 아무것도 적용되지 않았어요. 닫고 처음부터 다시 시작해 주세요.',
  quoteSend: '보내는 금액',
  quoteReceive: '받는 금액',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: '환율',
  quoteFees: '수수료(포함)',
  quoteDestination: '받는 곳',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || '계좌';
    return masked === undefined ? `받는 분의 ${kind}` : `${kind} ${masked}`;
  },
  quoteExpires: '견적 만료',

  loading: '불러오는 중…',
  noWallet: '연결된 지갑이 없어요.',
  signInFirst: '지갑을 관리하려면 로그인해 주세요.',
  formatDate: formatDateIn,

  signInTitle: '지갑에 로그인',
  storageCleared:
    '이 브라우저가 이 사이트에 저장된 데이터를 지워서 로그아웃되었어요. 계속하려면 다시 로그인해 주세요.',
  reauthTitle: '본인 확인',
  reauthIntro: (type, nickname) => {
    if (type === undefined) return '세션이 종료되었어요. 계속하려면 다시 로그인해 주세요.';
    const name = typeName(type);
    // The particle follows the word before the parentheses: "패스키(내 휴대폰)로".
    return `세션이 종료되었어요. 계속하려면 ${name}${nickname ? `(${nickname})` : ''}${ro(name)} 다시 로그인해 주세요.`;
  },
  reauthOtherCredential: '계속하려면 삭제하려는 방법이 아닌 다른 로그인 방법으로 로그인해 주세요.',
  signInPasskey: '패스키로 로그인',
  createPasskey: '패스키 만들기',
  passkeyNameLabel: '이 패스키의 이름',
  passkeyNameDefault: '내 패스키',
  passkeyCreateButton: '패스키 만들기',
  back: '뒤로',
  emailLabel: '이메일 주소',
  emailSubmit: '이메일로 코드 받기',
  orDivider: '또는',
  codeSentTo: (email) => `${email} 주소로 6자리 코드를 보냈어요.`,
  codeRecentlySent: (email) =>
    `조금 전에 ${email} 주소로 코드를 보냈어요. 그 코드를 쓰거나, 잠시 후 새 코드를 요청해 주세요.`,
  useDifferentEmail: '다른 이메일 사용',
  verifyButton: '코드 확인',
  signedInAs: (name) => `${name}${ro(name)} 로그인했어요.`,
  addNeedsSignIn: (type) => {
    const name = typeName(type);
    return `이 지갑에는 아직 ${name}${ga(name)} 없어요. 지갑에 있는 방법으로 로그인한 다음, 로그인 방법에서 추가해 주세요.`;
  },

  reauthCancel: '취소',

  credentialsTitle: '로그인 방법',
  credentialsEmpty: '아직 로그인 방법이 없어요.',
  credentialCreated: (date) => `${date} 추가됨`,
  credentialCurrent: '이 세션에서 사용 중',
  credentialRemove: '삭제',
  credentialRemoveLabel: (name) => `${name} 삭제`,
  addPasskey: '패스키 추가',
  addEmail: '이메일 추가',
  addEmailLabel: '추가할 이메일 주소',
  addButton: '추가',
  credentialAdded: (name) => `${name}${eul(name)} 추가했어요.`,
  credentialRemoved: (name) => `${name}${eul(name)} 삭제했어요.`,
  credentialOnlyOne: '유일한 로그인 방법이라 삭제할 수 없어요. 먼저 다른 방법을 추가해 주세요.',
  credentialOneOfEach: (type) => {
    const name = typeName(type);
    return `지갑에 이미 ${name}${ga(name)} 있어요. 지갑에는 종류별로 하나씩만 둘 수 있어요.`;
  },
  addOAuth: '계정 연결',

  sessionsTitle: '로그인된 세션',
  sessionsEmpty: '활성 세션이 없어요.',
  sessionThisBrowser: '이 브라우저',
  sessionExpires: (date) => `${date} 만료`,
  sessionCreated: (when) => `${when} 로그인`,
  sessionLastUsedHere: (when) => `${when} 이 브라우저에서 마지막으로 사용`,
  signOutOthers: '다른 모든 곳에서 로그아웃',
  // Korean counts have one form (Intl.PluralRules('ko') selects only "other").
  othersSignedOut: (count) => `다른 세션 ${num(count)}개를 로그아웃했어요.`,
  signOutOthersList: (count) =>
    count === 1 ? '이 세션이 로그아웃돼요:' : `세션 ${num(count)}개가 로그아웃돼요. 세션마다 따로 서명해요:`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? '다른 세션을 로그아웃하지 못했어요:'
        : `다른 세션 ${num(total)}개 중 하나도 로그아웃하지 못했어요:`;
    return `세션 ${num(total)}개 중 ${num(ended)}개를 로그아웃했고, ${num(failed)}개는 로그아웃하지 못했어요:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
  sessionSignOut: '로그아웃',
  sessionSignOutLabel: (name) => `${name} 로그아웃`,
  signOutHere: '이 브라우저에서 로그아웃',
  sessionRevoked: '세션을 로그아웃했어요.',
  signedOut: '로그아웃되었어요.',

  statusActive: (name, when) => `${name}${ro(name)} 로그인되어 있어요. 세션은 ${when} 종료돼요.`,
  statusExpiring: (name, when) =>
    `${name}${ro(name)} 로그인한 세션이 ${when} 종료돼요. 그 후에 서명하려면 다시 로그인해야 해요.`,
  statusExpired: '세션이 만료되었어요. 지갑을 사용하려면 다시 로그인해 주세요.',
  statusRevoked: '다른 기기나 브라우저에서 이 세션을 로그아웃했어요. 계속하려면 다시 로그인해 주세요.',
  statusSignedOut: '지갑에 로그인되어 있지 않아요.',
  statusSignInAgain: '다시 로그인',

  exportTitle: '복구 문구 내보내기',
  exportWarning:
    '복구 문구가 있으면 지갑을 완전히 제어할 수 있어요. 이 문구를 본 사람은 누구든 자산을 가져갈 수 있어요. 화면을 보는 사람이 없는지 확인해 주세요.',
  exportStart: '복구 문구 내보내기',
  exportReadyNotice: '복구 문구가 준비되었어요. 직접 표시하기 전까지는 숨겨져 있어요.',
  exportReveal: '복구 문구 표시',
  exportHide: '숨기기',
  exportDone: '완료',
  exportCopy: '복사',
  exportCopied: '클립보드에 복사했어요.',
  exportAutoHidden: '복구 문구를 숨겼어요. 다시 보려면 한 번 더 표시해 주세요.',
  exportPhraseLabel: '복구 문구',
  ...koWalletMoneyTerms,
};
