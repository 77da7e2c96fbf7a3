import { createApiClient } from '@netfleet/api-client';
import { ApiClientProvider } from '@netfleet/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetMap } from './FleetMap.js';

// MapLibre needs WebGL 2 (the browser test draws it): here a stand-in map records the source
// and layers the fleet map adds, and can refuse clustering as a map library without it would.
const fake = vi.hoisted(() => ({
  refuseClusters: false,
  sources: [] as { id: string; spec: Record<string, unknown>; data: unknown[] }[],
  layers: [] as string[],
}));
vi.mock('../../map/loadMapLibre.js', () => {
  class FakeMap {
    addControl() {}
    once(_event: string, listener: () => void) {
      queueMicrotask(listener);
    }
    on() {}
    off() {}
    isStyleLoaded() {
      return true;
    }
    remove() {}
    addSource(id: string, spec: Record<string, unknown>) {
      if (fake.refuseClusters && spec.cluster) throw new Error('cluster: unknown property');
      fake.sources.push({ id, spec, data: [] });
    }
    addLayer(layer: { id: string }) {
      fake.layers.push(layer.id);
    }
    getSource(id: string) {
      const source = fake.sources.find((each) => each.id === id);
      return source && { setData: (data: unknown) => source.data.push(data) };
    }
    fitBounds() {}
  }
  class NavigationControl {}
  return { maplibre: { Map: FakeMap, NavigationControl } };
});

const LOCATIONS = {
  data: {
    id: [4, 9],
    latitude: [59.91, 54.69],
    longitude: [10.75, 25.28],
    status: [1, 0],
    name: ['Bus 12', 'Kiosk'],
  },
  meta: { total: 2, truncated: false },
};

function renderFleetMap(requests: URL[]) {
  const client = createApiClient({
    baseUrl: 'http://localhost:3000/api',
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url);
      return new Response(JSON.stringify(LOCATIONS), { headers: { 'content-type': 'application/json' } });
    },
    readCookies: () => '',
    storage: null,
    sessionStorage: window.sessionStorage,
    locks: null,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ApiClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <FleetMap filters={{ status: '0,1', q: 'bus' }} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    getExtension: () => null,
  } as unknown as RenderingContext);
});
afterEach(() => {
  vi.restoreAllMocks();
  fake.refuseClusters = false;
  fake.sources.length = 0;
  fake.layers.length = 0;
});

describe('FleetMap', () => {
  it("asks for the located devices with the list's filters and puts them in a clustered source", async () => {
    const requests: URL[] = [];
    renderFleetMap(requests);
    await screen.findByText('2 located devices');
    const asked = requests.find((url) => url.pathname === '/api/devices/locations');
    expect(asked?.searchParams.get('status')).toBe('0,1');
    expect(asked?.searchParams.get('q')).toBe('bus');
    await waitFor(() => expect(fake.sources[0]?.data).toHaveLength(1));
    expect(fake.sources[0]?.spec).toMatchObject({ type: 'geojson', cluster: true });
    expect(fake.layers).toEqual(['fleet-clusters', 'fleet-points']);
    const collection = fake.sources[0]?.data[0] as { features: { id: number }[] } | undefined;
    expect(collection?.features.map((feature) => feature.id)).toEqual([4, 9]);
  });

  it("says the spec's map-library error when the map cannot cluster", async () => {
    fake.refuseClusters = true;
    renderFleetMap([]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('MarkerClusterer is not installed!');
    expect(fake.layers).toEqual([]);
  });
});
