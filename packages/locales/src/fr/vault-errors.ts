/** The vault frame's failures (frame mode) in French: see `../en/vault-errors.ts`. */
export const frVaultErrors = {
  VAULT_UNREACHABLE:
    'La fenêtre de signature sécurisée n’a pas pu être chargée. Vérifiez votre connexion et rechargez ; rien n’a été signé.',
  VAULT_NOT_A_VAULT:
    'La fenêtre de signature sécurisée n’est pas configurée correctement sur ce site. Rien n’a été signé.',
  VAULT_PARENT_REFUSED:
    'La fenêtre de signature sécurisée a refusé de s’ouvrir sur ce site. Rien n’a été signé.',
  VAULT_CSP_BLOCKED:
    'Les réglages de sécurité de ce site bloquent la fenêtre de signature sécurisée. Rien n’a été signé ; le site doit l’autoriser.',
  VAULT_STORAGE_BLOCKED:
    'Ce navigateur bloque le stockage dont la fenêtre de signature sécurisée a besoin. Autorisez le stockage du site et rechargez.',
  VAULT_HANDSHAKE_TIMEOUT:
    'La fenêtre de signature sécurisée n’a pas répondu. Rechargez la page et réessayez.',
  VAULT_CLOSED: 'La fenêtre de signature sécurisée a été fermée. Rien n’a été signé.',
  VAULT_APPROVAL_REQUIRED: 'Cela demande votre approbation dans la fenêtre de signature sécurisée.',
  VAULT_APPROVAL_EXPIRED: 'Personne n’a approuvé cette demande à temps. Rien n’a été signé : recommencez.',
  VAULT_EXPORT_KEY_UNKNOWN: 'Cet export n’a pas été lancé ici : il a été refusé. Rien n’a été affiché.',
  VAULT_KEY_MISSING: 'La clé de votre session n’est plus dans ce navigateur. Veuillez vous reconnecter.',
} as const;
