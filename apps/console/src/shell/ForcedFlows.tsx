import { updateAccountUser } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { useTexts } from '../i18n/useTexts.js';
import { storeTosAccepted } from '../settings/termsOfService.js';
import { shellTexts } from './texts.js';

/** Modal ids of the forced flows. */
export const EMAIL_REQUIRED_MODAL = 'emailRequired';
export const DATA_AGREEMENT_MODAL = 'dataAgreement';

/** Whether the user must enter an e-mail address first: its e-mail equals its username (spec §5). */
export function needsEmail(user: Pick<CurrentUser, 'email' | 'username'>): boolean {
  return user.email === user.username;
}

/**
 * The flows the user cannot skip (spec §5), one after the other: an e-mail address when
 * the e-mail equals the username, then the terms of service: the data agreement modal
 * under the default theme, an automatic acceptance under any other.
 */
export function ForcedFlows({ user }: { user: CurrentUser }) {
  const { modals, theme, client, env } = useConsole();
  const queryClient = useQueryClient();
  const autoAccepting = useRef(false);
  const t = useTexts(shellTexts);

  useEffect(() => {
    if (needsEmail(user)) {
      modals.open({
        id: EMAIL_REQUIRED_MODAL,
        title: t('emailRequiredTitle'),
        component: 'EmailRequired',
        hideHeaderControls: true,
      });
      return;
    }
    modals.close(EMAIL_REQUIRED_MODAL);
    if (user.tos_accepted) {
      modals.close(DATA_AGREEMENT_MODAL);
      return;
    }
    if (theme.default) {
      modals.open({
        id: DATA_AGREEMENT_MODAL,
        title: t('dataAgreementTitle'),
        component: 'DataAgreement',
        hideHeaderControls: true,
      });
      return;
    }
    // Another brand's users accept through that brand: send it for them (spec §5).
    if (autoAccepting.current) return;
    autoAccepting.current = true;
    void updateAccountUser(client, { tos_accepted: true })
      .then(() => {
        storeTosAccepted(env.localStorage);
        return queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(client).queryKey });
      })
      .catch(() => {
        autoAccepting.current = false;
      });
  }, [user, modals, theme, client, env, queryClient, t]);

  return null;
}
