import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { zhWalletMoneyTerms } from './wallet.js';
import { zhErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: '通行密钥',
  EMAIL_OTP: '邮箱验证码',
  OAUTH: '关联账号',
};

const typeName = (type: string | undefined): string => (type && typeNames[type]) || '登录方式';

/** The service's external account types in words (§2.7); others read as "账户". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: '美国银行账户',
  US_ACCOUNT: '美国银行账户',
  AED_ACCOUNT: '阿联酋银行账户',
  BRL_ACCOUNT: '巴西 Pix 账户',
  SPARK_WALLET: 'Spark 钱包',
};

/** Chinese has one plural form (`Intl.PluralRules('zh')` selects "other" for every count): numbers only. */
const number = new Intl.NumberFormat('zh');
const n = (value: number): string => number.format(value);

/**
 * The Simplified Chinese catalogue, complete (typed `CompleteCopy`: a term or an error code left out is
 * a type error), in the courteous 您 of Chinese payment apps and the words the platforms use (通行密钥,
 * 登录/退出登录, 助记词, 会话, 报价, 汇率, 手续费). Pure data: `@keyhold/elements/locales/zh` registers it.
 */
export const zh: CompleteCopy = {
  cancel: '取消',
  close: '关闭',
  retry: '重试',
  working: '处理中…',
  expiresIn: (seconds) => `${minutesSeconds(seconds, 'zh')} 后过期`,
  expired: '已过期',
  errorGeneric: '出了点问题。请重试。',
  errorMessages: zhErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => `${n(length)} 位验证码`,
  otpDigitLabel: (index, length) => `第 ${n(index)} 位，共 ${n(length)} 位`,
  otpResend: '重新发送验证码',
  otpResendIn: (seconds) => `${minutesSeconds(seconds, 'zh')} 后可重新发送验证码`,
  otpMissing: '请输入验证码。',
  otpIncomplete: (length) => `请输入全部 ${n(length)} 位数字。`,
  otpLocked:
    '错误的验证码次数过多：此验证码已失效，使用此邮箱登录已暂停一段时间。按钮可用后，请重新获取验证码。',

  approveTitle: '使用您的钱包批准',
  approveIntro: '请核对您将要签署的内容。在您批准之前，不会签署任何内容。',
  approveOperation: (operation, type) => {
    const what = typeName(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `向您的钱包添加${what}`;
      case 'REVOKE_CREDENTIAL':
        return `从您的钱包移除${what}`;
      case 'REVOKE_SESSION':
        return '退出您钱包的一个会话';
      case 'REVOKE_SESSIONS':
        return '退出您的其他会话';
      case 'EXPORT_WALLET':
        return '导出您钱包的助记词';
      case 'EXECUTE_QUOTE':
        return '发送此报价中的付款';
      default:
        return '签署此请求';
    }
  },
  approvePayloadLabel: '将要签署的内容',
  approveExactText: '签署的完整原文',
  approveExpiredNotice: '此请求在批准前已过期。请关闭后重新开始。',
  approveButton: '批准并签名',
  approveBusy: '正在签名…',
  rejectButton: '拒绝',
  approveEffect: (operation, type) => {
    const what = `此${typeName(type)}`;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `您将可以使用${what}登录您的钱包。`;
      case 'REVOKE_CREDENTIAL':
        return `您将无法再使用${what}登录，其会话也将结束。`;
      case 'REVOKE_SESSION':
        return '该会话将立即结束：正在使用它的人必须重新登录。';
      case 'REVOKE_SESSIONS':
        return '这些会话都将立即结束：正在使用其中任何一个的人必须重新登录。每次退出都会单独签名。';
      case 'EXPORT_WALLET':
        return '您的助记词将以加密方式发送到此浏览器，并且只在您选择显示时才会显示。';
      case 'EXECUTE_QUOTE':
        return '您一批准，资金就会离开您的钱包。此操作无法撤销。';
      default:
        return '批准前，请核对以下详情。';
    }
  },
  approveWaitingReauth: '正在等待您重新登录…',
  approveSignedRefused: '您已批准并签名，但服务拒绝了该请求：没有任何内容生效。请关闭后重新开始。',
  quoteSend: '您发送',
  quoteReceive: '对方收到',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: '汇率',
  quoteFees: '手续费（已含）',
  quoteDestination: '收款方',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || '账户';
    return masked === undefined ? `收款人的${kind}` : `${kind} ${masked}`;
  },
  quoteExpires: '报价过期时间',

  loading: '加载中…',
  noWallet: '未连接钱包。',
  signInFirst: '登录后即可管理您的钱包。',
  formatDate: formatDateIn,

  signInTitle: '登录您的钱包',
  storageCleared: '由于此浏览器清除了本网站存储的数据，您已退出登录。请重新登录以继续。',
  reauthTitle: '确认是您本人',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? '您的会话已结束。请重新登录以继续。'
      : `您的会话已结束。请使用您的${typeName(type)}${nickname ? `（${nickname}）` : ''}重新登录以继续。`,
  reauthOtherCredential: '要继续，请使用正在移除的登录方式以外的另一种方式登录。',
  signInPasskey: '使用通行密钥登录',
  createPasskey: '创建通行密钥',
  passkeyNameLabel: '为此通行密钥命名',
  passkeyNameDefault: '我的通行密钥',
  passkeyCreateButton: '创建通行密钥',
  back: '返回',
  emailLabel: '邮箱地址',
  emailSubmit: '通过邮件发送验证码',
  orDivider: '或',
  codeSentTo: (email) => `我们已向 ${email} 发送了 6 位验证码。`,
  codeRecentlySent: (email) => `刚刚已向 ${email} 发送过验证码。请使用该验证码，或稍后重新获取。`,
  useDifferentEmail: '使用其他邮箱',
  verifyButton: '验证',
  signedInAs: (name) => `已使用${name}登录。`,
  addNeedsSignIn: (type) =>
    `此钱包还没有${typeName(type)}。请先使用钱包已有的方式登录，然后在“登录方式”中添加。`,

  reauthCancel: '取消',

  credentialsTitle: '登录方式',
  credentialsEmpty: '暂无登录方式。',
  credentialCreated: (date) => `添加时间：${date}`,
  credentialCurrent: '当前会话正在使用',
  credentialRemove: '移除',
  credentialRemoveLabel: (name) => `移除${name}`,
  addPasskey: '添加通行密钥',
  addEmail: '添加邮箱',
  addEmailLabel: '要添加的邮箱地址',
  addButton: '添加',
  credentialAdded: (name) => `已添加${name}。`,
  credentialRemoved: (name) => `已移除${name}。`,
  credentialOnlyOne: '这是您唯一的登录方式，因此无法移除。请先添加另一种方式。',
  credentialOneOfEach: (type) => `您的钱包已有${typeName(type)}；每种登录方式只能添加一个。`,
  addOAuth: '关联账号',

  sessionsTitle: '已登录的会话',
  sessionsEmpty: '没有活跃的会话。',
  sessionThisBrowser: '此浏览器',
  sessionExpires: (date) => `过期时间：${date}`,
  sessionCreated: (when) => `登录时间：${when}`,
  sessionLastUsedHere: (when) => `此浏览器上次使用：${when}`,
  signOutOthers: '退出所有其他会话',
  othersSignedOut: (count) => `已退出其他 ${n(count)} 个会话。`,
  signOutOthersList: (count) => `以下 ${n(count)} 个会话将被退出（每个会话单独签名）：`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0) return total === 1 ? '无法退出另一个会话：' : `其他 ${n(total)} 个会话均无法退出：`;
    return `${n(total)} 个会话中已退出 ${n(ended)} 个；${n(failed)} 个无法退出：`;
  },
  sessionNotSignedOut: (session, reason) => `${session}：${reason}`,
  sessionSignOut: '退出',
  sessionSignOutLabel: (name) => `退出${name}`,
  signOutHere: '在此浏览器上退出登录',
  sessionRevoked: '该会话已退出。',
  signedOut: '您已退出登录。',

  statusActive: (name, when) => `已使用${name}登录。会话将于${when}结束。`,
  statusExpiring: (name, when) => `您使用${name}登录的会话将于${when}结束。之后签署任何内容都需要重新登录。`,
  statusExpired: '您的会话已过期。请重新登录以使用钱包。',
  statusRevoked: '您的会话已从其他设备或浏览器退出。请重新登录以继续。',
  statusSignedOut: '您尚未登录钱包。',
  statusSignInAgain: '重新登录',

  exportTitle: '导出助记词',
  exportWarning: '助记词可以完全控制您的钱包。任何看到它的人都能拿走您的资金。请确保没有人在看您的屏幕。',
  exportStart: '导出助记词',
  exportReadyNotice: '您的助记词已准备好。在您选择显示之前，它会一直隐藏。',
  exportReveal: '显示助记词',
  exportHide: '隐藏',
  exportDone: '完成',
  exportCopy: '复制',
  exportCopied: '已复制到剪贴板。',
  exportAutoHidden: '助记词已隐藏。如需查看，请再次显示。',
  exportPhraseLabel: '助记词',
  ...zhWalletMoneyTerms,
};
