import * as v from 'valibot';
import { optionalId } from './forms/fields.js';
import { idFilter } from './lists/listFilters.js';

/**
 * Why a company's credits changed (`credit_transactions.reason`): added by the system
 * operator, moved in or out, put in a code or received from one, converted into company
 * data, assigned to devices (bulk action), or taken by a device's monthly renewal.
 */
export const CREDIT_REASONS = [
  'added',
  'moved_in',
  'moved_out',
  'code_created',
  'code_activated',
  'converted_from',
  'converted_to_data',
  'assigned_to_devices',
  'device_renewed',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** Days one renewal keeps a device's credit: a renewal takes one credit each period. */
export const CREDIT_RENEWAL_DAYS = 30;

/** A forecast that runs a type out within this many days warns the company's admins. */
export const CREDIT_FORECAST_WARN_DAYS = 14;

/** One movement of the credit history (`GET /credits/history`). */
export const CreditTransactionSchema = v.object({
  id: v.number(),
  company_id: v.number(),
  company_name: v.string(),
  type: v.number(),
  type_name: v.string(),
  /** Credits added (positive) or taken (negative). */
  delta: v.number(),
  /** One of {@link CREDIT_REASONS} (older rows may hold another word). */
  reason: v.string(),
  /** Who made the change; null for the server's own renewals (or a deleted user). */
  user_id: v.nullable(v.number()),
  user_email: v.nullable(v.string()),
  /** The other company of a move, the code of a code, the device of a renewal. */
  reference: v.nullable(v.string()),
  price: v.nullable(v.string()),
  proforma_number: v.nullable(v.string()),
  created_at: v.string(),
});
export type CreditTransaction = v.InferOutput<typeof CreditTransactionSchema>;

/** `?company_id=` of `GET /credits` and `GET /credits/forecast`: the caller's company without it. */
export const CompanyCreditsQuerySchema = v.object({
  company_id: v.optional(idFilter('company_id')),
});

/** What a company holds of one credit type. */
export const CreditBalanceSchema = v.object({
  type: v.number(),
  type_name: v.string(),
  payment_type: v.picklist(['paid', 'free']),
  license_type: v.nullable(v.string()),
  credits_left: v.number(),
});
export type CreditBalance = v.InferOutput<typeof CreditBalanceSchema>;

/** `GET /credits?company_id=` (view_credits): a company's balance of every credit type. */
export const CompanyCreditsSchema = v.object({
  company_id: v.number(),
  company_name: v.string(),
  balances: v.array(CreditBalanceSchema),
  /** Company data in bytes: the `data` credits at 2 GB each. */
  remaining_data: v.number(),
});
export type CompanyCredits = v.InferOutput<typeof CompanyCreditsSchema>;

/** The burn-down of one credit type of a company. */
export const CreditTypeForecastSchema = v.object({
  type: v.number(),
  type_name: v.string(),
  credits_left: v.number(),
  /** Devices of the company that this type renews. */
  renewing_devices: v.number(),
  /** Credits the scheduled renewals take per {@link CREDIT_RENEWAL_DAYS} days. */
  per_30_days: v.number(),
  /** Credits the renewals actually took in the last 30 days (the ledger). */
  used_last_30_days: v.number(),
  /**
   * When the first renewal finds no credit left (ISO time): the renewals walked in time order
   * against the balance; null when that is not within a year.
   */
  runs_out_at: v.nullable(v.string()),
});
export type CreditTypeForecast = v.InferOutput<typeof CreditTypeForecastSchema>;

/** `GET /credits/forecast?company_id=` (view_credits). */
export const CreditForecastSchema = v.object({
  company_id: v.number(),
  /** The time the forecast was made from. */
  at: v.string(),
  types: v.array(CreditTypeForecastSchema),
});
export type CreditForecast = v.InferOutput<typeof CreditForecastSchema>;

/** Most devices one `PUT /credits/renewals` changes. */
export const MAX_RENEWAL_DEVICES = 1000;

/**
 * `PUT /credits/renewals` (update_device_credit_status): which credit type renews the
 * devices' credit when it ends (`type: null` stops their renewals). A device without a credit
 * end gets one of now, so that its first renewal is due at once.
 */
export const CreditRenewalsSchema = v.object({
  device_ids: v.pipe(
    v.array(
      v.pipe(
        v.number('device_ids must be numbers'),
        v.integer('device_ids must be whole numbers'),
        v.minValue(1, 'device_ids must be device ids'),
        v.maxValue(2_147_483_647, 'device_ids must be device ids'),
      ),
      'device_ids must be a list of device ids',
    ),
    v.minLength(1, 'Choose at least one device'),
    v.maxLength(MAX_RENEWAL_DEVICES, `At most ${MAX_RENEWAL_DEVICES} devices at once`),
  ),
  type: v.nullable(
    v.pipe(
      v.number('type must be a credit type id'),
      v.integer('type must be a credit type id'),
      v.minValue(1, 'type must be a credit type id'),
      v.maxValue(2_147_483_647, 'type must be a credit type id'),
    ),
  ),
});
export type CreditRenewalsPayload = v.InferOutput<typeof CreditRenewalsSchema>;

/**
 * The credit renewal form of one device (`PUT /credits/renewals` for it): the credit type that
 * renews it, optional (none: its credit is not renewed).
 */
export const CreditRenewalFormSchema = v.object({ type: optionalId('Resource type') });
export type CreditRenewalFormPayload = v.InferOutput<typeof CreditRenewalFormSchema>;
