/** The German sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors`. */
export const deVaultErrors = {
  VAULT_UNREACHABLE:
    'Das sichere Signaturfenster konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu; es wurde nichts signiert.',
  VAULT_NOT_A_VAULT:
    'Das sichere Signaturfenster ist auf dieser Website nicht richtig eingerichtet. Es wurde nichts signiert.',
  VAULT_PARENT_REFUSED:
    'Das sichere Signaturfenster lässt sich auf dieser Website nicht öffnen. Es wurde nichts signiert.',
  VAULT_CSP_BLOCKED:
    'Die Sicherheitseinstellungen dieser Website blockieren das sichere Signaturfenster. Es wurde nichts signiert; die Website muss es zulassen.',
  VAULT_STORAGE_BLOCKED:
    'Dieser Browser blockiert den Speicher, den das sichere Signaturfenster braucht. Erlauben Sie Websitedaten und laden Sie die Seite neu.',
  VAULT_HANDSHAKE_TIMEOUT:
    'Das sichere Signaturfenster hat nicht geantwortet. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  VAULT_CLOSED: 'Das sichere Signaturfenster wurde geschlossen. Es wurde nichts signiert.',
  VAULT_APPROVAL_REQUIRED: 'Dafür ist Ihre Freigabe im sicheren Signaturfenster nötig.',
  VAULT_APPROVAL_EXPIRED:
    'Diese Anfrage wurde nicht rechtzeitig freigegeben. Es wurde nichts signiert: Beginnen Sie von vorn.',
  VAULT_EXPORT_KEY_UNKNOWN:
    'Dieser Export wurde nicht hier gestartet und deshalb abgelehnt. Es wurde nichts angezeigt.',
  VAULT_KEY_MISSING:
    'Der Schlüssel Ihrer Sitzung ist nicht mehr in diesem Browser. Bitte melden Sie sich erneut an.',
} as const;
