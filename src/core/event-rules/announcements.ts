// R5 (SW-PC Time Remaining Announcements): for 60 minute games announce the time remaining
// at 30, 20, 15, 10, 5, 4, 3, 2 and 1 minutes; shorter games use the marks that fall within them.

export const ANNOUNCEMENT_MARKS = [30, 20, 15, 10, 5, 4, 3, 2, 1] as const;

/**
 * The marks (minutes remaining, largest first) announced in a game of `lengthMinutes`.
 * Decision: a mark equal to the game's length is the start of the game, not inside it, so a
 * 30-minute game announces from 20 down; longer games (90-minute Final Confrontation) use the same marks.
 */
export function computeAnnouncementMarks(lengthMinutes: number): number[] {
  return ANNOUNCEMENT_MARKS.filter((mark) => mark < lengthMinutes);
}
