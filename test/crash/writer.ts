// Child process of the crash and race tests: appends `--count`
// ResultReported-like events to one stream as fast as it can, in batches of 2–3 (one command
// each), and prints `ack <version>` as soon as each append is acknowledged. The crash test
// kills it with SIGKILL; the race test runs two at once with `--retry-conflicts --wait-for-go`.
// stdout to a pipe is synchronous on Linux, so a printed ack is never lost in a buffer.
import { parseArgs } from "node:util";
import { makeRandom } from "../../src/core/random.js";
import { openStore } from "../../src/store/open-store.js";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    "database-url": { type: "string" },
    stream: { type: "string", default: "crash-event" },
    count: { type: "string", default: "2000" },
    run: { type: "string", default: "run" },
    "retry-conflicts": { type: "boolean", default: false },
    "wait-for-go": { type: "boolean", default: false },
  },
});

const store = await openStore({ db: values.db, databaseUrl: values["database-url"], env: {} });
const stream = values.stream;
const random = makeRandom(values.run);
if (values["wait-for-go"]) {
  // The race test starts both writers at the same moment: from the same version.
  process.stdout.write("ready\n");
  await new Promise((resolve) => process.stdin.once("data", resolve));
  process.stdin.destroy();
}
let version = (await store.read(stream)).at(-1)?.version ?? 0;
process.stdout.write(`start ${version}\n`);

for (let written = 0, batch = 0; written < Number(values.count); batch++) {
  const size = 2 + random.int(2); // 2 or 3: the crash check looks for half-written batches
  const batchId = `${values.run}-${batch}`;
  const events = Array.from({ length: size }, (_, index) => ({
    type: "ResultReported",
    commandId: batchId,
    actor: `writer:${values.run}`,
    data: {
      batch: batchId,
      size,
      index,
      game: Math.floor(version / 4) + 1,
      table: version + index + 1,
      players: [`p${random.int(1024)}`, `p${random.int(1024)}`],
      score: {
        winner: random.coin() ? "Light" : "Dark",
        lifeForce: random.int(40),
        vp: 2,
        note: "x".repeat(random.int(200)),
      },
    },
  }));
  const result = await store.append(stream, version, events);
  if (!result.ok) {
    // Alone on the stream a conflict is a bug; racing another writer it is the expected answer:
    // take the actual version and try again (a real command would re-decide first).
    if (!values["retry-conflicts"]) throw new Error(result.error.message);
    version = result.error.actualVersion;
    batch--;
    process.stdout.write(`conflict ${version}\n`);
    continue;
  }
  version = result.value.version;
  written += size;
  process.stdout.write(`ack ${version} ${batchId}\n`);
}
await store.close();
process.stdout.write("done\n");
