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

/** The Simplified Chinese terms of `<kh-balance>`, `<kh-activity>` and `<kh-receive>` (part of the complete catalogue). */
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
};
