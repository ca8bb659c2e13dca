import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'conta bancária nos EUA',
  US_ACCOUNT: 'conta bancária nos EUA',
  AED_ACCOUNT: 'conta bancária nos Emirados Árabes Unidos',
  BRL_ACCOUNT: 'conta Pix no Brasil',
  EUR_ACCOUNT: 'conta bancária em euros',
  SPARK_WALLET: 'carteira Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'Iniciado',
  PENDING: 'Aguardando envio',
  PROCESSING: 'A caminho',
  COMPLETED: 'Concluído',
  REJECTED: 'Recusado pelo banco de destino e estornado',
  FAILED: 'Falhou',
  REFUNDED: 'Estornado',
  EXPIRED: 'Expirou antes do envio',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'Não foi possível acessar o endereço de destino.',
  PAY_REQUEST_FAILED: 'O destino não aceitou a solicitação de pagamento.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'A plataforma não conseguiu aprovar o pagamento.',
  PAYMENT_APPROVAL_TIMED_OUT: 'A plataforma não aprovou o pagamento a tempo.',
  OFFRAMP_FAILED: 'Não foi possível depositar o dinheiro na conta de destino.',
  MISSING_MANDATORY_PAYEE_DATA: 'Faltaram dados do favorecido exigidos pelo destino.',
  QUOTE_EXPIRED: 'A cotação expirou antes do pagamento.',
  QUOTE_EXECUTION_FAILED: 'Não foi possível fazer o pagamento.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Banco',
  accountNumber: 'Número da conta',
  routingNumber: 'Código de roteamento (ABA)',
  iban: 'IBAN',
  swiftCode: 'Código SWIFT',
  reference: 'Referência (inclua na transferência)',
  address: 'Endereço',
  paymentRails: 'Formas de pagamento',
};

/** The Brazilian Portuguese terms of the money elements (part of the complete catalogue). */
export const ptWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Saldo',
  balanceSignedOut: 'Entre para ver seu saldo.',
  balanceUnreachable: 'Não é possível mostrar seu saldo agora: o serviço da carteira está inacessível.',
  balanceNone: 'Esta carteira ainda não tem uma conta.',

  activityTitle: 'Atividade',
  activitySignedOut: 'Entre para ver seus pagamentos.',
  activityUnreachable:
    'Não é possível mostrar seus pagamentos agora: o serviço da carteira está inacessível.',
  activityEmpty: 'Nenhum pagamento ainda.',
  activityMore: 'Ver pagamentos anteriores',
  activitySent: (who) => `Enviado para ${who}`,
  activityReceived: (who) => `Recebido de ${who}`,
  activitySomeone: 'outra conta',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'conta bancária';
    return masked === undefined ? `sua ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `Você enviou ${amount}`,
  activityAmountReceived: (amount) => `O destinatário recebeu ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Status desconhecido',
  transactionFailure: (reason) => failures[reason] ?? 'Não foi possível concluir o pagamento.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: 'Receber',
  receiveSignedOut: 'Entre para ver onde você pode receber pagamentos.',
  receiveUnreachable:
    'Não é possível mostrar seus dados de recebimento agora: o serviço da carteira está inacessível.',
  receiveAddressLabel: 'Seu endereço UMA: qualquer pessoa pode pagar você com ele.',
  receiveQrLabel: (address) => `QR code do seu endereço UMA ${address}`,
  receiveCopy: 'Copiar endereço',
  receiveCopied: 'O endereço foi copiado para a área de transferência.',
  receiveCopyFailed: 'Não foi possível copiar o endereço: selecione e copie você mesmo.',
  receiveNoAddress: 'Esta carteira ainda não tem um endereço UMA.',
  receiveFundingTitle: 'Ou adicione dinheiro de uma conta bancária',
  receiveFundingField: (field) => fundingFields[field] ?? field,
};
