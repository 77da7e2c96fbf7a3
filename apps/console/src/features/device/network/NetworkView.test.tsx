import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceDetail, renderStateTab } from '../ports/test/renderStateTab.js';
import { NetworkView } from './NetworkView.js';
import { simSlotText } from './simSlotText.js';

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the network tab', () => {
  it.each([
    [1, 'All L2TP instances are online'],
    [2, 'All L2TP instances are offline'],
    [3, 'All L2TP instances are disabled'],
    [4, 'L2TP instances are in mixed states'],
    [null, 'No L2TP instances'],
    [0, 'No L2TP instances'],
    [7, 'No L2TP instances'],
  ])('says the L2TP summary %s in words: %s', async (code, words) => {
    await renderStateTab(<NetworkView device={deviceDetail({ l2tp_summary: code })} />);
    expect(fact('L2TP instances')).toBe(words);
  });

  it('says the L2TP summary in the user’s language', async () => {
    await renderStateTab(<NetworkView device={deviceDetail({ l2tp_summary: 4 })} />, { language: 'nb' });
    expect(fact('L2TP-instanser')).toBe('L2TP-instansene har blandede tilstander');
  });

  it('labels the SIM slot as the spec says: 0 and 2 are SIM 2, 1 is SIM 1, an eSIM profile in use is eSIM', () => {
    const base = { iccid: '89370000000000000017', esim_profiles: null };
    expect(simSlotText({ ...base, sim_slot: 0 })).toBe('SIM 2');
    expect(simSlotText({ ...base, sim_slot: 1 })).toBe('SIM 1');
    expect(simSlotText({ ...base, sim_slot: 2 })).toBe('SIM 2');
    expect(simSlotText({ ...base, sim_slot: null })).toBeNull();
    const onEsim = [{ iccid: base.iccid, operator: 'Telia', name: null, enabled: true }];
    expect(simSlotText({ ...base, sim_slot: 2, esim_profiles: onEsim })).toBe('eSIM');
  });

  it('shows the mobile facts and each interface with its type, IP and state', async () => {
    await renderStateTab(
      <NetworkView
        device={deviceDetail({
          ip: '10.2.3.4',
          operator: 'Telia',
          technology: 'LTE',
          iccid: '89370000000000000017',
          sim_slot: 1,
          network: [
            { name: 'mob1s1a1', kind: 'mobile', ip: '10.2.3.4', up: true, proto: 'qmi' },
            { name: 'lan', kind: 'lan', ip: null, up: false, proto: null },
          ],
        })}
      />,
    );
    expect(fact('Operator')).toBe('Telia');
    expect(fact('SIM slot')).toBe('SIM 1');
    const table = screen.getByRole('table', { name: 'Network interfaces' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['mob1s1a1', 'Mobile', '10.2.3.4', 'Up', 'qmi'],
      ['lan', 'LAN', '-', 'Down', '-'],
    ]);
  });

  it('says so when the device has reported no interfaces', async () => {
    await renderStateTab(<NetworkView device={deviceDetail()} />);
    expect(screen.getByText('The device has not reported its network interfaces yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
