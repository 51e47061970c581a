import assert from "node:assert/strict";
import fc from "fast-check";
import {
  addNodes,
  claimBoard,
  createTable,
  findShared,
  readShared,
  SLOT_BYTES,
  SLOT_WORDS,
  storeShared,
  tableBytes,
  type TableViews,
  USED,
} from "./_shared_table.ts";
import { entryOf, HAMMER_BUCKETS, HAMMER_KEYS } from "./testdata/shared_table_keys.ts";

Deno.test("findShared()", async (t) => {
  await t.step("finds what storeShared() stored, for each player's bits", () => {
    const table = createTable(1024, true);
    storeShared(table, 6, 11, 22, 1 | 2, 5); // Vertical known, wins
    storeShared(table, 6, 11, 22, 4, 5); // Horizontal known, loses
    assert.equal(findShared(table, 6, 11, 22, 1, 2), 1);
    assert.equal(findShared(table, 6, 11, 22, 4, 8), 0);
    assert.equal(findShared(table, 6, 11, 23, 1, 2), -1);
    assert.equal(table.header[USED], 1);
  });

  await t.step("keeps a slot's four words together, a bucket's two slots side by side", () => {
    const table = createTable(1024, true);
    assert.equal(table.header.buffer.byteLength, tableBytes(1024));
    assert.equal(tableBytes(2048) - tableBytes(1024), 1024 * SLOT_BYTES);
    assert.equal(table.data.length, 1024 * SLOT_WORDS);
    storeShared(table, 10, 11, 22, 1, 5);
    assert.deepEqual([...table.data.subarray(40, 48)], [11, 22, 1, 5, 0, 0, 0, 0]);
    // more work: takes the first slot, and the entry there moves to the second
    storeShared(table, 10, 33, 44, 4 | 8, 9);
    assert.deepEqual([...table.data.subarray(40, 48)], [33, 44, 12, 9, 11, 22, 1, 5]);
    assert.equal(table.header[USED], 2);
    assert.equal(table.seq[5], 4); // two writes to bucket 5, each leaving its word even
  });

  await t.step("misses an entry whose bucket is being written (its sequence word odd)", () => {
    const table = createTable(1024, true);
    storeShared(table, 0, 3, 4, 1 | 2, 1);
    assert.equal(findShared(table, 0, 3, 4, 1, 2), 1);
    table.seq[0] += 1; // a writer took the bucket: the slots may be half written
    assert.equal(findShared(table, 0, 3, 4, 1, 2), -1);
    // and a store meanwhile is dropped, not mixed into the half-written bucket
    storeShared(table, 0, 5, 6, 1, 1);
    table.seq[0] += 1;
    assert.equal(findShared(table, 0, 5, 6, 1, 2), -1);
    assert.equal(findShared(table, 0, 3, 4, 1, 2), 1);
  });

  await t.step("agrees with a map of the last results on random stores (one thread)", () => {
    // The slow twin: a bucket keeps at most two keys, so a found key must hold the bits stored
    // for it (ored together), and a key stored last is always found.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 99 })), {
          maxLength: 60,
        }),
        (stores) => {
          const table = createTable(1024, false);
          const bitsOf = new Map<number, number>();
          for (const [k, work] of stores) {
            const { lo, hi, bits } = entryOf(k);
            const slot = 2 * (k % 3);
            storeShared(table, slot, lo, hi, bits, work);
            bitsOf.set(k, bits);
            assert.equal(findShared(table, slot, lo, hi, 1, 2), (bits & 2) !== 0 ? 1 : 0);
          }
          for (const [k, bits] of bitsOf) {
            const { lo, hi } = entryOf(k);
            const found = findShared(table, 2 * (k % 3), lo, hi, 1, 2);
            assert.ok(found === -1 || found === ((bits & 2) !== 0 ? 1 : 0), `key ${k}`);
          }
        },
      ),
      { seed: 1998, numRuns: 200 },
    );
  });

  await t.step(
    "never returns a torn entry while two workers hammer the same buckets",
    async () => {
      await hammer({ keys: HAMMER_KEYS, buckets: HAMMER_BUCKETS }, (table, k) => {
        const { lo, hi, bits } = entryOf(k);
        const slot = 2 * (k % HAMMER_BUCKETS);
        let hits = 0;
        for (const [known, wins] of [[1, 2], [4, 8]]) {
          const found = findShared(table, slot, lo, hi, known, wins);
          if (found < 0) continue;
          hits++;
          // Every key's entry has its bits as entryOf says: a torn read would mix keys.
          assert.equal(found, (bits & wins) !== 0 ? 1 : 0, `key ${k}`);
        }
        return hits;
      });
    },
  );
});

