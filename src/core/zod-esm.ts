// Gives the core zod's ES module (zod.ts): imported first by the entry points that use zod
// anyway — core/index.ts, the server, the web pages, the tests, the whole CLI program.
import { z } from "zod";
import { provideZod } from "./zod.js";

// Each part by name, not `z` itself: a bundle then keeps only these (zod.ts, `Zod`).
provideZod({
  array: z.array,
  boolean: z.boolean,
  custom: z.custom,
  enum: z.enum,
  literal: z.literal,
  NEVER: z.NEVER,
  number: z.number,
  object: z.object,
  string: z.string,
  unknown: z.unknown,
});
