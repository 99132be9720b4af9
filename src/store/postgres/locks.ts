// Advisory lock keys (any fixed bigint; "HD" in ASCII plus a number, to stay clear of others').
export const MIGRATION_LOCK = 0x4844_0001;
export const POSITION_LOCK = 0x4844_0002;

/** The NOTIFY channel that wakes subscribers on every app server of this database. */
export const EVENTS_CHANNEL = "handsdown_events";
