import { chooseStore } from "../../store/open-store.js";
import { openAuthStore } from "../../server/auth/auth-store.js";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../../server/auth/password.js";
import { openSqlClient } from "../../server/auth/sql-client.js";
import { badInput } from "../exit.js";
import { printLines } from "../output.js";
import { checkDbOption, withStore, type DbOptions } from "../store-option.js";

export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return badInput("password: no terminal to prompt on; set HANDSDOWN_PASSWORD");
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          done();
          resolve(text);
          return;
        }
        if (char === "\u0003") {
          done();
          reject(new Error("cancelled"));
          return;
        }
        if (char === "\u007f" || char === "\b") text = text.slice(0, -1);
        else text += char;
      }
    };
    const done = (): void => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.HANDSDOWN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  const first = await promptHidden("Password: ");
  const second = await promptHidden("Again: ");
  if (first !== second) return badInput("password: the two entries differ");
  return first;
}

export async function runAdd(name: string, options: DbOptions): Promise<void> {
  if (!USERNAME_PATTERN.test(name))
    return badInput(
      `name: "${name}" — use 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  // A mistyped --db is refused before the TD types a password.
  checkDbOption(options);
  const password = await readPassword();
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return badInput(`password: at least ${MIN_PASSWORD_LENGTH} characters`);
  let auth;
  try {
    auth = await openAuthStore(
      openSqlClient(chooseStore(options.db === undefined ? {} : { db: options.db })),
    );
  } catch (error) {
    return badInput(
      `${options.db === undefined ? "DATABASE_URL" : "--db"}: cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    const isNew = await auth.addUser(name, await hashPassword(password));
    if (!isNew) return badInput(`name: a user "${name}" already exists`);
    printLines([`created user ${name}`]);
  } finally {
    await auth.close();
  }
}

const ROLES = ["owner", "assistant", "scorekeeper"] as const;

export async function runGrant(
  name: string,
  eventId: string,
  options: DbOptions & { readonly role: string },
): Promise<void> {
  const role = ROLES.find((known) => known === options.role);
  if (role === undefined)
    return badInput(`--role ${options.role}: expected owner, assistant (R8) or scorekeeper`);
  const isEvent = await withStore(options, async (store) => (await store.read(eventId)).length > 0, {
    mustExist: true,
  });
  if (!isEvent)
    return badInput(`event: there is no event "${eventId}" in this database (see handsdown list)`);
  const auth = await openAuthStore(
    openSqlClient(chooseStore(options.db === undefined ? {} : { db: options.db })),
  );
  try {
    if ((await auth.passwordHashOf(name)) === undefined)
      return badInput(`name: there is no user "${name}"; make one with handsdown user add ${name}`);
    await auth.initEvent(eventId, false);
    await auth.setRole(eventId, name, role);
    printLines([`${name} is ${role} of ${eventId}`]);
  } finally {
    await auth.close();
  }
}
