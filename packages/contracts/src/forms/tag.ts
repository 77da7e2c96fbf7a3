import * as v from 'valibot';
import { optionalText, requiredId, requiredText } from './fields.js';

/** `POST /tags`: company and name required; description and color optional. */
export const TagSchema = v.object({
  company_id: requiredId('Company'),
  name: requiredText('Name'),
  description: optionalText('Description'),
  color: optionalText('Color'),
});
export type TagPayload = v.InferOutput<typeof TagSchema>;
