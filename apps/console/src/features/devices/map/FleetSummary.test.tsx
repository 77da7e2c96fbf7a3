import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FleetSummary } from './FleetSummary.js';

describe('FleetSummary', () => {
  it('counts the located devices', () => {
    render(<FleetSummary total={1} drawn={1} truncated={false} />);
    expect(screen.getByText('1 located device')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says some devices are not shown when the server sent only the first ones', () => {
    render(<FleetSummary total={73_210} drawn={50_000} truncated />);
    expect(screen.getByText(/located devices$/).textContent).toMatch(/^73.210 located devices$/);
    expect(screen.getByRole('status').textContent).toMatch(
      /Some devices are not shown: the map draws the first 50.000 located devices\. Narrow the filters/,
    );
  });

  it('says when none of the matching devices has a position', () => {
    render(<FleetSummary total={0} drawn={0} truncated={false} />);
    expect(screen.getByText('None of the matching devices has a position yet.')).toBeTruthy();
  });
});
