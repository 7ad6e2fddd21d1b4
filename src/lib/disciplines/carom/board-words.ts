/** How a board words carom: the score columns carry innings, average and high run. */
export const caromStatColumns = true as const;
