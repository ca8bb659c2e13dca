/**
 * The Korean sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors` in
 * shared/vault-copy.ts, same keys. A frame-mode wallet never falls back to page mode, so each says plainly
 * that nothing was signed or what to do.
 */
export const koVaultErrors = {
  VAULT_UNREACHABLE:
    '보안 서명 창을 불러오지 못했어요. 인터넷 연결을 확인하고 새로고침해 주세요. 아무것도 서명되지 않았어요.',
  VAULT_NOT_A_VAULT: '이 사이트의 보안 서명 창이 올바르게 설정되지 않았어요. 아무것도 서명되지 않았어요.',
  VAULT_PARENT_REFUSED: '보안 서명 창이 이 사이트에서 열리기를 거부했어요. 아무것도 서명되지 않았어요.',
  VAULT_CSP_BLOCKED:
    '이 사이트의 보안 설정이 보안 서명 창을 막고 있어요. 아무것도 서명되지 않았어요. 사이트에서 보안 서명 창을 허용해야 해요.',
  VAULT_STORAGE_BLOCKED:
    '이 브라우저가 보안 서명 창에 필요한 저장 공간을 막고 있어요. 사이트 데이터 저장을 허용하고 새로고침해 주세요.',
  VAULT_HANDSHAKE_TIMEOUT: '보안 서명 창이 응답하지 않았어요. 페이지를 새로고침하고 다시 시도해 주세요.',
  VAULT_CLOSED: '보안 서명 창이 닫혔어요. 아무것도 서명되지 않았어요.',
  VAULT_APPROVAL_REQUIRED: '보안 서명 창에서 승인해야 해요.',
  VAULT_APPROVAL_EXPIRED:
    '이 요청이 제시간에 승인되지 않았어요. 아무것도 서명되지 않았어요. 처음부터 다시 시작해 주세요.',
  VAULT_EXPORT_KEY_UNKNOWN: '여기서 시작한 내보내기가 아니어서 거부했어요. 아무것도 표시하지 않았어요.',
  VAULT_KEY_MISSING: '세션 키가 더 이상 이 브라우저에 없어요. 다시 로그인해 주세요.',
} as const;
