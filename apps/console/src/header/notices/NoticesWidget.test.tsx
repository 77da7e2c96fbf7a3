import { HOSTILE_INPUTS } from '@netfleet/ui-kit/safe-html';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';
import { NOTICES_LAST_SEEN_KEY } from './noticesSeen.js';

const NOTICE = {
  id: 1,
  type: 'info',
  message: 'Planned <b>maintenance</b> on <a href="https://status.netfleet.dev">Sunday</a>',
  enabled_at: '2024-02-01T10:00:00Z',
};

describe('global notices', () => {
  it('badge "Important" while unseen; opening stores the time and dismisses it', async () => {
    const { env } = renderConsole({ notices: [NOTICE] });
    const button = await screen.findByRole('button', { name: 'Global notices, important' });
    expect(within(button).getByText('Important')).toBeTruthy();
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Global notices' });
    expect(await within(panel).findByText('maintenance', { selector: 'b' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Sunday' }).getAttribute('href')).toBe(
      'https://status.netfleet.dev',
    );
    const stored = Number(localStorage.getItem(NOTICES_LAST_SEEN_KEY));
    expect(Math.abs(stored - env.now() / 1000)).toBeLessThan(5);
    expect(screen.getByRole('button', { name: 'Global notices' })).toBeTruthy();
  });

  it('has no badge when the newest notice is older than the stored time', async () => {
    localStorage.setItem(NOTICES_LAST_SEEN_KEY, String(Date.parse('2024-03-01T00:00:00Z') / 1000));
    renderConsole({ notices: [NOTICE] });
    expect(await screen.findByRole('button', { name: 'Global notices' })).toBeTruthy();
    expect(screen.queryByText('Important')).toBeNull();
  });

  it('is hidden when the notices cannot be loaded', async () => {
    renderConsole({ noticesFailure: { status: 500 } });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Global notices/ })).toBeNull());
  });

  it('renders hostile notice HTML inert', async () => {
    const notices = HOSTILE_INPUTS.map((input, index) => ({
      id: index + 1,
      type: 'info',
      message: input.html,
      enabled_at: '2024-02-01T10:00:00Z',
    }));
    renderConsole({ notices });
    fireEvent.click(await screen.findByRole('button', { name: 'Global notices, important' }));
    const panel = await screen.findByRole('region', { name: 'Global notices' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(notices.length));
    expect(panel.querySelector('script, img, iframe, svg, style, object, embed, form')).toBeNull();
    for (const element of panel.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain('javascript:');
      }
    }
  });
});
