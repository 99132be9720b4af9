// vitest's setupFiles (vitest.config.ts, vitest.mutate.config.ts): every test file, whatever
// module it imports first, has the core build its schemas from zod's ES module (src/core/zod.ts),
// the instance the tests' own `import { z } from "zod"` gives.
import "../src/core/zod-esm.js";
