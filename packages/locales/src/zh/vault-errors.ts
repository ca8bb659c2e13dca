/** The Simplified Chinese sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors`. */
export const zhVaultErrors = {
  VAULT_UNREACHABLE: '无法加载安全签名窗口。请检查网络连接并重新加载；未签署任何内容。',
  VAULT_NOT_A_VAULT: '此网站上的安全签名窗口设置不正确。未签署任何内容。',
  VAULT_PARENT_REFUSED: '安全签名窗口拒绝在此网站上打开。未签署任何内容。',
  VAULT_CSP_BLOCKED: '此网站的安全设置阻止了安全签名窗口。未签署任何内容；需由网站允许该窗口。',
  VAULT_STORAGE_BLOCKED: '此浏览器阻止了安全签名窗口所需的存储。请允许网站存储数据，然后重新加载。',
  VAULT_HANDSHAKE_TIMEOUT: '安全签名窗口没有响应。请重新加载页面后重试。',
  VAULT_CLOSED: '安全签名窗口已关闭。未签署任何内容。',
  VAULT_APPROVAL_REQUIRED: '此操作需要您在安全签名窗口中批准。',
  VAULT_APPROVAL_EXPIRED: '此请求未在规定时间内获得批准。未签署任何内容：请重新开始。',
  VAULT_EXPORT_KEY_UNKNOWN: '此导出不是在这里发起的，因此已被拒绝。未显示任何内容。',
  VAULT_KEY_MISSING: '您的会话密钥已不在此浏览器中。请重新登录。',
} as const;
