import type { PersonErrorCode } from '../error-codes.js';
import { esVaultErrors } from './vault-errors.js';

/** Spanish sentences for every error code a person can meet (complete: a missing code is a type error). */
export const esErrorMessages = {
  ...esVaultErrors,
  REJECTED: 'Se rechazó la solicitud. No se firmó nada.',
  CHALLENGE_EXPIRED: 'Esta solicitud venció. Vuelve a empezar.',
  SESSION_EXPIRED: 'Tu sesión venció. Vuelve a iniciar sesión.',
  SESSION_REVOKED: 'Se cerró tu sesión. Vuelve a iniciar sesión.',
  NETWORK_ERROR:
    'No se pudo conectar con el servicio de la billetera. Revisa tu conexión e inténtalo de nuevo.',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  WEBAUTHN_CANCELLED: 'Se cerró la solicitud de la llave de acceso o se agotó el tiempo.',
  INVALID_OTP: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
  OTP_EXPIRED: 'Ese código venció. Pide uno nuevo.',
  PASSKEY_CANCELLED: 'Se cerró la solicitud de la llave de acceso o se agotó el tiempo.',
  PASSKEY_ALREADY_REGISTERED: 'Este dispositivo ya tiene una llave de acceso para esta billetera.',
  PASSKEY_NOT_ALLOWED_HERE: 'Este sitio no permite llaves de acceso.',
  PASSKEY_UNSUPPORTED: 'Este navegador o dispositivo no admite llaves de acceso.',
  NO_PASSKEY_CREDENTIAL:
    'Esta billetera todavía no tiene una llave de acceso. Crea una o inicia sesión de otra forma.',
  OAUTH_POPUP_BLOCKED:
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.',
  OAUTH_CANCELLED: 'Se cerró la ventana de inicio de sesión antes de que terminaras.',
  NO_SESSION: 'Primero inicia sesión.',
  SIGN_OUT_INCOMPLETE: 'Se cerró tu sesión aquí, pero no se pudo avisar al servicio de la billetera.',
  CLIPBOARD_UNAVAILABLE: 'Aquí no se puede copiar. Anota las palabras a mano.',
  OTP_ATTEMPTS: 'Demasiados códigos incorrectos: este código ya no funciona. Pide uno nuevo.',
  QUOTE_EXPIRED:
    'Esta cotización venció antes del envío. No se envió nada: pide una cotización nueva y apruébala.',
  QUOTE_ALREADY_EXECUTED: 'Esta cotización ya se envió. Revisa tus movimientos antes de volver a enviar.',
  INSUFFICIENT_FUNDS:
    'Tu billetera no tiene saldo suficiente para este pago. No se envió nada: agrega fondos y luego pide una cotización nueva.',
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS:
    'Esta billetera ya tiene un inicio de sesión por correo. Quítalo primero para usar otra dirección.',
  PASSKEY_CREDENTIAL_ALREADY_EXISTS:
    'Esta billetera ya tiene una llave de acceso. Quítala primero para agregar otra.',
  OAUTH_CREDENTIAL_ALREADY_EXISTS: 'Esta cuenta ya está vinculada a tu billetera.',
  CANNOT_REVOKE_LAST_CREDENTIAL:
    'Es el único método para iniciar sesión en tu billetera. Agrega otro antes de quitarlo.',
  REQUEST_ID_REUSED: 'Esta aprobación ya se usó. Vuelve a empezar para obtener una nueva.',
  NO_WALLET: 'La billetera no está disponible en esta página.',
  NOT_READY: 'La billetera todavía se está cargando. Inténtalo de nuevo en un momento.',
  DECRYPTION_FAILED:
    'No se pudo abrir tu frase de recuperación en este navegador. Vuelve a iniciar la exportación.',
  UNSIGNED_ENVELOPE:
    'No se pudo verificar la frase de recuperación, así que no se muestra. Vuelve a iniciar la exportación.',
  INVALID_ENVELOPE_SIGNATURE:
    'No se pudo verificar la frase de recuperación, así que no se muestra. Vuelve a iniciar la exportación.',
  UNTRUSTED_SIGNER:
    'No se pudo verificar la frase de recuperación, así que no se muestra. Comunícate con soporte.',
  ORGANIZATION_MISMATCH:
    'No se pudo verificar la frase de recuperación, así que no se muestra. Comunícate con soporte.',
  EXPORT_NOT_BOUND:
    'La frase de recuperación que llegó no corresponde a la exportación que aprobaste, así que no se muestra. Vuelve a iniciar la exportación.',
  CRYPTO_UNAVAILABLE: 'Este navegador no puede proteger una billetera. Usa un navegador actualizado.',
  TIMEOUT: 'Esto está tardando demasiado. Revisa tu conexión e inténtalo de nuevo.',
  SERVICE_ERROR: 'El servicio de la billetera tuvo un problema. Inténtalo de nuevo.',
  SERVICE_TIMEOUT: 'El servicio de la billetera tardó demasiado en responder. Inténtalo de nuevo.',
  SERVICE_UNREACHABLE:
    'No se pudo conectar con el servicio de la billetera. Inténtalo de nuevo en unos momentos.',
  INIT_FAILED: 'No se pudo iniciar la billetera. Revisa tu conexión y vuelve a cargar la página.',
  STORAGE_ERROR:
    'Este navegador no pudo guardar tu sesión. Comprueba que el almacenamiento del sitio esté permitido.',
  SESSION_KEY_UNREADABLE: 'No se pudo completar el inicio de sesión en este navegador. Inténtalo de nuevo.',
  NO_SESSION_KEY: 'Esta sesión no puede firmar. Vuelve a iniciar sesión.',
  NO_WALLET_ACCOUNT: 'Todavía no hay una billetera para tu cuenta.',
  PASSKEY_FAILED: 'La llave de acceso no funcionó. Inténtalo de nuevo o inicia sesión de otra forma.',
  OAUTH_TIMEOUT: 'La ventana de inicio de sesión tardó demasiado. Inténtalo de nuevo.',
  OAUTH_STATE_LOST: 'No se pudo terminar el inicio de sesión. Vuelve a empezar.',
  OAUTH_NONCE_MISMATCH: 'No se pudo verificar el inicio de sesión. Vuelve a empezar.',
  OAUTH_FAILED: 'No se pudo iniciar sesión con esa cuenta. Inténtalo de nuevo o inicia sesión de otra forma.',
  ABORTED: 'Detenido.',
  UNSUPPORTED: 'Este navegador no lo admite. Prueba de otra forma o con otro navegador.',
  INVALID_INPUT: 'Algo de lo que ingresaste no es válido. Revísalo e inténtalo de nuevo.',
  UNAUTHORIZED: 'No se aceptó. Vuelve a iniciar sesión e inténtalo otra vez.',
  FORBIDDEN: 'No tienes permiso para hacer eso con esta billetera.',
  NOT_FOUND: 'No se encontró. Puede que se haya quitado; vuelve a cargar la página e inténtalo de nuevo.',
  CONFLICT: 'Eso cambió mientras tanto. Vuelve a cargar la página e inténtalo de nuevo.',
  SERVICE_UNAVAILABLE:
    'El servicio de la billetera está ocupado o no disponible. Inténtalo de nuevo en unos momentos.',
  INTERNAL_ERROR: 'El servicio de la billetera tuvo un problema. Inténtalo de nuevo.',
  PERMISSION_DENIED: 'No tienes permiso para hacer eso con esta billetera.',
  ACCOUNT_CLOSED: 'Esta cuenta está cerrada.',
  ACCOUNT_NOT_ACTIVE: 'Esta cuenta todavía no está activa, así que no puede enviar ni recibir.',
  QUOTE_EXECUTION_FAILED:
    'No se pudo enviar el pago. No salió nada de tu billetera: pide una cotización nueva e inténtalo de nuevo.',
  CURRENCY_MISMATCH:
    'Estas cuentas usan monedas distintas de las de la cotización. Pide una cotización nueva.',
  CURRENCY_NOT_SUPPORTED: 'Esa moneda no es compatible.',
  UNSUPPORTED_CURRENCY_PAIR: 'No se admiten envíos entre estas dos monedas.',
  SAME_ACCOUNT: 'No puedes enviar dinero a la misma cuenta de la que sale.',
} as const satisfies Record<PersonErrorCode, string>;
