import { describeEventStoreContract } from "../contract.js";
import { makeMemoryStore } from "./memory-store.js";

describeEventStoreContract(
  "in-memory",
  async (now) => ({ store: makeMemoryStore({ now }), cleanup: async () => undefined }),
  {
    isShared: false,
    hasDatabase: false,
  },
);
