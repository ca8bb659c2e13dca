import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: '미국 은행 계좌',
  US_ACCOUNT: '미국 은행 계좌',
  AED_ACCOUNT: '아랍에미리트 은행 계좌',
  BRL_ACCOUNT: '브라질 Pix 계좌',
  EUR_ACCOUNT: '유로 은행 계좌',
  SPARK_WALLET: 'Spark 지갑',
};

const statuses: Record<string, string> = {
  CREATED: '시작됨',
  PENDING: '전송 대기 중',
  PROCESSING: '처리 중',
  COMPLETED: '완료',
  REJECTED: '받는 은행이 거절해 환불됨',
  FAILED: '실패',
  REFUNDED: '환불됨',
  EXPIRED: '보내기 전에 만료됨',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: '받는 주소에 연결하지 못했어요.',
  PAY_REQUEST_FAILED: '받는 쪽에서 결제 요청을 받아들이지 않았어요.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: '플랫폼에서 결제를 승인하지 못했어요.',
  PAYMENT_APPROVAL_TIMED_OUT: '플랫폼에서 제시간에 결제를 승인하지 않았어요.',
  OFFRAMP_FAILED: '받는 계좌로 돈을 지급하지 못했어요.',
  MISSING_MANDATORY_PAYEE_DATA: '받는 쪽에서 요구하는 받는 분 정보가 빠져 있었어요.',
  QUOTE_EXPIRED: '결제가 이루어지기 전에 견적이 만료되었어요.',
  QUOTE_EXECUTION_FAILED: '결제를 진행하지 못했어요.',
};

const fundingFields: Record<string, string> = {
  bankName: '은행',
  accountNumber: '계좌번호',
  routingNumber: '라우팅 번호',
  iban: 'IBAN',
  swiftCode: 'SWIFT 코드',
  reference: '참조 번호(이체할 때 함께 입력)',
  address: '주소',
  paymentRails: '입금 방법',
};

/** A number in Korean's digits (one plural form: `Intl.PluralRules('ko')` selects "other" for every count). */
const n = (value: number): string => formatNumber(value, 'ko');

/** The quote's countdown, m:ss, in Korean's digits. */
const clock = (m: number, s: number): string =>
  `${n(m)}:${formatNumber(s, 'ko', { minimumIntegerDigits: 2 })}`;

/** The Korean terms of `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>` (part of the complete catalogue). */
export const koWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: '잔액',
  balanceSignedOut: '잔액을 보려면 로그인해 주세요.',
  balanceUnreachable: '지금은 잔액을 표시할 수 없어요. 지갑 서비스에 연결할 수 없어요.',
  balanceNone: '이 지갑에는 아직 계좌가 없어요.',

  activityTitle: '거래 내역',
  activitySignedOut: '거래 내역을 보려면 로그인해 주세요.',
  activityUnreachable: '지금은 거래 내역을 표시할 수 없어요. 지갑 서비스에 연결할 수 없어요.',
  activityEmpty: '아직 거래 내역이 없어요.',
  activityMore: '이전 거래 더 보기',
  // "앞으로" (addressed to) reads right after a person, an address or an account, with no particle to agree.
  activitySent: (who) => `${who} 앞으로 보냄`,
  activityReceived: (who) => `${who}에서 받음`,
  activitySomeone: '다른 계좌',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || '은행 계좌';
    return masked === undefined ? `내 ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `보낸 금액: ${amount}`,
  activityAmountReceived: (amount) => `받는 쪽이 받은 금액: ${amount}`,
  transactionStatus: (status) => statuses[status] ?? '알 수 없는 상태',
  transactionFailure: (reason) => failures[reason] ?? '결제를 마치지 못했어요.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: '받기',
  receiveSignedOut: '돈을 받을 수 있는 곳을 보려면 로그인해 주세요.',
  receiveUnreachable: '지금은 받기 정보를 표시할 수 없어요. 지갑 서비스에 연결할 수 없어요.',
  receiveAddressLabel: '내 UMA 주소: 누구나 이 주소로 나에게 돈을 보낼 수 있어요.',
  receiveQrLabel: (address) => `내 UMA 주소 ${address}의 QR 코드`,
  receiveCopy: '주소 복사',
  receiveCopied: '주소를 클립보드에 복사했어요.',
  receiveCopyFailed: '주소를 복사하지 못했어요. 주소를 선택해 직접 복사해 주세요.',
  receiveNoAddress: '이 지갑에는 아직 UMA 주소가 없어요.',
  receiveFundingTitle: '또는 은행 계좌에서 입금하기',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together). An amount, a currency or a payee is never followed by a particle that must
  // agree with how it ends (this file has no particle helper): labels, "앞으로", or a colon after a noun.
  sendTitle: '송금',
  sendSignedOut: '송금하려면 로그인해 주세요.',
  sendUnreachable: '지금은 결제할 수 없어요. 지갑 서비스에 연결할 수 없어요.',
  sendNoPayees: '아직 받는 분이 없어요. 먼저 돈을 보낼 은행 계좌를 추가해 주세요.',
  sendPayeeLabel: '받는 분',
  sendPayeeOption: (payee, currency) => `${payee}(${currency})`,
  sendAmountLabel: '금액',
  sendSideLegend: '입력하는 금액',
  sendSideSending: (currency) => `보내는 금액(${currency})`,
  sendSideReceiving: (currency) => `받는 분이 받는 금액(${currency})`,
  sendQuoteButton: '견적 받기',
  sendQuoting: '견적을 받는 중…',
  sendAmountFormat: (currency, example) => `${currency} 금액을 입력해 주세요. 예: ${example}`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `${currency} 금액에는 소수점 이하 자리가 없어요.`
      : `${currency} 금액은 소수점 이하 ${n(decimals)}자리까지 입력할 수 있어요.`,
  sendAmountZero: '0보다 큰 금액을 입력해 주세요.',
  sendAmountLarge: '한 번에 보낼 수 있는 금액보다 커요.',
  sendYouSend: '보내는 금액',
  sendFees: '수수료(포함)',
  sendTheyReceive: '받는 금액',
  sendRateLabel: '환율',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: '견적 유효 시간',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: '견적이 만료되어 새 견적을 받았어요.',
  sendQuoteUnreachable: '견적을 받지 못했어요. 지갑 서비스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
  sendButton: (amount) => `${amount} 보내기`,
  sendChange: '변경',
  sendApproving: '창에서 결제를 승인해 주세요.',
  sendDeclined: '결제를 거절했어요. 아무것도 서명하거나 보내지 않았어요.',
  sendRefused: '결제에 서명했지만 서비스에서 거절했어요. 아무것도 보내지 않았어요.',
  sendUnreachableMidway:
    '결제를 보내지 못했어요. 지갑 서비스에 연결할 수 없어요. 아무것도 보내지 않았으니 잠시 후 다시 시도해 주세요.',
  sendFollowing: (status) => `결제를 보냈어요. ${status}…`,
  sendFollowUnreachable:
    '결제를 보냈지만 지금은 진행 상황을 확인할 수 없어요. 지갑 서비스에 연결할 수 없어요. 다시 시도하는 중…',
  sendCompleted: (amount, payee) => `완료: ${payee} 앞으로 ${amount} 입금됨.`,
  sendFailed: (status, reason) => `결제가 이루어지지 않았어요(${status}). ${reason}`,
  sendAnother: '다른 결제 보내기',
};
