import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceDetail, renderStateTab } from '../ports/test/renderStateTab.js';
import { EsimView } from './EsimView.js';

const PROFILES = [
  { iccid: '89370000000000000017', operator: 'Telia', name: 'Work', enabled: true },
  { iccid: '89370000000000000025', operator: 'Telenor', name: null, enabled: false },
];

describe('the eSIM tab', () => {
  it('lists the profiles; the enabled one offers no Enable and refuses Delete, saying why', async () => {
    await renderStateTab(<EsimView device={deviceDetail({ esim: true, esim_profiles: PROFILES })} />);
    const table = screen.getByRole('table', { name: 'eSIM profiles' });
    const [enabledRow, otherRow] = within(table).getAllByRole('row').slice(1);
    if (!enabledRow || !otherRow) throw new Error('two rows expected');
    expect(within(enabledRow).getByText('Enabled')).toBeTruthy();
    expect(within(enabledRow).queryByRole('button', { name: /Enable the profile/ })).toBeNull();
    const refused = within(enabledRow).getByRole('button', {
      name: 'Delete the profile 89370000000000000017',
    });
    expect((refused as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /enable another profile first/,
    );
    expect(
      within(otherRow).getByRole('button', { name: 'Enable the profile 89370000000000000025' }),
    ).toBeTruthy();
    expect(
      (
        within(otherRow).getByRole('button', {
          name: 'Delete the profile 89370000000000000025',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
  });

  it('opens the confirmation of an Enable with the profile named', async () => {
    await renderStateTab(<EsimView device={deviceDetail({ esim: true, esim_profiles: PROFILES })} />);
    screen.getByRole('button', { name: 'Enable the profile 89370000000000000025' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Enable eSIM profile' });
    expect(await within(dialog).findByText(/switches to the profile 89370000000000000025/)).toBeTruthy();
  });

  it('says the device holds no profiles', async () => {
    await renderStateTab(<EsimView device={deviceDetail({ esim: true, esim_profiles: [] })} />);
    expect(screen.getByText(/holds no eSIM profiles/)).toBeTruthy();
  });
});
