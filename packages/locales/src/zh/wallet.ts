import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: '美国银行账户',
  US_ACCOUNT: '美国银行账户',
  AED_ACCOUNT: '阿联酋银行账户',
  BRL_ACCOUNT: '巴西 Pix 账户',
  EUR_ACCOUNT: '欧元银行账户',
  SPARK_WALLET: 'Spark 钱包',
};

const statuses: Record<string, string> = {
  CREATED: '已创建',
  PENDING: '等待发送',
  PROCESSING: '处理中',
  COMPLETED: '已完成',
  REJECTED: '被收款银行拒绝，已退款',
  FAILED: '失败',
  REFUNDED: '已退款',
  EXPIRED: '发送前已过期',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: '无法连接收款地址。',
  PAY_REQUEST_FAILED: '收款方未接受付款请求。',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: '平台无法批准此付款。',
  PAYMENT_APPROVAL_TIMED_OUT: '平台未及时批准此付款。',
  OFFRAMP_FAILED: '资金无法转入收款账户。',
  MISSING_MANDATORY_PAYEE_DATA: '缺少收款方要求提供的收款人信息。',
  QUOTE_EXPIRED: '付款前报价已过期。',
  QUOTE_EXECUTION_FAILED: '付款无法执行。',
};

const fundingFields: Record<string, string> = {
  bankName: '银行',
  accountNumber: '账号',
  routingNumber: '路由号码',
  iban: 'IBAN',
  swiftCode: 'SWIFT 代码',
  reference: '附言（转账时请一并填写）',
  address: '地址',
  paymentRails: '付款方式',
};

/** A number in Chinese's digits (one plural form: `Intl.PluralRules('zh')` selects "other" for every count). */
const n = (value: number): string => formatNumber(value, 'zh');

/** The quote's countdown, m:ss, in Chinese's digits. */
const clock = (m: number, s: number): string =>
  `${n(m)}:${formatNumber(s, 'zh', { minimumIntegerDigits: 2 })}`;

/** The Simplified Chinese terms of `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>` (part of the complete catalogue). */
export const zhWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: '余额',
  balanceSignedOut: '登录后即可查看余额。',
  balanceUnreachable: '暂时无法显示您的余额：无法连接钱包服务。',
  balanceNone: '此钱包还没有账户。',

  activityTitle: '交易记录',
  activitySignedOut: '登录后即可查看您的付款。',
  activityUnreachable: '暂时无法显示您的付款：无法连接钱包服务。',
  activityEmpty: '暂无付款。',
  activityMore: '显示更早的付款',
  activitySent: (who) => `已付款给${who}`,
  activityReceived: (who) => `已收到${who}的付款`,
  activitySomeone: '另一个账户',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || '银行账户';
    return masked === undefined ? `您的${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `您发送了 ${amount}`,
  activityAmountReceived: (amount) => `对方收到 ${amount}`,
  transactionStatus: (status) => statuses[status] ?? '状态未知',
  transactionFailure: (reason) => failures[reason] ?? '付款未能完成。',
  activityUpdated: (status, who) => `${who}：${status}。`,

  receiveTitle: '收款',
  receiveSignedOut: '登录后即可查看收款方式。',
  receiveUnreachable: '暂时无法显示您的收款信息：无法连接钱包服务。',
  receiveAddressLabel: '您的 UMA 地址：任何人都可以用它向您付款。',
  receiveQrLabel: (address) => `您的 UMA 地址 ${address} 的二维码`,
  receiveCopy: '复制地址',
  receiveCopied: '地址已复制到剪贴板。',
  receiveCopyFailed: '无法复制地址：请选中后自行复制。',
  receiveNoAddress: '此钱包还没有 UMA 地址。',
  receiveFundingTitle: '或从银行账户充值',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: '转账',
  sendSignedOut: '登录后即可转账。',
  sendUnreachable: '暂时无法付款：无法连接钱包服务。',
  sendNoPayees: '您还没有收款人：请先添加要付款的银行账户。',
  sendPayeeLabel: '收款人',
  sendPayeeOption: (payee, currency) => `${payee}（${currency}）`,
  sendAmountLabel: '金额',
  sendSideLegend: '金额指的是',
  sendSideSending: (currency) => `您发送的金额（${currency}）`,
  sendSideReceiving: (currency) => `对方收到的金额（${currency}）`,
  sendQuoteButton: '获取报价',
  sendQuoting: '正在获取报价…',
  sendAmountFormat: (currency, example) => `请输入以 ${currency} 计的金额，例如 ${example}。`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0 ? `${currency} 金额不带小数。` : `${currency} 金额最多保留 ${n(decimals)} 位小数。`,
  sendAmountZero: '请输入大于零的金额。',
  sendAmountLarge: '此金额超出了单笔付款的上限。',
  sendYouSend: '您发送',
  sendFees: '手续费（已包含）',
  sendTheyReceive: '对方收到',
  sendRateLabel: '汇率',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: '报价剩余有效时间',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: '报价已过期，这是新的报价。',
  sendQuoteUnreachable: '无法获取报价：无法连接钱包服务。请稍后重试。',
  sendButton: (amount) => `发送 ${amount}`,
  sendChange: '修改',
  sendApproving: '请在窗口中批准此付款。',
  sendDeclined: '您拒绝了此付款。未签署也未发送任何内容。',
  sendRefused: '您已签署此付款，但服务拒绝了它：未发送任何款项。',
  sendUnreachableMidway: '付款未能发送：无法连接钱包服务。未发送任何款项，请稍后重试。',
  sendFollowing: (status) => `付款已发送。${status}…`,
  sendFollowUnreachable: '付款已发送，但暂时无法查看进度：无法连接钱包服务。正在重试…',
  sendCompleted: (amount, payee) => `完成：${payee}已收到 ${amount}。`,
  sendFailed: (status, reason) => `付款未成功（${status}）。${reason}`,
  sendAnother: '再付一笔',
};
