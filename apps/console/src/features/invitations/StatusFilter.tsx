import { INVITATION_STATUSES, type InvitationStatus } from '@netfleet/contracts';
import { FormField } from '@netfleet/ui-kit';
import { useTexts } from '../../i18n/useTexts.js';
import { invitationsTexts } from './texts.js';

const isStatus = (value: string): value is InvitationStatus =>
  (INVITATION_STATUSES as readonly string[]).includes(value);

/** A select of one invitation status or all (`?status=` of the Invitations page). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: InvitationStatus | undefined;
  onChange: (status: InvitationStatus | undefined) => void;
}) {
  const t = useTexts(invitationsTexts);
  return (
    <FormField label={t('columns.status')}>
      <select
        className="nf-input"
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isStatus(next) ? next : undefined);
        }}
      >
        <option value="">{t('allStatuses')}</option>
        {INVITATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
