/**
 * Lists computed this soon after a change are not kept (decisions 032 and 034): in AWS the indexes
 * they are read from may not show the change yet (they follow the table within a second), and a
 * kept list would hide it until the next change. Read live meanwhile, they are as fresh as the
 * indexes.
 */
export const KEEP_AFTER_CHANGE_MS = 5_000;
