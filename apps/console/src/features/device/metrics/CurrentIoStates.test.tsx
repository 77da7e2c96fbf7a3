import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChartView } from '../charts/test/renderChartView.js';
import { CurrentIoStates } from './CurrentIoStates.js';

describe('the current I/O states', () => {
  it('list each pin high or low, in natural order', async () => {
    await renderChartView(<CurrentIoStates io={{ dout1: false, din10: true, din2: true }} />);
    const table = screen.getByRole('table', { name: 'Current states' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Pin', 'State'],
      ['din2', 'High'],
      ['din10', 'High'],
      ['dout1', 'Low'],
    ]);
  });

  it('say when the device has not reported them, in the user language', async () => {
    await renderChartView(<CurrentIoStates io={null} />, { language: 'uk' });
    expect(screen.getByText('Пристрій не повідомив про свої входи й виходи.')).toBeTruthy();
  });
});
