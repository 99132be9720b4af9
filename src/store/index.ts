// The store layer's public face: the port, the factory, and the adapters for tests and tools.
export type * from "./event-store.js";
export { EventDataError } from "./json.js";
export {
  chooseStore,
  DEFAULT_DB_FILE,
  openStore,
  type OpenStoreOptions,
  type StoreChoice,
} from "./open-store.js";
export { makeMemoryStore } from "./memory/memory-store.js";
export { openSqliteStore } from "./sqlite/sqlite-store.js";
export { openPostgresStore } from "./postgres/postgres-store.js";
