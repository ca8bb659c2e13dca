/**
 * The Italian sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors`
 * (shared/vault-copy.ts), same keys. Each says plainly that signing is unavailable until the vault works.
 */
export const itVaultErrors = {
  VAULT_UNREACHABLE:
    'Non è stato possibile caricare la finestra di firma sicura. Controlla la connessione e ricarica la pagina; non è stato firmato nulla.',
  VAULT_NOT_A_VAULT:
    'La finestra di firma sicura non è configurata correttamente su questo sito. Non è stato firmato nulla.',
  VAULT_PARENT_REFUSED:
    'La finestra di firma sicura si è rifiutata di aprirsi su questo sito. Non è stato firmato nulla.',
  VAULT_CSP_BLOCKED:
    'Le impostazioni di sicurezza di questo sito bloccano la finestra di firma sicura. Non è stato firmato nulla; il sito deve consentirla.',
  VAULT_STORAGE_BLOCKED:
    'Questo browser blocca lo spazio di archiviazione di cui ha bisogno la finestra di firma sicura. Consenti l’archiviazione dei dati del sito e ricarica la pagina.',
  VAULT_HANDSHAKE_TIMEOUT: 'La finestra di firma sicura non ha risposto. Ricarica la pagina e riprova.',
  VAULT_CLOSED: 'La finestra di firma sicura è stata chiusa. Non è stato firmato nulla.',
  VAULT_APPROVAL_REQUIRED: 'Serve la tua approvazione nella finestra di firma sicura.',
  VAULT_APPROVAL_EXPIRED:
    'Nessuno ha approvato questa richiesta in tempo. Non è stato firmato nulla: ricomincia.',
  VAULT_EXPORT_KEY_UNKNOWN:
    'Questa esportazione non è stata avviata qui, quindi è stata rifiutata. Non è stato mostrato nulla.',
  VAULT_KEY_MISSING: 'La chiave della tua sessione non è più in questo browser. Accedi di nuovo.',
} as const;
