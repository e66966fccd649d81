// Why the server refunded a consultation's fee by itself: on the refund's row and the payments list, and what
// picks the sentence of the visitor's "refund made" mail.
export const TIME_TAKEN_REASON = "Paid after the booking's time was no longer free";
export const CANCELLED_REASON = "The paid booking was cancelled";
