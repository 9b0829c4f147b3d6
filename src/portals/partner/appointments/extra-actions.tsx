import type { PartnerBookingDetails } from "./types";

/**
 * The slot for the details screen's other actions: the quotation, completion report and reassignment request
 * buttons (issue 16, slice d) go here, each as its own component file of this folder rendered below. They get the
 * booking and `onDone` (the appointment is read again by useInvalidate in their own mutation, or here).
 */
export function ExtraActions(_props: { booking: PartnerBookingDetails }) {
  return null;
}
