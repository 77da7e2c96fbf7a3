/**
 * Devices in the test fleet: enough for paging across every company. Kept apart from
 * `testServer.ts` so that the global setup does not import the whole server (it runs outside
 * the test workers, where workspace packages resolve to their built output).
 */
export const TEST_DEVICE_COUNT = 60;
