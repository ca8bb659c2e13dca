/**
 * The Spanish sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors`
 * (shared/vault-copy.ts), same keys. Each says plainly that signing is unavailable until the vault works.
 */
export const esVaultErrors = {
  VAULT_UNREACHABLE:
    'No se pudo cargar la ventana de firma segura. Revisa tu conexión y vuelve a cargar la página; no se firmó nada.',
  VAULT_NOT_A_VAULT: 'La ventana de firma segura no está bien configurada en este sitio. No se firmó nada.',
  VAULT_PARENT_REFUSED: 'La ventana de firma segura se negó a abrirse en este sitio. No se firmó nada.',
  VAULT_CSP_BLOCKED:
    'La configuración de seguridad de este sitio bloquea la ventana de firma segura. No se firmó nada; el sitio debe permitirla.',
  VAULT_STORAGE_BLOCKED:
    'Este navegador bloquea el almacenamiento que necesita la ventana de firma segura. Permite el almacenamiento del sitio y vuelve a cargar la página.',
  VAULT_HANDSHAKE_TIMEOUT:
    'La ventana de firma segura no respondió. Vuelve a cargar la página e inténtalo de nuevo.',
  VAULT_CLOSED: 'Se cerró la ventana de firma segura. No se firmó nada.',
  VAULT_APPROVAL_REQUIRED: 'Esto requiere tu aprobación en la ventana de firma segura.',
  VAULT_APPROVAL_EXPIRED: 'Nadie aprobó esta solicitud a tiempo. No se firmó nada: vuelve a empezar.',
  VAULT_EXPORT_KEY_UNKNOWN: 'Esta exportación no se inició aquí, así que se rechazó. No se mostró nada.',
  VAULT_KEY_MISSING: 'La clave de tu sesión ya no está en este navegador. Vuelve a iniciar sesión.',
} as const;
