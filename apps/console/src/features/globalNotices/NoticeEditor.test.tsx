import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const emptyPage = { data: [], meta: { total: 0 } };

describe('the notices page', () => {
  it('previews a message through the sanitizer: the bold stays, the script is dropped and named', async () => {
    renderConsole({
      role: 'super_admin',
      path: '/notices',
      answers: { 'GET /api/notices/all': { body: emptyPage } },
    });
    await screen.findByRole('heading', { name: 'Global notices', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'New notice' }));
    const editor = screen.getByRole('region', { name: 'New notice' });
    fireEvent.change(within(editor).getByLabelText(/^Message/), {
      target: {
        value:
          'Upgrade <b>tonight</b><script>window.__ran = 1</script><img src=x onerror="window.__ran = 2">',
      },
    });
    const preview = within(editor).getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('b')?.textContent).toBe('tonight');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).toBeNull();
    expect(
      within(preview).getByText('Some markup is not allowed and will not be shown: <script>, <img>.'),
    ).toBeTruthy();
  });
});
