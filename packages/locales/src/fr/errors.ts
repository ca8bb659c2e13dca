import type { PersonErrorCode } from '../error-codes.js';
import { frVaultErrors } from './vault-errors.js';

/** French sentences for every error code a person can meet (complete: a missing code is a type error). */
export const frErrorMessages = {
  ...frVaultErrors,
  REJECTED: 'La demande a été refusée. Rien n’a été signé.',
  CHALLENGE_EXPIRED: 'Cette demande a expiré. Veuillez recommencer.',
  SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
  SESSION_REVOKED: 'Votre session a été déconnectée. Veuillez vous reconnecter.',
  NETWORK_ERROR: 'Le service du portefeuille est injoignable. Vérifiez votre connexion et réessayez.',
  RATE_LIMITED: 'Trop de tentatives. Patientez puis réessayez.',
  WEBAUTHN_CANCELLED: 'La demande de clé d’accès a été fermée ou a expiré.',
  INVALID_OTP: 'Ce code est incorrect. Vérifiez-le et réessayez.',
  OTP_EXPIRED: 'Ce code a expiré. Demandez-en un nouveau.',
  PASSKEY_CANCELLED: 'La demande de clé d’accès a été fermée ou a expiré.',
  PASSKEY_ALREADY_REGISTERED: 'Cet appareil possède déjà une clé d’accès pour ce portefeuille.',
  PASSKEY_NOT_ALLOWED_HERE: 'Les clés d’accès ne sont pas autorisées sur ce site.',
  PASSKEY_UNSUPPORTED: 'Ce navigateur ou cet appareil ne prend pas en charge les clés d’accès.',
  NO_PASSKEY_CREDENTIAL:
    'Ce portefeuille n’a pas encore de clé d’accès. Créez-en une ou connectez-vous autrement.',
  OAUTH_POPUP_BLOCKED:
    'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  OAUTH_CANCELLED: 'La fenêtre de connexion a été fermée avant la fin.',
  NO_SESSION: 'Connectez-vous d’abord.',
  SIGN_OUT_INCOMPLETE: 'Vous êtes déconnecté ici, mais le service du portefeuille n’a pas pu être prévenu.',
  CLIPBOARD_UNAVAILABLE: 'La copie n’est pas disponible ici. Notez plutôt les mots.',
  OTP_ATTEMPTS: 'Trop de codes erronés : ce code ne fonctionne plus. Demandez-en un nouveau.',
  QUOTE_EXPIRED:
    'Ce devis a expiré avant l’envoi. Rien n’a été envoyé : demandez un nouveau devis et approuvez-le.',
  QUOTE_ALREADY_EXECUTED: 'Ce devis a déjà été envoyé. Vérifiez vos transactions avant de renvoyer.',
  INSUFFICIENT_FUNDS:
    'Votre portefeuille ne contient pas assez pour ce paiement. Rien n’a été envoyé : ajoutez des fonds, puis demandez un nouveau devis.',
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS:
    'Ce portefeuille a déjà une connexion par e-mail. Retirez-la d’abord pour utiliser une autre adresse.',
  PASSKEY_CREDENTIAL_ALREADY_EXISTS:
    'Ce portefeuille a déjà une clé d’accès. Retirez-la d’abord pour en ajouter une autre.',
  OAUTH_CREDENTIAL_ALREADY_EXISTS: 'Ce compte est déjà associé à votre portefeuille.',
  CANNOT_REVOKE_LAST_CREDENTIAL:
    'C’est le seul moyen de vous connecter à votre portefeuille. Ajoutez une autre méthode de connexion avant de la retirer.',
  REQUEST_ID_REUSED: 'Cette approbation a déjà été utilisée. Recommencez pour en obtenir une nouvelle.',
  NO_WALLET: 'Le portefeuille n’est pas disponible sur cette page.',
  NOT_READY: 'Le portefeuille est encore en chargement. Réessayez dans un instant.',
  DECRYPTION_FAILED:
    'Votre phrase de récupération n’a pas pu être ouverte dans ce navigateur. Recommencez l’export.',
  UNSIGNED_ENVELOPE:
    'La phrase de récupération n’a pas pu être vérifiée ; elle n’est pas affichée. Recommencez l’export.',
  INVALID_ENVELOPE_SIGNATURE:
    'La phrase de récupération n’a pas pu être vérifiée ; elle n’est pas affichée. Recommencez l’export.',
  UNTRUSTED_SIGNER:
    'La phrase de récupération n’a pas pu être vérifiée ; elle n’est pas affichée. Contactez le support.',
  ORGANIZATION_MISMATCH:
    'La phrase de récupération n’a pas pu être vérifiée ; elle n’est pas affichée. Contactez le support.',
  EXPORT_NOT_BOUND:
    'La phrase de récupération reçue ne vient pas de l’export que vous avez approuvé ; elle n’est pas affichée. Recommencez l’export.',
  CRYPTO_UNAVAILABLE: 'Ce navigateur ne peut pas protéger un portefeuille. Utilisez un navigateur à jour.',
  TIMEOUT: 'Cela prend trop de temps. Vérifiez votre connexion et réessayez.',
  SERVICE_ERROR: 'Le service du portefeuille a rencontré un problème. Veuillez réessayer.',
  SERVICE_TIMEOUT: 'Le service du portefeuille a mis trop de temps à répondre. Veuillez réessayer.',
  SERVICE_UNREACHABLE: 'Le service du portefeuille est injoignable. Réessayez dans un moment.',
  INIT_FAILED: 'Le portefeuille n’a pas pu démarrer. Vérifiez votre connexion et rechargez la page.',
  STORAGE_ERROR:
    'Ce navigateur n’a pas pu enregistrer votre session. Vérifiez que le stockage du site est autorisé.',
  SESSION_KEY_UNREADABLE: 'La connexion n’a pas pu aboutir dans ce navigateur. Veuillez réessayer.',
  NO_SESSION_KEY: 'Cette session ne peut pas signer. Veuillez vous reconnecter.',
  NO_WALLET_ACCOUNT: 'Votre compte n’a pas encore de portefeuille.',
  PASSKEY_FAILED: 'La clé d’accès n’a pas fonctionné. Réessayez ou connectez-vous autrement.',
  OAUTH_TIMEOUT: 'La fenêtre de connexion a pris trop de temps. Veuillez réessayer.',
  OAUTH_STATE_LOST: 'La connexion n’a pas pu aboutir. Veuillez recommencer.',
  OAUTH_NONCE_MISMATCH: 'La connexion n’a pas pu être vérifiée. Veuillez recommencer.',
  OAUTH_FAILED: 'La connexion avec ce compte n’a pas fonctionné. Réessayez ou connectez-vous autrement.',
  ABORTED: 'Arrêté.',
  UNSUPPORTED: 'Ce navigateur ne le permet pas. Essayez autrement ou avec un autre navigateur.',
  INVALID_INPUT: 'Une saisie n’est pas valide. Vérifiez-la et réessayez.',
  UNAUTHORIZED: 'Ce n’a pas été accepté. Reconnectez-vous et réessayez.',
  FORBIDDEN: 'Vous n’êtes pas autorisé à faire cela avec ce portefeuille.',
  NOT_FOUND: 'Introuvable. L’élément a peut-être été retiré ; rechargez et réessayez.',
  CONFLICT: 'Cela a changé entre-temps. Rechargez et réessayez.',
  SERVICE_UNAVAILABLE: 'Le service du portefeuille est occupé ou indisponible. Réessayez dans un moment.',
  INTERNAL_ERROR: 'Le service du portefeuille a rencontré un problème. Veuillez réessayer.',
  PERMISSION_DENIED: 'Vous n’êtes pas autorisé à faire cela avec ce portefeuille.',
  ACCOUNT_CLOSED: 'Ce compte est fermé.',
  ACCOUNT_NOT_ACTIVE: 'Ce compte n’est pas encore actif : il ne peut ni envoyer ni recevoir.',
  QUOTE_EXECUTION_FAILED:
    'Le paiement n’a pas pu être envoyé. Rien n’a quitté votre portefeuille : demandez un nouveau devis et réessayez.',
  CURRENCY_MISMATCH: 'Ces comptes n’utilisent pas les devises du devis. Demandez un nouveau devis.',
  CURRENCY_NOT_SUPPORTED: 'Cette devise n’est pas prise en charge.',
  UNSUPPORTED_CURRENCY_PAIR: 'L’envoi entre ces deux devises n’est pas pris en charge.',
  SAME_ACCOUNT: 'Vous ne pouvez pas envoyer de l’argent vers le compte d’où il part.',
} as const satisfies Record<PersonErrorCode, string>;
