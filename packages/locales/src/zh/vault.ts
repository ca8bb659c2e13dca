import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/** Chinese has one plural form (`Intl.PluralRules('zh')` selects "other" for every count): numbers only. */
const number = new Intl.NumberFormat('zh');

/**
 * The vault frame's words in Simplified Chinese (您): its approval and export views (`VaultCopy`), its
 * sign-in view (`SignInCopy`) and the approval window (`WindowCopy`). Times come in words already
 * (`inWords`, through `Intl.RelativeTimeFormat`: "4分钟后"), amounts in currency.
 */
export const vault: VaultCopy = {
  approveTitle: '在 Keyhold 中批准',
  exportTitle: '您的助记词',
  intro: 'Keyhold 会显示您将要签署的内容。只有您本人可以在这里批准。',
  approve: '批准',
  decline: '拒绝',
  expiresIn: (w) => `此请求将于${w}过期。`,
  expired: '此请求已过期。未签署任何内容。',
  declined: '已拒绝。未签署任何内容。',
  signed: '已批准。',
  exactText: '待签署的完整原文',
  waitingExport: '正在准备导出…',
  send: (a) => `您发送 ${a}`,
  receive: (a) => `对方收到 ${a}`,
  to: (p) => `收款方：${p}`,
  payeeAccount: '收款人的账户',
  note: (t) => `备注：${t}`,
  opExecuteQuote: '发送一笔付款',
  opExport: '在此窗口中显示您的助记词',
  opAddEmail: (e) => `添加通过邮箱验证码登录（${e}）`,
  opAddPasskey: (n) => `添加通行密钥“${n}”`,
  opAddOAuth: (n) => `添加使用 ${n} 登录`,
  opAddCredential: '添加一种登录方式',
  opRevokeCredential: (n) => `移除登录方式“${n}”`,
  opRevokeCredentialPlain: '移除一种登录方式',
  opChangeEmail: (e) => `将您的邮箱更改为 ${e}`,
  opRevokeSession: '退出一个会话',
  opUnknown: '无法识别的请求：批准前，请阅读下方的完整原文。',
  phraseIntro: '请按顺序抄写这些单词，并离线保管。任何拥有它们的人都能控制您的钱包。',
  copy: '复制',
  copied: '已复制。一分钟后，如果助记词仍在剪贴板中，将被清除。',
  copyFailed: '此处无法复制：请手动抄写这些单词。',
  hide: '隐藏',
  show: '显示',
  done: '完成',
  hiddenNotice: '助记词已隐藏。',
  exportKeyUnknown: '此导出不是在这里发起的，因此已被拒绝。',
  exportNotBound: '收到的助记词并非来自您批准的导出，因此不予显示。请重新导出。',
  exportUnreadable: '无法验证助记词，因此不予显示。请重新导出。',
  clipboardCleared: '助记词已从剪贴板中清除。',
  clipboardChanged: '剪贴板中现在是其他内容，因此未作改动。',
  clipboardUnchecked:
    '此浏览器不允许 Keyhold 检查剪贴板，因此助记词可能仍在其中。请点按“清除剪贴板”，或复制其他内容。',
  clipboardClear: '清除剪贴板',
  clipboardClearFailed: '此处无法清除剪贴板：请复制其他内容覆盖助记词。',
  payeeNamed: (name, account) => `${name}，${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `尾号为 ${last} 的账户`,
  payeeNotListed: '不在您收款人列表中的账户',
  payeeUnchecked: '收款人的账户（Keyhold 无法查到账户所有人：请在应用中核对）',
};

export const signIn: SignInCopy = {
  title: '登录您的钱包',
  intro: 'Keyhold 在这里为您登录：您的验证码不会离开此框。',
  emailLabel: '邮箱地址',
  sendCode: '通过邮件发送验证码',
  codeSentTo: (e) => `我们已向 ${e} 发送了 6 位验证码。`,
  codeLabel: '邮件中的验证码',
  codeHint: '6 位数字',
  signIn: '验证',
  resend: '重新发送验证码',
  resent: '新的验证码已发送。',
  otherAddress: '使用其他邮箱',
  working: '处理中…',
  signedIn: '您已登录。',
  badEmail: '请输入有效的邮箱地址。',
  badCode: '请输入 6 位验证码。',
  wrongCode: '验证码不正确。请检查后重试。',
  codeExpired: '验证码已过期。请重新获取。',
  tooManyAttempts: '错误的验证码次数过多：此验证码已失效。请重新获取。',
  waitBeforeResend: (s) => `请等待 ${number.format(s)} 秒后再重新获取验证码。`,
  notAMethod: '此地址不是您的登录方式之一。请使用您注册时的邮箱地址。',
  offline: '无法连接您的钱包。请检查网络连接后重试。',
  failed: '登录未成功。请重试。',
  usePasskey: '使用通行密钥',
  passkeyNickname: '通行密钥',
  passkeyCancelled: '通行密钥验证已关闭。准备好后请重试。',
  passkeyUnavailable: '此浏览器无法在这里使用通行密钥。请改用电子邮件登录。',
  noPasskey: '此钱包还没有通行密钥。请先用电子邮件登录，然后添加一个。',
  passkeyFailed: '该通行密钥无法使用。请重试，或用电子邮件登录。',
  continueWith: (p) => `通过 ${p} 继续`,
  popupBlocked: '登录窗口被拦截。请允许此网站的弹出窗口，然后重试。',
  oauthCancelled: '登录窗口已关闭。准备好后请重试。',
  noOAuth: '此钱包还不能用该账号登录。请先用电子邮件登录，然后添加该账号。',
  oauthFailed: '无法用该账号登录。请重试，或用电子邮件登录。',
};

export const window: WindowCopy = {
  continueHint: '为防止此请求受到周围页面的干扰，您将在 Keyhold 窗口中查看并批准它。',
  continueButton: '在窗口中继续',
  windowOpen: '请在 Keyhold 窗口中查看此请求。',
  windowBlocked: '浏览器未打开 Keyhold 窗口。请允许此网站的弹出式窗口，然后重试。',
  exportHeadline: '在页面上的 Keyhold 框中显示您的助记词',
};
