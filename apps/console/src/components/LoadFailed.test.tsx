import { createI18n, type SupportedLanguage } from '@netfleet/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './LoadFailed.js';

function renderIn(language: SupportedLanguage, ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

describe('LoadFailed', () => {
  it('says what failed and why, and reads again on "Try again"', async () => {
    const onRetry = vi.fn();
    renderIn(
      'en',
      <LoadFailed title="Could not load the devices" message="Service unavailable" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the devices');
    expect(alert.textContent).toContain('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no button for a read that cannot succeed', () => {
    renderIn('en', <LoadFailed title="Could not load the device" message="This device no longer exists." />);
    expect(screen.getByRole('alert').textContent).toContain('This device no longer exists.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('words the button in the page’s language', () => {
    renderIn('uk', <LoadFailed message="Помилка" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeTruthy();
  });
});
