/**
 * The Brazilian Portuguese sentences of the vault frame's failures (frame mode): the counterpart of
 * `enVaultErrors` (shared/vault-copy.ts), same keys. Each says plainly that signing is unavailable until
 * the vault works.
 */
export const ptVaultErrors = {
  VAULT_UNREACHABLE:
    'Não foi possível carregar a janela de assinatura segura. Verifique sua conexão e recarregue a página; nada foi assinado.',
  VAULT_NOT_A_VAULT:
    'A janela de assinatura segura não está configurada corretamente neste site. Nada foi assinado.',
  VAULT_PARENT_REFUSED: 'A janela de assinatura segura se recusou a abrir neste site. Nada foi assinado.',
  VAULT_CSP_BLOCKED:
    'As configurações de segurança deste site bloqueiam a janela de assinatura segura. Nada foi assinado; o site precisa permiti-la.',
  VAULT_STORAGE_BLOCKED:
    'Este navegador bloqueia o armazenamento de que a janela de assinatura segura precisa. Permita o armazenamento do site e recarregue a página.',
  VAULT_HANDSHAKE_TIMEOUT:
    'A janela de assinatura segura não respondeu. Recarregue a página e tente novamente.',
  VAULT_CLOSED: 'A janela de assinatura segura foi fechada. Nada foi assinado.',
  VAULT_APPROVAL_REQUIRED: 'Isto precisa da sua aprovação na janela de assinatura segura.',
  VAULT_APPROVAL_EXPIRED: 'Ninguém aprovou esta solicitação a tempo. Nada foi assinado: comece de novo.',
  VAULT_EXPORT_KEY_UNKNOWN:
    'Esta exportação não foi iniciada aqui, por isso foi recusada. Nada foi mostrado.',
  VAULT_KEY_MISSING: 'A chave da sua sessão não está mais neste navegador. Entre de novo.',
} as const;
