import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/**
 * The vault frame's words in Korean (the polite 해요체 throughout, as the elements' Korean): its approval
 * and export views (`vault`), its sign-in view (`signIn`) and the approval window's (`window`). Times come
 * in words from `inWords(ms, 'ko')` ("4분 후"), amounts already formatted.
 */
export const vault: VaultCopy = {
  approveTitle: 'Keyhold에서 승인',
  exportTitle: '내 복구 문구',
  intro: 'Keyhold가 서명할 내용을 보여 드려요. 승인은 여기서 본인만 할 수 있어요.',
  approve: '승인',
  decline: '거절',
  expiresIn: (w) => `이 요청은 ${w} 만료돼요.`,
  expired: '이 요청이 만료되었어요. 아무것도 서명되지 않았어요.',
  declined: '거절했어요. 아무것도 서명되지 않았어요.',
  signed: '승인했어요.',
  exactText: '서명할 원문',
  waitingExport: '내보내기를 준비하는 중…',
  send: (a) => `보내는 금액: ${a}`,
  receive: (a) => `받는 금액: ${a}`,
  to: (p) => `받는 곳: ${p}`,
  payeeAccount: '받는 분의 계좌',
  note: (t) => `메모: ${t}`,
  opExecuteQuote: '송금하기',
  opExport: '이 창에 복구 문구 표시',
  opAddEmail: (e) => `이메일 코드 로그인 추가: ${e}`,
  opAddPasskey: (n) => `패스키 “${n}” 추가`,
  opAddOAuth: (n) => `${n} 로그인 추가`,
  opAddCredential: '로그인 방법 추가',
  opRevokeCredential: (n) => `로그인 방법 “${n}” 삭제`,
  opRevokeCredentialPlain: '로그인 방법 삭제',
  opChangeEmail: (e) => `이메일 주소 변경: ${e}`,
  opRevokeSession: '세션 로그아웃',
  opUnknown: '알 수 없는 요청이에요. 승인하기 전에 아래 원문을 꼭 읽어 주세요.',
  phraseIntro:
    '이 단어들을 순서대로 적어 오프라인에 보관해 주세요. 이 단어를 가진 사람은 누구나 지갑을 제어할 수 있어요.',
  copy: '복사',
  copied: '복사했어요. 1분 후에도 문구가 클립보드에 남아 있으면 지워요.',
  copyFailed: '여기서는 복사할 수 없어요. 단어를 받아 적어 주세요.',
  hide: '숨기기',
  show: '표시',
  done: '완료',
  hiddenNotice: '문구가 숨겨져 있어요.',
  exportKeyUnknown: '여기서 시작한 내보내기가 아니어서 거부했어요.',
  exportNotBound:
    '받은 복구 문구가 승인한 내보내기에서 온 것이 아니어서 표시하지 않았어요. 내보내기를 다시 시작해 주세요.',
  exportUnreadable: '복구 문구를 확인하지 못해 표시하지 않았어요. 내보내기를 다시 시작해 주세요.',
  clipboardCleared: '클립보드에서 문구를 지웠어요.',
  clipboardChanged: '지금은 클립보드에 다른 내용이 있어서 그대로 두었어요.',
  clipboardUnchecked:
    '이 브라우저에서는 Keyhold가 클립보드를 확인할 수 없어서 문구가 아직 남아 있을 수 있어요. 클립보드 지우기를 누르거나 다른 내용을 복사해 주세요.',
  clipboardClear: '클립보드 지우기',
  clipboardClearFailed: '여기서는 클립보드를 지울 수 없어요. 문구 위에 다른 내용을 복사해 주세요.',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `끝자리가 ${last}인 계좌`,
  payeeNotListed: '등록된 받는 분이 아닌 계좌',
  payeeUnchecked: '받는 분의 계좌 (Keyhold가 계좌 주인을 확인하지 못했어요. 앱에서 확인해 주세요)',
};

export const signIn: SignInCopy = {
  title: '지갑에 로그인',
  intro: 'Keyhold가 여기서 로그인을 처리해요. 코드는 이 상자 밖으로 나가지 않아요.',
  emailLabel: '이메일 주소',
  sendCode: '이메일로 코드 받기',
  codeSentTo: (e) => `${e} 주소로 6자리 코드를 보냈어요.`,
  codeLabel: '이메일로 받은 코드',
  codeHint: '숫자 6자리',
  signIn: '코드 확인',
  resend: '새 코드 보내기',
  resent: '새 코드를 보내고 있어요.',
  otherAddress: '다른 이메일 사용',
  working: '처리 중…',
  signedIn: '로그인했어요.',
  badEmail: '올바른 이메일 주소를 입력해 주세요.',
  badCode: '코드 6자리를 입력해 주세요.',
  wrongCode: '코드가 올바르지 않아요. 확인하고 다시 시도해 주세요.',
  codeExpired: '코드가 만료되었어요. 새 코드를 요청해 주세요.',
  tooManyAttempts:
    '잘못된 코드를 너무 많이 입력했어요. 이 코드는 더 이상 쓸 수 없어요. 새 코드를 요청해 주세요.',
  // Korean counts have one form; the number in the page's digits.
  waitBeforeResend: (s) => `새 코드를 요청하려면 ${new Intl.NumberFormat('ko').format(s)}초 기다려 주세요.`,
  notAMethod: '이 주소는 로그인 방법으로 등록되어 있지 않아요. 가입할 때 사용한 주소를 입력해 주세요.',
  offline: '지갑에 연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  failed: '로그인하지 못했어요. 다시 시도해 주세요.',
  usePasskey: '패스키 사용',
  passkeyNickname: '패스키',
  passkeyCancelled: '패스키 요청이 닫혔어요. 준비되면 다시 시도해 주세요.',
  passkeyUnavailable: '이 브라우저에서는 여기서 패스키를 사용할 수 없어요. 이메일로 로그인해 주세요.',
  noPasskey: '이 지갑에는 아직 패스키가 없어요. 이메일로 로그인한 뒤 추가해 주세요.',
  passkeyFailed: '이 패스키가 작동하지 않았어요. 다시 시도하거나 이메일로 로그인해 주세요.',
  continueWith: (p) => `${p}(으)로 계속하기`,
  popupBlocked: '로그인 창이 차단되었어요. 이 사이트의 팝업을 허용하고 다시 시도해 주세요.',
  oauthCancelled: '로그인 창이 닫혔어요. 준비되면 다시 시도해 주세요.',
  noOAuth: '이 지갑은 아직 이 계정으로 로그인할 수 없어요. 이메일로 로그인한 뒤 계정을 추가해 주세요.',
  oauthFailed: '이 계정으로 로그인하지 못했어요. 다시 시도하거나 이메일로 로그인해 주세요.',
};

export const window: WindowCopy = {
  continueHint: '주변 페이지로부터 이 요청을 안전하게 지키기 위해 Keyhold 창에서 검토하고 승인해요.',
  continueButton: '창에서 계속하기',
  windowOpen: 'Keyhold 창에서 요청을 검토해 주세요.',
  windowBlocked:
    '브라우저가 Keyhold 창을 열지 않았어요. 이 사이트의 팝업 창을 허용한 다음 다시 시도해 주세요.',
  exportHeadline: '페이지의 Keyhold 프레임에 복구 문구 표시',
};
