import { maxDenseVehicles } from './fleet-data/fleet.ts';
import { startEmulator } from './start.ts';
import { regions } from './region-list.ts';
import { parseDialect } from './platform/dialect.ts';

const env = process.env;
try {
  parseDialect(env.EMULATOR_DIALECT ?? '');
} catch (error) {
  console.error(`EMULATOR_DIALECT: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The demo's live traffic, on unless under test (where the event-now control makes events) or told otherwise.
const liveTrafficSeconds = Number(
  env.EMULATOR_LIVE_TRAFFIC_SECONDS ?? (env.EMULATOR_TEST_CONTROLS === '1' ? 0 : 60),
);
if (!Number.isInteger(liveTrafficSeconds) || (liveTrafficSeconds !== 0 && liveTrafficSeconds < 5)) {
  console.error('EMULATOR_LIVE_TRAFFIC_SECONDS: a whole number of seconds, 5 or more (0 turns it off).');
  process.exit(1);
}
const denseVehicles = Number(env.EMULATOR_DENSE_VEHICLES ?? 0);
if (!Number.isInteger(denseVehicles) || denseVehicles < 0 || denseVehicles > maxDenseVehicles) {
  console.error(`EMULATOR_DENSE_VEHICLES: a whole number from 0 to ${maxDenseVehicles}.`);
  process.exit(1);
}
const maxItems = env.EMULATOR_MAX_ITEMS ? Number(env.EMULATOR_MAX_ITEMS) : undefined;
if (maxItems !== undefined && (!Number.isInteger(maxItems) || maxItems < 1)) {
  console.error('EMULATOR_MAX_ITEMS: a whole number of items, 1 or more (absent: no cap).');
  process.exit(1);
}
const emulator = await startEmulator({
  ...(maxItems === undefined ? {} : { maxItems }),
  port: Number(env.EMULATOR_PORT ?? 4010),
  quiet: env.EMULATOR_QUIET === '1',
  testControls: env.EMULATOR_TEST_CONTROLS === '1',
  ...(env.EMULATOR_SEED ? { seed: env.EMULATOR_SEED } : {}),
  ...(env.EMULATOR_VEHICLES ? { vehicles: Number(env.EMULATOR_VEHICLES) } : {}),
  denseVehicles,
  ...(env.EMULATOR_ACCESS_TOKEN_TTL ? { accessTokenTtlSeconds: Number(env.EMULATOR_ACCESS_TOKEN_TTL) } : {}),
  ...(env.EMULATOR_DIALECT ? { dialect: env.EMULATOR_DIALECT } : {}),
  liveTrafficSeconds,
  ...(env.EMULATOR_APP_ORIGINS
    ? { appOrigins: env.EMULATOR_APP_ORIGINS.split(',').map((o) => o.trim()) }
    : {}),
});

console.log(`Fleet platform emulator on ${emulator.url} (regions: ${regions.map((r) => r.id).join(', ')})`);
console.log(
  '  users in every region: demo/demo (fleet manager), support/support (support); kiwi/kiwi in AU and NZ',
);
console.log(
  '  clients: fleet-events-explorer (public, code+PKCE, password), fleet-integration / integration-secret',
);
if (!env.EMULATOR_QUIET) {
  for (const [region, keys] of Object.entries(emulator.keys)) {
    console.log(`  ${region.padEnd(8)} company key ${keys.company}  integration key ${keys.integration}`);
  }
}
if (maxItems !== undefined) console.log(`  events lists cut at ${maxItems} items (EMULATOR_MAX_ITEMS)`);
if (env.EMULATOR_DIALECT) console.log(`  API dialect of every region: ${env.EMULATOR_DIALECT}`);
if (liveTrafficSeconds > 0)
  console.log(`  live traffic: a yard check every ${liveTrafficSeconds} s in each region being looked at`);
if (env.EMULATOR_TEST_CONTROLS === '1') console.log('  test controls on: /__controls, /__requests');

const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
