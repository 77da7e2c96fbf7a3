import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './unregisterServiceWorkers.js';

describe('unregisterServiceWorkers', () => {
  it('unregisters every service worker found', async () => {
    const registrations = [{ unregister: vi.fn(async () => true) }, { unregister: vi.fn(async () => true) }];
    const container = {
      getRegistrations: async () => registrations as unknown as ServiceWorkerRegistration[],
    };
    await expect(unregisterServiceWorkers(container)).resolves.toBe(2);
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalled();
  });

  it('does nothing without service worker support or when the browser refuses', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
    const refusing = {
      getRegistrations: async () => {
        throw new Error('SecurityError');
      },
    };
    await expect(unregisterServiceWorkers(refusing)).resolves.toBe(0);
  });
});
