import type { ApiSchema } from "../../../api/api-types";

/** A conversation as the inbox lists it (admin/support/threads). */
export type SupportThread = ApiSchema<"AdminSupportThread">;
/** One message of a conversation (customer, agent or system). */
export type SupportMessage = ApiSchema<"SupportMessage">;
/** admin/support/threads/{id}: the conversation with every message, oldest first. */
export interface SupportThreadDetails {
  id?: number;
  thread: SupportThread;
  messages: SupportMessage[];
}

/** The resource of the inbox's screens (src/portals/admin/support/screens.ts). */
export const SUPPORT_RESOURCE = "admin-support";
/** The inbox refreshes itself this often; a conversation's page more often (the customer may be typing). */
export const LIST_POLL_MS = 30_000;
export const THREAD_POLL_MS = 10_000;
