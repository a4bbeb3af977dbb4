// npm run bench:profile-heap: the heap after the load, as the bench measures it (a GC, then the JS heap and
// the array buffers' backing stores), and what holds the buffers: a heap snapshot's backing stores summed by
// the objects that keep them. Settings: those of bench:profile (BENCH_VEHICLES, PROFILE_DIST,
// PROFILE_NO_BUILD, the ports), PROFILE_HEAP_DEPTH (4: holders up from a buffer), PROFILE_TOP (30 groups), PROFILE_HEAP_SAVE (a
// file to write the snapshot to, for Chromium's memory panel).
import { writeFileSync } from 'node:fs';
import { buffersByHolder, takeSnapshot } from './heap-snapshot.ts';
import { openProfiledPage } from './profile-page.ts';

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

async function main(): Promise<void> {
  const { browser, page } = await openProfiledPage();
  const summary = (await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '';
  const events = Number(summary.split(' of ')[0]?.replace(/,/g, ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  const buffers = heap.backingStorageSize ?? 0;
  console.log(`${summary}`);
  console.log(
    `JS heap ${mb(heap.usedSize)} MB, buffers ${mb(buffers)} MB, with buffers ${mb(heap.usedSize + buffers)} MB` +
      ` (${Math.round(buffers / events)} bytes of buffers an event)`,
  );
  const snapshot = await takeSnapshot(cdp);
  const save = process.env.PROFILE_HEAP_SAVE;
  if (save) writeFileSync(save, JSON.stringify(snapshot));
  const { total, groups } = buffersByHolder(snapshot, Number(process.env.PROFILE_HEAP_DEPTH ?? 4));
  console.log(`\narray buffers in the snapshot: ${mb(total)} MB; by holder (MB, buffers, path up):`);
  for (const group of groups.slice(0, Number(process.env.PROFILE_TOP ?? 30)))
    console.log(`${mb(group.bytes).padStart(7)} ${String(group.count).padStart(5)}  ${group.path}`);
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