Deno.test("readShared()", async (t) => {
  await t.step("returns the result word storeShared() stored, or 0 for a missing key", () => {
    const table = createTable(1024, true);
    storeShared(table, 6, 11, 22, 1, 5);
    storeShared(table, 6, 11, 22, 6, 5); // ored into the key's entry
    storeShared(table, 6, 33, 22, 9, 1);
    assert.equal(readShared(table, 6, 11, 22), 7);
    assert.equal(readShared(table, 6, 33, 22), 9);
    assert.equal(readShared(table, 6, 11, 23), 0);
    assert.equal(readShared(table, 8, 11, 22), 0);
  });

  await t.step("returns 0 for an entry whose bucket is being written", () => {
    const table = createTable(1024, true);
    storeShared(table, 0, 3, 4, 5, 1);
    table.seq[0] += 1;
    assert.equal(readShared(table, 0, 3, 4), 0);
    table.seq[0] += 1;
    assert.equal(readShared(table, 0, 3, 4), 5);
  });

  await t.step("agrees with a map of the stored words on random stores (one thread)", () => {
    // The slow twin: a found key holds exactly the bits stored for it, ored together.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 99 })), {
          maxLength: 60,
        }),
        (stores) => {
          const table = createTable(1024, false);
          const bitsOf = new Map<number, number>();
          for (const [k, work] of stores) {
            const { lo, hi, bits } = entryOf(k);
            storeShared(table, 2 * (k % 3), lo, hi, bits, work);
            bitsOf.set(k, bits);
            assert.equal(readShared(table, 2 * (k % 3), lo, hi), bits);
          }
          for (const [k, bits] of bitsOf) {
            const { lo, hi } = entryOf(k);
            const found = readShared(table, 2 * (k % 3), lo, hi);
            assert.ok(found === 0 || found === bits, `key ${k}`);
          }
        },
      ),
      { seed: 2025, numRuns: 200 },
    );
  });

  await t.step("never returns a torn word while two workers hammer the same buckets", async () => {
    // Three keys in one bucket of two slots: every store of a key not in the bucket replaces
    // an entry, so a reader often meets a slot whose key words change under it.
    await hammer({ keys: 3, buckets: 1 }, (table, k) => {
      const { lo, hi, bits } = entryOf(k);
      const found = readShared(table, 0, lo, hi);
      if (found === 0) return 0;
      // A torn read would pair this key's words with another key's bits.
      assert.equal(found, bits, `key ${k}`);
      return 1;
    });
  });
});

/**
 * Runs `read` on keys below `keys` in turn while two workers store random ones (with
 * shared_table_keys.ts's words, key k in bucket k % buckets): at least 300,000 reads, and on until
 * the workers have stored 2,000,000 times (a worker warms up slower than the reader, so reads by
 * count alone could end before the stores begin in earnest); `read` checks what it finds and
 * returns its hits. Fails unless the reads found some entries.
 */
async function hammer(
  { keys, buckets }: { keys: number; buckets: number },
  read: (table: TableViews, key: number) => number,
): Promise<void> {
  const table = createTable(1024, true);
  const control = new Int32Array(new SharedArrayBuffer(12)); // stop, running, stores
  const url = new URL("./testdata/shared_table_hammer.ts", import.meta.url);
  const workers = [1, 2].map(() => new Worker(url, { type: "module" }));
  const finished = workers.map((w) =>
    new Promise<void>((resolve, reject) => {
      w.onmessage = () => resolve();
      w.onerror = (e) => {
        e.preventDefault();
        reject(new Error(e.message));
      };
    })
  );
  workers.forEach((w, i) =>
    w.postMessage({ memory: table.header.buffer, control, seed: 12345 + i, keys, buckets })
  );
  let hits = 0;
  let reads = 0;
  try {
    // Wait (generously) until both workers store, then read while they do.
    const until = Date.now() + 20_000;
    while (Atomics.load(control, 1) < 2 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 5));
    }
    assert.equal(Atomics.load(control, 1), 2, "the workers did not start");
    // A generous bound on the reads, in case the workers store slowly on a busy machine.
    while (reads < 300_000 || (Atomics.load(control, 2) < 10_000_000 && reads < 200_000_000)) {
      hits += read(table, reads % keys);
      reads++;
    }
  } finally {
    Atomics.store(control, 0, 1);
    await Promise.allSettled(finished);
    for (const w of workers) w.terminate();
  }
  assert.ok(hits > 0, `${hits} hits of ${reads} reads`);
}

Deno.test("claimBoard() gives the memory to the first board and refuses every other", async (t) => {
  await t.step("the first claim wins, the same board again is served", () => {
    const table = createTable(1024, true);
    assert.equal(claimBoard(table.header, 5 * 32 + 6 + 1, 123, -7), true);
    assert.equal(claimBoard(table.header, 5 * 32 + 6 + 1, 123, -7), true);
  });
  await t.step("another shape or another key word is refused", () => {
    const rows: [shape: number, lo: number, hi: number][] = [
      [6 * 32 + 5 + 1, 123, -7],
      [5 * 32 + 6 + 1, 124, -7],
      [5 * 32 + 6 + 1, 123, 7],
    ];
    for (const [shape, lo, hi] of rows) {
      const table = createTable(1024, true);
      claimBoard(table.header, 5 * 32 + 6 + 1, 123, -7);
      assert.equal(claimBoard(table.header, shape, lo, hi), false, `${shape} ${lo} ${hi}`);
    }
  });
});

Deno.test("addNodes() keeps the running total of all threads' nodes past 2^32", () => {
  const table = createTable(1024, true);
  assert.equal(addNodes(table, 5), 5);
  assert.equal(addNodes(table, 2 ** 32), 2 ** 32 + 5);
  assert.equal(addNodes(table, 0), 2 ** 32 + 5);
});
