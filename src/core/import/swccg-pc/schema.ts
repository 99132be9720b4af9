// What the import requires of a Players Committee file; every other field (stored standings,
// pairing logs, hashes) is ignored, since standings are recomputed from the games (K7).
import { z } from "zod";

const playerRef = z.object({ id: z.string().min(1), name: z.string() });
/**
 * A game's seat or winner as the PC writes it: its BYE pseudo-player may have an id of null or
 * none at all; toGameFields refuses a missing id on anyone else, naming the field.
 */
const seatRef = z.object({ id: z.string().min(1).nullable().optional(), name: z.string() });
/** The PC writes the differential as a number, or as the text of one ("5"). */
const wholeNumber = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\s*-?\d+\s*$/, 'expected a whole number (or its text, as "5")')
    .transform((text) => Number(text)),
]);

export const pcTournamentSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  date: z.string().optional(),
  lastUpdate: z.string().optional(),
  mode: z.string(),
  players: z.array(playerRef.extend({ status: z.string().optional() })),
  games: z.array(
    z.object({
      playerDark: seatRef,
      playerLight: seatRef,
      winner: seatRef.nullable().optional(),
      vp: z.number().int().min(0).optional(),
      diff: wholeNumber.nullable().optional(),
      round: z.object({ num: z.number().int().positive() }),
    }),
  ),
});
