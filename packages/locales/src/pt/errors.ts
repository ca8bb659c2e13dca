import type { PersonErrorCode } from '../error-codes.js';
import { ptVaultErrors } from './vault-errors.js';

/** Brazilian Portuguese sentences for every error code a person can meet (complete: a missing code is a type error). */
export const ptErrorMessages = {
  ...ptVaultErrors,
  REJECTED: 'A solicitação foi recusada. Nada foi assinado.',
  CHALLENGE_EXPIRED: 'Esta solicitação expirou. Comece de novo.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre de novo.',
  SESSION_REVOKED: 'Sua sessão foi encerrada. Entre de novo.',
  NETWORK_ERROR: 'Não foi possível acessar o serviço da carteira. Verifique sua conexão e tente novamente.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  WEBAUTHN_CANCELLED: 'A solicitação da chave de acesso foi fechada ou o tempo esgotou.',
  INVALID_OTP: 'Esse código não está correto. Confira e tente novamente.',
  OTP_EXPIRED: 'Esse código expirou. Peça um novo.',
  PASSKEY_CANCELLED: 'A solicitação da chave de acesso foi fechada ou o tempo esgotou.',
  PASSKEY_ALREADY_REGISTERED: 'Este dispositivo já tem uma chave de acesso para esta carteira.',
  PASSKEY_NOT_ALLOWED_HERE: 'Este site não permite chaves de acesso.',
  PASSKEY_UNSUPPORTED: 'Este navegador ou dispositivo não é compatível com chaves de acesso.',
  NO_PASSKEY_CREDENTIAL: 'Esta carteira ainda não tem uma chave de acesso. Crie uma ou entre de outra forma.',
  OAUTH_POPUP_BLOCKED: 'A janela de login foi bloqueada. Permita pop-ups para este site e tente novamente.',
  OAUTH_CANCELLED: 'A janela de login foi fechada antes de você terminar.',
  NO_SESSION: 'Entre primeiro.',
  SIGN_OUT_INCOMPLETE: 'Você saiu aqui, mas não foi possível avisar o serviço da carteira.',
  CLIPBOARD_UNAVAILABLE: 'Não é possível copiar aqui. Anote as palavras à mão.',
  OTP_ATTEMPTS: 'Muitos códigos incorretos: este código não funciona mais. Peça um novo.',
  QUOTE_EXPIRED: 'Esta cotação expirou antes do envio. Nada foi enviado: peça uma nova cotação e aprove-a.',
  QUOTE_ALREADY_EXECUTED: 'Esta cotação já foi enviada. Confira suas transações antes de enviar de novo.',
  INSUFFICIENT_FUNDS:
    'Sua carteira não tem saldo suficiente para este pagamento. Nada foi enviado: adicione fundos e peça uma nova cotação.',
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS:
    'Esta carteira já tem um login por e-mail. Remova-o primeiro para usar outro endereço.',
  PASSKEY_CREDENTIAL_ALREADY_EXISTS:
    'Esta carteira já tem uma chave de acesso. Remova-a primeiro para adicionar outra.',
  OAUTH_CREDENTIAL_ALREADY_EXISTS: 'Esta conta já está vinculada à sua carteira.',
  CANNOT_REVOKE_LAST_CREDENTIAL:
    'Esta é a única forma de entrar na sua carteira. Adicione outro método de login antes de removê-la.',
  REQUEST_ID_REUSED: 'Esta aprovação já foi usada. Comece de novo para receber uma nova.',
  NO_WALLET: 'A carteira não está disponível nesta página.',
  NOT_READY: 'A carteira ainda está carregando. Tente novamente em instantes.',
  DECRYPTION_FAILED:
    'Não foi possível abrir sua frase de recuperação neste navegador. Comece a exportação de novo.',
  UNSIGNED_ENVELOPE:
    'Não foi possível verificar a frase de recuperação, por isso ela não é mostrada. Comece a exportação de novo.',
  INVALID_ENVELOPE_SIGNATURE:
    'Não foi possível verificar a frase de recuperação, por isso ela não é mostrada. Comece a exportação de novo.',
  UNTRUSTED_SIGNER:
    'Não foi possível verificar a frase de recuperação, por isso ela não é mostrada. Fale com o suporte.',
  ORGANIZATION_MISMATCH:
    'Não foi possível verificar a frase de recuperação, por isso ela não é mostrada. Fale com o suporte.',
  EXPORT_NOT_BOUND:
    'A frase de recuperação recebida não é da exportação que você aprovou, por isso ela não é mostrada. Comece a exportação de novo.',
  CRYPTO_UNAVAILABLE: 'Este navegador não consegue proteger uma carteira. Use um navegador atualizado.',
  TIMEOUT: 'Isto está demorando demais. Verifique sua conexão e tente novamente.',
  SERVICE_ERROR: 'O serviço da carteira teve um problema. Tente novamente.',
  SERVICE_TIMEOUT: 'O serviço da carteira demorou demais para responder. Tente novamente.',
  SERVICE_UNREACHABLE: 'Não foi possível acessar o serviço da carteira. Tente novamente daqui a pouco.',
  INIT_FAILED: 'Não foi possível iniciar a carteira. Verifique sua conexão e recarregue a página.',
  STORAGE_ERROR:
    'Este navegador não conseguiu salvar sua sessão. Verifique se o armazenamento do site está permitido.',
  SESSION_KEY_UNREADABLE: 'Não foi possível concluir o login neste navegador. Tente novamente.',
  NO_SESSION_KEY: 'Esta sessão não pode assinar. Entre de novo.',
  NO_WALLET_ACCOUNT: 'Ainda não há uma carteira para sua conta.',
  PASSKEY_FAILED: 'A chave de acesso não funcionou. Tente novamente ou entre de outra forma.',
  OAUTH_TIMEOUT: 'A janela de login demorou demais. Tente novamente.',
  OAUTH_STATE_LOST: 'Não foi possível concluir o login. Comece de novo.',
  OAUTH_NONCE_MISMATCH: 'Não foi possível verificar o login. Comece de novo.',
  OAUTH_FAILED: 'Não foi possível entrar com essa conta. Tente novamente ou entre de outra forma.',
  ABORTED: 'Interrompido.',
  UNSUPPORTED: 'Este navegador não é compatível com isso. Tente de outra forma ou em outro navegador.',
  INVALID_INPUT: 'Algo que você digitou não é válido. Confira e tente novamente.',
  UNAUTHORIZED: 'Isso não foi aceito. Entre de novo e tente outra vez.',
  FORBIDDEN: 'Você não tem permissão para fazer isso com esta carteira.',
  NOT_FOUND: 'Não encontrado. Talvez tenha sido removido; recarregue a página e tente novamente.',
  CONFLICT: 'Isso mudou nesse meio-tempo. Recarregue a página e tente novamente.',
  SERVICE_UNAVAILABLE: 'O serviço da carteira está ocupado ou fora do ar. Tente novamente daqui a pouco.',
  INTERNAL_ERROR: 'O serviço da carteira teve um problema. Tente novamente.',
  PERMISSION_DENIED: 'Você não tem permissão para fazer isso com esta carteira.',
  ACCOUNT_CLOSED: 'Esta conta está encerrada.',
  ACCOUNT_NOT_ACTIVE: 'Esta conta ainda não está ativa, por isso não pode enviar nem receber.',
  QUOTE_EXECUTION_FAILED:
    'Não foi possível enviar o pagamento. Nada saiu da sua carteira: peça uma nova cotação e tente novamente.',
  CURRENCY_MISMATCH: 'Estas contas usam moedas diferentes das da cotação. Peça uma nova cotação.',
  CURRENCY_NOT_SUPPORTED: 'Essa moeda não é aceita.',
  UNSUPPORTED_CURRENCY_PAIR: 'Não é possível enviar entre essas duas moedas.',
  SAME_ACCOUNT: 'Não é possível enviar dinheiro para a mesma conta de onde ele sai.',
} as const satisfies Record<PersonErrorCode, string>;
