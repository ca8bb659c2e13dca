import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/**
 * The vault frame's words in Spanish (neutral, friendly to Latin America; "tú"): the approval and export
 * views (`VaultCopy`), the sign-in view (`SignInCopy`) and the approval window (`WindowCopy`). Times come
 * in words from `inWords` (Intl.RelativeTimeFormat: "dentro de 4 minutos"), amounts already formatted.
 */
export const vault: VaultCopy = {
  approveTitle: 'Aprobar en Keyhold',
  exportTitle: 'Tu frase de recuperación',
  intro: 'Keyhold te muestra lo que vas a firmar. Solo tú puedes aprobarlo, aquí.',
  approve: 'Aprobar',
  decline: 'Rechazar',
  expiresIn: (w) => `Esta solicitud vence ${w}.`,
  expired: 'Esta solicitud venció. No se firmó nada.',
  declined: 'Rechazada. No se firmó nada.',
  signed: 'Aprobada.',
  exactText: 'Texto exacto que se firmará',
  waitingExport: 'Preparando tu exportación…',
  send: (a) => `Envías ${a}`,
  receive: (a) => `El destinatario recibe ${a}`,
  to: (p) => `Para ${p}`,
  payeeAccount: 'la cuenta del beneficiario',
  note: (t) => `Nota: ${t}`,
  opExecuteQuote: 'Enviar un pago',
  opExport: 'Mostrar tu frase de recuperación en esta ventana',
  opAddEmail: (e) => `Agregar el inicio de sesión con código por correo a ${e}`,
  opAddPasskey: (n) => `Agregar la llave de acceso “${n}”`,
  opAddOAuth: (n) => `Agregar el inicio de sesión con ${n}`,
  opAddCredential: 'Agregar un método de inicio de sesión',
  opRevokeCredential: (n) => `Quitar el método de inicio de sesión “${n}”`,
  opRevokeCredentialPlain: 'Quitar un método de inicio de sesión',
  opChangeEmail: (e) => `Cambiar tu correo a ${e}`,
  opRevokeSession: 'Cerrar una sesión',
  opUnknown: 'Una solicitud desconocida: lee el texto exacto a continuación antes de aprobar.',
  phraseIntro:
    'Anota estas palabras en orden y guárdalas sin conexión. Quien las tenga controla tu billetera.',
  copy: 'Copiar',
  copied: 'Copiado. En un minuto, la frase se quita del portapapeles si todavía está ahí.',
  copyFailed: 'Aquí no se pudo copiar: anota las palabras.',
  hide: 'Ocultar',
  show: 'Mostrar',
  done: 'Listo',
  hiddenNotice: 'La frase está oculta.',
  exportKeyUnknown: 'Esta exportación no se inició aquí, así que se rechazó.',
  exportNotBound:
    'La frase de recuperación que llegó no corresponde a la exportación que aprobaste, así que no se muestra. Vuelve a iniciar la exportación.',
  exportUnreadable:
    'No se pudo verificar la frase de recuperación, así que no se muestra. Vuelve a iniciar la exportación.',
  clipboardCleared: 'Se quitó la frase del portapapeles.',
  clipboardChanged: 'Ahora el portapapeles contiene otra cosa, así que se dejó como estaba.',
  clipboardUnchecked:
    'Este navegador no permite que Keyhold revise el portapapeles, así que la frase podría seguir ahí. Presiona Vaciar portapapeles o copia otra cosa.',
  clipboardClear: 'Vaciar portapapeles',
  clipboardClearFailed: 'Aquí no se pudo vaciar el portapapeles: copia otra cosa encima de la frase.',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `la cuenta que termina en ${last}`,
  payeeNotListed: 'una cuenta que no está entre tus beneficiarios',
  payeeUnchecked: 'la cuenta del beneficiario (Keyhold no pudo comprobar de quién es: revísala en la app)',
};

const plural = new Intl.PluralRules('es');
const number = new Intl.NumberFormat('es');

export const signIn: SignInCopy = {
  title: 'Inicia sesión en tu billetera',
  intro: 'Keyhold inicia tu sesión aquí: tu código nunca sale de este recuadro.',
  emailLabel: 'Correo electrónico',
  sendCode: 'Enviarme un código por correo',
  codeSentTo: (e) => `Enviamos un código de 6 dígitos a ${e}.`,
  codeLabel: 'Código del correo',
  codeHint: '6 dígitos',
  signIn: 'Verificar código',
  resend: 'Enviar un código nuevo',
  resent: 'Ya va en camino un código nuevo.',
  otherAddress: 'Usar otro correo',
  working: 'Procesando…',
  signedIn: 'Iniciaste sesión.',
  badEmail: 'Ingresa un correo electrónico válido.',
  badCode: 'Ingresa los 6 dígitos del código.',
  wrongCode: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
  codeExpired: 'Ese código venció. Pide uno nuevo.',
  tooManyAttempts: 'Demasiados códigos incorrectos: este código ya no funciona. Pide uno nuevo.',
  waitBeforeResend: (s) =>
    plural.select(s) === 'one'
      ? 'Espera 1 segundo antes de pedir un código nuevo.'
      : `Espera ${number.format(s)} segundos antes de pedir un código nuevo.`,
  notAMethod:
    'Esta dirección no es uno de tus métodos de inicio de sesión. Usa la dirección con la que te registraste.',
  offline: 'No se pudo conectar con tu billetera. Revisa tu conexión e inténtalo de nuevo.',
  failed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  usePasskey: 'Usar una llave de acceso',
  passkeyNickname: 'Llave de acceso',
  passkeyCancelled: 'Se cerró la solicitud de llave de acceso. Vuelve a intentarlo cuando quieras.',
  passkeyUnavailable: 'Este navegador no puede usar una llave de acceso aquí. Ingresa con tu correo.',
  noPasskey: 'Esta billetera todavía no tiene una llave de acceso. Ingresa con tu correo y luego agrega una.',
  passkeyFailed: 'Esa llave de acceso no funcionó. Vuelve a intentarlo o ingresa con tu correo.',
  continueWith: (p) => `Continuar con ${p}`,
  popupBlocked:
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio y vuelve a intentarlo.',
  oauthCancelled: 'Se cerró la ventana de inicio de sesión. Vuelve a intentarlo cuando quieras.',
  noOAuth: 'Esta billetera todavía no usa esa cuenta para ingresar. Ingresa con tu correo y luego agrégala.',
  oauthFailed: 'No se pudo ingresar con esa cuenta. Vuelve a intentarlo o ingresa con tu correo.',
};

export const window: WindowCopy = {
  continueHint:
    'Para proteger esta solicitud de la página que la rodea, la revisas y apruebas en una ventana de Keyhold.',
  continueButton: 'Continuar en la ventana',
  windowOpen: 'Revisa la solicitud en la ventana de Keyhold.',
  windowBlocked:
    'El navegador no abrió la ventana de Keyhold. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.',
  exportHeadline: 'Mostrar tu frase de recuperación en el recuadro de Keyhold de la página',
};
