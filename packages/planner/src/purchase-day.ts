/** A printed receipt date older than this is taken for an old receipt or a misread, not for this week's shopping. */
export const TRUSTED_RECEIPT_AGE_DAYS = 14;

const DAY_MS = 86_400_000;

/**
 * The day the food was bought: the printed date when it is plausible (not after `received`, and at most
 * TRUSTED_RECEIPT_AGE_DAYS before it), else the day the receipt reached us. A misread or an old printed date would
 * otherwise mark everything as spoiled and leave the plan nothing to use. Both are ISO dates (YYYY-MM-DD...).
 */
export function plausiblePurchaseDay(printed: string | null | undefined, received: string): string {
  const receivedDay = received.slice(0, 10);
  const printedDay = printed?.slice(0, 10);
  if (!printedDay || printedDay > receivedDay) return receivedDay;
  const ageDays = (Date.parse(receivedDay) - Date.parse(printedDay)) / DAY_MS;
  return ageDays <= TRUSTED_RECEIPT_AGE_DAYS ? printedDay : receivedDay;
}
