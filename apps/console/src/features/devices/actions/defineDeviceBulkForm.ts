import { type BulkAction, type BulkStartMessageKey, parseBulkStartMessage } from '@netfleet/contracts';
import type { FieldDefinition, FieldValues } from '@netfleet/forms';
import type { Permission } from '@netfleet/permissions';
import type { TextKey } from '../../../i18n/defineTexts.js';
import type { Translate } from '../../../i18n/useTexts.js';
import { type ConsoleForm, defineConsoleForm } from '../../forms/defineConsoleForm.js';
import { bulkTarget, readSelection, selectionCount, statusSelection } from './deviceBulkSelection.js';
import { deviceBulkTexts } from './formTexts.js';

type BulkTexts = (typeof deviceBulkTexts)['languages']['en'];

/** The server's English refusal of a bulk start in the user's language; any other text as it came. */
function refusalText(message: string, t: Translate<BulkTexts>): string {
  const parsed = parseBulkStartMessage(message);
  if (!parsed) return message;
  const key: `refusals.${BulkStartMessageKey}` = `refusals.${parsed.key}`;
  return t(key, parsed.values);
}

/** What {@link defineDeviceBulkForm} takes. */
export interface DeviceBulkFormSpec<Name extends string> {
  name: Name;
  action: BulkAction;
  /** The permission the server checks for the action. */
  permission: Permission;
  title: TextKey<BulkTexts>;
  submit: TextKey<BulkTexts>;
  /** A line under the count of devices (what the action does, a warning). */
  note?: TextKey<BulkTexts>;
  /** The action's own fields (a tag, a company, a firmware version). */
  fields?: (t: Translate<BulkTexts>) => FieldDefinition[];
  /** The request's `options` from the validated values. Defaults to none. */
  options?: (values: FieldValues) => Record<string, unknown>;
}

/**
 * Declares a bulk action on devices as a console form: it is opened with the selection in
 * its defaults (`open({ defaults: { selection } })`), says how many devices it applies to,
 * and sends `POST /devices/bulk { action, device_id | filter, options }`. The answer's
 * `meta.channel` opens the action status modal with the selection (spec forms §4); a 423
 * (delete) asks for the password and step-up applies, as the generic submit flow does.
 * Without a selection (the form's own route) nothing is sent.
 */
export function defineDeviceBulkForm<const Name extends string>(
  spec: DeviceBulkFormSpec<Name>,
): ConsoleForm<Name> {
  return defineConsoleForm({
    name: spec.name,
    permission: spec.permission,
    texts: deviceBulkTexts,
    title: spec.title,
    form: ({ t, defaults }) => {
      const selection = readSelection(defaults);
      const count = selection ? selectionCount(selection) : 0;
      const summary: FieldDefinition = {
        key: 'selection_summary',
        component: 'BaseAlert',
        label: t('common.affects', { count }),
        ...(spec.note !== undefined && { subtext: t(spec.note) }),
      };
      return {
        fields: [summary, ...(spec.fields?.(t) ?? [])],
        url: '/devices/bulk',
        transform: (payload) => ({
          action: spec.action,
          ...(selection ? bulkTarget(selection) : {}),
          options: spec.options?.(payload) ?? {},
        }),
        beforeSubmit: () => (selection ? null : t('common.noSelection')),
        localizeMessage: (message: string) => refusalText(message, t),
        selection: selection ? statusSelection(selection) : [],
        schema: { tableRef: 'devices' },
        submitText: t(spec.submit),
      };
    },
  });
}
