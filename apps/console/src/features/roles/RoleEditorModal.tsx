import { createRole, isApiError, isSessionEndedError, updateRole } from '@netfleet/api-client';
import { invalidateResource, rolesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { ROLE_TEXT_MAX_LENGTH, RoleFormSchema } from '@netfleet/contracts';
import { useValidationText } from '@netfleet/forms';
import { mapServerErrors } from '@netfleet/forms/core';
import type { ModalWindowApi } from '@netfleet/modals';
import { sortRolesForPicker, truncateRoleName } from '@netfleet/permissions';
import { FormField } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { EffectivePermissionsPreview } from './EffectivePermissionsPreview.js';
import { PermissionPicker } from './PermissionPicker.js';
import { initialRoleValues, type RoleFormValues, rolePayload, withTitle } from './roleFormModel.js';
import type { RoleEditorModalProps } from './roleModalProps.js';
import { rolesTexts } from './texts.js';
import { useRoleLabels } from './useRoleLabels.js';
import './roles.css';

/** The keys server errors may name (`source`). */
const FIELD_KEYS = ['company_id', 'name', 'title', 'description', 'scope', 'permissions', 'can_invite_roles'];

/** The picker fields of the roles a role may invite. */
const INVITABLE_FIELDS = ['id', 'name', 'title', 'company_id', 'permissions_count'];

/**
 * Creates or edits a company's custom role: title, name (following the title until typed),
 * description, scope, the permissions from the catalogue by area (`PermissionPicker`), the
 * roles it may invite (the caller's invitable roles for the company, in picker order, titles
 * cut at 45 characters), and beside them the live {@link EffectivePermissionsPreview}. Only
 * the editor's own permissions can be ticked; the server refuses more anyway. A failed save
 * keeps everything and shows the server's message on its field.
 */
export function RoleEditorModal({
  role,
  companyId,
  companyName,
  modal,
}: RoleEditorModalProps & { modal: ModalWindowApi }) {
  const t = useTexts(rolesTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toasts } = useConsole();
  const user = useCurrentUser();
  const labels = useRoleLabels();
  const grantable = useMemo(() => new Set(user.permissions), [user.permissions]);
  const [values, setValues] = useState<RoleFormValues>(() => initialRoleValues(role));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const say = useValidationText();
  // The schema and the server word their messages in English: shown with the field's own label.
  const errorOf = (key: string, label?: string) => (errors[key] ? say(errors[key], label) : undefined);
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const invitable = useQuery(
    rolesQueryOptions(client, {
      invitable: true,
      company_id: companyId,
      fields: INVITABLE_FIELDS,
      limit: 100,
    }),
  );
  const inviteChoices = sortRolesForPicker(invitable.data?.data ?? []).filter(
    (choice) => choice.id !== role?.id,
  );
  const permissionList = useMemo(() => [...values.permissions], [values.permissions]);

  const change = (next: RoleFormValues, ...keys: string[]) => {
    setValues(next);
    if (keys.some((key) => key in errors)) {
      setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => !keys.includes(key))));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = rolePayload(values, companyId);
    const checked = v.safeParse(RoleFormSchema, payload);
    setGeneral([]);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.issues) {
        const key = String(issue.path?.[0]?.key ?? '');
        if (key && !(key in found)) found[key] = issue.message;
      }
      setErrors(found);
      modal.scrollToTop();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (role) await updateRole(client, role.id, payload);
      else await createRole(client, payload);
      toasts.success(t(role ? 'editor.saved' : 'editor.created', { title: values.title.trim() }));
      await invalidateResource(queryClient, 'roles');
      modal.close('programmatic');
    } catch (error) {
      if (isSessionEndedError(error)) return;
      const mapped = isApiError(error)
        ? mapServerErrors(error.errors, FIELD_KEYS)
        : { fieldErrors: {}, general: [] };
      setErrors(mapped.fieldErrors);
      setGeneral(
        mapped.general.length > 0 || Object.keys(mapped.fieldErrors).length > 0
          ? mapped.general
          : [isApiError(error) ? error.message : t('editor.failed')],
      );
      modal.scrollToTop();
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="nf-form role-editor" noValidate aria-busy={pending || undefined} onSubmit={submit}>
      {general.length > 0 ? (
        <div className="nf-form__errors" role="alert">
          <ul>
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="role-editor__columns">
        <div className="role-editor__fields">
          {companyName ? (
            <p className="role-editor__company">
              <span className="nf-field__label">{t('editor.company')}</span> {companyName}
            </p>
          ) : null}
          <FormField label={t('editor.title')} required error={errorOf('title', t('editor.title'))}>
            <input
              className="nf-input"
              value={values.title}
              maxLength={ROLE_TEXT_MAX_LENGTH}
              disabled={pending}
              onChange={(event) => change(withTitle(values, event.target.value), 'title', 'name')}
            />
          </FormField>
          <FormField
            label={t('editor.name')}
            required
            hint={t('editor.nameHint')}
            error={errorOf('name', t('editor.name'))}
          >
            <input
              className="nf-input"
              value={values.name}
              maxLength={ROLE_TEXT_MAX_LENGTH}
              spellCheck={false}
              disabled={pending}
              onChange={(event) => change({ ...values, name: event.target.value, nameTyped: true }, 'name')}
            />
          </FormField>
          <FormField label={t('editor.description')} error={errorOf('description', t('editor.description'))}>
            <textarea
              className="nf-input"
              rows={2}
              maxLength={500}
              value={values.description}
              disabled={pending}
              onChange={(event) => change({ ...values, description: event.target.value }, 'description')}
            />
          </FormField>
          <FormField label={t('editor.scope')} error={errorOf('scope', t('editor.scope'))}>
            <select
              className="nf-input"
              value={values.scope}
              disabled={pending}
              onChange={(event) =>
                change({ ...values, scope: event.target.value as 'subtree' | 'own' }, 'scope')
              }
            >
              <option value="subtree">{t('scopes.subtree')}</option>
              <option value="own">{t('scopes.own')}</option>
            </select>
          </FormField>
          {errors.permissions ? (
            <p className="nf-field__error" role="alert">
              {errorOf('permissions')}
            </p>
          ) : null}
          <PermissionPicker
            value={values.permissions}
            grantable={grantable}
            disabled={pending}
            onChange={(permissions) => change({ ...values, permissions }, 'permissions')}
          />
          <fieldset className="role-editor__invites">
            <legend className="nf-field__label">{t('editor.canInvite')}</legend>
            {errors.can_invite_roles ? (
              <p className="nf-field__error" role="alert">
                {errorOf('can_invite_roles')}
              </p>
            ) : null}
            {invitable.isError ? <p>{t('editor.invitableFailed')}</p> : null}
            {inviteChoices.length === 0 && invitable.isSuccess ? <p>{t('nobody')}</p> : null}
            <ul className="permission-picker__list">
              {inviteChoices.map((choice) => (
                <li key={choice.id}>
                  <label title={labels.title(choice)}>
                    <input
                      type="checkbox"
                      checked={values.canInviteRoles.has(choice.name)}
                      disabled={pending}
                      onChange={(event) => {
                        const next = new Set(values.canInviteRoles);
                        if (event.target.checked) next.add(choice.name);
                        else next.delete(choice.name);
                        change({ ...values, canInviteRoles: next }, 'can_invite_roles');
                      }}
                    />
                    {truncateRoleName(labels.title(choice))}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </div>
        <aside className="role-editor__preview">
          <EffectivePermissionsPreview permissions={permissionList} />
        </aside>
      </div>
      <div className="nf-form__actions">
        <button type="button" className="nf-button" onClick={() => modal.close('button')}>
          {t('editor.cancel')}
        </button>
        <button
          type="submit"
          className="nf-button nf-button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t(role ? 'editor.save' : 'editor.create')}
        </button>
      </div>
    </form>
  );
}
