// The console's name substitution is the shared one (web/shared/names.ts): the player page and
// the error words (web/shared/problem-words.ts) use it too.
export { withNames } from "../../shared/names.js";
