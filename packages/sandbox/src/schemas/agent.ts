/**
 * Agent bodies (§4.4): `POST /agents {customerId, name, policy}` and `PATCH /agents/{agentId}
 * {name?, isPaused?, policy?}`. A policy names only accounts of the agent's customer (`ownsAccount`).
 */
import * as v from 'valibot';
import { MAX_AMOUNT } from '../domain/accounts.js';
import {
  type AccountRule,
  executionModes,
  type Permission,
  permissions,
  type Policy,
  type SpendingLimits,
} from '../domain/agent-policy.js';
import * as f from './fields.js';

type OwnsAccount = (id: string) => boolean;

const limit = () => f.integer({ min: 0, max: MAX_AMOUNT });
const limitKeys = ['perTransactionLimit', 'dailyLimit', 'dailyTransactionLimit', 'monthlyLimit'] as const;

const spendingLimits = f.object({
  currency: f.currencyCode({ required: true }),
  perTransactionLimit: limit(),
  dailyLimit: limit(),
  dailyTransactionLimit: limit(),
  monthlyLimit: limit(),
});

function ownedAccountId(ownsAccount: OwnsAccount) {
  return v.custom<string>(
    (id) => typeof id === 'string' && ownsAccount(id),
    "must be an account id of the agent's customer",
  );
}

function accountRestrictions(ownsAccount: OwnsAccount) {
  return f.object({
    allowedAccountIds: f.present(v.array(ownedAccountId(ownsAccount), 'must be an array')),
    accountRules: f.present(
      v.array(
        f.object({
          accountId: v.pipe(f.string({ required: true }), ownedAccountId(ownsAccount)),
          executionMode: f.picklist(executionModes),
          perTransactionLimit: limit(),
        }),
        'must be an array',
      ),
    ),
  });
}

/** A policy (`policy.*` in the error list), in the record's shape. */
export function policy(ownsAccount: OwnsAccount) {
  return v.pipe(
    f.present(
      f.object({
        permissions: f.present(
          v.array(v.picklist(permissions, `must be one of ${permissions.join(', ')}`), 'must be an array'),
          true,
        ),
        defaultExecutionMode: f.picklist(executionModes),
        spendingLimits: f.present(spendingLimits),
        accountRestrictions: f.present(accountRestrictions(ownsAccount)),
        approvalThresholds: f.present(
          f.object({
            currency: f.currencyCode({ required: true }),
            amount: f.integer({ required: true, min: 0, max: MAX_AMOUNT }),
          }),
        ),
      }),
      true,
    ),
    v.transform((p): Policy => {
      const out: Policy = {
        permissions: [...new Set(p.permissions)] as Permission[],
        defaultExecutionMode: p.defaultExecutionMode ?? 'AUTO',
      };
      if (p.spendingLimits) {
        const limits: SpendingLimits = { currency: p.spendingLimits.currency };
        for (const k of limitKeys) if (p.spendingLimits[k] !== undefined) limits[k] = p.spendingLimits[k];
        out.spendingLimits = limits;
      }
      if (p.accountRestrictions) {
        const rules = (p.accountRestrictions.accountRules ?? []).map((r) => {
          const rule: AccountRule = { accountId: r.accountId };
          if (r.executionMode !== undefined) rule.executionMode = r.executionMode;
          if (r.perTransactionLimit !== undefined) rule.perTransactionLimit = r.perTransactionLimit;
          return rule;
        });
        out.accountRestrictions = {
          allowedAccountIds: [...new Set(p.accountRestrictions.allowedAccountIds ?? [])],
          accountRules: rules,
        };
      }
      if (p.approvalThresholds) out.approvalThresholds = { ...p.approvalThresholds };
      return out;
    }),
  );
}

/** `POST /agents` */
export function newAgent(ownsAccount: OwnsAccount) {
  return f.object({
    customerId: f.string({ required: true, max: 200 }),
    name: f.label({ required: true, max: 100 }),
    policy: policy(ownsAccount),
  });
}

/** `PATCH /agents/{agentId}`: at least one of the three. */
export function agentUpdate(ownsAccount: OwnsAccount) {
  return v.pipe(
    f.object({
      name: f.label({ max: 100 }),
      isPaused: f.boolean(),
      policy: v.optional(policy(ownsAccount)),
    }),
    v.check(
      (b) => b.name !== undefined || b.isPaused !== undefined || b.policy !== undefined,
      'must set name, isPaused or policy',
    ),
  );
}
