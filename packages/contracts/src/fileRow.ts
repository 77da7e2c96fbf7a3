import * as v from 'valibot';

/** A file of `GET /files`, with its company's name. */
export const FileRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** `firmware`, `backup`, `config` or `certificate`. */
  type: v.string(),
  /** Bytes. */
  size: v.number(),
  company_id: v.number(),
  company_name: v.string(),
  created_at: v.string(),
});
export type FileRow = v.InferOutput<typeof FileRowSchema>;
