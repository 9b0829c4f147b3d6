import { Space } from "antd";
import { CompletionReportButton } from "./completion-report-dialog";
import { QuotationButton } from "./quotation-dialog";
import { WorkSummary } from "./quotation-summary";
import { ReassignmentButton } from "./reassignment-request-dialog";
import type { PartnerBookingDetails } from "./types";

/**
 * The slot for the details screen's other actions: the quotation, completion report and reassignment request
 * buttons (issue 16, slice d) go here, each as its own component file of this folder rendered below. They get the
 * booking and `onDone` (the appointment is read again by useInvalidate in their own mutation, or here).
 */
export function ExtraActions({ booking }: { booking: PartnerBookingDetails }) {
  // each button shows itself only when the booking's state and the role allow it
  return (
    <>
      <Space wrap>
        <QuotationButton booking={booking} />
        <CompletionReportButton booking={booking} />
        <ReassignmentButton booking={booking} />
      </Space>
      <WorkSummary booking={booking} />
    </>
  );
}
