// Gives the core zod's ES module (zod.ts): imported first by the entry points that use zod
// anyway — core/index.ts, the server, the web pages, the tests, the whole CLI program.
import { z } from "zod";
import { provideZod } from "./zod.js";

provideZod(z);
