// Reading input files for the CLI: no input makes the CLI crash, hang or print a
// stack trace. A file is opened without blocking (a named pipe would otherwise wait for a writer),
// checked with fstat before anything is read — a regular file, at most MAX_INPUT_BYTES — then
// read whole and decoded as UTF-8; a byte-order mark is accepted. Every refusal is exit 1 with
// one line naming the path.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { badInput } from "./exit.js";

/** The largest input file the CLI reads: 64 MB (a 1,000-player event's results file is ~2 MB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isCharacterDevice()) return "a device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isFIFO()) return "a pipe";
  if (stats.isSocket()) return "a socket";
  return "not a regular file";
}

function openOrExplain(path: string): number {
  try {
    return openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    switch (code) {
      case "ENOENT":
        return badInput(`${path}: no such file`);
      case "EACCES":
      case "EPERM":
        return badInput(`${path}: permission denied`);
      case "EISDIR":
        return badInput(`${path}: is a directory, not a results file`);
      default:
        return badInput(`${path}: cannot be read (${code ?? String(error)})`);
    }
  }
}

function readWhole(fd: number, path: string, size: number): Buffer {
  // One byte more than fstat said, to notice a file that grows while it is read.
  const buffer = Buffer.alloc(size + 1);
  let length = 0;
  for (;;) {
    let read: number;
    try {
      read = readSync(fd, buffer, length, buffer.length - length, null);
    } catch (error) {
      return badInput(`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    if (read === 0) return buffer.subarray(0, length);
    length += read;
    if (length > size) return badInput(`${path}: the file changed while it was read; try again`);
  }
}

/** The text of an input file, or exit 1 with one line saying why not. */
export function readText(path: string): string {
  const fd = openOrExplain(path);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return badInput(`${path}: ${kindOf(stats)}, not a file; give the path of a file`);
    if (stats.size > MAX_INPUT_BYTES) {
      const mb = (stats.size / (1024 * 1024)).toFixed(1);
      return badInput(
        `${path}: ${mb} MB is over the ${MAX_INPUT_BYTES / (1024 * 1024)} MB limit for an input file`,
      );
    }
    const bytes = readWhole(fd, path, stats.size);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return badInput(`${path}: not UTF-8 text`);
    }
    // A UTF-8 byte-order mark, as some editors write, is not part of the content.
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } finally {
    closeSync(fd);
  }
}
