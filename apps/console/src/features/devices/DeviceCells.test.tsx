import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceStatusCell, SignalCell, signalBars, TagChips } from './DeviceCells.js';

describe('SignalCell', () => {
  it('lights as many bars as the reading earns, in one element, beside the figure', () => {
    expect([-60, -70, -71, -85, -86, -100, -101].map(signalBars)).toEqual([4, 4, 3, 3, 2, 2, 1]);
    const { container } = render(<SignalCell dbm={-80} label={(dbm) => `Signal ${dbm} dBm`} />);
    const cell = container.querySelector('.signal');
    expect(cell?.getAttribute('title')).toBe('Signal -80 dBm');
    expect(cell?.textContent).toBe('-80 dBm');
    const bars = container.querySelectorAll('.signal__bars');
    expect(bars).toHaveLength(1);
    expect(bars[0]?.getAttribute('data-bars')).toBe('3');
    expect(bars[0]?.childElementCount).toBe(0);
  });

  it('shows a dash without a reading', () => {
    const { container } = render(<SignalCell dbm={null} label={(dbm) => `${dbm}`} />);
    expect(container.textContent).toBe('-');
    expect(container.querySelector('.signal__bars')).toBeNull();
  });
});

describe('DeviceStatusCell', () => {
  it('names the status, and draws its dot without an element of its own', () => {
    const { container } = render(
      <DeviceStatusCell
        status={0}
        label="Offline"
        lastSeenAt={null}
        neverSeen="Never"
        timeZone={undefined}
        locale={undefined}
      />,
    );
    const cell = container.querySelector('.device-status');
    expect(cell?.className).toContain('device-status--offline');
    expect(cell?.textContent).toBe('OfflineNever');
    expect(cell?.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});

describe('TagChips', () => {
  it("colours each chip with its tag's colour, its dot drawn by the chip itself, and ignores a colour that is no hex colour", () => {
    const { container } = render(
      <TagChips
        tags={[
          { id: 1, name: 'Warehouse 2', color: '#8e24aa' },
          { id: 2, name: 'Plain', color: 'red;background:url(x)' },
        ]}
      />,
    );
    const chips = [...container.querySelectorAll<HTMLElement>('.tag-chip')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['Warehouse 2', 'Plain']);
    expect(chips[0]?.className).toBe('tag-chip tag-chip--dotted');
    expect(chips[0]?.style.getPropertyValue('--tag-color')).toBe('#8e24aa');
    expect(chips[0]?.childElementCount).toBe(0);
    expect(chips[1]?.className).toBe('tag-chip');
    expect(chips[1]?.getAttribute('style')).toBeNull();
  });
});
