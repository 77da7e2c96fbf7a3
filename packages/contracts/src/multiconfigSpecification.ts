import * as v from 'valibot';

/** Types of a multiconfig specification field. */
export const MULTICONFIG_FIELD_TYPES = ['string', 'number', 'boolean', 'select', 'ip', 'password'] as const;
export type MulticonfigFieldType = (typeof MULTICONFIG_FIELD_TYPES)[number];

const FIELD_KEY = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*$/;
const FIRMWARE_VERSION = /^\d{2}\.\d{2}(?:\.\d+)*$/;

const FieldSchema = v.pipe(
  v.strictObject(
    {
      /** UCI-like path of the option: `network.lan.ipaddr`. */
      key: v.pipe(
        v.string(),
        v.regex(FIELD_KEY, 'must be a dotted lower-case key such as network.lan.ipaddr'),
      ),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be blank'), v.maxLength(120)),
      type: v.picklist(MULTICONFIG_FIELD_TYPES, `must be one of ${MULTICONFIG_FIELD_TYPES.join(', ')}`),
      required: v.optional(v.boolean()),
      /** The choices of a `select`. */
      options: v.optional(
        v.pipe(
          v.array(v.object({ value: v.union([v.string(), v.number()]), label: v.string() })),
          v.minLength(1, 'must list at least one option'),
        ),
      ),
      min: v.optional(v.number()),
      max: v.optional(v.number()),
      default: v.optional(v.union([v.string(), v.number(), v.boolean()])),
    },
    'must hold only key, label, type, required, options, min, max and default',
  ),
  v.check((field) => field.type !== 'select' || field.options !== undefined, 'a select needs options'),
);

const SectionSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]*$/, 'must be a lower-case identifier')),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be blank'), v.maxLength(120)),
  fields: v.pipe(v.array(FieldSchema), v.minLength(1, 'must list at least one field')),
});

/**
 * The `.json` document of a multiconfig upload (`POST /devices/configurator/specifications`;
 * the spec shows none, designed here): which configuration options of a firmware version
 * the multi-configuration form offers, in sections. Field keys are unique in a document.
 *
 * @example
 * { "name": "RutOS 07.10 basics", "version": "07.10",
 *   "sections": [{ "id": "lan", "title": "LAN",
 *     "fields": [{ "key": "network.lan.ipaddr", "label": "LAN IP", "type": "ip" }] }] }
 */
export const MulticonfigSpecificationSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be blank'), v.maxLength(120)),
    /** The firmware version it describes, `07.10` or `07.10.2`. */
    version: v.pipe(v.string(), v.regex(FIRMWARE_VERSION, 'must be a firmware version such as 07.10')),
    sections: v.pipe(v.array(SectionSchema), v.minLength(1, 'must list at least one section')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.sections.forEach((section, s) => {
      section.fields.forEach((field, f) => {
        if (seen.has(field.key)) {
          addIssue({
            message: `repeats the key ${field.key}`,
            path: [
              {
                type: 'object',
                origin: 'value',
                input: dataset.value,
                key: 'sections',
                value: dataset.value.sections,
              },
              { type: 'array', origin: 'value', input: dataset.value.sections, key: s, value: section },
              { type: 'object', origin: 'value', input: section, key: 'fields', value: section.fields },
              { type: 'array', origin: 'value', input: section.fields, key: f, value: field },
              { type: 'object', origin: 'value', input: field, key: 'key', value: field.key },
            ],
          });
        }
        seen.add(field.key);
      });
    });
  }),
);
export type MulticonfigSpecification = v.InferOutput<typeof MulticonfigSpecificationSchema>;
