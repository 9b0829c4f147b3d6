/** Moved to src/features/appointments (the partner portal shows money the same way). */
export { useMoney } from "../../../features/appointments/money";
