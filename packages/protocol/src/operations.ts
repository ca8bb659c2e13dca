// The one list of the operations a signed request authorizes (service §5(5), the `operation` of a
// `payloadToSign`). Keyhold names each for what a person does (`ADD_CREDENTIAL`, `CHANGE_EMAIL`, the name
// the core's `SignedRequest.operation`, the elements' copy and the vault's messages use); the service names
// it for what it does to a resource (`CREATE_AUTH_CREDENTIAL`, `UPDATE_CUSTOMER_EMAIL`, the name a payload
// carries). Every package takes both names from here: no other package spells an operation, except as a
// literal checked against these types (`'EXPORT_WALLET' satisfies SignedOperation`: no bytes in a bundle,
// and a name this table drops fails the build there); scripts/check-contract.mjs holds every package to it.

/** Each signed operation: Keyhold's name → the service's (the `operation` of its `payloadToSign`). */
export const SIGNED_OPERATIONS = {
  ADD_CREDENTIAL: 'CREATE_AUTH_CREDENTIAL',
  REVOKE_CREDENTIAL: 'REVOKE_AUTH_CREDENTIAL',
  REVOKE_SESSION: 'REVOKE_AUTH_SESSION',
  EXPORT_WALLET: 'EXPORT_WALLET',
  EXECUTE_QUOTE: 'EXECUTE_QUOTE',
  CHANGE_EMAIL: 'UPDATE_CUSTOMER_EMAIL',
} as const;

/** Which operation a signed request authorizes, by Keyhold's name (`ADD_CREDENTIAL`, `CHANGE_EMAIL`, …). */
export type SignedOperation = keyof typeof SIGNED_OPERATIONS;

/** The service's name of a signed operation, as a `payloadToSign` carries it (`CREATE_AUTH_CREDENTIAL`, …). */
export type ServiceOperation = (typeof SIGNED_OPERATIONS)[SignedOperation];

/** Keyhold's names of the signed operations, in the table's order. */
export const SIGNED_OPERATION_NAMES = Object.keys(SIGNED_OPERATIONS) as readonly SignedOperation[];

/**
 * The service's name of `operation`.
 *
 * @example serviceOperation('CHANGE_EMAIL') // 'UPDATE_CUSTOMER_EMAIL'
 */
export function serviceOperation(operation: SignedOperation): ServiceOperation {
  return SIGNED_OPERATIONS[operation];
}

let byServiceName: ReadonlyMap<string, SignedOperation> | undefined;

/**
 * Keyhold's name of a payload's `operation` (the service's name), or undefined for an operation the table
 * does not hold. Only the service's names are read: a payload naming `CHANGE_EMAIL` is not one the service
 * wrote (`EXPORT_WALLET` and `EXECUTE_QUOTE` are the same in both).
 *
 * @example signedOperationOf('REVOKE_AUTH_SESSION') // 'REVOKE_SESSION'
 */
export function signedOperationOf(payloadOperation: string | undefined): SignedOperation | undefined {
  byServiceName ??= new Map(
    Object.entries(SIGNED_OPERATIONS).map(([name, service]) => [service, name as SignedOperation]),
  );
  return typeof payloadOperation === 'string' ? byServiceName.get(payloadOperation) : undefined;
}
