import type { PersonErrorCode } from '../error-codes.js';
import { deVaultErrors } from './vault-errors.js';

/** German sentences for every error code a person can meet (complete: a missing code is a type error). */
export const deErrorMessages = {
  ...deVaultErrors,
  REJECTED: 'Die Anfrage wurde abgelehnt. Es wurde nichts signiert.',
  CHALLENGE_EXPIRED: 'Diese Anfrage ist abgelaufen. Bitte beginnen Sie von vorn.',
  SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  SESSION_REVOKED: 'Ihre Sitzung wurde abgemeldet. Bitte melden Sie sich erneut an.',
  NETWORK_ERROR:
    'Der Wallet-Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie kurz und versuchen Sie es dann noch einmal.',
  WEBAUTHN_CANCELLED: 'Die Passkey-Abfrage wurde geschlossen oder ist abgelaufen.',
  INVALID_OTP: 'Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es noch einmal.',
  OTP_EXPIRED: 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  PASSKEY_CANCELLED: 'Die Passkey-Abfrage wurde geschlossen oder ist abgelaufen.',
  PASSKEY_ALREADY_REGISTERED: 'Auf diesem Gerät ist bereits ein Passkey für diese Wallet gespeichert.',
  PASSKEY_NOT_ALLOWED_HERE: 'Passkeys sind auf dieser Website nicht erlaubt.',
  PASSKEY_UNSUPPORTED: 'Dieser Browser oder dieses Gerät unterstützt keine Passkeys.',
  NO_PASSKEY_CREDENTIAL:
    'Diese Wallet hat noch keinen Passkey. Erstellen Sie einen oder melden Sie sich anders an.',
  OAUTH_POPUP_BLOCKED:
    'Das Anmeldefenster wurde blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es noch einmal.',
  OAUTH_CANCELLED: 'Das Anmeldefenster wurde geschlossen, bevor Sie fertig waren.',
  NO_SESSION: 'Melden Sie sich zuerst an.',
  SIGN_OUT_INCOMPLETE: 'Sie sind hier abgemeldet, aber der Wallet-Dienst konnte nicht benachrichtigt werden.',
  CLIPBOARD_UNAVAILABLE: 'Kopieren ist hier nicht möglich. Schreiben Sie die Wörter stattdessen auf.',
  OTP_ATTEMPTS: 'Zu viele falsche Codes: Dieser Code funktioniert nicht mehr. Fordern Sie einen neuen an.',
  QUOTE_EXPIRED:
    'Dieses Angebot ist abgelaufen, bevor es gesendet wurde. Es wurde nichts gesendet: Holen Sie ein neues Angebot ein und geben Sie es frei.',
  QUOTE_ALREADY_EXECUTED:
    'Dieses Angebot wurde bereits gesendet. Prüfen Sie Ihre Transaktionen, bevor Sie erneut senden.',
  INSUFFICIENT_FUNDS:
    'Ihre Wallet enthält nicht genug für diese Zahlung. Es wurde nichts gesendet: Laden Sie Guthaben auf und holen Sie dann ein neues Angebot ein.',
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS:
    'Diese Wallet hat bereits eine Anmeldung per E-Mail. Entfernen Sie sie zuerst, um eine andere Adresse zu verwenden.',
  PASSKEY_CREDENTIAL_ALREADY_EXISTS:
    'Diese Wallet hat bereits einen Passkey. Entfernen Sie ihn zuerst, um einen anderen hinzuzufügen.',
  OAUTH_CREDENTIAL_ALREADY_EXISTS: 'Dieses Konto ist bereits mit Ihrer Wallet verknüpft.',
  CANNOT_REVOKE_LAST_CREDENTIAL:
    'Das ist Ihre einzige Möglichkeit, sich bei Ihrer Wallet anzumelden. Fügen Sie eine weitere Anmeldemethode hinzu, bevor Sie diese entfernen.',
  REQUEST_ID_REUSED:
    'Diese Freigabe wurde bereits verwendet. Beginnen Sie von vorn, um eine neue zu erhalten.',
  NO_WALLET: 'Die Wallet ist auf dieser Seite nicht verfügbar.',
  NOT_READY: 'Die Wallet wird noch geladen. Versuchen Sie es gleich noch einmal.',
  DECRYPTION_FAILED:
    'Ihre Wiederherstellungsphrase konnte in diesem Browser nicht geöffnet werden. Starten Sie den Export erneut.',
  UNSIGNED_ENVELOPE:
    'Die Wiederherstellungsphrase konnte nicht geprüft werden und wird deshalb nicht angezeigt. Starten Sie den Export erneut.',
  INVALID_ENVELOPE_SIGNATURE:
    'Die Wiederherstellungsphrase konnte nicht geprüft werden und wird deshalb nicht angezeigt. Starten Sie den Export erneut.',
  UNTRUSTED_SIGNER:
    'Die Wiederherstellungsphrase konnte nicht geprüft werden und wird deshalb nicht angezeigt. Wenden Sie sich an den Support.',
  ORGANIZATION_MISMATCH:
    'Die Wiederherstellungsphrase konnte nicht geprüft werden und wird deshalb nicht angezeigt. Wenden Sie sich an den Support.',
  EXPORT_NOT_BOUND:
    'Die erhaltene Wiederherstellungsphrase stammt nicht aus dem Export, den Sie freigegeben haben, und wird deshalb nicht angezeigt. Starten Sie den Export erneut.',
  CRYPTO_UNAVAILABLE:
    'Dieser Browser kann keine Wallet sicher aufbewahren. Verwenden Sie einen aktuellen Browser.',
  TIMEOUT: 'Das dauert zu lange. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  SERVICE_ERROR: 'Beim Wallet-Dienst ist ein Problem aufgetreten. Bitte versuchen Sie es noch einmal.',
  SERVICE_TIMEOUT: 'Der Wallet-Dienst hat zu lange nicht geantwortet. Bitte versuchen Sie es noch einmal.',
  SERVICE_UNREACHABLE: 'Der Wallet-Dienst ist nicht erreichbar. Bitte versuchen Sie es in Kürze noch einmal.',
  INIT_FAILED: 'Die Wallet konnte nicht starten. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  STORAGE_ERROR:
    'Dieser Browser konnte Ihre Sitzung nicht speichern. Prüfen Sie, ob Websitedaten erlaubt sind.',
  SESSION_KEY_UNREADABLE:
    'Die Anmeldung konnte in diesem Browser nicht abgeschlossen werden. Bitte versuchen Sie es noch einmal.',
  NO_SESSION_KEY: 'Mit dieser Sitzung kann nicht signiert werden. Bitte melden Sie sich erneut an.',
  NO_WALLET_ACCOUNT: 'Für Ihr Konto gibt es noch keine Wallet.',
  PASSKEY_FAILED:
    'Der Passkey hat nicht funktioniert. Versuchen Sie es noch einmal oder melden Sie sich anders an.',
  OAUTH_TIMEOUT: 'Das Anmeldefenster hat zu lange gebraucht. Bitte versuchen Sie es noch einmal.',
  OAUTH_STATE_LOST: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte beginnen Sie von vorn.',
  OAUTH_NONCE_MISMATCH: 'Die Anmeldung konnte nicht überprüft werden. Bitte beginnen Sie von vorn.',
  OAUTH_FAILED:
    'Die Anmeldung mit diesem Konto hat nicht funktioniert. Versuchen Sie es noch einmal oder melden Sie sich anders an.',
  ABORTED: 'Abgebrochen.',
  UNSUPPORTED:
    'Dieser Browser unterstützt das nicht. Versuchen Sie es auf anderem Weg oder mit einem anderen Browser.',
  INVALID_INPUT: 'Eine Eingabe ist ungültig. Prüfen Sie sie und versuchen Sie es noch einmal.',
  UNAUTHORIZED:
    'Das wurde nicht akzeptiert. Bitte melden Sie sich erneut an und versuchen Sie es noch einmal.',
  FORBIDDEN: 'Dazu sind Sie mit dieser Wallet nicht berechtigt.',
  NOT_FOUND:
    'Das wurde nicht gefunden. Vielleicht wurde es entfernt; laden Sie die Seite neu und versuchen Sie es noch einmal.',
  CONFLICT: 'Das hat sich inzwischen geändert. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  SERVICE_UNAVAILABLE:
    'Der Wallet-Dienst ist ausgelastet oder nicht verfügbar. Bitte versuchen Sie es in Kürze noch einmal.',
  INTERNAL_ERROR: 'Beim Wallet-Dienst ist ein Problem aufgetreten. Bitte versuchen Sie es noch einmal.',
  PERMISSION_DENIED: 'Dazu sind Sie mit dieser Wallet nicht berechtigt.',
  ACCOUNT_CLOSED: 'Dieses Konto ist geschlossen.',
  ACCOUNT_NOT_ACTIVE: 'Dieses Konto ist noch nicht aktiv und kann daher weder senden noch empfangen.',
  QUOTE_EXECUTION_FAILED:
    'Die Zahlung konnte nicht gesendet werden. Es hat nichts Ihre Wallet verlassen: Holen Sie ein neues Angebot ein und versuchen Sie es noch einmal.',
  CURRENCY_MISMATCH:
    'Diese Konten verwenden andere Währungen als das Angebot. Holen Sie ein neues Angebot ein.',
  CURRENCY_NOT_SUPPORTED: 'Diese Währung wird nicht unterstützt.',
  UNSUPPORTED_CURRENCY_PAIR: 'Senden zwischen diesen beiden Währungen wird nicht unterstützt.',
  SAME_ACCOUNT: 'Sie können kein Geld an dasselbe Konto senden, von dem es kommt.',
} as const satisfies Record<PersonErrorCode, string>;
