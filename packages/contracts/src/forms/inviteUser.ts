import * as v from 'valibot';
import { optionalId, requiredEmail, requiredId } from './fields.js';

/** `POST /users/invite`: company and email required; role optional. */
export const InviteUserSchema = v.object({
  company_id: requiredId('Company'),
  email: requiredEmail(),
  role_id: optionalId('Role'),
});
export type InviteUserPayload = v.InferOutput<typeof InviteUserSchema>;
