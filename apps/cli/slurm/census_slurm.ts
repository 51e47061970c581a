/**
 * The Slurm path of `cgt census` against a real single-node Slurm cluster (Debian's slurmctld,
 * slurmd, slurm-client and munge, installed with apt-get): the test starts munged, slurmctld and
 * slurmd on private ports and folders, and stops them by PID at the end. It needs root (slurmd
 * runs the tasks) and those packages, so it is not named `*_test.ts`: `deno task test` and the
 * gate skip it, and `deno task test:slurm` runs it (CI does, after installing the packages).
 *
 * @module
 */
import assert from "node:assert/strict";
import { CensusDb, type OctalCensusRow } from "@cgt/impartial/census";

const MAIN = new URL("../main.ts", import.meta.url).pathname; // apps/cli/main.ts

async function run(cmd: string, args: string[], env: Record<string, string> = {}, cwd?: string) {
  const out = await new Deno.Command(cmd, { args, env, cwd, stdout: "piped", stderr: "piped" })
    .output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

/** Starts munged, slurmctld and slurmd in `dir`; returns the PIDs to stop and SLURM_CONF. */
async function startCluster(dir: string): Promise<{ pids: number[]; conf: string }> {
  for (const tool of ["munged", "slurmctld", "slurmd", "sbatch"]) {
    const found = await run("sh", ["-c", `command -v ${tool}`]);
    assert.equal(
      found.code,
      0,
      `${tool} is missing: apt-get install -y slurmctld slurmd slurm-client munge (as root)`,
    );
  }
  await Deno.mkdir(`${dir}/state`);
  await Deno.mkdir(`${dir}/spool`);
  await Deno.mkdir(`${dir}/munge`, { mode: 0o755 });
  await run("chown", ["munge:munge", `${dir}/munge`]);
  const munge = await run("runuser", [
    "-u",
    "munge",
    "--",
    "munged",
    `--socket=${dir}/munge/munge.sock`,
    "--key-file=/etc/munge/munge.key",
    `--pid-file=${dir}/munge/munged.pid`,
    `--log-file=${dir}/munge/munged.log`,
    `--seed-file=${dir}/munge/seed`,
  ]);
  assert.equal(munge.code, 0, munge.stderr);
  const node = (await run("slurmd", ["-C"])).stdout.split("\n")[0]
    .replace(/RealMemory=\d+/, "RealMemory=1000");
  const port = 20000 + (Deno.pid % 5000) * 2;
  const conf = `${dir}/slurm.conf`;
  await Deno.writeTextFile(
    conf,
    [
      "ClusterName=cgtcensus",
      `SlurmctldHost=${Deno.hostname()}`,
      `SlurmctldPort=${port}`,
      `SlurmdPort=${port + 1}`,
      "AuthType=auth/munge",
      `AuthInfo=socket=${dir}/munge/munge.sock`,
      "CredType=cred/munge",
      `StateSaveLocation=${dir}/state`,
      `SlurmdSpoolDir=${dir}/spool`,
      `SlurmctldPidFile=${dir}/slurmctld.pid`,
      `SlurmdPidFile=${dir}/slurmd.pid`,
      `SlurmctldLogFile=${dir}/slurmctld.log`,
      `SlurmdLogFile=${dir}/slurmd.log`,
      "ProctrackType=proctrack/linuxproc",
      "TaskPlugin=task/none",
      "SchedulerParameters=batch_sched_delay=0",
      "SlurmUser=root",
      "ReturnToService=2",
      "MpiDefault=none",
      `${node} State=UNKNOWN`,
      "PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP",
      "",
    ].join("\n"),
  );
  for (const daemon of ["slurmctld", "slurmd"]) {
    const started = await run(daemon, ["-f", conf]);
    assert.equal(started.code, 0, started.stderr);
  }
  const pidOf = async (file: string) => {
    for (let i = 0; i < 100; i++) {
      const text = await Deno.readTextFile(file).catch(() => "");
      if (text.trim() !== "") return Number(text.trim());
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no PID in ${file}`);
  };
  const pids = [
    await pidOf(`${dir}/slurmd.pid`),
    await pidOf(`${dir}/slurmctld.pid`),
    await pidOf(`${dir}/munge/munged.pid`),
  ];
  for (let i = 0; i < 100; i++) {
    const info = await run("sinfo", ["-h", "-o", "%T"], { SLURM_CONF: conf });
    if (/idle/.test(info.stdout)) return { pids, conf };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the node never became idle");
}

function results(path: string): Omit<OctalCensusRow, "seconds">[] {
  const db = new CensusDb(path, { readOnly: true });
  try {
    return db.octalRows().map(({ seconds: _, ...rest }) => rest);
  } finally {
    db.close();
  }
}

Deno.test("cgt census --slurm runs the shards as a job array on a real cluster", async (t) => {
  const dir = await Deno.realPath(await Deno.makeTempDir());
  await Deno.chmod(dir, 0o755);
  const { pids, conf } = await startCluster(dir);
  const cgt = (args: string[]) =>
    run(
      Deno.execPath(),
      ["run", "--allow-read", `--allow-write=${dir}`, "--allow-run=sbatch,squeue", MAIN, ...args],
      { SLURM_CONF: conf, NO_COLOR: "1" },
      dir,
    );
  const census = ["census", "octal", "--digits", "2", "--to", "2000"];
  try {
    await t.step("--wait merges the shards into the database of the embedded run", async () => {
      const slurm = await cgt([
        ...census,
        "--db",
        "slurm.sqlite",
        "--slurm",
        "--shards",
        "3",
        "--concurrency",
        "2",
        "--work-dir",
        "work",
        "--wait",
      ]);
      assert.equal(slurm.code, 0, slurm.stderr);
      assert.match(
        slurm.stdout,
        /^job \d+: 3 shards finished, 63 rows merged into slurm.sqlite\n$/,
      );
      const script = await Deno.readTextFile(`${dir}/work/census.sbatch`);
      assert.match(script, /--shard "\$SLURM_ARRAY_TASK_ID\/3"/);
      const embedded = await cgt([...census, "--db", "embedded.sqlite", "--workers", "1"]);
      assert.equal(embedded.code, 0, embedded.stderr);
      assert.deepEqual(results(`${dir}/slurm.sqlite`), results(`${dir}/embedded.sqlite`));
      const status = await cgt(["census", "status", "--work-dir", "work", "--json"]);
      assert.deepEqual(JSON.parse(status.stdout), {
        finished: [0, 1, 2],
        running: [],
        failed: [],
        resubmitted: null,
      });
    });
    await t.step("status reports a failed shard and resubmits only it", async () => {
      // A folder where shard 1's database should go makes that task fail.
      await Deno.mkdir(`${dir}/w2/shard-1.sqlite`, { recursive: true });
      const failed = await cgt([
        ...census,
        "--db",
        "w2.sqlite",
        "--slurm",
        "--shards",
        "2",
        "--work-dir",
        "w2",
        "--wait",
      ]);
      assert.equal(failed.code, 1);
      assert.match(failed.stderr, /^error: shards 1 of job \d+ failed/);
      const status = await cgt(["census", "status", "--work-dir", "w2", "--json"]);
      assert.deepEqual(JSON.parse(status.stdout), {
        finished: [0],
        running: [],
        failed: [1],
        resubmitted: null,
      });
      await Deno.remove(`${dir}/w2/shard-1.sqlite`);
      const again = await cgt(["census", "status", "--work-dir", "w2", "--resubmit", "--json"]);
      assert.match(JSON.parse(again.stdout).resubmitted, /^\d+$/);
      const submission = JSON.parse(await Deno.readTextFile(`${dir}/w2/census.json`));
      assert.deepEqual(submission.jobs.at(-1).indices, [1]);
      for (let i = 0; i < 300; i++) {
        const now = JSON.parse(
          (await cgt(["census", "status", "--work-dir", "w2", "--json"])).stdout,
        );
        if (now.running.length === 0) {
          assert.deepEqual([now.finished, now.failed], [[0, 1], []]);
          return;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      assert.fail("the resubmitted shard never finished");
    });
  } finally {
    for (const pid of pids) {
      try {
        Deno.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
