import { ApiClientProvider } from '@netfleet/api-client/react';
import type { DeviceDetail } from '@netfleet/contracts';
import type { RoleName } from '@netfleet/permissions';
import { createI18n, type SupportedLanguage } from '@netfleet/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsoleProvider } from '../../../../bootstrap/ConsoleContext.js';
import { ConsoleModalHost } from '../../../../modals/ConsoleModalHost.js';
import { createTestConsole, type RenderConsoleOptions } from '../../../../test/renderConsole.js';

/** A device detail as `GET /devices/{id}` answers, with nothing reported yet; `overrides` on top. */
export function deviceDetail(overrides: Partial<DeviceDetail> = {}): DeviceDetail {
  return {
    id: 12,
    name: 'Gate',
    serial: '1100000012',
    mac: '00:1E:42:00:00:0C',
    imei: null,
    model: 'RUTX11',
    original_model: 'RUTX11000000',
    family: 'RUT',
    firmware: 'RUTX_R_00.07.06.3',
    status: 1,
    company_id: 3,
    company_name: 'Fleet Co',
    tags: [],
    signal: null,
    operator: null,
    technology: null,
    ip: null,
    latitude: null,
    longitude: null,
    location_source: null,
    data_used_bytes: 0,
    esim: false,
    created_at: '2026-01-02T03:04:05.000Z',
    last_seen_at: null,
    iccid: null,
    sim_slot: null,
    io: null,
    located_at: null,
    credit_expires_at: null,
    uptime_s: null,
    ports: null,
    ports_scanned_at: null,
    network: null,
    l2tp_summary: null,
    esim_profiles: null,
    monitoring: [],
    connection_code: null,
    connection_at: null,
    firmware_available: null,
    ...overrides,
  };
}

/**
 * Renders a part of a device state tab inside the console's providers (query cache, API
 * client, console services, modals) for a user of `role`, in `language`, over the console's
 * fake API (`search` answers its list endpoints, `failures` fails a path).
 */
export async function renderStateTab(
  ui: ReactNode,
  {
    role = 'admin',
    language = 'en',
    seed,
    ...api
  }: {
    role?: RoleName;
    language?: SupportedLanguage;
    /** Puts data in the query cache before the first render (what the page's loader would have). */
    seed?: (app: ReturnType<typeof createTestConsole>['app']) => void;
  } & Pick<RenderConsoleOptions, 'search' | 'failures'> = {},
) {
  const parts = createTestConsole({ role, ...api });
  await parts.start();
  seed?.(parts.app);
  const i18n = createI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={parts.app.queryClient}>
        <ApiClientProvider client={parts.app.client}>
          <ConsoleProvider app={parts.app}>
            {ui}
            <ConsoleModalHost />
          </ConsoleProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...parts, view };
}
