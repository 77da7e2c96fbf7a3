import * as v from 'valibot';

/** Devices of one model. */
const ModelCountSchema = v.object({ model: v.string(), count: v.number() });

/** Credits a company has left of one type. */
const CreditsLeftSchema = v.object({
  credit_type_id: v.number(),
  credit_type_name: v.string(),
  /** `credit`, `pack` or `data` (2 GB each). */
  license_type: v.nullable(v.string()),
  credits_left: v.number(),
});

/** How many models `GET /companies/{id}/metrics` lists the models of (the rest are summed). */
export const COMPANY_METRICS_TOP_MODELS = 8;

/**
 * `GET /companies/{id}/metrics`'s `data`. The fleet figures (devices, data used, users)
 * cover the company and every subsidiary the caller may see (`companies_count` of them);
 * the credits are the company's own balance, since credits are not shared down the tree.
 */
export const CompanyMetricsSchema = v.object({
  company_id: v.number(),
  /** Companies counted: the company and its subsidiaries in the caller's scope. */
  companies_count: v.number(),
  /** Direct subsidiaries. */
  subsidiaries_count: v.number(),
  devices_count: v.number(),
  /** By status (spec §3): 0 Offline, 1 Online, 2 Pending, anything else Not Activated. */
  devices_by_status: v.object({
    offline: v.number(),
    online: v.number(),
    pending: v.number(),
    not_activated: v.number(),
  }),
  /** The most common models, most devices first (at most {@link COMPANY_METRICS_TOP_MODELS}). */
  devices_by_model: v.array(ModelCountSchema),
  /** Devices of the models not listed. */
  other_models_count: v.number(),
  /** Mobile data used this calendar month, bytes. */
  data_used_bytes: v.number(),
  /** The month `data_used_bytes` counts, `YYYY-MM`. */
  data_month: v.string(),
  users_count: v.number(),
  credits: v.array(CreditsLeftSchema),
});
export type CompanyMetrics = v.InferOutput<typeof CompanyMetricsSchema>;

/** `GET /companies/{id}/metrics` body. */
export const CompanyMetricsResponseSchema = v.object({ data: CompanyMetricsSchema });
