import * as v from 'valibot';
import {
  missingAsBlank,
  optionalId,
  optionalText,
  positiveIntegerValue,
  requiredId,
  requiredMessage,
  requiredText,
} from './fields.js';

/** Most digits of a code amount. */
export const CODE_AMOUNT_MAX_DIGITS = 12;
/** Longest code comment. */
export const CODE_COMMENT_MAX_LENGTH = 200;

/**
 * `POST /credits/codes` as it travels: type and amount (at least 1, up to 12 digits) required;
 * company optional; comment optional, at most 200 characters. Who may name the company is the
 * creator's rule: {@link createCodeSchema}.
 */
export const CreateCodeRequestSchema = v.object({
  type: requiredId('Type'),
  company_id: optionalId('Company'),
  amount: missingAsBlank(
    v.pipe(
      positiveIntegerValue('Amount'),
      v.maxValue(10 ** CODE_AMOUNT_MAX_DIGITS - 1, `Amount must be at most ${CODE_AMOUNT_MAX_DIGITS} digits`),
    ),
  ),
  comment: optionalText('Comment', CODE_COMMENT_MAX_LENGTH),
});

/**
 * The create-code form of a creator: {@link CreateCodeRequestSchema} where the company is
 * required for super_admin and, for anyone else, not theirs to choose (dropped).
 *
 * @example
 * v.safeParse(createCodeSchema({ isSuperAdmin: false }), { type: 3, amount: '10' });
 */
export function createCodeSchema(options: { isSuperAdmin: boolean }) {
  return v.pipe(
    CreateCodeRequestSchema,
    v.forward(
      v.partialCheck(
        [['company_id']],
        (input) => !options.isSuperAdmin || input.company_id !== undefined,
        requiredMessage('Company'),
      ),
      ['company_id'],
    ),
    v.transform(({ company_id, ...rest }) => (options.isSuperAdmin ? { ...rest, company_id } : rest)),
  );
}
export type CreateCodePayload = v.InferOutput<ReturnType<typeof createCodeSchema>>;

/** `POST /credits/codes/activate`: the code, required. */
export const ActivateCodeSchema = v.object({ code: requiredText('Code') });
export type ActivateCodePayload = v.InferOutput<typeof ActivateCodeSchema>;
