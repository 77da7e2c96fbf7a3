/** Old service workers would serve stale bundles; the console runs without one (spec §4). */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = globalThis.navigator
    ?.serviceWorker,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return registrations.length;
  } catch {
    return 0;
  }
}
