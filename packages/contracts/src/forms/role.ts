import * as v from 'valibot';
import { RoleRowSchema } from '../roleRow.js';
import { fieldMessage } from './fieldMessages.js';
import { missingAsBlank, requiredId, requiredMessage, stopOnIssue } from './fields.js';

/** Longest role name (the key `can_invite_roles` names it by) and title. */
export const ROLE_TEXT_MAX_LENGTH = 100;
/** A custom role's name: lower-case letters, digits and underscores, starting with a letter. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
/** The scopes a custom role may have: the company and its subsidiaries, or the company only. */
export const CUSTOM_ROLE_SCOPES = ['subtree', 'own'] as const;

const requiredRoleText = (label: string) =>
  missingAsBlank(
    v.pipe(
      v.string(requiredMessage(label)),
      v.trim(),
      v.nonEmpty(requiredMessage(label)),
      stopOnIssue<string>(),
      v.minLength(3, fieldMessage('minLength', { label, min: 3 })),
      v.maxLength(ROLE_TEXT_MAX_LENGTH, fieldMessage('maxLength', { label, max: ROLE_TEXT_MAX_LENGTH })),
    ),
  );

const names = (label: string) =>
  v.pipe(
    v.optional(v.array(v.string(`${label} must be a list of names`), `${label} must be a list of names`), []),
    v.transform((list) => [...new Set(list)]),
  );

/**
 * `POST /roles` and `PUT /roles/{id}`: a company's custom role. `name` is the role's key
 * (unique in its company, `ROLE_NAME_PATTERN`), `title` what people read; `scope` `subtree`
 * (default) or `own`; `permissions` and `can_invite_roles` lists of names (duplicates dropped).
 * The server checks the rest: the company in scope, no permission or scope beyond the
 * caller's, only roles the caller may invite.
 */
export const RoleFormSchema = v.object({
  company_id: requiredId('Company'),
  name: v.pipe(
    requiredRoleText('Name'),
    v.check((name) => ROLE_NAME_PATTERN.test(name), fieldMessage('keyName', { label: 'Name' })),
  ),
  title: requiredRoleText('Title'),
  description: v.optional(
    v.pipe(
      v.nullable(v.string('Description must be text')),
      v.transform((text) => text?.trim() ?? ''),
      v.maxLength(500, 'Description must be at most 500 characters'),
    ),
    '',
  ),
  scope: v.optional(v.picklist(CUSTOM_ROLE_SCOPES, 'Scope must be subtree or own'), 'subtree'),
  permissions: names('Permissions'),
  can_invite_roles: names('Roles to invite'),
});
export type RoleFormPayload = v.InferInput<typeof RoleFormSchema>;
export type RoleForm = v.InferOutput<typeof RoleFormSchema>;

/** The answer of `POST /roles` and `PUT /roles/{id}`: the role as the Roles page lists it. */
export const RoleResponseSchema = v.object({ data: RoleRowSchema, message: v.string() });
export type RoleResponse = v.InferOutput<typeof RoleResponseSchema>;
