// What the import requires of a Players Committee file; every other field (stored standings,
// pairing logs, hashes) is ignored, since standings are recomputed from the games (K7).
import { z } from "zod";

const playerRef = z.object({ id: z.string().min(1), name: z.string() });

export const pcTournamentSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  date: z.string().optional(),
  lastUpdate: z.string().optional(),
  mode: z.string(),
  players: z.array(playerRef.extend({ status: z.string().optional() })),
  games: z.array(
    z.object({
      playerDark: playerRef,
      playerLight: playerRef,
      winner: playerRef.nullable().optional(),
      vp: z.number().int().min(0).optional(),
      diff: z.number().int().nullable().optional(),
      round: z.object({ num: z.number().int().positive() }),
    }),
  ),
});
