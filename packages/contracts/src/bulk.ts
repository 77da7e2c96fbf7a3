import * as v from 'valibot';

/** What `POST /devices/bulk` can do to many devices at once. */
export const BULK_ACTIONS = [
  'add_tags',
  'remove_tags',
  'move',
  'reboot',
  'firmware_update',
  'delete',
  'assign_credits',
  'port_scan',
  'esim_download',
  'esim_enable',
  'esim_delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Most devices one request may name by id (a larger selection goes by `filter`). */
export const BULK_MAX_IDS = 100_000;
/** Most tags one add or remove request may name. */
const BULK_MAX_TAGS = 100;

/** State of one device in a bulk job. */
export const BULK_ITEM_STATES = { queued: 0, running: 1, done: 2, failed: 3 } as const;

const id = (label: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], `${label} must be a whole number`),
    v.transform(Number),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be a whole number`),
    v.maxValue(2_147_483_647, `${label} must be a whole number`),
  );

/**
 * An eSIM activation code (GSMA SGP.22 §4.1): `LPA:1$`, the SM-DP+ host (a port allowed), `$`,
 * the matching id (may be empty), then optionally the SM-DP+ OID and the confirmation-code flag.
 */
export const ACTIVATION_CODE_PATTERN =
  /^LPA:1\$[A-Za-z0-9](?:[A-Za-z0-9.-]{0,250}[A-Za-z0-9])?(?::\d{1,5})?\$[A-Za-z0-9-]{0,255}(?:\$[0-9.]{0,64}(?:\$1)?)?$/;

/** The options of an action; which ones it needs is checked with the action. */
const BulkOptionsSchema = v.object({
  tag_ids: v.optional(
    v.pipe(
      v.array(id('Tag'), 'Tags must be a list'),
      v.maxLength(BULK_MAX_TAGS, `At most ${BULK_MAX_TAGS} tags at once`),
    ),
  ),
  company_id: v.optional(id('Company')),
  firmware: v.optional(
    v.pipe(
      v.string('Firmware must be text'),
      v.trim(),
      v.maxLength(100, 'Firmware must be at most 100 characters'),
    ),
  ),
  credit_type_id: v.optional(id('Credit type')),
  /** `esim_download`: the eSIM activation code, `LPA:1$<SM-DP+ host>$<matching id>`. */
  activation_code: v.optional(
    v.pipe(
      v.string('The activation code must be text'),
      v.trim(),
      v.maxLength(255, 'The activation code must be at most 255 characters'),
      v.regex(
        ACTIVATION_CODE_PATTERN,
        'The activation code must look like LPA:1$smdp.example.com$MATCHING-ID',
      ),
    ),
  ),
  /** `esim_enable`, `esim_delete`: the profile's ICCID. */
  iccid: v.optional(
    v.pipe(
      v.string('The ICCID must be text'),
      v.trim(),
      v.regex(/^\d{18,22}F?$/, 'The ICCID must be 18 to 22 digits'),
    ),
  ),
});
export type BulkOptions = v.InferOutput<typeof BulkOptionsSchema>;

/**
 * The device list filters of `GET /devices` as an object (`{ status: '0,1', model: 'RUT955', q: … }`),
 * for "everything matching": the server reads it with the list's own query schema.
 */
const BulkFilterSchema = v.pipe(
  v.record(
    v.string(),
    v.pipe(
      v.union(
        [v.string(), v.number(), v.boolean(), v.array(v.union([v.string(), v.number()]))],
        'Filter values must be text',
      ),
      v.transform((value) => (Array.isArray(value) ? value.join(',') : String(value))),
    ),
    'The filter must be an object',
  ),
  v.check((filter) => Object.keys(filter).length <= 30, 'The filter has too many keys'),
);

/** The options an action needs, by action. */
const NEEDED: Record<BulkAction, readonly (keyof BulkOptions)[]> = {
  add_tags: ['tag_ids'],
  remove_tags: ['tag_ids'],
  move: ['company_id'],
  reboot: [],
  firmware_update: ['firmware'],
  delete: [],
  assign_credits: ['credit_type_id'],
  port_scan: [],
  esim_download: ['activation_code'],
  esim_enable: ['iccid'],
  esim_delete: ['iccid'],
};
const NEEDED_LABEL: Record<keyof BulkOptions, string> = {
  tag_ids: 'Tags',
  company_id: 'Company',
  firmware: 'Firmware',
  credit_type_id: 'Credit type',
  activation_code: 'Activation code',
  iccid: 'ICCID',
};

/**
 * `POST /devices/bulk` (spec forms §7): an action with a `device_id` list, or a `data` list of
 * `{ device_id, …options }` entries merged with the options, or a `filter` (every device of the
 * caller's scope the device list's filters match). Exactly one of the three; the action's own
 * options are required (`tag_ids` for tags, `company_id` for move, `firmware`, `credit_type_id`).
 * The output always has `device_id` (null with a filter), `filter` (or null) and merged `options`.
 */
export const BulkRequestSchema = v.pipe(
  v.object({
    action: v.picklist(BULK_ACTIONS, `Action must be one of ${BULK_ACTIONS.join(', ')}`),
    device_id: v.optional(
      v.pipe(
        v.array(id('Device'), 'device_id must be a list of device ids'),
        v.maxLength(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} devices by id; select by filter instead`),
      ),
    ),
    data: v.optional(
      v.pipe(
        v.array(
          v.looseObject({ device_id: id('Device') }, 'Each data entry needs a device_id'),
          'data must be a list',
        ),
        v.maxLength(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} devices by id; select by filter instead`),
      ),
    ),
    filter: v.optional(BulkFilterSchema),
    options: v.optional(v.looseObject({}, 'Options must be an object'), {}),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value;
    const given = [input.device_id, input.data, input.filter].filter((part) => part !== undefined).length;
    if (given !== 1) {
      addIssue({
        message: 'Select devices with exactly one of device_id, data or filter',
        path: [{ type: 'object', origin: 'value', input, key: 'device_id', value: input.device_id }],
      });
      return NEVER;
    }
    // A data list carries the options on its entries (spec forms §7): they are merged in. One
    // job has one set of options: an entry with others would be run with the first's.
    const { device_id: _first, ...entryOptions } = input.data?.[0] ?? { device_id: 0 };
    const optionsKey = (entry: Record<string, unknown>) =>
      JSON.stringify(
        Object.entries(entry)
          .filter(([key]) => key !== 'device_id')
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    const firstKey = optionsKey(entryOptions);
    const other = input.data?.findIndex((entry) => optionsKey(entry) !== firstKey) ?? -1;
    if (other > 0) {
      addIssue({
        message:
          'Every entry of data must carry the options of the first; start one action per set of options',
        path: [{ type: 'object', origin: 'value', input, key: `data.${other}`, value: input.data?.[other] }],
      });
      return NEVER;
    }
    const merged = v.safeParse(BulkOptionsSchema, { ...entryOptions, ...input.options });
    if (!merged.success) {
      for (const issue of merged.issues) {
        const key = issue.path?.[0]?.key;
        addIssue({
          message: issue.message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input,
              key: `options.${String(key ?? '')}`,
              value: issue.input,
            },
          ],
        });
      }
      return NEVER;
    }
    const options = merged.output;
    for (const key of NEEDED[input.action]) {
      const value = options[key];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
        addIssue({
          message: `${NEEDED_LABEL[key]} is required`,
          path: [{ type: 'object', origin: 'value', input, key: `options.${key}`, value }],
        });
        return NEVER;
      }
    }
    const ids = input.device_id ?? input.data?.map((entry) => entry.device_id) ?? null;
    return {
      action: input.action,
      device_id: ids === null ? null : [...new Set(ids)],
      filter: input.filter ?? null,
      options,
    };
  }),
);
export type BulkRequest = v.InferInput<typeof BulkRequestSchema>;
export type BulkRequestPayload = v.InferOutput<typeof BulkRequestSchema>;

/** The answer of `POST /devices/bulk` and of a retry: the job, and the channel its progress comes on. */
export const BulkStartResponseSchema = v.object({
  data: v.object({ job_id: v.number(), total: v.number() }),
  meta: v.object({ channel: v.string() }),
});
export type BulkStartResponse = v.InferOutput<typeof BulkStartResponseSchema>;

const BulkItemStateSchema = v.picklist([0, 1, 2, 3]);

/** One device of a job, as `GET /devices/bulk/{id}` lists it. */
const BulkJobItemSchema = v.object({
  device_id: v.number(),
  device_name: v.nullable(v.string()),
  state: BulkItemStateSchema,
  error: v.nullable(v.string()),
  updated_at: v.string(),
});
export type BulkJobItem = v.InferOutput<typeof BulkJobItemSchema>;

/** `GET /devices/bulk/{id}`: the job's counts and a page of its items (`?state=3` for the failed). */
export const BulkJobResponseSchema = v.object({
  data: v.object({
    id: v.number(),
    action: v.picklist(BULK_ACTIONS),
    channel: v.string(),
    total: v.number(),
    queued: v.number(),
    running: v.number(),
    done: v.number(),
    failed: v.number(),
    finished: v.boolean(),
    created_at: v.string(),
    finished_at: v.nullable(v.string()),
    items: v.array(BulkJobItemSchema),
  }),
  meta: v.object({ total: v.number(), next: v.optional(v.number()) }),
});
export type BulkJobResponse = v.InferOutput<typeof BulkJobResponseSchema>;

/** The query of `GET /devices/bulk/{id}`: items after device id `after` (keyset), `limit` up to 1000, one `state`. */
export const BulkJobQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(1000, 'limit must be at most 1000'),
    ),
    '100',
  ),
  after: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'after must be a whole number'), v.transform(Number)),
  ),
  state: v.optional(
    v.pipe(v.picklist(['0', '1', '2', '3'], 'state must be 0, 1, 2 or 3'), v.transform(Number)),
  ),
});

/** The `progress` event of `private-bulk.{jobId}`: counts, and the items that changed since the last one. */
export const BulkProgressSchema = v.object({
  job_id: v.number(),
  total: v.number(),
  queued: v.number(),
  running: v.number(),
  done: v.number(),
  failed: v.number(),
  finished: v.boolean(),
  items: v.array(
    v.object({ device_id: v.number(), state: BulkItemStateSchema, error: v.nullable(v.string()) }),
  ),
});
export type BulkProgress = v.InferOutput<typeof BulkProgressSchema>;
