import * as v from 'valibot';

/** The kinds global search looks through (spec §2.5), and the path of each list. */
export const SEARCH_KINDS = {
  devices: '/devices',
  companies: '/companies',
  remoteAccess: '/devices/remote-access',
  vpnHubs: '/vpn/hubs',
  tags: '/tags',
  users: '/users',
  files: '/files',
} as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

/** Fields global search asks every kind for (spec §7); a kind returns those it has. */
export const SEARCH_RESULT_FIELDS = [
  'id',
  'name',
  'status',
  'email',
  'protocol',
  'enabled',
  'color',
] as const;

/** Search result item (spec §3): every field but `id` only where the kind has it. */
export const SearchResultItemSchema = v.object({
  id: v.number(),
  name: v.optional(v.string()),
  status: v.optional(v.union([v.number(), v.string()])),
  email: v.optional(v.string()),
  protocol: v.optional(v.string()),
  enabled: v.optional(v.boolean()),
  color: v.optional(v.string()),
});
export type SearchResultItem = v.InferOutput<typeof SearchResultItemSchema>;
