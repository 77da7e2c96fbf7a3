/**
 * Benchmark: getDeviceCapabilities over 1,000,000 devices of mixed models, order
 * codes, firmware versions and eSIM flags. Run with `npx tsx bench/capabilities.bench.ts`
 * (or `pnpm bench`). Prints the time per device against the budget and PASS/OVER.
 */
import { type CapabilityDevice, DEVICE_CATALOGUE, getDeviceCapabilities } from '../src/index.js';

const DEVICES = 1_000_000;
const BUDGET_NS = 1000; // ≤ 1 µs per device

// A fleet: every catalogue model, three order-code variants, firmware spread over
// 07.00 to 07.19 (plus legacy and test builds), a tenth of them with an eSIM.
const firmwareVariants = (firmware: string): string[] => {
  const prefix = firmware.slice(0, firmware.indexOf('_R_'));
  const minors = [0, 2, 4, 6, 8, 10, 12, 13, 14, 16, 19];
  return [
    firmware,
    ...minors.map((m) => `${prefix}_R_00.07.${String(m).padStart(2, '0')}.${m % 4}`),
    `${prefix}_T_DEV_00.07.20`,
  ];
};

const pool: CapabilityDevice[] = [];
for (const entry of DEVICE_CATALOGUE) {
  const codes = [entry.orderCode, entry.model, `${entry.model}1${entry.orderCode.slice(-5)}`];
  for (const code of codes) {
    for (const firmware of firmwareVariants(entry.firmware)) {
      pool.push({ original_model: code, firmware, esim: pool.length % 10 === 0 });
    }
  }
}
pool.push(
  { original_model: 'RUT9550T0000', firmware: 'RUT9XX_R_00.06.08.3' },
  { original_model: 'ACME-1', firmware: 'garbage' },
);

// Spread the pool over a million devices in a pseudo-random order.
const fleet: CapabilityDevice[] = new Array(DEVICES);
let seed = 42;
for (let i = 0; i < DEVICES; i += 1) {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  fleet[i] = pool[seed % pool.length] as CapabilityDevice;
}

function run(): { ms: number; checksum: number } {
  let checksum = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < DEVICES; i += 1) {
    const caps = getDeviceCapabilities(fleet[i] as CapabilityDevice);
    checksum += caps.port_count + (caps.has_wifi ? 1 : 0);
  }
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, checksum };
}

const cold = run(); // includes every first-time parse and derivation
const runs = [run(), run(), run()];
const best = Math.min(...runs.map((r) => r.ms));
const nsPerDevice = (best * 1e6) / DEVICES;
const coldNs = (cold.ms * 1e6) / DEVICES;

console.log(
  `getDeviceCapabilities: ${DEVICES.toLocaleString('en')} devices, ${pool.length} distinct model/firmware pairs`,
);
console.log(`  first pass (cold caches): ${cold.ms.toFixed(1)} ms, ${coldNs.toFixed(0)} ns/device`);
console.log(`  best of 3 warm passes:    ${best.toFixed(1)} ms, ${nsPerDevice.toFixed(0)} ns/device`);
console.log(
  `  budget ${BUDGET_NS} ns/device: ${Math.max(coldNs, nsPerDevice) <= BUDGET_NS ? 'PASS' : 'OVER'} (checksum ${cold.checksum})`,
);

// Worst case, for information: every device with a firmware string never seen before.
const UNIQUE = 100_000;
const unique: CapabilityDevice[] = [];
for (let i = 0; i < UNIQUE; i += 1) {
  unique.push({
    original_model: 'RUTX110000XX',
    firmware: `RUTX_R_00.07.${i % 1000}.${Math.floor(i / 1000)}`,
  });
}
const uniqueStart = process.hrtime.bigint();
for (const device of unique) getDeviceCapabilities(device);
const uniqueNs = Number(process.hrtime.bigint() - uniqueStart) / UNIQUE;
console.log(`  all-distinct firmware (no cache hits, info only): ${uniqueNs.toFixed(0)} ns/device`);
