import { ApiClientProvider } from '@netfleet/api-client/react';
import { createI18n, type SupportedLanguage } from '@netfleet/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsoleProvider } from '../../../../bootstrap/ConsoleContext.js';
import { createTestConsole } from '../../../../test/renderConsole.js';

/**
 * Renders a part of a chart tab (charts, tables, widgets) inside the console's providers
 * (query cache, API client, console services) in `language`, over the console's fake API;
 * `seed` puts answers in the query cache first, as the series queries would have fetched them.
 */
export async function renderChartView(
  ui: ReactNode,
  {
    language = 'en',
    seed,
  }: {
    language?: SupportedLanguage;
    seed?: (app: ReturnType<typeof createTestConsole>['app']) => void;
  } = {},
) {
  const parts = createTestConsole();
  await parts.start();
  seed?.(parts.app);
  const i18n = createI18n(language);
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={parts.app.queryClient}>
        <ApiClientProvider client={parts.app.client}>
          <ConsoleProvider app={parts.app}>{node}</ConsoleProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  /** Renders `next` in place of `ui`, inside the same providers. */
  const rerender = (next: ReactNode) => view.rerender(wrap(next));
  return { ...parts, view, rerender };
}
