import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapView } from './MapView.js';

// MapLibre itself needs a real WebGL 2 context (the browser tests draw it); here a stand-in
// Map records what the wrapper asks of it and fires `load` at once.
const fake = vi.hoisted(() => ({
  made: [] as { options: Record<string, unknown>; removed: boolean; controls: unknown[] }[],
}));
vi.mock('./loadMapLibre.js', () => {
  class FakeMap {
    record: (typeof fake.made)[number];
    constructor(options: Record<string, unknown>) {
      this.record = { options, removed: false, controls: [] };
      fake.made.push(this.record);
    }
    addControl(control: unknown) {
      this.record.controls.push(control);
    }
    once(_event: string, listener: () => void) {
      queueMicrotask(listener);
    }
    on() {}
    isStyleLoaded() {
      return true;
    }
    remove() {
      this.record.removed = true;
    }
  }
  class NavigationControl {}
  return { maplibre: { Map: FakeMap, NavigationControl } };
});

afterEach(() => {
  vi.restoreAllMocks();
  fake.made.length = 0;
});

describe('MapView', () => {
  it('says WebGL 2 is missing instead of drawing, and never makes a map', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onReady = vi.fn();
    render(<MapView label="Track of Bus 12" onReady={onReady} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This map needs WebGL 2');
    expect(getContext).toHaveBeenCalledWith('webgl2');
    expect(screen.queryByText('Loading the map…')).toBeNull();
    expect(fake.made).toHaveLength(0);
    expect(onReady).not.toHaveBeenCalled();
  });

  it('draws the offline basemap with labelled controls, hands the map over, and removes it when it goes', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      getExtension: () => null,
    } as unknown as RenderingContext);
    const onReady = vi.fn();
    const { unmount } = render(<MapView label="Track of Bus 12" onReady={onReady} />);
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Loading the map…')).toBeNull();
    const [made] = fake.made;
    expect(made?.options.style).toBe(`${window.location.origin}/map/style.json`);
    expect(made?.options.locale).toMatchObject({
      'Map.Title': 'Track of Bus 12',
      'NavigationControl.ZoomIn': 'Zoom in',
      'NavigationControl.ZoomOut': 'Zoom out',
    });
    expect(made?.controls).toHaveLength(1);
    unmount();
    expect(made?.removed).toBe(true);
    expect(onReady).toHaveBeenLastCalledWith(null);
  });

  it("shows the page's own setup failure (the spec's map-library error) over the map", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      getExtension: () => null,
    } as unknown as RenderingContext);
    const onReady = vi.fn();
    render(<MapView label="Fleet" onReady={onReady} error="MarkerClusterer is not installed!" />);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(screen.getByRole('alert').textContent).toContain('MarkerClusterer is not installed!');
  });
});
